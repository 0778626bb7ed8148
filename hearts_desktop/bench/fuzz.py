"""``python -m hearts_desktop.bench fuzz``: random input to the real window, as a test.

A :class:`RandomInput` driver plays against the main window the way an impatient player
would, from a seeded stream: clicks on cards, on the table and on whatever widget a
dialog shows, keys and shortcuts, window resizes, every menu action (dialogs opened,
closed by Escape, by their buttons or by the window manager), language switches and
speed changes. It drives from a timer, so it keeps going inside a modal dialog's own
event loop (and closes that dialog in turn), and it never keeps a widget from one step to
the next: every step looks the top-level widgets up again and skips any whose C++ object
is gone.

Each run is a child process (``--child``): a Python exception anywhere (a slot, an event
handler, a timer) is counted, a main thread that stops answering for ``--hang-seconds`` is
a hang (its stacks are printed and the child exits with :data:`EXIT_HANG`), and a native
crash is the child's death by a signal. The parent prints one line per run and the totals;
``--gdb`` runs each child under ``gdb -batch`` and keeps the native stacks of a crash.

Every registered game is played: the seed chooses the table a run starts at (``--game``
names one), and the New game dialog the driver opens may change it. The network dialogs
(Host, Join) are in the mix too, kept on this computer: a hosted table listens on the
loopback address and is not announced, the Join dialog's table finder is a quiet one, and an
audit hook (:func:`local_network_only`) refuses any connection, name lookup, datagram or
bind outside the loopback address (a name typed at random in the Join dialog's address
field is such a lookup); the refusals are counted in the report (``refused``).

``make test`` runs a short seeded run per game (``tests/ui/test_random_input.py``); the
long run is ``python -m hearts_desktop.bench fuzz --events 10000``.

Longer than 600 lines: the input mixes, the walk over live top-level widgets, the network
guard and the child-process runner are one driver; its parts only make sense together.
"""

from __future__ import annotations

import argparse
import faulthandler
import json
import os
import subprocess
import sys
import tempfile
import threading
import time
import traceback
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, ClassVar

from . import common

EXIT_HANG = 70
"""The child's exit status when its main thread stopped answering."""
EXIT_EXCEPTIONS = 71
"""The child's exit status when Python exceptions were raised."""
RESULT_TAG = "FUZZ_RESULT "


@dataclass
class FuzzReport:
    """What one run did and what went wrong."""

    seed: int
    game: str = ""
    events: int = 0
    seconds: float = 0.0
    kinds: Counter[str] = field(default_factory=Counter)
    exceptions: list[str] = field(default_factory=list)
    hands: int = 0
    """Hands scored at the table during the run (over every match it started)."""
    refused: list[str] = field(default_factory=list)
    """Network use outside this computer that :func:`local_network_only` refused."""
    menu: Counter[str] = field(default_factory=Counter)
    """The menu actions triggered, by name (``host_network_game``...)."""

    def to_json(self) -> str:
        return json.dumps({"seed": self.seed, "game": self.game, "events": self.events,
                           "seconds": round(self.seconds, 3), "kinds": dict(self.kinds),
                           "exceptions": self.exceptions, "hands": self.hands,
                           "refused": self.refused, "menu": dict(self.menu)})


# --------------------------------------------------------------------------- the network


def _loopback(host: Any) -> bool:
    """Whether ``host`` (a name or an address, as sockets get it) is this computer."""
    import ipaddress

    if isinstance(host, bytes):
        host = host.decode("ascii", "replace")
    if not isinstance(host, str):
        return host is None  # getaddrinfo(None, ...): the local passive address
    name = host.strip("[]").split("%", 1)[0].lower()
    if name == "localhost" or name.endswith(".localhost"):
        return True
    try:
        return ipaddress.ip_address(name).is_loopback
    except ValueError:
        return False


_HOST_EVENTS = {"socket.getaddrinfo", "socket.gethostbyname", "socket.gethostbyname_ex",
                "socket.gethostbyaddr"}
_ADDRESS_EVENTS = {"socket.connect", "socket.bind", "socket.sendto", "socket.sendmsg",
                   "socket.getnameinfo"}
_refused: list[str] | None = None


