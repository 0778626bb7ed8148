"""The table draws by element for any deck: a theme is usable for a deck when it has the
deck's elements and a back; the program picks a theme per dress; copies share pixmaps; a
game's presentation can mark cards (Ombre's matadors) without the toolkit knowing the game."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPixmap
from pytestqt.qtbot import QtBot

from hearts_desktop.core.cards import Card
from hearts_desktop.core.deck import (
    FRENCH_40,
    FRENCH_52,
    FRENCH_52_JOKERS,
    PINOCHLE_48,
    PINOCHLE_80,
    SPANISH_40,
    Dress,
)
from hearts_desktop.ui.table.card_item import CardItem
from hearts_desktop.ui.table.card_pixmaps import (
    AUTO,
    BACK,
    BUILTIN_DECK,
    BUILTIN_SPANISH,
    DRESSES,
    MARK_GOLD,
    MARK_SILVER,
    CardMark,
    CardPixmaps,
    CardThemeError,
    builtin_theme,
    dress_label,
    dress_preview,
    load_theme,
    load_theme_or_builtin,
    theme_for_deck,
)

pytestmark = pytest.mark.usefixtures("qapp")

W = 80  # the narrow card of a crowded table


def image(pm: QPixmap) -> QImage:
    return pm.toImage().convertToFormat(QImage.Format.Format_RGBA8888)


def same(a: QPixmap, b: QPixmap) -> bool:
    return image(a) == image(b)


def direct(theme_folder: Path, element: str, width: int = W) -> QImage:
    """``element`` rendered straight from the theme, as the pixmaps should draw it."""
    theme = load_theme(theme_folder, None)
    h = round(width / theme.aspect)
    out = QImage(width, h, QImage.Format.Format_ARGB32_Premultiplied)
    out.fill(Qt.GlobalColor.transparent)
    painter = QPainter(out)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    theme.renderer.render(painter, element, QRectF(0, 0, width, h))
    painter.end()
    return out.convertToFormat(QImage.Format.Format_RGBA8888)


def french_40_theme(tmp_path: Path) -> Path:
    """A theme that draws only Ombre's 40 French cards (A-7, J, Q, K) and a back."""
    folder = tmp_path / "ombre-french"
    folder.mkdir()
    parts = ['<svg xmlns="http://www.w3.org/2000/svg" width="2000" height="280">']
    for i, element in enumerate((*FRENCH_40.elements(), BACK)):
        parts.append(f'<g id="{element}"><rect x="{i * 50}" width="50" height="70" '
                     f'fill="#{(i * 5) % 256:02x}4060"/></g>')
    parts.append("</svg>")
    (folder / "cards.svg").write_text("".join(parts), encoding="utf-8")
    (folder / "index.desktop").write_text("[KDE Backdeck]\nName=Forty\nSVG=cards.svg\n",
                                          encoding="utf-8")
    return folder


# --------------------------------------------------------------------------- themes


def test_the_builtin_themes_know_their_dress_and_decks() -> None:
    french, spanish = builtin_theme(Dress.FRENCH), builtin_theme(Dress.SPANISH)
    assert (french.folder, french.dress) == (BUILTIN_DECK, Dress.FRENCH)
    assert (spanish.folder, spanish.dress) == (BUILTIN_SPANISH, Dress.SPANISH)
    assert spanish.name == "Baraja Clásica"
    assert abs(spanish.aspect - 5 / 7) < 0.01
    for deck in (FRENCH_52, FRENCH_40, PINOCHLE_48, PINOCHLE_80, FRENCH_52_JOKERS):
        assert french.usable_for(deck), deck.name
        assert not spanish.usable_for(deck), deck.name
    assert spanish.usable_for(SPANISH_40) and not french.usable_for(SPANISH_40)
    assert len(french.missing_for(SPANISH_40)) == 40


