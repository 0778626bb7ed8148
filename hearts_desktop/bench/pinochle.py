"""``bench ai --game pinochle``: Pinochle CPU teams on duplicate deals, and a legality sweep.

**Duplicate deals.** ``--matchup A-vs-B`` seats a team of level A (seats 0 and 2) against a
team of level B (seats 1 and 3). Every deal is played twice, the second time with the
teams swapped, on the very same cards and with the same bot seeds per seat, so the luck of
the deal cancels. Deal d is deal number d + 1 of the seed (``deal_hands``) with the dealer
rotating (seat d mod 4 deals), played as a single hand from a score of 0 to 0. A *hand* is
one deal played in one seating, so ``--hands 2000`` is 1,000 deals.

Per team: mean score change per hand, the relative result (own change minus the other
team's, per hand, averaged over the two seatings of a deal) with a 95% confidence
interval over deals, contracts declared, made, set and conceded (made rate), the mean
contract, and the time per decision (median and maximum, wall clock and CPU of the
worker process; the median over real choices too).

**Legality** (``--legality``): random matches over every preset with a random mix of bots
(random, easy, normal, hard; half of the level seats as a named player of the roster; Hard
with one sampled deal per card and two partner hands per bid, to keep the sweep quick);
every action a bot returns must be one of ``view.legal``. Reports the illegal choices
(target 0) and hands per second.

Work is spread over ``--jobs`` processes by chunks of deals; results are merged in deal
order (with ``--samples`` the Hard player is deterministic and a run reproducible).
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from ..core.rng import Stream
from ..games.pinochle import (
    Action,
    MatchState,
    Outcome,
    Phase,
    Rules,
    RulesError,
    apply,
    deal_hands,
    new_match,
    seat_view,
    seats_to_act,
    start_hand,
)
from . import common
from .ai import mean_ci, run_tasks

KINDS = ("random", "easy", "normal", "hard")
_PURPOSE_BOT_SEED = 0xB07
_PURPOSE_LEGALITY = 0x1E6A2
TARGETS = {("hard", "normal"): 0.0, ("normal", "easy"): 0.0}
"""The entrant team's relative result must be above this with the CI excluding it."""
HARD_MEDIAN_MS = 100.0
HARD_MAX_MS = 1000.0


@dataclass(frozen=True)
class BotConfig:
    budget_ms: float | None = 60.0
    samples: int | None = None
    bid_samples: int = 24

    def make(self, kind: str, seed: int, who: str | None = None) -> Any:
        from ..games.pinochle.bots import make_bot

        if kind == "hard":
            return make_bot(who or "hard", seed, level="hard", budget_ms=self.budget_ms,
                            samples=self.samples, bid_samples=self.bid_samples)
        if kind == "random":
            return make_bot("random", seed)
        return make_bot(who or kind, seed, level=kind if who else None)


@dataclass
class Decisions:
    wall: list[float] = field(default_factory=list)
    cpu: list[float] = field(default_factory=list)
    choice_wall: list[float] = field(default_factory=list)
    choice_cpu: list[float] = field(default_factory=list)
    illegal: int = 0
    slowest: tuple[float, float, str] = (0.0, 0.0, "")

    def merge(self, other: Decisions) -> None:
        self.wall.extend(other.wall)
        self.cpu.extend(other.cpu)
        self.choice_wall.extend(other.choice_wall)
        self.choice_cpu.extend(other.choice_cpu)
        self.illegal += other.illegal
        self.slowest = max(self.slowest, other.slowest)


