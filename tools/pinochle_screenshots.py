#!/usr/bin/env python3
"""Render screenshots of a Pinochle table into ``docs/screenshots/``.

Usage::

    python tools/pinochle_screenshots.py --language en --language ko

Runs offscreen: the real main window plays a seeded Pinochle match at speed instant, the
human seat driven through the controller (bidding high, so the human declares), and the
window is grabbed at these moments:

- ``auction``: the auction panel with the legal next bids, the others' calls on the plates;
- ``meld``: every seat's meld laid out with its caption (the team totals follow in a
  banner once the cards are back in the hands);
- ``trick``: the human to play into a trick, the cards the duties forbid greyed;
- ``score-sheet``: the score sheet after the hand, drawn over the table.

Files: ``pinochle-<scene>-1280x800-<lang>.jpg``.
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
from PySide6.QtWidgets import QApplication  # noqa: E402

from hearts_desktop.games.pinochle import Bid, Phase, PlayCard, Rules  # noqa: E402
from hearts_desktop.i18n import apply_language, current_language  # noqa: E402
from hearts_desktop.i18n.fonts import install_cjk_fallback  # noqa: E402
from hearts_desktop.ui.controller import SeatPlayer  # noqa: E402
from hearts_desktop.ui.main_window import MainWindow  # noqa: E402
from hearts_desktop.ui.settings import Settings  # noqa: E402
from hearts_desktop.ui.setup import opponent_keys, opponent_name  # noqa: E402

SCENES = ("auction", "meld", "trick", "score-sheet")
SEED = 5


def wait(app: QApplication, cond: Callable[[], bool], timeout_ms: int = 30_000) -> None:
    timer = QTimer()
    timer.setSingleShot(True)
    timer.start(timeout_ms)
    while not cond():
        if not timer.isActive():
            raise TimeoutError("the table did not get there in time")
        app.processEvents()


def shoot_all(app: QApplication, size: tuple[int, int]) -> dict[str, QImage]:
    tmp = tempfile.TemporaryDirectory()
    settings = Settings(path=Path(tmp.name) / "settings.ini")
    settings.show_score_sheet_after_hand = False
    settings.hold_melds = False  # melds go back after their time
    win = MainWindow(settings, speed="instant")
    win.resize(*size)
    win.show()
    app.processEvents()
    lang = current_language()
    keys = opponent_keys("pinochle")[:3]
    players = [SeatPlayer(QCoreApplication.translate("MainWindow", "You"), human=True)]
    players += [SeatPlayer(opponent_name(k, lang, "pinochle"), bot_kind=k, level="normal")
                for k in keys]
    shots: dict[str, QImage] = {}
    sc = win.scene
    original_clear = sc.clear_captions

    def clear_captions() -> None:
        # the moment the meld has been laid out, before the cards go back
        if "meld" not in shots and sum(c.isVisible() for c in sc.captions.values()) == 4:
            shots["meld"] = win.grab().toImage()
        original_clear()

    sc.clear_captions = clear_captions  # type: ignore[method-assign]
    win.start_match(Rules.preset("pinochle"), SEED, players, game="pinochle")
    ctrl = win.controller
    bids = 0
    while not ctrl.state.history:
        wait(app, lambda: ctrl.awaiting_human or bool(ctrl.state.history))
        if ctrl.state.history:
            break
        view = ctrl.view
        app.processEvents()
        if view.phase is Phase.BIDDING:
            if bids == 1 and "auction" not in shots:
                shots["auction"] = win.grab().toImage()
            keys_ = [c.key for c in sc.overlays.panel.content.choices]
            bid = [k for k in keys_ if isinstance(k, Bid)]
            sc.overlays.panel.choose(bid[min(len(bid) - 1, 2 + bids)])
            bids += 1
        elif view.phase is Phase.NAMING_TRUMP:
            sc.overlays.panel.choose(sc.overlays.panel.content.choices[0].key)
        elif view.phase in (Phase.PASSING, Phase.RETURNING):
            sc.select_cards(list(view.hand)[:4])
            win.play.confirm()
        else:
            legal = [a.card for a in view.legal if isinstance(a, PlayCard)]
            if (view.trick is not None and len(view.trick.plays) >= 2
                    and len(legal) < len(view.hand) and "trick" not in shots):
                shots["trick"] = win.grab().toImage()
            ctrl.submit(PlayCard(view.seat, legal[0]))
    wait(app, lambda: ctrl.table_idle)
    sheet = win.play.show_score_sheet()
    app.processEvents()
    image = win.grab().toImage()
    painter = QPainter(image)
    painter.fillRect(image.rect(), QColor(0, 0, 0, 70))
    shot = sheet.grab().toImage()
    painter.drawImage(QPoint((image.width() - shot.width()) // 2,
                             (image.height() - shot.height()) // 2), shot)
    painter.end()
    shots["score-sheet"] = image
    ctrl.shutdown()
    win.close()
    tmp.cleanup()
    return shots


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    p.add_argument("--out", default=str(ROOT / "docs" / "screenshots"))
    p.add_argument("--language", action="append", choices=("ko", "ja", "de", "en"))
    args = p.parse_args(argv)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication([])
    assert isinstance(app, QApplication)
    install_cjk_fallback(app)
    for lang in args.language or ["en"]:
        apply_language(lang)
        for scene, image in shoot_all(app, (1280, 800)).items():
            path = out / f"pinochle-{scene}-1280x800-{lang}.jpg"
            image.save(str(path), "JPEG", 90)
            print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
