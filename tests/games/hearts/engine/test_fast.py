"""The bitmask fast path (engine.fast) against the reference engine, move for move.

Both paths use the same random stream with the same conventions (fast.py module notes), so
they must play the very same cards: at every step the legal sets, trick winners, the
hearts-broken flag and the whole position agree, and the deal scores equal the engine's
``HandScored`` event; the stream ends in the same state.
"""

from __future__ import annotations

import itertools
import json
from collections.abc import Sequence
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hearts_desktop.bench.engine import finish_reference, reference_hand, reference_pass
from hearts_desktop.games.hearts import (
    Card,
    ChooseMoon,
    ChoosePass,
    MatchState,
    Phase,
    PlayCard,
    Rules,
    RulesError,
    Suit,
    apply,
    deal_cards,
    fast,
    legal_cards,
    new_match,
    seat_view,
    start_hand,
)
from hearts_desktop.games.hearts.events import Event, HandScored, TrickWon
from hearts_desktop.games.hearts.rng import PURPOSE_DEAL, Stream
from hearts_desktop.games.hearts.state import PassPlan, Trick

M64 = (1 << 64) - 1
GOLDEN = 0x9E3779B97F4A7C15


def R(preset: str = "classic", **changes: object) -> Rules:
    rules = Rules.preset(preset)
    return rules.replace(**changes) if changes else rules


# (id, rules, deal number, explicit pass plan, moon choice)
CASES: list[tuple[str, Rules, int, PassPlan | None, str]] = [
    ("classic", R(), 1, None, "others"),
    ("classic-right", R(), 2, None, "others"),
    ("classic-across", R(), 3, None, "others"),
    ("classic-hold", R(), 4, None, "others"),
    ("3p", R(players=3), 1, None, "others"),
    ("3p-korean", R(players=3, removal="korean"), 2, None, "others"),
    ("5p", R(players=5), 1, None, "others"),
    ("5p-korean-right", R(players=5, removal="korean"), 2, None, "others"),
    ("6p", R(players=6), 1, None, "others"),
    ("6p-korean", R(players=6, removal="korean"), 3, None, "others"),
    ("4p-leftover-2C", R(removed_cards=("2C",)), 1, None, "others"),
    ("4p-leftover-2H-dealer-left", R(removed_cards=("2H",), opening="dealer_left"), 1, None,
     "others"),
    ("5p-all-removed-twos", R(players=5, removed_cards=("2C", "2D", "2S", "2H")), 1, None,
     "others"),
    ("dealer-left", R(opening="dealer_left"), 1, None, "others"),
    ("dealer-left-3p", R(players=3, opening="dealer_left", first_trick_ban=False), 1, None,
     "others"),
    ("penalty-only", R(lead_exception="penalty_only"), 1, None, "others"),
    ("queen-breaks", R(queen_breaks_hearts=True), 1, None, "others"),
    ("no-first-ban", R(first_trick_ban=False), 1, None, "others"),
    ("black-lady", R("black_lady"), 1, None, "self"),
    ("basic", R("basic"), 1, None, "others"),
    ("omnibus", R("omnibus"), 2, None, "others"),
    ("omnibus-10d", R(bonus_card="10D"), 1, None, "others"),
    ("pink-lady", R("pink_lady"), 1, None, "others"),
    ("spot", R("spot"), 1, None, "others"),
    ("spot-b", R("spot", heart_values="spot_b"), 1, None, "others"),
    ("club10", R("club10"), 1, None, "others"),
    ("club10-no-bonus", R(club10_doubles=True), 3, None, "others"),
    ("target", R(target_reset=True), 1, None, "others"),
    ("moon-self", R(moon="self"), 1, None, "others"),
    ("moon-book", R(moon="book_reset"), 1, None, "others"),
    ("moon-off", R(moon="off", sun=True), 1, None, "others"),
    ("moon-choice-others", R(moon="choice"), 1, None, "others"),
    ("moon-choice-self", R(moon="choice", sun=True), 1, None, "self"),
    ("sun", R(sun=True), 1, None, "others"),
    ("online", R("online_de"), 2, None, "others"),
    ("no-pass", R(passing="none"), 1, None, "others"),
    ("always-left-5p", R(players=5, passing="left"), 2, None, "others"),
    ("split", R(passing="rotate_split"), 4, None, "others"),
    ("custom-cycle-6p", R(players=6, pass_cycle=(2, 3)), 2, None, "others"),
    ("pass-count-1", R(pass_count=1), 1, None, "others"),
    ("pass-count-5", R(players=3, pass_count=5), 1, None, "others"),
    ("pass-ban", R(pass_ban=("QS", "2C", "AH")), 1, None, "others"),
    ("dealer-choice", R(passing="dealer_choice"), 1, ((1, 2), (3, 1)), "others"),
    ("dealer-choice-hold", R(passing="dealer_choice", players=3), 1, (), "others"),
    ("explicit-plan", R(players=5), 1, ((2, 1), (-1, 2)), "others"),
]


