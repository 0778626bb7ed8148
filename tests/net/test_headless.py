"""The headless club server as a real process: standing tables, a client plays at one, the
log file records it, and SIGTERM stops it cleanly (clients told, exit status 0)."""

from __future__ import annotations

import asyncio
import os
import re
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from hearts_desktop.net.client import ConnectionLost, GameUpdate, NetClient, ServerNotice
from hearts_desktop.server import parse_table

from .helpers import async_test

ROOT = Path(__file__).resolve().parents[2]


async def _line(stream: asyncio.StreamReader, pattern: str, timeout: float = 20.0) -> str:
    async with asyncio.timeout(timeout):
        while True:
            line = (await stream.readline()).decode()
            if not line:
                raise AssertionError(f"the server ended before printing {pattern!r}")
            if re.search(pattern, line):
                return line


@async_test(timeout=60)
async def test_the_headless_server_hosts_tables_logs_and_stops_cleanly_on_sigterm(
        tmp_path: Path) -> None:
    log_file = tmp_path / "server.log"
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    proc = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "hearts_desktop.server", "--host", "127.0.0.1", "--port", "0",
        "--log", str(log_file), "--cpu-delay", "0", "--name", "Test club",
        "--table", "hearts:classic:open,cpu,cpu=easy,cpu", "--table", "hearts:omnibus:open,"
        "open,cpu,cpu", cwd=ROOT, env=env, stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE)
    try:
        assert proc.stdout is not None
        first = await _line(proc.stdout, r"^table ")
        listening = await _line(proc.stdout, r"listening on ws://127\.0\.0\.1:\d+")
        url = re.search(r"ws://[\d.]+:\d+", listening).group(0)  # type: ignore[union-attr]
        client = await NetClient.connect(url)
        assert client.welcome.server == "Test club"
        tables = await client.list_tables()
        assert len(tables) == 2 and first.split()[1].rstrip(":") in [t.code for t in tables]
        classic = next(t for t in tables if t.rules == "classic")
        assert [s.kind for s in classic.seats] == ["open", "cpu", "cpu", "cpu"]
        await client.join(classic.code, 0, "Mina")  # the last open seat: the match begins
        update = await client.wait_for(GameUpdate, timeout=20)
        assert len(update.view.hand) == 13
        proc.send_signal(signal.SIGTERM)
        notice = await client.wait_for(ServerNotice, timeout=20)
        assert notice.code == "closing"
        await client.wait_for(ConnectionLost, timeout=20)
        assert await asyncio.wait_for(proc.wait(), 20) == 0
        assert proc.stdout is not None
        assert b"stopped" in await proc.stdout.read()
    finally:
        if proc.returncode is None:
            proc.kill()
            await proc.wait()
    text = log_file.read_text(encoding="utf-8")
    for needle in ("listening on ws://127.0.0.1:", "Mina takes seat 0", "match started",
                   "signal received: stopping", "INFO hearts_desktop.net.server: stopped"):
        assert needle in text, needle


def test_the_command_line_refuses_bad_tables_and_addresses(tmp_path: Path) -> None:
    game, rules, seats = parse_table("hearts:classic:open,cpu=hard,cpu,open")
    assert (game, rules, [s.kind for s in seats], seats[1].bot) == (
        "hearts", "classic", ["open", "cpu", "cpu", "open"], "hard")
    for bad in ("hearts", "hearts:classic:open,robot"):
        with pytest.raises(Exception, match=r"GAME:RULES:SEATS|open, cpu"):
            parse_table(bad)
    run = subprocess.run(
        [sys.executable, "-m", "hearts_desktop.server", "--host", "127.0.0.1", "--port", "0",
         "--log", str(tmp_path / "x.log"), "--table", "hearts:no-such-rules:open,open,open,open"],
        cwd=ROOT, capture_output=True, text=True, timeout=60, check=False,
        env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert run.returncode == 2 and "no rules preset 'no-such-rules'" in run.stderr
    run = subprocess.run(
        [sys.executable, "-m", "hearts_desktop.server", "--host", "203.0.113.7", "--port", "0",
         "--log", str(tmp_path / "y.log")],
        cwd=ROOT, capture_output=True, text=True, timeout=60, check=False,
        env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert run.returncode == 2 and "cannot listen on 203.0.113.7" in run.stderr


@async_test(timeout=90)
async def test_the_headless_server_serves_every_game_with_named_cpu_players(
        tmp_path: Path) -> None:
    """The club server as its command in docs/network.md starts it, one standing table per game: a
    person joins each table's last open seat, the match begins, and each sees its own hand
    and the CPU players under their roster names."""
    import importlib

    from hearts_desktop.games import GAMES
    from hearts_desktop.net.client import SeatsUpdate

    specs = {"hearts": "hearts:classic:open,cpu,cpu,cpu",
             "pinochle": "pinochle:pinochle:open,cpu,cpu=easy,cpu",
             "ombre": "ombre:ombre:open,cpu,cpu"}
    assert set(specs) == set(GAMES)  # a new game needs its standing table here
    args = [a for spec in specs.values() for a in ("--table", spec)]
    proc = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "hearts_desktop.server", "--host", "127.0.0.1", "--port", "0",
        "--log", str(tmp_path / "club.log"), "--cpu-delay", "0", *args, cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT)}, stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE)
    clients: list[NetClient] = []
    try:
        assert proc.stdout is not None
        listening = await _line(proc.stdout, r"listening on ws://127\.0\.0\.1:\d+", 40)
        url = re.search(r"ws://[\d.]+:\d+", listening).group(0)  # type: ignore[union-attr]
        lister = await NetClient.connect(url)
        clients.append(lister)
        tables = {t.game: t for t in await lister.list_tables()}
        assert set(tables) == set(specs)
        for game, info in tables.items():
            client = await NetClient.connect(url)
            clients.append(client)
            await client.join(info.code, 0, f"Mina {game}")
            # the seats at the start come first, then the deal
            seats = await client.wait_for(SeatsUpdate, timeout=30,
                                          predicate=lambda m: m.table.phase == "playing")
            update = await client.wait_for(GameUpdate, timeout=30)
            assert update.view.hand and update.view.seat == 0, game
            roster = importlib.import_module(
                f"hearts_desktop.games.{game}.bots.personalities").ROSTER
            english = [p.name_in("en") for p in roster]
            cpu_names = [s.name for s in seats.table.seats[1:]]
            assert cpu_names == english[:len(cpu_names)], game
        proc.send_signal(signal.SIGTERM)
        assert await asyncio.wait_for(proc.wait(), 30) == 0
    finally:
        for client in clients:
            await client.close()
        if proc.returncode is None:
            proc.kill()
            await proc.wait()


def test_the_headless_server_needs_no_display_toolkit() -> None:
    """The club server and every game's table on it import no Qt (no display needed)."""
    code = (
        "import sys, asyncio\n"
        "from hearts_desktop.games import GAMES, get_game\n"
        "from hearts_desktop.net.protocol import SeatRequest\n"
        "from hearts_desktop.server import main\n"
        "from hearts_desktop.net.server import GameServer\n"
        "server = GameServer(host='127.0.0.1', port=0)\n"
        "for name in GAMES:\n"
        "    g = get_game(name); r = g.preset(g.presets()[0])\n"
        "    t, _ = server.create_table(name, r, [SeatRequest('cpu')] * g.players(r))\n"
        "    g.make_bot('normal', 1)\n"
        "qt = sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken')))\n"
        "print('QT', qt)\n")
    run = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                         text=True, timeout=60, check=False,
                         env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert run.returncode == 0, run.stderr
    assert "QT []" in run.stdout
