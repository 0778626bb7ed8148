"""The history database: finished and abandoned matches in SQLite (``history.sqlite3``).

WAL mode; the schema version is ``PRAGMA user_version`` and ``MIGRATIONS`` lead from any
older version to ``SCHEMA_VERSION`` (each in one transaction, so a failed migration changes
nothing). The list filters and sorts in SQL on indexed columns; the full saved match (JSON,
zlib-compressed) lives in its own table so listing never reads it. A file that is not a
usable database, or one written by a newer program, is moved aside (kept) and a fresh one
is made; ``recovered_from`` then says where the old file went and ``recovery_message`` why.
"""

from __future__ import annotations

import json
import logging
import sqlite3
import zlib
from collections.abc import Callable, Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from ..games.hearts import Score
from .analysis import MatchFacts, analyse
from .errors import HistoryError
from .files import move_aside
from .records import STATUSES, HandRow, MatchSummary, Stats
from .saved import PlayerInfo, SavedMatch

log = logging.getLogger(__name__)

DB_FILE = "history.sqlite3"
QUICK_CHECK_LIMIT = 8 * 1024 * 1024
"""Files up to this size (~2,000 matches) get a full ``PRAGMA quick_check`` when opened
(under 0.1 s); larger ones check the matches table and its indexes only (a full check of
10,000 matches, 40 MB, takes ~0.35 s, too long for every start)."""

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

MIGRATIONS: tuple[str | Callable[[sqlite3.Connection], None], ...] = (SCHEMA_1, SCHEMA_2)
"""``MIGRATIONS[i]`` takes a database from version ``i`` to ``i + 1``."""

SORT_KEYS: dict[str, str] = {
    "finished": "m.finished", "started": "m.started", "preset": "m.preset",
    "status": "m.status", "hands": "m.hands", "moons": "m.moons",
    "human_won": "m.human_won", "players": "m.seats", "id": "m.id",
    # the human's final total (their last hand's running total; real part for Complex
    # Hearts) and place; matches without a human seat sort as NULL (first ascending)
    "score": "(SELECT h.total FROM hand_scores h WHERE h.match_id = m.id"
             " AND h.seat = m.human_seat ORDER BY h.deal_number DESC LIMIT 1)",
    "place": "(SELECT p.place FROM players p WHERE p.match_id = m.id AND p.human = 1)",
}
"""``order_by`` values of ``summaries`` and the columns they sort on."""


def _iso(when: datetime) -> str:
    if when.tzinfo is None:
        raise ValueError("history times must be timezone-aware")
    return when.astimezone(UTC).isoformat(timespec="microseconds")


def _score_json(score: Score) -> Any:
    if isinstance(score, complex):
        return [round(score.real), round(score.imag)]
    return score


def _score_from_json(value: Any) -> Score:
    if isinstance(value, list):
        return complex(value[0], value[1])
    return int(value)


def _parts(score: Score) -> tuple[int, int]:
    if isinstance(score, complex):
        return round(score.real), round(score.imag)
    return int(score), 0


def _score(real: int, imag: int, is_complex: bool) -> Score:
    return complex(real, imag) if is_complex else real


class _Unusable(Exception):
    def __init__(self, message: str, reason: str) -> None:
        super().__init__(message)
        self.reason = reason


