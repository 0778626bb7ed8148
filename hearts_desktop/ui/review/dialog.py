"""The coach's window: "Review this hand" (issue 31).

It lists the player's decisions of one hand (the choice made, the best found, the expected
cost with its margin, the grade; mistakes and blunders marked), and shows the table at the
chosen decision as the player saw it then (the replay's own table: ``ReplayScene`` with the
game's replay frames), the alternatives ranked (the best three and the one played) and one
sampled line as a sentence. The review runs in the coach's worker thread (``ReviewRun``)
with a progress bar and a Cancel button; one kept in the history shows at once. The
clearly labelled "With all cards shown" check box switches to the hindsight review (judged
with every hand known), which is a separate review.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QProgressBar,
    QPushButton,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..games.game_history import history_of
from ..table.card_pixmaps import CardPixmaps
from ..table.view import TableView
from .runner import ReviewRun
from .words import (
    MARKS,
    Review,
    choice_text,
    cost_text,
    line_sentence,
    marked,
    option_line,
    summary_text,
)

if TYPE_CHECKING:
    from ...core.review import DecisionReview, HandReview
    from ...history import HistoryDB, SavedMatch

GRADE_COLOURS = {"inaccuracy": QColor(190, 140, 0), "mistake": QColor(220, 110, 0),
                 "blunder": QColor(200, 30, 30)}
"""The colour of a decision's grade in the list (and of its mark on a timeline)."""


def frame_at(frames: Sequence[Any], actions: int) -> int:
    """The index of the replay frame that shows the table just before action ``actions``
    (the last frame with that many actions applied)."""
    found = 0
    for i, frame in enumerate(frames):
        if frame.actions == actions:
            found = i
        elif frame.actions > actions:
            break
    return found


