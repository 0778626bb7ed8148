"""One client's connection on the server: its WebSocket, the bounded queue of frames
waiting for it (written by a task of its own, so that a slow reader never holds up a
table), its rate-limit bucket, and where it sits. The server (``server.py``) creates one
per client; a table's seat holds it as a ``table.Link``.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from typing import Any

import msgspec
from websockets.asyncio.server import ServerConnection
from websockets.exceptions import ConnectionClosed

from .protocol import encode
from .table import Seat, Table

log = logging.getLogger("hearts_desktop.net.server")
"""The server's log: a connection's troubles are the server's to report."""

CLOSE_POLICY = 1008
"""WebSocket close code for a client that breaks the rules (flood, garbage, too slow)."""


class Connection:
    """One client's WebSocket: a bounded queue of frames to send, written by its own task
    (a slow reader never holds up a table), and its rate-limit bucket."""

    def __init__(self, ws: ServerConnection, *, send_queue: int, send_bytes: int,
                 close_timeout: float, burst: int) -> None:
        self.ws = ws
        self.send_limit = send_bytes
        self.close_timeout = close_timeout
        self.queue: asyncio.Queue[bytes] = asyncio.Queue(send_queue)
        self.queued = 0
        """Bytes of the frames in the queue."""
        self.writer = asyncio.get_running_loop().create_task(self._write())
        self.tokens = float(burst)
        self.last = time.monotonic()
        self.dropped = 0
        self.limited = False
        self.bad = 0
        self.hello = False
        self.table: Table | None = None
        self.seat: Seat | None = None
        self.client = ""
        """Whose tables this connection opens: its hello's token, or itself (the server
        counts tables per client and per address)."""
        self.challenge = ""
        """What this connection's ``identify`` must sign (sent in the welcome)."""
        self.person: Any = None
        """The identified person (``ratings.Person``), or None."""
        self.quick: Any = None
        """The quick-match request this connection waits with (``quickmatch.Ticket``)."""
        self.closing = False
        self.close_task: asyncio.Task[None] | None = None
        try:
            remote = ws.remote_address
            self.address = str(remote[0])
            self.peer = f"{self.address}:{remote[1]}"
        except Exception:  # pragma: no cover - transport already gone
            self.address = self.peer = "?"
        """The client's network address (its tables are counted per address), and with
        the port, as the log names it."""

    def send(self, message: msgspec.Struct) -> None:
        self.send_bytes(encode(message))

    def send_bytes(self, data: bytes) -> None:
        if self.closing:
            return
        if self.queued + len(data) > self.send_limit or self.queue.full():
            where = (f" (table {self.table.code} seat {self.seat.index})"
                     if self.table is not None and self.seat is not None else "")
            log.warning("%s%s: too slow to keep up, disconnected: %d frames (%d bytes) "
                        "waiting unread", self.peer, where, self.queue.qsize(), self.queued)
            self.close(CLOSE_POLICY, "too slow: frames piled up unread", flush=False)
            return
        self.queued += len(data)
        self.queue.put_nowait(data)

    def close(self, code: int, reason: str, *, flush: bool = True) -> None:
        """Close the connection: after sending what is queued (an error frame saying why)
        unless ``flush`` is False (a client too slow to read it anyway)."""
        if self.closing:
            return
        self.closing = True
        if not flush:
            self.writer.cancel()
            self._drop_queue()  # the frames it will never read: their memory goes now
        self.close_task = asyncio.get_running_loop().create_task(self._close(code, reason))

    def _drop_queue(self) -> None:
        while not self.queue.empty():
            self.queue.get_nowait()
            self.queue.task_done()
        self.queued = 0

    async def _close(self, code: int, reason: str) -> None:
        timeout = self.close_timeout
        if not self.writer.done():
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self.queue.join(), timeout)
            self.writer.cancel()
        try:
            # The closing handshake needs the client to read: a client that does not gets
            # its connection cut.
            await asyncio.wait_for(self.ws.close(code, reason), timeout)
        except Exception:
            self.ws.transport.abort()

    async def _write(self) -> None:
        with contextlib.suppress(ConnectionClosed, asyncio.CancelledError):
            while True:
                data = await self.queue.get()
                try:
                    await self.ws.send(data, text=True)
                finally:
                    self.queued = max(0, self.queued - len(data))
                    with contextlib.suppress(ValueError):  # the queue was dropped meanwhile
                        self.queue.task_done()

    def allow(self, rate: float, burst: int) -> bool:
        """Token bucket: may another frame be processed now?"""
        now = time.monotonic()
        self.tokens = min(float(burst), self.tokens + (now - self.last) * rate)
        self.last = now
        if self.tokens >= 1.0:
            self.tokens -= 1.0
            self.dropped = 0
            self.limited = False
            return True
        self.dropped += 1
        return False
