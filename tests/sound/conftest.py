"""Fixtures of the sound tests: the table fixtures of ``tests/ui`` (a window at speed
instant with its own settings), and silence: the boards made here find no audio output,
so a developer's speakers stay quiet (``cue_played`` fires all the same).
``test_real_audio.py`` plays into a private PulseAudio server from another process."""

from __future__ import annotations

import pytest
from PySide6.QtMultimedia import QMediaDevices

from tests.ui.conftest import open_window, settings, window

__all__ = ["no_audio_output", "open_window", "settings", "window"]


@pytest.fixture(autouse=True)
def no_audio_output(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(QMediaDevices, "audioOutputs", staticmethod(lambda: []))