class ReviewDialog(QDialog):
    """The review of deal ``deal`` of ``match`` for ``seat`` (the player's own seat).
    ``db``: the history that keeps reviews (None: none kept)."""

    review_shown = Signal(object)
    """A review is on screen (``HandReview``): the replay viewer marks its timeline."""

    COLUMNS = 5

    def __init__(self, match: SavedMatch, seat: int, deal: int, *,
                 db: HistoryDB | None = None, pixmaps: CardPixmaps | None = None,
                 worlds: int | None = None, seed: int = 0,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("review_dialog")
        self.match = match
        self.seat = seat
        self.deal = deal
        self.db = db
        self.worlds = worlds
        self.seed = seed
        self.game = match.record.game
        self.names = [p.name for p in match.players]
        self.review: HandReview | None = None
        """The review shown (None while it is being made)."""
        self.from_history = False
        """The review shown came from the history (no search)."""
        self.run: ReviewRun | None = None
        self.notices: list[str] = []
        self._failure: str | None = None
        self._lost: tuple[float, float, int] | None = None
        self._state = "idle"  # "running", "shown", "cancelled", "failed"

        from ..history.replay_scene import ReplayScene, replay_source

        self.source = replay_source(self.game)
        self.replay = self.source.replay(match.record)
        deck = self.source.table_deck(match.record.rules)
        pixmaps = (pixmaps.for_another_table(deck) if pixmaps is not None
                   else CardPixmaps(deck=deck) if deck is not None else CardPixmaps())
        self.pixmaps = pixmaps
        self.scene = ReplayScene(pixmaps, self, speed="instant", game=self.game,
                                 source=self.source)
        direction, teams = self.source.seating(match.record.rules)
        self.scene.configure(self.replay.players, seat, self.names, direction=direction,
                             teams=teams, you=seat)
        self.scene.instant = True
        self.scene.show_all = False  # the table as the player saw it
        self.view = TableView(self.scene, self)
        self.view.setObjectName("review_table")
        self.view.setMinimumSize(520, 360)
        self.view.resized.connect(self._on_view_resized)

        self.heading = QLabel(self)
        font = self.heading.font()
        font.setPointSizeF(font.pointSizeF() * 1.2)
        font.setBold(True)
        self.heading.setFont(font)
        self.explain = QLabel(self)
        self.explain.setObjectName("review_explain")
        self.explain.setWordWrap(True)
        self.hindsight_check = QCheckBox(self)
        self.hindsight_check.setObjectName("review_hindsight")
        self.hindsight_check.toggled.connect(self._on_hindsight_check_toggled)
        self.progress = QProgressBar(self)
        self.progress.setObjectName("review_progress")
        self.cancel_button = QPushButton(self)
        self.cancel_button.setObjectName("review_cancel")
        self.cancel_button.clicked.connect(self.cancel)
        self.again_button = QPushButton(self)
        self.again_button.setObjectName("review_again")
        self.again_button.clicked.connect(lambda: self.start())
        self.status = QLabel(self)
        self.status.setObjectName("review_status")
        self.status.setWordWrap(True)
        self.summary = QLabel(self)
        self.summary.setObjectName("review_summary")
        self.summary.setWordWrap(True)

        self.decisions = QTableWidget(0, self.COLUMNS, self)
        self.decisions.setObjectName("review_decisions")
        self.decisions.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.decisions.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.decisions.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.decisions.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.decisions.verticalHeader().setVisible(False)
        header = self.decisions.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        self.decisions.currentCellChanged.connect(self._on_decisions_current_cell_changed)
        self.decisions.setMinimumWidth(470)
        self.decisions.setWordWrap(False)

        self.alternatives = QLabel(self)
        self.alternatives.setObjectName("review_alternatives")
        self.alternatives.setWordWrap(True)
        self.alternatives.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.line = QLabel(self)
        self.line.setObjectName("review_line")
        self.line.setWordWrap(True)
        self.line.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        progress_row = QHBoxLayout()
        progress_row.addWidget(self.progress, 1)
        progress_row.addWidget(self.cancel_button)
        progress_row.addWidget(self.again_button)
        right = QWidget(self)
        right_lay = QVBoxLayout(right)
        right_lay.setContentsMargins(0, 0, 0, 0)
        right_lay.addWidget(self.view, 1)
        right_lay.addWidget(self.alternatives)
        right_lay.addWidget(self.line)
        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        splitter.addWidget(self.decisions)
        splitter.addWidget(right)
        splitter.setStretchFactor(1, 1)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addWidget(self.heading)
        lay.addWidget(self.explain)
        lay.addWidget(self.hindsight_check)
        lay.addLayout(progress_row)
        lay.addWidget(self.status)
        lay.addWidget(splitter, 1)
        lay.addWidget(self.summary)
        lay.addWidget(self.buttons)
        QShortcut(QKeySequence(Qt.Key.Key_Escape), self, self.reject)
        self.resize(1180, 720)
        self.retranslate_ui()
        self._show_state()

    # ------------------------------------------------------------------ running
    @property
    def hindsight(self) -> bool:
        return self.hindsight_check.isChecked()

    @property
    def running(self) -> bool:
        return self._state == "running"

    def start(self, running: ReviewRun | None = None) -> None:
        """Show the review of the hand (from the history at once, else searched);
        ``running``: the same review being made already (in the background), followed
        instead of starting another."""
        if self.run is not None and self.run.running:
            return
        self.review = None
        self._failure = None
        self.decisions.setRowCount(0)
        adopted = running is not None and running.running and not self.hindsight
        run = running if adopted and running is not None else ReviewRun(
            self.match, self.seat, self.deal, hindsight=self.hindsight, db=self.db,
            seed=self.seed, worlds=self.worlds, parent=self)
        run.progressed.connect(self._on_run_progressed)
        run.reviewed.connect(self._on_run_reviewed)
        run.failed.connect(self._on_run_failed)
        run.cancelled.connect(self._on_run_cancelled)
        run.notice.connect(self._on_run_notice)
        self.run = run
        self._state = "running"
        self.progress.setRange(0, 0)  # busy until the first decision is done
        self._show_state()
        if not adopted:
            run.start()

    def cancel(self) -> None:
        if self.run is not None and self.run.running:
            self.run.cancel()
            self.cancel_button.setEnabled(False)

    def _on_run_progressed(self, done: int, total: int) -> None:
        if self.sender() is not self.run:
            return
        self.progress.setRange(0, max(1, total))
        self.progress.setValue(done)

    def _on_run_reviewed(self, review: HandReview, from_history: bool) -> None:
        if self.sender() is not self.run:
            return
        self.review = review
        self.from_history = from_history
        self._lost = self._match_lost()
        self._state = "shown"
        self._fill()
        self._show_state()
        self.review_shown.emit(review)

    def _on_run_failed(self, message: str) -> None:
        if self.sender() is not self.run:
            return
        self._state = "failed"
        self._failure = message
        self._show_state()

    def _on_run_cancelled(self) -> None:
        if self.sender() is not self.run:
            return
        self._state = "cancelled"
        self._show_state()

    def _on_run_notice(self, text: str) -> None:
        self.notices.append(text)
        self._show_state()

    def _on_hindsight_check_toggled(self, _on: bool) -> None:
        if self.run is not None and self.run.running:
            self.run.cancel()
            self.run = None
        self.retranslate_ui()
        self.start()

    # ------------------------------------------------------------------ showing
    def _show_state(self) -> None:
        running = self._state == "running"
        self.progress.setVisible(running)
        self.cancel_button.setVisible(running)
        self.cancel_button.setEnabled(running)
        self.again_button.setVisible(self._state in ("cancelled", "failed"))
        texts = list(self.notices)
        if self._state == "running":
            texts.append(Review.tr("Reviewing your decisions…"))
        elif self._state == "cancelled":
            texts.append(Review.tr("The review was cancelled."))
        elif self._state == "failed":
            texts.append(Review.tr("The hand could not be reviewed: {0}").format(
                self._failure or ""))
        elif self._state == "shown" and self.review is not None and not self.review.decisions:
            texts.append(Review.tr("You made no decision in this hand."))
        self.status.setText(" ".join(texts))
        self.status.setVisible(bool(texts))
        self.summary.setText(summary_text(self.review, self._lost)
                             if self.review is not None else "")

    def _match_lost(self) -> tuple[float, float, int] | None:
        """The match's points lost over its reviewed hands (the history's figure)."""
        if self.db is None or self.review is None:
            return None
        try:
            lost = self.db.points_lost(self.match, self.seat, hindsight=self.review.hindsight)
        except sqlite3.Error:  # the history is closed (the program ends)
            return None
        if not lost.hands:
            return None
        return lost.total, lost.stderr, lost.reviewed

    def _fill(self) -> None:
        t = self.decisions
        review = self.review
        t.setRowCount(0)
        if review is None:
            return
        t.setRowCount(len(review.decisions))
        history = history_of(self.game)
        for r, d in enumerate(review.decisions):
            best = d.options[0].action if d.options else d.played
            cells = [
                str(r + 1),
                choice_text(self.game, d.played, self.names, self.seat),
                choice_text(self.game, best, self.names, self.seat),
                "" if d.forced else cost_text(d.cost, d.cost_stderr),
                Review.tr("forced") if d.forced else marked(d.grade),
            ]
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if d.grade in GRADE_COLOURS:
                    item.setForeground(QBrush(GRADE_COLOURS[d.grade]))
                    if d.grade != "inaccuracy":
                        font = item.font()
                        font.setBold(True)
                        item.setFont(font)
                item.setData(Qt.ItemDataRole.AccessibleTextRole,
                             f"{self._header(c)}: {text}" if text else self._header(c))
                t.setItem(r, c, item)
        del history
        if review.decisions:
            first = next((i for i, d in enumerate(review.decisions)
                          if d.grade in ("mistake", "blunder")), 0)
            t.setCurrentCell(first, 0)
        self.show_decision(t.currentRow())

    def _header(self, column: int) -> str:
        return [Review.tr("Move"), Review.tr("Your choice"), Review.tr("Best found"),
                Review.tr("Expected cost"), Review.tr("Grade")][column]

    def _on_decisions_current_cell_changed(self, row: int, _col: int, _prev_row: int,
                                           _prev_col: int) -> None:
        self.show_decision(row)

    def decision(self, row: int) -> DecisionReview | None:
        if self.review is None or not 0 <= row < len(self.review.decisions):
            return None
        return self.review.decisions[row]

    def show_decision(self, row: int) -> None:
        """The table at decision ``row``, its alternatives ranked and the line."""
        d = self.decision(row)
        if d is None:
            self.alternatives.setText("")
            self.line.setText("")
            return
        self.frame_index = frame_at(self.replay.frames, d.index)
        self.scene.show_frame(self.replay.frames[self.frame_index])
        lines = [Review.tr("The choices, best first (your expected points for the rest of "
                           "the hand):")]
        for rank, option in enumerate(d.options, start=1):
            lines.append(option_line(self.game, rank, option,
                                     option.action == d.played, self.seat))
        self.alternatives.setText("\n".join(lines))
        self.line.setText(line_sentence(self.game, d, self.names, self.seat))

    def _on_view_resized(self, width: int, height: int) -> None:
        layout = self.scene.layout
        if (layout.width, layout.height) == (width, height):
            return
        self.scene.animator.reset(None)
        self.scene.set_view_size(width, height, self.view.devicePixelRatioF())
        index = getattr(self, "frame_index", 0)
        self.scene.show_frame(self.replay.frames[index])

    # ------------------------------------------------------------------ texts
    def retranslate_ui(self) -> None:
        words = history_of(self.game).words()
        deal = words.deal_number.format(self.deal)
        self.setWindowTitle(Review.tr("Review: {0}").format(deal))
        self.heading.setText(Review.tr("Review of {0}").format(deal))
        self.hindsight_check.setText(Review.tr("With all cards shown (hindsight)"))
        self.hindsight_check.setToolTip(Review.tr(
            "Judge each decision knowing every hand, as if all cards were shown. This is "
            "not what you knew when you chose."))
        if self.hindsight:
            self.explain.setText(Review.tr(
                "With all cards shown: each decision is judged knowing every player's "
                "cards, which you did not know then."))
        else:
            self.explain.setText(Review.tr(
                "Each decision is judged only on what you knew then: the coach plays every "
                "choice out in many deals of the hidden cards consistent with it. The cost "
                "is in the game's own points, with its margin of error (±)."))
        self.cancel_button.setText(Review.tr("Cancel"))
        self.cancel_button.setToolTip(Review.tr("Stop the review"))
        self.again_button.setText(Review.tr("Review again"))
        self.progress.setAccessibleName(Review.tr("Progress of the review"))
        self.decisions.setAccessibleName(Review.tr("Your decisions"))
        self.view.setAccessibleName(Review.tr("The table at the decision"))
        self.decisions.setHorizontalHeaderLabels(
            [self._header(c) for c in range(self.COLUMNS)])
        self.scene.retranslate()
        if self.review is not None:
            row = self.decisions.currentRow()
            self._fill()
            if row >= 0:
                self.decisions.setCurrentCell(row, 0)
        self._show_state()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def done(self, result: int) -> None:
        if self.run is not None and self.run.running and self.run.parent() is self:
            self.run.cancel()  # (a review running in the background goes on)
        self.scene.animator.reset(None)
        super().done(result)


__all__ = ["GRADE_COLOURS", "MARKS", "ReviewDialog", "frame_at"]
