"""Files of the history: the autosave, exports and imports, written atomically.

A write goes to a temporary file in the same folder, is flushed and ``fsync``-ed, then
``os.replace``-d over the target: a crash (even ``kill -9``) leaves either the old file or
the new one, never a torn one. A damaged file is never deleted: it is renamed
``<name>.damaged-<UTC time>`` next to where it was and the caller is told where.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from datetime import UTC, datetime
from pathlib import Path

from .errors import CorruptFileError, HistoryError
from .saved import SavedMatch

AUTOSAVE_FILE = "autosave.json"
MAX_FILE_BYTES = 64 * 1024 * 1024
"""Larger files are refused before reading (a match record is a few tens of kilobytes)."""


def atomic_write_text(path: Path, text: str, *, sync: bool = True) -> None:
    """Replace ``path`` by ``text`` (UTF-8) atomically; ``sync=False`` skips the fsync
    (the data then survives a killed process but not a power cut)."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        if hasattr(os, "fchmod"):  # mkstemp makes 0600; a saved game is an ordinary file
            umask = os.umask(0)
            os.umask(umask)
            os.fchmod(fd, 0o666 & ~umask)
        with os.fdopen(fd, "wb") as f:
            f.write(text.encode("utf-8"))
            f.flush()
            if sync:
                os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    if sync and hasattr(os, "O_DIRECTORY"):  # make the rename itself durable (POSIX)
        try:
            dfd = os.open(path.parent, os.O_RDONLY | os.O_DIRECTORY)
        except OSError:
            return
        try:
            os.fsync(dfd)
        except OSError:
            pass
        finally:
            os.close(dfd)


def move_aside(path: Path, now: datetime | None = None) -> Path | None:
    """Rename a damaged file to ``<name>.damaged-<UTC time>`` (never overwriting another);
    returns the new path, or None when it could not be moved."""
    path = Path(path)
    stamp = (now or datetime.now(UTC)).strftime("%Y%m%dT%H%M%S")
    target = path.with_name(f"{path.name}.damaged-{stamp}")
    n = 1
    while target.exists():
        n += 1
        target = path.with_name(f"{path.name}.damaged-{stamp}-{n}")
    try:
        os.replace(path, target)
    except OSError:
        return None
    return target


def read_saved_match(path: Path) -> SavedMatch:
    """Read and validate a saved match file; ``HistoryError`` when it cannot be used."""
    path = Path(path)
    try:
        size = path.stat().st_size
        if size > MAX_FILE_BYTES:
            raise HistoryError(f"{path.name} is too large to be a saved match "
                               f"({size:,} bytes)", "wrong-format")
        data = path.read_bytes()
    except FileNotFoundError:
        raise HistoryError(f"{path} does not exist", "not-found") from None
    except OSError as exc:
        raise HistoryError(f"{path} cannot be read: {exc.strerror or exc}",
                           "unreadable") from None
    return SavedMatch.from_json(data)


class Autosave:
    """The match in progress, saved after every action (``autosave.json``)."""

    def __init__(self, path: Path, *, sync: bool = True) -> None:
        self.path = Path(path)
        self.sync = sync
        """fsync every save (on by default; see ``atomic_write_text``)."""

    def save(self, match: SavedMatch) -> None:
        """Write ``match`` atomically (temp file in the same folder, flush, fsync, replace)."""
        atomic_write_text(self.path, match.to_json(), sync=self.sync)

    def load(self) -> SavedMatch | None:
        """The saved match, or None when there is none. A damaged file is moved aside (kept)
        and ``CorruptFileError`` says where."""
        if not self.path.exists():
            return None
        try:
            return read_saved_match(self.path)
        except HistoryError as exc:
            if exc.reason == "not-found":
                return None
            moved = move_aside(self.path)
            where = f" It was kept as {moved.name}." if moved is not None else ""
            raise CorruptFileError(f"The saved game could not be read: {exc}.{where}",
                                   exc.reason, moved) from None

    def clear(self) -> None:
        """Forget the saved match (it finished or went to the history)."""
        with contextlib.suppress(FileNotFoundError):
            self.path.unlink()


def export_match(match: SavedMatch, path: Path) -> None:
    """Write ``match`` as versioned JSON (atomically) to ``path``."""
    atomic_write_text(Path(path), match.to_json(indent=1) + "\n")


def import_match(path: Path) -> SavedMatch:
    """Read an exported match and validate it by replaying it; ``HistoryError`` with a clear
    message otherwise (nothing is changed anywhere)."""
    try:
        return read_saved_match(Path(path))
    except HistoryError as exc:
        raise HistoryError(f"{Path(path).name} cannot be imported: {exc}.", exc.reason) from None
