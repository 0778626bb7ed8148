"""Bidding: what the hand is worth with the partner, what the calls so far say, and the call.

**Worth.** For each trump the seat could name: its own meld, the partner's expected meld in
that trump, the expected gain of the exchange and the trick points the declaring team can
expect (``hands.trick_estimate``). The expectations come from simulated hands (see
``hands``) and are moved by the partner's calls.

**Calls carry meaning** (the convention every CPU player here follows, so partners read
each other): a first bid that jumps *j* points above the lowest bid shows about 5*j of meld
(the seed: a jump is a signal); a plain bid shows a playable hand; a pass shows little; a
pass with help (O-PASS-HELP) shows four cards that help in any trump (aces above all).

**The call.** Bid the lowest bid while it is within the hand's worth less a safety margin
(the personality's boldness moves it; against an opponent's bid the margin shrinks by
``COMPETE``: the seat competes closer to its estimate), jump on the first bid to show meld,
and pass otherwise. When the partner holds the bid, bid over it only with a hand that
wants to name trump itself (a run, or a long trump suit with its ace): then the team's best
trump is named; once both opponents have passed, the players keep that bid only when
declaring themselves pays more (``partner.raise_pays``, ``normal.settle_raise``).
"""

from __future__ import annotations

from dataclasses import dataclass

from .. import Action, Bid, Pass, SeatView
from .fast import ACE, JACK, KING, QUEEN, TEN
from .hands import choose_trump, meld_of, trick_estimate, trump_value
from .personalities import Personality

PARTNER_MELD = 4.0
"""The partner's mean meld in the declarer's trump (small scale, single deck)."""
EXCHANGE = 9.4
"""The declaring team's mean meld gain from the exchange (single deck)."""
DECK_FACTOR = {12: 1.0, 20: 3.0}
"""Meld numbers of the double deck are about three times the single deck's."""
JUMP_PER = 5
"""A jump of j points shows about ``JUMP_PER * j`` of meld."""
COMPETE = 2.0
"""Against an opponent's bid the safety margin is this much smaller (small scale, single
deck): at the default boldness the seat competes to two points below its estimate, where
it stopped four short and left the contract to an opponent one point above its last bid.
Competing further (up to the estimate) measured weaker against Easy's overbidding
(docs/experiments.md, issue 35)."""


@dataclass(frozen=True)
class Reading:
    """What the calls so far say about the partner (small scale)."""

    partner_meld: float
    exchange: float
    partner_holds: bool
    """The partner is the high bidder."""
    opponents_out: bool
    """Both opponents have passed."""


def read_calls(view: SeatView) -> Reading:
    k = DECK_FACTOR.get(view.rules.hand_size, 1.0)
    scale = view.rules.scale
    partner = (view.seat + 2) % 4
    meld = PARTNER_MELD * k
    exchange = EXCHANGE * k
    high: int | None = None
    plain = False
    for c in view.calls:
        if c.seat == partner:
            if c.amount is None:
                if c.help:
                    exchange += 3.0 * k
                else:
                    meld -= 1.5 * k
            else:
                jump = (c.amount - view.rules.next_bid(high)) // scale
                if jump >= 2:
                    meld = max(meld, 0.8 * JUMP_PER * jump * k)
                elif not plain:
                    meld += 2.0 * k
                    plain = True
        if c.amount is not None:
            high = c.amount
    opponents = ((view.seat + 1) % 4, (view.seat + 3) % 4)
    return Reading(max(0.0, meld), exchange, view.high_bidder == partner,
                   all(view.passed[o] for o in opponents))


def worth(view: SeatView, reading: Reading) -> tuple[float, int]:
    """The team's expected total (meld + trick points, small scale) with this seat declaring,
    and the trump it would name."""
    faces = _faces(view)
    rules = view.rules
    trump = choose_trump(faces, rules)
    value = (meld_of(faces, trump, rules) + reading.partner_meld + reading.exchange
             + trick_estimate(faces, trump, rules))
    return value, trump


def limit(view: SeatView, who: Personality, reading: Reading | None = None) -> tuple[int, int]:
    """The highest bid this seat will make (chosen scale) and its trump."""
    reading = reading or read_calls(view)
    value, trump = worth(view, reading)
    k = DECK_FACTOR.get(view.rules.hand_size, 1.0)
    margin = (4.0 - 6.0 * (who.boldness - 0.5)) * k
    if view.high_bidder is not None and (view.high_bidder - view.seat) % 2:
        margin -= COMPETE * k
    return int((value - margin) * view.rules.scale), trump


def wants_to_declare(view: SeatView, trump: int) -> bool:
    """A hand that should name trump itself: a run in its trump, or a long trump suit
    headed by the ace."""
    faces = _faces(view)
    run = all(trump * 6 + s in faces for s in (ACE, TEN, KING, QUEEN, JACK))
    length = sum(1 for f in faces if f // 6 == trump)
    return run or (length * 12 >= 6 * view.rules.hand_size and trump * 6 + ACE in faces)


def _faces(view: SeatView) -> list[int]:
    from .. import face_index

    return sorted(face_index(c) for c in view.hand)


def _showable_meld(view: SeatView) -> int:
    faces = _faces(view)
    return max(meld_of(faces, t, view.rules) for t in range(4))


def call(view: SeatView, who: Personality, signalling: bool = True
         ) -> tuple[Action, str]:
    """The auction call for ``view`` (one of ``view.legal``) and a reason code."""
    rules = view.rules
    seat = view.seat
    legal = view.legal
    nxt = view.next_bid
    assert nxt is not None
    reading = read_calls(view)
    top, trump = limit(view, who, reading)
    can_pass = Pass(seat) in legal
    my_bids = [c for c in view.calls if c.seat == seat and c.amount is not None]
    if not can_pass:  # O-FIRST-FORCED: the first bidder opens at the minimum
        return Bid(seat, nxt), "bid_value"
    if reading.partner_holds:
        if wants_to_declare(view, trump) and nxt <= top:
            return Bid(seat, nxt), "bid_to_declare"
        return Pass(seat), "pass_partner_holds"
    if nxt > top:
        if (signalling and rules.pass_help and Pass(seat, help=True) in legal
                and _helps(view)):
            return Pass(seat, help=True), "pass_with_help"
        return Pass(seat), "pass_weak"
    if signalling and not my_bids:
        showable = _showable_meld(view)
        k = DECK_FACTOR.get(rules.hand_size, 1.0)
        jump = min(4, int(showable / k / JUMP_PER))
        if jump >= 2:
            amount = rules.next_bid(nxt + jump * rules.scale - 1)
            if amount <= top and Bid(seat, amount) in legal:
                return Bid(seat, amount), "jump_shows_meld"
    return Bid(seat, nxt), "bid_value"


def _helps(view: SeatView) -> bool:
    """Four cards that help the partner whatever the trump: aces, or aces and 10s."""
    faces = _faces(view)
    aces = sum(1 for f in faces if f % 6 == ACE)
    tens = sum(1 for f in faces if f % 6 == TEN)
    need = 4 * view.rules.hand_size // 12
    return aces >= 3 and aces + tens >= need


__all__ = ["Reading", "call", "limit", "read_calls", "trump_value", "wants_to_declare", "worth"]
