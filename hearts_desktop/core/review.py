"""The coach (issue 31): every decision of one seat in one hand, graded by what the seat knew.

Longer than 600 lines: the review's value types, their strict JSON reader (a stored review
is outside input) and the one driver every game shares are read together.

Written once for every game. A game supplies an evaluator, ``games/<game>/review.py`` (a
``ReviewModule``: ``THRESHOLDS``, ``DEFAULT_WORLDS``, ``decision_kind``, ``evaluate`` and
``evaluate_known``); this driver walks a match record with the game's engine, stops at each
decision of the reviewed seat, builds that seat's view (the same view the CPU players get:
nothing else reaches the evaluator), lets the evaluator play every legal option out in the
same sampled worlds, and turns the values into a ``DecisionReview``: the options ranked (the
best three and the one played), the expected cost of the choice made with the standard
error of the paired difference, the share of worlds in which the best did better, a grade
and one sampled line of play that shows why::

    game = get_game("hearts")
    (hand,) = game.review(record, seat=0, deal=3, seed=0)      # a HandReview
    hand.points_lost, [d.grade for d in hand.decisions], hand.mistakes()
    text = hand.to_json(); HandReview.from_json(text) == hand

Pure: no Qt, no I/O, no clock. The budget is a number of sampled worlds per decision, so a
review is the same for the same (seed, worlds) on every machine; ``progress`` and ``cancel``
are called between decisions (and reach an evaluator that takes ``cancel``).
"""

from __future__ import annotations

import inspect
import json
import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal, Protocol, TypeVar, cast, get_args

from .rng import Stream
from .seats import check_seat


class Record(Protocol):
    """What the coach reads of a match record (``core.game.Record``)."""

    @property
    def actions(self) -> tuple[Any, ...]: ...


class Game(Protocol):
    """What the coach uses of a game (``core.game.Game``; this module does not import it,
    which imports this one for its ``review`` method)."""

    name: str
    title: str

    def initial_state(self, record: Any) -> Any: ...

    def players(self, rules: Any) -> int: ...

    def rules_of(self, state: Any) -> Any: ...

    def apply(self, state: Any, action: Any) -> tuple[Any, list[Any]]: ...

    def legal_actions(self, state: Any, seat: int | None = None) -> list[Any]: ...

    def seat_view(self, state: Any, seat: int) -> Any: ...

    def action_to_json(self, action: Any) -> dict[str, Any]: ...

REVIEW_VERSION = 1
"""The version of a stored review's JSON (``HandReview.to_json``)."""

PURPOSE_REVIEW = 31
"""The purpose number of the coach's streams (``Stream.derive``; the issue's number)."""

Grade = Literal["best", "good", "inaccuracy", "mistake", "blunder"]
GRADES: tuple[Grade, ...] = get_args(Grade)
"""The grades, best first."""

Progress = Callable[[int, int], None]
"""``progress(done, total)``: decisions reviewed so far, decisions in all."""
Cancel = Callable[[], bool]
"""``cancel()``: True to stop the review (``ReviewCancelled``)."""


class ReviewError(ValueError):
    """A damaged stored review, or a seat or deal the record does not have."""


class ReviewCancelled(Exception):
    """``cancel()`` returned True: the review stopped between two decisions."""


@dataclass(frozen=True)
class Thresholds:
    """The expected cost (in the game's own points) from which a decision is an
    inaccuracy, a mistake, a blunder (per game: ``review_thresholds``)."""

    inaccuracy: float
    mistake: float
    blunder: float

    def __post_init__(self) -> None:
        if not 0 < self.inaccuracy <= self.mistake <= self.blunder:
            raise ValueError(f"thresholds must grow: 0 < {self.inaccuracy} <= "
                             f"{self.mistake} <= {self.blunder}")

    def grade(self, cost: float, best: bool) -> Grade:
        """``best`` (the option played is the best found), else by the cost: below
        ``inaccuracy`` "good", then "inaccuracy", "mistake", "blunder"."""
        if best:
            return "best"
        if cost >= self.blunder:
            return "blunder"
        if cost >= self.mistake:
            return "mistake"
        if cost >= self.inaccuracy:
            return "inaccuracy"
        return "good"


