"""What a seat can deduce from its view: card counting, shown voids, known cards.

Built only from a ``SeatView`` (never from the state), so everything a bot derives here is
something a careful human in that seat could know too. ``sample_hands`` deals the unseen
cards to the other seats consistently with that knowledge, for search bots.
"""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..engine import Card, LeadException, Phase, Rules, Score, SeatView, Suit
from ..engine.cards import QUEEN_OF_SPADES
from ..engine.rng import Stream

KITTY = -1
"""Pseudo-seat for kitty cards this seat has not seen, in sampling."""

Allowed = Callable[[int, Suit], bool]


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
        played: Counter[Card] = Counter()
        void: list[set[Suit]] = [set() for _ in range(n)]
        taken: list[list[Card]] = [[] for _ in range(n)]
        pending: list[Card] = []
        broken = False
        tricks = list(view.tricks)
        if view.trick is not None:
            tricks.append(view.trick)
        first_won = True
        for trick in tricks:
            if not trick.plays:
                continue
            led = trick.plays[0][1].suit
            leader_card = trick.plays[0][1]
            if (leader_card.suit is Suit.HEARTS and not broken
                    and rules.lead_exception is LeadException.HEARTS_ONLY):
                # Hearts led before they were broken: the leader held nothing else (rule 5.6).
                void[trick.plays[0][0]] |= {Suit.CLUBS, Suit.DIAMONDS, Suit.SPADES}
            for seat, card in trick.plays:
                played[card] += 1
                if card.suit is not led:
                    void[seat].add(led)
                if card.suit is Suit.HEARTS or (rules.queen_breaks_hearts
                                                and rules.is_penalty(card)):
                    broken = True
            if trick.winner is None:
                pending.extend(trick.cards)
                continue
            won = [*trick.cards, *pending]
            pending = []
            if first_won and view.face_up_taken:
                won.extend(view.face_up_taken)
            first_won = False
            taken[trick.winner].extend(c for c in won if rules.is_penalty(c))
        seen: Counter[Card] = Counter(view.hand) + played
        seen.update(view.face_up)
        seen.update(view.face_up_taken)
        if view.kitty is not None:
            seen.update(view.kitty)
        unseen = Counter(rules.deck()) - seen
        known: list[Counter[Card]] = [Counter() for _ in range(n)]
        passes_done = view.phase not in (Phase.PASSING, Phase.CHOOSING_PASS)
        if passes_done and view.passed and view.pass_plan:
            i = 0
            for off, count in view.pass_plan:
                target = (view.seat + off) % n
                known[target].update(view.passed[i:i + count])
                i += count
            for s in range(n):
                known[s] = known[s] - played  # a played card is no longer in the hand
                known[s] &= unseen
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
