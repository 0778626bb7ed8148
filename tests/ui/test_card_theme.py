"""Card decks in the KDE card-deck format: the built-in deck, a compressed one, and broken
ones, which are refused with a clear message and replaced by the built-in deck."""

from __future__ import annotations

import gzip
import shutil
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from hearts_desktop.games.hearts import FULL_PACK, Card
from hearts_desktop.ui.main_window import MainWindow
from hearts_desktop.ui.settings import Settings
from hearts_desktop.ui.table.card_pixmaps import (
    BACK,
    BUILTIN_DECK,
    CardPixmaps,
    CardThemeError,
    element_id,
    load_theme,
    load_theme_or_builtin,
)

SVG = BUILTIN_DECK / "hearts-classic.svg"

pytestmark = pytest.mark.usefixtures("qapp")  # pixmaps need a QGuiApplication


def deck(tmp_path: Path, index: str | None, svg_name: str = "deck.svg",
         svg: bytes | None = None) -> Path:
    folder = tmp_path / "deck"
    folder.mkdir()
    if index is not None:
        (folder / "index.desktop").write_text(index, encoding="utf-8")
    if svg is not None:
        (folder / svg_name).write_bytes(svg)
    return folder


INDEX = "[KDE Backdeck]\nName=Test deck\nSVG={svg}\n"


def test_the_builtin_deck_has_every_card() -> None:
    theme = load_theme(BUILTIN_DECK)
    assert theme.name == "Hearts Classic"
    assert abs(theme.aspect - 5 / 7) < 0.01
    assert all(theme.has(element_id(c)) for c in FULL_PACK)
    assert theme.has(BACK)


def test_a_compressed_kde_deck_loads(tmp_path: Path) -> None:
    folder = deck(tmp_path, INDEX.format(svg="cards.svgz"), "cards.svgz",
                  gzip.compress(SVG.read_bytes()))
    theme = load_theme(folder)
    assert theme.name == "Test deck"
    pm = CardPixmaps(theme).pixmap(Card.parse("QS"), 100)
    assert pm.width() == 100 and not pm.toImage().isNull()


@pytest.mark.parametrize(("index", "svg", "needle"), [
    (None, None, "index.desktop"),
    ("[Something]\nName=x\n", None, "[KDE Backdeck]"),
    ("[KDE Backdeck]\nName=x\n", None, "SVG="),
    (INDEX.format(svg="missing.svg"), None, "missing.svg"),
    (INDEX.format(svg="deck.svg"), b"this is not an svg", "damaged"),
    (INDEX.format(svg="deck.svg"),
     b'<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">'
     b'<g id="back"><rect width="10" height="10"/></g></svg>', "lacks 52"),
])
def test_a_broken_deck_is_refused_with_a_clear_message(tmp_path: Path, index: str | None,
                                                       svg: bytes | None,
                                                       needle: str) -> None:
    folder = deck(tmp_path, index, svg=svg)
    with pytest.raises(CardThemeError) as info:
        load_theme(folder)
    assert needle in str(info.value)
    theme, message = load_theme_or_builtin(folder)
    assert theme.folder == BUILTIN_DECK
    assert message is not None and str(info.value) in message


def test_a_missing_folder_and_the_default(tmp_path: Path) -> None:
    with pytest.raises(CardThemeError, match="does not exist"):
        load_theme(tmp_path / "nowhere")
    theme, message = load_theme_or_builtin(None)
    assert theme.folder == BUILTIN_DECK and message is None


def test_pixmaps_are_cached_by_card_size_and_ratio() -> None:
    pixmaps = CardPixmaps()
    qs = Card.parse("QS")
    a = pixmaps.pixmap(qs, 120, 1.0)
    assert pixmaps.pixmap(qs, 120, 1.0).cacheKey() == a.cacheKey()
    renders = pixmaps.renders
    hi = pixmaps.pixmap(qs, 120, 2.0)
    assert pixmaps.renders == renders + 1
    assert hi.devicePixelRatio() == 2.0 and hi.width() == 240
    assert pixmaps.pixmap(BACK, 120).cacheKey() != a.cacheKey()
    for width in (50, 60, 70, 80):
        pixmaps.pixmap(qs, width)
    assert len(pixmaps._cache) <= CardPixmaps.SIZES_KEPT


def test_the_window_falls_back_to_the_builtin_deck(qtbot: QtBot, tmp_path: Path) -> None:
    broken = deck(tmp_path, INDEX.format(svg="gone.svg"))
    settings = Settings(path=tmp_path / "settings.ini")
    settings.deck_path = str(broken)
    win = MainWindow(settings, speed="instant")
    qtbot.addWidget(win)
    assert win.pixmaps.theme.folder == BUILTIN_DECK
    qtbot.waitUntil(lambda: "gone.svg" in win.statusBar().currentMessage())
    # pointing the settings at a good deck switches it
    good = tmp_path / "good"
    shutil.copytree(BUILTIN_DECK, good)
    settings.deck_path = str(good)
    assert win.pixmaps.theme.folder == good
