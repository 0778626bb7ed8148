"""The client library: connect to a server, sit at a table, act, and receive what the seat
may see as the game's own values (events, ``SeatView``), decoded and checked.

Asyncio (for tests, the bench and a headless program)::

    client = await NetClient.connect("ws://192.168.1.20:52830", client_name="Hearts Desktop")
    tables = await client.list_tables()
    seated = await client.join("K7QM4P", seat=2, name="Mina")   # seated.token: keep it
    async for message in client.messages():                     # TableSnapshot, SeatsUpdate,
        ...                                                      # GameUpdate, MatchFinished,
    await client.act(action)          # the update that results   ServerNotice, ConnectionLost
    await client.reconnect()          # same seat, from a fresh snapshot, with the token

From a GUI, ``ThreadedClient`` runs the same client on an event loop of its own thread: its
methods return ``concurrent.futures.Future`` at once, and ``listener(message)`` is called on
that thread for every message (a Qt program emits a signal from it, which Qt queues to the
GUI thread). The GUI thread never waits on the network.

Frames are numbered per seat; the client notices a gap (or a repeat) and asks for a
snapshot by itself, dropping frames until it comes. ``client.view`` is always the seat's
latest view.

Longer than 600 lines: the asyncio client and ``ThreadedClient``, its thread-side twin,
mirror each other method by method (connect, list, join, act, reconnect, close); the
frame checks and the decoding they share sit beside both.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import itertools
import logging
import secrets
import threading
from collections.abc import AsyncIterator, Callable, Coroutine
from dataclasses import dataclass
from typing import Any, TypeVar

import msgspec
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from ..core.fairness import CONTRIBUTION_BYTES, NOT_REVEALED, DealCheck
from ..core.game import Game, Record
from ..games import get_game
from .codec import CodecError, GameCodec, codec_for
from .fairness import DealLog, check_deals
from .protocol import (
    PROTOCOL_VERSION,
    Act,
    Closing,
    Contribute,
    Contributed,
    CreateTable,
    Error,
    Finished,
    Hello,
    Identified,
    Identify,
    Join,
    Leave,
    ListTables,
    Matched,
    PlayerEntry,
    Queued,
    QuickCancel,
    QuickCancelled,
    QuickMatch,
    QuickStatus,
    RatingChange,
    Ratings,
    RatingsRequest,
    Resume,
    Seated,
    SeatRequest,
    SeatsChanged,
    Snapshot,
    SnapshotRequest,
    Start,
    TableCreated,
    TableInfo,
    Tables,
    TimerInfo,
    Update,
    Welcome,
    decode_server,
    encode,
)

log = logging.getLogger(__name__)

CLIENT_MAX_FRAME = 16 * 1024 * 1024
"""The largest frame the client reads (a finished match's record is a few hundred KB)."""
T = TypeVar("T")
NOT_CHECKED = DealCheck(False, NOT_REVEALED)
"""A ``MatchFinished`` built without the check (the server revealed nothing to check)."""


# ---------------------------------------------------------------------------- errors
class NetError(Exception):
    """A network failure: cannot connect, the connection dropped, no answer in time."""


class ServerError(NetError):
    """The server refused a request: ``code`` (see ``protocol.ErrorCode``), ``message``;
    for an illegal action ``rule`` names the rule it breaks."""

    def __init__(self, code: str, message: str, rule: str = "",
                 detail: dict[str, Any] | None = None) -> None:
        super().__init__(f"{code}: {message}")
        self.code, self.message, self.rule, self.detail = code, message, rule, detail or {}


class VersionMismatchError(ServerError):
    """The server speaks another protocol version (the message says which)."""


# ---------------------------------------------------------------------------- messages
@dataclass(frozen=True)
class TableSnapshot:
    """Everything the seat may know (after joining, resuming, or a gap): the table, the
    seat's view (None before the match) and the running move timers."""

    seq: int
    table: TableInfo
    seat: int
    view: Any
    timers: tuple[TimerInfo, ...]
    step: int
    to_act: tuple[int, ...]


@dataclass(frozen=True)
class SeatsUpdate:
    """Who sits where changed (a join, a drop, a stand-in, the start)."""

    seq: int
    table: TableInfo


@dataclass(frozen=True)
class GameUpdate:
    """What happened, as this seat may see it (the game's events), and its view after."""

    seq: int
    step: int
    events: tuple[Any, ...]
    view: Any
    to_act: tuple[int, ...]
    timers: tuple[TimerInfo, ...]
    ref: int
    """Non-zero when this client's own ``act`` caused the update."""

    @property
    def my_turn(self) -> bool:
        return getattr(self.view, "seat", None) in self.to_act


@dataclass(frozen=True)
class MatchFinished:
    """The match is over: its record (for the history) and who played each seat."""

    seq: int
    record: Record
    record_json: dict[str, Any]
    players: tuple[PlayerEntry, ...]
    seat: int
    started: str
    deals: DealCheck = NOT_CHECKED
    """This client's check of the match's deals (``net.fairness.check_deals``): verified,
    or why not."""
    ratings: tuple[RatingChange, ...] = ()
    """A rated match: each rated person's rating before and after (by seat)."""


@dataclass(frozen=True)
class QuickWait:
    """Waiting for a quick match: ``waiting`` people want the game now; CPU players fill
    the empty seats in ``remaining`` seconds (from when the frame came)."""

    game: str
    waiting: int
    remaining: float


@dataclass(frozen=True)
class QuickMatched:
    """A quick match seated this client (a ``TableSnapshot`` follows, then the match)."""

    table: TableInfo
    seat: int


@dataclass(frozen=True)
class QuickEnded:
    """The server ended the wait without a match (``reason``)."""

    reason: str


@dataclass(frozen=True)
class ServerNotice:
    """An error frame that answers no request (e.g. ``rate_limited``), or ``closing``."""

    code: str
    message: str


@dataclass(frozen=True)
class ConnectionLost:
    """The connection is gone (``reconnect()`` takes the seat back)."""

    reason: str


Message = TableSnapshot | SeatsUpdate | GameUpdate | MatchFinished | ServerNotice | \
    ConnectionLost | QuickWait | QuickMatched | QuickEnded


@dataclass
class SeatTicket:
    """Where the client sits: what ``reconnect`` needs."""

    url: str
    code: str
    seat: int
    token: str
    game: str


# ---------------------------------------------------------------------------- the client
@dataclass
class _Stats:
    frames: int = 0
    bytes: int = 0
    gaps: int = 0
    snapshots_asked: int = 0


class NetClient:
    """One connection to a server (see the module docstring)."""

    def __init__(self, ws: ClientConnection, url: str, welcome: Welcome, *,
                 decode_views: bool = True,
                 listener: Callable[[Message], None] | None = None) -> None:
        self.url = url
        self.welcome = welcome
        self.ticket: SeatTicket | None = None
        self.table: TableInfo | None = None
        self.view: Any = None
        self.to_act: tuple[int, ...] = ()
        self.seq = 0
        self.decode_views = decode_views
        """False: keep views as JSON trees (``GameUpdate.view``), decode on demand with
        ``decode_view`` (a load test's client has no use for most of them)."""
        self.listener = listener
        self.token = ""
        """The client token its hello says (``connect``'s ``token``)."""
        self.identity: Any = None
        self.name = ""
        """The identity (``net.identity.PlayerIdentity``) and name this client identified
        with (``identify``); reconnecting identifies again."""
        self.frame_hook: Callable[[str | bytes], None] | None = None
        """Called with every raw frame from the server before it is decoded (tests)."""
        self.stats = _Stats()
        self.deals = DealLog()
        """What the seat was shown, to check the deals at the end (fair deals)."""
        self.contribute = True
        """Send a contribution to the match seed on sitting down (tests of a client
        that does not, and cheating servers' tests, turn it off)."""
        self._ws = ws
        self._refs = itertools.count(1)
        self._pending: dict[int, asyncio.Future[Any]] = {}
        self._queue: asyncio.Queue[Message] = asyncio.Queue()
        self._awaiting_snapshot = False
        self._view_tree: Any = None
        """The last whole view tree this connection received (updates may hold only its
        changes)."""
        self._game: Game | None = None
        self._codec: GameCodec | None = None
        self._reader = asyncio.get_running_loop().create_task(self._read())
        self._closed = False
        self._tasks: set[asyncio.Task[None]] = set()

    # ------------------------------------------------------------------ connecting
    @classmethod
    async def connect(cls, url: str, *, client_name: str = "Hearts Desktop",
                      open_timeout: float = 10.0, protocol: int = PROTOCOL_VERSION,
                      decode_views: bool = True,
                      listener: Callable[[Message], None] | None = None,
                      token: str = "", **ws_options: Any) -> NetClient:
        """Connect and shake hands. ``VersionMismatchError`` if the server speaks another
        protocol version; ``NetError`` if it cannot be reached. ``token``: the client's
        own token, sent again on reconnecting (the server counts the tables a client
        opens by it; without one, by connection and address)."""
        ws = await _open(url, open_timeout, ws_options)
        try:
            await ws.send(encode(Hello(protocol=protocol, client=client_name, token=token)),
                          text=True)
            reply = decode_server(await asyncio.wait_for(ws.recv(), open_timeout))
        except (ConnectionClosed, TimeoutError, msgspec.DecodeError) as exc:
            await ws.close()
            raise NetError(f"the server at {url} did not answer the handshake: {exc}") from None
        if isinstance(reply, Error):
            await ws.close()
            error_type = VersionMismatchError if reply.code == "version" else ServerError
            raise error_type(reply.code, reply.message)
        if not isinstance(reply, Welcome):
            await ws.close()
            raise NetError(f"the server at {url} answered {type(reply).__name__}, not welcome")
        client = cls(ws, url, reply, decode_views=decode_views, listener=listener)
        client.token = token
        return client

    async def reconnect(self, *, attempts: int = 5, delay: float = 0.5,
                        open_timeout: float = 10.0) -> Seated:
        """Open a new connection and take the seat back with its token (the server then
        sends a snapshot). Retries ``attempts`` times, ``delay`` seconds apart, doubling."""
        if self.ticket is None:
            raise NetError("not seated: nothing to reconnect to")
        await self._drop_connection()
        last: Exception | None = None
        for i in range(attempts):
            try:
                ws = await _open(self.url, open_timeout, {})
                await ws.send(encode(Hello(protocol=PROTOCOL_VERSION, token=self.token)),
                              text=True)
                reply = decode_server(await asyncio.wait_for(ws.recv(), open_timeout))
                if isinstance(reply, Error):
                    await ws.close()
                    raise ServerError(reply.code, reply.message)
                self._ws = ws
                self._closed = False
                self._awaiting_snapshot = True  # frames before the snapshot are stale
                self._view_tree = None  # a new connection: its first view is whole
                self.welcome = reply if isinstance(reply, Welcome) else self.welcome
                self._reader = asyncio.get_running_loop().create_task(self._read())
                if self.identity is not None:
                    await self.identify(self.identity, self.name)
                return await self.resume(self.ticket.code, self.ticket.token)
            except ServerError:
                raise
            except (NetError, OSError, ConnectionClosed, TimeoutError) as exc:
                last = exc
                await asyncio.sleep(delay * (2 ** i))
        raise NetError(f"could not reconnect to {self.url}: {last}")

    async def close(self) -> None:
        """Close the connection (the seat stays the client's for the server's grace time)."""
        self._closed = True
        await self._drop_connection()

    async def _drop_connection(self) -> None:
        with contextlib.suppress(Exception):
            await self._ws.close()
        if not self._reader.done():
            self._reader.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await self._reader
        self._fail_pending(NetError("the connection was closed"))

    @property
    def connected(self) -> bool:
        return not self._reader.done()

    # ------------------------------------------------------------------ requests
    async def list_tables(self) -> list[TableInfo]:
        reply = await self._request(ListTables(ref=self._ref()))
        assert isinstance(reply, Tables)
        return reply.tables

    async def create_table(self, game: str, rules: str | dict[str, Any],
                           seats: list[SeatRequest], *, title: str = "") -> TableCreated:
        reply = await self._request(CreateTable(game=game, rules=rules, seats=seats,
                                                title=title, ref=self._ref()))
        assert isinstance(reply, TableCreated)
        return reply

    async def join(self, code: str, seat: int, name: str) -> Seated:
        """Sit at an open seat. The server answers ``Seated`` (with the seat token) and
        then a ``TableSnapshot`` arrives among the messages."""
        return await self._seat(Join(code=code, seat=seat, name=name, ref=self._ref()))

    async def resume(self, code: str, token: str) -> Seated:
        return await self._seat(Resume(code=code, token=token, ref=self._ref()))

    async def _seat(self, request: Join | Resume) -> Seated:
        if isinstance(request, Join):
            self.deals.reset("")  # a new seat: nothing seen yet
        reply = await self._request(request)
        assert isinstance(reply, Seated)
        self.table = reply.table
        self._set_game(reply.table.game)
        self.ticket = SeatTicket(self.url, reply.table.code, reply.seat, reply.token,
                                 reply.table.game)
        if isinstance(request, Join):
            # Fair deals: the commitment is known now; only then this seat's contribution.
            self.deals.commitment = reply.table.commitment
            if self.contribute and reply.table.phase == "lobby":
                await self.send_contribution(secrets.token_hex(CONTRIBUTION_BYTES))
        return reply

    async def identify(self, identity: Any, name: str) -> Identified:
        """Say who this client is: ``identity`` (``net.identity.PlayerIdentity``) signs
        this connection's challenge with ``name``. ``ServerError`` "name_taken" if the name
        belongs to another person on the server, "bad_identity" if the server refuses the
        signature."""
        challenge = self.welcome.challenge
        reply = await self._request(Identify(name=name, key=identity.public_key,
                                             signature=identity.sign(challenge, name),
                                             ref=self._ref()))
        assert isinstance(reply, Identified)
        self.identity, self.name = identity, reply.name
        return reply

    async def ratings(self, name: str = "") -> Ratings:
        """A person's ratings and rating history (``name`` empty: this client's)."""
        reply = await self._request(RatingsRequest(name=name, ref=self._ref()))
        assert isinstance(reply, Ratings)
        return reply

    async def quick_match(self, game: str, rules: str = "any") -> Queued:
        """Wait for a quick match of ``game`` (a preset or "any"): the answer says how long
        until CPU players fill the empty seats; then ``QuickWait`` messages, and
        ``QuickMatched`` when seated (the ticket is set), then the table's messages."""
        reply = await self._request(QuickMatch(game=game, rules=rules, ref=self._ref()))
        assert isinstance(reply, Queued)
        return reply

    async def quick_cancel(self) -> None:
        """Stop waiting (``ServerError`` "not_queued" if matched meanwhile: then the seat's
        messages come)."""
        await self._request(QuickCancel(ref=self._ref()))

    async def _contribute_quietly(self) -> None:
        try:
            await self.send_contribution(secrets.token_hex(CONTRIBUTION_BYTES))
        except NetError as exc:  # the match starts without it after the server's wait
            log.warning("the contribution to the seed was not sent: %s", exc)

    async def send_contribution(self, value: str) -> None:
        """Send this seat's contribution to the match seed (64 hex digits; ``join`` sends
        a random one by itself) and keep it for the check at the end."""
        reply = await self._request(Contribute(value=value, ref=self._ref()))
        assert isinstance(reply, Contributed)
        self.deals.contribution = value

    async def start(self, code: str, host_token: str, *, fill_with_cpu: bool = False) -> None:
        await self._request(Start(code=code, host_token=host_token,
                                  fill_with_cpu=fill_with_cpu, ref=self._ref()))

    async def act(self, action: Any) -> GameUpdate:
        """Play ``action`` (a game action value, or its JSON) for this client's seat; returns
        the update it caused. ``ServerError`` if the server refuses it (``code`` "illegal",
        "not_your_turn", ...), and nothing changed."""
        data = action if isinstance(action, dict) else self.game.action_to_json(action)
        reply = await self._request(Act(action=data, ref=self._ref()))
        assert isinstance(reply, GameUpdate)
        return reply

    async def act_nowait(self, action: Any) -> int:
        """Send ``action`` without waiting for the answer; its ``ref`` (the update it
        causes carries it; a refusal comes as a ``ServerNotice``)."""
        data = action if isinstance(action, dict) else self.game.action_to_json(action)
        ref = self._ref()
        await self._send(Act(action=data, ref=ref))
        return ref

    async def request_snapshot(self) -> None:
        self.stats.snapshots_asked += 1
        self._awaiting_snapshot = True
        await self._send(SnapshotRequest(ref=0))

    async def leave(self) -> None:
        await self._request(Leave(ref=self._ref()))
        self.ticket = None

    async def send_raw(self, data: str | bytes) -> None:
        """Send any frame (tests use it to send what a good client never would)."""
        await self._ws.send(data)

    def abort(self) -> None:
        """Cut the connection at once, with no closing handshake, as a failing network
        does (the server then sees a drop-out; tests use it). Call on the client's loop."""
        with contextlib.suppress(Exception):
            self._ws.transport.abort()

    # ------------------------------------------------------------------ receiving
    def messages(self) -> AsyncIterator[Message]:
        """Every message for the app, in order; ends after a ``ConnectionLost``."""
        return self._iterate()

    async def _iterate(self) -> AsyncIterator[Message]:
        while True:
            message = await self._queue.get()
            yield message
            if isinstance(message, ConnectionLost) and self._closed:
                return

    async def next_message(self, timeout: float | None = None) -> Message:
        # asyncio.timeout, not wait_for: Python 3.11's wait_for swallows a cancellation
        # that comes as the awaited value arrives (the caller's task then runs on).
        async with asyncio.timeout(timeout):
            return await self._queue.get()

    async def wait_for(self, kind: type[T], timeout: float | None = 10.0,
                       predicate: Callable[[T], bool] | None = None) -> T:
        """Skip messages until one of ``kind`` (matching ``predicate``) arrives."""
        async with asyncio.timeout(timeout):
            while True:
                message = await self._queue.get()
                if isinstance(message, kind) and (predicate is None or predicate(message)):
                    return message

    @property
    def game(self) -> Game:
        if self._game is None:
            raise NetError("not seated: no game yet")
        return self._game

    @property
    def codec(self) -> GameCodec:
        if self._codec is None:
            raise NetError("not seated: no game yet")
        return self._codec

    def decode_view(self, tree: Any) -> Any:
        """A view kept as JSON (``decode_views=False``) as the game's view value."""
        return tree if tree is None or not isinstance(tree, dict) else self.codec.decode(tree)

    def _set_game(self, name: str) -> None:
        if self._game is None or self._game.name != name:
            self._game = get_game(name)
            self._codec = codec_for(self._game)

    async def _read(self) -> None:
        reason = "the server closed the connection"
        try:
            async for frame in self._ws:
                self.stats.frames += 1
                self.stats.bytes += len(frame)
                if self.frame_hook is not None:
                    self.frame_hook(frame)
                try:
                    message = decode_server(frame)
                except msgspec.DecodeError as exc:
                    log.error("a frame from the server is not valid: %s", exc)
                    continue
                try:
                    await self._on_message(message)
                except CodecError as exc:
                    log.error("a frame from the server holds a damaged value: %s", exc)
                    await self.request_snapshot()
        except ConnectionClosed:
            pass
        except asyncio.CancelledError:
            reason = "the connection was closed"
            raise
        finally:
            code = self._ws.close_code
            if code is not None:
                why = self._ws.close_reason
                reason = f"connection closed ({code}{': ' + why if why else ''})"
            self._fail_pending(NetError(reason))
            self._deliver(ConnectionLost(reason))

    async def _on_message(self, message: Any) -> None:
        if isinstance(message, Error):
            future = self._pending.pop(message.ref, None) if message.ref else None
            error_type = VersionMismatchError if message.code == "version" else ServerError
            error = error_type(message.code, message.message, message.rule, message.detail)
            if future is not None and not future.done():
                future.set_exception(error)
            else:
                self._deliver(ServerNotice(message.code, message.message))
            return
        if isinstance(message, Closing):
            self._deliver(ServerNotice("closing", message.reason))
            return
        if isinstance(message, Matched):
            self.deals.reset("")  # a new seat, as after a join
            self.table = message.table
            self._set_game(message.table.game)
            self.ticket = SeatTicket(self.url, message.table.code, message.seat, message.token,
                                     message.table.game)
            self.deals.commitment = message.table.commitment
            if self.contribute:
                # Fair deals: the seat's contribution, once it saw the commitment (sent
                # by a task: this one reads the answer)
                task = asyncio.get_running_loop().create_task(self._contribute_quietly())
                self._tasks.add(task)
                task.add_done_callback(self._tasks.discard)
            self._deliver(QuickMatched(message.table, message.seat))
            return
        if isinstance(message, QuickStatus):
            self._deliver(QuickWait(message.game, message.waiting, message.remaining))
            return
        if isinstance(message, QuickCancelled) and not message.ref:
            self._deliver(QuickEnded(message.reason))
            return
        if isinstance(message, Snapshot):
            self._view_tree = message.view
            self.deals.note_table(message.table.commitment)
            self.deals.note(message.step, None, message.view)
        elif isinstance(message, Update):
            self._whole_view(message)
            self.deals.note(message.step, message.events, message.view)
        elif isinstance(message, SeatsChanged):
            self.deals.note_table(message.table.commitment)
        seq = getattr(message, "seq", None)
        if seq is not None:
            if isinstance(message, Snapshot):
                self._awaiting_snapshot = False
            elif self._awaiting_snapshot or seq <= self.seq:
                self._answer_only(message)  # stale, or a repeat
                return
            elif seq != self.seq + 1:
                self.stats.gaps += 1
                log.warning("frames %d to %d are missing: asking for a snapshot",
                            self.seq + 1, seq - 1)
                await self.request_snapshot()
                self._answer_only(message)
                return
            self.seq = seq
        out = self._convert(message)
        ref = getattr(message, "ref", 0)
        future = self._pending.pop(ref, None) if ref else None
        if future is not None and not future.done():
            future.set_result(out if out is not None else message)
        if isinstance(out, (TableSnapshot, SeatsUpdate, GameUpdate, MatchFinished)):
            self._deliver(out)

    def _whole_view(self, update: Update) -> None:
        """Make ``update.view`` the whole view tree when the server sent only its changes
        (``view_changes``) from the last view of this connection, which every frame of it,
        stale or not, carries forward."""
        changes = update.view_changes
        if changes is not None:
            if not isinstance(self._view_tree, dict):
                raise CodecError("the server sent a view's changes before any view")
            update.view = {**self._view_tree, **changes}
            update.view_changes = None
        self._view_tree = update.view

    def _answer_only(self, message: Any) -> None:
        """A frame the app will not see (the snapshot to come covers it) may still answer
        this client's own ``act``."""
        ref = getattr(message, "ref", 0)
        future = self._pending.pop(ref, None) if ref else None
        if future is not None and not future.done():
            future.set_result(self._convert(message, keep=False))

    def _convert(self, message: Any, keep: bool = True) -> Any:
        if isinstance(message, Snapshot):
            self.table = message.table
            self._set_game(message.table.game)
            view = self._view(message.view)
            self.view, self.to_act = view, tuple(message.to_act)
            return TableSnapshot(message.seq, message.table, message.seat, view,
                                 tuple(message.timers), message.step, tuple(message.to_act))
        if isinstance(message, SeatsChanged):
            self.table = message.table
            return SeatsUpdate(message.seq, message.table)
        if isinstance(message, Update):
            codec = self.codec
            events = tuple(codec.decode(e) for e in message.events)
            view = self._view(message.view)
            if keep:
                self.view, self.to_act = view, tuple(message.to_act)
            return GameUpdate(message.seq, message.step, events, view, tuple(message.to_act),
                              tuple(message.timers), message.ref)
        if isinstance(message, Finished):
            record = self.game.record_from_json(message.record)
            deals = check_deals(self.game, self.codec, record, message.seat, self.deals,
                                message.secret, list(message.contributions))
            if not deals.verified:
                log.warning("the deals of the match are NOT verified: %s", deals.to_text())
            return MatchFinished(message.seq, record, message.record, tuple(message.players),
                                 message.seat, message.started, deals,
                                 tuple(message.ratings))
        return message  # answers: Tables, TableCreated, Seated, Started, Left

    def _view(self, tree: Any) -> Any:
        if tree is None:
            return None
        return self.codec.decode(tree) if self.decode_views else tree

    def _deliver(self, message: Message) -> None:
        self._queue.put_nowait(message)
        if self.listener is not None:
            try:
                self.listener(message)
            except Exception:
                log.exception("the message listener failed")

    # ------------------------------------------------------------------ plumbing
    def _ref(self) -> int:
        return next(self._refs)

    async def _send(self, message: msgspec.Struct) -> None:
        try:
            await self._ws.send(encode(message), text=True)
        except ConnectionClosed as exc:
            raise NetError(f"the connection is closed: {exc}") from None

    async def _request(self, message: Any, timeout: float = 15.0) -> Any:
        future: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
        self._pending[message.ref] = future
        try:
            await self._send(message)
            async with asyncio.timeout(timeout):  # (not wait_for: see next_message)
                return await future
        except TimeoutError:
            raise NetError(f"no answer to {type(message).__name__} in {timeout:g} s") from None
        finally:
            self._pending.pop(message.ref, None)

    def _fail_pending(self, error: Exception) -> None:
        for future in self._pending.values():
            if not future.done():
                future.set_exception(error)
        self._pending.clear()


async def _open(url: str, open_timeout: float, options: dict[str, Any]) -> ClientConnection:
    try:
        ws = await connect(url, open_timeout=open_timeout, max_size=CLIENT_MAX_FRAME,
                           proxy=None, compression=None, **options)
    except (OSError, InvalidHandshake, InvalidURI, TimeoutError) as exc:
        raise NetError(f"cannot connect to {url}: {exc}") from None
    return ws


# ---------------------------------------------------------------------------- for a GUI
class ThreadedClient:
    """A ``NetClient`` on its own thread and event loop, for a GUI thread that must never
    wait. Every method returns a ``concurrent.futures.Future`` at once; ``listener`` gets
    each ``Message`` on the network thread (emit a Qt signal from it)::

        client = ThreadedClient(listener=bridge.message_received.emit)
        client.connect(url).result(timeout=10)      # or add_done_callback
        client.join(code, seat, name)
        client.act(action)
        client.close()
    """

    def __init__(self, listener: Callable[[Message], None] | None = None) -> None:
        self.listener = listener
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._run, name="net-client", daemon=True)
        self._thread.start()
        self.client: NetClient | None = None

    def _run(self) -> None:
        asyncio.set_event_loop(self._loop)
        self._loop.run_forever()
        self._loop.close()

    def _submit(self, coro: Coroutine[Any, Any, T]) -> concurrent.futures.Future[T]:
        return asyncio.run_coroutine_threadsafe(coro, self._loop)

    def _need(self) -> NetClient:
        if self.client is None:
            raise NetError("not connected")
        return self.client

    def connect(self, url: str, **options: Any) -> concurrent.futures.Future[Welcome]:
        async def go() -> Welcome:
            self.client = await NetClient.connect(url, listener=self.listener, **options)
            return self.client.welcome

        return self._submit(go())

    def list_tables(self) -> concurrent.futures.Future[list[TableInfo]]:
        return self._submit(self._call("list_tables"))

    def create_table(self, game: str, rules: str | dict[str, Any], seats: list[SeatRequest],
                     *, title: str = "") -> concurrent.futures.Future[TableCreated]:
        return self._submit(self._call("create_table", game, rules, seats, title=title))

    def join(self, code: str, seat: int, name: str) -> concurrent.futures.Future[Seated]:
        return self._submit(self._call("join", code, seat, name))

    def resume(self, code: str, token: str) -> concurrent.futures.Future[Seated]:
        return self._submit(self._call("resume", code, token))

    def identify(self, identity: Any, name: str) -> concurrent.futures.Future[Identified]:
        return self._submit(self._call("identify", identity, name))

    def ratings(self, name: str = "") -> concurrent.futures.Future[Ratings]:
        return self._submit(self._call("ratings", name))

    def quick_match(self, game: str, rules: str = "any") -> concurrent.futures.Future[Queued]:
        return self._submit(self._call("quick_match", game, rules))

    def quick_cancel(self) -> concurrent.futures.Future[None]:
        return self._submit(self._call("quick_cancel"))

    def start(self, code: str, host_token: str, *, fill_with_cpu: bool = False
              ) -> concurrent.futures.Future[None]:
        return self._submit(self._call("start", code, host_token, fill_with_cpu=fill_with_cpu))

    def act(self, action: Any) -> concurrent.futures.Future[GameUpdate]:
        return self._submit(self._call("act", action))

    def leave(self) -> concurrent.futures.Future[None]:
        return self._submit(self._call("leave"))

    def reconnect(self, **options: Any) -> concurrent.futures.Future[Seated]:
        return self._submit(self._call("reconnect", **options))

    def request_snapshot(self) -> concurrent.futures.Future[None]:
        return self._submit(self._call("request_snapshot"))

    async def _call(self, name: str, *args: Any, **kwargs: Any) -> Any:
        return await getattr(self._need(), name)(*args, **kwargs)

    @property
    def ticket(self) -> SeatTicket | None:
        return None if self.client is None else self.client.ticket

    def abort(self) -> concurrent.futures.Future[None]:
        """Cut the connection without a closing handshake (see ``NetClient.abort``)."""
        async def cut() -> None:
            self._need().abort()

        return self._submit(cut())

    def close(self, timeout: float = 5.0, *, wait: bool = True) -> None:
        """Close the connection and stop the thread (blocks up to ``timeout`` seconds).
        ``wait=False`` returns at once: the closing goes on on the client's thread (a GUI
        that must not wait on a dead server)."""
        if not self._thread.is_alive():
            return

        async def shut() -> None:
            if self.client is not None:
                with contextlib.suppress(Exception):
                    await asyncio.wait_for(self.client.close(), timeout)

        try:
            future = self._submit(shut())
        except RuntimeError:  # the loop is closed already
            return
        if not wait:
            future.add_done_callback(
                lambda _done: self._loop.call_soon_threadsafe(self._loop.stop))
            return
        with contextlib.suppress(Exception):
            future.result(timeout)
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(timeout)


__all__ = [
    "ConnectionLost", "GameUpdate", "MatchFinished", "Message", "NetClient", "NetError",
    "QuickEnded", "QuickMatched", "QuickWait",
    "SeatTicket", "SeatsUpdate", "ServerError", "ServerNotice", "TableSnapshot",
    "ThreadedClient", "VersionMismatchError",
]
