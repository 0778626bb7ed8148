"""The game-over dialog: the winner, the final ranking, and what to do next: a new game,
the same deals again, or the history. It knows no game: the game's presentation gives the
scores' text form."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QAbstractScrollArea,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)


class GameOverDialog(QDialog):
    """The final ranking, with buttons for a new game, the same deals again and the
    history (each closes the dialog, then asks for it)."""

    new_game_requested = Signal()
    play_again_requested = Signal()
    """"Play this deal again": the same rules, seed and players."""
    history_requested = Signal()

    def __init__(self, parent: QWidget | None = None, *,
                 score_text: Callable[[Any], str] = str) -> None:
        super().__init__(parent)
        self.setObjectName("gameOver")
        self._score_text = score_text
        self._names: list[str] = []
        self._scores: list[Any] = []
        self._ranking: list[int] = []
        self._winners: list[int] = []
        self._human: int | None = None
        self._title: Callable[[Sequence[str]], str | None] | None = None
        self._assisted = False
        self.title = QLabel(self)
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        f = self.title.font()
        f.setPointSizeF(f.pointSizeF() * 1.6)
        f.setBold(True)
        self.title.setFont(f)
        self.note = QLabel(self)
        self.note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.note.setWordWrap(True)  # a sentence: the dialog keeps its width
        self.table = QTableWidget(self)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.table.verticalHeader().setVisible(False)
        self.table.verticalHeader().setDefaultSectionSize(30)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.horizontalHeader().setMinimumSectionSize(90)
        self.table.setSizeAdjustPolicy(QAbstractScrollArea.SizeAdjustPolicy.AdjustToContents)
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.buttons = QDialogButtonBox(self)
        self.new_button = QPushButton(self)
        self.new_button.setDefault(True)
        self.buttons.addButton(self.new_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.again_button = QPushButton(self)
        self.again_button.setObjectName("play_again_button")
        self.buttons.addButton(self.again_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.history_button = QPushButton(self)
        self.history_button.setObjectName("history_button")
        self.buttons.addButton(self.history_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.close_button = self.buttons.addButton(QDialogButtonBox.StandardButton.Close)
        self.new_button.clicked.connect(self._on_new_button_clicked)
        self.again_button.clicked.connect(self._on_again_button_clicked)
        self.history_button.clicked.connect(self._on_history_button_clicked)
        self.buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addWidget(self.title)
        lay.addWidget(self.note)
        lay.addWidget(self.table, 1)
        lay.addWidget(self.buttons)
        self.retranslate_ui()

    def set_result(self, names: Sequence[str], scores: Sequence[Any],
                   ranking: Sequence[int], winners: Sequence[int], *,
                   human: int | None = None, assisted: bool = False,
                   title: Callable[[Sequence[str]], str | None] | None = None) -> None:
        """``title`` words the result from the seats' names (a game whose partners win
        together names the team); None, or None from it: the dialog's own words."""
        self._names, self._scores = list(names), list(scores)
        self._ranking, self._winners = list(ranking), list(winners)
        self._human, self._assisted = human, assisted
        self._title = title
        self.retranslate_ui()

    def rename(self, names: Sequence[str]) -> None:
        """Show the same result under other seat names (a language switch)."""
        if len(names) == len(self._names):
            self._names = list(names)
            self.retranslate_ui()

    def _on_new_button_clicked(self) -> None:
        self.accept()
        self.new_game_requested.emit()

    def _on_again_button_clicked(self) -> None:
        self.accept()
        self.play_again_requested.emit()

    def _on_history_button_clicked(self) -> None:
        self.accept()
        self.history_requested.emit()

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Game over"))
        self.new_button.setText(self.tr("New game"))
        self.again_button.setText(self.tr("Play this deal again"))
        self.again_button.setToolTip(self.tr("A new match with the same rules, players and "
                                             "cards"))
        self.history_button.setText(self.tr("History"))
        if self._human is not None and self._human in self._winners:
            title = (self.tr("You win!") if len(self._winners) == 1
                     else self.tr("You share the win!"))
        elif self._winners:
            names = [self._names[w] for w in self._winners]
            title = (self.tr("{0} wins").format(names[0]) if len(names) == 1
                     else self.tr("Joint winners: {0}").format(
                         self.tr(", ", "list separator").join(names)))
        else:
            title = self.tr("Game over")
        own = self._title(self._names) if self._title is not None else None
        self.title.setText(own or title)
        from ..history.model import assisted_text

        self.note.setText(self.tr("Assisted game. {0}").format(assisted_text())
                          if self._assisted else "")
        self.note.setVisible(self._assisted)
        t = self.table
        t.clear()
        t.setColumnCount(3)
        t.setHorizontalHeaderLabels([self.tr("Place"), self.tr("Player"), self.tr("Score")])
        order = sorted(range(len(self._names)), key=lambda s: (self._ranking[s], s))
        t.setRowCount(len(order))
        for r, s in enumerate(order):
            cells = [str(self._ranking[s]), self._names[s], self._score_text(self._scores[s])]
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if s in self._winners:
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)
                t.setItem(r, c, item)
        rows = t.rowCount()
        t.setMinimumSize(3 * 110 + 4, t.horizontalHeader().sizeHint().height()
                         + rows * t.verticalHeader().defaultSectionSize() + 4)
        self.adjustSize()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)


__all__ = ["GameOverDialog"]
