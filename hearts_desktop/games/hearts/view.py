"""What one seat may know. Bots get only this; the table shows the human seat only this.

A seat sees its own hand, every card played to a trick, its own passed and received cards,
the face-up cards, the kitty only if it took it, and the scores. It never sees another
hand, another seat's pass, the kitty it did not take, or the match seed (which fixes every
deal).
"""

from __future__ import annotations

from dataclasses import dataclass

from .actions import Action, ChoosePass, PassCards
from .cards import Card
from .game import _legal_actions, _seats_to_act, need_seat, need_state, pass_fault, scheme_fault
from .rules import Rules, Score
from .scoring import card_points
from .state import DealRecord, MatchState, PassPlan, Phase, Trick


@dataclass(frozen=True)
class SeatView:
    seat: int
    rules: Rules
    phase: Phase
    deal_number: int
    dealer: int
    to_move: int | None
    must_act: bool
    pass_plan: PassPlan | None
    pass_direction: str
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    passed: tuple[Card, ...] | None
    """The cards this seat passed (None until it has)."""
    received: tuple[Card, ...]
    """The cards this seat received (empty until the pass is carried out)."""
    passes_committed: tuple[bool, ...]
    trick: Trick | None
    tricks: tuple[Trick, ...]
    hearts_broken: bool
    jokers_played: int
    points_taken: tuple[Score, ...]
    """Card points each seat has visibly taken this deal (another seat's kitty excluded)."""
    face_up: tuple[Card, ...]
    face_up_taken: tuple[Card, ...]
    """Face-up cards already taken with the first trick won (see ``tricks`` for who)."""
    set_aside: tuple[Card, ...]
    kitty_owner: int | None
    kitty: tuple[Card, ...] | None
    """The kitty's cards, for the seat that took it only."""
    kitty_size: int
    shooter: int | None
    match_scores: tuple[Score, ...]
    history: tuple[DealRecord, ...]
    tournament_scores: tuple[int, ...]
    computer_seats: frozenset[int]
    abandoned: frozenset[int]
    overruns: tuple[int, ...]
    legal: tuple[Action, ...]
    """What ``legal_actions`` lists for this seat (a wide pass or dealer's choice only in
    part: ``allows`` checks any action)."""

    @property
    def players(self) -> int:
        return self.rules.players

    def allows(self, action: object) -> bool:
        """Whether ``apply`` would accept ``action`` from this seat now: ``action in legal``
        for a card or a moon choice, and a direct check (no listing) for a pass or a
        dealer's choice, which ``legal`` may list only in part (see ``legal_actions``)."""
        if not isinstance(action, (PassCards, ChoosePass)):
            return action in self.legal
        if action.seat != self.seat or type(action.seat) is not int or not self.must_act:
            return False
        if isinstance(action, PassCards):
            return (self.phase is Phase.PASSING and self.passed is None
                    and pass_fault(self.rules, self.pass_plan or (), self.hand,
                                   action.cards) is None)
        return (self.phase is Phase.CHOOSING_PASS
                and scheme_fault(self.rules, action.scheme) is None)


def seat_view(state: MatchState, seat: int) -> SeatView:
    """Everything ``seat`` may know about ``state``, and nothing else. ``IllegalActionError``
    for a state that is not one or a seat that is not one of its seats."""
    need_state(state, "seat_view")
    need_seat(state, seat, "seat_view")
    rules = state.rules
    visible = []
    for p, cards in enumerate(state.captured):
        if p == state.kitty_owner and p != seat and state.kitty:
            rest = list(cards)
            for c in state.kitty:
                rest.remove(c)
            cards = tuple(rest)
        visible.append(card_points(rules, cards))
    dealing_hidden = state.phase is Phase.CHOOSING_PASS
    own_pass = state.pass_given[seat]
    return SeatView(
        seat=seat,
        rules=rules,
        phase=state.phase,
        deal_number=state.deal_number,
        dealer=state.dealer,
        to_move=state.to_move if state.phase is not Phase.PASSING else None,
        must_act=seat in _seats_to_act(state),
        pass_plan=state.pass_plan,
        pass_direction=state.pass_direction,
        hand=() if dealing_hidden else state.hands[seat],
        hand_sizes=tuple(len(h) for h in state.hands),
        passed=own_pass,
        received=state.pass_received[seat],
        passes_committed=tuple(g is not None for g in state.pass_given),
        trick=state.trick,
        tricks=state.tricks,
        hearts_broken=state.hearts_broken,
        jokers_played=state.jokers_played,
        points_taken=tuple(visible),
        face_up=state.face_up,
        face_up_taken=state.face_up_taken,
        set_aside=state.set_aside,
        kitty_owner=state.kitty_owner,
        kitty=state.kitty if state.kitty_owner == seat else None,
        kitty_size=len(state.kitty),
        shooter=state.shooter,
        match_scores=state.match_scores,
        history=state.history,
        tournament_scores=state.tournament_scores,
        computer_seats=state.computer_seats,
        abandoned=state.abandoned,
        overruns=state.overruns,
        legal=tuple(_legal_actions(state, seat)),
    )
