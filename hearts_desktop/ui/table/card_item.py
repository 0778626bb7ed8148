"""One card on the table: a ``QGraphicsObject`` so that ``pos``, ``rotation``, ``opacity``
and ``scale`` animate with ``QPropertyAnimation``. It blits a cached pixmap (see
``card_pixmaps``) and draws its own states: dimmed (not playable), highlighted (just
received), in alarm (put in the spotlight: a card everyone should notice, which the game
chooses), outlined (it may be played or chosen now, when the table marks such cards by more
than dimming) and the keyboard focus ring. ``playable`` says whether the bottom seat may
play or choose it now, whatever is drawn. A marked card (the pixmaps' ``set_marks``, or this
item's ``set_mark``) shows its mark on the face. A selected or lifted card is raised by the
layout, not here."""

from __future__ import annotations

from PySide6.QtCore import Property, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPixmap, QTransform
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ...core.cards import Card
from .card_marks import AUTO, MarkChoice, outline_widths, paint_outline
from .card_pixmaps import BACK, CardPixmaps

_HIGHLIGHT = QColor(255, 214, 90)
_FOCUS = QColor(120, 200, 255)
_ALARM = QColor(235, 60, 70)
"""The red ring of a card in alarm (``set_alarm``, ``Moves.spotlight``)."""


