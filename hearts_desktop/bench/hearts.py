"""``bench ai`` (``--game hearts``, the default): Hearts' CPU players on duplicate deals.

**Seatings.** One entrant against three of the field (``rules.players`` seats in all):
the entrant sits in seat 0, then 1, ... against the very same cards and opponent seeds.
Deal d is deal number d + 1 of a match (``deal_cards(rules, seed, d + 1, dealer)``, the
dealer the last seat), with its pass direction from the rules' cycle (left, right, across,
hold for ``classic``); each is scored on its own (deal scores, match scores start at 0).
So ``--hands 2000`` with four players is 500 deals.

**Figures.** Points per hand and relative points (own minus the mean of the other seats;
*lower* is better), the rate of moons made and suffered (and the moons suffered by each of
the entrant's opponents, by its seat after the entrant), the Q♠ rate; the search bots are
told who sits at the table as in the game (``table_levels``). ``ismcts`` seats OpenSpiel's
ISMCTS bot (an optional extra), and every such hand is checked against OpenSpiel's game.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..games import hearts as engine
from ..games.hearts import QUEEN_OF_SPADES, Phase, deal_cards, start_hand
from .duplicate import (
    FIELD,
    SEARCH_KINDS,
    Bot,
    BotConfig,
    Column,
    DealResult,
    Decisions,
    GameBench,
    SeatHand,
    Summary,
    Watcher,
    bot_seed,
    deal_from_dict,
    deal_to_dict,
    target,
)

__all__ = ["HEARTS", "BotConfig", "DealResult", "Decisions", "HandResult", "HeartsSummary",
           "deal_from_dict", "deal_to_dict", "play_deal", "play_out", "table_levels"]

TARGETS: dict[tuple[str, str], float] = {
    ("normal", "easy"): -2.0,
    ("hard", "normal"): -2.5,
    ("hard", "ismcts"): -1.5,
    ("expert", "hard"): 0.0,
}
"""Relative points per hand an entrant must reach (at most, with the CI below 0) against
a field."""
HARD_MEDIAN_CPU_MS = 60.0
"""Hard's median CPU time per real choice (more than one legal action)."""
MAX_WALL_MS = 1000.0
"""The longest any Hard or Expert decision may take, wall time."""


@dataclass
class HandResult(SeatHand):
    """One deal played with the entrant in ``seat``."""

    shooter: int | None
    queen: int | None
    """Who captured the Q♠."""


@dataclass
class HeartsSummary(Summary):
    moons_made: float
    moons_suffered: float
    queen_rate: float
    suffered_by_position: tuple[float, ...]
    """Entrant side: moons suffered by each opponent, by its seat after the entrant's
    (1 = next to play after it, ...): the entrant's ``moons_suffered`` compares with
    these."""


class _OpenSpielWatch:
    """OpenSpiel's game following a hand with ISMCTS seats."""

    def __init__(self, table: Any) -> None:
        self.table = table

    def observe(self, action: Any) -> None:
        self.table.observe(action)

    def check(self, hand: HandResult) -> str | None:
        self.table.check_scores(hand.scores)
        return str(self.table.mismatch) if self.table.mismatch else None


