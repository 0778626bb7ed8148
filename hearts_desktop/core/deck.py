"""Deck specifications: which cards a game deals, how many copies, and how each card is
drawn.

A ``DeckSpec`` lists the faces of a deck (suits x ranks, plus jokers), how many copies of
each face it holds, whether the copies are told apart (``named_copies``: Pinochle's two aces
of hearts are ``"AH#1"`` and ``"AH#2"``), the order in which a hand is sorted for display,
and the picture family it is drawn from. ``element(card)`` names the element of a card
theme that draws a card (KDE's ``elementName`` idea): a French deck uses the KDE names
(``"1_club"``, ``"queen_spade"``), a Spanish deck its own (``"1_bastos"``,
``"caballo_espadas"``), so a Spanish deck is a theme, not a special case in the table.

Examples: ``FRENCH_52``, ``PINOCHLE_48`` (2 x A 10 K Q J 9), ``PINOCHLE_80`` (4 x A 10 K Q J),
``SPANISH_40`` and ``FRENCH_40`` (A 2-7 J Q K: Ombre's deck in its two dresses).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum

from .cards import ACE, JACK, JOKER, KING, QUEEN, Card, Suit


class Dress(StrEnum):
    """The picture family a deck is drawn in (which theme elements it needs)."""

    FRENCH = "french"
    SPANISH = "spanish"


SPANISH_SUIT_NAMES = {Suit.CLUBS: "bastos", Suit.DIAMONDS: "oros", Suit.SPADES: "espadas",
                      Suit.HEARTS: "copas"}
"""The Spanish suit each French suit letter stands for (ombre.md 1.2)."""
SPANISH_RANK_NAMES = {ACE: "1", JACK: "sota", QUEEN: "caballo", KING: "rey"}
"""Spanish court cards: sota (10), caballo (11), rey (12) stand in the place of J, Q, K."""
_FRENCH_SUIT_NAMES = {Suit.CLUBS: "club", Suit.DIAMONDS: "diamond", Suit.SPADES: "spade",
                      Suit.HEARTS: "heart"}
_FRENCH_RANK_NAMES = {ACE: "1", JACK: "jack", QUEEN: "queen", KING: "king"}


def french_element(card: Card) -> str:
    """The KDE card-deck element of ``card``: ``"1_club"``, ``"queen_spade"``, ``"10_heart"``,
    ``"joker"`` (the copy does not matter: identical cards look identical)."""
    if card.is_joker:
        return "joker"
    rank = _FRENCH_RANK_NAMES.get(card.rank, str(card.rank))
    return f"{rank}_{_FRENCH_SUIT_NAMES[card.suit]}"


def spanish_element(card: Card) -> str:
    """The Spanish deck element of ``card``: ``"1_oros"``, ``"sota_copas"``, ``"rey_espadas"``."""
    if card.is_joker:
        return "joker"
    rank = SPANISH_RANK_NAMES.get(card.rank, str(card.rank))
    return f"{rank}_{SPANISH_SUIT_NAMES[card.suit]}"


@dataclass(frozen=True)
class DeckSpec:
    """A deck: its faces, copies of each, how a hand is sorted and how cards are drawn."""

    name: str
    faces: tuple[Card, ...]
    """Every distinct face, once (copy 0)."""
    copies: int = 1
    named_copies: bool = False
    """True: the copies of a face are distinct cards, numbered 1..copies (``"AH#2"``)."""
    dress: Dress = Dress.FRENCH
    rank_order: tuple[int, ...] = (ACE, KING, QUEEN, JACK, 10, 9, 8, 7, 6, 5, 4, 3, 2)
    """Ranks high to low for sorting a hand (a game's trick order may differ by trump)."""
    suit_order: tuple[Suit, ...] = (Suit.CLUBS, Suit.DIAMONDS, Suit.SPADES, Suit.HEARTS)

    def __post_init__(self) -> None:
        if self.copies < 1:
            raise ValueError("a deck holds at least one copy of each face")
        if len(set(self.faces)) != len(self.faces) or any(c.copy for c in self.faces):
            raise ValueError("faces must be distinct cards without copy numbers")

    @property
    def size(self) -> int:
        return len(self.faces) * self.copies

    def cards(self) -> tuple[Card, ...]:
        """Every physical card, in a fixed order (faces, then copies): the unshuffled deck."""
        if self.named_copies:
            return tuple(f.with_copy(k) for f in self.faces for k in range(1, self.copies + 1))
        return tuple(f for f in self.faces for _ in range(self.copies))

    def element(self, card: Card) -> str:
        """The theme element that draws ``card`` in this deck's dress."""
        return spanish_element(card) if self.dress is Dress.SPANISH else french_element(card)

    def elements(self) -> tuple[str, ...]:
        """Every element a theme must have to draw this deck (besides a back)."""
        return tuple(dict.fromkeys(self.element(f) for f in self.faces))

    def sort_key(self, card: Card) -> tuple[int, int, int]:
        """Display order of a hand, for ``sorted``: by ``suit_order``, then within a suit from
        the lowest rank of ``rank_order`` to the highest, then by copy."""
        try:
            rank_pos = len(self.rank_order) - self.rank_order.index(card.rank)
        except ValueError:
            rank_pos = 0
        return (self.suit_order.index(card.suit), rank_pos, card.copy)

    def sorted(self, cards: Sequence[Card]) -> list[Card]:
        return sorted(cards, key=self.sort_key)

    def with_dress(self, dress: Dress | str) -> DeckSpec:
        """The same deck drawn in another dress (Ombre's Spanish or French pictures)."""
        from dataclasses import replace

        return replace(self, dress=Dress(dress))


def _faces(ranks: Sequence[int], suits: Sequence[Suit] = tuple(Suit)) -> tuple[Card, ...]:
    return tuple(Card(s, r) for s in suits for r in ranks)


FRENCH_52 = DeckSpec("french52", _faces(range(2, 15)))
"""One French pack, ace high (Hearts)."""
FRENCH_52_JOKERS = DeckSpec("french52+2", (*_faces(range(2, 15)), JOKER))
PINOCHLE_48 = DeckSpec("pinochle48", _faces((9, 10, JACK, QUEEN, KING, ACE)), copies=2,
                       named_copies=True, rank_order=(ACE, 10, KING, QUEEN, JACK, 9))
"""Pinochle: two copies of A 10 K Q J 9 in each suit; 10 ranks between A and K."""
PINOCHLE_80 = DeckSpec("pinochle80", _faces((10, JACK, QUEEN, KING, ACE)), copies=4,
                       named_copies=True, rank_order=(ACE, 10, KING, QUEEN, JACK))
"""Double-deck Pinochle: four copies of A 10 K Q J in each suit (no nines)."""
SPANISH_40 = DeckSpec("spanish40", _faces((ACE, 2, 3, 4, 5, 6, 7, JACK, QUEEN, KING)),
                      dress=Dress.SPANISH, rank_order=(KING, QUEEN, JACK, 7, 6, 5, 4, 3, 2, ACE),
                      suit_order=(Suit.SPADES, Suit.CLUBS, Suit.HEARTS, Suit.DIAMONDS))
"""Ombre's 40 cards in Spanish dress: 1-7, sota, caballo, rey of oros, copas, espadas, bastos."""
FRENCH_40 = SPANISH_40.with_dress(Dress.FRENCH)
"""The same 40 cards drawn as a French pack without 8, 9 and 10 (the Danish way)."""

DECKS = {d.name: d for d in (FRENCH_52, FRENCH_52_JOKERS, PINOCHLE_48, PINOCHLE_80, SPANISH_40)}
