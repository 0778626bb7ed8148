"""A fast rule-based policy on the engine's bitmask positions, for search rollouts.

``normal_policy_mask`` is a cheaper cousin of the Normal bot's play rules, working purely
on ints (``engine.fast.Position``, its ``FastRules`` tables and the suit masks): duck
under the winning card, take a clean trick as last player with the highest card, dump
Q♠ / high spades / the most valuable heart when void, lead low (flush the queen with low
spades when that is safe), stop an obvious moon. It reads only what the seat to move
could know in a real game (its hand, the cards played, who took what): other hands are
used only as "cards not yet played", never as "who holds what", so a rollout with
sampled hands plays like an honest player.

It supports what the fast path supports (one pack, no jokers, no kitty, no
cancellation, real-valued scores; see ``engine.fast.supports``).
"""

from __future__ import annotations

from ....core.rng import Stream
from ..fast import HEARTS, SPADES, SUIT_MASKS, Position, legal_mask, play, score

_QS = 36
_QS_BIT = 1 << _QS
_HIGH_SPADES = (1 << 37) | (1 << 38)  # K♠ A♠
_LOW_SPADES = ((1 << 10) - 1) << 26  # 2♠ .. J♠
_BLOCK = 0x1FFF
_BASES = (0, 13, 26, 39)


def _points(tab_tables: tuple[tuple[int, tuple[int, ...]], ...], mask: int) -> int:
    total = 0
    for shift, table in tab_tables:
        total += table[(mask >> shift) & _BLOCK]
    return total


def _lowest(pool: int, hand: int) -> int:
    """The card of ``pool`` with the lowest rank; ties go to the suit ``hand`` holds
    fewest of (to make a void)."""
    best = -1
    key = (99, 99)
    for base in _BASES:
        b = (pool >> base) & _BLOCK
        if b:
            r = (b & -b).bit_length() - 1
            k = (r, ((hand >> base) & _BLOCK).bit_count())
            if k < key:
                key = k
                best = base + r
    return best


def _highest(pool: int, hand: int) -> int:
    """The card of ``pool`` with the highest rank; ties go to the shortest suit in ``hand``."""
    best = -1
    key = (-1, 0)
    for base in _BASES:
        b = (pool >> base) & _BLOCK
        if b:
            r = b.bit_length() - 1
            k = (r, -((hand >> base) & _BLOCK).bit_count())
            if k > key:
                key = k
                best = base + r
    return best


def normal_policy_mask(pos: Position, legal: int | None = None) -> int:
    """The card index the seat to move plays under the fast Normal rules.

    ``legal`` is ``legal_mask(pos)`` if the caller has it already."""
    if legal is None:
        legal = legal_mask(pos)
    if not legal:
        raise ValueError("nothing to play: the deal is over")
    if not legal & (legal - 1):
        return legal.bit_length() - 1
    tab = pos.tab
    n = tab.players
    trick = pos.trick
    hands = pos.hands
    me = (pos.leader + len(trick)) % n
    hand = hands[me]
    others = 0
    for s in range(n):
        if s != me:
            others |= hands[s]
    pen = tab.penalty
    good = tab.bonus_mask & ~pen  # bonus cards (negative value): keep them, win them
    qs_live = bool(pen & _QS_BIT and others & _QS_BIT)

    # A moon threat: one other seat has taken every penalty card so far, and enough.
    threat = -1
    if tab.moon_on:
        takers = 0
        for s in range(n):
            if pos.taken[s] & pen:
                takers += 1
                threat = s
        if takers != 1 or threat == me:
            threat = -1
        else:
            got = pos.taken[threat] & pen
            if not (got & _QS_BIT and got & HEARTS) and \
                    _points(tab.value_tables, got) * 26 < 10 * tab.moon_value:
                threat = -1

    if not trick:
        # ---- leading
        if threat >= 0 and legal & HEARTS:
            top = (legal & HEARTS).bit_length() - 1
            if not (others & HEARTS) >> (top + 1):
                return top  # a heart nobody can beat: take a point, stop the moon
        if qs_live and not hand & (_QS_BIT | _HIGH_SPADES):
            low = legal & _LOW_SPADES
            if low:
                return low.bit_length() - 1  # flush the queen
        pool = legal & ~HEARTS or legal
        safe = pool & ~good
        if qs_live:
            safe &= ~_HIGH_SPADES
        if hand & _QS_BIT:
            safe &= ~SPADES
        return _lowest(safe or pool, hand)

    led = trick[0] // 13
    best = trick[0]
    wi = 0
    for i in range(1, len(trick)):
        c = trick[i]
        if c // 13 == led and c > best:
            best = c
            wi = i
    winner = (pos.leader + wi) % n
    in_trick = pos.face_up
    for c in trick:
        in_trick |= 1 << c
    pts = _points(tab.value_tables, in_trick)
    last = len(trick) == n - 1
    suit = SUIT_MASKS[led]

    if legal & suit:
        # ---- following suit
        over = legal >> (best + 1) << (best + 1)
        if threat >= 0 and winner == threat and pts > 0 and over:
            return over.bit_length() - 1  # take the points away from the shooter
        if last and pts <= 0:
            clean = legal & ~pen
            if clean:
                return clean.bit_length() - 1  # clean trick: shed the highest card
        under = legal & ((1 << best) - 1)
        if under:
            keep = under & ~good
            return (keep or under).bit_length() - 1  # the highest card that ducks
        safe = legal & ~_QS_BIT or legal
        if last:
            return safe.bit_length() - 1
        if led == 2 and qs_live:
            return (safe & -safe).bit_length() - 1
        if ((others & suit).bit_count() >= 2 * (n - 1 - len(trick)) + 1
                and not (led == 3 and pts > 0)):
            return safe.bit_length() - 1
        return (safe & -safe).bit_length() - 1

    # ---- void in the led suit: discard
    keep_good = legal & ~good or legal
    if threat >= 0 and winner == threat:
        harmless = keep_good & ~pen
        if harmless:
            return _highest(harmless, hand)
    if legal & _QS_BIT & pen:
        return _QS
    if qs_live and legal & _HIGH_SPADES:
        return (legal & _HIGH_SPADES).bit_length() - 1
    hearts = legal & pen
    if hearts:
        vals = tab.values
        pick = -1
        bv = -1
        m = hearts
        while m:
            b = m.bit_length() - 1
            if vals[b] > bv:
                bv = vals[b]
                pick = b
            m ^= 1 << b
        return pick
    return _highest(keep_good, hand)


def policy_playout(pos: Position, stream: Stream | None = None, epsilon: float = 0.0
                   ) -> tuple[int, ...]:
    """Play ``pos`` (unchanged; a copy is played) to the end with ``normal_policy_mask``
    and return the deal scores. With a ``stream`` and ``epsilon`` > 0, each card is a
    uniformly random legal one with probability ``epsilon`` (some noise for search)."""
    p = pos.copy()
    noisy = stream is not None and epsilon > 0.0
    bar = int(epsilon * (1 << 64)) if noisy else 0
    while not p.is_over:
        legal = legal_mask(p)
        if noisy and legal & (legal - 1):
            assert stream is not None
            if stream.next64() < bar:
                bits = legal
                k = stream.below(bits.bit_count())
                for _ in range(k):
                    bits &= bits - 1
                play(p, (bits & -bits).bit_length() - 1, check=False)
                continue
        play(p, normal_policy_mask(p, legal), check=False)
    return score(p)
