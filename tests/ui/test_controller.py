"""The controller over the ``Game`` protocol: any game, seat drivers, one event channel
redacted for the bottom seat, and CPU work that leaves nothing behind."""

from __future__ import annotations

import gc
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from pytestqt.qtbot import QtBot

from hearts_desktop.games.hearts import CardsDealt, CardsPassed, PassCards, Rules
from hearts_desktop.games.hearts.view import SeatView
from hearts_desktop.ui.controller import BotDriver, GameController, HumanDriver, SeatPlayer
from hearts_desktop.ui.drivers import SeatDriver
from hearts_desktop.ui.worker import Job

WAIT_MS = 30_000


def _live(kind: type) -> int:
    gc.collect()
    return sum(1 for o in gc.get_objects() if type(o) is kind)


def test_cpu_work_leaves_no_job_view_or_closure_behind(qtbot: QtBot) -> None:
    """Issue 17, item 17: every CPU move ran in a runnable that stayed referenced with its
    view and closure. Now a job drops both once it has run: after hundreds of moves no job
    and no seat view handed to a CPU player is alive."""
    ctrl = GameController()
    ctrl.set_speed("instant")
    rules = Rules.preset("classic").replace(end_threshold=100_000)
    ctrl.new_match(rules, 17, [SeatPlayer(f"CPU {i}", bot_kind="easy") for i in range(4)])
    qtbot.waitUntil(lambda: len(ctrl.state.actions) >= 60, timeout=WAIT_MS)
    early_views = _live(SeatView)
    qtbot.waitUntil(lambda: len(ctrl.state.actions) >= 400, timeout=WAIT_MS)
    ctrl.shutdown()
    worker = ctrl.worker
    qtbot.waitUntil(lambda: worker.pending == 0, timeout=WAIT_MS)
    assert _live(Job) == 0
    assert _live(SeatView) <= max(early_views, 1)
    assert all(isinstance(ctrl.driver(s), BotDriver) for s in range(4))


def test_events_reach_the_table_redacted_for_the_bottom_seat(qtbot: QtBot) -> None:
    ctrl = GameController()
    ctrl.set_speed("instant")
    batches: list[tuple[Any, ...]] = []
    ctrl.events_applied.connect(lambda events, _view: batches.append(events))
    players = [SeatPlayer("You", human=True),
               *(SeatPlayer(f"CPU {i}", bot_kind="easy") for i in (1, 2, 3))]
    ctrl.new_match(Rules.preset("classic"), 3, players)
    assert isinstance(ctrl.driver(0), HumanDriver)
    dealt = next(ev for b in batches for ev in b if isinstance(ev, CardsDealt))
    assert all(c is not None for c in dealt.hands[0])
    assert all(c is None for h in dealt.hands[1:] for c in h)
    qtbot.waitUntil(lambda: ctrl.awaiting_human, timeout=WAIT_MS)
    view = ctrl.view
    assert ctrl.submit(next(a for a in view.legal if isinstance(a, PassCards)))
    qtbot.waitUntil(lambda: any(isinstance(ev, CardsPassed) for b in batches for ev in b),
                    timeout=WAIT_MS)
    passed = next(ev for b in batches for ev in b if isinstance(ev, CardsPassed))
    for t in passed.transfers:
        mine = 0 in (t.giver, t.receiver)
        assert all((c is not None) == mine for c in t.cards)
    ctrl.shutdown()


def _seat_a_mixed_table(ctrl: GameController, qtbot: QtBot) -> None:
    """The human, a Hard player, Ben (a Normal roster opponent) and Iris raised to Expert;
    back when the human is to pass."""
    ctrl.set_speed("instant")
    players = [SeatPlayer("You", human=True), SeatPlayer("Hard", bot_kind="hard"),
               SeatPlayer("Ben", bot_kind="ben"), SeatPlayer("Iris", bot_kind="iris",
                                                           level="expert")]
    ctrl.new_match(Rules.preset("classic"), 3, players)
    qtbot.waitUntil(lambda: ctrl.awaiting_human, timeout=WAIT_MS)


def test_cpu_players_know_who_sits_at_the_table(qtbot: QtBot) -> None:
    """A Hard player is told each seat's player as the table shows it (the human: None; a
    roster opponent by its key or the level it was raised to), and models the Normal
    players' discards by it (``bots.hard.stopper_seats``)."""
    from hearts_desktop.games.hearts.bots.hard import HardBot

    ctrl = GameController()
    _seat_a_mixed_table(ctrl, qtbot)
    assert ctrl.submit(next(a for a in ctrl.view.legal if isinstance(a, PassCards)))
    qtbot.waitUntil(lambda: all(ctrl.driver(s) is not None for s in (1, 2, 3)),
                    timeout=WAIT_MS)
    driver = ctrl.driver(1)
    assert isinstance(driver, BotDriver) and isinstance(driver.bot, HardBot)
    assert driver.bot.seat_levels == (None, "hard", "normal", "expert")
    ctrl.shutdown()


def test_a_hint_is_given_with_the_levels_at_the_table(qtbot: QtBot) -> None:
    """The hint for the human's seat searches with the same model of the table as a CPU
    player there would (``PlayRules.hint(seat_levels=)``)."""
    asked: list[tuple[Any, ...]] = []

    class Play:
        def hint(self, game: Any, view: Any, seed: int,
                 seat_levels: Sequence[str | None] = ()) -> Any:
            asked.append(tuple(seat_levels))
            return None

        def __getattr__(self, name: str) -> Any:
            return getattr(presentation("hearts"), name)

    from hearts_desktop.ui.games import presentation

    ctrl = GameController(play_rules=lambda name: Play())  # type: ignore[arg-type, return-value]
    _seat_a_mixed_table(ctrl, qtbot)
    with qtbot.waitSignal(ctrl.hint_found, timeout=WAIT_MS):
        assert ctrl.request_hint()
    assert asked == [(None, "hard", "ben", "expert")]
    ctrl.shutdown()


