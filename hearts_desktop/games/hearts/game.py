"""The state machine: ``new_match``, ``start_hand``, ``legal_actions`` and ``apply``.

One legality function (``legal_cards``) serves the UI, the bots and validation. ``apply``
checks an action, and either raises ``IllegalActionError`` (the state is untouched: states
are immutable) or returns the next state and the events that happened.

Longer than 600 lines: the whole state machine of every Hearts variant (passing, the kitty,
jokers, several packs, dealer's choice, scoring hooks) is one set of transitions over one
state; split over modules, each transition would need the others' private helpers.
"""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import replace
from math import comb

from . import scoring
from .actions import (
    Abandon,
    Action,
    ChooseMoon,
    ChoosePass,
    PassCards,
    PlayCard,
    Timeout,
    scheme_pairs,
)
from .cards import QUEEN_OF_SPADES, Card, Suit, parse_cards
from .errors import IllegalActionError, Violation, is_int, shown
from .events import (
    CardPlayed,
    CardsDealt,
    CardsPassed,
    DealStarted,
    Event,
    FaceUpTaken,
    HandScored,
    HeartsBroken,
    KittyTaken,
    MatchOver,
    MoonChoiceRequired,
    MoonShot,
    PassCommitted,
    PassSchemeChosen,
    QueenOfSpadesPlayed,
    SeatSubstituted,
    TimedOut,
    Transfer,
    TrickSetAside,
    TrickWon,
)
from .rng import PURPOSE_DEAL, PURPOSE_DEALER, PURPOSE_TIMER, Stream
from .rules import KittyRecipient, LeadException, MoonMode, Opening, PassScheme, Rules, RulesError
from .state import DealRecord, HandSpec, MatchState, PassPlan, Phase, Trick

JOKER_HIGH, JOKER_LOW = 15, 1

# --------------------------------------------------------------------------- pass plans


def plan_for_entry(rules: Rules, entry: int | str) -> tuple[PassPlan, str]:
    """A pass plan and its name for one entry of the pass cycle."""
    n, k = rules.players, rules.pass_count
    if entry == "split":
        return tuple((off, 1) for off in range(1, n)), "split"
    assert isinstance(entry, int)
    off = entry % n
    if off == 0 or k == 0:
        return (), "hold"
    if off == 1:
        name = "left"
    elif off == n - 1:
        name = "right"
    elif n == 4 and off == 2:
        name = "across"
    else:
        name = "custom"
    return ((off, k),), name


_DIRECTIONS = {"left": 1, "right": -1, "across": 2, "hold": 0}


def plan_for_direction(rules: Rules, direction: str | PassPlan) -> tuple[PassPlan, str]:
    """Read "left", "right", "across", "hold", "split" or an explicit plan (``RulesError``
    for anything else)."""
    if isinstance(direction, str):
        if direction == "split":
            if rules.players != 4:
                raise RulesError("the split pass is for 4 players")
            return plan_for_entry(rules, "split")
        if direction not in _DIRECTIONS:
            raise RulesError(f"unknown pass direction {shown(direction)}")
        if direction == "across" and rules.players != 4:
            raise RulesError("across is only defined for 4 players")
        return plan_for_entry(rules, _DIRECTIONS[direction])
    try:
        scheme = scheme_pairs(direction)
        plan = _check_scheme(rules, scheme, cap=None)
    except IllegalActionError as exc:
        raise RulesError(f"bad pass direction: {exc}") from None
    return plan, _plan_name(rules, plan)


def _check_scheme(rules: Rules, scheme: PassPlan, cap: int | None) -> PassPlan:
    """The scheme as a plan (offsets 1..N-1, no zero counts, sorted), or
    ``IllegalActionError``."""
    result = _scheme_plan(rules, scheme, cap)
    if isinstance(result, IllegalActionError):
        raise result
    return result


def scheme_fault(rules: Rules, scheme: PassPlan) -> IllegalActionError | None:
    """Why a dealer may not choose ``scheme`` under ``rules``, or None if it may: one check
    for ``apply`` and ``SeatView.allows``, O(N) however many schemes the cap allows."""
    result = _scheme_plan(rules, scheme, rules.dealer_choice_cap)
    return result if isinstance(result, IllegalActionError) else None


def _scheme_plan(rules: Rules, scheme: PassPlan, cap: int | None
                 ) -> PassPlan | IllegalActionError:
    n = rules.players
    seen: set[int] = set()
    out = []
    for off, count in scheme:
        o = off % n
        if o == 0 or o in seen or count < 0:
            return IllegalActionError(Violation.BAD_PASS_SCHEME,
                                      f"bad pass scheme {shown(scheme)}", scheme=scheme)
        seen.add(o)
        if count:
            out.append((o, count))
    total = sum(c for _, c in out)
    if cap is not None and total > cap:
        return IllegalActionError(Violation.PASS_SCHEME_OVER_CAP,
                                  f"a pass of {shown(total)} cards is over the cap of {cap}",
                                  total=total, cap=cap)
    if total > rules.hand_size:
        return IllegalActionError(Violation.BAD_PASS_SCHEME, "more cards than a hand holds",
                                  scheme=scheme)
    return tuple(sorted(out))


def _plan_name(rules: Rules, plan: PassPlan) -> str:
    """"hold", "left", "right", "across" for a one-target plan, else "custom"."""
    if not plan:
        return "hold"
    if len(plan) == 1:
        return plan_for_entry(rules, plan[0][0])[1]
    return "custom"


def _plan_size(plan: PassPlan) -> int:
    return sum(c for _, c in plan)


# --------------------------------------------------------------------------- set-up


def _zeros(rules: Rules) -> tuple[int | complex, ...]:
    """Starting scores: Complex Hearts scores are complex from the start, never mixed."""
    return (0j if rules.complex_scoring else 0,) * rules.players


