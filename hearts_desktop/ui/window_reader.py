"""For a screen reader (issue 33): the table as text in a pane beside it, and what happens
said as it happens.

``ReaderDock`` puts a ``table.reader.TableReader`` (the table read as an accessible tree) in
a dock of the main window, shown with Game > Table as text (Ctrl+T, setting
``table_as_text``); the shortcut also moves the focus there. ``Announcer`` hears the scene's
``announced`` signal (a card played, a trick taken, a banner, a bid on a plate, the status,
the question the table asks, why a card was refused, the contract, a meld, the card the
arrow keys are on) and posts each as a ``QAccessibleAnnouncementEvent``, which the screen
reader speaks; the setting ``announce`` says how much: "every" event, only what is "mine"
(the card the keys are on, my cards, the questions, the tricks' and hands' results, refusals)
or nothing ("off").
"""

from __future__ import annotations

from collections import deque
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent, QAction
from PySide6.QtWidgets import QDockWidget, QMainWindow, QWidget

from .table.reader import TableReader
from .tr_context import TrContext

if TYPE_CHECKING:
    from .settings import Settings
    from .table.scene import TableScene

Reader = TrContext("Reader")

MINE = frozenset({"trick", "banner", "notice", "question", "contract", "status", "focus",
                  "payment"})
"""The kinds announced with ``announce = "mine"`` (besides the bottom seat's own cards)."""
ASSERTIVE = frozenset({"notice", "focus"})
"""Kinds said at once, interrupting (a refused card, the card the keys are on)."""
KEPT = 200
"""How many announcements ``Announcer.said`` keeps (the dump prints the last ones)."""


def post_announcement(target: QObject, text: str, assertive: bool = False) -> None:
    """Ask the screen reader to say ``text`` (from ``target``, a widget of the window)."""
    event = QAccessibleAnnouncementEvent(target, text)
    politeness = QAccessible.AnnouncementPoliteness
    event.setPoliteness(politeness.Assertive if assertive else politeness.Polite)
    QAccessible.updateAccessibility(event)


class Announcer(QObject):
    """Says what the scene announces, as much as the ``announce`` setting wants."""

    def __init__(self, settings: Settings, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.scene: TableScene | None = None
        self.target: QWidget | None = None
        self.said: deque[tuple[str, str]] = deque(maxlen=KEPT)
        """(kind, text) of what was said, the latest last."""

    def attach(self, scene: TableScene, target: QWidget) -> None:
        if self.scene is not None:
            self.scene.announced.disconnect(self._on_scene_announced)
        self.scene, self.target = scene, target
        scene.announced.connect(self._on_scene_announced)

    def wanted(self, kind: str, seat: int) -> bool:
        mode = self.settings.announce
        if mode == "off":
            return False
        if mode == "mine":
            mine = self.scene is not None and seat == self.scene.bottom_seat
            return kind in MINE or (mine and kind in ("card", "meld", "talon"))
        return True

    def _on_scene_announced(self, kind: str, text: str, seat: int) -> None:
        if not self.wanted(kind, seat):
            return
        self.said.append((kind, text))
        target = self.target
        window = target.window() if target is not None else None
        focus = window.focusWidget() if window is not None else None
        if focus is not None:
            target = focus
        if target is not None:
            post_announcement(target, text, kind in ASSERTIVE)


class ReaderDock(QObject):
    """The table-as-text dock of the main window, its action, and the announcer."""

    def __init__(self, window: QMainWindow, settings: Settings) -> None:
        super().__init__(window)
        self.window = window
        self.settings = settings
        self.reader = TableReader()
        self.dock = QDockWidget(window)
        self.dock.setObjectName("table_reader_dock")
        self.dock.setWidget(self.reader)
        self.dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetClosable
                              | QDockWidget.DockWidgetFeature.DockWidgetMovable)
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.dock)
        self.dock.setVisible(settings.table_as_text)
        self.action = QAction(window)
        self.action.setObjectName("action_table_as_text")
        self.action.setCheckable(True)
        self.action.setChecked(settings.table_as_text)
        self.action.setShortcut("Ctrl+T")
        self.action.triggered.connect(self._on_action_triggered)
        window.addAction(self.action)
        self.dock.visibilityChanged.connect(self._on_dock_visibility_changed)
        self.announcer = Announcer(settings, self)
        self.retranslate()

    def attach(self, window: Any) -> None:
        """The window's table is built: read it, and say what happens on it."""
        self.reader.set_scene(window.scene)
        self.reader.go_on = window.animator.go_on  # Space or Enter: the held melds go
        self.announcer.attach(window.scene, window.view)

    def show_reader(self, on: bool) -> None:
        self.settings.table_as_text = on
        self.dock.setVisible(on)
        self.action.setChecked(on)
        if on:
            self.reader.refresh()
            self.reader.setFocus(Qt.FocusReason.ShortcutFocusReason)

    def _on_action_triggered(self, checked: bool) -> None:
        self.show_reader(checked)

    def _on_dock_visibility_changed(self, visible: bool) -> None:
        """The dock's own close button: the setting follows (not the window closing)."""
        try:
            closed = not visible and self.window.isVisible() and self.dock.isHidden()
        except RuntimeError:  # the window is being deleted
            return
        if closed:
            self.settings.table_as_text = False
            self.action.setChecked(False)

    def retranslate(self) -> None:
        self.action.setText(Reader.tr("&Table as text"))
        self.action.setToolTip(Reader.tr(
            "The table read as text beside it, for a screen reader: your hand by suit, "
            "the trick, the players, the contract"))
        self.dock.setWindowTitle(Reader.tr("Table as text"))


__all__ = ["ASSERTIVE", "MINE", "Announcer", "ReaderDock", "post_announcement"]
