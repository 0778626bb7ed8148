"""Before a new game replaces a match in progress: the question, and what is at stake.

A local match left for a new one goes into the history as abandoned and cannot be resumed
(``ui/persistence.py``: the match it replaces is recorded, the autosave then holds the new
one); leaving a network match leaves its table (a host's table closes for everyone) and
keeps nothing in the history (only finished network matches are stored). The question
says which, and appears only while such a match is in progress: not on an empty table, not
once the match is over, not before anyone has moved (nothing would be lost but the deal).
"""

from __future__ import annotations

from enum import Enum
from typing import Any

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QMessageBox, QPushButton, QWidget


class Stake(Enum):
    """What a new game would end."""

    LOCAL = "local"
    """A match at this computer: it becomes an abandoned match of the history."""
    JOINED = "joined"
    """A network match at someone else's table: this player leaves it."""
    HOSTED = "hosted"
    """A network match at the table this program hosts: it closes for everyone."""


def match_at_stake(controller: Any, network: Any = None) -> Stake | None:
    """What a new game would end now (None: nothing; ask no question)."""
    if controller.remote:
        remote = getattr(network, "remote", None)
        if remote is None or not getattr(remote, "playing", False) or controller.is_over:
            return None
        return Stake.HOSTED if getattr(network, "hosted", None) is not None else Stake.JOINED
    state = controller.state
    if state is None or controller.is_over or not controller.game.actions(state):
        return None
    return Stake.LOCAL


class NewGameQuestion(QMessageBox):
    """"A match is in progress. Start a new game?": "Start new game" (accepted) or "Keep
    playing" (the default and Escape: rejected, the match goes on as it was)."""

    def __init__(self, stake: Stake, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("new_game_question")
        self.stake = stake
        self.setIcon(QMessageBox.Icon.Question)
        self.start_button: QPushButton = self.addButton(
            "", QMessageBox.ButtonRole.AcceptRole)
        self.start_button.setObjectName("start_new_game_button")
        self.keep_button: QPushButton = self.addButton(
            "", QMessageBox.ButtonRole.RejectRole)
        self.keep_button.setObjectName("keep_playing_button")
        self.setDefaultButton(self.keep_button)
        self.setEscapeButton(self.keep_button)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("New game"))
        if self.stake is Stake.LOCAL:
            self.setText(self.tr("A match is in progress. Start a new game?"))
            self.setInformativeText(self.tr(
                "The match on the table ends here: it goes into the history as abandoned "
                "and cannot be resumed."))
        else:
            self.setText(self.tr("A network match is in progress. Start a new game?"))
            self.setInformativeText(
                self.tr("You leave the network table, which closes for every player at it; "
                        "the match is not kept in the history.")
                if self.stake is Stake.HOSTED else
                self.tr("You leave the network table; the match is not kept in the "
                        "history."))
        self.start_button.setText(self.tr("Start new game"))
        self.keep_button.setText(self.tr("Keep playing"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)


__all__ = ["NewGameQuestion", "Stake", "match_at_stake"]
