"""Deal codes in the window (``core.dealcodes``): Game > Play a deal by code… and the code
row the score sheet, the history and the replay viewer show with "Copy code".

The dialog reads the code as it is typed or pasted and says at once what it is (the game,
the rules, the deal) or what is wrong with it (a typo, an unknown game, rules this version
cannot read); Start is offered only for a code that reads. The player picks the seat (the
one the code was shared from, by default) and the CPU players' level.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...core.dealcodes import DealCode, DealCodeError, DealCodeProblem, parse_deal_code
from ...i18n import number
from ..tr_context import TrContext

DealCodes = TrContext("DealCodes")
"""The translation context of the texts outside the dialog's class."""


def _level_name(level: str) -> str:
    # Context "": the levels' names are shared with the New game dialog's seats.
    return {"easy": QCoreApplication.translate("", "Easy"),
            "normal": QCoreApplication.translate("", "Normal"),
            "hard": QCoreApplication.translate("", "Hard"),
            "expert": QCoreApplication.translate("", "Expert")}.get(level, level)


def problem_text(error: DealCodeError) -> str:
    """What is wrong with a code, in the player's language."""
    p = error.problem
    if p is DealCodeProblem.EMPTY:
        return DealCodes.tr("Type or paste a deal code.")
    if p is DealCodeProblem.BAD_CHARACTER:
        return DealCodes.tr("“{0}” is not a character of deal codes (they use 0–9 and A–Z "
                            "without I, L, O and U).").format(error.data.get("char", "?"))
    if p is DealCodeProblem.TOO_SHORT:
        return DealCodes.tr("The code is too short.")
    if p is DealCodeProblem.TYPO:
        return DealCodes.tr("The code has a typo (its check character disagrees). Look for "
                            "a wrong or swapped character.")
    if p is DealCodeProblem.UNKNOWN_GAME:
        return DealCodes.tr("The code is of a game this program does not have (letter "
                            "{0}).").format(error.data.get("letter", "?"))
    if p is DealCodeProblem.UNKNOWN_FORMAT:
        return DealCodes.tr("The code was made by a newer version of the program; this "
                            "version cannot read it.")
    if p is DealCodeProblem.BAD_RULES:
        return DealCodes.tr("The code's rules are unknown to this version of the program.")
    return DealCodes.tr("The code is damaged.")


class PlayByCodeDialog(QDialog):
    """Game > Play a deal by code…: ``result_start()`` is (the code read, the human's seat,
    the CPU players' level) once accepted."""

    def __init__(self, parent: QWidget | None = None, *,
                 game_title: Callable[[str], str] = str,
                 rules_title: Callable[[str, Any], str] = lambda _g, r: str(r),
                 levels: Callable[[str], tuple[str, ...]] = lambda _g: ("easy", "normal",
                                                                         "hard"),
                 default_level: str = "hard") -> None:
        super().__init__(parent)
        self.setObjectName("play_by_code_dialog")
        self._game_title = game_title
        self._rules_title = rules_title
        self._levels = levels
        self._default_level = default_level
        self.code: DealCode | None = None
        self.intro = QLabel(self)
        self.intro.setWordWrap(True)
        self.code_edit = QLineEdit(self)
        self.code_edit.setObjectName("deal_code_edit")
        self.code_edit.setPlaceholderText("H100-2000-0074")
        self.code_edit.setClearButtonEnabled(True)
        self.paste_button = QPushButton(self)
        self.paste_button.setObjectName("paste_code_button")
        self.status = QLabel(self)
        self.status.setObjectName("deal_code_status")
        self.status.setWordWrap(True)
        self.seat_combo = QComboBox(self)
        self.seat_combo.setObjectName("seat_combo")
        self.level_combo = QComboBox(self)
        self.level_combo.setObjectName("level_combo")
        self.buttons = QDialogButtonBox(self)
        self.start_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.AcceptRole)
        self.start_button.setObjectName("start_button")
        self.cancel_button = self.buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        row = QHBoxLayout()
        row.addWidget(self.code_edit, 1)
        row.addWidget(self.paste_button)
        self.form = QFormLayout()
        self.seat_label = QLabel(self)
        self.level_label = QLabel(self)
        self.form.addRow(self.seat_label, self.seat_combo)
        self.form.addRow(self.level_label, self.level_combo)
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addLayout(row)
        layout.addWidget(self.status)
        layout.addLayout(self.form)
        layout.addWidget(self.buttons)
        self.code_edit.textChanged.connect(self._on_code_edit_text_changed)
        self.paste_button.clicked.connect(self._on_paste_button_clicked)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.retranslate_ui()
        self.resize(max(self.sizeHint().width(), 520), self.sizeHint().height())

    # ------------------------------------------------------------------ reading the code
    def _on_code_edit_text_changed(self, _text: str) -> None:
        self._read()

    def _on_paste_button_clicked(self) -> None:
        self.code_edit.setText(QGuiApplication.clipboard().text().strip())
        self.code_edit.setFocus()

    def _read(self) -> None:
        text = self.code_edit.text()
        before = self._choice_key()
        try:
            self.code = parse_deal_code(text)
        except DealCodeError as exc:
            self.code = None
            self.status.setText(problem_text(exc) if text.strip() else
                                self.tr("Type or paste a deal code."))
        else:
            self.status.setText(self._describe(self.code))
        if self._choice_key() != before:
            self._fill_choices()
        self.start_button.setEnabled(self.code is not None)

    def _choice_key(self) -> tuple[str, int, int] | None:
        from ...games import get_game

        dc = self.code
        if dc is None:
            return None
        return dc.game, dc.seat, get_game(dc.game).players(dc.rules)

    def _describe(self, dc: DealCode) -> str:
        return self.tr("{0}, {1}: deal {2} of match {3}, shared from seat {4}.").format(
            self._game_title(dc.game), self._rules_title(dc.game, dc.rules),
            number(dc.deal), dc.seed, number(dc.seat + 1))

    def _fill_choices(self) -> None:
        from ...games import get_game

        dc = self.code
        self.seat_combo.clear()
        self.level_combo.clear()
        ok = dc is not None
        for w in (self.seat_combo, self.level_combo):
            w.setEnabled(ok)
        if dc is None:
            return
        for seat in range(get_game(dc.game).players(dc.rules)):
            text = self.tr("Seat {0}").format(number(seat + 1))
            if seat == dc.seat:
                text = self.tr("Seat {0} (the code's)").format(number(seat + 1))
            self.seat_combo.addItem(text, seat)
        self.seat_combo.setCurrentIndex(dc.seat)
        levels = self._levels(dc.game)
        for level in levels:
            self.level_combo.addItem(_level_name(level), level)
        want = self._default_level if self._default_level in levels else levels[-1]
        self.level_combo.setCurrentIndex(levels.index(want))

    # ------------------------------------------------------------------ result
    def result_start(self) -> tuple[DealCode, int, str] | None:
        """The code, the human's seat and the CPU level (None while the code is bad)."""
        if self.code is None:
            return None
        return self.code, int(self.seat_combo.currentData()), str(self.level_combo.currentData())

    # ------------------------------------------------------------------ language
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Play a deal by code"))
        self.intro.setText(self.tr("A deal code names one deal of one match: the game, the "
                                   "rules and the cards. Type or paste the code someone "
                                   "shared; the same cards are dealt at a new table."))
        self.paste_button.setText(self.tr("&Paste"))
        self.seat_label.setText(self.tr("&Your seat:"))
        self.seat_label.setBuddy(self.seat_combo)
        self.level_label.setText(self.tr("&CPU players:"))
        self.level_label.setBuddy(self.level_combo)
        self.start_button.setText(self.tr("&Start"))
        seat = self.seat_combo.currentIndex()
        level = self.level_combo.currentIndex()
        self._read()
        self._fill_choices()
        if seat >= 0:
            self.seat_combo.setCurrentIndex(seat)
        if level >= 0:
            self.level_combo.setCurrentIndex(level)


