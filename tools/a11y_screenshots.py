#!/usr/bin/env python3
"""Screenshots of the table for weak eyes and colour blindness (Options > Seeing), for
docs/screenshots/ and for looking.

    xvfb-run -a -s "-screen 0 1400x900x24" python tools/a11y_screenshots.py
    ... python tools/a11y_screenshots.py --out /tmp/shots --only hearts

The real window plays a seeded match at speed instant with the four-colour deck, the
high-contrast table, the largest cards and the playable cards marked; the human's seat is
played by a Normal CPU player through the controller, and the window is grabbed when the
human must follow suit into a trick (some cards playable, the others not). Pictures (JPEG):

* ``a11y-hearts-1280x800.jpg`` and ``a11y-hearts-1280x800-grey.jpg`` (the same in greyscale:
  the playable cards still stand out, lifted and outlined, and the suits' shapes tell them
  apart);
* ``a11y-hearts-pass-1280x800.jpg``: three cards chosen to pass (raised and outlined);
* ``a11y-ombre-1280x800.jpg`` (Spanish suits) and its ``-grey`` twin;
* ``a11y-ombre-french-1280x800.jpg``: Ombre in French dress, four colours;
* ``a11y-quadrille-1366x768.jpg`` and ``a11y-pinochle-double-1366x768.jpg`` (20 cards a
  hand: the larger cards still fit a 1366x768 window);
* ``a11y-options.png``: the Options dialog with its Seeing group.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from PySide6.QtGui import QImage  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402
from screenshots import wait  # noqa: E402  (tools/, the Hearts screenshots' waiting)

from hearts_desktop.i18n import apply_language  # noqa: E402
from hearts_desktop.i18n.fonts import install_cjk_fallback  # noqa: E402
from hearts_desktop.ui.controller import SeatPlayer  # noqa: E402
from hearts_desktop.ui.main_window import MainWindow  # noqa: E402
from hearts_desktop.ui.settings import Settings  # noqa: E402
from hearts_desktop.ui.setup import GameSetup  # noqa: E402

SHOTS: dict[str, tuple[str, str, int, tuple[int, int], dict[str, Any]]] = {
    # name: (game, preset, seed, window size, settings besides the seeing ones)
    "hearts": ("hearts", "classic", 11, (1280, 800), {}),
    "ombre": ("ombre", "ombre", 7, (1280, 800), {}),
    "ombre-french": ("ombre", "ombre", 7, (1280, 800), {"ombre_dress": "french"}),
    "quadrille": ("ombre", "quadrille", 3, (1366, 768), {}),
    "pinochle-double": ("pinochle", "double_deck", 5, (1366, 768), {}),
}
GREY = ("hearts", "ombre")


def _wait(app: QApplication, until: Callable[[], bool], ms: int = 60_000) -> bool:
    try:
        wait(app, until, ms)
    except TimeoutError:
        return False
    return True


def _settings(folder: Path, extra: dict[str, Any]) -> Settings:
    settings = Settings(path=folder / "settings.ini")
    settings.show_score_sheet_after_hand = False
    settings.volume = 0
    settings.four_colour_deck = True
    settings.high_contrast = True
    settings.card_size = 140
    settings.mark_playable = True
    for key, value in extra.items():
        settings.set_value(key, value)
    return settings


def _plays(view: Any) -> list[Any]:
    return [a for a in view.legal if type(a).__name__ == "PlayCard"]


def shoot(app: QApplication, name: str, out: Path) -> list[Path]:
    game_name, preset, seed, size, extra = SHOTS[name]
    tmp = tempfile.TemporaryDirectory()
    win = MainWindow(_settings(Path(tmp.name), extra), speed="instant")
    win.resize(*size)
    win.show()
    _wait(app, lambda: win.view.painted)
    ctrl = win.controller
    game = ctrl.game if ctrl.game.name == game_name else None
    from hearts_desktop.games import get_game

    game = game or get_game(game_name)
    rules = game.preset(preset)
    setup = GameSetup.default("en", game=game_name).with_rules(rules)
    names = list(setup.names("en", win.human_name()))
    players = [SeatPlayer(names[0], human=True)]
    players += [SeatPlayer(names[s], bot_kind=seat.opponent, level="normal")
                for s, seat in enumerate(setup.seats[1:], start=1)]
    win.start_match(rules, seed, players, game=game_name)
    ctrl = win.controller
    shots: list[Path] = []

    def save(image: QImage, file: str) -> None:
        path = out / file
        image.save(str(path), "JPEG", 90)
        shots.append(path)
        print(path)

    w, h = size
    passed = False
    for step in range(600):
        if not _wait(app, lambda: ctrl.awaiting_human or ctrl.is_over):
            print(f"{name}: timed out waiting for the human's turn", file=sys.stderr)
            break
        view = ctrl.view
        if view is None or ctrl.is_over:
            break
        action = ctrl.game.make_bot("normal", seed * 1000 + step).choose(view)
        plays = _plays(view)
        sc = win.scene
        if name == "hearts" and not passed and type(action).__name__ == "PassCards":
            sc.select_cards(list(action.cards))
            sc.snap()
            app.processEvents()
            save(win.grab().toImage(), f"a11y-hearts-pass-{w}x{h}.jpg")
            passed = True
        if plays and view.trick is not None and view.trick.plays \
                and 1 < len(plays) < len(view.hand):
            app.processEvents()
            image = win.grab().toImage()
            save(image, f"a11y-{name}-{w}x{h}.jpg")
            if name in GREY:
                save(image.convertToFormat(QImage.Format.Format_Grayscale8),
                     f"a11y-{name}-{w}x{h}-grey.jpg")
            break
        if plays and type(action).__name__ != "PlayCard":
            action = plays[0]  # no surrender or concession: play on to the trick
        if sc.overlays.choices_shown:  # a bid, trump, a called king: through the panel
            keys = [c.key for c in sc.overlays.panel.content.choices if c.enabled]
            sc.overlays.panel.choose(action if action in keys else keys[0])
        else:
            ctrl.submit(action)
    ctrl.shutdown()
    win.close()
    tmp.cleanup()
    return shots


def options_shot(app: QApplication, out: Path) -> Path:
    from hearts_desktop.ui.dialogs.options import OptionsDialog

    tmp = tempfile.TemporaryDirectory()
    dialog = OptionsDialog(_settings(Path(tmp.name), {}))
    dialog.show()
    _wait(app, dialog.isVisible)
    app.processEvents()
    path = out / "a11y-options.png"
    dialog.grab().save(str(path))
    print(path)
    dialog.close()
    tmp.cleanup()
    return path


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "screenshots")
    parser.add_argument("--only", action="append", choices=(*SHOTS, "options"))
    parser.add_argument("--language", default="en", choices=("en", "de", "ja", "ko"))
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    install_cjk_fallback(app)
    apply_language(args.language)
    for name in args.only or [*SHOTS, "options"]:
        if name == "options":
            options_shot(app, args.out)
        else:
            shoot(app, name, args.out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
