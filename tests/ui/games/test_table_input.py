"""Every game's input at the table is a ``ui.games.base.TableInput`` that takes the steps the
games share from it (issue 30): the card a click plays is the game's own ``PlayCard``, and no
game keeps a private copy of the prompt, play, selection or refusal steps."""

from __future__ import annotations

import importlib
import inspect

import pytest

from hearts_desktop.games import GAMES
from hearts_desktop.ui.games.base import TableInput

SHARED = ("say_prompt", "offer_play", "play_clicked", "selection_full", "submit_selection",
          "focus_hinted", "select_hinted", "refused", "item_clicked", "hint_found")
"""The steps ``TableInput`` takes for every game (a game answers ``refusal_words``,
``choice_full_text``, ``card_chosen``, ``no_hint_text`` and ``show_hint``)."""


def _input_class(name: str) -> type[TableInput]:
    module = importlib.import_module(f"hearts_desktop.ui.games.{name}.input")
    found = [c for _, c in inspect.getmembers(module, inspect.isclass)
             if issubclass(c, TableInput) and c is not TableInput
             and c.__module__ == module.__name__]
    assert len(found) == 1, found
    return found[0]


@pytest.mark.parametrize("name", GAMES)
def test_a_click_in_play_mode_plays_the_games_own_card_action(name: str) -> None:
    cls = _input_class(name)
    play = importlib.import_module(f"hearts_desktop.games.{name}").PlayCard
    assert cls.play_type is play


@pytest.mark.parametrize("name", GAMES)
def test_a_game_input_keeps_no_copy_of_the_shared_steps(name: str) -> None:
    cls = _input_class(name)
    own = [step for step in SHARED if step in vars(cls)]
    assert not own, f"{cls.__name__} redefines {own}"
    assert "_say" not in vars(cls)