class HistoryDB:
    """Past matches. ``HistoryDB(path)`` creates or opens (and migrates) the database."""

    SCHEMA_VERSION = len(MIGRATIONS)

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        self.recovered_from: Path | None = None
        """Where an unusable database file was moved (kept) when this one was opened."""
        self.recovery_message: str | None = None
        """Why it was moved (a clear English sentence), or None."""
        self.recovery_reason: str | None = None
        try:
            self._conn = self._open()
        except _Unusable as exc:
            moved = self._move_aside()
            self.recovered_from = moved
            self.recovery_reason = exc.reason
            where = f" It was kept as {moved.name}." if moved is not None else ""
            self.recovery_message = (f"The match history could not be opened ({exc}); "
                                     f"a new one was started.{where}")
            log.warning("%s", self.recovery_message)
            if moved is None:
                raise HistoryError(f"the match history {self.path} is damaged and cannot be "
                                   "moved aside", "unreadable") from None
            self._conn = self._open()

    # ------------------------------------------------------------------ opening
    def _open(self) -> sqlite3.Connection:
        """A connection to a usable, migrated database. ``_Unusable``: the file is damaged
        (it may be moved aside); ``HistoryError``: it cannot be used now but is not
        damaged (locked by another program, no permission) and must be left alone."""
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            conn = sqlite3.connect(str(self.path), isolation_level=None, timeout=10.0)
        except (OSError, sqlite3.Error) as exc:
            raise HistoryError(f"the match history {self.path} cannot be opened: {exc}",
                               "unreadable") from None
        try:
            self._prepare(conn)
        except _Unusable:
            conn.close()
            raise
        except sqlite3.OperationalError as exc:
            conn.close()
            text = str(exc)
            if any(w in text for w in ("locked", "unable to open", "readonly", "disk I/O",
                                       "busy", "permission")):
                raise HistoryError(f"the match history {self.path} cannot be opened: "
                                   f"{text}", "unreadable") from None
            raise _Unusable(text, "not-a-database") from None
        except sqlite3.DatabaseError as exc:  # "file is not a database", "malformed"
            conn.close()
            raise _Unusable(str(exc), "not-a-database") from None
        return conn

    def _prepare(self, conn: sqlite3.Connection) -> None:
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        if version > self.SCHEMA_VERSION:
            raise _Unusable(f"it was written by a newer version of the program (schema "
                            f"{version}; this one reads up to {self.SCHEMA_VERSION})",
                            "future-schema")
        if version < 0:
            raise _Unusable(f"its schema version {version} is damaged", "not-a-database")
        size = self.path.stat().st_size if self.path.exists() else 0
        if size > 0:
            check = ("PRAGMA quick_check(5)" if size <= QUICK_CHECK_LIMIT or version == 0
                     else "PRAGMA quick_check(matches)")
            problems = [r[0] for r in conn.execute(check)]
            if problems != ["ok"]:
                raise _Unusable(f"the file is damaged: {'; '.join(problems)}",
                                "not-a-database")
        if version > 0:
            names = {r[0] for r in conn.execute(
                "SELECT name FROM sqlite_master WHERE type = 'table'")}
            missing = {"matches", "players", "hand_scores", "moons", "records"} - names
            if missing:
                raise _Unusable(f"tables are missing: {', '.join(sorted(missing))}",
                                "not-a-database")
        conn.execute("PRAGMA journal_mode = WAL")
        conn.execute("PRAGMA synchronous = NORMAL")
        conn.execute("PRAGMA foreign_keys = ON")
        self._migrate(conn, version)

    @staticmethod
    def _migrate(conn: sqlite3.Connection, version: int,
                 target: int | None = None) -> None:
        target = len(MIGRATIONS) if target is None else target
        while version < target:
            step = MIGRATIONS[version]
            conn.execute("BEGIN IMMEDIATE")
            try:
                if callable(step):
                    step(conn)
                else:
                    for statement in _statements(step):
                        conn.execute(statement)
                conn.execute(f"PRAGMA user_version = {version + 1}")
                conn.execute("COMMIT")
            except BaseException:
                conn.execute("ROLLBACK")
                raise
            log.info("history database migrated to schema %d", version + 1)
            version += 1

    def _move_aside(self) -> Path | None:
        moved = move_aside(self.path)
        for suffix in ("-wal", "-shm"):
            side = self.path.with_name(self.path.name + suffix)
            if side.exists():
                if moved is not None:
                    side.replace(moved.with_name(moved.name + suffix))
                else:  # pragma: no cover - the main file could not be moved
                    side.unlink(missing_ok=True)
        return moved

    def close(self) -> None:
        self._conn.close()

    def schema_version(self) -> int:
        return int(self._conn.execute("PRAGMA user_version").fetchone()[0])

    # ------------------------------------------------------------------ writing
    def add_match(self, match: SavedMatch, *, status: str,
                  finished: datetime | None = None) -> int:
        """Store ``match`` ("finished" or "abandoned"; ``finished`` is when it ended,
        default now) and return its id."""
        return self.add_analysed(match, analyse(match), status=status, finished=finished)

    def add_analysed(self, match: SavedMatch, facts: MatchFacts, *, status: str,
                     finished: datetime | None = None) -> int:
        """``add_match`` with the replay already done (``analysis.analyse``)."""
        if status not in STATUSES:
            raise ValueError(f"status must be one of {', '.join(STATUSES)}, not {status!r}")
        ended = finished if finished is not None else datetime.now(UTC)
        rules = match.record.rules
        human = match.human_seat
        won = (None if human is None or status != "finished"
               else int(facts.ranking[human] == 1))
        c = self._conn
        c.execute("BEGIN IMMEDIATE")
        try:
            cur = c.execute(
                "INSERT INTO matches (started, finished, status, preset, seats, human_seat,"
                " hands, human_won, assisted, final_scores, ranking, moons, human_points,"
                " human_queens, human_moons)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (_iso(match.started), _iso(ended), status, rules.name, rules.players, human,
                 len(facts.hands), won, int(match.assisted),
                 json.dumps([_score_json(s) for s in facts.final_scores]),
                 json.dumps(list(facts.ranking)),
                 sum(1 for h in facts.hands if h.moon_by is not None),
                 0 if human is None else sum(_parts(h.points[human])[0] for h in facts.hands),
                 0 if human is None else sum(q[human] for q in facts.queens),
                 0 if human is None else sum(1 for h in facts.hands if h.moon_by == human)))
            match_id = cur.lastrowid
            assert match_id is not None
            c.executemany(
                "INSERT INTO players VALUES (?, ?, ?, ?, ?, ?, ?)",
                [(match_id, seat, p.name, int(p.human), p.kind, p.level, facts.ranking[seat])
                 for seat, p in enumerate(match.players)])
            c.executemany(
                "INSERT INTO hand_scores VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                [(match_id, row.deal_number, seat, *_parts(row.points[seat]),
                  *_parts(row.totals[seat]), queens[seat])
                 for row, queens in zip(facts.hands, facts.queens, strict=True)
                 for seat in range(rules.players)])
            c.executemany(
                "INSERT INTO moons VALUES (?, ?, ?, ?)",
                [(match_id, row.deal_number, row.moon_by, int(sun))
                 for row, sun in zip(facts.hands, facts.suns, strict=True)
                 if row.moon_by is not None])
            c.execute("INSERT INTO records VALUES (?, ?)",
                      (match_id, zlib.compress(match.to_json().encode("utf-8"))))
            c.execute("COMMIT")
        except BaseException:
            c.execute("ROLLBACK")
            raise
        return int(match_id)

    def delete(self, match_id: int) -> None:
        """Forget a match (its players, hands, moons and record go with it)."""
        c = self._conn
        c.execute("BEGIN IMMEDIATE")
        try:
            c.execute("DELETE FROM matches WHERE id = ?", (match_id,))
            c.execute("COMMIT")
        except BaseException:
            c.execute("ROLLBACK")
            raise

    # ------------------------------------------------------------------ reading
    def count(self) -> int:
        return int(self._conn.execute("SELECT count(*) FROM matches").fetchone()[0])

    def contains(self, match: SavedMatch) -> bool:
        """A match with the same start time and record is stored already."""
        for (blob,) in self._conn.execute(
                "SELECT r.saved FROM matches m JOIN records r ON r.match_id = m.id"
                " WHERE m.started = ?", (_iso(match.started),)):
            if zlib.decompress(blob).decode("utf-8") == match.to_json():
                return True
        return False

    def _filters(self, *, preset: str | None, opponent: str | None, status: str | None,
                 search: str | None) -> tuple[list[str], list[Any]]:
        where: list[str] = []
        args: list[Any] = []
        if preset is not None:
            where.append("m.preset = ?")
            args.append(preset)
        if status is not None:
            where.append("m.status = ?")
            args.append(status)
        if opponent is not None:
            where.append("m.id IN (SELECT match_id FROM players WHERE name = ? AND human = 0)")
            args.append(opponent)
        if search:
            pattern = "%" + search.replace("\\", "\\\\").replace("%", "\\%").replace(
                "_", "\\_") + "%"
            where.append("(m.preset LIKE ? ESCAPE '\\' OR m.started LIKE ? ESCAPE '\\'"
                         " OR m.id IN (SELECT match_id FROM players"
                         " WHERE name LIKE ? ESCAPE '\\'))")
            args += [pattern, pattern, pattern]
        return where, args

    def summaries(self, *, preset: str | None = None, opponent: str | None = None,
                  status: str | None = None, search: str | None = None,
                  order_by: str = "finished", descending: bool = True,
                  limit: int | None = None, offset: int = 0) -> list[MatchSummary]:
        """Stored matches, filtered and sorted in SQL. ``search`` looks for text in the
        players' names, the preset and the start date (YYYY-MM-DD)."""
        try:
            column = SORT_KEYS[order_by]
        except KeyError:
            raise ValueError(f"cannot sort by {order_by!r}; use one of "
                             f"{', '.join(SORT_KEYS)}") from None
        where, args = self._filters(preset=preset, opponent=opponent, status=status,
                                    search=search)
        direction = "DESC" if descending else "ASC"
        sql = ("SELECT m.id, m.started, m.finished, m.status, m.preset, m.human_seat,"
               " m.final_scores, m.ranking, m.hands, m.moons, m.human_won, m.assisted"
               " FROM matches m")
        if where:
            sql += " WHERE " + " AND ".join(where)
        sql += f" ORDER BY {column} {direction}, m.id {direction}"
        if limit is not None or offset:
            sql += " LIMIT ? OFFSET ?"
            args += [-1 if limit is None else limit, offset]
        rows = self._conn.execute(sql, args).fetchall()
        players = self._players([r[0] for r in rows])
        out = []
        for (mid, started, finished, status_, preset_, human, scores, ranking, hands, moons,
             won, assisted) in rows:
            out.append(MatchSummary(
                id=mid, started=datetime.fromisoformat(started),
                finished=datetime.fromisoformat(finished) if finished else None,
                status=status_, preset=preset_, players=players.get(mid, ()),
                human_seat=human,
                final_scores=tuple(_score_from_json(s) for s in json.loads(scores)),
                ranking=tuple(json.loads(ranking)), hands=hands, moons=moons,
                human_won=None if won is None else bool(won), assisted=bool(assisted)))
        return out

    def _players(self, ids: Sequence[int]) -> dict[int, tuple[PlayerInfo, ...]]:
        found: dict[int, list[PlayerInfo]] = {}
        if not ids:
            return {}
        if len(ids) <= 500:  # a page of the list
            marks = ",".join("?" * len(ids))
            rows = self._conn.execute(
                "SELECT match_id, name, human, kind, level FROM players"
                f" WHERE match_id IN ({marks}) ORDER BY match_id, seat", list(ids))
        else:
            rows = self._conn.execute(
                "SELECT match_id, name, human, kind, level FROM players"
                " WHERE match_id BETWEEN ? AND ? ORDER BY match_id, seat", (min(ids), max(ids)))
        wanted = set(ids)
        interned: dict[tuple[str, int, str, str | None], PlayerInfo] = {}
        for mid, name, human, kind, level in rows:
            if mid in wanted:
                key = (name, human, kind, level)
                info = interned.get(key)
                if info is None:
                    info = interned[key] = PlayerInfo(name, bool(human), kind, level)
                found.setdefault(mid, []).append(info)
        return {k: tuple(v) for k, v in found.items()}

    def load(self, match_id: int) -> SavedMatch:
        """The stored match (replayed and validated); ``HistoryError`` if it is gone."""
        row = self._conn.execute("SELECT saved FROM records WHERE match_id = ?",
                                 (match_id,)).fetchone()
        if row is None:
            raise HistoryError(f"match {match_id} is not in the history", "not-found")
        try:
            text = zlib.decompress(row[0])
        except zlib.error as exc:
            raise HistoryError(f"the record of match {match_id} is damaged: {exc}",
                               "bad-record") from None
        return SavedMatch.from_json(text)

    def hands(self, match_id: int) -> list[HandRow]:
        """The match's hands in order: this hand's points, running totals, the shooter."""
        row = self._conn.execute("SELECT seats, final_scores FROM matches WHERE id = ?",
                                 (match_id,)).fetchone()
        if row is None:
            raise HistoryError(f"match {match_id} is not in the history", "not-found")
        seats = row[0]
        is_complex = any(isinstance(s, list) for s in json.loads(row[1]))
        moons = dict(self._conn.execute(
            "SELECT deal_number, seat FROM moons WHERE match_id = ?", (match_id,)).fetchall())
        by_deal: dict[int, list[tuple[int, int, int, int]]] = {}
        for deal, seat, p, pi, t, ti in self._conn.execute(
                "SELECT deal_number, seat, points, points_im, total, total_im"
                " FROM hand_scores WHERE match_id = ? ORDER BY deal_number, seat",
                (match_id,)):
            by_deal.setdefault(deal, [(0, 0, 0, 0)] * seats)[seat] = (p, pi, t, ti)
        return [HandRow(deal,
                        tuple(_score(p, pi, is_complex) for p, pi, _, _ in cells),
                        tuple(_score(t, ti, is_complex) for _, _, t, ti in cells),
                        moons.get(deal))
                for deal, cells in sorted(by_deal.items())]

    def presets(self) -> list[str]:
        return [r[0] for r in self._conn.execute(
            "SELECT DISTINCT preset FROM matches ORDER BY preset")]

    def opponents(self) -> list[str]:
        """Names of the computer players met, for the filter box."""
        return [r[0] for r in self._conn.execute(
            "SELECT DISTINCT name FROM players WHERE human = 0 ORDER BY name")]

    # ------------------------------------------------------------------ statistics
    def statistics(self, *, preset: str | None = None, opponent: str | None = None) -> Stats:
        """The human's record over finished matches that had a human seat (abandoned ones
        do not count): games, wins (first place, shared or not), winning streaks in order
        of finishing, points per hand (the real part under Complex Hearts), moons shot and
        suffered, Queens of Spades taken."""
        where, args = self._filters(preset=preset, opponent=opponent, status=None,
                                    search=None)
        return self._grouped_stats("''", "", where, args).get("", _NO_STATS)

    def statistics_by(self, key: str) -> dict[str, Stats]:
        """``statistics`` per rules preset (``key="preset"``) or per opponent's name
        (``key="opponent"``), for every value that has at least one counted game; one
        query for all of them."""
        if key == "preset":
            return self._grouped_stats("m.preset", "", [], [])
        if key == "opponent":
            return self._grouped_stats(
                "o.name", " JOIN (SELECT DISTINCT match_id, name FROM players"
                " WHERE human = 0) o ON o.match_id = m.id", [], [])
        raise ValueError(f"statistics_by needs 'preset' or 'opponent', not {key!r}")

    def _grouped_stats(self, group: str, join: str, where: list[str],
                       args: list[Any]) -> dict[str, Stats]:
        conditions = " AND ".join(["m.status = 'finished'", "m.human_seat IS NOT NULL",
                                   *where])
        rows = self._conn.execute(
            f"SELECT {group}, m.human_won, m.hands, m.human_points, m.human_queens,"
            f" m.human_moons, m.moons FROM matches m{join} WHERE {conditions}"
            f" ORDER BY 1, m.finished, m.id", args)
        totals: dict[str, list[int]] = {}
        for key, won, hands, points, queens, shot, moons in rows:
            t = totals.setdefault(key, [0] * 9)
            # games, wins, current run, longest run, hands, points, shot, suffered, queens
            t[0] += 1
            if won:
                t[1] += 1
                t[2] += 1
                t[3] = max(t[3], t[2])
            else:
                t[2] = 0
            t[4] += hands
            t[5] += points
            t[6] += shot
            t[7] += moons - shot
            t[8] += queens
        return {key: Stats(games=t[0], wins=t[1], win_rate=t[1] / t[0], current_streak=t[2],
                           longest_streak=t[3], hands=t[4],
                           avg_points_per_hand=t[5] / t[4] if t[4] else 0.0,
                           moons_shot=t[6], moons_suffered=t[7], queen_taken=t[8])
                for key, t in totals.items()}


_NO_STATS = Stats(games=0, wins=0, win_rate=0.0, current_streak=0, longest_streak=0, hands=0,
                  avg_points_per_hand=0.0, moons_shot=0, moons_suffered=0, queen_taken=0)


def _statements(script: str) -> list[str]:
    """Split a migration script into statements (no semicolons inside our statements)."""
    lines = [line.split("--", 1)[0] for line in script.splitlines()]
    return [s.strip() for s in "\n".join(lines).split(";") if s.strip()]
