"""The partner exchange as the CPU players make it (issue 13): the partner passes the
declarer what helps it in the named trump (aces, trumps, the card that completes a
pinochle) and keeps its own meld; the declarer gives back no trumps and no aces, no
counters where it has other cards to give (a counter in the partner's weaker hand is the
defenders' to take), keeps its own meld, and gives back a received card it does not use
rather than one of its own (the partner may need it for its meld)."""

from __future__ import annotations

from typing import Any

import pytest

from hearts_desktop.core.cards import ACE, KING, Card, Suit, parse_cards
from hearts_desktop.games.pinochle import (
    GiveCards,
    MatchState,
    NameTrump,
    Phase,
    Rules,
    apply,
    count_meld,
    seat_view,
    start_hand,
)
from hearts_desktop.games.pinochle.bots import make_bot

from .helpers import deal_with, win_auction

LEVELS = ("easy", "normal", "hard")
DECLARER, PARTNER = 0, 2


def bot(kind: str) -> Any:
    return make_bot(kind, 5, samples=2, bid_samples=3)


def named(fixed: dict[int, str], trump: str) -> MatchState:
    """Seat 0 won the auction and named ``trump``; the partner (seat 2) is to pass."""
    state = start_hand(Rules(), deal_with(fixed), dealer=3)
    state, _ = win_auction(state, declarer=DECLARER)
    state, _ = apply(state, NameTrump(DECLARER, Suit.parse(trump)))
    assert state.phase is Phase.PASSING
    return state


def faces(cards: tuple[Card, ...] | list[Card]) -> list[str]:
    return sorted(str(c.face) for c in cards)


def is_counter(card: Card) -> bool:
    return card.rank in (ACE, 10, KING)


@pytest.mark.parametrize("kind", LEVELS)
def test_partner_passes_trumps_aces_and_the_pinochle_part(kind: str) -> None:
    # Spades trump: the partner holds three trumps with the ace and ten, a side ace, the
    # jack of diamonds (the declarer's pinochle with a queen of spades) and low cards.
    state = named({PARTNER: "AS 10S 9S AH 9H JH 9C JC JD 9D QD KC"}, "S")
    action = bot(kind).choose(seat_view(state, PARTNER))
    assert isinstance(action, GiveCards)
    given = faces(action.cards)
    assert {"AS", "10S", "AH"} <= set(given), (kind, given)
    assert all(c.suit is Suit.SPADES or c.rank == ACE or str(c.face) == "JD"
               for c in action.cards), (kind, given)


@pytest.mark.parametrize("kind", LEVELS)
def test_partner_with_diamonds_trump_passes_the_queen_of_spades(kind: str) -> None:
    # Diamonds trump: the queen of spades completes a pinochle with the declarer's trump
    # jack; the partner has no trumps beyond two and one side ace.
    state = named({PARTNER: "AD 9D AC QS 9S JS 9H JH QH 9C JC QC"}, "D")
    action = bot(kind).choose(seat_view(state, PARTNER))
    assert isinstance(action, GiveCards)
    given = faces(action.cards)
    assert {"AD", "9D", "AC", "QS"} == set(given), (kind, given)


@pytest.mark.parametrize("kind", LEVELS)
def test_partner_keeps_its_aces_around(kind: str) -> None:
    # Four aces (10 of meld that the partner scores itself): it passes its trumps and
    # low cards, not an ace.
    hand = "AS AH AC AD 9S JS 9H JH 9C JC 9D QD"
    state = named({PARTNER: hand}, "S")
    action = bot(kind).choose(seat_view(state, PARTNER))
    assert isinstance(action, GiveCards)
    given = faces(action.cards)
    assert not any(c.rank == ACE for c in action.cards), (kind, given)
    assert {"9S", "JS"} <= set(given), (kind, given)
    rest = [c for c in parse_cards(hand) if str(c) not in given]
    assert any(p[0] == "aces_around" for p in count_meld(rest, "S").parts)


@pytest.mark.parametrize("kind", LEVELS)
def test_declarer_returns_no_trumps_aces_or_counters_and_keeps_its_meld(kind: str) -> None:
    # After the exchange the declarer holds a run, both nines of trumps, two aces, the K
    # and 10 of hearts and five low cards that are in no meld: four of those go back, not
    # a counter (the partner's weaker hand would lose it to the defenders).
    declarer = "AS 10S KS QS JS 9S AH KH 10H QC JC 9C"
    partner = "9S AC QD 9D JH 9H 10D JD AD KD QH 10C"
    hands = {DECLARER: declarer, PARTNER: partner}
    state = start_hand(Rules(), deal_with(hands), dealer=3)
    state, _ = win_auction(state, declarer=DECLARER)
    state, _ = apply(state, NameTrump(DECLARER, Suit.SPADES))
    give = tuple(c for c in state.hands[PARTNER] if str(c.face) in ("9S", "AC", "QD", "9D"))
    assert len(give) == 4
    state, _ = apply(state, GiveCards(PARTNER, give))
    sixteen = state.hands[DECLARER]
    before = count_meld(sixteen, "S").total
    action = bot(kind).choose(seat_view(state, DECLARER))
    assert isinstance(action, GiveCards)
    back = list(action.cards)
    assert not any(c.suit is Suit.SPADES or c.rank == ACE for c in back), (kind, back)
    assert not any(is_counter(c) for c in back), (kind, back)
    kept = [c for c in sixteen if c not in back]
    assert count_meld(kept, "S").total == before, (kind, back)


@pytest.mark.parametrize("kind", LEVELS)
def test_declarer_gives_back_a_received_card_it_does_not_use(kind: str) -> None:
    # The partner passed the queen of clubs with three good cards; the declarer has no use
    # for that queen and four low cards of its own that are as useless (all of higher
    # faces, so a choice that ignores where the cards came from keeps the queen): the
    # partner's queen goes back, it may complete the partner's marriage.
    declarer = "AS 10S KS QS JS AH AD 9D QD 9H JH 10H"
    partner = "9S AC QC 10S JD 9D KH KD 10C JC 10D KC"
    state = start_hand(Rules(), deal_with({DECLARER: declarer, PARTNER: partner}), dealer=3)
    state, _ = win_auction(state, declarer=DECLARER)
    state, _ = apply(state, NameTrump(DECLARER, Suit.SPADES))
    give = []
    for text in ("9S", "AC", "QC", "10S"):
        give.append(next(c for c in state.hands[PARTNER] if str(c.face) == text))
    state, _ = apply(state, GiveCards(PARTNER, tuple(give)))
    action = bot(kind).choose(seat_view(state, DECLARER))
    assert isinstance(action, GiveCards)
    back = faces(action.cards)
    assert "QC" in back, (kind, back)
    assert not any(c.suit is Suit.SPADES or c.rank == ACE for c in action.cards), (kind, back)
