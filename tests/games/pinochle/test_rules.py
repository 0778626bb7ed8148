"""Rules values, presets, options (sections 11 and 15) and the errors that explain refusals."""

from __future__ import annotations

import json
import pickle
from dataclasses import fields

import pytest

from hearts_desktop.core.cards import Card, Suit
from hearts_desktop.games.pinochle import (
    Bid,
    BidStep,
    Concede,
    GiveCards,
    HandScored,
    Heading,
    IllegalActionError,
    MatchOver,
    NameTrump,
    Outcome,
    Pass,
    Passed,
    Phase,
    PlayCard,
    Rules,
    RulesError,
    SetDefenders,
    Violation,
    apply,
    legal_actions,
    legal_cards,
    new_match,
    score_hand,
    seat_view,
)
from hearts_desktop.games.pinochle.game import BID_WINDOW

from .helpers import dealt, give, position, random_playout, run, to_play, win_auction

# --------------------------------------------------------------------------- presets


def test_presets_and_their_numbers() -> None:
    assert Rules.preset_names() == ("pinochle", "pinochle_x10", "double_deck")
    base = Rules.preset("pinochle")
    assert base == Rules() and base.name == "pinochle"
    assert (base.opening_bid, base.trick_points, base.game_target, base.hand_size,
            base.packet_size, base.last_trick_points) == (25, 25, 150, 12, 3, 1)
    x10 = Rules.preset("pinochle_x10")
    assert (x10.opening_bid, x10.trick_points, x10.game_target) == (250, 250, 1500)
    dd = Rules.preset("double_deck")
    assert (dd.opening_bid, dd.trick_points, dd.game_target, dd.hand_size, dd.packet_size,
            dd.last_trick_points, dd.deck().size) == (50, 50, 500, 20, 4, 2, 80)
    assert base.replace(pass_help=True).name == "custom"
    assert base.replace(pass_help=True).replace(pass_help=False).name == "pinochle"
    with pytest.raises(RulesError):
        Rules.preset("skat")


@pytest.mark.parametrize("name", Rules.preset_names())
def test_rules_round_trip_through_json(name: str) -> None:
    rules = Rules.preset(name).replace(head="trump_lead_only", bid_step="five_from_60",
                                       save_meld=True, deal_limit=8)
    data = json.loads(json.dumps(rules.to_dict()))
    assert Rules.from_dict(data) == rules
    assert data["name"] == "custom"
    assert Rules.from_dict({"double_deck": True, "min_bid": 50, "target": 500}).name \
        == "double_deck"


@pytest.mark.parametrize("damage", [
    {"x10": "yes"}, {"min_bid": 30}, {"min_bid": 25.0}, {"target": 0}, {"head": "sometimes"},
    {"set_defenders": 1}, {"packet": 5}, {"deal_limit": 0}, {"unknown": 1},
    {"target": None, "deal_limit": None}, {"roundhouse": True, "double_deck": True},
    {"undertrump": 1}, {"bid_step": "two"}, {"target": True},
])
def test_damaged_or_impossible_rules_raise_rules_error(damage: dict[str, object]) -> None:
    with pytest.raises(RulesError):
        Rules.from_dict(damage)


def test_every_option_of_sections_11_and_15_is_a_field() -> None:
    names = {f.name for f in fields(Rules)}
    assert {"pass_help", "first_forced", "no_run_bonus", "roundhouse", "x10", "head",
            "undertrump", "set_defenders", "double_deck", "min_bid", "bid_step", "save_meld",
            "set_loses_meld", "target", "deal_limit"} <= names
    assert Rules.from_dict({"packet": 4, "double_deck": True}).packet_size == 4
    assert Rules(double_deck=True, packet=5).packet_size == 5


# --------------------------------------------------------------------------- bids


def test_bid_grid_x10_and_five_from_sixty() -> None:
    x10 = Rules(x10=True)
    assert x10.next_bid(None) == 250 and x10.next_bid(250) == 260
    assert x10.is_bid_value(270) and not x10.is_bid_value(275)
    five = Rules(bid_step="five_from_60")
    assert [five.next_bid(b) for b in (25, 58, 59, 60, 61)] == [26, 59, 60, 65, 65]
    both = Rules(x10=True, bid_step=BidStep.FIVE_FROM_60, min_bid=50)
    assert both.opening_bid == 500 and both.next_bid(590) == 600 and both.next_bid(600) == 650


