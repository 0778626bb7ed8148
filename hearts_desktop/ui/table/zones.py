"""More places on the table, as pure geometry beside ``layout``: each seat's chip pile and the
pot in the middle, the pile of cards set aside face down (discards), the choice panel over
the middle and the notice above the bottom seat's hand.

Every place is found the same way: a short list of candidate boxes in order of preference,
the first that stays inside the view and touches nothing already on the table (hands, name
plates, the trick, the status corner, the talon row and the other piles) wins; when none is
free the first candidate is used.

>>> from .layout import compute_layout
>>> lay = compute_layout(3, 1280, 800)
>>> piles = [chip_box(lay, rel, [9, 9, 9]) for rel in range(3)]
>>> any(a.intersects(b) for i, a in enumerate(piles) for b in piles[i + 1:])
False
"""

from __future__ import annotations

import functools
from collections.abc import Sequence

from .layout import (
    TALON_SCALE,
    Box,
    Side,
    TableLayout,
    plate_box,
    regions,
    trick_box,
)


def chip_size(layout: TableLayout) -> tuple[float, float]:
    """Width and height of a chip pile (a few stacks of chips and the amount)."""
    h = layout.seats[0].plate.h * 0.95
    return h * 2.35, h


def _first_free(candidates: Sequence[Box], avoid: Sequence[Box], view: Box) -> Box:
    for box in candidates:
        if box.inside(view) and not any(box.intersects(o) for o in avoid):
            return box
    return candidates[0]


def _occupied(layout: TableLayout, hand_sizes: Sequence[int]) -> list[Box]:
    sizes = tuple(hand_sizes) or (0,) * layout.players
    return list(_regions(layout, sizes))


@functools.lru_cache(maxsize=32)
def _regions(layout: TableLayout, sizes: tuple[int, ...]) -> tuple[Box, ...]:
    """The hands, plates, trick, button and status corner (the layout and the hand sizes
    decide them; a snap asks several times)."""
    return tuple(regions(layout, sizes).values())


def chip_box(layout: TableLayout, rel: int, hand_sizes: Sequence[int] = ()) -> Box:
    """The chip pile of relative seat ``rel``: next to its name plate, on the table's side
    of it (above the bottom plate, below a side plate, beside or below a top plate)."""
    sizes = tuple(hand_sizes) or (0,) * layout.players
    return _chip_boxes(layout, sizes)[rel]


def chip_boxes(layout: TableLayout, hand_sizes: Sequence[int] = ()) -> list[Box]:
    """Every seat's chip pile (by relative seat), placed in one pass: asking for each pile
    on its own placed the earlier ones again (2^n placements) on every layout update."""
    sizes = tuple(hand_sizes) or (0,) * layout.players
    return list(_chip_boxes(layout, sizes))


@functools.lru_cache(maxsize=32)
def _chip_boxes(layout: TableLayout, sizes: tuple[int, ...]) -> tuple[Box, ...]:
    """Every seat's chip pile, placed in seat order (each clear of those before it)."""
    w, h = chip_size(layout)
    gap = layout.margin * 0.5
    taken = list(_regions(layout, sizes))
    out: list[Box] = []
    for rel in range(layout.players):
        plate = plate_box(layout, rel, sizes[rel] if rel < len(sizes) else 0)
        side = layout.seats[rel].side
        if side is Side.BOTTOM:
            candidates = [Box(plate.x, plate.y - gap - h, w, h),
                          Box(plate.right - w, plate.y - gap - h, w, h)]
        elif side is Side.LEFT:
            candidates = [Box(plate.x, plate.bottom + gap, w, h),
                          Box(plate.x, plate.y - gap - h, w, h),
                          Box(plate.right + gap, plate.y, w, h)]
        elif side is Side.RIGHT:
            candidates = [Box(plate.right - w, plate.bottom + gap, w, h),
                          Box(plate.right - w, plate.y - gap - h, w, h),
                          Box(plate.x - gap - w, plate.y, w, h)]
        else:
            candidates = [Box(plate.right + gap, plate.y, w, h),
                          Box(plate.x + (plate.w - w) / 2, plate.bottom + gap, w, h),
                          Box(plate.x - gap - w, plate.y, w, h)]
        box = _first_free(candidates, taken + out, layout.view)
        out.append(box)
    return tuple(out)


