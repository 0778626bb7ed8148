"""Larger cards (Options > Seeing > card size): the table's layout with cards as much larger
as the view has room for. Pure geometry like ``layout``, tested directly.

A layout's *problems* are the regions that leave the view or lie over another, with hands
of ``FIT_HAND`` cards (:func:`layout_problems`). Cards are made larger only as far as that
adds no problem the table at its own size does not have, and never smaller than that; the
other seats' backs and the spread of the trick keep the table's own size, so the room goes
to the cards that are read.

>>> from .layout import compute_layout
>>> large = scaled_layout(3, 1280, 800, card_scale=1.4)
>>> round(large.card_h / compute_layout(3, 1280, 800).card_h, 2)
1.4
"""

from __future__ import annotations

import functools

from .layout import (
    DEFAULT_ASPECT,
    TALON_SCALE,
    TableLayout,
    card_box,
    compute_layout,
    contract_box,
    meld_slots,
    regions,
)

FIT_HAND = 20
"""The longest hand of any game (Pinochle's double deck): larger cards leave room for it."""


def scaled_layout(players: int, width: float, height: float,
                  aspect: float = DEFAULT_ASPECT, *, card_scale: float = 1.0) -> TableLayout:
    """``compute_layout`` with the cards up to ``card_scale`` times larger (1: the same)."""
    if card_scale <= 1.0:
        return compute_layout(players, width, height, aspect)
    return _scaled(players, float(width), float(height), aspect, float(card_scale))


@functools.lru_cache(maxsize=16)
def _scaled(players: int, width: float, height: float, aspect: float,
            card_scale: float) -> TableLayout:
    """The largest cards up to ``card_scale`` that add no problem (a few halvings of the
    range between the table's own size and the one asked for)."""
    base = compute_layout(players, width, height, aspect)
    allowed = layout_problems(base)

    def tried(card_h: float) -> TableLayout | None:
        layout = compute_layout(players, width, height, aspect, card_height=card_h)
        return layout if layout_problems(layout) <= allowed else None

    top = base.card_h * card_scale
    best = tried(top)
    if best is not None:
        return best
    best, lo, hi = base, base.card_h, top
    for _ in range(5):
        mid = (lo + hi) / 2
        found = tried(mid)
        if found is not None:
            best, lo = found, mid
        else:
            hi = mid
    return best


def layout_problems(layout: TableLayout, hand: int = FIT_HAND) -> frozenset[str]:
    """What does not fit, with hands of ``hand`` cards: a region (hand, plate, trick,
    button, status corner; up to five seats also each seat's meld row and the contract
    panel) outside the view (``"out:<name>"``) or over another (``"<a>/<b>"``). The trick
    and the button may overlap (the button shows only while the trick is empty), and so
    may meld rows with what they are not kept clear of. Empty when all is well."""
    sizes = [hand] * layout.players
    boxes = regions(layout, sizes)
    view = layout.view
    w, h = layout.card_w * TALON_SCALE, layout.card_h * TALON_SCALE
    if layout.players <= 5:
        for rel in range(layout.players):
            slots = meld_slots(layout, rel, 6, hand)
            boxes[f"meld{rel}"] = card_box(slots[0], w, h).united(card_box(slots[-1], w, h))
        boxes["contract"] = contract_box(layout, sizes)
    found = {f"out:{name}" for name, box in boxes.items() if not box.inside(view)}
    items = list(boxes.items())
    for i, (a, ba) in enumerate(items):
        for b, bb in items[i + 1:]:
            if ({a, b} != {"trick", "button"} and _kept_apart(a, b)
                    and ba.intersects(bb)):
                found.add(f"{a}/{b}")
    return frozenset(found)


def _kept_apart(a: str, b: str) -> bool:
    """Meld rows keep clear of hands and plates (they lie over the trick's room, shown
    before the play); the contract panel of hands, plates and the status corner."""
    kinds = {a.rstrip("0123456789"), b.rstrip("0123456789")}
    for special, clear_of in (("meld", {"hand", "plate"}),
                              ("contract", {"hand", "plate", "status"})):
        if special in kinds:
            other = kinds - {special}
            return bool(other) and other <= clear_of
    return True


__all__ = ["FIT_HAND", "layout_problems", "scaled_layout"]
