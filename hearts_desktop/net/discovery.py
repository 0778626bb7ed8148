"""Tables on the local network, found without typing an address: mDNS/DNS-SD through
``python-zeroconf``. A hosting program announces each table it hosts as a
``_hearts-desktop._tcp`` service; a joining program browses for them::

    announcer = Announcer(address="192.168.1.20")
    if await announcer.start():                    # False: no multicast here (logged)
        await announcer.announce(TableAd(code="K7QM4P", game="hearts", ...))
    browser = Browser(address="192.168.1.30")
    tables = await browser.browse(seconds=2.0)     # [TableAd, ...]

Everything degrades gracefully: where multicast cannot be used (no interface, a firewall, a
sandbox), ``start()`` returns False, browsing finds nothing, and people type host:port and
the table code instead. Announcements go out of the chosen interface only.

The TXT record of a table (all text): ``v`` protocol version, ``code``, ``game``,
``title``, ``rules``, ``players``, ``open`` (open seats), ``server`` (server name).
"""

from __future__ import annotations

import asyncio
import contextlib
import ipaddress
import logging
import socket
from dataclasses import dataclass
from typing import Any

from .protocol import PROTOCOL_VERSION

log = logging.getLogger(__name__)

SERVICE_TYPE = "_hearts-desktop._tcp.local."
MAX_INSTANCE = 63
"""DNS labels are at most 63 bytes."""


@dataclass(frozen=True)
class TableAd:
    """A table as announced on the network."""

    code: str
    game: str
    title: str
    rules: str
    players: int
    open_seats: int
    host: str
    """The server's address (IPv4 or IPv6 text)."""
    port: int
    protocol: int = PROTOCOL_VERSION
    server: str = "Hearts Desktop"

    @property
    def url(self) -> str:
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"ws://{host}:{self.port}"

    @property
    def compatible(self) -> bool:
        """Does this program speak the table's protocol version?"""
        return self.protocol == PROTOCOL_VERSION

    @property
    def instance(self) -> str:
        """The service instance name: the server name and the code, shortened to fit."""
        tail = f" {self.code}"
        head = self.server.encode("utf-8")[: MAX_INSTANCE - len(tail)].decode("utf-8", "ignore")
        return f"{head}{tail}"

    def properties(self) -> dict[str, str]:
        return {"v": str(self.protocol), "code": self.code, "game": self.game,
                "title": self.title[:60], "rules": self.rules, "players": str(self.players),
                "open": str(self.open_seats), "server": self.server[:60]}


def service_info(ad: TableAd) -> Any:
    """The zeroconf ``ServiceInfo`` announcing ``ad``."""
    from zeroconf import ServiceInfo

    return ServiceInfo(SERVICE_TYPE, f"{ad.instance}.{SERVICE_TYPE}",
                       addresses=[ipaddress.ip_address(ad.host).packed], port=ad.port,
                       properties=ad.properties(),
                       server=f"hearts-desktop-{ad.code.lower()}.local.")


def table_from_info(info: Any) -> TableAd | None:
    """The table a ``ServiceInfo`` announces, or None when it is not a valid announcement
    (anyone on the network may announce anything: every field is checked)."""
    try:
        props = {_text(k): _text(v) for k, v in (info.properties or {}).items()}
        addresses = info.parsed_addresses()
        port = int(info.port)
        if not addresses or not 0 < port < 65536:
            return None
        code = props["code"]
        if not code.isalnum() or not 4 <= len(code) <= 12:
            return None
        players, open_seats, protocol = (int(props["players"]), int(props["open"]),
                                         int(props["v"]))
        if not (1 <= players <= 8 and 0 <= open_seats <= players):
            return None
        return TableAd(code=code, game=props["game"], title=props.get("title", code)[:60],
                       rules=props.get("rules", ""), players=players, open_seats=open_seats,
                       host=str(addresses[0]), port=port, protocol=protocol,
                       server=props.get("server", "")[:60])
    except (KeyError, ValueError, TypeError, AttributeError):
        return None