def local_network_only(refused: list[str]) -> None:
    """From now on this process refuses (``PermissionError``, an ``OSError`` as an
    unreachable host gives) every name lookup, connection, datagram and bind whose host
    is not the loopback address, and appends what it refused to ``refused``. An audit
    hook (``sys.addaudithook``): it holds for the whole process, threads included, and
    cannot be removed, so it is for the fuzz child alone. Unix sockets pass."""
    global _refused
    if _refused is not None:
        _refused = refused
        return
    _refused = refused

    def hook(event: str, args: tuple[Any, ...]) -> None:
        if event in _HOST_EVENTS:
            host = args[0] if args else None
        elif event in _ADDRESS_EVENTS:
            address = args[-1] if event != "socket.getnameinfo" else args[0]
            if not isinstance(address, tuple) or not address:
                return  # a Unix socket's path, a netlink pair...
            host = address[0]
            if isinstance(host, int):
                return
        else:
            return
        if not _loopback(host):
            what = f"{event} {host!r}"
            if _refused is not None:
                _refused.append(what)
            raise PermissionError(13, f"random input stays on this computer: {what}")

    sys.addaudithook(hook)


def keep_network_local(window: Any) -> None:
    """The window's network play on this computer only: a hosted table listens on the
    loopback address, unannounced; the Join dialog's finder is :class:`QuietFinder`."""
    net = getattr(window, "network_ui", None)
    if net is None:
        return
    net.bind_address = "127.0.0.1"
    net.announce = False
    net.finder_factory = quiet_finder


def quiet_finder(parent: Any) -> Any:
    """A table finder that browses nothing (no multicast leaves the machine) and says
    so, as the real one does when browsing is not possible."""
    from PySide6.QtCore import QObject, QTimer, Signal

    class QuietFinder(QObject):
        tables_changed = Signal(object)
        unavailable = Signal()

        def start(self) -> None:
            QTimer.singleShot(0, self, self.unavailable.emit)

        def stop(self) -> None:
            pass

    return QuietFinder(parent)


# --------------------------------------------------------------------------- the driver


