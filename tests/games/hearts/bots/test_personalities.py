"""Named opponents: names per language, distinct characters, display-name overrides."""

from __future__ import annotations

import dataclasses

import pytest

from hearts_desktop.games.hearts.bots import NormalBot, make_bot
from hearts_desktop.games.hearts.bots.personalities import (
    LANGUAGES,
    NAMES,
    ROSTER,
    Personality,
    default_names,
    default_opponents,
    personality,
)


def test_the_windows_names_come_first() -> None:
    assert default_names("en", 4) == ("Pauline", "Michele", "Ben")
    assert default_names("ko", 4) == ("유미", "해정", "영주")


@pytest.mark.parametrize("language", ["en", "ko", "ja", "de"])
def test_every_language_names_up_to_eleven_opponents(language: str) -> None:
    assert language in LANGUAGES
    for players in range(2, 13):
        names = default_names(language, players)
        assert len(names) == players - 1
        assert len(set(names)) == len(names)
        assert all(isinstance(n, str) and n.strip() == n and n for n in names)
    with pytest.raises(ValueError):
        default_names(language, 13)


def test_japanese_and_german_names_are_natural() -> None:
    assert default_names("ja", 4) == ("美咲", "健太", "由美子")
    assert default_names("de", 4) == ("Anna", "Klaus", "Greta")


def test_locales_and_unknown_languages() -> None:
    assert default_names("ko_KR", 3) == ("유미", "해정")
    assert default_names("de-AT", 2) == ("Anna",)
    assert default_names("fr", 4) == default_names("en", 4)


def test_roster_matches_the_name_lists() -> None:
    assert len(ROSTER) == 11
    assert all(len(names) == len(ROSTER) for names in NAMES.values())
    assert len({p.key for p in ROSTER}) == len(ROSTER)
    assert default_opponents(4) == ROSTER[:3]
    for i, p in enumerate(ROSTER):
        assert p.name_in("ja") == NAMES["ja"][i]
        assert p.name_in("ko_KR") == NAMES["ko"][i]


def test_the_characters_differ() -> None:
    pauline, michele, ben = (personality(k) for k in ("pauline", "michele", "ben"))
    assert michele.moon_appetite > ben.moon_appetite > pauline.moon_appetite  # the gambler
    assert pauline.risk < ben.risk < michele.risk  # the cautious one, the steady one
    params = {dataclasses.astuple(dataclasses.replace(p, key="", display_name=None))
              for p in ROSTER}
    assert len(params) == len(ROSTER)
    assert {p.level for p in ROSTER} >= {"easy", "normal"}


def test_personalities_are_frozen_data_with_a_name_override() -> None:
    ben = personality("Ben")
    with pytest.raises(dataclasses.FrozenInstanceError):
        ben.risk = 1.0  # type: ignore[misc]
    renamed = ben.renamed("Grandpa")
    assert renamed.name_in("de") == "Grandpa" and renamed.key == "ben"
    assert renamed.renamed(None).name_in("de") == "Greta"
    assert ben.at_level("easy").level == "easy"
    bot = make_bot("ben", personality=renamed)
    assert isinstance(bot, NormalBot) and bot.personality.name_in("en") == "Grandpa"


def test_bad_parameters_are_refused() -> None:
    with pytest.raises(ValueError):
        Personality("x", level="grandmaster")
    with pytest.raises(ValueError):
        Personality("x", risk=1.5)
    with pytest.raises(ValueError):
        Personality("x", pass_style="clever")
    with pytest.raises(KeyError):
        personality("nobody")
