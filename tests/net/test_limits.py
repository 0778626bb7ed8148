"""The limits a club server enforces against a hostile client (``docs/network.md``,
"Limits"): frames nested too deeply, tables opened by one address or token, lobby tables
nobody uses, a client that never reads. Each is refused with a clear error or a
disconnect of that client alone; the others play on, and the log holds no traceback."""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import json
import logging
from pathlib import Path
from typing import Any

import pytest
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from hearts_desktop.net.client import GameUpdate, NetClient, ServerNotice, TableSnapshot
from hearts_desktop.net.protocol import (
    MAX_DEPTH,
    PROTOCOL_VERSION,
    DecodeError,
    SeatRequest,
    decode_client,
)
from hearts_desktop.net.server import GameServer

from .helpers import (
    FAST,
    async_test,
    eventually,
    fixed_seed,
    frozen_rate_clock,
    headless_server,
    serving,
)

DEPTHS = (10, 15, 16, 17, 100, 500, 998, 999, 1000, 1001, 5_000, 10_000, 30_000, 100_000)
"""Nesting depths fed to the server, from harmless to far beyond any stack."""


def _nested_frames(depth: int) -> dict[str, str]:
    """Frames that nest ``depth`` objects or arrays, in each place a frame can nest."""
    return {
        "object": '{"a":' * depth + "1" + "}" * depth,
        "array": "[" * depth + "]" * depth,
        "action object": '{"type":"act","action":' + '{"a":' * depth + "1" + "}" * depth + "}",
        "action array": '{"type":"act","action":{"type":"bid","seat":0,"amount":'
                        + "[" * depth + "]" * depth + "}}",
        "rules": '{"type":"create_table","game":"hearts","seats":[],"rules":'
                 + '{"a":' * depth + "1" + "}" * depth + "}",
    }


def _frame_depth(where: str, depth: int) -> int:
    """How deeply the whole frame of ``_nested_frames(depth)[where]`` nests."""
    return {"object": depth, "array": depth, "action object": depth + 1,
            "action array": depth + 2, "rules": depth + 1}[where]


@pytest.mark.parametrize("depth", DEPTHS)
def test_a_frame_nested_at_any_depth_decodes_or_is_a_decode_error(depth: int) -> None:
    for where, frame in _nested_frames(depth).items():
        try:
            message = decode_client(frame)
        except DecodeError as exc:  # a DecodeError, never a RecursionError or another
            if _frame_depth(where, depth) > MAX_DEPTH:
                assert where in ("object", "array") or "deeper than 16 levels" in str(exc)
            continue
        assert _frame_depth(where, depth) <= MAX_DEPTH, (where, depth)
        assert type(message).__name__ in ("Act", "CreateTable")


async def _expect_errors(ws: Any, count: int) -> list[dict[str, Any]]:
    errors = []
    async with asyncio.timeout(30):
        while len(errors) < count:
            data = json.loads(await ws.recv())
            if data["type"] == "error":
                errors.append(data)
    return errors


@async_test(timeout=90)
async def test_deeply_nested_frames_get_bad_frame_errors_and_the_seated_player_stays(
        tmp_path: Path) -> None:
    """Over a real socket to the club server in its own process: a seated player sends
    frames nested 10 to 30,000 deep (what fits in a 64 KB frame); each one that does not
    decode gets ``bad_frame``, the player keeps the seat and the connection, and the log
    holds no error."""
    async with headless_server(tmp_path / "club.log", "--cpu-delay", "0", "--table",
                               "pinochle:pinochle:open,cpu,cpu,cpu") as club:
        client = await NetClient.connect(club.url)
        await client.join(club.tables[0], 0, "Mina")
        await client.wait_for(GameUpdate, timeout=30)
        ws = await connect(club.url, proxy=None, compression=None)
        await ws.send(json.dumps({"type": "hello", "protocol": PROTOCOL_VERSION}))
        assert json.loads(await ws.recv())["type"] == "welcome"
        sent = 0
        for depth in DEPTHS:
            for where, frame in _nested_frames(depth).items():
                if len(frame) > 64 * 1024:
                    continue
                for sender in (client.send_raw, ws.send):
                    await sender(frame)
                sent += 1
                # the seated player's errors come as notices; the bare connection's here
                codes = {(await _expect_errors(ws, 1))[0]["code"],
                         (await client.wait_for(ServerNotice, timeout=30)).code}
                if _frame_depth(where, depth) > MAX_DEPTH:
                    assert codes == {"bad_frame"}, (where, depth, codes)
                else:  # a message, but no action or rules of any game
                    assert codes <= {"bad_frame", "bad_action", "bad_rules", "not_seated"}
                await asyncio.sleep(0.06)  # within the club server's rate (20 per second)
                if sent % 10 == 0:  # a good frame now and then: not "20 bad in a row"
                    await ws.send(json.dumps({"type": "list_tables"}))
                    await client.request_snapshot()
                    await client.wait_for(TableSnapshot, timeout=30)
        assert sent >= 60
        await client.request_snapshot()
        snapshot = await client.wait_for(TableSnapshot, timeout=30)
        assert snapshot.seat == 0 and snapshot.table.seats[0].connected
        assert snapshot.table.phase == "playing"
        await ws.close()
        await client.close()
    text = club.log_text()
    assert " ERROR " not in text and "Traceback" not in text, text[-3000:]