class RandomInput:
    """Random input to ``window`` (a ``MainWindow``) from ``seed``: :meth:`step` does one
    thing, :meth:`run` does ``events`` of them from a timer and returns the report."""

    LANGUAGES = ("ko", "ja", "de", "en", "system")
    SPEEDS = ("instant", "fast", "normal")

    MIXES: ClassVar[dict[str, dict[str, int]]] = {
        "player": {"click_card": 24, "click_choice": 12, "click_table": 8, "click_widget": 14,
                   "press_key": 12, "trigger_action": 10, "resize": 4, "switch_language": 4,
                   "close_dialog": 9, "change_speed": 3, "wait": 4},
        # dialogs opened, closed and retranslated in the same turns (issue 18, item 9)
        "dialogs": {"click_card": 4, "click_choice": 3, "click_table": 2, "click_widget": 14,
                    "press_key": 6, "trigger_action": 24, "resize": 2, "switch_language": 20,
                    "close_dialog": 24, "change_speed": 2, "wait": 2},
    }
    """Weights of the actions: ``player`` (the default) plays while it pokes around,
    ``dialogs`` mostly opens, closes and retranslates dialogs. ``click_choice`` answers the
    table's choice panel (a bid, a trump, a contract: most of what a Pinochle or an Ombre
    table asks before a card is played)."""

    RESTARTS = frozenset({"action_new_game", "action_restart_hand"})
    RESTARTS_KEPT: ClassVar[dict[str, float]] = {"player": 0.2, "dialogs": 1.0}
    """How often a menu action that starts the match or the hand again is kept when
    picked: the player's mix seldom starts again (a hand of Pinochle or Ombre takes a
    few hundred random inputs to finish), the dialogs' mix as often as any action."""

    def __init__(self, window: Any, seed: int, *, allow_quit: bool = False,
                 mix: str = "player", game: str = "") -> None:
        import random

        self.window = window
        self.rng = random.Random(seed)
        self.report = FuzzReport(seed, game)
        self.allow_quit = allow_quit
        self.heartbeat = time.monotonic()
        self._actions: list[tuple[int, Callable[[], None]]] = [
            (weight, getattr(self, name)) for name, weight in self.MIXES[mix].items()]
        self._total = sum(w for w, _ in self._actions)
        self._restarts = self.RESTARTS_KEPT.get(mix, 1.0)
        hand_shown = getattr(window, "hand_shown", None)
        if hand_shown is not None:  # every hand scored at the table, whatever the match
            hand_shown.connect(self._on_hand_shown)

    def _on_hand_shown(self, *_args: Any) -> None:
        self.report.hands += 1

    # ------------------------------------------------------------------ widgets, fresh
    @staticmethod
    def _alive(obj: Any) -> bool:
        import shiboken6

        return obj is not None and shiboken6.isValid(obj)

    @classmethod
    def _shown(cls, obj: Any) -> Any:
        """``obj`` if its C++ object lives and it is visible, else None."""
        return obj if cls._alive(obj) and obj.isVisible() else None

    def _windows(self) -> list[Any]:
        """The visible top-level widgets now (looked up again at every step)."""
        from PySide6.QtWidgets import QApplication

        return [w for w in QApplication.topLevelWidgets()
                if self._alive(w) and w.isVisible()]

    def _dialogs(self) -> list[Any]:
        from PySide6.QtWidgets import QDialog, QMessageBox

        return [w for w in self._windows() if isinstance(w, QDialog | QMessageBox)]

    def _target(self) -> Any:
        """Where input goes now: the modal dialog or popup on top, else a visible window."""
        from PySide6.QtWidgets import QApplication

        for get in (QApplication.activePopupWidget, QApplication.activeModalWidget):
            w = self._shown(get())
            if w is not None:
                return w
        windows = self._windows()
        return self.rng.choice(windows) if windows else None

    # ------------------------------------------------------------------ actions
    def click_card(self) -> None:
        """Click a card of the human's hand (the part of it that shows)."""
        from PySide6.QtCore import QPointF

        w = self.window
        if not w.table_built or self._modal_on_top():
            self.click_table()
            return
        items = list(w.scene.human_items())
        if not items:
            self.click_table()
            return
        item = self.rng.choice(items)
        width = item.width
        height = w.pixmaps.height_for(width)
        point = item.mapToScene(QPointF(-width / 2 + width * 0.15, -height / 2 + height * 0.3))
        self._click_view(w.view.mapFromScene(point))

    def click_choice(self) -> None:
        """Click one of the choice panel's buttons (enabled or not) or the side button,
        at a random point of it, when the table shows them; else click the table."""
        from PySide6.QtCore import QPointF

        w = self.window
        overlays = getattr(w.scene, "overlays", None) if w.table_built else None
        if overlays is None or self._modal_on_top():
            self.click_table()
            return
        rects = []
        panel = overlays.panel
        if panel.isVisible():
            rects = [panel.button_rect(c.key) for c in panel.content.choices]
        side = overlays.side_button
        if side.isVisible():
            rects.append(side.mapRectToScene(side.boundingRect()))
        rects = [r for r in rects if r is not None and not r.isEmpty()]
        if not rects:
            self.click_table()
            return
        r = self.rng.choice(rects)
        point = QPointF(r.x() + r.width() * self.rng.uniform(0.1, 0.9),
                        r.y() + r.height() * self.rng.uniform(0.1, 0.9))
        self._click_view(w.view.mapFromScene(point))

    def click_table(self) -> None:
        from PySide6.QtCore import QPoint

        vp = self.window.view.viewport()
        self._click_view(QPoint(self.rng.randrange(max(1, vp.width())),
                                self.rng.randrange(max(1, vp.height()))))

    def _click_view(self, pos: Any) -> None:
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest

        vp = self.window.view.viewport()
        QTest.mouseClick(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pos)

    def _modal_on_top(self) -> bool:
        from PySide6.QtWidgets import QApplication

        return self._shown(QApplication.activeModalWidget()) is not None

    def click_widget(self) -> None:
        """Click a random point of a random child of the window on top (buttons, boxes,
        tabs, combo boxes, the menu bar...)."""
        from PySide6.QtCore import QPoint, Qt
        from PySide6.QtTest import QTest

        top = self._target()
        if top is None:
            return
        x, y = self.rng.randrange(max(1, top.width())), self.rng.randrange(max(1, top.height()))
        child = top.childAt(QPoint(x, y))
        target = child if self._alive(child) else top
        pos = target.mapFrom(top, QPoint(x, y)) if target is not top else QPoint(x, y)
        button = (Qt.MouseButton.LeftButton if self.rng.random() < 0.9
                  else Qt.MouseButton.RightButton)
        if self.rng.random() < 0.1:
            QTest.mouseDClick(target, button, Qt.KeyboardModifier.NoModifier, pos)
        else:
            QTest.mouseClick(target, button, Qt.KeyboardModifier.NoModifier, pos)

    KEYS = ("Left", "Right", "Up", "Down", "Space", "Return", "Enter", "Escape", "Tab",
            "P", "H", "L", "F2", "F3", "F11", "Ctrl+Z", "Ctrl+R", "Ctrl+H", "Ctrl+M",
            "Ctrl+N", "Ctrl+,", "F1", "A", "1", "Backspace", "Delete", "PgDown", "Home")

    def press_key(self) -> None:
        from PySide6.QtGui import QKeySequence
        from PySide6.QtTest import QTest
        from PySide6.QtWidgets import QApplication

        target = self._shown(QApplication.focusWidget()) or self._target()
        if target is None:
            return
        combo = QKeySequence(self.rng.choice(self.KEYS))[0]  # type: ignore[index]
        QTest.keyClick(target, combo.key(), combo.keyboardModifiers())

    def trigger_action(self) -> None:
        """A menu action of the main window (not Quit, unless allowed)."""
        from PySide6.QtGui import QAction

        actions = [a for a in self.window.findChildren(QAction)
                   if a.objectName().startswith("action_") and a.isEnabled()
                   and (self.allow_quit or a.objectName() != "action_quit")
                   and a.objectName() != "action_import_match"]
        if actions:
            chosen = self.rng.choice(actions)
            if (chosen.objectName() in self.RESTARTS and self.rng.random() >= self._restarts
                    and len(actions) > len(self.RESTARTS)):
                chosen = self.rng.choice([a for a in actions
                                          if a.objectName() not in self.RESTARTS])
            self.report.menu[chosen.objectName().removeprefix("action_")] += 1
            chosen.trigger()

    def resize(self) -> None:
        w = self.window
        if w.isFullScreen() and self.rng.random() < 0.5:
            w.showNormal()
        w.resize(self.rng.randrange(800, 1700), self.rng.randrange(600, 1100))

    def switch_language(self) -> None:
        menu = self.window.language_menu
        code = self.rng.choice(self.LANGUAGES)
        action = menu.actions_by_code.get(code)
        if action is not None:
            action.trigger()

    def close_dialog(self) -> None:
        """Close a dialog the way a player does: Escape, its window's close button, or
        one of its buttons."""
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest
        from PySide6.QtWidgets import QAbstractButton, QApplication

        popup = self._shown(QApplication.activePopupWidget())
        if popup is not None:
            QTest.keyClick(popup, Qt.Key.Key_Escape)
            return
        dialogs = self._dialogs()
        if not dialogs:
            return
        dialog = self.rng.choice(dialogs)
        how = self.rng.random()
        if how < 0.4:
            QTest.keyClick(dialog, Qt.Key.Key_Escape)
        elif how < 0.7:
            dialog.close()
        else:
            buttons = [b for b in dialog.findChildren(QAbstractButton)
                       if b.isVisible() and b.isEnabled()]
            if buttons:
                self.rng.choice(buttons).click()
            else:
                dialog.close()

    def change_speed(self) -> None:
        self.window.settings.speed = self.rng.choice(self.SPEEDS)

    def wait(self) -> None:
        """Let the program run for a moment, in a local event loop as a modal dialog's
        would. Not ``QTest.qWait``: it also sends posted ``DeferredDelete`` events itself,
        from inside whatever step or dialog loop is running, which no player's input
        does."""
        from PySide6.QtCore import QEventLoop, QTimer

        loop = QEventLoop()
        QTimer.singleShot(self.rng.randrange(1, 40), loop, loop.quit)
        loop.exec()

    # ------------------------------------------------------------------ running
    def step(self) -> None:
        """One random action (counted before it runs: it may open a nested loop in which
        the next ones run)."""
        self.report.events += 1
        self.heartbeat = time.monotonic()
        if self._cancel_file_dialog():
            self.report.kinds["cancel_file_dialog"] += 1
            return
        pick = self.rng.randrange(self._total)
        for weight, action in self._actions:
            if pick < weight:
                self.report.kinds[action.__name__] += 1
                action()
                break
            pick -= weight
        self.heartbeat = time.monotonic()

    def _cancel_file_dialog(self) -> bool:
        """A file dialog (Import, Export, a card deck folder) is cancelled at once: random
        clicks in it would read and write the real file system."""
        from PySide6.QtWidgets import QFileDialog

        for w in self._windows():
            if isinstance(w, QFileDialog):
                w.reject()
                return True
        return False

    def run(self, events: int, *, interval_ms: int = 0) -> FuzzReport:
        """``events`` steps, each from a single-shot timer scheduled *before* the step runs:
        a step that enters a nested event loop (a modal dialog's ``exec``, a file dialog)
        finds the next step already waiting in that loop, so the driver keeps going inside
        it. (One repeating ``QTimer`` does not: Qt never re-enters a timer whose slot is
        still running, so a nested loop opened from the slot stopped the driver.) After the
        last event the driver closes what is still open, then returns."""
        from PySide6.QtCore import QEventLoop, QObject, QTimer

        loop = QEventLoop()
        context = QObject()

        def tick() -> None:
            if self.report.events >= events:
                self.heartbeat = time.monotonic()
                if self.close_everything():  # something was open: look again next turn
                    QTimer.singleShot(interval_ms, context, tick)
                else:
                    loop.quit()
                return
            QTimer.singleShot(interval_ms, context, tick)
            self.step()

        start = time.perf_counter()
        QTimer.singleShot(0, context, tick)
        loop.exec()
        self.report.seconds = time.perf_counter() - start
        return self.report

    def close_everything(self) -> bool:
        """Close every popup, modal widget and dialog (the end of a run); whether there
        was anything to close."""
        from PySide6.QtWidgets import QApplication, QDialog

        closed = False
        for get in (QApplication.activePopupWidget, QApplication.activeModalWidget):
            w = self._shown(get())
            if w is not None:
                if isinstance(w, QDialog):
                    w.reject()
                else:
                    w.close()
                closed = True
        for dialog in self._dialogs():
            dialog.reject() if isinstance(dialog, QDialog) else dialog.close()
            closed = True
        return closed


