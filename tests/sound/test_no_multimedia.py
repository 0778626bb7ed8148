"""Issue 12, fix on the way: when QtMultimedia cannot be loaded (a missing libpulse.so.0
made ``import PySide6.QtMultimedia`` fail), the program still starts and plays, without
sound, and says so once."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def test_the_program_plays_without_qtmultimedia(tmp_path: Path) -> None:
    script = textwrap.dedent(f"""
        import sys

        class NoMultimedia:
            def find_spec(self, name, path=None, target=None):
                if name == "PySide6.QtMultimedia":
                    raise ImportError("libpulse.so.0: cannot open shared object file")
                return None

        sys.meta_path.insert(0, NoMultimedia())
        from hearts_desktop.__main__ import main
        code = main(["--autoplay", "--speed", "instant", "--quit-after-hands", "1",
                     "--data-dir", {str(tmp_path)!r}])
        assert "PySide6.QtMultimedia" not in sys.modules
        print("EXIT", code)
    """)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True,
                          text=True, timeout=120, check=False, env=env)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.split()[-2:] == ["EXIT", "0"]
    messages = [line for line in done.stderr.splitlines() if "QtMultimedia" in line]
    assert len(messages) == 1, done.stderr[-2000:]
    assert "sound is off" in messages[0] and "libpulse.so.0" in messages[0]


def test_the_board_says_why_and_plays_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    from PySide6.QtCore import QObject, Signal

    from hearts_desktop.sound import board

    class Settings(QObject):
        setting_changed = Signal(str)
        sound_enabled = True
        volume = 50

    monkeypatch.setattr(board, "_multimedia", ["libpulse.so.0: cannot open shared object file"])
    sb = board.SoundBoard(Settings())
    fired: list[str] = []
    sb.cue_played.connect(fired.append)
    assert sb.unavailable is not None and "libpulse" in sb.unavailable
    assert sb.play("card") and fired == ["card"]  # what is due is still said
    assert sb.playable == frozenset() and sb.mixer is None and not sb.effects
    assert 0.0 < board.linear_volume(50) < 1.0 and board.linear_volume(100) == 1.0
