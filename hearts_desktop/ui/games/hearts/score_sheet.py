"""Hearts' score sheet: hand by hand, with running totals, as the Windows game shows it after
every hand (a moon ☾ or sun ☀ marked, the leader's total starred)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QEvent, QLocale, QModelIndex, QPersistentModelIndex, QRect, Qt
from PySide6.QtGui import QColor, QFont, QPainter
from PySide6.QtWidgets import (
    QAbstractItemView,
    QAbstractScrollArea,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ....games.hearts import DealRecord, Score
from ....games.hearts.scoring import score_text as format_score

DEAL_ROLE = Qt.ItemDataRole.UserRole + 1
MARK_ROLE = Qt.ItemDataRole.UserRole + 2


def _signed(score: Score) -> str:
    text = format_score(score)
    return text if text.startswith("-") or text == "0" else "+" + text


class _CellDelegate(QStyledItemDelegate):
    """The running total in bold, with the deal's score small beside it."""

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
        deal = index.data(DEAL_ROLE) or ""
        mark = index.data(MARK_ROLE) or ""
        font = QFont(option.font)
        small = QFont(font)
        small.setPointSizeF(max(6.0, font.pointSizeF() * 0.82))
        bold = QFont(font)
        bold.setBold(True)
        pad = 8
        painter.setFont(small)
        painter.setPen(QColor(110, 110, 110))
        left = f"{deal} {mark}".strip()
        painter.drawText(rect.adjusted(pad, 0, -pad, 0),
                         Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, left)
        painter.setFont(bold)
        painter.setPen(option.palette.text().color())
        painter.drawText(rect.adjusted(pad, 0, -pad, 0),
                         Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight, str(total))
        painter.restore()


class ScoreSheetDialog(QDialog):
    """Every deal's scores and the running totals; the last row is the current total."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("scoreSheet")
        self._names: list[str] = []
        self._history: list[DealRecord] = []
        self._totals: list[Score] = []
        self._final = False
        self.table = QTableWidget(self)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.table.setItemDelegate(_CellDelegate(self.table))
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.horizontalHeader().setMinimumSectionSize(110)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.table.verticalHeader().setDefaultSectionSize(28)
        self.table.setSizeAdjustPolicy(QAbstractScrollArea.SizeAdjustPolicy.AdjustToContents)
        self.table.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.heading = QLabel(self)
        self.heading.setAlignment(Qt.AlignmentFlag.AlignCenter)
        font = self.heading.font()
        font.setPointSizeF(font.pointSizeF() * 1.25)
        font.setBold(True)
        self.heading.setFont(font)
        self.legend = QLabel(self)
        """What the marks mean: the leader's ★ (and a moon's ☾ or sun's ☀)."""
        self.legend.setObjectName("score_sheet_legend")
        self.legend.setWordWrap(True)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok, self)
        self.buttons.accepted.connect(self.accept)
        lay = QVBoxLayout(self)
        lay.addWidget(self.heading)
        lay.addWidget(self.table, 1)
        lay.addWidget(self.legend)
        lay.addWidget(self.buttons)
        self.retranslate_ui()

    def show_view(self, names: Sequence[str], view: Any, *, final: bool = False) -> None:
        """The scores of ``view`` (the bottom seat's ``SeatView``) under ``names``."""
        self.set_scores(names, view.history, view.match_scores, final=final)

    def set_scores(self, names: Sequence[str], history: Sequence[DealRecord],
                   totals: Sequence[Score], *, final: bool = False) -> None:
        self._names = list(names)
        self._history = list(history)
        self._totals = list(totals)
        self._final = final
        self._fill()
        self._set_heading()

    def _fill(self) -> None:
        t = self.table
        n = len(self._names)
        t.clear()
        t.setColumnCount(n)
        t.setRowCount(len(self._history) + 1)
        t.setHorizontalHeaderLabels(self._names)
        labels = [self.tr("Hand {0}").format(QLocale().toString(d.deal_number))
                  for d in self._history]
        labels.append(self.tr("Total"))
        t.setVerticalHeaderLabels(labels)
        for r, deal in enumerate(self._history):
            for c in range(n):
                item = QTableWidgetItem(format_score(deal.match_scores[c]))
                item.setData(DEAL_ROLE, _signed(deal.deal_scores[c]))
                if deal.shooter == c:
                    item.setData(MARK_ROLE, "☀" if deal.sun else "☾")
                    item.setToolTip(self._mark_text("☀" if deal.sun else "☾"))
                t.setItem(r, c, item)
        best = min(range(n), key=lambda i: _key(self._totals[i])) if self._totals else -1
        for c in range(n):
            total = self._totals[c] if c < len(self._totals) else 0
            item = QTableWidgetItem(format_score(total))
            if c == best:
                item.setData(MARK_ROLE, "★")
                item.setToolTip(self._mark_text("★"))
            t.setItem(len(self._history), c, item)
        marks = ["★"]
        marks += [m for m in ("☾", "☀") if any(
            d.shooter is not None and (m == "☀") == d.sun for d in self._history)]
        self.legend.setText("   ".join(f"{m} {self._mark_text(m)}" for m in marks))
        header = t.horizontalHeader()
        rows = min(t.rowCount(), 14)
        width = t.verticalHeader().sizeHint().width() + max(110, header.minimumSectionSize()) * n
        height = header.sizeHint().height() + rows * t.verticalHeader().defaultSectionSize()
        t.setMinimumSize(width + 4, height + 4)
        if self._history:
            t.scrollToBottom()
        self.adjustSize()

    @property
    def is_final(self) -> bool:
        return self._final

    def _set_heading(self) -> None:
        self.heading.setText(self.tr("Final score sheet") if self._final
                             else self.tr("Score sheet"))

    def _mark_text(self, mark: str) -> str:
        return {"★": self.tr("leads the match (lowest score)"),
                "☾": self.tr("shot the moon"),
                "☀": self.tr("shot the sun")}[mark]

    def retranslate_ui(self) -> None:
        # one name for the window and its heading (the Game menu's "Score sheet")
        self.setWindowTitle(self.tr("Score sheet"))
        self._set_heading()
        if self._names:
            self._fill()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)


def _key(score: Score) -> tuple[float, float]:
    if isinstance(score, complex):
        return (abs(score), score.real)
    return (float(score), 0.0)


__all__ = ["ScoreSheetDialog"]
