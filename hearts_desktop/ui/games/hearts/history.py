"""Hearts in the history windows: the Moons column, the moons and Queen of Spades figures
and chart of the statistics, "Hand" and penalty points (lower is better), the ☾ after the
score of a seat that shot the moon.

The facts come from ``games/hearts/analysis.py`` (``MatchAnalysis.facts``: per seat
``moons``, ``moons_suffered``, ``queens``; per deal ``moon_by``, ``sun``). The texts keep
the translation contexts they had in the history windows ("" for the list,
"MatchDetail", "StatisticsWindow"), so their translations still apply.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from ..game_history import (
    GameHistory,
    HistoryColumn,
    StatisticsChart,
    StatisticsField,
    StatisticsWindow,
    fact_field,
)

if TYPE_CHECKING:
    from ....history import HandRow, MatchSummary, Stats

def _tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    # Context "" is where pyside6-lupdate files calls of _tr (see tools/i18n.py:
    # -tr-function-alias tr+=_tr); the catalogue and this lookup must agree.
    return QCoreApplication.translate("", text, disambiguation, n)


def _moons(summary: MatchSummary) -> str:
    return str(summary.moons)


def _shot(stats: Stats) -> float:
    return stats.moons_shot


def _suffered(stats: Stats) -> float:
    return stats.moons_suffered


def _queens(stats: Stats) -> float:
    return stats.queen_taken


class HeartsHistory(GameHistory):
    """Hearts' part of the history windows."""

    name = "hearts"
    counts_hands = True
    higher_is_better = False

    def columns(self) -> Sequence[HistoryColumn]:
        return (
            HistoryColumn(
                "moons",
                lambda: _tr("Moons"),
                _moons,
                order_by="fact:moons",
                header_tooltip=lambda: _tr("Moons (and suns) shot in the match, by anyone"),
            ),
        )

    def deal_mark(self, row: HandRow, seat: int) -> str:
        return " ☾" if row.moon_by == seat else ""

    def legend(self) -> Sequence[tuple[str, str]]:
        return (("☾", _tr("shot the moon (or the sun) in that hand")),)

    def statistics_fields(self) -> Sequence[StatisticsField]:
        return (
            fact_field("moons_shot", lambda: StatisticsWindow.tr("Moons shot"), value=_shot),
            fact_field("moons_suffered", lambda: StatisticsWindow.tr("Moons suffered"),
                       value=_suffered),
            fact_field("queen_taken", lambda: StatisticsWindow.tr("Queen of Spades taken"),
                       lambda: StatisticsWindow.tr("Q♠ taken"), _queens),
        )

    def statistics_charts(self) -> Sequence[StatisticsChart]:
        return (
            StatisticsChart(
                "moons",
                lambda: StatisticsWindow.tr("Moons"),
                (
                    (lambda: StatisticsWindow.tr("Shot"), _shot),
                    (lambda: StatisticsWindow.tr("Suffered"), _suffered),
                ),
            ),
        )


HISTORY = HeartsHistory()
"""What the history windows show of Hearts (found by ``ui.games.game_history.load_history``)."""

__all__ = ["HISTORY", "HeartsHistory"]
