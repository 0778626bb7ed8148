"""The coach's Pinochle evaluator (issue 31): deterministic, honest (it reads no hidden
card), and right where one choice is clearly best (a card that gives away the last trick)."""

from __future__ import annotations

from dataclasses import replace

from hearts_desktop.core.cards import Card, Suit, parse_cards
from hearts_desktop.core.review import HandReview, review_hand
from hearts_desktop.core.rng import Stream
from hearts_desktop.core.tricks import Trick
from hearts_desktop.games import get_game
from hearts_desktop.games.pinochle import (
    Bid,
    GiveCards,
    MatchState,
    Pass,
    Phase,
    PlayCard,
    Rules,
    apply,
    count_meld,
    legal_actions,
    new_match,
    seat_view,
    seats_to_act,
    trick_order,
)
from hearts_desktop.games.pinochle import review as rv
from hearts_desktop.games.pinochle.bots import make_bot

from .helpers import dealt

GAME = get_game("pinochle")


def _one_hand(seed: int, rules: Rules | None = None) -> MatchState:
    """A match of ``seed`` after its first hand: a Hard player in seat 0, Normal ones
    elsewhere."""
    bots = [make_bot("hard", 7, samples=6, bid_samples=4)] + [
        make_bot("normal", s) for s in (1, 2, 3)]
    state = new_match(rules or Rules(), seed)
    while not state.history:
        seat = seats_to_act(state)[0]
        state, _ = apply(state, bots[seat].choose(seat_view(state, seat)))
    return state


def _options(state: MatchState, seat: int) -> list:
    legal = legal_actions(state, seat)
    view = seat_view(state, seat)
    return rv.candidates(view, legal, legal[0])


# --------------------------------------------------------------------------- kinds


def test_decision_kinds() -> None:
    assert rv.decision_kind(Bid(0, 25)) == "bid"
    assert rv.decision_kind(Pass(0)) == "bid"
    assert rv.decision_kind(Pass(0, help=True)) == "help"
    assert rv.decision_kind(PlayCard(1, Card.parse("AS"))) == "card"
    assert rv.decision_kind(GiveCards(2, parse_cards("AS KS QS JS"))) == "exchange"
    assert rv.decision_kind("not an action") is None
    x10 = rv.thresholds(Rules(x10=True))
    assert x10.blunder == 10 * rv.THRESHOLDS.blunder


def test_candidates_are_few_distinct_and_keep_the_one_played() -> None:
    state = dealt(seed=3)
    # the auction: the pass, the lowest bid, Normal's call, the call played
    view = seat_view(state, 0)
    legal = legal_actions(state, 0)
    played = Bid(0, 41)
    options = rv.candidates(view, legal, played)
    assert options[0] == played and Pass(0) in options and Bid(0, 25) in options
    assert len(options) <= 5 and len(set(options)) == len(options)
    # the exchange: a handful of choices out of hundreds, the one made first
    while state.phase is not Phase.PASSING:
        seat = seats_to_act(state)[0]
        state, _ = apply(state, make_bot("normal", 1).choose(seat_view(state, seat)))
    seat = seats_to_act(state)[0]
    legal = legal_actions(state, seat)
    played = legal[-1]
    options = rv.candidates(seat_view(state, seat), legal, played)
    assert len(legal) > 100 and options[0] == played
    assert 2 <= len(options) <= rv.TOP_EXCHANGES + 1
    faces = [tuple(sorted(c.face for c in o.cards)) for o in options]
    assert len(set(faces)) == len(faces)


# --------------------------------------------------------------------------- determinism


def test_a_review_is_the_same_for_the_same_seed_and_worlds() -> None:
    record = GAME.to_record(_one_hand(5))
    first = review_hand(GAME, record, 1, 1, seed=4, worlds=3, module=rv)
    again = review_hand(GAME, record, 1, 1, seed=4, worlds=3, module=rv)
    assert first == again
    assert HandReview.from_json(first.to_json()) == first
    kinds = {d.kind for d in first.decisions}
    assert "card" in kinds and "bid" in kinds
    other = review_hand(GAME, record, 1, 1, seed=5, worlds=3, module=rv)
    assert [d.index for d in other.decisions] == [d.index for d in first.decisions]


