"""Actions a seat can take. Each is a small frozen value with a JSON form for records.

An action checks its own fields when it is made: a seat that is not a whole number
(``True`` is not seat 1), cards that are not cards, a scheme that is not (offset, count)
pairs or a moon option that is not text raise ``IllegalActionError`` at once, naming the
field. Whether the action is legal *now* is ``apply``'s business.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from itertools import islice
from typing import Any

from ...core.record import ActionReader, read_action
from .cards import Card, parse_cards
from .errors import IllegalActionError, RecordError, Violation, is_int, shown

MAX_SCHEME_PAIRS = 64
"""More (offset, count) pairs than any table has seats: refused unread."""


def _check_seat(kind: str, seat: Any) -> None:
    if type(seat) is not int:
        raise IllegalActionError(Violation.UNKNOWN_SEAT,
                                 f"{kind}: a seat is a whole number 0, 1, ..., not {shown(seat)}",
                                 seat=shown(seat))


def scheme_pairs(value: Any) -> tuple[tuple[int, int], ...]:
    """A pass scheme as sorted (offset, count) pairs of whole numbers."""
    if type(value) is tuple and len(value) <= MAX_SCHEME_PAIRS and all(
            type(p) is tuple and len(p) == 2 and type(p[0]) is int and type(p[1]) is int
            for p in value):
        return value if len(value) < 2 else tuple(sorted(value))  # the engine's own plans
    pairs = value.items() if isinstance(value, Mapping) else value
    if isinstance(pairs, (str, bytes)) or not hasattr(pairs, "__iter__"):
        raise IllegalActionError(
            Violation.BAD_PASS_SCHEME,
            f"a pass scheme is a list of (seat offset, card count) pairs, not {shown(value)}",
            scheme=shown(value))
    out = []
    for i, pair in enumerate(islice(pairs, MAX_SCHEME_PAIRS + 1)):
        if i == MAX_SCHEME_PAIRS:
            raise IllegalActionError(
                Violation.BAD_PASS_SCHEME,
                f"a pass scheme names each other seat at most once, not {MAX_SCHEME_PAIRS} "
                f"times or more", scheme=shown(value))
        if (not isinstance(pair, (tuple, list)) or len(pair) != 2
                or not is_int(pair[0]) or not is_int(pair[1])):
            raise IllegalActionError(
                Violation.BAD_PASS_SCHEME,
                f"a pass scheme is a list of (seat offset, card count) pairs of whole "
                f"numbers; {shown(pair)} is not one", scheme=shown(value))
        out.append((pair[0], pair[1]))
    return tuple(sorted(out))


@dataclass(frozen=True)
class PassCards:
    """Pass cards (usually 3). Under a split or dealer's-choice pass the cards are given in the
    order of the deal's pass plan: e.g. plan ((1, 2), (3, 1)) gives the first two to the left
    and the third to the right. ``cards`` is a list or tuple of cards (or their text)."""

    seat: int
    cards: tuple[Card, ...]

    def __post_init__(self) -> None:
        _check_seat("PassCards", self.seat)
        cards = self.cards
        if not isinstance(cards, (tuple, list, str)):
            raise IllegalActionError(Violation.NOT_AN_ACTION,
                                     f"PassCards: cards must be a list of cards, not "
                                     f"{shown(cards)}", field="cards")
        try:
            object.__setattr__(self, "cards", parse_cards(cards))
        except ValueError as exc:
            raise IllegalActionError(Violation.NOT_AN_ACTION, f"PassCards: {exc}",
                                     field="cards") from None


@dataclass(frozen=True)
class PlayCard:
    seat: int
    card: Card

    def __post_init__(self) -> None:
        _check_seat("PlayCard", self.seat)
        if type(self.card) is not Card:
            try:
                object.__setattr__(self, "card", Card.parse(self.card))
            except ValueError as exc:
                raise IllegalActionError(Violation.NOT_AN_ACTION, f"PlayCard: {exc}",
                                         field="card") from None


@dataclass(frozen=True)
class ChoosePass:
    """Dealer's choice: the dealer names the deal's pass plan before seeing their cards,
    as (seat offset, card count) pairs, e.g. ((1, 2), (3, 1)) = 2 left, 1 right."""

    seat: int
    scheme: tuple[tuple[int, int], ...]

    def __post_init__(self) -> None:
        _check_seat("ChoosePass", self.seat)
        object.__setattr__(self, "scheme", scheme_pairs(self.scheme))


@dataclass(frozen=True)
class ChooseMoon:
    """The shooter's choice: "others" (+V to everyone else) or "self" (-V to the shooter);
    under Complex Hearts with sign choice, one of "++", "+-", "-+", "--"."""

    seat: int
    option: str

    def __post_init__(self) -> None:
        _check_seat("ChooseMoon", self.seat)
        if not isinstance(self.option, str):
            raise IllegalActionError(Violation.BAD_MOON_CHOICE,
                                     f"a moon option is text such as 'others' or 'self', not "
                                     f"{shown(self.option)}", option=shown(self.option))


@dataclass(frozen=True)
class Timeout:
    """The table's move timer ran out for ``seat`` (O-ONLINE). Never in ``legal_actions``."""

    seat: int

    def __post_init__(self) -> None:
        _check_seat("Timeout", self.seat)


