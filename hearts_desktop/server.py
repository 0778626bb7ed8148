"""The headless server for a club: ``python -m hearts_desktop.server --host ... --port ...``.

Hosts several tables at once with no display. Clients open tables (unless
``--no-client-tables``) and join them; ``--table hearts:classic:open,open,cpu,cpu`` opens a
standing table at start-up that begins as soon as its open seats are taken. Logs to a file
(``--log``), and stops cleanly on SIGTERM or SIGINT: every client is told, tables close,
the process exits with status 0.

It binds only the address given (default: this machine's local network address, and
loopback for a program on the same machine; use ``--host 0.0.0.0`` deliberately to listen
everywhere). See ``docs/network.md``.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import signal
import sys
from collections.abc import Sequence
from pathlib import Path

from .net.protocol import PROTOCOL_VERSION, SeatRequest
from .net.ratings import RatingsError, RatingStore
from .net.server import GameServer, ServerConfig, loopback_too

DEFAULT_PORT = 52830
RATINGS_FILE = "server-ratings.sqlite3"
log = logging.getLogger("hearts_desktop.server")


def parse_table(text: str) -> tuple[str, str, list[SeatRequest]]:
    """``GAME:RULES:SEATS`` with SEATS a comma list of ``open``, ``cpu`` or ``cpu=KIND``
    (``hearts:classic:open,open,cpu=hard,cpu``)."""
    try:
        game, rules, seats_text = text.split(":", 2)
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"a table is GAME:RULES:SEATS, e.g. hearts:classic:open,open,cpu,cpu; not {text!r}"
        ) from None
    seats = []
    for item in seats_text.split(","):
        kind, _, bot = item.strip().partition("=")
        if kind not in ("open", "cpu"):
            raise argparse.ArgumentTypeError(f"a seat is open, cpu or cpu=KIND, not {item!r}")
        seats.append(SeatRequest("cpu", "", bot) if kind == "cpu" else SeatRequest("open"))
    return game, rules, seats


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m hearts_desktop.server",
        description="Hearts Desktop network server: several tables, no display.")
    parser.add_argument("--host", default="lan",
                        help="address to listen on (default: this machine's local network "
                             "address, and 127.0.0.1 for programs on this machine; "
                             "127.0.0.1 for this machine only)")
    parser.add_argument("--port", type=int, default=DEFAULT_PORT,
                        help=f"TCP port (default {DEFAULT_PORT}; 0: any free port)")
    parser.add_argument("--log", default=None,
                        help="log file (default: standard error)")
    parser.add_argument("--log-level", default="INFO",
                        choices=("DEBUG", "INFO", "WARNING", "ERROR"))
    parser.add_argument("--table", action="append", type=parse_table, default=[],
                        metavar="GAME:RULES:SEATS",
                        help="open a standing table that starts when full (repeatable)")
    parser.add_argument("--max-tables", type=int, default=200)
    parser.add_argument("--tables-per-address", type=int, default=8,
                        help="tables the clients of one network address may have open "
                             "(default 8)")
    parser.add_argument("--tables-per-token", type=int, default=3,
                        help="tables one client (its token) may have open (default 3)")
    parser.add_argument("--send-queue", type=int, default=64, metavar="FRAMES",
                        help="frames a client may leave unread before it is disconnected "
                             "as too slow (default 64)")
    parser.add_argument("--lobby-expiry", type=float, default=300.0, metavar="SECONDS",
                        help="a client's table nobody sits at closes after this long in "
                             "the lobby (default 300)")
    parser.add_argument("--no-client-tables", action="store_true",
                        help="clients may only join the standing tables")
    parser.add_argument("--grace", type=float, default=60.0,
                        help="seconds a dropped player keeps the seat before a CPU player "
                             "stands in (default 60)")
    parser.add_argument("--cpu-delay", type=float, default=0.6,
                        help="seconds a CPU player waits before its move (default 0.6)")
    parser.add_argument("--bot-workers", type=int, default=2,
                        help="threads for the CPU players (default 2)")
    parser.add_argument("--name", default="Hearts Desktop club",
                        help="server name shown to players")
    parser.add_argument("--announce", action="store_true",
                        help="announce open tables on the local network (zeroconf)")
    parser.add_argument("--ratings", default=None, metavar="PATH",
                        help="the players and ratings database (SQLite; default: "
                             "server-ratings.sqlite3 in the user's data folder; 'memory' "
                             "keeps none)")
    parser.add_argument("--quick-wait", type=float, default=20.0, metavar="SECONDS",
                        help="seconds a quick match waits for people before CPU players "
                             "fill its empty seats (default 20)")
    parser.add_argument("--quick-deals", type=int, default=0, metavar="N",
                        help="quick matches over N deals (default: as the rules preset "
                             "says)")
    return parser


def ratings_path(arg: str | None) -> Path | None:
    """Where the ratings live: ``--ratings``, else the user's data folder (None: memory)."""
    if arg == "memory":
        return None
    if arg:
        return Path(arg)
    from .history import default_data_dir

    return default_data_dir() / RATINGS_FILE


