"""Ombre over the network through two real windows on one loopback server: Anna hosts an
Ombre table (the host dialog's game list, Ombre's own rules form), Bea joins by code, a
CPU player takes the third seat. Each drives their own window with the mouse (the choice
panels, the discards and the action button, the cards), and both tables show the same
bidding, the exchange (each seat's own discards only to itself) and the first trick."""

from __future__ import annotations

import time
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from hearts_desktop.games.ombre import (
    BidMade,
    CardsExchanged,
    Contract,
    DealThrownIn,
    OmbreDeclared,
    Passed,
    Phase,
    TrickWon,
)
from hearts_desktop.ui.games.ombre.texts import deal_text
from hearts_desktop.ui.main_window import MainWindow
from tests.net.helpers import fixed_seed
from tests.ui.games.ombre.helpers import human_act
from tests.ui.net.helpers import (
    WAIT_MS,
    choose_in_combo,
    click,
    join_table,
    net,
    other_seats_hidden,
)

SEED = 5
"""The server's match seed, pinned (it draws one at random): the deal is bid and played
the same way every time (a CPU solo: both people exchange as defenders)."""


def host_ombre(win: MainWindow, qtbot: QtBot) -> Any:
    """Game > Host a network game, Ombre chosen in the game list (preset ``ombre``, one
    deal), seat 2 a CPU player; the table opens and the dialog shows its lobby."""
    dialog = net(win).host_game()
    combo = dialog.game_combo
    index = combo.findData("ombre")
    assert index >= 0, "the host dialog does not offer Ombre"
    choose_in_combo(combo, "ombre")
    assert dialog.game == "ombre"
    dialog.form.select_preset("ombre")
    dialog.form.option_widgets["deals"].setValue(1)
    assert dialog.seat_rows() == 3
    dialog.name_edit.setText("Anna")
    dialog.set_seat(1, "open")
    dialog.set_seat(2, "cpu", "Carl", "easy")
    click(dialog.open_button)
    qtbot.waitUntil(lambda: dialog.pages.currentWidget() is dialog.lobby, timeout=WAIT_MS)
    return dialog


def record(win: MainWindow) -> list[Any]:
    seen: list[Any] = []
    win.controller.events_applied.connect(lambda events, _view: seen.extend(events))
    return seen


def act(win: MainWindow, qtbot: QtBot, step: int) -> bool:
    """The window's player acts with the mouse when it is their turn and the table is
    still (a panel, the discards and the button, or a card)."""
    c = win.controller
    if not c.awaiting_human or win.animator.busy or c.view is None:
        return False
    if c.view.phase not in (Phase.PLAYING, Phase.EXCHANGE) and not \
            win.scene.overlays.panel.isVisible():
        return False
    human_act(win, qtbot, step)
    return True


def test_an_ombre_table_hosted_and_joined_plays_bidding_exchange_and_a_trick(
        net_window, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    fixed_seed(monkeypatch, SEED)
    anna, bea = net_window("anna"), net_window("bea")
    host = host_ombre(anna, qtbot)
    info = host.info
    assert info is not None and info.table.game == "ombre"
    join_table(bea, qtbot, f"{info.address} {info.table.code}")
    qtbot.waitUntil(lambda: host.lobby.open_seats == 0, timeout=WAIT_MS)
    seen = {0: record(anna), 1: record(bea)}
    host.start()
    qtbot.waitUntil(lambda: anna.controller.remote and bea.controller.remote,
                    timeout=WAIT_MS)
    assert anna.controller.game.name == bea.controller.game.name == "ombre"
    assert anna.scene.names[:2] == bea.scene.names[:2] == ["Anna", "Bea"]
    assert anna.controller.human_seat == 0 and bea.controller.human_seat == 1

    def tricks(seat: int) -> list[TrickWon]:
        return [e for e in seen[seat] if isinstance(e, TrickWon)]

    deadline = time.monotonic() + WAIT_MS / 1000
    step = 0
    while not (tricks(0) and tricks(1) and not anna.animator.busy
               and not bea.animator.busy):
        assert time.monotonic() < deadline, "the first trick was not reached in time"
        for win in (anna, bea):
            assert win.controller.state is None  # never the full state
            assert other_seats_hidden(win)
            if act(win, qtbot, step):
                step += 1
        qtbot.wait(5)

    # the bidding: both saw every bid and pass, in the same order, and the same ombre
    def bidding(seat: int) -> list[Any]:
        return [e for e in seen[seat] if isinstance(e, (BidMade, Passed, OmbreDeclared))]

    assert bidding(0) == bidding(1) and any(isinstance(e, OmbreDeclared) for e in bidding(0))
    (declared,) = [e for e in bidding(0) if isinstance(e, OmbreDeclared)]
    # the exchange: the same seats in the same order; a seat's discards and draws are
    # shown only to itself, the talon's count to both
    swaps = {s: [e for e in seen[s] if isinstance(e, CardsExchanged)] for s in (0, 1)}
    assert [e.seat for e in swaps[0]] == [e.seat for e in swaps[1]]
    defenders = {0, 1, 2} - {declared.seat}
    ombre_swaps = declared.contract in (Contract.ENTRADA, Contract.TOURNE)
    assert {e.seat for e in swaps[0]} == defenders | ({declared.seat} if ombre_swaps else set())
    for me in (0, 1):
        for e in swaps[me]:
            own = e.seat == me
            assert all((c is not None) == own for c in (*e.discards, *e.drawn))
        assert [e.talon_left for e in swaps[me]] == [e.talon_left for e in swaps[1 - me]]
    assert not any(isinstance(e, DealThrownIn) for e in seen[0])
    # the trick: the same cards, the same winner, on both tables
    assert tricks(0)[0] == tricks(1)[0] and len(tricks(0)[0].plays) == 3
    for win in (anna, bea):
        assert win.controller.view.phase is Phase.PLAYING
        assert sum(win.controller.view.tricks_won) == 1
    assert anna.controller.view.trump == bea.controller.view.trump is not None
    # what the players see: the same contract panel, the talon as the view counts it, the
    # deal in the status bar (the seat's view knows it: there is no full state here)
    titles = {win.scene.contract.title for win in (anna, bea)}
    assert len(titles) == 1 and all(win.scene.contract.isVisible() for win in (anna, bea))
    for win in (anna, bea):
        assert len(win.scene.talon) == win.controller.view.talon_size
        assert win.hand_label.text() == deal_text(1, 1)  # type: ignore[attr-defined]

    # the deal played out: the match (one deal) is over on both tables and is in each
    # player's own history as an Ombre match, with this window's seat
    deadline = time.monotonic() + WAIT_MS / 1000
    while not (anna.controller.is_over and bea.controller.is_over):
        assert time.monotonic() < deadline, "the deal was not played out in time"
        for win in (anna, bea):
            if act(win, qtbot, step):
                step += 1
        qtbot.wait(5)
    for win in (anna, bea):
        qtbot.waitUntil(lambda w=win: len(net(w).stored) == 1, timeout=WAIT_MS)
        (summary,) = win.persistence.db.summaries(status="finished")
        assert summary.game == "ombre" and summary.hands == 1
        assert summary.human_seat == win.controller.human_seat
        assert [p.name for p in summary.players][:2] == ["Anna", "Bea"]
