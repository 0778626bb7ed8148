"""What the animator plays: a :class:`Stage` is a set of :class:`Move` s that run together
(then a pause, then a callback). Plain data, so that games' directors and the generic moves
build stages without importing the animator."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from PySide6.QtCore import QEasingCurve
from PySide6.QtWidgets import QGraphicsObject


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
    wait: bool = False
    """A moment to read (melds laid out): when the animator waits for the player
    (``Animator.wait_for_player``), the table holds after the stage's moves until the player
    goes on (``Animator.go_on``: a click on the table, Space) instead of pausing."""


__all__ = ["Move", "Stage"]
