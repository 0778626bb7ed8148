"""The Hard bot: determinized search. Every test uses the deterministic mode (a fixed
number of samples, no clock), so results do not depend on the machine's speed."""

from __future__ import annotations

import pytest

from hearts_desktop.games.hearts import (
    Card,
    ChooseMoon,
    MatchState,
    Phase,
    PlayCard,
    Rules,
    apply,
    fast,
    new_match,
    parse_cards,
    seat_view,
    seats_to_act,
    start_hand,
)
from hearts_desktop.games.hearts.bots.hard import (
    WALL_CEILING_MS,
    Clock,
    ExpertBot,
    HardBot,
    equivalence_classes,
)
from hearts_desktop.games.hearts.bots.random_bot import RandomBot
from hearts_desktop.games.hearts.cards import FULL_PACK


def hard(seed: int = 1, samples: int = 12, **kw: object) -> HardBot:
    return HardBot(seed, budget_ms=None, samples=samples, **kw)  # type: ignore[arg-type]


def small(hands: list[str], **changes: object) -> MatchState:
    """A short hand: the deck is exactly the cards dealt; seat 0 leads (dealer's left), no
    pass, penalty cards allowed on the first trick."""
    cards = {c for h in hands for c in parse_cards(h)}
    removed = tuple(c for c in FULL_PACK if c not in cards)
    rules = Rules.preset("classic").replace(removed_cards=removed, opening="dealer_left",
                                             first_trick_ban=False, passing="none", pass_count=0,
                                             **changes)
    return start_hand(rules, hands, "hold")


def play(state: MatchState, *cards: str) -> MatchState:
    for c in cards:
        assert state.to_move is not None
        state, _ = apply(state, PlayCard(state.to_move, Card.parse(c)))
    return state


def ask(state: MatchState, **kw: object) -> tuple[str, str]:
    assert state.to_move is not None
    action, reason = hard(**kw).choose_with_reason(seat_view(state, state.to_move))
    assert isinstance(action, PlayCard)
    return str(action.card), reason


# --------------------------------------------------------------------------- legality


def _play_match(rules: Rules, seed: int, hands: int, bots: dict[int, object]) -> int:
    """Play ``hands`` deals of a match; every seat in ``bots`` is checked against
    ``view.legal``. Returns the number of checked decisions."""
    state = new_match(rules, seed)
    checked = 0
    while len(state.history) < hands and state.phase is not Phase.MATCH_OVER:
        seat = seats_to_act(state)[0]
        view = seat_view(state, seat)
        bot = bots.get(seat) or RandomBot(seed + seat)
        action = bot.choose(view)  # type: ignore[attr-defined]
        if seat in bots:
            assert action in view.legal
            checked += 1
        state, _ = apply(state, action)
    return checked


@pytest.mark.parametrize("preset", ["classic", "black_lady", "omnibus", "spot", "pink_lady",
                                    "club10", "online_de"])
def test_hard_plays_only_legal_actions(preset: str) -> None:
    rules = Rules.preset(preset)
    bots = {s: hard(seed=s, samples=2) for s in (0, 2)}
    assert _play_match(rules, 7, 2, bots) > 20


@pytest.mark.parametrize("preset", ["kitty", "hilo_joker", "complex"])
def test_hard_falls_back_to_normal_outside_the_fast_path(preset: str) -> None:
    rules = Rules.preset(preset)
    assert not fast.supports(rules)
    bot = hard(samples=2)
    state = new_match(rules, 3)
    seat = seats_to_act(state)[0]
    action, reason = bot.choose_with_reason(seat_view(state, seat))
    assert reason == "fallback"
    assert action in seat_view(state, seat).legal
    assert _play_match(rules, 5, 1, {1: bot}) > 5


def test_three_and_five_players() -> None:
    for players in (3, 5):
        rules = Rules.preset("classic").replace(players=players)
        assert _play_match(rules, 11, 1, {0: hard(samples=2)}) > 5


# --------------------------------------------------------------------------- determinism