# --------------------------------------------------------------------------- one run


class _Watchdog(threading.Thread):
    """Exits the process (:data:`EXIT_HANG`, stacks printed) when the driver's heartbeat
    stops for ``seconds``."""

    def __init__(self, driver: RandomInput, seconds: float) -> None:
        super().__init__(daemon=True, name="fuzz-watchdog")
        self.driver = driver
        self.seconds = seconds
        self.done = threading.Event()

    def run(self) -> None:
        while not self.done.wait(0.5):
            if time.monotonic() - self.driver.heartbeat > self.seconds:
                print(f"fuzz: the main thread did not answer for {self.seconds:g} s; "
                      "stacks:", file=sys.stderr, flush=True)
                faulthandler.dump_traceback(file=sys.stderr, all_threads=True)
                print(RESULT_TAG + json.dumps({"seed": self.driver.report.seed,
                                               "events": self.driver.report.events,
                                               "hang": True}), flush=True)
                os._exit(EXIT_HANG)


def game_for(seed: int, game: str = "seed") -> str:
    """The game a run starts at: ``game``, or the seed's when it is "seed" (consecutive
    seeds take the registered games in turn)."""
    from ..games import GAMES

    if game == "seed":
        return GAMES[seed % len(GAMES)]
    if game not in GAMES:
        raise SystemExit(f"bench fuzz: no game {game!r} (games: {', '.join(GAMES)})")
    return game


