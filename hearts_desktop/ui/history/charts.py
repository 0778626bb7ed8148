"""QtCharts for the history: running totals of a match, and bars for the statistics."""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCharts import (
    QAbstractBarSeries,
    QBarCategoryAxis,
    QBarSeries,
    QBarSet,
    QChart,
    QChartView,
    QHorizontalBarSeries,
    QLineSeries,
    QValueAxis,
)
from PySide6.QtCore import QMargins, QPointF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QWidget

from ...games.hearts import Score

PLAYER_COLOURS = ("#d1495b", "#2e86ab", "#3b9c56", "#edae49", "#7b4ea3", "#e07a1f",
                  "#00798c", "#8d6a9f", "#6c757d", "#b5179e", "#4361ee", "#588157")


def chart_value(score: Score) -> float:
    """A score as a number to plot: complex scores (Complex Hearts) by their size."""
    if isinstance(score, complex):
        return abs(score)
    return float(score)


def nice_range(lo: float, hi: float, *, max_ticks: int = 7,
               integer: bool = True) -> tuple[float, float, int]:
    """An axis range covering ``lo``..``hi`` and 0 in round steps: (low, high, tick count).

    >>> nice_range(0, 104)
    (0.0, 120.0, 7)
    >>> nice_range(0, 1.6, integer=False)
    (0.0, 2.0, 5)
    >>> nice_range(0, 0)
    (0.0, 1.0, 2)
    """
    lo, hi = min(0.0, lo), max(0.0, hi)
    if hi <= lo:
        hi = lo + 1.0
    steps = sorted(b * 10.0 ** p for b in (1.0, 2.0, 2.5, 5.0) for p in range(-1, 7)
                   if not integer or (b * 10.0 ** p >= 1 and (b * 10.0 ** p).is_integer()))
    for step in steps:
        low, high = math.floor(lo / step) * step, math.ceil(hi / step) * step
        ticks = round((high - low) / step) + 1
        if ticks <= max_ticks:
            return low, high, ticks
    return lo, hi, 2


def new_chart_view(parent: QWidget | None = None) -> QChartView:
    view = QChartView(parent)
    view.setRenderHint(QPainter.RenderHint.Antialiasing)
    view.setMinimumSize(320, 220)
    return view


def show_chart(view: QChartView, chart: QChart) -> None:
    """Shows ``chart`` in ``view`` and disposes of the chart shown before.

    ``QChartView.setChart`` takes the new chart and only releases the old one, which the
    caller must delete; it is deleted later (from the event loop), once nothing that is
    painting or handling an event of the view still holds it. The view keeps a Python
    reference to the chart it shows, so no garbage collection can reach a chart the view
    still draws."""
    old = view.chart()
    view.setChart(chart)
    setattr(view, "_chart_shown", chart)  # noqa: B010 (QChartView declares no such slot)
    if old is not None and old is not chart:
        old.deleteLater()


def _base_chart(title: str) -> QChart:
    chart = QChart()
    chart.setTitle(title)
    chart.setAnimationOptions(QChart.AnimationOption.NoAnimation)
    chart.legend().setAlignment(Qt.AlignmentFlag.AlignBottom)
    chart.setMargins(QMargins(4, 4, 4, 4))
    return chart


def running_totals_chart(title: str, names: Sequence[str], deals: Sequence[int],
                         totals: Sequence[Sequence[Score]], x_title: str, y_title: str
                         ) -> QChart:
    """One line per player: their total after each hand (one point per hand)."""
    chart = _base_chart(title)
    x_axis = QValueAxis()
    x_axis.setTitleText(x_title)
    x_axis.setLabelFormat("%d")
    y_axis = QValueAxis()
    y_axis.setTitleText(y_title)
    y_axis.setLabelFormat("%d")
    chart.addAxis(x_axis, Qt.AlignmentFlag.AlignBottom)
    chart.addAxis(y_axis, Qt.AlignmentFlag.AlignLeft)
    lo, hi = 0.0, 0.0
    for seat, name in enumerate(names):
        series = QLineSeries()
        series.setName(name)
        points = [QPointF(float(d), chart_value(row[seat]))
                  for d, row in zip(deals, totals, strict=True)]
        series.append(points)
        for p in points:
            lo, hi = min(lo, p.y()), max(hi, p.y())
        pen = QPen(QColor(PLAYER_COLOURS[seat % len(PLAYER_COLOURS)]))
        pen.setWidthF(2.4)
        series.setPen(pen)
        series.setPointsVisible(len(points) <= 30)
        chart.addSeries(series)
        series.attachAxis(x_axis)
        series.attachAxis(y_axis)
    first = float(deals[0]) if deals else 1.0
    last = float(deals[-1]) if deals else 1.0
    x_axis.setRange(first, max(last, first + 1))
    x_axis.setTickCount(min(12, max(2, int(last - first) + 1)))
    if last - first > 11:
        x_axis.applyNiceNumbers()
    low, high, ticks = nice_range(lo, hi)
    y_axis.setRange(low, high)
    y_axis.setTickCount(ticks)
    return chart