def _empty_deal_fields(rules: Rules) -> dict[str, object]:
    n = rules.players
    return {
        "pass_given": (None,) * n,
        "pass_received": ((),) * n,
        "trick": None,
        "tricks": (),
        "hearts_broken": False,
        "jokers_played": 0,
        "captured": ((),) * n,
        "tricks_taken": (0,) * n,
        "hand_scores": _zeros(rules),
        "kitty": (),
        "kitty_owner": None,
        "face_up": (),
        "face_up_taken": (),
        "set_aside": (),
        "set_aside_tricks": 0,
        "shooter": None,
    }


def new_match(rules: Rules, seed: int, *, computer_seats: Sequence[int] = ()
              ) -> MatchState:
    """A whole match dealt from ``seed``: the first dealer and every deal come from it.

    ``computer_seats`` matters under rules with ``computers_unranked`` (online rules).
    Bad arguments raise ``RulesError``.
    """
    _need_rules(rules, "new_match")
    if not is_int(seed):
        raise RulesError(f"the seed must be a whole number, not {shown(seed)}")
    seats = _seats(rules, computer_seats)
    n = rules.players
    dealer = Stream.derive(seed, PURPOSE_DEALER).below(n)
    state = MatchState(
        rules=rules, seed=seed, phase=Phase.PASSING, deal_number=1, dealer=dealer,
        to_move=None, hands=((),) * n, pass_plan=None, pass_direction="hold",
        history=(), match_scores=_zeros(rules), tournament_scores=(0,) * n, overruns=(0,) * n,
        timer_draws=0, computer_seats=frozenset(seats),
        abandoned=frozenset(), initial_computer_seats=tuple(sorted(seats)),
        **_empty_deal_fields(rules),  # type: ignore[arg-type]
    )
    state, _ = _begin_deal(state, [])
    return state


def first_events(state: MatchState) -> list[Event]:
    """The events of the deal that ``new_match`` or ``start_hand`` already made, for a table
    that wants to animate the opening deal too."""
    need_state(state, "first_events")
    events: list[Event] = [DealStarted(state.deal_number, state.dealer, state.pass_direction)]
    if state.phase is not Phase.CHOOSING_PASS:
        events.append(CardsDealt(state.deal_number, state.dealer, state.hands, state.face_up,
                                 len(state.kitty)))
    return events


def start_hand(
    rules: Rules,
    hands: Sequence[Sequence[Card | str]],
    pass_direction: str | PassPlan | None = None,
    *,
    dealer: int | None = None,
    leftover: Sequence[Card | str] = (),
    match_scores: Sequence[int | complex] | None = None,
    deal_number: int = 1,
    computer_seats: Sequence[int] = (),
) -> MatchState:
    """One hand from an explicit deal. ``hands`` plus ``leftover`` (the kitty, or
    Cancellation's face-up cards) must be exactly the cards in play. ``pass_direction`` is
    "left", "right", "across", "hold", "split" or a plan; None follows the rules' cycle for
    ``deal_number``. The dealer defaults to the last seat, so seat 0 is on the dealer's left.
    ``match_scores`` sets the cumulative scores before this hand (the end check runs after
    it; if the match is not over the state ends in ``HAND_OVER``). Bad arguments raise
    ``RulesError`` naming the argument."""
    _need_rules(rules, "start_hand")
    n = rules.players
    if not isinstance(hands, (list, tuple)):
        raise RulesError(f"hands must be a list of {n} hands, not {shown(hands)}")
    dealt = tuple(tuple(sorted(_cards_arg(h, f"hand {i}"))) for i, h in enumerate(hands))
    extra = tuple(sorted(_cards_arg(leftover, "leftover")))
    if len(dealt) != n:
        raise RulesError(f"expected {n} hands, got {len(dealt)}")
    if any(len(h) != rules.hand_size for h in dealt):
        raise RulesError(f"every hand must hold {rules.hand_size} cards")
    if Counter(c for h in dealt for c in h) + Counter(extra) != Counter(rules.deck()):
        raise RulesError("the hands and leftover must be exactly the cards in play")
    if dealer is None:
        dealer = n - 1
    if not is_int(dealer) or not 0 <= dealer < n:
        raise RulesError(f"dealer must be a seat number 0 to {n - 1}, not {shown(dealer)}")
    if not is_int(deal_number) or deal_number < 1:
        raise RulesError(f"deal_number must be a whole number from 1, not {shown(deal_number)}")
    if match_scores is None:
        scores = _zeros(rules)
    elif not isinstance(match_scores, (list, tuple)):
        raise RulesError(f"match_scores must be a list of {n} scores, not {shown(match_scores)}")
    else:
        scores = tuple(_score_arg(rules, x) for x in match_scores)
    if len(scores) != n:
        raise RulesError(f"expected {n} scores")
    seats = _seats(rules, computer_seats)
    if pass_direction is None:
        plan, name = _cycle_plan(rules, deal_number)
    else:
        plan, name = plan_for_direction(rules, pass_direction)
        if not isinstance(pass_direction, str):  # an explicit plan: kept as checked pairs
            pass_direction = scheme_pairs(pass_direction)
    fields = _empty_deal_fields(rules)
    if rules.kitty:
        fields["kitty"] = extra
    else:
        fields["face_up"] = extra
    state = MatchState(
        rules=rules, seed=None, phase=Phase.PASSING, deal_number=deal_number, dealer=dealer,
        to_move=None, hands=dealt, pass_plan=plan, pass_direction=name, history=(),
        match_scores=scores, tournament_scores=(0,) * n, overruns=(0,) * n, timer_draws=0,
        computer_seats=frozenset(seats), abandoned=frozenset(),
        single_hand=True, initial_computer_seats=tuple(sorted(seats)),
        origin=HandSpec(dealt, extra, pass_direction, dealer, scores, deal_number,
                        tuple(sorted(seats))),
        **fields,  # type: ignore[arg-type]
    )
    if plan is None:
        return replace(state, phase=Phase.CHOOSING_PASS, to_move=dealer)
    return _after_deal(state)


