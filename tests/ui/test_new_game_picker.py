"""The New game dialog's game picker: hidden while Hearts is the only game; with a second
game it lists both, shows the chosen game's own form (filled from the setup last chosen for
that game) and gives that game's setup; each game's choices survive switching back."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

import pytest
from PySide6.QtCore import Signal
from PySide6.QtWidgets import QSpinBox, QVBoxLayout, QWidget
from pytestqt.qtbot import QtBot

from hearts_desktop.games.hearts import Rules
from hearts_desktop.ui import games as presentations
from hearts_desktop.ui.dialogs.new_game import NewGameDialog, offered_games
from hearts_desktop.ui.games.base import GamePresentation
from hearts_desktop.ui.setup import GameSetup


@dataclass(frozen=True)
class CountingSetup:
    target: int
    game: str = "counting"


class CountingForm(QWidget):
    """A second game's form: one number."""

    changed = Signal()

    def __init__(self, language: Callable[[], str], parent: QWidget) -> None:
        super().__init__(parent)
        self.target = QSpinBox(self)
        self.target.setRange(1, 99)
        self.target.valueChanged.connect(lambda _v: self.changed.emit())
        QVBoxLayout(self).addWidget(self.target)

    def load(self, setup: CountingSetup) -> None:
        self.target.setValue(setup.target)

    def result_setup(self) -> CountingSetup:
        return CountingSetup(self.target.value())

    def rules(self) -> int:
        return self.target.value()

    def error_text(self) -> str:
        return ""

    def can_show_rules(self) -> bool:
        return False

    def can_restore(self) -> bool:
        return False

    def restore(self) -> None:
        pass

    def retranslate_ui(self) -> None:
        pass

    def refresh(self) -> None:
        self.changed.emit()


class CountingPresentation(GamePresentation):
    name = "counting"

    def title(self) -> str:
        return "Counting"

    def new_game_form(self, language: Callable[[], str], parent: QWidget) -> Any:
        return CountingForm(language, parent)

    def default_setup(self, language: str) -> CountingSetup:
        return CountingSetup(10)


@pytest.fixture
def counting() -> Iterator[None]:
    presentations.register_presentation(
        "counting", f"{__name__}:CountingPresentation")
    yield
    presentations._TARGETS.pop("counting", None)
    presentations._LOADED.pop("counting", None)


def test_with_hearts_alone_the_picker_is_hidden(qtbot: QtBot) -> None:
    dialog = NewGameDialog(language="en", games=("hearts",))
    qtbot.addWidget(dialog)
    dialog.show()
    assert not dialog.picker.isVisible()
    assert dialog.game == "hearts"


def test_every_game_with_a_presentation_is_offered(qtbot: QtBot) -> None:
    """Hearts and Pinochle have presentations: the picker offers both, and Pinochle's own
    form makes a Pinochle setup."""
    assert offered_games()[:2] == ("hearts", "pinochle")
    dialog = NewGameDialog(language="en", games=("hearts", "pinochle"),
                           setups=lambda g: presentations.presentation(g).default_setup("en"))
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.picker.isVisible()
    dialog.game_combo.setCurrentIndex(1)
    dialog.game_combo.activated.emit(1)
    assert dialog.game == "pinochle"
    setup = dialog.result_setup()
    assert setup.game == "pinochle" and setup.rules.name == "pinochle"


def test_the_picker_shows_each_games_own_form(qtbot: QtBot, counting: None) -> None:
    remembered = {"hearts": GameSetup(rules=Rules.preset("spot")),
                  "counting": CountingSetup(42)}
    dialog = NewGameDialog(language="en", games=("hearts", "counting"),
                           setups=remembered.__getitem__)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.picker.isVisible()
    assert [dialog.game_combo.itemText(i) for i in range(2)] == ["Hearts", "Counting"]
    assert dialog.result_setup().rules == Rules.preset("spot")
    dialog.players_spin.setValue(5)  # a change of the Hearts form
    dialog.game_combo.setCurrentIndex(1)
    dialog.game_combo.activated.emit(1)
    assert dialog.game == "counting" and isinstance(dialog.form, CountingForm)
    assert dialog.result_setup() == CountingSetup(42)  # the last setup of that game
    dialog.form.target.setValue(7)
    dialog.game_combo.setCurrentIndex(0)
    dialog.game_combo.activated.emit(0)
    assert dialog.result_setup().rules.players == 5  # the Hearts choices survived
    dialog.game_combo.setCurrentIndex(1)
    dialog.game_combo.activated.emit(1)
    assert dialog.result_setup() == CountingSetup(7)
    assert dialog.ok_button().isEnabled()
