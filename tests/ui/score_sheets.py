"""Going through a match the way a player does when the score sheet opens after each hand:
wait until the sheet is up (the table holds behind it), look, press its OK button."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from PySide6.QtWidgets import QDialogButtonBox
from pytestqt.qtbot import QtBot

from hearts_desktop.ui.main_window import MainWindow


def each_score_sheet(qtbot: QtBot, win: MainWindow, timeout: int) -> Iterator[Any]:
    """Every score sheet the match opens, while the table holds behind it; after the
    caller's look, its OK button is clicked. Ends when the match is over and the table
    idle."""
    ctrl = win.controller
    while True:
        qtbot.waitUntil(lambda: (win.play.score_sheet is not None
                                 and win.play.score_sheet.isVisible() and win.animator.held)
                        or (ctrl.is_over and ctrl.table_idle), timeout=timeout)
        sheet = win.play.score_sheet
        if sheet is None or not sheet.isVisible():
            return
        yield sheet
        sheet.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
