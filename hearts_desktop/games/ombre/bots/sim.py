"""Fast play for the CPU players: cards as ints (``Card.index``), per-trump tables, the
matador privilege, a rule-based card policy shared by the Normal bot and the Hard bot's
rollouts, and the chips a finished deal pays a seat.

Nothing here sees more than it is given: the Normal bot hands the policy what its view
knows (the cards still out, the voids shown); the Hard bot runs it on deals it sampled
itself (``knowledge.py``), where every hand is, by construction, only a guess.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ....core.cards import Card, Suit
from ..cards import deck_cards, is_matador, strength, trick_order
from ..contracts import Contract, Result
from ..rules import Rules
from ..scoring import (
    OmbreOutcome,
    QuadrilleOutcome,
    classify,
    classify_quadrille,
    net_change,
    ombre_payments,
    quadrille_payments,
    quadrille_value,
)

ALL_CARDS: tuple[Card, ...] = deck_cards()
CARD_OF: dict[int, Card] = {c.index: c for c in ALL_CARDS}


@dataclass(frozen=True)
class Table:
    """Strength, effective suit and matador flag of every card index for one trump."""

    trump: int
    strength: tuple[int, ...]
    suit: tuple[int, ...]
    matador: tuple[bool, ...]


@functools.lru_cache(maxsize=8)
def table(trump: Suit) -> Table:
    st = [0] * 53
    su = [0] * 53
    mat = [False] * 53
    order = trick_order(trump)
    for c in ALL_CARDS:
        st[c.index] = strength(c, trump)
        su[c.index] = int(order.suit_of(c))
        mat[c.index] = is_matador(c, trump)
    return Table(int(trump), tuple(st), tuple(su), tuple(mat))


def legal(hand: Sequence[int], trick: Sequence[int], t: Table) -> list[int]:
    """``cards.legal_plays`` on ints (6.2, 6.3)."""
    if not trick:
        return list(hand)
    led = trick[0]
    su, st = t.suit, t.strength
    lsuit = su[led]
    if lsuit == t.trump:
        trumps = [c for c in hand if su[c] == lsuit]
        lst = st[led]
        mat = t.matador
        if any(not (mat[c] and st[c] > lst) for c in trumps):
            return trumps
        return list(hand)
    follow = [c for c in hand if su[c] == lsuit]
    return follow if follow else list(hand)


def beats(card: int, best: int, t: Table) -> bool:
    su = t.suit
    if su[card] == su[best]:
        return t.strength[card] > t.strength[best]
    return su[card] == t.trump


def winner_index(trick: Sequence[int], t: Table) -> int:
    best = 0
    for i in range(1, len(trick)):
        if beats(trick[i], trick[best], t):
            best = i
    return best


# --------------------------------------------------------------------------- policy


@dataclass
class Position:
    """A deal in play, on ints. ``hands`` by seat; ``sides[s]`` True for the declaring side
    as the mover believes it (None: unknown)."""

    t: Table
    order: tuple[int, ...]
    hands: list[list[int]]
    trick: list[tuple[int, int]]
    leader: int
    won: list[int]
    tricks_played: int
    declarer: int
    contract: Contract


class Info:
    """What the policy may use: the cards still out (not in the mover's hand, not played),
    summarised per effective suit (the highest strength out and how many are out), and
    which seats are known to be void in a suit."""

    __slots__ = ("count", "top", "voids")

    def __init__(self, out: set[int] | list[int], t: Table,
                 voids: dict[int, set[int]] | None = None) -> None:
        su, st = t.suit, t.strength
        top: dict[int, int] = {}
        count: dict[int, int] = {}
        for c in out:
            s = su[c]
            count[s] = count.get(s, 0) + 1
            if st[c] > top.get(s, -1):
                top[s] = st[c]
        self.top = top
        self.count = count
        self.voids = voids or {}

    def void(self, seat: int, suit: int) -> bool:
        return suit in self.voids.get(seat, ())

    def master(self, card: int, t: Table) -> bool:
        """No card out of ``card``'s effective suit is higher."""
        return t.strength[card] > self.top.get(t.suit[card], -1)

    def out_in(self, suit: int) -> int:
        return self.count.get(suit, 0)


def choose(pos: Position, seat: int, info: Info, friends: Callable[[int], bool | None],
           legal_cards: list[int] | None = None) -> int:
    """The policy's card for ``seat``: win cheaply when an opponent is winning, duck when a
    friend wins, lead masters and draw trumps as ombre, lead masters or low as a defender.
    ``friends(s)``: True for a seat on the mover's side, False for an opponent, None if not
    known (Quadrille's hidden partner)."""
    t = pos.t
    hand = pos.hands[seat]
    trick_cards = [c for _, c in pos.trick]
    cands = legal_cards if legal_cards is not None else legal(hand, trick_cards, t)
    if len(cands) == 1:
        return cands[0]
    st = t.strength
    declaring = seat == pos.declarer or friends(pos.declarer) is True
    misere = pos.contract is Contract.CONTRABOLA
    if not trick_cards:
        return _lead(pos, seat, cands, info, declaring, misere)
    wi = winner_index(trick_cards, t)
    win_seat, win_card = pos.trick[wi]
    last = len(pos.trick) == len(pos.order) - 1
    beaters = [c for c in cands if beats(c, win_card, t)]
    losers = [c for c in cands if c not in beaters]
    if misere:
        if seat == pos.declarer:
            if losers:
                return max(losers, key=lambda c: st[c])
            return min(beaters, key=lambda c: st[c])
        # defenders want the declarer to win: stay under the declarer's card if possible
        if win_seat == pos.declarer and losers:
            return max(losers, key=lambda c: st[c])
        return min(cands, key=lambda c: st[c])
    friend_wins = win_seat == seat or friends(win_seat) is True
    if friend_wins:
        safe = last or info.master(win_card, t)
        if safe or not beaters:
            return _discard(cands, t, hand)
        # a friend's card may be beaten later: overtake only with a master
        masters = [c for c in beaters if info.master(c, t)]
        if masters and not declaring:
            return _discard(cands, t, hand)
        return min(masters, key=lambda c: st[c]) if masters else _discard(cands, t, hand)
    if beaters:
        if last:
            return min(beaters, key=lambda c: st[c])
        masters = [c for c in beaters if info.master(c, t)]
        if masters:
            return min(masters, key=lambda c: st[c])
        # second hand: a ruff or a cheap beater still helps
        return min(beaters, key=lambda c: st[c])
    return _discard(cands, t, hand)


def _discard(cands: list[int], t: Table, hand: Sequence[int]) -> int:
    """The cheapest card to give away: the lowest plain card of a suit, keeping kings and
    trumps; from a short suit first (to make a void)."""
    st, su = t.strength, t.suit
    counts: dict[int, int] = {}
    for c in hand:
        counts[su[c]] = counts.get(su[c], 0) + 1

    def key(c: int) -> tuple[int, int, int]:
        trump = su[c] == t.trump
        return (1 if trump else 0, st[c] if trump else (st[c] >= 10) * 100 + st[c],
                counts.get(su[c], 0))

    return min(cands, key=key)


def _lead(pos: Position, seat: int, cands: list[int], info: Info, declaring: bool,
          misere: bool) -> int:
    t = pos.t
    st, su = t.strength, t.suit
    trump = t.trump
    if misere:
        if seat == pos.declarer:
            return min(cands, key=lambda c: (st[c] >= 100, st[c]))
        return min(cands, key=lambda c: st[c])
    trumps = [c for c in cands if su[c] == trump]
    plain = [c for c in cands if su[c] != trump]
    out_trumps = info.out_in(trump)
    masters = [c for c in plain if info.master(c, t) and info.out_in(su[c])]
    if declaring:
        if trumps and out_trumps:
            top = max(trumps, key=lambda c: st[c])
            if info.master(top, t):
                return top
            if len(trumps) >= out_trumps + 1:
                return min(trumps, key=lambda c: st[c])
        if masters:
            return max(masters, key=lambda c: st[c])
        if trumps and not out_trumps:
            return max(trumps, key=lambda c: st[c])
        if plain:
            return _discard(plain, t, pos.hands[seat])
        return min(trumps, key=lambda c: st[c])
    # a defender: cash masters in suits ombre still follows, else lead low through ombre
    ombre = pos.declarer
    good = [c for c in masters if not info.void(ombre, su[c])]
    if good:
        return max(good, key=lambda c: st[c])
    safe = [c for c in plain if not info.void(ombre, su[c])]
    if safe:
        return min(safe, key=lambda c: st[c])
    if plain:
        return min(plain, key=lambda c: st[c])
    return min(trumps, key=lambda c: st[c])


# --------------------------------------------------------------------------- rollouts


def play_out(pos: Position, friends_of: Callable[[int], Callable[[int], bool | None]],
             stop_on_second: bool = False, side: frozenset[int] = frozenset(),
             first: int | None = None, record: list[tuple[int, int]] | None = None
             ) -> tuple[list[int], bool]:
    """Play ``pos`` to its end with the policy for every seat (perfect information: a
    sampled deal). Returns tricks won per seat, and whether play stopped at primeras:
    ``side`` (the declaring side) won each of the first ``first`` tricks (ombre then takes
    the sure bonus rather than risk the vole). ``record``: a list that gets every
    (seat, card) played (the coach's sampled line)."""
    t = pos.t
    hands = pos.hands
    order = pos.order
    trick = list(pos.trick)
    won = list(pos.won)
    n = len(order)
    nxt = {order[i]: order[(i + 1) % n] for i in range(n)}
    mover = nxt[trick[-1][0]] if trick else pos.leader
    done = pos.tricks_played
    streak = first is not None and done < first and sum(won[s] for s in side) == done
    while True:
        if len(trick) == n:
            cards = [c for _, c in trick]
            w = trick[winner_index(cards, t)][0]
            won[w] += 1
            trick = []
            done += 1
            if stop_on_second and won[pos.declarer] >= 2:
                return won, False
            if streak:
                if w not in side:
                    streak = False
                elif done == first and hands[w]:
                    return won, True
            if not hands[w]:
                return won, False
            mover = w
        out = [c for s in order if s != mover for c in hands[s]]
        p = Position(t, order, hands, trick, pos.leader, won, done, pos.declarer, pos.contract)
        card = choose(p, mover, Info(out, t), friends_of(mover))
        if record is not None:
            record.append((mover, card))
        hands[mover] = [c for c in hands[mover] if c != card]
        trick = [*trick, (mover, card)]
        mover = nxt[mover]


# --------------------------------------------------------------------------- utility


@dataclass(frozen=True)
class Stakes:
    """What a finished deal pays: everything but the trick counts."""

    rules: Rules
    players: int
    ombre: int
    partner: int | None
    contract: Contract
    play_order: tuple[int, ...]
    pot: int
    honours_with: int = 0
    honours_without: int = 0
    matador_bonus: int = 0
    forced: bool = False
    vole_attempt: bool = False
    """Ombre went on for the vole: every trick or a failed vole."""


def chips_for(stakes: Stakes, won: Sequence[int], seat: int, primeras: bool = False) -> int:
    """Chips ``seat`` gains when the deal ends with ``won`` tricks per seat; ``primeras``:
    play stopped after the declaring side won the first tricks (a sacada with its bonus)."""
    rules = stakes.rules
    o = stakes.ombre
    n = stakes.players
    if rules.has_talon:
        active = tuple(s for s in stakes.play_order if s != o)
        vole = failed = False
        if stakes.contract is Contract.CONTRABOLA:
            k = won[o]
            result = Result.SACADA if k == 0 else Result.DRAW if k == 1 else Result.PUESTA
            cw = None
        elif primeras:
            result, cw = Result.SACADA, None
        elif stakes.vole_attempt:
            vole = won[o] == sum(won)
            failed = not vole
            result, cw = (Result.SACADA if vole else Result.PUESTA), None
        else:
            result, idx = classify(won[o], [won[s] for s in active])
            cw = active[idx] if idx is not None else None
        outcome = OmbreOutcome(o, stakes.contract, result, cw,
                               tuple(s for s in range(n) if s != o), active,
                               stakes.honours_with, stakes.honours_without,
                               primeras=primeras and rules.has_talon, vole=vole,
                               failed_vole=failed)
        pays = ombre_payments(rules, outcome, stakes.pot)
    else:
        side = (o,) if stakes.partner is None else (o, stakes.partner)
        taken = sum(won[s] for s in side)
        if primeras:
            result = Result.SACADA
        elif stakes.contract is Contract.VOLE:
            total = sum(won)
            result = (Result.SACADA if taken == total else Result.DRAW
                      if taken >= rules.target else classify_quadrille(rules, taken))
        else:
            result = classify_quadrille(rules, taken)
        value = quadrille_value(rules, stakes.contract, stakes.matador_bonus, primeras,
                                result is Result.SACADA and taken == sum(won) and not primeras)
        outcome_q = QuadrilleOutcome(o, stakes.partner, stakes.contract, result,
                                     tuple(s for s in range(n) if s not in side), value,
                                     won[o], stakes.forced)
        pays = quadrille_payments(rules, outcome_q, stakes.pot)
    return net_change(n, pays)[seat]
