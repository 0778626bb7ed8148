"""Card pictures: card themes (see ``card_themes``) rendered into cached pixmaps.

The table draws by element, not by card value: :class:`CardPixmaps` is given the deck being
played (a ``core.deck.DeckSpec``, or just its ``element`` function) and renders
``deck.element(card)`` from its theme (French names, ``element_id``, when no deck is given).

Rotating or scaling SVG items while they animate is slow, so every face is rendered once per
(element, pixel width, device pixel ratio, state) into a ``QPixmap`` and the table only
blits; copies of a card (``"AH#1"``, ``"AH#2"``) share their pixmap. A game's presentation may
*mark* cards (:meth:`CardPixmaps.set_marks`, styles in ``card_marks``: a gold edge and a
corner badge, cached as a variant of the face), for example the matadors of Ombre; this
module knows no game.

The theme functions (``load_theme``, ``theme_for_deck``, ...) and the marks are re-exported
here, so ``from hearts_desktop.ui.table.card_pixmaps import load_theme`` keeps working.
"""

from __future__ import annotations

import logging
from collections import OrderedDict
from collections.abc import Callable, Iterable, Mapping
from pathlib import Path

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPen, QPixmap
from PySide6.QtSvg import QSvgRenderer

from ...core.cards import Card
from ...core.deck import DeckSpec, Dress
from .card_marks import (
    AUTO,
    MARK_EDGE,
    MARK_GOLD,
    MARK_SILVER,
    AutoMark,
    CardMark,
    MarkChoice,
    paint_mark,
)
from .card_themes import (
    BACK,
    BACKS_DIR,
    BUILTIN_DECK,
    BUILTIN_SPANISH,
    BUILTIN_THEMES,
    DEFAULT_BACK,
    DRESS_SAMPLES,
    DRESSES,
    ELEMENT_ALIASES,
    FULL_DECKS,
    LIMITS,
    REQUIRED_ELEMENTS,
    CardTheme,
    CardThemeError,
    ElementOf,
    ThemeLimits,
    back_names,
    builtin_theme,
    dress_label,
    dress_preview,
    element_id,
    load_theme,
    load_theme_or_builtin,
    svg_renderer,
    theme_for_deck,
)
from .theme_guard import ThemeGuardError, read_svg

log = logging.getLogger(__name__)


# --------------------------------------------------------------------------- pixmaps


def _element_function(deck: DeckSpec | ElementOf | None) -> ElementOf:
    if deck is None:
        return element_id
    if isinstance(deck, DeckSpec):
        return deck.element
    return deck


