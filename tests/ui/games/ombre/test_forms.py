"""Ombre in the New game dialog and its rules page: the dialog offers Ombre with its own
form (presets, the game, the local rules, Ombre's own opponents), the form's rules are the
engine's (a preset chosen again is that preset; an option the chosen game cannot have is
greyed out and dropped when the game changes), and the rules page words what the rules
value says."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QCheckBox
from pytestqt.qtbot import QtBot

from hearts_desktop.core.cards import Suit
from hearts_desktop.core.deck import Dress
from hearts_desktop.games.ombre.bots.personalities import ROSTER_KEYS
from hearts_desktop.games.ombre.contracts import biddable
from hearts_desktop.games.ombre.rules import Rules, Variant
from hearts_desktop.ui.dialogs.new_game import NewGameDialog, offered_games
from hearts_desktop.ui.dialogs.options import OptionsDialog
from hearts_desktop.ui.dialogs.value_combo import ValueCombo
from hearts_desktop.ui.games import presentation
from hearts_desktop.ui.games.ombre.labels import contract_name, suit_name
from hearts_desktop.ui.games.ombre.rules_form import OmbreRulesForm
from hearts_desktop.ui.games.ombre.rules_page import OmbreRulesDialog, rules_html
from hearts_desktop.ui.settings import Settings
from hearts_desktop.ui.setup import GameSetup


def ombre_dialog(qtbot: QtBot) -> NewGameDialog:
    dialog = NewGameDialog(GameSetup.default("en", game="ombre"), language="en")
    qtbot.addWidget(dialog)
    return dialog


def test_new_game_offers_ombre_with_its_own_form(qtbot: QtBot) -> None:
    assert "ombre" in offered_games()
    dialog = NewGameDialog(GameSetup.default("en"), language="en")
    qtbot.addWidget(dialog)
    assert dialog.picker.isVisibleTo(dialog)
    index = dialog.game_combo.findData("ombre")
    dialog.game_combo.setCurrentIndex(index)
    dialog.game_combo.activated.emit(index)
    assert isinstance(dialog.form, OmbreRulesForm)
    setup = dialog.result_setup()
    assert setup.game == "ombre" and setup.rules == Rules.preset("ombre")
    # Ombre's own opponents sit at its table
    assert all(s.opponent in ROSTER_KEYS for s in setup.seats[1:])


def test_every_preset_gives_its_rules_and_its_seats(qtbot: QtBot) -> None:
    dialog = ombre_dialog(qtbot)
    for name in Rules.preset_names():
        dialog.select_preset(name)
        setup = dialog.result_setup()
        assert setup.rules == Rules.preset(name), name
        assert len(setup.seats) == Rules.preset(name).players
        assert dialog.preset_combo.currentData() == name


def test_an_option_makes_custom_rules_and_going_back_finds_the_preset(qtbot: QtBot) -> None:
    dialog = ombre_dialog(qtbot)
    box = dialog.option_widgets["lead_eldest"]
    assert isinstance(box, QCheckBox)
    box.setChecked(True)
    assert dialog.rules() == Rules.preset("ombre").replace(lead_eldest=True)
    assert dialog.preset_combo.currentData() == "custom"
    must_buy = dialog.option_widgets["must_buy"]
    assert isinstance(must_buy, QCheckBox)
    must_buy.setChecked(True)
    assert dialog.rules() == Rules.preset("ombre_eldest")
    assert dialog.preset_combo.currentData() == "ombre_eldest"


def test_a_game_without_talon_drops_the_talon_rules(qtbot: QtBot) -> None:
    dialog = ombre_dialog(qtbot)
    gascarola = dialog.option_widgets["gascarola"]
    assert isinstance(gascarola, QCheckBox)
    gascarola.setChecked(True)
    assert gascarola.isEnabled()
    variant = dialog.option_widgets["variant"]
    assert isinstance(variant, ValueCombo)
    variant.set_value(Variant.QUADRILLE)
    rules = dialog.rules()
    assert rules is not None and rules.variant is Variant.QUADRILLE
    assert not rules.gascarola and not gascarola.isChecked() and not gascarola.isEnabled()
    assert dialog.error_text() == "" and dialog.ok_button().isEnabled()
    assert len(dialog.result_setup().seats) == 4
    # who sits out only means something in four-player Ombre
    assert not dialog.option_widgets["sit_out"].isEnabled()
    variant.set_value(Variant.FOUR)
    assert dialog.option_widgets["sit_out"].isEnabled()


def test_a_session_without_an_end_is_refused(qtbot: QtBot) -> None:
    dialog = ombre_dialog(qtbot)
    deals = dialog.option_widgets["deals"]
    deals.setValue(0)  # type: ignore[attr-defined]
    assert dialog.rules() is None and dialog.error_text()
    assert not dialog.ok_button().isEnabled()
    dialog.option_widgets["chip_target"].setValue(50)  # type: ignore[attr-defined]
    rules = dialog.rules()
    assert rules is not None and rules.deals is None and rules.chip_target == 50


def test_rules_page_names_each_presets_contracts(qtbot: QtBot) -> None:
    for name in Rules.preset_names():
        rules = Rules.preset(name)
        page = rules_html(rules)
        for contract in biddable(rules):
            assert contract_name(contract) in page, (name, contract)
    dialog = presentation("ombre").rules_dialog(Rules.preset("quadrille"), None)
    assert isinstance(dialog, OmbreRulesDialog)
    qtbot.addWidget(dialog)
    text = dialog.plain_text()
    rules = Rules.preset("quadrille")
    assert f"{rules.target} of the {rules.tricks}" in text
    assert "talon" not in rules_html(rules).split("Bidding")[1]


def test_options_choose_the_dress_of_ombres_cards(qtbot: QtBot, tmp_path: Path) -> None:
    settings = Settings(path=tmp_path / "settings.ini")
    dialog = OptionsDialog(settings)
    qtbot.addWidget(dialog)
    assert dialog.ombre_dress_combo.value() == "spanish"
    p = presentation("ombre")
    rules = Rules.preset("ombre")
    assert p.table_deck(rules, settings).dress is Dress.SPANISH
    dialog.ombre_dress_combo.set_value("french")
    assert dialog.apply_settings()
    assert settings.ombre_dress == "french"
    deck = p.table_deck(rules, settings)
    assert deck.dress is Dress.FRENCH and len(deck.cards()) == 40
    # the table's words follow the dress the cards are drawn in
    assert suit_name(Suit.DIAMONDS) == "Diamonds"
    p.table_deck(rules, None)  # a replay's deck: the table's words stay
    assert suit_name(Suit.DIAMONDS) == "Diamonds"
    dialog.ombre_dress_combo.set_value("spanish")
    assert dialog.apply_settings()
    p.table_deck(rules, settings)
    assert suit_name(Suit.DIAMONDS) == "Oros"


def test_rules_page_says_who_gets_the_odd_chips_of_the_pot() -> None:
    """ombre.md 3.5 and 17.3: the rules page tells the player where the chips go that the
    final division of the pot leaves over."""
    assert "last player who won a deal." in rules_html(Rules.preset("ombre"))
    for name in ("quadrille", "quintille"):
        page = rules_html(Rules.preset(name))
        assert "when several won it, to the first of them from the dealer" in page, name