def test_same_view_and_seed_give_the_same_decision() -> None:
    state = new_match(Rules.preset("classic"), 21)
    # Play into the middle of the first deal with random bots.
    rnd = [RandomBot(s) for s in range(4)]
    while len(state.tricks) < 4:
        seat = seats_to_act(state)[0]
        state, _ = apply(state, rnd[seat].choose(seat_view(state, seat)))
    view = seat_view(state, state.to_move or 0)
    bot = hard(seed=5, samples=6)
    first = bot.choose_with_reason(view)
    assert bot.choose_with_reason(view) == first  # the bot keeps no state in between
    assert hard(seed=5, samples=6).choose_with_reason(view) == first


def test_the_pass_is_deterministic_too() -> None:
    state = new_match(Rules.preset("classic"), 4)
    assert state.phase is Phase.PASSING
    view = seat_view(state, 1)
    a = hard(seed=9, samples=3).choose_with_reason(view)
    assert a == hard(seed=9, samples=3).choose_with_reason(view)
    assert a[0] in view.legal
    assert a[1] in ("search", "only_choice")


def test_a_budget_or_a_sample_count_is_needed() -> None:
    with pytest.raises(ValueError):
        HardBot(1, budget_ms=None)
    assert HardBot(1).budget_ms == 60.0
    assert HardBot(1).wall_ms == WALL_CEILING_MS == 1000.0


# --------------------------------------------------------------------------- the clock


def test_the_clock_stops_when_the_cpu_budget_is_spent() -> None:
    clock = Clock(cpu_ms=0.0, wall_ms=60_000.0)
    assert clock.over()
    assert not clock.starved  # the CPU budget ended it, not the ceiling


def test_the_clock_stops_at_the_wall_ceiling_before_the_cpu_budget() -> None:
    clock = Clock(cpu_ms=60_000.0, wall_ms=0.0)
    assert clock.over()
    assert clock.starved


def test_a_long_round_of_work_stops_the_search_before_it_would_pass_the_ceiling() -> None:
    """The clock predicts: the time elapsed plus the longest round so far must fit."""
    clock = Clock(cpu_ms=60_000.0, wall_ms=60_000.0)
    assert not clock.over()
    # Pretend the round just done took 40 s of wall time (40 s elapsed since the start):
    # another round as long would end past the 60 s ceiling.
    clock.last -= 40.0
    clock.wall_end -= 40.0
    assert clock.over() and clock.starved


def test_a_starved_bot_still_plays_a_searched_legal_card() -> None:
    """With no time at all (a budget of 0 ms), one sample is still played out."""
    state = new_match(Rules.preset("classic"), 21)
    rnd = [RandomBot(s) for s in range(4)]
    while len(state.tricks) < 3:
        seat = seats_to_act(state)[0]
        state, _ = apply(state, rnd[seat].choose(seat_view(state, seat)))
    view = seat_view(state, state.to_move or 0)
    for bot in (HardBot(1, budget_ms=0.0), HardBot(1, budget_ms=60_000.0, wall_ms=0.0)):
        action, reason = bot.choose_with_reason(view)
        assert action in view.legal
        if reason == "search":
            assert bot.last_samples == 1
    assert HardBot(1, budget_ms=60_000.0, wall_ms=0.0).choose(view) in view.legal


# --------------------------------------------------------------------------- expert


def test_expert_is_hard_with_a_larger_budget() -> None:
    from hearts_desktop.games.hearts.bots import LEVEL_NAMES, make_bot

    assert LEVEL_NAMES == ("easy", "normal", "hard", "expert")
    bot = make_bot("expert", seed=1)
    assert isinstance(bot, ExpertBot) and bot.name == "expert"
    assert bot.budget_ms == 300.0 and bot.budget_ms * bot.pass_factor <= 1000.0
    assert bot.wall_ms == 1000.0
    # A roster opponent plays at the expert level with its own character.
    ben = make_bot("ben", seed=1, level="expert")
    assert isinstance(ben, ExpertBot) and ben.personality is not None
    assert ben.personality.key == "ben"
    # Options go through, as for Hard (the deterministic mode).
    assert make_bot("expert", seed=1, budget_ms=None, samples=3).samples == 3


