"""Ombre on the table: which stages each Ombre event gets, how the bottom seat's view is
shown, and what the name plates, the status corner and the contract panel read.

One ``OmbreTable`` per table (the window's, a replay's). Seats sit clockwise by number and
play goes counter-clockwise (the next player sits on the right); the seat that sits out a
deal of four-player Ombre holds no cards and its plate says so. The table shows:

* the ante flying into the pot, then the deal by packets, the talon face down in the middle;
* each seat's bid by its plate ("Entrada", "Passed"), ombre's contract in the contract panel
  with the trump suit drawn as a card of the table's dress;
* the exchange: discards face down onto the pile beside the trick, the cards drawn from the
  top of the talon (the tourné card turned face up first and drawn face up);
* the matadors marked on their faces: spadille and basto in gold from the deal on, the
  manille in gold and punto in silver once trump is known, in either dress;
* tricks swept to their winners, the tricks each seat took on its plate;
* every chip that moves: the ante, a vole's stakes, the payments of a deal's result and the
  pot divided at the end, flying between the seats' piles and the pot.

The chips on the table always add up to the chips in play. A deal's score sheet waits until
the next deal's ante has flown into the pot (the last deal's: until the pot is divided), so
the piles read what the sheet's last row says; the finished deal stays on show meanwhile
(its plates and contract), and the next deal begins when its cards are dealt.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from ....core.cards import ACE, Card, Suit
from ....games.ombre import (
    BASTO,
    POT,
    SPADILLE,
    AllPassed,
    AntePaid,
    BidMade,
    CardCalled,
    CardPlayed,
    CardsDealt,
    CardsExchanged,
    CardTurned,
    Contract,
    DealScored,
    DealStarted,
    DealThrownIn,
    ForcedBy,
    HonoursAnnounced,
    OmbreDeclared,
    PartnerRevealed,
    Passed,
    Payment,
    Phase,
    PlayStarted,
    PlayStopped,
    PrimerasReached,
    SeatView,
    SessionOver,
    Surrendered,
    TakenOver,
    TalonTaken,
    TrickWon,
    TrumpNamed,
    VoleAttempted,
    VoleStakesPaid,
    is_trump,
    manille,
    punto,
    sort_hand,
    strength,
)
from ....games.ombre.cards import SUITS
from ...table.card_pixmaps import MARK_GOLD, MARK_SILVER
from ...table.director import TableDirector
from ...table.speeds import Step
from ...table.stages import Stage
from . import labels, texts

if TYPE_CHECKING:
    from ...table.animator import Animator
    from ...table.moves import Moves
    from ...table.scene import TableScene

PHASES = {Phase.BIDDING: "bidding", Phase.ANNOUNCING: "announcing", Phase.EXCHANGE: "exchange",
          Phase.TRUMP: "trump", Phase.CALLING: "calling", Phase.PLAYING: "playing",
          Phase.PRIMERAS: "primeras", Phase.TAKE_OVER: "take_over"}
"""The phases the status corner names."""
TURN_PHASES = tuple(PHASES)


def chip_transfers(payments: tuple[Payment, ...]) -> list[tuple[int | None, int | None, int]]:
    return [(p.payer, p.payee, p.amount) for p in payments]


def payment_groups(payments: tuple[Payment, ...]) -> list[tuple[Payment, ...]]:
    """Payments in the engine's order, those of one reason together (one flight each)."""
    groups: list[list[Payment]] = []
    for p in payments:
        if groups and groups[-1][-1].reason == p.reason:
            groups[-1].append(p)
        else:
            groups.append([p])
    return [tuple(g) for g in groups]


