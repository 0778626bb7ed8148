"""The four suit emblems of the Spanish-suited deck (oros: coins, copas: cups, espadas:
swords, bastos: knotted clubs), full size for the pips and figures and bold for the corner
index, and the inks they are drawn in.

Used by ``tools/cards_spanish.py`` (the deck) and ``tools/cards_spanish_figures.py`` (the
figures hold their suit's emblem); drawn with the helpers of ``tools/cards_french.py``.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from cards_french import (
    BLUE,
    GOLD,
    INK,
    RED,
    Point,
    circle_d,
    ellipse_d,
    line,
    num,
    path,
    poly_d,
    rect_d,
    use,
)

OCHRE = "#a86f00"
GREEN = "#2a7a33"
DARK_GREEN = "#17461c"
LIGHT_GREEN = "#7cc46f"
STEEL_BLUE = "#a9c1e3"
DARK_BLUE = "#173a78"
DARK_GOLD = "#8a5a00"
LIGHT_GOLD = "#fde6a0"
WOOD_CUT = "#f0d39a"
DARK_RED = "#7a0a1c"


# --------------------------------------------------------------------------- emblems
# Each emblem is drawn in a box about 100 units high centred on the origin: a coin of
# radius 50, a cup 100 high, a sword and a club 100 long standing upright.


def _coin() -> list[str]:
    out = [path(circle_d(0, 0, 49), fill=GOLD, stroke=DARK_GOLD, stroke_width=3.2)]
    out.append(path(circle_d(0, 0, 40), fill="none", stroke=DARK_GOLD, stroke_width=1.6))
    beads = "".join(circle_d(44.5 * math.cos(math.radians(i * 15)),
                             44.5 * math.sin(math.radians(i * 15)), 2.3) for i in range(24))
    out.append(path(beads, fill=LIGHT_GOLD, stroke=DARK_GOLD, stroke_width=0.9))
    star = []
    for i in range(16):
        a = math.radians(i * 22.5 - 90)
        r = 33.0 if i % 2 == 0 else 15.0
        star.append((r * math.cos(a), r * math.sin(a)))
    out.append(path(poly_d(star), fill="#e9a21b", stroke=DARK_GOLD, stroke_width=1.4,
                    stroke_linejoin="round"))
    out.append(path(circle_d(0, 0, 11), fill=LIGHT_GOLD, stroke=DARK_GOLD, stroke_width=1.4))
    out.append(path(circle_d(0, 0, 4.5), fill=DARK_GOLD))
    return out


def _cup() -> list[str]:
    bowl = ("M-35,-44C-34,-16 -21,-3 -8,-1L8,-1C21,-3 34,-16 35,-44Z")
    out = [path(bowl, fill=RED, stroke=INK, stroke_width=2.0, stroke_linejoin="round")]
    # a gold band with lozenges round the bowl
    out.append(path("M-31.5,-26C-12,-21 12,-21 31.5,-26L29.5,-19C11,-14 -11,-14 -29.5,-19Z",
                    fill=GOLD, stroke=INK, stroke_width=1.1, stroke_linejoin="round"))
    loz = "".join(poly_d([(x, -24.5 + abs(x) * 0.05), (x + 2.6, -21 + abs(x) * 0.05),
                          (x, -17.5 + abs(x) * 0.05), (x - 2.6, -21 + abs(x) * 0.05)])
                  for x in (-20, -10, 0, 10, 20))
    out.append(path(loz, fill=RED))
    out.append(path("M-18,-38C-17,-24 -12,-12 -5,-7", fill="none", stroke="#f07a86",
                    stroke_width=2.4, stroke_linecap="round"))
    # the lip seen from above
    out.append(path(ellipse_d(0, -44, 35.5, 7), fill=GOLD, stroke=INK, stroke_width=1.6))
    out.append(path(ellipse_d(0, -44, 29, 4.2), fill=DARK_RED))
    # stem with a knot, foot
    out.append(path(rect_d(-5, -2, 10, 31), fill=GOLD, stroke=INK, stroke_width=1.5))
    out.append(path(ellipse_d(0, 12, 11, 6), fill=GOLD, stroke=INK, stroke_width=1.5))
    out.append(path("M-6,29C-10,36 -22,40 -27,45C-28,49 28,49 27,45C22,40 10,36 6,29Z",
                    fill=GOLD, stroke=INK, stroke_width=1.6, stroke_linejoin="round"))
    out.append(path("M-20,43.5C-8,41.5 8,41.5 20,43.5", fill="none", stroke=DARK_GOLD,
                    stroke_width=1.2))
    return out


def _sword() -> list[str]:
    blade = poly_d([(-5, 20), (-5, -36), (0, -50), (5, -36), (5, 20)])
    out = [path(blade, fill=STEEL_BLUE, stroke=DARK_BLUE, stroke_width=1.8,
                stroke_linejoin="round")]
    out.append(line("M0,-40V16", 1.4, DARK_BLUE))
    guard = ("M-21,16C-24,16 -25,21 -22,22C-20,23 -19,21 -18,20H18C19,21 20,23 22,22"
             "C25,21 24,16 21,16Z")
    out.append(path(guard, fill=GOLD, stroke=INK, stroke_width=1.4, stroke_linejoin="round"))
    out.append(path(rect_d(-3.8, 22, 7.6, 19), fill=BLUE, stroke=INK, stroke_width=1.3))
    out.append(line("M-3.8,27.5L3.8,25M-3.8,33L3.8,30.5M-3.8,38.5L3.8,36", 0.9, GOLD))
    out.append(path(circle_d(0, 45.5, 5.2), fill=GOLD, stroke=INK, stroke_width=1.3))
    return out


CLUB_STUBS = ((-33, 1), (-14, -1), (6, 1), (25, -1))
"""Where the club's cut branches stand out (y, side) in its 100-unit box."""


