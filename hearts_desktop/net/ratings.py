"""Players and their ratings on a server, in SQLite (``ratings.sqlite3``): who holds which
name (a public key, ``net.identity``), a rating per person and rating category, every
rated match once, and each person's rating after each of their matches (the chart).

Ratings are the ``openskill`` library's Plackett-Luce model (Weng-Lin): ``mu`` (the skill
estimate, 25 for a new player) and ``sigma`` (its uncertainty, 25/3 at first, shrinking with
every match); ``ordinal`` (mu - 3 sigma) is the cautious value shown and sorted by. Each
finished match updates every person at the table once: places from the game's own
``analyse(record).ranking`` (ties share a place), partnerships as teams (Pinochle's
``teams``), CPU players at the fixed ratings of their level (``CPU_RATINGS``, never
updated), and a person who abandoned the match (a CPU player stood in for them at the
end, or the table closed unfinished without them) placed after everyone else: a loss.

A rated match has an id (the server's id, the table code and the match's seed); it is
recorded in the same transaction as the ratings it changes, and a second recording of the
same id changes nothing (``record_match`` returns None): a match never counts twice, even
when two server processes share the file.

A file that is not a ratings database (damaged, another program's, a newer version) is
never changed: ``RatingsError`` says which file and why, and the server does not start.
"""

from __future__ import annotations

import contextlib
import sqlite3
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from openskill.models import PlackettLuce

SCHEMA_VERSION = 1
APPLICATION_ID = 0x48445254  # "HDRT": a file of another program is refused
CPU_RATINGS: dict[str, tuple[float, float]] = {
    "random": (10.0, 1.0),
    "easy": (17.0, 1.0),
    "normal": (25.0, 1.0),
    "hard": (31.0, 1.0),
    "expert": (35.0, 1.0),
}
"""A CPU player's fixed (mu, sigma) by level (Hearts' "expert" and the "random" player of
tests included; a roster player counts at its level, "normal" when it has none): never
updated."""
HISTORY_LIMIT = 200
"""The most rating points a ``history`` answer holds per category (the latest)."""
CATEGORIES = ("hearts", "pinochle", "ombre", "quadrille", "quintille")
"""The rating categories: one per game, Ombre's by its number of players (three:
"ombre", four: "quadrille", five: "quintille")."""

CATEGORY_GAME = {"hearts": "hearts", "pinochle": "pinochle", "ombre": "ombre",
                 "quadrille": "ombre", "quintille": "ombre"}
"""The game of each rating category."""

_SCHEMA = """
CREATE TABLE IF NOT EXISTS people (
    id INTEGER PRIMARY KEY,
    public_key TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL,
    name_key TEXT NOT NULL UNIQUE,
    created REAL NOT NULL
);
CREATE TABLE IF NOT EXISTS ratings (
    person INTEGER NOT NULL REFERENCES people(id),
    category TEXT NOT NULL,
    mu REAL NOT NULL,
    sigma REAL NOT NULL CHECK (sigma > 0),
    matches INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (person, category)
);
CREATE TABLE IF NOT EXISTS matches (
    id TEXT PRIMARY KEY,
    category TEXT NOT NULL,
    finished REAL NOT NULL,
    abandoned INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS points (
    match TEXT NOT NULL REFERENCES matches(id),
    person INTEGER NOT NULL REFERENCES people(id),
    category TEXT NOT NULL,
    place INTEGER NOT NULL,
    mu REAL NOT NULL,
    sigma REAL NOT NULL,
    at REAL NOT NULL,
    PRIMARY KEY (match, person)
);
CREATE INDEX IF NOT EXISTS points_person ON points(person, category, at);
"""


class RatingsError(Exception):
    """The ratings database cannot be used (the message says which file and why)."""


class NameTakenError(Exception):
    """The name belongs to another person on this server."""


@dataclass(frozen=True)
class Person:
    id: int
    name: str
    public_key: str


@dataclass(frozen=True)
class Rating:
    mu: float
    sigma: float
    matches: int = 0

    @property
    def ordinal(self) -> float:
        """The cautious rating shown and sorted by: mu - 3 sigma."""
        return self.mu - 3.0 * self.sigma


@dataclass(frozen=True)
class RatingPoint:
    """A person's rating right after one of their rated matches."""

    match: str
    category: str
    place: int
    mu: float
    sigma: float
    at: float
    """Seconds since the epoch (UTC)."""


@dataclass(frozen=True)
class Participant:
    """A seat of a finished match as the ratings see it: a person (their id) or a CPU
    player (its level), and whether the person abandoned the match."""

    person: int | None = None
    cpu_level: str = "normal"
    abandoned: bool = False


def category_of(game_name: str, players: int) -> str:
    """The rating category of a match of ``game_name`` with ``players`` seats."""
    if game_name == "ombre":
        return {4: "quadrille", 5: "quintille"}.get(players, "ombre")
    return game_name


def places(ranking: Sequence[int], participants: Sequence[Participant]) -> list[int]:
    """The places the ratings use: the game's ranking (1 best, ties shared), with every
    person who abandoned the match placed after everyone who did not (tied among
    themselves)."""
    last = max(ranking, default=0) + 1
    return [last if p.abandoned else r for r, p in zip(ranking, participants, strict=True)]


