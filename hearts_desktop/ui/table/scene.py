"""The table scene: card items in hands and in the trick, name plates, the pass button and the
status corner, placed by ``layout``. It holds what is *shown* and no rule: legality comes
from the controller (which asks the engine), and after every batch of events the scene is
reconciled with the human seat's ``SeatView`` (:meth:`TableScene.sync`).

Card items are recycled through a pool, so playing hand after hand does not grow the scene.
Every card item has the trick card's width; an opponent's back is the same item at
``BACK_SCALE``, so a card flying from a hand to the trick simply scales up.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import (
    QCoreApplication,
    QEasingCurve,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QRectF,
    Signal,
)
from PySide6.QtWidgets import QGraphicsScene

from ...games.hearts import Card, Phase, Score, SeatView
from ...games.hearts.scoring import score_text as format_score
from .card_item import CardItem
from .card_pixmaps import CardPixmaps
from .items import Banner, LastTrickPanel, NamePlate, PassButton, StatusCorner
from .layout import (
    BACK_SCALE,
    LEFTOVER_SCALE,
    Slot,
    TableLayout,
    compute_layout,
    hand_slots,
    leftover_slots,
    plate_box,
    trick_box,
)

Z_HAND = 10.0
Z_LEFTOVER = 150.0
Z_TRICK = 200.0
Z_FLYING = 600.0


def _tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    # Context "" is where pyside6-lupdate files calls of _tr (see tools/i18n.py:
    # -tr-function-alias tr+=_tr); the catalogue and this lookup must agree.
    return QCoreApplication.translate("", text, disambiguation, n)


def pass_direction_text(direction: str) -> str:
    return {
        "left": _tr("Pass left"),
        "right": _tr("Pass right"),
        "across": _tr("Pass across"),
        "hold": _tr("No passing"),
        "split": _tr("Pass one each"),
        "custom": _tr("Pass"),
        "dealer_choice": _tr("Dealer's choice"),
    }.get(direction, _tr("Pass"))


class TableScene(QGraphicsScene):
    """What the table shows. Seats are absolute engine seats; ``bottom_seat`` is the human."""

    card_clicked = Signal(object)
    """A ``Card`` of the human's hand was clicked."""
    pass_clicked = Signal()

    def __init__(self, pixmaps: CardPixmaps, parent: object | None = None) -> None:
        super().__init__(parent)  # type: ignore[arg-type]
        self.pixmaps = pixmaps
        self.players = 4
        self.bottom_seat = 0
        self.names: list[str] = [""] * 4
        self.dpr = 1.0
        self.instant = False
        """No local animations (hand rearranging on selection) when True."""
        self.layout: TableLayout = compute_layout(4, 1280, 800, pixmaps.aspect)
        self.hands: list[list[CardItem]] = [[] for _ in range(4)]
        self.trick: list[tuple[int, CardItem]] = []
        self.loose: list[CardItem] = []
        """Items in flight that belong to no hand or trick (a trick being swept)."""
        self.leftover: list[CardItem] = []
        """The kitty (face down) or Cancellation's face-up leftovers, next to the trick."""
        self.leftover_hand_sizes: list[int] = []
        """The hand sizes just after the deal: the leftover row keeps clear of them."""
        self._pool: list[CardItem] = []
        self.plates: list[NamePlate] = []
        self.match_scores: list[Score] = [0] * 4
        self.hand_points: list[Score] = [0] * 4
        self.hearts_broken = False
        self.pass_direction = "left"
        self.phase: Phase | None = None
        self.trick_number = 1
        self.turn: int | None = None
        self.passed: set[int] = set()
        self.clock: int | None = None
        # interaction
        self.mode: str | None = None
        """"play", "pass" or None (the human cannot act)."""
        self.legal: set[Card] = set()
        self.pass_count = 0
        self.selection: list[Card] = []
        self.highlight: set[Card] = set()
        self.focus_index: int | None = None
        self._local_anim: QParallelAnimationGroup | None = None

        self.pass_button = PassButton()
        self.pass_button.setVisible(False)
        self.pass_button.clicked.connect(self._on_pass_button_clicked)
        self.addItem(self.pass_button)
        self.status = StatusCorner()
        self.addItem(self.status)
        self.banner = Banner()
        self.addItem(self.banner)
        self.last_trick_panel = LastTrickPanel(pixmaps)
        self.addItem(self.last_trick_panel)
        self.configure(4, 0, ["", "", "", ""])

    # ------------------------------------------------------------------ set-up
    def configure(self, players: int, bottom_seat: int, names: Sequence[str]) -> None:
        """A new table: ``players`` seats, the human in ``bottom_seat``."""
        self.stop_local_animation()
        self.clear_cards()
        for plate in self.plates:
            self.removeItem(plate)
        self.players = players
        self.bottom_seat = bottom_seat
        self.names = list(names)
        self.hands = [[] for _ in range(players)]
        self.match_scores = [0] * players
        self.hand_points = [0] * players
        self.plates = []
        for _ in range(players):
            plate = NamePlate()
            self.addItem(plate)
            self.plates.append(plate)
        self.hearts_broken = False
        self.turn = None
        self.passed = set()
        self.selection = []
        self.highlight = set()
        self.mode = None
        self.layout = compute_layout(players, self.layout.width, self.layout.height,
                                     self.pixmaps.aspect)
        self.snap()

    def set_names(self, names: Sequence[str]) -> None:
        self.names = list(names)
        self._update_plates()

    def set_view_size(self, width: float, height: float, dpr: float | None = None) -> None:
        """The view changed size: lay everything out again (at once)."""
        if dpr is not None:
            self.dpr = dpr
        self.stop_local_animation()
        self.setSceneRect(QRectF(0, 0, width, height))
        self.layout = compute_layout(self.players, width, height, self.pixmaps.aspect)
        self.snap()

    # ------------------------------------------------------------------ seats
    def rel(self, seat: int) -> int:
        return (seat - self.bottom_seat) % self.players

    def human_items(self) -> list[CardItem]:
        return self.hands[self.bottom_seat]

    def card_items(self) -> list[CardItem]:
        """Every card item in use (hands, trick, in flight)."""
        out = [it for hand in self.hands for it in hand]
        out += [it for _, it in self.trick]
        out += self.leftover
        out += self.loose
        return out

    # ------------------------------------------------------------------ items
    def acquire(self, card: Card | None, face_up: bool) -> CardItem:
        """A card item from the pool (or a new one), visible, plain."""
        if self._pool:
            item = self._pool.pop()
        else:
            item = CardItem(self.pixmaps, self.layout.card_w, self.dpr)
            item.clicked.connect(self._on_card_item_clicked)
            self.addItem(item)
        item.reset_state()
        item.set_size(self.layout.card_w, self.dpr)
        item.set_card(card, face_up)
        item.setVisible(True)
        return item

    def release(self, item: CardItem) -> None:
        """Give an item back to the pool (hidden)."""
        item.reset_state()
        item.setVisible(False)
        item.set_card(None, False)
        if item not in self._pool:
            self._pool.append(item)

    def clear_cards(self) -> None:
        for item in self.card_items():
            self.release(item)
        self.hands = [[] for _ in range(self.players)]
        self.trick = []
        self.leftover = []
        self.loose = []

    def take_from_hand(self, seat: int, card: Card | None) -> CardItem:
        """Remove and return the item for ``card`` from ``seat``'s hand: the face with that
        card, or for a hidden hand one of its backs (any, deterministically chosen)."""
        hand = self.hands[seat]
        for i, it in enumerate(hand):
            if card is not None and it.face_up and it.card == card:
                return hand.pop(i)
        if not hand:
            item = self.acquire(None, False)
            slot, scale = self.hand_anchor(seat)
            self.place(item, slot, scale, Z_HAND)
            return item
        index = (card.index * 7 + len(hand)) % len(hand) if card is not None else len(hand) // 2
        return hand.pop(index)

    def sort_hand(self, seat: int) -> None:
        hand = self.hands[seat]
        if all(it.face_up for it in hand):
            hand.sort(key=lambda it: it.card)  # type: ignore[arg-type, return-value]

    # ------------------------------------------------------------------ targets
    def hand_targets(self, seat: int) -> list[tuple[Slot, float]]:
        items = self.hands[seat]
        rel = self.rel(seat)
        raised = [it.selected for it in items] if rel == 0 else []
        scale = 1.0 if rel == 0 else BACK_SCALE
        return [(s, scale) for s in hand_slots(self.layout, rel, len(items), raised)]

    def hand_anchor(self, seat: int) -> tuple[Slot, float]:
        rel = self.rel(seat)
        place = self.layout.seats[rel]
        rot = 0.0 if rel == 0 else hand_slots(self.layout, rel, 1)[0].rotation
        return Slot(*place.anchor, rot), (1.0 if rel == 0 else BACK_SCALE)

    def leftover_targets(self) -> list[Slot]:
        sizes = self.leftover_hand_sizes
        if len(sizes) != self.players:
            sizes = [len(h) for h in self.hands]
        by_rel = [sizes[(self.bottom_seat + r) % self.players] for r in range(self.players)]
        return leftover_slots(self.layout, len(self.leftover), by_rel)

    def trick_slot(self, seat: int) -> Slot:
        return self.layout.seats[self.rel(seat)].trick

    @staticmethod
    def place(item: CardItem, slot: Slot, scale: float, z: float) -> None:
        item.setPos(slot.x, slot.y)
        item.setRotation(slot.rotation)
        item.setScale(scale)
        item.setZValue(z)

    def snap(self) -> None:
        """Put every item where the layout says, at once."""
        self._apply_item_states()
        for seat in range(self.players):
            for i, (item, (slot, scale)) in enumerate(
                    zip(self.hands[seat], self.hand_targets(seat), strict=True)):
                self.place(item, slot, scale, Z_HAND + i)
                item.setOpacity(1.0)
        for i, (seat, item) in enumerate(self.trick):
            self.place(item, self.trick_slot(seat), 1.0, Z_TRICK + i)
            item.setOpacity(1.0)
        for i, (item, slot) in enumerate(zip(self.leftover, self.leftover_targets(),
                                             strict=True)):
            self.place(item, slot, LEFTOVER_SCALE, Z_LEFTOVER + i)
            item.setOpacity(1.0)
        for item in self.card_items():
            item.set_size(self.layout.card_w, self.dpr)
        self._update_plates()
        self._update_status()
        self._update_pass_button()
        b = self.layout.banner
        self.banner.set_box(b.x, b.y, b.w, b.h)
        if self.last_trick_panel.isVisible():
            self._place_last_trick_panel()

    # ------------------------------------------------------------------ sync with a view
    def sync(self, view: SeatView, *, names: Sequence[str] | None = None) -> None:
        """Make the table show ``view`` (the human seat's view) exactly, then snap."""
        self.stop_local_animation()
        if names is not None:
            self.names = list(names)
        faces: dict[Card, list[CardItem]] = {}
        backs: list[CardItem] = []
        for item in self.card_items():
            if item.face_up and item.card is not None:
                faces.setdefault(item.card, []).append(item)
            else:
                backs.append(item)
        self.loose = []

        def take(card: Card | None) -> CardItem:
            if card is not None and faces.get(card):
                item = faces[card].pop()
            elif backs:
                item = backs.pop()
            else:
                spare = next((lst for lst in faces.values() if lst), None)
                item = spare.pop() if spare else self.acquire(card, card is not None)
            item.reset_state()
            item.set_card(card, card is not None)
            item.setVisible(True)
            return item

        hands: list[list[CardItem]] = []
        for seat in range(self.players):
            if seat == view.seat:
                hands.append([take(c) for c in view.hand])
            else:
                hands.append([take(None) for _ in range(view.hand_sizes[seat])])
        trick = [(s, take(c)) for s, c in (view.trick.plays if view.trick else ())]
        leftover: list[CardItem] = []
        if view.phase in (Phase.CHOOSING_PASS, Phase.PASSING, Phase.PLAYING):
            if view.kitty_size and view.kitty_owner is None:
                leftover = [take(None) for _ in range(view.kitty_size)]
            else:
                taken = list(view.face_up_taken)
                shown = []
                for c in view.face_up:
                    if c in taken:
                        taken.remove(c)
                    else:
                        shown.append(c)
                leftover = [take(c) for c in shown]
        for lst in faces.values():
            for item in lst:
                self.release(item)
        for item in backs:
            self.release(item)
        self.hands, self.trick, self.leftover = hands, trick, leftover
        plays_made = [0] * self.players
        for t in (*view.tricks, *((view.trick,) if view.trick else ())):
            for seat, _ in t.plays:
                plays_made[seat] += 1
        self.leftover_hand_sizes = [n + k for n, k in
                                    zip(view.hand_sizes, plays_made, strict=True)]

        self.phase = view.phase
        if view.phase is Phase.PASSING:
            if view.passed is not None:
                self.selection = list(view.passed)
            else:
                hand = set(view.hand)
                self.selection = [c for c in self.selection if c in hand]
        else:
            self.selection = []
        played = any(s == view.seat for t in view.tricks for s, _ in t.plays) or (
            view.trick is not None and any(s == view.seat for s, _ in view.trick.plays))
        self.highlight = (set(view.received) if view.phase is Phase.PLAYING and not played
                          else set())
        self.match_scores = list(view.match_scores)
        self.hand_points = list(view.points_taken)
        self.hearts_broken = view.hearts_broken
        self.pass_direction = view.pass_direction
        self.trick_number = view.trick.number if view.trick is not None else len(view.tricks) + 1
        self.passed = {s for s, done in enumerate(view.passes_committed) if done}
        self.turn = view.to_move if view.phase in (Phase.PLAYING, Phase.CHOOSING_PASS,
                                                   Phase.MOON_CHOICE) else None
        self.snap()

    # ------------------------------------------------------------------ plates & status
    def set_turn(self, seat: int | None) -> None:
        self.turn = seat
        self._update_plates()

    def set_clock(self, seconds: int | None) -> None:
        self.clock = seconds
        self._update_status()

    def set_hearts_broken(self, on: bool) -> None:
        self.hearts_broken = on
        self._update_status()

    def _update_plates(self) -> None:
        for seat, plate in enumerate(self.plates):
            rel = self.rel(seat)
            n = len(self.hands[seat]) if seat < len(self.hands) else 0
            b = plate_box(self.layout, rel, n)
            plate.set_box(b.x, b.y, b.w, b.h)
            if self.phase is Phase.PASSING:
                detail = _tr("Ready") if seat in self.passed else _tr("Choosing cards…")
            else:
                detail = _tr("This hand: {0}").format(format_score(self.hand_points[seat]))
            name = self.names[seat] if seat < len(self.names) else ""
            plate.set_texts(name, format_score(self.match_scores[seat]), detail)
            human_passing = (self.phase is Phase.PASSING and seat == self.bottom_seat
                             and seat not in self.passed)
            plate.set_active(seat == self.turn or human_passing)

    def _update_status(self) -> None:
        b = self.layout.status
        self.status.set_box(b.x, b.y, b.w, b.h)
        hearts = _tr("Hearts broken") if self.hearts_broken else _tr("Hearts not broken")
        if self.phase in (Phase.PASSING, Phase.CHOOSING_PASS) or not self.human_items():
            line = pass_direction_text(self.pass_direction)
        else:
            line = _tr("Trick {0}").format(self.trick_number)
        self.status.set_state(self.hearts_broken, hearts, line, self.clock)

    def retranslate(self) -> None:
        self._update_plates()
        self._update_status()
        self._update_pass_button()
        self.banner.retranslate()
        if self.last_trick_panel.isVisible():
            self.last_trick_panel.title = _tr("Last trick")
            self.last_trick_panel.update()

    # ------------------------------------------------------------------ interaction
    def set_interaction(self, mode: str | None, legal: Sequence[Card] = (),
                        pass_count: int = 0) -> None:
        """Let the human act: ``"play"`` (``legal`` are playable, the rest dimmed),
        ``"pass"`` (choose ``pass_count`` cards) or None."""
        if mode != "pass" and self.mode == "pass" and self.phase is not Phase.PASSING:
            self.selection = []
        self.mode = mode
        self.legal = set(legal)
        self.pass_count = pass_count
        if mode is None:
            self.set_focus_index(None)
        self._apply_item_states()
        self._update_pass_button()

    def _apply_item_states(self) -> None:
        human = self.bottom_seat
        sel = list(self.selection)
        for seat, hand in enumerate(self.hands):
            for item in hand:
                mine = seat == human and item.face_up
                item.set_clickable(mine and self.mode is not None)
                item.set_dimmed(mine and self.mode == "play" and item.card not in self.legal)
                item.set_highlighted(mine and item.card in self.highlight)
                if mine and item.card in sel:
                    sel.remove(item.card)
                    item.selected = True
                else:
                    item.selected = False
        for i, item in enumerate(self.human_items()):
            item.set_focused(i == self.focus_index)
        for _, item in self.trick:
            item.set_clickable(False)
            item.set_dimmed(False)

    def _update_pass_button(self) -> None:
        show = self.mode == "pass"
        self.pass_button.setVisible(show)
        if show:
            b = self.layout.pass_button
            self.pass_button.set_box(b.x, b.y, b.w, b.h)
            self.pass_button.set_text(pass_direction_text(self.pass_direction))
            self.pass_button.set_enabled(len(self.selection) == self.pass_count)

    def toggle_selected(self, card: Card) -> bool:
        """Select or unselect ``card`` for passing; False when the selection is full."""
        if self.mode != "pass":
            return False
        if card in self.selection:
            self.selection.remove(card)
        elif len(self.selection) < self.pass_count:
            self.selection.append(card)
        else:
            return False
        self._apply_item_states()
        self._update_pass_button()
        self.animate_hand(self.bottom_seat)
        return True

    def animate_hand(self, seat: int, ms: int = 140) -> None:
        """Move ``seat``'s hand to its slots with a short local animation (selection)."""
        self.stop_local_animation()
        if self.instant:
            self.snap()
            return
        group = QParallelAnimationGroup(self)
        for i, (item, (slot, scale)) in enumerate(
                zip(self.hands[seat], self.hand_targets(seat), strict=True)):
            item.setZValue(Z_HAND + i)
            if item.pos() != QPointF(slot.x, slot.y):
                anim = QPropertyAnimation(item, b"pos", group)
                anim.setEndValue(QPointF(slot.x, slot.y))
                anim.setDuration(ms)
                anim.setEasingCurve(QEasingCurve.Type.OutCubic)
                group.addAnimation(anim)
            item.setRotation(slot.rotation)
            item.setScale(scale)
        self._local_anim = group
        group.start()

    def stop_local_animation(self) -> None:
        if self._local_anim is not None:
            self._local_anim.stop()
            self._local_anim.deleteLater()
            self._local_anim = None

    # keyboard focus over the human's hand
    def set_focus_index(self, index: int | None) -> None:
        hand = self.human_items()
        if index is not None and not hand:
            index = None
        if index is not None:
            index = max(0, min(len(hand) - 1, index))
        self.focus_index = index
        for i, item in enumerate(hand):
            item.set_focused(i == index)

    def move_focus(self, delta: int) -> None:
        hand = self.human_items()
        if not hand:
            return
        if self.focus_index is None:
            legal = [i for i, it in enumerate(hand) if it.card in self.legal]
            start = legal[0] if legal and self.mode == "play" else (
                0 if delta > 0 else len(hand) - 1)
            self.set_focus_index(start)
        else:
            self.set_focus_index((self.focus_index + delta) % len(hand))

    def focused_card(self) -> Card | None:
        hand = self.human_items()
        if self.focus_index is None or self.focus_index >= len(hand):
            return None
        return hand[self.focus_index].card

    def _on_card_item_clicked(self, item: CardItem) -> None:
        hand = self.human_items()
        if item in hand and item.card is not None:
            self.set_focus_index(None)
            self.card_clicked.emit(item.card)

    def _on_pass_button_clicked(self) -> None:
        self.pass_clicked.emit()

    # ------------------------------------------------------------------ last trick
    def show_last_trick(self, view: SeatView) -> bool:
        """Show (or hide, when shown) the previous trick. False when there is none."""
        if self.last_trick_panel.isVisible():
            self.last_trick_panel.setVisible(False)
            return True
        done = [t for t in view.tricks if t.plays]
        if not done:
            return False
        trick = done[-1]
        cards = [(self.names[s] if s < len(self.names) else str(s), c, s == trick.winner)
                 for s, c in trick.plays]
        self.last_trick_panel.set_trick(_tr("Last trick"), cards)
        self.last_trick_panel.dpr = self.dpr
        self._place_last_trick_panel()
        self.last_trick_panel.setVisible(True)
        return True

    def hide_last_trick(self) -> None:
        self.last_trick_panel.setVisible(False)

    def _place_last_trick_panel(self) -> None:
        tb = trick_box(self.layout)
        n = max(1, len(self.last_trick_panel.cards))
        w = min(self.layout.width * 0.8, max(tb.w * 1.1, n * self.layout.card_w * 0.8 + 40))
        h = min(tb.h, self.layout.card_h * 1.35)
        cx, cy = self.layout.center
        self.last_trick_panel.set_box(cx - w / 2, cy - h / 2, w, h)