def test_a_personality_can_play_at_the_expert_level() -> None:
    from hearts_desktop.games.hearts.bots import personality

    assert personality("pauline").at_level("expert").level == "expert"
    with pytest.raises(ValueError):
        personality("pauline").at_level("grandmaster")


def test_the_hint_asks_the_level_it_is_given() -> None:
    from hearts_desktop.games.hearts.bots import hint
    from hearts_desktop.games.hearts.bots.hint import load_hard_bot

    assert load_hard_bot("expert") is ExpertBot and load_hard_bot() is HardBot
    with pytest.raises(ValueError):
        load_hard_bot("normal")
    state = new_match(Rules.preset("classic"), 4)
    view = seat_view(state, 1)
    h = hint(view, level="expert", budget_ms=None, samples=2)
    assert h.action in view.legal and h.reason in ("search", "only_choice")


def test_make_bot_builds_hard() -> None:
    from hearts_desktop.games.hearts.bots import make_bot  # type: ignore[attr-defined]

    bot = make_bot("hard", seed=1)
    assert isinstance(bot, HardBot) and bot.name == "hard"


# --------------------------------------------------------------------------- tactics


def test_ducks_under_the_winner_as_last_player() -> None:
    state = small(["9D 2C 3C 4S", "5H 4C 5C 6H", "10D 6C 7C 7H", "5D KD 8C 8H"], moon="off")
    state = play(state, "9D", "5H", "10D")
    assert ask(state)[0] == "5D"


def test_dumps_the_queen_when_void() -> None:
    state = small(["2D 3C 4C 5S", "5D 5C 6C 6S", "6D 7C 8C 7S", "QS 2S 3H 9C"], moon="off")
    state = play(state, "2D", "5D", "6D")
    assert ask(state)[0] == "QS"


def test_does_not_take_the_queen_when_it_can_duck() -> None:
    state = small(["JS 3C 4C 5D", "QS 5C 6C 6D", "10S 7C 8C 7D", "AS 9S 9C 8D"], moon="off")
    state = play(state, "JS", "QS", "10S")
    assert ask(state)[0] == "9S"


def test_spends_a_heart_to_stop_a_moon() -> None:
    # Seat 0 has taken every heart so far and holds K♥ A♥: ducking now lets it take all.
    state = small(["10H JH KH AH", "3H 2C 3C 4C", "4H 5C 6C 7C", "5H QH 2H 8C"])
    state = play(state, "10H", "3H", "4H", "5H", "JH", "2C", "5C")
    card, reason = ask(state)
    assert card == "QH" and reason == "search"


def test_equal_cards_count_as_one_choice() -> None:
    # 5♣ 6♣ 7♣ with nothing in between: one candidate, no search needed.
    state = small(["8C 2D 3D 4D", "9C 5D 6D 7D", "10C 8D 9D 10D", "5C 6C 7C 2H"], moon="off")
    state = play(state, "8C", "9C", "10C")
    pos = fast.from_state(state)
    classes = equivalence_classes(pos, fast.indices_of(fast.legal_mask(pos)))
    assert [len(c) for c in classes] == [3]
    assert ask(state) == ("5C", "equivalent")


def test_only_choice() -> None:
    state = small(["2C 3C 4C 8H", "5C 6C 7C 9H", "8C 9C 10C 10H", "5H 6H 7H JC"], moon="off")
    state = play(state, "2C", "5C", "8C")
    assert ask(state) == ("JC", "only_choice")


def _moon_choice_view(match_scores: list[int]) -> object:
    """Seat 3 takes both hearts of a two-card deal: a moon, scored as it chooses."""
    state = small(["2C 3C", "4C 5C", "6C 2H", "AC AH"], moon="choice")
    state = start_hand(state.rules, ["2C 3C", "4C 5C", "6C 2H", "AC AH"], "hold",
                       match_scores=match_scores)
    state = play(state, "2C", "4C", "6C", "AC", "AH", "3C", "5C", "2H")
    assert state.phase is Phase.MOON_CHOICE and state.to_move == 3
    return seat_view(state, 3)


