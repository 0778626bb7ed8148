"""The kitty (preset ``kitty``) and Cancellation's face-up leftovers (preset
``cancellation``) on the table, at speed instant: the kitty lies face down until it is
taken, the leftovers lie face up, both go to their taker, and no face-up card is ever one
the bottom seat may not see."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytestqt.qtbot import QtBot

from hearts_desktop.games.hearts import (
    Card,
    CardPlayed,
    CardsDealt,
    CardsPassed,
    Event,
    FaceUpTaken,
    KittyTaken,
    Rules,
)
from hearts_desktop.ui.controller import SeatPlayer
from hearts_desktop.ui.main_window import MainWindow
from hearts_desktop.ui.table.layout import TALON_SCALE, regions, talon_box

WAIT_MS = 60_000


@pytest.fixture
def window(open_window: Callable[..., MainWindow]) -> MainWindow:
    return open_window(autoplay=True)


class Watcher:
    """Follows the events as the table plays them and checks what is face up."""

    def __init__(self, win: MainWindow) -> None:
        self.win = win
        self.known: set[Card] = set()
        self.taken: list[Event] = []
        self.errors: list[str] = []
        win.animator.event_started.connect(self.on_event)

    def check_faces(self, when: str) -> None:
        for item in self.win.scene.card_items():
            if item.isVisible() and item.face_up and item.card not in self.known:
                self.errors.append(f"{when}: {item.card} face up")

    def on_event(self, ev: Event) -> None:
        sc = self.win.scene
        bottom = sc.bottom_seat
        self.check_faces(type(ev).__name__)
        if isinstance(ev, CardsDealt):
            self.known = set(ev.hands[bottom]) | set(ev.face_up)
        elif isinstance(ev, CardsPassed):
            for t in ev.transfers:
                if t.receiver == bottom:
                    self.known |= set(t.cards)
        elif isinstance(ev, CardPlayed):
            self.known.add(ev.card)
        elif isinstance(ev, KittyTaken):
            left = sc.talon
            if len(left) != len(ev.cards) or any(it.face_up for it in left):
                self.errors.append(f"kitty before it is taken: {len(left)} items")
            if ev.seat == bottom:
                self.known |= set(ev.cards)
            self.taken.append(ev)
        elif isinstance(ev, FaceUpTaken):
            left = sc.talon
            shown = sorted(str(it.card) for it in left if it.face_up)
            if shown != sorted(str(c) for c in ev.cards):
                self.errors.append("face-up leftovers not shown face up")
            self.taken.append(ev)


def _play(win: MainWindow, qtbot: QtBot, preset: str, seed: int, hands: int) -> Watcher:
    rules = Rules.preset(preset)
    watcher = Watcher(win)
    players = [SeatPlayer(f"CPU {i}", bot_kind="easy") for i in range(rules.players)]
    win.start_match(rules, seed, players)
    qtbot.waitUntil(lambda: win.hands_shown >= hands or win.controller.is_over,
                    timeout=WAIT_MS)
    return watcher


def test_kitty_lies_face_down_then_goes_to_its_taker(window: MainWindow, qtbot: QtBot) -> None:
    watcher = _play(window, qtbot, "kitty", 11, 3)
    assert not watcher.errors, watcher.errors[:5]
    assert watcher.taken and all(isinstance(ev, KittyTaken) for ev in watcher.taken)
    kitty = Rules.preset("kitty").leftover_count
    assert kitty > 0
    assert all(isinstance(ev, KittyTaken) and len(ev.cards) == kitty for ev in watcher.taken)


def test_cancellation_leftovers_lie_face_up_and_go_to_the_first_trick(
        window: MainWindow, qtbot: QtBot) -> None:
    watcher = _play(window, qtbot, "cancellation", 5, 2)
    assert not watcher.errors, watcher.errors[:5]
    assert watcher.taken and all(isinstance(ev, FaceUpTaken) for ev in watcher.taken)


def test_after_the_deal_the_kitty_is_face_down_in_the_middle(window: MainWindow,
                                                             qtbot: QtBot) -> None:
    rules = Rules.preset("kitty")
    players = [SeatPlayer("You", human=True),
               *(SeatPlayer(f"CPU {i}", bot_kind="easy") for i in (1, 2))]
    window.start_match(rules, 3, players)
    qtbot.waitUntil(lambda: window.controller.awaiting_human, timeout=WAIT_MS)
    sc = window.scene
    view = window.controller.view
    assert view is not None and view.kitty_size > 0
    assert len(sc.talon) == view.kitty_size
    assert all(not it.face_up and it.isVisible() for it in sc.talon)
    assert all(abs(it.scale() - TALON_SCALE) < 1e-6 for it in sc.talon)
    box = talon_box(sc.layout, len(sc.talon), [len(h) for h in sc.hands])
    for name, other in regions(sc.layout, [len(h) for h in sc.hands]).items():
        assert not box.intersects(other), name


def test_the_human_sees_the_kitty_it_took_and_nobody_else_does(window: MainWindow,
                                                              qtbot: QtBot) -> None:
    rules = Rules.preset("kitty")
    players = [SeatPlayer(f"CPU {i}", bot_kind="easy") for i in range(3)]
    window.start_match(rules, 3, players)
    qtbot.waitUntil(lambda: bool(window.scene.talon), timeout=WAIT_MS)
    anim = window.animator
    sc = window.scene
    cards = tuple(Card.parse(c) for c in ("2H", "3H", "4H", "5H")[:len(sc.talon)])
    items = list(sc.talon)
    # another seat takes it: it stays face down all the way
    stages = list(anim.moves.take_talon(1, cards, show_faces=False))
    assert all(not it.face_up for it in items)
    assert [s.name for s in stages] == ["talon_taken"]
    # the human takes it: face up first, then to the human's pile
    sc.talon = [sc.acquire(None, False) for _ in cards]
    gen = anim.moves.take_talon(sc.bottom_seat, cards, show_faces=True)
    first = next(gen)
    assert first.name == "talon_shown"
    assert [it.card for it in sc.loose[-len(cards):]] == list(cards)
    assert all(it.face_up for it in sc.loose[-len(cards):])
    assert next(gen).name == "talon_taken"
