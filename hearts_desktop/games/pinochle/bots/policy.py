"""The rule-based card play every level builds on (Normal plays it, Hard uses it to play out
sampled deals; Easy plays ``beginner_choose``).

It reads only the public position and the seat's own hand of a ``fast.Table`` (what has
been played, the suits seats have shown out of), never another hand, so the same function
serves a real decision and a simulated one. The ideas are the seed's strategy section and
the usual partnership habits:

- lead a sure winner (the top card left of its suit that nobody can trump); the declaring
  team pulls trumps with sure-winning trumps only when it holds trump length, else cashes
  side aces first (a lone ace first), and never leads a losing trump while it holds a
  winner elsewhere;
- otherwise lead low from a long side suit, or a suit the partner can trump;
- throw a counter (A, 10, K) to a partner who surely wins the trick;
- win a trick cheaply (the card that costs least to give up, never the trump ace when a
  lower trump wins as surely), take a trick with counters in it when the win will hold,
  otherwise play low.

The play of one decision reads a ``_Seat`` (the seat's own counts, the trumps still out)
built once, because the search calls this function hundreds of thousands of times.
"""

from __future__ import annotations

from .fast import KING, Table, beats, is_counter, winning_index

Choice = tuple[int, str]
"""A face and a reason code (``base.Reason`` values)."""


class _Seat:
    """One seat's point of view for one decision."""

    __slots__ = ("declaring", "hand", "held", "opps", "partner", "seat", "table", "trump",
                 "trumps_out")

    def __init__(self, table: Table, seat: int) -> None:
        self.table = table
        self.seat = seat
        self.hand = table.hands[seat]
        held = [0] * 24
        for f in self.hand:
            held[f] += 1
        self.held = held
        t = table.trump
        self.trump = t
        un = table.unplayed
        b = t * 6
        self.trumps_out = (un[b] + un[b + 1] + un[b + 2] + un[b + 3] + un[b + 4] + un[b + 5]
                           - held[b] - held[b + 1] - held[b + 2] - held[b + 3] - held[b + 4]
                           - held[b + 5])
        self.opps = ((seat + 1) % 4, (seat + 3) % 4)
        self.partner = (seat + 2) % 4
        self.declaring = seat % 2 == table.declaring_team

    def higher_out(self, face: int) -> int:
        """Cards of ``face``'s suit stronger than it, unplayed and not in this hand."""
        un, held = self.table.unplayed, self.held
        top = face - face % 6 + 6
        n = 0
        for g in range(face + 1, top):
            n += un[g] - held[g]
        return n

    def suit_out(self, suit: int) -> int:
        """Cards of ``suit`` unplayed and not in this hand."""
        un, held = self.table.unplayed, self.held
        b = suit * 6
        return sum(un[g] - held[g] for g in range(b, b + 6))

    def may_ruff(self, suit: int, seats: tuple[int, ...]) -> bool:
        """Whether one of ``seats`` may trump ``suit``: it has shown to be out of the suit
        and not out of trumps, with trumps left outside this hand."""
        t = self.trump
        if suit == t or self.trumps_out <= 0:
            return False
        void = self.table.void
        return any(void[o] >> suit & 1 and not void[o] >> t & 1 for o in seats)

    def keep_value(self, face: int) -> float:
        """What the seat loses by giving ``face`` up now: trumps and sure winners are worth
        keeping, low cards are not."""
        value = face % 6 * 0.5
        if face // 6 == self.trump:
            value += 6
        if self.higher_out(face) == 0:
            value += 4
        return value

    def exhausted(self, suit: int) -> bool:
        """Few cards of ``suit`` are left outside this hand: an opponent may be out of it."""
        return self.suit_out(suit) <= 2

    def holds(self, card: int, after: tuple[int, ...]) -> bool:
        """Whether ``card`` (winning now) stays the winner whatever the seats in ``after``
        hold, as far as this seat can tell. The partner is no threat; an opponent is one if
        it may hold a higher card of the suit, or may be out of the suit led and trump (or
        overtrump) it."""
        threats = tuple(s for s in after if s % 2 != self.seat % 2)
        if not threats:
            return True
        table = self.table
        t = self.trump
        suit = card // 6
        led = table.plays[0][1] // 6 if table.plays else suit
        higher = self.higher_out(card) > 0
        void = table.void

        def ruffs(o: int) -> bool:
            return bool((void[o] >> led & 1 or self.exhausted(led)) and not void[o] >> t & 1)

        if suit == t and led != t:  # a ruff: only an opponent out of the suit led overtrumps
            return not higher or not any(ruffs(o) for o in threats)
        if higher:
            return False
        if suit != t and self.trumps_out > 0:
            return not any(ruffs(o) for o in threats)
        return True

    def cheapest(self, legal: list[int]) -> int:
        """The card that costs least to give away: no counter, no trump, low."""
        return min(legal, key=lambda f: (is_counter(f), self.keep_value(f)))


