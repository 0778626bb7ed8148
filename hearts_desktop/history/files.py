"""Files of the history: the autosave, exports and imports.

A whole-file write goes to a temporary file in the same folder, is flushed and
``fsync``-ed, then ``os.replace``-d over the target: a crash (even ``kill -9``) leaves
either the old file or the new one, never a torn one. A damaged file is never deleted: it
is renamed (or, when it stays in use, copied) to ``<name>.damaged-<UTC time>`` next to
where it was and the caller is told where.

Only regular files of bounded size are read (``read_bounded``): a FIFO, a device such as
``/dev/zero`` or a directory is refused before a byte is read, so a read never hangs nor
fills the memory.

The autosave (``Autosave``) is a snapshot plus a journal, so that its cost per move does
not grow with the match:

- ``autosave.json``: the match as a ``SavedMatch`` (written whole, atomically);
- ``autosave.journal``: one header line naming the snapshot it continues (a hash of its
  bytes), then one line per action made since, appended (and ``fsync``-ed) after every
  move. Once the journal holds as many actions as the snapshot (at least
  ``COMPACT_AFTER``), the next save writes a new snapshot and starts a new journal, so the
  whole match is written again only after the match has doubled: a constant cost per move
  on average. Undo, restart and the assisted flag write a new snapshot.

A ``kill -9`` can cut the line being appended: that line (the move in flight) is dropped
when the autosave is read, every whole line before it is kept.

A new snapshot first renames the journal it replaces to ``autosave.journal.old``
(retired), then writes the snapshot, then the new journal, then removes the retired one:
whenever the program is killed, the files left say which journal belongs to which
snapshot (a retired journal that names the snapshot there is its journal, and is taken
back; one that does not was replaced on purpose). So ``autosave.journal`` never names
another snapshot unless something else changed the files: its moves that the snapshot
does not hold cannot be applied, and the journal is set aside
(``autosave.journal.damaged-<time>``) and reported, as is a journal whose snapshot is
gone. A journal of moves the snapshot holds already loses nothing and is dropped.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import stat
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass, is_dataclass, replace
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from ..core.game import MatchAnalysis
from .analysis import analyse
from .errors import CorruptFileError, HistoryError
from .journal import JOURNAL_FORMAT, JOURNAL_VERSION, JournalRead, digest, parse_journal
from .saved import SavedMatch, action_text, parse_json

AUTOSAVE_FILE = "autosave.json"
JOURNAL_SUFFIX = ".journal"
RETIRED_SUFFIX = ".old"
"""Added to the journal's name while a new snapshot replaces it."""
COMPACT_AFTER = 256
"""A journal of at least this many actions, and as many as the snapshot holds, is folded
into a new snapshot."""
MAX_FILE_BYTES = 64 * 1024 * 1024
"""Larger files are refused before reading (a match record is a few tens of kilobytes)."""
MAX_IMPORT_BYTES = 16 * 1024 * 1024
"""An imported match larger than this is refused (10,000 moves take about 400 KB)."""


# --------------------------------------------------------------------------- files
def atomic_write_text(path: Path, text: str, *, sync: bool = True) -> None:
    """Replace ``path`` by ``text`` (UTF-8) atomically; ``sync=False`` skips the fsync
    (the data then survives a killed process but not a power cut). Text that cannot be
    written as UTF-8 (a lone surrogate) raises ``UnicodeEncodeError`` before anything is
    touched."""
    atomic_write_bytes(path, text.encode("utf-8"), sync=sync)


