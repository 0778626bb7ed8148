"""Ombre's presentation: what the window, the controller, the sound board and the dialogs
ask of Ombre (with two- and four-player Ombre, Quadrille and Quintille). The history's
columns, statistics and the replay of an Ombre match live in ``history.py`` beside it."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, ClassVar

from ..base import GamePresentation

if TYPE_CHECKING:
    from ....core.deck import DeckSpec

class OmbrePresentation(GamePresentation):
    name = "ombre"
    parts: ClassVar[Mapping[str, str]] = {
        "undoable": "hearts_desktop.games.ombre:PlayCard",
        "table": ".table:OmbreTable", "input": ".input:OmbreInput",
        "violation_text": ".messages:violation_text",
        "new_game_form": ".rules_form:OmbreRulesForm",
        "rules_dialog": ".rules_page:OmbreRulesDialog",
        "cue_map": ".sounds:OmbreCueMapper", "score_sheet": ".score_sheet:OmbreScoreSheet",
    }

    # ------------------------------------------------------------------ the table
    def table_deck(self, rules: Any, settings: Any = None) -> DeckSpec:
        """The 40 cards (two-player: 30) in the dress of ``settings.ombre_dress``
        (Spanish when no settings are given); the table's words follow the settings' dress
        (a replay's deck, asked without settings, leaves them alone)."""
        from ....core.deck import Dress
        from ....games.ombre.cards import deck_spec
        from .labels import set_dress

        dress = getattr(settings, "ombre_dress", None) or Dress.SPANISH.value
        if settings is not None:
            set_dress(dress)
        return deck_spec(getattr(rules, "removed", None)).with_dress(dress)

    # ------------------------------------------------------------------ words
    def title(self) -> str:
        from .labels import Ombre

        return Ombre.tr("Ombre")

    def rules_title(self, rules_name: str) -> str:
        from .labels import preset_title

        return preset_title(rules_name)

    def rules_label(self, rules: Any) -> str:
        from .labels import rules_heading

        return rules_heading(rules)

    def deal_status(self, state: Any, shown: int | None = None) -> str:
        """"Deal 3 of 12" (or "Deal 3" in a session played to a chip target), as the
        table's status corner says it (``shown``: the deal on the table)."""
        deal = shown or (getattr(state, "deal_number", None) if state is not None else None)
        if not deal:
            return ""
        from .texts import deal_text

        return deal_text(deal, getattr(getattr(state, "rules", None), "deals", None))

    def score_text(self, score: Any) -> str:
        from .labels import chips_text

        return chips_text(int(score))

    # ------------------------------------------------------------------ scores
    def final_result(self, event: Any) -> tuple[Any, Any, Any] | None:
        from ....games.ombre import SessionOver

        if isinstance(event, SessionOver):
            return event.chips, event.ranking, event.winners
        return None


__all__ = ["OmbrePresentation"]
