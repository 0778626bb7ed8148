"""The coach's driver (``core.review``) over a real Hearts record and a tiny fake evaluator:
which decisions it stops at, the ranking, costs, paired errors, grades, the sampled line,
progress and cancel, and the stored JSON (round trip; damage is a ``ReviewError``)."""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Sequence
from typing import Any

import pytest

from hearts_desktop.core import Stream
from hearts_desktop.core.review import (
    DecisionReview,
    Evaluation,
    HandReview,
    ReviewCancelled,
    ReviewError,
    Thresholds,
    review_hand,
    review_match,
    seat_decisions,
)
from hearts_desktop.games import get_game
from hearts_desktop.games.hearts import PassCards, PlayCard

GAME = get_game("hearts")
SEAT = 1


def _match(deals: int = 2, seed: int = 5) -> Any:
    """A record of a classic match played by Normal players until ``deals`` were played."""
    state = GAME.new_match(GAME.preset("classic"), seed=seed)
    bots = [GAME.make_bot("normal", seed=s) for s in range(4)]
    while not GAME.is_over(state) and state.deal_number <= deals:
        seat = GAME.seats_to_act(state)[0]
        state, _ = GAME.apply(state, bots[seat].choose(GAME.seat_view(state, seat)))
    return GAME.to_record(state)


RECORD = _match()


class FakeReview:
    """Option i of the listed ones is worth -i (the first listed is the best) plus the same
    world noise for every option; it remembers what it was asked."""

    THRESHOLDS = Thresholds(1.0, 3.0, 8.0)
    DEFAULT_WORLDS = 5

    def __init__(self) -> None:
        self.calls: list[tuple[Any, int, int]] = []

    def decision_kind(self, action: Any) -> str | None:
        if isinstance(action, PassCards):
            return "pass"
        return "card" if isinstance(action, PlayCard) else None

    def candidates(self, view: Any, legal: Sequence[Any], played: Any) -> list[Any]:
        return list(legal[:4])   # the played one is appended by the driver if missing

    def _evaluation(self, options: Sequence[Any], stream: Stream, worlds: int) -> Evaluation:
        noise = [stream.below(7) - 3 for _ in range(worlds)]
        values = tuple(tuple(-float(i) + 0.25 * n * (1 + i % 2) for n in noise)
                       for i in range(len(options)))
        return Evaluation(values=values,
                          hands=lambda k: ((("2C",), ("3C",), ("4C",), ("5C",)),
                                           {"world": (str(k),)}),
                          line=lambda i, k: (options[i],))

    def evaluate(self, view: Any, options: Sequence[Any], *, stream: Stream,
                 worlds: int) -> Evaluation:
        self.calls.append((view, len(options), worlds))
        return self._evaluation(options, stream, worlds)

    def evaluate_known(self, state: Any, seat: int, options: Sequence[Any], *,
                       stream: Stream, worlds: int) -> Evaluation:
        self.calls.append((state, len(options), worlds))
        return self._evaluation(options, stream, worlds)


def _seat_actions(record: Any, seat: int, deal: int) -> list[int]:
    state = GAME.initial_state(record)
    out = []
    for i, action in enumerate(record.actions):
        if state.deal_number == deal and action.seat == seat:
            out.append(i)
        state, _ = GAME.apply(state, action)
    return out


def test_thresholds_grade() -> None:
    t = Thresholds(1, 3, 8)
    assert t.grade(20, True) == "best"
    assert [t.grade(c, False) for c in (0, 0.99, 1, 2.9, 3, 7.9, 8, 30)] == [
        "good", "good", "inaccuracy", "inaccuracy", "mistake", "mistake", "blunder",
        "blunder"]
    with pytest.raises(ValueError):
        Thresholds(3, 1, 8)


def test_seat_decisions_are_the_seats_own_actions_of_that_deal() -> None:
    module = FakeReview()
    for deal in (1, 2):
        got = seat_decisions(GAME, RECORD, SEAT, deal, module=module)
        assert got == _seat_actions(RECORD, SEAT, deal)
        assert len(got) == 14   # the pass and 13 cards
    with pytest.raises(ReviewError):
        seat_decisions(GAME, RECORD, SEAT, 9, module=module)


