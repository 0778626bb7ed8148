"""Driving network-play windows the way a player does: the host dialog, the join dialog,
and the table's input (clicks on card items, the pass button)."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractItemView, QComboBox, QLineEdit, QWidget
from pytestqt.qtbot import QtBot

from hearts_desktop.games.hearts import PassCards, Phase
from hearts_desktop.ui.main_window import MainWindow
from hearts_desktop.ui.net.host_dialog import HostDialog
from hearts_desktop.ui.net.join_dialog import JoinDialog

WAIT_MS = 20_000


def net(win: MainWindow) -> Any:
    return win.network_ui  # type: ignore[attr-defined]


def host_table(win: MainWindow, qtbot: QtBot, *, name: str = "Anna",
               seats: tuple[tuple[str, str], ...] = (("open", ""), ("cpu", "Carl"),
                                                     ("cpu", "Dora")),
               deal_limit: int | None = 1, preset: str = "classic") -> HostDialog:
    """Game > Host a network game: Hearts by ``preset`` (over ``deal_limit`` deals), seat
    1 for the host, the others as given; the table opens and the dialog shows its lobby."""
    dialog = net(win).host_game()
    assert dialog is not None
    dialog.form.select_preset(preset)
    if deal_limit is not None:
        dialog.form.option_widgets["deal_limit"].setValue(deal_limit)
    dialog.name_edit.setText(name)
    for seat, (kind, cpu_name) in enumerate(seats, start=1):
        dialog.set_seat(seat, kind, cpu_name, "easy")
    click(dialog.open_button)
    qtbot.waitUntil(lambda: dialog.pages.currentWidget() is dialog.lobby, timeout=WAIT_MS)
    return dialog


def click(widget: QWidget) -> None:
    """A left click in the middle of ``widget`` (a button), as the mouse makes it."""
    assert widget.isVisibleTo(widget.window()) and widget.isEnabled(), widget.objectName()
    QTest.mouseClick(widget, Qt.MouseButton.LeftButton, pos=widget.rect().center())


def type_into(edit: QLineEdit, text: str) -> None:
    """Select what the field holds and type ``text`` over it, key by key."""
    edit.setFocus()
    QTest.keyClick(edit, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    if text:
        QTest.keyClicks(edit, text)
    else:
        QTest.keyClick(edit, Qt.Key.Key_Delete)
    assert edit.text() == text[:edit.maxLength()], edit.text()


def choose_in_combo(combo: QComboBox, data: Any) -> None:
    """Choose the entry holding ``data`` with the keyboard (the arrow keys, as a player
    does; each step is an ``activated`` like a choice in the open list)."""
    target = combo.findData(data)
    assert target >= 0, data
    combo.setFocus()
    while combo.currentIndex() != target:
        key = Qt.Key.Key_Down if combo.currentIndex() < target else Qt.Key.Key_Up
        QTest.keyClick(combo, key)


def double_click(view: QAbstractItemView, index: QModelIndex) -> None:
    """A double click on ``index``'s row as the mouse makes it: a click, then the second
    press that Qt reports as a double click (QTest's double click alone lacks the
    first)."""
    view.scrollTo(index)
    pos = view.visualRect(index).center()
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=pos)
    QTest.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=pos)


def open_join(win: MainWindow, typed: str, name: str) -> JoinDialog:
    """Game > Join a network game (the menu's action); type the name and ``typed``, click
    Connect."""
    net(win).join_action.trigger()
    dialog = net(win).dialog
    assert isinstance(dialog, JoinDialog)
    type_into(dialog.name_edit, name)
    type_into(dialog.target_edit, typed)
    click(dialog.connect_button)
    return dialog


def click_seat(dialog: JoinDialog, seat: int) -> None:
    """Click ``seat``'s row in the join dialog's seat list."""
    seats = dialog.seat_list
    item = next(seats.topLevelItem(i) for i in range(seats.topLevelItemCount())
                if seats.topLevelItem(i).text(0) == str(seat + 1))
    seats.scrollToItem(item)
    QTest.mouseClick(seats.viewport(), Qt.MouseButton.LeftButton,
                     pos=seats.visualItemRect(item).center())


def sit_by_click(dialog: JoinDialog, seat: int | None = None) -> None:
    """Choose ``seat`` in the list with a click (default: the one chosen), click Sit
    here."""
    if seat is not None:
        click_seat(dialog, seat)
        assert dialog.seat_list.chosen_seat() == seat
    click(dialog.sit_button)


def join_table(win: MainWindow, qtbot: QtBot, typed: str, *, name: str = "Bea",
               seat: int | None = None) -> JoinDialog:
    """Game > Join a network game: type ``typed`` (an address and a code), click Connect,
    choose the seat and click Sit here."""
    dialog = open_join(win, typed, name)
    qtbot.waitUntil(lambda: dialog.pages.currentWidget() is dialog.seat_page,
                    timeout=WAIT_MS)
    sit_by_click(dialog, seat)
    qtbot.waitUntil(lambda: dialog.pages.currentWidget() is dialog.lobby, timeout=WAIT_MS)
    return dialog


def act_by_input(win: MainWindow) -> bool:
    """If it is the human's turn, act through the table's input as a player does: click
    the cards to pass and the pass button, or click a playable card. True if it acted."""
    c = win.controller
    if not c.awaiting_human:
        return False
    sc = win.scene
    view = c.view
    if sc.mode == "select":
        plan = next(a for a in view.legal if isinstance(a, PassCards))
        for card in plan.cards:
            item = next(it for it in sc.human_items()
                        if it.card == card and not sc.is_selected(it))
            sc.item_clicked.emit(item)
        return win.pass_selected()
    if sc.mode == "play":
        item = next(it for it in sc.human_items() if it.card in sc.legal)
        sc.item_clicked.emit(item)
        return True
    return False


def other_seats_hidden(win: MainWindow) -> bool:
    """No card item of another seat's hand shows (or even holds) a card."""
    sc = win.scene
    for seat, hand in enumerate(sc.hands):
        if seat == sc.bottom_seat:
            continue
        if any(it.card is not None or it.face_up for it in hand):
            return False
    return True


def received(win: MainWindow) -> list[Any]:
    """Every message the window's seat receives from now on (updates, snapshots, the end),
    in order: what the other computer could ever learn."""
    got: list[Any] = []
    session = net(win).session
    assert session is not None
    for signal in (session.updated, session.snapshot, session.finished):
        signal.connect(got.append)
    return got


def play_until(wins: tuple[MainWindow, ...], qtbot: QtBot, done: Callable[[], bool],
               timeout: float = WAIT_MS) -> None:
    """Both players act through their windows until ``done()``."""
    deadline = time.monotonic() + timeout / 1000
    while not done():
        assert time.monotonic() < deadline, "the match did not get there in time"
        for win in wins:
            act_by_input(win)
        qtbot.wait(5)


def mid_trick(win: MainWindow) -> bool:
    """The seat's view is in the middle of a trick."""
    view = win.controller.view
    return (view is not None and view.phase is Phase.PLAYING and view.trick is not None
            and 0 < len(view.trick.plays) < 4)


def start_when_seated(host: Any, qtbot: QtBot) -> None:
    """The host starts once its lobby shows every joined player seated: its Start button
    is enabled only then (a click before it did nothing, and the test waited in vain)."""
    qtbot.waitUntil(lambda: host.lobby.open_seats == 0, timeout=WAIT_MS)
    host.start()
