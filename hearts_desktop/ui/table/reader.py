"""The table read as an accessible tree (issue 33): ``TableReader`` shows
``reading.table_reading(scene)`` in a ``QTreeWidget``, which screen readers know well. The
arrow keys move over the sections, the hand's suits and cards (each read with its state:
"King of Clubs, may be played"); Enter or Space on a card plays or chooses it as a click
does, on a button of the open question presses it (a greyed one asks why it is not open),
on the action line acts. While the table waits for the player to go on (``go_on``, the
window's ``Animator.go_on``: the melds held on the table), Space or Enter on any line goes on,
as Space on the table does.

The tree follows the table: the scene's ``changed`` signal (any piece drawn anew) makes it
read the table again shortly after, while it is shown; lines keep their tree items while
only their text changes, so the line a player is on stays under the cursor (and a screen
reader hears the new text of that line, not a jump to the top).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QAbstractItemView, QTreeWidget, QTreeWidgetItem, QWidget

from ..tr_context import TrContext
from .reading import NO_CHOICE, Line, Section, table_reading

if TYPE_CHECKING:
    from .scene import TableScene

TableReaderTexts = TrContext("TableReaderTexts")

LINE_ROLE = Qt.ItemDataRole.UserRole + 1
"""An item's data: the key path of its line."""
REFRESH_MS = 120
"""How long after a change of the table the tree reads it again (changes come in bursts
while cards move)."""


class TableReader(QTreeWidget):
    """The reading of one scene as a tree of lines."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("table_reader")
        self.setHeaderHidden(True)
        self.setColumnCount(1)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setUniformRowHeights(True)
        self.scene: TableScene | None = None
        self.sections: list[Section] = []
        self._lines: dict[int, Line] = {}
        self.go_on: Callable[[], bool] | None = None
        """Space or Enter goes on from the moment the table waits at, first (False: it
        waits for nothing); the window sets it."""
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(REFRESH_MS)
        self._timer.timeout.connect(self.refresh)
        self.itemActivated.connect(self._on_item_activated)
        self._retranslate()

    def _retranslate(self) -> None:
        self.setAccessibleName(TableReaderTexts.tr("Table as text"))
        self.setAccessibleDescription(TableReaderTexts.tr(
            "Up and Down move over the table; Enter or Space plays the card or presses "
            "the button you are on"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
            self.refresh_soon()
        super().changeEvent(event)

    # ------------------------------------------------------------------ the table
    def set_scene(self, scene: TableScene | None) -> None:
        """Read ``scene`` from now on."""
        if self.scene is scene:
            return
        if self.scene is not None:
            self.scene.changed.disconnect(self._on_scene_changed)
        self.scene = scene
        if scene is not None:
            scene.changed.connect(self._on_scene_changed)
        self.refresh()

    def _on_scene_changed(self, _rects: Any = None) -> None:
        self.refresh_soon()

    def refresh_soon(self) -> None:
        if self.isVisible() and not self._timer.isActive():
            self._timer.start()

    def showEvent(self, event: Any) -> None:
        super().showEvent(event)
        self.refresh()

    def refresh(self) -> None:
        """Read the table again and show it, keeping the items of lines that stay."""
        self._timer.stop()
        self.sections = table_reading(self.scene) if self.scene is not None else []
        self._lines = {}
        path = self.key_path(self.currentItem())
        root = self.invisibleRootItem()
        self._fill(root, [(s.key, s.title, None, s.lines) for s in self.sections])
        target = self._at_path(path) or self.topLevelItem(0)
        if target is not None and target is not self.currentItem():
            self.setCurrentItem(target)

    @staticmethod
    def key_path(item: QTreeWidgetItem | None) -> list[Any]:
        """The keys from the top down to ``item``."""
        path: list[Any] = []
        while item is not None:
            path.insert(0, item.data(0, LINE_ROLE))
            item = item.parent()
        return path

    def _at_path(self, path: list[Any]) -> QTreeWidgetItem | None:
        """The item at ``path``, or the deepest one found on the way."""
        item: QTreeWidgetItem | None = None
        children = [self.topLevelItem(i) for i in range(self.topLevelItemCount())]
        for key in path:
            found = next((c for c in children if c is not None
                          and c.data(0, LINE_ROLE) == key), None)
            if found is None:
                break
            item = found
            children = [found.child(i) for i in range(found.childCount())]
        return item

    def _fill(self, parent: QTreeWidgetItem, rows: list[Any]) -> None:
        """Make ``parent``'s children the ``rows`` (key, text, line, children), reusing
        the child items whose key stays."""
        old: dict[Any, QTreeWidgetItem] = {}
        for i in range(parent.childCount()):
            child = parent.child(i)
            if child is not None:
                old[child.data(0, LINE_ROLE)] = child
        keys = [row[0] for row in rows]
        if list(old) != keys:  # the lines changed: take the items in the new order
            parent.takeChildren()
            for key in keys:
                item = old.get(key)
                if item is None:
                    item = QTreeWidgetItem()
                    item.setData(0, LINE_ROLE, key)
                parent.addChild(item)
        for i, (_key, text, line, children) in enumerate(rows):
            item = parent.child(i)
            if item is None:
                continue
            if item.text(0) != text:
                item.setText(0, text)
            if line is not None:
                self._lines[id(item)] = line
                disabled = (line.item is not None or line.choice is not NO_CHOICE
                            or line.action) and not line.enabled
                font = item.font(0)
                if font.italic() != disabled:
                    font.setItalic(disabled)
                    item.setFont(0, font)
            child_rows = [(c.key, c.text, c, c.children) for c in children]
            self._fill(item, child_rows)
            if line is None or line.key == "hand" or children:
                item.setExpanded(True)

    # ------------------------------------------------------------------ acting
    def line_of(self, item: QTreeWidgetItem | None) -> Line | None:
        return self._lines.get(id(item)) if item is not None else None

    def act(self, item: QTreeWidgetItem | None = None, line: Line | None = None) -> bool:
        """Do what ``line`` or the line of ``item`` (the current one) stands for, as a
        click would; False when it stands for nothing to do."""
        if line is None:
            line = self.line_of(item if item is not None else self.currentItem())
        scene = self.scene
        if line is None or scene is None:
            return False
        if line.item is not None:
            if not line.item.clickable:
                return False
            scene.item_clicked.emit(line.item)
        elif line.choice is not NO_CHOICE:
            panel = scene.overlays.panel
            if not panel.choose(line.choice):
                if panel.on_refused is None:
                    return False
                panel.on_refused(line.choice)
        elif line.action and line.key == "action":
            if not line.enabled:
                return False
            scene.action_clicked.emit()
        elif line.action and line.key == "side":
            scene.overlays.side_button.clicked.emit()
        else:
            return False
        self.refresh()
        return True

    def _on_item_activated(self, item: QTreeWidgetItem, _column: int) -> None:
        self.act(item)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter) \
                and self.go_on is not None and self.go_on():
            self.refresh()  # the table waited for the player
            event.accept()
            return
        if key == Qt.Key.Key_Space and self.act():
            event.accept()
            return
        super().keyPressEvent(event)


__all__ = ["TableReader"]
