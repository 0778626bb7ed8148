"""The dialogs: New Game builds the rules the engine would, Options writes the settings,
the rules page follows the variant, and every dialog retranslates on LanguageChange."""

from __future__ import annotations

import re
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QTranslator
from PySide6.QtWidgets import QCheckBox, QDialog, QSpinBox, QWidget
from pytestqt.qtbot import QtBot

from hearts_desktop.games.hearts import Rules, score_text
from hearts_desktop.games.hearts.rules import MoonMode, PassScheme
from hearts_desktop.ui.dialogs.about import AboutDialog
from hearts_desktop.ui.dialogs.new_game import CUSTOM, NewGameDialog, ValueCombo
from hearts_desktop.ui.dialogs.options import (
    OptionsDialog,
    available_backs,
    validate_deck_folder,
)
from hearts_desktop.ui.games.hearts.rules_page import RulesDialog, rules_html
from hearts_desktop.ui.settings import Settings
from hearts_desktop.ui.setup import GameSetup, SeatSetup

ROOT = Path(__file__).resolve().parents[2]
DECK = ROOT / "assets" / "cards" / "hearts-classic"


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    return Settings(path=tmp_path / "settings.ini")


@pytest.fixture
def new_game(qtbot: QtBot) -> NewGameDialog:
    dialog = NewGameDialog(language="en")
    qtbot.addWidget(dialog)
    return dialog


# ---------------------------------------------------------------- New Game
def test_new_game_defaults(new_game: NewGameDialog) -> None:
    setup = new_game.result_setup()
    assert setup == GameSetup.default("en")
    assert new_game.ok_button().isEnabled()
    assert new_game.preset_combo.currentData() == "classic"


def test_every_preset_gives_its_rules(new_game: NewGameDialog) -> None:
    for name in Rules.preset_names():
        new_game.select_preset(name)
        rules = new_game.result_setup().rules
        assert rules == Rules.preset(name), name
        assert rules.name == name
        assert new_game.preset_combo.currentData() == name
        assert new_game.ok_button().isEnabled(), (name, new_game.error_text())
        assert len(new_game.result_setup().seats) == rules.players
        assert new_game.preset_combo.currentText() != name  # a human-readable title


def _combo(dialog: NewGameDialog, key: str) -> ValueCombo[object]:
    widget = dialog.option_widgets[key]
    assert isinstance(widget, ValueCombo)
    return widget


def _check(dialog: NewGameDialog, key: str) -> QCheckBox:
    widget = dialog.option_widgets[key]
    assert isinstance(widget, QCheckBox)
    return widget


def _spin(dialog: NewGameDialog, key: str) -> QSpinBox:
    widget = dialog.option_widgets[key]
    assert isinstance(widget, QSpinBox)
    return widget


def test_changing_an_option_changes_the_rules(new_game: NewGameDialog) -> None:
    _combo(new_game, "moon").set_value(MoonMode.SELF)
    rules = new_game.result_setup().rules
    assert rules == Rules.preset("classic").replace(moon="self")
    assert rules.name == CUSTOM
    assert new_game.preset_combo.currentData() == CUSTOM
    assert new_game.restore_button.isEnabled()

    _check(new_game, "sun").setChecked(True)
    _spin(new_game, "end_threshold").setValue(50)
    _check(new_game, f"pass_ban_{'QS'}").setChecked(True)
    rules = new_game.result_setup().rules
    assert rules.sun and rules.end_threshold == 50
    assert [str(c) for c in rules.pass_ban] == ["QS"]

    new_game.restore_button.click()
    assert new_game.result_setup().rules == Rules.preset("classic")
    assert new_game.preset_combo.currentData() == "classic"


def test_edits_that_match_a_preset_select_it(new_game: NewGameDialog) -> None:
    _spin(new_game, "queen_of_spades").setValue(0)
    assert new_game.preset_combo.currentData() == "basic"
    assert new_game.result_setup().rules.name == "basic"


