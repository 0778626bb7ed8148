"""``DataLock``: one program at a time writes a data folder (``hearts-desktop.lock``).

The lock is the operating system's: an exclusive ``flock`` on the open lock file (POSIX),
a ``msvcrt.locking`` lock of one byte far past its end (Windows). The system lets it go
when the process ends, however it ends (it quits, crashes, is killed with ``kill -9``, the
computer loses power), so a lock left behind never blocks a later start, and no process
id decides anything: a dead program's id that an unrelated process got since is just a
number in a file. The file says who holds the lock (process id, program, computer), only
for the message a second start shows; a file that says something else, or nothing, is
taken over when nobody holds it.

The lock file is opened non-inheritable (Python's default), so a child process (a club
server started from the window) never keeps the lock after the program ends. On a file
system that cannot lock files at all the program goes on unguarded (logged), as it would
without a data folder lock.
"""

from __future__ import annotations

import contextlib
import logging
import os
import socket
import sys
from pathlib import Path
from types import ModuleType

LOCK_FILE = "hearts-desktop.lock"
"""The lock's file name in the data folder (``hearts_desktop.history.LOCK_FILE``)."""

fcntl: ModuleType | None
msvcrt: ModuleType | None
try:
    import fcntl
except ImportError:  # Windows
    fcntl = None
try:
    import msvcrt
except ImportError:  # POSIX
    msvcrt = None

log = logging.getLogger(__name__)

PROGRAM = "hearts-desktop"
WINDOWS_LOCK_OFFSET = 1 << 30
"""The byte locked on Windows, far past the words of the file, which stay readable (a
Windows lock also stops reads of the bytes it covers)."""
MAX_INFO_BYTES = 4096
"""More than this in a lock file is not a lock (only that much is read)."""


class DataLock:
    def __init__(self, data_dir: Path | str) -> None:
        self.path = Path(data_dir) / LOCK_FILE
        self._fd: int | None = None
        self.error: str | None = None
        """Why ``acquire`` failed: "locked" (another live program holds it), "permission"
        or "unknown"."""
        self.reason: str | None = None
        """The system's words for a "permission" or "unknown" failure."""

    def acquire(self) -> bool:
        """Take the lock without waiting; False when another live program holds it."""
        if self._fd is not None:
            return True
        self.error = self.reason = None
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            return self._fail("permission", exc)
        for _ in range(10):  # a holder that quits removes the file: take the new one
            try:
                fd = os.open(self.path, os.O_RDWR | os.O_CREAT | getattr(os, "O_BINARY", 0),
                             0o644)
            except PermissionError as exc:
                return self._fail("permission", exc)
            except OSError as exc:
                return self._fail("unknown", exc)
            try:
                locked = _lock(fd)
            except OSError as exc:  # the file system has no locks
                log.warning("the data folder lock %s cannot be taken (%s); a second "
                            "program on this folder will not be stopped", self.path, exc)
                locked = True
            if not locked:
                os.close(fd)
                self.error = "locked"
                return False
            if not _is_file_at(fd, self.path):
                os.close(fd)  # removed (by the holder quitting) while we waited for it
                continue
            self._fd = fd
            self._write_info(fd)
            return True
        self.error = "unknown"
        return False

    def _fail(self, error: str, exc: OSError) -> bool:
        self.error = error
        self.reason = exc.strerror or str(exc)
        return False

    def _write_info(self, fd: int) -> None:
        """Say who holds the lock: the first three lines are those of a ``QLockFile``
        (process id, program, computer), which older versions of the program wrote."""
        try:
            host = socket.gethostname()
        except OSError:
            host = ""
        data = f"{os.getpid()}\n{PROGRAM}\n{host}\n".encode("utf-8", "replace")
        try:
            os.lseek(fd, 0, os.SEEK_SET)
            os.ftruncate(fd, 0)
            os.write(fd, data)
        except OSError as exc:  # the lock holds all the same
            log.warning("cannot write the data folder lock %s: %s", self.path, exc)

    def contents(self) -> bytes | None:
        """The first ``MAX_INFO_BYTES`` of the lock file (None when it cannot be read)."""
        try:
            with open(self.path, "rb") as f:
                return f.read(MAX_INFO_BYTES + 1)
        except OSError:
            return None

    def holder(self) -> tuple[int, str, str] | None:
        """(pid, host name, program name) the lock file names as its holder, if it names
        one (meaningful while a live program holds the lock: ``acquire`` failed)."""
        data = self.contents()
        if data is None or len(data) > MAX_INFO_BYTES:
            return None
        try:
            lines = data.decode("utf-8").split("\n")
        except UnicodeDecodeError:
            return None
        if len(lines) < 4 or not lines[0].isdecimal() or not lines[0].isascii():
            return None
        pid = int(lines[0])
        if not 0 < pid < 1 << 32:
            return None
        return pid, lines[2], lines[1]

    def release(self) -> None:
        fd = self._fd
        if fd is None:
            return
        self._fd = None
        if msvcrt is None:  # POSIX: remove the file while it is still ours, then unlock
            if _is_file_at(fd, self.path):
                with contextlib.suppress(OSError):
                    self.path.unlink()
            os.close(fd)  # releases the lock
            return
        with contextlib.suppress(OSError):
            os.lseek(fd, WINDOWS_LOCK_OFFSET, os.SEEK_SET)
            msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)
        os.close(fd)
        with contextlib.suppress(OSError):  # (another start may have it open now)
            self.path.unlink()

    @property
    def held(self) -> bool:
        return self._fd is not None


def _lock(fd: int) -> bool:
    """Lock the open file ``fd`` without waiting: False when another process holds it;
    ``OSError`` when the file system cannot lock."""
    if fcntl is not None:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False
        return True
    if msvcrt is not None:
        os.lseek(fd, WINDOWS_LOCK_OFFSET, os.SEEK_SET)
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except PermissionError:  # EACCES: locked by another process
            return False
        except OSError as exc:
            if exc.errno == 36:  # EDEADLOCK: locked
                return False
            raise
        return True
    raise OSError("this system has no file locks")


def _is_file_at(fd: int, path: Path) -> bool:
    """The open file ``fd`` is the one at ``path`` (not removed or replaced since it was
    opened). On Windows an open file is never removed."""
    if sys.platform == "win32":
        return True
    try:
        mine, there = os.fstat(fd), os.stat(path)
    except OSError:
        return False
    return (mine.st_dev, mine.st_ino) == (there.st_dev, there.st_ino)
