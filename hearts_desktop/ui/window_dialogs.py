"""The main window's dialogs: New game, Play a deal by code (and the deal of the day),
Options, Rules and About.

Each opens window-modal without blocking (``open``, not a nested ``exec`` loop), at most
one of a kind at a time (asked again, the open one comes to the front), and is deleted when
it closes, with every popup of its combo boxes: opening and closing them any number of
times leaves no widget behind (issue 18, item 8).
"""

from __future__ import annotations

import importlib
import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QDialog, QWidget

if TYPE_CHECKING:
    from .controller import GameController
    from .games.base import GamePresentation
    from .settings import Settings

log = logging.getLogger(__name__)


def dialog_class(module: str, name: str) -> Any:
    """A dialog class of the ``ui`` package, or None (it may not be installed)."""
    try:
        return getattr(importlib.import_module(module, __package__), name)
    except (ImportError, AttributeError) as exc:
        log.warning("dialog %s.%s not available: %s", module, name, exc)
        return None


class DialogHost(Protocol):
    """The window the dialogs belong to."""

    settings: Settings

    def language(self) -> str: ...
    def new_game_setup(self) -> Any:
        """The setup the New game dialog starts from (the last one)."""
    def setup_for(self, game: str) -> Any:
        """The setup last chosen for ``game`` (the picker switched to it)."""
    def start_game(self, setup: Any = None, seed: int | None = None) -> None: ...
    def human_name(self) -> str: ...
    def load_match(self, state: Any, players: list[Any], *, assisted: bool = False,
                   game: str | None = None) -> None: ...
    @property
    def play(self) -> Any:
        """The match on the table (``window_play.TablePlay``)."""
    def remember_setup(self, setup: Any) -> None: ...
    def current_rules(self) -> tuple[GamePresentation, Any]:
        """The presentation and rules of the game on the table (or the default game)."""
    @property
    def controller(self) -> GameController:
        """The match on the table (``dialogs.new_game_question`` asks what is at stake)."""


