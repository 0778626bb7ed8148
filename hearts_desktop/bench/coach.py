"""``bench coach --game G``: the coach's speed, stability and calibration (issue 31).

**Hands.** Seeded matches (seed ``--seed``, ``--seed`` + 1, ...) of the game's preset
(``--game hearts|pinochle|ombre|quadrille|quintille``, or ``GAME:PRESET``), a Hard player
in seat 0 (the reviewed seat) and Normal players in the others, are played deal by deal;
``--hands`` deals in all, ``DEALS_PER_MATCH`` from each match. Every deal is reviewed for
seat 0 (``game.review(record, 0, deal=d, seed=0, worlds=W)``) and timed: wall-clock and
CPU time of this process (the machine is shared: the CPU time is the figure a quiet machine
would show).

**Stability.** Each deal is reviewed a second time with another seed (other sampled
worlds): for every searched decision, is the best option the same, and the order of the
first two? The share that changes is the instability of the ranking at that budget.

**Calibration.** For each searched decision the coach predicts the cost of one option
against the best (the option played, or the second best when the best was played). Both
are then played out from the true position (every card known to the engine, none to the
players) to the end of the hand by Expert players in every seat, ``--playouts`` times with
other bot seeds, paired; the measured cost is the mean difference of the seat's result
(the game's points of the deal, as the analysis scores them: Hearts minus the seat's
penalty points, Pinochle the team's points less the other team's, Ombre the seat's chips).
The decisions are binned by predicted cost; per bin the table shows the mean predicted
and the mean measured cost with a 95% confidence interval (a bootstrap over the decisions
of the bin, ``RESAMPLES`` resamples). A coach that is calibrated has the predicted mean
inside the interval.

The last line is ``coach G: N hands reviewed, median X s per hand, max Y s`` (wall clock).
"""

from __future__ import annotations

import argparse
import itertools
import math
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..core.game import Game
from ..core.review import DecisionReview, HandReview, Thresholds, thresholds_for
from ..core.rng import Stream
from . import common

DEALS_PER_MATCH = 4
"""Deals reviewed from each seeded match (Hearts: one of each pass direction)."""


def bins(t: Thresholds) -> tuple[float, ...]:
    """Predicted-cost bins, in the game's points: 0, half the inaccuracy threshold, the
    inaccuracy, mistake and blunder thresholds (Hearts: 0, 0.5, 1, 3, 8)."""
    return (0.0, t.inaccuracy / 2, t.inaccuracy, t.mistake, t.blunder, math.inf)
RESAMPLES = 2000
ALIASES = {"quadrille": ("ombre", "quadrille"), "quintille": ("ombre", "quintille")}


@dataclass
class Sample:
    """One searched decision: what the coach predicted, what the Expert playouts say."""

    predicted: float
    measured: float | None = None


@dataclass
class HandFigures:
    seconds: float
    cpu_seconds: float
    decisions: int
    searched: int
    best_same: int = 0
    top2_same: int = 0
    grade_same: int = 0
    clear: int = 0
    """Searched decisions whose first two options differ by at least the inaccuracy
    threshold in the first review."""
    clear_best_same: int = 0
    points_lost: float = 0.0
    samples: list[Sample] = field(default_factory=list)


def parse_game(text: str) -> tuple[str, str | None]:
    """``hearts``, ``quadrille`` (Ombre's preset), ``ombre:quadrille``: (game, preset)."""
    if text in ALIASES:
        return ALIASES[text]
    name, _, preset = text.partition(":")
    return name, preset or None


def add_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--game", default="hearts",
                        help="hearts, pinochle, ombre, quadrille, quintille or GAME:PRESET "
                             "(default hearts)")
    parser.add_argument("--hands", type=int, default=12, help="deals reviewed (default 12)")
    parser.add_argument("--seed", type=int, default=1, help="first match seed (default 1)")
    parser.add_argument("--worlds", type=int, default=None,
                        help="sampled worlds per decision (default: the game's "
                             "DEFAULT_WORLDS)")
    parser.add_argument("--playouts", type=int, default=4,
                        help="Expert playouts per option for the calibration (default 4; "
                             "0: no calibration)")
    parser.add_argument("--expert-samples", type=int, default=24,
                        help="Hearts: the Expert players' samples per decision in the "
                             "calibration playouts (deterministic mode; default 24)")
    parser.add_argument("--no-stability", action="store_true",
                        help="skip the second review (stability)")


# --------------------------------------------------------------------------- players


def _bot(game: Game, level: str, seed: int, expert_samples: int) -> Any:
    """A CPU player of ``level``; Hearts' search levels in their deterministic mode (a
    fixed number of samples) so a seeded run repeats."""
    if game.name == "hearts" and level in ("hard", "expert"):
        from ..games.hearts.bots.hard import LEVEL_BOTS

        samples = 40 if level == "hard" else expert_samples
        return LEVEL_BOTS[level](seed, budget_ms=None, samples=samples)
    kinds = game.bot_kinds()
    if level == "expert" and "expert" not in kinds:
        level = "hard"
    return game.make_bot(level, seed)


