"""Packaging: icons generated and up to date, the Linux desktop entry and AppStream metadata
valid and consistent, the menu entry installs and uninstalls, the bundle's file selection,
the Windows version resource and the CI smoke check of the frozen program's history.

(The bundle itself is built and run by ``.ci/run``: ``make bundle`` takes a minute.)
"""

from __future__ import annotations

import configparser
import importlib.util
import io
import re
import shutil
import sqlite3
import subprocess
import sys
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from hearts_desktop.desktop_identity import APP_ID, ICON_FILE

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
ICONS = PACKAGING / "icons"
LINUX = PACKAGING / "linux"
DESKTOP = LINUX / f"{APP_ID}.desktop"
METAINFO = LINUX / f"{APP_ID}.metainfo.xml"
VERSION = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))[
    "project"]["version"]


def _load(path: Path) -> ModuleType:
    """A script of packaging/ or tools/ as a module (they are not packages)."""
    spec = importlib.util.spec_from_file_location(f"_pkg_{path.stem}", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


support = _load(PACKAGING / "bundle_support.py")
installer = _load(PACKAGING / "install_desktop.py")
smoke = _load(PACKAGING / "smoke_check.py")
make_icons = _load(ROOT / "tools" / "make_icons.py")


# ------------------------------------------------------------------ icons

def test_icons_are_generated_deterministically_and_up_to_date(
        qapp: QApplication, tmp_path: Path) -> None:
    pytest.importorskip("PIL")
    first = {p.relative_to(tmp_path / "a"): p.read_bytes()
             for p in make_icons.build(tmp_path / "a")}
    second = {p.relative_to(tmp_path / "b"): p.read_bytes()
              for p in make_icons.build(tmp_path / "b")}
    assert first == second, "two runs of tools/make_icons.py differ"
    # Compared by what they show, not by their bytes: another Qt, zlib or CPU encodes the same
    # drawing into other PNG bytes and may round a half-transparent edge pixel by one level
    # (Qt 6.11.3 does both), which is no reason to run `make icons`.
    stale = [str(rel) for rel, data in first.items()
             if not (ROOT / rel).is_file() or not _same_icon(rel, data, (ROOT / rel).read_bytes())]
    assert not stale, f"out of date, run `make icons`: {stale}"


def _same_icon(rel: Path, made: bytes, kept: bytes) -> bool:
    """True when two versions of an icon file show the same: an SVG the same text; a PNG,
    .ico or .icns the same sizes, each with every channel of every pixel within 2 levels."""
    if rel.suffix not in (".png", ".ico", ".icns"):
        return made == kept
    from PIL import ImageChops
    a, b = _pictures(made), _pictures(kept)
    if [size for size, _ in a] != [size for size, _ in b]:
        return False
    for (_, x), (_, y) in zip(a, b, strict=True):
        if x.size != y.size:
            return False
        if max(high for _, high in ImageChops.difference(x, y).getextrema()) > 2:
            return False
    return True


def _pictures(data: bytes) -> list[tuple[Any, Any]]:
    """Every picture an icon file holds (one for a PNG, each size of an .ico or .icns), with
    its size, as RGBA images."""
    from PIL import Image
    sizes = sorted(Image.open(io.BytesIO(data)).info.get("sizes") or [None])
    pictures = []
    for size in sizes:
        image = Image.open(io.BytesIO(data))
        if size is not None and len(size) == 3:  # an .icns entry: width, height, scale
            image.best_size = size
            image.size = (size[0] * size[2], size[1] * size[2])
        elif size is not None:
            image.size = size
        image.load()
        pictures.append((size, image.convert("RGBA")))
    return pictures


@pytest.mark.parametrize("size", make_icons.PNG_SIZES)
def test_png_icons_have_their_size_and_show_the_red_heart(size: int) -> None:
    image = QImage(str(ICONS / f"hearts-desktop-{size}.png"))
    assert (image.width(), image.height()) == (size, size)
    assert image.hasAlphaChannel()
    assert image.pixelColor(0, 0).alpha() == 0  # transparent corner: not a square tile
    reds = sum(1 for x in range(size) for y in range(size)
               if (c := image.pixelColor(x, y)).red() > 150 and c.green() < 60
               and c.blue() < 80 and c.alpha() > 200)
    assert reds > size * size * 0.04  # the heart is clearly there, even at 16 px


def test_windows_and_macos_icons_hold_every_size() -> None:
    image_module = pytest.importorskip("PIL.Image")
    with image_module.open(ICONS / "hearts-desktop.ico") as ico:
        assert set(ico.info["sizes"]) >= {(s, s) for s in make_icons.ICO_SIZES}
    with image_module.open(ICONS / "hearts-desktop.icns") as icns:
        sizes = {size[:2] for size in icns.info["sizes"]}
        assert {(16, 16), (32, 32), (128, 128), (256, 256), (512, 512)} <= sizes


def test_the_program_sets_its_window_icon_and_desktop_id(qapp: QApplication) -> None:
    from hearts_desktop.app import create_application

    app = create_application()
    assert ICON_FILE.is_file()
    assert ICON_FILE.read_bytes() == (ICONS / "hearts-desktop.svg").read_bytes()
    assert not app.windowIcon().isNull()
    assert app.desktopFileName() == APP_ID


# ------------------------------------------------------------------ Linux desktop entry

def _desktop_entry(text: str) -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # type: ignore[assignment,method-assign]
    parser.read_string(text)
    return parser["Desktop Entry"]


def test_one_application_id_everywhere() -> None:
    entry = _desktop_entry(DESKTOP.read_text(encoding="utf-8"))
    assert entry["Icon"] == APP_ID
    assert entry["Exec"] == entry["TryExec"] == "hearts-desktop"  # the gui-scripts name
    root = ET.parse(METAINFO).getroot()
    assert root.findtext("id") == APP_ID
    assert root.findtext("launchable") == DESKTOP.name
    assert root.findtext("icon") == APP_ID
    assert root.findtext("provides/binary") == "hearts-desktop"
    assert installer.APP_ID == APP_ID
    assert f'APP_ID = "{APP_ID}"' in (PACKAGING / "hearts-desktop.spec").read_text()
    scripts = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["gui-scripts"]
    assert scripts == {"hearts-desktop": "hearts_desktop.__main__:main"}


def test_metainfo_names_the_current_version_and_existing_screenshots() -> None:
    root = ET.parse(METAINFO).getroot()
    versions = [r.get("version") for r in root.iter("release")]
    assert versions and versions[0] == VERSION, "add a <release> for the new version"
    assert root.find("content_rating").get("type") == "oars-1.1"  # type: ignore[union-attr]
    images = [i.text or "" for i in root.iter("image")]
    assert len(images) >= 3
    for url in images:
        m = re.search(r"/docs/screenshots/([^/]+)$", url)
        assert m, url
        shot = QImage(str(ROOT / "docs" / "screenshots" / m.group(1)))
        assert not shot.isNull(), m.group(1)


GAMES = ("Hearts", "Pinochle", "Ombre")
KEYWORDS = {"hearts", "pinochle", "ombre", "hombre", "quadrille", "tresillo"}
LANGUAGES = ("de", "ja", "ko")


def _game_names(language: str) -> dict[str, str]:
    """The games' names as the program itself says them in ``language`` (its catalogue)."""
    where = {"Hearts": "MainWindow", "Pinochle": "PinochleTexts", "Ombre": "OmbreTexts",
             "Quadrille": "OmbreTexts"}
    root = ET.parse(ROOT / "translations" / f"hearts_desktop_{language}.ts").getroot()
    names = {}
    for context in root.iter("context"):
        for message in context.iter("message"):
            source = message.findtext("source")
            if source in where and context.findtext("name") == where[source] \
                    and message.find("comment") is None:
                names[source] = message.findtext("translation") or ""
    assert set(names) == set(where), names
    return names


def test_desktop_entry_names_the_three_games_in_every_language() -> None:
    entry = _desktop_entry(DESKTOP.read_text(encoding="utf-8"))
    for key in ("GenericName", "Comment"):
        assert all(game in entry[key] for game in GAMES), entry[key]
    keywords = {k.strip().lower() for k in entry["Keywords"].split(";") if k.strip()}
    assert keywords >= KEYWORDS, KEYWORDS - keywords
    for lang in LANGUAGES:
        names = _game_names(lang)
        for key in ("GenericName", "Comment"):
            value = entry[f"{key}[{lang}]"]
            assert all(names[game] in value for game in GAMES), (lang, key, value)
        assert names["Quadrille"] in entry[f"Comment[{lang}]"]
        keywords = set(entry[f"Keywords[{lang}]"].split(";"))
        assert set(names.values()) <= keywords, (lang, set(names.values()) - keywords)


def test_metainfo_names_the_three_games_and_shows_each() -> None:
    root = ET.parse(METAINFO).getroot()
    lang_attr = "{http://www.w3.org/XML/1998/namespace}lang"
    summaries = {s.get(lang_attr): s.text or "" for s in root.iter("summary")}
    assert all(game in summaries[None] for game in GAMES), summaries[None]
    for lang in LANGUAGES:
        names = _game_names(lang)
        assert all(names[game] in summaries[lang] for game in GAMES), (lang, summaries[lang])
    description = " ".join(ET.tostring(root.find("description"),  # type: ignore[arg-type]
                                       encoding="unicode", method="text").split())
    assert all(game in description for game in (*GAMES, "Quadrille")), description
    keywords = {k.text for k in root.iter("keyword")}
    assert keywords >= KEYWORDS, KEYWORDS - keywords
    shots = [(s.get("type"), s.findtext("image") or "") for s in root.iter("screenshot")]
    for game in GAMES:
        assert any(url.endswith(f"/readme-{game.lower()}-1280x800.jpg") for _t, url in shots)
    default = [url for kind, url in shots if kind == "default"]
    assert len(default) == 1 and "/readme-" in default[0]


def test_the_package_description_names_the_three_games() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert all(game in project["description"] for game in GAMES), project["description"]
    assert project["readme"] == "README.md"


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None,
                    reason="desktop-file-utils is not installed")