def configure_logging(path: str | None, level: str) -> None:
    handler: logging.Handler = (logging.FileHandler(path, encoding="utf-8") if path
                                else logging.StreamHandler(sys.stderr))
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    root = logging.getLogger()
    root.handlers[:] = [handler]
    root.setLevel(level)
    logging.getLogger("websockets").setLevel(logging.WARNING)


async def serve(args: argparse.Namespace) -> int:
    host = args.host
    also: tuple[str, ...] = ()
    if host == "lan":
        from .net.discovery import lan_address

        host = lan_address()
        also = loopback_too(host)  # a program on this computer joins at 127.0.0.1 too
    config = ServerConfig(max_tables=args.max_tables,
                          tables_per_address=args.tables_per_address,
                          tables_per_token=args.tables_per_token,
                          lobby_ttl=args.lobby_expiry, send_queue=max(1, args.send_queue),
                          clients_create_tables=not args.no_client_tables, grace=args.grace,
                          cpu_delay=args.cpu_delay, bot_workers=args.bot_workers,
                          name=args.name, quick_wait=max(0.0, args.quick_wait),
                          quick_deals=max(0, args.quick_deals))
    path = ratings_path(args.ratings)
    try:
        store = RatingStore(path)
    except RatingsError as exc:
        log.error("%s", exc)
        print(f"error: {exc}", file=sys.stderr)
        return 2
    log.info("ratings: %s", path or "in memory")
    server = GameServer(config, host=host, port=args.port, also_on=also, ratings=store)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGTERM, signal.SIGINT):
        try:
            loop.add_signal_handler(sig, stop.set)
        except (NotImplementedError, RuntimeError):  # pragma: no cover - Windows
            signal.signal(sig, lambda *_: loop.call_soon_threadsafe(stop.set))
    try:
        await server.start()
    except OSError as exc:
        log.error("cannot listen on %s port %s: %s", host, args.port, exc)
        print(f"error: cannot listen on {host} port {args.port}: {exc}", file=sys.stderr)
        return 2
    announcer = None
    if args.announce:
        from .net.discovery import Announcer, follow_tables

        announcer = Announcer(host)
        if await announcer.start():
            follow_tables(server, announcer)
    try:
        for game, rules, seats in args.table:
            table, _ = server.create_table(game, rules, seats, auto_start=True)
            log.info("standing table %s: %s (%s)", table.code, game, rules)
            print(f"table {table.code}: {game} ({rules})", flush=True)
    except ValueError as exc:
        log.error("cannot open the table: %s", exc)
        print(f"error: {exc}", file=sys.stderr)
        await server.stop("a table could not be opened")
        return 2
    also_text = "".join(f" and ws://{a}:{server.port}" for a in server.also_on)
    print(f"Hearts Desktop server listening on {server.url}{also_text} "
          f"(protocol {PROTOCOL_VERSION})", flush=True)
    await stop.wait()
    log.info("signal received: stopping")
    if announcer is not None:
        await announcer.stop()
    await server.stop()
    store.close()
    print("stopped", flush=True)
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    configure_logging(args.log, args.log_level)
    return asyncio.run(serve(args))


if __name__ == "__main__":
    sys.exit(main())
