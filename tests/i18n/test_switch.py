"""Switching the language while playing: every open window and dialog follows at once."""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from hearts_desktop import i18n
from hearts_desktop.games.hearts import Card, IllegalActionError, Suit, Violation
from hearts_desktop.ui.dialogs.new_game import NewGameDialog
from hearts_desktop.ui.dialogs.options import OptionsDialog
from hearts_desktop.ui.games.hearts.labels import card_name
from hearts_desktop.ui.games.hearts.messages import violation_text
from hearts_desktop.ui.games.hearts.rules_page import RulesDialog
from hearts_desktop.ui.main_window import MainWindow
from hearts_desktop.ui.settings import Settings
from hearts_desktop.ui.setup import GameSetup, SeatSetup

EXPECTED = {
    # window title, Game menu, Options dialog title, its language label, rules page heading
    "ko": ("하트", "게임(&G)", "설정", "언어:", "카드 교환"),
    "ja": ("ハーツ", "ゲーム(&G)", "オプション", "言語：", "カードの交換"),
    "de": ("Hearts", "&Spiel", "Einstellungen", "Sprache:", "Tauschen"),
    "en": ("Hearts", "&Game", "Options", "Language:", "Passing"),
}
DEFAULT_OPPONENT = {"ko": "유미", "ja": "美咲", "de": "Anna", "en": "Pauline"}
YOU = {"ko": "나", "ja": "あなた", "de": "Du", "en": "You"}
PROMPT = {"ko": "넘길 카드 3장을 고른 뒤 “왼쪽으로 넘기기”",
          "ja": "渡すカードを3枚選び、「左隣りへ渡す」",
          "de": "Wähle 3 Karten zum Weitergeben und drücke dann „Nach links“",
          "en": "Choose 3 cards to pass, then press “Pass left”"}


def _choose(win: MainWindow, lang: str) -> None:
    """Pick ``lang`` in the window's Language menu, as the player would."""
    win.language_menu.actions_by_code[lang].trigger()
    QApplication.processEvents()


def test_language_menu_lists_each_language_in_its_own_name(
        open_window: Callable[..., MainWindow]) -> None:
    win = open_window()
    menu = win.language_menu
    texts = [a.text() for a in menu.actions() if not a.isSeparator()]
    assert texts[1:] == ["한국어", "日本語", "Deutsch", "English"]
    assert texts[0].startswith("System default")
    assert menu.group.isExclusive()
    assert all(a.isCheckable() for a in menu.group.actions())
    assert [a for a in menu.group.actions() if a.isChecked()] == [
        menu.actions_by_code["system"]]
    assert menu.menuAction() in win.menuBar().actions()


def test_switching_renames_window_menus_status_and_open_dialogs(
        qtbot: QtBot, open_window: Callable[..., MainWindow], settings: Settings) -> None:
    win = open_window()
    win.start_game(GameSetup.default(), seed=5)
    qtbot.waitUntil(lambda: win.controller.awaiting_human)
    options = OptionsDialog(settings, win)
    qtbot.addWidget(options)
    options.show()
    rules = RulesDialog(win.controller.state.rules, win)  # type: ignore[union-attr]
    qtbot.addWidget(rules)
    rules.show()
    seed_tip = NewGameDialog(GameSetup.default(), parent=win)
    qtbot.addWidget(seed_tip)
    seed_tip.show()
    sheet = win.show_score_sheet()
    tips = set()
    for lang in ("ko", "ja", "de", "en"):
        _choose(win, lang)
        title, game, options_title, language_label, passing = EXPECTED[lang]
        assert i18n.current_language() == lang
        assert QLocale().name().startswith(lang)
        assert win.windowTitle() == title
        assert win.game_menu.title() == game
        assert options.windowTitle() == options_title
        assert options._game_labels[2].text() == language_label
        assert passing in rules.plain_text().splitlines()
        assert win.hand_label.text() == {"ko": "1번째 판", "ja": "ディール 1",
                                         "de": "Runde 1", "en": "Hand 1"}[lang]
        assert win.language_menu.title() == {"ko": "언어(&L)", "ja": "言語(&L)",
                                             "de": "&Sprache", "en": "&Language"}[lang]
        # names were fixed when the match began (in English); the label "You" follows
        assert win.scene.names[0] == YOU[lang]
        assert win.scene.names[1] == DEFAULT_OPPONENT["en"]
        assert win.controller.names[1] == DEFAULT_OPPONENT["en"]
        # the open score sheet: its title, its heading and the players' names
        assert sheet.windowTitle() == {"ko": "점수표", "ja": "得点表", "de": "Punkteliste",
                                       "en": "Score sheet"}[lang]
        header = sheet.table.horizontalHeaderItem(0)
        assert header is not None and header.text() == YOU[lang]
        assert sheet.table.verticalHeaderItem(0).text() == {  # type: ignore[union-attr]
            "ko": "합계", "ja": "合計", "de": "Summe", "en": "Total"}[lang]
        tips.add(seed_tip.seed_edit.toolTip())
        # the open New game dialog shows the names of the new language too
        assert seed_tip.seat_name_edit(1).text() == DEFAULT_OPPONENT[lang]
        assert win.language_menu.actions_by_code[lang].isChecked()
        # the status bar's prompt (the first deal passes 3 cards to the left)
        assert win.statusBar().currentMessage().startswith(PROMPT[lang])
    assert len(tips) == 4  # the tooltip was translated each time
    assert settings.language == "en"


