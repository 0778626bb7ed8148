"""A table hosted by this program: the game server (``net.server.ServerThread``) on the
local network's address (and on loopback, for a second program on this computer), the
table on it, and its announcement on the network (zeroconf), started and stopped off the
GUI thread.

::

    hosted = HostedTable(window)
    hosted.opened.connect(...)            # a HostedInfo: url, address, table, host token
    hosted.failed.connect(...)            # the exception (an address that cannot be bound)
    hosted.open("hearts", rules_json, seats, "Mina's table")
    ...
    hosted.close()                        # everyone at the table is told it closed
"""

from __future__ import annotations

import logging
import threading
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, Qt, Signal

from ...net.protocol import SeatRequest, TableInfo
from ...net.server import ServerConfig, ServerThread, loopback_too
from .target import DEFAULT_PORT
from .texts import address_text

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class HostedInfo:
    """A table this program hosts."""

    url: str
    host: str
    port: int
    table: TableInfo
    host_token: str
    announced: bool
    """The table is announced on the local network (False where multicast cannot be
    used: players type the address)."""

    @property
    def address(self) -> str:
        """host:port, as friends type it."""
        return address_text(self.host, self.port)


class HostedTable(QObject):
    """The server of one hosted table (see the module docstring)."""

    opened = Signal(object)
    failed = Signal(object)
    _done = Signal(object, object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._done.connect(self._on_done, Qt.ConnectionType.QueuedConnection)
        self._server: ServerThread | None = None
        self._announcer: Any = None
        self._stopper: threading.Thread | None = None
        self.info: HostedInfo | None = None
        self.closed = False

    def open(self, game: str, rules: dict[str, Any] | str, seats: list[SeatRequest],
             title: str, *, host: str | None = None, port: int | None = None,
             config: ServerConfig | None = None, announce: bool = True) -> None:
        """Start the server on ``host`` (default: the local network's address) and on
        loopback, at ``port`` (default: ``DEFAULT_PORT`` if it is free, else any), create
        the table and announce it; ``opened(HostedInfo)`` or ``failed(exception)``."""
        def work() -> None:
            try:
                info = self._start(game, rules, seats, title, host, port, config, announce)
            except Exception as exc:  # OSError (the address), ValueError (the rules)
                log.warning("cannot host the table: %s", exc)
                self._done.emit(None, exc)
            else:
                self._done.emit(info, None)

        threading.Thread(target=work, name="net-host", daemon=True).start()

    def _start(self, game: str, rules: dict[str, Any] | str, seats: list[SeatRequest],
               title: str, host: str | None, port: int | None, config: ServerConfig | None,
               announce: bool) -> HostedInfo:
        from ...net.discovery import Announcer, follow_tables, lan_address

        address = host or lan_address()
        name = title or "Hearts Desktop"
        cfg = config or ServerConfig(name=name, clients_create_tables=False)
        # The usual port, else any free one: a port free on the address may be taken on
        # loopback, so "any" is tried more than once. A port asked for is that one only.
        ports = [port] if port else [0, 0, 0]
        if port is None:
            ports.insert(0, DEFAULT_PORT)
        for attempt, number in enumerate(ports, start=1):
            server = ServerThread(cfg, host=address, port=number, also_on=loopback_too(address))
            self._server = server
            try:
                url = server.start()
                break
            except OSError:
                server.stop()
                if attempt == len(ports):
                    raise
        announced = False
        if announce:
            announcer = Announcer(address)
            announced = bool(server.run(announcer.start()))
            if announced:
                self._announcer = announcer
                server.call(lambda: follow_tables(server.server, announcer))
        table, token = server.create_table(game, rules, seats, title=title)
        log.info("hosting table %s at %s", table.code, url)
        return HostedInfo(url, address, server.server.port, table, token, announced)

    def _on_done(self, info: HostedInfo | None, exc: BaseException | None) -> None:
        if self.closed:
            if info is not None:
                self.close()
            return
        if info is None:
            self._stop_now()
            self.failed.emit(exc)
            return
        self.info = info
        self.opened.emit(info)

    def close(self, wait: float = 0.0) -> None:
        """Stop the server: every client at the table is told that it closed. Returns at
        once, or after at most ``wait`` seconds (the program is closing)."""
        self.closed = True
        if self._server is None or self._stopper is not None:
            if self._stopper is not None and wait > 0:
                self._stopper.join(wait)
            return
        self._stopper = threading.Thread(target=self._stop_now, name="net-host-stop",
                                         daemon=True)
        self._stopper.start()
        if wait > 0:
            self._stopper.join(wait)

    def _stop_now(self) -> None:
        server, announcer = self._server, self._announcer
        self._announcer = None
        if server is None:
            return
        if announcer is not None:
            try:
                server.run(announcer.stop(), timeout=5.0)
            except Exception as exc:
                log.warning("could not withdraw the announcement: %s", exc)
        server.stop()


__all__ = ["HostedInfo", "HostedTable"]
