"""Issue 29, item 8: SIGTERM, SIGHUP (and Ctrl+C) end the real program as closing its
window does, not as ``kill -9`` does: the history's write-ahead log is written into the
main file, the match in play stays resumable, the data folder's lock is released, and
the program exits with status 0.

The program plays in its own process (offscreen, a temporary data folder), the human seat
played by the debugging stand-in (``HEARTS_DESKTOP_STAND_IN``) so that it autosaves as in
a real game. Its data folder holds a finished match the history had not taken yet: the
program records it when it starts, so the history has a match to keep when the signal
comes.
"""

from __future__ import annotations

import os
import shutil
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from hearts_desktop.history import LOCK_FILE, Autosave, HistoryDB, SavedMatch
from hearts_desktop.history.lock import DataLock
from hearts_desktop.history.schema import iso

from .helpers import hand_match, program_env, suit_deal

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")

WAIT = 180.0
"""Ceiling of every wait (a loaded machine is slow; nothing waits this long when well)."""


def _playing(autosave: Autosave, proc: subprocess.Popen[bytes], other_than: SavedMatch,
             want: int) -> SavedMatch:
    """Wait until the autosave holds a new match with at least ``want`` moves."""
    end = time.monotonic() + WAIT
    while time.monotonic() < end:
        if proc.poll() is not None:
            err = proc.stderr.read().decode(errors="replace") if proc.stderr else ""
            raise AssertionError(f"the program ended by itself ({proc.returncode}): {err}")
        match = autosave.read()
        if (match is not None and match.started != other_than.started
                and len(match.record.actions) >= want):
            return match
        time.sleep(0.05)
    raise AssertionError(f"no autosave of a new match with {want} moves in {WAIT} s")


def _history_in_the_main_file_alone(data: Path, tmp_path: Path) -> list[str]:
    """The matches a copy of ``history.sqlite3`` holds without its ``-wal`` (none when
    even the tables are only in the log)."""
    alone = tmp_path / "alone"
    alone.mkdir(parents=True)
    shutil.copyfile(data / "history.sqlite3", alone / "history.sqlite3")
    conn = sqlite3.connect(f"file:{alone / 'history.sqlite3'}?mode=ro", uri=True)
    try:
        return [row[0] for row in conn.execute("SELECT started FROM matches")]
    except sqlite3.OperationalError as exc:  # no such table
        assert "no such table" in str(exc)
        return []
    finally:
        conn.close()


@pytest.mark.parametrize("which", ["SIGTERM", "SIGHUP"])
def test_a_signal_saves_checkpoints_releases_the_lock_and_exits(tmp_path: Path,
                                                                 which: str) -> None:
    data = tmp_path / "data"
    autosave = Autosave(data / "autosave.json")
    finished = hand_match(suit_deal(0, 1, 2, 3))
    autosave.save(finished)  # ended, not in the history yet: recorded at the start
    proc = subprocess.Popen(
        [sys.executable, "-m", "hearts_desktop", "--speed", "instant", "--data-dir",
         str(data)],
        env=program_env(HEARTS_DESKTOP_STAND_IN="1"), stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE)
    try:
        seen = _playing(autosave, proc, finished, want=12)
        assert (data / LOCK_FILE).exists()
        os.kill(proc.pid, getattr(signal, which))
        _out, err = proc.communicate(timeout=WAIT)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    stderr = err.decode(errors="replace")
    assert proc.returncode == 0, stderr  # ended by itself, not by the signal
    assert f"ending on {which}" in stderr

    # the history is in the main file: its log was written into it and emptied
    wal = data / "history.sqlite3-wal"
    assert not wal.exists() or wal.stat().st_size == 0
    assert _history_in_the_main_file_alone(data, tmp_path) == [iso(finished.started)]
    db = HistoryDB(data / "history.sqlite3")
    try:
        assert [s.status for s in db.summaries()] == ["finished"]
    finally:
        db.close()

    # the lock is released
    assert not (data / LOCK_FILE).exists()
    lock = DataLock(data)
    assert lock.acquire()
    lock.release()

    # the match in play is saved whole, every move seen before the signal with it ...
    saved = Autosave(data / "autosave.json")
    match = saved.load()
    assert match is not None and saved.last_repair is None
    assert match.started == seen.started and not match.finished
    assert match.record.actions[:len(seen.record.actions)] == seen.record.actions

    # ... and the next start resumes it
    shot = tmp_path / "resumed.png"
    done = subprocess.run(
        [sys.executable, "-m", "hearts_desktop", "--speed", "instant", "--data-dir",
         str(data), "--screenshot", str(shot)],
        env=program_env(), capture_output=True, timeout=WAIT, check=False)
    assert done.returncode == 0, done.stderr.decode(errors="replace")
    after = Autosave(data / "autosave.json").load()
    assert after is not None and after.started == match.started
    assert after.record.actions[:len(match.record.actions)] == match.record.actions


def test_the_sessions_end_writes_the_history_into_its_main_file(
        tmp_path: Path, qapp: object) -> None:
    """A unit test of ``Persistence.flush``, what the session manager's
    ``commitDataRequest`` calls (logging out; the program may be asked to go on)."""
    from hearts_desktop.ui.persistence import Persistence

    from .helpers import random_match

    data = tmp_path / "data"
    persistence = Persistence(data)
    first, second = random_match(3), random_match(4)
    persistence.db.add_match(first, status="finished")
    assert _history_in_the_main_file_alone(data, tmp_path / "1") == []  # in the log
    persistence.flush()
    assert _history_in_the_main_file_alone(data, tmp_path / "2") == [iso(first.started)]
    persistence.db.add_match(second, status="finished")  # the history is still open
    persistence.shutdown()
    assert sorted(_history_in_the_main_file_alone(data, tmp_path / "3")) == sorted(
        [iso(first.started), iso(second.started)])
