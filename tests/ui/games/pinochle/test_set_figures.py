"""Issue 28, item 9: after every hand the figures on screen agree. The contract panel gives
the declaring team's meld and counters as the result's banner does (it froze at the counters
of an earlier trick), and the score sheet's row adds up: meld plus counters is the hand's
score, a set's defenders reading "taken → scored" with a line that says a set gives them
every counter of the hand."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

from pytestqt.qtbot import QtBot

from hearts_desktop.games.pinochle import HandScored, Outcome, Rules
from hearts_desktop.ui.controller import SeatPlayer
from hearts_desktop.ui.games.pinochle.labels import Pinochle, signed
from hearts_desktop.ui.games.pinochle.score_sheet import TEAM_COLUMNS, PinochleScoreSheet
from hearts_desktop.ui.main_window import MainWindow
from hearts_desktop.ui.settings import Settings

from ...score_sheets import each_score_sheet

WAIT = 60_000
SEED = 10
"""A seed whose CPU players are set at least once in five hands."""


def test_the_panel_the_banner_and_the_sheet_agree_after_every_hand(
        open_window: Callable[..., MainWindow], settings: Settings, qtbot: QtBot) -> None:
    settings.show_score_sheet_after_hand = True
    win = open_window()
    rules = dataclasses.replace(Rules.preset("pinochle"), target=None, deal_limit=5)
    players = [SeatPlayer(f"CPU {i}", bot_kind="normal") for i in range(4)]
    scored: list[HandScored] = []
    win.animator.hand_scored.connect(scored.append)
    win.start_match(rules, SEED, players, game="pinochle")
    ctrl = win.controller
    table: Any = win.play.table
    checked = sets = 0
    for sheet in each_score_sheet(qtbot, win, WAIT):
        assert isinstance(sheet, PinochleScoreSheet)
        ev = scored[-1]
        team = ev.declarer % 2
        # the contract panel says what the banner says
        banner = table.result_texts(ev)[1]
        assert f"{ev.team_melds[team]}" in banner and f"{ev.team_counters[team]}" in banner
        assert win.scene.contract.isVisible()
        assert win.scene.contract.detail == Pinochle.tr("Meld {0} + counters {1}").format(
            ev.team_melds[team], ev.team_counters[team])
        # the sheet's row of this hand adds up
        row = sheet.table.rowCount() - 2
        for i, side in enumerate(sheet.team_order()):
            first = 3 + i * TEAM_COLUMNS
            meld, counters, hand = (sheet.table.item(row, first + k).text() for k in range(3))
            assert int(meld) == ev.team_melds[side]
            assert hand == signed(ev.changes[side])
            change = ev.changes[side]
            if side == team and ev.outcome is not Outcome.MADE:
                assert change == -ev.contract  # the declarers lose the bid
            elif side != team and ev.outcome is Outcome.SET:
                sets += 1
                taken, arrow, scored_counters = counters.split()
                assert arrow == "→" and int(taken) == ev.team_counters[side]
                assert int(meld) + int(scored_counters) == change
                assert int(scored_counters) == ev.counted_counters[side]
                assert sheet.note.isVisible() and "→" in sheet.note.text()
            elif ev.team_counters[side] > 0:
                assert int(meld) + int(counters) == change
        checked += 1
    assert ctrl.is_over and checked == len(scored) == 5
    assert sets >= 1, "no hand was set: choose another seed"
