#!/usr/bin/env python3
"""Render Play from here and the deal of the day into ``docs/screenshots/`` (issue 32): the
table dealt by Game > Deal of the day, the replay viewer with its Play from here dialog (a
seat chosen), and the history with the branch linked to its original (the list's marks of
a branch and of a deal of the day, the detail's "from the match of …").

    python tools/play_from_here_screenshots.py                      # English
    python tools/play_from_here_screenshots.py --language de --out /tmp/shots

Runs offscreen; the real main window on a temporary settings and data folder.
"""

from __future__ import annotations

import argparse
import datetime
import os
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def recorded_match(game_name: str, preset: str, seed: int, deals: int) -> Any:
    """A match of ``deals`` deals played by seeded Easy CPU players, seat 0 recorded as the
    player's."""
    from hearts_desktop.games import get_game
    from hearts_desktop.history import PlayerInfo, SavedMatch

    game = get_game(game_name)
    rules = game.preset(preset)
    n = game.players(rules)
    state = game.new_match(rules, seed)
    bots = [game.make_bot("easy", seed * 10 + s) for s in range(n)]
    while not game.is_over(state) and game.moment(state)[0] <= deals:
        seat = game.seats_to_act(state)[0]
        state, _ = game.apply(state, bots[seat].choose(game.seat_view(state, seat)))
    names = ["Ann", "Ben", "Cat", "Dan"]
    players = [PlayerInfo("You", True, "human", None)] + [
        PlayerInfo(names[s - 1], False, "easy", "easy") for s in range(1, n)]
    started = datetime.datetime(2026, 12, 1, 19, 30, tzinfo=datetime.UTC)
    return SavedMatch.from_state(state, players, started, game=game_name)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "screenshots")
    parser.add_argument("--language", default="en", choices=("en", "de", "ja", "ko"))
    args = parser.parse_args(argv)
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv[:1])
    from hearts_desktop.i18n import apply_language
    from hearts_desktop.i18n.fonts import install_cjk_fallback
    from hearts_desktop.ui.main_window import MainWindow
    from hearts_desktop.ui.settings import Settings

    install_cjk_fallback()
    apply_language(args.language)
    suffix = "" if args.language == "en" else f"-{args.language}"
    args.out.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp())
    settings = Settings(path=tmp / "settings.ini")
    settings.show_score_sheet_after_hand = False
    settings.volume = 0
    settings.language = args.language
    win = MainWindow(settings, speed="instant", data_dir=tmp)
    win.resize(1280, 800)
    win.show()

    def wait(done: Callable[[], bool], seconds: float = 30) -> None:
        end = time.monotonic() + seconds
        while not done() and time.monotonic() < end:
            QTest.qWait(50)

    def save(widget: Any, name: str, kind: str = "png") -> None:
        """A dialog as PNG; a window with a card table as JPEG (a tenth of the size)."""
        path = args.out / f"{name}{suffix}.{kind}"
        widget.grab().save(str(path), None, 88 if kind == "jpg" else -1)
        print(path)

    def answer_question() -> None:
        box = win.dialogs.open_dialogs.get("new_game_question")
        if box is not None:
            box.start_button.click()  # type: ignore[attr-defined]
        QTest.qWait(100)

    wait(lambda: win.isVisible() and win.table_built)
    wait(lambda: win.controller.state is not None)
    # the deal of the day, at its table
    win.dialogs.today = lambda: datetime.date(2026, 12, 2)
    win.daily_action.trigger()  # type: ignore[attr-defined]
    answer_question()
    wait(lambda: win.controller.awaiting_human)
    QTest.qWait(300)
    save(win, "deal-of-the-day", "jpg")
    # a match of the history, replayed to a trick, and Play from here
    db = win.persistence.db
    original = db.add_match(recorded_match("hearts", "classic", 21, deals=3),
                            status="abandoned")
    history = win.history_ui.show_history()
    assert history is not None
    history.refresh()
    history.select_match(original)
    viewer = history.replay_selected()
    assert viewer is not None
    viewer.show_deal(2)
    for _ in range(5):
        viewer.next_trick()
    viewer.next_action_step()
    wait(lambda: not viewer.animating)
    dialog = viewer.play_from_here()
    assert dialog is not None
    dialog.seat_combo.setCurrentIndex(2)  # type: ignore[attr-defined]
    dialog.level_combos[3].setCurrentIndex(3)  # type: ignore[attr-defined]
    QTest.qWait(200)
    save(viewer, "play-from-here-replay", "jpg")
    save(dialog, "play-from-here-dialog")
    dialog.start_button.click()  # type: ignore[attr-defined]
    answer_question()
    wait(lambda: win.controller.awaiting_human)
    QTest.qWait(300)
    save(win, "play-from-here-table", "jpg")
    viewer.close()
    # a new game puts the branch (and the deal of the day before it) into the history
    win.start_game()
    QTest.qWait(200)
    history.refresh()
    branches = db.branches_of(original)
    history.select_match(branches[0])
    history.activateWindow()
    QTest.qWait(300)
    save(history, "play-from-here-history")
    win.controller.shutdown()
    del app
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
