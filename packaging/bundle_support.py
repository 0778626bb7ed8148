"""Helpers of the PyInstaller spec (``packaging/hearts-desktop.spec``), kept here so they can be
tested without building a bundle.

* :func:`collect_datas` picks the runtime files: everything under ``assets/`` and every compiled
  translation (``*.qm``) in the source tree, wherever the build put it. Nothing is listed by
  name, so new sounds, fonts or languages need no edit of the spec.
* :func:`keep_qt_file` decides which parts of PySide6's Qt the bundle keeps: the platform,
  image-format, icon, input-method, theme and multimedia plugins a desktop card game uses, and
  Qt's own translations only for the languages the game ships.
* :func:`prune_unreferenced_libraries` (Linux) drops shared libraries that nothing kept loads
  any more, after the plugins that needed them were dropped.
* :func:`windows_version_info` writes the Windows version resource from the package version.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path, PurePosixPath

# Folders of the source tree never searched for runtime files.
SKIP_DIRS = frozenset({".git", ".venv", "venv", "build", "dist", "node_modules", "__pycache__",
                       ".mypy_cache", ".ruff_cache", ".pytest_cache", ".hypothesis", "tests"})

# Languages the game ships besides English; Qt's own catalogues are kept only for these
# (the standard buttons of message boxes and file dialogs).
QT_TRANSLATION_LANGUAGES = ("de", "ja", "ko")
QT_TRANSLATION_CATALOGUES = ("qt", "qtbase")

# QtMultimedia backends kept (see "multimedia" below): none.
MEDIA_BACKENDS: frozenset[str] = frozenset()

# Qt plugins kept, by plugin folder, as the plugin's file name without "lib"/"q" prefixes and
# suffixes. A folder missing here is dropped whole (QML tooling, SQL drivers, TLS backends,
# network information, position, sensors, text-to-speech, EGLFS device integrations, ...).
KEEP_PLUGINS: dict[str, frozenset[str] | None] = {
    # xcb/wayland for desktops, offscreen/minimal for CI and scripted runs; windows/cocoa on
    # those systems. Dropped: eglfs, linuxfb, vnc, vkkhrdisplay, minimalegl.
    "platforms": frozenset({"xcb", "wayland", "wayland-egl", "wayland-generic", "offscreen",
                            "minimal", "windows", "direct2d", "cocoa"}),
    # SVG cards and icons, JPEG screenshots, ICO/ICNS window icons; PNG is built into QtGui.
    "imageformats": frozenset({"svg", "jpeg", "ico", "icns"}),
    "iconengines": None,                 # the SVG icon engine
    # compose keys, IBus (CJK input); not the virtual keyboard, which needs QtQuick and QML
    "platforminputcontexts": frozenset({"composeplatforminputcontextplugin",
                                        "ibusplatforminputcontextplugin"}),
    "platformthemes": frozenset({"xdgdesktopportal"}),  # gtk3 would need GTK in the bundle
    "xcbglintegrations": None,
    # The game plays its sounds with QSoundEffect, which QtMultimedia provides without a media
    # backend (checked: a QSoundEffect streams to PulseAudio with no multimedia plugin; Qt
    # then logs "No QtMultimedia backends found"). The FFmpeg backend would add 37 MB: the
    # FFmpeg libraries and QtQuick/QML, which libffmpegmediaplugin links. Put
    # "ffmpegmediaplugin" here if the program ever uses QMediaPlayer or QMediaRecorder.
    "multimedia": MEDIA_BACKENDS,
    "styles": None,                      # the native styles on Windows and macOS
    "wayland-decoration-client": None,
    "wayland-graphics-integration-client": None,
    "wayland-shell-integration": None,
}


def _parts(dest: str) -> tuple[str, ...]:
    return PurePosixPath(dest.replace("\\", "/")).parts


def _plugin_key(filename: str) -> str:
    """``libqxcb.so`` -> ``xcb``; ``qwindows.dll`` -> ``windows``; ``libffmpegmediaplugin.so``
    -> ``ffmpegmediaplugin``; ``libqsvg.dylib`` -> ``svg``."""
    stem = filename.split(".", 1)[0]
    stem = stem.removeprefix("lib")
    if stem.startswith("q") and not stem.startswith("qt"):
        stem = stem[1:]
    return stem


def keep_qt_file(dest: str) -> bool:
    """Whether a file collected from PySide6 (bundle path ``dest``) stays in the bundle.
    Only plugins and Qt translations are judged here; everything else is kept."""
    parts = _parts(dest)
    if len(parts) < 3 or parts[0] != "PySide6" or parts[1] != "Qt":
        return True
    if parts[2] == "plugins" and len(parts) >= 5:
        wanted = KEEP_PLUGINS.get(parts[3], frozenset())
        return wanted is None or _plugin_key(parts[-1]) in wanted
    if parts[2] == "translations":
        m = re.fullmatch(r"([a-z_]+?)_([a-z]{2})(?:_[A-Z]{2})?\.qm", parts[-1])
        return bool(m) and m.group(1) in QT_TRANSLATION_CATALOGUES \
            and m.group(2) in QT_TRANSLATION_LANGUAGES
    # QML modules and the Qt resources of QtWebEngine are never wanted.
    return parts[2] not in {"qml", "resources", "libexec"}


def _runtime_files(root: Path) -> Iterable[Path]:
    assets = root / "assets"
    if assets.is_dir():
        for path in sorted(assets.rglob("*")):
            rel = path.relative_to(root)
            if path.is_file() and not any(p in SKIP_DIRS or p.startswith(".") for p in rel.parts):
                yield path
    for top in sorted(root.iterdir()):
        if top.name in SKIP_DIRS or top.name.startswith(".") or top.name == "assets":
            continue
        if top.is_dir():
            for path in sorted(top.rglob("*.qm")):
                if not any(p in SKIP_DIRS for p in path.relative_to(root).parts):
                    yield path


def collect_datas(root: Path) -> list[tuple[str, str]]:
    """``(source file, bundle folder)`` pairs for PyInstaller's ``datas``: every file under
    ``assets/`` and every ``*.qm`` of the tree, at the same relative place as in the source
    tree. The package finds them relative to its own files (``parents[n] / "assets"``), which
    in the bundle resolves to the bundle's ``_internal`` folder."""
    return [(str(path), str(path.parent.relative_to(root))) for path in _runtime_files(root)]


