"""Ombre's Hard searches on the shared CPU-time budget (``core.budget``), on fake clocks:
it stops when the CPU budget is spent, or at the wall ceiling when its CPU time does not
advance; the same seed and budget give the same decision."""

from __future__ import annotations

from hearts_desktop.games.ombre import (
    Phase,
    PlayCard,
    Rules,
    SeatView,
    apply,
    new_match,
    seat_view,
    seats_to_act,
)
from hearts_desktop.games.ombre.bots import NormalBot
from hearts_desktop.games.ombre.bots.hard import HardBot

from ....core.test_budget import FakeTime


def play_view(preset: str = "ombre", seed: int = 3) -> SeatView:
    """The first card decision of the deal with at least three cards to choose from."""
    state = new_match(Rules.preset(preset), seed)
    bots = [NormalBot(s) for s in range(state.rules.players)]
    while True:
        seat = seats_to_act(state)[0]
        view = seat_view(state, seat)
        cards = [a for a in view.legal if isinstance(a, PlayCard)]
        if view.phase is Phase.PLAYING and len(cards) >= 3:
            return view
        state, _ = apply(state, bots[seat].choose(view))


def timed(cpu_step: float, wall_step: float, seed: int = 5) -> HardBot:
    return HardBot(seed, timers=(FakeTime(cpu_step), FakeTime(wall_step)))


def test_hard_stops_when_its_cpu_budget_is_spent() -> None:
    view = play_view()
    bot = timed(cpu_step=0.007, wall_step=0.007)
    assert bot.choose(view) in view.legal
    assert bot.last_samples == 8 and not bot.last_starved  # 8 x 7 ms; a ninth passes 60
    assert bot.last_clock is not None
    assert bot.last_clock.cpu_last - bot.last_clock.cpu_start <= 0.060


def test_hard_stops_at_the_wall_ceiling_when_its_cpu_time_does_not_advance() -> None:
    view = play_view()
    bot = timed(cpu_step=0.0, wall_step=0.150)
    assert bot.choose(view) in view.legal
    assert bot.last_samples == 6 and bot.last_starved
    assert bot.last_clock is not None
    assert bot.last_clock.last - bot.last_clock.wall_start <= 1.0


def test_a_search_plays_its_fewest_samples_whatever_the_clock() -> None:
    bot = timed(cpu_step=1.0, wall_step=0.0)  # every round costs a whole second of CPU
    view = play_view()
    assert bot.choose(view) in view.legal and bot.last_samples == 4


def test_the_same_seed_and_budget_give_the_same_decision() -> None:
    view = play_view("quadrille", 4)
    first, second = timed(0.003, 0.003), timed(0.003, 0.003)
    assert first.choose(view) == second.choose(view)
    assert first.last_samples == second.last_samples == 19
    busy = timed(0.003, 0.009)
    assert busy.choose(view) == first.choose(view) and busy.last_samples == 19
