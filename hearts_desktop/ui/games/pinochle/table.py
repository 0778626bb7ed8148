"""Pinochle on the table: which stages each Pinochle event gets, how the bottom seat's view
is shown, and what the name plates, the status corner and the contract panel read.

One ``PinochleTable`` per table. The deal is dealt in packets (3, or 4 double deck); every
call of the auction shows on its seat's plate ("Bid 27", "Pass", "Pass with help") until
the auction is won; the contract and trump then stay in the contract panel for the rest of
the hand. The partner exchange flies four cards face down to the declarer and four back
(the defenders see only backs; the bottom seat's received cards turn over). Each seat's
meld is laid face up in front of it with a caption naming every meld and its value ("Run
15", "Pinochle 4") and the seat's total; a banner gives the team totals, then the cards go
back to the hands. Tricks are played and swept to their winner; the hand's result shows in
a banner (made or set) before the score sheet.

Partners share their plate's colour mark, and a plate's score is its team's.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from PySide6.QtGui import QColor, QPainter

from ....core.cards import Card, Suit
from ....games.pinochle import (
    AuctionWon,
    BidMade,
    Call,
    CardPlayed,
    CardsDealt,
    CardsGiven,
    Conceded,
    DealStarted,
    HandScored,
    MatchOver,
    MeldsCounted,
    MeldShown,
    Outcome,
    Passed,
    Phase,
    SeatView,
    TrickWon,
    TrumpNamed,
)
from ....games.pinochle.cards import STRENGTH
from ...table.director import TableDirector
from ...table.speeds import Step
from ...table.stages import Stage
from ..base import said
from .labels import (
    Pinochle,
    call_text,
    meld_lines,
    meld_total,
    signed,
    spoken_card_name,
    suit_colour,
    suit_name,
    suit_symbol,
    team_name,
)

if TYPE_CHECKING:
    from ...table.animator import Animator
    from ...table.moves import Moves
    from ...table.scene import TableScene


def paint_trump(painter: QPainter, x: float, y: float, size: float, lit: bool) -> None:
    """The status corner's icon: four small suit pips, bright once trump is named."""
    from PySide6.QtCore import QRectF, Qt
    from PySide6.QtGui import QFont

    font = QFont()
    font.setPixelSize(max(8, round(size * 0.42)))
    font.setBold(True)
    painter.setFont(font)
    for i, suit in enumerate((Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS)):
        colour = QColor(suit_colour(suit))
        if not lit:
            colour.setAlpha(110)
        painter.setPen(colour)
        dx = (i % 2 - 0.5) * size * 0.48
        dy = (i // 2 - 0.5) * size * 0.48
        painter.drawText(QRectF(x + dx - size * 0.25, y + dy - size * 0.25, size * 0.5,
                                size * 0.5), Qt.AlignmentFlag.AlignCenter, suit_symbol(suit))


class PinochleTable(TableDirector):
    """The Pinochle director of one table."""

    status_icon = staticmethod(paint_trump)

    def __init__(self, animator: Animator) -> None:
        self.animator = animator
        self.scene: TableScene = animator.scene
        self.scores: tuple[int, int] = (0, 0)
        self.phase: Phase | None = None
        self.calls: dict[int, Call] = {}
        self.dealer: int | None = None
        self.declarer: int | None = None
        self.contract: int | None = None
        self.stuck = False
        self.trump: Suit | None = None
        self.seat_melds: dict[int, int] = {}
        self.counters: tuple[int, int] = (0, 0)
        self.trick_number = 1
        self.tricks_in_hand = 12
        self.last_result: HandScored | None = None
        self.deal_shown: int | None = None
        """The hand the table shows (``shown_deal``): the last one's result stays up while
        the match has dealt the next."""

    @property
    def moves(self) -> Moves:
        return self.animator.moves

    def reset(self, players: int) -> None:
        """A new match."""
        del players
        self.scores = (0, 0)
        self.deal_shown = None
        self._new_deal()

    def _new_deal(self) -> None:
        self.phase = Phase.BIDDING
        self.calls = {}
        self.declarer = self.contract = None
        self.stuck = False
        self.trump = None
        self.seat_melds = {}
        self.counters = (0, 0)
        self.trick_number = 1

    def _name(self, seat: int | None) -> str:
        names = self.scene.names
        if seat is None:
            return ""
        return names[seat] if 0 <= seat < len(names) else str(seat)

    def team_names(self) -> tuple[str, str]:
        names = list(self.scene.names)
        return team_name(names, 0), team_name(names, 1)

    def sort_key(self, card: Card) -> tuple[int, int, int]:
        """The hand's display order: by suit, then 9 J Q K 10 A (10 beside the ace)."""
        return (card.suit, STRENGTH[card.rank], card.copy)

    def _sort_bottom(self) -> None:
        sc = self.scene
        hand = sc.hands[sc.bottom_seat]
        if all(it.face_up and it.card is not None for it in hand):
            hand.sort(key=lambda it: self.sort_key(it.card))  # type: ignore[arg-type]

    # ------------------------------------------------------------------ events
    def stages(self, ev: Any) -> Iterator[Stage]:
        sc = self.scene
        if isinstance(ev, DealStarted):
            sc.hide_last_trick()
            sc.clear_captions()
            self._new_deal()
            self.dealer = ev.dealer
            self.deal_shown = ev.deal_number
            sc.show_contract(None)
            sc.set_turn(None)
            sc.snap()
        elif isinstance(ev, CardsDealt):
            hands = [list(h) for h in ev.hands]
            bottom = sc.bottom_seat
            if all(c is not None for c in hands[bottom]):
                hands[bottom] = sorted(hands[bottom], key=self.sort_key)  # type: ignore[arg-type]
            self.tricks_in_hand = len(hands[bottom]) or self.tricks_in_hand
            yield from self.moves.deal(hands, ev.dealer, packet=ev.packet)
        elif isinstance(ev, BidMade | Passed):
            amount = ev.amount if isinstance(ev, BidMade) else None
            self.calls[ev.seat] = Call(ev.seat, amount, getattr(ev, "help", False))
            sc.set_turn(None)
            sc.update_texts()
            yield Stage(pause=self.animator.d(Step.NOTICE) // 2,
                        name="bid" if isinstance(ev, BidMade) else "no_bid")
        elif isinstance(ev, AuctionWon):
            self.declarer, self.contract, self.stuck = ev.declarer, ev.contract, ev.stuck
            self.phase = Phase.NAMING_TRUMP
            self._show_contract()
            seat, contract, stuck = ev.declarer, ev.contract, ev.stuck
            yield from self.moves.banner(
                lambda: self.auction_texts(seat, contract, stuck), Step.NOTICE)
        elif isinstance(ev, TrumpNamed):
            self.trump = ev.suit
            self.phase = Phase.PASSING
            self._show_contract()
            sc.update_texts()
            seat, suit = ev.seat, ev.suit
            yield from self.moves.banner(lambda: self.trump_texts(seat, suit), Step.NOTICE)
        elif isinstance(ev, CardsGiven):
            yield from self._exchange(ev)
        elif isinstance(ev, MeldShown):
            yield from self._meld(ev)
        elif isinstance(ev, MeldsCounted):
            yield from self._melds_counted(ev)
        elif isinstance(ev, Conceded):
            seat, contract = ev.seat, ev.contract
            yield from self.moves.banner(lambda: self.concede_texts(seat, contract),
                                         Step.ANNOUNCE)
        elif isinstance(ev, CardPlayed):
            self.phase = Phase.PLAYING
            self.trick_number = ev.trick_number
            sc.overlays.hide_side_button()
            yield from self.moves.play(ev.seat, ev.card)
        elif isinstance(ev, TrickWon):
            winner, points = ev.winner, ev.points

            def scored() -> None:
                c = list(self.counters)
                c[winner % 2] += points
                self.counters = (c[0], c[1])
                self._show_contract()  # the panel's counters follow every trick

            yield from self.moves.sweep(winner, scored)
            self.trick_number = ev.trick_number + 1
        elif isinstance(ev, HandScored):
            self.scores = ev.scores
            self.counters = ev.team_counters
            self.last_result = ev
            self.phase = Phase.HAND_OVER
            self._show_contract()  # the same figures as the result's banner
            sc.snap()
            result = ev
            yield from self.moves.banner(lambda: self.result_texts(result), Step.ANNOUNCE)
            self.animator.hand_reached(ev)
        elif isinstance(ev, MatchOver):
            self.scores = ev.scores
            self.animator.match_reached(ev)

    def _exchange(self, ev: CardsGiven) -> Iterator[Stage]:
        """Four cards face down from the giver to the receiver; the bottom seat's new
        cards turn over and the hand sorts itself."""
        sc = self.scene
        self.phase = Phase.RETURNING if ev.giver != self.declarer else Phase.PLAYING
        sc.update_texts()
        yield from self.moves.exchange([(ev.giver, ev.receiver, list(ev.cards))])
        if ev.receiver == sc.bottom_seat:
            self._sort_bottom()
            yield Stage(self.moves.hand_moves(sc.bottom_seat, self.animator.d(Step.REARRANGE)),
                        after=sc.snap, name="sorted")

    def _meld(self, ev: MeldShown) -> Iterator[Stage]:
        """The seat's meld is laid face up in front of it, captioned."""
        sc = self.scene
        self.seat_melds[ev.seat] = ev.total
        cards = list(ev.cards)
        if cards:
            yield from self.moves.lay_meld(ev.seat, cards)
        parts = ev.parts
        total = ev.total
        sc.set_caption(ev.seat, lambda: (meld_lines(parts), meld_total(total)))
        sc.update_texts()
        yield Stage(pause=self.animator.d(Step.NOTICE) // 2, name="meld_shown")

    def _melds_counted(self, ev: MeldsCounted) -> Iterator[Stage]:
        """The melds lie on the table with their captions until the player goes on (a
        click, Space; or a while, when the table does not wait for the player); then the
        cards go back to the hands and a banner gives the team totals (it would cover the
        captions)."""
        sc = self.scene
        melds = ev.team_melds
        yield Stage(pause=self.animator.d(Step.ANNOUNCE), name="meld_read", wait=True)
        sc.clear_captions()
        for seat in sorted(sc.melds):
            yield from self.moves.return_meld(seat)
        self._sort_bottom()
        yield Stage(self.moves.hand_moves(sc.bottom_seat, self.animator.d(Step.REARRANGE)),
                    after=sc.snap, name="sorted")
        self.phase = Phase.PLAYING
        self._show_contract()
        yield from self.moves.banner(lambda: self.meld_banner(melds), Step.NOTICE)

    # ------------------------------------------------------------------ texts of moments
    def _told(self, seat: int, you_text: str, text: str) -> str:
        """``seat``'s sentence ({0}: its name), said to the player when it is theirs."""
        return said(seat, self.scene.you, you_text, text).format(self._name(seat))

    def auction_texts(self, seat: int, contract: int, stuck: bool) -> tuple[str, str]:
        if stuck:
            return (self._told(seat, Pinochle.tr("You are stuck with the bid"),
                               Pinochle.tr("{0} is stuck with the bid")),
                    Pinochle.tr("Everyone passed: the dealer plays {0}.").format(contract))
        return (self._told(seat, Pinochle.tr("You win the auction"),
                           Pinochle.tr("{0} wins the auction")),
                Pinochle.tr("Contract: {0}").format(contract))

    def trump_texts(self, seat: int, suit: Suit) -> tuple[str, str]:
        return (Pinochle.tr("Trump: {0} {1}").format(suit_symbol(suit), suit_name(suit)),
                self._told(seat, Pinochle.tr("Named by you"), Pinochle.tr("Named by {0}")))

    def meld_banner(self, melds: tuple[int, int]) -> tuple[str, str]:
        a, b = self.team_names()
        return (Pinochle.tr("Meld: {0} to {1}").format(melds[0], melds[1]),
                f"{a}: {melds[0]}   ·   {b}: {melds[1]}")

    def concede_texts(self, seat: int, contract: int) -> tuple[str, str]:
        return (self._told(seat, Pinochle.tr("You concede"), Pinochle.tr("{0} concedes")),
                Pinochle.tr("The declaring team loses its contract of {0}.").format(contract))

    def result_texts(self, ev: HandScored) -> tuple[str, str]:
        team = ev.declarer % 2
        who = self.team_names()[team]
        change = ev.changes[team]
        if ev.outcome is Outcome.MADE:
            title = Pinochle.tr("Contract made: {0}").format(signed(change))
        elif ev.outcome is Outcome.SET:
            title = Pinochle.tr("Set! {0}").format(signed(change))
        else:
            title = Pinochle.tr("Conceded: {0}").format(signed(change))
        detail = Pinochle.tr("{0}: meld {1} + counters {2}, bid {3}").format(
            who, ev.team_melds[team], ev.team_counters[team], ev.contract)
        return title, detail

    # ------------------------------------------------------------------ the view
    def sync(self, view: SeatView) -> None:
        """Make the table show ``view`` (the bottom seat's view) exactly, then snap."""
        sc = self.scene
        hands: list[list[Card | None]] = []
        for seat in range(sc.players):
            if seat == view.seat:
                ordered = sorted(view.hand, key=self.sort_key)
                mine: list[Card | None] = []
                mine.extend(ordered)
                hands.append(mine)
            else:
                hands.append([None] * view.hand_sizes[seat])
        trick = list(view.trick.plays) if view.trick is not None else []
        sc.show_cards(hands, trick)
        sc.clear_captions()
        self.phase = view.phase
        self.dealer = view.dealer
        self.deal_shown = view.deal_number
        self.calls = {}
        for call in view.calls:
            self.calls[call.seat] = call
        self.declarer, self.contract, self.stuck = view.declarer, view.contract, view.stuck
        self.trump = view.trump
        self.seat_melds = {s: m.total for s, m in enumerate(view.melds) if m is not None}
        self.counters = view.counters
        self.scores = view.scores
        self.trick_number = (view.trick.number if view.trick is not None
                             else len(view.tricks) + 1)
        self.tricks_in_hand = view.rules.hand_size
        sc.turn = view.to_move
        self._show_contract()
        sc.snap()

    def _show_contract(self) -> None:
        sc = self.scene
        if self.declarer is None or self.contract is None:
            sc.show_contract(None)
            return
        sc.show_contract(self.contract_title(), self.contract_detail(),
                         suit_symbol(self.trump) if self.trump is not None else "?",
                         suit_colour(self.trump) if self.trump is not None else None)

    def contract_title(self) -> str:
        return Pinochle.tr("Contract {0}: {1}").format(self.contract, self._name(self.declarer))

    def contract_detail(self) -> str:
        if self.trump is None:
            return Pinochle.tr("Trump not named yet")
        team = (self.declarer or 0) % 2
        melds = self.team_melds()
        if not self.seat_melds:
            return Pinochle.tr("Trump: {0}").format(suit_name(self.trump))
        return Pinochle.tr("Meld {0} + counters {1}").format(melds[team],
                                                              self.counters[team])

    def team_melds(self) -> tuple[int, int]:
        m = self.seat_melds
        return (m.get(0, 0) + m.get(2, 0), m.get(1, 0) + m.get(3, 0))

    def last_trick(self, view: SeatView) -> tuple[tuple[tuple[int, Any], ...], int | None]:
        """The plays and the winner of the last finished trick (none yet: empty)."""
        if not view.tricks:
            return (), None
        t = view.tricks[-1]
        return t.plays, t.winner

    # ------------------------------------------------------------------ texts
    def plate(self, seat: int) -> tuple[str, str, bool]:
        sc = self.scene
        score = str(self.scores[seat % 2])
        if self.phase in (Phase.BIDDING, None) or self.declarer is None:
            detail = call_text(self.calls.get(seat))
            if not detail and seat == self.dealer:
                detail = Pinochle.tr("Dealer")
        else:
            parts = []
            if seat == self.declarer:
                parts.append(Pinochle.tr("Declarer {0}").format(self.contract))
            elif seat == (self.declarer + 2) % 4:
                parts.append(Pinochle.tr("Partner"))
            if seat in self.seat_melds:
                parts.append(meld_total(self.seat_melds[seat]))
            detail = " · ".join(parts)
        return score, detail, seat == sc.turn

    def status(self) -> tuple[bool, str, str]:
        if self.trump is not None:
            title = Pinochle.tr("Trump: {0} {1}").format(suit_symbol(self.trump),
                                                         suit_name(self.trump))
        else:
            title = Pinochle.tr("No trump yet")
        if self.phase in (Phase.BIDDING, None) and self.declarer is None:
            line = Pinochle.tr("Auction")
        elif self.phase is Phase.NAMING_TRUMP:
            line = Pinochle.tr("Naming trump")
        elif self.phase in (Phase.PASSING, Phase.RETURNING):
            line = Pinochle.tr("Partners exchange cards")
        elif self.phase is Phase.PLAYING and self.trick_number <= self.tricks_in_hand:
            line = Pinochle.tr("Trick {0} of {1}").format(self.trick_number,
                                                          self.tricks_in_hand)
        else:
            line = Pinochle.tr("Hand over")
        return self.trump is not None, title, line

    def action_text(self) -> str:
        if self.phase is Phase.RETURNING:
            return Pinochle.tr("Give back 4")
        return Pinochle.tr("Give 4 cards")

    def card_name(self, card: Any) -> str:
        return spoken_card_name(card)

    def card_group(self, card: Any) -> str:
        return suit_name(card.suit)

    def retranslate(self) -> None:
        """The language changed: the contract panel says its words again at once (the
        scene asks for the plates' and the corner's texts itself)."""
        if self.scene.contract.isVisible():
            self._show_contract()

__all__ = ["PinochleTable", "paint_trump"]
