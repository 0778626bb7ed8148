"""The statistics window shows the database's numbers, per preset and per opponent, with
charts; an empty history gets a friendly page instead."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from hearts_desktop.history import HistoryDB
from hearts_desktop.ui.games.hearts.labels import preset_title
from hearts_desktop.ui.history.stats import FIELDS, StatisticsWindow


def open_stats(qtbot: QtBot, db: HistoryDB) -> StatisticsWindow:
    win = StatisticsWindow(db)
    qtbot.addWidget(win)
    win.show()
    return win


def test_the_numbers_are_the_databases(qtbot: QtBot,
                                       history_db: tuple[HistoryDB, list[int]]) -> None:
    db, _ids = history_db
    win = open_stats(qtbot, db)
    stats = db.statistics()
    assert stats.games == 2  # the abandoned match does not count
    assert not win.is_empty
    assert win.stack.currentIndex() == 1
    assert win.value_labels["games"].text() == "2"
    assert win.value_labels["wins"].text() == str(stats.wins)
    assert win.value_labels["hands"].text() == str(stats.hands)
    assert win.value_labels["moons_shot"].text() == str(stats.moons_shot)
    assert win.value_labels["queen_taken"].text() == str(stats.queen_taken)
    for name in FIELDS:
        assert win.value_labels[name].text() == win._format(name, stats)


def test_per_preset_and_per_opponent(qtbot: QtBot,
                                     history_db: tuple[HistoryDB, list[int]]) -> None:
    db, _ids = history_db
    win = open_stats(qtbot, db)
    by_preset = db.statistics_by("preset")
    table = win.preset_tab.table
    assert table.rowCount() == len(by_preset) == 2
    rows = {table.item(r, 0).text(): r for r in range(table.rowCount())}
    for preset, stats in by_preset.items():
        r = rows[preset_title(preset)]
        assert table.item(r, 1 + FIELDS.index("games")).text() == str(stats.games)
        assert table.item(r, 1 + FIELDS.index("wins")).text() == str(stats.wins)
    by_opponent = db.statistics_by("opponent")
    assert win.opponent_tab.table.rowCount() == len(by_opponent)
    ben = next(r for r in range(win.opponent_tab.table.rowCount())
               if win.opponent_tab.table.item(r, 0).text() == "Ben")
    assert win.opponent_tab.table.item(ben, 1).text() == str(by_opponent["Ben"].games) == "2"


def test_charts_have_a_bar_per_preset(qtbot: QtBot,
                                      history_db: tuple[HistoryDB, list[int]]) -> None:
    db, _ids = history_db
    win = open_stats(qtbot, db)
    by_preset = db.statistics_by("preset")
    (series,) = win.preset_tab.charts["win_rate"].chart().series()
    (rates,) = series.barSets()
    expected = sorted(round(s.win_rate * 100, 1) for s in by_preset.values())
    assert sorted(rates.at(i) for i in range(rates.count())) == expected
    (moons,) = win.preset_tab.charts["moons"].chart().series()
    assert [s.label() for s in moons.barSets()] == ["Shot", "Suffered"]


def test_an_empty_history_gets_a_friendly_page(qtbot: QtBot, tmp_path: Path) -> None:
    db = HistoryDB(tmp_path / "empty.sqlite3")
    try:
        win = open_stats(qtbot, db)
        assert win.is_empty
        assert win.stack.currentIndex() == 0
        assert "No statistics yet" in win.empty_label.text()
    finally:
        db.close()