@dataclass(frozen=True)
class OptionValue:
    """One option of a decision and its expected value for the reviewed seat's side."""

    action: dict[str, Any]
    """``game.action_to_json(action)``."""
    value: float
    """The expected result of the seat's side for the rest of the hand, in the game's own
    points, higher = better (Hearts: minus the seat's penalty points of the hand; Pinochle:
    the seat's team's points of the hand; Ombre: the seat's chips won or paid)."""
    stderr: float
    samples: int


@dataclass(frozen=True)
class SampledLine:
    """One sampled world that shows why the best option beats the one played."""

    hands: tuple[tuple[str, ...], ...]
    """Every seat's cards at the decision in that world (card text)."""
    extra: dict[str, tuple[str, ...]]
    """Game-specific hidden cards of the world (e.g. ``{"talon": (...)}``; may be empty)."""
    best: tuple[dict[str, Any], ...]
    """The actions from the decision to the end of the hand, beginning with the best."""
    played: tuple[dict[str, Any], ...]
    """The same world, beginning with the option played."""
    best_outcome: float
    played_outcome: float


@dataclass(frozen=True)
class DecisionReview:
    """One decision of the reviewed seat."""

    index: int
    """The position of the action in ``record.actions``."""
    deal: int
    """The deal number (as ``DealResult.deal_number``, 1-based)."""
    kind: str
    """The game's decision kind: "pass", "card", "bid", "trump", "moon", ..."""
    played: dict[str, Any]
    """``action_to_json`` of what the player did."""
    options: tuple[OptionValue, ...]
    """Ranked, best first: the best three and the one played."""
    cost: float
    """``max(0, best.value - played.value)``."""
    cost_stderr: float
    """The standard error of the paired difference (the same worlds)."""
    better_share: float
    """The share of sampled worlds in which the best did strictly better."""
    grade: Grade
    forced: bool
    """Only one legal choice: not searched, cost 0, grade "best"."""
    line: SampledLine | None
    """None when forced or when the option played is the best."""

    @property
    def best(self) -> OptionValue:
        return self.options[0]


@dataclass(frozen=True)
class HandReview:
    """Every decision of one seat in one hand."""

    game: str
    seat: int
    deal: int
    decisions: tuple[DecisionReview, ...]
    points_lost: float
    """The sum of the decisions' costs."""
    points_lost_stderr: float
    """The square root of the sum of the squared ``cost_stderr``."""
    seed: int
    worlds: int
    """Sampled worlds per decision (the budget)."""
    hindsight: bool
    """True: judged with all cards shown (the labelled hindsight view), not honest."""
    version: int = REVIEW_VERSION

    def mistakes(self) -> tuple[DecisionReview, ...]:
        """The decisions graded mistake or blunder."""
        return tuple(d for d in self.decisions if d.grade in ("mistake", "blunder"))

    def to_json(self) -> str:
        """Compact JSON (what the history keeps)."""
        return json.dumps(_hand_dict(self), ensure_ascii=False, separators=(",", ":"),
                          allow_nan=False)

    @classmethod
    def from_json(cls, text: str | bytes) -> HandReview:
        """The review ``to_json`` wrote; ``ReviewError`` if the text is damaged."""
        try:
            data = json.loads(text)
        except (ValueError, TypeError, RecursionError) as exc:
            raise ReviewError(f"a stored review is not JSON: {exc}") from None
        try:
            return _hand_from(data)
        except ReviewError:
            raise
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            raise ReviewError(f"a stored review is damaged: {exc!r}") from None


