"""Issue 17, item 3: a player's name is fixed when the match starts (the default names come
from the language of that moment and are stored with the match); "You" is a label, said in
the language of now: at the table, in a resumed game and in the Options dialog alike."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from hearts_desktop import i18n
from hearts_desktop.games.hearts import Rules
from hearts_desktop.ui.controller import SeatPlayer
from hearts_desktop.ui.dialogs.options import OptionsDialog
from hearts_desktop.ui.main_window import MainWindow
from hearts_desktop.ui.settings import Settings
from hearts_desktop.ui.setup import GameSetup

YOU = {"ko": "나", "ja": "あなた", "de": "Du", "en": "You"}


def choose(win: MainWindow, lang: str) -> None:
    win.language_menu.actions_by_code[lang].trigger()  # type: ignore[attr-defined]
    QApplication.processEvents()


def test_opponents_keep_the_names_the_match_began_with(
        open_window: Callable[..., MainWindow], qtbot: QtBot) -> None:
    win = open_window()
    try:
        win.start_game(GameSetup.default(), seed=3)
        qtbot.waitUntil(lambda: win.controller.state is not None)
        sheet = win.show_score_sheet()
        started = list(win.controller.names)
        assert started == ["You", "Pauline", "Michele", "Ben"]
        for lang in ("ko", "ja", "de", "en"):
            choose(win, lang)
            assert win.scene.names == [YOU[lang], *started[1:]]
            assert list(win.controller.names) == [YOU[lang], *started[1:]]
            header = sheet.table.horizontalHeaderItem(1)
            assert header is not None and header.text() == "Pauline"
    finally:
        i18n.apply_language("en")


def test_a_resumed_you_follows_the_language(open_window: Callable[..., MainWindow],
                                            qtbot: QtBot) -> None:
    win = open_window()
    rules = Rules.preset("classic")
    game = win.controller.game
    state = game.new_match(rules, 7)
    # saved while the interface spoke German, resumed in English
    players = [SeatPlayer("Du", human=True),
               *(SeatPlayer(n, bot_kind="normal") for n in ("Anna", "Lena", "Jonas"))]
    try:
        win.load_match(state, players)
        qtbot.waitUntil(lambda: win.controller.state is not None)
        assert win.scene.names == ["You", "Anna", "Lena", "Jonas"]
        choose(win, "ko")
        assert win.scene.names == ["나", "Anna", "Lena", "Jonas"]
    finally:
        i18n.apply_language("en")


def test_table_and_options_dialog_say_the_same_you(
        open_window: Callable[..., MainWindow], settings: Settings, qtbot: QtBot) -> None:
    win = open_window()
    try:
        win.start_game(GameSetup.default(), seed=3)
        qtbot.waitUntil(lambda: win.controller.state is not None)
        choose(win, "de")
        dialog = OptionsDialog(settings, win)
        qtbot.addWidget(dialog)
        assert dialog.player_name_edit.placeholderText() == win.scene.names[0] == "Du"
    finally:
        i18n.apply_language("en")


def test_a_chosen_name_stays_and_a_new_one_is_taken(
        open_window: Callable[..., MainWindow], settings: Settings, qtbot: QtBot) -> None:
    settings.player_name = "Bob"
    win = open_window()
    try:
        win.start_game(GameSetup.default(), seed=3)
        qtbot.waitUntil(lambda: win.controller.state is not None)
        assert win.scene.names[0] == "Bob"
        choose(win, "ja")
        assert win.scene.names == ["Bob", "Pauline", "Michele", "Ben"]
        settings.player_name = "Alice"
        QApplication.processEvents()
        assert win.scene.names[0] == "Alice" == win.controller.names[0]
        settings.player_name = ""
        QApplication.processEvents()
        assert win.scene.names[0] == "あなた"
    finally:
        i18n.apply_language("en")
