"""The deal of the day in the history: the saved match's day, schema 4's column (older
databases open and gain it), and the days played, best place and streaks over days."""

from __future__ import annotations

import dataclasses
import json
import shutil
import sqlite3
from datetime import date
from pathlib import Path

import pytest

from hearts_desktop.history import HistoryDB, HistoryError, SavedMatch
from hearts_desktop.history.statistics import day_streaks

from .helpers import hand_match, queen_deal, suit_deal

V1 = Path(__file__).resolve().parents[1] / "fixtures" / "v1"


def test_streaks_count_consecutive_days_up_to_today_or_yesterday() -> None:
    days = [date(2026, 11, 20), date(2026, 11, 21), date(2026, 11, 22),  # a run of 3
            # a gap: the 23rd was not played
            date(2026, 11, 24), date(2026, 11, 25), date(2026, 11, 25)]  # 2 (a repeat)
    assert day_streaks(days, date(2026, 11, 25)) == (2, 3)  # played today
    assert day_streaks(days, date(2026, 11, 26)) == (2, 3)  # today's deal still ahead
    assert day_streaks(days, date(2026, 11, 27)) == (0, 3)  # yesterday missed: broken
    assert day_streaks([], date(2026, 11, 27)) == (0, 0)
    # across a month's and a year's end
    year_end = [date(2026, 12, 30), date(2026, 12, 31), date(2027, 1, 1)]
    assert day_streaks(year_end, date(2027, 1, 1)) == (3, 3)
    assert day_streaks(reversed(year_end), date(2027, 1, 2)) == (3, 3)


def test_the_day_of_a_deal_of_the_day_is_saved_and_read_back() -> None:
    match = dataclasses.replace(hand_match(queen_deal()), daily="2026-12-02")
    again = SavedMatch.from_json(match.to_json())
    assert again.daily == "2026-12-02"
    data = json.loads(hand_match(queen_deal()).to_json())
    assert "daily" not in data  # any other match is written as before
    assert SavedMatch.from_dict(data).daily is None
    for bad in ("2026-13-01", "yesterday", 20261202, "2026-12-02T10:00"):
        with pytest.raises(HistoryError) as err:
            SavedMatch.from_dict({**data, "daily": bad})
        assert err.value.reason == "bad-date"


def test_daily_statistics_count_days_best_place_and_streak(tmp_path: Path) -> None:
    db = HistoryDB(tmp_path / "history.sqlite3")
    deals = [queen_deal(), suit_deal(1, 2, 3, 0), suit_deal(2, 3, 0, 1),
             suit_deal(3, 0, 1, 2)]
    days = ["2026-11-28", "2026-11-30", "2026-12-01", "2026-12-01"]  # the 1st twice
    for i, (hands, day) in enumerate(zip(deals, days, strict=True)):
        db.add_match(dataclasses.replace(hand_match(hands, minutes=i), daily=day),
                     status="finished")
    db.add_match(hand_match(queen_deal(), minutes=9), status="finished")  # no daily
    # an abandoned deal of the day is no day played
    db.add_match(dataclasses.replace(hand_match(queen_deal(), minutes=10, finish=False),
                                     daily="2026-12-02"), status="abandoned")
    places = [s.ranking[0] for s in db.summaries(order_by="started", descending=False)][:4]
    stats = db.daily_statistics("hearts", date(2026, 12, 2))
    assert stats.days_played == 3
    assert stats.best_place == min(places)
    per_day = {"2026-11-28": places[0], "2026-11-30": places[1],
               "2026-12-01": min(places[2:4])}
    assert stats.days_won == sum(p == 1 for p in per_day.values())
    assert (stats.current_streak, stats.longest_streak) == (2, 2)
    assert stats.last_day == date(2026, 12, 1)
    assert db.daily_statistics("hearts", date(2026, 12, 3)).current_streak == 0
    assert db.daily_statistics("pinochle", date(2026, 12, 2)).days_played == 0
    # the day survives the database: a match loaded back is still that day's deal
    first = db.summaries(order_by="started", descending=False)[0]
    assert db.load(first.id).daily == "2026-11-28"
    db.close()


def test_a_schema_3_database_opens_and_gains_the_daily_column(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    conn = sqlite3.connect(path, isolation_level=None)
    HistoryDB._migrate(conn, 0, 3)
    conn.close()
    db = HistoryDB(path)
    assert db.schema_version() == HistoryDB.SCHEMA_VERSION >= 4
    db.add_match(dataclasses.replace(hand_match(queen_deal()), daily="2026-12-02"),
                 status="finished")
    assert db.daily_statistics("hearts", date(2026, 12, 2)).days_played == 1
    db.close()


def test_the_first_databases_open_with_no_day_played(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    shutil.copy2(V1 / "history.sqlite3", path)
    db = HistoryDB(path)
    assert db.count() > 0 and db.repair is None
    stats = db.daily_statistics("hearts", date(2026, 12, 2))
    assert (stats.days_played, stats.best_place, stats.current_streak) == (0, None, 0)
    db.close()
