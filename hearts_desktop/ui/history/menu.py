"""The main window's "History" menu: History… (Ctrl+H), Statistics… and Import match…, and
"Play this deal again". Kept here so the main window needs only a few lines of wiring; the
menu sees the window only through :class:`HistoryHost` (no import of the main window).

The windows (and QtCharts) are imported when first opened, not with the main window.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QFileDialog, QMenu, QMenuBar, QMessageBox, QWidget

if TYPE_CHECKING:
    from ...history import SavedMatch
    from ..controller import SeatPlayer
    from ..table.card_pixmaps import CardPixmaps
    from .stats import StatisticsWindow
    from .window import HistoryWindow

log = logging.getLogger(__name__)


class HistoryHost(Protocol):
    """The window the History menu belongs to (``MainWindow`` is one)."""

    persistence: Any
    """The window's ``Persistence`` (its ``db``), or None."""

    @property
    def table_built(self) -> bool: ...
    @property
    def pixmaps(self) -> CardPixmaps: ...
    @property
    def speed(self) -> str: ...
    def say(self, text: str, ms: int = 0) -> None: ...
    def play_deal_again(self, match: SavedMatch) -> None: ...
    def play_from_here(self, start: Any) -> None:
        """Go on from a moment of a recorded match (``dialogs.play_from_here``)."""
    def start_match(self, rules: Any, seed: int, players: list[SeatPlayer], *,
                    game: str | None = None) -> None: ...
    def load_match(self, state: Any, players: list[SeatPlayer], *, assisted: bool = False,
                   game: str | None = None) -> None: ...
    def raise_(self) -> None: ...
    def activateWindow(self) -> None: ...
    def addAction(self, action: QAction) -> None: ...


def deal_again(window: HistoryHost, match: SavedMatch) -> None:
    """Start a new match in ``window`` with the rules, the seed (so the same deals) and the
    players of ``match``."""
    from ...games import get_game
    from ..persistence import seat_player

    players = [seat_player(p) for p in match.players]
    record = match.record
    name = record.game
    game = get_game(name)
    start = game.initial_state(record)
    if record.seed is not None:
        window.start_match(game.rules_of(start), record.seed, players, game=name)
    else:  # a single recorded deal: deal it again from its explicit hands
        window.load_match(start, players, game=name)
    window.raise_()
    window.activateWindow()


def play_again(window: HistoryHost, controller: Any) -> None:
    """``deal_again`` for the match on ``controller``'s table (a local one: a network
    table's deals are the server's)."""
    if controller.state is None:
        return
    from datetime import UTC, datetime

    from ...history import SavedMatch
    from ..persistence import player_info

    match = SavedMatch.from_state(controller.state,
                                  [player_info(p) for p in controller.players],
                                  datetime.now(UTC), controller.assisted,
                                  game=controller.game.name)
    deal_again(window, match)


