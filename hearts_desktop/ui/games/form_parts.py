"""Pieces the games' rules forms share (Qt): a group box's form layout, the options tab's
two columns of boxes in a frameless scroll area, and an option widget's change signal."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QFormLayout,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)


def group_form(box: QGroupBox) -> QFormLayout:
    """The form layout of an option box, its fields growing with the box."""
    form = QFormLayout(box)
    form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
    return form


def option_columns(page: QWidget, left: Sequence[QWidget], right: Sequence[QWidget]
                   ) -> QScrollArea:
    """Lay ``left`` and ``right`` (option boxes, top to bottom) out on ``page`` in two equal
    columns inside a scroll area with no frame and no horizontal bar; the scroll area."""
    columns = QHBoxLayout()
    for boxes in (left, right):
        column = QVBoxLayout()
        for box in boxes:
            column.addWidget(box)
        column.addStretch(1)
        columns.addLayout(column, 1)
    inner = QWidget()
    inner.setLayout(columns)
    scroll = QScrollArea(page)
    scroll.setWidgetResizable(True)
    scroll.setFrameShape(QFrame.Shape.NoFrame)
    scroll.setWidget(inner)
    inner.setAutoFillBackground(False)
    scroll.viewport().setAutoFillBackground(False)
    scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    layout = QVBoxLayout(page)
    layout.setContentsMargins(0, 0, 0, 0)
    layout.addWidget(scroll)
    return scroll


def on_change(widget: QWidget, slot: Callable[..., object]) -> None:
    """Call ``slot`` when the option ``widget`` (a combo box, spin box or check box)
    changes."""
    if isinstance(widget, QComboBox):
        widget.currentIndexChanged.connect(slot)
    elif isinstance(widget, QSpinBox):
        widget.valueChanged.connect(slot)
    elif isinstance(widget, QAbstractButton):
        widget.toggled.connect(slot)


__all__ = ["group_form", "on_change", "option_columns"]
