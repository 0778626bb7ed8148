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

from .helpers import program_env

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


# ------------------------------------------------------------------ issue 29, items 7 and 10
SLEEPER = "import time\ntime.sleep(600)\n"


@pytest.fixture
def unrelated() -> Iterator[subprocess.Popen[bytes]]:
    """A live process that is no Hearts Desktop: a Python interpreter sleeping, the same
    executable as the program (what a reused process id most often belongs to)."""
    proc = subprocess.Popen([sys.executable, "-c", SLEEPER])
    yield proc
    proc.kill()
    proc.wait(timeout=30)


def _lock_left_by_a_killed_program(folder: Path) -> Path:
    """The lock file of a program that died holding the lock (it never released it)."""
    code = ("import os, sys\nfrom hearts_desktop.history.lock import DataLock\n"
            "lock = DataLock(sys.argv[1])\nassert lock.acquire()\nos._exit(0)\n")
    subprocess.run([sys.executable, "-c", code, str(folder)], check=True, timeout=60)
    path = folder / LOCK_FILE
    assert path.exists()
    return path


def _naming(path: Path, pid: int) -> None:
    """Make the lock file name ``pid`` as its holder (as if the dead program's id had been
    given to that process since)."""
    lines = path.read_bytes().split(b"\n")
    lines[0] = str(pid).encode()
    path.write_bytes(b"\n".join(lines))


def test_a_lock_file_naming_a_live_unrelated_process_does_not_block(
        tmp_path: Path, unrelated: subprocess.Popen[bytes]) -> None:
    """Item 7: the dead program's process id now belongs to another live process."""
    path = _lock_left_by_a_killed_program(tmp_path)
    _naming(path, unrelated.pid)
    lock = DataLock(tmp_path)
    assert lock.acquire(), lock.error
    assert lock.held
    lock.release()
    assert not path.exists()


def _program(folder: Path, *extra: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "hearts_desktop", "--autoplay", "--speed", "instant",
         "--quit-after-hands", "1", "--data-dir", str(folder), *extra],
        capture_output=True, text=True, timeout=180, env=program_env(), check=False)


def test_the_program_starts_after_a_crash_whose_process_id_was_reused(
        tmp_path: Path, unrelated: subprocess.Popen[bytes]) -> None:
    _naming(_lock_left_by_a_killed_program(tmp_path), unrelated.pid)
    done = _program(tmp_path)
    assert done.returncode == 0, done.stderr
    assert "already running" not in done.stderr
    assert not (tmp_path / LOCK_FILE).exists()  # released at exit


def test_a_fresh_lock_file_of_garbage_that_nobody_holds_does_not_block(
        tmp_path: Path) -> None:
    """Item 10: a lock file that is no lock (just written, unreadable) held by nobody is
    no running program."""
    (tmp_path / LOCK_FILE).write_bytes(b"\xff\x00 not a lock file")
    done = _program(tmp_path)
    assert done.returncode == 0, done.stderr
    assert "already running" not in done.stderr


HOLD_GARBAGE = """
import fcntl, os, sys
fd = os.open(sys.argv[1], os.O_RDWR | os.O_CREAT, 0o644)
os.write(fd, b"\\xff\\x00 not a lock file")
fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
print("held", flush=True)
sys.stdin.read()
"""


@pytest.mark.skipif(sys.platform == "win32", reason="holds the lock with fcntl.flock")
def test_a_held_lock_that_does_not_say_whose_it_is_is_named_with_what_to_do(
        tmp_path: Path) -> None:
    """Item 10: the message names the lock file, what is in it, and what to do."""
    path = tmp_path / LOCK_FILE
    proc = subprocess.Popen([sys.executable, "-c", HOLD_GARBAGE, str(path)], text=True,
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    try:
        assert proc.stdout is not None and proc.stdout.readline().strip() == "held"
        done = _program(tmp_path)
    finally:
        assert proc.stdin is not None
        proc.stdin.close()
        proc.wait(timeout=30)
    assert done.returncode == 1
    message = " ".join(done.stderr.split())
    assert str(path) in message  # what was found: the lock file ...
    assert "does not say which program" in message  # ... and that its holder is unknown
    assert "18 bytes" in message  # ... and what is in it
    assert "start Hearts Desktop again" in message  # what to do
    assert path.read_bytes() == b"\xff\x00 not a lock file"  # a held file is left alone


def test_the_lock_imports_and_works_without_fcntl(tmp_path: Path) -> None:
    """Windows has no fcntl: the module must import there (it uses msvcrt)."""
    code = ("import sys\n"
            "class Block:\n"
            "    def find_spec(self, name, path=None, target=None):\n"
            "        if name in ('fcntl', 'PySide6', 'shiboken6'):\n"
            "            raise ImportError('blocked: ' + name)\n"
            "sys.meta_path.insert(0, Block())\n"
            "from hearts_desktop.history.lock import DataLock\n"
            "lock = DataLock(sys.argv[1])\n"
            "assert lock.acquire(), lock.error\n"
            "lock.release()\n"
            "print('ok')\n")
    done = subprocess.run([sys.executable, "-c", code, str(tmp_path)], capture_output=True,
                          text=True, timeout=60, check=False)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "ok"


def test_a_refused_start_speaks_the_players_language_and_touches_nothing(
        tmp_path: Path, holder: subprocess.Popen[str]) -> None:
    """The message of a refused start comes before the settings may be written, yet in
    the language they name."""
    settings = tmp_path / "settings.ini"
    settings.write_bytes(b"[General]\nlanguage=de\n")
    done = _program(tmp_path)
    assert done.returncode == 1
    assert "läuft bereits" in done.stderr and f"(Prozess {holder.pid})" in done.stderr
    assert sorted(p.name for p in tmp_path.iterdir()) == [LOCK_FILE, "settings.ini"]
    assert settings.read_bytes() == b"[General]\nlanguage=de\n"
