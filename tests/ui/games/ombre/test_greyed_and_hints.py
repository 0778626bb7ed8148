"""Issue 28, item 12 at an Ombre table, with the mouse: a greyed bid button says why when it
is clicked (the engine's refusal, above the hand and in the status bar; the panel stays
open), and Game > Hint rings the suggested bid and trump on the panel."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pytestqt.qtbot import QtBot

from hearts_desktop.games.ombre import Bid, NameTrump, Pass, Phase, Rules
from hearts_desktop.ui.games.ombre.labels import contract_name
from hearts_desktop.ui.main_window import MainWindow

from .helpers import WAIT_MS, click_at, click_choice, human_act, start, wait_human


def ask_hint(qtbot: QtBot, win: MainWindow) -> Any:
    panel = win.scene.overlays.panel
    assert panel.isVisible() and panel.hinted is None
    win.hint_action.trigger()  # type: ignore[attr-defined]
    qtbot.waitUntil(lambda: panel.hinted is not None, timeout=WAIT_MS)
    assert panel.hinted in [c.key for c in panel.content.choices if c.enabled]
    return panel.hinted


def test_a_greyed_bid_says_why_and_a_hint_rings_its_button(
        open_window: Callable[..., MainWindow], qtbot: QtBot) -> None:
    win = open_window()
    ctrl = start(win, Rules.preset("ombre"), seed=3)
    sc = win.scene
    greyed_clicked = hinted_bid = hinted_trump = None
    for step in range(300):
        wait_human(qtbot, ctrl)
        if ctrl.is_over or (greyed_clicked and hinted_trump):
            break
        view = ctrl.view
        panel = sc.overlays.panel
        if view.phase is Phase.BIDDING and greyed_clicked is None:
            greyed = [c for c in panel.content.choices if not c.enabled]
            if greyed and view.high is not None:
                before = len(ctrl.state.actions)
                rect = panel.button_rect(greyed[0].key)
                assert rect is not None
                click_at(qtbot, win, rect.center())
                # the engine said no, and why: above the hand and in the status bar
                qtbot.waitUntil(lambda: sc.overlays.notice.isVisible(), timeout=WAIT_MS)
                said = sc.overlays.notice.source()
                assert contract_name(view.high) in said
                assert win.current_message() == said
                assert panel.isVisible() and len(ctrl.state.actions) == before
                greyed_clicked = greyed[0].key
                hinted_bid = ask_hint(qtbot, win)
                assert isinstance(hinted_bid, Bid | Pass) and hinted_bid in view.legal
        if view.phase is Phase.TRUMP and view.ombre == view.seat and hinted_trump is None:
            hinted_trump = ask_hint(qtbot, win)
            assert isinstance(hinted_trump, NameTrump) and hinted_trump in view.legal
            click_choice(qtbot, win, hinted_trump)
            continue
        human_act(win, qtbot, step)
    assert greyed_clicked is not None, "the human never met a greyed bid"
    assert hinted_bid is not None and hinted_trump is not None