def test_desktop_entry_is_valid() -> None:
    done = subprocess.run(["desktop-file-validate", str(DESKTOP)], capture_output=True,
                          text=True, check=False)
    assert done.returncode == 0 and not done.stdout.strip(), done.stdout + done.stderr


@pytest.mark.skipif(shutil.which("appstreamcli") is None, reason="appstream is not installed")
def test_metainfo_is_valid() -> None:
    done = subprocess.run(["appstreamcli", "validate", "--no-net", str(METAINFO)],
                          capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stdout + done.stderr


def test_install_and_uninstall_the_menu_entry(tmp_path: Path) -> None:
    prefix = tmp_path / "prefix"
    program = tmp_path / "my games" / "hearts-desktop"
    program.parent.mkdir()
    program.write_text("#!/bin/sh\n")
    assert installer.main(["install", "--prefix", str(prefix), "--exec", str(program)]) == 0
    share = prefix / "share"
    entry = _desktop_entry((share / "applications" / DESKTOP.name).read_text())
    assert entry["Exec"] == f'"{program}"'  # quoted: the path holds a space
    assert entry["TryExec"] == str(program)
    assert (share / "metainfo" / METAINFO.name).read_bytes() == METAINFO.read_bytes()
    assert (share / "icons/hicolor/scalable/apps" / f"{APP_ID}.svg").is_file()
    for size in make_icons.PNG_SIZES:
        png = share / f"icons/hicolor/{size}x{size}/apps/{APP_ID}.png"
        assert QImage(str(png)).width() == size
    assert installer.main(["uninstall", "--prefix", str(prefix)]) == 0
    left = [p for p in share.rglob("*") if p.is_file() and APP_ID in p.name]
    assert not left


def test_install_refuses_a_program_that_does_not_exist(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    missing = tmp_path / "dist" / "hearts-desktop" / "hearts-desktop"
    assert installer.main(["install", "--prefix", str(tmp_path / "p"),
                           "--exec", str(missing)]) == 1
    assert "make bundle" in capsys.readouterr().err
    assert not (tmp_path / "p").exists()


@pytest.mark.parametrize(("program", "value"), [
    ("hearts-desktop", "hearts-desktop"),
    ("/opt/hearts/hearts-desktop", "/opt/hearts/hearts-desktop"),
    ("/home/a b/hd", '"/home/a b/hd"'),
    ('/x/say"hi"', '"/x/say\\\\"hi\\\\""'),
    ("/x/100%", '"/x/100%%"'),
])
def test_exec_values_follow_the_desktop_entry_quoting(program: str, value: str) -> None:
    assert installer.exec_value(program) == value


# ------------------------------------------------------------------ the bundle's contents

@pytest.mark.parametrize(("dest", "kept"), [
    ("PySide6/Qt/plugins/platforms/libqxcb.so", True),
    ("PySide6/Qt/plugins/platforms/libqwayland.so", True),
    ("PySide6/Qt/plugins/platforms/libqoffscreen.so", True),
    ("PySide6/Qt/plugins/platforms/qwindows.dll", True),
    ("PySide6/Qt/plugins/platforms/libqcocoa.dylib", True),
    ("PySide6/Qt/plugins/platforms/libqeglfs.so", False),
    ("PySide6/Qt/plugins/platforms/libqvnc.so", False),
    ("PySide6/Qt/plugins/platforms/libqminimalegl.so", False),
    ("PySide6/Qt/plugins/imageformats/libqsvg.so", True),
    ("PySide6/Qt/plugins/imageformats/libqjpeg.so", True),
    ("PySide6/Qt/plugins/imageformats/libqpdf.so", False),
    ("PySide6/Qt/plugins/imageformats/libqwebp.so", False),
    ("PySide6/Qt/plugins/platformthemes/libqgtk3.so", False),
    ("PySide6/Qt/plugins/platformthemes/libqxdgdesktopportal.so", True),
    ("PySide6/Qt/plugins/platforminputcontexts/libibusplatforminputcontextplugin.so", True),
    ("PySide6/Qt/plugins/platforminputcontexts/libqtvirtualkeyboardplugin.so", False),
    ("PySide6/Qt/plugins/multimedia/libffmpegmediaplugin.so", False),
    ("PySide6/Qt/plugins/tls/libqopensslbackend.so", False),
    ("PySide6/Qt/plugins/sqldrivers/libqsqlite.so", False),
    ("PySide6/Qt/plugins/wayland-shell-integration/libxdg-shell.so", True),
    ("PySide6\\Qt\\plugins\\styles\\qmodernwindowsstyle.dll", True),
    ("PySide6/Qt/translations/qtbase_ko.qm", True),
    ("PySide6/Qt/translations/qtbase_de.qm", True),
    ("PySide6/Qt/translations/qt_ja.qm", True),
    ("PySide6/Qt/translations/qtbase_fr.qm", False),
    ("PySide6/Qt/translations/qtmultimedia_de.qm", False),
    ("PySide6/Qt/translations/qt_help_de.qm", False),
    ("PySide6/Qt/qml/QtQuick/Controls/libqtquickcontrols2plugin.so", False),
    ("PySide6/Qt/lib/libQt6Core.so.6", True),
    ("assets/cards/backs/classic-red.svg", True),
    ("hearts_desktop/i18n/qm/hearts_desktop_ko.qm", True),
])
def test_qt_parts_kept_in_the_bundle(dest: str, kept: bool) -> None:
    assert support.keep_qt_file(dest) is kept


def test_runtime_files_are_collected_wherever_they_are(tmp_path: Path) -> None:
    for rel in ("assets/cards/deck.svg", "assets/sounds/card.wav", "assets/fonts/a.otf",
                "assets/.hidden", "assets/cards/__pycache__/x.pyc",
                "hearts_desktop/i18n/qm/hearts_desktop_ko.qm", "translations/x_de.qm",
                "translations/x_de.ts", ".venv/lib/PySide6/Qt/translations/qt_de.qm",
                "build/x.qm", "dist/y.qm", "tests/z.qm", "README.md"):
        (tmp_path / rel).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / rel).write_text("x")
    datas = support.collect_datas(tmp_path)
    got = sorted((Path(src).relative_to(tmp_path).as_posix(), dest) for src, dest in datas)
    assert got == [
        ("assets/cards/deck.svg", "assets/cards"),
        ("assets/fonts/a.otf", "assets/fonts"),
        ("assets/sounds/card.wav", "assets/sounds"),
        ("hearts_desktop/i18n/qm/hearts_desktop_ko.qm", "hearts_desktop/i18n/qm"),
        ("translations/x_de.qm", "translations"),
    ]


def test_the_real_tree_ships_cards_icons_and_sounds() -> None:
    dests = {Path(src).relative_to(ROOT).as_posix() for src, _dest in
             support.collect_datas(ROOT)}
    assert "assets/cards/hearts-classic/hearts-classic.svg" in dests
    assert "assets/icons/hearts-desktop.svg" in dests
    assert not [d for d in dests if d.endswith((".py", ".pyc", ".ts"))]


def test_libraries_only_dropped_plugins_need_are_pruned() -> None:
    binaries = [
        ("PySide6/QtCore.abi3.so", "/w/QtCore.abi3.so", "EXTENSION"),
        ("PySide6/Qt/lib/libQt6Core.so.6", "/w/libQt6Core.so.6", "BINARY"),
        ("libQt6Core.so.6", "PySide6/Qt/lib/libQt6Core.so.6", "SYMLINK"),
        ("libicuuc.so.73", "/w/libicuuc.so.73", "BINARY"),
        ("PySide6/Qt/plugins/platforms/libqxcb.so", "/w/libqxcb.so", "BINARY"),
        ("PySide6/Qt/lib/libQt6XcbQpa.so.6", "/w/libQt6XcbQpa.so.6", "BINARY"),
        # needed only by the dropped EGLFS plugin, and a link to it
        ("PySide6/Qt/lib/libQt6EglFSDeviceIntegration.so.6", "/w/libQt6EglFS.so.6", "BINARY"),
        ("libQt6EglFSDeviceIntegration.so.6",
         "PySide6/Qt/lib/libQt6EglFSDeviceIntegration.so.6", "SYMLINK"),
        ("libssl.so.3", "/w/libssl.so.3", "BINARY"),
    ]
    needs = {
        "/w/QtCore.abi3.so": ["libQt6Core.so.6"],
        "/w/libQt6Core.so.6": ["/usr/lib/libicuuc.so.73", "libc.so.6"],
        "/w/libqxcb.so": ["libQt6XcbQpa.so.6"],
        "/w/libQt6XcbQpa.so.6": ["libQt6Core.so.6"],
    }
    kept, dropped = support.prune_unreferenced_libraries(
        binaries, lambda src: needs.get(src, []))
    assert [d[0] for d in dropped] == ["PySide6/Qt/lib/libQt6EglFSDeviceIntegration.so.6",
                                        "libQt6EglFSDeviceIntegration.so.6", "libssl.so.3"]
    assert len(kept) + len(dropped) == len(binaries)
    datas = [("libgone.so", "PySide6/Qt/lib/libgone.so", "SYMLINK"),
             ("libQt6Core.so.6", "PySide6/Qt/lib/libQt6Core.so.6", "SYMLINK"),
             ("assets/x.svg", "/w/x.svg", "DATA")]
    present = [d for d, _s, kind in kept if kind != "SYMLINK"]
    assert support.drop_dangling_symlinks(datas, present) == datas[1:]


class _Recorder:
    """Stands for PyInstaller's version-resource classes: keeps what it was given."""

    def __init__(self, name: str) -> None:
        self.name = name

    def __call__(self, *args: Any, **kwargs: Any) -> dict[str, Any]:
        return {"type": self.name, "args": args, "kwargs": kwargs}


def test_windows_version_resource_comes_from_the_package_version() -> None:
    text = support.windows_version_info("1.2.3", exe="hearts-desktop.exe")
    names = ("VSVersionInfo", "FixedFileInfo", "StringFileInfo", "StringTable",
             "StringStruct", "VarFileInfo", "VarStruct")
    info = eval(text, {"__builtins__": {}}, {n: _Recorder(n) for n in names})
    fixed = info["kwargs"]["ffi"]["kwargs"]
    assert fixed["filevers"] == fixed["prodvers"] == (1, 2, 3, 0)
    strings = {s["args"][0]: s["args"][1]
               for s in info["kwargs"]["kids"][0]["args"][0][0]["args"][1]}
    assert strings["ProductVersion"] == strings["FileVersion"] == "1.2.3"
    assert strings["OriginalFilename"] == "hearts-desktop.exe"
    assert support.version_tuple("2.0rc1") == (2, 0, 1, 0)
    assert support.version_tuple(VERSION)[:3] == tuple(
        int(n) for n in [*VERSION.split("."), "0", "0"][:3])


# ------------------------------------------------------------------ CI smoke check

def _history(path: Path, table: str, rows: int) -> None:
    with sqlite3.connect(path) as db:
        db.execute(f"CREATE TABLE {table} (id INTEGER PRIMARY KEY, status TEXT)")
        db.executemany(f"INSERT INTO {table} (status) VALUES (?)", [("finished",)] * rows)
    db.close()


def test_smoke_check_finds_the_match(tmp_path: Path) -> None:
    _history(tmp_path / "history.sqlite3", "matches", 1)
    assert smoke.main([str(tmp_path)]) == 0


@pytest.mark.parametrize(("table", "rows", "why"), [
    ("matches", 0, "holds no match"),
    ("settings", 3, "no table of matches"),
])
def test_smoke_check_fails_without_a_match(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                           table: str, rows: int, why: str) -> None:
    _history(tmp_path / "history.sqlite3", table, rows)
    assert smoke.main([str(tmp_path)]) == 1
    assert why in capsys.readouterr().err


def test_smoke_check_says_when_there_is_no_history(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "settings.ini").write_text("")
    assert smoke.main([str(tmp_path)]) == 1
    err = capsys.readouterr().err
    assert "does not exist" in err and "settings.ini" in err
    (tmp_path / "history.sqlite3").write_bytes(b"not a database at all" * 100)
    assert smoke.main([str(tmp_path)]) == 1
    assert "cannot be read" in capsys.readouterr().err
