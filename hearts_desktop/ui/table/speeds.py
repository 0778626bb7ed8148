"""Every animation duration of the table, in one place, scaled by the speed setting.

Durations are the ``normal`` speed's in milliseconds; ``slow``/``fast`` scale them and
``instant`` makes every one 0, which the animator takes to mean "no animation objects and
no timers at all" (the tests run at instant). (KPat keeps its durations in ``speeds.h``.)

>>> duration(Step.PLAY, "fast"), duration(Step.PLAY, "instant")
(140, 0)
"""

from __future__ import annotations

from enum import StrEnum


class Speed(StrEnum):
    SLOW = "slow"
    NORMAL = "normal"
    FAST = "fast"
    INSTANT = "instant"


SCALE: dict[Speed, float] = {
    Speed.SLOW: 1.7,
    Speed.NORMAL: 1.0,
    Speed.FAST: 0.5,
    Speed.INSTANT: 0.0,
}


class Step(StrEnum):
    """A named piece of table animation."""

    DEAL_CARD = "deal_card"
    """Flight of one dealt card from the deck to its hand."""
    DEAL_STAGGER = "deal_stagger"
    """Delay between two dealt cards leaving the deck."""
    PASS_FLY = "pass_fly"
    """Passed cards flying to the receiver."""
    REARRANGE = "rearrange"
    """A hand closing up or sorting itself."""
    FLIP = "flip"
    """A received card turning face up in the human's hand."""
    PLAY = "play"
    """A card sliding from a hand to the trick."""
    TRICK_PAUSE = "trick_pause"
    """A complete trick staying on the table before it is swept."""
    TRICK_SWEEP = "trick_sweep"
    """The trick sweeping to its winner."""
    SPOTLIGHT = "spotlight"
    """A card's moment: it glows and pulses under a short banner."""
    PULSE = "pulse"
    """An indicator swelling as it lights up."""
    ANNOUNCE = "announce"
    """A big announcement's banner staying on screen."""
    NOTICE = "notice"
    """A short banner (a choice made, a time-out, the talon taken)."""
    BOT_THINK = "bot_think"
    """The least time a CPU player appears to think before its move."""
    CHIPS_FLY = "chips_fly"
    """Chips flying from one pile to another (a payment)."""
    CHIPS_STAGGER = "chips_stagger"
    """Delay between two chips of a payment leaving their pile."""


BASE_MS: dict[Step, int] = {
    Step.DEAL_CARD: 320,
    Step.DEAL_STAGGER: 22,
    Step.PASS_FLY: 520,
    Step.REARRANGE: 220,
    Step.FLIP: 300,
    Step.PLAY: 280,
    Step.TRICK_PAUSE: 700,
    Step.TRICK_SWEEP: 380,
    Step.SPOTLIGHT: 650,
    Step.PULSE: 450,
    Step.ANNOUNCE: 2200,
    Step.NOTICE: 1100,
    Step.BOT_THINK: 260,
    Step.CHIPS_FLY: 560,
    Step.CHIPS_STAGGER: 45,
}


def scale(speed: Speed | str) -> float:
    return SCALE[Speed(speed)]


def duration(step: Step, speed: Speed | str) -> int:
    """Milliseconds ``step`` takes at ``speed`` (0 at instant)."""
    return round(BASE_MS[step] * SCALE[Speed(speed)])


def is_instant(speed: Speed | str) -> bool:
    return Speed(speed) is Speed.INSTANT
