"""Issue 28, item 10: the chips on screen always add up. At every event of seeded Ombre and
Quadrille matches the seats' piles and the pot on the table hold every chip in play; while a
deal's score sheet is open the table shows the next deal's ante taken (the last deal's: the
pot divided), so the piles read what the sheet's last row says."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from hearts_desktop.games.ombre import AntePaid, DealScored, Rules
from hearts_desktop.ui.games.ombre.score_sheet import OmbreScoreSheet
from hearts_desktop.ui.main_window import MainWindow
from hearts_desktop.ui.settings import Settings

from ...score_sheets import each_score_sheet
from .helpers import WAIT_MS, players


@pytest.mark.parametrize(("preset", "seed"), [("ombre", 1), ("ombre", 2), ("quadrille", 1),
                                              ("quadrille", 2)])
def test_the_chips_shown_add_up_at_every_event(open_window: Callable[..., MainWindow],
                                               settings: Settings, qtbot: QtBot,
                                               preset: str, seed: int) -> None:
    settings.show_score_sheet_after_hand = True
    win = open_window()
    rules = dataclasses.replace(Rules.preset(preset), deals=3)
    total = rules.start_chips * rules.players
    wrong: list[tuple[str, dict[Any, int]]] = []
    events = {"seen": 0, "antes": 0}

    def check(event: Any) -> None:
        shown = win.scene.chips.amounts()
        events["seen"] += 1
        events["antes"] += isinstance(event, AntePaid)
        if shown and sum(shown.values()) != total:
            wrong.append((type(event).__name__, shown))

    win.animator.event_started.connect(check)
    scored: list[DealScored] = []
    win.controller.events_applied.connect(lambda evs, _view: scored.extend(
        e for e in evs if isinstance(e, DealScored)))
    ctrl = win.controller
    win.start_match(rules, seed, players(rules.players, human=False, level="easy"),
                    game="ombre")
    sheets = 0
    for sheet in each_score_sheet(qtbot, win, WAIT_MS):
        assert isinstance(sheet, OmbreScoreSheet)
        sheets += 1
        shown = win.scene.chips.amounts()
        assert sum(shown.values()) == total
        last = sheet.row_texts(sheet.table.rowCount() - 1)[OmbreScoreSheet.FIXED:]
        on_table = [str(shown[s]) for s in range(rules.players)] + [str(shown[None])]
        assert on_table == last, "the table and the score sheet's last row disagree"
        if not ctrl.is_over:  # the next deal's ante is in: the row says so
            label = sheet.table.verticalHeaderItem(sheet.table.rowCount() - 1).text()
            assert str(ctrl.view.deal_number) in label
    assert ctrl.is_over
    assert sheets == len(scored) >= 1
    assert events["antes"] >= 2 and events["seen"] > 50
    assert not wrong, f"the chips on the table do not add up to {total}: {wrong[:3]}"
