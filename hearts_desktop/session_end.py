"""The program ends cleanly however it is asked to: ``SIGTERM``, ``SIGHUP``, ``SIGINT``
(Ctrl+C in a terminal) and the end of the desktop session do what closing the window does.

Without this a signal ended the program as ``kill -9`` does: the history's write-ahead
log was never written into the main file, an autoplay match never reached the history,
and the data folder's lock file stayed.

Python runs a signal handler only between two bytecodes of the main thread, and while
Qt's event loop waits no Python runs at all. So the C level handler writes the signal's
number into one end of a socket pair (``signal.set_wakeup_fd``), a ``QSocketNotifier`` on
the other end wakes the event loop, and the program ends from there, at a moment when no
other Python code is half done (the Python handler only notes the number). Where no
wakeup socket can be set (not the main thread), a timer looks every
``POLL_MS`` instead.

Ending (``requested``): every window is closed (the main window stops its CPU players,
records what must be recorded and closes the history, which writes its log into the
main file), the event loop stops with status 0, and :func:`hearts_desktop.app.run`
releases the data folder's lock. The first signal restores the default handlers: a
second one, if ending hangs, ends the program at once.

The session's end: ``commitDataRequest`` (the session manager asks the program to save
before logging out; it may still go on afterwards) calls ``commit`` (the history is
written into its main file, the settings to disk; every move is in the autosave
already); ``aboutToQuit`` (whatever quits: the session manager, a signal, the last window)
calls ``last_words`` (the saved games are shut down even if no window was closed).
"""

from __future__ import annotations

import contextlib
import logging
import signal
import socket
import threading
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QSocketNotifier, Qt, QTimer, Signal
from PySide6.QtWidgets import QApplication

log = logging.getLogger(__name__)

SIGNALS = tuple(getattr(signal, name) for name in ("SIGTERM", "SIGHUP", "SIGINT")
                if hasattr(signal, name))
"""The signals that end the program cleanly (Windows has no SIGHUP)."""
POLL_MS = 200


class SessionEnd(QObject):
    """Ends the program cleanly on a signal or the session's end (see the module)."""

    requested = Signal(int)
    """A signal (its number) asked the program to end; emitted before the windows close."""

    def __init__(self, app: QApplication, *, commit: Callable[[], None] | None = None,
                 last_words: Callable[[], None] | None = None,
                 close: Callable[[], None] | None = None,
                 parent: QObject | None = None) -> None:
        """``close`` ends the program (default: close every window, then leave the event
        loop with status 0)."""
        super().__init__(parent)
        self._app = app
        self._close = close if close is not None else self._close_everything
        self._commit = commit
        self._last_words = last_words
        self._pending: list[int] = []
        self._previous: dict[int, Any] = {}
        self._wakeup: int | None = None
        self._sockets: tuple[socket.socket, socket.socket] | None = None
        self._notifier: QSocketNotifier | None = None
        self._timer: QTimer | None = None
        self.ending: int | None = None
        """The signal the program is ending on, once one came."""
        app.commitDataRequest.connect(self._on_commit_data,
                                      Qt.ConnectionType.DirectConnection)
        app.aboutToQuit.connect(self._on_about_to_quit)

    # ------------------------------------------------------------------ set up
    def install(self) -> None:
        """Handle the signals from now on (main thread only; elsewhere nothing changes)."""
        if threading.current_thread() is not threading.main_thread() or self._previous:
            return
        for number in SIGNALS:
            self._previous[number] = signal.signal(number, self._handler)
        reader, writer = socket.socketpair()
        reader.setblocking(False)
        writer.setblocking(False)
        try:
            self._wakeup = signal.set_wakeup_fd(writer.fileno(), warn_on_full_buffer=False)
        except (ValueError, OSError) as exc:  # pragma: no cover - no wakeup socket here
            log.info("no signal wakeup socket (%s); polling every %d ms", exc, POLL_MS)
            reader.close()
            writer.close()
            self._timer = QTimer(self)
            self._timer.timeout.connect(self._on_wakeup)
            self._timer.start(POLL_MS)
            return
        self._sockets = (reader, writer)
        self._notifier = QSocketNotifier(reader.fileno(), QSocketNotifier.Type.Read, self)
        self._notifier.activated.connect(self._on_wakeup)

    def uninstall(self) -> None:
        """Give the signals back to the handlers they had before ``install``."""
        self._restore_handlers()
        if self._notifier is not None:
            self._notifier.setEnabled(False)
            self._notifier.deleteLater()
            self._notifier = None
        if self._timer is not None:
            self._timer.stop()
            self._timer = None
        if self._sockets is not None:
            with contextlib.suppress(ValueError, OSError):
                signal.set_wakeup_fd(self._wakeup if self._wakeup is not None else -1)
            for s in self._sockets:
                s.close()
            self._sockets = None

    def _restore_handlers(self) -> None:
        for number, previous in self._previous.items():
            with contextlib.suppress(ValueError, OSError, TypeError):
                signal.signal(number, previous if previous is not None else signal.SIG_DFL)
        self._previous.clear()

    # ------------------------------------------------------------------ signals
    def _handler(self, number: int, _frame: object) -> None:
        self._pending.append(number)  # the event loop acts (see _on_wakeup)

    def _on_wakeup(self) -> None:
        if self._sockets is not None:
            with contextlib.suppress(BlockingIOError, OSError):
                while data := self._sockets[0].recv(64):
                    self._pending.extend(data)
        numbers = [n for n in self._pending if n in SIGNALS]
        self._pending.clear()
        if numbers:
            self.end(numbers[0])

    def end(self, number: int) -> None:
        """End the program as closing its windows does (the signal ``number`` asked)."""
        if self.ending is not None:
            return
        self.ending = number
        try:
            name = signal.Signals(number).name
        except ValueError:
            name = str(number)
        log.warning("ending on %s: saving and closing", name)
        self._restore_handlers()  # a second signal ends the program at once
        self.requested.emit(number)
        self._close()

    def _close_everything(self) -> None:
        self._app.closeAllWindows()
        self._app.exit(0)

    # ------------------------------------------------------------------ the session
    def _on_commit_data(self, _manager: object) -> None:
        if self._commit is not None:
            self._commit()

    def _on_about_to_quit(self) -> None:
        if self._last_words is not None:
            self._last_words()
