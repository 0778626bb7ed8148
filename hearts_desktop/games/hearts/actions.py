"""Actions a seat can take. Each is a small frozen value with a JSON form for records."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .cards import Card, parse_cards
from .errors import RecordError


def _scheme(value: Any) -> tuple[tuple[int, int], ...]:
    if isinstance(value, dict):
        value = value.items()
    return tuple(sorted((int(o), int(n)) for o, n in value))


@dataclass(frozen=True)
class PassCards:
    """Pass cards (usually 3). Under a split or dealer's-choice pass the cards are given in the
    order of the deal's pass plan: e.g. plan ((1, 2), (3, 1)) gives the first two to the left
    and the third to the right."""

    seat: int
    cards: tuple[Card, ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "cards", parse_cards(list(self.cards)))


@dataclass(frozen=True)
class PlayCard:
    seat: int
    card: Card

    def __post_init__(self) -> None:
        object.__setattr__(self, "card", Card.parse(self.card))


@dataclass(frozen=True)
class ChoosePass:
    """Dealer's choice: the dealer names the deal's pass plan before seeing their cards,
    as (seat offset, card count) pairs, e.g. ((1, 2), (3, 1)) = 2 left, 1 right."""

    seat: int
    scheme: tuple[tuple[int, int], ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "scheme", _scheme(self.scheme))


@dataclass(frozen=True)
class ChooseMoon:
    """The shooter's choice: "others" (+V to everyone else) or "self" (-V to the shooter);
    under Complex Hearts with sign choice, one of "++", "+-", "-+", "--"."""

    seat: int
    option: str


@dataclass(frozen=True)
class Timeout:
    """The table's move timer ran out for ``seat`` (O-ONLINE). Never in ``legal_actions``."""

    seat: int


@dataclass(frozen=True)
class Abandon:
    """A human leaves; a computer substitute takes the seat (O-ONLINE ON.5-ON.8)."""

    seat: int


Action = PassCards | PlayCard | ChoosePass | ChooseMoon | Timeout | Abandon


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


def action_from_json(data: Any) -> Action:
    """Read ``action_to_json`` output; anything else raises ``RecordError``."""
    try:
        kind = data["type"]
        seat = data["seat"]
        if not isinstance(seat, int) or isinstance(seat, bool):
            raise RecordError(f"bad seat in action {data!r}")
        if kind == "pass":
            return PassCards(seat, parse_cards(list(data["cards"])))
        if kind == "play":
            return PlayCard(seat, Card.parse(data["card"]))
        if kind == "choose_pass":
            return ChoosePass(seat, tuple((int(o), int(n)) for o, n in data["scheme"]))
        if kind == "choose_moon":
            if not isinstance(data["option"], str):
                raise RecordError(f"bad moon option in {data!r}")
            return ChooseMoon(seat, data["option"])
        if kind == "timeout":
            return Timeout(seat)
        if kind == "abandon":
            return Abandon(seat)
    except RecordError:
        raise
    except (KeyError, TypeError, ValueError) as exc:
        raise RecordError(f"damaged action {data!r}: {exc}") from None
    raise RecordError(f"unknown action type in {data!r}")
