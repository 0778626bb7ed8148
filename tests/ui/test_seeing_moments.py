"""Cards that may be played or chosen are marked by more than dimming, at every game's
"choose a card" moment: Hearts (pass, play), Pinochle (give or give back, play), Ombre
(exchange, play) and Quadrille (play: it has no talon), with ``mark_playable`` on.

The human's seat is played with the mouse (cards, the action button, the choice panel's
buttons), its decisions made by a CPU player of the game looking at the human's view. At each
moment the items' state is checked, not their opacity: a playable card is ``playable``,
``outlined`` and lifted out of the hand, the others are neither; while cards are chosen, the
chosen ones are raised and outlined, and once the choice is full the others may no longer be
chosen."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPointF
from pytestqt.qtbot import QtBot

from hearts_desktop.games import get_game
from hearts_desktop.ui.controller import SeatPlayer
from hearts_desktop.ui.main_window import MainWindow
from hearts_desktop.ui.settings import Settings
from hearts_desktop.ui.table.card_item import CardItem
from hearts_desktop.ui.table.layout import hand_slots
from hearts_desktop.ui.table.scene import PLAYABLE_LIFT
from tests.ui.games.ombre.helpers import click_at as _click_at

WAIT_MS = 30_000

GAMES = [  # game, preset, seed, the moments the human must meet
    ("hearts", "classic", 5, {"select", "play"}),
    ("pinochle", "pinochle", 5, {"select", "play"}),
    ("ombre", "ombre", 7, {"select", "play"}),
    ("ombre", "quadrille", 3, {"play"}),  # ten cards each and no talon: no exchange
]


def _players(n: int) -> list[SeatPlayer]:
    return [SeatPlayer("Human", human=True),
            *(SeatPlayer(f"CPU {i}", bot_kind="normal") for i in range(1, n))]


def _click_item(qtbot: QtBot, win: MainWindow, item: CardItem) -> None:
    w = item.width
    h = win.pixmaps.height_for(w)
    _click_at(qtbot, win, item.mapToScene(QPointF(-w / 2 + w * 0.18, -h / 2 + h * 0.3)))


def _unlifted_y(win: MainWindow) -> list[float]:
    sc = win.scene
    return [s.y for s in hand_slots(sc.layout, 0, len(sc.human_items()))]


def _check_play(win: MainWindow, legal: set[Any]) -> None:
    sc = win.scene
    items = sc.human_items()
    assert legal
    lift = sc.layout.raise_by * PLAYABLE_LIFT
    for item, base_y in zip(items, _unlifted_y(win), strict=True):
        may = item.card in legal
        assert item.playable is may, item
        assert item.outlined is may, item
        assert item.dimmed is not may, item
        rise = base_y - item.pos().y()
        if may:
            assert rise > lift * 0.8, (item, rise)  # lifted out of the hand
        else:
            assert abs(rise) < 0.5, (item, rise)


def _choose(qtbot: QtBot, win: MainWindow, cards: tuple[Any, ...]) -> None:
    """Click ``cards`` in the hand one by one (a copy of a card is another item), checking
    the marking after each click, then the action button."""
    sc = win.scene
    assert sc.mode == "select"
    items = sc.human_items()
    assert all(it.playable and not it.outlined for it in items)
    chosen: list[CardItem] = []
    for card in cards:
        item = next(it for it in sc.human_items()
                    if it.card == card and all(it is not c for c in chosen))
        _click_item(qtbot, win, item)
        chosen.append(item)
        base = dict(zip(map(id, sc.human_items()), _unlifted_y(win), strict=True))
        for it in sc.human_items():
            picked = any(it is c for c in chosen)
            assert it.outlined is picked, it
            if picked:  # raised all the way, and outlined
                assert base[id(it)] - it.pos().y() > sc.layout.raise_by * 0.8, it
            full = len(chosen) >= sc.select_count
            assert it.playable is (picked or not full), it
    _click_at(qtbot, win, sc.action_button.mapToScene(sc.action_button.boundingRect().center()))


def _decide(win: MainWindow, seed: int) -> Any:
    ctrl = win.controller
    view = ctrl.view
    action = ctrl.game.make_bot("normal", seed).choose(view)
    plays = [a for a in view.legal if type(a).__name__ == "PlayCard"]
    if plays and type(action).__name__ != "PlayCard":
        action = plays[0]  # no surrender or concession
    return action


@pytest.mark.parametrize(("game_name", "preset", "seed", "moments"), GAMES,
                         ids=[g[1] for g in GAMES])
def test_playable_and_chosen_cards_are_marked_beyond_dimming(
        qtbot: QtBot, settings: Settings, open_window: Any, game_name: str, preset: str,
        seed: int, moments: set[str]) -> None:
    settings.mark_playable = True
    win = open_window()
    game = get_game(game_name)
    rules = game.preset(preset)
    win.start_match(rules, seed, _players(game.players(rules)), game=game_name)
    ctrl = win.controller
    sc = win.scene
    met: set[str] = set()
    for step in range(400):
        qtbot.waitUntil(lambda: ctrl.awaiting_human or ctrl.is_over, timeout=WAIT_MS)
        if ctrl.is_over or met >= moments:
            break
        before = len(ctrl.game.actions(ctrl.state))
        action = _decide(win, seed * 1000 + step)
        if sc.mode == "play":
            _check_play(win, set(sc.legal))
            met.add("play")
            item = next(it for it in sc.human_items() if it.card == action.card)
            _click_item(qtbot, win, item)
        elif sc.mode == "select":
            cards = tuple(getattr(action, "cards", None) or getattr(action, "discards", ()))
            if not cards and sc.select_count:  # the CPU would keep all: change one card
                cards = (sc.human_items()[0].card,)
            _choose(qtbot, win, cards)
            met.add("select")
        elif sc.overlays.choices_shown:
            keys = [c.key for c in sc.overlays.panel.content.choices if c.enabled]
            bids = [k for k in keys if type(k).__name__ == "Bid"]
            if game_name == "pinochle" and bids:  # bid high: the human's side exchanges
                action = bids[-1]
            key = action if action in keys else keys[0]
            _click_at(qtbot, win, sc.overlays.panel.button_rect(key).center())
        else:
            ctrl.submit(action)
        qtbot.waitUntil(lambda n=before: len(ctrl.game.actions(ctrl.state)) > n
                        or ctrl.is_over, timeout=WAIT_MS)
    assert met >= moments, met


def test_the_lift_drops_when_the_turn_ends(qtbot: QtBot) -> None:
    """The scene alone: the playable cards rise when the turn starts and are back in the
    hand as soon as input is switched off, whatever moves follow."""
    del qtbot
    from hearts_desktop.core.cards import Card
    from hearts_desktop.ui.table.card_pixmaps import CardPixmaps
    from hearts_desktop.ui.table.scene import TableScene

    sc = TableScene(CardPixmaps())
    sc.instant = True
    sc.configure(4, 0, ["a", "b", "c", "d"])
    sc.set_view_size(1280, 800)
    hand = [Card.parse(t) for t in ("2C", "9C", "4D", "QS", "AH")]
    sc.show_cards([hand, [None] * 5, [None] * 5, [None] * 5])
    sc.set_mark_playable(True)
    sc.snap()
    base = [s.y for s in hand_slots(sc.layout, 0, 5)]
    sc.set_interaction("play", hand[:2])
    ys = [it.pos().y() for it in sc.human_items()]
    assert [y < b - 1 for y, b in zip(ys, base, strict=True)] == [True, True] + [False] * 3
    sc.set_interaction(None)
    assert [it.pos().y() for it in sc.human_items()] == pytest.approx(base)
    assert not any(it.outlined or it.playable for it in sc.human_items())
