"""Where everything lies on the table: pure geometry from the player count, the view size and
the card shape. No Qt here, so the layout is tested directly (no overlaps at any size).

Seats are *relative*: 0 is the bottom seat (the human's), then clockwise (to the bottom
seat's left) up the left side, along the top and down the right side; the scene maps a
game's seats onto them (a game that plays counter-clockwise puts its next seat on the
right). Every card position is a :class:`Slot`: the card's centre and its rotation in
degrees (clockwise, as Qt rotates).

The zones a game arranges: each seat's hand, name plate, trick card and pile of taken
cards, a talon in the middle (``talon_slots``: a widow, a stock, spare cards), a meld area in
front of each seat (``meld_slots``), the contract panel (``contract_box``: bid, contract,
trump), the status corner and the action button.

>>> lay = compute_layout(4, 1280, 800)
>>> [s.side.value for s in lay.seats]
['bottom', 'left', 'top', 'right']
>>> len(hand_slots(lay, 0, 13))
13
"""

from __future__ import annotations

import functools
import math
from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum

DEFAULT_ASPECT = 5 / 7
BACK_SCALE = 0.64
"""Opponents' cards are drawn smaller than the human's and the trick's."""


@dataclass(frozen=True)
class Box:
    """An axis-aligned rectangle: top-left corner and size."""

    x: float
    y: float
    w: float
    h: float

    @property
    def right(self) -> float:
        return self.x + self.w

    @property
    def bottom(self) -> float:
        return self.y + self.h

    @property
    def center(self) -> tuple[float, float]:
        return self.x + self.w / 2, self.y + self.h / 2

    def intersects(self, other: Box) -> bool:
        return (self.x < other.right and other.x < self.right
                and self.y < other.bottom and other.y < self.bottom)

    def inside(self, other: Box, tolerance: float = 0.5) -> bool:
        return (self.x >= other.x - tolerance and self.y >= other.y - tolerance
                and self.right <= other.right + tolerance
                and self.bottom <= other.bottom + tolerance)

    def united(self, other: Box) -> Box:
        x, y = min(self.x, other.x), min(self.y, other.y)
        return Box(x, y, max(self.right, other.right) - x, max(self.bottom, other.bottom) - y)

    def adjusted(self, d: float) -> Box:
        return Box(self.x - d, self.y - d, self.w + 2 * d, self.h + 2 * d)


@dataclass(frozen=True)
class Slot:
    """A card's resting place: centre and clockwise rotation in degrees."""

    x: float
    y: float
    rotation: float = 0.0


class Side(StrEnum):
    BOTTOM = "bottom"
    LEFT = "left"
    TOP = "top"
    RIGHT = "right"


SIDE_ROTATION = {Side.BOTTOM: 0.0, Side.LEFT: 90.0, Side.TOP: 180.0, Side.RIGHT: 270.0}


@dataclass(frozen=True)
class SeatPlace:
    """One seat's places: its hand (centre, axis length available), name plate and trick card."""

    side: Side
    anchor: tuple[float, float]
    """Centre of the hand."""
    span: float
    """Length along the hand's axis that the hand may fill."""
    plate: Box
    trick: Slot


@dataclass(frozen=True)
class TableLayout:
    players: int
    width: float
    height: float
    margin: float
    card_w: float
    card_h: float
    back_w: float
    back_h: float
    raise_by: float
    """How far a selected card rises out of the human's hand."""
    center: tuple[float, float]
    seats: tuple[SeatPlace, ...]
    action_button: Box
    """The button in the middle of the table (confirming a choice of cards)."""
    status: Box
    """Bottom right: the game's state in a word or two, and the move clock."""
    banner: Box
    back_scale: float = BACK_SCALE
    """The other seats' cards as a fraction of ``card_w`` (``BACK_SCALE``, less when the
    player asked for larger cards: their backs keep the table's own size)."""

    @property
    def view(self) -> Box:
        return Box(0, 0, self.width, self.height)

    @property
    def deck(self) -> Slot:
        return Slot(*self.center)


def _clamp(v: float, lo: float, hi: float) -> float:
    return max(lo, min(hi, v))


