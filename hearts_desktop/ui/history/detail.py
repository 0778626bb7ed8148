"""The selected match of the history window in detail: a heading, its per-deal scores
(with the marks of the match's game, explained in a legend below them), a chart of the
running totals and the deal code of the hand chosen in the table (the first at first), with
"Copy code"."""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..dialogs.deal_code import CodeRow
from ..games.game_history import history_of
from .charts import new_chart_view, running_totals_chart, show_chart
from .model import branch_text, daily_text, local_time_text, place_text, status_text

if TYPE_CHECKING:
    from ...history import HandRow, MatchSummary


class MatchDetail(QWidget):
    """One match: a heading, its per-hand scores and the running totals chart."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("match_detail")
        self.summary: MatchSummary | None = None
        self.rows: list[HandRow] = []
        self.show_game = False
        """Name the match's game in the heading (the history holds several games)."""
        self.source: tuple[str, Any, int | None] | None = None
        """(game, rules, seed) of the match shown: its deals' codes (``set_source``)."""
        self.heading = QLabel(self)
        self.heading.setObjectName("detail_heading")
        self.heading.setWordWrap(True)
        self.heading.setTextFormat(Qt.TextFormat.RichText)
        self.hands_table = QTableWidget(self)
        self.hands_table.setObjectName("detail_hands")
        self.hands_table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.hands_table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.hands_table.horizontalHeader().setSectionResizeMode(
            QHeaderView.ResizeMode.Stretch)
        self.hands_table.verticalHeader().setDefaultSectionSize(24)
        self.chart_view = new_chart_view(self)
        self.chart_view.setObjectName("detail_chart")
        self.empty = QLabel(self)
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty.setWordWrap(True)
        split = QSplitter(Qt.Orientation.Horizontal, self)
        split.addWidget(self.hands_table)
        split.addWidget(self.chart_view)
        split.setStretchFactor(0, 1)
        split.setStretchFactor(1, 1)
        split.setSizes([520, 580])
        self.split = split
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.heading)
        lay.addWidget(self.empty, 1)
        lay.addWidget(split, 1)
        self.legend = QLabel(self)
        self.legend.setObjectName("detail_legend")
        self.legend.setWordWrap(True)
        lay.addWidget(self.legend)
        self.code_row = CodeRow(self)
        lay.addWidget(self.code_row)
        self.hands_table.currentCellChanged.connect(self._on_hands_table_current_cell_changed)
        self.retranslate_ui()
        self.set_match(None, [])

    def set_source(self, source: tuple[str, Any, int | None] | None) -> None:
        """The match's game, rules and seed (``HistoryDB.deal_source``), for its codes."""
        self.source = source

    def _on_hands_table_current_cell_changed(self, row: int, _col: int, _prev_row: int,
                                             _prev_col: int) -> None:
        self._show_code(row)

    def _show_code(self, index: int) -> None:
        """The code of the hand in row ``index`` of the table, shared from the player's seat
        (none for a match dealt from explicit cards)."""
        from ...core.dealcodes import deal_code

        s, src = self.summary, self.source
        code = None
        if s is not None and src is not None and src[2] is not None and self.rows:
            row = self.rows[min(max(index, 0), len(self.rows) - 1)]
            try:
                code = deal_code(src[0], src[1], seed=src[2], deal=row.deal_number,
                                 seat=s.human_seat or 0)
            except ValueError:
                code = None
            words = history_of(s.game).words()
            self.code_row.label.setText(self.tr("{0}, deal code:").format(
                words.deal_number.format(row.deal_number)))
        self.code_row.set_code(code)

    def set_match(self, summary: MatchSummary | None, rows: list[HandRow]) -> None:
        self.summary = summary
        self.rows = list(rows)
        has = summary is not None
        self.empty.setVisible(not has)
        self.split.setVisible(has)
        self._fill()

    @property
    def chart(self) -> Any:
        return self.chart_view.chart()

    def _fill(self) -> None:
        s = self.summary
        if s is None:
            self.heading.setText("")
            self.legend.setVisible(False)
            self.code_row.set_code(None)
            return
        game = history_of(s.game)
        words = game.words()
        names = [p.name for p in s.players]
        place = place_text(s)
        rules = escape(game.rules_title(s.preset))
        title = escape(game.title())
        head = (f"<b>{rules}</b> ({title})" if self.show_game and title != rules
                else f"<b>{rules}</b>")
        parts = [head, local_time_text(s.finished or s.started), status_text(s.status)]
        if s.teams:
            parts.append(escape(game.teams_text(names, s.teams)))
        if s.human_seat is not None and place != "–":
            parts.append(self.tr("your place: {0}").format(place))
        if s.assisted:
            parts.append(self.tr("assisted"))
        if s.daily is not None:
            parts.append(escape(daily_text(s)))
        if s.branch is not None:
            parts.append(escape(branch_text(s)))
        self.heading.setText(" · ".join(parts))
        columns = self._columns(names)
        titles = [title for title, _ in columns]
        t = self.hands_table
        t.clear()
        t.setColumnCount(len(columns))
        t.setHorizontalHeaderLabels(titles)
        t.setRowCount(len(self.rows))
        t.setVerticalHeaderLabels([words.deal_number.format(r.deal_number)
                                   for r in self.rows])
        shown: set[str] = set()
        for i, row in enumerate(self.rows):
            tip = game.deal_tooltip(row, names, s.human_seat)
            header = t.verticalHeaderItem(i)
            if header is not None and tip:
                header.setToolTip(tip)
            for c, (_title, seats) in enumerate(columns):
                first = seats[0]
                mark = next((m for m in (game.deal_mark(row, seat) for seat in seats) if m),
                            "")
                shown.add(mark.strip())
                text = (f"{game.score_text(row.totals[first])}   "
                        f"({game.signed_text(row.points[first])}){mark}")
                item = QTableWidgetItem(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if tip:
                    item.setToolTip(tip)
                t.setItem(i, c, item)
        marks = [(mark, meaning) for mark, meaning in game.legend() if mark in shown]
        self.legend.setText("   ".join(self.tr("{0} {1}").format(mark, meaning)
                                       for mark, meaning in marks))
        self.legend.setVisible(bool(marks))
        chart = running_totals_chart(
            self.tr("Running totals"), titles, [r.deal_number for r in self.rows],
            [tuple(r.totals[seats[0]] for _, seats in columns) for r in self.rows],
            words.deal, words.points)
        show_chart(self.chart_view, chart)
        self._show_code(max(t.currentRow(), 0))

    def _columns(self, names: list[str]) -> list[tuple[str, tuple[int, ...]]]:
        """The hand table's columns: (title, seats). Fixed partnerships that share their
        score (Pinochle) get one column per team ("You & Ann"); otherwise one per seat."""
        s = self.summary
        teams = s.teams if s is not None else ()
        if teams and all(len({r.totals[seat] for seat in team}) == 1
                         and len({r.points[seat] for seat in team}) == 1
                         for r in self.rows for team in teams
                         if all(seat < len(r.totals) for seat in team)):
            return [(" & ".join(names[seat] for seat in team if seat < len(names)),
                     tuple(team)) for team in teams if team]
        return [(name, (seat,)) for seat, name in enumerate(names)]

    def retranslate_ui(self) -> None:
        self.empty.setText(self.tr("Choose a match in the list to see its hands."))
        self._fill()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)


__all__ = ["MatchDetail"]
