"""``bench search``: how close the search bots' card choices come to what their own model
says with many samples (the regret of a decision), per budget and drop test.

A matchup measures strength against opponents and needs thousands of hands; this asks a
narrower question in minutes: does a larger budget, or another setting, make the search
choose better *by its own model*? If it does not, more CPU time cannot make the bot
stronger, and only a better model can (the rollout policy, the beliefs about hidden cards).

**Views.** Card decisions of seat 0 in deals of four Normal bots (``--rules``, default
classic): from the second trick to the eleventh, more than one legal card, each decision
taken with probability 1/4, deals seeded by ``--seed``; a view whose legal cards are all
of one value (nothing to choose) is skipped.

**Reference.** Hard's search with ``--reference`` sampled deals (default 3,000) and no drop
test (``prune_z`` infinite): the mean utility of every legal card (``HardBot.last_values``).
A second reference with other samples shows how noisy the reference itself is.

**Regret** of a choice: the reference mean of the best card minus that of the chosen card,
in utility points (the deal score relative to the other seats, the bots' objective); 0 when
the choice is the reference's best or as good. Per try: the mean regret with its 95%
interval over views, the decisions where it chose a worse card, and the median CPU time
of a decision (the bots' wall ceiling is raised to 5 s, so a busy machine measures the CPU
budget, not a starved search).

**Tries** (``--try LABEL=LEVEL[,KEY=VALUE...]``, repeatable): a level (``hard`` or
``expert``) with options of the bot (``budget_ms``, ``prune_z``, ``samples``, ...), values
read as JSON. Default: Hard, Expert, and Expert with Hard's drop test.
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

from ..games.hearts import (
    Phase,
    PlayCard,
    Rules,
    RulesError,
    SeatView,
    apply,
    new_match,
    seat_view,
    seats_to_act,
)
from ..games.hearts.rng import Stream
from . import common
from .common import run_tasks
from .duplicate import mean_ci

_PURPOSE_VIEWS = 0x5EA2C
DEFAULT_TRIES = ("hard=hard", "expert=expert", "expert-z2.5=expert,prune_z=2.5")


@dataclass(frozen=True)
class Try:
    label: str
    level: str
    options: tuple[tuple[str, Any], ...] = ()


def parse_try(text: str) -> Try:
    """``LABEL=LEVEL[,KEY=VALUE...]`` as a ``Try``."""
    label, sep, rest = text.partition("=")
    parts = [p.strip() for p in rest.split(",")] if sep else []
    if not label or not parts or parts[0] not in ("hard", "expert"):
        raise SystemExit(f"bench search: --try is LABEL=LEVEL[,KEY=VALUE...] with LEVEL hard "
                         f"or expert, not {text!r}")
    options = []
    for part in parts[1:]:
        key, eq, value = part.partition("=")
        if not eq or not key:
            raise SystemExit(f"bench search: an option of --try is KEY=VALUE, not {part!r}")
        try:
            options.append((key, json.loads(value)))
        except json.JSONDecodeError:
            options.append((key, value))
    return Try(label.strip(), parts[0], tuple(options))


def collect_views(rules: Rules, seed: int, count: int) -> list[SeatView]:
    """``count`` card decisions of seat 0 from deals of four Normal bots (module notes)."""
    from ..games.hearts.bots import make_bot

    rng = Stream.derive(seed, _PURPOSE_VIEWS)
    views: list[SeatView] = []
    deal = 0
    while len(views) < count:
        deal += 1
        state = new_match(rules, Stream.derive(seed, _PURPOSE_VIEWS, deal).next64() >> 1)
        bots = [make_bot("normal", seed=deal * 16 + s) for s in range(rules.players)]
        while not state.history and state.phase is not Phase.MATCH_OVER:
            for seat in seats_to_act(state):
                view = seat_view(state, seat)
                if (seat == 0 and view.phase is Phase.PLAYING
                        and 1 <= len(view.tricks) <= rules.hand_size - 3
                        and len(view.legal) > 1 and rng.below(4) == 0
                        and len(views) < count):
                    views.append(view)
                state, _ = apply(state, bots[seat].choose(view))
                if state.phase is not Phase.PASSING:
                    break
    return views


@dataclass
class ViewResult:
    regret: dict[str, float] = field(default_factory=dict)
    cpu_ms: dict[str, float] = field(default_factory=dict)
    searched: bool = False


def _reference(view: SeatView, samples: int, seed: int) -> dict[Any, float]:
    from ..games.hearts.bots.hard import HardBot

    bot = HardBot(seed, budget_ms=None, samples=samples, prune_z=math.inf)
    bot.choose(view)
    return dict(bot.last_values)


def judge_view(view: SeatView, index: int, reference: int, tries: Sequence[Try]
               ) -> ViewResult:
    """The regret of every try (and of a second reference) on one view."""
    from ..games.hearts.bots import make_bot

    values = _reference(view, reference, 0x7E0000 + index)
    out = ViewResult()
    if not values:
        return out
    out.searched = True
    top = max(values.values())
    again = _reference(view, reference, 0x7E8000 + index)
    out.regret["reference again"] = top - values[max(again, key=lambda c: again[c])]
    for t in tries:
        options = {"wall_ms": 5000.0, **dict(t.options)}
        bot = make_bot(t.level, seed=0x7F0000 + index, **options)
        cpu = time.thread_time()
        action = bot.choose(view)
        out.cpu_ms[t.label] = (time.thread_time() - cpu) * 1000.0
        if not isinstance(action, PlayCard):
            raise AssertionError(f"{t.label} answered a card decision with {action}")
        out.regret[t.label] = top - values[action.card]
    return out


def _chunk(task: tuple[list[tuple[int, SeatView]], int, tuple[Try, ...]]) -> list[ViewResult]:
    views, reference, tries = task
    return [judge_view(view, index, reference, tries) for index, view in views]


def add_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--views", type=int, default=150,
                        help="card decisions to judge (default 150)")
    parser.add_argument("--reference", type=int, default=3000,
                        help="sampled deals of the reference search (default 3000)")
    parser.add_argument("--try", dest="tries", action="append", default=[],
                        metavar="LABEL=LEVEL[,KEY=VALUE...]",
                        help="a search bot to judge, repeatable (default: "
                        + "; ".join(DEFAULT_TRIES) + ")")
    parser.add_argument("--rules", default="classic", help="rules preset (default classic)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the deals (default 1)")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes (default 1)")
    parser.add_argument("--progress", action="store_true",
                        help="report after every ten views on stderr")
    parser.add_argument("--json", action="store_true", help="print the results as JSON")


def run(args: argparse.Namespace) -> int:
    if args.views < 1 or args.reference < 2 or args.jobs < 1:
        raise SystemExit("bench search: --views and --jobs must be >= 1, --reference >= 2")
    try:
        rules = Rules.preset(args.rules)
    except RulesError as exc:
        raise SystemExit(f"bench search: {exc}") from None
    tries = tuple(parse_try(t) for t in (args.tries or DEFAULT_TRIES))
    info = common.machine()
    start = time.perf_counter()
    views = list(enumerate(collect_views(rules, args.seed, args.views)))
    size = 10 if args.progress else max(1, math.ceil(len(views) / (4 * args.jobs)))
    tasks = [(views[i:i + size], args.reference, tries) for i in range(0, len(views), size)]

    def progress(done: list[ViewResult]) -> None:
        if args.progress:
            print(f"  ... {len(done)} views, {time.perf_counter() - start:,.0f} s",
                  file=sys.stderr, flush=True)

    results = [r for r in run_tasks(_chunk, tasks, args.jobs, progress) if r.searched]
    elapsed = time.perf_counter() - start
    labels = ["reference again", *(t.label for t in tries)]
    rows: list[dict[str, Any]] = []
    for label in labels:
        regrets = [r.regret[label] for r in results]
        mean, ci = mean_ci(regrets) if regrets else (math.nan, math.nan)
        cpu = [r.cpu_ms[label] for r in results if label in r.cpu_ms]
        rows.append({"try": label, "views": len(regrets), "regret": mean, "ci": ci,
                     "worse": sum(x > 1e-9 for x in regrets),
                     "cpu_ms_median": common.median(cpu) if cpu else math.nan})
    if args.json:
        print(json.dumps({"benchmark": "search", "machine": info, "rules": rules.name,
                          "seed": args.seed, "reference": args.reference,
                          "views": len(results), "seconds": elapsed, "results": rows},
                         indent=2))
        return 0
    print("Hearts Desktop benchmark: the search's regret by its own model")
    print(common.machine_line(info))
    print(f"Rules {rules.name}; {len(results)} card decisions with a choice (of {len(views)} "
          f"taken; seed {args.seed}); reference: {args.reference:,} sampled deals, no drop "
          f"test; {args.jobs} job(s), {elapsed:,.0f} s.")
    print("regret = reference mean of the best card - that of the chosen card (utility "
          "points per decision); worse = decisions that chose a worse card.")
    print()
    head = f"{'try':<22} {'regret':>8} {'95% CI':>19} {'worse':>7} {'cpu ms':>8}"
    print(head)
    print("-" * len(head))
    for row in rows:
        low, high = row["regret"] - row["ci"], row["regret"] + row["ci"]
        cpu_text = ("" if math.isnan(row["cpu_ms_median"])
                    else f"{row['cpu_ms_median']:.1f}")
        print(f"{row['try']:<22} {row['regret']:>8.4f} {f'[{low:.4f}, {high:.4f}]':>19} "
              f"{row['worse']:>7} {cpu_text:>8}")
    return 0


__all__ = ["DEFAULT_TRIES", "Try", "add_options", "collect_views", "judge_view", "parse_try",
           "run"]
