"""Ombre's cards and rankings (ombre.md sections 1-2) and the matador privilege (6.3):
edge cases O-E1 to O-E9 and the three worked examples of 6.4."""

from __future__ import annotations

import pytest

from hearts_desktop.core.cards import Card, Suit, parse_cards
from hearts_desktop.core.deck import FRENCH_40, SPANISH_40
from hearts_desktop.games.ombre.cards import (
    BASTO,
    SPADILLE,
    deck_cards,
    effective_suit,
    is_matador,
    legal_plays,
    matadors,
    plain_order,
    protected_matadors,
    punto,
    sort_hand,
    trick_order,
    trump_order,
)

C = Card.parse
S, H, D, CL = Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS


def beats(a: str, b: str, trump: Suit) -> bool:
    """``a`` played after ``b`` led takes the trick."""
    return trick_order(trump).winner([C(b), C(a)]) == 1


def texts(cards: object) -> str:
    return " ".join(str(c) for c in cards)  # type: ignore[attr-defined]


# ----------------------------------------------------------------------------- the pack


def test_the_pack_is_spanish_40_with_french_letters() -> None:
    cards = deck_cards()
    assert len(cards) == 40 == len(set(cards))
    assert set(cards) == set(SPANISH_40.cards()) == set(FRENCH_40.cards())
    assert {c.rank for c in cards} == {14, 2, 3, 4, 5, 6, 7, 11, 12, 13}
    assert SPANISH_40.element(C("AS")) == "1_espadas"
    assert SPANISH_40.element(C("QC")) == "caballo_bastos"
    assert FRENCH_40.element(C("QC")) == "queen_club"
    assert len(deck_cards(Suit.DIAMONDS)) == 30
    assert all(c.suit is not Suit.DIAMONDS for c in deck_cards(Suit.DIAMONDS))


@pytest.mark.parametrize("trump", [S, CL, H, D])
def test_every_trump_suit_gives_a_strict_order_of_40_cards(trump: Suit) -> None:
    order = trick_order(trump)
    trumps = trump_order(trump)
    assert len(trumps) == (12 if trump.is_red else 11)
    plain = [c for s in (S, CL, H, D) if s != trump for c in plain_order(s)]
    assert len(trumps) + len(plain) == 40
    assert set(trumps) | set(plain) == set(deck_cards())
    strengths = [order.strength(c) for c in trumps]
    assert strengths == sorted(strengths, reverse=True) and len(set(strengths)) == len(trumps)
    assert all(order.suit_of(c) == trump for c in trumps)
    assert min(strengths) > max(order.strength(c) for c in plain)


def test_spec_tables_of_2_3_expanded() -> None:
    assert texts(trump_order(S)) == "AS 2S AC KS QS JS 7S 6S 5S 4S 3S"
    assert texts(trump_order(CL)) == "AS 2C AC KC QC JC 7C 6C 5C 4C 3C"
    assert texts(trump_order(H)) == "AS 7H AC AH KH QH JH 2H 3H 4H 5H 6H"
    assert texts(trump_order(D)) == "AS 7D AC AD KD QD JD 2D 3D 4D 5D 6D"
    assert texts(plain_order(S)) == "KS QS JS 7S 6S 5S 4S 3S 2S"
    assert texts(plain_order(H)) == "KH QH JH AH 2H 3H 4H 5H 6H 7H"


def test_matadors_and_punto() -> None:
    assert matadors(S) == (SPADILLE, C("2S"), BASTO)
    assert matadors(H) == (SPADILLE, C("7H"), BASTO)
    assert punto(H) == C("AH") and punto(S) is None
    assert is_matador(C("7D"), D) and not is_matador(C("AD"), D)
    assert not is_matador(C("2S"), H)


def test_o_e1_black_trump_order() -> None:
    """Spades trump: ♠2 beats ♣A and ♠K; ♠3 is the lowest trump; ♠A beats everything."""
    assert beats("2S", "AC", S) and beats("2S", "KS", S)
    assert trump_order(S)[-1] == C("3S")
    order = trick_order(S)
    assert all(order.strength(C("AS")) > order.strength(c) for c in deck_cards() if c != C("AS"))
    assert beats("3S", "KH", S)  # the lowest trump still beats a plain king


def test_o_e2_red_trump_order() -> None:
    """Hearts trump: ♥7 (manille) is second; ♥A (punto) fourth, below ♣A, above ♥K; ♥2 beats
    ♥6."""
    assert trump_order(H)[1] == C("7H")
    assert trump_order(H)[3] == C("AH")
    assert beats("AC", "AH", H) and beats("AH", "KH", H)
    assert beats("2H", "6H", H) and not beats("6H", "2H", H)


