"""Bad clients: garbage, a wrong protocol version, requests before the hello, huge frames,
floods, actions for another seat or against the rules, a client too slow to read. Each gets
a clear error frame or a disconnect; no table's state changes, and other tables play on."""

from __future__ import annotations

import asyncio
import json
import logging
import socket
from typing import Any

import pytest
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from hearts_desktop.games import get_game
from hearts_desktop.games.hearts import PassCards, PassCommitted, PlayCard, Timeout
from hearts_desktop.net.client import (
    ConnectionLost,
    GameUpdate,
    MatchFinished,
    NetClient,
    ServerError,
    ServerNotice,
    VersionMismatchError,
)
from hearts_desktop.net.protocol import PROTOCOL_VERSION, SeatRequest

from .helpers import (
    FAST,
    async_test,
    eventually,
    frozen_rate_clock,
    one_deal,
    seated_table,
    serving,
)


async def _raw(url: str, hello: bool = True, **options: Any) -> Any:
    ws = await connect(url, proxy=None, compression=None, **options)
    if hello:
        await ws.send(json.dumps({"type": "hello", "protocol": PROTOCOL_VERSION}))
        assert json.loads(await ws.recv())["type"] == "welcome"
    return ws


async def _error(ws: Any) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(await asyncio.wait_for(ws.recv(), 5))
    assert data["type"] == "error", data
    return data


@async_test(timeout=40)
async def test_garbage_gets_error_frames_then_a_disconnect_and_a_match_plays_on_meanwhile(
        ) -> None:
    async with serving(bad_frames_close=8) as server:
        _, _, players = await seated_table(server, rules=one_deal(), humans=2)
        games = asyncio.gather(*(p.play() for p in players))
        ws = await _raw(server.url)
        garbage: list[str | bytes] = [
            "not json at all", "[1, 2, 3]", '{"no": "type"}', '{"type": "teleport"}',
            '{"type": "join", "code": 5, "seat": "one", "name": null}',
            '{"type": "act", "action": {}, "ref": 1, "extra": true}',
            b"\x00\xff binary", '{"type": "join"' + "," * 100,
        ]
        for frame in garbage[:-1]:
            await ws.send(frame)
            error = await _error(ws)
            assert error["code"] == "bad_frame" and error["message"]
        await ws.send(garbage[-1])  # the eighth bad frame in a row
        assert (await _error(ws))["code"] == "bad_frame"
        with pytest.raises(ConnectionClosed) as closed:
            await asyncio.wait_for(ws.recv(), 5)
        assert closed.value.rcvd is not None and closed.value.rcvd.code == 1008
        results = await games
        assert all(isinstance(r, MatchFinished) for r in results)
        assert all(not p.refused for p in players)
        for p in players:
            await p.close()


@async_test(timeout=20)
async def test_a_wrong_protocol_version_gets_a_clear_message_and_requests_need_a_hello() -> None:
    async with serving() as server:
        with pytest.raises(VersionMismatchError) as err:
            await NetClient.connect(server.url, protocol=PROTOCOL_VERSION + 1)
        text = str(err.value)
        assert f"version {PROTOCOL_VERSION}" in text and f"version {PROTOCOL_VERSION + 1}" in text
        assert "newer" in text
        ws = await _raw(server.url, hello=False)
        await ws.send(json.dumps({"type": "list_tables"}))
        assert (await _error(ws))["code"] == "hello_first"
        with pytest.raises(ConnectionClosed):
            await asyncio.wait_for(ws.recv(), 5)
        # the server still serves everyone else
        client = await NetClient.connect(server.url)
        assert await client.list_tables() == []
        await client.close()


@async_test(timeout=20)
async def test_a_frame_over_the_size_limit_closes_that_connection_only() -> None:
    async with serving(max_frame=4096) as server:
        table, _ = server.create_table("hearts", "classic", [SeatRequest("open")] * 4)
        a = await NetClient.connect(server.url)
        ws = await _raw(server.url)
        await ws.send(json.dumps({"type": "join", "code": table.code, "seat": 1,
                                  "name": "x" * 10_000}))
        with pytest.raises(ConnectionClosed) as closed:
            await asyncio.wait_for(ws.recv(), 5)
        assert closed.value.rcvd is not None and closed.value.rcvd.code == 1009  # too big
        assert table.open_seats() == [0, 1, 2, 3]
        await a.join(table.code, 1, "Polite")
        assert table.open_seats() == [0, 2, 3]
        await a.close()


@async_test(timeout=20)
async def test_a_flood_is_refused_beyond_the_rate_and_disconnected_when_it_goes_on(
        monkeypatch: pytest.MonkeyPatch) -> None:
    frozen_rate_clock(monkeypatch)  # the 30 requests come within one instant, however slow
    async with serving(FAST, rate=20.0, burst=10, flood_close=60) as server:
        table, _, (a,) = await seated_table(server, humans=1, start=False)
        flooder = await NetClient.connect(server.url)
        answers = await asyncio.gather(*(flooder.list_tables() for _ in range(30)),
                                       return_exceptions=True)
        refused = [x for x in answers if isinstance(x, ServerError)]
        served = [x for x in answers if isinstance(x, list)]
        assert 10 <= len(served) <= 14 and len(refused) == 30 - len(served)
        assert all(x.code == "rate_limited" for x in refused)
        # Keep flooding: the server hangs up.
        for _ in range(200):
            try:
                await flooder.send_raw('{"type":"list_tables"}')
            except ConnectionClosed:
                break
        lost = await flooder.wait_for(ConnectionLost)
        assert "1008" in lost.reason
        # a polite client on the same server is served
        assert (await a.client.list_tables())[0].code == table.code
        await a.close()


