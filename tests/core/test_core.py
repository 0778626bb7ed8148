"""The shared core: cards with copies, decks, seats, tricks, the record envelope, errors."""

from __future__ import annotations

import json
import pickle
from enum import StrEnum

import pytest
from hypothesis import given
from hypothesis import strategies as st

from hearts_desktop.core.cards import Card, Suit, parse_cards
from hearts_desktop.core.deck import (
    FRENCH_40,
    FRENCH_52,
    PINOCHLE_48,
    PINOCHLE_80,
    SPANISH_40,
    Dress,
    french_element,
    spanish_element,
)
from hearts_desktop.core.errors import IllegalActionError, RecordError, RulesError
from hearts_desktop.core.events import HIDDEN, cards_in, hide, redact, redact_all
from hearts_desktop.core.record import RECORD_VERSION, header, read_json, record_game
from hearts_desktop.core.seats import Seating, relative
from hearts_desktop.core.tricks import Trick, TrickOrder

cards = st.builds(Card, st.sampled_from(list(Suit)), st.integers(2, 14), st.integers(0, 99))


@given(cards)
def test_card_text_round_trips_with_copies(card: Card) -> None:
    assert Card.parse(str(card)) == card
    assert card.face == Card(card.suit, card.rank)
    assert card.face.index == card.index


def test_copies_are_distinct_cards_with_one_face() -> None:
    a1, a2 = Card.parse("AH#1"), Card.parse("AH#2")
    assert a1 != a2 and a1.face == a2.face == Card.parse("AH")
    assert str(a2) == "AH#2" and str(a1.face) == "AH"


@pytest.mark.parametrize("bad", ["AH#0", "AH#", "AH#x", "AH#100", "1H", "ZZ", "", "#2"])
def test_bad_card_texts_are_refused(bad: str) -> None:
    with pytest.raises(ValueError):
        Card.parse(bad)


@pytest.mark.parametrize("bad", ["3", None, True, 1.0, -1, 53])
def test_bad_card_indexes_are_value_errors(bad: object) -> None:
    with pytest.raises(ValueError):
        Card.from_index(bad)  # type: ignore[arg-type]


def test_card_fields_are_checked() -> None:
    for args in [(Suit.SPADES, "12"), (Suit.SPADES, 1), (Suit.SPADES, 12, -1),
                 ("S", 12), (Suit.SPADES, True)]:
        with pytest.raises(ValueError):
            Card(*args)  # type: ignore[arg-type]


def test_decks() -> None:
    assert FRENCH_52.size == 52 and len(set(FRENCH_52.cards())) == 52
    assert PINOCHLE_48.size == 48 and len(set(PINOCHLE_48.cards())) == 48
    assert {c.copy for c in PINOCHLE_48.cards()} == {1, 2}
    assert PINOCHLE_80.size == 80 and len(set(PINOCHLE_80.cards())) == 80
    assert SPANISH_40.size == 40 and FRENCH_40.cards() == SPANISH_40.cards()
    assert SPANISH_40.dress is Dress.SPANISH and FRENCH_40.dress is Dress.FRENCH
    assert SPANISH_40.element(Card.parse("JS")) == "sota_espadas"
    assert SPANISH_40.element(Card.parse("AD")) == "1_oros"
    assert FRENCH_40.element(Card.parse("JS")) == "jack_spade"
    assert french_element(Card.parse("AH#2")) == "1_heart"
    assert spanish_element(Card.parse("KC")) == "rey_bastos"
    assert len(SPANISH_40.elements()) == 40
    hand = PINOCHLE_48.sorted(parse_cards("9H#1 AH#2 10H#1 KS#1 AH#1"))
    assert [str(c) for c in hand] == ["KS#1", "9H#1", "10H#1", "AH#1", "AH#2"]


def test_seating() -> None:
    cw = Seating(4, teams=((0, 2), (1, 3)))
    assert cw.order(1) == (1, 2, 3, 0) and cw.partners(0) == (2,) and cw.team_of(3) == 1
    ccw = Seating(3, direction=-1)
    assert ccw.order(1) == (1, 0, 2)  # ombre.md O-E24
    assert ccw.next(0) == 2 and ccw.left_of(0) == 1 and ccw.right_of(0) == 2
    assert relative(2, bottom=1, players=4) == 1
    for bad in (True, -1, 4, "1", None):
        with pytest.raises(ValueError):
            cw.check(bad)
    with pytest.raises(ValueError):
        Seating(4, teams=((0, 2), (2, 3)))
    with pytest.raises(ValueError):
        Seating(4, direction=0)


