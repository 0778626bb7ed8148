"""The data folder's lock: a second live program is refused (and writes nothing); a lock
left by a dead program is taken over."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from hearts_desktop.history import LOCK_FILE
from hearts_desktop.history.lock import DataLock

HOLD = """
import sys
from hearts_desktop.history.lock import DataLock
lock = DataLock(sys.argv[1])
print("held" if lock.acquire() else "refused", flush=True)
sys.stdin.read()  # hold until the test closes our stdin
lock.release()
"""


@pytest.fixture
def holder(tmp_path: Path) -> Iterator[subprocess.Popen[str]]:
    proc = subprocess.Popen([sys.executable, "-c", HOLD, str(tmp_path)], text=True,
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    assert proc.stdout is not None
    assert proc.stdout.readline().strip() == "held"
    yield proc
    assert proc.stdin is not None
    proc.stdin.close()
    proc.wait(timeout=30)


def test_a_lock_held_by_another_process_is_refused(tmp_path: Path,
                                                   holder: subprocess.Popen[str]) -> None:
    lock = DataLock(tmp_path)
    assert not lock.acquire()
    assert lock.error == "locked"
    assert lock.holder() is not None and lock.holder()[0] == holder.pid  # type: ignore[index]
    assert not lock.held


def test_the_program_refuses_to_start_and_writes_nothing(
        tmp_path: Path, holder: subprocess.Popen[str]) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run(
        [sys.executable, "-m", "hearts_desktop", "--autoplay", "--speed", "instant",
         "--quit-after-hands", "1", "--data-dir", str(tmp_path)],
        capture_output=True, text=True, timeout=120, env=env, check=False)
    assert done.returncode == 1
    assert "already running" in done.stderr
    assert sorted(p.name for p in tmp_path.iterdir()) == [LOCK_FILE]


def test_a_lock_left_by_a_dead_process_is_taken_over(tmp_path: Path) -> None:
    code = ("import os, sys\nfrom hearts_desktop.history.lock import DataLock\n"
            "lock = DataLock(sys.argv[1])\nassert lock.acquire()\n"
            "os._exit(0)  # dies holding it\n")
    subprocess.run([sys.executable, "-c", code, str(tmp_path)], check=True, timeout=60)
    assert (tmp_path / LOCK_FILE).exists()
    lock = DataLock(tmp_path)
    assert lock.acquire()
    assert lock.held
    lock.release()
    assert not (tmp_path / LOCK_FILE).exists()


def test_an_unreadable_old_lock_file_is_taken_over(tmp_path: Path) -> None:
    path = tmp_path / LOCK_FILE
    path.write_bytes(b"\xff\x00 not a lock file")
    os.utime(path, (1_000_000_000, 1_000_000_000))
    lock = DataLock(tmp_path)
    assert lock.acquire()
    lock.release()
