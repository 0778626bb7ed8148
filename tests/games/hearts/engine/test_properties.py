"""Hypothesis properties of the rules engine over random rules, deals and playouts.

Moves are picked with the engine's own ``Stream`` from a drawn seed, so a failing example
shrinks to a small (rules, seed) pair that replays exactly.
"""

from __future__ import annotations

import copy
import functools
from collections import Counter
from collections.abc import Iterator
from dataclasses import replace
from typing import Any

from hypothesis import HealthCheck, assume, currently_in_test_context, example, given, settings
from hypothesis import event as hypothesis_event
from hypothesis import strategies as st

from hearts_desktop.games.hearts import (
    Abandon,
    Action,
    Card,
    ChooseMoon,
    ChoosePass,
    FaceUpTaken,
    HandScored,
    IllegalActionError,
    KittyTaken,
    MatchState,
    PassCards,
    Phase,
    PlayCard,
    Rules,
    RulesError,
    Suit,
    Timeout,
    Trick,
    TrickWon,
    Violation,
    apply,
    deal_cards,
    legal_actions,
    legal_cards,
    new_match,
    replay,
    seats_to_act,
    start_hand,
    to_record,
)
from hearts_desktop.games.hearts.rng import Stream

PROFILE = {
    "deadline": None,
    "derandomize": True,
    "database": None,
    "suppress_health_check": [HealthCheck.too_slow, HealthCheck.filter_too_much],
}


def event(label: str) -> None:
    """Count a case in ``--hypothesis-show-statistics`` (a no-op outside Hypothesis)."""
    if currently_in_test_context():
        hypothesis_event(label)


# --------------------------------------------------------------------------- strategies

OPTION_STRATEGIES: dict[str, st.SearchStrategy[Any]] = {
    "removal": st.sampled_from(["standard", "korean"]),
    "passing": st.sampled_from(["rotate", "left", "none", "rotate_split", "dealer_choice"]),
    "pass_count": st.integers(0, 4),
    "pass_ban": st.sampled_from([(), ("QS",), ("2C",), ("QS", "2C")]),
    "dealer_choice_cap": st.integers(0, 4),
    "opening": st.sampled_from(["lowest_club", "dealer_left"]),
    "lead_exception": st.sampled_from(["hearts_only", "penalty_only"]),
    "queen_breaks_hearts": st.booleans(),
    "first_trick_ban": st.booleans(),
    "end": st.sampled_from(["exceeds", "reaches"]),
    "end_threshold": st.sampled_from([None, 26, 50, 100]),
    "deal_limit": st.sampled_from([None, 1, 2, 3]),
    "tie": st.sampled_from(["shared", "play_on"]),
    "moon": st.sampled_from(["others", "self", "book_reset", "choice", "off"]),
    "sun": st.booleans(),
    "heart_values": st.sampled_from(["one", "spot_a", "spot_b"]),
    "queen_of_spades": st.sampled_from([0, 13, 15, 25]),
    "queen_of_hearts": st.sampled_from([None, 13]),
    "bonus_card": st.sampled_from([None, "JD", "10D"]),
    "club10_doubles": st.booleans(),
    "target_reset": st.booleans(),
    "complex_moon": st.sampled_from(["choice", "signs"]),
    "kitty_recipient": st.sampled_from(["first_trick", "first_penalty_trick"]),
    "move_timer": st.sampled_from([None, 15]),
    "tournament": st.booleans(),
}


