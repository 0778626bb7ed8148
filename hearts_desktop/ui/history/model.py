"""The list of past matches as a Qt table model that loads lazily.

Rows come from ``HistoryDB.summaries`` a page at a time (``canFetchMore``/``fetchMore``):
the database filters and sorts, the view asks for more rows only as it scrolls, so ten
thousand stored matches cost the window one small query when it opens.
"""

from __future__ import annotations

from enum import IntEnum
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QDateTime,
    QLocale,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
    QTimeZone,
)

from ...games.hearts.scoring import score_text
from ..games.hearts.labels import preset_title

if TYPE_CHECKING:
    from datetime import datetime

    from ...history import HistoryDB, MatchSummary

SUMMARY_ROLE = Qt.ItemDataRole.UserRole + 1
"""The row's ``MatchSummary``."""
ID_ROLE = Qt.ItemDataRole.UserRole + 2

PAGE_SIZE = 200

Index = QModelIndex | QPersistentModelIndex


def _tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    # Context "" is where pyside6-lupdate files calls of _tr (see tools/i18n.py:
    # -tr-function-alias tr+=_tr); the catalogue and this lookup must agree.
    return QCoreApplication.translate("", text, disambiguation, n)


class Column(IntEnum):
    DATE = 0
    RULES = 1
    PLAYERS = 2
    SCORES = 3
    PLACE = 4
    HANDS = 5
    MOONS = 6
    STATUS = 7
    ASSISTED = 8


SORT_KEYS: dict[Column, str] = {
    Column.DATE: "finished",
    Column.RULES: "preset",
    Column.SCORES: "score",
    Column.PLACE: "place",
    Column.HANDS: "hands",
    Column.MOONS: "moons",
    Column.STATUS: "status",
}
"""``summaries(order_by=...)`` for each sortable column."""


def local_time_text(when: datetime) -> str:
    """A date and time in the user's time zone and locale, short form, with the year in
    full (a history spans years: "12/9/31" would be ambiguous)."""
    dt = QDateTime.fromSecsSinceEpoch(int(when.timestamp()), QTimeZone.utc()).toLocalTime()
    locale = QLocale()
    fmt = locale.dateTimeFormat(QLocale.FormatType.ShortFormat)
    if "yyyy" not in fmt:
        fmt = fmt.replace("yy", "yyyy")
    return locale.toString(dt, fmt)


def status_text(status: str) -> str:
    return {"finished": _tr("Finished"), "abandoned": _tr("Abandoned")}.get(status, status)


def place_text(summary: MatchSummary) -> str:
    seat = summary.human_seat
    if seat is None or summary.status != "finished" or seat >= len(summary.ranking):
        return "–"
    return str(summary.ranking[seat])


def scores_text(summary: MatchSummary) -> str:
    return " · ".join(score_text(s) for s in summary.final_scores)


def players_text(summary: MatchSummary) -> str:
    return ", ".join(p.name for p in summary.players)


