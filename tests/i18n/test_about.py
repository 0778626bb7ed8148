"""Help > About names the three games the program plays, in every language (issue 28 item
15), and follows a language switch while it is open."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QTextDocumentFragment
from PySide6.QtWidgets import QApplication

from hearts_desktop.ui.dialogs.about import AboutDialog
from hearts_desktop.ui.main_window import MainWindow

# the games as each language names them (the program's own names: New game's picker)
GAMES = {
    "en": ("Hearts", "Pinochle", "Ombre", "Quadrille"),
    "de": ("Hearts", "Pinochle", "L’Hombre", "Quadrille"),
    "ja": ("ハーツ", "ピノクル", "オンブル", "カドリーユ"),
    "ko": ("하트", "피노클", "옴브레", "카드리유"),
}


def test_about_names_the_three_games_in_every_language(
        open_window: Callable[..., MainWindow]) -> None:
    win = open_window()
    win.about_action.trigger()  # Help > About Hearts Desktop
    QApplication.processEvents()
    dialog = win.dialogs.open_dialogs["about"]
    assert isinstance(dialog, AboutDialog) and dialog.isVisible()
    texts = set()
    for lang in ("ko", "ja", "de", "en"):
        win.language_menu.actions_by_code[lang].trigger()  # the Language menu
        QApplication.processEvents()
        text = QTextDocumentFragment.fromHtml(dialog.text.text()).toPlainText()
        missing = [name for name in GAMES[lang] if name not in text]
        assert not missing, (lang, missing, text)
        texts.add(text)
    assert len(texts) == 4
    dialog.buttons.button(dialog.buttons.StandardButton.Close).click()
    QApplication.processEvents()
    assert "about" not in win.dialogs.open_dialogs  # closed (and deleted)
