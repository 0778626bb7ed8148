"""``python -m hearts_desktop.bench soak``: a long session on the real window, memory and time.

The window plays ``--hands`` hands (1,000 by default) at instant speed, match after match,
the way a player does: the human's seat is played by the debugging stand-in through the
same path as clicks (so the autosave is written after every move and each finished match
goes into the history, saves on), the CPU players think in the worker thread, and the
game-over dialog is closed before the next match starts. Every ``--every`` hands it prints
the resident memory (RSS), the wall and CPU time per hand over the last block, the Python
objects alive and the top-level widgets.

Done when: after the warm-up (``--warmup`` hands) the RSS stays within ``--limit-mb``
(10 MB) of its value at the end of the warm-up. Exit status 1 otherwise.
"""

from __future__ import annotations

import argparse
import gc
import os
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from . import common


def rss_mb() -> float:
    """The resident memory of this process in MB (Linux ``/proc``; elsewhere the peak)."""
    try:
        with open("/proc/self/statm") as f:
            pages = int(f.read().split()[1])
        return pages * os.sysconf("SC_PAGE_SIZE") / 1e6
    except (OSError, ValueError, IndexError):
        import resource

        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1e3


@dataclass
class Block:
    hands: int
    rss_mb: float
    wall_s_per_hand: float
    cpu_ms_per_hand: float
    objects: int
    top_levels: int


@dataclass
class SoakReport:
    blocks: list[Block] = field(default_factory=list)
    matches: int = 0
    seconds: float = 0.0

    def growth_after(self, warmup: int) -> float:
        """RSS at the end minus RSS at the first block after ``warmup`` hands (MB)."""
        after = [b for b in self.blocks if b.hands >= warmup]
        if len(after) < 2:
            return 0.0
        return max(b.rss_mb for b in after) - after[0].rss_mb


def soak(hands: int, *, every: int = 100, seed: int = 1, level: str | None = None,
         on_block: Any = None, game: str | None = None) -> SoakReport:
    """Play ``hands`` hands on a new window (see the module); ``on_block(block)`` is called
    every ``every`` hands. ``level``: the CPU players' level (None: the last setup's
    players, as a player starting the program gets). ``game``: play this game's default
    setup (its first preset; None: the last setup's game, Hearts on a new profile); a
    deal of Pinochle or Ombre counts as a hand."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QEventLoop, QObject, QTimer
    from PySide6.QtWidgets import QApplication

    from ..app import create_application
    from ..debug_stand_in import StandIn
    from ..ui.main_window import MainWindow
    from ..ui.settings import Settings

    app = create_application()
    report = SoakReport()
    with tempfile.TemporaryDirectory(prefix="hearts-soak-") as tmp:
        folder = Path(tmp)
        settings = Settings.in_directory(str(folder), app)
        settings.volume = 0
        settings.show_score_sheet_after_hand = False
        settings.hold_melds = False  # melds go back after their time
        window = MainWindow(settings, speed="instant", data_dir=folder)
        window.resize(1280, 800)
        window.show()
        app.processEvents()
        context = QObject()
        loop = QEventLoop()
        count = [0]
        mark = [time.perf_counter(), time.process_time()]

        def next_match() -> None:
            dialog = window.game_over
            if dialog is not None and dialog.isVisible():
                dialog.accept()
            report.matches += 1
            start(seed + report.matches)

        def start(match_seed: int) -> None:
            from ..ui.setup import GameSetup

            chosen = GameSetup.default("en", game=game) if game is not None else None
            if level is None:
                window.start_game(chosen, match_seed)
                return
            from ..ui.controller import SeatPlayer
            from ..ui.setup_store import last_game, last_setup

            setup = chosen or last_setup(settings, last_game(settings), "en")
            players = [SeatPlayer("You", human=True)] + [
                SeatPlayer(f"CPU {i}", bot_kind=level) for i in range(1, setup.rules.players)]
            window.start_match(setup.rules, match_seed, players)

        def hand_done(_deal: int) -> None:
            count[0] += 1
            if count[0] % every == 0:
                gc.collect()
                now = [time.perf_counter(), time.process_time()]
                block = Block(count[0], rss_mb(), (now[0] - mark[0]) / every,
                              (now[1] - mark[1]) * 1000 / every, len(gc.get_objects()),
                              len(QApplication.topLevelWidgets()))
                report.blocks.append(block)
                if on_block is not None:
                    on_block(block)
                mark[:] = [time.perf_counter(), time.process_time()]
            if count[0] >= hands:
                loop.quit()

        window.hand_shown.connect(hand_done)
        window.animator.match_over.connect(
            lambda _ev: QTimer.singleShot(0, context, next_match))
        start(seed)
        stand_in = StandIn(window, 0, context)
        began = time.perf_counter()
        loop.exec()
        report.seconds = time.perf_counter() - began
        del stand_in
        window.close()
        window.deleteLater()
        app.processEvents()
    return report


def add_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--hands", type=int, default=1000, help="hands to play (1,000)")
    parser.add_argument("--every", type=int, default=100,
                        help="print a line every this many hands (100)")
    parser.add_argument("--warmup", type=int, default=200,
                        help="hands before the memory must stay flat (200)")
    parser.add_argument("--limit-mb", type=float, default=10.0,
                        help="allowed RSS growth after the warm-up in MB (10)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the first match")
    parser.add_argument("--level", default=None,
                        help="the CPU players' level (easy, normal, hard; default: the "
                             "new-game setup's players)")
    parser.add_argument("--game", default=None, choices=("hearts", "pinochle", "ombre"),
                        help="the game played (its first preset; default: Hearts, the "
                             "setup a new profile starts with); a deal counts as a hand")


def run(args: argparse.Namespace) -> int:
    if args.hands < 1 or args.every < 1:
        raise SystemExit("bench soak: --hands and --every must be >= 1")
    print(f"Hearts Desktop benchmark: a long session of {args.game or 'the default game'} "
          "(instant speed, the stand-in plays the human's seat, autosave and history on)")
    print(common.machine_line(common.machine()))
    print()
    print(f"{'hands':>6} {'RSS MB':>8} {'s/hand':>8} {'CPU ms/hand':>12} {'objects':>9} "
          f"{'windows':>8}")

    def line(b: Block) -> None:
        print(f"{b.hands:>6} {b.rss_mb:>8.1f} {b.wall_s_per_hand:>8.3f} "
              f"{b.cpu_ms_per_hand:>12.1f} {b.objects:>9,} {b.top_levels:>8}", flush=True)

    report = soak(args.hands, every=args.every, seed=args.seed, level=args.level,
                  on_block=line, game=args.game)
    growth = report.growth_after(args.warmup)
    print()
    print(f"{report.matches + 1} matches, {args.hands:,} hands in {report.seconds:.0f} s; "
          f"RSS growth after {args.warmup} hands: {growth:+.1f} MB "
          f"(limit {args.limit_mb:g} MB): {'ok' if growth <= args.limit_mb else 'TOO MUCH'}")
    return 0 if growth <= args.limit_mb else 1


__all__ = ["Block", "SoakReport", "rss_mb", "soak"]
