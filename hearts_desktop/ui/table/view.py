"""The view that shows a table scene: 1:1 (the layout, not a transform, adapts to the
size), on the felt of the scene's palette (``table_palette``: green cloth, or black for high
contrast), with the keys the table does not use handed on (``key_pressed``)."""

from __future__ import annotations

import random
from time import perf_counter
from typing import Any

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QImage,
    QKeyEvent,
    QPainter,
    QPaintEvent,
    QPixmap,
    QRadialGradient,
    QResizeEvent,
)
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView, QWidget

from ..tr_context import TrContext
from .table_palette import CLASSIC, TablePalette, palette_of

FELT_CENTER = CLASSIC.q(CLASSIC.felt[0])
FELT_EDGE = CLASSIC.q(CLASSIC.felt[2])


def _felt_noise(size: int = 128, seed: int = 7) -> QImage:
    """A tile of faint light and dark speckles that makes the flat green read as cloth."""
    raw = random.Random(seed).randbytes(size * size)
    # a third of the pixels get an alpha of 6..19, half of those light, half dark
    # (premultiplied: a light speckle of alpha a is (a, a, a, a))
    alpha = bytes(6 + b % 14 if b < 85 else 0 for b in range(256))
    light = bytes(6 + b % 14 if b < 42 else 0 for b in range(256))
    pixels = bytearray(size * size * 4)
    grey = raw.translate(light)
    pixels[0::4] = grey
    pixels[1::4] = grey
    pixels[2::4] = grey
    pixels[3::4] = raw.translate(alpha)
    image = QImage(bytes(pixels), size, size, size * 4,
                   QImage.Format.Format_RGBA8888_Premultiplied)
    return image.copy()  # own the pixels


TableViewTexts = TrContext("TableViewTexts")


class TableView(QGraphicsView):
    """Shows the scene 1:1 (the layout, not a transform, adapts to the size) on green felt."""

    resized = Signal(int, int)
    first_painted = Signal()
    key_pressed = Signal(object)
    """A ``QKeyEvent`` the table did not use."""

    def __init__(self, scene: QGraphicsScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.setObjectName("table_view")
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setRenderHints(QPainter.RenderHint.Antialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform
                            | QPainter.RenderHint.TextAntialiasing)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontSavePainterState)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self._retranslate()
        self._felt: QPixmap | None = None
        self._felt_palette: TablePalette | None = None
        self._noise = _felt_noise()
        self.painted = False
        self.paint_log: list[tuple[float, float]] | None = None
        """When a list: (start, seconds) of every paint of the table (``bench ui``)."""

    def _retranslate(self) -> None:
        self.setAccessibleName(TableViewTexts.tr("Card table"))
        self.setAccessibleDescription(TableViewTexts.tr(
            "Left and Right choose a card of your hand; Space or Enter plays it"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    def sizeHint(self) -> QSize:
        return QSize(1280, 800)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._felt = None
        size = self.viewport().size()
        self.resized.emit(size.width(), size.height())

    def drawBackground(self, painter: QPainter, rect: QRectF | Any) -> None:
        size = self.viewport().size()
        palette = palette_of(self)
        if self._felt is None or self._felt.size() != size or palette != self._felt_palette:
            self._felt = self._make_felt(size.width(), size.height(), palette)
            self._felt_palette = palette
        painter.drawPixmap(QPointF(0, 0), self._felt)

    def palette_changed(self) -> None:
        """The scene's palette changed: paint the felt again."""
        self._felt = None
        self.resetCachedContent()
        self.viewport().update()

    def _make_felt(self, w: int, h: int, palette: TablePalette = CLASSIC) -> QPixmap:
        pm = QPixmap(max(1, w), max(1, h))
        p = QPainter(pm)
        grad = QRadialGradient(QPointF(w / 2, h * 0.45), max(w, h) * 0.75)
        centre, middle, edge = (palette.q(c) for c in palette.felt)
        grad.setColorAt(0.0, centre)
        grad.setColorAt(0.6, middle)
        grad.setColorAt(1.0, edge)
        p.fillRect(0, 0, w, h, QBrush(grad))
        if palette.grain:
            p.fillRect(0, 0, w, h, QBrush(QPixmap.fromImage(self._noise)))
        p.end()
        return pm

    def paintEvent(self, event: QPaintEvent) -> None:
        if not self.painted:
            self.painted = True
            super().paintEvent(event)
            self.first_painted.emit()
            return
        if self.paint_log is None:
            super().paintEvent(event)
            return
        start = perf_counter()
        super().paintEvent(event)
        self.paint_log.append((start, perf_counter() - start))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        self.key_pressed.emit(event)
        if not event.isAccepted():
            super().keyPressEvent(event)


__all__ = ["TableView"]
