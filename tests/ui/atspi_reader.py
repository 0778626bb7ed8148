"""A screen reader's side of ``test_atspi.py``: reads the running program over AT-SPI, as
Orca does, and plays the first pass and card of a Hearts deal with key presses alone.

Run by a Python that has PyGObject and the Atspi typelib (Debian's ``python3-gi`` and
``gir1.2-atspi-2.0``, for ``/usr/bin/python3``), inside a D-Bus session (``dbus-run-session``)
on an X display (Xvfb)::

    atspi_reader.py OUT.json -- GAME COMMAND...

It starts GAME COMMAND (the program, with ``QT_QPA_PLATFORM=xcb`` and
``QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1``), hears every ``object:announcement`` event (what Qt
sends for a ``QAccessibleAnnouncementEvent``; Orca speaks it), finds the program on the
AT-SPI desktop by its process id and then acts as a person with a screen reader: gives
the window the focus (a click on its status bar: there is no window manager to do it),
presses Right on the table (the screen reader says the card), Ctrl+T (the table as text,
read as a tree of cells), chooses the first three cards that "may be chosen" with Down and
Space, presses Space on "Pass left", waits for the first card that "may be played" and
plays it with Space. Keys go through AT-SPI's ``generate_keyboard_event`` (XTest, as a
keyboard would). Only the English words of the table are known here: the program is
started in English.

OUT.json gets what was found, read and heard (``stage`` says how far it got; ``error``
why it stopped); the test asserts on it. Stand-alone: only the standard library and gi.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from typing import Any

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi, GLib  # noqa: E402

APP_NAME = "Hearts Desktop"
WAIT_S = float(os.environ.get("HEARTS_ATSPI_WAIT", "120"))
"""How long any one step may take (the machine may be loaded)."""
KEYS = {"Right": 0xFF53, "Down": 0xFF54, "Up": 0xFF52, "Home": 0xFF50, "space": 0x20,
        "t": 0x74}
CONTROL_MASK = 1 << 2

CTX = GLib.MainContext.default()
heard: list[dict[str, Any]] = []
record: dict[str, Any] = {"stage": "start", "heard": heard}


class Failed(Exception):
    pass


def pump(seconds: float, until: Any = None) -> Any:
    """Run the event loop for up to ``seconds``, until ``until()`` is true (its value)."""
    end = time.monotonic() + seconds
    while True:
        while CTX.iteration(False):
            pass
        if until is not None:
            try:
                found = until()
            except GLib.Error:  # an object went away while it was read: read again
                found = None
            if found:
                return found
        if time.monotonic() >= end:
            return None
        time.sleep(0.02)


def wait(what: str, until: Any, seconds: float = WAIT_S) -> Any:
    found = pump(seconds, until)
    if not found:
        raise Failed(f"{what}: nothing after {seconds:.0f} s")
    return found


def on_announcement(event: Any) -> None:
    source = event.source
    try:
        pid = source.get_process_id()
    except GLib.Error:
        pid = None
    heard.append({"text": str(event.any_data), "role": source.get_role_name(), "pid": pid,
                  "t": round(time.monotonic(), 3)})


def press(name: str, control: bool = False) -> None:
    if control:
        Atspi.generate_keyboard_event(CONTROL_MASK, None, Atspi.KeySynthType.LOCKMODIFIERS)
    Atspi.generate_keyboard_event(KEYS[name], None, Atspi.KeySynthType.SYM)
    if control:
        Atspi.generate_keyboard_event(CONTROL_MASK, None, Atspi.KeySynthType.UNLOCKMODIFIERS)
    pump(0.15)


def children(acc: Any) -> list[Any]:
    out = []
    for i in range(acc.get_child_count()):
        child = acc.get_child_at_index(i)
        if child is not None:
            out.append(child)
    return out


def find(acc: Any, role: str, name: str | None = None, depth: int = 8) -> Any:
    """The first object under ``acc`` with that role (and name), depth first."""
    for child in children(acc):
        if child.get_role_name() == role and (name is None or child.get_name() == name):
            return child
        if depth > 0:
            found = find(child, role, name, depth - 1)
            if found is not None:
                return found
    return None


def focused(acc: Any) -> bool:
    return bool(acc.get_state_set().contains(Atspi.StateType.FOCUSED))


def outline(acc: Any, depth: int = 0, limit: int = 6) -> list[str]:
    """The tree under ``acc`` as Orca's object navigation finds it (role, name)."""
    lines = [f"{'  ' * depth}[{acc.get_role_name()}] {acc.get_name()!r}"]
    if depth < limit:
        for child in children(acc):
            lines += outline(child, depth + 1, limit)
    return lines


def cells(tree: Any) -> list[Any]:
    return [c for c in children(tree) if c.get_role_name() == "table cell"]


def names(tree: Any) -> list[str]:
    return [c.get_name() for c in cells(tree)]


def cursor(tree: Any) -> int | None:
    """The row the tree's cursor is on (the focused cell)."""
    for i, cell in enumerate(cells(tree)):
        if focused(cell):
            return i
    return None


def first(wanted: Any) -> Any:
    """A ``pick`` for ``go_to``: the first row whose name ``wanted`` likes."""
    return lambda rows: next((i for i, n in enumerate(rows) if wanted(n)), None)


