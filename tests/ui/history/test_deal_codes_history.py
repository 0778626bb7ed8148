"""Deal codes in the history (issue 32, part 1): the detail shows the code of the hand
clicked in its table (the first at first), shared from the player's seat, and the replay
viewer the code of the deal it shows; "Copy code" puts it on the clipboard. The code deals
that very deal of the stored match."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from hearts_desktop.core import dealt_state, parse_deal_code
from hearts_desktop.games.ombre import Rules
from hearts_desktop.history import HistoryDB
from hearts_desktop.ui.history.window import HistoryWindow

from ...history.helpers import game_match


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> Iterator[HistoryWindow]:
    """The history of one Quadrille match, the player in seat 2, left after three deals."""
    db = HistoryDB(tmp_path / "history.sqlite3")
    match, status = game_match("ombre", "quadrille", 32, human=2, deals=3)
    db.add_match(match, status=status)
    win = HistoryWindow(db)  # closed and deleted here, before its database closes
    win.show()
    win.select_row(0)
    yield win
    win.close()
    win.deleteLater()  # gone before its database closes (a language switch would read it)
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    db.close()


def _stored_deal(window: HistoryWindow, number: int) -> tuple[object, ...]:
    """The cards deal ``number`` of the stored match was dealt (its record replayed)."""
    match = window.db.load(window.selected_id())  # type: ignore[arg-type]
    game = match.game_object()
    state = game.initial_state(match.record)
    for action in match.record.actions:
        if state.deal.number == number:
            break
        state, _ = game.apply(state, action)
    assert state.deal.number == number
    return state.deal.dealt


def test_the_detail_shows_the_code_of_the_hand_clicked(qtbot: QtBot,
                                                        window: HistoryWindow) -> None:
    row = window.detail.code_row
    assert row.isVisible()
    first = parse_deal_code(row.code())
    assert (first.game, first.seed, first.deal, first.seat) == ("ombre", 32, 1, 2)
    assert first.rules == Rules.preset("quadrille")
    table = window.detail.hands_table
    assert table.rowCount() >= 3
    item = table.item(2, 0)
    assert item is not None
    QTest.mouseClick(table.viewport(), Qt.MouseButton.LeftButton,
                     pos=table.visualItemRect(item).center())
    third = parse_deal_code(row.code())
    assert (third.deal, third.seat) == (3, 2)
    row.copy_button.click()
    assert QApplication.clipboard().text() == row.code()
    assert dealt_state(third).deal.dealt == _stored_deal(window, 3)


def test_the_replay_viewer_shows_the_code_of_the_deal_it_shows(qtbot: QtBot,
                                                               window: HistoryWindow) -> None:
    replay = window.replay_selected()
    assert replay is not None
    qtbot.addWidget(replay)
    codes = []
    for deal in (1, 2):
        replay.show_deal(deal)
        codes.append(parse_deal_code(replay.code_row.code()))
    assert [(c.deal, c.seat, c.seed) for c in codes] == [(1, 2, 32), (2, 2, 32)]
    assert dealt_state(codes[1]).deal.dealt == _stored_deal(window, 2)
    replay.code_row.copy_button.click()
    assert QApplication.clipboard().text() == replay.code_row.code()
    replay.close()
