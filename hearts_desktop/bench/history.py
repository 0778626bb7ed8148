"""``python -m hearts_desktop.bench history``: a big match history and the window over it.

1. **fill**: a temporary history database gets ``--matches`` matches (default 10,000). A
   dozen real matches are played by CPU players through the engine under several presets
   (a few cut short, as abandoned games); copies of them, with varied dates, opponents and
   the assisted flag, are stored with ``HistoryDB.add_analysed`` (the replay done once per
   distinct record). Reported: the time per stored match, and ``add_match`` (which replays
   the record) for a sample.
2. **open**: the history window opens offscreen on that database; the time from creating
   it to the first paint of the list with its rows is measured ``--runs`` times in the same
   process (the first run imports the window's modules and QtCharts, as the first open from
   the menu does); the median of the other runs and the resident memory added are printed.
   Target: well under a second with 10,000 matches.
3. Also timed: a sort and a filter change (one SQL page each), and an autosave of a full
   match (``Autosave.save``: JSON, fsync, rename).
4. **autosave per move**: a long match (classic rules to 100,000 points, random legal
   moves) is saved after every move as the window does (``SavedMatch.from_state`` and
   ``Autosave.save``: a journal line, a snapshot when the journal has grown as long as
   it); the milliseconds per move around move 500 and move 10,000 (mean of the 100 moves
   before, and the worst single save there), with fsync and without, beside the old way
   (the whole match rewritten at each move).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import tempfile
import time
from dataclasses import dataclass, replace
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from . import common

TARGET_OPEN_SECONDS = 0.5
""""Well under a second": the list must show within half a second."""

BASE_PRESETS = ("classic", "black_lady", "omnibus", "classic", "spot", "pink_lady",
                "classic", "black_lady", "club10", "classic", "omnibus", "basic")


def add_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--matches", type=int, default=10_000,
                        help="matches to store (default 10,000)")
    parser.add_argument("--runs", type=int, default=7,
                        help="times the window is opened; the median is reported (default 7)")
    parser.add_argument("--sample", type=int, default=20,
                        help="matches stored with add_match (replaying) for its figure")
    parser.add_argument("--keep", metavar="DIR", default=None,
                        help="build the database in DIR and keep it (default: a temporary "
                             "folder, removed afterwards)")
    parser.add_argument("--json", action="store_true", help="print the results as JSON")


def rss_kib() -> int:
    """Resident memory of this process in KiB (0 where /proc is missing)."""
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    except OSError:  # pragma: no cover - not Linux
        pass
    return 0


@dataclass
class Base:
    """A played match and what the database keeps about it (computed once)."""

    match: Any
    facts: Any
    status: str


def play_bases(seed: int = 1) -> list[Base]:
    """A dozen matches played by CPU players (random and easy), four of them cut short."""
    from ..games.hearts import Phase, Rules, apply, new_match, seat_view, seats_to_act
    from ..games.hearts.bots import make_bot
    from ..games.hearts.bots.personalities import ROSTER
    from ..history import PlayerInfo, SavedMatch
    from ..history.analysis import analyse

    rng = random.Random(seed)
    bases = []
    start = datetime(2024, 1, 1, tzinfo=UTC)
    for i, preset in enumerate(BASE_PRESETS):
        rules = Rules.preset(preset)
        state = new_match(rules, 1000 + i)
        kinds = ["random" if (i + s) % 2 else "easy" for s in range(rules.players)]
        bots = [make_bot(k, 1000 * i + s) for s, k in enumerate(kinds)]
        stop = rng.randint(60, 300) if i % 3 == 2 else None
        while state.phase is not Phase.MATCH_OVER:
            seat = seats_to_act(state)[0]
            state, _ = apply(state, bots[seat].choose(seat_view(state, seat)))
            if stop is not None and len(state.actions) >= stop:
                break
        people = rng.sample(ROSTER, rules.players - 1)
        players = (PlayerInfo("You", True, "human", None),
                   *(PlayerInfo(p.name_in("en"), False, p.key, p.level) for p in people))
        match = SavedMatch.from_state(state, players, start)
        bases.append(Base(match, analyse(match),
                          "finished" if state.phase is Phase.MATCH_OVER else "abandoned"))
    return bases


def variant(base: Base, k: int, rng: random.Random) -> tuple[Any, datetime]:
    """Copy ``k`` of a base match: another date, other opponents' names, maybe assisted."""
    from ..games.hearts.bots.personalities import ROSTER
    from ..history import PlayerInfo

    started = datetime(2023, 1, 1, tzinfo=UTC) + timedelta(minutes=47 * k + rng.randint(0, 40))
    people = rng.sample(ROSTER, len(base.match.players) - 1)
    players = (base.match.players[0],
               *(PlayerInfo(p.name_in(rng.choice(("en", "de", "fr"))), False, p.key, p.level)
                 for p in people))
    match = replace(base.match, players=players, started=started,
                    assisted=rng.random() < 0.1)
    return match, started + timedelta(minutes=rng.randint(12, 50))


