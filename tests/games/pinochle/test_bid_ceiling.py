"""The highest bid (``max_bid``, the engine's ceiling on 3.7's "no maximum bid"): a bid no
team could make is refused with its own rule and a message, the bids listed stop there,
and no deal reaches it. Before the ceiling a bid of 10^30 was applied and the match ended
at about -10^30 points, a score no history could store."""

from __future__ import annotations

import json
import random

import pytest

from hearts_desktop.core.cards import Suit
from hearts_desktop.games.pinochle import (
    Bid,
    IllegalActionError,
    Pass,
    Phase,
    RecordError,
    Rules,
    Violation,
    apply,
    count_meld,
    deal_hands,
    legal_actions,
    max_bid,
    new_match,
    replay,
    to_record,
)

from .helpers import dealt, run

CEILINGS = [(Rules(), 973), (Rules(x10=True), 9730), (Rules.preset("double_deck"), 1998),
            (Rules(roundhouse=True), 1149), (Rules(bid_step="five_from_60"), 970),
            (Rules(x10=True, double_deck=True, min_bid=50), 19980)]


@pytest.mark.parametrize(("rules", "ceiling"), CEILINGS)
def test_the_ceiling_is_twice_the_whole_decks_meld_and_every_trick_point(
        rules: Rules, ceiling: int) -> None:
    most = max(count_meld(rules.deck().cards(), suit, rules).total for suit in Suit)
    bound = 2 * most + rules.trick_points
    assert max_bid(rules) == ceiling <= bound < ceiling + 5 * rules.scale
    assert rules.is_bid_value(ceiling)


def test_a_bid_of_ten_to_the_thirty_is_refused_with_its_rule() -> None:
    state = dealt()
    with pytest.raises(IllegalActionError) as info:
        apply(state, Bid(0, 10**30))
    assert info.value.rule is Violation.BID_TOO_HIGH
    assert info.value.data == {"amount": 10**30, "maximum": 973}
    assert "973" in str(info.value)
    with pytest.raises(IllegalActionError) as info:
        apply(state, Bid(0, 974))
    assert info.value.rule is Violation.BID_TOO_HIGH


def test_a_bid_at_the_ceiling_is_the_last_and_it_cannot_be_made() -> None:
    state = dealt()
    bids = [a.amount for a in legal_actions(state) if isinstance(a, Bid)]
    assert bids[-1] == 25 + 60  # the window, far below the ceiling
    state, _ = apply(state, Bid(0, 973))
    assert [a for a in legal_actions(state)] == [Pass(1)]  # no bid is left above it
    with pytest.raises(IllegalActionError) as info:
        apply(state, Bid(1, 974))
    assert info.value.rule is Violation.BID_TOO_HIGH
    state, _ = run(state, Pass(1), Pass(2), Pass(3))
    assert state.phase is Phase.NAMING_TRUMP and state.contract == 973


def test_the_window_stops_at_the_ceiling() -> None:
    state = dealt()
    state, _ = apply(state, Bid(0, 950))
    bids = [a.amount for a in legal_actions(state, 1) if isinstance(a, Bid)]
    assert bids == list(range(951, 974))


def test_a_record_with_a_bid_above_the_ceiling_is_refused() -> None:
    state = new_match(Rules(), 3)
    data = to_record(state).to_dict()
    data["actions"].append({"type": "bid", "seat": state.to_move, "amount": 10**30})
    with pytest.raises(RecordError, match="exceed 973"):
        replay(json.dumps(data))


@pytest.mark.parametrize("rules", [r for r, _ in CEILINGS])
def test_no_team_of_any_deal_comes_near_the_ceiling(rules: Rules) -> None:
    """Every deal's best team meld plus every trick point, in its best trump, over many
    deals: far below the ceiling (which no deal can reach: each hand melds at most what
    the whole deck does)."""
    rng = random.Random(29)
    best = 0
    for _ in range(300):
        hands = deal_hands(rules, rng.getrandbits(63), 1, 3)
        for team in ((0, 2), (1, 3)):
            for suit in Suit:
                meld = sum(count_meld(hands[s], suit, rules).total for s in team)
                best = max(best, meld + rules.trick_points)
    assert best < max_bid(rules) / 2
