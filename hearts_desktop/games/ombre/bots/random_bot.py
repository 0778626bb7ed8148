"""A bot that picks a uniformly random legal action (the legality sweep and tests)."""

from __future__ import annotations

from ....core.rng import Stream
from ..actions import Action
from ..view import SeatView
from .base import decision_stream


class RandomBot:
    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def choose(self, view: SeatView) -> Action:
        stream: Stream = decision_stream(self.seed, view)
        return stream.choice(view.legal)
