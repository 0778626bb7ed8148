"""Run by test_network_lan.py inside a private network namespace (only its own loopback):
Anna's window hosts a table announced with zeroconf; Bea's Join dialog finds it with the
real LanFinder, lists it, and a double click sits her down. Prints "LAN OK"."""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path

os.environ["QT_QPA_PLATFORM"] = "offscreen"

from PySide6.QtWidgets import QApplication
from shiboken6 import isValid

from hearts_desktop.net.server import ServerConfig
from hearts_desktop.ui.main_window import MainWindow
from hearts_desktop.ui.net.finder import LanFinder
from hearts_desktop.ui.settings import Settings
from tests.ui.net.helpers import click, double_click, sit_by_click, type_into


def wait(until, seconds: float = 20.0) -> None:
    deadline = time.monotonic() + seconds
    while not until():
        assert time.monotonic() < deadline, "timed out"
        QApplication.processEvents()
        time.sleep(0.01)


def window(folder: Path) -> MainWindow:
    folder.mkdir()
    settings = Settings(path=folder / "settings.ini")
    settings.volume = 0
    win = MainWindow(settings, speed="instant", data_dir=folder)
    win.show()
    wait(lambda: win.table_built)
    net = win.network_ui
    net.bind_address = "127.0.0.1"
    net.server_config = ServerConfig(cpu_delay=0.0, ping_interval=None, name="Anna's table",
                                     clients_create_tables=False)
    net.announce = True
    net.finder_factory = lambda parent: LanFinder(parent, address="127.0.0.1", period=0.1)
    return win


def main() -> None:
    app = QApplication(sys.argv[:1])
    with tempfile.TemporaryDirectory() as tmp:
        anna, bea = window(Path(tmp) / "anna"), window(Path(tmp) / "bea")
        host = anna.network_ui.host_game()
        host.name_edit.setText("Anna")
        host.title_edit.setText("Friday Hearts")
        click(host.open_button)
        wait(lambda: host.pages.currentWidget() is host.lobby)
        assert host.info.announced, "the table was not announced"
        assert "also find the table" in host.lobby.hint_label.text()
        bea.network_ui.join_action.trigger()
        join = bea.network_ui.dialog
        type_into(join.name_edit, "Bea")
        model = join.model
        # listed with the host seated: three seats open (the announcement follows the
        # table; the first one may still count the host's seat)
        wait(lambda: model.rowCount() == 1 and model.data(model.index(0, 3)) == "3 of 4")
        row = [model.data(model.index(0, col)) for col in range(5)]
        assert row[:4] == ["Friday Hearts", "Hearts", "Classic Hearts", "3 of 4"], row
        assert row[4] == f"127.0.0.1:{host.info.port}", row
        double_click(join.list_view, model.index(0, 0))
        wait(lambda: join.pages.currentWidget() is join.seat_page)
        sit_by_click(join)
        wait(lambda: join.pages.currentWidget() is join.lobby)
        wait(lambda: host.lobby.table.seats[1].name == "Bea")
        # Cleo looks on: her list follows the table, and loses it once it starts
        cleo = window(Path(tmp) / "cleo")
        look = cleo.network_ui.join_game()
        wait(lambda: look.model.rowCount() == 1
             and look.model.data(look.model.index(0, 3)) == "2 of 4")
        host.start(fill_with_cpu=True)
        wait(lambda: anna.controller.remote and bea.controller.remote)
        # Bea's dialog closed when the match began (and may be deleted already)
        assert not isValid(join) or not join.isVisible()
        wait(lambda: look.model.rowCount() == 0)  # a started table is withdrawn
        look.reject()
        anna.network_ui.leave()
        bea.network_ui.leave()
        for w in (anna, bea, cleo):
            w.network_ui.shutdown()
            w.controller.shutdown()
    del app
    print("LAN OK")


main()