def _sides(opponents: int) -> list[Side]:
    """The side of each opponent, clockwise from the human's left."""
    if opponents <= 2:
        return [Side.LEFT, Side.RIGHT][:opponents] if opponents == 2 else [Side.TOP]
    # evenly round the table: as many seats on the left as on the right, about three
    # tenths of them each, the rest along the top (3-1-3 for 7 opponents, 3-5-3 for 11)
    side = max(1, int(opponents * 0.3 + 0.25))
    return [Side.LEFT] * side + [Side.TOP] * (opponents - 2 * side) + [Side.RIGHT] * side


MANY_SEATS = 7
"""From this many seats on, the trick's cards lie evenly round the middle of the table and
the banner shows above it."""


STATUS_MIN_W = 150.0
STATUS_MIN_H = 66.0
"""The status corner's least size: two lines of text at 11 px beside the game's icon."""


def compute_layout(players: int, width: float, height: float,
                   aspect: float = DEFAULT_ASPECT, *,
                   card_cap: float | None = None,
                   card_height: float | None = None) -> TableLayout:
    """The table for ``players`` seats in a view of ``width`` x ``height`` pixels
    (``card_cap``: the cards at most this tall). From ``MANY_SEATS`` on the cards are made
    smaller until every card of a full trick shows its corner (``trick_cards_show``).

    ``card_height`` makes the cards exactly that tall (larger cards, see
    ``layout_fit.scaled_layout``); the other seats' backs and the spread of the trick keep
    the size the table would give them."""
    if card_height is not None:
        return _layout(players, float(width), float(height), aspect, card_height, forced=True)
    return _layout(players, float(width), float(height), aspect, card_cap)


