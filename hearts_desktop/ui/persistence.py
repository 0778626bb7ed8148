"""Saved games for the window: autosave after every action, resume at start-up, finished
and abandoned matches into the history database, the data folder's lock.

``MainWindow`` makes one ``Persistence`` (``window.persistence``) and attaches it to its
controller. Nothing here decides a rule: the controller's state is saved as a
``history.SavedMatch`` (rules + seed + actions) and resumed by replaying it.

- After every applied action, undo, restart and change of the assisted flag the match is
  saved in the autosave (``history.Autosave``: a snapshot and a journal of moves, so a
  save costs the same at move 10 and at move 10,000). At start-up an unfinished match
  there is resumed instead of dealing a new one.
- When a match ends, its last move is saved, it goes into the history (``finished``) and
  only then is the autosave cleared. When the history cannot take it (a full disk ...)
  the player is told why, the autosave keeps it, and it is added later: when the next
  match starts (or else it is kept as ``unrecorded-<time>.json`` for the next program
  start), or at the next start. A match is never added twice (``HistoryDB.find``): a
  crash between adding it and clearing the autosave is seen at the next start.
- A match left unfinished for a new one goes into the history as ``abandoned``.
- Autoplay (the CPU plays every seat) never reads or writes the autosave; its match goes
  into the history when it ends, or as ``abandoned`` when the program quits before that.
- A damaged autosave, database or settings file is kept aside and the player is told
  once (``notice``); damage is contained to what is damaged.
- ``import_file(path)`` imports a match off the UI thread (``ui.history.importer``).

Debugging: ``HEARTS_DESKTOP_STAND_IN=<ms>`` lets a random CPU player make the human's moves
(``hearts_desktop.debug_stand_in``; the kill -9 test uses it).

The engine and the history package are imported only once a game starts (the window's
first paint comes first).
"""

from __future__ import annotations

import logging
import os
import socket
import sys
from collections import deque
from datetime import UTC, datetime
from pathlib import Path
from time import perf_counter
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from ..debug_stand_in import STAND_IN_ENV
from .tr_context import TrContext

if TYPE_CHECKING:
    from ..debug_stand_in import StandIn
    from ..history import Autosave, HistoryDB, PlayerInfo, SavedMatch
    from ..history.lock import DataLock
    from .controller import GameController, SeatPlayer
    from .history.importer import ImportJob
    from .settings import Settings

log = logging.getLogger(__name__)

SETTINGS_FILE = "settings.ini"
UNRECORDED_GLOB = "unrecorded-*.json"
"""Matches the history could not take, kept (as autosaves) until it can."""


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
        text = _locked_text(lock, folder)
    else:
        text = translate(
            "Persistence",
            "Hearts Desktop cannot lock its data folder {0}; it would not be able to keep "
            "your saved games safe. Check that the folder is writable.").format(folder)
    print(f"hearts-desktop: {text}", file=sys.stderr)
    if not scripted and not _quiet():
        QMessageBox.warning(parent, translate("Persistence", "Hearts Desktop"), text)
    return None


LockTexts = TrContext("LockTexts")
"""The translation context of what a start refused by the data folder's lock says."""


def _locked_text(lock: DataLock, folder: Path) -> str:
    """What a start refused by a live lock is told: who holds it, or, when the lock file
    does not say, what is in it; and what to do."""
    translate = QCoreApplication.translate
    holder = lock.holder()
    if holder is not None:
        pid, host, _program = holder
        if host and host != socket.gethostname():
            who = LockTexts.tr(" (process {0} on the computer {1})").format(pid, host)
        else:
            who = translate("Persistence", " (process {0})").format(pid)
        return translate(
            "Persistence",
            "Hearts Desktop is already running with the data folder {0}{1}. Close it "
            "first: two programs writing the same saved games and history could damage "
            "them.").format(folder, who)
    try:
        size = lock.path.stat().st_size
    except OSError:
        size = 0
    found = (LockTexts.tr("the file is empty") if size == 0 else
             LockTexts.tr("it holds %n byte(s) that are not a Hearts Desktop lock", "", size))
    return LockTexts.tr(
        "The data folder {0} is in use: a running program holds its lock file {1}, but the "
        "file does not say which program ({2}). If Hearts Desktop is running or starting "
        "with this folder, use that window; otherwise close the program that keeps the "
        "file open, then start Hearts Desktop again.").format(folder, lock.path, found)


