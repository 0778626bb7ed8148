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

from typing import Any

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

SWEEP_STAGE = "sweep"
_LOOKAHEAD_LIMIT = 64


class PinochleCueMapper:
    """Turns what the controller applied and what the animator starts into cues (a
    ``sound.board.CueMap``)."""

    def __init__(self) -> None:
        self._quiet: list[Any] = []
        self._last_hand: HandScored | None = None
        self._meld_heard = False
        self._pending: tuple[Cue, str] | None = None

    # ------------------------------------------------------------------ look-ahead
    def applied(self, event: Any) -> None:
        if isinstance(event, HandScored):
            self._last_hand = event
        elif isinstance(event, MatchOver):
            if self._last_hand is not None:
                self._quiet.append(self._last_hand)
                del self._quiet[:-_LOOKAHEAD_LIMIT]
            self._last_hand = None
        elif not isinstance(event, DealStarted):
            self._last_hand = None

    def _is_quiet(self, event: Any) -> bool:
        for i, quiet in enumerate(self._quiet):
            if quiet is event:
                del self._quiet[i]
                return True
        return False

    # ------------------------------------------------------------------ what the table shows
    def started(self, event: Any, *, instant: bool, human_seat: int) -> list[Cue]:
        cues = self.flush()
        if self._is_quiet(event):
            return cues
        cue: Cue | None = None
        sweep = False
        if isinstance(event, CardsDealt):
            self._meld_heard = False
            cue = Cue.SHUFFLE
        elif isinstance(event, BidMade):
            cue = Cue.BID
        elif isinstance(event, Passed):
            cue = Cue.NO_BID
        elif isinstance(event, TrumpNamed):
            cue = Cue.TRUMP
        elif isinstance(event, CardsGiven):
            cue = Cue.PASS
        elif isinstance(event, MeldShown):
            if not self._meld_heard:
                self._meld_heard = True
                cue = Cue.MELD
        elif isinstance(event, CardPlayed):
            cue = Cue.CARD
        elif isinstance(event, TrickWon):
            cue, sweep = (Cue.TRICK_POINTS if event.points else Cue.TRICK), True
        elif isinstance(event, HandScored):
            cue = Cue.MADE if event.outcome is Outcome.MADE else Cue.SET
        elif isinstance(event, MatchOver):
            won = event.winner is None or human_seat % 2 == event.winner
            cue = Cue.GAME_WON if won else Cue.GAME_LOST
        if cue is None:
            return cues
        if sweep and not instant:
            self._pending = (cue, SWEEP_STAGE)
            return cues
        cues.append(cue)
        return cues

    def stage(self, name: str) -> list[Cue]:
        if self._pending is not None and self._pending[1] == name:
            cue = self._pending[0]
            self._pending = None
            return [cue]
        return []

    def flush(self) -> list[Cue]:
        if self._pending is None:
            return []
        cue = self._pending[0]
        self._pending = None
        return [cue]

    @staticmethod
    def turn_key(view: Any) -> object:
        """One "your turn" cue per turn."""
        return (view.deal_number, view.phase, len(view.hand), len(view.calls))

    def reset(self) -> None:
        self._quiet.clear()
        self._last_hand = None
        self._meld_heard = False
        self._pending = None


__all__ = ["SWEEP_STAGE", "PinochleCueMapper"]
