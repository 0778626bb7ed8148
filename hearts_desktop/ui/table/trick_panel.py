"""The last-trick panel: the previous trick, shown on demand (key L) over the middle of the
table, drawn like the other pieces of ``items`` in its scene's palette."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ...core.cards import Card
from .card_pixmaps import CardPixmaps
from .items import _Box, _font
from .table_palette import palette_of


class LastTrickPanel(_Box):
    """The previous trick, shown on demand (key L) over the middle of the table."""

    def __init__(self, pixmaps: CardPixmaps, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._pixmaps = pixmaps
        self.title = ""
        self.cards: list[tuple[str, Card, bool]] = []
        """(seat name, card, won the trick)."""
        self.dpr = 1.0
        self.setZValue(900)
        self.setVisible(False)

    def set_trick(self, title: str, cards: Sequence[tuple[str, Card, bool]]) -> None:
        self.title = title
        self.cards = list(cards)
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        r = self._rect()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        pal = palette_of(self)
        gold, text = pal.q(pal.accent), pal.q(pal.text)
        painter.setBrush(pal.panel_colour(225))
        painter.setPen(QPen(gold, 1.5 * pal.edge_width))
        painter.drawRoundedRect(r.adjusted(1, 1, -1, -1), 14, 14)
        title_h = r.height() * 0.16
        painter.setFont(_font(title_h * 0.6, bold=True))
        painter.setPen(gold)
        painter.drawText(QRectF(0, 4, r.width(), title_h), Qt.AlignmentFlag.AlignCenter,
                         self.title)
        n = max(1, len(self.cards))
        label_h = r.height() * 0.12
        avail_h = r.height() - title_h - label_h - 16
        gap = 8.0
        cw = min((r.width() - 16 - gap * (n - 1)) / n, avail_h * self._pixmaps.aspect)
        ch = self._pixmaps.height_for(cw)
        x0 = (r.width() - (cw * n + gap * (n - 1))) / 2
        y0 = title_h + 6
        painter.setFont(_font(label_h * 0.62))
        for i, (name, card, won) in enumerate(self.cards):
            x = x0 + i * (cw + gap)
            painter.drawPixmap(QPointF(x, y0), self._pixmaps.pixmap(card, cw, self.dpr))
            if won:
                painter.setPen(QPen(gold, 2.5))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(QRectF(x - 2, y0 - 2, cw + 4, ch + 4), 6, 6)
            painter.setPen(gold if won else text)
            fm = QFontMetricsF(painter.font())
            painter.drawText(QRectF(x - gap / 2, y0 + ch + 2, cw + gap, label_h),
                             Qt.AlignmentFlag.AlignCenter,
                             fm.elidedText(name, Qt.TextElideMode.ElideRight, cw + gap))