# --------------------------------------------------------------------------- any game


@dataclass(frozen=True)
class CountState:
    players: int
    target: int
    total: int = 0
    turn: int = 0
    actions: tuple[int, ...] = ()


@dataclass(frozen=True)
class Counted:
    seat: int
    total: int
    secret: int | None = None

    def redacted(self, seat: int | None) -> Counted:
        return self if seat == self.seat else replace(self, secret=None)


class _Record:
    def __init__(self, state: CountState) -> None:
        self.state = state


class _FirstBot:
    def choose(self, view: CountState) -> int:
        return 1


class CountingGame:
    """A game that is not Hearts: seats in turn add 1 or 2 until the target is reached."""

    name = "counting"
    title = "Counting"

    def players(self, rules: int) -> int:
        return 3

    def new_match(self, rules: int, seed: int) -> CountState:
        return CountState(3, rules)

    def first_events(self, state: CountState) -> list[Any]:
        return []

    def legal_actions(self, state: CountState, seat: int | None = None) -> list[int]:
        return [] if self.is_over(state) else [1, 2]

    def seats_to_act(self, state: CountState) -> tuple[int, ...]:
        return () if self.is_over(state) else (state.turn,)

    def apply(self, state: CountState, action: int) -> tuple[CountState, list[Any]]:
        new = replace(state, total=state.total + action, turn=(state.turn + 1) % 3,
                      actions=(*state.actions, action))
        return new, [Counted(state.turn, new.total, secret=action)]

    def is_over(self, state: CountState) -> bool:
        return state.total >= state.target

    def seat_view(self, state: CountState, seat: int) -> CountState:
        return state

    def redact(self, event: Counted, seat: int | None) -> Counted:
        return event.redacted(seat)

    def actions(self, state: CountState) -> tuple[int, ...]:
        return state.actions

    def deal_start(self, state: CountState) -> int:
        return 0

    def rules_of(self, state: CountState) -> int:
        return state.target

    def seed_of(self, state: CountState) -> int | None:
        return 1

    def to_record(self, state: CountState) -> _Record:
        return _Record(state)

    def initial_state(self, record: _Record) -> CountState:
        return CountState(3, record.state.target)

    def make_bot(self, kind: str, seed: int, *, level: str | None = None,
                 seat_levels: Sequence[str | None] = ()) -> _FirstBot:
        return _FirstBot()


def test_the_controller_plays_any_game(qtbot: QtBot) -> None:
    game = CountingGame()
    ctrl = GameController(game=game)
    ctrl.set_speed("instant")
    seen: list[Counted] = []
    ctrl.events_applied.connect(lambda events, _view: seen.extend(events))
    turns: list[int] = []
    ctrl.human_turn_started.connect(lambda view: turns.append(view.total))
    ctrl.new_match(10, 1, [SeatPlayer("You", human=True), SeatPlayer("A"), SeatPlayer("B")])
    qtbot.waitUntil(lambda: turns == [0], timeout=WAIT_MS)
    assert ctrl.awaiting_human
    assert ctrl.submit(2)
    qtbot.waitUntil(lambda: len(turns) == 2, timeout=WAIT_MS)
    assert ctrl.state.total == 4 and turns == [0, 4]
    # the bottom seat sees its own secret only
    assert [e.secret for e in seen] == [2, None, None]
    assert not ctrl.can_undo  # a game without a presentation takes nothing back
    assert ctrl.restart_hand() and ctrl.state.total == 0 and ctrl.assisted
    while not ctrl.is_over:
        before = len(turns)
        qtbot.waitUntil(lambda n=before: len(turns) > n or ctrl.is_over,
                        timeout=WAIT_MS)
        if not ctrl.is_over:
            assert ctrl.submit(1)
    assert ctrl.state.total >= 10
    ctrl.shutdown()


class RemoteDriver(SeatDriver):
    """A seat played elsewhere: it is told to act and answers later with submit_for."""

    def __init__(self) -> None:
        self.asked: list[int] = []

    def act(self, controller: Any, seat: int, view: Any) -> None:
        self.asked.append(view.total)


def test_a_remote_driver_acts_through_submit_for(qtbot: QtBot) -> None:
    game = CountingGame()
    ctrl = GameController(game=game)
    ctrl.set_speed("instant")
    turns: list[int] = []
    ctrl.human_turn_started.connect(lambda view: turns.append(view.total))
    ctrl.new_match(10, 1, [SeatPlayer("You", human=True), SeatPlayer("Far"),
                           SeatPlayer("B")])
    remote = RemoteDriver()
    ctrl.set_driver(1, remote)
    assert ctrl.driver(1) is remote
    qtbot.waitUntil(lambda: turns == [0], timeout=WAIT_MS)
    assert ctrl.submit(1)
    qtbot.waitUntil(lambda: remote.asked == [1], timeout=WAIT_MS)
    assert ctrl.state.turn == 1  # nobody plays for the remote seat
    assert ctrl.submit_for(1, 2)
    qtbot.waitUntil(lambda: len(turns) == 2, timeout=WAIT_MS)  # the CPU seat 2 played
    assert ctrl.state.actions == (1, 2, 1) and turns == [0, 4]
    ctrl.shutdown()
