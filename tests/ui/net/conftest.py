"""Windows for the network-play tests: each with its own settings and data folder (its own
history), at speed instant, with network play on loopback only (no LAN announcement)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QObject, Signal
from pytestqt.qtbot import QtBot

from hearts_desktop.net.server import ServerConfig
from hearts_desktop.ui.main_window import MainWindow
from hearts_desktop.ui.settings import Settings

LOOPBACK = "127.0.0.1"
FAST = ServerConfig(cpu_delay=0.0, grace=0.4, ping_interval=None, close_timeout=1.0,
                    clients_create_tables=False, name="Test table")


class FakeFinder(QObject):
    """A table finder the test feeds by hand (no multicast leaves the machine)."""

    tables_changed = Signal(object)
    unavailable = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.running = False

    def start(self) -> None:
        self.running = True

    def stop(self) -> None:
        self.running = False


@pytest.fixture
def net_window(qtbot: QtBot, tmp_path: Path) -> Iterator[Callable[..., MainWindow]]:
    """``net_window("anna", language="en")``: a shown 1280x800 window with its own
    settings and history, hosting on loopback with a fast server."""
    opened: list[MainWindow] = []

    def _open(who: str, **options: Any) -> MainWindow:
        folder = tmp_path / who
        folder.mkdir()
        settings = Settings(path=folder / "settings.ini")
        settings.show_score_sheet_after_hand = False
        settings.hold_melds = False
        settings.volume = 0
        win = MainWindow(settings, speed="instant", data_dir=folder, **options)
        qtbot.addWidget(win)
        win.resize(1280, 800)
        win.show()
        qtbot.waitExposed(win)
        qtbot.waitUntil(lambda: win.table_built, timeout=10_000)
        net = win.network_ui  # type: ignore[attr-defined]
        net.bind_address = LOOPBACK
        net.server_config = FAST
        net.announce = False
        net.finder_factory = FakeFinder
        net.retry_delays = (0.2, 0.2, 0.4)
        opened.append(win)
        return win

    yield _open
    for win in opened:
        win.network_ui.shutdown()  # type: ignore[attr-defined]
        win.controller.shutdown()