def _seats(rules: Rules, seats: Sequence[int]) -> set[int]:
    if not isinstance(seats, (list, tuple, set, frozenset, range)):
        raise RulesError(f"computer seats must be a list of seat numbers, not {shown(seats)}")
    for s in seats:
        if not is_int(s) or not 0 <= s < rules.players:
            raise RulesError(f"computer seats must be seat numbers 0 to {rules.players - 1}, "
                             f"not {shown(s)}")
    return set(seats)


def _need_rules(rules: object, where: str) -> None:
    if not isinstance(rules, Rules):
        raise RulesError(f"{where} needs a Rules value (for example Rules.preset('classic')), "
                         f"not {shown(rules)}")


def need_state(state: object, where: str) -> None:
    if not isinstance(state, MatchState):
        raise IllegalActionError(
            Violation.NOT_A_STATE,
            f"{where} needs a MatchState (from new_match, start_hand or replay), not "
            f"{shown(state)}", value=shown(state))


def need_seat(state: MatchState, seat: object, where: str) -> None:
    """``IllegalActionError`` (``UNKNOWN_SEAT``) unless ``seat`` is one of the state's seats
    (a whole number: ``True`` is not seat 1)."""
    if not is_int(seat) or not 0 <= seat < state.players:  # type: ignore[operator]
        raise IllegalActionError(
            Violation.UNKNOWN_SEAT,
            f"{where}: no seat {shown(seat)} (the seats are 0 to {state.players - 1})",
            seat=seat if is_int(seat) else shown(seat))


def _cards_arg(cards: object, what: str) -> tuple[Card, ...]:
    """A set-up argument that lists cards (a list, tuple or text), or ``RulesError``."""
    if not isinstance(cards, (list, tuple, str)):
        raise RulesError(f"{what} must be a list of cards, not {shown(cards)}")
    try:
        return parse_cards(cards)
    except ValueError as exc:
        raise RulesError(f"{what}: {exc}") from None


def _score_arg(rules: Rules, score: object) -> int | complex:
    """A cumulative score given to ``start_hand``: a whole number, or under Complex Hearts a
    complex number with whole parts."""
    if is_int(score):
        assert isinstance(score, int)
        return complex(score) if rules.complex_scoring else score
    if (rules.complex_scoring and isinstance(score, complex) and score.real.is_integer()
            and score.imag.is_integer()):
        return score
    kind = "a whole number or a complex number with whole parts" if rules.complex_scoring \
        else "a whole number"
    raise RulesError(f"a score must be {kind}, not {shown(score)}")


def _cycle_plan(rules: Rules, deal_number: int) -> tuple[PassPlan | None, str]:
    if rules.passing is PassScheme.DEALER_CHOICE and rules.pass_cycle is None:
        return None, "dealer_choice"
    cycle = rules.pass_cycle_offsets()
    return plan_for_entry(rules, cycle[(deal_number - 1) % len(cycle)])


def _begin_deal(state: MatchState, events: list[Event]) -> tuple[MatchState, list[Event]]:
    """Shuffle and deal deal ``state.deal_number`` (dealer already set)."""
    rules = state.rules
    plan, name = _cycle_plan(rules, state.deal_number)
    state = replace(state, pass_plan=plan, pass_direction=name, ranking=None,
                    **_empty_deal_fields(rules))  # type: ignore[arg-type]
    events.append(DealStarted(state.deal_number, state.dealer, name))
    if plan is None:
        # Dealer's choice: the scheme is named before the dealer sees the cards (O-PASS).
        return replace(state, phase=Phase.CHOOSING_PASS, to_move=state.dealer,
                       hands=((),) * rules.players), events
    return _deal_cards(state, events)


def deal_cards(rules: Rules, seed: int, deal_number: int, dealer: int
               ) -> tuple[tuple[tuple[Card, ...], ...], tuple[Card, ...]]:
    """The hands (sorted) and leftover cards of a numbered deal: shuffled by the engine's
    own stream for (seed, deal number) and dealt one at a time from the dealer's left."""
    _need_rules(rules, "deal_cards")
    if not is_int(seed):
        raise RulesError(f"the seed must be a whole number, not {shown(seed)}")
    if not is_int(deal_number) or deal_number < 1:
        raise RulesError(f"deal_number must be a whole number from 1, not {shown(deal_number)}")
    if not is_int(dealer) or not 0 <= dealer < rules.players:
        raise RulesError(f"dealer must be a seat number 0 to {rules.players - 1}, not "
                         f"{shown(dealer)}")
    return _deal(rules, seed, deal_number, dealer)


def _deal(rules: Rules, seed: int, deal_number: int, dealer: int
          ) -> tuple[tuple[tuple[Card, ...], ...], tuple[Card, ...]]:
    n, size = rules.players, rules.hand_size
    cards = Stream.derive(seed, PURPOSE_DEAL, deal_number).shuffled(rules.deck())
    hands: list[list[Card]] = [[] for _ in range(n)]
    for i in range(n * size):
        hands[(dealer + 1 + i) % n].append(cards[i])
    return tuple(tuple(sorted(h)) for h in hands), tuple(sorted(cards[n * size:]))


def _deal_cards(state: MatchState, events: list[Event]) -> tuple[MatchState, list[Event]]:
    rules = state.rules
    assert state.seed is not None
    hands, rest = _deal(rules, state.seed, state.deal_number, state.dealer)
    if rules.kitty:
        state = replace(state, hands=hands, kitty=rest)
    else:
        state = replace(state, hands=hands, face_up=rest)
    events.append(CardsDealt(state.deal_number, state.dealer, hands, state.face_up,
                             len(state.kitty)))
    return _after_deal(state), events


def _after_deal(state: MatchState) -> MatchState:
    if state.pass_plan:
        return replace(state, phase=Phase.PASSING, to_move=0)
    return _enter_play(state)


def _enter_play(state: MatchState) -> MatchState:
    rules = state.rules
    leader = (state.dealer + 1) % rules.players
    if rules.opening is Opening.LOWEST_CLUB:
        clubs = [(c, s) for s, h in enumerate(state.hands) for c in h if c.suit is Suit.CLUBS]
        if clubs:
            leader = min(clubs)[1]
    return replace(state, phase=Phase.PLAYING, to_move=leader, trick=Trick(1, leader))


