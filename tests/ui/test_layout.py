"""The table layout is pure geometry: every region fits in the view and none overlaps
another, for 3 to 6 seats, at small, medium and large window sizes."""

from __future__ import annotations

import itertools

import pytest

from hearts_desktop.ui.table.layout import (
    Side,
    card_box,
    compute_layout,
    hand_box,
    hand_slots,
    regions,
    talon_box,
)

SIZES = [(800, 600), (1280, 800), (1920, 1080), (2560, 1080), (1000, 1000)]


@pytest.mark.parametrize("players", [3, 4, 5, 6])
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("hand", [13, 17])
def test_no_region_overlaps_another_or_leaves_the_view(players: int, size: tuple[int, int],
                                                        hand: int) -> None:
    lay = compute_layout(players, *size)
    boxes = regions(lay, [hand] * players)
    for name, box in boxes.items():
        assert box.inside(lay.view), (name, box)
    for (a, ba), (b, bb) in itertools.combinations(boxes.items(), 2):
        if {a, b} == {"trick", "button"}:
            continue  # the pass button shows only while the trick is empty
        assert not ba.intersects(bb), (a, b, ba, bb)


def test_seats_go_clockwise_from_the_human_at_the_bottom() -> None:
    sides = {n: [s.side for s in compute_layout(n, 1280, 800).seats] for n in range(3, 7)}
    assert sides[3] == [Side.BOTTOM, Side.LEFT, Side.RIGHT]
    assert sides[4] == [Side.BOTTOM, Side.LEFT, Side.TOP, Side.RIGHT]
    assert sides[5] == [Side.BOTTOM, Side.LEFT, Side.TOP, Side.TOP, Side.RIGHT]
    assert sides[6] == [Side.BOTTOM, Side.LEFT, Side.TOP, Side.TOP, Side.TOP, Side.RIGHT]
    top = [s.anchor[0] for s in compute_layout(6, 1280, 800).seats if s.side is Side.TOP]
    assert top == sorted(top)  # left to right, clockwise


def test_the_human_hand_is_fanned_left_to_right_and_raises_selected_cards() -> None:
    lay = compute_layout(4, 1280, 800)
    slots = hand_slots(lay, 0, 13)
    xs = [s.x for s in slots]
    assert xs == sorted(xs)
    assert slots[0].rotation < 0 < slots[-1].rotation
    raised = hand_slots(lay, 0, 13, [i == 6 for i in range(13)])
    assert raised[6].y < slots[6].y - lay.raise_by * 0.9
    assert raised[5] == slots[5]
    # neighbours overlap but each card keeps a visible strip
    a, b = card_box(slots[0], lay.card_w, lay.card_h), card_box(slots[1], lay.card_w,
                                                                 lay.card_h)
    assert a.intersects(b) and b.x - a.x > lay.card_w * 0.2


def test_cards_grow_with_the_window_and_hands_stay_inside() -> None:
    small, large = compute_layout(4, 800, 600), compute_layout(4, 1920, 1080)
    assert large.card_w > small.card_w
    assert hand_box(small, 0, 13).w <= small.width
    with pytest.raises(ValueError):
        compute_layout(1, 800, 600)


@pytest.mark.parametrize(("players", "hand", "count"),
                         [(3, 16, 4), (6, 17, 2), (7, 14, 6), (8, 13, 4)])
@pytest.mark.parametrize("size", SIZES)
def test_the_kitty_or_face_up_leftovers_overlap_nothing(players: int, hand: int, count: int,
                                                        size: tuple[int, int]) -> None:
    """Kitty (3 seats) and Cancellation's leftovers (6+ seats) lie next to the trick."""
    lay = compute_layout(players, *size)
    box = talon_box(lay, count, [hand] * players)
    assert box.inside(lay.view)
    for name, other in regions(lay, [hand] * players).items():
        assert not box.intersects(other), (name, box, other)


@pytest.mark.parametrize("players", [3, 4, 5])
@pytest.mark.parametrize("size", SIZES)
def test_meld_areas_and_the_contract_panel_keep_clear(players: int,
                                                      size: tuple[int, int]) -> None:
    """Pinochle and Ombre tables (3 to 5 seats): each seat's meld row lies inside the view
    and touches no hand or name plate; the contract panel touches no hand, plate or the
    status corner."""
    from hearts_desktop.ui.table.layout import TALON_SCALE, contract_box, meld_slots

    lay = compute_layout(players, *size)
    hand = 12
    boxes = regions(lay, [hand] * players)
    w, h = lay.card_w * TALON_SCALE, lay.card_h * TALON_SCALE
    for rel in range(players):
        slots = meld_slots(lay, rel, 6, hand)
        assert len(slots) == 6
        row = card_box(slots[0], w, h)
        for s in slots[1:]:
            row = row.united(card_box(s, w, h))
        assert row.inside(lay.view), (rel, row)
        for name, other in boxes.items():
            if name.startswith(("hand", "plate")):
                assert not row.intersects(other), (rel, name, row, other)
    panel = contract_box(lay, [hand] * players)
    assert panel.inside(lay.view)
    for name, other in boxes.items():
        if name.startswith(("hand", "plate")) or name == "status":
            assert not panel.intersects(other), (name, panel, other)
