"""The players' rows of a New game form (Hearts', and any game's that seats named CPU
players: ``game`` chooses the roster): seat number, name, opponent and level (the human's
row names the human). An opponent's default name follows the language unless the player
typed another one."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence

from PySide6.QtWidgets import QGridLayout, QLabel, QLineEdit, QWidget

from ...dialogs.value_combo import ValueCombo
from ...setup import SeatSetup, levels, opponent_keys, opponent_name
from ...tr_context import NewGameDialog
from . import labels


class _SeatRow:
    """One row of the opponents grid: name, opponent (personality) and level."""

    def __init__(self, seat: int, parent: QWidget) -> None:
        self.seat = seat
        self.number = QLabel(parent)
        self.name_edit = QLineEdit(parent)
        self.name_edit.setMaxLength(40)
        self.name_edit.setMinimumWidth(self.name_edit.fontMetrics().horizontalAdvance("M" * 9))
        self.name_edit.setObjectName(f"seat_name_{seat}")
        self.opponent: ValueCombo[str] | None = None
        self.level: ValueCombo[str] | None = None
        self.human_label: QLabel | None = None
        self.shown_default = ""
        """The default name the edit showed last; text equal to it is no override."""

    def widgets(self) -> list[QWidget]:
        out: list[QWidget] = [self.number, self.name_edit]
        for w in (self.opponent, self.level, self.human_label):
            if w is not None:
                out.append(w)
        return out


class SeatRows:
    """The rows of the players grid (``widget`` with ``grid``), one per seat."""

    def __init__(self, widget: QWidget, grid: QGridLayout, language: Callable[[], str],
                 resized: Callable[[], None] | None = None, game: str = "hearts") -> None:
        self.game = game
        """The game whose roster of CPU players the rows offer."""
        self.widget = widget
        self.grid = grid
        self._language = language
        self._resized = resized
        self._rows: list[_SeatRow] = []

    def __len__(self) -> int:
        return len(self._rows)

    def __iter__(self) -> Iterator[_SeatRow]:
        return iter(self._rows)

    def seat_name_edit(self, seat: int) -> QLineEdit:
        return self._rows[seat].name_edit

    def seat_opponent_combo(self, seat: int) -> ValueCombo[str]:
        combo = self._rows[seat].opponent
        if combo is None:
            raise ValueError("seat 0 is the human player")
        return combo

    def seat_level_combo(self, seat: int) -> ValueCombo[str]:
        combo = self._rows[seat].level
        if combo is None:
            raise ValueError("seat 0 is the human player")
        return combo

    def set_seats(self, seats: Sequence[SeatSetup]) -> None:
        self.resize_rows(len(seats))
        for row, seat in zip(self._rows, seats, strict=True):
            if row.opponent is not None and row.level is not None:
                row.opponent.set_value(seat.opponent)
                row.level.set_value(seat.level)
            self._refresh_default_name(row, force=True)
            if seat.display_name:
                row.name_edit.setText(seat.display_name)

    def resize_rows(self, count: int) -> None:
        while len(self._rows) > count:
            row = self._rows.pop()
            for w in row.widgets():
                self.grid.removeWidget(w)
                w.deleteLater()
        keys = opponent_keys(self.game)
        while len(self._rows) < count:
            seat = len(self._rows)
            row = _SeatRow(seat, self.widget)
            if seat == 0:
                row.human_label = QLabel(self.widget)
                self.grid.addWidget(row.human_label, 1, 2, 1, 2)
            else:
                used = {r.opponent.value() for r in self._rows if r.opponent is not None}
                spare = [k for k in keys if k not in used] or list(keys)
                row.opponent = ValueCombo(keys, self._opponent_label, self.widget)
                row.opponent.setObjectName(f"seat_opponent_{seat}")
                row.opponent.set_value(spare[0])
                row.level = ValueCombo(levels("hearts"), labels.level_label, self.widget)
                row.level.setObjectName(f"seat_level_{seat}")
                row.level.set_value("normal")
                row.opponent.currentIndexChanged.connect(
                    lambda _i, r=row: self._refresh_default_name(r)
                )
                self.grid.addWidget(row.opponent, seat + 1, 2)
                self.grid.addWidget(row.level, seat + 1, 3)
            self.grid.addWidget(row.number, seat + 1, 0)
            self.grid.addWidget(row.name_edit, seat + 1, 1)
            for w in row.widgets():  # now, not queued as the layout does: the rows' size
                w.show()             # (``resized``) counts the new row
            self._rows.append(row)
            self.retranslate_row(row)
        for r in range(self.grid.rowCount()):
            self.grid.setRowStretch(r, 0)
        self.grid.setRowStretch(count + 1, 1)
        if self._resized is not None:
            self._resized()

    def retranslate_row(self, row: _SeatRow) -> None:
        row.number.setText(str(row.seat + 1))
        if row.human_label is not None:
            row.human_label.setText(NewGameDialog.tr("You (human player)"))
            row.name_edit.setPlaceholderText(NewGameDialog.tr("You"))
        if row.opponent is not None:
            row.opponent.retranslate()
        if row.level is not None:
            row.level.retranslate()
        self._refresh_default_name(row)

    def _opponent_label(self, key: str) -> str:
        return opponent_name(key, self._language(), self.game)

    def _refresh_default_name(self, row: _SeatRow, force: bool = False) -> None:
        """Show the opponent's default name unless the player typed another one."""
        if row.opponent is None:
            return
        default = opponent_name(row.opponent.value(), self._language(), self.game)
        text = row.name_edit.text().strip()
        if force or not text or text == row.shown_default:
            row.name_edit.setText(default)
        row.name_edit.setPlaceholderText(default)
        row.shown_default = default

    def seats(self) -> tuple[SeatSetup, ...]:
        seats = []
        for row in self._rows:
            text = " ".join(row.name_edit.text().split())
            if row.opponent is None or row.level is None:
                seats.append(SeatSetup.human(text or None))
                continue
            key = row.opponent.value()
            name = None if text in ("", opponent_name(key, self._language(), self.game)) else text
            seats.append(SeatSetup.cpu(key, row.level.value(), name))
        return tuple(seats)


__all__ = ["SeatRows"]
