"""One duplicate-deal harness for every game's CPU players (``bench ai --game G``).

**Duplicate deals.** A matchup seats the *entrant* (a level, or a team of it) against the
*field* (another level, or a bot class named by ``--field MODULE:CLASS``). Every deal is
played once per *seating* of the game (``GameBench.lineups``: Hearts and Ombre put the
entrant in seat 0, 1, ... in turn against players of the field in the other seats;
Pinochle puts the entrant team in seats 0 and 2, then in 1 and 3) on the very same cards
and with the same bot seed per seat (``bot_seed``), so the luck of the cards cancels. A
*hand* is one deal played in one seating.

**Figures** (``GameBench.summarise``). Per side: the mean points of a seat per hand, and
its *relative* points, own minus the mean of its opponents' (``GameBench.opponents``: the
other seats, or the other team), averaged over the seatings of a deal first, so that the
95% confidence interval (``mean_ci``) is over independent deals; the time of every
decision around ``bot.choose(view)``, wall clock and CPU time (``time.thread_time``),
median over every decision and over real choices (more than one legal action), and the
maximum; the samples per search and the searches a wall ceiling ended (for bots that
report ``last_samples``); the illegal choices (each is counted and replaced by the first
legal action). A game adds its own figures (``GameBench.figures``: moons, contracts, ...)
and table columns.

**Paired differences** (``paired``): two runs on the same deals give per-deal relative
points; their differences, deal by deal, have a mean and a CI of their own, the A/B test
of a change (``bench compare``).

Work is spread over processes by chunks of deals (``common.run_tasks``); results come back in deal
order, so the figures do not depend on which process finished first.
"""

from __future__ import annotations

import dataclasses
import importlib
import importlib.util
import math
import sys
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

from ..core.game import Bot
from ..core.rng import Stream
from . import common

FIELD = "field"
"""The matchup kind of the bot class given by ``--field MODULE:CLASS``."""
SEARCH_KINDS = ("hard", "expert")
"""Levels that search within a budget (``--budget-ms`` / ``--samples`` for Hard,
``--expert-budget-ms`` / ``--expert-samples`` for Expert)."""
_PURPOSE_BOT_SEED = 0xB07


@dataclass(frozen=True)
class BotConfig:
    """How to build bots: the search levels' CPU budgets (ms per card decision) or fixed
    sample counts, options for the entrant's search bot (``entrant_options``, e.g.
    ``(("infer", 0.35),)``: how the tries in docs/experiments.md were run), the ISMCTS
    bot's simulations per decision (Hearts), the search bots' wall-clock ceiling, the bot
    class seated as the field (``field``, ``MODULE:CLASS``), and options of every search
    bot (``options``: the legality sweeps' quick settings)."""

    budget_ms: float | None = 60.0
    samples: int | None = None
    expert_budget_ms: float | None = 300.0
    expert_samples: int | None = None
    entrant_options: tuple[tuple[str, Any], ...] = ()
    ismcts_simulations: int = 10_000
    wall_ms: float | None = None
    """The search bots' wall-clock ceiling (None: theirs, 1 s)."""
    field: str | None = None
    options: tuple[tuple[str, Any], ...] = ()

    def search(self, kind: str) -> dict[str, Any]:
        """The budget options of a search level ``kind``."""
        if kind == "expert":
            return {"budget_ms": self.expert_budget_ms, "samples": self.expert_samples,
                    **dict(self.options)}
        return {"budget_ms": self.budget_ms, "samples": self.samples, **dict(self.options)}


# --------------------------------------------------------------------------- an outside bot


