"""Screenshots of an Ombre match at the real window, for docs/screenshots/ and for looking.

    xvfb-run -a -s "-screen 0 1280x900x24" python tools/ombre_screenshots.py
    ... python tools/ombre_screenshots.py --language ja --language en --out /tmp/shots

The human's seat is played by a Normal CPU player through the window's own input (the
choice panel, the chosen discards, a card). Pictures (JPEG), per language
(``-1280x800-<lang>.jpg``):

* ``ombre-auction``: the human's bid, after a CPU player has bid (the panel greys the bids
  that are too low);
* ``ombre-exchange``: the human is ombre and has chosen the discards (raised), the talon in
  the middle;
* ``ombre-trick``: a trick in play with trump known and the matadors marked in the hand;
* ``ombre-payment``: the chips flying at the end of the first deal;
* ``ombre-score-sheet``: the score sheet after two deals (the whole screen, since the
  sheet is a window of its own).

The deal is the seed's (``--seed``); the default is one where all of that happens in the
first deal. Run it under a real X server (Xvfb) so that fonts and window sizes are real.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QElapsedTimer, QTimer  # noqa: E402
from PySide6.QtGui import QGuiApplication  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

SEED = 7


def _wait(app: QApplication, until: Any, ms: int = 60000) -> bool:
    clock = QElapsedTimer()
    clock.start()
    while not until():
        app.processEvents()
        if clock.elapsed() > ms:
            return False
    return True


def _pause(app: QApplication, ms: int) -> None:
    clock = QElapsedTimer()
    clock.start()
    while clock.elapsed() < ms:
        app.processEvents()


def shoot(app: QApplication, out: Path, language: str, seed: int, speed: str,
          preset: str = "ombre") -> list[Path]:
    from hearts_desktop.games.ombre import (
        Exchange,
        Phase,
        PlayCard,
        Rules,
        Surrender,
        is_matador,
    )
    from hearts_desktop.i18n import apply_language
    from hearts_desktop.ui.controller import SeatPlayer
    from hearts_desktop.ui.main_window import MainWindow
    from hearts_desktop.ui.settings import Settings
    from hearts_desktop.ui.setup import GameSetup

    apply_language(language)
    tmp = Path(tempfile.mkdtemp(prefix="ombre-shots-"))
    settings = Settings(path=tmp / "settings.ini")
    settings.language = language
    settings.show_score_sheet_after_hand = False
    settings.volume = 0
    win = MainWindow(settings, speed=speed)
    win.resize(1280, 800)
    win.move(0, 0)
    win.show()
    _wait(app, lambda: win.view.painted)
    _pause(app, 300)
    rules = Rules.preset(preset)
    setup = GameSetup.default(language, game="ombre").with_rules(rules)
    names = list(setup.names(language, win.human_name()))
    players = [SeatPlayer(names[0], human=True)]
    players += [SeatPlayer(names[s], bot_kind=seat.opponent, level="normal")
                for s, seat in enumerate(setup.seats[1:], start=1)]
    win.start_match(rules, seed, players, game="ombre")
    ctrl = win.controller
    suffix = (f"-1280x800-{language}" if preset == "ombre"
              else f"-{preset}-1280x800-{language}")
    shots: list[Path] = []

    def save(name: str, *, screen: bool = False) -> None:
        path = out / f"{name}{suffix}.jpg"
        if screen:
            pixmap = QGuiApplication.primaryScreen().grabWindow(0, 0, 0, 1280, 800)
        else:
            pixmap = win.grab()
        pixmap.save(str(path), "JPG", 88)
        shots.append(path)
        print(path)

    paid = {"shot": False}

    def on_stage(name: str) -> None:
        if name == "payment" and not paid["shot"]:
            paid["shot"] = True
            QTimer.singleShot(450, lambda: save("ombre-payment"))

    win.animator.stage_changed.connect(on_stage)
    done: set[str] = set()
    for step in range(400):
        if not _wait(app, lambda: ctrl.awaiting_human or ctrl.is_over):
            print("timed out waiting for the human's turn", file=sys.stderr)
            break
        _pause(app, 150)
        view = ctrl.view
        if view is None or ctrl.is_over or (view.deal_number > 3 and "score" in done):
            break
        action = ctrl.game.make_bot("normal", seed * 1000 + step).choose(view)
        if isinstance(action, Surrender):
            action = next(a for a in view.legal if isinstance(a, PlayCard))
        sc = win.scene
        if view.history and "score" not in done and view.deal_number >= 3:
            sheet = win.play.show_score_sheet()
            _pause(app, 400)
            done.add("score")
            save("ombre-score-sheet", screen=True)
            sheet.hide()
            _pause(app, 100)
        if view.phase is Phase.BIDDING and "auction" not in done and view.high is not None:
            done.add("auction")
            save("ombre-auction")
        if view.phase is Phase.EXCHANGE and isinstance(action, Exchange):
            if view.ombre == view.seat and "exchange" not in done:
                sc.select_cards(action.discards)
                sc.snap()
                sc.update_texts()
                _pause(app, 200)
                done.add("exchange")
                save("ombre-exchange")
            ctrl.submit(action)
        elif view.phase is Phase.PLAYING:
            matadors = [c for c in view.hand if is_matador(c, view.trump)]
            if ("trick" not in done and view.trick is not None
                    and len(view.trick.plays) >= 2 - (view.ombre == view.seat) and matadors):
                done.add("trick")
                save("ombre-trick")
            ctrl.submit(action)
        elif sc.overlays.choices_shown:
            if not sc.overlays.panel.choose(action):
                ctrl.submit(action)
        else:
            ctrl.submit(action)
        if {"auction", "exchange", "trick", "score"} <= done:
            break
    ctrl.shutdown()
    win.close()
    return shots


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "screenshots")
    parser.add_argument("--language", action="append", choices=("en", "ko", "ja", "de"))
    parser.add_argument("--seed", type=int, default=SEED)
    parser.add_argument("--speed", default="normal", choices=("fast", "normal", "slow"))
    parser.add_argument("--preset", default="ombre", help="rules preset (default ombre)")
    args = parser.parse_args(argv)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    from hearts_desktop.i18n.fonts import install_cjk_fallback

    install_cjk_fallback()
    args.out.mkdir(parents=True, exist_ok=True)
    for language in args.language or ["en"]:
        shoot(app, args.out, language, args.seed, args.speed, args.preset)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
