"""Importing a match off the UI thread.

``ImportJob`` reads, checks (by replaying) and analyses a match file in a worker thread
(``history.prepare_import``: only a regular file of bounded size is read, so a FIFO or a
device never blocks anything), then stores it in the history in the UI thread, where the
database connection lives. A match that is in the history already is refused::

    job = persistence.import_file(path)        # started; or ImportJob(persistence, path)
    job.imported.connect(on_imported)          # the new match's id
    job.refused.connect(on_refused)            # why nothing was imported (a sentence)

``wait()`` runs the event loop until the job is done (the window keeps painting) and returns
the id or None; the History menu's ``import_file`` uses it.
"""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any, cast

from PySide6.QtCore import QEventLoop, QObject, Qt, QTimer, Signal


class ImportJob(QObject):
    """One import (see the module)."""

    imported = Signal(int)
    """The match was stored under this id."""
    refused = Signal(str)
    """Nothing was imported; why."""
    done = Signal()
    """Either way."""
    _worker_done = Signal(object)

    def __init__(self, persistence: Any, path: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.persistence = persistence
        self.path = Path(path)
        self.match_id: int | None = None
        self.message: str | None = None
        """Why nothing was imported (after ``refused``)."""
        self.finished = False
        self._thread: threading.Thread | None = None
        self._worker_done.connect(self._on_worker_done, Qt.ConnectionType.QueuedConnection)

    def start(self) -> None:
        if self._thread is not None:
            return
        self._thread = threading.Thread(target=self._work, name="hearts-import", daemon=True)
        self._thread.start()

    def _work(self) -> None:
        from ...history import HistoryError, prepare_import

        try:
            result: object = prepare_import(self.path)
        except HistoryError as exc:
            result = str(exc)
        except Exception as exc:
            result = f"{self.path.name} cannot be imported: {exc}."
        self._worker_done.emit(result)

    def _on_worker_done(self, result: object) -> None:
        from ...history import HistoryError

        if isinstance(result, str):
            self._refuse(result)
            return
        match, analysis = cast("tuple[Any, Any]", result)
        try:
            self.match_id = int(self.persistence.add_imported(match, analysis))
        except HistoryError as exc:
            self._refuse(f"{self.path.name} cannot be imported: {exc}.")
            return
        except Exception as exc:
            self._refuse(f"{self.path.name} cannot be imported: {exc}.")
            return
        self.finished = True
        self.imported.emit(self.match_id)
        self.done.emit()

    def _refuse(self, message: str) -> None:
        self.message = message
        self.finished = True
        self.refused.emit(message)
        self.done.emit()

    def wait(self, timeout_ms: int = 120_000) -> int | None:
        """Run the event loop until the job is done; the new id, or None (see
        ``message``)."""
        if not self.finished:
            loop = QEventLoop()
            self.done.connect(loop.quit)
            QTimer.singleShot(timeout_ms, loop.quit)
            if not self.finished:
                loop.exec()
        return self.match_id


__all__ = ["ImportJob"]
