"""The Normal CPU player: the rule-based strategy of the sources, for every variant.

Strategy (``shared/seeds``: the Korean wiki's "전략" and the German "Tipps"):

* **Passing.** Give away Q♠ K♠ A♠ unless four or more lower spades guard them; make a
  void in a short side suit (clubs first, unless the clubs are low and the diamonds
  high); pass high hearts (and any big penalty card, e.g. Pink Lady's Q♥); keep ♣A (it
  wins the penalty-free first trick and chooses the next lead), low spades and the
  Omnibus bonus card. With a moon hand, pass the lowest cards instead.
* **Leading.** Lead the card least likely to win points (counting the cards still out and
  the voids shown); flush Q♠ with spades below the queen when it is safe; don't lead
  spades while holding Q♠; hearts only when low.
* **Following.** Play the highest card that stays under the winning card; as last player
  take a clean trick with the highest card; when taking is forced, shed the highest card.
* **Void.** Dump Q♠ (never onto a moon shooter), then A♠/K♠ while Q♠ is out, then the
  most valuable / most dangerous cards; never throw the bonus card to someone else.
* **The moon.** Stop a seat that has taken every penalty point so far (and enough of
  them) by taking a point card; shoot the moon with a hand that can, abandoning the
  attempt as soon as another seat takes a point.

Every value comes from the rules (``card_value``, ``is_penalty``, ``moon_value``,
``bonus_card``): Omnibus, Pink Lady, Spot, 10♣, Complex, kitty, Hi-Lo jokers and
Cancellation's identical cards are all read from there. The bot is deterministic: the
same view gives the same decision (its seed only matters through its personality).

Longer than 600 lines: the strategy above for every variant of the rules, passing, leading,
following, discarding and the moon, each a family of small rules reading one shared
``Knowledge``; the Easy and Hard bots reuse parts of it.
"""

from __future__ import annotations

import functools
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, replace

from .. import (
    QUEEN_OF_SPADES,
    Action,
    Card,
    ChooseMoon,
    ChoosePass,
    KittyRecipient,
    MoonMode,
    Opening,
    Phase,
    PlayCard,
    Rules,
    Score,
    SeatView,
    Suit,
    scoring,
)
from .base import Reason, first_legal_pass, pass_groups
from .knowledge import Knowledge, deck_info
from .personalities import DEFAULT, Personality

_CLUB_ACE = Card(Suit.CLUBS, 14)


def real(score: Score) -> float:
    """A score as one number: Complex Hearts' a+bi counts as a + b (13i hurts like 13)."""
    if isinstance(score, complex):
        return score.real + score.imag
    return float(score)


@dataclass(frozen=True)
class Table:
    """What a bot reads from the rules, once per rules value."""

    value: dict[Card, float]
    penalty: frozenset[Card]
    big: frozenset[Card]
    """Penalty cards worth 10 or more (Q♠; Pink Lady's Q♥; Spot's high hearts)."""
    moon_value: float
    moon_on: bool
    bonus: Card | None
    doubler: Card | None
    heart_avg: float

    def points(self, cards: Sequence[Card]) -> float:
        return sum(self.value.get(c, 0.0) for c in cards)


@functools.lru_cache(maxsize=32)
def table(rules: Rules) -> Table:
    deck = set(rules.deck())
    value = {c: real(rules.card_value(c)) for c in deck}
    penalty = frozenset(c for c in deck if rules.is_penalty(c))
    hearts = [value[c] for c in deck if c.suit is Suit.HEARTS]
    doubler = next((c for c in deck if rules.is_doubler(c)), None)
    return Table(
        value=value,
        penalty=penalty,
        big=frozenset(c for c in penalty if value[c] >= 10),
        moon_value=real(rules.moon_value()),
        moon_on=rules.moon is not MoonMode.OFF,
        bonus=rules.bonus_card,
        doubler=doubler,
        heart_avg=sum(hearts) / len(hearts) if hearts else 0.0,
    )


@dataclass(frozen=True)
class Style:
    """Which parts of the strategy a player uses (the Easy player forgets some)."""

    counting: bool = True
    """Count the cards played and the voids shown (else: only its own hand)."""
    queen_care: bool = True
    """Think about Q♠ (and other big penalty cards) when leading, following, passing."""
    moon_watch: bool = True
    moon_try: bool = True
    patience: bool = True
    """Hold hearts back: don't throw hearts before higher priorities, lead them only low."""


