"""Damage to the history database is contained to what is damaged (issue 18, item 3): a
damaged write-ahead log is reported and kept instead of silently dropping the last match;
a row breaking a CHECK constraint, or holding JSON that is not JSON, is rebuilt from its
record (or left out when that is unreadable too) while every good match stays; the file as
it was is kept for the user."""

from __future__ import annotations

import os
import shutil
import sqlite3
import struct
import zlib
from pathlib import Path

import pytest

from hearts_desktop.history import HistoryDB
from hearts_desktop.history.wal import wal_damage

from .helpers import hand_match, queen_deal, random_match, suit_deal

MOON = suit_deal(0, 1, 2, 3)


def _four_matches(folder: Path) -> tuple[HistoryDB, list[int]]:
    db = HistoryDB(folder / "history.sqlite3")
    ids = [db.add_match(hand_match(MOON if i % 2 else queen_deal(), minutes=i),
                        status="finished") for i in range(4)]
    return db, ids


# --------------------------------------------------------------------------- the -wal
def _crashed_with_last_match_in_the_wal(tmp_path: Path) -> Path:
    """A database whose fourth match is only in the -wal, as a killed program leaves it."""
    db = HistoryDB(tmp_path / "live" / "history.sqlite3")
    for i in range(3):
        db.add_match(hand_match(MOON, minutes=i), status="finished")
    db._conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    db.add_match(random_match(7, started=hand_match(MOON, minutes=9).started),
                 status="finished")
    crashed = tmp_path / "crashed"
    crashed.mkdir()
    for name in ("history.sqlite3", "history.sqlite3-wal"):
        shutil.copy2(tmp_path / "live" / name, crashed / name)
    db.close()
    return crashed / "history.sqlite3"


def _frames(wal: bytes) -> tuple[int, int]:
    page_size = struct.unpack(">I", wal[8:12])[0]
    frame = 24 + page_size
    return page_size, (len(wal) - 32) // frame


def _damage_wal(wal: Path, how: str) -> None:
    data = bytearray(wal.read_bytes())
    page_size, frames = _frames(bytes(data))
    last = 32 + (frames - 1) * (24 + page_size)
    if how == "flipped-page-byte":
        data[last + 24 + page_size // 2] ^= 0x40
    elif how == "flipped-header-byte":
        data[17] ^= 0x01  # the first salt: SQLite then ignores the whole log
    elif how == "cut-in-the-last-frame":
        del data[last + 24 + page_size // 3:]
    elif how == "zeroed-frame-header":
        data[last:last + 24] = bytes(24)
    elif how == "random-last-page":
        data[last + 24:last + 24 + page_size] = os.urandom(page_size)
    wal.write_bytes(bytes(data))


def test_an_intact_wal_left_by_a_crash_is_used_without_a_word(tmp_path: Path) -> None:
    path = _crashed_with_last_match_in_the_wal(tmp_path)
    assert wal_damage(path.with_name("history.sqlite3-wal")) is None
    db = HistoryDB(path)
    assert db.repair is None and db.count() == 4
    db.close()


@pytest.mark.parametrize("how", ["flipped-page-byte", "flipped-header-byte",
                                 "cut-in-the-last-frame", "zeroed-frame-header",
                                 "random-last-page"])
def test_a_damaged_wal_is_reported_and_kept(tmp_path: Path, how: str) -> None:
    path = _crashed_with_last_match_in_the_wal(tmp_path)
    wal = path.with_name("history.sqlite3-wal")
    _damage_wal(wal, how)
    damaged = wal.read_bytes()
    db = HistoryDB(path)
    assert db.repair is not None and db.repair.wal_damage
    assert "journal (-wal) was damaged" in db.repair.message()
    assert "last matches recorded may be missing" in db.repair.message()
    kept = db.repair.kept_as
    assert kept is not None and kept.name.startswith("history.sqlite3.damaged-")
    assert kept.with_name(kept.name + "-wal").read_bytes() == damaged  # kept untouched
    assert db.count() >= 3  # what SQLite could use is there; nothing else is lost
    assert db.recovered_from is None  # the database itself stays in use
    db.add_match(hand_match(MOON, minutes=50), status="finished")
    db.close()
    again = HistoryDB(path)
    assert again.repair is None  # reported once: the next start is clean
    again.close()


# --------------------------------------------------------------------------- rows
def _tamper(path: Path, sql: str, *args: object) -> None:
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA ignore_check_constraints = ON")
    conn.execute(sql, args)
    conn.commit()
    conn.close()


def test_a_row_breaking_a_check_constraint_is_rebuilt_and_the_others_stay(
        tmp_path: Path) -> None:
    db, ids = _four_matches(tmp_path)
    before = db.summaries(order_by="id", descending=False)
    db.close()
    path = tmp_path / "history.sqlite3"
    _tamper(path, "UPDATE matches SET status = 'won!' WHERE id = ?", ids[2])
    db = HistoryDB(path)
    assert db.recovered_from is None  # not moved aside as a whole
    assert db.repair is not None and db.repair.rebuilt == (ids[2],)
    assert db.repair.dropped == ()
    assert db.summaries(order_by="id", descending=False) == before
    assert db.statistics().games == 4
    kept = db.repair.kept_as
    assert kept is not None
    old = sqlite3.connect(kept).execute("SELECT status FROM matches WHERE id = ?",
                                        (ids[2],)).fetchone()
    assert old == ("won!",)  # the file as it was
    db.close()


def test_a_row_with_json_that_is_not_json_no_longer_breaks_the_history(
        tmp_path: Path) -> None:
    db, ids = _four_matches(tmp_path)
    before = db.summaries(order_by="id", descending=False)
    stats = db.statistics()
    db.close()
    path = tmp_path / "history.sqlite3"
    _tamper(path, "UPDATE matches SET final_scores = 'not json' WHERE id = ?", ids[1])
    db = HistoryDB(path)
    assert db.repair is not None and db.repair.rebuilt == (ids[1],)
    assert db.summaries(order_by="id", descending=False) == before
    assert db.statistics() == stats
    assert db.hands(ids[1])
    db.close()


def test_a_damaged_row_with_an_unreadable_record_is_left_out_and_reported(
        tmp_path: Path) -> None:
    db, ids = _four_matches(tmp_path)
    db.close()
    path = tmp_path / "history.sqlite3"
    _tamper(path, "UPDATE matches SET ranking = '[1, 2' WHERE id = ?", ids[0])
    _tamper(path, "UPDATE records SET saved = ? WHERE match_id = ?",
            zlib.compress(b'{"format": "hearts'), ids[0])
    _tamper(path, "UPDATE players SET human = 7 WHERE match_id = ? AND seat = 1", ids[3])
    db = HistoryDB(path)
    assert db.repair is not None
    assert db.repair.dropped == (ids[0],) and db.repair.rebuilt == (ids[3],)
    assert "could not be read and were left out" in db.repair.message()
    assert [s.id for s in db.summaries(order_by="id", descending=False)] == ids[1:]
    assert [p.name for p in db.summaries(order_by="id")[0].players] == [
        "You", "Ann", "Ben", "Cat"]
    db.close()


def test_a_row_that_only_python_cannot_read_is_skipped_and_noted(tmp_path: Path) -> None:
    db, ids = _four_matches(tmp_path)
    # a date SQLite reads but the history does not (no time zone), after the check at
    # opening
    db._conn.execute("UPDATE matches SET started = '2026-01-01T12:00:00'"
                     " WHERE id = ?", (ids[1],))
    rows = db.summaries()
    assert ids[1] not in [r.id for r in rows] and len(rows) == 3
    assert ids[1] in db.skipped
    db.close()
