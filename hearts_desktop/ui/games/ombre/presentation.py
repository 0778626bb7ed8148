"""Ombre's presentation: what the window, the controller, the sound board and the dialogs
ask of Ombre (with two- and four-player Ombre, Quadrille and Quintille). The history's
columns, statistics and the replay of an Ombre match live in ``history.py`` beside it."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..base import GamePresentation, TableHost, TableInput

if TYPE_CHECKING:
    from PySide6.QtWidgets import QDialog, QWidget

    from ....core.deck import DeckSpec
    from ....sound.board import CueMap
    from ...table.animator import Animator
    from ...table.director import TableDirector

class OmbrePresentation(GamePresentation):
    name = "ombre"

    # ------------------------------------------------------------------ the controller
    def undoable(self, action: Any) -> bool:
        """The human's last card may be taken back (not a bid, an exchange or a choice)."""
        from ....games.ombre import PlayCard

        return isinstance(action, PlayCard)

    # ------------------------------------------------------------------ the table
    def table(self, animator: Animator) -> TableDirector:
        from .table import OmbreTable

        return OmbreTable(animator)

    def input(self, host: TableHost, table: TableDirector) -> TableInput:
        from .input import OmbreInput
        from .table import OmbreTable

        assert isinstance(table, OmbreTable)
        return OmbreInput(host, table)

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

    def violation_text(self, error: Exception) -> str:
        from ....games.ombre import IllegalActionError
        from .messages import violation_text

        return violation_text(error) if isinstance(error, IllegalActionError) else str(error)

    def new_game_form(self, language: Callable[[], str], parent: QWidget) -> Any:
        from .rules_form import OmbreRulesForm

        return OmbreRulesForm(language, parent)

    def default_setup(self, language: str) -> Any:
        from ...setup import GameSetup

        return GameSetup.default(language, game=self.name)

    def rules_dialog(self, rules: Any, parent: QWidget | None) -> QDialog:
        from .rules_page import OmbreRulesDialog

        return OmbreRulesDialog(rules, parent)

    # ------------------------------------------------------------------ sounds
    def cue_map(self) -> CueMap:
        from .sounds import OmbreCueMapper

        return OmbreCueMapper()

    # ------------------------------------------------------------------ scores
    def score_sheet(self, parent: QWidget | None) -> QDialog:
        from .score_sheet import OmbreScoreSheet

        return OmbreScoreSheet(parent)

    def final_result(self, event: Any) -> tuple[Any, Any, Any] | None:
        from ....games.ombre import SessionOver

        if isinstance(event, SessionOver):
            return event.chips, event.ranking, event.winners
        return None


__all__ = ["OmbrePresentation"]
