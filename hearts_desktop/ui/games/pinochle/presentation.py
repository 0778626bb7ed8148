"""Pinochle's presentation: what the window, the controller, the sound board and the dialogs
ask of Pinochle (four-handed partnership auction Pinochle, single or double deck)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
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

    def hint(self, game: Game, view: Any, seed: int,
             seat_levels: Sequence[str | None] = ()) -> Hint:
        """The Hard player's move and its reason, within a hint budget (``seat_levels``
        is not used: Pinochle's bots model every opponent alike)."""
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

    # ------------------------------------------------------------------ the replay viewer
    def replay(self, record: Any) -> Any:
        """Every frame of a recorded match (``replay_model.PinochleReplay``)."""
        from .replay_model import PinochleReplay

        return PinochleReplay(record)

    def replay_table(self, animator: Animator) -> Any:
        from .replay import PinochleReplayTable

        return PinochleReplayTable(animator)

    def describe_frame(self, frame: Any, names: list[str], total: int,
                       seen_by: int | None = None, you: int | None = None) -> list[str]:
        from .replay import describe

        return describe(frame, names, total, seen_by, you)

    def score_rows(self, frame: Any) -> list[tuple[str, list[tuple[str, str]]]]:
        from .replay import score_rows

        return score_rows(frame)

    def score_titles(self, names: list[str]) -> list[str]:
        """The replay's score columns: one per team."""
        from .replay import score_titles

        return score_titles(names)

    # ------------------------------------------------------------------ words
    def title(self) -> str:
        from .labels import Pinochle

        return Pinochle.tr("Pinochle")

    def rules_title(self, rules_name: str) -> str:
        from .labels import preset_title

        return preset_title(rules_name)

    def deal_status(self, state: Any, shown: int | None = None) -> str:
        """"Hand 3": Pinochle's players count hands."""
        deal = shown or (getattr(state, "deal_number", None) if state is not None else None)
        if not deal:
            return ""
        from ....i18n import number
        from .labels import Pinochle

        return Pinochle.tr("Hand {0}").format(number(deal))

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

    def final_title(self, names: Sequence[str], winners: Sequence[int],
                    human: int | None) -> str | None:
        """The winning team by name ("You and Bruno win the game!", "Ada & Clara win the
        game!"); a tie: the dialog's own words."""
        from .labels import winners_text

        if len(winners) != 2:
            return None
        return winners_text(names, winners[0] % 2, human)


__all__ = ["PinochlePresentation"]
