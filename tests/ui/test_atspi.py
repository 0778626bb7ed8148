"""The running program read over AT-SPI, as Orca reads it (issue 33).

The test starts an X server of its own (Xvfb), a private D-Bus session (``dbus-run-session``,
which starts the accessibility bus and the AT-SPI registry, ``at-spi2-registryd``, on
demand) and, in it, the program on Qt's xcb platform with ``QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1``
and a human seat in a Hearts deal. ``atspi_reader.py`` (run by a Python with PyGObject and
the Atspi typelib: Debian's ``/usr/bin/python3`` with ``python3-gi`` and ``gir1.2-atspi-2.0``)
finds the program on the AT-SPI desktop, hears its ``object:announcement`` events and plays
the pass and the first card with keys sent through AT-SPI (XTest), reading the table as text
as a screen-reader user does. The hand it reads must be the hand the program's own tree
dump (``python -m hearts_desktop.a11y_dump``) prints for the same deal, the card the Right
key lands on must be said, and the card played must be announced and read in the trick.

Without Xvfb, ``dbus-run-session``, at-spi2-core or a Python with Atspi the test is skipped
with what is missing, except when ``HEARTS_REQUIRE_ATSPI=1`` (as ``.ci/run`` sets it, after
installing them), where it fails instead.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from hearts_desktop.ui.settings import Settings

ROOT = Path(__file__).resolve().parents[2]
READER = Path(__file__).with_name("atspi_reader.py")
REQUIRED = os.environ.get("HEARTS_REQUIRE_ATSPI") == "1"
SEED = 3
ATSPI_SERVICES = ("/usr/share/dbus-1/services/org.a11y.Bus.service",
                  "/usr/share/dbus-1/accessibility-services/org.a11y.atspi.Registry.service")
PROBE = "import gi; gi.require_version('Atspi', '2.0'); from gi.repository import Atspi"
RUN_TIMEOUT_S = 900


def unavailable(reason: str) -> None:
    if REQUIRED:
        pytest.fail(f"HEARTS_REQUIRE_ATSPI=1 but {reason}")
    pytest.skip(reason)


def atspi_python() -> str | None:
    """A Python that can import gi's Atspi (the venv's, else the system's)."""
    for python in dict.fromkeys([sys.executable, "/usr/bin/python3"]):
        if Path(python).exists() and subprocess.run(
                [python, "-c", PROBE], capture_output=True, timeout=60).returncode == 0:
            return python
    return None


def missing_tools() -> list[str]:
    missing = [f"{name} (package {pkg})" for name, pkg in
               (("Xvfb", "xvfb"), ("dbus-run-session", "dbus-daemon")) if not shutil.which(name)]
    for service in ATSPI_SERVICES:
        exe = next((line.split("=", 1)[1].strip() for line in Path(service).read_text(
            ).splitlines() if line.startswith("Exec=")), "") if Path(service).exists() else ""
        if not exe or not Path(exe.split()[0]).exists():
            missing.append(f"{service} and its program (package at-spi2-core)")
    return missing


@pytest.fixture
def python() -> str:
    """The Python that runs the reader, once everything the test needs is found."""
    missing = missing_tools()
    if missing:
        unavailable("not installed: " + ", ".join(missing))
    found = atspi_python()
    if found is None:
        unavailable("no Python with gi and the Atspi typelib (packages python3-gi and "
                    "gir1.2-atspi-2.0, for /usr/bin/python3)")
    assert found is not None
    return found


@pytest.fixture
def display(python: str, tmp_path: Path) -> Iterator[str]:
    """A private X server; its display name (":N")."""
    read_end, write_end = os.pipe()
    log = (tmp_path / "xvfb.log").open("wb")
    server = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write_end), "-screen", "0", "1280x1024x24",
         "-nolisten", "tcp", "-noreset"],
        pass_fds=(write_end,), stdout=log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL)
    os.close(write_end)
    try:
        with os.fdopen(read_end) as pipe:
            number = pipe.readline().strip()  # written once the server accepts clients
        if not number.isdigit():
            log.flush()
            unavailable(f"Xvfb did not start: {(tmp_path / 'xvfb.log').read_text()[-2000:]}")
        yield f":{number}"
    finally:
        server.terminate()
        server.wait(30)
        log.close()


