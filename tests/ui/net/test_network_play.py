"""Network play through two real windows on one loopback server: a host and a joining
player, each driving their own window's input, with two CPU seats."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

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
