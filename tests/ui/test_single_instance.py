"""Starting the game again while it is open shows the open game instead of a second table;
each data folder (and user) has its own running game."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtNetwork import QLocalServer, QLocalSocket
from PySide6.QtWidgets import QMainWindow
from pytestqt.qtbot import QtBot

from hearts_desktop import single_instance
from hearts_desktop.single_instance import (
    ACKNOWLEDGE,
    ACTIVATE,
    SingleInstance,
    activate_message,
    parse_activate,
    server_name,
)


@pytest.fixture
def guard(tmp_path: Path):  # type: ignore[no-untyped-def]
    instance = SingleInstance(tmp_path / "data")
    yield instance
    instance.close()


def _send(qtbot: QtBot, name: str, message: bytes) -> tuple[QLocalSocket, list[bytes]]:
    """Connect to ``name`` without blocking the server (same thread), send ``message``;
    the answers arrive in the returned list."""
    socket = QLocalSocket()
    answers: list[bytes] = []
    socket.readyRead.connect(lambda: answers.append(bytes(socket.readAll().data())))
    socket.connectToServer(name)
    qtbot.waitUntil(lambda: socket.state() == QLocalSocket.LocalSocketState.ConnectedState)
    socket.write(message)
    socket.flush()
    return socket, answers


def test_the_name_depends_on_the_user_and_the_folder(tmp_path: Path) -> None:
    a, b = tmp_path / "a", tmp_path / "b"
    a.mkdir()
    assert server_name(a) == server_name(tmp_path / "b" / ".." / "a")  # same folder
    assert server_name(a) != server_name(b)
    assert server_name(a, user="alice") != server_name(a, user="bob")
    assert len(server_name(a)) < 60  # a Unix socket path must stay short


def test_no_running_game_means_this_one_plays(guard: SingleInstance) -> None:
    assert guard.hand_over() is None
    assert guard.start() is None
    assert guard.listening


def test_an_activate_message_raises_the_minimized_window(
        qtbot: QtBot, guard: SingleInstance) -> None:
    window = QMainWindow()
    qtbot.addWidget(window)
    window.show()
    window.setWindowState(Qt.WindowState.WindowMinimized | Qt.WindowState.WindowMaximized)
    assert guard.start() is None
    with qtbot.waitSignal(guard.activation_requested, timeout=5000):
        socket, answers = _send(qtbot, guard.name, ACTIVATE)
    qtbot.waitUntil(lambda: b"".join(answers) == ACKNOWLEDGE)
    assert not window.windowState() & Qt.WindowState.WindowMinimized
    assert window.windowState() & Qt.WindowState.WindowMaximized  # kept as it was
    assert window.isVisible()
    socket.abort()


def test_a_message_in_pieces_is_understood(qtbot: QtBot, guard: SingleInstance) -> None:
    assert guard.start() is None
    socket, answers = _send(qtbot, guard.name, ACTIVATE[:5])
    with qtbot.waitSignal(guard.activation_requested, timeout=5000):
        socket.write(ACTIVATE[5:])
        socket.flush()
    qtbot.waitUntil(lambda: b"".join(answers) == ACKNOWLEDGE)
    socket.abort()


def test_the_launchers_activation_token_is_handed_over(
        qtbot: QtBot, guard: SingleInstance, monkeypatch: pytest.MonkeyPatch) -> None:
    """On Wayland a window takes the focus only with the launcher's token: the new start
    sends its own, the running game puts it where Qt's Wayland plugin looks for it."""
    token = "gnome-shell-2131-9_TIME123"
    assert parse_activate(activate_message(token)) == (True, token)
    assert parse_activate(activate_message(None)) == (True, None)
    assert activate_message("bad token with spaces") == ACTIVATE
    for line in (b"hearts-desktop activatex\n", b"hearts-desktop activate \n",
                 b"hearts-desktop activate", b"hello\n"):
        assert parse_activate(line)[0] is False, line
    monkeypatch.delenv("XDG_ACTIVATION_TOKEN", raising=False)
    monkeypatch.setattr(single_instance.QGuiApplication, "platformName",
                        staticmethod(lambda: "wayland"))
    assert guard.start() is None
    with qtbot.waitSignal(guard.activation_requested, timeout=5000):
        socket, answers = _send(qtbot, guard.name, activate_message(token))
    qtbot.waitUntil(lambda: b"".join(answers) == ACKNOWLEDGE)
    assert os.environ.get("XDG_ACTIVATION_TOKEN") == token  # no window took it (none open)
    socket.abort()


@pytest.mark.parametrize("message", [b"hello\n", b"x" * 1000])
def test_other_messages_are_ignored(qtbot: QtBot, guard: SingleInstance,
                                    message: bytes) -> None:
    assert guard.start() is None
    emitted: list[bool] = []
    guard.activation_requested.connect(lambda: emitted.append(True))
    socket, answers = _send(qtbot, guard.name, message)
    qtbot.waitUntil(lambda: socket.state() == QLocalSocket.LocalSocketState.UnconnectedState)
    assert not emitted and not answers


def test_a_game_that_does_not_answer_is_reported(
        qtbot: QtBot, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    silent = QLocalServer()  # listening, but never answering
    name = server_name(tmp_path / "data")
    assert silent.listen(name)
    try:
        assert SingleInstance(tmp_path / "data").hand_over() == 1
    finally:
        silent.close()
    assert "does not answer" in capsys.readouterr().err


def test_a_socket_left_by_a_crashed_game_is_taken_over(tmp_path: Path) -> None:
    if sys.platform == "win32":
        pytest.skip("named pipes vanish with their process")
    import socket as pysocket

    from PySide6.QtCore import QDir

    name = server_name(tmp_path / "data")
    stale = pysocket.socket(pysocket.AF_UNIX, pysocket.SOCK_STREAM)
    path = Path(QDir.tempPath()) / name
    stale.bind(str(path))  # a socket file nobody listens on, as a killed game leaves it
    stale.close()
    guard = SingleInstance(tmp_path / "data")
    try:
        assert guard.start() is None
        assert guard.listening
    finally:
        guard.close()
    assert not path.exists()


def _wait_listening(name: str, process: subprocess.Popen[str], timeout: float = 60) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        assert process.poll() is None, process.communicate()[1]
        probe = QLocalSocket()
        probe.connectToServer(name)
        if probe.waitForConnected(200):
            probe.abort()  # a connection that says nothing is ignored
            return
        time.sleep(0.2)
    pytest.fail("the first game never started listening")


def test_a_second_start_hands_over_to_the_running_game(tmp_path: Path) -> None:
    data = tmp_path / "data"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    command = [sys.executable, "-m", "hearts_desktop", "--speed", "instant",
               "--data-dir", str(data)]
    first = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                             text=True, env=env)
    try:
        _wait_listening(server_name(data), first)
        second = subprocess.run(command, capture_output=True, text=True, timeout=60,
                                check=False, env=env)
        assert second.returncode == 0, second.stderr
        assert "does not answer" not in second.stderr
        assert first.poll() is None  # the first game keeps running
    finally:
        first.terminate()
        first.communicate(timeout=30)
        QLocalServer.removeServer(server_name(data))  # SIGTERM leaves the socket file
