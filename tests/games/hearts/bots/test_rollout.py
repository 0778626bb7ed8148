"""The fast rollout policy on bitmask positions: legal, consistent with the engine, and
better than random play."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hearts_desktop.games.hearts import (
    Card,
    PlayCard,
    Rules,
    apply,
    deal_cards,
    fast,
    parse_cards,
    start_hand,
)
from hearts_desktop.games.hearts.bots.rollout import normal_policy_mask, policy_playout
from hearts_desktop.games.hearts.cards import FULL_PACK
from hearts_desktop.games.hearts.rng import Stream

FAST_PRESETS = tuple(p for p in Rules.preset_names() if fast.supports(Rules.preset(p)))


def _position(rules: Rules, seed: int, moves: int) -> fast.Position:
    hands, rest = deal_cards(rules, seed, 1, rules.players - 1)
    pos = fast.from_state(start_hand(rules, hands, "hold", leftover=rest))
    stream = Stream(seed)
    for _ in range(moves):
        if pos.is_over:
            break
        cards = fast.indices_of(fast.legal_mask(pos))
        fast.play(pos, cards[stream.below(len(cards))])
    return pos


@settings(max_examples=60, deadline=None)
@given(preset=st.sampled_from(FAST_PRESETS), seed=st.integers(0, 2**32),
       moves=st.integers(0, 51), players=st.sampled_from([3, 4, 5, 6]))
def test_policy_plays_only_legal_cards(preset: str, seed: int, moves: int,
                                       players: int) -> None:
    rules = Rules.preset(preset).replace(players=players)
    pos = _position(rules, seed, moves)
    while not pos.is_over:
        legal = fast.legal_mask(pos)
        card = normal_policy_mask(pos, legal)
        assert legal >> card & 1
        assert normal_policy_mask(pos) == card  # legal is optional
        fast.play(pos, card)


@pytest.mark.parametrize("preset", ["classic", "omnibus", "spot", "black_lady"])
def test_policy_playout_matches_the_engine(preset: str) -> None:
    rules = Rules.preset(preset)
    for seed in range(4):
        hands, _ = deal_cards(rules, seed, 1, 3)
        state = start_hand(rules, hands, "hold")
        expected = policy_playout(fast.from_state(state))
        while not state.is_over:
            card = normal_policy_mask(fast.from_state(state))
            assert state.to_move is not None
            state, _ = apply(state, PlayCard(state.to_move, Card.from_index(card)))
        assert tuple(state.hand_scores) == expected


def test_noisy_playout_is_reproducible() -> None:
    pos = _position(Rules.preset("classic"), 5, 3)
    before = pos.copy()
    a = policy_playout(pos, Stream(9), 0.3)
    assert pos == before  # the position is not changed
    assert policy_playout(pos, Stream(9), 0.3) == a
    assert sum(a) in (26, 78) or min(a) < 0


def _small(hands: list[str]) -> fast.Position:
    cards = {c for h in hands for c in parse_cards(h)}
    removed = tuple(c for c in FULL_PACK if c not in cards)
    rules = Rules.preset("classic").replace(removed_cards=removed, opening="dealer_left",
                                             first_trick_ban=False, passing="none",
                                             pass_count=0)
    return fast.from_state(start_hand(rules, hands, "hold"))


def _after(pos: fast.Position, *cards: str) -> str:
    for c in cards:
        fast.play(pos, Card.parse(c).index)
    return str(Card.from_index(normal_policy_mask(pos)))


def test_policy_ducks_dumps_and_takes_clean_tricks() -> None:
    hands = ["10D 2C 3C 4C", "3D 9D KD AD", "5D 6D 2H 3H", "7D 8D 4H 5H"]
    assert _after(_small(hands), "10D") == "9D"
    hands = ["5D 2C 3C 4C", "QS 2S KH 9C", "6D 7D 2H 3H", "8D 9D 4H 5H"]
    assert _after(_small(hands), "5D") == "QS"
    hands = ["5D 2C 3C 4C", "7D 5C 2H 6C", "9D 7C 3H 8C", "3D KD AD 4H"]
    assert _after(_small(hands), "5D", "7D", "9D") == "AD"
    hands = ["10S JS 2D 3D", "QS 2S 4D 2H", "KS 3S 5D 3H", "AS 4S 6D 4H"]
    assert _after(_small(hands)) in ("10S", "JS")  # flush the queen


def test_policy_beats_random_play() -> None:
    rules = Rules.preset("classic")
    tab = fast.fast_rules(rules)
    hero = others = 0
    stream = Stream(3)
    for seed in range(120):
        hands, _ = deal_cards(rules, seed, 1, 3)
        pos = fast.from_state(start_hand(rules, hands, "hold"))
        me = seed % 4
        while not pos.is_over:
            legal = fast.legal_mask(pos)
            if pos.to_move == me:
                card = normal_policy_mask(pos, legal)
            else:
                cards = fast.indices_of(legal)
                card = cards[stream.below(len(cards))]
            fast.play(pos, card)
        scores = fast.score(pos)
        hero += scores[me]
        others += sum(scores) - scores[me]
    assert tab.players == 4
    assert hero / 120 < others / 360 - 2


@settings(max_examples=80, deadline=None)
@given(preset=st.sampled_from(FAST_PRESETS), seed=st.integers(0, 2**32),
       moves=st.integers(0, 51), players=st.sampled_from((None, 3, 5)))
def test_the_fused_moon_playout_plays_the_reference_rollouts_cards(
        preset: str, seed: int, moves: int, players: int | None) -> None:
    """``moon_playout`` is ``hard.moon_rollout`` in one loop: the same deal scores from
    any position (it only runs faster)."""
    from hearts_desktop.games.hearts.bots.hard import moon_rollout
    from hearts_desktop.games.hearts.bots.rollout import moon_playout

    rules = Rules.preset(preset)
    if players is not None:
        rules = rules.replace(players=players)
    pos = _position(rules, seed, moves)
    before = pos.copy()
    assert moon_playout(pos) == moon_rollout(pos, Stream(0))
    assert pos == before  # the position is not changed
    # with stoppers (Expert's rollouts): a whole deal on every preset, the position kept
    kept = moon_playout(pos, stopper=True)
    assert len(kept) == rules.players and pos == before



def test_a_stopper_kept_in_the_rollouts_stops_moons() -> None:
    """``moon_playout(stopper=True)``: once one seat alone has taken penalty cards, the
    other seats discard a heart below their highest one; fewer rollouts end in a moon,
    and only when a seat discards hearts do the two differ."""
    from hearts_desktop.games.hearts.bots.rollout import _policy, moon_playout

    rules = Rules.preset("classic")
    moons = [0, 0]
    differ = 0
    for seed in range(600):
        hands, _ = deal_cards(rules, seed, 1, 3)
        pos = fast.from_state(start_hand(rules, hands, "hold"))
        plain, kept = moon_playout(pos), moon_playout(pos, stopper=True)
        moons[0] += sorted(plain).count(26) == 3
        moons[1] += sorted(kept).count(26) == 3
        differ += plain != kept
    assert moons[1] < moons[0] * 0.8
    assert 0 < differ < 300
    # A void seat (spades led, the trick is not its own) holding A♥ and 5♥ discards the
    # A♥ under the Normal rules and the 5♥ when it keeps a stopper.
    tab = fast.fast_rules(rules)
    hand = fast.mask_of(parse_cards("AH 5H 2C"))
    trick = [fast.mask_of(parse_cards("3S")).bit_length() - 1]
    args = (hand, fast.SUIT_MASKS[2] & ~hand, trick, 0, hand, 0, tab.penalty,
            tab.bonus_mask & ~tab.penalty, True, -1, tab.value_tables, tab.values, 4)
    assert _policy(*args) == fast.mask_of(parse_cards("AH")).bit_length() - 1
    assert _policy(*args, True) == fast.mask_of(parse_cards("5H")).bit_length() - 1


def _last_two_tricks() -> fast.Position:
    """Two tricks left, classic: seat 0 has taken the Q♠ and every heart but the A♥, 9♥
    and 5♥, and leads the K♠ (the A♠ is gone), then its 9♥. Seat 1, void in spades,
    holds the A♥ and 5♥: if it discards the A♥ (the Normal rules), seat 0 shoots the
    moon; if it keeps the A♥ as a stopper, the A♥ takes the 9♥ in the last trick."""
    rules = Rules.preset("classic")
    hands = [fast.mask_of(parse_cards(h)) for h in ("KS 9H", "AH 5H", "2S 3C", "3S 4C")]
    held = 0
    for h in hands:
        held |= h
    mine = fast.mask_of(parse_cards("QS AS")) | (fast.HEARTS & ~held)
    rest = fast.fast_rules(rules).deck & ~held & ~mine
    low = rest & -rest
    return fast.from_hands(rules, hands, leader=0, trick_number=12, hearts_broken=True,
                           taken=[mine | low, rest & ~low, 0, 0], tricks=[4, 7, 0, 0])


def test_a_seat_mask_says_which_seats_keep_a_stopper() -> None:
    """``moon_playout(stopper=MASK)``: the seats in the mask keep a stopper, the others
    discard by the Normal rules; True is every seat, 0 or False none."""
    from hearts_desktop.games.hearts.bots.rollout import ALL_SEATS, moon_playout

    pos = _last_two_tricks()
    moon = (0, 26, 26, 26)
    stopped = (24, 2, 0, 0)  # the 5♥ goes to seat 0, the A♥ takes the 9♥
    assert moon_playout(pos) == moon_playout(pos, stopper=0) == moon
    assert moon_playout(pos, stopper=True) == moon_playout(pos, stopper=ALL_SEATS) == stopped
    assert moon_playout(pos, stopper=0b0010) == stopped  # seat 1 keeps its A♥
    assert moon_playout(pos, stopper=ALL_SEATS & ~0b0010) == moon  # seat 1 plays Normal
    # on whole deals, the full mask is True and the empty one False
    rules = Rules.preset("classic")
    for seed in range(60):
        hands, _ = deal_cards(rules, seed, 1, 3)
        deal = fast.from_state(start_hand(rules, hands, "hold"))
        assert moon_playout(deal, stopper=ALL_SEATS) == moon_playout(deal, stopper=True)
        assert moon_playout(deal, stopper=0) == moon_playout(deal)
