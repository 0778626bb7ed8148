"""What a game's presentation offers the window, the controller, the sound board and the
dialogs. ``GamePresentation`` answers with a plain table for whatever a game does not
present in a special way; a game's presentation (``ui/games/<game>/presentation.py``)
overrides what it needs."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ...core.game import Game


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


__all__ = ["GamePresentation", "Hint"]
