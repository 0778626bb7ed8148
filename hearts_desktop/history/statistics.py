"""The human's statistics per game, added up in SQL over the history's matches: the
same figures for every game (games, wins, streaks, deals, points per deal) and the game's
own per-seat (or per-team) facts of the human's seat (``Stats.facts``, their sums, and
``Stats.maxima``, the best single match)."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable
from datetime import date
from typing import Any

from .records import DailyStats, Stats

HUMAN_ENTRY = ("(CASE WHEN json_array_length(f.value) = m.seats THEN m.human_seat"
               " ELSE (SELECT p.team FROM players p WHERE p.match_id = m.id"
               " AND p.seat = m.human_seat) END)")
"""SQL: the index of the human's entry in a match fact ``f.value`` of match ``m``: a
per-seat list (one entry per seat) by the human's seat, a per-team list (Pinochle's
contracts made, one entry per partnership) by the human's team; NULL without a human seat
(or, for a per-team list, without teams)."""


def grouped_stats(conn: sqlite3.Connection, game: str, group: str, join: str,
                  where: list[str], args: list[Any]) -> dict[str, Stats]:
    """``Stats`` of ``game`` per value of the SQL expression ``group`` (over the matches
    ``m`` joined with ``join`` and filtered by ``where``/``args``): finished matches with a
    human seat, streaks in order of finishing. A branch (Play from here: a match played on
    from a replay, whose cards the player may have seen there) is not counted."""
    conditions = " AND ".join(["m.game = ?", "m.status = 'finished'",
                               "m.human_seat IS NOT NULL", "m.branch_of IS NULL", *where])
    rows = conn.execute(
        f"SELECT {group}, m.human_won, m.hands, m.human_points"
        f" FROM matches m{join} WHERE {conditions}"
        f" ORDER BY 1, m.finished, m.id", [game, *args])
    totals: dict[str, list[int]] = {}
    for key, won, hands, points in rows:
        t = totals.setdefault(key, [0] * 6)
        # games, wins, current run, longest run, hands, points
        t[0] += 1
        if won:
            t[1] += 1
            t[2] += 1
            t[3] = max(t[3], t[2])
        else:
            t[2] = 0
        t[4] += hands
        t[5] += points
    path = f"'$[' || {HUMAN_ENTRY} || ']'"
    seat_value = f"json_extract(f.value, {path})"
    sums: dict[str, dict[str, float]] = {}
    maxima: dict[str, dict[str, float]] = {}
    for key, name, total, most in conn.execute(
            f"SELECT {group}, f.name, sum({seat_value}), max({seat_value})"
            f" FROM matches m{join}"
            f" JOIN facts f ON f.match_id = m.id AND f.deal_number = 0"
            f" WHERE {conditions} AND json_valid(f.value)"
            f" AND json_type(f.value) = 'array'"
            f" AND json_type(f.value, {path})"
            f" IN ('integer', 'real', 'true', 'false')"
            f" GROUP BY 1, 2", [game, *args]):
        sums.setdefault(key, {})[name] = total
        maxima.setdefault(key, {})[name] = most
    return {key: Stats(games=t[0], wins=t[1], win_rate=t[1] / t[0], current_streak=t[2],
                       longest_streak=t[3], hands=t[4],
                       avg_points_per_hand=t[5] / t[4] if t[4] else 0.0,
                       facts=sums.get(key, {}), game=game, maxima=maxima.get(key, {}))
            for key, t in totals.items()}


def no_stats(game: str) -> Stats:
    return Stats(games=0, wins=0, win_rate=0.0, current_streak=0, longest_streak=0, hands=0,
                 avg_points_per_hand=0.0, facts={}, game=game)


def day_streaks(days: Iterable[date], today: date) -> tuple[int, int]:
    """The current and the longest run of consecutive calendar ``days`` (repeats count
    once). The current run ends today or, while today's day is not played yet, yesterday;
    a run that ended before yesterday is no current run (0)."""
    ordered = sorted(set(days))
    longest = run = 0
    previous: date | None = None
    for day in ordered:
        run = run + 1 if previous is not None and (day - previous).days == 1 else 1
        longest = max(longest, run)
        previous = day
    current = run if previous is not None and 0 <= (today - previous).days <= 1 else 0
    return current, longest


def daily_stats(conn: sqlite3.Connection, game: str, today: date) -> DailyStats:
    """``DailyStats`` of ``game``: its finished deals of the day with a human seat."""
    best: dict[date, int] = {}
    for text, place in conn.execute(
            "SELECT m.daily, p.place FROM matches m JOIN players p"
            " ON p.match_id = m.id AND p.seat = m.human_seat"
            " WHERE m.game = ? AND m.daily IS NOT NULL AND m.status = 'finished'",
            (game,)):
        try:
            day = date.fromisoformat(text)
        except (TypeError, ValueError):  # a damaged row: not a day played
            continue
        if isinstance(place, int):
            best[day] = min(place, best.get(day, place))
    current, longest = day_streaks(best, today)
    return DailyStats(game=game, days_played=len(best),
                      best_place=min(best.values()) if best else None,
                      days_won=sum(1 for p in best.values() if p == 1),
                      current_streak=current, longest_streak=longest,
                      last_day=max(best) if best else None)
