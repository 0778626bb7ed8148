"""Errors of the history package: every one has a short ``reason`` code for programs and a
clear English sentence (``str(error)``) for people."""

from __future__ import annotations

from pathlib import Path


class HistoryError(Exception):
    """A saved match, an autosave, an export or the database cannot be used.

    ``reason`` is a short code: ``"empty"``, ``"truncated"``, ``"not-json"``,
    ``"wrong-format"``, ``"unknown-version"``, ``"illegal-action"``, ``"bad-record"``,
    ``"bad-players"``, ``"bad-date"``, ``"unreadable"``, ``"not-a-database"``,
    ``"future-schema"``, ``"not-found"``, ``"bad-status"``, ``"bad-key"``.
    """

    def __init__(self, message: str, reason: str) -> None:
        super().__init__(message)
        self.reason = reason


class CorruptFileError(HistoryError):
    """A damaged file was found and moved aside (kept at ``moved_to``; None if it could not
    be moved)."""

    def __init__(self, message: str, reason: str, moved_to: Path | None) -> None:
        super().__init__(message, reason)
        self.moved_to = moved_to
