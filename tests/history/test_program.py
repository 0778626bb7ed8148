"""The real program and its data folder: an autoplay run writes its match into the history
(what CI checks on the frozen program) and leaves no saved game behind."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from hearts_desktop.history import LOCK_FILE, HistoryDB


def test_an_autoplay_run_writes_its_match_into_the_history(tmp_path: Path) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    env.pop("HEARTS_DESKTOP_STAND_IN", None)
    done = subprocess.run(
        [sys.executable, "-m", "hearts_desktop", "--autoplay", "--quit-after-hands", "2",
         "--speed", "instant", "--seed", "5", "--data-dir", str(tmp_path)],
        capture_output=True, text=True, timeout=180, env=env, check=False)
    assert done.returncode == 0, done.stderr
    names = {p.name for p in tmp_path.iterdir()}
    assert "autosave.json" not in names  # autoplay never touches the player's game
    assert LOCK_FILE not in names  # released at exit
    db = HistoryDB(tmp_path / "history.sqlite3")
    try:
        rows = db.summaries()
        assert len(rows) == 1
        row = rows[0]
        assert row.status == "abandoned"  # quit after two hands, before the end
        assert row.hands >= 2 and row.human_seat is None and row.human_won is None
        match = db.load(row.id)
        assert match.record.seed == 5
        assert len(db.hands(row.id)) == row.hands
    finally:
        db.close()
