"""Issue 18, item 8: every dialog stayed alive (each Game > New game..., even cancelled,
left the dialog and its combo boxes' popup frames; Options, Rules and About were never
deleted). Opened and closed many times, they now leave no top-level widget behind."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QApplication, QDialog
from pytestqt.qtbot import QtBot

from hearts_desktop.ui.main_window import MainWindow


def _settle() -> None:
    for _ in range(3):
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        QApplication.processEvents()


@pytest.mark.parametrize("kind", ["new_game", "options", "rules", "about"])
def test_opening_and_closing_a_dialog_leaves_nothing_behind(
        open_window: Callable[..., MainWindow], qtbot: QtBot, kind: str) -> None:
    win = open_window()
    opener = {"new_game": win.new_game_dialog, "options": win.options_dialog,
              "rules": win.rules_dialog, "about": win.about_dialog}[kind]
    opener()  # the first opening may load modules and caches
    win.dialogs.open_dialogs[kind].reject()
    _settle()
    before = len(QApplication.topLevelWidgets())
    for _ in range(12):
        opener()
        dialog = win.dialogs.open_dialogs[kind]
        assert isinstance(dialog, QDialog) and dialog.isVisible()
        opener()  # asked again while open: the same dialog comes to the front
        assert win.dialogs.open_dialogs[kind] is dialog
        dialog.reject()
        _settle()
    assert kind not in win.dialogs.open_dialogs
    assert len(QApplication.topLevelWidgets()) == before


def test_a_new_game_from_the_dialog_starts_and_the_dialog_goes(
        open_window: Callable[..., MainWindow], qtbot: QtBot) -> None:
    win = open_window()
    win.start_game(seed=3)
    win.new_game_dialog()
    _settle()
    dialog = win.dialogs.open_dialogs["new_game"]
    dialog.seed_edit.setText("11")  # type: ignore[attr-defined]
    dialog.accept()
    _settle()
    assert "new_game" not in win.dialogs.open_dialogs
    question = win.dialogs.open_dialogs.get("new_game_question")
    if question is not None:  # the CPU players have passed: the match is asked about
        question.start_button.click()  # type: ignore[attr-defined]
        _settle()
        assert "new_game_question" not in win.dialogs.open_dialogs
        assert not [w for w in QApplication.topLevelWidgets()
                    if w.objectName() == "new_game_question"]
    assert win.controller.seed == 11
    assert not [w for w in QApplication.topLevelWidgets()
                if w.objectName() == "new_game_dialog"]
