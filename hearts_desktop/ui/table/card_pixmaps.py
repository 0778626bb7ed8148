"""Card pictures: SVG card decks (the KDE card-deck format) rendered into cached pixmaps.

A deck is a folder with an ``index.desktop`` (group ``[KDE Backdeck]``, key ``SVG``) and one
SVG or SVGZ file whose elements are named ``1_club`` ... ``king_spade``, ``back``,
``red_joker`` and ``black_joker`` (see ``assets/cards/README.md``). The project's own deck
is ``assets/cards/hearts-classic``; a user may point to any KDE deck. A broken deck raises
:class:`CardThemeError` with a message saying what is wrong, and :func:`load_theme_or_builtin`
falls back to the built-in deck with that message.

Rotating or scaling SVG items while they animate is slow, so every card is rendered once
per (card, pixel width, device pixel ratio) into a ``QPixmap`` and the table only blits.
"""

from __future__ import annotations

import configparser
import logging
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from ...core.cards import ACE, JACK, KING, QUEEN, Card, Suit

log = logging.getLogger(__name__)

ASSETS_DIR = Path(__file__).resolve().parents[3] / "assets"
CARDS_DIR = ASSETS_DIR / "cards"
BUILTIN_DECK = CARDS_DIR / "hearts-classic"
BACKS_DIR = CARDS_DIR / "backs"
DEFAULT_BACK = "classic-red"

_SUIT_IDS = {Suit.CLUBS: "club", Suit.DIAMONDS: "diamond", Suit.SPADES: "spade",
             Suit.HEARTS: "heart"}
_RANK_IDS = {ACE: "1", JACK: "jack", QUEEN: "queen", KING: "king"}
BACK = "back"
"""The key of a card's back in :meth:`CardPixmaps.pixmap`."""


def element_id(card: Card) -> str:
    """The deck element of ``card``: ``"1_club"`` for the ace of clubs, ``"queen_spade"``.

    >>> element_id(Card.parse("AS")), element_id(Card.parse("10H")), element_id(Card.parse("JK"))
    ('1_spade', '10_heart', 'red_joker')
    """
    if card.is_joker:
        return "red_joker"
    return f"{_RANK_IDS.get(card.rank, str(card.rank))}_{_SUIT_IDS[card.suit]}"


REQUIRED_ELEMENTS: tuple[str, ...] = (
    *(f"{_RANK_IDS.get(r, str(r))}_{s}" for s in _SUIT_IDS.values() for r in range(2, 15)),
    BACK,
)


class CardThemeError(Exception):
    """A card deck that cannot be used; the message says why, for the player."""


def _tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    # Context "" is where pyside6-lupdate files calls of _tr (see tools/i18n.py:
    # -tr-function-alias tr+=_tr); the catalogue and this lookup must agree.
    return QCoreApplication.translate("", text, disambiguation, n)


@dataclass
class CardTheme:
    """A loaded SVG deck."""

    name: str
    folder: Path
    svg_path: Path
    renderer: QSvgRenderer
    aspect: float
    """Card width / height (5:7 for most decks)."""

    def has(self, element: str) -> bool:
        return bool(self.renderer.elementExists(element))


def _read_index(folder: Path) -> tuple[str, Path]:
    index = folder / "index.desktop"
    if not folder.is_dir():
        raise CardThemeError(_tr("The card deck folder {0} does not exist.").format(folder))
    if not index.is_file():
        raise CardThemeError(_tr("{0} has no index.desktop: it is not a card deck.")
                             .format(folder))
    parser = configparser.ConfigParser(interpolation=None, strict=False)
    parser.optionxform = str  # type: ignore[assignment,method-assign]
    try:
        parser.read_string(index.read_text(encoding="utf-8", errors="replace"))
    except (OSError, configparser.Error) as exc:
        raise CardThemeError(_tr("The deck description {0} cannot be read: {1}")
                             .format(index, exc)) from None
    group = next((g for g in ("KDE Backdeck", "KDE Cards") if parser.has_section(g)), None)
    if group is None:
        raise CardThemeError(_tr("{0} has no [KDE Backdeck] group.").format(index))
    section = parser[group]
    svg = section.get("SVG", "").strip()
    if not svg:
        raise CardThemeError(_tr("{0} names no SVG file (SVG=...).").format(index))
    name = section.get("Name", folder.name).strip() or folder.name
    return name, folder / svg


