"""Longer than 600 lines: the scene is the one place every zone of the table lives in (a
card item moves between hands, trick, talon, melds and the aside pile, and one ``snap``
places them all), so its zones are not split over several classes.

The table scene: card items in the zones a game arranges (hands per seat, the trick laid out
by seat, the talon, a meld area per seat, the piles cards are swept to), name plates with
partnership marks, the action button, the status corner, the contract panel, the banner and
the last-trick panel, placed by ``layout``; the cards set aside face down (``aside``), the
chip piles and the pot (``chips``, a ``chips.ChipZone``), and the choice panel, the notice
and the side button (``overlays``, ``panels.Overlays``), placed by ``zones``. It knows no
game and holds no rule: a game's ``TableDirector`` (``ui/games/<game>``) says what the
plates and the corner read and makes the scene show the bottom seat's view after every
batch of events.

Seats are the game's seats, numbered clockwise as they sit (``core.seats``): ``bottom_seat``
is shown at the bottom and the seat after it (``bottom_seat + 1``) on its left, whatever the
direction of play. ``direction`` is the game's direction of play (+1 clockwise, -1
counter-clockwise: the next player, ``seat - 1``, then sits on the right, and the deal goes
that way round). Card items are recycled through a pool, so playing hand after hand does
not grow the scene. Every card item has the trick card's width; another seat's back is the
same item at the layout's ``back_scale`` (``BACK_SCALE``, less with larger cards), so a card
flying from a hand to the trick simply scales up.

How the table helps weak eyes (the window sets it from the settings): ``table_palette``
(the felt and the texts' colours: classic or high contrast, ``set_table_palette``),
``card_scale`` (larger cards, as far as the table has room: ``set_card_scale``) and
``mark_playable`` (the cards the bottom seat may play are outlined and lifted a little, the
chosen ones outlined, not only the others dimmed: ``set_mark_playable``).

Choosing cards works by item, not by value: with two packs both copies of a card can be
chosen (``selected_items``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import (
    QCoreApplication,
    QEasingCurve,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QRectF,
    Qt,
    Signal,
)
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSceneMouseEvent

from ...core.cards import Card
from .card_item import CardItem
from .card_pixmaps import CardPixmaps
from .chips import ChipZone
from .director import TableDirector
from .items import (
    ActionButton,
    Banner,
    Caption,
    ContractPanel,
    NamePlate,
    StatusCorner,
)
from .layout import (
    TALON_SCALE,
    Box,
    Slot,
    TableLayout,
    compute_layout,
    contract_box,
    hand_slots,
    meld_slots,
    plate_box,
    talon_box,
    talon_slots,
    trick_box,
)
from .layout_fit import scaled_layout
from .panels import Overlays
from .table_palette import CLASSIC, TablePalette
from .trick_panel import LastTrickPanel
from .zones import aside_box

Z_HAND = 10.0
Z_TALON = 150.0
Z_MELD = 160.0
Z_TRICK = 200.0
Z_FLYING = 600.0
PLAYABLE_LIFT = 0.5
"""How far a playable card rises when playable cards are marked (of a chosen card's
rise)."""


def _tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    # Context "" is where pyside6-lupdate files calls of _tr (see tools/i18n.py:
    # -tr-function-alias tr+=_tr); the catalogue and this lookup must agree.
    return QCoreApplication.translate("", text, disambiguation, n)


class TableScene(QGraphicsScene):
    """What the table shows."""

    item_clicked = Signal(object)
    """A ``CardItem`` of the bottom seat's hand was clicked."""
    action_clicked = Signal()
    pressed = Signal()
    """The table was clicked anywhere (a moment the table waits at goes on)."""
    status_changed = Signal()
    announced = Signal(str, str, int)
    """(kind, text, seat or -1): something happened that a screen reader should say
    (``announce``; ``ui/announcer.py`` says it)."""
    """The status corner's texts changed (the window's status bar follows the table)."""

    def __init__(self, pixmaps: CardPixmaps, parent: object | None = None) -> None:
        super().__init__(parent)  # type: ignore[arg-type]
        self.pixmaps = pixmaps
        self.director = TableDirector()
        self.players = 4
        self.bottom_seat = 0
        self.you: int | None = None
        """The seat the table's words speak to ("You are ombre"): the player's own, at the
        bottom; None when no seat is the viewer's (a replay of CPU players only)."""
        self.direction = 1
        self.names: list[str] = [""] * 4
        self.teams: list[int | None] = [None] * 4
        self.dpr = 1.0
        self.instant = False
        """No local animations (hand rearranging on selection) when True."""
        self.table_palette: TablePalette = CLASSIC
        """The colours of the felt and of every text on the table (``table_palette``)."""
        self.card_scale = 1.0
        """Larger cards (1: the table's own size; see ``layout_fit.scaled_layout``)."""
        self.mark_playable = False
        """Outline (and lift) the cards the bottom seat may play, outline the chosen ones."""
        self.layout: TableLayout = compute_layout(4, 1280, 800, pixmaps.aspect)
        self.hands: list[list[CardItem]] = [[] for _ in range(4)]
        self.trick: list[tuple[int, CardItem]] = []
        self.loose: list[CardItem] = []
        """Items in flight that belong to no zone (a trick being swept)."""
        self.talon: list[CardItem] = []
        """The talon next to the trick (a widow, a stock, spare cards; face down or up)."""
        self.talon_room = 0
        """Cards the talon row keeps room for (its size when dealt): the piles beside it
        stay where they are while it shrinks."""
        self.aside: list[CardItem] = []
        """Cards set aside face down in a squared pile beside the trick (discards)."""
        self.talon_hand_sizes: list[int] = []
        """The hand sizes just after the deal: the talon row keeps clear of them."""
        self.melds: dict[int, list[CardItem]] = {}
        """Cards a seat has laid face up in front of itself."""
        self._pool: list[CardItem] = []
        self.plates: list[NamePlate] = []
        self.turn: int | None = None
        self.clock: int | None = None
        # interaction
        self.mode: str | None = None
        """"play" (click a legal card), "select" (choose ``select_count`` cards, then the
        action button) or None (the bottom seat cannot act)."""
        self.legal: set[Card] = set()
        self.select_count = 0
        self.select_min: int | None = None
        """"select" mode: the fewest cards that may be chosen (None: ``select_count``)."""
        self.selected_items: list[CardItem] = []
        self.selection_held = False
        """The choice stays while input is off (the director sets it: other seats are
        still choosing theirs)."""
        self.highlight: set[Card] = set()
        self.hand_key: Callable[[Card], Any] | None = None
        """The game's display order of a hand (a sort key), None: by card."""
        self.focus_index: int | None = None
        self._local_anim: QParallelAnimationGroup | None = None

        self.action_button = ActionButton()
        self.action_button.setVisible(False)
        self.action_button.clicked.connect(self._on_action_button_clicked)
        self.addItem(self.action_button)
        self.status = StatusCorner()
        self._status_texts: tuple[str, str] = ("", "")
        self.addItem(self.status)
        self.contract = ContractPanel()
        self.addItem(self.contract)
        self.banner = Banner()
        self.addItem(self.banner)
        self.last_trick_panel = LastTrickPanel(pixmaps)
        self.addItem(self.last_trick_panel)
        self.chips = ChipZone(self)
        self.overlays = Overlays(self, self)
        self.captions: dict[int, Caption] = {}
        """A caption per seat beside the cards it laid out (``set_caption``)."""
        self.configure(4, 0, ["", "", "", ""])

    # ------------------------------------------------------------------ set-up
    def configure(self, players: int, bottom_seat: int, names: Sequence[str], *,
                  direction: int = 1, teams: Sequence[int | None] | None = None,
                  director: TableDirector | None = None, you: int | None = None) -> None:
        """A new table: ``players`` seats, ``bottom_seat`` at the bottom, play going
        ``direction`` (+1 clockwise, -1 counter-clockwise), ``teams`` per seat (None: no
        partnerships), the game's ``director`` and the seat spoken to as ``you``."""
        self.stop_local_animation()
        self.clear_cards()
        for plate in self.plates:
            self.removeItem(plate)
        if director is not None:
            self.director = director
        self.players = players
        self.bottom_seat = bottom_seat
        self.you = you
        self.direction = -1 if direction < 0 else 1
        self.names = list(names)
        self.teams = list(teams) if teams is not None else [None] * players
        self.hands = [[] for _ in range(players)]
        self.plates = []
        for seat in range(players):
            plate = NamePlate()
            plate.set_team(self.teams[seat] if seat < len(self.teams) else None)
            self.addItem(plate)
            self.plates.append(plate)
        self.status.set_icon(self.director.status_icon)
        self.contract.setVisible(False)
        self.chips.hide()
        self.hand_key = None
        self.overlays.hide_choices()
        self.overlays.hide_notice()
        self.overlays.hide_side_button()
        self.clear_captions()
        self.turn = None
        self.selected_items = []
        self.highlight = set()
        self.mode = None
        self.layout = self._compute_layout(self.layout.width, self.layout.height)
        self.snap()

    def is_you(self, seat: int | None) -> bool:
        """Is ``seat`` the one the table's words speak to (``you``)?"""
        return seat is not None and seat == self.you

    def set_names(self, names: Sequence[str]) -> None:
        self.names = list(names)
        self._update_plates()

    def set_view_size(self, width: float, height: float, dpr: float | None = None) -> None:
        """The view changed size: lay everything out again (at once)."""
        if dpr is not None:
            self.dpr = dpr
        self.stop_local_animation()
        self.setSceneRect(QRectF(0, 0, width, height))
        self.layout = self._compute_layout(width, height)
        self.snap()

    def _compute_layout(self, width: float, height: float) -> TableLayout:
        return scaled_layout(self.players, width, height, self.pixmaps.aspect,
                             card_scale=self.card_scale)

    # ------------------------------------------------------------------ weak eyes
    def set_card_scale(self, scale: float) -> None:
        """Cards ``scale`` times the table's own size, as far as there is room."""
        scale = max(1.0, float(scale))
        if scale != self.card_scale:
            self.card_scale = scale
            self.stop_local_animation()
            self.layout = self._compute_layout(self.layout.width, self.layout.height)
            self.snap()

    def set_mark_playable(self, on: bool) -> None:
        """Mark the cards that may be played or chosen by more than dimming (or not)."""
        if on != self.mark_playable:
            self.mark_playable = on
            self.stop_local_animation()
            self.snap()

    def set_table_palette(self, palette: TablePalette) -> None:
        """Paint the table in ``palette`` from now on (every piece and the felt)."""
        if palette != self.table_palette:
            self.table_palette = palette
            for view in self.views():
                changed = getattr(view, "palette_changed", None)
                if changed is not None:
                    changed()
            self.update()

    # ------------------------------------------------------------------ seats
    def rel(self, seat: int) -> int:
        """Where ``seat`` sits, relative to the bottom seat (layout's seat index)."""
        return (seat - self.bottom_seat) % self.players

    def human_items(self) -> list[CardItem]:
        return self.hands[self.bottom_seat]

    def card_items(self) -> list[CardItem]:
        """Every card item in use (hands, trick, talon, melds, in flight)."""
        out = [it for hand in self.hands for it in hand]
        out += [it for _, it in self.trick]
        out += self.talon
        out += self.aside
        for meld in self.melds.values():
            out += meld
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
        self.talon = []
        self.aside = []
        self.melds = {}
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
        """Sort a hand shown face up: by ``hand_key`` (the game's display order), else by
        card."""
        hand = self.hands[seat]
        if all(it.face_up and it.card is not None for it in hand):
            key = self.hand_key
            hand.sort(key=lambda it: key(it.card) if key else it.card)  # type: ignore[arg-type, return-value]

    def show_cards(self, hands: Sequence[Sequence[Card | None]],
                   trick: Sequence[tuple[int, Card]] = (),
                   talon: Sequence[Card | None] = (),
                   melds: dict[int, Sequence[Card]] | None = None,
                   aside: Sequence[Card | None] = ()) -> None:
        """Put exactly these cards on the table (None: a card shown face down), reusing the
        items already there (a card stays the item it was)."""
        self.stop_local_animation()
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

        new_hands = [[take(c) for c in hand] for hand in hands]
        new_trick = [(s, take(c)) for s, c in trick]
        new_talon = [take(c) for c in talon]
        new_aside = [take(c) for c in aside]
        new_melds = {s: [take(c) for c in cards] for s, cards in (melds or {}).items()
                     if cards}
        for lst in faces.values():
            for item in lst:
                self.release(item)
        for item in backs:
            self.release(item)
        self.hands, self.trick, self.talon = new_hands, new_trick, new_talon
        self.aside = new_aside
        self.melds = new_melds
        kept = {id(it) for it in self.human_items()}
        self.selected_items = [it for it in self.selected_items if id(it) in kept]

    # ------------------------------------------------------------------ targets
    def hand_targets(self, seat: int) -> list[tuple[Slot, float]]:
        items = self.hands[seat]
        rel = self.rel(seat)
        raised = [self.lift_of(it) for it in items] if rel == 0 else []
        scale = 1.0 if rel == 0 else self.layout.back_scale
        return [(s, scale) for s in hand_slots(self.layout, rel, len(items), raised)]

    def lift_of(self, item: CardItem) -> float:
        """How far ``item`` rises out of the bottom seat's hand: 1 chosen, ``PLAYABLE_LIFT``
        playable (when playable cards are marked), else 0."""
        if self.is_selected(item):
            return 1.0
        if self.mark_playable and self.mode == "play" and item.playable:
            return PLAYABLE_LIFT
        return 0.0

    def hand_anchor(self, seat: int) -> tuple[Slot, float]:
        rel = self.rel(seat)
        place = self.layout.seats[rel]
        rot = 0.0 if rel == 0 else hand_slots(self.layout, rel, 1)[0].rotation
        return Slot(*place.anchor, rot), (1.0 if rel == 0 else self.layout.back_scale)

    def talon_targets(self) -> list[Slot]:
        sizes = self.talon_hand_sizes
        if len(sizes) != self.players:
            sizes = [len(h) for h in self.hands]
        by_rel = [0] * self.players
        for seat, n in enumerate(sizes):
            by_rel[self.rel(seat)] = n
        return talon_slots(self.layout, len(self.talon), by_rel, self.chips.seat_boxes())

    def aside_targets(self) -> list[Slot]:
        """The squared pile of cards set aside: each a little askew on the one before."""
        b = aside_box(self.layout, self._rel_sizes(), self._talon_avoid())
        cx, cy = b.center
        return [Slot(cx + (i % 3 - 1) * 1.5, cy - i * 0.8, ((i * 7) % 9 - 4) * 0.9)
                for i in range(len(self.aside))]

    def _rel_sizes(self) -> list[int]:
        return [len(self.hands[(self.bottom_seat + r) % self.players])
                for r in range(self.players)]

    def _talon_avoid(self) -> list[Box]:
        room = max(self.talon_room, len(self.talon))
        if not room:
            return []
        sizes = self.talon_hand_sizes
        if len(sizes) != self.players:
            sizes = [len(h) for h in self.hands]
        by_rel = [0] * self.players
        for seat, n in enumerate(sizes):
            by_rel[self.rel(seat)] = n
        return [talon_box(self.layout, room, by_rel, self.chips.seat_boxes())]

    def meld_targets(self, seat: int) -> list[Slot]:
        return meld_slots(self.layout, self.rel(seat), len(self.melds.get(seat, ())),
                          len(self.hands[seat]))

    # ------------------------------------------------------------------ captions
    def set_caption(self, seat: int,
                    source: Callable[[], tuple[list[str], str]] | None) -> None:
        """Show the (lines, total) ``source()`` makes beside the cards ``seat`` laid out
        (made again after a language switch); None hides the seat's caption."""
        caption = self.captions.get(seat)
        if source is None:
            if caption is not None:
                caption.setVisible(False)
                caption.source = None
            return
        if caption is None:
            caption = self.captions[seat] = Caption()
            self.addItem(caption)
        caption.set_source(source)
        caption.setVisible(True)
        self._place_caption(seat, caption)

    def clear_captions(self) -> None:
        for seat in list(self.captions):
            self.set_caption(seat, None)

    def _place_caption(self, seat: int, caption: Caption) -> None:
        """Beside the seat's laid-out row, on the table's side of it: above the bottom
        seat's row, below the others'."""
        lay = self.layout
        px = max(10.0, min(15.0, lay.height * 0.017))
        w, h = caption.size_for(px)
        slots = self.meld_targets(seat) or meld_slots(lay, self.rel(seat), 1,
                                                      len(self.hands[seat]))
        half_h = lay.card_h * TALON_SCALE / 2
        cx = sum(s.x for s in slots) / len(slots)
        gap = lay.margin * 0.3
        if self.rel(seat) == 0:
            y = min(s.y for s in slots) - half_h - gap - h
        else:
            y = max(s.y for s in slots) + half_h + gap
        x = min(max(lay.margin, cx - w / 2), lay.width - lay.margin - w)
        y = min(max(lay.margin, y), lay.height - lay.margin - h)
        caption.set_box(x, y, w, h)

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
        for i, (item, slot) in enumerate(zip(self.talon, self.talon_targets(), strict=True)):
            # a card turned face up in a face-down talon (a tourné card) lies on top of it
            self.place(item, slot, TALON_SCALE, Z_TALON + i * 0.3 + (5.0 if item.face_up else 0))
            item.setOpacity(1.0)
        for seat, meld in self.melds.items():
            for i, (item, slot) in enumerate(zip(meld, self.meld_targets(seat), strict=True)):
                self.place(item, slot, TALON_SCALE, Z_MELD + i)
                item.setOpacity(1.0)
        for i, (item, slot) in enumerate(zip(self.aside, self.aside_targets(), strict=True)):
            self.place(item, slot, TALON_SCALE, Z_TALON - 40 + i)
            item.setOpacity(1.0)
        if self.chips.shown:
            avoid = self._talon_avoid()
            if self.aside:
                avoid.append(aside_box(self.layout, self._rel_sizes(), avoid))
            self.chips.avoid = avoid
            self.chips.place()
        self.overlays.place()
        for seat, caption in self.captions.items():
            if caption.isVisible():
                self._place_caption(seat, caption)
        for item in self.card_items():
            item.set_size(self.layout.card_w, self.dpr)
        self._update_plates()
        self._update_status()
        self._update_action_button()
        b = self.layout.banner
        self.banner.set_box(b.x, b.y, b.w, b.h)
        if self.contract.isVisible():
            c = contract_box(self.layout, [len(self.hands[(self.bottom_seat + r) % self.players])
                                           for r in range(self.players)])
            self.contract.set_box(c.x, c.y, c.w, c.h)
        if self.last_trick_panel.isVisible():
            self._place_last_trick_panel()

    # ------------------------------------------------------------------ plates & status
    def set_turn(self, seat: int | None) -> None:
        self.turn = seat
        self._update_plates()

    def set_clock(self, seconds: int | None) -> None:
        self.clock = seconds
        self._update_status()

    def show_contract(self, title: str | None, detail: str = "", emblem: str = "",
                      emblem_colour: object = None, emblem_pixmap: object = None) -> None:
        """Show the contract panel (None: hide it)."""
        if title is None:
            self.contract.setVisible(False)
            return
        if (title, detail) != (self.contract.title, self.contract.detail):
            self.announce("contract", ". ".join(t for t in (title, detail) if t))
        self.contract.set_contract(title, detail, emblem, emblem_colour,  # type: ignore[arg-type]
                                   emblem_pixmap)  # type: ignore[arg-type]
        self.contract.setVisible(True)
        self.snap()

    def update_texts(self) -> None:
        """Ask the director for the plates' and the corner's texts again."""
        self._update_plates()
        self._update_status()
        self._update_action_button()

    def announce(self, kind: str, text: str, seat: int | None = None) -> None:
        """Tell a screen reader what just happened: ``kind`` is "card" (a card played),
        "trick", "banner", "plate" (a player's line: a bid, a pass), "status", "question",
        "notice" (why a card was refused), "contract", "meld", "talon", "payment" (chips paid)
        or "focus"."""
        if text.strip():
            self.announced.emit(kind, text, -1 if seat is None else seat)

    def _update_plates(self) -> None:
        for seat, plate in enumerate(self.plates):
            rel = self.rel(seat)
            n = len(self.hands[seat]) if seat < len(self.hands) else 0
            b = plate_box(self.layout, rel, n)
            plate.set_box(b.x, b.y, b.w, b.h)
            score, detail, active = self.director.plate(seat)
            name = self.names[seat] if seat < len(self.names) else ""
            if detail and detail != plate.detail and name == plate.name:
                self.announce("plate", _tr("{name}: {detail}").format(name=name,
                                                                      detail=detail), seat)
            plate.set_texts(name, score, detail)
            plate.set_active(active)

    def _update_status(self) -> None:
        b = self.layout.status
        self.status.set_box(b.x, b.y, b.w, b.h)
        lit, title, line = self.director.status()
        self.status.set_state(lit, title, line, self.clock)
        if (title, line) != self._status_texts:
            if title != self._status_texts[0] or line:
                self.announce("status", ". ".join(t for t in (title, line) if t))
            self._status_texts = (title, line)
            self.status_changed.emit()

    def retranslate(self) -> None:
        self.director.retranslate()
        self._update_plates()
        self._update_status()
        self._update_action_button()
        self.banner.retranslate()
        self.overlays.retranslate()
        for caption in self.captions.values():
            caption.retranslate()
        if self.last_trick_panel.isVisible():
            self.last_trick_panel.title = _tr("Last trick")
            self.last_trick_panel.update()

    # ------------------------------------------------------------------ interaction
    def set_interaction(self, mode: str | None, legal: Sequence[Card] = (),
                        count: int = 0, minimum: int | None = None) -> None:
        """Let the bottom seat act: ``"play"`` (``legal`` are playable, the rest dimmed),
        ``"select"`` (choose ``count`` cards, or ``minimum`` to ``count``) or None (the
        notice goes too). Leaving "select" forgets the choice unless ``selection_held``."""
        if mode != "select" and self.mode == "select" and not self.selection_held:
            self.selected_items = []
        if mode is None:
            self.overlays.hide_notice()
        lifts = [self.lift_of(it) for it in self.human_items()]
        self.mode = mode
        self.legal = set(legal)
        self.select_count = count
        self.select_min = minimum
        if mode is None:
            self.set_focus_index(None)
        self._apply_item_states()
        self._update_action_button()
        if lifts != [self.lift_of(it) for it in self.human_items()]:
            self._relay_lifts(rising=mode == "play")

    def _relay_lifts(self, rising: bool) -> None:
        """The playable cards' lift changed: they rise with a short animation at the start
        of a turn, and drop at once when it ends (the moves that follow start from there)."""
        if rising:
            self.animate_hand(self.bottom_seat)
            return
        self.stop_local_animation()
        for i, (item, (slot, scale)) in enumerate(
                zip(self.human_items(), self.hand_targets(self.bottom_seat), strict=True)):
            self.place(item, slot, scale, Z_HAND + i)

    @property
    def selection_ready(self) -> bool:
        """"select" mode: as many cards are chosen as the choice needs."""
        low = self.select_count if self.select_min is None else self.select_min
        return self.mode == "select" and low <= len(self.selected_items) <= self.select_count

    @property
    def selection(self) -> list[Card]:
        """The chosen cards, in the order they were chosen."""
        return [it.card for it in self.selected_items if it.card is not None]

    def is_selected(self, item: CardItem) -> bool:
        return any(it is item for it in self.selected_items)

    def select_cards(self, cards: Sequence[Card]) -> None:
        """Choose the items showing ``cards`` (one item per card, so two copies of a card
        are two different items)."""
        free = list(self.human_items())
        chosen: list[CardItem] = []
        for card in cards:
            item = next((it for it in free if it.face_up and it.card == card), None)
            if item is not None:
                free.remove(item)
                chosen.append(item)
        self.selected_items = chosen

    def _apply_item_states(self) -> None:
        human = self.bottom_seat
        room = len(self.selected_items) < self.select_count
        for seat, hand in enumerate(self.hands):
            for item in hand:
                mine = seat == human and item.face_up
                chosen = mine and self.is_selected(item)
                item.set_clickable(mine and self.mode is not None)
                item.set_dimmed(mine and self.mode == "play" and item.card not in self.legal)
                item.set_highlighted(mine and item.card in self.highlight)
                item.selected = chosen
                item.set_playable(mine and (
                    (self.mode == "play" and item.card in self.legal)
                    or (self.mode == "select" and (chosen or room))))
                item.set_outlined(self.mark_playable and (
                    (self.mode == "play" and item.playable) or chosen))
        for i, item in enumerate(self.human_items()):
            item.set_focused(i == self.focus_index)
        for _, item in self.trick:
            item.set_clickable(False)
            item.set_dimmed(False)
            item.set_playable(False)
            item.set_outlined(False)
        self.director.mark_items()

    def _update_action_button(self) -> None:
        show = self.mode == "select"
        self.action_button.setVisible(show)
        if show:
            b = self.layout.action_button
            button = self.action_button
            button.set_text(self.director.action_text())
            # as wide as its text needs ("Keep my hand", "Hand behalten"), about its centre
            w = min(max(b.w, button.needed_width(b.h)),
                    self.layout.width - 2 * self.layout.margin)
            button.set_box(b.x + (b.w - w) / 2, b.y, w, b.h)
            button.set_enabled(self.selection_ready)

    def toggle_selected(self, item: CardItem) -> bool:
        """Choose or put back ``item``; False when the choice is full."""
        if self.mode != "select" or item not in self.human_items():
            return False
        if self.is_selected(item):
            self.selected_items = [it for it in self.selected_items if it is not item]
        elif len(self.selected_items) < self.select_count:
            self.selected_items.append(item)
        else:
            return False
        self._apply_item_states()
        self._update_action_button()
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

    # keyboard focus over the bottom seat's hand
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
        item = self.focused_item()
        if item is not None:
            from .reading import card_line

            self.announce("focus", card_line(self, item, self.focus_index or 0).text,
                          self.bottom_seat)

    def focused_item(self) -> CardItem | None:
        hand = self.human_items()
        if self.focus_index is None or self.focus_index >= len(hand):
            return None
        return hand[self.focus_index]

    def focused_card(self) -> Card | None:
        item = self.focused_item()
        return item.card if item is not None else None

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.pressed.emit()
        super().mousePressEvent(event)

    def _on_card_item_clicked(self, item: CardItem) -> None:
        if item in self.human_items() and item.card is not None:
            self.set_focus_index(None)
            self.item_clicked.emit(item)

    def _on_action_button_clicked(self) -> None:
        self.action_clicked.emit()

    # ------------------------------------------------------------------ last trick
    def show_last_trick(self, plays: Sequence[tuple[int, Card]], winner: int | None) -> bool:
        """Show (or hide, when shown) a finished trick. False when there is none."""
        if self.last_trick_panel.isVisible():
            self.last_trick_panel.setVisible(False)
            return True
        if not plays:
            return False
        cards = [(self.names[s] if s < len(self.names) else str(s), c, s == winner)
                 for s, c in plays]
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


__all__ = ["Z_FLYING", "Z_HAND", "Z_MELD", "Z_TALON", "Z_TRICK", "TableScene"]
