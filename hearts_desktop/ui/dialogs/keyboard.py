"""Help > Keyboard: every key the program answers, in a list a screen reader reads row by
row (issue 33). The menus' shortcuts are read from the window's actions themselves (so the
list never differs from the menus), then the keys of the table and of the table as text."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QMenu,
    QMenuBar,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)


def menu_shortcuts(bar: QMenuBar) -> list[tuple[str, str]]:
    """(menu entry, its keys) of every entry of ``bar``'s menus that has a shortcut."""
    out: list[tuple[str, str]] = []
    entries: list[tuple[str, QAction]] = [("", a) for a in bar.actions()]
    while entries:
        path, act = entries.pop(0)
        text = act.text().replace("&&", "\0").replace("&", "").replace("\0", "&")
        text = text.rstrip("…").strip()
        menu = act.menu()
        if isinstance(menu, QMenu):
            entries.extend((f"{path}{text} > ", a) for a in menu.actions())
            continue
        keys = [k.toString(QKeySequence.SequenceFormat.NativeText) for k in act.shortcuts()]
        keys = [k for k in keys if k]
        if keys and text:
            out.append((path + text, ", ".join(keys)))
    return out


class KeyboardDialog(QDialog):
    """The keys of the program, two columns: what, and which keys."""

    def __init__(self, bar: QMenuBar, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("keyboard_dialog")
        self.bar = bar
        self.intro = QLabel(self)
        self.intro.setWordWrap(True)
        self.table = QTableWidget(0, 2, self)
        self.table.setObjectName("keyboard_table")
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setSectionResizeMode(
            0, QHeaderView.ResizeMode.Stretch)
        self.table.horizontalHeader().setSectionResizeMode(
            1, QHeaderView.ResizeMode.ResizeToContents)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        self.close_button = buttons.button(QDialogButtonBox.StandardButton.Close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addWidget(self.table, 1)
        layout.addWidget(buttons)
        self.resize(640, 560)
        self.retranslate_ui()

    def table_keys(self) -> list[tuple[str, str]]:
        """The keys of the table and of the table as text (not menu entries)."""
        return [
            (self.tr("On the table: choose a card of your hand"), self.tr("Left, Right")),
            (self.tr("On the table: play or choose the card; go on when the table waits"),
             self.tr("Space, Enter")),
            (self.tr("On the table: act with the chosen cards (pass, give, exchange)"),
             self.tr("P, Enter")),
            (self.tr("Leave full screen, hide the last trick"), self.tr("Esc")),
            (self.tr("Table as text: move over the table"), self.tr("Up, Down, Home, End")),
            (self.tr("Table as text: close or open a group"), self.tr("Left, Right")),
            (self.tr("Table as text: play the card, press the button, act"),
             self.tr("Space, Enter")),
            (self.tr("A dialog: its default answer; close it"), self.tr("Enter; Esc")),
        ]

    def rows(self) -> list[tuple[str, str]]:
        return menu_shortcuts(self.bar) + self.table_keys()

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Keyboard"))
        self.intro.setText(self.tr(
            "Every game plays to its end with the keyboard alone. Ctrl+T opens the table "
            "as text, which answers every question of the table; the menus' keys are "
            "shown in the menus too."))
        self.table.setHorizontalHeaderLabels([self.tr("What"), self.tr("Keys")])
        self.table.setAccessibleName(self.tr("Keys"))
        self.close_button.setText(self.tr("Close"))
        rows = self.rows()
        self.table.setRowCount(len(rows))
        for r, (what, keys) in enumerate(rows):
            for c, text in enumerate((what, keys)):
                item = QTableWidgetItem(text)
                item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
                self.table.setItem(r, c, item)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:  # after the menus say theirs
            QTimer.singleShot(0, self, self.retranslate_ui)
        super().changeEvent(event)


__all__ = ["KeyboardDialog", "menu_shortcuts"]
