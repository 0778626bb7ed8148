"""Chips on the table: each seat's pile beside its name plate, the pot in the middle, and
single chips flying between them when chips change hands (``Moves.pay``).

Every chip is drawn here (a disc with edge inserts and an inner ring, in the colour of its
value), nothing is taken from elsewhere. A pile shows its amount as a number, large enough
to read at a glance, beside a few stacks of chips whose colours follow the amount (white 1,
red 5, blue 10, green 25, black 100), so a rich pile looks rich.

``ChipZone`` belongs to a scene: it makes the piles a game asks for (``show``), keeps their
amounts (``set_amounts``, ``add``), places them (``zones.chip_box``, ``zones.pot_box``) and
lends the flying chips. It knows no game: a game's director says who has how many.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any, Protocol

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from .layout import Box, TableLayout
from .table_palette import palette_of
from .zones import chip_boxes, pot_box


class ChipHost(Protocol):
    """What a chip zone needs of its scene (``TableScene`` has it)."""

    layout: TableLayout
    hands: list[list[Any]]
    bottom_seat: int
    players: int

    def rel(self, seat: int) -> int: ...
    def addItem(self, item: QGraphicsItem) -> None: ...
    def removeItem(self, item: QGraphicsItem) -> None: ...

DENOMINATIONS: tuple[tuple[int, str], ...] = (
    (100, "#26262b"), (25, "#2f8f4e"), (10, "#2f62b8"), (5, "#c0353a"), (1, "#f2efe6"))
"""Chip values, highest first, and their colours."""
POT = None
"""The key of the pot among the piles (a seat's pile has the seat's number)."""
Z_PILE = 4.0
Z_CHIP = 650.0
MAX_STACK = 7
"""Chips drawn in one stack at most (the number tells the rest)."""


def colour_of(value: int) -> QColor:
    """The colour of the chip of ``value`` (the largest denomination not above it)."""
    for denomination, colour in DENOMINATIONS:
        if value >= denomination:
            return QColor(colour)
    return QColor(DENOMINATIONS[-1][1])


def stacks_for(amount: int, columns: int = 3) -> list[tuple[int, int]]:
    """(denomination, chips) of the stacks that show ``amount``: the largest denominations
    first, at most ``columns`` stacks of at most ``MAX_STACK`` chips.

    >>> stacks_for(132)
    [(100, 1), (25, 1), (5, 1)]
    >>> stacks_for(0)
    []
    """
    out: list[tuple[int, int]] = []
    rest = max(0, amount)
    for denomination, _ in DENOMINATIONS:
        count = rest // denomination
        if count:
            out.append((denomination, min(MAX_STACK, count)))
            rest -= count * denomination
        if len(out) == columns:
            break
    return out


def paint_chip(painter: QPainter, cx: float, cy: float, r: float, colour: QColor,
               flat: float = 0.42) -> None:
    """One chip seen from above at an angle: an ellipse of radius ``r`` squashed to
    ``flat``, with six light edge inserts and an inner ring."""
    ry = r * flat
    dark = colour.darker(150)
    light = QColor(255, 255, 255) if colour.lightness() < 200 else QColor(200, 60, 60)
    painter.setPen(QPen(dark, max(0.8, r * 0.08)))
    painter.setBrush(colour)
    painter.drawEllipse(QPointF(cx, cy), r, ry)
    painter.setPen(QPen(light, max(1.0, r * 0.2)))
    for k in range(6):
        a = math.radians(k * 60 + 15)
        painter.drawLine(QPointF(cx + math.cos(a) * r * 0.78, cy + math.sin(a) * ry * 0.78),
                         QPointF(cx + math.cos(a) * r * 0.93, cy + math.sin(a) * ry * 0.93))
    painter.setPen(QPen(light, max(0.6, r * 0.06)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(QPointF(cx, cy), r * 0.55, ry * 0.55)


def _font(px: float, bold: bool = False) -> QFont:
    font = QFont()
    font.setPixelSize(max(8, round(px)))
    font.setBold(bold)
    return font


class ChipPile(QGraphicsObject):
    """A seat's chips (or the pot): stacks of chips and the amount, with an optional label
    ("Pot") above the amount."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.amount = 0
        self.label = ""
        self._w = 100.0
        self._h = 40.0
        self.setZValue(Z_PILE)

    def set_box(self, box: Box) -> None:
        if (box.w, box.h) != (self._w, self._h):
            self.prepareGeometryChange()
            self._w, self._h = box.w, box.h
        self.setPos(box.x, box.y)
        self.update()

    def set_amount(self, amount: int) -> None:
        if amount != self.amount:
            self.amount = amount
            self.update()

    def set_label(self, label: str) -> None:
        if label != self.label:
            self.label = label
            self.update()

    def box(self) -> Box:
        return Box(self.x(), self.y(), self._w, self._h)

    def anchor(self) -> tuple[float, float]:
        """Where flying chips leave from and land (the stacks' middle), in the scene."""
        r = self._chip_radius()
        return self.x() + self._h * 0.12 + r * 2.2, self.y() + self._h * 0.62

    def _chip_radius(self) -> float:
        return self._h * 0.27

    def boundingRect(self) -> QRectF:
        return QRectF(-2, -2, self._w + 4, self._h + 4)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        w, h = self._w, self._h
        pal = palette_of(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(pal.panel_colour(150))
        painter.setPen(QPen(pal.edge_colour(30), pal.edge_width))
        radius = min(10.0, h * 0.25)
        painter.drawRoundedRect(QRectF(0.5, 0.5, w - 1, h - 1), radius, radius)
        r = self._chip_radius()
        step = r * 0.3
        x = h * 0.12 + r
        base = h * 0.8
        for denomination, count in stacks_for(self.amount):
            colour = colour_of(denomination)
            for k in range(count):
                paint_chip(painter, x, base - k * step, r, colour)
            x += r * 1.55
        text = str(self.amount)
        tx = h * 0.12 + r * 2 + r * 1.55 * 2 + h * 0.1
        tw = w - tx - h * 0.12
        painter.setPen(pal.q(pal.alert) if self.amount < 0 else pal.q(pal.accent))
        font = _font(h * (0.44 if self.label else 0.5), bold=True)
        while QFontMetricsF(font).horizontalAdvance(text) > tw and font.pixelSize() > 8:
            font.setPixelSize(font.pixelSize() - 1)
        painter.setFont(font)
        if self.label:
            painter.drawText(QRectF(tx, h * 0.4, tw, h * 0.56),
                             Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight, text)
            painter.setFont(_font(h * 0.28, bold=True))
            painter.setPen(pal.q(pal.muted))
            fm = QFontMetricsF(painter.font())
            # right-aligned over the amount; a longer word (another language) may reach
            # over the top of the chip stacks rather than be cut short
            lx = h * 0.12
            lw = w - lx - h * 0.12
            painter.drawText(QRectF(lx, h * 0.04, lw, h * 0.38),
                             Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight,
                             fm.elidedText(self.label, Qt.TextElideMode.ElideRight, lw))
        else:
            painter.drawText(QRectF(tx, 0, tw, h),
                             Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight, text)



class FlyingChip(QGraphicsObject):
    """One chip on its way from a pile to another (seen from above, a little tilted)."""

    def __init__(self, radius: float = 10.0, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.radius = radius
        self.colour = colour_of(1)
        self.setZValue(Z_CHIP)

    def set_chip(self, value: int, radius: float) -> None:
        if radius != self.radius:
            self.prepareGeometryChange()
            self.radius = radius
        self.colour = colour_of(value)
        self.update()

    def boundingRect(self) -> QRectF:
        r = self.radius + 2
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 60))
        painter.drawEllipse(QPointF(1.5, 2.5), self.radius, self.radius * 0.7)
        paint_chip(painter, 0.0, 0.0, self.radius, self.colour, flat=0.7)


