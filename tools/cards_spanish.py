"""The Spanish-suited deck of Hearts Desktop, "Baraja Clásica": 40 cards drawn as SVG.

Written by ``tools/make_cards.py`` to ``assets/cards/spanish-classic/``; it draws with the
helpers, glyphs, card frame and backs of ``tools/cards_french.py``, its suit emblems come
from ``tools/cards_spanish_emblems.py`` and its figures from ``cards_spanish_figures.py``.
Everything is drawn from coordinates and curves written for this project: the four suit
emblems (oros: coins, copas: cups, espadas: swords, bastos: knotted clubs), the pip
arrangements of 1 to 7, and the three figures (sota: a page, caballo: a horseman, rey: a
king), each holding the emblem of the suit. The output is deterministic (same bytes every run).

Like Spanish packs, a card carries its number in two corners (1-7, and 10, 11, 12 for the
sota, caballo and rey) and its picture inside a frame whose top and bottom lines are broken
by the *pausas* ("la pinta") that tell the suit when the cards are fanned: oros none,
copas one, espadas two, bastos three. The corner number is printed in the suit's colour
(oros ochre, copas red, espadas blue, bastos green) above a small emblem.

Element ids (see ``hearts_desktop/core/deck.py``, ``spanish_element``): ``1_oros`` ...
``7_oros``, ``sota_oros``, ``caballo_oros``, ``rey_oros``, the same for ``copas``,
``espadas`` and ``bastos``, and ``back``. Each is one card of 200 x 280 units.
"""

from __future__ import annotations

import math

import cards_french as mc
from cards_french import (
    BLUE,
    CARD_H,
    CARD_W,
    GOLD,
    INK,
    RED,
    WHITE,
    Point,
    circle_d,
    ellipse_d,
    group,
    num,
    path,
    poly_d,
    pt,
    tag,
    use,
)
from cards_spanish_emblems import (
    CLUB_STUBS,
    DARK_GOLD,
    DARK_GREEN,
    EMBLEMS,
    GREEN,
    LIGHT_GREEN,
    MINI_EMBLEMS,
    OCHRE,
    club_stub_end,
    emblem,
)
from cards_spanish_figures import figure

DECK_DIR = "spanish-classic"
DECK_SVG = "spanish-classic.svg"
DECK_NAME = "Baraja Clásica"

SUITS = ("oros", "copas", "espadas", "bastos")
RANKS = ("1", "2", "3", "4", "5", "6", "7", "sota", "caballo", "rey")
FIGURES = ("sota", "caballo", "rey")
NUMBER = {"sota": "10", "caballo": "11", "rey": "12"}
PAUSAS = {"oros": 0, "copas": 1, "espadas": 2, "bastos": 3}

SUIT_INK = {"oros": OCHRE, "copas": RED, "espadas": BLUE, "bastos": GREEN}
"""The colour of a suit's corner numbers."""

# --------------------------------------------------------------------------- frame

FRAME_X0, FRAME_Y0 = 13.0, 11.0
FRAME_X1, FRAME_Y1 = CARD_W - FRAME_X0, CARD_H - FRAME_Y0
NOTCH_W, NOTCH_H = 31.0, 66.0
"""The corner box (number and small emblem) cut out of the frame's top-left corner and,
turned through 180 degrees, its bottom-right corner."""
FRAME_LINE = 2.3
PAUSA_GAP = 10.0
PAUSA_STEP = 20.0
CORNER_R = 4.0


def _edge(x0: float, x1: float, y: float, gaps: int) -> str:
    """A horizontal frame line from x0 to x1 at y, broken by ``gaps`` pausas centred on
    the card's middle."""
    cx = CARD_W / 2
    centres = [cx + (i - (gaps - 1) / 2) * PAUSA_STEP for i in range(gaps)]
    xs = [x0]
    for c in centres:
        xs += [c - PAUSA_GAP / 2, c + PAUSA_GAP / 2]
    xs.append(x1)
    step = 1 if x1 >= x0 else -1
    if step < 0:
        xs = [x0, *sorted((v for v in xs[1:-1]), reverse=True), x1]
    return "".join(f"M{num(a)},{num(y)}H{num(b)}" for a, b in zip(xs[0::2], xs[1::2],
                                                                     strict=True))


