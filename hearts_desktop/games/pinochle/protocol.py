"""Pinochle as a ``core.game.Game``: the object the registry hands out as
``get_game("pinochle")``.

``core.engine_game.EngineGame`` implements the protocol over the Pinochle engine
(``game.py``), its record (``record.py``) and view; what is Pinochle's own is here.
"""

from __future__ import annotations

from ...core.deck import DeckSpec
from ...core.engine_game import EngineGame
from ...core.seats import Seating
from . import game as engine
from .actions import Action
from .events import Event
from .record import MatchRecord
from .rules import Rules
from .state import SEATING, MatchState, Phase
from .view import seat_view


class PinochleGame(EngineGame[Rules, MatchState, Action, Event]):
    """The Pinochle engine behind the ``Game`` protocol."""

    name = "pinochle"
    title = "Pinochle"
    engine = engine
    record_type = MatchRecord
    seat_view = staticmethod(seat_view)
    over = (Phase.MATCH_OVER, Phase.HAND_OVER)
    play_phases = (Phase.PLAYING,)

    def seating(self, rules: Rules) -> Seating:
        """Four seats, partners across (0 and 2, 1 and 3)."""
        return SEATING

    def deck(self, rules: Rules) -> DeckSpec:
        return rules.deck()


GAME = PinochleGame()