def decide(bot: Any, state: MatchState, seat: int, log: Decisions, cpu_time: bool = True
           ) -> Action:
    """Ask ``bot`` for ``seat``'s action, timed and checked against ``view.legal`` (an illegal
    choice is counted and replaced by the first legal action). ``cpu_time``: also measure
    the CPU time of the process (a system call; the legality sweep skips it)."""
    view = seat_view(state, seat)
    cpu = time.process_time() if cpu_time else 0.0
    start = time.perf_counter()
    action: Action = bot.choose(view)
    ms = (time.perf_counter() - start) * 1000.0
    cpu_ms = (time.process_time() - cpu) * 1000.0 if cpu_time else 0.0
    log.wall.append(ms)
    log.cpu.append(cpu_ms)
    many = len(view.legal) > 1
    if many:
        log.choice_wall.append(ms)
        log.choice_cpu.append(cpu_ms)
    if ms > log.slowest[0]:
        log.slowest = (ms, cpu_ms, f"{view.phase.value}, trick {len(view.tricks) + 1}")
    if action not in view.legal:
        log.illegal += 1
        return view.legal[0]
    return action


@dataclass
class HandResult:
    entrant_team: int
    declaring_team: int
    declarer_kind: str
    contract: int
    outcome: Outcome
    changes: tuple[int, int]


@dataclass
class DealResult:
    deal: int
    hands: list[HandResult]
    logs: dict[str, Decisions]


def _bot_seed(seed: int, deal: int, seat: int) -> int:
    return Stream.derive(seed, _PURPOSE_BOT_SEED, deal, seat).next64()


def play_deal(rules: Rules, seed: int, deal: int, entrant: str, field_kind: str,
              config: BotConfig) -> DealResult:
    """Deal ``deal`` played twice: the entrant team in seats 0 and 2, then in 1 and 3."""
    dealer = deal % 4
    hands = deal_hands(rules, seed, deal + 1, dealer)
    out = DealResult(deal, [], {entrant: Decisions(), field_kind: Decisions()})
    if entrant == field_kind:
        out.logs = {entrant: Decisions()}
    for team in (0, 1):
        kinds = [entrant if s % 2 == team else field_kind for s in range(4)]
        bots = [config.make(k, _bot_seed(seed, deal, s)) for s, k in enumerate(kinds)]
        state = start_hand(rules, hands, dealer=dealer)
        while not state.is_over:
            seat = seats_to_act(state)[0]
            state, _ = apply(state, decide(bots[seat], state, seat, out.logs[kinds[seat]]))
        h = state.history[-1]
        out.hands.append(HandResult(team, h.declarer % 2, kinds[h.declarer], h.contract,
                                    h.outcome, h.changes))
    return out


def _deal_chunk(task: tuple[Rules, int, Sequence[int], str, str, BotConfig]
                ) -> list[DealResult]:
    rules, seed, deals, entrant, field_kind, config = task
    return [play_deal(rules, seed, d, entrant, field_kind, config) for d in deals]


@dataclass
class Side:
    name: str
    hands: int
    mean_change: float
    relative: float
    ci: float
    declared: int
    made: int
    set: int
    conceded: int
    mean_contract: float
    ms_median: float
    ms_choice_median: float
    ms_max: float
    cpu_median: float
    cpu_choice_median: float
    cpu_max: float
    illegal: int
    slowest: str

    def as_dict(self) -> dict[str, Any]:
        return dict(self.__dict__)


def summarise(name: str, kind: str, results: Sequence[DealResult], entrant: bool) -> Side:
    rel: list[float] = []
    changes: list[float] = []
    declared = made = set_ = conceded = 0
    contracts: list[int] = []
    for r in results:
        total = 0.0
        for h in r.hands:
            team = h.entrant_team if entrant else 1 - h.entrant_team
            total += h.changes[team] - h.changes[1 - team]
            changes.append(h.changes[team])
            if h.declaring_team == team:
                declared += 1
                contracts.append(h.contract)
                made += h.outcome is Outcome.MADE
                set_ += h.outcome is Outcome.SET
                conceded += h.outcome is Outcome.CONCEDED
        rel.append(total / len(r.hands))
    mean, ci = mean_ci(rel)
    log = Decisions()
    for r in results:
        if kind in r.logs:
            log.merge(r.logs[kind])
    return Side(
        name=name, hands=len(changes),
        mean_change=sum(changes) / len(changes) if changes else math.nan,
        relative=mean, ci=ci, declared=declared, made=made, set=set_, conceded=conceded,
        mean_contract=sum(contracts) / len(contracts) if contracts else math.nan,
        ms_median=common.median(log.wall) if log.wall else math.nan,
        ms_choice_median=common.median(log.choice_wall) if log.choice_wall else math.nan,
        ms_max=max(log.wall, default=math.nan),
        cpu_median=common.median(log.cpu) if log.cpu else math.nan,
        cpu_choice_median=common.median(log.choice_cpu) if log.choice_cpu else math.nan,
        cpu_max=max(log.cpu, default=math.nan),
        illegal=log.illegal,
        slowest=(f"{log.slowest[0]:,.0f} ms wall, {log.slowest[1]:,.0f} ms CPU "
                 f"({log.slowest[2]})"),
    )


