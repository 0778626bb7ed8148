"""The Statistics window's "Rating" tab: the player's rating in the game shown, as the
servers they played rated matches on gave it (``net.rating_log``, the data folder's
``ratings.jsonl``): the latest rating with its uncertainty per server and rating category,
and its history as a chart (the rating after each rated match, and a band of one
uncertainty either side).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCharts import QAreaSeries, QChart, QLineSeries, QValueAxis
from PySide6.QtCore import QLocale, QPointF, Qt
from PySide6.QtGui import QColor, QPen
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from ...net.rating_log import RatingEntry
from ...net.ratings import CATEGORY_GAME
from ..tr_context import TrContext
from .charts import PLAYER_COLOURS, new_chart_view, nice_range, show_chart

Ratings = TrContext("Ratings")
"""The translation context of the rating tab."""


def category_title(category: str) -> str:
    return {
        "hearts": Ratings.tr("Hearts"),
        "pinochle": Ratings.tr("Pinochle (partnerships)"),
        "ombre": Ratings.tr("Ombre"),
        "quadrille": Ratings.tr("Quadrille"),
        "quintille": Ratings.tr("Quintille"),
    }.get(category, category)


def lines_of(entries: Sequence[RatingEntry], game: str
             ) -> dict[tuple[str, str], list[RatingEntry]]:
    """The entries of ``game`` by (server, category), oldest first."""
    out: dict[tuple[str, str], list[RatingEntry]] = {}
    for e in entries:
        if CATEGORY_GAME.get(e.category) == game:
            out.setdefault((e.server, e.category), []).append(e)
    return out


def rating_chart(title: str, lines: dict[tuple[str, str], list[RatingEntry]], *,
                 several_servers: bool) -> QChart:
    """One line per server and category: the rating after each rated match (x: the
    match's number), over a band of the rating ± its uncertainty."""
    chart = QChart()
    chart.setTitle(title)
    chart.setAnimationOptions(QChart.AnimationOption.NoAnimation)
    chart.legend().setAlignment(Qt.AlignmentFlag.AlignBottom)
    x_axis, y_axis = QValueAxis(), QValueAxis()
    x_axis.setTitleText(Ratings.tr("Rated match"))
    x_axis.setLabelFormat("%d")
    y_axis.setTitleText(Ratings.tr("Rating"))
    y_axis.setLabelFormat("%d")
    chart.addAxis(x_axis, Qt.AlignmentFlag.AlignBottom)
    chart.addAxis(y_axis, Qt.AlignmentFlag.AlignLeft)
    lo, hi, most = 25.0, 25.0, 1
    for i, ((server, category), entries) in enumerate(sorted(lines.items())):
        colour = QColor(PLAYER_COLOURS[i % len(PLAYER_COLOURS)])
        # the starting point (before the first match), then one point per match
        first = entries[0]
        points = [(0, first.before, first.sigma)] + [
            (n, e.mu, e.sigma) for n, e in enumerate(entries, start=1)]
        upper, lower, line = QLineSeries(), QLineSeries(), QLineSeries()
        for n, mu, sigma in points:
            upper.append(QPointF(n, mu + sigma))
            lower.append(QPointF(n, mu - sigma))
            line.append(QPointF(n, mu))
            lo, hi = min(lo, mu - sigma), max(hi, mu + sigma)
        most = max(most, len(entries))
        band = QAreaSeries(upper, lower)
        upper.setParent(band)  # the band's edges live as long as it does (Qt, not Python)
        lower.setParent(band)
        band_colour = QColor(colour)
        band_colour.setAlpha(50)
        band.setColor(band_colour)
        band.setBorderColor(band_colour)
        name = category_title(category)
        band.setName(Ratings.tr("{0}: uncertainty").format(name))
        line.setName(f"{name} ({server})" if several_servers else name)
        pen = QPen(colour)
        pen.setWidthF(2.4)
        line.setPen(pen)
        line.setPointsVisible(len(points) <= 30)
        for series in (band, line):
            chart.addSeries(series)
            series.attachAxis(x_axis)
            series.attachAxis(y_axis)
    x_axis.setRange(0, max(1, most))
    if most <= 15:
        x_axis.setTickCount(max(2, most + 1))  # a tick per match
    else:
        x_axis.setTickCount(11)
        x_axis.applyNiceNumbers()
    low, high, ticks = nice_range(lo, hi)
    y_axis.setRange(low, high)
    y_axis.setTickCount(ticks)
    return chart


class RatingTab(QWidget):
    """The rating tab (module docstring)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rating_tab")
        self.summary = QLabel(self)
        self.summary.setObjectName("rating_summary")
        self.summary.setWordWrap(True)
        self.summary.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.chart_view = new_chart_view(self)
        self.chart_view.setObjectName("rating_chart")
        lay = QVBoxLayout(self)
        lay.addWidget(self.summary)
        lay.addWidget(self.chart_view, 1)
        self.lines: dict[tuple[str, str], list[RatingEntry]] = {}

    def show_ratings(self, entries: Sequence[RatingEntry], game: str,
                     problems: Sequence[str] = ()) -> None:
        self.lines = lines_of(entries, game)
        locale = QLocale()
        servers = {server for server, _ in self.lines}
        rows = []
        for (server, category), line in sorted(self.lines.items()):
            last = line[-1]
            mu, sigma = locale.toString(last.mu, "f", 1), locale.toString(last.sigma, "f", 1)
            if len(servers) > 1:
                rows.append(Ratings.tr("{0} on {1}: {2} ± {3} after %n rated match(es)", "",
                                       last.matches).format(category_title(category), server,
                                                            mu, sigma))
            else:
                rows.append(Ratings.tr("{0}: {1} ± {2} after %n rated match(es)", "",
                                       last.matches).format(category_title(category), mu,
                                                            sigma))
        if not rows:
            rows.append(Ratings.tr("No rated match of this game yet. Play a quick match "
                                   "(Game > Play online > Quick match) and your rating, "
                                   "its uncertainty and its history appear here."))
        else:
            rows.append(Ratings.tr("A rating starts at 25; the uncertainty (±) shrinks as "
                                   "you play. Each server keeps its own ratings."))
        if problems:
            rows.append(Ratings.tr("Some entries of your rating record could not be read "
                                   "and are not shown: {0}").format("; ".join(problems[:3])))
        self.summary.setText("\n".join(rows))
        show_chart(self.chart_view, rating_chart(Ratings.tr("Your rating"), self.lines,
                                                 several_servers=len(servers) > 1))
        self.chart_view.setVisible(bool(self.lines))
        self.chart_view.setAccessibleName(Ratings.tr("Chart of your rating after each "
                                                     "rated match"))


__all__ = ["RatingTab", "Ratings", "category_title", "lines_of", "rating_chart"]