def test_moon_choice_ends_a_match_it_wins() -> None:
    action, reason = hard().choose_with_reason(_moon_choice_view([99, 50, 60, 40]))
    assert action == ChooseMoon(3, "others") and reason == "moon_choice"


def test_moon_choice_does_not_end_a_match_it_loses() -> None:
    # "others" would not end it either, but a trailing player keeps its own score down.
    action, _ = hard().choose_with_reason(_moon_choice_view([95, 50, 60, 99]))
    assert action == ChooseMoon(3, "self")
    # Here "others" would end the match with seat 3 losing.
    action, _ = hard().choose_with_reason(_moon_choice_view([99, 10, 20, 60]))
    assert action == ChooseMoon(3, "self")


# --------------------------------------------------------------------------- strength


def test_hard_beats_random_on_a_few_deals() -> None:
    from hearts_desktop.bench.ai import BotConfig, play_deal

    rules = Rules.preset("classic")
    config = BotConfig(budget_ms=None, samples=4)
    rel = []
    for deal in range(3):
        result = play_deal(rules, 17, deal, "hard", "random", config)
        for h in result.hands:
            own = h.scores[h.seat]
            others = [s for p, s in enumerate(h.scores) if p != h.seat]
            rel.append(own - sum(others) / len(others))
        assert result.entrant.illegal == 0
    assert sum(rel) / len(rel) < 0


def test_a_one_sample_pass_is_normals_pass_without_a_search() -> None:
    """One sampled deal cannot show another pass to be clearly better, so a one-sample
    Hard bot passes what Normal (its character's ranking) would pass, without a search;
    with more samples it searches."""
    from hearts_desktop.games.hearts.bots.normal import NormalBot

    for seed in range(8):
        state = new_match(Rules.preset("classic"), seed)
        assert state.phase is Phase.PASSING
        view = seat_view(state, seed % 4)
        normal = NormalBot(seed).choose(view)
        bot = hard(seed, samples=1)
        assert bot.choose(view) == normal
        assert bot.last_samples == 0  # no deal was sampled
        searched = hard(seed, samples=8)
        assert searched.choose(view) in view.legal
        assert searched.last_samples >= 4  # candidates are pruned every 4 samples at most


# --------------------------------------------------------------------------- endgame


def _endgame_state() -> MatchState:
    """Three cards each; seat 3 follows 10♦ with 5♦ (duck) or A♦ (win). Winning makes it
    lead into three void hands (5♦: three hearts discarded on it) or 2♥; ducking takes
    nothing ever."""
    state = small(["10D 7H 8H", "3D 9H 10H", "4D JH QH", "5D AD 2H"], moon="off")
    return play(state, "10D", "3D", "4D")


def test_the_endgame_solver_ducks_out_of_the_last_tricks() -> None:
    card, reason = ask(_endgame_state(), endgame=4, samples=4)
    assert card == "5D" and reason == "search"


def test_the_endgame_solver_values_exact_play() -> None:
    """With every hand known, the value of a position is the relative score of exact
    (max^n) play: ducking scores 0 for seat 3, winning at least 3 points."""
    from hearts_desktop.games.hearts.bots.hard import Endgame, Utility

    state = _endgame_state()
    pos = fast.from_state(state)
    solver = Endgame(3, Utility(seat_view(state, 3)))
    duck = pos.copy()
    fast.play(duck, Card.parse("5D").index)
    take = pos.copy()
    fast.play(take, Card.parse("AD").index)
    # Ducking: seat 3 takes nothing, the others share the 7 hearts: 7 / 3 - 0.
    assert solver.value(duck) == pytest.approx(7 / 3)
    assert solver.value(take) < 0
    assert solver.value(duck) == pytest.approx(7 / 3)  # memoised, the same


def test_a_solve_too_big_for_its_node_budget_is_abandoned() -> None:
    from hearts_desktop.games.hearts.bots.hard import Endgame, Utility

    state = _endgame_state()
    solver = Endgame(3, Utility(seat_view(state, 3)), max_nodes=2)
    with pytest.raises(Endgame.TooBig):
        solver.value(fast.from_state(state))
