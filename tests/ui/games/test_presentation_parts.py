"""Every game's presentation declares the pieces it makes of its own modules
(``GamePresentation.parts``) and the base makes them (issue 30): each part names a real
class or function, and the presentation keeps no copy of a method the base answers from
its parts."""

from __future__ import annotations

import inspect

import pytest

from hearts_desktop.games import GAMES
from hearts_desktop.ui.games import presentation
from hearts_desktop.ui.games.base import GamePresentation

MADE_BY_THE_BASE = {
    "undoable": "undoable", "table": "table", "input": "input",
    "violation_text": "violation_text", "new_game_form": "new_game_form",
    "rules_dialog": "rules_dialog", "cue_map": "cue_map", "score_sheet": "score_sheet",
}
"""Each part and the base method that makes it."""


@pytest.mark.parametrize("name", GAMES)
def test_every_part_names_a_class_or_function_of_the_game(name: str) -> None:
    shown = presentation(name)
    assert set(shown.parts) <= set(MADE_BY_THE_BASE), set(shown.parts) - set(MADE_BY_THE_BASE)
    for key in shown.parts:
        made = shown.part(key)
        assert inspect.isclass(made) or inspect.isfunction(made), (key, made)
    for key in ("table", "input", "undoable", "rules_dialog", "new_game_form", "cue_map",
                "score_sheet", "violation_text"):
        assert key in shown.parts, key
    assert shown.part("undoable").__name__ == "PlayCard"


@pytest.mark.parametrize("name", GAMES)
def test_a_presentation_keeps_no_copy_of_what_its_parts_make(name: str) -> None:
    shown = presentation(name)
    own = [MADE_BY_THE_BASE[key] for key in shown.parts
           if MADE_BY_THE_BASE[key] in vars(type(shown))]
    assert not own, f"{type(shown).__name__} redefines {own}"
    assert "default_setup" not in vars(type(shown))


def test_a_presentation_without_parts_gives_the_plain_answers() -> None:
    plain = GamePresentation()
    assert plain.undoable(object()) is False
    assert plain.rules_title("classic") == "classic"
    assert plain.violation_text(ValueError("no")) == "no"
    assert plain.score_rows(None) == [] and plain.rules_dialog(None, None) is None
    with pytest.raises(KeyError):
        plain.part("table")
