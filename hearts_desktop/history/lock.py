"""``DataLock``: one program at a time writes a data folder (``hearts-desktop.lock``).

A ``QLockFile`` holds the lock for the life of the program. A lock left behind by a
program that died (kill -9, a crash, a power cut) is stale: ``QLockFile`` sees that its
process is gone and takes it over. The stale *time* is switched off (0), so a long game in
a live program is never mistaken for a stale one.
"""

from __future__ import annotations

import time
from pathlib import Path

from PySide6.QtCore import QLockFile

LOCK_FILE = "hearts-desktop.lock"
"""The lock's file name in the data folder (``hearts_desktop.history.LOCK_FILE``)."""

UNREADABLE_GRACE = 5.0
"""Seconds after which a lock file nobody can read is taken over (a program writing its
lock file right now is given that long)."""


class DataLock:
    def __init__(self, data_dir: Path) -> None:
        self.path = Path(data_dir) / LOCK_FILE
        self._lock: QLockFile | None = None
        self.error: str | None = None
        """Why ``acquire`` failed: "locked" (another live program), "permission" or
        "unknown"."""

    def acquire(self) -> bool:
        """Take the lock without waiting; False when another live program holds it."""
        if self._lock is not None and self._lock.isLocked():
            return True
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        except OSError:
            self.error = "permission"
            return False
        lock = QLockFile(str(self.path))
        lock.setStaleLockTime(0)
        if lock.tryLock(0):
            self._lock, self.error = lock, None
            return True
        err = lock.error()
        if err == QLockFile.LockError.LockFailedError:
            if self.holder() is None and self._age() > UNREADABLE_GRACE:
                # not a lock file any program wrote (damaged): no program can own it
                lock.removeStaleLockFile()
                if lock.tryLock(0):
                    self._lock, self.error = lock, None
                    return True
            self.error = "locked"
        elif err == QLockFile.LockError.PermissionError:
            self.error = "permission"
        else:
            self.error = "unknown"
        return False

    def _age(self) -> float:
        try:
            return time.time() - self.path.stat().st_mtime
        except OSError:
            return 0.0

    def holder(self) -> tuple[int, str, str] | None:
        """(pid, host name, application name) of the program holding the lock, if known."""
        info = QLockFile(str(self.path)).getLockInfo()
        if not isinstance(info, tuple) or len(info) != 3 or not info[0]:
            return None
        pid, host, app = info
        return int(pid), str(host), str(app)

    def release(self) -> None:
        if self._lock is not None:
            self._lock.unlock()
            self._lock = None

    @property
    def held(self) -> bool:
        return self._lock is not None and self._lock.isLocked()