def test_every_decision_of_the_declaring_side_is_reviewed() -> None:
    """Bids, trump, the exchange both ways and the cards: the declarer's partnership."""
    state = _one_hand(5)
    record = GAME.to_record(state)
    declarer = state.history[0].declarer
    kinds: set[str] = set()
    for seat in (declarer, (declarer + 2) % 4):
        review = review_hand(GAME, record, seat, 1, seed=1, worlds=2, module=rv)
        kinds |= {d.kind for d in review.decisions}
        for d in review.decisions:
            assert d.forced or len(d.options) >= 2 or (d.cost == 0 and d.grade == "best")
            assert d.options[0].value >= d.options[-1].value
    assert {"trump", "exchange", "card"} <= kinds


# --------------------------------------------------------------------------- honesty


def _swap_hidden(state: MatchState, seat: int, rng: Stream) -> MatchState | None:
    """``state`` with one card swapped between two other seats' hands, neither card shown
    to ``seat`` (as the bots' honesty test does)."""
    view = seat_view(state, seat)
    shown = {c for m in view.melds if m is not None for c in m.cards}
    shown |= set(view.given or ()) | set(view.returned or ())
    others = [s for s in range(4) if s != seat]
    a, b = others[rng.below(3)], others[rng.below(3)]
    if a == b:
        return None
    xs = [c for c in state.hands[a] if c not in shown]
    ys = [c for c in state.hands[b] if c not in shown and c.face not in {x.face for x in xs}]
    if not xs or not ys:
        return None
    x, y = xs[rng.below(len(xs))], ys[rng.below(len(ys))]
    hands = list(state.hands)
    hands[a] = tuple(sorted((*[c for c in hands[a] if c != x], y)))
    hands[b] = tuple(sorted((*[c for c in hands[b] if c != y], x)))
    other = replace(state, hands=tuple(hands))
    assert seat_view(other, seat) == view
    return other


def test_honesty_hidden_cards_of_others_do_not_change_a_review() -> None:
    rng = Stream(31)
    checked: set[Phase] = set()
    state = new_match(Rules(), 8)
    driver = make_bot("normal", 2)
    count = 0
    while not state.history:
        seat = seats_to_act(state)[0]
        options = _options(state, seat)
        other = _swap_hidden(state, seat, rng) if len(options) > 1 else None
        if other is not None and (count % 3 == 0 or state.phase not in checked):
            a = rv.evaluate(seat_view(state, seat), options, stream=Stream(9), worlds=3)
            b = rv.evaluate(seat_view(other, seat), options, stream=Stream(9), worlds=3)
            assert a.values == b.values
            assert a.hands(1) == b.hands(1) and a.line(0, 2) == b.line(0, 2)
            checked.add(state.phase)
        count += 1
        state, _ = apply(state, driver.choose(seat_view(state, seat)))
    assert {Phase.BIDDING, Phase.PLAYING} <= checked
    assert checked & {Phase.PASSING, Phase.RETURNING}


def test_hindsight_reads_the_true_deal() -> None:
    """The labelled hindsight view does see the hidden cards (that is its point)."""
    state = new_match(Rules(), 8)
    driver = make_bot("normal", 2)
    rng = Stream(3)
    while state.phase is not Phase.PLAYING or len(state.tricks) < 4:
        seat = seats_to_act(state)[0]
        state, _ = apply(state, driver.choose(seat_view(state, seat)))
    seat = seats_to_act(state)[0]
    options = _options(state, seat)
    known = rv.evaluate_known(state, seat, options, stream=Stream(1), worlds=5)
    assert all(len(v) == 1 for v in known.values)
    assert known.hands(0)[0] == tuple(
        tuple(str(c.face) for c in h) for h in state.hands)
    for _ in range(20):
        other = _swap_hidden(state, seat, rng)
        if other is not None:
            break
    assert other is not None
    again = rv.evaluate_known(other, seat, options, stream=Stream(1), worlds=5)
    assert again.hands(0) != known.hands(0)


