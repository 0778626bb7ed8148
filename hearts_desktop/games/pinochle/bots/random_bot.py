"""A bot that picks a random legal action (tests and the legality sweep). It bids only the
lowest bids and passes more often than not, so its auctions end."""

from __future__ import annotations

from ....core.rng import Stream
from .. import Action, Bid, GiveCards, Pass, Phase, SeatView
from .base import decision_stream


class RandomBot:
    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def choose(self, view: SeatView) -> Action:
        rng: Stream = decision_stream(self.seed, view)
        legal = view.legal
        if view.phase in (Phase.PASSING, Phase.RETURNING):  # any 4 cards of the hand
            return GiveCards(view.seat, tuple(rng.shuffled(view.hand)[:4]))
        passes = [a for a in legal if isinstance(a, Pass)]
        if passes and rng.below(3):
            return rng.choice(passes)
        bids = [a for a in legal if isinstance(a, Bid)][:3]
        if bids:
            return rng.choice(bids)
        return legal[rng.below(len(legal))]
