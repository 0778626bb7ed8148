"""Match records: rules + seed (or an explicit deal) + actions, as versioned JSON.

Save, resume, history, replay and "play this deal again" are all the same thing: replay the
actions. Records are never pickled. The actions are stored as applied, every card with its
copy (``"AH#2"``), so a record replays exactly. ``replay`` rejects a damaged record, another
game's record or an illegal action with ``RecordError``.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ...core.cards import cards_text
from ...core.limits import check_record_number, check_record_seat, check_seed
from ...core.record import header, read_json, record_game
from .actions import Action, action_from_json, action_to_json
from .cards import parse_hand
from .errors import IllegalActionError, RecordError, RulesError
from .game import apply, new_match, start_hand
from .rules import Rules
from .state import HandSpec, MatchState

GAME = "pinochle"


@dataclass(frozen=True)
class MatchRecord:
    rules: Rules
    seed: int | None
    actions: tuple[Action, ...]
    origin: HandSpec | None = None

    @property
    def game(self) -> str:
        return GAME

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), ensure_ascii=False, indent=1)

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            **header(GAME),
            "rules": self.rules.to_dict(),
            "seed": self.seed,
            "actions": [action_to_json(a) for a in self.actions],
        }
        if self.origin is not None:
            o = self.origin
            data["deal"] = {"hands": [cards_text(h) for h in o.hands], "dealer": o.dealer,
                            "scores": list(o.scores), "deal_number": o.deal_number}
        return data

    @classmethod
    def from_json(cls, text: str | bytes | Mapping[str, Any]) -> MatchRecord:
        """Read a record; ``RecordError`` for anything that is not a Pinochle record."""
        return cls.from_dict(read_json(text))

    @classmethod
    def from_dict(cls, data: Any) -> MatchRecord:
        game, _version = record_game(data)
        if game != GAME:
            raise RecordError(f"this is a {game} record, not a Pinochle record")
        try:
            rules = Rules.from_dict(data["rules"])
        except KeyError:
            raise RecordError("the record has no rules") from None
        except (RulesError, TypeError, ValueError) as exc:
            raise RecordError(f"the record's rules are damaged: {exc}") from None
        seed = data.get("seed")
        check_seed(seed)
        actions = data.get("actions")
        if not isinstance(actions, list):
            raise RecordError("the record has no action list")
        origin = None
        deal = data.get("deal")
        if deal is not None:
            try:
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
                origin = HandSpec(tuple(parse_hand(h) for h in hands), dealer,
                                  (scores[0], scores[1]), number)
            except (KeyError, TypeError, ValueError) as exc:
                raise RecordError(f"the record's deal is damaged: {exc}") from None
        elif seed is None:
            raise RecordError("the record has neither a seed nor a deal")
        return cls(rules, seed, tuple(action_from_json(a) for a in actions), origin)


def to_record(state: MatchState) -> MatchRecord:
    """The record that rebuilds ``state`` with ``replay``."""
    return MatchRecord(state.rules, state.seed, state.actions, state.origin)


def initial_state(record: MatchRecord) -> MatchState:
    """The state before the record's first action."""
    try:
        if record.origin is not None:
            o = record.origin
            return start_hand(record.rules, o.hands, dealer=o.dealer, scores=o.scores,
                              deal_number=o.deal_number)
        if record.seed is None:
            raise RecordError("the record has neither a seed nor a deal")
        return new_match(record.rules, record.seed)
    except RecordError:
        raise
    except (RulesError, ValueError) as exc:
        raise RecordError(f"the record's deal is damaged: {exc}") from None


def replay(record: MatchRecord | str | bytes) -> MatchState:
    """Rebuild the exact state a record describes (JSON text or bytes are read first)."""
    if isinstance(record, (str, bytes)):
        record = MatchRecord.from_json(record)
    state = initial_state(record)
    for i, action in enumerate(record.actions):
        try:
            state, _ = apply(state, action)
        except IllegalActionError as exc:
            raise RecordError(f"action {i + 1} of the record is illegal: {exc}") from exc
    return state
