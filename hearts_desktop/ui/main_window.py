"""The main window: the card table (a ``QGraphicsView``), the menus, the status bar and the
keyboard. It wires the controller (the game), the animator (what is shown) and the scene
(where it is shown) together and opens the dialogs."""

from __future__ import annotations

import importlib
import logging
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import (
    QAction,
    QCloseEvent,
    QImage,
    QKeyEvent,
    QKeySequence,
)
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QGraphicsScene,
    QLabel,
    QMainWindow,
    QWidget,
)

from .language_menu import LanguageMenu, refresh_names
from .settings import Settings
from .table.view import TableView

if TYPE_CHECKING:  # imported after the first paint: the window appears sooner
    from ..games.hearts import (
        HandScored,
        IllegalActionError,
        MatchOver,
        MatchState,
        Rules,
        SeatView,
    )
    from ..history import SavedMatch
    from ..sound.board import SoundBoard
    from .controller import GameController, SeatPlayer
    from .dialogs.game_over import GameOverDialog
    from .games.base import GamePresentation
    from .games.hearts.table import HeartsTable
    from .setup import GameSetup
    from .table.animator import Animator
    from .table.card_item import CardItem
    from .table.card_pixmaps import CardPixmaps
    from .table.scene import TableScene

log = logging.getLogger(__name__)

def _dialog_class(module: str, name: str) -> Any:
    """A dialog class from the dialogs package, or None (it may not be installed)."""
    try:
        return getattr(importlib.import_module(module, __package__), name)
    except (ImportError, AttributeError) as exc:
        log.warning("dialog %s.%s not available: %s", module, name, exc)
        return None


