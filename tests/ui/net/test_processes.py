"""Network play as it happens on a real network: every participant a process of its own.
The headless club server (``python -m hearts_desktop.server``) runs in one; a club's
organiser (this test, through the protocol, as any client may) opens a one-deal table of
each game with two open seats; two program processes (``tests/ui/net/player_process.py``:
the real program, offscreen, one in English and one in German) join it by clicking through
Game > Join a network game, play the whole deal by clicking on their tables, and each ends
with the match in its own history, which this test then reads from their data folders.

Slow by nature (three programs start per game); every wait has a generous ceiling and
waits on what the processes report, never on a fixed pause.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import json
import os
import re
import sys
from collections import Counter
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from hearts_desktop.games import GAMES, get_game
from hearts_desktop.history import DB_FILE, HistoryDB
from hearts_desktop.net.client import NetClient
from hearts_desktop.net.protocol import SeatRequest
from tests.net.helpers import async_test

ROOT = Path(__file__).resolve().parents[3]
CEILING = 420.0
"""Seconds one game's test may take at most (three program starts and a whole deal on a
loaded two-core machine); a run takes far less."""

TABLES: dict[str, tuple[str, dict[str, Any], int]] = {
    # game: (preset, what changes so that the match is one deal, seats)
    "hearts": ("classic", {"deal_limit": 1}, 4),
    "pinochle": ("pinochle", {"target": None, "deal_limit": 1}, 4),
    "ombre": ("ombre", {"deals": 1}, 3),
}
PEOPLE = (("Anna", "en"), ("Bert", "de"))


def test_every_game_has_a_table_here() -> None:
    assert set(TABLES) == set(GAMES)  # a new game needs its one-deal table here


def _env() -> dict[str, str]:
    """The processes import this checkout's code (not wherever the package is
    installed), offscreen, with no desktop session to talk to."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("QT_", "PYTEST"))}
    env.update(PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen", PYTHONUNBUFFERED="1",
               LANG="C.UTF-8", LC_ALL="C.UTF-8")
    return env


async def _spawn(*args: str) -> asyncio.subprocess.Process:
    return await asyncio.create_subprocess_exec(
        sys.executable, *args, cwd=ROOT, env=_env(), stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE)


@contextlib.asynccontextmanager
async def _club(log: Path) -> AsyncIterator[str]:
    """The headless server process; its URL."""
    proc = await _spawn("-m", "hearts_desktop.server", "--host", "127.0.0.1", "--port", "0",
                        "--log", str(log), "--cpu-delay", "0", "--name", "Test club",
                        "--ratings", "memory")
    try:
        assert proc.stdout is not None
        async with asyncio.timeout(60):
            while True:
                line = (await proc.stdout.readline()).decode()
                assert line, "the server ended before it listened"
                found = re.search(r"listening on (ws://127\.0\.0\.1:\d+)", line)
                if found:
                    break
        yield found.group(1)
    finally:
        if proc.returncode is None:
            proc.terminate()
            try:
                await asyncio.wait_for(proc.wait(), 20)
            except TimeoutError:
                proc.kill()
                await proc.wait()


class _Program:
    """One program process and what it reports."""

    def __init__(self, proc: asyncio.subprocess.Process, name: str) -> None:
        self.proc = proc
        self.name = name
        self.reports: list[dict[str, Any]] = []
        self.output: list[str] = []
        self._new = asyncio.Event()
        self._readers = [asyncio.create_task(self._read(proc.stdout, True)),
                         asyncio.create_task(self._read(proc.stderr, False))]

    async def _read(self, stream: asyncio.StreamReader | None, reports: bool) -> None:
        assert stream is not None
        while line := (await stream.readline()).decode(errors="replace"):
            self.output.append(line.rstrip())
            if reports and line.startswith("REPORT "):
                self.reports.append(json.loads(line[len("REPORT "):]))
            self._new.set()
        self._new.set()

    def find(self, event: str) -> dict[str, Any] | None:
        return next((r for r in self.reports if r["event"] == event), None)

    async def wait_for(self, event: str) -> dict[str, Any]:
        """The report ``event``; the program's own words if it failed or ended first."""
        while True:
            found = self.find(event)
            if found is not None:
                return found
            error = self.find("error")
            ended = all(r.done() for r in self._readers)
            if error is not None or ended:
                await asyncio.gather(*self._readers)
                tail = "\n".join(self.output[-60:])
                raise AssertionError(f"{self.name} did not report {event!r} "
                                     f"({error or 'the program ended'}):\n{tail}")
            self._new.clear()
            await self._new.wait()

    async def finish(self) -> int:
        await asyncio.gather(*self._readers)
        return await self.proc.wait()

    async def stop(self) -> None:
        if self.proc.returncode is None:
            self.proc.kill()
        await self.proc.wait()
        for reader in self._readers:
            reader.cancel()