def load_theme(folder: str | Path) -> CardTheme:
    """Load a KDE-format card deck; raises :class:`CardThemeError` when it cannot be used."""
    folder = Path(folder).expanduser()
    name, svg_path = _read_index(folder)
    if not svg_path.is_file():
        raise CardThemeError(_tr("The deck's SVG file {0} is missing.").format(svg_path))
    renderer = QSvgRenderer(str(svg_path))
    if not renderer.isValid():
        raise CardThemeError(_tr("The deck's SVG file {0} is damaged or not an SVG.")
                             .format(svg_path))
    missing = [e for e in REQUIRED_ELEMENTS if not renderer.elementExists(e)]
    if missing:
        shown = ", ".join(missing[:5]) + (", ..." if len(missing) > 5 else "")
        raise CardThemeError(_tr("The deck {0} lacks %n cards: {1}.", "", len(missing))
                             .format(name, shown))
    box = renderer.boundsOnElement("1_spade")
    aspect = box.width() / box.height() if box.height() > 0 else 5 / 7
    if not 0.4 < aspect < 1.0:
        aspect = 5 / 7
    return CardTheme(name, folder, svg_path, renderer, aspect)


def load_theme_or_builtin(folder: str | Path | None) -> tuple[CardTheme, str | None]:
    """The deck in ``folder`` (or the built-in one for None/""), and a message for the
    player when ``folder`` could not be used and the built-in deck replaced it."""
    if folder:
        try:
            return load_theme(folder), None
        except CardThemeError as exc:
            message = _tr("Card deck not usable, using the built-in deck: {0}").format(exc)
            log.warning("%s", message)
            return load_theme(BUILTIN_DECK), message
    return load_theme(BUILTIN_DECK), None


def back_names() -> tuple[str, ...]:
    """The card backs shipped in ``assets/cards/backs``."""
    return tuple(sorted(p.stem for p in BACKS_DIR.glob("*.svg")))


