#!/usr/bin/env python3
"""The README's pictures: one table of each game, and the README's first screen.

Usage::

    xvfb-run -a -s "-screen 0 1280x900x24" python tools/readme_screenshots.py games
    python tools/readme_screenshots.py page README.md docs/screenshots/readme.png
    git show BASE:README.md > /tmp/old.md
    python tools/readme_screenshots.py page /tmp/old.md before.png --base .

``games`` runs the game tools (``tools/screenshots.py``, ``tools/pinochle_screenshots.py``,
``tools/ombre_screenshots.py``) into a temporary folder, each in a process of its own, and
keeps one 1280x800 moment of each, mid-deal with the human to play, as
``docs/screenshots/readme-{hearts,pinochle,ombre}-1280x800.jpg`` (JPEG quality 85): the
README's and the AppStream metadata's pictures.

``page`` renders a Markdown file the way a reader first sees it: a 1280x800 window
(``--size``) showing the top of the file through ``QTextDocument.setMarkdown``, pictures
scaled to the column as a web page would (to a third of it in a table of three).
Relative picture paths are read from ``--base`` (default: the file's folder).
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtGui import QTextDocument

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
SHOTS = ROOT / "docs" / "screenshots"
QUALITY = 85

# game -> (tool, its arguments, the picture it writes that the README shows); a tool that
# takes --quality writes the JPEG once, the others' pictures are encoded again at QUALITY.
GAMES = {
    "hearts": ("screenshots.py", ["--only", "mid-trick", "--size", "1280x800",
                                  "--quality", str(QUALITY)], "table-mid-trick-1280x800.jpg"),
    "pinochle": ("pinochle_screenshots.py", ["--language", "en"],
                 "pinochle-trick-1280x800-en.jpg"),
    "ombre": ("ombre_screenshots.py", ["--language", "en"], "ombre-trick-1280x800-en.jpg"),
}


def game_shots(out: Path, only: list[str] | None = None) -> list[Path]:
    """Runs each game's tool and keeps its mid-deal picture as ``readme-<game>-…jpg``."""
    from PySide6.QtGui import QImage

    written = []
    with tempfile.TemporaryDirectory(prefix="readme-shots-") as tmp:
        for game, (tool, args, picture) in GAMES.items():
            if only and game not in only:
                continue
            folder = Path(tmp) / game
            subprocess.run([sys.executable, str(ROOT / "tools" / tool), "--out", str(folder),
                            *args], check=True)
            image = QImage(str(folder / picture))
            if image.isNull() or (image.width(), image.height()) != (1280, 800):
                raise SystemExit(f"{tool} did not write a 1280x800 {picture}")
            path = out / f"readme-{game}-1280x800.jpg"
            if "--quality" in args:
                path.write_bytes((folder / picture).read_bytes())
            else:
                image.save(str(path), "JPEG", QUALITY)
            written.append(path)
            print(path)
    return written


def _mend_tables_after_code(doc: QTextDocument) -> None:
    """Qt's Markdown reader starts a table's first cell with an empty line when a code
    block stands just before the table (the cell's text pushed down); a web page does not.
    That line is taken out and the cell takes the second header cell's formats."""
    from PySide6.QtGui import QTextCursor, QTextTable

    for frame in doc.rootFrame().childFrames():
        if not isinstance(frame, QTextTable) or frame.columns() < 2:
            continue
        first = frame.cellAt(0, 0)
        cursor = first.firstCursorPosition()
        while cursor.block().text() == "" and first.lastPosition() > cursor.position():
            cursor.deleteChar()  # the empty line's end: the cell's text moves up into it
            first = frame.cellAt(0, 0)
        model = frame.cellAt(0, 1).firstCursorPosition()
        cursor.setBlockFormat(model.blockFormat())
        model.movePosition(QTextCursor.MoveOperation.NextCharacter,
                           QTextCursor.MoveMode.KeepAnchor)  # the first letter's format
        cursor.setPosition(first.lastPosition(), QTextCursor.MoveMode.KeepAnchor)
        cursor.mergeCharFormat(model.charFormat())


def render_page(markdown: Path, out: Path, base: Path, size: tuple[int, int]) -> None:
    """The first screen of ``markdown`` as a reader sees it, saved to ``out``."""
    from PySide6.QtCore import QUrl
    from PySide6.QtGui import QFont, QImage, QTextCursor, QTextImageFormat
    from PySide6.QtWidgets import QApplication, QTextBrowser

    app = QApplication.instance() or QApplication(sys.argv[:1])
    browser = QTextBrowser()
    browser.resize(*size)
    font = QFont(QApplication.font())
    font.setPointSizeF(11)
    browser.setFont(font)
    doc = browser.document()
    doc.setDocumentMargin(28)
    doc.setBaseUrl(QUrl.fromLocalFile(str(base.resolve()) + "/"))
    browser.setSearchPaths([str(base.resolve())])
    doc.setMarkdown(markdown.read_text(encoding="utf-8"))
    _mend_tables_after_code(doc)
    column = size[0] - 2 * 28 - browser.verticalScrollBar().sizeHint().width() - 8
    # Pictures as a web page shows them: no wider than the column (a third in a table).
    block = doc.begin()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            fragment = it.fragment()
            fmt = fragment.charFormat()
            if fmt.isImageFormat():
                image_format = fmt.toImageFormat()
                picture = QImage(str(base / image_format.name()))
                cursor = QTextCursor(doc)
                cursor.setPosition(fragment.position())
                cursor.setPosition(fragment.position() + fragment.length(),
                                   QTextCursor.MoveMode.KeepAnchor)
                table = cursor.currentTable()
                limit = column / table.columns() - 12 if table is not None else column
                if not picture.isNull():
                    width = min(float(picture.width()), limit)
                    scaled = QTextImageFormat(image_format)
                    scaled.setWidth(width)
                    scaled.setHeight(width * picture.height() / picture.width())
                    cursor.setCharFormat(scaled)
            it += 1
        block = block.next()
    browser.show()
    app.processEvents()
    browser.moveCursor(QTextCursor.MoveOperation.Start)  # the top, as a reader opens it
    browser.verticalScrollBar().setValue(0)
    app.processEvents()
    out.parent.mkdir(parents=True, exist_ok=True)
    browser.grab().save(str(out))
    print(out)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    games = sub.add_parser("games", help="a mid-deal table of each game")
    games.add_argument("--out", type=Path, default=SHOTS)
    games.add_argument("--only", action="append", choices=sorted(GAMES))
    page = sub.add_parser("page", help="the first screen of a Markdown file")
    page.add_argument("markdown", type=Path)
    page.add_argument("out", type=Path)
    page.add_argument("--base", type=Path, default=None,
                      help="folder relative pictures are read from (default: the file's)")
    page.add_argument("--size", default="1280x800", help="WIDTHxHEIGHT (default 1280x800)")
    args = parser.parse_args(argv)
    if args.command == "games":
        args.out.mkdir(parents=True, exist_ok=True)
        game_shots(args.out, args.only)
        return 0
    width, _, height = args.size.partition("x")
    render_page(args.markdown, args.out, args.base or args.markdown.parent,
                (int(width), int(height)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
