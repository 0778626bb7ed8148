"""Ombre's score sheet: deal by deal, who was ombre in which contract and trump, the result
(sacada, puesta or codille and who took it; primeras, vole, a failed vole; a deal thrown
in), every player's chips after the deal with the deal's change beside them, and the pot.
The last row holds the chips now: between two deals the next deal's ante is in the pot (the
table shows it taken), so the row is named for that deal and shows the ante beside the
chips."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QLocale, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QAbstractScrollArea,
    QHeaderView,
    QTableWidgetItem,
    QWidget,
)

from ....games.ombre import DealSummary, Result
from ..score_sheet import GREY, SIDE_ROLE, ScoreSheetBase, TotalDelegate
from .labels import Ombre, contract_name, result_name, signed, suit_name

CHANGE_ROLE = SIDE_ROLE


def result_text(deal: DealSummary, names: Sequence[str]) -> str:
    """"Sacada · vole", "Codille (Søren)", "Puesta · failed vole", "Thrown in"."""
    if deal.thrown_in:
        return result_name(None)
    text = result_name(deal.result)
    if deal.result is Result.CODILLE and deal.codille_winner is not None:
        who = names[deal.codille_winner] if deal.codille_winner < len(names) else ""
        text = Ombre.tr("{result} ({name})", "codille and who took it").format(
            result=text, name=who)
    if deal.vole:
        text += " · " + Ombre.tr("vole")
    elif deal.failed_vole:
        text += " · " + Ombre.tr("failed vole")
    elif deal.primeras:
        text += " · " + Ombre.tr("primeras")
    return text


class _ChipsDelegate(TotalDelegate):
    """The chips after the deal in bold, the deal's change small beside them (a gain green,
    a loss red)."""

    def side_colour(self, text: str) -> QColor:
        if text.startswith("+"):
            return QColor(30, 120, 50)
        return QColor(170, 40, 40) if text.startswith("-") else GREY


class OmbreScoreSheet(ScoreSheetBase):
    """Every deal's contract, result and chips; the last row is the chips now."""

    FIXED = 4
    """Columns before the players': ombre, contract, trump, result."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ombreScoreSheet")
        self._history: list[DealSummary] = []
        self._chips: list[int] = []
        self._pot = 0
        self._deal: int | None = None
        self._start: int | None = None
        self._delegate = _ChipsDelegate(self.table)
        self.table.horizontalHeader().setSectionResizeMode(
            QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setStretchLastSection(False)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.table.setSizeAdjustPolicy(QAbstractScrollArea.SizeAdjustPolicy.AdjustToContents)
        self.table.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.lay_out()
        self.retranslate_ui()

    def show_view(self, names: Sequence[str], view: Any, *, final: bool = False) -> None:
        """The deals of ``view`` (the bottom seat's ``SeatView``) under ``names``."""
        self.set_deals(names, view.history, view.chips, view.pot, final=final,
                       deal=view.deal_number, start=view.rules.start_chips)

    def set_deals(self, names: Sequence[str], history: Sequence[DealSummary],
                  chips: Sequence[int], pot: int, *, final: bool = False,
                  deal: int | None = None, start: int | None = None) -> None:
        """``deal``: the deal under way (its ante is in ``chips`` and ``pot``); ``start``:
        each player's chips when the session began."""
        self._names = list(names)
        self._history = list(history)
        self._chips = list(chips)
        self._pot = pot
        self._deal = deal
        self._start = start
        self._final = final
        self._fill()

    def _current_deal(self) -> int | None:
        """The deal the last row belongs to (None: the chips at the end)."""
        deal = self._deal
        if self._final or deal is None or (self._history
                                           and self._history[-1].deal_number >= deal):
            return None
        return deal

    def _last_changes(self) -> list[str] | None:
        """The last row's change beside each player's chips and the pot (None: unknown)."""
        n = len(self._names)
        if self._history:
            before, pot = list(self._history[-1].chips), self._history[-1].pot
        elif self._start is not None:
            before, pot = [self._start] * n, 0
        else:
            return None
        now = [*self._chips, self._pot]
        if len(before) != n or len(now) != n + 1:
            return None
        return [signed(a - b) if a != b else "0" for a, b in zip(now, [*before, pot],
                                                                 strict=True)]

    def row_texts(self, row: int) -> list[str]:
        """The texts of a row (tests): the fixed columns, then each player's chips, the pot."""
        t = self.table
        items = [t.item(row, c) for c in range(t.columnCount())]
        return [item.text() if item is not None else "" for item in items]

    def _fill(self) -> None:
        t = self.table
        n = len(self._names)
        t.clear()
        t.setColumnCount(self.FIXED + n + 1)
        for c in range(self.FIXED, self.FIXED + n + 1):
            t.setItemDelegateForColumn(c, self._delegate)
        t.setHorizontalHeaderLabels([Ombre.tr("Ombre", "the player who plays the contract"),
                                     Ombre.tr("Contract"), Ombre.tr("Trump"),
                                     Ombre.tr("Result"), *self._names, Ombre.tr("Pot")])
        t.setRowCount(len(self._history) + 1)
        labels = [Ombre.tr("Deal {0}").format(QLocale().toString(d.deal_number))
                  for d in self._history]
        current = self._current_deal()
        labels.append(Ombre.tr("Chips") if current is None else Ombre.tr(
            "Deal {0}: ante paid", "the score sheet's last row").format(
                QLocale().toString(current)))
        t.setVerticalHeaderLabels(labels)
        for r, deal in enumerate(self._history):
            if deal.thrown_in or deal.ombre is None or deal.contract is None:
                cells = ["", "", "", result_text(deal, self._names)]
            else:
                contract = contract_name(deal.contract)
                if deal.forced is not None:
                    contract = Ombre.tr("{contract} (forced)").format(contract=contract)
                cells = [self._names[deal.ombre] if deal.ombre < n else "", contract,
                         suit_name(deal.trump) if deal.trump is not None else "",
                         result_text(deal, self._names)]
            for c, text in enumerate(cells):
                t.setItem(r, c, QTableWidgetItem(text))
            for s in range(n):
                item = QTableWidgetItem(str(deal.chips[s]))
                item.setData(CHANGE_ROLE, signed(deal.change[s]) if deal.change[s] else "0")
                t.setItem(r, self.FIXED + s, item)
            t.setItem(r, self.FIXED + n, QTableWidgetItem(str(deal.pot)))
        last = len(self._history)
        for s in range(n):
            t.setItem(last, self.FIXED + s, QTableWidgetItem(
                str(self._chips[s]) if s < len(self._chips) else ""))
        t.setItem(last, self.FIXED + n, QTableWidgetItem(str(self._pot)))
        changes = self._last_changes() if current is not None else None
        for c, change in enumerate(changes or []):
            cell = t.item(last, self.FIXED + c)
            if cell is not None:
                cell.setData(CHANGE_ROLE, change)
        header = t.horizontalHeader()
        t.resizeColumnsToContents()
        for c in range(self.FIXED, self.FIXED + n + 1):
            # the change and the chips side by side need room the contents do not tell
            width = max(t.columnWidth(c), 104)
            header.setSectionResizeMode(c, QHeaderView.ResizeMode.Fixed)
            t.setColumnWidth(c, width)
        frame = 2 * t.frameWidth()
        rows = min(t.rowCount(), 14)
        bar = t.verticalScrollBar().sizeHint().width() if t.rowCount() > rows else 0
        width = t.verticalHeader().sizeHint().width() + sum(
            t.columnWidth(c) for c in range(t.columnCount())) + frame + bar
        height = (t.horizontalHeader().sizeHint().height()
                  + rows * t.verticalHeader().defaultSectionSize() + frame)
        t.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.fit(min(width, 1100), height)

    def window_title(self) -> str:
        return Ombre.tr("Score sheet")

    def heading_text(self) -> str:
        return Ombre.tr("Final chips") if self._final else Ombre.tr("Chips")


__all__ = ["OmbreScoreSheet", "result_text"]