def _play_deal(game: Game, state: Any, deal: int, bots: Sequence[Any]) -> Any:
    """``state`` played on by ``bots`` until deal ``deal`` is over."""
    while not game.is_over(state) and state.deal_number == deal:
        seat = game.seats_to_act(state)[0]
        state, _ = game.apply(state, bots[seat].choose(game.seat_view(state, seat)))
    return state


def _seat_result(game: Game, record: Any, deal: int, seat: int) -> float:
    """The seat's side's points of deal ``deal`` (``game.analyse``): the team's points less
    the mean of the other teams' where there are teams, else the seat's own (negated where
    lower is better)."""
    analysis = game.analyse(record)
    result = next(r for r in analysis.deals if r.deal_number == deal)
    points = [float(p.real) if isinstance(p, complex) else float(p) for p in result.points]
    if analysis.teams:
        mine = next(t for t in analysis.teams if seat in t)
        others = [t for t in analysis.teams if t is not mine]
        own = points[mine[0]]
        rest = sum(points[t[0]] for t in others) / len(others) if others else 0.0
        value = own - rest
    else:
        value = points[seat]
    return value if analysis.higher_is_better else -value


# --------------------------------------------------------------------------- the run


def _states_at(game: Game, record: Any, indices: Sequence[int]) -> dict[int, Any]:
    wanted = set(indices)
    out = {}
    state = game.initial_state(record)
    for i, action in enumerate(record.actions):
        if i in wanted:
            out[i] = state
        state, _ = game.apply(state, action)
    return out


def _compared(d: DecisionReview) -> tuple[dict[str, Any], dict[str, Any], float] | None:
    """(best, other, predicted cost of other): the option played, or the second best when
    the best was played."""
    if d.forced or len(d.options) < 2:
        return None
    best = d.options[0]
    other = next(o for o in d.options if o.action == d.played) \
        if d.played != best.action else d.options[1]
    return best.action, other.action, max(0.0, best.value - other.value)


def _measure(game: Game, state: Any, deal: int, seat: int, best: dict[str, Any],
             other: dict[str, Any], playouts: int, seed: int, expert_samples: int) -> float:
    n = game.players(game.rules_of(state))
    diffs = []
    for k in range(playouts):
        results = []
        for option in (best, other):
            after, _ = game.apply(state, game.action_from_json(option))
            bots = [_bot(game, "expert", seed * 1000 + k * 10 + s, expert_samples)
                    for s in range(n)]
            end = _play_deal(game, after, deal, bots)
            results.append(_seat_result(game, game.to_record(end), deal, seat))
        diffs.append(results[0] - results[1])
    return sum(diffs) / len(diffs)


def _review_deal(game: Game, record: Any, deal: int, args: argparse.Namespace,
                 worlds: int | None) -> HandFigures:
    wall, cpu = time.perf_counter(), time.process_time()
    (hand,) = game.review(record, 0, deal=deal, seed=0, worlds=worlds)
    figures = HandFigures(time.perf_counter() - wall, time.process_time() - cpu,
                          len(hand.decisions),
                          sum(1 for d in hand.decisions if not d.forced),
                          points_lost=hand.points_lost)
    if not args.no_stability:
        (again,) = game.review(record, 0, deal=deal, seed=1, worlds=worlds)
        gap = thresholds_for(game.review_module(), game.rules_of(  # type: ignore[attr-defined]
            game.initial_state(record))).inaccuracy
        _stability(hand, again, figures, gap)
    if args.playouts > 0:
        compared = [(d, c) for d in hand.decisions if (c := _compared(d)) is not None]
        states = _states_at(game, record, [d.index for d, _ in compared])
        for d, (best, other, predicted) in compared:
            measured = _measure(game, states[d.index], deal, 0, best, other, args.playouts,
                                args.seed * 7919 + d.index, args.expert_samples)
            figures.samples.append(Sample(predicted, measured))
    return figures


def _stability(a: HandReview, b: HandReview, figures: HandFigures, gap: float) -> None:
    for x, y in zip(a.decisions, b.decisions, strict=True):
        if x.forced:
            continue
        same = x.options[0].action == y.options[0].action
        figures.best_same += same
        if len(x.options) > 1 and x.options[0].value - x.options[1].value >= gap:
            figures.clear += 1
            figures.clear_best_same += same
        figures.top2_same += [o.action for o in x.options[:2]] == \
            [o.action for o in y.options[:2]]
        figures.grade_same += x.grade == y.grade


def _bootstrap(values: Sequence[float], seed: int) -> tuple[float, float]:
    stream = Stream.derive(seed, 31, len(values))
    n = len(values)
    means = sorted(sum(values[stream.below(n)] for _ in range(n)) / n
                   for _ in range(RESAMPLES))
    return means[int(0.025 * RESAMPLES)], means[int(0.975 * RESAMPLES) - 1]