def test_review_ranks_costs_and_grades() -> None:
    module = FakeReview()
    hand = review_hand(GAME, RECORD, SEAT, 1, seed=3, module=module)
    assert (hand.game, hand.seat, hand.deal, hand.worlds, hand.hindsight) == (
        "hearts", SEAT, 1, 5, False)
    assert [d.index for d in hand.decisions] == _seat_actions(RECORD, SEAT, 1)
    assert hand.decisions[0].kind == "pass"
    assert {d.kind for d in hand.decisions[1:]} == {"card"}
    state = GAME.initial_state(RECORD)
    searched = 0
    for i, action in enumerate(RECORD.actions[:hand.decisions[-1].index + 1]):
        review = next((d for d in hand.decisions if d.index == i), None)
        if review is not None:
            legal = GAME.legal_actions(state, SEAT)
            assert review.played == GAME.action_to_json(action)
            assert review.played in [o.action for o in review.options]
            if review.forced:
                assert len(legal) == 1 and review.grade == "best" and review.cost == 0
                assert review.line is None
            else:
                searched += 1
                listed = legal[:4]
                p = listed.index(action) if action in listed else len(listed)
                assert review.best.action == GAME.action_to_json(legal[0])
                values = [o.value for o in review.options]
                assert values == sorted(values, reverse=True)
                options = len(listed) + (p == len(listed))
                assert len(review.options) == min(3, options) + (p >= 3)
                played = next(o for o in review.options if o.action == review.played)
                assert played.samples == 5
                assert review.cost == pytest.approx(review.best.value - played.value)
                assert abs(review.cost - p) <= 0.75   # -i plus at most 3 * 0.25 of noise
                assert review.grade == module.THRESHOLDS.grade(review.cost, p == 0)
                assert review.better_share == (1.0 if p else 0.0)
                if p == 0:
                    assert review.line is None and review.cost_stderr == 0
                else:
                    line = review.line
                    assert line is not None
                    assert line.best == (GAME.action_to_json(legal[0]),)
                    assert line.played == (review.played,)
                    assert line.best_outcome > line.played_outcome
                    assert line.hands[0] == ("2C",) and "world" in line.extra
                    # odd options get twice the noise: the paired difference is not constant
                    assert (review.cost_stderr > 0) == (p % 2 == 1)
        state, _ = GAME.apply(state, action)
    assert searched == len(module.calls) > 0
    assert hand.points_lost == pytest.approx(sum(d.cost for d in hand.decisions))
    assert hand.points_lost_stderr == pytest.approx(
        sum(d.cost_stderr ** 2 for d in hand.decisions) ** 0.5)
    assert hand.mistakes() == tuple(d for d in hand.decisions
                                    if d.grade in ("mistake", "blunder"))


def test_the_evaluator_gets_the_seat_view_only() -> None:
    module = FakeReview()
    review_hand(GAME, RECORD, SEAT, 1, module=module, worlds=2)
    assert module.calls
    for view, _, worlds in module.calls:
        assert type(view).__name__ == "SeatView" and view.seat == SEAT
        assert worlds == 2


def test_hindsight_gets_the_true_state() -> None:
    module = FakeReview()
    hand = review_hand(GAME, RECORD, SEAT, 2, module=module, hindsight=True)
    assert hand.hindsight
    assert all(type(s).__name__ == "MatchState" for s, _, _ in module.calls)


def test_deterministic_by_the_review_seed_not_the_records() -> None:
    a = review_hand(GAME, RECORD, SEAT, 1, seed=11, module=FakeReview())
    b = review_hand(GAME, RECORD, SEAT, 1, seed=11, module=FakeReview())
    c = review_hand(GAME, RECORD, SEAT, 1, seed=12, module=FakeReview())
    assert a == b
    assert a != c   # other worlds: other noise, other stderr


def test_review_match_is_every_deal() -> None:
    module = FakeReview()
    done: list[tuple[int, int]] = []
    hands = review_match(GAME, RECORD, SEAT, seed=3, module=module,
                         progress=lambda d, t: done.append((d, t)))
    assert [h.deal for h in hands] == [1, 2]
    assert hands[0] == review_hand(GAME, RECORD, SEAT, 1, seed=3, module=FakeReview())
    total = sum(len(h.decisions) for h in hands)
    assert done == [(i, total) for i in range(total + 1)]


