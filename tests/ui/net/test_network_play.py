"""Network play through two real windows on one loopback server: a host and a joining
player, each driving their own window's input, with two CPU seats."""

from __future__ import annotations

import time

from pytestqt.qtbot import QtBot

from hearts_desktop.games.hearts import Phase
from hearts_desktop.ui.games import presentation
from tests.ui.net.helpers import (
    WAIT_MS,
    act_by_input,
    host_table,
    join_table,
    net,
    other_seats_hidden,
)


def test_two_windows_play_a_whole_match_joined_by_code(net_window, qtbot: QtBot) -> None:
    anna, bea = net_window("anna"), net_window("bea")
    host = host_table(anna, qtbot, deal_limit=2)  # two deals: a new pass between them
    info = host.info
    assert info is not None and len(info.table.code) == 6
    join_table(bea, qtbot, f"{info.address} {info.table.code.lower()}")
    qtbot.waitUntil(lambda: host.lobby.open_seats == 0 and
                    host.lobby.table.seats[1].name == "Bea", timeout=WAIT_MS)
    host.start()
    for win in (anna, bea):
        qtbot.waitUntil(lambda w=win: w.controller.remote, timeout=WAIT_MS)
    assert net(anna).dialog is None and net(bea).dialog is None  # the lobbies closed
    assert anna.scene.names == ["Anna", "Bea", "Carl", "Dora"]
    assert anna.controller.human_seat == 0 and bea.controller.human_seat == 1
    acted = 0
    while not (anna.controller.is_over and bea.controller.is_over):
        for win in (anna, bea):
            assert win.controller.state is None  # never the full state
            assert other_seats_hidden(win)
            if act_by_input(win):
                acted += 1
        qtbot.wait(5)
    assert acted >= 26
    for win in (anna, bea):
        qtbot.waitUntil(lambda w=win: len(net(w).stored) == 1, timeout=WAIT_MS)
        db = win.persistence.db
        (summary,) = db.summaries(status="finished")
        assert summary.human_seat == win.controller.human_seat
        match = db.load(summary.id)  # replayed and checked as every stored match is
        assert [p.name for p in match.players] == ["Anna", "Bea", "Carl", "Dora"]
        other = 1 - win.controller.human_seat
        assert match.players[other].kind == "remote" and not match.players[other].human
        assert match.finished
        replay = presentation("hearts").replay(match.record)  # the history's replay viewer
        assert replay.deal_numbers() == [1, 2] and len(replay) > 104


def _play_until(wins, qtbot: QtBot, done, timeout: float = WAIT_MS) -> None:
    """Both players act through their windows until ``done()``."""
    deadline = time.monotonic() + timeout / 1000
    while not done():
        assert time.monotonic() < deadline, "the match did not get there in time"
        for win in wins:
            act_by_input(win)
        qtbot.wait(5)


def _mid_trick(win) -> bool:
    view = win.controller.view
    return (view is not None and view.phase is Phase.PLAYING and view.trick is not None
            and 0 < len(view.trick.plays) < 4)


def test_a_dropped_player_is_stood_in_for_and_takes_the_seat_back(net_window,
                                                                  qtbot: QtBot) -> None:
    anna, bea = net_window("anna"), net_window("bea")
    net(bea).retry_delays = (1.5, 0.3, 0.5)  # back only after the grace period (0.4 s)
    host = host_table(anna, qtbot)
    info = host.info
    join_table(bea, qtbot, f"{info.address} {info.table.code}")
    host.start()
    qtbot.waitUntil(lambda: anna.controller.remote and bea.controller.remote,
                    timeout=WAIT_MS)
    _play_until((anna, bea), qtbot, lambda: _mid_trick(bea) and not bea.animator.busy)
    net(bea).session.abort()  # the network fails under Bea
    qtbot.waitUntil(lambda: "Reconnecting" in bea.current_message(), timeout=WAIT_MS)
    qtbot.waitUntil(lambda: anna.scene.names[1] == "Bea (away)", timeout=WAIT_MS)
    qtbot.waitUntil(lambda: anna.scene.plates[1].name == "CPU for Bea", timeout=WAIT_MS)
    # Bea's seat is played for her meanwhile; Anna plays on
    qtbot.waitUntil(lambda: net(bea).session.reconnecting is False, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: anna.scene.plates[1].name == "Bea", timeout=WAIT_MS)
    assert bea.current_message() == "You are back at the table."
    # the snapshot restored Bea's table: her hand as the server says, nobody else's cards
    qtbot.waitUntil(lambda: not bea.animator.busy, timeout=WAIT_MS)
    view = bea.controller.view
    assert sorted(map(str, (it.card for it in bea.scene.human_items()))) == \
        sorted(map(str, view.hand))
    assert other_seats_hidden(bea)
    _play_until((anna, bea), qtbot,
                lambda: len(net(anna).stored) == 1 and len(net(bea).stored) == 1)
    assert bea.persistence.db.load(net(bea).stored[0]).human_seat == 1