def calibration_rows(samples: Sequence[Sample], edges: Sequence[float]
                     ) -> list[tuple[str, int, float, float, float, float]]:
    """Per bin of predicted cost (``edges``): (bin, decisions, mean predicted, mean
    measured, CI low, CI high)."""
    rows = []
    for lo, hi in itertools.pairwise(edges):
        inside = [s for s in samples if lo <= s.predicted < hi and s.measured is not None]
        if not inside:
            continue
        measured = [s.measured for s in inside if s.measured is not None]
        low, high = _bootstrap(measured, int(lo * 100))
        label = f"{lo:g}+" if hi == math.inf else f"{lo:g}-{hi:g}"
        rows.append((label, len(inside), sum(s.predicted for s in inside) / len(inside),
                     sum(measured) / len(measured), low, high))
    return rows


def run(args: argparse.Namespace, out: Callable[[str], None] = print) -> int:
    from ..games import get_game

    name, preset = parse_game(args.game)
    try:
        game = get_game(name)
        module = game.review_module()  # type: ignore[attr-defined]
    except (KeyError, ValueError) as exc:
        raise SystemExit(f"bench coach: {exc}") from None
    except NotImplementedError as exc:
        raise SystemExit(f"bench coach: {exc}") from None
    preset = preset or game.presets()[0]
    if preset not in game.presets():
        raise SystemExit(f"bench coach: {game.title} has no preset {preset!r} "
                         f"({', '.join(game.presets())})")
    if args.hands < 1 or args.playouts < 0:
        raise SystemExit("bench coach: --hands must be >= 1 and --playouts >= 0")
    worlds = args.worlds if args.worlds is not None else module.DEFAULT_WORLDS
    rules = game.preset(preset)
    players = game.players(rules)
    info = common.machine()
    out(f"Hearts Desktop benchmark: the coach, {game.title} ({preset})")
    out(common.machine_line(info))
    out(f"{args.hands} deals of seeded matches from seed {args.seed}, a Hard player in "
        f"seat 0 (reviewed), Normal players elsewhere; {worlds} worlds per decision; "
        f"calibration: {args.playouts} Expert playouts per option")
    out("")
    figures: list[HandFigures] = []
    match_seed = args.seed
    while len(figures) < args.hands:
        state = game.new_match(rules, seed=match_seed)
        bots = [_bot(game, "hard" if s == 0 else "normal", match_seed * 10 + s,
                     args.expert_samples) for s in range(players)]
        for _ in range(DEALS_PER_MATCH):
            if game.is_over(state) or len(figures) >= args.hands:
                break
            deal = int(state.deal_number)
            state = _play_deal(game, state, deal, bots)
            hand = _review_deal(game, game.to_record(state), deal, args, worlds)
            figures.append(hand)
            out(f"  match {match_seed} deal {deal}: {hand.decisions} decisions "
                f"({hand.searched} searched), {hand.seconds:.2f} s "
                f"(CPU {hand.cpu_seconds:.2f} s), points lost {hand.points_lost:.2f}")
        match_seed += 1
    _report(args.game, figures, args, out, bins(thresholds_for(module, rules)))
    return 0


def _report(label: str, figures: Sequence[HandFigures], args: argparse.Namespace,
            out: Callable[[str], None], edges: Sequence[float]) -> None:
    out("")
    searched = sum(f.searched for f in figures)
    if not args.no_stability and searched:
        out(f"Stability (seed 0 against seed 1, {searched} searched decisions): best "
            f"option changes in {1 - sum(f.best_same for f in figures) / searched:.1%}, "
            f"order of the first two in {1 - sum(f.top2_same for f in figures) / searched:.1%}"
            f", grade in {1 - sum(f.grade_same for f in figures) / searched:.1%}")
        clear = sum(f.clear for f in figures)
        if clear:
            out(f"  of the {clear} decisions whose first two options differ by the inaccuracy "
                f"threshold or more: best option changes in "
                f"{1 - sum(f.clear_best_same for f in figures) / clear:.1%}")
    samples = [s for f in figures for s in f.samples]
    if samples:
        out("")
        out("Calibration: predicted cost against the cost measured by Expert playouts on "
            "the true deal")
        out(f"{'predicted':<10} {'decisions':>9} {'predicted':>10} {'measured':>9}  "
            f"{'95% CI':<17} inside")
        for label_, count, pred, meas, lo, hi in calibration_rows(samples, edges):
            inside = "yes" if lo <= pred <= hi else "no"
            out(f"{label_:<10} {count:>9} {pred:>10.2f} {meas:>9.2f}  "
                f"[{lo:6.2f}, {hi:6.2f}]  {inside}")
        total_pred = sum(s.predicted for s in samples) / len(samples)
        total_meas = sum(s.measured or 0.0 for s in samples) / len(samples)
        out(f"{'all':<10} {len(samples):>9} {total_pred:>10.2f} {total_meas:>9.2f}")
    seconds = [f.seconds for f in figures]
    cpu = [f.cpu_seconds for f in figures]
    out("")
    out(f"CPU time per hand: median {common.median(cpu):.2f} s, max {max(cpu):.2f} s; "
        f"points lost per hand: mean {sum(f.points_lost for f in figures) / len(figures):.2f}")
    out(f"coach {label}: {len(figures)} hands reviewed, median {common.median(seconds):.2f} "
        f"s per hand, max {max(seconds):.2f} s")
