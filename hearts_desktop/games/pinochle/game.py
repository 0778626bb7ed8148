"""The state machine: ``new_match``, ``start_hand``, ``legal_actions`` and ``apply``.

One legality function per decision serves the UI, the bots and validation. ``apply``
checks an action and either raises ``IllegalActionError`` (the state is untouched: states
are immutable) or returns the next state and the events that happened. Dealing, the meld
(6.3: computed, not declared) and the next deal happen inside ``apply``.

Longer than 600 lines: one hand's phases (deal, auction, trump, the exchange, meld, twelve
tricks, scoring and the next deal) are one state machine over one frozen state; each
phase's legality and transition are short functions, kept together so that ``apply``
and ``legal_actions`` read as one table of phases.
"""

from __future__ import annotations

import functools
import itertools
from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, overload

from ...core.cards import Card, Suit
from ...core.rng import PURPOSE_DEAL, PURPOSE_DEALER, Stream
from ...core.tricks import Trick
from .actions import ACTION_TYPES, Action, Bid, Concede, GiveCards, NameTrump, Pass, PlayCard
from .cards import parse_hand, resolve, sort_hand, trick_order
from .errors import IllegalActionError, RulesError, Violation
from .events import (
    AuctionWon,
    BidMade,
    CardPlayed,
    CardsDealt,
    CardsGiven,
    Conceded,
    DealStarted,
    Event,
    HandScored,
    MatchOver,
    MeldsCounted,
    MeldShown,
    Outcome,
    Passed,
    TrickWon,
    TrumpNamed,
)
from .meld import count_meld
from .rules import Heading, Rules, SetDefenders
from .state import Call, HandRecord, HandSpec, MatchState, Phase, partner_of, team_of

BID_WINDOW = 60
"""``legal_actions`` lists the bids from the lowest allowed up to this many points (small
scale) above it; ``apply`` accepts any higher bid on the step grid too, up to
``max_bid``."""


@functools.lru_cache(maxsize=32)
def max_bid(rules: Rules) -> int:
    """The highest bid (this engine's ceiling on 3.7's "no maximum bid"): no team can score
    more in one hand than twice the meld of the whole deck held in one hand (each hand's
    meld is at most that: every meld's level grows with the cards held) plus every trick
    point, so a higher bid could never be made. 973 under the spec's defaults (1,149 with
    the roundhouse, 9,730 under x10; 1,998 double deck), the highest bid on the step grid
    at or below that bound; far above any real auction. A higher bid is refused
    (``BID_TOO_HIGH``), and every score a match can reach stays a small number."""
    deck = rules.deck().cards()
    most = max(count_meld(deck, suit, rules).total for suit in Suit)
    ceiling = 2 * most + rules.trick_points
    while not rules.is_bid_value(ceiling):
        ceiling -= 1
    return ceiling

# --------------------------------------------------------------------------- set-up


