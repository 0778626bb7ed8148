"""Issue 17 item 16: a card theme cannot kill or hang the program. What a theme makes the
program read and render is bounded and checked before Qt sees the file; a refused theme
gives the usual message and the built-in deck."""

from __future__ import annotations

import gzip
import os
import threading
import time
import tracemalloc
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from hearts_desktop.ui.table import card_themes
from hearts_desktop.ui.table.card_pixmaps import (
    BUILTIN_DECK,
    CardThemeError,
    ThemeLimits,
    load_theme,
    load_theme_or_builtin,
)
from hearts_desktop.ui.table.theme_guard import (
    LIMITS,
    ThemeGuardError,
    check_svg,
    inflate_limited,
    read_svg,
)

pytestmark = pytest.mark.usefixtures("qapp")

INDEX = "[KDE Backdeck]\nName=Hostile deck\nSVG={svg}\n"
HEAD = b'<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" ' \
       b'xmlns:xlink="http://www.w3.org/1999/xlink" width="10" height="10">'
GOOD_SVG = (BUILTIN_DECK / "hearts-classic.svg").read_bytes()


def theme(tmp_path: Path, svg_name: str, svg: bytes | None = None,
          index: str | None = None) -> Path:
    folder = tmp_path / "deck"
    folder.mkdir(exist_ok=True)
    (folder / "index.desktop").write_text(index or INDEX.format(svg=svg_name),
                                          encoding="utf-8")
    if svg is not None:
        (folder / svg_name).write_bytes(svg)
    return folder


@pytest.fixture
def qt_never_sees_it(monkeypatch: pytest.MonkeyPatch) -> list[bytes]:
    """Fails the test if a refused file reaches QSvgRenderer; records what does."""
    seen: list[bytes] = []
    real = card_themes.svg_renderer

    def spy(data: bytes) -> object:
        seen.append(data[:64])
        return real(data)

    monkeypatch.setattr(card_themes, "svg_renderer", spy)
    return seen


def refused(folder: Path, needle: str, **kw: object) -> str:
    """Load ``folder``: it must be refused with ``needle`` in the message, quickly, and the
    fallback must be the built-in deck with the usual message."""
    start = time.monotonic()
    with pytest.raises(CardThemeError) as info:
        load_theme(folder, **kw)  # type: ignore[arg-type]
    assert time.monotonic() - start < 20
    message = str(info.value)
    assert needle in message, message
    if not kw:
        fallback, warning = load_theme_or_builtin(folder)
        assert fallback.folder == BUILTIN_DECK
        assert warning is not None and message in warning
        assert warning.startswith("Card deck not usable, using the built-in deck")
    return message


