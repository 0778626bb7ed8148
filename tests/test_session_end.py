"""``SessionEnd``: a real signal, delivered while Qt's event loop waits, reaches the
program through the wakeup socket; its handlers are given back afterwards."""

from __future__ import annotations

import os
import signal
import sys

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from hearts_desktop.session_end import SIGNALS, SessionEnd

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")


@pytest.mark.parametrize("which", ["SIGTERM", "SIGHUP", "SIGINT"])
def test_a_signal_ends_the_program_from_the_event_loop(qtbot: QtBot, qapp: QApplication,
                                                        which: str) -> None:
    number = getattr(signal, which)
    before = {n: signal.getsignal(n) for n in SIGNALS}
    closed: list[int | None] = []
    ending = SessionEnd(qapp, close=lambda: closed.append(ending.ending))
    ending.install()
    try:
        assert signal.getsignal(number) not in (before[number], signal.SIG_DFL)
        os.kill(os.getpid(), number)
        qtbot.waitUntil(lambda: closed == [number], timeout=60_000)
        # the first signal gave the handlers back: a second one ends the program at once
        assert {n: signal.getsignal(n) for n in SIGNALS} == before
        ending.end(number)
        assert closed == [number]  # ended once
    finally:
        ending.uninstall()
        ending.deleteLater()
    assert {n: signal.getsignal(n) for n in SIGNALS} == before


def test_uninstall_gives_the_handlers_and_the_wakeup_socket_back(qapp: QApplication) -> None:
    before = {n: signal.getsignal(n) for n in SIGNALS}
    ending = SessionEnd(qapp, close=lambda: None)
    ending.install()
    ending.uninstall()
    ending.deleteLater()
    assert {n: signal.getsignal(n) for n in SIGNALS} == before
    assert signal.set_wakeup_fd(-1) == -1  # none left set
