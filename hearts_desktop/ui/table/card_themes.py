"""Card themes: SVG card decks in the KDE card-deck format, which dress they draw, which
deck they can draw, and which one the program picks for a deck.

A theme is a folder with an ``index.desktop`` (group ``[KDE Backdeck]``, key ``SVG``) and one
SVG or SVGZ file of named elements (see ``assets/cards/README.md``). A theme draws one
*dress*: French (``1_club`` ... ``king_spade``, ``back``, jokers) or Spanish (``1_oros`` ...
``rey_bastos``, ``back``); the project's own are ``assets/cards/hearts-classic`` and
``assets/cards/spanish-classic``, and a user may point to any KDE deck. A theme says which
dress it draws in ``[Hearts Desktop] Dress=``, or the dress is read from its elements.

A theme is usable for a deck when it has every element of ``deck.elements()`` and a
``back`` (:meth:`CardTheme.missing_for`); :func:`theme_for_deck` picks one: the user's
chosen theme when it draws the deck's dress, else the built-in theme of that dress. A broken
or unsafe theme raises :class:`CardThemeError` with a message saying what is wrong, and the
``..._or_builtin`` functions fall back to the built-in theme with that message. Every theme
file is read through :mod:`.theme_guard` (size, inflating, element and drawing limits) before
Qt sees it. ``card_pixmaps`` re-exports every name here.
"""

from __future__ import annotations

import configparser
import logging
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Final

from PySide6.QtCore import QByteArray, QCoreApplication, QRectF, Qt
from PySide6.QtGui import QImage, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from ...core.cards import ACE, JACK, KING, QUEEN, Card, Suit
from ...core.deck import FRENCH_52, SPANISH_40, DeckSpec, Dress
from .theme_guard import LIMITS, ThemeGuardError, ThemeLimits, read_limited, read_svg

log = logging.getLogger(__name__)

ASSETS_DIR = Path(__file__).resolve().parents[3] / "assets"
CARDS_DIR = ASSETS_DIR / "cards"
BUILTIN_DECK = CARDS_DIR / "hearts-classic"
"""The built-in French theme (the name is kept from when it was the only one)."""
BUILTIN_SPANISH = CARDS_DIR / "spanish-classic"
BUILTIN_FOUR_COLOUR = CARDS_DIR / "hearts-four-colour"
"""The built-in French deck in four suit colours (spades black, hearts red, diamonds blue,
clubs green): the Options' four-colour deck."""
BUILTIN_THEMES: Final[Mapping[Dress, Path]] = {Dress.FRENCH: BUILTIN_DECK,
                                               Dress.SPANISH: BUILTIN_SPANISH}
BACKS_DIR = CARDS_DIR / "backs"
DEFAULT_BACK = "classic-red"

_SUIT_IDS = {Suit.CLUBS: "club", Suit.DIAMONDS: "diamond", Suit.SPADES: "spade",
             Suit.HEARTS: "heart"}
_RANK_IDS = {ACE: "1", JACK: "jack", QUEEN: "queen", KING: "king"}
BACK = "back"
"""The key of a card's back in :meth:`CardPixmaps.pixmap`."""

ElementOf = Callable[[Card], str]
"""What names the theme element of a card (``DeckSpec.element``)."""

ELEMENT_ALIASES: Final[Mapping[str, tuple[str, ...]]] = {"joker": ("joker", "red_joker")}
"""Elements a theme may name differently: a KDE deck draws its joker as ``red_joker``."""


def element_id(card: Card) -> str:
    """The French (KDE) element of ``card``: ``"1_club"`` for the ace of clubs,
    ``"queen_spade"``; a joker is ``"red_joker"``. What :class:`CardPixmaps` draws when it
    is given no deck.

    >>> element_id(Card.parse("AS")), element_id(Card.parse("10H")), element_id(Card.parse("JK"))
    ('1_spade', '10_heart', 'red_joker')
    """
    if card.is_joker:
        return "red_joker"
    return f"{_RANK_IDS.get(card.rank, str(card.rank))}_{_SUIT_IDS[card.suit]}"


