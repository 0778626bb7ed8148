"""The controller's remote mode: a network table's match on this window's table.

The server holds the only full state; the controller holds the bottom seat's view as the
server sent it (:class:`RemoteTable`). ``GameController`` takes these methods from
:class:`RemoteMode` (a mixin kept apart so the controller stays readable); they use the
controller's own machinery: the one event channel (``_emit_batch``), showing a view at once
(``_show_at_once``), the seat drivers and the move clock.

::

    controller.play_remote(link, players, view, game=game, rules=rules)  # match_started
    controller.remote_events(events, view, to_act, step=3)   # events_applied, animated
    controller.remote_reset(view, to_act, step=9)            # a snapshot: state_reset
    controller.remote_refused(error)                         # action_refused
    controller.remote_stop()                                 # over, or the table is gone

``ui/net/remote.RemoteMatch`` is the link: it sends the human's actions to the server and
feeds these methods from the server's messages.
"""

from __future__ import annotations

import math
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .drivers import RemoteDriver, RemoteLink

if TYPE_CHECKING:
    from PySide6.QtCore import SignalInstance

    from ..core.game import Game
    from .drivers import SeatDriver, SeatPlayer


@dataclass
class RemoteTable:
    """A network table's match as the controller knows it."""

    link: RemoteLink
    rules: Any
    view: Any
    to_act: tuple[int, ...] = ()
    step: int = 0
    """How many actions the match has had (the server's count)."""
    over: bool = False
    pending: bool = False
    """The human's action is on its way to the server (no second one until it answers)."""
    clock: float | None = None
    """Seconds left on the bottom seat's server timer when it was last heard of..."""
    clock_at: float = 0.0
    """... at this ``time.monotonic()``."""

    def clock_seconds(self) -> int | None:
        """Whole seconds left on the bottom seat's server timer now (None: none runs)."""
        if self.clock is None:
            return None
        return max(0, math.ceil(self.clock - (time.monotonic() - self.clock_at)))


class RemoteMode:
    """The remote-mode methods of ``GameController`` (see the module docstring)."""

    if TYPE_CHECKING:  # what the controller provides
        _remote: RemoteTable | None
        _state: Any
        _bottom: int
        _humans: set[int]
        _table_idle: bool
        _human_notified: bool
        _undo_point: int | None
        seed: int
        match_started: SignalInstance
        undo_changed: SignalInstance
        action_refused: SignalInstance
        human_turn_started: SignalInstance

        @property
        def awaiting_human(self) -> bool: ...
        def _set_game(self, game: Game | None) -> None: ...
        def _cancel_pending(self) -> None: ...
        def _seat(self, players: Sequence[SeatPlayer]) -> None: ...
        def set_driver(self, seat: int, driver: SeatDriver) -> None: ...
        def _set_assisted(self, on: bool) -> None: ...
        def _emit_batch(self, batch: tuple[Any, ...], view: Any) -> None: ...
        def _show_at_once(self, *, deal_follows: bool = False) -> None: ...
        def _stop_clock(self) -> None: ...
        def _start_clock(self) -> None: ...
        def _schedule_next(self) -> None: ...

    def play_remote(self, link: RemoteLink, players: Sequence[SeatPlayer], view: Any, *,
                    game: Game, rules: Any, to_act: Sequence[int] = (), step: int = 0,
                    deal_follows: bool = True) -> None:
        """Play a network table's match: the server holds the state, this controller the
        bottom seat's ``view``. ``players`` in seat order, the one human (this computer's
        player) at the bottom; the others get :class:`RemoteDriver`. ``deal_follows``: the
        match begins now and its first events follow through :meth:`remote_events`;
        otherwise (a snapshot: joining late, reconnecting) the table shows ``view`` at
        once. A local match (``new_match``, ``load_state``) ends remote mode."""
        count = game.players(rules)
        if len(players) != count:
            raise ValueError(f"{count} players need {count} seats")
        self._set_game(game)
        self._cancel_pending()
        self._state = None
        self.seed = 0
        self._seat(players)
        for seat in range(len(players)):
            if seat not in self._humans:
                self.set_driver(seat, RemoteDriver())
        self._remote = RemoteTable(link, rules, view, tuple(to_act), step,
                                   over=not to_act and step > 0)
        self._undo_point = None
        self._set_assisted(False)
        self.undo_changed.emit(False)
        self._table_idle = True
        self._human_notified = True
        self.match_started.emit(view)
        if not deal_follows:
            self._show_at_once()

    def remote_events(self, events: Sequence[Any], view: Any, to_act: Sequence[int], *,
                      step: int, clock: float | None = None, mine: bool = False) -> None:
        """A batch of the server's events (as this seat may see them) and the seat's view
        after them: animated like a local batch. ``clock``: seconds left on the bottom
        seat's move timer (None: none runs); ``mine``: the human's own action caused it."""
        r = self._remote
        if r is None:
            return
        r.view, r.to_act, r.step = view, tuple(to_act), step
        r.over = not r.to_act
        if mine:
            r.pending = False
        r.clock, r.clock_at = clock, time.monotonic()
        self._stop_clock()
        self._emit_batch(tuple(events), view)

    def remote_reset(self, view: Any, to_act: Sequence[int], *, step: int,
                     clock: float | None = None) -> None:
        """The server's snapshot of the seat (after a reconnection or a gap): the table
        shows ``view`` at once."""
        r = self._remote
        if r is None:
            return
        self._cancel_pending()
        r.view, r.to_act, r.step = view, tuple(to_act), step
        r.over = not r.to_act and step > 0
        r.pending = False
        r.clock, r.clock_at = clock, time.monotonic()
        self._show_at_once()

    def remote_refused(self, error: Exception | None) -> None:
        """The server refused the human's action (``error``: an ``IllegalActionError``
        the presentation can word; None: say nothing): the human may act again."""
        r = self._remote
        if r is None:
            return
        r.pending = False
        if error is not None:
            self.action_refused.emit(error)
        if self.awaiting_human and not self._human_notified:
            self._schedule_next()
        elif self.awaiting_human:
            self._start_clock()

    def remote_stop(self) -> None:
        """The match at the network table is over, or the table is gone: nothing more is
        asked of anyone (the table keeps showing the last view)."""
        r = self._remote
        if r is None:
            return
        r.over, r.to_act, r.pending = True, (), False
        self._stop_clock()

    def _send_remote(self, action: Any) -> bool:
        """The human acts at a network table: the action goes to the server (True), unless
        one is on its way already or the seat has nothing to do (False)."""
        r = self._remote
        assert r is not None
        if action is None or r.pending or r.over or self._bottom not in r.to_act:
            return False
        r.pending = True
        self._stop_clock()
        r.link.send(action)
        return True

    def _schedule_remote(self) -> None:
        """The table is idle: the human's turn, if it is theirs (the other seats' moves
        come from the server)."""
        r = self._remote
        if r is None or not self._table_idle or r.over:
            return
        if self.awaiting_human and not self._human_notified:
            self._human_notified = True
            self.human_turn_started.emit(r.view)
            self._start_clock()


__all__ = ["RemoteMode", "RemoteTable"]