class OmbreTable(TableDirector):
    """The Ombre director of one table."""

    status_icon = staticmethod(texts.paint_chip_icon)

    def __init__(self, animator: Animator) -> None:
        self.animator = animator
        self.scene: TableScene = animator.scene
        self.reset(self.scene.players)

    @property
    def moves(self) -> Moves:
        return self.animator.moves

    def reset(self, players: int) -> None:
        """A new match on ``players`` seats."""
        self.players = players
        self.rules: Any = None
        self._new_deal(0, 0, None, ())
        self.chips: list[int] = [0] * players
        self.pot = 0
        self._result: DealScored | None = None
        """A deal's result whose score sheet waits for the next ante (or the end)."""
        self._next_deal: DealStarted | None = None
        """The next deal, begun on the table once its cards come (the last one's result
        is on show until then)."""
        self.result_deal: int | None = None
        """The number of the deal whose result the table shows (None: none)."""

    def _new_deal(self, number: int, dealer: int, sitter_out: int | None,
                  order: tuple[int, ...]) -> None:
        n = self.players
        self.deal_number = number
        self.dealer = dealer
        self.sitter_out = sitter_out
        self.order = order
        self.play_order: tuple[int, ...] = ()
        self.bids: dict[int, Contract | None] = {}
        self.ombre: int | None = None
        self.contract: Contract | None = None
        self.forced: ForcedBy | None = None
        self.trump: Suit | None = None
        self.called: Card | None = None
        self.partner: int | None = None
        self.exchanged: dict[int, int] = {}
        self.tricks = [0] * n
        self.trick_number = 1
        self.phase = "bidding" if number else ""
        self.vole = False

    def _name(self, seat: int | None) -> str:
        names = self.scene.names
        if seat is None:
            return ""
        return names[seat] if 0 <= seat < len(names) else str(seat)

    def _tricks_in_deal(self) -> int:
        return self.rules.tricks if self.rules is not None else 9

    # ------------------------------------------------------------------ marks and chips
    def mark_matadors(self) -> None:
        """Spadille and basto in gold (always trumps); the manille in gold and punto in
        silver once trump is known."""
        pixmaps = self.scene.pixmaps
        pixmaps.clear_marks()
        pixmaps.set_marks([SPADILLE, BASTO], MARK_GOLD)
        if self.trump is not None:
            pixmaps.set_marks([manille(self.trump)], MARK_GOLD)
            p = punto(self.trump)
            if p is not None:
                pixmaps.set_marks([p], MARK_SILVER)

    def _ensure_chips(self) -> None:
        sc = self.scene
        if not sc.chips.shown or len(sc.chips.piles) != self.players + 1:
            sc.chips.show(range(self.players), pot=True)
        sc.chips.set_label(POT, texts.pot_label())

    def _hand_key(self, card: Card) -> tuple[int, int]:
        """A hand's display order (``games.ombre.sort_hand``): trumps first, then espadas,
        bastos, copas, oros, each highest first."""
        if self.trump is not None and is_trump(card, self.trump):
            return (-1, -strength(card, self.trump))
        return (SUITS.index(card.suit), -strength(card, self.trump))

    # ------------------------------------------------------------------ events
    def stages(self, ev: Any) -> Iterator[Stage]:
        sc = self.scene
        if self._result is not None and not isinstance(ev, DealStarted | AntePaid
                                                       | SessionOver):
            yield from self._reach_scored()
        if self._next_deal is not None and not isinstance(ev, AntePaid):
            self._start_deal(self._next_deal)
        if isinstance(ev, DealStarted):
            if self._result is not None:
                self._next_deal = ev  # the result stays on show through the next ante
            else:
                self._start_deal(ev)
        elif isinstance(ev, AntePaid):
            yield from self._ante(ev)
            yield from self._reach_scored()
        elif isinstance(ev, CardsDealt):
            self.result_deal = None
            yield from self._deal(ev)
        elif isinstance(ev, BidMade):
            self.bids[ev.seat] = ev.contract
            sc.update_texts()
            plate = sc.plates[ev.seat]
            yield from self.moves.pulse(plate, 1.08, self.animator.d(Step.PULSE))
        elif isinstance(ev, Passed):
            if ev.stage == "bidding":
                self.bids[ev.seat] = None
            sc.update_texts()
        elif isinstance(ev, AllPassed):
            yield from self.moves.banner(texts.all_passed_texts, Step.NOTICE)
        elif isinstance(ev, DealThrownIn):
            reason = ev.reason
            self.phase = ""
            yield from self.moves.banner(lambda: texts.thrown_in_texts(reason), Step.ANNOUNCE)
        elif isinstance(ev, OmbreDeclared):
            yield from self._declared(ev)
        elif isinstance(ev, CardTurned):
            yield from self._turned(ev)
        elif isinstance(ev, TrumpNamed):
            yield from self._trump(ev)
        elif isinstance(ev, CardCalled):
            self.called = ev.card
            self.phase = "calling"
            if any(it.face_up and it.card == ev.card for it in sc.human_items()):
                self.partner = sc.bottom_seat  # the bottom seat holds the king: it knows
            self._mark_teams()
            sc.update_texts()
            self._show_contract()
            seat, card = ev.seat, ev.card
            yield from self.moves.banner(
                lambda: texts.called_texts(self._name(seat), card, sc.is_you(seat)), Step.NOTICE)
        elif isinstance(ev, TalonTaken):
            self.exchanged[ev.seat] = len(ev.cards)
            yield from self.moves.draw(ev.seat, ev.cards)
        elif isinstance(ev, CardsExchanged):
            yield from self._exchange(ev)
        elif isinstance(ev, HonoursAnnounced):
            seat, w, wo = ev.seat, ev.honours_with, ev.honours_without
            yield from self.moves.banner(
                lambda: texts.honours_texts(self._name(seat), w, wo, sc.is_you(seat)),
                Step.NOTICE)
        elif isinstance(ev, PlayStarted):
            self.phase = "playing"
            self.play_order = ev.order
            self.trick_number = 1
            self._mark_teams()
            sc.update_texts()
        elif isinstance(ev, CardPlayed):
            yield from self.moves.play(ev.seat, ev.card)
        elif isinstance(ev, PartnerRevealed):
            self.partner = ev.seat
            self._mark_teams()
            seat, declarer = ev.seat, ev.declarer
            yield from self.moves.banner(
                lambda: texts.partner_texts(self._name(seat), self._name(declarer),
                                            sc.is_you(seat), sc.is_you(declarer)), Step.NOTICE)
        elif isinstance(ev, TrickWon):
            won = ev.tricks

            def counted() -> None:
                self.tricks = list(won)

            yield from self.moves.sweep(ev.winner, counted)
            self.trick_number = ev.trick_number + 1
        elif isinstance(ev, PrimerasReached):
            self.phase = "primeras"
            seat, count = ev.seat, ev.trick_number
            yield from self.moves.banner(
                lambda: texts.primeras_texts(self._name(seat), count, sc.is_you(seat)),
                Step.NOTICE)
        elif isinstance(ev, VoleAttempted):
            self.phase = "playing"
            self.vole = True
            seat = ev.seat
            yield from self.moves.banner(
                lambda: texts.vole_attempt_texts(self._name(seat), sc.is_you(seat)), Step.NOTICE)
        elif isinstance(ev, PlayStopped):
            yield from self._stopped(ev)
        elif isinstance(ev, Surrendered):
            self.phase = "take_over"
            seat = ev.seat
            yield from self.moves.banner(
                lambda: texts.surrendered_texts(self._name(seat), sc.is_you(seat)), Step.NOTICE)
        elif isinstance(ev, TakenOver):
            self.ombre = ev.seat
            self.phase = "playing"
            self._mark_teams()
            self._show_contract()
            seat, previous = ev.seat, ev.previous
            yield from self.moves.banner(
                lambda: texts.taken_over_texts(self._name(seat), self._name(previous),
                                               sc.is_you(seat), sc.is_you(previous)),
                Step.NOTICE)
        elif isinstance(ev, VoleStakesPaid):
            yield from self.moves.pay(chip_transfers(ev.payments))
        elif isinstance(ev, DealScored):
            yield from self._scored(ev)
        elif isinstance(ev, SessionOver):
            yield from self._session_over(ev)

    # ------------------------------------------------------------------ the deal
    def _start_deal(self, ev: DealStarted) -> None:
        sc = self.scene
        self._next_deal = None
        self.result_deal = None
        sc.hide_last_trick()
        sc.overlays.hide_choices()
        self._new_deal(ev.deal_number, ev.dealer, ev.sitter_out, ev.order)
        if sc.chips.shown:  # the first deal's piles come with its ante (never a pile of 0)
            self._ensure_chips()
        sc.hand_key = self._hand_key
        self.mark_matadors()
        sc.show_contract(None)
        self._mark_teams()
        sc.set_turn(None)
        sc.snap()

    def _reach_scored(self) -> Iterator[Stage]:
        """The table shows the chips the score sheet will show: announce the deal's result
        now (``hand_scored``; the animator holds there while the sheet is open)."""
        scored, self._result = self._result, None
        if scored is not None:
            self.animator.hand_reached(scored)
            yield Stage(name="scored")  # the hold begins before the next event's stages

    def _ante(self, ev: AntePaid) -> Iterator[Stage]:
        """The chips as they were, then each stake flies into the pot."""
        sc = self.scene
        self._ensure_chips()
        paid = [0] * self.players
        for p in ev.payments:
            if p.payer is not None:
                paid[p.payer] += p.amount
        before = [c + k for c, k in zip(ev.chips, paid, strict=True)]
        sc.chips.set_amounts(before, ev.pot - sum(paid))
        self.chips, self.pot = list(ev.chips), ev.pot
        yield from self.moves.pay(chip_transfers(ev.payments), name="ante")

    def _deal(self, ev: CardsDealt) -> Iterator[Stage]:
        sc = self.scene
        sc.talon_room = len(ev.talon)  # the deal clears the cards of the last deal
        packet = ev.packets[0] if ev.packets else 1
        yield from self.moves.deal(ev.hands, ev.dealer, list(ev.talon), packet=packet)
        self.phase = "bidding"

    def _declared(self, ev: OmbreDeclared) -> Iterator[Stage]:
        self.ombre, self.contract, self.forced = ev.seat, ev.contract, ev.forced
        self.phase = "exchange"
        self._mark_teams()
        self._show_contract()
        seat, contract, forced = ev.seat, ev.contract, ev.forced
        yield from self.moves.banner(
            lambda: texts.declared_texts(self._name(seat), contract, forced,
                                         self.scene.is_you(seat)), Step.NOTICE)

    def _turned(self, ev: CardTurned) -> Iterator[Stage]:
        card = ev.card
        yield from self.moves.turn_up(0, card)
        yield from self.moves.banner(lambda: texts.turned_texts(card), Step.NOTICE)

    def _trump(self, ev: TrumpNamed) -> Iterator[Stage]:
        self.trump = ev.suit
        self.mark_matadors()
        self._show_contract()
        self.scene.sort_hand(self.scene.bottom_seat)
        self.scene.snap()
        if ev.contract is Contract.TOURNE:
            return  # the turned card said it already
        seat, suit = ev.seat, ev.suit
        yield from self.moves.banner(
            lambda: texts.trump_texts(self._name(seat), suit, self.scene.is_you(seat)),
            Step.NOTICE)

    def _exchange(self, ev: CardsExchanged) -> Iterator[Stage]:
        self.exchanged[ev.seat] = len(ev.discards)
        self.scene.update_texts()
        yield from self.moves.set_aside(ev.seat, ev.discards)
        if ev.drawn:
            yield from self.moves.draw(ev.seat, ev.drawn)

    def _stopped(self, ev: PlayStopped) -> Iterator[Stage]:
        self.phase = ""
        name, you = self._name(self.ombre), self.scene.is_you(self.ombre)
        reason = ev.reason
        made = texts.stopped_texts(name, reason, you)
        if made is not None:
            yield from self.moves.banner(
                lambda: texts.stopped_texts(name, reason, you) or ("", ""), Step.NOTICE)
        if self.scene.trick:
            yield from self.moves.sweep(None)

    def _scored(self, ev: DealScored) -> Iterator[Stage]:
        self.phase = ""
        self.tricks = list(ev.tricks)
        self.scene.update_texts()
        ombre, winner = ev.ombre, ev.codille_winner
        result, vole, failed = ev.result, ev.vole, ev.failed_vole
        primeras, contract = ev.primeras, ev.contract

        def words() -> tuple[str, str]:
            return texts.scored_texts(self._name(ombre), result, vole=vole, failed_vole=failed,
                                      primeras=primeras, winner=self._name(winner),
                                      contract=contract, you=self.scene.is_you(ombre),
                                      winner_you=self.scene.is_you(winner))

        yield from self.moves.banner(words, Step.ANNOUNCE)
        for group in payment_groups(ev.payments):
            yield from self.moves.pay(chip_transfers(group), name="payment")
        self.chips, self.pot = list(ev.chips), ev.pot
        self.scene.chips.set_amounts(ev.chips, ev.pot)
        self.result_deal = ev.deal_number
        self._result = ev  # announced once the next ante is in the pot (or the pot divided)

    def _session_over(self, ev: SessionOver) -> Iterator[Stage]:
        if ev.payments:
            yield from self.moves.pay(chip_transfers(ev.payments), name="payment")
        self.chips, self.pot = list(ev.chips), 0
        self.scene.chips.set_amounts(ev.chips, 0)
        yield from self._reach_scored()
        best = ev.winners[0] if ev.winners else 0
        chips = ev.chips[best]
        yield from self.moves.banner(
            lambda: texts.session_texts(self._name(best), chips, self.scene.is_you(best)),
            Step.NOTICE)
        self.animator.match_reached(ev)

    # ------------------------------------------------------------------ panels and marks
    def _mark_teams(self) -> None:
        """Ombre (with a revealed partner) and the defenders: two colours on the plates,
        once the contract is known."""
        for seat, plate in enumerate(self.scene.plates):
            team: int | None = None
            if self.ombre is not None and seat != self.sitter_out:
                side = seat == self.ombre or seat == self.partner
                unknown = self.called is not None and self.partner is None
                team = 0 if side else (None if unknown else 1)
            plate.set_team(team)
            plate.setOpacity(0.6 if seat == self.sitter_out else 1.0)

    def _show_contract(self) -> None:
        sc = self.scene
        if self.ombre is None or self.contract is None:
            sc.show_contract(None)
            return
        title, detail = texts.contract_panel_texts(self._name(self.ombre), self.contract,
                                                   self.trump, self.called,
                                                   self.forced is not None)
        emblem = None
        if self.trump is not None:
            height = sc.layout.status.h * 0.8
            emblem = sc.pixmaps.pixmap(Card(self.trump, ACE), height * sc.pixmaps.aspect,
                                       sc.dpr, mark=None)
        sc.show_contract(title, detail, emblem_pixmap=emblem)

    # ------------------------------------------------------------------ the view
    def sync(self, view: SeatView) -> None:
        """Make the table show ``view`` (the bottom seat's) exactly, then snap."""
        sc = self.scene
        scored, self._result, self._next_deal = self._result, None, None
        self.result_deal = scored.deal_number if scored is not None else None
        self.rules = view.rules
        self.players = view.players
        if view.deal_number != self.deal_number or not self.order:
            self._new_deal(view.deal_number, view.dealer, view.sitter_out, view.order)
        self.dealer, self.sitter_out, self.order = view.dealer, view.sitter_out, view.order
        self.play_order = view.play_order
        self.bids = dict(view.bids)
        self.ombre, self.contract, self.forced = view.ombre, view.contract, view.forced
        self.trump, self.called = view.trump, view.called
        self.partner = view.partner if view.partner_revealed or view.partner == view.seat \
            else None
        self.exchanged = dict(view.exchanges)
        self.tricks = list(view.tricks_won)
        self.trick_number = (view.trick.number if view.trick is not None
                             else len(view.tricks) + 1)
        self.vole = view.vole_attempt
        self.phase = PHASES.get(view.phase, "")
        self.chips, self.pot = list(view.chips), view.pot
        sc.hand_key = self._hand_key
        self.mark_matadors()
        hands: list[list[Any]] = []
        for seat in range(sc.players):
            if seat == view.seat:
                hands.append(list(sort_hand(view.hand, view.trump)))
            else:
                hands.append([None] * view.hand_sizes[seat])
        trick = list(view.trick.plays) if view.trick is not None else []
        talon: list[Card | None] = [None] * view.talon_size
        if view.turned_on_talon and view.turned is not None and talon:
            talon[0] = view.turned
        aside: list[Card | None] = [None] * sum(k for _, k in view.exchanges)
        sc.show_cards(hands, trick, talon, aside=aside)
        if self.rules is not None:
            sc.talon_room = self.rules.talon_size
            sc.talon_hand_sizes = [self.rules.hand_size if s in view.order else 0
                                   for s in range(sc.players)]
        self._ensure_chips()
        sc.chips.set_amounts(view.chips, view.pot)
        sc.highlight = (set(view.drawn) if view.phase in (Phase.EXCHANGE, Phase.TRUMP)
                        else set())
        sc.selected_items = []
        sc.overlays.hide_choices()
        sc.overlays.hide_side_button()
        self._mark_teams()
        self._show_contract()
        sc.turn = view.to_move if view.phase in TURN_PHASES else None
        sc.snap()
        if scored is not None and view.phase is Phase.DEAL_OVER:
            self.animator.hand_reached(scored)  # a single deal: no next ante comes

    @staticmethod
    def last_trick(view: SeatView) -> tuple[tuple[tuple[int, Any], ...], int | None]:
        done = [t for t in view.tricks if t.plays]
        if not done:
            return (), None
        return done[-1].plays, done[-1].winner

    # ------------------------------------------------------------------ texts
    def plate(self, seat: int) -> tuple[str, str, bool]:
        sc = self.scene
        playing = self.phase in ("playing", "primeras", "take_over") or (
            self.phase == "" and any(self.tricks))
        in_play = seat in self.play_order or (seat in self.order and not self.play_order)
        score = str(self.tricks[seat]) if playing and in_play and seat < len(self.tricks) \
            else ""
        # Quadrille's alliance, until the called king falls: who partners ombre is a secret,
        # so only the bottom seat is named, once the call tells it its side. The bidding's
        # words (dealer, bids, passes) go once ombre is known: the roles stay as they are
        # from then on, through the call and the start of play.
        bidding = self.ombre is None
        secret = self.partner is None and (self.called is not None
                                           or self.contract is Contract.ALLIANCE)
        detail = texts.plate_detail(
            sits_out=seat == self.sitter_out and seat not in self.play_order,
            dealer=bidding and seat == self.dealer,
            bid=self.bids.get(seat) if bidding else None,
            passed=bidding and seat in self.bids and self.bids[seat] is None,
            ombre=self.contract if seat == self.ombre else None,
            defender=(not bidding and seat != self.ombre and seat != self.partner
                      and (not secret or (seat == sc.bottom_seat and self.called is not None))),
            partner=self.partner is not None and seat == self.partner,
            exchanged=self.exchanged.get(seat) if self.ombre is not None else None)
        return score, detail, seat == sc.turn

    def status(self) -> tuple[bool, str, str]:
        title = texts.phase_text(self.phase, self.trick_number, self._tricks_in_deal())
        deals = self.rules.deals if self.rules is not None else None
        number = self.shown_deal()
        line = texts.deal_text(number, deals) if number else ""
        return self.phase == "playing" and self.ombre is not None, title, line

    def action_text(self) -> str:
        return texts.exchange_button(len(self.scene.selected_items))

    def shown_deal(self) -> int | None:
        """The deal on the table (the status corner's), not yet the next one the match has
        dealt while this one's payments and result are shown."""
        return self.result_deal or self.deal_number or None

    def card_name(self, card: Any) -> str:
        return labels.card_name(card, self.trump)

    def card_group(self, card: Any) -> str:
        """The suit a card counts in: the trump suit's matadors among the trumps."""
        suit = self.trump if is_trump(card, self.trump) else card.suit
        return labels.suit_name(suit) if suit is not None else ""

    def retranslate(self) -> None:
        if self.scene.chips.shown:
            self._ensure_chips()
        self._show_contract()


__all__ = ["OmbreTable", "chip_transfers", "payment_groups"]