class HistoryMenu(QObject):
    """The History menu of ``window``; it opens one history and one statistics window
    (each deleted when closed, and made again when asked for)."""

    def __init__(self, window: QWidget, bar: QMenuBar) -> None:
        super().__init__(window)
        self.window: HistoryHost = window  # type: ignore[assignment]
        self.widget = window
        """The same window, as the parent of the history windows and dialogs."""
        self.menu = QMenu(window)
        self.menu.setObjectName("history_menu")
        bar.addMenu(self.menu)
        self.history_window: HistoryWindow | None = None
        self.statistics_window: StatisticsWindow | None = None
        self.last_message: QMessageBox | None = None

        def action(name: str, keys: list[str], slot: Any) -> QAction:
            act = QAction(window)
            act.setObjectName(name)
            act.setShortcuts([QKeySequence(k) for k in keys])
            act.triggered.connect(slot)
            window.addAction(act)
            self.menu.addAction(act)
            return act

        window.installEventFilter(self)  # the window closing closes these windows too
        self.history_action = action("action_history", ["Ctrl+H"], self.show_history)
        self.statistics_action = action("action_statistics", [], self.show_statistics)
        self.menu.addSeparator()
        self.import_action = action("action_import_match", [], self.import_dialog)

    # ------------------------------------------------------------------ windows
    def _persistence(self) -> Any:
        p = getattr(self.window, "persistence", None)
        if p is None or getattr(p, "db", None) is None:
            self.last_message = self._message(
                self.tr("History"), self.tr("The game history is not available."))
            return None
        return p

    def _message(self, title: str, text: str) -> QMessageBox:
        from .window import show_message

        return show_message(self.widget, title, text)

    def show_history(self) -> HistoryWindow | None:
        p = self._persistence()
        if p is None:
            return None
        if self.history_window is None:
            from .window import HistoryWindow

            pixmaps = self.window.pixmaps if self.window.table_built else None
            win = HistoryWindow(p.db, self.widget, persistence=p, pixmaps=pixmaps,
                                speed=self.window.speed)
            win.play_again_requested.connect(self.window.play_deal_again)
            win.play_from_here_requested.connect(self.window.play_from_here)
            win.statistics_requested.connect(self.show_statistics)
            win.destroyed.connect(self._on_history_window_destroyed)
            self.history_window = win
        self._raise(self.history_window)
        return self.history_window

    def show_current_match(self) -> HistoryWindow | None:
        """The history window, with the match on the table selected once it is stored
        there (the game-over dialog's "History")."""
        win = self.show_history()
        p: Any = getattr(self.window, "persistence", None)
        current = getattr(p, "current", None)
        if win is None or current is None:
            return win
        import sqlite3

        try:
            match_id = p.db.find(current)
        except sqlite3.Error as exc:  # a damaged history: the window says so
            log.warning("cannot look the match up in the history: %s", exc)
            return win
        if match_id is not None:
            win.refresh()
            win.select_match(match_id)
        return win

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.widget and event.type() == QEvent.Type.Close:
            self.close_windows()
        return super().eventFilter(watched, event)

    def close_windows(self) -> None:
        """The main window closes (Game > Quit): its history window (with its replays) and
        statistics window close with it, before its history database does; none is left
        showing a database that is closed."""
        for win in (self.history_window, self.statistics_window):
            if win is not None:
                win.close()

    def _on_history_window_destroyed(self, _obj: object = None) -> None:
        self.history_window = None

    def _on_statistics_window_destroyed(self, _obj: object = None) -> None:
        self.statistics_window = None

    def show_statistics(self) -> StatisticsWindow | None:
        p = self._persistence()
        if p is None:
            return None
        if self.statistics_window is None:
            from .stats import StatisticsWindow

            win = StatisticsWindow(p.db, self.widget, persistence=p)
            win.destroyed.connect(self._on_statistics_window_destroyed)
            self.statistics_window = win
        else:
            self.statistics_window.refresh()
        self._raise(self.statistics_window)
        return self.statistics_window

    @staticmethod
    def _raise(win: QWidget) -> None:
        win.show()
        win.raise_()
        win.activateWindow()

    # ------------------------------------------------------------------ import
    def import_dialog(self) -> int | None:
        if self._persistence() is None:
            return None
        path, _ = QFileDialog.getOpenFileName(
            self.widget, self.tr("Import match"), str(Path.home()),
            self.tr("Hearts Desktop match (*.json);;All files (*)"))
        if not path:
            return None
        return self.import_file(path)

    def import_file(self, path: str | Path) -> int | None:
        """Read, check (by replaying it) and store a saved match; the new id, or None and a
        message saying why nothing was imported."""
        p = self._persistence()
        if p is None:
            return None
        job = p.import_file(Path(path))  # read and checked off the UI thread
        match_id: int | None = job.wait()
        if match_id is None:
            self.last_message = self._message(
                self.tr("Import match"),
                self.tr("Nothing was imported.\n\n{0}").format(job.message))
            return None
        self.window.say(self.tr("The match was imported into the history."), 6000)
        if self.history_window is not None:
            self.history_window.refresh()
            self.history_window.select_match(match_id)
        return match_id

    # ------------------------------------------------------------------ i18n
    def retranslate_ui(self) -> None:
        self.menu.setTitle(self.tr("Hi&story"))
        self.history_action.setText(self.tr("&History…"))
        self.statistics_action.setText(self.tr("&Statistics…"))
        self.import_action.setText(self.tr("&Import match…"))


__all__ = ["HistoryMenu", "deal_again"]
