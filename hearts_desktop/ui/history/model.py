"""The list of past matches as a Qt table model that loads lazily.

Rows come from ``HistoryDB.summaries`` a page at a time (``canFetchMore``/``fetchMore``):
the database filters and sorts, the view asks for more rows only as it scrolls, so ten
thousand stored matches cost the window one small query when it opens.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
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
    Signal,
)

from ..games.game_history import GameHistory, HistoryColumn, Text, history_of, load_history

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


@dataclass(frozen=True)
class ListColumn:
    """A column of the list: the generic ones, and the shown game's own
    (``GameHistory.columns``)."""

    key: str
    title: Text
    text: Callable[[MatchSummary], str]
    order_by: str | None = None
    """``HistoryDB.summaries(order_by=...)``; None: not sortable."""
    tooltip: Callable[[MatchSummary], str | None] | None = None
    header_tooltip: Text | None = None
    width: int | None = 74
    """None: the column takes the room left."""
    centered: bool = False

    @classmethod
    def of_game(cls, column: HistoryColumn) -> ListColumn:
        return cls(f"game:{column.key}", column.title, column.text, column.order_by,
                   column.tooltip, column.header_tooltip, column.width, centered=True)


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
    """The final scores, written as the match's game writes them; with fixed
    partnerships that share their score, one per team, in the order of the teams."""
    game = history_of(summary.game)
    scores = summary.final_scores
    teams = summary.teams
    if teams and all(seat < len(scores) for team in teams for seat in team) and all(
            len({scores[seat] for seat in team}) == 1 for team in teams if team):
        return " · ".join(game.score_text(scores[team[0]]) for team in teams if team)
    return " · ".join(game.score_text(s) for s in scores)


def players_text(summary: MatchSummary) -> str:
    """The players; with fixed partnerships, who played with whom."""
    names = [p.name for p in summary.players]
    if summary.teams:
        return history_of(summary.game).teams_text(names, summary.teams)
    return ", ".join(names)


def _players_tooltip(summary: MatchSummary) -> str:
    game = history_of(summary.game)
    return "\n".join(f"{p.name} ({game.score_text(sc)})"
                     for p, sc in zip(summary.players, summary.final_scores, strict=False))


def _assisted_tooltip(summary: MatchSummary) -> str | None:
    return assisted_text() if summary.assisted else None


def assisted_text() -> str:
    """What the "Assisted" mark means (its tooltip, the window's legend, the table's
    status bar and the game-over dialog): the computer helped the human in that match
    (``GameController.assisted``: a hint given, a move taken back or a hand dealt
    again)."""
    return _tr("The computer helped: a hint was given (Hint), a move was taken back (Undo) "
               "or a hand was dealt again (Restart this hand)")


DAILY_MARK = "★"
"""The list's mark of a deal of the day (Game > Deal of the day)."""
BRANCH_MARK = "↳"
"""The list's mark of a match played on from another one (Play from here)."""


def local_date_text(when: datetime) -> str:
    """A date in the user's time zone and locale, short form, with the year in full."""
    dt = QDateTime.fromSecsSinceEpoch(int(when.timestamp()), QTimeZone.utc()).toLocalTime()
    locale = QLocale()
    fmt = locale.dateFormat(QLocale.FormatType.ShortFormat)
    if "yyyy" not in fmt:
        fmt = fmt.replace("yy", "yyyy")
    return locale.toString(dt.date(), fmt)


def daily_text(summary: MatchSummary) -> str:
    """What the deal-of-the-day mark says ("" for any other match)."""
    if summary.daily is None:
        return ""
    from datetime import date

    try:
        day = date.fromisoformat(summary.daily)
    except ValueError:
        return _tr("The deal of the day")
    from datetime import UTC, datetime

    return _tr("The deal of the day of {0}").format(
        local_date_text(datetime(day.year, day.month, day.day, 12, tzinfo=UTC)))


