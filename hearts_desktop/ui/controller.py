"""The game controller: owns the match state of any game (a ``core.game.Game``), takes each
seat's actions from its driver and applies them, and sends what happened out on one event
channel.

Seats and drivers
    Every seat has a driver: :class:`HumanDriver` (the player at this computer: actions
    come from :meth:`GameController.submit`), :class:`BotDriver` (a CPU player made with
    ``game.make_bot``, thinking in the worker thread so the window never freezes) and a
    driver of another program's own (it calls :meth:`GameController.submit_for` with the
    action its seat takes). The controller asks a driver to act only when the table is
    idle (the animator has played every event), so the game never runs ahead of what the
    player sees.

Longer than 600 lines: the one object every part of the window asks about the match (local
or at a network table), with undo, restart, hint and the move clock, which all decide on the
same state and the same pending work; split, each would need the others' internals.

Remote mode (a network table: :meth:`GameController.play_remote`)
    The authoritative state is on the server: the controller holds no state, only the
    bottom seat's view as the server sent it. The other seats get :class:`RemoteDriver`
    (their moves arrive with the server's events); the human's actions go out through the
    ``RemoteLink`` instead of being applied here. The server's events (already redacted
    for this seat) and views come in through :meth:`~GameController.remote_events` (on
    the same event channel, so the table, the sound board and the window react exactly as
    in a local game), a snapshot through :meth:`~GameController.remote_reset`, a refusal
    through :meth:`~GameController.remote_refused`, and the server's move timer drives
    the clock. Undo and restart are off; a hint is the bottom seat's own (from its view).

One event channel
    ``events_applied(events, view)``: every batch of events, *redacted for the bottom
    seat* (``game.redact``: another hand is never sent to the table), with the bottom
    seat's view after them. The sound board, the window and the autosave filter it; the
    animator is handed the batch right after (so every listener has seen it before the
    table plays it).

Undo, restart, hint and the move clock work through the ``Game`` protocol
    (``actions``, ``deal_start``, ``to_record``/``initial_state``, ``seats_to_act``) and a
    few questions to the game's presentation (:class:`PlayRules`): which actions may be
    taken back, how long the move clock runs, what a run-out clock plays, how a hint is
    found. Undo and restart rebuild the state from the record, as every load and replay
    does; all three mark the match as assisted (a hint once it is given).
"""

from __future__ import annotations

import dataclasses
import logging
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QTimer, Signal

from .drivers import (
    BotDriver,
    HumanDriver,
    PlainRules,
    PlayRules,
    RemoteDriver,
    RemoteLink,
    SeatDriver,
    SeatPlayer,
)
from .remote_mode import RemoteMode, RemoteTable
from .table.speeds import Speed
from .worker import Worker, shared_worker

if TYPE_CHECKING:
    from ..core.game import Bot, Game

log = logging.getLogger(__name__)

SEED_MASK = (1 << 63) - 1


# --------------------------------------------------------------------------- controller


