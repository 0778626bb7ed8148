"""The statistics window: the human's record in one game over its finished matches, per
rules preset and per opponent, in numbers and charts (``HistoryDB.statistics`` /
``statistics_by``).

The figures are the generic ones (games, wins, win rate, streaks, deals, average score per
deal, named by the game: "Hands played", "Average points per hand") and the game's own
(``GameHistory.statistics_fields`` and ``statistics_charts``: Hearts' moons and Queens of
Spades, Ombre's contracts, codilles and chips), and the coach's points lost to mistakes
per reviewed hand, month by month (``HistoryDB.points_lost_trend``). A game selector
appears when the history holds finished matches of several games. An empty history gets
a small window that says so, not a large blank one.
"""

from __future__ import annotations

import datetime
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QDate, QEvent, QLocale, Qt
from PySide6.QtGui import QKeyEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMainWindow,
    QStackedWidget,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ..games.game_history import GameHistory, StatisticsChart, StatisticsField, history_of
from ..tr_context import TrContext
from .charts import bar_chart, new_chart_view, show_chart, trend_chart

if TYPE_CHECKING:
    from PySide6.QtCharts import QChartView

    from ...history import DailyStats, HistoryDB, Stats, TrendPoint

FIELDS = ("games", "wins", "win_rate", "current_streak", "longest_streak", "hands",
          "avg_points_per_hand")
"""The generic figures of every game (then come the game's own)."""

CoachStatistics = TrContext("CoachStatistics")
"""The translation context of the coach's tab (issue 31)."""

FULL_SIZE = (1180, 820)
EMPTY_SIZE = (460, 320)


DAILY_FIELDS = ("days_played", "best_place", "days_won", "current_streak", "longest_streak")
"""The deal-of-the-day figures the window shows (``history.DailyStats``), in order."""


class _StatsTab(QWidget):
    """A table (one row per preset or opponent) and its charts."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.table = QTableWidget(self)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.verticalHeader().setDefaultSectionSize(24)
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.charts: dict[str, QChartView] = {}
        """The chart views by ``StatisticsChart.key``, left to right."""
        self.charts_layout = QGridLayout()
        lay = QVBoxLayout(self)
        lay.addWidget(self.table, 2)
        lay.addLayout(self.charts_layout, 3)

    def set_charts(self, keys: Sequence[str]) -> None:
        """One chart view per key (kept when the keys stay the same)."""
        if list(self.charts) == list(keys):
            return
        for view in self.charts.values():
            self.charts_layout.removeWidget(view)
            view.deleteLater()
        self.charts = {}
        for column, key in enumerate(keys):
            view = new_chart_view(self)
            view.setObjectName(f"chart_{key}")
            self.charts_layout.addWidget(view, 0, column)
            self.charts[key] = view


class _CoachTab(QWidget):
    """The coach's figure (issue 31): points lost to mistakes per reviewed hand, month by
    month (a chart and a table), from the reviews kept in the history."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.note = QLabel(self)
        self.note.setObjectName("coach_note")
        self.note.setWordWrap(True)
        self.table = QTableWidget(self)
        self.table.setObjectName("coach_table")
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.chart = new_chart_view(self)
        self.chart.setObjectName("chart_points_lost")
        self.table.hide()  # until there is a trend to show
        self.chart.hide()
        self.trend: list[TrendPoint] = []
        lay = QVBoxLayout(self)
        lay.addWidget(self.note)
        lay.addWidget(self.table, 2)
        lay.addWidget(self.chart, 3)

    def show_trend(self, trend: list[TrendPoint], months: list[str]) -> None:
        self.trend = trend
        if trend:
            self.note.setText(CoachStatistics.tr(
                "Points lost to mistakes per reviewed hand, by the month the match ended: "
                "the coach's expected cost of your choices, judged on what you knew. It "
                "measures your play, not your cards."))
        else:
            self.note.setText(CoachStatistics.tr(
                "No hand of this game has been reviewed yet. After a hand, choose “Review "
                "this hand” (or turn on reviewing every hand in the Options) and the "
                "points you lost to mistakes appear here, month by month."))
        t = self.table
        t.clear()
        t.setColumnCount(4)
        t.setHorizontalHeaderLabels([
            CoachStatistics.tr("Month"), CoachStatistics.tr("Hands reviewed"),
            CoachStatistics.tr("Points lost"), CoachStatistics.tr("Per hand")])
        t.setRowCount(len(trend))
        loc = QLocale()
        for r, (point, month) in enumerate(zip(trend, months, strict=True)):
            cells = [month, loc.toString(point.hands),
                     CoachStatistics.tr("{0} ± {1}").format(loc.toString(point.points_lost, "f", 1),
                                            loc.toString(point.stderr, "f", 1)),
                     loc.toString(point.per_hand, "f", 2)]
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                t.setItem(r, c, item)
        self.table.setVisible(bool(trend))
        self.chart.setVisible(bool(trend))
        show_chart(self.chart, trend_chart(
            CoachStatistics.tr("Points lost to mistakes per hand"), months,
            [round(p.per_hand, 2) for p in trend], CoachStatistics.tr("Points lost per hand")))