def test_o_e3_red_plain_order() -> None:
    """Diamonds not trump: ♦J beats ♦A; ♦A beats ♦2; ♦2 beats ♦7."""
    assert beats("JD", "AD", S) and beats("AD", "2D", S) and beats("2D", "7D", S)


def test_black_plain_order_has_no_ace_and_two_is_lowest() -> None:
    assert beats("3C", "2C", H) and beats("7C", "6C", H) and beats("JC", "7C", H)
    assert effective_suit(C("AC"), H) == H  # basto is a trump, not a club


def test_o_e4_black_aces_never_follow_their_suit() -> None:
    """Hearts trump, clubs led: ♣A is not a club, so a hand whose only club is ♣A is void in
    clubs and may play anything; ♣A played there is a trump and wins unless a higher trump
    comes."""
    hand = parse_cards("AC KH 3D 5S")
    assert set(legal_plays(hand, parse_cards("KC"), H)) == set(hand)
    assert trick_order(H).winner(parse_cards("KC AC QC")) == 1
    assert trick_order(H).winner(parse_cards("KC AC AS")) == 2
    # spadille likewise never follows spades
    assert set(legal_plays(parse_cards("AS 4H"), parse_cards("5S"), H)) == {C("AS"), C("4H")}


def test_o_e5_privilege_example_1() -> None:
    """Spades trump, ♠2 (manille) led: the player whose only trump is spadille may discard;
    the player whose only trump is basto must play it."""
    led = parse_cards("2S")
    with_spadille = parse_cards("AS KH 4D")
    assert set(legal_plays(with_spadille, led, S)) == set(with_spadille)
    assert protected_matadors(with_spadille, C("2S"), S) == (C("AS"),)
    with_basto = parse_cards("AC KH 4D")
    assert legal_plays(with_basto, led, S) == (C("AC"),)


def test_o_e6_privilege_example_2() -> None:
    """Spades trump, ♠7 led, hand ♠A ♠K ♠4 + plain cards: legal = {♠A, ♠K, ♠4}."""
    hand = parse_cards("AS KS 4S KH 3D 5C")
    assert set(legal_plays(hand, parse_cards("7S"), S)) == set(parse_cards("AS KS 4S"))


def test_o_e7_privilege_example_3() -> None:
    """Spades trump, ♠5 led, ♠A played second: the third player's only trump is ♣A, and
    every card is legal (only the led card matters)."""
    hand = parse_cards("AC KH 3D 6C")
    assert set(legal_plays(hand, parse_cards("5S AS"), S)) == set(hand)


def test_o_e8_spadille_led_forces_every_trump() -> None:
    """Spadille led: whoever's only trump is manille or basto must play it."""
    assert legal_plays(parse_cards("2S KH 3D"), parse_cards("AS"), S) == (C("2S"),)
    assert legal_plays(parse_cards("AC KH 3D"), parse_cards("AS"), S) == (C("AC"),)
    assert legal_plays(parse_cards("7H KD 3D"), parse_cards("AS"), H) == (C("7H"),)


def test_o_e9_basto_led() -> None:
    """Spades trump, ♣A led: spadille and/or manille only: any card; manille + ♠4: a trump
    (either)."""
    led = parse_cards("AC")
    for hand in ("AS KH 3D", "2S KH 3D", "AS 2S KH 3D"):
        cards = parse_cards(hand)
        assert set(legal_plays(cards, led, S)) == set(cards), hand
    assert set(legal_plays(parse_cards("2S 4S KH 3D"), led, S)) == set(parse_cards("2S 4S"))


def test_a_lower_matador_led_never_forces_a_higher_one() -> None:
    """16.7 confirms 6.3: basto led, the hand's only trump is manille: free."""
    hand = parse_cards("7H KS QD")
    assert set(legal_plays(hand, parse_cards("AC"), H)) == set(hand)
    # punto is not a matador: it is forced by any trump lead
    assert legal_plays(parse_cards("AH KS"), parse_cards("3H"), H) == (C("AH"),)


def test_plain_lead_without_the_suit_allows_anything() -> None:
    hand = parse_cards("2S 4S KH 3D")
    assert set(legal_plays(hand, parse_cards("KC"), S)) == set(hand)
    assert legal_plays(hand, parse_cards("QH"), S) == (C("KH"),)


def test_sort_hand_puts_trumps_first_highest_first() -> None:
    hand = parse_cards("3D AC KH 7H AS 2S")
    assert texts(sort_hand(hand, H)) == "AS 7H AC KH 2S 3D"
