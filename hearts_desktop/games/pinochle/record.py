"""Match records: rules + seed (or an explicit deal) + actions, as versioned JSON
(``core.record.EngineRecord``, game ``"pinochle"``).

Save, resume, history, replay and "play this deal again" are all the same thing: replay the
actions. Records are never pickled. The actions are stored as applied, every card with its
copy (``"AH#2"``), so a record replays exactly. ``replay`` rejects a damaged record, another
game's record or an illegal action with ``RecordError``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...core.cards import cards_text
from ...core.limits import check_record_number, check_record_seat
from ...core.record import ActionCodec, EngineRecord
from .actions import Action, action_from_json, action_to_json
from .cards import parse_hand
from .game import apply, new_match, start_hand
from .rules import Rules
from .state import HandSpec, MatchState

GAME = "pinochle"


@dataclass(frozen=True)
class MatchRecord(EngineRecord[Rules, Action, HandSpec, MatchState]):
    GAME = GAME
    TITLE = "a Pinochle record"
    rules_type = Rules
    action_codec = ActionCodec(action_to_json, action_from_json)
    apply = staticmethod(apply)

    def origin_to_json(self, origin: HandSpec) -> dict[str, Any]:
        return {"hands": [cards_text(h) for h in origin.hands], "dealer": origin.dealer,
                "scores": list(origin.scores), "deal_number": origin.deal_number}

    @classmethod
    def origin_from_json(cls, deal: Any, extra: dict[str, Any]) -> HandSpec:
        hands = deal["hands"]
        scores = deal["scores"]
        if not isinstance(hands, list) or not all(isinstance(h, str) for h in hands):
            raise ValueError("hands are card texts")
        if (not isinstance(scores, list) or len(scores) != 2
                or not all(type(x) is int for x in scores)):
            raise ValueError("scores are two whole numbers")
        dealer, number = deal["dealer"], deal["deal_number"]
        if type(dealer) is not int or type(number) is not int:
            raise ValueError("dealer and deal number are whole numbers")
        check_record_seat(dealer, 4)
        check_record_number("deal number", number, 0)
        for score in scores:
            check_record_number("score", score)
        return HandSpec(tuple(parse_hand(h) for h in hands), dealer, (scores[0], scores[1]),
                        number)

    def start(self, origin: HandSpec) -> MatchState:
        return start_hand(self.rules, origin.hands, dealer=origin.dealer, scores=origin.scores,
                          deal_number=origin.deal_number)

    def new_match(self, seed: int) -> MatchState:
        return new_match(self.rules, seed)


to_record = MatchRecord.from_state
"""``to_record(state)``: the record that rebuilds ``state`` with ``replay``."""
initial_state = MatchRecord.initial_state_of
"""``initial_state(record)``: the state before the record's first action."""
replay = MatchRecord.replay_of
"""``replay(record)``: rebuild the exact state a record describes (JSON text or bytes, the
parsed object or a ``MatchRecord``)."""