def run_child(seed: int, events: int, *, speed: str = "fast", hang_seconds: float = 30.0,
              mix: str = "player", game: str = "seed",
              data_dir: str | None = None, interval_ms: int = 0) -> int:
    """One run in this process: a window with its own data folder at a table of ``game``
    (see :func:`game_for`), ``events`` random inputs, the network kept on this computer;
    prints the report on a line starting with :data:`RESULT_TAG`."""
    faulthandler.enable()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    refused: list[str] = []
    local_network_only(refused)
    name = game_for(seed, game)
    from ..app import create_application

    app = create_application()
    errors: list[str] = []

    def hook(kind: type[BaseException], value: BaseException, tb: Any) -> None:
        text = "".join(traceback.format_exception(kind, value, tb))
        errors.append(text)
        print(text, file=sys.stderr, flush=True)

    sys.excepthook = hook
    threading.excepthook = lambda args: hook(args.exc_type, args.exc_value,  # type: ignore[arg-type]
                                             args.exc_traceback)
    with tempfile.TemporaryDirectory(prefix="hearts-fuzz-") as tmp:
        folder = Path(data_dir or tmp)
        from ..ui.main_window import MainWindow
        from ..ui.settings import Settings

        settings = Settings.in_directory(str(folder), app)
        settings.volume = 0
        from ..ui.setup_store import last_setup

        window = MainWindow(settings, speed=None, data_dir=folder)
        keep_network_local(window)
        settings.speed = speed
        window.resize(1280, 800)
        window.show()
        window.start_game(last_setup(settings, name, "en"), seed & ((1 << 63) - 1),
                          after_first_paint=True)
        driver = RandomInput(window, seed, mix=mix, game=name)
        dog = _Watchdog(driver, hang_seconds)
        dog.start()
        report = driver.run(events, interval_ms=interval_ms)
        # the end of a session: the window closes with whatever is open
        window.close()
        app.processEvents()
        dog.done.set()
    report.exceptions = errors
    report.refused = refused
    print(RESULT_TAG + report.to_json(), flush=True)
    return EXIT_EXCEPTIONS if errors else 0


