"""The simplest honest CPU player: a uniformly random legal action from its seat's view.

It is the stand-in opponent until the strategic bots exist, and a baseline for them.
Each choice draws from a stream derived from the seed and the public position of the
decision, so the same view and seed always give the same action.
"""

from __future__ import annotations

from .. import Action, SeatView
from .base import decision_stream

_SALT = 0x5A4D


class RandomBot:
    """Chooses uniformly among ``view.legal`` with its own seeded stream."""

    name = "random"

    def __init__(self, seed: int) -> None:
        self.seed = seed

    def choose(self, view: SeatView) -> Action:
        if not view.legal:
            raise ValueError(f"seat {view.seat} has nothing to do in phase {view.phase}")
        return decision_stream(self.seed, view, _SALT).choice(view.legal)
