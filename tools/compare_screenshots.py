"""Compare two folders of screenshots pixel by pixel, and put pairs side by side.

::

    python tools/compare_screenshots.py BEFORE_DIR AFTER_DIR
    python tools/compare_screenshots.py BEFORE_DIR AFTER_DIR --side-by-side out.png \\
        --only table-mid-trick-1280x800.jpg

For every image of BEFORE_DIR the one of the same name in AFTER_DIR is compared: the mean
absolute difference over all channels (0 = identical, 255 = opposite), the largest
difference, how many pixels differ and the bounding box of the differing pixels. Only Qt
is needed (no imaging library). The exit status is 1 when an image is missing or differs
(unless ``--tolerance`` allows the mean difference).
"""

from __future__ import annotations

import argparse
import os
import sys
from dataclasses import dataclass
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QColor, QFont, QGuiApplication, QImage, QPainter


@dataclass
class Difference:
    name: str
    mean: float
    largest: int
    pixels: int
    box: tuple[int, int, int, int] | None
    """(left, top, right, bottom) of the differing pixels, inclusive."""

    def line(self) -> str:
        where = "none" if self.box is None else "({}, {})-({}, {})".format(*self.box)
        return (f"{self.name}: mean abs diff {self.mean:.4f}, max {self.largest}, "
                f"differing pixels {self.pixels}, box {where}")


def _rgb(path: Path) -> QImage:
    image = QImage(str(path))
    if image.isNull():
        raise SystemExit(f"cannot read {path}")
    return image.convertToFormat(QImage.Format.Format_RGB888)


def compare(before: Path, after: Path) -> Difference:
    a, b = _rgb(before), _rgb(after)
    if a.size() != b.size():
        return Difference(before.name, 255.0, 255, a.width() * a.height(), None)
    w, h = a.width(), a.height()
    total = largest = pixels = 0
    left, top, right, bottom = w, h, -1, -1
    row_bytes = w * 3
    for y in range(h):
        ra = bytes(a.constScanLine(y))[:row_bytes]
        rb = bytes(b.constScanLine(y))[:row_bytes]
        if ra == rb:
            continue
        for x in range(w):
            i = 3 * x
            d = (abs(ra[i] - rb[i]), abs(ra[i + 1] - rb[i + 1]), abs(ra[i + 2] - rb[i + 2]))
            s = d[0] + d[1] + d[2]
            if s:
                total += s
                largest = max(largest, *d)
                pixels += 1
                left, right = min(left, x), max(right, x)
                top, bottom = min(top, y), max(bottom, y)
    box = (left, top, right, bottom) if pixels else None
    return Difference(before.name, total / (w * h * 3), largest, pixels, box)


def side_by_side(before: Path, after: Path, out: Path, labels: tuple[str, str],
                 scale: float = 1.0) -> None:
    """``before`` and ``after`` next to each other (at ``scale``), labelled above."""
    a, b = QImage(str(before)), QImage(str(after))
    if scale != 1.0:
        mode = Qt.TransformationMode.SmoothTransformation
        a = a.scaledToWidth(round(a.width() * scale), mode)
        b = b.scaledToWidth(round(b.width() * scale), mode)
    gap, head = 24, 44
    image = QImage(a.width() + b.width() + 3 * gap, max(a.height(), b.height()) + head + gap,
                   QImage.Format.Format_RGB32)
    image.fill(QColor(245, 245, 240))
    p = QPainter(image)
    font = QFont()
    font.setPixelSize(22)
    font.setBold(True)
    p.setFont(font)
    p.setPen(QColor(30, 30, 30))
    for x, picture, label in ((gap, a, labels[0]), (2 * gap + a.width(), b, labels[1])):
        p.drawText(QRect(x, 0, picture.width(), head), Qt.AlignmentFlag.AlignCenter, label)
        p.drawImage(QPoint(x, head), picture)
    p.end()
    out.parent.mkdir(parents=True, exist_ok=True)
    if not image.save(str(out)):
        raise SystemExit(f"cannot write {out}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("before", type=Path)
    parser.add_argument("after", type=Path)
    parser.add_argument("--only", action="append", default=[],
                        help="compare only this file name (repeatable)")
    parser.add_argument("--tolerance", type=float, default=0.0,
                        help="largest mean difference still counted as the same")
    parser.add_argument("--side-by-side", type=Path, default=None,
                        help="write the first compared pair side by side to this file")
    parser.add_argument("--labels", nargs=2, default=("Before", "After"))
    parser.add_argument("--scale", type=float, default=1.0,
                        help="scale of the side-by-side pictures (default 1)")
    args = parser.parse_args(argv)
    _app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    names = args.only or sorted(p.name for p in args.before.iterdir() if p.is_file()
                                and p.suffix.lower() in (".png", ".jpg", ".jpeg"))
    status = 0
    for name in names:
        after = args.after / name
        if not after.is_file():
            print(f"{name}: missing in {args.after}")
            status = 1
            continue
        diff = compare(args.before / name, after)
        print(diff.line())
        if diff.mean > args.tolerance:
            status = 1
    if args.side_by_side is not None and names:
        side_by_side(args.before / names[0], args.after / names[0], args.side_by_side,
                     tuple(args.labels), args.scale)  # type: ignore[arg-type]
        print(f"wrote {args.side_by_side}")
    del _app
    return status


if __name__ == "__main__":
    raise SystemExit(main())
