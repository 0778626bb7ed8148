"""What the history database keeps about a match besides its record, found by replaying the
record once through its game's ``Game.analyse`` (``core.game.MatchAnalysis``: per-deal
scores and facts, final scores, ranking, teams, per-match facts). Nothing here knows a
game's rules."""

from __future__ import annotations

from ..core.game import MatchAnalysis
from .saved import SavedMatch


def analyse(match: SavedMatch) -> MatchAnalysis:
    """Replay ``match`` through its game and collect what the history keeps (the record
    was validated when the ``SavedMatch`` was read or made)."""
    return match.game_object().analyse(match.record)


MatchFacts = MatchAnalysis
"""The name of ``MatchAnalysis`` before the history held more than one game."""

__all__ = ["MatchAnalysis", "MatchFacts", "analyse"]