@dataclass(frozen=True)
class Evaluation:
    """What an evaluator found for the options of one decision."""

    values: tuple[tuple[float, ...], ...]
    """``values[option][world]``: the seat's side's points, world k the same deal for every
    option (paired)."""
    hands: Callable[[int], tuple[tuple[tuple[str, ...], ...], dict[str, tuple[str, ...]]]]
    """``hands(world)``: every seat's cards in that world at the decision, and the extra
    hidden cards (``SampledLine.hands``, ``extra``)."""
    line: Callable[[int, int], tuple[Any, ...]]
    """``line(option, world)``: the actions played out, beginning with the option."""
    extra: Mapping[str, Any] = field(default_factory=dict)
    """Anything else the evaluator wants a caller to see (not stored)."""


CANCEL_EVERY = 8
"""How many worlds an evaluator plays out between two questions to ``cancel``."""


def check_cancel(cancel: Cancel | None, world: int, every: int = CANCEL_EVERY) -> None:
    """``ReviewCancelled`` when ``cancel()`` says so, asked before every ``every``-th world
    (not before the first)."""
    if cancel is not None and world and world % every == 0 and cancel():
        raise ReviewCancelled("review cancelled")


@dataclass(frozen=True)
class Playout:
    """One option played out in one world: the seat's side's points and, when asked for,
    the actions played (beginning with the option)."""

    value: float
    line: tuple[Any, ...] = ()


W = TypeVar("W")


def paired_evaluation(options: Sequence[Any], worlds: Sequence[W],
                      run: Callable[[Any, W, bool], Playout],
                      hands: Callable[[int], tuple[tuple[tuple[str, ...], ...],
                                                   dict[str, tuple[str, ...]]]],
                      cancel: Cancel | None = None) -> Evaluation:
    """Every option played out by ``run(option, world, record)`` in every world (paired:
    world k is the same deal for every option); ``Evaluation.line`` plays one again with
    ``record`` True."""
    values: list[list[float]] = [[] for _ in options]
    for k, world in enumerate(worlds):
        check_cancel(cancel, k)
        for i, option in enumerate(options):
            values[i].append(run(option, world, False).value)

    def line(option: int, world: int) -> tuple[Any, ...]:
        return run(options[option], worlds[world], True).line

    return Evaluation(values=tuple(tuple(v) for v in values), hands=hands, line=line)


class ReviewModule(Protocol):
    """A game's evaluator, ``games/<game>/review.py``. Optional besides these:
    ``candidates(view, legal, played) -> Sequence[action]`` (the options to evaluate when
    the legal ones are too many, the played one among them; default: every legal one; a
    single option makes the decision forced), ``thresholds(rules) -> Thresholds`` (when the
    game's points scale with its rules; default ``THRESHOLDS``) and a ``cancel`` keyword
    of ``evaluate``/``evaluate_known``."""

    THRESHOLDS: Thresholds
    DEFAULT_WORLDS: int

    def decision_kind(self, action: Any) -> str | None:
        """The kind of decision ``action`` is, or None for what is no decision (a time-out,
        leaving the table): not reviewed."""

    def evaluate(self, view: Any, options: Sequence[Any], *, stream: Stream,
                 worlds: int) -> Evaluation:
        """The options judged from ``view`` alone (the seat view at the decision)."""

    def evaluate_known(self, state: Any, seat: int, options: Sequence[Any], *,
                       stream: Stream, worlds: int) -> Evaluation:
        """The options judged with every card known (hindsight)."""


# --------------------------------------------------------------------------- the driver


@dataclass(frozen=True)
class _Decision:
    index: int
    deal: int
    state: Any
    action: Any
    kind: str


def _module(game: Game, module: ReviewModule | None) -> ReviewModule:
    if module is not None:
        return module
    get = getattr(game, "review_module", None)
    if get is None:
        raise NotImplementedError(f"{game.title} has no coach (no review module)")
    return cast(ReviewModule, get())


