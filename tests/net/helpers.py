"""Shared helpers of the network tests: an asyncio test runner with a deadline, a server on
loopback with short times, tables seated with scripted players, and the replay of a
finished match step by step (the reference the honesty checks compare frames with)."""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import functools
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass
from typing import Any, ParamSpec

from hearts_desktop.core.game import Game
from hearts_desktop.games import get_game
from hearts_desktop.net import connection
from hearts_desktop.net.protocol import SeatRequest
from hearts_desktop.net.scripted import ScriptedPlayer
from hearts_desktop.net.server import GameServer, ServerConfig
from hearts_desktop.net.table import Table

LOOPBACK = "127.0.0.1"
FAST = ServerConfig(cpu_delay=0.0, grace=0.3, rate=100_000, burst=100_000, ping_interval=None,
                    hello_timeout=5.0, close_timeout=1.0)
"""No pauses, a short grace, no rate limit (scripted players act as fast as the server)."""

P = ParamSpec("P")


def one_deal() -> Any:
    """Classic Hearts over one deal: for tests about what happens during play, not about
    whole matches."""
    return get_game("hearts").preset("classic").replace(deal_limit=1)


def async_test(timeout: float = 30.0) -> Callable[[Callable[P, Awaitable[Any]]],
                                                  Callable[P, None]]:
    """Run an ``async def`` test on a fresh event loop, failing after ``timeout`` seconds
    (a network test must never hang the suite)."""

    def decorate(fn: Callable[P, Awaitable[Any]]) -> Callable[P, None]:
        @functools.wraps(fn)
        def run(*args: P.args, **kwargs: P.kwargs) -> None:
            async def main() -> None:
                async with asyncio.timeout(timeout):
                    await fn(*args, **kwargs)

            asyncio.run(main())

        return run

    return decorate


@contextlib.asynccontextmanager
async def serving(config: ServerConfig = FAST, **changes: Any) -> AsyncIterator[GameServer]:
    server = GameServer(dataclasses.replace(config, **changes), host=LOOPBACK, port=0)
    await server.start()
    try:
        yield server
    finally:
        await server.stop()


def seat_plan(game: Game, rules: Any, humans: int, cpu_bot: str = "random"
              ) -> list[SeatRequest]:
    """``humans`` open seats, then CPU players for the rest."""
    n = game.players(rules)
    kinds = game.bot_kinds()
    bot = cpu_bot if cpu_bot in kinds else kinds[0]
    return [SeatRequest("open") if i < humans else SeatRequest("cpu", f"Bot {i}", bot)
            for i in range(n)]


async def seated_table(server: GameServer, game_name: str = "hearts", rules: Any = None, *,
                       humans: int = 2, cpu_bot: str = "random", names: tuple[str, ...] = (),
                       start: bool = True, **player_options: Any
                       ) -> tuple[Table, str, list[ScriptedPlayer]]:
    """A table with ``humans`` scripted players at the first seats (and CPU players at the
    others), started unless ``start`` is False."""
    game = get_game(game_name)
    rules = game.preset(game.presets()[0]) if rules is None else rules
    table, host_token = server.create_table(game_name, rules,
                                            seat_plan(game, rules, humans, cpu_bot))
    players = []
    for i in range(humans):
        name = names[i] if i < len(names) else f"Player {i}"
        player = await ScriptedPlayer.connect(server.url, name, seed=i, **player_options)
        await player.join(table.code, i)
        players.append(player)
    if start:
        await players[0].client.start(table.code, host_token)
    return table, host_token, players


@dataclass
class Replay:
    """A finished match replayed: the full state and the raw events after each step."""

    game: Game
    states: list[Any]
    events: list[list[Any]]
    actions: tuple[Any, ...]


def replay_steps(game: Game, record: Any) -> Replay:
    state = game.initial_state(record)
    states, events = [state], [list(game.first_events(state))]
    actions = tuple(record.actions)
    for action in actions:
        state, evs = game.apply(state, action)
        states.append(state)
        events.append(list(evs))
    return Replay(game, states, events, actions)


