"""The match on the main window's table: what the window does when the controller and the
animator report something, and what the keyboard and clicks on the table do.

It knows no game: the game's presentation makes the table's director (what the table
shows), its input (what the human's turn offers and says), the score sheet and the words of
a refusal. The window's status bar and dialogs are reached through :class:`PlayHost`.
Texts are the main window's (translation context "MainWindow").
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QDialog, QWidget

from .tr_context import MainWindow

if TYPE_CHECKING:
    from .controller import GameController
    from .dialogs.game_over import GameOverDialog
    from .games.base import GamePresentation, TableInput
    from .review.table_coach import TableCoach
    from .settings import Settings
    from .table.animator import Animator
    from .table.card_item import CardItem
    from .table.director import TableDirector
    from .table.scene import TableScene



class PlayHost(Protocol):
    """The window that holds the table."""

    autoplay: bool
    settings: Settings

    @property
    def scene(self) -> TableScene: ...
    @property
    def animator(self) -> Animator: ...
    @property
    def controller(self) -> GameController: ...
    def say(self, text: str, ms: int = 0, *,
            keep: Callable[[Any], bool] | None = None) -> None: ...
    def current_message(self) -> str: ...
    def update_status_labels(self) -> None: ...
    def undo_available(self, on: bool) -> None: ...
    def hand_done(self, event: Any) -> None: ...
    def new_game_dialog(self) -> None: ...
    def play_match_again(self) -> None:
        """A new match with the rules, seed and players of the one on the table."""
    def show_history(self) -> Any:
        """The history window, with the match on the table selected."""
    def focus_table(self) -> None: ...
    def score_sheet_after_hand(self) -> bool: ...
    def leave_full_screen(self) -> bool: ...


@dataclass(frozen=True)
class _Said:
    """The status line's text and the moment it was said."""

    text: str
    actions: int
    """How many actions the match had."""
    deal_start: int
    over: bool
    keep: Callable[[Any], bool] | None


