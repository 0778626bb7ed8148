"""The figures of the Spanish deck (``tools/cards_spanish.py``): sota, caballo and rey.

Spanish figures stand whole (they are not double-ended like French courts): a page, a
horseman on a prancing horse, and a bearded king in a long robe, each holding the emblem of
the suit. They are drawn in the style of the project's French courts (``cards_french.py``:
the same faces, hair, crown and feathered cap, black outlines, flat colours), dressed in
the suit's colour: oros gold, copas red, espadas blue, bastos green. Following the Spanish
custom, the horses of oros and copas face left and those of espadas and bastos right.

The picture fills the frame; the corner boxes (top left, bottom right) stay clear, so
everything held high is held on the right, or above the head.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import cards_french as mc
from cards_french import (
    BLUE,
    CARD_W,
    GOLD,
    INK,
    RED,
    SKIN,
    WHITE,
    Point,
    circle_d,
    ellipse_d,
    group,
    line,
    num,
    ol,
    path,
    pt,
    rect_d,
)
from cards_spanish_emblems import GREEN, emblem


@dataclass(frozen=True)
class Dress:
    """The colours a suit dresses its figures in."""

    main: str
    second: str
    accent: str
    hose: str
    hair: str
    pattern: str
    horse: str
    mane: str


DRESS = {
    "oros": Dress("#e3a81e", RED, BLUE, RED, "#7a4a1c", "dots", "#f3ede2", "#c9b79c"),
    "copas": Dress(RED, GOLD, BLUE, BLUE, GOLD, "lozenge", "#9a6132", "#4a2a14"),
    "espadas": Dress(BLUE, RED, GOLD, RED, "#4a3320", "chevron", "#b9bec6", "#5d6470"),
    "bastos": Dress(GREEN, GOLD, RED, GOLD, "#b36a24", "cross", "#6b4426", "#2c1a0e"),
}
GROUND = "#d9e8c0"
GROUND_LINE = "#8fae6a"
SHOE = "#3a2a20"


# --------------------------------------------------------------------------- parts


def limb(points: Sequence[Point], width: float, fill: str, ow: float = 1.3) -> list[str]:
    """A sleeve or a leg: a thick outlined stroke through ``points``."""
    d = "M" + "L".join(pt(p) for p in points)
    return [path(d, fill="none", stroke=INK, stroke_width=width + 2 * ow,
                 stroke_linecap="round", stroke_linejoin="round"),
            path(d, fill="none", stroke=fill, stroke_width=width, stroke_linecap="round",
                 stroke_linejoin="round")]


def hand(x: float, y: float, r: float = 4.6) -> str:
    return ol(circle_d(x, y, r), SKIN, 1.1)


def cuff(x: float, y: float, color: str, r: float = 5.2) -> str:
    return ol(circle_d(x, y, r), color, 1.0)


def head(kind: str, cx: float, cy: float, dress: Dress, scale: float = 1.0) -> str:
    """A head in the style of the French courts, centred on (cx, cy): ``rey`` (crown, long
    hair and beard), ``sota`` (feathered cap, beardless) or ``rider`` (broad hat,
    moustache)."""
    parts: list[str] = []
    if kind == "rey":
        parts += mc.hair_back("king", dress.hair)
        parts += mc.face("king")
        parts += mc.king_beard(dress.hair)
        parts += mc.fringe("king", dress.hair)
        parts += mc.crown_king(GOLD, RED if dress.second != RED else BLUE, dress.accent)
    elif kind == "sota":
        parts += mc.collar("jack", dress.second, dress.accent)
        parts += mc.hair_back("jack", dress.hair)
        parts += mc.face("sota")
        parts += mc.fringe("jack", dress.hair)
        parts += mc.jack_hat(dress.main, dress.second, dress.accent)
    else:
        parts += mc.hair_back("jack", dress.hair)
        parts += mc.face("jack")
        parts += mc.fringe("jack", dress.hair)
        parts += rider_hat(dress)
    return group(parts, transform=f"translate({num(cx)} {num(cy + 71 * scale)}) "
                                  f"scale({num(scale)})")


def rider_hat(dress: Dress) -> list[str]:
    """A broad-brimmed hat with a plume (head coordinates of ``make_cards.face``)."""
    brim = ol("M-30,-84C-20,-92 20,-92 30,-84C24,-79 -24,-79 -30,-84Z", dress.second)
    crown = ol("M-15,-88C-15,-100 -8,-104 0,-104C8,-104 15,-100 15,-88Z", dress.main)
    band = line("M-15,-90.5C-5,-92.5 5,-92.5 15,-90.5", 2.4, dress.accent)
    plume = ol("M10,-97C16,-110 30,-112 36,-103C30,-105 20,-102 14,-93Z", WHITE, 1.0)
    return [plume, crown, band, brim]


def ground(cx: float, y: float, rx: float) -> list[str]:
    return [path(ellipse_d(cx, y, rx, 6.5), fill=GROUND, stroke=GROUND_LINE,
                 stroke_width=1.0)]


def shoe(x: float, y: float, side: int) -> str:
    """A shoe whose toe points to ``side`` (-1 left, 1 right), heel at (x, y)."""
    d = (f"M{num(x - side * 4)},{num(y - 6)}C{num(x + side * 6)},{num(y - 7)} "
         f"{num(x + side * 12)},{num(y - 3)} {num(x + side * 13)},{num(y)}"
         f"H{num(x - side * 5)}Z")
    return ol(d, SHOE, 1.0)


def held(suit: str, x: float, y: float, size: float, rot: float = 0.0) -> list[str]:
    """The suit's emblem as held in a hand at (x, y): a coin or a cup stands on the hand,
    a sword or a club is gripped by its handle."""
    if suit == "oros":
        return [emblem(suit, x, y - size * 0.42, size)]
    if suit == "copas":
        return [emblem(suit, x, y - size * 0.36, size)]
    grip = 0.31 if suit == "espadas" else 0.36
    a = math.radians(rot)
    dy = size * grip
    return [emblem(suit, x + math.sin(a) * dy, y - math.cos(a) * dy, size, rot=rot)]


# --------------------------------------------------------------------------- rey


def rey(suit: str) -> list[str]:
    d = DRESS[suit]
    out: list[str] = [*ground(CARD_W / 2, 257, 58)]
    # cape behind, lined with the second colour
    cape = ("M73,92C60,130 50,200 44,252H156C150,200 140,130 127,92Z")
    out.append(ol(cape, d.second))
    out.append(path("M73,92C64,130 56,200 52,250M127,92C136,130 144,200 148,250",
                    fill="none", stroke=INK, stroke_width=0.8, opacity=0.6))
    # shoes under the hem
    out += [shoe(90, 258, -1), shoe(110, 258, 1)]
    # robe
    robe = ("M76,90C70,120 66,180 60,250H140C134,180 130,120 124,90C116,86 84,86 76,90Z")
    out.append(ol(robe, d.main))
    out.append(mc.robe_pattern(d.pattern, d.second if d.main != GOLD else RED,
                               (64, 100, 136, 246),
                               lambda x, y: abs(x - 100) < 24 + (y - 90) * 0.14
                               and abs(x - 100) > 12 and y > 100))
    panel = "M92,90L86,250H114L108,90Z"
    out.append(ol(panel, d.accent if d.accent != GOLD else RED))
    out += mc.ermine_band([(92, 92), (86, 250)], 4.2)
    out += mc.ermine_band([(108, 92), (114, 250)], 4.2)
    out += mc.ermine_band([(61, 248), (139, 248)], 4.0)
    out.append(ol(rect_d(69, 146, 62, 7), GOLD, 1.1))
    out.append(ol(rect_d(96, 144.5, 8, 10), d.accent, 0.9))
    # ermine shoulder cape
    tippet = ("M74,90C84,84 116,84 126,90C130,98 130,106 128,112"
              "C118,118 82,118 72,112C70,106 70,98 74,90Z")
    out.append(ol(tippet, WHITE))
    tails = "".join(f"M{num(x)},{num(y)}l1.4,3.6h-2.8Z"
                    for x, y in ((80, 98), (90, 106), (100, 100), (110, 106), (120, 98),
                                 (86, 93), (114, 93), (76, 106), (124, 106)))
    out.append(path(tails, fill=INK))
    # arms: the left hand on the belt, the right holds the emblem
    out += limb([(76, 104), (63, 128), (82, 147)], 13, d.main)
    out.append(cuff(80, 145, GOLD))
    out.append(hand(86, 148))
    out.append(head("rey", 100, 60, d))
    grips = {"oros": (146, 112), "copas": (147, 116), "espadas": (146, 138),
             "bastos": (148, 146)}
    hx, hy = grips[suit]
    out += limb([(124, 104), (141, 128), (hx, hy + 6)], 13, d.main)
    out.append(cuff(hx, hy + 6, GOLD))
    out += held(suit, hx, hy, {"oros": 40, "copas": 44, "espadas": 132, "bastos": 112}[suit])
    out.append(hand(hx, hy))
    return out


# --------------------------------------------------------------------------- sota


def sota(suit: str) -> list[str]:
    d = DRESS[suit]
    out: list[str] = [*ground(CARD_W / 2, 257, 46)]
    # legs in hose, shoes
    out += limb([(92, 176), (90, 216), (88, 250)], 14, d.hose)
    out += limb([(108, 176), (111, 216), (114, 250)], 14, d.hose)
    out.append(line("M84,214H96M105,214H117", 2.2, d.second if d.hose != d.second else GOLD))
    out += [shoe(87, 257, -1), shoe(115, 257, 1)]
    # doublet with a short skirt
    body = ("M78,100C74,120 78,140 82,152C76,160 72,170 70,178H130C128,170 124,160 118,152"
            "C122,140 126,120 122,100C112,95 88,95 78,100Z")
    out.append(ol(body, d.main))
    out.append(mc.robe_pattern(d.pattern, d.second if d.main != GOLD else RED,
                               (72, 106, 128, 176),
                               lambda x, y: abs(x - 100) > 9 and y > 104
                               and abs(x - 100) < 20 + max(0.0, y - 150) * 0.5))
    out.append(ol("M95,98L93,178H107L105,98Z", d.second))
    out.append(path(circle_d(100, 112, 1.9) + circle_d(100, 124, 1.9) + circle_d(100, 136, 1.9),
                    fill=GOLD, stroke=INK, stroke_width=0.6))
    out.append(ol(rect_d(80, 149, 40, 6), d.accent if d.accent != d.main else GOLD, 1.0))
    out.append(line("M70,178H130", 2.0, d.second))
    # left arm on the hip
    out += limb([(80, 106), (68, 130), (84, 150)], 12, d.main)
    out.append(cuff(82, 149, d.second))
    out.append(hand(87, 151, 4.3))
    out.append(head("sota", 100, 68, d, 0.95))
    # right arm and the emblem
    poses = {"oros": ([(120, 106), (140, 98), (146, 80)], (146, 76), 42.0, 0.0),
             "copas": ([(120, 106), (138, 126), (142, 120)], (142, 116), 44.0, 0.0),
             "espadas": ([(120, 106), (138, 126), (145, 146)], (145, 146), 120.0, 6.0),
             "bastos": ([(120, 106), (140, 124), (150, 140)], (150, 140), 124.0, 4.0)}
    arm, (hx, hy), size, rot = poses[suit]
    out += limb(arm, 12, d.main)
    out.append(cuff(*arm[-1], d.second))
    out += held(suit, hx, hy, size, rot)
    out.append(hand(hx, hy, 4.3))
    return out


# --------------------------------------------------------------------------- caballo
# The horse is drawn facing right in its own coordinates (hooves on y = 0, about 170
# wide and 150 high), then scaled and placed; facing left is the same drawing mirrored.

HORSE_SCALE = 0.86


def horse(d: Dress) -> list[str]:
    shade = d.mane
    out: list[str] = []
    # far legs (behind the body), in the darker shade
    out += limb([(-48, -56), (-60, -30), (-52, -10), (-50, -2)], 9.5, shade)
    out += limb([(36, -54), (41, -28), (43, -9), (44, -2)], 9.5, shade)
    # tail
    tail = ("M-64,-92C-80,-96 -90,-82 -88,-66C-87,-58 -83,-51 -78,-46"
            "C-80,-54 -78,-60 -74,-64C-75,-56 -72,-51 -67,-48C-70,-60 -68,-72 -62,-80Z")
    out.append(ol(tail, d.mane))
    # near legs
    out += limb([(-38, -56), (-45, -28), (-36, -10), (-34, -2)], 10.5, d.horse)
    out += limb([(46, -58), (66, -44), (60, -26), (68, -20)], 10.5, d.horse)
    # body, neck and head in one outline
    body = ("M56,-66C62,-80 68,-96 70,-108C74,-116 82,-114 86,-108"
            "C89,-104 92,-100 96,-100C101,-100 102,-107 99,-111"
            "C92,-120 80,-134 70,-143L67,-155L61,-145"
            "C52,-138 40,-118 30,-98C10,-92 -20,-94 -40,-98C-56,-100 -68,-92 -70,-78"
            "C-72,-64 -66,-54 -58,-48C-40,-44 0,-44 30,-48C44,-50 54,-56 56,-66Z")
    out.append(ol(body, d.horse, 1.4))
    out.append(line("M-58,-50C-54,-60 -50,-66 -44,-70", 0.9))
    out.append(line("M56,-68C50,-62 44,-58 38,-56", 0.9))
    # mane along the crest
    mane = ("M67,-143C58,-146 50,-138 46,-130C40,-120 34,-108 28,-99"
            "C34,-104 38,-106 42,-110C44,-104 48,-104 50,-112C52,-106 56,-108 56,-118"
            "C58,-112 62,-114 62,-124C64,-120 68,-124 67,-132Z")
    out.append(ol(mane, d.mane, 1.0))
    # eye, nostril, mouth; bridle
    out.append(path(circle_d(79, -128, 2.2), fill=INK))
    out.append(line("M95,-108C96,-106 96,-104 95,-103M91,-101.5C93,-102.5 95,-102.5 97,-102",
                    0.9))
    out.append(line("M74,-116C78,-112 82,-110 86,-110", 0.8))
    out.append(line("M71,-141L88,-106M75,-125L95,-107", 1.6, RED))
    out.append(path(circle_d(88, -106, 2.2), fill=GOLD, stroke=INK, stroke_width=0.6))
    # hooves
    hooves = "".join(rect_d(x - 5.2, y - 2, 10.4, 4.2)
                     for x, y in ((-50, -1), (44, -1), (-34, -1)))
    out.append(path(hooves, fill=INK))
    out.append(path(rect_d(-5.2, -2, 10.4, 4.2), fill=INK,
                    transform="translate(69 -19) rotate(-50)"))
    return out


def caparison(d: Dress) -> list[str]:
    """The saddle cloth hanging over the horse's body, with a scalloped hem."""
    top = "M-36,-100C-20,-98 6,-98 24,-100"
    hem = []
    xs = [28 - i * 8 for i in range(9)]
    for i, x in enumerate(xs[:-1]):
        nx = xs[i + 1]
        hem.append(f"Q{num((x + nx) / 2)},{num(-44 if i % 2 == 0 else -48)} {num(nx)},-52")
    d_ = top + "L28,-52" + "".join(hem) + "L-40,-52Z"
    trim = d.second if d.second != d.main else GOLD
    out = [ol(d_, d.main, 1.3)]
    out.append(mc.robe_pattern(d.pattern, trim if d.main != GOLD else RED, (-32, -92, 22, -58),
                               lambda x, y: -33 < x < 23 and -93 < y < -57))
    out.append(line("M-37,-58H27", 3.0, trim))
    # saddle
    out.append(ol("M-22,-100C-22,-110 -18,-114 -14,-112C-10,-104 4,-104 10,-108"
                  "C14,-110 18,-106 16,-100Z", "#7a4a26", 1.1))
    return out