def player_info(player: SeatPlayer) -> PlayerInfo:
    """The history's record of a seat's player."""
    from ..history import PlayerInfo

    if player.human:
        return PlayerInfo(player.name, True, "human", None)
    level = player.level
    if level is None:
        if player.bot_kind in ("easy", "normal", "hard", "expert", "random"):
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
    from ..history.saved import REMOTE_KIND
    from .controller import SeatPlayer

    if info.human:
        return SeatPlayer(info.name, human=True)
    if info.kind == REMOTE_KIND:  # a person of a network game: a CPU player plays again
        return SeatPlayer(info.name, human=False, bot_kind="normal")
    level = info.level if info.level in ("easy", "normal", "hard", "expert") else None
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
        self._pending: tuple[SavedMatch, str] | None = None
        """A match the history could not take (with its status): the autosave holds it
        (unless autoplay); tried again when the next match starts and at the end."""
        self._resuming: SavedMatch | None = None
        self.pending_daily: str | None = None
        """The day (ISO date) of the deal of the day the next match to start plays (Game >
        Deal of the day sets it); taken, and cleared, when that match starts."""
        self._daily: str | None = None
        self.pending_branch: Any = None
        """The link (``history.BranchOf``) of the branch the next match to start is (the
        replay viewer's Play from here sets it); taken, and cleared, when it starts."""
        self._branch: Any = None
        self._closed = False
        self.notices: list[str] = []
        """Every notice given (tests: each damaged file is reported exactly once)."""
        self.save_seconds: deque[float] = deque(maxlen=5000)
        """Time taken by the recent autosaves (for measurements)."""
        self.resumed: SavedMatch | None = None
        """The match resumed at start-up, if any."""
        self._stand_in: StandIn | None = None
        self._imports: set[Any] = set()

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
            if self._db.repair is not None:
                self._tell_repair(self._db.repair)
        return self._db

    def _tell_repair(self, repair: Any) -> None:
        parts = []
        if repair.wal_damage:
            parts.append(self.tr("its journal (history.sqlite3-wal) was damaged, so the "
                                 "last matches recorded may be missing"))
        if repair.rebuilt:
            parts.append(self.tr("%n damaged match(es) were rebuilt from their records",
                                 "", len(repair.rebuilt)))
        if repair.dropped:
            parts.append(self.tr("%n match(es) could not be read and were left out", "",
                                 len(repair.dropped)))
        where = (self.tr(" The file as it was is kept as {0}.").format(repair.kept_as)
                 if repair.kept_as is not None else "")
        self._tell(self.tr("The match history was damaged: {0}.").format("; ".join(parts))
                   + where)

    @property
    def autosave(self) -> Autosave:
        if self._autosave is None:
            from ..history import AUTOSAVE_FILE, Autosave

            self._autosave = Autosave(self.data_dir / AUTOSAVE_FILE)
        return self._autosave

    @property
    def daily(self) -> str | None:
        """The day whose deal of the day the match in progress plays, or None."""
        return self._daily

    @property
    def branch(self) -> Any:
        """The link (``history.BranchOf``) of the match in progress when it was played on
        from another one (Play from here), or None."""
        return self._branch

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
        settings = getattr(window, "settings", None)
        if settings is not None and hasattr(settings, "notice"):
            for text in getattr(settings, "notices", []):
                self._tell(text)
            settings.notice.connect(self._tell)
        from ..debug_stand_in import delay_from_env

        delay = delay_from_env(os.environ.get(STAND_IN_ENV))
        if delay is not None and not self.autoplay:
            from ..debug_stand_in import StandIn

            self._stand_in = StandIn(window, delay, self)

    def resume(self) -> bool:
        """Program start: continue the unfinished match of the autosave (True), or say
        why not (False: none, autoplay, damaged). Also opens the history database, so a
        damaged one is reported now."""
        if self._controller is None or self.autoplay:
            return False
        _ = self.db
        self._add_unrecorded()
        saved = self._load_autosave()
        if saved is None:
            return False
        if self.db.find(saved) is not None:
            # the history has it: the program stopped between adding it and clearing the
            # autosave (the match ended, or a new one replaced it)
            self.autosave.clear()
            return False
        if saved.finished:  # it ended but the history did not take it yet
            if self._store(saved, "finished"):
                self.autosave.clear()
            else:
                self._pending = (saved, "finished")
            return False
        players = [seat_player(p) for p in saved.players]
        self._resuming = saved
        try:
            self._window.load_match(saved.state(), players, assisted=saved.assisted,
                                    game=saved.game)
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
            saved = self.autosave.load()
        except CorruptFileError as exc:
            log.warning("%s", exc)
            self._tell(self.tr("Your saved game could not be read, so a new game begins; "
                               "the damaged file was kept as {0}.").format(
                exc.moved_to or self.autosave.path))
            return None
        except HistoryError as exc:  # unreadable now (permissions ...), left alone
            log.warning("%s", exc)
            self._tell(self.tr("Your saved game cannot be read ({0}); a new game begins.")
                       .format(exc))
            return None
        repair = self.autosave.last_repair
        if repair is not None:
            log.warning("%s", repair.message)
            self._tell(self.tr("Your saved game was damaged in part and was mended to go on "
                               "({0}); the file as it was is kept as {1}.").format(
                repair.message, repair.kept_as or self.autosave.path))
        return saved

    def _add_unrecorded(self) -> None:
        """Matches kept because the history could not take them: add them now."""
        from ..history import Autosave, HistoryError

        for path in sorted(self.data_dir.glob(UNRECORDED_GLOB)):
            kept = Autosave(path)
            try:
                match = kept.read()
            except HistoryError as exc:
                log.warning("cannot read the kept match %s: %s", path, exc)
                continue
            if match is None:
                continue
            if self._store(match, "finished" if match.finished else "abandoned"):
                kept.clear()

    def add_imported(self, match: SavedMatch, analysis: Any = None) -> int:
        """Put an imported match into the history; its id. ``analysis``: the match's
        ``MatchAnalysis`` when already made (the import worker makes it). ``HistoryError``
        ("duplicate") when the history has the match already."""
        from ..history import HistoryError

        db = self.db
        existing = db.find(match)
        if existing is not None:
            raise HistoryError(f"this match is in the history already (match {existing})",
                               "duplicate")
        status = "finished" if match.finished else "abandoned"
        if analysis is None:
            match_id = db.add_match(match, status=status)
        else:
            match_id = db.add_analysed(match, analysis, status=status)
        self.history_changed.emit()
        return match_id

    def import_file(self, path: str | Path) -> ImportJob:
        """Import the match in ``path`` off the UI thread: the returned job (already
        started) emits ``imported(match_id)`` or ``refused(message)``."""
        from .history.importer import ImportJob

        job = ImportJob(self, Path(path))  # kept until done, then left to its caller
        self._imports.add(job)
        job.done.connect(self._on_import_done)
        job.start()
        return job

    def _on_import_done(self) -> None:
        self._imports.discard(self.sender())

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
        if self._pending is not None and self._store(*self._pending):
            current = self._current
            if (not self.autoplay and current is not None
                    and current is self._pending[0]):
                self.autosave.clear()  # else the next start adds it (it is in the autosave)
            self._pending = None
        if self._db is not None:
            self._db.close()
            self._db = None

    def flush(self) -> None:
        """The desktop session is ending (the program may be stopped without another word,
        or asked to go on): the history's log is written into its main file now. Every
        move is in the autosave already."""
        if self._db is None:
            return
        import sqlite3

        try:
            self._db.checkpoint()
        except sqlite3.Error as exc:  # busy or read-only: closing writes it later
            log.warning("cannot write the history's log into %s: %s", self._db.path, exc)

    # ------------------------------------------------------------------ controller
    def _on_controller_match_started(self, _view: object) -> None:
        self._record_unfinished()  # the match it replaces, if any
        if self._pending is not None:
            if not self._store(*self._pending) and not self.autoplay:
                self._keep_unrecorded()
            self._pending = None
        resuming = self._resuming
        self._started = resuming.started if resuming is not None else datetime.now(UTC)
        self._daily = resuming.daily if resuming is not None else self.pending_daily
        self.pending_daily = None
        self._branch = resuming.branch if resuming is not None else self.pending_branch
        self.pending_branch = None
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

    def _game_name(self) -> str:
        """The controller's game ("hearts" until the controller says which)."""
        game = getattr(self._controller, "game", "hearts")
        return game if isinstance(game, str) else str(getattr(game, "name", "hearts"))

    def _snapshot(self) -> None:
        c = self._controller
        if c is None or c.state is None or self._started is None or self._closed:
            return
        from ..history import SavedMatch

        name = self._game_name()
        saved = SavedMatch.from_state(c.state, [player_info(p) for p in c.players],
                                      self._started, c.assisted, game=name,
                                      daily=self._daily, branch=self._branch)
        self._current = saved
        if saved.finished:
            if self._recorded:
                return
            self._save(saved)  # the last move first: the autosave holds the whole match
            self._recorded = True
            if self._store(saved, "finished"):
                if not self.autoplay:
                    self.autosave.clear()
            else:
                self._pending = (saved, "finished")
            return
        if not self._recorded:
            self._save(saved)

    def _save(self, saved: SavedMatch) -> None:
        if self.autoplay:
            return
        start = perf_counter()
        try:
            self.autosave.save(saved)
        except (OSError, UnicodeError) as exc:
            log.error("cannot write the autosave %s: %s", self.autosave.path, exc)
            self._tell(self.tr("The game cannot be saved in {0}: {1}").format(
                self.data_dir, getattr(exc, "strerror", None) or exc))
        self.save_seconds.append(perf_counter() - start)

    def _record_unfinished(self) -> None:
        saved = self._current
        if saved is None or self._recorded or not saved.record.actions:
            return
        if not saved.finished:
            self._recorded = True
            if not self._store(saved, "abandoned"):
                self._pending = (saved, "abandoned")

    def _store(self, saved: SavedMatch, status: str) -> bool:
        """Add ``saved`` to the history; True when the history holds it (now, or already).
        A failure is told to the player with its real cause."""
        from ..history import HistoryError

        try:
            self.db.add_match(saved, status=status)
        except HistoryError as exc:
            if exc.reason == "duplicate":
                return True
            error: Exception = exc
        except Exception as exc:  # sqlite3.Error, OSError: the game goes on
            error = exc
        else:
            self.history_changed.emit()
            return True
        log.error("cannot add the match to the history: %s", error)
        self._tell(self.tr("The match could not be added to the history: {0}. It is kept "
                           "and will be added as soon as the history can take it.")
                   .format(error))
        return False

    def _keep_unrecorded(self) -> None:
        """A new match starts while the history still cannot take the last one: keep the
        autosave that holds it as ``unrecorded-<time>.json`` (added at the next start)."""
        if not self.autosave.exists():
            return
        stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%S%f")
        target = self.data_dir / UNRECORDED_GLOB.replace("*", stamp)
        try:
            self.autosave.move_to(target)
        except OSError as exc:
            log.error("cannot keep the unrecorded match: %s", exc)
            return
        log.warning("the match the history could not take is kept as %s", target)

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
