"""Seeded whole-match playouts for every preset, the redaction of events and views over
whole matches, records, the ``Game`` protocol and the analysis the history keeps."""

from __future__ import annotations

import itertools
import json
from collections import Counter
from typing import Any

import pytest

from hearts_desktop.core.cards import Card
from hearts_desktop.core.events import cards_in, redact
from hearts_desktop.core.game import Game
from hearts_desktop.core.rng import Stream
from hearts_desktop.games import GAMES, game_of_record, get_game
from hearts_desktop.games.pinochle import (
    Bid,
    CardPlayed,
    CardsDealt,
    CardsGiven,
    Concede,
    GiveCards,
    HandScored,
    MatchOver,
    MatchRecord,
    MatchState,
    MeldShown,
    Outcome,
    Pass,
    Phase,
    RecordError,
    Rules,
    apply,
    deal_hands,
    first_events,
    legal_actions,
    new_match,
    replay,
    seat_view,
    seats_to_act,
    to_record,
)
from hearts_desktop.games.pinochle.state import team_of


def random_action(state: MatchState, rng: Stream) -> Any:
    seat = seats_to_act(state)[0]
    if state.phase in (Phase.PASSING, Phase.RETURNING):
        return GiveCards(seat, tuple(rng.shuffled(state.hands[seat])[:4]))
    acts = legal_actions(state)
    if state.phase is Phase.BIDDING:
        passes = [a for a in acts if isinstance(a, Pass)]
        if passes and rng.below(3):
            return rng.choice(passes)
        return rng.choice([a for a in acts if isinstance(a, Bid)][:5])
    acts = [a for a in acts if not isinstance(a, Concede)] or acts
    return rng.choice(acts)


def play_match(rules: Rules, seed: int) -> tuple[MatchState, list[Any]]:
    state = new_match(rules, seed)
    events: list[Any] = first_events(state)
    rng = Stream(seed)
    while state.phase is not Phase.MATCH_OVER:
        state, ev = apply(state, random_action(state, rng))
        events.extend(ev)
    return state, events


@pytest.mark.parametrize("preset", Rules.preset_names())
@pytest.mark.parametrize("seed", [1, 2])
def test_seeded_matches_play_to_the_end_and_replay(preset: str, seed: int) -> None:
    rules = Rules.preset(preset)
    state, events = play_match(rules, seed)
    over = [e for e in events if isinstance(e, MatchOver)]
    assert len(over) == 1 and over[0].scores == state.scores
    scored = [e for e in events if isinstance(e, HandScored)]
    assert len(scored) == len(state.history) == state.deal_number
    target = rules.game_target
    assert target is not None and max(state.scores) >= target
    assert all(max(e.scores) < target for e in scored[:-1])
    if state.winner is not None and min(state.scores) < target:
        assert state.scores[state.winner] >= target
    dealers = [e.dealer for e in events if isinstance(e, CardsDealt)]
    assert all((b - a) % 4 == 1 for a, b in itertools.pairwise(dealers))
    text = to_record(state).to_json()
    assert replay(text) == state
    assert MatchRecord.from_json(text).to_json() == text


def visible_cards(events: list[Any], seat: int) -> list[set[Card]]:
    """For each event, the cards ``seat`` may have seen once it happened: its own hand as
    dealt, the exchange if it took part, and everything laid face up (melds, plays)."""
    seen: set[Card] = set()
    out = []
    for ev in events:
        if isinstance(ev, CardsDealt):
            seen = set(ev.hands[seat])
        elif isinstance(ev, CardsGiven) and seat in (ev.giver, ev.receiver):
            seen |= {c for c in ev.cards if c is not None}
        elif isinstance(ev, MeldShown):
            seen |= set(ev.cards)
        elif isinstance(ev, CardPlayed):
            seen.add(ev.card)
        out.append(set(seen))
    return out


@pytest.mark.parametrize("preset", Rules.preset_names())
def test_redaction_never_shows_a_seat_a_card_it_may_not_see(preset: str) -> None:
    rules = Rules.preset(preset)
    state = new_match(rules, 5)
    rng = Stream(5)
    events: list[Any] = first_events(state)
    views: list[tuple[int, Any]] = []  # (events so far, view) for a sample of states
    while state.phase is not Phase.MATCH_OVER:
        if rng.below(4) == 0:
            views.append((len(events), [seat_view(state, s) for s in range(4)]))
        state, ev = apply(state, random_action(state, rng))
        events.extend(ev)
    for seat in (0, 1, 2, 3, None):
        allowed = visible_cards(events, seat if seat is not None else -1)
        for ev, ok in zip(events, allowed, strict=True):
            shown = redact(ev, seat)
            if shown is not None:
                assert set(cards_in(shown)) <= ok, (seat, ev)
        if seat is None:
            continue
        for count, seat_views in views:
            ok = allowed[count - 1]
            view = seat_views[seat]
            assert set(cards_in(view)) <= ok, (seat, view.phase)
            if view.declarer is not None and seat not in (view.declarer, (view.declarer + 2) % 4):
                assert view.given is None and view.returned is None