def _text(value: Any) -> str:
    if isinstance(value, bytes):
        return value.decode("utf-8")
    if value is None:
        return ""
    return str(value)


def _zeroconf(address: str | None) -> Any:
    """An ``AsyncZeroconf`` on the interface of ``address`` (all interfaces when None);
    ``OSError`` (or zeroconf's error) where multicast cannot be used."""
    from zeroconf import InterfaceChoice, IPVersion
    from zeroconf.asyncio import AsyncZeroconf

    if address is None:
        return AsyncZeroconf(interfaces=InterfaceChoice.All, ip_version=IPVersion.V4Only)
    version = ipaddress.ip_address(address).version
    return AsyncZeroconf(interfaces=[address],
                         ip_version=IPVersion.V6Only if version == 6 else IPVersion.V4Only)


class Announcer:
    """Announces tables on the interface of ``address``.

    A table's announcements happen one after the other, in the order asked: registering a
    new service takes a moment (its name is probed on the network), and an update asked
    meanwhile (the host sits down a moment after the table opens) must follow it, not race
    it into a second registration that leaves the first, stale one listed."""

    def __init__(self, address: str | None = None) -> None:
        self.address = address
        self._zc: Any = None
        self._infos: dict[str, Any] = {}
        self._locks: dict[str, asyncio.Lock] = {}

    @property
    def available(self) -> bool:
        return self._zc is not None

    async def start(self) -> bool:
        """Open the mDNS sockets; False (and a log line) where that is not possible."""
        try:
            self._zc = _zeroconf(self.address)
        except Exception as exc:  # OSError, zeroconf.Error: no multicast here
            log.warning("LAN announcement unavailable on %s: %s", self.address or "any", exc)
            self._zc = None
            return False
        return True

    async def announce(self, ad: TableAd) -> bool:
        """Announce (or update) a table; False if it could not be announced."""
        if self._zc is None:
            return False
        async with self._locks.setdefault(ad.code, asyncio.Lock()):
            return await self._announce(ad)

    async def _announce(self, ad: TableAd) -> bool:
        if self._zc is None:
            return False
        info = service_info(ad)
        try:
            if ad.code in self._infos:
                self._infos[ad.code] = info
                # wait for the rebroadcasts too: a withdrawal sent while they still go out
                # would be followed by them, and the table listed again until it expires
                await (await self._zc.async_update_service(info))
            else:
                await (await self._zc.async_register_service(info, allow_name_change=True))
                self._infos[ad.code] = info
        except Exception as exc:
            log.warning("could not announce table %s: %s", ad.code, exc)
            return False
        return True

    async def withdraw(self, code: str) -> None:
        async with self._locks.setdefault(code, asyncio.Lock()):
            info = self._infos.pop(code, None)
            if info is not None and self._zc is not None:
                with contextlib.suppress(Exception):
                    await (await self._zc.async_unregister_service(info))

    async def stop(self) -> None:
        if self._zc is None:
            return
        for code in list(self._infos):
            await self.withdraw(code)
        with contextlib.suppress(Exception):
            await self._zc.async_close()
        self._zc = None


