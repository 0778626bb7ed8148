"""The history database: finished and abandoned matches of every game in SQLite
(``history.sqlite3``).

WAL mode; the schema version is ``PRAGMA user_version`` and ``MIGRATIONS`` lead from any
older version to ``SCHEMA_VERSION`` (each in one transaction, so a failed migration changes
nothing). The list filters and sorts in SQL on indexed columns; the full saved match (JSON,
zlib-compressed) lives in its own table so listing never reads it. A game's own facts
(Hearts: moons, Queens of Spades) live in the ``facts`` table as ``MatchAnalysis.facts``
and ``DealResult.facts`` give them; the history reaches a game only through the ``Game``
protocol.

Damage is contained to what is damaged:

- a file that is not a usable database, or one written by a newer program, is moved aside
  (kept) and a fresh one is made (``recovered_from``, ``recovery_message``);
- a damaged write-ahead log (``-wal``, whose damaged frames SQLite would drop silently) is
  copied aside before SQLite reads it, and reported (``repair``);
- rows that break the schema's rules (a CHECK constraint, a NULL, a value that is not the
  JSON it should be) are rebuilt from their stored record when it is readable, left out
  otherwise, and reported (``repair``); the file as it was is copied aside first.

Every match has an identity (``match_key``: its game, start time, seed and explicit
deal), unique in the database: recording the same match twice is refused
(``HistoryError`` "duplicate"), so a crash between recording a match and clearing the
autosave, or importing a file twice, never doubles it.

The module is over 600 lines because it is one class, ``HistoryDB``: the database's whole
surface (opening with its checks, writing, listing, hands, statistics entry points).
Schema and migrations (``schema.py``), damaged rows (``repair.py``), the ``-wal`` check
(``wal.py``), statistics (``statistics.py``) and value coding (``codec.py``) live apart.

Longer than 600 lines: the schema, its migrations, the damage handling and the queries share
one connection and one transaction discipline; they are kept in one module so that no query
runs outside them.
"""

from __future__ import annotations

import contextlib
import json
import logging
import re
import shutil
import sqlite3
import zlib
from collections.abc import Iterable, Sequence
from datetime import UTC, date, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..core.game import MatchAnalysis
from ..core.record import record_game
from ..core.registry import get_game
from . import reviews
from .analysis import analyse
from .codec import (
    fact_json,
    fact_value,
    parse_time,
    parts,
    score,
    score_from_json,
    score_json,
    split_deal_facts,
    team_index,
    teams_of,
)
from .errors import HistoryError
from .files import damaged_name, move_aside
from .records import STATUSES, DailyStats, HandRow, MatchSummary, Stats
from .repair import ROW_PROBLEM, Repair, damaged_rows, readable_record
from .reviews import PointsLost, TrendPoint
from .saved import BranchOf, PlayerInfo, SavedMatch
from .schema import MIGRATIONS, SCHEMA_1, SCHEMA_2, iso, match_key, statements
from .statistics import HUMAN_ENTRY, daily_stats, grouped_stats, no_stats
from .wal import wal_damage

if TYPE_CHECKING:
    from ..core.review import HandReview

log = logging.getLogger(__name__)

DB_FILE = "history.sqlite3"
QUICK_CHECK_LIMIT = 8 * 1024 * 1024
"""Files up to this size (~2,000 matches) get a full ``PRAGMA quick_check`` when opened
(under 0.1 s); larger ones check the matches table and its indexes only (a full check of
10,000 matches, 40 MB, takes ~0.35 s, too long for every start)."""
THOROUGH_CHECK_LIMIT = 2 * 1024 * 1024
"""Histories up to this size (~500 matches) have every row checked when opened (see
``repair.damaged_rows``); larger ones the matches table, unless SQLite's check found bad
rows."""
MAX_REBUILT_ROWS = 100
"""Damaged rows rebuilt from their records when the database is opened (each replays its
match); further damaged rows are left out (the copy of the file keeps them)."""

_FACT_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]{0,63}")


_INT64 = (-(2**63), 2**63 - 1)
_FLOAT_MAX = 1.7976931348623157e308


def _column(value: int) -> int | float:
    """A score for an integer column: itself when SQLite's 64-bit integers hold it, else
    its nearest float (the column then holds a REAL of the right size; the record keeps
    the exact value), so the history stores any match a game can produce."""
    if _INT64[0] <= value <= _INT64[1]:
        return value
    if abs(value) < 10**308:
        return float(value)
    return _FLOAT_MAX if value > 0 else -_FLOAT_MAX


