"""The "Hearts Classic" French-suited deck of Hearts Desktop, its card backs, and the
drawing helpers every deck of the project shares, as SVG.

``tools/make_cards.py`` writes this deck (and the Spanish one, ``tools/cards_spanish.py``,
which draws with the helpers here) to ``assets/cards/``. Everything is drawn here from
scratch: suit pips, index glyphs, pip layouts, court figures, jokers and backs are built
from lines, arcs and Bézier curves computed by this module. Nothing is taken from another
deck or font. Only the standard library is used and the output is deterministic: two runs
write byte-identical files.

Files (``build()``), relative to the output directory::

    hearts-classic/index.desktop      KDE card-deck theme description
    hearts-classic/hearts-classic.svg one SVG holding all 55 elements
    hearts-four-colour/...            the same deck in four suit colours (FOUR_COLOURS)
    backs/<name>.svg                  the card backs, one file each

The deck SVG follows the KDE libkcardgame conventions: every card is a ``<g>``
whose id is ``1_club`` .. ``10_club``, ``jack_club``, ``queen_club``,
``king_club`` (and the same for ``diamond``, ``heart``, ``spade``), plus
``back``, ``red_joker`` and ``black_joker``. Each element's bounding box is
exactly one card of 200 x 280 user units (5:7).

Only SVG features that QtSvg renders are used: paths, basic shapes, groups,
transforms, ``<use>`` of ``<defs>`` and gradients. Clipping is avoided (QtSvg
ignores ``clip-path``), so every pattern is computed to stay inside its area,
and there is no ``<text>``: index letters are drawn as paths.

Longer than 600 lines: one generator for the whole French deck (pips, court figures, backs)
whose drawing helpers are shared by every card (and by the Spanish deck).
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable, Iterable, Sequence

# --------------------------------------------------------------------------- geometry

CARD_W = 200
CARD_H = 280
RADIUS = 11.0
BORDER = 1.2

DECK_DIR = "hearts-classic"
DECK_SVG = "hearts-classic.svg"
FOUR_COLOUR_DIR = "hearts-four-colour"
FOUR_COLOUR_SVG = "hearts-four-colour.svg"
DEFAULT_BACK = "classic-red"

SUITS = ("club", "diamond", "heart", "spade")
RANKS = ("1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "jack", "queen", "king")

# Palette of a classic deck.
RED = "#c8102e"
BLACK = "#1b1b1f"
BLUE = "#1f4f9e"
GOLD = "#f1bd2f"
DARK_GOLD = "#b8860b"
SKIN = "#fbe3c8"
WHITE = "#ffffff"
INK = "#141414"
PAPER_EDGE = "#5a5a5a"

Point = tuple[float, float]


def num(v: float) -> str:
    """Format a coordinate compactly and deterministically."""
    s = f"{v:.2f}".rstrip("0").rstrip(".")
    return "0" if s in ("-0", "") else s


def pt(p: Point) -> str:
    return f"{num(p[0])},{num(p[1])}"


def attrs(**kw: object) -> str:
    out = []
    for key, value in kw.items():
        if value is None:
            continue
        name = key.rstrip("_").replace("_", "-")
        if name == "href":
            name = "xlink:href"
        if isinstance(value, float):
            value = num(value)
        out.append(f' {name}="{value}"')
    return "".join(out)


def tag(name: str, body: object = None, **kw: object) -> str:
    if body is None:
        return f"<{name}{attrs(**kw)}/>"
    return f"<{name}{attrs(**kw)}>{body}</{name}>"


def group(children: Iterable[str], **kw: object) -> str:
    return tag("g", "".join(children), **kw)


def path(d: str, **kw: object) -> str:
    return tag("path", d=d, **kw)


def use(ref: str, x: float = 0.0, y: float = 0.0, s: float = 1.0, rot: float = 0.0,
        sx: float | None = None, **kw: object) -> str:
    tr = f"translate({num(x)} {num(y)})"
    if rot:
        tr += f" rotate({num(rot)})"
    if sx is not None:
        tr += f" scale({num(sx)} {num(s)})"
    elif s != 1.0:
        tr += f" scale({num(s)})"
    return tag("use", href=f"#{ref}", transform=tr, **kw)


# A path is a list of commands: ("M", p), ("L", p), ("C", c1, c2, p), ("Q", c, p), ("Z",).
Cmd = tuple


def d_of(cmds: Sequence[Cmd]) -> str:
    out = []
    for c in cmds:
        op = c[0]
        if op == "Z":
            out.append("Z")
        else:
            out.append(op + " ".join(pt(p) for p in c[1:]))
    return "".join(out)


def map_cmds(cmds: Sequence[Cmd], fn: Callable[[Point], Point]) -> list[Cmd]:
    return [(c[0], *(fn(p) for p in c[1:])) for c in cmds]


def reverse_segments(start: Point, segs: Sequence[Cmd]) -> tuple[Point, list[Cmd]]:
    """Reverse an open chain of L/C/Q segments starting at ``start``."""
    points = [start]
    for s in segs:
        points.append(s[-1])
    out: list[Cmd] = []
    for i in range(len(segs) - 1, -1, -1):
        s = segs[i]
        dest = points[i]
        if s[0] == "L":
            out.append(("L", dest))
        elif s[0] == "C":
            out.append(("C", s[2], s[1], dest))
        elif s[0] == "Q":
            out.append(("Q", s[1], dest))
    return points[-1], out


def sym(start: Point, segs: Sequence[Cmd], cx: float = 0.0) -> str:
    """Closed path symmetric about x = cx from its right half.

    ``start`` lies on the axis; ``segs`` trace the right half (x >= cx) and end
    on the axis. The left half is the mirror image traced back to ``start``.
    """

    def mirror(p: Point) -> Point:
        return (2 * cx - p[0], p[1])

    end, back = reverse_segments(start, segs)
    del end
    left = map_cmds(back, mirror)
    return d_of([("M", start), *segs, *left, ("Z",)])


def circle_d(cx: float, cy: float, r: float) -> str:
    """A circle as a path (clockwise), for merging many dots into one path."""
    return (f"M{num(cx - r)},{num(cy)}a{num(r)},{num(r)} 0 1 1 {num(2 * r)},0"
            f"a{num(r)},{num(r)} 0 1 1 {num(-2 * r)},0Z")


def ellipse_d(cx: float, cy: float, rx: float, ry: float) -> str:
    return (f"M{num(cx - rx)},{num(cy)}a{num(rx)},{num(ry)} 0 1 1 {num(2 * rx)},0"
            f"a{num(rx)},{num(ry)} 0 1 1 {num(-2 * rx)},0Z")


def rect_d(x: float, y: float, w: float, h: float) -> str:
    return f"M{num(x)},{num(y)}h{num(w)}v{num(h)}h{num(-w)}Z"


def poly_d(points: Sequence[Point], close: bool = True) -> str:
    body = "M" + "L".join(pt(p) for p in points)
    return body + ("Z" if close else "")


# --------------------------------------------------------------------------- suit pips
# Each pip is drawn in a box about 100 units wide, centred on the origin.

PIP_D = {
    "heart": sym((0, -27), [
        ("C", (4, -41), (14, -49), (26, -49)),
        ("C", (40, -49), (50, -38), (50, -21)),
        ("C", (50, 4), (24, 22), (0, 49)),
    ]),
    "diamond": sym((0, -50), [
        ("Q", (15, -20), (38, 0)),
        ("Q", (15, 20), (0, 50)),
    ]),
    "spade": sym((0, -51), [
        ("C", (10, -34), (49, -16), (49, 11)),
        ("C", (49, 29), (36, 37), (24, 37)),
        ("C", (14, 37), (7, 32), (3, 25)),
        ("C", (4, 37), (9, 45), (18, 51)),
        ("L", (0, 51)),
    ]),
    "club": (
        sym((0, -3), [
            ("C", (7, -8), (12, -8), (16, -6)),
            ("C", (30, -12), (49, -4), (49, 14)),
            ("C", (49, 30), (37, 38), (25, 38)),
            ("C", (14, 38), (7, 32), (3, 26)),
            ("C", (4, 37), (9, 45), (18, 51)),
            ("L", (0, 51)),
        ])
        + circle_d(0, -25, 23.5)
    ),
}

SuitColours = dict[str, str]
SUIT_COLOR: SuitColours = {"club": BLACK, "spade": BLACK, "heart": RED, "diamond": RED}
FOUR_COLOUR_GREEN = "#178037"
FOUR_COLOURS: SuitColours = {"club": FOUR_COLOUR_GREEN, "spade": BLACK, "heart": RED,
                             "diamond": BLUE}
"""The four-colour deck (``hearts-four-colour``): spades black, hearts red, diamonds blue,
clubs green, each at least 4.5:1 against the white card (WCAG AA for its index)."""


def pip_defs(colours: SuitColours = SUIT_COLOR) -> list[str]:
    out = []
    for suit in SUITS:
        out.append(path(PIP_D[suit], id=f"pip-{suit}", fill=colours[suit]))
    return out


# --------------------------------------------------------------------------- index glyphs
# Glyphs are drawn in a box 100 units high (y = 0 at the top, 100 at the baseline).
# A glyph is a list of ("s", d, width) strokes and ("f", d) fills plus an advance width.

T = 14.0  # main stroke
Glyph = tuple[float, list[tuple]]


def _ell(cx: float, cy: float, rx: float, ry: float) -> str:
    return ellipse_d(cx, cy, rx, ry)


def _serif(x0: float, x1: float, top: bool) -> tuple:
    y = 0.0 if top else 93.0
    return ("f", rect_d(x0, y, x1 - x0, 7))


def _six() -> list[tuple]:
    return [("s", "M57,14C51,9 45,7 38,7C19,7 9,27 9,53C9,80 20,93 37,93"
                  "C54,93 64,82 64,66C64,50 53,40 38,40C24,40 13,47 9,58", T)]


GLYPHS: dict[str, Glyph] = {
    "A": (78, [
        ("f", "M1,100L29,0H49L77,100H58L52,77H26L20,100ZM30,63H48L39,28Z"),
        _serif(-4, 24, False), _serif(54, 82, False),
    ]),
    "K": (80, [
        ("f", rect_d(7, 0, 18, 100)),
        ("s", "M22,64L66,4", 14),
        ("s", "M33,45L70,97", 16),
        _serif(0, 32, True), _serif(0, 32, False),
        _serif(52, 80, True), _serif(52, 82, False),
    ]),
    "Q": (80, [
        ("s", _ell(38, 47, 30, 40), T),
        ("s", "M42,72C50,86 60,96 78,98", 12),
    ]),
    "J": (62, [
        ("s", "M45,3V66C45,86 38,93 27,93C16,93 9,86 8,76", 16),
        ("f", circle_d(11, 76, 9)),
        _serif(26, 62, True),
    ]),
    "1": (50, [
        ("f", rect_d(22, 0, 17, 100)),
        ("s", "M26,5L6,20", 10),
        _serif(10, 50, False),
    ]),
    "2": (72, [
        ("s", "M10,28C10,13 21,7 37,7C53,7 63,16 63,30C63,46 51,56 35,70L11,92", T),
        ("f", rect_d(5, 86, 63, 14)),
    ]),
    "3": (72, [
        ("s", "M9,18C15,11 24,7 37,7C53,7 62,15 62,27C62,40 52,47 33,47"
              "C54,47 65,56 65,71C65,86 53,93 37,93C24,93 13,90 7,82", T),
    ]),
    "4": (74, [
        ("f", "M42,0H60V66H72V80H60V100H42V80H3V67ZM42,66V24L17,66Z"),
    ]),
    "5": (72, [
        ("s", "M62,7H19L15,46C22,41 30,39 38,39C54,39 64,51 64,67C64,84 52,93 37,93"
              "C24,93 14,89 8,81", T),
    ]),
    "6": (73, _six()),
    "7": (72, [
        ("s", "M5,7H64C46,34 34,62 30,100", T),
    ]),
    "8": (73, [
        ("s", _ell(36.5, 28, 21, 21) + _ell(36.5, 71, 25, 22), T),
    ]),
    "9": (73, [("g", "rotate(180 36.5 50)", _six())]),
    "0": (68, [("s", _ell(34, 50, 25, 43), T)]),
    "O": (76, [("s", _ell(38, 50, 30, 43), T)]),
    "E": (64, [
        ("f", "M4,0H60V22H49V15H25V42H44V56H25V85H50V77H61V100H4Z"),
    ]),
    "R": (74, [
        ("f", rect_d(6, 0, 18, 100)),
        ("s", "M20,7H40C55,7 63,16 63,29C63,42 55,51 40,51H20", T),
        ("s", "M36,50L68,97", 16),
        _serif(0, 30, False), _serif(54, 78, False),
    ]),
}


def glyph_body(g: Glyph, color: str, x: float = 0.0) -> list[str]:
    """Glyph primitives, shifted right by ``x`` (glyph units)."""
    out = []
    for item in g[1]:
        kind = item[0]
        tr = f"translate({num(x)} 0)" if x else None
        if kind == "s":
            out.append(path(item[1], fill="none", stroke=color, stroke_width=item[2],
                            transform=tr))
        elif kind == "f":
            out.append(path(item[1], fill=color, fill_rule="evenodd", transform=tr))
        else:  # nested transformed glyph parts
            inner = glyph_body((g[0], item[2]), color)
            t = item[1] if not x else f"translate({num(x)} 0) {item[1]}"
            out.append(group(inner, transform=t))
    return out


def text_glyphs(text: str, color: str, spacing: float = 2.0) -> tuple[float, list[str]]:
    """Lay out ``text`` left to right; returns (width, primitives)."""
    x = 0.0
    parts: list[str] = []
    for ch in text:
        g = GLYPHS[ch]
        parts.extend(glyph_body(g, color, x))
        x += g[0] + spacing
    return x - spacing, parts


RANK_TEXT = {"1": "A", "jack": "J", "queen": "Q", "king": "K"}

INDEX_CX = 18.5  # centre line of the corner index
INDEX_TOP = 10.0
INDEX_H = 27.0  # rank glyph height
INDEX_PIP_W = 19.0


def corner_def(card_id: str, rank: str, suit: str,
               colours: SuitColours = SUIT_COLOR) -> str:
    color = colours[suit]
    text = RANK_TEXT.get(rank, rank)
    width, parts = text_glyphs(text, color, spacing=-2.0 if text == "10" else 2.0)
    s = INDEX_H / 100.0
    sx = s * (0.78 if text == "10" else 1.0)
    x0 = INDEX_CX - width * sx / 2
    glyph = group(parts, transform=f"translate({num(x0)} {num(INDEX_TOP)}) "
                                   f"scale({num(sx)} {num(s)})")
    pip_y = INDEX_TOP + INDEX_H + 5 + INDEX_PIP_W * 0.5
    pip = use(f"pip-{suit}", INDEX_CX, pip_y, INDEX_PIP_W / 100.0)
    return group([glyph, pip], id=f"corner-{card_id}")


def corners(card_id: str) -> list[str]:
    return [
        use(f"corner-{card_id}"),
        tag("use", href=f"#corner-{card_id}", transform=f"rotate(180 {CARD_W / 2} {CARD_H / 2})"),
    ]


# --------------------------------------------------------------------------- card frame


def card_blank() -> str:
    h = BORDER / 2
    return tag("rect", x=h, y=h, width=CARD_W - BORDER, height=CARD_H - BORDER,
               rx=RADIUS - h, ry=RADIUS - h, fill=WHITE, stroke=PAPER_EDGE,
               stroke_width=BORDER)


# --------------------------------------------------------------------------- pip cards

COL_L, COL_C, COL_R = 62.0, 100.0, 138.0
ROW_TOP, ROW_BOT = 52.0, 228.0
MID = CARD_H / 2
_R4 = [ROW_TOP + i * (ROW_BOT - ROW_TOP) / 3 for i in range(4)]


def pip_layout(n: int) -> list[Point]:
    top, bot = ROW_TOP, ROW_BOT
    sides3 = [(x, y) for y in (top, MID, bot) for x in (COL_L, COL_R)]
    sides2 = [(x, y) for y in (top, bot) for x in (COL_L, COL_R)]
    sides4 = [(x, y) for y in _R4 for x in (COL_L, COL_R)]
    upper = (top + MID) / 2
    lower = (bot + MID) / 2
    layouts: dict[int, list[Point]] = {
        2: [(COL_C, top), (COL_C, bot)],
        3: [(COL_C, top), (COL_C, MID), (COL_C, bot)],
        4: sides2,
        5: [*sides2, (COL_C, MID)],
        6: sides3,
        7: [*sides3, (COL_C, upper)],
        8: [*sides3, (COL_C, upper), (COL_C, lower)],
        9: [*sides4, (COL_C, MID)],
        10: [*sides4, (COL_C, (_R4[0] + _R4[1]) / 2), (COL_C, (_R4[2] + _R4[3]) / 2)],
    }
    return layouts[n]


PIP_SCALE = 0.355


def pip_card(rank: str, suit: str) -> list[str]:
    out = []
    for x, y in pip_layout(int(rank)):
        out.append(use(f"pip-{suit}", x, y, PIP_SCALE, rot=180 if y > MID + 0.5 else 0))
    return out


# --------------------------------------------------------------------------- aces


def ace_card(suit: str) -> list[str]:
    cx, cy = CARD_W / 2, MID
    if suit != "spade":
        s = {"heart": 0.95, "diamond": 1.02, "club": 0.92}[suit]
        inner = path(PIP_D[suit], fill="none", stroke=WHITE, stroke_width=2.4,
                     transform=f"translate({num(cx)} {num(cy)}) scale({num(s * 0.84)})")
        return [use(f"pip-{suit}", cx, cy, s), inner]
    # The ace of spades: a large ornate spade in a gold ring of beads and scrolls.
    s = 1.18
    ry = cy - 2
    out = [
        tag("circle", cx=cx, cy=ry, r=76, fill="none", stroke=INK, stroke_width=0.8),
        tag("circle", cx=cx, cy=ry, r=72, fill="none", stroke=GOLD, stroke_width=4.0),
        tag("circle", cx=cx, cy=ry, r=67.5, fill="none", stroke=INK, stroke_width=0.8),
    ]
    beads = []
    for i in range(36):
        a = math.radians(i * 10)
        r = 1.6 if i % 3 else 2.6
        beads.append(circle_d(cx + 72 * math.cos(a), ry + 72 * math.sin(a), r))
    out.append(path("".join(beads), fill=WHITE, stroke=INK, stroke_width=0.6))
    # scrolls at the four diagonals, inside the ring
    scroll = ("M0,0C6,-6 14,-6 16,0C18,6 12,10 8,7C5,5 6,1 9,1"
              "M0,0C-6,-6 -14,-6 -16,0C-18,6 -12,10 -8,7C-5,5 -6,1 -9,1")
    for deg in (45, 135, 225, 315):
        a = math.radians(deg)
        x, y = cx + 61 * math.cos(a), ry + 61 * math.sin(a)
        out.append(path(scroll, fill="none", stroke=INK, stroke_width=1.3,
                        stroke_linecap="round",
                        transform=f"translate({num(x)} {num(y)}) rotate({deg + 90}) scale(0.7)"))
    out.append(use("pip-spade", cx, cy, s))
    out.append(path(PIP_D["spade"], fill="none", stroke=WHITE, stroke_width=2.0,
                    transform=f"translate({num(cx)} {num(cy)}) scale({num(s * 0.88)})"))
    # a gold-ringed heart medallion, the emblem of the game
    out.append(tag("circle", cx=cx, cy=cy - 4, r=14, fill=WHITE, stroke=GOLD, stroke_width=2.6))
    out.append(tag("circle", cx=cx, cy=cy - 4, r=10.5, fill="none", stroke=INK,
                   stroke_width=0.6))
    out.append(use("pip-heart", cx, cy - 4, 0.16))
    return out


# --------------------------------------------------------------------------- court cards
# Local coordinates of a half figure: origin at the card centre, x in [-64, 64],
# y in [-110, 0] (upwards is negative). The lower half is the same drawing turned
# through 180 degrees, as on a real double-ended court card.

FRAME_X0, FRAME_Y0 = 36.0, 30.0
FRAME_W, FRAME_H = CARD_W - 2 * FRAME_X0, CARD_H - 2 * FRAME_Y0

SUIT_PALETTE = {
    # robe, trim, accent
    "heart": (RED, GOLD, BLUE),
    "diamond": (GOLD, RED, BLUE),
    "club": (BLUE, GOLD, RED),
    "spade": (BLACK, GOLD, RED),
}
SUIT_PATTERN = {"heart": "lozenge", "diamond": "dots", "club": "cross", "spade": "chevron"}
LINE = 1.3  # outline width inside courts
STEEL = "#e6ebf0"
WOOD = "#9a5a2c"
HAND_X = 31.0  # where the right hand grips the held item
HAND_Y = -22.0


def ol(d: str, fill: str, w: float = LINE, **kw: object) -> str:
    """An outlined filled shape."""
    return path(d, fill=fill, stroke=INK, stroke_width=w, stroke_linejoin="round", **kw)


def line(d: str, w: float = LINE, color: str = INK, **kw: object) -> str:
    return path(d, fill="none", stroke=color, stroke_width=w, stroke_linecap="round",
                stroke_linejoin="round", **kw)


def robe_pattern(kind: str, color: str, region: tuple[float, float, float, float],
                 keep: Callable[[float, float], bool], step: float = 9.0) -> str:
    """Small motifs tiled over ``region`` (x0, y0, x1, y1) where ``keep`` holds."""
    x0, y0, x1, y1 = region
    ds: list[str] = []
    row = 0
    y = y0
    while y <= y1 + 1e-6:
        x = x0 + ((step / 2) if row % 2 else 0.0)
        while x <= x1 + 1e-6:
            if keep(x, y):
                if kind == "dots":
                    ds.append(circle_d(x, y, 1.7))
                elif kind == "lozenge":
                    ds.append(poly_d([(x, y - 2.8), (x + 2, y), (x, y + 2.8), (x - 2, y)]))
                elif kind == "cross":
                    ds.append(rect_d(x - 0.8, y - 2.6, 1.6, 5.2)
                              + rect_d(x - 2.6, y - 0.8, 5.2, 1.6))
                elif kind == "chevron":
                    ds.append(poly_d([(x - 3, y - 1), (x, y - 3), (x + 3, y - 1), (x + 3, y + 1),
                                      (x, y - 1), (x - 3, y + 1)]))
            x += step
        y += step * 0.8
        row += 1
    return path("".join(ds), fill=color)


def ermine_band(points: Sequence[Point], width: float) -> list[str]:
    """A white fur band along a polyline with black ermine tails."""
    d = "M" + "L".join(pt(p) for p in points)
    out = [path(d, fill="none", stroke=INK, stroke_width=width + 2 * 0.9),
           path(d, fill="none", stroke=WHITE, stroke_width=width)]
    tails = []
    for (ax, ay), (bx, by) in itertools.pairwise(points):
        n = max(1, int(math.hypot(bx - ax, by - ay) // 8))
        for i in range(n):
            t = (i + 0.5) / n
            x, y = ax + (bx - ax) * t, ay + (by - ay) * t
            tails.append(f"M{num(x)},{num(y - 2.2)}l1.3,3.4h-2.6Z")
    out.append(path("".join(tails), fill=INK))
    return out


SHOULDER = {"king": 45.0, "queen": 41.0, "jack": 43.0}


def torso_path(kind: str) -> str:
    sh = SHOULDER[kind]
    return sym((0, -57), [
        ("L", (12, -57)),
        ("C", (24, -55), (sh - 6, -53), (sh - 1, -46)),
        ("C", (sh + 1, -42), (sh + 1, -32), (sh + 1, -22)),
        ("L", (sh + 2, 0)),
        ("L", (0, 0)),
    ])


def hanging_sleeve(kind: str, fill: str, trim: str) -> list[str]:
    """The left arm hanging down the side, cut by the middle line."""
    sh = SHOULDER[kind]
    d = (f"M{num(-sh + 8)},-53C{num(-sh - 3)},-52 {num(-sh - 10)},-46 {num(-sh - 11)},-36"
         f"L{num(-sh - 12)},0L{num(-sh + 3)},0L{num(-sh + 3)},-34"
         f"C{num(-sh + 3)},-42 {num(-sh + 5)},-49 {num(-sh + 8)},-53Z")
    bands = line(f"M{num(-sh - 11.5)},-30L{num(-sh + 3)},-30M{num(-sh - 11.8)},-14"
                 f"L{num(-sh + 3)},-14", 2.2, trim)
    return [ol(d, fill), bands]


def holding_arm(kind: str, fill: str, trim: str) -> list[str]:
    """The right arm, bent at the elbow, its hand gripping the item at (HAND_X, HAND_Y)."""
    sh = SHOULDER[kind]
    hx, hy = HAND_X, HAND_Y
    d = (f"M{num(sh - 8)},-53C{num(sh + 3)},-52 {num(sh + 10)},-46 {num(sh + 11)},-36"
         f"L{num(sh + 12)},{num(hy + 4)}C{num(sh + 12)},{num(hy + 12)} {num(sh + 6)},"
         f"{num(hy + 13)} {num(sh)},{num(hy + 11)}L{num(hx + 7)},{num(hy + 7)}"
         f"L{num(hx + 7)},{num(hy - 7)}L{num(sh - 3)},{num(hy - 7)}L{num(sh - 3)},-36"
         f"C{num(sh - 3)},-42 {num(sh - 5)},-49 {num(sh - 8)},-53Z")
    cuff = ol(rect_d(hx + 5, hy - 8, 5, 16), trim, 1.0)
    hand = ol(f"M{num(hx + 5)},{num(hy - 7)}H{num(hx - 3)}C{num(hx - 7)},{num(hy - 7)} "
              f"{num(hx - 7)},{num(hy + 7)} {num(hx - 3)},{num(hy + 7)}H{num(hx + 5)}Z",
              SKIN, 1.0)
    fingers = line(f"M{num(hx - 5.5)},{num(hy - 2.5)}H{num(hx)}M{num(hx - 5.5)},{num(hy + 1)}"
                   f"H{num(hx)}M{num(hx - 5)},{num(hy + 4.3)}H{num(hx)}", 0.6)
    return [ol(d, fill), cuff, hand, fingers]


def crown_king(fill: str, jewel1: str, jewel2: str) -> list[str]:
    band = ol("M-18,-88L18,-88L19,-81L-19,-81Z", fill)
    points = ol(sym((0, -104), [
        ("L", (5, -96)), ("L", (11, -102)), ("L", (14, -94)), ("L", (21, -99.5)),
        ("L", (18, -88)), ("L", (0, -88)),
    ]), fill)
    balls = path(circle_d(0, -104.5, 2.1) + circle_d(11, -102.5, 1.8) + circle_d(-11, -102.5, 1.8)
                 + circle_d(21, -100, 1.6) + circle_d(-21, -100, 1.6),
                 fill=WHITE, stroke=INK, stroke_width=0.8)
    jewels = [
        path(poly_d([(0, -88), (3, -84.5), (0, -81), (-3, -84.5)]), fill=jewel1, stroke=INK,
             stroke_width=0.6),
        path(circle_d(-10, -84.5, 2) + circle_d(10, -84.5, 2), fill=jewel2, stroke=INK,
             stroke_width=0.6),
        path(poly_d([(0, -99.5), (2.3, -95.5), (0, -91.5), (-2.3, -95.5)]), fill=jewel2,
             stroke=INK, stroke_width=0.6),
    ]
    return [points, band, balls, *jewels]


def face(kind: str) -> list[str]:
    out = [ol(rect_d(-6.5, -60, 13, 8), SKIN), ol(ellipse_d(0, -71, 13.5, 16.5), SKIN)]
    eyes = ("M-9,-74.5C-7.5,-76.3 -4.5,-76.3 -3,-74.5C-4.5,-73.3 -7.5,-73.3 -9,-74.5Z"
            "M9,-74.5C7.5,-76.3 4.5,-76.3 3,-74.5C4.5,-73.3 7.5,-73.3 9,-74.5Z")
    out.append(path(eyes, fill=WHITE, stroke=INK, stroke_width=0.8))
    out.append(path(circle_d(-5.8, -74.6, 1.15) + circle_d(5.8, -74.6, 1.15), fill=INK))
    brow_w = 1.4 if kind == "king" else 1.0
    out.append(line("M-10,-79C-8,-80.8 -5,-81 -2.5,-79.5M10,-79C8,-80.8 5,-81 2.5,-79.5",
                    brow_w))
    out.append(line("M-0.6,-77L-2.2,-68.5C-1.2,-67.6 0.8,-67.6 1.8,-68.4", 0.9))
    if kind == "queen":
        out.append(path(circle_d(-7.8, -67.5, 2.4) + circle_d(7.8, -67.5, 2.4),
                        fill="#f29a9a", opacity=0.7))
    if kind == "queen":
        out.append(line("M-9.5,-73.4L-10.5,-72.6M9.5,-73.4L10.5,-72.6", 0.6))  # lashes
    if kind == "jack":  # a young man's thin moustache
        out.append(path("M0,-65.6C-3,-67 -6,-66.6 -8,-64.2C-5,-65.2 -3,-65 0,-64.6"
                        "C3,-65 5,-65.2 8,-64.2C6,-66.6 3,-67 0,-65.6Z", fill=INK))
    out.append(path("M-4,-63.2C-2,-64.5 2,-64.5 4,-63.2C2,-61.4 -2,-61.4 -4,-63.2Z",
                    fill=RED, stroke=INK, stroke_width=0.6))
    return out


def hair_back(kind: str, color: str) -> list[str]:
    if kind == "king":
        d = sym((0, -90), [
            ("C", (14, -90), (20, -83), (19, -71)),
            ("C", (19, -63), (21, -57), (24, -53)),
            ("L", (0, -53)),
        ])
    elif kind == "queen":
        d = sym((0, -91), [
            ("C", (17, -91), (22, -81), (21, -69)),
            ("C", (21, -58), (25, -53), (29, -49)),
            ("C", (21, -47), (14, -50), (0, -50)),
        ])
    else:
        d = sym((0, -91), [
            ("C", (16, -91), (21, -83), (20, -71)),
            ("C", (20, -65), (21, -61), (19, -57)),
            ("C", (13, -56), (8, -57), (0, -57)),
        ])
    strands = []
    for sgn in (-1, 1):
        for i in range(3):
            x = sgn * (15.5 + i * 1.8)
            strands.append(f"M{num(x)},{num(-77 + i * 3)}C{num(x + sgn * 1.5)},-67 "
                           f"{num(x + sgn * 1)},-61 {num(x + sgn * 3.2)},{num(-56 + i)}")
    return [ol(d, color), line("".join(strands), 0.7)]


def king_beard(color: str) -> list[str]:
    beard = sym((0, -48), [
        ("C", (8, -49), (13, -54), (14, -63)),
        ("C", (14.5, -68), (13.8, -71), (13.2, -73)),
        ("C", (10, -65), (6, -61), (0, -61)),
    ])
    mous = sym((0, -66.8), [
        ("C", (3, -68), (7, -67.5), (10, -63)),
        ("C", (7, -64), (3, -64.2), (0, -64.5)),
    ])
    strands = line("M-6,-57C-5,-54 -4,-52 -3,-50M0,-58V-49M6,-57C5,-54 4,-52 3,-50"
                   "M-10,-62C-9,-58 -8,-55 -7,-53M10,-62C9,-58 8,-55 7,-53", 0.7)
    mouth = path("M-3,-62.6C-1,-63.3 1,-63.3 3,-62.6C1,-61.6 -1,-61.6 -3,-62.6Z", fill=RED,
                 stroke=INK, stroke_width=0.5)
    return [ol(beard, color), strands, ol(mous, color, 0.9), mouth]


def fringe(kind: str, color: str) -> list[str]:
    if kind == "jack":
        d = sym((0, -89), [
            ("C", (9, -89), (15, -86), (15.5, -79)),
            ("C", (12, -82), (8, -81), (5, -83)),
            ("C", (3, -80), (2, -81), (0, -82)),
        ])
    else:
        d = sym((0, -89), [
            ("C", (9, -89), (14, -85), (14.2, -78)),
            ("C", (10, -83), (5, -84), (0, -82)),
        ])
    return [ol(d, color, 1.0)]


def sword(x: float, y_tip: float, y_guard: float) -> list[str]:
    blade = ol(poly_d([(x - 3, y_guard), (x - 3, y_tip + 7), (x, y_tip), (x + 3, y_tip + 7),
                       (x + 3, y_guard)]), STEEL)
    ridge = line(f"M{num(x)},{num(y_tip + 7)}V{num(y_guard - 2)}", 0.7)
    guard = ol(f"M{num(x - 11)},{num(y_guard)}h22l-2,4h-18Z", GOLD)
    grip = ol(rect_d(x - 2.2, y_guard + 4, 4.4, 16), RED)
    pommel = ol(circle_d(x, y_guard + 22.5, 3), GOLD)
    return [blade, ridge, guard, grip, pommel]


def sceptre(x: float, y_top: float, y_bot: float, jewel: str) -> list[str]:
    rod = ol(rect_d(x - 2, y_top + 10, 4, y_bot - y_top - 10), GOLD)
    bands = line(f"M{num(x - 2)},{num(y_top + 22)}h4M{num(x - 2)},{num(y_top + 36)}h4"
                 f"M{num(x - 2)},{num(y_top + 50)}h4", 0.8)
    fleur = ol(f"M{num(x)},{num(y_top)}C{num(x + 4)},{num(y_top + 4)} {num(x + 3)},"
               f"{num(y_top + 8)} {num(x)},{num(y_top + 11)}C{num(x - 3)},{num(y_top + 8)} "
               f"{num(x - 4)},{num(y_top + 4)} {num(x)},{num(y_top)}Z"
               f"M{num(x - 2)},{num(y_top + 9)}C{num(x - 9)},{num(y_top + 2)} {num(x - 11)},"
               f"{num(y_top + 10)} {num(x - 6)},{num(y_top + 13)}L{num(x - 2)},"
               f"{num(y_top + 12)}Z"
               f"M{num(x + 2)},{num(y_top + 9)}C{num(x + 9)},{num(y_top + 2)} {num(x + 11)},"
               f"{num(y_top + 10)} {num(x + 6)},{num(y_top + 13)}L{num(x + 2)},"
               f"{num(y_top + 12)}Z", GOLD, 0.9)
    collar_ = ol(rect_d(x - 4.5, y_top + 11, 9, 3.5), jewel, 0.8)
    return [rod, bands, fleur, collar_]


def flower(x: float, y: float, petal: str, centre: str, y_hand: float) -> list[str]:
    stem = line(f"M{num(x)},{num(y + 6)}C{num(x - 2)},{num(y + 12)} {num(x + 1)},"
                f"{num(y_hand - 6)} {num(x)},{num(y_hand + 10)}", 1.6)
    leaf = ol(f"M{num(x - 0.5)},{num(y + 13)}c-7,-4 -10,-1 -11,2c5,2 8,1 11,-2Z", GOLD, 0.8)
    leaf2 = ol(f"M{num(x + 0.5)},{num(y + 17)}c7,-4 10,-1 11,2c-5,2 -8,1 -11,-2Z", GOLD, 0.8)
    petals = []
    for i in range(5):
        a = math.radians(i * 72 - 90)
        petals.append(circle_d(x + 5 * math.cos(a), y + 5 * math.sin(a), 4.3))
    return [stem, leaf, leaf2, ol("".join(petals), petal, 0.9),
            ol(circle_d(x, y, 2.8), centre, 0.8)]


def halberd(x: float, y_top: float, y_bot: float, tassel: str) -> list[str]:
    shaft = ol(rect_d(x - 1.8, y_top + 8, 3.6, y_bot - y_top - 8), WOOD)
    tip = ol(poly_d([(x - 2.6, y_top + 11), (x, y_top), (x + 2.6, y_top + 11)]), STEEL, 0.9)
    axe = ol(f"M{num(x + 1.8)},{num(y_top + 11)}C{num(x + 11)},{num(y_top + 8)} "
             f"{num(x + 15)},{num(y_top + 15)} {num(x + 14)},{num(y_top + 25)}"
             f"C{num(x + 9)},{num(y_top + 21)} {num(x + 5)},{num(y_top + 21)} "
             f"{num(x + 1.8)},{num(y_top + 23)}Z", STEEL, 0.9)
    spike = ol(poly_d([(x - 1.8, y_top + 14), (x - 8, y_top + 18), (x - 1.8, y_top + 20)]),
               STEEL, 0.8)
    tassel_ = ol(f"M{num(x - 2)},{num(y_top + 27)}h4l2.5,8h-9Z", tassel, 0.8)
    return [shaft, axe, spike, tip, tassel_]


def torch(x: float, y_top: float, y_bot: float, flame: str) -> list[str]:
    stick = ol(rect_d(x - 1.8, y_top + 16, 3.6, y_bot - y_top - 16), WOOD)
    cup = ol(f"M{num(x - 5)},{num(y_top + 14)}h10l-2.5,6h-5Z", GOLD, 0.9)
    fire = ol(f"M{num(x)},{num(y_top)}C{num(x + 3)},{num(y_top + 5)} {num(x + 7)},"
              f"{num(y_top + 8)} {num(x + 5)},{num(y_top + 14)}H{num(x - 5)}"
              f"C{num(x - 7)},{num(y_top + 9)} {num(x - 2)},{num(y_top + 6)} {num(x)},"
              f"{num(y_top)}Z", flame, 0.9)
    core = path(f"M{num(x)},{num(y_top + 6)}C{num(x + 2)},{num(y_top + 9)} {num(x + 3)},"
                f"{num(y_top + 11)} {num(x + 2)},{num(y_top + 14)}H{num(x - 2)}"
                f"C{num(x - 3)},{num(y_top + 11)} {num(x - 1)},{num(y_top + 9)} {num(x)},"
                f"{num(y_top + 6)}Z", fill=GOLD)
    return [stick, cup, fire, core]


def queen_headdress(primary: str, secondary: str, accent: str) -> list[str]:
    veil = ol(sym((0, -96), [
        ("C", (18, -96), (26, -87), (27, -73)),
        ("C", (28, -61), (31, -53), (35, -48)),
        ("L", (22, -50)),
        ("C", (20, -60), (19, -71), (16, -81)),
        ("L", (0, -83)),
    ]), accent)
    tiara = ol(sym((0, -101.5), [
        ("L", (3.5, -94.5)), ("L", (8, -99)), ("L", (10, -93)), ("L", (15, -95.5)),
        ("L", (15, -87)), ("L", (0, -87)),
    ]), GOLD)
    beads = path(circle_d(0, -102.5, 1.9) + circle_d(8, -100, 1.6) + circle_d(-8, -100, 1.6)
                 + circle_d(15, -96.5, 1.4) + circle_d(-15, -96.5, 1.4),
                 fill=WHITE, stroke=INK, stroke_width=0.6)
    band_col = secondary if secondary != GOLD else primary
    if band_col == BLACK:
        band_col = RED
    band = ol(rect_d(-15, -90, 30, 4), band_col, 0.9)
    return [veil, tiara, band, beads]


def jack_hat(primary: str, secondary: str, accent: str) -> list[str]:
    crown = ol(sym((0, -104), [
        ("C", (10, -104), (17, -99), (19, -89)),
        ("L", (0, -89)),
    ]), accent)
    brim = ol("M-24,-87C-16,-92 16,-92 24,-87C20,-83 -20,-83 -24,-87Z", secondary)
    feather = ol("M8,-99C12,-108 24,-110 30,-104C24,-105 16,-102 12,-96Z", WHITE, 1.0)
    quill = line("M10,-98C15,-104 22,-106 29,-104.5", 0.6)
    band_col = primary if primary not in (accent, secondary) else RED
    band = line("M-17,-91.5C-6,-94 6,-94 17,-91.5", 2.2, band_col)
    return [feather, quill, crown, band, brim]


def collar(kind: str, secondary: str, accent: str) -> list[str]:
    if kind == "king":
        d = sym((0, -58), [
            ("L", (12, -58)),
            ("C", (22, -56), (30, -52), (34, -45)),
            ("Q", (29, -42), (26, -46)),
            ("Q", (22, -40), (17, -45)),
            ("Q", (12, -39), (7, -44)),
            ("Q", (3, -38), (0, -43)),
        ])
        return [ol(d, WHITE), line("M-30,-49Q0,-41 30,-49", 0.7, secondary)]
    if kind == "queen":
        neck = ol(sym((0, -54), [
            ("L", (8, -54)),
            ("C", (14, -52), (20, -50), (26, -48)),
            ("C", (18, -40), (10, -36), (0, -34)),
        ]), SKIN)
        pearls = path("".join(circle_d(x, -46.5 + 0.022 * x * x, 1.35)
                              for x in range(-15, 16, 3)),
                      fill=WHITE, stroke=INK, stroke_width=0.5)
        pendant = ol(poly_d([(0, -44), (2.5, -40.5), (0, -37), (-2.5, -40.5)]), accent, 0.6)
        edge = line("M-28,-48C-20,-40 -10,-35 0,-34C10,-35 20,-40 28,-48", 2.4, secondary)
        return [neck, edge, pearls, pendant]
    d = sym((0, -56), [
        ("L", (10, -56)),
        ("C", (20, -54), (26, -50), (28, -46)),
        ("L", (22, -42)), ("L", (17, -46)), ("L", (12, -41)), ("L", (7, -45)),
        ("L", (0, -40)),
    ])
    return [ol(d, WHITE), line("M-22,-50L0,-45L22,-50", 0.7, accent)]


def court_half(kind: str, suit: str) -> list[str]:
    primary, secondary, accent = SUIT_PALETTE[suit]
    hair = GOLD if primary != GOLD else "#e39a1c"
    if suit == "spade" and kind == "king":
        hair = "#d6d6d6"  # the grey-bearded king
    sleeve_col = accent if kind != "queen" else secondary
    if kind == "queen" and secondary == GOLD and primary != RED:
        sleeve_col = RED
    trim = secondary if sleeve_col != secondary else GOLD
    sh = SHOULDER[kind]
    out: list[str] = []

    # veil and hair behind the head
    head: list[str] = []
    if kind == "queen":
        head += queen_headdress(primary, secondary, accent)
    head += hair_back(kind, hair)
    out += head

    # robe with its pattern, central panel and trim
    out.append(ol(torso_path(kind), primary))
    pat_color = secondary if primary != BLACK else GOLD
    if kind == "queen" and primary != accent:
        pat_color = accent if primary != BLUE else GOLD
    out.append(robe_pattern(SUIT_PATTERN[suit], pat_color, (-48, -47, 48, -4),
                            lambda x, y: 19 < abs(x) < sh - 5 and -49 < y < -3))
    panel = sym((0, -56), [("L", (11, -56)), ("L", (16, 0)), ("L", (0, 0))])
    out.append(ol(panel, secondary))
    inner_pat = "lozenge" if SUIT_PATTERN[suit] != "lozenge" else "dots"
    inner_col = accent if secondary != accent else RED
    if inner_col == secondary:
        inner_col = BLUE
    out.append(robe_pattern(inner_pat, inner_col, (-12, -47, 12, -4),
                            lambda x, y: abs(x) < 8 + (y + 56) * 5 / 56 - 2, step=7.0))
    if kind == "king":
        out += ermine_band([(-11, -56), (-16, 0)], 5.0)
        out += ermine_band([(11, -56), (16, 0)], 5.0)
    elif kind == "queen":
        lace = "".join(f"M{num(-14 + i * 4)},-22l2,-3l2,3" for i in range(8))
        out.append(line(lace, 0.8, INK))
        out.append(line("M-15.5,-19.5H15.5", 2.4, inner_col))
    else:
        out.append(line("M-12,-30H12M-13.5,-18H13.5M-15,-6H15", 1.4, INK))
        out.append(path(circle_d(0, -38, 1.8) + circle_d(0, -24, 1.8) + circle_d(0, -12, 1.8),
                        fill=GOLD, stroke=INK, stroke_width=0.6))
    out += hanging_sleeve(kind, sleeve_col, trim)

    # collar, face, beard, head gear
    out += collar(kind, secondary, accent)
    head = face(kind)
    if kind == "king":
        head += king_beard(hair)
        head += fringe(kind, hair)
        head += crown_king(GOLD, RED if accent != RED else BLUE, accent)
    elif kind == "queen":
        head += fringe(kind, hair)
    else:
        head += fringe(kind, hair)
        head += jack_hat(primary, secondary, accent)
    out += head

    # the held item, then the arm and hand gripping it
    hx, hy = HAND_X, HAND_Y
    if kind == "king":
        if suit in ("heart", "spade"):
            out += sword(hx, -104, hy - 12)
        else:
            out += sceptre(hx, -102, hy + 14, accent)
    elif kind == "queen":
        out += flower(hx, -46, RED if primary != RED else accent, GOLD, hy)
    elif suit in ("heart", "spade"):
        out += halberd(hx + 3, -100, 0, RED if primary != RED else BLUE)
    else:
        out += torch(hx, -92, hy + 14, RED)
    out += holding_arm(kind, sleeve_col, trim)
    return out


def court_card(rank: str, suit: str, colours: SuitColours = SUIT_COLOR) -> list[str]:
    cx, cy = CARD_W / 2, CARD_H / 2
    half_id = f"half-{rank}_{suit}"
    flip = -1.0 if suit in ("diamond", "club") else 1.0
    frame = tag("rect", x=FRAME_X0, y=FRAME_Y0, width=FRAME_W, height=FRAME_H, fill="#fffdf5",
                stroke=INK, stroke_width=1.0)
    inner_frame = tag("rect", x=FRAME_X0 + 2.5, y=FRAME_Y0 + 2.5, width=FRAME_W - 5,
                      height=FRAME_H - 5, fill="none", stroke=colours[suit],
                      stroke_width=0.6)
    top = use(half_id, cx, cy, 1.0, sx=flip)
    bottom = use(half_id, cx, cy, 1.0, rot=180, sx=flip)
    divider = line(f"M{num(FRAME_X0 + 2.5)},{num(cy)}H{num(FRAME_X0 + FRAME_W - 2.5)}", 0.8)
    # the suit pip beside the head, on the side away from the held item
    px = cx - flip * 47
    py = cy - 80
    pips = [use(f"pip-{suit}", px, py, 0.2),
            use(f"pip-{suit}", 2 * cx - px, 2 * cy - py, 0.2, rot=180)]
    return [frame, inner_frame, top, bottom, divider, *pips]


def court_defs() -> list[str]:
    out = []
    for suit in SUITS:
        for kind in ("jack", "queen", "king"):
            out.append(group(court_half(kind, suit), id=f"half-{kind}_{suit}"))
    return out


# --------------------------------------------------------------------------- jokers


def joker_card(color_name: str) -> list[str]:
    red = color_name == "red"
    c1 = RED if red else BLACK
    c2 = GOLD if red else "#9a9a9a"
    c3 = BLUE if red else "#4a4a4a"
    skin = SKIN if red else "#f2f2f2"
    cx = CARD_W / 2
    out: list[str] = []
    # corner: the word JOKER stacked vertically plus a star
    letters = []
    y = 12.0
    s = 0.15
    for ch in "JOKER":
        glyph = GLYPHS[ch]
        x0 = INDEX_CX - glyph[0] * s / 2
        letters.append(group(glyph_body(glyph, c1), transform=f"translate({num(x0)} {num(y)}) "
                                                             f"scale({num(s)})"))
        y += 100 * s + 3.5
    star = poly_d([(INDEX_CX + 7 * math.cos(math.radians(-90 + i * 36))
                    * (1 if i % 2 == 0 else 0.45),
                    y + 6 + 7 * math.sin(math.radians(-90 + i * 36))
                    * (1 if i % 2 == 0 else 0.45)) for i in range(10)])
    letters.append(path(star, fill=c1))
    corner = group(letters, id=f"corner-{color_name}_joker")
    out.append(corner)
    out.append(tag("use", href=f"#corner-{color_name}_joker",
                   transform=f"rotate(180 {CARD_W / 2} {CARD_H / 2})"))

    # jester bust, centred
    g: list[str] = []
    oy = 150.0  # face centre y

    def P(x: float, y: float) -> str:
        return f"{num(cx + x)},{num(oy + y)}"

    # body with diamond chequer
    body = (f"M{P(-20, 30)}C{P(-40, 34)} {P(-56, 46)} {P(-60, 100)}L{P(60, 100)}"
            f"C{P(56, 46)} {P(40, 34)} {P(20, 30)}Z")
    g.append(ol(body, c3))
    cheq = []
    for row in range(5):
        for col in range(-6, 7):
            x = col * 10 + (5 if row % 2 else 0)
            y = 46 + row * 12
            if abs(x) < 16 + row * 8 and abs(x) < 52:
                cheq.append(poly_d([(cx + x, oy + y - 6), (cx + x + 5, oy + y),
                                    (cx + x, oy + y + 6), (cx + x - 5, oy + y)]))
    g.append(path("".join(cheq), fill=c1, stroke=INK, stroke_width=0.5))
    # ruff collar with points and bells
    ruff = []
    for i in range(9):
        a0 = math.radians(200 + i * 140 / 9)
        a1 = math.radians(200 + (i + 0.5) * 140 / 9)
        a2 = math.radians(200 + (i + 1) * 140 / 9)
        ruff.append((cx + 24 * math.cos(a0), oy + 26 - 12 * math.sin(a0)))
        ruff.append((cx + 44 * math.cos(a1), oy + 40 - 20 * math.sin(a1)))
        ruff.append((cx + 24 * math.cos(a2), oy + 26 - 12 * math.sin(a2)))
    g.append(ol(poly_d(ruff), c2))
    bells = []
    for i in range(9):
        a1 = math.radians(200 + (i + 0.5) * 140 / 9)
        bells.append(circle_d(cx + 44 * math.cos(a1), oy + 40 - 20 * math.sin(a1), 2.4))
    g.append(path("".join(bells), fill=c2 if not red else GOLD, stroke=INK, stroke_width=0.7))
    # neck and face
    g.append(ol(f"M{P(-8, 14)}h16v14h-16Z", skin))
    g.append(ol(ellipse_d(cx, oy, 19, 23), skin))
    # eyes with a wink
    g.append(line(f"M{P(-11, -5)}C{P(-8, -8)} {P(-4, -8)} {P(-2, -5)}", 1.4))
    g.append(path(f"M{P(2, -5)}C{P(4, -8.5)} {P(10, -8.5)} {P(12, -5)}C{P(10, -2.5)} "
                  f"{P(4, -2.5)} {P(2, -5)}Z", fill=WHITE, stroke=INK, stroke_width=0.9))
    g.append(path(circle_d(cx + 7, oy - 5.2, 1.6), fill=INK))
    g.append(line(f"M{P(-12, -11)}C{P(-8, -14)} {P(-4, -14)} {P(-1, -12)}"
                  f"M{P(1, -12)}C{P(4, -15)} {P(9, -15)} {P(13, -12)}", 1.1))
    # nose, cheeks, grin
    g.append(ol(f"M{P(0, -4)}C{P(-1, 2)} {P(-5, 5)} {P(-1, 6)}C{P(1, 7)} {P(3, 6)} {P(2, 5)}",
                skin, 1.0))
    g.append(path(circle_d(cx - 11, oy + 5, 3.4) + circle_d(cx + 11, oy + 5, 3.4),
                  fill=RED if red else "#bdbdbd", opacity=0.55))
    g.append(ol(f"M{P(-10, 9)}C{P(-5, 17)} {P(5, 17)} {P(10, 9)}C{P(5, 12)} {P(-5, 12)} "
                f"{P(-10, 9)}Z", RED if red else INK, 1.0))
    # three-pointed cap
    cap = (f"M{P(-20, -12)}C{P(-22, -30)} {P(-34, -40)} {P(-52, -36)}C{P(-42, -44)} "
           f"{P(-28, -48)} {P(-14, -38)}C{P(-14, -60)} {P(-6, -72)} {P(0, -80)}"
           f"C{P(6, -72)} {P(14, -60)} {P(14, -38)}C{P(28, -48)} {P(42, -44)} {P(52, -36)}"
           f"C{P(34, -40)} {P(22, -30)} {P(20, -12)}C{P(8, -20)} {P(-8, -20)} {P(-20, -12)}Z")
    g.append(ol(cap, c1))
    # colour split lobes
    g.append(ol(f"M{P(-14, -38)}C{P(-14, -60)} {P(-6, -72)} {P(0, -80)}C{P(0, -60)} "
                f"{P(0, -40)} {P(0, -19)}C{P(-6, -19)} {P(-11, -17)} {P(-14, -16)}Z", c2, 1.0))
    g.append(ol(f"M{P(14, -38)}C{P(28, -48)} {P(42, -44)} {P(52, -36)}C{P(34, -40)} "
                f"{P(22, -30)} {P(20, -12)}C{P(18, -14)} {P(16, -15)} {P(14, -16)}Z", c3, 1.0))
    # cap band
    g.append(ol(f"M{P(-21, -14)}C{P(-8, -24)} {P(8, -24)} {P(21, -14)}L{P(21, -8)}"
                f"C{P(8, -18)} {P(-8, -18)} {P(-21, -8)}Z", c2 if red else WHITE, 1.0))
    g.append(path(circle_d(cx - 53, oy - 36, 4.2) + circle_d(cx, oy - 82, 4.2)
                  + circle_d(cx + 53, oy - 36, 4.2), fill=GOLD if red else "#cfcfcf",
                  stroke=INK, stroke_width=1.0))
    out.append(group(g))
    # a scroll at the top of the card
    out.append(path(f"M{num(cx - 40)},{num(44)}C{num(cx - 20)},{num(36)} {num(cx + 20)},"
                    f"{num(36)} {num(cx + 40)},{num(44)}", fill="none", stroke=c1,
                    stroke_width=1.4))
    for sgn in (-1, 1):
        out.append(use(f"pip-{'heart' if red else 'spade'}", cx + sgn * 48, 46, 0.12))
    return out


# --------------------------------------------------------------------------- backs


def clip_line(p0: Point, p1: Point, box: tuple[float, float, float, float]
              ) -> tuple[Point, Point] | None:
    """Liang-Barsky clipping of a segment to an axis-aligned box."""
    x0, y0 = p0
    dx, dy = p1[0] - x0, p1[1] - y0
    bx0, by0, bx1, by1 = box
    t0, t1 = 0.0, 1.0
    for p, q in ((-dx, x0 - bx0), (dx, bx1 - x0), (-dy, y0 - by0), (dy, by1 - y0)):
        if p == 0:
            if q < 0:
                return None
            continue
        t = q / p
        if p < 0:
            t0 = max(t0, t)
        else:
            t1 = min(t1, t)
        if t0 > t1:
            return None
    return (x0 + t0 * dx, y0 + t0 * dy), (x0 + t1 * dx, y0 + t1 * dy)


def lattice_d(box: tuple[float, float, float, float], step: float) -> str:
    """Two families of diagonal lines, symmetric about the box centre."""
    x0, y0, x1, y1 = box
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    span = (x1 - x0) + (y1 - y0)
    n = int(span / step) + 2
    out = []
    for sgn in (1, -1):
        for i in range(-n, n + 1):
            # lines x - sgn*y = c through points offset from the centre
            ox = cx + i * step
            p0 = (ox - span, cy - sgn * span)
            p1 = (ox + span, cy + sgn * span)
            seg = clip_line(p0, p1, box)
            if seg and math.dist(*seg) > 0.5:
                out.append(f"M{pt(seg[0])}L{pt(seg[1])}")
    return "".join(out)


def lattice_dots(box: tuple[float, float, float, float], step: float, r: float,
                 margin: float) -> str:
    x0, y0, x1, y1 = box
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    out = []
    nx = int((x1 - x0) / step) + 2
    ny = int((y1 - y0) / step) + 2
    for j in range(-ny, ny + 1):
        for i in range(-nx, nx + 1):
            if (i + j) % 2:
                continue
            x, y = cx + i * step / 2, cy + j * step / 2
            if x0 + margin <= x <= x1 - margin and y0 + margin <= y <= y1 - margin:
                out.append(circle_d(x, y, r))
    return "".join(out)


def back_base(panel: str) -> list[str]:
    return [card_blank(),
            tag("rect", x=9, y=9, width=CARD_W - 18, height=CARD_H - 18, rx=6, ry=6,
                fill=panel)]


def back_lattice(base: str, light: str, dark: str) -> list[str]:
    out = back_base(base)
    box = (15.0, 15.0, CARD_W - 15.0, CARD_H - 15.0)
    out.append(path(lattice_d(box, 9.0), fill="none", stroke=light, stroke_width=1.1))
    out.append(path(lattice_d(box, 9.0), fill="none", stroke=dark, stroke_width=0.4,
                    transform="translate(0 1.2)"))
    out.append(path(lattice_dots(box, 9.0, 1.25, 2.0), fill=light))
    # frame lines
    out.append(tag("rect", x=13, y=13, width=CARD_W - 26, height=CARD_H - 26, rx=4, ry=4,
                   fill="none", stroke=light, stroke_width=1.6))
    out.append(tag("rect", x=17.5, y=17.5, width=CARD_W - 35, height=CARD_H - 35, rx=2, ry=2,
                   fill="none", stroke=light, stroke_width=0.7))
    # central oval medallion with a four-way flower
    cx, cy = CARD_W / 2, CARD_H / 2
    out.append(tag("ellipse", cx=cx, cy=cy, rx=30, ry=40, fill=base, stroke=light,
                   stroke_width=2.0))
    out.append(tag("ellipse", cx=cx, cy=cy, rx=25, ry=35, fill="none", stroke=light,
                   stroke_width=0.7))
    petals = []
    for i in range(8):
        length = 27 if i % 2 == 0 else 17
        p1, p2, p3 = num(-length * 0.35), num(-length * 0.8), num(-length)
        petals.append(path(f"M0,0C5,{p1} 4,{p2} 0,{p3}C-4,{p2} -5,{p1} 0,0Z",
                           transform=f"translate({num(cx)} {num(cy)}) scale(0.9 1) "
                                     f"rotate({i * 45})"))
    out.append(group(petals, fill=light, stroke=dark, stroke_width=0.5))
    out.append(tag("circle", cx=cx, cy=cy, r=4.5, fill=base, stroke=light, stroke_width=1.5))
    # corner fans
    for sx, sy in ((1, 1), (-1, 1), (1, -1), (-1, -1)):
        ox = cx - sx * (cx - 17.5)
        oy = cy - sy * (cy - 17.5)
        fan = []
        for k in range(5):
            a = math.radians(k * 22.5)
            ex, ey = ox + sx * 20 * math.cos(a), oy + sy * 20 * math.sin(a)
            fan.append(f"M{num(ox)},{num(oy)}L{num(ex)},{num(ey)}")
        out.append(path(f"M{num(ox + sx * 20)},{num(oy)}A20,20 0 0 {1 if sx * sy > 0 else 0} "
                        f"{num(ox)},{num(oy + sy * 20)}L{num(ox)},{num(oy)}Z",
                        fill=base, stroke=light, stroke_width=1.2))
        out.append(path("".join(fan), fill="none", stroke=light, stroke_width=0.8))
    return out


def back_heart(base: str, light: str) -> list[str]:
    out = back_base(base)
    box = (15.0, 15.0, CARD_W - 15.0, CARD_H - 15.0)
    out.append(path(lattice_d(box, 12.0), fill="none", stroke=light, stroke_width=0.6,
                    opacity=0.55))
    out.append(tag("rect", x=13, y=13, width=CARD_W - 26, height=CARD_H - 26, rx=4, ry=4,
                   fill="none", stroke=GOLD, stroke_width=2.0))
    out.append(tag("rect", x=18, y=18, width=CARD_W - 36, height=CARD_H - 36, rx=2, ry=2,
                   fill="none", stroke=GOLD, stroke_width=0.7))
    cx, cy = CARD_W / 2, CARD_H / 2
    # rays behind the medallion
    rays = []
    for i in range(24):
        a0 = math.radians(i * 15 - 3)
        a1 = math.radians(i * 15 + 3)
        r = 62 if i % 2 == 0 else 52
        rays.append(poly_d([(cx + 40 * math.cos(a0), cy + 40 * math.sin(a0)),
                            (cx + r * math.cos((a0 + a1) / 2), cy + r * math.sin((a0 + a1) / 2)),
                            (cx + 40 * math.cos(a1), cy + 40 * math.sin(a1))]))
    out.append(path("".join(rays), fill=GOLD))
    out.append(tag("circle", cx=cx, cy=cy, r=42, fill=GOLD))
    out.append(tag("circle", cx=cx, cy=cy, r=38, fill="#fdf8ea", stroke=DARK_GOLD,
                   stroke_width=1.0))
    out.append(tag("circle", cx=cx, cy=cy, r=34, fill="none", stroke=base, stroke_width=0.8,
                   stroke_dasharray="2 2"))
    out.append(path(PIP_D["heart"], fill=RED, stroke=DARK_GOLD, stroke_width=1.5,
                    transform=f"translate({num(cx)} {num(cy + 1)}) scale(0.48)"))
    out.append(path(PIP_D["heart"], fill="none", stroke=WHITE, stroke_width=2.4,
                    transform=f"translate({num(cx)} {num(cy + 1)}) scale(0.38)"))
    # small hearts in the corners and at the edges
    for x, y, rot in ((34, 34, 0), (CARD_W - 34, 34, 0), (34, CARD_H - 34, 180),
                      (CARD_W - 34, CARD_H - 34, 180), (cx, 36, 0), (cx, CARD_H - 36, 180)):
        out.append(tag("circle", cx=x, cy=y, r=11, fill=base, stroke=GOLD, stroke_width=1.2))
        out.append(path(PIP_D["heart"], fill=GOLD,
                        transform=f"translate({num(x)} {num(y)}) rotate({rot}) scale(0.14)"))
    return out


def back_geometric(base: str, gold: str) -> list[str]:
    out = back_base(base)
    cx, cy = CARD_W / 2, CARD_H / 2
    # concentric stepped frames
    for i, inset in enumerate((13.0, 17.0, 21.0)):
        out.append(tag("rect", x=inset, y=inset, width=CARD_W - 2 * inset,
                       height=CARD_H - 2 * inset, fill="none", stroke=gold,
                       stroke_width=1.6 if i == 0 else 0.7))
    # sunburst: thin rays from the centre, stopped at the inner frame
    box = (23.0, 23.0, CARD_W - 23.0, CARD_H - 23.0)
    rays = []
    for i in range(72):
        a = math.radians(i * 5)
        far = (cx + 400 * math.cos(a), cy + 400 * math.sin(a))
        near = (cx + 46 * math.cos(a), cy + 46 * math.sin(a))
        seg = clip_line(near, far, box)
        if seg:
            rays.append(f"M{pt(seg[0])}L{pt(seg[1])}")
    out.append(path("".join(rays), fill="none", stroke=gold, stroke_width=0.55, opacity=0.8))
    # nested diamonds
    for k, (rx, ry) in enumerate(((70, 98), (58, 82), (46, 66))):
        out.append(path(poly_d([(cx, cy - ry), (cx + rx, cy), (cx, cy + ry), (cx - rx, cy)]),
                        fill=base if k == 0 else "none", stroke=gold,
                        stroke_width=1.8 if k == 0 else 0.8))
    # central rosette: overlapping circles
    ros = []
    for i in range(8):
        a = math.radians(i * 45)
        ros.append(circle_d(cx + 16 * math.cos(a), cy + 16 * math.sin(a), 16))
    out.append(path("".join(ros), fill="none", stroke=gold, stroke_width=0.9))
    out.append(tag("circle", cx=cx, cy=cy, r=32, fill="none", stroke=gold, stroke_width=1.4))
    out.append(tag("circle", cx=cx, cy=cy, r=5, fill=gold))
    # corner steps
    for sx, sy in ((1, 1), (-1, 1), (1, -1), (-1, -1)):
        ox = cx - sx * (cx - 23)
        oy = cy - sy * (cy - 23)
        pts = [(ox, oy)]
        for s in range(4):
            pts.append((ox + sx * (s + 1) * 7, oy + sy * s * 7))
            pts.append((ox + sx * (s + 1) * 7, oy + sy * (s + 1) * 7))
        pts = [*pts[:-1], (ox, oy + sy * 28)]
        out.append(path(poly_d([(ox, oy), (ox + sx * 28, oy), *pts[1:]]), fill=gold))
    return out


def guilloche_ring(cx: float, cy: float, r0: float, amp: float, waves: int, copies: int,
                   squash: float = 1.0, points: int = 360) -> str:
    """Interlaced sine rings, the engraved look of a guilloché band.

    Copy ``j`` is the curve r(a) = r0 + amp * sin(waves * a + 2 pi j / copies).
    """
    out = []
    for j in range(copies):
        phase = 2 * math.pi * j / copies
        pts = []
        for i in range(points):
            a = 2 * math.pi * i / points
            r = r0 + amp * math.sin(waves * a + phase)
            pts.append((cx + r * math.cos(a), cy + squash * r * math.sin(a)))
        out.append(poly_d(pts, close=True))
    return "".join(out)


def back_guilloche(base: str, light: str) -> list[str]:
    out = back_base(base)
    cx, cy = CARD_W / 2, CARD_H / 2
    out.append(tag("rect", x=13, y=13, width=CARD_W - 26, height=CARD_H - 26, rx=4, ry=4,
                   fill="none", stroke=light, stroke_width=1.4))
    out.append(tag("rect", x=17, y=17, width=CARD_W - 34, height=CARD_H - 34, rx=2, ry=2,
                   fill="none", stroke=light, stroke_width=0.5))
    # background: fine horizontal waves
    waves = []
    for k in range(25):
        y = 22 + k * 9.83
        seg = [f"M{num(20)},{num(y)}"]
        x = 20.0
        while x < CARD_W - 20 - 1e-6:
            seg.append(f"q{num(4)},{num(-2.5 if k % 2 else 2.5)} {num(8)},0")
            x += 8
        waves.append("".join(seg))
    out.append(path("".join(waves), fill="none", stroke=light, stroke_width=0.4,
                    opacity=0.35))
    # central medallion: two guilloché bands and a spade
    out.append(tag("ellipse", cx=cx, cy=cy, rx=68, ry=88, fill=base, stroke=light,
                   stroke_width=0.8))
    out.append(path(guilloche_ring(cx, cy, 54, 9, 14, 7, 1.22), fill="none", stroke=light,
                    stroke_width=0.5))
    out.append(path(guilloche_ring(cx, cy, 33, 6, 10, 5, 1.22), fill="none", stroke=GOLD,
                    stroke_width=0.5))
    out.append(tag("ellipse", cx=cx, cy=cy, rx=18, ry=22, fill=base, stroke=light,
                   stroke_width=1.2))
    out.append(path(PIP_D["spade"], fill=light,
                    transform=f"translate({num(cx)} {num(cy)}) scale(0.2)"))
    for x, y in ((38, 40), (CARD_W - 38, 40), (38, CARD_H - 40), (CARD_W - 38, CARD_H - 40)):
        out.append(tag("circle", cx=x, cy=y, r=17, fill=base))
        out.append(path(guilloche_ring(x, y, 12, 3, 8, 4, 1.0, 180), fill="none", stroke=light,
                        stroke_width=0.45))
        out.append(tag("circle", cx=x, cy=y, r=4, fill=GOLD))
    return out


BACKS: dict[str, tuple[str, Callable[[], list[str]]]] = {
    "classic-red": ("Classic red lattice",
                    lambda: back_lattice("#a8122a", "#f6dfe2", "#6e0a1a")),
    "classic-blue": ("Classic blue lattice",
                     lambda: back_lattice("#1d4b94", "#dfe8f7", "#0e2a57")),
    "green-heart": ("Green with a heart medallion", lambda: back_heart("#1f6b40", "#cfe8d6")),
    "art-deco": ("Navy and gold geometric", lambda: back_geometric("#172748", "#d9b44a")),
    "guilloche": ("Burgundy guilloché rosette", lambda: back_guilloche("#6b1530", "#f0c9d4")),
}


# --------------------------------------------------------------------------- documents

SVG_HEAD = ('<?xml version="1.0" encoding="UTF-8"?>\n'
            '<svg xmlns="http://www.w3.org/2000/svg" '
            'xmlns:xlink="http://www.w3.org/1999/xlink" version="1.1" '
            'width="{w}" height="{h}" viewBox="0 0 {w} {h}">\n')
LICENCE = ("<!-- Hearts Desktop card deck: original artwork of the Hearts Desktop project, "
           "generated by tools/make_cards.py. Do not edit by hand. -->\n")

GAP = 10
COLS = 13


def card_id(rank: str, suit: str) -> str:
    return f"{rank}_{suit}"


def card_body(rank: str, suit: str, colours: SuitColours = SUIT_COLOR) -> list[str]:
    cid = card_id(rank, suit)
    if rank == "1":
        body = ace_card(suit)
    elif rank in ("jack", "queen", "king"):
        body = court_card(rank, suit, colours)
    else:
        body = pip_card(rank, suit)
    return [card_blank(), *body, *corners(cid)]


def deck_svg(colours: SuitColours = SUIT_COLOR) -> str:
    """The deck's SVG, its suits in ``colours`` (pips, indices, the courts' inner frame)."""
    defs: list[str] = [*pip_defs(colours)]
    for suit in SUITS:
        for rank in RANKS:
            defs.append(corner_def(card_id(rank, suit), rank, suit, colours))
    defs += court_defs()

    cards: list[str] = []
    for row, suit in enumerate(SUITS):
        for col, rank in enumerate(RANKS):
            x, y = col * (CARD_W + GAP), row * (CARD_H + GAP)
            cards.append(group(card_body(rank, suit, colours), id=card_id(rank, suit),
                               transform=f"translate({x} {y})"))
    y = 4 * (CARD_H + GAP)
    extras = [("back", back_content(DEFAULT_BACK)),
              ("red_joker", [card_blank(), *joker_card("red")]),
              ("black_joker", [card_blank(), *joker_card("black")])]
    for i, (eid, body) in enumerate(extras):
        cards.append(group(body, id=eid, transform=f"translate({i * (CARD_W + GAP)} {y})"))

    w = COLS * (CARD_W + GAP) - GAP
    h = 5 * (CARD_H + GAP) - GAP
    return (SVG_HEAD.format(w=w, h=h) + LICENCE
            + "<defs>\n" + "\n".join(defs) + "\n</defs>\n"
            + "\n".join(cards) + "\n</svg>\n")


def back_content(name: str) -> list[str]:
    return BACKS[name][1]()


def back_svg(name: str) -> str:
    title = BACKS[name][0]
    return (SVG_HEAD.format(w=CARD_W, h=CARD_H) + LICENCE
            + tag("title", title) + "\n"
            + group(back_content(name), id="back") + "\n</svg>\n")


def index_desktop(name: str = "Hearts Classic", svg: str = DECK_SVG,
                  comment: str = "Classic card deck of Hearts Desktop") -> str:
    """The theme description, in the format of KDE's libkcardgame.

    KCardTheme reads the group ``[KDE Backdeck]``: ``Name`` (shown to the user),
    ``SVG`` (the file, relative to this one) and ``Features`` (a comma list,
    ``AngloAmerican,Backs1`` by default: the 52 cards plus jokers and one back).
    ``Comment`` is shown by some KDE games. The ``[Hearts Desktop]`` group is ours
    and ignored by KDE: the card size in SVG units and where the spare backs live.
    """
    back_names = ",".join(BACKS)
    return (
        "# Generated by tools/make_cards.py: original artwork of Hearts Desktop.\n"
        "[KDE Backdeck]\n"
        f"Name={name}\n"
        f"Comment={comment}\\n"
        "Original artwork, generated by tools/make_cards.py\n"
        f"SVG={svg}\n"
        "Features=AngloAmerican,Backs1\n"
        "\n"
        "[Hearts Desktop]\n"
        f"CardWidth={CARD_W}\n"
        f"CardHeight={CARD_H}\n"
        f"DefaultBack={DEFAULT_BACK}\n"
        f"Backs={back_names}\n"
        "BackDir=../backs\n"
    )


def build() -> dict[str, str]:
    """The French deck's files and the backs, keyed by their path relative to the output
    directory."""
    files = {
        f"{DECK_DIR}/index.desktop": index_desktop(),
        f"{DECK_DIR}/{DECK_SVG}": deck_svg(),
        f"{FOUR_COLOUR_DIR}/index.desktop": index_desktop(
            "Hearts Classic, four colours", FOUR_COLOUR_SVG,
            "Hearts Classic with four suit colours: spades black, hearts red, "
            "diamonds blue, clubs green"),
        f"{FOUR_COLOUR_DIR}/{FOUR_COLOUR_SVG}": deck_svg(FOUR_COLOURS),
    }
    for name in BACKS:
        files[f"backs/{name}.svg"] = back_svg(name)
    return files
