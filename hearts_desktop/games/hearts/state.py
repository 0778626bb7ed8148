"""The match state: one frozen value. ``apply`` returns a new one; nothing is mutated."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import TYPE_CHECKING

from .cards import Card
from .rules import Rules, Score

if TYPE_CHECKING:
    from .actions import Action

PassPlan = tuple[tuple[int, int], ...]
"""(seat offset, card count) pairs; () is a hold. Left = ((1, 3),), right = ((N-1, 3),)."""


class Phase(StrEnum):
    """Where the deal is. Dealing happens inside ``apply`` and is not a waiting phase."""

    CHOOSING_PASS = "choosing_pass"  # dealer's choice: the dealer names the pass plan
    PASSING = "passing"  # every seat commits its cards, in any order
    PLAYING = "playing"
    MOON_CHOICE = "moon_choice"  # the shooter picks how the moon is scored
    HAND_OVER = "hand_over"  # a single hand from ``start_hand`` has been scored
    MATCH_OVER = "match_over"


@dataclass(frozen=True)
class Trick:
    """A trick in progress or finished. ``ranks`` are the effective ranks used to decide it
    (a Hi-Lo joker is 15 or 1)."""

    number: int
    leader: int
    plays: tuple[tuple[int, Card], ...] = ()
    ranks: tuple[int, ...] = ()
    winner: int | None = None
    cancelled: tuple[int, ...] = ()

    @property
    def cards(self) -> tuple[Card, ...]:
        return tuple(c for _, c in self.plays)


@dataclass(frozen=True)
class HandSpec:
    """The explicit deal a ``start_hand`` state began from (kept for its record)."""

    hands: tuple[tuple[Card, ...], ...]
    leftover: tuple[Card, ...]
    pass_direction: str | PassPlan | None
    dealer: int
    match_scores: tuple[Score, ...]
    deal_number: int
    computer_seats: tuple[int, ...]


@dataclass(frozen=True)
class DealRecord:
    """The result of one finished deal, kept for the score sheet."""

    deal_number: int
    dealer: int
    pass_direction: str
    captured_points: tuple[Score, ...]
    deal_scores: tuple[Score, ...]
    match_scores: tuple[Score, ...]
    shooter: int | None
    sun: bool


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
    pass_plan: PassPlan | None
    """The deal's pass plan; None until the dealer has chosen under dealer's choice."""
    pass_direction: str
    pass_given: tuple[tuple[Card, ...] | None, ...]
    pass_received: tuple[tuple[Card, ...], ...]
    trick: Trick | None
    tricks: tuple[Trick, ...]
    """Finished tricks of this deal (set-aside ones have ``winner`` None)."""
    hearts_broken: bool
    jokers_played: int
    captured: tuple[tuple[Card, ...], ...]
    tricks_taken: tuple[int, ...]
    hand_scores: tuple[Score, ...]
    """Card points each seat has taken so far this deal (after scoring: the deal scores)."""
    match_scores: tuple[Score, ...]
    kitty: tuple[Card, ...]
    kitty_owner: int | None
    face_up: tuple[Card, ...]
    """Cancellation's leftover cards while they lie face up (the first trick won takes them)."""
    set_aside: tuple[Card, ...]
    set_aside_tricks: int
    shooter: int | None
    history: tuple[DealRecord, ...]
    tournament_scores: tuple[int, ...]
    overruns: tuple[int, ...]
    timer_draws: int
    computer_seats: frozenset[int]
    abandoned: frozenset[int]
    ranking: tuple[int, ...] | None = None
    winners: tuple[int, ...] = ()
    tournament_results: tuple[int, ...] | None = None
    single_hand: bool = field(default=False)
    origin: HandSpec | None = None
    """How a ``start_hand`` state was dealt; None for a seeded match."""
    actions: tuple[Action, ...] = ()
    """Every action applied so far: with rules and seed (or origin) this is the record."""
    initial_computer_seats: tuple[int, ...] = ()
    face_up_taken: tuple[Card, ...] = ()
    """The face-up cards once a trick winner has taken them (public knowledge)."""

    @property
    def players(self) -> int:
        return self.rules.players

    @property
    def trick_number(self) -> int:
        return self.trick.number if self.trick is not None else len(self.tricks) + 1

    @property
    def is_over(self) -> bool:
        return self.phase in (Phase.HAND_OVER, Phase.MATCH_OVER)