def load_field(spec: str) -> type:
    """The bot class ``MODULE:CLASS`` (a module importable from here, or a ``.py`` file),
    built as the project's bots are: ``Class(seed)``, then ``bot.choose(view)`` for one
    seat's view. ``SystemExit`` with a message when it cannot be loaded."""
    module_name, sep, attr = spec.partition(":")
    if not sep or not module_name or not attr:
        raise SystemExit(f"bench ai: --field is MODULE:CLASS (a module, or a .py file, and "
                         f"a bot class in it), not {spec!r}")
    try:
        if module_name.endswith(".py") or "/" in module_name:
            path = Path(module_name)
            name = f"_bench_field_{path.stem}"
            module = sys.modules.get(name)
            if module is None:
                loader = importlib.util.spec_from_file_location(name, path)
                if loader is None or not path.is_file():
                    raise SystemExit(f"bench ai: --field: no Python file {module_name}")
                module = importlib.util.module_from_spec(loader)
                sys.modules[name] = module  # worker processes (fork) find it here
                assert loader.loader is not None
                loader.loader.exec_module(module)
        else:
            module = importlib.import_module(module_name)
    except ImportError as exc:
        raise SystemExit(f"bench ai: --field: cannot import {module_name}: {exc}") from None
    cls = getattr(module, attr, None)
    if not isinstance(cls, type) or not callable(getattr(cls, "choose", None)):
        raise SystemExit(f"bench ai: --field: {module_name} has no bot class {attr!r} "
                         f"(a class with a choose(view) method)")
    return cls


# --------------------------------------------------------------------------- one deal


@dataclass
class Decisions:
    """Decision times (ms) of one side, and its illegal choices."""

    times: list[float] = field(default_factory=list)
    choice_times: list[float] = field(default_factory=list)
    """Times of decisions with more than one legal action."""
    cpu_times: list[float] = field(default_factory=list)
    """CPU times (ms, ``time.thread_time``) of decisions with more than one legal action."""
    samples: list[int] = field(default_factory=list)
    """Sampled deals of each search (bots with ``last_samples``)."""
    starved: int = 0
    """Searches the wall-clock ceiling ended before the CPU budget was spent."""
    illegal: int = 0
    slowest: tuple[float, float, str] = (0.0, 0.0, "")
    """The slowest decision: wall ms, CPU ms of this process, and what it was."""
    all_cpu_times: list[float] = field(default_factory=list)
    """CPU times of every decision."""

    def merge(self, other: Decisions) -> None:
        self.times.extend(other.times)
        self.choice_times.extend(other.choice_times)
        self.cpu_times.extend(other.cpu_times)
        self.samples.extend(other.samples)
        self.starved += other.starved
        self.illegal += other.illegal
        self.slowest = max(self.slowest, other.slowest)
        self.all_cpu_times.extend(other.all_cpu_times)

    def to_dict(self) -> dict[str, Any]:
        data = dataclasses.asdict(self)
        for key in ("times", "choice_times", "cpu_times", "all_cpu_times"):
            data[key] = [round(t, 3) for t in data[key]]
        return data

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Decisions:
        wall, cpu, what = d["slowest"]
        return cls(list(d["times"]), list(d["choice_times"]), list(d["cpu_times"]),
                   list(d["samples"]), int(d["starved"]), int(d["illegal"]),
                   (float(wall), float(cpu), str(what)), list(d.get("all_cpu_times", [])))


class Hand(Protocol):
    """One deal played in one seating, as a game's bench records it."""

    @property
    def seats(self) -> tuple[int, ...]:
        """The entrant side's seats."""

    @property
    def scores(self) -> tuple[float, ...]:
        """Each seat's points in the hand."""


@dataclass
class SeatHand:
    """A ``Hand`` of a game whose entrant sits alone (Hearts, Ombre): the entrant's seat and
    every seat's points; a game's subclass adds its facts."""

    seat: int
    scores: tuple[float, ...]

    @property
    def seats(self) -> tuple[int, ...]:
        return (self.seat,)


@dataclass
class DealResult:
    deal: int
    hands: list[Any]
    """One ``Hand`` per seating."""
    entrant: Decisions
    field: Decisions
    mismatches: list[str] = dataclasses.field(default_factory=list)
    """Hands on which a bridged outside engine disagreed with ours (Hearts' OpenSpiel)."""


class Watcher(Protocol):
    """An outside engine following a hand (Hearts: OpenSpiel's, for its ISMCTS seats):
    it ``observe``s every action and ``check``s the finished hand (a mismatch, or None)."""

    def observe(self, action: Any) -> None: ...

    def check(self, hand: Any) -> str | None: ...