class HeartsBench(GameBench):
    name = "hearts"
    engine = engine
    summary_type = HeartsSummary
    higher_is_better = False
    default_preset = "classic"
    legality_hands = 100_000
    legality_chunk = 200
    legality_purpose = 0x1E6A1
    records = True
    hand_note = "pass cycle on, scored hand by hand"
    legend = "rel = own points minus the mean of the other seats (lower is better), " \
             "95% CI over deals."
    columns = (
        Column("moon made", 9, lambda s: f"{s.moons_made:.2%}"),
        Column("suffered", 8, lambda s: f"{s.moons_suffered:.2%}"),
        Column("Q♠ taken", 8, lambda s: f"{s.queen_rate:.2%}"),
    )

    def bots(self) -> Any:
        from ..games.hearts import bots

        return bots

    def kinds(self) -> tuple[str, ...]:
        return (*super().kinds(), "ismcts")

    def deal(self, rules: Any, seed: int, deal: int) -> Any:
        return deal_cards(rules, seed, deal + 1, rules.players - 1)

    def start(self, rules: Any, dealt: Any, deal: int) -> Any:
        hands, rest = dealt
        return start_hand(rules, hands, None, dealer=rules.players - 1, leftover=rest,
                          deal_number=deal + 1)

    def several_act(self, state: Any) -> bool:
        return bool(state.phase is Phase.PASSING)  # every seat passes in turn

    def levels(self, kinds: Sequence[str]) -> tuple[str | None, ...]:
        return table_levels(kinds)

    def watcher(self, rules: Any, dealt: Any, state: Any, kinds: Sequence[str]
                ) -> Watcher | None:
        if "ismcts" not in kinds:
            return None
        from .openspiel import OpenSpielHand

        plan = state.pass_plan or ()
        return _OpenSpielWatch(OpenSpielHand(rules, dealt[0], plan[0][0] if plan else 0))

    def make_bot(self, config: BotConfig, kind: str, seed: int, who: str | None = None, *,
                 entrant: bool = False, levels: Sequence[str | None] = (),
                 watcher: Watcher | None = None) -> Bot:
        if kind == "ismcts":
            from .openspiel import IsmctsSeat

            assert isinstance(watcher, _OpenSpielWatch)
            return IsmctsSeat(watcher.table, seed, config.ismcts_simulations)
        return super().make_bot(config, kind, seed, who, entrant=entrant, levels=levels)

    def search_options(self, config: BotConfig, levels: Sequence[str | None]
                       ) -> dict[str, Any]:
        options = super().search_options(config, levels)
        if levels:
            options["seat_levels"] = tuple(levels)
        return options

    def hand(self, state: Any, seats: tuple[int, ...], kinds: Sequence[str]) -> HandResult:
        record = state.history[-1]
        queen = next((p for p, cards in enumerate(state.captured)
                      if QUEEN_OF_SPADES in cards), None)
        scores = tuple(float(s.real) if isinstance(s, complex) else float(s)
                       for s in record.deal_scores)
        return HandResult(seats[0], scores, record.shooter, queen)

    def figures(self, results: Sequence[DealResult], entrant: bool) -> dict[str, Any]:
        made = suffered = queen = 0.0
        hands = 0
        for r in results:
            for h in r.hands:
                for s in self.side_seats(h, entrant):
                    made += h.shooter == s
                    suffered += h.shooter is not None and h.shooter != s
                    queen += h.queen == s
                    hands += 1
        return {"moons_made": made / hands if hands else math.nan,
                "moons_suffered": suffered / hands if hands else math.nan,
                "queen_rate": queen / hands if hands else math.nan,
                "suffered_by_position": _suffered_by_position(results) if entrant else ()}

    def title(self, entrant: str, field_name: str, players: int) -> str:
        return f"CPU players, {entrant} vs three {field_name}"

    def setup_notes(self, config: BotConfig, kinds: Sequence[str]) -> list[str]:
        if "ismcts" in kinds:
            return [f"ismcts: OpenSpiel ISMCTS, {config.ismcts_simulations:,} simulations"]
        return []

    def extra_lines(self, sides: Sequence[Summary], results: Sequence[DealResult]
                    ) -> list[str]:
        out = []
        entrant = sides[0]
        assert isinstance(entrant, HeartsSummary)
        if entrant.suffered_by_position:
            out.append("moons suffered by the entrant's opponents, by seat after it: "
                       + ", ".join(f"+{k + 1}: {r:.2%}"
                                   for k, r in enumerate(entrant.suffered_by_position))
                       + f" (the entrant: {entrant.moons_suffered:.2%})")
        mismatches = [m for r in results for m in r.mismatches]
        if any("ismcts" in s.name for s in sides):
            out.append(f"rules checked against OpenSpiel on every hand: {len(mismatches)} "
                       f"mismatch(es)")
            out += [f"  mismatch: {m}" for m in mismatches[:10]]
        return out

    def verdicts(self, entrant: str, field_name: str, s: Summary, timed: bool = True
                 ) -> list[str]:
        """The issue's targets for this matchup, met or missed. ``timed``: whether the
        entrant searched on its time budget; with a fixed number of samples its times say
        nothing about the time targets."""
        assert isinstance(s, HeartsSummary)
        out: list[str] = []
        goal = TARGETS.get((entrant, field_name))
        if goal is not None:
            ok = s.relative <= goal and s.relative + s.ci < 0
            out.append(target(f"{entrant} vs three {field_name}: rel <= {goal:+.1f} with the "
                              f"CI below 0", ok, f"{s.relative:+.2f} ± {s.ci:.2f}"))
        if entrant in SEARCH_KINDS and not timed:
            out.append(f"time targets of {entrant}: not judged (a fixed number of samples "
                       f"per decision, not the time budget)")
        elif entrant == "hard":
            ok = s.cpu_choice_median <= HARD_MEDIAN_CPU_MS and s.ms_max <= MAX_WALL_MS
            out.append(target(f"hard median <= {HARD_MEDIAN_CPU_MS:g} ms CPU per real choice "
                              f"and max <= {MAX_WALL_MS:g} ms wall", ok,
                              f"{s.cpu_choice_median:.1f} ms CPU, {s.ms_max:.0f} ms wall"))
        elif entrant == "expert":
            ok = s.ms_max <= MAX_WALL_MS
            out.append(target(f"expert max <= {MAX_WALL_MS:g} ms wall", ok,
                              f"{s.ms_max:.0f} ms"))
        by_pos = s.suffered_by_position
        if entrant in SEARCH_KINDS and by_pos:
            ok = s.moons_suffered < min(by_pos)
            out.append(target(f"moons against {entrant} in fewer hands than against any "
                              f"opponent", ok,
                              f"{s.moons_suffered:.2%} against {min(by_pos):.2%} at the least"))
        if s.illegal:
            out.append(f"illegal choices by {entrant}: {s.illegal}")
        return out


