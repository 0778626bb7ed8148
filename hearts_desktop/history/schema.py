"""The history database's schema and its migrations (``PRAGMA user_version``), and the
identity of a match (``match_key``).

``MIGRATIONS[i]`` takes a database from version ``i`` to ``i + 1``, each in one transaction
(``HistoryDB`` runs them). Schemas 1 and 2 were written when Hearts was the only game;
schema 3 holds any game: the game of each match, its identity (unique), partnerships, and
the game's own facts (carried over from the Hearts tables for older databases); schema 4
marks the deal of the day (``matches.daily``); schema 5 links a branch (Play from here) to
the match it was played on from (``matches.branch_of``, ``matches.branch``); schema 6 keeps
the coach's reviews (``reviews.SCHEMA_REVIEWS``).
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
import zlib
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

from .errors import HistoryError
from .reviews import SCHEMA_REVIEWS
from .saved import SavedMatch, parse_json

# --------------------------------------------------------------------------- migrations
SCHEMA_1 = """
CREATE TABLE matches (
    id INTEGER PRIMARY KEY,
    started TEXT NOT NULL,              -- ISO 8601, UTC, microseconds: sorts as text
    finished TEXT,                      -- when it ended (finished or abandoned)
    status TEXT NOT NULL CHECK (status IN ('finished', 'abandoned')),
    preset TEXT NOT NULL,
    seats INTEGER NOT NULL,
    human_seat INTEGER,
    hands INTEGER NOT NULL,
    human_won INTEGER,                  -- NULL: no human, or abandoned
    assisted INTEGER NOT NULL,
    final_scores TEXT NOT NULL,         -- JSON list; a complex score is [real, imag]
    ranking TEXT NOT NULL               -- JSON list of places
);
CREATE TABLE players (
    match_id INTEGER NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
    seat INTEGER NOT NULL,
    name TEXT NOT NULL,
    human INTEGER NOT NULL,
    kind TEXT NOT NULL,
    level TEXT,
    place INTEGER NOT NULL,
    PRIMARY KEY (match_id, seat)
) WITHOUT ROWID;
CREATE TABLE hand_scores (
    match_id INTEGER NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
    deal_number INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    points INTEGER NOT NULL,            -- this hand (real part for Complex Hearts)
    points_im INTEGER NOT NULL DEFAULT 0,
    total INTEGER NOT NULL,             -- running total after the hand
    total_im INTEGER NOT NULL DEFAULT 0,
    queen INTEGER NOT NULL DEFAULT 0,   -- Queens of Spades taken this hand
    PRIMARY KEY (match_id, deal_number, seat)
) WITHOUT ROWID;
CREATE TABLE moons (
    match_id INTEGER NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
    deal_number INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    sun INTEGER NOT NULL,
    PRIMARY KEY (match_id, deal_number)
) WITHOUT ROWID;
CREATE TABLE records (
    match_id INTEGER PRIMARY KEY REFERENCES matches(id) ON DELETE CASCADE,
    saved BLOB NOT NULL                 -- SavedMatch JSON, zlib-compressed
);
CREATE INDEX matches_started ON matches(started);
"""

SCHEMA_2 = """
-- the list shows and sorts by the moons of a match, and the statistics add up the human's
-- points, queens and moons per match: columns for those (filled in from the per-hand
-- tables), so 10,000 matches list and count without reading 300,000 hand rows; indexes
-- for the list's sort keys and filters (preset, status, opponent)
ALTER TABLE matches ADD COLUMN moons INTEGER NOT NULL DEFAULT 0;
ALTER TABLE matches ADD COLUMN human_points INTEGER NOT NULL DEFAULT 0;
ALTER TABLE matches ADD COLUMN human_queens INTEGER NOT NULL DEFAULT 0;
ALTER TABLE matches ADD COLUMN human_moons INTEGER NOT NULL DEFAULT 0;
UPDATE matches SET
    moons = (SELECT count(*) FROM moons WHERE moons.match_id = matches.id),
    human_points = coalesce((SELECT sum(points) FROM hand_scores h
                             WHERE h.match_id = matches.id AND h.seat = matches.human_seat), 0),
    human_queens = coalesce((SELECT sum(queen) FROM hand_scores h
                             WHERE h.match_id = matches.id AND h.seat = matches.human_seat), 0),
    human_moons = (SELECT count(*) FROM moons mo
                   WHERE mo.match_id = matches.id AND mo.seat = matches.human_seat);