# --------------------------------------------------------------------------- legality


def seats_to_act(state: MatchState) -> tuple[int, ...]:
    """Every seat that must act now (several while passing, else at most one)."""
    need_state(state, "seats_to_act")
    return _seats_to_act(state)


def _seats_to_act(state: MatchState) -> tuple[int, ...]:
    if state.phase is Phase.PASSING:
        return tuple(s for s, g in enumerate(state.pass_given) if g is None)
    if state.to_move is None or state.is_over:
        return ()
    return (state.to_move,)


def _lead_exception(rules: Rules, hand: Sequence[Card]) -> bool:
    if rules.lead_exception is LeadException.PENALTY_ONLY:
        return all(rules.is_penalty(c) for c in hand)
    return all(c.suit is Suit.HEARTS for c in hand)


def legal_cards(state: MatchState, seat: int | None = None) -> list[Card]:
    """The distinct cards ``seat`` (default: the seat to move) may play now, sorted
    (spec 5.10). Empty when that seat is not to play."""
    need_state(state, "legal_cards")
    if seat is not None:
        need_seat(state, seat, "legal_cards")
    return _legal_cards(state, seat)


def _legal_cards(state: MatchState, seat: int | None = None) -> list[Card]:
    if state.phase is not Phase.PLAYING or state.trick is None:
        return []
    if seat is None:
        seat = state.to_move
    if seat != state.to_move or seat is None:
        return []
    rules = state.rules
    hand = state.hands[seat]
    trick = state.trick
    first = trick.number == 1
    ban = first and rules.first_trick_ban and not all(rules.is_penalty(c) for c in hand)
    if not trick.plays:
        if first and rules.opening is Opening.LOWEST_CLUB:
            clubs = [c for c in hand if c.suit is Suit.CLUBS]
            if clubs:
                return [min(clubs)]
        cands: Sequence[Card] = hand
        if not state.hearts_broken and not _lead_exception(rules, hand):
            cands = [c for c in cands if c.suit is not Suit.HEARTS]
    else:
        led = trick.plays[0][1].suit
        follow = [c for c in hand if c.suit is led]
        if follow:
            return sorted(set(follow))
        cands = hand
    if ban:
        cands = [c for c in cands if not rules.is_penalty(c)]
    return sorted(set(cands))


def _explain_play(state: MatchState, seat: int, card: Card) -> IllegalActionError:
    """Why ``card`` is not legal for ``seat`` (which is to move and holds it)."""
    rules = state.rules
    trick = state.trick
    assert trick is not None
    hand = state.hands[seat]
    if not trick.plays:
        if trick.number == 1 and rules.opening is Opening.LOWEST_CLUB:
            opening = _legal_cards(state, seat)[0]
            return IllegalActionError(
                Violation.MUST_LEAD_OPENING_CARD, f"the first trick must be led with {opening}",
                card=card, opening_card=opening)
        if card.suit is Suit.HEARTS and not state.hearts_broken:
            return IllegalActionError(
                Violation.HEARTS_NOT_BROKEN, "hearts may not be led until they are broken",
                card=card)
    else:
        led = trick.plays[0][1].suit
        if any(c.suit is led for c in hand):
            return IllegalActionError(
                Violation.MUST_FOLLOW_SUIT, f"must follow suit ({led.name.lower()})",
                card=card, suit=led)
    return IllegalActionError(
        Violation.NO_POINTS_ON_FIRST_TRICK, "no penalty card may be played on the first trick",
        card=card)


def _passable(rules: Rules, hand: Sequence[Card]) -> list[Card]:
    return [c for c in hand if c not in rules.pass_ban]


MAX_LISTED_PASSES = 4096
"""At most this many ``PassCards`` of one seat are listed by ``legal_actions`` (see there)."""


def _routings(hand_size: int, plan: PassPlan) -> int:
    """How many ways a plan's slots can be filled from a hand (ignoring bans and repeats)."""
    total, left = 1, hand_size
    for _, count in plan:
        total *= comb(left, count)
        left -= count
    return total


def _routed(remaining: tuple[int, ...], slots: PassPlan) -> Iterator[tuple[int, ...]]:
    """Every way to fill the plan's slots with hand positions, slot by slot (positions
    ascending within a slot)."""
    if not slots:
        yield ()
        return
    count = slots[0][1]
    for pick in itertools.combinations(remaining, count):
        if len(slots) == 1:
            yield pick
            continue
        rest = tuple(i for i in remaining if i not in pick)
        for tail in _routed(rest, slots[1:]):
            yield pick + tail


def _card_sets(hand: Sequence[Card], count: int) -> Iterator[tuple[Card, ...]]:
    """Every distinct set of ``count`` cards from a sorted hand that holds equal cards
    (several packs), in the order ``itertools.combinations`` first meets them, without
    walking the combinations that repeat one (C(26, 13) of them for 26 cards)."""
    kinds = sorted(set(hand))
    held = Counter(hand)
    after = [0] * (len(kinds) + 1)  # cards of kinds[i:] in the hand
    for i in range(len(kinds) - 1, -1, -1):
        after[i] = after[i + 1] + held[kinds[i]]

    def walk(i: int, left: int, acc: tuple[Card, ...]) -> Iterator[tuple[Card, ...]]:
        if left == 0:
            yield acc
            return
        if after[i] < left:
            return
        card = kinds[i]
        for take in range(min(held[card], left), -1, -1):
            yield from walk(i + 1, left - take, acc + (card,) * take)

    return walk(0, count, ())


