"""``bench ai --game pinochle``: Pinochle CPU teams on duplicate deals.

**Seatings.** A team of the entrant's level (seats 0 and 2) against a team of the field's
(seats 1 and 3); every deal is played twice, the second time with the teams swapped, on the
very same cards and with the same bot seeds per seat. Deal d is deal number d + 1 of the
seed (``deal_hands``) with the dealer rotating (seat d mod 4 deals), played as a single
hand from a score of 0 to 0. So ``--hands 2000`` is 1,000 deals.

**Figures.** Per team: the mean score change per hand, the relative result (own change
minus the other team's; *higher* is better), contracts declared, made, set and conceded,
and the mean contract.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..games import pinochle as engine
from ..games.pinochle import Outcome, deal_hands, start_hand
from .duplicate import BotConfig, Column, DealResult, GameBench, Summary, target

__all__ = ["PINOCHLE", "BotConfig", "HandResult", "PinochleSummary", "play_deal", "summarise"]

TARGETS = {("hard", "normal"): 0.0, ("normal", "easy"): 0.0}
"""The entrant team's relative result must be above this with the CI excluding it."""
HARD_MEDIAN_MS = 100.0
HARD_MAX_MS = 1000.0


@dataclass
class HandResult:
    entrant_team: int
    declaring_team: int
    declarer_kind: str
    contract: int
    outcome: Outcome
    changes: tuple[int, int]

    @property
    def seats(self) -> tuple[int, ...]:
        return (self.entrant_team, self.entrant_team + 2)

    @property
    def scores(self) -> tuple[float, ...]:
        return tuple(float(self.changes[s % 2]) for s in range(4))


@dataclass
class PinochleSummary(Summary):
    declared: int
    made: int
    set: int
    conceded: int
    mean_contract: float


class PinochleBench(GameBench):
    name = "pinochle"
    engine = engine
    summary_type = PinochleSummary
    points = "chg/hand"
    default_preset = "pinochle"
    legality_purpose = 0x1E6A2
    legality_options = (("bid_samples", 2),)
    budget_clock = "CPU"
    teams = True
    seating_word = "seatings"
    hand_note = "single hands from 0-0"
    legend = ("chg = the team's score change per hand; rel = own change minus the other "
              "team's (higher is better), 95% CI over deals; made = contracts made / "
              "declared.")
    columns = (
        Column("declared", 8, lambda s: f"{s.declared}"),
        Column("made", 6, lambda s: f"{s.made / s.declared:.0%}" if s.declared else "-"),
        Column("set", 5, lambda s: f"{s.set}"),
        Column("conc", 5, lambda s: f"{s.conceded}"),
        Column("bid", 6, lambda s: f"{s.mean_contract:.1f}" if s.declared else "-"),
    )

    def bots(self) -> Any:
        from ..games.pinochle import bots

        return bots

    def deal(self, rules: Any, seed: int, deal: int) -> Any:
        return deal_hands(rules, seed, deal + 1, deal % 4), deal % 4

    def start(self, rules: Any, dealt: Any, deal: int) -> Any:
        hands, dealer = dealt
        return start_hand(rules, hands, dealer=dealer)

    def lineups(self, rules: Any) -> list[tuple[int, ...]]:
        return [(0, 2), (1, 3)]

    def opponents(self, seat: int, players: int) -> list[int]:
        return [q for q in range(players) if q % 2 != seat % 2]

    def hand(self, state: Any, seats: tuple[int, ...], kinds: Sequence[str]) -> HandResult:
        h = state.history[-1]
        return HandResult(seats[0], h.declarer % 2, kinds[h.declarer], h.contract,
                          h.outcome, h.changes)

    def figures(self, results: Sequence[DealResult], entrant: bool) -> dict[str, Any]:
        declared = made = set_ = conceded = 0
        contracts: list[int] = []
        for r in results:
            for h in r.hands:
                team = h.entrant_team if entrant else 1 - h.entrant_team
                if h.declaring_team == team:
                    declared += 1
                    contracts.append(h.contract)
                    made += h.outcome is Outcome.MADE
                    set_ += h.outcome is Outcome.SET
                    conceded += h.outcome is Outcome.CONCEDED
        return {"declared": declared, "made": made, "set": set_, "conceded": conceded,
                "mean_contract": sum(contracts) / len(contracts) if contracts else math.nan}

    def title(self, entrant: str, field_name: str, players: int) -> str:
        return f"Pinochle CPU teams, {entrant} vs {field_name}"

    def verdicts(self, entrant: str, field_name: str, s: Summary, timed: bool = True
                 ) -> list[str]:
        assert isinstance(s, PinochleSummary)
        out: list[str] = []
        goal = TARGETS.get((entrant, field_name))
        if goal is not None:
            ok = s.relative - s.ci > goal
            out.append(target(f"the {entrant} team beats the {field_name} team with the CI "
                              f"above {goal:g}", ok, f"{s.relative:+.2f} ± {s.ci:.2f}"))
        if entrant == "hard":
            # judged on CPU time of the decisions with a choice (the wall clock counts the
            # other processes on a loaded machine; a forced move costs nothing)
            ok = s.cpu_choice_median <= HARD_MEDIAN_MS and s.cpu_max <= HARD_MAX_MS
            out.append(target(f"hard median <= {HARD_MEDIAN_MS:g} ms and max <= "
                              f"{HARD_MAX_MS:g} ms per decision (CPU)", ok,
                              f"CPU median {s.cpu_choice_median:.1f} ms over decisions with a "
                              f"choice, {s.cpu_median:.1f} ms over all, max {s.cpu_max:.0f} "
                              f"ms; wall {s.ms_choice_median:.1f} ms, {s.ms_median:.1f} ms, "
                              f"max {s.ms_max:.0f} ms"))
        if s.illegal:
            out.append(f"illegal choices by the {entrant} team: {s.illegal}")
        return out


PINOCHLE = PinochleBench()
play_deal = PINOCHLE.play_deal
summarise = PINOCHLE.summarise
