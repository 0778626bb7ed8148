"""The Options dialog's "Seeing" group: the four-colour deck (with a preview of a card of
each suit), the high-contrast table, the card size and the marking of the cards that may be
played; for a screen reader, the table as text and how much is announced. It reads and
writes ``Settings`` (``four_colour_deck``, ``high_contrast``, ``card_size``,
``mark_playable``, ``table_as_text``, ``announce``) when the dialog does; the window's
``ui/sight.py`` and ``ui/window_reader.py`` make the table follow at once.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QGridLayout, QGroupBox, QHBoxLayout, QLabel, QWidget

from ..settings import ANNOUNCE_CHOICES, CARD_SIZES, Settings
from .value_combo import ValueCombo

PREVIEW_HEIGHT = 56
PREVIEW_CARDS = ("7_spade", "7_heart", "7_diamond", "7_club")


class SeeingGroup(QGroupBox):
    """Four colours, high contrast, card size, playable cards marked."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("seeing_group")
        self.four_colour_check = QCheckBox(self)
        self.four_colour_check.setObjectName("four_colour_check")
        self.preview = QLabel(self)
        self.preview.setObjectName("four_colour_preview")
        self.high_contrast_check = QCheckBox(self)
        self.high_contrast_check.setObjectName("high_contrast_check")
        self.mark_playable_check = QCheckBox(self)
        self.mark_playable_check.setObjectName("mark_playable_check")
        self.card_size_combo: ValueCombo[int] = ValueCombo(CARD_SIZES, self._size_label, self)
        self.card_size_combo.setObjectName("card_size_combo")
        self._size_label_widget = QLabel(self)
        self._size_label_widget.setBuddy(self.card_size_combo)
        self.table_text_check = QCheckBox(self)
        self.table_text_check.setObjectName("table_text_check")
        self.announce_combo: ValueCombo[str] = ValueCombo(ANNOUNCE_CHOICES,
                                                          self._announce_label, self)
        self.announce_combo.setObjectName("announce_combo")
        self._announce_label_widget = QLabel(self)
        self._announce_label_widget.setBuddy(self.announce_combo)
        self._previews: dict[bool, object] = {}
        self.four_colour_check.toggled.connect(self._on_four_colour_check_toggled)

        size_row = QHBoxLayout()
        size_row.addWidget(self._size_label_widget)
        size_row.addWidget(self.card_size_combo, 1)
        grid = QGridLayout(self)
        grid.addWidget(self.four_colour_check, 0, 0)
        grid.addWidget(self.high_contrast_check, 1, 0)
        grid.addWidget(self.mark_playable_check, 2, 0)
        grid.addLayout(size_row, 3, 0)
        grid.addWidget(self.table_text_check, 4, 0, 1, 2)
        announce_row = QHBoxLayout()
        announce_row.addWidget(self._announce_label_widget)
        announce_row.addWidget(self.announce_combo, 1)
        grid.addLayout(announce_row, 5, 0, 1, 2)
        grid.addWidget(self.preview, 0, 1, 3, 1, Qt.AlignmentFlag.AlignTop)
        grid.setColumnStretch(0, 1)

    # ------------------------------------------------------------------ settings
    def load(self, settings: Settings) -> None:
        self.four_colour_check.setChecked(settings.four_colour_deck)
        self.high_contrast_check.setChecked(settings.high_contrast)
        self.mark_playable_check.setChecked(settings.mark_playable)
        self.card_size_combo.set_value(settings.card_size)
        self.table_text_check.setChecked(settings.table_as_text)
        self.announce_combo.set_value(settings.announce)
        self._show_preview(settings.four_colour_deck)

    def apply(self, settings: Settings) -> None:
        settings.four_colour_deck = self.four_colour_check.isChecked()
        settings.high_contrast = self.high_contrast_check.isChecked()
        settings.mark_playable = self.mark_playable_check.isChecked()
        settings.card_size = self.card_size_combo.value()
        settings.table_as_text = self.table_text_check.isChecked()
        settings.announce = self.announce_combo.value()

    # ------------------------------------------------------------------ preview
    def _on_four_colour_check_toggled(self, checked: bool) -> None:
        self._show_preview(checked)

    def _show_preview(self, four: bool) -> None:
        """A card of each suit as the built-in deck draws it, in two or four colours."""
        from ..table.card_themes import (
            BUILTIN_DECK,
            BUILTIN_FOUR_COLOUR,
            CardThemeError,
            cards_preview,
            load_theme,
        )

        if four not in self._previews:
            try:
                theme = load_theme(BUILTIN_FOUR_COLOUR if four else BUILTIN_DECK)
            except CardThemeError:  # pragma: no cover - the built-in decks ship with it
                return
            self._previews[four] = cards_preview(theme, PREVIEW_CARDS, PREVIEW_HEIGHT,
                                                 self.devicePixelRatioF(), step=0.42)
        self.preview.setPixmap(self._previews[four])  # type: ignore[arg-type]

    # ------------------------------------------------------------------ texts
    def _size_label(self, size: int) -> str:
        if size <= 100:
            return self.tr("Normal")
        if size == CARD_SIZES[-1]:
            return self.tr("Largest ({0} %)").format(size)
        return self.tr("Larger ({0} %)").format(size)

    def _announce_label(self, choice: str) -> str:
        return {"every": self.tr("Every card and bid"),
                "mine": self.tr("My turn and the results"),
                "off": self.tr("Nothing")}.get(choice, choice)

    def retranslate_ui(self) -> None:
        self.setTitle(self.tr("Seeing"))
        self.four_colour_check.setText(self.tr("Four-colour deck"))
        self.four_colour_check.setToolTip(self.tr(
            "Four-colour deck: spades black, hearts red, diamonds blue, clubs green") + "\n"
            + self.tr("For the built-in French deck. The Spanish deck has four colours "
                      "already, and its suits' emblems in the corners."))
        self.high_contrast_check.setText(self.tr("High-contrast table"))
        self.high_contrast_check.setToolTip(self.tr(
            "High-contrast table: black, white and yellow instead of the green felt"))
        self.mark_playable_check.setText(self.tr("Outline and lift the cards you may play"))
        self.mark_playable_check.setToolTip(self.tr(
            "Mark the cards you may play with an outline and a lift, not only by dimming "
            "the others"))
        self._size_label_widget.setText(self.tr("Card size:"))
        self.card_size_combo.setToolTip(self.tr(
            "As large as the window has room for; the other players' cards keep their "
            "size."))
        self.card_size_combo.retranslate()
        self.table_text_check.setText(self.tr("Table as text"))
        self.table_text_check.setToolTip(self.tr(
            "The table read as text beside it, for a screen reader (Ctrl+T)"))
        self._announce_label_widget.setText(self.tr("Screen reader says:"))
        self.announce_combo.setToolTip(self.tr(
            "What a screen reader is told as it happens: every card played and every bid, "
            "or only your turn, the tricks and the results"))
        self.announce_combo.retranslate()


__all__ = ["SeeingGroup"]
