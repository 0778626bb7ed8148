"""Per-seat redaction of Hearts events (issue 12): over whole seeded matches of every preset,
what a seat receives never holds a card it may not know: another hand, a pass it neither
gave nor received, a kitty it did not take, a pass made for another seat on a timeout."""

from __future__ import annotations

import pytest

from hearts_desktop.core.cards import Card
from hearts_desktop.core.events import HIDDEN, cards_in, redact
from hearts_desktop.core.rng import Stream
from hearts_desktop.games.hearts import (
    CardPlayed,
    CardsDealt,
    CardsPassed,
    KittyTaken,
    PassCards,
    Rules,
    TimedOut,
    Timeout,
    apply,
    first_events,
    legal_actions,
    new_match,
    seats_to_act,
)
from hearts_desktop.games.hearts.protocol import GAME


def _learned(ev: object, seat: int) -> set[Card]:
    """The cards ``seat`` may learn from the full event ``ev``."""
    if isinstance(ev, CardsDealt):
        return {c for c in ev.hands[seat] if c is not None} | set(ev.face_up)
    if isinstance(ev, CardsPassed):
        return {c for t in ev.transfers if seat in (t.giver, t.receiver)
                for c in t.cards if c is not None}
    if isinstance(ev, KittyTaken):
        return {c for c in ev.cards if c is not None} if ev.seat == seat else set()
    if isinstance(ev, TimedOut):
        if isinstance(ev.action, PassCards) and ev.seat != seat:
            return set()
        return set(cards_in(ev.action))
    if isinstance(ev, CardPlayed):
        return {ev.card}
    return set()


def _check(events: list[object], known: list[set[Card]]) -> int:
    checked = 0
    for ev in events:
        for seat, k in enumerate(known):
            k |= _learned(ev, seat)
            seen = redact(ev, seat)
            assert seen is not None
            leaked = set(cards_in(seen)) - k
            assert not leaked, f"seat {seat} sees {leaked} in {type(ev).__name__}"
            checked += 1
        spectator = redact(ev, None)
        if isinstance(ev, (CardsDealt, CardsPassed, KittyTaken)):
            public = set(getattr(ev, "face_up", ()))
            assert set(cards_in(spectator)) <= public
    return checked


@pytest.mark.parametrize("preset", ["classic", "kitty", "cancellation", "online_de",
                                    "hilo_joker", "pink_lady"])
def test_no_seat_ever_receives_a_card_it_may_not_know(preset: str) -> None:
    rules = Rules.preset(preset)
    state = new_match(rules, seed=11)
    known: list[set[Card]] = [set() for _ in range(rules.players)]
    checked = _check(list(first_events(state)), known)
    rng = Stream(11)
    while state.ranking is None and len(state.actions) < 700:
        acting = seats_to_act(state)
        if (rules.move_timer is not None and acting[0] not in state.computer_seats
                and rng.below(10) == 0):
            action: object = Timeout(acting[0])
        else:
            action = rng.choice(legal_actions(state))
        state, events = apply(state, action)  # type: ignore[arg-type]
        checked += _check(list(events), known)
    assert checked > 200


def test_redaction_keeps_counts_and_own_cards() -> None:
    state = new_match(Rules.preset("classic"), seed=2)
    dealt = next(e for e in first_events(state) if isinstance(e, CardsDealt))
    mine = GAME.redact(dealt, 1)
    assert isinstance(mine, CardsDealt)
    assert mine.hands[1] == dealt.hands[1]
    assert [len(h) for h in mine.hands] == [13] * 4
    assert mine.hands[0] == (HIDDEN,) * 13
    # the pass: seat 0 gives to seat 1 (left); seat 2 sees backs only
    for seat in range(4):
        hand = state.hands[seat]
        state, events = apply(state, PassCards(seat, hand[:3]))
    passed = next(e for e in events if isinstance(e, CardsPassed))
    for t in GAME.redact(passed, 2).transfers:  # type: ignore[union-attr]
        assert (t.cards == (HIDDEN,) * 3) == (2 not in (t.giver, t.receiver))
