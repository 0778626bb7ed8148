"""A scripted player as a process of its own (``tests/net/test_quickmatch_processes.py``):
``python -m tests.net.quick_player URL NAME DATA_FOLDER GAME [RULES]`` keeps its identity
in DATA_FOLDER (made the first time), asks for a quick match, plays it to the end with an
easy CPU player's choices and prints one JSON line: the table, its seat, and its rating
change as the ``finished`` frame gave it (then its ratings as the server says them)."""

from __future__ import annotations

import asyncio
import json
import sys

from hearts_desktop.net.client import MatchFinished
from hearts_desktop.net.identity import PlayerIdentity
from hearts_desktop.net.scripted import ScriptedPlayer


async def main(url: str, name: str, folder: str, game: str, rules: str) -> int:
    identity = PlayerIdentity.load_or_create(folder)
    player = await ScriptedPlayer.connect(url, name, identity=identity, bot_kind="easy",
                                          keep_messages=False)
    matched = await player.quick_match(game, rules, timeout=60)
    finished = await player.play(timeout=120)
    if not isinstance(finished, MatchFinished):
        print(json.dumps({"error": repr(finished)}), flush=True)
        return 1
    mine = [c for c in finished.ratings if c.seat == matched.seat]
    ratings = await player.client.ratings()
    print(json.dumps({
        "name": name, "code": matched.table.code, "seat": matched.seat,
        "people": sorted(s.name for s in matched.table.seats if s.kind == "person"),
        "before": mine[0].before.mu if mine else None,
        "after": mine[0].after.mu if mine else None,
        "changes": len(finished.ratings),
        "matches": [r.matches for r in ratings.ratings],
        "history": len(ratings.history),
    }), flush=True)
    await player.close()
    return 0


if __name__ == "__main__":
    sys.exit(asyncio.run(main(*sys.argv[1:5], *(sys.argv[5:6] or ["any"]))))
