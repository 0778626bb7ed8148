"""Table-window fixtures shared by tests/ui, tests/i18n and tests/history: a window at speed
instant with its own settings file in a temporary folder (which is also its data folder).

A test package's ``conftest.py`` imports the fixtures it uses from here."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from hearts_desktop.ui.main_window import MainWindow
from hearts_desktop.ui.settings import Settings


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    """Settings in a temporary file, with no score sheet popping up between hands and no
    meld waiting for a click."""
    s = Settings(path=tmp_path / "settings.ini")
    s.show_score_sheet_after_hand = False
    # laid-out melds go back after their time (a test that waits for a click says so)
    s.hold_melds = False
    # silent on a developer's desktop with speakers; the cues still fire (sound is on)
    s.volume = 0
    return s


@pytest.fixture
def open_window(qtbot: QtBot, settings: Settings) -> Iterator[Callable[..., MainWindow]]:
    """Opens shown 1280x800 table windows at speed instant; their bots stop afterwards."""
    opened: list[MainWindow] = []

    def _open(**options: Any) -> MainWindow:
        win = MainWindow(settings, speed="instant", **options)
        qtbot.addWidget(win)
        win.resize(1280, 800)
        win.show()
        qtbot.waitExposed(win)
        opened.append(win)
        return win

    yield _open
    for win in opened:
        win.controller.shutdown()


START_WAIT_MS = 30_000
"""How long a window started as the program starts may take to show its match."""


@pytest.fixture
def start_program(qtbot: QtBot, settings: Settings) -> Iterator[Callable[..., MainWindow]]:
    """Opens shown 1280x800 table windows at speed instant as the program does at start-up
    (``start_game`` after the first paint: the autosaved match resumes, else ``setup`` and
    ``seed`` or the last setup start a match) and returns each once its table is built and
    a match is on; their bots stop afterwards."""
    opened: list[MainWindow] = []

    def _start(setup: Any = None, seed: int | None = None, **options: Any) -> MainWindow:
        win = MainWindow(settings, speed="instant", **options)
        qtbot.addWidget(win)
        win.resize(1280, 800)
        win.start_game(setup, seed, after_first_paint=True)
        win.show()
        qtbot.waitExposed(win)
        qtbot.waitUntil(lambda: win.table_built and win.controller.state is not None,
                        timeout=START_WAIT_MS)
        opened.append(win)
        return win

    yield _start
    for win in opened:
        win.controller.shutdown()
