"""The Normal CPU player: the rule-based strategy of the seed's strategy section and of
partnership habit.

- Auction: ``auction.call`` (the hand's worth with the partner, calls read as signals);
  once both opponents have passed it bids over its partner only when declaring itself
  pays more (``partner.raise_pays`` over ``RAISE_SAMPLES`` partner hands).
- Trump: ``hands.choose_trump`` (a long suit, never a one- or two-card trump).
- Exchange: ``hands.choose_pass`` / ``hands.choose_return``.
- Concession: only when it cannot cost anything (see ``should_concede``).
- Play: ``policy`` on the public position and its own hand.
"""

from __future__ import annotations

from ....core.bots import LevelBot
from .. import Action, Concede, NameTrump, Pass, Phase, SeatView, Suit, face_index
from . import auction, policy
from .base import decision_stream, give_action, play_action
from .hands import choose_pass, choose_return, choose_trump
from .knowledge import table_from_view
from .partner import raise_pays
from .personalities import DEFAULT, Personality

RAISE_SAMPLES = 8
"""Partner hands Normal weighs before bidding over its partner once the opponents are out."""
_SALT_RAISE = 0xB1E


def settle_raise(view: SeatView, action: Action, reason: str, seed: int, samples: int
                 ) -> tuple[Action, str]:
    """``auction.call``'s bid over the partner, kept only while an opponent is still in
    or when declaring itself pays more than leaving the bid to the partner."""
    if reason != "bid_to_declare" or not auction.read_calls(view).opponents_out:
        return action, reason
    if raise_pays(view, decision_stream(seed, view, _SALT_RAISE), samples):
        return action, reason
    return Pass(view.seat), "pass_partner_holds"


def should_concede(view: SeatView) -> bool:
    """Concede only if the contract cannot be made even with nearly every trick point and a
    concession saves something: under O-SET-LOSES-MELD it saves the team's meld. (Without
    that option a set costs the same as a concession, or less under O-SET-DEFENDERS ACTUAL,
    so playing on can only help.)"""
    if not view.rules.set_loses_meld or view.contract is None or view.declarer is None:
        return False
    team = view.declarer % 2
    best_case = view.team_melds[team] + 0.85 * view.rules.trick_points
    return best_case < view.contract


class NormalBot(LevelBot[SeatView, Action]):
    name = "normal"
    DEFAULT = DEFAULT
    personality: Personality


    def decide(self, view: SeatView) -> tuple[Action, str]:
        legal = view.legal
        faces = sorted(face_index(c) for c in view.hand)
        rules = view.rules
        if view.phase is Phase.BIDDING:
            action, reason = auction.call(view, self.personality)
            return settle_raise(view, action, reason, self.seed, RAISE_SAMPLES)
        if view.phase is Phase.NAMING_TRUMP:
            return NameTrump(view.seat, Suit(choose_trump(faces, rules))), "trump_long_suit"
        assert view.trump is not None
        trump = int(view.trump)
        if view.phase is Phase.PASSING:
            return give_action(view, choose_pass(faces, trump, rules)), "pass_to_declarer"
        if view.phase is Phase.RETURNING:
            received = [face_index(c) for c in view.given or ()]
            return (give_action(view, choose_return(faces, trump, rules, received)),
                    "return_to_partner")
        if Concede(view.seat) in legal and should_concede(view):
            return Concede(view.seat), "concede"
        table = table_from_view(view)
        face, reason = policy.choose_with_reason(table, view.seat, self.personality.risk)
        return play_action(view, face), reason
