"""Counting the suits' colours in a picture of cards (the four-colour deck's tests)."""

from __future__ import annotations

from PySide6.QtGui import QImage


def suit_hues(image: QImage) -> dict[str, int]:
    """Pixels of a clear red, blue, green and near-black in ``image``."""
    out = {"red": 0, "blue": 0, "green": 0, "black": 0}
    for y in range(image.height()):
        for x in range(image.width()):
            c = image.pixelColor(x, y)
            r, g, b = c.red(), c.green(), c.blue()
            if r > 150 and g < 90 and b < 110:
                out["red"] += 1
            elif b > 110 and b > r + 60 and b > g + 30:
                out["blue"] += 1
            elif g > 90 and g > r + 50 and g > b + 20:
                out["green"] += 1
            elif max(r, g, b) < 70:
                out["black"] += 1
    return out
