"""Translation contexts by name, for texts that keep the context they were written in.

``pyside6-lupdate`` files a call ``X.tr("text", "", n)`` under the context ``X`` (the name
of the receiver), with its plural forms. Texts of the main window that moved into the
window's parts and the games' presentations keep the context "MainWindow", so the existing
translations still find them: they are written ``MainWindow.tr(...)`` with the
``MainWindow`` context object of this module (not the window class).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


class TrContext:
    """``tr`` in a fixed translation context."""

    def __init__(self, name: str) -> None:
        self.name = name

    def tr(self, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        return QCoreApplication.translate(self.name, text, disambiguation, n)


MainWindow = TrContext("MainWindow")
"""The main window's translation context."""
NewGameDialog = TrContext("NewGameDialog")
"""The New game dialog's translation context (its games' rules forms keep it)."""

__all__ = ["MainWindow", "NewGameDialog", "TrContext"]
