"""The project's own card decks (French and Spanish): generated, up to date, complete and
renderable.

The deck under ``assets/cards/`` is written by ``tools/make_cards.py``; these tests
rerun the generator, then load the result with ``QSvgRenderer`` (what the game uses)
and look at the rendered pixels.
"""

from __future__ import annotations

import configparser
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

ROOT = Path(__file__).resolve().parents[2]
CARDS = ROOT / "assets" / "cards"
DECK_DIR = CARDS / "hearts-classic"
INDEX = DECK_DIR / "index.desktop"
DECK = DECK_DIR / "hearts-classic.svg"
BACKS = CARDS / "backs"
GENERATOR = ROOT / "tools" / "make_cards.py"

SUITS = ("club", "diamond", "heart", "spade")
RANKS = ("1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "jack", "queen", "king")
COURTS = ("jack", "queen", "king")
CARD_IDS = [f"{rank}_{suit}" for suit in SUITS for rank in RANKS]
ALL_IDS = [*CARD_IDS, "back", "red_joker", "black_joker"]
RED_SUITS = ("diamond", "heart")
# Black cards whose artwork uses the court palette, so red may appear outside the
# index: the courts, and the ace of spades with its red-heart medallion.
DECORATED = {f"{rank}_{suit}" for suit in ("club", "spade") for rank in COURTS} | {"1_spade"}

SIZES = ((100, 140), (250, 350))


# --------------------------------------------------------------------------- helpers


def render(renderer: QSvgRenderer, element: str | None, width: int, height: int) -> QImage:
    """Render one element (or the whole document) into an RGBA8888 image."""
    image = QImage(width, height, QImage.Format.Format_RGBA8888)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    if element is None:
        renderer.render(painter, QRectF(0, 0, width, height))
    else:
        renderer.render(painter, element, QRectF(0, 0, width, height))
    painter.end()
    return image


def pixels(image: QImage) -> bytes:
    """A copy of the RGBA bytes. The caller must hold ``image`` while this runs: the
    memoryview from ``constBits()`` does not keep a temporary QImage alive."""
    assert image.format() == QImage.Format.Format_RGBA8888
    return bytes(image.constBits())[: image.width() * image.height() * 4]


def _channels(image: QImage) -> tuple[bytes, bytes, bytes, bytes]:
    data = pixels(image)
    return data[0::4], data[1::4], data[2::4], data[3::4]


def _mask(channel: bytes, lo: int, hi: int) -> int:
    """Bit-per-byte mask (as an int) of the bytes in [lo, hi]."""
    table = bytes(1 if lo <= v <= hi else 0 for v in range(256))
    return int.from_bytes(channel.translate(table), "big")


def ink_fraction(image: QImage) -> float:
    """Share of pixels that are neither transparent nor (near) white."""
    r, g, b, a = _channels(image)
    opaque = _mask(a, 128, 255)
    whiteish = _mask(r, 236, 255) & _mask(g, 236, 255) & _mask(b, 236, 255)
    ink = opaque & ~whiteish
    return ink.bit_count() / len(a)


def red_pixels(image: QImage) -> int:
    """Pixels of a clear red, like the red suits' #c8102e (not pink anti-aliasing)."""
    r, g, b, a = _channels(image)
    red = _mask(a, 200, 255) & _mask(r, 140, 255) & _mask(g, 0, 90) & _mask(b, 0, 110)
    return red.bit_count()


def dark_pixels(image: QImage) -> int:
    r, g, b, a = _channels(image)
    dark = _mask(a, 200, 255) & _mask(r, 0, 90) & _mask(g, 0, 90) & _mask(b, 0, 90)
    return dark.bit_count()


def interior(image: QImage) -> QImage:
    """The card without its outer 6 %: the border line and rounded corners."""
    dx, dy = round(image.width() * 0.06), round(image.height() * 0.06)
    return image.copy(QRect(dx, dy, image.width() - 2 * dx, image.height() - 2 * dy))


def index_area(image: QImage) -> QImage:
    """The top-left corner index (rank and small pip), outside any court frame."""
    sx, sy = image.width() / 200, image.height() / 280
    return image.copy(QRect(round(4 * sx), round(6 * sy), round(30 * sx), round(56 * sy)))


# --------------------------------------------------------------------------- fixtures


@pytest.fixture(scope="module")
def deck(qapp: object) -> QSvgRenderer:
    del qapp
    renderer = QSvgRenderer(str(DECK))
    assert renderer.isValid(), f"QSvgRenderer cannot load {DECK}"
    return renderer


@pytest.fixture(scope="module")
def small_renders(deck: QSvgRenderer) -> dict[str, QImage]:
    return {eid: render(deck, eid, *SIZES[0]) for eid in ALL_IDS}


def _back_files() -> list[Path]:
    return sorted(BACKS.glob("*.svg"))


# --------------------------------------------------------------------------- (a) generator


def _generate(out: Path) -> dict[str, bytes]:
    subprocess.run([sys.executable, str(GENERATOR), "--out", str(out)], check=True,
                   capture_output=True, cwd=ROOT, timeout=120)
    return {p.relative_to(out).as_posix(): p.read_bytes()
            for p in sorted(out.rglob("*")) if p.is_file()}


def test_generator_is_deterministic_and_assets_are_up_to_date(tmp_path: Path) -> None:
    first = _generate(tmp_path / "a")
    second = _generate(tmp_path / "b")
    assert first == second, "two runs of tools/make_cards.py differ"

    committed = {p.relative_to(CARDS).as_posix(): p.read_bytes()
                 for p in sorted(CARDS.rglob("*")) if p.is_file() and p.name != "README.md"}
    assert sorted(committed) == sorted(first), (
        "assets/cards/ does not hold exactly the generated files; "
        "run `python tools/make_cards.py`")
    stale = [name for name in first if committed[name] != first[name]]
    assert not stale, f"out of date, run `python tools/make_cards.py`: {stale}"


def test_deck_svg_is_reasonably_small() -> None:
    assert DECK.stat().st_size < 1_500_000


# --------------------------------------------------------------------------- (b) structure


def test_deck_has_every_kde_element(deck: QSvgRenderer) -> None:
    missing = [eid for eid in ALL_IDS if not deck.elementExists(eid)]
    assert not missing
    assert len(ALL_IDS) == 55


@pytest.mark.parametrize("element", ALL_IDS)
def test_element_is_one_card_of_aspect_5_to_7(deck: QSvgRenderer, element: str) -> None:
    bounds = deck.boundsOnElement(element)
    assert bounds.width() > 0 and bounds.height() > 0
    assert bounds.width() / bounds.height() == pytest.approx(5 / 7, rel=0.01)


# --------------------------------------------------------------------------- (c) rendering


@pytest.mark.parametrize("element", ALL_IDS)
def test_element_renders_with_content_at_two_sizes(deck: QSvgRenderer, element: str) -> None:
    for width, height in SIZES:
        image = render(deck, element, width, height)
        ink = ink_fraction(interior(image))
        assert ink > 0.02, f"{element} at {width}x{height} is nearly blank ({ink:.1%})"
        # the rounded corners stay transparent, the middle of each edge is paper
        alpha = _channels(image)[3]
        assert alpha[0] == 0, f"{element}: top-left corner should be transparent"
        assert alpha[(height // 2) * width + 1] == 255, f"{element}: left edge should be opaque"


@pytest.mark.parametrize("element", CARD_IDS)
def test_card_colours_match_the_suit(small_renders: dict[str, QImage], element: str) -> None:
    suit = element.split("_")[1]
    image = small_renders[element]
    index = index_area(image)
    if suit in RED_SUITS:
        assert red_pixels(index) >= 20, f"{element}: index should be red"
        assert red_pixels(image) >= 40
    else:
        assert red_pixels(index) == 0, f"{element}: index of a black suit shows red"
        assert dark_pixels(index) >= 20, f"{element}: index should be black"
        if element not in DECORATED:
            assert red_pixels(image) == 0, f"{element}: a black card shows red"


def test_jokers_are_red_and_black(small_renders: dict[str, QImage]) -> None:
    assert red_pixels(small_renders["red_joker"]) > 100
    assert red_pixels(small_renders["black_joker"]) == 0
    assert dark_pixels(small_renders["black_joker"]) > 100


def test_use_of_shared_pips_renders(small_renders: dict[str, QImage]) -> None:
    """Pips are ``<use>`` references to ``<defs>``; the 2 of hearts has its top pip."""
    image = small_renders["2_heart"]
    # the top pip sits at (100, 52) in card units, about 36 units wide
    pip = image.copy(QRect(round(88 / 2), round(40 / 2), round(24 / 2), round(24 / 2)))
    assert red_pixels(pip) > 0.6 * pip.width() * pip.height()


def test_no_two_elements_render_alike(small_renders: dict[str, QImage]) -> None:
    seen: dict[bytes, str] = {}
    for element, image in small_renders.items():
        data = pixels(image)
        assert data not in seen, f"{element} renders exactly like {seen.get(data)}"
        seen[data] = element


# --------------------------------------------------------------------------- (d) backs


def test_there_are_several_backs() -> None:
    assert len(_back_files()) >= 4


@pytest.mark.parametrize("back", _back_files(), ids=lambda p: p.stem)
def test_back_file_renders(qapp: object, back: Path) -> None:
    del qapp
    renderer = QSvgRenderer(str(back))
    assert renderer.isValid()
    assert renderer.elementExists("back")
    bounds = renderer.boundsOnElement("back")
    assert bounds.width() / bounds.height() == pytest.approx(5 / 7, rel=0.01)
    for width, height in SIZES:
        image = render(renderer, None, width, height)
        assert ink_fraction(interior(image)) > 0.5, f"{back.name} is nearly blank"
        data = pixels(interior(image))
        colours = {data[i : i + 4] for i in range(0, len(data), 4)}
        assert len(colours) > 20, f"{back.name} has no pattern"


def test_backs_differ(qapp: object) -> None:
    del qapp
    seen = set()
    for back in _back_files():
        image = render(QSvgRenderer(str(back)), None, *SIZES[0])
        seen.add(pixels(image))
    assert len(seen) == len(_back_files())


def test_deck_back_is_the_default_back_file(deck: QSvgRenderer) -> None:
    config = configparser.ConfigParser(interpolation=None)
    config.read(INDEX, encoding="utf-8")
    default = BACKS / f"{config['Hearts Desktop']['DefaultBack']}.svg"
    assert default.is_file()
    deck_image = render(deck, "back", *SIZES[1])
    file_image = render(QSvgRenderer(str(default)), "back", *SIZES[1])
    from_deck, from_file = pixels(deck_image), pixels(file_image)
    # the same drawing, placed elsewhere in its document: equal up to anti-aliasing
    off = sum(1 for x, y in zip(from_deck, from_file, strict=True) if abs(x - y) > 24)
    assert off < 0.002 * len(from_deck)


# --------------------------------------------------------------------------- (e) index.desktop


def test_index_desktop_names_the_svg() -> None:
    config = configparser.ConfigParser(interpolation=None)
    assert config.read(INDEX, encoding="utf-8") == [str(INDEX)]
    kde = config["KDE Backdeck"]
    assert kde["Name"].strip()
    assert kde["Comment"].strip()
    assert kde["SVG"] == DECK.name
    assert (INDEX.parent / kde["SVG"]).is_file()
    ours = config["Hearts Desktop"]
    assert (int(ours["CardWidth"]), int(ours["CardHeight"])) == (200, 280)
    for name in ours["Backs"].split(","):
        assert (BACKS / f"{name}.svg").is_file()


# --------------------------------------------------------------------------- (f) the Spanish deck

SPANISH_DIR = CARDS / "spanish-classic"
SPANISH = SPANISH_DIR / "spanish-classic.svg"
SP_SUITS = ("oros", "copas", "espadas", "bastos")
SP_RANKS = ("1", "2", "3", "4", "5", "6", "7", "sota", "caballo", "rey")
SP_CARDS = [f"{rank}_{suit}" for suit in SP_SUITS for rank in SP_RANKS]
SP_ALL = [*SP_CARDS, "back"]
SUIT_HUE = {"oros": (168, 111, 0), "copas": (200, 16, 46), "espadas": (31, 79, 158),
            "bastos": (42, 122, 51)}
"""The colour of each suit's corner numbers."""


@pytest.fixture(scope="module")
def spanish(qapp: object) -> QSvgRenderer:
    del qapp
    renderer = QSvgRenderer(str(SPANISH))
    assert renderer.isValid(), f"QSvgRenderer cannot load {SPANISH}"
    return renderer


@pytest.fixture(scope="module")
def spanish_small(spanish: QSvgRenderer) -> dict[str, QImage]:
    return {eid: render(spanish, eid, 80, 112) for eid in SP_ALL}


def test_spanish_deck_has_the_elements_of_the_core_deck(spanish: QSvgRenderer) -> None:
    from hearts_desktop.core.deck import SPANISH_40

    assert sorted(SPANISH_40.elements()) == sorted(SP_CARDS)
    missing = [eid for eid in SP_ALL if not spanish.elementExists(eid)]
    assert not missing and len(SP_ALL) == 41
    assert SPANISH.stat().st_size < 1_000_000


@pytest.mark.parametrize("element", SP_ALL)
def test_spanish_element_is_one_card_with_content(spanish: QSvgRenderer, element: str) -> None:
    bounds = spanish.boundsOnElement(element)
    assert bounds.width() / bounds.height() == pytest.approx(5 / 7, rel=0.01)
    for width, height in ((80, 112), *SIZES):
        image = render(spanish, element, width, height)
        ink = ink_fraction(interior(image))
        assert ink > 0.03, f"{element} at {width}x{height} is nearly blank ({ink:.1%})"
        alpha = _channels(image)[3]
        assert alpha[0] == 0 and alpha[(height // 2) * width + 1] == 255


def _near(image: QImage, rgb: tuple[int, int, int], tolerance: int = 40) -> int:
    r, g, b, a = _channels(image)
    return (_mask(a, 200, 255) & _mask(r, max(0, rgb[0] - tolerance), rgb[0] + tolerance)
            & _mask(g, max(0, rgb[1] - tolerance), rgb[1] + tolerance)
            & _mask(b, max(0, rgb[2] - tolerance), rgb[2] + tolerance)).bit_count()


@pytest.mark.parametrize("element", SP_CARDS)
def test_spanish_corner_number_is_in_the_suit_colour(spanish: QSvgRenderer,
                                                     element: str) -> None:
    suit = element.split("_")[1]
    image = render(spanish, element, *SIZES[1])
    sx, sy = image.width() / 200, image.height() / 280
    number = image.copy(QRect(round(15 * sx), round(14 * sy), round(28 * sx), round(29 * sy)))
    own = _near(number, SUIT_HUE[suit])
    assert own > 150, f"{element}: corner number not in the suit colour ({own})"
    for other, rgb in SUIT_HUE.items():
        if other != suit:
            assert _near(number, rgb, 25) < own / 4, f"{element}: number looks {other}"


def _dark_runs(image: QImage, y: int, x0: int, x1: int) -> int:
    data = pixels(image)
    w = image.width()
    runs, inside = 0, False
    for x in range(x0, x1):
        i = (y * w + x) * 4
        dark = data[i + 3] > 128 and max(data[i], data[i + 1], data[i + 2]) < 110
        if dark and not inside:
            runs += 1
        inside = dark
    return runs


@pytest.mark.parametrize("suit", SP_SUITS)
def test_the_frame_has_the_pausas_of_the_suit(spanish: QSvgRenderer, suit: str) -> None:
    """La pinta: the top and bottom frame lines are broken once for copas, twice for
    espadas, three times for bastos, never for oros (on every card of the suit)."""
    gaps = {"oros": 0, "copas": 1, "espadas": 2, "bastos": 3}[suit]
    for rank in ("1", "4", "sota", "caballo"):
        image = render(spanish, f"{rank}_{suit}", 400, 560)
        top = _dark_runs(image, 22, 50 * 2, 180 * 2)
        bottom = _dark_runs(image, 560 - 22, 20 * 2, 150 * 2)
        assert (top, bottom) == (gaps + 1, gaps + 1), (rank, suit, top, bottom)


def test_spanish_cards_differ_and_figures_are_distinct_at_80_px(
        spanish_small: dict[str, QImage]) -> None:
    seen: dict[bytes, str] = {}
    for element, image in spanish_small.items():
        data = pixels(image)
        assert data not in seen, f"{element} renders exactly like {seen.get(data)}"
        seen[data] = element
    for suit in SP_SUITS:
        figures = [pixels(spanish_small[f"{r}_{suit}"]) for r in ("sota", "caballo", "rey")]
        for i in range(3):
            for j in range(i + 1, 3):
                differ = sum(1 for k in range(0, len(figures[i]), 4)
                             if abs(figures[i][k] - figures[j][k]) > 60
                             or abs(figures[i][k + 2] - figures[j][k + 2]) > 60)
                assert differ > 0.12 * len(figures[i]) / 4, (suit, i, j, differ)


def test_spanish_index_declares_the_dress_and_reuses_the_backs(spanish: QSvgRenderer) -> None:
    config = configparser.ConfigParser(interpolation=None)
    config.read(SPANISH_DIR / "index.desktop", encoding="utf-8")
    assert config["KDE Backdeck"]["SVG"] == SPANISH.name
    assert "AngloAmerican" not in config["KDE Backdeck"]["Features"]
    ours = config["Hearts Desktop"]
    assert ours["Dress"] == "spanish"
    assert (int(ours["CardWidth"]), int(ours["CardHeight"])) == (200, 280)
    default = BACKS / f"{ours['DefaultBack']}.svg"
    deck_back = pixels(render(spanish, "back", *SIZES[0]))
    file_back = pixels(render(QSvgRenderer(str(default)), "back", *SIZES[0]))
    off = sum(1 for x, y in zip(deck_back, file_back, strict=True) if abs(x - y) > 24)
    assert off < 0.002 * len(deck_back)