class RatingStore:
    """The server's players and ratings (module docstring). ``path`` None: in memory (a
    test, or a program that hosts without keeping ratings)."""

    def __init__(self, path: str | Path | None = None) -> None:
        self.path = Path(path) if path is not None else None
        self.model = PlackettLuce()
        target = ":memory:" if self.path is None else str(self.path)
        if self.path is not None:
            self._check_file(self.path)
            try:
                self.path.parent.mkdir(parents=True, exist_ok=True)
            except OSError as exc:
                raise RatingsError(f"The ratings database {self.path} cannot be created "
                                   f"({exc}).") from None
        try:
            self._db = sqlite3.connect(target, isolation_level=None, timeout=10.0,
                                       check_same_thread=False)
            self._open()
        except sqlite3.Error as exc:
            raise RatingsError(self._damaged(str(exc))) from None

    def _damaged(self, why: str) -> str:
        return (f"The ratings database {self.path} cannot be used ({why}). It was left as it "
                f"is: restore it from a backup, or move it away and the server starts a new "
                f"one (the ratings in it are then not used).")

    def _check_file(self, path: Path) -> None:
        if not path.exists():
            return
        try:
            with path.open("rb") as f:
                head = f.read(16)
        except OSError as exc:
            raise RatingsError(self._damaged(str(exc))) from None
        if head and head != b"SQLite format 3\0":
            raise RatingsError(self._damaged("it is not an SQLite database"))

    def _open(self) -> None:
        db = self._db
        app = db.execute("PRAGMA application_id").fetchone()[0]
        version = db.execute("PRAGMA user_version").fetchone()[0]
        tables = db.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]
        if tables and app != APPLICATION_ID:
            raise RatingsError(self._damaged("it is another program's database"))
        if version > SCHEMA_VERSION:
            raise RatingsError(self._damaged(
                f"it was written by a newer version (schema {version}, this program "
                f"knows {SCHEMA_VERSION})"))
        if tables:
            check = db.execute("PRAGMA quick_check(3)").fetchall()
            if [row[0] for row in check] != ["ok"]:
                raise RatingsError(self._damaged("; ".join(str(r[0]) for r in check)))
        if self.path is not None:
            db.execute("PRAGMA journal_mode=WAL")
        db.execute("PRAGMA foreign_keys=ON")
        with self._transaction():
            for statement in _SCHEMA.split(";"):
                if statement.strip():
                    db.execute(statement)
            db.execute(f"PRAGMA application_id={APPLICATION_ID}")
            db.execute(f"PRAGMA user_version={SCHEMA_VERSION}")

    @contextlib.contextmanager
    def _transaction(self) -> Iterator[sqlite3.Connection]:
        db = self._db
        db.execute("BEGIN IMMEDIATE")
        try:
            yield db
        except BaseException:
            db.execute("ROLLBACK")
            raise
        db.execute("COMMIT")

    def close(self) -> None:
        with contextlib.suppress(sqlite3.Error):
            self._db.close()

    # ------------------------------------------------------------------ people
    def claim(self, public_key: str, name: str) -> Person:
        """The person holding ``public_key``, named ``name``: a new key gets the name if
        nobody holds it; a known key may change its name to a free one.
        ``NameTakenError`` if another key holds the name (compared case-folded)."""
        key = name.casefold()
        with self._transaction() as db:
            holder = db.execute("SELECT id, public_key FROM people WHERE name_key = ?",
                                (key,)).fetchone()
            if holder is not None and holder[1] != public_key:
                raise NameTakenError(name)
            row = db.execute("SELECT id, name FROM people WHERE public_key = ?",
                             (public_key,)).fetchone()
            if row is None:
                cur = db.execute("INSERT INTO people (public_key, name, name_key, created) "
                                 "VALUES (?, ?, ?, ?)", (public_key, name, key, time.time()))
                person_id = int(cur.lastrowid or 0)
            else:
                person_id = int(row[0])
                if row[1] != name:
                    db.execute("UPDATE people SET name = ?, name_key = ? WHERE id = ?",
                               (name, key, person_id))
        return Person(person_id, name, public_key)

    def name_taken(self, name: str) -> bool:
        """Does a person hold ``name`` (an unidentified player may not sit under it)?"""
        return self._db.execute("SELECT 1 FROM people WHERE name_key = ?",
                                (name.casefold(),)).fetchone() is not None

    def person_named(self, name: str) -> Person | None:
        row = self._db.execute("SELECT id, name, public_key FROM people WHERE name_key = ?",
                               (name.casefold(),)).fetchone()
        return None if row is None else Person(int(row[0]), row[1], row[2])

    def person(self, person_id: int) -> Person | None:
        row = self._db.execute("SELECT id, name, public_key FROM people WHERE id = ?",
                               (person_id,)).fetchone()
        return None if row is None else Person(int(row[0]), row[1], row[2])

    # ------------------------------------------------------------------ ratings
    def rating(self, person_id: int, category: str) -> Rating:
        row = self._db.execute("SELECT mu, sigma, matches FROM ratings WHERE person = ? AND "
                               "category = ?", (person_id, category)).fetchone()
        if row is None:
            return Rating(self.model.mu, self.model.sigma, 0)
        return Rating(float(row[0]), float(row[1]), int(row[2]))

    def ratings(self, person_id: int) -> dict[str, Rating]:
        """Every category the person has played rated matches of."""
        rows = self._db.execute("SELECT category, mu, sigma, matches FROM ratings WHERE "
                                "person = ? ORDER BY category", (person_id,)).fetchall()
        return {r[0]: Rating(float(r[1]), float(r[2]), int(r[3])) for r in rows}

    def history(self, person_id: int, category: str | None = None,
                limit: int = HISTORY_LIMIT) -> list[RatingPoint]:
        """The person's rating after each rated match, oldest first (at most ``limit``
        latest per category)."""
        cats = [category] if category else [r[0] for r in self._db.execute(
            "SELECT DISTINCT category FROM points WHERE person = ?", (person_id,))]
        points: list[RatingPoint] = []
        for cat in cats:
            rows = self._db.execute(
                "SELECT match, category, place, mu, sigma, at FROM points WHERE person = ? "
                "AND category = ? ORDER BY at DESC, rowid DESC LIMIT ?",
                (person_id, cat, limit)).fetchall()
            points.extend(RatingPoint(r[0], r[1], int(r[2]), float(r[3]), float(r[4]),
                                      float(r[5])) for r in reversed(rows))
        return points

    def counted(self, match_id: str) -> bool:
        return self._db.execute("SELECT 1 FROM matches WHERE id = ?",
                                (match_id,)).fetchone() is not None

    def record_match(self, match_id: str, category: str,
                     participants: Sequence[Participant], ranking: Sequence[int],
                     teams: Sequence[Sequence[int]] = (), *, abandoned: bool = False
                     ) -> dict[int, tuple[Rating, Rating]] | None:
        """Rate a finished match once: every person's rating before and after (by person
        id), or None if the match was counted already (then nothing changes). ``ranking``
        is the game's place per seat (1 best), ``teams`` its partnerships (seats)."""
        people = [p.person for p in participants if p.person is not None]
        if len(set(people)) != len(people):
            raise ValueError("a person sits at two seats of one match")
        groups = [list(t) for t in teams] if teams else [[s] for s in range(len(participants))]
        seat_places = places(ranking, participants)
        now = time.time()
        with self._transaction() as db:
            try:
                db.execute("INSERT INTO matches (id, category, finished, abandoned) VALUES "
                           "(?, ?, ?, ?)", (match_id, category, now, int(abandoned)))
            except sqlite3.IntegrityError:
                return None  # counted already: a match never counts twice
            before: dict[int, Rating] = {}
            model_teams: list[list[Any]] = []
            for group in groups:
                team = []
                for seat in group:
                    p = participants[seat]
                    if p.person is None:
                        mu, sigma = CPU_RATINGS.get(p.cpu_level, CPU_RATINGS["normal"])
                    else:
                        old = before[p.person] = self._rating_in(db, p.person, category)
                        mu, sigma = old.mu, old.sigma
                    team.append(self.model.rating(mu=mu, sigma=sigma))
                model_teams.append(team)
            # a team's place: its best member's (partners share one place in the game)
            team_places = [float(min(seat_places[s] for s in group)) for group in groups]
            if len(model_teams) < 2 or not people:
                return {}
            new = self.model.rate(model_teams, ranks=team_places)
            result: dict[int, tuple[Rating, Rating]] = {}
            for group, team in zip(groups, new, strict=True):
                for seat, value in zip(group, team, strict=True):
                    p = participants[seat]
                    if p.person is None:
                        continue
                    old = before[p.person]
                    after = Rating(float(value.mu), float(value.sigma), old.matches + 1)
                    db.execute("INSERT INTO ratings (person, category, mu, sigma, matches) "
                               "VALUES (?, ?, ?, ?, ?) ON CONFLICT (person, category) DO "
                               "UPDATE SET mu = excluded.mu, sigma = excluded.sigma, "
                               "matches = excluded.matches",
                               (p.person, category, after.mu, after.sigma, after.matches))
                    db.execute("INSERT INTO points (match, person, category, place, mu, "
                               "sigma, at) VALUES (?, ?, ?, ?, ?, ?, ?)",
                               (match_id, p.person, category, seat_places[seat], after.mu,
                                after.sigma, now))
                    result[p.person] = (old, after)
        return result

    def _rating_in(self, db: sqlite3.Connection, person_id: int, category: str) -> Rating:
        row = db.execute("SELECT mu, sigma, matches FROM ratings WHERE person = ? AND "
                         "category = ?", (person_id, category)).fetchone()
        if row is None:
            return Rating(self.model.mu, self.model.sigma, 0)
        return Rating(float(row[0]), float(row[1]), int(row[2]))


__all__ = ["CATEGORIES", "CATEGORY_GAME", "CPU_RATINGS", "NameTakenError", "Participant",
           "Person", "Rating", "RatingPoint", "RatingStore", "RatingsError", "category_of",
           "places"]
