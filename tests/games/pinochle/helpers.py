"""Helpers for the Pinochle tests: drive an auction, an exchange, or set up a trick."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from hearts_desktop.core.cards import Card, Suit, parse_cards
from hearts_desktop.core.rng import Stream
from hearts_desktop.core.tricks import Trick
from hearts_desktop.games.pinochle import (
    Action,
    Bid,
    GiveCards,
    MatchState,
    NameTrump,
    Pass,
    Phase,
    Rules,
    apply,
    legal_actions,
    start_hand,
)
from hearts_desktop.games.pinochle.events import Event


def dealt(rules: Rules | None = None, seed: int = 1, dealer: int = 3) -> MatchState:
    """A single hand dealt from ``seed`` (seat ``dealer + 1`` bids first)."""
    from hearts_desktop.games.pinochle import deal_hands

    rules = rules or Rules()
    return start_hand(rules, deal_hands(rules, seed, 1, dealer), dealer=dealer)


def run(state: MatchState, *actions: Action) -> tuple[MatchState, list[Event]]:
    events: list[Event] = []
    for a in actions:
        state, ev = apply(state, a)
        events.extend(ev)
    return state, events


def win_auction(state: MatchState, declarer: int, contract: int | None = None
                ) -> tuple[MatchState, list[Event]]:
    """Everyone but ``declarer`` passes; ``declarer`` bids ``contract`` (default: the
    minimum) on its first turn."""
    events: list[Event] = []
    while state.phase is Phase.BIDDING:
        seat = state.to_move
        assert seat is not None
        if seat == declarer and state.high_bidder != declarer:
            amount = contract if contract is not None else state.rules.next_bid(state.high_bid)
            state, ev = apply(state, Bid(seat, amount))
        else:
            state, ev = apply(state, Pass(seat))
        events.extend(ev)
    return state, events


def to_play(state: MatchState, declarer: int, trump: Suit | str, contract: int | None = None
            ) -> tuple[MatchState, list[Event]]:
    """Auction, trump and an exchange of the first legal choices: the start of play."""
    state, events = win_auction(state, declarer, contract)
    state, ev = apply(state, NameTrump(declarer, Suit.parse(trump)))
    events.extend(ev)
    for _ in range(2):
        state, ev = apply(state, legal_actions(state)[0])
        events.extend(ev)
    assert state.phase is Phase.PLAYING
    return state, events


def position(hands: dict[int, str], trump: str | None, plays: Sequence[tuple[int, str]] = (),
             leader: int | None = None, rules: Rules | None = None) -> MatchState:
    """A trick in progress: ``hands`` (seat -> cards) and the cards already played to trick
    1, built on a dealt hand with ``dataclasses.replace`` (only what trick play reads)."""
    base = dealt(rules)
    named: set[Card] = {c for text in [*hands.values(), *(c for _, c in plays)]
                        for c in parse_cards(text) if c.copy}

    def copy_of(card: Card) -> Card:
        if card.copy:
            return card
        k = 1
        while card.with_copy(k) in named:
            k += 1
        named.add(card.with_copy(k))
        return card.with_copy(k)

    played = tuple((s, copy_of(Card.parse(c))) for s, c in plays)
    full = [tuple(copy_of(c) for c in parse_cards(hands.get(s, ""))) for s in range(4)]
    if leader is None:
        leader = played[0][0] if played else 0
    to_move = (leader + len(played)) % 4
    return replace(base, phase=Phase.PLAYING, trump=None if trump is None else Suit.parse(trump),
                   declarer=leader, contract=25, hands=tuple(full),
                   trick=Trick(1, leader, played), to_move=to_move)


def random_playout(state: MatchState, seed: int, *, bid_bias: int = 2, one_hand: bool = True
                   ) -> tuple[MatchState, list[Event]]:
    """Play random legal actions to the end of the current hand (``one_hand``) or of the
    match; auctions pass ``bid_bias`` times in ``bid_bias + 1`` and bid low otherwise."""
    rng = Stream(seed)
    events: list[Event] = []
    hands = len(state.history)
    while not state.is_over and not (one_hand and len(state.history) > hands):
        acts = legal_actions(state)
        if state.phase is Phase.BIDDING:
            passes = [a for a in acts if isinstance(a, Pass)]
            bids = [a for a in acts if isinstance(a, Bid)][:4]
            pool = passes if passes and rng.below(bid_bias + 1) else bids
            action = rng.choice(pool)
        else:
            action = rng.choice(acts)
        state, ev = apply(state, action)
        events.extend(ev)
    return state, events


def give(seat: int, cards: str) -> GiveCards:
    return GiveCards(seat, parse_cards(cards))


def deal_with(fixed: dict[int, str], seed: int = 1) -> list[tuple[Card, ...]]:
    """Four hands: the ``fixed`` ones, the others dealt from the rest of the deck."""
    deck = list(Rules().deck().cards())
    hands: list[list[Card]] = [[], [], [], []]
    for seat, text in fixed.items():
        for c in parse_cards(text):
            pick = next(d for d in deck if d.face == c.face)
            deck.remove(pick)
            hands[seat].append(pick)
    rest = Stream(seed).shuffled(deck)
    for seat in range(4):
        while len(hands[seat]) < 12:
            hands[seat].append(rest.pop())
    return [tuple(h) for h in hands]