def _layout(players: int, width: float, height: float, aspect: float,
            card_cap: float | None, forced: bool = False) -> TableLayout:
    """:func:`compute_layout` at scale 1, or with cards exactly ``card_cap`` tall when
    ``forced``."""
    if players < 2:
        raise ValueError("a table needs at least two seats")
    w, h = float(width), float(height)
    m = max(8.0, 0.014 * min(w, h))
    gap = m
    plate_w = _clamp(w * 0.14, 112, 230)
    plate_h = _clamp(h * 0.062, 38, 62)
    k = 0.95 if players > 4 else 0.84
    # across the middle: two side columns (back, gap, plate) and the trick between them
    room = w - 2 * (3 * m + plate_w)
    card_w_max = room / (2 * k + 1.15 + 2 * BACK_SCALE / aspect)
    card_h = _clamp(min(h * 0.2, w * 0.16 / aspect, card_w_max / aspect), 56, 280)
    if card_cap is not None and not forced:
        card_h = max(56.0, min(card_h, card_cap))
    # the other seats' backs and the spread of the trick keep the table's own size when the
    # player asks for larger cards (forced): the room goes to the cards that are read
    natural = card_h
    if forced and card_cap is not None:
        card_h = card_cap
    card_w = card_h * aspect
    back_h, back_w = natural * BACK_SCALE, natural * aspect * BACK_SCALE
    raise_by = card_h * 0.2

    bottom_band_top = h - m - card_h - raise_by - card_h * 0.05
    sides = _sides(players - 1)
    n_left, n_top = sides.count(Side.LEFT), sides.count(Side.TOP)
    n_right = sides.count(Side.RIGHT)

    # Top seats: backs along the top edge, plates under them.
    top_y = m + back_h / 2
    top_region_x0 = m + back_h + gap + plate_w + gap
    top_region_w = max(w - 2 * top_region_x0, w * 0.3)
    top_region_x0 = (w - top_region_w) / 2
    top_plate_bottom = m + back_h + gap + plate_h if n_top else m

    # Side seats: one column each side, from the top margin to above the human's hand.
    side_top, side_bottom = m, bottom_band_top - gap

    center_x = w / 2
    # larger cards (forced): the trick keeps clear of the top of a long hand's fan too
    hand_top = bottom_band_top - (card_h * 0.14 if forced else 0.0)
    center_y = (max(top_plate_bottom, m + h * 0.12) + hand_top) / 2
    if n_top == 0:
        center_y = (m + hand_top) / 2 + h * 0.03

    places: list[SeatPlace] = []
    # the status corner: wide and tall enough for its words at a readable size (at least
    # STATUS_MIN_W x STATUS_MIN_H, as in a window at its 800x600 minimum)
    status_w = max(plate_w, STATUS_MIN_W)
    status_h = max(plate_h * 1.5, STATUS_MIN_H)
    hand_w_max = w - 2 * (m + status_w + gap)
    bottom_anchor = (w / 2, h - m - card_h / 2)
    places.append(SeatPlace(
        Side.BOTTOM, bottom_anchor, hand_w_max,
        Box(0, 0, plate_w, plate_h),  # placed beside the hand by hand-dependent code
        Slot(0, 0)))

    def side_anchor(index: int, count: int, left: bool) -> tuple[tuple[float, float], float]:
        seg = (side_bottom - side_top) / count
        # left seats go up (clockwise), right seats go down
        k = count - 1 - index if left else index
        cy = side_top + seg * (k + 0.5)
        cx = m + back_h / 2 if left else w - m - back_h / 2
        return (cx, cy), seg - gap

    li = ti = ri = 0
    for side in sides:
        if side is Side.LEFT:
            anchor, span = side_anchor(li, n_left, True)
            li += 1
            plate = Box(m + back_h + gap, anchor[1] - plate_h / 2, plate_w, plate_h)
        elif side is Side.RIGHT:
            anchor, span = side_anchor(ri, n_right, False)
            ri += 1
            plate = Box(w - m - back_h - gap - plate_w, anchor[1] - plate_h / 2, plate_w,
                        plate_h)
        else:
            seg = top_region_w / n_top
            anchor = (top_region_x0 + seg * (ti + 0.5), top_y)
            span = min(seg - gap, w * 0.36)
            ti += 1
            pw = min(plate_w, seg - gap)
            plate = Box(anchor[0] - pw / 2, m + back_h + gap, pw, plate_h)
        places.append(SeatPlace(side, anchor, span, plate, Slot(0, 0)))

    # Trick: each seat's card lies between the centre and that seat. From seven seats on
    # the cards lie evenly round an ellipse that fills the middle, in seat order (the
    # human's at the bottom), so that each card shows and says whose it is.
    rx, ry = card_w * k, natural * (0.46 if players > 4 else 0.43)
    many = players >= MANY_SEATS
    if many:
        inner_left = m + back_h + gap + plate_w + gap
        rx = max(rx, (w - 2 * inner_left - card_w) / 2)
        ry = max(ry, (bottom_band_top - gap - top_plate_bottom - gap - card_h) / 2)
        center_y = (top_plate_bottom + gap + bottom_band_top - gap) / 2
    final: list[SeatPlace] = []
    for rel, place in enumerate(places):
        if many:
            angle = math.pi / 2 + rel * 2 * math.pi / players
        else:
            ax, ay = place.anchor if rel else (center_x, h)
            angle = math.atan2(ay - center_y, ax - center_x)
        tilt = ((rel * 37) % 9) - 4.0
        trick = Slot(center_x + math.cos(angle) * rx, center_y + math.sin(angle) * ry, tilt)
        final.append(SeatPlace(place.side, place.anchor, place.span, place.plate, trick))

    button = Box(center_x - card_w * 0.85, center_y - plate_h * 0.6, card_w * 1.7,
                 plate_h * 1.2)
    status = Box(w - m - status_w, h - m - status_h, status_w, status_h)
    banner_w = min(w * 0.62, 760.0)
    banner_h = _clamp(h * 0.13, 60, 140)
    banner_y = center_y - banner_h / 2
    if many:  # over the top seats' cards, clear of the trick that fills the middle
        banner_y = m
    banner = Box(center_x - banner_w / 2, banner_y, banner_w, banner_h)
    layout = TableLayout(players, w, h, m, card_w, card_h, back_w, back_h, raise_by,
                         (center_x, center_y), tuple(final), button, status, banner,
                         back_w / card_w)
    if many and card_h > 56.0 and not trick_cards_show(layout):
        return _layout(players, width, height, aspect, card_h * 0.93)
    return layout


