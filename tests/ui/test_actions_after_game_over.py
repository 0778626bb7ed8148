"""Issue 17, item 10: after game over, Restart this hand and Hint are disabled (and come
back with the next match)."""

from __future__ import annotations

from collections.abc import Callable

from pytestqt.qtbot import QtBot

from hearts_desktop.ui.main_window import MainWindow
from tests.ui.test_end_of_match import ONE_DEAL, play_out
from tests.ui.test_table import WAIT_MS, players


def test_restart_and_hint_are_off_once_the_match_is_over(
        open_window: Callable[..., MainWindow], qtbot: QtBot) -> None:
    win = open_window()
    w = win.__dict__  # the actions are the window's attributes (window_menus)
    restart, hint = w["restart_action"], w["hint_action"]
    win.start_match(ONE_DEAL, 4, players())
    qtbot.waitUntil(lambda: win.controller.awaiting_human, timeout=WAIT_MS)
    assert restart.isEnabled() and hint.isEnabled()
    play_out(win, qtbot)
    qtbot.waitUntil(lambda: win.game_over is not None and win.game_over.isVisible(),
                    timeout=WAIT_MS)
    assert not restart.isEnabled()
    assert not hint.isEnabled()
    state = win.controller.state
    restart.trigger()
    hint.trigger()
    assert win.controller.state is state
    win.start_match(ONE_DEAL, 5, players())
    qtbot.waitUntil(lambda: win.controller.awaiting_human, timeout=WAIT_MS)
    assert restart.isEnabled() and hint.isEnabled()
