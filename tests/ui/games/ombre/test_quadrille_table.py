"""Issue 28, item 11: what a Quadrille (and Ombre) table shows a player, in a real window with
the human's seat played by clicks:

* the pot never lies under the banner that announces the deal's moments ("Oros are trump");
* the name plates' roles do not change when play starts: the dealer's word does not come
  back once ombre is known, the human holding the called king is the partner from the call
  on, the other seats stay unnamed until the king falls;
* the contract panel names the called king in one language ("Rey de Oros", not "Rey of
  Oros");
* the exchange button's text fits the button in every language;
* the presets' descriptions speak to players, not of the sources."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QAction, QFont, QFontMetricsF
from pytestqt.qtbot import QtBot

from hearts_desktop.games.ombre import (
    POT,
    CardCalled,
    OmbreDeclared,
    PartnerRevealed,
    Phase,
    PlayStarted,
    Rules,
)
from hearts_desktop.ui.games.ombre.labels import Ombre, preset_summary
from hearts_desktop.ui.main_window import MainWindow
from hearts_desktop.ui.tr_context import MainWindow as MainWindowTexts

from .helpers import click_card, human_act, start, wait_human

LANGUAGES = ("en", "de", "ja", "ko")
WINDOW_SIZES = ((1280, 800), (1024, 700), (1366, 768), (1920, 1080))


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    """These tests switch the language: the next test finds English again."""
    from hearts_desktop import i18n

    i18n.apply_language("en")
    yield
    i18n.apply_language("en")


def pot_clear_of_banner(win: MainWindow) -> bool:
    sc = win.scene
    pot = sc.chips.piles.get(POT)
    if pot is None:
        return True
    return not pot.sceneBoundingRect().intersects(sc.banner.sceneBoundingRect())


def switch_language(win: MainWindow, qtbot: QtBot, code: str) -> None:
    """Language > ``code``, then wait until the window has said everything again."""
    action = win.findChild(QAction, f"action_language_{code}")
    assert action is not None
    action.trigger()
    qtbot.waitUntil(lambda: win.settings.language == code
                    and win.game_menu.title() == MainWindowTexts.tr("&Game"), timeout=10_000)


@pytest.mark.parametrize("seed", [4, 7])
def test_quadrille_roles_panel_and_pot(open_window: Callable[..., MainWindow], qtbot: QtBot,
                                       seed: int) -> None:
    """Seed 4: a CPU player calls a king another CPU player holds; seed 7: the human holds
    the called king."""
    win = open_window()
    rules = Rules.preset("quadrille")
    moments: list[tuple[str, list[str]]] = []
    overlaps: list[str] = []
    called: list[CardCalled] = []

    def seen(event: Any) -> None:
        moments.append((type(event).__name__, [p.detail for p in win.scene.plates]))
        if isinstance(event, CardCalled):
            called.append(event)
        if not pot_clear_of_banner(win):
            overlaps.append(type(event).__name__)

    win.animator.event_started.connect(seen)
    ctrl = start(win, rules, seed=seed)
    for step in range(80):
        wait_human(qtbot, ctrl)
        if ctrl.view.phase is Phase.PLAYING and any(n == "PartnerRevealed" for n, _ in moments):
            break
        human_act(win, qtbot, step)
    assert called, "no king was called in the first deal"
    assert not overlaps, f"the pot lay under the banner at {overlaps}"

    names = [n for n, _ in moments]
    declared = names.index(OmbreDeclared.__name__)
    start_play = names.index(PlayStarted.__name__)
    revealed = names.index(PartnerRevealed.__name__)
    dealer_word = Ombre.tr("Dealer")
    for name, labels in moments[declared + 1: revealed + 1]:
        assert dealer_word not in labels, f"the dealer's word came back at {name}: {labels}"
    # from the call on (at the start of play) to the king's fall the roles stay as they are
    roles = moments[start_play][1]
    for name, labels in moments[start_play: revealed + 1]:
        assert labels == roles, f"the roles changed at {name}: {roles} -> {labels}"
    human = ctrl.human_seat
    partner_word, defender_word = Ombre.tr("Partner"), Ombre.tr("Defender")
    holds_king = ctrl.state.deal.partner == human
    assert (partner_word if holds_king else defender_word) in roles[human]
    ombre = ctrl.state.deal.ombre
    for seat in range(rules.players):
        if seat not in (human, ombre) and not holds_king:
            assert roles[seat] == "", "a seat's secret side was named"
    assert seed != 7 or holds_king

    # the called king is named in one language on the contract panel
    detail = win.scene.contract.detail
    assert " of " not in detail and "Rey de" in detail, detail
    switch_language(win, qtbot, "de")
    detail = win.scene.contract.detail
    assert " of " not in detail and " de " not in detail and "Rey" in detail, detail

    # the pot keeps clear of the banner at every window size
    for w, h in WINDOW_SIZES:
        win.resize(w, h)
        qtbot.waitUntil(lambda w=w: abs(win.scene.layout.width - win.view.viewport().width())
                        < 1 and win.view.viewport().width() <= w, timeout=10_000)
        assert pot_clear_of_banner(win), (w, h)


def button_text_fits(win: MainWindow) -> tuple[bool, str, float, float]:
    button = win.scene.action_button
    rect: QRectF = button.boundingRect().adjusted(4, 4, -4, -4)  # the drawn button
    font = QFont()
    font.setPixelSize(max(8, round(rect.height() * 0.4)))
    font.setBold(True)
    needed = QFontMetricsF(font).horizontalAdvance(button.text)
    room = rect.width() - rect.height() * 0.9  # clear of the button's round ends
    return needed <= room, button.text, needed, room


def test_the_exchange_button_fits_its_text_in_every_language(
        open_window: Callable[..., MainWindow], qtbot: QtBot) -> None:
    """Seed 7: the human is ombre (a tourné) in the first deal and exchanges."""
    win = open_window()
    ctrl = start(win, Rules.preset("ombre"), seed=7)
    for step in range(40):
        wait_human(qtbot, ctrl)
        view = ctrl.view
        if view.phase is Phase.EXCHANGE and view.ombre == view.seat:
            break
        human_act(win, qtbot, step)
    else:
        pytest.fail("the human did not exchange as ombre")
    button = win.scene.action_button
    assert button.isVisible()
    for code in LANGUAGES:
        switch_language(win, qtbot, code)
        assert button.text == Ombre.tr("Keep my hand")
        fits, text, needed, room = button_text_fits(win)
        assert fits, f"{code}: {text!r} needs {needed:.0f} px, the button has {room:.0f}"
    card = ctrl.view.hand[0]
    click_card(qtbot, win, card)
    for code in LANGUAGES:
        switch_language(win, qtbot, code)
        assert button.text == Ombre.tr("Exchange %n", "", 1)
        fits, text, needed, room = button_text_fits(win)
        assert fits, f"{code}: {text!r} needs {needed:.0f} px, the button has {room:.0f}"


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_presets_speak_to_players(open_window: Callable[..., MainWindow], qtbot: QtBot,
                                      code: str) -> None:
    win = open_window()
    switch_language(win, qtbot, code)
    for name in Rules.preset_names():
        text = preset_summary(name)
        assert text
        for word in ("article", "Korean", "Artikel", "koreanisch", "기사", "記事", "한국"):
            assert word not in text, f"{name} ({code}): {text}"