def test_a_theme_is_usable_for_any_deck_whose_elements_it_has(tmp_path: Path) -> None:
    folder = french_40_theme(tmp_path)
    theme = load_theme(folder, FRENCH_40)
    assert theme.dress is Dress.FRENCH and theme.usable_for(FRENCH_40)
    assert theme.missing_for(FRENCH_52) == [f"{r}_{s}" for s in ("club", "diamond", "spade",
                                                                  "heart") for r in (8, 9, 10)]
    with pytest.raises(CardThemeError, match="lacks 12 cards"):
        load_theme(folder)  # no deck named: a French theme must draw all 52
    with pytest.raises(CardThemeError, match="lacks 12 cards"):
        load_theme(folder, FRENCH_52)
    fallback, message = load_theme_or_builtin(folder, SPANISH_40)
    assert fallback.folder == BUILTIN_SPANISH and message is not None
    theme, message = load_theme_or_builtin(folder, FRENCH_40)
    assert theme.folder == folder and message is None


def test_old_call_sites_still_get_a_french_theme() -> None:
    """``load_theme_or_builtin(folder)`` without a deck is how the window loads the chosen
    deck for Hearts: a Spanish theme there is replaced, with a message."""
    theme, message = load_theme_or_builtin(BUILTIN_SPANISH)
    assert theme.folder == BUILTIN_DECK and message and "lacks 52 cards" in message
    assert load_theme(BUILTIN_SPANISH).dress is Dress.SPANISH  # valid as a theme of its own
    pixmaps = CardPixmaps()
    assert pixmaps.element_of(Card.parse("QS")) == "queen_spade"
    assert pixmaps.theme.folder == BUILTIN_DECK


def test_a_declared_dress_wins_over_the_elements(tmp_path: Path) -> None:
    folder = tmp_path / "copy"
    shutil.copytree(BUILTIN_SPANISH, folder)
    index = folder / "index.desktop"
    assert "Dress=spanish" in index.read_text(encoding="utf-8")
    index.write_text(index.read_text(encoding="utf-8").replace("Dress=spanish\n", ""),
                     encoding="utf-8")
    assert load_theme(folder).dress is Dress.SPANISH  # read from its elements


def test_the_program_picks_a_theme_for_each_deck(tmp_path: Path) -> None:
    my_french = tmp_path / "mine"
    shutil.copytree(BUILTIN_DECK, my_french)
    my_spanish = tmp_path / "baraja"
    shutil.copytree(BUILTIN_SPANISH, my_spanish)
    broken = tmp_path / "broken"
    broken.mkdir()

    theme, message = theme_for_deck(FRENCH_52, my_french)
    assert theme.folder == my_french and message is None
    # the chosen French theme does not draw a Spanish deck, and that is no error
    theme, message = theme_for_deck(SPANISH_40, my_french)
    assert theme.folder == BUILTIN_SPANISH and message is None
    theme, message = theme_for_deck(SPANISH_40, my_french, my_spanish)
    assert theme.folder == my_spanish and message is None
    theme, message = theme_for_deck(SPANISH_40, my_spanish)  # a Spanish theme chosen
    assert theme.folder == my_spanish
    # Ombre in French dress uses the chosen French theme
    theme, message = theme_for_deck(SPANISH_40.with_dress(Dress.FRENCH), my_french)
    assert theme.folder == my_french and message is None
    theme, message = theme_for_deck(FRENCH_52, broken)
    assert theme.folder == BUILTIN_DECK and message and "index.desktop" in message
    theme, message = theme_for_deck(FRENCH_52, french_40_theme(tmp_path))
    assert theme.folder == BUILTIN_DECK and message and "lacks 12 cards" in message


# --------------------------------------------------------------------------- drawing by element


def test_pixmaps_draw_the_element_of_the_deck() -> None:
    spanish = CardPixmaps(deck=SPANISH_40)
    assert spanish.theme.folder == BUILTIN_SPANISH  # the built-in theme of its dress
    card = Card.parse("QH")  # caballo de copas
    assert spanish.element_of(card) == "caballo_copas"
    assert image(spanish.pixmap(card, W)) == direct(BUILTIN_SPANISH, "caballo_copas")
    french = CardPixmaps(deck=FRENCH_40)
    assert image(french.pixmap(card, W)) == direct(BUILTIN_DECK, "queen_heart")
    # an element function instead of a deck; and an element id directly
    custom = CardPixmaps(deck=lambda c: "king_spade")
    assert image(custom.pixmap(card, W)) == direct(BUILTIN_DECK, "king_spade")
    assert image(custom.pixmap("1_heart", W)) == direct(BUILTIN_DECK, "1_heart")