CREATE INDEX matches_finished ON matches(finished, id);
CREATE INDEX matches_preset ON matches(preset, finished);
CREATE INDEX matches_status ON matches(status, finished);
CREATE INDEX matches_hands ON matches(hands, id);
CREATE INDEX matches_moons ON matches(moons, id);
CREATE INDEX players_name ON players(name, human);
"""

SCHEMA_3_TABLES = """
-- any game: the game of each match, its identity, partnerships, and the game's own facts
ALTER TABLE matches ADD COLUMN game TEXT NOT NULL DEFAULT 'hearts';
ALTER TABLE matches ADD COLUMN match_key TEXT;   -- see match_key(): unique per match
ALTER TABLE players ADD COLUMN team INTEGER;     -- fixed partnership (index), NULL: none
ALTER TABLE hand_scores ADD COLUMN team INTEGER; -- this deal's side (Ombre), NULL: none
CREATE TABLE facts (
    match_id INTEGER NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
    deal_number INTEGER NOT NULL,       -- 0: the whole match
    name TEXT NOT NULL,
    value TEXT NOT NULL,                -- JSON; a list with one entry per seat is per seat
    PRIMARY KEY (match_id, deal_number, name)
) WITHOUT ROWID;
"""

SCHEMA_3_INDEXES = """
CREATE UNIQUE INDEX matches_key ON matches(match_key);
CREATE INDEX matches_game ON matches(game, finished);
"""

SCHEMA_3_DROPS = """
-- the Hearts-only stores of schemas 1-2, now facts ("moon_by", "sun", "queens" per deal;
-- "moons", "moons_suffered", "queens" per seat for the match)
DROP INDEX matches_moons;
ALTER TABLE matches DROP COLUMN moons;
ALTER TABLE matches DROP COLUMN human_queens;
ALTER TABLE matches DROP COLUMN human_moons;
ALTER TABLE hand_scores DROP COLUMN queen;
DROP TABLE moons;
"""


def schema_3(conn: sqlite3.Connection) -> None:
    """Schema 3: any game. Every match of schemas 1-2 is a Hearts match: its facts are
    carried over from the Hearts tables, with the names ``games/hearts/analysis.py`` gives
    them; each match gets its identity; the Hearts tables go once emptied into facts."""
    for statement in statements(SCHEMA_3_TABLES):
        conn.execute(statement)
    seats = dict(conn.execute("SELECT id, seats FROM matches"))
    queens: dict[tuple[int, int], list[int]] = {}
    for mid, deal, seat, queen in conn.execute(
            "SELECT match_id, deal_number, seat, queen FROM hand_scores"
            " ORDER BY match_id, deal_number, seat"):
        n = seats.get(mid)
        if n is None or not isinstance(seat, int) or not 0 <= seat < n:
            continue
        queens.setdefault((mid, deal), [0] * n)[seat] = queen if isinstance(queen, int) else 0
    moons = {(mid, deal): (seat, sun) for mid, deal, seat, sun in conn.execute(
        "SELECT match_id, deal_number, seat, sun FROM moons")}
    rows: list[tuple[int, int, str, str]] = []
    totals: dict[int, tuple[list[int], list[int], list[int]]] = {}
    for (mid, deal), taken in queens.items():
        n = len(taken)
        shooter, sun = moons.get((mid, deal), (None, 0))
        if not (isinstance(shooter, int) and 0 <= shooter < n):
            shooter, sun = None, 0
        rows += [(mid, deal, "moon_by", json.dumps(shooter)),
                 (mid, deal, "queens", json.dumps(taken)),
                 (mid, deal, "sun", json.dumps(bool(sun)))]
        shot, suffered, queens_sum = totals.setdefault(mid, ([0] * n, [0] * n, [0] * n))
        for s in range(n):
            queens_sum[s] += taken[s]
            if shooter is not None:
                shot[s] += s == shooter
                suffered[s] += s != shooter
    for mid, n in seats.items():
        if not isinstance(n, int) or not 0 < n <= 64:
            continue
        shot, suffered, queens_sum = totals.get(mid, ([0] * n, [0] * n, [0] * n))
        rows += [(mid, 0, "moons", json.dumps(shot)),
                 (mid, 0, "moons_suffered", json.dumps(suffered)),
                 (mid, 0, "queens", json.dumps(queens_sum))]
    conn.executemany("INSERT INTO facts VALUES (?, ?, ?, ?)", rows)
    # identities; a match stored twice (the fault this fixes) keeps its first row's
    # identity, the later copies none (they stay, as they were)
    seen: set[str] = set()
    keys = []
    for mid, blob in conn.execute(
            "SELECT m.id, r.saved FROM matches m JOIN records r"
            " ON r.match_id = m.id ORDER BY m.id"):
        key = stored_key(blob)
        if key is not None and key not in seen:
            seen.add(key)
            keys.append((key, mid))
    for key, mid in keys:
        try:
            conn.execute("UPDATE matches SET match_key = ? WHERE id = ?", (key, mid))
        except sqlite3.IntegrityError:  # a damaged row (NOT NULL ...): contained later
            continue
    for statement in statements(SCHEMA_3_INDEXES):
        conn.execute(statement)
    if sqlite3.sqlite_version_info >= (3, 35, 0):  # ALTER TABLE DROP COLUMN
        for statement in statements(SCHEMA_3_DROPS):
            conn.execute(statement)


SCHEMA_4 = """
-- the deal of the day (Game > Deal of the day): the day (ISO date) whose deal a match
-- plays, NULL for any other match; older matches are none
ALTER TABLE matches ADD COLUMN daily TEXT;
CREATE INDEX matches_daily ON matches(game, daily);
"""

SCHEMA_5 = """
-- play from here: a branch names the match it was played on from by that match's identity
-- (match_key, so the link survives an export and an import) and where it left it (JSON:
-- started, moves, deal, trick); NULL for a match of its own, as every older match is
ALTER TABLE matches ADD COLUMN branch_of TEXT;
ALTER TABLE matches ADD COLUMN branch TEXT;
CREATE INDEX matches_branch_of ON matches(branch_of);
"""

MIGRATIONS: tuple[str | Callable[[sqlite3.Connection], None], ...] = (
    SCHEMA_1, SCHEMA_2, schema_3, SCHEMA_4, SCHEMA_5, SCHEMA_REVIEWS)
"""``MIGRATIONS[i]`` takes a database from version ``i`` to ``i + 1``."""


def iso(when: datetime) -> str:
    if when.tzinfo is None:
        raise ValueError("history times must be timezone-aware")
    return when.astimezone(UTC).isoformat(timespec="microseconds")


def match_key(match: SavedMatch) -> str:
    """The identity of ``match``: its game, start time, seed and, for a match dealt from
    explicit hands, that deal. Its moves are not part of it: a match continued after a
    crash (the last move made again) is the same match."""
    record = match.record
    deal = record.to_dict().get("deal") if record.seed is None else None
    return _key(match.game, iso(match.started), record.seed, deal)


def _key(game: str, started: str, seed: Any, deal: Any) -> str:
    text = json.dumps({"game": game, "started": started, "seed": seed, "deal": deal},
                      sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return hashlib.sha256(text.encode("ascii")).hexdigest()


def stored_key(blob: Any) -> str | None:
    """``match_key`` of a stored (compressed) saved match, from its JSON alone."""
    try:
        data = parse_json(zlib.decompress(blob))
        record = data["record"]
        started = iso(datetime.fromisoformat(data["started"]))
        game = data.get("game", "hearts") if isinstance(data, dict) else "hearts"
        seed = record.get("seed")
        return _key(game, started, seed, record.get("deal") if seed is None else None)
    except (HistoryError, zlib.error, TypeError, ValueError, KeyError, AttributeError,
            OverflowError):
        return None


def statements(script: str) -> list[str]:
    """Split a migration script into statements (no semicolons inside our statements)."""
    lines = [line.split("--", 1)[0] for line in script.splitlines()]
    return [s.strip() for s in "\n".join(lines).split(";") if s.strip()]