def test_bid_not_a_step_says_the_nearest_bid() -> None:
    state = dealt(Rules(bid_step="five_from_60"))
    state, _ = apply(state, Bid(0, 55))
    with pytest.raises(IllegalActionError) as info:
        apply(state, Bid(1, 62))
    assert info.value.rule is Violation.BID_NOT_A_STEP
    assert info.value.data["next_above"] == 65 and info.value.data["minimum"] == 56
    state, _ = apply(state, Bid(1, 65))
    state = dealt(Rules(x10=True))
    with pytest.raises(IllegalActionError) as info:
        apply(state, Bid(0, 255))
    assert info.value.rule is Violation.BID_NOT_A_STEP and info.value.data["next_above"] == 260


@pytest.mark.parametrize("min_bid", [20, 25, 50])
def test_minimum_bid_option_and_stuck_dealer(min_bid: int) -> None:
    rules = Rules(min_bid=min_bid)
    state = dealt(rules, dealer=2)
    assert seat_view(state, 3).next_bid == min_bid
    bids = [a.amount for a in legal_actions(state) if isinstance(a, Bid)]
    assert bids[0] == min_bid and bids[-1] == min_bid + BID_WINDOW
    state, _ = run(state, Pass(3), Pass(0), Pass(1))
    assert state.declarer == 2 and state.contract == min_bid and state.stuck


def test_pass_with_help_is_a_distinct_final_pass() -> None:
    with pytest.raises(IllegalActionError) as info:
        apply(dealt(), Pass(0, help=True))
    assert info.value.rule is Violation.PASS_HELP_NOT_ALLOWED
    state = dealt(Rules(pass_help=True))
    assert Pass(0, help=True) in legal_actions(state)
    state, events = run(state, Pass(0, help=True), Bid(1, 25), Pass(2), Bid(3, 26))
    assert Passed(0, True) in events
    assert seat_view(state, 2).calls[0].help
    assert state.to_move == 1  # seat 0 is skipped: the pass with help is final
    state, _ = run(state, Pass(1))
    assert state.declarer == 3
    stuck = dealt(Rules(pass_help=True), dealer=3)
    stuck, _ = run(stuck, Pass(0, True), Pass(1, True), Pass(2, True))
    assert stuck.declarer == 3 and stuck.stuck


def test_not_your_turn_and_wrong_phase() -> None:
    state = dealt()
    with pytest.raises(IllegalActionError) as info:
        apply(state, Bid(2, 30))
    assert info.value.rule is Violation.NOT_YOUR_TURN and info.value.data["to_move"] == 0
    with pytest.raises(IllegalActionError) as info:
        apply(state, PlayCard(0, state.hands[0][0]))
    assert info.value.rule is Violation.WRONG_PHASE
    with pytest.raises(IllegalActionError) as info:
        apply(state, Bid(7, 30))
    assert info.value.rule is Violation.UNKNOWN_SEAT
    with pytest.raises(IllegalActionError) as info:
        apply(state, "bid 30")  # type: ignore[arg-type]
    assert info.value.rule is Violation.NOT_AN_ACTION
    state, _ = win_auction(state, declarer=1)
    with pytest.raises(IllegalActionError) as info:
        apply(state, NameTrump(3, "H"))
    assert info.value.rule is Violation.NOT_DECLARER


# --------------------------------------------------------------------------- exchange


