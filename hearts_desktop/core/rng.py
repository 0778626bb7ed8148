"""The seeded random stream every game uses: SplitMix64, pure integer arithmetic.

No game uses the global ``random`` module: its results would change with the Python
version. A stream is named by a match seed plus a path of purpose numbers (for example
"deal 3"), so a deal can be reproduced on its own. A golden test pins the output.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15

T = TypeVar("T")

# Purposes a stream can be derived for; the numbers are part of the record format.
PURPOSE_DEAL = 1
PURPOSE_DEALER = 2
PURPOSE_TIMER = 3


def _mix(z: int) -> int:
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31)


class Stream:
    """A SplitMix64 generator with unbiased bounded integers and a Fisher-Yates shuffle."""

    __slots__ = ("_state",)

    def __init__(self, seed: int) -> None:
        self._state = seed & _MASK

    @classmethod
    def derive(cls, seed: int, *parts: int) -> Stream:
        """A stream for ``seed`` and a path of purpose numbers, e.g. ``(PURPOSE_DEAL, 3)``."""
        x = _mix((seed & _MASK) ^ _GOLDEN)
        for p in parts:
            x = _mix((x + _GOLDEN + (p & _MASK)) & _MASK)
        return cls(x)

    def next64(self) -> int:
        self._state = (self._state + _GOLDEN) & _MASK
        return _mix(self._state)

    def below(self, n: int) -> int:
        """A uniform integer in ``range(n)`` (rejection sampling, no modulo bias)."""
        if n <= 0:
            raise ValueError("below() needs n > 0")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            r = self.next64()
            if r < limit:
                return r % n

    def choice(self, items: Sequence[T]) -> T:
        return items[self.below(len(items))]

    def shuffled(self, items: Sequence[T]) -> list[T]:
        """A Fisher-Yates shuffle of a copy of ``items``."""
        out = list(items)
        for i in range(len(out) - 1, 0, -1):
            j = self.below(i + 1)
            out[i], out[j] = out[j], out[i]
        return out
