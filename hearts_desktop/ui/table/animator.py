"""Plays engine events on the table, one after another, from a single FIFO queue.

The controller hands over each batch of events with the human seat's view *after* them;
the animator turns every event into stages of ``QPropertyAnimation`` groups (deal, pass,
card played, trick swept to its winner, the Queen of Spades moment, moon banner, ...),
then reconciles the scene with the view. It emits ``idle`` when the queue runs dry, and the
controller asks for the next CPU move only then.

At speed ``instant`` no animation object and no timer is created: every stage is applied
at once, inside ``enqueue``, so tests run as fast as the engine.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field

from PySide6.QtCore import (
    QAbstractAnimation,
    QCoreApplication,
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QSequentialAnimationGroup,
    Signal,
)
from PySide6.QtWidgets import QGraphicsObject

from ...games.hearts import (
    Card,
    CardPlayed,
    CardsDealt,
    CardsPassed,
    DealStarted,
    Event,
    FaceUpTaken,
    HandScored,
    HeartsBroken,
    KittyTaken,
    MatchOver,
    MoonShot,
    PassCommitted,
    PassSchemeChosen,
    QueenOfSpadesPlayed,
    Score,
    SeatSubstituted,
    SeatView,
    TimedOut,
    TrickSetAside,
    TrickWon,
)
from .card_item import CardItem
from .layout import BACK_SCALE, LEFTOVER_SCALE, Slot, pile_slot
from .scene import Z_FLYING, Z_HAND, Z_LEFTOVER, Z_TRICK, TableScene
from .speeds import Speed, Step, duration


def _tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    # Context "" is where pyside6-lupdate files calls of _tr (see tools/i18n.py:
    # -tr-function-alias tr+=_tr); the catalogue and this lookup must agree.
    return QCoreApplication.translate("", text, disambiguation, n)


def moon_texts(name: str, sun: bool) -> tuple[str, str]:
    """The announcement's title and subtitle when ``name`` shoots the moon (or the sun)."""
    if sun:
        return _tr("{0} shot the sun!").format(name), _tr("Every trick of the hand")
    return (_tr("{0} shot the moon!").format(name),
            _tr("Every heart and the Queen of Spades"))


@dataclass
class Move:
    """Where one item goes in a stage; None leaves a property alone."""

    item: QGraphicsObject
    pos: tuple[float, float] | None = None
    rotation: float | None = None
    scale: float | None = None
    opacity: float | None = None
    duration: int = 0
    delay: int = 0
    z: float | None = None
    easing: QEasingCurve.Type = QEasingCurve.Type.OutCubic
    flip: float | None = None
    """A ``CardItem``'s width fraction (turning over: 1 -> 0, change the face, 0 -> 1)."""


@dataclass
class Stage:
    """Moves that run together, an optional pause after them, then ``after``."""

    moves: list[Move] = field(default_factory=list)
    pause: int = 0
    after: Callable[[], None] | None = None
    name: str = ""
    """What the stage shows ("deal", "play", "sweep", ...), for benchmarks and debugging."""


def _closest_angle(current: float, target: float) -> float:
    """``target`` shifted by whole turns to lie within 180 degrees of ``current``."""
    return current + ((target - current + 180.0) % 360.0 - 180.0)


