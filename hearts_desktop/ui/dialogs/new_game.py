"""The New game dialog: a game picker, then that game's form (its rules, players and seats,
from the game's presentation), the buttons and the form's error.

The picker lists the registered games that have a form (``hearts_desktop.games.GAMES``);
with one game only, as today, it is hidden. Switching games shows the other game's form
filled from the setup last chosen for that game (``setups``). The dialog never decides a
rule: the form builds the rules and the engine validates them; while they cannot be played
the form's error shows and OK is disabled.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QEvent, QLocale, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ..games import has_presentation, presentation
from ..games.base import CUSTOM
from .message_box import error_line
from .value_combo import ValueCombo

Setups = Callable[[str], Any]
"""The setup a game's form starts from (the one last chosen for that game)."""


def offered_games() -> tuple[str, ...]:
    """The registered games the dialog offers (those with a presentation)."""
    from ...games import GAMES

    return tuple(g for g in GAMES if has_presentation(g))


class NewGameDialog(QDialog):
    """Choose the game, its rules and the table; ``result_setup()`` gives the choice."""

    def __init__(self, setup: Any = None, *, language: str | None = None,
                 parent: QWidget | None = None, games: Sequence[str] | None = None,
                 setups: Setups | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("new_game_dialog")
        self._language = language
        self._games = tuple(games) if games is not None else offered_games()
        self._setups = setups
        name = getattr(setup, "game", None)
        self.game = name if isinstance(name, str) and name in self._games else self._games[0]
        self._chosen: dict[str, Any] = {}
        """The form's state of each game shown in this dialog (switching back keeps it)."""

        self.picker = QWidget(self)
        self.picker.setObjectName("game_picker")
        self.game_label = QLabel(self.picker)
        self.game_combo = QComboBox(self.picker)
        self.game_combo.setObjectName("game_combo")
        for g in self._games:
            self.game_combo.addItem("", g)
        self.game_combo.setCurrentIndex(self._games.index(self.game))
        self.game_combo.activated.connect(self._on_game_combo_activated)
        row = QHBoxLayout(self.picker)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.game_label)
        row.addWidget(self.game_combo, 1)
        self.picker.setVisible(len(self._games) > 1)

        self.form = self._make_form(self.game)
        self.error_label = error_line(self, "rules_error")
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.rules_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.HelpRole)
        self.restore_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.ResetRole)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.buttons.clicked.connect(self._on_buttons_clicked)
        self._layout = QVBoxLayout(self)
        self._layout.addWidget(self.picker)
        self._layout.addWidget(self.form, 1)
        self._layout.addWidget(self.error_label)
        self._layout.addWidget(self.buttons)
        self.resize(self.sizeHint().expandedTo(self.minimumSizeHint()))
        self.form.load(setup if setup is not None else self._setup_of(self.game))
        self.retranslate_ui()
        self.form.refresh()

    # ------------------------------------------------------------------ the game's form
    def _make_form(self, game: str) -> Any:
        form = presentation(game).new_game_form(self.language, self)
        form.changed.connect(self._show_state)
        return form

    def _setup_of(self, game: str) -> Any:
        if self._setups is not None:
            return self._setups(game)
        return presentation(game).default_setup(self.language())

    def _on_game_combo_activated(self, index: int) -> None:
        game = self.game_combo.itemData(index)
        if game == self.game:
            return
        with contextlib.suppress(ValueError):  # rules that cannot be played are not kept
            self._chosen[self.game] = self.form.result_setup()
        old = self.form
        self.game = game
        self.form = self._make_form(game)
        self._layout.replaceWidget(old, self.form)
        old.deleteLater()
        self.form.load(self._chosen.get(game) or self._setup_of(game))
        self.retranslate_ui()
        self.form.refresh()

    # ------------------------------------------------------------------ public API
    def language(self) -> str:
        """The language opponent names are shown in (the explicit one, else the locale)."""
        return self._language or QLocale().name()

    def rules(self) -> Any:
        """The rules the form describes, or ``None`` when they cannot be played."""
        return self.form.rules()

    def error_text(self) -> str:
        """Why OK is disabled ("" when it is not)."""
        return str(self.form.error_text())

    def ok_button(self) -> QPushButton:
        return self.buttons.button(QDialogButtonBox.StandardButton.Ok)

    def result_setup(self) -> Any:
        """The chosen game; raises ``ValueError`` while the choice is invalid."""
        return self.form.result_setup()

    # the game's form, for tests and tools
    @property
    def tabs(self) -> Any:
        return self.form

    @property
    def preset_combo(self) -> QComboBox:
        combo: QComboBox = self.form.preset_combo
        return combo

    @property
    def players_spin(self) -> Any:
        return self.form.players_spin

    @property
    def seed_edit(self) -> Any:
        return self.form.seed_edit

    @property
    def option_widgets(self) -> dict[str, QWidget]:
        widgets: dict[str, QWidget] = self.form.option_widgets
        return widgets

    def select_preset(self, name: str) -> None:
        self.form.select_preset(name)

    def seat_name_edit(self, seat: int) -> Any:
        return self.form.seats.seat_name_edit(seat)

    def seat_opponent_combo(self, seat: int) -> Any:
        return self.form.seats.seat_opponent_combo(seat)

    def seat_level_combo(self, seat: int) -> Any:
        return self.form.seats.seat_level_combo(seat)

    # ------------------------------------------------------------------ state
    def _show_state(self) -> None:
        error = self.error_text()
        self.error_label.setText(error)
        self.error_label.setVisible(bool(error))
        self.ok_button().setEnabled(not error)
        self.rules_button.setEnabled(self.form.can_show_rules())
        self.restore_button.setEnabled(self.form.can_restore())

    def _on_buttons_clicked(self, button: QAbstractButton) -> None:
        if button is self.rules_button:
            self._show_rules()
        elif button is self.restore_button:
            self.form.restore()

    def _show_rules(self) -> None:
        rules = self.rules()
        if rules is None:
            return
        dialog = presentation(self.game).rules_dialog(rules, self)
        if dialog is not None:
            dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            dialog.show()

    def accept(self) -> None:
        if self.error_text():
            return
        super().accept()

    # ------------------------------------------------------------------ texts
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._language = None  # default names now follow the new language (QLocale)
            self.retranslate_ui()
        super().changeEvent(event)

    def retranslate_ui(self) -> None:
        """Set every visible text again in the current language."""
        self.setWindowTitle(self.tr("New game"))
        self.game_label.setText(self.tr("Game:"))
        for i in range(self.game_combo.count()):
            self.game_combo.setItemText(i, presentation(self.game_combo.itemData(i)).title())
        self.rules_button.setText(self.tr("Show rules…"))
        self.restore_button.setText(self.tr("Restore preset"))
        self.ok_button().setText(self.tr("Start game"))
        cancel = self.buttons.button(QDialogButtonBox.StandardButton.Cancel)
        cancel.setText(self.tr("Cancel"))
        self.form.retranslate_ui()
        self._show_state()


__all__ = ["CUSTOM", "NewGameDialog", "ValueCombo", "offered_games"]