class GameController(QObject, RemoteMode):
    match_started = Signal(object)
    """A new match: the bottom seat's view (the table sets itself up)."""
    events_applied = Signal(object, object)
    """The one event channel: (tuple of events redacted for the bottom seat, the bottom
    seat's view after them)."""
    state_reset = Signal(object)
    """Undo, restart or a loaded state: show this view at once."""
    human_turn_started = Signal(object)
    """The human must act and the table is idle: their view."""
    action_refused = Signal(object)
    """The engine refused the human's action: the ``IllegalActionError``."""
    hint_found = Signal(object)
    """A hint (``action``, ``reason``) for the human, or an exception."""
    undo_changed = Signal(bool)
    assisted_changed = Signal(bool)
    clock_ticked = Signal(int)
    """Seconds left on the human's move clock; -1 when no clock runs."""
    bot_failed = Signal(str)

    def __init__(self, parent: QObject | None = None, *, game: Game | None = None,
                 worker: Worker | None = None,
                 play_rules: Callable[[str], PlayRules] | None = None) -> None:
        """``play_rules(name)``: the ``PlayRules`` of game ``name`` (the window passes its
        games' presentations, ``ui.games.presentation``); without it no action is taken
        back, no clock runs and a hint is the hard bot's move."""
        super().__init__(parent)
        self._game: Game | None = game
        self._play: PlayRules | None = None
        self._play_rules_of = play_rules
        self._worker_override = worker
        self._state: Any = None
        self._players: list[SeatPlayer] = []
        self._drivers: dict[int, SeatDriver] = {}
        """The drivers of the seats played at this computer (and later remote ones)."""
        self._bots: dict[int, BotDriver] = {}
        self._humans: set[int] = set()
        self._bottom = 0
        self._hint_token = 0
        self._hinting = False
        self._table_idle = True
        self._animator: Any = None
        self._human_notified = False
        self._undo_point: int | None = None
        self._assisted = False
        self.speed = Speed.NORMAL
        self._clock = QTimer(self)
        self._clock.setInterval(1000)
        self._clock.timeout.connect(self._on_clock_timeout)
        self._clock_left = -1
        self.seed = 0
        self._remote: RemoteTable | None = None

    # ------------------------------------------------------------------ wiring
    def attach_animator(self, animator: Any) -> None:
        """Play every batch of events through ``animator`` (``enqueue``, ``reset``,
        ``finish``, signal ``idle``), after the event channel's listeners have seen it."""
        self._animator = animator
        animator.idle.connect(self._on_animator_idle)

    def set_speed(self, speed: str) -> None:
        self.speed = Speed(speed)

    @property
    def worker(self) -> Worker:
        return self._worker_override or shared_worker()

    # ------------------------------------------------------------------ properties
    @property
    def game(self) -> Game:
        """The game being played (Hearts until a match of another game starts)."""
        if self._game is None:
            from ..games import GAMES, get_game

            self._game = get_game(GAMES[0])
        return self._game

    @property
    def play_rules(self) -> PlayRules:
        if self._play is None:
            try:
                self._play = (self._play_rules_of(self.game.name)
                              if self._play_rules_of is not None else PlainRules())
            except KeyError:
                self._play = PlainRules()
        return self._play

    @property
    def state(self) -> Any:
        """The full state of a local match (None in remote mode: the server holds it)."""
        return self._state

    @property
    def remote(self) -> bool:
        """A network table's match is on the table (see :meth:`play_remote`)."""
        return self._remote is not None

    @property
    def rules(self) -> Any:
        """The rules of the match on the table (None before any)."""
        if self._remote is not None:
            return self._remote.rules
        return self.game.rules_of(self._state) if self._state is not None else None

    @property
    def human_seat(self) -> int:
        """The seat shown at the bottom (the human's; seat 0 when the CPU plays all)."""
        return self._bottom

    @property
    def humans(self) -> frozenset[int]:
        return frozenset(self._humans)

    @property
    def players(self) -> tuple[SeatPlayer, ...]:
        return tuple(self._players)

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(p.name for p in self._players)

    def driver(self, seat: int) -> SeatDriver | None:
        """Who acts for ``seat`` (None: a CPU seat that has not moved yet)."""
        return self._drivers.get(seat) or self._bots.get(seat)

    def rename_players(self, names: Sequence[str]) -> None:
        """Show the players under other names (a language switch); nothing else changes."""
        if len(names) == len(self._players):
            self._players = [dataclasses.replace(p, name=n)
                             for p, n in zip(self._players, names, strict=True)]

    @property
    def view(self) -> Any:
        """The bottom seat's view of the current state."""
        if self._remote is not None:
            return self._remote.view
        if self._state is None:
            return None
        return self.game.seat_view(self._state, self._bottom)

    @property
    def assisted(self) -> bool:
        """True once the computer helped the human in this match: a move taken back
        (undo), a hand dealt again (restart) or a hint given. Saved with the match (the
        autosave, the history) and shown as "Assisted" (``ui.history.assisted_text``)."""
        return self._assisted

    @property
    def table_idle(self) -> bool:
        return self._table_idle

    @property
    def awaiting_human(self) -> bool:
        """The human must act now and the table shows the current state."""
        r = self._remote
        if r is not None:
            return (self._table_idle and not r.over and not r.pending
                    and self._bottom in r.to_act)
        st = self._state
        return (st is not None and self._table_idle and self._bottom in self._humans
                and self._bottom in self.game.seats_to_act(st))

    @property
    def is_over(self) -> bool:
        if self._remote is not None:
            return self._remote.over
        return self._state is not None and self.game.is_over(self._state)

    @property
    def can_undo(self) -> bool:
        st = self._state
        return (st is not None and self._undo_point is not None
                and len(self.game.actions(st)) == self._undo_point + 1
                and not self.game.is_over(st))

    @property
    def can_restart_hand(self) -> bool:
        st = self._state
        return (st is not None and self.game.seed_of(st) is not None
                and not self.game.is_over(st))

    # ------------------------------------------------------------------ a new match
    def new_match(self, rules: Any, seed: int, players: Sequence[SeatPlayer], *,
                  game: Game | None = None) -> None:
        """Start a match of ``game`` (default: the game played last): ``players`` in seat
        order (the first human sits at the bottom)."""
        self._set_game(game)
        g = self.game
        if len(players) != g.players(rules):
            raise ValueError(f"{g.players(rules)} players need {g.players(rules)} seats")
        self._cancel_pending()
        self._remote = None
        self.seed = seed & SEED_MASK
        self._seat(players)
        self._state = g.new_match(rules, self.seed)
        self._undo_point = None
        self._set_assisted(False)
        self.undo_changed.emit(False)
        self._table_idle = True
        self._human_notified = True  # the human's turn comes once the deal has been shown
        self.match_started.emit(self.view)
        self._emit_events(g.first_events(self._state))

    def load_state(self, state: Any, players: Sequence[SeatPlayer], *,
                   assisted: bool = False, game: Game | None = None) -> None:
        """Continue from ``state`` (a set-up hand, a loaded game): the table shows it at
        once and play goes on from there. ``assisted``: undo, restart or hint were used
        earlier in this match (a resumed game)."""
        self._set_game(game)
        g = self.game
        count = g.players(g.rules_of(state))
        if len(players) != count:
            raise ValueError(f"{count} players need {count} seats")
        self._cancel_pending()
        self._remote = None
        self.seed = (g.seed_of(state) or 0) & SEED_MASK
        self._seat(players)
        self._state = state
        self._set_assisted(assisted)
        self.match_started.emit(self.view)
        self._reset_state(state)

    def _set_game(self, game: Game | None) -> None:
        if game is not None and game is not self._game:
            self._game = game
            self._play = None

    def _seat(self, players: Sequence[SeatPlayer]) -> None:
        for bot in self._bots.values():
            bot.dispose()
        self._players = list(players)
        self._humans = {i for i, p in enumerate(players) if p.human}
        self._bottom = min(self._humans) if self._humans else 0
        self._drivers = {i: HumanDriver() for i in self._humans}
        self._bots = {}  # made when first needed: the bots load after the first paint

    def set_driver(self, seat: int, driver: SeatDriver) -> None:
        """Let ``driver`` act for ``seat`` from now on (a remote player: its ``act`` is
        called when the seat must act and the table is idle, and it answers with
        :meth:`submit_for`). Made after ``new_match``/``load_state``, which seat the
        players given."""
        old = self._drivers.get(seat) or self._bots.pop(seat, None)
        if old is not None:
            old.dispose()
        self._drivers[seat] = driver

    def _driver_for(self, seat: int) -> BotDriver:
        """The CPU driver of ``seat`` (made at its first move). A human seat the engine
        handed to a computer gets one too."""
        driver = self._bots.get(seat)
        if driver is None:
            player = (self._players[seat] if seat < len(self._players)
                      and not self._players[seat].human else SeatPlayer("", bot_kind="normal"))
            driver = self._bots[seat] = BotDriver(self._make_bot(player, seat), self.worker,
                                                        self)
        return driver

    def _seat_levels(self) -> tuple[str | None, ...]:
        """Who sits at the table as the players see it: each CPU seat's level (or its
        opponent's key, which plays at its own level), None for a human."""
        return tuple(None if p.human else (p.level or p.bot_kind) for p in self._players)

    def _make_bot(self, player: SeatPlayer, seat: int) -> Bot:
        seed = (self.seed * 1000 + seat) & SEED_MASK
        g = self.game
        try:
            return g.make_bot(player.bot_kind, seed, level=player.level,
                              seat_levels=self._seat_levels())
        except (ImportError, ValueError) as exc:
            log.warning("CPU player %r not available (%s); using a normal one",
                        player.bot_kind, exc)
        try:
            return g.make_bot("normal", seed)
        except (ImportError, ValueError):  # pragma: no cover - the bots are broken
            return g.make_bot("random", seed)

    # ------------------------------------------------------------------ human actions
    def submit(self, action: Any) -> bool:
        """The human at the bottom seat takes ``action``; False (and ``action_refused``)
        when the engine says no."""
        if self._remote is not None:
            return self._send_remote(action)
        st = self._state
        if st is None or self._bottom not in self._humans:
            return False
        if not self._table_idle and self._animator is not None \
                and len(self.game.seats_to_act(st)) <= 1:
            # the table is still showing earlier moves: bring it up to date first (not
            # while several seats act at once, as when cards are passed)
            self._animator.finish()
        undo_point = (len(self.game.actions(st)) if self.play_rules.undoable(action)
                      else None)
        return self._apply(action, by_human=True, undo_point=undo_point)

    def submit_for(self, seat: int, action: Any) -> bool:
        """A seat's driver other than this computer's human (a remote player) acts."""
        del seat  # the action names its seat; the engine checks it is that seat's turn
        if self._remote is not None:
            return False  # the server applies every seat's actions
        return self._apply(action, by_human=False)

    def timeout(self) -> bool:
        """The human's move clock ran out: the engine plays for the seat."""
        st = self._state
        if st is None or self.play_rules.move_seconds(self.game.rules_of(st)) is None \
                or self._bottom not in self.game.seats_to_act(st):
            return False
        return self._apply(self.play_rules.timeout_action(self._bottom), by_human=False)

    # ------------------------------------------------------------------ undo / restart
    def _replayed(self, actions: Sequence[Any]) -> Any:
        """The match from its start (rules, seed or deal) with ``actions`` applied."""
        g = self.game
        state = g.initial_state(g.to_record(self._state))
        for action in actions:
            state, _ = g.apply(state, action)
        return state

    def undo(self) -> bool:
        """Take back the human's last action (only while nobody has acted after it)."""
        st = self._state
        if st is None or not self.can_undo:
            return False
        self._reset_state(self._replayed(self.game.actions(st)[:-1]))
        self._set_assisted(True)
        return True

    def restart_hand(self) -> bool:
        """Deal this hand again, exactly as it was dealt."""
        st = self._state
        if st is None or not self.can_restart_hand:
            return False
        g = self.game
        new = self._replayed(g.actions(st)[: g.deal_start(st)])
        self._reset_state(new, deal_follows=True)
        self._set_assisted(True)
        self._emit_events(g.first_events(new))
        return True

    def _reset_state(self, state: Any, *, deal_follows: bool = False) -> None:
        """Show ``state`` at once. With ``deal_follows`` the caller animates the deal next,
        and the human's turn is announced only after it (as for a new match)."""
        self._cancel_pending()
        self._state = state
        self._show_at_once(deal_follows=deal_follows)

    def _show_at_once(self, *, deal_follows: bool = False) -> None:
        self._undo_point = None
        self.undo_changed.emit(False)
        self._table_idle = True
        self._human_notified = deal_follows
        self.state_reset.emit(self.view)
        if self._animator is not None:
            self._animator.reset(self.view)
        else:
            self._schedule_next()

    def _set_assisted(self, on: bool) -> None:
        if on != self._assisted:
            self._assisted = on
            self.assisted_changed.emit(on)

    # ------------------------------------------------------------------ hint
    def request_hint(self) -> bool:
        """Ask for the human's best move (in the worker thread); answers with
        ``hint_found``."""
        r, st = self._remote, self._state
        if r is not None:
            if r.over or self._bottom not in r.to_act or self._hinting:
                return False
            seed = (r.step * 7919 + self._bottom) & SEED_MASK
        else:
            if st is None or self._bottom not in self.game.seats_to_act(st) or self._hinting:
                return False
            seed = (self.seed * 7919 + len(self.game.actions(st))) & SEED_MASK
        view = self.view
        self._hinting = True
        token = self._hint_token
        asked = self._own_moves()
        play, game = self.play_rules, self.game
        levels = () if r is not None else self._seat_levels()  # a network table: unknown

        def think() -> Any:
            return play.hint(game, view, seed, levels)

        def answered(result: Any, _seconds: float) -> None:
            if token != self._hint_token:
                return
            self._hinting = False
            if not self._hint_fits(result, asked):
                return  # the turn is over: a hint for it would mislead
            if not isinstance(result, BaseException):
                self._set_assisted(True)  # help from the computer, as a move taken back
            self.hint_found.emit(result)

        self.worker.start(think, answered, owner=self)
        return True

    def _own_moves(self) -> int:
        """How many actions the bottom seat has taken in this match (a local one)."""
        st = self._state
        if st is None:
            return 0
        return sum(1 for a in self.game.actions(st) if getattr(a, "seat", None) == self._bottom)

    def _hint_fits(self, result: Any, asked: int) -> bool:
        """A hint answered now is still for the present turn: the bottom seat is still to
        act and has not acted since it asked (the others may have: they pass at the same
        time), and at a network table the hinted action is still allowed."""
        r, st = self._remote, self._state
        if r is not None:
            if r.over or self._bottom not in r.to_act:
                return False
            action = getattr(result, "action", None)
            legal = getattr(r.view, "legal", None)
            return action is None or legal is None or action in legal
        if st is None or self._bottom not in self.game.seats_to_act(st):
            return False
        return self._own_moves() == asked

    # ------------------------------------------------------------------ the engine
    def _apply(self, action: Any, *, by_human: bool, undo_point: int | None = None) -> bool:
        st = self._state
        if st is None or action is None:
            return False
        from ..core.errors import IllegalActionError

        try:
            state, events = self.game.apply(st, action)
        except IllegalActionError as exc:
            if by_human:
                self.action_refused.emit(exc)
            else:
                log.warning("refused action %r: %s", action, exc)
            return False
        self._state = state
        self._stop_clock()
        self._human_notified = False
        self._undo_point = undo_point
        self._emit_events(events)
        return True

    def _emit_events(self, events: Sequence[Any]) -> None:
        g, bottom = self.game, self._bottom
        shown = []
        for ev in events:
            seen = g.redact(ev, bottom)
            if seen is not None:
                shown.append(seen)
        self._emit_batch(tuple(shown), self.view)

    def _emit_batch(self, batch: tuple[Any, ...], view: Any) -> None:
        self._human_notified = False  # the window switches input off for every batch
        if self._animator is not None:
            self._table_idle = False
        self.events_applied.emit(batch, view)
        if self._animator is not None:
            self._animator.enqueue(batch, view)
        else:
            QTimer.singleShot(0, self, self._schedule_next)
        self.undo_changed.emit(self.can_undo)

    def _on_animator_idle(self) -> None:
        self._table_idle = True
        self._schedule_next()

    def _schedule_next(self) -> None:
        if self._remote is not None:
            self._schedule_remote()
            return
        st = self._state
        if st is None or not self._table_idle or self.game.is_over(st):
            return
        acting = self.game.seats_to_act(st)
        for seat in acting:  # seats other drivers play (remote players): told each time
            driver = self._drivers.get(seat)
            if driver is not None and not driver.human:
                driver.act(self, seat, self.game.seat_view(st, seat))
        bots = [s for s in acting if s not in self._humans and s not in self._drivers]
        if bots and not any(d.busy for d in self._bots.values()):
            seat = bots[0]
            self._driver_for(seat).act(self, seat, self.game.seat_view(st, seat))
        if self._bottom in acting and self._bottom in self._humans and not self._human_notified:
            self._human_notified = True
            self.human_turn_started.emit(self.view)
            self._start_clock()

    def bot_answered(self, seat: int, result: Any) -> None:
        """A CPU driver's answer for ``seat`` (see ``drivers.DriverHost``)."""
        st = self._state
        if st is None:
            return
        if isinstance(result, Exception):
            log.error("CPU player of seat %d failed: %r", seat, result)
            self.bot_failed.emit(f"{type(result).__name__}: {result}")
            result = self._fallback_action(seat)
        if result is None or not self._apply(result, by_human=False):
            # the position changed while it thought (or it answered nonsense): ask again
            QTimer.singleShot(0, self, self._schedule_next)

    def _fallback_action(self, seat: int) -> Any:
        """A random legal action for ``seat`` (its CPU player failed)."""
        g, st = self.game, self._state
        legal = g.legal_actions(st, seat)
        if not legal:
            return None
        try:
            return g.make_bot("random", self.seed + seat).choose(g.seat_view(st, seat))
        except (ImportError, ValueError):
            from ..core.rng import Stream

            return Stream(self.seed + seat).choice(legal)

    def _cancel_pending(self) -> None:
        for driver in (*self._drivers.values(), *self._bots.values()):
            driver.cancel()
        self._hint_token += 1
        self._hinting = False
        self._stop_clock()

    # ------------------------------------------------------------------ move clock
    def _start_clock(self) -> None:
        st, r = self._state, self._remote
        if r is not None:
            seconds = r.clock_seconds()
        else:
            seconds = (self.play_rules.move_seconds(self.game.rules_of(st))
                       if st is not None else None)
        if seconds is None:
            return
        self._clock_left = seconds
        self.clock_ticked.emit(self._clock_left)
        self._clock.start()

    def _stop_clock(self) -> None:
        if self._clock.isActive() or self._clock_left >= 0:
            self._clock.stop()
            self._clock_left = -1
            self.clock_ticked.emit(-1)

    def _on_clock_timeout(self) -> None:
        self._clock_left -= 1
        if self._clock_left > 0:
            self.clock_ticked.emit(self._clock_left)
            return
        self._stop_clock()
        self.timeout()

    def shutdown(self) -> None:
        """Forget pending CPU moves (the window is closing)."""
        self._cancel_pending()


__all__ = ["BotDriver", "GameController", "HumanDriver", "PlayRules", "RemoteDriver",
           "RemoteLink", "SeatDriver", "SeatPlayer"]
