"""The Hard CPU player: determinized Monte Carlo search on the engine's fast path.

For a card play the bot samples deals of the hidden cards consistent with its view
(``knowledge.MaskSampler``, on card bitmasks: its own hand, cards it passed, voids shown,
cards played) and plays each candidate card out in every sampled deal with a rollout
policy, every candidate of one sample from the same random stream (common random
numbers). The card with the best mean utility wins. The utility is the deal score
relative to the others (the mean of the other seats' deal scores minus its own; moons
and the sun as the fast path scores them); when the deal can end the match, a match
won or lost counts too.

Longer than 600 lines: the card search, the pass search, the exact endgame solver and the
CPU-time clock share the sampled deals and the utility; apart they would hand each other
the same half-dozen values on every call of a hot loop.

The rollout policy (``moon_rollout``, played by the fused ``rollout.moon_playout``) is the
shared Normal-like policy (``rollout.normal_policy_mask``) for every seat, except that a
seat which has taken every penalty card so far, and enough of them, plays to take every
trick. Without that the opponents in the rollouts never shoot, and the search walks into
moons (measured: relative score -0.3 against three Normal bots with the plain policy,
about -2 with this one). On request (``endgame=ENDGAME_TRICKS``; off by default) the last
tricks of each sampled deal (at most ``ENDGAME_CARDS`` cards in the hands) are solved
exactly instead (``Endgame``: max^n, every seat playing for itself with every hand known).
Off because it measured weaker: on the same 400 hands at 60 samples a decision, Hard
against three Normal scored rel -1.83 with it and -2.63 without (double-dummy opponents
are not the opponents Hard meets; docs/benchmarks.md, "Hard and Expert").

Work comes in rounds of samples: the search stops when the budget (``budget_ms`` of CPU
time of the thinking thread, ``time.thread_time``) would be passed, when the wall-clock
ceiling (``wall_ms``, 1 s) would be passed -- a starved process plays with the samples it
managed (``Clock``) --, or -- the deterministic mode used by tests and reproducible
benchmarks -- after a fixed number of samples (``samples=N``, ``budget_ms=None``).
Candidates whose paired difference to the best one is clearly negative (``prune_z``
standard errors) are dropped every four samples, and the search ends early when one
candidate is left. Cards of equal value (e.g. 5♥ and 6♥ when the cards between them are
gone) count as one candidate. The drop is a test repeated every four samples, so the
longer a search, the likelier it drops a card that was only behind by chance: at Hard's
z of 2.5 a 300 ms search chose worse than its own model with many samples would have,
where z 4 almost never did (docs/benchmarks.md, "Hard and Expert": mean regret per card
decision 0.018 against 0.003 points on 103 mid-deal views); Expert tests at z 4.

Passes: Normal's pass and other passes made of the cards Normal most wants to give are
played out in sampled deals (the other seats pass as Normal would with their sampled
hands); another pass replaces Normal's only if it is clearly better. A moon choice is
computed exactly from the scores. Rules the fast path does not play (Kitty, Hi-Lo jokers,
Cancellation, Complex scoring; ``fast.supports`` is False) and the dealer's choice of a
pass scheme fall back to the Normal bot.

Both levels keep stoppers in their rollouts (``stopper``): while one seat alone has taken
penalty cards, the others keep their highest heart. With the Normal rules' discards (the
highest heart first) the rollouts' shooters make too many moons against strong opponents,
and the search walks into moons it cannot make (docs/benchmarks.md, "stoppers in the
rollouts"). A seat whose player the table shows as a CPU player of a level that discards
by the Normal rules (``NAIVE_LEVELS``: random, easy, normal; ``seat_levels``) is modelled
as it plays, without a stopper: against such players a shot succeeds more often, and the
search knows it. A human, an unknown player or a Hard or Expert one keeps a stopper.

``ExpertBot`` is the same search with a larger budget (300 ms per card, 900 ms per pass),
a stricter drop test (``EXPERT_PRUNE_Z``) and a lower bar for leaving Normal's pass
(``EXPERT_PASS_Z`` standard errors against Hard's ``PASS_Z`` of 2): its pass search has
3.75 times Hard's CPU time, so a smaller lead is already real. Against three Hard
bots on the same deals (Expert at 300 samples, Hard at 60) the lower bar scored better
than 2 (docs/benchmarks.md, "session 10"); with Hard's fewer samples it would pick more
passes by luck, so Hard keeps 2. ``LEVEL_BOTS`` maps the level names to the two classes.

Reason codes (``choose_with_reason``): ``"search"``, ``"equivalent"`` (all legal cards
are worth the same), ``"only_choice"``, ``"moon_choice"`` and ``"fallback"``.
"""

from __future__ import annotations

import functools
import math
import time
from collections.abc import Callable, Sequence
from dataclasses import replace
from itertools import combinations
from typing import Any

from ....core import budget
from ....core.budget import WALL_CEILING_MS, Timer
from ....core.rng import Stream
from .. import (
    Action,
    Card,
    ChooseMoon,
    PassCards,
    Phase,
    PlayCard,
    Score,
    SeatView,
    fast,
)
from ..cards import FULL_PACK
from ..scoring import game_over, ranking, target_reset
from .base import decision_stream, first_legal_pass
from .knowledge import Knowledge, MaskSampler
from .normal import FULL, NormalBot, pass_scores
from .personalities import DEFAULT, Personality, seat_level
from .rollout import (
    ALL_SEATS,
    SHOOTER_SHARE,
    moon_playout,
    normal_policy_mask,
    policy_playout,
)

