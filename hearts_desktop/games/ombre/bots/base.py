"""What every Ombre CPU player shares: the ``Bot`` protocol and the per-decision stream.

A bot is honest by construction: ``choose`` gets one seat's ``SeatView`` and nothing else,
and any randomness comes from a stream derived from the bot's seed and the public position
of the decision, so the same view and seed always give the same decision.
"""

from __future__ import annotations

from typing import Protocol, runtime_checkable

from ....core.bots import DecisionStream, SeatBot
from ..actions import Action
from ..state import Phase
from ..view import SeatView


@runtime_checkable
class Bot(SeatBot[SeatView, Action], Protocol):
    """A CPU player: ``choose`` returns one of ``view.legal``."""


decision_stream = DecisionStream(Phase, "bids", "exchanges", "played", "hand")
"""``decision_stream(seed, view, salt=0)``: a stream for one decision, from the bot's seed
and the public position (deal, phase, calls made, exchanges, cards played, hand size)."""
