"""The match on the main window's table: what the window does when the controller and the
animator report something, and what the keyboard and clicks on the table do.

It knows no game: the game's presentation makes the table's director (what the table
shows), its input (what the human's turn offers and says), the score sheet and the words of
a refusal. The window's status bar and dialogs are reached through :class:`PlayHost`.
Texts are the main window's (translation context "MainWindow").
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QDialog, QWidget

from .tr_context import MainWindow

if TYPE_CHECKING:
    from .controller import GameController
    from .dialogs.game_over import GameOverDialog
    from .games.base import GamePresentation, TableInput
    from .table.animator import Animator
    from .table.card_item import CardItem
    from .table.director import TableDirector
    from .table.scene import TableScene



class PlayHost(Protocol):
    """The window that holds the table."""

    autoplay: bool

    @property
    def scene(self) -> TableScene: ...
    @property
    def animator(self) -> Animator: ...
    @property
    def controller(self) -> GameController: ...
    def say(self, text: str, ms: int = 0) -> None: ...
    def current_message(self) -> str: ...
    def update_status_labels(self) -> None: ...
    def undo_available(self, on: bool) -> None: ...
    def hand_done(self, event: Any) -> None: ...
    def new_game_dialog(self) -> None: ...
    def focus_table(self) -> None: ...
    def score_sheet_after_hand(self) -> bool: ...
    def leave_full_screen(self) -> bool: ...


class TablePlay(QObject):
    """Reactions to the match on one window's table (a child of the window)."""

    def __init__(self, window: QWidget, host: PlayHost) -> None:
        super().__init__(window)
        self.window = window
        self.host = host
        self.game = ""
        self.presentation: GamePresentation | None = None
        self.table: TableDirector | None = None
        self.input: TableInput | None = None
        self.score_sheet: Any = None
        """The game's score sheet dialog (``show_view``), once opened."""
        self.game_over: GameOverDialog | None = None
        self.choice_dialog: QDialog | None = None
        """The open choice dialog (a moon or dealer's-choice decision)."""
        self.hands_shown = 0

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
        self.score_sheet = self.game_over = None
        return True

    # TableHost for the game's input
    @property
    def scene(self) -> TableScene:
        return self.host.scene

    @property
    def controller(self) -> GameController:
        return self.host.controller

    def say(self, text: str, ms: int = 0) -> None:
        self.host.say(text, ms)

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
        h.scene.item_clicked.connect(self._on_scene_item_clicked)
        h.scene.action_clicked.connect(self.confirm)

    # ------------------------------------------------------------------ controller
    def _on_controller_match_started(self, view: Any) -> None:
        h = self.host
        c = h.controller
        for dialog in (self.game_over, self.score_sheet):
            if dialog is not None:
                dialog.hide()
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
                          director=self.table)
        h.animator.reset(None)
        h.animator.hold_after_hand = h.score_sheet_after_hand()
        h.update_status_labels()
        h.say(MainWindow.tr("A new game begins."), 4000)

    def _on_controller_events_applied(self, _events: Any, _view: Any) -> None:
        sc = self.host.scene
        prompt = self.input.prompt if self.input is not None else ""
        if sc.mode is not None and prompt and self.host.current_message() == prompt:
            self.host.say("")
        sc.set_interaction(None)
        self.host.update_status_labels()

    def _on_controller_state_reset(self, _view: Any) -> None:
        self.host.scene.set_interaction(None)
        self.host.update_status_labels()

    def _on_controller_human_turn_started(self, view: Any) -> None:
        if self.input is not None:
            self.input.human_turn(view)

    def refresh_prompt(self) -> None:
        """The status bar's "your turn" prompt, said again in the new language."""
        inp = self.input
        if inp is None or not inp.prompt or self.host.current_message() != inp.prompt:
            return
        c = self.host.controller
        if c.awaiting_human:
            inp.refresh_prompt(c.view)

    def _on_controller_action_refused(self, error: Exception) -> None:
        assert self.presentation is not None
        text = self.presentation.violation_text(error)
        self.host.say(text, 6000)
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

    # ------------------------------------------------------------------ animator
    def _on_animator_hand_scored(self, event: Any) -> None:
        h = self.host
        self.hands_shown += 1
        h.update_status_labels()
        if h.animator.hold_after_hand and not h.controller.is_over:
            self.show_score_sheet()
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
        if view is not None:
            self.score_sheet.show_view(c.names, view, final=final)
        self.score_sheet.show()
        self.score_sheet.raise_()
        return self.score_sheet

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
            self.game_over.new_game_requested.connect(
                lambda: QTimer.singleShot(0, self.host.new_game_dialog))
        human = c.human_seat if c.humans else None
        scores, ranking, winners = result
        self.game_over.set_result(c.names, scores, ranking, winners, human=human,
                                  assisted=c.assisted)
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
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
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
