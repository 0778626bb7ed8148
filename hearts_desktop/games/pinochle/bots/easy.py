"""The Easy CPU player: the Normal strategy with a cruder auction and human slips.

It bids on its own meld and a flat allowance for tricks and the partner (it does not read
the partner's calls or make signals), plays like a beginner (``policy.beginner_choose``: no
card counting, wins what it can with its strongest card, never feeds its partner counters)
and now and then plays a random legal card (``Personality.mistake_rate``). It still never
names a one- or two-card trump and passes sensible cards: a beginner's partner, not a
saboteur.
"""

from __future__ import annotations

from ....core.bots import LevelBot
from .. import Action, Bid, NameTrump, Pass, Phase, PlayCard, SeatView, Suit, face_index
from . import policy
from .auction import DECK_FACTOR
from .base import decision_stream, give_action, play_action
from .hands import choose_pass, choose_return, choose_trump, meld_of
from .knowledge import table_from_view
from .personalities import DEFAULT, Personality

ALLOWANCE = 24.0
"""What Easy adds to its own meld for tricks and the partner (small scale, single deck)."""


class EasyBot(LevelBot[SeatView, Action]):
    name = "easy"
    DEFAULT = DEFAULT
    personality: Personality


    def decide(self, view: SeatView) -> tuple[Action, str]:
        legal = view.legal
        rng = decision_stream(self.seed, view, salt=0xEA5)
        faces = sorted(face_index(c) for c in view.hand)
        rules = view.rules
        if view.phase is Phase.BIDDING:
            nxt = view.next_bid
            assert nxt is not None
            if Pass(view.seat) not in legal:
                return Bid(view.seat, nxt), "bid_value"
            if view.high_bidder == (view.seat + 2) % 4:
                return Pass(view.seat), "pass_partner_holds"
            k = DECK_FACTOR.get(rules.hand_size, 1.0)
            best = max(meld_of(faces, t, rules) for t in range(4))
            top = (best + ALLOWANCE * k + 8 * k * (self.personality.boldness - 0.5)) * rules.scale
            if nxt <= top:
                return Bid(view.seat, nxt), "bid_value"
            return Pass(view.seat), "pass_weak"
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
        plays = [a for a in legal if isinstance(a, PlayCard)]
        if rng.below(1000) < int(1000 * self.personality.mistake_rate * 0.6):
            return plays[rng.below(len(plays))], "mistake"
        table = table_from_view(view)
        face, reason = policy.beginner_choose(table, view.seat)
        return play_action(view, face), reason
