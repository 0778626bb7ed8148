"""Render network play into docs/screenshots/: the host dialog, the host's lobby, the join
list and a network game in progress on two windows (the host's and a joining player's).

    xvfb-run -a python tools/net_screenshots.py            # docs/screenshots/net-*.png/jpg
    python tools/net_screenshots.py --out /tmp/shots        # offscreen works too

Everything runs in one process on loopback: Anna hosts a Hearts table (seat 3 open, seat 4
a CPU player), Bea finds it in the join list and sits down, the open seat goes to a CPU
player, and both play by clicking their own windows until a trick is half played. The join
list is fed the table's real announcement (no multicast leaves the machine).
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QObject, Signal  # noqa: E402
from PySide6.QtWidgets import QApplication, QWidget  # noqa: E402


class _Finder(QObject):
    """The join list's finder, fed by this script."""

    tables_changed = Signal(object)
    unavailable = Signal()

    def start(self) -> None:
        pass

    def stop(self) -> None:
        pass


def _wait(until: Callable[[], bool], seconds: float = 30.0) -> None:
    deadline = time.monotonic() + seconds
    while not until():
        if time.monotonic() > deadline:
            raise SystemExit("network screenshots: timed out")
        QApplication.processEvents()
        time.sleep(0.005)


def _save(widget: QWidget, path: Path) -> None:
    QApplication.processEvents()
    widget.grab().save(str(path), quality=90) if path.suffix == ".jpg" else \
        widget.grab().save(str(path))
    print(f"{path} ({widget.width()}x{widget.height()})")


def _window(folder: Path, name: str) -> Any:
    from hearts_desktop.net.server import ServerConfig
    from hearts_desktop.ui.main_window import MainWindow
    from hearts_desktop.ui.settings import Settings

    folder.mkdir()
    settings = Settings(path=folder / "settings.ini")
    settings.player_name = name
    settings.show_score_sheet_after_hand = False
    settings.hold_melds = False  # melds go back after their time
    settings.volume = 0
    win = MainWindow(settings, speed="instant", data_dir=folder)
    win.resize(1280, 800)
    win.show()
    _wait(lambda: win.table_built)
    net = win.network_ui
    net.bind_address = "127.0.0.1"
    net.server_config = ServerConfig(cpu_delay=0.0, ping_interval=None, name="Hearts Desktop",
                                     clients_create_tables=False)
    net.announce = False
    net.finder_factory = _Finder
    return win


def _act(win: Any) -> None:
    """The player's move by clicking, as in tests/ui/net/helpers.act_by_input."""
    from hearts_desktop.games.hearts import PassCards

    c, sc = win.controller, win.scene
    if not c.awaiting_human:
        return
    if sc.mode == "select":
        plan = next(a for a in c.view.legal if isinstance(a, PassCards))
        for card in plan.cards:
            item = next(it for it in sc.human_items()
                        if it.card == card and not sc.is_selected(it))
            sc.item_clicked.emit(item)
        win.pass_selected()
    elif sc.mode == "play":
        item = next(it for it in sc.human_items() if it.card in sc.legal)
        sc.item_clicked.emit(item)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "screenshots")
    args = parser.parse_args(argv)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("Hearts Desktop")
    args.out.mkdir(parents=True, exist_ok=True)
    from hearts_desktop.games.hearts import Phase
    from hearts_desktop.net.discovery import TableAd

    with tempfile.TemporaryDirectory() as tmp:
        anna, bea = _window(Path(tmp) / "anna", "Anna"), _window(Path(tmp) / "bea", "Bea")
        bea.move(60, 60)

        host = anna.network_ui.host_game()
        host.form.select_preset("classic")
        host.title_edit.setText("Friday Hearts")
        host.set_seat(1, "open")
        host.set_seat(2, "open")
        host.set_seat(3, "cpu", "", "hard")
        _wait(lambda: host.isVisible())
        _save(host, args.out / "net-host-dialog.png")
        host.open_table()
        _wait(lambda: host.pages.currentWidget() is host.lobby)

        join = bea.network_ui.join_game()
        info = host.info
        ad = TableAd(code=info.table.code, game="hearts", title=info.table.title,
                     rules=info.table.rules, players=4, open_seats=2, host=info.host,
                     port=info.port)
        other = TableAd(code="M3KQ7T", game="hearts", title="Club night",
                        rules="online_de", players=4, open_seats=3, host="192.168.1.33",
                        port=52830)
        join.finder.tables_changed.emit([ad, other])
        _wait(lambda: join.isVisible())
        _save(join, args.out / "net-join-list.png")
        join.join_announced(ad)
        _wait(lambda: join.pages.currentWidget() is join.seat_page)
        _save(join, args.out / "net-join-seats.png")
        join.sit(1)
        _wait(lambda: join.pages.currentWidget() is join.lobby)
        _wait(lambda: host.lobby.table.seats[1].name == "Bea")
        host.lobby.fill_check.setChecked(True)
        _save(host, args.out / "net-lobby.png")

        host.lobby.start_button.click()
        _wait(lambda: anna.controller.remote and bea.controller.remote)

        def mid_trick() -> bool:
            view = bea.controller.view
            return (view is not None and view.phase is Phase.PLAYING and
                    view.trick is not None and len(view.trick.plays) == 2
                    and 8 <= len(view.hand) <= 10 and bea.controller.awaiting_human
                    and not bea.animator.busy and not anna.animator.busy)

        deadline = time.monotonic() + 60
        while not mid_trick():
            if time.monotonic() > deadline:
                raise SystemExit("network screenshots: no mid-trick moment")
            _act(anna)
            _act(bea)
            QApplication.processEvents()
            time.sleep(0.005)
        _wait(lambda: not anna.animator.busy, 5)
        _save(anna, args.out / "net-game-host-1280x800.jpg")
        _save(bea, args.out / "net-game-joined-1280x800.jpg")
        for win in (anna, bea):
            win.network_ui.shutdown()
            win.controller.shutdown()
            win.close()
    del app
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
