"""Hearts' presentation: what the window, the controller, the sound board and the dialogs
ask of Hearts."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from ..base import GamePresentation, Hint, TableHost, TableInput

if TYPE_CHECKING:
    from PySide6.QtWidgets import QDialog, QWidget

    from ....core.game import Game
    from ....games.hearts import Rules
    from ....sound.board import CueMap
    from ...table.animator import Animator
    from ...table.director import TableDirector


class HeartsPresentation(GamePresentation):
    name = "hearts"

    # ------------------------------------------------------------------ the controller
    def move_seconds(self, rules: Rules) -> int | None:
        return rules.move_timer

    def timeout_action(self, seat: int) -> Any:
        from ....games.hearts import Timeout

        return Timeout(seat)

    def undoable(self, action: Any) -> bool:
        """The human's last card may be taken back (not a pass or a choice)."""
        from ....games.hearts import PlayCard

        return isinstance(action, PlayCard)

    def hint(self, game: Game, view: Any, seed: int,
             seat_levels: Sequence[str | None] = ()) -> Any:
        """The Hard player's move and its reason, found within the Hard player's own
        time budget (a hint takes no longer than a Hard opponent's move), with the Hard
        player's model of who sits at the table."""
        from ....games.hearts.bots import hint, make_bot

        try:
            return hint(view, seed=seed, seat_levels=tuple(seat_levels))
        except ImportError:
            return Hint(make_bot("normal", seed).choose(view), "")


    # ------------------------------------------------------------------ the table
    def table(self, animator: Animator) -> TableDirector:
        from .table import HeartsTable

        return HeartsTable(animator)

    def input(self, host: TableHost, table: TableDirector) -> TableInput:
        from .input import HeartsInput
        from .table import HeartsTable

        assert isinstance(table, HeartsTable)
        return HeartsInput(host, table)

    # ------------------------------------------------------------------ the replay viewer
    def replay(self, record: Any) -> Any:
        from .replay_model import Replay

        return Replay(record)

    def replay_table(self, animator: Animator) -> Any:
        from .replay import HeartsReplayTable

        return HeartsReplayTable(animator)

    def describe_frame(self, frame: Any, names: list[str], total: int,
                       seen_by: int | None = None, you: int | None = None) -> list[str]:
        from .replay import describe

        return describe(frame, names, total, you)

    def score_rows(self, frame: Any) -> list[tuple[str, list[tuple[str, str]]]]:
        from .replay import score_rows

        return score_rows(frame)

    # ------------------------------------------------------------------ words
    def title(self) -> str:
        from ...tr_context import MainWindow

        return MainWindow.tr("Hearts")

    def rules_title(self, rules_name: str) -> str:
        from .labels import preset_title

        return preset_title(rules_name)

    def score_text(self, score: Any) -> str:
        from ....games.hearts.scoring import score_text

        return score_text(score)

    def violation_text(self, error: Exception) -> str:
        from ....games.hearts import IllegalActionError
        from .messages import violation_text

        return violation_text(error) if isinstance(error, IllegalActionError) else str(error)

    def new_game_form(self, language: Callable[[], str], parent: QWidget) -> Any:
        from .rules_form import HeartsRulesForm

        return HeartsRulesForm(language, parent)

    def default_setup(self, language: str) -> Any:
        from ...setup import GameSetup

        return GameSetup.default(language)

    def rules_dialog(self, rules: Any, parent: QWidget | None) -> QDialog:
        from .rules_page import RulesDialog

        return RulesDialog(rules, parent)

    # ------------------------------------------------------------------ sounds
    def cue_map(self) -> CueMap:
        from .sounds import CueMapper

        return CueMapper()

    # ------------------------------------------------------------------ scores
    def score_sheet(self, parent: QWidget | None) -> QDialog:
        from .score_sheet import ScoreSheetDialog

        return ScoreSheetDialog(parent)

    def final_result(self, event: Any) -> tuple[Any, Any, Any] | None:
        from ....games.hearts import MatchOver

        if isinstance(event, MatchOver):
            return event.match_scores, event.ranking, event.winners
        return None


__all__ = ["HeartsPresentation"]