def _decisions(game: Game, record: Record, seat: int, module: ReviewModule,
               deal: int | None) -> tuple[list[_Decision], list[int]]:
    """The seat's decisions (of ``deal``, or of every deal), and every deal the record
    has, in order."""
    state = game.initial_state(record)
    check_seat(seat, game.players(game.rules_of(state)))
    found: list[_Decision] = []
    deals: list[int] = []
    for index, action in enumerate(record.actions):
        number = int(state.deal_number)
        if not deals or deals[-1] != number:
            deals.append(number)
        if (deal is None or number == deal) and getattr(action, "seat", None) == seat:
            kind = module.decision_kind(action)
            if kind is not None:
                found.append(_Decision(index, number, state, action, kind))
        state, _ = game.apply(state, action)
        if deal is not None and int(state.deal_number) > deal:
            break
    return found, deals


def _check_deal(deal: int, deals: Sequence[int]) -> None:
    if deal not in deals:
        played = f"deals {deals[0]} to {deals[-1]}" if deals else "no action yet"
        raise ReviewError(f"the record has no deal {deal!r} ({played})")


def seat_decisions(game: Game, record: Record, seat: int, deal: int, *,
                   module: ReviewModule | None = None) -> list[int]:
    """The indices into ``record.actions`` of ``seat``'s decisions in deal ``deal``."""
    mod = _module(game, module)
    try:
        found, deals = _decisions(game, record, seat, mod, deal)
    except ValueError as exc:
        raise ReviewError(str(exc)) from None
    _check_deal(deal, deals)
    return [d.index for d in found]


def review_hand(game: Game, record: Record, seat: int, deal: int, *, seed: int = 0,
                worlds: int | None = None, hindsight: bool = False,
                progress: Progress | None = None, cancel: Cancel | None = None,
                module: ReviewModule | None = None) -> HandReview:
    """``seat``'s decisions in deal ``deal`` of ``record``, reviewed (``module``: the
    game's evaluator; default ``game.review_module()``)."""
    reviews = _review(game, record, seat, deal, seed=seed, worlds=worlds,
                      hindsight=hindsight, progress=progress, cancel=cancel, module=module)
    return reviews[0]


def review_match(game: Game, record: Record, seat: int, *, seed: int = 0,
                 worlds: int | None = None, hindsight: bool = False,
                 progress: Progress | None = None, cancel: Cancel | None = None,
                 module: ReviewModule | None = None) -> tuple[HandReview, ...]:
    """Every deal of ``record`` reviewed for ``seat`` (progress counts the decisions of
    the whole match)."""
    return _review(game, record, seat, None, seed=seed, worlds=worlds, hindsight=hindsight,
                   progress=progress, cancel=cancel, module=module)


def _review(game: Game, record: Record, seat: int, deal: int | None, *, seed: int,
            worlds: int | None, hindsight: bool, progress: Progress | None,
            cancel: Cancel | None, module: ReviewModule | None) -> tuple[HandReview, ...]:
    mod = _module(game, module)
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise ReviewError(f"a review seed is a whole number, not {seed!r}")
    budget = mod.DEFAULT_WORLDS if worlds is None else worlds
    if isinstance(budget, bool) or not isinstance(budget, int) or budget < 1:
        raise ReviewError(f"worlds is a whole number of at least 1, not {budget!r}")
    if deal is not None and (isinstance(deal, bool) or not isinstance(deal, int)):
        raise ReviewError(f"a deal is a whole number 1, 2, ..., not {deal!r}")
    try:
        found, deals = _decisions(game, record, seat, mod, deal)
    except ValueError as exc:
        raise ReviewError(str(exc)) from None
    if deal is not None:
        _check_deal(deal, deals)
    wanted = deals if deal is None else [deal]
    total = len(found)
    if progress is not None:
        progress(0, total)
    by_deal: dict[int, list[DecisionReview]] = {d: [] for d in wanted}
    for done, decision in enumerate(found, 1):
        if cancel is not None and cancel():
            raise ReviewCancelled(f"review of seat {seat} cancelled")
        by_deal[decision.deal].append(
            _review_decision(game, mod, decision, seat, seed, budget, hindsight, cancel))
        if progress is not None:
            progress(done, total)
    out = []
    for number in wanted:
        decisions = tuple(by_deal[number])
        out.append(HandReview(
            game=game.name, seat=seat, deal=number, decisions=decisions,
            points_lost=math.fsum(d.cost for d in decisions),
            points_lost_stderr=math.sqrt(math.fsum(d.cost_stderr ** 2 for d in decisions)),
            seed=seed, worlds=budget, hindsight=hindsight))
    return tuple(out)


