#!/usr/bin/env python3
"""Render screenshots of the card table into ``docs/screenshots/``.

Usage::

    python tools/screenshots.py                 # every scene at 1280x800 and 1920x1080
    python tools/screenshots.py --size 1280x800 --only passing --out /tmp/shots
    python tools/screenshots.py --language ko --language de --only mid-trick --size 1280x800
    python tools/screenshots.py --only eight --size 1280x800
    python tools/screenshots.py --language de --language ja --only mid-trick --size 800x600

Runs offscreen (no display needed): the real main window plays a seeded match, the human
seat driven by the Normal bot through the controller, and the window is grabbed at the
moments below. Dialogs (score sheet, game over) are top-level windows, so they are drawn
onto the window's picture where the window manager would centre them.

- ``passing``: three cards chosen to pass, the pass button ready;
- ``mid-trick``: the human to play into a trick, illegal cards dimmed, hearts broken;
- ``moon``: the moon announcement over the table;
- ``kitty``: three players (preset ``kitty``), the kitty face down beside the trick;
- ``score-sheet``: the score sheet after a hand;
- ``game-over``: the final ranking;
- ``eight``: eight players (Cancellation with two packs), a trick laid out by seat round
  the middle with a cancelled pair dimmed if the deal gives one.

``--language ko|ja|de|en`` shows the table in that language (the opponents get that
language's default names); the files are then called ``table-<scene>-<size>-<lang>.jpg``.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QCoreApplication, QPoint, QTimer  # noqa: E402
from PySide6.QtGui import QColor, QImage, QPainter  # noqa: E402
from PySide6.QtWidgets import QApplication, QWidget  # noqa: E402

from hearts_desktop.games.hearts import (  # noqa: E402
    MoonShot,
    PassCards,
    Phase,
    Rules,
    cancelled_positions,
)
from hearts_desktop.games.hearts.bots import make_bot  # noqa: E402
from hearts_desktop.i18n import apply_language, current_language  # noqa: E402
from hearts_desktop.i18n.fonts import install_cjk_fallback  # noqa: E402
from hearts_desktop.ui.controller import SeatPlayer  # noqa: E402
from hearts_desktop.ui.games.hearts.texts import moon_texts  # noqa: E402
from hearts_desktop.ui.main_window import MainWindow  # noqa: E402
from hearts_desktop.ui.settings import Settings  # noqa: E402
from hearts_desktop.ui.setup import opponent_keys, opponent_name  # noqa: E402

SCENES = ("passing", "mid-trick", "moon", "kitty", "score-sheet", "game-over", "eight")
SIZES = ((1280, 800), (1920, 1080))
OPPONENTS = ("pauline", "michele", "ben")


def opponent_roster(count: int) -> tuple[str, ...]:
    """``count`` opponents: the usual three first, then the roster's others."""
    keys = [*OPPONENTS, *(k for k in opponent_keys() if k not in OPPONENTS)]
    return tuple(keys[:count])


def seat_names(count: int = 3) -> tuple[str, ...]:
    """The human's translated "You" and the opponents' names in the current language."""
    lang = current_language()
    return (QCoreApplication.translate("MainWindow", "You"),
            *(opponent_name(k, lang) for k in opponent_roster(count)))


def wait(app: QApplication, cond: Callable[[], bool], timeout_ms: int = 30_000) -> None:
    timer = QTimer()
    timer.setSingleShot(True)
    timer.start(timeout_ms)
    while not cond():
        if not timer.isActive():
            raise TimeoutError("the table did not get there in time")
        app.processEvents()


class Director:
    """Plays a seeded match in a real window and stops where a screenshot is wanted."""

    def __init__(self, app: QApplication, size: tuple[int, int], seed: int,
                 rules: Rules | None = None, sheet_after_hand: bool = False) -> None:
        self.app = app
        self.tmp = tempfile.TemporaryDirectory()
        settings = Settings(path=Path(self.tmp.name) / "settings.ini")
        settings.show_score_sheet_after_hand = sheet_after_hand
        self.win = MainWindow(settings, speed="instant")
        self.win.resize(*size)
        self.win.show()
        self.app.processEvents()
        rules = rules or Rules.preset("classic")
        names = seat_names(rules.players - 1)
        players = [SeatPlayer(names[0], human=True)]
        players += [SeatPlayer(names[i], bot_kind=k, level="normal")
                    for i, k in enumerate(opponent_roster(rules.players - 1), start=1)]
        self.brain = make_bot("normal", seed)
        self.win.start_match(rules, seed, players)
        self.ctrl = self.win.controller

    def close(self) -> None:
        self.ctrl.shutdown()
        self.win.close()
        self.tmp.cleanup()

    def sheet_open(self) -> bool:
        return self.win.score_sheet is not None and self.win.score_sheet.isVisible()

    def human_turn(self) -> None:
        wait(self.app, lambda: self.ctrl.awaiting_human or self.ctrl.is_over
             or self.sheet_open())

    def act(self) -> None:
        view = self.ctrl.view
        assert view is not None
        self.ctrl.submit(self.brain.choose(view))

    def until(self, cond: Callable[[], bool], limit: int = 3000) -> None:
        for _ in range(limit):
            self.human_turn()
            if cond() or self.ctrl.is_over:
                return
            if self.sheet_open():
                assert self.win.score_sheet is not None
                self.win.score_sheet.accept()
                continue
            self.act()
        raise RuntimeError("condition never met")

    def settle(self) -> None:
        self.win.animator.finish()
        for _ in range(5):
            self.app.processEvents()

    def grab(self, overlay: QWidget | None = None) -> QImage:
        self.settle()
        image = self.win.grab().toImage()
        if overlay is not None:
            shot = overlay.grab().toImage()
            painter = QPainter(image)
            painter.fillRect(image.rect(), QColor(0, 0, 0, 70))
            x = (image.width() - shot.width()) // 2
            y = (image.height() - shot.height()) // 2
            painter.drawImage(QPoint(x, y), shot)
            painter.end()
        return image