FULL = Style()


# --------------------------------------------------------------------------- helpers


def live_winner(plays: Sequence[tuple[int, Card, int]], cancellation: bool
                ) -> tuple[int | None, int]:
    """(seat, rank) of the winning play so far among (seat, card, effective rank) plays:
    the highest live card of the led suit (identical cards cancel in pairs under
    Cancellation Hearts). (None, -1) if every card of the led suit is cancelled."""
    if not plays:
        return None, -1
    led = plays[0][1].suit
    cancelled: set[int] = set()
    if cancellation:
        seen: dict[Card, list[int]] = {}
        for i, (_, c, _) in enumerate(plays):
            seen.setdefault(c, []).append(i)
        for pos in seen.values():
            cancelled.update(pos[: len(pos) - len(pos) % 2])
    best: tuple[int | None, int] = (None, -1)
    for i, (seat, c, r) in enumerate(plays):
        if c.suit is led and i not in cancelled and r > best[1]:
            best = (seat, r)
    return best


class _Ctx:
    """One decision's facts, computed once."""

    def __init__(self, view: SeatView, style: Style, who: Personality) -> None:
        self.view = view
        self.style = style
        self.who = who
        self.rules = view.rules
        self.tab = table(view.rules)
        k = Knowledge.from_view(view)
        if not style.counting:
            k = _forgetful(k, view.trick.cards if view.trick is not None else ())
        self.k = k
        self.me = view.seat
        self.n = view.players
        self.hand = view.hand
        self.unseen_total = max(1, sum(k.unseen.values()))
        self.out_ranks: dict[Suit, list[int]] = {s: [] for s in Suit}
        for c, cnt in k.unseen.items():
            self.out_ranks[c.suit].extend([k.effective_rank(c)] * cnt)
        self.mine: dict[Suit, list[Card]] = {s: [] for s in Suit}
        for c in view.hand:
            self.mine[c.suit].append(c)
        tab = self.tab
        self.big_out = [c for c in tab.big if k.unseen[c] > 0 and c not in view.hand]
        if not style.queen_care:
            self.big_out = []
        self.hearts_out = [tab.value[c] for c in k.unseen.elements() if c.suit is Suit.HEARTS]
        self.heart_avg_out = (sum(self.hearts_out) / len(self.hearts_out)
                              if self.hearts_out else 0.0)
        trick = view.trick
        number = trick.number if trick is not None else len(view.tricks) + 1
        # Trick 1 under the first-trick ban: nobody may throw a penalty card on it.
        self.first_trick_ban = number == 1 and view.rules.first_trick_ban
        self.threat = self._moon_threat() if style.moon_watch else None
        self.shooting = style.moon_try and self._shooting()

    # ------------------------------------------------------------------ facts
    def rank(self, card: Card) -> int:
        return self.k.effective_rank(card)

    def others(self) -> list[int]:
        return [(self.me + i) % self.n for i in range(1, self.n)]

    def followers_after(self) -> list[int]:
        """Seats still to play to the current trick after this one."""
        trick = self.view.trick
        played = len(trick.plays) if trick is not None else 0
        return [(self.me + i) % self.n for i in range(1, self.n - played)]

    def p_void(self, seat: int, suit: Suit) -> float:
        k = self.k
        if k.is_void(seat, suit):
            return 1.0
        if any(c.suit is suit for c in k.known[seat]):
            return 0.0
        size = k.hand_sizes[seat]
        frac = len(self.out_ranks[suit]) / self.unseen_total
        return (1.0 - frac) ** size

    def p_overtaken(self, suit: Suit, rank: int, followers: Sequence[int]) -> float:
        """Chance that one of ``followers`` plays a card of ``suit`` above ``rank``."""
        outs = self.out_ranks[suit]
        higher = sum(1 for r in outs if r > rank)
        if not higher or not followers:
            return 0.0
        lower = len(outs) - higher
        k = self.k
        p_none = 1.0
        for f in followers:
            if k.is_void(f, suit):
                continue
            frac = min(1.0, k.hand_sizes[f] / self.unseen_total)
            if any(c.suit is suit and self.rank(c) > rank for c in k.known[f]):
                p_high = 1.0
            else:
                p_high = 1.0 - (1.0 - frac) ** higher
            p_low = 1.0 - (1.0 - frac) ** lower
            p_over = p_high * ((1.0 - p_low) + 0.25 * p_low)
            p_none *= 1.0 - p_over
        return 1.0 - p_none

    def dump_value(self, seat: int) -> float:
        """What a void ``seat`` is expected to throw on a trick it does not win."""
        if self.first_trick_ban:
            return 0.0
        k = self.k
        size = k.hand_sizes[seat]
        ev = 0.0
        p_rest = 1.0
        for c in self.big_out:
            p = min(1.0, size * k.unseen[c] / self.unseen_total)
            if any(x == c for x in k.known[seat]):
                p = 1.0
            ev += p_rest * p * self.tab.value[c]
            p_rest *= 1.0 - p
        return ev + p_rest * (self.heart_avg_out if self.hearts_out else 0.0)

    def trick_extra(self) -> float:
        """Points that go with the current trick besides its cards: set-aside cards,
        face-up cards, an expected kitty."""
        view = self.view
        extra = self.tab.points(view.set_aside) + self.tab.points(view.face_up)
        if view.kitty_size and view.kitty_owner is None and view.kitty is None:
            trick = view.trick
            number = trick.number if trick is not None else len(view.tricks) + 1
            rules = self.rules
            gives = (rules.kitty_recipient is KittyRecipient.FIRST_TRICK
                     or number == rules.tricks_per_deal
                     or (trick is not None
                         and any(c in self.tab.penalty for c in trick.cards)))
            if gives:
                total = sum(self.tab.value.get(c, 0.0) * n for c, n in self.k.unseen.items())
                extra += total / self.unseen_total * view.kitty_size
        return extra

    def future_points(self, suit: Suit, rank: int, followers: Sequence[int],
                      card: Card | None) -> float:
        """Expected points that ``followers`` add to a trick of ``suit`` won at ``rank``."""
        ev = 0.0
        for f in followers:
            pv = self.p_void(f, suit)
            if suit is Suit.HEARTS:
                ev += (1.0 - pv) * self.heart_avg_out + pv * self.dump_value(f)
            else:
                ev += pv * self.dump_value(f)
        for b in self.big_out:
            if b.suit is suit and rank > self.rank(b) and followers:
                # The holder of a big card under this one may have to play it.
                share = sum(self.k.hand_sizes[f] for f in followers) / self.unseen_total
                ev += self.tab.value[b] * min(1.0, share) * 0.6
        return ev

    # ------------------------------------------------------------------ the moon
    def _moon_threat(self) -> int | None:
        if not self.tab.moon_on:
            return None
        seat = self.k.moon_threat()
        if seat is None or seat == self.me:
            return None
        got = self.k.penalty_taken[seat]
        pts = self.tab.points(got)
        v = self.tab.moon_value
        if v <= 0:
            return None
        factor = 1.4 - 0.8 * self.who.moon_vigilance
        if self._suspect(seat):
            factor *= 0.7
        hearts = sum(1 for c in got if c.suit is Suit.HEARTS)
        has_big = any(c in self.tab.big for c in got)
        # Enough points, and not just one big card (a lone Q♠ is no moon attempt).
        if hearts >= 2 and (pts >= v * 8 / 26 * factor or (has_big and factor < 1.2)):
            return seat
        return None

    def _suspect(self, seat: int) -> bool:
        """Korean tip 10: a pass of strangely low cards hints at a moon attempt."""
        view = self.view
        plan = view.pass_plan or ()
        if len(plan) != 1 or not view.received:
            return False
        passer = (self.me - plan[0][0]) % self.n
        return passer == seat and all(c.rank <= 7 for c in view.received)

    def _shooting(self) -> bool:
        """Try (or keep trying) the moon: nobody else has a penalty card, and the hand can
        still win what matters. A seat that took points by accident is not committed."""
        if not self.tab.moon_on:
            return False
        k = self.k
        if any(k.penalty_taken[s] for s in range(self.n) if s != self.me):
            return False
        strength = moon_strength(self.hand, k, self.tab)
        need = moon_need(self.who)
        mine = self.tab.points(k.penalty_taken[self.me])
        if mine >= 0.4 * self.tab.moon_value:
            need -= 1.5  # well on the way: keep going while it can still work
        elif len(self.view.tricks) >= 3 or len(self.hand) < 7:
            return False  # an attempt starts early, with a full hand
        return strength >= need

    # ------------------------------------------------------------------ trick
    def plays_with_ranks(self) -> list[tuple[int, Card, int]]:
        trick = self.view.trick
        if trick is None:
            return []
        return [(s, c, r) for (s, c), r in zip(trick.plays, trick.ranks, strict=True)]

    def outcome(self, card: Card) -> tuple[int | None, int]:
        return live_winner([*self.plays_with_ranks(), (self.me, card, self.rank(card))],
                           self.rules.cancellation)


