"""The Easy CPU player: the Normal strategy with a beginner's habits. It misjudges hands
(a random error in its bidding estimate), does not keep track of the voids shown, and now
and then plays a random legal card (``mistake_rate`` of its personality)."""

from __future__ import annotations

from ..actions import Action, PlayCard
from ..contracts import Contract
from ..state import Phase
from ..view import SeatView
from .base import decision_stream
from .knowledge import Knowledge
from .normal import NormalBot
from .personalities import Personality
from .sim import Info, table

_SALT_SLIP = 11
_SALT_BID = 12


class EasyBot(NormalBot):
    name = "easy"

    def __init__(self, seed: int = 0, personality: Personality | None = None) -> None:
        super().__init__(seed, personality)

    def estimates(self, view: SeatView) -> dict[Contract, float]:
        est = super().estimates(view)
        rng = decision_stream(self.seed, view, _SALT_BID)
        noise = (rng.below(2001) - 1000) / 1000  # -1.0 .. +1.0 tricks
        return {c: v + noise for c, v in est.items()}

    def info(self, view: SeatView) -> Info:
        assert view.trump is not None
        return Info(Knowledge(view).out_ints(), table(view.trump))  # no memory of voids

    def choose(self, view: SeatView) -> Action:
        if view.phase is Phase.PLAYING and len(view.legal) > 1:
            rng = decision_stream(self.seed, view, _SALT_SLIP)
            if rng.below(1000) < int(self.personality.mistake_rate * 1000):
                cards = [a for a in view.legal if isinstance(a, PlayCard)]
                return rng.choice(cards)
        return super().choose(view)

    def sure_vole(self, view: SeatView) -> bool:
        return False  # a beginner takes the primeras and stops
