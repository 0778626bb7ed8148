"""The time budget shared by every game's search players (``core.budget``): CPU time within
a wall-clock ceiling, on fake clocks."""

from __future__ import annotations

import pytest

from hearts_desktop.core.budget import Budget, Clock


class FakeTime:
    """A fake clock (seconds): each reading after the first is one round of work later, a
    round costing ``step`` (or the next of ``steps``). Shared by the games' budget tests."""

    def __init__(self, step: float = 0.0, steps: list[float] | None = None) -> None:
        self.now = 0.0
        self.step = step
        self.steps = list(steps or [])

    def __call__(self) -> float:
        now = self.now
        self.now += self.steps.pop(0) if self.steps else self.step
        return now


def clock(cpu_ms: float, wall_ms: float, cpu_step: float, wall_step: float = 0.0) -> Clock:
    return Clock(cpu_ms, wall_ms, cpu_time=FakeTime(cpu_step), wall_time=FakeTime(wall_step))


def rounds_until_over(c: Clock, limit: int = 10_000) -> int:
    for n in range(1, limit):
        if c.over():
            return n
    raise AssertionError("the clock never stopped")


def test_the_search_stops_when_the_cpu_budget_is_spent() -> None:
    # Rounds of 7 ms CPU against 60 ms: after 8 rounds (56 ms) a ninth would end at 63 ms.
    c = clock(60.0, 1000.0, cpu_step=0.007, wall_step=0.007)
    assert rounds_until_over(c) == 8
    assert not c.starved
    assert c.cpu_last - c.cpu_start <= 0.060


def test_the_wall_ceiling_stops_a_search_whose_cpu_time_does_not_advance() -> None:
    # No CPU at all (a starved thread): the budget alone would never end it; 150 ms of wall
    # time per round: 6 rounds (0.9 s), a seventh would pass the 1 s ceiling.
    c = clock(60.0, 1000.0, cpu_step=0.0, wall_step=0.150)
    assert rounds_until_over(c) == 6
    assert c.starved and c.last - c.wall_start <= 1.0


def test_a_busy_machine_gives_the_same_rounds_later() -> None:
    """The same CPU per round, three times the wall time: the same number of rounds."""
    quiet = clock(62.0, 1000.0, cpu_step=0.005, wall_step=0.005)
    busy = clock(62.0, 1000.0, cpu_step=0.005, wall_step=0.015)
    assert rounds_until_over(quiet) == rounds_until_over(busy) == 12
    assert not busy.starved


def test_a_budget_counts_rounds_or_reads_the_clock() -> None:
    fixed = Budget(None, FakeTime(1.0), FakeTime(1.0), samples=5)
    assert fixed.start() is None
    assert [fixed.done(None, n) for n in (4, 5)] == [False, True]
    timed = Budget(60.0, FakeTime(0.007), FakeTime(0.007))
    c = timed.start(factor=2.0)  # 120 ms
    assert c is not None
    assert next(n for n in range(1, 100) if timed.done(c, n)) == 17
    capped = Budget(60.0, FakeTime(0.0), FakeTime(0.0), samples=3)
    c = capped.start()
    assert next(n for n in range(1, 100) if capped.done(c, n, most=10)) == 3
    assert next(n for n in range(1, 100) if timed.done(timed.start(), n, most=2)) == 2
    with pytest.raises(ValueError):
        Budget(None, FakeTime(), FakeTime())
    with pytest.raises(ValueError):
        Budget(60.0, FakeTime(), FakeTime(), samples=0)
