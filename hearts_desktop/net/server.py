"""The game server: asyncio and the ``websockets`` package, no Qt. It hosts several tables
at once and is the only holder of each match's full state::

    server = GameServer(ServerConfig(), host="127.0.0.1", port=0)
    await server.start()                    # server.url: "ws://127.0.0.1:40123"
    table, host_token = server.create_table("hearts", "classic",
                                            [SeatRequest("open"), SeatRequest("cpu", "Ann")])
    ...
    await server.stop()

Every action goes through the game's engine (``Game.apply``); each seat receives only the
events as ``Game.redact`` gives them to it and its own ``Game.seat_view``. CPU seats are
played by the game's bots in a thread pool, off the event loop. A person who drops out keeps
the seat for ``ServerConfig.grace`` seconds; then a CPU plays it (marked as a stand-in)
until the person comes back with the seat token. The online move timer (rules with a
``move_timer``) runs here. Bad input from a client gets an ``error`` frame or a disconnect,
and never changes a table or stops another one (see ``docs/network.md``).

Longer than 600 lines: the table's whole life on the server (seating, start, the match loop,
CPU seats, stand-ins and the grace period, the move timer, snapshots and per-seat frames,
the protocol's requests and their errors) shares one event loop and its tables'
state; split across modules it would pass that state around on every call.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import socket
import threading
import time
from collections.abc import Callable, Coroutine, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any, TypeVar

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from ..core.errors import IllegalActionError, RulesError, UnknownGameError
from ..games import get_game
from .codec import CodecError, encode_detail
from .connection import CLOSE_POLICY, Connection
from .identity import new_challenge
from .people import People
from .protocol import (
    PROTOCOL_VERSION,
    Act,
    ClientMessage,
    Closing,
    Contribute,
    Contributed,
    CreateTable,
    Error,
    Finished,
    Hello,
    Identify,
    Join,
    Leave,
    Left,
    Limits,
    ListTables,
    PlayerEntry,
    QuickCancel,
    QuickMatch,
    RatingsRequest,
    Resume,
    Seated,
    SeatRequest,
    SeatsChanged,
    Snapshot,
    SnapshotRequest,
    Start,
    Started,
    TableCreated,
    TableInfo,
    Tables,
    TimerInfo,
    Update,
    Welcome,
    decode_client,
)
from .quickmatch import QuickMatcher
from .ratings import RatingStore, category_of
from .table import (
    BOT_LEVELS,
    SEED_MASK,
    Link,
    Seat,
    Table,
    clean_name,
    new_code,
    new_token,
    normalise_code,
    roster_name,
    same_token,
)

log = logging.getLogger(__name__)
T = TypeVar("T")

CLOSE_VERSION = 4000
CLOSE_REPLACED = 4001
CLOSE_GOING_AWAY = 1001


@dataclass(frozen=True)
class ServerConfig:
    """Limits and timings of a server (tests shorten the times)."""

    max_frame: int = 64 * 1024
    """The largest frame a client may send, in bytes (``websockets``' ``max_size``)."""
    rate: float = 20.0
    """Frames per second a client may send on average..."""
    burst: int = 40
    """... and at once. A frame beyond that is dropped with a ``rate_limited`` error."""
    flood_close: int = 200
    """Dropped frames in a row after which the connection is closed."""
    bad_frames_close: int = 20
    """Malformed frames in a row after which the connection is closed."""
    send_queue: int = 64
    """Frames waiting for a client beyond its socket's buffers; a client that lets more
    pile up unread is disconnected as too slow..."""
    send_bytes: int = 1024 * 1024
    """... and so is one that lets more than this many bytes of frames pile up."""
    socket_buffer: int = 64 * 1024
    """The most a client's socket holds unsent on the server: the kernel's send buffer
    (``SO_SNDBUF``, which Linux doubles) and ``websockets``' write buffer. Beyond it,
    frames wait in the send queue, so a client that stops reading is noticed in some
    frames, not megabytes (the kernel's own buffer would grow to 4 MiB)."""
    grace: float = 60.0
    """Seconds a dropped person keeps the seat before a CPU player stands in."""
    cpu_delay: float = 0.6
    """Seconds a CPU player waits before its move (people see what happens)."""
    timer_scale: float = 1.0
    """Scales the rules' move timer (tests run it faster)."""
    bot_workers: int = 2
    default_bot: str = "normal"
    """The bot of a CPU seat that names none."""
    standin_bot: str = "normal"
    """The bot that plays for a person who dropped out."""
    max_tables: int = 200
    clients_create_tables: bool = True
    """Clients may open tables (a club server); else only the host program does."""
    tables_per_address: int = 8
    """Tables that clients from one network address may have open at once (loopback
    too), however often they reconnect: one client cannot fill the server."""
    tables_per_token: int = 3
    """Tables that one client may have open at once: the connections that said the same
    client token in their hello (a client without one: its connection)."""
    lobby_ttl: float = 300.0
    """A table a client opened closes when nobody has sat at it (no person seated) for
    this many seconds while it waits in the lobby..."""
    idle_ttl: float = 1800.0
    """... any table nobody is connected to after this many idle seconds..."""
    finished_ttl: float = 600.0
    """... and a finished table this long after its match."""
    hello_timeout: float = 10.0
    ping_interval: float | None = 20.0
    close_timeout: float = 2.0
    compression: bool = False
    """permessage-deflate (less traffic, more memory and CPU per connection)."""
    name: str = "Hearts Desktop"
    quick_wait: float = 20.0
    """Seconds a quick match waits for people before CPU players fill its empty seats."""
    quick_deals: int = 0
    """Quick matches over this many deals (0: as the preset says; a club's short games)."""
    quick_queue: int = 500
    """People who may wait for a quick match at once."""
    contribution_wait: float = 5.0
    """Seconds a start waits for the contribution of a seated person that has not sent
    one yet (a person who sat down a moment before); then the match starts without it."""

    def limits(self) -> Limits:
        return Limits(max_frame=self.max_frame, rate=self.rate, burst=self.burst)


LOOPBACK = "127.0.0.1"


def loopback_too(host: str) -> tuple[str, ...]:
    """What a server on the network address ``host`` listens on as well: loopback, so that
    a second program on the same computer joins at ``127.0.0.1`` or ``localhost`` (nothing
    when ``host`` is loopback already or every address)."""
    return () if host in (LOOPBACK, "localhost", "0.0.0.0", "::", "") else (LOOPBACK,)


class GameServer:
    """Tables, connections and the dispatch of client messages (module docstring)."""

    def __init__(self, config: ServerConfig | None = None, *, host: str = "127.0.0.1",
                 port: int = 0, also_on: Sequence[str] = (),
                 clock: Callable[[], float] = time.monotonic,
                 ratings: RatingStore | None = None, server_id: str = "") -> None:
        self.config = config or ServerConfig()
        self.people = People(ratings if ratings is not None else RatingStore(None),
                             server_id or new_token()[:16])
        """Identities and ratings (``net.people``; in memory unless a store is given)."""
        self.quick = QuickMatcher(self)
        """The quick-match queues (``net.quickmatch``)."""
        self.clock = clock
        """Seconds, for the tables' times (idle, expiry); tests pass a clock they move."""
        self.host = host
        self.port = port
        self.also_on = tuple(a for a in dict.fromkeys(also_on) if a != host)
        """More addresses to listen on, at the same port as ``host`` (a LAN game's
        loopback, so that a second program on this computer joins at 127.0.0.1)."""
        self.tables: dict[str, Table] = {}
        self._conns: set[Connection] = set()
        self._server: Server | None = None
        self._also: list[Server] = []
        self._pool: ThreadPoolExecutor | None = None
        self._reaper: asyncio.Task[None] | None = None
        self._closing = False
        self.actions_applied = 0
        self._client_kinds: dict[str, set[type]] = {}
        """Per game, the kinds (types) of action its seats have been offered: a client's
        action of another kind (a timeout) is refused without asking the engine."""
        self.on_table_change: Callable[[Table], None] | None = None
        """Called when a table opens, closes, or its seats or phase change (the LAN
        announcement follows it)."""

    # ------------------------------------------------------------------ lifecycle
    async def start(self) -> None:
        cfg = self.config
        self._pool = ThreadPoolExecutor(max_workers=max(1, cfg.bot_workers),
                                        thread_name_prefix="net-bot")
        self._server = await self._listen(self.host, self.port)
        sock = next(iter(self._server.sockets))
        self.port = sock.getsockname()[1]
        for address in self.also_on:  # OSError (the port is taken there): stop() closes all
            self._also.append(await self._listen(address, self.port))
        self._reaper = asyncio.get_running_loop().create_task(self._reap_forever())
        log.info("listening on %s%s (protocol %d)", self.url,
                 "".join(f" and {a}" for a in self.also_on), PROTOCOL_VERSION)

    async def _listen(self, host: str, port: int) -> Server:
        cfg = self.config
        return await serve(
            self._handle, host, port, max_size=cfg.max_frame, max_queue=16,
            write_limit=cfg.socket_buffer,
            ping_interval=cfg.ping_interval, close_timeout=cfg.close_timeout,
            compression="deflate" if cfg.compression else None,
            server_header=f"{cfg.name} (protocol {PROTOCOL_VERSION})")

    @property
    def url(self) -> str:
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"ws://{host}:{self.port}"

    @property
    def bound(self) -> list[tuple[str, int]]:
        """The addresses the server listens on."""
        return [s.getsockname()[:2] for server in self._listeners() for s in server.sockets]

    def _listeners(self) -> list[Server]:
        return [self._server, *self._also] if self._server is not None else []

    async def stop(self, reason: str = "the server is shutting down") -> None:
        if self._closing:
            return
        self._closing = True
        log.info("stopping: %s", reason)
        self.quick.stop()
        for conn in list(self._conns):
            conn.send(Closing(reason=reason))
        await asyncio.sleep(0.05)  # let the writers send the notice
        if self._reaper is not None:
            self._reaper.cancel()
        for table in list(self.tables.values()):
            self._close_table(table)
        for listener in self._listeners():
            listener.close(close_connections=True, code=CLOSE_GOING_AWAY, reason=reason)
            with contextlib.suppress(Exception):
                await asyncio.wait_for(listener.wait_closed(), self.config.close_timeout + 1)
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
        log.info("stopped")

    async def serve_forever(self) -> None:
        assert self._server is not None
        await self._server.wait_closed()

    # ------------------------------------------------------------------ tables
    def create_table(self, game_name: str, rules: str | dict[str, Any] | Any,
                     seats: Sequence[SeatRequest], *, title: str = "",
                     auto_start: bool = False) -> tuple[Table, str]:
        """A new table in the lobby and its host token (``Start`` needs it). ``rules`` is a
        preset name, the game's rules JSON or its rules value. Raises ``ValueError``
        (``UnknownGameError``, ``RulesError``) for a game, rules or seats that do not fit."""
        if len(self.tables) >= self.config.max_tables:
            raise ValueError(f"this server has its {self.config.max_tables} tables already")
        game = get_game(game_name)
        if isinstance(rules, str):
            if rules not in game.presets():
                raise RulesError(f"{game.title} has no rules preset {rules!r} "
                                 f"(presets: {', '.join(game.presets())})")
            rules = game.preset(rules)
        elif isinstance(rules, dict):
            rules = game.rules_from_json(rules)
        players = game.players(rules)
        if len(seats) != players:
            raise RulesError(f"these rules seat {players} players, not {len(seats)}")
        kinds = game.bot_kinds()
        table_seats = []
        for i, req in enumerate(seats):
            seat = Seat(i)
            bot = req.bot or self.config.default_bot
            if bot not in kinds:
                raise ValueError(f"{game.title} has no CPU player {bot!r} "
                                 f"(known: {', '.join(kinds)})")
            if req.level and req.level not in BOT_LEVELS:
                raise ValueError(f"not a CPU level: {req.level!r} "
                                 f"(levels: {', '.join(BOT_LEVELS)})")
            name = clean_name(req.name) if req.name else ""
            if name is None:
                raise ValueError(f"not a player name: {req.name!r}")
            if req.kind == "cpu":
                seat.kind, seat.name, seat.bot_kind = "cpu", name, bot
                seat.bot_level = req.level
            elif req.name or req.bot or req.level:
                seat.reserve = (name, bot, req.level)
            table_seats.append(seat)
        for seat in table_seats:  # a CPU player the host did not name: the game's roster
            if seat.kind == "cpu" and not seat.name:
                seat.name = roster_name(game.name, seat.bot_kind, table_seats)
        title = (clean_name(title, 40) or "") if title else ""
        code = new_code(set(self.tables))
        now = self.clock()
        table = Table(code=code, game=game, rules=rules, title=title or code, seats=table_seats,
                      host_token=new_token(), created=now, last_activity=now,
                      auto_start=auto_start,
                      rating_category=category_of(game.name, players))
        table.codec  # noqa: B018 - build the game's codec now, not at the first frame
        self.tables[code] = table
        log.info("table %s: %s (%s), seats %s", code, game.name, game.rules_name(rules),
                 ", ".join(s.kind for s in table_seats))
        self._table_changed(table)
        return table, table.host_token

    def _table_changed(self, table: Table) -> None:
        if self.on_table_change is not None:
            try:
                self.on_table_change(table)
            except Exception:
                log.exception("the table listener failed")

    def start_match(self, table: Table, *, fill_with_cpu: bool = False) -> None:
        """Deal: the match begins (``ValueError`` if it cannot)."""
        if table.phase != "lobby":
            raise ValueError("the match has started already")
        open_seats = table.open_seats()
        if open_seats and not fill_with_cpu:
            raise ValueError(f"seats still open: {', '.join(str(i + 1) for i in open_seats)}")
        for i in open_seats:
            # The CPU player the host chose for the seat should it stay open (its name is
            # fixed now, the same on every client); else one from the game's roster.
            seat = table.seats[i]
            name, bot, level = seat.reserve or ("", self.config.default_bot, "")
            seat.kind, seat.name, seat.bot_kind, seat.bot_level = "cpu", name, bot, level
            if not name:
                seat.name = roster_name(table.game.name, bot, table.seats)
        for seat in table.seats:
            if seat.kind == "person" and seat.conn is None:
                # A person who dropped out in the lobby: a CPU stands in until they return.
                self._cancel_grace(seat)
                seat.standin = True
        self._cancel_pending_start(table)
        # Fair deals: the seed comes from the committed secret and the contributions.
        table.seed = self.match_seed(table)
        table.state = table.new_match(table.seed)
        table.phase = "playing"
        table.started = datetime.now(UTC)
        table.last_activity = self.clock()
        log.info("table %s: match started", table.code)
        self._broadcast_seats(table)
        self._after_change(table, list(table.game.first_events(table.state)), actor=None, ref=0)

    def match_seed(self, table: Table) -> int:
        """The seed a starting match is dealt from: ``Table.match_seed`` (the commit-reveal
        derivation). Tests' cheating servers override it."""
        return table.match_seed()

    def request_start(self, table: Table, *, fill_with_cpu: bool = False) -> None:
        """Start the match as soon as every seated, connected person has sent its
        contribution, or ``contribution_wait`` seconds from now, whichever comes first."""
        if self._contributions_missing(table):
            if table.pending_start is None:
                handle = asyncio.get_running_loop().call_later(
                    self.config.contribution_wait, self._start_pending, table, True)
                table.pending_start = (fill_with_cpu, handle)
            return
        self.start_match(table, fill_with_cpu=fill_with_cpu)

    @staticmethod
    def _contributions_missing(table: Table) -> bool:
        return any(s.kind == "person" and s.conn is not None and not s.contribution
                   for s in table.seats)

    def _start_pending(self, table: Table, timed_out: bool = False) -> None:
        pending = table.pending_start
        if pending is None or (not timed_out and self._contributions_missing(table)):
            return
        self._cancel_pending_start(table)
        if table.closed or table.phase != "lobby":
            return
        if timed_out:
            log.warning("table %s: starting without the contribution of seats %s",
                        table.code, ", ".join(str(s.index) for s in table.seats
                                              if s.kind == "person" and not s.contribution))
        try:
            self.start_match(table, fill_with_cpu=pending[0])
        except ValueError as exc:  # a seat opened again meanwhile
            log.warning("table %s: the match could not start: %s", table.code, exc)

    @staticmethod
    def _cancel_pending_start(table: Table) -> None:
        if table.pending_start is not None:
            table.pending_start[1].cancel()
            table.pending_start = None

    def table_infos(self) -> list[Any]:
        return [t.info(self.config.timer_scale) for t in self.tables.values() if not t.closed]

    # ------------------------------------------------------------------ connections
    async def _handle(self, ws: ServerConnection) -> None:
        cfg = self.config
        sock = ws.transport.get_extra_info("socket")
        if sock is not None:
            with contextlib.suppress(OSError):
                sock.setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, cfg.socket_buffer)
        conn = Connection(ws, send_queue=cfg.send_queue, send_bytes=cfg.send_bytes,
                          close_timeout=cfg.close_timeout, burst=cfg.burst)
        self._conns.add(conn)
        log.debug("%s: connected", conn.peer)
        try:
            try:
                first = await asyncio.wait_for(ws.recv(), self.config.hello_timeout)
            except TimeoutError:
                conn.send(Error(code="hello_first", message="no hello: closing"))
                conn.close(CLOSE_POLICY, "no hello")
                return
            if not self._hello(conn, first):
                return
            async for frame in ws:
                if conn.closing:
                    break
                if not conn.allow(self.config.rate, self.config.burst):
                    self._rate_limited(conn, frame)
                    if conn.dropped >= self.config.flood_close:
                        log.warning("%s: flooding, disconnected", conn.peer)
                        conn.close(CLOSE_POLICY, "flooding")
                        break
                    continue
                self._on_frame(conn, frame)
        except ConnectionClosed:
            pass
        finally:
            self._conns.discard(conn)
            self.quick.drop(conn)
            if conn.close_task is not None:
                with contextlib.suppress(Exception):
                    await conn.close_task  # the closing frame goes out with our code
            elif not conn.closing:
                conn.closing = True
                conn.writer.cancel()
            self._dropped(conn)
            log.debug("%s: disconnected", conn.peer)

    def _rate_limited(self, conn: Connection, frame: str | bytes) -> None:
        """Refuse a frame over the rate: a request gets its own answer (so the client's
        call does not hang); other frames one notice per burst of refusals."""
        message = (f"too many frames: at most {self.config.rate:g} per second (bursts of "
                   f"{self.config.burst}); this frame was dropped")
        ref = 0
        if isinstance(frame, str):
            with contextlib.suppress(Exception):
                ref = getattr(decode_client(frame), "ref", 0)
        if ref:
            conn.send(Error(code="rate_limited", message=message, ref=ref))
        elif not conn.limited:
            conn.send(Error(code="rate_limited", message=message))
        conn.limited = True

    def _hello(self, conn: Connection, frame: str | bytes) -> bool:
        try:
            msg = decode_client(frame)
        except Exception as exc:  # a DecodeError, and anything else a frame provokes
            conn.send(Error(code="bad_frame", message=f"the first frame must be a hello: {exc}"))
            conn.close(CLOSE_POLICY, "no hello")
            return False
        if not isinstance(msg, Hello):
            conn.send(Error(code="hello_first", message="the first frame must be a hello"))
            conn.close(CLOSE_POLICY, "no hello")
            return False
        if msg.protocol != PROTOCOL_VERSION:
            newer = "newer" if msg.protocol > PROTOCOL_VERSION else "older"
            conn.send(Error(code="version", message=(
                f"This server speaks protocol version {PROTOCOL_VERSION}; your program speaks "
                f"version {msg.protocol}, which is {newer}. Both players need the same "
                f"version of Hearts Desktop.")))
            conn.close(CLOSE_VERSION, "protocol version mismatch")
            log.info("%s: refused protocol %d (%s)", conn.peer, msg.protocol, msg.client)
            return False
        conn.hello = True
        # Tables are counted per client: by its token, which survives reconnecting, or
        # without one by this connection.
        conn.client = f"token:{msg.token}" if msg.token else f"connection:{id(conn)}"
        conn.challenge = new_challenge()
        conn.send(Welcome(protocol=PROTOCOL_VERSION, server=self.config.name,
                          limits=self.config.limits(), challenge=conn.challenge,
                          ratings=True))
        return True

    def _on_frame(self, conn: Connection, frame: str | bytes) -> None:
        if isinstance(frame, bytes):
            self._bad_frame(conn, "binary frames are not part of the protocol: send JSON text")
            return
        try:
            msg = decode_client(frame)
        except Exception as exc:  # a DecodeError, and anything else a frame provokes
            self._bad_frame(conn, f"not a valid message: {exc}")
            return
        conn.bad = 0
        try:
            self._dispatch(conn, msg)
        except Exception:  # a bug must not take the server down; the state is unchanged
            log.exception("%s: failed on %s", conn.peer, type(msg).__name__)
            conn.send(Error(code="internal", message="the server failed on this request",
                            ref=getattr(msg, "ref", 0)))

    def _bad_frame(self, conn: Connection, message: str) -> None:
        conn.bad += 1
        conn.send(Error(code="bad_frame", message=message))
        if conn.bad >= self.config.bad_frames_close:
            log.warning("%s: %d bad frames in a row, disconnected", conn.peer, conn.bad)
            conn.close(CLOSE_POLICY, "too many malformed frames")

    def _dispatch(self, conn: Connection, msg: ClientMessage) -> None:
        if isinstance(msg, Act):
            self._on_act(conn, msg)
        elif isinstance(msg, SnapshotRequest):
            if conn.table is None or conn.seat is None:
                conn.send(Error(code="not_seated", message="you sit at no table", ref=msg.ref))
            else:
                self._send_snapshot(conn.table, conn.seat, ref=msg.ref)
        elif isinstance(msg, ListTables):
            conn.send(Tables(tables=self.table_infos(), ref=msg.ref))
        elif isinstance(msg, Join):
            self._on_join(conn, msg)
        elif isinstance(msg, Resume):
            self._on_resume(conn, msg)
        elif isinstance(msg, Start):
            self._on_start(conn, msg)
        elif isinstance(msg, CreateTable):
            self._on_create(conn, msg)
        elif isinstance(msg, Leave):
            self._on_leave(conn, msg)
        elif isinstance(msg, Identify):
            self.people.on_identify(conn, msg)
        elif isinstance(msg, RatingsRequest):
            self.people.on_ratings(conn, msg)
        elif isinstance(msg, QuickMatch):
            self.quick.on_request(conn, msg)
        elif isinstance(msg, QuickCancel):
            self.quick.on_cancel(conn, msg)
        elif isinstance(msg, Contribute):
            self._on_contribute(conn, msg)
        elif isinstance(msg, Hello):
            conn.send(Error(code="bad_frame", message="hello only once"))

    # ------------------------------------------------------------------ requests
    def _table(self, conn: Connection, code: str, ref: int) -> Table | None:
        table = self.tables.get(normalise_code(code))
        if table is None or table.closed:
            conn.send(Error(code="no_table", message=f"no table has the code {code!r}", ref=ref))
            return None
        return table

    def _on_create(self, conn: Connection, msg: CreateTable) -> None:
        if not self.config.clients_create_tables:
            conn.send(Error(code="not_allowed", message="this server does not open tables "
                            "for clients", ref=msg.ref))
            return
        if len(self.tables) >= self.config.max_tables:
            conn.send(Error(code="too_many_tables", message="the server has no room for "
                            "another table", ref=msg.ref))
            return
        refusal = self._table_limit(conn)
        if refusal:
            log.info("%s: refused another table: %s", conn.peer, refusal)
            conn.send(Error(code="table_limit", message=refusal, ref=msg.ref))
            return
        try:
            table, host_token = self.create_table(msg.game, msg.rules, msg.seats,
                                                  title=msg.title)
        except UnknownGameError as exc:
            conn.send(Error(code="no_game", message=str(exc), ref=msg.ref))
            return
        except (RulesError, ValueError, TypeError, KeyError) as exc:
            conn.send(Error(code="bad_rules", message=str(exc), ref=msg.ref))
            return
        table.opened_by = (conn.address, conn.client)
        conn.send(TableCreated(table=table.info(self.config.timer_scale), host_token=host_token,
                               ref=msg.ref))

    def _table_limit(self, conn: Connection) -> str:
        """Why ``conn`` may not open another table ("" if it may): its address or its
        client has as many open tables as one may have (counted over every connection)."""
        cfg = self.config
        mine = [t.opened_by for t in self.tables.values() if not t.closed and t.opened_by]
        minutes = f"{cfg.lobby_ttl / 60:g} minute{'' if cfg.lobby_ttl == 60 else 's'}"

        def tables(n: int) -> str:
            return f"{n} table{'' if n == 1 else 's'}"

        if sum(address == conn.address for address, _ in mine) >= cfg.tables_per_address:
            return (f"the address {conn.address} has {tables(cfg.tables_per_address)} open on "
                    f"this server, the most one address may have; a table nobody sits at "
                    f"closes after {minutes}")
        if sum(client == conn.client for _, client in mine) >= cfg.tables_per_token:
            return (f"you have {tables(cfg.tables_per_token)} open on this server, the most "
                    f"one client may have; a table nobody sits at closes after {minutes}")
        return ""

    def _on_join(self, conn: Connection, msg: Join) -> None:
        if conn.seat is not None:
            conn.send(Error(code="already_seated", message="you sit at a table already",
                            ref=msg.ref))
            return
        if conn.quick is not None:
            conn.send(Error(code="queued", message="you wait for a quick match: cancel it "
                            "first", ref=msg.ref))
            return
        table = self._table(conn, msg.code, msg.ref)
        if table is None:
            return
        if table.phase != "lobby":
            conn.send(Error(code="started", message="the match at this table has started",
                            ref=msg.ref))
            return
        if not 0 <= msg.seat < table.players:
            conn.send(Error(code="no_seat", message=f"the table has seats 0 to "
                            f"{table.players - 1}", ref=msg.ref))
            return
        name = clean_name(msg.name)
        if name is None:
            conn.send(Error(code="bad_name", message="a name is 1 to 24 printable characters",
                            ref=msg.ref))
            return
        refusal = self.people.name_refused(conn, name)
        if refusal:
            conn.send(Error(code="name_taken", message=refusal, ref=msg.ref))
            return
        if conn.person is not None and any(s.person == conn.person.id for s in table.seats):
            conn.send(Error(code="already_seated", message="you sit at this table already "
                            "(on another connection)", ref=msg.ref))
            return
        seat = table.seats[msg.seat]
        if seat.kind != "open":
            conn.send(Error(code="seat_taken", message=f"seat {msg.seat} is taken",
                            ref=msg.ref))
            return
        seat.kind, seat.name, seat.token = "person", name, new_token()
        self._attach(conn, table, seat)
        self.people.seat_person(conn, table, seat)
        conn.send(Seated(table=table.info(self.config.timer_scale), seat=seat.index,
                         token=seat.token, ref=msg.ref))
        log.info("table %s: %s takes seat %d", table.code, name, seat.index)
        self._send_snapshot(table, seat)
        self._broadcast_seats(table, skip=seat)
        if table.auto_start and not table.open_seats():
            self.request_start(table)

    def _on_resume(self, conn: Connection, msg: Resume) -> None:
        if conn.seat is not None:
            conn.send(Error(code="already_seated", message="you sit at a table already",
                            ref=msg.ref))
            return
        table = self._table(conn, msg.code, msg.ref)
        if table is None:
            return
        seat = table.seat_by_token(msg.token)
        if seat is None:
            conn.send(Error(code="bad_token", message="this token holds no seat at the table",
                            ref=msg.ref))
            return
        old = seat.conn
        if old is not None and old is not conn:
            old.seat = old.table = None
            old.close(CLOSE_REPLACED, "the seat was taken back from another connection")
        self._cancel_grace(seat)
        self._attach(conn, table, seat)
        if seat.standin:
            seat.standin = False
            seat.driver += 1
            self._cancel_bot(table, seat.index)
        assert seat.token is not None
        conn.send(Seated(table=table.info(self.config.timer_scale), seat=seat.index,
                         token=seat.token, ref=msg.ref))
        log.info("table %s: %s is back at seat %d", table.code, seat.name, seat.index)
        self._send_snapshot(table, seat)
        if table.phase == "finished":
            self._send_finished(table, seat)
        self._broadcast_seats(table, skip=seat)
        if table.phase == "playing":
            self._update_timers(table, actor=None)
            self._schedule_bots(table)

    def _on_start(self, conn: Connection, msg: Start) -> None:
        table = self._table(conn, msg.code, msg.ref)
        if table is None:
            return
        if not same_token(msg.host_token, table.host_token):
            conn.send(Error(code="not_host", message="only the host may start the match",
                            ref=msg.ref))
            return
        if table.phase != "lobby":
            conn.send(Error(code="started", message="the match has started already",
                            ref=msg.ref))
            return
        if table.open_seats() and not msg.fill_with_cpu:
            seats = ", ".join(str(i) for i in table.open_seats())
            conn.send(Error(code="seats_open", message=f"seats still open: {seats}",
                            ref=msg.ref))
            return
        conn.send(Started(code=table.code, ref=msg.ref))
        self.request_start(table, fill_with_cpu=msg.fill_with_cpu)

    def _on_contribute(self, conn: Connection, msg: Contribute) -> None:
        seat, table = conn.seat, conn.table
        if seat is None or table is None:
            conn.send(Error(code="not_seated", message="you sit at no table", ref=msg.ref))
            return
        if table.phase != "lobby":
            conn.send(Error(code="started", message="the match has started: its seed is "
                            "fixed", ref=msg.ref))
            return
        seat.contribution = msg.value
        conn.send(Contributed(ref=msg.ref))
        self._start_pending(table)

    def _on_leave(self, conn: Connection, msg: Leave) -> None:
        seat, table = conn.seat, conn.table
        if seat is None or table is None:
            conn.send(Error(code="not_seated", message="you sit at no table", ref=msg.ref))
            return
        conn.seat = conn.table = None
        seat.conn = None
        if table.phase == "lobby":
            self._free_seat(table, seat)
        elif table.phase == "playing":
            self._stand_in(table, seat)
        conn.send(Left(ref=msg.ref))
        self._broadcast_seats(table)

    def _on_act(self, conn: Connection, msg: Act) -> None:
        seat, table = conn.seat, conn.table
        if seat is None or table is None:
            conn.send(Error(code="not_seated", message="you sit at no table", ref=msg.ref))
            return
        if table.phase != "playing":
            conn.send(Error(code="not_started", message="no match is being played at this "
                            "table", ref=msg.ref))
            return
        game = table.game
        try:
            action = game.action_from_json(msg.action)
        except Exception as exc:  # RecordError, or anything a crafted object provokes
            conn.send(Error(code="bad_action", message=f"not a {game.title} action: {exc}",
                            ref=msg.ref))
            return
        actor = getattr(action, "seat", seat.index)
        if actor != seat.index:
            conn.send(Error(code="not_your_seat", message=f"you sit at seat {seat.index}, "
                            f"not {actor}", ref=msg.ref))
            return
        if seat.substituted:
            conn.send(Error(code="not_your_turn", message="a CPU player plays your seat for "
                            "the rest of the match", ref=msg.ref))
            return
        if seat.index not in game.seats_to_act(table.state):
            conn.send(Error(code="not_your_turn", message="your seat has nothing to do now",
                            ref=msg.ref))
            return
        kinds = self._client_kinds.setdefault(game.name, set())
        if type(action) not in kinds:
            # A kind of action no seat has been offered yet: is it one a client may take?
            # Table events (a timeout, an abandonment) are the server's, never a client's.
            # Once a kind is known, the engine alone judges the action (``apply`` refuses
            # anything against the rules, with the rule), and the seat's legal actions
            # (an Ombre exchange's hundreds) are not listed again for every action.
            kinds.update(type(a) for a in game.legal_actions(table.state, seat.index))
            if type(action) not in kinds:
                conn.send(Error(code="illegal", message="your seat cannot do that now",
                                ref=msg.ref))
                return
        try:
            self._advance(table, action, actor=seat.index, ref=msg.ref)
        except IllegalActionError as exc:
            rule = getattr(exc.rule, "value", str(exc.rule))
            conn.send(Error(code="illegal", message=str(exc), ref=msg.ref, rule=str(rule),
                            detail=encode_detail(table.codec, exc.data)))

    # ------------------------------------------------------------------ seats
    def attach(self, conn: Connection, table: Table, seat: Seat) -> None:
        """``conn`` sits at ``seat`` (quick match seats people so)."""
        self._attach(conn, table, seat)

    def send_snapshot(self, table: Table, seat: Seat) -> None:
        self._send_snapshot(table, seat)

    def _attach(self, conn: Connection, table: Table, seat: Seat) -> None:
        seat.conn = conn
        conn.table, conn.seat = table, seat
        table.last_activity = self.clock()

    def _dropped(self, conn: Connection) -> None:
        seat, table = conn.seat, conn.table
        conn.seat = conn.table = None
        if seat is None or table is None or seat.conn is not conn or self._closing:
            return
        seat.conn = None
        table.last_activity = self.clock()
        log.info("table %s: %s (seat %d) dropped out", table.code, seat.name, seat.index)
        if table.phase in ("lobby", "playing"):
            loop = asyncio.get_running_loop()
            seat.grace = loop.call_later(self.config.grace, self._grace_over, table, seat)
        self._broadcast_seats(table)
        if table.phase == "lobby":
            self._start_pending(table)  # a start waiting for them waits no more

    def _grace_over(self, table: Table, seat: Seat) -> None:
        seat.grace = None
        if seat.conn is not None or table.closed:
            return
        if table.phase == "lobby":
            log.info("table %s: seat %d is open again", table.code, seat.index)
            self._free_seat(table, seat)
        elif table.phase == "playing":
            self._stand_in(table, seat)
        self._broadcast_seats(table)

    def _free_seat(self, table: Table, seat: Seat) -> None:
        self._cancel_grace(seat)
        table.last_activity = self.clock()  # an empty lobby table's expiry counts from now
        seat.kind, seat.name, seat.token, seat.standin = "open", "", None, False
        seat.person = seat.rating = None
        seat.contribution = ""

    def _stand_in(self, table: Table, seat: Seat) -> None:
        """A CPU player plays for the person until they come back."""
        self._cancel_grace(seat)
        if seat.standin or seat.substituted:
            return
        log.info("table %s: a CPU player stands in for %s (seat %d)", table.code, seat.name,
                 seat.index)
        seat.standin = True
        seat.driver += 1
        self._update_timers(table, actor=None)
        self._schedule_bots(table)

    @staticmethod
    def _cancel_grace(seat: Seat) -> None:
        if seat.grace is not None:
            seat.grace.cancel()
            seat.grace = None

    # ------------------------------------------------------------------ the match
    def _advance(self, table: Table, action: Any, *, actor: int | None, ref: int) -> None:
        """Apply ``action`` (``IllegalActionError`` leaves everything as it was)."""
        state, events = table.game.apply(table.state, action)
        table.state = state
        self.actions_applied += 1
        table.last_activity = self.clock()
        self._after_change(table, list(events), actor=actor, ref=ref)

    def _after_change(self, table: Table, events: list[Any], *, actor: int | None,
                      ref: int) -> None:
        game, state = table.game, table.state
        over = game.is_over(state)
        substituted = getattr(state, "computer_seats", ())
        changed = False
        for seat in table.seats:
            if seat.kind == "person" and seat.index in substituted and not seat.substituted:
                seat.substituted, seat.standin = True, False
                seat.driver += 1
                changed = True
        if over:
            self._cancel_timers(table)
        else:
            self._update_timers(table, actor=actor)
        self._broadcast_update(table, events, actor=actor, ref=ref, over=over)
        if changed:
            self._broadcast_seats(table)
        if over:
            self._finish(table)
        else:
            self._schedule_bots(table)

    def _timer_infos(self, table: Table) -> list[TimerInfo]:
        if not table.timers:
            return []
        now = asyncio.get_running_loop().time()
        total = table.move_timer * self.config.timer_scale
        return [TimerInfo(seat=s, remaining=round(max(0.0, deadline - now), 3), total=total)
                for s, (deadline, _) in sorted(table.timers.items())]

    def _broadcast_update(self, table: Table, events: list[Any], *, actor: int | None,
                          ref: int, over: bool) -> None:
        game, state, codec = table.game, table.state, table.codec
        step = len(game.actions(state))
        to_act = [] if over else list(game.seats_to_act(state))
        timers = self._timer_infos(table)
        public: dict[int, Any] = {}
        for seat in table.seats:
            seq = seat.next_seq()
            conn = seat.conn
            if conn is None:
                continue
            trees = []
            for event in events:
                seen = game.redact(event, seat.index)
                if seen is None:
                    continue
                if seen is event:
                    tree = public.get(id(event))
                    if tree is None:
                        tree = public[id(event)] = codec.encode(event)
                else:
                    tree = codec.encode(seen)
                trees.append(tree)
            view, changes = self._view_frame(table, seat, conn, game.seat_view(state, seat.index))
            conn.send(Update(seq=seq, step=step, events=trees, view=view, view_changes=changes,
                             to_act=to_act, timers=timers, ref=ref if seat.index == actor else 0))

    @staticmethod
    def _view_frame(table: Table, seat: Seat, conn: Link, view: Any
                    ) -> tuple[Any, dict[str, Any] | None]:
        """The seat's ``view`` for its connection: the whole tree (the first view this
        connection gets), or the fields that changed since the last one it got. A field
        whose value is the same object as before is not even encoded again."""
        codec = table.codec
        fields = codec.fields_of(view)
        base = seat.view_sent
        if (base is None or base[0] is not conn or fields is None
                or type(base[1]) is not type(view)):
            tree = codec.encode(view)
            seat.view_sent = (conn, view, tree) if fields is not None else None
            return tree, None
        _, old_view, old_tree = base
        tree = dict(old_tree)
        changes: dict[str, Any] = {}
        for name in fields:
            value = getattr(view, name)
            if value is getattr(old_view, name):
                continue
            part = codec.encode_part(value)
            if part != old_tree[name]:
                changes[name] = part
            tree[name] = part
        seat.view_sent = (conn, view, tree)
        return None, changes

    def _broadcast_seats(self, table: Table, skip: Seat | None = None) -> None:
        self._table_changed(table)
        info = table.info(self.config.timer_scale)
        for seat in table.seats:
            if seat is skip:
                continue
            seq = seat.next_seq()
            if seat.conn is not None:
                seat.conn.send(SeatsChanged(seq=seq, table=info))

    def _send_snapshot(self, table: Table, seat: Seat, ref: int = 0) -> None:
        conn = seat.conn
        if conn is None:
            return
        seq = seat.next_seq()
        view = None
        to_act: list[int] = []
        step = 0
        seat.view_sent = None
        if table.state is not None:
            value = table.game.seat_view(table.state, seat.index)
            view = table.codec.encode(value)
            if table.codec.fields_of(value) is not None:
                seat.view_sent = (conn, value, view)  # the next update's view: what changed
            step = len(table.game.actions(table.state))
            if table.phase == "playing":
                to_act = list(table.game.seats_to_act(table.state))
        conn.send(Snapshot(seq=seq, table=table.info(self.config.timer_scale), seat=seat.index,
                           view=view, timers=self._timer_infos(table), step=step,
                           to_act=to_act, ref=ref))

    def _finish(self, table: Table) -> None:
        table.phase = "finished"
        table.finished_at = self.clock()
        self._cancel_bots(table)
        table.record = table.game.to_record(table.state).to_dict()
        log.info("table %s: match over", table.code)
        table.rating_changes = self.people.rate_finished(table)
        self._broadcast_seats(table)
        for seat in table.seats:
            self._send_finished(table, seat)

    def _send_finished(self, table: Table, seat: Seat) -> None:
        seq = seat.next_seq()
        if seat.conn is None or table.record is None:
            return
        players = [PlayerEntry(name=s.name, human=s.kind == "person",
                               kind="human" if s.kind == "person" else s.bot_kind,
                               level=(s.bot_level or None) if s.kind == "cpu" else None)
                   for s in table.seats]
        started = (table.started or datetime.now(UTC)).isoformat()
        seat.conn.send(Finished(seq=seq, record=table.record, players=players,
                                seat=seat.index, started=started, secret=self.reveal(table),
                                contributions=list(table.contributions),
                                ratings=table.rating_changes))

    def reveal(self, table: Table) -> str:
        """The secret revealed in the ``finished`` frame: the table's (tests' cheating
        servers override it)."""
        return table.secret

    # ------------------------------------------------------------------ timers
    def _update_timers(self, table: Table, *, actor: int | None) -> None:
        """Keep the clock of each person who must act; restart it for the seat that just
        acted and must act again; stop it for everyone else."""
        total = table.move_timer * self.config.timer_scale
        if not total or table.phase != "playing":
            self._cancel_timers(table)
            return
        acting = set(table.game.seats_to_act(table.state))
        for s, (_, handle) in list(table.timers.items()):
            if s not in acting or s == actor or table.seats[s].bot_driven:
                handle.cancel()
                del table.timers[s]
        loop = asyncio.get_running_loop()
        for s in sorted(acting):
            if s not in table.timers and not table.seats[s].bot_driven:
                deadline = loop.time() + total
                handle = loop.call_at(deadline, self._on_timeout, table, s, deadline)
                table.timers[s] = (deadline, handle)

    def _cancel_timers(self, table: Table) -> None:
        for _, handle in table.timers.values():
            handle.cancel()
        table.timers.clear()

    def _on_timeout(self, table: Table, seat: int, deadline: float) -> None:
        entry = table.timers.get(seat)
        if entry is None or entry[0] != deadline or table.phase != "playing":
            return
        del table.timers[seat]
        log.info("table %s: seat %d ran out of time", table.code, seat)
        try:
            action = table.game.action_from_json({"type": "timeout", "seat": seat})
        except Exception:  # a game with a timer but no timeout action: its CPU moves
            self._schedule_bot(table, table.seats[seat], force=True)
            return
        try:
            self._advance(table, action, actor=seat, ref=0)
        except IllegalActionError as exc:
            log.warning("table %s: the timeout of seat %d was refused: %s", table.code, seat,
                        exc)

    # ------------------------------------------------------------------ CPU players
    def _schedule_bots(self, table: Table) -> None:
        if table.phase != "playing":
            return
        for s in table.game.seats_to_act(table.state):
            seat = table.seats[s]
            if seat.bot_driven:
                self._schedule_bot(table, seat)

    def _schedule_bot(self, table: Table, seat: Seat, *, force: bool = False) -> None:
        if seat.index in table.bot_tasks:
            return
        task = asyncio.get_running_loop().create_task(
            self._bot_move(table, seat, seat.driver, force))
        table.bot_tasks[seat.index] = task

    def _cancel_bot(self, table: Table, seat: int) -> None:
        task = table.bot_tasks.pop(seat, None)
        if task is not None:
            task.cancel()

    def _cancel_bots(self, table: Table) -> None:
        for task in table.bot_tasks.values():
            task.cancel()
        table.bot_tasks.clear()

    def _bot(self, table: Table, seat: Seat) -> Any:
        kind = seat.bot_kind if seat.kind == "cpu" else self.config.standin_bot
        bot = seat.bots.get(kind)
        if bot is None:
            seed = (table.seed * 1_000_003 + 7_919 * (seat.index + 1) + len(seat.bots)) \
                & SEED_MASK
            level = seat.bot_level if seat.kind == "cpu" and seat.bot_level else None
            # who sits at the table, as its players see it (a person: None)
            levels = tuple((s.bot_level or s.bot_kind) if s.kind == "cpu" else None
                           for s in table.seats)
            bot = seat.bots[kind] = table.game.make_bot(kind, seed, level=level,
                                                        seat_levels=levels)
        return bot

    async def _bot_move(self, table: Table, seat: Seat, driver: int, force: bool) -> None:
        me = asyncio.current_task()
        try:
            for _attempt in range(3):
                if self.config.cpu_delay > 0:
                    await asyncio.sleep(self.config.cpu_delay)
                if not self._bot_may_move(table, seat, driver, force):
                    return
                state = table.state
                view = table.game.seat_view(state, seat.index)
                bot = self._bot(table, seat)
                loop = asyncio.get_running_loop()
                try:
                    action = await loop.run_in_executor(self._pool, bot.choose, view)
                except Exception:
                    log.exception("table %s: the CPU player of seat %d failed; it plays the "
                                  "first legal move", table.code, seat.index)
                    action = table.game.legal_actions(table.state, seat.index)[0]
                if not self._bot_may_move(table, seat, driver, force):
                    return
                try:
                    self._advance(table, action, actor=seat.index, ref=0)
                    return
                except IllegalActionError as exc:
                    if table.state is not state:
                        continue  # the match moved on while it thought: think again
                    log.error("table %s: the CPU player of seat %d chose an illegal move "
                              "(%s); it plays the first legal move", table.code, seat.index, exc)
                    self._advance(table, table.game.legal_actions(state, seat.index)[0],
                                  actor=seat.index, ref=0)
                    return
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("table %s: CPU move of seat %d failed", table.code, seat.index)
        finally:
            if table.bot_tasks.get(seat.index) is me:
                del table.bot_tasks[seat.index]
                if not table.closed and table.phase == "playing":
                    # Another move may be due for this seat (the winner of a trick leads).
                    asyncio.get_running_loop().call_soon(self._schedule_bots, table)

    def _bot_may_move(self, table: Table, seat: Seat, driver: int, force: bool) -> bool:
        return (not table.closed and table.phase == "playing" and seat.driver == driver
                and (seat.bot_driven or force)
                and seat.index in table.game.seats_to_act(table.state))

    # ------------------------------------------------------------------ housekeeping
    def _close_table(self, table: Table) -> None:
        if not self._closing and not table.closed:
            # a rated match nobody finishes: those who abandoned it lose it
            self.people.rate_abandoned(table)
        table.closed = True
        self._cancel_pending_start(table)
        self._table_changed(table)
        self._cancel_timers(table)
        self._cancel_bots(table)
        for seat in table.seats:
            self._cancel_grace(seat)
        self.tables.pop(table.code, None)

    async def _reap_forever(self) -> None:
        cfg = self.config
        period = max(0.05, min(30.0, cfg.lobby_ttl / 4, cfg.idle_ttl / 4,
                               cfg.finished_ttl / 4))
        while True:
            await asyncio.sleep(period)
            self.reap()

    def reap(self, now: float | None = None) -> list[str]:
        """Close tables nobody uses any more (at ``now``, default the server's clock):
        a client's lobby table nobody sits at (``lobby_ttl``), a table nobody is connected
        to (``idle_ttl``), a finished match (``finished_ttl``); their codes."""
        cfg = self.config
        now = self.clock() if now is None else now
        gone = []
        for table in list(self.tables.values()):
            idle = now - table.last_activity
            empty_lobby = (table.phase == "lobby" and table.opened_by is not None
                           and not any(s.kind == "person" for s in table.seats))
            if ((table.phase == "finished" and now - table.finished_at > cfg.finished_ttl)
                    or (empty_lobby and idle > cfg.lobby_ttl)
                    or (not table.connected() and idle > cfg.idle_ttl)):
                gone.append(table.code)
                for seat in table.connected():
                    assert seat.conn is not None
                    seat.conn.seat = seat.conn.table = None
                    seat.conn = None
                self._close_table(table)
        if gone:
            log.info("closed idle tables: %s", ", ".join(gone))
        return gone




