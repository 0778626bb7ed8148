"""Issue 33: the table read as a screen reader reads it, and what happens announced.

The table as text (Game > Table as text, Ctrl+T) lists the hand grouped by suit, each card
with its state as the engine decides it; the arrow keys over the table itself say the card
they are on and whether it may be played; a refused card is announced with its reason, at
once; the "Screen reader says" option (Options > Seeing) chooses how much is announced."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialogButtonBox
from pytestqt.qtbot import QtBot

from hearts_desktop.games.hearts import PlayCard, Rules
from hearts_desktop.ui import window_reader
from hearts_desktop.ui.controller import SeatPlayer
from hearts_desktop.ui.dialogs.options import OptionsDialog
from hearts_desktop.ui.main_window import MainWindow
from hearts_desktop.ui.table.reading import reading_lines

from .keyboard_player import WAIT, go_to, open_reader, rows

SEED = 5


@pytest.fixture
def heard(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, bool]]:
    """What the program posts to the screen reader: (text, assertive)."""
    out: list[tuple[str, bool]] = []
    monkeypatch.setattr(window_reader, "post_announcement",
                        lambda _target, text, assertive=False: out.append((text, assertive)))
    return out


@pytest.fixture
def table(open_window: Any, qtbot: QtBot) -> MainWindow:
    """A Hearts match without passing, the human to lead or follow in the first trick."""
    win = open_window()
    rules = Rules.preset("classic")
    win.start_match(rules, SEED, [SeatPlayer("Human", human=True),
                                  *(SeatPlayer(f"CPU {i}", bot_kind="easy", level="easy")
                                    for i in range(1, 4))])
    qtbot.waitUntil(lambda: win.controller.awaiting_human, timeout=WAIT)
    return win


def _play_turn(qtbot: QtBot, win: MainWindow) -> None:
    """Pass three cards with the keys, then wait for the human's turn in the play."""
    reader = open_reader(qtbot, win)
    for _ in range(3):
        target = next(it for it, ln in rows(reader) if ln is not None and ln.item is not None
                      and ln.enabled and not win.scene.is_selected(ln.item))
        go_to(qtbot, reader, target)
        QTest.keyClick(reader, Qt.Key.Key_Space)
    action = next(it for it, ln in rows(reader) if ln is not None and ln.key == "action")
    go_to(qtbot, reader, action)
    QTest.keyClick(reader, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: win.scene.mode == "play", timeout=WAIT)
    reader.refresh()


def test_the_hand_is_read_by_suit_with_what_may_be_played(
        qtbot: QtBot, table: MainWindow) -> None:
    win = table
    _play_turn(qtbot, win)
    reader = win.reader_ui.reader  # type: ignore[attr-defined]
    lines = reading_lines(reader.sections)
    assert any(line.startswith("Your hand: ") for line in lines), lines
    view = win.controller.view
    legal = {a.card for a in view.legal if isinstance(a, PlayCard)}
    read_playable = {ln.item.card for _it, ln in rows(reader)
                     if ln is not None and ln.item is not None
                     and ", may be played" in ln.text}
    read_not = {ln.item.card for _it, ln in rows(reader)
                if ln is not None and ln.item is not None
                and ", may not be played now" in ln.text}
    assert read_playable == legal
    assert read_not == set(view.hand) - legal
    # grouped by suit: each group's line names the suit its cards are in
    groups = [(it.text(0), [it.child(i).text(0) for i in range(it.childCount())])
              for it, ln in rows(reader) if ln is not None and ln.key.startswith("group ")]
    assert len(groups) >= 2
    for title, cards in groups:
        suit = title.split(":")[0]
        assert cards and all(f" of {suit}" in card for card in cards), (title, cards)
    # the players: every plate, the one to play said so
    assert any(line.strip().startswith("Human") and "to play" in line for line in lines)


def test_the_arrow_keys_on_the_table_say_the_card_and_whether_it_may_be_played(
        qtbot: QtBot, table: MainWindow, heard: list[tuple[str, bool]]) -> None:
    win = table
    _play_turn(qtbot, win)
    win.view.setFocus()
    qtbot.waitUntil(win.view.hasFocus, timeout=WAIT)
    heard.clear()
    QTest.keyClick(win.view, Qt.Key.Key_Right)
    QTest.keyClick(win.view, Qt.Key.Key_Right)
    focused = win.scene.focused_item()
    assert focused is not None
    name = win.scene.director.card_name(focused.card)
    state = "may be played" if focused.playable else "may not be played now"
    text, assertive = heard[-1]
    assert text.startswith(f"{name}, {state}") and assertive, heard[-1]


