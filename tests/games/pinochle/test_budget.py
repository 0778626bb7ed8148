"""Pinochle's Hard searches on the shared CPU-time budget (``core.budget``), on fake clocks:
it stops when the CPU budget is spent, or at the wall ceiling when its CPU time does not
advance; the same seed and budget give the same decision."""

from __future__ import annotations

from hearts_desktop.games.pinochle import PlayCard, Rules, deal_hands, seat_view, start_hand
from hearts_desktop.games.pinochle.bots.hard import HardBot

from ...core.test_budget import FakeTime
from .helpers import to_play


def lead_view():  # type: ignore[no-untyped-def]
    state, _ = to_play(start_hand(Rules(), deal_hands(Rules(), 4, 1, 3), dealer=3), 0, "H")
    return seat_view(state, 0)


def timed(cpu_step: float, wall_step: float, seed: int = 5) -> HardBot:
    return HardBot(seed, timers=(FakeTime(cpu_step), FakeTime(wall_step)))


def test_hard_stops_when_its_cpu_budget_is_spent() -> None:
    view = lead_view()
    bot = timed(cpu_step=0.007, wall_step=0.007)
    action, reason = bot.choose_with_reason(view)
    assert reason == "search" and isinstance(action, PlayCard) and action in view.legal
    assert bot.last_samples == 8 and not bot.last_starved  # 8 x 7 ms; a ninth passes 60
    assert bot.last_clock is not None
    assert bot.last_clock.cpu_last - bot.last_clock.cpu_start <= 0.060


def test_hard_stops_at_the_wall_ceiling_when_its_cpu_time_does_not_advance() -> None:
    view = lead_view()
    bot = timed(cpu_step=0.0, wall_step=0.150)
    assert bot.choose(view) in view.legal
    assert bot.last_samples == 6 and bot.last_starved
    assert bot.last_clock is not None
    assert bot.last_clock.last - bot.last_clock.wall_start <= 1.0


def test_the_same_seed_and_budget_give_the_same_decision() -> None:
    view = lead_view()
    first, second = timed(0.003, 0.003), timed(0.003, 0.003)
    assert first.choose(view) == second.choose(view)
    assert first.last_samples == second.last_samples == 19
    # A busier machine (more wall time for the same CPU) searches the same deals.
    busy = timed(0.003, 0.009)
    assert busy.choose(view) == first.choose(view) and busy.last_samples == 19


def test_a_fixed_sample_count_reads_no_clock() -> None:
    cpu, wall = FakeTime(1.0), FakeTime(1.0)
    bot = HardBot(5, samples=3, timers=(cpu, wall))
    assert bot.choose(lead_view()) in lead_view().legal
    assert bot.last_samples == 3 and bot.last_clock is None
    assert cpu.now == wall.now == 0.0
