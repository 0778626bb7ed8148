"""Play from here (the replay viewer): the small dialog that seats the player and the CPU
players for a branch, a match that goes on from the moment the replay shows.

The player takes the seat they choose (their own by default). A CPU player keeps playing
with its own kind and level ("As in the match") unless another level is chosen; when the
player takes a CPU player's seat, that CPU player moves to the player's old seat, so the
same players are at the table. A seat a person at another computer played (a network match)
gets a CPU player. ``branch_players`` is the seating; ``BranchStart`` what the window
starts: the state, the players and the link the history keeps (``history.BranchOf``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from ...i18n import number
from ..drivers import SeatPlayer
from .deal_code import _level_name

if TYPE_CHECKING:
    from ...history import BranchOf, PlayerInfo

SAME = ""
"""The level combo's value "As in the match"."""


@dataclass(frozen=True)
class BranchStart:
    """What Play from here starts at the table: a match of ``game`` from ``state`` with
    ``players``, saved in the history with the link ``link``."""

    game: str
    state: Any
    players: tuple[SeatPlayer, ...]
    link: BranchOf


def _plays(info: PlayerInfo) -> bool:
    """The seat had a CPU player (not the human, not a person at another computer)."""
    from ...history.saved import REMOTE_KIND

    return not info.human and info.kind != REMOTE_KIND


def seated(players: Sequence[PlayerInfo], seat: int) -> list[int]:
    """Which original seat's player sits at each seat once the player takes ``seat``: the
    human of the match (if any) and the CPU player of ``seat`` change places."""
    order = list(range(len(players)))
    human = next((i for i, p in enumerate(players) if p.human), None)
    if human is not None and human != seat:
        order[seat], order[human] = human, seat
    return order


def branch_players(players: Sequence[PlayerInfo], seat: int, levels: Sequence[str],
                   human_name: str) -> list[SeatPlayer]:
    """The table of a branch: the human in ``seat`` (named as in the match, or
    ``human_name``), each other seat's CPU player as ``seated`` says, at the level
    ``levels[seat]`` (``SAME``: its own; a seat without a CPU player in the match gets one
    at that level, Normal if none is chosen)."""
    from ..persistence import seat_player

    order = seated(players, seat)
    human = next((p for p in players if p.human), None)
    out = []
    for s, source in enumerate(order):
        info = players[source]
        level = levels[s] if s < len(levels) else SAME
        if s == seat:
            out.append(SeatPlayer(human.name if human is not None else human_name,
                                  human=True))
        elif not _plays(info):
            out.append(SeatPlayer(info.name, human=False, bot_kind=level or "normal"))
        elif not level:
            out.append(seat_player(info))
        elif info.kind in ("easy", "normal", "hard", "expert", "random"):
            out.append(SeatPlayer(info.name, human=False, bot_kind=level))
        else:  # a named opponent keeps its ways, at the level chosen
            out.append(SeatPlayer(info.name, human=False, bot_kind=info.kind, level=level))
    return out


