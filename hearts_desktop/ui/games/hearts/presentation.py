"""Hearts' presentation: what the window, the controller, the sound board and the dialogs
ask of Hearts."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..base import GamePresentation, Hint

if TYPE_CHECKING:
    from ....core.game import Game
    from ....games.hearts import Rules


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

    def hint(self, game: Game, view: Any, seed: int) -> Any:
        """The Hard player's move and its reason, within its hint budget."""
        from ....games.hearts.bots import hint, make_bot

        try:
            return hint(view, seed=seed, budget_ms=600)
        except ImportError:
            return Hint(make_bot("normal", seed).choose(view), "")


__all__ = ["HeartsPresentation"]
