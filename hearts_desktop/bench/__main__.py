"""``python -m hearts_desktop.bench <benchmark> [options]``.

Benchmarks are subcommands: ``engine``, ``ai`` (``--game hearts|pinochle|ombre|quadrille``),
``search``, ``coach`` (``--game``), ``ui``, ``history``, ...; each registers in
``COMMANDS`` a function that adds its options and one that runs it.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Sequence

from . import common

AddOptions = Callable[[argparse.ArgumentParser], None]
Run = Callable[[argparse.Namespace], int]


def _engine_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--runs", type=int, default=5,
                        help="timed runs per path; the median is reported (default 5)")
    parser.add_argument("--seconds", type=float, default=1.5,
                        help="length of one run in seconds (default 1.5)")
    parser.add_argument("--rules", default="classic",
                        help="rules preset (default classic; the target is for classic)")
    parser.add_argument("--players", type=int, default=None,
                        help="player count (default: the preset's)")
    parser.add_argument("--only", choices=("reference", "fast"), default=None,
                        help="measure one path only")
    parser.add_argument("--json", action="store_true", help="print the results as JSON")


def _engine_run(args: argparse.Namespace) -> int:
    from ..games.hearts import fast
    from ..games.hearts.rules import Rules, RulesError
    from . import engine

    try:
        rules = Rules.preset(args.rules)
        if args.players is not None:
            rules = rules.replace(players=args.players, name=rules.name)
    except RulesError as exc:
        raise SystemExit(f"bench engine: {exc}") from None
    if args.runs < 1 or args.seconds <= 0:
        raise SystemExit("bench engine: --runs must be >= 1 and --seconds > 0")
    if fast.deal_plan(rules) is None:
        raise SystemExit("bench engine: dealer's-choice passing is not benchmarked")
    info = common.machine()
    results = []
    paths = [p for p in ("reference", "fast") if args.only in (None, p)]
    if "fast" in paths and not fast.supports(rules):
        if args.only == "fast":
            raise SystemExit(f"bench engine: the fast path does not support {rules.name}")
        paths.remove("fast")
    if not args.json:
        print("Hearts Desktop benchmark: engine playouts")
        print(common.machine_line(info))
        print(f"Rules: {rules.name}, {rules.players} players. A hand = shuffle and deal, "
              f"a random pass under the deal's plan, random legal plays, deal scores.")
        print(f"{args.runs} runs of ~{args.seconds:g} s per path; median (min - max).")
        print()
        print(f"{'path':<10} {'hands/s':>9}  {'(min - max)':<19} {'plays/s':>10} "
              f"{'us/hand':>8}")
    for path in paths:
        m = engine.measure_path(path, rules, args.runs, args.seconds)
        results.append(m)
        if not args.json:
            lo, hi = min(m.hands_per_second), max(m.hands_per_second)
            span = f"({lo:,.0f} - {hi:,.0f})"
            print(f"{path:<10} {m.median:>9,.0f}  {span:<19} "
                  f"{m.median * m.plays_per_hand:>10,.0f} {1e6 / m.median:>8,.1f}")
    by_name = {m.name: m for m in results}
    if args.json:
        print(json.dumps({
            "benchmark": "engine", "machine": info, "rules": rules.name,
            "players": rules.players, "runs": args.runs, "seconds": args.seconds,
            "results": {m.name: {"hands_per_second_median": m.median,
                                 "hands_per_second_runs": m.hands_per_second,
                                 "plays_per_hand": m.plays_per_hand,
                                 "plays_per_second_median": m.median * m.plays_per_hand}
                        for m in results},
        }, indent=2))
        return 0
    print()
    if "reference" in by_name and "fast" in by_name:
        print(f"fast / reference: {by_name['fast'].median / by_name['reference'].median:,.1f}x")
    if "fast" in by_name and rules.name == "classic" and rules.players == 4:
        verdict = "met" if by_name["fast"].median >= engine.TARGET_HANDS_PER_SECOND else "MISSED"
        print(f"target for the fast path: >= {engine.TARGET_HANDS_PER_SECOND:,} hands/s: "
              f"{verdict}")
    return 0


def _ai_options(parser: argparse.ArgumentParser) -> None:
    from . import ai

    ai.add_options(parser)


def _ai_run(args: argparse.Namespace) -> int:
    from . import ai

    return ai.run(args)


def _coach_options(parser: argparse.ArgumentParser) -> None:
    from . import coach

    coach.add_options(parser)


def _coach_run(args: argparse.Namespace) -> int:
    from . import coach

    return coach.run(args)


def _ui_options(parser: argparse.ArgumentParser) -> None:
    from . import ui

    ui.add_options(parser)


def _ui_run(args: argparse.Namespace) -> int:
    from . import ui

    return ui.run(args)


def _history_options(parser: argparse.ArgumentParser) -> None:
    from . import history

    history.add_options(parser)


def _history_run(args: argparse.Namespace) -> int:
    from . import history

    return history.run(args)


def _choice_options(parser: argparse.ArgumentParser) -> None:
    from . import choice

    choice.add_options(parser)


def _choice_run(args: argparse.Namespace) -> int:
    from . import choice

    return choice.run(args)


def _net_options(parser: argparse.ArgumentParser) -> None:
    from . import net

    net.add_options(parser)


def _net_run(args: argparse.Namespace) -> int:
    from . import net

    return net.run(args)


def _fuzz_options(parser: argparse.ArgumentParser) -> None:
    from . import fuzz

    fuzz.add_options(parser)


def _fuzz_run(args: argparse.Namespace) -> int:
    from . import fuzz

    return fuzz.run(args)


def _search_options(parser: argparse.ArgumentParser) -> None:
    from . import search

    search.add_options(parser)


def _search_run(args: argparse.Namespace) -> int:
    from . import search

    return search.run(args)


def _soak_options(parser: argparse.ArgumentParser) -> None:
    from . import soak

    soak.add_options(parser)


def _compare_options(parser: argparse.ArgumentParser) -> None:
    from . import compare

    compare.add_options(parser)


def _compare_run(args: argparse.Namespace) -> int:
    from . import compare

    return compare.run(args)


def _soak_run(args: argparse.Namespace) -> int:
    from . import soak

    return soak.run(args)


COMMANDS: dict[str, tuple[str, AddOptions, Run]] = {
    "engine": ("random hands: reference engine vs the fast path (engine.fast)",
               _engine_options, _engine_run),
    "ai": ("every game's CPU players on duplicate deals (--game, --matchup, --field), or the "
           "legality sweep (--legality)", _ai_options, _ai_run),
    "coach": ("the coach (--game): seconds per reviewed hand, the ranking's stability "
              "between two seeds, predicted costs against Expert playouts (calibration)",
              _coach_options, _coach_run),
    "ui": ("the card table: start to first paint, frame times while a trick sweeps",
           _ui_options, _ui_run),
    "history": ("10,000 stored matches: insert time, history window open time and memory",
                _history_options, _history_run),
    "choice": ("dealer's choice at 4 to 12 players: ms per legal_actions and seat_view",
               _choice_options, _choice_run),
    "net": ("network server on loopback: 200 tables of 4 scripted clients, actions/s, "
            "latency, memory per table", _net_options, _net_run),
    "fuzz": ("random clicks, keys, resizes, dialogs and language switches on the real "
             "window: exceptions, hangs and crashes per run", _fuzz_options, _fuzz_run),
    "search": ("Hard's and Expert's card choices against their own model with many "
               "samples: the regret per decision, by budget and drop test",
               _search_options, _search_run),
    "compare": ("bench ai records read without playing: one record's table, or two records "
                "of the same deals and their paired difference (an A/B test of a bot "
                "change)", _compare_options, _compare_run),
    "soak": ("1,000 hands on the real window at instant speed, saves on: RSS and time per "
             "hand every 100 hands", _soak_options, _soak_run),
}


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m hearts_desktop.bench",
                                     description="Hearts Desktop benchmarks.")
    sub = parser.add_subparsers(dest="command", metavar="BENCHMARK", required=True)
    for name, (help_text, add_options, _) in COMMANDS.items():
        add_options(sub.add_parser(name, help=help_text, description=help_text))
    args = parser.parse_args(argv)
    return COMMANDS[args.command][2](args)


if __name__ == "__main__":
    sys.exit(main())
