#!/usr/bin/env python3
"""Install (or remove) the Linux desktop entry, AppStream metadata and icons of Hearts Desktop.

Usage (``make install-desktop`` / ``make uninstall-desktop`` call this)::

    python3 packaging/install_desktop.py install   [--prefix ~/.local] [--exec PROGRAM]
    python3 packaging/install_desktop.py uninstall [--prefix ~/.local]

Installed under PREFIX (default ``~/.local``, the user's own menu; ``/usr/local`` for every
user, as root)::

    share/applications/<APP_ID>.desktop                   Exec= set to PROGRAM
    share/metainfo/<APP_ID>.metainfo.xml
    share/icons/hicolor/scalable/apps/<APP_ID>.svg
    share/icons/hicolor/<N>x<N>/apps/<APP_ID>.png         N = 16 ... 512

PROGRAM is what the menu entry starts: the bundle's ``hearts-desktop`` or the virtual
environment's ``hearts-desktop`` script (an absolute path), or a name on PATH. The script uses
only the standard library. Afterwards it refreshes the desktop and icon caches when
``update-desktop-database`` and ``gtk-update-icon-cache`` are installed.
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path

HERE = Path(__file__).resolve().parent
APP_ID = "io.github.heartsdesktop.HeartsDesktop"
DESKTOP = HERE / "linux" / f"{APP_ID}.desktop"
METAINFO = HERE / "linux" / f"{APP_ID}.metainfo.xml"
ICONS = HERE / "icons"
ICON_NAME = "hearts-desktop"


def exec_value(program: str) -> str:
    """``program`` as the Exec= command of a desktop entry: quoted when it holds spaces or
    reserved characters (Desktop Entry Specification, "The Exec key")."""
    if program and not re.search(r"[\s\"'\\><~|&;$*?#()`=%]", program):
        return program
    quoted = re.sub(r'(["`$\\])', r"\\\1", program).replace("%", "%%")
    # the value is also a desktop-entry string, in which a backslash is written twice
    return '"' + quoted.replace("\\", "\\\\") + '"'


def planned_files(prefix: Path) -> list[tuple[Path, Path]]:
    """``(source, destination)`` of every installed file."""
    share = prefix / "share"
    files = [
        (DESKTOP, share / "applications" / DESKTOP.name),
        (METAINFO, share / "metainfo" / METAINFO.name),
        (ICONS / f"{ICON_NAME}.svg", share / "icons/hicolor/scalable/apps" / f"{APP_ID}.svg"),
    ]
    for png in sorted(ICONS.glob(f"{ICON_NAME}-*.png")):
        m = re.fullmatch(rf"{ICON_NAME}-(\d+)\.png", png.name)
        if m:
            size = m.group(1)
            files.append((png, share / f"icons/hicolor/{size}x{size}/apps" / f"{APP_ID}.png"))
    return files


def desktop_entry(program: str) -> str:
    """The desktop entry with Exec= and TryExec= pointing at ``program``."""
    text = DESKTOP.read_text(encoding="utf-8")
    text = re.sub(r"(?m)^Exec=.*$", lambda _m: f"Exec={exec_value(program)}", text)
    # TryExec is a plain path (no quoting): the entry is hidden when it does not exist
    return re.sub(r"(?m)^TryExec=.*$", lambda _m: f"TryExec={program}", text)


def _refresh_caches(prefix: Path) -> None:
    share = prefix / "share"
    for command in (["update-desktop-database", "-q", str(share / "applications")],
                    ["gtk-update-icon-cache", "-q", "-t", "-f", str(share / "icons/hicolor")]):
        if shutil.which(command[0]) and Path(command[-1]).is_dir():
            subprocess.run(command, check=False, capture_output=True)


def install(prefix: Path, program: str) -> list[Path]:
    written = []
    for source, target in planned_files(prefix):
        target.parent.mkdir(parents=True, exist_ok=True)
        if source == DESKTOP:
            target.write_text(desktop_entry(program), encoding="utf-8")
        else:
            shutil.copyfile(source, target)
        written.append(target)
    _refresh_caches(prefix)
    return written


def uninstall(prefix: Path) -> list[Path]:
    removed = []
    for _source, target in planned_files(prefix):
        if target.is_file():
            target.unlink()
            removed.append(target)
    _refresh_caches(prefix)
    return removed


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("action", choices=("install", "uninstall"))
    parser.add_argument("--prefix", type=Path, default=Path("~/.local"),
                        help="installation prefix (default: ~/.local)")
    parser.add_argument("--exec", dest="program", default="hearts-desktop",
                        help="the program the menu entry starts (default: hearts-desktop)")
    args = parser.parse_args(argv)
    prefix = args.prefix.expanduser()
    if args.action == "install":
        program = args.program
        if "/" in program:
            path = Path(program).expanduser().absolute()
            if not path.is_file():
                print(f"install_desktop: {path} does not exist; build it first "
                      "(`make bundle`, or `make run` for the virtual environment)",
                      file=sys.stderr)
                return 1
            program = str(path)
        for path in install(prefix, program):
            print(f"installed {path}")
        print(f"the menu entry starts {program}")
    else:
        removed = uninstall(prefix)
        for path in removed:
            print(f"removed {path}")
        if not removed:
            print(f"nothing of Hearts Desktop was installed under {prefix}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
