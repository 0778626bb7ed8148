"""Fair deals with every participant a process of its own, as on a real network: the
headless club server (``python -m hearts_desktop.server``) and two scripted people
(``python -m tests.net.fair_client``); the test, as the club's organiser, opens a table of
each game over the protocol and starts it. Each person's process checks every deal of the
match from the revealed secret and the contributions, and says it verified them."""

from __future__ import annotations

import asyncio
import json
import os
import sys
from pathlib import Path

import pytest

from hearts_desktop.net.client import NetClient
from hearts_desktop.net.protocol import SeatRequest

from .helpers import async_test, headless_server
from .test_fairness import SHORT, _rules

ROOT = Path(__file__).resolve().parents[2]


async def _line(proc: asyncio.subprocess.Process, timeout: float) -> str:
    assert proc.stdout is not None
    async with asyncio.timeout(timeout):
        line = (await proc.stdout.readline()).decode().strip()
    if not line:
        assert proc.stderr is not None
        raise AssertionError("the client ended: " + (await proc.stderr.read()).decode())
    return line


@pytest.mark.parametrize("label", sorted(SHORT))
@async_test(timeout=240)
async def test_server_and_each_person_in_a_process_of_their_own_verify_the_deals(
        label: str, tmp_path: Path) -> None:
    game_name, rules = _rules(label)
    game_rules = rules.replace(**({"deals": 1} if game_name == "ombre" else {"deal_limit": 1}))
    async with headless_server(tmp_path / "club.log", "--cpu-delay", "0") as club:
        organiser = await NetClient.connect(club.url)
        players: list[asyncio.subprocess.Process] = []
        try:
            from hearts_desktop.games import get_game

            game = get_game(game_name)
            seats = [SeatRequest("open"), SeatRequest("open")] + [
                SeatRequest("cpu", "", "random")] * (game.players(game_rules) - 2)
            created = await organiser.create_table(
                game_name, game.rules_to_json(game_rules), seats)
            code = created.table.code
            commitment = created.table.commitment
            assert len(commitment) == 64
            for seat, name in enumerate(("Anna", "Bert")):
                players.append(await asyncio.create_subprocess_exec(
                    sys.executable, "-m", "tests.net.fair_client", club.url, code, str(seat),
                    name, cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)},
                    stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE))
            for proc in players:
                assert await _line(proc, 60) == "seated"
            await organiser.start(code, created.host_token)
            verdicts = [json.loads(await _line(proc, 180)) for proc in players]
            for proc in players:
                assert await asyncio.wait_for(proc.wait(), 30) == 0
        finally:
            for proc in players:
                if proc.returncode is None:
                    proc.kill()
                    await proc.wait()
            await organiser.close()
    assert [v["deals"] for v in verdicts] == ["verified", "verified"], verdicts
    # both were dealt from one seed, to which both contributed
    assert verdicts[0]["seed"] == verdicts[1]["seed"]
    assert verdicts[0]["contribution"] != verdicts[1]["contribution"]
    assert "match started" in club.log_text()
