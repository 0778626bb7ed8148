"""Options > Seeing, through the dialog as a player uses it (Game > Options, a click on the
checkbox or the combo box, OK), and the table changing at once, without a restart: the
four-colour deck (the cards on the table are drawn again, in the new colours), the
high-contrast table (the felt and the plates as drawn on screen), larger cards (the layout
and every card item) and the marking of playable cards (the items' state and place)."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPointF, QRect, Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QDialogButtonBox
from pytestqt.qtbot import QtBot

from hearts_desktop.core.cards import Card, Suit
from hearts_desktop.games.hearts import PassCards, Phase, PlayCard, Rules
from hearts_desktop.ui.controller import SeatPlayer
from hearts_desktop.ui.dialogs.options import OptionsDialog
from hearts_desktop.ui.main_window import MainWindow
from hearts_desktop.ui.settings import CARD_SIZES, Settings
from hearts_desktop.ui.table.card_item import CardItem
from hearts_desktop.ui.table.card_themes import BUILTIN_DECK, BUILTIN_FOUR_COLOUR
from hearts_desktop.ui.table.layout import hand_box, hand_slots
from hearts_desktop.ui.table.table_palette import CLASSIC, HIGH_CONTRAST
from tests.ui.suit_colours import suit_hues

WAIT_MS = 20_000
SEED = 5


@pytest.fixture
def table(open_window: Any, qtbot: QtBot) -> MainWindow:
    """A classic Hearts match at the human's first turn (the pass)."""
    win = open_window()
    rules = Rules.preset("classic")
    win.start_match(rules, SEED, [SeatPlayer("Human", human=True),
                                  *(SeatPlayer(f"CPU {i}", bot_kind="normal")
                                    for i in range(1, 4))])
    qtbot.waitUntil(lambda: win.controller.awaiting_human, timeout=WAIT_MS)
    return win


def _options(win: MainWindow, qtbot: QtBot) -> OptionsDialog:
    win.options_action.trigger()  # type: ignore[attr-defined]
    dialog = win.dialogs.open_dialogs["options"]
    assert isinstance(dialog, OptionsDialog)
    qtbot.waitExposed(dialog)
    return dialog


def _ok(dialog: OptionsDialog) -> None:
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()


def _screen(win: MainWindow) -> QImage:
    return win.view.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)


def _index_colours(win: MainWindow, item: CardItem) -> dict[str, int]:
    """Pixels of the suits' colours in the corner index of ``item`` as shown on screen."""
    w = item.width
    h = win.pixmaps.height_for(w)
    top_left = win.view.mapFromScene(item.mapToScene(QPointF(-w / 2 + w * 0.03,
                                                              -h / 2 + h * 0.03)))
    bottom_right = win.view.mapFromScene(item.mapToScene(QPointF(-w / 2 + w * 0.17,
                                                                  -h / 2 + h * 0.21)))
    return suit_hues(_screen(win).copy(QRect(top_left, bottom_right).normalized()))


def _number_card(win: MainWindow, suit: Suit) -> CardItem:
    return next(it for it in win.scene.human_items()
                if it.card is not None and it.card.suit is suit and 2 <= it.card.rank <= 10)


def test_the_four_colour_deck_redraws_the_cards_on_the_table(table: MainWindow,
                                                              qtbot: QtBot) -> None:
    win = table
    diamond = _number_card(win, Suit.DIAMONDS)
    club = _number_card(win, Suit.CLUBS)
    before_d, before_c = _index_colours(win, diamond), _index_colours(win, club)
    assert before_d["red"] > 10 and before_d["blue"] == 0, before_d
    assert before_c["green"] == 0
    dialog = _options(win, qtbot)
    assert not dialog.seeing.four_colour_check.isChecked()
    dialog.seeing.four_colour_check.click()
    _ok(dialog)
    assert win.settings.four_colour_deck
    assert win.pixmaps.theme.folder == BUILTIN_FOUR_COLOUR
    qtbot.waitUntil(lambda: _index_colours(win, diamond)["blue"] > 10, timeout=WAIT_MS)
    after_d, after_c = _index_colours(win, diamond), _index_colours(win, club)
    assert after_d["red"] == 0, after_d
    assert after_c["green"] > 10, after_c
    # and back: the cached pictures of the four-colour deck are not shown any more
    dialog = _options(win, qtbot)
    dialog.seeing.four_colour_check.click()
    _ok(dialog)
    assert win.pixmaps.theme.folder == BUILTIN_DECK
    qtbot.waitUntil(lambda: _index_colours(win, diamond)["red"] > 10, timeout=WAIT_MS)
    assert _index_colours(win, diamond)["blue"] == 0


