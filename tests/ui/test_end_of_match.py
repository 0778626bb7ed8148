"""Issue 17, item 1: the end of a match comes by itself. The last hand's score sheet opens
as after every other hand, and closing it brings the game-over dialog (winner, final
scores, New game / Play this deal again / History); nothing needs F3 or Ctrl+R."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from hearts_desktop.games.hearts import Rules
from hearts_desktop.ui.controller import SeatPlayer
from hearts_desktop.ui.main_window import MainWindow
from hearts_desktop.ui.settings import Settings
from tests.ui.test_table import WAIT_MS, human_act, players

ONE_DEAL = Rules.preset("classic").replace(end_threshold=None, deal_limit=1)


def play_out(win: MainWindow, qtbot: QtBot) -> None:
    """The human plays until the engine says the match is over."""
    ctrl = win.controller
    while not ctrl.is_over:
        qtbot.waitUntil(lambda: ctrl.awaiting_human or ctrl.is_over, timeout=WAIT_MS)
        if not ctrl.is_over:
            human_act(win, qtbot)


def finished_match(open_window: Callable[..., MainWindow], settings: Settings,
                   qtbot: QtBot, seed: int = 4) -> MainWindow:
    settings.show_score_sheet_after_hand = True
    win = open_window()
    win.start_match(ONE_DEAL, seed, players())
    play_out(win, qtbot)
    return win


def test_the_last_hand_shows_its_score_sheet_then_the_game_over_dialog(
        open_window: Callable[..., MainWindow], settings: Settings, qtbot: QtBot) -> None:
    win = finished_match(open_window, settings, qtbot)
    # untouched, the last hand's score sheet opens by itself, marked final
    qtbot.waitUntil(lambda: win.score_sheet is not None and win.score_sheet.isVisible(),
                    timeout=WAIT_MS)
    sheet = win.score_sheet
    assert sheet.is_final
    assert sheet.heading.text() == "Final score sheet"  # says so (issue 17, item 14)
    assert sheet.table.rowCount() == 2  # the deal and the total
    assert win.game_over is None or not win.game_over.isVisible()  # one at a time
    # closing it goes on to the game-over dialog, by itself
    qtbot.mouseClick(sheet.buttons.buttons()[0], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: win.game_over is not None and win.game_over.isVisible(),
                    timeout=WAIT_MS)
    over = win.game_over
    assert over is not None
    assert over.title.text()  # the winner
    assert over.table.rowCount() == 4  # the final scores
    for button in (over.new_button, over.again_button, over.history_button):
        assert button.isVisible() and button.isEnabled() and button.text()


def test_without_the_score_sheet_setting_game_over_comes_at_once(
        open_window: Callable[..., MainWindow], settings: Settings, qtbot: QtBot) -> None:
    win = open_window()  # the fixture's settings: no score sheet after a hand
    win.start_match(ONE_DEAL, 4, players())
    play_out(win, qtbot)
    qtbot.waitUntil(lambda: win.game_over is not None and win.game_over.isVisible(),
                    timeout=WAIT_MS)
    assert win.score_sheet is None or not win.score_sheet.isVisible()


def test_play_this_deal_again_starts_the_same_deals(
        open_window: Callable[..., MainWindow], settings: Settings, qtbot: QtBot) -> None:
    settings.show_score_sheet_after_hand = True
    win = open_window()
    win.start_match(ONE_DEAL, 8, players())
    dealt = win.controller.state.hands
    names = win.controller.names
    play_out(win, qtbot)
    qtbot.waitUntil(lambda: win.score_sheet is not None and win.score_sheet.isVisible(),
                    timeout=WAIT_MS)
    win.score_sheet.accept()
    qtbot.waitUntil(lambda: win.game_over is not None and win.game_over.isVisible(),
                    timeout=WAIT_MS)
    assert win.game_over is not None
    qtbot.mouseClick(win.game_over.again_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not win.controller.is_over, timeout=WAIT_MS)
    assert win.controller.seed == 8
    assert win.controller.names == names
    assert win.controller.state.hands == dealt
    assert win.controller.state.rules == ONE_DEAL
    assert not win.game_over.isVisible()


def test_the_history_button_opens_the_history_on_this_match(
        open_window: Callable[..., MainWindow], settings: Settings, qtbot: QtBot) -> None:
    win = finished_match(open_window, settings, qtbot, seed=2)
    qtbot.waitUntil(lambda: win.score_sheet is not None and win.score_sheet.isVisible(),
                    timeout=WAIT_MS)
    win.score_sheet.accept()
    qtbot.waitUntil(lambda: win.game_over is not None and win.game_over.isVisible(),
                    timeout=WAIT_MS)
    assert win.game_over is not None
    qtbot.mouseClick(win.game_over.history_button, Qt.MouseButton.LeftButton)
    history = win.history_ui  # type: ignore[attr-defined]
    qtbot.waitUntil(lambda: history.history_window is not None
                    and history.history_window.isVisible(), timeout=WAIT_MS)
    match_id = win.persistence.db.find(win.persistence.current)
    assert match_id is not None
    assert history.history_window.selected_id() == match_id


def _short_match(game: str) -> tuple[Any, list[SeatPlayer]]:
    """One deal of ``game``, every seat a CPU player (the table plays it out alone)."""
    if game == "pinochle":
        from hearts_desktop.games.pinochle import Rules as PinochleRules

        rules: Any = PinochleRules.preset("pinochle").replace(target=None, deal_limit=1)
    else:
        from hearts_desktop.games.ombre import Rules as OmbreRules

        rules = OmbreRules.preset("ombre").replace(deals=1)
    seats = [SeatPlayer(f"CPU {i}", bot_kind="normal") for i in range(rules.players)]
    return rules, seats


@pytest.mark.parametrize("game", ["pinochle", "ombre"])
def test_every_game_ends_by_itself(game: str, open_window: Callable[..., MainWindow],
                                   settings: Settings, qtbot: QtBot) -> None:
    """Pinochle and Ombre too: the last deal's score sheet, marked final, then the
    game-over dialog with the final scores, without a key pressed."""
    settings.show_score_sheet_after_hand = True
    win = open_window()
    rules, seats = _short_match(game)
    win.start_match(rules, 3, seats, game=game)
    qtbot.waitUntil(lambda: win.controller.is_over, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: win.score_sheet is not None and win.score_sheet.isVisible(),
                    timeout=WAIT_MS)
    assert win.score_sheet.is_final
    win.score_sheet.accept()
    qtbot.waitUntil(lambda: win.game_over is not None and win.game_over.isVisible(),
                    timeout=WAIT_MS)
    assert win.game_over is not None
    assert win.game_over.title.text()
    assert win.game_over.table.rowCount() == rules.players
    # "Play this deal again": the same game, rules and deals
    dealt = win.controller.game.initial_state(win.controller.game.to_record(
        win.controller.state))
    qtbot.mouseClick(win.game_over.again_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not win.controller.is_over, timeout=WAIT_MS)
    assert win.controller.game.name == game and win.controller.seed == 3
    assert win.controller.rules == rules
    assert win.controller.game.initial_state(win.controller.game.to_record(
        win.controller.state)) == dealt
