"""``python -m hearts_desktop.bench net``: a loopback load test of the network server.

A ``GameServer`` runs in a process of its own (as a club server would); this process opens
``--tables`` tables (default 200) on it and seats a scripted client at each of their seats
(real WebSocket connections on 127.0.0.1, each a ``ScriptedPlayer`` playing random legal
moves from the view it receives). All tables play at once for ``--seconds`` (default 30) or
until every match is over: Hearts (``--rules``, default classic), or the games of
``--games`` in turn (``pinochle,ombre,ombre:quadrille``: a game and its preset, the
first preset by default).

Reported:
- actions per second the server applied (all actions are the clients': no CPU seats), and
  the server's CPU time per 1,000 actions (steadier than wall time on a shared machine);
- latency from a client sending an action to the last of the table's clients receiving
  the update it caused: p50, p90, p99, max;
- the server's resident memory: idle, with every table open and seated (a connection per
  seat), and while playing (a match each, plus frames queued for clients that read slowly),
  and the difference per table.

The clients share one process and one core, so on a 2-core machine the figures are those of
both sides busy at once; ``--tables`` smaller shows the server with spare room.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import dataclasses
import json
import multiprocessing
import os
import signal
import sys
import time
from pathlib import Path
from typing import Any

from . import common


def add_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--tables", type=int, default=200,
                        help="tables of scripted clients, one per seat (default 200)")
    parser.add_argument("--seconds", type=float, default=30.0,
                        help="how long the tables play (default 30)")
    parser.add_argument("--rules", default="classic", help="Hearts rules preset")
    parser.add_argument("--games", default="",
                        help="the tables' games in turn instead of Hearts: a comma list of "
                        "GAME or GAME:PRESET (e.g. pinochle,ombre,ombre:quadrille)")
    parser.add_argument("--connect-batch", type=int, default=50,
                        help="connections opened at once while seating (default 50)")
    parser.add_argument("--json", action="store_true", help="print the results as JSON")


# ---------------------------------------------------------------------------- server process
def _serve(ready: Any, stop_after: float) -> None:
    """The server process: a GameServer on loopback with no rate limit and no pauses."""
    from ..net.server import GameServer, ServerConfig

    async def main() -> None:
        unlimited: dict[str, Any] = {
            "cpu_delay": 0.0, "rate": 1e6, "burst": 1_000_000, "ping_interval": None,
            "max_tables": 100_000, "tables_per_client": 100_000,
            "tables_per_address": 100_000, "tables_per_token": 100_000,
            "send_queue": 100_000, "send_bytes": 1 << 30}
        # Only the limits this server has: the bench also measures older servers (the
        # figures before a change, in docs/benchmarks.md).
        known = {f.name for f in dataclasses.fields(ServerConfig)}
        config = ServerConfig(**{k: v for k, v in unlimited.items() if k in known})
        server = GameServer(config, host="127.0.0.1", port=0)
        await server.start()
        stop = asyncio.Event()
        asyncio.get_running_loop().add_signal_handler(signal.SIGTERM, stop.set)
        ready.put((server.port, os.getpid()))
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(stop.wait(), stop_after)
        ready.put(("actions", server.actions_applied))
        await server.stop()

    asyncio.run(main())


def _proc_rss_kib(pid: int) -> int:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    except OSError:  # pragma: no cover - not Linux
        pass
    return 0


def _proc_cpu_seconds(pid: int) -> float:
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, IndexError, ValueError):  # pragma: no cover - not Linux
        return 0.0


def _percentile(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    xs = sorted(values)
    return xs[min(len(xs) - 1, max(0, round(q * (len(xs) - 1))))]


def _table_kinds(args: argparse.Namespace) -> list[tuple[str, str, int]]:
    """(game, preset, players) of each kind of table, in turn."""
    from ..games import get_game

    kinds = []
    for item in (args.games.split(",") if args.games else [f"hearts:{args.rules}"]):
        name, _, preset = item.strip().partition(":")
        try:
            game = get_game(name)
        except ValueError as exc:
            raise SystemExit(f"bench net: {exc}") from None
        preset = preset or game.presets()[0]
        if preset not in game.presets():
            raise SystemExit(f"bench net: {game.title} has no preset {preset!r} "
                             f"(presets: {', '.join(game.presets())})")
        kinds.append((name, preset, game.players(game.preset(preset))))
    return kinds


# ---------------------------------------------------------------------------- the load
async def _load(args: argparse.Namespace, port: int, pid: int) -> dict[str, Any]:
    from ..net.client import NetClient
    from ..net.protocol import SeatRequest
    from ..net.scripted import ScriptedPlayer

    url = f"ws://127.0.0.1:{port}"
    await asyncio.sleep(0.3)
    idle_rss = _proc_rss_kib(pid)
    admin = await NetClient.connect(url)
    kinds = _table_kinds(args)
    tables = []
    for t in range(args.tables):
        name, preset, n = kinds[t % len(kinds)]
        created = await admin.create_table(name, preset, [SeatRequest("open")] * n)
        tables.append((created.table.code, created.host_token, n))

    players: list[list[ScriptedPlayer]] = []
    seats = [(t, s) for t in range(args.tables) for s in range(tables[t][2])]
    made: dict[tuple[int, int], ScriptedPlayer] = {}

    async def seat(t: int, s: int) -> None:
        player = await ScriptedPlayer.connect(url, f"T{t}S{s}", decode_views=False,
                                              keep_messages=False, seed=t * 4 + s)
        await player.join(tables[t][0], s)
        made[t, s] = player

    t0 = time.perf_counter()
    for i in range(0, len(seats), args.connect_batch):
        await asyncio.gather(*(seat(t, s) for t, s in seats[i:i + args.connect_batch]))
    seat_seconds = time.perf_counter() - t0
    players = [[made[t, s] for s in range(tables[t][2])] for t in range(args.tables)]
    await asyncio.sleep(0.5)
    seated_rss = _proc_rss_kib(pid)

    cpu0 = _proc_cpu_seconds(pid)
    own0 = time.process_time()
    start = time.perf_counter()
    for (code, host_token, _) in tables:
        await admin.start(code, host_token)
    rows = [[asyncio.create_task(p.play(timeout=args.seconds + 60)) for p in row]
            for row in players]
    tasks = [task for row_tasks in rows for task in row_tasks]
    done, pending = await asyncio.wait(tasks, timeout=args.seconds)
    elapsed = time.perf_counter() - start
    cpu1 = _proc_cpu_seconds(pid)
    own1 = time.process_time()
    busy_rss = _proc_rss_kib(pid)
    for task in pending:
        task.cancel()
    await asyncio.gather(*pending, return_exceptions=True)

    latencies: list[float] = []
    actions = 0
    for row in players:
        for p in row:
            actions += len(p.sent)
            for step, sent in p.sent.items():
                got = [q.received.get(step) for q in row]
                arrivals = [g for g in got if g is not None]
                if len(arrivals) == len(got) and max(arrivals) - start <= elapsed:
                    latencies.append(max(arrivals) - sent)
    finished = sum(1 for row_tasks in rows
                   if all(t in done and not t.cancelled() and t.exception() is None
                          and type(t.result()).__name__ == "MatchFinished" for t in row_tasks))
    refused = sum(len(p.refused) for row in players for p in row)
    await asyncio.gather(*(p.close() for row in players for p in row), return_exceptions=True)
    await admin.close()
    return {
        "tables": args.tables, "clients": len(seats),
        "games": [f"{name}:{preset}" for name, preset, _ in kinds],
        "seat_seconds": seat_seconds, "seconds": elapsed, "actions": actions,
        "actions_per_second": actions / elapsed if elapsed else 0.0,
        "server_cpu_seconds": cpu1 - cpu0,
        "server_cpu_ms_per_1000_actions": 1000 * (cpu1 - cpu0) / actions * 1000
        if actions else float("nan"),
        "server_actions_per_cpu_second": actions / (cpu1 - cpu0) if cpu1 > cpu0 else 0.0,
        "clients_cpu_seconds": own1 - own0,
        "latency_ms": {"p50": 1000 * _percentile(latencies, 0.5),
                       "p90": 1000 * _percentile(latencies, 0.9),
                       "p99": 1000 * _percentile(latencies, 0.99),
                       "max": 1000 * max(latencies) if latencies else float("nan"),
                       "samples": len(latencies)},
        "server_rss_kib": {"idle": idle_rss, "seated": seated_rss, "busy": busy_rss,
                           "per_table_seated": (seated_rss - idle_rss) / args.tables,
                           "per_table": (busy_rss - idle_rss) / args.tables},
        "matches_finished": finished, "refused_actions": refused,
    }


def run(args: argparse.Namespace) -> int:
    if args.tables < 1 or args.seconds <= 0:
        raise SystemExit("bench net: --tables must be >= 1 and --seconds > 0")
    info = common.machine()
    ctx = multiprocessing.get_context("spawn")
    ready = ctx.Queue()
    proc = ctx.Process(target=_serve, args=(ready, args.seconds + 600), daemon=True)
    proc.start()
    try:
        port, pid = ready.get(timeout=60)
        results = asyncio.run(_load(args, port, pid))
    finally:
        proc.terminate()
        proc.join(30)
    results["machine"] = info
    results["load_after"] = common.machine()["load"]
    if args.json:
        print(json.dumps({"benchmark": "net", **results}, indent=2))
        return 0
    lat, rss = results["latency_ms"], results["server_rss_kib"]
    print("Hearts Desktop benchmark: network server on loopback")
    print(common.machine_line(info))
    print(f"{results['tables']} tables ({', '.join(results['games'])} in turn), a scripted "
          f"client at every seat ({results['clients']} WebSocket connections), server in its "
          f"own process, clients in this one; seated in {results['seat_seconds']:.1f} s")
    print(f"played {results['seconds']:.1f} s: {results['actions']:,} actions, "
          f"{results['matches_finished']} matches finished, "
          f"{results['refused_actions']} actions refused")
    print(f"actions per second: {results['actions_per_second']:,.0f}")
    print(f"server CPU: {results['server_cpu_seconds']:.1f} s "
          f"({results['server_cpu_ms_per_1000_actions']:.0f} ms per 1,000 actions, i.e. "
          f"{results['server_actions_per_cpu_second']:,.0f} actions per second of one core); "
          f"clients' CPU: {results['clients_cpu_seconds']:.1f} s")
    print(f"latency action -> all the table's clients updated: p50 {lat['p50']:.1f} ms, "
          f"p90 {lat['p90']:.1f} ms, p99 {lat['p99']:.1f} ms, max {lat['max']:.1f} ms "
          f"({lat['samples']:,} actions)")
    print(f"server memory: idle {rss['idle'] / 1024:.1f} MiB; tables open and seated "
          f"{rss['seated'] / 1024:.1f} MiB ({rss['per_table_seated']:.0f} KiB per table); "
          f"playing {rss['busy'] / 1024:.1f} MiB ({rss['per_table']:.0f} KiB per table, "
          f"frames waiting for slow readers included)")
    load = results["load_after"]
    if isinstance(load, tuple):
        print(f"load average afterwards: {load[0]:.2f}")
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(run(argparse.Namespace(tables=20, seconds=10.0, rules="classic", games="",
                                    connect_batch=50, json=False)))
