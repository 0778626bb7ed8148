"""How the replay viewer moves through a recorded match's frames, for every game.

A game's replay (``ui/games/<game>/replay_model.py``, or the generic
``ui/history/game_replay.py``) is a list of frames, each with a ``kind`` ("deal" where a
deal starts, "trick" where a trick is complete, and the game's own kinds) and the
``deal_number`` it belongs to. ``FrameSteps`` gives the viewer's steps over that list:
by trick (to the next frame whose kind is one of the class's ``STOPS``), by deal, and to a
deal by number. No Qt here.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar, Protocol


class Frame(Protocol):
    @property
    def kind(self) -> str: ...

    @property
    def deal_number(self) -> int: ...


class FrameSteps:
    """The viewer's steps over ``self.frames``; ``STOPS``: the kinds a trick step stops
    at (a complete trick, the start or end of a deal, and the game's own moments)."""

    frames: Sequence[Frame]
    STOPS: ClassVar[tuple[str, ...]] = ("trick", "hand", "deal")

    def hand_starts(self) -> list[int]:
        """Frame index of the start of each deal, in order."""
        return [i for i, f in enumerate(self.frames) if f.kind == "deal"]

    def deal_numbers(self) -> list[int]:
        return [self.frames[i].deal_number for i in self.hand_starts()]

    def next_trick(self, index: int) -> int:
        """The next frame that is one of the ``STOPS`` (or the last frame)."""
        for j in range(index + 1, len(self.frames)):
            if self.frames[j].kind in self.STOPS:
                return j
        return len(self.frames) - 1

    def previous_trick(self, index: int) -> int:
        """The previous frame that is one of the ``STOPS`` (or the first frame)."""
        for j in range(index - 1, 0, -1):
            if self.frames[j].kind in self.STOPS:
                return j
        return 0

    def next_hand(self, index: int) -> int:
        """The start of the next deal, else the last frame."""
        for j in self.hand_starts():
            if j > index:
                return j
        return len(self.frames) - 1

    def previous_hand(self, index: int) -> int:
        """The start of this deal, or of the one before when already at a start."""
        starts = [j for j in self.hand_starts() if j < index]
        return starts[-1] if starts else 0

    def start_of_deal(self, deal_number: int) -> int:
        for j in self.hand_starts():
            if self.frames[j].deal_number == deal_number:
                return j
        raise ValueError(f"no deal {deal_number} in this match")


__all__ = ["Frame", "FrameSteps"]