@async_test(timeout=60)
async def test_frames_nested_100000_deep_get_bad_frame_on_a_server_that_reads_them(
        caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.INFO)
    async with serving(FAST, max_frame=1 << 20) as server:
        ws = await connect(server.url, proxy=None, compression=None, max_size=None)
        await ws.send(json.dumps({"type": "hello", "protocol": PROTOCOL_VERSION}))
        assert json.loads(await ws.recv())["type"] == "welcome"
        frames = [f for depth in (30_000, 100_000) for f in _nested_frames(depth).values()]
        for frame in frames:
            await ws.send(frame)
        errors = await _expect_errors(ws, len(frames))
        assert [e["code"] for e in errors] == ["bad_frame"] * len(frames)
        await ws.send(json.dumps({"type": "list_tables", "ref": 7}))
        assert json.loads(await ws.recv()) == {"type": "tables", "tables": [], "ref": 7}
        await ws.close()
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]


@async_test(timeout=30)
async def test_a_deep_frame_over_the_rate_is_refused_like_any_other(
        monkeypatch: pytest.MonkeyPatch) -> None:
    frozen_rate_clock(monkeypatch)  # no token comes back between the two frames
    async with serving(FAST, rate=1.0, burst=1, flood_close=1000) as server:
        ws = await connect(server.url, proxy=None, compression=None)
        await ws.send(json.dumps({"type": "hello", "protocol": PROTOCOL_VERSION}))
        assert json.loads(await ws.recv())["type"] == "welcome"
        await ws.send(json.dumps({"type": "list_tables"}))
        await ws.send(_nested_frames(5_000)["action object"])  # over the rate
        codes = [json.loads(await ws.recv()).get("code") for _ in range(2)]
        assert codes == [None, "rate_limited"]
        with pytest.raises(TimeoutError):
            await asyncio.wait_for(ws.recv(), 0.3)
        await ws.close()
        with pytest.raises(ConnectionClosed):
            await ws.recv()