class Animator(QObject):
    idle = Signal()
    """The queue is empty and nothing moves."""
    event_started = Signal(object)
    """An event's animation begins (the sound layer's cue)."""
    hand_scored = Signal(object)
    """A ``HandScored`` event was reached (the score sheet)."""
    match_over = Signal(object)
    """A ``MatchOver`` event was reached (the game-over dialog)."""
    stage_changed = Signal(str)
    """A timed stage began (its name) or ended (""): for benchmarks and debugging."""

    def __init__(self, scene: TableScene, speed: str = "normal",
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.scene = scene
        self._speed = Speed(speed)
        scene.instant = self._speed is Speed.INSTANT
        self._queue: deque[tuple[str, object]] = deque()
        self._gen: Iterator[Stage] | None = None
        self._anim: QAbstractAnimation | None = None
        self._stage: Stage | None = None
        self._held = False
        self._pumping = False
        self._finishing = False
        self._idle_sent = True
        self.hold_after_hand = False
        """Stop after a ``HandScored`` until :meth:`release` (the score sheet is open)."""
        self.stages_run = 0

    # ------------------------------------------------------------------ public
    @property
    def speed(self) -> Speed:
        return self._speed

    def set_speed(self, speed: str) -> None:
        self._speed = Speed(speed)
        self.scene.instant = self._speed is Speed.INSTANT
        if self._speed is Speed.INSTANT:
            self.finish()

    @property
    def busy(self) -> bool:
        return bool(self._queue) or self._gen is not None or self._anim is not None

    @property
    def held(self) -> bool:
        return self._held

    @property
    def current_stage(self) -> str:
        """The name of the stage animating now ("" when none)."""
        return self._stage.name if self._stage is not None else ""

    def d(self, step: Step) -> int:
        return duration(step, self._speed)

    def enqueue(self, events: Sequence[Event], view: SeatView | None) -> None:
        """Play ``events``, then make the table show ``view``."""
        for ev in events:
            self._queue.append(("event", ev))
        if view is not None:
            self._queue.append(("sync", view))
        self._idle_sent = False
        self._pump()

    def reset(self, view: SeatView | None, names: Sequence[str] | None = None) -> None:
        """Drop everything queued and in flight; show ``view`` at once."""
        self._queue.clear()
        self._gen = None
        self._held = False
        self._stop_current(run_after=False)
        self.scene.banner.setVisible(False)
        self.scene.hide_last_trick()
        if view is not None:
            self.scene.sync(view, names=names)
        self._idle_sent = False
        self._pump()

    def finish(self) -> None:
        """Bring every queued animation to its end now (a resize, closing, speed instant).
        Stops at a score-sheet hold."""
        self._finishing = True
        try:
            self._stop_current(run_after=True)
            self._pump()
        finally:
            self._finishing = False

    def release(self) -> None:
        """Go on after the hold at the end of a hand."""
        if self._held:
            self._held = False
            self._pump()

    # ------------------------------------------------------------------ the pump
    def _pump(self) -> None:
        if self._pumping:
            return
        self._pumping = True
        try:
            while self._anim is None and not self._held:
                if self._gen is not None:
                    try:
                        stage = next(self._gen)
                    except StopIteration:
                        self._gen = None
                        continue
                    self._start(stage)
                    continue
                if self._queue:
                    kind, payload = self._queue.popleft()
                    if kind == "sync":
                        assert isinstance(payload, SeatView)
                        self.scene.sync(payload)
                    else:
                        self.event_started.emit(payload)
                        self._gen = self._handle(payload)  # type: ignore[arg-type]
                    continue
                if not self._idle_sent:
                    self._idle_sent = True
                    self.idle.emit()  # a slot may enqueue more: loop again
                    continue
                break
        finally:
            self._pumping = False

    def _start(self, stage: Stage) -> None:
        self.stages_run += 1
        for mv in stage.moves:
            if mv.z is not None:
                mv.item.setZValue(mv.z)
        timed = [m for m in stage.moves if m.duration > 0 or m.delay > 0]
        if self._finishing or self._speed is Speed.INSTANT or (not timed and stage.pause <= 0):
            self._apply_end(stage)
            if stage.after is not None:
                stage.after()
            return
        group = QParallelAnimationGroup()
        for mv in stage.moves:
            for anim in self._animations(mv):
                if mv.delay > 0:
                    seq = QSequentialAnimationGroup()
                    seq.addPause(mv.delay)
                    seq.addAnimation(anim)
                    group.addAnimation(seq)
                else:
                    group.addAnimation(anim)
        top: QAbstractAnimation = group
        if stage.pause > 0:
            seq = QSequentialAnimationGroup(self)
            if group.animationCount():
                seq.addAnimation(group)
            seq.addPause(stage.pause)
            top = seq
        else:
            group.setParent(self)
        self._anim = top
        self._stage = stage
        top.finished.connect(self._on_anim_finished)
        top.start()
        self.stage_changed.emit(stage.name)

    def _animations(self, mv: Move) -> list[QPropertyAnimation]:
        out = []
        item = mv.item
        dur = max(1, mv.duration)

        def prop(name: bytes, value: object) -> None:
            anim = QPropertyAnimation(item, name)
            anim.setEndValue(value)
            anim.setDuration(dur)
            anim.setEasingCurve(mv.easing)
            out.append(anim)

        if mv.pos is not None and item.pos() != QPointF(*mv.pos):
            prop(b"pos", QPointF(*mv.pos))
        if mv.rotation is not None:
            target = _closest_angle(item.rotation(), mv.rotation)
            if abs(target - item.rotation()) > 1e-6:
                prop(b"rotation", target)
        if mv.scale is not None and abs(item.scale() - mv.scale) > 1e-6:
            prop(b"scale", mv.scale)
        if mv.opacity is not None and abs(item.opacity() - mv.opacity) > 1e-6:
            prop(b"opacity", mv.opacity)
        if mv.flip is not None and isinstance(item, CardItem) \
                and abs(item.flip_amount() - mv.flip) > 1e-6:
            prop(b"flip", mv.flip)
        return out

    @staticmethod
    def _apply_end(stage: Stage) -> None:
        for mv in stage.moves:
            item = mv.item
            if mv.pos is not None:
                item.setPos(*mv.pos)
            if mv.rotation is not None:
                item.setRotation(mv.rotation)
            if mv.scale is not None:
                item.setScale(mv.scale)
            if mv.opacity is not None:
                item.setOpacity(mv.opacity)
            if mv.flip is not None and isinstance(item, CardItem):
                item.set_flip(mv.flip)

    def _on_anim_finished(self) -> None:
        stage, anim = self._stage, self._anim
        self._stage, self._anim = None, None
        self.stage_changed.emit("")
        if anim is not None:
            anim.deleteLater()
        if stage is not None:
            self._apply_end(stage)
            if stage.after is not None:
                stage.after()
        self._pump()

    def _stop_current(self, run_after: bool) -> None:
        anim, stage = self._anim, self._stage
        self._anim, self._stage = None, None
        if anim is not None:
            anim.finished.disconnect(self._on_anim_finished)
            anim.stop()
            anim.deleteLater()
        if stage is not None and run_after:
            self._apply_end(stage)
            if stage.after is not None:
                stage.after()

    # ------------------------------------------------------------------ events
    def _handle(self, ev: Event) -> Iterator[Stage]:
        sc = self.scene
        if isinstance(ev, DealStarted):
            sc.hide_last_trick()
            sc.pass_direction = ev.pass_direction
            sc.hearts_broken = False
            sc.passed = set()
            sc.phase = None
            sc.hand_points = [0] * sc.players
            sc.trick_number = 1
            sc.set_turn(None)
            sc.snap()
        elif isinstance(ev, CardsDealt):
            yield from self._deal(ev)
        elif isinstance(ev, PassCommitted):
            sc.passed.add(ev.seat)
            sc.snap()
        elif isinstance(ev, CardsPassed):
            yield from self._pass(ev)
        elif isinstance(ev, CardPlayed):
            yield from self._play(ev)
        elif isinstance(ev, HeartsBroken):
            yield from self._hearts_broken()
        elif isinstance(ev, QueenOfSpadesPlayed):
            yield from self._queen(ev.seat)
        elif isinstance(ev, TrickWon):
            yield from self._sweep(ev.winner, ev.points)
            sc.trick_number = ev.trick_number + 1
        elif isinstance(ev, TrickSetAside):
            yield from self._sweep(None, 0)
            sc.trick_number = ev.trick_number + 1
        elif isinstance(ev, MoonShot):
            seat, sun = ev.seat, ev.sun
            yield from self._banner(lambda: moon_texts(self._name(seat), sun), Step.ANNOUNCE)
        elif isinstance(ev, HandScored):
            sc.match_scores = list(ev.match_scores)
            sc.snap()
            self.hand_scored.emit(ev)
            if self.hold_after_hand and not self._finishing:
                self._held = True
        elif isinstance(ev, MatchOver):
            self.match_over.emit(ev)
        elif isinstance(ev, PassSchemeChosen):
            seat, scheme = ev.seat, ev.scheme

            def chosen() -> tuple[str, str]:
                plan = _tr(", ", "list separator").join(
                    _tr("%n cards to seat +{0}", "", n).format(o) for o, n in scheme)
                return (_tr("{0} chooses the pass").format(self._name(seat)),
                        plan or _tr("No passing"))

            yield from self._banner(chosen, Step.NOTICE)
        elif isinstance(ev, KittyTaken):
            # only the human sees the kitty's faces, and only when the kitty is theirs
            yield from self._take_leftover(ev.seat, ev.cards,
                                           show_faces=ev.seat == sc.bottom_seat)
            seat = ev.seat
            yield from self._banner(
                lambda: (_tr("{0} takes the kitty").format(self._name(seat)), ""), Step.NOTICE)
        elif isinstance(ev, FaceUpTaken):
            yield from self._take_leftover(ev.seat, ev.cards, show_faces=False)
            seat = ev.seat
            yield from self._banner(
                lambda: (_tr("{0} takes the face-up cards").format(self._name(seat)), ""),
                Step.NOTICE)
        elif isinstance(ev, TimedOut):
            seat = ev.seat
            yield from self._banner(
                lambda: (_tr("Time is up for {0}").format(self._name(seat)), ""), Step.NOTICE)
        elif isinstance(ev, SeatSubstituted):
            seat = ev.seat
            yield from self._banner(
                lambda: (_tr("A computer player takes {0}'s seat").format(self._name(seat)), ""),
                Step.NOTICE)

    def _name(self, seat: int) -> str:
        names = self.scene.names
        return names[seat] if 0 <= seat < len(names) else str(seat)

    def _hand_moves(self, seat: int, ms: int) -> list[Move]:
        sc = self.scene
        return [Move(it, (s.x, s.y), s.rotation, scale, 1.0, ms, z=Z_HAND + i)
                for i, (it, (s, scale)) in enumerate(
                    zip(sc.hands[seat], sc.hand_targets(seat), strict=True))]

    def _deal(self, ev: CardsDealt) -> Iterator[Stage]:
        sc = self.scene
        sc.clear_cards()
        cx, cy = sc.layout.center
        n = sc.players
        human_cards = ev.hands[sc.bottom_seat] if sc.bottom_seat < len(ev.hands) else ()
        for seat in range(n):
            if seat == sc.bottom_seat:
                sc.hands[seat] = [sc.acquire(c, False) for c in human_cards]
            else:
                sc.hands[seat] = [sc.acquire(None, False) for _ in ev.hands[seat]]
            for item in sc.hands[seat]:
                item.setPos(cx, cy)
                item.setRotation(0)
                item.setScale(BACK_SCALE)
                item.setZValue(Z_FLYING)
        # the kitty face down, or Cancellation's leftovers face up, next to the trick
        sc.leftover_hand_sizes = [len(h) for h in ev.hands]
        if ev.kitty_size:
            sc.leftover = [sc.acquire(None, False) for _ in range(ev.kitty_size)]
        else:
            sc.leftover = [sc.acquire(c, True) for c in ev.face_up]
        for item in sc.leftover:
            item.setPos(cx, cy)
            item.setRotation(0)
            item.setScale(BACK_SCALE)
            item.setZValue(Z_FLYING)
        stagger, fly = self.d(Step.DEAL_STAGGER), self.d(Step.DEAL_CARD)
        moves = []
        for seat in range(n):
            k = (seat - ev.dealer - 1) % n
            for j, (item, (slot, scale)) in enumerate(
                    zip(sc.hands[seat], sc.hand_targets(seat), strict=True)):
                order = j * n + k
                moves.append(Move(item, (slot.x, slot.y), slot.rotation, scale, 1.0, fly,
                                  order * stagger, z=Z_FLYING + order))
        last = max((len(h) for h in ev.hands), default=0) * n
        for i, (item, slot) in enumerate(zip(sc.leftover, sc.leftover_targets(),
                                             strict=True)):
            moves.append(Move(item, (slot.x, slot.y), 0.0, LEFTOVER_SCALE, 1.0, fly,
                              (last + i) * stagger, z=Z_LEFTOVER + i))

        def reveal() -> None:
            for item, card in zip(sc.hands[sc.bottom_seat], human_cards, strict=True):
                item.set_card(card, True)
            sc.snap()

        yield Stage(moves, after=reveal, name="deal")

    def _pass(self, ev: CardsPassed) -> Iterator[Stage]:
        sc = self.scene
        human = sc.bottom_seat
        fly = self.d(Step.PASS_FLY)
        moves: list[Move] = []
        arrivals = []
        for t in ev.transfers:
            for card in t.cards:
                item = sc.take_from_hand(t.giver, card if t.giver == human else None)
                item.selected = False
                item.set_clickable(False)
                item.set_dimmed(False)
                item.set_focused(False)
                sc.loose.append(item)
                slot, scale = sc.hand_anchor(t.receiver)
                moves.append(Move(item, (slot.x, slot.y), slot.rotation, scale, 1.0, fly,
                                  z=Z_FLYING))
                arrivals.append((t.receiver, item, card))
        sc.selection = []
        sc.set_interaction(None)
        for seat in range(sc.players):
            moves += self._hand_moves(seat, self.d(Step.REARRANGE))

        mine = [(item, card) for receiver, item, card in arrivals if receiver == human]

        def land() -> None:
            for receiver, item, _card in arrivals:
                if item in sc.loose:
                    sc.loose.remove(item)
                item.set_card(None, False)  # every passed card arrives face down
                sc.hands[receiver].append(item)
            sc.phase = None

        yield Stage(moves, after=land, name="pass")
        if mine:
            # the human's new cards turn over: edge-on, show the face, flat again
            half = self.d(Step.FLIP) // 2

            def turn() -> None:
                for item, card in mine:
                    item.set_card(card, True)
                sc.sort_hand(human)
                sc.highlight = {card for _, card in mine if card is not None}
                sc._apply_item_states()

            yield Stage([Move(item, flip=0.0, duration=half, easing=QEasingCurve.Type.InQuad)
                         for item, _ in mine], after=turn, name="flip")
            yield Stage([Move(item, flip=1.0, duration=half, easing=QEasingCurve.Type.OutQuad)
                         for item, _ in mine], name="flip")
        moves = []
        for seat in range(sc.players):
            moves += self._hand_moves(seat, self.d(Step.REARRANGE) * 2)
        yield Stage(moves, after=sc.snap)

    def _play(self, ev: CardPlayed) -> Iterator[Stage]:
        sc = self.scene
        sc.hide_last_trick()
        item = sc.take_from_hand(ev.seat, ev.card)
        item.reset_state()
        item.set_card(ev.card, True)
        if ev.seat == sc.bottom_seat:
            sc.highlight = set()
            sc.set_focus_index(None)
        order = len(sc.trick)
        sc.trick.append((ev.seat, item))
        slot = sc.trick_slot(ev.seat)
        sc.set_turn(None)
        moves = [Move(item, (slot.x, slot.y), slot.rotation, 1.0, 1.0, self.d(Step.PLAY),
                      z=Z_TRICK + order, easing=QEasingCurve.Type.OutQuad)]
        moves += self._hand_moves(ev.seat, self.d(Step.REARRANGE))
        yield Stage(moves, after=sc._apply_item_states, name="play")

    def _take_leftover(self, seat: int, cards: Sequence[Card | None], *,
                       show_faces: bool) -> Iterator[Stage]:
        """The kitty or the face-up leftovers fly to the pile of ``seat``. The kitty turns
        face up first, briefly, only when ``show_faces`` (the human took it)."""
        sc = self.scene
        items = list(sc.leftover)
        sc.leftover = []
        if not items:
            return
        sc.loose.extend(items)
        if show_faces and len(cards) == len(items):
            for item, card in zip(items, cards, strict=True):
                item.set_card(card, True)
            yield Stage(pause=self.d(Step.TRICK_PAUSE), name="kitty_shown")
        target, scale = self._pile(seat)
        yield Stage(self._sweep_moves(items, target, scale),
                    after=lambda: self._release(items), name="leftover_taken")

    def _pile(self, seat: int) -> tuple[Slot, float]:
        """Where the cards a seat takes go, and their scale there."""
        sc = self.scene
        return (pile_slot(sc.layout, sc.rel(seat)),
                0.5 if sc.rel(seat) == 0 else BACK_SCALE * 0.7)

    def _sweep_moves(self, items: Sequence[CardItem], target: Slot, scale: float) -> list[Move]:
        """``items`` fly one after another to ``target``, fading out."""
        sweep = self.d(Step.TRICK_SWEEP)
        return [Move(it, (target.x, target.y), target.rotation, scale, 0.0, sweep,
                     delay=i * sweep // 12, easing=QEasingCurve.Type.InOutCubic)
                for i, it in enumerate(items)]

    def _release(self, items: Sequence[CardItem]) -> None:
        """Swept cards leave the table (back to the scene's pool)."""
        sc = self.scene
        for it in items:
            if it in sc.loose:
                sc.loose.remove(it)
            sc.release(it)

    def _hearts_broken(self) -> Iterator[Stage]:
        sc = self.scene
        sc.set_hearts_broken(True)
        st = sc.status
        st.setTransformOriginPoint(st.boundingRect().center())
        half = self.d(Step.HEARTS_BROKEN) // 2
        yield Stage([Move(st, scale=1.12, duration=half, easing=QEasingCurve.Type.OutBack)])
        yield Stage([Move(st, scale=1.0, duration=half)])

    def _queen(self, seat: int) -> Iterator[Stage]:
        """The Queen of Spades lands: it glows and pulses, and a short banner says so."""
        sc = self.scene
        queen = next((it for _, it in reversed(sc.trick)
                      if it.card is not None and str(it.card) == "QS"), None)
        if queen is None:
            return
        queen.set_alarm(True)
        half = self.d(Step.QUEEN_MOMENT) // 2
        b = sc.banner
        b.set_source(lambda: (_tr("The Queen of Spades!"),
                              _tr("played by {0}").format(self._name(seat))))
        b.setOpacity(0.0)
        b.setVisible(True)
        fade = min(200, half)
        yield Stage([Move(queen, scale=1.16, duration=half, easing=QEasingCurve.Type.OutBack),
                     Move(b, opacity=1.0, duration=fade)], name="queen")
        yield Stage([Move(queen, scale=1.0, duration=half)], pause=half)
        yield Stage([Move(b, opacity=0.0, duration=fade)], after=lambda: b.setVisible(False))

    def _sweep(self, winner: int | None, points: Score) -> Iterator[Stage]:
        sc = self.scene
        yield Stage(pause=self.d(Step.TRICK_PAUSE), name="trick_pause")
        items = [it for _, it in sc.trick]
        sc.trick = []
        sc.loose.extend(items)
        if winner is not None:
            target, scale = self._pile(winner)
        else:
            cx, cy = sc.layout.center
            target, scale = Slot(cx, cy - sc.layout.card_h * 0.2, 0), 0.4
        moves = self._sweep_moves(items, target, scale)

        def done() -> None:
            self._release(items)
            if winner is not None:
                sc.hand_points[winner] = sc.hand_points[winner] + points
            sc.snap()

        yield Stage(moves, after=done, name="sweep")

    def _banner(self, texts: Callable[[], tuple[str, str]], step: Step) -> Iterator[Stage]:
        """Show the banner; ``texts`` makes its (title, subtitle) in the current language
        (again after a language switch)."""
        b = self.scene.banner
        hold = self.d(step)
        if hold <= 0:
            return
        b.set_source(texts)
        b.setOpacity(0.0)
        b.setVisible(True)
        fade = min(260, hold // 4)
        yield Stage([Move(b, opacity=1.0, duration=fade)], pause=hold)
        yield Stage([Move(b, opacity=0.0, duration=fade)], after=lambda: b.setVisible(False))
