"""Ombre's cards and how they rank (ombre.md sections 1 and 2).

The 40-card pack is ``core.deck.SPANISH_40`` written with the French suit letters (1.2):
espadas = spades ``S``, bastos = clubs ``C``, copas = hearts ``H``, oros = diamonds ``D``;
sota, caballo, rey = ``J``, ``Q``, ``K``; the as is ``A``. So ``"AS"`` is spadille, ``"AC"``
basto, ``"7H"`` the manille when hearts are trump.

How cards compare depends on the trump suit and its colour:

- the black aces (spadille ``AS`` and basto ``AC``) are trumps whatever suit is trump and
  never follow spades or clubs (2.1): their *effective* suit is the trump suit;
- plain suits (2.2): black ``K Q J 7 6 5 4 3 2``, red ``K Q J A 2 3 4 5 6 7``;
- trumps (2.3): spadille, manille (the 2 of a black trump, the 7 of a red one), basto,
  punto (the red trump ace; none in black), then ``K Q J`` and the rest (black: ``7 … 3``,
  red: ``2 … 6``);
- the three matadors are spadille, manille and basto (2.4); punto is not one.

``trick_order(trump)`` expresses all of it as a ``core.tricks.TrickOrder``.

>>> from hearts_desktop.core.cards import parse_cards
>>> order = trick_order(Suit.HEARTS)
>>> [str(c) for c in sorted(parse_cards("KH AH 7H AC AS 2H"), key=order.strength, reverse=True)]
['AS', '7H', 'AC', 'AH', 'KH', '2H']
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Sequence

from ...core.cards import ACE, JACK, KING, QUEEN, Card, Suit
from ...core.deck import FRENCH_40, SPANISH_40, DeckSpec
from ...core.tricks import TrickOrder

__all__ = [
    "BASTO", "FRENCH_40", "RANKS", "SPADILLE", "SPANISH_40", "SUITS", "Card", "Suit",
    "cards_of", "deck_cards", "deck_spec", "effective_suit", "is_matador", "is_trump",
    "legal_plays", "manille", "matadors", "plain_order", "protected_matadors", "punto",
    "sort_hand", "strength", "trick_order", "trump_order",
]

SPADILLE = Card(Suit.SPADES, ACE)
"""♠A, the highest trump whatever suit is trump."""
BASTO = Card(Suit.CLUBS, ACE)
"""♣A, the third trump whatever suit is trump."""
RANKS: tuple[int, ...] = (ACE, 2, 3, 4, 5, 6, 7, JACK, QUEEN, KING)
SUITS: tuple[Suit, ...] = (Suit.SPADES, Suit.CLUBS, Suit.HEARTS, Suit.DIAMONDS)
"""Espadas, bastos, copas, oros: the order a hand is shown in."""

_BLACK_PLAIN = (KING, QUEEN, JACK, 7, 6, 5, 4, 3, 2)
_RED_PLAIN = (KING, QUEEN, JACK, ACE, 2, 3, 4, 5, 6, 7)
_BLACK_TRUMP_TAIL = (KING, QUEEN, JACK, 7, 6, 5, 4, 3)
_RED_TRUMP_TAIL = (KING, QUEEN, JACK, 2, 3, 4, 5, 6)
_TRUMP_BASE = 100
"""Every trump's strength is above every plain card's (plain strengths are 1..10)."""


def manille(trump: Suit) -> Card:
    """The second matador: the 2 of a black trump suit, the 7 of a red one."""
    return Card(trump, 7 if trump.is_red else 2)


def punto(trump: Suit) -> Card | None:
    """The red trump ace (fourth trump, not a matador); None when trumps are black."""
    return Card(trump, ACE) if trump.is_red else None


def matadors(trump: Suit) -> tuple[Card, Card, Card]:
    """Spadille, manille, basto: the three highest trumps (2.4)."""
    return (SPADILLE, manille(trump), BASTO)


def is_matador(card: Card, trump: Suit | None) -> bool:
    return trump is not None and card.face in matadors(trump)


def trump_order(trump: Suit) -> tuple[Card, ...]:
    """Every trump, highest first (2.3): 11 in a black suit, 12 in a red one."""
    tail = _RED_TRUMP_TAIL if trump.is_red else _BLACK_TRUMP_TAIL
    head = [SPADILLE, manille(trump), BASTO]
    p = punto(trump)
    if p is not None:
        head.append(p)
    return (*head, *(Card(trump, r) for r in tail))


def plain_order(suit: Suit) -> tuple[Card, ...]:
    """The cards of a non-trump suit, highest first (2.2): a black suit has no ace (the
    black aces are always trumps)."""
    ranks = _RED_PLAIN if suit.is_red else _BLACK_PLAIN
    return tuple(Card(suit, r) for r in ranks)


@functools.lru_cache(maxsize=8)
def _tables(trump: Suit | None) -> tuple[tuple[int, ...], tuple[Suit, ...]]:
    """Strength and effective suit of every card by ``card.index`` (0..51)."""
    strength = [0] * 53
    suit_of = [Suit(i // 13) if i < 52 else Suit.HEARTS for i in range(53)]
    for s in SUITS:
        if s == trump:
            continue
        for pos, c in enumerate(reversed(plain_order(s))):
            strength[c.index] = pos + 1
    if trump is not None:
        for pos, c in enumerate(reversed(trump_order(trump))):
            strength[c.index] = _TRUMP_BASE + pos
            suit_of[c.index] = trump
    else:  # before trump is named: the black aces still belong to no plain suit
        strength[SPADILLE.index] = _TRUMP_BASE + 2
        strength[BASTO.index] = _TRUMP_BASE
    return tuple(strength), tuple(suit_of)


def strength(card: Card, trump: Suit | None) -> int:
    """Higher wins within an effective suit; every trump is above every plain card."""
    return _tables(trump)[0][card.index]


def effective_suit(card: Card, trump: Suit | None) -> Suit:
    """The suit ``card`` follows and counts as: the trump suit for spadille and basto."""
    return _tables(trump)[1][card.index]


def is_trump(card: Card, trump: Suit | None) -> bool:
    return trump is not None and effective_suit(card, trump) == trump


@functools.lru_cache(maxsize=8)
def trick_order(trump: Suit) -> TrickOrder:
    """The ``TrickOrder`` of a deal with ``trump``: effective suits and strengths of 2.1-2.3."""
    strengths, suits = _tables(trump)

    def suit_of(card: Card) -> Suit:
        return suits[card.index]

    def strength_of(card: Card) -> int:
        return strengths[card.index]

    return TrickOrder(trump=trump, suit_of=suit_of, strength=strength_of)


def deck_cards(removed_suit: Suit | None = None) -> tuple[Card, ...]:
    """The cards in play: the 40 of ``SPANISH_40``, or 30 without ``removed_suit``
    (two-player Ombre, TP.1)."""
    return tuple(c for c in SPANISH_40.cards() if c.suit != removed_suit)


def deck_spec(removed_suit: Suit | None = None) -> DeckSpec:
    """The deck a table draws: ``SPANISH_40`` (its French dress is ``FRENCH_40``)."""
    if removed_suit is None:
        return SPANISH_40
    from dataclasses import replace

    return replace(SPANISH_40, name=f"spanish30-{removed_suit.letter}",
                   faces=tuple(c for c in SPANISH_40.faces if c.suit != removed_suit))


def sort_hand(cards: Iterable[Card], trump: Suit | None = None) -> tuple[Card, ...]:
    """A hand in display order: trumps first (highest first), then espadas, bastos, copas,
    oros, each highest first."""
    def key(c: Card) -> tuple[int, int]:
        if trump is not None and is_trump(c, trump):
            return (-1, -strength(c, trump))
        return (SUITS.index(c.suit), -strength(c, trump))

    return tuple(sorted(cards, key=key))


def protected_matadors(hand: Sequence[Card], led: Card, trump: Suit) -> tuple[Card, ...]:
    """6.3: the matadors of ``hand`` that rank above the led trump ``led`` (a lower trump led
    never forces them; spadille led protects none)."""
    return tuple(c for c in hand if is_matador(c, trump)
                 and strength(c, trump) > strength(led, trump))


def legal_plays(hand: Sequence[Card], trick: Sequence[Card], trump: Suit) -> tuple[Card, ...]:
    """The cards of ``hand`` that may be played to ``trick`` (the cards played so far, led
    card first) with ``trump`` (6.2, 6.3):

    - leading: any card;
    - a plain suit led: a card of that suit if the hand holds one (the black aces are
      trumps, never spades or clubs), else any card (no duty to trump);
    - a trump led: a trump if the hand holds a trump that is not a protected matador
      (any trump then, protected ones included), else any card. Only the led card
      matters: a higher matador played later does not change the protection.
    """
    if not trick:
        return tuple(hand)
    led = trick[0]
    if is_trump(led, trump):
        trumps = tuple(c for c in hand if is_trump(c, trump))
        protected = protected_matadors(trumps, led, trump)
        if any(c not in protected for c in trumps):
            return trumps
        return tuple(hand)
    suit = effective_suit(led, trump)
    follow = cards_of(hand, suit, trump)
    return follow if follow else tuple(hand)


def cards_of(hand: Sequence[Card], suit: Suit, trump: Suit | None) -> tuple[Card, ...]:
    """The cards of ``hand`` whose effective suit is ``suit``."""
    return tuple(c for c in hand if effective_suit(c, trump) == suit)