def zip_bomb(total_mib: int) -> bytes:
    """An SVGZ whose gzip members inflate to ``total_mib`` MiB: a real SVG opening, then
    members of 16 MiB of spaces (each about 16 KiB compressed)."""
    member = gzip.compress(b" " * (16 << 20), 9)
    return gzip.compress(HEAD, 9) + member * (total_mib // 16)


# --------------------------------------------------------------------------- compressed


def test_a_zip_bomb_svgz_is_refused_before_qt_sees_it(
        tmp_path: Path, qt_never_sees_it: list[bytes]) -> None:
    bomb = zip_bomb(1024)  # 1 GiB inflated, about 1 MiB on disk
    assert len(bomb) < 2 << 20
    folder = theme(tmp_path, "cards.svgz", bomb)
    message = refused(folder, "unpacks to more than 64 MB")
    assert "cards.svgz" in message
    assert not qt_never_sees_it[:1] or qt_never_sees_it[0] != HEAD[:64]


def test_the_window_survives_a_zip_bomb_theme(qtbot: QtBot, tmp_path: Path) -> None:
    from hearts_desktop.ui.main_window import MainWindow
    from hearts_desktop.ui.settings import Settings

    folder = theme(tmp_path, "cards.svgz", zip_bomb(1024))
    settings = Settings(path=tmp_path / "settings.ini")
    settings.deck_path = str(folder)
    win = MainWindow(settings, speed="instant")
    qtbot.addWidget(win)
    assert win.pixmaps.theme.folder == BUILTIN_DECK
    qtbot.waitUntil(lambda: "unpacks to more than" in win.statusBar().currentMessage())


def test_a_single_member_bomb_stops_at_the_cap(tmp_path: Path) -> None:
    data = gzip.compress(HEAD + b" " * (32 << 20), 6)
    tracemalloc.start()
    try:
        with pytest.raises(ThemeGuardError) as info:
            inflate_limited(data, 4 << 20)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert info.value.reason == "svg-too-large"
    assert peak < 7 << 20, f"inflating held {peak} bytes for a 4 MiB limit"
    folder = theme(tmp_path, "cards.svgz", data)
    refused(folder, "unpacks to more than 1 MB", limits=ThemeLimits(svg_bytes=1 << 20))


def test_a_good_svgz_and_a_damaged_one(tmp_path: Path) -> None:
    data = gzip.compress(GOOD_SVG)
    assert inflate_limited(data, LIMITS.svg_bytes) == GOOD_SVG
    # two members inflate to their concatenation
    half = len(GOOD_SVG) // 2
    two = gzip.compress(GOOD_SVG[:half]) + gzip.compress(GOOD_SVG[half:])
    assert inflate_limited(two, LIMITS.svg_bytes) == GOOD_SVG
    truncated = theme(tmp_path, "cards.svgz", data[: len(data) // 2])
    refused(truncated, "is damaged")


def test_data_compressed_twice_is_refused(tmp_path: Path) -> None:
    folder = theme(tmp_path, "cards.svgz", gzip.compress(gzip.compress(GOOD_SVG)))
    refused(folder, "compressed twice")


# --------------------------------------------------------------------------- large files


def test_a_huge_svg_is_refused_without_reading_it(tmp_path: Path) -> None:
    folder = theme(tmp_path, "cards.svg")
    with open(folder / "cards.svg", "wb") as f:  # 4 GiB, sparse: costs no disk
        f.write(HEAD)
        f.truncate(4 << 30)
    start = time.process_time()
    refused(folder, "is larger than 32 MB")
    assert time.process_time() - start < 5


def test_a_huge_index_is_refused(tmp_path: Path) -> None:
    folder = tmp_path / "deck"
    folder.mkdir()
    with open(folder / "index.desktop", "wb") as f:
        f.write(INDEX.format(svg="cards.svg").encode())
        f.truncate(1 << 30)
    refused(folder, "is larger than")


@pytest.mark.parametrize(("limits", "svg", "needle"), [
    (ThemeLimits(elements=1000), HEAD + b"<g/>" * 2000 + b"</svg>", "more than 1000 parts"),
    (LIMITS, HEAD + b"<g>" * 400 + b"</g>" * 400 + b"</svg>", "more than 256 deep"),
    (LIMITS, b"this is not an svg" * 100, "damaged or not an SVG"),
    (LIMITS, b"<html><body>hello</body></html>", "damaged or not an SVG"),
])
def test_too_many_or_too_deep_elements(tmp_path: Path, limits: ThemeLimits, svg: bytes,
                                       needle: str) -> None:
    refused(theme(tmp_path, "cards.svg", svg), needle, limits=limits)


def use_bomb(levels: int, fan: int) -> bytes:
    """``<use>`` repeating ``<use>``: ``fan ** levels`` shapes drawn from a small file."""
    parts = [HEAD, b'<defs><g id="l0"><rect width="1" height="1"/></g>']
    for level in range(1, levels + 1):
        uses = b"".join(b'<use xlink:href="#l%d"/>' % (level - 1) for _ in range(fan))
        parts.append(b'<g id="l%d">%s</g>' % (level, uses))
    parts.append(b'</defs><use xlink:href="#l%d"/></svg>' % levels)
    return b"".join(parts)


def test_a_use_bomb_is_refused(tmp_path: Path) -> None:
    data = use_bomb(10, 10)  # 10**10 rectangles
    assert len(data) < 4000
    refused(theme(tmp_path, "cards.svg", data), "would draw more than 5000000 shapes")
    # a modest reuse, as real decks do, passes the check
    assert 1000 < check_svg(use_bomb(3, 10)).drawn < 10_000


def test_a_use_cycle_is_refused(tmp_path: Path) -> None:
    data = HEAD + b'<g id="a"><use xlink:href="#b"/></g><g id="b"><use href="#a"/></g></svg>'
    refused(theme(tmp_path, "cards.svg", data), "repeats a part inside itself")


def test_entity_bombs_and_external_entities_are_refused(tmp_path: Path) -> None:
    laughs = (b'<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "hahahahaha">'
              + b"".join(b'<!ENTITY %c "%s">' % (98 + i, (b"&%c;" % (97 + i)) * 10)
                         for i in range(9))
              + b']><svg xmlns="http://www.w3.org/2000/svg"><title>&j;</title></svg>')
    refused(theme(tmp_path, "laughs.svg", laughs), "refers to another")
    wide = (b'<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "' + b"x" * 1000 + b'">]>'
            b'<svg xmlns="http://www.w3.org/2000/svg"><title>' + b"&a;" * 5000
            + b"</title></svg>")
    refused(theme(tmp_path, "wide.svg", wide), "expand too much")
    external = (b'<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "/etc/passwd">]>'
                b'<svg xmlns="http://www.w3.org/2000/svg"><title>&x;</title></svg>')
    refused(theme(tmp_path, "external.svg", external), "refers to another file")
    # entities as illustrators write them (one short name for a namespace) are fine
    plain = (b'<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY ns "http://www.w3.org/2000/svg">]>'
             b'<svg xmlns="&ns;"><g id="x"/></svg>')
    assert check_svg(plain).elements == 2


def test_an_image_from_a_file_is_refused(tmp_path: Path) -> None:
    data = HEAD + b'<image xlink:href="/dev/zero" width="5" height="5"/></svg>'
    refused(theme(tmp_path, "cards.svg", data), "refers to another file (/dev/zero)")
    embedded = HEAD + b'<image xlink:href="data:image/png;base64,AAAA"/></svg>'
    assert check_svg(embedded).elements == 2


# --------------------------------------------------------------------------- absurd names


@pytest.mark.parametrize("target", ["/dev/zero", "/dev/urandom", "."])
def test_an_index_naming_a_device_or_folder_is_refused(tmp_path: Path, target: str) -> None:
    folder = theme(tmp_path, target)
    refused(folder, "is not a regular file")


def test_a_fifo_does_not_block(tmp_path: Path) -> None:
    folder = theme(tmp_path, "cards.svg")
    os.mkfifo(folder / "cards.svg")
    outcome: list[str] = []

    def load() -> None:
        try:
            load_theme(folder)
        except CardThemeError as exc:
            outcome.append(str(exc))

    worker = threading.Thread(target=load, daemon=True)
    worker.start()
    worker.join(20)
    assert not worker.is_alive(), "reading the theme blocked on a FIFO"
    assert outcome and "is not a regular file" in outcome[0]


def test_an_index_that_is_a_device_is_refused(tmp_path: Path) -> None:
    folder = tmp_path / "deck"
    folder.mkdir()
    (folder / "index.desktop").symlink_to("/dev/zero")
    refused(folder, "is not a regular file")


@pytest.mark.parametrize("name", ["x" * 5000 + ".svg", "a\0b.svg", "nowhere/cards.svg"])
def test_an_index_naming_an_impossible_path_is_refused(tmp_path: Path, name: str) -> None:
    folder = tmp_path / "deck"
    folder.mkdir()
    (folder / "index.desktop").write_text(INDEX.format(svg=name).replace("\0", "\\0"),
                                          encoding="utf-8")
    if "\0" in name:  # configparser keeps the text; write the NUL itself
        (folder / "index.desktop").write_bytes(INDEX.format(svg=name).encode())
    refused(folder, "")


def test_the_builtin_themes_pass_the_guard_with_room_to_spare() -> None:
    for svg in (BUILTIN_DECK / "hearts-classic.svg",
                BUILTIN_DECK.parent / "spanish-classic" / "spanish-classic.svg"):
        stats = check_svg(read_svg(svg))
        assert stats.elements < LIMITS.elements // 100
        assert stats.drawn < LIMITS.drawn // 100
        assert stats.depth < 16
