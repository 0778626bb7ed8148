"""The match state: one frozen value (``MatchState``) holding the deal in progress
(``Deal``). ``apply`` returns a new state; nothing is mutated."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING

from ...core.cards import Card, Suit
from ...core.tricks import Trick
from .contracts import Contract, Result, Stop
from .events import ForcedBy, Payment
from .rules import Rules

if TYPE_CHECKING:
    from .actions import Action


class Phase(StrEnum):
    """Where the deal is. Ante, dealing, turning the tourné card and scoring happen inside
    ``apply`` and are not waiting phases."""

    BIDDING = "bidding"
    ANNOUNCING = "announcing"
    """Everyone passed: gascarola / contrabola are offered in bidding order (11)."""
    EXCHANGE = "exchange"
    """``to_move`` discards and draws (ombre first, then the defenders, 5.1-5.4)."""
    TRUMP = "trump"
    """Ombre (the declarer) names trump."""
    CALLING = "calling"
    """Quadrille/Quintille: the declarer of an alliance calls a king."""
    PLAYING = "playing"
    PRIMERAS = "primeras"
    """Ombre won the first five tricks: stop, or go on for the vole (8.4)."""
    TAKE_OVER = "take_over"
    """O-SURRENDER: the defenders in turn may take over as ombre."""
    DEAL_OVER = "deal_over"
    """A single deal from ``start_deal`` is over."""
    MATCH_OVER = "match_over"


DECISION_PHASES = (Phase.BIDDING, Phase.ANNOUNCING, Phase.EXCHANGE, Phase.TRUMP,
                   Phase.CALLING, Phase.PLAYING, Phase.PRIMERAS, Phase.TAKE_OVER)


@dataclass(frozen=True)
class Deal:
    """One deal in progress."""

    number: int
    dealer: int
    sitter_out: int | None
    order: tuple[int, ...]
    """Seats dealt in, in bidding order from eldest (counter-clockwise)."""
    hands: tuple[tuple[Card, ...], ...]
    talon: tuple[Card, ...]
    """Top card first."""
    dealt: tuple[tuple[Card, ...], ...] = ()
    """The hands as dealt (kept for analysis and for ``first_events``)."""
    dealt_talon: tuple[Card, ...] = ()
    ante: tuple[Payment, ...] = ()
    to_move: int | None = None

    # bidding
    bids: tuple[tuple[int, Contract | None], ...] = ()
    """Every call of the bidding in order: (seat, contract), None for a pass."""
    passed: frozenset[int] = frozenset()
    high_seat: int | None = None
    high: Contract | None = None
    declined: frozenset[int] = frozenset()
    """Seats that declined to announce gascarola/contrabola."""

    # the contract
    ombre: int | None = None
    contract: Contract | None = None
    forced: ForcedBy | None = None
    trump: Suit | None = None
    turned: Card | None = None
    """Tourné: the turned card (public from the moment it is turned)."""
    turned_on_talon: bool = False
    """The turned card still lies face up on top of the talon."""
    turned_holder: int | None = None
    called: Card | None = None
    partner: int | None = None
    """Quadrille: the holder of the called card (secret until it is played)."""
    partner_revealed: bool = False
    steps: tuple[tuple[Phase, int], ...] = ()
    """What happens before play, in order: (phase, seat)."""
    exchanges: tuple[tuple[int, int], ...] = ()
    """(seat, cards exchanged) in order: public."""
    discards: tuple[tuple[Card, ...], ...] = ()
    drawn: tuple[tuple[Card, ...], ...] = ()

    # play
    play_order: tuple[int, ...] = ()
    """The seats that play (the fourth player under O-FOURTH-PLAYS included)."""
    honours_with: int = 0
    honours_without: int = 0
    matador_bonus: int = 0
    """Quadrille QD.8: 1 for the three matadors, 2 with punto."""
    defender_honours: tuple[int, int, int] | None = None
    """Two-player TP.5: (defender, honours with, honours without) as announced."""
    trick: Trick | None = None
    tricks: tuple[Trick, ...] = ()
    won: tuple[int, ...] = ()
    vole_attempt: bool = False
    primeras: bool = False
    stop: Stop | None = None
    surrendered: int | None = None
    surrender_honours: int = 0
    take_over_queue: tuple[int, ...] = ()
    resume_to_move: int | None = None


@dataclass(frozen=True)
class DealSummary:
    """One finished deal, as the score sheet shows it."""

    deal_number: int
    dealer: int
    ombre: int | None
    """None: the deal was thrown in."""
    contract: Contract | None
    trump: Suit | None
    forced: ForcedBy | None
    partner: int | None
    tricks: tuple[int, ...]
    result: Result | None
    codille_winner: int | None
    change: tuple[int, ...]
    """Chips each seat won or lost in this deal, the ante included."""
    chips: tuple[int, ...]
    pot: int
    primeras: bool = False
    """Ombre stopped after winning the first tricks (8.4; Quadrille: the first six)."""
    vole: bool = False
    """Ombre (the declaring side) took every trick of a vole."""
    failed_vole: bool = False
    """Ombre went on for the vole and lost a trick (8.5)."""

    @property
    def thrown_in(self) -> bool:
        return self.ombre is None


@dataclass(frozen=True)
class DealSpec:
    """The explicit deal a ``start_deal`` state began from (kept for its record)."""

    hands: tuple[tuple[Card, ...], ...]
    talon: tuple[Card, ...]
    dealer: int
    chips: tuple[int, ...]
    pot: int
    deal_number: int


@dataclass(frozen=True)
class MatchState:
    rules: Rules
    seed: int | None
    """None for a single deal built from explicit cards (``start_deal``)."""
    phase: Phase
    deal: Deal
    chips: tuple[int, ...]
    pot: int
    history: tuple[DealSummary, ...] = ()
    last_winner: int | None = None
    """The most recent winner (3.5: gets the odd chips of the final pot division); of a deal
    with several winners, the first of them in playing order from its dealer's right (17.3)."""
    chips_before: tuple[int, ...] = ()
    """Chips at the start of the current deal (before the ante)."""
    deal_start: int = 0
    """How many actions came before the current deal was dealt."""
    ranking: tuple[int, ...] | None = None
    winners: tuple[int, ...] = ()
    origin: DealSpec | None = None
    actions: tuple[Action, ...] = ()

    @property
    def players(self) -> int:
        return self.rules.players

    @property
    def deal_number(self) -> int:
        return self.deal.number

    @property
    def dealer(self) -> int:
        return self.deal.dealer

    @property
    def trick_number(self) -> int:
        """The trick being played (the next one between tricks), 1 to 9."""
        deal = self.deal
        return deal.trick.number if deal.trick is not None else len(deal.tricks) + 1

    @property
    def to_move(self) -> int | None:
        return self.deal.to_move if self.phase in DECISION_PHASES else None

    @property
    def is_over(self) -> bool:
        return self.phase in (Phase.DEAL_OVER, Phase.MATCH_OVER)