REQUIRED_ELEMENTS: tuple[str, ...] = (*FRENCH_52.elements(), BACK)
"""What a French theme needs when no deck is named: the 52 cards and a back."""
FULL_DECKS: Final[Mapping[Dress, DeckSpec]] = {Dress.FRENCH: FRENCH_52,
                                               Dress.SPANISH: SPANISH_40}
"""The deck a theme of each dress must draw in full when it is loaded for no deck."""


class CardThemeError(Exception):
    """A card theme that cannot be used; the message says why, for the player."""


def _tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    # Context "" is where pyside6-lupdate files calls of _tr (see tools/i18n.py:
    # -tr-function-alias tr+=_tr); the catalogue and this lookup must agree.
    return QCoreApplication.translate("", text, disambiguation, n)


def _guard_message(exc: ThemeGuardError) -> str:
    """A player's message for a theme file the guard refused."""
    texts = {
        "missing": _tr("The deck's SVG file {0} is missing."),
        "unreadable": _tr("The card deck file {0} cannot be read: {1}"),
        "not-a-file": _tr("{0} is not a regular file, so it is not used as a card deck."),
        "file-too-large": _tr("The card deck file {0} is larger than {2} MB."),
        "svg-too-large": _tr("The card deck file {0} unpacks to more than {2} MB."),
        "damaged-gzip": _tr("The compressed card deck file {0} is damaged: {1}"),
        "not-svg": _tr("The deck's SVG file {0} is damaged or not an SVG."),
        "too-many-elements": _tr("The card deck file {0} has more than {3} parts."),
        "too-deep": _tr("The card deck file {0} nests its parts more than {3} deep."),
        "too-much-drawing": _tr("The card deck file {0} would draw more than {3} shapes."),
        "use-cycle": _tr("The card deck file {0} repeats a part inside itself."),
        "entities": _tr("The card deck file {0} uses XML entities in a way that is not "
                        "allowed: {1}"),
        "external-file": _tr("The card deck file {0} refers to another file ({1}); "
                             "only self-contained decks are used."),
    }
    text = texts.get(exc.reason, _tr("The card deck file {0} cannot be used: {1}"))
    return text.format(exc.path, exc.detail, exc.limit // (1024 * 1024), exc.limit)


@dataclass
class CardTheme:
    """A loaded SVG theme."""

    name: str
    folder: Path
    svg_path: Path
    renderer: QSvgRenderer
    aspect: float
    """Card width / height (5:7 for most decks)."""
    dress: Dress = Dress.FRENCH
    """The dress it draws (``Dress=`` in its index, or read from its elements)."""

    def resolve(self, element: str) -> str | None:
        """The id that draws ``element`` in this theme (an alias, see
        ``ELEMENT_ALIASES``), or None when the theme lacks it."""
        for name in ELEMENT_ALIASES.get(element, (element,)):
            if self.renderer.elementExists(name):
                return name
        return None

    def has(self, element: str) -> bool:
        return self.resolve(element) is not None

    def missing_for(self, deck: DeckSpec) -> list[str]:
        """The elements ``deck`` needs (its cards and a back) that this theme lacks."""
        return [e for e in (*deck.elements(), BACK) if not self.has(e)]

    def usable_for(self, deck: DeckSpec) -> bool:
        return not self.missing_for(deck)


def _read_index(folder: Path, limits: ThemeLimits) -> tuple[str, Path, Dress | None]:
    index = folder / "index.desktop"
    try:
        is_folder = folder.is_dir()
    except (OSError, ValueError):
        is_folder = False
    if not is_folder:
        raise CardThemeError(_tr("The card deck folder {0} does not exist.").format(folder))
    try:
        raw = read_limited(index, limits.index_bytes)
    except ThemeGuardError as exc:
        if exc.reason == "missing":
            raise CardThemeError(_tr("{0} has no index.desktop: it is not a card deck.")
                                 .format(folder)) from None
        raise CardThemeError(_guard_message(exc)) from None
    parser = configparser.ConfigParser(interpolation=None, strict=False)
    parser.optionxform = str  # type: ignore[assignment,method-assign]
    try:
        parser.read_string(raw.decode("utf-8", errors="replace"))
    except configparser.Error as exc:
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
    dress = None
    if parser.has_section("Hearts Desktop"):
        declared = parser["Hearts Desktop"].get("Dress", "").strip().lower()
        if declared in {d.value for d in Dress}:
            dress = Dress(declared)
    return name, folder / svg, dress


def svg_renderer(data: bytes) -> QSvgRenderer:
    """A renderer over SVG bytes that the guard has read and checked."""
    return QSvgRenderer(QByteArray(data))


def _infer_dress(renderer: QSvgRenderer) -> Dress:
    spanish = renderer.elementExists("1_espadas") or renderer.elementExists("rey_oros")
    return Dress.SPANISH if spanish and not renderer.elementExists("1_spade") else Dress.FRENCH


def _missing_message(name: str, missing: list[str]) -> str:
    shown = ", ".join(missing[:5]) + (", ..." if len(missing) > 5 else "")
    return _tr("The deck {0} lacks %n cards: {1}.", "", len(missing)).format(name, shown)


def load_theme(folder: str | Path, deck: DeckSpec | None = None, *,
               limits: ThemeLimits = LIMITS) -> CardTheme:
    """Load a KDE-format card theme; raises :class:`CardThemeError` when it cannot be used
    for ``deck`` (or, without a deck, when it does not draw the whole deck of its dress:
    52 French cards, or 40 Spanish ones). The files are read within ``limits``."""
    folder = Path(folder).expanduser()
    name, svg_path, declared = _read_index(folder, limits)
    try:
        data = read_svg(svg_path, limits)
    except ThemeGuardError as exc:
        raise CardThemeError(_guard_message(exc)) from None
    renderer = svg_renderer(data)
    if not renderer.isValid():
        raise CardThemeError(_tr("The deck's SVG file {0} is damaged or not an SVG.")
                             .format(svg_path))
    dress = declared or _infer_dress(renderer)
    theme = CardTheme(name, folder, svg_path, renderer, 5 / 7, dress)
    missing = theme.missing_for(deck or FULL_DECKS[dress])
    if missing:
        raise CardThemeError(_missing_message(name, missing))
    sample = next((theme.resolve(e) for e in (deck or FULL_DECKS[dress]).elements()), None)
    box = renderer.boundsOnElement(sample or BACK)
    aspect = box.width() / box.height() if box.height() > 0 else 5 / 7
    theme.aspect = aspect if 0.4 < aspect < 1.0 else 5 / 7
    return theme


def builtin_theme(dress: Dress | str = Dress.FRENCH) -> CardTheme:
    """The project's own theme of ``dress``."""
    return load_theme(BUILTIN_THEMES[Dress(dress)])


def load_theme_or_builtin(folder: str | Path | None, deck: DeckSpec | None = None
                          ) -> tuple[CardTheme, str | None]:
    """The theme in ``folder`` (or the built-in one for None/""), and a message for the
    player when ``folder`` could not be used and the built-in theme replaced it. The theme
    must draw ``deck`` (French 52 cards when no deck is given, as before decks had dresses),
    and the fallback is the built-in theme of the deck's dress."""
    deck = deck or FRENCH_52
    if folder:
        try:
            return load_theme(folder, deck), None
        except CardThemeError as exc:
            message = _tr("Card deck not usable, using the built-in deck: {0}").format(exc)
            log.warning("%s", message)
            return load_theme(BUILTIN_THEMES[deck.dress], deck), message
    return load_theme(BUILTIN_THEMES[deck.dress], deck), None


def theme_for_deck(deck: DeckSpec, chosen: str | Path | None = None,
                   spanish: str | Path | None = None) -> tuple[CardTheme, str | None]:
    """The theme to draw ``deck`` with, and a message for the player when a chosen theme had
    to be replaced. ``chosen`` is the user's theme (Options > card deck: a French theme,
    or any theme that declares its dress); ``spanish`` an optional Spanish theme. A French
    deck uses ``chosen`` when it draws the deck, else the built-in French theme; a Spanish
    deck uses ``spanish``, or ``chosen`` when it is a Spanish theme, else the built-in
    Spanish theme. A chosen theme of the other dress is passed over without a message."""
    candidates = [chosen] if deck.dress is Dress.FRENCH else [spanish, chosen]
    message = None
    for folder in candidates:
        if not folder:
            continue
        try:
            theme = load_theme(folder, None)
        except CardThemeError as exc:
            if message is None:
                message = _tr("Card deck not usable, using the built-in deck: {0}").format(exc)
            continue
        if theme.dress is not deck.dress:
            continue
        missing = theme.missing_for(deck)
        if missing:
            if message is None:
                message = _tr("Card deck not usable, using the built-in deck: {0}").format(
                    _missing_message(theme.name, missing))
            continue
        return theme, None
    if message:
        log.warning("%s", message)
    return load_theme(BUILTIN_THEMES[deck.dress], deck), message


def back_names() -> tuple[str, ...]:
    """The card backs shipped in ``assets/cards/backs``."""
    return tuple(sorted(p.stem for p in BACKS_DIR.glob("*.svg")))


# --------------------------------------------------------------------------- dresses

DRESSES: tuple[Dress, ...] = (Dress.SPANISH, Dress.FRENCH)
"""The dresses a deck that has both (Ombre's 40 cards) may be drawn in, first the default."""
DRESS_SAMPLES: Final[Mapping[Dress, tuple[str, ...]]] = {
    Dress.SPANISH: ("1_espadas", "caballo_copas", "rey_oros"),
    Dress.FRENCH: ("1_spade", "queen_heart", "king_diamond"),
}


def dress_label(dress: Dress | str) -> str:
    """The translated name of a dress, for a choice in the Options dialog."""
    if Dress(dress) is Dress.SPANISH:
        return _tr("Spanish suits (oros, copas, espadas, bastos)")
    return _tr("French suits (as played in Denmark)")


def dress_preview(dress: Dress | str, height: int = 84, ratio: float = 1.0,
                  theme: CardTheme | None = None) -> QPixmap:
    """Three sample cards of ``dress`` fanned side by side, ``height`` logical pixels high
    (for the Options dialog); drawn from ``theme`` or the built-in theme of the dress."""
    dress = Dress(dress)
    if theme is None or theme.dress is not dress:
        theme = builtin_theme(dress)
    return cards_preview(theme, DRESS_SAMPLES[dress], height, ratio)


def cards_preview(theme: CardTheme, elements: tuple[str, ...], height: int = 84,
                  ratio: float = 1.0, step: float = 0.55) -> QPixmap:
    """The cards ``elements`` of ``theme`` fanned side by side (each the next ``step`` of a
    card's width further right), ``height`` logical pixels high."""
    card_h = height
    card_w = round(card_h * theme.aspect)
    advance = round(card_w * step)
    width = card_w + advance * (len(elements) - 1)
    image = QImage(round(width * ratio), round(height * ratio),
                   QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    for i, element in enumerate(elements):
        target = QRectF(i * advance * ratio, 0, card_w * ratio, card_h * ratio)
        resolved = theme.resolve(element)
        if resolved:
            theme.renderer.render(painter, resolved, target)
    painter.end()
    pixmap = QPixmap.fromImage(image)
    pixmap.setDevicePixelRatio(ratio)
    return pixmap



__all__ = [
    "BACK",
    "BACKS_DIR",
    "BUILTIN_DECK",
    "BUILTIN_FOUR_COLOUR",
    "BUILTIN_SPANISH",
    "BUILTIN_THEMES",
    "DEFAULT_BACK",
    "DRESSES",
    "DRESS_SAMPLES",
    "ELEMENT_ALIASES",
    "FULL_DECKS",
    "LIMITS",
    "REQUIRED_ELEMENTS",
    "CardTheme",
    "CardThemeError",
    "ElementOf",
    "ThemeLimits",
    "back_names",
    "builtin_theme",
    "cards_preview",
    "dress_label",
    "dress_preview",
    "element_id",
    "load_theme",
    "load_theme_or_builtin",
    "svg_renderer",
    "theme_for_deck",
]
