"""Quick match with every participant a process of its own: the club server as
``python -m hearts_desktop.server`` with a ratings file, and four scripted players
(``python -m tests.net.quick_player``), each with its own data folder and identity. They
are matched at one table, the match finishes, every rating changed exactly once, and the
ratings file, opened again after the server stopped, says the same."""

from __future__ import annotations

import asyncio
import json
import os
import re
import signal
import sys
from pathlib import Path

from hearts_desktop.net.ratings import RatingStore

from .helpers import async_test
from .test_headless import ROOT, _line

NAMES = ("Ann", "Bea", "Cem", "Dai")


@async_test(timeout=150)
async def test_four_player_processes_are_matched_and_rated_once(tmp_path: Path) -> None:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    db = tmp_path / "ratings.sqlite3"
    server = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "hearts_desktop.server", "--host", "127.0.0.1", "--port", "0",
        "--log", str(tmp_path / "server.log"), "--cpu-delay", "0", "--ratings", str(db),
        "--quick-wait", "60", "--quick-deals", "1", cwd=ROOT, env=env,
        stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE)
    players: list[asyncio.subprocess.Process] = []
    try:
        assert server.stdout is not None
        listening = await _line(server.stdout, r"listening on ws://127\.0\.0\.1:\d+", 30)
        url = re.search(r"ws://[\d.]+:\d+", listening).group(0)  # type: ignore[union-attr]
        for name in NAMES:
            players.append(await asyncio.create_subprocess_exec(
                sys.executable, "-m", "tests.net.quick_player", url, name,
                str(tmp_path / name), "hearts", "classic", cwd=ROOT, env=env,
                stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE))
        outputs = await asyncio.wait_for(
            asyncio.gather(*(p.communicate() for p in players)), 120)
        results = []
        for (out, err), proc in zip(outputs, players, strict=True):
            assert proc.returncode == 0, err.decode()
            results.append(json.loads(out.decode().strip().splitlines()[-1]))
        assert len({r["code"] for r in results}) == 1  # one table
        assert sorted(r["seat"] for r in results) == [0, 1, 2, 3]
        assert all(r["people"] == sorted(NAMES) for r in results)
        for r in results:
            assert r["before"] == 25.0 and r["after"] != 25.0, r
            assert r["changes"] == 4 and r["matches"] == [1] and r["history"] == 1
        server.send_signal(signal.SIGTERM)
        assert await asyncio.wait_for(server.wait(), 20) == 0
    finally:
        for proc in (server, *players):
            if proc.returncode is None:
                proc.kill()
                await proc.wait()
    store = RatingStore(db)  # what the server kept, read back
    for r in results:
        person = store.person_named(r["name"])
        assert person is not None
        rating = store.rating(person.id, "hearts")
        assert rating.matches == 1 and round(rating.mu, 3) == r["after"]
        assert len(store.history(person.id)) == 1
    # each player's identity stayed in its own data folder
    assert all((tmp_path / name / "identity.json").exists() for name in NAMES)