class CodeRow(QWidget):
    """"Deal code: H100-2000-0074 [Copy code]": one deal's code, selectable, and a button
    that puts it on the clipboard. Hidden while there is no code."""

    copied = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("deal_code_row")
        self.label = QLabel(self)
        self.field = QLineEdit(self)
        self.field.setObjectName("deal_code_field")
        self.field.setReadOnly(True)
        self.copy_button = QPushButton(self)
        self.copy_button.setObjectName("copy_code_button")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.label)
        layout.addWidget(self.field, 1)
        layout.addWidget(self.copy_button)
        self.copy_button.clicked.connect(self._on_copy_button_clicked)
        self.set_code(None)
        self.retranslate_ui()

    def set_code(self, code: str | None) -> None:
        self.field.setText(code or "")
        self.setVisible(bool(code))

    def code(self) -> str:
        return self.field.text()

    def _on_copy_button_clicked(self) -> None:
        if self.field.text():
            QGuiApplication.clipboard().setText(self.field.text())
            self.copied.emit(self.field.text())

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def retranslate_ui(self) -> None:
        self.label.setText(self.tr("Deal code:"))
        self.copy_button.setText(self.tr("Copy code"))
        self.copy_button.setToolTip(self.tr("Put this deal's code on the clipboard: anyone "
                                            "can play the same cards with Game > Play a "
                                            "deal by code…"))


def table_players(code: DealCode, seat: int, level: str, language: str, human_name: str
                  ) -> list[Any]:
    """The players of a table dealt from ``code``: the human in ``seat``, the game's CPU
    opponents at ``level`` in the other seats (by level alone beyond its roster)."""
    from ...games import get_game
    from ..drivers import SeatPlayer
    from ..setup import default_seats

    count = get_game(code.game).players(code.rules)
    try:
        cpus = [c for c in default_seats(count, code.game) if not c.is_human]
    except ValueError:  # more seats than the game's roster
        cpus = []
    players = []
    for s in range(count):
        if s == seat:
            players.append(SeatPlayer(human_name, human=True))
        elif cpus:
            cpu = cpus.pop(0)
            players.append(SeatPlayer(cpu.name(language), human=False,
                                      bot_kind=cpu.opponent or level, level=level))
        else:
            players.append(SeatPlayer(DealCodes.tr("CPU {0}").format(number(s + 1)),
                                      human=False, bot_kind=level, level=level))
    return players


def state_code(game: Any, state: Any, seat: int, deal: int | None = None) -> str | None:
    """The code of the deal ``state`` is in (or of deal ``deal``) of its match, shared from
    ``seat``; None for a match without a seed (an explicit deal) or a game without codes."""
    from ...core.dealcodes import deal_code

    seed = game.seed_of(state)
    if seed is None:
        return None
    if deal is None:
        deal = getattr(state, "deal_number", None)
        if deal is None:
            deal = getattr(getattr(state, "deal", None), "number", None)
    if not deal:
        return None
    try:
        return deal_code(game.name, game.rules_of(state), seed=seed, deal=deal, seat=seat)
    except ValueError:
        return None


__all__ = ["CodeRow", "PlayByCodeDialog", "problem_text", "state_code", "table_players"]
