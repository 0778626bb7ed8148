"""The sound board on its own: loading, the settings (on/off, volume) followed live, and
missing or broken files or a missing audio device logged once and otherwise ignored. Also
the window's Sound action."""

from __future__ import annotations

import logging
import shutil
import sys
import wave
from pathlib import Path

import pytest
from PySide6.QtGui import QKeySequence
from PySide6.QtMultimedia import QMediaDevices
from pytestqt.qtbot import QtBot

from hearts_desktop.sound import SOUNDS_DIR, Cue, SoundBoard
from hearts_desktop.sound.board import BACKENDS, check_wav, default_backend, linear_volume
from hearts_desktop.ui.dialogs.options import OptionsDialog
from hearts_desktop.ui.main_window import MainWindow
from hearts_desktop.ui.settings import Settings


def warnings_about(caplog: pytest.LogCaptureFixture, text: str) -> list[str]:
    return [r.getMessage() for r in caplog.records
            if r.levelno == logging.WARNING and text in r.getMessage()]


@pytest.fixture
def sounds(tmp_path: Path) -> Path:
    """A copy of the sound folder: ``queen.wav`` missing, ``moon.wav`` damaged."""
    folder = tmp_path / "sounds"
    shutil.copytree(SOUNDS_DIR, folder)
    (folder / "queen.wav").unlink()
    (folder / "moon.wav").write_bytes(b"RIFF\x10\x00\x00\x00WAVEjunk")
    return folder


@pytest.mark.parametrize("backend", BACKENDS)
def test_missing_and_broken_files_are_logged_once_and_ignored(
        qtbot: QtBot, settings: Settings, sounds: Path, backend: str,
        caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.WARNING)
    settings.volume = 0  # the output is the default one: keep it quiet
    board = SoundBoard(settings, sounds_dir=sounds, without_device=True, backend=backend)
    fired: list[str] = []
    board.cue_played.connect(fired.append)
    assert board.playable == set(Cue) - {Cue.QUEEN, Cue.MOON}
    for _ in range(3):
        assert board.play(Cue.QUEEN)
        assert board.play(Cue.MOON)
        assert board.play(Cue.CARD)
    assert fired == [Cue.QUEEN, Cue.MOON, Cue.CARD] * 3  # the cue still says what was due
    assert len(warnings_about(caplog, "'queen'")) == 1
    assert "missing" in warnings_about(caplog, "'queen'")[0]
    assert len(warnings_about(caplog, "'moon'")) == 1
    # switching sound off and on again loads nothing twice and warns no more
    settings.sound_enabled = False
    settings.sound_enabled = True
    assert len(warnings_about(caplog, "'queen'")) == 1


def test_check_wav_says_what_is_wrong(tmp_path: Path) -> None:
    assert check_wav(SOUNDS_DIR / "card.wav") is None
    assert check_wav(tmp_path / "nothing.wav") == "the file is missing"
    bad = tmp_path / "bad.wav"
    bad.write_bytes(b"not a wave file at all")
    problem = check_wav(bad)
    assert problem is not None and problem.startswith("not a PCM WAV file")


def test_no_audio_device_is_logged_once_and_cues_still_fire(
        qtbot: QtBot, settings: Settings, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.WARNING)
    assert QMediaDevices.audioOutputs() == []  # conftest: no output for these tests
    board = SoundBoard(settings)
    fired: list[str] = []
    board.cue_played.connect(fired.append)
    assert board.playable == set() and board.effects == {} and board.mixer is None
    for cue in (Cue.CARD, Cue.QUEEN, Cue.CARD):
        assert board.play(cue)
    assert fired == [Cue.CARD, Cue.QUEEN, Cue.CARD]
    assert len(warnings_about(caplog, "no audio output device")) == 1