def outside_higher(table: Table, seat: int, face: int) -> int:
    """How many cards of ``face``'s suit stronger than it are still unplayed outside the
    seat's hand."""
    return _Seat(table, seat).higher_out(face)


def choose(table: Table, seat: int) -> int:
    return choose_with_reason(table, seat)[0]


def choose_with_reason(table: Table, seat: int, risk: float = 0.5) -> Choice:
    legal = table.legal(seat)
    distinct = sorted(set(legal))
    if len(distinct) == 1:
        return distinct[0], "only_choice"
    me = _Seat(table, seat)
    if not table.plays:
        return _lead(me, distinct, risk)
    return _follow(me, distinct)


def _lead(me: _Seat, legal: list[int], risk: float) -> Choice:
    table, t, hand, opps = me.table, me.trump, me.hand, me.opps
    length = [0, 0, 0, 0]
    for f in hand:
        length[f // 6] += 1
    opp_trumps = me.trumps_out > 0 and not all(table.void[o] >> t & 1 for o in opps)
    sure = [f for f in legal if me.higher_out(f) == 0 and not me.may_ruff(f // 6, opps)]
    sure_trumps = [f for f in sure if f // 6 == t]
    sure_side = [f for f in sure if f // 6 != t]
    # The declaring team pulls trumps with sure winners when it holds the length; the
    # defenders and a short-trumped declarer cash side winners first.
    if me.declaring and sure_trumps and opp_trumps and length[t] >= 4:
        return max(sure_trumps), "pull_trumps"
    if sure_side:  # a lone ace first (seed), then the suit where we hold fewest cards
        return min(sure_side, key=lambda f: (length[f // 6], -(f % 6))), "cash_winner"
    if sure_trumps and opp_trumps and (me.declaring or length[t] >= 3):
        return max(sure_trumps), "pull_trumps"
    partner = me.partner
    void = table.void
    pool = [f for f in legal if f // 6 != t] or legal
    counter_cost = 1.5 - risk

    def lead_key(f: int) -> tuple[float, ...]:
        suit = f // 6
        # a suit the partner can trump is a good one to lead
        partner_ruffs = bool(void[partner] >> suit & 1 and not void[partner] >> t & 1)
        return (counter_cost if f % 6 >= KING else 0.0, float(me.may_ruff(suit, opps)),
                -float(partner_ruffs), f % 6, -length[suit])

    return min(pool, key=lead_key), "lead_low"


def _follow(me: _Seat, legal: list[int]) -> Choice:
    table, t, seat = me.table, me.trump, me.seat
    faces = [f for _, f in table.plays]
    w_seat, w = table.plays[winning_index(faces, t)]
    after = tuple((seat + k) % 4 for k in range(1, 4 - len(table.plays)))
    winners = [f for f in legal if beats(f, w, t)]
    if w_seat % 2 == seat % 2:
        if not after or me.holds(w, after):
            counters = [f for f in legal if f % 6 >= KING]
            if counters:
                return min(counters, key=me.keep_value), "smear_counter"
        return me.cheapest(legal), "duck"
    if winners:
        if not after:
            return min(winners, key=lambda f: me.keep_value(f)
                       - (2.0 if f % 6 >= KING else 0.0)), "win_cheaply"
        holding = [f for f in winners if me.holds(f, after)]
        if holding:
            return min(holding, key=me.keep_value), "take_trick"
        if faces[0] // 6 != t and all(f // 6 == t for f in winners):
            return min(winners, key=me.keep_value), "trump_low"
        if sum(1 for f in faces if f % 6 >= KING) >= 2 and len(winners) == len(legal):
            return max(winners, key=lambda f: f % 6), "take_trick"
    return me.cheapest(legal), "duck"


def beginner_choose(table: Table, seat: int) -> Choice:
    """A beginner's play (Easy): no card counting and no partnership play. Lead the
    strongest card of the longest side suit; when following, win with the strongest card
    that wins, else play the lowest card."""
    legal = sorted(set(table.legal(seat)))
    if len(legal) == 1:
        return legal[0], "only_choice"
    t = table.trump
    if not table.plays:
        hand = table.hands[seat]
        side = [f for f in legal if f // 6 != t] or legal
        longest = max(side, key=lambda f: (sum(1 for g in hand if g // 6 == f // 6), f % 6))
        suit = longest // 6
        return max(f for f in side if f // 6 == suit), "lead_low"
    faces = [f for _, f in table.plays]
    w = faces[winning_index(faces, t)]
    winners = [f for f in legal if beats(f, w, t)]
    if winners:
        return max(winners, key=lambda f: (f // 6 != t, f % 6)), "take_trick"
    return min(legal, key=lambda f: (f // 6 == t, f % 6)), "duck"


__all__ = ["beginner_choose", "choose", "choose_with_reason", "outside_higher"]
