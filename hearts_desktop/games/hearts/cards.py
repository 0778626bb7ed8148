"""Hearts' cards: the shared ``Card`` of ``core.cards`` plus the cards Hearts names.

Text form: rank then suit letter, ``"2C"`` ... ``"10H"`` ... ``"AS"``; ``"JK"`` is a joker.
``Card.parse`` also accepts ``"TH"`` for a ten, suit symbols (``"Q♠"``) and lower case.
The int form (``card.index``) is ``suit * 13 + rank - 2`` (0..51) and 52 for a joker;
the fast simulation path uses it as a bit position. Hearts never numbers copies: the two
2♦ of Cancellation Hearts are equal cards.
"""

from __future__ import annotations

from ...core.cards import (
    ACE,
    FULL_PACK,
    JACK,
    JOKER,
    JOKER_RANK,
    KING,
    QUEEN,
    Card,
    Suit,
    cards_text,
    parse_cards,
)

TWO_OF_CLUBS = Card(Suit.CLUBS, 2)
QUEEN_OF_SPADES = Card(Suit.SPADES, QUEEN)
QUEEN_OF_HEARTS = Card(Suit.HEARTS, QUEEN)
JACK_OF_DIAMONDS = Card(Suit.DIAMONDS, JACK)
TEN_OF_DIAMONDS = Card(Suit.DIAMONDS, 10)
TEN_OF_CLUBS = Card(Suit.CLUBS, 10)

__all__ = [
    "ACE", "FULL_PACK", "JACK", "JACK_OF_DIAMONDS", "JOKER", "JOKER_RANK", "KING", "QUEEN",
    "QUEEN_OF_HEARTS", "QUEEN_OF_SPADES", "TEN_OF_CLUBS", "TEN_OF_DIAMONDS", "TWO_OF_CLUBS",
    "Card", "Suit", "cards_text", "parse_cards",
]
