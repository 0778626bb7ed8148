"""``bench soak`` plays every game on the real window (a deal of Pinochle or Ombre counts
as a hand): the stand-in in the human's seat moves even when the human's turn began
before it was made (Ombre's bidding starts at once at instant speed; the soak then waited
forever)."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest


@pytest.mark.parametrize("game", ["pinochle", "ombre"])
def test_the_soak_plays_every_game(game: str) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run(
        [sys.executable, "-m", "hearts_desktop.bench", "soak", "--game", game, "--hands", "2",
         "--every", "1", "--warmup", "1"],
        capture_output=True, text=True, env=env, timeout=240, check=False)
    assert done.returncode == 0, done.stdout + done.stderr
    blocks = [line.split() for line in done.stdout.splitlines()
              if line.strip()[:1].isdigit() and len(line.split()) == 6]
    assert [int(b[0]) for b in blocks] == [1, 2]
    assert f"long session of {game}" in done.stdout
    assert "2 hands in" in done.stdout