class CardPixmaps:
    """Renders and caches card faces and the back of one theme, for one deck.

    ``pixmap(card, width, dpr)``: ``card`` is a ``Card``, ``BACK`` or an element id;
    ``width`` is the card's width in device-independent pixels. A card is drawn as
    ``deck.element(card)`` (French names when no deck is given). Pixmaps are kept for the
    few most recent sizes, keyed by element, so copies of a card share theirs.
    """

    SIZES_KEPT = 3

    def __init__(self, theme: CardTheme | None = None, back: str = DEFAULT_BACK, *,
                 loader: Callable[[], CardTheme] | None = None,
                 deck: DeckSpec | ElementOf | None = None) -> None:
        """``theme``, or ``loader`` called when a card is first needed (so a window can
        appear before the theme's SVG is parsed), or the built-in theme of ``deck``'s dress
        (French without a deck). ``deck``: what is being played (see :meth:`set_deck`)."""
        self._theme = theme
        self._deck = deck if isinstance(deck, DeckSpec) else None
        self._element_of = _element_function(deck)
        self._own: tuple[CardTheme | None, Callable[[], CardTheme] | None] = (
            (theme, loader) if self._deck is None else (None, None))
        """The player's French theme (this one's theme or loader when it was made for the
        French pack): what :meth:`for_another_table` draws that pack with."""
        dress = self._deck.dress if self._deck is not None else Dress.FRENCH
        self._loader = loader if loader is not None else (
            lambda: load_theme(BUILTIN_THEMES[dress], self._deck))
        self._back_renderer: QSvgRenderer | None = None
        self.back_name = ""
        self._cache: OrderedDict[tuple[int, float],
                                 dict[tuple[str, bool, bool, CardMark | None], QPixmap]] = (
            OrderedDict())
        self._marks: dict[Card, CardMark] = {}
        self.renders = 0
        """How many pixmaps were rendered (the cache's misses)."""
        self.generation = 0
        """Grows when the theme, the deck, the back or the marks change (items drop their
        pixmaps then)."""
        self.set_back(back)

    # ------------------------------------------------------------------ theme and deck
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
        """Card width / height (5:7 until a theme still to be loaded says otherwise)."""
        return self._theme.aspect if self._theme is not None else 5 / 7

    def height_for(self, width: float) -> float:
        return width / self.aspect

    @property
    def deck(self) -> DeckSpec | None:
        """The deck being drawn, when one was given as a ``DeckSpec``."""
        return self._deck

    def element_of(self, card: Card) -> str:
        """The theme element that draws ``card`` (before aliases)."""
        return self._element_of(card)

    def set_theme(self, theme: CardTheme) -> None:
        self._theme = theme
        self._cache.clear()
        self.generation += 1

    def set_deck(self, deck: DeckSpec | ElementOf | None,
                 theme: CardTheme | Callable[[], CardTheme] | None = None) -> None:
        """Draw the cards of ``deck`` (a ``DeckSpec`` or an element function; None: French
        names) from now on, with ``theme`` (or a loader of one, called when a card is first
        needed). Without a theme the current one is kept when it can draw the deck, else the
        built-in theme of the deck's dress is used."""
        self._deck = deck if isinstance(deck, DeckSpec) else None
        self._element_of = _element_function(deck)
        if isinstance(theme, CardTheme):
            self._theme = theme
        elif theme is not None:
            self._theme, self._loader = None, theme
        elif self._deck is not None and (self._theme is None
                                         or not self._theme.usable_for(self._deck)):
            dress, needed = self._deck.dress, self._deck
            self._theme = None
            self._loader = lambda: load_theme(BUILTIN_THEMES[dress], needed)
        self._cache.clear()
        self.generation += 1

    def for_another_table(self, deck: DeckSpec | None) -> CardPixmaps:
        """New pictures for another table that draws ``deck`` (a replay beside the live
        table, which may show another game): None, the French pack in the player's theme
        (this one's theme or loader for that pack, whatever deck this one draws now); a
        deck, the built-in theme of its dress. The same back, no marks; what this one
        draws later leaves them alone."""
        if deck is not None:
            return CardPixmaps(deck=deck, back=self.back_name)
        if self._deck is None and self._element_of is element_id and self._theme is not None:
            return CardPixmaps(self._theme, self.back_name)  # loaded already: shared
        theme, loader = self._own
        return CardPixmaps(theme, self.back_name, loader=loader)

    def use_deck(self, deck: DeckSpec, chosen: str | Path | None = None,
                 spanish: str | Path | None = None) -> str | None:
        """:meth:`set_deck` with the theme :func:`theme_for_deck` picks; returns its message
        for the player (a chosen theme that had to be replaced), or None."""
        theme, message = theme_for_deck(deck, chosen, spanish)
        self.set_deck(deck, theme)
        return message

    def set_back(self, name: str) -> None:
        """Use ``assets/cards/backs/<name>.svg``; an unknown name keeps the theme's own back."""
        renderer = None
        if name and name in back_names():
            path = BACKS_DIR / f"{name}.svg"
            try:
                renderer = svg_renderer(read_svg(path))
            except ThemeGuardError as exc:
                log.warning("card back %s is unusable (%s); using the deck's back", path, exc)
            else:
                if not renderer.isValid() or not renderer.elementExists(BACK):
                    log.warning("card back %s is damaged; using the deck's back", path)
                    renderer = None
        self._back_renderer = renderer
        self.back_name = name if renderer is not None else ""
        for group in self._cache.values():
            for key in [k for k in group if k[0] == BACK]:
                del group[key]
        self.generation += 1

    # ------------------------------------------------------------------ marks
    def set_marks(self, cards: Iterable[Card], mark: CardMark | None = MARK_GOLD) -> None:
        """Mark ``cards`` (any copy of each face) with ``mark`` (None: unmark them); other
        marks stay. Items redraw (``generation`` grows)."""
        changed = False
        for card in cards:
            face = card.face
            if mark is None:
                changed |= self._marks.pop(face, None) is not None
            elif self._marks.get(face) != mark:
                self._marks[face] = mark
                changed = True
        if changed:
            self.generation += 1

    def clear_marks(self) -> None:
        if self._marks:
            self._marks.clear()
            self.generation += 1

    def mark_of(self, card: Card) -> CardMark | None:
        """The mark set for ``card``'s face, if any."""
        return self._marks.get(card.face)

    @property
    def marks(self) -> Mapping[Card, CardMark]:
        return dict(self._marks)

    # ------------------------------------------------------------------ pixmaps
    @staticmethod
    def shadow_margin(width: float) -> int:
        """Logical pixels added on every side of a pixmap rendered with ``shadow=True``."""
        return max(2, round(width * 0.04))

    def pixmap(self, card: Card | str, width: float, dpr: float = 1.0, *,
               dimmed: bool = False, shadow: bool = False,
               mark: MarkChoice = AUTO) -> QPixmap:
        """The picture of ``card`` (a ``Card``: its element in the deck; ``BACK``; or an
        element id). ``mark``: AUTO (the face's mark from :meth:`set_marks`), None (no mark)
        or a :class:`CardMark`. A back is never marked."""
        px_width = max(1, round(width))
        size_key = (px_width, round(dpr, 3))
        group = self._cache.get(size_key)
        if group is None:
            group = self._cache[size_key] = {}
            while len(self._cache) > self.SIZES_KEPT:
                self._cache.popitem(last=False)
        else:
            self._cache.move_to_end(size_key)
        if isinstance(card, Card):
            element = self._element_of(card)
            chosen = self.mark_of(card) if isinstance(mark, AutoMark) else mark
        else:
            element = card
            chosen = None if isinstance(mark, AutoMark) else mark
        if element == BACK:
            chosen = None
        key = (element, dimmed, shadow, chosen)
        pm = group.get(key)
        if pm is None:
            pm = group[key] = self._render(element, px_width, dpr, dimmed, shadow, chosen)
        return pm

    def _render(self, element: str, width: int, dpr: float, dimmed: bool,
                shadow: bool = False, mark: CardMark | None = None) -> QPixmap:
        self.renders += 1
        theme = self.theme
        height = round(width / theme.aspect)
        w, h = max(1, round(width * dpr)), max(1, round(height * dpr))
        image = QImage(w, h, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        target = QRectF(0, 0, w, h)
        if element == BACK and self._back_renderer is not None:
            self._back_renderer.render(painter, BACK, target)
        else:
            resolved = theme.resolve(element)
            if resolved is not None:
                theme.renderer.render(painter, resolved, target)
            else:
                self._blank(painter, target, element)
        if mark is not None:
            paint_mark(painter, mark, w, h)
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
    def _blank(painter: QPainter, target: QRectF, element: str) -> None:
        """A plain card naming ``element``: what a theme that lacks it shows (a deck is
        checked before it is used, so this is a last resort, not a look)."""
        radius = target.width() * 0.055
        painter.setPen(QPen(QColor("#5a5a5a"), max(1.0, target.width() * 0.01)))
        painter.setBrush(QColor("#ffffff"))
        painter.drawRoundedRect(target.adjusted(1, 1, -1, -1), radius, radius)
        painter.setPen(QColor("#141414"))
        painter.drawText(target, Qt.AlignmentFlag.AlignCenter, element.replace("_", "\n"))

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


__all__ = [
    "AUTO",
    "BACK",
    "BACKS_DIR",
    "BUILTIN_DECK",
    "BUILTIN_SPANISH",
    "BUILTIN_THEMES",
    "DEFAULT_BACK",
    "DRESSES",
    "DRESS_SAMPLES",
    "ELEMENT_ALIASES",
    "FULL_DECKS",
    "LIMITS",
    "MARK_EDGE",
    "MARK_GOLD",
    "MARK_SILVER",
    "REQUIRED_ELEMENTS",
    "AutoMark",
    "CardMark",
    "CardPixmaps",
    "CardTheme",
    "CardThemeError",
    "ElementOf",
    "MarkChoice",
    "ThemeLimits",
    "back_names",
    "builtin_theme",
    "dress_label",
    "dress_preview",
    "element_id",
    "load_theme",
    "load_theme_or_builtin",
    "paint_mark",
    "theme_for_deck",
]