def _forgetful(k: Knowledge, on_table: Sequence[Card]) -> Knowledge:
    """Knowledge of a player who does not count cards: it remembers the penalty cards
    played and sees the cards on the table, but takes every other card not in its hand
    for still out, and has noticed nobody's voids."""
    deck_cards, deck_counts, _ = deck_info(k.rules)
    counts = list(deck_counts)
    for c, n in k.played.items():
        if c.suit is Suit.HEARTS or c == QUEEN_OF_SPADES:
            counts[c.index] -= n
    for group in (k.hand, on_table):
        for c in group:
            counts[c.index] -= 1
    unseen = Counter({c: counts[i] for i, c in deck_cards if counts[i] > 0})
    return replace(k, unseen=unseen, void=tuple(frozenset() for _ in range(k.players)))


# --------------------------------------------------------------------------- moon hands


def moon_strength(hand: Sequence[Card], k: Knowledge, tab: Table) -> float:
    """How well ``hand`` can take every remaining trick that matters, on a 13-card scale:
    sure winners (cards above every unseen card of their suit, and the rest of a suit once
    the others must have run out of it), a little for other high cards, control of hearts
    and of the big penalty cards."""
    if not hand:
        return 0.0
    n = k.players
    strength = 0.0
    by_suit: dict[Suit, list[int]] = {s: [] for s in Suit}
    for c in hand:
        by_suit[c.suit].append(k.effective_rank(c))
    outs_by_suit: dict[Suit, list[int]] = {s: [] for s in Suit}
    for c, count in k.unseen.items():
        outs_by_suit[c.suit].extend([k.effective_rank(c)] * count)
    for suit, ranks in by_suit.items():
        if not ranks:
            continue
        outs = outs_by_suit[suit]
        high = max(outs, default=0)
        top = sum(1 for r in ranks if r > high)
        # Each trick led from the top draws one card from every other seat (at best): once
        # they have run out, the rest of the suit wins too.
        winners = len(ranks) if top and len(outs) <= (n - 1) * top else top
        strength += winners
        strength += 0.3 * sum(1 for r in ranks if r <= high and r >= 12)
        if suit is Suit.HEARTS:
            if winners >= 2:
                strength += 1.0
            elif outs and not winners:
                strength -= 2.0
    if not by_suit[Suit.HEARTS] and outs_by_suit[Suit.HEARTS]:
        strength -= 0.25 * len(hand)  # every heart would have to be thrown to it
    for b in tab.big:
        if k.unseen[b] and not any(r > k.effective_rank(b) for r in by_suit[b.suit]):
            strength -= 1.5  # someone else can keep the big card away from it
    return strength / len(hand) * 13.0


