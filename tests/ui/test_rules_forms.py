"""What every game's rules form does the same way (``ui/games/rules_form.RulesForm``): a
deal number too large for the engine is refused at once (OK disabled, the reason shown), a
changed option is "Custom rules" until Restore brings the preset back, a preset picked
from the list fills the form and becomes what Restore returns to, and a network host's
dialog can hide the seats and the deal number."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QCheckBox, QSpinBox
from pytestqt.qtbot import QtBot

from hearts_desktop.ui.dialogs.new_game import NewGameDialog
from hearts_desktop.ui.games.base import CUSTOM
from hearts_desktop.ui.games.rules_form import RulesForm
from hearts_desktop.ui.setup import MAX_SEED

GAMES = ("hearts", "pinochle", "ombre")


def _dialog(qtbot: QtBot, game: str) -> tuple[NewGameDialog, RulesForm]:
    dialog = NewGameDialog(language="en")
    qtbot.addWidget(dialog)
    index = dialog.game_combo.findData(game)
    dialog.game_combo.setCurrentIndex(index)
    dialog.game_combo.activated.emit(index)
    form = dialog.form
    assert isinstance(form, RulesForm)
    assert game == form.GAME
    return dialog, form


@pytest.mark.parametrize("game", GAMES)
def test_a_deal_number_too_large_is_refused_at_once(qtbot: QtBot, game: str) -> None:
    dialog, form = _dialog(qtbot, game)
    form.seed_edit.setText(str(MAX_SEED))
    assert dialog.ok_button().isEnabled()
    assert dialog.result_setup().seed == MAX_SEED
    form.seed_edit.setText(str(MAX_SEED + 1))
    assert not dialog.ok_button().isEnabled()
    assert "at most" in dialog.error_text()
    with pytest.raises(ValueError, match="at most"):
        form.result_setup()
    form.seed_edit.setText("")
    assert dialog.ok_button().isEnabled()
    assert dialog.result_setup().seed is None


@pytest.mark.parametrize("game", GAMES)
def test_an_option_makes_custom_rules_until_restored(qtbot: QtBot, game: str) -> None:
    _, form = _dialog(qtbot, game)
    preset = form.preset_combo.currentData()
    assert preset != CUSTOM and not form.can_restore()
    before = form.rules()
    box = next(w for w in form.option_widgets.values()
               if isinstance(w, QCheckBox) and w.isEnabled())
    box.setChecked(not box.isChecked())
    if form.rules() is not None and form.rules() != before:
        assert form.preset_combo.currentData() in (CUSTOM, *form.RULES.preset_names())
        assert form.can_restore() == (form.rules() != form.RULES.preset(preset))
    form.restore()
    assert form.rules() == before
    assert form.preset_combo.currentData() == preset
    assert not form.can_restore()


@pytest.mark.parametrize("game", GAMES)
def test_every_preset_picked_fills_the_form(qtbot: QtBot, game: str) -> None:
    dialog, form = _dialog(qtbot, game)
    for name in form.RULES.preset_names():
        form.select_preset(name)
        assert form.rules() == form.RULES.preset(name)
        assert form.preset_combo.currentData() == name
        assert form.summary_label.text()
        assert not form.can_restore()
        assert dialog.result_setup().rules == form.RULES.preset(name)
    with pytest.raises(ValueError, match="unknown rules preset"):
        form.select_preset("no such preset")


@pytest.mark.parametrize("game", GAMES)
def test_a_refused_combination_shows_why_and_custom(qtbot: QtBot, game: str) -> None:
    dialog, form = _dialog(qtbot, game)
    spins = {k: w for k, w in form.option_widgets.items() if isinstance(w, QSpinBox)}
    # A game that must end somehow: no target and no number of deals (Hearts: a player
    # count the preset does not allow).
    if game == "hearts":
        form.option_widgets["kitty"].setProperty("checked", True)
    elif game == "pinochle":
        spins["target"].setValue(0)
        spins["deal_limit"].setValue(0)
    else:
        spins["deals"].setValue(0)
        spins["chip_target"].setValue(0)
    assert form.rules() is None
    assert not dialog.ok_button().isEnabled()
    assert dialog.error_text()
    assert form.preset_combo.currentData() == CUSTOM
    assert not form.can_show_rules()
    with pytest.raises(ValueError):
        form.result_setup()


@pytest.mark.parametrize("game", GAMES)
def test_a_host_dialog_can_hide_the_seats_and_the_deal_number(qtbot: QtBot,
                                                              game: str) -> None:
    dialog, form = _dialog(qtbot, game)
    dialog.show()
    form.show_seats(False)
    assert not form.seed_edit.isVisible()
    form.show_seats(True)
    assert form.seed_edit.isVisible()
