"""Received cards turning face up and the Queen of Spades moment: at speed instant the
result shows at once; the stages of the animation are checked one by one."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from hearts_desktop.games.hearts import (
    Card,
    CardsPassed,
    PassCards,
    Phase,
    Rules,
    apply,
    seat_view,
    seats_to_act,
)
from hearts_desktop.ui.controller import SeatPlayer
from hearts_desktop.ui.main_window import MainWindow
from hearts_desktop.ui.table.animator import Animator, Stage

WAIT_MS = 20_000


def _start(win: MainWindow) -> None:
    players = [SeatPlayer("You", human=True),
               *(SeatPlayer(f"CPU {i}", bot_kind="easy") for i in (1, 2, 3))]
    win.start_match(Rules.preset("classic"), 5, players)


def _run(anim: Animator, stage: Stage) -> None:
    anim._apply_end(stage)
    if stage.after is not None:
        stage.after()


def test_received_cards_are_face_up_at_once_at_speed_instant(window: MainWindow,
                                                             qtbot: QtBot) -> None:
    _start(window)
    ctrl = window.controller
    qtbot.waitUntil(lambda: ctrl.awaiting_human, timeout=WAIT_MS)
    view = ctrl.view
    assert view is not None and view.phase is Phase.PASSING
    action = next(a for a in view.legal if isinstance(a, PassCards))
    assert ctrl.submit(PassCards(ctrl.human_seat, action.cards))
    qtbot.waitUntil(lambda: ctrl.awaiting_human, timeout=WAIT_MS)
    view = ctrl.view
    assert view is not None and view.received
    items = {it.card: it for it in window.scene.human_items()}
    for card in view.received:
        item = items[card]
        assert item.face_up and item.highlighted
        assert item.flip_amount() == pytest.approx(1.0)


def test_received_cards_arrive_face_down_and_turn_over(window: MainWindow,
                                                        qtbot: QtBot) -> None:
    _start(window)
    ctrl = window.controller
    qtbot.waitUntil(lambda: ctrl.awaiting_human, timeout=WAIT_MS)
    state = ctrl.state
    assert state is not None
    view = ctrl.view
    assert view is not None
    action = next(a for a in view.legal if isinstance(a, PassCards))
    # the human passes, then whichever CPU has not passed yet: the exchange is carried out
    state, events = apply(state, action)
    while not any(isinstance(ev, CardsPassed) for ev in events):
        seat = seats_to_act(state)[0]
        cpu = next(a for a in seat_view(state, seat).legal if isinstance(a, PassCards))
        state, events = apply(state, cpu)
    passed = next(ev for ev in events if isinstance(ev, CardsPassed))
    mine = {c for t in passed.transfers if t.receiver == 0 for c in t.cards}
    anim = window.animator
    anim.set_speed("normal")
    stages = window.table._pass(passed)
    _run(anim, next(stages))  # the flight: they land face down
    sc = window.scene
    landed = [it for it in sc.human_items() if not it.face_up]
    assert len(landed) == len(mine)
    first = next(stages)
    assert first.name == "flip" and first.moves
    assert all(mv.flip == 0.0 and mv.duration > 0 for mv in first.moves)
    assert all(not mv.item.face_up for mv in first.moves)  # type: ignore[attr-defined]
    _run(anim, first)  # edge-on: the faces are put on
    assert {it.card for it in landed} == mine and all(it.face_up for it in landed)
    second = next(stages)
    assert second.name == "flip" and all(mv.flip == 1.0 for mv in second.moves)
    _run(anim, second)
    assert all(it.flip_amount() == pytest.approx(1.0) for it in landed)
    assert sc.highlight == mine


def test_queen_of_spades_banner_and_pulse(window: MainWindow, qtbot: QtBot) -> None:
    _start(window)
    ctrl = window.controller
    qtbot.waitUntil(lambda: ctrl.awaiting_human, timeout=WAIT_MS)
    anim = window.animator
    sc = window.scene
    queen = sc.acquire(Card.parse("QS"), True)
    sc.trick.append((2, queen))
    anim.set_speed("normal")
    stages = list(window.table._queen(2))
    banner = sc.banner
    assert banner.isVisible() and banner.title and sc.names[2] in banner.subtitle
    assert any(mv.item is queen and mv.scale and mv.scale > 1 for mv in stages[0].moves)
    assert any(mv.item is banner and mv.opacity == 1.0 for mv in stages[0].moves)
    for stage in stages:
        _run(anim, stage)
    assert not banner.isVisible()
    assert queen.scale() == pytest.approx(1.0)
