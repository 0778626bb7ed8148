"""The Hearts coach (``games/hearts/review.py`` through ``get_game("hearts").review``):
deterministic, honest (hidden cards moved between other hands change no review), the Q♠
that must be dumped on a void found and keeping it marked a blunder, the pass ranked among
Hard's candidates, the stored JSON, progress and cancel."""

from __future__ import annotations

from typing import Any

import pytest

from hearts_desktop.core.review import HandReview, ReviewCancelled, ReviewError
from hearts_desktop.core.rng import Stream
from hearts_desktop.games import get_game
from hearts_desktop.games.hearts import (
    Action,
    Card,
    PassCards,
    PlayCard,
    Rules,
    apply,
    deal_cards,
    seat_view,
    seats_to_act,
    start_hand,
    to_record,
)
from hearts_desktop.games.hearts import review as hearts_review
from hearts_desktop.games.hearts.bots import NormalBot

GAME = get_game("hearts")
WORLDS = 16
"""A small budget: the tests check the machinery, the bench the figures."""


def _played(state: Any, actions: list[Action]) -> Any:
    for action in actions:
        state, _ = apply(state, action)
    return state


def _normal_match(seed: int, deals: int = 1) -> Any:
    state = GAME.new_match(GAME.preset("classic"), seed=seed)
    bots = [NormalBot(s) for s in range(4)]
    while not GAME.is_over(state) and state.deal_number <= deals:
        seat = seats_to_act(state)[0]
        state, _ = GAME.apply(state, bots[seat].choose(seat_view(state, seat)))
    return GAME.to_record(state)


RECORD = _normal_match(8)


def test_the_game_offers_its_coach() -> None:
    assert GAME.review_thresholds == hearts_review.THRESHOLDS
    assert GAME.review_thresholds.blunder > GAME.review_thresholds.mistake > 0
    assert hearts_review.decision_kind(PlayCard(0, Card.parse("2C"))) == "card"


def test_thresholds_scale_with_the_packs_penalty_points() -> None:
    classic = hearts_review.thresholds(Rules.preset("classic"))
    assert classic == hearts_review.THRESHOLDS
    basic = hearts_review.thresholds(Rules.preset("basic"))
    assert basic.blunder == pytest.approx(classic.blunder / 2)
    spot = hearts_review.thresholds(Rules.preset("spot"))
    assert spot.inaccuracy == pytest.approx(129 / 26)
    assert hearts_review.thresholds(Rules.preset("kitty")) == classic


def test_a_review_is_deterministic_and_stored_whole() -> None:
    (a,) = GAME.review(RECORD, 2, deal=1, seed=5, worlds=WORLDS)
    (b,) = GAME.review(RECORD, 2, deal=1, seed=5, worlds=WORLDS)
    assert a == b
    assert a.worlds == WORLDS and a.seed == 5 and not a.hindsight
    kinds = [d.kind for d in a.decisions]
    assert kinds == ["pass"] + ["card"] * 13
    searched = [d for d in a.decisions if not d.forced]
    assert searched
    for d in searched:
        assert d.played in [o.action for o in d.options]
        assert all(o.samples == WORLDS for o in d.options)
        assert d.cost >= 0 and 0 <= d.better_share <= 1
    pass_review = a.decisions[0]
    assert 2 <= len(pass_review.options) <= 4
    assert HandReview.from_json(a.to_json()) == a
    (c,) = GAME.review(RECORD, 2, deal=1, seed=6, worlds=WORLDS)
    assert c != a   # other sampled worlds


def test_the_values_are_minus_the_seats_penalty_points() -> None:
    (hand,) = GAME.review(RECORD, 0, deal=1, worlds=WORLDS)
    for d in hand.decisions:
        for o in d.options:
            assert -26 <= o.value <= 0 or d.forced


# --------------------------------------------------------------------------- honesty


def _swap_hidden(hands: list[list[Card]], a: int, b: int, untouchable: set[Card]
                 ) -> list[list[Card]] | None:
    """The deal with one card of seat ``a`` and one of the same suit of seat ``b``
    exchanged (Q♠ whenever possible), neither of them in ``untouchable`` (as the bots'
    honesty test, tests/games/hearts/bots/test_bots.py)."""
    pairs = []
    for x in hands[a]:
        for y in hands[b]:
            if x.suit is y.suit and x != y and not {x, y} & untouchable:
                pairs.append((Card.parse("QS") not in (x, y), x, y))
    if not pairs:
        return None
    _, x, y = min(pairs)
    out = [list(h) for h in hands]
    out[a][out[a].index(x)] = y
    out[b][out[b].index(y)] = x
    return out


