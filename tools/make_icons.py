#!/usr/bin/env python3
"""Draw the Hearts Desktop application icon and write it in every format the packages need.

Usage::

    .venv/bin/python tools/make_icons.py            # regenerate packaging/icons/ and assets/icons/
    .venv/bin/python tools/make_icons.py --out DIR  # write the same files under DIR/

The icon is original work of the project, computed here: two playing cards fanned on a
green table disc, a dark one with a spade behind a white one with a big red heart. The
geometry is written as SVG by this script (paths and rounded rectangles only), then
rendered to PNG with QtSvg (the renderer the program itself uses) and packed into a
multi-size Windows ``.ico`` and a macOS ``.icns`` with Pillow (``pip install -e '.[bundle]'``).
Small sizes (16 to 32 pixels) use a simpler drawing, a single card with the heart, because
two cards and a disc turn into mush at that size. Two runs write identical files.

Output::

    packaging/icons/hearts-desktop.svg          the scalable icon (hicolor "scalable")
    packaging/icons/hearts-desktop-small.svg    the simplified drawing for 16..32 px
    packaging/icons/hearts-desktop-<N>.png      N = 16 24 32 48 64 128 256 512
    packaging/icons/hearts-desktop.ico          Windows (16..256)
    packaging/icons/hearts-desktop.icns         macOS (16..512, plus @2x)
    assets/icons/hearts-desktop.svg             the window icon the program sets at run time
"""

from __future__ import annotations

import argparse
import io
import sys
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
NAME = "hearts-desktop"
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
SMALL_MAX = 32  # sizes up to this use the simplified drawing
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)

RED = "#c8102e"
DARK_RED = "#8e0b20"
INK = "#1b1b1f"
CARD = "#fbfaf5"
CARD_EDGE = "#c9c4b4"
FELT = "#1d6b45"
FELT_EDGE = "#124a2f"
NAVY = "#23365e"
NAVY_EDGE = "#101b33"

# A heart of width 2 and height ~2.1 centred on the origin (point down), as cubic Béziers.
HEART = ("M 0 1.05 C -0.30 0.78 -1.00 0.32 -1.00 -0.30 C -1.00 -0.80 -0.55 -1.05 -0.25 -1.00 "
         "C -0.11 -0.98 0 -0.88 0 -0.74 C 0 -0.88 0.11 -0.98 0.25 -1.00 "
         "C 0.55 -1.05 1.00 -0.80 1.00 -0.30 C 1.00 0.32 0.30 0.78 0 1.05 Z")
# A spade: the heart turned point up, with a flared stem.
SPADE = ("M 0 -1.05 C -0.30 -0.72 -1.00 -0.30 -1.00 0.25 C -1.00 0.72 -0.50 0.92 -0.14 0.62 "
         "C -0.14 0.80 -0.26 1.00 -0.45 1.10 L 0.45 1.10 C 0.26 1.00 0.14 0.80 0.14 0.62 "
         "C 0.50 0.92 1.00 0.72 1.00 0.25 C 1.00 -0.30 0.30 -0.72 0 -1.05 Z")


def _card(x: float, y: float, w: float, h: float, r: float, fill: str, edge: str,
          stroke: float) -> str:
    return (f'<rect x="{x:g}" y="{y:g}" width="{w:g}" height="{h:g}" rx="{r:g}" ry="{r:g}" '
            f'fill="{fill}" stroke="{edge}" stroke-width="{stroke:g}"/>')


def _shape(path: str, cx: float, cy: float, scale: float, fill: str, edge: str = "none",
           stroke: float = 0.0) -> str:
    extra = f' stroke="{edge}" stroke-width="{stroke / scale:g}"' if stroke else ""
    return (f'<path transform="translate({cx:g} {cy:g}) scale({scale:g})" d="{path}" '
            f'fill="{fill}"{extra}/>')


