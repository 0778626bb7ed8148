"""The coach's reviews in the history database (issue 31): one row per reviewed hand, so a
second look at a hand is instant, and the figures the statistics chart (points lost to
mistakes, per hand, per match, per month).

A review belongs to a match by the match's identity (``schema.match_key``), not by its row
id: a hand of the match on the table is reviewed (and kept) before the match is in the
history, and its reviews are found again once it is. A review is one of (match, seat,
deal, honest or "with all cards shown"); a newer one replaces it. A stored review that no
longer reads (damaged text, another review version's shape, not the hand it is filed under)
is set aside into ``reviews_set_aside`` (kept, with why) and reported as a
``HistoryError`` ("bad-review"), so the window says so and reviews the hand again.
"""

from __future__ import annotations

import math
import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

from .errors import HistoryError

if TYPE_CHECKING:
    from ..core.review import HandReview

SCHEMA_REVIEWS = """
-- the coach's reviews (issue 31): one per (match, seat, deal, hindsight); a match by its
-- identity (schema.match_key: a match in progress has reviews before the history has it)
CREATE TABLE reviews (
    match_key TEXT NOT NULL,
    game TEXT NOT NULL,
    seat INTEGER NOT NULL,
    deal INTEGER NOT NULL,              -- DealResult.deal_number (1-based)
    hindsight INTEGER NOT NULL CHECK (hindsight IN (0, 1)),  -- 1: with all cards shown
    version INTEGER NOT NULL,           -- core.review.REVIEW_VERSION of the text
    seed INTEGER NOT NULL,
    worlds INTEGER NOT NULL,            -- sampled worlds per decision (the budget)
    points_lost REAL NOT NULL,
    points_lost_stderr REAL NOT NULL,
    review TEXT NOT NULL,               -- HandReview.to_json()
    created TEXT NOT NULL,              -- ISO 8601, UTC
    PRIMARY KEY (match_key, seat, deal, hindsight)
) WITHOUT ROWID;
CREATE TABLE reviews_set_aside (
    match_key TEXT,
    seat INTEGER,
    deal INTEGER,
    hindsight INTEGER,
    review TEXT,                        -- the text as it was
    problem TEXT NOT NULL,              -- why it could not be read
    set_aside TEXT NOT NULL             -- when
);
"""
"""The migration that adds the reviews (``schema.MIGRATIONS``)."""

PERIODS = {"month": "%Y-%m", "year": "%Y", "day": "%Y-%m-%d"}
"""``points_lost_trend``'s ``by``: the SQLite ``strftime`` format of each period."""


@dataclass(frozen=True)
class PointsLost:
    """A match's points lost to mistakes, for one seat: per reviewed hand and in all."""

    hands: dict[int, tuple[float, float]]
    """Deal number: (points lost, its standard error)."""

    @property
    def total(self) -> float:
        return sum(v for v, _ in self.hands.values())

    @property
    def stderr(self) -> float:
        return math.sqrt(sum(e * e for _, e in self.hands.values()))

    @property
    def reviewed(self) -> int:
        """Hands reviewed."""
        return len(self.hands)


@dataclass(frozen=True)
class TrendPoint:
    """One period of ``points_lost_trend``: the player's reviewed hands of matches that
    ended in it."""

    period: str
    """"2026-11" (by month), "2026" (by year), "2026-11-30" (by day)."""
    matches: int
    hands: int
    """Hands reviewed."""
    points_lost: float
    """Points lost to mistakes over those hands."""
    stderr: float

    @property
    def per_hand(self) -> float:
        """Points lost per reviewed hand (what the chart shows: months with more hands
        reviewed are not made to look worse)."""
        return self.points_lost / self.hands if self.hands else 0.0


_NUMBER = "typeof({0}) IN ('real', 'integer')"
_USABLE = " AND ".join(_NUMBER.format(c) for c in ("r.points_lost", "r.points_lost_stderr"))


@contextmanager
def _transaction(conn: sqlite3.Connection) -> Iterator[None]:
    conn.execute("BEGIN IMMEDIATE")
    try:
        yield
        conn.execute("COMMIT")
    except BaseException:
        if conn.in_transaction:
            conn.execute("ROLLBACK")
        raise


def save_review(conn: sqlite3.Connection, key: str, review: HandReview) -> None:
    """Keep ``review`` of the match ``key`` (replacing an older review of that hand)."""
    row = (key, review.game, review.seat, review.deal, int(review.hindsight),
           review.version, review.seed, review.worlds, float(review.points_lost),
           float(review.points_lost_stderr), review.to_json(),
           datetime.now(UTC).isoformat(timespec="seconds"))
    try:
        with _transaction(conn):
            conn.execute("INSERT OR REPLACE INTO reviews VALUES"
                         " (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", row)
    except sqlite3.Error as exc:
        raise HistoryError(f"the review could not be stored in the history: {exc}",
                           "write-failed") from exc


