"""The coach's Ombre evaluator (issue 31), for Ombre, Quadrille and Quintille: deterministic,
honest (it reads no hidden card), and right where one choice is clearly best (a discard that
throws a matador away)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from hearts_desktop.core.cards import Card, Suit, parse_cards
from hearts_desktop.core.review import HandReview, review_hand
from hearts_desktop.core.rng import Stream
from hearts_desktop.games import get_game
from hearts_desktop.games.ombre import (
    Bid,
    CallCard,
    Contract,
    Exchange,
    MatchState,
    NameTrump,
    Pass,
    Phase,
    PlayCard,
    Primeras,
    Rules,
    apply,
    legal_actions,
    new_match,
    seat_view,
    seats_to_act,
)
from hearts_desktop.games.ombre import review as rv
from hearts_desktop.games.ombre.bots import make_bot

from .helpers import build, run

GAME = get_game("ombre")


def _one_deal(rules: Rules, seed: int) -> MatchState:
    """A session of ``seed`` after its first deal played (not thrown in): a Hard player in
    seat 0, Normal ones elsewhere."""
    for attempt in range(20):
        bots = [make_bot("hard", 7, budget_ms=None, samples=4)] + [
            make_bot("normal", s) for s in range(1, rules.players)]
        state = new_match(rules, seed + 100 * attempt)
        while not state.history:
            seat = seats_to_act(state)[0]
            state, _ = apply(state, bots[seat].choose(seat_view(state, seat)))
        if not state.history[0].thrown_in:
            return state
    raise AssertionError("every deal thrown in")


def _options(state: MatchState, seat: int) -> list:
    legal = legal_actions(state, seat)
    return rv.candidates(seat_view(state, seat), legal, legal[0])


# --------------------------------------------------------------------------- kinds


def test_decision_kinds_and_thresholds() -> None:
    assert rv.decision_kind(Bid(0, Contract.ENTRADA)) == "bid"
    assert rv.decision_kind(Pass(0)) == "bid"
    assert rv.decision_kind(Exchange(0, parse_cards("2H 3H"))) == "discard"
    assert rv.decision_kind(NameTrump(0, Suit.HEARTS)) == "trump"
    assert rv.decision_kind(CallCard(0, Card.parse("KH"))) == "call"
    assert rv.decision_kind(PlayCard(0, Card.parse("KH"))) == "card"
    assert rv.decision_kind(Primeras(0, True)) == "primeras"
    assert rv.decision_kind(None) is None
    assert rv.thresholds(Rules()) == rv.THRESHOLDS
    quadrille = rv.thresholds(Rules.preset("quadrille"))
    assert quadrille == rv.QUADRILLE_THRESHOLDS and quadrille.blunder < rv.THRESHOLDS.blunder


def test_discard_candidates_are_few_and_keep_the_one_made() -> None:
    state, _ = run(build(hands={0: "AS 2S AC KS QS JS 4H 5H 6H"}), Bid(0, Contract.ENTRADA),
                   Pass(2), Pass(1))
    assert state.phase is Phase.EXCHANGE and state.to_move == 0
    legal = legal_actions(state, 0)
    played = Exchange(0, parse_cards("AS 2S"))
    options = rv.candidates(seat_view(state, 0), legal, played)
    assert len(legal) > 200 and options[0] == played
    assert 3 <= len(options) <= 2 * rv.EXCHANGE_SPREAD + 3
    assert len(set(options)) == len(options) and set(options) <= set(legal)
    assert Exchange(0, parse_cards("4H 5H 6H")) in options  # the Normal player's


# --------------------------------------------------------------------------- determinism


@pytest.mark.parametrize("preset", ["ombre", "quadrille"])
def test_a_review_is_the_same_for_the_same_seed_and_worlds(preset: str) -> None:
    state = _one_deal(Rules.preset(preset), 3)
    record = GAME.to_record(state)
    ombre = state.history[0].ombre
    assert ombre is not None
    first = review_hand(GAME, record, ombre, 1, seed=4, worlds=3, module=rv)
    assert first == review_hand(GAME, record, ombre, 1, seed=4, worlds=3, module=rv)
    assert HandReview.from_json(first.to_json()) == first
    assert {"bid", "card"} <= {d.kind for d in first.decisions}


def test_quadrille_a_whole_deal_reviewed_through_the_game() -> None:
    """Every seat's decisions of a seeded Quadrille deal, through ``Game.review``: the bid,
    the trump, the king called, every card; values in chips, the line where one is shown."""
    state = _one_deal(Rules.preset("quadrille"), 11)
    record = GAME.to_record(state)
    summary = state.history[0]
    kinds: set[str] = set()
    for seat in range(4):
        (hand,) = GAME.review(record, seat, deal=1, seed=2, worlds=4)
        assert hand.game == "ombre" and hand.deal == 1 and hand.worlds == 4
        kinds |= {d.kind for d in hand.decisions}
        for d in hand.decisions:
            assert d.cost >= 0 and d.options[0].value >= d.options[-1].value
            if d.line is not None:
                assert len(d.line.hands) == 4 and d.line.best[0] == d.options[0].action
        assert hand.points_lost == pytest.approx(sum(d.cost for d in hand.decisions))
    assert {"bid", "card"} <= kinds
    if summary.contract is Contract.ALLIANCE:
        assert {"trump", "call"} <= kinds


# --------------------------------------------------------------------------- honesty


def _swap_hidden(state: MatchState, seat: int, rng: Stream) -> MatchState | None:
    """``state`` with a card of one other hand swapped with one of another hand or of the
    talon: cards ``seat`` cannot see."""
    d = state.deal
    others = [s for s in d.order if s != seat and d.hands[s]]
    a = others[rng.below(len(others))]
    pools = [s for s in others if s != a] + ([-1] if d.talon else [])
    b = pools[rng.below(len(pools))]
    hidden_b = list(d.talon) if b == -1 else list(d.hands[b])
    if d.turned is not None:
        hidden_b = [c for c in hidden_b if c != d.turned]
    xs = [c for c in d.hands[a] if c != d.turned]
    if not xs or not hidden_b:
        return None
    x, y = xs[rng.below(len(xs))], hidden_b[rng.below(len(hidden_b))]
    hands = list(d.hands)
    hands[a] = tuple(sorted((*[c for c in hands[a] if c != x], y)))
    talon = d.talon
    if b == -1:
        talon = tuple(x if c == y else c for c in talon)
    else:
        hands[b] = tuple(sorted((*[c for c in hands[b] if c != y], x)))
    if d.called is not None and d.partner is not None and d.called in (x, y):
        return None  # the partner's identity is not a card of the view
    other = replace(state, deal=replace(d, hands=tuple(hands), talon=talon))
    assert seat_view(other, seat) == seat_view(state, seat)
    return other


@pytest.mark.parametrize("preset", ["ombre", "quadrille"])
def test_honesty_hidden_cards_do_not_change_a_review(preset: str) -> None:
    rules = Rules.preset(preset)
    rng = Stream(5)
    phases: set[Phase] = set()
    state = _one_deal(rules, 1)
    record = GAME.to_record(state)
    state = GAME.initial_state(record)
    for step, action in enumerate(record.actions):
        if state.history:
            break
        seat = seats_to_act(state)[0]
        options = _options(state, seat)
        if len(options) > 1 and (step % 3 == 0 or state.phase not in phases):
            other = _swap_hidden(state, seat, rng)
            if other is not None:
                a = rv.evaluate(seat_view(state, seat), options, stream=Stream(8), worlds=3)
                b = rv.evaluate(seat_view(other, seat), options, stream=Stream(8), worlds=3)
                assert a.values == b.values, (state.phase, seat)
                assert a.hands(2) == b.hands(2) and a.line(1, 0) == b.line(1, 0)
                phases.add(state.phase)
        state, _ = apply(state, action)
    assert {Phase.BIDDING, Phase.PLAYING} <= phases
    assert phases & ({Phase.EXCHANGE, Phase.TRUMP} if rules.has_talon else {Phase.TRUMP})


def test_hindsight_reads_the_true_deal() -> None:
    state, _ = run(build(hands={0: "AS 2S AC KS QS JS 4H 5H 6H"}), Bid(0, Contract.ENTRADA),
                   Pass(2), Pass(1))
    options = [Exchange(0, parse_cards("4H 5H 6H")), Exchange(0, parse_cards("AS 5H 6H"))]
    known = rv.evaluate_known(state, 0, options, stream=Stream(1), worlds=9)
    assert all(len(v) == 1 for v in known.values)
    hands, extra = known.hands(0)
    assert hands == tuple(tuple(str(c) for c in h) for h in state.deal.hands)
    assert extra["talon"] == tuple(str(c) for c in state.deal.talon)


# --------------------------------------------------------------------------- a clear choice


def test_a_discard_that_throws_a_matador_is_a_blunder() -> None:
    """Seat 0 won an entrada with the three matadors and the next three spades: discarding
    the three low hearts keeps six honours and the game; throwing spadille (a matador) away
    instead gives up the honours and the top trump."""
    state, _ = run(build(hands={0: "AS 2S AC KS QS JS 4H 5H 6H"}), Bid(0, Contract.ENTRADA),
                   Pass(2), Pass(1))
    view = seat_view(state, 0)
    keep = Exchange(0, parse_cards("4H 5H 6H"))
    throw = Exchange(0, parse_cards("AS 5H 6H"))
    assert {keep, throw} <= set(view.legal)
    evaluation = rv.evaluate(view, [throw, keep], stream=Stream(3), worlds=16)
    mean = [sum(v) / len(v) for v in evaluation.values]
    assert mean[1] > mean[0]
    assert rv.thresholds(view.rules).grade(mean[1] - mean[0], best=False) == "blunder"
    # the sampled line begins with the discard and names the trump after it
    line = evaluation.line(1, 0)
    assert line[0] == keep and any(isinstance(a, NameTrump) for a in line)
    plays = sum(1 for a in line if isinstance(a, PlayCard))
    assert 15 <= plays <= 27  # to the end of the deal (primeras may stop it after five tricks)
