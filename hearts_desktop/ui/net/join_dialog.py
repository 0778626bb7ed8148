"""Game > Join a network game: the tables announced on the local network (live), or an
address and/or a table code typed in; then an open seat and a name; then the lobby until
the host starts. A server with no table one can sit at (a club server before anyone has
opened one) says so and offers what to do next: look again, host a table on this computer
(``host_requested``), or go back and type another address.

Each connection attempt makes a new ``NetworkSession`` (``make_session``); the one that
sits down is ``JoinDialog.session`` (signal ``seated``); the window's ``NetworkPlay`` plays
the match from it, and the dialog is accepted when the match begins.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QModelIndex, Qt, QTime, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QStackedWidget,
    QTreeView,
    QVBoxLayout,
    QWidget,
)

from ..dialogs.message_box import error_line, pages_above
from .finder import TableListModel
from .lobby import LobbyWidget, SeatList
from .target import TargetError, parse_target
from .texts import Network, error_text, not_found_text, server_error_text, table_full_text

if TYPE_CHECKING:
    from ...net.discovery import TableAd
    from ...net.protocol import TableInfo
    from .session import NetworkSession

MAX_NAME = 24


class JoinDialog(QDialog):
    """Join a network game (module docstring)."""

    seated = Signal(object)
    """This player sits at a table: the ``NetworkSession``."""
    host_requested = Signal()
    """The player would rather host a table on this computer (the server they reached has
    none to sit at)."""

    def __init__(self, make_session: Callable[[], NetworkSession], *, finder: Any = None,
                 name: str = "", game_title: Any = None, rules_title: Any = None,
                 playable: Callable[[str], bool] | None = None,
                 parent: QWidget | None = None) -> None:
        """``finder``: a ``LanFinder`` (or anything with its signals, ``start``, ``stop``);
        ``playable(game)``: can this program show the game's table."""
        super().__init__(parent)
        self.setObjectName("join_dialog")
        self._make_session = make_session
        self._playable = playable or (lambda _game: True)
        self.session: NetworkSession | None = None
        self._trying: NetworkSession | None = None
        self._code: str | None = None
        self._address = ""
        self.tables: list[TableInfo] = []
        self._finder_state = "looking"
        self._refused = ""
        """Why the last Sit failed, said again over the refreshed seats (a seat taken a
        moment before: the player sees who took it, and chooses another)."""
        self._empty = ""
        """Why the server offers no table to sit at: "none" (it has no table), "busy"
        (every table is being played or full), or "" (not on that page)."""
        self._looked_again = ""
        """When the player last looked again and found no table still ("" if not)."""

        self.pages = QStackedWidget(self)
        # page 1: find a table
        self.find_page = QWidget()
        self.name_label = QLabel(self.find_page)
        self.name_edit = QLineEdit(name[:MAX_NAME], self.find_page)
        self.name_edit.setObjectName("join_name")
        self.name_edit.setMaxLength(MAX_NAME)
        self.list_label = QLabel(self.find_page)
        self.model = TableListModel(self, game_title=game_title, rules_title=rules_title)
        self.list_view = QTreeView(self.find_page)
        self.list_view.setObjectName("table_list")
        self.list_view.setModel(self.model)
        self.list_view.setRootIsDecorated(False)
        self.list_view.setUniformRowHeights(True)
        self.list_view.setAllColumnsShowFocus(True)
        self.list_view.header().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.list_view.header().setStretchLastSection(False)
        self.list_view.doubleClicked.connect(self._on_list_double_clicked)
        self.finder_label = QLabel(self.find_page)
        self.finder_label.setObjectName("finder_status")
        self.finder_label.setWordWrap(True)
        self.target_label = QLabel(self.find_page)
        self.target_edit = QLineEdit(self.find_page)
        self.target_edit.setObjectName("join_target")
        self.target_edit.returnPressed.connect(self.connect_to_target)
        self.connect_button = QPushButton(self.find_page)
        self.connect_button.setObjectName("connect_button")
        self.connect_button.clicked.connect(self.connect_to_target)
        form = QFormLayout()
        form.addRow(self.name_label, self.name_edit)
        target_row = QHBoxLayout()
        target_row.addWidget(self.target_edit, 1)
        target_row.addWidget(self.connect_button)
        find = QVBoxLayout(self.find_page)
        find.setContentsMargins(0, 0, 0, 0)
        find.addLayout(form)
        find.addWidget(self.list_label)
        find.addWidget(self.list_view, 1)
        find.addWidget(self.finder_label)
        find.addWidget(self.target_label)
        find.addLayout(target_row)

        # page 2: choose a seat
        self.seat_page = QWidget()
        self.seat_title = QLabel(self.seat_page)
        self.seat_title.setWordWrap(True)
        self.table_combo = QComboBox(self.seat_page)
        self.table_combo.setObjectName("join_table_combo")
        self.table_combo.activated.connect(self._on_table_combo_activated)
        self.seat_list = SeatList(self.seat_page, choosable=True)
        self.back_button = QPushButton(self.seat_page)
        self.back_button.clicked.connect(self.back)
        self.sit_button = QPushButton(self.seat_page)
        self.sit_button.setObjectName("sit_button")
        # clicked(bool) would give its checked=False to sit() as the seat: pass nothing
        self.sit_button.clicked.connect(lambda: self.sit())
        self.seat_list.itemDoubleClicked.connect(lambda *_a: self.sit())
        seat_buttons = QHBoxLayout()
        seat_buttons.addWidget(self.back_button)
        seat_buttons.addStretch(1)
        seat_buttons.addWidget(self.sit_button)
        seats = QVBoxLayout(self.seat_page)
        seats.setContentsMargins(0, 0, 0, 0)
        seats.addWidget(self.seat_title)
        seats.addWidget(self.table_combo)
        seats.addWidget(self.seat_list, 1)
        seats.addLayout(seat_buttons)

        # page 3: the lobby
        self.lobby = LobbyWidget(self, host=False)

        # page 4: the server has no table to sit at
        self.empty_page = QWidget()
        self.empty_page.setObjectName("join_empty")
        self.empty_title = QLabel(self.empty_page)
        self.empty_title.setObjectName("join_empty_title")
        self.empty_title.setWordWrap(True)
        title_font = QFont(self.empty_title.font())
        title_font.setBold(True)
        title_font.setPointSizeF(title_font.pointSizeF() * 1.15)
        self.empty_title.setFont(title_font)
        self.empty_text = QLabel(self.empty_page)
        self.empty_text.setWordWrap(True)
        self.empty_status = QLabel(self.empty_page)
        self.empty_status.setObjectName("join_empty_status")
        self.empty_status.setWordWrap(True)
        self.empty_back_button = QPushButton(self.empty_page)
        self.empty_back_button.setObjectName("empty_back_button")
        self.empty_back_button.clicked.connect(self.back)
        self.look_again_button = QPushButton(self.empty_page)
        self.look_again_button.setObjectName("look_again_button")
        self.look_again_button.clicked.connect(self.look_again)
        self.host_instead_button = QPushButton(self.empty_page)
        self.host_instead_button.setObjectName("host_instead_button")
        self.host_instead_button.clicked.connect(self.host_requested)
        empty_buttons = QHBoxLayout()
        empty_buttons.addWidget(self.empty_back_button)
        empty_buttons.addStretch(1)
        empty_buttons.addWidget(self.look_again_button)
        empty_buttons.addWidget(self.host_instead_button)
        empty = QVBoxLayout(self.empty_page)
        empty.setContentsMargins(0, 0, 0, 0)
        empty.addStretch(1)
        for label in (self.empty_title, self.empty_text, self.empty_status):
            label.setAlignment(Qt.AlignmentFlag.AlignHCenter)
            empty.addWidget(label)
        empty.addStretch(2)
        empty.addLayout(empty_buttons)

        for page in (self.find_page, self.seat_page, self.lobby, self.empty_page):
            self.pages.addWidget(page)
        self.error_label = error_line(self, "join_error")
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self)
        self.buttons.rejected.connect(self.reject)
        pages_above(self, self.pages, self.error_label, self.buttons)

        self.finder = finder
        if finder is not None:
            finder.tables_changed.connect(self._on_finder_tables_changed)
            finder.unavailable.connect(self._on_finder_unavailable)
            finder.start()
        else:
            self._finder_state = "unavailable"
        self.retranslate_ui()
        self.resize(760, 540)

    # ------------------------------------------------------------------ the list
    def _on_finder_tables_changed(self, tables: list[TableAd]) -> None:
        self.model.set_tables(tables)
        self._finder_state = "found" if tables else "none"
        self._say_finder()
        if tables and not self.list_view.currentIndex().isValid():
            first = next((i for i, t in enumerate(tables) if t.compatible), None)
            if first is not None:
                self.list_view.setCurrentIndex(self.model.index(first, 0))

    def _on_finder_unavailable(self) -> None:
        self._finder_state = "unavailable"
        self._say_finder()

    def _say_finder(self) -> None:
        self.finder_label.setText({
            "looking": Network.tr("Looking for tables on your network…"),
            "none": Network.tr("No table has been found on your network yet."),
            "found": "",
            "unavailable": Network.tr("Tables cannot be looked for on this network: type "
                                      "the host's address and the table code."),
        }[self._finder_state])
        self.finder_label.setVisible(self._finder_state != "found")

    def _on_list_double_clicked(self, index: QModelIndex) -> None:
        ad = self.model.table(index.row())
        if ad is not None and ad.compatible:
            self.join_announced(ad)

    def join_announced(self, ad: TableAd) -> None:
        """Connect to an announced table (the list's double click)."""
        if not ad.compatible:
            self._show_error(server_error_text("version"))
            return
        self._connect(ad.url, ad.code, _address(ad))

    # ------------------------------------------------------------------ typed
    def connect_to_target(self) -> None:
        """Connect to what the field says, or else to the table chosen in the list."""
        text = self.target_edit.text().strip()
        if not text:
            ad = self.model.table(self.list_view.currentIndex().row())
            if ad is not None:
                self.join_announced(ad)
            else:
                self._show_error(Network.tr("Choose a table in the list, or type the host's "
                                            "address and the table code."))
            return
        try:
            target = parse_target(text)
        except TargetError as exc:
            self._show_error(Network.tr("“{0}” is neither an address (192.168.1.20:52830) "
                                        "nor a table code (K7QM4P).").format(exc.text))
            return
        if target.url is None:  # a code only: the table must be announced here
            assert target.code is not None
            ad = self.model.find(target.code)
            if ad is None:
                self._show_error(not_found_text(target.code))
                return
            self.join_announced(ad)
            return
        self._connect(target.url, target.code, target.address)

    def _connect(self, url: str, code: str | None, address: str) -> None:
        if not self.my_name():
            self._show_error(Network.tr("Type your name: the other players see it."))
            self.name_edit.setFocus()
            return
        self._drop_trying()
        self._show_error("")
        self._code, self._address = code, address
        session = self._make_session()
        self._trying = session
        session.connected.connect(lambda _w: session.list_tables())
        session.tables_listed.connect(self._on_tables_listed)
        session.failed.connect(self._on_session_failed)
        session.seated.connect(self._on_session_seated)
        session.seats_changed.connect(self._on_session_seats_changed)
        self.connect_button.setEnabled(False)
        self.finder_label.setText(Network.tr("Connecting to {0}…").format(address))
        self.finder_label.setVisible(True)
        session.connect_to(url, address)

    def _drop_trying(self) -> None:
        if self._trying is not None and self._trying is not self.session:
            self._trying.close()
        self._trying = None

    def _on_tables_listed(self, tables: list[TableInfo]) -> None:
        self.connect_button.setEnabled(True)
        self._say_finder()
        code = self._code
        if code is not None:
            tables = [t for t in tables if t.code == code]
            if not tables:
                self._show_error(server_error_text("no_table", code=code))
                return
        self.look_again_button.setEnabled(True)
        if code is None and not any(self._problem(t) is None for t in tables):
            self._show_empty("busy" if tables else "none")
            return
        self._empty = self._looked_again = ""
        self.tables = tables
        self.table_combo.clear()
        for t in tables:
            self.table_combo.addItem(t.title, t.code)
        self.table_combo.setVisible(len(tables) > 1)
        first = next((i for i, t in enumerate(tables) if self._problem(t) is None), 0)
        self.table_combo.setCurrentIndex(first)
        self._show_seats(tables[first])
        self.pages.setCurrentWidget(self.seat_page)

    def _show_empty(self, why: str) -> None:
        """Nothing to sit at on this server: say so, and what the player can do."""
        if self._empty and self.pages.currentWidget() is self.empty_page:
            self._looked_again = QTime.currentTime().toString("HH:mm:ss")
        self._empty = why
        self._show_error("")
        self._say_empty()
        self.pages.setCurrentWidget(self.empty_page)
        self.look_again_button.setFocus()

    def _say_empty(self) -> None:
        if not self._empty:
            return
        self.empty_title.setText(
            Network.tr("The server at {0} has no table open.").format(self._address)
            if self._empty == "none" else
            Network.tr("No table on the server at {0} has a seat for you: the games there "
                       "have started or are full.").format(self._address))
        self.empty_text.setText(Network.tr(
            "Look again in a moment, when someone may have opened one; or host a table on "
            "this computer for your friends to join; or go back and type another address."))
        self.empty_status.setText(
            Network.tr("Looked again at {0}: still no table to sit at.").format(
                self._looked_again) if self._looked_again else "")
        self.empty_status.setVisible(bool(self._looked_again))

    def look_again(self) -> None:
        """Ask the server for its tables again (the empty page's Look again)."""
        if self._trying is None:
            return
        self.look_again_button.setEnabled(False)
        self._trying.list_tables()

    def _problem(self, table: TableInfo) -> str | None:
        if not self._playable(table.game):
            return Network.tr("This program cannot show a table of this game ({0}).").format(
                table.game)
        if table.phase != "lobby":
            return server_error_text("started")
        if not any(s.kind == "open" for s in table.seats):
            return table_full_text()
        return None

    def _on_table_combo_activated(self, index: int) -> None:
        if 0 <= index < len(self.tables):
            self._show_seats(self.tables[index])

    def _show_seats(self, table: TableInfo) -> None:
        self.seat_list.show_table(table)
        self.seat_title.setText(Network.tr("Choose a seat at {0}.").format(table.title))
        problem = self._problem(table)
        self._show_error(problem or self._refused)
        self._refused = ""
        self.sit_button.setEnabled(problem is None)

    def current_table(self) -> TableInfo | None:
        index = self.table_combo.currentIndex()
        return self.tables[index] if 0 <= index < len(self.tables) else None

    def sit(self, seat: int | None = None) -> None:
        """Sit at ``seat`` (default: the one chosen in the list)."""
        table = self.current_table()
        session = self._trying
        if table is None or session is None or self._problem(table) is not None:
            return
        seat = self.seat_list.chosen_seat() if seat is None else seat
        if seat is None:
            self._show_error(Network.tr("Choose an open seat."))
            return
        self.sit_button.setEnabled(False)
        self._show_error("")
        session.join(table.code, seat, self.my_name())

    def back(self) -> None:
        self._drop_trying()
        self._show_error("")
        self._empty = self._looked_again = ""
        self.pages.setCurrentWidget(self.find_page)

    def _on_session_failed(self, exc: BaseException, request: str) -> None:
        self.connect_button.setEnabled(True)
        self.sit_button.setEnabled(True)
        self.look_again_button.setEnabled(True)
        self._say_finder()
        code = getattr(exc, "code", "")
        self._show_error(error_text(exc, address=self._address, code=self._code or ""))
        if request == "join" and code in ("seat_taken", "started") and self._trying:
            self._refused = self.error_label.text()
            self._trying.list_tables()  # show the table as it is now
        if request == "connect":
            self._drop_trying()

    def _on_session_seated(self, seated: Any) -> None:
        self.session = self._trying
        self.pages.setCurrentWidget(self.lobby)
        self.lobby.show_table(seated.table, seated.seat)
        self.retranslate_ui()
        self.seated.emit(self.session)

    def _on_session_seats_changed(self, table: TableInfo) -> None:
        if self.session is not None and self.pages.currentWidget() is self.lobby:
            self.lobby.show_table(table, self.session.seat)

    # ------------------------------------------------------------------ texts & lifetime
    def my_name(self) -> str:
        return " ".join(self.name_edit.text().split())

    def _show_error(self, text: str) -> None:
        self.error_label.setText(text)
        self.error_label.setVisible(bool(text))

    def retranslate_ui(self) -> None:
        self.setWindowTitle(Network.tr("Join a network game"))
        self.name_label.setText(Network.tr("Your name"))
        self.list_label.setText(Network.tr("Tables on your network"))
        self.target_label.setText(Network.tr("Or type the host's address and the table "
                                              "code (for example 192.168.1.20:52830 K7QM4P):"))
        self.target_edit.setPlaceholderText(Network.tr("Address or code"))
        self.connect_button.setText(Network.tr("Connect"))
        self.back_button.setText(Network.tr("Back"))
        self.sit_button.setText(Network.tr("Sit here"))
        self.empty_back_button.setText(Network.tr("Back"))
        self.look_again_button.setText(Network.tr("Look again"))
        self.host_instead_button.setText(Network.tr("Host a table on this computer…"))
        self._say_empty()
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(
            Network.tr("Leave the table") if self.session is not None else Network.tr("Cancel"))
        self.model.retranslate()
        self.seat_list.retranslate()
        self.lobby.retranslate()
        self._say_finder()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def done(self, result: int) -> None:
        if self.finder is not None:
            self.finder.stop()
            with contextlib.suppress(RuntimeError, TypeError):  # a list still on its way
                self.finder.tables_changed.disconnect(self._on_finder_tables_changed)
                self.finder.unavailable.disconnect(self._on_finder_unavailable)
        if result != QDialog.DialogCode.Accepted:
            self._drop_trying()
        super().done(result)

    def keyPressEvent(self, event: Any) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            event.accept()  # Enter connects (the field) or does nothing; it never closes
            return
        super().keyPressEvent(event)


def _address(ad: TableAd) -> str:
    from .texts import address_text

    return address_text(ad.host, ad.port)


__all__ = ["JoinDialog"]