def test_views_of_declarer_and_partner_show_both_halves_of_the_exchange() -> None:
    state = new_match(Rules(), 8)
    rng = Stream(8)
    while state.phase is not Phase.PLAYING:
        state, _ = apply(state, random_action(state, rng))
    d = state.declarer
    assert d is not None
    for seat in (d, (d + 2) % 4):
        view = seat_view(state, seat)
        assert view.given == state.given and view.returned == state.returned
        assert view.exchanged == (True, True)
    for seat in ((d + 1) % 4, (d + 3) % 4):
        view = seat_view(state, seat)
        assert view.given is None and view.exchanged == (True, True)
        assert all(m is not None for m in view.melds)


def test_records_refuse_damage() -> None:
    state, _ = play_match(Rules(), 3)
    data = to_record(state).to_dict()
    for damage in ({"rules": {"x10": "no"}}, {"seed": "7"}, {"actions": "none"},
                   {"game": "hearts"}, {"version": 9}):
        with pytest.raises(RecordError):
            MatchRecord.from_json({**data, **damage})
    bad = {**data, "actions": [*data["actions"][:5], {"type": "play", "seat": 0, "card": "AH#1"}]}
    with pytest.raises(RecordError):
        replay(json.dumps(bad))
    with pytest.raises(RecordError):
        MatchRecord.from_json({**data, "actions": [{"type": "fly", "seat": 0}]})


# --------------------------------------------------------------------------- protocol


def test_pinochle_is_registered_after_hearts_and_implements_the_game_protocol() -> None:
    assert GAMES.index("pinochle") == GAMES.index("hearts") + 1
    game = get_game("pinochle")
    assert isinstance(game, Game) and game.name == "pinochle"
    for name in dir(Game):
        if not name.startswith("_"):
            assert hasattr(game, name), name
    rules = game.preset("double_deck")
    assert game.rules_name(rules) == "double_deck" and game.players(rules) == 4
    assert game.seating(rules).partners(1) == (3,)
    assert game.deck(rules).size == 80
    assert game.rules_from_json(game.rules_to_json(rules)) == rules
    state = game.new_match(game.preset("pinochle"), 4)
    assert game.first_events(state)[0].dealer == state.dealer
    rng = Stream(4)
    while state.deal_number < 3:
        state, _ = game.apply(state, random_action(state, rng))
    start = game.deal_start(state)
    again = game.initial_state(game.to_record(state))
    for action in game.actions(state)[:start]:
        again, _ = game.apply(again, action)
    assert again.deal_number == 3 and again.phase is Phase.BIDDING and again.calls == ()
    assert again.hands == deal_hands(state.rules, 4, 3, state.dealer)
    for action in game.actions(state)[:3]:
        assert game.action_from_json(game.action_to_json(action)) == action
    found, data = game_of_record(game.to_record(state).to_json())
    assert found is game and data["game"] == "pinochle"


def test_analysis_per_deal_and_match_facts() -> None:
    state, events = play_match(Rules(), 6)
    analysis = get_game("pinochle").analyse(to_record(state))
    scored = [e for e in events if isinstance(e, HandScored)]
    assert analysis.game == "pinochle" and analysis.higher_is_better
    assert analysis.teams == ((0, 2), (1, 3))
    assert len(analysis.deals) == len(scored)
    for deal, ev in zip(analysis.deals, scored, strict=True):
        f = deal.facts
        assert f["declarer"] == ev.declarer and f["contract"] == ev.contract
        assert f["trump"] == ev.trump.letter and f["outcome"] == ev.outcome.value
        assert f["team_melds"] == list(ev.team_melds)
        assert deal.points == (ev.changes[0], ev.changes[1], ev.changes[0], ev.changes[1])
        json.dumps(dict(f))
    facts = analysis.facts
    made = Counter(team_of(e.declarer) for e in scored if e.outcome is Outcome.MADE)
    assert facts["contracts_made"] == [made[0], made[1]]
    assert facts["average_bid"] == sum(e.contract for e in scored) / len(scored)
    assert facts["best_meld"] == max(e.total for e in events if isinstance(e, MeldShown))
    # per team and per seat, for one player's statistics in the history
    assert facts["bid_total"] == [sum(e.contract for e in scored if team_of(e.declarer) == t)
                                  for t in (0, 1)]
    assert facts["best_melds"] == [max((e.total for e in events if isinstance(e, MeldShown)
                                        and e.seat == s), default=0) for s in range(4)]
    assert analysis.final_scores == (*state.scores, *state.scores)
    winner = state.winner
    assert analysis.ranking == tuple(1 if team_of(s) == winner else 2 for s in range(4))
    json.dumps(dict(facts))
