"""Dealer's choice at a big table stays cheap to list, check and view (issue 18 item 10).

A scheme gives each of the N - 1 other seats a card count, with a total of at most the cap:
C(N - 1 + cap, cap) schemes (12,376 for 12 players and a cap of 6), found until now by
walking all (cap + 1)^(N - 1) count vectors. ``legal_actions`` now lists every mix of left,
right and across and every pass to a single seat (all schemes for 3 and 4 players), ``apply``
and ``SeatView.allows`` check any scheme directly, and a pass plan with many slots lists each
set of cards once. Figures: docs/benchmarks.md ("Dealer's choice").
"""

from __future__ import annotations

import itertools
from collections import Counter

import pytest

from hearts_desktop.games.hearts import (
    ChooseMoon,
    ChoosePass,
    MatchState,
    PassCards,
    Phase,
    PlayCard,
    Rules,
    TimedOut,
    Timeout,
    apply,
    legal_actions,
    new_match,
    seat_view,
    start_hand,
)
from hearts_desktop.games.hearts.bots import make_bot
from hearts_desktop.games.hearts.game import MAX_LISTED_PASSES, _scheme_at, _scheme_count
from hearts_desktop.games.hearts.rng import PURPOSE_TIMER, Stream


def all_schemes(players: int, cap: int) -> list[tuple[tuple[int, int], ...]]:
    """Every scheme, in the order the engine always listed them: all count vectors over
    seats 1..N-1 (left first) with a total of at most ``cap``."""
    return [tuple((off + 1, c) for off, c in enumerate(counts) if c)
            for counts in itertools.product(range(cap + 1), repeat=players - 1)
            if sum(counts) <= cap]


def table(players: int, cap: int = 3) -> Rules:
    if players <= 6:
        return Rules(players=players, passing="dealer_choice", dealer_choice_cap=cap)
    return Rules.preset("cancellation").replace(players=players, passing="dealer_choice",
                                                dealer_choice_cap=cap)


def choosing(rules: Rules, dealer: int = 0) -> MatchState:
    """An explicit deal (hands in deck order) waiting for ``dealer``'s scheme."""
    deck, size, n = rules.deck(), rules.hand_size, rules.players
    hands = [deck[i * size:(i + 1) * size] for i in range(n)]
    state = start_hand(rules, hands, None, dealer=dealer, leftover=deck[n * size:])
    assert state.phase is Phase.CHOOSING_PASS
    return state


def listed(state: MatchState) -> list[tuple[tuple[int, int], ...]]:
    return [a.scheme for a in legal_actions(state) if isinstance(a, ChoosePass)]


@pytest.mark.parametrize("players", [3, 4])
@pytest.mark.parametrize("cap", [0, 1, 3, 5])
def test_three_and_four_players_still_list_every_scheme(players: int, cap: int) -> None:
    assert listed(choosing(table(players, cap))) == all_schemes(players, cap)


