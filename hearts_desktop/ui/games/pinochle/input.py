"""The human at a Pinochle table: what each turn offers and how it is answered, all through
the controller's ``submit`` (the engine decides):

* the auction: a choice panel over the middle of the table with the next legal bids (the
  lowest few and some jumps), pass, and "pass with help" where the rules have it; the
  subtitle says the high bid and the best meld the hand holds;
* trump: a panel of the four suits, each with the meld and the number of cards the hand
  has in it;
* the exchange: choose 4 cards in the hand, then the action button (partner: to the
  declarer; declarer: back to the partner);
* playing: click a card (the cards the duties forbid are greyed); a refused card is
  explained in a notice above the hand; before the first lead the declarer is offered a
  side button to concede the hand.

A hint for a call or for trump rings the button it suggests on the panel (a bid the panel
did not offer is added to it), besides the status bar's words.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ....core.cards import Suit
from ....games.pinochle import (
    Bid,
    Concede,
    GiveCards,
    IllegalActionError,
    NameTrump,
    Pass,
    Phase,
    PlayCard,
    SeatView,
    count_meld,
)
from ...table.panels import Choice, PanelContent
from ..base import TableInput
from .labels import Pinochle, card_list, card_name, suit_name, suit_symbol, violation_text

if TYPE_CHECKING:
    from ..base import TableHost
    from .table import PinochleTable

STEPS_SHOWN = 4
"""The lowest legal bids offered one after another."""
JUMPS = (5, 10, 15, 20)
"""Then jump bids this far above the lowest (on the small scale)."""


def offered_bids(view: SeatView) -> list[int]:
    """The bids the auction panel offers: the lowest few, then a few jumps (all legal)."""
    legal = sorted({a.amount for a in view.legal if isinstance(a, Bid)})
    if not legal:
        return []
    shown = legal[:STEPS_SHOWN]
    low = legal[0]
    scale = view.rules.scale
    for jump in JUMPS:
        above = next((b for b in legal if b >= low + jump * scale), None)
        if above is not None and above not in shown:
            shown.append(above)
    return shown


def best_meld(view: SeatView) -> tuple[int, Any]:
    """The hand's best meld over the four trumps: (total, suit)."""
    best: tuple[int, Any] = (-1, None)
    for suit in Suit:
        total = count_meld(view.hand, suit, view.rules).total
        if total > best[0]:
            best = (total, suit)
    return best