def deal_hands(rules: Rules, seed: int, deal_number: int, dealer: int
               ) -> tuple[tuple[Card, ...], ...]:
    """The hands (sorted) of a numbered deal: the deck shuffled by the engine's stream for
    (seed, deal number), dealt in packets clockwise from the dealer's left (2.1, DD.2)."""
    cards = Stream.derive(seed, PURPOSE_DEAL, deal_number).shuffled(rules.deck().cards())
    hands: list[list[Card]] = [[], [], [], []]
    p = rules.packet_size
    for k in range(0, len(cards), p):
        hands[(dealer + 1 + k // p) % 4].extend(cards[k:k + p])
    return tuple(sort_hand(h) for h in hands)


def new_match(rules: Rules, seed: int) -> MatchState:
    """A whole match dealt from ``seed``: the first dealer and every deal come from it."""
    if not isinstance(rules, Rules):
        raise RulesError("new_match needs Pinochle rules")
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise ValueError("seed must be an int")
    dealer = Stream.derive(seed, PURPOSE_DEALER).below(4)
    state = MatchState(rules=rules, seed=seed, phase=Phase.BIDDING, deal_number=1,
                       dealer=dealer, to_move=None, hands=((), (), (), ()))
    state, _ = _begin_deal(state, [])
    return state


def first_events(state: MatchState) -> list[Event]:
    """The events of the deal ``new_match`` or ``start_hand`` already made, for a table that
    animates the opening deal too."""
    return [DealStarted(state.deal_number, state.dealer),
            CardsDealt(state.deal_number, state.dealer, state.hands, state.rules.packet_size)]


def start_hand(rules: Rules, hands: Sequence[str | Sequence[Card | str]], *, dealer: int = 3,
               scores: Sequence[int] = (0, 0), deal_number: int = 1) -> MatchState:
    """One hand from an explicit deal (tests, "play this deal again"). ``hands`` are four
    hands that together are exactly the deck; a card without a copy number gets the next
    free copy of its face (in seat order). The dealer defaults to seat 3, so seat 0 bids
    first. The state ends in ``HAND_OVER`` (or ``MATCH_OVER`` if the target is reached)."""
    if len(hands) != 4:
        raise RulesError(f"expected 4 hands, got {len(hands)}")
    parsed = [parse_hand(h) for h in hands]
    used = {c for h in parsed for c in h if c.copy}
    next_copy: Counter[Card] = Counter()
    dealt: list[tuple[Card, ...]] = []
    for h in parsed:
        out = []
        for c in h:
            if not c.copy:
                while True:
                    next_copy[c] += 1
                    named = c.with_copy(next_copy[c])
                    if named not in used:
                        break
                used.add(named)
                c = named
            out.append(c)
        dealt.append(sort_hand(out))
    if any(len(h) != rules.hand_size for h in dealt):
        raise RulesError(f"every hand must hold {rules.hand_size} cards")
    if Counter(c for h in dealt for c in h) != Counter(rules.deck().cards()):
        raise RulesError("the hands must be exactly the cards of the deck")
    if isinstance(dealer, bool) or dealer not in range(4):
        raise RulesError("dealer must be a seat number 0..3")
    if len(scores) != 2 or not all(isinstance(x, int) and not isinstance(x, bool)
                                   for x in scores):
        raise RulesError("scores are two whole numbers (one per team)")
    spec = HandSpec(tuple(dealt), dealer, (scores[0], scores[1]), deal_number)
    return MatchState(rules=rules, seed=None, phase=Phase.BIDDING, deal_number=deal_number,
                      dealer=dealer, to_move=(dealer + 1) % 4, hands=tuple(dealt),
                      scores=spec.scores, single_hand=True, origin=spec)


def _begin_deal(state: MatchState, events: list[Event]) -> tuple[MatchState, list[Event]]:
    """Shuffle and deal deal ``state.deal_number`` (dealer already set)."""
    assert state.seed is not None
    rules = state.rules
    hands = deal_hands(rules, state.seed, state.deal_number, state.dealer)
    events.append(DealStarted(state.deal_number, state.dealer))
    events.append(CardsDealt(state.deal_number, state.dealer, hands, rules.packet_size))
    fresh = MatchState(rules=rules, seed=state.seed, phase=Phase.BIDDING,
                       deal_number=state.deal_number, dealer=state.dealer,
                       to_move=(state.dealer + 1) % 4, hands=hands, scores=state.scores,
                       history=state.history, actions=state.actions,
                       deal_start=len(state.actions) + (1 if state.deal_number > 1 else 0))
    return fresh, events


# --------------------------------------------------------------------------- legality


def seats_to_act(state: MatchState) -> tuple[int, ...]:
    """The seat that must act now (at most one in Pinochle)."""
    if state.is_over or state.to_move is None:
        return ()
    return (state.to_move,)


def minimum_bid(state: MatchState) -> int:
    """The lowest bid allowed now."""
    return state.rules.next_bid(state.high_bid)


def _duty(rules: Rules, hand: Sequence[Card], plays: Sequence[Card], trump: Suit | None
          ) -> tuple[list[Card], Violation | None, dict[str, Any]]:
    """The cards of ``hand`` that may be played to ``plays`` (8.3 with O-HEAD and
    O-UNDERTRUMP), the duty that restricts them and what explains it."""
    if not plays:
        return list(hand), None, {}
    order = trick_order(trump)
    led = plays[0].suit
    best = plays[order.winner(plays)]
    heading = rules.head is Heading.ALWAYS or (
        rules.head is Heading.TRUMP_LEAD_ONLY and led == trump)
    follow = [c for c in hand if c.suit == led]
    if follow:
        if heading:
            beaters = [c for c in follow if order.beats(c, best)]
            if beaters:
                return beaters, Violation.MUST_BEAT, {"to_beat": best,
                                                      "beaters": tuple(beaters), "suit": led}
        return follow, Violation.MUST_FOLLOW_SUIT, {"suit": led}
    trumps = [c for c in hand if c.suit == trump]
    if trumps:
        beaters = [c for c in trumps if order.beats(c, best)]
        if beaters and heading:
            if best.suit == trump:
                return beaters, Violation.MUST_OVERTRUMP, {"to_beat": best,
                                                           "beaters": tuple(beaters)}
            return beaters, Violation.MUST_TRUMP, {"suit": led, "trump": trump}
        if beaters or rules.undertrump:
            return trumps, Violation.MUST_TRUMP, {"suit": led, "trump": trump}
    return list(hand), None, {}


def legal_cards(state: MatchState, seat: int | None = None) -> list[Card]:
    """The cards (every physical copy) ``seat`` (default: the seat to move) may play now,
    in hand order. Empty when that seat is not to play."""
    if state.phase is not Phase.PLAYING or state.trick is None:
        return []
    if seat is None:
        seat = state.to_move
    if seat is None or seat != state.to_move:
        return []
    cards, _, _ = _duty(state.rules, state.hands[seat], state.trick.cards, state.trump)
    return cards


def exchange_options(hand: Sequence[Card], count: int) -> Iterator[tuple[Card, ...]]:
    """Every choice of ``count`` cards of ``hand`` once per combination of faces (the
    lowest copies stand for identical cards), in a fixed order."""
    ordered = sort_hand(hand)
    seen: set[tuple[tuple[int, int], ...]] = set()
    for pick in itertools.combinations(ordered, count):
        key = tuple((c.suit, c.rank) for c in pick)
        if key not in seen:
            seen.add(key)
            yield pick


@dataclass(frozen=True, repr=False)
class ExchangeChoices(Sequence[GiveCards]):
    """The legal ``GiveCards`` of an exchange, without listing them until asked.

    Iteration, ``len`` and indexing list one choice per combination of faces (lowest copies,
    as ``legal_actions`` does); ``in`` accepts any 4 distinct cards of the hand, whatever
    copies they name (identical cards are interchangeable here). A double-deck declarer
    holds 24 cards: over 10,000 combinations, so a seat view does not build them. A frozen
    dataclass of the seat, the hand and the size, so it is sent over the network as such."""

    seat: int
    hand: tuple[Card, ...]
    size: int
    """How many cards each choice gives."""
    _items: tuple[GiveCards, ...] | None = field(default=None, init=False, compare=False)

    def _all(self) -> tuple[GiveCards, ...]:
        if self._items is None:
            # A cache on a frozen value (not compared, not sent over the network).
            object.__setattr__(self, "_items", tuple(
                GiveCards(self.seat, pick) for pick in exchange_options(self.hand, self.size)))
        assert self._items is not None
        return self._items

    def __contains__(self, action: object) -> bool:
        if not isinstance(action, GiveCards) or action.seat != self.seat:
            return False
        return _resolve_cards(self.hand, action.cards, self.size) is not None

    def __len__(self) -> int:
        # The number of multisets of ``size`` faces the hand can give: the coefficient of
        # x^size in the product over faces of (1 + x + ... + x^copies).
        poly = [1]
        for copies in Counter((c.suit, c.rank) for c in self.hand).values():
            nxt = [0] * (len(poly) + copies)
            for i, a in enumerate(poly):
                for j in range(copies + 1):
                    nxt[i + j] += a
            poly = nxt
        return poly[self.size] if self.size < len(poly) else 0

    @overload
    def __getitem__(self, index: int) -> GiveCards: ...

    @overload
    def __getitem__(self, index: slice) -> Sequence[GiveCards]: ...

    def __getitem__(self, index: int | slice) -> GiveCards | Sequence[GiveCards]:
        return self._all()[index]

    def __iter__(self) -> Iterator[GiveCards]:
        return iter(self._all())

    def __repr__(self) -> str:
        return f"ExchangeChoices(seat={self.seat}, {len(self.hand)} cards, give {self.size})"


def _resolve_cards(hand: Sequence[Card], cards: Sequence[Card], count: int
                   ) -> tuple[Card, ...] | None:
    if len(cards) != count:
        return None
    taken: list[Card] = []
    for c in sorted(cards, key=lambda c: -c.copy):  # named copies first
        r = resolve(hand, c, taken)
        if r is None:
            return None
        taken.append(r)
    return sort_hand(taken)


def legal_choices(state: MatchState, seat: int | None = None) -> Sequence[Action]:
    """The legal actions of ``seat`` (default: the seat to act) as a sequence; during the
    exchange an ``ExchangeChoices`` that lists its choices only when asked."""
    acting = seats_to_act(state)
    if seat is None:
        seat = acting[0] if acting else None
    if seat is None or seat not in acting:
        return ()
    rules = state.rules
    phase = state.phase
    if phase is Phase.BIDDING:
        out: list[Action] = []
        if not (rules.first_forced and not state.calls):
            out.append(Pass(seat))
            if rules.pass_help:
                out.append(Pass(seat, help=True))
        low = minimum_bid(state)
        amount = low
        while amount <= min(low + BID_WINDOW * rules.scale, max_bid(rules)):
            out.append(Bid(seat, amount))
            amount = rules.next_bid(amount)
        return tuple(out)
    if phase is Phase.NAMING_TRUMP:
        return tuple(NameTrump(seat, s) for s in Suit)
    if phase in (Phase.PASSING, Phase.RETURNING):
        return ExchangeChoices(seat, state.hands[seat], rules.exchange_count)
    if phase is Phase.PLAYING:
        plays: list[Action] = [PlayCard(seat, c) for c in legal_cards(state, seat)]
        if _may_concede(state, seat):
            plays.append(Concede(seat))
        return tuple(plays)
    return ()  # pragma: no cover - no seat acts in the other phases


def legal_actions(state: MatchState, seat: int | None = None) -> list[Action]:
    """Every action ``seat`` (default: the seat to act) may take now: passes and the bids
    of a window above the lowest (``BID_WINDOW``, at most ``max_bid``), the four trumps, the
    exchanges (one per combination of faces), the legal cards (every copy), and the
    declarer's concession before the first lead."""
    return list(legal_choices(state, seat))


def _may_concede(state: MatchState, seat: int) -> bool:
    return (state.phase is Phase.PLAYING and seat == state.declarer and not state.tricks
            and state.trick is not None and not state.trick.plays)


# --------------------------------------------------------------------------- apply


def _illegal(rule: Violation, message: str, **data: Any) -> IllegalActionError:
    return IllegalActionError(rule, message, **data)


def apply(state: MatchState, action: Action) -> tuple[MatchState, list[Event]]:
    """Apply ``action``; ``IllegalActionError`` (with a ``Violation``) if the rules forbid
    it, leaving ``state`` as it was."""
    if not isinstance(action, ACTION_TYPES):
        raise _illegal(Violation.NOT_AN_ACTION, f"not a Pinochle action: {action!r}")
    seat = action.seat
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < 4:
        raise _illegal(Violation.UNKNOWN_SEAT, f"no seat {seat!r}", seat=seat)
    if state.is_over:
        raise _illegal(Violation.WRONG_PHASE, "the game is over", phase=state.phase)
    events: list[Event] = []
    if isinstance(action, (Bid, Pass)):
        new, done = _call(state, action, events)
    elif isinstance(action, NameTrump):
        new, done = _name_trump(state, action, events)
    elif isinstance(action, GiveCards):
        new, done = _give(state, action, events)
    elif isinstance(action, Concede):
        new, done = _concede(state, action, events)
    else:
        new, done = _play(state, action, events)
    return replace(new, actions=(*state.actions, done)), events


def _expect_phase(state: MatchState, *phases: Phase) -> None:
    if state.phase not in phases:
        raise _illegal(Violation.WRONG_PHASE,
                       f"not now: the hand is in the {state.phase.value} phase",
                       phase=state.phase)


def _expect_turn(state: MatchState, seat: int) -> None:
    if seat != state.to_move:
        raise _illegal(Violation.NOT_YOUR_TURN, f"it is seat {state.to_move}'s turn",
                       seat=seat, to_move=state.to_move)


def _call(state: MatchState, action: Bid | Pass, events: list[Event]
          ) -> tuple[MatchState, Action]:
    _expect_phase(state, Phase.BIDDING)
    rules = state.rules
    seat = action.seat
    if state.passed[seat]:
        raise _illegal(Violation.ALREADY_PASSED, "a pass is final (3.4)", seat=seat)
    _expect_turn(state, seat)
    minimum = minimum_bid(state)
    passed = list(state.passed)
    high_bid, high_bidder = state.high_bid, state.high_bidder
    if isinstance(action, Pass):
        if not isinstance(action.help, bool):
            raise _illegal(Violation.NOT_AN_ACTION, "help is true or false")
        if action.help and not rules.pass_help:
            raise _illegal(Violation.PASS_HELP_NOT_ALLOWED,
                           "these rules have no pass with help")
        if rules.first_forced and not state.calls:
            raise _illegal(Violation.FIRST_BIDDER_MUST_BID,
                           f"the first bidder must bid at least {minimum}", minimum=minimum)
        passed[seat] = True
        call = Call(seat, None, action.help)
        events.append(Passed(seat, action.help))
    else:
        amount = action.amount
        if isinstance(amount, bool) or not isinstance(amount, int):
            raise _illegal(Violation.NOT_AN_ACTION, f"a bid is a whole number, not {amount!r}")
        if amount < minimum:
            raise _illegal(Violation.BID_TOO_LOW, f"the lowest bid now is {minimum}",
                           amount=amount, minimum=minimum)
        ceiling = max_bid(rules)
        if amount > ceiling:
            raise _illegal(Violation.BID_TOO_HIGH,
                           f"no bid may exceed {ceiling}, more than a team can score in a hand",
                           amount=amount, maximum=ceiling)
        if not rules.is_bid_value(amount):
            above = rules.next_bid(amount)
            raise _illegal(Violation.BID_NOT_A_STEP,
                           f"{amount} is not a bid under these rules (next: {above})",
                           amount=amount, minimum=minimum, step=rules.bid_step,
                           next_above=above)
        high_bid, high_bidder = amount, seat
        call = Call(seat, amount)
        events.append(BidMade(seat, amount, amount - minimum))
    new = replace(state, calls=(*state.calls, call), passed=tuple(passed), high_bid=high_bid,
                  high_bidder=high_bidder)
    if sum(passed) == 3:
        contract: int | None
        if high_bidder is None:  # 3.6: the dealer is stuck with the minimum
            declarer, contract, stuck = state.dealer, rules.opening_bid, True
        else:
            declarer, contract, stuck = high_bidder, high_bid, False
        assert contract is not None and not passed[declarer]
        events.append(AuctionWon(declarer, contract, stuck))
        new = replace(new, phase=Phase.NAMING_TRUMP, to_move=declarer, declarer=declarer,
                      contract=contract, stuck=stuck)
    else:
        nxt = (seat + 1) % 4
        while passed[nxt]:
            nxt = (nxt + 1) % 4
        new = replace(new, to_move=nxt)
    return new, action


def _name_trump(state: MatchState, action: NameTrump, events: list[Event]
                ) -> tuple[MatchState, Action]:
    _expect_phase(state, Phase.NAMING_TRUMP)
    if action.seat != state.declarer:
        raise _illegal(Violation.NOT_DECLARER, "only the declarer names trump",
                       seat=action.seat, declarer=state.declarer)
    events.append(TrumpNamed(action.seat, action.suit))
    partner = partner_of(action.seat)
    return replace(state, trump=action.suit, phase=Phase.PASSING, to_move=partner), action


def _give(state: MatchState, action: GiveCards, events: list[Event]
          ) -> tuple[MatchState, Action]:
    _expect_phase(state, Phase.PASSING, Phase.RETURNING)
    assert state.declarer is not None
    declarer, partner = state.declarer, partner_of(state.declarer)
    giver, receiver = ((partner, declarer) if state.phase is Phase.PASSING
                       else (declarer, partner))
    if action.seat != giver:
        if state.phase is Phase.PASSING:
            raise _illegal(Violation.NOT_PARTNER, "the declarer's partner gives first",
                           seat=action.seat, declarer=declarer, partner=partner)
        raise _illegal(Violation.NOT_DECLARER, "the declarer gives the cards back",
                       seat=action.seat, declarer=declarer)
    count = state.rules.exchange_count
    if len(action.cards) != count:
        raise _illegal(Violation.EXCHANGE_WRONG_COUNT, f"give exactly {count} cards",
                       count=len(action.cards), expected=count)
    hand = state.hands[giver]
    named = [c for c in action.cards if c.copy]
    for c in named:
        if named.count(c) > 1:
            raise _illegal(Violation.DUPLICATE_CARD, f"{c} is named twice", card=c)
    taken: list[Card] = []
    for c in sorted(action.cards, key=lambda c: -c.copy):
        r = resolve(hand, c, taken)
        if r is None:
            if resolve(hand, c) is not None:
                raise _illegal(Violation.DUPLICATE_CARD,
                               f"the hand holds no other {c.face}", card=c)
            raise _illegal(Violation.CARD_NOT_IN_HAND, f"{c} is not in the hand", card=c)
        taken.append(r)
    cards = sort_hand(taken)
    hands = list(state.hands)
    hands[giver] = tuple(c for c in hand if c not in cards)
    hands[receiver] = sort_hand((*hands[receiver], *cards))
    events.append(CardsGiven(giver, receiver, cards))
    done = GiveCards(giver, cards)
    if state.phase is Phase.PASSING:
        return replace(state, hands=tuple(hands), given=cards, phase=Phase.RETURNING,
                       to_move=declarer), done
    new = replace(state, hands=tuple(hands), returned=cards)
    return _meld(new, events), done


def _meld(state: MatchState, events: list[Event]) -> MatchState:
    """6.1-6.3: every hand's maximum meld, shown from the declarer clockwise."""
    assert state.declarer is not None and state.trump is not None
    melds = list(state.melds)
    for k in range(4):
        seat = (state.declarer + k) % 4
        m = count_meld(state.hands[seat], state.trump, state.rules)
        melds[seat] = m
        events.append(MeldShown(seat, m.total, m.details, m.cards))
    new = replace(state, melds=tuple(melds), phase=Phase.PLAYING, to_move=state.declarer,
                  trick=Trick(1, state.declarer))
    events.append(MeldsCounted(new.team_melds))
    return new


def _concede(state: MatchState, action: Concede, events: list[Event]
             ) -> tuple[MatchState, Action]:
    _expect_phase(state, Phase.PLAYING)
    if action.seat != state.declarer:
        raise _illegal(Violation.NOT_DECLARER, "only the declarer may concede",
                       seat=action.seat, declarer=state.declarer)
    if not _may_concede(state, action.seat):
        raise _illegal(Violation.CONCEDE_TOO_LATE,
                       "the hand may be conceded only before the first lead")
    assert state.contract is not None
    events.append(Conceded(action.seat, state.contract))
    return _score(replace(state, conceded=True, trick=None, to_move=None), events), action


def _play(state: MatchState, action: PlayCard, events: list[Event]
          ) -> tuple[MatchState, Action]:
    _expect_phase(state, Phase.PLAYING)
    seat = action.seat
    _expect_turn(state, seat)
    trick = state.trick
    assert trick is not None
    hand = state.hands[seat]
    card = resolve(hand, action.card)
    if card is None:
        raise _illegal(Violation.CARD_NOT_IN_HAND, f"{action.card} is not in the hand",
                       card=action.card)
    legal, duty, data = _duty(state.rules, hand, trick.cards, state.trump)
    if card not in legal:
        raise _explain(duty, card, data, state)
    order = trick_order(state.trump)
    trick = trick.played(seat, card)
    hands = list(state.hands)
    hands[seat] = tuple(c for c in hand if c != card)
    winning = order.winner(trick.cards) == len(trick.plays) - 1
    events.append(CardPlayed(seat, card, trick.number, len(trick.plays) == 1, winning))
    new = replace(state, hands=tuple(hands), trick=trick, to_move=(seat + 1) % 4)
    if len(trick.plays) < 4:
        return new, PlayCard(seat, card)
    rules = state.rules
    winner = trick.won_by(order)
    last = trick.number == rules.hand_size
    points = sum(rules.counter_value(c) for c in trick.cards)
    if last:
        points += rules.last_trick_points
    team = team_of(winner)
    counters = list(state.counters)
    counters[team] += points
    won = list(state.tricks_won)
    won[team] += 1
    done = replace(trick, winner=winner)
    events.append(TrickWon(trick.number, winner, trick.plays, points, last))
    new = replace(new, trick=None if last else Trick(trick.number + 1, winner),
                  tricks=(*state.tricks, done), counters=(counters[0], counters[1]),
                  tricks_won=(won[0], won[1]), to_move=None if last else winner)
    if last:
        new = _score(new, events)
    return new, PlayCard(seat, card)


def _explain(duty: Violation | None, card: Card, data: dict[str, Any], state: MatchState
             ) -> IllegalActionError:
    trick = state.trick
    assert duty is not None and trick is not None
    led = trick.cards[0].suit
    if duty is Violation.MUST_BEAT and card.suit != led:
        return _illegal(Violation.MUST_FOLLOW_SUIT, f"must follow suit ({led.name.lower()})",
                        card=card, suit=led)
    messages = {
        Violation.MUST_FOLLOW_SUIT: f"must follow suit ({led.name.lower()})",
        Violation.MUST_BEAT: f"must beat {data.get('to_beat')} if able",
        Violation.MUST_TRUMP: "void in the suit led: must play a trump",
        Violation.MUST_OVERTRUMP: f"must overtrump {data.get('to_beat')}",
    }
    return _illegal(duty, messages[duty], card=card, **data)


# --------------------------------------------------------------------------- scoring


def score_hand(rules: Rules, declaring_team: int, contract: int, team_melds: Sequence[int],
               counters: Sequence[int], tricks_won: Sequence[int], conceded: bool,
               defenders_dix: int) -> tuple[Outcome, tuple[int, int], tuple[int, int],
                                            tuple[int, int]]:
    """Section 9 with O-SET-DEFENDERS, O-SAVE-MELD and O-SET-LOSES-MELD: the outcome, the
    meld and trick points that counted per team, and the score change per team.

    A concession (7.1) costs the declaring team the contract only (O-SET-LOSES-MELD applies
    to a played hand that is set); the defenders take their meld plus all trick points."""
    d, o = declaring_team, 1 - declaring_team
    total = rules.trick_points
    melds = [0, 0]
    tricks = [0, 0]
    change = [0, 0]
    if conceded:
        outcome = Outcome.CONCEDED
        change[d] = -contract
        melds[o], tricks[o] = team_melds[o], total
    else:
        kept = team_melds[d] if (not rules.save_meld or tricks_won[d] > 0) else 0
        if kept + counters[d] >= contract:
            outcome = Outcome.MADE
            melds[d], tricks[d] = kept, counters[d]
            if counters[o] > 0:
                melds[o], tricks[o] = team_melds[o], counters[o]
            else:  # 9.2: only their dix counts
                melds[o] = defenders_dix
        else:
            outcome = Outcome.SET
            change[d] = -contract - (team_melds[d] if rules.set_loses_meld else 0)
            tricks[o] = total if rules.set_defenders is SetDefenders.ALL else counters[o]
            melds[o] = team_melds[o]
    for team in (0, 1):
        if not (team == d and outcome is not Outcome.MADE):
            change[team] = melds[team] + tricks[team]
    return outcome, (melds[0], melds[1]), (tricks[0], tricks[1]), (change[0], change[1])


def _score(state: MatchState, events: list[Event]) -> MatchState:
    rules = state.rules
    assert state.declarer is not None and state.contract is not None
    assert state.trump is not None
    d = team_of(state.declarer)
    dix = sum(p.value for s in (0, 1, 2, 3) if team_of(s) != d
              for m in (state.melds[s],) if m is not None
              for p in m.details if p.name == "dix")
    counters = (0, 0) if state.conceded else state.counters
    outcome, melds, tricks, change = score_hand(
        rules, d, state.contract, state.team_melds, counters, state.tricks_won,
        state.conceded, dix)
    scores = (state.scores[0] + change[0], state.scores[1] + change[1])
    events.append(HandScored(state.deal_number, state.declarer, state.contract, state.trump,
                             outcome, state.team_melds, counters, melds, tricks, change,
                             scores))
    record = HandRecord(state.deal_number, state.dealer, state.declarer, state.contract,
                        state.trump, state.stuck, outcome, state.team_melds, counters, change,
                        scores, state.calls)
    state = replace(state, scores=scores, history=(*state.history, record), to_move=None,
                    trick=None)
    winner, by_declaring, over = _match_result(rules, scores, d, state.deal_number)
    if over:
        events.append(MatchOver(scores, winner, by_declaring))
        return replace(state, phase=Phase.MATCH_OVER, winner=winner)
    if state.single_hand:
        return replace(state, phase=Phase.HAND_OVER)
    nxt = replace(state, deal_number=state.deal_number + 1, dealer=(state.dealer + 1) % 4)
    nxt, _ = _begin_deal(nxt, events)
    return nxt


def _match_result(rules: Rules, scores: tuple[int, int], declaring_team: int,
                  deal_number: int) -> tuple[int | None, bool, bool]:
    """(winning team, won because both reached the target, match over) after a hand."""
    target = rules.game_target
    if target is not None:
        reached = [s >= target for s in scores]
        if all(reached):
            return declaring_team, True, True
        if any(reached):
            return reached.index(True), False, True
    if rules.deal_limit is not None and deal_number >= rules.deal_limit:
        if scores[0] == scores[1]:
            return None, False, True
        return (0 if scores[0] > scores[1] else 1), False, True
    return None, False, False
