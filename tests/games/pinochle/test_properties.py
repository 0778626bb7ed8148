"""Hypothesis properties of the Pinochle engine over random rules, deals and playouts.

Moves are picked with the engine's own ``Stream`` from a drawn seed, so a failing example
shrinks to a small (rules, seed) pair that replays exactly. Checked at every step: cards are
conserved, someone must act and has a legal action until the hand is over, a rejected action
changes nothing; per hand: the trick points total 25 (50 double deck, x10), the team score
changes are section 9's (recomputed here independently) and add up; at the end the record
replays to the same state.
"""

from __future__ import annotations

import copy
from collections import Counter
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from hearts_desktop.core.cards import Card
from hearts_desktop.core.rng import Stream
from hearts_desktop.games.pinochle import (
    Action,
    Bid,
    CardsGiven,
    Concede,
    GiveCards,
    HandScored,
    IllegalActionError,
    MatchState,
    MeldShown,
    NameTrump,
    Outcome,
    Pass,
    Phase,
    PlayCard,
    Rules,
    RulesError,
    TrickWon,
    apply,
    deal_hands,
    legal_actions,
    new_match,
    replay,
    seats_to_act,
    start_hand,
    to_record,
)
from hearts_desktop.games.pinochle.game import legal_choices
from hearts_desktop.games.pinochle.state import team_of

OPTIONS = st.fixed_dictionaries({
    "pass_help": st.booleans(), "first_forced": st.booleans(), "no_run_bonus": st.booleans(),
    "roundhouse": st.booleans(), "x10": st.booleans(),
    "head": st.sampled_from(["always", "trump_lead_only", "never"]),
    "undertrump": st.booleans(), "set_defenders": st.sampled_from(["all", "actual"]),
    "double_deck": st.booleans(), "min_bid": st.sampled_from([20, 25, 50]),
    "bid_step": st.sampled_from(["one", "five_from_60"]), "save_meld": st.booleans(),
    "set_loses_meld": st.booleans(),
    "target": st.sampled_from([None, 60, 150, 500]),
    "deal_limit": st.sampled_from([None, 1, 2, 3]),
})


@st.composite
def rules_values(draw: st.DrawFn) -> Rules:
    options: dict[str, Any] = draw(OPTIONS)
    if options["double_deck"]:
        options["roundhouse"] = False
    if options["target"] is None and options["deal_limit"] is None:
        options["deal_limit"] = 2
    try:
        return Rules(**options)
    except RulesError as exc:  # pragma: no cover - the strategy builds valid rules
        raise AssertionError(exc) from None


def expected_changes(rules: Rules, ev: HandScored, defenders_dix: int,
                     tricks: list[int]) -> tuple[int, int]:
    """Section 9 with the addendum's options, written from the spec's tables; also checks
    the outcome the event names."""
    d = team_of(ev.declarer)
    o = 1 - d
    total = rules.trick_points
    out = [0, 0]
    if ev.outcome is Outcome.CONCEDED:
        out[d] = -ev.contract
        out[o] = ev.team_melds[o] + total
        return (out[0], out[1])
    meld_d = 0 if rules.save_meld and tricks[d] == 0 else ev.team_melds[d]
    made = meld_d + ev.team_counters[d] >= ev.contract
    assert (ev.outcome is Outcome.MADE) == made
    if made:
        out[d] = meld_d + ev.team_counters[d]
        out[o] = (ev.team_melds[o] + ev.team_counters[o] if ev.team_counters[o] > 0
                  else defenders_dix)
    else:
        out[d] = -ev.contract - (ev.team_melds[d] if rules.set_loses_meld else 0)
        taken = total if rules.set_defenders == "all" else ev.team_counters[o]
        out[o] = ev.team_melds[o] + taken
    return (out[0], out[1])


def pick(state: MatchState, rng: Stream) -> Action:
    if state.phase in (Phase.PASSING, Phase.RETURNING):
        seat = seats_to_act(state)[0]
        return GiveCards(seat, tuple(rng.shuffled(state.hands[seat])[:4]))
    acts = legal_actions(state)
    assert acts, state.phase
    if state.phase is Phase.BIDDING:
        passes = [a for a in acts if isinstance(a, Pass)]
        bids = [a for a in acts if isinstance(a, Bid)]
        if passes and rng.below(3):
            return rng.choice(passes)
        return rng.choice(bids[:6])
    if state.phase is Phase.PLAYING and any(isinstance(a, Concede) for a in acts):
        if rng.below(8) == 0:
            return Concede(state.to_move or 0)
        acts = [a for a in acts if not isinstance(a, Concede)]
    return rng.choice(acts)