def _pass_options(state: MatchState, seat: int) -> list[tuple[Card, ...]]:
    """The normalised pass selections ``legal_actions`` lists for ``seat`` (cards grouped by
    plan slot, each group sorted), without repeats when the hand holds identical cards
    (several packs).

    Every selection, unless a plan with several slots allows more than
    ``MAX_LISTED_PASSES`` (a wide dealer's choice: one card to each of six seats is over a
    million ways): then each set of cards once, its lowest cards to the plan's first slot.
    Either way at most ``MAX_LISTED_PASSES``; ``apply`` accepts every legal pass."""
    plan = state.pass_plan or ()
    hand = state.hands[seat]
    ban = state.rules.pass_ban
    need = _plan_size(plan)
    allowed_banned = max(0, need - len(_passable(state.rules, hand)))
    repeats = len(set(hand)) != len(hand)
    options: Iterator[tuple[Card, ...]]
    if len(plan) <= 1 or _routings(len(hand), plan) > MAX_LISTED_PASSES:
        # one set of cards per option (for one slot, that is every pass)
        if repeats:
            options = _card_sets(hand, need)
        else:
            options = (tuple(pick) for pick in itertools.combinations(hand, need))
    else:
        options = (tuple(hand[i] for i in pick)
                   for pick in _routed(tuple(range(len(hand))), plan))
    seen: set[tuple[Card, ...]] = set()
    out: list[tuple[Card, ...]] = []
    for option in options:
        if ban and sum(1 for c in option if c in ban) > allowed_banned:
            continue
        if repeats:
            if option in seen:
                continue
            seen.add(option)
        out.append(option)
        if len(out) == MAX_LISTED_PASSES:
            break
    return out


def _choice_cap(rules: Rules) -> int:
    """Dealer's choice: the most cards a scheme may pass (the cap, at most a hand)."""
    return min(rules.dealer_choice_cap, rules.hand_size)


def _scheme_key(n: int, plan: PassPlan) -> tuple[int, ...]:
    counts = dict(plan)
    return tuple(counts.get(off, 0) for off in range(1, n))


