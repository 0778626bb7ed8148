"""Render the game's dialogs offscreen into docs/screenshots/ to check their layout.

    python tools/dialog_screenshots.py              # new_game.png, options.png, rules.png ...
    python tools/dialog_screenshots.py --long       # pseudo-translation, every text ~40% longer
    python tools/dialog_screenshots.py --out /tmp/shots
    python tools/dialog_screenshots.py --language de --language ja   # new_game_de.png ...

``--long`` installs a translator that lengthens every string (German runs about 30%
longer than English), to show where a translation would be cut off.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QCoreApplication, QTranslator  # noqa: E402
from PySide6.QtWidgets import QApplication, QWidget  # noqa: E402


class LongTranslator(QTranslator):
    """A pseudo-translation: every text gets ~40% longer (placeholders kept)."""

    def translate(self, context: str, source: str, disambiguation: str | None = None,
                  n: int = -1) -> str:
        if not source or source.strip() in ("", "%1 %"):
            return source
        extra = max(1, round(len(source) * 0.4))
        pad = ("äöüß" * (extra // 4 + 1))[:extra]
        if source.endswith(":"):
            return f"{source[:-1]}{pad}:"
        return f"{source}{pad}"

    def isEmpty(self) -> bool:
        return False


def _save(widget: QWidget, path: Path) -> None:
    widget.show()
    QApplication.processEvents()
    widget.grab().save(str(path))
    print(f"{path} ({widget.width()}x{widget.height()})")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "screenshots")
    parser.add_argument("--long", action="store_true", help="pseudo-translate, 40%% longer")
    parser.add_argument("--language", action="append", choices=("ko", "ja", "de", "en"),
                        help="render in this language (repeatable): new_game_<lang>.png ...")
    args = parser.parse_args(argv)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    translator = LongTranslator()
    if args.long:
        QCoreApplication.installTranslator(translator)
    args.out.mkdir(parents=True, exist_ok=True)
    if args.language:
        from hearts_desktop.i18n import apply_language
        from hearts_desktop.i18n.fonts import install_cjk_fallback

        install_cjk_fallback()
        for lang in args.language:
            apply_language(lang)
            _render(args.out, f"_{lang}", lang)
        return 0
    _render(args.out, "_long" if args.long else "", "en")
    del app
    return 0


def _render(out: Path, suffix: str, language: str) -> None:
    args = argparse.Namespace(out=out)

    from hearts_desktop.games.hearts import Rules
    from hearts_desktop.ui.dialogs.about import AboutDialog
    from hearts_desktop.ui.dialogs.new_game import NewGameDialog
    from hearts_desktop.ui.dialogs.options import OptionsDialog
    from hearts_desktop.ui.games.hearts.rules_page import RulesDialog
    from hearts_desktop.ui.settings import Settings

    new_game = NewGameDialog(language=language)
    _save(new_game, args.out / f"new_game{suffix}.png")
    new_game.tabs.setCurrentIndex(1)
    _save(new_game, args.out / f"new_game_options{suffix}.png")
    new_game.close()

    with tempfile.TemporaryDirectory() as tmp:
        settings = Settings(path=Path(tmp) / "settings.ini")
        options = OptionsDialog(settings)
        _save(options, args.out / f"options{suffix}.png")
        options.close()

    rules = RulesDialog(Rules.preset("pink_lady"))
    _save(rules, args.out / f"rules{suffix}.png")
    rules.close()

    about = AboutDialog()
    _save(about, args.out / f"about{suffix}.png")
    about.close()


if __name__ == "__main__":
    raise SystemExit(main())