def test_tricks_first_of_identical_cards_wins_and_trumps_beat() -> None:
    plain = TrickOrder()
    assert plain.winner(parse_cards("KH AH#1 AH#2 2S")) == 1
    spades = TrickOrder(trump=Suit.SPADES)
    assert spades.winner(parse_cards("AH 2S 3S AH")) == 2
    assert spades.beaters(parse_cards("KH 9S 2C"), Card.parse("QH")) == parse_cards("KH 9S")
    trick = Trick(1, leader=2).played(2, Card.parse("AH")).played(3, Card.parse("2S"))
    assert trick.won_by(spades) == 3 and trick.seats == (2, 3)


def test_tricks_with_an_effective_suit() -> None:
    # a game where the ace of clubs is always a trump and the strongest one
    def suit_of(c: Card) -> Suit:
        return Suit.HEARTS if c == Card.parse("AC") else c.suit

    def strength(c: Card) -> int:
        return 99 if c == Card.parse("AC") else c.rank

    order = TrickOrder(trump=Suit.HEARTS, suit_of=suit_of, strength=strength)
    assert order.of_suit(parse_cards("AC 2C KH"), Suit.CLUBS) == parse_cards("2C")
    assert order.winner(parse_cards("KC AH AC")) == 2
    assert order.trumps(parse_cards("AC 2C KH")) == parse_cards("AC KH")
    with pytest.raises(ValueError):
        order.winner(())


def test_record_envelope() -> None:
    assert header("pinochle") == {"format": "hearts-desktop/match",
                                  "version": RECORD_VERSION, "game": "pinochle"}
    assert record_game({"format": "hearts-desktop/match", "version": 1}) == ("hearts", 1)
    assert record_game(header("ombre")) == ("ombre", 2)
    for bad in ({}, [], {"format": "x", "version": 2, "game": "hearts"},
                {"format": "hearts-desktop/match", "version": 2},
                {"format": "hearts-desktop/match", "version": 2, "game": ""},
                {"format": "hearts-desktop/match", "version": 1, "game": "ombre"},
                {"format": "hearts-desktop/match", "version": True, "game": "hearts"}):
        with pytest.raises(RecordError):
            record_game(bad)
    for text in ("[" * 100_000, "{", b"\xff\xfe", 42):
        with pytest.raises(RecordError):
            read_json(text)  # type: ignore[arg-type]
    assert read_json(json.dumps({"a": 1})) == {"a": 1}


class _Rule(StrEnum):
    X = "x"


def test_errors_pickle_with_their_data() -> None:
    e = IllegalActionError(_Rule.X, "no", card=Card.parse("QS"), suit=Suit.CLUBS)
    back = pickle.loads(pickle.dumps(e))
    assert (type(back), back.rule, back.data, str(back)) == (
        IllegalActionError, _Rule.X, {"card": Card.parse("QS"), "suit": Suit.CLUBS}, "no")
    for err in (RecordError("r"), RulesError("u")):
        assert str(pickle.loads(pickle.dumps(err))) == str(err)


def test_redaction_helpers() -> None:
    from dataclasses import dataclass

    @dataclass(frozen=True)
    class Dealt:
        hands: tuple[tuple[Card | None, ...], ...]

        def redacted(self, seat: int | None) -> Dealt:
            return Dealt(tuple(hide(h, i == seat) for i, h in enumerate(self.hands)))

    @dataclass(frozen=True)
    class Played:
        card: Card

    ev = Dealt((parse_cards("AS KS"), parse_cards("2H 3H")))
    assert set(cards_in(redact(ev, 1))) == set(parse_cards("2H 3H"))
    assert redact(ev, None).hands == ((HIDDEN, HIDDEN), (HIDDEN, HIDDEN))
    played = Played(Card.parse("QS"))
    assert redact(played, 0) is played
    assert redact_all([ev, played], 0)[1] is played
    assert tuple(cards_in({"x": [played, (Card.parse("2C"),)]})) == parse_cards("QS 2C")
