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

import dataclasses
from dataclasses import dataclass

LEVELS = ("easy", "normal", "hard")


@dataclass(frozen=True)
class Personality:
    key: str
    """Stable identifier (``make_bot(key)``, settings); never shown."""
    level: str = "normal"
    boldness: float = 0.5
    vole_appetite: float = 0.5
    mistake_rate: float = 0.2
    origin: str = ""
    """"es", "fr" or "dk": the tradition the name comes from."""
    display_name: str | None = None
    """A name the player gave this opponent; overrides the language's default name."""

    def __post_init__(self) -> None:
        if self.level not in LEVELS:
            raise ValueError(f"level must be one of {', '.join(LEVELS)}, not {self.level!r}")
        for name in ("boldness", "vole_appetite", "mistake_rate"):
            value = getattr(self, name)
            if not 0.0 <= value <= 1.0:
                raise ValueError(f"{name} must be between 0 and 1, not {value!r}")

    def renamed(self, display_name: str | None) -> Personality:
        return dataclasses.replace(self, display_name=display_name)

    def at_level(self, level: str) -> Personality:
        return dataclasses.replace(self, level=level)

    def name_in(self, language: str = "en") -> str:
        """The name to show: the player's override, else the roster name in ``language``."""
        if self.display_name:
            return self.display_name
        if self.key not in ROSTER_KEYS:
            return self.key
        return NAMES[_language(language)][ROSTER_KEYS.index(self.key)]


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
ROSTER_KEYS: tuple[str, ...] = tuple(p.key for p in ROSTER)
BY_KEY: dict[str, Personality] = {p.key: p for p in ROSTER}

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
LANGUAGES: tuple[str, ...] = tuple(NAMES)


def _language(language: str) -> str:
    base = language.replace("-", "_").split("_")[0].lower()
    return base if base in NAMES else "en"


def default_opponents(players: int) -> tuple[Personality, ...]:
    """The roster opponents for the ``players - 1`` computer seats, in seat order."""
    if not 2 <= players <= len(ROSTER) + 1:
        raise ValueError(f"players must be 2..{len(ROSTER) + 1}, not {players}")
    return ROSTER[: players - 1]


def default_names(language: str, players: int) -> tuple[str, ...]:
    """The default names of the computer opponents of a table of ``players``."""
    return tuple(p.name_in(language) for p in default_opponents(players))


def personality(key: str) -> Personality:
    """The roster opponent ``key`` (case-insensitive)."""
    try:
        return BY_KEY[key.lower()]
    except KeyError:
        raise KeyError(f"no opponent {key!r}; known: {', '.join(ROSTER_KEYS)}") from None
