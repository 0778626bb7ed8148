"""Hearts as a ``core.game.Game``: the object the registry hands out as ``get_game("hearts")``.

Every method delegates to the Hearts engine's functions (``game.py``, ``record.py``,
``view.py``) or its bots (imported when first needed).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from ...core.deck import DeckSpec
from ...core.errors import RulesError
from ...core.events import redact
from ...core.game import Bot, MatchAnalysis
from ...core.seats import Seating
from . import game as engine
from .actions import Action, action_from_json, action_to_json
from .events import Event
from .record import MatchRecord, replay, to_record
from .record import initial_state as record_initial_state
from .rules import Rules
from .state import MatchState, Phase
from .view import SeatView, seat_view


class HeartsGame:
    """The Hearts engine behind the ``Game`` protocol."""

    name = "hearts"
    title = "Hearts"

    # ------------------------------------------------------------------ rules
    def presets(self) -> tuple[str, ...]:
        return Rules.preset_names()

    def preset(self, name: str) -> Rules:
        return Rules.preset(name)

    def rules_to_json(self, rules: Rules) -> dict[str, Any]:
        return rules.to_dict()

    def rules_from_json(self, data: Any) -> Rules:
        if not isinstance(data, Mapping):
            raise RulesError(f"Hearts rules are a JSON object, not {type(data).__name__}")
        return Rules.from_dict(data)

    def rules_name(self, rules: Rules) -> str:
        """The preset the rules are at their player count (``Rules.preset_name``); rules
        that carry a preset's name keep it."""
        return rules.preset_name() if rules.name == "custom" else rules.name

    def players(self, rules: Rules) -> int:
        return rules.players

    def seating(self, rules: Rules) -> Seating:
        return Seating(rules.players)

    def deck(self, rules: Rules) -> DeckSpec:
        counts = Counter(rules.deck())
        faces = tuple(counts)
        return DeckSpec(f"hearts-{sum(counts.values())}", faces, copies=max(counts.values()))

    # ------------------------------------------------------------------ play
    def new_match(self, rules: Rules, seed: int, *, computer_seats: tuple[int, ...] = ()
                  ) -> MatchState:
        """``computer_seats``: seats CPU players hold from the start (the online rules rank
        them last, ON.6; the network server passes them)."""
        return engine.new_match(rules, seed, computer_seats=computer_seats)

    def first_events(self, state: MatchState) -> list[Event]:
        return engine.first_events(state)

    def legal_actions(self, state: MatchState, seat: int | None = None) -> list[Action]:
        return engine.legal_actions(state, seat)

    def seats_to_act(self, state: MatchState) -> tuple[int, ...]:
        return engine.seats_to_act(state)

    def apply(self, state: MatchState, action: Action) -> tuple[MatchState, list[Event]]:
        return engine.apply(state, action)

    def is_over(self, state: MatchState) -> bool:
        return state.phase in (Phase.MATCH_OVER, Phase.HAND_OVER)

    def seat_view(self, state: MatchState, seat: int) -> SeatView:
        return seat_view(state, seat)

    def redact(self, event: Event, seat: int | None) -> Event | None:
        out: Event | None = redact(event, seat)
        return out

    def actions(self, state: MatchState) -> tuple[Action, ...]:
        return state.actions

    def deal_start(self, state: MatchState) -> int:
        """How many actions came before the current deal was dealt (replayed from the
        start: a deal begins inside ``apply``, after the action that ended the last one)."""
        if state.deal_number == 1 or state.seed is None:
            return 0
        s = record_initial_state(to_record(state))
        for i, action in enumerate(state.actions):
            s, _ = engine.apply(s, action)
            if s.deal_number == state.deal_number:
                return i + 1
        return len(state.actions)  # pragma: no cover - the current deal starts somewhere

    def rules_of(self, state: MatchState) -> Rules:
        return state.rules

    def seed_of(self, state: MatchState) -> int | None:
        return state.seed

    # ------------------------------------------------------------------ records
    def to_record(self, state: MatchState) -> MatchRecord:
        return to_record(state)

    def record_from_json(self, text: str | bytes | Mapping[str, Any]) -> MatchRecord:
        return MatchRecord.from_json(text)

    def replay(self, record: MatchRecord | str | bytes) -> MatchState:
        return replay(record)

    def initial_state(self, record: MatchRecord) -> MatchState:
        return record_initial_state(record)

    def action_to_json(self, action: Action) -> dict[str, Any]:
        return action_to_json(action)

    def action_from_json(self, data: Any) -> Action:
        return action_from_json(data)

    def analyse(self, record: MatchRecord) -> MatchAnalysis:
        from .analysis import analyse

        return analyse(record)

    # ------------------------------------------------------------------ CPU players
    def bot_kinds(self) -> tuple[str, ...]:
        from .bots import KINDS, ROSTER

        return (*KINDS, *(p.key for p in ROSTER))

    def make_bot(self, kind: str, seed: int, *, level: str | None = None,
                 seat_levels: Sequence[str | None] = ()) -> Bot:
        """(Hard and Expert model each seat's stopper by ``seat_levels``: ``bots.hard``.)"""
        from .bots import make_bot

        return make_bot(kind, seed, level=level, seat_levels=tuple(seat_levels))


GAME = HeartsGame()
