"""Game > Play online > Quick match: a server's address, the player's name, a game and its
rules (a preset, or any); then the wait, with the people waiting and a countdown to the CPU
players who fill the empty seats; Cancel at any time. When the server seats the player the
dialog shows the table and its players' ratings until the match begins (the window's
``NetworkPlay`` plays it and accepts the dialog then).

The session (``NetworkSession``) identifies the player with their key from the data folder
before asking (``net.identity``): quick matches are rated.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from ..dialogs.message_box import error_line, pages_above
from .lobby import SeatList
from .target import TargetError, parse_target
from .texts import Network, error_text

if TYPE_CHECKING:
    from .session import NetworkSession

ANY = "any"
MAX_NAME = 24


class QuickMatchDialog(QDialog):
    """Quick match (module docstring)."""

    matched = Signal(object)
    """A quick match seated this player: the ``NetworkSession``."""

    def __init__(self, make_session: Callable[[], NetworkSession], *, games: Sequence[str],
                 presets: Callable[[str], Sequence[str]], game_title: Callable[[str], str],
                 rules_title: Callable[[str, str], str], name: str = "", server: str = "",
                 game: str | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("quick_match_dialog")
        self._make_session = make_session
        self._presets, self._game_title, self._rules_title = presets, game_title, rules_title
        self.session: NetworkSession | None = None
        """The session that waits or was matched."""
        self._trying: NetworkSession | None = None
        self._deadline = 0.0
        self._waiting = 0
        self._game = ""

        self.pages = QStackedWidget(self)
        # ---- choose
        self.choose_page = QWidget(self)
        self.intro_label = QLabel(self.choose_page)
        self.intro_label.setWordWrap(True)
        self.server_edit = QLineEdit(server, self.choose_page)
        self.server_edit.setObjectName("quick_server")
        self.server_edit.setPlaceholderText("192.168.1.20:52830")
        self.name_edit = QLineEdit(name, self.choose_page)
        self.name_edit.setObjectName("quick_name")
        self.name_edit.setMaxLength(MAX_NAME)
        self.game_combo = QComboBox(self.choose_page)
        self.game_combo.setObjectName("quick_game")
        for g in games:
            self.game_combo.addItem("", g)
        self.rules_combo = QComboBox(self.choose_page)
        self.rules_combo.setObjectName("quick_rules")
        self.find_button = QPushButton(self.choose_page)
        self.find_button.setObjectName("quick_find")
        self.find_button.setDefault(True)
        self.find_button.clicked.connect(lambda: self.find_match())
        self.server_edit.returnPressed.connect(lambda: self.find_match())
        self.form = QFormLayout()
        self.server_label, self.name_label = QLabel(self), QLabel(self)
        self.game_label, self.rules_label = QLabel(self), QLabel(self)
        self.form.addRow(self.server_label, self.server_edit)
        self.form.addRow(self.name_label, self.name_edit)
        self.form.addRow(self.game_label, self.game_combo)
        self.form.addRow(self.rules_label, self.rules_combo)
        choose = QVBoxLayout(self.choose_page)
        choose.addWidget(self.intro_label)
        choose.addLayout(self.form)
        choose.addStretch(1)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.find_button)
        choose.addLayout(row)
        # ---- wait
        self.wait_page = QWidget(self)
        self.wait_title = QLabel(self.wait_page)
        self.wait_title.setObjectName("quick_wait_title")
        big = QFont(self.wait_title.font())
        big.setBold(True)
        big.setPointSizeF(big.pointSizeF() * 1.3)
        self.wait_title.setFont(big)
        self.waiting_label = QLabel(self.wait_page)
        self.waiting_label.setObjectName("quick_waiting")
        self.countdown_label = QLabel(self.wait_page)
        self.countdown_label.setObjectName("quick_countdown")
        count_font = QFont(self.countdown_label.font())
        count_font.setPointSizeF(count_font.pointSizeF() * 2.2)
        count_font.setBold(True)
        self.countdown_label.setFont(count_font)
        self.countdown_text = QLabel(self.wait_page)
        self.countdown_text.setObjectName("quick_countdown_text")
        self.countdown_text.setWordWrap(True)
        self.cancel_wait_button = QPushButton(self.wait_page)
        self.cancel_wait_button.setObjectName("quick_cancel")
        self.cancel_wait_button.clicked.connect(lambda: self.cancel_wait())
        wait = QVBoxLayout(self.wait_page)
        wait.addStretch(1)
        for label in (self.wait_title, self.waiting_label, self.countdown_label,
                      self.countdown_text):
            label.setAlignment(Qt.AlignmentFlag.AlignHCenter)
            wait.addWidget(label)
        wait.addStretch(1)
        cancel_row = QHBoxLayout()
        cancel_row.addStretch(1)
        cancel_row.addWidget(self.cancel_wait_button)
        cancel_row.addStretch(1)
        wait.addLayout(cancel_row)
        # ---- matched
        self.matched_page = QWidget(self)
        self.matched_title = QLabel(self.matched_page)
        self.matched_title.setObjectName("quick_matched_title")
        self.matched_title.setFont(big)
        self.matched_text = QLabel(self.matched_page)
        self.matched_text.setWordWrap(True)
        self.seat_list = SeatList(self.matched_page)
        self.seat_list.setObjectName("quick_seats")
        matched = QVBoxLayout(self.matched_page)
        matched.addWidget(self.matched_title)
        matched.addWidget(self.matched_text)
        matched.addWidget(self.seat_list, 1)

        for page in (self.choose_page, self.wait_page, self.matched_page):
            self.pages.addWidget(page)
        self.error_label = error_line(self, "quick_error")
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.rejected.connect(self.reject)
        pages_above(self, self.pages, self.error_label, self.buttons)

        self._timer = QTimer(self)
        self._timer.setInterval(200)
        self._timer.timeout.connect(self._tick)
        self.game_combo.currentIndexChanged.connect(lambda _i: self._fill_rules())
        if game is not None and game in games:
            self.game_combo.setCurrentIndex(list(games).index(game))
        self.retranslate_ui()
        self.resize(560, 420)

    # ------------------------------------------------------------------ choosing
    def my_name(self) -> str:
        return " ".join(self.name_edit.text().split())

    def chosen_game(self) -> str:
        return str(self.game_combo.currentData() or "")

    def chosen_rules(self) -> str:
        return str(self.rules_combo.currentData() or ANY)

    def _fill_rules(self) -> None:
        keep = self.chosen_rules() if self.rules_combo.count() else ANY
        game = self.chosen_game()
        self.rules_combo.blockSignals(True)
        self.rules_combo.clear()
        self.rules_combo.addItem(Network.tr("Any rules"), ANY)
        for preset in self._presets(game) if game else ():
            self.rules_combo.addItem(self._rules_title(game, preset), preset)
        index = self.rules_combo.findData(keep)
        self.rules_combo.setCurrentIndex(max(0, index))
        self.rules_combo.blockSignals(False)

    def find_match(self) -> None:
        """Find a match: connect to the server typed, then ask for the game chosen."""
        text = self.server_edit.text().strip()
        if not text:
            self._show_error(Network.tr("Type the server's address, for example "
                                        "192.168.1.20:52830."))
            self.server_edit.setFocus()
            return
        try:
            target = parse_target(text)
        except TargetError:
            target = None
        if target is None or target.url is None or target.code is not None:
            self._show_error(Network.tr("“{0}” is not a server's address (for example "
                                        "192.168.1.20:52830).").format(text))
            return
        name = self.my_name()
        if not name:
            self._show_error(Network.tr("Type your name: the other players see it."))
            self.name_edit.setFocus()
            return
        self._drop_trying()
        self._show_error("")
        address = target.address
        session = self._make_session()
        self._trying = session
        game, rules = self.chosen_game(), self.chosen_rules()
        session.connected.connect(lambda _w: session.quick_match(game, rules, name))
        session.failed.connect(lambda exc, _n: self._on_failed(exc, address))
        session.queued.connect(self._on_queued)
        session.quick_waiting.connect(self._on_waiting)
        session.quick_matched.connect(lambda m: self._on_matched(session, m))
        session.quick_cancelled.connect(self._on_cancelled)
        session.seats_changed.connect(self._on_seats_changed)
        session.ended.connect(lambda _why: self._on_ended(session))
        self.find_button.setEnabled(False)
        self._game = game
        self.wait_title.setText(Network.tr("Connecting to {0}…").format(address))
        self.waiting_label.setText("")
        self.countdown_label.setText("")
        self.countdown_text.setText("")
        self.pages.setCurrentWidget(self.wait_page)
        session.connect_to(target.url, address)

    def _drop_trying(self) -> None:
        if self._trying is not None and self._trying is not self.session:
            self._trying.close()
        self._trying = None

    # ------------------------------------------------------------------ waiting
    def _on_queued(self, queued: Any) -> None:
        self._deadline = time.monotonic() + float(queued.wait)
        self._waiting = int(queued.waiting)
        self._say_wait()
        self._timer.start()

    def _on_waiting(self, wait: Any) -> None:
        self._deadline = time.monotonic() + float(wait.remaining)
        self._waiting = int(wait.waiting)
        self._say_wait()

    def seconds_left(self) -> int:
        return max(0, math.ceil(self._deadline - time.monotonic()))

    def _tick(self) -> None:
        if self.pages.currentWidget() is self.wait_page:
            self._say_wait()

    def _say_wait(self) -> None:
        title = self._game_title(self._game) if self._game else ""
        self.wait_title.setText(Network.tr("Looking for players for {0}…").format(title))
        self.waiting_label.setText(Network.tr("%n player(s) waiting for this game, you "
                                              "included.", "", self._waiting))
        left = self.seconds_left()
        self.countdown_label.setText(str(left))
        self.countdown_text.setText(Network.tr("In %n second(s), CPU players take the seats "
                                               "nobody has taken.", "", left))

    def cancel_wait(self) -> None:
        """Stop waiting (the server is told; the choice comes back)."""
        self._timer.stop()
        session = self.session or self._trying
        if session is not None:
            session.quick_cancel()
            session.close()
        self.session = self._trying = None
        self.find_button.setEnabled(True)
        self.pages.setCurrentWidget(self.choose_page)

    def _on_cancelled(self, reason: str) -> None:
        if reason != "cancelled":  # the server's: say so
            self._show_error(Network.tr("The server stopped the wait. Try again."))
        self._timer.stop()
        self.find_button.setEnabled(True)
        self.pages.setCurrentWidget(self.choose_page)

    def _on_failed(self, exc: BaseException, address: str) -> None:
        self._timer.stop()
        self.find_button.setEnabled(True)
        self.pages.setCurrentWidget(self.choose_page)
        self._show_error(error_text(exc, address=address))

    def _on_ended(self, session: NetworkSession) -> None:
        if session is self._trying and self.pages.currentWidget() is self.wait_page:
            from ...net.client import NetError

            self._on_failed(NetError("the connection was lost"), session.address)

    # ------------------------------------------------------------------ matched
    def _on_matched(self, session: NetworkSession, matched: Any) -> None:
        self._timer.stop()
        self.session = session
        self._trying = None
        self.matched_title.setText(Network.tr("Your table is ready"))
        self.matched_text.setText(Network.tr("A rated match of {0}: it begins in a moment.")
                                  .format(self._game_title(matched.table.game)))
        self.seat_list.show_table(matched.table, matched.seat)
        self.pages.setCurrentWidget(self.matched_page)
        self.matched.emit(session)

    def _on_seats_changed(self, table: Any) -> None:
        if self.pages.currentWidget() is self.matched_page and self.session is not None:
            self.seat_list.show_table(table, self.session.seat)

    # ------------------------------------------------------------------ texts
    def _show_error(self, text: str) -> None:
        self.error_label.setText(text)
        self.error_label.setVisible(bool(text))

    def retranslate_ui(self) -> None:
        self.setWindowTitle(Network.tr("Quick match"))
        self.intro_label.setText(Network.tr(
            "Play a rated match with other people on a server: choose the game and its "
            "rules, and the server seats you with people waiting for the same game. If "
            "nobody comes, CPU players take the empty seats."))
        self.server_label.setText(Network.tr("&Server:"))
        self.server_label.setBuddy(self.server_edit)
        self.name_label.setText(Network.tr("Your &name:"))
        self.name_label.setBuddy(self.name_edit)
        self.game_label.setText(Network.tr("&Game:"))
        self.game_label.setBuddy(self.game_combo)
        self.rules_label.setText(Network.tr("&Rules:"))
        self.rules_label.setBuddy(self.rules_combo)
        self.find_button.setText(Network.tr("&Find a match"))
        self.cancel_wait_button.setText(Network.tr("&Cancel"))
        self.countdown_label.setAccessibleName(Network.tr("Seconds until CPU players fill "
                                                          "the table"))
        for i in range(self.game_combo.count()):
            self.game_combo.setItemText(i, self._game_title(str(self.game_combo.itemData(i))))
        self._fill_rules()
        if self.pages.currentWidget() is self.wait_page and self._game:
            self._say_wait()
        self.seat_list.retranslate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def done(self, result: int) -> None:
        self._timer.stop()
        if (result != QDialog.DialogCode.Accepted and self.session is None
                and self._trying is not None):
            self._trying.close()  # the server drops the wait with the connection
            self._trying = None
        super().done(result)


__all__ = ["QuickMatchDialog"]
