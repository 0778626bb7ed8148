"""Every game's score sheet says "Final ..." when it shows the end of a match, and goes back
to its plain heading when it shows a match under way (it changed only on a language switch in
Pinochle and Ombre)."""

from __future__ import annotations

import dataclasses
import random

import pytest
from pytestqt.qtbot import QtBot

from hearts_desktop.games import get_game
from hearts_desktop.ui.games.hearts.score_sheet import ScoreSheetDialog
from hearts_desktop.ui.games.ombre.score_sheet import OmbreScoreSheet
from hearts_desktop.ui.games.pinochle.score_sheet import PinochleScoreSheet

SHEETS = {"hearts": (ScoreSheetDialog, "Score sheet", "Final score sheet"),
          "pinochle": (PinochleScoreSheet, "Scores", "Final scores"),
          "ombre": (OmbreScoreSheet, "Chips", "Final chips")}


def finished_view(name: str) -> tuple[list[str], object]:
    game = get_game(name)
    rules = game.preset(game.presets()[0])
    short = {"hearts": {"end_threshold": None, "deal_limit": 1},
             "pinochle": {"target": None, "deal_limit": 1}, "ombre": {"deals": 1}}[name]
    state = game.new_match(dataclasses.replace(rules, **short), seed=3)
    rng = random.Random(3)
    while not game.is_over(state):
        state, _events = game.apply(state, rng.choice(game.legal_actions(state)))
    names = [f"P{i}" for i in range(game.players(state.rules))]
    return names, game.seat_view(state, 0)


@pytest.mark.parametrize("name", sorted(SHEETS))
def test_the_heading_follows_the_end_of_the_match(name: str, qtbot: QtBot) -> None:
    cls, plain, final = SHEETS[name]
    sheet = cls()
    qtbot.addWidget(sheet)
    names, view = finished_view(name)
    sheet.show_view(names, view, final=True)
    assert sheet.heading.text() == final
    sheet.show_view(names, view, final=False)
    assert sheet.heading.text() == plain