@pytest.mark.parametrize("seed,direction,steps", [(3, "left", 30), (4, "hold", 26)])
def test_the_review_reads_no_hidden_card(seed: int, direction: str, steps: int) -> None:
    """Two deals that differ only in cards hidden from seat 0 give the same review of
    seat 0's decisions; the hindsight view (all cards shown) is allowed to differ."""
    rules = Rules.preset("classic")
    dealt, _ = deal_cards(rules, seed, 1, 3)
    hands = [list(h) for h in dealt]
    state = start_hand(rules, hands, direction)
    bots = [NormalBot(s) for s in range(4)]
    actions: list[Action] = []
    moved: set[Card] = set()
    for _ in range(steps):
        seat = seats_to_act(state)[0]
        action = bots[seat].choose(seat_view(state, seat))
        actions.append(action)
        moved.update(action.cards if isinstance(action, PassCards) else (action.card,)
                     if isinstance(action, PlayCard) else ())
        state, _ = apply(state, action)
    other = _swap_hidden(hands, 1, 3, moved | {Card.parse("2C")})
    assert other is not None
    a = to_record(_played(start_hand(rules, hands, direction), actions))
    b = to_record(_played(start_hand(rules, other, direction), actions))
    assert a.to_dict() != b.to_dict()
    (ra,) = GAME.review(a, 0, deal=1, seed=1, worlds=WORLDS)
    (rb,) = GAME.review(b, 0, deal=1, seed=1, worlds=WORLDS)
    assert [d for d in ra.decisions if not d.forced]
    assert ra == rb
    (ha,) = GAME.review(a, 0, deal=1, seed=1, worlds=WORLDS, hindsight=True)
    assert ha.hindsight and [d.index for d in ha.decisions] == [d.index for d in ra.decisions]


# --------------------------------------------------------------------------- Q♠ on a void

HANDS = [
    "2C 7C KC JC 6D 7D QD AD 2D 8S 9S AS QS",
    "3C 8C AC 3D 8D KD 5S 10S 2S 3H JH AH 5H",
    "4C 9C 10C 4D 9D 6S JS 3S 8H 4H 9H KH 6H",
    "5C 6C QC 5D 10D JD 7S KS 4S 2H 10H QH 7H",
]
"""A hand scripted to its last two tricks: seat 0 is void in hearts and plays last to
trick 12 (5♥ 6♥ 7♥) holding Q♠ and 2♦, while the three cards it has not seen are the 2♠,
3♠ and 4♠: kept, the Q♠ wins the last trick whatever the deal; dumped now, it costs
nothing."""
TRICKS = [
    (0, "2C 3C 4C 5C"), (3, "6C 7C 8C 9C"), (2, "10C QC KC AC"), (1, "3D 4D 5D 6D"),
    (0, "7D 8D 9D 10D"), (3, "JD QD KD 8H"), (1, "5S 6S 7S 8S"), (0, "9S 10S JS KS"),
    (3, "2H JC 3H 4H"), (2, "9H 10H AD JH"), (1, "AH KH QH AS"),
]


def _scripted(last: str) -> tuple[Any, int]:
    """The record of the scripted hand with seat 0 playing ``last`` to trick 12, and the
    index of that action."""
    rules = Rules.preset("classic")
    state = start_hand(rules, [h.split() for h in HANDS], "hold")
    actions: list[Action] = []
    for leader, cards in TRICKS:
        for i, card in enumerate(cards.split()):
            actions.append(PlayCard((leader + i) % 4, Card.parse(card)))
    actions += [PlayCard(1, Card.parse("5H")), PlayCard(2, Card.parse("6H")),
                PlayCard(3, Card.parse("7H")), PlayCard(0, Card.parse(last))]
    index = len(actions) - 1
    state = _played(state, actions)
    while not state.is_over:
        seat = seats_to_act(state)[0]
        state, _ = apply(state, NormalBot(seat).choose(seat_view(state, seat)))
    return to_record(state), index


