"""The human's statistics per game, added up in SQL over the history's matches: the
same figures for every game (games, wins, streaks, deals, points per deal) and the game's
own per-seat (or per-team) facts of the human's seat (``Stats.facts``, their sums, and
``Stats.maxima``, the best single match)."""

from __future__ import annotations

import sqlite3
from typing import Any

from .records import Stats

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
    human seat, streaks in order of finishing."""
    conditions = " AND ".join(["m.game = ?", "m.status = 'finished'",
                               "m.human_seat IS NOT NULL", *where])
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
