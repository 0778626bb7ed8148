"""What a seat can deduce from its view: card counting, shown voids, known cards.

Built only from a ``SeatView`` (never from the state), so everything a bot derives here is
something a careful human in that seat could know too. ``sample_hands`` deals the unseen
cards to the other seats consistently with that knowledge, for search bots;
``MaskSampler`` does the same on card bitmasks, some seven times faster, for one-pack
deals.
"""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ....core.rng import Stream
from .. import Card, LeadException, Phase, Rules, Score, SeatView, Suit
from ..cards import QUEEN_OF_SPADES

KITTY = -1
"""Pseudo-seat for kitty cards this seat has not seen, in sampling."""

Allowed = Callable[[int, Suit], bool]


_DECK_INFO: dict[int, tuple[Rules, tuple[tuple[int, Card], ...], tuple[int, ...],
                            frozenset[int]]] = {}


def deck_info(rules: Rules) -> tuple[tuple[tuple[int, Card], ...], tuple[int, ...],
                                      frozenset[int]]:
    """The rules' distinct cards in deck order (with their indices), the number of copies
    of each card index (53 slots), and the indices of the penalty cards; cached per rules
    object (which the cache keeps alive, so its id is not reused)."""
    hit = _DECK_INFO.get(id(rules))
    if hit is not None and hit[0] is rules:
        return hit[1], hit[2], hit[3]
    counts = [0] * 53
    distinct: list[tuple[int, Card]] = []
    for c in rules.deck():
        i = c.index
        if not counts[i]:
            distinct.append((i, c))
        counts[i] += 1
    penalty = frozenset(c.index for _, c in distinct if rules.is_penalty(c))
    if len(_DECK_INFO) >= 64:
        _DECK_INFO.clear()
    info = (rules, tuple(distinct), tuple(counts), penalty)
    _DECK_INFO[id(rules)] = info
    return info[1], info[2], info[3]


@dataclass(frozen=True)
class Knowledge:
    seat: int
    players: int
    rules: Rules
    hand: tuple[Card, ...]
    unseen: Counter[Card]
    """Cards in other hands, or in a kitty this seat has not seen."""
    played: Counter[Card]
    void: tuple[frozenset[Suit], ...]
    known: tuple[Counter[Card], ...]
    """Cards known to be in a seat's hand (passed to it by this seat, not played yet)."""
    hand_sizes: tuple[int, ...]
    hidden_kitty: int
    """How many unseen cards lie in (or went with) a kitty rather than in a hand."""
    points_taken: tuple[Score, ...]
    penalty_taken: tuple[tuple[Card, ...], ...]
    hearts_broken: bool
    jokers_played: int

    @classmethod
    def from_view(cls, view: SeatView) -> Knowledge:
        rules = view.rules
        n = view.players
        deck_cards, deck_counts, penalty = deck_info(rules)
        queen_breaks = rules.queen_breaks_hearts
        hearts_only = rules.lead_exception is LeadException.HEARTS_ONLY
        counts = list(deck_counts)  # unseen, by card index
        played_list: list[Card] = []
        void: list[set[Suit]] = [set() for _ in range(n)]
        taken: list[list[Card]] = [[] for _ in range(n)]
        pending: list[Card] = []
        broken = False
        tricks = list(view.tricks)
        if view.trick is not None:
            tricks.append(view.trick)
        first_won = True
        hearts = Suit.HEARTS
        for trick in tricks:
            plays = trick.plays
            if not plays:
                continue
            leader_card = plays[0][1]
            led = leader_card.suit
            if led is hearts and not broken and hearts_only:
                # Hearts led before they were broken: the leader held nothing else (rule 5.6).
                void[plays[0][0]] |= {Suit.CLUBS, Suit.DIAMONDS, Suit.SPADES}
            cards = [card for _, card in plays]
            for seat, card in plays:
                i = card.index
                counts[i] -= 1
                if card.suit is not led:
                    void[seat].add(led)
                if card.suit is hearts or (queen_breaks and i in penalty):
                    broken = True
            played_list.extend(cards)
            if trick.winner is None:
                pending.extend(cards)
                continue
            won = [*cards, *pending]
            pending = []
            if first_won and view.face_up_taken:
                won.extend(view.face_up_taken)
            first_won = False
            taken[trick.winner].extend(c for c in won if c.index in penalty)
        for group in (view.hand, view.face_up, view.face_up_taken, view.kitty or ()):
            for c in group:
                counts[c.index] -= 1
        unseen: Counter[Card] = Counter(
            {c: counts[i] for i, c in deck_cards if counts[i] > 0})
        played: Counter[Card] = Counter(played_list)
        known: list[Counter[Card]] = [Counter() for _ in range(n)]
        passes_done = view.phase not in (Phase.PASSING, Phase.CHOOSING_PASS)
        if passes_done and view.passed and view.pass_plan:
            i = 0
            for off, count in view.pass_plan:
                target = (view.seat + off) % n
                known[target].update(view.passed[i:i + count])
                i += count
            for s in range(n):
                if known[s]:
                    # A played card is no longer in the hand; at most what is unseen.
                    known[s] = Counter({c: m for c, k in known[s].items()
                                        if (m := min(k - played[c], unseen[c])) > 0})
        hidden_kitty = view.kitty_size if view.kitty is None else 0
        return cls(
            seat=view.seat, players=n, rules=rules, hand=view.hand, unseen=unseen,
            played=played, void=tuple(frozenset(v) for v in void), known=tuple(known),
            hand_sizes=view.hand_sizes, hidden_kitty=hidden_kitty,
            points_taken=view.points_taken, penalty_taken=tuple(tuple(t) for t in taken),
            hearts_broken=view.hearts_broken, jokers_played=view.jokers_played,
        )

    # ------------------------------------------------------------------ questions
    @property
    def queen_out(self) -> bool:
        """Some Q♠ is still in another hand (or an unseen kitty)."""
        return self.unseen[QUEEN_OF_SPADES] > 0

    def is_void(self, seat: int, suit: Suit) -> bool:
        return suit in self.void[seat]

    def outstanding(self, suit: Suit) -> list[Card]:
        """Unseen cards of ``suit``, low to high (duplicates repeated)."""
        return sorted(c for c in self.unseen.elements() if c.suit is suit)

    def effective_rank(self, card: Card) -> int:
        """Trick rank: a Hi-Lo joker is high while no joker has been played, else low."""
        if card.is_joker:
            return 15 if self.jokers_played == 0 else 1
        return card.rank

    def higher_out(self, card: Card) -> int:
        """How many unseen cards of ``card``'s suit would beat it."""
        r = self.effective_rank(card)
        return sum(n for c, n in self.unseen.items()
                   if c.suit is card.suit and self.effective_rank(c) > r)

    def moon_threat(self) -> int | None:
        """The one seat that has taken every penalty card taken so far, if any were taken."""
        takers = [s for s, cards in enumerate(self.penalty_taken) if cards]
        return takers[0] if len(takers) == 1 else None


