"""Ombre as a ``core.game.Game``: the object the registry hands out as ``get_game("ombre")``.

``core.engine_game.EngineGame`` implements the protocol over the Ombre engine
(``engine.py``), its record (``record.py``) and view; what is Ombre's own is here.
"""

from __future__ import annotations

from ...core.deck import DeckSpec
from ...core.engine_game import EngineGame
from . import engine
from .actions import Action
from .cards import deck_spec
from .events import Event
from .record import MatchRecord
from .rules import Rules
from .state import MatchState, Phase
from .view import seat_view


class OmbreGame(EngineGame[Rules, MatchState, Action, Event]):
    """The Ombre engine (with Quadrille and Quintille) behind the ``Game`` protocol."""

    name = "ombre"
    title = "Ombre"
    engine = engine
    record_type = MatchRecord
    seat_view = staticmethod(seat_view)
    over = (Phase.MATCH_OVER, Phase.DEAL_OVER)
    play_phases = (Phase.PLAYING, Phase.PRIMERAS)
    direction = -1
    """Play goes counter-clockwise."""

    def deck(self, rules: Rules) -> DeckSpec:
        """``SPANISH_40`` (two-player: without the removed suit); a table may draw it in
        its French dress (``FRENCH_40``)."""
        return deck_spec(rules.removed)


GAME = OmbreGame()
