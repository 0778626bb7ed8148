"""The table's other pieces: name plates (with a partnership mark), the action button, the
status corner (a game's icon, two lines and the move clock), the contract panel (bid,
declarer, trump), the announcement banner and the captions of the cards a seat lays out
(what they are worth); the last-trick panel is in ``trick_panel``.

Each is a ``QGraphicsObject`` that draws itself (crisp at any size, no widgets inside the
scene) in the colours of its scene's palette (``table_palette``: the classic green felt or
high contrast) and shows texts it is given; the game's presentation supplies translated
strings.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPen,
    QPixmap,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from .table_palette import CLASSIC, palette_of

GOLD = CLASSIC.q(CLASSIC.accent)
TEXT = CLASSIC.q(CLASSIC.text)
MUTED = CLASSIC.q(CLASSIC.muted)
"""The classic look's accent, text and second-line colours (``table_palette.CLASSIC``)."""
ALERT_RED = QColor(226, 48, 62)
TEAM_COLOURS = (QColor(92, 170, 255), QColor(255, 140, 90), QColor(170, 120, 230),
                QColor(120, 210, 140))
"""The marks of partnerships on the name plates, team 0, 1, ..."""

StatusIcon = Callable[[QPainter, float, float, float, bool], None]
"""Draws a game's status icon: (painter, centre x, centre y, size, lit)."""


def _font(px: float, bold: bool = False) -> QFont:
    font = QFont()
    font.setPixelSize(max(8, round(px)))
    font.setBold(bold)
    return font


def _fitted_font(text: str, px: float, width: float, bold: bool = False, *,
                 minimum: int = 8) -> QFont:
    """``_font(px)``, made smaller (down to about half, never under ``minimum`` pixels)
    until ``text`` fits in ``width``."""
    font = _font(max(px, minimum), bold)
    for _ in range(8):
        if QFontMetricsF(font).horizontalAdvance(text) <= width or font.pixelSize() <= minimum:
            break
        font.setPixelSize(max(minimum, round(font.pixelSize() * 0.92)))
    return font


READABLE_PX = 11
"""The status corner's smallest text: it wraps a long title onto two lines rather than
shrink under this."""


def balanced_width(text: str, font: QFont, width: float) -> float:
    """The narrowest width (at most ``width``) in which ``text`` wraps onto no more lines
    than in ``width``: a wrapped title's lines come out of even length instead of a full
    line and a last word (or, in Japanese, one last character) alone."""
    fm = QFontMetricsF(font)
    flags = int(Qt.TextFlag.TextWordWrap)

    def wrapped(w: float) -> QRectF:
        return fm.boundingRect(QRectF(0, 0, w, 10_000), flags, text)

    full = wrapped(width).height()
    if fm.horizontalAdvance(text) <= width or full <= fm.height() * 1.5:
        return width
    lo, hi = width / 4, width
    for _ in range(12):
        mid = (lo + hi) / 2
        box = wrapped(mid)
        if box.height() <= full + 0.5 and box.width() <= mid:  # no more lines, none cut
            hi = mid
        else:
            lo = mid
    return min(width, math.ceil(max(hi, wrapped(hi).width())) + 3)  # + rounding at any x


