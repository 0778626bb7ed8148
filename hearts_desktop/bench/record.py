"""A long ``bench ai`` matchup kept in a file, so that it can stop and go on later.

Some of issue 16's measurements need more CPU than one sitting gives (2,000 hands against
OpenSpiel's ISMCTS cost some 20,000 s of CPU). ``--record PATH`` writes every finished deal
to ``PATH`` as it comes in; running the same command again skips the deals already there
and plays the rest, and the report covers every recorded deal. Each deal is played and
scored on its own (its own cards, its own bot seeds), so a run cut into pieces gives the
same figures as one run on the same deals (tested with deterministic bots).

**The file** is JSON lines: a header ``{"format": FORMAT, "version": VERSION, "setup":
{...}}``, then for each sitting a ``{"segment": {...}}`` line (when it started, the
machine and its load, the jobs), then one ``{"deal": d, "at": s, "result": {...}}`` line per
finished deal (``at``: seconds since its segment started; a sitting's line is written with
its first deal, so a report on a finished record adds nothing). A line is written whole and
flushed before the next deal is reported, so a run killed at any point loses at most the
deals in progress; an unfinished last line (a kill in the middle of a write) is dropped,
with a message, when the record is opened again.

**What must match to go on.** The header's setup names the matchup, the rules, the deal
seed, every bot setting (budgets, samples, options, simulations, the wall ceiling), the
OpenSpiel version for an ``ismcts`` matchup, and a fingerprint of the code that plays
(``code_fingerprint``: the Hearts engine and bots, the shared random streams, the OpenSpiel
bridge and the bench's own playing functions, as syntax trees: comments and docstrings do
not count). A record made with another setup or other
code is refused with a message that says what differs: its deals would not be comparable.
The number of hands is not part of the setup: a record can be extended to more deals.
"""

from __future__ import annotations

import ast
import datetime
import functools
import hashlib
import inspect
import json
import os
import sys
import textwrap
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

FORMAT = "hearts-desktop-bench-record"
VERSION = 1

_PACKAGE = Path(__file__).resolve().parent.parent


class RecordError(Exception):
    """A record that cannot be used: unreadable, damaged, or made with another setup."""


def code_fingerprint(functions: Iterable[Callable[..., Any]] = (), *,
                     literal: bool = False) -> str:
    """A short hash of the code that decides how a deal is played: every module of the
    Hearts game (rules, engine, bots), the shared random streams, the OpenSpiel bridge and
    the source of ``functions`` (the bench's own playing loop). The hash is of the code's
    syntax tree without docstrings, so comments, docstrings and layout do not count;
    ``literal``: of the source text itself (how the first records, of 2026-11-24, were
    made; still accepted when it matches)."""
    files = sorted((_PACKAGE / "games" / "hearts").rglob("*.py"))
    files += [_PACKAGE / "core" / "rng.py", _PACKAGE / "bench" / "openspiel.py"]
    digest = hashlib.sha256()
    sources = [(path.relative_to(_PACKAGE).as_posix(), path.read_text(encoding="utf-8"))
               for path in files]
    sources += [("", inspect.getsource(function)) for function in functions]
    for name, text in sources:
        digest.update(name.encode())
        digest.update((text if literal else _code_only(text)).encode())
    return digest.hexdigest()[:16]


@functools.lru_cache(maxsize=256)
def _code_only(source: str) -> str:
    """``source``'s syntax tree without docstrings, as text (kept per text: a run that
    opens records again, and the tests, parse each module once)."""
    tree = ast.parse(textwrap.dedent(source))
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if (isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef,
                              ast.AsyncFunctionDef))
                and body and isinstance(body[0], ast.Expr)
                and isinstance(body[0].value, ast.Constant)
                and isinstance(body[0].value.value, str)):
            node.body = body[1:] or [ast.Pass()]
    return ast.dump(tree, annotate_fields=False, include_attributes=False)


def _normal(value: Any) -> Any:
    """``value`` as it reads back from JSON (tuples become lists)."""
    return json.loads(json.dumps(value))


def _differences(old: Mapping[str, Any], new: Mapping[str, Any]) -> list[str]:
    keys = sorted(set(old) | set(new))
    return [f"{k}: recorded {old.get(k)!r}, now {new.get(k)!r}"
            for k in keys if old.get(k) != new.get(k)]


@dataclass
class RecordData:
    """What a record file holds (``read_record``)."""

    setup: dict[str, Any] | None = None
    """The header's setup; None for a missing or empty file."""
    segments: list[dict[str, Any]] = field(default_factory=list)
    rows: dict[int, dict[str, Any]] = field(default_factory=dict)
    """The recorded deals' results, by deal number."""
    seconds: dict[int, float] = field(default_factory=dict)
    """Per segment: the ``at`` of its last recorded deal."""
    unfinished: bool = False
    """Whether the file ends in an unfinished line (a run killed while writing it; the
    line is not read)."""
    size: int = 0
    """The bytes up to the end of the last whole line."""