def branch_text(summary: MatchSummary) -> str:
    """Where a branch left its original, in the game's words ("from the match of 3 Dec
    2026 14:05, hand 4, trick 6"); "" for a match of its own."""
    link = summary.branch
    if link is None:
        return ""
    return history_of(summary.game).branch_text(local_time_text(link.started), link.deal,
                                                link.trick)


def _date_text(summary: MatchSummary) -> str:
    marks = ((f" {DAILY_MARK}" if summary.daily is not None else "")
             + (f" {BRANCH_MARK}" if summary.branch is not None else ""))
    return local_time_text(summary.finished or summary.started) + marks


def _date_tooltip(summary: MatchSummary) -> str | None:
    lines = [t for t in (daily_text(summary), branch_text(summary)) if t]
    return "\n".join(lines) or None


def marks_legend(summaries: list[MatchSummary]) -> list[str]:
    """The legend of the marks ``summaries`` show in the Date column."""
    out = []
    if any(s.daily is not None for s in summaries):
        out.append(_tr("{0} deal of the day").format(DAILY_MARK))
    if any(s.branch is not None for s in summaries):
        out.append(_tr("{0} played on from another match (Play from here)").format(
            BRANCH_MARK))
    return out


def generic_columns(shown: GameHistory | None, *, with_game: bool) -> list[ListColumn]:
    """The list's columns: the generic ones, the ``shown`` game's own after "Hands", and
    the game's name when matches of several games are listed."""
    words = (shown or GameHistory("")).words()
    deals = words.deals
    out = [ListColumn("date", lambda: _tr("Date"), _date_text, "finished",
                      tooltip=_date_tooltip, width=170)]
    if with_game:
        out.append(ListColumn("game", lambda: _tr("Game"),
                              lambda s: history_of(s.game).title(), "game", width=110))
    out += [
        ListColumn("rules", lambda: _tr("Rules"),
                   lambda s: history_of(s.game).rules_title(s.preset), "preset", width=150),
        ListColumn("players", lambda: _tr("Players"), players_text,
                   tooltip=_players_tooltip, width=None),
        ListColumn("scores", lambda: _tr("Final scores"), scores_text, "score", width=150),
        ListColumn("place", lambda: _tr("Your place"), place_text, "place", width=80,
                   centered=True),
        ListColumn("hands", lambda: deals if shown is None else shown.words().deals,
                   lambda s: str(s.hands), "hands", centered=True),
    ]
    if shown is not None:
        out += [ListColumn.of_game(c) for c in shown.columns()]
    out += [
        ListColumn("status", lambda: _tr("Status"), lambda s: status_text(s.status),
                   "status", width=90),
        ListColumn("assisted", lambda: _tr("Assisted"),
                   lambda s: "✓" if s.assisted else "", tooltip=_assisted_tooltip,
                   header_tooltip=assisted_text, width=70, centered=True),
    ]
    return out


