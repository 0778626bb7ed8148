"""The status bar's right-hand label names the deal in the game's own word: Hearts' "Hand
3" (the main window's text), Pinochle's "Hand 3", Ombre's "Deal 3 of 12" as the Ombre
table's status corner says it (the presentation's ``deal_status``); in every game it names
the hand whose result is still shown, not the next one the match has dealt already."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox
from pytestqt.qtbot import QtBot

from hearts_desktop.games.ombre import Rules as OmbreRules
from hearts_desktop.games.ombre import start_deal
from hearts_desktop.i18n import number
from hearts_desktop.ui.controller import SeatPlayer
from hearts_desktop.ui.games import presentation
from hearts_desktop.ui.games.ombre import texts as ombre_texts
from hearts_desktop.ui.games.pinochle.labels import Pinochle
from hearts_desktop.ui.main_window import MainWindow
from hearts_desktop.ui.settings import Settings
from hearts_desktop.ui.tr_context import MainWindow as MainWindowTexts

DEAL = (
    "AS 2S AC KS QS JS 7S 6S 5S",
    "KH QH JH AH 2H 3H 4H 5H 6H",
    "KD QD JD AD 2D 3D 4D 5D 6D",
)
TALON = "4S 3S KC QC JC 7C 6C 5C 4C 3C 2C 7H 7D"


def seats(n: int) -> list[SeatPlayer]:
    return [SeatPlayer("Human", human=True),
            *(SeatPlayer(f"CPU {i}", bot_kind="easy") for i in range(1, n))]


def test_ombre_says_deal_n_of_the_session(open_window: Callable[..., MainWindow],
                                          qtbot: QtBot) -> None:
    win = open_window()
    rules = OmbreRules.preset("ombre")
    win.load_match(start_deal(rules, DEAL, TALON, deal_number=3), seats(3), game="ombre")
    label = win.hand_label.text()  # type: ignore[attr-defined]
    assert label == ombre_texts.deal_text(3, rules.deals)
    assert label != MainWindowTexts.tr("Hand {0}").format(number(3))
    # the corner of the table says the same words
    assert win.scene.director.status()[2] == label  # type: ignore[attr-defined]


def test_ombre_to_a_chip_target_has_no_deal_count() -> None:
    rules = OmbreRules.preset("ombre").replace(deals=None, chip_target=100)
    state = start_deal(rules, DEAL, TALON, deal_number=2)
    assert presentation("ombre").deal_status(state) == ombre_texts.deal_text(2, None)


def test_pinochle_and_hearts_say_hand(open_window: Callable[..., MainWindow]) -> None:
    from hearts_desktop.games.pinochle import Rules as PinochleRules

    win = open_window()
    win.start_match(PinochleRules.preset("pinochle"), 5, seats(4), game="pinochle")
    assert win.hand_label.text() == Pinochle.tr("Hand {0}").format(  # type: ignore[attr-defined]
        number(1))
    hearts = presentation("hearts")
    assert hearts.deal_status(None) == ""
    assert hearts.deal_status(win.controller.state) == MainWindowTexts.tr(
        "Hand {0}").format(number(1))


def test_the_status_bar_keeps_the_deal_on_the_table_until_the_next_is_shown(
        open_window: Callable[..., MainWindow], qtbot: QtBot) -> None:
    """The match deals deal 2 in the same step that scores deal 1; while the table still
    shows deal 1's end (held for the score sheet), the status bar names deal 1 as the
    table's corner does, and deal 2 once the table shows it."""
    from hearts_desktop.games.ombre import DealScored
    from tests.ui.games.ombre.helpers import human_act, start, wait_human

    win = open_window()
    scored: list[DealScored] = []
    win.controller.events_applied.connect(lambda events, _v: scored.extend(
        e for e in events if isinstance(e, DealScored)))
    ctrl = start(win, seed=7)
    win.animator.hold_after_hand = True  # as with "show the score sheet after each deal"
    rules = ctrl.rules
    for step in range(60):
        qtbot.waitUntil(lambda: ctrl.awaiting_human or win.animator.held, timeout=30_000)
        if win.animator.held:
            break
        human_act(win, qtbot, step)
    assert win.animator.held and len(scored) == 1
    assert ctrl.state.deal_number == 2  # the match is on deal 2 already
    label = win.hand_label.text()  # type: ignore[attr-defined]
    assert label == ombre_texts.deal_text(1, rules.deals)
    assert win.scene.director.status()[2] == label  # type: ignore[attr-defined]
    win.animator.release()
    wait_human(qtbot, ctrl)
    qtbot.waitUntil(lambda: win.hand_label.text()  # type: ignore[attr-defined]
                    == ombre_texts.deal_text(2, rules.deals), timeout=30_000)
    assert ctrl.view.deal_number == 2


@pytest.mark.parametrize(("game", "preset"), [("hearts", "classic"),
                                              ("pinochle", "pinochle"), ("ombre", "ombre")])
def test_the_status_bar_names_the_last_hand_while_its_result_is_up(
        qtbot: QtBot, settings: Settings, game: str, preset: str) -> None:
    """Every game: the match deals hand 2 as it scores hand 1; while hand 1's result is
    shown (the score sheet opened after the hand, the table held), the status bar says
    hand 1, and hand 2 once the player closes the sheet with its OK button (Pinochle said
    "Hand 2" under hand 1's result)."""
    from hearts_desktop.games import get_game

    settings.show_score_sheet_after_hand = True
    win = MainWindow(settings, speed="instant")
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    qtbot.waitExposed(win)
    g = get_game(game)
    rules = g.preset(preset)
    cpus = [SeatPlayer(f"CPU {i}", human=False, bot_kind="easy", level="easy")
            for i in range(g.players(rules))]
    win.start_match(rules, 5, cpus, game=game)
    try:
        qtbot.waitUntil(lambda: win.animator.held, timeout=60_000)
        sheet = win.score_sheet
        assert sheet is not None and sheet.isVisible()
        ctrl = win.controller
        assert ctrl.state.deal_number == 2  # the match is on the next hand already
        first = presentation(game).deal_status(ctrl.state, 1)
        assert win.hand_label.text() == first  # type: ignore[attr-defined]
        second = presentation(game).deal_status(ctrl.state, 2)
        assert first != second
        ok = sheet.buttons.button(QDialogButtonBox.StandardButton.Ok)
        qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: win.hand_label.text() == second,  # type: ignore[attr-defined]
                        timeout=30_000)
    finally:
        win.controller.shutdown()
