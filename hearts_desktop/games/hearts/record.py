"""Match records: rules + seed (or an explicit deal) + actions, as versioned JSON
(``core.record.EngineRecord``, game ``"hearts"``; version 1 records read as Hearts).

Save, resume, history, replay and "play this deal again" are all the same thing: replay the
actions. Records are never pickled. ``replay`` rejects a damaged record, an unknown version
or an illegal action with ``RecordError``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...core.limits import check_record_number, check_record_seat
from ...core.record import RECORD_FORMAT, RECORD_VERSION, ActionCodec, EngineRecord
from .actions import Action, action_from_json, action_to_json
from .cards import cards_text, parse_cards
from .errors import RecordError, shown
from .game import apply, need_state, new_match, start_hand
from .rules import Rules, Score
from .state import HandSpec, MatchState

GAME = "hearts"
__all__ = ["RECORD_FORMAT", "RECORD_VERSION", "MatchRecord", "initial_state", "replay",
           "to_record"]


@dataclass(frozen=True)
class MatchRecord(EngineRecord[Rules, Action, HandSpec, MatchState]):
    computer_seats: tuple[int, ...] = ()
    """Seats CPU players held from the start (the online rules rank them last)."""

    GAME = GAME
    TITLE = "a Hearts record"
    rules_type = Rules
    action_codec = ActionCodec(action_to_json, action_from_json)
    apply = staticmethod(apply)

    @classmethod
    def from_state(cls, state: Any) -> MatchRecord:
        need_state(state, "to_record")
        return cls(state.rules, state.seed, state.actions, state.origin,
                   state.initial_computer_seats)

    def extra_to_json(self) -> dict[str, Any]:
        return {"computer_seats": list(self.computer_seats)}

    @classmethod
    def extra_from_json(cls, data: dict[str, Any]) -> dict[str, Any]:
        seats = data.get("computer_seats", [])
        if not isinstance(seats, list) or not all(type(s) is int for s in seats):
            raise RecordError("the record's computer seats are damaged")
        for seat in seats:
            check_record_seat(seat)
        return {"computer_seats": tuple(seats)}

    def origin_to_json(self, origin: HandSpec) -> dict[str, Any]:
        direction: Any = origin.pass_direction
        if isinstance(direction, tuple):
            direction = [list(p) for p in direction]
        return {
            "hands": [cards_text(h) for h in origin.hands],
            "leftover": cards_text(origin.leftover),
            "pass_direction": direction,
            "dealer": origin.dealer,
            "match_scores": [_score_to_json(s) for s in origin.match_scores],
            "deal_number": origin.deal_number,
        }

    @classmethod
    def origin_from_json(cls, deal: Any, extra: dict[str, Any]) -> HandSpec:
        direction = deal["pass_direction"]
        if isinstance(direction, list):
            direction = tuple((int(o), int(c)) for o, c in direction)
        origin = HandSpec(
            hands=tuple(parse_cards(h) for h in deal["hands"]),
            leftover=parse_cards(deal.get("leftover", "")),
            pass_direction=direction,
            dealer=int(deal["dealer"]),
            match_scores=tuple(_score_from_json(s) for s in deal["match_scores"]),
            deal_number=int(deal["deal_number"]),
            computer_seats=extra["computer_seats"],
        )
        check_record_seat(origin.dealer)
        check_record_number("deal number", origin.deal_number, 0)
        return origin

    def start(self, origin: HandSpec) -> MatchState:
        if not isinstance(origin, HandSpec):
            raise RecordError(f"the record's deal is damaged: {shown(origin)}")
        return start_hand(self.rules, origin.hands, origin.pass_direction,
                          dealer=origin.dealer, leftover=origin.leftover,
                          match_scores=origin.match_scores, deal_number=origin.deal_number,
                          computer_seats=origin.computer_seats)

    def new_match(self, seed: int) -> MatchState:
        return new_match(self.rules, seed, computer_seats=self.computer_seats)


def _score_to_json(score: Score) -> Any:
    if isinstance(score, complex):
        return [int(score.real), int(score.imag)]
    return score


def _score_from_json(value: Any) -> Score:
    if isinstance(value, list) and len(value) == 2:
        real, imag = int(value[0]), int(value[1])
        check_record_number("score", real)
        check_record_number("score", imag)
        return complex(real, imag)
    if isinstance(value, int) and not isinstance(value, bool):
        check_record_number("score", value)
        return value
    raise ValueError(f"bad score {shown(value)}")


to_record = MatchRecord.from_state
"""``to_record(state)``: the record that rebuilds ``state`` with ``replay``."""
initial_state = MatchRecord.initial_state_of
"""``initial_state(record)``: the state before the record's first action (``RecordError``
if it cannot be made)."""
replay = MatchRecord.replay_of
"""``replay(record)``: rebuild the exact state a record describes (JSON text or bytes, the
parsed object or a ``MatchRecord``). Anything that is not a whole, legal record raises
``RecordError``."""
