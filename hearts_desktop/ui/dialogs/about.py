"""Help > About: the program's name, version, the three games it plays, and credits."""

from __future__ import annotations

import html
import platform

import PySide6
from PySide6.QtCore import QEvent, QSize, Qt, qVersion
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from ... import __version__
from .options import backs_dir, render_svg

ICON_SIZE = QSize(80, 112)


class AboutDialog(QDialog):
    """Name, version, the games (Hearts, Pinochle, Ombre), what the program is built with,
    and who made the cards and sounds."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("about_dialog")
        self.picture = QLabel(self)
        # The ace of spades of the project's own deck carries the game's heart emblem.
        deck = backs_dir().parent / "hearts-classic" / "hearts-classic.svg"
        self.picture.setPixmap(render_svg(deck, "1_spade", ICON_SIZE, self.devicePixelRatioF()))
        self.picture.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.text = QLabel(self)
        self.text.setObjectName("about_text")
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)
        self.text.setOpenExternalLinks(True)
        self.text.setMinimumWidth(380)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.rejected.connect(self.reject)
        row = QHBoxLayout()
        row.addWidget(self.picture, 0, Qt.AlignmentFlag.AlignTop)
        row.addSpacing(12)
        row.addWidget(self.text, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(row)
        layout.addWidget(self.buttons)
        self.retranslate_ui()

    def version(self) -> str:
        return __version__

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("About Hearts Desktop"))
        self.buttons.button(QDialogButtonBox.StandardButton.Close).setText(self.tr("Close"))
        esc = html.escape
        credits = (
            self.tr("Card faces and backs: original artwork made for this project, drawn by its "
               "own generator script."),
            self.tr("Sounds: original sounds made for this project."),
            self.tr("Rules: written for this project from published rules of Hearts, Pinochle "
                    "and Ombre and their variants."),
        )
        built = (self.tr("Built with Qt %1 and PySide6 %2 on Python %3.")
                 .replace("%1", qVersion())
                 .replace("%2", PySide6.__version__)
                 .replace("%3", platform.python_version()))
        # tr() outside the f-strings: pyside6-lupdate does not look inside one
        name, version = self.tr("Hearts Desktop"), self.tr("Version %1")
        credits_title = self.tr("Credits")
        parts = [
            f"<h2>{esc(name)}</h2>",
            f"<p><b>{esc(version.replace('%1', __version__))}</b></p>",
            "<p>" + esc(self.tr("Three classic card games at one table: Hearts with its many "
                                "variants, Pinochle, and Ombre with Quadrille and Quintille, "
                                "against computer players or with friends over the "
                                "network.")) + "</p>",
            f"<p><b>{esc(credits_title)}</b></p>",
            "<ul>" + "".join(f"<li>{esc(c)}</li>" for c in credits) + "</ul>",
            f"<p>{esc(built)}</p>",
        ]
        self.text.setText("".join(parts))


__all__ = ["AboutDialog"]
