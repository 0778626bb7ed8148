"""What a game's presentation offers the window, the controller, the sound board and the
dialogs. ``GamePresentation`` answers with a plain table for whatever a game does not
present in a special way; a game's presentation (``ui/games/<game>/presentation.py``)
overrides what it needs."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from PySide6.QtWidgets import QDialog, QWidget

    from ...core.game import Game
    from ...sound.board import CueMap
    from ..table.animator import Animator
    from ..table.director import TableDirector


@dataclass(frozen=True)
class Hint:
    """A suggested action and why (a reason code the presentation words)."""

    action: Any
    reason: str = ""


class GamePresentation:
    """The presentation of one game (one object per program; per-table state lives in the
    table director it makes)."""

    name = ""
    """The game's registry name."""

    @property
    def game(self) -> Game:
        from ...games import get_game

        return get_game(self.name)

    # ------------------------------------------------------------------ the controller
    def move_seconds(self, rules: Any) -> int | None:
        """The move clock of ``rules`` (None: none)."""
        return None

    def timeout_action(self, seat: int) -> Any:
        """What is applied for ``seat`` when its move clock runs out."""
        return None

    def undoable(self, action: Any) -> bool:
        """May the human take ``action`` back while nobody has acted after it?"""
        return False

    def hint(self, game: Game, view: Any, seed: int) -> Hint:
        """The best move for ``view`` (runs in the worker thread)."""
        return Hint(game.make_bot("hard", seed).choose(view))

    # ------------------------------------------------------------------ the table
    def table(self, animator: Animator) -> TableDirector:
        """The director of a table of this game (one per table)."""
        from ..table.director import TableDirector

        return TableDirector()

    def seating(self, rules: Any) -> tuple[int, list[int | None] | None]:
        """(direction of play, partnership per seat or None) for the table's plates."""
        seating = self.game.seating(rules)
        teams = getattr(seating, "teams", ())
        marks: list[int | None] | None = None
        if teams:
            marks = [None] * self.game.players(rules)
            for t, members in enumerate(teams):
                for seat in members:
                    marks[seat] = t
        return getattr(seating, "direction", 1), marks

    # ------------------------------------------------------------------ words
    def title(self) -> str:
        """The game's name in the current language."""
        return self.game.title

    def rules_title(self, rules_name: str) -> str:
        """A rules preset's name in the current language (the status bar, the history)."""
        return rules_name

    def score_text(self, score: Any) -> str:
        return str(score)

    def violation_text(self, error: Exception) -> str:
        """One sentence telling the player why their action was refused."""
        return str(error)

    # ------------------------------------------------------------------ sounds
    def cue_map(self) -> CueMap:
        """Which sound cue each moment of this game's table gets."""
        from ...sound.board import NoCues

        return NoCues()

    # ------------------------------------------------------------------ scores
    def score_sheet(self, parent: QWidget | None) -> QDialog | None:
        """The score sheet dialog (``show_view(names, view, final=)``), or None."""
        return None

    def final_result(self, event: Any) -> tuple[Any, Any, Any] | None:
        """(scores, ranking, winners) when ``event`` ends the match."""
        return None


__all__ = ["GamePresentation", "Hint"]
