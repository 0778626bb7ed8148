"""New game during a match asks first (issue 28, item 8): Game > New game, "Start game",
then "A match is in progress. Start a new game?" says what the match becomes (abandoned in
the history, not resumable); "Keep playing" (or Escape) leaves the match as it was, "Start
new game" starts the new one and the history keeps the old one as abandoned. No question on
an empty table, once the match is over, or before anyone has moved."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton
from pytestqt.qtbot import QtBot

from hearts_desktop import i18n
from hearts_desktop.games.hearts import Rules
from hearts_desktop.ui.controller import SeatPlayer
from hearts_desktop.ui.dialogs.new_game_question import NewGameQuestion, Stake
from hearts_desktop.ui.main_window import MainWindow

from .new_game_steps import (
    WAIT,
    answer,
    click_start,
    open_new_game,
    pick_game,
    question,
)


def _pinochle(win: MainWindow, qtbot: QtBot, seed: int) -> None:
    """A Pinochle match on the table, the human to act (seed 2: the dealer is seat 2, so
    seat 3 and the others bid before the human; seed 1: the human bids first)."""
    from hearts_desktop.games.pinochle import Rules as PinochleRules

    win.start_match(PinochleRules.preset("pinochle"), seed,
                    [SeatPlayer("You", human=True),
                     *(SeatPlayer(f"CPU {i}", bot_kind="normal") for i in (1, 2, 3))],
                    game="pinochle")
    c = win.controller
    qtbot.waitUntil(lambda: c.state is not None and c.awaiting_human, timeout=WAIT)


def _pinochle_moved(win: MainWindow, qtbot: QtBot) -> None:
    """A Pinochle match on the table in which moves were made (the human to act)."""
    _pinochle(win, qtbot, 2)
    c = win.controller
    assert c.game.actions(c.state)
    win.persistence.db  # noqa: B018 - the history is open (as at a program start)


def _abandoned(win: MainWindow) -> list[str]:
    return [s.game for s in win.persistence.db.summaries() if s.status == "abandoned"]


def test_keep_playing_leaves_the_match_as_it_was(
        qtbot: QtBot, open_window: Callable[..., MainWindow]) -> None:
    win = open_window()
    _pinochle_moved(win, qtbot)
    c = win.controller
    before = c.state
    saved = win.persistence.current
    dialog = open_new_game(win, qtbot)
    pick_game(dialog, "ombre")
    click_start(dialog)
    box = question(win)
    assert box is not None
    assert box.text() == NewGameQuestion.tr("A match is in progress. Start a new game?")
    assert "abandoned" in box.informativeText() and "cannot be resumed" in \
        box.informativeText()
    answer(win, start=False)
    assert question(win) is None
    assert c.state is before and c.game.name == "pinochle"
    assert win.persistence.current is saved
    assert _abandoned(win) == []
    assert c.awaiting_human


def test_escape_keeps_playing(qtbot: QtBot, open_window: Callable[..., MainWindow]) -> None:
    win = open_window()
    _pinochle_moved(win, qtbot)
    before = win.controller.state
    dialog = open_new_game(win, qtbot)
    click_start(dialog)
    box = question(win)
    assert box is not None
    QTest.keyClick(box, Qt.Key.Key_Escape)
    QApplication.processEvents()
    assert question(win) is None
    assert win.controller.state is before


def test_start_new_game_abandons_the_match_as_the_question_said(
        qtbot: QtBot, open_window: Callable[..., MainWindow]) -> None:
    win = open_window()
    _pinochle_moved(win, qtbot)
    dialog = open_new_game(win, qtbot)
    pick_game(dialog, "ombre")
    click_start(dialog)
    assert question(win) is not None
    answer(win, start=True)
    c = win.controller
    qtbot.waitUntil(lambda: c.state is not None and c.game.name == "ombre", timeout=WAIT)
    assert _abandoned(win) == ["pinochle"]
    # not resumable: the autosave now holds the new match
    saved = win.persistence.autosave.load()
    assert saved is None or saved.record.game == "ombre"


def test_no_question_on_an_empty_table(qtbot: QtBot,
                                       open_window: Callable[..., MainWindow]) -> None:
    win = open_window()
    assert win.controller.state is None
    dialog = open_new_game(win, qtbot)
    pick_game(dialog, "pinochle")
    click_start(dialog)
    assert question(win) is None
    qtbot.waitUntil(lambda: win.controller.state is not None, timeout=WAIT)


def test_no_question_before_anyone_moved(qtbot: QtBot,
                                         open_window: Callable[..., MainWindow]) -> None:
    """The human bids first and has not: nothing would be lost but the deal."""
    win = open_window()
    _pinochle(win, qtbot, 1)
    c = win.controller
    assert not c.game.actions(c.state)
    dialog = open_new_game(win, qtbot)
    pick_game(dialog, "ombre")
    click_start(dialog)
    assert question(win) is None
    qtbot.waitUntil(lambda: c.game.name == "ombre", timeout=WAIT)


def test_no_question_once_the_match_is_over(
        qtbot: QtBot, open_window: Callable[..., MainWindow]) -> None:
    win = open_window()
    rules = Rules.preset("classic").replace(deal_limit=1)
    win.start_match(rules, 5, [SeatPlayer(f"CPU {i}", bot_kind="random") for i in range(4)])
    c = win.controller
    qtbot.waitUntil(lambda: c.state is not None and c.is_over and c.table_idle, timeout=WAIT)
    for w in QApplication.topLevelWidgets():  # the game-over dialog, if the window shows it
        if w.objectName() == "gameOver" and w.isVisible():
            w.close()
    dialog = open_new_game(win, qtbot)
    pick_game(dialog, "pinochle")
    click_start(dialog)
    assert question(win) is None
    qtbot.waitUntil(lambda: c.game.name == "pinochle", timeout=WAIT)


def test_the_question_is_translated_and_follows_a_switch(
        qtbot: QtBot, open_window: Callable[..., MainWindow]) -> None:
    win = open_window()
    _pinochle_moved(win, qtbot)
    dialog = open_new_game(win, qtbot)
    click_start(dialog)
    box = question(win)
    assert box is not None
    seen = set()
    for lang in ("de", "ja", "ko", "en"):
        win.language_menu.actions_by_code[lang].trigger()
        QApplication.processEvents()
        start = box.findChild(QPushButton, "start_new_game_button")
        keep = box.findChild(QPushButton, "keep_playing_button")
        assert start is not None and keep is not None
        texts = (box.text(), box.informativeText(), box.windowTitle(), start.text(),
                 keep.text())
        assert all(texts), lang
        seen.add(texts)
        assert i18n.current_language() == lang
    assert len(seen) == 4
    answer(win, start=False)


def test_what_a_network_match_at_stake_is_called() -> None:
    """The wording of each stake (a network table's is said without a server here)."""
    local = NewGameQuestion(Stake.LOCAL)
    joined = NewGameQuestion(Stake.JOINED)
    hosted = NewGameQuestion(Stake.HOSTED)
    assert "network" not in local.text() and "abandoned" in local.informativeText()
    assert "network" in joined.text() and "not kept" in joined.informativeText()
    assert "closes for every player" in hosted.informativeText()
    assert "closes" not in joined.informativeText()
    for box in (local, joined, hosted):
        box.deleteLater()
