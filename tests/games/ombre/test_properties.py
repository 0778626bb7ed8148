"""Hypothesis properties over random matches of every preset and option: cards and chips
are conserved, a deal has its tricks unless play stopped early, someone who must act always
has a legal action, replay equals the state, and a rejected action changes nothing."""

from __future__ import annotations

from collections import Counter
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from hearts_desktop.core.cards import Card
from hearts_desktop.core.rng import Stream
from hearts_desktop.games.ombre import (
    DealScored,
    IllegalActionError,
    MatchState,
    Phase,
    PlayCard,
    Rules,
    Variant,
    apply,
    deck_cards,
    legal_actions,
    replay,
    seat_view,
    seats_to_act,
    to_record,
)
from hearts_desktop.games.ombre.actions import Bid, Exchange, Pass
from hearts_desktop.games.ombre.contracts import Contract

TALON_OPTIONS = ("priority", "lead_eldest", "must_buy", "gascarola", "contrabola",
                 "honour_cap", "codille_split", "loss_scaled", "surrender", "dealer_antes")


@st.composite
def rules_strategy(draw: st.DrawFn) -> Rules:
    preset = draw(st.sampled_from(Rules.preset_names()))
    rules = Rules.preset(preset)
    changes: dict[str, Any] = {"deals": draw(st.integers(1, 3))}
    options = TALON_OPTIONS if rules.has_talon else ("priority", "lead_eldest", "dealer_antes")
    for key in options:
        if draw(st.booleans()):
            changes[key] = True
    changes["all_pass"] = draw(st.sampled_from(("redeal", "forced")))
    if rules.variant is Variant.FOUR:
        changes["fourth_plays"] = draw(st.booleans())
        changes["sit_out"] = draw(st.sampled_from(("dealer", "opposite")))
    if rules.variant is Variant.TWO:
        changes["removed_suit"] = draw(st.sampled_from(("D", "H")))
    if rules.variant is Variant.QUINTILLE:
        changes["quintille_literal"] = draw(st.booleans())
    return rules.replace(**changes)


def cards_of_deal(state: MatchState) -> Counter[Card]:
    d = state.deal
    cards: Counter[Card] = Counter()
    for h in d.hands:
        cards.update(h)
    cards.update(d.talon)
    for disc in d.discards:
        cards.update(disc)
    for t in d.tricks:
        cards.update(t.cards)
    if d.trick is not None:
        cards.update(d.trick.cards)
    return cards


def check(state: MatchState) -> None:
    rules = state.rules
    assert sum(state.chips) + state.pot == rules.start_chips * rules.players
    assert state.pot >= 0
    assert cards_of_deal(state) == Counter(deck_cards(rules.removed))
    movers = seats_to_act(state)
    if state.phase in (Phase.MATCH_OVER, Phase.DEAL_OVER):
        assert movers == () and legal_actions(state) == []
    else:
        assert len(movers) == 1 and legal_actions(state), state.phase
        assert seat_view(state, movers[0]).legal == tuple(legal_actions(state))


def wrong_actions(state: MatchState) -> list[Any]:
    """Actions that must be refused in ``state``."""
    mover = seats_to_act(state)[0]
    other = (mover + 1) % state.players
    out: list[Any] = [Pass(other), PlayCard(mover, Card.parse("8H"))]
    legal = legal_actions(state)
    hand = state.deal.hands[mover]
    if state.phase is Phase.PLAYING:
        out += [PlayCard(mover, c) for c in hand if PlayCard(mover, c) not in legal]
    if state.phase is Phase.BIDDING:
        out += [Bid(mover, c) for c in Contract if Bid(mover, c) not in legal]
    if state.phase is Phase.EXCHANGE:
        out.append(Exchange(mover, hand))
    return [a for a in out if a not in legal]


@settings(max_examples=30, deadline=None)
@given(rules=rules_strategy(), seed=st.integers(0, 2**32))
def test_invariants_hold_through_random_matches(rules: Rules, seed: int) -> None:
    from hearts_desktop.games.ombre import new_match

    state = new_match(rules, seed)
    rng = Stream(seed)
    steps = 0
    while not state.is_over:
        check(state)
        if steps % 7 == 0:
            for bad in wrong_actions(state):
                before = state
                try:
                    apply(state, bad)
                except IllegalActionError:
                    pass
                else:
                    raise AssertionError(f"{bad} was accepted in {state.phase}")
                assert state == before and state.actions == before.actions
        action = rng.choice(legal_actions(state))
        state, events = apply(state, action)
        for ev in events:
            if isinstance(ev, DealScored):
                tricks = sum(ev.tricks)
                if ev.stop is None:
                    assert tricks == rules.tricks, (rules, ev)
                else:
                    assert tricks < rules.tricks or ev.stop.value == "failed_vole"
        steps += 1
    check(state)
    assert state.phase is Phase.MATCH_OVER and state.pot == 0
    assert len(state.history) == rules.deals
    assert replay(to_record(state).to_json()) == state