def _accepts_cancel(function: Callable[..., Any]) -> bool:
    try:
        parameters = inspect.signature(function).parameters
    except (TypeError, ValueError):  # pragma: no cover - builtins
        return False
    return "cancel" in parameters or any(
        p.kind is inspect.Parameter.VAR_KEYWORD for p in parameters.values())


def decision_stream(seed: int, seat: int, deal: int, index: int) -> Stream:
    """The stream a decision is evaluated with: the review's seed and the decision's place
    only (never the record's seed: the hidden cards must not steer the samples)."""
    return Stream.derive(seed, PURPOSE_REVIEW, seat, deal, index)


def _forced(decision: _Decision, played_json: dict[str, Any]) -> DecisionReview:
    return DecisionReview(
        index=decision.index, deal=decision.deal, kind=decision.kind, played=played_json,
        options=(OptionValue(played_json, 0.0, 0.0, 0),), cost=0.0, cost_stderr=0.0,
        better_share=0.0, grade="best", forced=True, line=None)


def thresholds_for(mod: ReviewModule, rules: Any) -> Thresholds:
    """The module's ``thresholds(rules)`` if it has one (a game whose points scale with
    its rules), else its ``THRESHOLDS``."""
    by_rules = getattr(mod, "thresholds", None)
    return cast(Thresholds, by_rules(rules)) if by_rules is not None else mod.THRESHOLDS


def _review_decision(game: Game, mod: ReviewModule, decision: _Decision, seat: int,
                     seed: int, worlds: int, hindsight: bool,
                     cancel: Cancel | None) -> DecisionReview:
    state, action = decision.state, decision.action
    played_json = game.action_to_json(action)
    legal = list(game.legal_actions(state, seat))
    if len(legal) <= 1 and (not legal or legal[0] == action):
        return _forced(decision, played_json)
    view = game.seat_view(state, seat)
    candidates = getattr(mod, "candidates", None)
    options = list(candidates(view, legal, action)) if candidates is not None else legal
    if action not in options:
        options.append(action)
    if len(options) == 1:
        return _forced(decision, played_json)
    stream = decision_stream(seed, seat, decision.deal, decision.index)
    extra: dict[str, Any] = {}
    if hindsight:
        if cancel is not None and _accepts_cancel(mod.evaluate_known):
            extra["cancel"] = cancel
        evaluation = mod.evaluate_known(state, seat, options, stream=stream, worlds=worlds,
                                        **extra)
    else:
        if cancel is not None and _accepts_cancel(mod.evaluate):
            extra["cancel"] = cancel
        evaluation = mod.evaluate(view, options, stream=stream, worlds=worlds, **extra)
    thresholds = thresholds_for(mod, game.rules_of(state))
    return _judge(game, thresholds, decision, options, options.index(action), evaluation,
                  played_json)


def _mean(xs: Sequence[float]) -> float:
    return math.fsum(xs) / len(xs) if xs else 0.0


def _stderr(xs: Sequence[float]) -> float:
    n = len(xs)
    if n < 2:
        return 0.0
    m = _mean(xs)
    return math.sqrt(math.fsum((x - m) ** 2 for x in xs) / (n - 1) / n)


