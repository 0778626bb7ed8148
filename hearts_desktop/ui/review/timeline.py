"""The replay viewer's timeline with the coach's marks (issue 31): a slider over the
replay's frames that draws a small flag over each frame where the player made a mistake
(orange) or a blunder (red), from the reviews kept in the history."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRect, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPolygonF
from PySide6.QtWidgets import QSlider, QStyle, QStyleOptionSlider, QWidget

MARK_COLOURS = {"mistake": QColor(230, 120, 0), "blunder": QColor(210, 30, 30)}


class MarkedSlider(QSlider):
    """A horizontal slider with marks: ``set_marks({frame index: grade})``."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(Qt.Orientation.Horizontal, parent)
        self.marks: dict[int, str] = {}
        """Frame index: "mistake" or "blunder" (what is drawn)."""
        self.setMinimumHeight(26)

    def set_marks(self, marks: dict[int, str]) -> None:
        self.marks = {i: g for i, g in marks.items() if g in MARK_COLOURS}
        self.setToolTip("")
        self.update()

    def mark_x(self, index: int) -> int:
        """Where frame ``index``'s mark is drawn (the handle's centre at that value)."""
        opt = QStyleOptionSlider()
        self.initStyleOption(opt)
        groove = self.style().subControlRect(QStyle.ComplexControl.CC_Slider, opt,
                                             QStyle.SubControl.SC_SliderGroove, self)
        handle = self.style().subControlRect(QStyle.ComplexControl.CC_Slider, opt,
                                             QStyle.SubControl.SC_SliderHandle, self)
        span = max(1, groove.width() - handle.width())
        pos = QStyle.sliderPositionFromValue(self.minimum(), self.maximum(), index, span)
        return int(groove.x() + handle.width() / 2 + pos)

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if not self.marks:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect: QRect = self.rect()
        for index, grade in sorted(self.marks.items()):
            x = self.mark_x(index)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(MARK_COLOURS[grade])
            size = 5.0 if grade == "blunder" else 4.0
            painter.drawPolygon(QPolygonF([QPointF(x - size, rect.top() + 1.0),
                                           QPointF(x + size, rect.top() + 1.0),
                                           QPointF(x, rect.top() + 1.0 + 1.6 * size)]))
        painter.end()


__all__ = ["MARK_COLOURS", "MarkedSlider"]
