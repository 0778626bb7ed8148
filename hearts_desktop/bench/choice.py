"""``bench choice``: what dealer's choice costs at big tables (issue 18 item 10).

For each table (4 players: ``classic``; 8 and 12: ``cancellation``, two packs) and cap, with
``passing="dealer_choice"``: the CPU milliseconds of one ``legal_actions(state)`` and one
``seat_view(state, dealer)`` while the dealer chooses, and of ``legal_actions(state, seat)``
and ``seat_view(state, seat)`` once the dealer chose the widest pass (one card to each of
``min(cap, N - 1)`` seats). Each figure is the mean over at least ``--seconds`` of CPU time
(or 1,000 calls), after one warm-up call; ``legal`` is how many actions were listed.
"""

from __future__ import annotations

import argparse
import json
import time
from collections.abc import Callable, Iterator
from dataclasses import asdict, dataclass

from ..games.hearts import ChoosePass, Phase, Rules, apply, legal_actions, new_match, seat_view
from ..games.hearts.state import MatchState
from . import common


@dataclass
class Figure:
    players: int
    cap: int
    what: str
    ms: float
    legal: int


def table_rules(players: int, cap: int) -> Rules:
    base = Rules.preset("classic" if players <= 6 else "cancellation")
    return base.replace(players=players, passing="dealer_choice", dealer_choice_cap=cap)


def cpu_ms(call: Callable[[], object], seconds: float) -> float:
    """Mean CPU milliseconds of ``call`` over at least ``seconds`` (or 1,000 calls)."""
    call()
    start = time.process_time()
    calls = 0
    while True:
        call()
        calls += 1
        elapsed = time.process_time() - start
        if elapsed >= seconds or calls >= 1000:
            return elapsed / calls * 1000


def measure(players: int, cap: int, seconds: float) -> Iterator[Figure]:
    rules = table_rules(players, cap)
    state = new_match(rules, seed=3)
    assert state.phase is Phase.CHOOSING_PASS
    dealer = state.dealer
    wide = tuple((off, 1) for off in range(1, min(cap, players - 1) + 1))
    passing: MatchState = apply(state, ChoosePass(dealer, wide))[0]
    seat = (dealer + 1) % players
    cases: list[tuple[str, Callable[[], object], Callable[[], int]]] = [
        ("choosing: legal_actions", lambda: legal_actions(state),
         lambda: len(legal_actions(state))),
        ("choosing: seat_view", lambda: seat_view(state, dealer),
         lambda: len(seat_view(state, dealer).legal)),
        ("passing: legal_actions(seat)", lambda: legal_actions(passing, seat),
         lambda: len(legal_actions(passing, seat))),
        ("passing: seat_view", lambda: seat_view(passing, seat),
         lambda: len(seat_view(passing, seat).legal)),
    ]
    for what, call, count in cases:
        yield Figure(players, cap, what, cpu_ms(call, seconds), count())


def add_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--players", type=int, nargs="+", default=[4, 8, 12],
                        help="table sizes (default 4 8 12; above 6: Cancellation)")
    parser.add_argument("--caps", type=int, nargs="+", default=[3, 6],
                        help="dealer_choice_cap values (default 3 6)")
    parser.add_argument("--seconds", type=float, default=0.5,
                        help="CPU seconds per figure, at least (default 0.5)")
    parser.add_argument("--json", action="store_true", help="print the results as JSON")


def run(args: argparse.Namespace) -> int:
    if args.seconds <= 0:
        raise SystemExit("bench choice: --seconds must be > 0")
    info = common.machine()
    figures: list[Figure] = []
    if not args.json:
        print("Hearts Desktop benchmark: dealer's choice at big tables")
        print(common.machine_line(info))
        print("CPU ms per call (mean); 'legal' = actions listed. Passing: after the dealer "
              "chose one card to each of min(cap, N-1) seats.")
        print()
        print(f"{'players':>7} {'cap':>3}  {'call':<30} {'ms':>9} {'legal':>7}")
    for players in args.players:
        for cap in args.caps:
            for f in measure(players, cap, args.seconds):
                figures.append(f)
                if not args.json:
                    print(f"{f.players:>7} {f.cap:>3}  {f.what:<30} {f.ms:>9.3f} {f.legal:>7}")
    if args.json:
        print(json.dumps({"benchmark": "choice", "machine": info,
                          "results": [asdict(f) for f in figures]}, indent=2))
    return 0