class CardItem(QGraphicsObject):
    """A card face (``card`` set and ``face_up``) or a back. Centred on its position, so it
    rotates and scales about its middle."""

    clicked = Signal(object)
    """This item, when clicked while ``clickable``."""

    def __init__(self, pixmaps: CardPixmaps, width: float = 100.0, dpr: float = 1.0,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._pixmaps = pixmaps
        self._card: Card | None = None
        self._face_up = False
        self._width = float(width)
        self._height = pixmaps.height_for(width)
        self._dpr = dpr
        self._dimmed = False
        self._highlighted = False
        self._alarm = False
        self._focused = False
        self._clickable = False
        self._playable = False
        self._outlined = False
        self._mark: MarkChoice = AUTO
        self.selected = False
        """Raised out of the hand for passing (the layout reads it)."""
        self._flip = 1.0
        self._pm: QPixmap | None = None
        self._pm_key: tuple[object, ...] = ()
        self._pm_offset = 0.0
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)

    # ------------------------------------------------------------------ flip
    def flip_amount(self) -> float:
        return self._flip

    def set_flip(self, value: float) -> None:
        """The card's width as a fraction (1 flat, 0 edge-on): a card turning over."""
        value = max(0.0, min(1.0, float(value)))
        if value != self._flip:
            self._flip = value
            self.setTransform(QTransform.fromScale(max(value, 0.001), 1.0))

    flip = Property(float, flip_amount, set_flip)

    # ------------------------------------------------------------------ state
    @property
    def card(self) -> Card | None:
        return self._card

    @property
    def face_up(self) -> bool:
        return self._face_up and self._card is not None

    def set_card(self, card: Card | None, face_up: bool = True) -> None:
        if card != self._card or face_up != self._face_up:
            self._card = card
            self._face_up = face_up
            self.update()

    def set_size(self, width: float, dpr: float) -> None:
        height = self._pixmaps.height_for(width)
        if (width, height, dpr) != (self._width, self._height, self._dpr):
            self.prepareGeometryChange()
            self._width, self._height, self._dpr = float(width), height, dpr
            self.update()

    @property
    def width(self) -> float:
        return self._width

    @property
    def dimmed(self) -> bool:
        return self._dimmed

    def set_dimmed(self, on: bool) -> None:
        if on != self._dimmed:
            self._dimmed = on
            self.update()

    @property
    def highlighted(self) -> bool:
        return self._highlighted

    def set_highlighted(self, on: bool) -> None:
        if on != self._highlighted:
            self._highlighted = on
            self.update()

    def set_alarm(self, on: bool) -> None:
        """A red ring: the card is in the spotlight (``Moves.spotlight``), a card the game
        wants everyone to notice has just landed."""
        if on != self._alarm:
            self._alarm = on
            self.update()

    @property
    def focused(self) -> bool:
        return self._focused

    def set_focused(self, on: bool) -> None:
        if on != self._focused:
            self._focused = on
            self.update()

    @property
    def clickable(self) -> bool:
        return self._clickable

    def set_clickable(self, on: bool) -> None:
        if on != self._clickable:
            self._clickable = on
            self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton if on
                                         else Qt.MouseButton.NoButton)
            if on:
                self.setCursor(Qt.CursorShape.PointingHandCursor)
            else:
                self.unsetCursor()

    @property
    def playable(self) -> bool:
        """The bottom seat may play (or choose) this card now."""
        return self._playable

    def set_playable(self, on: bool) -> None:
        self._playable = on

    @property
    def outlined(self) -> bool:
        """The playable outline is drawn round the card (``card_marks.paint_outline``)."""
        return self._outlined

    def set_outlined(self, on: bool) -> None:
        if on != self._outlined:
            self._outlined = on
            self.update()

    @property
    def mark(self) -> MarkChoice:
        """``AUTO`` (the mark the pixmaps hold for this face, if any), None (never marked)
        or a ``CardMark`` for this item alone."""
        return self._mark

    def set_mark(self, mark: MarkChoice = AUTO) -> None:
        if mark != self._mark:
            self._mark = mark
            self.update()

    def reset_state(self) -> None:
        """Back to a plain card (used when an item is recycled)."""
        self.set_mark(AUTO)
        self.set_dimmed(False)
        self.set_highlighted(False)
        self.set_alarm(False)
        self.set_focused(False)
        self.set_clickable(False)
        self.set_playable(False)
        self.set_outlined(False)
        self.selected = False
        self.setOpacity(1.0)
        self.setScale(1.0)
        self.set_flip(1.0)

    # ------------------------------------------------------------------ painting
    def _rect(self) -> QRectF:
        return QRectF(-self._width / 2, -self._height / 2, self._width, self._height)

    def boundingRect(self) -> QRectF:
        band, edge = outline_widths(self._width)
        pad = max(4.0, self._width * 0.05, float(self._pixmaps.shadow_margin(self._width)),
                  band + edge + 1)
        return self._rect().adjusted(-pad, -pad, pad, pad)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(self._rect())
        return path

    def _pixmap(self) -> tuple[QPixmap, float]:
        """The pixmap to draw and its top-left corner (kept until the card changes)."""
        key = (self._card, self.face_up, self._width, self._dpr, self._dimmed, self._mark,
               self._pixmaps.generation)
        if self._pm is None or key != self._pm_key:
            face = self._card if self.face_up and self._card is not None else BACK
            self._pm = self._pixmaps.pixmap(face, self._width, self._dpr,
                                            dimmed=self._dimmed, shadow=True,
                                            mark=self._mark)
            self._pm_key = key
            self._pm_offset = self._pixmaps.shadow_margin(self._width)
        return self._pm, self._pm_offset

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        pm, m = self._pixmap()
        x, y = -self._width / 2 - m, -self._height / 2 - m
        world = painter.worldTransform()
        if world.isAffine() and world.m12() == 0.0 and world.m21() == 0.0 \
                and world.m11() == 1.0 and world.m22() == 1.0:
            # on whole device pixels: a plain blit instead of a filtered transform
            painter.setWorldTransform(QTransform.fromTranslate(round(world.dx()),
                                                               round(world.dy())))
            painter.drawPixmap(QPointF(round(x), round(y)), pm)
            painter.setWorldTransform(world)
        else:
            # The card's edge is already soft in the pixmap's alpha; antialiasing the
            # transformed blit as well costs several times more for no visible gain.
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
            painter.drawPixmap(QPointF(x, y), pm)
        if not (self._alarm or self._highlighted or self._focused or self._outlined):
            return
        rect = self._rect()
        radius = self._width * 0.055
        if self._outlined:
            paint_outline(painter, rect, radius)
        ring = None
        if self._alarm:
            ring = _ALARM
        elif self._highlighted:
            ring = _HIGHLIGHT
        if ring is not None or self._focused:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if ring is not None:
            pen = QPen(ring, max(2.0, self._width * 0.03))
            if self._dimmed:  # dashed: never taken for the outline of a playable card
                pen.setStyle(Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-1, -1, 1, 1), radius, radius)
        if self._focused:
            pen = QPen(_FOCUS, max(2.0, self._width * 0.028))
            pen.setStyle(Qt.PenStyle.SolidLine)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            d = max(2.0, self._width * 0.03)
            painter.drawRoundedRect(rect.adjusted(-d, -d, d, d), radius + d, radius + d)

    # ------------------------------------------------------------------ input
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._clickable and event.button() == Qt.MouseButton.LeftButton:
            event.accept()
            self.clicked.emit(self)
        else:
            event.ignore()

    def __repr__(self) -> str:
        face = str(self._card) if self.face_up else "back"
        return f"<CardItem {face} at {self.pos().x():.0f},{self.pos().y():.0f}>"
