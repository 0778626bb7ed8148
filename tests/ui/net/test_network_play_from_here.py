"""Play from here of a real network match (issue 32, part 3): two windows play a deal at a
loopback table; the joining player's history keeps the match with the host as a person at
another computer; its replay's Play from here goes on at the joiner's own table, against CPU
players in every other seat (the host's seat too), and the branch is kept linked to it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from hearts_desktop.history import match_key
from tests.ui.journeys.journey import (
    new_game,
    open_history,
    open_replay_of,
    play_from_here,
    play_to_the_end_of_the_hand,
    press,
    step_to_a_trick,
)
from tests.ui.net.helpers import (
    WAIT_MS,
    act_by_input,
    host_table,
    join_table,
    net,
)


def test_a_network_match_goes_on_from_its_replay_against_cpu_players(net_window,
                                                                      qtbot: QtBot) -> None:
    anna, bea = net_window("anna"), net_window("bea")
    host = host_table(anna, qtbot, deal_limit=1)
    info = host.info
    assert info is not None
    join_table(bea, qtbot, f"{info.address} {info.table.code}")
    qtbot.waitUntil(lambda: host.lobby.open_seats == 0, timeout=WAIT_MS)
    host.start()
    for win in (anna, bea):
        qtbot.waitUntil(lambda w=win: w.controller.remote, timeout=WAIT_MS)
    while not (anna.controller.is_over and bea.controller.is_over):
        for win in (anna, bea):
            act_by_input(win)
        qtbot.wait(5)
    qtbot.waitUntil(lambda: len(net(bea).stored) == 1, timeout=WAIT_MS)
    (stored,) = net(bea).stored
    db = bea.persistence.db
    original = db.load(stored)
    kinds = [p.kind for p in original.players]
    assert kinds[:2] == ["remote", "human"]  # the host, a person; then the server's CPUs
    if bea.game_over is not None:
        bea.game_over.close()
    history = open_history(bea, qtbot)
    viewer = open_replay_of(history, qtbot, stored)
    # at the end of the match there is nothing to play from: the button and P are off
    press(viewer, Qt.Key.Key_End, Qt.KeyboardModifier.ControlModifier)
    assert not viewer.branch_action.isEnabled()
    press(viewer, Qt.Key.Key_P)
    assert viewer.branch_dialog is None
    press(viewer, Qt.Key.Key_Home, Qt.KeyboardModifier.ControlModifier)
    assert viewer.branch_action.isEnabled()  # the first decision of the match
    step_to_a_trick(viewer, 4)
    players, moves = play_from_here(bea, viewer, qtbot, seat=None)
    c = bea.controller
    assert not c.remote and c.state is not None  # a table of her own now
    assert c.human_seat == 1 and c.humans == {1}
    assert [p.name for p in players] == ["Anna", "Bea", "Carl", "Dora"]
    # the host's seat gets a CPU player; the server's CPU players play as they did
    assert [p.bot_kind for p in players if not p.human] == ["normal", *kinds[2:]]
    assert c.game.actions(c.state)[:moves] == original.record.actions[:moves]
    play_to_the_end_of_the_hand(bea, qtbot)
    new_game(bea, qtbot, "hearts", seed=81, numbers={})
    (bid,) = db.branches_of(stored)
    branch = db.load(bid)
    assert branch.branch is not None and branch.branch.of == match_key(original)
    assert branch.record.actions[:moves] == original.record.actions[:moves]
    assert [p.kind for p in branch.players] == ["normal", "human", *kinds[2:]]
