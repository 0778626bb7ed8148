"""The table's colours: the felt, the plates and panels, and the texts on them, as one
palette per look (:data:`CLASSIC`, the green felt; :data:`HIGH_CONTRAST`, black and white
with yellow for what is active). A scene carries its palette (``TableScene.table_palette``)
and every piece of the table asks for it when it paints (:func:`palette_of`), so switching
the look needs no restart.

The contrast of every text against what lies under it is computed as WCAG 2 defines it
(:func:`contrast_ratio`, translucent panels composed over the lightest felt,
:meth:`TablePalette.text_pairs`); a test holds the high-contrast look to WCAG AAA (7:1) and
the classic one to AA (4.5:1).

>>> round(contrast_ratio((0, 0, 0), (255, 255, 255)), 1)
21.0
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtGui import QColor

RGB = tuple[int, int, int]
RGBA = tuple[int, int, int, int]


@dataclass(frozen=True)
class TablePalette:
    """The colours of one look of the table (RGB, or RGBA for what lies over the felt)."""

    name: str
    felt: tuple[RGB, RGB, RGB]
    """The felt's radial gradient: centre, middle, edge."""
    grain: bool
    """Faint speckles over the felt that make it read as cloth."""
    plate: tuple[RGBA, RGBA]
    """A name plate's gradient, top and bottom."""
    plate_active: tuple[RGBA, RGBA]
    """The plate of the seat whose turn it is."""
    panel: RGB
    """The status corner, the contract panel, captions, chip piles, the last trick (drawn
    at their own translucency, or opaque when ``opaque_panels``)."""
    opaque_panels: bool
    edge: RGBA
    """The thin border of plates and panels."""
    edge_width: float
    text: RGB
    muted: RGB
    """Second lines: a plate's detail, the status corner's second line."""
    accent: RGB
    """Titles, scores, the active plate's border (gold)."""
    alert: RGB
    active_text: RGB
    """Texts on the active plate."""
    active_accent: RGB
    banner: tuple[RGBA, RGBA]
    choices: tuple[RGBA, RGBA]
    """The choice panel (bids, trump)."""
    button: tuple[RGB, RGB]
    """An enabled button (the action button, a choice)."""
    button_ink: RGB
    button_off: tuple[RGB, RGB]
    button_off_ink: RGB
    notice: RGBA
    notice_edge: RGB

    # ------------------------------------------------------------------ colours for Qt
    @staticmethod
    def q(colour: RGB | RGBA, alpha: int | None = None) -> QColor:
        """``colour`` as a ``QColor`` (``alpha`` overrides its own)."""
        c = QColor(*colour[:3])
        c.setAlpha(alpha if alpha is not None else (colour[3] if len(colour) > 3 else 255))
        return c

    def panel_colour(self, alpha: int) -> QColor:
        """The panel colour at ``alpha`` (the classic look's translucency), opaque in a
        look with ``opaque_panels``."""
        return self.q(self.panel, 255 if self.opaque_panels else alpha)

    def edge_colour(self, alpha: int | None = None) -> QColor:
        return self.q(self.edge, None if self.opaque_panels or alpha is None else alpha)

    # ------------------------------------------------------------------ contrast
    def text_pairs(self) -> dict[str, tuple[RGB, RGB]]:
        """Every text colour of the table with the colour under it (translucent
        backgrounds composed over the lightest felt, grain included), by where it is."""
        felt = lightest_felt(self)
        plate = _over(self.plate[0], felt)
        active = _over(self.plate_active[0], felt)
        out: dict[str, tuple[RGB, RGB]] = {}
        for where, under in (("plate", plate),
                             ("status corner", self._panel_over(150, felt)),
                             ("contract panel", self._panel_over(170, felt)),
                             ("caption", self._panel_over(215, felt)),
                             ("chip pile", self._panel_over(150, felt)),
                             ("last trick", self._panel_over(225, felt))):
            out[f"text on {where}"] = (self.text, under)
            out[f"muted on {where}"] = (self.muted, under)
            out[f"accent on {where}"] = (self.accent, under)
        out["alert on status corner"] = (self.alert, self._panel_over(150, felt))
        out["text on active plate"] = (self.active_text, active)
        out["accent on active plate"] = (self.active_accent, active)
        banner = _over(self.banner[0], felt)
        out["accent on banner"] = (self.accent, banner)
        out["text on banner"] = (self.text, banner)
        choices = _over(self.choices[0], felt)
        out["accent on choice panel"] = (self.accent, choices)
        out["text on choice panel"] = (self.text, choices)
        out["ink on button"] = (self.button_ink, self.button[1])
        out["text on notice"] = (self.text, _over(self.notice, felt))
        return out

    def _panel_over(self, alpha: int, felt: RGB) -> RGB:
        return _over((*self.panel, 255 if self.opaque_panels else alpha), felt)