def moon_need(who: Personality) -> float:
    """The strength (on a 13-card scale) a player wants before shooting."""
    return 9.6 - 3.0 * who.moon_appetite


# --------------------------------------------------------------------------- the bot


class NormalBot:
    """Rule-based play from the sources. ``choose_with_reason`` explains each decision."""

    name = "normal"

    def __init__(self, seed: int = 0, personality: Personality | None = None) -> None:
        self.seed = seed
        self.personality = personality or DEFAULT
        self.name = "normal" if personality is None else self.personality.key

    def choose(self, view: SeatView) -> Action:
        return self.choose_with_reason(view)[0]

    def choose_with_reason(self, view: SeatView) -> tuple[Action, str]:
        return decide(view, FULL, self.personality)


def decide(view: SeatView, style: Style, who: Personality) -> tuple[Action, Reason]:
    """The Normal decision for ``view`` with some parts of the strategy (``style``)."""
    if not view.legal:
        raise ValueError(f"seat {view.seat} has nothing to do in phase {view.phase}")
    if len(view.legal) == 1:
        return view.legal[0], Reason.ONLY_CHOICE
    if view.phase is Phase.PASSING:
        return choose_pass(view, style, who)
    if view.phase is Phase.PLAYING:
        cards = [a.card for a in view.legal if isinstance(a, PlayCard)]
        card, reason = choose_card(view, cards, style, who)
        return PlayCard(view.seat, card), reason
    if view.phase is Phase.CHOOSING_PASS:
        return choose_scheme(view), Reason.PASS_SCHEME
    if view.phase is Phase.MOON_CHOICE:
        return choose_moon(view), Reason.MOON_CHOICE
    return view.legal[0], Reason.ONLY_CHOICE


