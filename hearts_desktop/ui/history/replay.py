"""The replay viewer: a recorded match on its own card table, step by step.

It has its own :class:`ReplayScene` (a ``TableScene``) in its own view, so the live game is
never touched. Frames come from :class:`~.replay_model.Replay` (the engine replaying the
record); every jump shows the frame's state at once, except one step forwards onto a card
being played, which flies from its hand at the player's animation speed. Keys:
Left/Right one action, Page Up/Page Down one trick, Home/End one hand, Ctrl+Home/Ctrl+End
the start and the end of the match.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QAbstractAnimation,
    QCoreApplication,
    QEasingCurve,
    QEvent,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    Qt,
    Signal,
)
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHeaderView,
    QLabel,
    QMainWindow,
    QSizePolicy,
    QSlider,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from ...games.hearts import Card, ChooseMoon, ChoosePass, PassCards, Phase, PlayCard
from ...games.hearts.scoring import score_text
from ..rules_labels import card_text, preset_title
from ..table.animator import moon_texts
from ..table.card_pixmaps import CardPixmaps
from ..table.scene import TableScene, pass_direction_text
from ..table.speeds import Speed, Step, duration
from .replay_model import Frame, Replay

if TYPE_CHECKING:
    from ...history import SavedMatch


def _tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    # Context "" is where pyside6-lupdate files calls of _tr (see tools/i18n.py:
    # -tr-function-alias tr+=_tr); the catalogue and this lookup must agree.
    return QCoreApplication.translate("", text, disambiguation, n)


class ReplayScene(TableScene):
    """A table that shows replay frames: every hand face up (or only the bottom seat's),
    the cards each seat chose to pass ringed in blue, received cards in gold, the card just
    played ringed in blue and the winning card of a finished trick in gold."""

    def __init__(self, pixmaps: CardPixmaps, parent: object | None = None) -> None:
        self._chosen: list[set[Card]] = []
        self._received: list[set[Card]] = []
        self._marked_trick: dict[int, str] = {}
        self.show_all = True
        super().__init__(pixmaps, parent)

    def show_frame(self, frame: Frame) -> None:
        """Make the table show ``frame`` exactly (no animation)."""
        self.stop_local_animation()
        self.hide_last_trick()
        self.banner.setVisible(False)
        self.clear_cards()
        n = self.players
        for seat in range(n):
            face = self.show_all or seat == self.bottom_seat
            self.hands[seat] = [self.acquire(c, face) for c in frame.hands[seat]]
        self.trick = [(s, self.acquire(c, True)) for s, c in frame.trick]
        st = frame.state
        self.leftover = []
        if frame.phase in (Phase.CHOOSING_PASS, Phase.PASSING, Phase.PLAYING):
            if st.kitty and st.kitty_owner is None:
                self.leftover = [self.acquire(c, self.show_all) for c in st.kitty]
            else:
                taken = list(st.face_up_taken)
                shown = []
                for c in st.face_up:
                    if c in taken:
                        taken.remove(c)
                    else:
                        shown.append(c)
                self.leftover = [self.acquire(c, True) for c in shown]
        self.leftover_hand_sizes = [len(h) for h in st.hands]
        showing_face = [self.show_all or s == self.bottom_seat for s in range(n)]
        self._chosen = [set(c) if c and showing_face[s] else set()
                        for s, c in enumerate(frame.chosen)]
        self._received = [set(r) if showing_face[s] else set()
                          for s, r in enumerate(frame.received)]
        self._marked_trick = {}
        if frame.trick:
            if frame.trick_winner is not None:
                self._marked_trick[frame.trick_winner] = "winner"
            if isinstance(frame.action, PlayCard):
                self._marked_trick.setdefault(frame.action.seat, "last")
        self.phase = frame.phase if frame.phase in (Phase.PASSING, Phase.PLAYING,
                                                    Phase.CHOOSING_PASS) else None
        self.selection = list(frame.chosen[self.bottom_seat] or ()) if showing_face[
            self.bottom_seat] else []
        self.highlight = set()
        self.mode = None
        self.match_scores = list(frame.match_scores)
        self.hand_points = list(frame.hand_points)
        self.hearts_broken = frame.hearts_broken
        self.pass_direction = frame.pass_direction
        self.trick_number = frame.trick_number
        self.passed = {s for s, c in enumerate(frame.chosen) if c is not None}
        self.turn = frame.to_move if frame.phase is Phase.PLAYING else None
        self.snap()
        if frame.kind == "hand" and frame.moon is not None:
            name = self.names[frame.moon.seat] if frame.moon.seat < len(self.names) else ""
            self.banner.set_texts(*moon_texts(name, frame.moon.sun))
            self.banner.setOpacity(1.0)
            self.banner.setVisible(True)

    def _apply_item_states(self) -> None:
        super()._apply_item_states()
        for seat, hand in enumerate(self.hands):
            chosen = self._chosen[seat] if seat < len(self._chosen) else set()
            received = self._received[seat] if seat < len(self._received) else set()
            for item in hand:
                if not item.face_up:
                    continue
                item.set_focused(item.card in chosen)
                item.set_highlighted(item.card in received)
        for seat, item in self.trick:
            mark = self._marked_trick.get(seat)
            item.set_highlighted(mark == "winner")
            item.set_focused(mark == "last")

    def marked(self) -> dict[str, list[Card]]:
        """The cards shown with a ring, by meaning (for tests): "chosen", "received",
        "winner", "last"."""
        out: dict[str, list[Card]] = {"chosen": [], "received": [], "winner": [], "last": []}
        for seat, hand in enumerate(self.hands):
            for item in hand:
                if item.face_up and item.card is not None:
                    if item.card in self._chosen[seat]:
                        out["chosen"].append(item.card)
                    if item.card in self._received[seat]:
                        out["received"].append(item.card)
        for seat, item in self.trick:
            mark = self._marked_trick.get(seat)
            if mark is not None and item.card is not None:
                out[mark].append(item.card)
        return out


class ReplayWindow(QMainWindow):
    """Steps through a saved match on its own table."""

    index_changed = Signal(int)

    def __init__(self, match: SavedMatch, parent: QWidget | None = None, *,
                 pixmaps: CardPixmaps | None = None, speed: str = "normal") -> None:
        super().__init__(parent)
        self.setObjectName("replay_window")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
        self.match = match
        self.speed = Speed(speed)
        """Stepping forwards one card plays it to the table at this speed; every other
        jump is shown at once."""
        self._anim: QParallelAnimationGroup | None = None
        self.replay = Replay(match.record)
        self.names = [p.name for p in match.players]
        humans = [i for i, p in enumerate(match.players) if p.human]
        self.bottom_seat = humans[0] if humans else 0
        self._index = 0
        if pixmaps is None:
            pixmaps = CardPixmaps()
        self.pixmaps = pixmaps
        self.scene = ReplayScene(pixmaps, self)
        self.scene.configure(self.replay.players, self.bottom_seat, self.names)
        self.scene.instant = True
        from ..main_window import TableView

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
        self.slider = QSlider(Qt.Orientation.Horizontal, self)
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

    # ------------------------------------------------------------------ navigation
    @property
    def index(self) -> int:
        return self._index

    @property
    def frame(self) -> Frame:
        return self.replay.frames[self._index]

    def set_index(self, index: int) -> None:
        index = max(0, min(len(self.replay) - 1, index))
        self._stop_animation()
        start = self._card_place(index)
        self._index = index
        self.scene.show_frame(self.frame)
        if start is not None:
            self._animate_play(*start)
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
        self.index_changed.emit(index)

    # ------------------------------------------------------------------ the card played
    def _card_place(self, index: int) -> tuple[int, Card, QPointF, float, float] | None:
        """When ``index`` is the next frame and a card is played in it (and the speed is
        not instant): that card's seat, the card and where its item lies now."""
        if index != self._index + 1 or self.speed is Speed.INSTANT:
            return None
        action = self.replay.frames[index].action
        if not isinstance(action, PlayCard) or self.replay.frames[index].kind not in (
                "play", "trick"):
            return None
        seat = action.seat
        if not 0 <= seat < len(self.scene.hands):
            return None
        item = next((it for it in self.scene.hands[seat] if it.card == action.card), None)
        if item is None:
            return None
        return seat, action.card, item.pos(), item.rotation(), item.scale()

    def _animate_play(self, seat: int, card: Card, pos: QPointF, rotation: float,
                      scale: float) -> None:
        """The card just played flies from where it lay in its hand to the trick."""
        item = next((it for s, it in self.scene.trick if s == seat and it.card == card), None)
        ms = duration(Step.PLAY, self.speed)
        if item is None or ms <= 0:
            return
        end = (item.pos(), item.rotation(), item.scale())
        turn = (end[1] - rotation + 180.0) % 360.0 - 180.0
        group = QParallelAnimationGroup(self)
        for prop, start, stop in ((b"pos", pos, end[0]), (b"rotation", rotation, rotation + turn),
                                  (b"scale", scale, end[2])):
            anim = QPropertyAnimation(item, prop, group)
            anim.setStartValue(start)
            anim.setEndValue(stop)
            anim.setDuration(ms)
            anim.setEasingCurve(QEasingCurve.Type.OutQuad)
            group.addAnimation(anim)
        item.setPos(pos)
        item.setRotation(rotation)
        item.setScale(scale)
        self._anim = group
        group.start()

    def _stop_animation(self) -> None:
        if self._anim is not None:
            self._anim.stop()
            self._anim.deleteLater()
            self._anim = None

    @property
    def animating(self) -> bool:
        return self._anim is not None and \
            self._anim.state() == QAbstractAnimation.State.Running

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

    def _on_faces_action_toggled(self, on: bool) -> None:
        self.scene.show_all = on
        self.scene.show_frame(self.frame)

    def _on_view_resized(self, width: int, height: int) -> None:
        layout = self.scene.layout
        if (layout.width, layout.height) == (width, height):
            return
        self._stop_animation()
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

    # ------------------------------------------------------------------ texts
    def _name(self, seat: int | None) -> str:
        if seat is None:
            return ""
        return self.names[seat] if 0 <= seat < len(self.names) else str(seat)

    def describe(self, frame: Frame) -> list[str]:
        """What the frame shows, in words (lines of the info panel)."""
        lines: list[str] = []
        total = len(self.replay.record.actions)
        lines.append(_tr("Hand {0}").format(frame.deal_number) + " · "
                     + _tr("Move {0} of {1}").format(frame.actions, total))
        a = frame.action
        if frame.kind == "deal":
            lines.append(_tr("The cards are dealt."))
            if frame.phase is Phase.PASSING:
                lines.append(pass_direction_text(frame.pass_direction))
        elif frame.kind == "hand" and frame.scored is not None:
            if frame.trick and frame.trick_winner is not None:
                lines.append(_tr("{0} wins trick {1}.").format(
                    self._name(frame.trick_winner), frame.trick_number))
            if frame.moon is not None:
                text = (_tr("{0} shot the sun!") if frame.moon.sun
                        else _tr("{0} shot the moon!"))
                lines.append(text.format(self._name(frame.moon.seat)))
            lines.append(_tr("Hand {0} is over.").format(frame.scored.deal_number))
            lines.append(", ".join(f"{self._name(s)} {_signed(p)}"
                                   for s, p in enumerate(frame.scored.deal_scores)))
            if frame.phase is Phase.MATCH_OVER:
                lines.append(_tr("Game over."))
        elif isinstance(a, PlayCard):
            lines.append(_tr("{0} plays the {1}.").format(self._name(a.seat),
                                                          card_text(a.card)))
            if frame.kind == "trick" and frame.trick_winner is not None:
                lines.append(_tr("{0} wins trick {1}.").format(
                    self._name(frame.trick_winner), frame.trick_number))
            elif frame.kind == "trick":
                lines.append(_tr("The trick is set aside."))
        elif isinstance(a, PassCards):
            lines.append(_tr("{0} chooses {1}.").format(
                self._name(a.seat), " ".join(card_text(c) for c in a.cards)))
            if frame.kind == "passed":
                lines.append(_tr("The cards change hands."))
        elif isinstance(a, ChooseMoon):
            option = {"others": _tr("the points go to everyone else"),
                      "self": _tr("the points come off their own score")}.get(a.option,
                                                                               a.option)
            lines.append(_tr("{0} chooses how the moon is scored: {1}.").format(
                self._name(a.seat), option))
        elif isinstance(a, ChoosePass):
            lines.append(_tr("{0} chooses the pass.").format(self._name(a.seat)))
        elif a is not None:
            lines.append(_tr("{0} runs out of time.").format(self._name(a.seat)))
        if frame.transfers and frame.phase is not Phase.PASSING:
            lines.append(_tr("The pass:"))
            for t in frame.transfers:
                lines.append("  " + _tr("{0} → {1}: {2}").format(
                    self._name(t.giver), self._name(t.receiver),
                    " ".join(card_text(c) for c in t.cards if c is not None)))
        if frame.phase is Phase.PLAYING and frame.to_move is not None:
            lines.append(_tr("Next: {0}").format(self._name(frame.to_move)))
        return lines

    def _update_info(self) -> None:
        from html import escape

        lines = self.describe(self.frame)
        head, rest = lines[0], lines[1:]
        body = "<br>".join(escape(line).replace("  ", "&nbsp;&nbsp;") for line in rest)
        self.info.setText(f"<b>{escape(head)}</b><br>{body}")

    def _update_scores(self) -> None:
        """Scores after each hand finished by this frame."""
        history = list(self.frame.state.history)
        if self.frame.kind != "hand":
            history = [d for d in history if d.deal_number < self.frame.deal_number]
        t = self.scores
        n = len(self.names)
        t.clear()
        t.setColumnCount(n)
        t.setHorizontalHeaderLabels(self.names)
        t.setRowCount(len(history))
        t.setVerticalHeaderLabels([_tr("Hand {0}").format(d.deal_number) for d in history])
        for r, deal in enumerate(history):
            for c in range(n):
                item = QTableWidgetItem(score_text(deal.match_scores[c]))
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                item.setToolTip(_signed(deal.deal_scores[c]))
                t.setItem(r, c, item)
        if history:
            t.scrollToBottom()

    def retranslate_ui(self) -> None:
        self.setWindowTitle(_tr("Replay: {0}").format(
            preset_title(self.match.record.rules.name)))
        self.start_action.setText(_tr("|◀ Start"))
        self.start_action.setToolTip(_tr("Start of the match (Ctrl+Home)"))
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
        self.next_hand_action.setText(_tr("Hand ▶▶"))
        self.next_hand_action.setToolTip(_tr("Next hand (End)"))
        self.end_action.setText(_tr("End ▶|"))
        self.end_action.setToolTip(_tr("End of the match (Ctrl+End)"))
        self.faces_action.setText(_tr("Show all hands"))
        self.hand_label.setText(" " + _tr("Hand:") + " ")
        self.scores_title.setText(_tr("Scores after each hand"))
        current = self.hand_combo.currentIndex()
        self.hand_combo.blockSignals(True)
        self.hand_combo.clear()
        for deal in self.replay.deal_numbers():
            self.hand_combo.addItem(_tr("Hand {0}").format(deal), deal)
        self.hand_combo.setCurrentIndex(max(0, current))
        self.hand_combo.blockSignals(False)
        self.scene.retranslate()
        self._update_info()
        self._update_scores()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:
        self._stop_animation()
        self.scene.stop_local_animation()
        super().closeEvent(event)


def _signed(score: object) -> str:
    text = score_text(score)  # type: ignore[arg-type]
    return text if text.startswith("-") or text == "0" else "+" + text


__all__ = ["ReplayScene", "ReplayWindow"]
