"""Card knowledge from a seat view, and sampling hidden hands consistent with it."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hearts_desktop.games.hearts import (
    Card,
    PassCards,
    Phase,
    PlayCard,
    Rules,
    Suit,
    apply,
    legal_actions,
    new_match,
    seat_view,
    start_hand,
)
from hearts_desktop.games.hearts.bots.knowledge import (
    Knowledge,
    MaskSampler,
    sample_deal,
    sample_hands,
)
from hearts_desktop.games.hearts.cards import FULL_PACK
from hearts_desktop.games.hearts.rng import Stream

CLASSIC = Rules.preset("classic")


def _deal_by_suit():
    # Seat 0: all clubs; seat 1: all diamonds; seat 2: all spades; seat 3: all hearts.
    return [[c for c in FULL_PACK if c.suit is s] for s in Suit]


def test_a_seat_that_does_not_follow_is_known_void():
    state = start_hand(CLASSIC, _deal_by_suit(), "hold")
    state, _ = apply(state, PlayCard(0, Card.parse("2C")))
    state, _ = apply(state, PlayCard(1, Card.parse("2D")))
    k = Knowledge.from_view(seat_view(state, 3))
    assert k.is_void(1, Suit.CLUBS)
    assert not k.is_void(2, Suit.CLUBS)  # seat 2 has not played yet
    assert k.unseen[Card.parse("2C")] == 0 and k.unseen[Card.parse("3C")] == 1
    assert sum(k.unseen.values()) == sum(k.hand_sizes) - len(k.hand)


def test_cards_passed_are_known_until_played():
    hands = [FULL_PACK[i::4] for i in range(4)]
    state = start_hand(CLASSIC, hands, "left")
    gift = hands[0][-3:]
    for seat in range(4):
        state, _ = apply(state, PassCards(seat, gift if seat == 0 else hands[seat][:3]))
    k = Knowledge.from_view(seat_view(state, 0))
    assert k.known[1] == Counter(gift)
    assert not any(k.known[s] for s in (0, 2, 3))
    # Seat 2 knows only its own pass (to seat 3), nothing of seat 0's.
    other = Knowledge.from_view(seat_view(state, 2))
    assert other.known[3] == Counter(hands[2][:3])
    assert not any(other.known[s] for s in (0, 1, 2))


def test_moon_threat_is_the_only_seat_with_penalty_cards():
    state = start_hand(CLASSIC, _deal_by_suit(), "hold")
    k = Knowledge.from_view(seat_view(state, 0))
    assert k.moon_threat() is None
    # Seat 0 (all clubs) wins every trick; seat 3 discards hearts from trick 2 on.
    for _ in range(2):
        for seat in range(4):
            state, _ = apply(state, legal_actions(state)[-1 if seat else 0])
    k = Knowledge.from_view(seat_view(state, 2))
    assert k.moon_threat() == 0 and k.points_taken[0] > 0


def _playout_views(preset: str, seed: int, steps: int):
    rules = Rules.preset(preset)
    state = new_match(rules, seed)
    stream = Stream(seed)
    for _ in range(steps):
        if state.phase is Phase.MATCH_OVER:
            break
        state, _ = apply(state, stream.choice(legal_actions(state)))
    return state


@settings(max_examples=60, deadline=None, derandomize=True, database=None)
@given(preset=st.sampled_from(["classic", "omnibus", "kitty", "hilo_joker", "cancellation",
                               "black_lady"]),
       seed=st.integers(0, 10_000), steps=st.integers(0, 120), seat=st.integers(0, 5))
def test_samples_are_consistent_with_the_view(preset, seed, steps, seat):
    state = _playout_views(preset, seed, steps)
    seat %= state.players
    view = seat_view(state, seat)
    k = Knowledge.from_view(view)
    hands, kitty = sample_deal(k, Stream(seed + 1))
    assert hands[seat] == view.hand
    assert [len(h) for h in hands] == list(view.hand_sizes)
    for s, hand in enumerate(hands):
        assert not k.known[s] - Counter(hand), "a known card went elsewhere"
        if s != seat:
            assert not any(c.suit in k.void[s] for c in hand), "a void suit was dealt"
    others = Counter(c for s, h in enumerate(hands) if s != seat for c in h) + Counter(kitty)
    assert others == k.unseen
    # The true deal is one of the consistent deals: its hidden cards obey the same knowledge.
    for s in range(state.players):
        if s != seat:
            assert not any(c.suit in k.void[s] for c in state.hands[s])
            assert not k.known[s] - Counter(state.hands[s])


def test_sampling_is_seeded_and_varies():
    state = _playout_views("classic", 4, 30)
    k = Knowledge.from_view(seat_view(state, 0))
    assert sample_hands(k, Stream(1)) == sample_hands(k, Stream(1))
    assert len({sample_hands(k, Stream(i)) for i in range(20)}) > 10


def test_tight_voids_still_sample():
    # Seat 1 and seat 2 have both shown void in clubs; seat 3 must hold every club left.
    state = start_hand(CLASSIC, [FULL_PACK[i::4] for i in range(4)], "hold")
    k = Knowledge.from_view(seat_view(state, 0))
    void = (frozenset(), frozenset({Suit.CLUBS, Suit.DIAMONDS}), frozenset({Suit.CLUBS}),
            frozenset({Suit.SPADES, Suit.HEARTS}))
    tight = Knowledge(**{**k.__dict__, "void": void})
    for i in range(10):
        hands = sample_hands(tight, Stream(i))
        assert all(c.suit in (Suit.SPADES, Suit.HEARTS) for c in hands[1])
        assert all(c.suit not in (Suit.SPADES, Suit.HEARTS) for c in hands[3])
    impossible = Knowledge(**{**k.__dict__, "void": (frozenset(),) + (frozenset(Suit),) * 3})
    with pytest.raises(ValueError, match="consistent"):
        sample_hands(impossible, Stream(0))


def _cards_of(mask: int) -> list[Card]:
    return [c for c in FULL_PACK if mask >> c.index & 1]


@settings(max_examples=60, deadline=None, derandomize=True, database=None)
@given(preset=st.sampled_from(["classic", "omnibus", "black_lady", "spot", "pink_lady",
                               "kitty"]),
       seed=st.integers(0, 10_000), steps=st.integers(0, 120), seat=st.integers(0, 5))
def test_mask_samples_are_consistent_with_the_view(preset, seed, steps, seat):
    state = _playout_views(preset, seed, steps)
    seat %= state.players
    view = seat_view(state, seat)
    k = Knowledge.from_view(view)
    sampler = MaskSampler(k)
    for i in range(3):
        hands = [_cards_of(m) for m in sampler.sample(Stream(seed + i))]
        assert hands[seat] == sorted(view.hand)
        assert [len(h) for h in hands] == list(view.hand_sizes)
        for s, hand in enumerate(hands):
            assert not k.known[s] - Counter(hand), "a known card went elsewhere"
            if s != seat:
                assert not any(c.suit in k.void[s] for c in hand), "a void suit was dealt"
        others = Counter(c for s, h in enumerate(hands) if s != seat for c in h)
        if not k.hidden_kitty:
            assert others == k.unseen
        else:
            assert not others - k.unseen


def test_mask_sampling_is_seeded_varies_and_respects_tight_voids():
    state = _playout_views("classic", 4, 30)
    k = Knowledge.from_view(seat_view(state, 0))
    sampler = MaskSampler(k)
    assert sampler.sample(Stream(1)) == MaskSampler(k).sample(Stream(1))
    assert len({tuple(sampler.sample(Stream(i))) for i in range(20)}) > 10
    state = start_hand(CLASSIC, [FULL_PACK[i::4] for i in range(4)], "hold")
    k = Knowledge.from_view(seat_view(state, 0))
    void = (frozenset(), frozenset({Suit.CLUBS, Suit.DIAMONDS}), frozenset({Suit.CLUBS}),
            frozenset({Suit.SPADES, Suit.HEARTS}))
    tight = MaskSampler(Knowledge(**{**k.__dict__, "void": void}))
    for i in range(20):
        hands = [_cards_of(m) for m in tight.sample(Stream(i))]
        assert all(c.suit in (Suit.SPADES, Suit.HEARTS) for c in hands[1])
        assert all(c.suit not in (Suit.SPADES, Suit.HEARTS) for c in hands[3])
        assert [len(h) for h in hands] == [13] * 4
    impossible = Knowledge(**{**k.__dict__, "void": (frozenset(),) + (frozenset(Suit),) * 3})
    with pytest.raises(ValueError, match="consistent"):
        MaskSampler(impossible).sample(Stream(0))


def test_mask_sampler_refuses_duplicate_cards():
    state = _playout_views("cancellation", 3, 0)
    k = Knowledge.from_view(seat_view(state, 0))
    with pytest.raises(ValueError, match="duplicate"):
        MaskSampler(k)
