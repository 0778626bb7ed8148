"""Issue 17, item 4: the status line always describes the present. "Waiting for the others
to pass…" goes when the passing is over, "taken back" and a hint go once the human plays
again, nothing of the last hand stays over the score sheet or the game-over dialog, and the
"your turn" prompt comes back in the new language after a language switch (or after a
timed message ran out)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtGui import QStatusTipEvent
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from hearts_desktop import i18n
from hearts_desktop.games.hearts import PassCards, Phase, PlayCard
from hearts_desktop.ui.main_window import MainWindow
from hearts_desktop.ui.settings import Settings
from hearts_desktop.ui.tr_context import MainWindow as Texts
from tests.ui.test_end_of_match import ONE_DEAL, play_out
from tests.ui.test_table import WAIT_MS, human_act, players, start, wait_human


def messages_after_each_batch(win: MainWindow) -> list[tuple[Any, str]]:
    """(phase, status text) after the window handled each batch of events."""
    seen: list[tuple[Any, str]] = []
    win.controller.events_applied.connect(
        lambda _events, view: seen.append((getattr(view, "phase", None),
                                           win.statusBar().currentMessage())))
    return seen


def to_first_play(win: MainWindow, qtbot: QtBot) -> None:
    ctrl = win.controller
    while True:
        wait_human(qtbot, ctrl)
        if ctrl.view.phase is Phase.PLAYING:
            return
        human_act(win, qtbot)


def test_waiting_for_the_passes_goes_when_the_first_trick_begins(
        window: MainWindow, qtbot: QtBot) -> None:
    ctrl = start(window, seed=3)
    wait_human(qtbot, ctrl)
    seen = messages_after_each_batch(window)
    action = next(a for a in ctrl.view.legal if isinstance(a, PassCards))
    window.scene.select_cards(action.cards)
    assert window.play.confirm()
    waiting = Texts.tr("Waiting for the others to pass…")
    assert window.statusBar().currentMessage() == waiting
    wait_human(qtbot, ctrl)
    assert ctrl.view.phase is Phase.PLAYING
    playing = [text for phase, text in seen if phase is Phase.PLAYING]
    assert playing, "the first trick began"
    assert waiting not in playing
    assert window.statusBar().currentMessage() != waiting


def test_taken_back_goes_when_the_human_plays_again(window: MainWindow,
                                                    qtbot: QtBot) -> None:
    ctrl = start(window, seed=21)
    to_first_play(window, qtbot)
    card = next(a.card for a in ctrl.view.legal if isinstance(a, PlayCard))
    assert ctrl.submit(PlayCard(ctrl.human_seat, card))
    window.undo()
    taken_back = Texts.tr("Your last card was taken back.")
    assert window.statusBar().currentMessage() == taken_back
    wait_human(qtbot, ctrl)
    seen = messages_after_each_batch(window)
    assert ctrl.submit(PlayCard(ctrl.human_seat, card))
    wait_human(qtbot, ctrl)
    assert seen and all(text != taken_back for _, text in seen)
    assert window.statusBar().currentMessage() != taken_back


def test_a_hint_goes_when_its_card_is_played(window: MainWindow, qtbot: QtBot) -> None:
    ctrl = start(window, seed=9)
    to_first_play(window, qtbot)
    with qtbot.waitSignal(ctrl.hint_found, timeout=WAIT_MS) as blocker:
        window.hint()
    hint = window.statusBar().currentMessage()
    assert hint and hint != Texts.tr("Thinking about a hint…")
    seen = messages_after_each_batch(window)
    assert ctrl.submit(blocker.args[0].action)
    assert seen and seen[0][1] != hint
    wait_human(qtbot, ctrl)
    assert window.statusBar().currentMessage() != hint


def test_no_hint_over_the_last_score_sheet_or_after_game_over(
        open_window: Callable[..., MainWindow], settings: Settings, qtbot: QtBot) -> None:
    settings.show_score_sheet_after_hand = True
    win = open_window()
    win.start_match(ONE_DEAL, 4, players())
    ctrl = win.controller
    while True:
        wait_human(qtbot, ctrl)
        if ctrl.view.phase is Phase.PLAYING and len(ctrl.view.hand) == 1:
            break
        human_act(win, qtbot)
    with qtbot.waitSignal(ctrl.hint_found, timeout=WAIT_MS) as blocker:
        win.hint()
    hint = win.statusBar().currentMessage()
    assert hint
    assert ctrl.submit(blocker.args[0].action)
    play_out(win, qtbot)
    qtbot.waitUntil(lambda: win.score_sheet is not None and win.score_sheet.isVisible(),
                    timeout=WAIT_MS)
    assert win.statusBar().currentMessage() != hint
    win.score_sheet.accept()
    qtbot.waitUntil(lambda: win.game_over is not None and win.game_over.isVisible(),
                    timeout=WAIT_MS)
    assert win.statusBar().currentMessage() == Texts.tr("Game over.")


def test_the_prompt_comes_back_after_a_language_switch(window: MainWindow,
                                                       qtbot: QtBot) -> None:
    start(window, seed=1)
    to_first_play(window, qtbot)
    try:
        # hovering the Language menu's entries shows their (empty) status tips
        QApplication.sendEvent(window, QStatusTipEvent(""))
        assert window.statusBar().currentMessage() == ""
        window.language_menu.actions_by_code["de"].trigger()  # type: ignore[attr-defined]
        QApplication.processEvents()
        assert window.statusBar().currentMessage() == "Du bist dran: Spiel eine Karte."
    finally:
        i18n.apply_language("en")


def test_the_prompt_comes_back_after_a_timed_message(window: MainWindow,
                                                     qtbot: QtBot) -> None:
    start(window, seed=1)
    to_first_play(window, qtbot)
    prompt = Texts.tr("Your turn: play a card.")
    assert window.statusBar().currentMessage() == prompt
    window.say("a short note", 30)
    qtbot.waitUntil(lambda: window.statusBar().currentMessage() == prompt, timeout=WAIT_MS)