def test_exchange_violations_and_copies() -> None:
    state, _ = win_auction(dealt(seed=3), declarer=0)
    state, _ = apply(state, NameTrump(0, "S"))
    hand = state.hands[2]
    with pytest.raises(IllegalActionError) as info:
        apply(state, GiveCards(0, hand[:4]))
    assert info.value.rule is Violation.NOT_PARTNER
    with pytest.raises(IllegalActionError) as info:
        apply(state, GiveCards(2, hand[:3]))
    assert info.value.rule is Violation.EXCHANGE_WRONG_COUNT
    assert info.value.data == {"count": 3, "expected": 4}
    with pytest.raises(IllegalActionError) as info:
        apply(state, GiveCards(2, (hand[0], hand[0], hand[1], hand[2])))
    assert info.value.rule is Violation.DUPLICATE_CARD
    foreign = state.hands[1][0]
    with pytest.raises(IllegalActionError) as info:
        apply(state, GiveCards(2, (*hand[:3], foreign)))
    assert info.value.rule is Violation.CARD_NOT_IN_HAND
    faces = tuple(c.face for c in hand[:4])  # no copy numbers: the lowest copies held
    assert GiveCards(2, faces) in seat_view(state, 2).legal
    state, _ = apply(state, GiveCards(2, faces))
    assert state.actions[-1] == GiveCards(2, hand[:4])
    assert state.given == hand[:4]
    with pytest.raises(IllegalActionError) as info:
        apply(state, GiveCards(2, state.hands[2][:4]))
    assert info.value.rule is Violation.NOT_DECLARER


def test_exchange_choices_list_each_face_combination_once() -> None:
    state, _ = win_auction(dealt(seed=3), declarer=0)
    state, _ = apply(state, NameTrump(0, "S"))
    choices = seat_view(state, 2).legal
    listed = list(choices)
    keys = [tuple(c.face for c in a.cards) for a in listed]
    assert len(keys) == len(set(keys)) == len(choices) == len(legal_actions(state))
    assert all(a in choices for a in listed[:50])
    assert seat_view(state, 0).legal == ()


def test_an_action_without_a_copy_plays_the_lowest_copy_held() -> None:
    state = position({0: "9C", 1: "AH#2 AH#1 KH", 2: "QH", 3: "JH"}, "S", plays=[(0, "9H")])
    state, _ = apply(state, PlayCard(1, "AH"))
    assert state.actions[-1] == PlayCard(1, Card.parse("AH#1"))
    assert Card.parse("AH#2") in state.hands[1]


# --------------------------------------------------------------------------- play options


def test_head_trump_lead_only_and_never() -> None:
    plain = {0: "9C", 1: "9D", 2: "10H 9H", 3: "AH"}
    plays = [(0, "KH"), (1, "QH")]
    assert {str(c.face) for c in legal_cards(position(plain, "S", plays))} == {"10H"}
    for head in ("trump_lead_only", "never"):
        s = position(plain, "S", plays, rules=Rules(head=head))
        assert {str(c.face) for c in legal_cards(s)} == {"10H", "9H"}
    trump_led = {0: "9C", 1: "9D", 2: "AS 9S", 3: "AH"}
    trump_plays = [(0, "KS"), (1, "QS")]
    only = position(trump_led, "S", trump_plays, rules=Rules(head=Heading.TRUMP_LEAD_ONLY))
    assert {str(c.face) for c in legal_cards(only)} == {"AS"}
    never = position(trump_led, "S", trump_plays, rules=Rules(head=Heading.NEVER))
    assert {str(c.face) for c in legal_cards(never)} == {"AS", "9S"}
    ruffed = {0: "9C", 1: "9D", 2: "AS 9S KC", 3: "AH"}
    ruff_plays = [(0, "KH"), (1, "QS")]
    s = position(ruffed, "S", ruff_plays, rules=Rules(head="never"))
    assert {str(c.face) for c in legal_cards(s)} == {"AS", "9S"}  # still must trump
    with pytest.raises(IllegalActionError) as info:
        apply(s, PlayCard(2, "KC"))
    assert info.value.rule is Violation.MUST_TRUMP


def test_illegal_action_error_pickles_with_rule_and_data() -> None:
    state = position({0: "9C", 1: "9D", 2: "KS JS AC", 3: "JH"}, "S",
                     plays=[(0, "KH"), (1, "QS")])
    with pytest.raises(IllegalActionError) as info:
        apply(state, PlayCard(2, "AC"))
    copy = pickle.loads(pickle.dumps(info.value))
    assert isinstance(copy, IllegalActionError) and isinstance(copy, ValueError)
    assert copy.rule is Violation.MUST_OVERTRUMP
    assert copy.data == info.value.data and str(copy) == str(info.value)
    assert copy.data["beaters"] == (Card.parse("KS#1"),)


