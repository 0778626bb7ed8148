"""Importing a match off the UI thread (issue 18, item 6): the file is read and replayed in
a worker thread, stored in the UI thread; a FIFO or a device is refused at once; a match
already in the history is refused with a clear message."""

from __future__ import annotations

import os
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from hearts_desktop.history import export_match, files
from hearts_desktop.ui.history.importer import ImportJob
from hearts_desktop.ui.persistence import Persistence

from .helpers import random_match


@pytest.fixture
def persistence(tmp_path: Path, qtbot: QtBot) -> Iterator[Persistence]:
    p = Persistence(tmp_path / "data")
    yield p
    p.shutdown()


def test_the_file_is_read_and_replayed_off_the_ui_thread(
        qtbot: QtBot, tmp_path: Path, persistence: Persistence,
        monkeypatch: pytest.MonkeyPatch) -> None:
    match = random_match(23)
    path = tmp_path / "match.json"
    export_match(match, path)
    threads: list[int] = []
    real = files.read_bounded

    def spy(*args: object, **kwargs: object) -> bytes:
        threads.append(threading.get_ident())
        return real(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(files, "read_bounded", spy)
    job = persistence.import_file(path)
    with qtbot.waitSignal(job.imported, timeout=60000) as got:
        pass
    assert threads and threading.get_ident() not in threads
    match_id = got.args[0]
    assert persistence.db.load(match_id) == match
    assert job.finished and job.message is None


def test_importing_the_same_file_twice_is_refused(qtbot: QtBot, tmp_path: Path,
                                                  persistence: Persistence) -> None:
    path = tmp_path / "match.json"
    export_match(random_match(24), path)
    first = ImportJob(persistence, path)
    first.start()
    assert first.wait() is not None
    again = ImportJob(persistence, path)
    again.start()
    assert again.wait() is None
    assert again.message == ("match.json cannot be imported: this match is in the history "
                             f"already (match {first.match_id}).")
    assert persistence.db.count() == 1


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
def test_a_fifo_never_blocks_the_import(qtbot: QtBot, tmp_path: Path,
                                        persistence: Persistence) -> None:
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    job = persistence.import_file(fifo)
    assert job.wait(timeout_ms=10000) is None
    assert job.finished  # refused, not still waiting on the pipe
    assert job.message is not None and "pipe (FIFO), not a file" in job.message
    assert persistence.db.count() == 0
