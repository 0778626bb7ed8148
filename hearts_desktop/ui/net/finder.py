"""Tables announced on the local network, live, for the Join dialog: a finder browses with
zeroconf on a thread of its own and reports the list whenever it changes; a list model
shows it.

``LanFinder`` is the real one; anything with the same signals and ``start``/``stop`` will
do (the tests feed the model with a finder of their own).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import threading
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    Signal,
)

from ...net.discovery import TableAd
from .texts import Network, address_text

log = logging.getLogger(__name__)

Index = QModelIndex | QPersistentModelIndex


class LanFinder(QObject):
    """Browses the local network for announced tables (``net.discovery.Browser``) and
    reports the list whenever it changes (``tables_changed``), or that browsing is not
    possible here (``unavailable``)."""

    tables_changed = Signal(object)
    """The tables found (a list of ``TableAd``, by title)."""
    unavailable = Signal()

    def __init__(self, parent: QObject | None = None, *, address: str | None = None,
                 period: float = 0.5) -> None:
        super().__init__(parent)
        self.address = address
        self.period = period
        self._loop: asyncio.AbstractEventLoop | None = None
        self._stop: asyncio.Event | None = None
        self._thread: threading.Thread | None = None

    def start(self) -> None:
        if self._thread is not None:
            return
        self._thread = threading.Thread(target=self._run, name="net-browse", daemon=True)
        self._thread.start()

    def _run(self) -> None:
        loop = asyncio.new_event_loop()
        self._loop = loop
        try:
            loop.run_until_complete(self._browse())
        except Exception:
            log.exception("browsing for tables failed")
        finally:
            loop.close()

    async def _browse(self) -> None:
        from ...net.discovery import Browser, lan_address

        self._stop = asyncio.Event()
        address = self.address
        if address is None:
            found = lan_address()
            address = None if found == "127.0.0.1" else found
        browser = Browser(address)
        if not await browser.start():
            self.unavailable.emit()
            return
        shown: list[TableAd] = []
        try:
            while not self._stop.is_set():
                tables = sorted(browser.tables.values(), key=lambda t: (t.title.lower(), t.code))
                if tables != shown:
                    shown = tables
                    self.tables_changed.emit(list(tables))
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(self._stop.wait(), self.period)
        finally:
            await browser.stop()

    def stop(self) -> None:
        """Stop browsing (returns at once)."""
        loop, stop = self._loop, self._stop
        if loop is not None and stop is not None and not loop.is_closed():
            with contextlib.suppress(RuntimeError):
                loop.call_soon_threadsafe(stop.set)


class TableListModel(QAbstractTableModel):
    """The tables found: title, game, rules, open seats and address; a table of another
    version is listed but cannot be chosen."""

    COLUMNS = 5

    def __init__(self, parent: QObject | None = None, *,
                 game_title: Any = None, rules_title: Any = None) -> None:
        """``game_title(name)``, ``rules_title(game, preset)``: words for the game and its
        rules (the presentations' titles)."""
        super().__init__(parent)
        self.tables: list[TableAd] = []
        self._game_title = game_title or (lambda name: name)
        self._rules_title = rules_title or (lambda _game, rules: rules)

    def set_tables(self, tables: list[TableAd]) -> None:
        self.beginResetModel()
        self.tables = list(tables)
        self.endResetModel()

    def table(self, row: int) -> TableAd | None:
        return self.tables[row] if 0 <= row < len(self.tables) else None

    def find(self, code: str) -> TableAd | None:
        """The announced table with ``code`` (a compatible one first)."""
        found = [t for t in self.tables if t.code == code]
        found.sort(key=lambda t: not t.compatible)
        return found[0] if found else None

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.tables)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else self.COLUMNS

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        return (Network.tr("Table"), Network.tr("Game"), Network.tr("Rules"),
                Network.tr("Open seats"), Network.tr("Address"))[section]

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        ad = self.table(index.row())
        if ad is None:
            return None
        col = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            if col == 0:
                return ad.title if ad.compatible else Network.tr(
                    "{0} (another version)").format(ad.title)
            if col == 1:
                return self._game_title(ad.game)
            if col == 2:
                return self._rules_title(ad.game, ad.rules)
            if col == 3:
                return Network.tr("{0} of {1}").format(ad.open_seats, ad.players)
            return address_text(ad.host, ad.port)
        if role == Qt.ItemDataRole.ToolTipRole and not ad.compatible:
            return Network.tr("This table runs another version of Hearts Desktop. Everyone at "
                              "a table needs the same version.")
        if role == Qt.ItemDataRole.UserRole:
            return ad
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        ad = self.table(index.row())
        if ad is None:
            return Qt.ItemFlag.NoItemFlags
        if not ad.compatible:
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable

    def retranslate(self) -> None:
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, self.COLUMNS - 1)
        if self.tables:
            self.dataChanged.emit(self.index(0, 0),
                                  self.index(len(self.tables) - 1, self.COLUMNS - 1))


__all__ = ["LanFinder", "TableListModel"]
