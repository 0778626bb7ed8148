"""``bench ai --game ombre``: Ombre's CPU players on duplicate deals, the legality sweep over
every preset, and the calibration of the bidding thresholds.

**Duplicate deals.** ``--matchup A-vs-B`` seats one bot of kind A (the entrant) against
bots of kind B. Every deal (``deal_cards(rules, seed, d + 1, dealer)``, dealer seat 1, so
seat 0 is eldest) is played once per seat rotation: the entrant sits in seat 0, then 1,
... with the very same cards and opponent seeds, so the luck of the deal cancels. Each deal
is played on its own from an empty pot (the ante of that deal is in it). Per side: chips
per deal, relative chips (own minus the mean of the other seats; higher is better) with a
95% confidence interval over deals (a deal's rotations are averaged first), contracts
played and won, the codille rate of its contracts, and the time per decision.

**Legality** (``--legality``): random matches over every preset with a random bot per
seat (random, easy, normal, hard with one sample; half of the levelled seats as a named
opponent); every action must be one of ``view.legal``.

**Calibration** (``--calibrate CONTRACT``): eldest plays CONTRACT on every deal against
Normal players; chips won by the estimate of ``bots.evaluate`` in half-trick buckets (how
the thresholds in ``evaluate._NEEDED`` were chosen).
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
from ..games.ombre import (
    Bid,
    Contract,
    DealScored,
    MatchState,
    Pass,
    Phase,
    Result,
    Rules,
    RulesError,
    apply,
    deal_cards,
    new_match,
    seat_view,
    seats_to_act,
    start_deal,
)
from ..games.ombre.bots import KINDS, make_bot
from ..games.ombre.bots.personalities import ROSTER_KEYS
from . import common
from .ai import mean_ci, run_tasks

_PURPOSE_BOT_SEED = 0x0B07
_PURPOSE_LEGALITY = 0x0E6A
DEALER = 1
TARGET_MEDIAN_MS = 100.0
TARGET_MAX_MS = 1000.0


def add_options(parser: argparse.ArgumentParser) -> None:
    """Options of ``bench ai`` that only Ombre reads."""
    parser.add_argument("--deals", type=int, default=None,
                        help="Ombre: duplicate deals (default 1000; --legality: 50000)")
    parser.add_argument("--calibrate", default=None, metavar="CONTRACT",
                        help="Ombre: chips by estimate when eldest plays CONTRACT")


@dataclass(frozen=True)
class Config:
    budget_ms: float | None = 60.0
    samples: int | None = None

    def make(self, kind: str, seed: int, who: str | None = None) -> Any:
        if kind == "hard":
            return make_bot(who or "hard", seed, level="hard", budget_ms=self.budget_ms,
                            samples=self.samples)
        if kind == "random":
            return make_bot("random", seed)
        return make_bot(who or kind, seed, level=kind if who else None)


@dataclass
class Log:
    times: list[float] = field(default_factory=list)
    illegal: int = 0
    contracts: int = 0
    won: int = 0
    codilles: int = 0

    def merge(self, other: Log) -> None:
        self.times.extend(other.times)
        self.illegal += other.illegal
        self.contracts += other.contracts
        self.won += other.won
        self.codilles += other.codilles


def decide(bot: Any, state: MatchState, seat: int, log: Log) -> Any:
    view = seat_view(state, seat)
    start = time.perf_counter()
    action = bot.choose(view)
    log.times.append((time.perf_counter() - start) * 1000.0)
    if action not in view.legal:
        log.illegal += 1
        return view.legal[0]
    return action


def play(state: MatchState, bots: Sequence[Any], logs: Sequence[Log],
         stop_after_deals: int | None = None) -> MatchState:
    """Let the bots act until the state is over (or ``stop_after_deals`` deals are done)."""
    while not state.is_over:
        if stop_after_deals is not None and len(state.history) >= stop_after_deals:
            break
        seat = seats_to_act(state)[0]
        state, events = apply(state, decide(bots[seat], state, seat, logs[seat]))
        for ev in events:
            if isinstance(ev, DealScored):
                log = logs[ev.ombre]
                log.contracts += 1
                log.won += ev.result is Result.SACADA and not ev.failed_vole
                log.codilles += ev.result is Result.CODILLE
    return state


# --------------------------------------------------------------------------- matchups


@dataclass
class DealOutcome:
    deal: int
    changes: list[tuple[int, tuple[int, ...]]]
    """(entrant seat, chip change per seat) per rotation."""
    entrant: Log
    field: Log


def _bot_seed(seed: int, deal: int, seat: int) -> int:
    return Stream.derive(seed, _PURPOSE_BOT_SEED, deal, seat).next64()


def play_deal(rules: Rules, seed: int, deal: int, entrant: str, opponent: str,
              config: Config) -> DealOutcome:
    hands, talon = deal_cards(rules, seed, deal + 1, DEALER)
    out = DealOutcome(deal, [], Log(), Log())
    n = rules.players
    for seat in range(n):
        bots = [config.make(entrant if s == seat else opponent, _bot_seed(seed, deal, s))
                for s in range(n)]
        logs = [Log() for _ in range(n)]
        state = start_deal(rules, hands, talon, dealer=DEALER, deal_number=deal + 1)
        state = play(state, bots, logs)
        out.entrant.merge(logs[seat])
        for s in range(n):
            if s != seat:
                out.field.merge(logs[s])
        out.changes.append((seat, tuple(c - rules.start_chips for c in state.chips)))
    return out


def _deal_chunk(task: tuple[Rules, int, Sequence[int], str, str, Config]
                ) -> list[DealOutcome]:
    rules, seed, deals, entrant, opponent, config = task
    return [play_deal(rules, seed, d, entrant, opponent, config) for d in deals]


@dataclass
class Side:
    name: str
    chips: float
    relative: float
    ci: float
    contracts: int
    won: int
    codille_rate: float
    ms_median: float
    ms_max: float
    illegal: int
    seats: int


def summarise(name: str, results: Sequence[DealOutcome], entrant: bool) -> Side:
    own_means: list[float] = []
    rel_means: list[float] = []
    log = Log()
    seats = 0
    for r in results:
        own = rel = 0.0
        count = 0
        for seat, change in r.changes:
            n = len(change)
            mine = [seat] if entrant else [s for s in range(n) if s != seat]
            for s in mine:
                others = [change[q] for q in range(n) if q != s]
                own += change[s]
                rel += change[s] - sum(others) / len(others)
                count += 1
        seats += count
        own_means.append(own / count)
        rel_means.append(rel / count)
        log.merge(r.entrant if entrant else r.field)
    mean, ci = mean_ci(rel_means)
    return Side(name, sum(own_means) / len(own_means), mean, ci, log.contracts, log.won,
                log.codilles / log.contracts if log.contracts else math.nan,
                common.median(log.times) if log.times else math.nan,
                max(log.times, default=math.nan), log.illegal, seats)


def _parse_matchup(text: str) -> tuple[str, str]:
    parts = text.lower().split("-vs-")
    if len(parts) != 2 or not all(p in KINDS for p in parts):
        raise SystemExit(f"bench ai --game ombre: --matchup is A-vs-B with A, B in "
                         f"{', '.join(KINDS)}; got {text!r}")
    return parts[0], parts[1]


def _rules(args: argparse.Namespace) -> Rules:
    name = "ombre" if args.rules == "classic" else args.rules
    try:
        return Rules.preset(name)
    except RulesError as exc:
        raise SystemExit(f"bench ai --game ombre: {exc}") from None


def run_matchup(args: argparse.Namespace) -> int:
    entrant, opponent = _parse_matchup(args.matchup)
    rules = _rules(args)
    config = Config(None if args.samples else args.budget_ms, args.samples)
    deals = list(range(args.deals or 1000))
    size = max(1, min(20, len(deals) // (4 * args.jobs) or 1))
    tasks = [(rules, args.seed, deals[i:i + size], entrant, opponent, config)
             for i in range(0, len(deals), size)]
    info = common.machine()
    start = time.perf_counter()

    def progress(done: list[DealOutcome]) -> None:
        if args.progress:
            s = summarise(entrant, done, True)
            print(f"  ... {len(done)} deals, rel {s.relative:+.2f} ± {s.ci:.2f}, "
                  f"{time.perf_counter() - start:,.0f} s", file=sys.stderr, flush=True)

    results: list[DealOutcome] = run_tasks(_deal_chunk, tasks, args.jobs, progress)
    elapsed = time.perf_counter() - start
    sides = [summarise(entrant, results, True), summarise(f"{opponent} (field)", results, False)]
    if args.json:
        print(json.dumps({"benchmark": "ai", "game": "ombre", "matchup": args.matchup,
                          "machine": info, "rules": rules.name, "deals": len(deals),
                          "seed": args.seed, "jobs": args.jobs, "seconds": elapsed,
                          "budget_ms": config.budget_ms, "samples": config.samples,
                          "results": [s.__dict__ for s in sides]}, indent=2))
        return 0
    n = rules.players
    print(f"Hearts Desktop benchmark: Ombre CPU players, {entrant} vs {n - 1} {opponent}")
    print(common.machine_line(info))
    hard = ""
    if "hard" in (entrant, opponent):
        hard = ("hard: " + (f"{config.samples} samples per decision" if config.samples
                            else f"{config.budget_ms:g} ms budget"))
    print(f"Rules {rules.name}; {len(deals)} duplicate deals x {n} seat rotations, each "
          f"deal from an empty pot; seed {args.seed}, {args.jobs} job(s), "
          f"{elapsed:,.0f} s. {hard}")
    print("chips = chip change per deal (ante included); rel = own minus the mean of the "
          "other seats (higher is better), 95% CI over deals.")
    print()
    head = (f"{'player':<16} {'seats':>6} {'chips':>7} {'rel':>7} {'95% CI':>17} "
            f"{'contracts':>9} {'won':>6} {'codille':>8} {'ms med':>7} {'ms max':>8} "
            f"{'illegal':>7}")
    print(head)
    print("-" * len(head))
    for s in sides:
        ci = f"[{s.relative - s.ci:+.2f}, {s.relative + s.ci:+.2f}]"
        won = f"{s.won / s.contracts:.0%}" if s.contracts else "-"
        codille = f"{s.codille_rate:.1%}" if s.contracts else "-"
        print(f"{s.name:<16} {s.seats:>6} {s.chips:>+7.2f} {s.relative:>+7.2f} {ci:>17} "
              f"{s.contracts:>9} {won:>6} {codille:>8} {s.ms_median:>7.2f} "
              f"{s.ms_max:>8.1f} {s.illegal:>7}")
    print()
    e = sides[0]
    better = e.relative - e.ci > 0
    print(f"{entrant} against {opponent}: {e.relative:+.2f} ± {e.ci:.2f} chips per deal: "
          + ("better (the CI is above 0)" if better else "not shown better"))
    if entrant == "hard":
        ok = e.ms_median <= TARGET_MEDIAN_MS and e.ms_max <= TARGET_MAX_MS
        print(f"target: hard median <= {TARGET_MEDIAN_MS:g} ms and max <= {TARGET_MAX_MS:g} "
              f"ms per decision: {'met' if ok else 'MISSED'} ({e.ms_median:.1f} ms, "
              f"{e.ms_max:.0f} ms)")
    return 0


# --------------------------------------------------------------------------- legality


@dataclass
class Sweep:
    deals: int = 0
    decisions: int = 0
    illegal: int = 0
    by_preset: dict[str, int] = field(default_factory=dict)
    by_bot: dict[str, int] = field(default_factory=dict)
    examples: list[str] = field(default_factory=list)


def _legality_chunk(task: tuple[int, int, int]) -> list[Sweep]:
    seed, index, quota = task
    rng = Stream.derive(seed, _PURPOSE_LEGALITY, index)
    config = Config(None, 1)
    presets = Rules.preset_names()
    out = Sweep()
    while out.deals < quota:
        name = presets[rng.below(len(presets))]
        rules = Rules.preset(name)
        n = rules.players
        names: list[str] = []
        bots = []
        for _ in range(n):
            kind = KINDS[rng.below(len(KINDS))]
            who = ROSTER_KEYS[rng.below(len(ROSTER_KEYS))] if (
                kind != "random" and rng.below(2)) else None
            bots.append(config.make(kind, rng.next64(), who))
            names.append(f"{who}@{kind}" if who else kind)
        logs = [Log() for _ in range(n)]
        state = new_match(rules, rng.next64() >> 1)
        state = play(state, bots, logs, stop_after_deals=quota - out.deals)
        played = len(state.history)
        out.deals += played
        out.by_preset[name] = out.by_preset.get(name, 0) + played
        for s, log in enumerate(logs):
            out.decisions += len(log.times)
            out.by_bot[names[s]] = out.by_bot.get(names[s], 0) + len(log.times)
            if log.illegal:
                out.illegal += log.illegal
                if len(out.examples) < 10:
                    out.examples.append(f"{name}: {names[s]} x{log.illegal}")
    return [out]


def run_legality(args: argparse.Namespace) -> int:
    total_deals = args.deals or 50_000
    chunk = 100
    tasks = [(args.seed, i, min(chunk, total_deals - i * chunk))
             for i in range(math.ceil(total_deals / chunk))]
    info = common.machine()
    start = time.perf_counter()

    def progress(done: list[Sweep]) -> None:
        if args.progress:
            d = sum(p.deals for p in done)
            s = time.perf_counter() - start
            print(f"  ... {d:,} deals, {sum(p.illegal for p in done)} illegal, {s:,.0f} s",
                  file=sys.stderr, flush=True)

    parts: list[Sweep] = run_tasks(_legality_chunk, tasks, args.jobs, progress)
    elapsed = time.perf_counter() - start
    total = Sweep()
    for p in parts:
        total.deals += p.deals
        total.decisions += p.decisions
        total.illegal += p.illegal
        for k, v in p.by_preset.items():
            total.by_preset[k] = total.by_preset.get(k, 0) + v
        for k, v in p.by_bot.items():
            total.by_bot[k] = total.by_bot.get(k, 0) + v
        total.examples.extend(p.examples)
    if args.json:
        print(json.dumps({"benchmark": "ai", "game": "ombre", "mode": "legality",
                          "machine": info, "deals": total.deals,
                          "decisions": total.decisions, "illegal": total.illegal,
                          "seconds": elapsed, "by_preset": total.by_preset,
                          "by_bot": total.by_bot}, indent=2))
        return 0 if total.illegal == 0 else 1
    print("Hearts Desktop benchmark: Ombre CPU players, legality sweep")
    print(common.machine_line(info))
    print(f"Random matches over every preset, a bot per seat drawn from {', '.join(KINDS)} "
          f"(hard: 1 sample), half of the levelled seats as a named opponent; seed "
          f"{args.seed}, {args.jobs} job(s).")
    print()
    for name in Rules.preset_names():
        print(f"{name:<14} {total.by_preset.get(name, 0):>8,} deals")
    levels = {k: sum(v for b, v in total.by_bot.items() if b.split("@")[-1] == k)
              for k in KINDS}
    named = sorted({b.split("@")[0] for b in total.by_bot if "@" in b})
    print("decisions by level: " + ", ".join(f"{k} {v:,}" for k, v in levels.items()))
    print(f"named opponents that played: {len(named)} ({', '.join(named)})")
    print(f"deals {total.deals:,}, decisions {total.decisions:,}, illegal choices "
          f"{total.illegal}, {elapsed:,.0f} s, {total.deals / elapsed:,.1f} deals/s")
    for e in total.examples:
        print(f"  illegal: {e}")
    print(f"target: 0 illegal choices: {'met' if total.illegal == 0 else 'MISSED'}")
    return 0 if total.illegal == 0 else 1


# --------------------------------------------------------------------------- calibration


def run_calibration(args: argparse.Namespace) -> int:
    from ..games.ombre.bots import evaluate
    from ..games.ombre.bots.knowledge import Knowledge

    rules = _rules(args)
    try:
        contract = Contract(args.calibrate)
    except ValueError:
        raise SystemExit(f"bench ai --game ombre: no contract {args.calibrate!r}") from None
    buckets: dict[float, list[float]] = {}
    for d in range(args.deals or 600):
        state = new_match(rules, args.seed * 100_003 + d)
        bots = [make_bot("normal", d * 10 + s) for s in range(rules.players)]
        me = state.deal.order[0]
        view = seat_view(state, me)
        est = evaluate.contract_estimates(view.hand, rules, Knowledge(view).unseen,
                                          rules.talon_size).get(contract)
        if est is None:
            raise SystemExit(f"bench ai --game ombre: {contract.value} is not a bid here")
        while state.phase is Phase.BIDDING:
            s = state.to_move
            assert s is not None
            state, _ = apply(state, Bid(s, contract) if s == me else Pass(s))
        logs = [Log() for _ in range(rules.players)]
        state = play(state, bots, logs, stop_after_deals=1)
        buckets.setdefault(round(est * 2) / 2, []).append(state.history[0].change[me])
    print(f"Calibration: eldest plays {contract.value} ({rules.name}), Normal players, "
          f"{args.deals or 600} deals")
    print(f"{'estimate':>8} {'deals':>6} {'chips':>7}")
    for b in sorted(buckets):
        xs = buckets[b]
        print(f"{b:>8.1f} {len(xs):>6} {sum(xs) / len(xs):>+7.1f}")
    return 0


def run(args: argparse.Namespace) -> int:
    if args.jobs < 1 or (args.deals is not None and args.deals < 1):
        raise SystemExit("bench ai --game ombre: --deals and --jobs must be >= 1")
    if args.calibrate:
        return run_calibration(args)
    if args.legality:
        return run_legality(args)
    return run_matchup(args)
