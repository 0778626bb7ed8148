"""``bench ai``: CPU players on duplicate deals, and a legality sweep over every preset.

**Duplicate hands.** ``--matchup A-vs-B`` seats one bot of kind A (the entrant) against
three of kind B. Every deal is played once per seat rotation: the entrant sits in seat 0,
then 1, ... against the very same cards (and the same opponent seeds), so the luck of the
deal cancels. Deal d is deal number d + 1 of a match (``deal_cards(rules, seed, d + 1,
dealer)``), with its pass direction from the rules' cycle (left, right, across, hold for
``classic``); each is scored on its own (deal scores, match scores start at 0). A *hand* is
one deal played in one rotation, so ``--hands 2000`` with four players is 500 deals.

Per entrant (and for the field of opponents): mean points per hand, relative points
(own minus the mean of the other seats; negative is better) with a 95% confidence
interval over deals (the rotations of a deal are averaged first, so the interval is over
independent deals), the rate of moons made and suffered, the Q♠ rate and the time per
decision (median over every decision, median over real choices -- more than one legal
action -- and maximum).

**Legality** (``--legality``): random matches over every preset with a random mix of bots
(Hard in its deterministic mode with a few samples, to keep the sweep quick; an Easy,
Normal or Hard seat plays as a random named opponent of the roster half of the time);
every action a bot returns must be legal (``view.allows``). Reports the count of illegal
choices (the target is 0) and hands per second.

**Long runs** (``--record PATH``, ``bench/record.py``): every finished deal is written to a
file; the same command again plays only the deals not yet recorded and reports on all of
them, so a matchup that needs more CPU than one sitting (Hard against OpenSpiel's ISMCTS)
is measured over several. A record made with another setup or other playing code is
refused.

Work is spread over ``--jobs`` processes by chunks of deals (or matches); results are
merged in deal order, so the figures do not depend on which process finished first
(with ``--samples`` the Hard bot is deterministic and a run is reproducible exactly).

Longer than 600 lines: one command line for every game's CPU players (matchups, legality,
CPU time, OpenSpiel as a sparring partner) whose runs share the chunking over processes,
the merging in deal order and the confidence intervals.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import math
import multiprocessing
import sys
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from ..games.hearts import (
    QUEEN_OF_SPADES,
    Action,
    MatchState,
    Phase,
    Rules,
    RulesError,
    SeatView,
    apply,
    deal_cards,
    new_match,
    seat_view,
    seats_to_act,
    start_hand,
)
from ..games.hearts.rng import Stream
from . import common
from .record import Record, RecordError, code_fingerprint

KINDS = ("random", "easy", "normal", "hard", "expert", "ismcts")
"""Bot kinds a matchup may name ("ismcts": OpenSpiel's ISMCTS bot, an optional extra)."""
SEARCH_KINDS = ("hard", "expert")
LEGALITY_KINDS = ("random", "easy", "normal", "hard", "expert")

_PURPOSE_BOT_SEED = 0xB07
_PURPOSE_LEGALITY = 0x1E6A1


class Bot(Protocol):
    name: str

    def choose(self, view: SeatView) -> Action: ...


@dataclass(frozen=True)
class BotConfig:
    """How to build bots: the Hard and Expert bots' CPU budgets (ms per card decision) or
    fixed sample counts, options for the entrant's search bot (``entrant_options``, e.g.
    ``(("infer", 0.35),)``: how the tries in docs/benchmarks.md were run), and the ISMCTS
    bot's simulations per decision."""

    budget_ms: float | None = 60.0
    samples: int | None = None
    expert_budget_ms: float | None = 300.0
    expert_samples: int | None = None
    entrant_options: tuple[tuple[str, Any], ...] = ()
    ismcts_simulations: int = 10_000
    wall_ms: float | None = None
    """The search bots' wall-clock ceiling (None: theirs, 1 s)."""

    def make(self, kind: str, seed: int, who: str | None = None, *, entrant: bool = False,
             table: Any = None, levels: Sequence[str | None] = ()) -> Bot:
        """A bot of level ``kind``; ``who``: a roster opponent's key, whose character
        (passing style, moon appetite, ...) it plays with at that level; ``table``: the
        hand mirrored in OpenSpiel, for an ``ismcts`` seat; ``levels``: every seat's level
        as the table shows it (``table_levels``), for the search bots' model of the
        other players."""
        from ..games.hearts.bots import make_bot

        if kind in SEARCH_KINDS:
            if kind == "hard":
                options: dict[str, Any] = {"budget_ms": self.budget_ms,
                                           "samples": self.samples}
            else:
                options = {"budget_ms": self.expert_budget_ms, "samples": self.expert_samples}
            if self.wall_ms is not None:
                options["wall_ms"] = self.wall_ms
            if levels:
                options["seat_levels"] = tuple(levels)
            if entrant:
                options.update(self.entrant_options)
            bot: Bot = make_bot(who or kind, seed=seed, level=kind, **options)
            return bot
        if kind == "ismcts":
            from .openspiel import IsmctsSeat

            return IsmctsSeat(table, seed, self.ismcts_simulations)
        if kind == "random":
            from ..games.hearts.bots.random_bot import RandomBot

            return RandomBot(seed)
        bot = make_bot(who or kind, seed=seed, level=kind if who else None)
        return bot


# --------------------------------------------------------------------------- one hand


@dataclass
class Decisions:
    """Decision times (ms) of one bot kind, and its illegal choices."""

    times: list[float] = field(default_factory=list)
    choice_times: list[float] = field(default_factory=list)
    """Times of decisions with more than one legal action."""
    cpu_times: list[float] = field(default_factory=list)
    """CPU times (ms, ``time.thread_time``) of decisions with more than one legal action."""
    samples: list[int] = field(default_factory=list)
    """Sampled deals of each search (Hard, Expert)."""
    starved: int = 0
    """Searches the wall-clock ceiling ended before the CPU budget was spent."""
    illegal: int = 0
    slowest: tuple[float, float, str] = (0.0, 0.0, "")
    """The slowest decision: wall ms, CPU ms of this process, and what it was."""

    def merge(self, other: Decisions) -> None:
        self.times.extend(other.times)
        self.choice_times.extend(other.choice_times)
        self.cpu_times.extend(other.cpu_times)
        self.samples.extend(other.samples)
        self.starved += other.starved
        self.illegal += other.illegal
        self.slowest = max(self.slowest, other.slowest)


def decide(bot: Bot, state: MatchState, seat: int, log: Decisions) -> Action:
    """Ask ``bot`` for ``seat``'s action, timing it and checking it with ``view.allows``
    (an illegal choice is counted and replaced by the first legal action; ``view.legal``
    lists a wide pass or dealer's choice only in part)."""
    view = seat_view(state, seat)
    searches = hasattr(bot, "last_samples")
    if searches:
        bot.last_samples = 0  # type: ignore[attr-defined]
    cpu = time.thread_time()
    start = time.perf_counter()
    action = bot.choose(view)
    ms = (time.perf_counter() - start) * 1000.0
    cpu_ms = (time.thread_time() - cpu) * 1000.0
    log.times.append(ms)
    if ms > log.slowest[0]:
        what = f"{view.phase.value}, {len(view.legal)} legal, trick {len(view.tricks) + 1}"
        log.slowest = (ms, cpu_ms, what)
    if len(view.legal) > 1:
        log.choice_times.append(ms)
        log.cpu_times.append(cpu_ms)
    if searches and bot.last_samples:  # type: ignore[attr-defined]
        log.samples.append(bot.last_samples)  # type: ignore[attr-defined]
        log.starved += bool(getattr(bot, "last_starved", False))
    if not view.allows(action):
        log.illegal += 1
        return view.legal[0]
    return action


def play_out(state: MatchState, bots: Sequence[Bot], logs: Sequence[Decisions],
             stop: Callable[[MatchState], bool],
             observe: Callable[[Action], None] | None = None) -> MatchState:
    """Let the bots act until ``stop(state)`` (or the match is over); ``observe`` sees
    every action the engine accepted."""
    while not stop(state) and state.phase is not Phase.MATCH_OVER:
        for seat in seats_to_act(state):
            if stop(state):
                break
            action = decide(bots[seat], state, seat, logs[seat])
            state, _ = apply(state, action)
            if observe is not None:
                observe(action)
            if state.phase is not Phase.PASSING:
                break  # only passing lets several seats act in turn
    return state


@dataclass
class HandResult:
    """One deal played with the entrant in ``seat``."""

    seat: int
    scores: tuple[float, ...]
    shooter: int | None
    queen: int | None
    """Who captured the Q♠."""


@dataclass
class DealResult:
    deal: int
    hands: list[HandResult]
    entrant: Decisions
    field: Decisions
    mismatches: list[str] = dataclasses.field(default_factory=list)
    """Hands on which OpenSpiel's Hearts disagreed with the engine (ismcts matchups)."""


def table_levels(kinds: Sequence[str]) -> tuple[str | None, ...]:
    """What the table shows of each seat's player: its level, or None for OpenSpiel's
    ISMCTS (a player the game does not know, as a human is)."""
    return tuple(None if k == "ismcts" else k for k in kinds)


def _bot_seed(seed: int, deal: int, seat: int) -> int:
    return Stream.derive(seed, _PURPOSE_BOT_SEED, deal, seat).next64()


def play_deal(rules: Rules, seed: int, deal: int, entrant: str, opponent: str,
              config: BotConfig) -> DealResult:
    """Deal ``deal`` played once per seat rotation of the entrant."""
    n = rules.players
    dealer = n - 1
    number = deal + 1
    hands, rest = deal_cards(rules, seed, number, dealer)
    out = DealResult(deal, [], Decisions(), Decisions())
    for seat in range(n):
        kinds = [entrant if s == seat else opponent for s in range(n)]
        state = start_hand(rules, hands, None, dealer=dealer, leftover=rest,
                           deal_number=number)
        table = None
        if "ismcts" in kinds:
            from .openspiel import OpenSpielHand

            plan = state.pass_plan or ()
            table = OpenSpielHand(rules, hands, plan[0][0] if plan else 0)
        levels = table_levels(kinds)
        bots = [config.make(k, _bot_seed(seed, deal, s), entrant=s == seat, table=table,
                            levels=levels)
                for s, k in enumerate(kinds)]
        logs = [out.entrant if s == seat else out.field for s in range(n)]
        state = play_out(state, bots, logs, lambda st: st.is_over,
                         table.observe if table is not None else None)
        record = state.history[-1]
        queen = next((p for p, cards in enumerate(state.captured)
                      if QUEEN_OF_SPADES in cards), None)
        scores = tuple(float(s.real) if isinstance(s, complex) else float(s)
                       for s in record.deal_scores)
        if table is not None:
            table.check_scores(scores)
            if table.mismatch:
                out.mismatches.append(f"deal {deal}, entrant in seat {seat}: {table.mismatch}")
        out.hands.append(HandResult(seat, scores, record.shooter, queen))
    return out


def deal_to_dict(result: DealResult) -> dict[str, Any]:
    """A deal's result as JSON-able data (times rounded to the microsecond), for a
    record (``--record``)."""
    data = dataclasses.asdict(result)
    for side in ("entrant", "field"):
        log = data[side]
        for key in ("times", "choice_times", "cpu_times"):
            log[key] = [round(t, 3) for t in log[key]]
    return data


def deal_from_dict(data: dict[str, Any]) -> DealResult:
    """``deal_to_dict`` read back."""
    def log(d: dict[str, Any]) -> Decisions:
        wall, cpu, what = d["slowest"]
        return Decisions(list(d["times"]), list(d["choice_times"]), list(d["cpu_times"]),
                         list(d["samples"]), int(d["starved"]), int(d["illegal"]),
                         (float(wall), float(cpu), str(what)))

    hands = [HandResult(int(h["seat"]), tuple(float(x) for x in h["scores"]), h["shooter"],
                        h["queen"]) for h in data["hands"]]
    return DealResult(int(data["deal"]), hands, log(data["entrant"]), log(data["field"]),
                      list(data.get("mismatches", [])))


def _deal_chunk(task: tuple[Rules, int, Sequence[int], str, str, BotConfig]
                ) -> list[DealResult]:
    rules, seed, deals, entrant, opponent, config = task
    return [play_deal(rules, seed, d, entrant, opponent, config) for d in deals]


def run_tasks(function: Callable[[Any], list[Any]], tasks: Sequence[Any], jobs: int,
              progress: Callable[[list[Any]], None] | None = None) -> list[Any]:
    """``function`` over ``tasks`` in ``jobs`` processes; the results in task order.
    ``progress`` sees the results so far after each task."""
    out: list[Any] = []
    if jobs <= 1 or len(tasks) <= 1:
        for t in tasks:
            out.extend(function(t))
            if progress is not None:
                progress(out)
        return out
    with multiprocessing.get_context("fork").Pool(jobs) as pool:
        for part in pool.imap(function, tasks):
            out.extend(part)
            if progress is not None:
                progress(out)
    return out


def _chunks(items: Sequence[int], size: int) -> list[Sequence[int]]:
    return [items[i:i + size] for i in range(0, len(items), size)]


# --------------------------------------------------------------------------- statistics


@dataclass
class Summary:
    """The figures of one side (the entrant, or the field of opponents)."""

    name: str
    hands: int
    mean_points: float
    relative: float
    ci: float
    """Half-width of the 95% confidence interval of ``relative`` (over deals)."""
    moons_made: float
    moons_suffered: float
    queen_rate: float
    ms_median: float
    ms_choice_median: float
    ms_max: float
    illegal: int
    slowest: str = ""
    """The slowest decision: its CPU time and what it was."""
    cpu_choice_median: float = math.nan
    """Median CPU ms of the decisions with more than one legal action."""
    samples_median: float = math.nan
    """Median sampled deals per search (Hard, Expert)."""
    starved: int = 0
    searches: int = 0
    suffered_by_position: tuple[float, ...] = ()
    """Entrant side: moons suffered by each opponent, by its seat after the entrant's
    (1 = next to play after it, ...): the entrant's ``moons_suffered`` compares with
    these."""
    per_deal: tuple[float, ...] = ()
    """Relative points per deal (the rotations averaged), for paired comparisons."""

    def as_dict(self) -> dict[str, Any]:
        return dict(self.__dict__)


def mean_ci(values: Sequence[float]) -> tuple[float, float]:
    """Mean and the half-width of its 95% confidence interval (normal approximation)."""
    n = len(values)
    if n == 0:
        return math.nan, math.nan
    mean = sum(values) / n
    if n < 2:
        return mean, math.inf
    var = sum((v - mean) ** 2 for v in values) / (n - 1)
    return mean, 1.96 * math.sqrt(var / n)


def relative_points(scores: Sequence[float], seat: int) -> float:
    """``seat``'s points minus the mean of the other seats' (lower is better)."""
    others = [p for q, p in enumerate(scores) if q != seat]
    return scores[seat] - sum(others) / len(others)


def _side_figures(results: Sequence[DealResult], entrant_side: bool
                  ) -> tuple[list[float], list[float], float, float, float, int]:
    """Per-deal means of own and relative points, and the moon / Q♠ rates, for the entrant
    (or for the average opponent)."""
    own_per_deal: list[float] = []
    rel_per_deal: list[float] = []
    made = suffered = queen = 0.0
    hands = 0
    for r in results:
        own_sum = rel_sum = 0.0
        count = 0
        for h in r.hands:
            n = len(h.scores)
            seats = [h.seat] if entrant_side else [s for s in range(n) if s != h.seat]
            for s in seats:
                own_sum += h.scores[s]
                rel_sum += relative_points(h.scores, s)
                made += h.shooter == s
                suffered += h.shooter is not None and h.shooter != s
                queen += h.queen == s
                count += 1
        hands += count
        own_per_deal.append(own_sum / count)
        rel_per_deal.append(rel_sum / count)
    return own_per_deal, rel_per_deal, made, suffered, queen, hands


def _suffered_by_position(results: Sequence[DealResult]) -> tuple[float, ...]:
    """Moons suffered by the opponent k seats after the entrant, k = 1 .. n - 1."""
    counts: list[int] = []
    hands = 0
    for r in results:
        for h in r.hands:
            n = len(h.scores)
            if not counts:
                counts = [0] * (n - 1)
            hands += 1
            for k in range(1, n):
                seat = (h.seat + k) % n
                counts[k - 1] += h.shooter is not None and h.shooter != seat
    return tuple(c / hands for c in counts) if hands else ()


def summarise(name: str, results: Sequence[DealResult], entrant_side: bool) -> Summary:
    own, rel, made, suffered, queen, hands = _side_figures(results, entrant_side)
    mean_rel, ci = mean_ci(rel)
    log = Decisions()
    for r in results:
        log.merge(r.entrant if entrant_side else r.field)
    entrant_hands = sum(len(r.hands) for r in results)
    return Summary(
        name=name,
        hands=entrant_hands,
        mean_points=sum(own) / len(own) if own else math.nan,
        relative=mean_rel,
        ci=ci,
        moons_made=made / hands if hands else math.nan,
        moons_suffered=suffered / hands if hands else math.nan,
        queen_rate=queen / hands if hands else math.nan,
        ms_median=common.median(log.times) if log.times else math.nan,
        ms_choice_median=common.median(log.choice_times) if log.choice_times else math.nan,
        ms_max=max(log.times, default=math.nan),
        illegal=log.illegal,
        slowest=(f"{log.slowest[0]:,.0f} ms wall, {log.slowest[1]:,.0f} ms CPU "
                 f"({log.slowest[2]})"),
        cpu_choice_median=common.median(log.cpu_times) if log.cpu_times else math.nan,
        samples_median=common.median(log.samples) if log.samples else math.nan,
        starved=log.starved,
        searches=len(log.samples),
        suffered_by_position=_suffered_by_position(results) if entrant_side else (),
        per_deal=tuple(rel),
    )


def parse_matchup(text: str) -> tuple[str, str]:
    parts = text.lower().split("-vs-")
    if len(parts) != 2 or not all(p in KINDS for p in parts):
        raise SystemExit(f"bench ai: --matchup is A-vs-B with A, B in {', '.join(KINDS)}; "
                         f"got {text!r}")
    return parts[0], parts[1]


def parse_options(items: Sequence[str]) -> tuple[tuple[str, Any], ...]:
    """``KEY=VALUE`` texts as (key, value) pairs; a value is read as JSON when it can be
    (numbers, true/false/null), else kept as text."""
    out = []
    for item in items:
        key, sep, text = item.partition("=")
        if not sep or not key:
            raise SystemExit(f"bench ai: --entrant-option is KEY=VALUE, not {item!r}")
        try:
            value: Any = json.loads(text)
        except json.JSONDecodeError:
            value = text
        out.append((key.strip(), value))
    return tuple(out)


# --------------------------------------------------------------------------- legality


@dataclass
class LegalityResult:
    hands: int
    decisions: int
    illegal: int
    by_preset: dict[str, int]
    illegal_examples: list[str]
    by_bot: dict[str, int] = field(default_factory=dict)
    """Decisions per level ("hard") and per named opponent at a level ("ben@hard")."""


def _legality_chunk(task: tuple[int, int, int, BotConfig]) -> list[LegalityResult]:
    """Play random matches until ``quota`` hands are done (a match is cut short when the
    quota is reached)."""
    seed, index, quota, config = task
    rng = Stream.derive(seed, _PURPOSE_LEGALITY, index)
    from ..games.hearts.bots.personalities import ROSTER_KEYS

    presets = Rules.preset_names()
    done = decisions = illegal = 0
    by_preset: dict[str, int] = {}
    by_bot: dict[str, int] = {}
    examples: list[str] = []
    while done < quota:
        name = presets[rng.below(len(presets))]
        rules = Rules.preset(name)
        n = rules.players
        names: list[str] = []
        seats = []
        for _ in range(n):
            kind = LEGALITY_KINDS[rng.below(len(LEGALITY_KINDS))]
            who = None
            if kind != "random" and rng.below(2):
                who = ROSTER_KEYS[rng.below(len(ROSTER_KEYS))]
            seats.append((kind, rng.next64(), who))
            names.append(f"{who}@{kind}" if who else kind)
        levels = table_levels([kind for kind, _, _ in seats])
        bots = [config.make(kind, s, who, levels=levels) for kind, s, who in seats]
        logs = [Decisions() for _ in range(n)]
        state = new_match(rules, rng.next64() >> 1)
        left = quota - done

        def stop(st: MatchState, k: int = left) -> bool:
            return len(st.history) >= k

        state = play_out(state, bots, logs, stop)
        played = len(state.history)
        done += played
        by_preset[name] = by_preset.get(name, 0) + played
        for s, log in enumerate(logs):
            decisions += len(log.times)
            by_bot[names[s]] = by_bot.get(names[s], 0) + len(log.times)
            if log.illegal:
                illegal += log.illegal
                if len(examples) < 10:
                    examples.append(f"{name}: {names[s]} x{log.illegal}")
    return [LegalityResult(done, decisions, illegal, by_preset, examples, by_bot)]


def run_legality(args: argparse.Namespace, config: BotConfig) -> int:
    hands = args.hands if args.hands_given else 100_000
    chunk = 200
    tasks = [(args.seed, i, min(chunk, hands - i * chunk), config)
             for i in range(math.ceil(hands / chunk))]
    info = common.machine()
    start = time.perf_counter()

    def progress(done: list[LegalityResult]) -> None:
        if args.progress:
            h = sum(p.hands for p in done)
            bad = sum(p.illegal for p in done)
            s = time.perf_counter() - start
            print(f"  ... {h:,} hands, {bad} illegal, {s:,.0f} s, {h / s:,.1f} hands/s",
                  file=sys.stderr, flush=True)

    parts: list[LegalityResult] = run_tasks(_legality_chunk, tasks, args.jobs, progress)
    elapsed = time.perf_counter() - start
    total = LegalityResult(0, 0, 0, {}, [])
    for p in parts:
        total.hands += p.hands
        total.decisions += p.decisions
        total.illegal += p.illegal
        for k, v in p.by_preset.items():
            total.by_preset[k] = total.by_preset.get(k, 0) + v
        for k, v in p.by_bot.items():
            total.by_bot[k] = total.by_bot.get(k, 0) + v
        total.illegal_examples.extend(p.illegal_examples)
    if args.json:
        print(json.dumps({"benchmark": "ai", "mode": "legality", "machine": info,
                          "hands": total.hands, "decisions": total.decisions,
                          "illegal": total.illegal, "seconds": elapsed,
                          "hands_per_second": total.hands / elapsed,
                          "by_preset": total.by_preset, "by_bot": total.by_bot}, indent=2))
        return 0 if total.illegal == 0 else 1
    print("Hearts Desktop benchmark: CPU players, legality sweep")
    print(common.machine_line(info))
    print(f"Random matches over every preset, bots drawn from {', '.join(LEGALITY_KINDS)} "
          f"per seat (hard and expert: {config.samples} samples), half of the "
          f"easy/normal/hard/expert seats playing as a named opponent; seed {args.seed}, "
          f"{args.jobs} job(s).")
    print()
    print(f"{'preset':<22} {'hands':>8}")
    for name in Rules.preset_names():
        print(f"{name:<22} {total.by_preset.get(name, 0):>8,}")
    print()
    levels = {k: sum(v for b, v in total.by_bot.items() if b.split("@")[-1] == k)
              for k in LEGALITY_KINDS}
    named = sorted({b.split("@")[0] for b in total.by_bot if "@" in b})
    print("decisions by level: " + ", ".join(f"{k} {v:,}" for k, v in levels.items()))
    print(f"named opponents that played: {len(named)} ({', '.join(named)}); "
          f"named x level pairs: {sum(1 for b in total.by_bot if '@' in b)}")
    print(f"hands {total.hands:,}, decisions {total.decisions:,}, "
          f"illegal choices {total.illegal}, {elapsed:,.0f} s, "
          f"{total.hands / elapsed:,.1f} hands/s")
    for e in total.illegal_examples:
        print(f"  illegal: {e}")
    verdict = "met" if total.illegal == 0 else "MISSED"
    print(f"target: 0 illegal choices: {verdict}")
    return 0 if total.illegal == 0 else 1


# --------------------------------------------------------------------------- entry points


TARGETS: dict[tuple[str, str], float] = {
    ("normal", "easy"): -2.0,
    ("hard", "normal"): -2.5,
    ("hard", "ismcts"): -1.5,
    ("expert", "hard"): 0.0,
}
"""Relative points per hand an entrant must reach (at most, with the CI below 0) against
a field."""
HARD_MEDIAN_CPU_MS = 60.0
"""Hard's median CPU time per real choice (more than one legal action)."""
MAX_WALL_MS = 1000.0
"""The longest any Hard or Expert decision may take, wall time."""


def add_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--matchup", default="normal-vs-easy",
                        help="ENTRANT-vs-FIELD, kinds: " + ", ".join(KINDS)
                        + " (default normal-vs-easy)")
    parser.add_argument("--hands", type=int, default=None,
                        help="hands to play (default 2000; a deal counts once per seat "
                        "rotation; --legality: 100000)")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes (default 1)")
    parser.add_argument("--budget-ms", type=float, default=60.0,
                        help="the Hard bot's CPU budget per card decision; a pass gets "
                        "4 times as much (default 60)")
    parser.add_argument("--samples", type=int, default=None,
                        help="deterministic Hard: a fixed number of sampled deals per "
                        "decision instead of the time budget")
    parser.add_argument("--expert-budget-ms", type=float, default=300.0,
                        help="the Expert bot's CPU budget per card decision; a pass gets "
                        "3 times as much (default 300)")
    parser.add_argument("--expert-samples", type=int, default=None,
                        help="deterministic Expert: a fixed number of sampled deals")
    parser.add_argument("--entrant-option", action="append", default=[],
                        metavar="KEY=VALUE",
                        help="an option of the entrant's Hard/Expert bot (e.g. infer=0.35, "
                        "pass_factor=8); repeatable")
    parser.add_argument("--wall-ms", type=float, default=None,
                        help="the Hard and Expert bots' wall-clock ceiling per decision "
                        "(default theirs, 1000 ms; a larger one measures strength at the "
                        "CPU budget on a machine too busy to give it within 1 s)")
    parser.add_argument("--ismcts-simulations", type=int, default=10_000,
                        help="simulations per decision of OpenSpiel's ISMCTS bot "
                        "(default 10000; needs the bench extra: pip install open_spiel)")
    parser.add_argument("--seed", type=int, default=1, help="deal seed (default 1)")
    parser.add_argument("--rules", default="classic", help="rules preset (default classic)")
    parser.add_argument("--legality", action="store_true",
                        help="the legality sweep over every preset instead of a matchup")
    parser.add_argument("--json", action="store_true", help="print the results as JSON")
    parser.add_argument("--progress", action="store_true",
                        help="report progress on stderr after each chunk of work")
    parser.add_argument("--chunk", type=int, default=None,
                        help="deals per chunk of work (default: up to 25, about four "
                        "chunks per job); a small one reports progress more often")
    parser.add_argument("--record", metavar="PATH", default=None,
                        help="keep every finished deal in PATH (JSON lines); the same "
                        "command again plays only the deals not yet recorded and reports "
                        "on all of them (a long matchup over several sittings)")


