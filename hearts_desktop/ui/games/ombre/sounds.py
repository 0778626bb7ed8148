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

from collections.abc import Mapping
from typing import Any, ClassVar

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
from ..cue_map import SWEEP_STAGE, GameCueMap


class OmbreCueMapper(GameCueMap):
    """Ombre's cues (a ``sound.board.CueMap``)."""

    CUES: ClassVar[Mapping[type, Cue]] = {
        CardsDealt: Cue.SHUFFLE, BidMade: Cue.BID,
        CardsExchanged: Cue.EXCHANGE, TalonTaken: Cue.EXCHANGE, TrumpNamed: Cue.TRUMP,
        CardPlayed: Cue.CARD, TrickWon: Cue.TRICK}
    STAGES: ClassVar[Mapping[type, str]] = {TrickWon: SWEEP_STAGE}

    def forget(self) -> None:
        self._last_scored: DealScored | None = None

    # ------------------------------------------------------------------ look-ahead
    def applied(self, event: Any) -> None:
        if isinstance(event, DealScored):
            self._last_scored = event
        elif isinstance(event, SessionOver):
            last = self._last_scored
            if last is not None and not last.vole and last.result is not Result.CODILLE:
                self.quieten(last)
            self._last_scored = None

    # ------------------------------------------------------------------ what the table shows
    def cue(self, event: Any, *, human_seat: int) -> Cue | None:
        if isinstance(event, DealScored):
            if event.result is Result.CODILLE:
                return Cue.CODILLE
            return Cue.VOLE if event.vole else Cue.HAND_OVER
        if isinstance(event, SessionOver):
            return self.won_or_lost(self.ranked_first(human_seat, event.ranking))
        return super().cue(event, human_seat=human_seat)

    def turn_key(self, view: Any) -> object:
        """One "your turn" cue per decision."""
        return (view.deal_number, view.phase, len(view.hand), len(view.bids),
                len(view.tricks), len(view.exchanges))


__all__ = ["SWEEP_STAGE", "OmbreCueMapper"]