class _Box(QGraphicsObject):
    """A fixed-size item whose top-left is its position."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._w = 10.0
        self._h = 10.0

    def set_box(self, x: float, y: float, w: float, h: float) -> None:
        if (w, h) != (self._w, self._h):
            self.prepareGeometryChange()
            self._w, self._h = w, h
        self.setPos(x, y)
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-4, -4, self._w + 8, self._h + 8)

    def _rect(self) -> QRectF:
        return QRectF(0, 0, self._w, self._h)


class NamePlate(_Box):
    """A seat's name, score and a detail line (this hand's points, "Ready", a bid); glows
    gold on the seat's turn; a coloured edge marks its partnership."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.name = ""
        self.score_text = "0"
        self.detail = ""
        self.active = False
        self.dealer = False
        self.team: int | None = None
        """The seat's partnership (None: plays for itself)."""
        self.setZValue(5)

    def set_team(self, team: int | None) -> None:
        if team != self.team:
            self.team = team
            self.update()

    def set_texts(self, name: str, score: str, detail: str) -> None:
        if (name, score, detail) != (self.name, self.score_text, self.detail):
            self.name, self.score_text, self.detail = name, score, detail
            self.update()

    def set_active(self, on: bool) -> None:
        if on != self.active:
            self.active = on
            self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        r = self._rect()
        pal = palette_of(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        radius = min(12.0, r.height() * 0.28)
        grad = QLinearGradient(0, 0, 0, r.height())
        top, bottom = pal.plate_active if self.active else pal.plate
        grad.setColorAt(0, pal.q(top))
        grad.setColorAt(1, pal.q(bottom))
        painter.setBrush(QBrush(grad))
        painter.setPen(QPen(pal.q(pal.accent) if self.active else pal.edge_colour(),
                            2.0 * pal.edge_width if self.active else pal.edge_width))
        painter.drawRoundedRect(r.adjusted(1, 1, -1, -1), radius, radius)
        text = pal.q(pal.active_text if self.active else pal.text)
        accent = pal.q(pal.active_accent if self.active else pal.text)
        muted = pal.q(pal.active_text if self.active else pal.muted)
        if self.team is not None:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(TEAM_COLOURS[self.team % len(TEAM_COLOURS)])
            painter.drawRoundedRect(QRectF(2, r.height() * 0.18, max(3.0, r.height() * 0.08),
                                           r.height() * 0.64), 2, 2)
        pad = r.height() * 0.2
        score_font = _font(r.height() * 0.46, bold=True)
        name_font = _font(r.height() * 0.34, bold=True)
        score_w = QFontMetricsF(score_font).horizontalAdvance(self.score_text) + pad
        painter.setFont(score_font)
        painter.setPen(accent)
        painter.drawText(QRectF(r.width() - score_w - pad * 0.6, 0, score_w, r.height()),
                         Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight,
                         self.score_text)
        text_w = r.width() - score_w - pad * 1.8
        painter.setFont(name_font)
        painter.setPen(text)
        fm = QFontMetricsF(name_font)
        name = fm.elidedText(self.name, Qt.TextElideMode.ElideRight, text_w)
        top_h = r.height() * (0.56 if self.detail else 1.0)
        painter.drawText(QRectF(pad, r.height() * 0.04, text_w, top_h),
                         Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, name)
        if self.detail:
            # a long detail ("This hand: 26" in a narrow replay table) shrinks before it
            # is elided
            detail_font = _fitted_font(self.detail, r.height() * 0.25, text_w)
            painter.setFont(detail_font)
            painter.setPen(muted)
            fm2 = QFontMetricsF(detail_font)
            detail = fm2.elidedText(self.detail, Qt.TextElideMode.ElideRight, text_w)
            painter.drawText(QRectF(pad, r.height() * 0.52, text_w, r.height() * 0.42),
                             Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
                             detail)


class ActionButton(_Box):
    """The button in the middle of the table that confirms the cards chosen."""

    clicked = Signal()

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.text = ""
        self.enabled = False
        self._hover = False
        self._pressed = False
        self.setAcceptHoverEvents(True)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setZValue(300)

    def set_text(self, text: str) -> None:
        if text != self.text:
            self.text = text
            self.update()

    def set_enabled(self, on: bool) -> None:
        if on != self.enabled:
            self.enabled = on
            self.update()

    def needed_width(self, height: float) -> float:
        """How wide a button ``height`` tall must be to show its text whole (its round
        ends keep ``0.9 * height`` clear)."""
        font = _font(height * 0.4, bold=True)
        return QFontMetricsF(font).horizontalAdvance(self.text) + height * 0.9 + 2

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        r = self._rect()
        pal = palette_of(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        radius = r.height() / 2
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 70))
        painter.drawRoundedRect(r.translated(0, 3), radius, radius)
        grad = QLinearGradient(0, 0, 0, r.height())
        if self.enabled:
            top, bottom = (pal.q(c) for c in pal.button)
            if self._hover:
                top, bottom = top.lighter(108), bottom.lighter(108)
            if self._pressed:
                top, bottom = bottom, top
        else:
            top, bottom = (pal.q(c) for c in pal.button_off)
        grad.setColorAt(0, top)
        grad.setColorAt(1, bottom)
        painter.setBrush(QBrush(grad))
        edge = QColor(90, 60, 10, 160) if self.enabled else QColor(40, 60, 45)
        painter.setPen(QPen(pal.edge_colour() if pal.opaque_panels else edge,
                            1.2 * pal.edge_width))
        painter.drawRoundedRect(r.adjusted(1, 1, -1, -1), radius, radius)
        # a button too narrow for its text (a side button's) shrinks the text instead
        painter.setFont(_fitted_font(self.text, r.height() * 0.4, r.width() - r.height() * 0.9,
                                     bold=True))
        painter.setPen(pal.q(pal.button_ink if self.enabled else pal.button_off_ink))
        painter.drawText(r, Qt.AlignmentFlag.AlignCenter, self.text)

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._hover = True
        self.update()

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._hover = False
        self._pressed = False
        self.update()

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self._pressed = True
        self.update()
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        was = self._pressed
        self._pressed = False
        self.update()
        if was and self.enabled and self._rect().contains(event.pos()):
            self.clicked.emit()


