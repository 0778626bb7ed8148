"""Redaction over whole seeded matches of every preset: no event as a seat receives it, and
no seat view, ever holds a card that seat may not see (its own cards, its draws, the cards
played, the turned tourné card and the called card are all it may know). Quadrille's
partner stays secret until the called card is played."""

from __future__ import annotations

from dataclasses import replace

import pytest

from hearts_desktop.core.cards import Card
from hearts_desktop.core.events import cards_in, redact
from hearts_desktop.core.rng import Stream
from hearts_desktop.games.ombre import (
    Action,
    CardCalled,
    CardPlayed,
    CardsDealt,
    CardsExchanged,
    CardTurned,
    DealStarted,
    MatchState,
    PartnerRevealed,
    Phase,
    Rules,
    TalonTaken,
    apply,
    first_events,
    legal_actions,
    new_match,
    seat_view,
)

CASES = [*Rules.preset_names(), "ombre+options", "four+fourth"]


def rules_for(case: str) -> Rules:
    if case == "ombre+options":
        return Rules(gascarola=True, contrabola=True, surrender=True, all_pass="forced",
                     deals=6)
    if case == "four+fourth":
        return Rules.preset("ombre_four").replace(fourth_plays=True, deals=8)
    return Rules.preset(case).replace(deals=5)


def pick(state: MatchState, rng: Stream) -> Action:
    """A random legal action, bidding low or passing (so alliances and exchanges happen)."""
    legal = legal_actions(state)
    if state.phase is Phase.BIDDING:
        return legal[0] if rng.below(3) else legal[min(1, len(legal) - 1)]
    return rng.choice(legal)


class Knowledge:
    """What each seat (and a spectator, None) may have seen so far."""

    def __init__(self, players: int) -> None:
        self.players = players
        self.reset()

    def reset(self) -> None:
        self.own: dict[int | None, set[Card]] = {s: set() for s in range(self.players)}
        self.own[None] = set()
        self.public: set[Card] = set()

    def learn(self, event: object) -> None:
        if isinstance(event, DealStarted):
            self.reset()
        elif isinstance(event, CardsDealt):
            for s, hand in enumerate(event.hands):
                self.own[s] |= {c for c in hand if c is not None}
        elif isinstance(event, CardsExchanged):
            self.own[event.seat] |= {c for c in event.drawn if c is not None}
            if event.turned is not None:
                self.public.add(event.turned)
        elif isinstance(event, TalonTaken):
            self.own[event.seat] |= {c for c in event.cards if c is not None}
        elif isinstance(event, (CardTurned, CardPlayed, CardCalled, PartnerRevealed)):
            self.public.add(event.card)

    def allowed(self, seat: int | None) -> set[Card]:
        return self.own[seat] | self.public


def check_view(state: MatchState, know: Knowledge) -> None:
    d = state.deal
    for s in range(state.players):
        view = seat_view(state, s)
        if state.phase is Phase.CALLING:  # a call names a card the caller does not hold
            assert all(a.card not in view.hand for a in view.legal)  # type: ignore[union-attr]
            view = replace(view, legal=())
        leaked = set(cards_in(view)) - know.allowed(s)
        assert not leaked, (s, leaked)
        if d.partner is not None and not d.partner_revealed and s != d.partner:
            assert view.partner is None
        if d.partner is not None and s == d.partner:
            assert view.partner == s


@pytest.mark.parametrize("case", CASES)
def test_no_seat_ever_sees_a_hidden_card(case: str) -> None:
    rules = rules_for(case)
    seats: list[int | None] = [*range(rules.players), None]
    partners_hidden = 0
    for seed in range(2):
        state = new_match(rules, seed)
        know = Knowledge(rules.players)
        for ev in first_events(state):
            know.learn(ev)
            for s in seats:
                assert set(cards_in(redact(ev, s))) <= know.allowed(s)
        rng = Stream(seed * 7 + 1)
        while not state.is_over:
            check_view(state, know)
            d = state.deal
            if d.partner is not None and not d.partner_revealed:
                partners_hidden += 1
            state, events = apply(state, pick(state, rng))
            for ev in events:
                know.learn(ev)
                for s in seats:
                    seen = redact(ev, s)
                    if seen is None:
                        continue
                    leaked = set(cards_in(seen)) - know.allowed(s)
                    assert not leaked, (case, type(ev).__name__, s, leaked)
    if rules.is_quadrille:
        assert partners_hidden > 0  # the secret partnership was exercised


def test_the_deal_event_hides_other_hands_and_the_talon() -> None:
    state = new_match(Rules(), 4)
    dealt = first_events(state)[2]
    assert isinstance(dealt, CardsDealt)
    mine = redact(dealt, 1)
    assert mine.hands[1] == dealt.hands[1]
    assert all(c is None for s in (0, 2) for c in mine.hands[s])
    assert len(mine.talon) == 13 and all(c is None for c in mine.talon)
    spectator = redact(dealt, None)
    assert not list(cards_in(spectator))
