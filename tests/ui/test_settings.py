"""The typed settings wrapper: defaults, round trips through the INI file, damaged values."""

from __future__ import annotations

import logging
import os
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


# --------------------------------------------------------------------------- damage
def _kept(ini: Path) -> list[Path]:
    return sorted(ini.parent.glob(ini.name + ".damaged-*"))


@pytest.mark.parametrize("damage", ["value", "binary", "not-utf8", "nul-bytes",
                                    "broken-section"])
def test_a_damaged_settings_file_is_kept_told_once_and_the_rest_stays(
        ini: Path, damage: str) -> None:
    """Issue 18, item 4: damage was reset silently; now a copy is kept and the player is
    told once, and every good value stays."""
    good = "[General]\nspeed=fast\nvolume=35\n"
    raw = {
        "value": good + "language=tlh\nsound_enabled=maybe\n",
        "binary": None,
        "not-utf8": good + "player_name=J\xfcrgen\n",
        "nul-bytes": good + "card_back=guil\0loche\n",
        "broken-section": good + "[Gen\nlanguage=de\n",
    }[damage]
    data = os.urandom(3000) if raw is None else raw.encode("latin-1")
    ini.write_bytes(data)
    s = Settings(path=ini)
    assert len(s.notices) == 1 and "damaged" in s.notices[0]
    assert str(s.kept_as) in s.notices[0]
    assert _kept(ini) == [s.kept_as] and s.kept_as.read_bytes() == data  # as it was
    if raw is not None:
        assert (s.speed, s.volume) == ("fast", 35)  # the good values stay
    if damage == "value":
        assert "language" in s.notices[0] and "sound_enabled" in s.notices[0]
        assert s.language == "system" and s.sound_enabled is True
    s.sync()
    again = Settings(path=ini)  # the next start: clean, nothing more to tell
    assert again.notices == [] and len(_kept(ini)) == 1
    if raw is not None:
        assert (again.speed, again.volume) == ("fast", 35)


def test_a_huge_settings_file_is_set_aside_unread(ini: Path) -> None:
    """A 100 MB settings file delayed the start by 10 s: it is not read at all now."""
    with ini.open("wb") as f:
        f.write(b"[General]\nspeed=fast\n")
        f.truncate(100 * 1024 * 1024)  # sparse: no disk space used
    s = Settings(path=ini)
    assert not ini.exists()
    assert s.kept_as is not None and s.kept_as.stat().st_size == 100 * 1024 * 1024
    assert len(s.notices) == 1 and "too large" in s.notices[0]
    assert s.speed == "normal"  # the defaults
    s.speed = "slow"
    s.sync()
    assert Settings(path=ini).speed == "slow"


def test_the_users_own_settings_file_is_bounded_too(tmp_path: Path) -> None:
    from PySide6.QtCore import QSettings as Q

    Q.setPath(Q.Format.IniFormat, Q.Scope.UserScope, str(tmp_path))
    try:
        file = tmp_path / "hearts-desktop" / "hearts-desktop.ini"
        file.parent.mkdir()
        with file.open("wb") as f:
            f.truncate(5 * 1024 * 1024)
        s = Settings()
        assert Path(s.file_name()) == file
        assert not file.exists() and s.kept_as is not None
        assert len(s.notices) == 1
    finally:
        Q.setPath(Q.Format.IniFormat, Q.Scope.UserScope, "")


def test_a_deeply_nested_last_setup_is_damage_like_any_other(ini: Path) -> None:
    """Issue 17, item 15: a RecursionError from the remembered game setup."""
    ini.write_text("[General]\nspeed=fast\nlast_setup=\"" + "[" * 100_000 + "\"\n",
                   encoding="utf-8")
    s = Settings(path=ini)
    assert s.notices == []  # found when the setup is read
    assert s.game_setup() == GameSetup.default()
    assert len(s.notices) == 1 and "game setup" in s.notices[0]
    assert s.kept_as is not None and b"[[[[" in s.kept_as.read_bytes()
    assert s.game_setup() == GameSetup.default()
    assert len(s.notices) == 1  # once
    assert s.speed == "fast"  # nothing else lost
    s.sync()
    assert Settings(path=ini).game_setup() == GameSetup.default()


def test_the_players_name_is_cleaned_on_input(ini: Path) -> None:
    s = Settings(path=ini)
    s.player_name = "  Jo\udc80\n\tanna  " + "x" * 80
    assert s.player_name == ("Jo\ufffd anna " + "x" * 80)[:40]
    s.sync()
    assert Settings(path=ini).player_name == s.player_name


# --------------------------------------------------------------------------- per game
def test_the_old_programs_last_setup_reads_as_the_hearts_setup(tmp_path: Path) -> None:
    v1 = Path(__file__).resolve().parents[1] / "fixtures" / "v1" / "settings.ini"
    ini = tmp_path / "settings.ini"
    ini.write_bytes(v1.read_bytes())
    s = Settings(path=ini)
    assert s.notices == []
    assert (s.speed, s.volume, s.player_name) == ("fast", 35, "Jürgen")
    assert s.last_game == "hearts" and s.has_game_setup("hearts")
    setup = s.game_setup()
    assert setup == s.game_setup(game="hearts")
    assert (setup.game, setup.rules.name, setup.seed) == ("hearts", "spot", 4242)
    assert setup.seats[2].display_name == "Grandma" and setup.seats[2].level == "hard"
    s.set_game_setup(setup.with_seed(7))  # written as version 2, per game
    s.sync()
    text = ini.read_text(encoding="utf-8")
    assert "[setups]" in text and '\\"version\\": 2' in text
    assert Settings(path=ini).game_setup().seed == 7


def test_the_last_setup_is_remembered_per_game(ini: Path,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    from hearts_desktop.core import registry
    from hearts_desktop.games.hearts.protocol import HeartsGame

    class Other(HeartsGame):  # a second game for the test (Hearts' rules, another name)
        name = "other"
        title = "Other"

    monkeypatch.setitem(registry._TARGETS, "other", "unused:OTHER")
    monkeypatch.setitem(registry._LOADED, "other", Other())
    s = Settings(path=ini)
    assert not s.has_game_setup("other")
    assert s.game_setup(game="other") == GameSetup.default(game="other")
    hearts = GameSetup.default().with_rules(Rules.preset("black_lady")).with_seed(1)
    other = GameSetup.default(game="other").with_rules(Rules.preset("spot")).with_seed(2)
    changed: list[str] = []
    s.setting_changed.connect(changed.append)
    s.set_game_setup(hearts)
    s.set_game_setup(other)
    assert changed == ["setups/hearts", "setups/other", "last_game"]  # hearts was last
    s.sync()
    t = Settings(path=ini)
    assert t.last_game == "other"
    assert t.game_setup() == other  # the game played last
    assert t.game_setup(game="hearts") == hearts
    assert t.game_setup(game="other").game == "other"
