"""Game > Host a network game: choose the game, its rules (the game's own New game form,
from its presentation) and the seats (open for a person, or a named CPU player); then the
table opens on this computer and the dialog becomes its lobby: the table code and the
address to give to friends, who sits where, and the Start button.

The dialog drives the hosting (``HostedTable``: the server and the LAN announcement) and
this player's own seat (a ``NetworkSession`` at seat 1); the window's ``NetworkPlay``
takes over when the match begins (the dialog is then accepted). Cancelling, or closing the
table from the lobby, stops the server.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QLocale, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from ...net.protocol import SeatRequest
from ..dialogs.message_box import error_line, pages_above
from ..dialogs.value_combo import ValueCombo
from .lobby import LobbyWidget
from .texts import Network, error_text, level_name

if TYPE_CHECKING:
    from .hosting import HostedInfo, HostedTable
    from .session import NetworkSession

LEVELS = ("easy", "normal", "hard")
MAX_NAME = 24


@dataclass(frozen=True)
class SeatChoice:
    """One seat of the table to host: "me", "open" or "cpu". A CPU seat, and an open one,
    carry the CPU player (a name, a level and the roster player ``opponent``) who plays
    the seat; an open seat's plays it only if the host starts with the seat still open."""

    kind: str
    name: str = ""
    level: str = "normal"
    opponent: str = ""

    def request(self, bot_kinds: Sequence[str]) -> SeatRequest:
        if self.kind == "me":
            return SeatRequest("open")
        bot = (self.opponent if self.opponent in bot_kinds
               else self.level if self.level in bot_kinds else "")
        level = self.level if self.level in LEVELS else ""
        return SeatRequest("cpu" if self.kind == "cpu" else "open", self.name, bot, level)


class _SeatRow:
    def __init__(self, seat: int, parent: QWidget, grid: QGridLayout) -> None:
        self.seat = seat
        self.number = QLabel(str(seat + 1), parent)
        self.kind = ValueCombo(("open", "cpu"), self._kind_label, parent)
        self.kind.setObjectName(f"host_seat_kind_{seat}")
        self.name_edit = QLineEdit(parent)
        self.name_edit.setObjectName(f"host_seat_name_{seat}")
        self.name_edit.setMaxLength(MAX_NAME)
        self.level = ValueCombo(LEVELS, level_name, parent)
        self.level.setObjectName(f"host_seat_level_{seat}")
        self.level.set_value("normal")
        self.you = QLabel(parent)
        self.default_name = ""
        self.opponent = ""
        """The roster player of the seat's CPU player (its default name)."""
        row = seat + 1
        grid.addWidget(self.number, row, 0)
        if seat == 0:
            grid.addWidget(self.you, row, 1, 1, 3)
            unused: tuple[QWidget, ...] = (self.kind, self.name_edit, self.level)
        else:
            grid.addWidget(self.kind, row, 1)
            grid.addWidget(self.name_edit, row, 2)
            grid.addWidget(self.level, row, 3)
            unused = (self.you,)
        for w in unused:  # not in the grid: it would sit in the box's corner
            w.setVisible(False)
        for w in self.widgets():  # now, not queued as the layout does: the seats' size
            if w not in unused:   # counts the new row at once
                w.show()
        self.kind.currentIndexChanged.connect(lambda _i: self.update())
        self.update()

    @staticmethod
    def _kind_label(kind: str) -> str:
        return (Network.tr("Open for a person") if kind == "open"
                else Network.tr("CPU player"))

    def widgets(self) -> list[QWidget]:
        return [self.number, self.kind, self.name_edit, self.level, self.you]

    def update(self) -> None:
        # An open seat's name and level are those of the CPU player who takes it if the
        # host starts with the seat still open.
        tip = (Network.tr("If nobody takes this seat and you start with the open seats "
                          "given to CPU players, this CPU player plays it.")
               if self.kind.value() == "open" else "")
        self.name_edit.setToolTip(tip)
        self.level.setToolTip(tip)

    def choice(self) -> SeatChoice:
        if self.seat == 0:
            return SeatChoice("me")
        name = " ".join(self.name_edit.text().split()) or self.default_name
        return SeatChoice(self.kind.value(), name, self.level.value(), self.opponent)

    def retranslate(self, my_name: str) -> None:
        self.kind.retranslate()
        self.level.retranslate()
        self.update()
        self.you.setText(Network.tr("You ({0}), the host").format(my_name) if my_name
                         else Network.tr("You, the host"))
        seat = self.seat + 1  # what a screen reader says of each field of the row
        self.kind.setAccessibleDescription(Network.tr("Seat {0}: who sits there").format(seat))
        self.name_edit.setAccessibleName(Network.tr("Seat {0}: name").format(seat))
        self.level.setAccessibleDescription(Network.tr("Seat {0}: level").format(seat))