def frame(suit: str) -> list[str]:
    """The frame line with its notched corners and the suit's pausas."""
    gaps = PAUSAS[suit]
    x0, y0, x1, y1 = FRAME_X0, FRAME_Y0, FRAME_X1, FRAME_Y1
    r = CORNER_R
    nx, ny = x0 + NOTCH_W, y0 + NOTCH_H
    # sides and corners as one path; top and bottom edges separately with their gaps
    d = (f"M{num(x1 - r)},{num(y0)}Q{num(x1)},{num(y0)} {num(x1)},{num(y0 + r)}"
         f"V{num(y1 - NOTCH_H)}H{num(x1 - NOTCH_W)}V{num(y1)}"
         f"M{num(x0 + r)},{num(y1)}Q{num(x0)},{num(y1)} {num(x0)},{num(y1 - r)}"
         f"V{num(ny)}H{num(nx)}V{num(y0)}")
    d += _edge(nx, x1 - r, y0, gaps) + _edge(x0 + r, x1 - NOTCH_W, y1, gaps)
    return [path(d, fill="none", stroke=INK, stroke_width=FRAME_LINE,
                 stroke_linecap="butt", stroke_linejoin="miter")]


def emblem_defs() -> list[str]:
    return [*(group(EMBLEMS[s](), id=f"emblem-{s}") for s in SUITS),
            *(group(MINI_EMBLEMS[s](), id=f"mini-{s}") for s in SUITS)]


# --------------------------------------------------------------------------- corners

INDEX_CX = FRAME_X0 + NOTCH_W / 2 - 0.5
INDEX_TOP = 15.0
INDEX_H = 27.0
INDEX_EMBLEM = 18.0


def corner_def(card: str, rank: str, suit: str) -> str:
    text = NUMBER.get(rank, rank)
    color = SUIT_INK[suit]
    width, parts = mc.text_glyphs(text, color, spacing=-3.0 if len(text) == 2 else 2.0)
    s = INDEX_H / 100.0
    sx = s * (0.74 if len(text) == 2 else 1.0)
    x0 = INDEX_CX - width * sx / 2
    glyph = group(parts, transform=f"translate({num(x0)} {num(INDEX_TOP)}) "
                                   f"scale({num(sx)} {num(s)})")
    ey = INDEX_TOP + INDEX_H + 5 + INDEX_EMBLEM / 2
    size = INDEX_EMBLEM * (0.95 if suit == "oros" else 1.1)
    mini = use(f"mini-{suit}", INDEX_CX, ey, size / 100.0)
    return group([glyph, mini], id=f"corner-{card}")


def corners(card: str) -> list[str]:
    return [use(f"corner-{card}"),
            tag("use", href=f"#corner-{card}",
                transform=f"rotate(180 {num(CARD_W / 2)} {num(CARD_H / 2)})")]


# --------------------------------------------------------------------------- number cards

CX, CY = CARD_W / 2, CARD_H / 2
ROWS3 = (62.0, 140.0, 218.0)

# Coins and cups: the classic grid (2 and 3 in a column, then pairs in rows; the 5 and the
# 7 add one in the middle). Each entry: size, columns, rows, and the middle one if any.
# Columns are as wide as the corner boxes allow (the top-left item clears the box).
GRID: dict[str, dict[int, tuple[float, tuple[float, ...], tuple[float, ...],
                                 Point | None]]] = {
    "oros": {
        2: (70.0, (CX,), (86.0, 194.0), None),
        3: (62.0, (CX,), ROWS3, None),
        4: (54.0, (71.0, 129.0), (96.0, 184.0), None),
        5: (50.0, (72.0, 128.0), (74.0, 206.0), (CX, CY)),
        6: (48.0, (71.0, 129.0), ROWS3, None),
        7: (44.0, (70.0, 130.0), ROWS3, (CX, 101.0)),
    },
    "copas": {
        2: (76.0, (CX,), (86.0, 194.0), None),
        3: (64.0, (CX,), ROWS3, None),
        4: (66.0, (72.0, 128.0), (92.0, 188.0), None),
        5: (60.0, (72.0, 128.0), (74.0, 206.0), (CX, CY)),
        6: (56.0, (72.0, 128.0), ROWS3, None),
        7: (48.0, (70.0, 130.0), ROWS3, (CX, 102.0)),
    },
}


