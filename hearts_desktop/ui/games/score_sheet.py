"""The machinery of a game's score sheet dialog: the table (read-only, no selection, no
focus, rows of one height), the heading over it, an optional line under it, the OK button,
the language change, the sheet's size and a cell painter for a bold total with a small
text beside it. A game's ``ui/games/<game>/score_sheet.py`` declares its columns, rows and
words (``window_title``, ``heading_text``, ``_fill``) and how its data is set.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QModelIndex, QPersistentModelIndex, QRect, Qt
from PySide6.QtGui import QColor, QFont, QPainter
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableWidget,
    QVBoxLayout,
    QWidget,
)

ROW_HEIGHT = 28
"""The height of a score sheet's rows."""
SIDE_ROLE = Qt.ItemDataRole.UserRole + 1
"""The small text beside a cell's bold total (``TotalDelegate``)."""
GREY = QColor(110, 110, 110)


class TotalDelegate(QStyledItemDelegate):
    """A cell's text (a running total, the chips) in bold on the right, a small text beside
    it on the left (``side_text``, in ``side_colour``); the last row (the totals) and every
    other row tinted."""

    def side_text(self, index: QModelIndex | QPersistentModelIndex) -> str:
        return str(index.data(SIDE_ROLE) or "")

    def side_colour(self, text: str) -> QColor:
        return GREY

    def paint(self, painter: QPainter, option: QStyleOptionViewItem,
              index: QModelIndex | QPersistentModelIndex) -> None:
        painter.save()
        rect: QRect = option.rect
        if option.state & QStyle.StateFlag.State_Selected:
            painter.fillRect(rect, option.palette.highlight())
        elif index.row() == index.model().rowCount() - 1:
            painter.fillRect(rect, QColor(255, 214, 90, 60))
        elif index.row() % 2:
            painter.fillRect(rect, QColor(0, 0, 0, 10))
        total = index.data(Qt.ItemDataRole.DisplayRole) or ""
        side = self.side_text(index)
        font = QFont(option.font)
        small = QFont(font)
        small.setPointSizeF(max(6.0, font.pointSizeF() * 0.82))
        bold = QFont(font)
        bold.setBold(True)
        pad = 8
        painter.setFont(small)
        painter.setPen(self.side_colour(side))
        painter.drawText(rect.adjusted(pad, 0, -pad, 0),
                         Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, side)
        painter.setFont(bold)
        painter.setPen(option.palette.text().color())
        painter.drawText(rect.adjusted(pad, 0, -pad, 0),
                         Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight, str(total))
        painter.restore()


class ScoreSheetBase(QDialog):
    """A score sheet dialog (``show_view(names, view, final=)``). A game's sheet makes its
    line under the table, if any, then calls ``lay_out(below)`` and ``retranslate_ui()``;
    its ``_fill`` writes the table and ends with ``fit``."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._names: list[str] = []
        self._final = False
        self.table = QTableWidget(self)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.table.verticalHeader().setDefaultSectionSize(ROW_HEIGHT)
        self.heading = QLabel(self)
        self.heading.setAlignment(Qt.AlignmentFlag.AlignCenter)
        font = self.heading.font()
        font.setPointSizeF(font.pointSizeF() * 1.25)
        font.setBold(True)
        self.heading.setFont(font)

    def lay_out(self, below: QWidget | None = None) -> None:
        """The heading, the table, ``below`` (a legend, a note) and the OK button."""
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok, self)
        self.buttons.accepted.connect(self.accept)
        lay = QVBoxLayout(self)
        lay.addWidget(self.heading)
        lay.addWidget(self.table, 1)
        if below is not None:
            lay.addWidget(below)
        lay.addWidget(self.buttons)

    @property
    def is_final(self) -> bool:
        return self._final

    # ------------------------------------------------------------------ what a game says
    def window_title(self) -> str:
        """The window's title (the Game menu's "Score sheet")."""
        raise NotImplementedError

    def heading_text(self) -> str:
        """The heading over the table (``is_final``: the match is over)."""
        raise NotImplementedError

    def _fill(self) -> None:
        """Write the table from the data set."""
        raise NotImplementedError

    # ------------------------------------------------------------------ the machinery
    def fit(self, width: int, height: int) -> None:
        """End of ``_fill``: the table at least ``width`` by ``height``, scrolled to its
        last row, the dialog sized to it."""
        t = self.table
        t.setMinimumSize(width, height)
        if t.rowCount() > 1:
            t.scrollToBottom()
        self.adjustSize()

    def _set_heading(self) -> None:
        self.heading.setText(self.heading_text())

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.window_title())
        self._set_heading()
        if self._names:
            self._fill()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)


__all__ = ["ROW_HEIGHT", "SIDE_ROLE", "ScoreSheetBase", "TotalDelegate"]
