"""The Hard CPU player: Normal's judgement, plus search where it matters.

- Play: determinized search. It deals the unseen cards to the other hands many times, in
  ways consistent with what its seat has seen (``knowledge.py``: voids shown, the turned
  tourné card, Quadrille's called card), plays each legal card on every sampled deal and
  finishes the deal with the shared policy (``sim.py``), scoring each ending in the chips
  the seat would win. The card with the best average wins. Samples are shared by all
  candidate cards, and the search stops at its time budget.
- Bidding: where Normal's estimate is close to the line, it simulates the deal under each
  contract it may bid (exchange, trump, play-out) and bids what pays best, or passes.
- Primeras: compares stopping (the sure sacada with its bonus) with going on, by the same
  sampled play-outs.

The budget (``budget_ms``, per search) is CPU time of the thinking thread
(``time.thread_time``) within a wall-clock ceiling of ``wall_ms`` (1 s) for a starved
process: the core's ``budget.Clock``, shared by every game's search players, stops before
one more sample would pass either limit (after at least ``FEWEST`` samples), so a busy
machine makes Hard slower, not weaker. ``samples`` caps the samples per search. With
``budget_ms=None`` and a fixed ``samples`` count it is deterministic (tests, the legality
sweep). ``timers=(cpu, wall)`` are the clocks read (the tests give fake ones).
"""

from __future__ import annotations

import time
from collections.abc import Iterator

from ....core.budget import WALL_CEILING_MS, Budget, Clock, Timer
from ..actions import Action, Bid, Pass, PlayCard, Primeras, Surrender
from ..contracts import Contract, Result
from ..rules import Rules
from ..scoring import OmbreOutcome, honours, net_change, ombre_payments, quadrille_matador_bonus
from ..view import SeatView
from . import evaluate as ev
from .base import decision_stream
from .knowledge import Knowledge
from .normal import NormalBot
from .personalities import Personality
from .sim import ALL_CARDS, CARD_OF, Position, Stakes, Table, chips_for, play_out, table

_SALT_PLAY = 21
_SALT_BID = 22
_SALT_VOLE = 23
_BELIEF_TRIES = 6
"""Sampled deals tried per sample before one that fits ombre's bid is accepted anyway."""
FEWEST = 4
"""Samples a search on a budget plays whatever the clock says."""
MOST = 400
"""Samples a search on a budget plays at most (unless ``samples`` says otherwise)."""
FIXED = 12
"""Samples per search in the deterministic mode when ``samples`` is not given."""


