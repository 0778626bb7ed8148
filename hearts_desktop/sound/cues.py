"""The sound cues of the game and where their files are.

Each cue is one WAV file in ``assets/sounds/`` named after it (``queen.wav``), made by
``tools/make_sounds.py``. This module imports no engine and no multimedia code, so the
window can name cues before the table (and the engine) is loaded.

>>> Cue.QUEEN.file_name
'queen.wav'
"""

from __future__ import annotations

from enum import StrEnum
from pathlib import Path

SOUNDS_DIR = Path(__file__).resolve().parents[2] / "assets" / "sounds"
"""``assets/sounds`` of the source tree (and of the bundles, which keep the layout)."""


class Cue(StrEnum):
    """A moment of the game that has a sound."""

    SHUFFLE = "shuffle"
    """A hand is shuffled and dealt."""
    CARD = "card"
    """A card starts sliding onto the trick."""
    PASS = "pass"
    """The passed cards fly to their receivers."""
    YOUR_TURN = "your_turn"
    """The human must play or pass."""
    ILLEGAL = "illegal"
    """The engine refused the human's card or pass."""
    HEARTS_BROKEN = "hearts_broken"
    """The card that breaks hearts lands (it gets this cue instead of ``CARD``)."""
    QUEEN = "queen"
    """The Queen of Spades lands: the deep thud (instead of ``CARD``)."""
    TRICK = "trick"
    """A trick without points sweeps to its winner."""
    TRICK_POINTS = "trick_points"
    """A trick carrying points sweeps to its winner (a softer sound)."""
    MOON = "moon"
    """Someone shot the moon (or the sun)."""
    HAND_OVER = "hand_over"
    """The hand is scored (not when the moon or the end of the match has a cue of its own)."""
    GAME_WON = "game_won"
    """The match is over and the human's seat is placed first (alone or shared)."""
    GAME_LOST = "game_lost"
    """The match is over and the human's seat is not first."""
    BID = "bid"
    """Ombre and Pinochle: a player bids."""
    EXCHANGE = "exchange"
    """Ombre: a player discards and draws from the talon."""
    TRUMP = "trump"
    """Ombre and Pinochle: trump is named (or turned in a tourné)."""
    CODILLE = "codille"
    """Ombre: a defender takes codille (instead of ``HAND_OVER``)."""
    VOLE = "vole"
    """Ombre: ombre took every trick (instead of ``HAND_OVER``)."""
    NO_BID = "no_bid"
    """Pinochle: a player passes in the auction."""
    MELD = "meld"
    """Pinochle: the meld is laid out (once per hand, as the first seat shows it)."""
    MADE = "made"
    """Pinochle: the declaring team made its contract (instead of ``HAND_OVER``)."""
    SET = "set"
    """Pinochle: the declaring team is set or conceded (instead of ``HAND_OVER``)."""

    @property
    def file_name(self) -> str:
        return f"{self.value}.wav"


def cue_path(cue: Cue, directory: Path | None = None) -> Path:
    """The WAV file of ``cue`` in ``directory`` (default: ``SOUNDS_DIR``)."""
    return (directory if directory is not None else SOUNDS_DIR) / cue.file_name


__all__ = ["SOUNDS_DIR", "Cue", "cue_path"]