def _schemes(rules: Rules) -> list[PassPlan]:
    """The dealer's-choice schemes ``legal_actions`` lists: every mix of left, right and
    (an even table) across, and every pass to one other seat. With 3 or 4 players that is
    every scheme; with more it leaves out the mixes that pass to several other seats (one
    card to each of three, ...), which ``apply`` still accepts: listing them all would take
    C(N - 1 + cap, cap) entries (12,376 for 12 players and a cap of 6).

    In (left, ..., right) card count order, as the full list always was."""
    n, cap = rules.players, _choice_cap(rules)
    named = {1, n - 1} | ({n // 2} if n % 2 == 0 else set())
    out: list[PassPlan] = []

    def walk(off: int, budget: int, acc: PassPlan, single: bool) -> None:
        # Counts for seats off..N-1 in ascending order; ``single``: acc passes to a seat
        # that is not left, right or across, so nothing may be added to it.
        if off == n:
            out.append(acc)
            return
        walk(off + 1, budget, acc, single)
        if single or (off not in named and acc):
            return
        for count in range(1, budget + 1):
            walk(off + 1, budget - count, (*acc, (off, count)), off not in named)

    walk(1, cap, (), False)
    return out


def _scheme_count(rules: Rules) -> int:
    """How many schemes dealer's choice allows: count vectors over the N - 1 other seats
    with a total of at most the cap."""
    n = rules.players
    return comb(_choice_cap(rules) + n - 1, n - 1)


def _scheme_at(rules: Rules, index: int) -> PassPlan:
    """The ``index``-th of all dealer's-choice schemes in (left, ..., right) count order,
    without listing them (a random scheme for a timed-out dealer)."""
    n, budget = rules.players, _choice_cap(rules)
    counts: list[int] = []
    for position in range(n - 1):
        rest = n - 2 - position
        for count in range(budget + 1):
            completions = comb(budget - count + rest, rest)
            if index < completions:
                counts.append(count)
                budget -= count
                break
            index -= completions
    return tuple((off + 1, c) for off, c in enumerate(counts) if c)


def legal_actions(state: MatchState, seat: int | None = None) -> list[Action]:
    """The actions the rules allow now (for ``seat`` only, if given). While passing, every
    seat that has not passed may act. ``Timeout`` and ``Abandon`` are table events, not
    choices, and are never listed.

    Every legal action is listed, except where a choice is too wide to list cheaply; then a
    bounded, canonical part of it is, and ``apply`` (and ``SeatView.allows``) still accepts
    every legal action:

    - dealer's choice with more than 4 players: every mix of left, right and across and
      every pass to a single seat (not the mixes over further seats; see ``_schemes``);
    - a pass plan with several slots that can be filled in more than ``MAX_LISTED_PASSES``
      ways: each set of cards once, its lowest cards to the first slot; never more than
      ``MAX_LISTED_PASSES`` passes per seat."""
    need_state(state, "legal_actions")
    if seat is not None:
        need_seat(state, seat, "legal_actions")
    return _legal_actions(state, seat)


def _legal_actions(state: MatchState, seat: int | None = None) -> list[Action]:
    phase = state.phase
    if phase is Phase.PLAYING:
        mover = state.to_move
        if mover is None or (seat is not None and seat != mover):
            return []
        return [PlayCard(mover, c) for c in _legal_cards(state)]
    if phase is Phase.PASSING:
        seats = [s for s in _seats_to_act(state) if seat is None or s == seat]
        return [PassCards(s, o) for s in seats for o in _pass_options(state, s)]
    if phase is Phase.CHOOSING_PASS:
        if seat is not None and seat != state.dealer:
            return []
        return [ChoosePass(state.dealer, p) for p in _schemes(state.rules)]
    if phase is Phase.MOON_CHOICE:
        shooter = state.shooter
        if shooter is None or (seat is not None and seat != shooter):
            return []
        return [ChooseMoon(shooter, o) for o in scoring.moon_options(state.rules) or ()]
    return []


# --------------------------------------------------------------------------- apply


def apply(state: MatchState, action: Action) -> tuple[MatchState, list[Event]]:
    """Apply one action. Raises ``IllegalActionError`` (naming the broken rule) and leaves
    ``state`` as it was if the rules do not allow it."""
    need_state(state, "apply")
    new, events = _dispatch(state, action)
    return replace(new, actions=(*state.actions, action)), events


def _dispatch(state: MatchState, action: Action) -> tuple[MatchState, list[Event]]:
    if not isinstance(action, _ACTION_TYPES):
        raise IllegalActionError(Violation.NOT_AN_ACTION, f"not an action: {shown(action)}")
    seat = action.seat
    if type(seat) is not int or not 0 <= seat < state.players:
        raise IllegalActionError(Violation.UNKNOWN_SEAT, f"no seat {shown(seat)}",
                                 seat=seat if is_int(seat) else shown(seat))
    if state.is_over:
        raise IllegalActionError(Violation.WRONG_PHASE, "the game is over", phase=state.phase)
    if isinstance(action, PlayCard):
        return _apply_play(state, action)
    if isinstance(action, PassCards):
        return _apply_pass(state, action)
    if isinstance(action, ChoosePass):
        return _apply_choose_pass(state, action)
    if isinstance(action, ChooseMoon):
        return _apply_choose_moon(state, action)
    if isinstance(action, Timeout):
        return _apply_timeout(state, action)
    return _apply_abandon(state, action)


_ACTION_TYPES = (PlayCard, PassCards, ChoosePass, ChooseMoon, Timeout, Abandon)


def _need_phase(state: MatchState, phase: Phase) -> None:
    if state.phase is not phase:
        raise IllegalActionError(Violation.WRONG_PHASE,
                                 f"this is the {state.phase.value} phase, not {phase.value}",
                                 phase=state.phase, expected=phase)


def _need_turn(state: MatchState, seat: int) -> None:
    if state.to_move != seat:
        raise IllegalActionError(Violation.NOT_YOUR_TURN, f"it is not seat {seat}'s turn",
                                 seat=seat, to_move=state.to_move)


def _apply_choose_pass(state: MatchState, action: ChoosePass
                       ) -> tuple[MatchState, list[Event]]:
    _need_phase(state, Phase.CHOOSING_PASS)
    _need_turn(state, action.seat)
    plan = _check_scheme(state.rules, action.scheme, state.rules.dealer_choice_cap)
    events: list[Event] = [PassSchemeChosen(action.seat, plan)]
    name = _plan_name(state.rules, plan)
    state = replace(state, pass_plan=plan, pass_direction=name)
    if state.seed is None:  # start_hand: the cards are already dealt
        return _after_deal(state), events
    return _deal_cards(state, events)


def _normalise_pass(plan: PassPlan, cards: tuple[Card, ...]) -> tuple[Card, ...]:
    out: list[Card] = []
    i = 0
    for _, count in plan:
        out.extend(sorted(cards[i:i + count]))
        i += count
    return tuple(out)


def pass_fault(rules: Rules, plan: PassPlan, hand: Sequence[Card], cards: Sequence[Card]
               ) -> IllegalActionError | None:
    """Why passing ``cards`` from ``hand`` under ``plan`` is illegal, or None if it is legal.
    One check for ``apply`` and ``SeatView.allows``; it costs O(cards + hand), however many
    passes the plan allows."""
    need = _plan_size(plan)
    if len(cards) != need:
        return IllegalActionError(Violation.PASS_WRONG_COUNT,
                                  f"a pass needs exactly {need} cards, not {len(cards)}",
                                  expected=need, got=len(cards))
    held = Counter(hand)
    for card in cards:
        if not held[card]:
            return IllegalActionError(Violation.CARD_NOT_IN_HAND, f"{card} is not in the hand",
                                      card=card)
    named = Counter(cards)
    for card in cards:
        if named[card] > held[card]:
            have = "only one" if held[card] == 1 else str(held[card])
            return IllegalActionError(
                Violation.PASS_DUPLICATE_CARD,
                f"the pass names {card} {named[card]} times, but the hand holds {have}",
                card=card, named=named[card], held=held[card])
    banned = [c for c in cards if c in rules.pass_ban]
    if len(banned) > max(0, need - len(_passable(rules, hand))):
        return IllegalActionError(Violation.PASS_CARD_BANNED, f"{banned[0]} may not be passed",
                                  card=banned[0])
    return None


def _apply_pass(state: MatchState, action: PassCards) -> tuple[MatchState, list[Event]]:
    _need_phase(state, Phase.PASSING)
    seat, rules = action.seat, state.rules
    if state.pass_given[seat] is not None:
        raise IllegalActionError(Violation.ALREADY_PASSED, f"seat {seat} has already passed",
                                 seat=seat)
    plan = state.pass_plan or ()
    fault = pass_fault(rules, plan, state.hands[seat], action.cards)
    if fault is not None:
        raise fault
    given = list(state.pass_given)
    given[seat] = _normalise_pass(plan, action.cards)
    events: list[Event] = [PassCommitted(seat)]
    state = replace(state, pass_given=tuple(given))
    waiting = _seats_to_act(state)
    if waiting:
        return replace(state, to_move=waiting[0]), events
    # Everyone has committed: the cards change hands (rule 4.4).
    n = rules.players
    hands = [list(h) for h in state.hands]
    received: list[list[Card]] = [[] for _ in range(n)]
    transfers = []
    for giver in range(n):
        cards = state.pass_given[giver]
        assert cards is not None
        i = 0
        for off, count in plan:
            part = cards[i:i + count]
            i += count
            receiver = (giver + off) % n
            for c in part:
                hands[giver].remove(c)
            received[receiver].extend(part)
            transfers.append(Transfer(giver, receiver, part))
    for s in range(n):
        hands[s].extend(received[s])
    state = replace(state, hands=tuple(tuple(sorted(h)) for h in hands),
                    pass_received=tuple(tuple(sorted(r)) for r in received))
    events.append(CardsPassed(tuple(transfers)))
    return _enter_play(state), events


def _apply_play(state: MatchState, action: PlayCard) -> tuple[MatchState, list[Event]]:
    _need_phase(state, Phase.PLAYING)
    seat, card, rules = action.seat, action.card, state.rules
    _need_turn(state, seat)
    hand = state.hands[seat]
    if card not in hand:
        raise IllegalActionError(Violation.CARD_NOT_IN_HAND, f"{card} is not in the hand",
                                 card=card)
    if card not in _legal_cards(state, seat):
        raise _explain_play(state, seat, card)
    trick = state.trick
    assert trick is not None
    events: list[Event] = []
    rest = list(hand)
    rest.remove(card)
    rank = card.rank
    joker_high: bool | None = None
    jokers_played = state.jokers_played
    if card.is_joker:
        joker_high = jokers_played == 0
        rank = JOKER_HIGH if joker_high else JOKER_LOW
        jokers_played += 1
    events.append(CardPlayed(seat, card, trick.number, not trick.plays, joker_high))
    broken = state.hearts_broken
    if not broken and (card.suit is Suit.HEARTS
                       or (rules.queen_breaks_hearts and rules.is_penalty(card))):
        broken = True
        events.append(HeartsBroken(seat, card))
    if card == QUEEN_OF_SPADES:
        events.append(QueenOfSpadesPlayed(seat, trick.number))
    hands = list(state.hands)
    hands[seat] = tuple(rest)
    trick = replace(trick, plays=(*trick.plays, (seat, card)), ranks=(*trick.ranks, rank))
    state = replace(state, hands=tuple(hands), trick=trick, hearts_broken=broken,
                    jokers_played=jokers_played)
    if len(trick.plays) < rules.players:
        return replace(state, to_move=(seat + 1) % rules.players), events
    return _finish_trick(state, events)


def _cancelled_positions(plays: Sequence[tuple[int, Card]]) -> tuple[int, ...]:
    """CN.5: identical cards cancel in pairs in play order (1st+2nd, 3rd+4th)."""
    seen: dict[Card, list[int]] = {}
    for i, (_, c) in enumerate(plays):
        seen.setdefault(c, []).append(i)
    out: list[int] = []
    for positions in seen.values():
        out.extend(positions[: len(positions) - len(positions) % 2])
    return tuple(sorted(out))


def _finish_trick(state: MatchState, events: list[Event]) -> tuple[MatchState, list[Event]]:
    rules = state.rules
    trick = state.trick
    assert trick is not None
    led = trick.plays[0][1].suit
    cancelled = _cancelled_positions(trick.plays) if rules.cancellation else ()
    live = [(trick.ranks[i], i) for i, (_, c) in enumerate(trick.plays)
            if c.suit is led and i not in cancelled]
    last = not any(state.hands)
    if not live and not last:
        # CN.7: nobody wins; the cards wait for the next trick that is won.
        events.append(TrickSetAside(trick.number, trick.leader, trick.plays, cancelled))
        done = replace(trick, cancelled=cancelled)
        return replace(
            state, trick=Trick(trick.number + 1, trick.leader), tricks=(*state.tricks, done),
            set_aside=(*state.set_aside, *trick.cards),
            set_aside_tricks=state.set_aside_tricks + 1, to_move=trick.leader), events
    winner = trick.plays[max(live)[1]][0] if live else trick.leader  # CN.8 on the last trick
    taken = (*trick.cards, *state.set_aside)
    points = scoring.card_points(rules, taken)
    events.append(TrickWon(trick.number, winner, trick.plays, points, cancelled,
                           state.set_aside))
    captured = [list(c) for c in state.captured]
    captured[winner].extend(taken)
    tricks_taken = list(state.tricks_taken)
    tricks_taken[winner] += 1 + state.set_aside_tricks
    kitty_owner = state.kitty_owner
    face_up, face_up_taken = state.face_up, state.face_up_taken
    if face_up:
        events.append(FaceUpTaken(winner, face_up))
        captured[winner].extend(face_up)
        face_up, face_up_taken = (), face_up
    if state.kitty and kitty_owner is None and (
        rules.kitty_recipient is KittyRecipient.FIRST_TRICK
        or any(rules.is_penalty(c) for c in taken) or last
    ):
        kitty_owner = winner
        captured[winner].extend(state.kitty)
        events.append(KittyTaken(winner, state.kitty))
    done = replace(trick, winner=winner, cancelled=cancelled)
    state = replace(
        state, captured=tuple(tuple(c) for c in captured), tricks_taken=tuple(tricks_taken),
        hand_scores=tuple(scoring.card_points(rules, c) for c in captured),
        kitty_owner=kitty_owner, face_up=face_up, face_up_taken=face_up_taken, set_aside=(),
        set_aside_tricks=0,
        tricks=(*state.tricks, done), trick=None, to_move=winner)
    if not last:
        return replace(state, trick=Trick(trick.number + 1, winner)), events
    return _finish_hand(state, events)


def _finish_hand(state: MatchState, events: list[Event]) -> tuple[MatchState, list[Event]]:
    rules = state.rules
    shooter = scoring.find_shooter(rules, state.captured)
    if shooter is not None:
        sun = rules.sun and state.tricks_taken[shooter] == sum(state.tricks_taken)
        events.append(MoonShot(shooter, sun))
        options = scoring.moon_options(rules)
        if options:
            events.append(MoonChoiceRequired(shooter, options))
            return replace(state, phase=Phase.MOON_CHOICE, to_move=shooter,
                           shooter=shooter), events
    option = None if shooter is None else rules.moon.value
    return _score_hand(replace(state, shooter=shooter), option, events)


def _apply_choose_moon(state: MatchState, action: ChooseMoon
                       ) -> tuple[MatchState, list[Event]]:
    _need_phase(state, Phase.MOON_CHOICE)
    _need_turn(state, action.seat)
    options = scoring.moon_options(state.rules) or ()
    if action.option not in options:
        raise IllegalActionError(Violation.BAD_MOON_CHOICE,
                                 f"choose one of {', '.join(options)}", options=options)
    return _score_hand(state, action.option, [])


def _score_hand(state: MatchState, option: str | None, events: list[Event]
                ) -> tuple[MatchState, list[Event]]:
    rules = state.rules
    shooter = state.shooter
    sun = (shooter is not None and rules.sun
           and state.tricks_taken[shooter] == sum(state.tricks_taken))
    deal = scoring.deal_scores(rules, state.captured, shooter, sun, option)
    totals = [scoring._tidy(a + b) for a, b in zip(state.match_scores, deal, strict=True)]
    if shooter is not None and option == MoonMode.BOOK_RESET.value:
        totals[shooter] = deal[shooter]
    resets: list[int] = []
    if rules.target_reset:
        for p, s in enumerate(totals):
            new = scoring.target_reset(s)
            if new != s:
                resets.append(p)
                totals[p] = new
    tscores = state.tournament_scores
    if rules.tournament:
        tdeal = scoring.tournament_deal(rules, state.captured, shooter, sun)
        tscores = tuple(a + b for a, b in zip(tscores, tdeal, strict=True))
    captured_points = tuple(scoring.card_points(rules, c) for c in state.captured)
    events.append(HandScored(state.deal_number, captured_points, deal, tuple(totals), shooter,
                             sun, option, tuple(resets),
                             tscores if rules.tournament else None))
    record = DealRecord(state.deal_number, state.dealer, state.pass_direction, captured_points,
                        deal, tuple(totals), shooter, sun)
    state = replace(state, match_scores=tuple(totals), hand_scores=deal,
                    history=(*state.history, record), tournament_scores=tscores, to_move=None)
    if scoring.game_over(rules, state.match_scores, state.deal_number, _unranked(state)):
        return _end_match(state, events)
    if state.single_hand:
        return replace(state, phase=Phase.HAND_OVER), events
    state = replace(state, deal_number=state.deal_number + 1,
                    dealer=(state.dealer + 1) % rules.players)
    return _begin_deal(state, events)


def _unranked(state: MatchState) -> set[int]:
    out = set(state.abandoned)
    if state.rules.computers_unranked:
        out |= state.computer_seats
    return out


def _end_match(state: MatchState, events: list[Event], survivor: int | None = None
               ) -> tuple[MatchState, list[Event]]:
    rules = state.rules
    unranked = _unranked(state)
    places = scoring.ranking(rules, state.match_scores, unranked)
    results: tuple[int, ...] | None = None
    if rules.tournament:
        results = scoring.tournament_results(state.tournament_scores, state.abandoned, unranked)
    if survivor is not None and results is not None:
        # ON.8: the last human wins at once, with 120 plus their signed score. (Every other
        # seat is unranked by now, so the ranking above already places the survivor first.)
        r = list(results)
        r[survivor] = 120 + state.tournament_scores[survivor]
        results = tuple(r)
    winners = tuple(p for p in range(rules.players) if places[p] == 1 and p not in unranked)
    events.append(MatchOver(state.match_scores, places, winners, results))
    return replace(state, phase=Phase.MATCH_OVER, to_move=None, ranking=places,
                   winners=winners, tournament_results=results), events


# --------------------------------------------------------------------------- online rules


def _apply_timeout(state: MatchState, action: Timeout) -> tuple[MatchState, list[Event]]:
    seat, rules = action.seat, state.rules
    if rules.move_timer is None:
        raise IllegalActionError(Violation.NO_MOVE_TIMER, "these rules have no move timer")
    if seat in state.computer_seats:
        raise IllegalActionError(Violation.SEAT_IS_COMPUTER,
                                 f"seat {seat} is played by the computer", seat=seat)
    if seat not in _seats_to_act(state):
        raise IllegalActionError(Violation.NOT_YOUR_TURN, f"seat {seat} is not to move",
                                 seat=seat, to_move=state.to_move)
    overruns = list(state.overruns)
    overruns[seat] += 1
    state = replace(state, overruns=tuple(overruns))
    if overruns[seat] >= 2:
        # ON.3: the second overrun in a game loses it; a computer takes the seat.
        events: list[Event] = [TimedOut(seat, overruns[seat], None)]
        return _substitute(state, seat, "timeout", events)
    # ON.2: a random legal move from the match's own seeded stream.
    stream = Stream.derive(state.seed or 0, PURPOSE_TIMER, state.timer_draws)
    state = replace(state, timer_draws=state.timer_draws + 1)
    chosen: Action
    if state.phase is Phase.PASSING:
        plan = state.pass_plan or ()
        hand = list(state.hands[seat])
        passable = _passable(rules, hand)
        need = _plan_size(plan)
        pool = stream.shuffled(passable)[:need]
        if len(pool) < need:
            rest = list(hand)
            for c in pool:
                rest.remove(c)
            pool += stream.shuffled(rest)[: need - len(pool)]
        chosen = PassCards(seat, tuple(pool))
    elif state.phase is Phase.CHOOSING_PASS:
        # Any scheme, drawn without listing them all (the same draw as a pick from the full
        # list in (left, ..., right) count order, so older records replay unchanged).
        chosen = ChoosePass(seat, _scheme_at(rules, stream.below(_scheme_count(rules))))
    else:
        chosen = stream.choice(_legal_actions(state, seat))
    state, events = _dispatch(state, chosen)
    return state, [TimedOut(seat, 1, chosen), *events]


def _apply_abandon(state: MatchState, action: Abandon) -> tuple[MatchState, list[Event]]:
    if action.seat in state.computer_seats:
        raise IllegalActionError(Violation.SEAT_IS_COMPUTER,
                                 f"seat {action.seat} is played by the computer",
                                 seat=action.seat)
    return _substitute(state, action.seat, "abandoned", [])


def _substitute(state: MatchState, seat: int, reason: str, events: list[Event]
                ) -> tuple[MatchState, list[Event]]:
    state = replace(state, computer_seats=state.computer_seats | {seat},
                    abandoned=state.abandoned | {seat})
    events.append(SeatSubstituted(seat, reason))
    humans = [p for p in range(state.players) if p not in state.computer_seats]
    if state.rules.computers_unranked and len(humans) == 1:
        return _end_match(state, events, survivor=humans[0])
    return state, events
