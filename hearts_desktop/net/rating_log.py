"""The player's own record of their ratings, kept in the data folder (``ratings.jsonl``):
one line per rated match, written when its ``finished`` frame says how the player's rating
changed, so that Statistics shows the rating, its uncertainty and its history (a chart)
without asking a server. The servers hold the authoritative ratings (``net.ratings``);
this is the player's copy, per server and rating category.

A line that cannot be read (a damaged file, a crash mid-write) is skipped and reported
(``RatingLog.problems``); the file is never rewritten, so nothing in it is lost.
"""

from __future__ import annotations

import json
import logging
import os
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

log = logging.getLogger(__name__)

RATING_LOG = "ratings.jsonl"
MAX_LINE = 4096


@dataclass(frozen=True)
class RatingEntry:
    """The player's rating right after one rated match."""

    server: str
    """Where (the address as the player typed it: ratings are per server)."""
    name: str
    """The player's name there."""
    category: str
    mu: float
    sigma: float
    matches: int
    before: float
    """mu before the match."""
    at: str
    """When the match started (ISO 8601, UTC)."""
    table: str = ""

    @classmethod
    def from_json(cls, data: Any) -> RatingEntry:
        if not isinstance(data, dict):
            raise ValueError("not an object")
        entry = cls(server=str(data["server"]), name=str(data["name"]),
                    category=str(data["category"]), mu=float(data["mu"]),
                    sigma=float(data["sigma"]), matches=int(data["matches"]),
                    before=float(data["before"]), at=str(data["at"]),
                    table=str(data.get("table", "")))
        if not entry.sigma > 0:
            raise ValueError("sigma must be positive")
        return entry


class RatingLog:
    """``ratings.jsonl`` in ``folder`` (module docstring)."""

    def __init__(self, folder: Path | str) -> None:
        self.path = Path(folder) / RATING_LOG
        self.problems: list[str] = []
        """The lines the last ``entries()`` skipped, and why."""

    def add(self, entry: RatingEntry) -> None:
        """Append ``entry`` (``OSError`` if the file cannot be written)."""
        self.path.parent.mkdir(parents=True, exist_ok=True)
        line = json.dumps(asdict(entry), ensure_ascii=False) + "\n"
        with self.path.open("a", encoding="utf-8") as out:
            out.write(line)
            out.flush()
            os.fsync(out.fileno())

    def entries(self) -> list[RatingEntry]:
        """Every readable entry, oldest first (a damaged line skipped, and reported in
        ``problems``)."""
        self.problems = []
        try:
            raw = self.path.read_bytes()
        except FileNotFoundError:
            return []
        except OSError as exc:
            self.problems.append(f"{self.path}: {exc}")
            return []
        out = []
        for number, line in enumerate(raw.splitlines(), start=1):
            if not line.strip():
                continue
            try:
                if len(line) > MAX_LINE:
                    raise ValueError("the line is too long")
                out.append(RatingEntry.from_json(json.loads(line.decode("utf-8"))))
            except (ValueError, KeyError, TypeError, UnicodeDecodeError) as exc:
                self.problems.append(f"{self.path}, line {number}: {exc}")
        if self.problems:
            log.warning("skipped damaged lines of %s: %s", self.path, "; ".join(self.problems))
        return out


__all__ = ["RATING_LOG", "RatingEntry", "RatingLog"]
