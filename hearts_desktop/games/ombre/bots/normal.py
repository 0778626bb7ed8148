"""The Normal CPU player: rule-based Ombre.

- Bidding from a hand evaluation (``evaluate.py``): matadors and the trumps below them,
  trump length, kings and guarded queens, voids to ruff with, and what the exchange is
  likely to bring from the talon; it bids the cheapest contract its hand is worth and
  raises to solo with a clearly strong hand.
- Exchange: keeps trumps, kings and guarded queens, throws the rest (short suits first);
  the first defender leaves a card for the second.
- Play (``sim.choose``): ombre draws trumps with masters and cashes kings; the defenders
  play together without seeing each other's hands: never overtake a partner's winning
  card, beat ombre's as cheaply as possible, lead masters in suits ombre still follows.
- Primeras: goes on for the vole only with nothing but sure winners left.
"""

from __future__ import annotations

from collections.abc import Callable

from ....core.bots import LevelBot
from ....core.cards import Suit
from ..actions import (
    Action,
    Bid,
    CallCard,
    Exchange,
    NameTrump,
    Pass,
    PlayCard,
    Primeras,
    Surrender,
    TakeOver,
)
from ..contracts import Contract, level
from ..state import Phase
from ..view import SeatView
from . import evaluate as ev
from .knowledge import Knowledge
from .personalities import DEFAULT, Personality
from .sim import CARD_OF, Info, Position, choose, table


