"""The generic moves a game's director builds its animation from: each returns the stages
(:class:`~.animator.Stage`) that show one thing happening on the table, with the durations
of ``speeds.py``. No game here: the director decides which move shows which event.

* :meth:`Moves.deal`: cards fly from the middle to the hands (and the talon);
* :meth:`Moves.play`: a card from a hand to its seat's trick slot;
* :meth:`Moves.sweep`: the trick swept to its winner's pile (or set aside);
* :meth:`Moves.exchange`: cards between hands (passed, given to a partner), face down to
  the others, turning face up in the bottom seat's hand;
* :meth:`Moves.take_talon`: the talon goes to a seat's pile (shown first to its taker);
* :meth:`Moves.flip`, :meth:`Moves.pulse`, :meth:`Moves.spotlight` (a card glows and pulses
  under a banner), :meth:`Moves.banner`;
* :meth:`Moves.lay_meld` / :meth:`Moves.return_meld`: cards laid face up in front of a seat
  and taken back;
* :meth:`Moves.set_aside`: cards from a hand face down onto the aside pile (discards);
  :meth:`Moves.draw`: cards from the top of the talon into a hand; :meth:`Moves.turn_up`:
  the talon's top card turned face up where it lies;
* :meth:`Moves.pay`: chips flying between the seats' piles and the pot.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QEasingCurve
from PySide6.QtWidgets import QGraphicsObject

from ...core.cards import Card
from .card_item import CardItem
from .layout import TALON_SCALE, Slot, pile_slot
from .scene import Z_FLYING, Z_HAND, Z_MELD, Z_TALON, Z_TRICK, TableScene
from .speeds import Step
from .stages import Move, Stage


def _tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    # context "": where pyside6-lupdate files calls of _tr (tools/i18n.py)
    return QCoreApplication.translate("", text, disambiguation, n)

Texts = Callable[[], tuple[str, str]]
"""Makes a banner's (title, subtitle) in the current language (again after a switch)."""

Transfer = tuple[int, int, Sequence[Card | None]]
"""(giver, receiver, cards): None for a card the bottom seat may not see."""
ChipTransfer = tuple[int | None, int | None, int]
"""(payer, payee, amount): a seat, or None for the pot."""


class Timing(Protocol):
    """What the moves need of their animator: the scene and the durations."""

    @property
    def scene(self) -> TableScene: ...

    def d(self, step: Step) -> int: ...


