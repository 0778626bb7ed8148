#!/usr/bin/env python3
"""Render the deal codes into ``docs/screenshots/`` (issue 32): Game > Play a deal by code…
with a typo and with a good code, the table it deals (the player in another seat than the
code's) and the score sheet with the code and "Copy code".

    python tools/deal_code_screenshots.py                      # English
    python tools/deal_code_screenshots.py --language ja --out /tmp/shots

Runs offscreen; the real main window deals a Quadrille code at a table of its own (a
temporary settings and data folder).
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "screenshots")
    parser.add_argument("--language", default="en", choices=("en", "de", "ja", "ko"))
    args = parser.parse_args(argv)
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv[:1])
    from hearts_desktop.core import deal_code
    from hearts_desktop.games import get_game
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

    def save(widget: object, name: str) -> None:
        path = args.out / f"{name}{suffix}.png"
        widget.grab().save(str(path))  # type: ignore[attr-defined]
        print(path)

    wait(lambda: win.isVisible())
    win.play_code_action.trigger()  # type: ignore[attr-defined]
    wait(lambda: "play_by_code" in win.dialogs.open_dialogs)
    dialog: object = win.dialogs.open_dialogs["play_by_code"]
    code = deal_code("ombre", get_game("ombre").preset("quadrille"), seed=123456, deal=4,
                     seat=1)
    edit = dialog.code_edit  # type: ignore[attr-defined]
    QTest.keyClicks(edit, code[:-1])
    QTest.qWait(100)
    save(dialog, "deal-code-typo")
    QTest.keyClicks(edit, code[-1])
    dialog.seat_combo.setCurrentIndex(2)  # type: ignore[attr-defined]
    QTest.qWait(100)
    save(dialog, "deal-code-dialog")
    dialog.start_button.click()  # type: ignore[attr-defined]
    wait(lambda: win.controller.state is not None and win.controller.awaiting_human)
    QTest.qWait(500)
    sheet = win.show_score_sheet()
    QTest.qWait(200)
    save(sheet, "deal-code-score-sheet")
    win.controller.shutdown()
    del app
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
