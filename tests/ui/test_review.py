"""The coach's window, as a player uses it (issue 31): a Hearts hand played by clicks, then
"Review this hand" on the score sheet; the review runs in the worker with a progress bar,
lists the player's decisions, and a click on one shows the table at that moment with the
alternatives ranked and the sampled line; Cancel stops it; a second look comes from the
history at once; "With all cards shown" is the separate hindsight review; the table's
button and Game > Review the last hand; the Options checkbox reviews every hand by itself.
The reviews are the real coach's (``Game.review``) at a small budget."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QCheckBox, QDialogButtonBox, QPushButton
from pytestqt.qtbot import QtBot

from hearts_desktop.core.cards import Card
from hearts_desktop.games import get_game
from hearts_desktop.ui.main_window import MainWindow
from hearts_desktop.ui.review.dialog import ReviewDialog, frame_at
from hearts_desktop.ui.review.runner import reviewable

from .journeys.journey import (
    WAIT,
    Player,
    Program,
    child,
    click,
    click_scene,
    menu_action,
    new_game,
    program,
    settle,
)

SEED = 23
WORLDS = 4

__all__ = ["program"]


def _first_hand(program: Program, qtbot: QtBot) -> tuple[MainWindow, Any]:
    """A Hearts match; the first hand played by clicks; the score sheet open after it (as
    the program's default has it)."""
    program.settings.show_score_sheet_after_hand = True
    win = program.start()
    new_game(win, qtbot, "hearts", seed=SEED, numbers={})
    win.play.coach.worlds = WORLDS
    player = Player(win, qtbot)
    for _ in range(14):  # the pass and thirteen cards
        player.act()
    qtbot.waitUntil(lambda: win.play.score_sheet is not None
                    and win.play.score_sheet.isVisible(), timeout=WAIT)
    return win, win.play.score_sheet


def _tick(check: QCheckBox) -> None:
    """A click on a check box's box (its left end: the widget may be wider than its
    text)."""
    QTest.mouseClick(check, Qt.MouseButton.LeftButton, pos=QPoint(8, check.height() // 2))
    settle()


def _review_button(sheet: Any) -> QPushButton:
    button: QPushButton = child(sheet, QPushButton, "review_hand_button")
    return button


def _dialog(win: MainWindow) -> ReviewDialog:
    dialog = win.play.coach.dialog
    assert isinstance(dialog, ReviewDialog) and dialog.isVisible()
    return dialog


def _reviewed(dialog: ReviewDialog, qtbot: QtBot) -> None:
    qtbot.waitUntil(lambda: dialog.review is not None, timeout=WAIT * 4)
    settle()


def test_review_this_hand_from_the_score_sheet(program: Program, qtbot: QtBot) -> None:
    win, sheet = _first_hand(program, qtbot)
    assert sheet.isVisible()
    click(_review_button(sheet))
    dialog = _dialog(win)
    # the search runs in the worker: a progress bar and a Cancel button meanwhile
    _reviewed(dialog, qtbot)
    review = dialog.review
    assert review is not None and not dialog.from_history  # searched: none kept yet
    assert dialog.run is not None and dialog.run.seconds > 0
    assert not dialog.progress.isVisible() and not dialog.cancel_button.isVisible()
    assert review.game == "hearts" and review.deal == 1 and review.seat == win.controller.human_seat
    assert review.worlds == WORLDS and not review.hindsight
    # the player's decisions: the pass and thirteen cards
    t = dialog.decisions
    assert t.rowCount() == len(review.decisions) == 14
    assert review.decisions[0].kind == "pass"
    for r, d in enumerate(review.decisions):
        assert t.item(r, 1).text()  # the choice made
        assert t.item(r, 2).text()  # the best found
        if not d.forced:
            assert "±" in t.item(r, 3).text()
    assert "Points lost to mistakes in this hand" in dialog.summary.text()
    # a click on a decision: the table at that moment, the choices ranked, the line
    target = max(range(len(review.decisions)), key=lambda i: review.decisions[i].cost)
    d = review.decisions[target]
    rect = t.visualItemRect(t.item(target, 1))
    QTest.mouseClick(t.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    settle()
    assert t.currentRow() == target
    frame = dialog.replay.frames[dialog.frame_index]
    assert frame.actions == d.index  # the table just before the choice
    seat = review.seat
    held = set(frame.hands[seat])
    assert {it.card for it in dialog.scene.human_items()} == held  # the player's cards then
    if d.kind == "card":
        assert Card.parse(d.played["card"]) in held
    assert "The choices, best first" in dialog.alternatives.text()
    assert dialog.alternatives.text().count("\n") == len(d.options)
    assert "(your choice)" in dialog.alternatives.text()
    if d.cost > 0:
        assert "of the deals consistent with what you knew" in dialog.line.text()
    # the review was kept: a second look is instant, from the history
    dialog.close()
    settle()
    stored = win.persistence.db.review_for(win.persistence.current, seat, 1)
    assert stored == review
    click(_review_button(sheet))
    again = _dialog(win)
    assert again is not dialog and again.review == review and again.from_history
    assert not again.running and again.decisions.rowCount() == 14
    again.close()


def test_cancel_stops_the_review(program: Program, qtbot: QtBot) -> None:
    win, sheet = _first_hand(program, qtbot)
    win.play.coach.worlds = 400  # long enough to be cancelled on the way
    click(_review_button(sheet))
    dialog = _dialog(win)
    assert dialog.running
    click(dialog.cancel_button)
    qtbot.waitUntil(lambda: not dialog.running, timeout=WAIT * 4)
    assert dialog.review is None and "cancelled" in dialog.status.text()
    assert dialog.again_button.isVisible() and dialog.decisions.rowCount() == 0
    assert win.persistence.db.review_for(win.persistence.current, dialog.seat, 1) is None
    dialog.worlds = WORLDS
    click(dialog.again_button)  # and it can be made after all
    _reviewed(dialog, qtbot)
    assert dialog.decisions.rowCount() == 14
    dialog.close()


def test_with_all_cards_shown_is_a_separate_labelled_review(program: Program,
                                                           qtbot: QtBot) -> None:
    win, sheet = _first_hand(program, qtbot)
    click(_review_button(sheet))
    dialog = _dialog(win)
    _reviewed(dialog, qtbot)
    honest = dialog.review
    check: QCheckBox = child(dialog, QCheckBox, "review_hindsight")
    assert "all cards shown" in check.text()
    _tick(check)
    assert check.isChecked() and "you did not know then" in dialog.explain.text()
    qtbot.waitUntil(lambda: dialog.review is not None and dialog.review.hindsight,
                    timeout=WAIT * 4)
    assert honest is not None and not honest.hindsight
    db, match = win.persistence.db, win.persistence.current
    assert db.review_for(match, dialog.seat, 1) == honest
    assert db.review_for(match, dialog.seat, 1, hindsight=True) == dialog.review
    _tick(check)  # back to what the player knew: from the history at once
    qtbot.waitUntil(lambda: dialog.review == honest, timeout=WAIT)
    assert dialog.from_history
    dialog.close()


def test_the_tables_button_and_the_game_menu(program: Program, qtbot: QtBot) -> None:
    win, sheet = _first_hand(program, qtbot)
    overlays = win.scene.overlays
    assert overlays.side_button.isVisible() and overlays.side_button.text == "Review this hand"
    action = menu_action(win, "action_review_hand")
    assert action.isEnabled()
    click(sheet.buttons.button(QDialogButtonBox.StandardButton.Ok))  # the next hand
    qtbot.waitUntil(lambda: not sheet.isVisible(), timeout=WAIT)
    button = overlays.side_button
    click_scene(win, button.mapToScene(button.boundingRect().center()))
    dialog = _dialog(win)
    _reviewed(dialog, qtbot)
    assert dialog.deal == 1 and dialog.decisions.rowCount() == 14
    dialog.close()
    settle()
    action.trigger()  # Game > Review the last hand (F4): the same review, kept
    again = _dialog(win)
    assert again.from_history and again.deal == 1
    again.close()


def test_the_options_checkbox_reviews_every_hand_in_the_background(program: Program,
                                                                  qtbot: QtBot) -> None:
    win = program.start()
    new_game(win, qtbot, "hearts", seed=SEED, numbers={})
    win.play.coach.worlds = WORLDS
    menu_action(win, "action_options").trigger()
    qtbot.waitUntil(lambda: "options" in win.dialogs.open_dialogs, timeout=WAIT)
    options = win.dialogs.open_dialogs["options"]
    check: QCheckBox = child(options, QCheckBox, "review_every_hand_check")
    assert not check.isChecked()
    _tick(check)
    assert check.isChecked()
    click(options.buttons.button(QDialogButtonBox.StandardButton.Ok))
    qtbot.waitUntil(lambda: "options" not in win.dialogs.open_dialogs, timeout=WAIT)
    assert win.settings.review_every_hand
    player = Player(win, qtbot)
    c = win.controller
    for _ in range(14):
        player.act()
    qtbot.waitUntil(lambda: c.state is not None and len(c.state.history) == 1, timeout=WAIT)
    match = win.persistence.current
    seat = c.human_seat
    qtbot.waitUntil(lambda: win.persistence.db.review_for(match, seat, 1) is not None,
                    timeout=WAIT * 4)
    qtbot.waitUntil(lambda: "The coach reviewed" in win.statusBar().currentMessage()
                    or not win.play.coach.background, timeout=WAIT)
    menu_action(win, "action_review_hand").trigger()  # Game > Review the last hand
    dialog = _dialog(win)
    assert dialog.from_history and dialog.review is not None  # ready at once
    dialog.close()


def test_the_replay_viewer_reviews_a_saved_match_and_marks_its_timeline(
        program: Program, qtbot: QtBot) -> None:
    from tests.history.helpers import game_match

    from .journeys.journey import open_history, open_replay, tool_button

    win = program.start()
    match, status = game_match("hearts", "classic", 5)
    assert status == "finished" and match.human_seat == 0
    win.persistence.db.add_match(match, status=status)
    viewer = open_replay(open_history(win, qtbot), qtbot, "hearts")
    viewer.review_worlds = WORLDS
    assert viewer.slider.marks == {}  # nothing reviewed yet
    viewer.next_hand_action.trigger()  # (the toolbar's "Hand ▶▶": the second hand)
    settle()
    assert viewer.frame.deal_number == 2
    click(tool_button(viewer, "replay_toolbar", "replay_review"))
    dialog = viewer.review_dialog
    assert isinstance(dialog, ReviewDialog) and dialog.isVisible()
    _reviewed(dialog, qtbot)
    review = dialog.review
    assert review is not None and review.deal == 2 and review.seat == 0
    assert all(d.played["seat"] == 0 for d in review.decisions)  # the player's own only
    # the timeline marks the mistakes and blunders the review found, at their moments
    expected = {frame_at(viewer.replay.frames, d.index): d.grade for d in review.mistakes()}
    assert expected and viewer.slider.marks == expected  # (this hand has two mistakes)
    assert "mistake ?" in [dialog.decisions.item(r, 4).text()
                           for r in range(dialog.decisions.rowCount())]
    dialog.close()
    viewer.close()
    settle()
    # a second viewer finds the review in the history: the marks at once
    viewer = open_replay(open_history(win, qtbot), qtbot, "hearts")
    assert viewer.slider.marks == expected
    viewer.close()


def test_a_game_without_a_coach_offers_no_review(program: Program, qtbot: QtBot) -> None:
    """Until a game has its evaluator, its replay shows no "Review this hand"; with one,
    it does (Hearts and Pinochle have theirs)."""
    from tests.history.helpers import game_match

    from .journeys.journey import open_history

    win = program.start()
    for game in ("pinochle", "ombre"):
        match, status = game_match(game, get_game(game).presets()[0], 3, deals=1)
        mid = win.persistence.db.add_match(match, status=status)
        history = open_history(win, qtbot)
        history.refresh()
        assert history.select_match(mid)
        click(child(history, QPushButton, "replay_button"))
        viewer = history.replays[-1]
        qtbot.waitExposed(viewer)
        assert viewer.review_action.isVisible() == reviewable(game), game
        viewer.close()
        history.close()
        settle()
    assert reviewable("hearts") and reviewable("pinochle")


@pytest.mark.parametrize(("game", "preset"), [("pinochle", "pinochle"), ("ombre", "ombre"),
                                              ("ombre", "quadrille")])
def test_the_other_games_are_reviewed_from_the_replay_viewer(
        program: Program, qtbot: QtBot, game: str, preset: str) -> None:
    """Pinochle, Ombre and Quadrille: the replay's "Review this hand" lists the player's
    decisions of the first deal in the game's words, and a click shows the table then."""
    from tests.history.helpers import game_match

    from .journeys.journey import open_history, tool_button

    win = program.start()
    match, status = game_match(game, preset, 7, deals=1)
    mid = win.persistence.db.add_match(match, status=status)
    history = open_history(win, qtbot)
    history.refresh()
    assert history.select_match(mid)
    click(child(history, QPushButton, "replay_button"))
    viewer = history.replays[-1]
    qtbot.waitExposed(viewer)
    viewer.review_worlds = 2
    click(tool_button(viewer, "replay_toolbar", "replay_review"))
    dialog = viewer.review_dialog
    assert isinstance(dialog, ReviewDialog)
    _reviewed(dialog, qtbot)
    review = dialog.review
    assert review is not None and review.game == game and review.seat == 0
    t = dialog.decisions
    assert t.rowCount() == len(review.decisions) > 0
    texts = [t.item(r, 1).text() for r in range(t.rowCount())]
    assert all(texts) and not any("{" in x or "type" in x for x in texts), texts
    last = t.rowCount() - 1
    QTest.mouseClick(t.viewport(), Qt.MouseButton.LeftButton,
                     pos=t.visualItemRect(t.item(last, 1)).center())
    settle()
    assert dialog.replay.frames[dialog.frame_index].actions == review.decisions[last].index
    assert dialog.alternatives.text()
    dialog.close()
    viewer.close()


def test_a_damaged_stored_review_is_set_aside_and_made_again(program: Program,
                                                             qtbot: QtBot) -> None:
    win, sheet = _first_hand(program, qtbot)
    click(_review_button(sheet))
    dialog = _dialog(win)
    _reviewed(dialog, qtbot)
    first = dialog.review
    dialog.close()
    db = win.persistence.db
    db._conn.execute("UPDATE reviews SET review = 'not a review'")  # the damage
    click(_review_button(sheet))
    again = _dialog(win)
    assert "damaged and was set aside" in again.status.text()
    _reviewed(again, qtbot)
    assert again.review == first and not again.from_history  # made again, the same
    assert db._conn.execute("SELECT count(*) FROM reviews_set_aside").fetchone()[0] == 1
    again.close()
