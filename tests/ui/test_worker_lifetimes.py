"""CPU answers and a deleted window: nothing computed in the worker thread is delivered to
a controller whose C++ object is gone (the window was closed and deleted while a CPU
player thought or paused). A pause timer without a context object fired into the deleted
controller; a flaky native crash of the test suite came from such late deliveries."""

from __future__ import annotations

import threading
from typing import Any

import shiboken6
from PySide6.QtCore import QObject
from pytestqt.qtbot import QtBot

from hearts_desktop.ui.drivers import BotDriver
from hearts_desktop.ui.worker import shared_worker


class Host(QObject):
    """A controller stand-in: records what the driver delivers."""

    def __init__(self, speed: str) -> None:
        super().__init__()
        self.speed = speed
        self.answers: list[tuple[int, Any]] = []

    def bot_answered(self, seat: int, result: Any) -> None:
        self.answers.append((seat, result))


class GatedBot:
    """Chooses ``"move"`` once ``gate`` opens."""

    def __init__(self) -> None:
        self.gate = threading.Event()
        self.chose = threading.Event()

    def choose(self, view: Any) -> Any:
        self.gate.wait(10)
        self.chose.set()
        return "move"


def test_a_cpu_answer_arrives_after_the_thinking_pause(qtbot: QtBot) -> None:
    host, bot = Host("normal"), GatedBot()
    driver = BotDriver(bot, shared_worker(), host)  # type: ignore[arg-type]
    driver.act(host, 2, None)
    bot.gate.set()
    qtbot.waitUntil(lambda: host.answers == [(2, "move")], timeout=5000)
    assert not driver.busy


def test_no_answer_reaches_a_controller_deleted_during_the_pause(qtbot: QtBot) -> None:
    host, bot = Host("normal"), GatedBot()  # a 260 ms pause after a quick answer
    driver = BotDriver(bot, shared_worker(), host)  # type: ignore[arg-type]
    worker = shared_worker()
    driver.act(host, 1, None)
    bot.gate.set()
    qtbot.waitUntil(lambda: worker.pending == 0, timeout=5000)  # answered: pausing now
    answers = host.answers
    shiboken6.delete(host)  # the window closed and was deleted meanwhile
    qtbot.wait(600)
    assert answers == []


def test_no_answer_reaches_a_controller_deleted_while_its_bot_thinks(qtbot: QtBot) -> None:
    host, bot = Host("instant"), GatedBot()
    driver = BotDriver(bot, shared_worker(), host)  # type: ignore[arg-type]
    worker = shared_worker()
    driver.act(host, 3, None)
    answers = host.answers
    shiboken6.delete(host)
    bot.gate.set()
    assert bot.chose.wait(5)
    qtbot.waitUntil(lambda: worker.pending == 0, timeout=5000)
    qtbot.wait(50)
    assert answers == []


def test_a_job_for_a_deleted_owner_is_not_answered(qtbot: QtBot) -> None:
    worker = shared_worker()
    owner, other = QObject(), QObject()
    gate = threading.Event()
    replies: list[Any] = []
    worker.start(lambda: gate.wait(10) and "late", lambda r, _s: replies.append(("a", r)),
                 owner=owner)
    worker.start(lambda: "kept", lambda r, _s: replies.append(("b", r)), owner=other)
    shiboken6.delete(owner)
    gate.set()
    qtbot.waitUntil(lambda: worker.pending == 0, timeout=5000)
    assert replies == [("b", "kept")]


def test_new_matches_leave_no_cpu_timers_behind(
        open_window: Any, qtbot: QtBot) -> None:
    """Each CPU player's pause timer belongs to the controller; the players of an earlier
    match are disposed of, so their timers do not pile up match after match."""
    from PySide6.QtCore import QCoreApplication, QEvent, QTimer

    from hearts_desktop.games.hearts import Rules
    from hearts_desktop.ui.controller import SeatPlayer

    win = open_window()
    players = [SeatPlayer("You", human=True)] + [SeatPlayer(f"CPU {i}", bot_kind="easy")
                                                 for i in range(1, 4)]

    def timers() -> int:
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        return len(win.controller.findChildren(QTimer))

    counts = []
    for seed in range(1, 6):
        win.start_match(Rules.preset("classic"), seed, players)
        qtbot.waitUntil(lambda: win.controller.awaiting_human, timeout=20_000)
        counts.append(timers())
    assert counts[-1] == counts[1], counts