@st.composite
def rules_st(draw: st.DrawFn, *, plain: bool = False) -> Rules:
    """A preset with random valid option overrides. ``plain``: no bonus card, no 10♣
    doubling, no spot/pink/complex values (the sums of property (c) are exact)."""
    names = Rules.preset_names()
    if plain:
        names = tuple(n for n in names if n not in ("omnibus", "pink_lady", "spot", "complex",
                                                    "club10"))
    base = Rules.preset(draw(st.sampled_from(names)))
    changes: dict[str, Any] = draw(st.fixed_dictionaries({}, optional=OPTION_STRATEGIES))
    if base.cancellation:
        changes["players"] = draw(st.integers(6, 8))
        changes["packs"] = draw(st.sampled_from([2, 2, 3]))
        changes.pop("opening", None)
        changes.pop("passing", None)
    elif not (base.kitty or base.jokers) and draw(st.booleans()):
        changes["players"] = draw(st.integers(3, 6))
        if changes["players"] == 6 and draw(st.booleans()):
            changes["removed_cards"] = ("2C", "2D", "2S", "2H")  # S-JA "all four 2s"
    players = changes.get("players", base.players)
    if players != 4 and changes.get("passing") == "rotate_split":
        del changes["passing"]
    if base.complex_scoring:
        changes.pop("heart_values", None)
        changes.pop("target_reset", None)
    if plain:
        for key in ("heart_values", "bonus_card", "club10_doubles", "queen_of_hearts"):
            changes.pop(key, None)
    if changes.get("end_threshold", base.end_threshold) is None and changes.get(
            "deal_limit", base.deal_limit) is None:
        changes["deal_limit"] = 2
    try:
        return base.replace(**changes)
    except RulesError:
        assume(False)
        raise  # unreachable


def stacked_deal(rules: Rules, seed: int) -> tuple[list[list[Card]], list[Card]]:
    """Seat 0 gets the highest cards (a likely moon); the rest is shuffled round robin."""
    n, size = rules.players, rules.hand_size
    deck = sorted(rules.deck(), key=lambda c: (-c.rank if not c.is_joker else -15, c.suit))
    hero, rest = deck[:size], Stream(seed).shuffled(deck[size:])
    hands = [list(hero)] + [rest[i * size:(i + 1) * size] for i in range(n - 1)]
    return hands, rest[(n - 1) * size:]


@st.composite
def games(draw: st.DrawFn, *, plain: bool = False) -> tuple[MatchState, int, bool]:
    """A starting state (a seeded match, or a single explicit deal that favours a moon), a
    move seed and whether seat 0 plays greedily for the moon."""
    rules = draw(rules_st(plain=plain))
    seed = draw(st.integers(0, 2**32))
    kind = draw(st.sampled_from(["match", "match", "stacked"]))
    if kind == "match":
        state = new_match(rules, seed)
    else:
        if draw(st.booleans()) and not rules.complex_scoring:
            rules = rules.replace(moon="choice")  # reach the MOON_CHOICE phase too
        hands, leftover = stacked_deal(rules, seed)
        direction = draw(st.sampled_from([None, "hold"]))
        state = start_hand(rules, hands, direction, leftover=leftover)
    return state, draw(st.integers(0, 2**32)), draw(st.booleans())


def pick(state: MatchState, rng: Stream, greedy: bool) -> Action:
    actions = legal_actions(state)
    if greedy and state.phase is Phase.PLAYING and state.trick is not None:
        plays = [a for a in actions if isinstance(a, PlayCard)]
        pen = state.rules.is_penalty
        if state.to_move == 0:  # the hero: take everything
            return max(plays, key=lambda a: (a.card.rank, pen(a.card), a.card.suit))
        led = state.trick.plays[0][1].suit if state.trick.plays else None
        if led is not None and any(a.card.suit is led for a in plays):
            return min(plays, key=lambda a: (a.card.rank, a.card.suit))
        return min(plays, key=lambda a: (pen(a.card), -a.card.rank, a.card.suit))
    return rng.choice(actions)


def playout(state: MatchState, seed: int, greedy: bool, max_deals: int = 2,
            max_steps: int = 2000) -> Iterator[tuple[MatchState, Action | None, list[Any]]]:
    """Yield (state, action that led to it, its events), starting with the initial state."""
    rng = Stream(seed)
    yield state, None, []
    deals = 0
    for _ in range(max_steps):
        if state.is_over or deals >= max_deals:
            return
        action = pick(state, rng, greedy)
        state, events = apply(state, action)
        deals += sum(1 for e in events if isinstance(e, HandScored))
        yield state, action, events


def cards_in_play(state: MatchState) -> Counter[Card]:
    out: Counter[Card] = Counter()
    for h in state.hands:
        out.update(h)
    if state.trick is not None:
        out.update(state.trick.cards)
    for c in state.captured:
        out.update(c)
    out.update(state.set_aside)
    out.update(state.face_up)
    if state.kitty_owner is None:
        out.update(state.kitty)
    return out