def bot_seed(seed: int, deal: int, seat: int) -> int:
    """The seed of ``seat``'s bot in deal ``deal``: the same in every seating."""
    return Stream.derive(seed, _PURPOSE_BOT_SEED, deal, seat).next64()


def _allows(view: Any, action: Any) -> bool:
    allows = getattr(view, "allows", None)  # Hearts: a wide pass is listed only in part
    return bool(allows(action)) if allows is not None else action in view.legal


@dataclass
class Summary:
    """The figures of one side (the entrant, or the field); a game's subclass adds its own."""

    name: str
    hands: int
    mean_points: float
    """A seat's points per hand (Pinochle: the team's score change; Ombre: chips)."""
    relative: float
    ci: float
    """Half-width of the 95% confidence interval of ``relative`` (over deals)."""
    ms_median: float
    ms_choice_median: float
    ms_max: float
    cpu_median: float
    cpu_choice_median: float
    """Median CPU ms of the decisions with more than one legal action."""
    cpu_max: float
    illegal: int
    slowest: str
    """The slowest decision: its wall and CPU time and what it was."""
    samples_median: float
    """Median sampled deals per search."""
    starved: int
    searches: int
    per_deal: tuple[float, ...]
    """Relative points per deal (the seatings averaged), for paired comparisons."""

    def as_dict(self) -> dict[str, Any]:
        return dict(self.__dict__)


@dataclass(frozen=True)
class Column:
    """A game's own column of the table: heading, width, and the text of a summary's."""

    head: str
    width: int
    text: Callable[[Any], str]


def _median(values: Sequence[float]) -> float:
    return common.median(values) if values else math.nan


