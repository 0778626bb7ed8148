"""Pinochle's presentation: what the window, the controller, the sound board and the dialogs
ask of Pinochle (four-handed partnership auction Pinochle, single or double deck)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, ClassVar

from ..base import GamePresentation, Hint

if TYPE_CHECKING:
    from ....core.game import Game
    from ...table.animator import Animator


class PinochlePresentation(GamePresentation):
    name = "pinochle"
    parts: ClassVar[Mapping[str, str]] = {
        "undoable": "hearts_desktop.games.pinochle:PlayCard",
        "table": ".table:PinochleTable", "input": ".input:PinochleInput",
        "violation_text": ".labels:violation_text",
        "new_game_form": ".rules_form:PinochleRulesForm",
        "rules_dialog": ".rules_page:PinochleRulesDialog", "cue_map": ".sounds:PinochleCueMapper",
        "score_sheet": ".score_sheet:PinochleScoreSheet",
    }

    # ------------------------------------------------------------------ the controller
    def hint(self, game: Game, view: Any, seed: int,
             seat_levels: Sequence[str | None] = ()) -> Hint:
        """The Hard player's move and its reason, within a hint budget (``seat_levels``
        is not used: Pinochle's bots model every opponent alike)."""
        from ....games.pinochle.bots import hint

        found = hint(view, seed=seed, budget_ms=600)
        return Hint(found.action, found.reason)

    # ------------------------------------------------------------------ the replay viewer
    def replay(self, record: Any) -> Any:
        """Every frame of a recorded match (``replay_model.PinochleReplay``)."""
        from .replay_model import PinochleReplay

        return PinochleReplay(record)

    def replay_table(self, animator: Animator) -> Any:
        from .replay import PinochleReplayTable

        return PinochleReplayTable(animator)

    def score_rows(self, frame: Any) -> list[tuple[str, list[tuple[str, str]]]]:
        from .replay import score_rows

        return score_rows(frame)

    def describe_frame(self, frame: Any, names: list[str], total: int,
                       seen_by: int | None = None, you: int | None = None) -> list[str]:
        from .replay import describe

        return describe(frame, names, total, seen_by, you)

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

    # ------------------------------------------------------------------ scores
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