# --------------------------------------------------------------------------- (a) and (b)


def check_legal_actions(state: MatchState) -> None:
    acting = seats_to_act(state)
    if state.is_over:
        assert acting == () and legal_actions(state) == []
        return
    assert acting, f"nobody can act in phase {state.phase}"
    actions = legal_actions(state)
    assert actions, f"no legal action in phase {state.phase} for {acting}"
    seats = range(state.players)
    if state.phase is Phase.PASSING:  # enumerating passes is costly: one seat of each kind
        seats = [acting[0], *[s for s in seats if s not in acting][:1]]
    for seat in seats:
        mine = legal_actions(state, seat)
        assert bool(mine) == (seat in acting)
        assert all(a.seat == seat for a in mine)
    if state.phase is Phase.PLAYING:
        assert len(acting) == 1 and acting[0] == state.to_move
        cards = legal_cards(state)
        assert cards and actions == [PlayCard(acting[0], c) for c in cards]
        hand = state.hands[acting[0]]
        assert set(cards) <= set(hand)
        for action in actions:  # every listed action is accepted
            apply(state, action)
    else:
        apply(state, actions[0])
        apply(state, actions[-1])


@functools.cache
def full_deck(rules: Rules) -> Counter[Card]:
    return Counter(rules.deck())


def check_conservation(state: MatchState) -> None:
    rules = state.rules
    if state.phase is Phase.CHOOSING_PASS and state.seed is not None:
        # dealer's choice: the deal waits for the scheme, nothing is dealt yet
        assert cards_in_play(state) == Counter()
        return
    deck = full_deck(rules)
    assert cards_in_play(state) == deck
    if state.phase is Phase.PLAYING and state.trick is not None:
        played = {seat for seat, _ in state.trick.plays}
        size = deck.total() // rules.players
        for seat, hand in enumerate(state.hands):
            assert len(hand) == size - len(state.tricks) - (seat in played)


@settings(max_examples=55, **PROFILE)
@given(game=games())
def test_a_seat_to_act_always_has_a_legal_action_and_cards_are_conserved(
        game: tuple[MatchState, int, bool]) -> None:
    state0, seed, greedy = game
    for state, _, _ in playout(state0, seed, greedy, max_deals=2):
        event(state.phase.value)
        check_legal_actions(state)
        check_conservation(state)


# --------------------------------------------------------------------------- (c)


def captured_from_events(n: int, events: list[Any]) -> list[list[Card]]:
    captured: list[list[Card]] = [[] for _ in range(n)]
    for e in events:
        if isinstance(e, TrickWon):
            captured[e.winner].extend(c for _, c in e.plays)
            captured[e.winner].extend(e.set_aside_taken)
        elif isinstance(e, (KittyTaken, FaceUpTaken)):
            captured[e.seat].extend(e.cards)
    return captured


def check_hand_scored(rules: Rules, deal_events: list[Any], scored: HandScored) -> None:
    n = rules.players
    deck = rules.deck()
    v = rules.moon_value()
    bonus = sum(rules.card_value(c) for c in deck if not rules.is_penalty(c)
                and not rules.is_doubler(c))
    captured = captured_from_events(n, deal_events)
    assert Counter(c for cs in captured for c in cs) == Counter(deck)
    points = tuple(sum((rules.card_value(c) for c in cs), start=0) for cs in captured)
    assert scored.captured_points == points
    assert sum(scored.captured_points) == v + bonus
    # the shooter is the one seat holding every penalty card, if the moon is on
    need = Counter(c for c in deck if rules.is_penalty(c))
    holders = [s for s in range(n) if Counter(c for c in captured[s] if rules.is_penalty(c))
               == need]
    expected_shooter = holders[0] if holders and rules.moon.value != "off" else None
    assert scored.shooter == expected_shooter
    winners = {e.winner for e in deal_events if isinstance(e, TrickWon)}
    assert scored.sun == (rules.sun and scored.shooter is not None and winners == {
        scored.shooter})
    if rules.club10_doubles or rules.complex_scoring:
        return  # the 10♣ multiplies one seat's points: no fixed total
    total = sum(scored.deal_scores)
    if scored.shooter is None:
        assert scored.deal_scores == scored.captured_points
        assert total == v + bonus
        return
    moon = v * (2 if scored.sun else 1)
    option = scored.moon_option
    assert option in ("others", "self", "book_reset")
    for seat in range(n):
        own_bonus = sum(rules.card_value(c) for c in captured[seat]
                        if not rules.is_penalty(c))
        if option == "self":
            expect = own_bonus - (moon if seat == scored.shooter else 0)
        else:
            expect = own_bonus + (0 if seat == scored.shooter else moon)
        assert scored.deal_scores[seat] == expect
    if option == "self":
        assert total == bonus - moon
    else:
        assert total == bonus + (n - 1) * moon