def illegal_candidates(state: MatchState, rng: Stream) -> list[Any]:
    """Actions that must be refused now."""
    seat = seats_to_act(state)[0]
    other = (seat + 1 + rng.below(3)) % 4
    hand = state.hands[seat]
    out: list[Any] = [Pass(other), PlayCard(other, state.hands[other][0]) if state.hands[other]
                      else Pass(other), NameTrump(other, "H"), "not an action"]
    if state.phase is not Phase.BIDDING:
        out.append(Bid(seat, 10**6 + 1))
    if state.phase is Phase.PLAYING:
        legal = set(legal_actions(state))
        out += [PlayCard(seat, c) for c in hand if PlayCard(seat, c) not in legal]
        out.append(GiveCards(seat, hand[:4]))
    if state.phase in (Phase.PASSING, Phase.RETURNING):
        out.append(GiveCards(seat, hand[:3]))
        foreign = state.hands[other][0]
        out.append(GiveCards(seat, (*hand[:3], foreign)))
    if state.phase is Phase.BIDDING:
        low = state.rules.next_bid(state.high_bid)
        out.append(Bid(seat, low - state.rules.scale))
    return out


def check_hand_and_match(rules: Rules, state: MatchState, seed: int, steps: int) -> MatchState:
    rng = Stream(seed)
    deck = Counter(rules.deck().cards())
    dix: dict[int, int] = {}
    tricks, points = [0, 0], [0, 0]
    for _ in range(steps):
        if state.is_over:
            break
        # cards conserved
        held = Counter(c for h in state.hands for c in h)
        held.update(c for t in state.tricks for c in t.cards)
        if state.trick is not None:
            held.update(state.trick.cards)
        assert held == deck
        # someone must act, with a legal action
        assert seats_to_act(state) and len(legal_choices(state)) > 0
        # a rejected action changes nothing
        if rng.below(4) == 0:
            before = copy.deepcopy(state)
            bad = illegal_candidates(state, rng)
            try:
                apply(state, bad[rng.below(len(bad))])
            except IllegalActionError:
                pass
            else:  # pragma: no cover
                raise AssertionError("an illegal action was accepted")
            assert state == before
        scores = state.scores
        state, events = apply(state, pick(state, rng))
        for ev in events:
            if isinstance(ev, MeldShown):
                dix[ev.seat] = sum(p.value for p in ev.parts if p.name == "dix")
            elif isinstance(ev, TrickWon):
                tricks[team_of(ev.winner)] += 1
                points[team_of(ev.winner)] += ev.points
            elif isinstance(ev, HandScored):
                if ev.outcome is not Outcome.CONCEDED:
                    assert sum(tricks) == rules.hand_size
                    assert sum(points) == rules.trick_points == sum(ev.team_counters)
                    assert tuple(points) == ev.team_counters
                else:
                    assert sum(tricks) == 0 and ev.team_counters == (0, 0)
                d = team_of(ev.declarer)
                x_o = sum(v for s, v in dix.items() if team_of(s) != d)
                assert ev.changes == expected_changes(rules, ev, x_o, tricks)
                assert ev.scores == (scores[0] + ev.changes[0], scores[1] + ev.changes[1])
                dix, tricks, points = {}, [0, 0], [0, 0]
    return state


@settings(max_examples=60)
@given(rules_values(), st.integers(min_value=0, max_value=2**32))
def test_single_hands_keep_the_invariants_and_replay(rules: Rules, seed: int) -> None:
    hands = deal_hands(rules, seed, 1, seed % 4)
    state = start_hand(rules, hands, dealer=seed % 4)
    state = check_hand_and_match(rules, state, seed, 400)
    assert state.is_over
    assert replay(to_record(state).to_json()) == state


@settings(max_examples=10)
@given(rules_values(), st.integers(min_value=0, max_value=2**32))
def test_matches_keep_the_invariants_and_replay_midway(rules: Rules, seed: int) -> None:
    state = new_match(rules, seed)
    state = check_hand_and_match(rules, state, seed, 250)
    assert replay(to_record(state).to_json()) == state


@settings(max_examples=30)
@given(rules_values(), st.integers(min_value=0, max_value=2**32))
def test_every_card_action_not_listed_is_refused(rules: Rules, seed: int) -> None:
    hands = deal_hands(rules, seed, 1, 3)
    state = start_hand(rules, hands, dealer=3)
    rng = Stream(seed)
    while state.phase is not Phase.PLAYING and not state.is_over:
        state, _ = apply(state, pick(state, rng))
    while state.phase is Phase.PLAYING:
        seat = state.to_move
        assert seat is not None
        listed = {a.card for a in legal_actions(state) if isinstance(a, PlayCard)}
        for c in state.hands[seat]:
            try:
                apply(state, PlayCard(seat, c))
            except IllegalActionError:
                assert c not in listed
            else:
                assert c in listed
        action = rng.choice(sorted(listed, key=Card.parse))
        state, _ = apply(state, PlayCard(seat, action))


def test_the_exchange_is_seen_only_by_declarer_and_partner() -> None:
    for seed in range(6):
        rules = Rules.preset(("pinochle", "double_deck")[seed % 2])
        state = new_match(rules, seed)
        rng = Stream(seed)
        while state.phase is not Phase.PLAYING:
            state, events = apply(state, pick(state, rng))
            for ev in events:
                if isinstance(ev, CardsGiven):
                    for s in range(4):
                        seen = ev.redacted(s).cards
                        assert len(seen) == 4
                        if s in (ev.giver, ev.receiver):
                            assert seen == ev.cards
                        else:
                            assert all(c is None for c in seen)
