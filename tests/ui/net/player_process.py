"""One player at a network table, in a program process of their own, driven by input
events only: ``python -m tests.ui.net.player_process --data DIR --name Bea --seat 1
--target "127.0.0.1:52830 K7QM4P"``.

It starts the program as ``python -m hearts_desktop`` does (``hearts_desktop.app.run``:
the real application, settings, data folder, window and first local deal), then, from
inside that program's event loop, acts as a person: Game > Join a network game (the menu's
action), the name and the address typed key by key, Connect clicked, the seat's row
clicked, Sit here clicked; once the match begins, every decision by a click on the table
(a choice panel's button, the cards to pass or discard and the action button, a card to
play). What to do is decided by an easy CPU player looking at this seat's view, except
that the player bids the lowest bid once when a bid is offered (so the deal is played,
never thrown in). Widgets are found by object name; nothing calls a slot.

It reports on standard output, one JSON object per line after ``REPORT``: ``seated``
(the seat the server gave), ``started`` (the game), ``over`` (how many decisions it
made), ``stored`` (the history's match id), or ``error`` (what went wrong; the exit status
is then 1). It quits once the finished match is in its history. Run by
``test_processes.py``.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
import traceback
from collections.abc import Callable
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QPointF, Qt, QTimer
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from hearts_desktop.app import create_application, run
from hearts_desktop.ui.main_window import MainWindow
from hearts_desktop.ui.net.join_dialog import JoinDialog
from hearts_desktop.ui.settings import Settings
from tests.ui.net.helpers import click, sit_by_click, type_into

CEILING = 300.0
"""Seconds the whole run may take before the player gives up (a loaded machine is slow;
a hung one must still end)."""
RETRY = 8.0
"""Seconds after an action with the table unchanged before the player acts again (a
click lost to a moving card)."""


class PlayerError(Exception):
    pass


def report(event: str, **data: Any) -> None:
    print("REPORT " + json.dumps({"event": event, **data}), flush=True)


def wait(until: Callable[[], bool], seconds: float, what: str) -> None:
    """Let the program run (its event loop) until ``until()``; PlayerError after
    ``seconds``."""
    deadline = time.monotonic() + seconds
    while not until():
        if time.monotonic() > deadline:
            raise PlayerError(f"timed out waiting for {what}")
        QApplication.processEvents()
        time.sleep(0.005)


# ---------------------------------------------------------------------------- the table
def click_scene(win: MainWindow, point: QPointF) -> None:
    view = win.view  # type: ignore[attr-defined]
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                     pos=view.mapFromScene(point))


def click_item(win: MainWindow, item: Any) -> None:
    """Click the corner of a card that shows in the fanned hand."""
    w = item.width
    h = win.pixmaps.height_for(w)  # type: ignore[attr-defined]
    click_scene(win, item.mapToScene(QPointF(-w / 2 + w * 0.18, -h / 2 + h * 0.3)))


def cards_of(action: Any) -> list[Any]:
    for name in ("cards", "discards"):
        if hasattr(action, name):
            return list(getattr(action, name))
    return [action.card] if hasattr(action, "card") else []


class Player:
    """Acts for the window's seat at its network table (module docstring)."""

    def __init__(self, win: MainWindow, seed: int) -> None:
        self.win = win
        self.seed = seed
        self.bot: Any = None
        self.bid = False
        self.acted: tuple[int, float] | None = None
        self.decisions = 0
        """Decisions made (one click on a panel or a card, or the cards and the action
        button): each must be one action of this seat in the match's record."""
        self.goes_on = 0
        """Times the table waited for this player (the melds laid out) and Space went on."""

    def _decide(self) -> Any:
        c = self.win.controller
        if self.bot is None:
            self.bot = c.game.make_bot("easy", self.seed)
        return self.bot.choose(c.view)

    def act(self) -> bool:
        """One decision through the table, if one is asked now. True if it acted."""
        win, c = self.win, self.win.controller
        if win.animator.waiting:  # type: ignore[attr-defined]
            # the melds laid out wait for the player to go on (hold_melds): read, then Space
            QTest.keyClick(win.view, Qt.Key.Key_Space)  # type: ignore[attr-defined]
            self.goes_on += 1
            return True
        if not (c.remote and c.awaiting_human and not win.animator.busy  # type: ignore[attr-defined]
                and c.view is not None):
            return False
        mark = id(c.view)
        if self.acted is not None and self.acted[0] == mark \
                and time.monotonic() - self.acted[1] < RETRY:
            return False
        sc = win.scene  # type: ignore[attr-defined]
        if sc.overlays.choices_shown:
            self._choose(sc)
        elif sc.mode == "select":
            self._select(sc)
        elif sc.mode == "play":
            decided = self._decide()
            card = decided.card if getattr(decided, "card", None) in sc.legal else None
            item = next(it for it in sc.human_items()
                        if (it.card == card if card is not None else it.card in sc.legal))
            click_item(win, item)
        else:
            return False
        self.acted = (mark, time.monotonic())
        self.decisions += 1
        return True

    def _choose(self, sc: Any) -> None:
        panel = sc.overlays.panel
        keys = [ch.key for ch in panel.content.choices if ch.enabled]
        bids = [k for k in keys if type(k).__name__ == "Bid"]
        passes = [k for k in keys if type(k).__name__ == "Pass" and not getattr(k, "help",
                                                                                 False)]
        if bids and not self.bid:
            key = bids[0]  # the lowest bid, once: someone plays the deal
            self.bid = True
        elif bids and passes:
            key = passes[0]
        else:
            decided = self._decide()
            plain = [k for k in keys if type(k).__name__ not in ("Surrender", "Concede")]
            key = decided if decided in plain else (plain or keys)[0]
        rect = panel.button_rect(key)
        if rect is None:
            raise PlayerError(f"the panel shows no button for {key!r}")
        click_scene(self.win, rect.center())

    def _select(self, sc: Any) -> None:
        wanted = cards_of(self._decide())
        for item in sc.human_items():  # a click lost before: start from what the plan says
            if sc.is_selected(item) and item.card not in wanted:
                click_item(self.win, item)
        for card in wanted:
            if not any(sc.is_selected(it) and it.card == card for it in sc.human_items()):
                click_item(self.win, next(it for it in sc.human_items() if it.card == card))
        button = sc.action_button
        if not (button.isVisible() and button.enabled):
            raise PlayerError(f"the action button is off with {wanted} chosen")
        click_scene(self.win, button.mapToScene(button.boundingRect().center()))