def run_and_check_scores(state0: MatchState, seed: int, greedy: bool, max_deals: int
                         ) -> list[HandScored]:
    rules = state0.rules
    seen: list[HandScored] = []
    deal_events: list[Any] = []
    for state, _, events in playout(state0, seed, greedy, max_deals=max_deals):
        for e in events:
            deal_events.append(e)
            if isinstance(e, HandScored):
                check_hand_scored(rules, deal_events, e)
                event("moon" if e.shooter is not None else "no moon")
                seen.append(e)
                deal_events = []
        if state.phase is Phase.MOON_CHOICE:
            # only the shooter decides, between the options of the rules
            options = legal_actions(state)
            assert options and all(isinstance(o, ChooseMoon) for o in options)
            assert {o.seat for o in options} == {state.shooter} == {state.to_move}
    return seen


@settings(max_examples=60, **PROFILE)
@given(game=games(plain=True))
def test_deal_scores_add_up_in_plain_rules(game: tuple[MatchState, int, bool]) -> None:
    state0, seed, greedy = game
    run_and_check_scores(state0, seed, greedy, max_deals=2)


@settings(max_examples=40, **PROFILE)
@given(game=games())
def test_captured_points_add_up_in_every_variant(game: tuple[MatchState, int, bool]) -> None:
    state0, seed, greedy = game
    run_and_check_scores(state0, seed, greedy, max_deals=1)


def classic_case(seed: int, stacked: bool) -> MatchState:
    rules = Rules.preset("classic")
    if not stacked:
        return new_match(rules, seed)
    hands, _ = stacked_deal(rules, seed)
    return start_hand(rules, hands, "hold")


@settings(max_examples=30, **PROFILE)
@given(seed=st.integers(0, 2**32), stacked=st.booleans(), greedy=st.booleans())
@example(seed=1, stacked=True, greedy=True)
@example(seed=2, stacked=False, greedy=False)
def test_classic_deal_scores_are_26_or_78(seed: int, stacked: bool, greedy: bool) -> None:
    for scored in run_and_check_scores(classic_case(seed, stacked), seed, greedy, 2):
        assert sum(scored.captured_points) == 26
        assert sum(scored.deal_scores) == (26 if scored.shooter is None else 78)


def test_the_moon_branch_is_exercised() -> None:
    # the stacked deal of the examples above really is a moon (78), so (c) checks both sums
    scored = run_and_check_scores(classic_case(1, True), 1, True, 1)
    assert scored[0].shooter == 0
    assert sum(scored[0].deal_scores) == 78


# --------------------------------------------------------------------------- (d)


@settings(max_examples=30, **PROFILE)
@given(game=games(), data=st.data())
def test_replaying_the_record_gives_an_equal_state(game: tuple[MatchState, int, bool],
                                                   data: st.DataObject) -> None:
    state0, seed, greedy = game
    states = [s for s, _, _ in playout(state0, seed, greedy, max_deals=1)]
    picks = data.draw(st.lists(st.integers(0, len(states) - 1), min_size=1, max_size=3))
    for i in {*picks, len(states) - 1}:
        state = states[i]
        record = to_record(state)
        assert replay(record) == state
        assert replay(record.to_json()) == state


# --------------------------------------------------------------------------- (e)


