"""Match records: rules + seed (or an explicit deal) + actions, as versioned JSON
(``core.record.EngineRecord``, game ``"ombre"``).

Save, resume, history, replay and "play this deal again" are all the same thing: replay the
actions. Records are never pickled. ``replay`` rejects a damaged record, an unknown version
or an illegal action with ``RecordError``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...core.cards import cards_text, parse_cards
from ...core.limits import check_record_number, check_record_seat
from ...core.record import ActionCodec, EngineRecord
from .actions import Action, action_from_json, action_to_json
from .engine import apply, new_match, start_deal
from .rules import Rules
from .state import DealSpec, MatchState

GAME = "ombre"


@dataclass(frozen=True)
class MatchRecord(EngineRecord[Rules, Action, DealSpec, MatchState]):
    GAME = GAME
    TITLE = "an Ombre record"
    rules_type = Rules
    action_codec = ActionCodec(action_to_json, action_from_json)
    apply = staticmethod(apply)

    def origin_to_json(self, origin: DealSpec) -> dict[str, Any]:
        return {"hands": [cards_text(h) for h in origin.hands],
                "talon": cards_text(origin.talon), "dealer": origin.dealer,
                "chips": list(origin.chips), "pot": origin.pot,
                "deal_number": origin.deal_number}

    @classmethod
    def origin_from_json(cls, deal: Any, extra: dict[str, Any]) -> DealSpec:
        chips = tuple(deal["chips"])
        if any(type(c) is not int for c in chips) or type(deal["pot"]) is not int \
                or type(deal["dealer"]) is not int or type(deal["deal_number"]) is not int:
            raise ValueError("chips, pot, dealer and deal number are whole numbers")
        check_record_seat(deal["dealer"], 5)
        check_record_number("deal number", deal["deal_number"], 0)
        for amount in (*chips, deal["pot"]):
            check_record_number("chips", amount)
        return DealSpec(tuple(parse_cards(h) for h in deal["hands"]),
                        parse_cards(deal["talon"]), deal["dealer"], chips, deal["pot"],
                        deal["deal_number"])

    def start(self, origin: DealSpec) -> MatchState:
        return start_deal(self.rules, origin.hands, origin.talon, dealer=origin.dealer,
                          chips=origin.chips, pot=origin.pot, deal_number=origin.deal_number)

    def new_match(self, seed: int) -> MatchState:
        return new_match(self.rules, seed)


to_record = MatchRecord.from_state
"""``to_record(state)``: the record that rebuilds ``state`` with ``replay``."""
initial_state = MatchRecord.initial_state_of
"""``initial_state(record)``: the state before the record's first action."""
replay = MatchRecord.replay_of
"""``replay(record)``: rebuild the exact state a record describes (JSON text or bytes, the
parsed object or a ``MatchRecord``)."""