def _fact_sum(name: str) -> str:
    return ("(SELECT coalesce(sum(j.value), 0) FROM facts f, json_each(f.value) j"
            f" WHERE f.match_id = m.id AND f.deal_number = 0 AND f.name = '{name}')")


def _fact_mine(name: str) -> str:
    # NULL without a human seat (the path '$[' || NULL is NULL) or without the fact; a
    # per-team fact gives the human's team's entry (statistics.HUMAN_ENTRY)
    return (f"(SELECT json_extract(f.value, '$[' || {HUMAN_ENTRY} || ']') FROM facts f"
            f" WHERE f.match_id = m.id AND f.deal_number = 0 AND f.name = '{name}'"
            " AND json_valid(f.value) AND json_type(f.value) = 'array')")


SORT_KEYS: dict[str, str] = {
    "finished": "m.finished", "started": "m.started", "preset": "m.preset",
    "status": "m.status", "hands": "m.hands", "game": "m.game",
    "human_won": "m.human_won", "players": "m.seats", "id": "m.id",
    # the human's final total (their last hand's running total; real part for Complex
    # Hearts) and place; matches without a human seat sort as NULL (first ascending)
    "score": "(SELECT h.total FROM hand_scores h WHERE h.match_id = m.id"
             " AND h.seat = m.human_seat ORDER BY h.deal_number DESC LIMIT 1)",
    "place": "(SELECT p.place FROM players p WHERE p.match_id = m.id AND p.human = 1)",
    "moons": _fact_sum("moons"),  # Hearts' list column; "fact:<name>" for any game's
}
"""``order_by`` values of ``summaries`` and the columns they sort on; ``"fact:<name>"``
sorts by the sum over the seats of a per-seat match fact, ``"mine:<name>"`` by the human
seat's entry of it (matches without a human seat or without the fact sort as NULL)."""


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
        self.repair: Repair | None = None
        """Damage contained when the database was opened (a damaged ``-wal``, damaged
        rows), or None."""
        self.skipped: dict[int, str] = {}
        """Matches that ``summaries`` could not read (id: why); they are left out."""
        self._wal_damage: str | None = None
        self._kept: Path | None = None
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
            self._wal_damage = None
            self.repair = None
            self._conn = self._open()

    # ------------------------------------------------------------------ opening
    def _open(self) -> sqlite3.Connection:
        """A connection to a usable, migrated database. ``_Unusable``: the file is damaged
        (it may be moved aside); ``HistoryError``: it cannot be used now but is not
        damaged (locked by another program, no permission) and must be left alone."""
        if str(self.path) != ":memory:":
            self._check_wal()
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
                                       "busy", "permission", "full")):
                raise HistoryError(f"the match history {self.path} cannot be opened: "
                                   f"{text}", "unreadable") from None
            raise _Unusable(text, "not-a-database") from None
        except sqlite3.DatabaseError as exc:  # "file is not a database", "malformed"
            conn.close()
            raise _Unusable(str(exc), "not-a-database") from None
        return conn

    def _check_wal(self) -> None:
        """Before SQLite reads a left-over ``-wal`` (the program stopped without closing
        the database): if SQLite would drop part of it, copy it aside with the database."""
        wal = self.path.with_name(self.path.name + "-wal")
        damage = wal_damage(wal)
        if damage is None or not self.path.exists():
            return
        log.warning("the history's write-ahead log %s is damaged: %s", wal, damage)
        self._wal_damage = damage
        self._kept = self._copy_aside(raw=True)

    def _copy_aside(self, conn: sqlite3.Connection | None = None, *,
                    raw: bool = False) -> Path | None:
        """A copy of the database as it is now, next to it (``<name>.damaged-<time>``):
        the raw files (with ``-wal``) before SQLite reads them, or a consistent copy
        through SQLite's backup."""
        if self._kept is not None:
            return self._kept
        target = damaged_name(self.path)
        try:
            if raw:
                shutil.copy2(self.path, target)
                for suffix in ("-wal", "-shm"):
                    side = self.path.with_name(self.path.name + suffix)
                    if side.exists():
                        shutil.copy2(side, target.with_name(target.name + suffix))
            else:
                assert conn is not None
                dest = sqlite3.connect(str(target))
                try:
                    conn.backup(dest)
                finally:
                    dest.close()
        except (OSError, sqlite3.Error) as exc:
            log.error("cannot keep a copy of the damaged history %s: %s", self.path, exc)
            return None
        self._kept = target
        return target

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
            # a row breaking a CHECK or NOT NULL rule is not a damaged file: the rows are
            # found and contained below
            if problems != ["ok"] and not all(ROW_PROBLEM.fullmatch(p) for p in problems):
                raise _Unusable(f"the file is damaged: {'; '.join(problems)}",
                                "not-a-database")
            thorough = problems != ["ok"] or size <= THOROUGH_CHECK_LIMIT
        else:
            thorough = False
        if version > 0:
            names = {r[0] for r in conn.execute(
                "SELECT name FROM sqlite_master WHERE type = 'table'")}
            wanted = {"matches", "players", "hand_scores", "records"}
            wanted |= {"moons"} if version < 3 else {"facts"}
            missing = wanted - names
            if missing:
                raise _Unusable(f"tables are missing: {', '.join(sorted(missing))}",
                                "not-a-database")
        conn.execute("PRAGMA journal_mode = WAL")
        # FULL: a recorded match is on disk when COMMIT returns (the autosave is cleared
        # right after it); costs one fsync per match recorded
        conn.execute("PRAGMA synchronous = FULL")
        conn.execute("PRAGMA foreign_keys = ON")
        self._migrate(conn, version)
        self._contain(conn, thorough=thorough)
        if (self._wal_damage is not None or self._kept is not None) and self.repair is None:
            self.repair = Repair(self._kept, self._wal_damage)
        if self.repair is not None:
            log.warning("%s", self.repair.message())

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
                    for statement in statements(step):
                        conn.execute(statement)
                conn.execute(f"PRAGMA user_version = {version + 1}")
                conn.execute("COMMIT")
            except BaseException:
                _rollback(conn)
                raise
            log.info("history database migrated to schema %d", version + 1)
            version += 1

    # ------------------------------------------------------------------ damaged rows
    def _contain(self, conn: sqlite3.Connection, *, thorough: bool) -> None:
        """Find damaged rows; rebuild their matches from the stored records, or leave
        them out; keep a copy of the file as it was first."""
        bad = damaged_rows(conn, thorough=thorough)
        if not bad:
            return
        log.warning("damaged rows in the match history %s: matches %s", self.path,
                    sorted(bad))
        kept = self._copy_aside(conn)
        saved: dict[int, tuple[SavedMatch, str | None, str | None]] = {}
        for mid in sorted(bad)[:MAX_REBUILT_ROWS]:
            match = readable_record(conn, mid)
            if match is not None:
                row = conn.execute("SELECT status, finished FROM matches WHERE id = ?",
                                   (mid,)).fetchone()
                status = row[0] if row and row[0] in STATUSES else None
                finished = row[1] if row and isinstance(row[1], str) else None
                saved[mid] = (match, status, finished)
        conn.execute("BEGIN IMMEDIATE")
        try:
            for mid in bad:
                conn.execute("DELETE FROM matches WHERE id = ?", (mid,))
                for table in ("players", "hand_scores", "records", "facts"):
                    conn.execute(f"DELETE FROM {table} WHERE match_id = ?", (mid,))
            conn.execute("COMMIT")
        except BaseException:
            _rollback(conn)
            raise
        rebuilt = []
        for mid, (match, status, finished) in saved.items():
            try:
                when = parse_time(finished)
            except ValueError:
                when = None
            try:
                self._insert(conn, match, analyse(match),
                             status=status or ("finished" if match.finished else "abandoned"),
                             finished=when or match.started, match_id=mid)
                rebuilt.append(mid)
            except (HistoryError, sqlite3.Error, ValueError) as exc:
                log.error("cannot rebuild match %d of the history: %s", mid, exc)
        dropped = tuple(sorted(bad - set(rebuilt)))
        self.repair = Repair(kept, self._wal_damage, tuple(sorted(rebuilt)), dropped)

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

    def checkpoint(self) -> None:
        """Write the write-ahead log into the main file and empty it (the desktop session
        is ending: the main file alone then holds the whole history)."""
        self._conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")

    def schema_version(self) -> int:
        return int(self._conn.execute("PRAGMA user_version").fetchone()[0])

    # ------------------------------------------------------------------ writing
    def add_match(self, match: SavedMatch, *, status: str,
                  finished: datetime | None = None) -> int:
        """Store ``match`` ("finished" or "abandoned"; ``finished`` is when it ended,
        default now) and return its id. ``HistoryError``: "duplicate" when the match is
        stored already (``find``), "write-failed" when the database cannot be written
        (the disk is full ...: nothing was stored, the message says why)."""
        existing = self.find(match)
        if existing is not None:
            raise _duplicate(existing)
        return self.add_analysed(match, analyse(match), status=status, finished=finished)

    def add_analysed(self, match: SavedMatch, facts: MatchAnalysis, *, status: str,
                     finished: datetime | None = None) -> int:
        """``add_match`` with the replay already done (``analysis.analyse``)."""
        if status not in STATUSES:
            raise ValueError(f"status must be one of {', '.join(STATUSES)}, not {status!r}")
        ended = finished if finished is not None else datetime.now(UTC)
        return self._insert(self._conn, match, facts, status=status, finished=ended)

    def _insert(self, c: sqlite3.Connection, match: SavedMatch, facts: MatchAnalysis, *,
                status: str, finished: datetime, match_id: int | None = None) -> int:
        preset = facts.rules_name
        n = len(match.players)
        if not isinstance(preset, str) or not preset or len(preset) > 200:
            raise HistoryError(f"the match's rules have no usable name ({preset!r})",
                               "bad-record")
        if len(facts.ranking) != n or len(facts.final_scores) != n:
            raise HistoryError("the match's analysis does not fit its players",
                               "bad-record")
        human = match.human_seat
        won = (None if human is None or status != "finished"
               else int(facts.ranking[human] == 1))
        teams = team_index(facts.teams, n)
        key = match_key(match)
        deal_facts, deal_teams = split_deal_facts(facts.deals, n)
        try:
            c.execute("BEGIN IMMEDIATE")
            existing = c.execute("SELECT id FROM matches WHERE match_key = ?",
                                 (key,)).fetchone()
            if existing is not None:
                raise _duplicate(int(existing[0]))
            columns = ("id, started, finished, status, preset, seats, human_seat, hands,"
                       " human_won, assisted, final_scores, ranking, human_points, game,"
                       " match_key, daily, branch_of, branch")
            values: list[Any] = [
                match_id, iso(match.started), iso(finished), status, preset, n, human,
                len(facts.deals), won, int(match.assisted),
                json.dumps([score_json(s) for s in facts.final_scores]),
                json.dumps(list(facts.ranking)),
                0 if human is None else _column(sum(parts(d.points[human])[0]
                                                    for d in facts.deals)),
                match.game, key, match.daily,
                None if match.branch is None else match.branch.of,
                None if match.branch is None else json.dumps(match.branch.to_dict())]
            cur = c.execute(f"INSERT INTO matches ({columns})"
                            f" VALUES ({', '.join('?' * len(values))})", values)
            mid = cur.lastrowid
            assert mid is not None
            c.executemany(
                "INSERT INTO players (match_id, seat, name, human, kind, level, place, team)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                [(mid, seat, p.name, int(p.human), p.kind, p.level, facts.ranking[seat],
                  teams[seat]) for seat, p in enumerate(match.players)])
            c.executemany(
                "INSERT INTO hand_scores (match_id, deal_number, seat, points, points_im,"
                " total, total_im, team) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                [(mid, deal.deal_number, seat,
                  *map(_column, (*parts(deal.points[seat]), *parts(deal.totals[seat]))),
                  side[seat])
                 for deal, side in zip(facts.deals, deal_teams, strict=True)
                 for seat in range(n)])
            c.executemany(
                "INSERT INTO facts VALUES (?, ?, ?, ?)",
                [(mid, 0, name, fact_json(value)) for name, value in facts.facts.items()]
                + [(mid, d, name, text) for d, name, text in deal_facts])
            c.execute("INSERT INTO records VALUES (?, ?)",
                      (mid, zlib.compress(match.to_json().encode("utf-8"))))
            c.execute("COMMIT")
        except HistoryError:
            _rollback(c)
            raise
        except sqlite3.IntegrityError as exc:
            _rollback(c)
            found = self.find(match)
            if found is not None:
                raise _duplicate(found) from None
            raise HistoryError(f"the match could not be stored in the history: {exc}",
                               "write-failed") from exc
        except sqlite3.Error as exc:
            # SQLite may have rolled the transaction back itself (a full disk does):
            # a second ROLLBACK must not hide why it failed
            _rollback(c)
            raise HistoryError(f"the match could not be stored in the history: {exc}",
                               "write-failed") from exc
        except BaseException:
            _rollback(c)
            raise
        return int(mid)

    def delete(self, match_id: int) -> None:
        """Forget a match (its players, hands, facts, record and reviews go with it)."""
        c = self._conn
        c.execute("BEGIN IMMEDIATE")
        try:
            reviews.forget_match(c, match_id)
            c.execute("DELETE FROM matches WHERE id = ?", (match_id,))
            c.execute("COMMIT")
        except BaseException:
            _rollback(c)
            raise

    # ------------------------------------------------------------------ reading
    def count(self) -> int:
        return int(self._conn.execute("SELECT count(*) FROM matches").fetchone()[0])

    def find(self, match: SavedMatch) -> int | None:
        """The id of ``match`` when it is stored (the same identity, ``match_key``)."""
        row = self._conn.execute("SELECT id FROM matches WHERE match_key = ?",
                                 (match_key(match),)).fetchone()
        return None if row is None else int(row[0])

    def find_key(self, key: str) -> int | None:
        """The id of the stored match whose identity (``match_key``) is ``key``."""
        row = self._conn.execute("SELECT id FROM matches WHERE match_key = ?",
                                 (key,)).fetchone()
        return None if row is None else int(row[0])

    def original_of(self, match_id: int) -> int | None:
        """The id of the match the branch ``match_id`` was played on from (Play from here),
        or None: not a branch, or its original is not in this history (deleted, or the
        branch was imported alone)."""
        row = self._conn.execute(
            "SELECT o.id FROM matches m JOIN matches o ON o.match_key = m.branch_of"
            " WHERE m.id = ?", (match_id,)).fetchone()
        return None if row is None else int(row[0])

    def branches_of(self, match_id: int) -> list[int]:
        """The ids of the branches played on from the match ``match_id``, oldest first."""
        return [int(r[0]) for r in self._conn.execute(
            "SELECT b.id FROM matches m JOIN matches b ON b.branch_of = m.match_key"
            " WHERE m.id = ? ORDER BY b.started, b.id", (match_id,))]

    def contains(self, match: SavedMatch) -> bool:
        """The match is stored already (``find``)."""
        return self.find(match) is not None

    def _filters(self, *, game: str | None, preset: str | None, opponent: str | None,
                 status: str | None, search: str | None) -> tuple[list[str], list[Any]]:
        where: list[str] = []
        args: list[Any] = []
        if game is not None:
            where.append("m.game = ?")
            args.append(game)
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

    def summaries(self, *, game: str | None = None, preset: str | None = None,
                  opponent: str | None = None, status: str | None = None,
                  search: str | None = None, order_by: str = "finished",
                  descending: bool = True, limit: int | None = None,
                  offset: int = 0) -> list[MatchSummary]:
        """Stored matches (of ``game``, or of every game), filtered and sorted in SQL.
        ``search`` looks for text in the players' names, the preset and the start date
        (YYYY-MM-DD). A row that cannot be read is left out and noted in ``skipped``."""
        if order_by.startswith("fact:") and _FACT_NAME.fullmatch(order_by[5:]):
            column = _fact_sum(order_by[5:])
        elif order_by.startswith("mine:") and _FACT_NAME.fullmatch(order_by[5:]):
            column = _fact_mine(order_by[5:])
        else:
            try:
                column = SORT_KEYS[order_by]
            except KeyError:
                raise ValueError(f"cannot sort by {order_by!r}; use one of "
                                 f"{', '.join(SORT_KEYS)}, fact:<name> or mine:<name>"
                                 ) from None
        where, args = self._filters(game=game, preset=preset, opponent=opponent,
                                    status=status, search=search)
        direction = "DESC" if descending else "ASC"
        sql = ("SELECT m.id, m.started, m.finished, m.status, m.preset, m.human_seat,"
               " m.final_scores, m.ranking, m.hands, m.human_won, m.assisted, m.game,"
               " m.daily, m.branch FROM matches m")
        if where:
            sql += " WHERE " + " AND ".join(where)
        sql += f" ORDER BY {column} {direction}, m.id {direction}"
        if limit is not None or offset:
            sql += " LIMIT ? OFFSET ?"
            args += [-1 if limit is None else limit, offset]
        rows = self._conn.execute(sql, args).fetchall()
        ids = [r[0] for r in rows]
        players, teams = self._players(ids)
        facts = self._match_facts(ids)
        out = []
        for (mid, started, finished, status_, preset_, human, scores, ranking, hands,
             won, assisted, game_, daily, branch) in rows:
            try:
                out.append(MatchSummary(
                    id=mid, started=_started(started), finished=parse_time(finished),
                    status=status_, preset=preset_, players=players.get(mid, ()),
                    human_seat=human,
                    final_scores=tuple(score_from_json(s) for s in json.loads(scores)),
                    ranking=tuple(int(r) for r in json.loads(ranking)), hands=int(hands),
                    human_won=None if won is None else bool(won), assisted=bool(assisted),
                    game=game_, teams=teams.get(mid, ()), facts=facts.get(mid, {}),
                    daily=daily if isinstance(daily, str) else None,
                    branch=_branch(branch)))
            except (TypeError, ValueError, IndexError, OverflowError) as exc:
                if mid not in self.skipped:
                    log.warning("match %s of the history cannot be read: %s", mid, exc)
                self.skipped[mid] = str(exc)
        return out

    def _by_ids(self, sql: str, ids: Sequence[int], extra: str = "") -> Iterable[Any]:
        """Rows of ``sql`` (which selects ``match_id`` first and ends in a WHERE clause
        to be completed) for the matches ``ids``."""
        if len(ids) <= 500:  # a page of the list
            marks = ",".join("?" * len(ids))
            return self._conn.execute(f"{sql} match_id IN ({marks}){extra}", list(ids))
        return self._conn.execute(f"{sql} match_id BETWEEN ? AND ?{extra}",
                                  (min(ids), max(ids)))

    def _players(self, ids: Sequence[int]) -> tuple[dict[int, tuple[PlayerInfo, ...]],
                                                    dict[int, tuple[tuple[int, ...], ...]]]:
        found: dict[int, list[PlayerInfo]] = {}
        teams: dict[int, list[tuple[int, int | None]]] = {}
        if not ids:
            return {}, {}
        rows = self._by_ids("SELECT match_id, name, human, kind, level, seat, team"
                            " FROM players WHERE", ids, " ORDER BY match_id, seat")
        wanted = set(ids)
        interned: dict[tuple[str, int, str, str | None], PlayerInfo] = {}
        for mid, name, human, kind, level, seat, team in rows:
            if mid in wanted:
                key = (name, human, kind, level)
                info = interned.get(key)
                if info is None:
                    info = interned[key] = PlayerInfo(name, bool(human), kind, level)
                found.setdefault(mid, []).append(info)
                if team is not None:
                    teams.setdefault(mid, []).append((seat, team))
        return ({k: tuple(v) for k, v in found.items()},
                {k: teams_of(v) for k, v in teams.items()})

    def _match_facts(self, ids: Sequence[int]) -> dict[int, dict[str, Any]]:
        out: dict[int, dict[str, Any]] = {}
        if not ids:
            return out
        wanted = set(ids)
        for mid, name, value in self._by_ids(
                "SELECT match_id, name, value FROM facts WHERE deal_number = 0 AND", ids):
            if mid in wanted:
                with contextlib.suppress(ValueError):
                    out.setdefault(mid, {})[name] = fact_value(value)
        return out

    def load(self, match_id: int) -> SavedMatch:
        """The stored match (replayed and validated); ``HistoryError`` if it is gone."""
        row = self._conn.execute("SELECT saved FROM records WHERE match_id = ?",
                                 (match_id,)).fetchone()
        if row is None:
            raise HistoryError(f"match {match_id} is not in the history", "not-found")
        try:
            text = zlib.decompress(row[0])
        except (zlib.error, TypeError) as exc:
            raise HistoryError(f"the record of match {match_id} is damaged: {exc}",
                               "bad-record") from None
        return SavedMatch.from_json(text)

    def deal_source(self, match_id: int) -> tuple[str, Any, int | None]:
        """(game, rules, seed) of a stored match, read without replaying it: what its deal
        codes need (``core.dealcodes``). The seed is None for a match dealt from explicit
        cards. ``HistoryError`` if it is gone or damaged."""
        row = self._conn.execute("SELECT saved FROM records WHERE match_id = ?",
                                 (match_id,)).fetchone()
        if row is None:
            raise HistoryError(f"match {match_id} is not in the history", "not-found")
        try:
            data = json.loads(zlib.decompress(row[0]))
            record_data = data["record"]
            name, _ = record_game(record_data)
            record = get_game(name).record_from_json(record_data)
        except (zlib.error, TypeError, ValueError, KeyError, AttributeError) as exc:
            raise HistoryError(f"the record of match {match_id} is damaged: {exc}",
                               "bad-record") from None
        return name, getattr(record, "rules", None), record.seed

    def hands(self, match_id: int) -> list[HandRow]:
        """The match's deals in order: this deal's points, running totals, its facts."""
        row = self._conn.execute("SELECT seats, final_scores FROM matches WHERE id = ?",
                                 (match_id,)).fetchone()
        if row is None:
            raise HistoryError(f"match {match_id} is not in the history", "not-found")
        seats = row[0]
        try:
            is_complex = any(isinstance(s, list) for s in json.loads(row[1]))
        except (TypeError, ValueError) as exc:
            raise HistoryError(f"match {match_id} of the history is damaged: {exc}",
                               "bad-record") from None
        facts: dict[int, dict[str, Any]] = {}
        for deal, name, value in self._conn.execute(
                "SELECT deal_number, name, value FROM facts WHERE match_id = ?"
                " AND deal_number > 0", (match_id,)):
            with contextlib.suppress(ValueError):
                facts.setdefault(deal, {})[name] = fact_value(value)
        by_deal: dict[int, list[tuple[int, int, int, int]]] = {}
        sides: dict[int, list[tuple[int, int | None]]] = {}
        for deal, seat, p, pi, t, ti, team in self._conn.execute(
                "SELECT deal_number, seat, points, points_im, total, total_im, team"
                " FROM hand_scores WHERE match_id = ? ORDER BY deal_number, seat",
                (match_id,)):
            if 0 <= seat < seats:  # a score beyond 64 bits is a REAL (``_column``)
                by_deal.setdefault(deal, [(0, 0, 0, 0)] * seats)[seat] = (
                    int(p), int(pi), int(t), int(ti))
                sides.setdefault(deal, []).append((seat, team))
        return [HandRow(deal,
                        tuple(score(p, pi, is_complex) for p, pi, _, _ in cells),
                        tuple(score(t, ti, is_complex) for _, _, t, ti in cells),
                        facts.get(deal, {}), teams_of(sides.get(deal, ())))
                for deal, cells in sorted(by_deal.items())]

    def games(self) -> list[str]:
        """The games that have matches in the history."""
        return [r[0] for r in self._conn.execute(
            "SELECT DISTINCT game FROM matches ORDER BY game")]

    def presets(self, game: str | None = None) -> list[str]:
        if game is None:
            return [r[0] for r in self._conn.execute(
                "SELECT DISTINCT preset FROM matches ORDER BY preset")]
        return [r[0] for r in self._conn.execute(
            "SELECT DISTINCT preset FROM matches WHERE game = ? ORDER BY preset", (game,))]

    def opponents(self, game: str | None = None) -> list[str]:
        """Names of the computer players met (in ``game``), for the filter box."""
        if game is None:
            return [r[0] for r in self._conn.execute(
                "SELECT DISTINCT name FROM players WHERE human = 0 ORDER BY name")]
        return [r[0] for r in self._conn.execute(
            "SELECT DISTINCT p.name FROM players p JOIN matches m ON m.id = p.match_id"
            " WHERE p.human = 0 AND m.game = ? ORDER BY p.name", (game,))]

    # ------------------------------------------------------------------ the coach's reviews
    def review_key(self, match: int | str | SavedMatch) -> str:
        """The identity reviews are kept under: of a stored match (its id), of a match
        (``SavedMatch``, stored or not), or the identity itself (``match_key``)."""
        if isinstance(match, SavedMatch):
            return match_key(match)
        if isinstance(match, str):
            return match
        row = self._conn.execute("SELECT match_key FROM matches WHERE id = ?",
                                 (match,)).fetchone()
        if row is None or not isinstance(row[0], str):
            raise HistoryError(f"match {match} is not in the history", "not-found")
        return row[0]

    def save_review(self, match: int | str | SavedMatch, review: HandReview) -> None:
        """Keep the coach's review of one hand of ``match`` (``review_key``); it replaces
        an older review of that hand. ``HistoryError`` "write-failed" if it cannot."""
        reviews.save_review(self._conn, self.review_key(match), review)

    def review_for(self, match: int | str | SavedMatch, seat: int, deal: int,
                   hindsight: bool = False) -> HandReview | None:
        """The stored review of deal ``deal`` of ``match`` for ``seat`` (``hindsight``:
        the "with all cards shown" one), or None. A damaged one is set aside (kept in
        ``reviews_set_aside``) and reported: ``HistoryError`` "bad-review"."""
        return reviews.review_for(self._conn, self.review_key(match), seat, deal, hindsight)

    def points_lost(self, match: int | str | SavedMatch, seat: int, *,
                    hindsight: bool = False) -> PointsLost:
        """``seat``'s points lost to mistakes in ``match``: per reviewed hand
        (``PointsLost.hands``) and for the match (``total``, ``stderr``)."""
        return reviews.points_lost(self._conn, self.review_key(match), seat,
                                   hindsight=hindsight)

    def points_lost_trend(self, game: str, by: str = "month") -> list[TrendPoint]:
        """The player's points lost to mistakes in ``game`` per month (``by``: "month",
        "year" or "day") of the matches' ends, from the honest reviews of the human seat
        of the matches in the history."""
        return reviews.points_lost_trend(self._conn, game, by)

    # ------------------------------------------------------------------ statistics
    def statistics(self, game: str = "hearts", *, preset: str | None = None,
                   opponent: str | None = None) -> Stats:
        """The human's record in ``game`` over finished matches that had a human seat
        (abandoned ones do not count): games, wins (first place, shared or not; with
        partners, the human's side first), winning streaks in order of finishing, points
        per deal (the real part under Complex Hearts), and the game's per-seat facts of
        the human's seat added up (``Stats.facts``; Hearts: moons shot and suffered,
        Queens of Spades taken). A branch (Play from here) is not counted: its player may
        have seen every hand in the replay it was played on from."""
        where, args = self._filters(game=None, preset=preset, opponent=opponent,
                                    status=None, search=None)
        return grouped_stats(self._conn, game, "''", "", where, args).get(
            "", no_stats(game))

    def daily_statistics(self, game: str, today: date) -> DailyStats:
        """The human's deals of the day (Game > Deal of the day) in ``game``: days
        played, best place, days won, and the streak of consecutive days up to ``today``
        (``statistics.day_streaks``)."""
        return daily_stats(self._conn, game, today)

    def statistics_by(self, key: str, game: str = "hearts") -> dict[str, Stats]:
        """``statistics`` of ``game`` per rules preset (``key="preset"``) or per
        opponent's name (``key="opponent"``), for every value that has at least one
        counted game; one query for all of them."""
        if key == "preset":
            return grouped_stats(self._conn, game, "m.preset", "", [], [])
        if key == "opponent":
            return grouped_stats(self._conn,
                game, "o.name", " JOIN (SELECT DISTINCT match_id, name FROM players"
                " WHERE human = 0) o ON o.match_id = m.id", [], [])
        raise ValueError(f"statistics_by needs 'preset' or 'opponent', not {key!r}")


def _started(text: Any) -> datetime:
    when = parse_time(text)
    if when is None:
        raise ValueError("the match has no start time")
    return when


def _branch(text: Any) -> BranchOf | None:
    """The link of a branch as stored (``matches.branch``); None when there is none or it
    cannot be read (the list shows the match without it)."""
    if not isinstance(text, str):
        return None
    try:
        return BranchOf.from_dict(json.loads(text))
    except (HistoryError, ValueError):
        return None


def _duplicate(match_id: int) -> HistoryError:
    return HistoryError(f"this match is in the history already (match {match_id})",
                        "duplicate")


def _rollback(conn: sqlite3.Connection) -> None:
    """Undo the open transaction, if SQLite has not undone it itself already."""
    if conn.in_transaction:
        with contextlib.suppress(sqlite3.Error):
            conn.execute("ROLLBACK")


__all__ = ["DB_FILE", "MIGRATIONS", "SCHEMA_1", "SCHEMA_2", "HistoryDB", "Repair", "match_key"]
