"""The autosave's journal of moves (``autosave.journal``), read against its snapshot.

One header line, ``{"format": JOURNAL_FORMAT, "version": 1, "base": <digest of the
snapshot's bytes>, "actions": <moves in the snapshot>}``, then one line per move made
since, ``{"i": <index of the move>, "a": <the action>}``. ``parse_journal`` says which moves
continue the snapshot, what was wrong, and whether the journal holds moves that do not
follow the snapshot (``foreign``: it must be set aside). ``history.files.Autosave`` writes
and reads it.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from typing import Any

JOURNAL_FORMAT = "hearts-desktop/autosave-journal"
JOURNAL_VERSION = 1


def digest(data: bytes) -> str:
    """The snapshot digest a journal header names."""
    return hashlib.sha256(data).hexdigest()[:32]


@dataclass(frozen=True)
class JournalRead:
    """What reading a journal found."""

    actions: list[Any]
    """Its moves that continue the snapshot (as JSON)."""
    problem: str | None = None
    """What was wrong with it, in a few English words."""
    clean: bool = False
    """It can be continued as it is."""
    foreign: int = 0
    """Moves it holds that do not follow the snapshot."""
    unusable: bool = False
    """Its moves cannot be applied (``foreign``, or their replay fails): it is set aside."""


def parse_journal(raw: bytes, digest: str, known: list[Any]) -> JournalRead:
    """Read a journal against the snapshot of ``digest`` whose actions are ``known``."""
    lines = raw.split(b"\n")
    try:
        header = json.loads(lines[0])
        if (not isinstance(header, dict) or header.get("format") != JOURNAL_FORMAT
                or header.get("version") != JOURNAL_VERSION):
            raise ValueError("not a journal")
    except (ValueError, RecursionError):
        return JournalRead([], "the journal of the latest moves is damaged")
    body = lines[1:]
    count = len(known)
    if header.get("actions") != count:  # another snapshot's journal
        foreign = _not_in(body, known)
        return JournalRead([], foreign=foreign, unusable=foreign > 0)
    # it continues where the snapshot ends: its moves apply (when the snapshot was changed
    # since, replaying them on it says whether they do)
    ours = header.get("base") == digest
    actions: list[Any] = []
    if not body:
        return JournalRead([])
    k = 0
    for k, line in enumerate(body):
        if not line:
            if k == len(body) - 1:
                return JournalRead(actions, clean=ours)  # the normal end
            break
        entry = _entry(line)
        if entry is None or entry["i"] != count + len(actions):
            break
        actions.append(entry["a"])
    # a line cut short at the end is the move in flight when the program was killed;
    # anything else is damage
    torn_tail = k == len(body) - 1
    return JournalRead(actions, None if torn_tail else "some of the latest moves could not be read")


def _entry(line: bytes) -> dict[str, Any] | None:
    try:
        entry = json.loads(line)
    except (ValueError, RecursionError):
        return None
    if (not isinstance(entry, dict) or type(entry.get("i")) is not int
            or "a" not in entry):
        return None
    return entry


def _not_in(body: list[bytes], known: list[Any]) -> int:
    """How many lines of a journal body are not moves the snapshot holds already."""
    missing = 0
    for line in body:
        if not line.strip():
            continue
        entry = _entry(line)
        if entry is None or not (0 <= entry["i"] < len(known)
                                 and known[entry["i"]] == entry["a"]):
            missing += 1
    return missing
