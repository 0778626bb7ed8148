"""Game > Play online > Quick match, as people use it: two windows ask a club server for a
quick match of Hearts by typing and clicking, see the countdown and each other waiting, are
seated together (the lobby shows their ratings), play the match by clicking their cards,
and find their new rating and its chart in Statistics. Cancel at any time; a name another
person holds is refused with a sentence."""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from hearts_desktop.net.identity import IDENTITY_FILE, PlayerIdentity
from hearts_desktop.net.rating_log import RatingLog
from hearts_desktop.net.server import ServerThread
from hearts_desktop.ui.history.rating_tab import Ratings
from hearts_desktop.ui.main_window import MainWindow
from hearts_desktop.ui.net.quick_dialog import QuickMatchDialog

from .conftest import FAST
from .helpers import WAIT_MS, choose_in_combo, click, net, play_until, type_into

QUICK = dataclasses.replace(FAST, quick_wait=6.0, quick_deals=1, contribution_wait=2.0)


def _server(config=QUICK) -> tuple[ServerThread, str]:  # type: ignore[no-untyped-def]
    host = ServerThread(config)
    url = host.start()
    return host, url.removeprefix("ws://")


def _ask(win: MainWindow, address: str, name: str, rules: str = "classic") -> QuickMatchDialog:
    """Game > Play online > Quick match; type the server and the name, choose Hearts and
    the rules with the keys, click Find a match."""
    online = net(win).online_menu
    assert net(win).quick_action in online.actions()
    assert online.menuAction() in win.game_menu.actions()  # type: ignore[attr-defined]
    net(win).quick_action.trigger()
    dialog = net(win).dialog
    assert isinstance(dialog, QuickMatchDialog)
    type_into(dialog.server_edit, address)
    type_into(dialog.name_edit, name)
    choose_in_combo(dialog.game_combo, "hearts")
    choose_in_combo(dialog.rules_combo, rules)
    click(dialog.find_button)
    return dialog


def test_two_windows_are_matched_play_and_see_their_new_ratings(net_window,
                                                                 qtbot: QtBot) -> None:
    host, address = _server()
    try:
        anna, bea = net_window("anna"), net_window("bea")
        first = _ask(anna, address, "Anna")
        qtbot.waitUntil(lambda: first.pages.currentWidget() is first.wait_page
                        and first.countdown_label.text().isdigit(), timeout=WAIT_MS)
        assert "Hearts" in first.wait_title.text()
        assert first.seconds_left() <= 6
        lobby: list[tuple[bool, list[str]]] = []  # the table as Anna's dialog shows it

        def seen(_session: object) -> None:
            seats = first.seat_list
            lobby.append((seats.isColumnHidden(3), [
                seats.topLevelItem(i).text(3) for i in range(seats.topLevelItemCount())]))

        first.matched.connect(seen)
        second = _ask(bea, address, "Bea", rules="any")
        qtbot.waitUntil(lambda: "2 player" in first.waiting_label.text(), timeout=WAIT_MS)
        assert "2 player" in second.waiting_label.text()
        # after the wait, CPU players take the two empty seats; both are seated
        qtbot.waitUntil(lambda: bool(lobby) and len(net(bea).stored) + 1 > 0
                        and net(bea).session is not None, timeout=WAIT_MS)
        hidden, shown = lobby[0]
        assert not hidden and shown.count("25.0 ± 8.3") == 2  # both people's ratings
        play_until((anna, bea), qtbot,
                   lambda: len(net(anna).stored) == 1 and len(net(bea).stored) == 1,
                   timeout=60_000)
        for win, name in ((anna, "Anna"), (bea, "Bea")):
            entries = RatingLog(win.persistence.data_dir).entries()
            assert len(entries) == 1, name  # one rated match, counted once
            entry = entries[0]
            assert (entry.name, entry.category, entry.matches, entry.before) == (
                name, "hearts", 1, 25.0)
            assert entry.mu != 25.0 and entry.sigma < 8.34
            assert (win.persistence.data_dir / IDENTITY_FILE).exists()
            # History > Statistics, the Rating tab clicked: the rating and its chart
            win.history_ui.statistics_action.trigger()  # type: ignore[attr-defined]
            stats = win.history_ui.statistics_window  # type: ignore[attr-defined]
            qtbot.waitUntil(lambda s=stats: s is not None and s.isVisible(), timeout=WAIT_MS)
            bar = stats.tabs.tabBar()
            rating = bar.tabRect(stats.tabs.indexOf(stats.rating_tab))
            QTest.mouseClick(bar, Qt.MouseButton.LeftButton, pos=rating.center())
            assert stats.tabs.currentWidget() is stats.rating_tab
            text = stats.rating_tab.summary.text()
            expected = Ratings.tr("{0}: {1} ± {2} after %n rated match(es)", "", 1).format(
                "Hearts", f"{entry.mu:.1f}", f"{entry.sigma:.1f}")
            assert text.splitlines()[0] == expected
            chart = stats.rating_tab.chart_view.chart()
            lines = [s for s in chart.series() if s.name() == "Hearts"]
            assert len(lines) == 1 and lines[0].count() == 2  # the start and one match
            stats.close()
        store = host.server.people.store
        for name in ("Anna", "Bea"):
            person = store.person_named(name)
            assert person is not None and store.rating(person.id, "hearts").matches == 1
    finally:
        host.stop()


def test_cancel_while_waiting_and_a_name_another_person_holds(net_window,
                                                              qtbot: QtBot) -> None:
    host, address = _server(dataclasses.replace(QUICK, quick_wait=60.0))
    try:
        anna = net_window("anna")
        dialog = _ask(anna, address, "Anna")
        qtbot.waitUntil(lambda: dialog.countdown_label.text().isdigit(), timeout=WAIT_MS)
        qtbot.waitUntil(lambda: host.call(host.server.quick.waiting) == 1, timeout=WAIT_MS)
        click(dialog.cancel_wait_button)
        assert dialog.pages.currentWidget() is dialog.choose_page
        qtbot.waitUntil(lambda: host.call(host.server.quick.waiting) == 0, timeout=WAIT_MS)
        # Someone else holds "Bea" on this server: Anna may not use it
        other = PlayerIdentity.generate()
        host.call(lambda: host.server.people.store.claim(other.public_key, "Bea"))
        type_into(dialog.name_edit, "bea")
        click(dialog.find_button)
        qtbot.waitUntil(lambda: dialog.error_label.isVisible(), timeout=WAIT_MS)
        assert "already uses this name" in dialog.error_label.text()
        assert dialog.pages.currentWidget() is dialog.choose_page
        assert host.call(host.server.quick.waiting) == 0
        # a bad address is a sentence too, and nothing is asked
        type_into(dialog.server_edit, "K7QM4P")
        click(dialog.find_button)
        assert "is not a server's address" in dialog.error_label.text()
        QTest.keyClick(dialog, Qt.Key.Key_Escape)
        qtbot.waitUntil(lambda: net(anna).dialog is None, timeout=WAIT_MS)
    finally:
        host.stop()
