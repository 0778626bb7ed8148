"""One running game per data folder: starting the program again shows the running game.

Double-clicking the icon while the game is open must not open a second table (two programs
would also write the same saved games). :meth:`SingleInstance.start`, called by
:func:`hearts_desktop.app.run` before any window exists, connects to a local server
(``QLocalServer``: a Unix socket, a named pipe on Windows) whose name is derived from the user
and the data folder. When a game answers, it has brought its window to the front (restored if
minimized, raised and activated) and this process exits with status 0. Otherwise this process
becomes the server itself and plays.

Runs with different ``--data-dir`` folders use different names and are independent, so are
different users. Scripted runs (``--screenshot``, ``--quit-after-hands``: tests, CI,
screenshots) skip all of this: they neither ask a running game nor answer later starts.

The protocol is one line each way: the new process sends :data:`ACTIVATE` (followed by the
activation token its launcher gave it, if any), the running game answers
:data:`ACKNOWLEDGE` after raising its window. Anything else is ignored. On Wayland a window
may only take the focus with a token from the launcher (``XDG_ACTIVATION_TOKEN``, the
xdg-activation protocol): the second start hands its token over, and the running game puts
it in its own environment, where Qt's Wayland plugin takes it when the window is activated.
"""

from __future__ import annotations

import getpass
import os
import sys
from pathlib import Path

from PySide6.QtCore import (
    QByteArray,
    QCoreApplication,
    QCryptographicHash,
    QDeadlineTimer,
    QObject,
    Qt,
    Signal,
)
from PySide6.QtGui import QGuiApplication
from PySide6.QtNetwork import QLocalServer, QLocalSocket
from PySide6.QtWidgets import QApplication, QMainWindow, QWidget

ACTIVATE = b"hearts-desktop activate\n"
TOKEN_VARIABLES = ("XDG_ACTIVATION_TOKEN", "DESKTOP_STARTUP_ID")  # Wayland, X11 launchers
ACKNOWLEDGE = b"hearts-desktop raised\n"
CONNECT_TIMEOUT_MS = 1000
ANSWER_TIMEOUT_MS = 5000
MAX_MESSAGE = 512  # a longer line is not ours: the connection is dropped


def _user() -> str:
    try:
        return getpass.getuser()
    except Exception:  # no login name (e.g. a container without a passwd entry)
        return str(os.getuid()) if hasattr(os, "getuid") else ""


def server_name(data_dir: Path, user: str | None = None) -> str:
    """The local server name for ``user`` (default: this user) and ``data_dir``: the same
    folder, however spelled, gives the same name."""
    try:
        folder = data_dir.expanduser().resolve()
    except OSError:
        folder = data_dir.expanduser().absolute()
    key = b"\0".join([(user if user is not None else _user()).encode("utf-8", "replace"),
                      os.fsencode(os.path.normcase(str(folder)))])
    digest = QCryptographicHash.hash(QByteArray(key), QCryptographicHash.Algorithm.Sha256)
    return "hearts-desktop-" + bytes(digest.toHex().data()).decode("ascii")[:24]


def activate_message(token: str | None = None) -> bytes:
    """The line a new start sends; ``token`` is its launcher's activation token."""
    if token and _valid_token(token):
        return ACTIVATE[:-1] + b" " + token.encode("ascii") + b"\n"
    return ACTIVATE


def parse_activate(line: bytes) -> tuple[bool, str | None]:
    """``(is an activate message, activation token or None)`` for one received line."""
    head = ACTIVATE[:-1]
    if not line.endswith(b"\n") or not line.startswith(head):
        return False, None
    rest = line[len(head):-1]
    if not rest:
        return True, None
    if not rest.startswith(b" "):
        return False, None
    token = rest[1:].decode("ascii", "replace")
    return (True, token) if _valid_token(token) else (False, None)


def _valid_token(token: str) -> bool:
    return 0 < len(token) <= 400 and all(33 <= ord(c) < 127 for c in token)


def _launcher_token() -> str | None:
    for name in TOKEN_VARIABLES:
        value = os.environ.get(name)
        if value and _valid_token(value):
            return value
    return None


def use_activation_token(token: str | None) -> None:
    """Let the next window activation use ``token`` (Wayland: xdg-activation)."""
    if token and QGuiApplication.platformName() == "wayland":
        os.environ["XDG_ACTIVATION_TOKEN"] = token  # read by Qt at activateWindow()


