"""Driving the human's seat of an Ombre table the way a player does: a click on a choice
panel's button, clicks on the cards to discard and the action button, a click on a card to
play. What to do is decided by a CPU player of the game looking at the human's view (so the
human bids, exchanges and plays sensibly and the deals are varied)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint, QPointF, Qt
from pytestqt.qtbot import QtBot

from hearts_desktop.core.cards import Card
from hearts_desktop.games.ombre import (
    Exchange,
    Phase,
    PlayCard,
    Rules,
    Surrender,
)
from hearts_desktop.ui.controller import GameController, SeatPlayer
from hearts_desktop.ui.main_window import MainWindow

WAIT_MS = 30_000


def players(n: int, human: bool = True, level: str = "normal") -> list[SeatPlayer]:
    first = SeatPlayer("Human", human=human, bot_kind=level)
    return [first, *(SeatPlayer(f"CPU {i}", bot_kind=level, level=level)
                     for i in range(1, n))]


def start(win: MainWindow, rules: Rules | None = None, seed: int = 5,
          level: str = "normal") -> GameController:
    rules = rules or Rules.preset("ombre")
    win.start_match(rules, seed, players(rules.players, level=level), game="ombre")
    return win.controller


def wait_human(qtbot: QtBot, ctrl: GameController) -> None:
    qtbot.waitUntil(lambda: ctrl.awaiting_human or ctrl.is_over, timeout=WAIT_MS)


def click_at(qtbot: QtBot, win: MainWindow, scene_point: QPointF) -> None:
    pos: QPoint = win.view.mapFromScene(scene_point)
    qtbot.mouseClick(win.view.viewport(), Qt.MouseButton.LeftButton, pos=pos)


def click_card(qtbot: QtBot, win: MainWindow, card: Card) -> None:
    """Click the visible part of ``card`` in the human's fanned hand."""
    item = next(it for it in win.scene.human_items() if it.card == card)
    w = item.width
    h = win.pixmaps.height_for(w)
    click_at(qtbot, win, item.mapToScene(QPointF(-w / 2 + w * 0.18, -h / 2 + h * 0.3)))


def click_choice(qtbot: QtBot, win: MainWindow, key: Any) -> None:
    """Click the choice panel's button of ``key``."""
    panel = win.scene.overlays.panel
    assert panel.isVisible(), "no choice panel is open"
    rect = panel.button_rect(key)
    assert rect is not None, f"the panel has no button for {key!r}"
    click_at(qtbot, win, rect.center())


def click_button(qtbot: QtBot, win: MainWindow, button: Any) -> None:
    click_at(qtbot, win, button.mapToScene(button.boundingRect().center()))


def decide(ctrl: GameController, seed: int, level: str = "normal") -> Any:
    """What a CPU player would do in the human's place (never a surrender)."""
    view = ctrl.view
    assert view is not None
    action = ctrl.game.make_bot(level, seed).choose(view)
    if isinstance(action, Surrender):
        action = next(a for a in view.legal if isinstance(a, PlayCard))
    return action


def human_act(win: MainWindow, qtbot: QtBot, seed: int, level: str = "normal") -> Any:
    """One decision of the human, made with the mouse; returns the action."""
    ctrl = win.controller
    view = ctrl.view
    assert view is not None
    action = decide(ctrl, seed, level)
    sc = win.scene
    if view.phase is Phase.PLAYING:
        assert sc.mode == "play"
        assert sc.legal == {a.card for a in view.legal if isinstance(a, PlayCard)}
        click_card(qtbot, win, action.card)
    elif view.phase is Phase.EXCHANGE:
        assert isinstance(action, Exchange)
        assert sc.mode == "select"
        for card in action.discards:
            click_card(qtbot, win, card)
        assert set(sc.selection) == set(action.discards)
        click_button(qtbot, win, sc.action_button)
    else:
        click_choice(qtbot, win, action)
    return action


__all__ = ["WAIT_MS", "click_at", "click_button", "click_card", "click_choice", "decide",
           "human_act", "players", "start", "wait_human"]