class WindowDialogs(QObject):
    """Opens the window's dialogs; ``open_dialogs`` holds those open now, by kind."""

    def __init__(self, window: QWidget, host: DialogHost) -> None:
        super().__init__(window)
        self.window = window
        self.host = host
        self.open_dialogs: dict[str, QDialog] = {}
        self.today: Callable[[], Any] | None = None
        """The calendar day of the deal of the day (None: the clock's; tests set one)."""

    def _show(self, kind: str, make: Callable[[], QDialog | None],
              finished: Callable[[QDialog, int], None] | None = None) -> QDialog | None:
        dialog = self.open_dialogs.get(kind)
        if dialog is not None:
            dialog.raise_()
            dialog.activateWindow()
            return dialog
        dialog = make()
        if dialog is None:
            return None
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        self.open_dialogs[kind] = dialog

        def done(result: int) -> None:
            if self.open_dialogs.get(kind) is dialog:
                del self.open_dialogs[kind]
            if finished is not None:
                finished(dialog, result)

        dialog.finished.connect(done)
        dialog.open()
        return dialog

    def new_game(self) -> QDialog | None:
        cls = dialog_class(".dialogs.new_game", "NewGameDialog")
        if cls is None:
            self.host.start_game()
            return None
        h = self.host

        def started(dialog: QDialog, result: int) -> None:
            if result == QDialog.DialogCode.Accepted:
                setup = dialog.result_setup()  # type: ignore[attr-defined]

                def start() -> None:
                    h.remember_setup(setup)
                    h.start_game(setup)

                self.confirm_new_game(start)

        return self._show("new_game",
                          lambda: cls(h.new_game_setup(), language=h.language(),
                                      parent=self.window, setups=h.setup_for),
                          started)

    def play_by_code(self) -> QDialog | None:
        """Game > Play a deal by code…: once a code reads and Start is pressed, the deal is
        dealt at a new table (after the question a match in progress asks)."""
        from ..games import get_game
        from .dialogs.deal_code import PlayByCodeDialog
        from .games import has_presentation, presentation
        from .setup import levels

        def game_title(name: str) -> str:
            return presentation(name).title() if has_presentation(name) else name

        def rules_title(name: str, rules: Any) -> str:
            key = get_game(name).rules_name(rules)
            return presentation(name).rules_title(key) if has_presentation(name) else key

        def started(dialog: QDialog, result: int) -> None:
            chosen = dialog.result_start()  # type: ignore[attr-defined]
            if result == QDialog.DialogCode.Accepted and chosen is not None:
                self.confirm_new_game(lambda: self.deal_from_code(*chosen))

        return self._show("play_by_code",
                          lambda: PlayByCodeDialog(self.window, game_title=game_title,
                                                   rules_title=rules_title, levels=levels),
                          started)

    def deal_of_the_day(self, game: str | None = None) -> QDialog | None:
        """Game > Deal of the day: today's deal of ``game`` (default: the game on the table),
        the same on every copy of the program (``core.dealcodes.daily_deal``), against the
        game's strongest CPU players (Expert in Hearts, Hard in the others)."""
        import datetime

        from ..core.dealcodes import daily_deal
        from .setup import levels

        name = game or self.host.current_rules()[0].name
        today = self.today() if self.today is not None else datetime.date.today()
        code = daily_deal(name, today.year, today.month, today.day)
        level = levels(name)[-1]

        def start() -> None:
            persistence = getattr(self.host, "persistence", None)
            if persistence is not None:  # the history marks the match as today's deal
                persistence.pending_daily = today.isoformat()
            try:
                self.deal_from_code(code, 0, level)
            except BaseException:
                if persistence is not None:  # no match started: the next is no daily
                    persistence.pending_daily = None
                raise

        return self.confirm_new_game(start)

    def deal_from_code(self, code: Any, seat: int, level: str) -> None:
        """Deal the cards ``code`` (a ``core.dealcodes.DealCode``) names at a new table: the
        human in ``seat``, CPU players of ``level`` in the others."""
        from ..core.dealcodes import dealt_state
        from .dialogs.deal_code import table_players

        h = self.host
        players = table_players(code, seat, level, h.language(), h.human_name())
        h.play.pending_code = code.code
        h.load_match(dealt_state(code), players, game=code.game)

    def play_from_here(self, start: Any) -> QDialog | None:
        """The replay viewer's Play from here: the branch ``start`` (a
        ``dialogs.play_from_here.BranchStart``) goes on at the table, from its state with
        its players (after the question a match in progress asks); the history keeps it
        as a match of its own, linked to its original (``Persistence.pending_branch``)."""
        h = self.host

        def begin() -> None:
            persistence = getattr(h, "persistence", None)
            if persistence is not None:
                persistence.pending_branch = start.link
            try:
                h.load_match(start.state, list(start.players), game=start.game)
            except BaseException:
                if persistence is not None:  # no match started: the next is no branch
                    persistence.pending_branch = None
                raise
            self.window.raise_()
            self.window.activateWindow()

        return self.confirm_new_game(begin)

    def confirm_new_game(self, start: Callable[[], None]) -> QDialog | None:
        """``start`` the new game at once, or, while a match is in progress, once the
        player says so (``dialogs.new_game_question``: what the match becomes is said);
        "Keep playing" leaves the match as it was."""
        from .dialogs.new_game_question import NewGameQuestion, match_at_stake

        stake = match_at_stake(self.host.controller, getattr(self.window, "network_ui", None))
        if stake is None:
            start()
            return None

        def answered(dialog: QDialog, _result: int) -> None:
            if dialog.clickedButton() is dialog.start_button:  # type: ignore[attr-defined]
                start()

        return self._show("new_game_question", lambda: NewGameQuestion(stake, self.window),
                          answered)

    def options(self) -> QDialog | None:
        cls = dialog_class(".dialogs.options", "OptionsDialog")
        if cls is None:
            return None
        return self._show("options", lambda: cls(self.host.settings, self.window))

    def rules(self) -> QDialog | None:
        presentation, rules = self.host.current_rules()
        return self._show("rules", lambda: presentation.rules_dialog(rules, self.window))

    def keyboard(self) -> QDialog | None:
        """Help > Keyboard: every key, the menus' read from their actions."""
        from .dialogs.keyboard import KeyboardDialog

        bar = getattr(self.window, "menuBar", None)
        if bar is None:
            return None
        return self._show("keyboard", lambda: KeyboardDialog(bar(), self.window))

    def about(self) -> QDialog | None:
        cls = dialog_class(".dialogs.about", "AboutDialog")
        if cls is None:
            return None
        return self._show("about", lambda: cls(self.window))


__all__ = ["DialogHost", "WindowDialogs", "dialog_class"]