def _rules(game_name: str) -> dict[str, Any]:
    """The preset's rules, over one deal, as the protocol carries them."""
    game = get_game(game_name)
    preset, changes, _players = TABLES[game_name]
    return game.rules_to_json(dataclasses.replace(game.preset(preset), **changes))


@pytest.mark.parametrize("game_name", sorted(TABLES))
def test_two_programs_join_a_club_server_by_clicks_and_play_a_whole_deal(
        game_name: str, tmp_path: Path) -> None:
    @async_test(timeout=CEILING)
    async def scenario() -> None:
        rules = _rules(game_name)
        players = TABLES[game_name][2]
        seats = [SeatRequest("open"), SeatRequest("open")] + [
            SeatRequest("cpu", "", "easy", "easy")] * (players - 2)
        async with _club(tmp_path / "club.log") as url:
            organiser = await NetClient.connect(url)
            programs: list[_Program] = []
            try:
                created = await organiser.create_table(game_name, rules, seats,
                                                       title=f"Club {game_name}")
                code = created.table.code
                address = url.removeprefix("ws://")
                for seat, (name, language) in enumerate(PEOPLE):
                    proc = await _spawn(
                        "-m", "tests.ui.net.player_process", "--data",
                        str(tmp_path / name), "--name", name, "--seat", str(seat),
                        "--target", f"{address} {code.lower()}", "--language", language,
                        "--seed", str(seat + 1))
                    programs.append(_Program(proc, name))
                for seat, program in enumerate(programs):
                    seated = await program.wait_for("seated")
                    assert seated["seat"] == seat, program.name
                tables = {t.code: t for t in await organiser.list_tables()}
                assert [(s.kind, s.name) for s in tables[code].seats[:2]] == [
                    ("person", "Anna"), ("person", "Bert")]
                await organiser.start(code, created.host_token)  # the organiser's Start
                for program in programs:
                    started = await program.wait_for("started")
                    assert started["game"] == game_name
                decisions = [(await program.wait_for("over"))["decisions"]
                             for program in programs]
                for program in programs:
                    await program.wait_for("stored")
                for program in programs:
                    assert await program.finish() == 0, "\n".join(program.output[-40:])
            finally:
                for program in programs:
                    await program.stop()
                await organiser.close()
        # both histories hold the match: the same record, everyone's names, their seat
        records = []
        for seat, (name, _language) in enumerate(PEOPLE):
            db = HistoryDB(tmp_path / name / DB_FILE)
            try:
                (summary,) = db.summaries(status="finished")
                match = db.load(summary.id)
            finally:
                db.close()
            assert summary.game == game_name and match.finished
            assert summary.hands == 1
            assert summary.human_seat == seat
            names = [p.name for p in match.players]
            assert names[:2] == ["Anna", "Bert"] and len(names) == players
            assert match.players[1 - seat].kind == "remote"
            assert all(p.kind not in ("human", "remote") for p in match.players[2:])
            records.append(match.record)
        assert records[0].to_dict() == records[1].to_dict()
        # every action of a person's seat was one decision clicked in their program, and
        # each clicked at least once
        for seat, made in enumerate(decisions):
            own = [a for a in records[0].actions if getattr(a, "seat", None) == seat]
            assert made == len(own) > 0, (seat, made, own)
        # the deal was played: every seat played as many cards (all of them, unless a
        # CPU declarer gave the deal up)
        played = Counter(a.seat for a in records[0].actions if type(a).__name__ == "PlayCard")
        assert len(set(played[s] for s in range(players))) == 1, played

    scenario()