# ---------------------------------------------------------------------- sampling


def sample_hands(knowledge: Knowledge, stream: Stream) -> tuple[tuple[Card, ...], ...]:
    """A full deal consistent with ``knowledge``: this seat's own hand, cards known to be in
    other hands, and the unseen cards spread so that no seat gets a suit it showed void in."""
    return sample_deal(knowledge, stream)[0]


def sample_deal(knowledge: Knowledge, stream: Stream
                ) -> tuple[tuple[tuple[Card, ...], ...], tuple[Card, ...]]:
    """Like ``sample_hands``, also returning the cards placed in the unseen kitty."""
    k = knowledge
    n = k.players
    hands: list[list[Card]] = [sorted(k.known[s].elements()) for s in range(n)]
    hands[k.seat] = list(k.hand)
    capacity = {s: k.hand_sizes[s] - len(hands[s]) for s in range(n) if s != k.seat}
    if k.hidden_kitty:
        capacity[KITTY] = k.hidden_kitty
    pool_counter = k.unseen.copy()
    for s in range(n):
        if s != k.seat:
            pool_counter -= k.known[s]
    pool = sorted(pool_counter.elements())
    if sum(capacity.values()) != len(pool) or any(c < 0 for c in capacity.values()):
        raise ValueError("the view's card counts are inconsistent")

    def allowed(seat: int, suit: Suit) -> bool:
        return seat == KITTY or suit not in k.void[seat]

    placed = _quick_place(pool, capacity, allowed, stream)
    if placed is None:
        placed = _careful_place(pool, capacity, allowed, stream)
    kitty: list[Card] = []
    for card, seat in placed:
        (kitty if seat == KITTY else hands[seat]).append(card)
    return tuple(tuple(sorted(h)) for h in hands), tuple(sorted(kitty))


def _quick_place(pool: Sequence[Card], capacity: dict[int, int], allowed: Allowed,
                 stream: Stream) -> list[tuple[Card, int]] | None:
    """Most-constrained suits first, each card to a random eligible seat weighted by the room
    left. Usually succeeds; returns None at a dead end."""
    room = dict(capacity)
    seats = sorted(room)
    by_suit: dict[Suit, list[Card]] = {}
    for c in stream.shuffled(pool):
        by_suit.setdefault(c.suit, []).append(c)
    order = sorted(by_suit, key=lambda su: (sum(1 for s in seats if allowed(s, su)), su))
    out: list[tuple[Card, int]] = []
    for suit in order:
        for card in by_suit[suit]:
            options = [s for s in seats if room[s] > 0 and allowed(s, suit)]
            total = sum(room[s] for s in options)
            if not total:
                return None
            r = stream.below(total)
            for s in options:
                r -= room[s]
                if r < 0:
                    room[s] -= 1
                    out.append((card, s))
                    break
    return out


