"""The game controller: owns the match state, routes the human's input and the CPU players'
moves to ``engine.apply``, and re-emits the engine's events as Qt signals.

CPU players think in a ``QThreadPool`` (the window never freezes, whatever a bot's budget);
their answer comes back through a queued signal. The controller asks for the next CPU move
only when the table is idle (the animator has played every event), so the game never runs
ahead of what the player sees.

Undo takes back the human's last card while no CPU has played after it; restart replays
the record up to the start of the hand (the same deal). Both rebuild the state from the
record, as every load and replay does, and mark the game as assisted.
"""

from __future__ import annotations

import dataclasses
import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from time import perf_counter
from typing import TYPE_CHECKING, Any, ClassVar

from PySide6.QtCore import QObject, QRunnable, QThreadPool, QTimer, Signal

from ..games.hearts import (
    Action,
    Card,
    CardPlayed,
    CardsDealt,
    CardsPassed,
    ChooseMoon,
    ChoosePass,
    Event,
    HandScored,
    HeartsBroken,
    IllegalActionError,
    MatchOver,
    MatchState,
    MoonShot,
    PassCards,
    Phase,
    PlayCard,
    QueenOfSpadesPlayed,
    Rules,
    SeatView,
    Timeout,
    TrickWon,
    apply,
    first_events,
    initial_state,
    new_match,
    replay,
    seat_view,
    seats_to_act,
    to_record,
)
from .table.speeds import Speed, Step, duration

if TYPE_CHECKING:
    from ..games.hearts.bots import Bot, Hint

log = logging.getLogger(__name__)

SEED_MASK = (1 << 63) - 1


@dataclass(frozen=True)
class SeatPlayer:
    """Who plays a seat: the human, or a CPU player made by ``ai.make_bot(kind, level=)``."""

    name: str
    human: bool = False
    bot_kind: str = "normal"
    """"easy", "normal", "hard", "random" or a roster opponent's key."""
    level: str | None = None
    """Overrides the opponent's own level."""


class _Relay(QObject):
    """Lives in the GUI thread; worker threads emit through it (queued connections)."""

    finished = Signal(int, str, object, float)
    """token, kind ("bot"/"hint"), result (an action, a Hint or an exception), seconds."""


class _Task(QRunnable):
    def __init__(self, relay: _Relay, token: int, kind: str, fn: Callable[[], object]) -> None:
        super().__init__()
        self.setAutoDelete(True)
        self._relay, self._token, self._kind, self._fn = relay, token, kind, fn

    def run(self) -> None:
        start = perf_counter()
        try:
            result = self._fn()
        except Exception as exc:  # reported to the GUI thread, never lost in the pool
            result = exc
        self._relay.finished.emit(self._token, self._kind, result, perf_counter() - start)


