"""The match state: one frozen value. ``apply`` returns a new one; nothing is mutated."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING

from ...core.cards import Card, Suit
from ...core.seats import Seating
from ...core.tricks import Trick
from .events import Outcome
from .meld import Meld
from .rules import Rules

if TYPE_CHECKING:
    from .actions import Action

SEATING = Seating(4, teams=((0, 2), (1, 3)))
"""Partners sit opposite: team 0 = seats 0 and 2, team 1 = seats 1 and 3; play clockwise."""


def team_of(seat: int) -> int:
    return seat % 2


def partner_of(seat: int) -> int:
    return (seat + 2) % 4


class Phase(StrEnum):
    """Where the deal is. Dealing and the meld happen inside ``apply`` (the meld is
    automatic, 6.3) and are not waiting phases."""

    BIDDING = "bidding"  # the seat to move bids or passes
    NAMING_TRUMP = "naming_trump"  # the declarer names trump
    PASSING = "passing"  # the partner gives 4 cards to the declarer
    RETURNING = "returning"  # the declarer gives 4 cards back
    PLAYING = "playing"  # tricks; before the first lead the declarer may also concede
    HAND_OVER = "hand_over"  # a single hand from ``start_hand`` has been scored
    MATCH_OVER = "match_over"


@dataclass(frozen=True)
class Call:
    """One call of the auction: a bid (``amount``) or a pass (``amount`` None)."""

    seat: int
    amount: int | None
    help: bool = False

    @property
    def is_pass(self) -> bool:
        return self.amount is None


@dataclass(frozen=True)
class HandSpec:
    """The explicit deal a ``start_hand`` state began from (kept for its record)."""

    hands: tuple[tuple[Card, ...], ...]
    dealer: int
    scores: tuple[int, int]
    deal_number: int


@dataclass(frozen=True)
class HandRecord:
    """A finished hand, for the score sheet (public facts only)."""

    deal_number: int
    dealer: int
    declarer: int
    contract: int
    trump: Suit
    stuck: bool
    outcome: Outcome
    team_melds: tuple[int, int]
    team_counters: tuple[int, int]
    changes: tuple[int, int]
    scores: tuple[int, int]
    calls: tuple[Call, ...]


@dataclass(frozen=True)
class MatchState:
    rules: Rules
    seed: int | None
    """None for a single hand built from an explicit deal (``start_hand``)."""
    phase: Phase
    deal_number: int
    dealer: int
    to_move: int | None
    hands: tuple[tuple[Card, ...], ...]
    calls: tuple[Call, ...] = ()
    passed: tuple[bool, ...] = (False, False, False, False)
    high_bid: int | None = None
    high_bidder: int | None = None
    declarer: int | None = None
    contract: int | None = None
    stuck: bool = False
    trump: Suit | None = None
    given: tuple[Card, ...] | None = None
    """The partner's 4 cards to the declarer (secret from the defenders)."""
    returned: tuple[Card, ...] | None = None
    """The declarer's 4 cards back to the partner (secret from the defenders)."""
    melds: tuple[Meld | None, ...] = (None, None, None, None)
    trick: Trick | None = None
    tricks: tuple[Trick, ...] = ()
    counters: tuple[int, int] = (0, 0)
    """Trick points taken per team this hand."""
    tricks_won: tuple[int, int] = (0, 0)
    conceded: bool = False
    scores: tuple[int, int] = (0, 0)
    """Running totals per team."""
    history: tuple[HandRecord, ...] = ()
    winner: int | None = None
    """The winning team once the match is over (None: not over, or a tie)."""
    single_hand: bool = False
    origin: HandSpec | None = None
    actions: tuple[Action, ...] = ()
    """Every action applied so far: with rules and seed (or origin) this is the record."""
    deal_start: int = 0
    """How many of ``actions`` came before the current deal was dealt."""

    @property
    def players(self) -> int:
        return 4

    @property
    def partner(self) -> int | None:
        """The declarer's partner."""
        return None if self.declarer is None else partner_of(self.declarer)

    @property
    def declaring_team(self) -> int | None:
        return None if self.declarer is None else team_of(self.declarer)

    @property
    def trick_number(self) -> int:
        return self.trick.number if self.trick is not None else len(self.tricks) + 1

    @property
    def is_over(self) -> bool:
        return self.phase in (Phase.HAND_OVER, Phase.MATCH_OVER)

    @property
    def team_melds(self) -> tuple[int, int]:
        m = [x.total if x is not None else 0 for x in self.melds]
        return (m[0] + m[2], m[1] + m[3])
