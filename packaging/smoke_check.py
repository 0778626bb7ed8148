#!/usr/bin/env python3
"""Check what a run of the frozen program left in its data folder: a match in the history.

CI (``.ci/run``) runs the bundle offscreen::

    dist/hearts-desktop/hearts-desktop --autoplay --quit-after-hands 2 --speed instant \\
        --data-dir DIR

and then ``python packaging/smoke_check.py DIR``, which exits 0 when ``DIR/history.sqlite3``
holds at least one match, and otherwise 1 with a sentence saying what is missing. The check
reads the database with the standard ``sqlite3`` module only (no import of the game), so it
tests what the frozen program wrote, and it counts the rows of every table whose name
contains "match" rather than relying on one schema version.
"""

from __future__ import annotations

import argparse
import sqlite3
import sys
from collections.abc import Sequence
from pathlib import Path

DB_FILE = "history.sqlite3"


def count_matches(db: Path) -> dict[str, int]:
    """Rows per table whose name contains "match" (read-only; WAL content included)."""
    try:
        connection = sqlite3.connect(f"{db.resolve().as_uri()}?mode=ro", uri=True)
    except sqlite3.Error:
        connection = sqlite3.connect(db)
    try:
        names = [row[0] for row in connection.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE '%match%' "
            "ORDER BY name")]
        return {name: int(connection.execute(
            f'SELECT COUNT(*) FROM "{name.replace(chr(34), chr(34) * 2)}"').fetchone()[0])
            for name in names}
    finally:
        connection.close()


def check(data_dir: Path) -> tuple[bool, str]:
    """Whether ``data_dir`` holds a history with a match, and a sentence about it."""
    db = data_dir / DB_FILE
    if not db.is_file():
        present = sorted(p.name for p in data_dir.iterdir()) if data_dir.is_dir() else []
        return False, (f"{db} does not exist: the program wrote no history "
                       f"(the data folder holds: {', '.join(present) or 'nothing'})")
    try:
        counts = count_matches(db)
    except sqlite3.Error as exc:
        return False, f"{db} cannot be read as an SQLite database: {exc}"
    if not counts:
        return False, f"{db} has no table of matches"
    summary = ", ".join(f"{name}: {rows} row(s)" for name, rows in counts.items())
    if not any(counts.values()):
        return False, f"{db} holds no match ({summary})"
    return True, f"{db} holds the match ({summary})"


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("data_dir", type=Path, help="the --data-dir of the run")
    args = parser.parse_args(argv)
    ok, message = check(args.data_dir)
    print(f"smoke check: {message}", file=sys.stdout if ok else sys.stderr)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
