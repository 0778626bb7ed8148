"""The typed settings wrapper: defaults, round trips through the INI file, damaged values."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest
from PySide6.QtCore import QByteArray, QSettings

from hearts_desktop.games.hearts import Rules
from hearts_desktop.ui.settings import ENTRIES, SPEEDS, Settings
from hearts_desktop.ui.setup import GameSetup


@pytest.fixture
def ini(tmp_path: Path) -> Path:
    return tmp_path / "settings.ini"


def test_defaults(ini: Path) -> None:
    s = Settings(path=ini)
    assert s.speed == "normal"
    assert s.card_back == "classic-red"
    assert s.deck_path == ""
    assert s.language == "system"
    assert s.sound_enabled is True
    assert s.volume == 80
    assert s.player_name == ""
    assert s.last_setup == ""
    assert s.window_geometry == QByteArray()
    assert s.window_state == QByteArray()
    assert s.show_score_sheet_after_hand is True
    for key, entry in ENTRIES.items():
        assert s.value(key) == entry.default
        assert not s.is_set(key)
    assert s.file_name() == str(ini)


def test_round_trip_through_the_file(ini: Path) -> None:
    s = Settings(path=ini)
    s.speed = "instant"
    s.card_back = "guilloche"
    s.deck_path = "/usr/share/carddecks/svg-nicu-ornamental"
    s.language = "ko"
    s.sound_enabled = False
    s.volume = 0
    s.player_name = "Jürgen 영주"
    s.window_geometry = QByteArray(b"\x01\x02\x00geometry")
    s.window_state = QByteArray(b"state")
    s.show_score_sheet_after_hand = False
    setup = GameSetup.default().with_rules(Rules.preset("spot")).with_seed(99)
    s.set_game_setup(setup)
    s.sync()
    del s

    t = Settings(path=ini)  # a fresh object reads the INI text back
    assert t.speed == "instant"
    assert t.card_back == "guilloche"
    assert t.deck_path == "/usr/share/carddecks/svg-nicu-ornamental"
    assert t.language == "ko"
    assert t.sound_enabled is False
    assert t.volume == 0
    assert t.player_name == "Jürgen 영주"
    assert t.window_geometry == QByteArray(b"\x01\x02\x00geometry")
    assert t.window_state == QByteArray(b"state")
    assert t.show_score_sheet_after_hand is False
    assert t.game_setup() == setup
    assert t.game_setup().rules.name == "spot"


def test_explicit_qsettings_and_directory(tmp_path: Path) -> None:
    q = QSettings(str(tmp_path / "x.ini"), QSettings.Format.IniFormat)
    s = Settings(q)
    s.volume = 55
    assert s.qsettings is q
    assert q.value("volume") == 55
    d = Settings.in_directory(tmp_path / "data")
    d.speed = "fast"
    d.sync()
    assert (tmp_path / "data" / "settings.ini").is_file()


@pytest.mark.parametrize(
    ("key", "raw"),
    [
        ("speed", "warp"),
        ("language", "tlh"),
        ("volume", "loud"),
        ("volume", "500"),
        ("volume", "-1"),
        ("sound_enabled", "maybe"),
        ("show_score_sheet_after_hand", "2"),
        ("card_back", "../../etc/passwd"),
    ],
)
def test_damaged_value_falls_back_to_default(
    ini: Path, key: str, raw: str, caplog: pytest.LogCaptureFixture
) -> None:
    ini.write_text(f"[General]\n{key}={raw}\n", encoding="utf-8")
    s = Settings(path=ini)
    with caplog.at_level(logging.WARNING, logger="hearts_desktop.ui.settings"):
        assert s.value(key) == ENTRIES[key].default
        assert s.value(key) == ENTRIES[key].default
    warnings = [r for r in caplog.records if key in r.getMessage()]
    assert len(warnings) == 1  # logged once, not on every read


def test_damaged_last_setup_gives_the_default(ini: Path) -> None:
    s = Settings(path=ini)
    s.last_setup = '{"format": "hearts-desktop/game-setup", "version": 1, "rules": 3}'
    assert s.game_setup() == GameSetup.default()
    s.last_setup = "not json"
    assert s.game_setup() == GameSetup.default()


def test_setters_validate(ini: Path) -> None:
    s = Settings(path=ini)
    with pytest.raises(ValueError, match="speed"):
        s.speed = "warp"
    with pytest.raises(ValueError, match="above 100"):
        s.volume = 101
    with pytest.raises(ValueError, match="true or false"):
        s.sound_enabled = "yes"  # type: ignore[assignment]
    with pytest.raises(KeyError, match="unknown setting"):
        s.value("colour")
    assert s.speed == "normal"
    for speed in SPEEDS:
        s.speed = speed
        assert s.speed == speed


def test_setting_changed_signal(ini: Path) -> None:
    s = Settings(path=ini)
    seen: list[str] = []
    s.setting_changed.connect(seen.append)
    s.speed = "fast"
    s.speed = "fast"  # unchanged: no signal
    s.volume = 10
    s.reset("volume")
    s.reset("volume")
    assert seen == ["speed", "volume", "volume"]
    assert s.volume == 80
