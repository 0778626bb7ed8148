"""What every Ombre CPU player shares: the ``Bot`` protocol and the per-decision stream.

A bot is honest by construction: ``choose`` gets one seat's ``SeatView`` and nothing else,
and any randomness comes from a stream derived from the bot's seed and the public position
of the decision, so the same view and seed always give the same decision.
"""

from __future__ import annotations

from typing import Protocol, runtime_checkable

from ....core.rng import Stream
from ..actions import Action
from ..state import Phase
from ..view import SeatView

_PHASE_CODE = {phase: i for i, phase in enumerate(Phase)}


@runtime_checkable
class Bot(Protocol):
    """A CPU player: ``choose`` returns one of ``view.legal``."""

    name: str

    def choose(self, view: SeatView) -> Action: ...


def decision_stream(seed: int, view: SeatView, salt: int = 0) -> Stream:
    """A stream for one decision: the bot's seed plus where the decision stands publicly
    (deal, phase, calls made, exchanges, cards played)."""
    played = len(view.played)
    return Stream.derive(seed, salt, view.seat, view.deal_number, _PHASE_CODE[view.phase],
                         len(view.bids), len(view.exchanges), played, len(view.hand))