# --------------------------------------------------------------------------- a clear choice


def _last_trick_position() -> MatchState:
    """Trick 11 of 12, spades trump, seat 0 (the declarer) to play last to a heart trick it
    cannot win. It holds A♣ and 9♣; the three clubs still out are Q♣, K♣ and 10♣, and no
    trump is left. Keeping A♣ wins the last trick (its counters and the last-trick point:
    the team makes the contract by exactly that); throwing it gives the last trick away
    (and the contract with it)."""
    rules = Rules()
    spades, diamonds = "9S JS QS KS", "9D JD QD KD"
    earlier = [  # (cards played from seat 1 round to seat 0), each card beating the last
        "9H JH QH KH", "QH 10H AH AH", spades, spades, "10S AS 10S AS", diamonds, diamonds,
        "10D AD 10D AD", "JC KC 10C AC", "9C JC QC 10H"]
    order = trick_order(Suit.SPADES)
    named: dict[str, int] = {}

    def card(text: str) -> Card:
        named[text] = named.get(text, 0) + 1
        return Card.parse(text).with_copy(named[text])

    tricks = []
    counters = [0, 0]
    for k, text in enumerate(earlier, 1):
        plays = tuple(((1 + i) % 4, card(t)) for i, t in enumerate(text.split()))
        cards = [c for _, c in plays]
        winner = plays[order.winner(cards)][0]
        counters[winner % 2] += sum(rules.counter_value(c) for c in cards)
        tricks.append(replace(Trick(k, 1, plays), winner=winner))
    current = tuple((s, card(t)) for s, t in ((1, "KH"), (2, "JH"), (3, "9H")))
    hands = ((card("AC"), card("9C")), (card("QC"),), (card("KC"),), (card("10C"),))
    assert sorted(
        [*(c for t in tricks for c in t.cards), *(c for _, c in current),
         *(c for h in hands for c in h)]) == sorted(rules.deck().cards())
    meld = count_meld("AS 10S KS QS JS", Suit.SPADES, rules)
    contract = meld.total + counters[0] + 4  # made only with the last trick's 4 points
    base = dealt(rules)
    return replace(
        base, phase=Phase.PLAYING, trump=Suit.SPADES, declarer=0, contract=contract,
        high_bid=contract, high_bidder=0, hands=hands, melds=(meld, None, None, None),
        tricks=tuple(tricks), trick=Trick(11, 1, current), to_move=0,
        counters=(counters[0], counters[1]),
        tricks_won=(sum(1 for t in tricks if t.winner % 2 == 0),
                    sum(1 for t in tricks if t.winner % 2 == 1)))


def test_the_card_that_gives_away_the_last_trick_is_a_blunder() -> None:
    state = _last_trick_position()
    view = seat_view(state, 0)
    keep, throw = (PlayCard(0, c) for c in sorted(state.hands[0], key=lambda c: c.rank != 9))
    assert {keep, throw} <= set(view.legal)
    evaluation = rv.evaluate(view, [throw, keep], stream=Stream(2), worlds=12)
    mean = [sum(v) / len(v) for v in evaluation.values]
    assert mean[1] > mean[0]  # keeping the ace is best
    cost = mean[1] - mean[0]
    assert rv.THRESHOLDS.grade(cost, best=False) == "blunder"
    assert all(b >= a for a, b in zip(*evaluation.values, strict=True))
    # the line: the ace kept takes the last trick
    line = evaluation.line(1, 0)
    assert line[0] == keep and len(line) == 5 and PlayCard(0, Card.parse("AC")) in line[-4:]
