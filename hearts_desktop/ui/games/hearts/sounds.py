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

from collections.abc import Mapping
from typing import Any, ClassVar

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
from ..cue_map import SWEEP_STAGE, GameCueMap

TALON_STAGE = "talon_taken"
"""The animator's stage in which the kitty or the face-up cards fly to their taker."""


class CueMapper(GameCueMap):
    """Hearts' cues (a ``sound.board.CueMap``)."""

    CUES: ClassVar[Mapping[type, Cue]] = {
        CardsDealt: Cue.SHUFFLE, CardsPassed: Cue.PASS, CardPlayed: Cue.CARD,
        HeartsBroken: Cue.HEARTS_BROKEN, QueenOfSpadesPlayed: Cue.QUEEN,
        TrickSetAside: Cue.TRICK, KittyTaken: Cue.TRICK, FaceUpTaken: Cue.TRICK,
        MoonShot: Cue.MOON, HandScored: Cue.HAND_OVER}
    STAGES: ClassVar[Mapping[type, str]] = {
        TrickWon: SWEEP_STAGE, TrickSetAside: SWEEP_STAGE,
        KittyTaken: TALON_STAGE, FaceUpTaken: TALON_STAGE}

    def forget(self) -> None:
        self._last_card: CardPlayed | None = None
        self._last_broken: HeartsBroken | None = None
        self._last_hand: HandScored | None = None
        self._moon_pending = False
        """A moon shot was applied; the hand's score follows it."""

    # ------------------------------------------------------------------ look-ahead
    def applied(self, event: Event) -> None:
        """The controller applied ``event``; the table will show it later."""
        if isinstance(event, CardPlayed):
            self._last_card, self._last_broken, self._last_hand = event, None, None
            return
        if isinstance(event, HeartsBroken):
            self.quieten(self._last_card)
            self._last_broken = event
            return
        if isinstance(event, QueenOfSpadesPlayed):
            self.quieten(self._last_card)
            self.quieten(self._last_broken)  # the queen broke hearts: the thud alone
            self._last_card = self._last_broken = None
            return
        self._last_card = self._last_broken = None
        if isinstance(event, MoonShot):
            self._last_hand = None
            self._moon_pending = True
        elif isinstance(event, HandScored):
            if self._moon_pending:
                self.quieten(event)
            self._moon_pending = False
            self._last_hand = event
        elif isinstance(event, MatchOver):
            self.quieten(self._last_hand)
            self._last_hand = None

    # ------------------------------------------------------------------ what the table shows
    def cue(self, event: Any, *, human_seat: int) -> Cue | None:
        if isinstance(event, TrickWon):
            return Cue.TRICK_POINTS if event.points != 0 else Cue.TRICK
        if isinstance(event, MatchOver):
            return self.won_or_lost(self.ranked_first(human_seat, event.ranking))
        return super().cue(event, human_seat=human_seat)


__all__ = ["SWEEP_STAGE", "TALON_STAGE", "CueMapper"]