class Moves:
    """The moves of one animator's table."""

    def __init__(self, animator: Timing) -> None:
        self.anim = animator

    @property
    def scene(self) -> TableScene:
        return self.anim.scene

    def _name(self, seat: int) -> str:
        names = self.scene.names
        return names[seat] if 0 <= seat < len(names) else str(seat + 1)

    def d(self, step: Step) -> int:
        return self.anim.d(step)

    # ------------------------------------------------------------------ hands
    def hand_moves(self, seat: int, ms: int) -> list[Move]:
        """Every card of ``seat``'s hand to its slot (a hand closing up, sorting itself)."""
        sc = self.scene
        return [Move(it, (s.x, s.y), s.rotation, scale, 1.0, ms, z=Z_HAND + i)
                for i, (it, (s, scale)) in enumerate(
                    zip(sc.hands[seat], sc.hand_targets(seat), strict=True))]

    def all_hands(self, ms: int) -> list[Move]:
        moves = []
        for seat in range(self.scene.players):
            moves += self.hand_moves(seat, ms)
        return moves

    # ------------------------------------------------------------------ deal
    def deal(self, hands: Sequence[Sequence[Card | None]], dealer: int,
             talon: Sequence[Card | None] = (), *, packet: int = 1) -> Iterator[Stage]:
        """Deal ``hands`` (None: a card the bottom seat may not see) from the middle, one
        card (or ``packet`` cards) at a time in the direction of play from the seat after
        ``dealer``, then the talon (None: face down). The bottom seat's cards turn face up
        when they have arrived."""
        sc = self.scene
        sc.clear_cards()
        cx, cy = sc.layout.center
        n = sc.players
        bottom = sc.bottom_seat
        mine = list(hands[bottom]) if bottom < len(hands) else []
        for seat in range(n):
            if seat == bottom:
                sc.hands[seat] = [sc.acquire(c, False) for c in mine]
            else:
                sc.hands[seat] = [sc.acquire(None, False) for _ in hands[seat]]
            for item in sc.hands[seat]:
                item.setPos(cx, cy)
                item.setRotation(0)
                item.setScale(sc.layout.back_scale)
                item.setZValue(Z_FLYING)
        # the talon face down, or spare cards face up, next to the trick
        sc.talon_hand_sizes = [len(h) for h in hands]
        sc.talon = [sc.acquire(c, c is not None) for c in talon]
        for item in sc.talon:
            item.setPos(cx, cy)
            item.setRotation(0)
            item.setScale(sc.layout.back_scale)
            item.setZValue(Z_FLYING)
        stagger, fly = self.d(Step.DEAL_STAGGER), self.d(Step.DEAL_CARD)
        size = max(1, packet)
        moves = []
        for seat in range(n):
            k = ((seat - dealer) * sc.direction - 1) % n
            for j, (item, (slot, scale)) in enumerate(
                    zip(sc.hands[seat], sc.hand_targets(seat), strict=True)):
                order = (j // size) * n * size + k * size + j % size
                moves.append(Move(item, (slot.x, slot.y), slot.rotation, scale, 1.0, fly,
                                  order * stagger, z=Z_FLYING + order))
        last = max((len(h) for h in hands), default=0) * n
        for i, (item, slot) in enumerate(zip(sc.talon, sc.talon_targets(), strict=True)):
            moves.append(Move(item, (slot.x, slot.y), 0.0, TALON_SCALE, 1.0, fly,
                              (last + i) * stagger, z=Z_TALON + i))

        def reveal() -> None:
            for item, card in zip(sc.hands[bottom], mine, strict=True):
                item.set_card(card, card is not None)
            sc.snap()

        yield Stage(moves, after=reveal, name="deal")

    # ------------------------------------------------------------------ tricks
    def play(self, seat: int, card: Card) -> Iterator[Stage]:
        """``card`` slides from ``seat``'s hand to the seat's trick slot."""
        sc = self.scene
        sc.announce("card", _tr("{name}: {card}").format(
            name=self._name(seat), card=sc.director.card_name(card)), seat)
        sc.hide_last_trick()
        item = sc.take_from_hand(seat, card)
        item.reset_state()
        item.set_card(card, True)
        if seat == sc.bottom_seat:
            sc.highlight = set()
            sc.set_focus_index(None)
            sc.selected_items = [it for it in sc.selected_items if it is not item]
        order = len(sc.trick)
        sc.trick.append((seat, item))
        slot = sc.trick_slot(seat)
        sc.set_turn(None)
        moves = [Move(item, (slot.x, slot.y), slot.rotation, 1.0, 1.0, self.d(Step.PLAY),
                      z=Z_TRICK + order, easing=QEasingCurve.Type.OutQuad)]
        moves += self.hand_moves(seat, self.d(Step.REARRANGE))
        yield Stage(moves, after=sc._apply_item_states, name="play")

    def pile(self, seat: int) -> tuple[Slot, float]:
        """Where the cards a seat takes go, and their scale there."""
        sc = self.scene
        return (pile_slot(sc.layout, sc.rel(seat)),
                0.5 if sc.rel(seat) == 0 else sc.layout.back_scale * 0.7)

    def sweep_moves(self, items: Sequence[CardItem], target: Slot,
                    scale: float) -> list[Move]:
        """``items`` fly one after another to ``target``, fading out."""
        sweep = self.d(Step.TRICK_SWEEP)
        return [Move(it, (target.x, target.y), target.rotation, scale, 0.0, sweep,
                     delay=i * sweep // 12, easing=QEasingCurve.Type.InOutCubic)
                for i, it in enumerate(items)]

    def release(self, items: Sequence[CardItem]) -> None:
        """Swept cards leave the table (back to the scene's pool)."""
        sc = self.scene
        for it in items:
            if it in sc.loose:
                sc.loose.remove(it)
            sc.release(it)

    def sweep(self, winner: int | None,
              after: Callable[[], None] | None = None) -> Iterator[Stage]:
        """The complete trick stays a moment, then sweeps to ``winner``'s pile (None: it
        is set aside in the middle); ``after`` runs once it is gone."""
        sc = self.scene
        sc.announce("trick", _tr("You take the trick") if sc.is_you(winner)
                    else _tr("{name} takes the trick").format(name=self._name(winner))
                    if winner is not None else _tr("The trick is set aside"), winner)
        yield Stage(pause=self.d(Step.TRICK_PAUSE), name="trick_pause")
        items = [it for _, it in sc.trick]
        sc.trick = []
        sc.loose.extend(items)
        if winner is not None:
            target, scale = self.pile(winner)
        else:
            cx, cy = sc.layout.center
            target, scale = Slot(cx, cy - sc.layout.card_h * 0.2, 0), 0.4

        def done() -> None:
            self.release(items)
            if after is not None:
                after()
            sc.snap()

        yield Stage(self.sweep_moves(items, target, scale), after=done, name="sweep")

    def take_talon(self, seat: int, cards: Sequence[Card | None], *,
                   show_faces: bool) -> Iterator[Stage]:
        """The talon flies to the pile of ``seat``; it turns face up first, briefly, only
        when ``show_faces`` (the bottom seat takes it and may see it)."""
        sc = self.scene
        items = list(sc.talon)
        sc.talon = []
        if not items:
            return
        sc.loose.extend(items)
        if show_faces and len(cards) == len(items):
            for item, card in zip(items, cards, strict=True):
                item.set_card(card, card is not None)
            yield Stage(pause=self.d(Step.TRICK_PAUSE), name="talon_shown")
        target, scale = self.pile(seat)
        yield Stage(self.sweep_moves(items, target, scale),
                    after=lambda: self.release(items), name="talon_taken")

    # ------------------------------------------------------------------ between hands
    def exchange(self, transfers: Sequence[Transfer], *,
                 landed: Callable[[], None] | None = None) -> Iterator[Stage]:
        """Cards fly from hand to hand; they arrive face down, and the bottom seat's new
        cards then turn over (highlighted). ``landed`` runs when they have arrived."""
        sc = self.scene
        human = sc.bottom_seat
        fly = self.d(Step.PASS_FLY)
        moves: list[Move] = []
        arrivals = []
        for giver, receiver, cards in transfers:
            for card in cards:
                item = sc.take_from_hand(giver, card if giver == human else None)
                item.selected = False
                item.set_clickable(False)
                item.set_dimmed(False)
                item.set_focused(False)
                sc.loose.append(item)
                slot, scale = sc.hand_anchor(receiver)
                moves.append(Move(item, (slot.x, slot.y), slot.rotation, scale, 1.0, fly,
                                  z=Z_FLYING))
                arrivals.append((receiver, item, card))
        sc.selected_items = []
        sc.set_interaction(None)
        moves += self.all_hands(self.d(Step.REARRANGE))

        mine = [(item, card) for receiver, item, card in arrivals if receiver == human]

        def land() -> None:
            for receiver, item, _card in arrivals:
                if item in sc.loose:
                    sc.loose.remove(item)
                item.set_card(None, False)  # every card given arrives face down
                sc.hands[receiver].append(item)
            if landed is not None:
                landed()

        yield Stage(moves, after=land, name="pass")
        if mine:
            def turned() -> None:
                sc.sort_hand(human)
                sc.highlight = {card for _, card in mine if card is not None}
                sc._apply_item_states()

            yield from self.flip(mine, after=turned)
        yield Stage(self.all_hands(self.d(Step.REARRANGE) * 2), after=sc.snap)

    def flip(self, items: Sequence[tuple[CardItem, Card | None]],
             after: Callable[[], None] | None = None) -> Iterator[Stage]:
        """``items`` turn over: edge-on, show the given faces (None: the back), flat
        again. ``after`` runs once the faces are on."""
        half = self.d(Step.FLIP) // 2

        def turn() -> None:
            for item, card in items:
                item.set_card(card, card is not None)
            if after is not None:
                after()

        yield Stage([Move(item, flip=0.0, duration=half, easing=QEasingCurve.Type.InQuad)
                     for item, _ in items], after=turn, name="flip")
        yield Stage([Move(item, flip=1.0, duration=half, easing=QEasingCurve.Type.OutQuad)
                     for item, _ in items], name="flip")

    # ------------------------------------------------------------------ melds
    def lay_meld(self, seat: int, cards: Sequence[Card]) -> Iterator[Stage]:
        """``seat`` lays ``cards`` face up in front of itself."""
        sc = self.scene
        shown = _tr(", ", "list separator").join(sc.director.card_name(c) for c in cards)
        sc.announce("meld", _tr("You show {cards}").format(cards=shown) if sc.is_you(seat)
                    else _tr("{name} shows {cards}").format(name=self._name(seat),
                                                            cards=shown), seat)
        items = []
        for card in cards:
            item = sc.take_from_hand(seat, card)
            item.reset_state()
            item.set_card(card, True)
            items.append(item)
        sc.melds[seat] = sc.melds.get(seat, []) + items
        targets = sc.meld_targets(seat)
        base = len(sc.melds[seat]) - len(items)
        moves = [Move(it, (t.x, t.y), 0.0, TALON_SCALE, 1.0, self.d(Step.PLAY),
                      z=Z_MELD + base + i, easing=QEasingCurve.Type.OutQuad)
                 for i, (it, t) in enumerate(zip(items, targets[base:], strict=True))]
        moves += self.hand_moves(seat, self.d(Step.REARRANGE))
        yield Stage(moves, after=sc.snap, name="meld")

    def return_meld(self, seat: int) -> Iterator[Stage]:
        """The cards ``seat`` laid out go back into its hand (face down for the others)."""
        sc = self.scene
        items = sc.melds.pop(seat, [])
        if not items:
            return
        for item in items:
            if seat != sc.bottom_seat:
                item.set_card(None, False)
            sc.hands[seat].append(item)
        sc.sort_hand(seat)
        yield Stage(self.hand_moves(seat, self.d(Step.PASS_FLY)), after=sc.snap,
                    name="meld_back")

    # ------------------------------------------------------------------ talon and aside
    def set_aside(self, seat: int, cards: Sequence[Card | None]) -> Iterator[Stage]:
        """``cards`` leave ``seat``'s hand face down for the aside pile (None: a card the
        bottom seat may not see; any of the seat's backs goes)."""
        sc = self.scene
        items = []
        for card in cards:
            item = sc.take_from_hand(seat, card if seat == sc.bottom_seat else None)
            item.reset_state()
            item.set_card(None, False)
            items.append(item)
        if not items:
            return
        sc.selected_items = [it for it in sc.selected_items if it not in items]
        sc.aside.extend(items)
        targets = sc.aside_targets()
        base = len(sc.aside) - len(items)
        fly = self.d(Step.PASS_FLY)
        moves = [Move(it, (t.x, t.y), t.rotation, TALON_SCALE, 1.0, fly,
                      delay=i * self.d(Step.DEAL_STAGGER) * 2, z=Z_TALON - 40 + base + i)
                 for i, (it, t) in enumerate(zip(items, targets[base:], strict=True))]
        moves += self.hand_moves(seat, self.d(Step.REARRANGE))
        yield Stage(moves, after=sc._apply_item_states, name="set_aside")

    def draw(self, seat: int, cards: Sequence[Card | None], *,
             after: Callable[[], None] | None = None) -> Iterator[Stage]:
        """``len(cards)`` cards from the top of the talon (its first items) into ``seat``'s
        hand. A card already face up stays so while it flies; for the bottom seat the
        others turn over once they have arrived (highlighted), for the other seats they
        arrive face down."""
        sc = self.scene
        sc.announce("talon", _tr("You take %n card(s) from the talon", "", len(cards))
                    if sc.is_you(seat) else
                    _tr("{name} takes %n card(s) from the talon", "", len(cards))
                    .format(name=self._name(seat)), seat)
        human = sc.bottom_seat
        items = sc.talon[:len(cards)]
        sc.talon = sc.talon[len(items):]
        if not items:
            return
        sc.loose.extend(items)
        fly = self.d(Step.PASS_FLY)
        slot, scale = sc.hand_anchor(seat)
        moves = [Move(it, (slot.x, slot.y), slot.rotation, scale, 1.0, fly,
                      delay=i * self.d(Step.DEAL_STAGGER) * 2, z=Z_FLYING + i)
                 for i, it in enumerate(items)]
        moves += [Move(it, (s.x, s.y), 0.0, TALON_SCALE, 1.0, self.d(Step.REARRANGE))
                  for it, s in zip(sc.talon, sc.talon_targets(), strict=True)]
        hidden = [(it, c) for it, c in zip(items, cards, strict=True)
                  if seat == human and not it.face_up]

        def land() -> None:
            for item in items:
                if item in sc.loose:
                    sc.loose.remove(item)
                if seat != human:
                    item.set_card(None, False)
                sc.hands[seat].append(item)
            if after is not None:
                after()

        yield Stage(moves, after=land, name="draw")
        if hidden:
            def turned() -> None:
                sc.sort_hand(human)
                sc.highlight = {c for _, c in hidden if c is not None} | {
                    it.card for it in items if it.card is not None}
                sc._apply_item_states()

            yield from self.flip(hidden, after=turned)
        elif seat == human:
            sc.sort_hand(human)
            sc.highlight = {it.card for it in items if it.card is not None}
        yield Stage(self.hand_moves(seat, self.d(Step.REARRANGE) * 2), after=sc.snap)

    def turn_up(self, index: int, card: Card) -> Iterator[Stage]:
        """The talon's card ``index`` (0: the top) turns face up where it lies."""
        sc = self.scene
        if not 0 <= index < len(sc.talon):
            return
        yield from self.flip([(sc.talon[index], card)])

    # ------------------------------------------------------------------ chips
    def pay(self, transfers: Sequence[ChipTransfer], *, name: str = "chips",
            after: Callable[[], None] | None = None) -> Iterator[Stage]:
        """Chips fly from each payer's pile to its payee's (a seat, or None: the pot), a
        few per payment in the colour of its value; a payer's pile shrinks as they leave,
        a payee's grows as they land. Shown at once when the scene has no piles."""
        sc = self.scene
        said = [self.payment_words(t) for t in transfers if t[2] > 0]
        sc.announce("payment", ". ".join(said))
        zone = sc.chips
        moves: list[Move] = []
        fly, stagger = self.d(Step.CHIPS_FLY), self.d(Step.CHIPS_STAGGER)
        order = 0
        for payer, payee, amount in transfers:
            if amount <= 0:
                continue
            zone.add(payer, -amount)
            sx, sy = zone.anchor(payer)
            tx, ty = zone.anchor(payee)
            count = max(1, min(5, amount // 2 + 1))
            for k in range(count):
                chip = zone.chip(max(1, amount // count))
                chip.setPos(sx + k * 1.5, sy - k * 1.5)
                moves.append(Move(chip, (tx + k * 1.5, ty - k * 2.0), None, None, 1.0, fly,
                                  delay=order * stagger, z=Z_FLYING + order,
                                  easing=QEasingCurve.Type.InOutCubic))
                order += 1

        def land() -> None:
            for _payer, payee, amount in transfers:
                if amount > 0:
                    zone.add(payee, amount)
            zone.land()
            if after is not None:
                after()

        yield Stage(moves, after=land, name=name)

    def payment_words(self, transfer: ChipTransfer) -> str:
        """One payment as a screen reader says it: "Ann pays you 5 chips", "You put 2
        chips in the pot", "Ben takes 12 chips from the pot"."""
        payer, payee, n = transfer
        you = self.scene.is_you
        if payer is None:  # from the pot
            if you(payee):
                return _tr("You take %n chip(s) from the pot", "", n)
            return _tr("{name} takes %n chip(s) from the pot", "", n).format(
                name=self._name(-1 if payee is None else payee))
        if payee is None:  # into the pot
            if you(payer):
                return _tr("You put %n chip(s) in the pot", "", n)
            return _tr("{name} puts %n chip(s) in the pot", "", n).format(name=self._name(payer))
        if you(payer):
            return _tr("You pay {name} %n chip(s)", "", n).format(name=self._name(payee))
        if you(payee):
            return _tr("{name} pays you %n chip(s)", "", n).format(name=self._name(payer))
        return _tr("{payer} pays {payee} %n chip(s)", "", n).format(
            payer=self._name(payer), payee=self._name(payee))

    # ------------------------------------------------------------------ moments
    def pulse(self, item: QGraphicsObject, scale: float, ms: int) -> Iterator[Stage]:
        """``item`` swells to ``scale`` and back in ``ms`` (about its centre)."""
        item.setTransformOriginPoint(item.boundingRect().center())
        half = ms // 2
        yield Stage([Move(item, scale=scale, duration=half, easing=QEasingCurve.Type.OutBack)])
        yield Stage([Move(item, scale=1.0, duration=half)])

    def spotlight(self, item: CardItem, texts: Texts, ms: int, *,
                  name: str = "spotlight") -> Iterator[Stage]:
        """A card glows and pulses while a short banner says why."""
        self.scene.announce("banner", ". ".join(t for t in texts() if t))
        item.set_alarm(True)
        half = ms // 2
        b = self.scene.banner
        b.set_source(texts)
        b.setOpacity(0.0)
        b.setVisible(True)
        fade = min(200, half)
        yield Stage([Move(item, scale=1.16, duration=half, easing=QEasingCurve.Type.OutBack),
                     Move(b, opacity=1.0, duration=fade)], name=name)
        yield Stage([Move(item, scale=1.0, duration=half)], pause=half)
        yield Stage([Move(b, opacity=0.0, duration=fade)], after=lambda: b.setVisible(False))

    def banner(self, texts: Texts, step: Step) -> Iterator[Stage]:
        """Show the banner for ``step``'s time; ``texts`` makes its (title, subtitle)."""
        b = self.scene.banner
        hold = self.d(step)
        self.scene.announce("banner", ". ".join(t for t in texts() if t))
        if hold <= 0:
            return
        b.set_source(texts)
        b.setOpacity(0.0)
        b.setVisible(True)
        fade = min(260, hold // 4)
        yield Stage([Move(b, opacity=1.0, duration=fade)], pause=hold)
        yield Stage([Move(b, opacity=0.0, duration=fade)], after=lambda: b.setVisible(False))


__all__ = ["ChipTransfer", "Moves", "Texts", "Timing", "Transfer"]