def test_the_high_contrast_table_paints_felt_and_plates_black_and_white(
        table: MainWindow, qtbot: QtBot) -> None:
    win = table
    sc = win.scene
    plate = sc.plates[2].sceneBoundingRect().toAlignedRect()

    def felt() -> tuple[int, int, int]:
        c = _screen(win).pixelColor(3, 3)
        return c.red(), c.green(), c.blue()

    assert felt()[1] > felt()[0] + 20  # green cloth
    dialog = _options(win, qtbot)
    dialog.seeing.high_contrast_check.click()
    _ok(dialog)
    assert sc.table_palette is HIGH_CONTRAST
    qtbot.waitUntil(lambda: felt() == (0, 0, 0), timeout=WAIT_MS)
    shot = _screen(win).copy(plate.adjusted(6, 6, -6, -6))
    colours = {shot.pixelColor(x, y).rgb() & 0xFFFFFF
               for y in range(shot.height()) for x in range(shot.width())}
    assert 0x000000 in colours and 0xFFFFFF in colours  # white text on black
    dialog = _options(win, qtbot)
    dialog.seeing.high_contrast_check.click()
    _ok(dialog)
    assert sc.table_palette is CLASSIC
    qtbot.waitUntil(lambda: felt()[1] > felt()[0] + 20, timeout=WAIT_MS)


def test_larger_cards_grow_every_card_and_the_hand_still_fits(table: MainWindow,
                                                               qtbot: QtBot) -> None:
    win = table
    sc = win.scene
    before = sc.layout.card_h
    dialog = _options(win, qtbot)
    combo = dialog.seeing.card_size_combo
    assert combo.value() == 100
    combo.setFocus()
    for _ in CARD_SIZES[1:]:
        qtbot.keyClick(combo, Qt.Key.Key_Down)
    assert combo.value() == CARD_SIZES[-1]
    _ok(dialog)
    assert win.settings.card_size == CARD_SIZES[-1]
    lay = sc.layout
    assert lay.card_h >= before * 1.15
    hand = sc.human_items()
    assert all(it.width == pytest.approx(lay.card_w) for it in hand)
    box = hand_box(lay, 0, len(hand))
    assert box.inside(lay.view)
    for item in hand:  # every card where the larger layout puts it
        assert item.sceneBoundingRect().bottom() <= lay.height + 1


def test_cancel_changes_nothing(table: MainWindow, qtbot: QtBot) -> None:
    win = table
    dialog = _options(win, qtbot)
    for check in (dialog.seeing.four_colour_check, dialog.seeing.high_contrast_check,
                  dialog.seeing.mark_playable_check):
        check.click()
    dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel).click()
    s: Settings = win.settings
    assert not (s.four_colour_deck or s.high_contrast or s.mark_playable)
    assert win.scene.table_palette is CLASSIC and not win.scene.mark_playable


def test_marking_playable_cards_outlines_and_lifts_them_at_once(table: MainWindow,
                                                                 qtbot: QtBot) -> None:
    win = table
    ctrl = win.controller
    sc = win.scene
    for _ in range(60):  # pass, then play on until the human must follow suit
        view = ctrl.view
        assert view is not None
        legal = [a.card for a in view.legal if isinstance(a, PlayCard)]
        if view.phase is Phase.PLAYING and 1 < len(legal) < len(view.hand):
            break
        if view.phase is Phase.PASSING:
            ctrl.submit(next(a for a in view.legal if isinstance(a, PassCards)))
        else:
            ctrl.submit(PlayCard(ctrl.human_seat, legal[0]))
        qtbot.waitUntil(lambda: ctrl.awaiting_human, timeout=WAIT_MS)
    assert sc.mode == "play"
    legal_set: set[Card] = set(sc.legal)
    base = [s.y for s in hand_slots(sc.layout, 0, len(sc.human_items()))]
    assert not any(it.outlined for it in sc.human_items())
    assert [it.pos().y() for it in sc.human_items()] == pytest.approx(base)
    dialog = _options(win, qtbot)
    dialog.seeing.mark_playable_check.click()
    _ok(dialog)
    for item, y in zip(sc.human_items(), base, strict=True):
        may = item.card in legal_set
        assert item.playable is may and item.outlined is may
        assert (item.pos().y() < y - sc.layout.raise_by * 0.4) is may
    dialog = _options(win, qtbot)
    dialog.seeing.mark_playable_check.click()
    _ok(dialog)
    assert not any(it.outlined for it in sc.human_items())
    assert [it.pos().y() for it in sc.human_items()] == pytest.approx(base)
    assert {it.card for it in sc.human_items() if it.playable} == legal_set
