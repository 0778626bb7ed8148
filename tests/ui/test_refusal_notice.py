"""Issue 17, item 8: a refused card is explained near the hand too: a notice above the hand
(panels.Overlays) says the engine's reason in the current language, and fades."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from hearts_desktop import i18n
from hearts_desktop.games.hearts import IllegalActionError, PlayCard, apply
from hearts_desktop.ui.games.hearts.messages import violation_text
from hearts_desktop.ui.main_window import MainWindow
from hearts_desktop.ui.table.panels import Overlays
from hearts_desktop.ui.window_play import TablePlay
from tests.ui.test_table import WAIT_MS, _reach_illegal_choice, click_card, start


def test_a_refused_card_is_explained_above_the_hand(
        window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(TablePlay, "REFUSAL_NOTICE_MS", 300)
    monkeypatch.setattr(Overlays, "FADE_MS", 100)
    ctrl = start(window, seed=8)
    card, legal = _reach_illegal_choice(window, qtbot)
    with pytest.raises(IllegalActionError) as info:
        apply(ctrl.state, PlayCard(ctrl.human_seat, card))
    notice = window.scene.overlays.notice
    assert not notice.isVisible()
    click_card(qtbot, window, card)
    assert notice.isVisible()
    assert notice.text == violation_text(info.value)
    # above the hand: its bottom is above the top of the human's cards
    hand_top = min(it.sceneBoundingRect().top() for it in window.scene.human_items())
    assert notice.sceneBoundingRect().center().y() < hand_top
    english = notice.text
    try:
        window.language_menu.actions_by_code["de"].trigger()  # type: ignore[attr-defined]
        QApplication.processEvents()
        assert notice.text == violation_text(info.value) != ""
        assert notice.text != english
    finally:
        i18n.apply_language("en")
    # it fades, then goes
    qtbot.waitUntil(lambda: 0.0 < notice.opacity() < 1.0 or not notice.isVisible(),
                    timeout=WAIT_MS)
    qtbot.waitUntil(lambda: not notice.isVisible(), timeout=WAIT_MS)
    # a legal card is taken and nothing is said
    click_card(qtbot, window, legal[0])
    assert not notice.isVisible()