class NormalBot(LevelBot[SeatView, Action]):
    name = "normal"
    DEFAULT = DEFAULT
    personality: Personality

    # ----------------------------------------------------------------- dispatch
    def decide(self, view: SeatView) -> tuple[Action, str]:
        """The action for ``view`` (Ombre's bots give no reason code: the second part is
        empty)."""
        legal = view.legal
        phase = view.phase
        if phase is Phase.BIDDING:
            action: Action = self.bid(view)
        elif phase is Phase.ANNOUNCING:
            action = self.announce(view)
        elif phase is Phase.EXCHANGE:
            action = self.exchange(view)
        elif phase is Phase.TRUMP:
            action = self.trump(view)
        elif phase is Phase.CALLING:
            action = self.call(view)
        elif phase is Phase.PRIMERAS:
            action = self.primeras(view)
        elif phase is Phase.TAKE_OVER:
            action = Pass(view.seat) if Pass(view.seat) in legal else TakeOver(view.seat)
        else:
            action = self.play(view)
        return (action if action in legal else legal[0]), ""

    # ----------------------------------------------------------------- bidding
    def bid_margin(self, view: SeatView) -> float:
        """Extra estimated tricks this player wants (negative: bolder)."""
        return (0.5 - self.personality.boldness) * 0.8

    def estimates(self, view: SeatView) -> dict[Contract, float]:
        k = Knowledge(view)
        return ev.contract_estimates(view.hand, view.rules, k.unseen, view.rules.talon_size)

    def bid(self, view: SeatView) -> Action:
        rules = view.rules
        est = self.estimates(view)
        margin = self.bid_margin(view)
        offered = [a.contract for a in view.legal if isinstance(a, Bid)]
        willing = [c for c in offered
                   if est.get(c, -1.0) >= ev.needed(rules, c) + margin]
        if not willing:
            return Pass(view.seat)
        pick = max(willing, key=lambda c: (ev.bid_value(rules, c, est[c], margin),
                                           level(rules, c)))
        return Bid(view.seat, pick)

    def announce(self, view: SeatView) -> Action:
        offered = {a.contract for a in view.legal if isinstance(a, Bid)}
        hand = view.hand
        if Contract.CONTRABOLA in offered:
            held = {c.suit for c in hand} - ({view.rules.removed} if view.rules.removed else set())
            risk = min(ev.misere_risk(hand, s) for s in held)
            if risk <= 1.2:
                return Bid(view.seat, Contract.CONTRABOLA)
        if Contract.GASCAROLA in offered:
            _, est = ev.best_trump(hand, view.rules)
            if any(c.rank == 14 and c.suit in (Suit.SPADES, Suit.CLUBS) for c in hand) \
                    and est < 3.0:
                return Bid(view.seat, Contract.GASCAROLA)
        return Pass(view.seat)

    # ----------------------------------------------------------------- exchange
    def exchange(self, view: SeatView) -> Action:
        limits = view.exchange_limits
        assert limits is not None
        fewest, most = limits
        hand = list(view.hand)
        rules = view.rules
        if view.seat == view.ombre:
            if view.contract is Contract.GASCAROLA:
                suit, _ = ev.best_trump(hand, rules)
                best = max(hand, key=lambda c: ev.keep_value(c, suit, hand))
                if ev.keep_value(best, suit, hand) >= 10.5 or fewest == most:
                    return Exchange(view.seat, tuple(c for c in hand if c != best))
                return Exchange(view.seat, tuple(hand))
            trump = view.trump
            if trump is None:
                unseen = Knowledge(view).unseen
                _, trump = ev.entrada_estimate(hand, rules, unseen, most)
            return Exchange(view.seat, ev.discards(hand, trump, fewest, most))
        # a defender: leave at least one card for the defender after us
        later = [s for s in view.play_order if s not in (view.ombre, view.seat)
                 and s not in {x for x, _ in view.exchanges}]
        cap = most - 1 if later and most > 1 else most
        return Exchange(view.seat, ev.discards(hand, view.trump, fewest, max(fewest, cap),
                                               threshold=1.5))

    def trump(self, view: SeatView) -> Action:
        suits = [a.suit for a in view.legal if isinstance(a, NameTrump)]
        if view.contract is Contract.CONTRABOLA:
            return NameTrump(view.seat, min(suits, key=lambda s: ev.misere_risk(view.hand, s)))
        suit, _ = ev.best_trump(view.hand, view.rules, suits)
        return NameTrump(view.seat, suit)

    def call(self, view: SeatView) -> Action:
        options = [a.card for a in view.legal if isinstance(a, CallCard)]
        assert view.trump is not None
        return CallCard(view.seat, ev.call_choice(view.hand, view.trump, options))

    # ----------------------------------------------------------------- play
    def friends(self, view: SeatView) -> Callable[[int], bool | None]:
        """Who plays with this seat, as far as it knows."""
        me = view.seat
        ombre = view.ombre
        partner = view.partner
        hidden = view.called is not None and not view.partner_revealed

        def friend(s: int) -> bool | None:
            if s == me:
                return True
            declaring_me = me in (ombre, partner)
            declaring_s = s == ombre or (partner is not None and s == partner)
            if hidden and partner is None and s != ombre and not declaring_me:
                return None  # another defender, or the hidden partner
            if hidden and me == ombre and partner is None:
                return None
            return declaring_me == declaring_s

        return friend

    def position(self, view: SeatView) -> Position:
        assert view.trump is not None and view.ombre is not None and view.contract is not None
        t = table(view.trump)
        hands: list[list[int]] = [[] for _ in range(view.players)]
        hands[view.seat] = [c.index for c in view.hand]
        trick = [(s, c.index) for s, c in view.trick.plays] if view.trick else []
        leader = view.trick.leader if view.trick else view.seat
        return Position(t, view.play_order, hands, trick, leader, list(view.tricks_won),
                        len(view.tricks), view.ombre, view.contract)

    def info(self, view: SeatView) -> Info:
        k = Knowledge(view)
        assert view.trump is not None
        return Info(k.out_ints(), table(view.trump), k.void_sets())

    def play(self, view: SeatView) -> Action:
        if Surrender(view.seat) in view.legal and self.should_surrender(view):
            return Surrender(view.seat)
        pos = self.position(view)
        cards = [a.card.index for a in view.legal if isinstance(a, PlayCard)]
        card = choose(pos, view.seat, self.info(view), self.friends(view), cards)
        return PlayCard(view.seat, CARD_OF[card])

    def should_surrender(self, view: SeatView) -> bool:
        if view.trick is None or view.trick.number != 1 or view.trump is None:
            return False
        return ev.hand_tricks(view.hand, view.trump) < 2.2

    def primeras(self, view: SeatView) -> Action:
        return Primeras(view.seat, self.sure_vole(view))

    def sure_vole(self, view: SeatView) -> bool:
        """Every card left is a sure winner: ombre's trumps are all above the trumps still
        out and enough to draw them, and every plain card is the highest of its suit."""
        if view.trump is None:
            return False
        t = table(view.trump)
        out = Knowledge(view).out_ints()
        out_trumps = [c for c in out if t.suit[c] == t.trump]
        mine = [c.index for c in view.hand]
        my_trumps = [c for c in mine if t.suit[c] == t.trump]
        top_out = max((t.strength[c] for c in out_trumps), default=-1)
        if any(t.strength[c] < top_out for c in my_trumps):
            return False
        if len(my_trumps) < len(out_trumps):
            return False
        return all(not any(t.suit[o] == t.suit[c] and t.strength[o] > t.strength[c]
                           for o in out)
                   for c in mine if t.suit[c] != t.trump)
