"""Finding a table: the tables announced on the network are listed (title, game, rules,
open seats, address) and a double click sits down; an address alone lists a club server's
tables; a table of a game this program cannot show is named, and cannot be joined."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from pytestqt.qtbot import QtBot

from hearts_desktop.games import GAMES
from hearts_desktop.net.discovery import TableAd
from hearts_desktop.net.protocol import SeatRequest
from hearts_desktop.net.server import ServerThread
from hearts_desktop.ui.games import has_presentation
from tests.ui.net.conftest import FAST, LOOPBACK
from tests.ui.net.helpers import (
    WAIT_MS,
    click,
    double_click,
    net,
    open_join,
    sit_by_click,
    type_into,
)

OPEN, CPU = SeatRequest("open"), SeatRequest("cpu", "Carl", "easy")


@pytest.fixture
def club() -> Iterator[ServerThread]:
    """A club server on loopback with a Hearts table (seat 2 open) and, if the program
    has a game without a table presentation, a table of that game."""
    server = ServerThread(FAST, host=LOOPBACK, port=0)
    server.start()
    server.create_table("hearts", "classic", [CPU, OPEN, CPU, CPU], title="Friday Hearts")
    missing = [g for g in GAMES if not has_presentation(g)]
    if missing:
        from hearts_desktop.games import get_game

        game = get_game(missing[0])
        preset = game.presets()[0]
        count = game.players(game.preset(preset))
        server.create_table(missing[0], preset, [OPEN] * count, title="Other game")
    yield server
    server.stop()


def _ad(server: ServerThread, code: str) -> TableAd:
    info = next(t for t in server.table_infos() if t.code == code)
    return TableAd(code=info.code, game=info.game, title=info.title, rules=info.rules,
                   players=len(info.seats),
                   open_seats=sum(s.kind == "open" for s in info.seats),
                   host=LOOPBACK, port=server.server.port)


def test_an_announced_table_is_listed_and_a_double_click_sits_down(net_window, club,
                                                                   qtbot: QtBot) -> None:
    bea = net_window("bea")
    net(bea).join_action.trigger()
    dialog = net(bea).dialog
    type_into(dialog.name_edit, "Bea")
    assert dialog.finder.running  # looking while the dialog is open
    assert dialog.finder_label.text() == "Looking for tables on your network…"
    hearts = next(t for t in club.table_infos() if t.game == "hearts")
    dialog.finder.tables_changed.emit([_ad(club, hearts.code)])
    model = dialog.model
    assert model.rowCount() == 1
    row = [model.data(model.index(0, col)) for col in range(5)]
    assert row == ["Friday Hearts", "Hearts", "Classic Hearts", "1 of 4",
                   f"127.0.0.1:{club.server.port}"]
    assert dialog.list_view.currentIndex().row() == 0  # chosen for Enter / Connect
    double_click(dialog.list_view, model.index(0, 0))
    qtbot.waitUntil(lambda: dialog.pages.currentWidget() is dialog.seat_page,
                    timeout=WAIT_MS)
    assert dialog.seat_list.chosen_seat() == 1  # the open seat
    statuses = [dialog.seat_list.topLevelItem(i).text(2) for i in range(4)]
    assert statuses == ["CPU player (Easy)", "Open: waiting for a player",
                        "CPU player (Easy)", "CPU player (Easy)"]
    sit_by_click(dialog)
    qtbot.waitUntil(lambda: dialog.pages.currentWidget() is dialog.lobby, timeout=WAIT_MS)
    assert net(bea).session.seat == 1
    assert dialog.lobby.status_label.text() == "Waiting for the host to start the game…"
    dialog.reject()
    assert not dialog.finder.running


def test_an_address_alone_lists_the_club_servers_tables(net_window, club,
                                                        qtbot: QtBot) -> None:
    missing = [g for g in GAMES if not has_presentation(g)]
    bea = net_window("bea")
    dialog = open_join(bea, f"127.0.0.1:{club.server.port}", "Bea")
    qtbot.waitUntil(lambda: dialog.pages.currentWidget() is dialog.seat_page,
                    timeout=WAIT_MS)
    titles = [dialog.table_combo.itemText(i) for i in range(dialog.table_combo.count())]
    assert "Friday Hearts" in titles
    assert dialog.current_table().game == "hearts"  # the first table one can sit at
    if not missing:
        return
    assert titles == ["Friday Hearts", "Other game"] and dialog.table_combo.isVisible()
    dialog.table_combo.setCurrentIndex(1)
    dialog.table_combo.activated.emit(1)
    assert dialog.error_label.text() == (
        f"This program cannot show a table of this game ({missing[0]}).")
    assert not dialog.sit_button.isEnabled()


def test_sit_here_clicked_seats_the_player_at_the_seat_clicked_in_the_list(
        net_window, club, qtbot: QtBot) -> None:
    """The click on "Sit here" (not a call of the slot behind it): Qt's clicked(bool) once
    reached ``sit(seat=None)`` as seat False, and nobody could sit down."""
    code = club.create_table("hearts", "classic", [CPU, OPEN, OPEN, CPU],
                             title="Two seats")[0].code
    bea = net_window("bea")
    dialog = open_join(bea, f"127.0.0.1:{club.server.port} {code}", "Bea")
    qtbot.waitUntil(lambda: dialog.pages.currentWidget() is dialog.seat_page,
                    timeout=WAIT_MS)
    assert dialog.seat_list.chosen_seat() == 1  # the first open seat, until a click
    sit_by_click(dialog, 2)  # the row of seat 3, then Sit here
    qtbot.waitUntil(lambda: dialog.pages.currentWidget() is dialog.lobby
                    or dialog.error_label.isVisibleTo(dialog), timeout=WAIT_MS)
    assert not dialog.error_label.isVisibleTo(dialog), dialog.error_label.text()
    assert net(bea).session.seat == 2
    table = next(t for t in club.table_infos() if t.code == code)
    assert [(s.kind, s.name) for s in table.seats][1:3] == [("open", ""), ("person", "Bea")]
    assert dialog.lobby.seats.topLevelItem(2).text(2) == "You"


@pytest.fixture
def empty_club() -> Iterator[ServerThread]:
    """A club server on loopback before anyone has opened a table."""
    server = ServerThread(FAST, host=LOOPBACK, port=0)
    server.start()
    yield server
    server.stop()


def _visible(widget) -> bool:
    return widget.isVisibleTo(widget.window())


def _empty_page(win, server: ServerThread, qtbot: QtBot, name: str = "Bea"):
    """Join with the address of ``server`` alone; wait for the page that says there is no
    table to sit at."""
    dialog = open_join(win, f"127.0.0.1:{server.server.port}", name)
    qtbot.waitUntil(lambda: dialog.pages.currentWidget() is dialog.empty_page,
                    timeout=WAIT_MS)
    return dialog


def test_a_club_server_with_no_table_says_so_and_offers_to_look_again_or_go_back(
        net_window, empty_club, qtbot: QtBot) -> None:
    address = f"127.0.0.1:{empty_club.server.port}"
    dialog = _empty_page(net_window("bea"), empty_club, qtbot)
    assert dialog.empty_title.text() == f"The server at {address} has no table open."
    assert "host a table on this computer" in dialog.empty_text.text()
    assert not _visible(dialog.error_label) and not _visible(dialog.empty_status)
    buttons = (dialog.empty_back_button, dialog.look_again_button,
               dialog.host_instead_button)
    assert [b.text() for b in buttons] == ["Back", "Look again",
                                          "Host a table on this computer…"]
    assert all(_visible(b) and b.isEnabled() for b in buttons)
    # looking again finds nothing yet: said, with the time it looked
    click(dialog.look_again_button)
    qtbot.waitUntil(lambda: _visible(dialog.empty_status), timeout=WAIT_MS)
    assert dialog.empty_status.text().startswith("Looked again at ")
    assert dialog.empty_status.text().endswith(": still no table to sit at.")
    assert dialog.pages.currentWidget() is dialog.empty_page
    # someone opens a table: looking again shows its seats
    empty_club.create_table("hearts", "classic", [CPU, OPEN, CPU, CPU], title="Late Hearts")
    qtbot.waitUntil(dialog.look_again_button.isEnabled, timeout=WAIT_MS)
    click(dialog.look_again_button)
    qtbot.waitUntil(lambda: dialog.pages.currentWidget() is dialog.seat_page,
                    timeout=WAIT_MS)
    assert dialog.current_table().title == "Late Hearts"
    assert dialog.seat_list.chosen_seat() == 1 and dialog.sit_button.isEnabled()


def test_back_from_an_empty_server_and_a_server_whose_tables_are_all_taken(
        net_window, empty_club, qtbot: QtBot) -> None:
    address = f"127.0.0.1:{empty_club.server.port}"
    dialog = _empty_page(net_window("bea"), empty_club, qtbot)
    click(dialog.empty_back_button)
    assert dialog.pages.currentWidget() is dialog.find_page
    assert dialog.target_edit.text() == address and dialog.connect_button.isEnabled()
    # every table the server has is full: no seat for this player either
    empty_club.create_table("hearts", "classic", [CPU] * 4, title="All CPU")
    click(dialog.connect_button)
    qtbot.waitUntil(lambda: dialog.pages.currentWidget() is dialog.empty_page,
                    timeout=WAIT_MS)
    assert dialog.empty_title.text() == (
        f"No table on the server at {address} has a seat for you: the games there have "
        "started or are full.")


def test_host_a_table_instead_opens_the_host_dialog_with_the_name_typed(
        net_window, empty_club, qtbot: QtBot) -> None:
    from hearts_desktop.ui.net.host_dialog import HostDialog

    bea = net_window("bea")
    dialog = _empty_page(bea, empty_club, qtbot, "Bea Quinn")
    click(dialog.host_instead_button)
    host = net(bea).dialog
    assert isinstance(host, HostDialog) and host.isVisible()
    assert not dialog.isVisible()
    assert host.name_edit.text() == "Bea Quinn"
    assert host.pages.currentWidget() is host.setup_page
