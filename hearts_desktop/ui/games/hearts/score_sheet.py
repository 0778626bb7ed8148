"""Hearts' score sheet: hand by hand, with running totals, as the Windows game shows it after
every hand (a moon ☾ or sun ☀ marked, the leader's total starred)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QLocale, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QAbstractScrollArea,
    QHeaderView,
    QLabel,
    QTableWidgetItem,
    QWidget,
)

from ....games.hearts import DealRecord, Score
from ....games.hearts.scoring import score_text as format_score
from ..score_sheet import SIDE_ROLE, ScoreSheetBase, TotalDelegate

DEAL_ROLE = SIDE_ROLE
MARK_ROLE = Qt.ItemDataRole.UserRole + 2


def _signed(score: Score) -> str:
    text = format_score(score)
    return text if text.startswith("-") or text == "0" else "+" + text


class _CellDelegate(TotalDelegate):
    """The running total in bold, with the deal's score (and its mark) small beside it."""

    def side_text(self, index: QModelIndex | QPersistentModelIndex) -> str:
        deal = index.data(DEAL_ROLE) or ""
        mark = index.data(MARK_ROLE) or ""
        return f"{deal} {mark}".strip()


class ScoreSheetDialog(ScoreSheetBase):
    """Every deal's scores and the running totals; the last row is the current total."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("scoreSheet")
        self._history: list[DealRecord] = []
        self._totals: list[Score] = []
        self.table.setItemDelegate(_CellDelegate(self.table))
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.horizontalHeader().setMinimumSectionSize(110)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.table.setSizeAdjustPolicy(QAbstractScrollArea.SizeAdjustPolicy.AdjustToContents)
        self.table.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.legend = QLabel(self)
        """What the marks mean: the leader's ★ (and a moon's ☾ or sun's ☀)."""
        self.legend.setObjectName("score_sheet_legend")
        self.legend.setWordWrap(True)
        self.lay_out(self.legend)
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
        self.fit(width + 4, height + 4)

    def heading_text(self) -> str:
        return self.tr("Final score sheet") if self._final else self.tr("Score sheet")

    def _mark_text(self, mark: str) -> str:
        return {"★": self.tr("leads the match (lowest score)"),
                "☾": self.tr("shot the moon"),
                "☀": self.tr("shot the sun")}[mark]

    def window_title(self) -> str:
        # one name for the window and its heading (the Game menu's "Score sheet")
        return self.tr("Score sheet")


def _key(score: Score) -> tuple[float, float]:
    if isinstance(score, complex):
        return (abs(score), score.real)
    return (float(score), 0.0)


__all__ = ["ScoreSheetDialog"]