@pytest.mark.parametrize(("players", "cap", "count", "every"), [
    (5, 3, 16, 35), (6, 3, 26, 56), (8, 3, 32, 120), (8, 6, 108, 1716), (12, 3, 44, 364),
    (12, 6, 132, 12_376),
])
def test_a_big_table_lists_the_usual_schemes(players: int, cap: int, count: int,
                                             every: int) -> None:
    state = choosing(table(players, cap))
    schemes = listed(state)
    assert len(schemes) == count
    assert _scheme_count(state.rules) == every  # what the full list held
    usual = {1, players - 1} | ({players // 2} if players % 2 == 0 else set())
    for scheme in schemes:
        assert len(scheme) == 1 or {off for off, _ in scheme} <= usual
    # the same order as the full list, and nothing of it missing that is usual
    if (cap + 1) ** (players - 1) <= 200_000:  # small enough to walk every count vector
        full = all_schemes(players, cap)
        assert schemes == [s for s in full
                           if len(s) <= 1 or {off for off, _ in s} <= usual]
    assert ((1, 2), (players - 1, 1)) in schemes  # the spec's {+1: 2, -1: 1}
    assert ((2, cap),) in schemes and () in schemes


def test_the_listing_is_bounded_for_every_table() -> None:
    for players in range(3, 13):
        rules = table(players)
        for cap in range(0, rules.hand_size + 1, 2):
            schemes = listed(choosing(rules.replace(dealer_choice_cap=cap)))
            assert len(schemes) <= 1200
            assert len(set(schemes)) == len(schemes)


def test_apply_accepts_a_scheme_that_is_not_listed() -> None:
    state = choosing(table(12, 6))
    wide = ((2, 1), (3, 1), (4, 1), (5, 1), (7, 1), (8, 1))  # one card to six seats
    assert wide not in listed(state)
    view = seat_view(state, 0)
    assert view.allows(ChoosePass(0, wide))
    after, _ = apply(state, ChoosePass(0, wide))
    assert after.phase is Phase.PASSING and after.pass_plan == wide
    # refused ones are refused by both
    for bad in (((1, 4), (2, 3)), ((12, 1),), ((1, -1),)):
        assert not view.allows(ChoosePass(0, bad))
        with pytest.raises(ValueError):
            apply(state, ChoosePass(0, bad))
    assert not seat_view(state, 1).allows(ChoosePass(1, ((1, 1),)))  # not the dealer


def test_every_listed_scheme_is_accepted() -> None:
    state = choosing(table(9, 4))
    view = seat_view(state, 0)
    for action in view.legal:
        assert view.allows(action)
        apply(state, action)


def test_a_timed_out_dealer_draws_from_every_scheme_as_before() -> None:
    # The timer's random scheme is the same draw from the same full list as before (older
    # online records replay unchanged), found without listing the list.
    for players in (3, 4, 5, 6, 8):
        for cap in (0, 1, 3, 4):
            rules = table(players, cap)
            full = all_schemes(players, min(cap, rules.hand_size))
            assert _scheme_count(rules) == len(full)
            assert [_scheme_at(rules, i) for i in range(len(full))] == full
    rules = Rules.preset("online_de").replace(players=5, passing="dealer_choice")
    state = new_match(rules, seed=11)
    assert state.phase is Phase.CHOOSING_PASS
    timer = Stream.derive(11, PURPOSE_TIMER, 0)  # the match's first timer draw
    expected = all_schemes(5, 3)[timer.below(len(all_schemes(5, 3)))]
    after, events = apply(state, Timeout(state.dealer))
    timed = [e for e in events if isinstance(e, TimedOut)]
    assert timed and timed[0].action == ChoosePass(state.dealer, expected)
    assert after.pass_plan == expected


# --------------------------------------------------------------------------- passing


def wide_pass(players: int = 8, cap: int = 6) -> MatchState:
    state = choosing(table(players, cap))
    plan = tuple((off, 1) for off in range(1, cap + 1))
    state, _ = apply(state, ChoosePass(0, plan))
    assert state.phase is Phase.PASSING
    return state


def test_a_wide_pass_lists_each_set_of_cards_once() -> None:
    state = wide_pass()  # 13 cards, one to each of six seats: 1,235,520 ways
    view = seat_view(state, 3)
    passes = [a for a in view.legal if isinstance(a, PassCards)]
    hand = state.hands[3]
    sets = {tuple(sorted(a.cards)) for a in passes}
    assert len(sets) == len(passes)
    assert len(passes) == len({tuple(sorted(c)) for c in itertools.combinations(hand, 6)})
    assert len(passes) <= MAX_LISTED_PASSES
    for action in passes[:: max(1, len(passes) // 25)]:
        assert view.allows(action)
        apply(state, action)
    # any other routing of the same cards is legal too
    first = passes[0].cards
    routed = PassCards(3, tuple(reversed(first)))
    assert routed not in passes and view.allows(routed)
    after, _ = apply(state, routed)
    assert after.pass_given[3] is not None


def test_the_split_pass_still_lists_every_routing() -> None:
    state = start_hand(Rules(), [Rules().deck()[i::4] for i in range(4)], "split")
    assert len(legal_actions(state, 0)) == 13 * 12 * 11


def test_allows_checks_passes_against_the_hand() -> None:
    state = wide_pass()
    view = seat_view(state, 3)
    hand = state.hands[3]
    assert not view.allows(PassCards(3, hand[:5]))  # too few
    assert not view.allows(PassCards(3, (hand[0],) * 6))  # one card six times
    assert not view.allows(PassCards(4, hand[:6]))  # not this seat
    assert not seat_view(state, 4).allows(PassCards(3, hand[:6]))
    passed, _ = apply(state, PassCards(3, hand[:6]))
    assert not seat_view(passed, 3).allows(PassCards(3, hand[:6]))  # already passed
    playing = start_hand(Rules(), [Rules().deck()[i::4] for i in range(4)], "hold")
    pview = seat_view(playing, 0)
    assert pview.allows(PlayCard(0, "2C")) and not pview.allows(PlayCard(0, "6C"))
    assert not pview.allows(ChooseMoon(0, "self")) and not pview.allows("2C")


def test_bots_deal_and_play_a_twelve_player_dealers_choice_hand() -> None:
    rules = table(12, 6)
    kinds = ["normal", "easy", "random", "hard"] * 3
    bots = [make_bot(kind, seed=i) for i, kind in enumerate(kinds)]
    state = new_match(rules.replace(end_threshold=None, deal_limit=1), seed=3)
    plans: Counter[tuple[tuple[int, int], ...]] = Counter()
    while not state.is_over:
        seat = state.to_move if state.phase is not Phase.PASSING else next(
            s for s, g in enumerate(state.pass_given) if g is None)
        assert seat is not None
        view = seat_view(state, seat)
        action = bots[seat].choose(view)
        assert view.allows(action)
        if isinstance(action, ChoosePass):
            plans[action.scheme] += 1
        state, _ = apply(state, action)
    assert state.phase is Phase.MATCH_OVER and sum(plans.values()) == 1


def test_equal_cards_are_listed_once_without_walking_their_repeats() -> None:
    # Two packs, six players: 17 cards with pairs. A pass of 6 lists each distinct set of
    # cards once, in the order the combinations meet them.
    rules = Rules.preset("cancellation").replace(pass_count=6)
    deck, size = rules.deck(), rules.hand_size
    state = start_hand(rules, [deck[i * size:(i + 1) * size] for i in range(6)], "left",
                       leftover=deck[6 * size:])
    hand = state.hands[0]
    expected = list(dict.fromkeys(itertools.combinations(hand, 6)))
    assert [a.cards for a in legal_actions(state, 0)] == expected
    # Three packs: 26 cards of 10 kinds and a plan of 13 over two seats. The listing stops at
    # MAX_LISTED_PASSES distinct sets instead of walking C(26, 13) = 10,400,600 combinations.
    rules = Rules.preset("cancellation").replace(packs=3, passing="dealer_choice",
                                                 dealer_choice_cap=13)
    deck, size = rules.deck(), rules.hand_size
    state = start_hand(rules, [deck[i * size:(i + 1) * size] for i in range(6)], None,
                       dealer=0, leftover=deck[6 * size:])
    state, _ = apply(state, ChoosePass(0, ((1, 7), (5, 6))))
    passes = legal_actions(state, 1)
    assert len(passes) == MAX_LISTED_PASSES == len(set(passes))
    view = seat_view(state, 1)
    assert all(view.allows(a) for a in passes[::97])
