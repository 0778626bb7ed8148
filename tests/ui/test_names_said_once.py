"""Issue 17, item 14: the window title says "Hearts" once; the New game dialog has one
title whichever way it is opened, the same words as the menu and the game-over button; the
score sheet's window and heading use one name; the leader's ★ is explained."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from hearts_desktop.app import APP_NAME
from hearts_desktop.games.hearts import Rules
from hearts_desktop.ui.dialogs.game_over import GameOverDialog
from hearts_desktop.ui.dialogs.new_game import NewGameDialog
from hearts_desktop.ui.main_window import MainWindow
from tests.ui.test_end_of_match import ONE_DEAL, play_out
from tests.ui.test_table import WAIT_MS, players


@pytest.fixture
def program_name(qapp: QApplication) -> Iterator[str]:
    """The display name the program sets (app.create_application)."""
    before = QGuiApplication.applicationDisplayName()
    QGuiApplication.setApplicationDisplayName(APP_NAME)
    yield APP_NAME
    QGuiApplication.setApplicationDisplayName(before)


def test_the_window_title_says_hearts_once(open_window: Callable[..., MainWindow],
                                           program_name: str, qtbot: QtBot) -> None:
    win = open_window()
    win.start_match(Rules.preset("classic"), 1, players())
    qtbot.waitUntil(lambda: win.controller.state is not None)
    win.retranslate_ui()
    # the desktop shows "<title> — <program>" unless the title is the program's name
    shown = (win.windowTitle() if win.windowTitle() == program_name
             else f"{win.windowTitle()} — {program_name}")
    assert shown.count("Hearts") == 1


def test_new_game_has_one_name(open_window: Callable[..., MainWindow], qtbot: QtBot) -> None:
    win = open_window()
    menu_text = win.new_action.text().replace("&", "").rstrip("…")  # type: ignore[attr-defined]
    over = GameOverDialog(win)
    qtbot.addWidget(over)
    dialog = NewGameDialog(language="en")
    qtbot.addWidget(dialog)
    assert dialog.windowTitle() == menu_text == over.new_button.text()


def test_new_game_from_the_game_over_dialog_is_the_menus_dialog(
        open_window: Callable[..., MainWindow], qtbot: QtBot) -> None:
    win = open_window()
    win.start_match(ONE_DEAL, 4, players())
    play_out(win, qtbot)
    qtbot.waitUntil(lambda: win.game_over is not None and win.game_over.isVisible(),
                    timeout=WAIT_MS)
    win.game_over.new_button.click()  # type: ignore[union-attr]
    qtbot.waitUntil(lambda: isinstance(QApplication.activeModalWidget(), NewGameDialog)
                    or any(isinstance(w, NewGameDialog) and w.isVisible()
                           for w in QApplication.topLevelWidgets()), timeout=WAIT_MS)
    opened = [w for w in QApplication.topLevelWidgets()
              if isinstance(w, NewGameDialog) and w.isVisible()]
    assert opened and opened[0].windowTitle() == "New game"
    for w in opened:
        w.reject()


def test_score_sheet_has_one_name_and_explains_the_star(
        open_window: Callable[..., MainWindow], qtbot: QtBot) -> None:
    win = open_window()
    win.start_match(Rules.preset("classic"), 1, players())
    qtbot.waitUntil(lambda: win.controller.state is not None)
    sheet = win.show_score_sheet()
    assert sheet.heading.text() == sheet.windowTitle()
    assert sheet.windowTitle() == win.score_action.text().replace("&", "")  # type: ignore[attr-defined]
    assert "★" in sheet.legend.text() and sheet.legend.isVisible()
    total_row = sheet.table.rowCount() - 1
    starred = [sheet.table.item(total_row, c) for c in range(sheet.table.columnCount())]
    assert any(item is not None and item.toolTip() for item in starred)