def _feasible(counts: dict[Suit, int], room: dict[int, int], allowed: Allowed) -> bool:
    """Gale/Hall condition for the suit-to-seat transportation problem."""
    suits = [su for su, c in counts.items() if c]
    for size in range(1, len(suits) + 1):
        for subset in itertools.combinations(suits, size):
            need = sum(counts[su] for su in subset)
            have = sum(r for s, r in room.items() if any(allowed(s, su) for su in subset))
            if need > have:
                return False
    return True


def _careful_place(pool: Sequence[Card], capacity: dict[int, int], allowed: Allowed,
                   stream: Stream) -> list[tuple[Card, int]]:
    """Card by card, only to seats that keep the rest placeable: always succeeds when the
    constraints can be met at all."""
    room = dict(capacity)
    counts: Counter[Suit] = Counter(c.suit for c in pool)
    if not _feasible(dict(counts), room, allowed):
        raise ValueError("no deal is consistent with the view")
    out: list[tuple[Card, int]] = []
    for card in stream.shuffled(pool):
        counts[card.suit] -= 1
        options = [s for s in sorted(room) if room[s] > 0 and allowed(s, card.suit)]
        for s in stream.shuffled(options):
            room[s] -= 1
            if _feasible(dict(counts), room, allowed):
                out.append((card, s))
                break
            room[s] += 1
        else:  # pragma: no cover - excluded by the feasibility check above
            raise ValueError("no deal is consistent with the view")
    return out


# ------------------------------------------------------------------ sampling on masks

class MaskSampler:
    """``sample_hands`` for search bots, on card-index bitmasks: ``sample(stream)`` returns
    one int per seat (bit ``card.index`` set for each card; the own hand included).

    Everything that does not change between samples (the pool of cards to place, the
    room left in each hand, the voids) is worked out once here. With an unseen kitty
    (and when placing a card by suit meets a dead end) it falls back to
    ``sample_deal``, which gives the same guarantees: own hand, known cards and voids
    respected. A deal with duplicate cards (several packs) cannot be written as masks:
    ``ValueError``."""

    def __init__(self, knowledge: Knowledge) -> None:
        k = knowledge
        self.k = k
        n = k.players
        if any(m > 1 for m in k.unseen.values()) or len(set(k.hand)) < len(k.hand):
            raise ValueError("a deal with duplicate cards cannot be sampled as masks")
        self.simple = not k.hidden_kitty
        base = [0] * n
        for s in range(n):
            for c in k.known[s]:
                base[s] |= 1 << c.index
        own = 0
        for c in k.hand:
            own |= 1 << c.index
        base[k.seat] = own
        self.base = base
        known_all = 0
        for s in range(n):
            if s != k.seat:
                known_all |= base[s]
        pool = sorted(c.index for c in k.unseen if not known_all >> c.index & 1)
        self.pool = pool
        self.seats = [s for s in range(n) if s != k.seat]
        self.room = [k.hand_sizes[s] - base[s].bit_count() if s != k.seat else 0
                     for s in range(n)]
        if self.simple and (sum(self.room) != len(pool) or min(self.room) < 0):
            raise ValueError("the view's card counts are inconsistent")
        # Seats that may take a card of each suit (not void in it).
        self.allowed = [[s for s in self.seats if Suit(su) not in k.void[s]]
                        for su in range(4)]
        self.free = all(len(self.allowed[su]) == len(self.seats) for su in range(4)
                        if any(c // 13 == su for c in pool))
        # Most constrained suits first, as ``_quick_place``.
        self.order = sorted(range(4), key=lambda su: (len(self.allowed[su]), su))

    def sample(self, stream: Stream) -> list[int]:
        if not self.simple:
            return self._fallback(stream)
        cards = stream.shuffled(self.pool)
        hands = list(self.base)
        if self.free:
            # No void among the unseen suits: every split of a shuffled pool is a
            # consistent deal, each as likely as the others.
            i = 0
            for s in self.seats:
                r = self.room[s]
                m = 0
                for c in cards[i:i + r]:
                    m |= 1 << c
                hands[s] |= m
                i += r
            return hands
        room = list(self.room)
        by_suit: list[list[int]] = [[], [], [], []]
        for c in cards:
            by_suit[c // 13].append(c)
        allowed = self.allowed
        for su in self.order:
            options = allowed[su]
            for c in by_suit[su]:
                total = 0
                for s in options:
                    total += room[s]
                if not total:
                    return self._fallback(stream)
                r = stream.below(total)
                for s in options:
                    r -= room[s]
                    if r < 0:
                        room[s] -= 1
                        hands[s] |= 1 << c
                        break
        return hands

    def _fallback(self, stream: Stream) -> list[int]:
        hands, _ = sample_deal(self.k, stream)
        out = []
        for h in hands:
            m = 0
            for c in h:
                m |= 1 << c.index
            out.append(m)
        return out