class ChipZone:
    """The chip piles of one scene (none until a game shows them) and its flying chips."""

    def __init__(self, scene: ChipHost) -> None:
        self.scene = scene
        self.piles: dict[int | None, ChipPile] = {}
        self._pool: list[FlyingChip] = []
        self.flying: list[FlyingChip] = []
        self.avoid: list[Box] = []
        """Boxes the pot keeps clear of besides hands and plates (the talon, the aside
        pile): the scene sets them when it lays the table out."""

    @property
    def shown(self) -> bool:
        return bool(self.piles)

    def show(self, seats: Sequence[int], pot: bool = True) -> None:
        """Piles for ``seats`` (and the pot); the others go."""
        wanted: list[int | None] = [*seats, *([POT] if pot else [])]
        for key in [k for k in self.piles if k not in wanted]:
            self.scene.removeItem(self.piles.pop(key))
        for key in wanted:
            if key not in self.piles:
                pile = ChipPile()
                self.scene.addItem(pile)
                self.piles[key] = pile
        self.place()

    def hide(self) -> None:
        self.show((), pot=False)
        self.land()

    def set_amounts(self, chips: Sequence[int], pot: int | None = None) -> None:
        for seat, amount in enumerate(chips):
            if seat in self.piles:
                self.piles[seat].set_amount(amount)
        if pot is not None and POT in self.piles:
            self.piles[POT].set_amount(pot)

    def amounts(self) -> dict[int | None, int]:
        """What every pile shows now (tests: chips are conserved on the table)."""
        return {k: p.amount for k, p in self.piles.items()}

    def add(self, key: int | None, amount: int) -> None:
        pile = self.piles.get(key)
        if pile is not None:
            pile.set_amount(pile.amount + amount)

    def set_label(self, key: int | None, label: str) -> None:
        if key in self.piles:
            self.piles[key].set_label(label)

    def seat_boxes(self) -> list[Box]:
        """Where the seats' piles lie (the talon keeps clear of them)."""
        sc = self.scene
        sizes = [len(sc.hands[(sc.bottom_seat + r) % sc.players]) for r in range(sc.players)]
        seats = [k for k in self.piles if k is not POT]
        if not seats:
            return []
        boxes = chip_boxes(sc.layout, sizes)
        return [boxes[sc.rel(k)] for k in seats]

    def anchor(self, key: int | None) -> tuple[float, float]:
        pile = self.piles.get(key)
        if pile is None:
            return self.scene.layout.center
        return pile.anchor()

    def place(self) -> None:
        sc = self.scene
        sizes = [len(sc.hands[(sc.bottom_seat + r) % sc.players]) for r in range(sc.players)]
        boxes = (chip_boxes(sc.layout, sizes) if any(k is not POT for k in self.piles)
                 else [])
        for key, pile in self.piles.items():
            pile.set_box(pot_box(sc.layout, sizes, self.avoid) if key is POT
                         else boxes[sc.rel(key)])

    def chip(self, value: int) -> FlyingChip:
        """A flying chip of ``value``'s colour, from the pool."""
        if self._pool:
            item = self._pool.pop()
        else:
            item = FlyingChip()
            self.scene.addItem(item)
        radius = next(iter(self.piles.values())).box().h * 0.27 if self.piles else 10.0
        item.set_chip(value, radius)
        item.setOpacity(1.0)
        item.setScale(1.0)
        item.setVisible(True)
        self.flying.append(item)
        return item

    def land(self) -> None:
        """Every flying chip has arrived: back to the pool."""
        for item in self.flying:
            item.setVisible(False)
            self._pool.append(item)
        self.flying = []


__all__ = ["DENOMINATIONS", "POT", "ChipHost", "ChipPile", "ChipZone", "FlyingChip", "colour_of",
           "paint_chip", "stacks_for"]
