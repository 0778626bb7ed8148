"""Issue 17, item 5: a player count within a preset's range keeps the preset's name, in
the New game dialog, in the status bar and in the history."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytestqt.qtbot import QtBot

from hearts_desktop.ui.dialogs.new_game import NewGameDialog
from hearts_desktop.ui.games.hearts.labels import preset_title
from hearts_desktop.ui.main_window import MainWindow


@pytest.mark.parametrize(("preset", "players"),
                         [("cancellation", 8), ("pink_lady", 3), ("spot", 5)])
def test_the_dialog_keeps_the_preset_at_another_player_count(
        qtbot: QtBot, preset: str, players: int) -> None:
    dialog = NewGameDialog(language="en")
    qtbot.addWidget(dialog)
    dialog.select_preset(preset)
    dialog.players_spin.setValue(players)
    rules = dialog.result_setup().rules
    assert rules.players == players
    assert rules.name == preset
    assert dialog.preset_combo.currentData() == preset


def test_status_bar_and_history_keep_the_preset_name(
        open_window: Callable[..., MainWindow], qtbot: QtBot) -> None:
    dialog = NewGameDialog(language="en")
    qtbot.addWidget(dialog)
    dialog.select_preset("cancellation")
    dialog.players_spin.setValue(8)
    setup = dialog.result_setup()
    win = open_window()
    win.start_game(setup, seed=4)
    qtbot.waitUntil(lambda: win.controller.state is not None)
    assert win.rules_label.text() == preset_title("cancellation")  # type: ignore[attr-defined]
    c = win.controller
    assert c.game.analyse(c.game.to_record(c.state)).rules_name == "cancellation"


def test_the_history_names_a_preset_played_at_another_count() -> None:
    from hearts_desktop.games.hearts import Rules
    from hearts_desktop.games.hearts.protocol import GAME

    rules = Rules.preset("pink_lady").replace(players=3)  # named "custom" by replace()
    state = GAME.new_match(rules, 5)
    assert GAME.analyse(GAME.to_record(state)).rules_name == "pink_lady"


def test_the_form_does_not_offer_complex_with_reaches(qtbot: QtBot) -> None:
    """Also found in issue 17: Complex Hearts ends when a score exceeds the target (spec
    15.2); the New game form does not offer "reaches" with it."""
    from PySide6.QtGui import QStandardItemModel

    from hearts_desktop.games.hearts.rules import EndMode

    dialog = NewGameDialog(language="en")
    qtbot.addWidget(dialog)
    dialog.select_preset("spot")  # ends on reaching 500
    combo = dialog.option_widgets["end"]
    assert combo.value() is EndMode.REACHES
    dialog.option_widgets["complex_scoring"].setChecked(True)
    assert combo.value() is EndMode.EXCEEDS
    model = combo.model()
    assert isinstance(model, QStandardItemModel)
    assert not model.item(list(EndMode).index(EndMode.REACHES)).isEnabled()
    dialog.option_widgets["complex_scoring"].setChecked(False)
    assert model.item(list(EndMode).index(EndMode.REACHES)).isEnabled()