def lockstep(rules: Rules, seed: int, deal_number: int = 1, dealer: int | None = None,
             pass_plan: PassPlan | None = None, moon_choice: str = "others"
             ) -> tuple[tuple[object, ...], int, list[int]]:
    """Play one random hand through the engine and the fast path side by side. Returns the
    deal scores, the final stream state and the trick winners."""
    n = rules.players
    if dealer is None:
        dealer = n - 1
    hands, rest = deal_cards(rules, seed, deal_number, dealer)
    stream = Stream.derive(seed, PURPOSE_DEAL, deal_number)
    stream.shuffled(rules.deck())
    direction = pass_plan if fast.deal_plan(rules, deal_number) is not None else None
    state = start_hand(rules, hands, direction, dealer=dealer, leftover=rest,
                       deal_number=deal_number)
    if state.phase is Phase.CHOOSING_PASS:
        assert pass_plan is not None
        state, _ = apply(state, ChoosePass(dealer, pass_plan))
    masks = [fast.mask_of(h) for h in state.hands]
    if state.phase is Phase.PASSING:
        assert state.pass_plan is not None
        twin = Stream(stream._state)
        fast.random_pass(rules, masks, state.pass_plan, twin)
        for seat in range(n):
            state, _ = apply(state, reference_pass(state, seat, stream))
        assert twin._state == stream._state
    assert state.phase is Phase.PLAYING
    pos = fast.from_state(state, moon_choice)
    assert pos.hands == masks == [fast.mask_of(h) for h in state.hands]
    winners: list[int] = []
    events: list[Event] = []
    while state.phase is Phase.PLAYING:
        legal = legal_cards(state)
        mask = fast.legal_mask(pos)
        assert mask == fast.mask_of(legal), (pos, legal)
        assert fast.cards_of(mask) == legal
        card = legal[fast.choose_index(stream, len(legal))]
        assert state.to_move == pos.to_move
        state, events = apply(state, PlayCard(pos.to_move, card))
        won = fast.play(pos, card.index)
        tricks = [e.winner for e in events if isinstance(e, TrickWon)]
        assert won == (tricks[0] if tricks else None)
        if won is not None:
            winners.append(won)
        assert pos.hearts_broken == state.hearts_broken
        if state.phase is Phase.PLAYING:
            assert pos == fast.from_state(state, moon_choice)
    assert pos.is_over
    assert fast.legal_mask(pos) == 0
    if state.phase is Phase.MOON_CHOICE:
        assert state.shooter is not None
        state, events = apply(state, ChooseMoon(state.shooter, moon_choice))
    scored = [e for e in events if isinstance(e, HandScored)]
    assert len(scored) == 1
    assert fast.score(pos) == scored[0].deal_scores
    assert pos.points() == scored[0].captured_points
    return scored[0].deal_scores, stream._state, winners