def shoot(scene: str, size: tuple[int, int], app: QApplication) -> QImage:
    if scene == "passing":
        d = Director(app, size, seed=42)
        d.human_turn()
        view = d.ctrl.view
        assert view is not None and view.phase is Phase.PASSING
        action = d.brain.choose(view)
        assert isinstance(action, PassCards)
        # the CPU players' passes come from the worker thread: wait for all of them, so
        # the shot does not depend on how fast the machine thinks
        others = [s for s in range(len(view.passes_committed)) if s != view.seat]
        wait(app, lambda: d.ctrl.table_idle and all(
            d.ctrl.view.passes_committed[s] for s in others))
        items = list(d.win.scene.human_items())
        for card in action.cards:  # one item per card: two copies are two items
            item = next(it for it in items if it.card == card)
            items.remove(item)
            d.win.scene.item_clicked.emit(item)
    elif scene == "mid-trick":
        d = Director(app, size, seed=7)

        def ready() -> bool:
            v = d.ctrl.view
            return bool(v is not None and v.phase is Phase.PLAYING and v.hearts_broken
                        and v.trick is not None and len(v.trick.plays) >= 2
                        and len(v.hand) <= 9 and any(it.dimmed for it in
                                                     d.win.scene.human_items()))
        d.until(ready)
        d.win.scene.move_focus(1)  # the keyboard's focus ring on the first playable card
    elif scene == "moon":
        for seed in range(1, 200):
            d = Director(app, size, seed=seed)
            shots: list[MoonShot] = []
            d.win.animator.event_started.connect(
                lambda ev, shots=shots: shots.append(ev) if isinstance(ev, MoonShot) else None)
            d.until(lambda d=d, shots=shots: bool(shots) or d.ctrl.view.deal_number > 4)
            if shots:
                break
            d.close()
        else:
            raise RuntimeError("nobody shot the moon")
        d.settle()
        title, subtitle = moon_texts(d.win.scene.names[shots[0].seat], shots[0].sun)
        banner = d.win.scene.banner
        banner.set_texts(title, subtitle)
        banner.setVisible(True)
        banner.setOpacity(1.0)
        image = d.win.grab().toImage()
        d.close()
        return image
    elif scene == "kitty":
        # three players: the kitty lies face down beside the trick until trick 1 is won
        d = Director(app, size, seed=3, rules=Rules.preset("kitty"))

        def kitty_ready() -> bool:
            v = d.ctrl.view
            return bool(v is not None and v.phase is Phase.PLAYING and v.kitty_owner is None)
        d.until(kitty_ready)
    elif scene == "score-sheet":
        d = Director(app, size, seed=11, sheet_after_hand=True)
        d.until(lambda: d.sheet_open() and d.win.hands_shown >= 3)
        sheet = d.win.score_sheet
        assert sheet is not None
        image = d.grab(sheet)
        sheet.hide()
        d.close()
        return image
    elif scene == "game-over":
        d = Director(app, size, seed=11)
        d.until(lambda: False, limit=5000)
        wait(app, lambda: d.win.game_over is not None and d.win.game_over.isVisible())
        dialog = d.win.game_over
        assert dialog is not None
        dialog.adjustSize()
        image = d.grab(dialog)
        d.close()
        return image
    elif scene == "eight":
        rules = Rules.preset("cancellation").replace(players=8)
        for seed in range(1, 60):
            d = Director(app, size, seed=seed, rules=rules)

            def full_trick(d: Director = d) -> bool:
                # the human to play last into a trick of seven, a pair of them cancelled
                v = d.ctrl.view
                if v is None or v.phase is not Phase.PLAYING or v.trick is None:
                    return False
                plays = v.trick.plays
                return len(plays) == 7 and bool(cancelled_positions(plays))
            try:
                d.until(full_trick, limit=400)
            except RuntimeError:
                d.close()
                continue
            if not d.ctrl.is_over:
                break
            d.close()
        else:
            raise RuntimeError("no trick of seven with a cancelled pair")
    else:
        raise SystemExit(f"unknown scene {scene!r}; known: {', '.join(SCENES)}")
    image = d.grab()
    d.close()
    return image


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--out", default=str(ROOT / "docs" / "screenshots"))
    p.add_argument("--only", action="append", choices=SCENES)
    p.add_argument("--size", action="append", default=None, help="WIDTHxHEIGHT")
    p.add_argument("--quality", type=int, default=90, help="JPEG quality (default 90)")
    p.add_argument("--language", action="append", choices=("ko", "ja", "de", "en"),
                   help="show the table in this language (repeatable)")
    args = p.parse_args(argv)
    sizes = [tuple(int(v) for v in s.lower().split("x")) for s in args.size] if args.size \
        else list(SIZES)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication([])
    assert isinstance(app, QApplication)
    install_cjk_fallback(app)
    for lang in args.language or [None]:
        apply_language(lang or "en")
        suffix = f"-{lang}" if lang else ""
        for w, h in sizes:
            for scene in args.only or SCENES:
                image = shoot(scene, (w, h), app)
                # JPEG: the felt's grain makes PNGs of the table ten times larger
                path = out / f"table-{scene}-{w}x{h}{suffix}.jpg"
                image.save(str(path), "JPEG", args.quality)
                print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
