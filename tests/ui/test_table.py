"""The card table at speed instant: the controller, the scene and the window together.

The human seat is driven by the test through the controller's API and real mouse clicks on
the view. Assertions compare with what the engine says (legal cards, the refusal's rule and
its translated message), never with English text, so they hold in any language.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable

import pytest
from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from hearts_desktop.games.hearts import (
    Card,
    HandScored,
    IllegalActionError,
    PassCards,
    Phase,
    PlayCard,
    Rules,
    Violation,
    apply,
    legal_cards,
    seat_view,
)
from hearts_desktop.ui.controller import GameController, SeatPlayer
from hearts_desktop.ui.games.hearts.messages import violation_text
from hearts_desktop.ui.main_window import MainWindow
from hearts_desktop.ui.settings import Settings
from hearts_desktop.ui.table.card_item import CardItem

WAIT_MS = 20_000


def players(n: int = 4, kind: str = "normal", human: bool = True) -> list[SeatPlayer]:
    first = SeatPlayer("Human", human=human, bot_kind=kind)
    return [first, *(SeatPlayer(f"CPU {i}", bot_kind=kind) for i in range(1, n))]


def start(win: MainWindow, seed: int = 5, rules: Rules | None = None,
          kind: str = "normal") -> GameController:
    rules = rules or Rules.preset("classic")
    win.start_match(rules, seed, players(rules.players, kind))
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


def human_act(win: MainWindow, qtbot: QtBot,
              choose: Callable[[list[Card], list[Card]], Card] | None = None) -> None:
    """One human decision through the controller: pass the first legal pass, or play."""
    ctrl = win.controller
    view = ctrl.view
    assert view is not None
    if view.phase is Phase.PASSING:
        action = next(a for a in view.legal if isinstance(a, PassCards))
        assert ctrl.submit(PassCards(ctrl.human_seat, action.cards))
    elif view.phase is Phase.PLAYING:
        legal = [a.card for a in view.legal if isinstance(a, PlayCard)]
        card = choose(legal, list(view.hand)) if choose else legal[0]
        assert ctrl.submit(PlayCard(ctrl.human_seat, card))
    else:  # pragma: no cover - classic has no moon or dealer's choice decision
        raise AssertionError(f"unexpected phase {view.phase}")


def item_box(item: CardItem) -> QRectF:
    return item.mapToScene(item.shape()).boundingRect()


# --------------------------------------------------------------------------- a whole match


def test_full_match_played_through_the_controller(window: MainWindow, qtbot: QtBot) -> None:
    ctrl = start(window, seed=11)
    hands_seen: list[int] = []
    ctrl.events_applied.connect(lambda events, _view: hands_seen.extend(
        ev.deal_number for ev in events if isinstance(ev, HandScored)))
    for _ in range(2000):
        wait_human(qtbot, ctrl)
        if ctrl.is_over:
            break
        # the table offers exactly the engine's legal cards
        view = ctrl.view
        assert view is not None
        if view.phase is Phase.PLAYING:
            assert window.scene.mode == "play"
            assert window.scene.legal == set(legal_cards(ctrl.state, ctrl.human_seat))
            dimmed = {it.card for it in window.scene.human_items() if it.dimmed}
            assert dimmed == set(view.hand) - window.scene.legal
        human_act(window, qtbot)
    assert ctrl.is_over
    state = ctrl.state
    assert state is not None and state.phase is Phase.MATCH_OVER
    assert hands_seen == list(range(1, state.deal_number + 1))
    qtbot.waitUntil(lambda: window.game_over is not None and window.game_over.isVisible())
    assert window.game_over is not None
    assert window.game_over.table.rowCount() == 4
    # what the table shows agrees with the engine
    assert window.table.match_scores == list(state.match_scores)
    assert not ctrl.assisted


def test_passing_with_clicks_and_the_pass_button(window: MainWindow, qtbot: QtBot) -> None:
    ctrl = start(window, seed=3)
    wait_human(qtbot, ctrl)
    view = ctrl.view
    assert view is not None and view.phase is Phase.PASSING
    assert window.scene.mode == "select" and window.scene.select_count == 3
    chosen = list(view.hand[-3:])
    for card in chosen:
        click_card(qtbot, window, card)
    assert window.scene.selection == chosen
    raised = [it for it in window.scene.human_items() if it.selected]
    assert {it.card for it in raised} == set(chosen)
    # a fourth card is refused while three are chosen; clicking one again puts it back
    click_card(qtbot, window, view.hand[0])
    assert window.scene.selection == chosen
    click_card(qtbot, window, chosen[0])
    assert window.scene.selection == chosen[1:]
    click_card(qtbot, window, chosen[0])
    assert window.scene.action_button.enabled
    button = window.scene.action_button
    click_at(qtbot, window, button.mapToScene(button.boundingRect().center()))
    qtbot.waitUntil(lambda: ctrl.state is not None and ctrl.state.phase is Phase.PLAYING,
                    timeout=WAIT_MS)
    wait_human(qtbot, ctrl)
    after = ctrl.view
    assert after is not None
    assert after.passed == tuple(sorted(chosen)) or set(after.passed or ()) == set(chosen)
    hand = [it.card for it in window.scene.human_items()]
    assert hand == list(after.hand)
    assert not set(chosen) & set(hand)
    highlighted = {it.card for it in window.scene.human_items() if it.highlighted}
    if after.trick is None or all(s != ctrl.human_seat for s, _ in after.trick.plays):
        assert highlighted == set(after.received)
    assert not window.scene.action_button.isVisible()


def _reach_illegal_choice(window: MainWindow, qtbot: QtBot) -> tuple[Card, list[Card]]:
    ctrl = window.controller
    for _ in range(200):
        wait_human(qtbot, ctrl)
        view = ctrl.view
        assert view is not None
        if view.phase is Phase.PLAYING:
            legal = [a.card for a in view.legal if isinstance(a, PlayCard)]
            illegal = [c for c in view.hand if c not in legal]
            if illegal:
                return illegal[0], legal
        human_act(window, qtbot)
    raise AssertionError("no position with an illegal card")


def test_an_illegal_card_is_refused_with_the_engines_reason(window: MainWindow,
                                                            qtbot: QtBot) -> None:
    ctrl = start(window, seed=8)
    card, legal = _reach_illegal_choice(window, qtbot)
    state = ctrl.state
    assert state is not None
    with pytest.raises(IllegalActionError) as info:
        apply(state, PlayCard(ctrl.human_seat, card))
    expected = violation_text(info.value)
    refused: list[IllegalActionError] = []
    ctrl.action_refused.connect(refused.append)
    item = next(it for it in window.scene.human_items() if it.card == card)
    assert item.dimmed
    click_card(qtbot, window, card)
    assert len(refused) == 1 and refused[0].rule is info.value.rule
    assert refused[0].rule in (Violation.MUST_FOLLOW_SUIT, Violation.HEARTS_NOT_BROKEN,
                               Violation.NO_POINTS_ON_FIRST_TRICK,
                               Violation.MUST_LEAD_OPENING_CARD)
    assert window.statusBar().currentMessage() == expected
    assert ctrl.state is state  # nothing changed
    assert window.scene.mode == "play"
    # a legal card is taken
    click_card(qtbot, window, legal[0])
    assert ctrl.state is not state
    assert ctrl.state.actions[len(state.actions)] == PlayCard(ctrl.human_seat, legal[0])


def test_keyboard_focus_ring_and_enter(window: MainWindow, qtbot: QtBot) -> None:
    ctrl = start(window, seed=4)
    for _ in range(50):
        wait_human(qtbot, ctrl)
        if ctrl.view is not None and ctrl.view.phase is Phase.PLAYING:
            break
        human_act(window, qtbot)
    view = ctrl.view
    assert view is not None and view.phase is Phase.PLAYING
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_Right)
    first = window.scene.focus_index
    assert first is not None
    assert [it.focused for it in window.scene.human_items()].count(True) == 1
    legal = [a.card for a in view.legal if isinstance(a, PlayCard)]
    hand = [it.card for it in window.scene.human_items()]
    target = hand.index(legal[0])
    for _ in range(len(hand)):
        if window.scene.focus_index == target:
            break
        qtbot.keyClick(window.view, Qt.Key.Key_Right)
    assert window.scene.focused_card() == legal[0]
    before = len(ctrl.state.actions)
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    assert ctrl.state.actions[before] == PlayCard(ctrl.human_seat, legal[0])


# --------------------------------------------------------------------------- undo / restart


def _to_first_play(window: MainWindow, qtbot: QtBot) -> None:
    ctrl = window.controller
    for _ in range(100):
        wait_human(qtbot, ctrl)
        view = ctrl.view
        assert view is not None
        if view.phase is Phase.PLAYING:
            return
        human_act(window, qtbot)


def test_undo_takes_back_the_last_card_until_a_cpu_plays(window: MainWindow,
                                                         qtbot: QtBot) -> None:
    ctrl = start(window, seed=21)
    _to_first_play(window, qtbot)
    before = ctrl.state
    assert before is not None
    hand_before = [it.card for it in window.scene.human_items()]
    card = next(a.card for a in ctrl.view.legal if isinstance(a, PlayCard))
    assert ctrl.submit(PlayCard(ctrl.human_seat, card))
    # the CPU's answer is still on its way (queued): the card can be taken back
    assert ctrl.can_undo and window.undo_action.isEnabled()
    assert ctrl.undo()
    assert ctrl.state == before
    assert ctrl.assisted and window.assisted_label.isVisible()
    assert [it.card for it in window.scene.human_items()] == hand_before
    assert not window.scene.trick or all(s != ctrl.human_seat for s, _ in window.scene.trick)
    # the game goes on from there; once a CPU has played after the card, no undo
    wait_human(qtbot, ctrl)
    assert ctrl.state == before
    n = len(before.actions)
    assert ctrl.submit(PlayCard(ctrl.human_seat, card))
    qtbot.waitUntil(lambda: len(ctrl.state.actions) > n + 1 or ctrl.awaiting_human,
                    timeout=WAIT_MS)
    if len(ctrl.state.actions) > n + 1:
        assert not ctrl.can_undo and not ctrl.undo()
        assert not window.undo_action.isEnabled()


def test_restart_hand_deals_the_same_cards_again(window: MainWindow, qtbot: QtBot) -> None:
    ctrl = start(window, seed=33)
    # finish hand 1 so that hand 2 is the one restarted
    while ctrl.state is not None and ctrl.state.deal_number == 1:
        wait_human(qtbot, ctrl)
        human_act(window, qtbot)
    wait_human(qtbot, ctrl)
    state = ctrl.state
    assert state is not None and state.deal_number == 2
    start_hands = state.hands if state.phase is Phase.PASSING else None
    start_len = len(state.actions)
    for _ in range(6):
        wait_human(qtbot, ctrl)
        human_act(window, qtbot)
    wait_human(qtbot, ctrl)
    assert len(ctrl.state.actions) > start_len
    cues: list[str] = []
    window.sound_board.cue_played.connect(cues.append)
    assert ctrl.restart_hand()
    again = ctrl.state
    assert again.deal_number == 2 and again.phase is Phase.PASSING
    if start_hands is not None:
        assert again.hands == start_hands
    # the actions of hand 1 are kept; hand 2 starts over
    assert again.actions == state.actions[: len(again.actions)]
    assert len(again.actions) <= start_len
    assert ctrl.assisted
    wait_human(qtbot, ctrl)
    qtbot.wait(50)
    assert cues.count("your_turn") == 1  # the redealt hand's turn is announced once
    assert [it.card for it in window.scene.human_items()] == list(ctrl.view.hand)


# --------------------------------------------------------------------------- geometry


@pytest.mark.parametrize("size", [(900, 650), (1280, 800), (1920, 1080)])
def test_resize_relays_out_without_overlapping_hands(window: MainWindow, qtbot: QtBot,
                                                     size: tuple[int, int]) -> None:
    ctrl = start(window, seed=2)
    wait_human(qtbot, ctrl)
    window.resize(*size)
    qtbot.waitUntil(lambda: abs(window.scene.layout.width - window.view.viewport().width()) < 1)
    sc = window.scene
    view_rect = QRectF(0, 0, sc.layout.width, sc.layout.height).adjusted(-1, -1, 1, 1)
    boxes = []
    for seat, hand in enumerate(sc.hands):
        assert hand, "every seat holds cards"
        box = QRectF()
        for it in hand:
            box = box.united(item_box(it))
        assert view_rect.contains(box), (seat, box)
        boxes.append(box)
        plate = sc.plates[seat]
        plate_box = plate.mapToScene(plate.boundingRect().adjusted(4, 4, -4, -4)).boundingRect()
        for other in sc.hands:
            for it in other:
                assert not plate_box.intersects(item_box(it)), (seat, plate_box)
    for a, b in itertools.combinations(boxes, 2):
        assert not a.intersects(b)
    # the cards are drawn for this size
    assert all(abs(it.width - sc.layout.card_w) < 1e-6 for it in sc.card_items())


# --------------------------------------------------------------------------- leaks


def test_twenty_hands_keep_the_scene_the_same_size(qtbot: QtBot, settings: Settings) -> None:
    win = MainWindow(settings, autoplay=True, speed="instant")
    qtbot.addWidget(win)
    win.resize(1024, 700)  # not shown: painting is not what this test is about
    rules = Rules.preset("classic").replace(end_threshold=100_000)
    win.start_match(rules, 99, players(4, "random", human=False))
    counts: list[int] = []
    win.hand_shown.connect(lambda _n: counts.append(len(win.scene.items())))
    qtbot.waitUntil(lambda: len(counts) >= 20, timeout=60_000)
    win.controller.shutdown()
    assert len(set(counts[1:])) == 1, counts
    assert len(win.animator.children()) < 10


# --------------------------------------------------------------------------- score sheet


def test_score_sheet_after_every_hand_holds_the_table(qtbot: QtBot, settings: Settings) -> None:
    settings.show_score_sheet_after_hand = True
    win = MainWindow(settings, autoplay=True, speed="instant")
    qtbot.addWidget(win)
    win.show()
    win.start_match(Rules.preset("classic"), 6, players(4, "random", human=False))
    win.animator.hold_after_hand = True  # autoplay does not wait; this test does
    qtbot.waitUntil(lambda: win.hands_shown == 1, timeout=WAIT_MS)
    sheet = win.score_sheet
    assert sheet is not None and sheet.isVisible()
    assert win.animator.held
    n = len(win.controller.state.actions)
    qtbot.wait(50)
    assert len(win.controller.state.actions) == n  # nobody plays while the sheet is open
    assert sheet.table.rowCount() == 2 and sheet.table.columnCount() == 4
    view = win.controller.view
    totals = [sheet.table.item(1, c).text() for c in range(4)]
    assert totals == [str(s) for s in view.match_scores]
    sheet.accept()
    qtbot.waitUntil(lambda: win.hands_shown == 2, timeout=WAIT_MS)
    win.controller.shutdown()


# --------------------------------------------------------------------------- view honesty


def test_the_table_shows_only_the_human_hand(window: MainWindow, qtbot: QtBot) -> None:
    ctrl = start(window, seed=12)
    wait_human(qtbot, ctrl)
    sc = window.scene
    for seat, hand in enumerate(sc.hands):
        if seat == ctrl.human_seat:
            assert all(it.face_up for it in hand)
        else:
            assert all(not it.face_up and it.card is None for it in hand)
    assert ctrl.state is not None
    assert [it.card for it in sc.human_items()] == list(
        seat_view(ctrl.state, ctrl.human_seat).hand)
    QApplication.processEvents()


# --------------------------------------------------------------------------- hint, clock, i18n


def test_hint_suggests_a_legal_move(window: MainWindow, qtbot: QtBot) -> None:
    ctrl = start(window, seed=9)
    _to_first_play(window, qtbot)
    view = ctrl.view
    assert view is not None
    with qtbot.waitSignal(ctrl.hint_found, timeout=WAIT_MS) as blocker:
        assert ctrl.request_hint()
    hint = blocker.args[0]
    assert hint.action in view.legal
    assert window.scene.focused_card() == hint.action.card
    assert window.statusBar().currentMessage()


def test_move_clock_of_the_online_rules(window: MainWindow, qtbot: QtBot) -> None:
    ticks: list[int] = []
    window.controller.clock_ticked.connect(ticks.append)
    ctrl = start(window, seed=5, rules=Rules.preset("online_de"))
    wait_human(qtbot, ctrl)
    assert ticks and ticks[-1] == 15
    assert window.scene.status.clock == 15
    n = len(ctrl.state.actions)
    assert ctrl.timeout()  # what the clock does when it runs out
    from hearts_desktop.games.hearts import Timeout

    assert ctrl.state.actions[n] == Timeout(ctrl.human_seat)
    assert window.scene.status.clock is None or ticks[-1] in (-1, 15)


def test_language_change_retranslates_the_window(window: MainWindow, qtbot: QtBot) -> None:
    from PySide6.QtCore import QEvent

    start(window, seed=1)
    wait_human(qtbot, window.controller)
    called: list[bool] = []
    original = window.retranslate_ui
    window.retranslate_ui = lambda: (called.append(True), original())  # type: ignore[method-assign]
    QApplication.sendEvent(window, QEvent(QEvent.Type.LanguageChange))
    assert called
    assert window.game_menu.title() and window.new_action.text()


def test_both_copies_of_a_card_can_be_chosen(window: MainWindow, qtbot: QtBot) -> None:
    """Cancellation Hearts plays with two packs: the human holds both 2♦ (seed 0) and the
    engine lets them pass both. Choosing works by card item, not by value."""
    rules = Rules.preset("cancellation")
    win = window
    win.start_match(rules, 0, players(rules.players, "easy"))
    ctrl = win.controller
    wait_human(qtbot, ctrl)
    view = ctrl.view
    assert view is not None and view.phase is Phase.PASSING
    two = Card.parse("2D")
    twins = [it for it in win.scene.human_items() if it.card == two]
    assert len(twins) == 2
    other = next(it for it in win.scene.human_items() if it.card != two)
    for item in (*twins, other):
        w, h = item.width, win.pixmaps.height_for(item.width)
        click_at(qtbot, win, item.mapToScene(QPointF(-w / 2 + w * 0.18, -h / 2 + h * 0.3)))
    assert sorted(win.scene.selection) == sorted([two, two, other.card])
    assert all(it.selected for it in (*twins, other))
    assert win.scene.action_button.enabled
    assert win.pass_selected()
    qtbot.waitUntil(lambda: ctrl.state.pass_given[ctrl.human_seat] is not None,
                    timeout=WAIT_MS)
    assert sorted(ctrl.state.pass_given[ctrl.human_seat]) == sorted([two, two, other.card])