def fill(db: Any, bases: list[Base], n: int, seed: int = 2) -> float:
    """Store ``n`` variants of ``bases``; seconds taken."""
    rng = random.Random(seed)
    add = getattr(db, "add_analysed", None)
    start = time.perf_counter()
    for k in range(n):
        base = bases[rng.randrange(len(bases))]
        match, finished = variant(base, k, rng)
        if add is not None:
            add(match, base.facts, status=base.status, finished=finished)
        else:  # pragma: no cover - older database API: replays every match
            db.add_match(match, status=base.status, finished=finished)
    return time.perf_counter() - start


def time_add_match(db: Any, bases: list[Base], count: int) -> float:
    """Seconds per ``add_match`` (which replays the record) over ``count`` matches."""
    rng = random.Random(3)
    start = time.perf_counter()
    for k in range(count):
        base = bases[k % len(bases)]
        match, finished = variant(base, 100_000 + k, rng)
        db.add_match(match, status=base.status, finished=finished)
    return (time.perf_counter() - start) / max(1, count)


def open_window(db: Any) -> tuple[float, int]:
    """Create and show the history window; seconds until its list is painted with rows,
    and the rows loaded."""
    from PySide6.QtCore import QCoreApplication, QElapsedTimer, QEvent, QObject
    from PySide6.QtWidgets import QApplication

    from ..ui.history.window import HistoryWindow

    app = QApplication.instance()
    assert app is not None
    painted: list[float] = []
    clock = QElapsedTimer()

    class Spy(QObject):
        def eventFilter(self, obj: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint and not painted:
                painted.append(clock.nsecsElapsed() / 1e9)
            return False

    spy = Spy()
    clock.start()
    win = HistoryWindow(db)
    win.table.viewport().installEventFilter(spy)
    win.resize(1200, 800)
    win.show()
    while not painted and clock.elapsed() < 30_000:
        app.processEvents()
    rows = win.model.rowCount()
    # the paint ends after the event filter saw it start: let it finish
    app.processEvents()
    seconds = painted[0] if painted else float("nan")
    win.close()
    win.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    app.processEvents()
    return seconds, rows


def time_requery(db: Any) -> tuple[float, float, float]:
    """Seconds for: sorting by hands, filtering by preset, typing a search (one page each)."""
    from PySide6.QtCore import Qt

    from ..ui.history.model import MatchListModel

    model = MatchListModel(db)
    model.refresh()
    t = time.perf_counter()
    model.sort(model.column("hands"), Qt.SortOrder.DescendingOrder)
    sort = time.perf_counter() - t
    t = time.perf_counter()
    model.set_filter("preset", "black_lady")
    filt = time.perf_counter() - t
    model.set_filter("preset", None)
    t = time.perf_counter()
    model.set_filter("search", "Ben")
    search = time.perf_counter() - t
    return sort, filt, search


def time_autosave(folder: Path, base: Base, runs: int = 9) -> float:
    from ..history import Autosave

    times = []
    for _ in range(runs):
        save = Autosave(folder / "autosave.json")  # a new program: the whole match
        t = time.perf_counter()
        save.save(base.match)
        times.append(time.perf_counter() - t)
    return common.median(times)


def autosave_per_move(folder: Path, marks: tuple[int, ...] = (500, 10_000), *,
                      sync: bool = True) -> dict[str, Any]:
    """Save a long match after every move (see the module); per mark: the mean ms of the
    100 saves before it, the worst of them, and the old whole-file save at that length."""
    import random as _random

    from ..games.hearts import Rules, apply, legal_actions, new_match
    from ..history import Autosave, PlayerInfo, SavedMatch, atomic_write_text

    rules = Rules.preset("classic").replace(end_threshold=100_000)
    state = new_match(rules, 4)
    rng = _random.Random(4)
    players = (PlayerInfo("You", True, "human", None),
               *(PlayerInfo(n, False, "normal", "normal") for n in ("Ann", "Ben", "Cat")))
    started = datetime(2026, 11, 24, tzinfo=UTC)
    path = folder / "autosave-bench.json"
    save = Autosave(path, sync=sync)
    times: list[float] = []
    cpu: list[float] = []
    last = max(marks)
    while len(state.actions) < last:
        state, _ = apply(state, rng.choice(legal_actions(state)))
        match = SavedMatch.from_state(state, players, started)
        c = time.process_time()
        t = time.perf_counter()
        save.save(match)
        times.append(time.perf_counter() - t)
        cpu.append(time.process_time() - c)
    out: dict[str, Any] = {"sync": sync, "snapshots": save.snapshots,
                           "appends": save.appends}
    for mark in marks:
        window = times[mark - 100:mark]
        window_cpu = cpu[mark - 100:mark]
        match = SavedMatch.from_state(state, players, started)
        cut = SavedMatch(replace(match.record, actions=match.record.actions[:mark]), players,
                         started)
        old = []
        old_cpu = []
        for _ in range(5):
            c = time.process_time()
            t = time.perf_counter()
            atomic_write_text(folder / "whole-bench.json", cut.to_json(), sync=sync)
            old.append(time.perf_counter() - t)
            old_cpu.append(time.process_time() - c)
        out[str(mark)] = {"cpu_ms": 1000 * sum(window_cpu) / len(window_cpu),
                          "mean_ms": 1000 * sum(window) / len(window),
                          "median_ms": 1000 * common.median(window),
                          "max_ms": 1000 * max(window),
                          "whole_file_cpu_ms": 1000 * common.median(old_cpu),
                          "whole_file_ms": 1000 * common.median(old),
                          "bytes": len(cut.to_json().encode())}
    out["cpu_ms_all"] = 1000 * sum(cpu) / len(cpu)
    out["mean_ms_all"] = 1000 * sum(times) / len(times)
    save.clear()
    return out


def run(args: argparse.Namespace) -> int:
    if args.matches < 1 or args.runs < 2:
        raise SystemExit("bench history: --matches must be >= 1 and --runs >= 2")
    import os

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QtMsgType, qInstallMessageHandler
    from PySide6.QtWidgets import QApplication

    from ..history import DB_FILE, HistoryDB

    def quiet(kind: QtMsgType, _context: object, message: str) -> None:
        if "propagateSizeHints" not in message:  # the offscreen platform's only complaint
            print(message, file=sys.stderr)

    qInstallMessageHandler(quiet)
    app = QApplication.instance() or QApplication(["hearts-desktop-bench"])
    info = common.machine()
    out: dict[str, Any] = {"benchmark": "history", "machine": info, "matches": args.matches}
    say = (lambda *a: None) if args.json else print
    say("Hearts Desktop benchmark: history database and window")
    say(common.machine_line(info))
    with tempfile.TemporaryDirectory(prefix="hearts-bench-history-") as tmp:
        folder = Path(args.keep) if args.keep else Path(tmp)
        folder.mkdir(parents=True, exist_ok=True)
        t = time.perf_counter()
        bases = play_bases()
        out["play_seconds"] = time.perf_counter() - t
        say(f"Played {len(bases)} base matches by CPU players in {out['play_seconds']:.1f} s.")
        path = folder / DB_FILE
        if path.exists():
            path.unlink()
        db = HistoryDB(path)
        seconds = fill(db, bases, args.matches)
        out["fill_seconds"] = seconds
        out["insert_ms_per_match"] = 1000 * seconds / args.matches
        per_add = time_add_match(db, bases, args.sample) if args.sample > 0 else float("nan")
        out["add_match_ms"] = 1000 * per_add
        stored = db.count()
        db.close()
        size = sum(p.stat().st_size for p in folder.glob(DB_FILE + "*"))
        out["stored"], out["db_bytes"] = stored, size
        say(f"Stored {stored:,} matches: {seconds:.1f} s, {out['insert_ms_per_match']:.2f} ms "
            f"per match (replay reused); add_match with its replay: {1000 * per_add:.1f} ms "
            f"per match (sample of {args.sample}). Database: {size / 1e6:.1f} MB.")

        t = time.perf_counter()
        db = HistoryDB(path)
        out["db_open_seconds"] = time.perf_counter() - t
        say(f"Opening the database (integrity check included): "
            f"{out['db_open_seconds'] * 1000:.0f} ms")
        rss0 = rss_kib()
        opens = []
        rows = 0
        rss_first = 0
        for _ in range(args.runs):
            s, rows = open_window(db)
            opens.append(s)
            rss_first = rss_first or rss_kib()
        rss1 = rss_kib()
        warm = opens[1:]
        out["open_first_seconds"] = opens[0]
        out["open_median_seconds"] = common.median(warm)
        out["open_runs_seconds"] = opens
        out["rows_loaded"] = rows
        out["rss_delta_first_kib"] = rss_first - rss0
        out["rss_delta_kib"] = rss1 - rss0
        say()
        say(f"History window, create to first paint of the list ({rows} rows loaded of "
            f"{stored:,}):")
        say(f"  first open (imports the window and QtCharts): {opens[0] * 1000:.0f} ms")
        say(f"  median of the next {len(warm)}: {out['open_median_seconds'] * 1000:.0f} ms "
            f"(min {min(warm) * 1000:.0f}, max {max(warm) * 1000:.0f})")
        say(f"  resident memory added: {(rss_first - rss0) / 1024:.1f} MiB by the first open "
            f"(Qt modules, QtCharts, fonts), {(rss1 - rss0) / 1024:.1f} MiB after all "
            f"{args.runs}")
        sort, filt, search = time_requery(db)
        out.update(sort_seconds=sort, filter_seconds=filt, search_seconds=search)
        say(f"Re-query at {stored:,} matches: sort by hands {sort * 1000:.0f} ms, filter by "
            f"preset {filt * 1000:.0f} ms, search a name {search * 1000:.0f} ms")
        db.close()
        out["autosave_seconds"] = time_autosave(folder, max(
            bases, key=lambda b: len(b.match.record.actions)))
        say(f"Autosave of a whole match, as at a program start or a snapshot (JSON, fsync, "
            f"rename, and the new journal): "
            f"{out['autosave_seconds'] * 1000:.1f} ms (median of 9)")
        for sync in (True, False):
            per_move = autosave_per_move(folder, sync=sync)
            out[f"autosave_per_move_{'fsync' if sync else 'nosync'}"] = per_move
            say(f"Autosave per move ({'with' if sync else 'without'} fsync; "
                f"{per_move['appends']} journal appends, {per_move['snapshots']} snapshots "
                f"in 10,000 moves; over all moves {per_move['cpu_ms_all']:.3f} ms CPU, "
                f"{per_move['mean_ms_all']:.3f} ms wall):")
            for mark in ("500", "10000"):
                m = per_move[mark]
                say(f"  at move {int(mark):,} (100 moves before it): {m['cpu_ms']:.3f} ms "
                    f"CPU, wall median {m['median_ms']:.3f} / mean {m['mean_ms']:.3f} / "
                    f"worst {m['max_ms']:.2f} ms; rewriting the whole match "
                    f"({m['bytes'] / 1000:.0f} KB) as before: {m['whole_file_cpu_ms']:.2f} ms "
                    f"CPU, {m['whole_file_ms']:.2f} ms wall")
        verdict = "met" if out["open_median_seconds"] < TARGET_OPEN_SECONDS and \
            opens[0] < 1.0 else "MISSED"
        out["target_met"] = verdict == "met"
        say(f"Target: the window shows its list in under {TARGET_OPEN_SECONDS:g} s "
            f"(first open under 1 s): {verdict}")
    del app
    if args.json:
        print(json.dumps(out, indent=2))
    return 0


__all__ = ["add_options", "run"]