def format_table(sides: Sequence[Side]) -> list[str]:
    head = (f"{'team':<16} {'hands':>6} {'chg/hand':>8} {'rel':>7} {'95% CI':>17} "
            f"{'declared':>8} {'made':>6} {'set':>5} {'conc':>5} {'bid':>6} "
            f"{'ms med':>7} {'med>1':>7} {'ms max':>7} {'cpu med':>7} {'med>1':>7} {'cpu max':>7} "
            f"{'illegal':>7}")
    lines = [head, "-" * len(head)]
    for s in sides:
        ci = f"[{s.relative - s.ci:+.2f}, {s.relative + s.ci:+.2f}]"
        rate = f"{s.made / s.declared:.0%}" if s.declared else "-"
        lines.append(
            f"{s.name:<16} {s.hands:>6} {s.mean_change:>8.2f} {s.relative:>+7.2f} {ci:>17} "
            f"{s.declared:>8} {rate:>6} {s.set:>5} {s.conceded:>5} {s.mean_contract:>6.1f} "
            f"{s.ms_median:>7.2f} {s.ms_choice_median:>7.2f} {s.ms_max:>7.0f} "
            f"{s.cpu_median:>7.2f} {s.cpu_choice_median:>7.2f} {s.cpu_max:>7.0f} "
            f"{s.illegal:>7}")
    return lines


def parse_matchup(text: str) -> tuple[str, str]:
    parts = text.lower().split("-vs-")
    if len(parts) != 2 or not all(p in KINDS for p in parts):
        raise SystemExit(f"bench ai --game pinochle: --matchup is A-vs-B with A, B in "
                         f"{', '.join(KINDS)}; got {text!r}")
    return parts[0], parts[1]


# --------------------------------------------------------------------------- legality


@dataclass
class LegalityResult:
    hands: int
    decisions: int
    illegal: int
    by_preset: dict[str, int]
    examples: list[str]
    by_bot: dict[str, int] = field(default_factory=dict)


def _legality_chunk(task: tuple[int, int, int, BotConfig]) -> list[LegalityResult]:
    seed, index, quota, config = task
    from ..games.pinochle.bots.personalities import ROSTER_KEYS

    rng = Stream.derive(seed, _PURPOSE_LEGALITY, index)
    presets = Rules.preset_names()
    out = LegalityResult(0, 0, 0, {}, [])
    while out.hands < quota:
        name = presets[rng.below(len(presets))]
        rules = Rules.preset(name)
        bots, names = [], []
        for _ in range(4):
            kind = KINDS[rng.below(len(KINDS))]
            who = None
            if kind != "random" and rng.below(2):
                who = ROSTER_KEYS[rng.below(len(ROSTER_KEYS))]
            bots.append(config.make(kind, rng.next64(), who))
            names.append(f"{who}@{kind}" if who else kind)
        logs = [Decisions() for _ in range(4)]
        state = new_match(rules, rng.next64() >> 1)
        left = quota - out.hands
        while state.phase is not Phase.MATCH_OVER and len(state.history) < left:
            seat = seats_to_act(state)[0]
            state, _ = apply(state, decide(bots[seat], state, seat, logs[seat], False))
        played = len(state.history)
        out.hands += played
        out.by_preset[name] = out.by_preset.get(name, 0) + played
        for s, log in enumerate(logs):
            out.decisions += len(log.wall)
            out.by_bot[names[s]] = out.by_bot.get(names[s], 0) + len(log.wall)
            if log.illegal:
                out.illegal += log.illegal
                if len(out.examples) < 10:
                    out.examples.append(f"{name}: {names[s]} x{log.illegal}")
    return [out]