def trick_cards_show(layout: TableLayout) -> bool:
    """Every two cards of a full trick lie far enough apart that each shows its face and
    corner whichever lies on top (0.8 of a card's width across, or half its height up or
    down)."""
    slots = [s.trick for s in layout.seats]
    for i, a in enumerate(slots):
        for b in slots[i + 1:]:
            if (abs(a.x - b.x) < layout.card_w * 0.8
                    and abs(a.y - b.y) < layout.card_h * 0.5):
                return False
    return True


# --------------------------------------------------------------------------- hands

_FAN_STEP = 1.3
"""Degrees between two cards of the human's fanned hand."""
_FAN_MAX = 18.0


def hand_slots(layout: TableLayout, rel: int, count: int,
               raised: Sequence[float] = ()) -> list[Slot]:
    """The slots of a hand of ``count`` cards of relative seat ``rel``, left to right as
    the seat sees them; ``raised[i]`` lifts card ``i`` out of the human's hand (True or 1:
    by ``raise_by``, a chosen card; a fraction: that much of it, a playable card)."""
    if count <= 0:
        return []
    if rel == 0:
        return _bottom_hand(layout, count, raised)
    return _back_hand(layout, layout.seats[rel], count)


def _bottom_hand(layout: TableLayout, count: int, raised: Sequence[float]) -> list[Slot]:
    cw = layout.card_w
    span = layout.seats[0].span
    s = min(cw * 0.5, (span - cw) / (count - 1)) if count > 1 else 0.0
    for _ in range(3):  # the fan's tilted ends and raised cards need room too: shrink to fit
        slots = _fan(layout, count, raised, s, [True] * count)
        boxes = [card_box(sl, cw, layout.card_h) for sl in slots]
        width = max(b.right for b in boxes) - min(b.x for b in boxes)
        if width <= span + 0.5 or count < 2:
            break
        s *= max(0.5, (span - cw) / max(1.0, width - cw))
    return _fan(layout, count, raised, s)


def _fan(layout: TableLayout, count: int, raised: Sequence[float], s: float,
         widest: Sequence[float] = ()) -> list[Slot]:
    cw, ch = layout.card_w, layout.card_h
    raised = widest or raised
    step = min(_FAN_STEP, _FAN_MAX / (count - 1)) if count > 1 else 0.0
    cx = layout.width / 2
    base_y = layout.height - layout.margin - ch / 2
    mid = (count - 1) / 2
    radius = s / math.radians(step) if step > 0 else 0.0
    edge = math.radians(step * mid)
    drop = radius * (1 - math.cos(edge))
    # lift the whole fan so the outermost cards' lower corners stay in the view
    corner = (cw / 2) * math.sin(edge) + (ch / 2) * math.cos(edge) - ch / 2
    base_y -= drop + max(0.0, corner)
    slots = []
    for i in range(count):
        t = math.radians(step * (i - mid))
        x = cx + (radius * math.sin(t) if radius else s * (i - mid))
        y = base_y + radius * (1 - math.cos(t))
        if i < len(raised) and raised[i]:
            lift = layout.raise_by * min(1.0, float(raised[i]))
            x += math.sin(t) * lift
            y -= math.cos(t) * lift
        slots.append(Slot(x, y, math.degrees(t)))
    return slots


def _back_hand(layout: TableLayout, place: SeatPlace, count: int) -> list[Slot]:
    bw = layout.back_w
    s = min(bw * 0.3, (place.span - bw) / (count - 1)) if count > 1 else 0.0
    s = max(s, 1.0)
    mid = (count - 1) / 2
    ax, ay = place.anchor
    rot = SIDE_ROTATION[place.side]
    slots = []
    for i in range(count):
        d = (i - mid) * s
        # as the seat sees its own hand left to right
        if place.side is Side.LEFT:
            slots.append(Slot(ax, ay - d, rot))
        elif place.side is Side.RIGHT:
            slots.append(Slot(ax, ay + d, rot))
        else:
            slots.append(Slot(ax - d, ay, rot))
    return slots


def card_box(slot: Slot, w: float, h: float) -> Box:
    """The axis-aligned box of a ``w`` x ``h`` card lying at ``slot``."""
    t = math.radians(slot.rotation)
    c, s = abs(math.cos(t)), abs(math.sin(t))
    bw, bh = w * c + h * s, w * s + h * c
    return Box(slot.x - bw / 2, slot.y - bh / 2, bw, bh)