# --------------------------------------------------------------------------- passing


def pass_scores(view: SeatView, style: Style, who: Personality
                ) -> tuple[dict[Card, float], Reason]:
    """How much this player wants to give away each card (higher: pass it first)."""
    rules = view.rules
    tab = table(rules)
    hand = list(view.hand)
    k = Knowledge.from_view(view)
    need = sum(pass_groups(view))
    if style.moon_try and tab.moon_on and moon_strength(hand, k, tab) >= moon_need(who):
        return _moon_pass_scores(hand, tab), Reason.PASS_FOR_MOON
    spades = [c for c in hand if c.suit is Suit.SPADES]
    guards = sum(1 for c in spades if c.rank < 12)
    want_guards = 5 if who.risk < 0.25 else (3 if who.risk > 0.7 else 4)
    has_queen = QUEEN_OF_SPADES in hand and QUEEN_OF_SPADES in tab.penalty
    keep_queen = has_queen and guards >= want_guards
    scores: dict[Card, float] = {}
    for c in hand:
        v = tab.value[c]
        r = c.rank if not c.is_joker else 13
        if c in tab.big:
            s = 100.0 + v
            if c == QUEEN_OF_SPADES and keep_queen:
                s = -20.0
            elif not style.queen_care:
                s = 10.0 + 3.0 * (r - 2)  # forgets why the queen is dangerous
        elif c.suit is Suit.HEARTS:
            s = (20.0 + 2.0 * r + 3.0 * v) if r >= 10 else -10.0 + r
            if c.is_joker:
                s = 50.0
        elif c.suit is Suit.SPADES:
            if r > 12 and style.queen_care and QUEEN_OF_SPADES in tab.penalty:
                s = 85.0 + r if (guards < want_guards and not keep_queen) else 5.0 + r
            elif r > 12:
                s = 10.0 + 3.0 * (r - 2)
            else:
                s = -15.0 + r * 0.1
        else:
            s = 10.0 + 3.0 * (r - 2)
        if tab.bonus is not None and c == tab.bonus:
            s = -100.0
        if (c == _CLUB_ACE and rules.first_trick_ban
                and rules.opening is Opening.LOWEST_CLUB):
            s = -50.0  # Korean tip 4: keep ♣A, it wins the first trick for free
        scores[c] = s
    # A void in a short side suit (Korean tip 3: clubs first, unless the clubs are low
    # and the diamonds high).
    must = sum(1 for s in scores.values() if s >= 70)
    slots = need - must
    options = []
    for suit in (Suit.CLUBS, Suit.DIAMONDS):
        cards = [c for c in hand if c.suit is suit]
        if cards and len(cards) <= slots and all(scores[c] > -40 for c in cards):
            top = max(c.rank for c in cards)
            options.append((top + (2 if suit is Suit.CLUBS else 0), suit))
    reason = Reason.PASS_HIGH_CARDS
    if options:
        suit = max(options)[1]
        base = 75.0 if who.pass_style == "void" else 65.0
        for c in hand:
            if c.suit is suit:
                scores[c] = base + c.rank * 0.1
    chosen = sorted(hand, key=lambda c: -scores[c])[:need]
    if any(c.suit is Suit.SPADES and scores[c] > 70 for c in chosen):
        reason = Reason.PASS_DANGEROUS_SPADES
    elif options and any(c.suit is max(options)[1] for c in chosen):
        reason = Reason.VOID_SUIT
    elif any(c.suit is Suit.HEARTS for c in chosen):
        reason = Reason.PASS_HIGH_HEARTS
    return scores, reason


