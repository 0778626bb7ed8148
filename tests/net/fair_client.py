"""One scripted person as a process of its own (``tests/net/test_fair_processes.py``):
``python -m tests.net.fair_client URL CODE SEAT NAME`` connects, sits at SEAT (sending its
contribution to the seed), prints ``seated``, plays the whole match as a random CPU player
would, and prints its check of the deals as one JSON line ``{"deals": ..., "seed": ...,
"contribution": ...}``."""

from __future__ import annotations

import asyncio
import json
import sys

from hearts_desktop.net.client import MatchFinished
from hearts_desktop.net.scripted import ScriptedPlayer


async def main(url: str, code: str, seat: int, name: str) -> int:
    player = await ScriptedPlayer.connect(url, name, seed=seat)
    await player.join(code, seat)
    print("seated", flush=True)
    result = await player.play(timeout=300)
    await player.close()
    if not isinstance(result, MatchFinished):
        print(json.dumps({"error": repr(result)}), flush=True)
        return 1
    print(json.dumps({"deals": result.deals.to_text(), "seed": result.record.seed,
                      "contribution": player.client.deals.contribution}), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(asyncio.run(main(sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4])))
