"""Helpers for the Ombre tests: explicit deals, getting a contract declared, playing on
with simple policies."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from hearts_desktop.core.cards import Card, parse_cards
from hearts_desktop.games.ombre import (
    Action,
    Bid,
    Contract,
    Event,
    Exchange,
    MatchState,
    NameTrump,
    Pass,
    Phase,
    PlayCard,
    Rules,
    Suit,
    apply,
    deck_cards,
    legal_actions,
    legal_cards,
    start_deal,
    strength,
)
from hearts_desktop.games.ombre.engine import deal_order, sitter_out

THREE = Rules()


def build(rules: Rules = THREE, hands: Mapping[int, str] | None = None, talon: str = "",
          *, dealer: int = 1, pot: int = 0, chips: Sequence[int] | None = None
          ) -> MatchState:
    """A deal with the given cards for some seats and the top of the talon; everything else
    is filled in from the rest of the pack in a fixed order (hands first, then the talon)."""
    hands = dict(hands or {})
    given = {s: list(parse_cards(h)) for s, h in hands.items()}
    top = list(parse_cards(talon))
    used = [c for h in given.values() for c in h] + top
    assert len(used) == len(set(used)), "a card is given twice"
    rest = [c for c in deck_cards(rules.removed) if c not in set(used)]
    order = deal_order(rules, dealer, sitter_out(rules, dealer))
    full: list[list[Card]] = []
    for s in range(rules.players):
        want = rules.hand_size if s in order else 0
        h = given.get(s, [])
        while len(h) < want:
            h.append(rest.pop(0))
        full.append(h)
    return start_deal(rules, full, top + rest, dealer=dealer, pot=pot, chips=chips)


def run(state: MatchState, *actions: Action) -> tuple[MatchState, list[Event]]:
    events: list[Event] = []
    for a in actions:
        state, evs = apply(state, a)
        events.extend(evs)
    return state, events


def declare(state: MatchState, seat: int, contract: Contract) -> tuple[MatchState, list[Event]]:
    """Everyone else passes; ``seat`` bids ``contract`` when its turn comes."""
    events: list[Event] = []
    while state.phase is Phase.BIDDING:
        mover = state.to_move
        assert mover is not None
        action: Action = Bid(mover, contract) if mover == seat else Pass(mover)
        state, evs = apply(state, action)
        events.extend(evs)
    return state, events


def exchange_nothing(state: MatchState, trump: Suit | None = None
                     ) -> tuple[MatchState, list[Event]]:
    """Every remaining exchange is empty; trump (when asked) is ``trump``."""
    events: list[Event] = []
    while state.phase in (Phase.EXCHANGE, Phase.TRUMP):
        mover = state.to_move
        assert mover is not None
        if state.phase is Phase.TRUMP:
            assert trump is not None
            state, evs = apply(state, NameTrump(mover, trump))
        else:
            state, evs = apply(state, Exchange(mover, ()))
        events.extend(evs)
    return state, events


Policy = Callable[[MatchState, int, list[Card]], Card]


def highest(state: MatchState, seat: int, cards: list[Card]) -> Card:
    trump = state.deal.trump
    return max(cards, key=lambda c: (strength(c, trump), str(c)))


def lowest(state: MatchState, seat: int, cards: list[Card]) -> Card:
    trump = state.deal.trump
    return min(cards, key=lambda c: (strength(c, trump), str(c)))


def play(state: MatchState, policies: Mapping[int, Policy] | Policy = highest,
         until: Callable[[MatchState], bool] | None = None) -> tuple[MatchState, list[Event]]:
    """Play cards (policy per seat, default: the highest legal card) while the phase is
    PLAYING and ``until`` is not true."""
    events: list[Event] = []
    while state.phase is Phase.PLAYING and not (until and until(state)):
        mover = state.to_move
        assert mover is not None
        policy = policies if callable(policies) else policies.get(mover, highest)
        card = policy(state, mover, legal_cards(state))
        state, evs = apply(state, PlayCard(mover, card))
        events.extend(evs)
    return state, events


def of_type(events: Sequence[object], kind: type) -> list:  # type: ignore[type-arg]
    return [e for e in events if isinstance(e, kind)]


def legal(state: MatchState) -> list[Action]:
    return legal_actions(state)