def _around_trick(layout: TableLayout, w: float, h: float) -> list[Box]:
    gap = layout.margin
    t = trick_box(layout)
    cx, cy = layout.center
    return [Box(t.right + gap, cy - h / 2, w, h),
            Box(t.x - gap - w, cy - h / 2, w, h),
            Box(t.right + gap, t.y, w, h),
            Box(t.x - gap - w, t.y, w, h),
            Box(cx - w / 2, t.y - gap - h, w, h),
            Box(t.right + gap, t.bottom - h, w, h),
            Box(t.x - gap - w, t.bottom - h, w, h)]


def pot_box(layout: TableLayout, hand_sizes: Sequence[int] = (),
            avoid: Sequence[Box] = ()) -> Box:
    """The pot: the chips in the middle, beside the trick (right of it first), clear of
    every hand, plate, chip pile, of ``avoid`` (the talon row, the cards set aside) and of
    the banner, which would cover it (or show it through) whenever a moment is announced."""
    w, h = chip_size(layout)
    sizes = list(hand_sizes) or [0] * layout.players
    gap = layout.margin
    b = layout.banner
    banner = Box(b.x - gap * 0.25, b.y - gap * 0.25, b.w + gap * 0.5, b.h + gap * 0.5)
    taken = (_occupied(layout, sizes) + list(_chip_boxes(layout, tuple(sizes))) + list(avoid)
             + [banner])
    t = trick_box(layout)
    around = _around_trick(layout, w, h)
    # beside the trick, right of it first: level with its middle, its top, just over the
    # banner, its bottom, just under the banner; then the same on the left; then above it
    right, left = t.right + gap, t.x - gap - w
    over, under = banner.y - gap * 0.5 - h, banner.bottom + gap * 0.5
    candidates = [around[0], around[2], Box(right, over, w, h), around[5],
                  Box(right, under, w, h), around[1], around[3], Box(left, over, w, h),
                  around[6], Box(left, under, w, h), around[4]]
    return _first_free(candidates, taken, layout.view)


def aside_box(layout: TableLayout, hand_sizes: Sequence[int] = (),
              avoid: Sequence[Box] = ()) -> Box:
    """Where cards set aside face down (discards) lie squared in a pile: beside the trick,
    left of it first, clear of the hands, plates, chip piles and ``avoid``."""
    w = layout.card_w * TALON_SCALE
    h = layout.card_h * TALON_SCALE
    pad = layout.margin * 0.4  # a squared pile is a little larger than one card
    sizes = list(hand_sizes) or [0] * layout.players
    taken = _occupied(layout, sizes) + list(_chip_boxes(layout, tuple(sizes))) + list(avoid)
    around = _around_trick(layout, w + pad, h + pad)
    candidates = [around[i] for i in (1, 0, 3, 2, 6, 5, 4)]  # the left side first
    return _first_free(candidates, taken, layout.view)


def panel_box(layout: TableLayout, width: float, height: float) -> Box:
    """A choice panel of ``width`` x ``height`` over the middle of the table (the trick's
    place: nothing is played while a choice is open), kept inside the view."""
    cx, cy = layout.center
    w = min(width, layout.width - 2 * layout.margin)
    h = min(height, layout.height - 2 * layout.margin)
    x = min(max(layout.margin, cx - w / 2), layout.width - layout.margin - w)
    y = min(max(layout.margin, cy - h / 2), layout.height - layout.margin - h)
    return Box(x, y, w, h)


def notice_box(layout: TableLayout, hand_count: int, width: float, height: float) -> Box:
    """A short message just above the bottom seat's hand (of ``hand_count`` cards),
    centred on it."""
    from .layout import hand_box

    hand = hand_box(layout, 0, max(1, hand_count))
    w = min(width, layout.width - 2 * layout.margin)
    y = max(layout.margin, hand.y - layout.margin * 0.5 - height)
    return Box(layout.width / 2 - w / 2, y, w, height)


__all__ = ["aside_box", "chip_box", "chip_boxes", "chip_size", "notice_box", "panel_box", "pot_box"]
