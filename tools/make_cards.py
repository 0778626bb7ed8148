#!/usr/bin/env python3
"""Generate the Hearts Desktop card decks and card backs as SVG.

Usage::

    python tools/make_cards.py            # regenerate assets/cards/
    python tools/make_cards.py --out DIR  # write the same files under DIR

Output, relative to the output directory (default ``assets/cards``)::

    hearts-classic/index.desktop      KDE card-deck theme description
    hearts-classic/hearts-classic.svg one SVG holding all 55 elements
    backs/<name>.svg                  the card backs, one file each
    hearts-four-colour/...            the French deck in four suit colours
    spanish-classic/...               the Spanish-suited deck

The decks are drawn by ``tools/cards_french.py`` (the French deck, the backs and the
drawing helpers both decks share) and ``tools/cards_spanish.py`` (with
``cards_spanish_emblems.py`` and ``cards_spanish_figures.py``). This script only collects
and writes their files; it uses only the standard library, and two runs write
byte-identical files. The modules import downwards only: this script imports the decks,
the Spanish deck its figures and emblems, and every one of them ``cards_french``.
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from pathlib import Path

import cards_french
import cards_spanish


def build() -> dict[str, str]:
    """All generated files, keyed by their path relative to the output directory."""
    return {**cards_french.build(), **cards_spanish.build()}


def write(out_dir: Path) -> list[Path]:
    written = []
    for rel, text in build().items():
        target = out_dir / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(text.encode("utf-8"))
        written.append(target)
    return written


def main(argv: Sequence[str] | None = None) -> int:
    root = Path(__file__).resolve().parent.parent
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=root / "assets" / "cards",
                        help="output directory (default: assets/cards)")
    args = parser.parse_args(argv)
    for p in write(args.out):
        print(p)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
