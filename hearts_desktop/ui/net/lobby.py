"""The lobby of a network table: who sits where (people, CPU players, open seats), the
table's code and address for the host to give to friends, and the host's Start button.
``SeatList`` also lets a joining player choose an open seat."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QCheckBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from .texts import Network, level_name, rating_text

if TYPE_CHECKING:
    from ...net.protocol import SeatInfo, TableInfo


def seat_status(info: SeatInfo, me: int | None) -> str:
    """What the lobby says about a seat."""
    if info.seat == me:
        return Network.tr("You")
    if info.kind == "open":
        return Network.tr("Open: waiting for a player")
    if info.kind == "cpu":
        level = info.level or info.bot
        if level in ("easy", "normal", "hard"):
            return Network.tr("CPU player ({0})").format(level_name(level))
        return Network.tr("CPU player")
    if info.standin or info.substituted:
        return Network.tr("A CPU player plays for them")
    if not info.connected:
        return Network.tr("Away: the seat waits for them")
    return Network.tr("Player")


class SeatList(QTreeWidget):
    """The seats of a table: number, name and what the seat is."""

    def __init__(self, parent: QWidget | None = None, *, choosable: bool = False) -> None:
        super().__init__(parent)
        self.setObjectName("seat_list")
        self.choosable = choosable
        self.table: TableInfo | None = None
        self.me: int | None = None
        self.setColumnCount(4)
        self.setRootIsDecorated(False)
        self.setUniformRowHeights(True)
        self.setAllColumnsShowFocus(True)
        self.setSelectionMode(QTreeWidget.SelectionMode.SingleSelection
                              if choosable else QTreeWidget.SelectionMode.NoSelection)
        self.retranslate()

    def show_table(self, table: TableInfo, me: int | None = None) -> None:
        chosen = self.chosen_seat()
        self.table, self.me = table, me
        self.clear()
        for info in table.seats:
            name = info.name if info.kind != "open" else ""
            rating = (rating_text(info.rating, info.uncertainty or 0.0)
                      if info.rating is not None and info.kind != "open" else "")
            item = QTreeWidgetItem([str(info.seat + 1), name, seat_status(info, me), rating])
            item.setData(0, Qt.ItemDataRole.UserRole, info.seat)
            if info.seat == me:
                font = QFont(item.font(1))
                font.setBold(True)
                item.setFont(1, font)
            if self.choosable and info.kind != "open":
                item.setFlags(Qt.ItemFlag.NoItemFlags)
            self.addTopLevelItem(item)
        self.setColumnHidden(3, not any(s.rating is not None for s in table.seats))
        for col in range(4):
            self.resizeColumnToContents(col)
        if self.choosable:
            still_open = chosen is not None and any(
                s.seat == chosen and s.kind == "open" for s in table.seats)
            self.choose(chosen if still_open else self.first_open())

    def first_open(self) -> int | None:
        if self.table is None:
            return None
        return next((s.seat for s in self.table.seats if s.kind == "open"), None)

    def choose(self, seat: int | None) -> None:
        for i in range(self.topLevelItemCount()):
            item = self.topLevelItem(i)
            if item is None:
                continue
            on = (seat is not None and item.data(0, Qt.ItemDataRole.UserRole) == seat
                  and bool(item.flags() & Qt.ItemFlag.ItemIsSelectable))
            item.setSelected(on)
            if on:
                self.setCurrentItem(item)

    def chosen_seat(self) -> int | None:
        for item in self.selectedItems():
            seat = item.data(0, Qt.ItemDataRole.UserRole)
            if isinstance(seat, int):
                return seat
        return None

    def retranslate(self) -> None:
        self.setHeaderLabels([Network.tr("Seat"), Network.tr("Player"), Network.tr("Seat is"),
                              Network.tr("Rating")])
        if self.table is not None:
            self.show_table(self.table, self.me)


class LobbyWidget(QWidget):
    """The table before the match: code and address (the host's), the seats, and for the
    host the choice to give open seats to CPU players and the Start button."""

    start_requested = Signal(bool)
    """The host pressed Start (True: open seats get CPU players)."""

    def __init__(self, parent: QWidget | None = None, *, host: bool = False) -> None:
        super().__init__(parent)
        self.setObjectName("lobby")
        self.host = host
        self.table: TableInfo | None = None
        self.me: int | None = None
        self.code_label = QLabel(self)
        self.code_label.setObjectName("table_code")
        self.code_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        big = QFont(self.code_label.font())
        big.setPointSizeF(big.pointSizeF() * 1.8)
        big.setBold(True)
        big.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 115)
        self.code_label.setFont(big)
        self.address_label = QLabel(self)
        self.address_label.setObjectName("table_address")
        self.address_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        addr_font = QFont(self.address_label.font())
        addr_font.setPointSizeF(addr_font.pointSizeF() * 1.3)
        self.address_label.setFont(addr_font)
        self._code_caption = QLabel(self)
        self._address_caption = QLabel(self)
        self.hint_label = QLabel(self)
        self.hint_label.setWordWrap(True)
        self.title_label = QLabel(self)
        self.title_label.setWordWrap(True)
        title_font = QFont(self.title_label.font())
        title_font.setBold(True)
        self.title_label.setFont(title_font)
        self.seats = SeatList(self)
        self.fill_check = QCheckBox(self)
        self.fill_check.setObjectName("fill_with_cpu")
        self.fill_check.toggled.connect(self._update_start)
        self.start_button = QPushButton(self)
        self.start_button.setObjectName("start_button")
        self.start_button.clicked.connect(
            lambda: self.start_requested.emit(self.fill_check.isChecked()))
        self.status_label = QLabel(self)
        self.status_label.setObjectName("lobby_status")
        self.status_label.setWordWrap(True)

        head = QFormLayout()
        head.addRow(self._code_caption, self.code_label)
        head.addRow(self._address_caption, self.address_label)
        start_row = QHBoxLayout()
        start_row.addWidget(self.fill_check, 1)
        start_row.addWidget(self.start_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.title_label)
        layout.addLayout(head)
        layout.addWidget(self.hint_label)
        layout.addWidget(self.seats, 1)
        layout.addLayout(start_row)
        layout.addWidget(self.status_label)
        for w in (self.fill_check, self.start_button):
            w.setVisible(host)
        self.set_address("", announced=False)
        self.retranslate()

    def set_address(self, address: str, *, announced: bool) -> None:
        """The address friends type (the host's lobby shows it with the code)."""
        self.address = address
        self.announced = announced
        shown = bool(address)
        for w in (self.address_label, self._address_caption):
            w.setVisible(shown)
        self.hint_label.setVisible(self.host)
        self.address_label.setText(address)
        self._say_hint()

    def show_table(self, table: TableInfo, me: int | None) -> None:
        self.table, self.me = table, me
        self.code_label.setText(table.code)
        self.seats.show_table(table, me)
        self._say_title()
        self._update_start()

    @property
    def open_seats(self) -> int:
        return 0 if self.table is None else sum(1 for s in self.table.seats if s.kind == "open")

    def _update_start(self, *_args: Any) -> None:
        can = self.table is not None and (self.open_seats == 0 or self.fill_check.isChecked())
        self.start_button.setEnabled(can)
        if self.host:
            self.status_label.setText(
                "" if can else Network.tr("Seats are still open: wait for more players, or "
                                          "give the open seats to CPU players."))
        else:
            self.status_label.setText(Network.tr("Waiting for the host to start the game…"))

    def say(self, text: str) -> None:
        self.status_label.setText(text)

    def _say_title(self) -> None:
        table = self.table
        if table is None:
            self.title_label.setText("")
            return
        from ..games import has_presentation, presentation

        game = presentation(table.game).title() if has_presentation(table.game) else table.game
        rules = (presentation(table.game).rules_title(table.rules)
                 if has_presentation(table.game) else table.rules)
        self.title_label.setText(Network.tr("{0}: {1}, {2}").format(table.title, game, rules))

    def _say_hint(self) -> None:
        if self.announced:
            self.hint_label.setText(Network.tr(
                "Give your friends the code and the address. Players on your network also "
                "find the table under Game > Join a network game."))
        else:
            self.hint_label.setText(Network.tr(
                "Give your friends the code and the address: they type them under Game > "
                "Join a network game."))

    def retranslate(self) -> None:
        self._code_caption.setText(Network.tr("Table code"))
        self._address_caption.setText(Network.tr("Address"))
        self.fill_check.setText(Network.tr("Give the open seats to CPU players"))
        self.start_button.setText(Network.tr("Start the game"))
        self.seats.retranslate()
        self._say_hint()
        self._say_title()
        self._update_start()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


__all__ = ["LobbyWidget", "SeatList", "seat_status"]
