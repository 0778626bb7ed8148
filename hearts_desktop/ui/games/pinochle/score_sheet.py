"""Pinochle's score sheet: hand by hand, the declarer, the bid and trump, then for each team
(the two partners) its meld, its counters, the hand's score and the running total, and
whether the contract was made or set. The team of the player at this computer comes
first.

A set (or a concession) gives the defenders every counter of the hand, whatever they took:
their counters then read "8 → 25" (taken, scored), so meld plus counters is the hand's
score, and a line under the table says why."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import QHeaderView, QLabel, QSizePolicy, QTableWidgetItem, QWidget

from ....games.pinochle import HandRecord, Outcome
from ..score_sheet import ROW_HEIGHT, ScoreSheetBase
from .labels import Pinochle, outcome_text, signed, suit_symbol, team_name

TEAM_COLUMNS = 4
"""Meld, counters, hand, total."""
MADE_COLOUR = QColor(40, 140, 60)
SET_COLOUR = QColor(200, 50, 50)


class PinochleScoreSheet(ScoreSheetBase):
    """The score sheet (``show_view(names, view, final=)``)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("pinochle_score_sheet")
        self._history: list[HandRecord] = []
        self._scores: tuple[int, int] = (0, 0)
        self._first_team = 0
        self.table.horizontalHeader().setSectionResizeMode(
            QHeaderView.ResizeMode.ResizeToContents)
        self.note = QLabel(self)
        """Why a set's defenders score more counters than they took (shown when a hand
        was set or conceded)."""
        self.note.setObjectName("pinochle_score_note")
        self.note.setWordWrap(True)
        self.note.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.note.setVisible(False)
        self.lay_out(self.note)
        self.retranslate_ui()

    def show_view(self, names: Sequence[str], view: Any, *, final: bool = False) -> None:
        """The hands of ``view`` (the bottom seat's ``SeatView``) under ``names``."""
        self.set_scores(names, view.history, view.scores, first_team=view.seat % 2,
                        final=final)

    def set_scores(self, names: Sequence[str], history: Sequence[HandRecord],
                   scores: Sequence[int], *, first_team: int = 0, final: bool = False) -> None:
        self._names = list(names)
        self._history = list(history)
        self._scores = (int(scores[0]), int(scores[1]))
        self._first_team = first_team
        self._final = final
        self._fill()

    def team_order(self) -> tuple[int, int]:
        return (self._first_team, 1 - self._first_team)

    def columns(self) -> list[str]:
        out = [Pinochle.tr("Declarer"), Pinochle.tr("Bid"), Pinochle.tr("Trump")]
        words = [Pinochle.tr("Meld"), Pinochle.tr("Counters"), Pinochle.tr("Hand"),
                 Pinochle.tr("Total")]
        for team in self.team_order():
            name = team_name(self._names, team)
            out += [f"{name}\n{word}" for word in words]
        out.append(Pinochle.tr("Result"))
        return out

    @staticmethod
    def scored_counters(hand: HandRecord, team: int) -> int:
        """The counters ``team`` scored in ``hand``: what it took, except a set's (or a
        concession's) defenders, who score every counter of the hand (their meld counts
        as shown)."""
        if hand.outcome is not Outcome.MADE and team != hand.declarer % 2:
            return hand.changes[team] - hand.team_melds[team]
        return hand.team_counters[team]

    def note_text(self, taken: int, scored: int) -> str:
        return Pinochle.tr("A set or a concession gives the defenders every counter of the "
                           "hand: “{0} → {1}” means they took {0} and score {1}.").format(
                               taken, scored)

    def _fill(self) -> None:
        t = self.table
        note: tuple[int, int] | None = None
        t.clear()
        headers = self.columns()
        t.setColumnCount(len(headers))
        t.setRowCount(len(self._history) + 1)
        t.setHorizontalHeaderLabels(headers)
        rows = [Pinochle.tr("Hand {0}").format(h.deal_number) for h in self._history]
        rows.append(Pinochle.tr("Total"))
        t.setVerticalHeaderLabels(rows)
        bold = QFont(t.font())
        bold.setBold(True)
        for r, hand in enumerate(self._history):
            declarer = (self._names[hand.declarer] if hand.declarer < len(self._names)
                        else str(hand.declarer))
            bid = f"{hand.contract}*" if hand.stuck else str(hand.contract)
            cells = [declarer, bid, suit_symbol(hand.trump)]
            tips: dict[int, str] = {}
            for team in self.team_order():
                taken, scored = hand.team_counters[team], self.scored_counters(hand, team)
                counters = str(taken)
                if scored != taken:
                    counters = f"{taken} → {scored}"
                    tips[len(cells) + 1] = self.note_text(taken, scored)
                    note = note or (taken, scored)
                cells += [str(hand.team_melds[team]), counters,
                          signed(hand.changes[team]), str(hand.scores[team])]
            cells.append(outcome_text(hand.outcome))
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if c in tips:
                    item.setToolTip(tips[c])
                if c in (6, 10):
                    item.setFont(bold)
                if c == len(cells) - 1:
                    colour = MADE_COLOUR if hand.outcome is Outcome.MADE else SET_COLOUR
                    item.setForeground(QBrush(colour))
                    item.setFont(bold)
                t.setItem(r, c, item)
        last = len(self._history)
        for i, team in enumerate(self.team_order()):
            item = QTableWidgetItem(str(self._scores[team]))
            item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            item.setFont(bold)
            t.setItem(last, 3 + i * TEAM_COLUMNS + 3, item)
        self.note.setVisible(note is not None)
        if note is not None:
            self.note.setText(self.note_text(*note))
        t.resizeColumnsToContents()
        width = t.verticalHeader().sizeHint().width() + sum(
            t.columnWidth(c) for c in range(t.columnCount()))
        height = (t.horizontalHeader().sizeHint().height()
                  + min(t.rowCount(), 14) * ROW_HEIGHT)
        self.fit(min(width + 8, 1200), height + 8)

    def window_title(self) -> str:
        return Pinochle.tr("Score sheet")

    def heading_text(self) -> str:
        return Pinochle.tr("Final scores") if self._final else Pinochle.tr("Scores")


__all__ = ["PinochleScoreSheet"]
