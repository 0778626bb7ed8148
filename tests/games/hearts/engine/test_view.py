"""seat_view honesty: a seat's view depends only on what that seat may know (design.md: the
bots see one seat's view, never another hand)."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator

import pytest

from hearts_desktop.games.hearts import (
    Card,
    ChoosePass,
    MatchState,
    PassCards,
    Phase,
    PlayCard,
    Rules,
    SeatView,
    apply,
    deal_cards,
    legal_actions,
    new_match,
    seat_view,
    start_hand,
)
from hearts_desktop.games.hearts.rng import Stream
from hearts_desktop.games.hearts.scoring import card_points

Hands = list[list[Card]]

CASES = [
    ("classic", "left"), ("classic", "across"), ("classic", "hold"), ("black_lady", "left"),
    ("omnibus", "right"), ("kitty", "left"), ("hilo_joker", "right"), ("cancellation", "left"),
    ("five", "left"), ("split", "split"),
]


def rules_for(name: str) -> Rules:
    if name == "five":
        return Rules(players=5)
    if name == "split":
        return Rules(passing="rotate_split")
    return Rules.preset(name)


def swap(hands: Hands, a: int, x: Card, b: int, y: Card) -> Hands:
    out = [list(h) for h in hands]
    out[a].remove(x)
    out[a].append(y)
    out[b].remove(y)
    out[b].append(x)
    return out


def twins(rules: Rules, seed: int, direction: str, watcher: int
          ) -> tuple[MatchState, MatchState, int, frozenset[Card]]:
    """Two deals that differ only in one card swapped between two seats other than
    ``watcher``; returns both states, one of the swapping seats and the swapped cards."""
    n = rules.players
    hands, leftover = deal_cards(rules, seed, 1, dealer=n - 1)
    rng = Stream.derive(seed, 77)
    others = [s for s in range(n) if s != watcher]
    a = others[rng.below(len(others))]
    b = next(s for s in others[::-1] if s != a)
    candidates = [(x, y) for x in hands[a] for y in hands[b]
                  if x != y and x not in hands[b] and y not in hands[a]]
    x, y = candidates[rng.below(len(candidates))]
    one = start_hand(rules, hands, direction, leftover=leftover)
    two = start_hand(rules, swap([list(h) for h in hands], a, x, b, y), direction,
                     leftover=leftover)
    return one, two, a, frozenset({x, y})


def public_moves(one: MatchState, two: MatchState, hidden: frozenset[Card], seed: int
                 ) -> Iterator[tuple[MatchState, MatchState]]:
    """Play the same moves in both states (never the swapped cards) while both accept them."""
    rng = Stream(seed)
    yield one, two
    while not one.is_over:
        options = [x for x in legal_actions(one) if not _touches(x, hidden)]
        if not options:
            return
        action = rng.choice(options)
        try:
            two_next, _ = apply(two, action)
        except ValueError:
            return  # the swapped cards change what is legal here: stop
        one, _ = apply(one, action)
        two = two_next
        yield one, two


def _touches(action: object, cards: frozenset[Card]) -> bool:
    if isinstance(action, PlayCard):
        return action.card in cards
    if isinstance(action, PassCards):
        return bool(set(action.cards) & cards)
    return False


@pytest.mark.parametrize(("name", "direction"), CASES)
@pytest.mark.parametrize("seed", range(3))
def test_hidden_cards_do_not_change_the_view(name: str, direction: str, seed: int) -> None:
    rules = rules_for(name)
    watcher = seed % rules.players
    one, two, a, hidden = twins(rules, seed, direction, watcher)
    assert one != two
    steps = 0
    for s1, s2 in public_moves(one, two, hidden, seed):
        steps += 1
        assert seat_view(s1, watcher) == seat_view(s2, watcher)
        # ... but seat a, who holds a swapped card, sees the difference
        assert seat_view(s1, a) != seat_view(s2, a)
    assert steps > 3


@pytest.mark.parametrize("seed", range(4))
def test_kitty_is_hidden_from_everyone_but_its_taker(seed: int) -> None:
    rules = Rules.preset("kitty")
    hands, kitty = deal_cards(rules, seed, 1, dealer=2)
    # make the kitty the Q♠ (E33) so taking it is worth 13 points
    holder = next(s for s, h in enumerate(hands) if Card.parse("QS") in h)
    hands_l = [list(h) for h in hands]
    hands_l[holder].remove(Card.parse("QS"))
    hands_l[holder].append(kitty[0])
    one = start_hand(rules, hands_l, "hold", leftover=["QS"])
    # the twin: kitty swapped with a card of seat `holder`
    other_card = hands_l[holder][0]
    hands_2 = [list(h) for h in hands_l]
    hands_2[holder].remove(other_card)
    hands_2[holder].append(Card.parse("QS"))
    two = start_hand(rules, hands_2, "hold", leftover=[other_card])
    hidden = frozenset({other_card, Card.parse("QS")})
    for view in (seat_view(one, s) for s in range(3)):
        assert view.kitty is None and view.kitty_size == 1 and view.kitty_owner is None
    rng = Stream(seed)
    owner = None
    while not one.is_over:
        options = [x for x in legal_actions(one) if not _touches(x, hidden)]
        if not options:
            break
        action = rng.choice(options)
        try:
            two, _ = apply(two, action)
        except ValueError:
            break
        one, _ = apply(one, action)
        owner = one.kitty_owner
        for s in range(3):
            if s not in (holder, owner):
                assert seat_view(one, s) == seat_view(two, s)
        if owner is not None:
            v1 = seat_view(one, owner)
            assert v1.kitty == (Card.parse("QS"),)
            assert seat_view(two, owner).kitty == (other_card,)
            for s in range(3):
                view = seat_view(one, s)
                visible = card_points(rules, [c for c in one.captured[owner]
                                              if c != Card.parse("QS") or s == owner])
                assert view.points_taken[owner] == visible
                if s != owner:
                    assert view.kitty is None
                    assert view.points_taken[owner] == one.hand_scores[owner] - 13
    assert owner is not None  # the kitty went to the trick-1 winner


def test_kitty_points_example() -> None:
    # E33-like, checked by hand: the kitty is the Q♠ and goes to the winner of trick 1.
    rules = Rules.preset("kitty")
    hands, _ = deal_cards(rules, 1, 1, dealer=2)
    holder = next(s for s, h in enumerate(hands) if Card.parse("QS") in h)
    hands_l = [list(h) for h in hands]
    kitty_card = Card.parse("QS")
    # move the QS to the kitty and the card the deal left over into that hand
    _, left = deal_cards(rules, 1, 1, dealer=2)
    hands_l[holder].remove(kitty_card)
    hands_l[holder].append(left[0])
    state = start_hand(rules, hands_l, "hold", leftover=[kitty_card])
    rng = Stream(3)
    while state.kitty_owner is None:
        state, _ = apply(state, rng.choice(legal_actions(state)))
    owner = state.kitty_owner
    for s in range(3):
        view = seat_view(state, s)
        if s == owner:
            assert view.kitty == (kitty_card,)
            assert view.points_taken[owner] == state.hand_scores[owner]
        else:
            assert view.kitty is None
            assert view.points_taken[owner] == state.hand_scores[owner] - 13
            assert repr(kitty_card) not in repr(view)


def test_view_never_shows_other_hands() -> None:
    rules = Rules.preset("classic")  # no card in the rules' repr
    state = new_match(rules, seed=21)
    rng = Stream(21)
    for _ in range(120):
        for s in range(4):
            view = seat_view(state, s)
            text = repr(view)
            own = set(view.hand) | set(view.passed or ()) | set(view.received)
            played = {c for t in (*state.tricks, state.trick) if t for c in t.cards}
            for p in range(4):
                if p == s:
                    continue
                for card in state.hands[p]:
                    if card not in own and card not in played:
                        assert repr(card) not in text, (s, p, card)
                if p != s and state.pass_given[p] is not None and state.phase is Phase.PASSING:
                    # another seat's pass selection is not in the view
                    assert all(repr(c) not in text for c in state.pass_given[p]
                               if c not in own)
        if state.is_over:
            break
        state, _ = apply(state, rng.choice(legal_actions(state)))


def test_other_seats_pass_selections_are_hidden() -> None:
    rules = Rules.preset("classic")
    hands, _ = deal_cards(rules, 4, 1, dealer=3)
    base = start_hand(rules, hands, "left")
    # seat 2 commits two different selections; seat 0 (not its receiver) cannot tell
    p1, p2 = hands[2][:3], hands[2][-3:]
    one, _ = apply(base, PassCards(2, p1))
    two, _ = apply(base, PassCards(2, p2))
    for watcher in (0, 1, 3):
        assert seat_view(one, watcher) == seat_view(two, watcher)
    assert seat_view(one, 2) != seat_view(two, 2)
    assert seat_view(one, 2).passed == tuple(sorted(p1))
    assert seat_view(one, 0).passed is None
    assert seat_view(one, 0).passes_committed == (False, False, True, False)
    # after everyone passes, only the receiver (seat 3) and the giver see the difference
    for s in (0, 1, 3):
        one, _ = apply(one, PassCards(s, hands[s][:3]))
        two, _ = apply(two, PassCards(s, hands[s][:3]))
    assert one.phase is Phase.PLAYING
    for watcher in (0, 1):
        assert seat_view(one, watcher) == seat_view(two, watcher)
    assert seat_view(one, 3) != seat_view(two, 3)
    assert seat_view(one, 3).received == tuple(sorted(p1))
    assert seat_view(one, 0).received == tuple(sorted(hands[3][:3]))


def test_view_has_no_seed_and_does_not_depend_on_it() -> None:
    state = new_match(Rules.preset("classic"), seed=99)
    fields = {f.name for f in dataclasses.fields(SeatView)}
    assert "seed" not in fields and not hasattr(seat_view(state, 0), "seed")
    assert not fields & {"hands", "captured", "pass_given", "actions", "origin"}
    other = dataclasses.replace(state, seed=12345)
    for s in range(4):
        assert seat_view(state, s) == seat_view(other, s)


def test_dealers_hand_is_hidden_while_choosing_the_pass() -> None:
    rules = Rules(passing="dealer_choice")
    state = new_match(rules, seed=6)
    assert state.phase is Phase.CHOOSING_PASS
    dealer = state.dealer
    view = seat_view(state, dealer)
    assert view.hand == ()
    assert view.must_act
    assert all(isinstance(a, ChoosePass) for a in view.legal)
    # an explicit deal already holds the cards, but the view must still hide them
    hands, _ = deal_cards(rules, 6, 1, dealer=3)
    explicit = start_hand(rules, hands, None)
    assert explicit.phase is Phase.CHOOSING_PASS and explicit.hands[3]
    assert seat_view(explicit, 3).hand == ()
    for card in hands[3]:
        assert repr(card) not in repr(seat_view(explicit, 3))
    after, _ = apply(explicit, ChoosePass(3, ((1, 3),)))
    assert seat_view(after, 3).hand == hands[3]


def test_view_basics() -> None:
    state = new_match(Rules.preset("classic"), seed=2)
    for s in range(4):
        view = seat_view(state, s)
        assert view.seat == s and view.players == 4
        assert view.hand == state.hands[s]
        assert view.hand_sizes == (13,) * 4
        assert view.to_move is None  # passing is simultaneous
        assert view.must_act
        assert view.legal and all(a.seat == s for a in view.legal)
    for bad in (-1, 4):
        with pytest.raises(ValueError, match="seat"):
            seat_view(state, bad)
