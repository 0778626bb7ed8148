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
from ..fast import CLUBS, HEARTS, SPADES, SUIT_MASKS, Position, legal_mask, play, score

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

    return _policy(hand, others, trick, pos.leader, legal, pos.face_up, pen, good,
                   bool(pen & _QS_BIT), threat, tab.value_tables, tab.values, n)


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



# --------------------------------------------------------------------------- fused playout


SHOOTER_SHARE = 0.3
"""A seat alone holding penalty cards shoots in ``moon_playout`` from this share of the
moon value (or with the Q♠ and two hearts)."""


ALL_SEATS = (1 << 32) - 1
"""A seat mask with every seat of any table in it (``moon_playout``'s ``stopper``)."""


def moon_playout(pos: Position, share: float = SHOOTER_SHARE, stopper: bool | int = False,
                 trace: list[int] | None = None) -> tuple[int, ...]:
    """Play ``pos`` (unchanged) to the end and return the deal scores: every seat plays
    ``normal_policy_mask``'s card, except a seat shooting the moon -- the only seat that
    has taken penalty cards, at least ``share`` of the moon value (30%) or the Q♠ and two
    hearts --
    which plays to take every trick (cash a card nobody can beat, hearts first, else the
    top of its longest suit; follow with a winning card when it can, else its lowest;
    discard its lowest card that is not a penalty card).

    ``stopper``: while one seat alone has taken penalty cards (a moon is still possible),
    every other seat that discards a heart keeps its highest heart as a stopper and
    discards the next one (the Normal rules discard the highest). True: every seat does;
    a seat mask (bit s for seat s): the seats in it do, the others play the Normal rules.

    The same cards as ``hard.moon_rollout`` (the reference, which calls
    ``normal_policy_mask`` and ``fast.play`` card by card), in one loop on local
    variables: the cards still held (``live``), the moon threat and the shooter are
    updated once a trick instead of being recomputed for every card.

    ``trace``: if given, the card index of every card played is appended to it (the
    coach shows a playout as a line of play)."""
    tab = pos.tab
    n = tab.players
    last = tab.hand_size
    hands = pos.hands[:]
    trick = pos.trick[:]
    leader = pos.leader
    tn = pos.trick_number
    hb = pos.hearts_broken
    taken = pos.taken[:]
    tricks = pos.tricks[:]
    fu = pos.face_up
    pen = tab.penalty
    bonus = tab.bonus_mask
    good = bonus & ~pen
    vt = tab.value_tables
    moon_on = tab.moon_on
    mv = tab.moon_value
    forced = tab.forced_opening
    ftb = tab.first_trick_ban
    lead_bar = pen if tab.penalty_lead_exception else HEARTS
    brk = tab.break_mask
    qs_pen = bool(pen & _QS_BIT)
    vals = tab.values
    live = 0
    for h in hands:
        live |= h
    need = share * mv
    threat = shooter = -1
    keepers = (ALL_SEATS if stopper is True else int(stopper)) if moon_on else 0
    holder = _holder(taken, pen) if keepers else -2
    if moon_on:
        threat, shooter = _moon_state(taken, pen, vt, mv, need)
    while tn <= last:
        me = (leader + len(trick)) % n
        hand = hands[me]
        # ---- the legal cards (as fast.legal_mask)
        first = tn == 1
        if not trick:
            if first and forced and hand & CLUBS:
                legal = hand & CLUBS
                legal &= -legal
            else:
                legal = hand
                if not hb and hand & ~lead_bar:
                    legal &= ~HEARTS
                if first and ftb and hand & ~pen:
                    legal &= ~pen
        else:
            legal = hand & SUIT_MASKS[trick[0] // 13]
            if not legal:
                legal = hand
                if first and ftb and hand & ~pen:
                    legal &= ~pen
        if not legal & (legal - 1):
            c = legal.bit_length() - 1
        elif me == shooter:
            c = _shoot(hand, live & ~hand, trick, legal, pen, bonus)
        else:
            c = _policy(hand, live & ~hand, trick, leader, legal, fu, pen, good, qs_pen,
                        threat if threat != me else -1, vt, vals, n,
                        holder >= 0 and holder != me and bool(keepers >> me & 1))
        # ---- play it (as fast.play)
        if trace is not None:
            trace.append(c)
        bit = 1 << c
        hands[me] = hand & ~bit
        live &= ~bit
        trick.append(c)
        if not hb and bit & brk:
            hb = True
        if len(trick) == n:
            led = trick[0] // 13
            best = trick[0]
            wi = 0
            for i in range(1, n):
                x = trick[i]
                if x // 13 == led and x > best:
                    best = x
                    wi = i
            winner = (leader + wi) % n
            tm = fu
            for x in trick:
                tm |= 1 << x
            fu = 0
            taken[winner] |= tm
            tricks[winner] += 1
            trick = []
            leader = winner
            tn += 1
            if moon_on and tm & pen:
                threat, shooter = _moon_state(taken, pen, vt, mv, need)
                if holder != -2:
                    holder = _holder(taken, pen)
    return score(Position(tab, hands, leader, trick, tn, hb, taken, tricks, fu))


def _moon_state(taken: list[int], pen: int, vt: tuple[tuple[int, tuple[int, ...]], ...],
                mv: int, need: float) -> tuple[int, int]:
    """(The moon threat ``normal_policy_mask`` blocks, the rollout's shooter), each -1 if
    none: both need one seat alone holding penalty cards; the threat needs the Q♠ and a
    heart or 10/26 of the moon value, the shooter ``need`` points or the Q♠ and two
    hearts."""
    seat = -1
    for s, m in enumerate(taken):
        if m & pen:
            if seat >= 0:
                return -1, -1
            seat = s
    if seat < 0:
        return -1, -1
    got = taken[seat] & pen
    pts = _points(vt, got)
    qs = got & _QS_BIT
    threat = seat if (qs and got & HEARTS) or pts * 26 >= 10 * mv else -1
    shooter = seat if pts >= need or (qs and (got & HEARTS).bit_count() >= 2) else -1
    return threat, shooter


def _holder(taken: list[int], pen: int) -> int:
    """The only seat that has taken penalty cards, -1 if none has, -2 if two or more
    have (no moon is possible any more)."""
    seat = -1
    for s, m in enumerate(taken):
        if m & pen:
            if seat >= 0:
                return -2
            seat = s
    return seat


def _shoot(hand: int, out: int, trick: list[int], legal: int, pen: int, bonus: int) -> int:
    """The shooter's card (see ``moon_playout``); ``out``: the cards other seats hold."""
    if not trick:
        best = -1
        key = (-1, -1, -1)
        for su in (3, 2, 1, 0):
            m = legal & SUIT_MASKS[su]
            if not m:
                continue
            top = m.bit_length() - 1
            sure = not (out & SUIT_MASKS[su]) >> (top + 1)
            k = (int(sure), int(su == 3) if sure else (hand & SUIT_MASKS[su]).bit_count(),
                 top % 13)
            if k > key:
                key = k
                best = top
        return best
    led = trick[0] // 13
    if legal & SUIT_MASKS[led]:
        high = max(c for c in trick if c // 13 == led)
        top = legal.bit_length() - 1
        if top > high:
            return top
        return (legal & -legal).bit_length() - 1
    keep = legal & ~pen & ~bonus or legal
    low = -1
    for su in range(4):
        m = keep & SUIT_MASKS[su]
        if m:
            c = (m & -m).bit_length() - 1
            if low < 0 or c % 13 < low % 13:
                low = c
    return low


def _policy(hand: int, others: int, trick: list[int], leader: int, legal: int, fu: int,
            pen: int, good: int, qs_pen: bool, threat: int,
            vt: tuple[tuple[int, tuple[int, ...]], ...], vals: tuple[int, ...], n: int,
            stopper: bool = False) -> int:
    """The fast Normal rules' card (for more than one legal card) from precomputed parts,
    the one copy of those rules (``normal_policy_mask`` computes the parts from a
    ``Position``, ``moon_playout`` keeps them up to date as it plays): ``others``, the cards
    the other seats hold; ``fu``, the face-up leftover cards; ``good``, the bonus cards to
    keep and win; ``threat``, the moon threat (-1 if none or this seat); ``stopper``, discard
    a heart other than the highest one held (a stopper against a moon) when there are
    two."""
    qs_live = qs_pen and others & _QS_BIT
    if not trick:
        if threat >= 0 and legal & HEARTS:
            top = (legal & HEARTS).bit_length() - 1
            if not (others & HEARTS) >> (top + 1):
                return top
        if qs_live and not hand & (_QS_BIT | _HIGH_SPADES):
            low = legal & _LOW_SPADES
            if low:
                return low.bit_length() - 1
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
    in_trick = fu
    for i, c in enumerate(trick):
        in_trick |= 1 << c
        if c // 13 == led and c > best:
            best = c
            wi = i
    winner = (leader + wi) % n
    last = len(trick) == n - 1
    suit = SUIT_MASKS[led]
    if legal & suit:
        pts = _points(vt, in_trick)
        over = legal >> (best + 1) << (best + 1)
        if threat >= 0 and winner == threat and pts > 0 and over:
            return over.bit_length() - 1
        if last and pts <= 0:
            clean = legal & ~pen
            if clean:
                return clean.bit_length() - 1
        under = legal & ((1 << best) - 1)
        if under:
            keep = under & ~good
            return (keep or under).bit_length() - 1
        safe = legal & ~_QS_BIT or legal
        if last:
            return safe.bit_length() - 1
        if led == 2 and qs_live:
            return (safe & -safe).bit_length() - 1
        if ((others & suit).bit_count() >= 2 * (n - 1 - len(trick)) + 1
                and not (led == 3 and pts > 0)):
            return safe.bit_length() - 1
        return (safe & -safe).bit_length() - 1
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
    if stopper and (hearts & HEARTS).bit_count() >= 2:
        hearts &= ~(1 << (hearts & HEARTS).bit_length() - 1)  # the stopper stays
    if hearts:
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