def _judge(game: Game, thresholds: Thresholds, decision: _Decision, options: Sequence[Any],
           played: int, evaluation: Evaluation, played_json: dict[str, Any]
           ) -> DecisionReview:
    values = evaluation.values
    if len(values) != len(options) or not values or any(
            len(v) != len(values[0]) or not v for v in values):
        raise ValueError(f"an evaluation has {len(values)} rows of values for "
                         f"{len(options)} options, all of one length > 0 expected")
    means = [_mean(v) for v in values]
    # Best first; on equal values the one played first (no cost from a tie), then listed.
    order = sorted(range(len(options)),
                   key=lambda i: (-means[i], i != played, i))
    best = order[0]
    shown = order[:3] + ([played] if played not in order[:3] else [])
    ranked = tuple(
        OptionValue(played_json if i == played else game.action_to_json(options[i]),
                    means[i], _stderr(values[i]), len(values[i]))
        for i in shown)
    diffs = [b - p for b, p in zip(values[best], values[played], strict=True)]
    cost = max(0.0, means[best] - means[played])
    is_best = best == played
    line = None if is_best else _line(game, evaluation, best, played, diffs)
    return DecisionReview(
        index=decision.index, deal=decision.deal, kind=decision.kind, played=played_json,
        options=ranked, cost=cost, cost_stderr=0.0 if is_best else _stderr(diffs),
        better_share=sum(1 for d in diffs if d > 0) / len(diffs),
        grade=thresholds.grade(cost, is_best), forced=False, line=line)


