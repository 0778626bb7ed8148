"""Hearts' presentation: what the window, the controller, the sound board and the dialogs
ask of Hearts."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, ClassVar

from ..base import GamePresentation, Hint

if TYPE_CHECKING:
    from ....core.game import Game
    from ....games.hearts import Rules
    from ...table.animator import Animator


class HeartsPresentation(GamePresentation):
    name = "hearts"
    parts: ClassVar[Mapping[str, str]] = {
        "undoable": "hearts_desktop.games.hearts:PlayCard",
        "table": ".table:HeartsTable", "input": ".input:HeartsInput",
        "violation_text": ".messages:violation_text",
        "new_game_form": ".rules_form:HeartsRulesForm",
        "rules_dialog": ".rules_page:RulesDialog",
        "cue_map": ".sounds:CueMapper", "score_sheet": ".score_sheet:ScoreSheetDialog",
    }

    # ------------------------------------------------------------------ the controller
    def move_seconds(self, rules: Rules) -> int | None:
        return rules.move_timer

    def timeout_action(self, seat: int) -> Any:
        from ....games.hearts import Timeout

        return Timeout(seat)

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

    # ------------------------------------------------------------------ the replay viewer
    def replay(self, record: Any) -> Any:
        from .replay_model import Replay

        return Replay(record)

    def replay_table(self, animator: Animator) -> Any:
        from .replay import HeartsReplayTable

        return HeartsReplayTable(animator)

    def score_rows(self, frame: Any) -> list[tuple[str, list[tuple[str, str]]]]:
        from .replay import score_rows

        return score_rows(frame)

    def describe_frame(self, frame: Any, names: list[str], total: int,
                       seen_by: int | None = None, you: int | None = None) -> list[str]:
        from .replay import describe

        return describe(frame, names, total, you)

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

    # ------------------------------------------------------------------ scores
    def final_result(self, event: Any) -> tuple[Any, Any, Any] | None:
        from ....games.hearts import MatchOver

        if isinstance(event, MatchOver):
            return event.match_scores, event.ranking, event.winners
        return None


__all__ = ["HeartsPresentation"]
