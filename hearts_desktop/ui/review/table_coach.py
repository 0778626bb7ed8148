"""The coach at the live table (issue 31): after each hand, "Review this hand" on the score
sheet, on the table's button beside the status corner (shown with the hand's result, until
the player's first move of the next hand) and as Game > Review the last hand (F4); and,
with the option on, every hand of the player's reviewed by itself in the background as it
ends, kept in the history so the review shows at once.

The hand reviewed is the last finished hand of the match on the table (its record as the
autosave keeps it, ``Persistence.current``), for the player's own seat. A game the coach
cannot review yet (no evaluator) offers none of this. A network table is reviewed from the
replay viewer once the match is in the history.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QWidget

from ..games.game_history import history_of
from .runner import ReviewRun, reviewable
from .words import Review, cost_text

if TYPE_CHECKING:
    from ...history import SavedMatch
    from .dialog import ReviewDialog

log = logging.getLogger(__name__)


class ReviewRow(QWidget):
    """The score sheet's "Review this hand" button (hidden while there is nothing to
    review)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("review_row")
        self.button = QPushButton(self)
        self.button.setObjectName("review_hand_button")
        lay = QHBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.button)
        lay.addStretch(1)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.button.setText(Review.tr("Review this hand"))
        self.button.setToolTip(Review.tr("The coach reviews your decisions of the last "
                                         "hand (F4)"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)


class TableCoach(QObject):
    """The coach of one window's table (made by ``TablePlay.wire``)."""

    def __init__(self, window: Any) -> None:
        super().__init__(window)
        self.window = window
        self.dialog: ReviewDialog | None = None
        self.background: dict[tuple[str, int, int], ReviewRun] = {}
        """Reviews running by themselves: (match identity, seat, deal) -> run."""
        self.rows: list[ReviewRow] = []
        self.worlds: int | None = None
        """The review's budget (sampled worlds per decision; None: the game's default)."""
        window.animator.hand_scored.connect(self._on_animator_hand_scored)
        window.controller.events_applied.connect(self._on_controller_events_applied)
        window.controller.match_started.connect(self._on_controller_match_started)

    # ------------------------------------------------------------------ what to review
    def last_hand(self) -> tuple[SavedMatch, int, int] | None:
        """(the match, the player's seat, the deal number) of the last finished hand of
        the match on the table, when the coach can review it."""
        c = self.window.controller
        match = self.window.persistence.current
        if c.remote or c.state is None or match is None or not reviewable(match.game):
            return None
        seat = c.human_seat
        if seat is None:
            return None
        try:
            deals = c.game.analyse(match.record).deals
        except ValueError:
            return None
        if not deals:
            return None
        return match, seat, int(deals[-1].deal_number)

    def available(self) -> bool:
        return self.last_hand() is not None

    # ------------------------------------------------------------------ the window
    def review_last_hand(self) -> ReviewDialog | None:
        """Open the review of the last finished hand (at once when it is kept, else it is
        made, or joined when it is being made in the background)."""
        found = self.last_hand()
        if found is None:
            self.window.say(Review.tr("There is no finished hand the coach can review."),
                            5000)
            return None
        match, seat, deal = found
        from .dialog import ReviewDialog

        if self.dialog is not None:
            self.dialog.close()
            self.dialog.deleteLater()
        parent = QWidget.window(self.window.play.score_sheet) \
            if self.window.play.score_sheet is not None \
            and self.window.play.score_sheet.isVisible() else self.window
        dialog = ReviewDialog(match, seat, deal, db=self.window.persistence.db,
                              pixmaps=self.window.pixmaps, worlds=self.worlds, parent=parent)
        self.dialog = dialog
        dialog.show()
        running = self.background.get((self.window.persistence.db.review_key(match), seat,
                                       deal))
        dialog.start(running if running is not None and running.running else None)
        return dialog

    def attach_score_sheet(self, sheet: Any) -> None:
        """Put the "Review this hand" button on the score sheet (once)."""
        if sheet.findChild(ReviewRow) is not None:
            return
        row = ReviewRow(sheet)
        row.button.clicked.connect(self.review_last_hand)
        layout = sheet.layout()
        layout.insertWidget(max(layout.count() - 1, 0), row)
        self.rows.append(row)

    def update_rows(self) -> None:
        on = self.available()
        for row in self.rows:
            row.setVisible(on)
        action = getattr(self.window, "review_action", None)
        if action is not None:
            action.setEnabled(on)

    # ------------------------------------------------------------------ the table
    @staticmethod
    def button_text() -> str:
        return Review.tr("Review this hand")

    def _on_animator_hand_scored(self, _event: Any) -> None:
        if getattr(self.window, "autoplay", False):
            return
        self.update_rows()
        found = self.last_hand()
        if found is None:
            return
        overlays = self.window.scene.overlays
        if not overlays.side_button.isVisible():
            overlays.show_side_button(self.button_text, self.review_last_hand)
        if self.window.settings.review_every_hand:
            self.review_in_background(*found)

    def _hide_button(self) -> None:
        overlays = self.window.scene.overlays
        if overlays.side_button.isVisible() and \
                overlays.side_button.text == self.button_text():
            overlays.hide_side_button()

    def _on_controller_events_applied(self, _events: Any, _view: Any) -> None:
        """The button stays until the player acts in the next hand."""
        c = self.window.controller
        actions = c.game.actions(c.state) if c.state is not None else ()
        if actions and getattr(actions[-1], "seat", None) == c.human_seat:
            self._hide_button()

    def _on_controller_match_started(self, _view: Any) -> None:
        self._hide_button()
        self.update_rows()

    # ------------------------------------------------------------------ in the background
    def review_in_background(self, match: SavedMatch, seat: int, deal: int) -> ReviewRun:
        """Review that hand by itself (the option "Review each of my hands"): kept in the
        history; the status line says what it found."""
        db = self.window.persistence.db
        key = (db.review_key(match), seat, deal)
        run = self.background.get(key)
        if run is not None:
            return run
        run = ReviewRun(match, seat, deal, db=db, worlds=self.worlds, parent=self)
        self.background[key] = run

        def done(review: Any, from_history: bool) -> None:
            self.background.pop(key, None)
            run.deleteLater()
            if not from_history:
                hand = history_of(match.game).words().deal_number.format(deal)
                self.window.say(Review.tr("The coach reviewed {0}: {1} points lost to "
                                          "mistakes.").format(
                    hand, cost_text(review.points_lost, review.points_lost_stderr)), 6000)

        def ended(*_args: Any) -> None:
            self.background.pop(key, None)
            run.deleteLater()

        run.reviewed.connect(done)
        run.failed.connect(ended)
        run.cancelled.connect(ended)
        run.start()
        return run

    def shutdown(self) -> None:
        for run in list(self.background.values()):
            run.cancel()


__all__ = ["ReviewRow", "TableCoach"]