__all__ = ["EXPERT_PASS_Z", "EXPERT_PRUNE_Z", "LEVEL_BOTS", "NAIVE_LEVELS", "PASS_Z", "PRUNE_Z",
           "WALL_CEILING_MS", "Clock", "ExpertBot", "HardBot", "model_pass",
           "normal_pass_order", "pass_candidates", "pass_masks", "start_position", "stopper_seats"]

Rollout = Callable[[fast.Position, Stream], tuple[int, ...]]

_SALT_PLAY = 0x4A01
_SALT_PASS = 0x4A02
_MIN_WEIGHT = 0.01
"""Samples whose weight is below this fraction of the best sample's are not played out."""
_MAX_DRAWS = 4
"""In the deterministic mode, at most this many samples drawn per sample played out."""


def _real(score: Score) -> int:
    return int(score.real)


def _mask(cards: Sequence[Card]) -> int:
    m = 0
    for c in cards:
        m |= 1 << c.index
    return m


def _cards(mask: int) -> tuple[Card, ...]:
    """The cards of a one-pack mask, in index (= sorted) order."""
    out = []
    while mask:
        low = mask & -mask
        out.append(FULL_PACK[low.bit_length() - 1])
        mask ^= low
    return tuple(out)


# --------------------------------------------------------------------------- the clock


PRUNE_Z = 2.5
"""Hard drops a candidate whose paired deficit to the best is this many standard errors."""
EXPERT_PRUNE_Z = 4.0
"""Expert's drop test: its longer searches test more often (see the module notes)."""
PASS_Z = 2.0
"""Hard leaves Normal's pass for a searched one at this many standard errors."""
EXPERT_PASS_Z = 0.5
"""Expert's threshold for leaving Normal's pass: its pass search has 3.75 times Hard's
CPU time, so a smaller lead is already trustworthy (see the module notes)."""


class Clock(budget.Clock):
    """When a search must stop (the core's ``budget.Clock``, the budget of every game's
    search players): ``cpu_ms`` of CPU time spent by the thinking thread
    (``time.thread_time``), or the wall-clock ceiling ``wall_ms`` about to be passed,
    whichever comes first.

    The CPU budget makes the strength independent of the load: a bot that shares a busy
    core gets the same number of samples, only later. Both limits are predictive: the
    search stops when one more round of work like the last one (CPU time) would pass the
    budget, or when the time elapsed plus the longest round so far (wall time) would pass
    ``wall_ms``. So a decision ends within its CPU budget, and a starved process (less
    than ``cpu_ms / wall_ms`` of a core) plays with the samples it managed to do and
    returns within the ceiling unless one round of work is itself stalled by the
    scheduler. ``spent_cpu_ms``/``spent_wall_ms`` tell afterwards what it used.

    ``cpu_time`` and ``wall_time`` (seconds, defaults ``time.thread_time`` and
    ``time.perf_counter``) are the clocks read; the tests give fake ones."""

    __slots__ = ()

    def __init__(self, cpu_ms: float, wall_ms: float = WALL_CEILING_MS, *,
                 cpu_time: Timer = time.thread_time,
                 wall_time: Timer = time.perf_counter) -> None:
        super().__init__(cpu_ms, wall_ms, cpu_time=cpu_time, wall_time=wall_time)


# --------------------------------------------------------------------------- utilities


class Utility:
    """Turns a playout's deal scores into the searching seat's utility (higher is better).

    Normally the deal score relative to the others: mean of the others' scores minus its
    own. When this deal can end the match (a score near the threshold, or the last deal of
    a deal limit), a finished match adds ``weight`` for a win (half for a shared win) and
    subtracts it for a loss."""

    def __init__(self, view: SeatView) -> None:
        rules = view.rules
        n = rules.players
        self.seat = view.seat
        self.n = n
        self.rules = rules
        scores = view.match_scores
        self.match = tuple(_real(s) for s in scores)
        swing = fast.fast_rules(rules).moon_value * (2 if rules.sun else 1)
        self.weight = float(max(26, 2 * swing))
        near = (rules.end_threshold is not None
                and max(self.match) + swing + 30 >= rules.end_threshold)
        last = rules.deal_limit is not None and view.deal_number >= rules.deal_limit
        self.deal_number = view.deal_number
        self.endgame = near or last
        self.cache: dict[tuple[int, ...], float] = {}

    def __call__(self, scores: tuple[int, ...]) -> float:
        seat = self.seat
        own = scores[seat]
        rel = (sum(scores) - own) / (self.n - 1) - own
        if not self.endgame:
            return rel
        hit = self.cache.get(scores)
        if hit is None:
            hit = self.cache[scores] = rel + self._outcome(scores)
        return hit

    def _outcome(self, scores: tuple[int, ...]) -> float:
        rules = self.rules
        totals = [a + b for a, b in zip(self.match, scores, strict=True)]
        if rules.target_reset:
            totals = [_real(target_reset(t)) for t in totals]
        # (A book reset is not modelled: the shooter is not known from the scores alone.)
        if not game_over(rules, totals, self.deal_number, ()):
            return 0.0
        places = ranking(rules, totals, ())
        if places[self.seat] != 1:
            return -self.weight
        winners = sum(1 for p in places if p == 1)
        return self.weight if winners == 1 else self.weight / 2


