"""Actions are read as strictly as the protocol's own messages: every game's
``action_from_json`` refuses a field its actions do not have (before,
``{"type": "pass", "seat": 0, "help": false, "zzz": 1}`` was a pass), and still reads every
action its ``action_to_json`` writes, optional fields left out included."""

from __future__ import annotations

import importlib
from typing import Any

import pytest

from hearts_desktop.core.errors import RecordError
from hearts_desktop.games import GAMES, get_game

SAMPLES: dict[str, list[dict[str, Any]]] = {
    "hearts": [{"type": "pass", "seat": 0, "cards": ["2C", "3C", "4C"]},
               {"type": "play", "seat": 1, "card": "QS"},
               {"type": "choose_pass", "seat": 2, "scheme": [[1, 3]]},
               {"type": "choose_moon", "seat": 3, "option": "others"},
               {"type": "timeout", "seat": 0}, {"type": "abandon", "seat": 1}],
    "pinochle": [{"type": "bid", "seat": 0, "amount": 25},
                 {"type": "pass", "seat": 1, "help": False},
                 {"type": "trump", "seat": 2, "suit": "H"},
                 {"type": "give", "seat": 3, "cards": ["9D#2", "KS#1", "AH#1", "AH#2"]},
                 {"type": "concede", "seat": 0}, {"type": "play", "seat": 1, "card": "10C#2"}],
    "ombre": [{"type": "bid", "seat": 0, "contract": "entrada"},
              {"type": "pass", "seat": 1},
              {"type": "exchange", "seat": 2, "discards": ["2C", "AS"]},
              {"type": "trump", "seat": 0, "suit": "S"},
              {"type": "call", "seat": 1, "card": "KC"},
              {"type": "play", "seat": 2, "card": "AS"},
              {"type": "primeras", "seat": 0, "go_on": True},
              {"type": "surrender", "seat": 1}, {"type": "take_over", "seat": 2}],
}
"""One action of every type of each game, as its ``action_to_json`` writes it."""


@pytest.mark.parametrize("game_name", GAMES)
def test_an_action_with_a_field_it_does_not_have_is_refused(game_name: str) -> None:
    game = get_game(game_name)
    fields = importlib.import_module(f"hearts_desktop.games.{game_name}.actions").ACTION_FIELDS
    assert {d["type"] for d in SAMPLES[game_name]} == set(fields)  # every type
    for data in SAMPLES[game_name]:
        action = game.action_from_json(data)
        assert game.action_to_json(action) == data
        for extra in ({"zzz": 1}, {"Seat": 0}, {"help": False, "zzz": 1}, {"ref": 3}):
            if set(extra) <= set(data):
                continue
            with pytest.raises(RecordError, match=r"zzz|Seat|ref"):
                game.action_from_json({**data, **extra})


def test_the_issues_pass_is_refused_and_its_optional_field_still_read() -> None:
    pinochle = get_game("pinochle")
    with pytest.raises(RecordError, match="'zzz'"):
        pinochle.action_from_json({"type": "pass", "seat": 0, "help": False, "zzz": 1})
    plain = pinochle.action_from_json({"type": "pass", "seat": 0})
    assert plain == pinochle.action_from_json({"type": "pass", "seat": 0, "help": False})


@pytest.mark.parametrize("game_name", GAMES)
def test_an_action_that_is_not_an_object_is_refused(game_name: str) -> None:
    game = get_game(game_name)
    for data in ([], "pass", None, 3, {"seat": 0}, {"type": "pass"}):
        with pytest.raises(RecordError):
            game.action_from_json(data)
