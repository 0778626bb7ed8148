"""Pinochle's view of the shared cards: rank order A 10 K Q J 9, counters, the trick order,
face indices for fast code, and how an action's card names one physical copy.

Cards are ``core.cards.Card`` values. A dealt card always names its copy (``"AH#1"``,
``"AH#2"``; ``#1`` to ``#4`` double deck). **Copies in actions:** an action may name a card
without a copy (``"AH"``); the engine then takes the lowest copy of that face in the
acting seat's hand (``resolve``) and records the resolved copy, so a record replays exactly.
Identical cards are equal in play (the first played wins, 1.4), so which copy is played
changes nothing but the card's identity.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from ...core.cards import ACE, JACK, KING, QUEEN, Card, Suit, parse_cards
from ...core.tricks import TrickOrder

RANKS = (9, JACK, QUEEN, KING, 10, ACE)
"""Ranks low to high in trick order (1.2): 9 J Q K 10 A."""
STRENGTH: dict[int, int] = {r: i for i, r in enumerate(RANKS)}
"""Trick strength of a rank: 9 = 0 ... A = 5 (the same in every suit)."""
COUNTER_RANKS = frozenset((ACE, 10, KING))
SUITS = tuple(Suit)
NFACES = 24
"""Face indices 0..23: ``suit * 6 + strength`` (double deck uses the 20 without nines)."""


def strength(card: Card) -> int:
    return STRENGTH[card.rank]


def is_counter(card: Card) -> bool:
    return card.rank in COUNTER_RANKS


def face_index(card: Card) -> int:
    """``suit * 6 + strength``: a small int naming the face (copies share it)."""
    return card.suit * 6 + STRENGTH[card.rank]


def face_of_index(index: int) -> Card:
    return Card(Suit(index // 6), RANKS[index % 6])


def trick_order(trump: Suit | None) -> TrickOrder:
    """The trick order of a deal with ``trump``: A 10 K Q J 9 in every suit; identical
    cards are equally strong, so the first played wins (``core.tricks``)."""
    return TrickOrder(trump=trump, strength=strength)


def sort_hand(cards: Iterable[Card]) -> tuple[Card, ...]:
    """A hand in display order: by suit (clubs, diamonds, spades, hearts), then from the
    lowest rank (9) to the highest (A), then by copy."""
    return tuple(sorted(cards, key=lambda c: (c.suit, STRENGTH[c.rank], c.copy)))


def resolve(hand: Sequence[Card], card: Card, taken: Iterable[Card] = ()) -> Card | None:
    """The physical card of ``hand`` that ``card`` names: itself if it names a copy held;
    without a copy, the lowest copy of its face in ``hand`` not in ``taken``. None if
    ``hand`` holds no such card."""
    skip = set(taken)
    if card.copy:
        return card if card in hand and card not in skip else None
    best: Card | None = None
    for c in hand:
        if c.suit == card.suit and c.rank == card.rank and c not in skip and (
                best is None or c.copy < best.copy):
            best = c
    return best


def parse_hand(cards: str | Iterable[Card | str]) -> tuple[Card, ...]:
    if isinstance(cards, str):
        return parse_cards(cards)
    return parse_cards([c if isinstance(c, Card) else str(c) for c in cards])
