"""What opening the history database contains: rows the history cannot use, and the
report of what was done about them and about a damaged write-ahead log (``Repair``)."""

from __future__ import annotations

import re
import sqlite3
import zlib
from dataclasses import dataclass
from pathlib import Path

from .errors import HistoryError
from .saved import SavedMatch

ROW_PROBLEM = re.compile(r"(CHECK constraint failed in \w+|NULL value in \w+\.\w+)")


@dataclass(frozen=True)
class Repair:
    """What opening the database had to contain (``HistoryDB.repair``)."""

    kept_as: Path | None
    """The copy of the database as it was (with its ``-wal``), or None if none could be
    made."""
    wal_damage: str | None = None
    """What was wrong with the write-ahead log: the last matches recorded may be
    missing."""
    rebuilt: tuple[int, ...] = ()
    """Matches whose damaged rows were rebuilt from their stored records."""
    dropped: tuple[int, ...] = ()
    """Matches that could not be read at all and were left out."""

    def message(self) -> str:
        """One clear English sentence (the window words its own, translated)."""
        parts = []
        if self.wal_damage:
            parts.append(f"its journal (-wal) was damaged ({self.wal_damage}): the last "
                         "matches recorded may be missing")
        if self.rebuilt:
            parts.append(f"{len(self.rebuilt)} damaged match(es) were rebuilt from their "
                         "records")
        if self.dropped:
            parts.append(f"{len(self.dropped)} match(es) could not be read and were left "
                         "out")
        kept = f" The file as it was is kept as {self.kept_as.name}." if self.kept_as else ""
        return f"The match history was damaged: {'; '.join(parts)}.{kept}"



def damaged_rows(conn: sqlite3.Connection, *, thorough: bool) -> set[int]:
    """Matches with a row the history cannot use: broken CHECK/NOT NULL rules, wrong types,
    JSON that is not what it should be. Always checked: the matches table, which the list
    and the statistics read (~40 ms for 10,000 matches). ``thorough`` also checks each
    score's type, the players, hands, facts and records of every match (~0.4 s for
    10,000: done for small histories and when SQLite's own check found bad rows)."""
    bad = {r[0] for r in conn.execute("""
        SELECT id FROM matches WHERE typeof(game) != 'text'
            OR status IS NULL OR status NOT IN ('finished', 'abandoned')
            OR typeof(started) != 'text' OR julianday(started) IS NULL
            OR (finished IS NOT NULL AND (typeof(finished) != 'text'
                                          OR julianday(finished) IS NULL))
            OR typeof(preset) != 'text'
            OR typeof(seats) != 'integer' OR seats NOT BETWEEN 1 AND 64
            OR (human_seat IS NOT NULL AND (typeof(human_seat) != 'integer'
                                            OR human_seat NOT BETWEEN 0 AND seats - 1))
            OR typeof(hands) != 'integer' OR hands < 0
            OR (human_won IS NOT NULL AND human_won NOT IN (0, 1))
            OR assisted IS NULL OR assisted NOT IN (0, 1)
            OR typeof(human_points) != 'integer'
            OR NOT CASE WHEN json_valid(final_scores) THEN json_type(final_scores) = 'array'
                         AND json_array_length(final_scores) = seats ELSE 0 END
            OR NOT CASE WHEN json_valid(ranking) THEN json_type(ranking) = 'array'
                         AND json_array_length(ranking) = seats ELSE 0 END
        """)}
    if not thorough:
        return bad
    bad |= {r[0] for r in conn.execute("""
        SELECT id FROM matches WHERE
            CASE WHEN json_valid(final_scores) AND json_type(final_scores) = 'array'
                 THEN EXISTS (SELECT 1 FROM json_each(final_scores)
                              WHERE type NOT IN ('integer', 'array'))
                 ELSE 1 END
            OR CASE WHEN json_valid(ranking) AND json_type(ranking) = 'array'
                    THEN EXISTS (SELECT 1 FROM json_each(ranking) WHERE type != 'integer')
                    ELSE 1 END
            OR (SELECT count(*) FROM players p WHERE p.match_id = matches.id) != seats
            OR NOT EXISTS (SELECT 1 FROM records r WHERE r.match_id = matches.id
                           AND typeof(r.saved) = 'blob')
        """)}
    bad |= {r[0] for r in conn.execute("""
        SELECT DISTINCT match_id FROM players WHERE typeof(name) != 'text'
            OR human IS NULL OR human NOT IN (0, 1) OR typeof(kind) != 'text'
            OR (level IS NOT NULL AND typeof(level) != 'text')
            OR typeof(place) != 'integer' OR typeof(seat) != 'integer'""")}
    bad |= {r[0] for r in conn.execute("""
        SELECT DISTINCT match_id FROM hand_scores WHERE typeof(points) != 'integer'
            OR typeof(total) != 'integer' OR typeof(points_im) != 'integer'
            OR typeof(total_im) != 'integer' OR typeof(seat) != 'integer'
            OR typeof(deal_number) != 'integer'""")}
    bad |= {r[0] for r in conn.execute(
        "SELECT DISTINCT match_id FROM facts WHERE typeof(name) != 'text'"
        " OR typeof(value) != 'text' OR NOT json_valid(value)")}
    return bad


def readable_record(conn: sqlite3.Connection, mid: int) -> SavedMatch | None:
    row = conn.execute("SELECT saved FROM records WHERE match_id = ?", (mid,)).fetchone()
    if row is None or not isinstance(row[0], bytes):
        return None
    try:
        return SavedMatch.from_json(zlib.decompress(row[0]))
    except (HistoryError, zlib.error):
        return None

