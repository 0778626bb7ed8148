"""What one seat may know. Bots get only this; the table shows the human seat only this.

A seat sees its own hand, every call of the auction (who passed with help), the contract and
trump, every meld shown (public: the cards laid on the table), every card played and every
trick, the trick points and tricks each team has taken, and the scores. The declarer and
the partner also see the cards they exchanged with each other; the defenders see only that
four cards went each way. Nobody sees another hand or the match seed.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ...core.cards import Card, Suit
from ...core.tricks import Trick
from .actions import Action
from .game import ExchangeChoices, legal_choices, minimum_bid, seats_to_act
from .meld import Meld
from .rules import Rules
from .state import Call, HandRecord, MatchState, Phase, partner_of, team_of


@dataclass(frozen=True)
class SeatView:
    seat: int
    rules: Rules
    phase: Phase
    deal_number: int
    dealer: int
    to_move: int | None
    must_act: bool
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    calls: tuple[Call, ...]
    """Every call of the auction in order (a pass with help has ``help=True``)."""
    passed: tuple[bool, ...]
    high_bid: int | None
    high_bidder: int | None
    next_bid: int | None
    """The lowest bid allowed now (None when not bidding)."""
    declarer: int | None
    contract: int | None
    stuck: bool
    trump: Suit | None
    given: tuple[Card, ...] | None
    """The partner's cards to the declarer: for the declarer and the partner only."""
    returned: tuple[Card, ...] | None
    """The declarer's cards back to the partner: for the declarer and the partner only."""
    exchanged: tuple[bool, bool]
    """Whether the partner has given, and whether the declarer has given back (public)."""
    melds: tuple[Meld | None, ...]
    """Every seat's meld once shown (public)."""
    trick: Trick | None
    tricks: tuple[Trick, ...]
    counters: tuple[int, int]
    """Trick points taken per team this hand."""
    tricks_won: tuple[int, int]
    conceded: bool
    scores: tuple[int, int]
    history: tuple[HandRecord, ...]
    winner: int | None
    legal: Sequence[Action] | ExchangeChoices
    """This seat's legal actions (a tuple; during the exchange an ``ExchangeChoices``)."""

    @property
    def players(self) -> int:
        return 4

    @property
    def team(self) -> int:
        return team_of(self.seat)

    @property
    def partner(self) -> int:
        return partner_of(self.seat)

    @property
    def team_melds(self) -> tuple[int, int]:
        m = [x.total if x is not None else 0 for x in self.melds]
        return (m[0] + m[2], m[1] + m[3])


def seat_view(state: MatchState, seat: int) -> SeatView:
    """Everything ``seat`` may know about ``state``, and nothing else."""
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < 4:
        raise ValueError(f"no seat {seat!r}")
    in_exchange = state.declarer is not None and seat in (state.declarer,
                                                          partner_of(state.declarer))
    return SeatView(
        seat=seat,
        rules=state.rules,
        phase=state.phase,
        deal_number=state.deal_number,
        dealer=state.dealer,
        to_move=state.to_move,
        must_act=seat in seats_to_act(state),
        hand=state.hands[seat],
        hand_sizes=tuple(len(h) for h in state.hands),
        calls=state.calls,
        passed=state.passed,
        high_bid=state.high_bid,
        high_bidder=state.high_bidder,
        next_bid=minimum_bid(state) if state.phase is Phase.BIDDING else None,
        declarer=state.declarer,
        contract=state.contract,
        stuck=state.stuck,
        trump=state.trump,
        given=state.given if in_exchange else None,
        returned=state.returned if in_exchange else None,
        exchanged=(state.given is not None, state.returned is not None),
        melds=state.melds,
        trick=state.trick,
        tricks=state.tricks,
        counters=state.counters,
        tricks_won=state.tricks_won,
        conceded=state.conceded,
        scores=state.scores,
        history=state.history,
        winner=state.winner,
        legal=legal_choices(state, seat),
    )