def _line(game: Game, evaluation: Evaluation, best: int, played: int,
          diffs: Sequence[float]) -> SampledLine | None:
    """The world of the line: one where the best beat the option played, the most typical
    of those (its gain nearest their median; the first such world on a tie)."""
    gains = sorted(d for d in diffs if d > 0)
    if not gains:
        return None
    median = gains[len(gains) // 2]
    world = min((k for k, d in enumerate(diffs) if d > 0),
                key=lambda k: (abs(diffs[k] - median), k))
    hands, extra = evaluation.hands(world)
    return SampledLine(
        hands=tuple(tuple(h) for h in hands),
        extra={k: tuple(v) for k, v in extra.items()},
        best=tuple(game.action_to_json(a) for a in evaluation.line(best, world)),
        played=tuple(game.action_to_json(a) for a in evaluation.line(played, world)),
        best_outcome=evaluation.values[best][world],
        played_outcome=evaluation.values[played][world])


# --------------------------------------------------------------------------- JSON


def _option_dict(o: OptionValue) -> dict[str, Any]:
    return {"action": o.action, "value": o.value, "stderr": o.stderr, "samples": o.samples}


def _line_dict(line: SampledLine) -> dict[str, Any]:
    return {"hands": [list(h) for h in line.hands],
            "extra": {k: list(v) for k, v in line.extra.items()},
            "best": list(line.best), "played": list(line.played),
            "best_outcome": line.best_outcome, "played_outcome": line.played_outcome}


def _decision_dict(d: DecisionReview) -> dict[str, Any]:
    return {"index": d.index, "deal": d.deal, "kind": d.kind, "played": d.played,
            "options": [_option_dict(o) for o in d.options], "cost": d.cost,
            "cost_stderr": d.cost_stderr, "better_share": d.better_share, "grade": d.grade,
            "forced": d.forced, "line": None if d.line is None else _line_dict(d.line)}


def _hand_dict(h: HandReview) -> dict[str, Any]:
    return {"format": "hearts-desktop-review", "version": h.version, "game": h.game,
            "seat": h.seat, "deal": h.deal,
            "decisions": [_decision_dict(d) for d in h.decisions],
            "points_lost": h.points_lost, "points_lost_stderr": h.points_lost_stderr,
            "seed": h.seed, "worlds": h.worlds, "hindsight": h.hindsight}


def _get(data: Any, key: str, kind: type | tuple[type, ...], where: str) -> Any:
    if not isinstance(data, dict):
        raise ReviewError(f"{where} is not a JSON object")
    if key not in data:
        raise ReviewError(f"{where} has no {key!r}")
    value = data[key]
    kinds = kind if isinstance(kind, tuple) else (kind,)
    if isinstance(value, bool) and bool not in kinds:
        raise ReviewError(f"{where}: {key!r} is {value!r}")
    if not isinstance(value, kinds):
        raise ReviewError(f"{where}: {key!r} is {type(value).__name__}, not "
                          f"{' or '.join(k.__name__ for k in kinds)}")
    return value


def _int(data: Any, key: str, where: str, low: int = 0) -> int:
    value = cast(int, _get(data, key, int, where))
    if value < low:
        raise ReviewError(f"{where}: {key!r} is {value}, below {low}")
    return value


def _num(data: Any, key: str, where: str, low: float | None = None) -> float:
    value = float(_get(data, key, (int, float), where))
    if not math.isfinite(value) or (low is not None and value < low):
        raise ReviewError(f"{where}: {key!r} is {value}")
    return value


def _strs(value: Any, where: str) -> tuple[str, ...]:
    if not isinstance(value, list) or not all(isinstance(s, str) for s in value):
        raise ReviewError(f"{where} is not a list of card texts")
    return tuple(value)


def _actions(value: Any, where: str) -> tuple[dict[str, Any], ...]:
    if not isinstance(value, list) or not all(isinstance(a, dict) for a in value):
        raise ReviewError(f"{where} is not a list of actions")
    return tuple(value)


def _line_from(data: Any, where: str) -> SampledLine:
    hands = _get(data, "hands", list, where)
    extra = _get(data, "extra", dict, where)
    return SampledLine(
        hands=tuple(_strs(h, f"{where}: a hand") for h in hands),
        extra={str(k): _strs(v, f"{where}: {k}") for k, v in extra.items()},
        best=_actions(_get(data, "best", list, where), f"{where}: best"),
        played=_actions(_get(data, "played", list, where), f"{where}: played"),
        best_outcome=_num(data, "best_outcome", where),
        played_outcome=_num(data, "played_outcome", where))


def _decision_from(data: Any, where: str) -> DecisionReview:
    grade = _get(data, "grade", str, where)
    if grade not in GRADES:
        raise ReviewError(f"{where}: no grade {grade!r}")
    options = []
    for i, o in enumerate(_get(data, "options", list, where)):
        w = f"{where}, option {i + 1}"
        options.append(OptionValue(
            action=_get(o, "action", dict, w), value=_num(o, "value", w),
            stderr=_num(o, "stderr", w, 0.0), samples=_int(o, "samples", w)))
    if not options:
        raise ReviewError(f"{where} has no options")
    line = data.get("line") if isinstance(data, dict) else None
    share = _num(data, "better_share", where, 0.0)
    if share > 1:
        raise ReviewError(f"{where}: better_share {share} above 1")
    return DecisionReview(
        index=_int(data, "index", where), deal=_int(data, "deal", where, 1),
        kind=_get(data, "kind", str, where), played=_get(data, "played", dict, where),
        options=tuple(options), cost=_num(data, "cost", where, 0.0),
        cost_stderr=_num(data, "cost_stderr", where, 0.0), better_share=share,
        grade=cast(Grade, grade), forced=_get(data, "forced", bool, where),
        line=None if line is None else _line_from(line, f"{where}, line"))


def _hand_from(data: Any) -> HandReview:
    where = "the review"
    if _get(data, "format", str, where) != "hearts-desktop-review":
        raise ReviewError("not a stored review of this program")
    version = _int(data, "version", where, 1)
    if version > REVIEW_VERSION:
        raise ReviewError(f"a review of version {version}, newer than this program's "
                          f"{REVIEW_VERSION}")
    decisions = tuple(_decision_from(d, f"decision {i + 1}")
                      for i, d in enumerate(_get(data, "decisions", list, where)))
    return HandReview(
        game=_get(data, "game", str, where), seat=_int(data, "seat", where),
        deal=_int(data, "deal", where, 1), decisions=decisions,
        points_lost=_num(data, "points_lost", where, 0.0),
        points_lost_stderr=_num(data, "points_lost_stderr", where, 0.0),
        seed=_get(data, "seed", int, where), worlds=_int(data, "worlds", where, 1),
        hindsight=_get(data, "hindsight", bool, where), version=version)
