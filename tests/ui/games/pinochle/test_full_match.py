"""Game > New game, Pinochle picked, no target and two deals: the human plays both hands at
the table (passing in the auction; giving and playing through the table when the partner
declares), the match ends after the second hand, and the game-over dialog names the
winning team with the final team scores."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from hearts_desktop.games.pinochle import MatchState, Phase
from hearts_desktop.ui.games.pinochle.labels import team_name, winners_text
from hearts_desktop.ui.main_window import MainWindow

from .test_table import WAIT, act, wait_human


def choose_pinochle(win: MainWindow, deals: int, seed: int) -> None:
    """The New game dialog: the Pinochle form, no target, ``deals`` deals, a deal number."""
    win.new_game_dialog()
    dialog = win.dialogs.open_dialogs["new_game"]
    combo = dialog.game_combo  # type: ignore[attr-defined]
    index = combo.findData("pinochle")
    assert index >= 0 and dialog.picker.isVisible()  # type: ignore[attr-defined]
    combo.setCurrentIndex(index)
    combo.activated.emit(index)
    form = dialog.form  # type: ignore[attr-defined]
    assert not form.seed_edit.isHidden() and not form._seats_widget.isHidden()  # at home: shown
    form.option_widgets["target"].setValue(0)
    form.option_widgets["deal_limit"].setValue(deals)
    form.seed_edit.setText(str(seed))
    assert dialog.ok_button().isEnabled()  # type: ignore[attr-defined]
    dialog.ok_button().click()  # type: ignore[attr-defined]


def test_a_two_deal_match_from_new_game_ends_naming_the_winning_team(
        window: MainWindow, qtbot: QtBot) -> None:
    choose_pinochle(window, deals=2, seed=4)
    ctrl = window.controller
    qtbot.waitUntil(lambda: ctrl.state is not None and ctrl.game.name == "pinochle",
                    timeout=WAIT)
    state: MatchState = ctrl.state
    assert state.rules.target is None and state.rules.deal_limit == 2
    assert state.seed == 4
    for _ in range(400):
        wait_human(qtbot, ctrl)
        if ctrl.is_over:
            break
        act(qtbot, window, bid_high=False)
    assert ctrl.is_over
    qtbot.waitUntil(lambda: ctrl.table_idle, timeout=WAIT)
    final: MatchState = ctrl.state
    assert final.phase is Phase.MATCH_OVER and len(final.history) == 2
    assert final.winner is not None  # this seed has no tie
    dialog = window.play.game_over
    qtbot.waitUntil(lambda: dialog is not None and dialog.isVisible(), timeout=WAIT)
    dialog = window.play.game_over
    assert dialog is not None
    names = list(ctrl.names)
    assert dialog.title.text() == winners_text(names, final.winner, ctrl.human_seat)
    winners = [s for s in range(4) if s % 2 == final.winner]
    if ctrl.human_seat in winners:
        assert names[(ctrl.human_seat + 2) % 4] in dialog.title.text()
    else:
        assert team_name(names, final.winner) in dialog.title.text()
    # the table of places: the winning partners first, with their team's score
    t = dialog.table
    rows = [[t.item(r, c).text() for c in range(3)] for r in range(t.rowCount())]
    assert sorted(r[1] for r in rows[:2]) == sorted(names[s] for s in winners)
    assert all(r[0] == "1" and r[2] == str(final.scores[final.winner]) for r in rows[:2])
    assert all(r[0] == "2" and r[2] == str(final.scores[1 - final.winner]) for r in rows[2:])


def test_the_game_over_title_names_the_team(qapp: object) -> None:
    from hearts_desktop.ui.games import presentation

    p = presentation("pinochle")
    names = ["You", "Ada", "Bruno", "Clara"]
    mine = p.final_title(names, [0, 2], 0)
    theirs = p.final_title(names, [1, 3], 0)
    assert mine is not None and "Bruno" in mine and "Ada" not in mine
    assert theirs == winners_text(names, 1) and team_name(names, 1) in theirs
    assert p.final_title(names, [0, 1, 2, 3], 0) is None  # a tie: the dialog's own words
    # a table without a human (the CPU players alone): the team by name
    assert p.final_title(names, [0, 2], None) == winners_text(names, 0)
