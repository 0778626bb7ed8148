"""The state machine: ``new_match``, ``start_deal``, ``legal_actions`` and ``apply``.

A deal runs (section 10): ante, deal, bidding, (all pass: announcements, the fourth player,
spadille force or a redeal), the exchange steps in the spec's order, trump, play with
primeras and the vole, scoring, and the next dealer on the right. One legality function per
phase serves the table, the bots and validation; ``apply`` either raises
``IllegalActionError`` (the state is untouched: states are immutable) or returns the next
state and the events that happened.

Choices this module makes where the spec leaves room (docs/api.md, "Ombre", lists them too):

- thrown-in deals count towards the session's ``deals``;
- all pass, several options on: gascarola/contrabola offers first (11), then
  O-FOURTH-PLAYS, then O-ALL-PASS=forced, then a redeal;
- O-SURRENDER: only a bid entrada or tourné (not a forced one), when ombre is to play and
  has not played to trick 4 yet, once a deal. The surrender is settled as a puesta with
  ombre's honours. A defender who takes over plays on from the position as it stands (the
  tricks already won stay where they are) and is settled as ombre of the same contract,
  without honours, primeras or vole;
- Quadrille/Quintille: a declarer who holds every king calls a queen (every queen: a jack).
  When the declaring side has won the first ``target`` tricks, the declarer may go on for
  the vole (16.6) unless forced by spadille or, in an alliance, before the called card has
  appeared; without that choice play stops there (the game is won);
- a bid vole (QD.6) is played to the last trick;
- a deal's winners (3.5, 17.3): ombre on a sacada, the codille winner on a codille; in
  Quadrille/Quintille the declaring side on a win and every defender on a codille (each is
  paid, 17.2); nobody on a puesta, remise or draw.

Longer than 600 lines: one deal's phases (bidding, announcements, exchange, trump, calling,
play, primeras, surrender, scoring) are transitions of one state machine over one state,
kept together as Hearts' ``game.py`` is.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import replace

from ...core.cards import Card, Suit, parse_cards
from ...core.rng import PURPOSE_DEAL, PURPOSE_DEALER, Stream
from ...core.tricks import Trick
from . import contracts as ct
from .actions import (
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
from .cards import (
    BASTO,
    SPADILLE,
    SUITS,
    deck_cards,
    is_matador,
    legal_plays,
    protected_matadors,
    trick_order,
)
from .contracts import Contract, Result, Stop
from .errors import IllegalActionError, RulesError, Violation
from .events import (
    POT,
    AllPassed,
    AntePaid,
    BidMade,
    CardCalled,
    CardPlayed,
    CardsDealt,
    CardsExchanged,
    CardTurned,
    DealScored,
    DealStarted,
    DealThrownIn,
    Event,
    ForcedBy,
    HonoursAnnounced,
    OmbreDeclared,
    PartnerRevealed,
    Passed,
    Payment,
    PaymentReason,
    PlayStarted,
    PlayStopped,
    PrimerasReached,
    SessionOver,
    Surrendered,
    TakenOver,
    TalonTaken,
    TrickWon,
    TrumpNamed,
    VoleAttempted,
    VoleStakesPaid,
)
from .rules import Rules, SitOut, Variant
from .scoring import (
    QUADRILLE_VOLE_STAKE,
    OmbreOutcome,
    QuadrilleOutcome,
    apply_payments,
    classify,
    classify_quadrille,
    competition_ranking,
    honours,
    net_change,
    ombre_payments,
    quadrille_matador_bonus,
    quadrille_payments,
    quadrille_value,
)
from .state import DECISION_PHASES, Deal, DealSpec, DealSummary, MatchState, Phase

MAX_OMBRE_DISCARDS = 8
"""5.1 / O-E18: ombre exchanges at most 8 cards."""
PRIMERAS_TRICKS = 5
"""8.4: the first five tricks."""
FOURTH_DISCARDS = 4
"""FP.3: the fourth player takes the 13 talon cards and discards 4."""

# --------------------------------------------------------------------------- seats


def sitter_out(rules: Rules, dealer: int) -> int | None:
    """Four-player Ombre: who sits out a deal dealt by ``dealer`` (16.9, FP.1)."""
    if rules.variant is not Variant.FOUR:
        return None
    return dealer if rules.sit_out is SitOut.DEALER else (dealer + 2) % 4


def deal_order(rules: Rules, dealer: int, skip: int | None) -> tuple[int, ...]:
    """Seats from eldest (the dealer's right) counter-clockwise, without ``skip``."""
    n = rules.players
    return tuple(s for s in ((dealer - k) % n for k in range(1, n + 1)) if s != skip)


def next_in(order: Sequence[int], seat: int) -> int:
    """The seat after ``seat`` in a cyclic playing order."""
    return order[(order.index(seat) + 1) % len(order)]


def _after(order: Sequence[int], seat: int) -> tuple[int, ...]:
    """Every other seat of ``order`` in turn after ``seat`` (the defender on its right
    first)."""
    i = order.index(seat)
    return tuple(order[(i + k) % len(order)] for k in range(1, len(order)))


# --------------------------------------------------------------------------- set-up


def deal_cards(rules: Rules, seed: int, deal_number: int, dealer: int
               ) -> tuple[tuple[tuple[Card, ...], ...], tuple[Card, ...]]:
    """The hands (by seat, sorted; a sitter-out's empty) and the talon (top first) of a
    numbered deal: shuffled by the engine's stream for (seed, deal number) and dealt
    counter-clockwise from eldest in the variant's packets (3.3, TP.2, QD.1, QN.1)."""
    cards = Stream.derive(seed, PURPOSE_DEAL, deal_number).shuffled(deck_cards(rules.removed))
    order = deal_order(rules, dealer, sitter_out(rules, dealer))
    hands: dict[int, list[Card]] = {s: [] for s in order}
    i = 0
    for packet in rules.packets:
        for s in order:
            hands[s].extend(cards[i:i + packet])
            i += packet
    return (tuple(tuple(sorted(hands.get(s, []))) for s in range(rules.players)),
            tuple(cards[i:]))


def new_match(rules: Rules, seed: int) -> MatchState:
    """A whole session dealt from ``seed``: the first dealer (3.1) and every deal."""
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise ValueError("seed must be an int")
    n = rules.players
    dealer = Stream.derive(seed, PURPOSE_DEALER).below(n)
    chips = (rules.start_chips,) * n
    state = MatchState(rules=rules, seed=seed, phase=Phase.BIDDING,
                       deal=Deal(0, dealer, None, (), ((),) * n, ()), chips=chips, pot=0,
                       chips_before=chips)
    state, _ = _begin_deal(state, 1, dealer, [], deal_start=0)
    return state


def start_deal(rules: Rules, hands: Sequence[Sequence[Card | str] | str],
               talon: Sequence[Card | str] | str = (), *, dealer: int | None = None,
               chips: Sequence[int] | None = None, pot: int = 0, deal_number: int = 1
               ) -> MatchState:
    """One deal from explicit cards: ``hands`` by seat (a sitter-out's empty) and the talon,
    top card first. ``pot`` is the pot before the ante. The dealer defaults to seat 1, so
    seat 0 (on the dealer's right) is eldest. The state ends in ``DEAL_OVER``."""
    n = rules.players
    dealer = 1 if dealer is None else dealer
    if type(dealer) is not int or not 0 <= dealer < n:
        raise RulesError("dealer must be a seat number")
    dealt = tuple(tuple(sorted(parse_cards(h))) for h in hands)
    top = parse_cards(talon)
    if len(dealt) != n:
        raise RulesError(f"expected {n} hands, got {len(dealt)}")
    skip = sitter_out(rules, dealer)
    order = deal_order(rules, dealer, skip)
    for s in range(n):
        want = rules.hand_size if s in order else 0
        if len(dealt[s]) != want:
            raise RulesError(f"seat {s} must hold {want} cards")
    if sorted([*itertools.chain.from_iterable(dealt), *top]) != sorted(deck_cards(rules.removed)):
        raise RulesError("the hands and the talon must be exactly the cards in play")
    start = tuple(chips) if chips is not None else (rules.start_chips,) * n
    if len(start) != n or any(type(c) is not int for c in start):
        raise RulesError(f"expected {n} whole chip counts")
    if type(pot) is not int or pot < 0:
        raise RulesError("the pot must be a whole number of chips >= 0")
    state = MatchState(rules=rules, seed=None, phase=Phase.BIDDING,
                       deal=Deal(0, dealer, None, (), ((),) * n, ()), chips=start, pot=pot,
                       chips_before=start,
                       origin=DealSpec(dealt, top, dealer, start, pot, deal_number))
    state, _ = _begin_deal(state, deal_number, dealer, [], deal_start=0,
                           cards=(dealt, top))
    return state


def _begin_deal(state: MatchState, number: int, dealer: int, events: list[Event], *,
                deal_start: int,
                cards: tuple[tuple[tuple[Card, ...], ...], tuple[Card, ...]] | None = None,
                ) -> tuple[MatchState, list[Event]]:
    """Ante, shuffle and deal deal ``number``."""
    rules = state.rules
    n = rules.players
    skip = sitter_out(rules, dealer)
    order = deal_order(rules, dealer, skip)
    events.append(DealStarted(number, dealer, skip, order))
    if rules.dealer_antes:
        ante = [Payment(dealer, POT, rules.ante * len(order), PaymentReason.ANTE)]
    else:
        ante = [Payment(s, POT, rules.ante, PaymentReason.ANTE) for s in order]
    ante = [p for p in ante if p.amount > 0]
    before = state.chips
    chips, pot = apply_payments(state.chips, state.pot, ante)
    events.append(AntePaid(number, tuple(ante), pot, chips))
    if cards is None:
        assert state.seed is not None
        cards = deal_cards(rules, state.seed, number, dealer)
    hands, talon = cards
    events.append(CardsDealt(number, dealer, hands, talon, rules.packets))
    deal = Deal(number=number, dealer=dealer, sitter_out=skip, order=order, hands=hands,
                talon=talon, dealt=hands, dealt_talon=talon, ante=tuple(ante),
                to_move=order[0], discards=((),) * n, drawn=((),) * n, won=(0,) * n)
    state = replace(state, phase=Phase.BIDDING, deal=deal, chips=chips, pot=pot,
                    chips_before=before, deal_start=deal_start)
    return state, events


def first_events(state: MatchState) -> list[Event]:
    """The events of the deal ``new_match`` or ``start_deal`` already made (ante and deal),
    for a table that animates the opening deal too."""
    d = state.deal
    chips, pot = apply_payments(state.chips_before, state.pot - sum(p.amount for p in d.ante),
                                d.ante)
    return [DealStarted(d.number, d.dealer, d.sitter_out, d.order),
            AntePaid(d.number, d.ante, pot, chips),
            CardsDealt(d.number, d.dealer, d.dealt, d.dealt_talon, state.rules.packets)]


# --------------------------------------------------------------------------- legality


def seats_to_act(state: MatchState) -> tuple[int, ...]:
    """The seat that must act now (at most one), or () when the match or deal is over."""
    mover = state.to_move
    return () if mover is None else (mover,)


def legal_cards(state: MatchState, seat: int | None = None) -> list[Card]:
    """The cards ``seat`` (default: the seat to move) may play now, sorted (6.2, 6.3).
    Empty when that seat is not to play."""
    d = state.deal
    if state.phase is not Phase.PLAYING or d.trick is None:
        return []
    if seat is None:
        seat = d.to_move
    if seat is None or seat != d.to_move:
        return []
    return sorted(_playable(d.hands[seat], d.trick, d.trump))


def _playable(hand: Sequence[Card], trick: Trick, trump: Suit | None) -> tuple[Card, ...]:
    assert trump is not None
    return legal_plays(hand, trick.cards, trump)


def bid_options(state: MatchState, seat: int) -> list[Contract]:
    """The contracts ``seat`` may bid now (4.2, O-PRIORITY 4.6), lowest first."""
    d = state.deal
    rules = state.rules
    if state.phase is not Phase.BIDDING or seat != d.to_move or seat in d.passed:
        return []
    high = ct.level(rules, d.high) if d.high is not None else 0
    out = []
    for c in ct.biddable(rules):
        lv = ct.level(rules, c)
        take_over = (lv == high and rules.priority and d.high_seat is not None
                     and seat != d.high_seat
                     and d.order.index(seat) < d.order.index(d.high_seat))
        if lv > high or take_over:
            out.append(c)
    return out


def exchange_limits(state: MatchState, seat: int | None = None) -> tuple[int, int] | None:
    """(fewest, most) cards ``seat`` (default: the seat to move) may exchange now, or None
    when it is not exchanging. Gascarola's two choices are ``hand - 1`` and ``hand``."""
    d = state.deal
    if state.phase is not Phase.EXCHANGE:
        return None
    seat = d.to_move if seat is None else seat
    if seat != d.to_move or seat is None:
        return None
    hand = len(d.hands[seat])
    talon = len(d.talon)
    if seat != d.ombre:
        return 0, min(talon, hand)
    if d.forced is ForcedBy.FOURTH:
        return FOURTH_DISCARDS, FOURTH_DISCARDS
    if d.contract is Contract.GASCAROLA:
        return hand - 1, hand
    most = min(MAX_OMBRE_DISCARDS, hand, talon)
    fewest = 0
    if state.rules.must_buy:
        fewest = 2 if d.contract is Contract.TOURNE else 1
    return min(fewest, most), most


def trump_options(state: MatchState) -> list[Suit]:
    """The suits ombre may name: every suit in the pack; contrabola: only a suit of which the
    declarer holds a card by its printed suit (11.3)."""
    d = state.deal
    suits = [s for s in SUITS if s != state.rules.removed]
    if d.contract is Contract.CONTRABOLA and d.ombre is not None:
        held = {c.suit for c in d.hands[d.ombre]}
        suits = [s for s in suits if s in held]
    return suits


def call_options(state: MatchState) -> list[Card]:
    """QD.4: the kings the declarer does not hold (all four held: the queens; all of those:
    the jacks)."""
    d = state.deal
    if d.ombre is None:
        return []
    hand = set(d.hands[d.ombre])
    for rank in (13, 12, 11):
        options = [Card(s, rank) for s in SUITS if Card(s, rank) not in hand]
        if options:
            return options
    return []  # pragma: no cover - a hand of 10 cannot hold all 12 court cards


def can_surrender(state: MatchState, seat: int) -> bool:
    """O-SURRENDER (16.5): ombre, in a bid entrada or tourné, to play before trick 4."""
    d = state.deal
    return (state.rules.surrender and state.phase is Phase.PLAYING and seat == d.ombre
            and seat == d.to_move and d.contract in (Contract.ENTRADA, Contract.TOURNE)
            and d.forced is None and d.surrendered is None and not d.vole_attempt
            and d.trick is not None and d.trick.number <= 4)


def legal_actions(state: MatchState, seat: int | None = None) -> list[Action]:
    """Every action the rules allow now (for ``seat`` only, if given)."""
    d = state.deal
    mover = state.to_move
    if mover is None or (seat is not None and seat != mover):
        return []
    phase = state.phase
    if phase is Phase.BIDDING:
        return [Pass(mover), *(Bid(mover, c) for c in bid_options(state, mover))]
    if phase is Phase.ANNOUNCING:
        return [Pass(mover), *(Bid(mover, c) for c in ct.announcements(state.rules))]
    if phase is Phase.EXCHANGE:
        limits = exchange_limits(state)
        assert limits is not None
        hand = d.hands[mover]
        return [Exchange(mover, combo) for k in range(limits[0], limits[1] + 1)
                for combo in itertools.combinations(sorted(hand), k)]
    if phase is Phase.TRUMP:
        return [NameTrump(mover, s) for s in trump_options(state)]
    if phase is Phase.CALLING:
        return [CallCard(mover, c) for c in call_options(state)]
    if phase is Phase.PLAYING:
        out: list[Action] = [PlayCard(mover, c) for c in legal_cards(state)]
        if can_surrender(state, mover):
            out.append(Surrender(mover))
        return out
    if phase is Phase.PRIMERAS:
        return [Primeras(mover, False), Primeras(mover, True)]
    if phase is Phase.TAKE_OVER:
        return [Pass(mover), TakeOver(mover)]
    return []  # pragma: no cover - every decision phase is listed above


# --------------------------------------------------------------------------- apply


def apply(state: MatchState, action: Action) -> tuple[MatchState, list[Event]]:
    """Apply one action. Raises ``IllegalActionError`` (naming the broken rule) and leaves
    ``state`` as it was if the rules do not allow it."""
    new, events = _dispatch(state, action)
    return replace(new, actions=(*state.actions, action)), events


_PHASE_OF = {Bid: (Phase.BIDDING, Phase.ANNOUNCING), Pass: (Phase.BIDDING, Phase.ANNOUNCING,
             Phase.TAKE_OVER), Exchange: (Phase.EXCHANGE,), NameTrump: (Phase.TRUMP,),
             CallCard: (Phase.CALLING,), PlayCard: (Phase.PLAYING,),
             Primeras: (Phase.PRIMERAS,), Surrender: (Phase.PLAYING,),
             TakeOver: (Phase.TAKE_OVER,)}


def _dispatch(state: MatchState, action: Action) -> tuple[MatchState, list[Event]]:
    phases = _PHASE_OF.get(type(action))
    if phases is None:
        raise IllegalActionError(Violation.NOT_AN_ACTION, f"not an action: {action!r}")
    seat = action.seat
    if type(seat) is not int or not 0 <= seat < state.players:
        raise IllegalActionError(Violation.UNKNOWN_SEAT, f"no seat {seat!r}", seat=seat)
    if state.is_over:
        raise IllegalActionError(Violation.WRONG_PHASE, "the game is over", phase=state.phase)
    d = state.deal
    if isinstance(action, Bid) and state.phase is Phase.BIDDING and seat in d.passed:
        raise IllegalActionError(Violation.ALREADY_PASSED,
                                 f"seat {seat} has passed and may not bid again", seat=seat)
    if state.phase not in phases:
        raise IllegalActionError(Violation.WRONG_PHASE,
                                 f"{type(action).__name__} is not possible in the "
                                 f"{state.phase.value} phase", phase=state.phase)
    if isinstance(action, Surrender) and seat != d.ombre:
        raise IllegalActionError(Violation.NOT_OMBRE, "only ombre may surrender", seat=seat)
    if seat != d.to_move:
        if d.ombre is not None and seat != d.ombre and isinstance(
                action, (NameTrump, CallCard, Primeras)):
            raise IllegalActionError(Violation.NOT_OMBRE, "only ombre decides this", seat=seat)
        raise IllegalActionError(Violation.NOT_YOUR_TURN, f"it is not seat {seat}'s turn",
                                 seat=seat, to_move=d.to_move)
    events: list[Event] = []
    if isinstance(action, Bid):
        if state.phase is Phase.ANNOUNCING:
            return _apply_announce(state, action, events)
        return _apply_bid(state, action, events)
    if isinstance(action, Pass):
        if state.phase is Phase.BIDDING:
            return _apply_pass(state, seat, events)
        if state.phase is Phase.ANNOUNCING:
            return _apply_decline(state, seat, events)
        return _apply_take_over(state, seat, False, events)
    if isinstance(action, Exchange):
        return _apply_exchange(state, action, events)
    if isinstance(action, NameTrump):
        return _apply_trump(state, action, events)
    if isinstance(action, CallCard):
        return _apply_call(state, action, events)
    if isinstance(action, PlayCard):
        return _apply_play(state, action, events)
    if isinstance(action, Primeras):
        return _apply_primeras(state, action, events)
    if isinstance(action, Surrender):
        return _apply_surrender(state, seat, events)
    return _apply_take_over(state, seat, True, events)


def _set(state: MatchState, **changes: object) -> MatchState:
    return replace(state, deal=replace(state.deal, **changes))  # type: ignore[arg-type]


# --------------------------------------------------------------------------- bidding


def _apply_bid(state: MatchState, action: Bid, events: list[Event]
               ) -> tuple[MatchState, list[Event]]:
    rules, d, seat = state.rules, state.deal, action.seat
    c = action.contract
    if c not in ct.biddable(rules):
        raise IllegalActionError(Violation.NOT_A_BID, f"{c.value} is not a bid in this game",
                                 contract=c)
    if c not in bid_options(state, seat):
        raise IllegalActionError(Violation.BID_TOO_LOW,
                                 f"{c.value} does not beat {d.high.value if d.high else ''}",
                                 contract=c, highest=d.high, highest_seat=d.high_seat)
    took_over = d.high is not None and ct.level(rules, c) == ct.level(rules, d.high)
    events.append(BidMade(seat, c, took_over))
    state = _set(state, high=c, high_seat=seat, bids=(*d.bids, (seat, c)))
    return _next_bidder(state, seat, events)


def _apply_pass(state: MatchState, seat: int, events: list[Event]
                ) -> tuple[MatchState, list[Event]]:
    d = state.deal
    events.append(Passed(seat, "bidding"))
    state = _set(state, passed=d.passed | {seat}, bids=(*d.bids, (seat, None)))
    return _next_bidder(state, seat, events)


def _next_bidder(state: MatchState, seat: int, events: list[Event]
                 ) -> tuple[MatchState, list[Event]]:
    d = state.deal
    left = [s for s in d.order if s not in d.passed]
    if not left:
        events.append(AllPassed(d.number))
        return _all_passed(state, events)
    if d.high_seat is not None and left == [d.high_seat]:
        assert d.high is not None
        return _declare(state, d.high_seat, d.high, None, events)
    nxt = next_in(d.order, seat)
    while nxt in d.passed:
        nxt = next_in(d.order, nxt)
    return _set(state, to_move=nxt), events


def _all_passed(state: MatchState, events: list[Event]) -> tuple[MatchState, list[Event]]:
    rules, d = state.rules, state.deal
    if ct.announcements(rules):
        return replace(state, phase=Phase.ANNOUNCING,
                       deal=replace(d, to_move=d.order[0])), events
    return _nobody_announced(state, events)


def _apply_announce(state: MatchState, action: Bid, events: list[Event]
                    ) -> tuple[MatchState, list[Event]]:
    if action.contract not in ct.announcements(state.rules):
        raise IllegalActionError(Violation.NOT_A_BID,
                                 f"{action.contract.value} cannot be announced now",
                                 contract=action.contract)
    events.append(BidMade(action.seat, action.contract))
    return _declare(state, action.seat, action.contract, None, events)


def _apply_decline(state: MatchState, seat: int, events: list[Event]
                   ) -> tuple[MatchState, list[Event]]:
    d = state.deal
    events.append(Passed(seat, "announcing"))
    declined = d.declined | {seat}
    left = [s for s in d.order if s not in declined]
    if not left:
        return _nobody_announced(_set(state, declined=declined), events)
    return _set(state, declined=declined, to_move=next_in(d.order, seat)), events


def _nobody_announced(state: MatchState, events: list[Event]
                      ) -> tuple[MatchState, list[Event]]:
    rules, d = state.rules, state.deal
    if rules.fourth_plays and d.sitter_out is not None:
        fourth = d.sitter_out
        hands = list(d.hands)
        hands[fourth] = tuple(sorted(d.talon))
        events.append(TalonTaken(fourth, d.talon))
        state = _set(state, hands=tuple(hands), talon=())
        return _declare(state, fourth, Contract.ENTRADA, ForcedBy.FOURTH, events)
    if rules.spadille_force:
        contract = Contract.ALLIANCE if rules.is_quadrille else Contract.ENTRADA
        for ace, why in ((SPADILLE, ForcedBy.SPADILLE), (BASTO, ForcedBy.BASTO)):
            holder = next((s for s in d.order if ace in d.hands[s]), None)
            if holder is not None:
                return _declare(state, holder, contract, why, events)
        return _throw_in(state, "black_aces_in_talon", events)
    return _throw_in(state, "all_passed", events)


def _throw_in(state: MatchState, reason: str, events: list[Event]
              ) -> tuple[MatchState, list[Event]]:
    d = state.deal
    events.append(DealThrownIn(d.number, reason))
    n = state.players
    change = tuple(c - b for c, b in zip(state.chips, state.chips_before, strict=True))
    summary = DealSummary(d.number, d.dealer, None, None, None, None, None, (0,) * n, None,
                          None, change, state.chips, state.pot)
    state = replace(state, history=(*state.history, summary))
    return _end_of_deal(state, events)


# --------------------------------------------------------------------------- declaration


def _declare(state: MatchState, seat: int, contract: Contract, forced: ForcedBy | None,
             events: list[Event]) -> tuple[MatchState, list[Event]]:
    rules, d = state.rules, state.deal
    events.append(OmbreDeclared(seat, contract, forced))
    # FP.3: the fourth player joins the three who were dealt in.
    play_order = deal_order(rules, d.dealer, None) if forced is ForcedBy.FOURTH else d.order
    defenders = _after(play_order, seat)
    swaps = tuple((Phase.EXCHANGE, s) for s in defenders)  # 5.4: the right-hand one first
    steps: tuple[tuple[Phase, int], ...]
    if forced is ForcedBy.FOURTH:
        steps = ((Phase.EXCHANGE, seat), (Phase.TRUMP, seat))
    elif contract in (Contract.ENTRADA, Contract.GASCAROLA) and rules.has_talon:
        steps = ((Phase.EXCHANGE, seat), (Phase.TRUMP, seat), *swaps)
    elif contract is Contract.TOURNE:
        steps = ((Phase.EXCHANGE, seat), *swaps)
    elif contract is Contract.SOLO and rules.has_talon:
        steps = ((Phase.TRUMP, seat), *swaps)
    elif contract is Contract.ALLIANCE:
        steps = ((Phase.TRUMP, seat), (Phase.CALLING, seat))
    else:  # contrabola; Quadrille's solo and vole
        steps = ((Phase.TRUMP, seat),)
    state = _set(state, ombre=seat, contract=contract, forced=forced, play_order=play_order,
                 steps=steps)
    if contract is Contract.TOURNE:
        card = d.talon[0]
        events.append(CardTurned(seat, card))
        events.append(TrumpNamed(seat, card.suit, contract))
        state = _set(state, turned=card, turned_on_talon=True, trump=card.suit)
    return _next_step(state, events)


def _next_step(state: MatchState, events: list[Event]) -> tuple[MatchState, list[Event]]:
    d = state.deal
    if not d.steps:
        return _start_play(state, events)
    phase, seat = d.steps[0]
    return replace(state, phase=phase, deal=replace(d, to_move=seat, steps=d.steps[1:])), events


def _apply_exchange(state: MatchState, action: Exchange, events: list[Event]
                    ) -> tuple[MatchState, list[Event]]:
    d, seat = state.deal, action.seat
    hand = d.hands[seat]
    cards = action.discards
    if len(set(cards)) != len(cards):
        raise IllegalActionError(Violation.DUPLICATE_CARD, "a card is named twice",
                                 cards=cards)
    for c in cards:
        if c not in hand:
            raise IllegalActionError(Violation.CARD_NOT_IN_HAND, f"{c} is not in the hand",
                                     card=c)
    limits = exchange_limits(state)
    assert limits is not None
    k = len(cards)
    fewest, most = limits
    fixed = seat == d.ombre and (d.contract is Contract.GASCAROLA
                                 or d.forced is ForcedBy.FOURTH)
    if fixed:
        if k not in (fewest, most):
            raise IllegalActionError(
                Violation.WRONG_DISCARD_COUNT,
                f"discard exactly {fewest}" + (f" or {most}" if most != fewest else ""),
                allowed=tuple(sorted({fewest, most})), got=k)
    elif k > most:
        raise IllegalActionError(Violation.TOO_MANY_DISCARDS,
                                 f"at most {most} cards may be exchanged now", most=most,
                                 got=k)
    elif k < fewest:
        raise IllegalActionError(Violation.MUST_BUY,
                                 f"ombre must exchange at least {fewest} card(s)",
                                 fewest=fewest, got=k, contract=d.contract)
    draws_allowed = d.forced is not ForcedBy.FOURTH or seat != d.ombre
    drawn = d.talon[:k] if draws_allowed else ()
    turned = d.turned if d.turned_on_talon and drawn else None
    new_hand = tuple(sorted([c for c in hand if c not in cards] + list(drawn)))
    hands = list(d.hands)
    hands[seat] = new_hand
    discards = list(d.discards)
    discards[seat] = cards
    drawn_by = list(d.drawn)
    drawn_by[seat] = drawn
    talon = d.talon[len(drawn):]
    events.append(CardsExchanged(seat, cards, drawn, len(talon), turned))
    state = _set(state, hands=tuple(hands), talon=talon, discards=tuple(discards),
                 drawn=tuple(drawn_by), exchanges=(*d.exchanges, (seat, k)),
                 turned_on_talon=d.turned_on_talon and not drawn,
                 turned_holder=seat if turned is not None else d.turned_holder)
    return _next_step(state, events)


def _apply_trump(state: MatchState, action: NameTrump, events: list[Event]
                 ) -> tuple[MatchState, list[Event]]:
    d = state.deal
    if action.suit not in trump_options(state):
        raise IllegalActionError(Violation.NOT_A_SUIT, f"{action.suit.name.lower()} cannot "
                                 "be trump now", suit=action.suit,
                                 allowed=tuple(trump_options(state)))
    assert d.contract is not None
    events.append(TrumpNamed(action.seat, action.suit, d.contract))
    return _next_step(_set(state, trump=action.suit), events)


def _apply_call(state: MatchState, action: CallCard, events: list[Event]
                ) -> tuple[MatchState, list[Event]]:
    d = state.deal
    options = call_options(state)
    if action.card not in options:
        raise IllegalActionError(Violation.BAD_CALL, f"{action.card} cannot be called",
                                 card=action.card, allowed=tuple(options))
    partner = next(s for s in range(state.players) if action.card in d.hands[s])
    events.append(CardCalled(action.seat, action.card))
    return _next_step(_set(state, called=action.card, partner=partner), events)


# --------------------------------------------------------------------------- play


def _start_play(state: MatchState, events: list[Event]) -> tuple[MatchState, list[Event]]:
    rules, d = state.rules, state.deal
    assert d.ombre is not None and d.trump is not None and d.contract is not None
    hand = d.hands[d.ombre]
    changes: dict[str, object] = {}
    if rules.has_talon and d.contract is not Contract.CONTRABOLA:
        changes["honours_with"], changes["honours_without"] = honours(hand, d.trump,
                                                                      rules.honour_cap)
    if rules.is_quadrille:
        changes["matador_bonus"] = quadrille_matador_bonus(hand, d.trump)
    if rules.variant is Variant.TWO:
        defender = next(s for s in d.play_order if s != d.ombre)
        hw, hwo = honours(d.hands[defender], d.trump, rules.honour_cap)
        events.append(HonoursAnnounced(defender, hw, hwo))
        changes["defender_honours"] = (defender, hw, hwo)
    if d.contract is Contract.VOLE:
        stakes = tuple(Payment(s, POT, QUADRILLE_VOLE_STAKE, PaymentReason.VOLE_STAKE)
                       for s in d.play_order)
        chips, pot = apply_payments(state.chips, state.pot, stakes)
        events.append(VoleStakesPaid(stakes, pot, chips))
        state = replace(state, chips=chips, pot=pot)
    leader = d.play_order[0] if rules.lead_eldest else d.ombre
    events.append(PlayStarted(leader, d.ombre, d.contract, d.trump, d.play_order))
    return replace(state, phase=Phase.PLAYING,
                   deal=replace(state.deal, trick=Trick(1, leader), to_move=leader,
                                **changes)), events  # type: ignore[arg-type]


def _explain_play(d: Deal, seat: int, card: Card) -> IllegalActionError:
    """Why ``card`` (held by ``seat``, who is to play) is not legal."""
    assert d.trick is not None and d.trump is not None
    led = d.trick.plays[0][1]
    order = trick_order(d.trump)
    hand = d.hands[seat]
    if order.is_trump(led):
        trumps = order.trumps(hand)
        protected = protected_matadors(trumps, led, d.trump)
        return IllegalActionError(
            Violation.MUST_PLAY_TRUMP,
            f"{led} was led: a trump must be played"
            + (f" ({', '.join(map(str, protected))} protected, but not the others)"
               if protected else ""),
            card=card, led=led, protected=protected,
            obliging=tuple(c for c in trumps if c not in protected), trump=d.trump)
    suit = order.suit_of(led)
    return IllegalActionError(Violation.MUST_FOLLOW_SUIT, f"must follow suit ({suit.name.lower()})",
                              card=card, led=led, suit=suit)


def _apply_play(state: MatchState, action: PlayCard, events: list[Event]
                ) -> tuple[MatchState, list[Event]]:
    d, seat, card = state.deal, action.seat, action.card
    assert d.trick is not None and d.trump is not None
    hand = d.hands[seat]
    if card not in hand:
        raise IllegalActionError(Violation.CARD_NOT_IN_HAND, f"{card} is not in the hand",
                                 card=card)
    if card not in _playable(hand, d.trick, d.trump):
        raise _explain_play(d, seat, card)
    hands = list(d.hands)
    hands[seat] = tuple(c for c in hand if c != card)
    trick = d.trick.played(seat, card)
    events.append(CardPlayed(seat, card, trick.number, len(trick.plays) == 1,
                             is_matador(card, d.trump)))
    changes: dict[str, object] = {"hands": tuple(hands), "trick": trick}
    if d.called is not None and card == d.called and not d.partner_revealed:
        assert d.ombre is not None and d.partner is not None
        events.append(PartnerRevealed(d.partner, card, d.ombre))
        changes["partner_revealed"] = True
    if len(trick.plays) < len(d.play_order):
        changes["to_move"] = next_in(d.play_order, seat)
        return _set(state, **changes), events
    winner = trick.won_by(trick_order(d.trump))
    trick = replace(trick, winner=winner)
    won = list(d.won)
    won[winner] += 1
    tricks = (*d.tricks, trick)
    events.append(TrickWon(trick.number, winner, trick.plays, tuple(won)))
    changes.update(trick=None, tricks=tricks, won=tuple(won), to_move=None)
    state = _set(state, **changes)
    return _after_trick(state, winner, events)


def _side(d: Deal) -> tuple[int, ...]:
    assert d.ombre is not None
    return (d.ombre,) if d.partner is None else (d.ombre, d.partner)


def _after_trick(state: MatchState, winner: int, events: list[Event]
                 ) -> tuple[MatchState, list[Event]]:
    rules, d = state.rules, state.deal
    assert d.ombre is not None
    number = len(d.tricks)
    remaining = len(d.hands[d.play_order[0]])
    side = _side(d)
    if d.contract is Contract.CONTRABOLA and d.won[d.ombre] >= 2:
        return _stop(state, Stop.CONTRABOLA, events)
    if d.vole_attempt and winner not in side:
        return _stop(state, Stop.FAILED_VOLE, events)
    if remaining and not d.vole_attempt and d.surrendered is None:
        first = PRIMERAS_TRICKS if rules.has_talon else rules.target
        ombre_contract = d.contract in (Contract.ENTRADA, Contract.TOURNE, Contract.SOLO,
                                        Contract.GASCAROLA, Contract.ALLIANCE)
        if number == first and ombre_contract and all(t.winner in side for t in d.tricks):
            if _vole_allowed(state):
                events.append(PrimerasReached(d.ombre, number))
                return replace(state, phase=Phase.PRIMERAS,
                               deal=replace(d, to_move=d.ombre, resume_to_move=winner)), events
            return _stop(state, Stop.PRIMERAS, events, primeras=True)
    if not remaining:
        return _score(state, events)
    return _set(state, trick=Trick(number + 1, winner), to_move=winner), events


def _vole_allowed(state: MatchState) -> bool:
    """Ombre always has the primeras choice; Quadrille: no vole when forced by spadille, nor
    in an alliance before the called card has appeared (16.6)."""
    d = state.deal
    if state.rules.has_talon:
        return True
    if d.forced is not None:
        return False
    return d.contract is not Contract.ALLIANCE or d.partner_revealed


def _apply_primeras(state: MatchState, action: Primeras, events: list[Event]
                    ) -> tuple[MatchState, list[Event]]:
    d = state.deal
    if not action.go_on:
        return _stop(state, Stop.PRIMERAS, events, primeras=True)
    events.append(VoleAttempted(action.seat))
    leader = d.resume_to_move
    assert leader is not None
    return replace(state, phase=Phase.PLAYING,
                   deal=replace(d, vole_attempt=True, trick=Trick(len(d.tricks) + 1, leader),
                                to_move=leader, resume_to_move=None)), events


def _apply_surrender(state: MatchState, seat: int, events: list[Event]
                     ) -> tuple[MatchState, list[Event]]:
    d = state.deal
    if not can_surrender(state, seat):
        raise IllegalActionError(Violation.CANNOT_SURRENDER,
                                 "ombre may surrender only a bid entrada or tourné, before "
                                 "playing to trick 4", seat=seat)
    assert d.trick is not None
    events.append(Surrendered(seat, d.trick.number))
    queue = _after(d.play_order, seat)
    return replace(state, phase=Phase.TAKE_OVER,
                   deal=replace(d, surrendered=seat, surrender_honours=d.honours_with,
                                take_over_queue=queue[1:], to_move=queue[0],
                                resume_to_move=seat)), events


def _apply_take_over(state: MatchState, seat: int, take: bool, events: list[Event]
                     ) -> tuple[MatchState, list[Event]]:
    d = state.deal
    if take:
        assert d.surrendered is not None
        events.append(TakenOver(seat, d.surrendered))
        return replace(state, phase=Phase.PLAYING,
                       deal=replace(d, ombre=seat, honours_with=0, honours_without=0,
                                    to_move=d.resume_to_move, resume_to_move=None,
                                    take_over_queue=())), events
    events.append(Passed(seat, "take_over"))
    if d.take_over_queue:
        return _set(state, to_move=d.take_over_queue[0],
                    take_over_queue=d.take_over_queue[1:]), events
    return _stop(state, Stop.SURRENDER, events)


def _stop(state: MatchState, reason: Stop, events: list[Event], *, primeras: bool = False
          ) -> tuple[MatchState, list[Event]]:
    events.append(PlayStopped(reason, len(state.deal.tricks)))
    return _score(_set(state, stop=reason, primeras=primeras, trick=None), events)


# --------------------------------------------------------------------------- scoring


def _score(state: MatchState, events: list[Event]) -> tuple[MatchState, list[Event]]:
    rules, d = state.rules, state.deal
    assert d.ombre is not None
    n = state.players
    if d.called is not None and not d.partner_revealed and d.partner is not None:
        # QD.4: play stopped before the called card appeared; the settlement names the
        # partner, so every seat's view knows it from now on, as the event says
        events.append(PartnerRevealed(d.partner, d.called, d.ombre))
        state = _set(state, partner_revealed=True)
        d = state.deal
    assert d.ombre is not None and d.contract is not None and d.trump is not None
    payments: list[Payment] = []
    chips, pot = state.chips, state.pot
    codille_winner: int | None = None
    if d.surrendered is not None:
        # 16.5: the surrender counts as a puesta of the player who gave up.
        gave_up = OmbreOutcome(d.surrendered, d.contract, Result.PUESTA, None,
                               tuple(s for s in range(n) if s != d.surrendered),
                               tuple(s for s in d.play_order if s != d.surrendered),
                               honours_with=d.surrender_honours)
        part = ombre_payments(rules, gave_up, pot)
        chips, pot = apply_payments(chips, pot, part)
        payments += part
    if rules.has_talon:
        result, codille_winner, part, value = _ombre_result(state, pot)
    else:
        result, codille_winner, part, value = _quadrille_result(state, pot)
    if d.stop is Stop.SURRENDER:
        part = []
    chips, pot = apply_payments(chips, pot, part)
    payments += part
    side = _side(d)
    last = state.last_winner
    if d.stop is not Stop.SURRENDER:
        first = _first_winner(state, result, codille_winner, side)
        last = last if first is None else first
    vole = (d.stop is None and (d.vole_attempt or d.contract is Contract.VOLE)
            and len(d.tricks) == rules.tricks and all(t.winner in side for t in d.tricks))
    events.append(DealScored(
        deal_number=d.number, ombre=d.ombre, contract=d.contract, trump=d.trump,
        forced=d.forced, partner=d.partner, tricks=d.won, result=result,
        codille_winner=codille_winner, honours_with=d.honours_with,
        honours_without=d.honours_without, value=value, primeras=d.primeras, vole=vole,
        failed_vole=d.stop is Stop.FAILED_VOLE, stop=d.stop, surrendered=d.surrendered,
        payments=tuple(payments), net=net_change(n, payments), chips=chips, pot=pot))
    change = tuple(c - b for c, b in zip(chips, state.chips_before, strict=True))
    summary = DealSummary(d.number, d.dealer, d.ombre, d.contract, d.trump, d.forced,
                          d.partner, d.won, result, codille_winner, change, chips, pot,
                          primeras=d.primeras, vole=vole,
                          failed_vole=d.stop is Stop.FAILED_VOLE)
    state = replace(state, chips=chips, pot=pot, last_winner=last,
                    history=(*state.history, summary))
    return _end_of_deal(state, events)


def _first_winner(state: MatchState, result: Result, codille_winner: int | None,
                  side: tuple[int, ...]) -> int | None:
    """The deal's winner who becomes 3.5's most recent winner, or None (a puesta, a draw:
    nobody won). Ombre: ombre on a sacada, the codille winner on a codille. Quadrille and
    Quintille have several winners (the declaring side on a win; on a codille every
    defender, each paid, 17.2): 17.3 takes the first of them in playing order from the
    dealer's right."""
    if result is Result.SACADA:
        winners: tuple[int, ...] = side
    elif result is Result.CODILLE and state.rules.has_talon:
        winners = () if codille_winner is None else (codille_winner,)
    elif result is Result.CODILLE:
        winners = tuple(s for s in range(state.players) if s not in side)
    else:
        return None
    return next((s for s in deal_order(state.rules, state.deal.dealer, None) if s in winners),
                None)


def _ombre_result(state: MatchState, pot: int
                  ) -> tuple[Result, int | None, list[Payment], int]:
    rules, d = state.rules, state.deal
    assert d.ombre is not None and d.contract is not None
    o = d.ombre
    active = tuple(s for s in d.play_order if s != o)
    codille_winner: int | None = None
    if d.stop is Stop.SURRENDER:
        result = Result.PUESTA
    elif d.contract is Contract.CONTRABOLA:
        taken = d.won[o]
        result = Result.SACADA if taken == 0 else Result.DRAW if taken == 1 else Result.PUESTA
    elif d.stop is Stop.PRIMERAS:
        result = Result.SACADA
    elif d.stop is Stop.FAILED_VOLE:
        result = Result.PUESTA  # 8.5: ombre is treated as the loser (paid as a failed vole)
    else:
        result, idx = classify(d.won[o], [d.won[s] for s in active])
        codille_winner = active[idx] if idx is not None else None
    vole = d.vole_attempt and d.stop is None
    outcome = OmbreOutcome(o, d.contract, result, codille_winner,
                           tuple(s for s in range(state.players) if s != o), active,
                           honours_with=d.honours_with, honours_without=d.honours_without,
                           primeras=d.primeras, vole=vole,
                           failed_vole=d.stop is Stop.FAILED_VOLE)
    return result, codille_winner, ombre_payments(rules, outcome, pot), ct.GAME_VALUE.get(
        d.contract, 0)


def _quadrille_result(state: MatchState, pot: int
                      ) -> tuple[Result, int | None, list[Payment], int]:
    rules, d = state.rules, state.deal
    assert d.ombre is not None and d.contract is not None and d.trump is not None
    side = _side(d)
    taken = sum(d.won[s] for s in side)
    first = len(d.tricks) >= rules.target and all(
        t.winner in side for t in d.tricks[:rules.target])
    all_tricks = len(d.tricks) == rules.tricks and taken == rules.tricks
    failed = d.stop is Stop.FAILED_VOLE
    if d.contract is Contract.VOLE:
        if all_tricks:
            result = Result.SACADA
        elif taken >= rules.target:
            result = Result.DRAW
        else:
            result = classify_quadrille(rules, taken)
    elif d.stop in (Stop.PRIMERAS, Stop.FAILED_VOLE):
        result = Result.SACADA
    else:
        result = classify_quadrille(rules, taken)
    value = quadrille_value(rules, d.contract, d.matador_bonus, first,
                            all_tricks and result is Result.SACADA)
    defenders = tuple(s for s in range(state.players) if s not in side)
    codille_winner = None
    if result is Result.CODILLE:
        codille_winner = max(defenders, key=lambda s: (d.won[s], -d.play_order.index(s)))
    outcome = QuadrilleOutcome(d.ombre, d.partner, d.contract, result, defenders, value,
                               d.won[d.ombre], d.forced is not None, failed_vole=failed)
    return result, codille_winner, quadrille_payments(rules, outcome, pot), value


# --------------------------------------------------------------------------- session


def _end_of_deal(state: MatchState, events: list[Event]) -> tuple[MatchState, list[Event]]:
    rules = state.rules
    if state.seed is None:
        return replace(state, phase=Phase.DEAL_OVER, deal=replace(state.deal, to_move=None)
                       ), events
    d = state.deal
    over = rules.deals is not None and d.number >= rules.deals
    if rules.chip_target is not None and any(
            abs(c - rules.start_chips) >= rules.chip_target for c in state.chips):
        over = True
    if over:
        return _end_session(state, events)
    return _begin_deal(state, d.number + 1, (d.dealer - 1) % state.players, events,
                       deal_start=len(state.actions) + 1)


def _end_session(state: MatchState, events: list[Event]) -> tuple[MatchState, list[Event]]:
    """3.5: the pot is divided equally; the odd chips go to the most recent winner (after a
    deal with several winners the first of them from that deal's dealer's right, 17.3;
    nobody has won yet: to eldest of the last deal)."""
    n = state.players
    share, rest = divmod(state.pot, n)
    payments = [Payment(POT, s, share, PaymentReason.SESSION_SPLIT) for s in range(n)
                if share > 0]
    if rest:
        heir = state.last_winner if state.last_winner is not None else state.deal.order[0]
        payments.append(Payment(POT, heir, rest, PaymentReason.SESSION_SPLIT))
    chips, pot = apply_payments(state.chips, state.pot, payments)
    ranking = competition_ranking(chips)
    winners = tuple(s for s in range(n) if ranking[s] == 1)
    events.append(SessionOver(chips, tuple(payments), ranking, winners))
    return replace(state, phase=Phase.MATCH_OVER, chips=chips, pot=pot, ranking=ranking,
                   winners=winners, deal=replace(state.deal, to_move=None)), events


__all__ = [
    "DECISION_PHASES", "apply", "bid_options", "call_options", "can_surrender", "deal_cards",
    "deal_order", "exchange_limits", "first_events", "legal_actions", "legal_cards",
    "new_match", "next_in", "seats_to_act", "sitter_out", "start_deal", "trump_options",
]
