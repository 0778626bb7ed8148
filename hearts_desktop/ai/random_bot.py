"""The simplest honest CPU player: a uniformly random legal action from its seat's view.

It is the stand-in opponent until the strategic bots exist, and a baseline for them.
"""

from __future__ import annotations

from ..engine import Action, SeatView
from ..engine.rng import Stream


class RandomBot:
    """Chooses uniformly among ``view.legal`` with its own seeded stream."""

    name = "random"

    def __init__(self, seed: int) -> None:
        self._stream = Stream(seed)

    def choose(self, view: SeatView) -> Action:
        if not view.legal:
            raise ValueError(f"seat {view.seat} has nothing to do in phase {view.phase}")
        return self._stream.choice(view.legal)
