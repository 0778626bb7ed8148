"""What a screen reader would read, printed: ``python -m hearts_desktop.a11y_dump``.

Starts the program off screen (its own settings in a temporary folder: yours are not
touched), deals a match of ``--game`` against CPU players, lets the CPU players play until
it is your turn (``--turns``: that many of your turns played first, each by the first
thing the table as text offers: the first open choice, the first cards that may be chosen
or played), and prints:

1. the main window's accessibility tree, as Qt hands it to the screen reader (role, name,
   label, value, description, states: ``ui/accessible_tree.py``); ``--window`` adds a dialog's
   (``new_game``, ``options``, ``rules``, ``about``, ``score_sheet``, ``history``, ``host``,
   ``join``);
2. the table as text (Game > Table as text: ``ui/table/reading.py``);
3. the last announcements, as the screen reader heard them (kind: text).

::

    python -m hearts_desktop.a11y_dump --game ombre --lang de
    python -m hearts_desktop.a11y_dump --game pinochle --turns 3 --window options
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any, TextIO

GAMES = ("hearts", "pinochle", "ombre", "quadrille", "quintille")
WINDOWS = ("new_game", "options", "rules", "about", "score_sheet", "history", "host", "join")
WAIT_S = 60.0


def _wait(app: Any, done: Any, seconds: float = WAIT_S) -> bool:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.processEvents()
        if done():
            return True
        time.sleep(0.005)
    return False


def _start(win: Any, game: str, seed: int) -> None:
    from .games import get_game
    from .ui.controller import SeatPlayer

    name = "ombre" if game in ("quadrille", "quintille") else game
    g = get_game(name)
    rules = g.preset(game if game in g.presets() else g.presets()[0])
    human = win.human_name()
    players = [SeatPlayer(human, human=True),
               *(SeatPlayer(f"CPU {s}", bot_kind="normal") for s in range(1, g.players(rules)))]
    win.start_match(rules, seed, players, game=name)


def _open_window(win: Any, kind: str) -> Any:
    actions = {"new_game": "new_action", "options": "options_action",
               "rules": "rules_action", "about": "about_action"}
    if kind in actions:
        getattr(win, actions[kind]).trigger()
        return win.dialogs.open_dialogs.get(kind)
    if kind == "score_sheet":
        win.score_action.trigger()
        return win.play.score_sheet
    if kind == "history":
        win.history_ui.history_action.trigger()
        return win.history_ui.history_window
    action = win.network_ui.host_action if kind == "host" else win.network_ui.join_action
    action.trigger()
    return win.network_ui.dialog


def dump(out: TextIO, *, game: str = "hearts", seed: int = 1, lang: str = "en",
         turns: int = 0, window: str | None = None, announcements: int = 20) -> int:
    """Print the trees, the table as text and the announcements (see the module)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from . import i18n
    from .app import create_application
    from .ui import accessible
    from .ui.accessible_tree import tree_lines
    from .ui.main_window import MainWindow
    from .ui.settings import Settings
    from .ui.table.reading import next_line, reading_lines

    app = create_application([sys.argv[0]])
    with tempfile.TemporaryDirectory(prefix="hearts-a11y-") as folder:
        settings = Settings(path=Path(folder) / "settings.ini")
        settings.volume = 0
        settings.show_score_sheet_after_hand = False
        settings.hold_melds = False
        settings.language = lang
        i18n.apply_language(lang)
        win: Any = MainWindow(settings, speed="instant", data_dir=folder)
        win.resize(1280, 800)
        win.show()
        _start(win, game, seed)
        c = win.controller
        reader = win.reader_ui.reader
        reader.set_scene(win.scene)
        for turn in range(turns + 1):
            if not _wait(app, lambda: c.awaiting_human or c.is_over):
                print("the table did not come to your turn", file=sys.stderr)
                return 1
            while turn < turns and c.awaiting_human:  # played for you, as the keys would
                reader.refresh()
                offered = next_line(win.scene, reader.sections)
                if offered is None or not reader.act(line=offered):
                    break
                _wait(app, lambda: False, 0.05)
        reader.refresh()
        win.activateWindow()
        accessible.name_controls(win)
        print("== The main window, as a screen reader finds it", file=out)
        for line in tree_lines(win):
            print(line, file=out)
        if window is not None:
            dialog = _open_window(win, window)
            _wait(app, lambda: dialog is not None and dialog.isVisible(), 5)
            if dialog is not None:
                accessible.name_controls(dialog)
                print(f"\n== {dialog.windowTitle()}", file=out)
                for line in tree_lines(dialog):
                    print(line, file=out)
                dialog.close()
        print("\n== The table as text (Game > Table as text, Ctrl+T)", file=out)
        for line in reading_lines(reader.sections):
            print(line, file=out)
        said = list(win.reader_ui.announcer.said)[-announcements:]
        print(f"\n== The last {len(said)} announcements", file=out)
        for kind, text in said:
            print(f"{kind}: {text}", file=out)
        win.controller.shutdown()
        win.close()
        QApplication.processEvents()
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m hearts_desktop.a11y_dump",
        description="Print what a screen reader would read of the program at your turn.")
    parser.add_argument("--game", choices=GAMES, default="hearts")
    parser.add_argument("--seed", type=int, default=1, help="the deal (default 1)")
    parser.add_argument("--lang", choices=("en", "de", "ja", "ko"), default="en")
    parser.add_argument("--turns", type=int, default=0,
                        help="your turns played for you first (default 0)")
    parser.add_argument("--window", choices=WINDOWS, help="a dialog's tree as well")
    parser.add_argument("--announcements", type=int, default=20,
                        help="how many of the last announcements (default 20)")
    args = parser.parse_args(argv)
    return dump(sys.stdout, game=args.game, seed=args.seed, lang=args.lang,
                turns=max(0, args.turns), window=args.window,
                announcements=args.announcements)


if __name__ == "__main__":
    sys.exit(main())