class TablePlay(QObject):
    """Reactions to the match on one window's table (a child of the window)."""

    REFUSAL_NOTICE_MS = 4000
    """How long a refused action's reason stays above the hand before it fades."""

    def __init__(self, window: QWidget, host: PlayHost) -> None:
        super().__init__(window)
        self.window = window
        self.host = host
        self.game = ""
        self.presentation: GamePresentation | None = None
        self.table: TableDirector | None = None
        self.input: TableInput | None = None
        self.score_sheet: Any = None
        self.score_code: Any = None
        """The score sheet's deal-code row (``dialogs.deal_code.CodeRow``)."""
        self.pending_code: str | None = None
        """The code of the deal about to be dealt from Game > Play a deal by code…"""
        self.dealt_code: str | None = None
        """The code the match on the table was dealt from (its record has no seed)."""
        """The game's score sheet dialog (``show_view``), once opened."""
        self.game_over: GameOverDialog | None = None
        self.choice_dialog: QDialog | None = None
        """The open choice dialog (a moon or dealer's-choice decision)."""
        self.hands_shown = 0
        self.coach: TableCoach | None = None
        """The coach at this table (made with the table, ``wire``)."""
        self._said: _Said | None = None
        self.human_named: str | None = None
        """The ``player_name`` setting when the human's seat was last named (the window
        sets it first)."""

    # ------------------------------------------------------------------ the game
    def adopt_game(self, name: str) -> bool:
        """Make the director and the input of game ``name`` (if it is not the one on the
        table already); True when it changed."""
        if name == self.game and self.table is not None:
            return False
        from .games import presentation

        h = self.host
        self.game = name
        self.presentation = presentation(name)
        self.table = self.presentation.table(h.animator)
        self.input = self.presentation.input(self, self.table)
        for dialog in (self.score_sheet, self.game_over):
            if dialog is not None:
                dialog.deleteLater()
        self.score_sheet = self.game_over = self.score_code = None
        return True

    # TableHost for the game's input
    @property
    def scene(self) -> TableScene:
        return self.host.scene

    @property
    def controller(self) -> GameController:
        return self.host.controller

    def say(self, text: str, ms: int = 0, *,
            keep: Callable[[Any], bool] | None = None) -> None:
        self.host.say(text, ms, keep=keep)

    # ------------------------------------------------------------------ the status line
    def said(self, text: str, keep: Callable[[Any], bool] | None = None) -> None:
        """The window's status line now says ``text``: remember when (see ``say``)."""
        c = self.host.controller
        st = c.state
        if not text or st is None:
            self._said = None
            return
        g = c.game
        self._said = _Said(text, len(g.actions(st)), g.deal_start(st), g.is_over(st), keep)

    def check_status(self) -> None:
        """Clear the status line's text once it no longer describes the present: the
        bottom seat acted since, the deal changed, the match ended (or ``keep`` says no)."""
        said = self._said
        if said is None:
            return
        if self.host.current_message() != said.text:
            self._said = None
            return
        c = self.host.controller
        st = c.state
        if st is None:
            return
        g = c.game
        actions = g.actions(st)
        if len(actions) < said.actions or g.deal_start(st) != said.deal_start:
            stale = True  # taken back, dealt again, or the next deal
        elif said.keep is not None:
            stale = not said.keep(c.view)
        else:
            bottom = c.human_seat
            stale = (g.is_over(st) != said.over
                     or any(getattr(a, "seat", None) == bottom
                            for a in actions[said.actions:]))
        if stale:
            self._said = None
            self.host.say("")

    def status_changed(self, text: str) -> None:
        """An empty status line during the human's turn (a timed message ran out, a menu
        was hovered) says the turn's prompt again."""
        if not text:
            QTimer.singleShot(0, self, self._restore_prompt)

    def _restore_prompt(self) -> None:
        inp = self.input
        c = self.host.controller
        if (inp is None or not inp.prompt or self.host.current_message()
                or self.host.scene.mode is None or not c.awaiting_human):
            return
        inp.refresh_prompt(c.view)

    def dialog_parent(self) -> QWidget:
        return self.window

    def open_choice(self, dialog: QDialog) -> None:
        self.choice_dialog = dialog

        def closed(_result: int) -> None:
            if self.choice_dialog is dialog:
                self.choice_dialog = None
            dialog.deleteLater()

        dialog.finished.connect(closed)
        dialog.open()

    # ------------------------------------------------------------------ wiring
    def wire(self) -> None:
        h = self.host
        c = h.controller
        c.match_started.connect(self._on_controller_match_started)
        c.events_applied.connect(self._on_controller_events_applied)
        c.state_reset.connect(self._on_controller_state_reset)
        c.human_turn_started.connect(self._on_controller_human_turn_started)
        c.action_refused.connect(self._on_controller_action_refused)
        c.hint_found.connect(self._on_controller_hint_found)
        c.undo_changed.connect(h.undo_available)
        c.assisted_changed.connect(lambda _on: h.update_status_labels())
        c.clock_ticked.connect(self._on_controller_clock_ticked)
        c.bot_failed.connect(self._on_controller_bot_failed)
        h.animator.hand_scored.connect(self._on_animator_hand_scored)
        h.animator.match_over.connect(self._on_animator_match_over)
        h.animator.waiting_changed.connect(self._on_animator_waiting_changed)
        h.animator.wait_for_player = self.waits_for_player()
        h.settings.setting_changed.connect(self._on_settings_setting_changed)
        h.scene.pressed.connect(self._on_scene_pressed)
        # the hand label follows the deal the table shows
        h.animator.event_started.connect(lambda _event: h.update_status_labels())
        h.animator.idle.connect(h.update_status_labels)
        h.scene.item_clicked.connect(self._on_scene_item_clicked)
        h.scene.action_clicked.connect(self.confirm)
        h.scene.status_changed.connect(h.update_status_labels)
        from .review.table_coach import TableCoach

        self.coach = TableCoach(self.window)
        """The coach: "Review this hand" after each hand (``ui/review``)."""

    # ------------------------------------------------------------------ controller
    def _on_controller_match_started(self, view: Any) -> None:
        h = self.host
        c = h.controller
        for dialog in (self.game_over, self.score_sheet):
            if dialog is not None:
                dialog.hide()
        self.dealt_code, self.pending_code = self.pending_code, None
        self.hands_shown = 0
        self.adopt_game(c.game.name)
        assert self.presentation is not None and self.table is not None
        rules = c.rules
        players = c.game.players(rules)
        direction, teams = self.presentation.seating(rules)
        reset = getattr(self.table, "reset", None)
        if reset is not None:
            reset(players)
        h.scene.configure(players, c.human_seat, c.names, direction=direction, teams=teams,
                          director=self.table, you=c.human_seat)
        h.animator.reset(None)
        h.animator.hold_after_hand = h.score_sheet_after_hand()
        h.animator.wait_for_player = self.waits_for_player()
        h.update_status_labels()
        h.say(MainWindow.tr("A new game begins."), 4000)

    def _on_controller_events_applied(self, _events: Any, _view: Any) -> None:
        sc = self.host.scene
        prompt = self.input.prompt if self.input is not None else ""
        if sc.mode is not None and prompt and self.host.current_message() == prompt:
            self.host.say("")
        sc.set_interaction(None)
        self.check_status()
        self.host.update_status_labels()

    def _on_controller_state_reset(self, _view: Any) -> None:
        self.host.scene.set_interaction(None)
        self.check_status()
        self.host.update_status_labels()

    def _on_controller_human_turn_started(self, view: Any) -> None:
        if self.input is not None:
            self.input.human_turn(view)

    def refresh_prompt(self) -> None:
        """The status bar's "your turn" prompt, said again in the new language (also when
        the status line was emptied on the way, as choosing from a menu does)."""
        inp = self.input
        if inp is None or not inp.prompt or self.host.current_message() not in (inp.prompt,
                                                                              ""):
            return
        c = self.host.controller
        if c.awaiting_human:
            inp.refresh_prompt(c.view)

    def _on_controller_action_refused(self, error: Exception) -> None:
        assert self.presentation is not None
        presentation = self.presentation
        text = presentation.violation_text(error)
        self.host.say(text, 6000)
        # said near the hand too, in the language of the moment, fading after a while
        self.host.scene.overlays.show_notice(lambda: presentation.violation_text(error),
                                             self.REFUSAL_NOTICE_MS)
        if self.input is not None:
            self.input.refused(error)
        QApplication.beep()

    def _on_controller_hint_found(self, result: object) -> None:
        if self.input is not None:
            self.input.hint_found(result)

    def _on_controller_clock_ticked(self, seconds: int) -> None:
        self.host.scene.set_clock(None if seconds < 0 else seconds)

    def _on_controller_bot_failed(self, message: str) -> None:
        self.host.say(MainWindow.tr(
            "A computer player made an error; it played a random card. ({0})").format(message),
            8000)

    # ------------------------------------------------------------------ moments to read
    def waits_for_player(self) -> bool:
        """Does the table hold a moment to read (melds laid out) until the player goes on?
        (Not when the program plays by itself.)"""
        return not self.host.autoplay and self.host.settings.hold_melds

    def _on_settings_setting_changed(self, key: str) -> None:
        if key == "hold_melds":
            animator = self.host.animator
            animator.wait_for_player = self.waits_for_player()
            if not animator.wait_for_player:
                animator.go_on()

    @staticmethod
    def go_on_text() -> str:
        return MainWindow.tr("Click the table or press Space to go on.")

    @staticmethod
    def go_on_button_text() -> str:
        return MainWindow.tr("Go on (Space)")

    def _on_animator_waiting_changed(self, waiting: bool) -> None:
        """The table waits for the player: a "Go on" button beside the status corner (clear
        of the melds) and the status bar say how to go on; both go once the player does."""
        h = self.host
        overlays = h.scene.overlays
        if waiting:
            overlays.show_side_button(self.go_on_button_text, self._go_on)
            h.say(self.go_on_text())
        else:
            if overlays.side_button.isVisible() \
                    and overlays.side_button.text == self.go_on_button_text():
                overlays.hide_side_button()
            if h.current_message() == self.go_on_text():
                h.say("")

    def _go_on(self) -> None:
        """The player goes on from the moment the table waits at (if it waits)."""
        self.host.animator.go_on()

    def _on_scene_pressed(self) -> None:
        self._go_on()

    # ------------------------------------------------------------------ animator
    def _on_animator_hand_scored(self, event: Any) -> None:
        """A deal's scoring reached the table: its score sheet opens (the last deal's
        too; closing it goes on to the game-over dialog)."""
        h = self.host
        self.hands_shown += 1
        self.check_status()
        h.update_status_labels()
        if h.animator.hold_after_hand:
            self.show_score_sheet(final=h.controller.is_over)
        h.hand_done(event)

    def _on_animator_match_over(self, event: Any) -> None:
        if self.score_sheet is not None:
            self.score_sheet.hide()
        self.host.animator.release()
        self.host.say(MainWindow.tr("Game over."))
        if self.host.autoplay:
            return
        self.show_game_over(event)

    # ------------------------------------------------------------------ scores
    def show_score_sheet(self, *, final: bool = False) -> Any:
        c = self.host.controller
        view = c.view
        if self.score_sheet is None:
            self.adopt_game(c.game.name)
            assert self.presentation is not None
            self.score_sheet = self.presentation.score_sheet(self.window)
            if self.score_sheet is None:
                return None
            self.score_sheet.finished.connect(self._on_score_sheet_finished)
            from .dialogs.deal_code import CodeRow

            self.score_code = CodeRow(self.score_sheet)
            layout = self.score_sheet.layout()
            layout.insertWidget(max(layout.count() - 1, 0), self.score_code)
            if self.coach is not None:
                self.coach.attach_score_sheet(self.score_sheet)
        if view is not None:
            self.score_sheet.show_view(c.names, view, final=final)
        self.score_code.set_code(self.current_code())
        if self.coach is not None:
            self.coach.update_rows()
        self.score_sheet.show()
        self.score_sheet.raise_()
        return self.score_sheet

    def review_last_hand(self) -> Any:
        """Game > Review the last hand: the coach's window for it (None: nothing to
        review, the status line says so)."""
        if self.coach is None:
            return None
        return self.coach.review_last_hand()

    def current_code(self) -> str | None:
        """The code of the deal on the table, shared from the player's seat (None at a
        network table)."""
        from .dialogs.deal_code import state_code

        c = self.host.controller
        if c.remote or c.state is None:
            return None
        return state_code(c.game, c.state, c.human_seat) or self.dealt_code

    def _on_score_sheet_finished(self, _result: int) -> None:
        self.host.animator.release()
        self.host.focus_table()

    def show_game_over(self, event: Any) -> GameOverDialog | None:
        c = self.host.controller
        assert self.presentation is not None
        result = self.presentation.final_result(event)
        if result is None:
            return None
        if self.game_over is None:
            from .dialogs.game_over import GameOverDialog

            self.game_over = GameOverDialog(self.window,
                                            score_text=self.presentation.score_text)
            host = self.host
            self.game_over.new_game_requested.connect(
                lambda: QTimer.singleShot(0, self, host.new_game_dialog))
            self.game_over.play_again_requested.connect(
                lambda: QTimer.singleShot(0, self, host.play_match_again))
            self.game_over.history_requested.connect(
                lambda: QTimer.singleShot(0, self, host.show_history))
        human = c.human_seat  # the player's seat (CPU-played in autoplay, still "You")
        scores, ranking, winners = result
        presentation = self.presentation

        def title(names: Sequence[str]) -> str | None:
            return presentation.final_title(names, winners, human)

        self.game_over.set_result(c.names, scores, ranking, winners, human=human,
                                  assisted=c.assisted, title=title)
        # the same deals again are a local match: a network table's deals are the server's
        self.game_over.again_button.setVisible(not c.remote)
        self.game_over.show()
        self.game_over.raise_()
        return self.game_over

    def rename(self, names: list[str]) -> None:
        """Open score dialogs show the players under ``names`` (a language switch)."""
        view = self.host.controller.view
        sheet = self.score_sheet
        if sheet is not None and sheet.isVisible() and view is not None:
            sheet.show_view(names, view, final=sheet.is_final)
        if self.game_over is not None and self.game_over.isVisible():
            self.game_over.rename(names)

    def _default_human_name(self, name: str) -> bool:
        """``name`` is one the human did not choose for this match alone: the label "You"
        (in any language) or the ``player_name`` setting as it was."""
        from .. import i18n

        return name in i18n.in_every_language("MainWindow", "You") or (
            bool(self.human_named) and name == self.human_named)

    def rename_human(self, human: str, setting: str | None, *, table: bool = True) -> None:
        """The human's seat takes the name ``human`` (the label "You" in the current
        language, or the ``player_name`` setting, which is ``setting``) if its name is the
        default one; the other seats keep theirs. Without ``table`` only the controller
        hears of it (a match starting: the table is seated from the controller next)."""
        c = self.host.controller
        if c.state is None:  # none, or a network table: its names are the players' own
            return
        names = list(c.names)
        changed = False
        for seat, player in enumerate(c.players):
            if player.human and names[seat] != human and self._default_human_name(
                    names[seat]):
                names[seat] = human
                changed = True
        self.human_named = setting
        if not changed:
            return
        c.rename_players(names)
        if table:
            self.host.scene.set_names(names)
            self.rename(names)

    # ------------------------------------------------------------------ the table's input
    def _on_scene_item_clicked(self, item: CardItem) -> None:
        if self.input is not None:
            self.input.item_clicked(item)

    def confirm(self) -> bool:
        """The action button, Enter or P: act with the chosen cards."""
        return self.input.confirm() if self.input is not None else False

    def key_pressed(self, event: QKeyEvent) -> None:
        key = event.key()
        sc = self.host.scene
        if key in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter) \
                and self.host.animator.go_on():
            pass  # the table waited for the player
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            sc.move_focus(-1 if key == Qt.Key.Key_Left else 1)
        elif key in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            enter = key != Qt.Key.Key_Space
            focused = sc.focused_item()
            if (enter and sc.selection_ready
                    and (focused is None or sc.is_selected(focused))):
                self.confirm()
            elif focused is not None and focused.card is not None:
                self._on_scene_item_clicked(focused)
            elif enter and sc.mode == "select":
                self.confirm()
            else:
                sc.move_focus(1)
        elif key == Qt.Key.Key_P:
            self.confirm()
        elif key == Qt.Key.Key_Escape:
            self.host.leave_full_screen()
            sc.hide_last_trick()
        else:
            event.ignore()
            return
        event.accept()


__all__ = ["PlayHost", "TablePlay"]