# --------------------------------------------------------------------------- the bench


@dataclass
class RunResult:
    seed: int
    events: int
    seconds: float
    exceptions: int
    hang: bool
    crash: str | None
    """The signal (``SIGSEGV``) or exit status that ended the child abnormally."""
    log: str = ""
    game: str = ""
    refused: int = 0
    """Network uses outside this computer refused (see :func:`local_network_only`)."""
    hands: int = 0


def child_command(seed: int, events: int, speed: str, hang_seconds: float,
                  mix: str = "player", game: str = "seed") -> list[str]:
    return [sys.executable, "-X", "faulthandler", "-m", "hearts_desktop.bench", "fuzz",
            "--child", "--seed", str(seed), "--events", str(events), "--speed", speed,
            "--hang-seconds", str(hang_seconds), "--mix", mix, "--game", game]


def run_one(seed: int, events: int, *, speed: str = "fast", hang_seconds: float = 30.0,
            mix: str = "player", game: str = "seed",
            gdb: bool = False, timeout: float | None = None) -> RunResult:
    """One run in a child process; what it reported and how it ended."""
    import signal

    cmd = child_command(seed, events, speed, hang_seconds, mix, game)
    if gdb:
        cmd = ["gdb", "-batch", "-ex", "run", "-ex", "thread apply all bt", "--args", *cmd]
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    root = str(Path(__file__).resolve().parents[2])  # the package's folder, importable
    env["PYTHONPATH"] = os.pathsep.join(p for p in (root, env.get("PYTHONPATH")) if p)
    start = time.perf_counter()
    proc = subprocess.run(cmd, capture_output=True, text=True, env=env, timeout=timeout,
                          check=False)
    seconds = time.perf_counter() - start
    out = proc.stdout + proc.stderr
    report: dict[str, Any] = {}
    for line in proc.stdout.splitlines():
        if line.startswith(RESULT_TAG):
            report = json.loads(line[len(RESULT_TAG):])
    crash = None
    if proc.returncode < 0:
        crash = signal.Signals(-proc.returncode).name
    elif gdb and ("received signal SIG" in out):
        crash = out.split("received signal ", 1)[1].split(",", 1)[0]
    elif proc.returncode not in (0, EXIT_HANG, EXIT_EXCEPTIONS):
        crash = f"exit status {proc.returncode}"
    if not report and crash is None and proc.returncode != EXIT_HANG:
        crash = f"no report (exit status {proc.returncode})"
    return RunResult(seed, int(report.get("events", 0)), seconds,
                     len(report.get("exceptions", [])), bool(report.get("hang", False))
                     or proc.returncode == EXIT_HANG, crash, out,
                     str(report.get("game", "")), len(report.get("refused", [])),
                     int(report.get("hands", 0)))