def rider(suit: str, d: Dress) -> list[str]:
    out: list[str] = []
    # the leg over the cloth, foot in the stirrup
    out.append(line("M-2,-100L16,-60", 1.0))
    out += limb([(-4, -104), (14, -84), (10, -60)], 11, d.hose)
    out.append(ol("M6,-62H20L22,-56H6Z", SHOE, 1.0))
    out.append(ol(rect_d(8, -55, 12, 2.5), GOLD, 0.7))
    # body
    torso = ("M-16,-100C-18,-116 -16,-130 -12,-140C-4,-144 6,-144 14,-140"
             "C16,-128 16,-114 12,-100Z")
    coat = d.accent if d.accent != GOLD else d.second
    out.append(ol(torso, coat))
    out.append(ol("M-4,-142L-6,-100H4L6,-142Z", d.second if coat != d.second else GOLD, 1.0))
    out.append(ol(rect_d(-17, -108, 31, 5), GOLD, 0.9))
    # the rein hand
    out += limb([(-10, -134), (-8, -114), (14, -114)], 10, coat)
    out.append(hand(16, -114, 4.0))
    out.append(line("M18,-114C40,-112 62,-108 88,-106", 1.2, "#5a3418"))
    out.append(head("rider", 0, -160, d, 0.9))
    # the raised arm and the emblem
    poses = {"oros": ((28, -178), 38.0, 0.0), "copas": ((28, -176), 42.0, 0.0),
             "espadas": ((28, -168), 104.0, 10.0), "bastos": ((28, -168), 104.0, 12.0)}
    (hx, hy), size, rot = poses[suit]
    out += limb([(10, -136), (26, -146), (hx, hy + 4)], 10, coat)
    out += held(suit, hx, hy, size, rot)
    out.append(hand(hx, hy, 4.2))
    return out


def caballo(suit: str) -> list[str]:
    d = DRESS[suit]
    left = suit in ("oros", "copas")
    parts = [*horse(d), *caparison(d), *rider(suit, d)]
    x0 = 104.0 if left else 93.0
    inner = group(parts, transform=f"translate({num(x0)} 255) scale({num(HORSE_SCALE)})")
    if left:
        inner = group([inner], transform=f"translate({num(CARD_W)} 0) scale(-1 1)")
    return [*ground(CARD_W / 2, 256, 66), inner]


FIGURE_DRAWERS = {"sota": sota, "caballo": caballo, "rey": rey}


def figure(rank: str, suit: str) -> list[str]:
    """The picture of figure ``rank`` (sota, caballo, rey) of ``suit``."""
    return FIGURE_DRAWERS[rank](suit)


__all__ = ["DRESS", "figure"]