def test_a_refused_card_is_announced_with_its_reason_at_once(
        qtbot: QtBot, table: MainWindow, heard: list[tuple[str, bool]]) -> None:
    win = table
    _play_turn(qtbot, win)
    reader = win.reader_ui.reader  # type: ignore[attr-defined]
    refused = [it for it, ln in rows(reader) if ln is not None and ln.item is not None
               and ", may not be played now" in ln.text]
    if not refused:
        pytest.skip("every card may be played in this trick")
    heard.clear()
    go_to(qtbot, reader, refused[0])
    QTest.keyClick(reader, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: any(a for _t, a in heard), timeout=WAIT)
    text = next(t for t, a in heard if a)
    assert text == win.scene.overlays.notice.text and text


def test_how_much_is_announced_follows_the_option(
        qtbot: QtBot, table: MainWindow, heard: list[tuple[str, bool]]) -> None:
    win = table
    win.options_action.trigger()  # type: ignore[attr-defined]
    dialog = win.dialogs.open_dialogs["options"]
    assert isinstance(dialog, OptionsDialog)
    combo = dialog.seeing.announce_combo
    combo.setCurrentIndex(combo.findText("My turn and the results"))
    dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok).click()
    assert win.settings.announce == "mine"
    heard.clear()
    before = len(win.reader_ui.announcer.said)  # type: ignore[attr-defined]
    _play_turn(qtbot, win)
    said = list(win.reader_ui.announcer.said)[before:]  # type: ignore[attr-defined]
    assert said and [t for _k, t in said] == [t for t, _a in heard]
    others = [t for k, t in said if k in ("card", "plate") and not t.startswith("Human")]
    assert others == [], others
    win.settings.announce = "off"
    heard.clear()
    QTest.keyClick(win.view, Qt.Key.Key_Right)
    assert heard == []


def test_the_announcement_is_a_qt_accessibility_event(qapp: QApplication) -> None:
    """What ``post_announcement`` posts: Qt's announcement event, polite or assertive."""
    from PySide6.QtWidgets import QWidget

    posted: list[Any] = []
    target = QWidget()
    original = QAccessible.updateAccessibility
    try:
        QAccessible.updateAccessibility = posted.append  # type: ignore[assignment]
        window_reader.post_announcement(target, "Ann: 7 of Clubs", True)
    finally:
        QAccessible.updateAccessibility = original  # type: ignore[method-assign]
    assert len(posted) == 1 and isinstance(posted[0], QAccessibleAnnouncementEvent)
    assert posted[0].message() == "Ann: 7 of Clubs"
    assert posted[0].politeness() == QAccessible.AnnouncementPoliteness.Assertive


def test_the_chips_and_the_pot_are_read_in_ombre(open_window: Any, qtbot: QtBot) -> None:
    """Ombre is played for chips: each player's line says their chips and a line the pot,
    as the engine counts them once the ante is in."""
    from hearts_desktop.games import get_game

    win = open_window()
    g = get_game("ombre")
    win.start_match(g.preset("ombre"), SEED, [
        SeatPlayer("Human", human=True),
        *(SeatPlayer(f"CPU {i}", bot_kind="easy", level="easy") for i in (1, 2))], game="ombre")
    qtbot.waitUntil(lambda: win.controller.awaiting_human, timeout=WAIT)
    reader = open_reader(qtbot, win)
    state = win.controller.state

    def read() -> list[str]:
        reader.refresh()
        return [it.text(0) for it, _ln in rows(reader)]

    chips = [f"{n} chip" for n in state.chips]  # ("chips" or, untranslated, "chip(s)")
    qtbot.waitUntil(lambda: any(r.startswith(f"Pot: {state.pot} chip") for r in read()),
                    timeout=WAIT)
    players = [r for r in read() if r.startswith(("Human,", "CPU 1,", "CPU 2,"))]
    assert len(players) == 3, read()
    for line, amount in zip(sorted(players, key=lambda r: (r[0] != "H", r)), chips,
                            strict=True):
        assert f", {amount}" in line, (line, amount)