class HostDialog(QDialog):
    """Host a network game (module docstring)."""

    def __init__(self, session: NetworkSession, hosted: HostedTable, *,
                 games: Sequence[str], setups: Callable[[str], Any] | None = None,
                 game: str | None = None, name: str = "", language: str | None = None,
                 host_options: dict[str, Any] | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("host_dialog")
        self.session = session
        self.hosted = hosted
        self._games = tuple(games)
        self._setups = setups
        self._language = language
        self._host_options = dict(host_options or {})
        """Extra ``HostedTable.open`` options (the address to bind, the server config)."""
        self.game = game if game in self._games else self._games[0]
        self.info: HostedInfo | None = None
        self._opening = False
        self._rows: list[_SeatRow] = []

        self.pages = QStackedWidget(self)
        self.setup_page = QWidget()
        self.game_label = QLabel(self.setup_page)
        self.game_combo = QComboBox(self.setup_page)
        self.game_combo.setObjectName("host_game_combo")
        for g in self._games:
            self.game_combo.addItem("", g)
        self.game_combo.setCurrentIndex(self._games.index(self.game))
        self.game_combo.activated.connect(self._on_game_combo_activated)
        self.title_label = QLabel(self.setup_page)
        self.title_edit = QLineEdit(self.setup_page)
        self.title_edit.setObjectName("host_title")
        self.title_edit.setMaxLength(40)
        self.name_label = QLabel(self.setup_page)
        self.name_edit = QLineEdit(name[:MAX_NAME], self.setup_page)
        self.name_edit.setObjectName("host_name")
        self.name_edit.setMaxLength(MAX_NAME)
        self.name_edit.textChanged.connect(self._on_name_changed)
        head = QFormLayout()
        head.addRow(self.game_label, self.game_combo)
        head.addRow(self.name_label, self.name_edit)
        head.addRow(self.title_label, self.title_edit)
        self.game_label.setVisible(len(self._games) > 1)
        self.game_combo.setVisible(len(self._games) > 1)

        self.seats_box = QWidget(self.setup_page)
        """The seats, shown in the game's form in place of its players' rows (so the
        dialog fits a small screen), or under the form when a form cannot hold them."""
        self.seats_box.setObjectName("host_seats")
        self._seat_grid = QGridLayout(self.seats_box)
        self._seat_grid.setContentsMargins(0, 0, 0, 0)
        self._seat_grid.setColumnStretch(2, 1)
        self.form: Any = None
        self._setup_layout = QVBoxLayout(self.setup_page)
        self._setup_layout.setContentsMargins(0, 0, 0, 0)
        self._setup_layout.addLayout(head)
        self._form_slot = QVBoxLayout()
        self._setup_layout.addLayout(self._form_slot, 1)

        self.lobby = LobbyWidget(self, host=True)
        self.lobby.start_requested.connect(self._on_lobby_start_requested)
        self.pages.addWidget(self.setup_page)
        self.pages.addWidget(self.lobby)

        self.error_label = error_line(self, "host_error")
        self.open_button = QPushButton(self)
        self.open_button.setObjectName("open_table_button")
        self.open_button.setDefault(True)
        self.open_button.clicked.connect(self.open_table)
        self.cancel_button = QPushButton(self)
        self.cancel_button.setObjectName("host_cancel_button")
        self.cancel_button.clicked.connect(self.reject)
        buttons = QDialogButtonBox(self)
        buttons.addButton(self.open_button, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(self.cancel_button, QDialogButtonBox.ButtonRole.RejectRole)
        pages_above(self, self.pages, self.error_label, buttons)

        hosted.opened.connect(self._on_hosted_opened)
        hosted.failed.connect(self._on_hosted_failed)
        session.connected.connect(self._on_session_connected)
        session.seated.connect(self._on_session_seated)
        session.seats_changed.connect(self._on_session_seats_changed)
        session.failed.connect(self._on_session_failed)

        self._set_form(self.game)
        self.retranslate_ui()
        self.resize(max(self.sizeHint().width(), 860), self.sizeHint().height())

    # ------------------------------------------------------------------ the game's form
    def language(self) -> str:
        return self._language or QLocale().name()

    def _set_form(self, game: str) -> None:
        from ..games import presentation

        old = self.form
        if old is not None:  # the seats stay when the form goes
            self.seats_box.setParent(self.setup_page)
        form = presentation(game).new_game_form(self.language, self.setup_page)
        show_seats = getattr(form, "show_seats", None)
        if show_seats is not None:
            show_seats(False, self.seats_box)
        else:
            self._setup_layout.addWidget(self.seats_box)
            self.seats_box.show()
        setup = (self._setups(game) if self._setups is not None
                 else presentation(game).default_setup(self.language()))
        form.load(setup)
        form.changed.connect(self._on_form_changed)
        if old is not None:
            self._form_slot.removeWidget(old)
            old.deleteLater()
        self._form_slot.addWidget(form)
        self.form = form
        self.game = game
        form.retranslate_ui()
        form.refresh()
        self._on_form_changed()

    def _on_game_combo_activated(self, index: int) -> None:
        game = self.game_combo.itemData(index)
        if game != self.game:
            self._set_form(game)

    def rules(self) -> Any:
        return self.form.rules() if self.form is not None else None

    def _on_form_changed(self) -> None:
        from ...games import get_game

        rules = self.rules()
        if rules is not None:
            self._set_seat_count(get_game(self.game).players(rules))
        error = self.form.error_text() if self.form is not None else ""
        self._show_error(str(error))
        self.open_button.setEnabled(not error and not self._opening)

    def _set_seat_count(self, count: int) -> None:
        while len(self._rows) > count:
            row = self._rows.pop()
            for w in row.widgets():
                self._seat_grid.removeWidget(w)
                w.hide()
                w.deleteLater()
        from ..setup import opponent_keys, opponent_level, opponent_name

        keys = opponent_keys(self.game)  # the game's own roster names the CPU players
        while len(self._rows) < count:
            row = _SeatRow(len(self._rows), self.seats_box, self._seat_grid)
            row.retranslate(self.my_name())
            self._rows.append(row)
        fit = getattr(self.form, "fit_to_contents", None)
        if fit is not None:  # the form's players box scrolls when the seats do not fit
            fit()
        for row in self._rows[1:]:  # another game: its own roster's players
            key = keys[(row.seat - 1) % len(keys)]
            if key != row.opponent:
                row.opponent = key
                level = opponent_level(key, self.game)
                row.level.set_value(level if level in LEVELS else "normal")
            row.default_name = opponent_name(key, self.language(), self.game)
            row.name_edit.setPlaceholderText(row.default_name)

    # ------------------------------------------------------------------ choices
    def my_name(self) -> str:
        return " ".join(self.name_edit.text().split())

    def seat_choices(self) -> list[SeatChoice]:
        return [row.choice() for row in self._rows]

    def set_seat(self, seat: int, kind: str, name: str = "", level: str = "normal") -> None:
        """Choose what ``seat`` is (tests, tools): "open" or "cpu"."""
        row = self._rows[seat]
        row.kind.set_value(kind)
        row.name_edit.setText(name)
        row.level.set_value(level)

    def seat_rows(self) -> int:
        return len(self._rows)

    def _on_name_changed(self, _text: str) -> None:
        for row in self._rows:
            row.retranslate(self.my_name())

    # ------------------------------------------------------------------ opening the table
    def open_table(self) -> bool:
        """Open the table with the chosen rules and seats (the lobby follows)."""
        from ...games import get_game

        if self._opening or self.info is not None:
            return False
        rules = self.rules()
        if rules is None:
            return False
        name = self.my_name()
        if not name:
            self._show_error(Network.tr("Type your name: the other players see it."))
            self.name_edit.setFocus()
            return False
        game = get_game(self.game)
        seats = [SeatRequest("open")] + [c.request(game.bot_kinds())
                                         for c in self.seat_choices()[1:]]
        title = " ".join(self.title_edit.text().split()) or self._default_title()
        self._opening = True
        self.open_button.setEnabled(False)
        self._show_error("")
        self.hosted.open(self.game, game.rules_to_json(rules), seats, title,
                         **self._host_options)
        return True

    def _default_title(self) -> str:
        return Network.tr("{0}'s table").format(self.my_name())

    def _on_hosted_opened(self, info: HostedInfo) -> None:
        self.info = info
        self.session.host_token = info.host_token
        self.lobby.set_address(info.address, announced=info.announced)
        self.lobby.show_table(info.table, 0)
        self.session.connect_to(info.url, info.address)

    def _on_hosted_failed(self, exc: BaseException) -> None:
        self._opening = False
        self.open_button.setEnabled(True)
        self._show_error(error_text(exc))

    def _on_session_connected(self, _welcome: Any) -> None:
        if self.info is not None:
            self.session.join(self.info.table.code, 0, self.my_name())

    def _on_session_seated(self, seated: Any) -> None:
        self.pages.setCurrentWidget(self.lobby)
        self.open_button.setVisible(False)
        self.lobby.show_table(seated.table, seated.seat)
        self.retranslate_ui()

    def _on_session_seats_changed(self, table: Any) -> None:
        if self.pages.currentWidget() is self.lobby:
            self.lobby.show_table(table, self.session.seat)

    def _on_session_failed(self, exc: BaseException, request: str) -> None:
        address = self.info.address if self.info is not None else ""
        text = error_text(exc, address=address)
        if self.pages.currentWidget() is self.lobby:
            self.lobby.say(text)
            self.lobby.start_button.setEnabled(True)
        else:
            self._opening = False
            self.open_button.setEnabled(True)
            self._show_error(text)

    def _on_lobby_start_requested(self, fill: bool) -> None:
        self.lobby.start_button.setEnabled(False)
        self.lobby.say(Network.tr("Starting…"))
        self.session.start(fill)

    def start(self, fill_with_cpu: bool = False) -> None:
        """The host's Start (tests, tools)."""
        self.lobby.fill_check.setChecked(fill_with_cpu)
        self.lobby.start_button.click()

    # ------------------------------------------------------------------ texts
    def _show_error(self, text: str) -> None:
        self.error_label.setText(text)
        self.error_label.setVisible(bool(text))

    def retranslate_ui(self) -> None:
        from ..games import presentation

        self.setWindowTitle(Network.tr("Host a network game"))
        self.game_label.setText(Network.tr("Game"))
        for i in range(self.game_combo.count()):
            self.game_combo.setItemText(i, presentation(self.game_combo.itemData(i)).title())
        self.title_label.setText(Network.tr("Table name"))
        self.title_edit.setPlaceholderText(self._default_title())
        self.name_label.setText(Network.tr("Your name"))
        self.open_button.setText(Network.tr("Open the table"))
        lobby = self.pages.currentWidget() is self.lobby
        self.cancel_button.setText(Network.tr("Close the table") if lobby
                                   else Network.tr("Cancel"))
        for row in self._rows:
            row.retranslate(self.my_name())
        if self.form is not None:
            self.form.retranslate_ui()
        self.lobby.retranslate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def keyPressEvent(self, event: Any) -> None:
        # Enter in a field must not close the lobby
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and \
                self.pages.currentWidget() is self.lobby:
            event.accept()
            return
        super().keyPressEvent(event)


__all__ = ["HostDialog", "SeatChoice"]