class CardPixmaps:
    """Renders and caches card faces and the back of one deck.

    ``pixmap(card, width, dpr)``: ``card`` is a ``Card`` or ``BACK``; ``width`` is the card's
    width in device-independent pixels. Pixmaps are kept for the few most recent sizes.
    """

    SIZES_KEPT = 3

    def __init__(self, theme: CardTheme | None = None, back: str = DEFAULT_BACK, *,
                 loader: Callable[[], CardTheme] | None = None) -> None:
        """``theme``, or ``loader`` called when a card is first needed (so a window can
        appear before the deck's SVG is parsed), or the built-in deck."""
        self._theme = theme
        self._loader = loader if loader is not None else (lambda: load_theme(BUILTIN_DECK))
        self._back_renderer: QSvgRenderer | None = None
        self.back_name = ""
        self._cache: OrderedDict[tuple[int, float], dict[tuple[str, bool, bool], QPixmap]] = (
            OrderedDict())
        self.renders = 0
        """How many pixmaps were rendered (the cache's misses)."""
        self.generation = 0
        """Grows when the deck or the back changes (items drop their pixmaps then)."""
        self.set_back(back)

    @property
    def theme(self) -> CardTheme:
        if self._theme is None:
            self._theme = self._loader()
        return self._theme

    @property
    def loaded(self) -> bool:
        return self._theme is not None

    @property
    def aspect(self) -> float:
        """Card width / height (5:7 until a deck still to be loaded says otherwise)."""
        return self._theme.aspect if self._theme is not None else 5 / 7

    def height_for(self, width: float) -> float:
        return width / self.aspect

    def set_theme(self, theme: CardTheme) -> None:
        self._theme = theme
        self._cache.clear()
        self.generation += 1

    def set_back(self, name: str) -> None:
        """Use ``assets/cards/backs/<name>.svg``; an unknown name keeps the deck's own back."""
        path = BACKS_DIR / f"{name}.svg"
        renderer = None
        if name and path.is_file():
            renderer = QSvgRenderer(str(path))
            if not renderer.isValid() or not renderer.elementExists(BACK):
                log.warning("card back %s is damaged; using the deck's back", path)
                renderer = None
        self._back_renderer = renderer
        self.back_name = name if renderer is not None else ""
        for group in self._cache.values():
            for key in [k for k in group if k[0] == BACK]:
                del group[key]
        self.generation += 1

    @staticmethod
    def shadow_margin(width: float) -> int:
        """Logical pixels added on every side of a pixmap rendered with ``shadow=True``."""
        return max(2, round(width * 0.04))

    def pixmap(self, card: Card | str, width: float, dpr: float = 1.0, *,
               dimmed: bool = False, shadow: bool = False) -> QPixmap:
        px_width = max(1, round(width))
        size_key = (px_width, round(dpr, 3))
        group = self._cache.get(size_key)
        if group is None:
            group = self._cache[size_key] = {}
            while len(self._cache) > self.SIZES_KEPT:
                self._cache.popitem(last=False)
        else:
            self._cache.move_to_end(size_key)
        key = (card if isinstance(card, str) else str(card), dimmed, shadow)
        pm = group.get(key)
        if pm is None:
            pm = group[key] = self._render(card, px_width, dpr, dimmed, shadow)
        return pm

    def _render(self, card: Card | str, width: int, dpr: float, dimmed: bool,
                shadow: bool = False) -> QPixmap:
        self.renders += 1
        height = round(width / self.theme.aspect)
        w, h = max(1, round(width * dpr)), max(1, round(height * dpr))
        image = QImage(w, h, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        target = QRectF(0, 0, w, h)
        if card == BACK or not isinstance(card, Card):
            if self._back_renderer is not None:
                self._back_renderer.render(painter, BACK, target)
            else:
                self.theme.renderer.render(painter, BACK, target)
        else:
            self.theme.renderer.render(painter, element_id(card), target)
        if dimmed:
            painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceAtop)
            painter.fillRect(target, QColor(20, 30, 25, 110))
        painter.end()
        if shadow:
            image = self._with_shadow(image, round(self.shadow_margin(width) * dpr))
        pm = QPixmap.fromImage(image)
        pm.setDevicePixelRatio(dpr)
        return pm

    @staticmethod
    def _with_shadow(card: QImage, margin: int) -> QImage:
        """``card`` on a soft shadow that falls a little down and to the right: baked in, so
        the table draws one pixmap per card instead of translucent shapes every frame."""
        w, h = card.width(), card.height()
        out = QImage(w + 2 * margin, h + 2 * margin, QImage.Format.Format_ARGB32_Premultiplied)
        out.fill(Qt.GlobalColor.transparent)
        painter = QPainter(out)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        radius = w * 0.055
        steps = max(2, margin)
        for i in range(steps):
            grow = margin * (1 - i / steps)
            alpha = round(60 / steps * (i + 1) / 2) + 2
            painter.setBrush(QColor(0, 0, 0, alpha))
            rect = QRectF(margin - grow * 0.7, margin - grow * 0.4, w + grow * 1.4,
                          h + grow * 1.2).translated(margin * 0.35, margin * 0.6)
            painter.drawRoundedRect(rect, radius + grow, radius + grow)
        painter.drawImage(margin, margin, card)
        painter.end()
        return out

    def clear(self) -> None:
        self._cache.clear()
        self.generation += 1
