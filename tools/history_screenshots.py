#!/usr/bin/env python3
"""Render screenshots of the history windows into ``docs/screenshots/``.

Usage::

    python tools/history_screenshots.py                       # every shot, 1280x800, JPEG
    python tools/history_screenshots.py --out /tmp/shots --format png --only history
    python tools/history_screenshots.py --only history-games --only statistics-ombre

Runs offscreen (no display needed), in English with the en_US locale and UTC times, so the
pictures depend on the code only. The history is built the same way every time: matches
played by seeded Easy CPU players through the engines (``SavedMatch.from_state``), stored
in a history database in a temporary folder. Shots:

- ``history``: Hearts matches only (the list, the newest match's hands and chart);
- ``statistics``: their statistics;
- ``history-games``: Hearts, Pinochle and Ombre matches (every game shown, an Ombre match
  selected);
- ``history-pinochle``: the Pinochle matches alone (their own columns, a match selected);
- ``statistics-pinochle``, ``statistics-ombre``: the statistics of one game's matches;
- ``statistics-empty``: the statistics of an empty history;
- ``replay-pinochle``, ``replay-ombre``: a match of that game replayed from the history,
  in the middle of a trick.

``history`` and ``statistics`` use only what the history windows offered before they
showed several games, so running this script against an older checkout
(``PYTHONPATH=<checkout>``) gives the "before" pictures for ``tools/compare_screenshots.py``.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["TZ"] = "UTC"
if "PYTHONPATH" not in os.environ:
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QCoreApplication, QEvent, QLocale
from PySide6.QtWidgets import QApplication, QWidget

SHOTS = ("history", "statistics", "history-games", "history-pinochle", "statistics-pinochle",
         "statistics-ombre", "statistics-empty", "replay-pinochle", "replay-ombre")
SIZE = (1280, 800)
T0 = datetime(2023, 1, 1, 0, 30, tzinfo=UTC)

HEARTS = (  # preset, seed, opponents, hands before it was left (None: finished), assisted
    ("classic", 11, ("Iris", "Greta", "Victor"), None, False),
    ("pink_lady", 12, ("Nora", "Hugo", "Lena"), 3, False),
    ("classic", 13, ("Hugo", "Ben", "Sam"), None, True),
    ("omnibus", 14, ("Hugo", "Sam", "Ruth"), 4, False),
    ("classic", 15, ("Hans", "Fritz", "Sam"), None, False),
    ("black_lady", 16, ("Petra", "Heike", "Jürgen"), None, False),
    ("omnibus", 17, ("Nora", "Hans", "Heike"), None, False),
    ("classic", 18, ("Fritz", "Lena", "Nora"), 4, False),
    ("classic", 19, ("Petra", "Iris", "Victor"), 1, False),
    ("omnibus", 20, ("Michele", "Ruth", "Pauline"), None, True),
    ("spot", 21, ("Grace", "Klaus", "Hugo"), None, False),
    ("classic", 22, ("Pauline", "Ruth", "Iris"), None, True),
    ("black_lady", 23, ("Anna", "Sam", "Ruth"), None, False),
)
OMBRE = (  # preset, seed, opponents (roster keys), deals before it was left, assisted
    ("ombre", 31, ("ines", "soren"), None, False),
    ("quadrille", 32, ("louise", "diego", "karen"), None, False),
    ("ombre", 33, ("antoine", "fernando"), 5, False),
    ("ombre_two", 34, ("niels",), None, True),
    ("ombre", 35, ("margot", "ines"), None, False),
)


PINOCHLE = (  # preset, seed, opponents (partner first), deals before it was left, assisted
    ("pinochle", 41, ("Greta", "Hugo", "Iris"), None, False),
    ("pinochle", 42, ("Lena", "Ben", "Sam"), None, True),
    ("double_deck", 43, ("Nora", "Victor", "Ruth"), 3, False),
    ("pinochle_x10", 44, ("Hans", "Petra", "Klaus"), None, False),
)


def play(game_name: str, preset: str, seed: int, max_deals: int | None) -> Any:
    """A match of ``game_name`` played by seeded Easy players (seat 0 is "You")."""
    from hearts_desktop.games import get_game

    game = get_game(game_name)
    rules = game.preset(preset)
    n = game.players(rules)
    state = game.new_match(rules, seed)
    bots = [game.make_bot("easy", seed * 10 + s) for s in range(n)]
    deals = 0
    while not game.is_over(state):
        seat = game.seats_to_act(state)[0]
        before = len(game.actions(state))
        state, events = game.apply(state, bots[seat].choose(game.seat_view(state, seat)))
        deals += sum(type(e).__name__ in ("HandScored", "DealScored", "DealThrownIn")
                     for e in events)
        assert len(game.actions(state)) == before + 1
        if max_deals is not None and deals >= max_deals:
            break
    return state


def build_history(folder: Path, games: tuple[str, ...]) -> Any:
    from hearts_desktop.history import HistoryDB, PlayerInfo, SavedMatch

    db = HistoryDB(folder / "history.sqlite3")
    when = T0
    rows: list[tuple[str, tuple[Any, ...]]] = []
    if "hearts" in games:
        rows += [("hearts", r) for r in HEARTS]
    if "ombre" in games:
        rows += [("ombre", r) for r in OMBRE]
    if "pinochle" in games:
        rows += [("pinochle", r) for r in PINOCHLE]
    rows.sort(key=lambda r: r[1][1])  # by seed: the games mix in time
    for game_name, (preset, seed, opponents, left, assisted) in rows:
        state = play(game_name, preset, seed, left)
        if game_name in ("hearts", "pinochle"):
            people = [PlayerInfo(name, False, "normal", "normal") for name in opponents]
            if game_name == "pinochle":  # seat 2 is the partner
                people = [people[1], people[0], people[2]]
        else:
            from hearts_desktop.games.ombre.bots.personalities import BY_KEY

            people = [PlayerInfo(BY_KEY[k].name_in("en"), False, k, None) for k in opponents]
        players = (PlayerInfo("You", True, "human", None), *people)
        kwargs = {} if game_name == "hearts" else {"game": game_name}
        saved = SavedMatch.from_state(state, players, when, assisted, **kwargs)
        status = "abandoned" if left is not None else "finished"
        db.add_match(saved, status=status, finished=when + timedelta(minutes=25 + seed % 17))
        when += timedelta(minutes=35 + (seed * 7) % 19)
    return db


def settle(app: QApplication) -> None:
    for _ in range(4):
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        app.processEvents()


def grab(app: QApplication, win: QWidget, path: Path, quality: int) -> None:
    win.resize(*SIZE)
    win.show()
    settle(app)
    image = win.grab().toImage()
    if not image.save(str(path), quality=quality):
        raise SystemExit(f"cannot write {path}")
    print(f"wrote {path} ({image.width()}x{image.height()})")


def shoot(app: QApplication, name: str, out: Path, fmt: str, quality: int) -> None:
    from hearts_desktop.ui.history.stats import StatisticsWindow
    from hearts_desktop.ui.history.window import HistoryWindow

    path = out / f"{name}-{SIZE[0]}x{SIZE[1]}.{fmt}"
    with tempfile.TemporaryDirectory(prefix="hearts-shots-") as tmp:
        games = {"history": ("hearts",), "statistics": ("hearts",),
                 "statistics-empty": ()}.get(name, ("hearts", "ombre", "pinochle"))
        db = build_history(Path(tmp), games)
        try:
            win: Any
            game = name.rpartition("-")[2]
            if name.startswith("history"):
                win = HistoryWindow(db)
                win.resize(*SIZE)
                if name == "history-pinochle":
                    win.set_filters(game="pinochle")
                    win.select_row(0)
                elif name == "history-games":
                    row = next(r for r in range(win.model.rowCount())
                               if win.model.summary(r).game == "ombre")
                    win.select_row(row)
                else:
                    win.select_row(0)
            elif name.startswith("replay"):
                from hearts_desktop.ui.history.replay import ReplayWindow

                match_id = db.summaries(game=game, status="finished")[-1].id
                win = ReplayWindow(db.load(match_id), speed="instant")
                frames = win.replay.frames
                # the third trick of the first deal, one card before it is complete
                tricks = [i for i, f in enumerate(frames) if f.kind == "trick"]
                win.set_index(tricks[2] - 1)
            else:
                win = StatisticsWindow(db)
                if name in ("statistics-ombre", "statistics-pinochle"):
                    win.set_game(game)
            if name == "statistics-empty":
                win.show()
                settle(app)
                image = win.grab().toImage()
                image.save(str(path), quality=quality)
                print(f"wrote {path} ({image.width()}x{image.height()})")
            else:
                grab(app, win, path, quality)
            win.close()
            win.deleteLater()
            settle(app)
        finally:
            db.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path,
                        default=Path(__file__).resolve().parent.parent / "docs" / "screenshots")
    parser.add_argument("--only", action="append", choices=SHOTS)
    parser.add_argument("--format", choices=("jpg", "png"), default="jpg")
    parser.add_argument("--quality", type=int, default=90)
    args = parser.parse_args(argv)
    QLocale.setDefault(QLocale("en_US"))
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    args.out.mkdir(parents=True, exist_ok=True)
    for name in args.only or SHOTS:
        shoot(app, name, args.out, args.format, args.quality)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
