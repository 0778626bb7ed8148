"""``python -m hearts_desktop.bench ui``: how fast the card table starts and animates.

* **start**: process start to the first painted table (the real main window dealing a
  match), against process start to the first paint of a bare PySide6 window; each in fresh
  processes, median of ``--runs``. Target: at most twice the bare window.
* **frames**: the window at 1920x1080 (the table view's size), CPU players on every seat at
  speed normal; while each trick sweeps to its winner, every paint of the table is timed
  and the frames per second are counted. Target: 60 frames per second, 95th percentile
  paint under 8 ms.

Both run on the ``offscreen`` platform by default (``--platform`` to change it), so the
figures are the raster engine's work, without a compositor or vsync. The start figures
use Python's bytecode cache (written by a warm-up run), as an installed program does.
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field

from . import common

TARGET_START_RATIO = 2.0
TARGET_FPS = 60.0
TARGET_P95_MS = 8.0

_BARE = """
import sys, time
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QWidget
app = QApplication(sys.argv[:1])
class Window(QWidget):
    done = False
    def paintEvent(self, event):
        super().paintEvent(event)
        if not Window.done:
            Window.done = True
            print("FIRST_PAINT", time.time(), flush=True)
            QTimer.singleShot(0, app.quit)
w = Window()
w.resize({w}, {h})
w.show()
app.exec()
"""

_TABLE = """
import sys, time
from PySide6.QtCore import QEvent, QObject, QTimer
from hearts_desktop.app import create_application
app = create_application()
from hearts_desktop.ui.main_window import MainWindow
from hearts_desktop.ui.settings import Settings
settings = Settings.in_directory({data!r}, app)
win = MainWindow(settings, speed="normal")
win.resize({w}, {h})
class FirstPaint(QObject):
    table = cards = False
    def eventFilter(self, obj, event):
        if event.type() != QEvent.Type.Paint:
            return False
        if not FirstPaint.table:
            FirstPaint.table = True
            QTimer.singleShot(0, lambda: print("FIRST_PAINT", time.time(), flush=True))
        elif not FirstPaint.cards and win.scene.card_items():
            FirstPaint.cards = True
            QTimer.singleShot(0, lambda: (print("CARDS_PAINT", time.time(), flush=True),
                                          win.close(), app.quit()))
        return False