@async_test(timeout=60)
async def test_a_pinochle_bid_of_ten_to_the_thirty_is_refused_by_its_rule(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The issue's frame: before, the bid was applied, the match ended at about -10^30
    points and no history could store it."""
    # The deal pinned (seed 1): seat 0 bids first, before any CPU player (with a random
    # deal the CPU players could pass, and seat 0's first turn be naming trumps).
    fixed_seed(monkeypatch, 1)
    from hearts_desktop.net.client import ServerError

    from .helpers import seated_table

    async with serving(FAST) as server:
        table, _, (player,) = await seated_table(server, "pinochle", humans=1)
        client = player.client
        await client.wait_for(GameUpdate, timeout=30, predicate=lambda m: 0 in m.to_act)
        before = table.state
        frame = {"type": "bid", "seat": 0, "amount": 10**30}
        with pytest.raises(ServerError) as err:
            await client.act(frame)
        assert (err.value.code, err.value.rule) == ("illegal", "bid_too_high")
        assert err.value.detail == {"amount": 10**30, "maximum": 973}
        assert table.state is before
        update = await client.act({"type": "bid", "seat": 0, "amount": 973})
        assert update.ref and [(e.seat, e.amount) for e in update.events[:1]] == [(0, 973)]
        assert table.state.high_bid == 973
        await player.close()


@async_test(timeout=30)
async def test_numbers_of_the_protocol_are_bounded_where_they_are_read() -> None:
    async with serving(FAST) as server:
        table, _ = server.create_table("hearts", "classic", [SeatRequest("open")] * 4)
        ws = await connect(server.url, proxy=None, compression=None)
        await ws.send(json.dumps({"type": "hello", "protocol": PROTOCOL_VERSION}))
        assert json.loads(await ws.recv())["type"] == "welcome"
        for frame in ({"type": "list_tables", "ref": 10**30},
                      {"type": "list_tables", "ref": -1},
                      {"type": "join", "code": table.code, "seat": 10**30, "name": "Al"},
                      {"type": "join", "code": table.code, "seat": -1, "name": "Al"},
                      {"type": "create_table", "game": "hearts", "seats": [{}] * 4,
                       "rules": {**table.game.rules_to_json(table.rules),
                                 "queen_of_spades": 10**30}}):
            await ws.send(json.dumps(frame))
            error = json.loads(await asyncio.wait_for(ws.recv(), 10))
            assert error["type"] == "error", error
            assert error["code"] == ("bad_rules" if frame["type"] == "create_table"
                                     else "bad_frame"), error
        assert len(server.tables) == 1 and table.open_seats() == [0, 1, 2, 3]
        await ws.close()


@async_test(timeout=60)
async def test_an_action_with_an_unknown_field_is_a_bad_action_and_changes_nothing(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # The deal pinned (seed 1): seat 0 bids first, before any CPU player (with a random
    # deal the CPU players could pass, and seat 0's first turn be naming trumps).
    fixed_seed(monkeypatch, 1)
    from hearts_desktop.net.client import ServerError

    from .helpers import seated_table

    async with serving(FAST) as server:
        table, _, (player,) = await seated_table(server, "pinochle", humans=1)
        client = player.client
        await client.wait_for(GameUpdate, timeout=30, predicate=lambda m: 0 in m.to_act)
        before = table.state
        with pytest.raises(ServerError) as err:
            await client.act({"type": "pass", "seat": 0, "help": False, "zzz": 1})
        assert err.value.code == "bad_action" and "'zzz'" in err.value.message
        assert table.state is before
        update = await client.act({"type": "pass", "seat": 0, "help": False})
        assert update.ref and table.state is not before
        await player.close()


class FakeClock:
    """The server's clock, moved by the test (no test waits minutes, or sleeps)."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


async def _create(url: str, **options: Any) -> str:
    """A throw-away client opens a table and goes: its code, or the refusal's code."""
    from hearts_desktop.net.client import ServerError

    client = await NetClient.connect(url, **options)
    try:
        created = await client.create_table("hearts", "classic", [SeatRequest("open")] * 4)
        return created.table.code
    except ServerError as exc:
        assert exc.code == "table_limit", exc
        return f"refused: {exc.message}"
    finally:
        await client.close()


@async_test(timeout=60)
async def test_throw_away_connections_from_one_address_open_no_more_than_its_tables() -> None:
    """The issue's attack: 67 connections from one address filled the server (the limit
    was per connection). Now the address's tables are counted whoever opened them, loopback
    included; the host program's own tables do not count."""
    async with serving(FAST, tables_per_address=4, tables_per_token=2) as server:
        server.create_table("hearts", "classic", [SeatRequest("open")] * 4)  # the host's
        results = [await _create(server.url) for _ in range(12)]
        opened = [r for r in results if not r.startswith("refused")]
        assert len(opened) == 4 and results[:4] == opened
        assert len(server.tables) == 5
        refusal = results[-1]
        assert "address 127.0.0.1 has 4 tables open" in refusal
        assert "closes after 5 minutes" in refusal
        # with a token the same: the address is full whatever the client says
        assert (await _create(server.url, token="another-client")).startswith("refused")


@async_test(timeout=60)
async def test_a_client_token_holds_its_tables_over_reconnections() -> None:
    async with serving(FAST, tables_per_address=10, tables_per_token=2) as server:
        mine = [await _create(server.url, token="my-program") for _ in range(3)]
        assert not mine[0].startswith("refused") and not mine[1].startswith("refused")
        assert mine[2].startswith("refused: you have 2 tables open")
        # another client on the same address still has room; its own limit holds too
        theirs = [await _create(server.url, token="their-program") for _ in range(3)]
        assert [t.startswith("refused") for t in theirs] == [False, False, True]
        # a client that reconnects (its token sent again) is still counted
        client = await NetClient.connect(server.url, token="my-program")
        table, _ = server.create_table("hearts", "classic", [SeatRequest("open")] * 4)
        await client.join(table.code, 0, "Mina")
        seat = table.seats[0]
        assert seat.conn is not None
        seat.conn.close(1001, "a test drops the connection")
        await client.reconnect(attempts=5, delay=0.05)
        assert (await _create_with(client)).startswith("refused: you have 2 tables open")
        await client.close()


async def _create_with(client: NetClient) -> str:
    from hearts_desktop.net.client import ServerError

    try:
        created = await client.create_table("hearts", "classic", [SeatRequest("open")] * 4)
        return created.table.code
    except ServerError as exc:
        return f"refused: {exc.message}"


@async_test(timeout=60)
async def test_an_empty_lobby_table_closes_after_the_lobby_expiry() -> None:
    """A table a client opened and nobody sits at closes ``lobby_ttl`` after it was opened
    (or its last person left); a table someone sits at stays, and so do the host's own."""
    clock = FakeClock()
    config = dataclasses.replace(FAST, lobby_ttl=300.0, idle_ttl=1800.0,
                                 tables_per_address=2)
    server = GameServer(config, host="127.0.0.1", port=0, clock=clock)
    await server.start()
    try:
        empty = await _create(server.url)
        sat_at = await _create(server.url)
        assert (await _create(server.url)).startswith("refused")  # the address is full
        own, _ = server.create_table("hearts", "classic", [SeatRequest("open")] * 4)
        client = await NetClient.connect(server.url)
        await client.join(sat_at, 1, "Bea")
        clock.now += 299
        assert server.reap() == []
        clock.now += 2
        assert server.reap() == [empty]
        assert sorted(server.tables) == sorted([sat_at, own.code])
        listed = {t.code for t in await client.list_tables()}
        assert listed == {sat_at, own.code}
        late = await NetClient.connect(server.url)
        with pytest.raises(Exception, match="no_table"):
            await late.join(empty, 0, "Cy")
        await late.close()
        # the address has room again
        again = await _create(server.url)
        assert not again.startswith("refused")
        # the last person leaves: the table expires lobby_ttl later
        await client.leave()
        clock.now += 301
        assert sorted(server.reap()) == sorted([again, sat_at])
        assert list(server.tables) == [own.code]
        await client.close()
    finally:
        await server.stop()


@async_test(timeout=90)
async def test_a_real_client_that_never_reads_is_cut_once_a_queue_of_frames_is_unread(
        caplog: pytest.LogCaptureFixture) -> None:
    """A real WebSocket client with the system's usual socket buffers sits at a table and
    stops reading while it keeps asking for snapshots of the table (about 400 bytes each,
    as small as a seat's frames get). The server holds at most its send queue (64 frames)
    and small socket buffers for it: it is cut after some hundreds of frames (before: 512
    queued frames, and a kernel buffer that grew to megabytes, so tens of thousands, or
    the keepalive), "too slow" in the log with its address and seat; the seat is free
    again after the grace period."""
    caplog.set_level(logging.INFO, logger="hearts_desktop.net.server")
    async with serving(FAST, grace=0.01) as server:
        assert server.config.send_queue == 64  # the default
        table, _ = server.create_table("hearts", "classic", [SeatRequest("open")] * 4)
        ws = await connect(server.url, proxy=None, compression=None)
        await ws.send(json.dumps({"type": "hello", "protocol": PROTOCOL_VERSION}))
        assert json.loads(await ws.recv())["type"] == "welcome"
        await ws.send(json.dumps({"type": "join", "code": table.code, "seat": 0,
                                  "name": "Sleepy"}))
        assert json.loads(await ws.recv())["type"] == "seated"
        # From here on the client reads nothing: its library stops taking frames from the
        # socket once 16 wait, and the kernel's buffers fill.
        conn = table.seats[0].conn
        assert conn is not None
        sent = 0
        with contextlib.suppress(ConnectionClosed):
            while sent < 40_000 and not conn.closing:  # until the server gives up on it
                await ws.send('{"type":"snapshot_request"}')
                sent += 1
                if sent % 20 == 0:
                    await asyncio.sleep(0.005)  # the server reads, answers, and writes
        assert conn.closing, f"still served after {sent} requests"
        assert sent < 3_000, sent  # about 1,100 here; 14,000 before
        await eventually(lambda: table.seats[0].conn is None, 30, "the cut")
        slow = [r.getMessage() for r in caplog.records if "too slow" in r.getMessage()]
        assert len(slow) == 1 and "127.0.0.1:" in slow[0], slow
        assert f"table {table.code} seat 0" in slow[0] and "64 frames" in slow[0], slow
        await eventually(lambda: table.seats[0].kind == "open", 30, "the seat freed")
        await ws.close()


@async_test(timeout=60)
async def test_the_club_server_takes_its_table_limits_from_the_command_line(
        tmp_path: Path) -> None:
    async with headless_server(tmp_path / "club.log", "--tables-per-address", "1",
                               "--lobby-expiry", "120", "--send-queue", "32") as club:
        first = await _create(club.url)
        assert not first.startswith("refused")
        second = await _create(club.url, token="another")
        assert second.startswith("refused: the address 127.0.0.1 has 1 table open")
        assert "closes after 2 minutes" in second