def run(args: argparse.Namespace) -> int:
    args.hands_given = args.hands is not None
    if args.hands is None:
        args.hands = 2000
    if args.hands < 1 or args.jobs < 1:
        raise SystemExit("bench ai: --hands and --jobs must be >= 1")
    if args.legality:
        if args.record:
            raise SystemExit("bench ai: --record keeps the deals of a matchup; the legality "
                             "sweep has none")
        return run_legality(args, BotConfig(None, args.samples or 1, None, args.samples or 1))
    entrant, opponent = parse_matchup(args.matchup)
    try:
        rules = Rules.preset(args.rules)
    except RulesError as exc:
        raise SystemExit(f"bench ai: {exc}") from None
    if "ismcts" in (entrant, opponent):
        from . import openspiel

        if not openspiel.available():
            raise SystemExit(f"bench ai: the ismcts matchup needs OpenSpiel. "
                             f"{openspiel.INSTALL_HINT}.")
        try:
            openspiel.game_params(rules)
        except openspiel.RulesMismatch as exc:
            raise SystemExit(f"bench ai: {exc}; compare on rules both implement (classic, "
                             f"omnibus)") from None
    config = BotConfig(None if args.samples else args.budget_ms, args.samples,
                       None if args.expert_samples else args.expert_budget_ms,
                       args.expert_samples, parse_options(args.entrant_option),
                       args.ismcts_simulations, args.wall_ms)
    n = rules.players
    deals = list(range(math.ceil(args.hands / n)))
    info = common.machine()
    record, recorded = _open_record(args, entrant, opponent, rules, config, info)
    todo = [d for d in deals if d not in recorded]
    size = args.chunk or max(1, min(25, len(todo) // (4 * args.jobs) or 1))
    if size < 1:
        raise SystemExit("bench ai: --chunk must be >= 1")
    tasks = [(rules, args.seed, part, entrant, opponent, config)
             for part in _chunks(todo, size)]
    earlier = [recorded[d] for d in deals if d in recorded]
    written = 0
    start = time.perf_counter()

    def progress(new: list[DealResult]) -> None:
        nonlocal written
        if record is not None:
            at = time.perf_counter() - start
            for r in new[written:]:
                record.add(r.deal, at, deal_to_dict(r))
            written = len(new)
        if args.progress:
            done = earlier + new
            rel = _side_figures(done, True)[1]
            mean, ci = mean_ci(rel)
            starved = sum(r.entrant.starved for r in done)
            searches = sum(len(r.entrant.samples) for r in done)
            cpu = [t for r in done for t in r.entrant.cpu_times]
            cpu_median = common.median(cpu) if cpu else math.nan
            print(f"  ... {len(done)} deals ({len(done) * n} hands), rel {mean:+.2f} ± "
                  f"{ci:.2f}, {time.perf_counter() - start:,.0f} s; entrant: cpu>1 median "
                  f"{cpu_median:.1f} ms, searches {searches:,}, ended by the ceiling "
                  f"{starved:,}", file=sys.stderr, flush=True)

    results: list[DealResult] = sorted(
        earlier + run_tasks(_deal_chunk, tasks, args.jobs, progress), key=lambda r: r.deal)
    elapsed = time.perf_counter() - start
    if record is not None:
        elapsed = record.total_seconds()
    sides = [summarise(entrant, results, True), summarise(f"{opponent} (field)", results, False)]
    mismatches = [m for r in results for m in r.mismatches]
    if args.json:
        print(json.dumps({"benchmark": "ai", "matchup": f"{entrant}-vs-{opponent}",
                          "machine": info, "rules": rules.name, "deals": len(deals),
                          "seed": args.seed, "jobs": args.jobs, "budget_ms": config.budget_ms,
                          "samples": config.samples,
                          "expert_budget_ms": config.expert_budget_ms,
                          "expert_samples": config.expert_samples,
                          "entrant_options": dict(config.entrant_options),
                          "ismcts_simulations": config.ismcts_simulations,
                          "wall_ms": config.wall_ms,
                          "seconds": elapsed, "mismatches": mismatches,
                          "record": _record_json(record),
                          "results": [s.as_dict() for s in sides]}, indent=2))
        return 0
    print(f"Hearts Desktop benchmark: CPU players, {entrant} vs three {opponent}")
    print(common.machine_line(info))
    setup = []
    if "hard" in (entrant, opponent):
        setup.append("hard: " + (f"{config.samples} samples per decision" if config.samples
                                 else f"{config.budget_ms:g} ms CPU per card"))
    if "expert" in (entrant, opponent):
        setup.append("expert: " + (f"{config.expert_samples} samples per decision"
                                   if config.expert_samples
                                   else f"{config.expert_budget_ms:g} ms CPU per card"))
    if "ismcts" in (entrant, opponent):
        setup.append(f"ismcts: OpenSpiel ISMCTS, {config.ismcts_simulations:,} simulations")
    if config.wall_ms is not None:
        setup.append(f"wall-clock ceiling {config.wall_ms:g} ms")
    if config.entrant_options:
        setup.append("entrant options: " + ", ".join(f"{k}={v}"
                                                     for k, v in config.entrant_options))
    print(f"Rules {rules.name}; {len(deals)} duplicate deals x {n} seat rotations = "
          f"{len(deals) * n} hands (pass cycle on, scored hand by hand); seed {args.seed}, "
          f"{args.jobs} job(s), {elapsed:,.0f} s. {'; '.join(setup)}")
    if record is not None:
        print(f"Record {record.path}: {len(earlier)} deal(s) from earlier sittings, "
              f"{len(results) - len(earlier)} played now; {len(record.segments)} sitting(s) "
              f"that played: "
              + "; ".join(f"{s.get('started')} ({s.get('machine')}, {s.get('jobs')} job(s))"
                          for s in record.segments))
    print("rel = own points minus the mean of the other seats (lower is better), "
          "95% CI over deals.")
    print()
    for line in format_table(sides):
        print(line)
    print()
    for side in sides:
        print(f"slowest decision of {side.name}: {side.slowest}")
        if side.searches:
            print(f"  searches of {side.name}: {side.searches:,}, median {side.samples_median:g}"
                  f" sampled deals, ended by the 1 s wall ceiling: {side.starved}")
    by_pos = sides[0].suffered_by_position
    if by_pos:
        print("moons suffered by the entrant's opponents, by seat after it: "
              + ", ".join(f"+{k + 1}: {r:.2%}" for k, r in enumerate(by_pos))
              + f" (the entrant: {sides[0].moons_suffered:.2%})")
    if "ismcts" in (entrant, opponent):
        print(f"rules checked against OpenSpiel on every hand: {len(mismatches)} mismatch(es)")
        for m in mismatches[:10]:
            print(f"  mismatch: {m}")
    print()
    for line in verdicts(entrant, opponent, sides[0], timed(entrant, config.samples,
                                                           config.expert_samples)):
        print(line)
    return 0


_PLAYING = (play_deal, play_out, decide, BotConfig.make)
"""The bench's own functions that decide how a deal is played (in a record's fingerprint)."""


def _open_record(args: argparse.Namespace, entrant: str, opponent: str, rules: Rules,
                 config: BotConfig, info: dict[str, Any]
                 ) -> tuple[Record | None, dict[int, DealResult]]:
    """The run's record (``--record``) with its deals so far, or (None, {})."""
    if not args.record:
        return None, {}
    setup: dict[str, Any] = {
        "matchup": f"{entrant}-vs-{opponent}", "rules": rules.name, "seed": args.seed,
        **dataclasses.asdict(config),
        "code": code_fingerprint(_PLAYING),
    }
    if "ismcts" in (entrant, opponent):
        import importlib.metadata

        setup["open_spiel"] = importlib.metadata.version("open_spiel")
    record = Record(args.record, setup, {"code": code_fingerprint(_PLAYING, literal=True)})
    try:
        record.open()
        recorded = {d: deal_from_dict(row) for d, row in record.rows.items()}
        record.start_segment({"machine": common.machine_line(info), "jobs": args.jobs})
    except RecordError as exc:
        raise SystemExit(f"bench ai: {exc}") from None
    except (KeyError, TypeError, ValueError) as exc:
        raise SystemExit(f"bench ai: the record {args.record} has a deal that cannot be "
                         f"read ({exc!r})") from None
    except OSError as exc:
        raise SystemExit(f"bench ai: cannot write the record {args.record}: "
                         f"{exc.strerror}") from None
    return record, recorded


def _record_json(record: Record | None) -> dict[str, Any] | None:
    if record is None:
        return None
    return {"path": str(record.path), "deals": len(record.rows),
            "segments": record.segments, "code": record.setup["code"]}


def format_table(sides: Iterable[Summary]) -> list[str]:
    head = (f"{'player':<16} {'hands':>6} {'pts/hand':>8} {'rel':>7} {'95% CI':>17} "
            f"{'moon made':>9} {'suffered':>8} {'Q♠ taken':>8} {'ms med':>7} "
            f"{'med>1':>7} {'cpu>1':>7} {'ms max':>8} {'illegal':>7}")
    lines = [head, "-" * len(head)]
    for s in sides:
        ci = f"[{s.relative - s.ci:+.2f}, {s.relative + s.ci:+.2f}]"
        lines.append(
            f"{s.name:<16} {s.hands:>6} {s.mean_points:>8.2f} {s.relative:>+7.2f} {ci:>17} "
            f"{s.moons_made:>9.2%} {s.moons_suffered:>8.2%} {s.queen_rate:>8.2%} "
            f"{s.ms_median:>7.2f} {s.ms_choice_median:>7.2f} {s.cpu_choice_median:>7.2f} "
            f"{s.ms_max:>8.1f} {s.illegal:>7}")
    return lines


def timed(entrant: str, samples: int | None, expert_samples: int | None) -> bool:
    """Whether a Hard or Expert entrant searched on its time budget (no fixed sample
    count)."""
    return (samples if entrant == "hard" else expert_samples if entrant == "expert"
            else None) is None


def verdicts(entrant: str, opponent: str, s: Summary, timed: bool = True) -> list[str]:
    """The issue's targets for this matchup, met or missed. ``timed``: whether the
    entrant searched on its time budget; with a fixed number of samples (``--samples``,
    ``--expert-samples``) its times say nothing about the time targets."""
    out: list[str] = []
    target = TARGETS.get((entrant, opponent))
    if target is not None:
        ok = s.relative <= target and s.relative + s.ci < 0
        out.append(f"target: {entrant} vs three {opponent}: rel <= {target:+.1f} with the "
                   f"CI below 0: {'met' if ok else 'MISSED'} ({s.relative:+.2f} ± {s.ci:.2f})")
    if entrant in SEARCH_KINDS and not timed:
        out.append(f"time targets of {entrant}: not judged (a fixed number of samples per "
                   f"decision, not the time budget)")
    elif entrant == "hard":
        ok = s.cpu_choice_median <= HARD_MEDIAN_CPU_MS and s.ms_max <= MAX_WALL_MS
        out.append(f"target: hard median <= {HARD_MEDIAN_CPU_MS:g} ms CPU per real choice "
                   f"and max <= {MAX_WALL_MS:g} ms wall: "
                   f"{'met' if ok else 'MISSED'} ({s.cpu_choice_median:.1f} ms CPU, "
                   f"{s.ms_max:.0f} ms wall)")
    elif entrant == "expert":
        ok = s.ms_max <= MAX_WALL_MS
        out.append(f"target: expert max <= {MAX_WALL_MS:g} ms wall: "
                   f"{'met' if ok else 'MISSED'} ({s.ms_max:.0f} ms)")
    by_pos = s.suffered_by_position
    if entrant in SEARCH_KINDS and by_pos:
        ok = s.moons_suffered < min(by_pos)
        out.append(f"target: moons against {entrant} in fewer hands than against any "
                   f"opponent: {'met' if ok else 'MISSED'} ({s.moons_suffered:.2%} against "
                   f"{min(by_pos):.2%} at the least)")
    if s.illegal:
        out.append(f"illegal choices by {entrant}: {s.illegal}")
    return out