class PlayFromHereDialog(QDialog):
    """The seat and the CPU players of a branch (module docstring); ``result_players()``
    once accepted."""

    def __init__(self, players: Sequence[PlayerInfo], moment: str, levels: Sequence[str],
                 parent: QWidget | None = None, *, human_name: str = "") -> None:
        super().__init__(parent)
        self.setObjectName("play_from_here_dialog")
        self.players = tuple(players)
        self.moment = moment
        """The moment in words ("hand 4, trick 6")."""
        self.levels = tuple(levels)
        self.human_name = human_name
        self.intro = QLabel(self)
        self.intro.setObjectName("play_from_here_intro")
        self.intro.setWordWrap(True)
        self.seat_label = QLabel(self)
        self.seat_combo = QComboBox(self)
        self.seat_combo.setObjectName("seat_combo")
        self.form = QFormLayout()
        self.form.addRow(self.seat_label, self.seat_combo)
        self.cpu_title = QLabel(self)
        self.cpu_title.setObjectName("cpu_players_title")
        self.form.addRow(self.cpu_title)
        self.level_labels: list[QLabel] = []
        self.level_combos: list[QComboBox] = []
        for s in range(len(self.players)):
            label = QLabel(self)
            combo = QComboBox(self)
            combo.setObjectName(f"level_combo_{s}")
            combo.currentIndexChanged.connect(self._on_level_combo_changed)
            self.level_labels.append(label)
            self.level_combos.append(combo)
            self.form.addRow(label, combo)
        self.buttons = QDialogButtonBox(self)
        self.start_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.AcceptRole)
        self.start_button.setObjectName("start_button")
        self.start_button.setDefault(True)
        self.cancel_button = self.buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addLayout(self.form)
        layout.addWidget(self.buttons)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.seat_combo.currentIndexChanged.connect(self._on_seat_combo_changed)
        human = next((i for i, p in enumerate(self.players) if p.human), 0)
        self._chosen: list[str] = [SAME if _plays(p) else "normal" for p in self.players]
        """The level chosen for the CPU player of each original seat (it moves with it)."""
        self.retranslate_ui()
        self.seat_combo.setCurrentIndex(human)
        self._fill_levels()
        self.resize(max(self.sizeHint().width(), 460), self.sizeHint().height())

    # ------------------------------------------------------------------ the choices
    @property
    def seat(self) -> int:
        value = self.seat_combo.currentData()
        return int(value) if value is not None else 0

    def _on_seat_combo_changed(self, _index: int) -> None:
        self._fill_levels()

    def _on_level_combo_changed(self, _index: int) -> None:
        order = seated(self.players, self.seat)
        for s, combo in enumerate(self.level_combos):
            if s != self.seat and combo.isEnabled():
                self._chosen[order[s]] = str(combo.currentData())

    def _fill_levels(self) -> None:
        """One row per seat: who sits there once the player takes the seat chosen, and the
        level of its CPU player (the player's own row: "You")."""
        order = seated(self.players, self.seat)
        for s, (label, combo) in enumerate(zip(self.level_labels, self.level_combos,
                                               strict=True)):
            info = self.players[order[s]]
            combo.blockSignals(True)  # filling it is no choice of the player's
            combo.clear()
            if s == self.seat:
                label.setText(self.tr("Seat {0}:").format(number(s + 1)))
                combo.addItem(self.tr("You"), SAME)
                combo.setEnabled(False)
            else:
                label.setText(self.tr("Seat {0} ({1}):").format(number(s + 1), info.name))
                if _plays(info):
                    own = _level_name(info.level or info.kind)
                    combo.addItem(self.tr("As in the match ({0})").format(own), SAME)
                for level in self.levels:
                    combo.addItem(_level_name(level), level)
                want = combo.findData(self._chosen[order[s]])
                combo.setCurrentIndex(max(0, want))
                combo.setEnabled(True)
            combo.blockSignals(False)

    def result_levels(self) -> list[str]:
        """The level chosen per seat of the branch (``SAME``: as in the match)."""
        return [SAME if s == self.seat else str(c.currentData())
                for s, c in enumerate(self.level_combos)]

    def result_players(self) -> list[SeatPlayer]:
        """The branch's players (``branch_players``)."""
        return branch_players(self.players, self.seat, self.result_levels(),
                              self.human_name)

    # ------------------------------------------------------------------ language
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
            self._fill_levels()
        super().changeEvent(event)

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Play from here"))
        self.intro.setText(self.tr(
            "Play on from this moment ({0}) at the table. The match you play is kept in the "
            "history as a match of its own, linked to this one.").format(self.moment))
        self.seat_label.setText(self.tr("&Your seat:"))
        self.seat_label.setBuddy(self.seat_combo)
        self.cpu_title.setText(self.tr("CPU players:"))
        self.start_button.setText(self.tr("&Play from here"))
        current = self.seat_combo.currentIndex()
        self.seat_combo.blockSignals(True)
        self.seat_combo.clear()
        for s, p in enumerate(self.players):
            if p.human:
                text = self.tr("Seat {0}: yours in the match").format(number(s + 1))
            else:
                text = self.tr("Seat {0}: {1}'s").format(number(s + 1), p.name)
            self.seat_combo.addItem(text, s)
        self.seat_combo.setCurrentIndex(max(0, current))
        self.seat_combo.blockSignals(False)


__all__ = ["SAME", "BranchStart", "PlayFromHereDialog", "branch_players", "seated"]
