#!/usr/bin/env python3
"""Render a contact sheet of the generated card decks and backs.

Usage::

    python tools/preview_cards.py                      # docs/screenshots/cards.png
    python tools/preview_cards.py --deck spanish       # docs/screenshots/cards-spanish.png
    python tools/preview_cards.py --deck four-colour   # docs/screenshots/cards-four-colour.png
    python tools/preview_cards.py --out sheet.png --width 1600
    python tools/preview_cards.py --card queen_spade --card-out /tmp/qs.png --card-width 500
    python tools/preview_cards.py --deck spanish --no-sheet --card caballo_copas

The Spanish sheet shows the 40 cards, the figures at 80 px (the narrowest card of a crowded
table) and Ombre's matadors marked as the table marks them (``CardPixmaps.set_marks``),
in both dresses.

Renders with ``QSvgRenderer`` offscreen (no display needed), the same renderer the
game uses, so the sheet shows what the table will show.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

ROOT = Path(__file__).resolve().parent.parent
CARDS = ROOT / "assets" / "cards"
DECK = CARDS / "hearts-classic" / "hearts-classic.svg"
FOUR_COLOUR_DECK = CARDS / "hearts-four-colour" / "hearts-four-colour.svg"
SPANISH_DECK = CARDS / "spanish-classic" / "spanish-classic.svg"
BACKS = CARDS / "backs"
SP_SUITS = ("oros", "copas", "espadas", "bastos")
SP_RANKS = ("1", "2", "3", "4", "5", "6", "7", "sota", "caballo", "rey")

SUITS = ("club", "diamond", "heart", "spade")
RANKS = ("1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "jack", "queen", "king")
TABLE_GREEN = QColor("#1e5b34")


def render_element(renderer: QSvgRenderer, element: str | None, width: int) -> QImage:
    """One card (or a whole single-card file when ``element`` is None) at ``width`` px."""
    height = round(width * 7 / 5)
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    if element is None:
        renderer.render(painter, QRectF(0, 0, width, height))
    else:
        renderer.render(painter, element, QRectF(0, 0, width, height))
    painter.end()
    return image


def contact_sheet(width: int, svg: Path = DECK) -> QImage:
    deck = QSvgRenderer(str(svg))
    if not deck.isValid():
        raise SystemExit(f"cannot load {svg}")
    back_files = sorted(BACKS.glob("*.svg"))
    cols = 13
    margin = 12
    gap = 8
    card_w = (width - 2 * margin - (cols - 1) * gap) // cols
    card_h = round(card_w * 7 / 5)
    label_h = 18
    rows: list[list[tuple[str, QImage]]] = []
    for suit in SUITS:
        rows.append([(f"{r}_{suit}", render_element(deck, f"{r}_{suit}", card_w))
                     for r in RANKS])
    extra = [(e, render_element(deck, e, card_w)) for e in ("red_joker", "black_joker", "back")]
    for f in back_files:
        extra.append((f.stem, render_element(QSvgRenderer(str(f)), None, card_w)))
    rows.append(extra)
    height = 2 * margin + len(rows) * (card_h + gap) + label_h
    sheet = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    sheet.fill(TABLE_GREEN)
    painter = QPainter(sheet)
    font = QFont("DejaVu Sans")
    font.setPixelSize(11)
    painter.setFont(font)
    painter.setPen(QColor("#e8f0e8"))
    for r, row in enumerate(rows):
        for c, (_name, img) in enumerate(row):
            x = margin + c * (card_w + gap)
            y = margin + r * (card_h + gap)
            painter.drawImage(x, y, img)
    y_text = margin + len(rows) * (card_h + gap) + 2
    names = ", ".join(name for name, _ in rows[-1])
    painter.drawText(margin, y_text + 12, f"last row: {names}")
    painter.end()
    return sheet


def _label(painter: QPainter, x: int, y: int, text: str) -> None:
    painter.drawText(x, y, text)


def spanish_sheet(width: int) -> QImage:
    """The Spanish deck: the 40 cards, the figures at 80 px, and the matadors marked."""
    sys.path.insert(0, str(ROOT))
    from hearts_desktop.core.cards import Card
    from hearts_desktop.core.deck import SPANISH_40, Dress
    from hearts_desktop.ui.table.card_pixmaps import MARK_GOLD, MARK_SILVER, CardPixmaps

    deck = QSvgRenderer(str(SPANISH_DECK))
    if not deck.isValid():
        raise SystemExit(f"cannot load {SPANISH_DECK}")
    cols, margin, gap, label_h = 10, 14, 10, 20
    card_w = (width - 2 * margin - (cols - 1) * gap) // cols
    card_h = round(card_w * 7 / 5)
    small_w, small_h = 80, 112
    mark_w = 100
    mark_h = 140
    height = (margin + 4 * (card_h + gap) + label_h + small_h + gap + label_h
              + mark_h + gap + margin + 6)
    sheet = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    sheet.fill(TABLE_GREEN)
    painter = QPainter(sheet)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    font = QFont("DejaVu Sans")
    font.setPixelSize(13)
    painter.setFont(font)
    painter.setPen(QColor("#e8f0e8"))
    y = margin
    for suit in SP_SUITS:
        for c, rank in enumerate(SP_RANKS):
            painter.drawImage(margin + c * (card_w + gap), y,
                              render_element(deck, f"{rank}_{suit}", card_w))
        y += card_h + gap
    # the figures at the narrowest table size
    _label(painter, margin, y + 14, "Figures at 80 px: sota (10), caballo (11), rey (12)")
    y += label_h
    x = margin
    for suit in SP_SUITS:
        for rank in ("sota", "caballo", "rey"):
            painter.drawImage(x, y, render_element(deck, f"{rank}_{suit}", small_w))
            x += small_w + 6
        x += 12
    y += small_h + gap
    # Ombre's matadors, marked as the table marks them
    _label(painter, margin, y + 14, "Marked (Ombre, copas trump): spadille, manille, basto "
                                   "in gold; punto in silver; in Spanish and French dress")
    y += label_h
    matadors = [Card.parse(t) for t in ("AS", "7H", "AC")]
    punto = Card.parse("AH")
    shown = [*matadors, punto, Card.parse("KH")]
    x = margin
    for dress in (Dress.SPANISH, Dress.FRENCH):
        pixmaps = CardPixmaps(deck=SPANISH_40.with_dress(dress))
        pixmaps.set_marks(matadors, MARK_GOLD)
        pixmaps.set_marks([punto], MARK_SILVER)
        for card in shown:
            painter.drawPixmap(x, y, pixmaps.pixmap(card, mark_w))
            x += mark_w + 8
        x += 40
    painter.end()
    return sheet


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Render a contact sheet of a card deck.")
    parser.add_argument("--deck", choices=("french", "spanish", "four-colour"),
                        default="french")
    parser.add_argument("--out", type=Path, default=None,
                        help="default: docs/screenshots/cards.png, cards-spanish.png or "
                             "cards-four-colour.png")
    parser.add_argument("--width", type=int, default=1600)
    parser.add_argument("--card", action="append", default=[],
                        help="also render this element id alone (repeatable)")
    parser.add_argument("--card-out", type=Path, default=Path("/tmp"),
                        help="directory (or file, with one --card) for single cards")
    parser.add_argument("--card-width", type=int, default=500)
    parser.add_argument("--no-sheet", action="store_true")
    args = parser.parse_args(argv)

    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])  # kept alive to the end
    spanish = args.deck == "spanish"
    french_svg = FOUR_COLOUR_DECK if args.deck == "four-colour" else DECK
    if not args.no_sheet:
        name = {"french": "cards.png", "spanish": "cards-spanish.png",
                "four-colour": "cards-four-colour.png"}[args.deck]
        out = args.out or ROOT / "docs" / "screenshots" / name
        out.parent.mkdir(parents=True, exist_ok=True)
        sheet = spanish_sheet(args.width) if spanish else contact_sheet(args.width,
                                                                          french_svg)
        if not sheet.save(str(out)):
            raise SystemExit(f"could not write {out}")
        print(out)
    if args.card:
        deck = QSvgRenderer(str(SPANISH_DECK if spanish else french_svg))
        for element in args.card:
            target = args.card_out
            if target.suffix.lower() != ".png" or len(args.card) > 1:
                target = target / f"{element}.png"
            target.parent.mkdir(parents=True, exist_ok=True)
            if not render_element(deck, element, args.card_width).save(str(target)):
                raise SystemExit(f"could not write {target}")
            print(target)
    del app
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
