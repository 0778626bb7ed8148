"""Hearts as a ``core.game.Game``: the object the registry hands out as ``get_game("hearts")``.

``core.engine_game.EngineGame`` implements the protocol over the Hearts engine
(``game.py``), its record (``record.py``) and view; what is Hearts' own is here: CPU seats
from the start, preset names by player count, a deck built from the rules, deals that begin
inside ``apply`` and bots that model who sits at the table.
"""

from __future__ import annotations

from collections import Counter

from ...core.deck import DeckSpec
from ...core.engine_game import EngineGame
from . import game as engine
from .actions import Action
from .events import Event
from .record import MatchRecord
from .rules import Rules
from .state import MatchState, Phase
from .view import seat_view


class HeartsGame(EngineGame[Rules, MatchState, Action, Event]):
    """The Hearts engine behind the ``Game`` protocol."""

    name = "hearts"
    title = "Hearts"
    engine = engine
    record_type = MatchRecord
    seat_view = staticmethod(seat_view)
    over = (Phase.MATCH_OVER, Phase.HAND_OVER)
    play_phases = (Phase.PLAYING,)
    seat_levels_to_bots = True
    """Hard and Expert model each seat's stopper by ``seat_levels`` (``bots.hard``)."""

    def rules_name(self, rules: Rules) -> str:
        """The preset the rules are at their player count (``Rules.preset_name``); rules
        that carry a preset's name keep it."""
        return rules.preset_name() if rules.name == "custom" else rules.name

    def deck(self, rules: Rules) -> DeckSpec:
        counts = Counter(rules.deck())
        faces = tuple(counts)
        return DeckSpec(f"hearts-{sum(counts.values())}", faces, copies=max(counts.values()))

    def new_match(self, rules: Rules, seed: int, *, computer_seats: tuple[int, ...] = ()
                  ) -> MatchState:
        """``computer_seats``: seats CPU players hold from the start (the online rules rank
        them last, ON.6; the network server passes them)."""
        return engine.new_match(rules, seed, computer_seats=computer_seats)

    def deal_start(self, state: MatchState) -> int:
        """How many actions came before the current deal was dealt (replayed from the
        start: a deal begins inside ``apply``, after the action that ended the last one)."""
        if state.deal_number == 1 or state.seed is None:
            return 0
        s = self.initial_state(self.to_record(state))
        for i, action in enumerate(state.actions):
            s, _ = engine.apply(s, action)
            if s.deal_number == state.deal_number:
                return i + 1
        return len(state.actions)  # pragma: no cover - the current deal starts somewhere


GAME = HeartsGame()
