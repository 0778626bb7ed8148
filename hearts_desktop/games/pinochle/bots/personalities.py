"""Named CPU players for Pinochle: each is a level plus a few parameters of character, as
plain data. A partner is a CPU player like any other; the table offers "player + level per
seat" and a player may rename one (``Personality.renamed``: a display matter).

Slot *i* of the roster has a name in every language (``NAMES``: English, Korean, Japanese,
German). Parameters (all 0..1):

* ``boldness``: how far it bids past the contract it expects to make (0 stops short, 1
  stretches for the declaration);
* ``signalling``: how readily it makes the informative calls (a jump bid that shows meld,
  a pass with help where the rules have it);
* ``risk``: in play, how readily it leads an unsupported counter or ducks a trick;
* ``mistake_rate``: how often an Easy player slips (Normal and Hard ignore it).
"""

from __future__ import annotations

from dataclasses import dataclass

from ....core.bots import Roster, Traits

LEVELS = ("easy", "normal", "hard")


@dataclass(frozen=True)
class Personality(Traits):
    boldness: float = 0.5
    signalling: float = 0.5
    risk: float = 0.5
    mistake_rate: float = 0.25

    LEVELS = LEVELS
    TRAITS = ("boldness", "signalling", "risk", "mistake_rate")


DEFAULT = Personality("default")
"""The plain character of the ``"easy"``/``"normal"``/``"hard"`` bots."""

ROSTER: tuple[Personality, ...] = (
    Personality("ada", "normal", boldness=0.45, signalling=0.8, risk=0.35, mistake_rate=0.15),
    Personality("bruno", "normal", boldness=0.8, signalling=0.4, risk=0.7, mistake_rate=0.25),
    Personality("clara", "normal", boldness=0.3, signalling=0.6, risk=0.25, mistake_rate=0.1),
    Personality("dmitri", "hard", boldness=0.6, signalling=0.7, risk=0.5, mistake_rate=0.1),
    Personality("elsa", "easy", boldness=0.5, signalling=0.3, risk=0.5, mistake_rate=0.35),
    Personality("felix", "easy", boldness=0.85, signalling=0.2, risk=0.85, mistake_rate=0.4),
    Personality("gina", "normal", boldness=0.55, signalling=0.9, risk=0.45, mistake_rate=0.2),
    Personality("hank", "hard", boldness=0.4, signalling=0.5, risk=0.3, mistake_rate=0.1),
)
NAMES: dict[str, tuple[str, ...]] = {
    "en": ("Ada", "Bruno", "Clara", "Dmitri", "Elsa", "Felix", "Gina", "Hank"),
    "ko": ("수진", "민호", "지영", "성민", "혜린", "준서", "다은", "태호"),
    "ja": ("花子", "浩二", "真理", "隆", "美穂", "修", "佳奈", "剛"),
    "de": ("Ute", "Bernd", "Karin", "Dieter", "Elke", "Rolf", "Gisela", "Horst"),
}
"""Slot i of every list names roster player i."""

_ROSTER = Roster(ROSTER, NAMES, called="player", character=Personality)
ROSTER_KEYS: tuple[str, ...] = _ROSTER.keys
BY_KEY: dict[str, Personality] = _ROSTER.by_key
personality = _ROSTER.personality
"""``personality(key)``: the roster player ``key`` (case-insensitive, e.g. "ada")."""


def default_names(language: str) -> tuple[str, str, str]:
    """The default names of the three CPU players (seats 1, 2 = the partner, 3) of a table
    where seat 0 is the human, in ``language``."""
    names = NAMES[_ROSTER.language(language)]
    return (names[0], names[1], names[2])


def default_players() -> tuple[Personality, Personality, Personality]:
    """The roster players of seats 1, 2 (the human's partner) and 3."""
    return (ROSTER[0], ROSTER[1], ROSTER[2])
