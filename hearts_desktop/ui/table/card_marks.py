"""Marks drawn over a card's face: a generic way for a game's presentation to single out
cards on the table (``CardPixmaps.set_marks(cards, mark)``), for example the matadors of
Ombre. The toolkit knows only styles: an edge along the border in a colour, and a small badge
below the corner index (and, upside down, above the opposite one), where it still shows
when the cards overlap in a fanned hand.

Also the *outline* of a card that may be played or chosen now (``paint_outline``): a yellow
band between two black lines round the card, which shows on the white card and on any
felt, in colour and in grey alike (the option "mark the cards you may play")."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Final

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF


@dataclass(frozen=True)
class CardMark:
    """How a marked card is drawn over its face: an ``edge`` in ``colour`` along its border
    and a ``badge`` ("star", "dot" or None) below the corner index, repeated upside down
    in the opposite corner. Hashable: each mark is its own cached variant of a face."""

    colour: str = "#d9a520"
    edge: bool = True
    badge: str | None = "star"


MARK_GOLD = CardMark()
"""Gold edge and a star: the strongest mark (Ombre: the matadors)."""
MARK_SILVER = CardMark(colour="#8d9aab", badge="dot")
"""Silver edge and a dot: a lesser mark (Ombre: punto)."""
MARK_EDGE = CardMark(badge=None)
"""Only the gold edge."""


class AutoMark:
    """The type of :data:`AUTO`."""

    def __repr__(self) -> str:
        return "AUTO"


AUTO: Final = AutoMark()
"""``mark=AUTO`` (the default of :meth:`CardPixmaps.pixmap`): the mark set for that face
with :meth:`CardPixmaps.set_marks`, if any."""


def paint_mark(painter: QPainter, mark: CardMark, w: float, h: float) -> None:
    """Draw ``mark`` over a card face of ``w`` x ``h`` device pixels."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    colour = QColor(mark.colour)
    dark = colour.darker(170)
    radius = w * 0.055
    if mark.edge:
        pen_w = max(2.0, w * 0.035)
        inset = pen_w / 2 + max(0.5, w * 0.004)
        rect = QRectF(inset, inset, w - 2 * inset, h - 2 * inset)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(dark, pen_w + max(1.0, w * 0.008)))
        painter.drawRoundedRect(rect, radius, radius)
        painter.setPen(QPen(colour, pen_w))
        painter.drawRoundedRect(rect, radius, radius)
    if mark.badge:
        r = max(3.0, w * 0.068)
        cx, cy = w * 0.092, h * 0.30
        for x, y in ((cx, cy), (w - cx, h - cy)):
            painter.setPen(QPen(dark, max(1.0, r * 0.16)))
            painter.setBrush(colour)
            painter.drawEllipse(QPointF(x, y), r, r)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor("#ffffff"))
            if mark.badge == "star":
                star = QPolygonF()
                for i in range(10):
                    a = math.radians(-90 + i * 36)
                    rr = r * (0.72 if i % 2 == 0 else 0.3)
                    star.append(QPointF(x + rr * math.cos(a), y + rr * math.sin(a)))
                path = QPainterPath()
                path.addPolygon(star)
                painter.drawPath(path)
            else:
                painter.drawEllipse(QPointF(x, y), r * 0.36, r * 0.36)
    painter.restore()


OUTLINE_BAND = QColor(255, 214, 0)
OUTLINE_EDGE = QColor(0, 0, 0)


def outline_widths(width: float) -> tuple[float, float]:
    """(band, edge) of the outline of a card ``width`` pixels wide."""
    return max(3.0, width * 0.04), max(1.0, width * 0.011)


def paint_outline(painter: QPainter, rect: QRectF, radius: float) -> None:
    """The playable outline round the card ``rect`` (its corner ``radius``): the band lies
    just outside the card's edge, a black line on either side of it."""
    band, edge = outline_widths(rect.width())
    d = band / 2
    ring = rect.adjusted(-d, -d, d, d)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(OUTLINE_EDGE, band + 2 * edge))
    painter.drawRoundedRect(ring, radius + d, radius + d)
    painter.setPen(QPen(OUTLINE_BAND, band))
    painter.drawRoundedRect(ring, radius + d, radius + d)
    painter.restore()


MarkChoice = CardMark | AutoMark | None
"""What a ``mark=`` argument takes: a mark, ``AUTO`` or None (no mark)."""

__all__ = ["AUTO", "MARK_EDGE", "MARK_GOLD", "MARK_SILVER", "OUTLINE_BAND", "OUTLINE_EDGE",
           "AutoMark", "CardMark", "MarkChoice", "outline_widths", "paint_mark",
           "paint_outline"]
