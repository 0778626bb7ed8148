"""A network table's match on this window's table: ``RemoteMatch`` links a
``NetworkSession`` (the server's messages) to the ``GameController``'s remote mode.

* The first view of the match (the first ``GameUpdate``, or a snapshot when rejoining)
  puts the controller in remote mode (``play_remote``): the table seats the players, this
  player at the bottom.
* Every ``GameUpdate`` goes to ``remote_events`` (the same event channel and animation as a
  local game), a snapshot to ``remote_reset`` (shown at once), the server's move timer for
  this seat to the clock.
* The human's action goes out through :meth:`RemoteMatch.send` (the controller's
  ``RemoteLink``); a refusal comes back as the game's own ``IllegalActionError``, which
  the game's presentation words as for a local game.
* The plates name who sits where: "CPU for Anna" while a CPU player stands in for a person
  who dropped out, "Anna (away)" while the seat waits for them.
"""

from __future__ import annotations

import contextlib
import importlib
import logging
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal

from ...core.cards import Card, Suit
from ...core.errors import IllegalActionError
from ...games import get_game
from ..drivers import SeatPlayer
from .texts import away_name, standin_name

if TYPE_CHECKING:
    from ...core.game import Game
    from ...net.client import GameUpdate, MatchFinished, ServerError, TableSnapshot
    from ...net.protocol import TableInfo
    from ..controller import GameController
    from .session import NetworkSession

log = logging.getLogger(__name__)


def seat_names(table: TableInfo, seat: int | None, my_name: str) -> list[str]:
    """The name each plate shows, with the marks of a stand-in or an away player."""
    names = []
    for info in table.seats:
        name = my_name if info.seat == seat and my_name else info.name
        if info.kind == "person" and (info.standin or info.substituted):
            name = standin_name(name)
        elif info.kind == "person" and not info.connected and table.phase == "playing" \
                and info.seat != seat:
            name = away_name(name)
        names.append(name)
    return names


def refusal(game: Game, error: ServerError) -> Exception | None:
    """The server's refusal of an action as the game's own ``IllegalActionError`` (its
    ``Violation`` and the data its presentation words), or None when it is no rule's
    refusal (the session reports those)."""
    module = importlib.import_module(type(game).__module__.rpartition(".")[0])
    error_cls = getattr(module, "IllegalActionError", IllegalActionError)
    violation = getattr(module, "Violation", None)
    rule_text = error.rule if error.code == "illegal" else {
        "not_your_turn": "not_your_turn", "not_your_seat": "not_your_turn",
        "bad_action": "not_an_action", "not_started": "wrong_phase"}.get(error.code, "")
    if error.code == "illegal" and not rule_text:
        rule_text = "wrong_phase"  # a table event, which is the server's alone
    if not rule_text or violation is None:
        return None
    try:
        rule = violation(rule_text)
    except ValueError:  # a rule this program does not know: "not possible now"
        try:
            rule = violation("wrong_phase")
        except ValueError:
            return None
    return error_cls(rule, error.message, **_detail(error.detail))


def _detail(detail: dict[str, Any]) -> dict[str, Any]:
    """The refusal's data back in the values the presentations expect (cards, suits);
    anything else stays as the server sent it (it only explains the refusal)."""
    out: dict[str, Any] = {}
    for key, value in detail.items():
        if isinstance(value, str) and "card" in key:
            try:
                out[key] = Card.parse(value)
                continue
            except ValueError:
                pass
        if key.endswith("suit") and isinstance(value, int) and not isinstance(value, bool):
            try:
                out[key] = Suit(value)
                continue
            except ValueError:
                pass
        out[key] = value
    return out


