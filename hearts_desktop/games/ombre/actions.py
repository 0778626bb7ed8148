"""Actions a seat can take. Each is a small frozen value with a JSON form for records.

``Bid`` also announces gascarola or contrabola (after everyone has passed); ``Pass``
passes in the bidding, declines an announcement or declines to take over after a
surrender. ``Exchange`` discards (face down) and draws as many from the talon; its cards
are kept sorted, so equal exchanges are equal values.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...core.cards import Card, Suit, parse_cards
from ...core.record import ActionReader, read_action
from .contracts import Contract
from .errors import RecordError


@dataclass(frozen=True)
class Bid:
    seat: int
    contract: Contract

    def __post_init__(self) -> None:
        if not isinstance(self.contract, Contract):
            object.__setattr__(self, "contract", Contract(self.contract))


@dataclass(frozen=True)
class Pass:
    seat: int


@dataclass(frozen=True)
class Exchange:
    """Discard ``discards`` face down and draw as many from the top of the talon."""

    seat: int
    discards: tuple[Card, ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "discards", tuple(sorted(parse_cards(list(self.discards)))))


@dataclass(frozen=True)
class NameTrump:
    seat: int
    suit: Suit

    def __post_init__(self) -> None:
        if not isinstance(self.suit, Suit):
            object.__setattr__(self, "suit", Suit.parse(self.suit))


@dataclass(frozen=True)
class CallCard:
    """Quadrille/Quintille: the declarer of an alliance calls a king (or a queen)."""

    seat: int
    card: Card

    def __post_init__(self) -> None:
        object.__setattr__(self, "card", Card.parse(self.card))


@dataclass(frozen=True)
class PlayCard:
    seat: int
    card: Card

    def __post_init__(self) -> None:
        object.__setattr__(self, "card", Card.parse(self.card))


@dataclass(frozen=True)
class Primeras:
    """Ombre's choice after winning the first five tricks (8.4; Quadrille: the first six,
    16.6): stop (``go_on=False``) or lead on for the vole."""

    seat: int
    go_on: bool


@dataclass(frozen=True)
class Surrender:
    """O-SURRENDER (16.5): ombre gives up (a puesta)."""

    seat: int


@dataclass(frozen=True)
class TakeOver:
    """O-SURRENDER: a defender takes over as ombre after a surrender."""

    seat: int


Action = Bid | Pass | Exchange | NameTrump | CallCard | PlayCard | Primeras | Surrender | TakeOver
ACTION_TYPES = (Bid, Pass, Exchange, NameTrump, CallCard, PlayCard, Primeras, Surrender, TakeOver)


ACTION_FIELDS: dict[str, tuple[str, ...]] = {
    "bid": ("contract",), "pass": (), "exchange": ("discards",), "trump": ("suit",),
    "call": ("card",), "play": ("card",), "primeras": ("go_on",), "surrender": (),
    "take_over": ()}
"""The fields of each action type besides ``type`` and ``seat``."""


def action_to_json(action: Action) -> dict[str, Any]:
    if isinstance(action, Bid):
        return {"type": "bid", "seat": action.seat, "contract": action.contract.value}
    if isinstance(action, Pass):
        return {"type": "pass", "seat": action.seat}
    if isinstance(action, Exchange):
        return {"type": "exchange", "seat": action.seat,
                "discards": [str(c) for c in action.discards]}
    if isinstance(action, NameTrump):
        return {"type": "trump", "seat": action.seat, "suit": action.suit.letter}
    if isinstance(action, CallCard):
        return {"type": "call", "seat": action.seat, "card": str(action.card)}
    if isinstance(action, PlayCard):
        return {"type": "play", "seat": action.seat, "card": str(action.card)}
    if isinstance(action, Primeras):
        return {"type": "primeras", "seat": action.seat, "go_on": action.go_on}
    if isinstance(action, Surrender):
        return {"type": "surrender", "seat": action.seat}
    return {"type": "take_over", "seat": action.seat}


def _bid(seat: int, data: Any) -> Bid:
    if not isinstance(data["contract"], str):
        raise RecordError(f"bad contract in {data!r}")
    return Bid(seat, Contract(data["contract"]))


def _exchange(seat: int, data: Any) -> Exchange:
    if not isinstance(data["discards"], list):
        raise RecordError(f"bad discards in {data!r}")
    return Exchange(seat, parse_cards(list(data["discards"])))


def _trump(seat: int, data: Any) -> NameTrump:
    if not isinstance(data["suit"], str):
        raise RecordError(f"bad suit in {data!r}")
    return NameTrump(seat, Suit.parse(data["suit"]))


def _primeras(seat: int, data: Any) -> Primeras:
    if not isinstance(data["go_on"], bool):
        raise RecordError(f"bad primeras choice in {data!r}")
    return Primeras(seat, data["go_on"])


_READERS: dict[str, ActionReader] = {
    "bid": _bid, "pass": lambda seat, data: Pass(seat), "exchange": _exchange,
    "trump": _trump, "call": lambda seat, data: CallCard(seat, Card.parse(data["card"])),
    "play": lambda seat, data: PlayCard(seat, Card.parse(data["card"])),
    "primeras": _primeras, "surrender": lambda seat, data: Surrender(seat),
    "take_over": lambda seat, data: TakeOver(seat)}


def action_from_json(data: Any) -> Action:
    """Read ``action_to_json`` output; anything else raises ``RecordError``."""
    action: Action = read_action(data, ACTION_FIELDS, _READERS, 5, show=repr)
    return action