def illegal_candidates(state: MatchState) -> list[tuple[str, Action | Any]]:
    """Actions the rules must refuse in ``state``, each with a label."""
    rules = state.rules
    n = rules.players
    deck = sorted(set(rules.deck()))
    out: list[tuple[str, Any]] = [
        ("unknown seat", PlayCard(n, deck[0])),
        ("negative seat", PlayCard(-1, deck[0])),
    ]
    if rules.move_timer is None:
        out.append(("timeout without timer", Timeout(0)))
    if state.is_over:
        out.append(("play after the end", PlayCard(0, deck[0])))
        return out
    acting = seats_to_act(state)
    if state.phase is Phase.PLAYING:
        seat = state.to_move
        assert seat is not None
        hand = state.hands[seat]
        legal = set(legal_cards(state))
        out += [("card not in hand", PlayCard(seat, c)) for c in deck if c not in hand][:3]
        out += [("card not legal", PlayCard(seat, c)) for c in hand if c not in legal][:3]
        out += [("wrong seat", PlayCard(s, state.hands[s][0])) for s in range(n)
                if s != seat and state.hands[s]][:2]
        out.append(("pass while playing", PassCards(seat, hand[:rules.pass_count])))
        out.append(("choose pass while playing", ChoosePass(seat, ())))
        out.append(("moon choice while playing", ChooseMoon(seat, "others")))
    elif state.phase is Phase.PASSING:
        plan = state.pass_plan or ()
        need = sum(c for _, c in plan)
        seat = acting[0]
        hand = state.hands[seat]
        out.append(("play while passing", PlayCard(seat, hand[0])))
        for k in {need - 1, need + 1, 0}:
            if 0 <= k <= len(hand) and k != need:
                out.append(("pass of the wrong size", PassCards(seat, hand[:k])))
        others = [c for c in deck if c not in hand]
        if need and others:
            out.append(("pass card not in hand", PassCards(seat, (*hand[:need - 1],
                                                                   others[0]))))
        banned = [c for c in hand if c in rules.pass_ban]
        passable = [c for c in hand if c not in rules.pass_ban]
        if need and banned and len(passable) >= need:
            out.append(("banned pass card", PassCards(seat, (banned[0],
                                                             *passable[:need - 1]))))
        done = [s for s in range(n) if state.pass_given[s] is not None]
        if done and need:
            s = done[0]
            out.append(("second pass", PassCards(s, state.hands[s][:need])))
    elif state.phase is Phase.CHOOSING_PASS:
        out.append(("not the dealer", ChoosePass((state.dealer + 1) % n, ())))
        out.append(("scheme to self", ChoosePass(state.dealer, ((0, 1),))))
        out.append(("scheme over cap", ChoosePass(
            state.dealer, ((1, rules.dealer_choice_cap + 1),))))
        out.append(("play while choosing", PlayCard(state.dealer, deck[0])))
    elif state.phase is Phase.MOON_CHOICE:
        shooter = state.shooter
        assert shooter is not None
        out.append(("bad moon option", ChooseMoon(shooter, "sideways")))
        out.append(("moon choice by another seat", ChooseMoon((shooter + 1) % n, "self")))
        out.append(("play while choosing the moon", PlayCard(shooter, deck[0])))
    return out


@settings(max_examples=50, **PROFILE)
@given(game=games(), data=st.data())
def test_a_rejected_action_changes_nothing(game: tuple[MatchState, int, bool],
                                           data: st.DataObject) -> None:
    state0, seed, greedy = game
    states = [s for s, _, _ in playout(state0, seed, greedy, max_deals=1)]
    by_phase: dict[Phase, list[MatchState]] = {}
    for s in states:
        by_phase.setdefault(s.phase, []).append(s)
    for _ in range(3):
        # pick a phase first, so the short phases (passing, choices, the end) get their turn
        phase = data.draw(st.sampled_from(sorted(by_phase)))
        state = data.draw(st.sampled_from(by_phase[phase]))
        snapshot = copy.deepcopy(state)
        for label, action in illegal_candidates(state):
            event(label)
            assert action not in legal_actions(state), label
            try:
                apply(state, action)
            except IllegalActionError as err:
                assert isinstance(err, ValueError)
                assert isinstance(err.rule, Violation), label
                assert isinstance(err.data, dict)
                assert str(err)
            else:
                raise AssertionError(f"{label}: {action!r} was accepted")
            assert state == snapshot, label
        assert to_record(state) == to_record(snapshot)
        legal = legal_actions(state)
        if legal:
            after, _ = apply(state, legal[0])
            assert after.actions == (*state.actions, legal[0])


