"""Game > New game as a player goes through it: the menu's action, the game chosen in the
picker with the keyboard, "Start game" clicked; and the question a match in progress
raises (``dialogs.new_game_question``), answered by its buttons."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QComboBox, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from hearts_desktop.ui.main_window import MainWindow

WAIT = 30_000


def _settle() -> None:
    for _ in range(3):
        QApplication.processEvents()


def open_new_game(win: MainWindow, qtbot: QtBot) -> QWidget:
    """Game > New game…: the dialog, once shown."""
    win.new_action.trigger()  # type: ignore[attr-defined]
    _settle()
    qtbot.waitUntil(lambda: "new_game" in win.dialogs.open_dialogs, timeout=WAIT)
    dialog = win.dialogs.open_dialogs["new_game"]
    qtbot.waitUntil(dialog.isVisible, timeout=WAIT)
    return dialog


def pick_game(dialog: QWidget, game: str) -> None:
    """Choose ``game`` in the picker with the arrow keys (each key press is an
    ``activated``, as a player's choice)."""
    combo = dialog.findChild(QComboBox, "game_combo")
    assert combo is not None and combo.isVisible()
    target = combo.findData(game)
    assert target >= 0, game
    combo.setFocus()
    key = Qt.Key.Key_Down if target > combo.currentIndex() else Qt.Key.Key_Up
    for _ in range(combo.count()):
        if combo.currentIndex() == target:
            break
        QTest.keyClick(combo, key)
    assert combo.currentIndex() == target


def click_start(dialog: QWidget) -> None:
    """The New game dialog's "Start game" button."""
    ok = dialog.ok_button()  # type: ignore[attr-defined]
    assert ok.isEnabled()
    ok.click()
    _settle()


def question(win: MainWindow) -> QMessageBox | None:
    """The open "Start a new game?" question, if any."""
    found = win.dialogs.open_dialogs.get("new_game_question")
    if found is None or not found.isVisible():
        return None
    assert isinstance(found, QMessageBox)
    return found


def answer(win: MainWindow, *, start: bool) -> None:
    """Click "Start new game" (``start``) or "Keep playing" in the open question."""
    box = question(win)
    assert box is not None, "no question is open"
    name = "start_new_game_button" if start else "keep_playing_button"
    button = box.findChild(QWidget, name)
    assert button is not None and button.isVisible()
    button.click()  # type: ignore[attr-defined]
    _settle()


def new_game(win: MainWindow, qtbot: QtBot, game: str, *, confirm: bool = True) -> None:
    """Game > New game, ``game`` picked, Start; the question (if the match on the table
    raises one) answered "Start new game" when ``confirm``; then waits for the match."""
    dialog = open_new_game(win, qtbot)
    pick_game(dialog, game)
    click_start(dialog)
    if confirm and question(win) is not None:
        answer(win, start=True)
    c = win.controller
    qtbot.waitUntil(lambda: c.state is not None and c.game.name == game and win.table_built,
                    timeout=WAIT)