def test_copies_of_a_card_share_their_pixmap() -> None:
    pixmaps = CardPixmaps(deck=PINOCHLE_48)
    first = pixmaps.pixmap(Card.parse("AH#1"), W)
    renders = pixmaps.renders
    second = pixmaps.pixmap(Card.parse("AH#2"), W)
    assert second.cacheKey() == first.cacheKey() and pixmaps.renders == renders
    assert pixmaps.pixmap(Card.parse("AS#1"), W).cacheKey() != first.cacheKey()


def test_a_joker_is_drawn_from_a_kde_deck_red_joker() -> None:
    pixmaps = CardPixmaps(deck=FRENCH_52_JOKERS)
    joker = Card.parse("JK")
    assert pixmaps.element_of(joker) == "joker"
    assert image(pixmaps.pixmap(joker, W)) == direct(BUILTIN_DECK, "red_joker")


def test_switching_decks_switches_pictures_and_themes() -> None:
    pixmaps = CardPixmaps(deck=FRENCH_52)
    card = Card.parse("AS")
    french = pixmaps.pixmap(card, W)
    generation = pixmaps.generation
    pixmaps.set_deck(SPANISH_40)  # the French theme cannot draw it: the Spanish one does
    assert pixmaps.generation > generation
    assert pixmaps.theme.folder == BUILTIN_SPANISH
    spanish = pixmaps.pixmap(card, W)
    assert not same(french, spanish)
    assert image(spanish) == direct(BUILTIN_SPANISH, "1_espadas")
    pixmaps.set_deck(SPANISH_40.with_dress(Dress.FRENCH))
    assert pixmaps.theme.folder == BUILTIN_DECK
    assert same(pixmaps.pixmap(card, W), french)
    # the theme the program picks, with its message
    assert pixmaps.use_deck(SPANISH_40) is None
    assert pixmaps.theme.folder == BUILTIN_SPANISH


def test_the_back_is_the_same_for_every_deck() -> None:
    french, spanish = CardPixmaps(deck=FRENCH_52), CardPixmaps(deck=SPANISH_40)
    assert same(french.pixmap(BACK, W), spanish.pixmap(BACK, W))


# --------------------------------------------------------------------------- marks


def gold_share(pm: QPixmap, x0: float, y0: float, x1: float, y1: float) -> float:
    """Share of the pixels in a region (fractions of the size) that are gold-ish."""
    img = image(pm)
    w, h = img.width(), img.height()
    hits = total = 0
    for y in range(int(y0 * h), int(y1 * h)):
        for x in range(int(x0 * w), int(x1 * w)):
            c = QColor(img.pixel(x, y))
            total += 1
            hits += c.red() > 170 and 120 < c.green() < 200 and c.blue() < 90
    return hits / max(1, total)


def test_marked_cards_show_a_gold_edge_and_badge_as_their_own_variant() -> None:
    pixmaps = CardPixmaps(deck=SPANISH_40)
    spadille, other = Card.parse("AS"), Card.parse("4S")
    plain = pixmaps.pixmap(spadille, W)
    generation = pixmaps.generation
    pixmaps.set_marks([spadille, Card.parse("AC"), Card.parse("2S")], MARK_GOLD)
    assert pixmaps.generation > generation
    assert pixmaps.mark_of(spadille) == MARK_GOLD and pixmaps.mark_of(other) is None
    marked = pixmaps.pixmap(spadille, W)
    assert not same(plain, marked)
    assert gold_share(marked, 0.0, 0.4, 0.03, 0.6) > 0.5  # the left edge is gold
    assert gold_share(plain, 0.0, 0.4, 0.03, 0.6) < 0.05
    assert gold_share(marked, 0.03, 0.26, 0.15, 0.34) > 0.3  # the badge under the index
    # the plain face is still cached: unmarked cards and explicit "no mark" reuse it
    assert pixmaps.pixmap(spadille, W, mark=None).cacheKey() == plain.cacheKey()
    assert pixmaps.pixmap(other, W).cacheKey() != marked.cacheKey()
    assert pixmaps.pixmap(BACK, W, mark=MARK_GOLD).cacheKey() == pixmaps.pixmap(BACK, W).cacheKey()
    # silver is another variant; unmarking restores the plain face
    pixmaps.set_marks([spadille], MARK_SILVER)
    silver = pixmaps.pixmap(spadille, W)
    assert not same(silver, marked) and not same(silver, plain)
    pixmaps.set_marks([spadille], None)
    assert pixmaps.pixmap(spadille, W).cacheKey() == plain.cacheKey()
    pixmaps.clear_marks()
    assert not pixmaps.marks


