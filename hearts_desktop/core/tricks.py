"""Tricks: following suit, trumps, and who wins, for any ranking a game defines.

A game describes how cards compare in one deal with a ``TrickOrder``: the trump suit (or
none), the *effective* suit of a card (Ombre's black aces are trumps whatever their printed
suit, so they belong to the trump suit), and a strength within a suit (Pinochle: A 10 K Q J 9;
Ombre's trump order changes with the trump suit's colour). From that follow the duties and
the winner:

- a card *beats* the current winner W if it is of W's suit and strictly stronger, or a trump
  when W is not;
- the trick goes to the highest trump, else to the highest card of the suit led;
- identical cards are equally strong, so of two identical cards the first played wins (a
  later copy never beats an earlier one: Pinochle 1.4).

>>> from hearts_desktop.core.cards import parse_cards
>>> order = TrickOrder(trump=None)
>>> order.winner(parse_cards("KH AH AH 2S"))
1
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from .cards import Card, Suit


def printed_suit(card: Card) -> Suit:
    return card.suit


def printed_rank(card: Card) -> int:
    return card.rank


@dataclass(frozen=True)
class TrickOrder:
    """How cards compare in one deal."""

    trump: Suit | None = None
    suit_of: Callable[[Card], Suit] = field(default=printed_suit, compare=False)
    """A card's effective suit: the suit it follows and counts as (trumps: the trump suit)."""
    strength: Callable[[Card], int] = field(default=printed_rank, compare=False)
    """Higher wins among cards of one effective suit; identical cards must be equal."""

    def is_trump(self, card: Card) -> bool:
        return self.trump is not None and self.suit_of(card) == self.trump

    def beats(self, card: Card, best: Card) -> bool:
        """Whether ``card`` played now would take the trick from ``best``."""
        suit, best_suit = self.suit_of(card), self.suit_of(best)
        if suit == best_suit:
            return self.strength(card) > self.strength(best)
        return self.trump is not None and suit == self.trump

    def winner(self, cards: Sequence[Card]) -> int:
        """The position in ``cards`` (in the order played) of the card that wins."""
        if not cards:
            raise ValueError("an empty trick has no winner")
        best = 0
        for i in range(1, len(cards)):
            if self.beats(cards[i], cards[best]):
                best = i
        return best

    def led_suit(self, cards: Sequence[Card]) -> Suit | None:
        return self.suit_of(cards[0]) if cards else None

    def of_suit(self, hand: Sequence[Card], suit: Suit) -> tuple[Card, ...]:
        """The cards of ``hand`` that follow ``suit`` (by effective suit)."""
        return tuple(c for c in hand if self.suit_of(c) == suit)

    def trumps(self, hand: Sequence[Card]) -> tuple[Card, ...]:
        return () if self.trump is None else self.of_suit(hand, self.trump)

    def beaters(self, hand: Sequence[Card], best: Card) -> tuple[Card, ...]:
        """The cards of ``hand`` that would beat ``best``."""
        return tuple(c for c in hand if self.beats(c, best))


@dataclass(frozen=True)
class Trick:
    """A trick in progress or finished: who led, and the cards in the order played."""

    number: int
    leader: int
    plays: tuple[tuple[int, Card], ...] = ()
    winner: int | None = None

    @property
    def cards(self) -> tuple[Card, ...]:
        return tuple(c for _, c in self.plays)

    @property
    def seats(self) -> tuple[int, ...]:
        return tuple(s for s, _ in self.plays)

    def played(self, seat: int, card: Card) -> Trick:
        return Trick(self.number, self.leader, (*self.plays, (seat, card)), self.winner)

    def won_by(self, order: TrickOrder) -> int:
        """The seat that takes this trick under ``order``."""
        return self.plays[order.winner(self.cards)][0]
