"""Every bot: legal in whole matches of every preset, deterministic, and honest (it sees one
seat's view only: hidden cards moved between other hands change nothing it does)."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hearts_desktop.games.hearts import (
    Action,
    Card,
    MatchState,
    PassCards,
    Phase,
    PlayCard,
    Rules,
    SeatView,
    Suit,
    apply,
    deal_cards,
    new_match,
    seat_view,
    seats_to_act,
    start_hand,
)
from hearts_desktop.games.hearts.bots import (
    KINDS,
    ROSTER,
    Bot,
    BotUnavailableError,
    EasyBot,
    NormalBot,
    RandomBot,
    make_bot,
)
from hearts_desktop.games.hearts.bots.hint import load_hard_bot

try:
    load_hard_bot()
    HARD = True
except BotUnavailableError:
    HARD = False

BOT_NAMES = tuple(k for k in KINDS if k not in ("hard", "expert") or HARD) + tuple(
    p.key for p in ROSTER)
"""Every kind ``make_bot`` builds (hard and expert once hard.py exists) and every named
opponent."""


def bot(name: str, seed: int) -> Bot:
    if name in ("hard", "expert"):
        # The search levels in their deterministic mode (a fixed number of samples).
        return make_bot(name, seed=seed, budget_ms=None, samples=4)
    return make_bot(name, seed=seed)


def maker(kind: str) -> Callable[[int], Bot]:
    return lambda seed: make_bot(kind, seed=seed)


def shorter(rules: Rules) -> Rules:
    """The same rules with a lower end threshold, so a whole match takes a few deals."""
    if rules.end_threshold is None:
        return rules.replace(deal_limit=3, name=rules.name)
    limit = 40 if rules.complex_scoring else min(rules.end_threshold, 45)
    return rules.replace(end_threshold=limit, name=rules.name)


def play_match(rules: Rules, seed: int, makers: list[Callable[[int], Bot]],
               max_steps: int = 4000) -> MatchState:
    state = new_match(rules, seed)
    bots = [makers[s % len(makers)](seed * 31 + s) for s in range(rules.players)]
    steps = 0
    while state.phase is not Phase.MATCH_OVER and steps < max_steps:
        seat = seats_to_act(state)[0]
        view = seat_view(state, seat)
        action = bots[seat].choose(view)
        assert action in view.legal, (rules.name, seat, action)
        state, _ = apply(state, action)
        steps += 1
    assert state.phase is Phase.MATCH_OVER
    return state


# --------------------------------------------------------------------------- legality

MIXES: tuple[tuple[str, ...], ...] = (
    ("normal", "easy", "michele", "random"),
    ("easy", "pauline", "normal", "ben"),
    ("normal",),
)


@pytest.mark.parametrize("preset", Rules.preset_names())
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_bots_play_whole_matches_legally_under_every_preset(preset: str, seed: int) -> None:
    rules = shorter(Rules.preset(preset))
    mix = MIXES[seed % len(MIXES)]
    state = play_match(rules, seed, [maker(k) for k in mix])
    assert state.history


@pytest.mark.parametrize("changes", [
    {"passing": "dealer_choice"},
    {"passing": "dealer_choice", "players": 5},
    {"moon": "choice"},
    {"moon": "self", "sun": True},
    {"moon": "book_reset", "target_reset": True},
    {"moon": "off"},
    {"players": 3},
    {"players": 6, "removal": "korean"},
    {"passing": "rotate_split"},
    {"pass_ban": ("QS", "AH")},
    {"queen_breaks_hearts": True, "lead_exception": "penalty_only", "first_trick_ban": False},
])
def test_bots_play_legally_under_house_rules(changes: dict[str, object]) -> None:
    rules = shorter(Rules.preset("classic").replace(**changes))
    mix = MIXES[len(changes) % 2]
    play_match(rules, 11, [maker(k) for k in mix])


def test_every_named_bot_plays_legally() -> None:
    rules = shorter(Rules.preset("classic"))
    names = [n for n in BOT_NAMES if n not in ("hard", "expert")]
    for i in range(0, len(names), 4):
        group = names[i:i + 4]
        play_match(rules, i, [maker(k) for k in group])


def test_moon_choice_comes_from_the_rules_options() -> None:
    """A seat holding every club wins every trick: the moon choice is made legally."""
    for option_rules in (Rules.preset("classic").replace(moon="choice"),
                         Rules.preset("complex").replace(complex_moon="signs")):
        clubs = [Card(Suit.CLUBS, r) for r in range(2, 15)]
        rest = [c for c in option_rules.deck() if c.suit is not Suit.CLUBS]
        hands = [clubs, rest[0:13], rest[13:26], rest[26:39]]
        state = start_hand(option_rules, hands, "hold")
        bots = [NormalBot(s) for s in range(4)]
        while state.phase is Phase.PLAYING:
            seat = seats_to_act(state)[0]
            state, _ = apply(state, bots[seat].choose(seat_view(state, seat)))
        assert state.phase is Phase.MOON_CHOICE
        view = seat_view(state, 0)
        for b in (NormalBot(1), EasyBot(1)):
            assert b.choose(view) in view.legal


# --------------------------------------------------------------------------- determinism


def _views(rules: Rules, seed: int, count: int) -> list[SeatView]:
    """A few views with real choices from one seeded match played by Normal bots."""
    state = new_match(rules, seed)
    bots = [NormalBot(s) for s in range(rules.players)]
    out: list[SeatView] = []
    while state.phase is not Phase.MATCH_OVER and len(out) < count:
        seat = seats_to_act(state)[0]
        view = seat_view(state, seat)
        if len(view.legal) > 1:
            out.append(view)
        state, _ = apply(state, bots[seat].choose(view))
    return out


@pytest.mark.parametrize("name", BOT_NAMES)
def test_same_view_and_seed_give_the_same_action(name: str) -> None:
    for view in _views(Rules.preset("classic"), 5, 20)[::2]:
        first = bot(name, 9).choose(view)
        again = bot(name, 9)
        assert again.choose(view) == first
        assert again.choose(view) == first  # and a bot's own history does not matter


def test_easy_bots_with_different_seeds_differ_somewhere() -> None:
    views = _views(Rules.preset("classic"), 6, 60)
    differs = [v for v in views
               if len({EasyBot(s, ROSTER[3]).choose(v) for s in range(6)}) > 1]
    assert differs  # mistakes are drawn from the seed


def test_normal_is_deterministic_whatever_the_seed() -> None:
    for view in _views(Rules.preset("omnibus"), 2, 30):
        assert len({NormalBot(s).choose(view) for s in range(4)}) == 1


# --------------------------------------------------------------------------- honesty


def _swap_hidden(hands: list[list[Card]], a: int, b: int, untouchable: set[Card]
                 ) -> list[list[Card]] | None:
    """The deal with one card of seat ``a`` and one of the same suit of seat ``b``
    exchanged (Q♠ whenever possible), neither of them in ``untouchable``."""
    pairs = []
    for x in hands[a]:
        for y in hands[b]:
            if x.suit is y.suit and x != y and not {x, y} & untouchable:
                pairs.append((Card.parse("QS") not in (x, y), x, y))
    if not pairs:
        return None
    _, x, y = min(pairs)
    out = [list(h) for h in hands]
    out[a][out[a].index(x)] = y
    out[b][out[b].index(y)] = x
    return out


def _public_prefix(rules: Rules, hands: list[list[Card]], direction: str, steps: int
                   ) -> tuple[list[Action], set[Card]]:
    """Actions of a hand driven by Normal bots for ``steps`` moves, and every card those
    actions moved (passed or played)."""
    state = start_hand(rules, hands, direction)
    bots = [NormalBot(s) for s in range(rules.players)]
    actions: list[Action] = []
    moved: set[Card] = set()
    for _ in range(steps):
        if state.is_over:
            break
        seat = seats_to_act(state)[0]
        action = bots[seat].choose(seat_view(state, seat))
        actions.append(action)
        if isinstance(action, PassCards):
            moved.update(action.cards)
        elif isinstance(action, PlayCard):
            moved.add(action.card)
        state, _ = apply(state, action)
    return actions, moved


@pytest.mark.parametrize("name", BOT_NAMES)
@pytest.mark.parametrize("preset,direction,steps", [
    ("classic", "hold", 9),
    ("classic", "left", 14),
    ("pink_lady", "across", 18),
    ("hilo_joker", "right", 10),
])
def test_bots_are_honest(name: str, preset: str, direction: str, steps: int) -> None:
    """Two deals that differ only in cards hidden from seat 0 (swapped between seat 1 and
    the last seat) give seat 0 the same view, so every bot chooses the same action."""
    rules = Rules.preset(preset)
    n = rules.players
    for seed in (3, 4):
        dealt, _ = deal_cards(rules, seed, 1, n - 1)
        hands = [list(h) for h in dealt]
        actions, moved = _public_prefix(rules, hands, direction, steps)
        other = _swap_hidden(hands, 1, n - 1, moved | {Card.parse("2C")})
        assert other is not None
        a = start_hand(rules, hands, direction)
        b = start_hand(rules, other, direction)
        checked = 0
        for action in [*actions, None]:
            if 0 in seats_to_act(a):
                view = seat_view(a, 0)
                assert seat_view(b, 0) == view
                assert a.hands != b.hands
                assert bot(name, 7).choose(view) == bot(name, 7).choose(seat_view(b, 0))
                checked += 1
            if action is None:
                break
            a, _ = apply(a, action)
            b, _ = apply(b, action)
        assert checked


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), steps=st.integers(0, 30))
def test_normal_and_easy_never_depend_on_hidden_cards(seed: int, steps: int) -> None:
    rules = Rules.preset("classic")
    dealt, _ = deal_cards(rules, seed, 1, 3)
    hands = [list(h) for h in dealt]
    actions, moved = _public_prefix(rules, hands, "left", steps)
    other = _swap_hidden(hands, 1, 3, moved | {Card.parse("2C")})
    if other is None:
        return
    a = start_hand(rules, hands, "left")
    b = start_hand(rules, other, "left")
    for action in actions:
        a, _ = apply(a, action)
        b, _ = apply(b, action)
    if 0 not in seats_to_act(a):
        return
    view = seat_view(a, 0)
    assert view == seat_view(b, 0)
    for make in (NormalBot, EasyBot, RandomBot):
        assert make(seed).choose(view) == make(seed).choose(seat_view(b, 0))


# --------------------------------------------------------------------------- make_bot


def test_make_bot_kinds_and_named_opponents() -> None:
    assert isinstance(make_bot("random", seed=1), RandomBot)
    assert isinstance(make_bot("easy"), EasyBot)
    assert isinstance(make_bot("Normal"), NormalBot)
    pauline = make_bot("pauline")
    assert isinstance(pauline, NormalBot) and pauline.name == "pauline"
    assert pauline.personality.key == "pauline"
    assert isinstance(make_bot("pauline", level="easy"), EasyBot)
    grace = make_bot("grace")
    assert isinstance(grace, EasyBot)
    tuned = dataclasses.replace(ROSTER[0], moon_appetite=1.0)
    custom = make_bot("normal", personality=tuned)
    assert isinstance(custom, NormalBot) and custom.personality is tuned
    for b in (make_bot(k) for k in ("random", "easy", "normal")):
        assert isinstance(b, Bot)
    with pytest.raises(ValueError, match="unknown bot"):
        make_bot("grandmaster")
    with pytest.raises(ValueError, match="level"):
        make_bot("ben", level="grandmaster")


def test_make_bot_hard_is_lazy_and_fails_clearly_without_it() -> None:
    if HARD:
        b = make_bot("hard", seed=2, budget_ms=None, samples=2)
        assert hasattr(b, "choose_with_reason")
    else:
        with pytest.raises(BotUnavailableError, match="Hard bot"):
            make_bot("hard")


def test_choose_refuses_a_view_without_choices() -> None:
    state = start_hand(Rules.preset("classic"), deal_cards(Rules.preset("classic"), 1, 1, 3)[0],
                       "hold")
    idle = seat_view(state, (state.to_move or 0) + 1)
    for b in (NormalBot(1), EasyBot(1), RandomBot(1)):
        with pytest.raises(ValueError):
            b.choose(idle)


def test_hint_gives_the_hard_choice_and_a_reason() -> None:
    from hearts_desktop.games.hearts.bots import Hint, hint

    view = _views(Rules.preset("classic"), 8, 6)[-1]
    if not HARD:
        with pytest.raises(BotUnavailableError):
            hint(view)
        return
    h = hint(view, budget_ms=None, samples=4)
    assert isinstance(h, Hint) and h.action in view.legal
    assert isinstance(h.reason, str) and h.reason