def read_record(path: str | os.PathLike[str]) -> RecordData:
    """Read the record file at ``path`` without changing it (an unfinished last line is
    left out and reported in ``unfinished``); ``RecordError`` says why it cannot be read."""
    path = Path(path)
    if not path.exists():
        return RecordData()
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise RecordError(f"cannot read the record {path}: {exc.strerror}") from None
    lines = data.split(b"\n")
    tail = lines.pop()  # after the last newline: empty, or an unfinished line
    out = RecordData(unfinished=bool(tail), size=len(data) - len(tail))
    if not lines:
        return out
    items = []
    for number, line in enumerate(lines, 1):
        try:
            items.append(json.loads(line))
        except (json.JSONDecodeError, UnicodeDecodeError):
            raise RecordError(f"the record {path} is damaged at line {number}: not "
                              f"JSON") from None
    header = items[0]
    if not isinstance(header, dict) or header.get("format") != FORMAT:
        raise RecordError(f"{path} is not a bench record (its first line has no "
                          f"\"format\": \"{FORMAT}\")")
    if header.get("version") != VERSION:
        raise RecordError(f"the record {path} has version {header.get('version')}, "
                          f"this bench reads version {VERSION}")
    out.setup = dict(header.get("setup") or {})
    segment = -1
    for number, item in enumerate(items[1:], 2):
        if not isinstance(item, dict):
            raise RecordError(f"the record {path} is damaged at line {number}")
        if "segment" in item:
            out.segments.append(item["segment"])
            segment += 1
        elif "deal" in item and "result" in item and segment >= 0:
            out.rows[int(item["deal"])] = item["result"]
            out.seconds[segment] = float(item.get("at", 0.0))
        else:
            raise RecordError(f"the record {path} is damaged at line {number}")
    return out


class Record:
    """The record file at ``path`` for a run whose setup is ``setup`` (JSON-able)."""

    def __init__(self, path: str | os.PathLike[str], setup: Mapping[str, Any],
                 also: Mapping[str, Any] | None = None) -> None:
        self.path = Path(path)
        self.setup = _normal(dict(setup))
        self.also = _normal(dict(also or {}))
        """Other values a recorded setup may hold for a key (an older fingerprint of the
        same code)."""
        self.segments: list[dict[str, Any]] = []
        self.rows: dict[int, dict[str, Any]] = {}
        """The recorded deals' results, by deal number."""
        self.seconds: dict[int, float] = {}
        """Per segment: the ``at`` of its last recorded deal."""
        self._pending: dict[str, Any] | None = None

    def open(self) -> None:
        """Read what the file holds (nothing, for a new record) and check its setup;
        ``RecordError`` says why a file cannot be continued."""
        data = read_record(self.path)
        if data.unfinished:
            print(f"bench ai: the record {self.path} ended in an unfinished line (a run "
                  f"stopped while writing it); it is dropped", file=sys.stderr)
            with open(self.path, "r+b") as handle:
                handle.truncate(data.size)
        if data.setup is None:
            return
        expected = dict(self.setup)
        for key, value in self.also.items():
            if key in data.setup and data.setup[key] == value:
                expected[key] = value  # the same code under its older fingerprint
        differs = _differences(data.setup, expected)
        if differs:
            raise RecordError(f"the record {self.path} was made with another setup, so its "
                              f"deals are not comparable with this run's: "
                              + "; ".join(differs)
                              + ". Run the same setup again, or name a new record file")
        self.segments = data.segments
        self.rows = data.rows
        self.seconds = data.seconds

    def start_segment(self, info: Mapping[str, Any]) -> None:
        """Begin a sitting. It is written with its first deal: a sitting that plays nothing
        (a report on a finished record) leaves the file as it was."""
        self._pending = {"started": datetime.datetime.now(datetime.UTC)
                         .isoformat(timespec="seconds"), **_normal(dict(info))}

    def add(self, deal: int, at: float, result: Mapping[str, Any]) -> None:
        """A finished deal, ``at`` seconds into this sitting."""
        row = _normal(dict(result))
        lines: list[Mapping[str, Any]] = []
        if self._pending is not None:
            if not self.path.exists() or self.path.stat().st_size == 0:
                self.path.parent.mkdir(parents=True, exist_ok=True)
                lines.append({"format": FORMAT, "version": VERSION, "setup": self.setup})
            lines.append({"segment": self._pending})
            self.segments.append(self._pending)
            self._pending = None
        lines.append({"deal": deal, "at": round(at, 3), "result": row})
        self._write(lines)
        self.rows[deal] = row
        self.seconds[len(self.segments) - 1] = at

    def total_seconds(self) -> float:
        """Wall time over every sitting, up to its last recorded deal."""
        return sum(self.seconds.values())

    def _write(self, items: Iterable[Mapping[str, Any]]) -> None:
        text = "".join(json.dumps(item, separators=(",", ":")) + "\n" for item in items)
        with open(self.path, "a", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