@pytest.mark.parametrize("backend", BACKENDS)
def test_volume_follows_the_setting_live(qtbot: QtBot, settings: Settings,
                                         backend: str) -> None:
    settings.volume = 30
    board = SoundBoard(settings, without_device=True, backend=backend)
    assert board.playable == set(Cue)

    def applied() -> list[float]:
        if backend == "mixer":
            assert board.mixer is not None and board.effects == {}
            return [board.mixer.volume]
        assert len(board.effects) == len(Cue)
        return [e.volume() for e in board.effects.values()]

    assert applied() == pytest.approx([linear_volume(30)] * len(applied()))
    settings.volume = 100
    assert applied() == pytest.approx([1.0] * len(applied()))
    settings.volume = 0
    assert applied() == pytest.approx([0.0] * len(applied()))
    assert board.output_volume == 0.0
    # the setting is a perceptual scale: half way is well below half the amplitude
    assert 0.0 < linear_volume(50) < 0.5 and linear_volume(30) < linear_volume(50)


def test_the_backend_is_the_mixer_on_linux_unless_chosen(
        qtbot: QtBot, settings: Settings, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("HEARTS_SOUND_BACKEND", raising=False)
    assert default_backend() == ("mixer" if sys.platform.startswith("linux") else "effects")
    monkeypatch.setenv("HEARTS_SOUND_BACKEND", "effects")
    assert default_backend() == "effects"
    assert SoundBoard(settings).backend == "effects"
    monkeypatch.setenv("HEARTS_SOUND_BACKEND", "nonsense")
    assert default_backend() in BACKENDS
    with pytest.raises(ValueError, match="unknown sound backend"):
        SoundBoard(settings, backend="nonsense")


def test_sound_off_plays_nothing_and_loads_nothing_until_switched_on(
        qtbot: QtBot, settings: Settings) -> None:
    settings.sound_enabled = False
    settings.volume = 0
    board = SoundBoard(settings, without_device=True)
    fired: list[str] = []
    board.cue_played.connect(fired.append)
    assert not board.loaded and board.playable == set()
    assert not board.play(Cue.QUEEN)
    assert fired == []
    settings.sound_enabled = True
    assert board.loaded and board.playable == set(Cue)
    assert board.play(Cue.QUEEN)
    assert fired == [Cue.QUEEN]


def test_the_sound_action_toggles_and_persists_the_setting(
        window: MainWindow, qtbot: QtBot, settings: Settings) -> None:
    action = window.sound_action
    assert action.isCheckable() and action.isChecked() == settings.sound_enabled is True
    assert QKeySequence("Ctrl+M") in action.shortcuts()
    assert action in window.game_menu.actions()
    assert action.text()
    action.trigger()
    assert settings.sound_enabled is False
    assert Settings(path=settings.file_name()).sound_enabled is False  # stored
    # a change made in the Options dialog shows in the menu
    dialog = OptionsDialog(settings, window)
    qtbot.addWidget(dialog)
    assert not dialog.sound_check.isChecked()
    dialog.sound_check.setChecked(True)
    dialog.volume_slider.setValue(40)
    assert dialog.apply_settings()
    assert action.isChecked() and settings.volume == 40
    assert window.sound_board.enabled


def test_the_mixer_refuses_files_it_cannot_mix(qtbot: QtBot, settings: Settings,
                                               tmp_path: Path,
                                               caplog: pytest.LogCaptureFixture) -> None:
    """The mixer plays 16-bit mono 44.1 kHz (what the generator writes); another valid
    WAV file is logged once as unplayable and the other cues still load."""
    caplog.set_level(logging.WARNING)
    folder = tmp_path / "sounds"
    shutil.copytree(SOUNDS_DIR, folder)
    with wave.open(str(folder / "card.wav"), "wb") as w:
        w.setnchannels(2)
        w.setsampwidth(2)
        w.setframerate(22050)
        w.writeframes(bytes(4 * 2205))
    settings.volume = 0
    board = SoundBoard(settings, sounds_dir=folder, without_device=True, backend="mixer")
    assert board.playable == set(Cue) - {Cue.CARD}
    assert board.play(Cue.CARD)
    (message,) = warnings_about(caplog, "'card'")
    assert "16-bit mono 44100 Hz" in message