def _moon_pass_scores(hand: Sequence[Card], tab: Table) -> dict[Card, float]:
    """Shooting: pass the lowest cards, short side suits first; keep hearts and the
    big penalty cards."""
    counts = {s: sum(1 for c in hand if c.suit is s) for s in Suit}
    out: dict[Card, float] = {}
    for c in hand:
        s = 20.0 - c.rank
        if counts[c.suit] <= 3:
            s += 6.0
        if c.suit is Suit.HEARTS or c in tab.penalty:
            s -= 30.0
        if tab.bonus is not None and c == tab.bonus:
            s -= 50.0
        out[c] = s
    return out


def choose_pass(view: SeatView, style: Style, who: Personality) -> tuple[Action, Reason]:
    scores, reason = pass_scores(view, style, who)
    ranked = sorted(view.hand, key=lambda c: (-scores[c], -c.rank, c.suit))
    return first_legal_pass(view, ranked), reason


# --------------------------------------------------------------------------- dealer's choice


def choose_scheme(view: SeatView) -> Action:
    """Dealer's choice: the classic pass of up to three cards, to the left, right or
    across in turn with the deal number (a sensible, predictable scheme)."""
    n = view.players
    schemes = [a for a in view.legal if isinstance(a, ChoosePass)]
    count = max(sum(c for _, c in a.scheme) for a in schemes)
    count = min(count, 3)
    cycle = [1, n - 1, 2] if n == 4 else [1, n - 1]
    offset = cycle[(view.deal_number - 1) % len(cycle)]
    for a in schemes:
        if a.scheme == ((offset % n, count),):
            return a
    best = max(schemes, key=lambda a: (sum(c for _, c in a.scheme), -len(a.scheme)))
    return best


# --------------------------------------------------------------------------- moon choice


def choose_moon(view: SeatView) -> Action:
    """The moon option best for this seat given the match scores: win the match if an
    option ends it with this seat first; never end it with this seat losing; otherwise
    the larger lead over the best opponent (ties: keep the game going if behind)."""
    rules = view.rules
    me = view.seat
    options = [a for a in view.legal if isinstance(a, ChooseMoon)]
    captured = _captured(view)
    sun = rules.sun and all(t.winner in (me, None) for t in view.tricks)
    best: tuple[float, ...] | None = None
    choice = options[0]
    for a in options:
        try:
            deal = scoring.deal_scores(rules, captured, me, sun, a.option)
        except ValueError:
            continue
        totals = [scoring._tidy(x + y) for x, y in zip(view.match_scores, deal, strict=True)]
        if a.option == MoonMode.BOOK_RESET.value:
            totals[me] = deal[me]
        keys = [scoring.order_key(rules, s) for s in totals]
        over = scoring.game_over(rules, totals, view.deal_number, view.abandoned)
        mine = keys[me]
        rival = min(keys[s] for s in range(view.players) if s != me)
        if over:
            won = mine < rival
            tied = mine == rival
            value: tuple[float, ...] = (2.0 if won else (1.0 if tied else -1.0), rival - mine)
        else:
            value = (0.0, rival - mine, -mine)
        if best is None or value > best:
            best = value
            choice = a
    return choice


def _captured(view: SeatView) -> list[list[Card]]:
    out: list[list[Card]] = [[] for _ in range(view.players)]
    pending: list[Card] = []
    first = True
    for t in view.tricks:
        if t.winner is None:
            pending.extend(t.cards)
            continue
        out[t.winner].extend([*t.cards, *pending])
        pending = []
        if first:
            out[t.winner].extend(view.face_up_taken)
            first = False
    if view.kitty is not None and view.kitty_owner is not None:
        out[view.kitty_owner].extend(view.kitty)
    return out


# --------------------------------------------------------------------------- play


def choose_card(view: SeatView, cards: list[Card], style: Style, who: Personality
                ) -> tuple[Card, Reason]:
    distinct = sorted(set(cards))
    if len(distinct) == 1:
        return distinct[0], Reason.ONLY_CHOICE
    ctx = _Ctx(view, style, who)
    trick = view.trick
    if trick is None or not trick.plays:
        return _lead(ctx, distinct)
    led = trick.plays[0][1].suit
    if any(c.suit is led for c in distinct):
        return _follow(ctx, distinct, led)
    return _discard(ctx, distinct)


# ---- leading