# --------------------------------------------------------------------------- scoring options


def test_save_meld_needs_a_trick() -> None:
    args = (0, 30, (40, 8), (0, 25), (0, 12), False, 0)
    outcome, _, _, change = score_hand(Rules(), *args)
    assert outcome is Outcome.MADE and change == (40, 33)
    outcome, _, _, change = score_hand(Rules(save_meld=True), *args)
    assert outcome is Outcome.SET and change == (-30, 33)
    kept = score_hand(Rules(save_meld=True), 0, 30, (40, 8), (0, 25), (1, 11), False, 0)
    assert kept[0] is Outcome.MADE and kept[3][0] == 40


def test_set_loses_meld() -> None:
    args = (1, 40, (5, 20), (14, 11), (6, 6), False, 0)
    assert score_hand(Rules(), *args)[3] == (30, -40)
    assert score_hand(Rules(set_loses_meld=True), *args)[3] == (30, -60)
    conceded = score_hand(Rules(set_loses_meld=True), 1, 40, (5, 20), (0, 0), (0, 0), True, 0)
    assert conceded[0] is Outcome.CONCEDED and conceded[3] == (30, -40)


def test_set_defenders_actual_double_deck_and_x10() -> None:
    dd = Rules.preset("double_deck")
    assert score_hand(dd, 0, 80, (20, 10), (30, 20), (9, 11), False, 0)[3] == (-80, 60)
    x10 = Rules(x10=True, set_defenders=SetDefenders.ACTUAL)
    assert score_hand(x10, 0, 300, (100, 80), (150, 100), (9, 3), False, 0)[3] == (-300, 180)


def test_a_fixed_number_of_deals_ends_the_match() -> None:
    rules = Rules(target=None, deal_limit=2)
    state = new_match(rules, seed=3)
    state, events = random_playout(state, 5, one_hand=False)
    assert state.phase is Phase.MATCH_OVER and len(state.history) == 2
    over = next(e for e in events if isinstance(e, MatchOver))
    a, b = state.scores
    assert over.winner == (None if a == b else (0 if a > b else 1))


def test_the_dealer_rotates_left_and_the_left_bids_first() -> None:
    state = new_match(Rules(), seed=21)
    dealer = state.dealer
    assert state.to_move == (dealer + 1) % 4
    state, _ = random_playout(state, 2)
    assert state.deal_number == 2 and state.dealer == (dealer + 1) % 4
    assert state.to_move == (dealer + 2) % 4 and state.phase is Phase.BIDDING


def test_the_meld_is_shown_from_the_declarer_clockwise() -> None:
    from hearts_desktop.games.pinochle import MeldsCounted, MeldShown

    state, events = to_play(dealt(seed=6), declarer=2, trump="C")
    shown = [e for e in events if isinstance(e, MeldShown)]
    assert [e.seat for e in shown] == [2, 3, 0, 1]
    counted = next(e for e in events if isinstance(e, MeldsCounted))
    assert counted.team_melds == (shown[0].total + shown[2].total,
                                  shown[1].total + shown[3].total)
    for e in shown:
        assert set(e.cards) <= set(state.hands[e.seat])
        assert e.total == sum(p.value for p in e.parts)


def test_concede_is_scored_and_next_deal_follows_in_a_match() -> None:
    state = new_match(Rules(), seed=2)
    declarer = state.to_move
    assert declarer is not None
    state, _ = to_play(state, declarer, trump=Suit.HEARTS)
    state, events = apply(state, Concede(declarer))
    assert any(isinstance(e, HandScored) and e.outcome is Outcome.CONCEDED for e in events)
    assert state.deal_number == 2 and state.phase is Phase.BIDDING


def test_give_helper_round_trip() -> None:
    assert give(0, "AH#1 KH").cards == (Card.parse("KH"), Card.parse("AH#1"))