def review_for(conn: sqlite3.Connection, key: str, seat: int, deal: int,
               hindsight: bool) -> HandReview | None:
    """The stored review of that hand, or None (none yet, or one of an older review
    version: made again). A damaged one is set aside and reported (``HistoryError``
    "bad-review")."""
    from ..core.review import REVIEW_VERSION, ReviewError
    from ..core.review import HandReview as Review

    row = conn.execute("SELECT version, review FROM reviews WHERE match_key = ? AND seat = ?"
                       " AND deal = ? AND hindsight = ?",
                       (key, seat, deal, int(hindsight))).fetchone()
    if row is None:
        return None
    version, text = row
    if isinstance(version, int) and version != REVIEW_VERSION:
        return None  # another program version's review: the hand is reviewed again
    try:
        if not isinstance(text, (str, bytes)):
            raise ReviewError(f"the stored review is not text ({type(text).__name__})")
        review = Review.from_json(text)
        if (review.seat, review.deal, review.hindsight) != (seat, deal, bool(hindsight)):
            raise ReviewError(f"it is the review of seat {review.seat}, deal {review.deal}")
    except (ReviewError, ValueError, TypeError, KeyError) as exc:
        _set_aside(conn, key, seat, deal, hindsight, text, str(exc))
        raise HistoryError(f"the stored review of deal {deal} was damaged ({exc}); it was "
                           "set aside", "bad-review") from None
    return review


def _set_aside(conn: sqlite3.Connection, key: str, seat: int, deal: int, hindsight: bool,
               text: Any, problem: str) -> None:
    kept = text if isinstance(text, (str, bytes)) else repr(text)
    with _transaction(conn):
        conn.execute("INSERT INTO reviews_set_aside VALUES (?, ?, ?, ?, ?, ?, ?)",
                     (key, seat, deal, int(hindsight), kept, problem,
                      datetime.now(UTC).isoformat(timespec="seconds")))
        conn.execute("DELETE FROM reviews WHERE match_key = ? AND seat = ? AND deal = ?"
                     " AND hindsight = ?", (key, seat, deal, int(hindsight)))


def points_lost(conn: sqlite3.Connection, key: str, seat: int, *,
                hindsight: bool = False) -> PointsLost:
    """The match's points lost to mistakes by ``seat``, per reviewed hand."""
    rows = conn.execute(
        f"SELECT r.deal, r.points_lost, r.points_lost_stderr FROM reviews r"
        f" WHERE r.match_key = ? AND r.seat = ? AND r.hindsight = ? AND {_USABLE}"
        f" ORDER BY r.deal", (key, seat, int(hindsight)))
    return PointsLost({int(d): (float(v), float(e)) for d, v, e in rows})


def points_lost_trend(conn: sqlite3.Connection, game: str, by: str) -> list[TrendPoint]:
    """The player's points lost to mistakes in ``game`` per period (``PERIODS``) of the
    matches' ends: honest reviews (never the hindsight ones) of the human seat of matches
    in the history, oldest period first."""
    fmt = PERIODS.get(by)
    if fmt is None:
        raise ValueError(f"points_lost_trend needs one of {', '.join(PERIODS)}, not {by!r}")
    rows = conn.execute(
        f"SELECT strftime('{fmt}', m.finished) AS period, count(DISTINCT m.id), count(*),"
        f" sum(r.points_lost), sum(r.points_lost_stderr * r.points_lost_stderr)"
        f" FROM reviews r JOIN matches m ON m.match_key = r.match_key"
        f" WHERE m.game = ? AND r.seat = m.human_seat AND r.hindsight = 0 AND {_USABLE}"
        f" AND period IS NOT NULL GROUP BY period ORDER BY period", (game,))
    return [TrendPoint(str(p), int(n), int(h), float(v), math.sqrt(max(0.0, float(s))))
            for p, n, h, v, s in rows]


def forget_match(conn: sqlite3.Connection, match_id: int) -> None:
    """Inside a transaction deleting match ``match_id``: its reviews go with it."""
    conn.execute("DELETE FROM reviews WHERE match_key = "
                 "(SELECT match_key FROM matches WHERE id = ?)", (match_id,))


__all__ = ["PERIODS", "SCHEMA_REVIEWS", "PointsLost", "TrendPoint", "points_lost",
           "points_lost_trend", "review_for", "save_review"]