def test_players_change_the_table(new_game: NewGameDialog) -> None:
    new_game.players_spin.setValue(5)
    setup = new_game.result_setup()
    assert setup.rules.players == 5
    assert len(setup.seats) == 5
    assert setup.names("en")[1:] == ("Pauline", "Michele", "Ben", "Grace")
    new_game.players_spin.setValue(3)
    assert len(new_game.result_setup().seats) == 3


def test_cancellation_moves_players_and_packs(new_game: NewGameDialog) -> None:
    _combo(new_game, "opening").set_value("dealer_left")
    _check(new_game, "cancellation").setChecked(True)
    assert new_game.players_spin.minimum() == 6
    assert new_game.players_spin.maximum() == 12
    new_game.players_spin.setValue(11)
    rules = new_game.result_setup().rules
    assert (rules.players, rules.packs, rules.cancellation) == (11, 3, True)
    assert len(new_game.result_setup().seats) == 11


def test_invalid_combination_disables_ok(new_game: NewGameDialog, qtbot: QtBot) -> None:
    new_game.show()
    qtbot.waitExposed(new_game)
    _combo(new_game, "passing").set_value(PassScheme.ROTATE_SPLIT)
    new_game.players_spin.setValue(5)
    assert not new_game.ok_button().isEnabled()
    assert "split pass" in new_game.error_text()
    assert new_game.error_label.isVisible()
    assert "split pass" in new_game.error_label.text()
    assert new_game.rules() is None
    with pytest.raises(ValueError, match="split pass"):
        new_game.result_setup()
    new_game.accept()
    assert new_game.result() != QDialog.DialogCode.Accepted

    new_game.players_spin.setValue(4)
    assert new_game.ok_button().isEnabled()
    assert not new_game.error_label.isVisible()

    _check(new_game, "kitty").setChecked(True)
    assert "Kitty Hearts is for 3 players" in new_game.error_text()


def test_names_levels_and_seed(new_game: NewGameDialog) -> None:
    new_game.seat_name_edit(1).setText("Alice")
    new_game.seat_level_combo(2).set_value("hard")
    new_game.seat_opponent_combo(3).set_value("ruth")
    new_game.seat_name_edit(0).setText("Me")
    new_game.seed_edit.setText("4242")
    setup = new_game.result_setup()
    assert setup.seed == 4242
    assert setup.seats[0] == SeatSetup.human("Me")
    assert setup.seats[1] == SeatSetup.cpu("pauline", "normal", "Alice")
    assert setup.seats[2] == SeatSetup.cpu("michele", "hard", None)
    # The name followed the new opponent, so it is no override.
    assert new_game.seat_name_edit(3).text() == "Ruth"
    assert setup.seats[3] == SeatSetup.cpu("ruth", "normal", None)

    new_game.seed_edit.setText("99999999999999999999"[:19])
    assert not new_game.ok_button().isEnabled()
    assert "at most" in new_game.error_text()


def test_expert_is_offered_in_new_game(new_game: NewGameDialog) -> None:
    combo = new_game.seat_level_combo(1)
    assert [combo.itemText(i) for i in range(combo.count())] == [
        "Easy", "Normal", "Hard", "Expert"]
    combo.set_value("expert")
    assert combo.currentText() == "Expert"
    setup = new_game.result_setup()
    assert setup.seats[1] == SeatSetup.cpu("pauline", "expert", None)


def test_dialog_shows_a_given_setup(qtbot: QtBot) -> None:
    rules = Rules.preset("spot").replace(players=5, tie="play_on")
    setup = GameSetup(rules=rules, seed=7, seats=(
        SeatSetup.human("Kim"), SeatSetup.cpu("ruth", "hard"),
        SeatSetup.cpu("ben", "easy", "Benny"), SeatSetup.cpu("sam"), SeatSetup.cpu("iris"),
    ))
    dialog = NewGameDialog(setup, language="en")
    qtbot.addWidget(dialog)
    assert dialog.result_setup() == setup
    assert dialog.preset_combo.currentData() == CUSTOM


