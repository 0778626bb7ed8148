"""Game > Play a deal by code… (issue 32, part 1), driven as a person does: the menu action,
keys typed into the code field, the combo boxes and Start. The message under the field
says at once what is wrong with a code; a good code deals exactly its cards at a new table,
the player in the seat chosen. The score sheet shows the code of the deal on the table, and
"Copy code" puts it on the clipboard."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QComboBox, QLabel, QLineEdit, QPushButton
from pytestqt.qtbot import QtBot

from hearts_desktop.core import cards_text, deal_code, dealt_state, parse_deal_code
from hearts_desktop.games import get_game
from hearts_desktop.ui.controller import SeatPlayer
from hearts_desktop.ui.dialogs.deal_code import PlayByCodeDialog
from hearts_desktop.ui.main_window import MainWindow

WAIT = 20_000


def _open_dialog(win: MainWindow, qtbot: QtBot) -> PlayByCodeDialog:
    win.play_code_action.trigger()  # type: ignore[attr-defined]
    qtbot.waitUntil(lambda: isinstance(QApplication.activeModalWidget(), PlayByCodeDialog)
                    or "play_by_code" in win.dialogs.open_dialogs, timeout=WAIT)
    dialog = win.dialogs.open_dialogs["play_by_code"]
    assert isinstance(dialog, PlayByCodeDialog)
    return dialog


def _parts(dialog: PlayByCodeDialog) -> tuple[QLineEdit, QLabel, QPushButton]:
    edit = dialog.findChild(QLineEdit, "deal_code_edit")
    status = dialog.findChild(QLabel, "deal_code_status")
    start = dialog.findChild(QPushButton, "start_button")
    assert edit is not None and status is not None and start is not None
    return edit, status, start


def test_the_message_says_what_is_wrong_while_typing(
        qtbot: QtBot, open_window: Callable[..., MainWindow]) -> None:
    win = open_window()
    dialog = _open_dialog(win, qtbot)
    edit, status, start = _parts(dialog)
    assert not start.isEnabled()
    good = deal_code("hearts", get_game("hearts").preset("classic"), seed=7, deal=3)
    QTest.keyClicks(edit, good[:-1].lower())
    assert "typo" in status.text() and not start.isEnabled()
    QTest.keyClick(edit, "U")
    assert "“U”" in status.text() and not start.isEnabled()
    edit.clear()
    QTest.keyClicks(edit, "Z100-2000-0074")
    assert not start.isEnabled()
    edit.clear()
    QTest.keyClicks(edit, " " + good.replace("-", " ").lower() + " ")
    assert start.isEnabled()
    assert "Hearts" in status.text() and "deal 3" in status.text()
    dialog.cancel_button.click()
    qtbot.waitUntil(lambda: "play_by_code" not in win.dialogs.open_dialogs, timeout=WAIT)
    assert win.controller.state is None  # nothing was dealt


def test_a_code_deals_its_cards_at_a_new_table_in_the_seat_chosen(
        qtbot: QtBot, open_window: Callable[..., MainWindow]) -> None:
    win = open_window()
    rules = get_game("pinochle").preset("pinochle")
    code = deal_code("pinochle", rules, seed=4242, deal=2, seat=1)
    dialog = _open_dialog(win, qtbot)
    edit, _status, start = _parts(dialog)
    QTest.keyClicks(edit, code)
    seat = dialog.findChild(QComboBox, "seat_combo")
    level = dialog.findChild(QComboBox, "level_combo")
    assert seat is not None and level is not None
    assert seat.count() == 4 and seat.currentData() == 1  # the code's seat by default
    seat.setCurrentIndex(2)
    level.setCurrentIndex(level.findData("easy"))
    start.click()
    c = win.controller
    qtbot.waitUntil(lambda: c.state is not None and c.game.name == "pinochle", timeout=WAIT)
    original = dealt_state(parse_deal_code(code))
    assert [cards_text(h) for h in c.state.hands] == [cards_text(h) for h in original.hands]
    assert c.state.dealer == original.dealer and c.state.deal_number == 2
    assert c.human_seat == 2 and c.humans == frozenset({2})
    assert all(p.level == "easy" for i, p in enumerate(c.players) if i != 2)
    # the score sheet names the same code, and Copy code copies it
    sheet = win.show_score_sheet()
    row = sheet.findChild(QLineEdit, "deal_code_field")
    assert row is not None and row.text() == parse_deal_code(code).code
    copy = sheet.findChild(QPushButton, "copy_code_button")
    assert copy is not None and copy.isVisible()
    copy.click()
    assert QApplication.clipboard().text() == row.text()


def test_the_score_sheet_shows_the_code_of_the_deal_played(
        qtbot: QtBot, open_window: Callable[..., MainWindow]) -> None:
    win = open_window()
    rules = get_game("hearts").preset("classic")
    win.start_match(rules, 99, [SeatPlayer("You", human=True),
                                *(SeatPlayer(f"CPU {i}") for i in (1, 2, 3))])
    c = win.controller
    qtbot.waitUntil(lambda: c.state is not None, timeout=WAIT)
    sheet = win.show_score_sheet()
    row = sheet.findChild(QLineEdit, "deal_code_field")
    assert row is not None
    dc = parse_deal_code(row.text())
    assert (dc.game, dc.seed, dc.deal, dc.seat, dc.rules) == ("hearts", 99, 1, 0, rules)
    # the code's deal is the table's
    assert dealt_state(dc).hands == c.state.hands


def test_the_deal_of_the_day_deals_todays_cards_against_the_strongest_players(
        qtbot: QtBot, open_window: Callable[..., MainWindow]) -> None:
    import datetime

    from hearts_desktop.core.dealcodes import daily_deal

    win = open_window()
    win.dialogs.today = lambda: datetime.date(2026, 12, 2)
    win.daily_action.trigger()  # type: ignore[attr-defined]
    c = win.controller
    qtbot.waitUntil(lambda: c.state is not None, timeout=WAIT)
    today = daily_deal("hearts", 2026, 12, 2)
    assert c.state.hands == dealt_state(today).hands
    assert c.human_seat == 0
    assert all(p.level == "expert" for p in c.players[1:])
    sheet = win.show_score_sheet()
    row = sheet.findChild(QLineEdit, "deal_code_field")
    assert row is not None and row.text() == today.code == "H100-0084-58P1"
