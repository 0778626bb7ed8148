"""CPU work off the UI thread: one worker ``QThread`` that runs jobs one after another.

The controller hands it a job (a CPU player's move, a hint) and gets the result back in the
UI thread through a queued signal. A job drops what it computed with (the closure, the
seat's view, the bot's reference) the moment it has run, and the worker keeps no job after
its answer is delivered, so nothing grows with the number of moves. (Runnables started on
``QThreadPool.globalInstance()`` stayed referenced by PySide6's wrapper after they ran, each
holding a view and a closure: issue 17, item 17.)

One worker serves the whole program (:func:`shared_worker`); jobs of one window never run
at the same time, so a CPU player's object is never used by two threads at once. The
thread stops when the application quits (and at interpreter exit).
"""

from __future__ import annotations

import atexit
import logging
from collections.abc import Callable
from time import perf_counter
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QThread, Signal, Slot

log = logging.getLogger(__name__)

Reply = Callable[[Any, float], None]
"""Called in the UI thread with the job's result (a value or the exception it raised) and
the seconds it took."""


class Job:
    """One piece of CPU work. ``fn`` and ``reply`` are dropped as soon as they are used."""

    __slots__ = ("__weakref__", "fn", "reply", "result", "seconds")

    def __init__(self, fn: Callable[[], Any], reply: Reply) -> None:
        self.fn: Callable[[], Any] | None = fn
        self.reply: Reply | None = reply
        self.result: Any = None
        self.seconds = 0.0


class _Runner(QObject):
    """Lives in the worker thread."""

    finished = Signal(object)

    @Slot(object)
    def run(self, job: Job) -> None:
        fn, job.fn = job.fn, None
        start = perf_counter()
        try:
            job.result = fn() if fn is not None else None
        except Exception as exc:  # reported to the UI thread, never lost in the thread
            job.result = exc
        job.seconds = perf_counter() - start
        del fn
        self.finished.emit(job)


class Worker(QObject):
    """Runs jobs in its own thread, in the order they were started."""

    _submitted = Signal(object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._thread = QThread()
        self._thread.setObjectName("hearts-desktop-worker")
        self._runner = _Runner()
        self._runner.moveToThread(self._thread)
        self._submitted.connect(self._runner.run)
        self._runner.finished.connect(self._on_runner_finished)
        self._thread.start()
        self.pending = 0
        """Jobs started and not yet answered."""

    def start(self, fn: Callable[[], Any], reply: Reply) -> Job:
        """Run ``fn()`` in the worker thread; ``reply(result, seconds)`` in this thread."""
        job = Job(fn, reply)
        self.pending += 1
        self._submitted.emit(job)
        return job

    def _on_runner_finished(self, job: Job) -> None:
        self.pending -= 1
        reply, job.reply = job.reply, None
        result, job.result = job.result, None
        if reply is None:
            return
        try:
            reply(result, job.seconds)
        except RuntimeError as exc:  # its receiver was deleted meanwhile
            log.debug("a job's answer found no receiver: %s", exc)

    @property
    def running(self) -> bool:
        return self._thread.isRunning()

    def stop(self, ms: int = 5000) -> None:
        """End the thread once the job in hand is done (answers still pending are lost)."""
        if self._thread.isRunning():
            self._thread.quit()
            self._thread.wait(ms)


_shared: Worker | None = None


def shared_worker() -> Worker:
    """The program's worker (made on first use; stopped when the application quits)."""
    global _shared
    if _shared is None or not _shared.running:
        _shared = Worker()
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(_stop_shared)
    return _shared


def _stop_shared() -> None:
    if _shared is not None:
        _shared.stop()


atexit.register(_stop_shared)

__all__ = ["Job", "Worker", "shared_worker"]
