"""Issue 17, item 2: every keyboard shortcut of the main window belongs to one action only
(Qt ignores a key two actions own: "Ambiguous shortcut overload"), and Ctrl+Q quits."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu
from pytestqt.qtbot import QtBot

from hearts_desktop.ui import window_menus
from hearts_desktop.ui.main_window import MainWindow

STD = QKeySequence.StandardKey
X11_BINDINGS = {  # what Qt's X11 platform theme binds (the Xvfb run); offscreen
    STD.New: ["Ctrl+N"],  # binds fewer, so the test makes the window see these
    STD.Undo: ["Ctrl+Z", "F14"],
    STD.Preferences: [],
    STD.Quit: ["Ctrl+Q"],
    STD.HelpContents: ["F1"],
    STD.Close: ["Ctrl+W"],
    STD.Find: ["Ctrl+F"],
}


class X11Keys(QKeySequence):
    """QKeySequence as the X11 platform theme answers it, whichever way it is asked."""

    def __init__(self, *args: Any) -> None:
        if len(args) == 1 and isinstance(args[0], QKeySequence.StandardKey):
            keys = X11_BINDINGS.get(args[0], [])
            super().__init__(keys[0] if keys else "")
        else:
            super().__init__(*args)

    @staticmethod
    def keyBindings(key: QKeySequence.StandardKey) -> list[QKeySequence]:
        return [QKeySequence(k) for k in X11_BINDINGS.get(key, [])]


@pytest.fixture(params=["platform", "x11"])
def key_theme(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> str:
    """The test platform's own key bindings, and those of X11."""
    if request.param == "x11":
        monkeypatch.setattr(window_menus, "QKeySequence", X11Keys)
    return str(request.param)


def menu_actions(win: MainWindow) -> list[QAction]:
    """The actions of every menu of the window's menu bar (submenus too) and the window's
    own actions."""
    seen: list[QAction] = []

    def walk(actions: list[QAction]) -> None:
        for act in actions:
            if act in seen:
                continue
            seen.append(act)
            sub = act.menu()
            if isinstance(sub, QMenu):
                walk(sub.actions())

    walk(win.menuBar().actions())
    walk(win.actions())
    return seen


def test_no_two_shortcuts_are_the_same(open_window: Callable[..., MainWindow],
                                       key_theme: str) -> None:
    win = open_window()
    keys: Counter[str] = Counter()
    owners: dict[str, list[str]] = {}
    for act in menu_actions(win):
        for seq in act.shortcuts():
            text = seq.toString(QKeySequence.SequenceFormat.PortableText)
            if not text:
                continue
            keys[text] += 1
            owners.setdefault(text, []).append(act.objectName() or act.text())
    assert keys, "the window has shortcuts"
    doubles = {k: owners[k] for k, n in keys.items() if n > 1}
    assert not doubles, f"shortcuts owned twice: {doubles}"


def test_ctrl_q_quits(open_window: Callable[..., MainWindow], qtbot: QtBot,
                      key_theme: str) -> None:
    win = open_window()
    win.activateWindow()
    qtbot.waitUntil(win.isActiveWindow, timeout=5000)
    quits: list[bool] = []
    quit_action: QAction = win.quit_action  # type: ignore[attr-defined]
    quit_action.triggered.connect(lambda: quits.append(True))
    qtbot.keyClick(win, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)
    assert quits == [True]
    qtbot.waitUntil(lambda: not win.isVisible(), timeout=5000)