class GameBench:
    """What the harness needs of a game; a game's bench subclasses it with its engine, its
    seatings, its bots and its figures."""

    name = ""
    engine: Any = None
    """The game's package (``new_match``, ``apply``, ``seat_view``, ``seats_to_act``,
    ``Rules``, ``RulesError``)."""
    summary_type: type[Summary] = Summary
    points = "pts/hand"
    """Heading of the points column."""
    higher_is_better = True
    default_preset = ""
    default_hands: int | None = 2000
    default_deals: int | None = None
    legality_hands = 50_000
    legality_chunk = 100
    legality_purpose = 0
    legality_options: tuple[tuple[str, Any], ...] = ()
    """Options of the search bots in the legality sweep (besides one sample a decision)."""
    budget_clock = "CPU"
    """What the search levels' budget counts (Hearts: CPU time; else wall time)."""
    columns: tuple[Column, ...] = ()
    teams = False
    records = False
    """Whether ``--record`` keeps its matchups (the record's code fingerprint covers the
    Hearts engine)."""
    """Whether the sides are teams ("normal team") rather than a player and its field."""
    seating_word = "seat rotations"
    hand_note = "each scored on its own"
    legend = ""

    # --------------------------------------------------------------- the game's own
    def bots(self) -> Any:
        """The game's bot package (``make_bot``, ``KINDS``; ``personalities.ROSTER_KEYS``)."""
        raise NotImplementedError

    def kinds(self) -> tuple[str, ...]:
        """Kinds a matchup may name: the game's levels and "random"."""
        return tuple(self.bots().KINDS)

    def roster(self) -> tuple[str, ...]:
        return tuple(importlib.import_module(self.bots().__name__ + ".personalities")
                     .ROSTER_KEYS)

    def rules(self, name: str | None) -> Any:
        try:
            return self.engine.Rules.preset(name or self.default_preset)
        except self.engine.RulesError as exc:
            raise SystemExit(f"bench ai --game {self.name}: {exc}") from None

    def deal(self, rules: Any, seed: int, deal: int) -> Any:
        """The cards of deal ``deal`` (the same in every seating)."""
        raise NotImplementedError

    def start(self, rules: Any, dealt: Any, deal: int) -> Any:
        """The state that plays ``dealt`` as a hand of its own."""
        raise NotImplementedError

    def hand(self, state: Any, seats: tuple[int, ...], kinds: Sequence[str]) -> Any:
        """The finished hand ``state`` as the game's ``Hand``."""
        raise NotImplementedError

    def figures(self, results: Sequence[DealResult], entrant: bool) -> dict[str, Any]:
        """The game's own figures of a side (the fields its ``summary_type`` adds)."""
        return {}

    def lineups(self, rules: Any) -> list[tuple[int, ...]]:
        """The entrant side's seats in each seating of a deal."""
        return [(s,) for s in range(rules.players)]

    def opponents(self, seat: int, players: int) -> list[int]:
        return [q for q in range(players) if q != seat]

    def several_act(self, state: Any) -> bool:
        """Whether the seats to act act one after the other without a new look at the
        state (Hearts' simultaneous pass)."""
        return False

    def levels(self, kinds: Sequence[str]) -> tuple[str | None, ...]:
        """What the table shows of each seat's player: its level, or None for a player the
        game does not know (a bot from outside, as a human is)."""
        return tuple(None if k == FIELD else k for k in kinds)

    def watcher(self, rules: Any, dealt: Any, state: Any, kinds: Sequence[str]
                ) -> Watcher | None:
        return None

    def make_bot(self, config: BotConfig, kind: str, seed: int, who: str | None = None, *,
                 entrant: bool = False, levels: Sequence[str | None] = (),
                 watcher: Watcher | None = None) -> Bot:
        """A bot of level ``kind``; ``who``: a roster opponent's key, whose character it
        plays with at that level; ``levels``: every seat's level as the table shows it."""
        if kind == FIELD:
            assert config.field is not None
            bot: Bot = load_field(config.field)(seed)
            return bot
        make = self.bots().make_bot
        if kind in SEARCH_KINDS:
            options = {**config.search(kind), **self.search_options(config, levels)}
            if entrant:
                options.update(config.entrant_options)
            bot = make(who or kind, seed, level=kind, **options)
            return bot
        if kind == "random":
            bot = make("random", seed)
            return bot
        bot = make(who or kind, seed, level=kind if who else None)
        return bot

    def search_options(self, config: BotConfig, levels: Sequence[str | None]
                       ) -> dict[str, Any]:
        """Options of a search bot besides its budget: the wall-clock ceiling if given."""
        return {} if config.wall_ms is None else {"wall_ms": config.wall_ms}

    def title(self, entrant: str, field_name: str, players: int) -> str:
        return f"{self.name.title()} CPU players, {entrant} vs {players - 1} {field_name}"

    def setup_notes(self, config: BotConfig, kinds: Sequence[str]) -> list[str]:
        return []

    def extra_lines(self, sides: Sequence[Summary], results: Sequence[DealResult]
                    ) -> list[str]:
        return []

    def verdicts(self, entrant: str, field_name: str, s: Summary, timed: bool) -> list[str]:
        return []

    # --------------------------------------------------------------- playing
    def decide(self, bot: Bot, state: Any, seat: int, log: Decisions, cpu: bool = True
               ) -> Any:
        """Ask ``bot`` for ``seat``'s action, timing it and checking it (an illegal choice
        is counted and replaced by the first legal action). ``cpu``: also measure its CPU
        time (a system call; the legality sweep does without)."""
        view = self.engine.seat_view(state, seat)
        searches = hasattr(bot, "last_samples")
        if searches:
            bot.last_samples = 0  # type: ignore[attr-defined]
        cpu_start = time.thread_time() if cpu else 0.0
        start = time.perf_counter()
        action = bot.choose(view)
        ms = (time.perf_counter() - start) * 1000.0
        cpu_ms = (time.thread_time() - cpu_start) * 1000.0 if cpu else 0.0
        log.times.append(ms)
        log.all_cpu_times.append(cpu_ms)
        if ms > log.slowest[0]:
            what = f"{view.phase.value}, {len(view.legal)} legal, trick {len(view.tricks) + 1}"
            log.slowest = (ms, cpu_ms, what)
        if len(view.legal) > 1:
            log.choice_times.append(ms)
            log.cpu_times.append(cpu_ms)
        if searches and bot.last_samples:  # type: ignore[attr-defined]
            log.samples.append(bot.last_samples)  # type: ignore[attr-defined]
            log.starved += bool(getattr(bot, "last_starved", False))
        if not _allows(view, action):
            log.illegal += 1
            return view.legal[0]
        return action

    def play_out(self, state: Any, bots: Sequence[Bot], logs: Sequence[Decisions],
                 stop: Callable[[Any], bool], observe: Callable[[Any], None] | None = None,
                 cpu: bool = True) -> Any:
        """Let the bots act until ``stop(state)`` (or the match is over); ``observe`` sees
        every action the engine accepted."""
        while not stop(state) and state.phase.name != "MATCH_OVER":
            for seat in self.engine.seats_to_act(state):
                if stop(state):
                    break
                action = self.decide(bots[seat], state, seat, logs[seat], cpu)
                state, _ = self.engine.apply(state, action)
                if observe is not None:
                    observe(action)
                if not self.several_act(state):
                    break
        return state

    def play_deal(self, rules: Any, seed: int, deal: int, entrant: str, field_kind: str,
                  config: BotConfig) -> DealResult:
        """Deal ``deal`` played once per seating."""
        dealt = self.deal(rules, seed, deal)
        out = DealResult(deal, [], Decisions(), Decisions())
        n = rules.players
        for seats in self.lineups(rules):
            kinds = [entrant if s in seats else field_kind for s in range(n)]
            state = self.start(rules, dealt, deal)
            watcher = self.watcher(rules, dealt, state, kinds)
            levels = self.levels(kinds)
            bots = [self.make_bot(config, k, bot_seed(seed, deal, s), entrant=s in seats,
                                  levels=levels, watcher=watcher)
                    for s, k in enumerate(kinds)]
            logs = [out.entrant if s in seats else out.field for s in range(n)]
            state = self.play_out(state, bots, logs, lambda st: st.is_over,
                                  watcher.observe if watcher is not None else None)
            hand = self.hand(state, seats, kinds)
            mismatch = watcher.check(hand) if watcher is not None else None
            if mismatch:
                where = ", ".join(map(str, seats))
                out.mismatches.append(f"deal {deal}, entrant in seat {where}: {mismatch}")
            out.hands.append(hand)
        return out

    # --------------------------------------------------------------- figures
    def relative(self, scores: Sequence[float], seat: int) -> float:
        """``seat``'s points minus the mean of its opponents'."""
        others = [scores[q] for q in self.opponents(seat, len(scores))]
        return scores[seat] - sum(others) / len(others)

    def side_seats(self, hand: Any, entrant: bool) -> list[int]:
        n = len(hand.scores)
        return list(hand.seats) if entrant else [s for s in range(n) if s not in hand.seats]

    def per_deal(self, results: Sequence[DealResult], entrant: bool
                 ) -> tuple[list[float], list[float]]:
        """Per deal: a side's mean points and mean relative points over its seats and the
        seatings."""
        own_per_deal: list[float] = []
        rel_per_deal: list[float] = []
        for r in results:
            own_sum = rel_sum = 0.0
            count = 0
            for h in r.hands:
                for s in self.side_seats(h, entrant):
                    own_sum += h.scores[s]
                    rel_sum += self.relative(h.scores, s)
                    count += 1
            own_per_deal.append(own_sum / count)
            rel_per_deal.append(rel_sum / count)
        return own_per_deal, rel_per_deal

    def summarise(self, name: str, results: Sequence[DealResult], entrant: bool) -> Summary:
        own, rel = self.per_deal(results, entrant)
        mean_rel, ci = mean_ci(rel)
        log = Decisions()
        for r in results:
            log.merge(r.entrant if entrant else r.field)
        wall, cpu, what = log.slowest
        return self.summary_type(
            name=name, hands=sum(len(r.hands) for r in results),
            mean_points=sum(own) / len(own) if own else math.nan,
            relative=mean_rel, ci=ci,
            ms_median=_median(log.times), ms_choice_median=_median(log.choice_times),
            ms_max=max(log.times, default=math.nan),
            cpu_median=_median(log.all_cpu_times), cpu_choice_median=_median(log.cpu_times),
            cpu_max=max(log.all_cpu_times, default=math.nan),
            illegal=log.illegal, slowest=f"{wall:,.0f} ms wall, {cpu:,.0f} ms CPU ({what})",
            samples_median=_median(log.samples), starved=log.starved,
            searches=len(log.samples), per_deal=tuple(rel),
            **self.figures(results, entrant))

    def format_table(self, sides: Iterable[Summary]) -> list[str]:
        head = (f"{'player':<16} {'hands':>6} {self.points:>8} {'rel':>7} {'95% CI':>17} "
                + "".join(f"{c.head:>{c.width}} " for c in self.columns)
                + f"{'ms med':>7} {'med>1':>7} {'ms max':>8} {'cpu med':>7} {'cpu>1':>7} "
                  f"{'cpu max':>7} {'illegal':>7}")
        lines = [head, "-" * len(head)]
        for s in sides:
            ci = f"[{s.relative - s.ci:+.2f}, {s.relative + s.ci:+.2f}]"
            lines.append(
                f"{s.name:<16} {s.hands:>6} {s.mean_points:>8.2f} {s.relative:>+7.2f} "
                f"{ci:>17} " + "".join(f"{c.text(s):>{c.width}} " for c in self.columns)
                + f"{s.ms_median:>7.2f} {s.ms_choice_median:>7.2f} {s.ms_max:>8.1f} "
                  f"{s.cpu_median:>7.2f} {s.cpu_choice_median:>7.2f} {s.cpu_max:>7.1f} "
                  f"{s.illegal:>7}")
        return lines


