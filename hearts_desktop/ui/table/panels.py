"""What the table asks and tells the bottom seat's player in place, over the felt:

* the choice panel (a title, a line of context and a button per choice: a bid, a suit, stop
  or go on) over the middle of the table; a hint rings the button it suggests, and a greyed
  button clicked asks the game why it is not open (``on_refused``);
* the notice: a short message in a bubble just above the hand (why a card was refused);
* the side button: one more action beside the status corner (give up a game).

They are ``QGraphicsObject`` s that draw themselves, like the other table items. A game's
input opens them with texts it makes (again after a language switch) and a callback that
receives the choice, so no signal is left connected to an input that is gone. ``Overlays``
holds the three for a scene and places them. No game here.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from PySide6.QtCore import QObject, QPointF, QPropertyAnimation, QRectF, Qt, QTimer
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QLinearGradient, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from .items import ActionButton
from .layout import TableLayout
from .table_palette import palette_of
from .zones import notice_box, panel_box

Z_PANEL = 800.0
Z_NOTICE = 950.0


@dataclass(frozen=True)
class Choice:
    """One button of a choice panel."""

    key: Any
    """What the callback receives."""
    label: str
    detail: str = ""
    """A second, smaller line (what the choice means)."""
    enabled: bool = True


@dataclass(frozen=True)
class PanelContent:
    title: str
    subtitle: str = ""
    choices: tuple[Choice, ...] = field(default_factory=tuple)


def _font(px: float, bold: bool = False) -> QFont:
    font = QFont()
    font.setPixelSize(max(8, round(px)))
    font.setBold(bold)
    return font


HINT = QColor(120, 225, 255)
"""The ring round the button a hint suggests."""


class ChoicePanel(QGraphicsObject):
    """A title, a subtitle and a grid of buttons; a click on an enabled button calls the
    callback with its choice's key (once: the panel then closes); a click on a greyed one
    calls ``on_refused`` with its key (the panel stays)."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.content = PanelContent("")
        self.source: Callable[[], PanelContent] | None = None
        self.on_choice: Callable[[Any], None] | None = None
        self.on_refused: Callable[[Any], None] | None = None
        self.hinted: Any = None
        """The key of the choice a hint suggests (ringed), or None."""
        self._w = 400.0
        self._h = 200.0
        self._unit = 16.0
        self._buttons: list[tuple[QRectF, Choice]] = []
        self._hover: int | None = None
        self.setZValue(Z_PANEL)
        self.setAcceptHoverEvents(True)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setVisible(False)

    # ------------------------------------------------------------------ content
    def open(self, source: Callable[[], PanelContent], on_choice: Callable[[Any], None],
             on_refused: Callable[[Any], None] | None = None) -> None:
        self.source = source
        self.on_choice = on_choice
        self.on_refused = on_refused
        self.hinted = None
        self.content = source()
        self._hover = None
        self.setVisible(True)

    def close(self) -> None:
        self.setVisible(False)
        self.source = None
        self.on_choice = None
        self.on_refused = None
        self.hinted = None

    def set_hint(self, key: Any) -> bool:
        """Ring the button of ``key`` (False when the panel has no such choice)."""
        if not any(c.key == key for c in self.content.choices):
            return False
        self.hinted = key
        self.update()
        return True

    def retranslate(self) -> None:
        if self.source is not None:
            self.content = self.source()
            self.update()

    def choose(self, key: Any) -> bool:
        """Choose ``key`` as a click would (False when it is not an enabled choice)."""
        choice = next((c for c in self.content.choices if c.key == key), None)
        if choice is None or not choice.enabled or self.on_choice is None:
            return False
        callback = self.on_choice
        self.close()
        callback(key)
        return True

    def button_rect(self, key: Any) -> QRectF | None:
        """The button of ``key`` in scene coordinates (tests click there)."""
        for rect, choice in self._buttons:
            if choice.key == key:
                return self.mapRectToScene(rect)
        return None

    # ------------------------------------------------------------------ geometry
    def fit(self, layout: TableLayout) -> None:
        """Size the panel for its content and put it over the middle of the table."""
        self._unit = u = max(11.0, min(18.0, layout.height * 0.021))
        choices = self.content.choices
        n = max(1, len(choices))
        cols = n if n <= 4 else math.ceil(n / math.ceil(n / 4))
        label_font, detail_font = _font(u * 1.15, True), _font(u * 0.8)
        fm_label, fm_detail = QFontMetricsF(label_font), QFontMetricsF(detail_font)
        widest = max([fm_label.horizontalAdvance(c.label) for c in choices] + [u * 5])
        button_w = min(max(widest + u * 2, u * 9), layout.width * 0.8 / cols)
        pad = u * 0.8
        width = max(cols * button_w + (cols + 1) * pad,
                    QFontMetricsF(_font(u * 1.3, True)).horizontalAdvance(self.content.title)
                    + 2 * pad)
        width = min(width, layout.width - 2 * layout.margin)
        button_w = (width - (cols + 1) * pad) / cols
        text_w = button_w - u
        lines = max([1] + [self._lines(fm_detail, c.detail, text_w) for c in choices
                           if c.detail])
        has_detail = any(c.detail for c in choices)
        button_h = u * 2.3 + (lines * fm_detail.lineSpacing() + u * 0.2 if has_detail else 0)
        sub_lines = self._lines(QFontMetricsF(_font(u * 0.95)), self.content.subtitle,
                                width - 2 * pad)
        top = pad + u * 1.7 + (sub_lines * u * 1.3 if self.content.subtitle else 0) + pad * 0.5
        rows = math.ceil(len(choices) / cols) if choices else 0
        height = top + rows * button_h + (rows + 1) * pad * 0.8
        box = panel_box(layout, width, height)
        self.prepareGeometryChange()
        self._w, self._h = box.w, box.h
        self.setPos(box.x, box.y)
        self._buttons = []
        for i, choice in enumerate(choices):
            row, col = divmod(i, cols)
            in_row = min(cols, len(choices) - row * cols)
            offset = (cols - in_row) * (button_w + pad) / 2  # a short last row is centred
            x = pad + offset + col * (button_w + pad)
            y = top + pad * 0.8 + row * (button_h + pad * 0.8)
            self._buttons.append((QRectF(x, y, button_w, button_h), choice))
        self._title_h = top
        self.update()

    @staticmethod
    def _lines(fm: QFontMetricsF, text: str, width: float) -> int:
        if not text or width <= 0:
            return 0
        rect = fm.boundingRect(QRectF(0, 0, width, 10000),
                               int(Qt.TextFlag.TextWordWrap), text)
        return max(1, round(rect.height() / fm.lineSpacing()))

    def boundingRect(self) -> QRectF:
        return QRectF(-6, -6, self._w + 12, self._h + 14)

    # ------------------------------------------------------------------ drawing
    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        u = self._unit
        r = QRectF(0, 0, self._w, self._h)
        pal = palette_of(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 90))
        painter.drawRoundedRect(r.translated(0, 5), 16, 16)
        grad = QLinearGradient(0, 0, 0, r.height())
        grad.setColorAt(0, pal.q(pal.choices[0]))
        grad.setColorAt(1, pal.q(pal.choices[1]))
        painter.setBrush(QBrush(grad))
        painter.setPen(QPen(pal.q(pal.accent), 1.6 * pal.edge_width))
        painter.drawRoundedRect(r.adjusted(1, 1, -1, -1), 16, 16)
        pad = u * 0.8
        painter.setFont(_font(u * 1.3, True))
        painter.setPen(pal.q(pal.accent))
        painter.drawText(QRectF(pad, pad * 0.6, r.width() - 2 * pad, u * 1.9),
                         Qt.AlignmentFlag.AlignCenter, self.content.title)
        if self.content.subtitle:
            painter.setFont(_font(u * 0.95))
            painter.setPen(pal.q(pal.text))
            painter.drawText(QRectF(pad, pad * 0.6 + u * 1.9, r.width() - 2 * pad,
                                    self._title_h - u * 2.2),
                             Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop
                             | Qt.TextFlag.TextWordWrap, self.content.subtitle)
        for i, (rect, choice) in enumerate(self._buttons):
            self._paint_button(painter, rect, choice, i == self._hover)
            if self.hinted is not None and choice.key == self.hinted:
                self._paint_hint(painter, rect)

    def _paint_hint(self, painter: QPainter, rect: QRectF) -> None:
        """A bright ring with a soft glow round the suggested button."""
        u = self._unit
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for width, alpha in ((u * 0.7, 60), (u * 0.22, 255)):
            glow = QColor(HINT)
            glow.setAlpha(alpha)
            painter.setPen(QPen(glow, width))
            painter.drawRoundedRect(rect.adjusted(-u * 0.2, -u * 0.2, u * 0.2, u * 0.2),
                                    u * 0.7, u * 0.7)

    def _paint_button(self, painter: QPainter, rect: QRectF, choice: Choice,
                      hover: bool) -> None:
        u = self._unit
        pal = palette_of(self)
        grad = QLinearGradient(0, rect.top(), 0, rect.bottom())
        if choice.enabled:
            top, bottom = (pal.q(c) for c in pal.button)
            if hover:
                top, bottom = top.lighter(110), bottom.lighter(110)
        elif pal.opaque_panels:
            top, bottom = (pal.q(c) for c in pal.button_off)
        else:
            top, bottom = QColor(92, 110, 98), QColor(70, 86, 76)
        grad.setColorAt(0, top)
        grad.setColorAt(1, bottom)
        painter.setBrush(QBrush(grad))
        edge = QColor(90, 60, 10, 160) if choice.enabled else QColor(40, 60, 45)
        painter.setPen(QPen(pal.edge_colour() if pal.opaque_panels else edge,
                            1.2 * pal.edge_width))
        painter.drawRoundedRect(rect, u * 0.6, u * 0.6)
        ink = pal.q(pal.button_ink) if choice.enabled else (
            pal.q(pal.button_off_ink) if pal.opaque_panels else QColor(180, 192, 184))
        label_font = _font(u * 1.15, True)
        painter.setFont(label_font)
        painter.setPen(ink)
        label_h = u * 2.0
        fm = QFontMetricsF(label_font)
        painter.drawText(QRectF(rect.x() + u * 0.5, rect.y() + u * 0.2, rect.width() - u,
                                label_h), Qt.AlignmentFlag.AlignCenter,
                         fm.elidedText(choice.label, Qt.TextElideMode.ElideRight,
                                       rect.width() - u))
        if choice.detail:
            painter.setFont(_font(u * 0.8))
            painter.setPen(ink if pal.opaque_panels else (
                QColor(80, 56, 10) if choice.enabled else pal.q(pal.muted)))
            painter.drawText(QRectF(rect.x() + u * 0.5, rect.y() + label_h, rect.width() - u,
                                    rect.height() - label_h - u * 0.2),
                             Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop
                             | Qt.TextFlag.TextWordWrap, choice.detail)

    # ------------------------------------------------------------------ mouse
    def _at(self, pos: QPointF, *, greyed: bool = False) -> int | None:
        """The enabled button at ``pos`` (``greyed``: the greyed one instead)."""
        for i, (rect, choice) in enumerate(self._buttons):
            if rect.contains(pos) and choice.enabled != greyed:
                return i
        return None

    def hoverMoveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        at = self._at(event.pos())
        if at != self._hover:
            self._hover = at
            self.setCursor(Qt.CursorShape.PointingHandCursor if at is not None
                           else Qt.CursorShape.ArrowCursor)
            self.update()

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._hover = None
        self.update()

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        at = self._at(event.pos())
        if at is not None:
            self.choose(self._buttons[at][1].key)
            return
        greyed = self._at(event.pos(), greyed=True)
        if greyed is not None and self.on_refused is not None:
            self.on_refused(self._buttons[greyed][1].key)