def run_legality(args: argparse.Namespace, config: BotConfig) -> int:
    hands = args.hands if args.hands_given else 50_000
    chunk = 100
    tasks = [(args.seed, i, min(chunk, hands - i * chunk), config)
             for i in range(math.ceil(hands / chunk))]
    info = common.machine()
    start = time.perf_counter()

    def progress(done: list[LegalityResult]) -> None:
        if args.progress:
            h = sum(p.hands for p in done)
            s = time.perf_counter() - start
            print(f"  ... {h:,} hands, {sum(p.illegal for p in done)} illegal, {s:,.0f} s",
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
        total.examples.extend(p.examples)
    if args.json:
        print(json.dumps({"benchmark": "ai", "game": "pinochle", "mode": "legality",
                          "machine": info, "hands": total.hands, "decisions": total.decisions,
                          "illegal": total.illegal, "seconds": elapsed,
                          "by_preset": total.by_preset, "by_bot": total.by_bot}, indent=2))
        return 0 if total.illegal == 0 else 1
    print("Hearts Desktop benchmark: Pinochle CPU players, legality sweep")
    print(common.machine_line(info))
    print(f"Random matches over every preset, bots drawn from {', '.join(KINDS)} per seat "
          f"(hard: {config.samples} sampled deal(s) per card, {config.bid_samples} partner "
          f"hands per bid), half of the level seats as a named player; seed {args.seed}, "
          f"{args.jobs} job(s).")
    print()
    for name in Rules.preset_names():
        print(f"{name:<16} {total.by_preset.get(name, 0):>8,} hands")
    levels = {k: sum(v for b, v in total.by_bot.items() if b.split("@")[-1] == k)
              for k in KINDS}
    print("decisions by level: " + ", ".join(f"{k} {v:,}" for k, v in levels.items()))
    print(f"hands {total.hands:,}, decisions {total.decisions:,}, illegal choices "
          f"{total.illegal}, {elapsed:,.0f} s, {total.hands / elapsed:,.1f} hands/s")
    for e in total.examples:
        print(f"  illegal: {e}")
    print(f"target: 0 illegal choices: {'met' if total.illegal == 0 else 'MISSED'}")
    return 0 if total.illegal == 0 else 1


# --------------------------------------------------------------------------- entry point


def run(args: argparse.Namespace) -> int:
    """The ``bench ai`` options apply (``--rules`` names a Pinochle preset; Hearts' default
    "classic" means "pinochle"); ``--hands`` defaults to 2,000 (1,000 deals)."""
    args.hands_given = args.hands is not None
    if args.hands is None:
        args.hands = 2000
    if args.hands < 1 or args.jobs < 1:
        raise SystemExit("bench ai: --hands and --jobs must be >= 1")
    if args.legality:
        return run_legality(args, BotConfig(None, args.samples or 1, 2))
    entrant, field_kind = parse_matchup(args.matchup)
    name = "pinochle" if args.rules == "classic" else args.rules
    try:
        rules = Rules.preset(name)
    except RulesError as exc:
        raise SystemExit(f"bench ai --game pinochle: {exc}") from None
    config = BotConfig(None if args.samples else args.budget_ms, args.samples)
    deals = list(range(math.ceil(args.hands / 2)))
    size = max(1, min(10, len(deals) // (4 * args.jobs) or 1))
    tasks = [(rules, args.seed, deals[i:i + size], entrant, field_kind, config)
             for i in range(0, len(deals), size)]
    info = common.machine()
    start = time.perf_counter()

    def progress(done: list[DealResult]) -> None:
        if args.progress:
            side = summarise(entrant, entrant, done, True)
            print(f"  ... {len(done)} deals, rel {side.relative:+.2f} ± {side.ci:.2f}, "
                  f"{time.perf_counter() - start:,.0f} s", file=sys.stderr, flush=True)

    results: list[DealResult] = run_tasks(_deal_chunk, tasks, args.jobs, progress)
    elapsed = time.perf_counter() - start
    sides = [summarise(f"{entrant} team", entrant, results, True),
             summarise(f"{field_kind} team", field_kind, results, False)]
    if args.json:
        print(json.dumps({"benchmark": "ai", "game": "pinochle",
                          "matchup": f"{entrant}-vs-{field_kind}", "machine": info,
                          "rules": rules.name, "deals": len(deals), "seed": args.seed,
                          "jobs": args.jobs, "budget_ms": config.budget_ms,
                          "samples": config.samples, "seconds": elapsed,
                          "load_at_end": common.machine()["load"],
                          "results": [s.as_dict() for s in sides]}, indent=2))
        return 0
    print(f"Hearts Desktop benchmark: Pinochle CPU teams, {entrant} vs {field_kind}")
    print(common.machine_line(info))
    hard = ("hard: " + (f"{config.samples} sampled deals per card" if config.samples
                        else f"{config.budget_ms:g} ms budget per card")
            if "hard" in (entrant, field_kind) else "")
    print(f"Rules {rules.name}; {len(deals)} duplicate deals x 2 seatings = {2 * len(deals)} "
          f"hands (single hands from 0-0); seed {args.seed}, {args.jobs} job(s), "
          f"{elapsed:,.0f} s. {hard}")
    print("chg = the team's score change per hand; rel = own change minus the other team's "
          "(higher is better), 95% CI over deals; made = contracts made / declared.")
    print()
    for line in format_table(sides):
        print(line)
    print()
    for s in sides:
        print(f"slowest decision of the {s.name}: {s.slowest}")
    print()
    for line in verdicts(entrant, field_kind, sides[0]):
        print(line)
    end = common.machine()["load"]
    if isinstance(end, tuple):
        print(f"load average at the end: {end[0]:.2f} (1 min), {end[1]:.2f} (5 min), "
              f"{end[2]:.2f} (15 min)")
    return 0


def verdicts(entrant: str, field_kind: str, s: Side) -> list[str]:
    out: list[str] = []
    target = TARGETS.get((entrant, field_kind))
    if target is not None:
        ok = s.relative - s.ci > target
        out.append(f"target: the {entrant} team beats the {field_kind} team with the CI "
                   f"above {target:g}: {'met' if ok else 'MISSED'} "
                   f"({s.relative:+.2f} ± {s.ci:.2f})")
    if entrant == "hard":
        # judged on CPU time of the decisions with a choice (the wall clock counts the
        # other processes on a loaded machine; a forced move costs nothing)
        ok = s.cpu_choice_median <= HARD_MEDIAN_MS and s.cpu_max <= HARD_MAX_MS
        out.append(f"target: hard median <= {HARD_MEDIAN_MS:g} ms and max <= "
                   f"{HARD_MAX_MS:g} ms per decision (CPU): {'met' if ok else 'MISSED'} "
                   f"(CPU median {s.cpu_choice_median:.1f} ms over decisions with a choice, "
                   f"{s.cpu_median:.1f} ms over all, max {s.cpu_max:.0f} ms; wall "
                   f"{s.ms_choice_median:.1f} ms, {s.ms_median:.1f} ms, max {s.ms_max:.0f} ms)")
    if s.illegal:
        out.append(f"illegal choices by the {entrant} team: {s.illegal}")
    return out


__all__ = ["BotConfig", "play_deal", "run", "run_legality", "summarise"]
