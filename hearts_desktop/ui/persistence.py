"""Saved games for the window: autosave after every action, resume at start-up, finished
and abandoned matches into the history database, the data folder's lock.

``MainWindow`` makes one ``Persistence`` (``window.persistence``) and attaches it to its
controller. Nothing here decides a rule: the controller's state is saved as a
``history.SavedMatch`` (rules + seed + actions) and resumed by replaying it.

- After every applied action, undo, restart and change of the assisted flag the match is
  written to ``autosave.json`` (atomically). At start-up an unfinished match there is
  resumed instead of dealing a new one.
- When a match ends it goes into the history (``finished``) and the autosave is cleared;
  a match left unfinished for a new one goes into the history as ``abandoned``.
- Autoplay (the CPU plays every seat) never reads or writes the autosave; its match goes
  into the history when it ends, or as ``abandoned`` when the program quits before that.
- A damaged autosave or database is moved aside (kept) and the player is told once.

Test-only: with the environment variable ``HEARTS_DESKTOP_STAND_IN=<ms>`` a random CPU
player makes the human's moves (through the same path as clicks, so the game autosaves
exactly as a played one), waiting ``<ms>`` before each. The kill -9 test uses it.

The engine and the history package are imported only once a game starts (the window's
first paint comes first).
"""

from __future__ import annotations

import logging
import os
import sys
from collections import deque
from datetime import UTC, datetime
from pathlib import Path
from time import perf_counter
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QMessageBox, QWidget

if TYPE_CHECKING:
    from ..games.hearts import MatchState
    from ..history import Autosave, HistoryDB, PlayerInfo, SavedMatch
    from ..history.lock import DataLock
    from .controller import GameController, SeatPlayer
    from .settings import Settings

log = logging.getLogger(__name__)

STAND_IN_ENV = "HEARTS_DESKTOP_STAND_IN"
SETTINGS_FILE = "settings.ini"


def data_dir_for(settings: Settings | None) -> Path:
    """The data folder that goes with ``settings``: the folder of a ``settings.ini`` kept
    in a folder of its own (``--data-dir``, tests), else the user's data folder."""
    if settings is not None:
        name = Path(settings.file_name())
        if name.name == SETTINGS_FILE:
            return name.parent
    from ..history import default_data_dir

    return default_data_dir()


def _quiet() -> bool:
    """No modal message boxes: offscreen (tests, CI, screenshots)."""
    return QGuiApplication.platformName() in ("offscreen", "minimal")


def acquire_data_lock(data_dir: str | Path | None, *, scripted: bool = False,
                      parent: QWidget | None = None) -> DataLock | None:
    """Lock the data folder for this program; None (after telling the user) when another
    running Hearts Desktop holds it: this one must then write nothing and quit."""
    from ..history import default_data_dir
    from ..history.lock import DataLock

    folder = Path(data_dir) if data_dir else default_data_dir()
    lock = DataLock(folder)
    if lock.acquire():
        return lock
    translate = QCoreApplication.translate
    if lock.error == "locked":
        holder = lock.holder()
        text = translate(
            "Persistence",
            "Hearts Desktop is already running with the data folder {0}{1}. Close it "
            "first: two programs writing the same saved games and history could damage "
            "them.").format(folder, translate("Persistence", " (process {0})").format(
                holder[0]) if holder else "")
    else:
        text = translate(
            "Persistence",
            "Hearts Desktop cannot lock its data folder {0}; it would not be able to keep "
            "your saved games safe. Check that the folder is writable.").format(folder)
    print(f"hearts-desktop: {text}", file=sys.stderr)
    if not scripted and not _quiet():
        QMessageBox.warning(parent, translate("Persistence", "Hearts Desktop"), text)
    return None


def player_info(player: SeatPlayer) -> PlayerInfo:
    """The history's record of a seat's player."""
    from ..history import PlayerInfo

    if player.human:
        return PlayerInfo(player.name, True, "human", None)
    level = player.level
    if level is None:
        if player.bot_kind in ("easy", "normal", "hard", "random"):
            level = player.bot_kind
        else:
            try:
                from ..games.hearts.bots.personalities import personality

                level = personality(player.bot_kind).level
            except (ImportError, KeyError, ValueError):
                level = None
    return PlayerInfo(player.name, False, player.bot_kind, level)


def seat_player(info: PlayerInfo) -> SeatPlayer:
    """The controller's player for a stored seat (the inverse of ``player_info``)."""
    from .controller import SeatPlayer

    if info.human:
        return SeatPlayer(info.name, human=True)
    level = info.level if info.level in ("easy", "normal", "hard") else None
    if level == info.kind:
        level = None
    return SeatPlayer(info.name, human=False, bot_kind=info.kind, level=level)