def icon_svg() -> str:
    """The full icon: a felt disc, a navy card with a spade, a white card with a heart."""
    w, h, r = 226.0, 316.0, 24.0
    parts = [
        '<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">',
        "<title>Hearts Desktop</title>",
        '<defs><radialGradient id="felt" cx="50%" cy="40%" r="60%">'
        f'<stop offset="0" stop-color="#268a59"/><stop offset="1" stop-color="{FELT}"/>'
        "</radialGradient></defs>",
        f'<circle cx="256" cy="256" r="236" fill="url(#felt)" stroke="{FELT_EDGE}" '
        'stroke-width="12"/>',
        # back card, turned left, with a light spade
        '<g transform="rotate(-16 256 300)">',
        '<g transform="translate(-62 -4)">',
        _card(256 - w / 2 + 4, 300 - h / 2 + 8, w, h, r, "#00000033", "none", 0),
        _card(256 - w / 2, 300 - h / 2, w, h, r, NAVY, NAVY_EDGE, 6),
        _card(256 - w / 2 + 16, 300 - h / 2 + 16, w - 32, h - 32, r - 10, "none",
              "#5f77a8", 4),
        _shape(SPADE, 256 - 52, 246, 42, CARD),
        "</g></g>",
        # front card, turned right, with the heart
        '<g transform="rotate(12 256 300)">',
        '<g transform="translate(58 2)">',
        _card(256 - w / 2 + 6, 300 - h / 2 + 10, w, h, r, "#00000040", "none", 0),
        _card(256 - w / 2, 300 - h / 2, w, h, r, CARD, CARD_EDGE, 5),
        _shape(HEART, 256, 300, 80, RED, DARK_RED, 5),
        _shape(HEART, 256 - w / 2 + 30, 300 - h / 2 + 40, 17, RED),
        _shape(HEART, 256 + w / 2 - 30, 300 + h / 2 - 40, 17, RED),
        "</g></g>",
        "</svg>",
    ]
    return "\n".join(parts) + "\n"


def small_svg() -> str:
    """The simplified icon for 16..32 px: one upright card, a heart filling most of it."""
    parts = [
        '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32">',
        "<title>Hearts Desktop</title>",
        _card(5, 1.5, 22, 29, 3.5, CARD, INK, 1.5),
        _shape(HEART, 16, 16.4, 8.6, RED),
        "</svg>",
    ]
    return "\n".join(parts) + "\n"


def render_png(svg: str, size: int) -> bytes:
    """``svg`` rendered with QtSvg at ``size`` x ``size`` pixels, as PNG bytes."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF, Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    if QGuiApplication.instance() is None:
        _render_png_app.append(QGuiApplication(sys.argv[:1]))
    renderer = QSvgRenderer(QByteArray(svg.encode("utf-8")))
    if not renderer.isValid():
        raise RuntimeError("the icon SVG does not parse")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter, QRectF(0, 0, size, size))
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.convertToFormat(QImage.Format.Format_ARGB32).save(buffer, "PNG")
    buffer.close()
    return bytes(data.data())


_render_png_app: list[object] = []  # keeps the QGuiApplication alive while rendering


def build(out: Path) -> list[Path]:
    """Write every icon file under ``out`` (the repository root layout); return the paths."""
    from PIL import Image

    icons = out / "packaging" / "icons"
    icons.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []

    def write(path: Path, data: bytes) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        if not path.exists() or path.read_bytes() != data:
            path.write_bytes(data)
        written.append(path)

    full, small = icon_svg(), small_svg()
    write(icons / f"{NAME}.svg", full.encode("utf-8"))
    write(icons / f"{NAME}-small.svg", small.encode("utf-8"))
    write(out / "assets" / "icons" / f"{NAME}.svg", full.encode("utf-8"))
    pngs: dict[int, bytes] = {}
    for size in PNG_SIZES:
        pngs[size] = render_png(small if size <= SMALL_MAX else full, size)
        write(icons / f"{NAME}-{size}.png", pngs[size])

    images = {size: Image.open(io.BytesIO(data)).convert("RGBA") for size, data in pngs.items()}
    ico = io.BytesIO()
    largest = images[max(ICO_SIZES)]
    largest.save(ico, format="ICO", sizes=[(s, s) for s in ICO_SIZES],
                 append_images=[images[s] for s in ICO_SIZES if s != max(ICO_SIZES)])
    write(icons / f"{NAME}.ico", ico.getvalue())

    # Pillow writes every icns size from the given images (each size from the exact-size
    # image when one is given, else downscaled); 1024 (512@2x) comes from a fresh render.
    big = Image.open(io.BytesIO(render_png(full, 1024))).convert("RGBA")
    icns = io.BytesIO()
    big.save(icns, format="ICNS", append_images=[images[s] for s in (16, 32, 64, 128, 256, 512)])
    write(icons / f"{NAME}.icns", icns.getvalue())
    return written


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT,
                        help="write under this folder instead of the repository root")
    args = parser.parse_args(argv)
    for path in build(args.out):
        print(path.relative_to(args.out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
