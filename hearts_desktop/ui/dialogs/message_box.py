"""Messages: a message box that does not block (the history, its replay viewer, the menus),
the red line a dialog says what is wrong in, and the network dialogs' pages above it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QVBoxLayout,
    QWidget,
)


def show_message(parent: QWidget, title: str, text: str, *,
                 icon: QMessageBox.Icon = QMessageBox.Icon.Warning) -> QMessageBox:
    """A message box shown without blocking (window-modal); returned for tests."""
    box = QMessageBox(icon, title, text, QMessageBox.StandardButton.Ok, parent)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.open()
    return box


def error_line(parent: QWidget, name: str) -> QLabel:
    """The line a dialog says what is wrong in: red, bold, wrapped, hidden until needed."""
    label = QLabel(parent)
    label.setObjectName(name)
    label.setWordWrap(True)
    label.setStyleSheet("color: #b00020; font-weight: bold;")
    label.setVisible(False)
    return label


def pages_above(dialog: QWidget, pages: QWidget, error: QLabel,
                buttons: QDialogButtonBox) -> None:
    """``dialog``'s layout: ``pages`` above a row of the error line and the buttons."""
    bottom = QHBoxLayout()
    bottom.addWidget(error, 1)
    bottom.addWidget(buttons)
    layout = QVBoxLayout(dialog)
    layout.addWidget(pages, 1)
    layout.addLayout(bottom)
