#!/usr/bin/env python3
"""Render screenshots of the coach (issue 31) into ``docs/screenshots/``.

Usage::

    python tools/coach_screenshots.py                        # every shot, JPEG
    python tools/coach_screenshots.py --out /tmp/shots --format png --only review-de

Runs offscreen (no display needed), with UTC times, so the pictures depend on the code
only. A Hearts match is played by seeded Easy CPU players (seat 0 recorded as "You") and
stored in a history in a temporary folder; the coach reviews its third hand for real
(``Game.review``, the game's own budget) in its worker thread, as the window does. Shots:

- ``review-en``, ``review-de``, ``review-ja``: the review window in that language, the
  costliest decision chosen (the table at that moment, the choices ranked, the line);
- ``review-replay``: the replay viewer at that hand with the mistakes marked on its
  timeline;
- ``review-statistics``: Statistics, the "Points lost to mistakes" tab (three months of
  reviewed hands).
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["TZ"] = "UTC"
if "PYTHONPATH" not in os.environ:
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QCoreApplication, QEvent, QLocale
from PySide6.QtWidgets import QApplication, QWidget

SHOTS = ("review-en", "review-de", "review-ja", "review-replay", "review-statistics")
SIZE = (1280, 800)
T0 = datetime(2026, 9, 3, 19, 30, tzinfo=UTC)
SEED = 5
DEAL = 3
LOCALES = {"en": "en_US", "de": "de_DE", "ja": "ja_JP"}


def play(seed: int) -> Any:
    """A Hearts match played by seeded Easy players."""
    from hearts_desktop.games import get_game

    game = get_game("hearts")
    rules = game.preset("classic")
    state = game.new_match(rules, seed)
    bots = [game.make_bot("easy", seed * 10 + s) for s in range(4)]
    while not game.is_over(state):
        seat = game.seats_to_act(state)[0]
        state, _ = game.apply(state, bots[seat].choose(game.seat_view(state, seat)))
    return state


def build_history(folder: Path) -> tuple[Any, list[int]]:
    from hearts_desktop.history import HistoryDB, PlayerInfo, SavedMatch

    db = HistoryDB(folder / "history.sqlite3")
    ids = []
    for i, seed in enumerate((SEED, SEED + 1, SEED + 2)):
        players = (PlayerInfo("You", True, "human", None),
                   *(PlayerInfo(n, False, "normal", "normal") for n in ("Iris", "Hugo", "Nora")))
        when = T0 + timedelta(days=31 * i)
        saved = SavedMatch.from_state(play(seed), players, when)
        ids.append(db.add_match(saved, status="finished", finished=when + timedelta(minutes=25)))
    return db, ids


def settle(app: QApplication) -> None:
    for _ in range(4):
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        app.processEvents()


def wait_for(app: QApplication, done: Any, seconds: float = 600.0) -> None:
    end = time.monotonic() + seconds
    while not done():
        app.processEvents()
        time.sleep(0.01)
        if time.monotonic() > end:
            raise SystemExit("the review did not finish")


def grab(app: QApplication, win: QWidget, path: Path, quality: int) -> None:
    win.resize(*SIZE)
    win.show()
    settle(app)
    image = win.grab().toImage()
    if not image.save(str(path), quality=quality):
        raise SystemExit(f"cannot write {path}")
    print(f"wrote {path} ({image.width()}x{image.height()})")


def review_all(app: QApplication, db: Any, ids: list[int]) -> None:
    """Review every hand of the player's of the first three deals of each match (kept in
    the history: the statistics' months, the timeline's marks)."""
    from hearts_desktop.games import get_game

    game = get_game("hearts")
    for mid in ids:
        match = db.load(mid)
        for deal in (1, 2, 3):
            if db.review_for(mid, 0, deal) is None:
                start = time.perf_counter()
                (review,) = game.review(match.record, 0, deal=deal)
                db.save_review(mid, review)
                print(f"reviewed match {mid} deal {deal}: {review.points_lost:.1f} points "
                      f"lost, {time.perf_counter() - start:.1f} s")


def shoot(app: QApplication, name: str, out: Path, fmt: str, quality: int,
          db: Any, ids: list[int]) -> None:
    from hearts_desktop import i18n

    path = out / f"{name}-{SIZE[0]}x{SIZE[1]}.{fmt}"
    lang = name.rpartition("-")[2] if name.rpartition("-")[2] in LOCALES else "en"
    QLocale.setDefault(QLocale(LOCALES[lang]))
    i18n.apply_language(lang)
    win: Any
    if name.startswith("review-") and lang in name:
        from hearts_desktop.ui.review.dialog import ReviewDialog

        win = ReviewDialog(db.load(ids[0]), 0, DEAL, db=db)
        win.resize(*SIZE)
        win.show()
        win.start()
        wait_for(app, lambda: win.review is not None)
        review = win.review
        row = max(range(len(review.decisions)), key=lambda i: review.decisions[i].cost)
        win.decisions.setCurrentCell(row, 0)
    elif name == "review-replay":
        from hearts_desktop.ui.history.replay import ReplayWindow

        win = ReplayWindow(db.load(ids[0]), speed="instant", db=db)
        win.show_deal(DEAL)
        win.set_index(win.index + 9)
    else:
        from hearts_desktop.ui.history.stats import StatisticsWindow

        win = StatisticsWindow(db)
        win.tabs.setCurrentWidget(win.coach_tab)
    grab(app, win, path, quality)
    win.close()
    win.deleteLater()
    settle(app)
    i18n.apply_language("en")


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
    from hearts_desktop.i18n.fonts import install_cjk_fallback

    install_cjk_fallback(app)
    args.out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="hearts-coach-shots-") as tmp:
        db, ids = build_history(Path(tmp))
        try:
            review_all(app, db, ids)
            for name in args.only or SHOTS:
                shoot(app, name, args.out, args.format, args.quality, db, ids)
        finally:
            db.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