def card_size(layout: TableLayout, rel: int) -> tuple[float, float]:
    return (layout.card_w, layout.card_h) if rel == 0 else (layout.back_w, layout.back_h)


@functools.lru_cache(maxsize=64)
def hand_box(layout: TableLayout, rel: int, count: int) -> Box:
    """Everything the hand may cover, with every card raised or not (the human's); kept for
    the last layouts asked about (the regions, plates, melds and panels all ask)."""
    w, h = card_size(layout, rel)
    if count <= 0:
        x, y = layout.seats[rel].anchor
        return Box(x, y, 0, 0)
    boxes = [card_box(s, w, h) for s in hand_slots(layout, rel, count)]
    if rel == 0:
        boxes += [card_box(s, w, h) for s in hand_slots(layout, 0, count, [True] * count)]
    out = boxes[0]
    for b in boxes[1:]:
        out = out.united(b)
    return out


def plate_box(layout: TableLayout, rel: int, count: int) -> Box:
    """The name plate of relative seat ``rel``; the human's sits left of its hand."""
    place = layout.seats[rel]
    if rel != 0:
        return place.plate
    hb = hand_box(layout, 0, max(count, 1))
    p = place.plate
    x = max(layout.margin, hb.x - layout.margin - p.w)
    y = layout.height - layout.margin - p.h
    return Box(x, y, p.w, p.h)


def trick_box(layout: TableLayout) -> Box:
    boxes = [card_box(p.trick, layout.card_w, layout.card_h) for p in layout.seats]
    out = boxes[0]
    for b in boxes[1:]:
        out = out.united(b)
    return out


def pile_slot(layout: TableLayout, rel: int) -> Slot:
    """Where a trick won by ``rel`` is swept to: just inside the table from its hand."""
    place = layout.seats[rel]
    x, y = place.anchor
    cx, cy = layout.center
    if rel == 0:
        return Slot(x, y - layout.card_h * 0.2, 0)
    dx, dy = cx - x, cy - y
    d = math.hypot(dx, dy) or 1.0
    k = layout.back_h * 0.3
    return Slot(x + dx / d * k, y + dy / d * k, SIDE_ROTATION[place.side])


def regions(layout: TableLayout, hand_sizes: Sequence[int]) -> dict[str, Box]:
    """Every named region of the table for the given hand sizes (for tests and debugging):
    ``hand<rel>``, ``plate<rel>``, ``trick``, ``button``, ``status``."""
    out: dict[str, Box] = {}
    for rel, n in enumerate(hand_sizes):
        out[f"hand{rel}"] = hand_box(layout, rel, n)
        out[f"plate{rel}"] = plate_box(layout, rel, n)
    out["trick"] = trick_box(layout)
    out["button"] = layout.action_button
    out["status"] = layout.status
    return out


TALON_SCALE = BACK_SCALE
"""Cards of the talon and of the meld areas are drawn at the other seats' card size."""


def talon_slots(layout: TableLayout, count: int, hand_sizes: Sequence[int] = (),
                avoid: Sequence[Box] = ()) -> list[Slot]:
    """Where the talon lies (a widow or a stock face down, spare cards face up): a small
    overlapping row next to the trick, on the first side of it (below, above, left, right,
    then the corners beside it) that touches no hand, name plate, the action button or the
    status corner for ``hand_sizes`` (the sizes just after the deal), nor ``avoid`` (chip
    piles); the row closes up when no side has room, and lies below the trick when none
    is free at all."""
    if count <= 0:
        return []
    w, h = layout.card_w * TALON_SCALE, layout.card_h * TALON_SCALE
    gap = layout.margin * 0.6
    trick = trick_box(layout)
    cx, cy = layout.center
    sizes = list(hand_sizes) or [0] * layout.players
    others = [b for k, b in regions(layout, sizes).items() if k != "trick"] + list(avoid)
    view = layout.view
    first: tuple[float, float, float] | None = None
    for spread in (0.42, 0.22, 0.1):  # the row closes up when space is short
        step = w * spread
        row_w = w + step * (count - 1)
        candidates = [
            (cx, trick.bottom + gap + h / 2),
            (cx, trick.y - gap - h / 2),
            (trick.x - gap - row_w / 2, cy),
            (trick.right + gap + row_w / 2, cy),
            (trick.x - gap - row_w / 2, trick.bottom - h / 2),
            (trick.right + gap + row_w / 2, trick.bottom - h / 2),
            (trick.x - gap - row_w / 2, trick.y + h / 2),
            (trick.right + gap + row_w / 2, trick.y + h / 2),
        ]
        if first is None:
            first = (candidates[0][0], candidates[0][1], step)
        for x, y in candidates:
            box = Box(x - row_w / 2, y - h / 2, row_w, h)
            if box.inside(view) and not any(box.intersects(o) for o in others):
                x0 = x - row_w / 2 + w / 2
                return [Slot(x0 + i * step, y, 0.0) for i in range(count)]
    assert first is not None
    x, y, step = first
    x0 = x - (w + step * (count - 1)) / 2 + w / 2
    return [Slot(x0 + i * step, y, 0.0) for i in range(count)]