class PinochleInput(TableInput):
    """The bottom seat's input at a Pinochle table (one per window)."""

    play_type = PlayCard
    selection_in_texts = True

    def __init__(self, host: TableHost, table: PinochleTable) -> None:
        super().__init__(host)
        self.table = table
        self.view: SeatView | None = None
        self.hinted_bid: int | None = None
        """A bid a hint suggested: the auction panel offers it too."""

    # ------------------------------------------------------------------ the turn
    def human_turn(self, view: SeatView) -> None:
        self.view = view
        self.hinted_bid = None
        sc = self.host.scene
        phase = view.phase
        if phase is Phase.BIDDING:
            sc.overlays.show_choices(self._bid_panel, self._chosen)
        elif phase is Phase.NAMING_TRUMP:
            sc.overlays.show_choices(self._trump_panel, self._chosen)
        elif phase in (Phase.PASSING, Phase.RETURNING):
            sc.set_interaction("select", count=view.rules.exchange_count)
        elif phase is Phase.PLAYING:
            self.offer_play(view)
            if any(isinstance(a, Concede) for a in view.legal):
                sc.overlays.show_side_button(lambda: Pinochle.tr("Concede the hand"),
                                             self._concede)
        self.say_prompt(self.prompt_text(view))

    def prompt_text(self, view: SeatView) -> str:
        phase = view.phase
        if phase is Phase.BIDDING:
            return Pinochle.tr("Your call: bid or pass.")
        if phase is Phase.NAMING_TRUMP:
            return Pinochle.tr("You won the auction: name trump.")
        if phase is Phase.PASSING:
            return Pinochle.tr("Choose 4 cards to give your partner, then press “{0}”.").format(
                self.table.action_text())
        if phase is Phase.RETURNING:
            return Pinochle.tr("Choose 4 cards to give back to your partner, then press "
                               "“{0}”.").format(self.table.action_text())
        if any(isinstance(a, Concede) for a in view.legal):
            return Pinochle.tr("Lead the first card, or concede the hand if the contract "
                               "cannot be made.")
        return Pinochle.tr("Your turn: play a card.")

    def refresh_prompt(self, view: Any) -> None:
        if view is not None:
            self.view = view
            self.say_prompt(self.prompt_text(view))

    # ------------------------------------------------------------------ panels
    def _bid_panel(self) -> PanelContent:
        view = self.view
        assert view is not None
        seat = view.seat
        title = Pinochle.tr("Your bid")
        if view.high_bid is None:
            high = Pinochle.tr("No bid yet; the lowest bid is {0}.").format(view.next_bid)
        else:
            high = Pinochle.tr("High bid: {0} by {1}.").format(
                view.high_bid, self.table._name(view.high_bidder))
        total, suit = best_meld(view)
        if suit is not None and total > 0:
            meld = Pinochle.tr("Your best meld: {0} with {1} {2} trump.").format(
                total, suit_symbol(suit), suit_name(suit))
        else:
            meld = Pinochle.tr("You hold no meld.")
        amounts = offered_bids(view)
        hinted = self.hinted_bid
        if hinted is not None and hinted not in amounts and Bid(seat, hinted) in view.legal:
            amounts = sorted([*amounts, hinted])
        options = [Choice(Bid(seat, amount), str(amount),
                          Pinochle.tr("jump") if i >= STEPS_SHOWN else "")
                   for i, amount in enumerate(amounts)]
        for action in view.legal:
            if isinstance(action, Pass):
                if action.help:
                    options.append(Choice(action, Pinochle.tr("Pass with help"),
                                          Pinochle.tr("I can help my partner")))
                else:
                    options.append(Choice(action, Pinochle.tr("Pass"),
                                          Pinochle.tr("final for this hand")))
        return PanelContent(title, f"{high} {meld}", tuple(options))

    def _trump_panel(self) -> PanelContent:
        view = self.view
        assert view is not None
        title = Pinochle.tr("Name trump")
        subtitle = Pinochle.tr("Your contract is {0}. Your partner will give you 4 cards.").format(
            view.contract)
        options = []
        for action in view.legal:
            if isinstance(action, NameTrump):
                suit = action.suit
                meld = count_meld(view.hand, suit, view.rules).total
                count = sum(1 for c in view.hand if c.suit == suit)
                options.append(Choice(
                    action, f"{suit_symbol(suit)} {suit_name(suit)}",
                    Pinochle.tr("meld {0}, %n card(s)", "", count).format(meld)))
        return PanelContent(title, subtitle, tuple(options))

    def _chosen(self, action: Any) -> None:
        self._answered()
        self.host.controller.submit(action)

    def _concede(self) -> None:
        self._answered()
        c = self.host.controller
        c.submit(Concede(c.human_seat))

    def _answered(self) -> None:
        """The player chose on a panel: the turn's prompt goes (the window clears it only
        after a turn on the cards; a call's "Your call: bid or pass." stayed up through the
        trump, the exchange and the melds). A refusal is said after this."""
        if self.prompt:
            self.host.say("")
            self.prompt = ""

    # ------------------------------------------------------------------ cards
    def choice_full_text(self, count: int) -> str:
        return Pinochle.tr("You have chosen %n cards; click one to put it back.", "", count)

    def card_chosen(self, left: int) -> None:
        # said as the turn's prompt: the window clears it once the cards are given
        # (it stayed up through the melds and the tricks)
        if left > 0:
            self.say_prompt(Pinochle.tr("Choose %n more.", "", left))
        else:
            self.say_prompt(Pinochle.tr("Ready: press “{0}”.").format(self.table.action_text()))

    def confirm(self) -> bool:
        """Give the 4 chosen cards."""
        return self.selection_full() and self.submit_selection(GiveCards)

    def refusal_words(self, error: IllegalActionError) -> str:
        return violation_text(error)

    # ------------------------------------------------------------------ hint
    def no_hint_text(self) -> str:
        return Pinochle.tr("No hint is available right now.")

    def show_hint(self, action: Any, reason: str) -> None:
        sc = self.host.scene
        if isinstance(action, PlayCard):
            self.focus_hinted(action.card)
            what = Pinochle.tr("play the {0}").format(card_name(action.card))
        elif isinstance(action, GiveCards):
            if self.select_hinted(action.cards):
                sc.set_interaction("select", count=sc.select_count)
            what = Pinochle.tr("give {0}").format(card_list(list(action.cards)))
        elif isinstance(action, Bid):
            what = Pinochle.tr("bid {0}").format(action.amount)
            self.hinted_bid = action.amount
        elif isinstance(action, NameTrump):
            what = Pinochle.tr("name {0} trump").format(suit_name(action.suit))
        elif isinstance(action, Pass):
            what = Pinochle.tr("pass with help") if action.help else Pinochle.tr("pass")
        else:
            what = Pinochle.tr("concede the hand")
        if isinstance(action, Bid | NameTrump | Pass):
            sc.overlays.hint_choice(action)  # the suggested button, ringed on the panel
        self.host.say(Pinochle.tr("Hint: {0}.").format(what), 10000)


__all__ = ["PinochleInput", "best_meld", "offered_bids"]
