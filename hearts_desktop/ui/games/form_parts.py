"""Pieces the games' rules forms share (Qt): the game tab's players box beside the game's
own box, a group box's form layout, the options tab's two columns of boxes in a frameless
scroll area, a spin box that reads as a count ("1 chip", "5 chips") and an option widget's
change signal."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QFormLayout,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)


@dataclass
class SeatsBox:
    """The players box of a rules form's game tab: a header row (``headers``, four
    columns) and one row per seat in ``grid`` (``SeatRows`` fills it) on ``widget``, in
    ``holder`` (``widget`` first; a host dialog's own seats may take its place), scrolled
    vertically in ``scroll`` when the seats do not fit."""

    box: QGroupBox
    widget: QWidget
    grid: QGridLayout
    headers: list[QLabel]
    scroll: QScrollArea
    holder: QVBoxLayout


def game_tab_rows(page: QWidget, top: QFormLayout, beside: QWidget) -> SeatsBox:
    """Lay ``page`` out as a game tab: the ``top`` form, under it ``beside`` (the game's
    own box) and the players box side by side (2 : 3); the players box."""
    box = QGroupBox(page)
    inner = QWidget()
    holder = QVBoxLayout(inner)
    holder.setContentsMargins(0, 0, 0, 0)
    widget = QWidget(inner)
    grid = QGridLayout(widget)
    grid.setColumnStretch(1, 3)
    grid.setColumnStretch(2, 2)
    grid.setColumnStretch(3, 2)
    headers = [QLabel(widget) for _ in range(4)]
    for col, header in enumerate(headers):
        header.setStyleSheet("font-weight: bold;")
        grid.addWidget(header, 0, col)
    holder.addWidget(widget)
    holder.addStretch(1)
    scroll = _plain_scroll(box, inner)
    QVBoxLayout(box).addWidget(scroll)
    row = QHBoxLayout()
    row.addWidget(beside, 2)
    row.addWidget(box, 3)
    layout = QVBoxLayout(page)
    layout.addLayout(top)
    layout.addLayout(row, 1)
    return SeatsBox(box, widget, grid, headers, scroll, holder)


def _plain_scroll(parent: QWidget, widget: QWidget) -> QScrollArea:
    """``widget`` in a vertical scroll area of ``parent`` that shows as part of the page: no
    frame, no background of its own, no horizontal bar."""
    scroll = QScrollArea(parent)
    scroll.setWidgetResizable(True)
    scroll.setFrameShape(QFrame.Shape.NoFrame)
    scroll.setWidget(widget)
    widget.setAutoFillBackground(False)
    scroll.viewport().setAutoFillBackground(False)
    scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    return scroll


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
    scroll = _plain_scroll(page, inner)
    layout = QVBoxLayout(page)
    layout.setContentsMargins(0, 0, 0, 0)
    layout.addWidget(scroll)
    return scroll


def count_words(spin: QSpinBox, words: Callable[[int], str]) -> Callable[[], None]:
    """Make ``spin`` read as a count: its prefix and suffix are the words around the
    number in ``words(value)`` (a translated "%n chip(s)": "1 chip", "5 chips", "5枚"),
    kept right as the value changes. Returns the function that says them again (after a
    language switch)."""

    def update(*_args: object) -> None:
        value = spin.value()
        before, number, after = words(value).partition(str(value))
        if not number:  # words that do not write the number: after it
            before, after = "", " " + before
        spin.setPrefix(before)
        spin.setSuffix(after)

    spin.valueChanged.connect(update)
    update()
    return update


def on_change(widget: QWidget, slot: Callable[..., object]) -> None:
    """Call ``slot`` when the option ``widget`` (a combo box, spin box or check box)
    changes."""
    if isinstance(widget, QComboBox):
        widget.currentIndexChanged.connect(slot)
    elif isinstance(widget, QSpinBox):
        widget.valueChanged.connect(slot)
    elif isinstance(widget, QAbstractButton):
        widget.toggled.connect(slot)


__all__ = ["SeatsBox", "count_words", "game_tab_rows", "group_form", "on_change",
           "option_columns"]
