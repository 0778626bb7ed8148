"""The replay viewer: a recorded match of any game on its own card table, step by step.

It has its own :class:`ReplayScene` in its own view, so the live game is never touched. The
scene is played by the same animator as the live table: its director (the game's replay
table) shows each frame of the replay (the engine replaying the record) at once, and one
step forwards onto a card being played animates that card (and the moment it makes) at the
player's animation speed. A game whose presentation replays it itself (Hearts) gives the
frames, the table and the words (``replay_source``); any other game is replayed by the
history's generic replay (``game_replay.py``: the ``Game`` protocol and the game's
``GameHistory`` snapshots). Keys: Left/Right one action,
Page Up/Page Down one trick, Home/End one hand, Ctrl+Home/Ctrl+End the start and the end of
the match, P: Play from here (the match goes on at the table from the moment shown, as a
match of its own: ``dialogs.play_from_here``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QHeaderView,
    QLabel,
    QMainWindow,
    QSizePolicy,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from ..games.game_history import history_of
from ..review.runner import reviewable
from ..review.timeline import MarkedSlider
from ..table.card_pixmaps import CardPixmaps
from ..table.speeds import Speed
from ..table.view import TableView
from .replay_scene import ReplayScene, replay_source

if TYPE_CHECKING:
    from ...history import HistoryDB, SavedMatch


def _tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    # Context "" is where pyside6-lupdate files calls of _tr (see tools/i18n.py:
    # -tr-function-alias tr+=_tr); the catalogue and this lookup must agree.
    return QCoreApplication.translate("", text, disambiguation, n)


class ReplayWindow(QMainWindow):
    """Steps through a saved match on its own table. ``pixmaps``: the player's card
    pictures (the live table's); the replay draws the match's own deck with pictures of its
    own (``CardPixmaps.for_another_table``)."""

    index_changed = Signal(int)
    play_from_here_requested = Signal(object)
    """Play from here was chosen: the ``dialogs.play_from_here.BranchStart`` to play."""

    def __init__(self, match: SavedMatch, parent: QWidget | None = None, *,
                 pixmaps: CardPixmaps | None = None, speed: str = "normal",
                 db: HistoryDB | None = None) -> None:
        super().__init__(parent)
        self.db = db
        """The history that keeps the coach's reviews (None: none kept)."""
        self.review_dialog: Any = None
        """The coach's window, once opened ("Review this hand")."""
        self.review_worlds: int | None = None
        """The review's budget (sampled worlds per decision; None: the game's default)."""
        self.setObjectName("replay_window")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
        self.match = match
        self.speed = Speed(speed)
        """Stepping forwards one card plays it to the table at this speed; every other
        jump is shown at once."""
        self.game = match.record.game
        self.history = history_of(self.game)
        self.presentation = replay_source(self.game)
        """What replays the game (``replay_source``)."""
        self.generic = self.history.replay_presentation() is None
        """Replayed by the history's generic replay (its words say "deal")."""
        self.replay = self.presentation.replay(match.record)
        self.names = [p.name for p in match.players]
        humans = [i for i, p in enumerate(match.players) if p.human]
        self.bottom_seat = humans[0] if humans else 0
        self.you = humans[0] if humans else None
        """The player's own seat: the words speak to it ("You bid 30.")."""
        self._index = 0
        self.branch_dialog: QDialog | None = None
        """The open Play from here dialog."""
        rules = match.record.rules
        # pictures of its own, of its game's deck: never the live table's, which may show
        # another game (or start one while this is open) and mark cards of its own
        deck = self.presentation.table_deck(rules)
        pixmaps = (pixmaps.for_another_table(deck) if pixmaps is not None
                   else CardPixmaps(deck=deck) if deck is not None else CardPixmaps())
        self.pixmaps = pixmaps
        self.scene = ReplayScene(pixmaps, self, speed=self.speed, game=self.game,
                                 source=self.presentation)
        direction, teams = self.presentation.seating(rules)
        self.scene.configure(self.replay.players, self.bottom_seat, self.names,
                             direction=direction, teams=teams, you=self.you)
        self.scene.instant = True
        self.view = TableView(self.scene, self)
        self.view.resized.connect(self._on_view_resized)
        self.view.setMinimumSize(640, 420)

        self.info = QLabel(self)
        self.info.setObjectName("replay_info")
        self.info.setWordWrap(True)
        self.info.setTextFormat(Qt.TextFormat.RichText)
        self.info.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.info.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        self.scores = QTableWidget(self)
        self.scores.setObjectName("replay_scores")
        self.scores.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.scores.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.scores.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.scores.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.scores.verticalHeader().setDefaultSectionSize(24)
        side = QWidget(self)
        side_layout = QVBoxLayout(side)
        side_layout.setContentsMargins(6, 6, 6, 6)
        self.scores_title = QLabel(self)
        side_layout.addWidget(self.info)
        side_layout.addWidget(self.scores_title)
        side_layout.addWidget(self.scores, 1)
        from ..dialogs.deal_code import CodeRow

        self.code_row = CodeRow(self)
        """The code of the deal the replay shows, with "Copy code"."""
        side_layout.addWidget(self.code_row)
        side.setMinimumWidth(260)
        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        splitter.addWidget(self.view)
        splitter.addWidget(side)
        splitter.setStretchFactor(0, 1)
        splitter.setSizes([1000, 300])
        self.setCentralWidget(splitter)

        self._build_toolbar()
        self.resize(1320, 780)
        self.retranslate_ui()
        self.set_index(0)

    # ------------------------------------------------------------------ construction
    def _build_toolbar(self) -> None:
        bar = QToolBar(self)
        bar.setObjectName("replay_toolbar")
        bar.setMovable(False)
        bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, bar)
        self.toolbar = bar

        def act(name: str, keys: Sequence[str], slot: object) -> QAction:
            a = QAction(self)
            a.setObjectName(name)
            a.setShortcuts([QKeySequence(k) for k in keys])
            a.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            a.triggered.connect(slot)
            bar.addAction(a)
            self.addAction(a)
            return a

        self.start_action = act("replay_start", ["Ctrl+Home"], self.go_start)
        self.prev_hand_action = act("replay_prev_hand", ["Home"], self.previous_hand)
        self.prev_trick_action = act("replay_prev_trick", ["PgUp"], self.previous_trick)
        self.prev_action = act("replay_prev", ["Left"], self.previous_action)
        self.next_action = act("replay_next", ["Right"], self.next_action_step)
        self.next_trick_action = act("replay_next_trick", ["PgDown"], self.next_trick)
        self.next_hand_action = act("replay_next_hand", ["End"], self.next_hand)
        self.end_action = act("replay_end", ["Ctrl+End"], self.go_end)
        bar.addSeparator()
        self.hand_label = QLabel(self)
        bar.addWidget(self.hand_label)
        self.hand_combo = QComboBox(self)
        self.hand_combo.setObjectName("replay_hand")
        self.hand_combo.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.hand_combo.activated.connect(self._on_hand_combo_activated)
        bar.addWidget(self.hand_combo)
        self.slider = MarkedSlider(self)
        self.slider.setObjectName("replay_slider")
        self.slider.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.slider.setRange(0, len(self.replay) - 1)
        self.slider.setMinimumWidth(200)
        self.slider.valueChanged.connect(self._on_slider_value_changed)
        bar.addWidget(self.slider)
        bar.addSeparator()
        self.faces_action = QAction(self)
        self.faces_action.setObjectName("replay_show_all")
        self.faces_action.setCheckable(True)
        self.faces_action.setChecked(True)
        self.faces_action.toggled.connect(self._on_faces_action_toggled)
        bar.addAction(self.faces_action)
        bar.addSeparator()
        self.branch_action = act("replay_play_from_here", ["P"], self.play_from_here)
        self.review_action = act("replay_review", ["R"], self.review_hand)
        """The coach: "Review this hand" (the player's own decisions of the hand shown);
        only for a game the coach can review and a match with the player's seat."""
        self.review_action.setVisible(self.you is not None and reviewable(self.game))
        self._mark_reviews()

    # ------------------------------------------------------------------ navigation
    @property
    def index(self) -> int:
        return self._index

    @property
    def frame(self) -> Any:
        return self.replay.frames[self._index]

    def set_index(self, index: int) -> None:
        index = max(0, min(len(self.replay) - 1, index))
        step = index == self._index + 1
        self._index = index
        if step:
            self.scene.step_to(self.frame)
        else:
            self.scene.show_frame(self.frame)
        if self.slider.value() != index:
            self.slider.blockSignals(True)
            self.slider.setValue(index)
            self.slider.blockSignals(False)
        deal = self.frame.deal_number
        pos = self.replay.deal_numbers().index(deal) if deal in self.replay.deal_numbers() \
            else -1
        if pos >= 0 and self.hand_combo.currentIndex() != pos:
            self.hand_combo.setCurrentIndex(pos)
        self._update_actions()
        self._update_info()
        self._update_scores()
        self._update_code(deal)
        self.index_changed.emit(index)

    def _update_code(self, deal: int) -> None:
        """The code of deal ``deal``, shared from the player's seat (none for a match dealt
        from explicit cards)."""
        from ...core.dealcodes import deal_code

        record = self.match.record
        code = None
        if record.seed is not None and deal:
            try:
                code = deal_code(self.game, record.rules, seed=record.seed, deal=deal,
                                 seat=self.bottom_seat)
            except ValueError:
                code = None
        self.code_row.set_code(code)

    @property
    def animating(self) -> bool:
        return self.scene.animator.busy

    def go_start(self) -> None:
        self.set_index(0)

    def go_end(self) -> None:
        self.set_index(len(self.replay) - 1)

    def next_action_step(self) -> None:
        self.set_index(self._index + 1)

    def previous_action(self) -> None:
        self.set_index(self._index - 1)

    def next_trick(self) -> None:
        self.set_index(self.replay.next_trick(self._index))

    def previous_trick(self) -> None:
        self.set_index(self.replay.previous_trick(self._index))

    def next_hand(self) -> None:
        self.set_index(self.replay.next_hand(self._index))

    def previous_hand(self) -> None:
        self.set_index(self.replay.previous_hand(self._index))

    def show_deal(self, deal_number: int) -> None:
        self.set_index(self.replay.start_of_deal(deal_number))

    def _on_hand_combo_activated(self, pos: int) -> None:
        deals = self.replay.deal_numbers()
        if 0 <= pos < len(deals):
            self.show_deal(deals[pos])

    def _on_slider_value_changed(self, value: int) -> None:
        if value != self._index:
            self.set_index(value)

    # ------------------------------------------------------------------ the coach
    def review_hand(self) -> Any:
        """Open the coach's review of the hand shown (the player's own seat)."""
        if self.you is None or not self.review_action.isVisible():
            return None
        from ..review.dialog import ReviewDialog

        deal = self.frame.deal_number or 1
        if self.review_dialog is not None:
            self.review_dialog.close()
            self.review_dialog.deleteLater()
        dialog = ReviewDialog(self.match, self.you, deal, db=self.db, pixmaps=self.pixmaps,
                              worlds=self.review_worlds, parent=self)
        dialog.review_shown.connect(self._on_review_dialog_review_shown)
        self.review_dialog = dialog
        dialog.show()
        dialog.start()
        return dialog

    def _on_review_dialog_review_shown(self, _review: Any) -> None:
        self._mark_reviews()

    def _mark_reviews(self) -> None:
        """Mark the timeline where the reviews kept of this match found mistakes and
        blunders of the player's."""
        if self.db is None or self.you is None or not self.review_action.isVisible():
            return
        from ...history import HistoryError
        from ..review.dialog import frame_at

        marks: dict[int, str] = {}
        for deal in self.replay.deal_numbers():
            try:
                review = self.db.review_for(self.match, self.you, deal)
            except HistoryError:  # damaged: the review window says so when opened
                continue
            if review is None:
                continue
            for d in review.mistakes():
                marks[frame_at(self.replay.frames, d.index)] = d.grade
        self.slider.set_marks(marks)

    def _on_faces_action_toggled(self, on: bool) -> None:
        self.scene.show_all = on
        self.scene.show_frame(self.frame)
        self._update_info()  # the words keep to what the table shows

    def _on_view_resized(self, width: int, height: int) -> None:
        layout = self.scene.layout
        if (layout.width, layout.height) == (width, height):
            return
        self.scene.animator.reset(None)
        self.scene.set_view_size(width, height, self.view.devicePixelRatioF())
        self.scene.show_frame(self.frame)

    def _update_actions(self) -> None:
        last = len(self.replay) - 1
        for a in (self.start_action, self.prev_hand_action, self.prev_trick_action,
                  self.prev_action):
            a.setEnabled(self._index > 0)
        for a in (self.end_action, self.next_hand_action, self.next_trick_action,
                  self.next_action):
            a.setEnabled(self._index < last)
        self.branch_action.setEnabled(self.can_play_from_here())

    # ------------------------------------------------------------------ play from here
    def can_play_from_here(self) -> bool:
        """The moment shown is a decision (the match is not over there) of a game this
        program can seat at its table."""
        game = self.history.game
        if game is None or not self.history.can_play():
            return False
        state = self.frame.state
        return not game.is_over(state) and bool(game.seats_to_act(state))

    def play_from_here(self) -> QDialog | None:
        """Play from here: the dialog that seats the player and the CPU players; once its
        Play from here is pressed, ``play_from_here_requested`` carries the branch (the
        match's first moves up to the moment shown, the players, the link)."""
        if self.branch_dialog is not None:
            self.branch_dialog.raise_()
            self.branch_dialog.activateWindow()
            return self.branch_dialog
        if not self.can_play_from_here():
            return None
        from ...core.branch import branch_point, branch_state
        from ...core.errors import RecordError
        from ..dialogs.play_from_here import PlayFromHereDialog
        from ..setup import levels
        from ..tr_context import MainWindow

        game = self.history.game
        assert game is not None
        try:
            state = branch_state(game, self.match.record, self.frame.actions)
        except (ValueError, RecordError) as exc:  # pragma: no cover - the replay made it
            from .window import show_message

            show_message(self, _tr("Play from here"), str(exc))
            return None
        point = branch_point(game, state)
        dialog = PlayFromHereDialog(self.match.players,
                                    self.history.moment_text(point.deal, point.trick),
                                    levels(self.game), self,
                                    human_name=MainWindow.tr("You"))
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        self.branch_dialog = dialog

        def finished(result: int) -> None:
            self.branch_dialog = None
            if result == QDialog.DialogCode.Accepted:
                self._branch_chosen(state, point, dialog.result_players())

        dialog.finished.connect(finished)
        dialog.open()
        return dialog

    def _branch_chosen(self, state: Any, point: Any, players: list[Any]) -> None:
        from ...history import BranchOf, match_key
        from ..dialogs.play_from_here import BranchStart

        link = BranchOf(match_key(self.match), self.match.started, point.moves, point.deal,
                        point.trick)
        self.play_from_here_requested.emit(BranchStart(self.game, state, tuple(players),
                                                       link))

    # ------------------------------------------------------------------ texts
    def describe(self, frame: Any) -> list[str]:
        """What the frame shows, in words (lines of the info panel)."""
        seen_by = None if self.scene.show_all else self.bottom_seat
        lines: list[str] = self.presentation.describe_frame(
            frame, self.names, len(self.replay.record.actions), seen_by, self.you)
        return lines

    def _update_info(self) -> None:
        from html import escape

        lines = self.describe(self.frame)
        head, rest = lines[0], lines[1:]
        body = "<br>".join(escape(line).replace("  ", "&nbsp;&nbsp;") for line in rest)
        self.info.setText(f"<b>{escape(head)}</b><br>{body}")

    def _update_scores(self) -> None:
        """Scores after each hand finished by this frame."""
        rows = self.presentation.score_rows(self.frame)
        t = self.scores
        titles_of = getattr(self.presentation, "score_titles", None)
        titles = titles_of(self.names) if titles_of is not None else self.names
        n = len(titles)
        t.clear()
        t.setColumnCount(n)
        t.setHorizontalHeaderLabels(titles)
        t.setRowCount(len(rows))
        t.setVerticalHeaderLabels([title for title, _ in rows])
        for r, (_title, cells) in enumerate(rows):
            for c, (text, tip) in enumerate(cells[:n]):
                item = QTableWidgetItem(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                item.setToolTip(tip)
                t.setItem(r, c, item)
        if rows:
            t.scrollToBottom()

    def retranslate_ui(self) -> None:
        rules = self.match.record.rules
        name = getattr(rules, "name", "")
        self.setWindowTitle(_tr("Replay: {0}").format(self.presentation.rules_title(name)))
        self.start_action.setText(_tr("|◀ Start"))
        self.start_action.setToolTip(_tr("Start of the match (Ctrl+Home)"))
        deals = self.generic and not self.history.counts_hands
        if deals:
            self.prev_hand_action.setText(_tr("◀◀ Deal"))
            self.prev_hand_action.setToolTip(_tr("Previous deal (Home)"))
        else:
            self.prev_hand_action.setText(_tr("◀◀ Hand"))
            self.prev_hand_action.setToolTip(_tr("Previous hand (Home)"))
        self.prev_trick_action.setText(_tr("◀ Trick"))
        self.prev_trick_action.setToolTip(_tr("Previous trick (Page Up)"))
        self.prev_action.setText(_tr("‹ Move"))
        self.prev_action.setToolTip(_tr("Previous move (Left)"))
        self.next_action.setText(_tr("Move ›"))
        self.next_action.setToolTip(_tr("Next move (Right)"))
        self.next_trick_action.setText(_tr("Trick ▶"))
        self.next_trick_action.setToolTip(_tr("Next trick (Page Down)"))
        if deals:
            self.next_hand_action.setText(_tr("Deal ▶▶"))
            self.next_hand_action.setToolTip(_tr("Next deal (End)"))
        else:
            self.next_hand_action.setText(_tr("Hand ▶▶"))
            self.next_hand_action.setToolTip(_tr("Next hand (End)"))
        self.end_action.setText(_tr("End ▶|"))
        self.end_action.setToolTip(_tr("End of the match (Ctrl+End)"))
        self.faces_action.setText(_tr("Show all hands"))
        self.branch_action.setText(_tr("Play from here"))
        self.branch_action.setToolTip(_tr("Go on from this moment at the table, in a seat "
                                          "you choose, as a match of its own (P)"))
        self.review_action.setText(_tr("Review this hand"))
        self.review_action.setToolTip(_tr("The coach reviews your decisions of this hand (R)"))
        if deals:
            self.hand_label.setText(" " + _tr("Deal:") + " ")
            self.scores_title.setText(_tr("Scores after each deal"))
            deal_text = self.history.words().deal_number
        else:
            self.hand_label.setText(" " + _tr("Hand:") + " ")
            self.scores_title.setText(_tr("Scores after each hand"))
            deal_text = self.history.words().deal_number if self.generic else _tr("Hand {0}")
        current = self.hand_combo.currentIndex()
        self.hand_combo.blockSignals(True)
        self.hand_combo.clear()
        for deal in self.replay.deal_numbers():
            self.hand_combo.addItem(deal_text.format(deal), deal)
        self.hand_combo.setCurrentIndex(max(0, current))
        self.hand_combo.blockSignals(False)
        self.scene.retranslate()
        self._update_info()
        self._update_scores()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            if self.generic:  # the frames' words are made again in the new language
                self.replay = self.presentation.replay(self.match.record)
                self.scene.show_frame(self.frame)
            self.retranslate_ui()
        super().changeEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.scene.animator.reset(None)
        self.scene.stop_local_animation()
        super().closeEvent(event)


__all__ = ["ReplayScene", "ReplayWindow", "replay_source"]
