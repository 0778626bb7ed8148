"""The time budget of every game's search players: CPU time, within a wall-clock ceiling.

A search player works in rounds (one sampled deal, or a round of them) and asks its
``Clock`` after each round whether to stop. The budget is CPU time of the thinking thread,
so a bot that shares a busy core gets the same number of samples, only later: its strength
does not depend on the load. The wall-clock ceiling ends a starved search (a process that
gets less than ``cpu_ms / wall_ms`` of a core) with the samples it managed.

The core reads no clock: the two clocks are callables given to ``Clock`` (seconds, e.g.
``time.thread_time`` and ``time.perf_counter``, which the bots pass; the tests give fake
ones). ``Budget`` is a bot's setting (CPU milliseconds per decision, the ceiling, a fixed
sample count for the deterministic mode, the clocks); ``Budget.start`` makes one
decision's ``Clock``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

__all__ = ["WALL_CEILING_MS", "Budget", "Clock", "Timer"]

Timer = Callable[[], float]
"""A clock: seconds from an arbitrary origin."""

WALL_CEILING_MS = 1000.0
"""The longest a decision may take in wall time, however little CPU it got."""


class Clock:
    """When a search must stop: ``cpu_ms`` of CPU time spent (``cpu_time``), or the
    wall-clock ceiling ``wall_ms`` (``wall_time``) about to be passed, whichever comes
    first.

    Both limits are predictive: ``over`` (called after each round of work) is True when
    one more round like the last one (CPU time) would pass the budget, or when the time
    elapsed plus the longest round so far (wall time) would pass ``wall_ms``. So a
    decision ends within its CPU budget, and a starved process returns within the ceiling
    unless one round of work is itself stalled by the scheduler. ``starved`` tells whether
    the ceiling ended the search; ``spent_cpu_ms``/``spent_wall_ms`` what it used."""

    __slots__ = ("cpu_end", "cpu_last", "cpu_start", "cpu_time", "last", "starved", "step",
                 "wall_end", "wall_start", "wall_time")

    def __init__(self, cpu_ms: float, wall_ms: float = WALL_CEILING_MS, *,
                 cpu_time: Timer, wall_time: Timer) -> None:
        self.cpu_time = cpu_time
        self.wall_time = wall_time
        self.cpu_start = self.cpu_last = cpu_time()
        self.wall_start = self.last = wall_time()
        self.cpu_end = self.cpu_start + cpu_ms / 1000.0
        self.wall_end = self.wall_start + wall_ms / 1000.0
        self.step = 0.0
        self.starved = False
        """Whether the wall ceiling (not the CPU budget) ended the search."""

    def over(self) -> bool:
        """Called after each round of work: whether to stop now."""
        now = self.wall_time()
        step = now - self.last
        self.last = now
        if step > self.step:
            self.step = step
        if now + self.step >= self.wall_end:
            self.starved = True
            return True
        cpu = self.cpu_time()
        step_cpu = cpu - self.cpu_last
        self.cpu_last = cpu
        return cpu + step_cpu >= self.cpu_end

    @property
    def spent_cpu_ms(self) -> float:
        return (self.cpu_time() - self.cpu_start) * 1000.0

    @property
    def spent_wall_ms(self) -> float:
        return (self.wall_time() - self.wall_start) * 1000.0


@dataclass(frozen=True)
class Budget:
    """A search player's budget per decision: ``cpu_ms`` of CPU time (None: no clock,
    ``samples`` rounds exactly -- the deterministic mode of tests and reproducible
    benchmarks) within ``wall_ms`` of wall time, read from the clocks ``cpu_time`` and
    ``wall_time``. ``samples`` with a ``cpu_ms`` caps the rounds as well (the first limit
    reached ends the search)."""

    cpu_ms: float | None
    cpu_time: Timer
    wall_time: Timer
    wall_ms: float = WALL_CEILING_MS
    samples: int | None = None

    def __post_init__(self) -> None:
        if self.cpu_ms is None and self.samples is None:
            raise ValueError("give a time budget or a sample count")
        if self.samples is not None and self.samples < 1:
            raise ValueError("samples must be >= 1")

    def start(self, factor: float = 1.0) -> Clock | None:
        """One decision's clock, ``factor`` times the CPU budget (None without a budget)."""
        if self.cpu_ms is None:
            return None
        return Clock(self.cpu_ms * factor, self.wall_ms, cpu_time=self.cpu_time,
                     wall_time=self.wall_time)

    def done(self, clock: Clock | None, rounds: int, most: int | None = None) -> bool:
        """After ``rounds`` rounds of work: whether the search stops (``samples`` or
        ``most`` rounds done, or ``clock`` over). Call it once per round: it reads the
        clock."""
        cap = self.samples if most is None else (
            most if self.samples is None else min(most, self.samples))
        if cap is not None and rounds >= cap:
            return True
        return clock is not None and clock.over()
