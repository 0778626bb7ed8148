"""German and Japanese texts fit: no button, check box or label of the main dialogs is
narrower than its text needs once laid out."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QDialog,
    QLabel,
    QTabWidget,
    QWidget,
)
from pytestqt.qtbot import QtBot

from hearts_desktop import i18n
from hearts_desktop.games.hearts import Rules
from hearts_desktop.i18n.fonts import install_cjk_fallback
from hearts_desktop.ui.dialogs.about import AboutDialog
from hearts_desktop.ui.dialogs.game_over import GameOverDialog
from hearts_desktop.ui.dialogs.new_game import NewGameDialog
from hearts_desktop.ui.dialogs.options import OptionsDialog
from hearts_desktop.ui.games.hearts.choices import MoonChoiceDialog, PassChoiceDialog
from hearts_desktop.ui.games.hearts.rules_page import RulesDialog
from hearts_desktop.ui.settings import Settings
from hearts_desktop.ui.setup import GameSetup


def _truncated(root: QWidget) -> list[str]:
    """Visible widgets whose text does not fit their width."""
    bad = []
    for w in root.findChildren(QWidget):
        if not w.isVisibleTo(root) or w.width() <= 0:
            continue
        if isinstance(w, QLabel):
            rich = w.textFormat() != w.textFormat().PlainText and "<" in w.text()
            if w.wordWrap() or not w.text() or rich:
                continue
            need = w.minimumSizeHint().width()
        elif isinstance(w, QAbstractButton) and w.text():
            need = w.sizeHint().width()
        elif isinstance(w, QComboBox):
            need = w.minimumSizeHint().width()
        else:
            continue
        if w.width() < need:
            text = w.currentText() if isinstance(w, QComboBox) else w.text()
            bad.append(f"{type(w).__name__} {text!r}: {w.width()} < {need}")
    return bad


def _check(qtbot: QtBot, dialog: QDialog, pages: Callable[[], None] | None = None) -> None:
    qtbot.addWidget(dialog)
    dialog.show()
    QApplication.processEvents()
    assert _truncated(dialog) == []
    tabs = dialog.findChild(QTabWidget)
    if tabs is not None:
        for i in range(tabs.count()):
            tabs.setCurrentIndex(i)
            QApplication.processEvents()
            assert _truncated(dialog) == [], tabs.tabText(i)
    dialog.close()


@pytest.mark.parametrize("lang", ["de", "ja"])
def test_main_dialogs_fit(qtbot: QtBot, qapp: QApplication, settings: Settings,
                          lang: str) -> None:
    install_cjk_fallback(qapp)
    assert i18n.apply_language(lang) == lang
    _check(qtbot, NewGameDialog(GameSetup.default(), language=lang))
    _check(qtbot, OptionsDialog(settings))
    _check(qtbot, MoonChoiceDialog(["others", "self"]))
    _check(qtbot, PassChoiceDialog([((1, 3),), ((1, 1), (2, 1), (3, 1)), ()], 4))
    over = GameOverDialog()
    over.set_result(["Anna", "Klaus", "Greta", "Du"], [40, 55, 101, 30], [2, 3, 4, 1], [3],
                    human=3, assisted=True)
    _check(qtbot, over)
    _check(qtbot, AboutDialog())
    _check(qtbot, RulesDialog(Rules.preset("classic")))


def test_the_check_finds_a_cut_off_button(qtbot: QtBot) -> None:
    from PySide6.QtWidgets import QPushButton, QVBoxLayout

    dialog = QDialog()
    qtbot.addWidget(dialog)
    button = QPushButton("Vorgabe wiederherstellen", dialog)
    button.setFixedWidth(40)
    QVBoxLayout(dialog).addWidget(button)
    dialog.show()
    QApplication.processEvents()
    assert _truncated(dialog) == [f"QPushButton 'Vorgabe wiederherstellen': 40 < "
                                  f"{button.sizeHint().width()}"]
