"""Every game's rules page is a ``ui.games.rules_page.RulesPageDialog`` over an ``HtmlPage``
(issue 30): the window, its Close button, the page written again for other rules, and the
HTML every page is made of."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QDialogButtonBox
from pytestqt.qtbot import QtBot

from hearts_desktop.games import GAMES, get_game
from hearts_desktop.ui.games import presentation
from hearts_desktop.ui.games.rules_page import HtmlPage, RulesPageDialog


def test_a_page_is_its_sections_in_html() -> None:
    page = HtmlPage("h1 { color: red; }")
    page.h1("Rules & more")
    page.h2("Cards", "cards")
    page.h2("Play")
    page.p("a < b")
    page.ul(["one", "two"])
    page.ul([])
    assert page.html() == (
        "<html><head><style>h1 { color: red; }</style></head><body>"
        "<h1>Rules &amp; more</h1><h2><a name=\"cards\"></a>Cards</h2><h2>Play</h2>"
        "<p>a &lt; b</p><ul><li>one</li><li>two</li></ul></body></html>")
    assert HtmlPage().html() == "<html><body></body></html>"


@pytest.mark.parametrize("name", GAMES)
def test_every_games_rules_window_shows_its_rules_and_closes(qtbot: QtBot, name: str) -> None:
    game = get_game(name)
    first, *others = game.presets()
    dialog = presentation(name).rules_dialog(game.preset(first), None)
    assert isinstance(dialog, RulesPageDialog)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.windowTitle() and dialog.plain_text()
    page = dialog.plain_text()
    if others:
        dialog.set_rules(game.preset(others[-1]))
        assert dialog.plain_text() != page
    dialog.buttons.button(QDialogButtonBox.StandardButton.Close).click()
    assert not dialog.isVisible()