def bar_chart(title: str, categories: Sequence[str], sets: Sequence[tuple[str, Sequence[float]]],
              *, x_max: float | None = None, integer: bool = True) -> QChart:
    """Horizontal bars, one group per category (the first at the top, names readable at
    the left) and one ``QBarSet`` per (name, values)."""
    chart = _base_chart(title)
    series = QHorizontalBarSeries()
    top = 0.0
    for i, (name, values) in enumerate(sets):
        bar_set = QBarSet(name)
        bar_set.append([float(v) for v in reversed(values)])
        bar_set.setColor(QColor(PLAYER_COLOURS[(i * 3 + 1) % len(PLAYER_COLOURS)]))
        bar_set.setLabelColor(QColor("white"))
        series.append(bar_set)
        top = max([top, *[float(v) for v in values]])
    series.setLabelsVisible(True)
    series.setLabelsFormat("@value")
    series.setLabelsPosition(QAbstractBarSeries.LabelsPosition.LabelsInsideEnd)
    chart.addSeries(series)
    y_axis = QBarCategoryAxis()
    y_axis.append(list(reversed(categories)))
    chart.addAxis(y_axis, Qt.AlignmentFlag.AlignLeft)
    series.attachAxis(y_axis)
    x_axis = QValueAxis()
    x_axis.setLabelFormat("%d" if integer else "%.1f")
    # room past the longest bar for its label
    low, high, ticks = nice_range(0.0, x_max if x_max is not None else top * 1.1,
                                  max_ticks=6, integer=integer)
    x_axis.setRange(low, high)
    x_axis.setTickCount(ticks)
    chart.addAxis(x_axis, Qt.AlignmentFlag.AlignBottom)
    series.attachAxis(x_axis)
    chart.legend().setVisible(len(sets) > 1)
    return chart


def trend_chart(title: str, periods: Sequence[str], values: Sequence[float],
                y_title: str) -> QChart:
    """Vertical bars, one per period (oldest on the left): the coach's points lost to
    mistakes per reviewed hand, month by month."""
    chart = _base_chart(title)
    series = QBarSeries()
    bar_set = QBarSet(y_title)
    bar_set.append([float(v) for v in values])
    bar_set.setColor(QColor(PLAYER_COLOURS[0]))
    bar_set.setLabelColor(QColor(40, 40, 40))  # over the bar, on the chart's white
    series.append(bar_set)
    series.setLabelsVisible(True)
    series.setLabelsFormat("@value")
    series.setLabelsPosition(QAbstractBarSeries.LabelsPosition.LabelsOutsideEnd)
    chart.addSeries(series)
    x_axis = QBarCategoryAxis()
    x_axis.append(list(periods))
    chart.addAxis(x_axis, Qt.AlignmentFlag.AlignBottom)
    series.attachAxis(x_axis)
    y_axis = QValueAxis()
    y_axis.setTitleText(y_title)
    y_axis.setLabelFormat("%.1f")
    low, high, ticks = nice_range(0.0, max([0.0, *values]) * 1.15, max_ticks=6,
                                  integer=False)
    y_axis.setRange(low, high)
    y_axis.setTickCount(ticks)
    chart.addAxis(y_axis, Qt.AlignmentFlag.AlignLeft)
    series.attachAxis(y_axis)
    chart.legend().setVisible(False)
    return chart


__all__ = ["PLAYER_COLOURS", "bar_chart", "chart_value", "new_chart_view",
           "running_totals_chart", "show_chart", "trend_chart"]