def _lead(ctx: _Ctx, cards: list[Card]) -> tuple[Card, Reason]:
    k, tab = ctx.k, ctx.tab
    if ctx.shooting:
        return _shoot_lead(ctx, cards), Reason.SHOOT_MOON
    if ctx.threat is not None:
        hearts = [c for c in cards if c.suit is Suit.HEARTS]
        if hearts:
            top = max(hearts, key=ctx.rank)
            if k.higher_out(top) == 0:
                return top, Reason.BLOCK_MOON
    others = ctx.others()
    queen_out = QUEEN_OF_SPADES in tab.penalty and k.unseen[QUEEN_OF_SPADES] > 0 \
        and ctx.style.queen_care
    holds_queen = QUEEN_OF_SPADES in ctx.hand and QUEEN_OF_SPADES in tab.penalty
    spade_danger = any(c.suit is Suit.SPADES and c.rank > 12 for c in ctx.hand)
    can_flush = queen_out and not holds_queen and not spade_danger
    best: tuple[float, Card] | None = None
    flushed = False
    extra = ctx.trick_extra()
    for c in cards:
        r = ctx.rank(c)
        p_win = 1.0 - ctx.p_overtaken(c.suit, r, others)
        cost = p_win * (tab.value[c] + extra + ctx.future_points(c.suit, r, others, c))
        if c.suit is Suit.HEARTS:
            # Korean tip 5: lead hearts only low; an impatient player likes leading them.
            cost += 0.05 * r if ctx.style.patience else -0.5
        if tab.bonus is not None and c == tab.bonus:
            cost += (1.0 - p_win) * -tab.value[c] * 0.5  # don't lead it into someone's hand
        flush = can_flush and c.suit is Suit.SPADES and r < 12
        if flush:
            cost -= 1.5 + 0.02 * r
        if holds_queen and c.suit is Suit.SPADES and ctx.style.queen_care:
            cost += 2.0  # keep the queen's guards
        if len(ctx.mine[c.suit]) == 1:
            cost -= 0.15  # leading a singleton makes a void
        cost -= 0.01 * r
        if best is None or cost < best[0]:
            best = (cost, c)
            flushed = flush
    assert best is not None
    card = best[1]
    if flushed:
        return card, Reason.FLUSH_QUEEN
    if card.suit is Suit.HEARTS:
        return card, Reason.LEAD_HEARTS
    return card, Reason.SAFE_LEAD


def _shoot_lead(ctx: _Ctx, cards: list[Card]) -> Card:
    """Cash sure winners (hearts first once they may be led), else the top of the
    longest suit."""
    k = ctx.k
    winners = [c for c in cards if k.higher_out(c) == 0]
    if winners:
        return max(winners, key=lambda c: (c.suit is Suit.HEARTS, len(ctx.mine[c.suit]),
                                           ctx.rank(c)))
    return max(cards, key=lambda c: (len(ctx.mine[c.suit]), ctx.rank(c)))


# ---- following suit


def _follow(ctx: _Ctx, cards: list[Card], led: Suit) -> tuple[Card, Reason]:
    view, tab, me = ctx.view, ctx.tab, ctx.me
    trick = view.trick
    assert trick is not None
    suit_cards = [c for c in cards if c.suit is led]
    followers = ctx.followers_after()
    last = not followers
    in_trick = tab.points(trick.cards) + ctx.trick_extra()
    current, _ = live_winner(ctx.plays_with_ranks(), ctx.rules.cancellation)

    if ctx.shooting:
        return _shoot_follow(ctx, suit_cards, followers, in_trick), Reason.SHOOT_MOON

    rows = []
    for c in suit_cards:
        seat, rank = ctx.outcome(c)
        mine = seat == me
        p_me = (1.0 - ctx.p_overtaken(led, rank, followers)) if mine else 0.0
        points = in_trick + tab.value[c] + ctx.future_points(led, rank, followers, c)
        cost = p_me * points
        if not mine and tab.bonus is not None and c == tab.bonus:
            cost += -tab.value[c] * 0.6  # don't hand the bonus card to someone else
        if ctx.threat is not None:
            if mine and in_trick > 0 and current == ctx.threat:
                cost -= tab.moon_value * 0.5  # take the points away from the shooter
            elif not mine and seat == ctx.threat and c in tab.penalty:
                cost += tab.value[c] + 2.0
        cost -= 0.02 * ctx.rank(c) * (1.0 if ctx.style.patience or led is not Suit.HEARTS
                                      else 0.0)
        rows.append((cost, c, mine, p_me))
    rows.sort(key=lambda row: (row[0], -ctx.rank(row[1])))
    cost, card, mine, _ = rows[0]
    if not mine:
        if card in tab.big:
            return card, Reason.DUMP_QUEEN
        return card, Reason.DUCK_UNDER
    if ctx.threat is not None and current == ctx.threat and in_trick > 0:
        return card, Reason.BLOCK_MOON
    if tab.bonus is not None and (card == tab.bonus or tab.bonus in trick.cards):
        return card, Reason.TAKE_BONUS
    if last and in_trick <= 0 and any(not m for _, _, m, _ in rows):
        return card, Reason.TAKE_CLEAN_TRICK
    if all(m for _, _, m, _ in rows):
        if last:
            return card, Reason.MUST_TAKE
        if ctx.rank(card) < max(ctx.rank(c) for _, c, _, _ in rows):
            return card, Reason.PLAY_LOW
    return card, Reason.SHED_HIGH_CARD