def go_to(tree: Any, pick: Any, what: str) -> str:
    """Move the tree's cursor with Up and Down to the row ``pick(rows)`` says (its name)."""
    for _ in range(60):
        rows = names(tree)
        target = pick(rows)
        if target is None:
            raise Failed(f"no row for {what} in {rows}")
        at = cursor(tree)
        if at is None:
            press("Home")
            continue
        if at == target:
            return rows[target]
        for _ in range(abs(target - at)):
            press("Down" if target > at else "Up")
        pump(0.3)  # the tree may have been read anew meanwhile: look again
    raise Failed(f"the cursor did not reach {what}")


def main(argv: list[str]) -> int:
    out_path, game_cmd = argv[1], argv[argv.index("--") + 1:]
    Atspi.init()
    listener = Atspi.EventListener.new(on_announcement)
    listener.register("object:announcement")
    log = open(out_path + ".game.log", "w")  # noqa: SIM115 (open as long as the game)
    game = subprocess.Popen(game_cmd, stdout=log, stderr=subprocess.STDOUT)
    record["pid"] = game.pid
    try:
        run(game)
        record["stage"] = "done"
    except Failed as exc:
        record["error"] = str(exc)
    except GLib.Error as exc:
        record["error"] = f"AT-SPI: {exc}"
    finally:
        if game.poll() is None:
            game.send_signal(signal.SIGTERM)  # the program saves and closes, as at logout
            try:
                game.wait(30)
            except subprocess.TimeoutExpired:
                game.kill()
                game.wait()
        record["game_exit"] = game.returncode
        log.close()
        with open(out_path, "w", encoding="utf-8") as f:
            json.dump(record, f, indent=1, ensure_ascii=False)
    return 0


def run(game: subprocess.Popen[bytes]) -> None:
    def the_app() -> Any:
        if game.poll() is not None:
            raise Failed(f"the program ended ({game.returncode}) before it was found")
        desktop = Atspi.get_desktop(0)
        for app in children(desktop):
            if app.get_process_id() == game.pid and app.get_name() == APP_NAME:
                return app
        return None

    record["stage"] = "find the program on the AT-SPI desktop"
    app = wait("the program on the desktop", the_app)
    app.set_cache_mask(Atspi.Cache.NONE)  # read every name afresh, as it changes
    record["desktop_apps"] = [a.get_name() for a in children(Atspi.get_desktop(0))]
    frame = wait("its window", lambda: find(app, "frame", APP_NAME, 0))
    table = wait("the card table", lambda: find(frame, "filler", "Card table", 1))
    record["table"] = {"name": table.get_name(), "description": table.get_description()}
    status = wait("the status bar", lambda: find(frame, "status bar", None, 1))
    record["stage"] = "wait for the pass"
    record["status"] = wait("the question of the pass",
                            lambda: (text := status.get_name()).startswith("Choose 3") and text)

    record["stage"] = "focus the window"
    # no window manager on Xvfb gives the new window the focus, and AT-SPI's grab_focus
    # only moves it inside an active window: a click on the status bar, as a person would
    box = Atspi.Component.get_extents(status, Atspi.CoordType.SCREEN)
    record["status_bar_box"] = [box.x, box.y, box.width, box.height]
    Atspi.generate_mouse_event(box.x + 20, box.y + box.height // 2, "b1c")
    wait("the focus on the card table", lambda: focused(table))

    record["stage"] = "Right on the table"
    before = len(heard)
    press("Right")
    record["focus_said"] = wait("what the screen reader says of the card",
                                lambda: next((h["text"] for h in heard[before:]
                                              if h["text"].endswith(", may be chosen")), None))

    record["stage"] = "Ctrl+T"
    press("t", control=True)
    tree = wait("the table as text", lambda: find(frame, "tree", "Table as text", 2))
    wait("the focus in the table as text", lambda: focused(tree) or cursor(tree) is not None)
    record["tree_name"] = tree.get_name()
    record["tree_description"] = tree.get_description()
    record["rows_at_pass"] = wait("the hand in the table as text",
                                  lambda: (rows := names(tree)) and any(
                                      r.startswith("Your hand") for r in rows) and rows)
    record["outline"] = outline(frame)

    record["stage"] = "choose three cards"
    chosen = []
    choosable = first(lambda n: n.endswith(", may be chosen"))
    for _ in range(3):
        line = go_to(tree, choosable, "a card that may be chosen")
        press("space")
        card = line.removesuffix(", may be chosen")
        wait(f"{card} chosen", lambda card=card: f"{card}, chosen" in names(tree))
        chosen.append(card)
    record["chosen"] = chosen

    record["stage"] = "Pass left"
    rows = names(tree)
    action = rows[rows.index("To do") + 1]  # the line under "To do": the action
    record["action"] = action
    go_to(tree, lambda rows: rows.index("To do") + 1 if "To do" in rows else None, action)
    press("space")
    wait("the cards passed", lambda: not any(", chosen" in n for n in names(tree)))

    record["stage"] = "wait for my turn to play"
    playable = first(lambda n: n.endswith(", may be played"))
    wait("a card that may be played", lambda: playable(names(tree)) is not None)
    record["rows_at_play"] = names(tree)
    record["stage"] = "play it"
    card = go_to(tree, playable, "a card that may be played").removesuffix(", may be played")
    record["played"] = card
    before = len(heard)
    press("space")
    record["said_after_play"] = wait(
        f"the announcement of {card}",
        lambda: next((h["text"] for h in heard[before:] if h["text"].startswith("You: ")),
                     None))
    record["last_heard"] = heard[-1]["text"] if heard else None
    record["rows_after_play"] = wait(
        "the trick in the table as text",
        lambda: (rows := names(tree)) and f"You: {card}" in rows and rows)


if __name__ == "__main__":
    sys.exit(main(sys.argv))