def test_opponents_keep_their_names(qtbot: QtBot,
                                            open_window: Callable[..., MainWindow]) -> None:
    win = open_window()
    base = GameSetup.default()
    seats = list(base.seats)
    seats[2] = SeatSetup.cpu(seats[2].opponent, "normal", "Bobby")
    win.start_game(GameSetup(rules=base.rules, seats=tuple(seats)), seed=1)
    qtbot.waitUntil(lambda: win.controller.state is not None)
    _choose(win, "ja")
    assert win.scene.names[1:] == ["Pauline", "Bobby", "Ben"]


def test_options_dialog_and_menu_stay_in_sync(qtbot: QtBot,
                                              open_window: Callable[..., MainWindow],
                                              settings: Settings, tmp_path: Path) -> None:
    win = open_window()
    dialog = OptionsDialog(settings, win)
    qtbot.addWidget(dialog)
    dialog.language_combo.set_value("de")
    assert dialog.apply_settings()
    QApplication.processEvents()
    assert win.language_menu.actions_by_code["de"].isChecked()
    assert win.windowTitle() == "Hearts" and win.game_menu.title() == "&Spiel"
    _choose(win, "ko")
    again = OptionsDialog(settings, win)
    qtbot.addWidget(again)
    assert again.language_combo.value() == "ko"
    assert again.windowTitle() == "설정"
    # the choice is persisted
    settings.sync()
    assert Settings(path=tmp_path / "settings.ini").language == "ko"


def test_banner_and_illegal_move_messages_follow_the_language(
        qtbot: QtBot, open_window: Callable[..., MainWindow]) -> None:
    from hearts_desktop.ui.games.hearts.texts import moon_texts

    win = open_window()
    win.start_game(GameSetup.default(), seed=2)
    qtbot.waitUntil(lambda: win.controller.state is not None)
    banner = win.scene.banner
    banner.set_source(lambda: moon_texts(win.scene.names[1], False))
    _choose(win, "ko")
    assert banner.title == "Pauline, 슛 더 문!"
    _choose(win, "de")
    assert banner.title == "Pauline schafft den Durchmarsch!"
    error = IllegalActionError(Violation.MUST_FOLLOW_SUIT, "follow", suit=Suit.HEARTS)
    assert violation_text(error) == "Farbe bedienen: Spiel Herz, solange du welche hast."
    assert card_name(Card.parse("QS")) == "Pik-Dame"
    _choose(win, "ja")
    assert violation_text(error) == ("マストフォローです：ハートを持っている間は"
                                     "それを出してください。")
    assert card_name(Card.parse("QS")) == "スペードのQ"
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "キャンセル"


def test_plural_forms(qapp: object) -> None:
    tr = QCoreApplication.translate
    text = "Choose %n more."
    assert i18n.apply_language("en") == "en"
    assert tr("", "The game lasts at most %n deals.", "", 1) == "The game lasts at most 1 deal."
    assert tr("", "The game lasts at most %n deals.", "", 7) == "The game lasts at most 7 deals."
    i18n.apply_language("de")
    assert tr("", "The game lasts at most %n deals.", "", 1) == \
        "Die Partie dauert höchstens 1 Runde."
    assert tr("", "The game lasts at most %n deals.", "", 7) == \
        "Die Partie dauert höchstens 7 Runden."
    i18n.apply_language("ko")
    assert tr("MainWindow", text, "", 2) == "2장 더 고르세요."


def test_system_default_follows_the_desktop_locale() -> None:
    assert i18n.resolve("system", QLocale("ko_KR")) == "ko"
    assert i18n.resolve("system", QLocale(QLocale.Language.Japanese)) == "ja"
    assert i18n.resolve("system", QLocale("de_AT")) == "de"
    assert i18n.resolve("system", QLocale(QLocale.Language.French)) == "en"
    assert i18n.resolve("de_CH") == "de"
    assert i18n.resolve("xx") == "en"


def test_missing_catalogue_falls_back_to_english(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path, caplog: pytest.LogCaptureFixture,
        qapp: object) -> None:
    monkeypatch.setattr(i18n, "QM_DIR", tmp_path / "qm")
    monkeypatch.setattr(i18n, "TS_DIR", tmp_path / "ts")
    with caplog.at_level(logging.WARNING, logger="hearts_desktop.i18n"):
        assert i18n.apply_language("de") == "en"
    assert "hearts_desktop_de" in i18n.manager().missing
    assert "showing English" in caplog.text
    assert QCoreApplication.translate("MainWindow", "&Game") == "&Game"


def test_missing_but_buildable_catalogue_is_built(monkeypatch: pytest.MonkeyPatch,
                                                  tmp_path: Path, qapp: object) -> None:
    monkeypatch.setattr(i18n, "QM_DIR", tmp_path / "qm")
    assert i18n.apply_language("ja") == "ja"
    assert (tmp_path / "qm" / "hearts_desktop_ja.qm").is_file()
    assert QCoreApplication.translate("MainWindow", "&Game") == "ゲーム(&G)"