@dataclass(frozen=True)
class Abandon:
    """A human leaves; a computer substitute takes the seat (O-ONLINE ON.5-ON.8)."""

    seat: int

    def __post_init__(self) -> None:
        _check_seat("Abandon", self.seat)


Action = PassCards | PlayCard | ChoosePass | ChooseMoon | Timeout | Abandon


ACTION_FIELDS: dict[str, tuple[str, ...]] = {
    "pass": ("cards",), "play": ("card",), "choose_pass": ("scheme",),
    "choose_moon": ("option",), "timeout": (), "abandon": ()}
"""The fields of each action type besides ``type`` and ``seat``."""


def action_to_json(action: Action) -> dict[str, Any]:
    if isinstance(action, PassCards):
        return {"type": "pass", "seat": action.seat, "cards": [str(c) for c in action.cards]}
    if isinstance(action, PlayCard):
        return {"type": "play", "seat": action.seat, "card": str(action.card)}
    if isinstance(action, ChoosePass):
        scheme = [list(p) for p in action.scheme]
        return {"type": "choose_pass", "seat": action.seat, "scheme": scheme}
    if isinstance(action, ChooseMoon):
        return {"type": "choose_moon", "seat": action.seat, "option": action.option}
    if isinstance(action, Timeout):
        return {"type": "timeout", "seat": action.seat}
    return {"type": "abandon", "seat": action.seat}


def _pass(seat: int, data: Any) -> PassCards:
    cards = data["cards"]
    if not isinstance(cards, list):
        raise RecordError(f"damaged action {shown(data)}: the cards are not a list")
    return PassCards(seat, parse_cards(cards))


def _moon(seat: int, data: Any) -> ChooseMoon:
    if not isinstance(data["option"], str):
        raise RecordError(f"bad moon option in {shown(data)}")
    return ChooseMoon(seat, data["option"])


_READERS: dict[str, ActionReader] = {
    "pass": _pass, "play": lambda seat, data: PlayCard(seat, Card.parse(data["card"])),
    "choose_pass": lambda seat, data: ChoosePass(seat, data["scheme"]), "choose_moon": _moon,
    "timeout": lambda seat, data: Timeout(seat), "abandon": lambda seat, data: Abandon(seat)}


def action_from_json(data: Any) -> Action:
    """Read ``action_to_json`` output; anything else raises ``RecordError``."""
    action: Action = read_action(data, ACTION_FIELDS, _READERS)
    return action
