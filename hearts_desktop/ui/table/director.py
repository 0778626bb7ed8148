"""What the table asks of the game being shown: ``TableDirector``.

The scene and the animator know no game. A game's presentation makes one director per
table (``ui/games/<game>/``); the animator asks it for the stages of each event and hands
it the bottom seat's view after each batch, and the scene asks it for the texts of the
name plates, the status corner and the action button (again after a language switch).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .items import StatusIcon
    from .stages import Stage


class TableDirector:
    """A table that shows nothing of a game: plain plates, an empty corner. A game's
    director overrides what it shows."""

    status_icon: StatusIcon | None = None
    """Draws the game's icon in the status corner (None: none)."""
    deal_shown: int | None = None
    """The number of the deal the table shows (the engine may be a deal ahead while the
    table holds on a score sheet); None: the game does not say."""

    def stages(self, event: Any) -> Iterator[Stage]:
        """The animation stages that show ``event`` (none: the view shows it after)."""
        return iter(())

    def sync(self, view: Any) -> None:
        """Make the table show ``view`` (the bottom seat's) exactly."""

    def plate(self, seat: int) -> tuple[str, str, bool]:
        """(score, detail line, active) of ``seat``'s name plate."""
        return "", "", False

    def status(self) -> tuple[bool, str, str]:
        """(lit, title, second line) of the status corner."""
        return False, "", ""

    def mark_items(self) -> None:
        """The scene has set its items' states (dimmed, raised, focus): add the game's own
        marks (a replay rings the cards just played)."""

    def action_text(self) -> str:
        """The action button's text."""
        return ""

    def shown_deal(self) -> int | None:
        """The number of the deal the table shows now: it trails the match while the end
        of a deal is animated (the match has dealt the next one already). None: the table
        does not say, the match's own deal number stands. By default ``deal_shown``, which
        a director keeps up to date as it shows the deals."""
        return self.deal_shown

    def retranslate(self) -> None:
        """The language changed: texts the director keeps are made again."""

    def card_name(self, card: Any) -> str:
        """A card as a screen reader says it ("King of Clubs"): the table read as text
        (``reading.py``) and the announcements."""
        return str(card)

    def card_group(self, card: Any) -> str:
        """The group of the hand ``card`` is read in (its suit's name)."""
        return ""


__all__ = ["TableDirector"]
