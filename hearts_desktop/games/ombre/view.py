"""What one seat may know. Bots get only this; the table shows the human seat only this.

A seat sees its own hand, its own discards and draws, every bid, the contract, trump and
ombre, the turned tourné card (public from the moment it is turned), how many cards are
left in the talon and how many each player exchanged, every card played, the tricks each
player won, the chips and the pot. It never sees another hand, anyone else's discards or
draws, the talon, or the match seed. In Quadrille the holder of the called card is known
to the holder alone until the card is played (``partner``; ``partner_revealed``).
"""

from __future__ import annotations

from dataclasses import dataclass

from ...core.cards import Card, Suit
from ...core.tricks import Trick
from .actions import Action
from .contracts import Contract
from .engine import exchange_limits, legal_actions
from .events import ForcedBy
from .rules import Rules
from .state import DealSummary, MatchState, Phase


@dataclass(frozen=True)
class SeatView:
    seat: int
    rules: Rules
    phase: Phase
    deal_number: int
    dealer: int
    sitter_out: int | None
    order: tuple[int, ...]
    """Seats dealt in, bidding order from eldest."""
    play_order: tuple[int, ...]
    """Seats that play this deal (empty before the contract is known)."""
    to_move: int | None
    must_act: bool
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    talon_size: int
    bids: tuple[tuple[int, Contract | None], ...]
    """Every call of the bidding: (seat, contract), None for a pass."""
    passed: frozenset[int]
    high: Contract | None
    high_seat: int | None
    ombre: int | None
    contract: Contract | None
    forced: ForcedBy | None
    trump: Suit | None
    turned: Card | None
    """The tourné card once turned (public)."""
    turned_on_talon: bool
    """It still lies face up on top of the talon."""
    turned_holder: int | None
    called: Card | None
    partner: int | None
    """Quadrille's partner as far as this seat knows: the holder of the called card once it
    has been played, or this seat itself if it holds it; None otherwise."""
    partner_revealed: bool
    exchanges: tuple[tuple[int, int], ...]
    """(seat, number of cards exchanged) so far, in order."""
    discards: tuple[Card, ...]
    """This seat's own discards."""
    drawn: tuple[Card, ...]
    """The cards this seat drew."""
    exchange_limits: tuple[int, int] | None
    """(fewest, most) cards this seat may exchange now; None when it is not exchanging."""
    defender_honours: tuple[int, int, int] | None
    """Two-player TP.5: (defender, honours with, honours without) as announced."""
    trick: Trick | None
    tricks: tuple[Trick, ...]
    tricks_won: tuple[int, ...]
    vole_attempt: bool
    surrendered: int | None
    chips: tuple[int, ...]
    pot: int
    history: tuple[DealSummary, ...]
    legal: tuple[Action, ...]

    @property
    def players(self) -> int:
        return self.rules.players

    @property
    def played(self) -> tuple[Card, ...]:
        """Every card played in this deal so far, in order."""
        done = tuple(c for t in self.tricks for c in t.cards)
        return done + (self.trick.cards if self.trick is not None else ())


def seat_view(state: MatchState, seat: int) -> SeatView:
    """Everything ``seat`` may know about ``state``, and nothing else."""
    if type(seat) is not int or not 0 <= seat < state.players:
        raise ValueError(f"no seat {seat!r}")
    d = state.deal
    partner = None
    if d.partner is not None and (d.partner_revealed or d.partner == seat):
        partner = d.partner
    mover = state.to_move
    legal = tuple(legal_actions(state, seat)) if mover == seat else ()
    return SeatView(
        seat=seat, rules=state.rules, phase=state.phase, deal_number=d.number,
        dealer=d.dealer, sitter_out=d.sitter_out, order=d.order, play_order=d.play_order,
        to_move=mover, must_act=mover == seat, hand=d.hands[seat],
        hand_sizes=tuple(len(h) for h in d.hands), talon_size=len(d.talon), bids=d.bids,
        passed=d.passed, high=d.high, high_seat=d.high_seat, ombre=d.ombre,
        contract=d.contract, forced=d.forced, trump=d.trump, turned=d.turned,
        turned_on_talon=d.turned_on_talon, turned_holder=d.turned_holder, called=d.called,
        partner=partner, partner_revealed=d.partner_revealed, exchanges=d.exchanges,
        discards=d.discards[seat] if d.discards else (),
        drawn=d.drawn[seat] if d.drawn else (),
        exchange_limits=exchange_limits(state, seat), defender_honours=d.defender_honours,
        trick=d.trick, tricks=d.tricks, tricks_won=d.won, vole_attempt=d.vole_attempt,
        surrendered=d.surrendered, chips=state.chips, pot=state.pot, history=state.history,
        legal=legal)