def raise_window(window: QWidget) -> None:
    """Bring ``window`` to the front: un-minimize it (keeping maximized/full screen), show,
    raise and activate it. (On X11 and Wayland the window manager may only flash it.)"""
    window.setWindowState(window.windowState() & ~Qt.WindowState.WindowMinimized)
    window.show()
    window.raise_()
    window.activateWindow()


def raise_main_windows() -> None:
    """Raise the program's main windows, then the open modal dialog, if any, on top."""
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        return
    for widget in app.topLevelWidgets():
        if isinstance(widget, QMainWindow) and widget.isVisible():
            raise_window(widget)
    modal = app.activeModalWidget()
    if modal is not None:
        raise_window(modal)


class SingleInstance(QObject):
    """The single-instance guard of one data folder (see the module documentation)."""

    activation_requested = Signal()
    """Another start asked for the window (emitted after the windows were raised)."""

    def __init__(self, data_dir: str | Path | None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        if data_dir:
            folder = Path(data_dir)
        else:
            from .history import default_data_dir

            folder = default_data_dir()
        self.name = server_name(folder)
        self._server: QLocalServer | None = None
        self._buffers: dict[QLocalSocket, bytes] = {}
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.close)

    # ------------------------------------------------------------------ new process

    def start(self) -> int | None:
        """Hand over to a running game, or become the running game. Returns the exit status
        for this process when a game is already running (0 once it raised its window, 1 when
        it does not answer), or None when this process should go on and play."""
        status = self.hand_over()
        if status is not None:
            return status
        if self.listen():
            return None
        status = self.hand_over()  # another start won the race to listen
        if status is not None:
            return status
        # Nobody answers on the name: a socket file left by a game that crashed (Unix).
        QLocalServer.removeServer(self.name)
        if not self.listen():
            print(f"hearts-desktop: cannot listen on {self.name!r}; starting the game "
                  "again will open a second window", file=sys.stderr)
        return None

    def hand_over(self) -> int | None:
        """If a game with this data folder is running, ask it to show its window: returns 0
        when it did, 1 when it does not answer, None when no game is running."""
        socket = QLocalSocket()
        socket.connectToServer(self.name)
        if not socket.waitForConnected(CONNECT_TIMEOUT_MS):
            return None
        socket.write(activate_message(_launcher_token()))
        socket.flush()
        deadline = QDeadlineTimer(ANSWER_TIMEOUT_MS)
        answer = b""
        while b"\n" not in answer and not deadline.hasExpired():
            if not socket.waitForReadyRead(max(1, deadline.remainingTime())):
                break
            answer += bytes(socket.readAll().data())
        socket.abort()
        if answer == ACKNOWLEDGE:
            return 0
        print("hearts-desktop: Hearts Desktop is already running with this data folder but "
              "does not answer; close it first", file=sys.stderr)
        return 1

    # ------------------------------------------------------------------ running game

    def listen(self) -> bool:
        """Answer later starts from now on; False when the name is taken."""
        if self._server is None:
            self._server = QLocalServer(self)
            # only this user may connect (Unix: socket file mode 0700)
            self._server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
            self._server.newConnection.connect(self._on_new_connection)
        if self._server.isListening():
            return True
        return bool(self._server.listen(self.name))

    @property
    def listening(self) -> bool:
        return self._server is not None and self._server.isListening()

    def close(self) -> None:
        """Stop answering (removes the socket file on Unix)."""
        if self._server is not None:
            self._server.close()
        for socket in list(self._buffers):
            socket.abort()
        self._buffers.clear()

    def _on_new_connection(self) -> None:
        assert self._server is not None
        while (socket := self._server.nextPendingConnection()) is not None:
            self._buffers[socket] = b""
            socket.readyRead.connect(lambda s=socket: self._on_ready_read(s))
            socket.disconnected.connect(lambda s=socket: self._forget(s))

    def _forget(self, socket: QLocalSocket) -> None:
        if self._buffers.pop(socket, None) is not None:
            socket.deleteLater()

    def _on_ready_read(self, socket: QLocalSocket) -> None:
        if socket not in self._buffers:
            return
        data = self._buffers[socket] + bytes(socket.readAll().data())
        if b"\n" not in data:
            if len(data) > MAX_MESSAGE:
                socket.abort()
            else:
                self._buffers[socket] = data
            return
        line = data.split(b"\n", 1)[0] + b"\n"
        self._buffers[socket] = b""
        is_activate, token = parse_activate(line)
        if not is_activate:
            socket.abort()
            return
        use_activation_token(token)
        raise_main_windows()
        self.activation_requested.emit()
        socket.write(ACKNOWLEDGE)
        socket.flush()
        socket.disconnectFromServer()
