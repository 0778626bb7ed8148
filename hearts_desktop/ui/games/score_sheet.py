"""The machinery of a game's score sheet dialog: the table (read-only, rows of one height;
it takes the focus, Tab reaches it and the arrow keys move over its cells, each cell read by
a screen reader with its row and column: "Hand 2, North: 13"), the heading over it, an
optional line under it, the OK button (the default: Enter closes), the language change, the
sheet's size and a cell painter for a bold total with a small text beside it. A game's
``ui/games/<game>/score_sheet.py`` declares its columns, rows and words (``window_title``,
``heading_text``, ``_fill``) and how its data is set.
"""

from __future__ import annotations

from PySide6.QtCore import (
    QEvent,
    QItemSelectionModel,
    QModelIndex,
    QPersistentModelIndex,
    QRect,
    Qt,
)
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
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..tr_context import TrContext

ROW_HEIGHT = 28
"""The height of a score sheet's rows."""
SIDE_ROLE = Qt.ItemDataRole.UserRole + 1
"""The small text beside a cell's bold total (``TotalDelegate``)."""
GREY = QColor(110, 110, 110)
ScoreSheetTexts = TrContext("ScoreSheetTexts")


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
        # the keyboard moves over the cells (the cell it is on shown selected)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
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
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setDefault(True)  # Enter
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
        self.name_cells()
        t.setMinimumSize(width, height)
        if t.rowCount() > 0 and t.columnCount() > 0:  # the keys start on the last row
            last = t.model().index(t.rowCount() - 1, 0)
            t.selectionModel().setCurrentIndex(last, QItemSelectionModel.SelectionFlag.NoUpdate)
        if t.rowCount() > 1:
            t.scrollToBottom()
        self.adjustSize()

    def name_cells(self) -> None:
        """Each cell's accessible text: its row and column, then what it shows ("Hand 2,
        North: 13", with the small text beside a total and the cell's tool tip); an empty
        cell gets an item that says its row and column."""
        t = self.table
        delegate = t.itemDelegate()

        def header(item: QTableWidgetItem | None, index: int) -> str:
            text = item.text() if item is not None else str(index + 1)
            return " ".join(text.split())

        for r in range(t.rowCount()):
            row = header(t.verticalHeaderItem(r), r)
            for c in range(t.columnCount()):
                column = header(t.horizontalHeaderItem(c), c)
                item = t.item(r, c)
                if item is None:
                    item = QTableWidgetItem()
                    t.setItem(r, c, item)
                parts = [item.text()]
                cell_delegate = t.itemDelegateForColumn(c) or delegate
                if isinstance(cell_delegate, TotalDelegate):
                    parts.append(cell_delegate.side_text(t.indexFromItem(item)))
                parts.append(item.toolTip())
                text = ScoreSheetTexts.tr(", ", "list separator").join(
                    " ".join(p.split()) for p in parts if p.strip())
                name = ScoreSheetTexts.tr("{row}, {column}: {text}").format(
                    row=row, column=column, text=text) if text else \
                    ScoreSheetTexts.tr("{row}, {column}").format(row=row, column=column)
                item.setData(Qt.ItemDataRole.AccessibleTextRole, name)

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