class HardBot(NormalBot):
    name = "hard"

    def __init__(self, seed: int = 0, personality: Personality | None = None, *,
                 budget_ms: float | None = 60.0, samples: int | None = None,
                 wall_ms: float = WALL_CEILING_MS,
                 timers: tuple[Timer, Timer] | None = None) -> None:
        super().__init__(seed, personality)
        self.budget_ms = budget_ms
        self.samples = samples
        self.wall_ms = wall_ms
        cpu_time, wall_time = timers or (time.thread_time, time.perf_counter)
        self.budget = Budget(budget_ms, cpu_time, wall_time, wall_ms,
                             samples or (FIXED if budget_ms is None else MOST))
        """Each search's budget (a search: one card, one contract's simulation, the
        primeras)."""
        self.last_clock: Clock | None = None
        """The clock of the last search on a budget (what it spent)."""
        self.last_samples = 0
        """Samples of the last search."""
        self.last_starved = False
        """Whether the wall ceiling (not the CPU budget) ended the last search."""

    # ----------------------------------------------------------------- budget
    def _rounds(self, most: int | None = None) -> Iterator[int]:
        """The sample rounds of one search: yields 0, 1, ... until the budget is spent
        (at least ``FEWEST`` rounds on a budget) or ``most`` rounds are done. The clock is
        read after each round, i.e. when the next is asked for."""
        budget = self.budget
        cap = budget.samples or MOST
        if most is not None:
            cap = min(cap, most)
        fewest = min(FEWEST, cap)
        clock = self.last_clock = budget.start()
        self.last_starved = False
        n = 0
        while n < cap:
            if n and clock is not None and clock.over() and n >= fewest:
                break
            yield n
            n += 1
            self.last_samples = n
        self.last_starved = clock is not None and clock.starved

    # ----------------------------------------------------------------- play
    def stakes(self, view: SeatView, partner: int | None, vole: bool = False) -> Stakes:
        assert view.ombre is not None and view.contract is not None
        rules = view.rules
        hw = hwo = bonus = 0
        if view.seat == view.ombre and view.trump is not None:
            tricks = [*view.tricks, *([view.trick] if view.trick is not None else [])]
            start = [*view.hand, *(c for tr in tricks for s, c in tr.plays if s == view.seat)]
            if rules.has_talon and view.contract is not Contract.CONTRABOLA:
                hw, hwo = honours(start, view.trump, rules.honour_cap)
            if rules.is_quadrille:
                bonus = quadrille_matador_bonus(start, view.trump)
        return Stakes(rules, view.players, view.ombre, partner, view.contract,
                      view.play_order, view.pot, hw, hwo, bonus, view.forced is not None,
                      vole)

    def _samples(self, view: SeatView, salt: int):
        """Yield (hands by seat as ints, partner) for sampled deals until the budget ends."""
        k = Knowledge(view)
        rng = decision_stream(self.seed, view, salt)
        believe = self._belief(view)
        for _ in self._rounds():
            others, _ = k.sample(rng)
            for _ in range(_BELIEF_TRIES):
                if believe is None or believe(others):
                    break
                others, _ = k.sample(rng)
            hands: list[list[int]] = [[] for _ in range(view.players)]
            hands[view.seat] = [c.index for c in view.hand]
            for s, cards in others.items():
                hands[s] = [c.index for c in cards]
            partner = view.partner
            if view.called is not None and partner is None:
                holder = [s for s in range(view.players) if view.called.index in hands[s]]
                partner = holder[0] if holder else None
            yield hands, partner

    def _belief(self, view: SeatView):
        """A test a sampled deal should pass to be believed: ombre's hand (what is left
        plus what ombre has played) is worth the contract ombre chose; None: no test."""
        ombre, trump, contract = view.ombre, view.trump, view.contract
        if (ombre is None or ombre == view.seat or trump is None or view.forced is not None
                or contract is None or not view.rules.has_talon
                or contract is Contract.CONTRABOLA):
            return None
        tricks = [*view.tricks, *([view.trick] if view.trick is not None else [])]
        shown = [c for tr in tricks for s, c in tr.plays if s == ombre]
        floor = ev.needed(view.rules, contract) - (0.8 if contract is Contract.SOLO else 1.6)

        def believe(others: dict[int, list]) -> bool:
            return ev.hand_tricks([*others[ombre], *shown], trump) >= floor

        return believe

    def play(self, view: SeatView) -> Action:
        if Surrender(view.seat) in view.legal and self.should_surrender(view):
            return Surrender(view.seat)
        cards = [a.card.index for a in view.legal if isinstance(a, PlayCard)]
        if len(cards) == 1:
            return PlayCard(view.seat, CARD_OF[cards[0]])
        assert view.trump is not None and view.ombre is not None and view.contract is not None
        t = table(view.trump)
        me = view.seat
        cards = distinct(cards, Knowledge(view).out_ints(), t)
        if len(cards) == 1:
            return PlayCard(me, CARD_OF[cards[0]])
        totals = dict.fromkeys(cards, 0.0)
        misere = view.contract is Contract.CONTRABOLA
        first = None
        if not view.vole_attempt and view.surrendered is None and view.contract in (
                Contract.ENTRADA, Contract.TOURNE, Contract.SOLO, Contract.GASCAROLA,
                Contract.ALLIANCE):
            first = 5 if view.rules.has_talon else view.rules.target
        for hands, partner in self._samples(view, _SALT_PLAY):
            stakes = self.stakes(view, partner, view.vole_attempt)
            side = {view.ombre} if partner is None else {view.ombre, partner}

            def friends_of(s: int, side: set[int] = side):
                mine = s in side
                return lambda x: (x in side) == mine

            trick = [(s, c.index) for s, c in view.trick.plays] if view.trick else []
            leader = view.trick.leader if view.trick else me
            for card in cards:
                hs = [list(h) for h in hands]
                hs[me].remove(card)
                pos = Position(t, view.play_order, hs, [*trick, (me, card)], leader,
                               list(view.tricks_won), len(view.tricks), view.ombre,
                               view.contract)
                won, stopped = play_out(pos, friends_of, misere, frozenset(side), first)
                totals[card] += team_value(stakes, won, me, side, stopped)
        best = max(cards, key=lambda c: (totals[c], -t.strength[c]))
        return PlayCard(me, CARD_OF[best])

    # ----------------------------------------------------------------- primeras
    def primeras(self, view: SeatView) -> Action:
        if not view.rules.has_talon or view.trump is None or view.ombre is None \
                or view.contract is None:
            return super().primeras(view)
        stop = self._stop_value(view)
        go = 0.0
        n = 0
        t = table(view.trump)
        for hands, partner in self._samples(view, _SALT_VOLE):
            stakes = self.stakes(view, partner, vole=True)
            pos = Position(t, view.play_order, [list(h) for h in hands], [], view.seat,
                           list(view.tricks_won), len(view.tricks), view.ombre, view.contract)
            won, _ = play_out(pos, lambda s: (lambda x: (x == view.ombre) == (s == view.ombre)))
            go += chips_for(stakes, won, view.seat)
            n += 1
        appetite = (self.personality.vole_appetite - 0.5) * 4
        return Primeras(view.seat, n > 0 and go / n + appetite > stop)

    def _stop_value(self, view: SeatView) -> float:
        stakes = self.stakes(view, None)
        o = OmbreOutcome(view.seat, stakes.contract, Result.SACADA, None,
                         tuple(s for s in range(view.players) if s != view.seat), (),
                         stakes.honours_with, stakes.honours_without, primeras=True)
        return float(net_change(view.players, ombre_payments(view.rules, o, view.pot))[
            view.seat])

    # ----------------------------------------------------------------- bidding
    def bid(self, view: SeatView) -> Action:
        rules = view.rules
        est = self.estimates(view)
        margin = self.bid_margin(view)
        offered = [a.contract for a in view.legal if isinstance(a, Bid)]
        close = [c for c in offered if abs(est.get(c, -9.0) - ev.needed(rules, c) - margin) < 0.9]
        if not close:
            return super().bid(view)
        clear = [c for c in offered if est.get(c, -9.0) >= ev.needed(rules, c) + margin + 0.9]
        values = {c: self._simulate_contract(view, c) for c in close}
        for c in clear:
            values[c] = ev.bid_value(rules, c, est[c], margin) + 10.0
        best = max(values, key=lambda c: values[c])
        if values[best] <= margin * 10:
            return Pass(view.seat)
        return Bid(view.seat, best)

    def _simulate_contract(self, view: SeatView, contract: Contract) -> float:
        """Average chips this seat wins as ombre in ``contract`` over sampled deals
        (exchange by Normal's rules, trump by evaluation, play by the policy)."""
        rules: Rules = view.rules
        k = Knowledge(view)
        rng = decision_stream(self.seed, view, _SALT_BID + len(contract.value))
        total = 0.0
        n = 0
        order = view.order
        me = view.seat
        pot = view.pot
        for _ in self._rounds(40):
            others, rest = k.sample(rng)
            talon = list(rest)
            total += _simulate(rules, me, order, list(view.hand), others, talon, contract, pot)
            n += 1
        return total / max(n, 1)


