"""Ombre's sound cues: which cue each moment of an Ombre table gets (the cue map the sound
board asks), without Qt.

* the deal: the shuffle; a bid: ``BID`` (a pass is silent); an exchange (or the talon taken
  by the fourth player): ``EXCHANGE``; trump named or turned: ``TRUMP``;
* a card played: ``CARD``; a trick is heard when it sweeps to its winner (``TRICK``);
* a deal's result: ``CODILLE`` when a defender takes codille, ``VOLE`` when ombre took
  every trick, else ``HAND_OVER``; when the session ends with that deal its plain
  ``HAND_OVER`` gives way to the end of the game's own cue (``GAME_WON``/``GAME_LOST``).

At speed ``instant`` the animator names no stage, so a sweep is heard as its event starts.
"""

from __future__ import annotations

from typing import Any

from ....games.ombre import (
    BidMade,
    CardPlayed,
    CardsDealt,
    CardsExchanged,
    DealScored,
    Result,
    SessionOver,
    TalonTaken,
    TrickWon,
    TrumpNamed,
)
from ....sound.cues import Cue

SWEEP_STAGE = "sweep"
_LOOKAHEAD_LIMIT = 64


class OmbreCueMapper:
    """Turns what the controller applied and what the animator starts into cues (a
    ``sound.board.CueMap``)."""

    def __init__(self) -> None:
        self._quiet: list[Any] = []
        self._last_scored: DealScored | None = None
        self._pending: tuple[Cue, str] | None = None

    # ------------------------------------------------------------------ look-ahead
    def applied(self, event: Any) -> None:
        if isinstance(event, DealScored):
            self._last_scored = event
        elif isinstance(event, SessionOver):
            last = self._last_scored
            if last is not None and not last.vole and last.result is not Result.CODILLE:
                self._quiet.append(last)
                del self._quiet[:-_LOOKAHEAD_LIMIT]
            self._last_scored = None

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
        if isinstance(event, CardsDealt):
            cue = Cue.SHUFFLE
        elif isinstance(event, BidMade):
            cue = Cue.BID
        elif isinstance(event, CardsExchanged | TalonTaken):
            cue = Cue.EXCHANGE
        elif isinstance(event, TrumpNamed):
            cue = Cue.TRUMP
        elif isinstance(event, CardPlayed):
            cue = Cue.CARD
        elif isinstance(event, TrickWon):
            if not instant:
                self._pending = (Cue.TRICK, SWEEP_STAGE)
                return cues
            cue = Cue.TRICK
        elif isinstance(event, DealScored):
            if event.result is Result.CODILLE:
                cue = Cue.CODILLE
            elif event.vole:
                cue = Cue.VOLE
            else:
                cue = Cue.HAND_OVER
        elif isinstance(event, SessionOver):
            won = 0 <= human_seat < len(event.ranking) and event.ranking[human_seat] == 1
            cue = Cue.GAME_WON if won else Cue.GAME_LOST
        if cue is not None:
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
        """One "your turn" cue per decision."""
        return (view.deal_number, view.phase, len(view.hand), len(view.bids),
                len(view.tricks), len(view.exchanges))

    def reset(self) -> None:
        self._quiet.clear()
        self._last_scored = None
        self._pending = None


__all__ = ["SWEEP_STAGE", "OmbreCueMapper"]