def _shoot_follow(ctx: _Ctx, cards: list[Card], followers: Sequence[int],
                  in_trick: float) -> Card:
    """Shooting: win any trick that has (or may get) points; otherwise keep the winners
    and lose cheaply with the lowest card."""
    led = cards[0].suit
    winning = []
    for c in cards:
        seat, rank = ctx.outcome(c)
        if seat == ctx.me:
            winning.append((ctx.p_overtaken(led, rank, followers), -ctx.rank(c), c))
    risky = in_trick > 0 or any(ctx.p_void(f, led) > 0.2 for f in followers) \
        or led is Suit.HEARTS
    if winning and risky:
        return min(winning)[2]
    return min(cards, key=ctx.rank)


# ---- void in the led suit


def _discard(ctx: _Ctx, cards: list[Card]) -> tuple[Card, Reason]:
    tab, k = ctx.tab, ctx.k
    current, _ = live_winner(ctx.plays_with_ranks(), ctx.rules.cancellation)
    if ctx.shooting:
        keep = [c for c in cards if c not in tab.penalty and c != tab.bonus] or cards
        return min(keep, key=lambda c: (k.higher_out(c) == 0, ctx.rank(c))), Reason.SHOOT_MOON
    others = ctx.others()
    onto_threat = ctx.threat is not None and current == ctx.threat
    rows = []
    for c in cards:
        r = ctx.rank(c)
        v = tab.value[c]
        p_win_later = 1.0 - ctx.p_overtaken(c.suit, r, others)
        danger = p_win_later * (ctx.future_points(c.suit, r, others, c) + 1.0)
        guard = any(b.suit is c.suit and r > ctx.rank(b) for b in ctx.big_out)
        if guard:
            danger += 6.0
        give = v if c in tab.penalty else 0.0
        if not ctx.style.patience and c.suit is Suit.HEARTS:
            give += 3.0
        if not ctx.style.queen_care and c in tab.big:
            give = min(give, 1.0) + 0.1 * r
        if tab.bonus is not None and c == tab.bonus:
            give = -100.0
        if ctx.threat is not None and c in tab.penalty:
            if onto_threat:
                give = -2.0 * v - 5.0
            else:
                give += 5.0  # any point to another seat ends the moon
        if (tab.doubler is not None and c == tab.doubler
                and current is not None and ctx.view.points_taken[current] != 0):
            give += 2.0
        if len(ctx.mine[c.suit]) == 1:
            danger += 0.5
        rows.append((give + danger + 0.01 * r, c, guard))
    rows.sort(key=lambda row: (-row[0], row[1]))
    _, card, guard = rows[0]
    if ctx.threat is not None and card in tab.penalty and not onto_threat:
        return card, Reason.BLOCK_MOON
    if card in tab.big:
        return card, Reason.DUMP_QUEEN
    if guard and card.suit is Suit.SPADES:
        return card, Reason.DUMP_HIGH_SPADE
    if card in tab.penalty:
        return card, Reason.DUMP_PENALTY
    return card, Reason.DUMP_HIGH_CARD


__all__ = ["FULL", "NormalBot", "Style", "Table", "decide", "live_winner", "moon_strength",
           "real", "table"]
