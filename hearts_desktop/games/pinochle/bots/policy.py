"""The rule-based card play every level builds on (Normal plays it, Easy plays it with
slips, Hard uses it to play out sampled deals).

It reads only the public position and the seat's own hand of a ``fast.Table`` (what has
been played, the suits seats have shown out of), never another hand, so the same function
serves a real decision and a simulated one. The ideas are the seed's strategy section and
the usual partnership habits:

- lead a sure winner (the top card left of its suit that nobody can trump); the declaring
  team pulls trumps with sure-winning trumps only when it holds trump length, else cashes
  side aces first, and never leads a losing trump while it holds a winner elsewhere;
- otherwise lead low from a long side suit, or a suit the partner can trump;
- throw a counter (A, 10, K) to a partner who surely wins the trick;
- win a trick cheaply (the lowest card that wins, never the trump ace when a lower trump
  does), take a trick with counters in it when the win will hold, otherwise play low.
"""

from __future__ import annotations

from .fast import KING, Table, beats, is_counter, winning_index

Choice = tuple[int, str]
"""A face and a reason code (``base.Reason`` values)."""


def outside_higher(table: Table, seat: int, face: int) -> int:
    """How many cards of ``face``'s suit stronger than it are still unplayed outside the
    seat's hand."""
    suit, strength = divmod(face, 6)
    mine = table.hands[seat]
    n = 0
    for s in range(strength + 1, 6):
        g = suit * 6 + s
        n += table.unplayed[g] - mine.count(g)
    return n


def _opponents(seat: int) -> tuple[int, int]:
    return ((seat + 1) % 4, (seat + 3) % 4)