def atomic_write_bytes(path: Path, data: bytes, *, sync: bool = True) -> None:
    """``atomic_write_text`` for bytes."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        if hasattr(os, "fchmod"):  # mkstemp makes 0600; a saved game is an ordinary file
            umask = os.umask(0)
            os.umask(umask)
            os.fchmod(fd, 0o666 & ~umask)
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            if sync:
                os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    if sync:
        _sync_folder(path.parent)


def _sync_folder(folder: Path) -> None:
    """Make a rename in ``folder`` durable (POSIX)."""
    if not hasattr(os, "O_DIRECTORY"):
        return
    try:
        dfd = os.open(folder, os.O_RDONLY | os.O_DIRECTORY)
    except OSError:
        return
    try:
        os.fsync(dfd)
    except OSError:
        pass
    finally:
        os.close(dfd)


def damaged_name(path: Path, now: datetime | None = None) -> Path:
    """A free name ``<name>.damaged-<UTC time>`` next to ``path``."""
    path = Path(path)
    stamp = (now or datetime.now(UTC)).strftime("%Y%m%dT%H%M%S")
    target = path.with_name(f"{path.name}.damaged-{stamp}")
    n = 1
    while target.exists():
        n += 1
        target = path.with_name(f"{path.name}.damaged-{stamp}-{n}")
    return target


def move_aside(path: Path, now: datetime | None = None) -> Path | None:
    """Rename a damaged file to ``<name>.damaged-<UTC time>`` (never overwriting another);
    returns the new path, or None when it could not be moved."""
    target = damaged_name(path, now)
    try:
        os.replace(path, target)
    except OSError:
        return None
    return target


def copy_aside(path: Path, now: datetime | None = None) -> Path | None:
    """Copy a damaged file that stays in use to ``<name>.damaged-<UTC time>``."""
    target = damaged_name(path, now)
    try:
        shutil.copy2(path, target)
    except OSError:
        return None
    return target


def _kind(mode: int) -> str:
    for test, name in ((stat.S_ISDIR, "folder"), (stat.S_ISFIFO, "pipe (FIFO)"),
                       (stat.S_ISCHR, "device"), (stat.S_ISBLK, "device"),
                       (stat.S_ISSOCK, "socket")):
        if test(mode):
            return name
    return "special file"


def read_bounded(path: Path, limit: int = MAX_FILE_BYTES) -> bytes:
    """The bytes of the regular file ``path``, at most ``limit`` of them; ``HistoryError``
    otherwise ("not-found", "not-a-file", "too-large", "unreadable"). A FIFO or a device
    is refused without reading (it is opened non-blocking)."""
    path = Path(path)
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except FileNotFoundError:
        raise HistoryError(f"{path} does not exist", "not-found") from None
    except IsADirectoryError:
        raise HistoryError(f"{path.name} is a folder, not a file", "not-a-file") from None
    except OSError as exc:
        raise HistoryError(f"{path} cannot be read: {exc.strerror or exc}",
                           "unreadable") from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise HistoryError(f"{path.name} is a {_kind(info.st_mode)}, not a file",
                               "not-a-file")
        if info.st_size > limit:
            raise HistoryError(f"{path.name} is too large to be a saved match "
                               f"({info.st_size:,} bytes)", "too-large")
        chunks: list[bytes] = []
        total = 0
        while True:
            chunk = os.read(fd, min(1 << 20, limit + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
            if total > limit:  # it grew while being read
                raise HistoryError(f"{path.name} is too large to be a saved match",
                                   "too-large")
        return b"".join(chunks)
    except OSError as exc:
        raise HistoryError(f"{path} cannot be read: {exc.strerror or exc}",
                           "unreadable") from None
    finally:
        os.close(fd)


def read_saved_match(path: Path, *, limit: int = MAX_FILE_BYTES,
                     need_human: bool = False) -> SavedMatch:
    """Read and validate a saved match file; ``HistoryError`` when it cannot be used."""
    return SavedMatch.from_json(read_bounded(Path(path), limit), need_human=need_human)


# --------------------------------------------------------------------------- autosave
@dataclass(frozen=True)
class AutosaveRepair:
    """What reading the autosave had to mend; the files as they were are kept."""

    message: str
    """A clear English sentence."""
    kept_as: Path | None


@dataclass(frozen=True)
class _Written:
    """What the autosave holds now (to tell whether the next save only appends)."""

    started: datetime
    game: str
    players: tuple[Any, ...]
    assisted: bool
    head: Any
    """The record without its actions (a dataclass value), compared cheaply."""
    count: int
    """Actions written (snapshot and journal)."""
    snapshot: int
    """Actions in the snapshot."""
    last: Any
    """The last action written."""


def _head(record: Any) -> Any:
    if is_dataclass(record) and not isinstance(record, type) and hasattr(record, "actions"):
        return replace(record, actions=())
    return None


class Autosave:
    """The match in progress, saved after every action: ``autosave.json`` and its journal
    (see the module's description)."""

    def __init__(self, path: Path, *, sync: bool = True) -> None:
        self.path = Path(path)
        self.journal_path = self.path.with_suffix(JOURNAL_SUFFIX)
        self.retired_path = self.journal_path.with_name(self.journal_path.name
                                                        + RETIRED_SUFFIX)
        """The journal a new snapshot is replacing (see the module's description)."""
        self.sync = sync
        """fsync every save (on by default; see ``atomic_write_text``)."""
        self.last_repair: AutosaveRepair | None = None
        """Set by ``load`` when the autosave was usable only after mending (a name that
        could not be stored, the latest moves unreadable): the game goes on, the files as
        they were are kept, and the player is told (once)."""
        self.snapshots = 0
        self.appends = 0
        """How many saves wrote the whole match, and how many appended (measurements)."""
        self._written: _Written | None = None

    # ------------------------------------------------------------------ writing
    def save(self, match: SavedMatch) -> None:
        """Save ``match``: append the actions made since the last save, or write it whole
        (a new snapshot) when it does not continue what was saved."""
        try:
            w = self._written
            actions: Sequence[Any] = match.record.actions
            if w is not None and self._continues(w, match, actions):
                if len(actions) == w.count:
                    return
                if len(actions) - w.snapshot <= max(COMPACT_AFTER, w.snapshot):
                    self._append(w, match, actions)
                    return
            self._snapshot(match)
        except BaseException:
            self._written = None  # the next save writes the whole match again
            raise

    @staticmethod
    def _continues(w: _Written, match: SavedMatch, actions: Sequence[Any]) -> bool:
        return (len(actions) >= w.count and match.started == w.started
                and match.assisted == w.assisted and match.game == w.game
                and match.players == w.players
                and (w.count == 0 or actions[w.count - 1] == w.last)
                and w.head is not None and _head(match.record) == w.head)

    def _append(self, w: _Written, match: SavedMatch, actions: Sequence[Any]) -> None:
        game = match.game
        lines = "".join(f'{{"i":{i},"a":{action_text(game, actions[i])}}}\n'
                        for i in range(w.count, len(actions)))
        fd = os.open(self.journal_path, os.O_WRONLY | os.O_APPEND | getattr(os, "O_BINARY", 0))
        try:
            data = lines.encode("utf-8")
            while data:
                written = os.write(fd, data)
                data = data[written:]
            if self.sync:
                os.fsync(fd)
        finally:
            os.close(fd)
        self._written = replace(w, count=len(actions), last=actions[-1])
        self.appends += 1

    def _snapshot(self, match: SavedMatch) -> None:
        text = match.to_json().encode("utf-8")
        retired = self._retire_journal()
        atomic_write_bytes(self.path, text, sync=self.sync)
        header = {"format": JOURNAL_FORMAT, "version": JOURNAL_VERSION,
                  "base": digest(text), "actions": len(match.record.actions)}
        atomic_write_text(self.journal_path, json.dumps(header) + "\n", sync=self.sync)
        if retired:
            with contextlib.suppress(FileNotFoundError):
                self.retired_path.unlink()
        actions = match.record.actions
        self._written = _Written(match.started, match.game, match.players, match.assisted,
                                 _head(match.record), len(actions), len(actions),
                                 actions[-1] if actions else None)
        self.snapshots += 1

    def _retire_journal(self) -> bool:
        """Rename the journal a new snapshot replaces (True when there was one)."""
        try:
            os.replace(self.journal_path, self.retired_path)
        except FileNotFoundError:
            return False
        if self.sync:
            _sync_folder(self.path.parent)
        return True

    # ------------------------------------------------------------------ reading
    def read(self) -> SavedMatch | None:
        """The saved match (snapshot and journal), or None when there is none; changes
        nothing (``HistoryError`` when it cannot be used)."""
        found = self._read()
        return None if found is None else found[0]

    def _read(self) -> tuple[SavedMatch, JournalRead, bool] | None:
        """(match, what its journal held, the journal was read from the retired name)."""
        try:
            snapshot = read_bounded(self.path)
        except HistoryError as exc:
            if exc.reason == "not-found":
                return None
            raise
        data = parse_json(snapshot)
        base = SavedMatch.from_dict(data, need_human=True)  # the snapshot alone
        known = list(data["record"]["actions"])
        journal, retired = self._journal(snapshot, known)
        if not journal.actions:
            return base, journal, retired
        data["record"]["actions"] = known + journal.actions
        try:
            match = SavedMatch.from_dict(data, need_human=True)
        except HistoryError as exc:
            return base, replace(journal, problem="the latest moves could not be replayed "
                                 f"({exc})", clean=False, unusable=True), retired
        return match, journal, retired

    def _journal(self, snapshot: bytes, known: list[Any]) -> tuple[JournalRead, bool]:
        """What the snapshot's journal holds, and whether it is the retired one (a program
        killed while it began a new snapshot had not written that snapshot yet)."""
        base = digest(snapshot)
        try:
            raw = read_bounded(self.journal_path)
        except HistoryError as exc:
            if exc.reason != "not-found":
                return JournalRead([], f"the journal of the latest moves cannot be read ({exc})"
                                ), False
        else:
            return parse_journal(raw, base, known), False
        try:
            raw = read_bounded(self.retired_path)
        except HistoryError:
            return JournalRead([]), False
        found = parse_journal(raw, base, known)
        if found.unusable or not found.actions:
            return JournalRead([]), False  # replaced by the snapshot on purpose
        return found, True

    def load(self) -> SavedMatch | None:
        """The saved match, or None when there is none. A damaged snapshot is moved aside
        (kept, with its journal) and ``CorruptFileError`` says where; so is a journal of
        moves whose snapshot is gone. A damaged journal costs only what is damaged: the
        match goes on from what can be read, the files are kept, and ``last_repair`` says
        so. A journal whose moves cannot be applied (they do not follow the snapshot, or
        their replay fails) is moved aside, so that it is reported once."""
        self.last_repair = None
        self._written = None
        if not self.path.exists():
            self._lone_journal()
            return None
        try:
            found = self._read()
        except HistoryError as exc:
            if exc.reason == "not-found":
                return None
            moved = move_aside(self.path)
            for side in (self.journal_path, self.retired_path):
                if side.exists():
                    move_aside(side)
            where = f" It was kept as {moved.name}." if moved is not None else ""
            raise CorruptFileError(f"The saved game could not be read: {exc}.{where}",
                                   exc.reason, moved) from None
        if found is None:
            return None
        match, journal, retired = found
        if retired:  # the snapshot's own journal: continued under its name
            os.replace(self.retired_path, self.journal_path)
        else:
            with contextlib.suppress(FileNotFoundError):
                self.retired_path.unlink()  # replaced on purpose by a newer snapshot
        problem, clean = journal.problem, journal.clean
        if journal.unusable:  # set aside, so that it is reported once
            if match.repairs:
                copy_aside(self.path)
            kept = move_aside(self.journal_path)
            where = (f" The journal as it was is kept as {kept.name}." if kept else "")
            if journal.foreign:
                problem = (f"{journal.foreign} saved move(s) in its journal do not follow "
                           "the saved game and were left out")
            what = "; ".join([*match.repairs, *([problem] if problem else [])])
            self.last_repair = AutosaveRepair(f"The saved game was mended: {what}.{where}",
                                              kept or self.journal_path)
            clean = False
        elif problem is not None or match.repairs:
            kept = copy_aside(self.path)
            if self.journal_path.exists():
                copy_aside(self.journal_path)
            what = "; ".join([*match.repairs, *([problem] if problem else [])])
            where = f" The file as it was is kept as {kept.name}." if kept else ""
            self.last_repair = AutosaveRepair(f"The saved game was mended: {what}.{where}",
                                              kept)
            clean = False
        if clean:
            actions = match.record.actions
            snap = self._snapshot_count()
            self._written = _Written(match.started, match.game, match.players,
                                     match.assisted, _head(match.record), len(actions),
                                     snap, actions[-1] if actions else None)
        return match

    def _lone_journal(self) -> None:
        """No snapshot: a journal without one holds moves of a game that cannot be
        continued; one holding moves is set aside (``CorruptFileError`` says where), an
        empty one is removed."""
        with contextlib.suppress(FileNotFoundError):
            self.retired_path.unlink()
        try:
            raw = read_bounded(self.journal_path)
        except HistoryError:
            return  # none (or none that can be read: left alone)
        if not raw.partition(b"\n")[2].strip():
            with contextlib.suppress(OSError):
                self.journal_path.unlink()  # only a header: nothing is lost
            return
        moved = move_aside(self.journal_path)
        where = f" It was kept as {moved.name}." if moved is not None else ""
        raise CorruptFileError("The saved game could not be read: its journal of moves is "
                               f"there but the game it continues is gone.{where}",
                               "no-snapshot", moved)

    def _snapshot_count(self) -> int:
        try:
            header = json.loads(read_bounded(self.journal_path).split(b"\n", 1)[0])
            return int(header["actions"])
        except (HistoryError, ValueError, KeyError, TypeError):
            return 0

    def clear(self) -> None:
        """Forget the saved match (it finished or went to the history)."""
        self._written = None
        # the journal first: a snapshot left alone is a whole game, a journal is not
        for path in (self.journal_path, self.retired_path, self.path):
            with contextlib.suppress(FileNotFoundError):
                path.unlink()

    def exists(self) -> bool:
        return self.path.exists()

    def move_to(self, target: Path) -> Path:
        """Rename the saved match (and its journal) to ``target`` (and ``target``'s
        journal), e.g. to keep a match the history could not take while a new one starts;
        ``Autosave(target)`` reads it. Returns ``target``."""
        target = Path(target)
        self._written = None
        os.replace(self.path, target)
        with contextlib.suppress(FileNotFoundError):
            os.replace(self.journal_path, target.with_suffix(JOURNAL_SUFFIX))
        return target


# --------------------------------------------------------------------------- export/import
def export_match(match: SavedMatch, path: Path) -> None:
    """Write ``match`` as versioned JSON (atomically) to ``path``."""
    atomic_write_text(Path(path), match.to_json(indent=1) + "\n")


def import_match(path: Path) -> SavedMatch:
    """Read an exported match and validate it by replaying it; ``HistoryError`` with a clear
    message otherwise (nothing is changed anywhere). Only a regular file of at most
    ``MAX_IMPORT_BYTES`` is read."""
    try:
        return read_saved_match(Path(path), limit=MAX_IMPORT_BYTES)
    except HistoryError as exc:
        raise HistoryError(f"{Path(path).name} cannot be imported: {exc}.", exc.reason) from None


def prepare_import(path: Path) -> tuple[SavedMatch, MatchAnalysis]:
    """``import_match`` and the analysis the history stores with it: the slow part of an
    import (two replays), safe to run in a worker thread (it touches no database)."""
    match = import_match(path)
    try:
        return match, analyse(match)
    except (ValueError, KeyError, IndexError, TypeError) as exc:
        raise HistoryError(f"{Path(path).name} cannot be imported: {exc}.",
                           "bad-record") from None