def month_name(period: str) -> str:
    """"2026-11" in the language's short form ("Nov 2026", "2026年11月")."""
    try:
        year, month = (int(p) for p in period.split("-"))
    except ValueError:
        return period
    return QLocale().toString(QDate(year, month, 1), "MMM yyyy")


class StatisticsWindow(QMainWindow):
    """Games played and won, win rate, streaks, average score per deal and the game's own
    figures (Hearts: moons and the Queen of Spades); overall, per rules preset and per
    opponent, for the game chosen; and its deals of the day (days played, best place,
    days won, the streak of consecutive days)."""

    def __init__(self, db: HistoryDB, parent: QWidget | None = None, *,
                 persistence: Any = None) -> None:
        super().__init__(parent)
        self.setObjectName("statistics_window")
        self.setWindowFlag(Qt.WindowType.Window, True)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        self.db = db
        self.games: list[str] = []
        """The games with finished matches that count (the selector's choices)."""
        self.game = "hearts"
        """The game shown."""
        self.overall: Stats | None = None
        self.by_preset: dict[str, Stats] = {}
        self.by_opponent: dict[str, Stats] = {}
        self.fields: list[StatisticsField] = []
        self.chart_specs: list[StatisticsChart] = []
        self._shown_empty: bool | None = None
        self.today: Callable[[], datetime.date] = datetime.date.today
        """The local calendar day the deal-of-the-day streak runs up to."""
        self.daily: DailyStats | None = None

        self.stack = QStackedWidget(self)
        self.empty_label = QLabel(self)
        self.empty_label.setObjectName("statistics_empty")
        self.empty_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty_label.setWordWrap(True)
        self.stack.addWidget(self.empty_label)
        page = QWidget(self)
        self.summary_box = QWidget(page)
        self.summary_form = QFormLayout(self.summary_box)
        self.summary_grid = QGridLayout()
        self.summary_form.addRow(self.summary_grid)
        self.value_labels: dict[str, QLabel] = {}
        self.name_labels: dict[str, QLabel] = {}
        self.daily_box = QGroupBox(page)
        self.daily_box.setObjectName("statistics_daily")
        daily_form = QFormLayout(self.daily_box)
        self.daily_names: dict[str, QLabel] = {}
        self.daily_values: dict[str, QLabel] = {}
        for key in DAILY_FIELDS:
            name, value = QLabel(self.daily_box), QLabel(self.daily_box)
            value.setObjectName(f"daily_{key}")
            daily_form.addRow(name, value)
            self.daily_names[key], self.daily_values[key] = name, value
        self.daily_box.hide()  # until a day is played (the empty window stays small)
        self.tabs = QTabWidget(page)
        self.preset_tab = _StatsTab(self.tabs)
        self.opponent_tab = _StatsTab(self.tabs)
        self.tabs.addTab(self.preset_tab, "")
        self.tabs.addTab(self.opponent_tab, "")
        from .rating_tab import RatingTab

        self.rating_tab = RatingTab(self.tabs)
        """The player's rating in the game (rated network matches: issue 34)."""
        self.tabs.addTab(self.rating_tab, "")
        self.data_dir = getattr(persistence, "data_dir", None)
        """Where the player's rating record is (``net.rating_log``)."""
        self.rating_entries: list[Any] = []
        self.rating_problems: list[str] = []
        self.coach_tab = _CoachTab(self.tabs)
        self.tabs.addTab(self.coach_tab, "")
        self.trend: list[TrendPoint] = []
        """The coach's points lost per month of the game shown."""
        self.heading = QLabel(page)
        font = self.heading.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.2)
        self.heading.setFont(font)
        self.game_label = QLabel(page)
        self.game_combo = QComboBox(page)
        self.game_combo.setObjectName("statistics_game")
        self.game_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.game_combo.currentIndexChanged.connect(self._on_game_combo_changed)
        top = QHBoxLayout()
        top.addWidget(self.heading)
        top.addStretch(1)
        top.addWidget(self.game_label)
        top.addWidget(self.game_combo)
        page_lay = QVBoxLayout(page)
        page_lay.addLayout(top)
        page_lay.addWidget(self.summary_box)
        page_lay.addWidget(self.daily_box)
        page_lay.addWidget(self.tabs, 1)
        self.stack.addWidget(page)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.setObjectName("statistics_buttons")
        self.buttons.rejected.connect(self.close)
        central = QWidget(self)
        lay = QVBoxLayout(central)
        lay.setContentsMargins(0, 0, 9, 9)
        lay.setSpacing(0)
        lay.addWidget(self.stack, 1)
        lay.addWidget(self.buttons)
        self.setCentralWidget(central)
        QShortcut(QKeySequence(QKeySequence.StandardKey.Close), self, self.close)
        if persistence is not None and hasattr(persistence, "history_changed"):
            persistence.history_changed.connect(self.refresh)
        self.refresh()

    @property
    def close_button(self) -> Any:
        return self.buttons.button(QDialogButtonBox.StandardButton.Close)

    @property
    def is_empty(self) -> bool:
        return self.overall is None or self.overall.games == 0

    @property
    def history(self) -> GameHistory:
        return history_of(self.game)

    # ------------------------------------------------------------------ data
    def refresh(self) -> None:
        """Read the statistics again (of the game shown, which stays chosen if it still
        has any)."""
        counted = {g: self.db.statistics(g) for g in self.db.games()}
        self.games = [g for g, s in counted.items() if s.games > 0]
        if self.game not in self.games and self.games:
            latest = self.db.summaries(status="finished", limit=1)
            self.game = (latest[0].game if latest and latest[0].game in self.games
                         else self.games[0])
        self.overall = counted.get(self.game)
        self.by_preset = self.db.statistics_by("preset", self.game) if self.games else {}
        self.by_opponent = self.db.statistics_by("opponent", self.game) if self.games else {}
        self.daily = self.db.daily_statistics(self.game, self.today()) if self.games else None
        if self.data_dir is not None:
            from ...net.rating_log import RatingLog

            log = RatingLog(self.data_dir)
            self.rating_entries, self.rating_problems = log.entries(), log.problems
        self.trend = self.db.points_lost_trend(self.game) if self.games else []
        self._fill_games()
        self.retranslate_ui()

    def set_game(self, game: str) -> None:
        """Show the statistics of ``game`` (as choosing it in the selector does)."""
        if game != self.game:
            self.game = game
            self.refresh()

    def _on_game_combo_changed(self, index: int) -> None:
        value = self.game_combo.itemData(index)
        if isinstance(value, str):
            self.set_game(value)

    def _fill_games(self) -> None:
        self.game_combo.blockSignals(True)
        self.game_combo.clear()
        for g in self.games:
            self.game_combo.addItem(history_of(g).title(), g)
        self.game_combo.setCurrentIndex(max(0, self.game_combo.findData(self.game)))
        self.game_combo.blockSignals(False)
        several = len(self.games) > 1
        self.game_combo.setVisible(several)
        self.game_label.setVisible(several)

    # ------------------------------------------------------------------ figures
    def _generic_fields(self) -> list[StatisticsField]:
        words = self.history.words()

        def text(value: str) -> Callable[[], str]:
            return lambda: value

        return [
            StatisticsField("games", lambda: self.tr("Games played"), lambda: self.tr("Games"),
                            lambda s: s.games),
            StatisticsField("wins", lambda: self.tr("Games won"), lambda: self.tr("Won"),
                            lambda s: s.wins),
            StatisticsField("win_rate", lambda: self.tr("Win rate"), lambda: self.tr("Win rate"),
                            lambda s: s.win_rate, decimals=1, percent=True),
            StatisticsField("current_streak", lambda: self.tr("Current winning streak"),
                            lambda: self.tr("Streak"), lambda s: s.current_streak),
            StatisticsField("longest_streak", lambda: self.tr("Longest winning streak"),
                            lambda: self.tr("Best streak"), lambda s: s.longest_streak),
            StatisticsField("hands", text(words.deals_played), text(words.deals_short),
                            lambda s: s.hands),
            StatisticsField("avg_points_per_hand", text(words.average),
                            text(words.average_short), lambda s: s.avg_points_per_hand,
                            decimals=2),
        ]

    def _generic_charts(self) -> list[StatisticsChart]:
        words = self.history.words()
        return [
            StatisticsChart("win_rate", lambda: self.tr("Win rate (%)"),
                            ((lambda: self.tr("Win rate"), lambda s: s.win_rate * 100),),
                            decimals=1, x_max=100.0),
            StatisticsChart("average", lambda: words.average,
                            ((lambda: words.points, lambda s: s.avg_points_per_hand),),
                            integer=False, decimals=2),
        ]

    def _build_fields(self) -> None:
        """The summary's labels for the game's figures (two columns)."""
        game = self.history
        fields = [*self._generic_fields(), *game.statistics_fields()]
        charts = [*self._generic_charts(), *game.statistics_charts()]
        self.chart_specs = charts
        if [f.key for f in fields] == [f.key for f in self.fields]:
            self.fields = fields
            return
        self.fields = fields
        for label in (*self.name_labels.values(), *self.value_labels.values()):
            self.summary_grid.removeWidget(label)
            label.deleteLater()
        self.name_labels, self.value_labels = {}, {}
        rows = (len(fields) + 1) // 2
        for i, f in enumerate(fields):
            label, value = QLabel(self.summary_box), QLabel(self.summary_box)
            value.setObjectName(f"stat_{f.key}")
            value.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            self.name_labels[f.key], self.value_labels[f.key] = label, value
            self.summary_grid.addWidget(label, i % rows, (i // rows) * 2)
            self.summary_grid.addWidget(value, i % rows, (i // rows) * 2 + 1)
        self.summary_grid.setColumnStretch(1, 1)
        self.summary_grid.setColumnStretch(3, 1)

    def field(self, key: str) -> StatisticsField:
        return next(f for f in self.fields if f.key == key)

    def _format(self, key: str, stats: Stats) -> str:
        f = self.field(key)
        value = f.value(stats)
        loc = QLocale()
        if f.percent:
            return loc.toString(value * 100, "f", f.decimals) + " %"
        if f.decimals:
            return loc.toString(float(value), "f", f.decimals)
        return loc.toString(int(value))

    # ------------------------------------------------------------------ texts
    def _fill_tab(self, tab: _StatsTab, data: dict[str, Stats], key_title: str,
                  label: Callable[[str], str]) -> None:
        keys = sorted(data, key=lambda k: (-data[k].games, label(k)))
        t = tab.table
        t.clear()
        t.setColumnCount(len(self.fields) + 1)
        t.setHorizontalHeaderLabels([key_title, *(f.short() for f in self.fields)])
        for c, f in enumerate(self.fields, start=1):
            header_item = t.horizontalHeaderItem(c)
            if header_item is not None:
                header_item.setToolTip(f.title())
        t.setRowCount(len(keys))
        t.horizontalHeader().setDefaultAlignment(Qt.AlignmentFlag.AlignCenter)
        for r, k in enumerate(keys):
            t.setItem(r, 0, QTableWidgetItem(label(k)))
            for c, f in enumerate(self.fields, start=1):
                item = QTableWidgetItem(self._format(f.key, data[k]))
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                t.setItem(r, c, item)
        header = t.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        shown = [k for k in keys if data[k].games > 0][:8]
        names = [label(k) for k in shown]
        tab.set_charts([c.key for c in self.chart_specs])
        for spec in self.chart_specs:
            sets = [(name(), [round(value(data[k]), spec.decimals) if spec.decimals
                              else value(data[k]) for k in shown])
                    for name, value in spec.bars]
            show_chart(tab.charts[spec.key], bar_chart(
                spec.title(), names, sets, x_max=spec.x_max, integer=spec.integer))

    def _fit_size(self) -> None:
        """A small window while there is nothing to show; the full size once there is."""
        empty = self.is_empty
        if empty == self._shown_empty:
            return
        self._shown_empty = empty
        if empty:
            self.resize(*EMPTY_SIZE)
        else:
            self.resize(*FULL_SIZE)

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Statistics"))
        self.empty_label.setText(self.tr(
            "No statistics yet.\n\nFinish a game against the computer and your record "
            "(games won, streaks, points per hand, moons) appears here."))
        self.tabs.setTabText(0, self.tr("By rules"))
        self.tabs.setTabText(1, self.tr("By opponent"))
        self.tabs.setTabText(self.tabs.indexOf(self.coach_tab),
                             self.tr("Points lost to mistakes"))
        self.tabs.setTabText(self.tabs.indexOf(self.rating_tab), self.tr("Rating"))
        self.game_label.setText(self.tr("Game:"))
        for i in range(self.game_combo.count()):
            self.game_combo.setItemText(i, history_of(self.game_combo.itemData(i)).title())
        game = self.history
        self.heading.setText(game.title() if len(self.games) > 1 else self.tr("All games"))
        self._fit_size()
        if self.is_empty or self.overall is None:
            self.stack.setCurrentIndex(0)
            return
        self._build_fields()
        for f in self.fields:
            self.name_labels[f.key].setText(f.title() + ":")
            self.value_labels[f.key].setText(self._format(f.key, self.overall))
        self.stack.setCurrentIndex(1)
        self._show_daily()
        self._fill_tab(self.preset_tab, self.by_preset, self.tr("Rules"), game.rules_title)
        self._fill_tab(self.opponent_tab, self.by_opponent, self.tr("Opponent"), str)
        self.rating_tab.show_ratings(self.rating_entries, self.game, self.rating_problems)
        self.coach_tab.show_trend(self.trend, [month_name(p.period) for p in self.trend])

    def _show_daily(self) -> None:
        """The deals of the day of the game shown (hidden before the first day played)."""
        d = self.daily
        self.daily_box.setVisible(d is not None and d.days_played > 0)
        if d is None:
            return
        self.daily_box.setTitle(self.tr("Deal of the day"))
        titles = {"days_played": self.tr("Days played"), "best_place": self.tr("Best place"),
                  "days_won": self.tr("Days won"),
                  "current_streak": self.tr("Current streak (days in a row)"),
                  "longest_streak": self.tr("Longest streak (days in a row)")}
        locale = QLocale()
        values = {"days_played": d.days_played, "best_place": d.best_place,
                  "days_won": d.days_won, "current_streak": d.current_streak,
                  "longest_streak": d.longest_streak}
        for key in DAILY_FIELDS:
            self.daily_names[key].setText(titles[key] + ":")
            value = values[key]
            self.daily_values[key].setText("–" if value is None else locale.toString(value))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Escape closes the window (as the Close button and Ctrl+W do): a key no child
        used comes here."""
        if event.key() == Qt.Key.Key_Escape and not event.modifiers():
            event.accept()
            self.close()
            return
        super().keyPressEvent(event)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)


__all__ = ["EMPTY_SIZE", "FIELDS", "FULL_SIZE", "StatisticsWindow"]