class StatusCorner(_Box):
    """Bottom right: the game's icon (lit or not), a title and a second line, and the move
    clock when the rules have one."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.lit = False
        self.title = ""
        self.line2 = ""
        self.clock: int | None = None
        self.icon: StatusIcon | None = None
        """Draws the game's icon at the corner's left (None: no icon)."""
        self.setZValue(5)
        self.setTransformOriginPoint(0, 0)

    def set_state(self, lit: bool, title: str, line2: str, clock: int | None) -> None:
        if (lit, title, line2, clock) != (self.lit, self.title, self.line2, self.clock):
            self.lit, self.title = lit, title
            self.line2, self.clock = line2, clock
            self.update()

    def set_icon(self, icon: StatusIcon | None) -> None:
        if icon is not self.icon:
            self.icon = icon
            self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        r = self._rect()
        pal = palette_of(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        radius = min(12.0, r.height() * 0.2)
        painter.setBrush(pal.panel_colour(150))
        painter.setPen(QPen(pal.edge_colour(30), pal.edge_width))
        painter.drawRoundedRect(r.adjusted(1, 1, -1, -1), radius, radius)
        if self.icon is not None:
            self.icon(painter, r.height() * 0.36, r.height() * 0.36, r.height() * 0.42,
                      self.lit)
        (title_font, title_box), (line_font, line_box) = self.text_boxes()
        painter.setFont(title_font)
        painter.setPen(pal.q(pal.text if self.lit else pal.muted))
        painter.drawText(title_box, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft
                         | Qt.TextFlag.TextWordWrap, self.title)
        painter.setFont(line_font)
        painter.setPen(pal.q(pal.muted))
        line = self.line2
        if self.clock is not None:
            painter.setPen(pal.q(pal.alert if self.clock <= 5 else pal.accent))
            line = f"⏱ {self.clock}"
        painter.drawText(line_box, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
                         line)

    def text_boxes(self) -> tuple[tuple[QFont, QRectF], tuple[QFont, QRectF]]:
        """(font, box) of the title (beside the icon; a long one wraps onto two lines
        rather than shrink under ``READABLE_PX``) and of the second line."""
        r = self._rect()
        tx = r.height() * 0.7
        text_w = r.width() - tx - 8
        title_font = _fitted_font(self.title, r.height() * 0.2, text_w, bold=True,
                                  minimum=READABLE_PX)
        title_box = QRectF(tx, r.height() * 0.04,
                           balanced_width(self.title, title_font, text_w), r.height() * 0.54)
        line_w = r.width() - 16
        if self.clock is not None:
            line_font = _font(max(r.height() * 0.24, READABLE_PX), bold=True)
        else:
            line_font = _fitted_font(self.line2, r.height() * 0.19, line_w,
                                     minimum=READABLE_PX - 1)
        line_box = QRectF(10, r.height() * 0.58, line_w, r.height() * 0.38)
        return (title_font, title_box), (line_font, line_box)


class ContractPanel(_Box):
    """The contract of the deal (top corner): a title ("Contract 31"), a detail line
    ("Anna and Ben") and an emblem (the trump suit's symbol, in its colour, or a small
    picture: a card of the suit as the table draws it). Hidden until a game shows it."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.title = ""
        self.detail = ""
        self.emblem = ""
        self.emblem_colour = TEXT
        self.emblem_pixmap: QPixmap | None = None
        self.setZValue(5)
        self.setVisible(False)

    def set_contract(self, title: str, detail: str = "", emblem: str = "",
                     emblem_colour: QColor | None = None,
                     emblem_pixmap: QPixmap | None = None) -> None:
        colour = emblem_colour if emblem_colour is not None else TEXT
        self.title, self.detail, self.emblem = title, detail, emblem
        self.emblem_colour = colour
        self.emblem_pixmap = emblem_pixmap
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        r = self._rect()
        pal = palette_of(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        radius = min(12.0, r.height() * 0.2)
        painter.setBrush(pal.panel_colour(170))
        painter.setPen(QPen(pal.q(pal.accent), 1.2 * pal.edge_width))
        painter.drawRoundedRect(r.adjusted(1, 1, -1, -1), radius, radius)
        tx = 10.0
        if self.emblem_pixmap is not None and not self.emblem_pixmap.isNull():
            pm = self.emblem_pixmap
            ratio = pm.devicePixelRatio() or 1.0
            ph = r.height() * 0.78
            pw = pm.width() / ratio * ph / max(1.0, pm.height() / ratio)
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
            painter.drawPixmap(QRectF(8, (r.height() - ph) / 2, pw, ph), pm,
                               QRectF(pm.rect()))
            tx = 8 + pw + 8
        elif self.emblem:
            size = r.height() * 0.62
            painter.setFont(_font(size, bold=True))
            painter.setPen(self.emblem_colour)
            painter.drawText(QRectF(6, 0, r.height() * 0.7, r.height()),
                             Qt.AlignmentFlag.AlignCenter, self.emblem)
            tx = r.height() * 0.8
        text_w = r.width() - tx - 8
        painter.setFont(_fitted_font(self.title, r.height() * 0.24, text_w, bold=True))
        painter.setPen(pal.q(pal.accent))
        painter.drawText(QRectF(tx, r.height() * 0.06, text_w, r.height() * 0.46),
                         Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, self.title)
        font = _fitted_font(self.detail, r.height() * 0.19, text_w)
        flags = Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft
        if QFontMetricsF(font).horizontalAdvance(self.detail) > text_w:
            # too long for one line even when small: two lines (a trump and a called card)
            font = _font(r.height() * 0.16)
            flags |= Qt.TextFlag.TextWordWrap
        painter.setFont(font)
        painter.setPen(pal.q(pal.muted))
        painter.drawText(QRectF(tx, r.height() * 0.48, text_w, r.height() * 0.48), flags,
                         self.detail)


class Banner(_Box):
    """A message across the middle of the table ("Pauline wins the bidding")."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.title = ""
        self.subtitle = ""
        self.source: Callable[[], tuple[str, str]] | None = None
        """Makes (title, subtitle) in the current language (see :meth:`retranslate`)."""
        self.setZValue(1000)
        self.setOpacity(0.0)
        self.setVisible(False)

    def set_texts(self, title: str, subtitle: str = "") -> None:
        self.source = None
        self.title, self.subtitle = title, subtitle
        self.update()

    def set_source(self, source: Callable[[], tuple[str, str]]) -> None:
        """Show the texts ``source()`` makes, and make them again after a language
        switch."""
        self.source = source
        self.title, self.subtitle = source()
        self.update()

    def retranslate(self) -> None:
        if self.source is not None:
            self.title, self.subtitle = self.source()
            self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        r = self._rect()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        radius = min(22.0, r.height() * 0.25)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 90))
        painter.drawRoundedRect(r.translated(0, 5), radius, radius)
        pal = palette_of(self)
        grad = QLinearGradient(0, 0, 0, r.height())
        grad.setColorAt(0, pal.q(pal.banner[0]))
        grad.setColorAt(1, pal.q(pal.banner[1]))
        painter.setBrush(QBrush(grad))
        painter.setPen(QPen(pal.q(pal.accent), 2.0 * pal.edge_width))
        painter.drawRoundedRect(r.adjusted(1, 1, -1, -1), radius, radius)
        if self.subtitle:
            title_rect = QRectF(0, r.height() * 0.08, r.width(), r.height() * 0.55)
        else:
            title_rect = r
        painter.setFont(_font(r.height() * (0.36 if self.subtitle else 0.42), bold=True))
        painter.setPen(pal.q(pal.accent))
        painter.drawText(title_rect, Qt.AlignmentFlag.AlignCenter, self.title)
        if self.subtitle:
            painter.setFont(_font(r.height() * 0.2))
            painter.setPen(pal.q(pal.text))
            painter.drawText(QRectF(0, r.height() * 0.58, r.width(), r.height() * 0.34),
                             Qt.AlignmentFlag.AlignCenter, self.subtitle)


class Caption(_Box):
    """A few short lines beside the cards a seat has laid out face up ("Run 15",
    "Pinochle 4", then a total in gold); the texts come from a source made again after a
    language switch."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.lines: list[str] = []
        self.total = ""
        self.source: Callable[[], tuple[list[str], str]] | None = None
        self.setZValue(700)
        self.setVisible(False)

    def set_source(self, source: Callable[[], tuple[list[str], str]]) -> None:
        """Show the (lines, total) ``source()`` makes."""
        self.source = source
        self.lines, self.total = source()
        self.update()

    def retranslate(self) -> None:
        if self.source is not None:
            self.lines, self.total = self.source()
            self.update()

    def size_for(self, px: float) -> tuple[float, float]:
        """Width and height the texts need at a font of ``px`` pixels."""
        fm = QFontMetricsF(_font(px))
        bold = QFontMetricsF(_font(px, bold=True))
        widths = [fm.horizontalAdvance(t) for t in self.lines]
        widths.append(bold.horizontalAdvance(self.total))
        rows = len(self.lines) + (1 if self.total else 0)
        return max(widths, default=0.0) + px * 1.4, rows * px * 1.3 + px * 0.7

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        r = self._rect()
        rows = len(self.lines) + (1 if self.total else 0)
        if rows == 0:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pal = palette_of(self)
        px = (r.height() - 0) / (rows * 1.3 + 0.7)
        painter.setBrush(pal.panel_colour(215))
        painter.setPen(QPen(pal.q(pal.accent), pal.edge_width))
        painter.drawRoundedRect(r.adjusted(1, 1, -1, -1), px * 0.5, px * 0.5)
        y = px * 0.35
        painter.setFont(_font(px))
        painter.setPen(pal.q(pal.text))
        for line in self.lines:
            painter.drawText(QRectF(px * 0.7, y, r.width() - px * 1.4, px * 1.3),
                             Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, line)
            y += px * 1.3
        if self.total:
            painter.setFont(_font(px, bold=True))
            painter.setPen(pal.q(pal.accent))
            painter.drawText(QRectF(px * 0.7, y, r.width() - px * 1.4, px * 1.3),
                             Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
                             self.total)