def may_ruff(table: Table, seat: int, suit: int, after: tuple[int, ...]) -> bool:
    """Whether one of the seats in ``after`` (to play after ``seat``) may trump ``suit``:
    it has shown to be out of the suit and not out of trumps, with trumps left outside."""
    t = table.trump
    if suit == t:
        return False
    trumps_out = sum(table.unplayed[t * 6 + s] for s in range(6)) - sum(
        1 for f in table.hands[seat] if f // 6 == t)
    if trumps_out <= 0:
        return False
    return any(table.void[o] >> suit & 1 and not table.void[o] >> t & 1 for o in after)


def _keep_value(table: Table, seat: int, face: int) -> float:
    """How much the seat loses by giving ``face`` up now: trumps and sure winners are worth
    keeping, low cards are not."""
    value = face % 6 * 0.5
    if face // 6 == table.trump:
        value += 6
    if outside_higher(table, seat, face) == 0:
        value += 4
    return value


def choose(table: Table, seat: int) -> int:
    return choose_with_reason(table, seat)[0]


def choose_with_reason(table: Table, seat: int, risk: float = 0.5) -> Choice:
    legal = table.legal(seat)
    distinct = sorted(set(legal))
    if len(distinct) == 1:
        return distinct[0], "only_choice"
    if not table.plays:
        return _lead(table, seat, distinct, risk)
    return _follow(table, seat, distinct)


def _lead(table: Table, seat: int, legal: list[int], risk: float) -> Choice:
    t = table.trump
    hand = table.hands[seat]
    opps = _opponents(seat)
    declaring = seat % 2 == table.declaring_team
    my_trumps = [f for f in hand if f // 6 == t]
    trumps_out = sum(table.unplayed[t * 6 + s] for s in range(6)) - len(my_trumps)
    opp_trumps = trumps_out > 0 and not all(table.void[o] >> t & 1 for o in opps)
    sure = [f for f in legal if outside_higher(table, seat, f) == 0
            and not may_ruff(table, seat, f // 6, opps)]
    sure_trumps = [f for f in sure if f // 6 == t]
    sure_side = [f for f in sure if f // 6 != t]
    # The declaring team pulls trumps with sure winners when it holds the length; the
    # defenders and a short-trumped declarer cash side winners first.
    if declaring and sure_trumps and opp_trumps and len(my_trumps) >= 4:
        return max(sure_trumps), "pull_trumps"
    if sure_side:
        # a lone ace first (seed), then the suit where we hold fewest cards
        def length(f: int) -> int:
            return sum(1 for g in hand if g // 6 == f // 6)

        return min(sure_side, key=lambda f: (length(f), -f % 6)), "cash_winner"
    if sure_trumps and opp_trumps and (declaring or len(my_trumps) >= 3):
        return max(sure_trumps), "pull_trumps"
    partner = (seat + 2) % 4
    side = [f for f in legal if f // 6 != t]
    pool = side or legal

    def lead_key(f: int) -> tuple[float, ...]:
        suit = f // 6
        # the partner can trump this suit: a good suit to lead
        partner_ruffs = bool(table.void[partner] >> suit & 1 and not table.void[partner] >> t & 1)
        opp_ruffs = may_ruff(table, seat, suit, opps)
        length = sum(1 for g in hand if g // 6 == suit)
        counter_cost = 1.0 if is_counter(f) else 0.0
        return (counter_cost * (1.5 - risk), float(opp_ruffs), -float(partner_ruffs),
                f % 6, -length)

    return min(pool, key=lead_key), "lead_low"


def _follow(table: Table, seat: int, legal: list[int]) -> Choice:
    t = table.trump
    faces = [f for _, f in table.plays]
    wi = winning_index(faces, t)
    w_seat, w = table.plays[wi]
    last = len(table.plays) == 3
    after = tuple((seat + k) % 4 for k in range(1, 4 - len(table.plays)))
    winners = [f for f in legal if beats(f, w, t)]
    if w_seat % 2 == seat % 2:
        if last or _holds(table, seat, w, after):
            counters = [f for f in legal if is_counter(f) and not beats(f, w, t)]
            counters = counters or [f for f in legal if is_counter(f)]
            if counters:
                return min(counters, key=lambda f: _keep_value(table, seat, f)), "smear_counter"
        return _cheapest(table, seat, legal), "duck"
    if winners:
        if last:
            return min(winners, key=lambda f: _keep_value(table, seat, f)
                       - (2.0 if is_counter(f) else 0.0)), "win_cheaply"
        holding = [f for f in winners if _holds(table, seat, f, after)]
        if holding:
            return min(holding, key=lambda f: _keep_value(table, seat, f)), "take_trick"
        if all(f // 6 == t for f in winners) and (faces[0] // 6 != t):
            return min(winners, key=lambda f: _keep_value(table, seat, f)), "trump_low"
        trick_points = sum(1 for f in faces if is_counter(f))
        if trick_points >= 2 and len(winners) == len(legal):
            return max(winners, key=lambda f: f % 6), "take_trick"
    return _cheapest(table, seat, legal), "duck"


def _cheapest(table: Table, seat: int, legal: list[int]) -> int:
    """The card that costs least to give away: no counter, no trump, low."""
    return min(legal, key=lambda f: (is_counter(f), _keep_value(table, seat, f)))


def _holds(table: Table, seat: int, card: int, after: tuple[int, ...]) -> bool:
    """Whether ``card`` (winning now) stays the winner whatever the seats in ``after`` hold,
    as far as ``seat`` can tell. The partner is not a threat; an opponent is one if it may
    hold a higher card of the suit and still have it, or may be out of the suit led and
    trump (overtrump) it."""
    threats = tuple(s for s in after if s % 2 != seat % 2)
    if not threats:
        return True
    t = table.trump
    suit = card // 6
    led = table.plays[0][1] // 6 if table.plays else suit
    higher = outside_higher(table, seat, card) > 0
    trumps_out = sum(table.unplayed[t * 6 + s] for s in range(6)) - sum(
        1 for f in table.hands[seat] if f // 6 == t)

    def may_be_out_of_led(o: int) -> bool:
        return bool(table.void[o] >> led & 1) or _suit_may_be_exhausted(table, seat, led)

    if suit == t and led != t:  # a ruff: only an opponent out of the suit led overtrumps
        if not higher:
            return True
        return not any(may_be_out_of_led(o) and not table.void[o] >> t & 1 for o in threats)
    if higher:
        return False
    if suit != t and trumps_out > 0:
        return not any(may_be_out_of_led(o) and not table.void[o] >> t & 1 for o in threats)
    return True


def _suit_may_be_exhausted(table: Table, seat: int, suit: int) -> bool:
    """Few cards of ``suit`` are left outside the seat's hand: an opponent may be out of it."""
    left = sum(table.unplayed[suit * 6 + s] for s in range(6)) - sum(
        1 for f in table.hands[seat] if f // 6 == suit)
    return left <= 2


__all__ = ["KING", "choose", "choose_with_reason", "may_ruff", "outside_higher"]


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