class Persistence(QObject):
    """The window's saved games: ``data_dir``, ``db`` (``HistoryDB``), ``autosave``."""

    history_changed = Signal()
    """A match was added to, deleted from or imported into the history."""
    notice = Signal(str)
    """Something the player must be told once (a damaged file was moved aside)."""

    def __init__(self, data_dir: str | Path, parent: QObject | None = None, *,
                 autoplay: bool = False) -> None:
        super().__init__(parent)
        self.data_dir = Path(data_dir)
        self.autoplay = autoplay
        self._db: HistoryDB | None = None
        self._autosave: Autosave | None = None
        self._controller: GameController | None = None
        self._window: Any = None
        self._started: datetime | None = None
        self._current: SavedMatch | None = None
        self._recorded = False
        self._resuming: SavedMatch | None = None
        self._closed = False
        self.notices: list[str] = []
        """Every notice given (tests: each damaged file is reported exactly once)."""
        self.save_seconds: deque[float] = deque(maxlen=5000)
        """Time taken by the recent autosaves (for measurements)."""
        self.resumed: SavedMatch | None = None
        """The match resumed at start-up, if any."""
        self._stand_in: _StandIn | None = None

    # ------------------------------------------------------------------ storage, lazily
    @property
    def db(self) -> HistoryDB:
        if self._db is None:
            from ..history import DB_FILE, HistoryDB, HistoryError

            try:
                self._db = HistoryDB(self.data_dir / DB_FILE)
            except HistoryError as exc:  # locked or not writable: the file is left alone
                log.error("%s", exc)
                self._tell(self.tr("The match history cannot be opened ({0}); matches of "
                                   "this session are not kept.").format(exc))
                self._db = HistoryDB(Path(":memory:"))
            if self._db.recovery_message:
                self._tell(self.tr("The match history could not be read and a new one was "
                                   "started; the damaged file was kept as {0}.").format(
                    self._db.recovered_from or self._db.path))
        return self._db

    @property
    def autosave(self) -> Autosave:
        if self._autosave is None:
            from ..history import AUTOSAVE_FILE, Autosave

            self._autosave = Autosave(self.data_dir / AUTOSAVE_FILE)
        return self._autosave

    @property
    def current(self) -> SavedMatch | None:
        """The match in progress as it was last saved."""
        return self._current

    # ------------------------------------------------------------------ wiring
    def attach(self, window: Any) -> None:
        """Follow ``window.controller``: save after its actions, record its matches."""
        self._window = window
        c: GameController = window.controller
        self._controller = c
        c.match_started.connect(self._on_controller_match_started)
        c.events_applied.connect(self._on_controller_events_applied)
        c.state_reset.connect(self._on_controller_state_reset)
        c.assisted_changed.connect(self._on_controller_assisted_changed)
        delay = os.environ.get(STAND_IN_ENV)
        if delay is not None and not self.autoplay:
            self._stand_in = _StandIn(window, int(delay) if delay.isdigit() else 0, self)

    def resume(self) -> bool:
        """Program start: continue the unfinished match of the autosave (True), or say
        why not (False: none, autoplay, damaged). Also opens the history database, so a
        damaged one is reported now."""
        if self._controller is None or self.autoplay:
            return False
        _ = self.db
        saved = self._load_autosave()
        if saved is None:
            return False
        if saved.finished:  # the program stopped between recording it and clearing
            if not self.db.contains(saved):
                self.db.add_match(saved, status="finished")
                self.history_changed.emit()
            self.autosave.clear()
            return False
        players = [seat_player(p) for p in saved.players]
        self._resuming = saved
        try:
            self._window.load_match(saved.state(), players, assisted=saved.assisted)
        except (ValueError, RuntimeError) as exc:  # a record the table cannot show
            log.error("cannot resume the saved game: %s", exc)
            from ..history.files import move_aside

            moved = move_aside(self.autosave.path)
            self._tell(self.tr("Your saved game could not be continued, so a new game "
                               "begins; the file was kept as {0}.").format(
                moved or self.autosave.path))
            return False
        finally:
            self._resuming = None
        self.resumed = saved
        self._window.say(self.tr("Your saved game was resumed."), 6000)
        return True

    def _load_autosave(self) -> SavedMatch | None:
        from ..history import CorruptFileError, HistoryError

        try:
            return self.autosave.load()
        except CorruptFileError as exc:
            log.warning("%s", exc)
            self._tell(self.tr("Your saved game could not be read, so a new game begins; "
                               "the damaged file was kept as {0}.").format(
                exc.moved_to or self.autosave.path))
        except HistoryError as exc:  # pragma: no cover - load raises CorruptFileError
            log.warning("%s", exc)
        return None

    def add_imported(self, match: SavedMatch) -> int:
        """Put an imported match into the history; its id."""
        match_id = self.db.add_match(match, status="finished" if match.finished
                                     else "abandoned")
        self.history_changed.emit()
        return match_id

    def delete(self, match_id: int) -> None:
        self.db.delete(match_id)
        self.history_changed.emit()

    def shutdown(self) -> None:
        """The window closes: an autoplay match goes into the history (abandoned if
        unfinished); a player's match stays in the autosave for next time."""
        if self._closed:
            return
        self._closed = True
        if self.autoplay:
            self._record_unfinished()
        if self._db is not None:
            self._db.close()
            self._db = None

    # ------------------------------------------------------------------ controller
    def _on_controller_match_started(self, _view: object) -> None:
        self._record_unfinished()  # the match it replaces, if any
        resuming = self._resuming
        self._started = resuming.started if resuming is not None else datetime.now(UTC)
        self._recorded = False
        self._current = None
        self._snapshot()

    def _on_controller_events_applied(self, _events: object, _view: object) -> None:
        self._snapshot()

    def _on_controller_state_reset(self, _view: object) -> None:
        self._snapshot()

    def _on_controller_assisted_changed(self, _assisted: bool) -> None:
        # Undo and restart change the flag after their state_reset (same state: save the
        # flag). A new or loaded match changes it before match_started: that state belongs
        # to the next match, which match_started saves once the old one is recorded.
        current = self._current
        c = self._controller
        if current is not None and c is not None and current.state() is c.state:
            self._snapshot()

    def _snapshot(self) -> None:
        c = self._controller
        if c is None or c.state is None or self._started is None or self._closed:
            return
        from ..history import SavedMatch

        state: MatchState = c.state
        saved = SavedMatch.from_state(state, [player_info(p) for p in c.players],
                                      self._started, c.assisted)
        self._current = saved
        if state.is_over:
            self._record(saved, "finished")
            if not self.autoplay:
                self.autosave.clear()
            return
        if not self.autoplay and not self._recorded:
            start = perf_counter()
            try:
                self.autosave.save(saved)
            except OSError as exc:
                log.error("cannot write the autosave %s: %s", self.autosave.path, exc)
                self._tell(self.tr("The game cannot be saved in {0}: {1}").format(
                    self.data_dir, exc.strerror or exc))
            self.save_seconds.append(perf_counter() - start)

    def _record_unfinished(self) -> None:
        saved = self._current
        if saved is None or self._recorded or not saved.record.actions:
            return
        if not saved.finished:
            self._record(saved, "abandoned")

    def _record(self, saved: SavedMatch, status: str) -> None:
        if self._recorded:
            return
        self._recorded = True
        try:
            self.db.add_match(saved, status=status)
        except Exception as exc:  # sqlite3.Error, OSError: the game goes on
            log.error("cannot add the match to the history: %s", exc)
            self._tell(self.tr("The match could not be added to the history: {0}").format(exc))
            return
        self.history_changed.emit()

    # ------------------------------------------------------------------ telling the user
    def _tell(self, text: str) -> None:
        if text in self.notices:
            return
        self.notices.append(text)
        self.notice.emit(text)
        window = self._window if self._window is not None else self.parent()
        say = getattr(window, "say", None)
        if say is not None:
            say(text, 15000)
        if isinstance(window, QWidget) and not self.autoplay and not _quiet():
            box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Hearts Desktop"), text,
                              QMessageBox.StandardButton.Ok, window)
            box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            box.open()  # not exec(): never blocks the program


class _StandIn(QObject):
    """Test-only: a random CPU player makes the human's moves (see the module docstring)."""

    def __init__(self, window: Any, delay_ms: int, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._window = window
        self._c: GameController = window.controller
        self._delay = max(0, delay_ms)
        self._moves = 0
        self._c.human_turn_started.connect(self._on_controller_human_turn_started)
        window.animator.hand_scored.connect(self._on_animator_hand_scored)

    def _on_controller_human_turn_started(self, _view: object) -> None:
        QTimer.singleShot(self._delay, self._move)

    def _on_animator_hand_scored(self, _event: object) -> None:
        QTimer.singleShot(self._delay, self._close_score_sheet)

    def _close_score_sheet(self) -> None:
        """Click the score sheet's button (the table waits for it between hands)."""
        sheet = getattr(self._window, "score_sheet", None)
        if sheet is not None and sheet.isVisible():
            sheet.accept()

    def _move(self) -> None:
        from ..games.hearts.bots import RandomBot

        c = self._c
        view = c.view
        if view is None or not c.awaiting_human or not view.legal:
            return
        self._moves += 1
        c.submit(RandomBot(c.seed + 7 * self._moves).choose(view))
