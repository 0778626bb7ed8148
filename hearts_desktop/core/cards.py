"""Cards: small immutable values with a text form that round-trips and a compact int form.

One ``Card`` type serves every game. A card is a suit, a rank and, where a game deals
several identical cards and needs to tell them apart, a copy number:

- text form: rank then suit letter, ``"2C"`` ... ``"10H"`` ... ``"AS"``; ``"JK"`` is a joker.
  ``Card.parse`` also reads ``"TH"`` for a ten, suit symbols (``"Q♠"``) and lower case.
- copies: ``copy`` is 0 for a card whose copies are not told apart (Hearts, even with two
  packs), and 1, 2, ... for a game that names its physical copies (Pinochle). The text form
  then ends in ``#n``: ``"AH#2"`` is the second ace of hearts. ``card.face`` drops the copy.
- int form: ``card.index`` is ``suit * 13 + rank - 2`` (0..51) and 52 for a joker, whatever
  the copy; fast simulation paths use it as a bit position.

Ranks are numbers: 2..10, J = 11, Q = 12, K = 13, A = 14 (a joker is 0). The order in which
ranks win a trick belongs to each game (``core.tricks``); a Spanish deck is the French one
with other pictures (``core.deck``: bastos = clubs, oros = diamonds, espadas = spades,
copas = hearts; sota, caballo, rey = J, Q, K).
"""

from __future__ import annotations

import reprlib
from dataclasses import dataclass
from enum import IntEnum
from typing import Any, ClassVar

_REPR = reprlib.Repr()
_REPR.maxlevel, _REPR.maxstring, _REPR.maxother = 3, 40, 40


def _shown(value: Any) -> str:
    """``repr(value)`` cut short for an error message (a huge or deeply nested input must
    give a ``ValueError``, not a ``RecursionError`` or a 100,000-character message)."""
    try:
        return _REPR.repr(value)
    except Exception:
        return f"<{type(value).__name__}>"


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

    @property
    def is_red(self) -> bool:
        return self in (Suit.DIAMONDS, Suit.HEARTS)

    @classmethod
    def parse(cls, text: str | Suit) -> Suit:
        """Read a suit letter or symbol (``"S"``, ``"♠"``, ``"s"``)."""
        if isinstance(text, Suit):
            return text
        if isinstance(text, str):
            s = _SUIT_BY_CHAR.get(text.strip().upper())
            if s is not None:
                return s
        raise ValueError(f"not a suit: {_shown(text)} (expected C, D, S or H)")


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
MAX_COPY = 99
"""The highest copy number a card text may name (a guard against absurd input)."""


@dataclass(frozen=True, order=True, slots=True)
class Card:
    """One playing card. Ordered by suit, then rank, then copy (a joker sorts below the 2 of
    hearts)."""

    suit: Suit
    rank: int
    copy: int = 0
    """0: copies are not told apart; 1, 2, ...: this physical copy (text ``"AH#2"``)."""

    _cache: ClassVar[dict[str, Card]] = {}

    def __post_init__(self) -> None:
        if not isinstance(self.suit, Suit):
            if isinstance(self.suit, bool) or not isinstance(self.suit, int):
                raise ValueError(f"suit must be a Suit, not {_shown(self.suit)}")
            object.__setattr__(self, "suit", Suit(self.suit))
        if isinstance(self.rank, bool) or not isinstance(self.rank, int):
            raise ValueError(f"rank must be an int, not {_shown(self.rank)}")
        if self.rank == JOKER_RANK:
            if self.suit is not Suit.HEARTS:
                raise ValueError("a joker is stored as a heart of rank 0")
        elif not 2 <= self.rank <= 14:
            raise ValueError(f"rank must be 2..14, not {_shown(self.rank)}")
        if (isinstance(self.copy, bool) or not isinstance(self.copy, int)
                or not 0 <= self.copy <= MAX_COPY):
            raise ValueError(f"copy must be 0..{MAX_COPY}, not {_shown(self.copy)}")

    @property
    def is_joker(self) -> bool:
        return self.rank == JOKER_RANK

    @property
    def index(self) -> int:
        """Compact int form: ``suit * 13 + rank - 2``; 52 for a joker (the copy is ignored)."""
        return 52 if self.rank == JOKER_RANK else self.suit * 13 + self.rank - 2

    @property
    def face(self) -> Card:
        """The card without its copy number: what the card shows."""
        return self if self.copy == 0 else Card(self.suit, self.rank)

    def with_copy(self, copy: int) -> Card:
        return Card(self.suit, self.rank, copy)

    @classmethod
    def from_index(cls, index: int) -> Card:
        if isinstance(index, bool) or not isinstance(index, int):
            raise ValueError(f"card index must be an int 0..52, not {_shown(index)}")
        if index == 52:
            return JOKER
        if not 0 <= index < 52:
            raise ValueError(f"card index must be 0..52, not {index}")
        return cls(Suit(index // 13), index % 13 + 2)

    @classmethod
    def parse(cls, text: str | Card) -> Card:
        """Read ``"QS"``, ``"10H"``, ``"TH"``, ``"Q♠"``, ``"qs"``, ``"JK"`` or ``"AH#2"``.

        >>> str(Card.parse("Q♠")), str(Card.parse("th")), str(Card.parse("ah#2"))
        ('QS', '10H', 'AH#2')
        """
        if isinstance(text, Card):
            return text
        if not isinstance(text, str):
            raise ValueError(f"not a card: {_shown(text)}")
        cached = cls._cache.get(text)
        if cached is not None:
            return cached
        t = text.strip().upper()
        copy = 0
        if "#" in t:
            t, _, number = t.partition("#")
            if not number.isdigit() or len(number) > 2 or int(number) < 1:
                raise ValueError(f"not a card: {_shown(text)} (a copy is written '#1', '#2', ...)")
            copy = int(number)
        if t in ("JK", "JOKER", "🃏"):
            card = JOKER if copy == 0 else Card(Suit.HEARTS, JOKER_RANK, copy)
        else:
            if len(t) < 2 or t[-1] not in _SUIT_BY_CHAR or t[:-1] not in _RANK_BY_TEXT:
                raise ValueError(
                    f"not a card: {_shown(text)} (expected e.g. 'QS', '10H', 'TH' or 'Q♠')")
            card = cls(_SUIT_BY_CHAR[t[-1]], _RANK_BY_TEXT[t[:-1]], copy)
        if len(cls._cache) < 4096:
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
        text = "JK" if self.is_joker else self.rank_text + self.suit.letter
        return text if self.copy == 0 else f"{text}#{self.copy}"

    def __repr__(self) -> str:
        return f"Card.parse({str(self)!r})"


JOKER = Card(Suit.HEARTS, JOKER_RANK)

FULL_PACK: tuple[Card, ...] = tuple(Card(s, r) for s in Suit for r in range(2, 15))
"""The 52 cards of one French pack in index order."""


def parse_cards(items: str | object) -> tuple[Card, ...]:
    """Read a list of cards or a space/comma separated string of them."""
    if isinstance(items, str):
        items = items.replace(",", " ").split()
    if not isinstance(items, (list, tuple)):
        raise ValueError(f"expected a list of cards, not {_shown(items)}")
    if all(type(c) is Card for c in items):
        return tuple(items)
    return tuple(Card.parse(c) for c in items)


def cards_text(cards: tuple[Card, ...] | list[Card]) -> str:
    return " ".join(str(c) for c in cards)
