"""Who acts for each seat of the controller's table: the human at this computer, a CPU
player (in the worker thread), a player at another computer (:class:`RemoteDriver`, a
network table); what the controller asks a game's presentation (:class:`PlayRules`); and
what a network table offers the controller (:class:`RemoteLink`)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

import shiboken6
from PySide6.QtCore import QObject, QTimer

from .table.speeds import Step, duration

if TYPE_CHECKING:
    from ..core.game import Bot, Game
    from .worker import Worker


class DriverHost(Protocol):
    """What a driver sees of the controller."""

    speed: Any
    """The table's animation speed (a CPU player seems to think ``Step.BOT_THINK``)."""

    def bot_answered(self, seat: int, result: Any) -> None:
        """``seat``'s CPU player chose ``result`` (an action, or the exception it raised)."""


@dataclass(frozen=True)
class SeatPlayer:
    """Who plays a seat: the human, or a CPU player made by ``game.make_bot(kind, level=)``."""

    name: str
    human: bool = False
    bot_kind: str = "normal"
    """A level ("easy", "normal", "hard", "expert", "random") or a roster opponent's key."""
    level: str | None = None
    """Overrides the opponent's own level."""


class RemoteLink(Protocol):
    """The way to a match whose authoritative state is elsewhere (a network table's
    server; ``ui/net/remote.RemoteMatch``). The controller sends the human's actions
    through it; what happened comes back through ``GameController.remote_events``,
    ``remote_reset`` and ``remote_refused``."""

    def send(self, action: Any) -> None:
        """Send the human's ``action`` to the table; never waits for the answer."""


class PlayRules(Protocol):
    """What the controller asks a game's presentation (``ui/games/<game>``)."""

    def move_seconds(self, rules: Any) -> int | None:
        """The move clock of these rules (None: no clock)."""

    def timeout_action(self, seat: int) -> Any:
        """The action applied when ``seat``'s clock runs out."""

    def undoable(self, action: Any) -> bool:
        """May the human take ``action`` back (while nobody has acted after it)?"""

    def hint(self, game: Game, view: Any, seed: int,
             seat_levels: Sequence[str | None] = ()) -> Any:
        """Runs in the worker thread: an object with ``action`` and ``reason``;
        ``seat_levels``: who sits at the table (``Game.make_bot``), if known."""


class PlainRules:
    """A game without a presentation of its own: no clock, no undo, the hard bot's move."""

    def move_seconds(self, rules: Any) -> int | None:
        return None

    def timeout_action(self, seat: int) -> Any:
        return None

    def undoable(self, action: Any) -> bool:
        return False

    def hint(self, game: Game, view: Any, seed: int,
             seat_levels: Sequence[str | None] = ()) -> Any:
        return _Hint(game.make_bot("hard", seed, seat_levels=seat_levels).choose(view), "")


@dataclass(frozen=True)
class _Hint:
    action: Any
    reason: str


# --------------------------------------------------------------------------- drivers


class SeatDriver:
    """Acts for one seat when the controller asks (``act``) and stops when told
    (``cancel``)."""

    human = False

    def act(self, controller: DriverHost, seat: int, view: Any) -> None:
        """It is ``seat``'s turn and the table is idle."""

    def cancel(self) -> None:
        """Forget a move being prepared (a new state, undo, closing)."""

    def dispose(self) -> None:
        """The driver is dropped (a new match seats new players): cancel and let go of
        what it holds in Qt."""
        self.cancel()


class HumanDriver(SeatDriver):
    """The player at this computer: actions arrive through ``GameController.submit``."""

    human = True


class RemoteDriver(SeatDriver):
    """A seat of a network table played at another computer, or by the server's CPU
    player: its moves arrive with the server's events, so there is nothing to do here."""


class BotDriver(SeatDriver):
    """A CPU player: ``bot.choose(view)`` in the worker thread, applied after at least the
    table's thinking pause (``Step.BOT_THINK``).

    ``owner`` (the controller) bounds the driver's life in Qt: the worker's answer and the
    pause's timer are both tied to it, so nothing is delivered once the owner is deleted
    with its window (a pause timer without a context object used to fire into it)."""

    def __init__(self, bot: Bot, worker: Worker, owner: QObject | None = None) -> None:
        self.bot = bot
        self._worker = worker
        self._owner = owner
        self._token = 0
        self.busy = False
        self._pause = QTimer(owner)
        self._pause.setSingleShot(True)
        self._pause.timeout.connect(self._on_pause_timeout)
        self._waiting: tuple[DriverHost, int, int, Any] | None = None

    def act(self, controller: DriverHost, seat: int, view: Any) -> None:
        if self.busy:
            return
        self.busy = True
        self._token += 1
        token = self._token
        bot = self.bot

        def think() -> Any:
            return bot.choose(view)

        def answered(result: Any, seconds: float) -> None:
            if token != self._token:
                return
            pause = duration(Step.BOT_THINK, controller.speed) - round(seconds * 1000)
            if pause > 0:
                self._waiting = (controller, seat, token, result)
                self._pause.start(pause)
            else:
                self._deliver(controller, seat, token, result)

        self._worker.start(think, answered, owner=self._owner)

    def _on_pause_timeout(self) -> None:
        waiting, self._waiting = self._waiting, None
        if waiting is not None:
            self._deliver(*waiting)

    def _deliver(self, controller: DriverHost, seat: int, token: int, result: Any) -> None:
        if token != self._token:
            return
        self.busy = False
        controller.bot_answered(seat, result)

    def cancel(self) -> None:
        self._token += 1
        self.busy = False
        self._waiting = None
        if shiboken6.isValid(self._pause):  # else it went with its owner
            self._pause.stop()

    def dispose(self) -> None:
        self.cancel()
        if shiboken6.isValid(self._pause):  # owned by the controller: not left behind
            self._pause.deleteLater()


__all__ = ["BotDriver", "HumanDriver", "PlainRules", "PlayRules", "RemoteDriver", "RemoteLink",
           "SeatDriver", "SeatPlayer"]
