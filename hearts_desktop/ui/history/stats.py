"""The statistics window: the human's record over all finished games, per rules preset and
per opponent, in numbers and charts (``HistoryDB.statistics`` / ``statistics_by``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QLocale, Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFormLayout,
    QGridLayout,
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

from ..games.hearts.labels import preset_title
from .charts import bar_chart, new_chart_view

if TYPE_CHECKING:
    from ...history import HistoryDB, Stats

FIELDS = ("games", "wins", "win_rate", "current_streak", "longest_streak", "hands",
          "avg_points_per_hand", "moons_shot", "moons_suffered", "queen_taken")


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
        self.win_chart = new_chart_view(self)
        self.points_chart = new_chart_view(self)
        self.moons_chart = new_chart_view(self)
        charts = QGridLayout()
        charts.addWidget(self.win_chart, 0, 0)
        charts.addWidget(self.points_chart, 0, 1)
        charts.addWidget(self.moons_chart, 0, 2)
        lay = QVBoxLayout(self)
        lay.addWidget(self.table, 2)
        lay.addLayout(charts, 3)


class StatisticsWindow(QMainWindow):
    """Games played and won, win rate, streaks, points per hand, moons and the Queen of
    Spades; for all games, per rules preset and per opponent."""

    def __init__(self, db: HistoryDB, parent: QWidget | None = None, *,
                 persistence: Any = None) -> None:
        super().__init__(parent)
        self.setObjectName("statistics_window")
        self.setWindowFlag(Qt.WindowType.Window, True)
        self.db = db
        self.overall: Stats | None = None
        self.by_preset: dict[str, Stats] = {}
        self.by_opponent: dict[str, Stats] = {}
        self.stack = QStackedWidget(self)
        self.empty_label = QLabel(self)
        self.empty_label.setObjectName("statistics_empty")
        self.empty_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty_label.setWordWrap(True)
        self.stack.addWidget(self.empty_label)
        page = QWidget(self)
        self.summary_box = QWidget(page)
        self.summary_form = QFormLayout(self.summary_box)
        self.value_labels: dict[str, QLabel] = {}
        self.name_labels: dict[str, QLabel] = {}
        for name in FIELDS:
            label, value = QLabel(self.summary_box), QLabel(self.summary_box)
            value.setObjectName(f"stat_{name}")
            value.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            self.name_labels[name], self.value_labels[name] = label, value
        grid = QGridLayout()
        for i, name in enumerate(FIELDS):
            grid.addWidget(self.name_labels[name], i % 5, (i // 5) * 2)
            grid.addWidget(self.value_labels[name], i % 5, (i // 5) * 2 + 1)
        grid.setColumnStretch(1, 1)
        grid.setColumnStretch(3, 1)
        self.summary_form.addRow(grid)
        self.tabs = QTabWidget(page)
        self.preset_tab = _StatsTab(self.tabs)
        self.opponent_tab = _StatsTab(self.tabs)
        self.tabs.addTab(self.preset_tab, "")
        self.tabs.addTab(self.opponent_tab, "")
        page_lay = QVBoxLayout(page)
        self.heading = QLabel(page)
        font = self.heading.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.2)
        self.heading.setFont(font)
        page_lay.addWidget(self.heading)
        page_lay.addWidget(self.summary_box)
        page_lay.addWidget(self.tabs, 1)
        self.stack.addWidget(page)
        self.setCentralWidget(self.stack)
        QShortcut(QKeySequence(QKeySequence.StandardKey.Close), self, self.close)
        if persistence is not None and hasattr(persistence, "history_changed"):
            persistence.history_changed.connect(self.refresh)
        self.resize(1180, 820)
        self.refresh()

    @property
    def is_empty(self) -> bool:
        return self.overall is None or self.overall.games == 0

    def refresh(self) -> None:
        self.overall = self.db.statistics()
        self.by_preset = self.db.statistics_by("preset")
        self.by_opponent = self.db.statistics_by("opponent")
        self.retranslate_ui()

    # ------------------------------------------------------------------ texts
    def _format(self, name: str, stats: Stats) -> str:
        value = getattr(stats, name)
        loc = QLocale()
        if name == "win_rate":
            return loc.toString(value * 100, "f", 1) + " %"
        if name == "avg_points_per_hand":
            return loc.toString(float(value), "f", 2)
        return loc.toString(int(value))

    def _field_titles(self) -> dict[str, str]:
        return {
            "games": self.tr("Games played"), "wins": self.tr("Games won"),
            "win_rate": self.tr("Win rate"), "current_streak": self.tr("Current winning streak"),
            "longest_streak": self.tr("Longest winning streak"), "hands": self.tr("Hands played"),
            "avg_points_per_hand": self.tr("Average points per hand"),
            "moons_shot": self.tr("Moons shot"), "moons_suffered": self.tr("Moons suffered"),
            "queen_taken": self.tr("Queen of Spades taken"),
        }

    def _short_titles(self) -> dict[str, str]:
        """Column headings of the per-preset and per-opponent tables."""
        return {
            "games": self.tr("Games"), "wins": self.tr("Won"), "win_rate": self.tr("Win rate"),
            "current_streak": self.tr("Streak"), "longest_streak": self.tr("Best streak"),
            "hands": self.tr("Hands"), "avg_points_per_hand": self.tr("Points/hand"),
            "moons_shot": self.tr("Moons shot"), "moons_suffered": self.tr("Moons suffered"),
            "queen_taken": self.tr("Q♠ taken"),
        }

    def _fill_tab(self, tab: _StatsTab, data: dict[str, Stats], key_title: str,
                  label: Any) -> None:
        titles, short = self._field_titles(), self._short_titles()
        keys = sorted(data, key=lambda k: (-data[k].games, label(k)))
        t = tab.table
        t.clear()
        t.setColumnCount(len(FIELDS) + 1)
        t.setHorizontalHeaderLabels([key_title, *(short[f] for f in FIELDS)])
        for c, f in enumerate(FIELDS, start=1):
            header_item = t.horizontalHeaderItem(c)
            if header_item is not None:
                header_item.setToolTip(titles[f])
        t.setRowCount(len(keys))
        t.horizontalHeader().setDefaultAlignment(Qt.AlignmentFlag.AlignCenter)
        for r, k in enumerate(keys):
            t.setItem(r, 0, QTableWidgetItem(label(k)))
            for c, f in enumerate(FIELDS, start=1):
                item = QTableWidgetItem(self._format(f, data[k]))
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                t.setItem(r, c, item)
        header = t.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        shown = [k for k in keys if data[k].games > 0][:8]
        names = [label(k) for k in shown]
        self._set_chart(tab.win_chart, bar_chart(
            self.tr("Win rate (%)"), names,
            [(self.tr("Win rate"), [round(data[k].win_rate * 100, 1) for k in shown])],
            x_max=100.0))
        self._set_chart(tab.points_chart, bar_chart(
            self.tr("Average points per hand"), names,
            [(self.tr("Points"), [round(data[k].avg_points_per_hand, 2) for k in shown])],
            integer=False))
        self._set_chart(tab.moons_chart, bar_chart(
            self.tr("Moons"), names,
            [(self.tr("Shot"), [data[k].moons_shot for k in shown]),
             (self.tr("Suffered"), [data[k].moons_suffered for k in shown])]))

    @staticmethod
    def _set_chart(view: Any, chart: Any) -> None:
        old = view.chart()
        view.setChart(chart)
        if old is not None:
            old.deleteLater()

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Statistics"))
        self.empty_label.setText(self.tr(
            "No statistics yet.\n\nFinish a game against the computer and your record "
            "(games won, streaks, points per hand, moons) appears here."))
        self.tabs.setTabText(0, self.tr("By rules"))
        self.tabs.setTabText(1, self.tr("By opponent"))
        self.heading.setText(self.tr("All games"))
        titles = self._field_titles()
        for name in FIELDS:
            self.name_labels[name].setText(titles[name] + ":")
        if self.is_empty or self.overall is None:
            self.stack.setCurrentIndex(0)
            return
        self.stack.setCurrentIndex(1)
        for name in FIELDS:
            self.value_labels[name].setText(self._format(name, self.overall))
        self._fill_tab(self.preset_tab, self.by_preset, self.tr("Rules"), preset_title)
        self._fill_tab(self.opponent_tab, self.by_opponent, self.tr("Opponent"), str)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)


__all__ = ["StatisticsWindow"]