def deal_to_dict(result: DealResult) -> dict[str, Any]:
    """A deal's result as JSON-able data (times rounded to the microsecond), for a record
    (``bench ai --record``)."""
    return {"deal": result.deal, "hands": [dataclasses.asdict(h) for h in result.hands],
            "entrant": result.entrant.to_dict(), "field": result.field.to_dict(),
            "mismatches": list(result.mismatches)}


def deal_from_dict(data: dict[str, Any], hand: Callable[[dict[str, Any]], Any]) -> DealResult:
    """``deal_to_dict`` read back, each hand by ``hand``."""
    return DealResult(int(data["deal"]), [hand(h) for h in data["hands"]],
                      Decisions.from_dict(data["entrant"]), Decisions.from_dict(data["field"]),
                      list(data.get("mismatches", [])))


def _deal_chunk(task: tuple[GameBench, Any, int, Sequence[int], str, str, BotConfig]
                ) -> list[DealResult]:
    game, rules, seed, deals, entrant, field_kind, config = task
    return [game.play_deal(rules, seed, d, entrant, field_kind, config) for d in deals]


def play_deals(game: GameBench, rules: Any, seed: int, deals: Sequence[int], entrant: str,
               field_kind: str, config: BotConfig, jobs: int = 1, chunk: int | None = None,
               progress: Callable[[list[DealResult]], None] | None = None
               ) -> list[DealResult]:
    """``deals`` played in ``jobs`` processes by chunks of ``chunk`` deals (default: up to
    25, about four chunks per job), in deal order."""
    size = chunk or max(1, min(25, len(deals) // (4 * jobs) or 1))
    tasks = [(game, rules, seed, deals[i:i + size], entrant, field_kind, config)
             for i in range(0, len(deals), size)]
    return common.run_tasks(_deal_chunk, tasks, jobs, progress)


# --------------------------------------------------------------------------- statistics


def mean_ci(values: Sequence[float]) -> tuple[float, float]:
    """Mean and the half-width of its 95% confidence interval (normal approximation)."""
    n = len(values)
    if n == 0:
        return math.nan, math.nan
    mean = sum(values) / n
    if n < 2:
        return mean, math.inf
    var = sum((v - mean) ** 2 for v in values) / (n - 1)
    return mean, 1.96 * math.sqrt(var / n)


def target(what: str, ok: bool, figures: str) -> str:
    """A target's verdict line: what it asks, met or MISSED, and the figures that decide."""
    return f"target: {what}: {'met' if ok else 'MISSED'} ({figures})"


def paired(a: Sequence[float], b: Sequence[float]) -> tuple[float, float]:
    """B - A deal by deal (two runs' per-deal figures on the same deals): the mean
    difference and the half-width of its 95% confidence interval."""
    return mean_ci([y - x for x, y in zip(a, b, strict=True)])
