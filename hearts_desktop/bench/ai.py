"""``bench ai``: every game's CPU players on duplicate deals, and a legality sweep.

``python -m hearts_desktop.bench ai --game G --matchup A-vs-B`` (G: hearts, the default,
pinochle, ombre, or quadrille: Ombre's Quadrille preset) plays duplicate deals through the
one harness of ``bench/duplicate.py``: the same options and the same report for every game
and level, each game adding its own figures (``bench/hearts.py``, ``bench/pinochle.py``,
``bench/ombre.py``). ``--field MODULE:CLASS`` seats a bot class given on the command line
as the field (``--matchup A-vs-field``): built as the project's bots are (``Class(seed)``)
and asked ``choose(view)`` with one seat's view, so an outside program can be seated
against the project's players.

**Legality** (``--legality``, ``bench/legality.py``): random matches over every preset with
a random mix of bots; every action a bot returns must be legal.

**Long runs** (``--record PATH``, ``bench/record.py``; Hearts): every finished deal is
written to a file; the same command again plays only the deals not yet recorded and
reports on all of them. A record made with another setup or other playing code is refused.

Work is spread over ``--jobs`` processes by chunks of deals (or matches); results are
merged in deal order, so the figures do not depend on which process finished first (with
``--samples`` the search bots are deterministic and a run is reproducible exactly).
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import math
import sys
import time
from typing import Any

from . import common
from .duplicate import (
    FIELD,
    SEARCH_KINDS,
    BotConfig,
    DealResult,
    GameBench,
    deal_from_dict,
    deal_to_dict,
    load_field,
    mean_ci,
    play_deals,
)
from .hearts import _PLAYING, HEARTS, hand_from_dict
from .ombre import OMBRE, QUADRILLE, OmbreBench, run_calibration
from .pinochle import PINOCHLE
from .record import Record, RecordError, code_fingerprint

GAMES: dict[str, GameBench] = {"hearts": HEARTS, "pinochle": PINOCHLE, "ombre": OMBRE,
                               "quadrille": QUADRILLE}


def add_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--game", default="hearts", choices=tuple(GAMES),
                        help="the game whose CPU players play (default hearts; quadrille: "
                        "Ombre's Quadrille preset)")
    parser.add_argument("--matchup", default="normal-vs-easy",
                        help="ENTRANT-vs-FIELD: the game's levels and random (Hearts also "
                        "ismcts), or field for the --field bot (default normal-vs-easy)")
    parser.add_argument("--field", metavar="MODULE:CLASS", default=None,
                        help="seat this bot class as the field (--matchup A-vs-field): a "
                        "module or a .py file, and a class built as Class(seed) with a "
                        "choose(view) method")
    parser.add_argument("--hands", type=int, default=None,
                        help="hands to play (a deal counts once per seating; default: "
                        "2000 hands for Hearts and Pinochle; --legality: 100000 Hearts, "
                        "50000 the others)")
    parser.add_argument("--deals", type=int, default=None,
                        help="duplicate deals to play instead of --hands (default for "
                        "Ombre 1000)")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes (default 1)")
    parser.add_argument("--budget-ms", type=float, default=60.0,
                        help="the Hard bot's budget per card decision; a Hearts pass gets "
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
                        "(every game; default theirs, 1000 ms)")
    parser.add_argument("--ismcts-simulations", type=int, default=10_000,
                        help="simulations per decision of OpenSpiel's ISMCTS bot "
                        "(default 10000; needs the bench extra: pip install open_spiel)")
    parser.add_argument("--seed", type=int, default=1, help="deal seed (default 1)")
    parser.add_argument("--rules", default=None,
                        help="rules preset (default: the game's first, e.g. classic)")
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
                        "on all of them (Hearts: a long matchup over several sittings)")
    parser.add_argument("--calibrate", default=None, metavar="CONTRACT",
                        help="Ombre: chips by estimate when eldest plays CONTRACT")


def parse_matchup(game: GameBench, text: str, field_spec: str | None = None
                  ) -> tuple[str, str]:
    kinds = game.kinds()
    parts = text.lower().split("-vs-")
    if len(parts) != 2 or not all(p in (*kinds, FIELD) for p in parts):
        raise SystemExit(f"bench ai: --matchup is A-vs-B with A, B in {', '.join(kinds)} "
                         f"(or B field, with --field) for {game.name}; got {text!r}")
    if parts[0] == FIELD:
        raise SystemExit("bench ai: the --field bot is the field: --matchup A-vs-field")
    if (parts[1] == FIELD) != (field_spec is not None):
        raise SystemExit("bench ai: --field MODULE:CLASS goes with --matchup A-vs-field")
    return parts[0], parts[1]


def parse_options(items: list[str]) -> tuple[tuple[str, Any], ...]:
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


def timed(entrant: str, samples: int | None, expert_samples: int | None) -> bool:
    """Whether a Hard or Expert entrant searched on its time budget (no fixed sample
    count)."""
    return (samples if entrant == "hard" else expert_samples if entrant == "expert"
            else None) is None


def field_name(kind: str, spec: str | None) -> str:
    """How the report names the field: its level, or the ``--field`` class."""
    return spec.rpartition(":")[2] if kind == FIELD and spec else kind


def _check_bots(game: GameBench, config: BotConfig, kinds: tuple[str, str], rules: Any
                ) -> None:
    """Build one bot of each kind before playing, so bad options or a bad ``--field``
    stop the run with a message instead of failing in a worker process."""
    levels = game.levels([kinds[0]] + [kinds[1]] * (rules.players - 1))
    for entrant, kind in zip((True, False), kinds, strict=True):
        if kind == "ismcts":
            continue
        try:
            bot = game.make_bot(config, kind, 0, entrant=entrant, levels=levels)
        except SystemExit:
            raise
        except Exception as exc:
            what = f"--field {config.field}" if kind == FIELD else f"the {kind} player"
            raise SystemExit(f"bench ai --game {game.name}: cannot build {what}: "
                             f"{type(exc).__name__}: {exc}") from None
        if not callable(getattr(bot, "choose", None)):
            raise SystemExit(f"bench ai --game {game.name}: the {kind} player has no "
                             f"choose(view) method")


def run(args: argparse.Namespace) -> int:
    game = GAMES[args.game]
    for option in ("hands", "deals", "jobs", "chunk"):
        value = getattr(args, option)
        if value is not None and value < 1:
            raise SystemExit(f"bench ai: --{option} must be >= 1")
    if args.record and not game.records:
        raise SystemExit("bench ai: --record keeps Hearts matchups (Pinochle and Ombre runs "
                         "fit in one sitting)")
    if args.calibrate:
        if not isinstance(game, OmbreBench):
            raise SystemExit("bench ai: --calibrate is Ombre's (--game ombre)")
        return run_calibration(args, game)
    if args.legality:
        if args.record:
            raise SystemExit("bench ai: --record keeps the deals of a matchup; the legality "
                             "sweep has none")
        from . import legality

        return legality.run(game, args)
    return run_matchup(game, args)


def run_matchup(game: GameBench, args: argparse.Namespace) -> int:
    entrant, field_kind = parse_matchup(game, args.matchup, args.field)
    rules = game.rules(args.rules)
    if "ismcts" in (entrant, field_kind):
        from . import openspiel

        if not openspiel.available():
            raise SystemExit(f"bench ai: the ismcts matchup needs OpenSpiel. "
                             f"{openspiel.INSTALL_HINT}.")
        try:
            openspiel.game_params(rules)
        except openspiel.RulesMismatch as exc:
            raise SystemExit(f"bench ai: {exc}; compare on rules both implement (classic, "
                             f"omnibus)") from None
    if args.field is not None:
        load_field(args.field)
    config = BotConfig(None if args.samples else args.budget_ms, args.samples,
                       None if args.expert_samples else args.expert_budget_ms,
                       args.expert_samples, parse_options(args.entrant_option),
                       args.ismcts_simulations, args.wall_ms, args.field)
    _check_bots(game, config, (entrant, field_kind), rules)
    seatings = len(game.lineups(rules))
    count = args.deals or (math.ceil(args.hands / seatings) if args.hands else
                           game.default_deals or math.ceil((game.default_hands or 1) / seatings))
    deals = list(range(count))
    info = common.machine()
    record, recorded = _open_record(args, game, f"{entrant}-vs-{field_kind}", rules, config,
                                    info)
    todo = [d for d in deals if d not in recorded]
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
            mean, ci = mean_ci(game.per_deal(done, True)[1])
            starved = sum(r.entrant.starved for r in done)
            searches = sum(len(r.entrant.samples) for r in done)
            cpu = [t for r in done for t in r.entrant.cpu_times]
            cpu_median = common.median(cpu) if cpu else math.nan
            print(f"  ... {len(done)} deals ({sum(len(r.hands) for r in done)} hands), rel "
                  f"{mean:+.2f} ± {ci:.2f}, {time.perf_counter() - start:,.0f} s; entrant: "
                  f"cpu>1 median {cpu_median:.1f} ms, searches {searches:,}, ended by the "
                  f"ceiling {starved:,}", file=sys.stderr, flush=True)

    played = play_deals(game, rules, args.seed, todo, entrant, field_kind, config, args.jobs,
                        args.chunk, progress)
    results = sorted(earlier + played, key=lambda r: r.deal)
    elapsed = record.total_seconds() if record is not None else time.perf_counter() - start
    name = field_name(field_kind, config.field)
    sides = [game.summarise(f"{entrant} team" if game.teams else entrant, results, True),
             game.summarise(f"{name} team" if game.teams else f"{name} (field)", results,
                            False)]
    mismatches = [m for r in results for m in r.mismatches]
    if args.json:
        print(json.dumps({"benchmark": "ai", "game": game.name,
                          "matchup": f"{entrant}-vs-{field_kind}", "machine": info,
                          "rules": rules.name, "deals": len(deals), "seed": args.seed,
                          "jobs": args.jobs, **_config_json(config), "seconds": elapsed,
                          "load_at_end": common.machine()["load"], "mismatches": mismatches,
                          "record": _record_json(record),
                          "results": [s.as_dict() for s in sides]}, indent=2))
        return 0
    kinds = (entrant, field_kind)
    print(f"Hearts Desktop benchmark: {game.title(entrant, name, rules.players)}")
    print(common.machine_line(info))
    print(f"Rules {rules.name}; {len(deals)} duplicate deals x {seatings} "
          f"{game.seating_word} = {len(deals) * seatings} hands ({game.hand_note}); seed "
          f"{args.seed}, {args.jobs} job(s), {elapsed:,.0f} s. "
          + "; ".join(_setup_notes(game, config, kinds)))
    if record is not None:
        print(f"Record {record.path}: {len(earlier)} deal(s) from earlier sittings, "
              f"{len(results) - len(earlier)} played now; {len(record.segments)} sitting(s) "
              f"that played: "
              + "; ".join(f"{s.get('started')} ({s.get('machine')}, {s.get('jobs')} job(s))"
                          for s in record.segments))
    print(game.legend)
    print()
    for line in game.format_table(sides):
        print(line)
    print()
    for side in sides:
        print(f"slowest decision of {side.name}: {side.slowest}")
        if side.searches:
            print(f"  searches of {side.name}: {side.searches:,}, median "
                  f"{side.samples_median:g} sampled deals, ended by the wall ceiling: "
                  f"{side.starved}")
    for line in game.extra_lines(sides, results):
        print(line)
    print()
    for line in game.verdicts(entrant, name, sides[0],
                              timed(entrant, config.samples, config.expert_samples)):
        print(line)
    end = common.machine()["load"]
    if isinstance(end, tuple):
        print(f"load average at the end: {end[0]:.2f} (1 min), {end[1]:.2f} (5 min), "
              f"{end[2]:.2f} (15 min)")
    return 0


def _setup_notes(game: GameBench, config: BotConfig, kinds: tuple[str, str]) -> list[str]:
    notes = []
    for kind in SEARCH_KINDS:
        if kind in kinds:
            samples, budget = ((config.samples, config.budget_ms) if kind == "hard" else
                               (config.expert_samples, config.expert_budget_ms))
            notes.append(f"{kind}: " + (f"{samples} samples per decision" if samples else
                                        f"{budget:g} ms {game.budget_clock} per card"))
    notes += game.setup_notes(config, kinds)
    if config.wall_ms is not None:
        notes.append(f"wall-clock ceiling {config.wall_ms:g} ms")
    if config.entrant_options:
        notes.append("entrant options: " + ", ".join(f"{k}={v}"
                                                     for k, v in config.entrant_options))
    if config.field:
        notes.append(f"field: {config.field}")
    return notes


def _config_json(config: BotConfig) -> dict[str, Any]:
    """The bot settings as a record's setup and the JSON report hold them (the field and
    the sweep's options only when set, so that records of before them still match)."""
    data = dataclasses.asdict(config)
    data["entrant_options"] = dict(config.entrant_options)
    for key in ("field", "options"):
        if not data[key]:
            del data[key]
    return data


def _open_record(args: argparse.Namespace, game: GameBench, matchup: str, rules: Any,
                 config: BotConfig, info: dict[str, Any]
                 ) -> tuple[Record | None, dict[int, DealResult]]:
    """The run's record (``--record``) with its deals so far, or (None, {})."""
    if not args.record:
        return None, {}
    setup: dict[str, Any] = {"matchup": matchup, "rules": rules.name, "seed": args.seed,
                             **_config_json(config), "code": code_fingerprint(_PLAYING)}
    setup["entrant_options"] = config.entrant_options
    if "ismcts" in matchup.split("-vs-"):
        import importlib.metadata

        setup["open_spiel"] = importlib.metadata.version("open_spiel")
    record = Record(args.record, setup, {"code": code_fingerprint(_PLAYING, literal=True)})
    try:
        record.open()
        recorded = {d: deal_from_dict(row, hand_from_dict) for d, row in record.rows.items()}
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