def dump_hand() -> list[str]:
    """The hand as the program's own tree dump prints it for the same deal."""
    env = os.environ | {"QT_QPA_PLATFORM": "offscreen"}
    out = subprocess.run([sys.executable, "-m", "hearts_desktop.a11y_dump", "--seed", str(SEED)],
                         cwd=ROOT, env=env, capture_output=True, text=True, timeout=300,
                         check=True).stdout
    return hand_rows([line.strip() for line in
                      out.split("== The table as text", 1)[1].splitlines()])


def hand_rows(rows: list[str]) -> list[str]:
    """From "Your hand: N cards" to the line before the trick ("Trick: N cards")."""
    start = next(i for i, row in enumerate(rows) if row.startswith("Your hand"))
    end = next(i for i, row in enumerate(rows) if i > start and row.startswith("Trick: "))
    return rows[start:end]


def read_over_atspi(python: str, display: str, tmp_path: Path) -> dict[str, Any]:
    data = tmp_path / "data"
    settings = Settings.in_directory(data)
    settings.language = "en"  # the reader knows the English words of the table
    settings.volume = 0
    settings.show_score_sheet_after_hand = False
    settings.qsettings.sync()
    runtime = tmp_path / "run"
    runtime.mkdir(mode=0o700)
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("DBUS_", "AT_SPI", "WAYLAND", "QT_"))}
    env.update(DISPLAY=display, XDG_RUNTIME_DIR=str(runtime), QT_QPA_PLATFORM="xcb",
               QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1")
    out = tmp_path / "atspi.json"
    game = [sys.executable, "-m", "hearts_desktop", "--data-dir", str(data), "--seed",
            str(SEED), "--speed", "fast", "--size", "1280x800"]
    run = subprocess.run(["dbus-run-session", "--", python, str(READER), str(out), "--", *game],
                         cwd=ROOT, env=env, capture_output=True, text=True,
                         timeout=RUN_TIMEOUT_S)
    game_log = Path(str(out) + ".game.log")
    context = (f"reader exit {run.returncode}\n{run.stdout[-3000:]}\n{run.stderr[-3000:]}\n"
               f"game log:\n{game_log.read_text()[-3000:] if game_log.exists() else ''}")
    assert out.exists(), context
    record: dict[str, Any] = json.loads(out.read_text(encoding="utf-8"))
    assert record["stage"] == "done", f"{record.get('error')} (at: {record['stage']})\n{context}"
    return record


def test_a_screen_reader_reads_the_hand_and_hears_the_card_played(
        python: str, display: str, tmp_path: Path) -> None:
    expected_hand = dump_hand()
    record = read_over_atspi(python, display, tmp_path)

    # the registry lists the program; its window holds the named table and the menus
    assert "Hearts Desktop" in record["desktop_apps"]
    assert record["table"]["name"] == "Card table"
    assert "Left and Right" in record["table"]["description"]
    outline = "\n".join(record["outline"])
    for shown in ("[frame] 'Hearts Desktop'", "[menu item] 'Game'", "[menu item] 'Table as text'",
                  "[tree] 'Table as text'", "[status bar] 'Choose 3 cards to pass"):
        assert shown in outline, outline

    # the hand, read over AT-SPI, is the tree dump's hand, grouped by suit, with its states
    rows = record["rows_at_pass"]
    assert hand_rows(rows) == expected_hand
    cards = [row for row in expected_hand if row.endswith(", may be chosen")]
    assert len(cards) == 13 and expected_hand[0] == "Your hand: 13 cards"
    # Right on the table: the screen reader says the card the keys are on
    assert record["focus_said"] == cards[0]
    assert record["chosen"] == [c.removesuffix(", may be chosen") for c in cards[:3]]
    assert record["action"] == "Pass left"

    # after the pass, the card played is announced and read in the trick
    played = record["played"]
    assert f"{played}, may be played" in record["rows_at_play"]
    assert record["said_after_play"] == f"You: {played}"
    after = record["rows_after_play"]
    assert hand_rows(after)[0] == "Your hand: 12 cards"
    assert not any(row.startswith(played) for row in hand_rows(after))
    trick = after[after.index(next(r for r in after if r.startswith("Trick: "))) + 1:
                  after.index("Players")]
    assert trick[-1] == f"You: {played}"
    heard = [h["text"] for h in record["heard"]]
    positions = [heard.index(line) for line in trick]  # each card of the trick was said,
    assert positions == sorted(positions)  # in the order it was played
    assert {h["pid"] for h in record["heard"]} == {record["pid"]}
    assert record["game_exit"] == 0