# ---------------------------------------------------------------- Options
def test_options_write_settings(qtbot: QtBot, settings: Settings, tmp_path: Path) -> None:
    dialog = OptionsDialog(settings)
    qtbot.addWidget(dialog)
    assert dialog.selected_back() == "classic-red"
    assert "guilloche" in available_backs()
    dialog.speed_combo.set_value("fast")
    dialog.language_combo.set_value("de")
    dialog.select_back("guilloche")
    dialog.sound_check.setChecked(False)
    dialog.volume_slider.setValue(35)
    dialog.score_sheet_check.setChecked(False)
    dialog.player_name_edit.setText("  Kim  ")
    deck = tmp_path / "my deck"
    shutil.copytree(DECK, deck)
    dialog.deck_folder_radio.setChecked(True)
    dialog.deck_edit.setText(str(deck))
    dialog.accept()
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert settings.speed == "fast"
    assert settings.language == "de"
    assert settings.card_back == "guilloche"
    assert settings.sound_enabled is False
    assert settings.volume == 35
    assert settings.show_score_sheet_after_hand is False
    assert settings.player_name == "Kim"
    assert settings.deck_path == str(deck)

    again = OptionsDialog(settings)  # shows what was written
    qtbot.addWidget(again)
    assert again.speed_combo.value() == "fast"
    assert again.selected_back() == "guilloche"
    assert again.deck_folder_radio.isChecked()
    again.deck_builtin_radio.setChecked(True)
    again.accept()
    assert settings.deck_path == ""


def test_options_cancel_changes_nothing(qtbot: QtBot, settings: Settings) -> None:
    dialog = OptionsDialog(settings)
    qtbot.addWidget(dialog)
    dialog.speed_combo.set_value("slow")
    dialog.reject()
    assert settings.speed == "normal"


def test_options_reject_bad_deck_folder(qtbot: QtBot, settings: Settings,
                                        tmp_path: Path) -> None:
    dialog = OptionsDialog(settings)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.speed_combo.set_value("slow")
    empty = tmp_path / "empty"
    empty.mkdir()
    dialog.deck_folder_radio.setChecked(True)
    dialog.deck_edit.setText(str(empty))
    dialog.accept()
    assert dialog.isVisible()
    assert dialog.result() != QDialog.DialogCode.Accepted
    assert dialog.deck_message.isVisible()
    assert "index.desktop" in dialog.deck_message.text()
    assert settings.deck_path == "" and settings.speed == "normal"  # nothing written


def test_validate_deck_folder(tmp_path: Path) -> None:
    assert validate_deck_folder(DECK) is None
    assert "does not exist" in (validate_deck_folder(tmp_path / "nope") or "")
    (tmp_path / "file.txt").write_text("x")
    assert "not a folder" in (validate_deck_folder(tmp_path / "file.txt") or "")
    deck = tmp_path / "deck"
    deck.mkdir()
    (deck / "index.desktop").write_text("[KDE Backdeck]\nName=X\nSVG=cards.svg\n")
    assert "cards.svg" in (validate_deck_folder(deck) or "")
    (deck / "index.desktop").write_text("[KDE Backdeck]\nName=X\n")
    assert "no SVG" in (validate_deck_folder(deck) or "")
    (deck / "cards.svg").write_text("<svg xmlns='http://www.w3.org/2000/svg'/>")
    (deck / "index.desktop").write_text("[KDE Backdeck]\nName=X\nSVG=cards.svg\n")
    assert validate_deck_folder(deck)  # an SVG without the card elements


# ---------------------------------------------------------------- Rules page
def _page_text(qtbot: QtBot, preset: str) -> str:
    dialog = RulesDialog(Rules.preset(preset))
    qtbot.addWidget(dialog)
    return dialog.plain_text()


