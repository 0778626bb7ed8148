"""Issue 17, item 7: the status corner and the status bar describe the same moment. While
the end-of-hand score sheet is open both speak of the hand just scored (the bar "Hand 1",
the corner "Hand over", not the next hand's number nor the old pass direction); once the
match is over the corner says so."""

from __future__ import annotations

from collections.abc import Callable

from pytestqt.qtbot import QtBot

from hearts_desktop.games.hearts import Rules
from hearts_desktop.i18n import number
from hearts_desktop.ui.games.hearts import texts
from hearts_desktop.ui.main_window import MainWindow
from hearts_desktop.ui.settings import Settings
from hearts_desktop.ui.tr_context import MainWindow as Texts
from tests.ui.test_end_of_match import play_out
from tests.ui.test_table import WAIT_MS, human_act, players, wait_human

TWO_DEALS = Rules.preset("classic").replace(end_threshold=None, deal_limit=2)


def hand_label(deal: int) -> str:
    return Texts.tr("Hand {0}").format(number(deal))


def test_corner_and_status_bar_agree_at_the_end_of_each_hand(
        open_window: Callable[..., MainWindow], settings: Settings, qtbot: QtBot) -> None:
    settings.show_score_sheet_after_hand = True
    win = open_window()
    win.start_match(TWO_DEALS, 6, players())
    ctrl = win.controller
    w = win  # the labels are the window's attributes
    while True:
        qtbot.waitUntil(lambda: ctrl.awaiting_human or (
            win.score_sheet is not None and win.score_sheet.isVisible()), timeout=WAIT_MS)
        if win.score_sheet is not None and win.score_sheet.isVisible():
            break
        human_act(win, qtbot)
    # the engine already dealt hand 2; the table and both labels are still at hand 1
    assert ctrl.state.deal_number == 2
    assert w.hand_label.text() == hand_label(1)  # type: ignore[attr-defined]
    corner = win.scene.status
    assert corner.line2 == texts.hand_over_text()
    win.score_sheet.accept()
    wait_human(qtbot, ctrl)
    assert w.hand_label.text() == hand_label(2)  # type: ignore[attr-defined]
    assert corner.line2 == texts.pass_direction_text("right")
    play_out(win, qtbot)
    qtbot.waitUntil(lambda: win.score_sheet.isVisible(), timeout=WAIT_MS)
    assert w.hand_label.text() == hand_label(2)  # type: ignore[attr-defined]
    win.score_sheet.accept()
    qtbot.waitUntil(lambda: win.game_over is not None and win.game_over.isVisible(),
                    timeout=WAIT_MS)
    assert corner.line2 == texts.match_over_text()
    assert corner.line2 not in {texts.pass_direction_text(d)
                                for d in ("left", "right", "across", "hold")}
