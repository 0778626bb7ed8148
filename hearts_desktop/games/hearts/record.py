"""Match records: rules + seed (or an explicit deal) + actions, as versioned JSON.

Save, resume, history, replay and "play this deal again" are all the same thing: replay the
actions. Records are never pickled. ``replay`` rejects a damaged record, an unknown version
or an illegal action with ``RecordError``.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ...core.limits import check_record_number, check_record_seat, check_seed
from ...core.record import RECORD_FORMAT, RECORD_VERSION, header, read_json, record_game
from .actions import Action, action_from_json, action_to_json
from .cards import cards_text, parse_cards
from .errors import IllegalActionError, RecordError, shown
from .game import apply, need_state, new_match, start_hand
from .rules import Rules, RulesError, Score
from .state import HandSpec, MatchState

GAME = "hearts"
__all__ = ["RECORD_FORMAT", "RECORD_VERSION", "MatchRecord", "initial_state", "replay",
           "to_record"]


@dataclass(frozen=True)
class MatchRecord:
    rules: Rules
    seed: int | None
    actions: tuple[Action, ...]
    origin: HandSpec | None = None
    computer_seats: tuple[int, ...] = ()

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), ensure_ascii=False, indent=1)

    @property
    def game(self) -> str:
        return GAME

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            **header(GAME),
            "rules": self.rules.to_dict(),
            "seed": self.seed,
            "computer_seats": list(self.computer_seats),
            "actions": [action_to_json(a) for a in self.actions],
        }
        if self.origin is not None:
            o = self.origin
            direction: Any = o.pass_direction
            if isinstance(direction, tuple):
                direction = [list(p) for p in direction]
            data["deal"] = {
                "hands": [cards_text(h) for h in o.hands],
                "leftover": cards_text(o.leftover),
                "pass_direction": direction,
                "dealer": o.dealer,
                "match_scores": [_score_to_json(s) for s in o.match_scores],
                "deal_number": o.deal_number,
            }
        return data

    @classmethod
    def from_json(cls, text: str | bytes | Mapping[str, Any]) -> MatchRecord:
        """Read a record (version 1 or 2); ``RecordError`` for anything else."""
        return cls.from_dict(read_json(text))

    @classmethod
    def from_dict(cls, data: Any) -> MatchRecord:
        game, _version = record_game(data)
        if game != GAME:
            raise RecordError(f"this is a {shown(game)} record, not a Hearts record")
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
        seats = data.get("computer_seats", [])
        if not isinstance(seats, list) or not all(type(s) is int for s in seats):
            raise RecordError("the record's computer seats are damaged")
        for seat in seats:
            check_record_seat(seat)
        origin = None
        deal = data.get("deal")
        if deal is not None:
            if not isinstance(deal, dict):
                raise RecordError(f"the record's deal is damaged: {shown(deal)}")
            try:
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
                    computer_seats=tuple(seats),
                )
                check_record_seat(origin.dealer)
                check_record_number("deal number", origin.deal_number, 0)
            except (KeyError, TypeError, ValueError) as exc:
                raise RecordError(f"the record's deal is damaged: {exc}") from None
        elif seed is None:
            raise RecordError("the record has neither a seed nor a deal")
        return cls(rules, seed, tuple(action_from_json(a) for a in actions), origin,
                   tuple(seats))


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


def to_record(state: MatchState) -> MatchRecord:
    """The record that rebuilds ``state`` with ``replay``."""
    need_state(state, "to_record")
    return MatchRecord(state.rules, state.seed, state.actions, state.origin,
                       state.initial_computer_seats)


def initial_state(record: MatchRecord) -> MatchState:
    """The state before the record's first action (``RecordError`` if it cannot be made)."""
    if not isinstance(record, MatchRecord):
        raise RecordError(f"not a match record: {shown(record)}")
    if record.origin is not None and not isinstance(record.origin, HandSpec):
        raise RecordError(f"the record's deal is damaged: {shown(record.origin)}")
    try:
        if record.origin is not None:
            o = record.origin
            return start_hand(record.rules, o.hands, o.pass_direction, dealer=o.dealer,
                              leftover=o.leftover, match_scores=o.match_scores,
                              deal_number=o.deal_number, computer_seats=o.computer_seats)
        if record.seed is None:
            raise RecordError("the record has neither a seed nor a deal")
        return new_match(record.rules, record.seed, computer_seats=record.computer_seats)
    except (RulesError, ValueError) as exc:
        if isinstance(exc, RecordError):
            raise
        raise RecordError(f"the record's deal is damaged: {exc}") from None


def replay(record: MatchRecord | str | bytes) -> MatchState:
    """Rebuild the exact state a record describes (JSON text or bytes are read first).
    Anything that is not a whole, legal record raises ``RecordError``."""
    if isinstance(record, (str, bytes, bytearray, Mapping)):
        record = MatchRecord.from_json(record)
    if not isinstance(record, MatchRecord):
        raise RecordError(f"replay needs a match record (JSON text or a MatchRecord), not "
                          f"{shown(record)}")
    if not isinstance(record.actions, (tuple, list)):
        raise RecordError(f"the record's actions are not a list: {shown(record.actions)}")
    state = initial_state(record)
    for i, action in enumerate(record.actions):
        try:
            state, _ = apply(state, action)
        except IllegalActionError as exc:
            raise RecordError(f"action {i + 1} of the record is illegal: {exc}") from exc
    return state
