"""Every edge case P-E1..P-E28 of ``shared/rules/pinochle.md`` section 12, each its own test."""

from __future__ import annotations

import pytest

from hearts_desktop.core.cards import Card, Suit
from hearts_desktop.games.pinochle import (
    AuctionWon,
    Bid,
    Concede,
    HandScored,
    IllegalActionError,
    MatchOver,
    NameTrump,
    Outcome,
    Pass,
    Phase,
    PlayCard,
    Rules,
    TrickWon,
    Violation,
    apply,
    count_meld,
    legal_actions,
    legal_cards,
    new_match,
    score_hand,
    start_hand,
)
from hearts_desktop.games.pinochle.state import team_of

from .helpers import dealt, give, position, random_playout, run, to_play, win_auction


def faces(cards: list[Card]) -> set[str]:
    return {str(c.face) for c in cards}


# --------------------------------------------------------------------------- trick play


def test_p_e1_identical_ace() -> None:
    state = position({0: "9C", 1: "AH#2 9H", 2: "JH QS", 3: "KH JC"}, "S",
                     plays=[(0, "AH#1")])
    assert set(legal_cards(state)) == {Card.parse("AH#2"), Card.parse("9H#1")}
    state, _ = apply(state, PlayCard(1, "AH#2"))
    state, _ = apply(state, PlayCard(2, "JH"))
    state, events = apply(state, PlayCard(3, "KH"))
    won = next(e for e in events if isinstance(e, TrickWon))
    assert won.winner == 0  # the first A♥ still wins


def test_p_e2_must_beat_the_current_winner_not_the_led_card() -> None:
    after_ace = position({0: "9C", 1: "9D", 2: "10H 9H", 3: "QH"}, "S",
                         plays=[(0, "KH"), (1, "AH")])
    assert faces(legal_cards(after_ace)) == {"10H", "9H"}
    after_queen = position({0: "9C", 1: "9D", 2: "10H 9H", 3: "AH"}, "S",
                           plays=[(0, "KH"), (1, "QH")])
    assert faces(legal_cards(after_queen)) == {"10H"}
    with pytest.raises(IllegalActionError) as info:
        apply(after_queen, PlayCard(2, "9H"))
    assert info.value.rule is Violation.MUST_BEAT
    assert info.value.data["to_beat"] == Card.parse("KH#1")


def test_p_e3_trick_already_trumped() -> None:
    state = position({0: "9C", 1: "9D", 2: "AH JH 10S", 3: "QH"}, "S",
                     plays=[(0, "KH"), (1, "9S")])
    assert faces(legal_cards(state)) == {"AH", "JH"}


def test_p_e4_void_trick_not_trumped_must_trump() -> None:
    state = position({0: "9C", 1: "9S AC JC", 2: "QH", 3: "JH"}, "S", plays=[(0, "KH")])
    assert faces(legal_cards(state)) == {"9S"}
    with pytest.raises(IllegalActionError) as info:
        apply(state, PlayCard(1, "AC"))
    assert info.value.rule is Violation.MUST_TRUMP
    assert info.value.data["trump"] is Suit.SPADES


def test_p_e5_overtrump() -> None:
    state = position({0: "9C", 1: "9D", 2: "KS JS AC", 3: "JH"}, "S",
                     plays=[(0, "KH"), (1, "QS")])
    assert faces(legal_cards(state)) == {"KS"}
    with pytest.raises(IllegalActionError) as info:
        apply(state, PlayCard(2, "JS"))
    assert info.value.rule is Violation.MUST_OVERTRUMP
    assert info.value.data["to_beat"] == Card.parse("QS#1")
    assert info.value.data["beaters"] == (Card.parse("KS#1"),)


def test_p_e6_cannot_overtrump() -> None:
    hands = {0: "9C", 1: "9D", 2: "10S 9S AC", 3: "JH"}
    state = position(hands, "S", plays=[(0, "KH"), (1, "AS")])
    assert faces(legal_cards(state)) == {"10S", "9S"}
    with pytest.raises(IllegalActionError) as info:
        apply(state, PlayCard(2, "AC"))
    assert info.value.rule is Violation.MUST_TRUMP
    free = position(hands, "S", plays=[(0, "KH"), (1, "AS")], rules=Rules(undertrump=False))
    assert faces(legal_cards(free)) == {"10S", "9S", "AC"}


def test_p_e7_void_in_suit_and_trumps_any_card() -> None:
    state = position({0: "9C", 1: "AC 9D QC", 2: "JH", 3: "QH"}, "S", plays=[(0, "KH")])
    assert faces(legal_cards(state)) == {"AC", "9D", "QC"}


def test_p_e8_trump_led() -> None:
    state = position({0: "9C", 1: "AS 9S KH", 2: "JS", 3: "QS"}, "S", plays=[(0, "10S#1")])
    assert faces(legal_cards(state)) == {"AS"}
    other = position({0: "9C", 1: "10S#2 9S KH", 2: "JS", 3: "QS"}, "S",
                     plays=[(0, "10S#1")])
    assert faces(legal_cards(other)) == {"10S", "9S"}