@async_test(timeout=30)
async def test_actions_for_another_seat_illegal_or_reserved_to_the_server_change_nothing(
        ) -> None:
    game = get_game("hearts")
    async with serving() as server:
        table, _, (a, b) = await seated_table(server, rules=one_deal(), humans=2)
        await eventually(lambda: game.seats_to_act(table.state) == (0, 1),
                         what="the CPU players' passes")
        first = await a.client.wait_for(GameUpdate, predicate=lambda m: m.to_act == (0, 1))
        before = table.state
        hand_b = game.seat_view(before, 1).hand
        hand_a = first.view.hand
        cases = [
            (PassCards(1, hand_b[:3]), "not_your_seat"),          # b's cards, for b
            ({"type": "pass", "seat": 0, "cards": ["2C", "2C", "2C"]}, "illegal"),
            (PassCards(0, hand_a[:2]), "illegal"),                # too few cards
            (PlayCard(0, hand_a[0]), "illegal"),                  # playing while passing
            (Timeout(0), "illegal"),                              # the server's own action
            ({"type": "abandon", "seat": 0}, "illegal"),
            ({"type": "fly", "seat": 0}, "bad_action"),
            ({"type": "pass", "seat": "0", "cards": 3}, "bad_action"),
        ]
        for action, code in cases:
            with pytest.raises(ServerError) as err:
                await a.client.act(action)
            assert err.value.code == code, (action, err.value)
            assert table.state is before
        with pytest.raises(ServerError) as err:
            await a.client.act({"type": "pass", "seat": 0, "cards": [
                str(c) for c in game.seat_view(before, 2).hand[:3]]})
        assert err.value.code == "illegal" and err.value.rule == "card_not_in_hand"
        assert table.state is before
        # The right action still works afterwards.
        update = await a.client.act(PassCards(0, hand_a[:3]))
        assert update.ref and update.events[0] == PassCommitted(0)
        assert update.view.passed is not None
        assert sorted(update.view.passed) == sorted(hand_a[:3])
        assert table.state is not before
        with pytest.raises(ServerError) as err:
            await a.client.act(PassCards(0, update.view.hand[:3]))
        assert err.value.code == "not_your_turn"
        await a.close()
        await b.close()


def _tiny_buffer_socket(port: int) -> socket.socket:
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 2048)
    sock.connect(("127.0.0.1", port))
    sock.setblocking(False)
    return sock


@pytest.mark.parametrize("limit", [{"send_queue": 8}, {"send_bytes": 64 * 1024}])
@async_test(timeout=40)
async def test_a_client_that_asks_but_never_reads_is_disconnected_and_tables_play_on(
        limit: dict[str, int], caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.WARNING, logger="hearts_desktop.net.server")
    async with serving(FAST, **limit) as server:
        _, _, players = await seated_table(server, rules=one_deal(), humans=2)
        games = asyncio.gather(*(p.play() for p in players))
        table, host = server.create_table("hearts", "classic", [SeatRequest("open")] * 4)
        slow = await NetClient.connect(server.url, sock=_tiny_buffer_socket(server.port))
        await slow.join(table.code, 0, "Sleepy")
        seat = table.seats[0]
        assert seat.conn is not None
        # A narrow path: little room in the kernel on either side, so unread frames stay in
        # the server's queue (where the limits apply) instead of in socket buffers.
        server_socket = seat.conn.ws.transport.get_extra_info("socket")
        server_socket.setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, 4096)
        await slow.start(table.code, host, fill_with_cpu=True)  # snapshots now hold a view
        slow._ws.transport.pause_reading()  # reads nothing more, keeps asking for snapshots
        async with asyncio.timeout(20):
            while seat.conn is not None:
                try:
                    await slow.send_raw('{"type":"snapshot_request"}')
                except ConnectionClosed:
                    break
                await asyncio.sleep(0.001)
        assert seat.conn is None
        assert table.seats[0].kind == "person"  # the seat waits out the grace period
        assert "too slow to keep up" in caplog.text
        results = await games
        assert all(isinstance(r, MatchFinished) for r in results)
        for p in players:
            await p.close()


@async_test(timeout=20)
async def test_frames_over_the_rate_without_a_request_number_get_one_notice(
        monkeypatch: pytest.MonkeyPatch) -> None:
    clock = frozen_rate_clock(monkeypatch)
    async with serving(FAST, rate=5.0, burst=2, flood_close=1000) as server:
        client = await NetClient.connect(server.url)
        for _ in range(6):
            await client.send_raw('{"type":"snapshot_request"}')
        notices = []
        for _ in range(3):
            message = await client.next_message(5)
            assert isinstance(message, ServerNotice)
            notices.append(message.code)
        assert notices == ["not_seated", "not_seated", "rate_limited"]
        with pytest.raises(TimeoutError):
            await client.next_message(0.3)
        clock.advance(0.3)
        assert await client.list_tables() == []  # the bucket fills again
        await client.close()
