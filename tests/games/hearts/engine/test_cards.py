"""Cards: the text form round-trips, the int form round-trips, bad text is refused clearly."""

from __future__ import annotations

import pytest

from hearts_desktop.games.hearts import FULL_PACK, JOKER, Card, Suit, parse_cards


@pytest.mark.parametrize(
    ("text", "suit", "rank"),
    [
        ("QS", Suit.SPADES, 12),
        ("10H", Suit.HEARTS, 10),
        ("TH", Suit.HEARTS, 10),
        ("th", Suit.HEARTS, 10),
        ("Q♠", Suit.SPADES, 12),
        ("qs", Suit.SPADES, 12),
        ("q♠", Suit.SPADES, 12),
        ("2♣", Suit.CLUBS, 2),
        ("A♦", Suit.DIAMONDS, 14),
        ("K♥", Suit.HEARTS, 13),
        ("10♥", Suit.HEARTS, 10),
        ("J♤", Suit.SPADES, 11),
        ("3♧", Suit.CLUBS, 3),
        ("4♢", Suit.DIAMONDS, 4),
        ("5♡", Suit.HEARTS, 5),
        ("  2C ", Suit.CLUBS, 2),
        ("AS", Suit.SPADES, 14),
    ],
)
def test_parse_forms(text: str, suit: Suit, rank: int) -> None:
    card = Card.parse(text)
    assert card == Card(suit, rank)
    assert card.suit is suit
    assert card.rank == rank


def test_parse_joker() -> None:
    for text in ("JK", "jk", "Joker"):
        card = Card.parse(text)
        assert card is JOKER or card == JOKER
        assert card.is_joker
        assert card.suit is Suit.HEARTS  # Hi-Lo jokers belong to the heart suit (J.2)
        assert str(card) == "JK"


def test_parse_accepts_a_card() -> None:
    card = Card(Suit.DIAMONDS, 11)
    assert Card.parse(card) is card


def test_str_is_the_canonical_text() -> None:
    assert str(Card.parse("QS")) == "QS"
    assert str(Card.parse("TH")) == "10H"
    assert str(Card.parse("Q♠")) == "QS"
    assert str(Card.parse("jd")) == "JD"
    assert Card.parse("10H").symbol == "10♥"


def test_str_round_trip_for_every_card() -> None:
    assert len(FULL_PACK) == 52
    assert len(set(FULL_PACK)) == 52
    texts = set()
    for card in (*FULL_PACK, JOKER):
        text = str(card)
        texts.add(text)
        assert Card.parse(text) == card
        assert Card.parse(text.lower()) == card
        assert Card.parse(card.symbol) == card
        assert eval(repr(card), {"Card": Card}) == card  # repr is Card.parse('..')
    assert len(texts) == 53


def test_index_round_trip() -> None:
    indexes = [card.index for card in FULL_PACK]
    assert indexes == list(range(52))  # FULL_PACK is in index order
    for card in FULL_PACK:
        assert Card.from_index(card.index) == card
        assert card.index == card.suit * 13 + card.rank - 2
    assert JOKER.index == 52
    assert Card.from_index(52) == JOKER
    assert Card.parse("2C").index == 0
    assert Card.parse("AH").index == 51
    assert Card.parse("QS").index == 2 * 13 + 10


@pytest.mark.parametrize("index", [-1, 53, 100])
def test_bad_index(index: int) -> None:
    with pytest.raises(ValueError, match=r"0\.\.52"):
        Card.from_index(index)


@pytest.mark.parametrize(
    "text", ["", "Q", "S", "1S", "11H", "QX", "QSS", "ZZ", "10", "0H", "1H", "KK", "Q S", "♠Q"]
)
def test_bad_text_is_refused_clearly(text: str) -> None:
    with pytest.raises(ValueError, match="not a card") as info:
        Card.parse(text)
    message = str(info.value)
    assert repr(text) in message  # names what it could not read
    assert "QS" in message  # and shows what a card looks like


@pytest.mark.parametrize("value", [None, 12, 1.5, ["QS"]])
def test_non_text_is_refused(value: object) -> None:
    with pytest.raises(ValueError, match="not a card"):
        Card.parse(value)  # type: ignore[arg-type]


def test_bad_direct_construction() -> None:
    with pytest.raises(ValueError, match="rank"):
        Card(Suit.SPADES, 15)
    with pytest.raises(ValueError, match="rank"):
        Card(Suit.SPADES, 1)
    with pytest.raises(ValueError, match="joker"):
        Card(Suit.SPADES, 0)


def test_ordering_clubs_diamonds_spades_hearts() -> None:
    assert Suit.CLUBS < Suit.DIAMONDS < Suit.SPADES < Suit.HEARTS
    shuffled = [Card.parse(t) for t in ("AH", "2S", "KD", "2C", "QS", "AC", "2H", "2D")]
    assert [str(c) for c in sorted(shuffled)] == [
        "2C", "AC", "2D", "KD", "2S", "QS", "2H", "AH",
    ]
    assert sorted(FULL_PACK) == list(FULL_PACK)
    # rank order within a suit: 2 < ... < 10 < J < Q < K < A
    spades = [c for c in FULL_PACK if c.suit is Suit.SPADES]
    assert [c.rank_text for c in spades] == [
        "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A",
    ]
    # a joker sorts below the 2 of hearts and above every non-heart
    assert Card.parse("AS") < JOKER < Card.parse("2H")


def test_suit_letters_and_symbols() -> None:
    assert [s.letter for s in Suit] == ["C", "D", "S", "H"]
    assert [s.symbol for s in Suit] == ["♣", "♦", "♠", "♥"]


def test_cards_are_values() -> None:
    assert Card.parse("QS") == Card(Suit.SPADES, 12)
    assert hash(Card.parse("QS")) == hash(Card(Suit.SPADES, 12))
    assert len({Card.parse("TH"), Card.parse("10H"), Card.parse("10♥")}) == 1
    with pytest.raises(AttributeError):
        Card.parse("QS").rank = 3  # type: ignore[misc]


def test_parse_cards() -> None:
    assert parse_cards("QS 10H, 2C") == (Card.parse("QS"), Card.parse("10H"), Card.parse("2C"))
    assert parse_cards(["QS", "TH"]) == (Card.parse("QS"), Card.parse("10H"))
    assert parse_cards("") == ()
    with pytest.raises(ValueError, match="not a card"):
        parse_cards("QS XX")