def add_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--events", type=int, default=10_000,
                        help="random inputs per run (default 10,000)")
    parser.add_argument("--runs", type=int, default=1, help="runs, each in a new process")
    parser.add_argument("--seed", type=int, default=1, help="seed of the first run")
    parser.add_argument("--speed", default="fast", choices=("instant", "fast", "normal"),
                        help="the table's speed at the start (the driver changes it too)")
    parser.add_argument("--hang-seconds", type=float, default=30.0,
                        help="a main thread silent this long is a hang (default 30)")
    parser.add_argument("--gdb", action="store_true",
                        help="run each child under gdb -batch (native stacks of a crash)")
    parser.add_argument("--logs", default=None,
                        help="folder for the output of runs that went wrong")
    parser.add_argument("--mix", default="player", choices=tuple(RandomInput.MIXES),
                        help="the actions' weights: player (default) or dialogs (mostly "
                             "opening, closing and retranslating dialogs)")
    parser.add_argument("--game", default="seed",
                        help="the game each run starts at: a registered name, or seed "
                             "(default: consecutive seeds take the games in turn)")
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)


def run(args: argparse.Namespace) -> int:
    if args.child:
        return run_child(args.seed, args.events, speed=args.speed, mix=args.mix,
                         game=args.game, hang_seconds=args.hang_seconds)
    if args.events < 1 or args.runs < 1:
        raise SystemExit("bench fuzz: --events and --runs must be >= 1")
    info = common.machine()
    print("Hearts Desktop benchmark: random input (clicks, keys, resizes, dialogs, "
          "languages, speeds)")
    print(common.machine_line(info))
    print(f"{args.runs} run(s) of {args.events:,} events, seeds {args.seed} to "
          f"{args.seed + args.runs - 1}, speed {args.speed}, mix {args.mix}, game "
          f"{args.game}{', under gdb' if args.gdb else ''}")
    print()
    print(f"{'seed':>6} {'game':<9} {'events':>8} {'hands':>6} {'seconds':>8} "
          f"{'exceptions':>10} {'hang':>5} {'refused':>8}  crash")
    per_game: dict[str, Counter[str]] = {}
    for i in range(args.runs):
        seed = args.seed + i
        r = run_one(seed, args.events, speed=args.speed, hang_seconds=args.hang_seconds,
                    mix=args.mix, game=args.game, gdb=args.gdb)
        print(f"{seed:>6} {r.game or '?':<9} {r.events:>8,} {r.hands:>6} {r.seconds:>8.1f} "
              f"{r.exceptions:>10} {'yes' if r.hang else 'no':>5} {r.refused:>8}  "
              f"{r.crash or '-'}", flush=True)
        totals = per_game.setdefault(r.game or game_for(seed, args.game), Counter())
        totals["runs"] += 1
        totals["events"] += r.events
        totals["exceptions"] += r.exceptions
        totals["hangs"] += int(r.hang)
        totals["crashes"] += int(r.crash is not None)
        if (r.exceptions or r.hang or r.crash) and args.logs:
            folder = Path(args.logs)
            folder.mkdir(parents=True, exist_ok=True)
            (folder / f"fuzz-{seed}.log").write_text(r.log)
    print()
    bad = 0
    for name, t in [*sorted(per_game.items()), ("total", sum(per_game.values(), Counter()))]:
        print(f"{name}: {t['runs']} run(s), {t['events']:,} events, {t['exceptions']} "
              f"exceptions, {t['hangs']} hangs, {t['crashes']} crashes")
        if name == "total":
            bad = t["exceptions"] + t["hangs"] + t["crashes"]
    return 0 if not bad else 1


__all__ = ["EXIT_EXCEPTIONS", "EXIT_HANG", "FuzzReport", "RandomInput", "RunResult",
           "game_for", "keep_network_local", "local_network_only", "quiet_finder",
           "run_child", "run_one"]