class RemoteMatch(QObject):
    """The link between a seated session and the window's controller (module docstring)."""

    started = Signal()
    """The match is on the table (the lobby can close)."""
    names_changed = Signal(object)
    """The plates' names changed (a list, seat order)."""
    finished = Signal(object)
    """The match is over (``MatchFinished``: store it in the history)."""

    def __init__(self, session: NetworkSession, controller: GameController, my_name: str,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.controller = controller
        self.my_name = my_name
        self.game: Game | None = None
        self.playing = False
        """The controller plays this table's match."""
        self.over = False
        session.updated.connect(self._on_update)
        session.snapshot.connect(self._on_snapshot)
        session.seats_changed.connect(self._on_seats)
        session.finished.connect(self._on_finished)
        session.refused.connect(self._on_refused)

    def detach(self) -> None:
        """Stop following the session (the player left, or a local game began)."""
        for signal, slot in ((self.session.updated, self._on_update),
                             (self.session.snapshot, self._on_snapshot),
                             (self.session.seats_changed, self._on_seats),
                             (self.session.finished, self._on_finished),
                             (self.session.refused, self._on_refused)):
            with contextlib.suppress(RuntimeError, TypeError):
                signal.disconnect(slot)
        if self.playing and self.controller.remote:
            self.controller.remote_stop()
        self.playing = False

    # ------------------------------------------------------------------ RemoteLink
    def send(self, action: Any) -> None:
        self.session.act(action)

    # ------------------------------------------------------------------ the server's word
    def names(self) -> list[str]:
        table = self.session.table
        if table is None:
            return []
        return seat_names(table, self.session.seat, self.my_name)

    def _clock(self, timers: Any) -> float | None:
        seat = self.session.seat
        return next((t.remaining for t in timers if t.seat == seat), None)

    def _begin(self, view: Any, to_act: Any, step: int, *, deal_follows: bool) -> None:
        table, seat = self.session.table, self.session.seat
        assert table is not None and seat is not None
        game = get_game(table.game)
        self.game = game
        names = self.names()
        players = [SeatPlayer(n, human=i == seat, bot_kind="remote")
                   for i, n in enumerate(names)]
        rules = getattr(view, "rules", None)
        self.controller.play_remote(self, players, view, game=game, rules=rules,
                                    to_act=to_act, step=step, deal_follows=deal_follows)
        self.playing = True
        self.started.emit()

    def _on_update(self, update: GameUpdate) -> None:
        if self.over or update.view is None:
            return
        if not self.playing or not self.controller.remote:
            if self.playing:  # a local game replaced this one on the table
                return
            self._begin(update.view, update.to_act, update.step, deal_follows=True)
        self.controller.remote_events(update.events, update.view, update.to_act,
                                      step=update.step, clock=self._clock(update.timers),
                                      mine=update.ref != 0)

    def _on_snapshot(self, snap: TableSnapshot) -> None:
        if self.over or snap.view is None:
            return
        if not self.playing:
            self._begin(snap.view, snap.to_act, snap.step, deal_follows=False)
            return
        if self.controller.remote:
            self.controller.remote_reset(snap.view, snap.to_act, step=snap.step,
                                         clock=self._clock(snap.timers))

    def _on_seats(self, _table: TableInfo) -> None:
        if not self.playing or not self.controller.remote:
            return
        names = self.names()
        self.controller.rename_players(names)
        self.names_changed.emit(names)

    def refresh_names(self) -> None:
        """Say the plates' marks again (the language changed)."""
        self._on_seats(self.session.table)

    def _on_refused(self, error: ServerError | None) -> None:
        if not self.playing or not self.controller.remote:
            return
        exc = refusal(self.game, error) if error is not None and self.game else None
        if error is not None and exc is None:
            log.info("the server refused the action: %s", error)
        self.controller.remote_refused(exc)

    def _on_finished(self, finished: MatchFinished) -> None:
        if self.over:
            return
        self.over = True
        if self.playing and self.controller.remote:
            self.controller.remote_stop()
        self.finished.emit(finished)


__all__ = ["RemoteMatch", "refusal", "seat_names"]
