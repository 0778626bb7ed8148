"""The main window: the card table (a ``TableView``), the menus and the status bar. It makes
the scene, the animator and the controller (after the first paint, so the window appears
before the engine loads), wires them together and hands the rest to its parts:

* ``window_menus.WindowMenus``: the actions and menus (Game, History, Language, Help);
* ``window_play.TablePlay``: the match on the table (controller and animator reactions,
  the keyboard, the score sheet and the game-over dialog), with the game's presentation;
* ``window_dialogs.WindowDialogs``: New game, Options, Rules and About.

The menus, the history windows and the language menu reach the window through small
protocols (``MenuHost``, ``history.menu.HistoryHost``), never its private members.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QTimer, Signal
from PySide6.QtGui import QCloseEvent, QImage, QKeyEvent
from PySide6.QtWidgets import QDialog, QGraphicsScene, QMainWindow, QWidget

from .settings import Settings
from .sight import TableSight, chosen_deck
from .table.view import TableView
from .window_menus import WindowMenus
from .window_play import TablePlay

if TYPE_CHECKING:
    from ..history import SavedMatch
    from ..sound.board import SoundBoard
    from .controller import GameController, SeatPlayer
    from .dialogs.game_over import GameOverDialog
    from .games.base import GamePresentation
    from .setup import GameSetup
    from .table.animator import Animator
    from .table.card_pixmaps import CardPixmaps
    from .table.director import TableDirector
    from .table.scene import TableScene
    from .window_dialogs import WindowDialogs

log = logging.getLogger(__name__)


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
        # Only the window and the felt exist until the table is first painted; the scene,
        # the animator, the controller (and with them the engine) are made right after it,
        # or as soon as anything asks for them (see _build_table).
        self._pixmaps: CardPixmaps | None = None
        self._scene: TableScene | None = None
        self._animator: Animator | None = None
        self._controller: GameController | None = None
        self._sound_board: SoundBoard | None = None
        self._dialogs: WindowDialogs | None = None
        self._pending_start: tuple[GameSetup | None, int | None, Any] | None = None
        self.view = TableView(QGraphicsScene(self), self)
        self.setCentralWidget(self.view)
        self.setup: GameSetup | None = None
        self._rules_name = ""
        self._view_sized = False
        self.play = TablePlay(self, self)
        self.play.human_named = self.settings.player_name
        """The match on the table (``window_play``)."""
        self.menus = WindowMenus(self, self, self.settings)
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
        from .games import presentation

        controller = GameController(self, play_rules=presentation)
        controller.set_speed(self.speed)
        self._pixmaps, self._scene, self._animator = pixmaps, scene, animator
        self._controller = controller
        self.play.adopt_game(controller.game.name)
        scene.configure(4, 0, ["", "", "", ""], director=self.play.table)
        placeholder = self.view.scene()
        self.view.setScene(scene)
        if placeholder is not None:
            placeholder.deleteLater()
        self._connect()
        self.sight = TableSight(self, self)
        """Four colours, high contrast, larger cards, playable cards marked (``sight``)."""
        if self._view_sized:
            size = self.view.viewport().size()
            scene.set_view_size(size.width(), size.height(), self.view.devicePixelRatioF())
        self.update_status_labels()
        scene.retranslate()

    def _connect(self) -> None:
        c = self.controller
        # The window's reactions come first: input is switched off before the animator
        # plays a batch (the controller hands the batch to the animator after its signal).
        c.match_started.connect(self._on_controller_match_started)
        self.play.wire()
        self.statusBar().messageChanged.connect(self.play.status_changed)
        c.attach_animator(self.animator)
        from ..sound import SoundBoard

        self._sound_board = SoundBoard(self.settings, self)
        self._sound_board.attach(c, self.animator, self.presentation.cue_map())
        if self._sound_board.unavailable is not None:
            self.say(self.tr("The program runs without sound: the sound system (QtMultimedia) "
                             "cannot be loaded."), 15000)
        self.persistence.attach(self)
        self.reader_ui.attach(self)  # type: ignore[attr-defined]  # the table as text (issue 33)

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

    @property
    def presentation(self) -> GamePresentation:
        """The presentation of the game on the table."""
        self._build_table()
        assert self.play.presentation is not None
        return self.play.presentation

    @property
    def table(self) -> TableDirector:
        """What the table shows of the game (the game's ``TableDirector``)."""
        self._build_table()
        assert self.play.table is not None
        return self.play.table

    # the match's dialogs and counters (``window_play``)
    @property
    def score_sheet(self) -> Any:
        return self.play.score_sheet

    @property
    def game_over(self) -> GameOverDialog | None:
        return self.play.game_over

    @property
    def choice_dialog(self) -> QDialog | None:
        """The open choice dialog (a moon or dealer's-choice decision)."""
        return self.play.choice_dialog

    @property
    def hands_shown(self) -> int:
        return self.play.hands_shown

    def _load_deck(self) -> Any:
        from .table.card_pixmaps import load_theme_or_builtin

        theme, warning = load_theme_or_builtin(chosen_deck(self.settings))
        if warning:
            QTimer.singleShot(0, self, lambda: self.say(warning, 10000))
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

    @property
    def speed(self) -> str:
        return self._speed_override or self.settings.speed

    # ------------------------------------------------------------------ games
    def human_name(self) -> str:
        """The human's name for a new match: the ``player_name`` setting, or the label
        "You" in the current language."""
        return self.settings.player_name or self.tr("You")

    def language(self) -> str:
        from .. import i18n

        return i18n.resolve(self.settings.language)

    def new_game_setup(self) -> Any:
        """The setup a new game starts from: the current one, else the last one stored."""
        from .setup_store import last_game, last_setup

        return self.setup or last_setup(self.settings, last_game(self.settings),
                                        self.language())

    def setup_for(self, game: str) -> Any:
        from .setup_store import last_setup, setup_game

        if self.setup is not None and setup_game(self.setup).name == game:
            return self.setup
        return last_setup(self.settings, game, self.language())

    def remember_setup(self, setup: Any) -> None:
        from .setup_store import remember_setup

        remember_setup(self.settings, setup)

    def start_game(self, setup: GameSetup | None = None, seed: int | None = None, *,
                   after_first_paint: bool = False, rules: Any = None) -> None:
        """Start a match from ``setup`` (default: the last one, or the default table).

        ``after_first_paint``: seat the players at once but deal only once the table has
        been painted, so the window appears as soon as possible (program start): nothing
        of the game (not even the engine) is loaded before that paint.
        ``rules`` replaces the setup's rules (the command line's ``--rules``)."""
        if after_first_paint and not self.view.painted:
            self._pending_start = (setup, seed, rules)
            return
        from .controller import SeatPlayer
        from .setup_store import last_game, last_setup, setup_game

        if setup is None:
            setup = last_setup(self.settings, last_game(self.settings), self.language())
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
        self.controller.new_match(setup.rules, match_seed, players, game=setup_game(setup))

    def start_match(self, rules: Any, seed: int, players: list[SeatPlayer], *,
                    game: str | None = None) -> None:
        """Start a match with explicit players (tests, tools, "play this deal again")."""
        from ..games import get_game

        g = get_game(game) if game is not None else None
        self.controller.new_match(rules, seed, players, game=g)

    def load_match(self, state: Any, players: list[SeatPlayer], *, assisted: bool = False,
                   game: str | None = None) -> None:
        """Continue a match from ``state`` (a resumed saved game, a set-up hand)."""
        from ..games import get_game

        g = get_game(game) if game is not None else None
        self.controller.load_state(state, players, assisted=assisted, game=g)

    def play_deal_again(self, match: SavedMatch) -> None:
        """A new match with the rules, seed (the same deals) and players of ``match``."""
        from .history.menu import deal_again

        deal_again(self, match)

    def play_from_here(self, start: Any) -> None:
        """Go on at the table from a moment of a recorded match (the replay viewer's Play
        from here; ``start``: a ``dialogs.play_from_here.BranchStart``)."""
        self.dialogs.play_from_here(start)

    def play_match_again(self) -> None:
        """A new match with the rules, the seed (the same deals) and the players of the
        match on the table (the game-over dialog's "Play this deal again")."""
        from .history.menu import play_again

        play_again(self, self.controller)

    def show_history(self) -> Any:
        """The history window, with the match on the table selected once it is there."""
        return self.history_ui.show_current_match()  # type: ignore[attr-defined]

    def _on_controller_match_started(self, _view: Any) -> None:
        """A match begins (before the table and the sound board hear of it): the game's
        presentation takes over the table if the game changed."""
        c = self.controller
        self._rules_name = c.game.rules_name(c.rules)
        self.rename_human(table=False)  # a saved "You" in the language of now
        if self.play.adopt_game(c.game.name) and self._sound_board is not None:
            self._sound_board.mapper = self.presentation.cue_map()
        self.update_title()  # the name of the game now on the table
        self.apply_table_deck()

    def apply_table_deck(self, *, force: bool = False) -> None:
        """Draw the cards of the game on the table, as its presentation and the settings
        say (the French pack of the chosen theme, or a game's own deck and dress); only
        when that changed, unless ``force``."""
        c = self._controller
        if c is None or self._pixmaps is None:
            return
        rules = c.game.rules_of(c.state) if c.state is not None else None
        deck = (self.presentation.table_deck(rules, self.settings) if rules is not None
                else None)
        pixmaps = self._pixmaps
        if deck == pixmaps.deck and not force:
            return
        aspect = pixmaps.aspect
        if deck is None:
            pixmaps.set_deck(None, self._load_deck)
        else:
            warning = pixmaps.use_deck(deck, chosen_deck(self.settings))
            if warning:
                self.say(warning, 10000)
        if abs(pixmaps.aspect - aspect) > 1e-6:
            layout = self.scene.layout
            self.scene.set_view_size(layout.width, layout.height)
        self.scene.update()

    # ------------------------------------------------------------------ dialogs
    @property
    def dialogs(self) -> WindowDialogs:
        """New game, Options, Rules, About (``window_dialogs``)."""
        if self._dialogs is None:
            from .window_dialogs import WindowDialogs

            self._dialogs = WindowDialogs(self, self)
        return self._dialogs

    def new_game_dialog(self) -> None:
        self.dialogs.new_game()

    def options_dialog(self) -> None:
        self.dialogs.options()

    def rules_dialog(self) -> None:
        self.dialogs.rules()

    def about_dialog(self) -> None:
        self.dialogs.about()

    def current_rules(self) -> tuple[GamePresentation, Any]:
        c = self.controller
        p = self.presentation
        return p, (c.rules if c.rules is not None else p.default_rules())

    # ------------------------------------------------------------------ menu actions
    def restart_hand(self) -> None:
        if self.controller.restart_hand():
            self.say(self.tr("The hand is dealt again."))

    def undo(self) -> None:
        if self.controller.undo():
            self.say(self.tr("Your last card was taken back."))

    def hint(self) -> None:
        if self.controller.request_hint():
            self.say(self.tr("Thinking about a hint…"))

    def show_score_sheet(self, *, final: bool = False) -> Any:
        return self.play.show_score_sheet(final=final)

    def show_game_over(self, event: Any) -> GameOverDialog | None:
        return self.play.show_game_over(event)

    def show_last_trick(self) -> None:
        c = self.controller
        last = getattr(self.table, "last_trick", None)
        plays, winner = last(c.view) if last is not None and c.view is not None else ((), None)
        if not self.scene.show_last_trick(plays, winner):
            self.say(self.tr("No trick has been played yet."))

    def pass_selected(self) -> bool:
        """Act with the chosen cards (the action button)."""
        return self.play.confirm()

    def toggle_full_screen(self) -> None:
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()
        self.fullscreen_action.setChecked(self.isFullScreen())  # type: ignore[attr-defined]

    def leave_full_screen(self) -> bool:
        if self.isFullScreen():
            self.toggle_full_screen()
            return True
        return False

    # ------------------------------------------------------------------ status bar
    def say(self, text: str, ms: int = 0, *,
            keep: Callable[[Any], bool] | None = None) -> None:
        """The status line says ``text`` (see ``TableHost.say``: it goes once it no longer
        describes the present)."""
        self.statusBar().showMessage(text, ms)
        self.play.said(text, keep)

    def current_message(self) -> str:
        return self.statusBar().currentMessage()

    def update_status_labels(self) -> None:
        """The status bar's labels (the deal the table shows in the game's word, the
        rules, "Assisted") and the actions offered (``WindowMenus.update_status``)."""
        if self._controller is None:
            return
        st = self.controller.state
        if st is None:  # a network table: the seat's view knows the deal
            st = self.controller.view
        shown = self._scene.director.shown_deal() if self._scene is not None else None
        c, p = self.controller, self.presentation
        rules = (p.rules_label(c.rules) if c.rules is not None and p.name == c.game.name
                 else p.rules_title(self._rules_name) if self._rules_name else "")
        kept = getattr(self, "persistence", None)
        mark = ""
        if kept is not None and not c.remote and kept.daily is not None:
            mark = self.tr("Deal of the day")
        elif kept is not None and not c.remote and kept.branch is not None:
            mark = self.tr("Played on from a replay")
        if mark:
            rules = f"{rules} · {mark}"
        self.menus.update_status(c, p.deal_status(st, shown), rules)

    def update_actions(self) -> None:
        """Restart this hand and Hint are offered only while the match goes on."""
        self.menus.update_actions(self.controller)

    def undo_available(self, on: bool) -> None:
        self.undo_action.setEnabled(on)  # type: ignore[attr-defined]

    def hand_done(self, event: Any) -> None:
        self.hand_shown.emit(getattr(event, "deal_number", self.hands_shown))

    def focus_table(self) -> None:
        self.view.setFocus()

    # ------------------------------------------------------------------ the view
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
        self.play.key_pressed(event)

    def _on_settings_setting_changed(self, key: str) -> None:
        if self._controller is None:
            return
        if key == "speed" and self._speed_override is None:
            self.animator.set_speed(self.settings.speed)
            self.controller.set_speed(self.settings.speed)
        elif key == "card_back":
            self.pixmaps.set_back(self.settings.card_back)
            self.scene.update()
        elif key == "deck_path" and self.pixmaps.deck is not None:
            self.apply_table_deck(force=True)  # a game's own deck: its theme is chosen again
        elif key == "deck_path":
            from .table.card_pixmaps import load_theme_or_builtin

            theme, warning = load_theme_or_builtin(chosen_deck(self.settings))
            self.pixmaps.set_theme(theme)
            self.scene.update()
            if warning:
                self.say(warning, 10000)
        elif key == "show_score_sheet_after_hand":
            self.animator.hold_after_hand = self.score_sheet_after_hand()
        elif key == "player_name":
            self.rename_human()
        else:  # a setting a game's deck may follow (the dress it is drawn in)
            self.apply_table_deck()

    def score_sheet_after_hand(self) -> bool:
        """Does the table wait with the score sheet open after each hand?"""
        return not self.autoplay and self.settings.show_score_sheet_after_hand

    # ------------------------------------------------------------------ screenshots
    def grab_table(self) -> QImage:
        """The table as an image (the command line's ``--screenshot``)."""
        return self.view.grab().toImage()

    def save_screenshot(self, path: str | Path) -> bool:
        return bool(self.grab_table().save(str(path)))

    # ------------------------------------------------------------------ i18n & lifetime
    def retranslate_ui(self) -> None:
        self.update_title()
        self.menus.retranslate()
        self.update_status_labels()
        self._refresh_names()
        if self._scene is not None:
            self._scene.retranslate()

    def update_title(self) -> None:
        """The game's name as the window title; the desktop adds the program's name
        ("Pinochle — Hearts Desktop"), so a game the program's name already says is not
        said twice: Hearts' window is titled "Hearts Desktop" alone."""
        from PySide6.QtGui import QGuiApplication

        presentation = self.play.presentation
        title = presentation.title() if presentation is not None else self.tr("Hearts")
        program = QGuiApplication.applicationDisplayName()
        self.setWindowTitle(program if program and title in program.split() else title)

    def _refresh_names(self) -> None:
        """After a language switch: the players' names were fixed when the match began
        (the CPU opponents' default names in the language of that moment, stored with the
        match) and stay; only the human's default name, the label "You", is said again in
        the new language, at the table, in the controller and in an open score sheet or
        game-over dialog."""
        if self._controller is not None:
            self.play.refresh_prompt()
        self.rename_human()

    def rename_human(self, *, table: bool = True) -> None:
        """The human's seat takes the name ``human_name()`` says now if its name is the
        default one (``TablePlay.rename_human``); the other seats keep theirs."""
        if self._controller is not None:  # (asking for it would build the table)
            self.play.rename_human(self.human_name(), self.settings.player_name,
                                   table=table)

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
            self.fullscreen_action.setChecked(True)  # type: ignore[attr-defined]


__all__ = ["MainWindow", "TableView"]
