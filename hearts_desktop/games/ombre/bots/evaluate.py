"""Hand evaluation: how many tricks a hand should take with a given trump, what the talon is
likely to bring, which cards to throw away, which suit to name and which king to call.

The numbers are estimates of tricks, tuned by playing (``python -m hearts_desktop.bench ai
--game ombre``): a matador is about a trick, a trump below missing ones needs length to
survive, a plain king is nearly a trick, a guarded queen part of one, and voids are worth
something to a hand with trumps to ruff.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from ....core.cards import Card, Suit
from ..cards import SUITS, is_trump, plain_order, strength, trump_order
from ..contracts import Contract
from ..rules import Rules

KING, QUEEN, JACK = 13, 12, 11


def trump_rank(card: Card, trump: Suit) -> int:
    """0 for spadille, 1 for manille, ... (``trump_order`` position); 99 if not a trump."""
    order = trump_order(trump)
    return order.index(card.face) if card.face in order else 99


def trump_tricks(hand: Sequence[Card], trump: Suit) -> float:
    """Expected tricks from the trumps of ``hand``."""
    held = {c.face for c in hand}
    order = trump_order(trump)
    mine = [c for c in order if c in held]
    n = len(mine)
    if n == 0:
        return 0.0
    est = 0.0
    above_held = 0
    for pos, c in enumerate(order):
        if c not in held:
            continue
        missing = pos - above_held
        below = n - above_held - 1
        if missing == 0:
            est += 1.0
        elif below >= missing:
            est += max(0.25, 0.85 - 0.2 * missing)
        else:
            est += 0.12
        above_held += 1
    total = len(order)
    out = total - n
    if n >= 4 and n * 2 > out:
        est += 0.35 * (n - 4)
    return est


def side_tricks(hand: Sequence[Card], trump: Suit | None) -> float:
    """Expected tricks from plain cards (kings, guarded queens) and ruffing chances."""
    est = 0.0
    trumps = sum(1 for c in hand if trump is not None and is_trump(c, trump))
    for suit in SUITS:
        if suit == trump:
            continue
        cards = [c for c in hand if c.suit == suit and not (trump is not None
                                                             and is_trump(c, trump))]
        ranks = {c.rank for c in cards}
        length = len(cards)
        if KING in ranks:
            est += 0.85 if length <= 4 else 0.7
            if QUEEN in ranks:
                est += 0.6 if length <= 4 else 0.45
        elif QUEEN in ranks and length >= 2:
            est += 0.3
        if trump is not None and trumps >= 2:
            if length == 0:
                est += 0.35
            elif length == 1 and KING not in ranks:
                est += 0.15
    return est


def hand_tricks(hand: Sequence[Card], trump: Suit) -> float:
    return trump_tricks(hand, trump) + side_tricks(hand, trump)


def keep_value(card: Card, trump: Suit | None, hand: Sequence[Card]) -> float:
    """How much a card is worth keeping (discards take the lowest)."""
    if trump is not None and is_trump(card, trump):
        return 10.0 + strength(card, trump) / 100
    if card.rank == KING:
        return 5.0
    suit_ranks = {c.rank for c in hand if c.suit == card.suit}
    if card.rank == QUEEN and KING in suit_ranks:
        return 4.0
    if card.rank == QUEEN:
        return 1.2
    order = plain_order(card.suit)
    return 1.0 - order.index(card.face) / 20 if card.face in order else 0.0


def best_trump(hand: Sequence[Card], rules: Rules, suits: Iterable[Suit] | None = None
               ) -> tuple[Suit, float]:
    """The suit that makes ``hand`` take the most tricks, and that estimate."""
    options = [s for s in (suits or SUITS) if s != rules.removed]
    scored = [(hand_tricks(hand, s), -SUITS.index(s), s) for s in options]
    est, _, suit = max(scored)
    return suit, est


def discards(hand: Sequence[Card], trump: Suit | None, fewest: int, most: int,
             threshold: float = 2.0) -> tuple[Card, ...]:
    """The cards to exchange: those worth less than ``threshold``, lowest first, within
    the limits; short suits go first (a void is worth something)."""
    def key(c: Card) -> tuple[float, int]:
        length = sum(1 for x in hand if x.suit == c.suit)
        return (keep_value(c, trump, hand), length)

    ranked = sorted(hand, key=key)
    pick = [c for c in ranked if keep_value(c, trump, hand) < threshold][:most]
    if len(pick) < fewest:
        pick = ranked[:fewest]
    return tuple(pick)


def draw_value(unseen: Sequence[Card], trump: Suit | None) -> float:
    """Expected tricks one card drawn from the talon adds (its chance to be a trump or a
    king)."""
    if not unseen:
        return 0.0
    value = 0.0
    for c in unseen:
        if trump is not None and is_trump(c, trump):
            value += 0.55 if trump_rank(c, trump) < 4 else 0.35
        elif c.rank == KING:
            value += 0.55
        elif c.rank == QUEEN:
            value += 0.1
    return value / len(unseen)


def entrada_estimate(hand: Sequence[Card], rules: Rules, unseen: Sequence[Card],
                     talon: int) -> tuple[float, Suit]:
    """Tricks expected after exchanging the weak cards, with the best trump."""
    best = (-1.0, Suit.SPADES)
    for suit in SUITS:
        if suit == rules.removed:
            continue
        gone = discards(hand, suit, 0, min(8, talon))
        kept = [c for c in hand if c not in gone]
        est = hand_tricks(kept, suit) + len(gone) * draw_value(unseen, suit)
        best = max(best, (est, suit), key=lambda x: x[0])
    return best


def tourne_estimate(hand: Sequence[Card], rules: Rules, unseen: Sequence[Card],
                    talon: int) -> float:
    """Expected tricks when the first talon card's suit will be trump."""
    if not unseen:
        return 0.0
    total = 0.0
    for suit in SUITS:
        if suit == rules.removed:
            continue
        share = sum(1 for c in unseen if c.suit == suit) / len(unseen)
        if share == 0:
            continue
        gone = discards(hand, suit, 0, min(8, talon))
        kept = [c for c in hand if c not in gone]
        est = hand_tricks(kept, suit) + max(len(gone), 1) * draw_value(unseen, suit) + 0.3
        total += share * est
    return total


