"""``python -m hearts_desktop`` opens the window; ``--autoplay`` lets the CPU play every
seat, ``--quit-after-hands`` and ``--screenshot`` end the run by themselves."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from hearts_desktop.__main__ import main


def test_autoplay_in_the_window_saves_a_screenshot(tmp_path: Path) -> None:
    shot = tmp_path / "table.png"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run(
        [sys.executable, "-m", "hearts_desktop", "--autoplay", "--speed", "instant",
         "--quit-after-hands", "2", "--seed", "4", "--rules", "classic",
         "--screenshot", str(shot), "--size", "1024x700", "--data-dir", str(tmp_path / "d")],
        capture_output=True, text=True, timeout=120, check=False, env=env)
    assert done.returncode == 0, done.stderr
    image = QImage(str(shot))
    assert not image.isNull()
    assert image.width() == 1024 and 550 < image.height() <= 700
    assert (tmp_path / "d" / "settings.ini").exists()  # nothing written to the user's files


def test_text_needs_autoplay(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--text"]) == 2
    assert "--autoplay" in capsys.readouterr().err


def test_bad_size_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["--size", "huge"])
    assert "WIDTHxHEIGHT" in capsys.readouterr().err