def test_rules_page_follows_the_variant(qtbot: QtBot) -> None:
    classic = _page_text(qtbot, "classic")
    assert "Queen of Spades" in classic and "13" in classic
    assert "more than 100 points" in classic
    assert "Kitty Hearts" not in classic and "Cancellation Hearts" not in classic
    assert "Queen of Hearts" not in classic

    pink = _page_text(qtbot, "pink_lady")
    assert "Queen of Hearts" in pink and "Every other heart" in pink
    assert "Jack of Diamonds" in pink and "-10" in pink
    assert "38" in pink  # the moon value read from the rules

    spot = _page_text(qtbot, "spot")
    assert "A♥\t14" in spot or "A♥ 14" in spot or "A♥\n14" in spot
    assert "25" in spot and "500 points or more" in spot

    complex_page = _page_text(qtbot, "complex")
    assert "13i" in complex_page and "2i" in complex_page
    assert "Complex Hearts" in complex_page

    assert "kitty" in _page_text(qtbot, "kitty").lower()
    assert "first joker" in _page_text(qtbot, "hilo_joker")
    cancel = _page_text(qtbot, "cancellation")
    assert "cancel each other" in cancel and "2 packs" in cancel
    online = _page_text(qtbot, "online_de_tournament")
    assert "15 seconds" in online and "Tournament scoring" in online
    assert "at most 8 deals" in online
    basic = _page_text(qtbot, "basic")
    assert "ordinary card" in basic


def test_rules_page_uses_card_values() -> None:
    rules = Rules.preset("classic").replace(queen_of_spades=21, moon="off")
    text = rules_html(rules)
    assert ">21<" in text
    assert "no moon" in text
    assert score_text(13j) == "13i"
    assert score_text(13 + 13j) == "13+13i"
    assert score_text(-26 + 10j) == "-26+10i"
    assert score_text(-20j) == "-20i"


# ---------------------------------------------------------------- retranslation
class ShoutTranslator(QTranslator):
    """A stand-in translation: every text in upper case, its {placeholders} kept as a real
    translation keeps them."""

    def translate(self, context: str, source: str, disambiguation: str | None = None,
                  n: int = -1) -> str:
        parts = re.split(r"(\{[^{}]*\})", source)
        return "".join(p if p.startswith("{") else p.upper() for p in parts)

    def isEmpty(self) -> bool:
        return False


@pytest.fixture
def shout() -> Iterator[ShoutTranslator]:
    translator = ShoutTranslator()
    yield translator
    QCoreApplication.removeTranslator(translator)


def test_every_dialog_retranslates(qtbot: QtBot, settings: Settings,
                                   shout: ShoutTranslator) -> None:
    new_game = NewGameDialog(language="en")
    _combo(new_game, "moon").set_value(MoonMode.SELF)
    dialogs: list[QWidget] = [new_game, OptionsDialog(settings),
                              RulesDialog(Rules.preset("pink_lady")), AboutDialog()]
    for d in dialogs:
        qtbot.addWidget(d)
        assert hasattr(d, "retranslate_ui")
    titles = [d.windowTitle() for d in dialogs]
    assert titles[0] == "New game"

    QCoreApplication.installTranslator(shout)  # sends LanguageChange to every widget
    QCoreApplication.processEvents()
    assert [d.windowTitle() for d in dialogs] == [t.upper() for t in titles]
    assert new_game.tabs.tabText(1) == "RULES OPTIONS"
    assert new_game.preset_combo.currentText() == "CUSTOM RULES"
    assert new_game.result_setup().rules.moon is MoonMode.SELF  # state survives
    rules_page = dialogs[2]
    assert isinstance(rules_page, RulesDialog)
    assert "QUEEN OF HEARTS" in rules_page.plain_text()

    QCoreApplication.removeTranslator(shout)
    QCoreApplication.processEvents()
    assert [d.windowTitle() for d in dialogs] == titles

    for d in dialogs:  # an explicit event, as a window sends on a language switch
        QCoreApplication.sendEvent(d, QEvent(QEvent.Type.LanguageChange))
    assert [d.windowTitle() for d in dialogs] == titles