def talon_box(layout: TableLayout, count: int, hand_sizes: Sequence[int] = (),
              avoid: Sequence[Box] = ()) -> Box:
    """The box the talon row covers."""
    slots = talon_slots(layout, count, hand_sizes, avoid)
    w, h = layout.card_w * TALON_SCALE, layout.card_h * TALON_SCALE
    out = card_box(slots[0], w, h)
    for s in slots[1:]:
        out = out.united(card_box(s, w, h))
    return out


def _row(count: int, x: float, y: float, w: float, step: float) -> list[Slot]:
    x0 = x - (w + step * (count - 1)) / 2 + w / 2
    return [Slot(x0 + i * step, y, 0.0) for i in range(count)]


def meld_slots(layout: TableLayout, rel: int, count: int, hand_count: int = 0) -> list[Slot]:
    """Where the cards a seat lays face up in front of itself lie (melds shown before the
    play, then taken back): a row between the seat's hand (of ``hand_count`` cards) and
    the middle of the table, closing up to fit the room on that side."""
    if count <= 0:
        return []
    w, h = layout.card_w * TALON_SCALE, layout.card_h * TALON_SCALE
    gap = layout.margin * 0.6
    place = layout.seats[rel]
    plate = plate_box(layout, rel, hand_count)
    if rel == 0 or place.side is Side.TOP:
        room = (layout.width * 0.6 if rel == 0 else max(w, place.span))
        step = min(w * 0.42, max(0.0, (room - w) / max(1, count - 1)))
        if rel == 0:
            hand = hand_box(layout, 0, max(hand_count, 1))
            y = hand.y - gap - h / 2
            x = layout.width / 2
        else:
            y = plate.bottom + gap + h / 2
            x = place.anchor[0]
        return _row(count, x, y, w, step)
    room = max(w, layout.center[0] - layout.card_w - plate.w - layout.margin * 2 - w)
    step = min(w * 0.42, max(0.0, (room - w) / max(1, count - 1)))
    row_w = w + step * (count - 1)
    y = place.anchor[1]
    x = (plate.right + gap + row_w / 2 if place.side is Side.LEFT
         else plate.x - gap - row_w / 2)
    return _row(count, x, y, w, step)


def contract_box(layout: TableLayout, hand_sizes: Sequence[int] = ()) -> Box:
    """The contract panel (bid, declarer, trump): the first free top corner of the table,
    clear of every hand and name plate for ``hand_sizes`` (when long side hands fill the
    corners, beside them along the top); top left when none is free."""
    m = layout.margin
    pw = layout.status.w
    ph = layout.status.h
    sizes = list(hand_sizes) or [0] * layout.players
    others = list(regions(layout, sizes).values())
    beside = m + layout.back_h + m  # right of the left seats' column of backs
    candidates = [Box(m, m, pw, ph), Box(layout.width - m - pw, m, pw, ph),
                  Box(beside, m, pw, ph), Box(layout.width - beside - pw, m, pw, ph)]
    for box in candidates:
        if not any(box.intersects(o) for o in others):
            return box
    return candidates[0]