def fixed_seed(monkeypatch: Any, seed: int) -> None:
    """Deal every match from ``seed`` (a test that needs a known deal): the server keeps
    the commit-reveal bookkeeping but ignores what it derives, so the clients' check of
    the deals says they are not verified (the seed is not the derived one)."""
    def match_seed(self: GameServer, table: Table) -> int:
        table.match_seed()
        return seed

    monkeypatch.setattr(GameServer, "match_seed", match_seed)


async def eventually(predicate: Callable[[], bool], timeout: float = 10.0,
                     what: str = "the condition") -> None:
    """Wait until ``predicate()`` holds (polling: for messages another task consumes)."""
    try:
        async with asyncio.timeout(timeout):
            while not predicate():
                await asyncio.sleep(0.01)
    except TimeoutError:
        raise AssertionError(f"{what} did not happen within {timeout:g} s") from None


class LoopClock:
    """The running event loop's clock with a hand on it, for the server's move timers: a
    timer runs out when the test moves the clock past its deadline (``run_out``), never
    because a loaded machine was slow to answer. Install it before the timers start; every
    other deadline on the loop (the tests' ceilings) comes as much nearer."""

    def __init__(self) -> None:
        self.loop = asyncio.get_running_loop()
        self.ahead = 0.0
        real = self.loop.time
        self.loop.time = lambda: real() + self.ahead  # type: ignore[method-assign]

    async def run_out(self, table: Table, seat: int, timeout: float = 60.0) -> None:
        """Wait until ``seat``'s move timer is the only one running (nobody else must
        act), move the clock just past its deadline and wait until the timer has fired."""
        await eventually(lambda: set(table.timers) == {seat}, timeout,
                         f"seat {seat}'s move timer, alone")
        deadline, _ = table.timers[seat]
        self.ahead += max(0.0, deadline - self.loop.time()) + 0.001
        await eventually(lambda: table.timers.get(seat, (None, None))[0] != deadline,
                         timeout, f"seat {seat}'s timeout")


class RateClock:
    """Stands in for the ``time`` module of ``hearts_desktop.net.connection``: the frame
    rate's token buckets refill only when the test moves this clock (``advance``), never
    because a loaded machine was slow between two frames."""

    def __init__(self) -> None:
        self.now = 1000.0

    def monotonic(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


def frozen_rate_clock(monkeypatch: Any) -> RateClock:
    """The server's rate limit on a clock of the test's (``RateClock``)."""
    clock = RateClock()
    monkeypatch.setattr(connection, "time", clock)
    return clock


def seen(player: ScriptedPlayer, predicate: Callable[[Any], bool]) -> Callable[[], bool]:
    """Has ``player`` received a message for which ``predicate`` holds?"""
    return lambda: any(predicate(m) for m in player.messages)


@dataclass
class Headless:
    """A club server running as its own process (``python -m hearts_desktop.server``)."""

    url: str
    log: Any
    """The path of its log file."""
    process: asyncio.subprocess.Process
    tables: list[str]
    """The codes of its standing tables, in the order of ``--table``."""

    def log_text(self) -> str:
        return str(self.log.read_text(encoding="utf-8"))


@contextlib.asynccontextmanager
async def headless_server(log: Any, *args: str, timeout: float = 40.0
                          ) -> AsyncIterator[Headless]:
    """Start the headless server on loopback with ``args`` (logging to the path ``log``),
    yield it once it listens, and stop it with SIGTERM."""
    import os
    import re
    import signal
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    proc = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "hearts_desktop.server", "--host", LOOPBACK, "--port", "0",
        "--log", str(log), *args, cwd=root, env={**os.environ, "PYTHONPATH": str(root)},
        stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE)
    try:
        assert proc.stdout is not None
        codes: list[str] = []
        async with asyncio.timeout(timeout):
            while True:
                line = (await proc.stdout.readline()).decode()
                if not line:
                    assert proc.stderr is not None
                    raise AssertionError("the server ended: "
                                         + (await proc.stderr.read()).decode())
                if line.startswith("table "):
                    codes.append(line.split()[1].rstrip(":"))
                found = re.search(r"listening on (ws://[\d.]+:\d+)", line)
                if found:
                    break
        yield Headless(found.group(1), log, proc, codes)
    finally:
        if proc.returncode is None:
            proc.send_signal(signal.SIGTERM)
            try:
                await asyncio.wait_for(proc.wait(), 20)
            except TimeoutError:
                proc.kill()
                await proc.wait()