class Browser:
    """Finds announced tables on the interface of ``address`` (all when None)."""

    def __init__(self, address: str | None = None) -> None:
        self.address = address
        self.tables: dict[str, TableAd] = {}
        """Tables found so far, by service name."""
        self._zc: Any = None
        self._browser: Any = None
        self._tasks: dict[str, asyncio.Task[None]] = {}
        """The resolution under way for each service name (a newer change, or the
        service's removal, cancels it: a late answer must not bring back a table that has
        just been withdrawn)."""

    async def start(self) -> bool:
        from zeroconf.asyncio import AsyncServiceBrowser

        try:
            self._zc = _zeroconf(self.address)
            self._browser = AsyncServiceBrowser(self._zc.zeroconf, SERVICE_TYPE,
                                                handlers=[self._changed])
        except Exception as exc:
            log.warning("LAN browsing unavailable on %s: %s", self.address or "any", exc)
            await self.stop()
            return False
        return True

    def _changed(self, zeroconf: Any, service_type: str, name: str, state_change: Any) -> None:
        from zeroconf import ServiceStateChange

        pending = self._tasks.pop(name, None)
        if pending is not None:
            pending.cancel()
        if state_change is ServiceStateChange.Removed:
            self.tables.pop(name, None)
            return
        task = asyncio.get_running_loop().create_task(self._resolve(service_type, name))
        self._tasks[name] = task
        task.add_done_callback(
            lambda t: self._tasks.pop(name, None) if self._tasks.get(name) is t else None)

    async def _resolve(self, service_type: str, name: str) -> None:
        from zeroconf.asyncio import AsyncServiceInfo

        info = AsyncServiceInfo(service_type, name)
        if self._zc is None or not await info.async_request(self._zc.zeroconf, 3000):
            return
        ad = table_from_info(info)
        if ad is not None:
            self.tables[name] = ad

    async def browse(self, seconds: float = 2.0) -> list[TableAd]:
        """Browse for ``seconds`` (starting if needed); the tables found, by title."""
        if self._zc is None and not await self.start():
            return []
        await asyncio.sleep(seconds)
        return sorted(self.tables.values(), key=lambda t: (t.title.lower(), t.code))

    async def stop(self) -> None:
        for task in list(self._tasks.values()):
            task.cancel()
        if self._browser is not None:
            with contextlib.suppress(Exception):
                await self._browser.async_cancel()
        if self._zc is not None:
            with contextlib.suppress(Exception):
                await self._zc.async_close()
        self._browser = self._zc = None


def lan_addresses() -> list[str]:
    """This machine's IPv4 addresses on local networks (private ranges first), without
    loopback and link-local ones. Found from the interfaces, with no network traffic."""
    import ifaddr

    found: list[str] = []
    for adapter in ifaddr.get_adapters():
        for ip in adapter.ips:
            if not isinstance(ip.ip, str):
                continue
            addr = ipaddress.ip_address(ip.ip)
            if addr.is_loopback or addr.is_link_local or addr.is_multicast:
                continue
            found.append(str(addr))
    return sorted(set(found), key=lambda a: (not ipaddress.ip_address(a).is_private, a))


def lan_address() -> str:
    """The address a LAN game binds to by default: the first local network address, or
    loopback when the machine has none (then only this machine can join)."""
    addresses = lan_addresses()
    if not addresses:
        log.warning("no local network address found: using loopback")
        return "127.0.0.1"
    return addresses[0]


def hostname() -> str:
    return socket.gethostname()


def follow_tables(server: Any, announcer: Announcer) -> None:
    """Keep ``announcer`` in step with ``server``'s tables (a ``GameServer``): a table in
    its lobby with a seat open is announced, any other is withdrawn. Runs on the server's
    event loop."""
    pending: set[asyncio.Task[None]] = set()

    def changed(table: Any) -> None:
        loop = asyncio.get_running_loop()
        if table.closed or table.phase != "lobby" or not table.open_seats():
            task = loop.create_task(announcer.withdraw(table.code))
        else:
            ad = TableAd(code=table.code, game=table.game.name, title=table.title,
                         rules=table.game.rules_name(table.rules), players=table.players,
                         open_seats=len(table.open_seats()), host=server.host,
                         port=server.port, server=server.config.name)
            task = loop.create_task(_announce(announcer, ad))
        pending.add(task)
        task.add_done_callback(pending.discard)

    server.on_table_change = changed


async def _announce(announcer: Announcer, ad: TableAd) -> None:
    await announcer.announce(ad)
