"""Named CPU opponents for Ombre: each is a level plus a few parameters of character.

Ombre came from Spain, was the card game of the French court (and of Quadrille's salons)
and lives on in Danish clubs; the roster's names come from those three traditions. Slot
*i* of the roster has a name in every language (``NAMES``): Korean and Japanese write
them as they are said, German uses its own form where it has one (Sören, Luise, Anton).

Parameters (all 0..1):

* ``boldness``: how weak a hand it still bids on (0 cautious, 1 a gambler);
* ``vole_appetite``: how readily it goes on for the vole after primeras;
* ``mistake_rate``: how often an Easy player slips (Normal and Hard ignore it).
"""

from __future__ import annotations

from dataclasses import dataclass

from ....core.bots import Roster, Traits

LEVELS = ("easy", "normal", "hard")


@dataclass(frozen=True)
class Personality(Traits):
    boldness: float = 0.5
    vole_appetite: float = 0.5
    mistake_rate: float = 0.2
    origin: str = ""
    """"es", "fr" or "dk": the tradition the name comes from."""

    LEVELS = LEVELS
    TRAITS = ("boldness", "vole_appetite", "mistake_rate")


DEFAULT = Personality("default")

ROSTER: tuple[Personality, ...] = (
    Personality("ines", "normal", boldness=0.35, vole_appetite=0.3, mistake_rate=0.15,
                origin="es"),
    Personality("soren", "normal", boldness=0.5, vole_appetite=0.5, mistake_rate=0.15,
                origin="dk"),
    Personality("louise", "normal", boldness=0.6, vole_appetite=0.6, mistake_rate=0.2,
                origin="fr"),
    Personality("diego", "hard", boldness=0.65, vole_appetite=0.7, mistake_rate=0.1,
                origin="es"),
    Personality("karen", "hard", boldness=0.45, vole_appetite=0.4, mistake_rate=0.1,
                origin="dk"),
    Personality("antoine", "easy", boldness=0.8, vole_appetite=0.9, mistake_rate=0.35,
                origin="fr"),
    Personality("fernando", "easy", boldness=0.3, vole_appetite=0.2, mistake_rate=0.3,
                origin="es"),
    Personality("niels", "normal", boldness=0.4, vole_appetite=0.35, mistake_rate=0.2,
                origin="dk"),
    Personality("margot", "hard", boldness=0.55, vole_appetite=0.5, mistake_rate=0.1,
                origin="fr"),
)
NAMES: dict[str, tuple[str, ...]] = {
    "en": ("Inés", "Søren", "Louise", "Diego", "Karen", "Antoine", "Fernando", "Niels",
           "Margot"),
    "ko": ("이네스", "쇠렌", "루이즈", "디에고", "카렌", "앙투안", "페르난도", "닐스", "마르고"),
    "ja": ("イネス", "セーレン", "ルイーズ", "ディエゴ", "カーレン", "アントワーヌ",
           "フェルナンド", "ニールス", "マルゴ"),
    "de": ("Inés", "Sören", "Luise", "Diego", "Karen", "Anton", "Fernando", "Niels",
           "Margot"),
}
"""Slot i of every list names roster opponent i."""
_ROSTER = Roster(ROSTER, NAMES, called="opponent", character=Personality)
ROSTER_KEYS: tuple[str, ...] = _ROSTER.keys
BY_KEY: dict[str, Personality] = _ROSTER.by_key
personality = _ROSTER.personality
"""``personality(key)``: the roster opponent ``key`` (case-insensitive)."""
default_opponents = _ROSTER.first
"""``default_opponents(players)``: the roster opponents for the ``players - 1`` computer
seats, in seat order."""


def default_names(language: str, players: int) -> tuple[str, ...]:
    """The default names of the computer opponents of a table of ``players``."""
    return tuple(p.name_in(language) for p in default_opponents(players))
