"""One player's connection to a network table, for the GUI thread: a ``ThreadedClient``
(the client library's asyncio client on a thread of its own) whose messages and answers
come back as queued Qt signals. The GUI thread never waits on the network: every request
returns at once and answers with a signal.

After a dropped connection the session takes the seat back by itself (``reconnect`` with
the seat token), retrying with growing pauses (:attr:`NetworkSession.retry_delays`); the
server's snapshot then restores the table. The host closing the table, or a table that
cannot be reached after the last retry, ends the session (``ended``).
"""

from __future__ import annotations

import concurrent.futures
import logging
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Qt, QTimer, Signal

from ...net.client import (
    ConnectionLost,
    GameUpdate,
    MatchFinished,
    NetError,
    QuickEnded,
    QuickMatched,
    QuickWait,
    SeatsUpdate,
    ServerError,
    ServerNotice,
    TableSnapshot,
    ThreadedClient,
)

log = logging.getLogger(__name__)

CLIENT_NAME = "Hearts Desktop"

ENDED_HOST_CLOSED = "host_closed"
ENDED_UNREACHABLE = "unreachable"
ENDED_GONE = "gone"
ENDED_LEFT = "left"


class _Bridge(QObject):
    """Carries messages and answers from the client's thread to the GUI thread."""

    message = Signal(object)
    answer = Signal(object, object)


