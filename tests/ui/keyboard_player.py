"""A player who uses the keyboard alone, reading the table as a screen reader does (issue 33):
Ctrl+T opens the table as text, the arrow keys move over its lines, Space acts on the line
the cursor is on, Enter answers a dialog. Only ``QTest.keyClick`` reaches the program; what
the player "hears" is the reader's lines (the accessible tree's rows) and the cursor's line.

How the player decides (as a person would, from what is read): a question on the table is
answered with the first open choice ``prefer`` likes; while cards are chosen, the first
cards that "may be chosen" until the action line opens, then the action; else the first
open choice; in the play, the first card that "may be played"."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QTreeWidgetItem
from pytestqt.qtbot import QtBot

from hearts_desktop.ui.main_window import MainWindow
from hearts_desktop.ui.table.reader import TableReader
from hearts_desktop.ui.table.reading import NO_CHOICE, Line

WAIT = 30_000
MAX_STEPS = 400


def reader_of(win: MainWindow) -> TableReader:
    return win.reader_ui.reader  # type: ignore[attr-defined,no-any-return]


def open_reader(qtbot: QtBot, win: MainWindow) -> TableReader:
    """Ctrl+T: the table as text, with the focus."""
    win.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is win, timeout=WAIT)
    QTest.keyClick(win, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
    reader = reader_of(win)
    qtbot.waitUntil(lambda: reader.isVisible() and reader.hasFocus(), timeout=WAIT)
    return reader


def rows(reader: TableReader) -> list[tuple[QTreeWidgetItem, Line | None]]:
    """Every row of the tree in reading order, with its line (None: a heading)."""
    out: list[tuple[QTreeWidgetItem, Line | None]] = []

    def walk(item: QTreeWidgetItem) -> None:
        for i in range(item.childCount()):
            child = item.child(i)
            if child is not None:
                out.append((child, reader.line_of(child)))
                walk(child)

    walk(reader.invisibleRootItem())
    return out


def choose_line(reader: TableReader, prefer: Callable[[str], bool] | None = None
                ) -> QTreeWidgetItem | None:
    """The row this player acts on now, or None (nothing to do)."""
    lines = rows(reader)
    choices = [(it, ln) for it, ln in lines
               if ln is not None and ln.choice is not NO_CHOICE and ln.enabled]
    if prefer is not None:
        for it, ln in choices:
            if prefer(ln.text):
                return it
    action = next((it for it, ln in lines if ln is not None and ln.action
                   and ln.key == "action" and ln.enabled), None)
    cards = [(it, ln) for it, ln in lines if ln is not None and ln.item is not None]
    scene = reader.scene
    if scene is not None and scene.mode == "select":  # cards to choose (a pass, a discard)
        low = scene.select_count if scene.select_min is None else scene.select_min
        if (scene.selection_ready and len(scene.selected_items) >= max(low, 1)
                and action is not None):  # (a discard of none: one card at least)
            return action
        free = [it for it, ln in cards if ln.enabled and ln.item is not None
                and not scene.is_selected(ln.item)]
        if free or action is not None:
            return free[0] if free else action
    if choices:
        return choices[0][0]
    playable = [it for it, ln in cards if ln.enabled]
    return playable[0] if playable else None


def go_to(qtbot: QtBot, reader: TableReader, target: QTreeWidgetItem) -> None:
    """Home, then Down until the cursor is on ``target``'s line."""
    path = reader.key_path(target)
    QTest.keyClick(reader, Qt.Key.Key_Home)
    for _ in range(200):
        if reader.key_path(reader.currentItem()) == path:
            return
        QTest.keyClick(reader, Qt.Key.Key_Down)
    raise AssertionError(f"Down never reached {target.text(0)!r}")


def answer_dialog() -> bool:
    """A dialog asks (a moon, a dealer's choice, a score sheet): Enter takes its default."""
    modal = QApplication.activeModalWidget()
    if modal is None or not modal.isVisible():
        return False
    QTest.keyClick(modal, Qt.Key.Key_Return)
    return True


def play_by_keyboard(qtbot: QtBot, win: MainWindow, done: Callable[[], bool], *,
                     prefer: Callable[[str], bool] | None = None) -> list[str]:
    """Play until ``done()`` with keys only; the lines the player acted on."""
    reader = open_reader(qtbot, win)
    acted: list[str] = []
    for _ in range(MAX_STEPS):
        def ready() -> bool:
            if done() or QApplication.activeModalWidget() is not None:
                return True
            return choose_line(reader, prefer) is not None

        qtbot.waitUntil(ready, timeout=WAIT)
        if done():
            return acted
        if answer_dialog():
            qtbot.waitUntil(lambda: QApplication.activeModalWidget() is None, timeout=WAIT)
            reader.setFocus()
            continue
        target = choose_line(reader, prefer)
        if target is None:
            continue
        if not reader.hasFocus():  # (a dialog took it): Ctrl+T again
            QTest.keyClick(win, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
            QTest.keyClick(win, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
        go_to(qtbot, reader, target)
        acted.append(target.text(0))
        QTest.keyClick(reader, Qt.Key.Key_Space)
    raise AssertionError(f"the deal did not end after {MAX_STEPS} keys: {acted[-10:]}")


def state_of(win: MainWindow) -> Any:
    return win.controller.state