def grid_layout(suit: str, n: int) -> tuple[float, list[Point]]:
    size, cols, rows, middle = GRID[suit][n]
    points = [(x, y) for y in rows for x in cols]
    return size, points + ([middle] if middle else [])


def long_layout(suit: str, n: int) -> list[tuple[float, float, float, float]]:
    """Swords and clubs: (x, y, rotation, size) of each. The 2 is a saltire, the 3 a
    saltire with a third one upright through the crossing; from 4 on they stand in slanted
    pairs, leaning apart, with an upright one in the middle for the 5 and the 7."""
    club = suit == "bastos"
    if n == 2:
        size, a = (150.0, 25.0) if club else (200.0, 32.0)
        return [(CX, CY, -a, size), (CX, CY, a, size)]
    if n == 3:
        size, a = (146.0, 27.0) if club else (196.0, 34.0)
        return [(CX, CY, -a, size), (CX, CY, a, size), (CX, CY, 0.0, size)]
    size, cols, rows, middle, lean = {
        4: (104.0, (66.0, 134.0), (88.0, 192.0), None, 15.0),
        5: (100.0, (64.0, 136.0), (78.0, 202.0), (CX, CY), 15.0),
        6: (80.0, (66.0, 134.0), ROWS3, None, 24.0),
        7: (78.0, (66.0, 134.0), ROWS3, (CX, 101.0), 24.0),
    }[n]
    middle_size = size * (0.84 if n == 5 else 1.0)
    if club:
        size, middle_size, lean = size * 0.92, middle_size * 0.92, 24.0
        cols = (cols[0] + 4, cols[1] - 4)
    out = [(x, y, -lean if x < CX else lean, size) for y in rows for x in cols]
    if middle:
        out.append((*middle, 0.0, middle_size))
    return out


def number_card(rank: int, suit: str) -> list[str]:
    if suit in ("oros", "copas"):
        size, points = grid_layout(suit, rank)
        return [emblem(suit, x, y, size) for x, y in points]
    return [emblem(suit, x, y, size, rot=rot) for x, y, rot, size in long_layout(suit, rank)]


# --------------------------------------------------------------------------- aces


