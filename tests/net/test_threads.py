"""What a GUI program uses: a server on its own thread (hosting) and a client on its own
thread (joining), driven from a thread that never waits on the network, as Qt's GUI thread
will. Also the protocol's schemas, and the layers: nothing of ``net`` imports Qt or a
particular game."""

from __future__ import annotations

import ast
import queue
import subprocess
import sys
import textwrap
import threading
import time
from pathlib import Path
from typing import Any

import msgspec
import pytest

from hearts_desktop.games import get_game
from hearts_desktop.net import protocol
from hearts_desktop.net.client import GameUpdate, MatchFinished, Message, ThreadedClient
from hearts_desktop.net.protocol import SeatRequest
from hearts_desktop.net.server import ServerThread

from .helpers import FAST

NET = Path(__file__).resolve().parents[2] / "hearts_desktop" / "net"
ROOT = NET.parents[1]


def test_a_hosted_server_thread_and_threaded_clients_play_a_deal_without_blocking_the_caller(
        ) -> None:
    host = ServerThread(FAST, host="127.0.0.1", port=0)
    url = host.start()
    game = get_game("hearts")
    rules = game.preset("classic").replace(deal_limit=1)
    info, host_token = host.create_table("hearts", rules, [
        SeatRequest("open"), SeatRequest("cpu", "Ann"), SeatRequest("cpu"), SeatRequest("cpu")])
    inbox: queue.Queue[Message] = queue.Queue()
    client = ThreadedClient(listener=inbox.put)  # a Qt program emits a signal here
    held, release = threading.Event(), threading.Event()
    try:
        client.connect(url).result(60)
        # The server's loop is held, so nothing can answer the join: a call that waited for
        # the answer would not return before the hold ends (after 60 s, then failing).
        holder = threading.Thread(target=host.call, args=(
            lambda: (held.set(), release.wait(60)),), kwargs={"timeout": 90}, daemon=True)
        holder.start()
        assert held.wait(60)
        future = client.join(info.code, 0, "Mina")
        assert not future.done()  # returned at once: the caller never waits
        release.set()
        seated = future.result(60)
        assert seated.seat == 0 and client.ticket is not None
        client.start(info.code, host_token).result(60)
        bot = game.make_bot("random", 1)
        deadline = time.monotonic() + 300  # a ceiling for a loaded machine, not a target
        finished = None
        while finished is None and time.monotonic() < deadline:
            message = inbox.get(timeout=120)
            if isinstance(message, MatchFinished):
                finished = message
            elif isinstance(message, GameUpdate) and message.my_turn:
                # the GUI thread decides and sends; the answer comes back as a message
                client.act(bot.choose(message.view))
        assert finished is not None and finished.players[0].name == "Mina"
        assert game.is_over(game.replay(finished.record))
        assert [t.code for t in host.table_infos()] == [info.code]
    finally:
        release.set()
        client.close()
        host.stop()


def test_every_message_type_round_trips_and_unknown_or_wrong_fields_are_refused() -> None:
    table = protocol.TableInfo(code="K7QM4P", game="hearts", title="t", rules="classic",
                               players=4, phase="lobby",
                               seats=[protocol.SeatInfo(seat=0, kind="open")])
    samples: list[Any] = [
        protocol.Welcome(protocol=1, server="s", limits=protocol.Limits(1, 2.0, 3)),
        protocol.Error(code="illegal", message="m", ref=3, rule="follow_suit"),
        protocol.Tables(tables=[table]),
        protocol.Seated(table=table, seat=0, token="t"),
        protocol.Snapshot(seq=1, table=table, seat=0),
        protocol.Update(seq=2, step=0, events=[{"@": "X"}], view=None, to_act=[0]),
        protocol.Finished(seq=3, record={}, players=[protocol.PlayerEntry("a", True, "human")],
                          seat=0, started="2026-11-24T00:00:00+00:00"),
    ]
    for message in samples:
        assert protocol.decode_server(protocol.encode(message)) == message
    for frame, needle in [
        (b'{"type":"join","code":"X","seat":0}', "name"),
        (b'{"type":"join","code":"X","seat":0,"name":"a","admin":true}', "admin"),
        (b'{"type":"act","action":[]}', "action"),
        (b'{"type":"create_table","game":"hearts","rules":"c","seats":[{"kind":"god"}]}',
         "kind"),
        (b'{"type":"hello","protocol":"1"}', "protocol"),
    ]:
        with pytest.raises(msgspec.ValidationError, match=needle):
            protocol.decode_client(frame)


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            found.add(("." * node.level) + (node.module or ""))
    return found


def test_the_network_package_imports_no_qt_and_no_particular_game() -> None:
    for path in sorted(NET.glob("*.py")):
        for module in _imports(path):
            assert not module.startswith(("PySide6", "shiboken6", "..ui")), (path, module)
            assert not module.startswith(("..games.", "hearts_desktop.games.")), (path, module)


def test_the_client_imports_with_the_bundles_excluded_modules_blocked() -> None:
    """The PyInstaller spec leaves modules out of the bundle; the network client and
    server must not need any of them (``websockets`` imports ``ssl``, for one)."""
    spec = (ROOT / "packaging" / "hearts-desktop.spec").read_text(encoding="utf-8")
    tree = ast.parse(spec)
    excludes = next(ast.literal_eval(node.value) for node in ast.walk(tree)
                    if isinstance(node, ast.Assign) and getattr(node.targets[0], "id", "")
                    == "excludes")
    script = textwrap.dedent(f"""
        import sys
        BLOCKED = set({sorted(m for m in excludes if not m.startswith("PySide6"))!r})

        class Block:
            def find_spec(self, name, path=None, target=None):
                if name in BLOCKED or name.split(".")[0] in BLOCKED:
                    raise ImportError(f"left out of the bundle: {{name}}")
                return None

        sys.meta_path.insert(0, Block())
        import asyncio
        import hearts_desktop.net.discovery, hearts_desktop.server
        from hearts_desktop.net.client import NetClient
        from hearts_desktop.net.server import GameServer

        async def main():
            server = GameServer(host="127.0.0.1", port=0)
            await server.start()
            client = await NetClient.connect(server.url)  # a real handshake (SHA-1)
            assert await client.list_tables() == []
            await client.close()
            await server.stop()

        asyncio.run(main())
        print("OK")
    """)
    result = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True,
                            text=True, timeout=60, check=False)
    assert result.returncode == 0 and "OK" in result.stdout, result.stderr[-2000:]


def _listening_addresses(port: int) -> list[str]:
    """Local addresses with a TCP socket listening on ``port`` (from /proc/net/tcp{,6})."""
    found = []
    for name in ("tcp", "tcp6"):
        path = Path("/proc/net") / name
        if not path.exists():
            continue
        for line in path.read_text().splitlines()[1:]:
            local, state = line.split()[1], line.split()[3]
            address, port_hex = local.split(":")
            if state == "0A" and int(port_hex, 16) == port:  # 0A: LISTEN
                found.append(address)
    return found


def test_the_server_listens_on_the_chosen_address_only() -> None:
    if not Path("/proc/net/tcp").exists():
        pytest.skip("no /proc/net/tcp here")
    host = ServerThread(FAST, host="127.0.0.1", port=0)
    host.start()
    try:
        port = host.server.port
        assert host.server.bound == [("127.0.0.1", port)]
        assert _listening_addresses(port) == ["0100007F"]  # 127.0.0.1, nothing else
    finally:
        host.stop()
