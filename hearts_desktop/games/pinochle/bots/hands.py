"""Hand judgement shared by every level: meld per trump, trick-taking strength, the choice
of trump, and the two halves of the partner exchange.

Hands are lists of faces (``fast`` module). Numbers are on the small scale; the caller
multiplies by ``rules.scale``.

**Trick estimate.** ``trick_estimate`` is the declaring team's expected trick points from
the declarer's own hand before the exchange, a linear model fitted on simulated hands
(seeded deals played out by ``policy`` for all four seats; see ``docs/benchmarks.md``,
Pinochle): trumps, trump aces and tens, side aces, with a penalty for short trumps.

**Exchange.** The partner passes what helps the declarer most and costs its own meld
least: trumps (run pieces, the trump ace above all), side aces, the card that completes a
pinochle, K and Q for marriages; never breaks four aces. The declarer returns the cards
that cost its meld and its trick strength least: no trumps, no aces, as few counters as
possible (counters in the weaker hand are the defenders' to take), and gives back cards the
partner passed that it does not use (the partner's meld back).
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence

from .. import Rules, meld_points
from .fast import ACE, JACK, KING, NINE, QUEEN, TEN

SPADES, DIAMONDS = 2, 1
QS = SPADES * 6 + QUEEN
JD = DIAMONDS * 6 + JACK


def counts_of(faces: Sequence[int]) -> list[int]:
    c = [0] * 24
    for f in faces:
        c[f] += 1
    return c


def meld_of(faces: Sequence[int], trump: int, rules: Rules) -> int:
    """Meld on the small scale."""
    return meld_points(counts_of(faces), trump, rules) // rules.scale


def suit_len(faces: Sequence[int], suit: int) -> int:
    return sum(1 for f in faces if f // 6 == suit)


# Trick-estimate model (small scale): least squares on 2,400 simulated single-deck hands
# and 800 double-deck hands (declarer's trump by ``choose_trump``, the exchange by
# ``choose_pass``/``choose_return``, every seat playing ``policy``); residual sd 3.3 and 4.8.
TRICK_MODEL: dict[int, tuple[float, float, float, float, float]] = {
    # hand size: (base, per trump, per trump ace, per trump ten, per side ace)
    12: (6.94, 1.61, 0.93, 0.55, 1.27),
    20: (9.44, 2.18, 1.38, 0.89, 1.80),
}
SHORT_TRUMP = 2.0
"""Per trump short of a third of the hand (the model saw few short trumps)."""


def trick_estimate(faces: Sequence[int], trump: int, rules: Rules) -> float:
    """Expected trick points of the declaring team (small scale) with this hand as
    declarer's, before the exchange, and ``trump``."""
    base, per_trump, trump_ace, trump_ten, side_ace = TRICK_MODEL[rules.hand_size]
    n = suit_len(faces, trump)
    aces = sum(1 for f in faces if f == trump * 6 + ACE)
    tens = sum(1 for f in faces if f == trump * 6 + TEN)
    side = sum(1 for f in faces if f % 6 == ACE and f // 6 != trump)
    est = base + per_trump * n + trump_ace * aces + trump_ten * tens + side_ace * side
    short = rules.hand_size / 3 - n
    if short > 0:
        est -= SHORT_TRUMP * short
    total = rules.trick_points / rules.scale
    return max(1.0, min(total, est))


def exchange_gain(faces: Sequence[int], trump: int, rules: Rules) -> float:
    """Meld the declarer can expect to gain from the exchange in ``trump``: the cards of a
    run it lacks may come from the partner."""
    missing = sum(1 for s in (ACE, TEN, KING, QUEEN, JACK) if trump * 6 + s not in faces)
    gain = 2.0
    if missing <= 2:
        gain += (3 - missing) * 3.0  # a run within reach
    return gain


def trump_value(faces: Sequence[int], trump: int, rules: Rules) -> float:
    """What naming ``trump`` is worth to the declarer: meld, tricks and exchange gain."""
    return (meld_of(faces, trump, rules) + trick_estimate(faces, trump, rules)
            + exchange_gain(faces, trump, rules))


def choose_trump(faces: Sequence[int], rules: Rules) -> int:
    """The declarer's trump: the best value, never a suit of one or two cards while a suit
    of four or more is held (a long trump suit is what makes a contract)."""
    longest = max(suit_len(faces, s) for s in range(4))
    enough = min(longest, 4 if rules.hand_size == 12 else 6)
    candidates = [s for s in range(4) if suit_len(faces, s) >= enough]
    return max(candidates, key=lambda s: (trump_value(faces, s, rules), suit_len(faces, s)))


def best_value(faces: Sequence[int], rules: Rules) -> tuple[float, int]:
    """The best ``trump_value`` over the trumps ``choose_trump`` would consider."""
    t = choose_trump(faces, rules)
    return trump_value(faces, t, rules), t


# --------------------------------------------------------------------------- exchange


def _gift(face: int, trump: int, faces: Sequence[int]) -> float:
    """What one card is worth to the declarer (before the cost to the giver's meld)."""
    suit, s = divmod(face, 6)
    if suit == trump:
        # the nine of trumps is a trump for the declarer and its dix moves with it
        return 7.0 if s == ACE else 3.0 if s == NINE else 5.0
    if s == ACE:
        return 3.5
    if (trump == SPADES and face == JD) or (trump == DIAMONDS and face == QS):
        return 2.5  # completes the declarer's pinochle (seed)
    if s in (KING, QUEEN):
        return 0.8
    if s == TEN:
        return 0.6
    return 0.0


def _aces_around(faces: Sequence[int]) -> bool:
    return all(s * 6 + ACE in faces for s in range(4))


def choose_pass(faces: Sequence[int], trump: int, rules: Rules, count: int = 4) -> list[int]:
    """The partner's cards for the declarer."""
    return list(ranked_passes(faces, trump, rules, count, 1)[0])


def ranked_passes(faces: Sequence[int], trump: int, rules: Rules, count: int = 4,
                  top: int = 1) -> list[tuple[int, ...]]:
    """The ``top`` best choices of the partner's cards by ``choose_pass``'s judgement, best
    first (the coach ranks these as the exchange's candidates)."""
    own = meld_of(faces, trump, rules)
    keep_aces = _aces_around(faces)
    ranked = sorted(set(faces), key=lambda f: -_gift(f, trump, faces))
    pool: list[int] = []
    for f in ranked:  # the most useful candidates, with their copies
        pool.extend([f] * faces.count(f))
        if len(pool) >= 10:
            break
    pool = pool[:10] if len(pool) >= count else list(faces)
    scored: list[tuple[float, tuple[int, ...]]] = []
    for pick in set(itertools.combinations(sorted(pool), count)):
        rest = list(faces)
        for f in pick:
            rest.remove(f)
        value = sum(_gift(f, trump, faces) for f in pick)
        value -= own - meld_of(rest, trump, rules)
        if keep_aces and not _aces_around(rest):
            value -= 6.0  # never break aces around (seed)
        scored.append((value, pick))
    scored.sort(reverse=True)
    return [pick for _, pick in scored[:top]]


def _keep_cost(face: int, trump: int) -> float:
    """What the declarer loses for tricks by giving ``face`` back."""
    suit, s = divmod(face, 6)
    if suit == trump:
        return 4.0 + (2.0 if s in (ACE, TEN) else 0.0)
    if s == ACE:
        return 3.5
    if s in (TEN, KING):
        return 1.2  # a counter in the weaker hand: the defenders' to take
    return 0.0


def choose_return(faces: Sequence[int], trump: int, rules: Rules,
                  received: Sequence[int] = (), count: int = 4) -> list[int]:
    """The declarer's cards back to the partner."""
    return list(ranked_returns(faces, trump, rules, received, count, 1)[0])


def ranked_returns(faces: Sequence[int], trump: int, rules: Rules,
                   received: Sequence[int] = (), count: int = 4, top: int = 1
                   ) -> list[tuple[int, ...]]:
    """The ``top`` best choices of the declarer's cards back by ``choose_return``'s
    judgement, best first (the coach ranks these as the exchange's candidates)."""
    own = meld_of(faces, trump, rules)
    loss: dict[int, float] = {}
    for f in set(faces):
        rest = list(faces)
        rest.remove(f)
        loss[f] = own - meld_of(rest, trump, rules) + _keep_cost(f, trump)
    pool: list[int] = []
    for f in sorted(loss, key=lambda f: loss[f]):
        pool.extend([f] * faces.count(f))
        if len(pool) >= 10:
            break
    scored: list[tuple[float, tuple[int, ...]]] = []
    for pick in set(itertools.combinations(sorted(pool), count)):
        rest = list(faces)
        for f in pick:
            rest.remove(f)
        value = float(meld_of(rest, trump, rules)) - sum(_keep_cost(f, trump) for f in pick)
        value += 0.3 * sum(1 for f in pick if f in received)
        scored.append((value, pick))
    scored.sort(reverse=True)
    return [pick for _, pick in scored[:top]]