class MainWindow(QMainWindow):
    """The game window. ``autoplay`` makes the CPU play every seat (demo, screenshots)."""

    hand_shown = Signal(int)
    """A hand's score was shown (its number); the command line counts these."""

    def __init__(self, settings: Settings | None = None, *, autoplay: bool = False,
                 speed: str | None = None, parent: QWidget | None = None,
                 data_dir: str | Path | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("main_window")
        self.settings = settings if settings is not None else Settings(parent=self)
        self.autoplay = autoplay
        from .persistence import Persistence, data_dir_for

        self.persistence = Persistence(data_dir if data_dir is not None
                                       else data_dir_for(self.settings), self,
                                       autoplay=autoplay)
        """Autosave, resume and the history database (``ui/persistence.py``)."""
        self._speed_override = speed
        self.hands_shown = 0
        self._deck_warning: str | None = None
        # Only the window and the felt exist until the table is first painted; the scene,
        # the animator, the controller (and with them the engine) are made right after it,
        # or as soon as anything asks for them (see _build_table).
        self._pixmaps: CardPixmaps | None = None
        self._scene: TableScene | None = None
        self._animator: Animator | None = None
        self._table: HeartsTable | None = None
        self._controller: GameController | None = None
        self._sound_board: SoundBoard | None = None
        self._pending_start: tuple[GameSetup | None, int | None, Rules | None] | None = None
        self.view = TableView(QGraphicsScene(self), self)
        self.setCentralWidget(self.view)
        self.setup: GameSetup | None = None
        self._rules_name = ""
        self.score_sheet: Any = None
        """The game's score sheet dialog (``show_view``), once opened."""
        self.game_over: GameOverDialog | None = None
        self.choice_dialog: QDialog | None = None
        """The open moon or dealer's-choice dialog."""
        self._pending_pass_click = False
        self._prompt = ""
        self._view_sized = False
        """The last "your turn" prompt, cleared from the status bar once acted on."""

        self._build_actions()
        self._build_status_bar()
        self.view.resized.connect(self._on_view_resized)
        self.view.key_pressed.connect(self._on_view_key_pressed)
        self.settings.setting_changed.connect(self._on_settings_setting_changed)
        self.setMinimumSize(800, 600)
        self.resize(1280, 800)
        self.retranslate_ui()
        self.view.first_painted.connect(self._on_view_first_painted)

    # ------------------------------------------------------------------ the table, lazily
    @property
    def table_built(self) -> bool:
        return self._controller is not None

    def _build_table(self) -> None:
        """Make the scene, the animator and the controller (this imports the engine)."""
        if self._controller is not None:
            return
        from .controller import GameController
        from .table.animator import Animator
        from .table.card_pixmaps import CardPixmaps
        from .table.scene import TableScene

        pixmaps = CardPixmaps(loader=self._load_deck, back=self.settings.card_back)
        scene = TableScene(pixmaps, self)
        animator = Animator(scene, self.speed, self)
        from .games.hearts.table import HeartsTable

        self._table = HeartsTable(animator)
        scene.configure(4, 0, ["", "", "", ""], director=self._table)
        controller = GameController(self)
        controller.set_speed(self.speed)
        self._pixmaps, self._scene, self._animator = pixmaps, scene, animator
        self._controller = controller
        placeholder = self.view.scene()
        self.view.setScene(scene)
        if placeholder is not None:
            placeholder.deleteLater()
        self._connect()
        if self._view_sized:
            size = self.view.viewport().size()
            scene.set_view_size(size.width(), size.height(), self.view.devicePixelRatioF())
        self._update_status_labels()
        scene.retranslate()

    @property
    def pixmaps(self) -> CardPixmaps:
        self._build_table()
        assert self._pixmaps is not None
        return self._pixmaps

    @property
    def scene(self) -> TableScene:
        self._build_table()
        assert self._scene is not None
        return self._scene

    @property
    def presentation(self) -> GamePresentation:
        """The presentation of the game on the table."""
        from .games import presentation

        return presentation(self.controller.game.name)

    @property
    def table(self) -> HeartsTable:
        """What the table shows of the game (the game's ``TableDirector``)."""
        self._build_table()
        assert self._table is not None
        return self._table

    @property
    def animator(self) -> Animator:
        self._build_table()
        assert self._animator is not None
        return self._animator

    @property
    def controller(self) -> GameController:
        self._build_table()
        assert self._controller is not None
        return self._controller

    @property
    def sound_board(self) -> SoundBoard:
        """Plays the sound cues (made with the table)."""
        self._build_table()
        assert self._sound_board is not None
        return self._sound_board

    def _load_deck(self) -> Any:
        from .table.card_pixmaps import load_theme_or_builtin

        theme, warning = load_theme_or_builtin(self.settings.deck_path or None)
        if warning:
            self._deck_warning = warning
            QTimer.singleShot(0, lambda: self.say(warning, 10000))
        return theme

    def _on_view_first_painted(self) -> None:
        QTimer.singleShot(0, self._after_first_paint)

    def _after_first_paint(self) -> None:
        self._build_table()
        # the deck is parsed once the window shows (a KDE deck may change the card shape)
        aspect = self.pixmaps.aspect
        _ = self.pixmaps.theme
        if abs(self.pixmaps.aspect - aspect) > 1e-6:
            layout = self.scene.layout
            self.scene.set_view_size(layout.width, layout.height)
        if self._pending_start is not None:
            setup, seed, rules = self._pending_start
            self._pending_start = None
            # program start: an unfinished saved game goes on, unless a deal was asked for
            if (setup is not None or seed is not None or rules is not None
                    or not self.persistence.resume()):
                self.start_game(setup, seed, rules=rules)

    # ------------------------------------------------------------------ construction
    @property
    def speed(self) -> str:
        return self._speed_override or self.settings.speed

    def _build_actions(self) -> None:
        def action(shortcuts: list[QKeySequence | str], slot: Any, name: str) -> QAction:
            act = QAction(self)
            act.setObjectName(name)
            act.setShortcuts([QKeySequence(s) for s in shortcuts])
            act.triggered.connect(slot)
            self.addAction(act)
            return act

        std = QKeySequence.StandardKey
        self.new_action = action([QKeySequence(std.New), "F2"], self.new_game_dialog,
                                 "action_new_game")
        self.restart_action = action(["Ctrl+R"], self._on_restart_action_triggered,
                                     "action_restart_hand")
        self.undo_action = action([QKeySequence(std.Undo)], self._on_undo_action_triggered,
                                  "action_undo")
        self.undo_action.setEnabled(False)
        self.hint_action = action(["H"], self._on_hint_action_triggered, "action_hint")
        self.score_action = action(["F3"], self.show_score_sheet, "action_score_sheet")
        self.options_action = action([QKeySequence(std.Preferences), "Ctrl+,"],
                                     self.options_dialog, "action_options")
        self.fullscreen_action = action(["F11"], self.toggle_full_screen, "action_full_screen")
        self.fullscreen_action.setCheckable(True)
        from ..sound import bind_sound_action  # a checkbox for settings.sound_enabled

        self.sound_action = action(["Ctrl+M"], lambda: None, "action_sound")
        bind_sound_action(self.sound_action, self.settings)
        self.last_trick_action = action(["L"], self.show_last_trick, "action_last_trick")
        self.quit_action = action([QKeySequence(std.Quit), "Ctrl+Q"], self.close,
                                  "action_quit")
        self.rules_action = action([QKeySequence(std.HelpContents)], self.rules_dialog,
                                   "action_rules")
        self.about_action = action([], self.about_dialog, "action_about")

        bar = self.menuBar()
        self.game_menu = bar.addMenu("")
        for act in (self.new_action, self.restart_action, None, self.undo_action,
                    self.hint_action, self.last_trick_action, None, self.score_action,
                    self.options_action, self.sound_action, self.fullscreen_action, None,
                    self.quit_action):
            if act is None:
                self.game_menu.addSeparator()
            else:
                self.game_menu.addAction(act)
        from .history.menu import HistoryMenu

        self.history_ui = HistoryMenu(self, bar)
        """The History menu: history, statistics and import windows (ui/history)."""
        self.language_menu = LanguageMenu(self.settings, self)
        bar.addMenu(self.language_menu)
        self.help_menu = bar.addMenu("")
        self.help_menu.addAction(self.rules_action)
        self.help_menu.addAction(self.about_action)

    def _build_status_bar(self) -> None:
        sb = self.statusBar()
        self.hand_label = QLabel(self)
        self.rules_label = QLabel(self)
        self.assisted_label = QLabel(self)
        self.assisted_label.setVisible(False)
        sb.addPermanentWidget(self.assisted_label)
        sb.addPermanentWidget(self.hand_label)
        sb.addPermanentWidget(self.rules_label)

    def _connect(self) -> None:
        c = self.controller
        # The window's own slots come before the animator's: interaction is switched off
        # before the animator plays events (and, at speed instant, hands the turn back).
        c.match_started.connect(self._on_controller_match_started)
        c.events_applied.connect(self._on_controller_events_applied)
        c.state_reset.connect(self._on_controller_state_reset)
        c.human_turn_started.connect(self._on_controller_human_turn_started)
        c.action_refused.connect(self._on_controller_action_refused)
        c.hint_found.connect(self._on_controller_hint_found)
        c.undo_changed.connect(self._on_controller_undo_changed)
        c.assisted_changed.connect(self._on_controller_assisted_changed)
        c.clock_ticked.connect(self._on_controller_clock_ticked)
        c.bot_failed.connect(self._on_controller_bot_failed)
        c.attach_animator(self.animator)
        from ..sound import SoundBoard

        self._sound_board = SoundBoard(self.settings, self)
        self._sound_board.attach(c, self.animator, self.presentation.cue_map())
        self.animator.hand_scored.connect(self._on_animator_hand_scored)
        self.animator.match_over.connect(self._on_animator_match_over)
        self.scene.item_clicked.connect(self._on_scene_item_clicked)
        self.scene.action_clicked.connect(self._on_scene_action_clicked)
        self.persistence.attach(self)

    # ------------------------------------------------------------------ games
    def human_name(self) -> str:
        return self.settings.player_name or self.tr("You")

    def language(self) -> str:
        from .. import i18n

        return i18n.resolve(self.settings.language)

    def start_game(self, setup: GameSetup | None = None, seed: int | None = None, *,
                   after_first_paint: bool = False, rules: Rules | None = None) -> None:
        """Start a match from ``setup`` (default: the last one, or the default table).

        ``after_first_paint``: seat the players at once but deal only once the table has
        been painted, so the window appears as soon as possible (program start): nothing
        of the game (not even the engine) is loaded before that paint.
        ``rules`` replaces the setup's rules (the command line's ``--rules``)."""
        if after_first_paint and not self.view.painted:
            self._pending_start = (setup, seed, rules)
            return
        from .controller import SeatPlayer

        if setup is None:
            setup = self.settings.game_setup(self.language())
        if rules is not None:
            setup = setup.with_rules(rules)
        self.setup = setup
        names = list(setup.names(self.language(), self.human_name()))
        if self.autoplay:
            players = [SeatPlayer(names[0], human=False, bot_kind="normal")]
        else:
            players = [SeatPlayer(names[0], human=True)]
        for s, seat in enumerate(setup.seats[1:], start=1):
            players.append(SeatPlayer(names[s], human=False,
                                      bot_kind=seat.opponent or seat.level, level=seat.level))
        match_seed = seed if seed is not None else setup.match_seed()
        self._rules_name = setup.rules.name
        self.controller.new_match(setup.rules, match_seed, players)

    def start_match(self, rules: Rules, seed: int, players: list[SeatPlayer]) -> None:
        """Start a match with explicit players (tests, tools)."""
        self._rules_name = rules.name
        self.controller.new_match(rules, seed, players)

    def load_match(self, state: MatchState, players: list[SeatPlayer], *,
                   assisted: bool = False) -> None:
        """Continue a match from ``state`` (a resumed saved game)."""
        self._rules_name = state.rules.name
        self.controller.load_state(state, players, assisted=assisted)

    def play_deal_again(self, match: SavedMatch) -> None:
        """A new match with the rules, seed (the same deals) and players of ``match``."""
        from .history.menu import deal_again

        deal_again(self, match)

    def new_game_dialog(self) -> None:
        cls = _dialog_class(".dialogs.new_game", "NewGameDialog")
        if cls is None:
            self.start_game()
            return
        dialog = cls(self.setup or self.settings.game_setup(self.language()),
                     language=self.language(), parent=self)
        if dialog.exec():
            setup = dialog.result_setup()
            self.settings.set_game_setup(setup)
            self.start_game(setup)

    def options_dialog(self) -> None:
        cls = _dialog_class(".dialogs.options", "OptionsDialog")
        if cls is not None:
            cls(self.settings, self).exec()

    def rules_dialog(self) -> None:
        from ..games.hearts import Rules

        cls = _dialog_class(".games.hearts.rules_page", "RulesDialog")
        st = self.controller.state
        if cls is not None:
            rules = st.rules if st is not None else Rules.preset("classic")
            cls(rules, self).exec()

    def about_dialog(self) -> None:
        cls = _dialog_class(".dialogs.about", "AboutDialog")
        if cls is not None:
            cls(self).exec()

    # ------------------------------------------------------------------ menu actions
    def _on_restart_action_triggered(self) -> None:
        if self.controller.restart_hand():
            self.say(self.tr("The hand is dealt again."))

    def _on_undo_action_triggered(self) -> None:
        if self.controller.undo():
            self.say(self.tr("Your last card was taken back."))

    def _on_hint_action_triggered(self) -> None:
        if self.controller.request_hint():
            self.say(self.tr("Thinking about a hint…"))

    def show_score_sheet(self, *, final: bool = False) -> Any:
        view = self.controller.view
        if self.score_sheet is None:
            self.score_sheet = self.presentation.score_sheet(self)
            self.score_sheet.finished.connect(self._on_score_sheet_finished)
        if view is not None:
            self.score_sheet.show_view(self.controller.names, view, final=final)
        self.score_sheet.show()
        self.score_sheet.raise_()
        return self.score_sheet

    def _on_score_sheet_finished(self, _result: int) -> None:
        self.animator.release()
        self.view.setFocus()

    def show_last_trick(self) -> None:
        view = self.controller.view
        done = [t for t in view.tricks if t.plays] if view is not None else []
        last = done[-1] if done else None
        if view is not None and not self.scene.show_last_trick(
                last.plays if last else (), last.winner if last else None):
            self.say(self.tr("No trick has been played yet."))

    def toggle_full_screen(self) -> None:
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()
        self.fullscreen_action.setChecked(self.isFullScreen())

    # ------------------------------------------------------------------ status bar
    def say(self, text: str, ms: int = 0) -> None:
        self.statusBar().showMessage(text, ms)

    def _update_status_labels(self) -> None:
        if self._controller is None:
            return
        from ..i18n import number
        from .games.hearts.labels import preset_title

        st = self.controller.state
        self.hand_label.setText(self.tr("Hand {0}").format(number(st.deal_number)) if st else "")
        self.rules_label.setText(preset_title(self._rules_name) if self._rules_name else "")
        self.assisted_label.setText(self.tr("Assisted"))
        self.assisted_label.setVisible(self.controller.assisted)

    # ------------------------------------------------------------------ controller
    def _on_controller_match_started(self, view: SeatView) -> None:
        if self.game_over is not None:
            self.game_over.hide()
        if self.score_sheet is not None:
            self.score_sheet.hide()
        self.hands_shown = 0
        self.table.reset(view.players)
        self.scene.configure(view.players, self.controller.human_seat, self.controller.names,
                             director=self.table)
        self.animator.reset(None)
        self.animator.hold_after_hand = (not self.autoplay
                                         and self.settings.show_score_sheet_after_hand)
        self._update_status_labels()
        self.say(self.tr("A new game begins."), 4000)

    def _on_controller_events_applied(self, events: tuple[Any, ...], view: SeatView) -> None:
        if self.scene.mode is not None and self.statusBar().currentMessage() == self._prompt:
            self.statusBar().clearMessage()
        self.scene.set_interaction(None)
        self._update_status_labels()

    def _on_controller_state_reset(self, view: SeatView) -> None:
        self.scene.set_interaction(None)
        self._update_status_labels()

    def _on_controller_human_turn_started(self, view: SeatView) -> None:
        from ..games.hearts import Phase, PlayCard

        if view.phase is Phase.PASSING:
            count = sum(n for _, n in view.pass_plan or ())
            self.scene.set_interaction("select", count=count)
            self._say_pass_prompt(count, view.pass_direction)
        elif view.phase is Phase.PLAYING:
            legal = [a.card for a in view.legal if isinstance(a, PlayCard)]
            self.scene.set_interaction("play", legal)
            self._prompt = self.tr("Your turn: play a card.")
            self.say(self._prompt)
        elif view.phase is Phase.MOON_CHOICE:
            QTimer.singleShot(0, lambda: self._ask_moon_choice(view))
        elif view.phase is Phase.CHOOSING_PASS:
            QTimer.singleShot(0, lambda: self._ask_pass_choice(view))

    def _say_pass_prompt(self, count: int, direction: str) -> None:
        from .games.hearts.texts import pass_direction_text

        self._prompt = (self.tr("Choose %n cards to pass, then press “{0}”.", "", count)
                        .format(pass_direction_text(direction)))
        self.say(self._prompt)

    def _ask_moon_choice(self, view: SeatView) -> None:
        from ..games.hearts import ChooseMoon

        options = [a.option for a in view.legal if isinstance(a, ChooseMoon)]
        if not options or self.choice_dialog is not None:
            return
        from .games.hearts.choices import MoonChoiceDialog

        dialog = MoonChoiceDialog(options, self)
        seat = self.controller.human_seat
        dialog.chosen.connect(lambda option: self.controller.submit(ChooseMoon(seat, option)))
        self._open_choice(dialog)

    def _ask_pass_choice(self, view: SeatView) -> None:
        from ..games.hearts import ChoosePass

        schemes = [a.scheme for a in view.legal if isinstance(a, ChoosePass)]
        if not schemes or self.choice_dialog is not None:
            return
        from .games.hearts.choices import PassChoiceDialog

        dialog = PassChoiceDialog(schemes, view.players, self)
        seat = self.controller.human_seat
        dialog.chosen.connect(
            lambda scheme: self.controller.submit(ChoosePass(seat, tuple(scheme))))
        self._open_choice(dialog)

    def _open_choice(self, dialog: QDialog) -> None:
        self.choice_dialog = dialog

        def closed(_result: int) -> None:
            if self.choice_dialog is dialog:
                self.choice_dialog = None
            dialog.deleteLater()

        dialog.finished.connect(closed)
        dialog.open()

    def _on_controller_action_refused(self, error: IllegalActionError) -> None:
        from .games.hearts.messages import violation_text

        self.say(violation_text(error), 6000)
        QApplication.beep()

    def _on_controller_hint_found(self, result: object) -> None:
        from ..games.hearts import PassCards, PlayCard
        from .games.hearts.labels import card_name
        from .games.hearts.messages import reason_text

        action = getattr(result, "action", None)
        if action is None:
            self.say(self.tr("No hint is available right now."), 5000)
            return
        why = reason_text(str(getattr(result, "reason", "")))
        if isinstance(action, PlayCard):
            hand = [it.card for it in self.scene.human_items()]
            if action.card in hand:
                self.scene.set_focus_index(hand.index(action.card))
            text = self.tr("Hint: play the {0}.").format(card_name(action.card))
        elif isinstance(action, PassCards):
            if self.scene.mode == "select":
                self.scene.select_cards(action.cards)
                self.scene.snap()
                self.scene.set_interaction("select", count=self.scene.select_count)
            text = self.tr("Hint: pass {0}.").format(
                self.tr(", ", "list separator").join(card_name(c) for c in action.cards))
        else:
            text = self.tr("Hint: {0}").format(why or "…")
            why = ""
        self.say(f"{text} {why}".strip(), 10000)

    def _on_controller_undo_changed(self, available: bool) -> None:
        self.undo_action.setEnabled(available)

    def _on_controller_assisted_changed(self, assisted: bool) -> None:
        self._update_status_labels()

    def _on_controller_clock_ticked(self, seconds: int) -> None:
        self.scene.set_clock(None if seconds < 0 else seconds)

    def _on_controller_bot_failed(self, message: str) -> None:
        self.say(self.tr("A computer player made an error; it played a random card. ({0})")
                 .format(message), 8000)

    # ------------------------------------------------------------------ animator
    def _on_animator_hand_scored(self, event: HandScored) -> None:
        self.hands_shown += 1
        self._update_status_labels()
        if self.animator.hold_after_hand and not self.controller.is_over:
            self.show_score_sheet()
        self.hand_shown.emit(getattr(event, "deal_number", self.hands_shown))

    def _on_animator_match_over(self, event: MatchOver) -> None:
        if self.score_sheet is not None:
            self.score_sheet.hide()
        self.animator.release()
        self.say(self.tr("Game over."))
        if self.autoplay:
            return
        self.show_game_over(event)

    def show_game_over(self, event: MatchOver) -> GameOverDialog:
        if self.game_over is None:
            from .dialogs.game_over import GameOverDialog

            self.game_over = GameOverDialog(self, score_text=self.presentation.score_text)
            self.game_over.new_game_requested.connect(self._on_game_over_new_game_requested)
        human = self.controller.human_seat if self.controller.humans else None
        result = self.presentation.final_result(event)
        assert result is not None
        scores, ranking, winners = result
        self.game_over.set_result(self.controller.names, scores, ranking, winners,
                                  human=human, assisted=self.controller.assisted)
        self.game_over.show()
        self.game_over.raise_()
        return self.game_over

    def _on_game_over_new_game_requested(self) -> None:
        QTimer.singleShot(0, self.new_game_dialog)

    # ------------------------------------------------------------------ the table
    def _on_scene_item_clicked(self, item: CardItem) -> None:
        from .games.hearts.texts import pass_direction_text

        sc = self.scene
        mode = sc.mode
        if mode == "select":
            if not sc.toggle_selected(item):
                self.say(self.tr("You have chosen %n cards; click one to put it back.", "",
                                 sc.select_count), 4000)
            else:
                left = sc.select_count - len(sc.selected_items)
                if left > 0:
                    self.say(self.tr("Choose %n more.", "", left))
                else:
                    self.say(self.tr("Ready: press “{0}” (or P).").format(
                        pass_direction_text(self.table.pass_direction)))
        elif mode == "play" and item.card is not None:
            from ..games.hearts import PlayCard

            self.controller.submit(PlayCard(self.controller.human_seat, item.card))

    def _on_scene_action_clicked(self) -> None:
        self.pass_selected()

    def pass_selected(self) -> bool:
        sc = self.scene
        if sc.mode != "select" or len(sc.selected_items) != sc.select_count:
            return False
        from ..games.hearts import PassCards

        c = self.controller
        if c.submit(PassCards(c.human_seat, tuple(sc.selection))):
            self.say(self.tr("Waiting for the others to pass…"))
            return True
        return False

    def _on_view_resized(self, width: int, height: int) -> None:
        if self._controller is None:  # the table is made after the first paint
            self._view_sized = True
            return
        if self._view_sized:
            self.animator.finish()  # moves aimed at the old layout end where they were going
        self._view_sized = True
        self.scene.set_view_size(width, height, self.view.devicePixelRatioF())

    def _on_view_key_pressed(self, event: QKeyEvent) -> None:
        if self._controller is None:
            event.ignore()
            return
        key = event.key()
        sc = self.scene
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            sc.move_focus(-1 if key == Qt.Key.Key_Left else 1)
        elif key in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            enter = key != Qt.Key.Key_Space
            focused = sc.focused_item()
            if (enter and sc.mode == "select" and len(sc.selected_items) == sc.select_count
                    and (focused is None or sc.is_selected(focused))):
                self.pass_selected()
            elif focused is not None and focused.card is not None:
                self._on_scene_item_clicked(focused)
            elif enter and sc.mode == "select":
                self.pass_selected()
            else:
                sc.move_focus(1)
        elif key == Qt.Key.Key_P:
            self.pass_selected()
        elif key == Qt.Key.Key_Escape:
            if self.isFullScreen():
                self.toggle_full_screen()
            sc.hide_last_trick()
        else:
            event.ignore()
            return
        event.accept()

    def _on_settings_setting_changed(self, key: str) -> None:
        if self._controller is None:
            return
        if key == "speed" and self._speed_override is None:
            self.animator.set_speed(self.settings.speed)
            self.controller.set_speed(self.settings.speed)
        elif key == "card_back":
            self.pixmaps.set_back(self.settings.card_back)
            self.scene.update()
        elif key == "deck_path":
            from .table.card_pixmaps import load_theme_or_builtin

            theme, warning = load_theme_or_builtin(self.settings.deck_path or None)
            self.pixmaps.set_theme(theme)
            self.scene.update()
            if warning:
                self.say(warning, 10000)
        elif key == "show_score_sheet_after_hand":
            self.animator.hold_after_hand = (not self.autoplay
                                             and self.settings.show_score_sheet_after_hand)
        elif key == "player_name" and self.setup is not None:
            names = list(self.setup.names(self.language(), self.human_name()))
            if len(names) == len(self.scene.names):
                self.scene.set_names(names)

    # ------------------------------------------------------------------ screenshots
    def grab_table(self) -> QImage:
        """The table as an image (the command line's ``--screenshot``)."""
        return self.view.grab().toImage()

    def save_screenshot(self, path: str | Path) -> bool:
        return bool(self.grab_table().save(str(path)))

    # ------------------------------------------------------------------ i18n & lifetime
    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Hearts"))
        self.game_menu.setTitle(self.tr("&Game"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.new_action.setText(self.tr("&New game…"))
        self.restart_action.setText(self.tr("&Restart this hand"))
        self.undo_action.setText(self.tr("&Undo your last card"))
        self.hint_action.setText(self.tr("&Hint"))
        self.last_trick_action.setText(self.tr("Show the &last trick"))
        self.score_action.setText(self.tr("&Score sheet"))
        self.options_action.setText(self.tr("&Options…"))
        self.sound_action.setText(self.tr("Soun&d"))
        self.fullscreen_action.setText(self.tr("&Full screen"))
        self.quit_action.setText(self.tr("&Quit"))
        self.rules_action.setText(self.tr("&Rules"))
        self.about_action.setText(self.tr("&About Hearts Desktop"))
        self.history_ui.retranslate_ui()
        self._update_status_labels()
        refresh_names(self)
        if self._scene is not None:
            self._scene.retranslate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:
        try:
            self.settings.window_geometry = self.saveGeometry()
            self.settings.full_screen = self.isFullScreen()
        except (RuntimeError, ValueError):  # pragma: no cover - settings not writable
            pass
        if self._controller is not None:
            self.animator.reset(None)
            self.controller.shutdown()
        self.persistence.shutdown()
        super().closeEvent(event)

    def restore_geometry(self) -> None:
        geometry = self.settings.window_geometry
        if not geometry.isEmpty():
            self.restoreGeometry(geometry)
        if self.settings.full_screen:
            self.showFullScreen()
            self.fullscreen_action.setChecked(True)


__all__ = ["MainWindow", "TableView"]
