"""The human at a Hearts table: what their turn offers (cards to pass, a card to play, the
moon or dealer's-choice dialog), what a click on a card does, what the status bar says, and
how a hint is shown. Actions go to the controller's ``submit``; the engine decides.

The words are the main window's (translation context "MainWindow"), where they were before
the window and the game's presentation were separated.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QTimer

from ....games.hearts import ChooseMoon, ChoosePass, PassCards, Phase, PlayCard
from ...tr_context import MainWindow
from ..base import TableHost, TableInput
from .labels import card_name
from .messages import reason_text
from .texts import pass_direction_text

if TYPE_CHECKING:
    from ....games.hearts import SeatView
    from .table import HeartsTable



class HeartsInput(TableInput):
    """The bottom seat's input at a Hearts table (one per window)."""

    play_type = PlayCard

    def __init__(self, host: TableHost, table: HeartsTable) -> None:
        super().__init__(host)
        self.table = table

    # ------------------------------------------------------------------ the turn
    def human_turn(self, view: SeatView) -> None:
        sc = self.host.scene
        if view.phase is Phase.PASSING:
            count = sum(n for _, n in view.pass_plan or ())
            sc.set_interaction("select", count=count)
            self._say_pass_prompt(count, view.pass_direction)
        elif view.phase is Phase.PLAYING:
            self.offer_play(view)
            self.say_prompt(MainWindow.tr("Your turn: play a card."))
        elif view.phase is Phase.MOON_CHOICE:
            QTimer.singleShot(0, self.host.dialog_parent(), lambda: self._ask_moon_choice(view))
        elif view.phase is Phase.CHOOSING_PASS:
            QTimer.singleShot(0, self.host.dialog_parent(), lambda: self._ask_pass_choice(view))

    def refresh_prompt(self, view: Any) -> None:
        if view is not None and view.phase in (Phase.PLAYING, Phase.PASSING):
            self.human_turn(view)

    def _say_pass_prompt(self, count: int, direction: str) -> None:
        self.say_prompt(MainWindow.tr("Choose %n cards to pass, then press “{0}”.", "", count)
                        .format(pass_direction_text(direction)))

    def _ask_moon_choice(self, view: SeatView) -> None:
        options = [a.option for a in view.legal if isinstance(a, ChooseMoon)]
        if not options or self.host.choice_dialog is not None:
            return
        from .choices import MoonChoiceDialog

        dialog = MoonChoiceDialog(options, self.host.dialog_parent())
        seat = self.host.controller.human_seat
        dialog.chosen.connect(
            lambda option: self.host.controller.submit(ChooseMoon(seat, option)))
        self.host.open_choice(dialog)

    def _ask_pass_choice(self, view: SeatView) -> None:
        schemes = [a.scheme for a in view.legal if isinstance(a, ChoosePass)]
        if not schemes or self.host.choice_dialog is not None:
            return
        from .choices import PassChoiceDialog

        dialog = PassChoiceDialog(schemes, view.players, self.host.dialog_parent())
        seat = self.host.controller.human_seat
        dialog.chosen.connect(
            lambda scheme: self.host.controller.submit(ChoosePass(seat, tuple(scheme))))
        self.host.open_choice(dialog)

    # ------------------------------------------------------------------ cards
    def choice_full_text(self, count: int) -> str:
        return MainWindow.tr("You have chosen %n cards; click one to put it back.", "", count)

    def card_chosen(self, left: int) -> None:
        if left > 0:
            self.host.say(MainWindow.tr("Choose %n more.", "", left))
        else:
            self.host.say(MainWindow.tr("Ready: press “{0}” (or P).").format(
                pass_direction_text(self.table.pass_direction)))

    def confirm(self) -> bool:
        """Pass the chosen cards."""
        if not self.selection_full():
            return False
        if self.submit_selection(PassCards):
            self.host.say(MainWindow.tr("Waiting for the others to pass…"),
                          keep=lambda view: view is not None
                          and view.phase is Phase.PASSING)
            return True
        return False

    # ------------------------------------------------------------------ hint
    def no_hint_text(self) -> str:
        return MainWindow.tr("No hint is available right now.")

    def show_hint(self, action: Any, reason: str) -> None:
        sc = self.host.scene
        why = reason_text(reason)
        if isinstance(action, PlayCard):
            self.focus_hinted(action.card)
            text = MainWindow.tr("Hint: play the {0}.").format(card_name(action.card))
        elif isinstance(action, PassCards):
            if self.select_hinted(action.cards):
                sc.set_interaction("select", count=sc.select_count)
            text = MainWindow.tr("Hint: pass {0}.").format(
                MainWindow.tr(", ", "list separator").join(
                    card_name(c) for c in action.cards))
        else:
            text = MainWindow.tr("Hint: {0}").format(why or "…")
            why = ""
        self.host.say(f"{text} {why}".strip(), 10000)


__all__ = ["HeartsInput"]
