"""Play from here, as a player does it (issue 32, part 3): a saved match's replay opened from
the history, stepped to a decision with the viewer's keys and buttons, Play from here, a
seat chosen in its dialog, the hand played on to its end by clicks; the history then holds
the branch, linked to the original and shown so, and the branch replays on its own. For
every game, from a network match's record (CPU players in every other seat), and from a
branch again."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QLabel, QWidget
from pytestqt.qtbot import QtBot

from hearts_desktop.core import branch_state
from hearts_desktop.history import BranchOf, PlayerInfo, SavedMatch, match_key
from hearts_desktop.history.saved import REMOTE_KIND
from hearts_desktop.ui.main_window import MainWindow
from tests.history.helpers import game_match

from .journey import (
    Player,
    Program,
    activate,
    child,
    click,
    new_game,
    open_history,
    open_replay_of,
    play_from_here,
    play_to_the_end_of_the_hand,
    press,
    shown_window,
    step_to_a_trick,
)

TABLES = [("hearts", "classic"), ("pinochle", "pinochle"), ("ombre", "ombre"),
          ("ombre", "quadrille"), ("ombre", "quintille")]


def store(win: MainWindow, match: SavedMatch, status: str = "abandoned") -> int:
    match_id = win.persistence.db.add_match(match, status=status)
    win.persistence.history_changed.emit()  # as an import tells the windows
    return match_id


def the_branch(win: MainWindow, original: int) -> int:
    db = win.persistence.db
    (branch,) = db.branches_of(original)
    return branch


@pytest.mark.parametrize(("game", "preset"), TABLES)
def test_play_from_here_goes_on_in_another_seat_and_the_history_keeps_the_branch(
        program: Program, qtbot: QtBot, game: str, preset: str) -> None:
    win = program.start()
    original, status = game_match(game, preset, 5, deals=2)
    oid = store(win, original, status)
    history = open_history(win, qtbot)
    viewer = open_replay_of(history, qtbot, oid)
    step_to_a_trick(viewer, 3)
    players, moves = play_from_here(win, viewer, qtbot, seat=1)
    c = win.controller
    # seat 1 is the player's now; the CPU player of seat 1 moved to seat 0 (the player's
    # in the match), every CPU player at its own level, the same as in the match
    assert c.human_seat == 1 and c.humans == {1}
    assert players[0].name == original.players[1].name and not players[0].human
    assert [p.bot_kind for p in players if not p.human] == ["easy"] * (len(players) - 1)
    assert c.game.actions(c.state)[:moves] == original.record.actions[:moves]
    deal, trick = c.game.moment(branch_state(c.game, original.record, moves))
    assert trick is not None and trick >= 2  # in the play of a trick, a few tricks in
    state = play_to_the_end_of_the_hand(win, qtbot)
    assert c.game.actions(state)[:moves] == original.record.actions[:moves]
    # a new game: the branch goes into the history (abandoned), linked to its original
    new_game(win, qtbot, game, seed=77, numbers={}, preset=preset)
    db = win.persistence.db
    bid = the_branch(win, oid)
    branch = db.load(bid)
    assert branch.branch == BranchOf(match_key(original), original.started, moves, deal,
                                     trick)
    assert branch.record.actions[:moves] == original.record.actions[:moves]
    # it replays on its own, to where it was left (the CPU players may have gone on into
    # the next hand before the new game ended it)
    played = c.game.actions(state)
    assert c.game.actions(branch.state())[:len(played)] == played
    assert db.original_of(bid) == oid
    # the list marks it, the detail says where it came from, in the game's words
    history.refresh()
    assert history.select_match(bid)
    table = child(history, QWidget, "history_table")
    date = table.model().index(table.model().row_of(bid), 0)
    assert date.data().endswith("↳")
    heading = child(history, QLabel, "detail_heading").text()
    assert "from the match of" in heading
    words = "hand" if game != "ombre" else "deal"
    assert f"{words} {deal}, trick {trick}" in heading, heading
    assert "played on from another match" in child(history, QLabel, "history_legend").text()
    # and its replay ends where the branch was left
    again = open_replay_of(history, qtbot, bid)
    press(again, Qt.Key.Key_End, Qt.KeyboardModifier.ControlModifier)
    assert again.frame.state == branch.state()
    # "Original match" shows the match it was played on from
    activate(history, qtbot)
    click(child(history, QAbstractButton, "original_button"))
    assert history.selected_id() == oid


def test_play_from_here_of_a_network_match_puts_cpu_players_in_every_other_seat(
        program: Program, qtbot: QtBot) -> None:
    win = program.start()
    played, status = game_match("hearts", "classic", 8, deals=1)
    # as a network match is stored: this computer's player, two people at other
    # computers, one CPU player of the server's
    people = (PlayerInfo("You", True, "human", None), PlayerInfo("Bea", False, REMOTE_KIND,
                                                                 None),
              PlayerInfo("Cem", False, REMOTE_KIND, None), PlayerInfo("Ann", False, "hard",
                                                                      "hard"))
    network = SavedMatch(played.record, people, played.started)
    oid = store(win, network, status)
    history = open_history(win, qtbot)
    viewer = open_replay_of(history, qtbot, oid)
    step_to_a_trick(viewer, 5)
    players, moves = play_from_here(win, viewer, qtbot, seat=2, key=True)
    c = win.controller
    assert c.human_seat == 2 and c.humans == {2}
    assert [p.name for p in players] == ["Cem", "Bea", "You", "Ann"]
    assert all(not p.human for s, p in enumerate(players) if s != 2)
    assert [p.bot_kind for p in players] == ["normal", "normal", "normal", "hard"]
    play_to_the_end_of_the_hand(win, qtbot)
    new_game(win, qtbot, "hearts", seed=78, numbers={})
    bid = the_branch(win, oid)
    branch = win.persistence.db.load(bid)
    assert branch.record.actions[:moves] == network.record.actions[:moves]
    assert [p.kind for p in branch.players] == ["normal", "normal", "human", "hard"]


def test_a_branch_of_a_branch_is_linked_to_the_branch(program: Program,
                                                      qtbot: QtBot) -> None:
    win = program.start()
    original, status = game_match("pinochle", "pinochle", 6, deals=1)
    oid = store(win, original, status)
    history = open_history(win, qtbot)
    viewer = open_replay_of(history, qtbot, oid)
    step_to_a_trick(viewer, 2)
    _, first = play_from_here(win, viewer, qtbot, seat=None)
    c = win.controller
    assert c.human_seat == 0  # the player's own seat, offered first
    Player(win, qtbot).act()
    Player(win, qtbot).act()
    new_game(win, qtbot, "pinochle", seed=79, numbers={})
    bid = the_branch(win, oid)
    history.refresh()
    again = open_replay_of(history, qtbot, bid)
    press(again, Qt.Key.Key_End, Qt.KeyboardModifier.ControlModifier)
    press(again, Qt.Key.Key_Left)
    _, second = play_from_here(win, again, qtbot, seat=3)
    assert second > first
    Player(win, qtbot).act()
    new_game(win, qtbot, "pinochle", seed=80, numbers={})
    db = win.persistence.db
    (cid,) = db.branches_of(bid)
    child_match, branch_match = db.load(cid), db.load(bid)
    assert child_match.branch is not None and child_match.branch.of == match_key(branch_match)
    assert child_match.record.actions[:second] == branch_match.record.actions[:second]
    assert child_match.record.actions[:first] == original.record.actions[:first]
    assert db.original_of(cid) == bid and db.branches_of(oid) == [bid]
    assert shown_window("history_window") is history
