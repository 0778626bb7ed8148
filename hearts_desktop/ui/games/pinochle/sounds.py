"""Pinochle's sound cues: which cue each moment of a Pinochle table gets (the cue map the
sound board asks), without Qt.

* the deal shuffles; a bid knocks and rings (``BID``), a pass knocks softly (``NO_BID``);
  trump named rings (``TRUMP``); the exchange between partners is heard as a pass
  (``PASS``);
* the meld is heard once per hand, as the first seat lays it out (``MELD``);
* a card slides (``CARD``); a trick is heard when it sweeps to its winner, softer when it
  carries counters (``TRICK_POINTS``);
* a hand ends with ``MADE`` or ``SET`` (a concession is a set), not ``HAND_OVER``; the
  hand that ends the match gets the match's cue instead (won when the human's team won).

The controller's stream of applied events is the look-ahead (does this hand end the
match?); the animator's events and stages say when.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from ....games.pinochle import (
    BidMade,
    CardPlayed,
    CardsDealt,
    CardsGiven,
    DealStarted,
    HandScored,
    MatchOver,
    MeldShown,
    Outcome,
    Passed,
    TrickWon,
    TrumpNamed,
)
from ....sound.cues import Cue
from ..cue_map import SWEEP_STAGE, GameCueMap


class PinochleCueMapper(GameCueMap):
    """Pinochle's cues (a ``sound.board.CueMap``)."""

    CUES: ClassVar[Mapping[type, Cue]] = {
        CardsDealt: Cue.SHUFFLE, BidMade: Cue.BID, Passed: Cue.NO_BID,
        TrumpNamed: Cue.TRUMP, CardsGiven: Cue.PASS, CardPlayed: Cue.CARD}
    STAGES: ClassVar[Mapping[type, str]] = {TrickWon: SWEEP_STAGE}

    def forget(self) -> None:
        self._last_hand: HandScored | None = None
        self._meld_heard = False

    # ------------------------------------------------------------------ look-ahead
    def applied(self, event: Any) -> None:
        if isinstance(event, HandScored):
            self._last_hand = event
        elif isinstance(event, MatchOver):
            self.quieten(self._last_hand)
            self._last_hand = None
        elif not isinstance(event, DealStarted):
            self._last_hand = None

    # ------------------------------------------------------------------ what the table shows
    def cue(self, event: Any, *, human_seat: int) -> Cue | None:
        if isinstance(event, CardsDealt):
            self._meld_heard = False
        elif isinstance(event, MeldShown):
            if self._meld_heard:
                return None
            self._meld_heard = True
            return Cue.MELD
        elif isinstance(event, TrickWon):
            return Cue.TRICK_POINTS if event.points else Cue.TRICK
        elif isinstance(event, HandScored):
            return Cue.MADE if event.outcome is Outcome.MADE else Cue.SET
        elif isinstance(event, MatchOver):
            return self.won_or_lost(event.winner is None or human_seat % 2 == event.winner)
        return super().cue(event, human_seat=human_seat)

    def turn_key(self, view: Any) -> object:
        """One "your turn" cue per turn."""
        return (view.deal_number, view.phase, len(view.hand), len(view.calls))


__all__ = ["SWEEP_STAGE", "PinochleCueMapper"]