def table_levels(kinds: Sequence[str]) -> tuple[str | None, ...]:
    """What the table shows of each seat's player: its level, or None for OpenSpiel's
    ISMCTS or a ``--field`` bot (players the game does not know, as a human is)."""
    return tuple(None if k in ("ismcts", FIELD) else k for k in kinds)


def _suffered_by_position(results: Sequence[DealResult]) -> tuple[float, ...]:
    """Moons suffered by the opponent k seats after the entrant, k = 1 .. n - 1."""
    counts: list[int] = []
    hands = 0
    for r in results:
        for h in r.hands:
            n = len(h.scores)
            if not counts:
                counts = [0] * (n - 1)
            hands += 1
            for k in range(1, n):
                seat = (h.seat + k) % n
                counts[k - 1] += h.shooter is not None and h.shooter != seat
    return tuple(c / hands for c in counts) if hands else ()


def hand_from_dict(h: dict[str, Any]) -> HandResult:
    return HandResult(int(h["seat"]), tuple(float(x) for x in h["scores"]), h["shooter"],
                      h["queen"])


HEARTS = HeartsBench()
play_deal = HEARTS.play_deal
play_out = HEARTS.play_out
summarise = HEARTS.summarise

_PLAYING = (GameBench.play_deal, GameBench.play_out, GameBench.decide, GameBench.make_bot,
            BotConfig.search, bot_seed, HeartsBench.deal, HeartsBench.start,
            HeartsBench.several_act, HeartsBench.watcher, HeartsBench.make_bot,
            HeartsBench.search_options, HeartsBench.hand, table_levels)
"""The bench's own functions that decide how a deal is played (in a record's fingerprint)."""
