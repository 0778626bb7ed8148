"""Larger cards (``layout_fit.scaled_layout``): pure geometry. For every preset of every
game, at 1280x800 and 1366x768 and each card size offered, the human's hand (Pinochle's
double deck: 20 cards) lies inside the view, and nothing overlaps that does not overlap at
the table's own size; the cards are larger, never smaller."""

from __future__ import annotations

import itertools

import pytest

from hearts_desktop.games import GAMES, get_game
from hearts_desktop.ui.settings import CARD_SIZES
from hearts_desktop.ui.table.layout import compute_layout, contract_box, hand_box, regions
from hearts_desktop.ui.table.layout_fit import FIT_HAND, layout_problems, scaled_layout

WINDOWS = [(1280, 800), (1366, 768)]
"""Table views of a window of that size (the menu and status bars take about 50 px)."""


def _tables() -> list[tuple[str, str, int, int]]:
    """(game, preset, players, the human's longest hand) of every preset."""
    out = []
    for name in GAMES:
        game = get_game(name)
        for preset in game.presets():
            rules = game.preset(preset)
            state = game.new_match(rules, seed=1)
            hands = [len(game.seat_view(state, s).hand) for s in range(game.players(rules))]
            out.append((name, preset, game.players(rules), max(hands)))
    return out


TABLES = _tables()


def test_the_presets_include_the_longest_hand() -> None:
    assert max(hand for *_, hand in TABLES) == FIT_HAND  # Pinochle's double deck
    assert {players for _, _, players, _ in TABLES} >= {2, 3, 4, 5, 6}


@pytest.mark.parametrize(("game", "preset", "players", "hand"), TABLES,
                         ids=[f"{g}-{p}" for g, p, *_ in TABLES])
@pytest.mark.parametrize("window", WINDOWS, ids=[f"{w}x{h}" for w, h in WINDOWS])
@pytest.mark.parametrize("size", CARD_SIZES[1:])
def test_larger_cards_keep_every_hand_in_the_window(game: str, preset: str, players: int,
                                                    hand: int, window: tuple[int, int],
                                                    size: int) -> None:
    width, height = window[0], window[1] - 50
    base = compute_layout(players, width, height)
    lay = scaled_layout(players, width, height, card_scale=size / 100)
    assert lay.card_h >= base.card_h
    sizes = [hand] * players
    mine = hand_box(lay, 0, hand)
    assert mine.inside(lay.view), (mine, lay.view)
    boxes, before = regions(lay, sizes), regions(base, sizes)
    for (a, ba), (b, bb) in itertools.combinations(boxes.items(), 2):
        if ba.intersects(bb) and {a, b} != {"trick", "button"}:
            assert before[a].intersects(before[b]), (a, b)  # not new with larger cards
    assert layout_problems(lay, hand) <= layout_problems(base, hand)


@pytest.mark.parametrize("window", WINDOWS, ids=[f"{w}x{h}" for w, h in WINDOWS])
def test_the_cards_grow_noticeably(window: tuple[int, int]) -> None:
    """Three players (Ombre, three-handed Hearts) have room for the largest size asked; four
    (Hearts, Pinochle, Quadrille) for a fifth larger at least."""
    width, height = window[0], window[1] - 50
    largest = CARD_SIZES[-1] / 100
    for players, at_least in ((3, largest * 0.97), (4, 1.15)):
        base = compute_layout(players, width, height).card_h
        grown = scaled_layout(players, width, height, card_scale=largest).card_h
        assert grown >= base * at_least, (players, grown / base)
    # the other seats' backs keep the table's own size: the room goes to the cards read
    assert (scaled_layout(4, width, height, card_scale=largest).back_h
            == pytest.approx(compute_layout(4, width, height).back_h))


@pytest.mark.parametrize("window", [(1280, 800), (1366, 768), (1920, 1080)])
def test_the_contract_panel_keeps_clear_of_twenty_card_side_hands(
        window: tuple[int, int]) -> None:
    """Pinochle's double deck: the side seats' 20 backs fill the top corners; the contract
    panel goes beside them."""
    lay = compute_layout(4, *window)
    sizes = [FIT_HAND] * 4
    panel = contract_box(lay, sizes)
    for name, box in regions(lay, sizes).items():
        if name.startswith(("hand", "plate")) or name == "status":
            assert not panel.intersects(box), name
    assert panel.inside(lay.view)
