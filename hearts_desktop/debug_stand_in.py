"""Debugging aid, never used in normal play: a random CPU player makes the human's moves.

Started by ``ui/persistence.py`` when the environment variable ``HEARTS_DESKTOP_STAND_IN``
is set to a number of milliseconds (the wait before each move). The moves go through the
same path as clicks (the controller's ``submit``, or Hearts' ``play_card`` ... while the
controller has no ``submit``), so the game autosaves exactly as a played one: the kill -9
test (``tests/history/test_kill.py``) uses it to stop the real program in mid-match. It
also closes the score sheet between hands, as a player would.

    HEARTS_DESKTOP_STAND_IN=5 python -m hearts_desktop --data-dir /tmp/demo
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, QTimer

STAND_IN_ENV = "HEARTS_DESKTOP_STAND_IN"


def delay_from_env(value: str | None) -> int | None:
    """The wait in milliseconds ``HEARTS_DESKTOP_STAND_IN`` asks for; None when unset."""
    if value is None:
        return None
    return int(value) if value.strip().isdigit() else 0


class StandIn(QObject):
    """A random CPU player in the human's seat of ``window`` (see the module)."""

    def __init__(self, window: Any, delay_ms: int, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._window = window
        self._c = window.controller
        self._delay = max(0, delay_ms)
        self._moves = 0
        self._c.human_turn_started.connect(self._on_controller_human_turn_started)
        window.animator.hand_scored.connect(self._on_animator_hand_scored)
        if getattr(self._c, "awaiting_human", False):
            # made after the human's turn began (a match started first): move now
            QTimer.singleShot(self._delay, self, self._move)

    def _on_controller_human_turn_started(self, _view: object) -> None:
        QTimer.singleShot(self._delay, self, self._move)

    def _on_animator_hand_scored(self, _event: object) -> None:
        QTimer.singleShot(self._delay, self, self._close_score_sheet)

    def _close_score_sheet(self) -> None:
        """Click the score sheet's button (the table waits for it between hands)."""
        sheet = getattr(self._window, "score_sheet", None)
        if sheet is not None and sheet.isVisible():
            sheet.accept()

    def _game_name(self) -> str:
        game = getattr(self._c, "game", "hearts")
        return game if isinstance(game, str) else str(getattr(game, "name", "hearts"))

    def _move(self) -> None:
        from .games import get_game

        c = self._c
        view = c.view
        if view is None or not c.awaiting_human or not getattr(view, "legal", True):
            return
        self._moves += 1
        bot = get_game(self._game_name()).make_bot("random", c.seed + 7 * self._moves)
        action = bot.choose(view)
        submit = getattr(c, "submit", None)
        if submit is not None:
            submit(action)
            return
        # Hearts' controller before it took any game
        kind = type(action).__name__
        if kind == "PlayCard":
            c.play_card(action.card)
        elif kind == "PassCards":
            c.pass_cards(action.cards)
        elif kind == "ChooseMoon":
            c.choose_moon(action.option)
        elif kind == "ChoosePass":
            c.choose_pass(action.scheme)


__all__ = ["STAND_IN_ENV", "StandIn", "delay_from_env"]
