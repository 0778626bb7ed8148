"""A message box that does not block: every window's warnings and notices (the history, its
replay viewer, the menus)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QWidget


def show_message(parent: QWidget, title: str, text: str, *,
                 icon: QMessageBox.Icon = QMessageBox.Icon.Warning) -> QMessageBox:
    """A message box shown without blocking (window-modal); returned for tests."""
    box = QMessageBox(icon, title, text, QMessageBox.StandardButton.Ok, parent)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.open()
    return box
