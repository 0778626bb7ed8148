"""The history window: the list (sorting, filters, lazy loading), the detail view with its
per-hand table and chart, export and delete."""

from __future__ import annotations

import gc
import json
from datetime import UTC, datetime
from pathlib import Path

import pytest
import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, QLocale, Qt
from pytestqt.qtbot import QtBot

from hearts_desktop.games.hearts import score_text
from hearts_desktop.history import HistoryDB, import_match
from hearts_desktop.ui.games.hearts.labels import preset_title
from hearts_desktop.ui.history.charts import (
    chart_value,
    new_chart_view,
    running_totals_chart,
    show_chart,
)
from hearts_desktop.ui.history.model import MatchListModel, local_time_text
from hearts_desktop.ui.history.window import HistoryWindow

from .conftest import Played


@pytest.fixture
def history(qtbot: QtBot, history_db: tuple[HistoryDB, list[int]]) -> HistoryWindow:
    db, _ids = history_db
    win = HistoryWindow(db)
    qtbot.addWidget(win)
    win.show()
    return win


def shown_ids(win: HistoryWindow) -> list[int]:
    model = win.model
    return [model.summary(r).id for r in range(model.rowCount())]  # type: ignore[union-attr]


def cell(win: HistoryWindow, row: int, key: str) -> str:
    return str(win.model.index(row, win.model.column(key)).data())


def test_the_list_shows_every_match_newest_first(
        history: HistoryWindow, history_db: tuple[HistoryDB, list[int]],
        played: list[Played]) -> None:
    _db, ids = history_db
    assert shown_ids(history) == ids[::-1]
    # newest first: the abandoned classic, then Black Lady (assisted), then classic
    assert cell(history, 0, "status") == "Abandoned"
    assert cell(history, 1, "rules") == preset_title("black_lady")
    assert cell(history, 1, "assisted") == "✓"
    assert cell(history, 2, "assisted") == ""
    assert cell(history, 2, "players") == "You, Pauline, Michèle, Ben"
    first = played[0]
    assert cell(history, 2, "hands") == str(len(first.scored))
    final = first.scored[-1].match_scores
    assert cell(history, 2, "scores") == " · ".join(score_text(s) for s in final)
    ranking = first.match.state().ranking
    assert ranking is not None
    assert cell(history, 2, "place") == str(ranking[0])
    assert cell(history, 0, "place") == "–"  # abandoned: no place


def test_sorting_by_date_and_by_hands(history: HistoryWindow,
                                      history_db: tuple[HistoryDB, list[int]],
                                      played: list[Played]) -> None:
    _db, ids = history_db
    history.sort_by("date", Qt.SortOrder.AscendingOrder)
    assert shown_ids(history) == ids
    history.sort_by("hands", Qt.SortOrder.AscendingOrder)
    hands = [int(cell(history, r, "hands")) for r in range(3)]
    assert hands == sorted(len(p.scored) for p in played)
    history.sort_by("hands", Qt.SortOrder.DescendingOrder)
    assert [int(cell(history, r, "hands")) for r in range(3)] == sorted(hands,
                                                                              reverse=True)


def test_sorting_by_score(history: HistoryWindow, history_db: tuple[HistoryDB, list[int]]
                          ) -> None:
    assert history.model.supports("score")
    history.sort_by("scores", Qt.SortOrder.AscendingOrder)
    mine = [history.model.summary(r).final_scores[0]  # type: ignore[union-attr]
            for r in range(3)]
    assert mine == sorted(mine, key=chart_value)
    history.sort_by("scores", Qt.SortOrder.DescendingOrder)
    mine = [history.model.summary(r).final_scores[0]  # type: ignore[union-attr]
            for r in range(3)]
    assert mine == sorted(mine, key=chart_value, reverse=True)


def test_sorting_by_place(history: HistoryWindow) -> None:
    assert history.model.supports("place")
    history.sort_by("place", Qt.SortOrder.AscendingOrder)
    places = [history.model.summary(r).ranking[0]  # type: ignore[union-attr]
              for r in range(3)]
    assert places == sorted(places)
    assert history.table.horizontalHeader().sortIndicatorSection() == history.model.column("place")


def test_a_column_the_database_cannot_sort_keeps_the_order(history: HistoryWindow) -> None:
    before = shown_ids(history)
    history.sort_by("players", Qt.SortOrder.AscendingOrder)
    assert shown_ids(history) == before
    assert history.table.horizontalHeader().sortIndicatorSection() == history.model.column("date")


def test_filters_narrow_the_list(history: HistoryWindow,
                                 history_db: tuple[HistoryDB, list[int]]) -> None:
    _db, (classic, black_lady, abandoned) = history_db
    presets = [history.preset_combo.itemData(i) for i in range(history.preset_combo.count())]
    assert presets == [None, "black_lady", "classic"]
    history.set_filters(preset="black_lady")
    assert shown_ids(history) == [black_lady]
    history.set_filters(opponent="Pauline")
    assert shown_ids(history) == [abandoned, classic]
    history.set_filters(status="abandoned")
    assert shown_ids(history) == [abandoned]
    history.set_filters(preset="classic", opponent="Ben")
    assert shown_ids(history) == [classic]
    history.set_filters(search="Grace")
    assert shown_ids(history) == [black_lady]
    history.set_filters(search="nobody-by-this-name")
    assert shown_ids(history) == []
    assert history.count_label.text() == "No matches."
    history.set_filters()
    assert len(shown_ids(history)) == 3


