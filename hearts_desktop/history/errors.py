"""Errors of the history package: every one has a short ``reason`` code for programs and a
clear English sentence (``str(error)``) for people. Both survive ``pickle`` with their data
(an import runs in a worker; a ``multiprocessing`` tool may read histories)."""

from __future__ import annotations

from pathlib import Path
from typing import Any


class HistoryError(Exception):
    """A saved match, an autosave, an export or the database cannot be used.

    ``reason`` is a short code: ``"empty"``, ``"truncated"``, ``"not-json"``,
    ``"wrong-format"``, ``"unknown-version"``, ``"unknown-game"``, ``"illegal-action"``,
    ``"bad-record"``, ``"bad-players"``, ``"bad-date"``, ``"too-large"``, ``"not-a-file"``,
    ``"unreadable"``, ``"not-a-database"``, ``"future-schema"``, ``"not-found"``,
    ``"duplicate"`` (the match is in the history already), ``"write-failed"`` (the
    database could not be written, e.g. the disk is full), ``"bad-status"``, ``"bad-key"``,
    ``"no-snapshot"`` (an autosave journal whose snapshot is gone).
    """

    def __init__(self, message: str, reason: str) -> None:
        super().__init__(message)
        self.reason = reason

    def __reduce__(self) -> tuple[Any, ...]:
        # BaseException pickles ``args`` only (the message): rebuild with the reason too.
        return (type(self), (str(self), self.reason))


class CorruptFileError(HistoryError):
    """A damaged file was found and moved aside (kept at ``moved_to``; None if it could not
    be moved)."""

    def __init__(self, message: str, reason: str, moved_to: Path | None) -> None:
        super().__init__(message, reason)
        self.moved_to = moved_to

    def __reduce__(self) -> tuple[Any, ...]:
        return (type(self), (str(self), self.reason, self.moved_to))