# --------------------------------------------------------------------------- rollouts


def random_rollout(pos: fast.Position, stream: Stream) -> tuple[int, ...]:
    """Uniformly random legal cards to the end (``fast.playout``)."""
    return fast.playout(pos, stream)


def normal_rollout(pos: fast.Position, stream: Stream) -> tuple[int, ...]:
    """The shared Normal-like rollout policy (``rollout.normal_policy_mask``) for every
    seat."""
    return policy_playout(pos)


def _shooter(pos: fast.Position) -> int:
    """The seat that is shooting the moon in a rollout, or -1: the only seat holding
    penalty cards so far, with at least 30% of the moon value or the Q♠ and two hearts."""
    tab = pos.tab
    pen = tab.penalty
    shooter = -1
    for s, m in enumerate(pos.taken):
        if m & pen:
            if shooter >= 0:
                return -1
            shooter = s
    if shooter < 0:
        return -1
    got = pos.taken[shooter] & pen
    pts = 0
    for shift, table in tab.value_tables:
        pts += table[(got >> shift) & 0x1FFF]
    if 10 * pts >= 3 * tab.moon_value or (got >> 36 & 1 and (got & fast.HEARTS).bit_count() >= 2):
        return shooter
    return -1


def _shoot_card(pos: fast.Position, legal: int) -> int:
    """The shooter's card: cash a card nobody can beat (hearts first), else the top of its
    longest suit; follow with a winning card when it can, else its lowest; discard its
    lowest card that is not a penalty card."""
    tab = pos.tab
    me = pos.to_move
    hand = pos.hands[me]
    out = 0
    for s, h in enumerate(pos.hands):
        if s != me:
            out |= h
    trick = pos.trick
    if not trick:
        best = -1
        key = (-1, -1, -1)
        for su in (3, 2, 1, 0):
            m = legal & fast.SUIT_MASKS[su]
            if not m:
                continue
            top = m.bit_length() - 1
            sure = not (out & fast.SUIT_MASKS[su]) >> (top + 1)
            k = (int(sure), int(su == 3) if sure else (hand & fast.SUIT_MASKS[su]).bit_count(),
                 top % 13)
            if k > key:
                key = k
                best = top
        return best
    led = trick[0] // 13
    suit = fast.SUIT_MASKS[led]
    if legal & suit:
        high = max(c for c in trick if c // 13 == led)
        top = legal.bit_length() - 1
        if top > high:
            return top
        return (legal & -legal).bit_length() - 1
    keep = legal & ~tab.penalty & ~tab.bonus_mask or legal
    low = -1
    for su in range(4):
        m = keep & fast.SUIT_MASKS[su]
        if m:
            c = (m & -m).bit_length() - 1
            if low < 0 or c % 13 < low % 13:
                low = c
    return low


def moon_rollout(pos: fast.Position, stream: Stream) -> tuple[int, ...]:
    """The shared policy, except that a seat shooting the moon (``_shooter``) plays to take
    every trick (the Normal bot does; the shared policy only blocks)."""
    p = pos.copy()
    last = p.tab.hand_size
    play = fast.play
    legal_mask = fast.legal_mask
    moon = p.tab.moon_on
    shooter = _shooter(p) if moon else -1
    while p.trick_number <= last:
        legal = legal_mask(p)
        if legal & (legal - 1):
            if shooter >= 0 and p.to_move == shooter:
                c = _shoot_card(p, legal)
            else:
                c = normal_policy_mask(p, legal)
        else:
            c = legal.bit_length() - 1
        if play(p, c, check=False) is not None and moon:
            shooter = _shooter(p)
    return fast.score(p)


def fast_moon_rollout(pos: fast.Position, stream: Stream) -> tuple[int, ...]:
    """``moon_rollout``'s cards, played by ``rollout.moon_playout`` (one fused loop)."""
    return moon_playout(pos)


def _moon_share_rollout(pos: fast.Position, stream: Stream, share: float,
                        stopper: bool | int = False) -> tuple[int, ...]:
    return moon_playout(pos, share, stopper)


NAIVE_LEVELS = frozenset({"random", "easy", "normal"})
"""The levels whose players discard their highest heart whatever the moon (the Normal
rules; Easy forgets more, random plays anything): the rollouts model them without a
stopper."""


def stopper_seats(seat_levels: Sequence[str | None]) -> int:
    """The seat mask of the players the rollouts let keep a stopper (``moon_playout``):
    every seat but those whose level (``seat_levels[s]``; None: a human or unknown
    player) is one of ``NAIVE_LEVELS``."""
    mask = ALL_SEATS
    for s, level in enumerate(seat_levels):
        if level in NAIVE_LEVELS:
            mask &= ~(1 << s)
    return mask


ROLLOUTS: dict[str, Rollout] = {
    "random": random_rollout,
    "policy": normal_rollout,
    "moon": fast_moon_rollout,
    "moon_reference": moon_rollout,
}


# --------------------------------------------------------------------------- endgame


ENDGAME_TRICKS = 4
"""With ``endgame=ENDGAME_TRICKS`` (not the default, which is 0: off), from this many
tricks left (the current one included) a card decision solves each sampled deal exactly
instead of rolling it out (with at most ``ENDGAME_CARDS`` cards in
the hands: 4 tricks with three or four players, 3 with five, 2 with six)."""
ENDGAME_CARDS = 16
ENDGAME_NODES = 3_000
"""A solve that visits more positions than this is abandoned: the decision goes on with
rollouts (``Endgame.TooBig``)."""


class Endgame:
    """Exact play of the last tricks of a sampled deal (double dummy): every seat plays the
    card that is best for itself with every hand known -- the searching seat by its
    ``Utility``, the others by their relative deal score (their deal score against the mean
    of the others') -- deeper seats likewise (max^n; ties go to the lower card). Cards of
    equal value with nothing live between them are tried once. Completed tricks are
    memoised per sample."""

    class TooBig(Exception):
        """The solve visited more than ``max_nodes`` positions."""

    def __init__(self, seat: int, utility: Utility, max_nodes: int = ENDGAME_NODES) -> None:
        self.seat = seat
        self.utility = utility
        self.memo: dict[tuple[object, ...], tuple[float, ...]] = {}
        self.max_nodes = max_nodes
        self.nodes = 0

    def value(self, pos: fast.Position) -> float:
        """The searching seat's utility of ``pos`` under exact play (``pos`` unchanged);
        ``Endgame.TooBig`` if that takes more than ``max_nodes`` positions."""
        self.nodes = 0
        return self._solve(pos.copy())[self.seat]

    def _leaf(self, pos: fast.Position) -> tuple[float, ...]:
        scores = fast.score(pos)
        n = len(scores)
        total = sum(scores)
        out = [(total - n * x) / (n - 1) for x in scores]
        out[self.seat] = self.utility(scores)
        return tuple(out)

    def _solve(self, pos: fast.Position) -> tuple[float, ...]:
        if pos.is_over:
            return self._leaf(pos)
        key: tuple[object, ...] | None = None
        if not pos.trick:
            key = (tuple(pos.hands), pos.leader, tuple(pos.taken), pos.hearts_broken)
            hit = self.memo.get(key)
            if hit is not None:
                return hit
        self.nodes += 1
        if self.nodes > self.max_nodes:
            raise Endgame.TooBig
        me = pos.to_move
        legal = fast.legal_mask(pos)
        best: tuple[float, ...] | None = None
        for c in _distinct(pos, legal):
            p = pos.copy()
            fast.play(p, c, check=False)
            v = self._solve(p)
            if best is None or v[me] > best[me]:
                best = v
        assert best is not None
        if key is not None:
            self.memo[key] = best
        return best


def _distinct(pos: fast.Position, legal: int) -> list[int]:
    """The legal cards, ascending, without a card equal in value to the one before it in
    its suit with no card still in play (held by another seat, or in the trick) between
    them."""
    tab = pos.tab
    me = pos.to_move
    live = 0
    for s, h in enumerate(pos.hands):
        if s != me:
            live |= h
    for c in pos.trick:
        live |= 1 << c
    special = tab.doubler | tab.bonus_mask
    vals = tab.values
    out: list[int] = []
    prev = -1
    m = legal
    while m:
        low = m & -m
        c = low.bit_length() - 1
        m ^= low
        if (prev >= 0 and prev // 13 == c // 13 and vals[prev] == vals[c]
                and not (special >> c) & 1 and not (special >> prev) & 1
                and not live & (((1 << c) - 1) & ~((1 << (prev + 1)) - 1))):
            prev = c
            continue
        out.append(c)
        prev = c
    return out


# --------------------------------------------------------------------------- search


def equivalence_classes(pos: fast.Position, cards: Sequence[int]) -> list[list[int]]:
    """Group legal cards (ascending indices) that are worth the same in every deal: same
    suit, same value, and every card of the suit ranked between them already gone (or in
    this hand). Each class is ascending."""
    tab = pos.tab
    own = pos.hands[pos.to_move]
    gone = pos.face_up
    for t in pos.taken:
        gone |= t
    live = tab.deck & ~gone & ~own  # unseen cards and the current trick's cards
    special = tab.doubler | tab.bonus_mask
    out: list[list[int]] = []
    for c in cards:
        if out:
            prev = out[-1][-1]
            between = ((1 << c) - 1) & ~((1 << (prev + 1)) - 1)
            if (prev // 13 == c // 13 and tab.values[prev] == tab.values[c]
                    and not (special >> c) & 1 and not (special >> prev) & 1
                    and not between & live):
                out[-1].append(c)
                continue
        out.append([c])
    return out


class _Stats:
    """Utilities per candidate and sample, with a weight per sample (1 unless the samples
    are weighted by how well they explain the opponents' play). Every active candidate is
    evaluated on every sample, so ``values[i][k]`` belongs to sample k and differences
    between candidates are paired."""

    def __init__(self, count: int) -> None:
        self.values: list[list[float]] = [[] for _ in range(count)]
        self.weights: list[float] = []
        self.active = list(range(count))

    def mean(self, i: int) -> float:
        v = self.values[i]
        if not v:
            return -math.inf
        w = self.weights
        total = sum(w[:len(v)])
        return sum(map(float.__mul__, v, w)) / total if total > 0 else -math.inf

    def best(self) -> int:
        return max(self.active, key=lambda i: (self.mean(i), -i))

    def prune(self, z: float = PRUNE_Z, min_samples: int = 6) -> None:
        """Drop candidates whose (weighted) paired difference to the best is significantly
        negative."""
        if len(self.active) < 2:
            return
        b = self.best()
        vb = self.values[b]
        keep = []
        for i in self.active:
            vi = self.values[i]
            n = len(vi)
            if i == b or n < min_samples:
                keep.append(i)
                continue
            w = self.weights[:n]
            sw = sum(w)
            sw2 = sum(x * x for x in w)
            if sw <= 0 or sw2 <= 0:
                keep.append(i)
                continue
            d = [vb[k] - vi[k] for k in range(n)]
            mean = sum(map(float.__mul__, d, w)) / sw
            var = sum(wk * (x - mean) ** 2 for wk, x in zip(w, d, strict=True)) / sw
            n_eff = sw * sw / sw2
            if n_eff >= min_samples and mean > z * math.sqrt(var / max(n_eff - 1, 1)) + 1e-9:
                continue
            keep.append(i)
        self.active = keep


    def beats(self, i: int, j: int, z: float) -> bool:
        """Whether candidate i's paired advantage over j is at least ``z`` standard
        errors (both must have been evaluated on the same samples)."""
        vi, vj = self.values[i], self.values[j]
        n = min(len(vi), len(vj))
        if n < 2:
            return False
        d = [vi[k] - vj[k] for k in range(n)]
        mean = sum(d) / n
        var = sum((x - mean) ** 2 for x in d) / (n - 1)
        return mean > z * math.sqrt(var / n)


class _History:
    """The cards played so far this deal, to replay in a sampled deal: how likely is it
    that the other seats, playing like the rollout policy, would have played them with
    the hands the sample gives them?"""

    def __init__(self, view: SeatView, tab: fast.FastRules) -> None:
        n = view.players
        tricks = list(view.tricks)
        if view.trick is not None and view.trick.plays:
            tricks.append(view.trick)
        assert view.trick is not None
        self.leader = tricks[0].leader if tricks else view.trick.leader
        self.plays = [(seat, card.index) for t in tricks for seat, card in t.plays]
        played = [0] * n
        for seat, c in self.plays:
            played[seat] |= 1 << c
        self.played = played
        self.face_up = _mask(view.face_up) | _mask(getattr(view, "face_up_taken", ()))
        self.tab = tab
        self.me = view.seat

    def log_weight(self, hands: Sequence[int], eps: float) -> float:
        """log P(the other seats' plays | hands), each play the policy's card with
        probability 1 - eps (or a card of equal value), else a uniform legal card."""
        tab = self.tab
        n = tab.players
        start = [hands[s] | self.played[s] for s in range(n)]
        pos = fast.Position(tab, start, self.leader, [], 1, False, [0] * n, [0] * n,
                            self.face_up)
        me = self.me
        total = 0.0
        log = math.log
        legal_mask = fast.legal_mask
        play = fast.play
        for seat, card in self.plays:
            if seat != me:
                legal = legal_mask(pos)
                if legal & (legal - 1):
                    k = legal.bit_count()
                    c = normal_policy_mask(pos, legal)
                    if c == card or _same_value(pos, c, card):
                        total += log(1.0 - eps + eps / k)
                    else:
                        total += log(eps / k)
            play(pos, card, check=False)
        return total


def _same_value(pos: fast.Position, a: int, b: int) -> bool:
    """Whether cards a and b of the seat to move are interchangeable (see
    ``equivalence_classes``)."""
    if a // 13 != b // 13:
        return False
    tab = pos.tab
    if tab.values[a] != tab.values[b] or (tab.doubler | tab.bonus_mask) >> a & 1 \
            or (tab.doubler | tab.bonus_mask) >> b & 1:
        return False
    lo, hi = (a, b) if a < b else (b, a)
    between = ((1 << hi) - 1) & ~((1 << (lo + 1)) - 1)
    me = pos.to_move
    live = 0
    for s, h in enumerate(pos.hands):
        if s != me:
            live |= h
    for c in pos.trick:
        live |= 1 << c
    return not between & live


class HardBot:
    """Determinized Monte Carlo search (see the module notes).

    ``budget_ms``: CPU time of the thinking thread per card decision (a pass gets
    ``pass_factor`` times as much), within a wall-clock ceiling of ``wall_ms`` per decision
    (``Clock``); ``samples``: a fixed number of sampled deals per decision instead, which
    makes the bot deterministic (give ``budget_ms=None``; if both are given the first limit
    reached ends the search). The same view and seed give the same decision in the
    deterministic mode: every random draw comes from a stream derived from the seed and the
    public position (``base.decision_stream``). ``rollout``: ``"moon"`` (default),
    ``"policy"`` (the shared policy alone) or ``"random"``. ``pass_candidates``: passes
    played out (1: Normal's pass); another pass replaces Normal's only when its paired
    advantage is at least ``pass_z`` standard errors (``PASS_Z``). ``infer``: if set (an
    error rate such as 0.35), samples are weighted by how well they explain the other seats'
    plays under the rollout policy (experimental; no measurable gain so far, and it costs
    time).
    ``stopper``: in the rollouts a seat keeps its highest heart as a stopper while one other
    seat alone has taken penalty cards (``rollout.moon_playout``; on by default, False plays
    the Normal rules' discards for every seat). ``seat_levels``: the player in each seat as
    the table shows it, a level or a roster opponent's key (kept as its level,
    ``personalities.seat_level``), None for a human or a player the table does not know;
    seats of ``NAIVE_LEVELS`` play the Normal rules' discards in the rollouts, as their
    players do (``stopper_seats``).
    ``prune_z``: how many standard errors behind the best a candidate must be to be
    dropped during the search (``PRUNE_Z``; larger keeps close candidates longer).
    ``personality`` goes to the Normal bot used for passes and as the fallback.
    ``timers``: the (CPU, wall) clocks the budget reads, in seconds (default
    ``time.thread_time``, ``time.perf_counter``; the tests give fake ones)."""

    name = "hard"

    def __init__(self, seed: int, budget_ms: float | None = 60.0,
                 personality: Personality | None = None,
                 *, samples: int | None = None, rollout: str = "moon",
                 pass_factor: float = 4.0, pass_candidates: int = 12, pass_z: float = PASS_Z,
                 infer: float | None = None, wall_ms: float = WALL_CEILING_MS,
                 endgame: int = 0, shooter_share: float = SHOOTER_SHARE,
                 stopper: bool = True, seat_levels: Sequence[str | None] = (),
                 prune_z: float = PRUNE_Z,
                 timers: tuple[Timer, Timer] | None = None) -> None:
        if budget_ms is None and samples is None:
            raise ValueError("give a time budget or a sample count")
        if samples is not None and samples < 1:
            raise ValueError("samples must be >= 1")
        self.seed = seed
        self.budget_ms = budget_ms
        self.samples = samples
        self.personality = personality
        self.rollout_name = rollout
        self._rollout = ROLLOUTS[rollout]
        self.shooter_share = shooter_share
        self.stopper = stopper
        self.seat_levels = tuple(seat_level(k) for k in seat_levels)
        keepers = stopper_seats(self.seat_levels) if stopper else 0
        if rollout == "moon" and (shooter_share != SHOOTER_SHARE or keepers):
            self._rollout = functools.partial(_moon_share_rollout, share=shooter_share,
                                              stopper=keepers)
        self.pass_factor = pass_factor
        self.pass_candidates = pass_candidates
        self.pass_z = pass_z
        self.infer = infer
        self.wall_ms = wall_ms
        self.endgame = endgame
        self.prune_z = prune_z
        self.timers = timers
        self.last_clock: Clock | None = None
        """The clock of the last decision that searched on a budget (what it spent)."""
        self.last_samples = 0
        """Samples played out in the last decision that searched."""
        self.last_starved = False
        """Whether the wall ceiling (not the CPU budget) ended the last search."""
        self.last_values: dict[Card, float] = {}
        """The last card search's mean utility of every legal card (cards of equal value
        share their class's mean; a candidate dropped early has the mean of the samples it
        had); empty when the last decision did not search its cards."""
        self._normal: NormalBot | None = None

    # ------------------------------------------------------------------ protocol
    def choose(self, view: SeatView) -> Action:
        return self.choose_with_reason(view)[0]

    def choose_with_reason(self, view: SeatView) -> tuple[Action, str]:
        legal = view.legal
        if not legal:
            raise ValueError(f"seat {view.seat} has nothing to do in phase {view.phase}")
        if not fast.supports(view.rules) or view.phase is Phase.CHOOSING_PASS:
            action, _ = self._fallback(view)
            return action, "fallback"
        if len(legal) == 1:
            return legal[0], "only_choice"
        if view.phase is Phase.MOON_CHOICE:
            return self._moon_choice(view), "moon_choice"
        if view.phase is Phase.PASSING:
            return self._search_pass(view)
        if view.phase is Phase.PLAYING:
            return self._search_play(view)
        action, _ = self._fallback(view)  # pragma: no cover - no other decision phases
        return action, "fallback"

    # ------------------------------------------------------------------ helpers
    def _fallback(self, view: SeatView) -> tuple[Action, str]:
        if self._normal is None:
            self._normal = NormalBot(self.seed, personality=self.personality)
        action, reason = self._normal.choose_with_reason(view)
        return action, str(reason)

    def _clock(self, factor: float = 1.0) -> Clock | None:
        """The clock of one decision (None in the deterministic mode without a budget)."""
        if self.budget_ms is None:
            clock = None
        elif self.timers is None:
            clock = Clock(self.budget_ms * factor, self.wall_ms)
        else:
            cpu_time, wall_time = self.timers
            clock = Clock(self.budget_ms * factor, self.wall_ms, cpu_time=cpu_time,
                          wall_time=wall_time)
        self.last_clock = clock
        return clock

    def _moon_choice(self, view: SeatView) -> Action:
        """The better of "others" and "self", from the deal and match scores after each:
        a match the choice ends counts as won or lost; otherwise both move the relative
        score alike, and a player who leads the match prefers to push the others towards
        the end ("others") while a trailing one keeps its own score down ("self")."""
        utility = Utility(view)
        utility.endgame = True
        v = fast.fast_rules(view.rules).moon_value
        seat = view.seat
        # The deal scores of both options from what every seat has taken (the shooter's
        # penalty points do not count).
        base = [_real(s) for s in view.points_taken]
        base[seat] -= v
        leading = utility.match[seat] <= min(utility.match)
        best: tuple[float, int, int] | None = None
        choice = view.legal[0]
        for i, action in enumerate(view.legal):
            assert isinstance(action, ChooseMoon)
            scores = list(base)
            if action.option == "self":
                scores[seat] -= v
            else:
                for p in range(len(scores)):
                    if p != seat:
                        scores[p] += v
            prefer = int((action.option == "others") == leading)
            key = (utility(tuple(scores)), prefer, -i)
            if best is None or key > best:
                best = key
                choice = action
        return choice

    # ------------------------------------------------------------------ card play
    def _search_play(self, view: SeatView) -> tuple[Action, str]:
        clock = self._clock()
        max_samples = self.samples
        by_card = {a.card.index: a for a in view.legal if isinstance(a, PlayCard)}
        cards = sorted(by_card)
        sampler = MaskSampler(Knowledge.from_view(view))
        stream = decision_stream(self.seed, view, _SALT_PLAY)
        first = sampler.sample(stream)
        base = fast.from_view(view, first, "others")
        classes = equivalence_classes(base, cards)
        self.last_values = {}
        if len(classes) == 1:
            return by_card[classes[0][0]], "equivalent"
        reps = [cl[0] for cl in classes]
        utility = Utility(view)
        rollout = self._rollout
        stats = _Stats(len(reps))
        hidden = [s for s in range(view.players) if s != view.seat]
        history = _History(view, base.tab) if self.infer else None
        solver = None
        if (base.tab.hand_size - base.trick_number + 1 <= self.endgame
                and sum(h.bit_count() for h in base.hands) <= ENDGAME_CARDS):
            solver = Endgame(view.seat, utility)
        eps = self.infer or 0.0
        best_lw = -math.inf
        drawn = done = 0
        while True:
            pos = base.copy()
            if drawn:
                hands = sampler.sample(stream)
                for s in hidden:
                    pos.hands[s] = hands[s]
            drawn += 1
            seed = stream.next64()
            weight = 1.0
            if history is not None:
                lw = history.log_weight(pos.hands, eps)
                if lw > best_lw:
                    # Rescale the weights so far to the new best sample.
                    if best_lw > -math.inf:
                        f = math.exp(best_lw - lw)
                        stats.weights = [w * f for w in stats.weights]
                    best_lw = lw
                weight = math.exp(lw - best_lw)
            if weight >= _MIN_WEIGHT:
                stats.weights.append(weight)
                if solver is not None:
                    try:
                        row = []
                        for i in stats.active:
                            p = pos.copy()
                            fast.play(p, reps[i], check=False)
                            row.append(solver.value(p))
                    except Endgame.TooBig:
                        solver = None  # too many positions: rollouts from now on
                        row = []
                if solver is None:
                    row = []
                    for i in stats.active:
                        p = pos.copy()
                        fast.play(p, reps[i], check=False)
                        row.append(utility(rollout(p, Stream(seed))))
                for i, v in zip(stats.active, row, strict=True):
                    stats.values[i].append(v)
                done += 1
            if max_samples is not None and (done >= max_samples
                                            or drawn >= _MAX_DRAWS * max_samples):
                break
            if clock is not None and clock.over():
                break
            if done % 4 == 0 and weight >= _MIN_WEIGHT:
                stats.prune(self.prune_z)
                if len(stats.active) == 1:
                    break
        self.last_samples = done
        self.last_starved = clock is not None and clock.starved
        if not done:
            return by_card[reps[0]], "search"
        self.last_values = {by_card[c].card: stats.mean(i)
                            for i, cl in enumerate(classes) for c in cl}
        best = stats.best()
        return by_card[reps[best]], "search"

    # ------------------------------------------------------------------ passing
    def _search_pass(self, view: SeatView) -> tuple[Action, str]:
        clock = self._clock(self.pass_factor)
        who = self.personality or DEFAULT
        scores, _ = pass_scores(view, FULL, who)
        ranked = sorted(view.hand, key=lambda c: (-scores[c], -c.rank, c.suit))
        candidates = self._pass_candidates(view, ranked)
        if len(candidates) == 1 or self.samples == 1:
            # One sample cannot show another pass to be clearly better (``_Stats.beats``
            # needs two), so the first candidate is the answer: no search.
            return candidates[0], "search"
        max_samples = self.samples
        n = view.players
        seat = view.seat
        tab = fast.fast_rules(view.rules)
        sampler = MaskSampler(Knowledge.from_view(view))
        stream = decision_stream(self.seed, view, _SALT_PASS)
        utility = Utility(view)
        rollout = self._rollout
        stats = _Stats(len(candidates))
        given = [self._pass_masks(view, c) for c in candidates]
        face_up = _mask(view.face_up)
        done = 0
        while True:
            hands = sampler.sample(stream)
            # The other seats pass as Normal would with the sampled hands (the same in
            # every candidate: common random numbers).
            others = {s: model_pass(view, s, _cards(hands[s]), tab)
                      for s in range(n) if s != seat}
            seed = stream.next64()
            stats.weights.append(1.0)
            for i in stats.active:
                new = list(hands)
                gifts = dict(others)
                gifts[seat] = given[i]
                for s, groups in gifts.items():
                    for off, m in groups:
                        new[s] &= ~m
                        new[(s + off) % n] |= m
                pos = start_position(tab, new, view.dealer, face_up)
                stats.values[i].append(utility(rollout(pos, Stream(seed))))
            done += 1
            if max_samples is not None and done >= max_samples:
                break
            if clock is not None and clock.over():
                break
            if done % 4 == 0:
                stats.prune(self.prune_z)
                if len(stats.active) == 1:
                    break
        self.last_samples = done
        self.last_starved = clock is not None and clock.starved
        best = stats.best()
        if best != 0 and not stats.beats(best, 0, self.pass_z):
            best = 0  # Normal's pass unless a candidate is clearly better
        return candidates[best], "search"

    def _pass_masks(self, view: SeatView, action: PassCards) -> list[tuple[int, int]]:
        return pass_masks(view, action)

    def _pass_candidates(self, view: SeatView, ranked: Sequence[Card]) -> list[PassCards]:
        return pass_candidates(view, ranked, self.pass_candidates)


def pass_candidates(view: SeatView, ranked: Sequence[Card], limit: int = 12
                    ) -> list[PassCards]:
    """Normal's pass first, then the other passes made of Normal's most wanted cards
    (the top ``need + 3``; ``ranked``: most wanted first), at most ``limit`` in all (every
    legal pass if there are no more than that). Hard's pass search and the coach
    (``games/hearts/review.py``) play these out."""
    legal = [a for a in view.legal if isinstance(a, PassCards)]
    if len(legal) <= limit:
        return legal
    out: list[PassCards] = [first_legal_pass(view, ranked)]
    need = sum(c for _, c in view.pass_plan or ())
    banned = set(view.rules.pass_ban)
    top = [c for c in ranked if c not in banned][:need + 3]
    for combo in combinations(top, need):
        if len(out) >= limit:
            break
        action = _as_legal(view, combo)
        if action is not None and action not in out:
            out.append(action)
    return out


def pass_masks(view: SeatView, action: PassCards) -> list[tuple[int, int]]:
    """``action``'s cards per group of the deal's pass plan: (seat offset, card mask)."""
    out = []
    i = 0
    for off, count in view.pass_plan or ():
        out.append((off, _mask(action.cards[i:i + count])))
        i += count
    return out


def normal_pass_order(view: SeatView) -> list[Card]:
    """The seat's cards, the one Normal most wants to pass first (``pass_scores``)."""
    scores, _ = pass_scores(view, FULL, DEFAULT)
    return sorted(view.hand, key=lambda c: (-scores[c], -c.rank, c.suit))


class ExpertBot(HardBot):
    """The Expert level: Hard's search with five times its budget, 300 ms of CPU time per
    card decision and 900 ms per pass (``pass_factor`` 3), within the same 1 s wall-clock
    ceiling, dropping candidates only at ``EXPERT_PRUNE_Z`` standard errors and leaving
    Normal's pass for a searched one at ``EXPERT_PASS_Z``. Every other option is Hard's."""

    name = "expert"

    def __init__(self, seed: int, budget_ms: float | None = 300.0,
                 personality: Personality | None = None, *, pass_factor: float = 3.0,
                 prune_z: float = EXPERT_PRUNE_Z, pass_z: float = EXPERT_PASS_Z,
                 **options: Any) -> None:
        super().__init__(seed, budget_ms, personality, pass_factor=pass_factor,
                         prune_z=prune_z, pass_z=pass_z, **options)


LEVEL_BOTS: dict[str, type[HardBot]] = {"hard": HardBot, "expert": ExpertBot}
"""The search levels, by level name."""


def model_pass(view: SeatView, seat: int, hand: Sequence[Card], tab: fast.FastRules
               ) -> list[tuple[int, int]]:
    """What Normal would pass from ``seat`` holding ``hand`` (a sampled hand), per group
    of the plan, as masks."""
    other = replace(view, seat=seat, hand=tuple(hand), passed=None, received=(), legal=())
    scores, _ = pass_scores(other, FULL, DEFAULT)
    banned = tab.pass_ban
    order = sorted(hand, key=lambda c: (-scores[c], -c.rank, c.suit))
    order = [c for c in order if not banned >> c.index & 1] + \
        [c for c in order if banned >> c.index & 1]
    out = []
    i = 0
    for off, count in view.pass_plan or ():
        out.append((off, _mask(order[i:i + count])))
        i += count
    return out


def _as_legal(view: SeatView, cards: Sequence[Card]) -> PassCards | None:
    ordered: list[Card] = []
    i = 0
    for _, count in view.pass_plan or ():
        ordered.extend(sorted(cards[i:i + count]))
        i += count
    action = PassCards(view.seat, tuple(ordered))
    return action if view.allows(action) else None


def start_position(tab: fast.FastRules, hands: list[int], dealer: int, face_up: int
                   ) -> fast.Position:
    """The position of the first trick once the cards are passed (who leads, by the
    rules' opening)."""
    n = tab.players
    leader = (dealer + 1) % n
    if tab.forced_opening:
        clubs = 0
        for h in hands:
            clubs |= h
        clubs &= fast.CLUBS
        if clubs:
            low = clubs & -clubs
            leader = next(s for s in range(n) if hands[s] & low)
    return fast.Position(tab, hands, leader, [], 1, False, [0] * n, [0] * n, face_up)