def contract_estimates(hand: Sequence[Card], rules: Rules, unseen: Sequence[Card],
                       talon: int) -> dict[Contract, float]:
    """Expected tricks for each contract this game offers."""
    solo_suit, solo = best_trump(hand, rules)
    del solo_suit
    if rules.is_quadrille:
        # the called king's holder brings about two tricks to an alliance
        return {Contract.ALLIANCE: solo + 2.2, Contract.SOLO: solo, Contract.VOLE: solo}
    out = {Contract.SOLO: solo}
    if talon:
        out[Contract.ENTRADA] = entrada_estimate(hand, rules, unseen, talon)[0]
        out[Contract.TOURNE] = tourne_estimate(hand, rules, unseen, talon)
    return out


_NEEDED = {
    # calibrated with Normal players (bench/ombre.py --calibrate): estimates above these
    # win more chips than they lose, on average
    "ombre": {Contract.ENTRADA: 3.25, Contract.TOURNE: 3.1, Contract.SOLO: 3.0},
    "two": {Contract.ENTRADA: 4.2, Contract.TOURNE: 4.1, Contract.SOLO: 3.9},
    "quadrille": {Contract.ALLIANCE: 4.5, Contract.SOLO: 4.8, Contract.VOLE: 9.5},
    "quintille": {Contract.ALLIANCE: 4.7, Contract.SOLO: 4.5, Contract.VOLE: 7.6},
}
_SLOPE = {Contract.ENTRADA: 12.0, Contract.TOURNE: 9.0, Contract.SOLO: 16.0,
          Contract.ALLIANCE: 3.0, Contract.VOLE: 15.0}
"""Chips won per estimated trick above the threshold (how fast a contract pays)."""


def _family(rules: Rules) -> str:
    if rules.is_quadrille:
        return "quintille" if rules.players == 5 else "quadrille"
    return "two" if rules.hand_size == 8 else "ombre"


def needed(rules: Rules, contract: Contract) -> float:
    """Estimated tricks a contract wants before it is worth bidding."""
    return _NEEDED[_family(rules)].get(contract, 99.0)


def bid_value(rules: Rules, contract: Contract, estimate: float, margin: float) -> float:
    """A rough expected gain of bidding ``contract`` with ``estimate`` tricks."""
    return _SLOPE.get(contract, 1.0) * (estimate - needed(rules, contract) - margin)


def call_choice(hand: Sequence[Card], trump: Suit, options: Sequence[Card]) -> Card:
    """Quadrille: call the king of the side suit the hand is longest in (the partner then
    wins that suit's first round), not trump if avoidable."""
    def key(c: Card) -> tuple[int, int, int]:
        length = sum(1 for x in hand if x.suit == c.suit and not is_trump(x, trump))
        return (0 if c.suit == trump else 1, length, -SUITS.index(c.suit))

    return max(options, key=key)


def misere_risk(hand: Sequence[Card], trump: Suit) -> float:
    """Contrabola: how likely the hand is to win tricks (high cards it cannot shed)."""
    risk = 0.0
    for c in hand:
        if is_trump(c, trump):
            risk += 1.0 if trump_rank(c, trump) < 5 else 0.5
        elif c.rank == KING:
            risk += 0.8
        elif c.rank == QUEEN:
            risk += 0.35
    return risk
