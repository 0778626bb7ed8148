"""``bench ai --game ombre`` (and ``--game quadrille``): Ombre's CPU players on duplicate
deals, and the calibration of the bidding thresholds.

**Seatings.** One entrant against players of the field in every other seat (two in
three-player Ombre, three in Quadrille: ``--rules quadrille`` or ``--game quadrille``).
Every deal (``deal_cards(rules, seed, d + 1, dealer)``, dealer seat 1, so seat 0 is eldest)
is played once per seat rotation, each on its own from an empty pot (the ante of that deal
is in it). **Figures**: chips per deal (the ante included), relative chips (own minus the
mean of the other seats; *higher* is better), contracts played as ombre and won (sacadas),
and the codille rate of those contracts.

**Calibration** (``--calibrate CONTRACT``): eldest plays CONTRACT on every deal against
Normal players; chips won by the estimate of ``bots.evaluate`` in half-trick buckets (how
the thresholds in ``evaluate._NEEDED`` were chosen).
"""

from __future__ import annotations

import argparse
import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..games import ombre as engine
from ..games.ombre import Bid, Contract, Pass, Phase, Result, deal_cards, start_deal
from .duplicate import Column, DealResult, Decisions, GameBench, SeatHand, Summary, target

__all__ = ["OMBRE", "HandResult", "OmbreSummary", "play_deal", "run_calibration",
           "summarise"]

DEALER = 1
TARGET_MEDIAN_MS = 100.0
TARGET_MAX_MS = 1000.0


@dataclass
class HandResult(SeatHand):
    """One deal played with the entrant in ``seat``; ``scores``: each seat's chip change,
    the ante included."""

    ombre: int | None
    """Who played the contract (None: the deal was thrown in)."""
    won: bool
    """A sacada (not a vole tried and lost)."""
    codille: bool


@dataclass
class OmbreSummary(Summary):
    contracts: int
    won: int
    codille_rate: float


class OmbreBench(GameBench):
    name = "ombre"
    engine = engine
    summary_type = OmbreSummary
    points = "chips"
    default_preset = "ombre"
    default_hands = None
    default_deals = 1000
    legality_purpose = 0x0E6A
    budget_clock = "CPU"
    hand_note = "each deal from an empty pot"
    legend = ("chips = chip change per deal (ante included); rel = own minus the mean of "
              "the other seats (higher is better), 95% CI over deals.")
    columns = (
        Column("contracts", 9, lambda s: f"{s.contracts}"),
        Column("won", 6, lambda s: f"{s.won / s.contracts:.0%}" if s.contracts else "-"),
        Column("codille", 8, lambda s: f"{s.codille_rate:.1%}" if s.contracts else "-"),
    )

    def __init__(self, name: str = "ombre", preset: str = "ombre") -> None:
        self.name = name
        self.default_preset = preset

    def bots(self) -> Any:
        from ..games.ombre import bots

        return bots

    def deal(self, rules: Any, seed: int, deal: int) -> Any:
        return deal_cards(rules, seed, deal + 1, DEALER)

    def start(self, rules: Any, dealt: Any, deal: int) -> Any:
        hands, talon = dealt
        return start_deal(rules, hands, talon, dealer=DEALER, deal_number=deal + 1)

    def hand(self, state: Any, seats: tuple[int, ...], kinds: Sequence[str]) -> HandResult:
        summary = state.history[-1]
        start = state.rules.start_chips
        return HandResult(seats[0], tuple(float(c - start) for c in state.chips),
                          summary.ombre,
                          summary.result is Result.SACADA and not summary.failed_vole,
                          summary.result is Result.CODILLE)

    def figures(self, results: Sequence[DealResult], entrant: bool) -> dict[str, Any]:
        contracts = won = codilles = 0
        for r in results:
            for h in r.hands:
                if h.ombre is not None and (h.ombre in h.seats) == entrant:
                    contracts += 1
                    won += h.won
                    codilles += h.codille
        return {"contracts": contracts, "won": won,
                "codille_rate": codilles / contracts if contracts else math.nan}

    def verdicts(self, entrant: str, field_name: str, s: Summary, timed: bool = True
                 ) -> list[str]:
        better = s.relative - s.ci > 0
        out = [f"{entrant} against {field_name}: {s.relative:+.2f} ± {s.ci:.2f} chips per "
               f"deal: " + ("better (the CI is above 0)" if better else "not shown better")]
        if entrant == "hard":
            ok = s.ms_median <= TARGET_MEDIAN_MS and s.ms_max <= TARGET_MAX_MS
            out.append(target(f"hard median <= {TARGET_MEDIAN_MS:g} ms and max <= "
                              f"{TARGET_MAX_MS:g} ms per decision", ok,
                              f"{s.ms_median:.1f} ms, {s.ms_max:.0f} ms"))
        return out


OMBRE = OmbreBench()
QUADRILLE = OmbreBench("quadrille", "quadrille")
"""Quadrille is a preset of Ombre: ``--game quadrille`` is ``--game ombre --rules
quadrille``."""
play_deal = OMBRE.play_deal
summarise = OMBRE.summarise


def run_calibration(args: argparse.Namespace, game: OmbreBench = OMBRE) -> int:
    from ..games.ombre.bots import evaluate, make_bot
    from ..games.ombre.bots.knowledge import Knowledge

    rules = game.rules(args.rules)
    try:
        contract = Contract(args.calibrate)
    except ValueError:
        raise SystemExit(f"bench ai --game ombre: no contract {args.calibrate!r}") from None
    deals = args.deals or 600
    buckets: dict[float, list[float]] = {}
    for d in range(deals):
        state = engine.new_match(rules, args.seed * 100_003 + d)
        bots = [make_bot("normal", d * 10 + s) for s in range(rules.players)]
        me = state.deal.order[0]
        view = engine.seat_view(state, me)
        est = evaluate.contract_estimates(view.hand, rules, Knowledge(view).unseen,
                                          rules.talon_size).get(contract)
        if est is None:
            raise SystemExit(f"bench ai --game ombre: {contract.value} is not a bid here")
        while state.phase is Phase.BIDDING:
            s = state.to_move
            assert s is not None
            state, _ = engine.apply(state, Bid(s, contract) if s == me else Pass(s))
        logs = [Decisions() for _ in range(rules.players)]
        state = game.play_out(state, bots, logs, lambda st: len(st.history) >= 1)
        buckets.setdefault(round(est * 2) / 2, []).append(state.history[0].change[me])
    print(f"Calibration: eldest plays {contract.value} ({rules.name}), Normal players, "
          f"{deals} deals")
    print(f"{'estimate':>8} {'deals':>6} {'chips':>7}")
    for b in sorted(buckets):
        xs = buckets[b]
        print(f"{b:>8.1f} {len(xs):>6} {sum(xs) / len(xs):>+7.1f}")
    return 0
