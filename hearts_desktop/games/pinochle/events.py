"""Domain events returned by ``apply``: the table animates them, the sound layer plays cues
for them and the history stores the actions that caused them.

Two events carry hidden cards: ``CardsDealt`` (every hand) and ``CardsGiven`` (the partner
exchange). Their ``redacted(seat)`` is what that seat may see (``core.events.redact``): its
own hand only; the exchanged cards only for the declarer and the partner (the defenders get
as many hidden cards, so a table can still animate four backs crossing). Every other event
is public: a meld is shown face up to everyone (``MeldShown`` lists the cards and the named
parts with their values, so a table can lay them out and label them "Run 15", "Pinochle 4").

The order of a deal's events::

    DealStarted, CardsDealt, (BidMade | Passed)..., AuctionWon, TrumpNamed,
    CardsGiven (partner -> declarer), CardsGiven (declarer -> partner),
    MeldShown x 4 (from the declarer, clockwise), MeldsCounted,
    then Conceded, or (CardPlayed x 4, TrickWon) x 12 (x 20 double deck),
    HandScored, and MatchOver or the next DealStarted.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import StrEnum

from ...core import events as core
from ...core.cards import Card, Suit
from ...core.events import hide
from .meld import MeldPart


class Outcome(StrEnum):
    MADE = "made"
    SET = "set"
    CONCEDED = "conceded"


@dataclass(frozen=True)
class DealStarted(core.DealStarted):
    """A deal begins: its number and dealer."""


@dataclass(frozen=True)
class CardsDealt(core.CardsDealt):
    packet: int
    """Cards given at a time, clockwise from the dealer's left (3, or 4 double deck)."""


@dataclass(frozen=True)
class BidMade:
    seat: int
    amount: int
    jump: int
    """How far above the lowest bid allowed at that moment (0: the minimum raise); a jump
    carries meaning for partners (the CPU players read it)."""


@dataclass(frozen=True)
class Passed:
    seat: int
    help: bool
    """"Pass with help" (O-PASS-HELP)."""


@dataclass(frozen=True)
class AuctionWon:
    declarer: int
    contract: int
    stuck: bool
    """The dealer was stuck with the minimum after three passes (3.6)."""


@dataclass(frozen=True)
class TrumpNamed:
    seat: int
    suit: Suit


@dataclass(frozen=True)
class CardsGiven:
    giver: int
    receiver: int
    cards: tuple[Card | None, ...]
    """The cards given face down (redacted: hidden unless the seat gave or received them)."""

    def redacted(self, seat: int | None) -> CardsGiven:
        return replace(self, cards=hide(self.cards, seat in (self.giver, self.receiver)))


@dataclass(frozen=True)
class MeldShown:
    """One seat's meld, laid face up; the cards return to the hand afterwards."""

    seat: int
    total: int
    parts: tuple[MeldPart, ...]
    """Each meld with its name, value, cards and suit (``meld.MeldPart``)."""
    cards: tuple[Card, ...]
    """Every card shown, once (physical copies from the seat's hand)."""


@dataclass(frozen=True)
class MeldsCounted:
    team_melds: tuple[int, int]
    """Meld per team (team 0 = seats 0 and 2, team 1 = seats 1 and 3)."""


@dataclass(frozen=True)
class Conceded:
    seat: int
    contract: int


@dataclass(frozen=True)
class CardPlayed(core.CardPlayed):
    winning: bool
    """The card now wins the trick (it headed the trick)."""


@dataclass(frozen=True)
class TrickWon(core.TrickWon):
    points: int
    """Trick points in the trick, the last trick's bonus included."""
    last: bool


@dataclass(frozen=True)
class HandScored:
    deal_number: int
    declarer: int
    contract: int
    trump: Suit
    outcome: Outcome
    team_melds: tuple[int, int]
    """Meld shown per team."""
    team_counters: tuple[int, int]
    """Trick points taken per team (0, 0 when conceded)."""
    counted_melds: tuple[int, int]
    """Meld that counted: the declaring team's is 0 when it is set or concedes (or lost
    under O-SAVE-MELD); a made contract's defenders without counters keep only dix."""
    counted_counters: tuple[int, int]
    """Trick points that counted (set under O-SET-DEFENDERS ALL: the defenders take all)."""
    changes: tuple[int, int]
    """Score change per team."""
    scores: tuple[int, int]
    """Running totals per team after the hand."""


@dataclass(frozen=True)
class MatchOver:
    scores: tuple[int, int]
    winner: int | None
    """The winning team (0: seats 0 and 2, 1: seats 1 and 3); None for a tie after a fixed
    number of deals."""
    by_declaring: bool
    """Both teams reached the target in the same hand: the declaring team won (10.2)."""


Event = (
    DealStarted | CardsDealt | BidMade | Passed | AuctionWon | TrumpNamed | CardsGiven
    | MeldShown | MeldsCounted | Conceded | CardPlayed | TrickWon | HandScored | MatchOver
)