def team_value(stakes: Stakes, won: list[int], me: int, side: set[int],
               primeras: bool = False) -> float:
    """What a play-out is worth to ``me``: its own chips on the declaring side; for a
    defender what the declaring side loses (the defenders play together: a defender
    gains nothing by taking a trick from its partner)."""
    if me in side:
        return float(chips_for(stakes, won, me, primeras))
    return -float(sum(chips_for(stakes, won, s, primeras) for s in side))


def distinct(cards: list[int], out: set[int], t: Table) -> list[int]:
    """One card of each run of equivalent cards: same effective suit, no card still out
    between them, and neither a matador (a matador kept keeps its privilege)."""
    st, su, mat = t.strength, t.suit, t.matador
    keep: list[int] = []
    for c in sorted(cards, key=lambda x: (su[x], -st[x])):
        if keep:
            p = keep[-1]
            if (su[p] == su[c] and not mat[p] and not mat[c]
                    and not any(su[o] == su[c] and st[c] < st[o] < st[p] for o in out)):
                continue
        keep.append(c)
    return keep


def _simulate(rules: Rules, me: int, order: tuple[int, ...], hand: list, others: dict,
              talon: list, contract: Contract, pot: int) -> float:
    """One sampled deal played out with ``me`` as ombre in ``contract``."""
    hands = {s: list(h) for s, h in others.items()}
    hands[me] = list(hand)
    talon = list(talon)
    trump = None
    if contract is Contract.TOURNE and talon:
        trump = talon[0].suit
    if rules.has_talon and contract in (Contract.ENTRADA, Contract.TOURNE):
        if trump is None:
            _, trump = ev.entrada_estimate(hands[me], rules, talon, len(talon))
        gone = ev.discards(hands[me], trump, 0, min(8, len(talon)))
        hands[me] = [c for c in hands[me] if c not in gone] + talon[:len(gone)]
        talon = talon[len(gone):]
        trump, _ = ev.best_trump(hands[me], rules) if contract is Contract.ENTRADA else (
            trump, 0.0)
    if trump is None:
        trump, _ = ev.best_trump(hands[me], rules)
    if rules.has_talon:
        i = order.index(me)
        for s in (order[(i + j) % len(order)] for j in range(1, len(order))):
            gone = ev.discards(hands[s], trump, 0, len(talon), threshold=1.5)
            hands[s] = [c for c in hands[s] if c not in gone] + talon[:len(gone)]
            talon = talon[len(gone):]
    partner = None
    if contract is Contract.ALLIANCE:
        options = [c for c in ALL_CARDS if c.rank == 13 and c not in hands[me]]
        if options:
            called = ev.call_choice(hands[me], trump, options)
            partner = next((s for s, h in hands.items() if called in h), None)
    hw = hwo = bonus = 0
    if rules.has_talon:
        hw, hwo = honours(hands[me], trump, rules.honour_cap)
    else:
        bonus = quadrille_matador_bonus(hands[me], trump)
    t = table(trump)
    n = rules.players
    int_hands = [[c.index for c in hands.get(s, [])] for s in range(n)]
    side = {me} if partner is None else {me, partner}
    leader = order[0] if rules.lead_eldest else me
    pos = Position(t, order, int_hands, [], leader, [0] * n, 0, me, contract)
    first = 5 if rules.has_talon else rules.target
    won, stopped = play_out(pos, lambda s: (lambda x: (x in side) == (s in side)),
                            contract is Contract.CONTRABOLA, frozenset(side), first)
    stakes = Stakes(rules, n, me, partner, contract, order, pot, hw, hwo, bonus)
    return float(chips_for(stakes, won, me, stopped))
