"""Files written by the program before it held more than one game (``tests/fixtures/v1``,
made by ``make_fixtures.py`` with the code of that time) open with today's code and nothing
is lost: the history database migrates to the current schema and shows every figure the
old program showed; the autosave resumes the same match."""

from __future__ import annotations

import json
import shutil
import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from hearts_desktop.history import Autosave, HistoryDB, SavedMatch
from hearts_desktop.history.analysis import analyse

V1 = Path(__file__).resolve().parent.parent / "fixtures" / "v1"


@pytest.fixture
def db(tmp_path: Path) -> Iterator[HistoryDB]:
    path = tmp_path / "history.sqlite3"
    shutil.copy2(V1 / "history.sqlite3", path)
    d = HistoryDB(path)
    yield d
    d.close()


def _old() -> dict[str, Any]:
    return json.loads((V1 / "history.figures.json").read_text(encoding="utf-8"))


def _figures(stats: Any) -> dict[str, Any]:
    return {"games": stats.games, "wins": stats.wins, "win_rate": stats.win_rate,
            "current_streak": stats.current_streak, "longest_streak": stats.longest_streak,
            "hands": stats.hands, "avg_points_per_hand": stats.avg_points_per_hand,
            "moons_shot": stats.moons_shot, "moons_suffered": stats.moons_suffered,
            "queen_taken": stats.queen_taken}


def test_the_old_database_migrates_without_a_word(db: HistoryDB) -> None:
    assert sqlite3.connect(V1 / "history.sqlite3").execute(
        "PRAGMA user_version").fetchone()[0] == 2
    assert db.schema_version() == HistoryDB.SCHEMA_VERSION >= 4
    assert db.recovered_from is None and db.repair is None
    assert db.games() == ["hearts"]


def test_the_statistics_equal_the_old_programs_figures(db: HistoryDB) -> None:
    old = _old()
    assert _figures(db.statistics("hearts")) == old["statistics"]
    assert {k: _figures(v) for k, v in db.statistics_by("preset", "hearts").items()} \
        == old["by_preset"]
    assert {k: _figures(v) for k, v in db.statistics_by("opponent").items()} \
        == old["by_opponent"]
    assert db.statistics("pinochle").games == 0  # no other game was played


def test_the_list_and_every_hand_are_the_same(db: HistoryDB) -> None:
    old = _old()
    rows = db.summaries(order_by="id", descending=False)
    assert len(rows) == len(old["summaries"]) == 6
    for row, was in zip(rows, old["summaries"], strict=True):
        assert row.game == "hearts"
        assert {
            "id": row.id, "started": row.started.isoformat(),
            "finished": row.finished.isoformat() if row.finished else None,
            "status": row.status, "preset": row.preset,
            "players": [p.to_dict() for p in row.players], "human_seat": row.human_seat,
            "final_scores": [str(s) for s in row.final_scores], "ranking": list(row.ranking),
            "hands": row.hands, "moons": row.moons, "human_won": row.human_won,
            "assisted": row.assisted} == was
        assert [{"deal_number": h.deal_number, "points": [str(p) for p in h.points],
                 "totals": [str(t) for t in h.totals], "moon_by": h.moon_by}
                for h in db.hands(row.id)] == old["hands"][str(row.id)]
    assert [r.id for r in db.summaries(order_by="moons")] == old["sorted_by_moons"]
    assert db.presets() == old["presets"] and db.opponents() == old["opponents"]


def test_each_stored_match_reads_with_its_facts_and_identity(db: HistoryDB) -> None:
    for row in db.summaries():
        match = db.load(row.id)
        assert match.game == "hearts"
        assert db.find(match) == row.id
        fresh = analyse(match)
        assert dict(row.facts) == dict(fresh.facts)  # carried over = analysed now
        assert [dict(h.facts) for h in db.hands(row.id)] == [dict(d.facts)
                                                              for d in fresh.deals]
    with pytest.raises(Exception, match="in the history already"):
        db.add_match(db.load(1), status="finished")
    assert db.count() == 6


def test_the_old_autosave_resumes_and_is_saved_as_version_2(tmp_path: Path) -> None:
    expected = json.loads((V1 / "autosave.expected.json").read_text(encoding="utf-8"))
    shutil.copy2(V1 / "autosave.json", tmp_path / "autosave.json")
    auto = Autosave(tmp_path / "autosave.json")
    match = auto.load()
    assert match is not None and auto.last_repair is None
    assert json.loads((V1 / "autosave.json").read_text(encoding="utf-8"))["version"] == 1
    assert match.game == "hearts" and match.assisted is True
    state = match.state()
    assert len(match.record.actions) == expected["actions"]
    assert state.deal_number == expected["deal_number"]
    assert [str(s) for s in state.match_scores] == expected["match_scores"]
    assert [p.name for p in match.players][:2] == ["You", "Pauline"]
    auto.save(match)
    data = json.loads(auto.path.read_text(encoding="utf-8"))
    assert (data["version"], data["game"], data["record"]["version"]) == (2, "hearts", 2)
    assert SavedMatch.from_json(auto.path.read_bytes()) == match