def test_typing_in_the_search_box_filters(qtbot: QtBot, history: HistoryWindow,
                                          history_db: tuple[HistoryDB, list[int]]) -> None:
    _db, (_classic, _black_lady, abandoned) = history_db
    qtbot.keyClicks(history.search_edit, "Victor")
    qtbot.waitUntil(lambda: shown_ids(history) == [abandoned], timeout=2000)


def test_the_list_loads_page_by_page(history_db: tuple[HistoryDB, list[int]]) -> None:
    db, ids = history_db
    model = MatchListModel(db, page_size=2)
    model.refresh()
    assert model.rowCount() == 2
    assert model.canFetchMore()
    model.fetchMore()
    assert model.rowCount() == 3
    assert not model.canFetchMore()
    assert [model.summary(r).id for r in range(3)] == ids[::-1]  # type: ignore[union-attr]


def test_detail_shows_the_hands_and_a_chart(history: HistoryWindow,
                                            history_db: tuple[HistoryDB, list[int]],
                                            played: list[Played]) -> None:
    _db, ids = history_db
    assert history.select_match(ids[0])
    detail = history.detail
    scored = played[0].scored
    assert detail.hands_table.rowCount() == len(scored)
    assert [r.points for r in detail.rows] == [s.deal_scores for s in scored]
    assert [r.totals for r in detail.rows] == [s.match_scores for s in scored]
    last = detail.hands_table.item(len(scored) - 1, 2).text()
    assert last.startswith(score_text(scored[-1].match_scores[2]))
    series = detail.chart.series()
    assert [s.name() for s in series] == ["You", "Pauline", "Michèle", "Ben"]
    for seat, s in enumerate(series):
        assert s.count() == len(scored)
        assert [p.y() for p in s.points()] == [float(h.match_scores[seat]) for h in scored]
        assert [p.x() for p in s.points()] == [float(h.deal_number) for h in scored]
    assert history.replay_button.isEnabled()


def test_no_selection_no_detail(history: HistoryWindow) -> None:
    history.table.clearSelection()
    assert history.detail.summary is None
    assert not history.replay_button.isEnabled()
    assert not history.delete_button.isEnabled()


def test_export_writes_a_match_that_imports_back(tmp_path: Path, history: HistoryWindow,
                                                 history_db: tuple[HistoryDB, list[int]],
                                                 played: list[Played]) -> None:
    _db, ids = history_db
    history.select_match(ids[1])
    path = tmp_path / "out" / "match.json"
    path.parent.mkdir()
    assert history.export_selected(path)
    again = import_match(path)
    assert again.record == played[1].match.record
    assert again.players == played[1].match.players
    assert again.assisted


def test_export_to_an_unwritable_place_says_so(tmp_path: Path, history: HistoryWindow,
                                               history_db: tuple[HistoryDB, list[int]]) -> None:
    _db, ids = history_db
    history.select_match(ids[0])
    (tmp_path / "a-file").write_text("not a folder", encoding="utf-8")
    assert not history.export_selected(tmp_path / "a-file" / "match.json")
    assert history.last_message is not None
    assert "could not be written" in history.last_message.text()


def test_delete_asks_first(monkeypatch: pytest.MonkeyPatch, history: HistoryWindow,
                           history_db: tuple[HistoryDB, list[int]]) -> None:
    db, ids = history_db
    history.select_match(ids[1])
    monkeypatch.setattr(history, "confirm_delete", lambda summary: False)
    assert not history.delete_selected()
    assert db.count() == 3
    monkeypatch.setattr(history, "confirm_delete", lambda summary: summary.id == ids[1])
    assert history.delete_selected()
    assert db.count() == 2
    assert shown_ids(history) == [ids[2], ids[0]]
    assert history.selected_id() is not None  # the next match is selected


def test_a_damaged_record_in_the_database_is_reported(
        history: HistoryWindow, history_db: tuple[HistoryDB, list[int]]) -> None:
    db, ids = history_db
    history.select_match(ids[0])
    db._conn.execute("UPDATE records SET saved = ? WHERE match_id = ?",
                     (b"not zlib", ids[0]))
    assert history.replay_selected() is None
    assert history.last_message is not None
    assert "cannot be read" in history.last_message.text()


def test_export_file_is_versioned_json(tmp_path: Path, history: HistoryWindow,
                                       history_db: tuple[HistoryDB, list[int]]) -> None:
    _db, ids = history_db
    history.select_match(ids[2])
    path = tmp_path / "m.json"
    history.export_selected(path)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["format"] == "hearts-desktop/saved-match"
    assert (data["version"], data["game"]) == (2, "hearts")


@pytest.mark.parametrize("locale", ["en_US", "de_DE", "ko_KR", "ja_JP"])
def test_dates_show_the_year_in_full(locale: str) -> None:
    before = QLocale()
    QLocale.setDefault(QLocale(locale))
    try:
        text = local_time_text(datetime(2031, 6, 15, 12, 0, tzinfo=UTC))
    finally:
        QLocale.setDefault(before)
    assert "2031" in text  # not "6/15/31"


def test_a_chart_shown_in_place_of_another_is_drawn_and_the_old_one_is_deleted(
        qtbot: QtBot) -> None:
    """``show_chart``: the view draws the new chart; the chart it drew before is deleted
    once the event loop runs (QChartView.setChart only releases it), never the new one."""
    view = new_chart_view()
    qtbot.addWidget(view)
    first = running_totals_chart("A", ["You"], [1, 2], [(3,), (5,)], "Deal", "Points")
    show_chart(view, first)
    second = running_totals_chart("B", ["You"], [1], [(4,)], "Deal", "Points")
    show_chart(view, second)
    del second
    gc.collect()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert not shiboken6.isValid(first)
    assert view.chart().title() == "B"
    assert len(view.chart().series()) == 1
