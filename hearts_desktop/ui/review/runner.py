"""The coach's review of one hand, run off the UI thread (issue 31).

A review searches for seconds, so it runs in a worker thread of its own (``review_worker``,
a ``ui.worker.Worker`` beside the one the CPU players use: a review in the background never
holds up a CPU player's move). ``ReviewRun`` first looks in the history (a hand reviewed
before is shown at once), else runs ``Game.review`` in that thread with a ``progress``
callback (decisions done, decisions in all: its ``progressed`` signal, queued to the UI
thread) and a ``cancel`` callback (``cancel()``: the review stops between decisions and
``cancelled`` is emitted); the finished review is kept in the history.
"""

from __future__ import annotations

import atexit
import logging
import sqlite3
import threading
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, Signal

from ...core.registry import get_game
from ..worker import Worker

if TYPE_CHECKING:
    from ...core.review import HandReview
    from ...history import HistoryDB, SavedMatch

log = logging.getLogger(__name__)

_worker: Worker | None = None


def review_worker() -> Worker:
    """The coach's worker thread (made on first use; stopped when the application quits)."""
    global _worker
    if _worker is None or not _worker.running:
        _worker = Worker()
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(_stop)
    return _worker


def _stop() -> None:
    if _worker is not None:
        _worker.stop(30_000)


def reviewable(game_name: str) -> bool:
    """Can the coach review hands of ``game_name`` (the game has an evaluator)? A game
    without one offers no "Review this hand"."""
    try:
        game: Any = get_game(game_name)
    except (KeyError, ValueError):
        return False
    module = getattr(game, "review_module", None)
    if module is None:
        return False
    try:
        module()
    except NotImplementedError:
        return False
    return True


def stored_review(db: HistoryDB | None, match: SavedMatch, seat: int, deal: int,
                  hindsight: bool) -> tuple[HandReview | None, str | None]:
    """The review of that hand kept in the history, and what to tell the player about it
    (a damaged one was set aside: the hand is reviewed again)."""
    if db is None:
        return None, None
    from ...history import HistoryError

    try:
        return db.review_for(match, seat, deal, hindsight), None
    except HistoryError as exc:
        log.warning("%s", exc)
        if exc.reason == "bad-review":
            from .words import Review

            return None, Review.tr("The review kept of this hand was damaged and was set "
                                   "aside; the hand is reviewed again.")
        return None, str(exc)


class ReviewRun(QObject):
    """One hand's review: ``start()``, then ``progressed(done, total)`` while it runs and
    ``reviewed(HandReview, from_history)``, ``failed(message)`` or ``cancelled()``."""

    progressed = Signal(int, int)
    reviewed = Signal(object, bool)
    failed = Signal(str)
    cancelled = Signal()
    notice = Signal(str)
    """Something to tell the player (a damaged review was set aside)."""

    def __init__(self, match: SavedMatch, seat: int, deal: int, *, hindsight: bool = False,
                 db: HistoryDB | None = None, seed: int = 0, worlds: int | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.match = match
        self.seat = seat
        self.deal = deal
        self.hindsight = hindsight
        self.db = db
        self.seed = seed
        self.worlds = worlds
        self.running = False
        self.seconds = 0.0
        """How long the search took (0 when the review came from the history)."""
        self._stop = threading.Event()

    def start(self) -> bool:
        """Show the kept review at once (True), or start the search (False)."""
        found, said = stored_review(self.db, self.match, self.seat, self.deal,
                                    self.hindsight)
        if said:
            self.notice.emit(said)
        if found is not None:
            self.reviewed.emit(found, True)
            return True
        self.running = True
        self._stop.clear()
        game: Any = get_game(self.match.game)
        record, seat, deal = self.match.record, self.seat, self.deal
        seed, worlds, hindsight = self.seed, self.worlds, self.hindsight
        stop = self._stop
        progressed = self.progressed

        def progress(done: int, total: int) -> None:  # in the worker thread: queued
            progressed.emit(done, total)

        def work() -> Any:
            reviews = game.review(record, seat, deal=deal, seed=seed, worlds=worlds,
                                  hindsight=hindsight, progress=progress,
                                  cancel=stop.is_set)
            return reviews[0]

        review_worker().start(work, self._on_worker_answered, owner=self)
        return False

    def cancel(self) -> None:
        """Stop the search at the next decision (``cancelled`` follows)."""
        self._stop.set()

    def _on_worker_answered(self, result: Any, seconds: float) -> None:
        from ...core.review import ReviewCancelled

        self.running = False
        self.seconds = seconds
        if isinstance(result, ReviewCancelled) or (self._stop.is_set()
                                                   and isinstance(result, Exception)):
            self.cancelled.emit()
            return
        if isinstance(result, Exception):
            log.error("the review of deal %d failed: %s", self.deal, result)
            self.failed.emit(str(result))
            return
        if self.db is not None:
            from ...history import HistoryError

            try:
                self.db.save_review(self.match, result)
            except (HistoryError, sqlite3.Error) as exc:  # (closed: the program ends)
                log.error("%s", exc)
                self.notice.emit(str(exc))
        self.reviewed.emit(result, False)


atexit.register(_stop)

__all__ = ["ReviewRun", "review_worker", "reviewable", "stored_review"]
