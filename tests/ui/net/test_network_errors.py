"""What a player is told when joining or playing at a network table goes wrong: a code no
table has, a table that is full, a seat taken a moment before, an address nobody answers
at, the host closing the table, and the server lost in the middle of a game."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from tests.ui.net.helpers import (
    WAIT_MS,
    click,
    host_table,
    join_table,
    mid_trick,
    net,
    open_join,
    play_until,
    sit_by_click,
    start_when_seated,
    type_into,
)


def _open_join(win, qtbot: QtBot, typed: str, name: str = "Cleo"):
    return open_join(win, typed, name)


def _error(dialog) -> str:
    return dialog.error_label.text() if dialog.error_label.isVisibleTo(dialog) else ""


def test_a_code_no_table_has_is_named_in_the_message(net_window, qtbot: QtBot) -> None:
    anna, cleo = net_window("anna"), net_window("cleo")
    host = host_table(anna, qtbot)
    wrong = "ZZZZ22" if host.info.table.code != "ZZZZ22" else "ZZZZ33"
    dialog = _open_join(cleo, qtbot, f"{host.info.address} {wrong.lower()}")
    qtbot.waitUntil(lambda: _error(dialog) != "", timeout=WAIT_MS)
    assert _error(dialog) == (f"No table has the code {wrong}. Check the code; the table "
                              "may have closed.")
    assert dialog.pages.currentWidget() is dialog.find_page  # try again from here
    assert dialog.connect_button.isEnabled()


def test_a_code_alone_must_be_announced_and_garbage_is_neither(net_window,
                                                               qtbot: QtBot) -> None:
    cleo = net_window("cleo")
    dialog = _open_join(cleo, qtbot, "K7QM4P")
    assert _error(dialog) == ("No table with the code K7QM4P was found on your network. "
                              "Type the host's address as well, for example "
                              "192.168.1.20:52830 K7QM4P.")
    type_into(dialog.target_edit, "my friend's table!")
    click(dialog.connect_button)
    assert _error(dialog).endswith("is neither an address (192.168.1.20:52830) nor a "
                                   "table code (K7QM4P).")


def test_an_address_nobody_answers_at(net_window, qtbot: QtBot) -> None:
    cleo = net_window("cleo")
    dialog = _open_join(cleo, qtbot, "127.0.0.1:9")  # the discard port: nobody listens
    qtbot.waitUntil(lambda: _error(dialog) != "", timeout=WAIT_MS)
    assert _error(dialog) == ("Cannot reach 127.0.0.1:9. Check the address, and that the "
                              "host's game is still open.")
    assert dialog.connect_button.isEnabled()


def test_a_full_table_and_a_seat_taken_a_moment_before(net_window, qtbot: QtBot) -> None:
    anna, bea, cleo = net_window("anna"), net_window("bea"), net_window("cleo")
    host = host_table(anna, qtbot)  # one open seat
    typed = f"{host.info.address} {host.info.table.code}"
    late = _open_join(cleo, qtbot, typed)
    qtbot.waitUntil(lambda: late.pages.currentWidget() is late.seat_page, timeout=WAIT_MS)
    assert late.sit_button.isEnabled() and late.seat_list.chosen_seat() == 1
    join_table(bea, qtbot, typed)  # Bea is quicker
    sit_by_click(late)
    qtbot.waitUntil(lambda: _error(late).startswith("This table is full"), timeout=WAIT_MS)
    # first the server's word for the lost race, then the table as it is now: full
    assert not late.sit_button.isEnabled()
    assert [late.seat_list.topLevelItem(i).text(1) for i in range(4)] == \
        ["Anna", "Bea", "Carl", "Dora"]
    again = _open_join(net_window("dan"), qtbot, typed, name="Dan")
    qtbot.waitUntil(lambda: again.pages.currentWidget() is again.seat_page, timeout=WAIT_MS)
    assert _error(again) == "This table is full."
    assert not again.sit_button.isEnabled()


def test_a_seat_taken_a_moment_before_is_explained_over_the_seats_as_they_are_now(
        net_window, qtbot: QtBot) -> None:
    anna, bea, cleo = net_window("anna"), net_window("bea"), net_window("cleo")
    host = host_table(anna, qtbot, seats=(("open", ""), ("open", ""), ("cpu", "Dora")))
    typed = f"{host.info.address} {host.info.table.code}"
    late = _open_join(cleo, qtbot, typed)
    qtbot.waitUntil(lambda: late.pages.currentWidget() is late.seat_page, timeout=WAIT_MS)
    assert late.seat_list.chosen_seat() == 1
    join_table(bea, qtbot, typed, seat=1)
    sit_by_click(late)  # seat 1, as the list still shows it open
    qtbot.waitUntil(lambda: late.seat_list.topLevelItem(1).text(1) == "Bea",
                    timeout=WAIT_MS)
    assert _error(late) == "Someone else has just taken this seat. Choose another one."
    assert late.seat_list.chosen_seat() == 2 and late.sit_button.isEnabled()
    sit_by_click(late)
    qtbot.waitUntil(lambda: late.pages.currentWidget() is late.lobby, timeout=WAIT_MS)
    assert _error(late) == ""
    assert net(cleo).session.seat == 2


def test_the_host_closing_the_table_ends_the_game_for_the_others(net_window,
                                                                 qtbot: QtBot) -> None:
    anna, bea = net_window("anna"), net_window("bea")
    host = host_table(anna, qtbot)
    join_table(bea, qtbot, f"{host.info.address} {host.info.table.code}")
    start_when_seated(host, qtbot)
    qtbot.waitUntil(lambda: bea.controller.remote, timeout=WAIT_MS)
    net(anna).leave()
    qtbot.waitUntil(lambda: net(bea).message != "", timeout=WAIT_MS)
    assert net(bea).message == "The host has closed the table. The game has ended."
    assert net(bea).session is None and bea.restart_action.isEnabled()


def test_a_lost_server_is_retried_then_the_game_ends_with_a_message(net_window,
                                                                    qtbot: QtBot) -> None:
    anna, bea = net_window("anna"), net_window("bea")
    net(bea).retry_delays = (1.0, 0.2, 0.2)
    host = host_table(anna, qtbot)
    join_table(bea, qtbot, f"{host.info.address} {host.info.table.code}")
    start_when_seated(host, qtbot)
    qtbot.waitUntil(lambda: bea.controller.remote, timeout=WAIT_MS)
    play_until((anna, bea), qtbot, lambda: mid_trick(bea))  # a few moves in
    said: list[str] = []
    bea.statusBar().messageChanged.connect(said.append)
    net(bea).session.abort()  # the line goes dead ...
    qtbot.waitUntil(lambda: any("Reconnecting (attempt 1 of 3)" in t for t in said),
                    timeout=WAIT_MS)
    net(anna).hosted.close(wait=5.0)  # ... and the host's computer is gone
    qtbot.waitUntil(lambda: net(bea).message != "", timeout=WAIT_MS)
    assert net(bea).message == "The table cannot be reached any more. The game has ended."
    assert bea.current_message() == net(bea).message
    assert bea.controller.view is not None  # the last view stays on the table
    assert not bea.controller.awaiting_human  # nothing is asked of the player any more
    assert net(bea).session is None
