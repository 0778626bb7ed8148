"""Driving network-play windows the way a player does: the host dialog, the join dialog,
and the table's input (clicks on card items, the pass button)."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

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
    assert dialog.open_table()
    qtbot.waitUntil(lambda: dialog.pages.currentWidget() is dialog.lobby, timeout=WAIT_MS)
    return dialog


def join_table(win: MainWindow, qtbot: QtBot, typed: str, *, name: str = "Bea",
               seat: int | None = None) -> JoinDialog:
    """Game > Join a network game: type ``typed`` (an address and a code), sit down."""
    dialog = net(win).join_game()
    assert dialog is not None
    dialog.name_edit.setText(name)
    dialog.target_edit.setText(typed)
    dialog.connect_to_target()
    qtbot.waitUntil(lambda: dialog.pages.currentWidget() is dialog.seat_page,
                    timeout=WAIT_MS)
    dialog.sit(seat)
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