# ------------------------------------------------------------------ pruning (Linux)

def _is_root_binary(dest: str) -> bool:
    """Python extension modules, the Python library and Qt plugins: the binaries that are
    loaded by name. Everything else is a shared library, kept only while something needs it."""
    parts = _parts(dest)
    name = parts[-1]
    return (".cpython-" in name or name.endswith((".abi3.so", ".pyd"))
            or (len(parts) > 1 and parts[0] == "lib-dynload")
            or name.startswith("libpython")
            or (len(parts) >= 3 and parts[:3] == ("PySide6", "Qt", "plugins")))


def prune_unreferenced_libraries(
        binaries: Sequence[tuple[str, str, str]],
        imports_of: Callable[[str], Iterable[str]]) -> tuple[list[tuple[str, str, str]],
                                                            list[tuple[str, str, str]]]:
    """Split ``binaries`` (PyInstaller TOC entries ``(dest, source, typecode)``) into kept and
    dropped: a shared library is kept when a root binary (see :func:`_is_root_binary`) needs
    it, directly or through other kept libraries. ``imports_of(source)`` gives the file names
    a binary links against (ELF ``DT_NEEDED``). ``SYMLINK`` entries (``(link, target dest,
    "SYMLINK")``) are kept when their target is."""
    files = [entry for entry in binaries if entry[2] != "SYMLINK"]
    by_name: dict[str, list[tuple[str, str, str]]] = {}
    for entry in files:
        by_name.setdefault(_parts(entry[0])[-1], []).append(entry)
    reached: set[str] = set()
    todo = [entry for entry in files if _is_root_binary(entry[0])]
    seen_src: set[str] = set()
    while todo:
        entry = todo.pop()
        if entry[1] in seen_src:
            continue
        seen_src.add(entry[1])
        for needed in imports_of(entry[1]):
            name = Path(needed).name
            if name in by_name and name not in reached:
                reached.add(name)
                todo.extend(by_name[name])
    kept_files = [entry for entry in files
                  if _is_root_binary(entry[0]) or _parts(entry[0])[-1] in reached]
    kept_dests = {_parts(entry[0]) for entry in kept_files}
    kept: list[tuple[str, str, str]] = []
    dropped: list[tuple[str, str, str]] = []
    for entry in binaries:
        # a SYMLINK entry is (link, target dest, "SYMLINK")
        is_kept = (_parts(entry[1]) in kept_dests if entry[2] == "SYMLINK"
                   else entry in kept_files)
        (kept if is_kept else dropped).append(entry)
    return kept, dropped


def drop_dangling_symlinks(toc: Sequence[tuple[str, str, str]],
                           present: Iterable[str]) -> list[tuple[str, str, str]]:
    """``toc`` without the ``SYMLINK`` entries whose target is not in ``present`` (the bundle
    paths of the files that stay)."""
    targets = {_parts(dest) for dest in present}
    return [entry for entry in toc if entry[2] != "SYMLINK" or _parts(entry[1]) in targets]


# ------------------------------------------------------------------ Windows version resource

def version_tuple(version: str) -> tuple[int, int, int, int]:
    """``"0.1.0"`` -> ``(0, 1, 0, 0)``; ``"1.2rc1"`` -> ``(1, 2, 1, 0)`` (numbers only)."""
    numbers = [int(n) for n in re.findall(r"\d+", version)[:4]]
    numbers += [0] * (4 - len(numbers))
    return numbers[0], numbers[1], numbers[2], numbers[3]


def windows_version_info(version: str, *, name: str = "Hearts Desktop",
                         exe: str = "hearts-desktop.exe") -> str:
    """The text of a PyInstaller version file (``EXE(version=...)``) for ``version``."""
    nums = version_tuple(version)
    strings = {
        "CompanyName": "Hearts Desktop project",
        "FileDescription": name,
        "FileVersion": version,
        "InternalName": Path(exe).stem,
        "LegalCopyright": "Hearts Desktop contributors",
        "OriginalFilename": exe,
        "ProductName": name,
        "ProductVersion": version,
    }
    table = ",\n".join(f"          StringStruct({k!r}, {v!r})" for k, v in strings.items())
    return (
        "# Generated by packaging/bundle_support.py from the package version; do not edit.\n"
        "VSVersionInfo(\n"
        f"  ffi=FixedFileInfo(filevers={nums}, prodvers={nums}, mask=0x3f, flags=0x0,\n"
        "                    OS=0x40004, fileType=0x1, subtype=0x0, date=(0, 0)),\n"
        "  kids=[\n"
        "    StringFileInfo([\n"
        "      StringTable('040904B0', [\n"
        f"{table}\n"
        "      ])\n"
        "    ]),\n"
        "    VarFileInfo([VarStruct('Translation', [0x0409, 1200])])\n"
        "  ]\n"
        ")\n"
    )
