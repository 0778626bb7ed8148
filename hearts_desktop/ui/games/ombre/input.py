"""The human at an Ombre table: what each turn offers and how it is answered, all through the
controller's ``submit`` (the engine decides):

* bidding (and gascarola/contrabola after three passes), naming trump, calling a king,
  primeras (stop or go on for the vole) and taking over after a surrender: a choice panel
  over the middle of the table, one button per legal choice (a bid that is too low is shown
  greyed; clicked, it is put to the engine, whose refusal says why); a hint rings the
  button it suggests;
* the exchange: choose the discards in the hand (as many as the rules allow, none is a
  choice too), then the action button;
* playing: click a card (the others dimmed); a refused card is explained in a notice above
  the hand (the matador's privilege named with the cards of the moment); where the rules
  allow it, a side button gives the game up.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ....games.ombre import (
    Bid,
    CallCard,
    Contract,
    Exchange,
    IllegalActionError,
    NameTrump,
    Pass,
    Phase,
    PlayCard,
    Primeras,
    SeatView,
    Surrender,
    TakeOver,
    is_trump,
)
from ....games.ombre.contracts import biddable
from ...table.panels import Choice, PanelContent
from ..base import TableHost, TableInput
from . import texts
from .labels import Ombre, card_list, card_name, contract_detail, contract_name, suit_name
from .messages import violation_text

if TYPE_CHECKING:
    from .table import OmbreTable

PRIMERAS_BONUS = 3
"""8.4: each defender pays 3 more when ombre stops at primeras (the panel says so)."""


def exchange_prompt(view: SeatView) -> str:
    """What the status bar asks of the seat exchanging now: gascarola's "keep one or none"
    in its own words, else how many cards may go."""
    fewest, most = view.exchange_limits or (0, 0)
    if view.contract is Contract.GASCAROLA and view.ombre == view.seat:
        return texts.gascarola_prompt(fewest, most)
    return texts.exchange_prompt(fewest, most)


class OmbreInput(TableInput):
    """The bottom seat's input at an Ombre table (one per window)."""

    play_type = PlayCard
    selection_in_texts = True

    def __init__(self, host: TableHost, table: OmbreTable) -> None:
        super().__init__(host)
        self.table = table
        self.view: SeatView | None = None

    # ------------------------------------------------------------------ the turn
    def human_turn(self, view: SeatView) -> None:
        self.view = view
        sc = self.host.scene
        phase = view.phase
        if phase is Phase.PLAYING:
            self.offer_play(view)
            if any(isinstance(a, Surrender) for a in view.legal):
                sc.overlays.show_side_button(texts.surrender_button, self._surrender)
            self.say_prompt(texts.play_prompt())
        elif phase is Phase.EXCHANGE:
            limits = view.exchange_limits or (0, 0)
            sc.set_interaction("select", count=limits[1], minimum=limits[0])
            self.say_prompt(exchange_prompt(view))
        elif phase is Phase.BIDDING:
            sc.overlays.show_choices(self._bid_panel, self._chosen, self._greyed)
            self.say_prompt(texts.bid_prompt())
        elif phase in (Phase.ANNOUNCING, Phase.TRUMP, Phase.CALLING, Phase.PRIMERAS,
                       Phase.TAKE_OVER):
            sc.overlays.show_choices(self._panel, self._chosen)
            self.say_prompt(texts.choice_prompt())

    def refresh_prompt(self, view: Any) -> None:
        if view is None:
            return
        self.view = view
        if view.phase is Phase.PLAYING:
            self.say_prompt(texts.play_prompt())
        elif view.phase is Phase.EXCHANGE:
            self.say_prompt(exchange_prompt(view))
        elif view.phase is Phase.BIDDING:
            self.say_prompt(texts.bid_prompt())
        else:
            self.say_prompt(texts.choice_prompt())

    # ------------------------------------------------------------------ panels
    def _bid_panel(self) -> PanelContent:
        view = self.view
        assert view is not None
        legal = {a.contract for a in view.legal if isinstance(a, Bid)}
        title, subtitle = texts.bid_panel(view.high, self.table._name(view.high_seat),
                                          view.pot, view.high_seat == view.seat)
        quadrille = view.rules.is_quadrille
        options = [Choice(Bid(view.seat, c), contract_name(c), contract_detail(c, quadrille),
                          c in legal)
                   for c in biddable(view.rules)]
        label, detail = texts.pass_choice()
        options.append(Choice(Pass(view.seat), label, detail))
        return PanelContent(title, subtitle, tuple(options))

    def _panel(self) -> PanelContent:
        view = self.view
        assert view is not None
        seat = view.seat
        if view.phase is Phase.ANNOUNCING:
            title, subtitle = texts.announce_panel()
            options = [Choice(a, contract_name(a.contract), contract_detail(a.contract))
                       for a in view.legal if isinstance(a, Bid)]
            label, detail = texts.pass_choice()
            return PanelContent(title, subtitle, (*options, Choice(Pass(seat), label, detail)))
        if view.phase is Phase.TRUMP:
            assert view.contract is not None
            title, subtitle = texts.trump_panel(view.contract)
            options = []
            for a in view.legal:
                if isinstance(a, NameTrump):
                    count = sum(1 for c in view.hand if is_trump(c, a.suit))
                    options.append(Choice(a, suit_name(a.suit), texts.trumps_detail(count)))
            return PanelContent(title, subtitle, tuple(options))
        if view.phase is Phase.CALLING:
            title, subtitle = texts.call_panel()
            return PanelContent(title, subtitle, tuple(
                Choice(a, card_name(a.card)) for a in view.legal if isinstance(a, CallCard)))
        if view.phase is Phase.PRIMERAS:
            done = len(view.tricks)
            title, subtitle = texts.primeras_panel(done, PRIMERAS_BONUS, view.rules.tricks)
            bonus = PRIMERAS_BONUS if view.rules.has_talon else 0
            (stop, stop_detail), (go, go_detail) = texts.primeras_choices(bonus,
                                                                         view.rules.tricks)
            return PanelContent(title, subtitle, (Choice(Primeras(seat, False), stop, stop_detail),
                                                  Choice(Primeras(seat, True), go, go_detail)))
        title, subtitle = texts.take_over_panel(self.table._name(view.surrendered))
        (take, take_detail), (no, no_detail) = texts.take_over_choices()
        return PanelContent(title, subtitle, (Choice(TakeOver(seat), take, take_detail),
                                              Choice(Pass(seat), no, no_detail)))

    def _chosen(self, action: Any) -> None:
        """A choice panel's button: the panel closed, its prompt goes too."""
        self.host.say("")
        self.host.controller.submit(action)

    def _greyed(self, action: Any) -> None:
        """A greyed bid was clicked: the engine refuses it and its reason is said (above
        the hand and in the status bar); the panel stays open."""
        self.host.controller.submit(action)

    def _surrender(self) -> None:
        c = self.host.controller
        c.submit(Surrender(c.human_seat))

    # ------------------------------------------------------------------ cards
    def choice_full_text(self, count: int) -> str:
        return Ombre.tr("You may exchange at most %n card(s).", "", count)

    def confirm(self) -> bool:
        """Exchange the chosen cards."""
        sc = self.host.scene
        return sc.mode == "select" and sc.selection_ready and self.submit_selection(Exchange)

    def refusal_words(self, error: IllegalActionError) -> str:
        return violation_text(error)

    # ------------------------------------------------------------------ hint
    def no_hint_text(self) -> str:
        return Ombre.tr("No hint is available right now.")

    def show_hint(self, action: Any, reason: str) -> None:
        sc = self.host.scene
        trump = self.view.trump if self.view is not None else None
        if isinstance(action, PlayCard):
            self.focus_hinted(action.card)
            what = Ombre.tr("play {card}").format(card=card_name(action.card, trump))
        elif isinstance(action, Exchange):
            if self.select_hinted(action.discards):
                sc.update_texts()
            what = (Ombre.tr("discard {cards}").format(cards=card_list(list(action.discards),
                                                                       trump))
                    if action.discards else Ombre.tr("keep your hand"))
        elif isinstance(action, Bid):
            what = Ombre.tr("bid {contract}").format(contract=contract_name(action.contract))
        elif isinstance(action, NameTrump):
            what = Ombre.tr("make {suit} trump").format(suit=suit_name(action.suit))
        elif isinstance(action, Primeras):
            what = Ombre.tr("go for the vole") if action.go_on else Ombre.tr("stop")
        elif isinstance(action, CallCard):
            what = Ombre.tr("call {card}").format(card=card_name(action.card))
        elif isinstance(action, Pass):
            what = Ombre.tr("pass")
        elif isinstance(action, TakeOver):
            what = Ombre.tr("take over")
        else:
            what = Ombre.tr("give up")
        if isinstance(action, Bid | NameTrump | CallCard | Primeras | Pass | TakeOver):
            sc.overlays.hint_choice(action)  # the suggested button, ringed on the panel
        self.host.say(texts.hint_text(what), 10000)


__all__ = ["OmbreInput", "exchange_prompt"]
