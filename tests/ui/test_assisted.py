"""Issue 17, item 12 (decided: a hint is help from the computer, as taking back a move): a
match in which a hint was given is "Assisted", kept with the match (the autosave, a resumed
game, the history), and the mark explains itself (the status bar's tooltip, the game-over
dialog, the history's legend). A match played without hint, undo or restart is not."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from hearts_desktop.games.hearts import Rules
from hearts_desktop.history import Autosave
from hearts_desktop.ui.history.model import assisted_text
from hearts_desktop.ui.main_window import MainWindow
from tests.ui.test_end_of_match import ONE_DEAL, play_out
from tests.ui.test_table import WAIT_MS, players, wait_human


@pytest.fixture
def reopen(start_program: Callable[..., MainWindow]) -> Callable[..., MainWindow]:
    """Opens the program as a start does: the autosaved match resumes."""
    return start_program


def hint_given(win: MainWindow, qtbot: QtBot) -> Any:
    ctrl = win.controller
    wait_human(qtbot, ctrl)
    with qtbot.waitSignal(ctrl.hint_found, timeout=WAIT_MS) as blocker:
        assert ctrl.request_hint()
    return blocker.args[0]


def test_a_hint_marks_the_match_assisted_and_the_mark_explains_itself(
        open_window: Callable[..., MainWindow], qtbot: QtBot, tmp_path: Path) -> None:
    win = open_window()
    win.start_match(ONE_DEAL, 6, players())
    ctrl = win.controller
    wait_human(qtbot, ctrl)
    assert not ctrl.assisted and not win.assisted_label.isVisible()  # type: ignore[attr-defined]
    hint_given(win, qtbot)
    assert ctrl.assisted
    label: Any = win.assisted_label  # type: ignore[attr-defined]
    assert label.isVisible() and label.toolTip() == assisted_text()
    assert "Hint" in assisted_text()  # says what counts: the hint too
    # kept with the match: the autosave says so at once
    saved = Autosave(tmp_path / "autosave.json").load()
    assert saved is not None and saved.assisted
    # the game-over dialog says so, and the history holds it
    play_out(win, qtbot)
    qtbot.waitUntil(lambda: win.game_over is not None and win.game_over.isVisible(),
                    timeout=WAIT_MS)
    assert win.game_over is not None
    assert win.game_over.note.isVisible()
    assert assisted_text() in win.game_over.note.text()
    qtbot.waitUntil(lambda: bool(win.persistence.db.summaries(status="finished")),
                    timeout=WAIT_MS)
    (summary,) = win.persistence.db.summaries(status="finished")
    assert summary.assisted


def test_a_match_without_hint_undo_or_restart_is_not_assisted(
        open_window: Callable[..., MainWindow], qtbot: QtBot) -> None:
    win = open_window()
    win.start_match(ONE_DEAL, 6, players())
    play_out(win, qtbot)
    qtbot.waitUntil(lambda: win.game_over is not None and win.game_over.isVisible(),
                    timeout=WAIT_MS)
    assert not win.controller.assisted
    assert win.game_over is not None and not win.game_over.note.isVisible()
    assert not win.assisted_label.isVisible()  # type: ignore[attr-defined]
    qtbot.waitUntil(lambda: bool(win.persistence.db.summaries(status="finished")),
                    timeout=WAIT_MS)
    (summary,) = win.persistence.db.summaries(status="finished")
    assert not summary.assisted


def test_a_resumed_match_stays_assisted_after_a_hint(
        reopen: Callable[..., MainWindow], qtbot: QtBot) -> None:
    win = reopen()  # nothing saved: a new match
    win.start_match(Rules.preset("classic"), 11, players())
    hint_given(win, qtbot)
    ctrl = win.controller
    assert ctrl.assisted
    # the others pass meanwhile: only the human is left to act
    qtbot.waitUntil(lambda: ctrl.game.seats_to_act(ctrl.state) == (ctrl.human_seat,),
                    timeout=WAIT_MS)
    state = ctrl.state
    win.close()
    again = reopen()
    assert again.controller.state == state
    assert again.controller.assisted
    assert again.assisted_label.isVisible()  # type: ignore[attr-defined]


def test_a_hint_for_a_turn_already_played_does_not_mark_the_match(
        open_window: Callable[..., MainWindow], qtbot: QtBot) -> None:
    """The hint is dropped when the human acted before it came: no help was given."""
    from tests.ui.test_table import human_act

    win = open_window()
    win.start_match(ONE_DEAL, 6, players())
    ctrl = win.controller
    wait_human(qtbot, ctrl)
    found: list[Any] = []
    ctrl.hint_found.connect(found.append)
    assert ctrl.request_hint()
    human_act(win, qtbot)  # before the worker answers
    qtbot.waitUntil(lambda: not ctrl._hinting, timeout=WAIT_MS)
    assert not found
    assert not ctrl.assisted