def ace_card(suit: str) -> list[str]:
    out: list[str] = []
    if suit == "oros":
        out.append(tag("circle", cx=CX, cy=CY, r=68, fill="none", stroke=GOLD,
                       stroke_width=3.0))
        rays = []
        for i in range(32):
            a0 = math.radians(i * 11.25 - 2.2)
            a1 = math.radians(i * 11.25 + 2.2)
            r = 82 if i % 2 == 0 else 74
            rays.append(poly_d([(CX + 64 * math.cos(a0), CY + 64 * math.sin(a0)),
                                (CX + r * math.cos((a0 + a1) / 2),
                                 CY + r * math.sin((a0 + a1) / 2)),
                                (CX + 64 * math.cos(a1), CY + 64 * math.sin(a1))]))
        out.append(path("".join(rays), fill=GOLD, stroke=DARK_GOLD, stroke_width=0.8))
        out.append(emblem("oros", CX, CY, 124))
        # the game's heart in the middle of the coin
        out.append(tag("circle", cx=CX, cy=CY, r=14.5, fill=WHITE, stroke=DARK_GOLD,
                       stroke_width=2.0))
        out.append(use("pip-heart", CX, CY + 0.5, 0.19))
    elif suit == "copas":
        # a tall covered cup: the lid with a finial over the cup
        out.append(emblem("copas", CX, CY + 24, 150))
        lid = (f"M{num(CX - 52)},{num(CY - 42)}C{num(CX - 50)},{num(CY - 72)} "
               f"{num(CX - 22)},{num(CY - 84)} {num(CX)},{num(CY - 86)}"
               f"C{num(CX + 22)},{num(CY - 84)} {num(CX + 50)},{num(CY - 72)} "
               f"{num(CX + 52)},{num(CY - 42)}Z")
        out.append(path(lid, fill=GOLD, stroke=INK, stroke_width=2.0, stroke_linejoin="round"))
        out.append(path(f"M{num(CX - 40)},{num(CY - 58)}C{num(CX - 20)},{num(CY - 64)} "
                        f"{num(CX + 20)},{num(CY - 64)} {num(CX + 40)},{num(CY - 58)}",
                        fill="none", stroke=DARK_GOLD, stroke_width=1.6))
        dots = "".join(circle_d(CX + x, CY - 50 - 0.004 * x * x, 2.4)
                       for x in (-36, -24, -12, 0, 12, 24, 36))
        out.append(path(dots, fill=RED, stroke=INK, stroke_width=0.7))
        out.append(path(ellipse_d(CX, CY - 91, 7, 6), fill=GOLD, stroke=INK, stroke_width=1.6))
        out.append(path(f"M{num(CX)},{num(CY - 120)}C{num(CX + 6)},{num(CY - 110)} "
                        f"{num(CX + 8)},{num(CY - 102)} {num(CX)},{num(CY - 96)}"
                        f"C{num(CX - 8)},{num(CY - 102)} {num(CX - 6)},{num(CY - 110)} "
                        f"{num(CX)},{num(CY - 120)}Z", fill=RED, stroke=INK, stroke_width=1.5))
    elif suit == "espadas":
        # a great sword upright in a laurel wreath
        out += _wreath(CX, CY + 18, 56, 70)
        out.append(emblem("espadas", CX, CY - 2, 236))
        out.append(_ribbon(CX, CY + 46))
    else:
        out.append(emblem("bastos", CX, CY + 4, 228))
        out += _leaves(CX, CY + 4, 2.28)
        out.append(_ribbon(CX, CY + 58))
    return out


def _wreath(cx: float, cy: float, rx: float, ry: float) -> list[str]:
    """Two laurel branches curving up round (cx, cy)."""
    leaves = []
    stems = []
    for side in (-1, 1):
        pts = []
        for i in range(9):
            a = math.radians(100 + i * 17)
            x, y = cx + side * rx * math.cos(a) * -1, cy + ry * math.sin(a) * -1
            pts.append((x, y))
        stems.append("M" + "L".join(pt(p) for p in pts))
        for i, (x, y) in enumerate(pts[1:], 1):
            px, py = pts[i - 1]
            ang = math.degrees(math.atan2(y - py, x - px))
            for off in (-50, 50):
                leaves.append(path(ellipse_d(0, 0, 8.5, 3.6), transform=(
                    f"translate({num(x)} {num(y)}) rotate({num(ang + off)}) "
                    f"translate(7 0)")))
    return [path("".join(stems), fill="none", stroke=DARK_GREEN, stroke_width=2.0),
            group(leaves, fill=GREEN, stroke=DARK_GREEN, stroke_width=0.9)]


def _ribbon(cx: float, cy: float) -> str:
    d = (f"M{num(cx - 46)},{num(cy - 6)}C{num(cx - 20)},{num(cy + 4)} {num(cx + 20)},"
         f"{num(cy + 4)} {num(cx + 46)},{num(cy - 6)}L{num(cx + 50)},{num(cy + 6)}"
         f"L{num(cx + 42)},{num(cy + 8)}C{num(cx + 18)},{num(cy + 16)} {num(cx - 18)},"
         f"{num(cy + 16)} {num(cx - 42)},{num(cy + 8)}L{num(cx - 50)},{num(cy + 6)}Z")
    return path(d, fill=RED, stroke=INK, stroke_width=1.4, stroke_linejoin="round")