def test_a_mark_covers_every_copy_and_dimming_keeps_it() -> None:
    pixmaps = CardPixmaps(deck=PINOCHLE_48)
    pixmaps.set_marks([Card.parse("AS#1")], CardMark(colour="#d9a520", badge=None))
    assert pixmaps.mark_of(Card.parse("AS#2")) is not None
    dimmed = pixmaps.pixmap(Card.parse("AS#2"), W, dimmed=True)
    assert not same(dimmed, pixmaps.pixmap(Card.parse("AS#2"), W, dimmed=True, mark=None))


def test_a_card_item_shows_the_marks(qtbot: QtBot) -> None:
    pixmaps = CardPixmaps(deck=SPANISH_40)
    item = CardItem(pixmaps, W)
    item.set_card(Card.parse("AC"))
    plain = item._pixmap()[0]
    pixmaps.set_marks([Card.parse("AC")], MARK_GOLD)
    marked = item._pixmap()[0]
    assert not same(plain, marked)
    item.set_mark(None)  # this item alone is not marked
    assert same(item._pixmap()[0], plain)
    item.set_mark(MARK_SILVER)
    assert not same(item._pixmap()[0], marked)
    item.reset_state()
    assert item.mark is AUTO and same(item._pixmap()[0], marked)


# --------------------------------------------------------------------------- options


def test_the_options_dialog_can_offer_the_dresses() -> None:
    assert DRESSES == (Dress.SPANISH, Dress.FRENCH)
    labels = {dress_label(d) for d in DRESSES}
    assert len(labels) == 2 and all(labels)
    spanish, french = dress_preview(Dress.SPANISH, 84), dress_preview("french", 84, 2.0)
    assert spanish.height() == 84 and spanish.width() > 84
    assert french.devicePixelRatio() == 2.0 and french.height() == 168
    assert not same(spanish, dress_preview(Dress.FRENCH, 84))


def test_the_card_modules_of_the_toolkit_import_no_game() -> None:
    from tests.test_layers import PACKAGE, imports_of

    table = PACKAGE / "ui" / "table"
    for name in ("card_pixmaps", "card_themes", "card_marks", "card_item", "theme_guard"):
        games = [m for m in imports_of(table / f"{name}.py")
                 if m.startswith(("hearts_desktop.games", "hearts_desktop.engine",
                                  "hearts_desktop.ai", "hearts_desktop.ui.games"))]
        assert not games, f"{name} imports {games}"


def test_the_dress_setting_matches_the_toolkit(tmp_path: Path) -> None:
    from hearts_desktop.ui.settings import DRESS_CHOICES, Settings

    assert tuple(d.value for d in DRESSES) == DRESS_CHOICES
    settings = Settings(path=tmp_path / "settings.ini")
    assert settings.ombre_dress == "spanish"
    settings.ombre_dress = "french"
    deck = SPANISH_40.with_dress(settings.ombre_dress)
    assert CardPixmaps(deck=deck).element_of(Card.parse("QH")) == "queen_heart"
    with pytest.raises(ValueError):
        settings.ombre_dress = "german"
    settings.qsettings.setValue("ombre_dress", "tarot")  # damaged by hand: the default
    assert settings.ombre_dress == "spanish"