class GameController(QObject):
    match_started = Signal(object)
    """A new match: the human seat's ``SeatView`` (the table sets itself up)."""
    events_applied = Signal(object, object)
    """(tuple of events, the human seat's ``SeatView`` after them): for the animator."""
    state_reset = Signal(object)
    """Undo or restart rebuilt the state: show this ``SeatView`` at once."""
    event_emitted = Signal(object)
    """Every engine event, one by one (the sound layer, logs)."""
    cards_dealt = Signal(object)
    cards_passed = Signal(object)
    card_played = Signal(object)
    hearts_broken = Signal(object)
    queen_of_spades_played = Signal(object)
    trick_won = Signal(object)
    moon_shot = Signal(object)
    hand_scored = Signal(object)
    match_over = Signal(object)
    human_turn_started = Signal(object)
    """The human must act and the table is idle: their ``SeatView``."""
    action_refused = Signal(object)
    """The engine refused the human's action: the ``IllegalActionError``."""
    hint_found = Signal(object)
    """A ``Hint`` for the human, or an exception when none could be computed."""
    undo_changed = Signal(bool)
    assisted_changed = Signal(bool)
    clock_ticked = Signal(int)
    """Seconds left on the human's move clock; -1 when no clock runs."""
    bot_failed = Signal(str)

    _TYPED: ClassVar[dict[type, str]] = {
        CardsDealt: "cards_dealt", CardsPassed: "cards_passed", CardPlayed: "card_played",
        HeartsBroken: "hearts_broken", QueenOfSpadesPlayed: "queen_of_spades_played",
        TrickWon: "trick_won", MoonShot: "moon_shot", HandScored: "hand_scored",
        MatchOver: "match_over",
    }

    def __init__(self, parent: QObject | None = None, *,
                 pool: QThreadPool | None = None) -> None:
        super().__init__(parent)
        self._pool = pool or QThreadPool.globalInstance()
        self._relay = _Relay(self)
        self._relay.finished.connect(self._on_relay_finished)
        self._state: MatchState | None = None
        self._players: list[SeatPlayer] = []
        self._humans: set[int] = set()
        self._bottom = 0
        self._bots: dict[int, Bot] = {}
        self._token = 0
        self._pending: tuple[int, int] | None = None
        """(token, seat) of the CPU move being computed or waiting to be applied."""
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

    # ------------------------------------------------------------------ wiring
    def attach_animator(self, animator: Any) -> None:
        """Play events through ``animator`` (``enqueue``, ``reset``, ``idle``, ``busy``)."""
        self._animator = animator
        self.events_applied.connect(animator.enqueue)
        animator.idle.connect(self._on_animator_idle)

    def set_speed(self, speed: str) -> None:
        self.speed = Speed(speed)

    # ------------------------------------------------------------------ properties
    @property
    def state(self) -> MatchState | None:
        return self._state

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

    def rename_players(self, names: Sequence[str]) -> None:
        """Show the players under other names (a language switch); nothing else changes."""
        if len(names) == len(self._players):
            self._players = [dataclasses.replace(p, name=n)
                             for p, n in zip(self._players, names, strict=True)]

    @property
    def view(self) -> SeatView | None:
        if self._state is None:
            return None
        return seat_view(self._state, self._bottom)

    @property
    def assisted(self) -> bool:
        """True once undo or restart was used in this match."""
        return self._assisted

    @property
    def table_idle(self) -> bool:
        return self._table_idle

    @property
    def awaiting_human(self) -> bool:
        """The human must act now and the table shows the current state."""
        st = self._state
        return (st is not None and self._table_idle and self._bottom in self._humans
                and self._bottom in seats_to_act(st))

    @property
    def is_over(self) -> bool:
        return self._state is not None and self._state.phase is Phase.MATCH_OVER

    @property
    def can_undo(self) -> bool:
        st = self._state
        return (st is not None and self._undo_point is not None
                and len(st.actions) == self._undo_point + 1
                and st.phase is not Phase.MATCH_OVER)

    @property
    def can_restart_hand(self) -> bool:
        st = self._state
        return st is not None and st.seed is not None and st.phase is not Phase.MATCH_OVER

    # ------------------------------------------------------------------ a new match
    def new_match(self, rules: Rules, seed: int, players: Sequence[SeatPlayer]) -> None:
        """Start a match: ``players`` in seat order (the first human sits at the bottom)."""
        if len(players) != rules.players:
            raise ValueError(f"{rules.players} players need {rules.players} seats")
        self._cancel_pending()
        self.seed = seed & SEED_MASK
        self._players = list(players)
        self._humans = {i for i, p in enumerate(players) if p.human}
        self._bottom = min(self._humans) if self._humans else 0
        self._bots = {}  # made when first needed: the ai package loads after the first paint
        self._state = new_match(rules, self.seed)
        self._undo_point = None
        self._set_assisted(False)
        self.undo_changed.emit(False)
        self._table_idle = True
        self._human_notified = True  # the human's turn comes once the deal has been shown
        self.match_started.emit(self.view)
        self._emit_events(first_events(self._state))

    def load_state(self, state: MatchState, players: Sequence[SeatPlayer], *,
                   assisted: bool = False) -> None:
        """Continue from ``state`` (a hand set up with ``engine.start_hand``, a loaded game):
        the table shows it at once and play goes on from there. ``assisted``: undo, restart
        or hint were used earlier in this match (a resumed game)."""
        if len(players) != state.players:
            raise ValueError(f"{state.players} players need {state.players} seats")
        self._cancel_pending()
        self.seed = (state.seed or 0) & SEED_MASK
        self._players = list(players)
        self._humans = {i for i, p in enumerate(players) if p.human}
        self._bottom = min(self._humans) if self._humans else 0
        self._bots = {}
        self._state = state
        self._set_assisted(assisted)
        self.match_started.emit(self.view)
        self._reset_state(state)

    def _make_bot(self, player: SeatPlayer, seat: int) -> Bot:
        from ..games.hearts.bots import RandomBot, make_bot

        seed = (self.seed * 1000 + seat) & SEED_MASK
        try:
            return make_bot(player.bot_kind, seed, level=player.level)
        except (ImportError, ValueError) as exc:
            log.warning("CPU player %r not available (%s); using a normal one",
                        player.bot_kind, exc)
        try:
            return make_bot("normal", seed)
        except (ImportError, ValueError):  # pragma: no cover - the ai package is broken
            return RandomBot(seed)

    # ------------------------------------------------------------------ human actions
    def play_card(self, card: Card | str) -> bool:
        """The human plays ``card``; False (and ``action_refused``) when the engine says no."""
        return self._human_action(PlayCard(self._bottom, Card.parse(card)))

    def pass_cards(self, cards: Sequence[Card | str]) -> bool:
        return self._human_action(PassCards(self._bottom, tuple(Card.parse(c) for c in cards)))

    def choose_moon(self, option: str) -> bool:
        return self._human_action(ChooseMoon(self._bottom, option))

    def choose_pass(self, scheme: Sequence[tuple[int, int]]) -> bool:
        return self._human_action(ChoosePass(self._bottom, tuple(scheme)))

    def _human_action(self, action: Action) -> bool:
        st = self._state
        if st is None or self._bottom not in self._humans:
            return False
        if (not self._table_idle and not isinstance(action, PassCards)
                and self._animator is not None):
            # the table is still showing earlier moves: bring it up to date first
            self._animator.finish()
        undo_point = len(st.actions) if isinstance(action, PlayCard) else None
        return self._apply(action, by_human=True, undo_point=undo_point)

    def timeout(self) -> bool:
        """The human's move clock ran out: the engine plays a random legal move."""
        st = self._state
        if st is None or st.rules.move_timer is None or self._bottom not in seats_to_act(st):
            return False
        return self._apply(Timeout(self._bottom), by_human=False)

    # ------------------------------------------------------------------ undo / restart
    def undo(self) -> bool:
        """Take back the human's last card (only while no CPU has played after it)."""
        st = self._state
        if st is None or not self.can_undo:
            return False
        record = dataclasses.replace(to_record(st), actions=st.actions[:-1])
        self._reset_state(replay(record))
        self._set_assisted(True)
        return True

    def restart_hand(self) -> bool:
        """Deal this hand again, exactly as it was dealt."""
        st = self._state
        if st is None or not self.can_restart_hand:
            return False
        record = to_record(st)
        s = initial_state(record)
        start = 0 if s.deal_number == st.deal_number else None
        for i, action in enumerate(record.actions):
            if start is not None:
                break
            s, _ = apply(s, action)
            if s.deal_number == st.deal_number:
                start = i + 1
        if start is None:  # pragma: no cover - the current deal always starts somewhere
            return False
        new = replay(dataclasses.replace(record, actions=st.actions[:start]))
        self._reset_state(new, deal_follows=True)
        self._set_assisted(True)
        self._emit_events(first_events(new))
        return True

    def _reset_state(self, state: MatchState, *, deal_follows: bool = False) -> None:
        """Show ``state`` at once. With ``deal_follows`` the caller animates the deal next,
        and the human's turn is announced only after it (as for a new match)."""
        self._cancel_pending()
        self._state = state
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
        """Ask the Hard player what the human should do; answers with ``hint_found``."""
        st = self._state
        if st is None or self._bottom not in seats_to_act(st) or self._hinting:
            return False
        view = seat_view(st, self._bottom)
        seed = (self.seed * 7919 + len(st.actions)) & SEED_MASK
        self._hinting = True

        from ..games.hearts.bots import Hint, hint, make_bot

        def compute() -> Hint:
            try:
                return hint(view, seed=seed, budget_ms=600)
            except ImportError:
                bot = make_bot("normal", seed)
                return Hint(bot.choose(view), "")

        self._pool.start(_Task(self._relay, self._token, "hint", compute))
        return True

    # ------------------------------------------------------------------ the engine
    def _apply(self, action: Action, *, by_human: bool, undo_point: int | None = None) -> bool:
        st = self._state
        if st is None:
            return False
        try:
            state, events = apply(st, action)
        except IllegalActionError as exc:
            if by_human:
                self.action_refused.emit(exc)
            else:
                log.warning("refused CPU action %r: %s", action, exc)
            return False
        self._state = state
        self._stop_clock()
        self._human_notified = False
        self._undo_point = undo_point
        self._emit_events(events)
        return True

    def _emit_events(self, events: Sequence[Event]) -> None:
        self._human_notified = False  # the window switches input off for every batch
        for ev in events:
            self.event_emitted.emit(ev)
            name = self._TYPED.get(type(ev))
            if name is not None:
                getattr(self, name).emit(ev)
        if self._animator is not None:
            self._table_idle = False
            self.events_applied.emit(tuple(events), self.view)
        else:
            self.events_applied.emit(tuple(events), self.view)
            QTimer.singleShot(0, self._schedule_next)
        self.undo_changed.emit(self.can_undo)

    def _on_animator_idle(self) -> None:
        self._table_idle = True
        self._schedule_next()

    def _schedule_next(self) -> None:
        st = self._state
        if st is None or not self._table_idle or st.phase is Phase.MATCH_OVER:
            return
        acting = seats_to_act(st)
        bots = [s for s in acting if s not in self._humans]
        if bots and self._pending is None:
            self._start_bot(bots[0])
        if self._bottom in acting and self._bottom in self._humans and not self._human_notified:
            self._human_notified = True
            self.human_turn_started.emit(self.view)
            self._start_clock()

    def _start_bot(self, seat: int) -> None:
        st = self._state
        assert st is not None
        view = seat_view(st, seat)
        bot = self._bots.get(seat)
        if bot is None:
            # a CPU seat's first move, or a human seat the engine handed to a computer
            player = (self._players[seat] if seat < len(self._players)
                      and not self._players[seat].human else SeatPlayer("", bot_kind="normal"))
            bot = self._bots[seat] = self._make_bot(player, seat)
        self._pending = (self._token, seat)
        chosen_by: Bot = bot

        def compute() -> Action:
            return chosen_by.choose(view)

        self._pool.start(_Task(self._relay, self._token, "bot", compute))

    def _on_relay_finished(self, token: int, kind: str, result: object, seconds: float) -> None:
        if kind == "hint":
            self._hinting = False
            if token == self._token:
                self.hint_found.emit(result)
            return
        if token != self._token or self._pending is None:
            return
        seat = self._pending[1]
        st = self._state
        assert st is not None
        if isinstance(result, Exception):
            log.error("CPU player of seat %d failed: %r", seat, result)
            self.bot_failed.emit(f"{type(result).__name__}: {result}")
            from ..games.hearts.bots import RandomBot

            view = seat_view(st, seat)
            result = RandomBot(self.seed + seat).choose(view) if view.legal else None
        think = duration(Step.BOT_THINK, self.speed) - round(seconds * 1000)
        if think > 0:
            QTimer.singleShot(think, lambda: self._apply_bot(token, seat, result))
        else:
            self._apply_bot(token, seat, result)

    def _apply_bot(self, token: int, seat: int, action: object) -> None:
        if token != self._token:
            return
        self._pending = None
        if action is None or not self._apply(action, by_human=False):  # type: ignore[arg-type]
            # the position changed while it thought (or it answered nonsense): ask again
            QTimer.singleShot(0, self._schedule_next)

    def _cancel_pending(self) -> None:
        self._token += 1
        self._pending = None
        self._hinting = False
        self._stop_clock()

    # ------------------------------------------------------------------ move clock
    def _start_clock(self) -> None:
        st = self._state
        if st is None or st.rules.move_timer is None:
            return
        self._clock_left = st.rules.move_timer
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
        """Forget pending CPU moves (the window is closing) and wait briefly for threads."""
        self._cancel_pending()
        self._pool.waitForDone(2000)
