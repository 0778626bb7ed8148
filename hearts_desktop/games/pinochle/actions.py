"""Actions a seat can take. Each is a small frozen value with a JSON form for records.

A card in an action may name its copy (``"AH#2"``) or not (``"AH"``: the engine takes the
lowest copy of that face in the seat's hand and records that copy; see ``cards.resolve``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...core.cards import Card, Suit
from ...core.record import ActionReader, read_action
from .cards import parse_hand, sort_hand
from .errors import RecordError


@dataclass(frozen=True)
class Bid:
    """A bid of ``amount`` points (on the rules' scale)."""

    seat: int
    amount: int


@dataclass(frozen=True)
class Pass:
    """A pass; ``help=True`` is "pass with help" (O-PASS-HELP): a pass shown as a distinct
    call, meaning "I hold four cards that will help my partner"."""

    seat: int
    help: bool = False


@dataclass(frozen=True)
class NameTrump:
    seat: int
    suit: Suit

    def __post_init__(self) -> None:
        object.__setattr__(self, "suit", Suit.parse(self.suit))


@dataclass(frozen=True)
class GiveCards:
    """The exchange (section 5): the partner gives 4 cards to the declarer, then the
    declarer gives 4 back. ``cards`` are kept sorted, so equal choices compare equal."""

    seat: int
    cards: tuple[Card, ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "cards", sort_hand(parse_hand(self.cards)))


@dataclass(frozen=True)
class Concede:
    """The declarer concedes after the meld, before leading to the first trick (7.1)."""

    seat: int


@dataclass(frozen=True)
class PlayCard:
    seat: int
    card: Card

    def __post_init__(self) -> None:
        object.__setattr__(self, "card", Card.parse(self.card))


Action = Bid | Pass | NameTrump | GiveCards | Concede | PlayCard
ACTION_TYPES = (Bid, Pass, NameTrump, GiveCards, Concede, PlayCard)
ACTION_FIELDS: dict[str, tuple[str, ...]] = {
    "bid": ("amount",), "pass": ("help",), "trump": ("suit",), "give": ("cards",),
    "concede": (), "play": ("card",)}
"""The fields of each action type besides ``type`` and ``seat`` (``help`` is optional)."""


def action_to_json(action: Action) -> dict[str, Any]:
    if isinstance(action, Bid):
        return {"type": "bid", "seat": action.seat, "amount": action.amount}
    if isinstance(action, Pass):
        return {"type": "pass", "seat": action.seat, "help": action.help}
    if isinstance(action, NameTrump):
        return {"type": "trump", "seat": action.seat, "suit": action.suit.letter}
    if isinstance(action, GiveCards):
        return {"type": "give", "seat": action.seat, "cards": [str(c) for c in action.cards]}
    if isinstance(action, Concede):
        return {"type": "concede", "seat": action.seat}
    return {"type": "play", "seat": action.seat, "card": str(action.card)}


def _int(value: Any, what: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise RecordError(f"bad {what}: {value!r}")
    return value


def _pass(seat: int, data: Any) -> Pass:
    help_ = data.get("help", False)
    if not isinstance(help_, bool):
        raise RecordError(f"bad pass in {data!r}")
    return Pass(seat, help_)


def _trump(seat: int, data: Any) -> NameTrump:
    if not isinstance(data["suit"], str):
        raise RecordError(f"bad suit in {data!r}")
    return NameTrump(seat, Suit.parse(data["suit"]))


def _give(seat: int, data: Any) -> GiveCards:
    cards = data["cards"]
    if not isinstance(cards, list) or not all(isinstance(c, str) for c in cards):
        raise RecordError(f"bad cards in {data!r}")
    return GiveCards(seat, parse_hand(cards))


def _play(seat: int, data: Any) -> PlayCard:
    if not isinstance(data["card"], str):
        raise RecordError(f"bad card in {data!r}")
    return PlayCard(seat, Card.parse(data["card"]))


_READERS: dict[str, ActionReader] = {
    "bid": lambda seat, data: Bid(seat, _int(data["amount"], "bid")), "pass": _pass,
    "trump": _trump, "give": _give, "concede": lambda seat, data: Concede(seat),
    "play": _play}


def action_from_json(data: Any) -> Action:
    """Read ``action_to_json`` output; anything else raises ``RecordError``."""
    action: Action = read_action(data, ACTION_FIELDS, _READERS, 4, show=repr)
    return action
