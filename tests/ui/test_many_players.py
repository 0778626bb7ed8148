"""Issue 17, item 6: seven to twelve players. The seats are placed evenly round the table,
the trick is laid out by seat so that every card shows, the banner (the Q♠ moment) stays
clear of the trick, and cards that cancelled each other (Cancellation Hearts) lie dimmed
on the table."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from hearts_desktop.games.hearts import Rules, TrickSetAside, TrickWon
from hearts_desktop.ui.controller import SeatPlayer
from hearts_desktop.ui.main_window import MainWindow
from hearts_desktop.ui.table.layout import Box, Side, compute_layout, trick_cards_show

SIZES = [(800, 560), (1280, 760), (1920, 1040)]


@pytest.mark.parametrize("players", range(7, 13))
def test_seats_are_placed_evenly(players: int) -> None:
    lay = compute_layout(players, 1280, 760)
    sides = [s.side for s in lay.seats[1:]]
    left, top, right = (sides.count(s) for s in (Side.LEFT, Side.TOP, Side.RIGHT))
    assert left == right >= 2
    assert top >= 1 and abs(top - left) <= 3
    if players == 8:
        assert (left, top, right) == (2, 3, 2)


@pytest.mark.parametrize("players", range(7, 13))
@pytest.mark.parametrize(("width", "height"), SIZES)
def test_the_trick_is_laid_out_by_seat_and_every_card_shows(players: int, width: int,
                                                            height: int) -> None:
    lay = compute_layout(players, width, height)
    assert trick_cards_show(lay)
    cx, cy = lay.center
    # in seat order round the middle, clockwise from the human's card at the bottom
    angles = [math.atan2(s.trick.y - cy, s.trick.x - cx) % (2 * math.pi)
              for s in lay.seats]
    turned = [(a - angles[0]) % (2 * math.pi) for a in angles]
    assert turned == sorted(turned)
    assert lay.seats[0].trick.y > cy  # the human's card lies nearest the human
    # each card lies in the middle: clear of every seat's name plate
    plates = [s.plate for s in lay.seats[1:]]
    for s in lay.seats:
        card = Box(s.trick.x - lay.card_w / 2, s.trick.y - lay.card_h / 2, lay.card_w,
                   lay.card_h)
        assert not any(card.intersects(p) for p in plates)
        assert not card.intersects(lay.banner)  # the banner never covers the trick


def test_small_tables_keep_their_trick() -> None:
    """Three to six seats keep the trick they had (other games use the toolkit too)."""
    for players in range(3, 7):
        lay = compute_layout(players, 1280, 760)
        cx, _ = lay.center
        assert abs(lay.seats[0].trick.x - cx) < 1.0
        assert abs(lay.banner.y + lay.banner.h / 2 - lay.center[1]) < 1.0


def test_cancelled_cards_lie_dimmed(open_window: Callable[..., MainWindow],
                                    qtbot: QtBot) -> None:
    win = open_window()
    rules = Rules.preset("cancellation").replace(players=8)
    players = [SeatPlayer(f"CPU {i}", human=False, bot_kind="easy") for i in range(8)]
    seen: list[tuple[tuple[int, ...], list[int]]] = []

    def started(event: Any) -> None:
        if isinstance(event, TrickWon | TrickSetAside) and event.cancelled and not seen:
            dimmed = [i for i, (_, item) in enumerate(win.scene.trick) if item.dimmed]
            seen.append((tuple(event.cancelled), dimmed))
            win.controller.shutdown()

    win.animator.event_started.connect(started)
    win.start_match(rules, 2, players)
    qtbot.waitUntil(lambda: bool(seen), timeout=60_000)
    cancelled, dimmed = seen[0]
    assert dimmed == list(cancelled)
