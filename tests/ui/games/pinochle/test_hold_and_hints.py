"""Issue 28, item 12 at a Pinochle table, with the mouse and the keyboard:

* the melds laid out wait on the table until the player presses Space or clicks the table
  (a defender had 3-5 seconds to read them); the table says how to go on;
* Game > Options > "Keep the melds on the table until I click…" off brings the old timing
  back: the next melds go back by themselves;
* Game > Hint during the auction and when naming trump rings the suggested button on the
  panel, not only in the status bar."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QPoint, QRectF, Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialogButtonBox
from pytestqt.qtbot import QtBot

from hearts_desktop.games.pinochle import Bid, MeldsCounted, NameTrump, Pass, Phase
from hearts_desktop.ui.main_window import MainWindow
from hearts_desktop.ui.settings import Settings
from hearts_desktop.ui.table.panels import HINT

from ...keyboard_player import go_to, open_reader, rows
from .test_table import WAIT, act, click_choice, start


def play_until_the_table_waits(qtbot: QtBot, win: MainWindow) -> None:
    """The human passes and plays through the table until the melds wait on it."""
    ctrl = win.controller
    for _ in range(300):
        qtbot.waitUntil(lambda: ctrl.awaiting_human or win.animator.waiting or ctrl.is_over,
                        timeout=WAIT)
        if win.animator.waiting or ctrl.is_over:
            break
        act(qtbot, win, bid_high=False)
    assert win.animator.waiting, "the table never waited at the melds"


def melds_on_table(win: MainWindow) -> int:
    return sum(len(items) for items in win.scene.melds.values())


def test_the_melds_wait_for_space_or_a_click(open_window: Callable[..., MainWindow],
                                             settings: Settings, qtbot: QtBot) -> None:
    settings.hold_melds = True
    win = open_window()
    ctrl = start(win, seed=5)
    waits: list[bool] = []
    win.animator.waiting_changed.connect(waits.append)
    counted: list[MeldsCounted] = []
    ctrl.events_applied.connect(lambda evs, _v: counted.extend(
        e for e in evs if isinstance(e, MeldsCounted)))

    play_until_the_table_waits(qtbot, win)
    sc = win.scene
    assert melds_on_table(win) > 0 and any(c.isVisible() for c in sc.captions.values())
    # how to go on: a button beside the status corner, clear of the melds, and the status bar
    button = sc.overlays.side_button
    assert button.isVisible() and button.text == win.play.go_on_button_text()
    assert win.current_message() == win.play.go_on_text()
    meld_rects = [it.sceneBoundingRect() for items in sc.melds.values() for it in items]
    assert not any(button.sceneBoundingRect().intersects(r) for r in meld_rects)
    qtbot.wait(300)  # speed instant: no timer runs, nothing but the player ends the wait
    assert win.animator.waiting and melds_on_table(win) > 0 and not ctrl.awaiting_human

    win.view.setFocus()
    QTest.keyClick(win.view, Qt.Key.Key_Space)
    assert not win.animator.waiting
    qtbot.waitUntil(lambda: melds_on_table(win) == 0, timeout=WAIT)
    assert not button.isVisible() and win.current_message() != win.play.go_on_text()

    # the next hand's melds: a click on the table goes on
    play_until_the_table_waits(qtbot, win)
    assert melds_on_table(win) > 0
    QTest.mouseClick(win.view.viewport(), Qt.MouseButton.LeftButton,
                     pos=QPoint(win.view.viewport().width() // 2, 12))
    assert not win.animator.waiting
    qtbot.waitUntil(lambda: melds_on_table(win) == 0, timeout=WAIT)
    assert waits == [True, False, True, False]

    # Options: the old timing
    win.options_action.trigger()  # type: ignore[attr-defined]
    dialog: Any = win.dialogs.open_dialogs["options"]
    check = dialog.hold_melds_check
    assert check.isChecked()
    check.click()
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    assert settings.hold_melds is False and not win.animator.wait_for_player
    seen = len(counted)
    for _ in range(300):
        qtbot.waitUntil(lambda: ctrl.awaiting_human or ctrl.is_over or win.animator.waiting,
                        timeout=WAIT)
        assert not win.animator.waiting
        if len(counted) > seen and ctrl.view.phase is Phase.PLAYING:
            break
        act(qtbot, win, bid_high=False)
    assert len(counted) > seen and waits == [True, False, True, False]
    assert melds_on_table(win) == 0  # they went back by themselves


def hint_pixels(win: MainWindow, rect: QRectF) -> int:
    """Pixels of the hint's ring colour round ``rect`` (scene) in the view's picture."""
    image: QImage = win.view.grab().toImage()
    ratio = image.devicePixelRatio()
    box = win.view.mapFromScene(rect.adjusted(-12, -12, 12, 12)).boundingRect()
    width, height = image.width() / ratio, image.height() / ratio
    count = 0
    for x in range(max(0, box.left()), min(int(width), box.right())):
        for y in range(max(0, box.top()), min(int(height), box.bottom()), 2):
            c = QColor(image.pixel(int(x * ratio), int(y * ratio)))
            count += (abs(c.red() - HINT.red()) < 30 and abs(c.green() - HINT.green()) < 30
                      and abs(c.blue() - HINT.blue()) < 30)
    return count


def ask_hint(qtbot: QtBot, win: MainWindow) -> Any:
    panel = win.scene.overlays.panel
    assert panel.isVisible() and panel.hinted is None
    win.hint_action.trigger()  # type: ignore[attr-defined]
    qtbot.waitUntil(lambda: panel.hinted is not None, timeout=WAIT)
    key = panel.hinted
    assert key in [c.key for c in panel.content.choices]
    rect = panel.button_rect(key)
    assert rect is not None
    win.view.viewport().repaint()
    assert hint_pixels(win, rect) > 20, "the hint's ring is not drawn round the button"
    return key


def test_a_hint_rings_the_bid_and_the_trump_it_suggests(
        open_window: Callable[..., MainWindow], qtbot: QtBot) -> None:
    win = open_window()
    ctrl = start(win, seed=5)
    bid_hint = trump_hint = None
    for _ in range(300):
        qtbot.waitUntil(lambda: ctrl.awaiting_human or ctrl.is_over, timeout=WAIT)
        view = ctrl.view
        if view.phase is Phase.BIDDING and bid_hint is None:
            bid_hint = ask_hint(qtbot, win)
            assert isinstance(bid_hint, Bid | Pass) and bid_hint in view.legal
            act(qtbot, win, bid_high=True)  # the human means to win the auction
        elif view.phase is Phase.NAMING_TRUMP:
            trump_hint = ask_hint(qtbot, win)
            assert isinstance(trump_hint, NameTrump) and trump_hint in view.legal
            click_choice(qtbot, win, trump_hint)  # the ringed button, clicked
            qtbot.waitUntil(lambda suit=trump_hint.suit: ctrl.view.trump == suit,
                            timeout=WAIT)
            break
        else:
            act(qtbot, win, bid_high=True)
    assert bid_hint is not None and trump_hint is not None


def test_space_or_enter_in_the_table_as_text_goes_on_from_the_held_melds(
        open_window: Callable[..., MainWindow], settings: Settings, qtbot: QtBot) -> None:
    """Issue 33: a player reading the table as text goes on from the melds with Space or
    Enter there, on whatever line the cursor is, as Space on the table does."""
    settings.hold_melds = True
    win = open_window()
    start(win, seed=5)
    play_until_the_table_waits(qtbot, win)
    assert melds_on_table(win) > 0
    reader = open_reader(qtbot, win)
    reader.refresh()
    side = next(it for it, ln in rows(reader) if ln is not None and ln.key == "side")
    assert side.text(0) == win.play.go_on_button_text()
    card = next(it for it, ln in rows(reader) if ln is not None and ln.item is not None)
    go_to(qtbot, reader, card)  # a card of the hand, not the "Go on" line
    QTest.keyClick(reader, Qt.Key.Key_Space)
    assert not win.animator.waiting
    qtbot.waitUntil(lambda: melds_on_table(win) == 0, timeout=WAIT)
    assert not any(ln is not None and ln.key == "side" for _it, ln in rows(reader))

    # the next hand's melds: Enter on a heading goes on
    play_until_the_table_waits(qtbot, win)
    reader.setFocus()
    reader.refresh()
    heading = next(it for it, ln in rows(reader) if ln is None)
    go_to(qtbot, reader, heading)
    QTest.keyClick(reader, Qt.Key.Key_Return)
    assert not win.animator.waiting
    qtbot.waitUntil(lambda: melds_on_table(win) == 0, timeout=WAIT)
