"""Shared value types of the history: match summaries, per-deal rows and statistics.

They hold any game. What is particular to a game arrives as *facts* (``MatchAnalysis.facts``
and ``DealResult.facts`` of ``core.game``): a name and a JSON value, where a list with one
entry per seat is a per-seat fact (Hearts: ``"moons"``, ``"queens"``). A few Hearts facts
keep the names the Hearts windows used before there were other games (``moons``,
``moon_by``, ``moons_shot`` ...): read-only shortcuts into ``facts``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import date, datetime
from typing import Any

from ..core.game import Score
from .saved import BranchOf, PlayerInfo

STATUSES = ("finished", "abandoned")


def _seat_sum(value: Any) -> int:
    """The sum of a per-seat fact (0 when it is not one)."""
    if isinstance(value, (list, tuple)):
        return int(sum(v for v in value if isinstance(v, (int, float))))
    return 0


@dataclass(frozen=True)
class MatchSummary:
    """One row of the history list."""

    id: int
    started: datetime
    finished: datetime | None
    """When the match ended: finished, or abandoned (None only when unknown)."""
    status: str
    """"finished" or "abandoned"."""
    preset: str
    """The rules' preset name ("classic", ..., or "custom")."""
    players: tuple[PlayerInfo, ...]
    human_seat: int | None
    final_scores: tuple[Score, ...]
    """The match scores when it ended (int, or complex for Complex Hearts)."""
    ranking: tuple[int, ...]
    """Place per seat, 1 = best (ties share a place)."""
    hands: int
    """Deals scored."""
    human_won: bool | None
    """None if no human played or the match was abandoned."""
    assisted: bool
    game: str = "hearts"
    """The game's registry name."""
    teams: tuple[tuple[int, ...], ...] = ()
    """Fixed partnerships (seats that played together); () when everyone played alone."""
    facts: Mapping[str, Any] = field(default_factory=dict)
    """The game's facts about the whole match (per-seat lists as tuples)."""
    daily: str | None = None
    """The day (ISO date) whose deal of the day the match plays; None for any other."""
    branch: BranchOf | None = None
    """The match it was played on from (Play from here) and where; None for one of its
    own."""

    @property
    def moons(self) -> int:
        """Hearts: moons (and suns) shot in the match by any seat (0 in other games)."""
        return _seat_sum(self.facts.get("moons"))


@dataclass(frozen=True)
class HandRow:
    """One scored deal of a match."""

    deal_number: int
    points: tuple[Score, ...]
    """This deal's score per seat."""
    totals: tuple[Score, ...]
    """Running totals after this deal."""
    facts: Mapping[str, Any] = field(default_factory=dict)
    """The game's facts about the deal (Hearts: ``moon_by``, ``sun``, ``queens``)."""
    teams: tuple[tuple[int, ...], ...] = ()
    """The sides of this deal when they change from deal to deal (Ombre: the declarer
    against the defenders); () otherwise."""

    @property
    def moon_by(self) -> int | None:
        """Hearts: the seat that shot the moon in this deal, or None."""
        value = self.facts.get("moon_by")
        return value if isinstance(value, int) and not isinstance(value, bool) else None


@dataclass(frozen=True)
class Stats:
    """The human's record in one game over finished matches (see
    ``HistoryDB.statistics``)."""

    games: int
    wins: int
    win_rate: float
    current_streak: int
    longest_streak: int
    hands: int
    avg_points_per_hand: float
    facts: Mapping[str, float] = field(default_factory=dict)
    """The human seat's per-seat match facts added up over these games (Hearts:
    ``{"moons": ..., "moons_suffered": ..., "queens": ...}``). A per-team fact (a list
    with one entry per team, shorter than the seats) counts the human's team's entry."""
    game: str = "hearts"
    maxima: Mapping[str, float] = field(default_factory=dict, compare=False)
    """The largest of the human's entries of each such fact in one match (Pinochle: the
    best meld)."""

    @property
    def moons_shot(self) -> int:
        """Hearts: moons (and suns) the human shot."""
        return int(self.facts.get("moons", 0))

    @property
    def moons_suffered(self) -> int:
        """Hearts: moons shot by another seat."""
        return int(self.facts.get("moons_suffered", 0))

    @property
    def queen_taken(self) -> int:
        """Hearts: Queens of Spades the human took."""
        return int(self.facts.get("queens", 0))


@dataclass(frozen=True)
class DailyStats:
    """The human's deals of the day in one game (see ``HistoryDB.daily_statistics``):
    the days played (a day played twice counts once), the best place reached (1: first;
    None before the first day) and on how many days it was first, and the run of
    consecutive days played up to today (or yesterday: today's deal may still be ahead)."""

    game: str
    days_played: int
    best_place: int | None
    days_won: int
    current_streak: int
    longest_streak: int
    last_day: date | None