@pytest.mark.parametrize(("rules", "deal_number", "pass_plan", "moon_choice"),
                         [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_lockstep_and_random_hand(rules: Rules, deal_number: int, pass_plan: PassPlan | None,
                                  moon_choice: str) -> None:
    assert fast.supports(rules)
    tab = fast.fast_rules(rules, moon_choice)
    for seed in range(6):
        dealer = seed % rules.players
        scores, end_state, winners = lockstep(rules, seed, deal_number, dealer, pass_plan,
                                              moon_choice)
        assert len(winners) == rules.hand_size
        stream = Stream.derive(seed, PURPOSE_DEAL, deal_number)
        got = fast.random_hand(tab, stream, deal_number=deal_number, dealer=dealer,
                               pass_plan=pass_plan)
        assert got == scores
        assert stream._state == end_state
        ref = reference_hand(rules, seed, deal_number=deal_number, dealer=dealer,
                             pass_plan=pass_plan, moon_choice=moon_choice)
        assert ref.scores == scores and ref.winners == winners


def test_many_classic_hands_agree_end_to_end() -> None:
    rules = R()
    tab = fast.fast_rules(rules)
    moons = 0
    for seed in range(150):
        ref = reference_hand(rules, seed)
        stream = Stream.derive(seed, PURPOSE_DEAL, 1)
        assert fast.random_hand(tab, stream) == ref.scores
        moons += max(ref.scores) == 26 and sorted(ref.scores)[0] == 0
        total = sum(ref.scores)
        assert total in (26, 78)


def test_forced_moon_and_sun_are_scored() -> None:
    # E17: thirteen clubs -> a forced sun under O-SUN (0/52/52/52), a moon without it.
    clubs = [c for c in Rules().deck() if c.suit is Suit.CLUBS]
    rest = [c for c in Rules().deck() if c not in clubs]
    hands = [clubs, rest[0:13], rest[13:26], rest[26:39]]
    for sun, others in ((True, 52), (False, 26)):
        for moon, expect in (("others", (0, others, others, others)),
                             ("self", (-others, 0, 0, 0))):
            rules = R(sun=sun, moon=moon)
            state = start_hand(rules, hands, "hold")
            ref = finish_reference(state, Stream(1))
            pos = fast.from_state(state)
            assert fast.playout(pos, Stream(1)) == ref.scores == expect


# --------------------------------------------------------------------------- mid-hand


def random_states(rules: Rules, seed: int, deals: int = 1) -> list[MatchState]:
    """Every playing-phase state of random deals of a seeded match (random passes and
    plays through the reference engine)."""
    state = new_match(rules, seed)
    stream = Stream(seed ^ 0x5EED)
    out: list[MatchState] = []
    while state.deal_number <= deals and state.phase is not Phase.MATCH_OVER:
        if state.phase is Phase.PLAYING:
            out.append(state)
            legal = legal_cards(state)
            assert state.to_move is not None
            state, _ = apply(state, PlayCard(state.to_move, stream.choice(legal)))
        elif state.phase is Phase.PASSING:
            seat = next(s for s, g in enumerate(state.pass_given) if g is None)
            state, _ = apply(state, reference_pass(state, seat, stream))
        elif state.phase is Phase.CHOOSING_PASS:
            state, _ = apply(state, ChoosePass(state.dealer, ((1, 3),)))
        else:
            assert state.phase is Phase.MOON_CHOICE and state.shooter is not None
            state, _ = apply(state, ChooseMoon(state.shooter, "others"))
    return out


@pytest.mark.parametrize("rules", [R(), R(players=3, sun=True), R("omnibus", players=5),
                                   R(players=6, opening="dealer_left", moon="self"),
                                   R(removed_cards=("2C", "3C"), moon="choice"),
                                   R("black_lady"), R("club10", queen_breaks_hearts=True)],
                         ids=["classic", "3p-sun", "5p-omnibus", "6p-free-self", "leftover",
                              "black-lady", "club10-qs-breaks"])
def test_playout_from_mid_hand_states(rules: Rules) -> None:
    states = random_states(rules, seed=11, deals=2)
    for i, state in enumerate(states[::3]):
        pos = fast.from_state(state)
        before = pos.copy()
        a, b = Stream(1000 + i), Stream(1000 + i)
        assert fast.playout(pos, a) == finish_reference(state, b).scores
        assert a._state == b._state
        assert pos == before  # playout leaves the position alone


RULES_POOL = [case[1] for case in CASES if case[3] is None]


@settings(max_examples=60, deadline=None, derandomize=True, database=None)
@given(rules=st.sampled_from(RULES_POOL), seed=st.integers(0, 2**32), pick=st.integers(0, 999))
def test_random_positions_have_the_engines_legal_cards(rules: Rules, seed: int,
                                                       pick: int) -> None:
    states = random_states(rules, seed)
    for state in (states[pick % len(states)], states[(pick * 7) % len(states)]):
        pos = fast.from_state(state)
        mask = fast.legal_mask(pos)
        assert mask == fast.mask_of(legal_cards(state))
        assert mask != 0 and mask & ~pos.hands[pos.to_move] == 0  # 5.10.1
        # The same position as a bot builds it: its own view plus the hidden hands.
        seat = (pick + seed) % rules.players
        view = seat_view(state, seat)
        assert fast.from_view(view, pos.hands) == pos
        # Playing any legal card keeps the two paths together.
        card = fast.cards_of(mask)[pick % mask.bit_count()]
        after, _ = apply(state, PlayCard(pos.to_move, card))
        fast.play(pos, card.index)
        if after.phase is Phase.PLAYING and after.deal_number == state.deal_number:
            assert pos == fast.from_state(after)  # (a finished hand may already be redealt)


ODD_RULES = [R(), R(lead_exception="penalty_only"), R("black_lady"),
             R(queen_breaks_hearts=True, opening="dealer_left"), R(players=3, sun=True),
             R("pink_lady", players=5, lead_exception="penalty_only"),
             R(players=6, first_trick_ban=False, moon="self"), R("basic"), R("spot")]


@settings(max_examples=120, deadline=None, derandomize=True, database=None)
@given(rules=st.sampled_from(ODD_RULES + ODD_RULES + RULES_POOL), seed=st.integers(0, 2**32),
       shape=st.integers(0, 2), trick_number=st.integers(1, 4), broken=st.booleans(),
       played=st.integers(0, 5))
def test_odd_positions_match_the_engine(rules: Rules, seed: int, shape: int,
                                        trick_number: int, broken: bool,
                                        played: int) -> None:
    """Odd hands (the top cards: hearts only; penalty cards first: hearts and Q♠; or
    random) for any leader, trick number and hearts flag: legal sets, plays and a
    playout against the engine. Cards of the tricks already played are put in one
    seat's captured pile."""
    n = rules.players
    size = rules.hand_size - (trick_number - 1)
    stream = Stream(seed)
    deck = list(rules.deck())
    if shape == 0:
        order = stream.shuffled(deck)
    elif shape == 1:
        top = sorted(deck, reverse=True)[:size]
        order = top + stream.shuffled([c for c in deck if c not in top])
    else:
        pen = [c for c in deck if rules.is_penalty(c)]
        top = (stream.shuffled(pen) + stream.shuffled([c for c in deck if c not in pen]))[:size]
        order = top + stream.shuffled([c for c in deck if c not in top])
    hands = [tuple(sorted(order[i * size:(i + 1) * size])) for i in range(n)]
    leader = seed % n
    hands = hands[n - leader:] + hands[:n - leader]  # the odd hand leads
    rest = tuple(order[n * size:])
    state = start_hand(rules, [order[i::n][:rules.hand_size] for i in range(n)], "hold",
                       leftover=order[n * rules.hand_size:])
    if trick_number == 1:
        extra = {"face_up": rest}
    else:
        captured = [()] * n  # type: list[tuple[Card, ...]]
        taken = [0] * n
        captured[(seed >> 3) % n] = rest
        taken[(seed >> 3) % n] = trick_number - 1
        extra = {"captured": tuple(captured), "tricks_taken": tuple(taken), "face_up": ()}
    state = replace(state, hands=tuple(hands), to_move=leader,
                    trick=Trick(trick_number, leader), hearts_broken=broken,
                    **extra)  # type: ignore[arg-type]
    pos = fast.from_state(state)
    for step in range(min(played, n - 1) + 1):
        legal = legal_cards(state)
        assert fast.legal_mask(pos) == fast.mask_of(legal), (step, pos)
        if step < min(played, n - 1):
            assert state.to_move is not None
            card = legal[stream.below(len(legal))]
            state, _ = apply(state, PlayCard(state.to_move, card))
            fast.play(pos, card.index)
            assert pos.hearts_broken == state.hearts_broken
            assert pos == fast.from_state(state)
    a, b = Stream(seed), Stream(seed)
    assert fast.playout(pos, a) == finish_reference(state, b).scores
    assert a._state == b._state


def cards(text: str) -> list[Card]:
    return [Card.parse(t) for t in text.split()]


def situation(rules: Rules, hands: Sequence[Sequence[Card]], leader: int,
              plays: Sequence[str] = (), broken: bool = False) -> MatchState:
    """An engine state in which ``hands`` (equal sizes) are left and ``leader`` leads the
    current trick, then ``plays`` are played. Every other card has been captured by seat
    0 in earlier tricks, so the trick number follows from the hand size."""
    n, full = rules.players, rules.hand_size
    k = len(hands[0])
    trick_number = full - k + 1
    rest = [c for c in rules.deck() if all(c not in h for h in hands)]
    padded = [list(hands[s]) + rest[s * (full - k):(s + 1) * (full - k)] for s in range(n)]
    state = start_hand(rules, padded, "hold", leftover=rest[n * (full - k):])
    if trick_number > 1:
        state = replace(state, face_up=(), captured=(tuple(rest),) + ((),) * (n - 1),
                        tricks_taken=(trick_number - 1,) + (0,) * (n - 1))
    state = replace(state, hands=tuple(tuple(sorted(h)) for h in hands), to_move=leader,
                    trick=Trick(trick_number, leader), hearts_broken=broken)
    for text in plays:
        assert state.to_move is not None
        state, _ = apply(state, PlayCard(state.to_move, Card.parse(text)))
    return state


def check(state: MatchState, expected: str) -> None:
    """The fast path's legal set is the engine's and the expected one, and playouts from
    here agree with the engine's."""
    pos = fast.from_state(state)
    assert fast.cards_of(fast.legal_mask(pos)) == legal_cards(state) == sorted(cards(expected))
    for seed in range(3):
        a, b = Stream(seed), Stream(seed)
        assert fast.playout(pos, a) == finish_reference(state, b).scores
        assert a._state == b._state


HEARTS12 = "2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH"
CLUBS13 = "2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC AC"
DIAMONDS13 = "2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD AD"
SPADES13 = "2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS"


def test_spec_edge_cases_e1_to_e13() -> None:
    classic = R()
    # E1: the 2C holder must lead it.
    check(situation(classic, [cards("2C 9C AC 2H 3H 4H 5H 6H 7H 8H 9H 10H JH"),
                              cards("3C 4C 5C 6C 7C 8C 10C JC QC KC 2D 3D 4D"),
                              cards("5D 6D 7D 8D 9D 10D JD QD KD AD 2S 3S 4S"),
                              cards("5S 6S 7S 8S 9S 10S JS QS KS AS QH KH AH")], 0), "2C")
    # E4: void in clubs on trick 1 with a mixed hand: only the harmless cards.
    check(situation(classic, [cards(CLUBS13),
                              cards("5H QS 9D 4S 2H 3H 6H 7H 8H 9H 10H JH QH"),
                              cards("2D 3D 4D 5D 6D 7D 8D 10D JD QD KD AD KH"),
                              cards("2S 3S 5S 6S 7S 8S 9S 10S JS KS AS AH 4H")], 0, ["2C"]),
          "9D 4S")
    # E5: only hearts: every heart.
    check(situation(classic, [cards(CLUBS13), cards(HEARTS12 + " AH"), cards(DIAMONDS13),
                              cards(SPADES13)], 0, ["2C"]), HEARTS12 + " AH")
    # E6: hearts and Q♠ only: every card; with O-BREAK-QS the queen breaks hearts.
    e6 = [cards(CLUBS13), cards("QS " + HEARTS12), cards(DIAMONDS13),
          cards("2S 3S 4S 5S 6S 7S 8S 9S 10S JS KS AS AH")]
    check(situation(classic, e6, 0, ["2C"]), "QS " + HEARTS12)
    qs_breaks = R(queen_breaks_hearts=True)
    check(situation(qs_breaks, e6, 0, ["2C"]), "QS " + HEARTS12)
    state = situation(qs_breaks, e6, 0, ["2C", "QS"])
    pos = fast.from_state(situation(qs_breaks, e6, 0, ["2C"]))
    fast.play(pos, Card.parse("QS").index)
    assert state.hearts_broken and pos.hearts_broken and pos == fast.from_state(state)
    assert not situation(classic, e6, 0, ["2C", "QS"]).hearts_broken
    # E7: Q♠ and small spades on trick 1: only the small spades.
    check(situation(classic, [cards(CLUBS13),
                              cards("QS 2S 7S 2H 3H 4H 5H 6H 7H 8H 9H 10H JH"),
                              cards(DIAMONDS13),
                              cards("3S 4S 5S 6S 8S 9S 10S JS KS AS QH KH AH")], 0, ["2C"]),
          "2S 7S")
    # E8: a leader with hearts and Q♠ only, hearts unbroken (trick 2).
    e8 = [cards("QS 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH"),
          cards("3C 4C 5C 6C 7C 8C 9C 10C JC QC KC AC"),
          cards("2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD"),
          cards("3S 4S 5S 6S 7S 8S 9S 10S JS KS AS AD")]
    check(situation(classic, e8, 0), "QS")
    check(situation(R(lead_exception="penalty_only"), e8, 0),
          "QS 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH")
    check(situation(classic, e8, 0, broken=True), "QS 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH")
    # E9: a leader with hearts only leads any of them.
    check(situation(classic, [cards(HEARTS12), e8[1], e8[2],
                              cards("3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS")], 0), HEARTS12)
    # E11: Q♠ may be led on trick 2 with hearts unbroken.
    check(situation(classic, [cards("QS 2S 2D 3D 4D 5D 6D 7D 8D 9D 10D JD"),
                              cards("3C 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH"),
                              cards("QD KD AD 4S 5S 6S 7S 8S 9S 10S JS KS"),
                              cards("4C 5C 6C 7C 8C 9C 10C JC QC KC AC 3S")], 0),
          "QS 2S 2D 3D 4D 5D 6D 7D 8D 9D 10D JD")
    # E12: dealer's-left opening, ♠8 led: a follower whose only spade is Q♠ plays it.
    free = R(opening="dealer_left")
    check(situation(free, [cards("8S 2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC"),
                           cards("QS AC 2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD"),
                           cards("2S 3S 4S 5S 6S 7S 9S 10S JS KS AS KD AD"),
                           cards(HEARTS12 + " AH")], 0, ["8S"]), "QS")
    # E13: the free opener with hearts and Q♠ only may lead only Q♠; with hearts only,
    # any heart; with anything else, no penalty card.
    check(situation(free, [cards("QS " + HEARTS12), cards(CLUBS13), cards(DIAMONDS13),
                           cards("2S 3S 4S 5S 6S 7S 8S 9S 10S JS KS AS AH")], 0), "QS")
    check(situation(free, [cards(HEARTS12 + " AH"), cards(CLUBS13), cards(DIAMONDS13),
                           cards(SPADES13)], 0), HEARTS12 + " AH")
    check(situation(free, [cards("QS 2S " + HEARTS12[:-3]), cards(CLUBS13),
                           cards(DIAMONDS13), cards("3S 4S 5S 6S 7S 8S 9S 10S JS KS AS KH AH")],
                    0), "2S")


@pytest.mark.parametrize("breaks", [True, False])
def test_a_discarded_queen_breaks_hearts_in_playouts(breaks: bool) -> None:
    """Seat 1 may discard Q♠ on trick 11; under O-BREAK-QS seat 0 may then lead its heart
    on trick 12 (a choice of two, so one more draw), otherwise only 3D."""
    rules = R(queen_breaks_hearts=breaks)
    state = situation(rules, [cards("2D 3D 4H"), cards("QS 5C 6C"), cards("7C 8C 9C"),
                              cards("10C JC QC")], 0)
    queens = 0
    for seed in range(12):
        a, b = Stream(seed), Stream(seed)
        ref = finish_reference(state, b)
        assert fast.playout(fast.from_state(state), a) == ref.scores
        assert a._state == b._state
        queens += ref.plays[1] == Card.parse("QS")
    assert queens > 0


# --------------------------------------------------------------------------- RNG edges


def _unmix(v: int) -> int:
    """The SplitMix64 state whose output is ``v`` (the mixer is a bijection)."""
    def unshift(y: int, k: int) -> int:
        x = y
        for _ in range(64 // k + 1):
            x = y ^ (x >> k)
        return x & M64

    z = unshift(v, 31)
    z = (z * pow(0x94D049BB133111EB, -1, 1 << 64)) & M64
    z = unshift(z, 27)
    z = (z * pow(0xBF58476D1CE4E5B9, -1, 1 << 64)) & M64
    return unshift(z, 30)


def stream_giving(first: int) -> Stream:
    """A stream whose next 64-bit output is ``first``."""
    return Stream((_unmix(first) - GOLDEN) & M64)


def test_unmix() -> None:
    for v in (0, 1, M64, M64 - 5, 0x0123456789ABCDEF):
        assert stream_giving(v).next64() == v


@pytest.mark.parametrize("first", [M64, M64 - 3, M64 - 20, M64 - 64, M64 - 200])
def test_rejection_and_slow_paths_match_the_stream(first: int) -> None:
    """Draws in the rejection zone of ``below(n)`` (and next to it) in the inlined loops:
    the shuffle, the pass and a playout."""
    rules = R()
    # The shuffle: its first draw is below(52), rejected for 2**64 - 1.
    ref_stream = stream_giving(first)
    cards = ref_stream.shuffled(rules.deck())
    dealt = [cards[seat::4] for seat in range(4)]  # dealer 3: seat 0 gets the first card
    state = start_hand(rules, dealt, "left", dealer=3)
    ref = finish_reference(state, ref_stream)
    stream = stream_giving(first)
    assert fast.random_hand(rules, stream) == ref.scores
    assert stream._state == ref_stream._state
    # The pass: below(C(13, 3)).
    a, b = stream_giving(first), stream_giving(first)
    masks = fast.random_pass(rules, [fast.mask_of(h) for h in state.hands], ((1, 3),), a)
    for seat in range(4):
        state, _ = apply(state, reference_pass(state, seat, b))
    assert masks == [fast.mask_of(h) for h in state.hands] and a._state == b._state
    # A playout whose first choice is among 3, 5, 6 or 7 cards (not a power of two).
    for s in random_states(rules, 3):
        if len(legal_cards(s)) in (3, 5, 6, 7):
            a, b = stream_giving(first), stream_giving(first)
            assert fast.playout(fast.from_state(s), a) == finish_reference(s, b).scores
            assert a._state == b._state
            break
    else:  # pragma: no cover
        pytest.fail("no position with 3, 5, 6 or 7 legal cards")


def test_pass_choice_is_combinations_order() -> None:
    for m, k in ((13, 3), (17, 3), (10, 1), (8, 8), (17, 8), (16, 7), (5, 0)):
        every = list(itertools.combinations(range(m), k))
        for i in {0, min(1, len(every) - 1), len(every) // 3, len(every) - 1}:
            assert fast.pass_choice(m, k, i) == every[i]
    # The unranking path (tables are built only for small counts).
    assert fast._combination_table(17, 8) is None
    every = list(itertools.combinations(range(17), 8))
    assert [fast.pass_choice(17, 8, i) for i in range(0, len(every), 997)] == every[::997]


def test_choose_index_draws_nothing_for_a_forced_choice() -> None:
    s = Stream(5)
    assert fast.choose_index(s, 1) == 0 and s._state == Stream(5)._state
    assert fast.choose_index(s, 7) == Stream(5).below(7)


# --------------------------------------------------------------------------- API


def test_masks_and_suits() -> None:
    assert fast.SUIT_MASKS == (fast.CLUBS, fast.DIAMONDS, fast.SPADES, fast.HEARTS)
    assert fast.mask_of(["2C"]) == 1 and fast.mask_of(["AH"]) == 1 << 51
    assert fast.mask_of(["QS"]) == 1 << Card.parse("QS").index
    assert fast.cards_of(fast.HEARTS) == [c for c in Rules().deck() if c.suit.name == "HEARTS"]
    assert fast.indices_of(0b101) == [0, 2]
    with pytest.raises(ValueError):
        fast.mask_of(["QS", "QS"])
    with pytest.raises(ValueError):
        fast.mask_of(["JK"])


@pytest.mark.parametrize("preset", ["kitty", "hilo_joker", "cancellation", "complex"])
def test_unsupported_rules_raise(preset: str) -> None:
    rules = R(preset)
    assert not fast.supports(rules)
    with pytest.raises(ValueError):
        fast.fast_rules(rules)
    with pytest.raises(ValueError):
        fast.random_hand(rules, Stream(1))
    with pytest.raises(ValueError):
        fast.from_hands(rules, [0] * rules.players, leader=0)
    with pytest.raises(ValueError):
        fast.random_pass(rules, [0] * rules.players, ((1, 3),), Stream(1))
    state = new_match(rules, 1)
    with pytest.raises(ValueError):
        fast.from_state(state)


def test_bad_input_raises() -> None:
    rules = R()
    with pytest.raises(ValueError):
        fast.random_hand(R(passing="dealer_choice"), Stream(1))
    with pytest.raises(ValueError):
        fast.from_state(new_match(rules, 1))  # passing phase
    with pytest.raises(ValueError):
        fast.fast_rules(rules, moon_choice="sometimes")
    hands = [fast.CLUBS, fast.DIAMONDS, fast.SPADES, fast.HEARTS]
    with pytest.raises(ValueError):
        fast.from_hands(rules, hands[:3], leader=0)
    with pytest.raises(ValueError):
        fast.from_hands(rules, [fast.CLUBS] * 4, leader=0)
    with pytest.raises(ValueError):
        fast.from_hands(rules, hands, leader=0, trick=[0])  # 2C is still in seat 0's hand
    with pytest.raises(ValueError):
        fast.from_hands(rules, hands, leader=4)
    pos = fast.from_hands(rules, hands, leader=0)
    with pytest.raises(ValueError):
        fast.play(pos, 1)  # 3C: the 2C must be led
    with pytest.raises(ValueError):
        fast.score(pos)
    view_state = random_states(rules, 2)[5]
    with pytest.raises(ValueError):
        fast.from_view(seat_view(view_state, 0), fast.from_state(view_state).hands[::-1])


def test_position_copy_play_and_score() -> None:
    rules = R()
    hands = [fast.CLUBS, fast.DIAMONDS, fast.SPADES, fast.HEARTS]
    pos = fast.from_hands(rules, hands, leader=0)
    assert pos.to_move == 0 and pos.players == 4 and pos.rules == rules
    twin = pos.copy()
    assert twin == pos and twin is not pos and twin.hands is not pos.hands
    assert fast.legal_mask(pos) == 1
    assert fast.play(pos, 0) is None
    assert twin != pos and twin.hands[0] == fast.CLUBS
    # Every other seat is void in clubs; on trick 1 the hearts hand may discard a heart
    # (all penalty cards), the others must keep their penalty cards.
    assert fast.legal_mask(pos) == fast.DIAMONDS
    fast.play(pos, 13)
    assert fast.legal_mask(pos) == fast.SPADES & ~fast.mask_of(["QS"])
    fast.play(pos, 26)
    assert fast.legal_mask(pos) == fast.HEARTS
    assert fast.play(pos, 39) == 0
    assert pos.hearts_broken and pos.trick_number == 2 and pos.leader == 0
    assert pos.tricks == [1, 0, 0, 0] and pos.points() == (1, 0, 0, 0)
    # Seat 0 leads clubs to the end and takes everything: a moon.
    while not pos.is_over:
        fast.play(pos, fast.indices_of(fast.legal_mask(pos))[0])
    assert pos.tricks == [13, 0, 0, 0]
    assert fast.score(pos) == (0, 26, 26, 26)
    assert "Position(" in repr(pos) and "FastRules(" in repr(pos.tab)


def test_deal_plan_follows_the_engine() -> None:
    for rules in (R(), R(players=3), R(passing="rotate_split"), R(players=6, pass_cycle=(2,))):
        for deal_number in range(1, 7):
            state = start_hand(rules, deal_cards(rules, 1, deal_number, 0)[0],
                               deal_number=deal_number, dealer=0)
            assert fast.deal_plan(rules, deal_number) == (state.pass_plan or ())
    assert fast.deal_plan(R(passing="dealer_choice")) is None



def test_sun_from_hands_counts_earlier_tricks() -> None:
    """The last trick of a sun: seat 0 has won the 12 others; a seat that won a trick
    earlier (``tricks``) rules the sun out even without its captured cards."""
    rules = R(sun=True)
    hands = [fast.mask_of(["AC"]), fast.mask_of(["2C"]), fast.mask_of(["3C"]),
             fast.mask_of(["4C"])]
    rest = ((1 << 52) - 1) & ~(hands[0] | hands[1] | hands[2] | hands[3])
    pos = fast.from_hands(rules, hands, leader=0, trick_number=13, hearts_broken=True,
                          taken=[rest, 0, 0, 0], tricks=[12, 0, 0, 0])
    assert fast.playout(pos, Stream(1)) == (0, 52, 52, 52)
    pos = fast.from_hands(rules, hands, leader=0, trick_number=13, hearts_broken=True,
                          taken=[rest, 0, 0, 0], tricks=[11, 1, 0, 0])
    assert fast.playout(pos, Stream(1)) == (0, 26, 26, 26)
    while not pos.is_over:
        fast.play(pos, fast.indices_of(fast.legal_mask(pos))[0])
    assert fast.score(pos) == (0, 26, 26, 26)


def test_zero_valued_queen_of_hearts_is_rejected() -> None:
    # With Q♥ worth 0 a hand of Q♠ and hearts had no legal lead on a free trick 1.
    with pytest.raises(RulesError):
        R(queen_of_hearts=0)


def test_bench_engine_runs(capsys: pytest.CaptureFixture[str]) -> None:
    from hearts_desktop.bench.__main__ import main

    assert main(["engine", "--runs", "1", "--seconds", "0.01", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert set(data["results"]) == {"reference", "fast"}
    assert data["results"]["fast"]["plays_per_hand"] == 52
    assert main(["engine", "--runs", "1", "--seconds", "0.01", "--only", "fast"]) == 0
    assert "hands/s" in capsys.readouterr().out
