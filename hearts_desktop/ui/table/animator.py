"""Plays a game's events on the table, one after another, from a single FIFO queue.

The controller hands over each batch of events with the bottom seat's view *after* them.
The game's ``TableDirector`` turns every event into stages (each a set of :class:`Move` s
that run together, built with the generic moves of ``moves.py``: deal to the hands, a card
to its trick slot, a trick swept to a pile, cards between hands, a flip, a pulse, a
banner, cards laid in a meld area and taken back), and then makes the scene show the view.
The animator runs the stages as ``QPropertyAnimation`` groups and emits ``idle`` when the
queue runs dry; the controller asks for the next CPU move only then.

At speed ``instant`` no animation object and no timer is created: every stage is applied
at once, inside ``enqueue``, so tests run as fast as the engine.

A stage marked ``wait`` (a moment to read, as melds laid out) holds the table until the
player goes on (:meth:`Animator.go_on`) when ``wait_for_player`` is set, at any speed and
through :meth:`Animator.finish` (a resize does not skip it); otherwise it pauses as timed.
"""

from __future__ import annotations

import dataclasses
from collections import deque
from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    QAbstractAnimation,
    QObject,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QSequentialAnimationGroup,
    Signal,
)

from .card_item import CardItem
from .speeds import Speed, Step, duration
from .stages import Move, Stage

if TYPE_CHECKING:
    from .director import TableDirector
    from .moves import Moves
    from .scene import TableScene


def _closest_angle(current: float, target: float) -> float:
    """``target`` shifted by whole turns to lie within 180 degrees of ``current``."""
    return current + ((target - current + 180.0) % 360.0 - 180.0)


class Animator(QObject):
    idle = Signal()
    """The queue is empty and nothing moves."""
    event_started = Signal(object)
    """An event's animation begins (the sound layer's cue)."""
    hand_scored = Signal(object)
    """The table reached the scoring of a deal (the director says which event; the score
    sheet opens)."""
    match_over = Signal(object)
    """The table reached the end of the match (the game-over dialog)."""
    stage_changed = Signal(str)
    """A timed stage began (its name) or ended (""): for benchmarks and debugging."""
    waiting_changed = Signal(bool)
    """The table began (True) or stopped (False) waiting for the player to go on."""

    def __init__(self, scene: TableScene, speed: str = "normal",
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.scene = scene
        self._speed = Speed(speed)
        scene.instant = self._speed is Speed.INSTANT
        self._queue: deque[tuple[str, Any]] = deque()
        self._gen: Iterator[Stage] | None = None
        self._anim: QAbstractAnimation | None = None
        self._stage: Stage | None = None
        self._held = False
        self._waiting = False
        self._wait_after: Stage | None = None
        self._pumping = False
        self._finishing = False
        self._idle_sent = True
        self.hold_after_hand = False
        """Stop after a deal's scoring until :meth:`release` (the score sheet is open)."""
        self.wait_for_player = False
        """Stages marked ``wait`` hold until :meth:`go_on` instead of pausing."""
        self.stages_run = 0
        from .moves import Moves

        self.moves: Moves = Moves(self)
        """The generic moves the game's director builds its stages from."""

    # ------------------------------------------------------------------ public
    @property
    def speed(self) -> Speed:
        return self._speed

    @property
    def director(self) -> TableDirector:
        return self.scene.director

    @property
    def finishing(self) -> bool:
        """The table is skipping to the end (:meth:`finish`)."""
        return self._finishing

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
    def waiting(self) -> bool:
        """The table waits for the player to go on (:meth:`go_on`)."""
        return self._waiting

    def go_on(self) -> bool:
        """The player has read the moment the table waits at: go on (False when it
        waits for nothing)."""
        if not self._waiting:
            return False
        self._set_waiting(False)
        self._pump()
        return True

    def _set_waiting(self, on: bool) -> None:
        if on != self._waiting:
            self._waiting = on
            self.waiting_changed.emit(on)

    @property
    def current_stage(self) -> str:
        """The name of the stage animating now ("" when none)."""
        return self._stage.name if self._stage is not None else ""

    def d(self, step: Step) -> int:
        return duration(step, self._speed)

    def enqueue(self, events: Sequence[Any], view: Any) -> None:
        """Play ``events``, then make the table show ``view``."""
        for ev in events:
            self._queue.append(("event", ev))
        if view is not None:
            self._queue.append(("sync", view))
        self._idle_sent = False
        self._pump()

    def reset(self, view: Any, names: Sequence[str] | None = None) -> None:
        """Drop everything queued and in flight; show ``view`` at once."""
        self._queue.clear()
        self._gen = None
        self._held = False
        self._wait_after = None
        self._set_waiting(False)
        self._stop_current(run_after=False)
        self.scene.banner.setVisible(False)
        self.scene.hide_last_trick()
        if names is not None:
            self.scene.names = list(names)
        if view is not None:
            self.director.sync(view)
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

    def hand_reached(self, event: Any) -> None:
        """The director reached a deal's scoring: ``hand_scored``, and hold here when
        ``hold_after_hand`` (until :meth:`release`)."""
        self.hand_scored.emit(event)
        if self.hold_after_hand and not self._finishing:
            self._held = True

    def match_reached(self, event: Any) -> None:
        """The director reached the end of the match: ``match_over``."""
        self.match_over.emit(event)

    # ------------------------------------------------------------------ the pump
    def _pump(self) -> None:
        if self._pumping:
            return
        self._pumping = True
        try:
            while self._anim is None and not self._held and not self._waiting:
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
                        self.director.sync(payload)
                    else:
                        self.event_started.emit(payload)
                        self._gen = iter(self.director.stages(payload))
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
        if stage.wait and self.wait_for_player:
            stage = dataclasses.replace(stage, pause=0)  # the player ends it, not a timer
            self._wait_after = stage
        for mv in stage.moves:
            if mv.z is not None:
                mv.item.setZValue(mv.z)
        timed = [m for m in stage.moves if m.duration > 0 or m.delay > 0]
        if self._finishing or self._speed is Speed.INSTANT or (not timed and stage.pause <= 0):
            self._apply_end(stage)
            if stage.after is not None:
                stage.after()
            self._wait_if(stage)
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
            self._wait_if(stage)
        self._pump()

    def _wait_if(self, stage: Stage) -> None:
        """``stage`` ended: begin waiting for the player if it is the one to wait after."""
        if stage is self._wait_after:
            self._wait_after = None
            self._set_waiting(True)

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
            self._wait_if(stage)


__all__ = ["Animator", "Move", "Stage"]
