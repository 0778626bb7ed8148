"""Resume after ``kill -9``: the real program, killed at random moments in mid-hand, leaves
a whole saved game and the next start resumes exactly that match, with every move saved
before the kill (at most the move in flight is lost).

The autosave is a snapshot plus a journal of moves appended after each one
(``history.files``): the test reads both, as the next start does, while the program
plays, and checks that every read is a whole match and that the kill lands while moves are
being appended to the journal.

The human seat is played by the debugging stand-in (``HEARTS_DESKTOP_STAND_IN``, see
``hearts_desktop/debug_stand_in.py``): the moves go through the same path as clicks, so
the program autosaves as in a real game.
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from hearts_desktop.games.hearts import Phase
from hearts_desktop.history import Autosave, HistoryDB, HistoryError, SavedMatch

from .helpers import program_env

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="needs SIGKILL")


def _poll(path: Path, proc: subprocess.Popen[bytes], want: int,
          timeout: float = 90.0) -> SavedMatch:
    """Read the autosave (snapshot and journal) until it holds a match in mid-hand with at
    least ``want`` actions. Every read must be a whole saved match."""
    end = time.monotonic() + timeout
    last: SavedMatch | None = None
    while time.monotonic() < end:
        if proc.poll() is not None:
            err = proc.stderr.read().decode(errors="replace") if proc.stderr else ""
            raise AssertionError(f"the program ended by itself ({proc.returncode}): {err}")
        match = Autosave(path).read()  # raises HistoryError on a damaged save
        if match is None:
            time.sleep(0.01)
            continue
        if last is not None:
            assert match.started == last.started
        last = match
        state = match.state()
        if len(match.record.actions) >= want and state.phase is Phase.PLAYING \
                and state.trick is not None and state.trick.plays:
            return match
        time.sleep(0.005)
    raise AssertionError(f"no mid-hand autosave with {want} actions in {timeout} s")


def test_kill_9_in_mid_hand_then_resume(tmp_path: Path) -> None:
    rng = random.Random(20261122)
    data = tmp_path / "data"
    autosave = Autosave(data / "autosave.json")
    for round_ in range(3):
        if autosave.path.exists():  # each round starts a new match
            autosave.clear()
        proc = subprocess.Popen(
            [sys.executable, "-m", "hearts_desktop", "--speed", "instant", "--seed",
             str(100 + round_), "--data-dir", str(data)],
            env=program_env(HEARTS_DESKTOP_STAND_IN=str(rng.choice([0, 1, 3]))),
            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        try:
            seen = _poll(autosave.path, proc, want=rng.randint(6, 110))
            time.sleep(rng.uniform(0, 0.05))  # somewhere between two saves, or in one
            os.kill(proc.pid, signal.SIGKILL)
            proc.wait(timeout=30)
        finally:
            if proc.poll() is None:
                proc.kill()
                proc.wait()
        # (killed while a new snapshot replaced it, the journal is the retired one)
        journal = (autosave.journal_path if autosave.journal_path.exists()
                   else autosave.retired_path).read_bytes()
        assert journal.count(b"\n") > 1  # moves were being appended, not whole rewrites
        snapshot = SavedMatch.from_json(autosave.path.read_bytes())
        try:
            saved = autosave.load()  # a whole match, never torn
        except HistoryError as exc:  # pragma: no cover - the failure this test hunts
            pytest.fail(f"round {round_}: the autosave was damaged by kill -9: {exc}")
        assert saved is not None and autosave.last_repair is None
        assert saved.started == seen.started
        # every move seen saved before the kill is there
        assert saved.record.actions[:len(seen.record.actions)] == seen.record.actions
        assert len(saved.record.actions) > len(snapshot.record.actions)  # from the journal
        assert not saved.finished

        # start again in the same folder: it resumes that match (and quits at the human's
        # first turn, taking a screenshot)
        shot = tmp_path / f"resumed-{round_}.png"
        done = subprocess.run(
            [sys.executable, "-m", "hearts_desktop", "--speed", "instant", "--data-dir",
             str(data), "--screenshot", str(shot)],
            env=program_env(), capture_output=True, timeout=120, check=False)
        assert done.returncode == 0, done.stderr.decode(errors="replace")
        assert shot.exists()
        after = autosave.load()
        assert after is not None
        assert after.started == saved.started  # the same match, not a new deal
        assert after.record.rules == saved.record.rules
        assert after.record.seed == saved.record.seed
        assert after.record.actions[:len(saved.record.actions)] == saved.record.actions
        assert after.players == saved.players
    db = HistoryDB(data / "history.sqlite3")
    try:
        # the matches replaced by the next round's new deal went in as abandoned
        assert all(s.status == "abandoned" for s in db.summaries())
    finally:
        db.close()
