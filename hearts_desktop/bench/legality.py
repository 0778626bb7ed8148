"""``bench ai --legality``: every CPU player of a game over random matches of every preset.

Random matches (``new_match``, played to the end or until the quota of hands) over all the
game's presets, each seat a random kind among the game's levels and "random", and half of
the level seats playing as a random named opponent of the roster (its character at that
level). The search levels run in their deterministic mode with one sample per decision
(and the game's ``legality_options``), to keep the sweep quick. Every action a bot returns
must be legal (``view.allows`` where the view has it, else one of ``view.legal``); the
sweep reports the illegal choices (the target is 0) and hands per second. A chunk of work
plays ``legality_chunk`` hands from its own random stream, so the matches played depend on
the seed alone, not on ``--jobs``.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from dataclasses import dataclass, field
from typing import Any

from ..core.rng import Stream
from . import common
from .common import run_tasks
from .duplicate import BotConfig, Decisions, GameBench


@dataclass
class LegalityResult:
    hands: int = 0
    decisions: int = 0
    illegal: int = 0
    by_preset: dict[str, int] = field(default_factory=dict)
    examples: list[str] = field(default_factory=list)
    by_bot: dict[str, int] = field(default_factory=dict)
    """Decisions per level ("hard") and per named opponent at a level ("ben@hard")."""

    def merge(self, other: LegalityResult) -> None:
        self.hands += other.hands
        self.decisions += other.decisions
        self.illegal += other.illegal
        for k, v in other.by_preset.items():
            self.by_preset[k] = self.by_preset.get(k, 0) + v
        for k, v in other.by_bot.items():
            self.by_bot[k] = self.by_bot.get(k, 0) + v
        self.examples.extend(other.examples)


def _chunk(task: tuple[GameBench, int, int, int, BotConfig]) -> list[LegalityResult]:
    """Play random matches until ``quota`` hands are done (a match is cut short when the
    quota is reached)."""
    game, seed, index, quota, config = task
    rng = Stream.derive(seed, game.legality_purpose, index)
    kinds = game.bots().KINDS
    roster = game.roster()
    presets = game.engine.Rules.preset_names()
    out = LegalityResult()
    while out.hands < quota:
        name = presets[rng.below(len(presets))]
        rules = game.engine.Rules.preset(name)
        n = rules.players
        names: list[str] = []
        seats = []
        for _ in range(n):
            kind = kinds[rng.below(len(kinds))]
            who = None
            if kind != "random" and rng.below(2):
                who = roster[rng.below(len(roster))]
            seats.append((kind, rng.next64(), who))
            names.append(f"{who}@{kind}" if who else kind)
        levels = game.levels([kind for kind, _, _ in seats])
        bots = [game.make_bot(config, kind, s, who, levels=levels) for kind, s, who in seats]
        logs = [Decisions() for _ in range(n)]
        state = game.engine.new_match(rules, rng.next64() >> 1)
        left = quota - out.hands

        def stop(st: Any, k: int = left) -> bool:
            return len(st.history) >= k

        state = game.play_out(state, bots, logs, stop, cpu=False)
        played = len(state.history)
        out.hands += played
        out.by_preset[name] = out.by_preset.get(name, 0) + played
        for s, log in enumerate(logs):
            out.decisions += len(log.times)
            out.by_bot[names[s]] = out.by_bot.get(names[s], 0) + len(log.times)
            if log.illegal:
                out.illegal += log.illegal
                if len(out.examples) < 10:
                    out.examples.append(f"{name}: {names[s]} x{log.illegal}")
    return [out]


def run(game: GameBench, args: argparse.Namespace) -> int:
    hands = args.hands or args.deals or game.legality_hands
    samples = args.samples or 1
    config = BotConfig(None, samples, None, args.expert_samples or samples,
                       options=game.legality_options)
    chunk = game.legality_chunk
    tasks = [(game, args.seed, i, min(chunk, hands - i * chunk), config)
             for i in range(math.ceil(hands / chunk))]
    info = common.machine()
    start = time.perf_counter()

    def progress(done: list[LegalityResult]) -> None:
        if args.progress:
            h = sum(p.hands for p in done)
            bad = sum(p.illegal for p in done)
            s = time.perf_counter() - start
            print(f"  ... {h:,} hands, {bad} illegal, {s:,.0f} s, {h / s:,.1f} hands/s",
                  file=sys.stderr, flush=True)

    parts: list[LegalityResult] = run_tasks(_chunk, tasks, args.jobs, progress)
    elapsed = time.perf_counter() - start
    total = LegalityResult()
    for p in parts:
        total.merge(p)
    kinds = game.bots().KINDS
    if args.json:
        print(json.dumps({"benchmark": "ai", "game": game.name, "mode": "legality",
                          "machine": info, "seed": args.seed, "hands": total.hands,
                          "decisions": total.decisions, "illegal": total.illegal,
                          "seconds": elapsed, "hands_per_second": total.hands / elapsed,
                          "by_preset": total.by_preset, "by_bot": total.by_bot}, indent=2))
        return 0 if total.illegal == 0 else 1
    print(f"Hearts Desktop benchmark: {game.name.title()} CPU players, legality sweep")
    print(common.machine_line(info))
    search = [k for k in kinds if k in ("hard", "expert")]
    print(f"Random matches over every preset, bots drawn from {', '.join(kinds)} per seat "
          f"({' and '.join(search)}: {samples} sample(s) per decision), half of the level "
          f"seats playing as a named opponent; seed {args.seed}, {args.jobs} job(s).")
    print()
    print(f"{'preset':<22} {'hands':>8}")
    for name in game.engine.Rules.preset_names():
        print(f"{name:<22} {total.by_preset.get(name, 0):>8,}")
    print()
    levels = {k: sum(v for b, v in total.by_bot.items() if b.split("@")[-1] == k)
              for k in kinds}
    named = sorted({b.split("@")[0] for b in total.by_bot if "@" in b})
    print("decisions by level: " + ", ".join(f"{k} {v:,}" for k, v in levels.items()))
    print(f"named opponents that played: {len(named)} ({', '.join(named)}); "
          f"named x level pairs: {sum(1 for b in total.by_bot if '@' in b)}")
    print(f"hands {total.hands:,}, decisions {total.decisions:,}, "
          f"illegal choices {total.illegal}, {elapsed:,.0f} s, "
          f"{total.hands / elapsed:,.1f} hands/s")
    for e in total.examples:
        print(f"  illegal: {e}")
    print(f"target: 0 illegal choices: {'met' if total.illegal == 0 else 'MISSED'}")
    return 0 if total.illegal == 0 else 1