# --------------------------------------------------------------------------- auction


def test_p_e9_stuck_dealer() -> None:
    state = dealt(dealer=0)
    state, events = run(state, Pass(1), Pass(2), Pass(3))
    assert state.phase is Phase.NAMING_TRUMP
    assert state.declarer == 0 and state.contract == 25 and state.stuck
    assert AuctionWon(0, 25, True) in events
    assert legal_actions(state) == [NameTrump(0, s) for s in Suit]
    state, _ = apply(state, NameTrump(0, "C"))
    assert state.trump is Suit.CLUBS


def test_p_e10_pass_is_final_and_jumps_allowed() -> None:
    state = dealt(dealer=0)
    state, _ = run(state, Bid(1, 25), Pass(2), Bid(3, 31))
    assert state.to_move == 0
    state, _ = apply(state, Pass(0))
    assert state.to_move == 1
    state, _ = apply(state, Bid(1, 32))
    assert state.to_move == 3  # seat 2 is skipped after passing
    with pytest.raises(IllegalActionError) as info:
        apply(state, Bid(2, 40))
    assert info.value.rule is Violation.ALREADY_PASSED
    state, _ = apply(state, Pass(3))
    assert state.declarer == 1 and state.contract == 32 and not state.stuck


def test_p_e11_bid_must_be_higher() -> None:
    state = dealt(dealer=3)
    with pytest.raises(IllegalActionError) as info:
        apply(state, Bid(0, 24))
    assert info.value.rule is Violation.BID_TOO_LOW and info.value.data["minimum"] == 25
    state, _ = apply(state, Bid(0, 27))
    with pytest.raises(IllegalActionError) as info:
        apply(state, Bid(1, 27))
    assert info.value.rule is Violation.BID_TOO_LOW and info.value.data["minimum"] == 28
    state, _ = apply(state, Bid(1, 28))
    assert state.high_bid == 28 and state.high_bidder == 1


# --------------------------------------------------------------------------- scoring


def test_p_e12_exactly_made() -> None:
    outcome, _, _, change = score_hand(Rules(), 0, 30, (12, 9), (18, 7), (7, 5), False, 0)
    assert outcome is Outcome.MADE and change[0] == 30
    assert change[1] == 9 + 7


def test_p_e13_set() -> None:
    outcome, _, counted, change = score_hand(Rules(), 0, 30, (10, 8), (12, 13), (6, 6),
                                             False, 0)
    assert outcome is Outcome.SET and change == (-30, 33) and counted[1] == 25
    actual = Rules(set_defenders="actual")
    _, _, _, change = score_hand(actual, 0, 30, (10, 8), (12, 13), (6, 6), False, 0)
    assert change == (-30, 21)


def test_p_e14_defenders_take_no_counters() -> None:
    outcome, melds, _, change = score_hand(Rules(), 1, 26, (9, 20), (0, 25), (2, 10), False, 1)
    assert outcome is Outcome.MADE
    assert change == (1, 45) and melds[0] == 1


def test_p_e15_concession() -> None:
    state, _ = to_play(dealt(seed=4, dealer=3), declarer=0, trump="H", contract=28)
    assert Concede(0) in legal_actions(state)
    melds = state.team_melds
    state, events = apply(state, Concede(0))
    scored = next(e for e in events if isinstance(e, HandScored))
    assert scored.outcome is Outcome.CONCEDED
    assert scored.changes == (-28, melds[1] + 25)
    assert state.scores == scored.changes and not state.tricks
    assert state.phase is Phase.HAND_OVER


def test_concession_only_by_the_declarer_before_the_first_lead() -> None:
    state, _ = to_play(dealt(seed=4), declarer=0, trump="H")
    with pytest.raises(IllegalActionError) as info:
        apply(state, Concede(2))
    assert info.value.rule is Violation.NOT_DECLARER
    state, _ = apply(state, legal_actions(state)[0])
    assert not any(isinstance(a, Concede) for a in legal_actions(state))
    with pytest.raises(IllegalActionError) as info:
        apply(state, Concede(0))
    assert info.value.rule is Violation.CONCEDE_TOO_LATE


# --------------------------------------------------------------------------- meld


def test_p_e16_run_plus_extra_trump_king_and_queen() -> None:
    hand = "AH 10H KH KH QH QH JH"
    assert count_meld(hand, "H").total == 23
    assert count_meld(hand, "H", Rules(no_run_bonus=True)).total == 19
    assert count_meld("AH 10H KH KH QH JH", "H").total == 19
    assert count_meld("AH 10H KH KH QH JH", "H", Rules(no_run_bonus=True)).total == 15


def test_p_e17_run_only() -> None:
    meld = count_meld("AH 10H KH QH JH 9H", "H")
    assert meld.total == 16
    assert meld.parts == (("run", 15), ("dix", 1))