class MatchListModel(QAbstractTableModel):
    """Past matches, newest first by default, filtered and sorted by the database.

    The columns depend on what is listed: matches of one game (chosen with the "game"
    filter, or the only game in the history) get that game's own columns; matches of
    several games get a Game column instead. ``columns_changed`` says when they changed."""

    columns_changed = Signal()

    def __init__(self, db: HistoryDB, parent: Any = None, *, page_size: int = PAGE_SIZE) -> None:
        super().__init__(parent)
        self.db = db
        self.page_size = page_size
        self._rows: list[MatchSummary] = []
        self._more = True
        self.filters: dict[str, str | None] = {"game": None, "preset": None, "opponent": None,
                                               "status": None, "search": None}
        self.order_by = "finished"
        self.descending = True
        self.queries = 0
        """How many pages were read (for the benchmark and tests)."""
        self._supported: dict[str, bool] = {}
        self.games: list[str] = []
        """The games that have matches in the history."""
        self.shown_game: str | None = None
        """The game whose matches alone are listed (its columns are shown), or None."""
        self.columns: list[ListColumn] = generic_columns(None, with_game=False)

    # ------------------------------------------------------------------ loading
    def refresh(self) -> None:
        """Read the first page again (filters or sorting changed, or the history did)."""
        self.beginResetModel()
        changed = self._update_columns()
        self._rows = []
        self._more = True
        self._load_page()
        self.endResetModel()
        if changed:
            self.columns_changed.emit()

    def _update_columns(self) -> bool:
        self.games = self.db.games()
        chosen = self.filters["game"]
        shown = chosen if chosen is not None else (
            self.games[0] if len(self.games) == 1 else None)
        columns = generic_columns(history_of(shown) if shown is not None else None,
                                  with_game=shown is None and len(self.games) > 1)
        keys = [c.key for c in columns]
        changed = keys != [c.key for c in self.columns] or shown != self.shown_game
        self.shown_game = shown
        self.columns = columns
        if self.order_by not in {c.order_by for c in columns}:
            self.order_by, self.descending = "finished", True
        return changed

    def _query(self, offset: int) -> list[MatchSummary]:
        self.queries += 1
        return self.db.summaries(
            game=self.filters["game"], preset=self.filters["preset"],
            opponent=self.filters["opponent"], status=self.filters["status"],
            search=self.filters["search"] or None, order_by=self.order_by,
            descending=self.descending, limit=self.page_size, offset=offset)

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

    def loaded(self) -> list[MatchSummary]:
        """The rows read so far."""
        return list(self._rows)

    def summary(self, row: int) -> MatchSummary | None:
        return self._rows[row] if 0 <= row < len(self._rows) else None

    def row_of(self, match_id: int) -> int:
        """The loaded row showing ``match_id``, or -1."""
        return next((i for i, s in enumerate(self._rows) if s.id == match_id), -1)

    def column(self, key: str) -> int:
        """The position of the column ``key`` ("date", "game", "rules", "players",
        "scores", "place", "hands", "status", "assisted", or "game:<key>" for a game's
        own column), or -1 when it is not shown."""
        return next((i for i, c in enumerate(self.columns) if c.key == key), -1)

    def column_keys(self) -> list[str]:
        return [c.key for c in self.columns]

    # ------------------------------------------------------------------ the model
    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.columns)

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(self.columns):
            return None
        col = self.columns[section]
        if role == Qt.ItemDataRole.DisplayRole:
            return col.title()
        if role == Qt.ItemDataRole.ToolTipRole and col.header_tooltip is not None:
            return col.header_tooltip()
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if (not index.isValid() or not 0 <= index.row() < len(self._rows)
                or not 0 <= index.column() < len(self.columns)):
            return None
        s = self._rows[index.row()]
        col = self.columns[index.column()]
        if role == SUMMARY_ROLE:
            return s
        if role == ID_ROLE:
            return s.id
        if role == Qt.ItemDataRole.DisplayRole:
            return col.text(s)
        if role == Qt.ItemDataRole.ToolTipRole and col.tooltip is not None:
            return col.tooltip(s)
        if role == Qt.ItemDataRole.TextAlignmentRole and col.centered:
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
    def sort_column(self) -> int:
        """The column the rows are sorted by."""
        return next((i for i, c in enumerate(self.columns) if c.order_by == self.order_by),
                    self.column("date"))

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """Sort by ``column`` in the database; a column it cannot sort by is ignored."""
        key = self.columns[column].order_by if 0 <= column < len(self.columns) else None
        if key is None or not self.supports(key):
            return
        descending = order == Qt.SortOrder.DescendingOrder
        if (key, descending) != (self.order_by, self.descending):
            self.order_by, self.descending = key, descending
            self.refresh()

    def game_history(self, summary: MatchSummary) -> GameHistory:
        return history_of(summary.game)


def shown_history(model: MatchListModel) -> GameHistory:
    """The history of the game listed alone, or the generic one."""
    return history_of(model.shown_game) if model.shown_game else load_history("")


__all__ = ["BRANCH_MARK", "DAILY_MARK", "ID_ROLE", "SUMMARY_ROLE", "ListColumn",
           "MatchListModel", "assisted_text",
           "branch_text", "daily_text", "generic_columns", "local_date_text",
           "local_time_text", "marks_legend", "place_text", "players_text", "scores_text",
           "shown_history", "status_text"]