def test_abandon_after_the_end_is_refused() -> None:
    state = new_match(Rules(deal_limit=1), 3)
    rng = Stream(3)
    while not state.is_over:
        state, _ = apply(state, rng.choice(legal_actions(state)))
    snapshot = copy.deepcopy(state)
    try:
        apply(state, Abandon(0))
    except IllegalActionError as err:
        assert err.rule is Violation.WRONG_PHASE
    else:
        raise AssertionError("abandoning a finished game was accepted")
    assert state == snapshot


# --------------------------------------------------------------------------- (f)


def spec_legal(rules: Rules, hand: list[Card], trick_no: int, led: Suit | None,
               broken: bool) -> set[Card]:
    """Spec 5.10, transcribed literally (the normative legal-move function)."""
    pen = {c for c in hand if rules.is_penalty(c)}
    hearts = {c for c in hand if c.suit is Suit.HEARTS}
    h = set(hand)
    first_ban = trick_no == 1 and rules.first_trick_ban and not h <= pen
    if led is None:
        if trick_no == 1 and rules.opening.value == "lowest_club":
            return {min(c for c in rules.deck() if c.suit is Suit.CLUBS)}
        exception = h <= hearts if rules.lead_exception.value == "hearts_only" else h <= pen
        cands = set(h)
        if not broken and not exception:
            cands -= hearts
        if first_ban:
            cands -= pen
        return cands
    follow = {c for c in h if c.suit is led}
    if follow:
        return follow
    return h - pen if first_ban else h


@st.composite
def situations(draw: st.DrawFn) -> tuple[MatchState, list[Card], int, Suit | None, bool]:
    rules = draw(rules_st())
    deck = list(rules.deck())
    penalty = [i for i, c in enumerate(deck) if rules.is_penalty(c)]
    size = rules.hand_size
    indexes = draw(st.one_of(
        st.lists(st.integers(0, len(deck) - 1), min_size=1, max_size=size, unique=True),
        # mostly penalty cards: the all-hearts / all-penalty exceptions
        st.lists(st.sampled_from(penalty), min_size=1, max_size=size, unique=True).flatmap(
            lambda p: st.lists(st.integers(0, len(deck) - 1), max_size=2).map(
                lambda extra: sorted(set(p) | set(extra))[:size])),
    ))
    hand = sorted(deck[i] for i in indexes)
    trick_no = draw(st.sampled_from([1, 1, 2, size]))
    leading = draw(st.booleans())
    led = None if leading else draw(st.sampled_from(list(Suit)))
    broken = draw(st.booleans())
    opening = min(c for c in deck if c.suit is Suit.CLUBS)
    if leading and trick_no == 1 and rules.opening.value == "lowest_club" \
            and opening not in hand:
        # under the default opening the trick-1 leader is the holder of the opening card
        hand = sorted([opening, *hand[1:]]) if len(hand) == size else sorted([opening, *hand])
    hands, leftover = deal_cards(rules, 0, 1, rules.players - 1)
    base = start_hand(rules, hands, "hold", leftover=leftover)
    seat = 1 % rules.players
    plays: tuple[tuple[int, Card], ...] = ()
    if led is not None:
        led_card = next(c for c in deck if c.suit is led)
        plays = ((0, led_card),)
    all_hands = list(base.hands)
    all_hands[seat] = tuple(hand)
    state = replace(base, phase=Phase.PLAYING, hands=tuple(all_hands), to_move=seat,
                    hearts_broken=broken,
                    trick=Trick(trick_no, 0 if plays else seat, plays,
                                tuple(c.rank for _, c in plays)))
    return state, hand, trick_no, led, broken


@settings(max_examples=500, **PROFILE)
@given(situation=situations())
def test_legal_cards_is_never_empty_and_follows_spec_5_10(
        situation: tuple[MatchState, list[Card], int, Suit | None, bool]) -> None:
    state, hand, trick_no, led, broken = situation
    legal = legal_cards(state)
    assert legal, "5.10.1: a non-empty hand always has a legal card"
    assert legal == sorted(set(legal))
    assert set(legal) <= set(hand)
    assert set(legal) == spec_legal(state.rules, hand, trick_no, led, broken)