class Notice(QGraphicsObject):
    """A message in a bubble that points down at the hand."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.text = ""
        self.source: Callable[[], str] | None = None
        self._w = 300.0
        self._h = 60.0
        self._px = 14.0
        self.setZValue(Z_NOTICE)
        self.setVisible(False)

    def set_source(self, source: Callable[[], str]) -> None:
        self.source = source
        self.text = source()

    def retranslate(self) -> None:
        if self.source is not None:
            self.text = self.source()
            self.update()

    def fit(self, layout: TableLayout, hand_count: int) -> None:
        self._px = px = max(11.0, min(17.0, layout.height * 0.02))
        font = _font(px, True)
        fm = QFontMetricsF(font)
        width = min(layout.width * 0.62, max(px * 16, fm.horizontalAdvance(self.text) + px * 2.4))
        rect = fm.boundingRect(QRectF(0, 0, width - px * 2, 10000),
                               int(Qt.TextFlag.TextWordWrap), self.text)
        height = rect.height() + px * 1.6 + px * 0.6
        box = notice_box(layout, hand_count, width, height)
        self.prepareGeometryChange()
        self._w, self._h = box.w, box.h
        self.setPos(box.x, box.y)
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-4, -4, self._w + 8, self._h + 8)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        px = self._px
        tip = px * 0.6
        body = QRectF(0, 0, self._w, self._h - tip)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pal = palette_of(self)
        painter.setPen(QPen(pal.q(pal.notice_edge), 2.0 * pal.edge_width))
        painter.setBrush(pal.q(pal.notice))
        painter.drawRoundedRect(body.adjusted(1, 1, -1, -1), px * 0.7, px * 0.7)
        cx = self._w / 2
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawPolygon([QPointF(cx - tip, body.bottom() - 1.5),
                             QPointF(cx + tip, body.bottom() - 1.5),
                             QPointF(cx, self._h)])
        painter.setFont(_font(px, True))
        painter.setPen(pal.q(pal.text))
        painter.drawText(body.adjusted(px, px * 0.5, -px, -px * 0.5),
                         Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self.text)


class OverlayHost(Protocol):
    """What the overlays need of their scene (``TableScene`` has it)."""

    layout: TableLayout

    def human_items(self) -> list[Any]: ...
    def addItem(self, item: QGraphicsItem) -> None: ...
    def announce(self, kind: str, text: str, seat: int | None = None) -> None: ...


class Overlays(QObject):
    """A scene's choice panel, notice and side button."""

    FADE_MS = 300
    """How long a timed notice takes to fade out."""

    def __init__(self, scene: OverlayHost, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.scene = scene
        self.panel = ChoicePanel()
        self.notice = Notice()
        self.side_button = ActionButton()
        self.side_button.setVisible(False)
        self._side_text: Callable[[], str] | None = None
        self._side_click: Callable[[], None] | None = None
        self.side_button.clicked.connect(self._on_side_button_clicked)
        for item in (self.panel, self.notice, self.side_button):
            scene.addItem(item)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.fade_notice)
        self._fade = QPropertyAnimation(self.notice, b"opacity", self)
        self._fade.setDuration(self.FADE_MS)
        self._fade.setStartValue(1.0)
        self._fade.setEndValue(0.0)
        self._fade.finished.connect(self.hide_notice)

    # ------------------------------------------------------------------ the choice panel
    def show_choices(self, source: Callable[[], PanelContent],
                     on_choice: Callable[[Any], None],
                     on_refused: Callable[[Any], None] | None = None) -> None:
        """Open the panel with what ``source()`` makes; ``on_choice(key)`` once chosen,
        ``on_refused(key)`` when a greyed button is clicked (it should say why)."""
        self.panel.open(source, on_choice, on_refused)
        self.place()
        content = self.panel.content
        self.scene.announce("question", ". ".join(
            t for t in (content.title, content.subtitle) if t))

    def hint_choice(self, key: Any) -> bool:
        """Show a hint on the panel: its content made again (it may now offer ``key``),
        the button of ``key`` ringed. False when the panel is closed or lacks it."""
        if not self.panel.isVisible():
            return False
        self.panel.retranslate()
        self.place()
        return self.panel.set_hint(key)

    def hide_choices(self) -> None:
        self.panel.close()

    @property
    def choices_shown(self) -> bool:
        return self.panel.isVisible()

    # ------------------------------------------------------------------ the notice
    def show_notice(self, source: Callable[[], str], ms: int = 7000) -> None:
        """Show ``source()`` above the hand for ``ms`` (0: until hidden), then fade it
        out."""
        self._fade.stop()
        self.notice.setOpacity(1.0)
        self.notice.set_source(source)
        self.notice.setVisible(True)
        self.place()
        self.scene.announce("notice", self.notice.text)
        if ms > 0:
            self._timer.start(ms)
        else:
            self._timer.stop()

    def fade_notice(self) -> None:
        """Fade the notice out, then hide it."""
        if self.notice.isVisible():
            self._fade.start()

    def hide_notice(self) -> None:
        self._timer.stop()
        self._fade.stop()
        self.notice.setVisible(False)
        self.notice.setOpacity(1.0)
        self.notice.source = None

    # ------------------------------------------------------------------ the side button
    def show_side_button(self, text: Callable[[], str], on_click: Callable[[], None]) -> None:
        self._side_text, self._side_click = text, on_click
        self.side_button.set_text(text())
        self.side_button.set_enabled(True)
        self.side_button.setVisible(True)
        self.place()

    def hide_side_button(self) -> None:
        self._side_text = self._side_click = None
        self.side_button.setVisible(False)

    def _on_side_button_clicked(self) -> None:
        click = self._side_click
        self.hide_side_button()
        if click is not None:
            click()

    # ------------------------------------------------------------------ layout & words
    def place(self) -> None:
        layout = self.scene.layout
        if self.panel.isVisible():
            self.panel.fit(layout)
        if self.notice.isVisible():
            self.notice.fit(layout, len(self.scene.human_items()))
        if self.side_button.isVisible():
            s = layout.status
            h = layout.seats[0].plate.h * 0.85
            self.side_button.set_box(s.x, s.y - layout.margin - h, s.w, h)

    def retranslate(self) -> None:
        self.panel.retranslate()
        self.notice.retranslate()
        if self._side_text is not None:
            self.side_button.set_text(self._side_text())
        self.place()


def choices(title: str, subtitle: str, options: Sequence[Choice]) -> PanelContent:
    return PanelContent(title, subtitle, tuple(options))


__all__ = ["Choice", "ChoicePanel", "Notice", "OverlayHost", "Overlays", "PanelContent",
           "choices"]