class ServerThread:
    """A ``GameServer`` on an event loop of its own thread: what a GUI program that hosts a
    table uses (its own thread never waits on the network)::

        host = ServerThread(ServerConfig(), host=lan_address(), port=0)
        url = host.start()                       # blocks until it listens (a moment)
        info, host_token = host.create_table("hearts", "classic", seats)
        ...
        host.stop()
    """

    def __init__(self, config: ServerConfig | None = None, *, host: str = "127.0.0.1",
                 port: int = 0, also_on: Sequence[str] = ()) -> None:
        self.server = GameServer(config, host=host, port=port, also_on=also_on)
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._run, name="net-server", daemon=True)

    def _run(self) -> None:
        asyncio.set_event_loop(self._loop)
        self._loop.run_forever()
        self._loop.run_until_complete(self._loop.shutdown_asyncgens())
        self._loop.close()

    def start(self, timeout: float = 10.0) -> str:
        """Start listening; the server's URL (``OSError`` if the address cannot be bound)."""
        self._thread.start()
        asyncio.run_coroutine_threadsafe(self.server.start(), self._loop).result(timeout)
        return self.server.url

    def call(self, fn: Callable[[], T], timeout: float = 10.0) -> T:
        """Run ``fn`` on the server's loop (tables are only touched there) and return its
        result."""
        async def run() -> T:
            return fn()

        return asyncio.run_coroutine_threadsafe(run(), self._loop).result(timeout)

    def run(self, coro: Coroutine[Any, Any, T], timeout: float = 10.0) -> T:
        """Run the coroutine ``coro`` on the server's loop (an announcer's ``start``, for
        example) and return its result."""
        return asyncio.run_coroutine_threadsafe(coro, self._loop).result(timeout)

    def create_table(self, game: str, rules: str | dict[str, Any] | Any,
                     seats: Sequence[SeatRequest], *, title: str = ""
                     ) -> tuple[TableInfo, str]:
        """A new table: its info (the code to give to friends) and the host token."""
        def make() -> tuple[TableInfo, str]:
            table, token = self.server.create_table(game, rules, seats, title=title)
            return table.info(self.server.config.timer_scale), token

        return self.call(make)

    def table_infos(self) -> list[TableInfo]:
        return self.call(self.server.table_infos)

    def stop(self, timeout: float = 10.0) -> None:
        if not self._thread.is_alive():
            return
        with contextlib.suppress(Exception):
            asyncio.run_coroutine_threadsafe(self.server.stop(), self._loop).result(timeout)
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(timeout)


__all__ = ["LOOPBACK", "CodecError", "Connection", "GameServer", "ServerConfig", "ServerThread",
           "loopback_too"]
