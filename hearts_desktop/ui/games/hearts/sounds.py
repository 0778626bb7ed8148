"""Hearts' sound cues: which cue each moment of a Hearts table gets (the cue map the sound
board asks), without Qt.

The table shows the engine's events later than the engine applies them, so cues follow the
animator (``event_started`` and the named ``stage_changed`` stages), not the engine. The
controller's stream of applied events comes first and serves as a look-ahead: it tells
which card is about to break hearts or is the Queen of Spades, and whether a scored hand
ends with a moon or the end of the match, so that each moment gets exactly one cue:

* the card that breaks hearts, or the Queen of Spades, makes no ordinary card sound; its
  own cue plays when it lands (when the table lights the hearts indicator or makes the
  queen pulse). When the queen itself breaks hearts (the ``queen_breaks_hearts`` rule),
  only the thud plays;
* a trick is heard when it sweeps to its winner, not when it is complete on the table;
  a trick with points gets the softer ``TRICK_POINTS``;
* a hand that ends with a moon shot or the end of the match gets that cue, not
  ``HAND_OVER`` as well.

At speed ``instant`` the animator starts every event at once and names no stage, so a
sweep is heard as its event starts. When the table skips ahead (``Animator.finish``) a
sweep whose stage never ran is heard at the next event or when the table goes idle.
"""

from __future__ import annotations

from typing import Any

from ....games.hearts import (
    CardPlayed,
    CardsDealt,
    CardsPassed,
    Event,
    FaceUpTaken,
    HandScored,
    HeartsBroken,
    KittyTaken,
    MatchOver,
    MoonShot,
    QueenOfSpadesPlayed,
    TrickSetAside,
    TrickWon,
)
from ....sound.cues import Cue

SWEEP_STAGE = "sweep"
"""The animator's stage in which a trick flies to its winner."""
TALON_STAGE = "talon_taken"
"""The animator's stage in which the kitty or the face-up cards fly to their taker."""
_LOOKAHEAD_LIMIT = 64
"""Quietened events kept at most (events dropped by a reset never start)."""


class CueMapper:
    """Turns what the controller applied and what the animator starts into cues (a
    ``sound.board.CueMap``)."""

    def __init__(self) -> None:
        self._quiet: list[Event] = []
        """Events (by identity) whose own cue is replaced by a later one."""
        self._last_card: CardPlayed | None = None
        self._last_broken: HeartsBroken | None = None
        self._last_hand: HandScored | None = None
        self._moon_pending = False
        """A moon shot was applied; the hand's score follows it."""
        self._pending: tuple[Cue, str] | None = None
        """A sweep's cue waiting for its stage (cue, stage name)."""

    # ------------------------------------------------------------------ look-ahead
    def applied(self, event: Event) -> None:
        """The controller applied ``event``; the table will show it later."""
        if isinstance(event, CardPlayed):
            self._last_card, self._last_broken, self._last_hand = event, None, None
            return
        if isinstance(event, HeartsBroken):
            self._quieten(self._last_card)
            self._last_broken = event
            return
        if isinstance(event, QueenOfSpadesPlayed):
            self._quieten(self._last_card)
            self._quieten(self._last_broken)  # the queen broke hearts: the thud alone
            self._last_card = self._last_broken = None
            return
        self._last_card = self._last_broken = None
        if isinstance(event, MoonShot):
            self._last_hand = None
            self._moon_pending = True
        elif isinstance(event, HandScored):
            if self._moon_pending:
                self._quieten(event)
            self._moon_pending = False
            self._last_hand = event
        elif isinstance(event, MatchOver):
            self._quieten(self._last_hand)
            self._last_hand = None

    def _quieten(self, event: Event | None) -> None:
        if event is None:
            return
        self._quiet.append(event)
        del self._quiet[:-_LOOKAHEAD_LIMIT]

    def _is_quiet(self, event: Event) -> bool:
        for i, quiet in enumerate(self._quiet):
            if quiet is event:
                del self._quiet[i]
                return True
        return False

    # ------------------------------------------------------------------ what the table shows
    def started(self, event: Event, *, instant: bool, human_seat: int) -> list[Cue]:
        """The table begins to show ``event``: the cues due now (in order)."""
        cues = self.flush()
        quiet = self._is_quiet(event)
        if quiet:
            return cues
        cue: Cue | None = None
        sweep: str | None = None
        if isinstance(event, CardsDealt):
            cue = Cue.SHUFFLE
        elif isinstance(event, CardsPassed):
            cue = Cue.PASS
        elif isinstance(event, CardPlayed):
            cue = Cue.CARD
        elif isinstance(event, HeartsBroken):
            cue = Cue.HEARTS_BROKEN
        elif isinstance(event, QueenOfSpadesPlayed):
            cue = Cue.QUEEN
        elif isinstance(event, TrickWon):
            cue, sweep = (Cue.TRICK_POINTS if event.points != 0 else Cue.TRICK), SWEEP_STAGE
        elif isinstance(event, TrickSetAside):
            cue, sweep = Cue.TRICK, SWEEP_STAGE
        elif isinstance(event, KittyTaken | FaceUpTaken):
            cue, sweep = Cue.TRICK, TALON_STAGE
        elif isinstance(event, MoonShot):
            cue = Cue.MOON
        elif isinstance(event, HandScored):
            cue = Cue.HAND_OVER
        elif isinstance(event, MatchOver):
            won = 0 <= human_seat < len(event.ranking) and event.ranking[human_seat] == 1
            cue = Cue.GAME_WON if won else Cue.GAME_LOST
        if cue is None:
            return cues
        if sweep is not None and not instant:
            self._pending = (cue, sweep)
            return cues
        cues.append(cue)
        return cues

    def stage(self, name: str) -> list[Cue]:
        """The animator began the timed stage ``name``."""
        if self._pending is not None and self._pending[1] == name:
            cue = self._pending[0]
            self._pending = None
            return [cue]
        return []

    def flush(self) -> list[Cue]:
        """A sweep whose stage the table skipped (it jumped ahead): due now."""
        if self._pending is None:
            return []
        cue = self._pending[0]
        self._pending = None
        return [cue]

    @staticmethod
    def turn_key(view: Any) -> object:
        """One "your turn" cue per turn: the controller hands the turn back after every
        batch of other seats' moves (each CPU's pass), the key stays the same."""
        return (view.deal_number, view.phase, len(view.hand))

    def reset(self) -> None:
        """The table was reset (a new match, undo, restart): forget everything pending."""
        self._quiet.clear()
        self._last_card = self._last_broken = self._last_hand = None
        self._moon_pending = False
        self._pending = None


__all__ = ["SWEEP_STAGE", "TALON_STAGE", "CueMapper"]