def club_stub_end(y: float, side: int) -> Point:
    """The cut end of the stub at (y, side), in the club's box."""
    return side * (13 - (y + 40) * 0.05 - 1.5 + 7.8), y - 4.5


def _club() -> list[str]:
    body = ("M-4.5,49C-6,30 -9,0 -13,-30C-15,-42 -11,-50 0,-50C11,-50 15,-42 13,-30"
            "C9,0 6,30 4.5,49Z")
    out = [path(body, fill=GREEN, stroke=DARK_GREEN, stroke_width=1.9,
                stroke_linejoin="round")]
    out.append(path("M-6,-40C-9,-20 -6,10 -3,44", fill="none", stroke=LIGHT_GREEN,
                    stroke_width=2.6, stroke_linecap="round"))
    # the stubs of cut branches, alternately left and right
    for y, side in CLUB_STUBS:
        x = side * (13 - (y + 40) * 0.05 - 1.5)
        stub = (f"M{num(x)},{num(y - 4)}L{num(x + side * 7)},{num(y - 8)}"
                f"L{num(x + side * 8.5)},{num(y - 1)}L{num(x)},{num(y + 3)}Z")
        out.append(path(stub, fill=GREEN, stroke=DARK_GREEN, stroke_width=1.5,
                        stroke_linejoin="round"))
        out.append(path(ellipse_d(x + side * 7.8, y - 4.5, 1.8, 3.6), fill=WOOD_CUT,
                        stroke=DARK_GREEN, stroke_width=1.0,
                        transform=f"rotate({-side * 20} {num(x + side * 7.8)} {num(y - 4.5)})"))
    out.append(path(ellipse_d(0, -44, 7, 3.2), fill=WOOD_CUT, stroke=DARK_GREEN,
                    stroke_width=1.0))
    return out


def _mini_coin() -> list[str]:
    return [path(circle_d(0, 0, 44), fill=GOLD, stroke=DARK_GOLD, stroke_width=12),
            path(circle_d(0, 0, 15), fill=DARK_GOLD)]


def _mini_cup() -> list[str]:
    return [path("M-40,-48C-38,-14 -22,0 -8,2L8,2C22,0 38,-14 40,-48Z", fill=RED,
                 stroke=INK, stroke_width=6, stroke_linejoin="round"),
            path("M-8,0V26C-14,34 -28,38 -32,48H32C28,38 14,34 8,26V0Z", fill=GOLD,
                 stroke=INK, stroke_width=6, stroke_linejoin="round")]


def _mini_sword() -> list[str]:
    return [path(poly_d([(-9, 16), (-9, -32), (0, -50), (9, -32), (9, 16)]), fill=STEEL_BLUE,
                 stroke=DARK_BLUE, stroke_width=6, stroke_linejoin="round"),
            path(rect_d(-27, 14, 54, 11), fill=GOLD, stroke=INK, stroke_width=5),
            path(rect_d(-7, 25, 14, 26), fill=BLUE, stroke=INK, stroke_width=5)]


def _mini_club() -> list[str]:
    return [path("M-9,50C-11,25 -17,-5 -22,-28C-25,-42 -16,-50 0,-50C16,-50 25,-42 22,-28"
                 "C17,-5 11,25 9,50Z", fill=GREEN, stroke=DARK_GREEN, stroke_width=6,
                 stroke_linejoin="round"),
            path("M18,-18L32,-26L33,-12L16,-4ZM-15,12L-30,6L-30,20L-13,26Z", fill=GREEN,
                 stroke=DARK_GREEN, stroke_width=5, stroke_linejoin="round")]


MINI_EMBLEMS: dict[str, Callable[[], list[str]]] = {
    "oros": _mini_coin, "copas": _mini_cup, "espadas": _mini_sword, "bastos": _mini_club,
}
"""Bolder, simpler emblems for the corner index (readable a few pixels high)."""

EMBLEMS: dict[str, Callable[[], list[str]]] = {
    "oros": _coin, "copas": _cup, "espadas": _sword, "bastos": _club,
}


def emblem(suit: str, x: float, y: float, size: float, rot: float = 0.0,
           flip: bool = False) -> str:
    """The suit's emblem centred on (x, y), ``size`` units high (before rotation)."""
    return use(f"emblem-{suit}", x, y, size / 100.0, rot=rot,
               sx=-size / 100.0 if flip else None)
