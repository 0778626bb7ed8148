"""The Hard CPU player: determinized search within a time budget.

**Play.** Perfect-information Monte Carlo: deal the unseen cards to the other seats at random,
consistent with everything the seat knows (``knowledge``: melds shown, the exchange it took
part in, the suits and trumps players have shown out of, the cards they could not have
held when they did not head a trick); for each sampled deal play each distinct legal card
and then the rest of the hand with the rule-based ``policy`` for all four seats (the fast
path in ``fast``), and score the hand as section 9 does (made or set, the defenders' dix
rule ...) from the seat's team's point of view. The same deals serve every candidate card.
The card with the best mean wins; sampling stops when the time budget is spent (or after a
fixed number of deals, for reproducible benchmarks).

**Budget.** ``budget_ms`` is CPU time of the thinking thread (``time.thread_time``) per card
decision, within a wall-clock ceiling of ``wall_ms`` (1 s) for a starved process: the core's
``budget.Clock``, shared by every game's search players, stops before one more deal would
pass either limit. So a busy machine makes Hard slower, not weaker. ``samples=N`` instead
plays exactly N deals per card decision (the clock is not read: deterministic).
``timers=(cpu, wall)`` are the clocks read (the tests give fake ones).

**Auction.** Monte Carlo too: the partner's hand is sampled from the unseen cards so that it
agrees with the partner's calls (the convention of ``auction``: a pass shows little, a bid a
playable hand, a jump shows meld), the exchange is carried out as the partner and this seat
would, and the team's meld plus the expected trick points give the chance to make each bid;
it bids while that chance is high enough (the personality's boldness moves the bar). Once
both opponents have passed it bids over its partner only when declaring itself pays more
(``partner.raise_pays`` over ``bid_samples`` partner hands). Calls are otherwise those of
``auction`` (signals, the partner's bid, pass with help).

**Play choice.** The searched card replaces the policy's card only when its paired
advantage over the sampled deals is ``PLAY_Z`` standard errors: the best of a dozen noisy
means is often best by chance.

Trump, exchange and concession are the Normal player's.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Sequence

from ....core.bots import LevelBot
from ....core.budget import WALL_CEILING_MS, Budget, Clock, Timer
from .. import Action, Bid, Concede, Pass, Phase, SeatView, face_index, score_hand
from . import auction, policy
from .base import decision_stream, play_action
from .fast import Table, play_out
from .hands import choose_pass, choose_return, choose_trump, meld_of, trick_estimate
from .knowledge import known_held, limits, sample_hands, table_from_view, unseen
from .normal import NormalBot, settle_raise
from .partner import TRICK_SD, TRICK_SD_FACTOR, partner_hands, phi
from .personalities import DEFAULT, Personality

MAX_SAMPLES = 400
"""Never more deals than this per decision, whatever the budget."""
PLAY_Z = 1.5
"""The searched card replaces the policy's only when its paired advantage over the deals
is this many standard errors: the best of a dozen noisy means is often best by chance
(a 60-deal search led a lone K from A-K, or Q from A-K-Q of trumps, over the ace)."""
MAKE_CHANCE = 0.55
"""The chance to make a bid that a default-bold Hard player wants."""


class HardBot(LevelBot[SeatView, Action]):
    name = "hard"
    DEFAULT = DEFAULT

    def __init__(self, seed: int = 0, personality: Personality | None = None,
                 budget_ms: float | None = 60.0, samples: int | None = None,
                 mc_auction: bool = True, search: bool = True,
                 bid_samples: int = 24, wall_ms: float = WALL_CEILING_MS,
                 timers: tuple[Timer, Timer] | None = None) -> None:
        self.seed = seed
        self.bid_samples = bid_samples
        """Partner hands per auction decision (each costs an exchange: ~4 ms)."""
        self.mc_auction = mc_auction
        """False: Normal's auction (for measuring what the search alone adds)."""
        self.search = search
        """False: Normal's card play (for measuring what the auction alone adds)."""
        self.personality = personality or DEFAULT
        self.budget_ms = budget_ms
        self.samples = samples
        self.wall_ms = wall_ms
        cpu_time, wall_time = timers or (time.thread_time, time.perf_counter)
        self.budget = Budget(None if samples is not None else budget_ms, cpu_time, wall_time,
                             wall_ms, samples if samples is not None else (
                                 MAX_SAMPLES if budget_ms is None else None))
        """The card search's budget: a fixed ``samples`` count when given (the clock unread),
        else ``budget_ms`` of CPU time (at most ``MAX_SAMPLES`` deals either way)."""
        self.last_clock: Clock | None = None
        """The clock of the last card search on a budget (what it spent)."""
        self.last_samples = 0
        """Deals played out in the last card search."""
        self.last_starved = False
        """Whether the wall ceiling (not the CPU budget) ended the last card search."""
        self._normal = NormalBot(seed, self.personality)

    def decide(self, view: SeatView) -> tuple[Action, str]:
        legal = view.legal
        if view.phase is Phase.BIDDING:
            if not self.mc_auction:
                return self._normal.choose_with_reason(view)
            return self._bid(view)
        if view.phase is not Phase.PLAYING:
            return self._normal.choose_with_reason(view)
        if Concede(view.seat) in legal or not self.search:
            action, reason = self._normal.choose_with_reason(view)
            if isinstance(action, Concede) or not self.search:
                return action, reason
        return self._play(view)

    # ------------------------------------------------------------------ play

    def _play(self, view: SeatView) -> tuple[Action, str]:
        table = table_from_view(view)
        cands = sorted(set(table.legal(view.seat)))
        if len(cands) == 1:
            return play_action(view, cands[0]), "only_choice"
        rng = decision_stream(self.seed, view, salt=0x4A2D)
        known, top, pool = known_held(view), limits(view), unseen(view)
        values: dict[int, list[float]] = {c: [] for c in cands}
        evaluate = _evaluator(view)
        budget = self.budget
        clock = self.last_clock = budget.start()
        n = 0
        while True:
            hands = sample_hands(view, rng, known=known, top=top, pool_counts=pool)
            for c in cands:
                t = table.copy_with([list(h) for h in hands])
                t.play(c)
                play_out(t, policy.choose)
                values[c].append(evaluate(t))
            n += 1
            if budget.done(clock, n, MAX_SAMPLES):
                break
        self.last_samples = n
        self.last_starved = clock is not None and clock.starved
        default = policy.choose(table, view.seat)
        best = max(cands, key=lambda c: (sum(values[c]), c == default))
        if best != default and not _clearly_better(values[best], values[default]):
            best = default
        return play_action(view, best), "search"

    # ------------------------------------------------------------------ auction

    def _bid(self, view: SeatView) -> tuple[Action, str]:
        action, reason = auction.call(view, self.personality)
        nxt = view.next_bid
        assert nxt is not None
        if reason == "bid_to_declare":
            return settle_raise(view, action, reason, self.seed, self.bid_samples)
        if reason not in ("bid_value", "pass_weak") or Pass(view.seat) not in view.legal:
            return action, reason  # signals, the partner's bid, the forced opening
        chance = self._make_chance(view, nxt)
        bar = MAKE_CHANCE - 0.3 * (self.personality.boldness - 0.5)
        if chance >= bar:
            return Bid(view.seat, nxt), "bid_value"
        if isinstance(action, Bid):
            return Pass(view.seat), "pass_weak"
        return action, reason

    def _make_chance(self, view: SeatView, bid: int) -> float:
        """The chance that the team makes ``bid`` with this seat declaring."""
        rules = view.rules
        mine = sorted(face_index(c) for c in view.hand)
        trump = choose_trump(mine, rules)
        rng = decision_stream(self.seed, view, salt=0xB1D)
        counts = unseen(view)
        pool = [f for f in range(24) for _ in range(counts[f])]
        tricks = trick_estimate(mine, trump, rules)
        sd = TRICK_SD * TRICK_SD_FACTOR.get(rules.hand_size, 1.0)
        need = bid / rules.scale
        chances = []
        for hand in partner_hands(view, pool, rng, self.bid_samples):
            give = choose_pass(hand, trump, rules)
            rest = list(hand)
            for f in give:
                rest.remove(f)
            team = mine + give
            back = choose_return(team, trump, rules, give)
            for f in back:
                team.remove(f)
            meld = meld_of(team, trump, rules) + meld_of(rest + back, trump, rules)
            chances.append(phi((meld + tricks - need + 0.5) / sd))
        return sum(chances) / len(chances) if chances else 0.0


def _clearly_better(a: Sequence[float], b: Sequence[float], z: float = PLAY_Z) -> bool:
    """Whether the paired results ``a`` beat ``b`` by ``z`` standard errors."""
    n = len(a)
    if n < 2:
        return False
    diffs = [x - y for x, y in zip(a, b, strict=True)]
    mean = sum(diffs) / n
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    return mean > z * math.sqrt(var / n)


def _evaluator(view: SeatView) -> Callable[[Table], float]:
    """The seat's team's result of a finished ``Table`` (its change minus the other's)."""
    rules = view.rules
    assert view.declarer is not None and view.contract is not None
    d = view.declarer % 2
    me = view.seat % 2
    melds = view.team_melds
    dix = sum(p.value for s in range(4) if s % 2 != d
              for m in (view.melds[s],) if m is not None
              for p in m.details if p.name == "dix")
    contract = view.contract

    def evaluate(t: Table) -> float:
        _, _, _, change = score_hand(rules, d, contract, melds, t.counters, t.tricks_won,
                                     False, dix)
        return float(change[me] - change[1 - me])

    return evaluate