def test_cancel_stops_between_decisions() -> None:
    module = FakeReview()
    asked = []

    def cancel() -> bool:
        asked.append(1)
        return len(asked) > 3

    with pytest.raises(ReviewCancelled):
        review_hand(GAME, RECORD, SEAT, 1, module=module, cancel=cancel)
    assert len(asked) == 4
    assert len(module.calls) <= 3


def test_bad_arguments() -> None:
    module = FakeReview()
    for seat in (4, -1, True, "1"):
        with pytest.raises(ReviewError):
            review_hand(GAME, RECORD, seat, 1, module=module)  # type: ignore[arg-type]
    for deal in (0, 3, True):
        with pytest.raises(ReviewError):
            review_hand(GAME, RECORD, SEAT, deal, module=module)
    with pytest.raises(ReviewError):
        review_hand(GAME, RECORD, SEAT, 1, module=module, worlds=0)


def test_game_review_without_a_review_module_names_the_game(monkeypatch: Any) -> None:
    import importlib

    real = importlib.import_module

    def missing(name: str, *args: Any) -> Any:
        if name.endswith(".review"):
            raise ModuleNotFoundError(f"No module named {name!r}", name=name)
        return real(name, *args)

    monkeypatch.setattr(importlib, "import_module", missing)
    with pytest.raises(NotImplementedError, match="Hearts"):
        GAME.review(RECORD, SEAT, deal=1)
    with pytest.raises(NotImplementedError, match="Hearts"):
        _ = GAME.review_thresholds


def test_json_round_trip_and_damage() -> None:
    hand = review_match(GAME, RECORD, SEAT, seed=4, module=FakeReview())[1]
    assert any(d.line is not None for d in hand.decisions)
    text = hand.to_json()
    assert HandReview.from_json(text) == hand
    assert HandReview.from_json(text.encode()) == hand
    data = json.loads(text)

    def damaged(change: Any) -> str:
        d = json.loads(text)
        change(d)
        return json.dumps(d)

    cases = [
        "", "{", "[]", "null", text[:-5],
        damaged(lambda d: d.pop("decisions")),
        damaged(lambda d: d.update(format="other")),
        damaged(lambda d: d.update(version=99)),
        damaged(lambda d: d.update(seat="1")),
        damaged(lambda d: d.update(hindsight=1)),
        damaged(lambda d: d.update(points_lost=-1)),
        damaged(lambda d: d["decisions"][0].update(grade="superb")),
        damaged(lambda d: d["decisions"][0].update(options=[])),
        damaged(lambda d: d["decisions"][0]["options"][0].update(value="x")),
        damaged(lambda d: d["decisions"][0].update(better_share=2)),
        damaged(lambda d: d["decisions"].append(7)),
        damaged(lambda d: next(x for x in d["decisions"] if x["line"])["line"].update(
            hands=[[1, 2]])),
    ]
    for bad in cases:
        with pytest.raises(ReviewError):
            HandReview.from_json(bad)
    assert data["version"] == 1


def test_decision_review_is_plain_values() -> None:
    hand = review_hand(GAME, RECORD, SEAT, 1, module=FakeReview())
    d = hand.decisions[1]
    assert isinstance(d, DecisionReview)
    assert json.loads(json.dumps(dataclasses.asdict(d)))


class ScaledReview(FakeReview):
    """A game whose points scale with its rules: ``thresholds(rules)`` wins."""

    def __init__(self) -> None:
        super().__init__()
        self.rules: list[Any] = []

    def thresholds(self, rules: Any) -> Thresholds:
        self.rules.append(rules)
        return Thresholds(100.0, 200.0, 300.0)


def test_thresholds_by_rules_grade_when_the_module_has_them() -> None:
    module = ScaledReview()
    hand = review_hand(GAME, RECORD, SEAT, 1, module=module)
    assert module.rules and all(r == GAME.preset("classic") for r in module.rules)
    assert {d.grade for d in hand.decisions} <= {"best", "good"}
    assert any(d.cost >= 1 for d in hand.decisions)   # an inaccuracy by THRESHOLDS


class OneCandidate(FakeReview):
    def candidates(self, view: Any, legal: Sequence[Any], played: Any) -> list[Any]:
        return [played]


def test_one_distinct_candidate_is_forced() -> None:
    module = OneCandidate()
    hand = review_hand(GAME, RECORD, SEAT, 1, module=module)
    assert not module.calls
    assert all(d.forced and d.grade == "best" and d.cost == 0 for d in hand.decisions)
