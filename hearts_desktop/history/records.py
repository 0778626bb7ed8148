"""Shared value types of the history: match summaries, per-hand rows and statistics."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from ..games.hearts import Score
from .saved import PlayerInfo

STATUSES = ("finished", "abandoned")


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
    """``Rules.name`` ("classic", ..., or "custom")."""
    players: tuple[PlayerInfo, ...]
    human_seat: int | None
    final_scores: tuple[Score, ...]
    """The match scores when it ended (int, or complex for Complex Hearts)."""
    ranking: tuple[int, ...]
    """Place per seat, 1 = best (ties share a place)."""
    hands: int
    """Hands scored."""
    moons: int
    """Moons (and suns) shot in the match, by any seat."""
    human_won: bool | None
    """None if no human played or the match was abandoned."""
    assisted: bool


@dataclass(frozen=True)
class HandRow:
    """One scored hand of a match."""

    deal_number: int
    points: tuple[Score, ...]
    """This hand's score per seat."""
    totals: tuple[Score, ...]
    """Running totals after this hand."""
    moon_by: int | None


@dataclass(frozen=True)
class Stats:
    """The human's record over finished games (see ``HistoryDB.statistics``)."""

    games: int
    wins: int
    win_rate: float
    current_streak: int
    longest_streak: int
    hands: int
    avg_points_per_hand: float
    moons_shot: int
    moons_suffered: int
    queen_taken: int
