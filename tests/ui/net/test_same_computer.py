"""A second copy of the program on the same computer: a table hosted from the window
listens on the local network's address and on loopback at the same port, so the other
copy joins with ``127.0.0.1:port`` or ``localhost:port`` (it once listened on the network
address only, and both failed with "Cannot reach")."""

from __future__ import annotations

import contextlib
import socket
from collections.abc import Iterator

import pytest
from pytestqt.qtbot import QtBot

from hearts_desktop.net.protocol import SeatRequest
from hearts_desktop.ui.net.hosting import HostedInfo, HostedTable
from hearts_desktop.ui.net.target import DEFAULT_PORT
from tests.ui.net.conftest import FAST
from tests.ui.net.helpers import WAIT_MS, host_table, join_table, net

NETWORK = "127.0.0.2"
"""Stands in for the computer's local network address: not 127.0.0.1, yet reachable on
any Linux machine without a network (all of 127/8 is this computer)."""


def _can_bind(address: str) -> bool:
    with socket.socket() as sock:
        try:
            sock.bind((address, 0))
        except OSError:
            return False
    return True


needs_network_stand_in = pytest.mark.skipif(
    not _can_bind(NETWORK), reason=f"{NETWORK} cannot be bound on this machine")


@needs_network_stand_in
def test_a_second_program_joins_a_table_hosted_here_at_127_0_0_1_and_localhost(
        net_window, qtbot: QtBot) -> None:
    anna, bea, cleo = net_window("anna"), net_window("bea"), net_window("cleo")
    net(anna).bind_address = NETWORK
    host = host_table(anna, qtbot, seats=(("open", ""), ("open", ""), ("cpu", "Dora")))
    info = host.info
    assert info is not None and info.host == NETWORK
    assert host.lobby.address_label.text() == f"{NETWORK}:{info.port}"  # for friends
    code = info.table.code
    join_table(bea, qtbot, f"127.0.0.1:{info.port} {code}", name="Bea")
    join_table(cleo, qtbot, f"localhost:{info.port} {code}", name="Cleo")
    qtbot.waitUntil(lambda: host.lobby.open_seats == 0, timeout=WAIT_MS)
    assert [s.name for s in host.lobby.table.seats] == ["Anna", "Bea", "Cleo", "Dora"]
    assert net(bea).session.seat == 1 and net(cleo).session.seat == 2


@pytest.fixture
def hosted(qtbot: QtBot) -> Iterator[HostedTable]:
    table = HostedTable()
    yield table
    table.close(wait=5.0)


def _open(table: HostedTable, qtbot: QtBot, **options: object) -> HostedInfo:
    failed: list[BaseException] = []
    table.failed.connect(failed.append)
    with qtbot.waitSignal(table.opened, timeout=WAIT_MS, raising=False) as opened:
        table.open("hearts", "classic", [SeatRequest("open")] * 4, "Here",
                   config=FAST, announce=False, **options)  # type: ignore[arg-type]
        qtbot.waitUntil(lambda: bool(failed) or opened.signal_triggered, timeout=WAIT_MS)
    assert not failed, failed
    info = opened.args[0]
    assert isinstance(info, HostedInfo)
    return info


def _listening(port: int) -> list[str]:
    out = []
    for address in (NETWORK, "127.0.0.1"):
        with contextlib.suppress(OSError), socket.create_connection((address, port), 5):
            out.append(address)
    return out


@needs_network_stand_in
def test_the_hosted_server_listens_on_the_network_address_and_loopback_at_one_port(
        hosted: HostedTable, qtbot: QtBot) -> None:
    info = _open(hosted, qtbot, host=NETWORK, port=0)
    server = hosted._server
    assert server is not None
    assert sorted(server.server.bound) == [("127.0.0.1", info.port), (NETWORK, info.port)]
    assert _listening(info.port) == [NETWORK, "127.0.0.1"]


@needs_network_stand_in
def test_the_usual_port_taken_on_loopback_only_gives_another_port_for_both(
        hosted: HostedTable, qtbot: QtBot) -> None:
    with socket.socket() as blocker:
        try:  # something else on this computer has the usual port on loopback ...
            blocker.bind(("127.0.0.1", DEFAULT_PORT))
            blocker.listen()
        except OSError:
            pass  # ... or has it already
        info = _open(hosted, qtbot, host=NETWORK)  # the usual port first
        assert info.port != DEFAULT_PORT
        assert _listening(info.port) == [NETWORK, "127.0.0.1"]


def test_a_server_on_loopback_or_every_address_needs_no_second_listener() -> None:
    from hearts_desktop.net.server import loopback_too

    assert loopback_too("192.168.1.20") == loopback_too(NETWORK) == ("127.0.0.1",)
    assert loopback_too("127.0.0.1") == loopback_too("0.0.0.0") == loopback_too("::") == ()
