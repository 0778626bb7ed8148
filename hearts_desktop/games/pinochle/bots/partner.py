"""The partner's hand as the auction shows it, and whether to take the bid from a partner.

``partner_hands`` draws partner hands from the unseen cards that agree with the partner's
calls (the convention of ``auction``: a pass shows little, a bid a playable hand, a jump
meld, a pass with help aces, a bid over this seat a hand that wants to name trump).

``raise_pays`` is the question a seat faces once both opponents have passed and its partner
holds the bid: the auction is theirs, so a higher contract pays no more when it is made (a
made hand scores its meld and tricks, 9.1) and only costs more when it is set. Over sampled
partner hands it compares what the team can expect with this seat declaring at the next
bid (its trump, the partner's cards passed to it) with the partner declaring at the
current bid (the partner's trump, this seat's cards passed): meld after the exchange plus
the trick estimate, the chance to make the contract, the score either way. It bids only
when declaring itself pays more. Without it two partners who both hold a trump suit bid
each other up once the opponents are out (31 to 46 and set, in measured play).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from ....core.rng import Stream
from .. import SeatView, face_index
from . import auction
from .hands import choose_pass, choose_return, choose_trump, meld_of, suit_len, trick_estimate
from .knowledge import unseen

TRICK_SD = 3.3
"""Spread of the trick points around the estimate (small scale, single deck)."""
TRICK_SD_FACTOR = {12: 1.0, 20: 1.45}
STRICT_TRIES = 40
"""Draws per wanted hand before a strict sample gives up."""
RAISE_BAR = 2.0
"""The mean gain (small scale, single deck) that taking the bid from the partner must
promise; it doubles, triples ... with each bid this seat has already made over its partner
once the opponents were out, so two partners who both want to declare settle it quickly
instead of bidding the contract out of reach."""


def phi(x: float) -> float:
    return 0.5 * (1.0 + math.erf(x / math.sqrt(2.0)))


def spread(hand_size: int) -> float:
    """The standard deviation of the team total around its estimate (small scale)."""
    return TRICK_SD * TRICK_SD_FACTOR.get(hand_size, 1.0)


def worth_of(hand: Sequence[int], view: SeatView) -> float:
    """A partner hand's worth as its own auction would judge it (``auction.worth`` with the
    plain expectations of its partner)."""
    rules = view.rules
    k = auction.DECK_FACTOR.get(rules.hand_size, 1.0)
    best = max(meld_of(hand, t, rules) + trick_estimate(hand, t, rules) for t in range(4))
    return best + (auction.PARTNER_MELD + auction.EXCHANGE - 4.0) * k


def declares(hand: Sequence[int], trump: int, hand_size: int) -> bool:
    """``auction.wants_to_declare`` on faces: a run in ``trump``, or a long trump suit
    headed by its ace."""
    run = all(trump * 6 + s in hand for s in (auction.ACE, auction.TEN, auction.KING,
                                              auction.QUEEN, auction.JACK))
    return run or (suit_len(hand, trump) * 12 >= 6 * hand_size
                   and trump * 6 + auction.ACE in hand)


def partner_hands(view: SeatView, pool: Sequence[int], rng: Stream, count: int,
                  strict: bool = False) -> list[list[int]]:
    """Partner hands drawn from the unseen cards that agree with the partner's calls (the
    convention of ``auction``); after many misses the rest are drawn freely, or, when
    ``strict``, only the agreeing hands found are returned (perhaps none)."""
    rules = view.rules
    partner = (view.seat + 2) % 4
    size = view.hand_sizes[partner]
    k = auction.DECK_FACTOR.get(rules.hand_size, 1.0)
    scale = rules.scale
    checks: list[tuple[str, float]] = []
    high: int | None = None
    holder: int | None = None
    out_seats: set[int] = set()
    opponents = {(view.seat + 1) % 4, (view.seat + 3) % 4}
    for c in view.calls:
        if c.seat == partner:
            nxt = rules.next_bid(high) / scale
            if c.amount is None:
                checks.append(("help" if c.help else "below", nxt + 2 * k))
            elif holder == view.seat and opponents <= out_seats:
                # Over this seat with the opponents out: a trump it wants to name, not
                # a worth (the contract only rises between the two of them).
                checks.append(("declare", 0.0))
            else:
                jump = (c.amount - rules.next_bid(high)) / scale
                if jump >= 2:
                    checks.append(("meld", auction.JUMP_PER * jump * k - 2 * k))
                checks.append(("above", c.amount / scale - 2 * k))
                if holder == view.seat:
                    checks.append(("declare", 0.0))  # it bid over this seat: its trump
        if c.amount is None:
            out_seats.add(c.seat)
        else:
            high = c.amount
            holder = c.seat
    out: list[list[int]] = []
    tries = 0
    while len(out) < count:
        tries += 1
        if strict and tries > count * STRICT_TRIES:
            break
        hand = sorted(rng.shuffled(pool)[:size])
        if checks and (strict or tries <= count * 12) and not _agrees(hand, view, checks):
            continue
        out.append(hand)
    return out


def _agrees(hand: list[int], view: SeatView, checks: list[tuple[str, float]]) -> bool:
    worth = worth_of(hand, view)
    for kind, value in checks:
        if kind == "below" and worth >= value:
            return False
        if kind == "above" and worth < value:
            return False
        if kind == "meld" and max(meld_of(hand, t, view.rules) for t in range(4)) < value:
            return False
        if kind == "help":
            aces = sum(1 for f in hand if f % 6 == 5)
            if aces < 3:
                return False
        if kind == "declare" and not declares(hand, choose_trump(hand, view.rules),
                                              view.rules.hand_size):
            return False
    return True


def team_total(declarer: Sequence[int], partner: Sequence[int], view: SeatView
               ) -> tuple[float, float]:
    """(meld + trick points, trick points) the team can expect with ``declarer`` naming
    its trump and the exchange made as the players would (small scale)."""
    rules = view.rules
    trump = choose_trump(declarer, rules)
    give = choose_pass(partner, trump, rules)
    rest = list(partner)
    for f in give:
        rest.remove(f)
    team = list(declarer) + give
    back = choose_return(team, trump, rules, give)
    for f in back:
        team.remove(f)
    tricks = trick_estimate(declarer, trump, rules)
    meld = meld_of(team, trump, rules) + meld_of(rest + back, trump, rules)
    return meld + tricks, tricks


def expected_score(total: float, tricks: float, bid: float, sd: float) -> float:
    """The declaring team's expected score against the defenders' (small scale, less what
    both outcomes share): made, it scores its total and keeps the defenders to the trick
    points it did not take; set, it loses the bid."""
    made = phi((total - bid + 0.5) / sd)
    return made * (total + tricks) - (1.0 - made) * bid


def raise_pays(view: SeatView, rng: Stream, samples: int) -> bool:
    """Whether this seat should bid ``view.next_bid`` over its partner, who holds the bid
    (see the module notes): declaring itself at the next bid is expected to score more
    than letting the partner declare at the current one."""
    rules = view.rules
    assert view.next_bid is not None and view.high_bid is not None
    mine = sorted(face_index(c) for c in view.hand)
    counts = unseen(view)
    pool = [f for f in range(24) for _ in range(counts[f])]
    sd = spread(rules.hand_size)
    raise_to = view.next_bid / rules.scale
    stay = view.high_bid / rules.scale
    gain = 0.0
    hands = partner_hands(view, pool, rng, samples, strict=True) or partner_hands(
        view, pool, rng, samples)
    for hand in hands:
        total, tricks = team_total(mine, hand, view)
        theirs, their_tricks = team_total(hand, mine, view)
        gain += (expected_score(total, tricks, raise_to, sd)
                 - expected_score(theirs, their_tricks, stay, sd))
    k = auction.DECK_FACTOR.get(rules.hand_size, 1.0)
    bar = RAISE_BAR * k * (1 + _raises_over_partner(view))
    return bool(hands) and gain / len(hands) > bar


def _raises_over_partner(view: SeatView) -> int:
    """Bids this seat made over its partner while both opponents were out."""
    partner = (view.seat + 2) % 4
    opponents = {(view.seat + 1) % 4, (view.seat + 3) % 4}
    out: set[int] = set()
    holder: int | None = None
    n = 0
    for c in view.calls:
        if c.amount is None:
            out.add(c.seat)
            continue
        if c.seat == view.seat and holder == partner and opponents <= out:
            n += 1
        holder = c.seat
    return n