def test_p_e18_cross_class_reuse() -> None:
    meld = count_meld("KS QS JD QC QD QH", "H")
    assert meld.total == 12
    assert sorted(meld.parts) == [("marriage", 2), ("pinochle", 4), ("queens_around", 6)]
    assert len(meld.cards) == 6  # Q♠ is shown once though it serves three melds


def test_p_e19_double_pinochle() -> None:
    assert count_meld("QS QS JD JD", "C").parts == (("double_pinochle", 30),)
    assert count_meld("QS QS JD", "C").parts == (("pinochle", 4),)


def test_p_e20_arounds_need_every_suit() -> None:
    meld = count_meld("AS AS AH AH AD AD AC", "C")
    assert meld.total == 10 and meld.parts == (("aces_around", 10),)


def test_p_e21_double_run() -> None:
    meld = count_meld("AH AH 10H 10H KH KH QH QH JH JH", "H")
    assert meld.total == 150 and meld.parts == (("double_run", 150),)


# --------------------------------------------------------------------------- hand and match


def test_p_e22_last_trick() -> None:
    state, _ = to_play(dealt(seed=9), declarer=1, trump="S")
    state, events = random_playout(state, 3)
    tricks = [e for e in events if isinstance(e, TrickWon)]
    assert len(tricks) == 12 and tricks[-1].last
    counters = sum(state.rules.counter_value(c) for _, c in tricks[-1].plays)
    assert tricks[-1].points == counters + 1
    assert sum(t.points for t in tricks) == 25 == sum(state.counters)


def test_p_e23_both_teams_reach_the_target_declaring_team_wins() -> None:
    rules = Rules(target=150)
    checked = 0
    for seed in range(60):
        base = dealt(rules, seed=seed)
        state = start_hand(rules, base.hands, dealer=3, scores=(140, 148))
        state, events = random_playout(state, seed, bid_bias=4)
        scored = next(e for e in events if isinstance(e, HandScored))
        if min(scored.scores) < 150:
            continue
        over = next(e for e in events if isinstance(e, MatchOver))
        d = team_of(scored.declarer)
        assert over.winner == d and over.by_declaring and state.winner == d
        checked += scored.scores[d] < scored.scores[1 - d]  # the lower total still wins
    assert checked >= 1


def test_p_e24_negative_totals() -> None:
    outcome, _, _, change = score_hand(Rules(), 0, 30, (0, 0), (5, 20), (3, 9), False, 0)
    assert outcome is Outcome.SET and 10 + change[0] == -20
    base = dealt(seed=2)
    state = start_hand(Rules(), base.hands, dealer=3, scores=(10, 0))
    state, _ = to_play(state, declarer=0, trump="S", contract=200)
    state, events = random_playout(state, 1)
    scored = next(e for e in events if isinstance(e, HandScored))
    assert scored.outcome is Outcome.SET
    assert state.scores[0] == 10 - 200


def test_p_e25_declarer_may_return_a_card_just_received() -> None:
    state, _ = win_auction(dealt(seed=5), declarer=0)
    state, _ = apply(state, NameTrump(0, "D"))
    passed = state.hands[2][:4]
    state, _ = apply(state, give(2, " ".join(map(str, passed))))
    back = (passed[0], *[c for c in state.hands[0] if c not in passed][:3])
    state, _ = apply(state, give(0, " ".join(map(str, back))))
    assert passed[0] in state.hands[2] and passed[0] not in state.hands[0]
    assert state.phase is Phase.PLAYING and all(len(h) == 12 for h in state.hands)


def test_p_e26_first_bidder_forced() -> None:
    rules = Rules(first_forced=True)
    state = dealt(rules, dealer=3)
    assert not any(isinstance(a, Pass) for a in legal_actions(state))
    with pytest.raises(IllegalActionError) as info:
        apply(state, Pass(0))
    assert info.value.rule is Violation.FIRST_BIDDER_MUST_BID
    assert info.value.data["minimum"] == 25
    state, _ = run(state, Bid(0, 26), Pass(1), Pass(2), Pass(3))
    assert state.declarer == 0 and state.contract == 26 and not state.stuck


def test_p_e27_double_deck_arounds() -> None:
    rules = Rules.preset("double_deck")
    hand = "AS AS AS AH AH AH AD AD AD AC AC"
    meld = count_meld(hand, "C", rules)
    assert meld.parts == (("double_aces", 100),)


def test_p_e28_double_deck_last_trick() -> None:
    rules = Rules.preset("double_deck")
    state = new_match(rules, seed=11)
    assert all(len(h) == 20 for h in state.hands)
    state, _ = to_play(state, declarer=state.to_move or 0, trump="H")
    state, events = random_playout(state, 8)
    tricks = [e for e in events if isinstance(e, TrickWon)][:20]
    assert len(tricks) == 20 and tricks[-1].last
    counters = sum(rules.counter_value(c) for _, c in tricks[-1].plays)
    assert tricks[-1].points == counters + 2
    assert sum(t.points for t in tricks) == 50