class NetworkSession(QObject):
    """A connection to a server and, once seated, the seat at one of its tables."""

    connected = Signal(object)
    """The server shook hands (its ``Welcome``)."""
    tables_listed = Signal(object)
    """The server's tables (a list of ``TableInfo``)."""
    seated = Signal(object)
    """This player sits at a table (``Seated``: table, seat, token)."""
    seats_changed = Signal(object)
    """Who sits where changed (the table's ``TableInfo``)."""
    snapshot = Signal(object)
    """Everything the seat may know now (``TableSnapshot``)."""
    updated = Signal(object)
    """What happened at the table (``GameUpdate``)."""
    finished = Signal(object)
    """The match is over (``MatchFinished``)."""
    failed = Signal(object, str)
    """A request failed: (the exception, the request's name)."""
    refused = Signal(object)
    """The server refused the player's action (a ``ServerError``; nothing changed)."""
    notice = Signal(str, str)
    """The server said something that answers no request: (code, message)."""
    connection_lost = Signal(int, int)
    """The connection dropped; reconnecting: (attempt, attempts)."""
    reconnected = Signal()
    identified = Signal(object)
    """The server knows this player (``Identified``: the name and the ratings)."""
    queued = Signal(object)
    """Waiting for a quick match (``Queued``: its wait in seconds)."""
    quick_waiting = Signal(object)
    """The quick match's wait changed (``QuickWait``: people waiting, seconds left)."""
    quick_matched = Signal(object)
    """A quick match seated this player (``QuickMatched``); the match follows."""
    quick_cancelled = Signal(str)
    """The wait for a quick match ended without one ("cancelled", or the server's
    reason)."""
    ratings_received = Signal(object)
    """A person's ratings and history (``Ratings``)."""
    ended = Signal(str)
    """The session is over: ``ENDED_HOST_CLOSED``, ``ENDED_UNREACHABLE``, ``ENDED_GONE``
    (the table closed) or ``ENDED_LEFT`` (this player left)."""

    retry_delays: tuple[float, ...] = (0.5, 1.0, 2.0, 4.0, 8.0, 15.0)
    """Seconds before each reconnection attempt (about half a minute in all)."""

    def __init__(self, parent: QObject | None = None, *,
                 client: Callable[..., ThreadedClient] = ThreadedClient) -> None:
        super().__init__(parent)
        self._bridge = _Bridge()
        self._bridge.message.connect(self._on_message, Qt.ConnectionType.QueuedConnection)
        self._bridge.answer.connect(self._on_answer, Qt.ConnectionType.QueuedConnection)
        self._client = client(listener=self._bridge.message.emit)
        self.url = ""
        self.address = ""
        """What the player typed or chose (host:port), for messages."""
        self.table: Any = None
        """The table's latest ``TableInfo``."""
        self.seat: int | None = None
        self.host_token = ""
        """Set by the host: the token that starts the match."""
        self.identity: Any = None
        """The player's ``net.identity.PlayerIdentity`` (set by the window): its token goes
        in the hello, and it identifies the player before they sit or ask for a quick
        match on a server that keeps ratings."""
        self.welcome: Any = None
        self.name = ""
        """The name the server knows this player by (after ``identified``)."""
        self.waiting = False
        """Waiting for a quick match."""
        self.closed = False
        self.reconnecting = False
        self._host_closed = False
        self._attempt = 0
        self._retry = QTimer(self)
        self._retry.setSingleShot(True)
        self._retry.timeout.connect(self._try_reconnect)

    # ------------------------------------------------------------------ requests
    def _call(self, name: str, future: concurrent.futures.Future[Any],
              done: Callable[[Any], None] | None = None,
              error: Callable[[BaseException], None] | None = None) -> None:
        """Answer ``future`` on the GUI thread: ``done(result)``, or ``error(exc)`` (default:
        the ``failed`` signal)."""
        def handle(result: Any, exc: BaseException | None) -> None:
            if self.closed:
                return
            if exc is not None:
                if error is not None:
                    error(exc)
                else:
                    self.failed.emit(exc, name)
            elif done is not None:
                done(result)

        def finished(f: concurrent.futures.Future[Any]) -> None:
            exc = f.exception()
            self._bridge.answer.emit(handle, (None if exc is not None else f.result(), exc))

        future.add_done_callback(finished)

    def _on_answer(self, handle: Callable[[Any, BaseException | None], None],
                   outcome: tuple[Any, BaseException | None]) -> None:
        handle(*outcome)

    def connect_to(self, url: str, address: str = "") -> None:
        """Connect to the server at ``url`` ("ws://host:port"); ``connected`` or
        ``failed``."""
        self.url = url
        self.address = address or url.removeprefix("ws://")
        token = self.identity.token if self.identity is not None else ""

        def done(welcome: Any) -> None:
            self.welcome = welcome
            self.connected.emit(welcome)

        self._call("connect", self._client.connect(url, client_name=CLIENT_NAME, token=token),
                   done)

    def _identified_then(self, name: str, then: Callable[[], None]) -> None:
        """Identify as ``name`` (once per connection, where the server keeps ratings and
        the window has an identity), then ``then()``; a refusal is ``failed``."""
        ratings = getattr(self.welcome, "ratings", False)
        if self.identity is None or not ratings or self.name == name:
            then()
            return

        def done(identified: Any) -> None:
            self.name = identified.name
            self.identified.emit(identified)
            then()

        self._call("identify", self._client.identify(self.identity, name), done)

    def quick_match(self, game: str, rules: str, name: str) -> None:
        """Ask for a quick match of ``game`` (a preset, or "any") as ``name``: ``queued``,
        then ``quick_waiting`` and ``quick_matched`` (or ``failed``)."""
        def ask() -> None:
            def done(queued: Any) -> None:
                self.waiting = True
                self.queued.emit(queued)

            self._call("quick_match", self._client.quick_match(game, rules), done)

        self._identified_then(name, ask)

    def quick_cancel(self) -> None:
        """Stop waiting for the quick match (``quick_cancelled``; if the match was made
        meanwhile, ``quick_matched`` comes instead)."""
        if not self.waiting:
            return

        def done(_result: Any) -> None:
            self.waiting = False
            self.quick_cancelled.emit("cancelled")

        def error(exc: BaseException) -> None:
            if not (isinstance(exc, ServerError) and exc.code == "not_queued"):
                self.failed.emit(exc, "quick_cancel")

        self._call("quick_cancel", self._client.quick_cancel(), done, error)

    def request_ratings(self, name: str = "") -> None:
        """A person's ratings (``ratings_received``); "" for this player's."""
        self._call("ratings", self._client.ratings(name), self.ratings_received.emit)

    def list_tables(self) -> None:
        self._call("list_tables", self._client.list_tables(), self.tables_listed.emit)

    def join(self, code: str, seat: int, name: str) -> None:
        """Sit at ``seat`` of table ``code``; ``seated`` (a snapshot follows) or
        ``failed``."""
        self._identified_then(name, lambda: self._call(
            "join", self._client.join(code, seat, name), self._on_seated))

    def _on_seated(self, seated: Any) -> None:
        self.table = seated.table
        self.seat = seated.seat
        self.seated.emit(seated)

    def start(self, fill_with_cpu: bool) -> None:
        """The host starts the match (``fill_with_cpu``: open seats get CPU players)."""
        if self.table is None:
            return
        self._call("start", self._client.start(self.table.code, self.host_token,
                                               fill_with_cpu=fill_with_cpu))

    def act(self, action: Any) -> None:
        """Send the player's ``action``; a refusal comes back as ``refused``."""
        def error(exc: BaseException) -> None:
            if isinstance(exc, ServerError):
                self.refused.emit(exc)
            else:  # the connection dropped on the way: the reconnection deals with it
                self.refused.emit(None)

        self._call("act", self._client.act(action), None, error)

    def leave(self) -> None:
        """Leave the table (the server gives the seat to a CPU player) and close."""
        if self.closed:
            return
        self.closed = True
        self._retry.stop()
        if self.seat is not None and not self.reconnecting:
            future = self._client.leave()
            future.add_done_callback(lambda _f: self._client.close(wait=False))
        else:
            self._client.close(wait=False)
        self.ended.emit(ENDED_LEFT)

    def close(self) -> None:
        """Close the connection without leaving (never waits)."""
        if self.closed:
            return
        self.closed = True
        self._retry.stop()
        self._client.close(wait=False)

    def abort(self) -> None:
        """Cut the connection as a failing network would (tests)."""
        self._client.abort()

    def _finish(self, why: str) -> None:
        if self.closed:
            return
        self.close()
        self.ended.emit(why)

    # ------------------------------------------------------------------ messages
    def _on_message(self, message: Any) -> None:
        if self.closed:
            return
        if isinstance(message, TableSnapshot):
            self.table, self.seat = message.table, message.seat
            self.seats_changed.emit(message.table)
            self.snapshot.emit(message)
        elif isinstance(message, SeatsUpdate):
            self.table = message.table
            self.seats_changed.emit(message.table)
        elif isinstance(message, GameUpdate):
            self.updated.emit(message)
        elif isinstance(message, MatchFinished):
            self.finished.emit(message)
        elif isinstance(message, ServerNotice):
            if message.code == "closing":
                self._host_closed = True
            else:
                self.notice.emit(message.code, message.message)
        elif isinstance(message, QuickWait):
            self.quick_waiting.emit(message)
        elif isinstance(message, QuickMatched):
            self.waiting = False
            self.table, self.seat = message.table, message.seat
            self.quick_matched.emit(message)
        elif isinstance(message, QuickEnded):
            self.waiting = False
            self.quick_cancelled.emit(message.reason)
        elif isinstance(message, ConnectionLost):
            self._on_connection_lost(message.reason)

    def _on_connection_lost(self, reason: str) -> None:
        if self.reconnecting:
            return  # the old connection's last word, or a failed attempt's
        log.info("connection lost: %s", reason)
        if self._host_closed:
            self._finish(ENDED_HOST_CLOSED)
        elif self.seat is None or self.table is None:
            self._finish(ENDED_UNREACHABLE)
        elif self.table.phase == "finished":
            self._finish(ENDED_GONE)
        else:
            self.reconnecting = True
            self._attempt = 0
            self._schedule_retry()

    def _schedule_retry(self) -> None:
        delays = self.retry_delays
        if self._attempt >= len(delays):
            self.reconnecting = False
            self._finish(ENDED_UNREACHABLE)
            return
        self.connection_lost.emit(self._attempt + 1, len(delays))
        self._retry.start(round(delays[self._attempt] * 1000))

    def _try_reconnect(self) -> None:
        if self.closed:
            return
        self._attempt += 1

        def done(_seated: Any) -> None:
            self.reconnecting = False
            self.reconnected.emit()

        def error(exc: BaseException) -> None:
            if isinstance(exc, ServerError):  # the table or the seat is gone
                self.reconnecting = False
                self._finish(ENDED_GONE)
            elif isinstance(exc, (NetError, OSError, TimeoutError)):
                self._schedule_retry()
            else:
                log.error("reconnecting failed: %r", exc)
                self._schedule_retry()

        self._call("reconnect", self._client.reconnect(attempts=1, delay=0.0, open_timeout=5.0),
                   done, error)


__all__ = ["ENDED_GONE", "ENDED_HOST_CLOSED", "ENDED_LEFT", "ENDED_UNREACHABLE",
           "NetworkSession"]