# ---------------------------------------------------------------------------- the script
def main_window() -> MainWindow | None:
    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, MainWindow) and widget.objectName() == "main_window":
            return widget
    return None


def join(win: MainWindow, name: str, target: str, seat: int) -> None:
    """Game > Join a network game, by the keyboard and the mouse."""
    action = win.findChild(QAction, "action_join_network_game")
    if action is None:
        raise PlayerError("no Join a network game action")
    action.trigger()
    dialog = next((d for d in win.findChildren(JoinDialog, "join_dialog") if d.isVisible()),
                  None)
    if dialog is None:
        raise PlayerError("the Join dialog did not open")
    type_into(dialog.name_edit, name)
    type_into(dialog.target_edit, target)
    click(dialog.connect_button)

    def shown(page: Any) -> Callable[[], bool]:
        return lambda: (dialog.pages.currentWidget() is page
                        or dialog.error_label.isVisibleTo(dialog))

    wait(shown(dialog.seat_page), 60, "the seats of the table")
    if dialog.error_label.isVisibleTo(dialog):
        raise PlayerError(f"Connect: {dialog.error_label.text()}")
    sit_by_click(dialog, seat)
    wait(shown(dialog.lobby), 60, "the lobby")
    if dialog.error_label.isVisibleTo(dialog):
        raise PlayerError(f"Sit here: {dialog.error_label.text()}")
    session = win.network_ui.session  # type: ignore[attr-defined]
    report("seated", seat=session.seat)


def play(win: MainWindow, seed: int) -> None:
    c = win.controller
    net = win.network_ui  # type: ignore[attr-defined]
    wait(lambda: c.remote, 120, "the host to start the match")
    report("started", game=c.game.name, seat=c.human_seat)
    player = Player(win, seed)
    deadline = time.monotonic() + CEILING
    while not c.is_over:
        if time.monotonic() > deadline:
            raise PlayerError("the match did not end in time")
        if net.session is None and not c.is_over:
            raise PlayerError(f"the network table ended: {win.current_message()}")
        player.act()
        QApplication.processEvents()
        time.sleep(0.005)
    report("over", decisions=player.decisions, goes_on=player.goes_on)
    wait(lambda: len(net.stored) == 1, 60, "the match in the history")
    report("stored", match_id=net.stored[0])


def script(win: MainWindow, args: argparse.Namespace, failed: list[str]) -> None:
    try:
        join(win, args.name, args.target, args.seat)
        play(win, args.seed)
    except Exception as exc:
        traceback.print_exc()
        failed.append(f"{type(exc).__name__}: {exc}")
        report("error", message=failed[-1])
    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, MainWindow):
            widget.close()
    QApplication.quit()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.ui.net.player_process")
    parser.add_argument("--data", required=True, help="the program's data folder")
    parser.add_argument("--name", required=True)
    parser.add_argument("--target", required=True, help="what is typed: address and code")
    parser.add_argument("--seat", type=int, required=True)
    parser.add_argument("--language", default="en")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    data = Path(args.data)
    data.mkdir(parents=True, exist_ok=True)
    app = create_application()
    settings = Settings.in_directory(data, app)  # the player's own program settings
    settings.language = args.language
    settings.volume = 0
    settings.sync()
    failed: list[str] = []
    started = time.monotonic()

    def begin() -> None:
        """The script starts once the program shows its table (polled: ``run`` builds the
        window after this process's own set-up)."""
        win = main_window()
        if win is None or not win.table_built:  # type: ignore[attr-defined]
            if time.monotonic() - started > 120:
                failed.append("the program showed no table")
                report("error", message=failed[-1])
                QApplication.quit()
            return
        poll.stop()
        script(win, args, failed)

    poll = QTimer(app)
    poll.timeout.connect(begin)
    poll.start(50)
    status = run(data_dir=data, speed="instant", size=(1280, 800))
    return 1 if failed else status


if __name__ == "__main__":
    sys.exit(main())