@pytest.mark.parametrize("hindsight", [False, True])
def test_keeping_the_queen_on_a_void_is_a_blunder(hindsight: bool) -> None:
    record, index = _scripted("2D")
    (hand,) = GAME.review(record, 0, deal=1, worlds=WORLDS, hindsight=hindsight)
    decision = next(d for d in hand.decisions if d.index == index)
    assert decision.best.action == {"type": "play", "seat": 0, "card": "QS"}
    assert decision.played == {"type": "play", "seat": 0, "card": "2D"}
    assert decision.cost == pytest.approx(13)
    assert decision.better_share == 1.0
    assert decision.grade == "blunder"
    assert decision in hand.mistakes()
    line = decision.line
    assert line is not None
    assert line.best[0] == decision.best.action and line.played[0] == decision.played
    assert (line.best_outcome, line.played_outcome) == (0.0, -13.0)
    assert sorted(c for h in line.hands[1:] for c in h) == sorted(
        str(Card.parse(x)) for x in ("2S", "3S", "4S"))
    # the line plays the last trick: the queen falls to seat 0 when kept
    assert line.played[-4:] and {"type": "play", "seat": 0, "card": "QS"} in line.played
    assert hand.points_lost >= 13


def test_dumping_the_queen_is_best() -> None:
    record, index = _scripted("QS")
    (hand,) = GAME.review(record, 0, deal=1, worlds=WORLDS)
    decision = next(d for d in hand.decisions if d.index == index)
    assert decision.grade == "best" and decision.cost == 0 and decision.line is None
    assert decision.best.action == decision.played
    assert {o.action["card"] for o in decision.options} == {"QS", "2D"}


# --------------------------------------------------------------------------- progress, cancel


def test_progress_and_cancel() -> None:
    seen: list[tuple[int, int]] = []
    GAME.review(RECORD, 1, deal=1, worlds=4, progress=lambda d, t: seen.append((d, t)))
    assert seen[0] == (0, 14) and seen[-1] == (14, 14) and len(seen) == 15
    asked: list[int] = []

    def cancel() -> bool:
        asked.append(1)
        return len(asked) >= 2

    with pytest.raises(ReviewCancelled):
        GAME.review(RECORD, 1, deal=1, worlds=WORLDS, cancel=cancel)


def test_an_evaluation_stops_when_cancelled_inside_a_decision() -> None:
    record, _ = _scripted("2D")
    state = GAME.initial_state(record)
    for action in record.actions[:2]:
        state, _ = GAME.apply(state, action)
    view = GAME.seat_view(state, 2)
    with pytest.raises(ReviewCancelled):
        hearts_review.evaluate(view, list(view.legal), stream=Stream(1), worlds=64,
                               cancel=lambda: True)


def test_bad_seat_and_deal() -> None:
    with pytest.raises(ReviewError):
        GAME.review(RECORD, 7, deal=1)
    with pytest.raises(ReviewError):
        GAME.review(RECORD, 0, deal=5)


def test_rules_the_fast_path_does_not_play_have_no_coach() -> None:
    rules = Rules.preset("hilo_joker")
    state = GAME.new_match(rules, seed=1)
    bots = [NormalBot(s) for s in range(rules.players)]
    for _ in range(8):
        seat = seats_to_act(state)[0]
        state, _ = GAME.apply(state, bots[seat].choose(seat_view(state, seat)))
    with pytest.raises(NotImplementedError, match="one pack without jokers"):
        GAME.review(GAME.to_record(state), 0, deal=1, worlds=2)


# --------------------------------------------------------------------------- the moon choice


def _moon_view(match_scores: tuple[int, ...]) -> Any:
    import dataclasses

    from hearts_desktop.games.hearts import ChooseMoon, MoonMode, Phase

    rules = Rules.preset("classic").replace(moon=MoonMode.CHOICE, name="classic")
    state = GAME.new_match(rules, seed=2)
    view = seat_view(state, 0)
    return dataclasses.replace(
        view, phase=Phase.MOON_CHOICE, points_taken=(26, 0, 0, 0), shooter=0,
        match_scores=match_scores, must_act=True,
        legal=(ChooseMoon(0, "others"), ChooseMoon(0, "self")))


def test_the_moon_choice_is_judged_by_the_match() -> None:
    # Far from the end both choices move the seat against the others alike: a tie.
    view = _moon_view((10, 20, 30, 40))
    far = hearts_review.evaluate(view, list(view.legal), stream=Stream(1), worlds=8)
    assert far.values[0] == far.values[1]
    # "others" would end the match (seat 1 over 100) with seat 2 ahead of seat 0: lost.
    view = _moon_view((60, 95, 20, 70))
    near = hearts_review.evaluate(view, list(view.legal), stream=Stream(1), worlds=8)
    others, self_ = near.values[0][0], near.values[1][0]
    assert self_ - others >= 26
    assert near.line(1, 0) == (view.legal[1],)
