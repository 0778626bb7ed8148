"""Pinochle's presentation: what the window, the controller, the sound board and the dialogs
ask of Pinochle (four-handed partnership auction Pinochle, single or double deck)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..base import GamePresentation, Hint, TableHost, TableInput

if TYPE_CHECKING:
    from PySide6.QtWidgets import QDialog, QWidget

    from ....core.game import Game
    from ....sound.board import CueMap
    from ...table.animator import Animator
    from ...table.director import TableDirector


class PinochlePresentation(GamePresentation):
    name = "pinochle"

    # ------------------------------------------------------------------ the controller
    def undoable(self, action: Any) -> bool:
        """The human's last card may be taken back (not a call, trump or an exchange)."""
        from ....games.pinochle import PlayCard

        return isinstance(action, PlayCard)

    def hint(self, game: Game, view: Any, seed: int) -> Hint:
        """The Hard player's move and its reason, within a hint budget."""
        from ....games.pinochle.bots import hint

        found = hint(view, seed=seed, budget_ms=600)
        return Hint(found.action, found.reason)

    # ------------------------------------------------------------------ the table
    def table(self, animator: Animator) -> TableDirector:
        from .table import PinochleTable

        return PinochleTable(animator)

    def input(self, host: TableHost, table: TableDirector) -> TableInput:
        from .input import PinochleInput
        from .table import PinochleTable

        assert isinstance(table, PinochleTable)
        return PinochleInput(host, table)

    # ------------------------------------------------------------------ words
    def title(self) -> str:
        from .labels import Pinochle

        return Pinochle.tr("Pinochle")

    def rules_title(self, rules_name: str) -> str:
        from .labels import preset_title

        return preset_title(rules_name)

    def score_text(self, score: Any) -> str:
        return str(score)

    def violation_text(self, error: Exception) -> str:
        from ....games.pinochle import IllegalActionError
        from .labels import violation_text

        return violation_text(error) if isinstance(error, IllegalActionError) else str(error)

    def new_game_form(self, language: Callable[[], str], parent: QWidget) -> Any:
        from .rules_form import PinochleRulesForm

        return PinochleRulesForm(language, parent)

    def default_setup(self, language: str) -> Any:
        from ...setup import GameSetup

        return GameSetup.default(language, game=self.name)

    def rules_dialog(self, rules: Any, parent: QWidget | None) -> QDialog:
        from .rules_page import PinochleRulesDialog

        return PinochleRulesDialog(rules, parent)

    # ------------------------------------------------------------------ sounds
    def cue_map(self) -> CueMap:
        from .sounds import PinochleCueMapper

        return PinochleCueMapper()

    # ------------------------------------------------------------------ scores
    def score_sheet(self, parent: QWidget | None) -> QDialog:
        from .score_sheet import PinochleScoreSheet

        return PinochleScoreSheet(parent)

    def final_result(self, event: Any) -> tuple[Any, Any, Any] | None:
        """Per seat: its team's score, rank 1 for the winning team (both on a tie), and
        the winning partners."""
        from ....games.pinochle import MatchOver

        if not isinstance(event, MatchOver):
            return None
        scores = [event.scores[s % 2] for s in range(4)]
        if event.winner is None:
            return scores, [1] * 4, [0, 1, 2, 3]
        ranking = [1 if s % 2 == event.winner else 2 for s in range(4)]
        return scores, ranking, [s for s in range(4) if s % 2 == event.winner]


__all__ = ["PinochlePresentation"]