def _leaves(cx: float, cy: float, scale: float) -> list[str]:
    """Sprigs of leaves growing from the stubs of the great club (the 1 of bastos)."""
    out = []
    leaf = "M0,0C7,-8 19,-9 26,-2C19,4 7,5 0,0Z"
    vein = "M2,-0.5C9,-2.6 16,-2.6 23,-1.6"
    for y, side in CLUB_STUBS:
        sx, sy = club_stub_end(y, side)
        x, y0 = cx + sx * scale, cy + sy * scale
        base = -40 if side > 0 else 220
        for k, turn in enumerate((-28, 8, 40)):
            ang = base + side * turn
            tr = f"translate({num(x)} {num(y0)}) rotate({ang}) scale({1.0 - 0.12 * k})"
            out.append(path(leaf, fill=LIGHT_GREEN, stroke=DARK_GREEN, stroke_width=1.1,
                            transform=tr))
            out.append(path(vein, fill="none", stroke=DARK_GREEN, stroke_width=0.7,
                            transform=tr))
    return out


# --------------------------------------------------------------------------- document


def card_id(rank: str, suit: str) -> str:
    return f"{rank}_{suit}"


def card_body(rank: str, suit: str) -> list[str]:
    if rank == "1":
        body = ace_card(suit)
    elif rank in FIGURES:
        body = figure_card(rank, suit)
    else:
        body = number_card(int(rank), suit)
    return [mc.card_blank(), *frame(suit), *body, *corners(card_id(rank, suit))]


def figure_card(rank: str, suit: str) -> list[str]:
    return figure(rank, suit)


GAP = 10


def deck_svg() -> str:
    defs: list[str] = [*mc.pip_defs(), *emblem_defs()]
    for suit in SUITS:
        for rank in RANKS:
            defs.append(corner_def(card_id(rank, suit), rank, suit))
    cards: list[str] = []
    for row, suit in enumerate(SUITS):
        for col, rank in enumerate(RANKS):
            x, y = col * (CARD_W + GAP), row * (CARD_H + GAP)
            cards.append(group(card_body(rank, suit), id=card_id(rank, suit),
                               transform=f"translate({x} {y})"))
    y = len(SUITS) * (CARD_H + GAP)
    cards.append(group(mc.back_content(mc.DEFAULT_BACK), id="back", transform=f"translate(0 {y})"))
    w = len(RANKS) * (CARD_W + GAP) - GAP
    h = (len(SUITS) + 1) * (CARD_H + GAP) - GAP
    licence = ("<!-- Hearts Desktop Spanish-suited deck: original artwork of the Hearts Desktop "
               "project, generated by tools/make_cards.py (tools/cards_spanish.py). "
               "Do not edit by hand. -->\n")
    return (mc.SVG_HEAD.format(w=w, h=h) + licence
            + "<defs>\n" + "\n".join(defs) + "\n</defs>\n"
            + "\n".join(cards) + "\n</svg>\n")


def index_desktop() -> str:
    """The theme description (KDE format). ``Features`` does not claim ``AngloAmerican``,
    so KDE games do not offer this deck for French-suited games; ``Dress=spanish`` in our
    own group tells Hearts Desktop which decks it draws."""
    return (
        "# Generated by tools/make_cards.py: original artwork of Hearts Desktop.\n"
        "[KDE Backdeck]\n"
        f"Name={DECK_NAME}\n"
        "Comment=Spanish-suited 40-card deck of Hearts Desktop (oros, copas, espadas, bastos)"
        "\\nOriginal artwork, generated by tools/make_cards.py\n"
        f"SVG={DECK_SVG}\n"
        "Features=Backs1\n"
        "\n"
        "[Hearts Desktop]\n"
        "Dress=spanish\n"
        f"CardWidth={CARD_W}\n"
        f"CardHeight={CARD_H}\n"
        f"DefaultBack={mc.DEFAULT_BACK}\n"
        f"Backs={','.join(mc.BACKS)}\n"
        "BackDir=../backs\n"
    )


def build() -> dict[str, str]:
    return {f"{DECK_DIR}/index.desktop": index_desktop(),
            f"{DECK_DIR}/{DECK_SVG}": deck_svg()}


__all__ = ["DECK_DIR", "DECK_SVG", "RANKS", "SUITS", "build", "card_id", "deck_svg",
           "index_desktop"]
