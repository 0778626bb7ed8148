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


def test_the_window_paints_before_the_engine_is_imported(tmp_path: Path) -> None:
    """Program start: the table's first paint comes before the engine, the CPU players and
    the game's modules load (they load right after it, then the first deal)."""
    code = f"""
import sys
from PySide6.QtCore import QTimer
from hearts_desktop.app import create_application
app = create_application()
from hearts_desktop.ui.main_window import MainWindow
from hearts_desktop.ui.settings import Settings
win = MainWindow(Settings.in_directory({str(tmp_path)!r}, app), speed="instant")
win.start_game(seed=3, after_first_paint=True)
seen = {{}}
def painted():
    seen["engine"] = "hearts_desktop.games.hearts" in sys.modules
    QTimer.singleShot(0, lambda: QTimer.singleShot(0, check))
def check():
    print(seen["engine"], "hearts_desktop.games.hearts" in sys.modules,
          win.controller.state is not None)
    app.quit()
win.view.first_painted.connect(painted)
win.show()
app.exec()
"""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=120, check=False, env=env)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["False", "True", "True"]
