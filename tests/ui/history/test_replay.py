"""The replay viewer: every frame is the engine's state for a prefix of the record; the keys
step by move, trick and hand, forwards and backwards."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from hearts_desktop.games.hearts import (
    Card,
    CardsPassed,
    HandScored,
    MatchState,
    PassCards,
    PassScheme,
    Phase,
    PlayCard,
    Rules,
    TrickWon,
    apply,
    initial_state,
    new_match,
    replay,
    seat_view,
    seats_to_act,
    to_record,
)
from hearts_desktop.games.hearts.bots import make_bot
from hearts_desktop.games.hearts.errors import RecordError
from hearts_desktop.ui.games.hearts.replay_model import Replay
from hearts_desktop.ui.history.replay import ReplayScene, ReplayWindow
from hearts_desktop.ui.table.card_pixmaps import CardPixmaps

from .conftest import Played


@pytest.fixture
def viewer(qtbot: QtBot, played: list[Played], pixmaps: CardPixmaps) -> ReplayWindow:
    win = ReplayWindow(played[0].match, speed="instant", pixmaps=pixmaps)
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    qtbot.waitExposed(win)
    return win


def scene_hands(win: ReplayWindow) -> list[list[Card]]:
    return [sorted(it.card for it in hand if it.card is not None) for hand in win.scene.hands]


def scene_trick(win: ReplayWindow) -> list[tuple[int, Card | None]]:
    return [(seat, it.card) for seat, it in win.scene.trick]


def test_frames_are_the_engine_states_of_the_record_prefixes(played: list[Played]) -> None:
    match = played[1].match
    rep = Replay(match.record)
    assert rep.frames[0].state == initial_state(match.record)
    assert rep.final == match.state()
    for frame in rep.frames[:: max(1, len(rep) // 12)]:
        prefix = dataclasses.replace(match.record, actions=match.record.actions[:frame.actions])
        assert frame.state == replay(prefix)
    assert [f.actions for f in rep.frames] == sorted(f.actions for f in rep.frames)


def test_a_tampered_record_does_not_replay(played: list[Played]) -> None:
    record = played[0].match.record
    bad = dataclasses.replace(record, actions=(*record.actions[:10], PlayCard(0, Card.parse("QS")),
                                               *record.actions[11:]))
    with pytest.raises(RecordError):
        Replay(bad)


def test_stepping_forwards_to_the_end_shows_the_final_state(
        qtbot: QtBot, viewer: ReplayWindow, played: list[Played]) -> None:
    final = played[0].match.state()
    steps = 0
    while viewer.next_action.isEnabled():
        qtbot.keyClick(viewer, Qt.Key.Key_End)
        steps += 1
        assert steps <= len(played[0].scored) + 1
    frame = viewer.frame
    assert frame.state == final
    assert frame.actions == len(played[0].match.record.actions)
    assert viewer.scene.replay_table.match_scores == list(final.match_scores)
    assert frame.scored == played[0].scored[-1]
    assert viewer.scores.rowCount() == len(played[0].scored)
    assert "Game over." in viewer.info.text()


def test_moves_one_at_a_time_through_the_first_hand(qtbot: QtBot, viewer: ReplayWindow,
                                                    played: list[Played]) -> None:
    record = played[0].match.record
    state = initial_state(record)
    assert scene_hands(viewer) == [sorted(h) for h in state.hands]
    for i in range(1, 57):
        qtbot.keyClick(viewer, Qt.Key.Key_Right)
        action = record.actions[i - 1]
        state, events = apply(state, action)
        frame = viewer.frame
        assert frame.action == action
        assert frame.actions == i
        if isinstance(action, PlayCard) and frame.kind == "play":
            # the card just played lies on the table, and has left its hand
            assert (action.seat, action.card) in scene_trick(viewer)
            assert action.card not in scene_hands(viewer)[action.seat]
            assert viewer.scene.marked()["last"] == [action.card]
        if any(isinstance(e, CardsPassed) for e in events):
            assert frame.kind == "passed"
            assert scene_hands(viewer) == [sorted(h) for h in state.hands]
            received = sorted(c for r in state.pass_received for c in r)
            assert sorted(viewer.scene.marked()["received"]) == received
        if isinstance(action, PassCards):
            assert viewer.scene.marked()["chosen"] or frame.kind == "passed"
    assert viewer.frame.kind == "hand"  # 4 passes + 52 cards: the first hand is over
    assert viewer.scene.replay_table.match_scores == list(
        played[0].scored[0].match_scores)


def test_stepping_backwards_to_the_start_shows_the_first_deal(
        qtbot: QtBot, viewer: ReplayWindow, played: list[Played]) -> None:
    viewer.go_end()
    while viewer.prev_action.isEnabled():
        qtbot.keyClick(viewer, Qt.Key.Key_Home)
    assert viewer.index == 0
    first = initial_state(played[0].match.record)
    assert viewer.frame.state == first
    assert scene_hands(viewer) == [sorted(h) for h in first.hands]
    assert scene_trick(viewer) == []
    assert viewer.scene.replay_table.match_scores == [0, 0, 0, 0]
    # and one move back from a hand's start is the end of the hand before
    viewer.show_deal(2)
    qtbot.keyClick(viewer, Qt.Key.Key_Left)
    assert viewer.frame.kind == "hand"
    assert viewer.frame.deal_number == 1


def test_page_down_goes_trick_by_trick(qtbot: QtBot, viewer: ReplayWindow,
                                       played: list[Played]) -> None:
    record = played[0].match.record
    won: list[TrickWon] = []
    state = initial_state(record)
    for action in record.actions:
        state, events = apply(state, action)
        won += [e for e in events if isinstance(e, TrickWon)]
        if state.deal_number > 1:
            break
    qtbot.keyClick(viewer, Qt.Key.Key_PageDown)
    assert viewer.frame.kind == "passed"
    for n, trick in enumerate(won, start=1):
        qtbot.keyClick(viewer, Qt.Key.Key_PageDown)
        frame = viewer.frame
        assert frame.trick_number == n
        assert scene_trick(viewer) == list(trick.plays)
        assert frame.trick_winner == trick.winner
        winner_card = dict(trick.plays)[trick.winner]
        assert viewer.scene.marked()["winner"] == [winner_card]
    assert viewer.frame.kind == "hand"
    qtbot.keyClick(viewer, Qt.Key.Key_PageUp)
    assert viewer.frame.trick_number == 12
    assert scene_trick(viewer) == list(won[11].plays)


def test_hand_selector_and_slider(viewer: ReplayWindow, played: list[Played]) -> None:
    deals = len(played[0].scored)
    assert viewer.hand_combo.count() == deals
    viewer.hand_combo.setCurrentIndex(2)
    viewer.hand_combo.activated.emit(2)
    assert viewer.frame.kind == "deal"
    assert viewer.frame.deal_number == 3
    assert viewer.scores.rowCount() == 2  # scores after hands 1 and 2
    viewer.slider.setValue(0)
    assert viewer.index == 0
    assert viewer.hand_combo.currentIndex() == 0


def test_only_the_humans_hand_face_up(viewer: ReplayWindow) -> None:
    viewer.faces_action.setChecked(False)
    hands = viewer.scene.hands
    assert all(it.face_up for it in hands[0])
    assert not any(it.face_up for seat in (1, 2, 3) for it in hands[seat])
    viewer.faces_action.setChecked(True)
    assert all(it.face_up for hand in viewer.scene.hands for it in hand)


def test_the_info_panel_says_whose_card_and_the_pass(viewer: ReplayWindow,
                                                     played: list[Played]) -> None:
    record = played[0].match.record
    first_play = next(i for i, a in enumerate(record.actions) if isinstance(a, PlayCard))
    viewer.set_index(next(i for i, f in enumerate(viewer.replay.frames)
                          if f.actions == first_play + 1))
    action = record.actions[first_play]
    assert isinstance(action, PlayCard)
    text = viewer.info.text()
    assert (("You play the" if action.seat == viewer.you
             else f"{viewer.names[action.seat]} plays the") in text)
    assert "The pass:" in text
    assert "You → Pauline" in text


def test_one_step_forwards_plays_the_card_at_the_animation_speed(
        qtbot: QtBot, played: list[Played], pixmaps: CardPixmaps) -> None:
    win = ReplayWindow(played[0].match, speed="fast", pixmaps=pixmaps)
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    qtbot.waitExposed(win)
    first_play = next(i for i, f in enumerate(win.replay.frames) if f.kind == "play")
    win.set_index(first_play - 1)
    action = win.replay.frames[first_play].action
    assert isinstance(action, PlayCard)
    before = next(it for it in win.scene.hands[action.seat] if it.card == action.card).pos()
    win.next_action.trigger()
    assert win.animating
    (seat, item), = win.scene.trick
    assert (seat, item.card) == (action.seat, action.card)
    assert (item.pos() - before).manhattanLength() < 1  # it starts in the hand...
    qtbot.waitUntil(lambda: not win.animating, timeout=3000)
    slot = win.scene.trick_slot(action.seat)
    assert abs(item.pos().x() - slot.x) < 1 and abs(item.pos().y() - slot.y) < 1  # ...ends here
    # jumps (here: a step back) are shown at once
    win.prev_action.trigger()
    assert not win.animating
    assert win.scene.trick == []


def _short_match(rules: Rules, seed: int, hands: int) -> MatchState:
    """Random legal play until ``hands`` hands are scored (or the match ends)."""
    state = new_match(rules, seed)
    bots = [make_bot("random", seed + s) for s in range(rules.players)]
    scored = 0
    while state.phase is not Phase.MATCH_OVER and scored < hands:
        seat = seats_to_act(state)[0]
        state, events = apply(state, bots[seat].choose(seat_view(state, seat)))
        scored += sum(isinstance(e, HandScored) for e in events)
    return state


@pytest.mark.parametrize("preset", [
    "complex", "kitty", "hilo_joker", "cancellation", "online_de",
    pytest.param("dealer_choice", id="dealer_choice"),
])
def test_every_kind_of_deal_replays_on_the_table(qtbot: QtBot, preset: str,
                                                 pixmaps: CardPixmaps) -> None:
    if preset == "dealer_choice":
        rules = Rules.preset("classic").replace(passing=PassScheme.DEALER_CHOICE)
    else:
        rules = Rules.preset(preset)
    state = _short_match(rules, 7, 2)
    rep = Replay(to_record(state))
    assert rep.final == state
    assert sum(f.kind == "hand" for f in rep.frames) == len(state.history)
    scene = ReplayScene(pixmaps)
    scene.configure(rules.players, 0, [f"P{s}" for s in range(rules.players)])
    scene.set_view_size(1280, 800)
    for i, frame in enumerate(rep.frames):
        if i % 5 and frame.kind not in ("deal", "passed", "hand", "choice"):
            continue  # every fifth frame, and every one that changes the deal
        scene.show_frame(frame)
        shown = [sorted(it.card for it in hand if it.card is not None) for hand in scene.hands]
        assert shown == [sorted(h) for h in frame.hands]
        assert [c for _, c in frame.trick] == [it.card for _, it in scene.trick]
    if preset == "kitty":  # the kitty lies face down beside the trick until it is taken
        assert any(len(f.state.kitty) and f.state.kitty_owner is None for f in rep.frames)
