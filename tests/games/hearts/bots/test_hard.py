"""The Hard bot: determinized search. Every test uses the deterministic mode (a fixed
number of samples, no clock), so results do not depend on the machine's speed."""

from __future__ import annotations

import math

import pytest

from hearts_desktop.games.hearts import (
    Card,
    ChooseMoon,
    MatchState,
    Phase,
    PlayCard,
    Rules,
    SeatView,
    apply,
    fast,
    new_match,
    parse_cards,
    seat_view,
    seats_to_act,
    start_hand,
)
from hearts_desktop.games.hearts.bots.hard import (
    EXPERT_PASS_Z,
    EXPERT_PRUNE_Z,
    PASS_Z,
    PRUNE_Z,
    WALL_CEILING_MS,
    Clock,
    ExpertBot,
    HardBot,
    _Stats,
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


class FakeTime:
    """A fake clock (seconds) for ``Clock``: each reading after the first is one round of
    work later, a round costing ``step`` (or the next of ``steps``)."""

    def __init__(self, step: float = 0.0, steps: list[float] | None = None) -> None:
        self.now = 0.0
        self.step = step
        self.steps = list(steps or [])
        self.reads = 0

    def __call__(self) -> float:
        now = self.now
        self.now += self.steps.pop(0) if self.steps else self.step
        self.reads += 1
        return now


def fake_clock(cpu_ms: float, wall_ms: float, cpu_step: float, wall_step: float = 0.0,
               wall_steps: list[float] | None = None) -> Clock:
    return Clock(cpu_ms, wall_ms, cpu_time=FakeTime(cpu_step),
                 wall_time=FakeTime(wall_step, wall_steps))


def rounds_until_over(clock: Clock, limit: int = 10_000) -> int:
    for n in range(1, limit):
        if clock.over():
            return n
    raise AssertionError("the clock never stopped")


def test_the_clock_stops_before_a_round_would_pass_the_cpu_budget() -> None:
    # Rounds of 7 ms CPU against 60 ms: after 8 rounds (56 ms) a ninth would end at 63 ms.
    clock = fake_clock(60.0, 1000.0, cpu_step=0.007, wall_step=0.007)
    assert rounds_until_over(clock) == 8
    assert not clock.starved  # the CPU budget ended it, not the ceiling
    assert clock.cpu_last - clock.cpu_start <= 0.060


def test_the_clock_stops_at_the_wall_ceiling_when_the_cpu_is_starved() -> None:
    # The process gets 1 ms of CPU per 150 ms of wall time: the 60 ms budget would take
    # 9 s; the search stops after 6 rounds (0.9 s), a seventh would end past 1 s.
    clock = fake_clock(60.0, 1000.0, cpu_step=0.001, wall_step=0.150)
    assert rounds_until_over(clock) == 6
    assert clock.starved
    assert clock.last - clock.wall_start <= 1.0


def test_the_ceiling_allows_for_the_longest_round_so_far() -> None:
    """One round stalled for 0.5 s: at 0.7 s another such round could pass the ceiling."""
    clock = fake_clock(60_000.0, 1000.0, cpu_step=0.001,
                       wall_steps=[0.1, 0.1, 0.5, 0.1, 0.1, 0.1])
    assert rounds_until_over(clock) == 3
    assert clock.starved and clock.last == pytest.approx(0.7)


def test_no_time_at_all_stops_after_one_round() -> None:
    assert rounds_until_over(Clock(0.0, 60_000.0)) == 1
    starved = Clock(60_000.0, 0.0)
    assert rounds_until_over(starved) == 1 and starved.starved


def _mid_deal_view(seed: int = 21, tricks: int = 3) -> SeatView:
    state = new_match(Rules.preset("classic"), seed)
    rnd = [RandomBot(s) for s in range(4)]
    while len(state.tricks) < tricks:
        seat = seats_to_act(state)[0]
        state, _ = apply(state, rnd[seat].choose(seat_view(state, seat)))
    return seat_view(state, state.to_move or 0)


def _timed(bot_class: type[HardBot], cpu_step: float, wall_step: float,
           **kw: object) -> HardBot:
    return bot_class(3, timers=(FakeTime(cpu_step), FakeTime(wall_step)),  # type: ignore[arg-type]
                     **kw)


def test_a_card_decision_ends_within_its_cpu_budget() -> None:
    view = _mid_deal_view()
    bot = _timed(HardBot, cpu_step=0.007, wall_step=0.007)
    action, reason = bot.choose_with_reason(view)
    assert reason == "search" and action in view.legal
    clock = bot.last_clock
    assert clock is not None and not bot.last_starved
    assert clock.cpu_last - clock.cpu_start <= bot.budget_ms / 1000.0  # type: ignore[operator]
    assert bot.last_samples == 8  # a sample per 7 ms: the budget was used, not passed


def test_a_starved_card_decision_ends_within_the_wall_ceiling() -> None:
    view = _mid_deal_view()
    bot = _timed(HardBot, cpu_step=0.001, wall_step=0.150)
    assert bot.choose(view) in view.legal
    clock = bot.last_clock
    assert clock is not None and bot.last_starved
    assert clock.last - clock.wall_start <= 1.0
    assert bot.last_samples == 6  # what it managed in the wall time, then it played


def test_a_pass_ends_within_its_larger_cpu_budget() -> None:
    state = new_match(Rules.preset("classic"), 4)
    view = seat_view(state, 1)
    bot = _timed(HardBot, cpu_step=0.035, wall_step=0.035)
    assert bot.choose(view) in view.legal
    clock = bot.last_clock
    assert clock is not None and not bot.last_starved
    spent = clock.cpu_last - clock.cpu_start
    assert 0.060 < spent <= 0.240  # 4 x 60 ms for a pass
    assert bot.last_samples == 6
    # The wall ceiling holds for a pass too.
    starved = _timed(HardBot, cpu_step=0.001, wall_step=0.150)
    assert starved.choose(view) in view.legal and starved.last_starved
    assert starved.last_clock is not None
    assert starved.last_clock.last - starved.last_clock.wall_start <= 1.0


def test_expert_searches_longer_within_its_own_budget() -> None:
    view = _mid_deal_view()
    hard_bot = _timed(HardBot, cpu_step=0.007, wall_step=0.007)
    expert = _timed(ExpertBot, cpu_step=0.007, wall_step=0.007)
    hard_bot.choose(view)
    expert.choose(view)
    clock = expert.last_clock
    assert clock is not None and not expert.last_starved
    assert clock.cpu_last - clock.cpu_start <= 0.300
    assert expert.last_samples > hard_bot.last_samples


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
    hard_bot = make_bot("hard", seed=1)
    assert isinstance(hard_bot, HardBot) and not isinstance(hard_bot, ExpertBot)
    assert hard_bot.budget_ms is not None
    assert bot.budget_ms > hard_bot.budget_ms
    assert bot.budget_ms * bot.pass_factor > hard_bot.budget_ms * hard_bot.pass_factor
    # A roster opponent plays at the expert level with its own character.
    ben = make_bot("ben", seed=1, level="expert")
    assert isinstance(ben, ExpertBot) and ben.personality is not None
    assert ben.personality.key == "ben"
    # Options go through, as for Hard (the deterministic mode).
    assert make_bot("expert", seed=1, budget_ms=None, samples=3).samples == 3


def test_both_levels_play_their_rollouts_with_stoppers() -> None:
    """Hard's and Expert's rollouts keep a stopper heart (``rollout.moon_playout(
    stopper=True)``) unless told not to: on a deal where the two rollouts differ, each bot's
    rollout gives its own one's scores."""
    from hearts_desktop.games.hearts import deal_cards
    from hearts_desktop.games.hearts.bots import make_bot
    from hearts_desktop.games.hearts.bots.rollout import moon_playout
    from hearts_desktop.games.hearts.rng import Stream

    assert ExpertBot(1).stopper and HardBot(1).stopper
    assert make_bot("hard", seed=1).stopper and make_bot("ben", seed=1, level="hard").stopper
    rules = Rules.preset("classic")
    for seed in range(100):
        hands, _ = deal_cards(rules, seed, 1, 3)
        pos = fast.from_state(start_hand(rules, hands, "hold"))
        kept, plain = moon_playout(pos, stopper=True), moon_playout(pos)
        if kept != plain:
            break
    else:
        pytest.fail("no deal of 100 where a stopper changes the rollout")
    assert ExpertBot(1)._rollout(pos, Stream(0)) == kept
    assert HardBot(1)._rollout(pos, Stream(0)) == kept
    for bot in (HardBot(1, stopper=False), ExpertBot(1, stopper=False)):
        assert not bot.stopper and bot._rollout(pos, Stream(0)) == plain


def _stats_behind_by(z: float, samples: int = 40) -> _Stats:
    """Two candidates on paired samples: the second trails the first by ``z`` standard
    errors of the paired difference."""
    stats = _Stats(2)
    # differences alternate 1 - a and 1 + a: mean 1, standard deviation ~a
    n = samples
    a = math.sqrt(n - 1) / z  # so that mean / (sd / sqrt(n - 1)) == z
    for k in range(n):
        d = 1.0 + (a if k % 2 else -a)
        stats.values[0].append(10.0)
        stats.values[1].append(10.0 - d)
        stats.weights.append(1.0)
    return stats


def test_a_candidate_is_dropped_only_when_clearly_behind() -> None:
    for z, kept in ((PRUNE_Z + 0.3, [0]), (PRUNE_Z - 0.3, [0, 1])):
        stats = _stats_behind_by(z)
        stats.prune(PRUNE_Z)
        assert stats.active == kept
    # Expert's stricter test keeps a card Hard's would drop.
    stats = _stats_behind_by((PRUNE_Z + EXPERT_PRUNE_Z) / 2)
    stats.prune(EXPERT_PRUNE_Z)
    assert stats.active == [0, 1]
    stats.prune(PRUNE_Z)
    assert stats.active == [0]


def test_expert_drops_candidates_at_a_stricter_test(monkeypatch: pytest.MonkeyPatch) -> None:
    assert EXPERT_PRUNE_Z > PRUNE_Z
    assert ExpertBot(1).prune_z == EXPERT_PRUNE_Z and HardBot(1).prune_z == PRUNE_Z
    assert ExpertBot(1, prune_z=3.0).prune_z == 3.0  # an option, as for Hard
    seen: list[float] = []
    real = _Stats.prune

    def spy(self: _Stats, z: float = PRUNE_Z, min_samples: int = 6) -> None:
        seen.append(z)
        real(self, z, min_samples)

    monkeypatch.setattr(_Stats, "prune", spy)
    state = new_match(Rules.preset("classic"), 5)
    while state.phase is Phase.PASSING:
        for seat in seats_to_act(state):
            state, _ = apply(state, hard(seed=seat, samples=2).choose(seat_view(state, seat)))
    for cls, z in ((HardBot, PRUNE_Z), (ExpertBot, EXPERT_PRUNE_Z)):
        seen.clear()
        st = state
        while not seen and st.phase is Phase.PLAYING:
            seat = seats_to_act(st)[0]
            bot = cls(3, budget_ms=None, samples=24)
            st, _ = apply(st, bot.choose(seat_view(st, seat)))
        assert seen and set(seen) == {z}


def test_expert_leaves_normals_pass_at_a_smaller_lead(monkeypatch: pytest.MonkeyPatch) -> None:
    """A searched pass replaces Normal's when it leads by ``pass_z`` standard errors:
    Hard asks for 2, Expert (3.75 times the CPU time for a pass) for less, so a lead between
    the two changes Expert's pass and not Hard's."""
    assert EXPERT_PASS_Z < PASS_Z
    assert ExpertBot(1).pass_z == EXPERT_PASS_Z and HardBot(1).pass_z == PASS_Z
    assert ExpertBot(1, pass_z=PASS_Z).pass_z == PASS_Z  # an option, as for Hard
    lead = _stats_behind_by((EXPERT_PASS_Z + PASS_Z) / 2)  # candidate 0 leads candidate 1
    assert lead.beats(0, 1, EXPERT_PASS_Z) and not lead.beats(0, 1, PASS_Z)
    asked: list[float] = []
    real = _Stats.beats

    def spy(self: _Stats, i: int, j: int, z: float) -> bool:
        asked.append(z)
        return real(self, i, j, z)

    monkeypatch.setattr(_Stats, "beats", spy)
    for cls, z in ((HardBot, PASS_Z), (ExpertBot, EXPERT_PASS_Z)):
        asked.clear()
        for seed in range(6):
            state = new_match(Rules.preset("classic"), seed)
            view = seat_view(state, seed % 4)
            assert cls(seed, budget_ms=None, samples=12).choose(view) in view.legal
        assert asked and set(asked) == {z}  # some search left its first candidate behind


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
    from hearts_desktop.bench.hearts import BotConfig, play_deal

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


def _brute_force(state: MatchState, seat: int, utility: object) -> tuple[float, ...]:
    """Exact play of the rest of the hand on the reference engine, every legal card tried
    (max^n: each seat takes the card best for itself, the lower card on a tie; ``seat``
    by ``utility``, the others by their deal score against the mean of the others')."""
    deals = len(state.history)

    def solve(st: MatchState) -> tuple[float, ...]:
        if len(st.history) > deals:
            scores = tuple(int(s.real) if isinstance(s, complex) else int(s)
                           for s in st.history[-1].deal_scores)
            n = len(scores)
            out = [(sum(scores) - n * x) / (n - 1) for x in scores]
            out[seat] = utility(scores)  # type: ignore[operator]
            return tuple(out)
        me = st.to_move
        assert me is not None
        legal = sorted((a for a in seat_view(st, me).legal if isinstance(a, PlayCard)),
                       key=lambda a: a.card.index)
        best: tuple[float, ...] | None = None
        for action in legal:
            value = solve(apply(st, action)[0])
            if best is None or value[me] > best[me]:
                best = value
        assert best is not None
        return best

    return solve(state)


def _random_endgame(seed: int) -> MatchState:
    """Three cards each from a random part of the pack that holds the Q♠ and some hearts,
    a random number of the first trick's cards already played."""
    from random import Random

    rnd = Random(seed)
    pool = [c for c in FULL_PACK if str(c) != "QS"]
    cards = [Card.parse("QS"), *rnd.sample(pool, 11)]
    rnd.shuffle(cards)
    hands = [" ".join(str(c) for c in cards[i::4]) for i in range(4)]
    state = small(hands, moon=rnd.choice(["others", "off"]))
    for _ in range(rnd.randrange(4)):
        assert state.to_move is not None
        legal = seat_view(state, state.to_move).legal
        state, _ = apply(state, legal[rnd.randrange(len(legal))])
    return state


@pytest.mark.parametrize("seed", range(24))
def test_the_endgame_solver_finds_the_exact_optimum(seed: int) -> None:
    """Every card the seat to move may play is valued as brute force over the reference
    engine values it (3 tricks, moons on or off, from any point of the first trick)."""
    from hearts_desktop.games.hearts.bots.hard import Endgame, Utility

    state = _random_endgame(seed)
    seat = state.to_move
    assert seat is not None
    utility = Utility(seat_view(state, seat))
    solver = Endgame(seat, utility)
    pos = fast.from_state(state)
    for action in seat_view(state, seat).legal:
        assert isinstance(action, PlayCard)
        after = pos.copy()
        fast.play(after, action.card.index)
        exact = _brute_force(apply(state, action)[0], seat, utility)[seat]
        assert solver.value(after) == pytest.approx(exact), str(action.card)
    assert solver.value(pos) == pytest.approx(_brute_force(state, seat, utility)[seat])


def test_the_rollouts_model_each_seat_by_the_level_the_table_shows() -> None:
    """``seat_levels``: a random, Easy or Normal player discards its highest heart in the
    rollouts (as those levels do), a human (None), an unknown player, Hard or Expert keeps
    a stopper; ``make_bot`` reads a roster opponent's key as its level."""
    from hearts_desktop.games.hearts.bots import make_bot, seat_level
    from hearts_desktop.games.hearts.bots.hard import NAIVE_LEVELS, stopper_seats
    from hearts_desktop.games.hearts.bots.rollout import ALL_SEATS
    from hearts_desktop.games.hearts.rng import Stream

    from .test_rollout import _last_two_tricks

    assert frozenset({"random", "easy", "normal"}) == NAIVE_LEVELS
    assert stopper_seats(()) == ALL_SEATS
    assert stopper_seats((None, "normal", "hard", "easy")) == ALL_SEATS & ~0b1010
    assert stopper_seats(("random", "expert", None, "ismcts")) == ALL_SEATS & ~0b0001
    assert [seat_level(k) for k in (None, "Ben", "grace", "hard", "random", "ismcts")] == [
        None, "normal", "easy", "hard", "random", None]
    # Seat 1 holds the A♥ and 5♥ while seat 0 shoots (test_rollout._last_two_tricks).
    pos = _last_two_tricks()
    moon, stopped = (0, 26, 26, 26), (24, 2, 0, 0)
    for levels, want in (((), stopped), ((None, None, None, None), stopped),
                         (("hard", "normal", "hard", "hard"), moon),
                         (("hard", "expert", "normal", "easy"), stopped),
                         (("hard", "ben", None, None), moon),
                         (("hard", "random", None, None), moon)):
        for kind in ("hard", "expert"):
            bot = make_bot(kind, seed=1, seat_levels=levels)
            assert isinstance(bot, HardBot)
            assert bot._rollout(pos, Stream(0)) == want, (kind, levels)
    # without stoppers nobody keeps one, whoever sits there
    bot = HardBot(1, stopper=False, seat_levels=(None, "hard", None, None))
    assert bot._rollout(pos, Stream(0)) == moon
