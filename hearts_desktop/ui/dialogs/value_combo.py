"""A combo box over fixed values whose texts come from a label function, for the games'
rules forms: ``retranslate()`` renames the items without touching the selection."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from enum import StrEnum
from typing import Any, Generic, TypeVar

from PySide6.QtWidgets import QComboBox, QWidget

E = TypeVar("E")


class ValueCombo(QComboBox, Generic[E]):
    """A combo box over fixed values whose texts come from a label function, so that
    ``retranslate()`` can rename the items without touching the selection."""

    def __init__(self, values: Sequence[E], label: Callable[[E], str],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._values = list(values)
        self._label = label
        for _ in self._values:
            self.addItem("")
        self.retranslate()

    def retranslate(self) -> None:
        for i, v in enumerate(self._values):
            self.setItemText(i, self._label(v))

    def value(self) -> E:
        return self._values[max(self.currentIndex(), 0)]

    def set_value(self, value: E) -> None:
        if value in self._values:
            self.setCurrentIndex(self._values.index(value))


def enum_combo(enum: type[StrEnum], label: Callable[[Any], str]) -> ValueCombo[Any]:
    return ValueCombo(list(enum), label)


__all__ = ["ValueCombo", "enum_combo"]