spy = FirstPaint()
win.view.viewport().installEventFilter(spy)
win.start_game(seed=1, after_first_paint=True)  # as python -m hearts_desktop does
win.show()
app.exec()
"""


def add_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--runs", type=int, default=5,
                        help="processes per start measurement; the median is reported")
    parser.add_argument("--tricks", type=int, default=6,
                        help="trick sweeps to time for the frame figures (default 6)")
    parser.add_argument("--platform", default="offscreen",
                        help="Qt platform plugin (default offscreen)")
    parser.add_argument("--only", choices=("start", "frames"), default=None)
    parser.add_argument("--json", action="store_true", help="print the results as JSON")


def _paint_times(code: str, platform: str) -> dict[str, float]:
    """Seconds from starting a process running ``code`` to each marker it prints."""
    env = dict(os.environ, QT_QPA_PLATFORM=platform)
    # An installed program runs from compiled bytecode; let the warm-up run write it.
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    start = time.time()
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          env=env, timeout=120, check=False)
    marks = {}
    for line in done.stdout.splitlines():
        name, _, value = line.partition(" ")
        if name.endswith("_PAINT"):
            marks[name] = float(value) - start
    if "FIRST_PAINT" not in marks:
        raise RuntimeError(f"no first paint reported (exit {done.returncode}): "
                           f"{done.stderr.strip()[-400:]}")
    return marks


@dataclass
class StartFigures:
    bare: list[float] = field(default_factory=list)
    table: list[float] = field(default_factory=list)
    dealt: list[float] = field(default_factory=list)
    """To the first frame with cards on the table (the deal under way)."""

    @property
    def ratio(self) -> float:
        return common.median(self.table) / common.median(self.bare)


def measure_start(runs: int, platform: str, size: tuple[int, int] = (1280, 800)
                  ) -> StartFigures:
    figures = StartFigures()
    with tempfile.TemporaryDirectory() as data:
        bare = _BARE.format(w=size[0], h=size[1])
        table = _TABLE.format(w=size[0], h=size[1], data=data)
        _paint_times(bare, platform)  # warm the file and bytecode caches for both
        _paint_times(table, platform)
        for _ in range(runs):
            figures.bare.append(_paint_times(bare, platform)["FIRST_PAINT"])
            marks = _paint_times(table, platform)
            figures.table.append(marks["FIRST_PAINT"])
            figures.dealt.append(marks.get("CARDS_PAINT", float("nan")))
    return figures


@dataclass
class FrameFigures:
    paints_ms: list[float]
    intervals_ms: list[float]
    sweep_seconds: float
    frames: int
    sweeps: int
    view_size: tuple[int, int]

    @property
    def fps(self) -> float:
        return self.frames / self.sweep_seconds if self.sweep_seconds else 0.0

    def percentile(self, values: list[float], q: float) -> float:
        xs = sorted(values)
        if not xs:
            return 0.0
        return xs[min(len(xs) - 1, round(q * (len(xs) - 1)))]


def measure_frames(tricks: int, platform: str, size: tuple[int, int] = (1920, 1080)
                   ) -> FrameFigures:
    os.environ["QT_QPA_PLATFORM"] = platform
    from PySide6.QtCore import QEventLoop, QTimer

    from ..app import create_application
    from ..ui.controller import SeatPlayer
    from ..ui.main_window import MainWindow
    from ..ui.settings import Settings

    app = create_application()
    with tempfile.TemporaryDirectory() as data:
        settings = Settings.in_directory(data, app)
        win = MainWindow(settings, autoplay=True, speed="normal")
        win.resize(*size)
        win.show()
        app.processEvents()
        vp = win.view.viewport().size()
        win.resize(size[0] * 2 - vp.width(), size[1] * 2 - vp.height())
        app.processEvents()
        vp = win.view.viewport().size()
        stages: list[tuple[float, str]] = []
        win.animator.stage_changed.connect(lambda name: stages.append((time.perf_counter(),
                                                                       name)))
        loop = QEventLoop()

        def check(name: str) -> None:
            if sum(1 for _, n in stages if n == "sweep") > tricks and name == "":
                loop.quit()

        win.animator.stage_changed.connect(check)
        win.view.paint_log = []
        from ..games.hearts import Rules

        win.start_match(Rules.preset("classic"), 3,
                        [SeatPlayer(n, bot_kind="normal") for n in ("A", "B", "C", "D")])
        QTimer.singleShot(240_000, loop.quit)
        loop.exec()
        paints = win.view.paint_log
        win.view.paint_log = None
        win.controller.shutdown()
        win.close()
    windows = []
    for (t, name), (t2, _) in itertools.pairwise(stages):
        if name == "sweep":
            windows.append((t, t2))
    windows = windows[:tricks]
    in_sweep = [(s, d) for s, d in paints if any(a <= s <= b for a, b in windows)]
    intervals = []
    for a, b in windows:
        starts = [s for s, _ in in_sweep if a <= s <= b]
        intervals += [(y - x) * 1000 for x, y in itertools.pairwise(starts)]
    return FrameFigures(paints_ms=[d * 1000 for _, d in in_sweep], intervals_ms=intervals,
                        sweep_seconds=sum(b - a for a, b in windows), frames=len(in_sweep),
                        sweeps=len(windows), view_size=(vp.width(), vp.height()))


def run(args: argparse.Namespace) -> int:
    if args.runs < 1 or args.tricks < 1:
        raise SystemExit("bench ui: --runs and --tricks must be at least 1")
    info = common.machine()
    start = frames = None
    if not args.json:
        print("Hearts Desktop benchmark: the card table")
        print(common.machine_line(info))
        print(f"Qt platform: {args.platform}")
        print()
    if args.only in (None, "start"):
        start = measure_start(args.runs, args.platform)
        if not args.json:
            b, t = common.median(start.bare), common.median(start.table)
            print(f"start to first paint, median of {args.runs} processes "
                  f"(window 1280x800):")
            print(f"  bare PySide6 window  {b * 1000:7.0f} ms  "
                  f"({min(start.bare) * 1000:.0f} - {max(start.bare) * 1000:.0f})")
            print(f"  Hearts Desktop table {t * 1000:7.0f} ms  "
                  f"({min(start.table) * 1000:.0f} - {max(start.table) * 1000:.0f})")
            d = common.median(start.dealt)
            print(f"  ... cards dealing     {d * 1000:7.0f} ms  (the first frame of the deal)")
            verdict = "met" if start.ratio <= TARGET_START_RATIO else "MISSED"
            print(f"  ratio {start.ratio:.2f}x (target <= {TARGET_START_RATIO:g}x): {verdict}")
            print()
    if args.only in (None, "frames"):
        frames = measure_frames(args.tricks, args.platform)
        if not args.json:
            w, h = frames.view_size
            print(f"frames while a trick sweeps to its winner (table {w}x{h}, speed normal, "
                  f"{frames.sweeps} sweeps, {frames.frames} frames):")
            p50 = frames.percentile(frames.paints_ms, 0.5)
            p95 = frames.percentile(frames.paints_ms, 0.95)
            print(f"  paint time   p50 {p50:5.2f} ms   p95 {p95:5.2f} ms   "
                  f"max {max(frames.paints_ms, default=0):5.2f} ms")
            i50 = frames.percentile(frames.intervals_ms, 0.5)
            i95 = frames.percentile(frames.intervals_ms, 0.95)
            print(f"  frame interval p50 {i50:5.1f} ms   p95 {i95:5.1f} ms   "
                  f"frames per second {frames.fps:5.1f}")
            ok = frames.fps >= TARGET_FPS * 0.95 and p95 < TARGET_P95_MS
            print(f"  target: {TARGET_FPS:g} fps and p95 paint < {TARGET_P95_MS:g} ms: "
                  f"{'met' if ok else 'MISSED'}")
    if args.json:
        out: dict[str, object] = {"benchmark": "ui", "machine": info,
                                  "platform": args.platform}
        if start is not None:
            out["start"] = {"bare_seconds": start.bare, "table_seconds": start.table,
                            "dealing_seconds": start.dealt, "ratio": start.ratio}
        if frames is not None:
            out["frames"] = {
                "view_size": frames.view_size, "sweeps": frames.sweeps,
                "frames": frames.frames, "fps": frames.fps,
                "paint_ms_p50": frames.percentile(frames.paints_ms, 0.5),
                "paint_ms_p95": frames.percentile(frames.paints_ms, 0.95),
                "paint_ms_max": max(frames.paints_ms, default=0.0),
                "interval_ms_p95": frames.percentile(frames.intervals_ms, 0.95),
            }
        print(json.dumps(out, indent=2))
    return 0
