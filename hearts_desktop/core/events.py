"""Events and what each seat may see of them.

A game's ``apply`` returns domain events (frozen dataclasses). Some carry hidden cards (a
deal holds every hand, a pass the cards given, a talon its cards). Before an event leaves
the full state's owner, for a bot, a network client or the table of one seat, it is
*redacted* for that seat: ``redact(event, seat)`` returns the event itself when it is
public, a copy in which every card the seat may not see is replaced by ``HIDDEN``
(``None``), or ``None`` when the seat may see nothing of it. An event with hidden parts
defines ``redacted(seat)``; every other event is public.

``seat=None`` is a spectator: sees the cards played, never a hand.
``cards_in(value)`` finds every card inside an event (tests use it to prove that a seat
never receives a card it may not see).

The events every trick game has are bases here, which each game's events extend with
fields of their own (after these): ``DealStarted`` (deal number, dealer), ``CardsDealt``
(every hand; redacted, only the seat's own), ``CardPlayed`` (seat, card, trick number,
whether it leads) and ``TrickWon`` (trick number, winner, the plays).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, Self, runtime_checkable

from .cards import Card

HIDDEN = None
"""A card a seat may not see: its place is kept (the count matters to the table)."""


@runtime_checkable
class Redactable(Protocol):
    def redacted(self, seat: int | None) -> Any | None:
        """This event as ``seat`` may see it, or None for nothing."""


def redact(event: Any, seat: int | None) -> Any | None:
    """What ``seat`` may see of ``event`` (``event`` itself when it is public)."""
    fn = getattr(event, "redacted", None)
    return event if fn is None else fn(seat)


def redact_all(events: Sequence[Any], seat: int | None) -> list[Any]:
    """``events`` as ``seat`` may see them, dropping the ones it may not see at all."""
    out = []
    for ev in events:
        r = redact(ev, seat)
        if r is not None:
            out.append(r)
    return out


def hide(cards: Sequence[Card | None], visible: bool) -> tuple[Card | None, ...]:
    """``cards`` as they are, or as as many hidden cards."""
    return tuple(cards) if visible else (HIDDEN,) * len(cards)


def cards_in(value: Any) -> Iterator[Card]:
    """Every ``Card`` inside ``value`` (dataclasses, tuples, lists, dicts, nested)."""
    if isinstance(value, Card):
        yield value
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for f in dataclasses.fields(value):
            yield from cards_in(getattr(value, f.name))
    elif isinstance(value, (tuple, list, set, frozenset)):
        for item in value:
            yield from cards_in(item)
    elif isinstance(value, dict):
        for k, v in value.items():
            yield from cards_in(k)
            yield from cards_in(v)


@dataclass(frozen=True)
class DealStarted:
    deal_number: int
    dealer: int


@dataclass(frozen=True)
class CardsDealt:
    deal_number: int
    dealer: int
    hands: tuple[tuple[Card | None, ...], ...]
    """Every hand (redacted: only the seat's own; the others as hidden cards)."""

    def redacted(self, seat: int | None) -> Self:
        return dataclasses.replace(
            self, hands=tuple(hide(h, i == seat) for i, h in enumerate(self.hands)))


@dataclass(frozen=True)
class CardPlayed:
    seat: int
    card: Card
    trick_number: int
    leads: bool


@dataclass(frozen=True)
class TrickWon:
    trick_number: int
    winner: int
    plays: tuple[tuple[int, Card], ...]