class MatchListModel(QAbstractTableModel):
    """Past matches, newest first by default, filtered and sorted by the database."""

    def __init__(self, db: HistoryDB, parent: Any = None, *, page_size: int = PAGE_SIZE) -> None:
        super().__init__(parent)
        self.db = db
        self.page_size = page_size
        self._rows: list[MatchSummary] = []
        self._more = True
        self.filters: dict[str, str | None] = {"preset": None, "opponent": None,
                                               "status": None, "search": None}
        self.order_by = "finished"
        self.descending = True
        self.queries = 0
        """How many pages were read (for the benchmark and tests)."""
        self._supported: dict[str, bool] = {}

    # ------------------------------------------------------------------ loading
    def refresh(self) -> None:
        """Read the first page again (filters or sorting changed, or the history did)."""
        self.beginResetModel()
        self._rows = []
        self._more = True
        self._load_page()
        self.endResetModel()

    def _query(self, offset: int) -> list[MatchSummary]:
        self.queries += 1
        return self.db.summaries(
            preset=self.filters["preset"], opponent=self.filters["opponent"],
            status=self.filters["status"], search=self.filters["search"] or None,
            order_by=self.order_by, descending=self.descending,
            limit=self.page_size, offset=offset)

    def _load_page(self) -> list[MatchSummary]:
        page = self._query(len(self._rows))
        self._more = len(page) >= self.page_size
        self._rows.extend(page)
        return page

    def canFetchMore(self, parent: Index = QModelIndex()) -> bool:  # noqa: B008
        return not parent.isValid() and self._more

    def fetchMore(self, parent: Index = QModelIndex()) -> None:  # noqa: B008
        if parent.isValid() or not self._more:
            return
        page = self._query(len(self._rows))
        self._more = len(page) >= self.page_size
        if page:
            first = len(self._rows)
            self.beginInsertRows(QModelIndex(), first, first + len(page) - 1)
            self._rows.extend(page)
            self.endInsertRows()

    def set_filter(self, name: str, value: str | None) -> None:
        if name not in self.filters:
            raise KeyError(name)
        value = value or None
        if self.filters[name] != value:
            self.filters[name] = value
            self.refresh()

    def summary(self, row: int) -> MatchSummary | None:
        return self._rows[row] if 0 <= row < len(self._rows) else None

    def row_of(self, match_id: int) -> int:
        """The loaded row showing ``match_id``, or -1."""
        return next((i for i, s in enumerate(self._rows) if s.id == match_id), -1)

    # ------------------------------------------------------------------ the model
    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(Column)

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        return {
            Column.DATE: _tr("Date"), Column.RULES: _tr("Rules"), Column.PLAYERS: _tr("Players"),
            Column.SCORES: _tr("Final scores"), Column.PLACE: _tr("Your place"),
            Column.HANDS: _tr("Hands"), Column.MOONS: _tr("Moons"), Column.STATUS: _tr("Status"),
            Column.ASSISTED: _tr("Assisted"),
        }.get(Column(section)) if 0 <= section < len(Column) else None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        s = self._rows[index.row()]
        col = Column(index.column())
        if role == SUMMARY_ROLE:
            return s
        if role == ID_ROLE:
            return s.id
        if role == Qt.ItemDataRole.DisplayRole:
            if col is Column.DATE:
                return local_time_text(s.finished or s.started)
            if col is Column.RULES:
                return preset_title(s.preset)
            if col is Column.PLAYERS:
                return players_text(s)
            if col is Column.SCORES:
                return scores_text(s)
            if col is Column.PLACE:
                return place_text(s)
            if col is Column.HANDS:
                return str(s.hands)
            if col is Column.MOONS:
                return str(s.moons)
            if col is Column.STATUS:
                return status_text(s.status)
            if col is Column.ASSISTED:
                return "✓" if s.assisted else ""
        if role == Qt.ItemDataRole.ToolTipRole:
            if col is Column.ASSISTED and s.assisted:
                return _tr("Undo, restart or hints were used")
            if col is Column.PLAYERS:
                return "\n".join(
                    f"{p.name} ({score_text(sc)})"
                    for p, sc in zip(s.players, s.final_scores, strict=False))
        if role == Qt.ItemDataRole.TextAlignmentRole and col in (
                Column.PLACE, Column.HANDS, Column.MOONS, Column.ASSISTED):
            return int(Qt.AlignmentFlag.AlignCenter)
        return None

    def supports(self, order_by: str) -> bool:
        """The database can sort by ``order_by`` (asked once)."""
        if order_by not in self._supported:
            try:
                self.db.summaries(order_by=order_by, limit=1)
                self._supported[order_by] = True
            except ValueError:
                self._supported[order_by] = False
        return self._supported[order_by]

    @property
    def sort_column(self) -> Column:
        """The column the rows are sorted by."""
        return next((c for c, k in SORT_KEYS.items() if k == self.order_by), Column.DATE)

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """Sort by ``column`` in the database; a column it cannot sort by is ignored."""
        key = SORT_KEYS.get(Column(column)) if 0 <= column < len(Column) else None
        if key is None or not self.supports(key):
            return
        descending = order == Qt.SortOrder.DescendingOrder
        if (key, descending) != (self.order_by, self.descending):
            self.order_by, self.descending = key, descending
            self.refresh()


__all__ = ["ID_ROLE", "SORT_KEYS", "SUMMARY_ROLE", "Column", "MatchListModel",
           "local_time_text", "place_text", "players_text", "scores_text", "status_text"]
