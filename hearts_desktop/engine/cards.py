"""Cards: small immutable values with a text form that round-trips and a compact int form.

Text form: rank then suit letter, ``"2C"`` ... ``"10H"`` ... ``"AS"``; ``"JK"`` is a joker.
``Card.parse`` also accepts ``"TH"`` for a ten, suit symbols (``"Q♠"``) and lower case.
The int form (``card.index``) is ``suit * 13 + rank - 2`` (0..51) and 52 for a joker;
the fast simulation path uses it as a bit position.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum
from typing import ClassVar


class Suit(IntEnum):
    """The four suits, in the order a sorted hand shows them (as the Windows game does)."""

    CLUBS = 0
    DIAMONDS = 1
    SPADES = 2
    HEARTS = 3

    @property
    def letter(self) -> str:
        return "CDSH"[self.value]

    @property
    def symbol(self) -> str:
        return "♣♦♠♥"[self.value]


JACK, QUEEN, KING, ACE = 11, 12, 13, 14
JOKER_RANK = 0
"""A joker is stored as a heart of rank 0: it belongs to the heart suit for every purpose
(Hi-Lo Joker Hearts, rule J.2); its trick-taking rank is decided when it is played."""

_RANK_TEXT = {11: "J", 12: "Q", 13: "K", 14: "A"}
_SUIT_BY_CHAR = {
    "C": Suit.CLUBS, "D": Suit.DIAMONDS, "S": Suit.SPADES, "H": Suit.HEARTS,
    "♣": Suit.CLUBS, "♦": Suit.DIAMONDS, "♠": Suit.SPADES, "♥": Suit.HEARTS,
    "♧": Suit.CLUBS, "♢": Suit.DIAMONDS, "♤": Suit.SPADES, "♡": Suit.HEARTS,
}
_RANK_BY_TEXT = {str(r): r for r in range(2, 11)} | {"T": 10, "J": 11, "Q": 12, "K": 13, "A": 14}


@dataclass(frozen=True, order=True, slots=True)
class Card:
    """One playing card. Ordered by suit, then rank (a joker sorts below the 2 of hearts)."""

    suit: Suit
    rank: int

    _cache: ClassVar[dict[str, Card]] = {}

    def __post_init__(self) -> None:
        if not isinstance(self.suit, Suit):
            object.__setattr__(self, "suit", Suit(self.suit))
        if self.rank == JOKER_RANK:
            if self.suit is not Suit.HEARTS:
                raise ValueError("a joker is stored as a heart of rank 0")
        elif not 2 <= self.rank <= 14:
            raise ValueError(f"rank must be 2..14, not {self.rank!r}")

    @property
    def is_joker(self) -> bool:
        return self.rank == JOKER_RANK

    @property
    def index(self) -> int:
        """Compact int form: ``suit * 13 + rank - 2``; 52 for a joker."""
        return 52 if self.rank == JOKER_RANK else self.suit * 13 + self.rank - 2

    @classmethod
    def from_index(cls, index: int) -> Card:
        if index == 52:
            return JOKER
        if not 0 <= index < 52:
            raise ValueError(f"card index must be 0..52, not {index}")
        return cls(Suit(index // 13), index % 13 + 2)

    @classmethod
    def parse(cls, text: str | Card) -> Card:
        """Read ``"QS"``, ``"10H"``, ``"TH"``, ``"Q♠"``, ``"qs"`` or ``"JK"``.

        >>> str(Card.parse("Q♠")), str(Card.parse("th"))
        ('QS', '10H')
        """
        if isinstance(text, Card):
            return text
        if not isinstance(text, str):
            raise ValueError(f"not a card: {text!r}")
        cached = cls._cache.get(text)
        if cached is not None:
            return cached
        t = text.strip().upper()
        if t in ("JK", "JOKER", "🃏"):
            card = JOKER
        else:
            if len(t) < 2 or t[-1] not in _SUIT_BY_CHAR or t[:-1] not in _RANK_BY_TEXT:
                raise ValueError(f"not a card: {text!r} (expected e.g. 'QS', '10H', 'TH' or 'Q♠')")
            card = cls(_SUIT_BY_CHAR[t[-1]], _RANK_BY_TEXT[t[:-1]])
        cls._cache[text] = card
        return card

    @property
    def rank_text(self) -> str:
        return "JK" if self.is_joker else _RANK_TEXT.get(self.rank, str(self.rank))

    @property
    def symbol(self) -> str:
        """Display form with a suit symbol, e.g. ``"10♥"``; a joker is ``"🃏"``."""
        return "🃏" if self.is_joker else self.rank_text + self.suit.symbol

    def __str__(self) -> str:
        return "JK" if self.is_joker else self.rank_text + self.suit.letter

    def __repr__(self) -> str:
        return f"Card.parse({str(self)!r})"


JOKER = Card(Suit.HEARTS, JOKER_RANK)
TWO_OF_CLUBS = Card(Suit.CLUBS, 2)
QUEEN_OF_SPADES = Card(Suit.SPADES, QUEEN)
QUEEN_OF_HEARTS = Card(Suit.HEARTS, QUEEN)
JACK_OF_DIAMONDS = Card(Suit.DIAMONDS, JACK)
TEN_OF_DIAMONDS = Card(Suit.DIAMONDS, 10)
TEN_OF_CLUBS = Card(Suit.CLUBS, 10)

FULL_PACK: tuple[Card, ...] = tuple(Card(s, r) for s in Suit for r in range(2, 15))
"""The 52 cards of one pack in index order."""


def parse_cards(items: str | object) -> tuple[Card, ...]:
    """Read a list of cards or a space/comma separated string of them."""
    if isinstance(items, str):
        items = items.replace(",", " ").split()
    if not isinstance(items, (list, tuple)):
        raise ValueError(f"expected a list of cards, not {items!r}")
    if all(type(c) is Card for c in items):
        return tuple(items)
    return tuple(Card.parse(c) for c in items)


def cards_text(cards: tuple[Card, ...] | list[Card]) -> str:
    return " ".join(str(c) for c in cards)