def _linear(channel: int) -> float:
    c = channel / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def luminance(colour: RGB | RGBA) -> float:
    """WCAG 2 relative luminance of an sRGB colour."""
    r, g, b = (_linear(v) for v in colour[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast_ratio(a: RGB | RGBA, b: RGB | RGBA) -> float:
    """WCAG 2 contrast ratio of two opaque colours, 1 to 21."""
    la, lb = luminance(a), luminance(b)
    hi, lo = max(la, lb), min(la, lb)
    return (hi + 0.05) / (lo + 0.05)


def _over(top: RGBA, under: RGB) -> RGB:
    """``top`` (with its alpha) composed over the opaque ``under``."""
    a = top[3] / 255
    r, g, b = (round(t * a + u * (1 - a)) for t, u in zip(top[:3], under, strict=True))
    return r, g, b


GRAIN_ALPHA = 19
"""The strongest light speckle of the felt's grain (``view._felt_noise``)."""


def lightest_felt(palette: TablePalette) -> RGB:
    """The lightest colour of the felt: its centre under the strongest light speckle."""
    centre = palette.felt[0]
    return _over((255, 255, 255, GRAIN_ALPHA), centre) if palette.grain else centre


CLASSIC = TablePalette(
    name="classic",
    felt=((0x2f, 0x8a, 0x4e), (0x1f, 0x6a, 0x3a), (0x0e, 0x3f, 0x22)),
    grain=True,
    plate=((12, 40, 24, 200), (5, 24, 13, 200)),
    plate_active=((70, 58, 18, 235), (40, 32, 8, 235)),
    panel=(5, 24, 13),
    opaque_panels=False,
    edge=(255, 255, 255, 40),
    edge_width=1.0,
    text=(245, 247, 240),
    muted=(200, 220, 205),
    accent=(255, 207, 84),
    alert=(255, 150, 150),
    active_text=(245, 247, 240),
    active_accent=(255, 207, 84),
    banner=((28, 22, 52, 240), (12, 8, 28, 240)),
    choices=((16, 44, 28, 245), (6, 26, 15, 245)),
    button=((255, 226, 130), (226, 166, 40)),
    button_ink=(50, 34, 4),
    button_off=((120, 140, 125), (90, 108, 95)),
    button_off_ink=(205, 215, 205),
    notice=(40, 10, 16, 238),
    notice_edge=(226, 48, 62),
)
"""The green felt the table has always had (the move clock's last seconds in a light red
that keeps 4.5:1 over the felt's lightest point)."""

HIGH_CONTRAST = TablePalette(
    name="high-contrast",
    felt=((0, 0, 0), (0, 0, 0), (0, 0, 0)),
    grain=False,
    plate=((0, 0, 0, 255), (0, 0, 0, 255)),
    plate_active=((255, 230, 0, 255), (255, 230, 0, 255)),
    panel=(0, 0, 0),
    opaque_panels=True,
    edge=(255, 255, 255, 255),
    edge_width=2.0,
    text=(255, 255, 255),
    muted=(225, 225, 225),
    accent=(255, 230, 0),
    alert=(255, 140, 140),
    active_text=(0, 0, 0),
    active_accent=(0, 0, 0),
    banner=((0, 0, 0, 255), (0, 0, 0, 255)),
    choices=((0, 0, 0, 255), (0, 0, 0, 255)),
    button=((255, 230, 0), (255, 230, 0)),
    button_ink=(0, 0, 0),
    button_off=((40, 40, 40), (40, 40, 40)),
    button_off_ink=(200, 200, 200),
    notice=(0, 0, 0, 255),
    notice_edge=(255, 230, 0),
)
"""Black felt and panels, white text and edges, yellow for the seat to play, the accents
and the buttons."""

PALETTES: dict[str, TablePalette] = {p.name: p for p in (CLASSIC, HIGH_CONTRAST)}


def palette_of(item: Any) -> TablePalette:
    """The palette of the scene ``item`` (a ``QGraphicsItem``, or a scene) lies in; the
    classic one outside a table scene."""
    scene = item.scene() if hasattr(item, "scene") else item
    palette = getattr(scene, "table_palette", None)
    return palette if isinstance(palette, TablePalette) else CLASSIC


__all__ = ["CLASSIC", "HIGH_CONTRAST", "PALETTES", "RGB", "RGBA", "TablePalette",
           "contrast_ratio", "lightest_felt", "luminance", "palette_of"]
