"""Named CPU opponents: each is a level plus a few parameters of character, as plain data.

The roster has eleven opponents (Cancellation Hearts seats twelve players). Slot *i* of
the roster has a name in every language (``NAMES``); the first three are the names the
Windows game used: Pauline, Michele and Ben in English, 유미, 해정 and 영주 in Korean.
The table offers "opponent + level per seat"; a player may rename an opponent, which
is a display matter (``Personality.renamed``), not a different character.

Parameters (all 0..1):

* ``moon_appetite``: how readily it tries to shoot the moon (0 never, 1 on any hope);
* ``moon_vigilance``: how early it spends points to stop someone else's moon;
* ``risk``: how much danger it accepts (keeping Q♠ with fewer guards, taking tricks early
  to shed high cards);
* ``mistake_rate``: how often an Easy player slips (a Normal or Hard one ignores it);
* ``pass_style``: "safe" (pass the dangerous cards first), "void" (make a void first),
  "random" (Easy only: throws away a random card now and then).
"""

from __future__ import annotations

from dataclasses import dataclass

from ....core.bots import Roster, Traits

LEVELS = ("easy", "normal", "hard", "expert")
PASS_STYLES = ("safe", "void", "random")


@dataclass(frozen=True)
class Personality(Traits):
    moon_appetite: float = 0.5
    moon_vigilance: float = 0.5
    risk: float = 0.5
    mistake_rate: float = 0.25
    pass_style: str = "safe"

    LEVELS = LEVELS
    TRAITS = ("moon_appetite", "moon_vigilance", "risk", "mistake_rate")

    def check(self) -> None:
        if self.pass_style not in PASS_STYLES:
            raise ValueError(f"pass_style must be one of {', '.join(PASS_STYLES)}")
        super().check()


DEFAULT = Personality("default")
"""The plain character of the ``"easy"``/``"normal"``/``"hard"``/``"expert"`` bots."""

ROSTER: tuple[Personality, ...] = (
    # The Windows trio: a cautious one, a moon-hungry gambler, a steady one.
    Personality("pauline", "normal", moon_appetite=0.2, moon_vigilance=0.8, risk=0.2,
                mistake_rate=0.15, pass_style="safe"),
    Personality("michele", "normal", moon_appetite=0.9, moon_vigilance=0.4, risk=0.8,
                mistake_rate=0.25, pass_style="void"),
    Personality("ben", "normal", moon_appetite=0.45, moon_vigilance=0.6, risk=0.5,
                mistake_rate=0.2, pass_style="safe"),
    Personality("grace", "easy", moon_appetite=0.3, moon_vigilance=0.3, risk=0.3,
                mistake_rate=0.35, pass_style="random"),
    Personality("oscar", "normal", moon_appetite=0.6, moon_vigilance=0.5, risk=0.65,
                mistake_rate=0.2, pass_style="void"),
    Personality("ruth", "normal", moon_appetite=0.1, moon_vigilance=0.9, risk=0.15,
                mistake_rate=0.1, pass_style="safe"),
    Personality("victor", "easy", moon_appetite=0.8, moon_vigilance=0.2, risk=0.9,
                mistake_rate=0.4, pass_style="random"),
    Personality("nora", "normal", moon_appetite=0.35, moon_vigilance=0.7, risk=0.4,
                mistake_rate=0.15, pass_style="void"),
    Personality("hugo", "easy", moon_appetite=0.5, moon_vigilance=0.4, risk=0.6,
                mistake_rate=0.3, pass_style="safe"),
    Personality("iris", "normal", moon_appetite=0.5, moon_vigilance=0.5, risk=0.35,
                mistake_rate=0.2, pass_style="safe"),
    Personality("sam", "easy", moon_appetite=0.25, moon_vigilance=0.5, risk=0.45,
                mistake_rate=0.3, pass_style="void"),
)
NAMES: dict[str, tuple[str, ...]] = {
    "en": ("Pauline", "Michele", "Ben", "Grace", "Oscar", "Ruth", "Victor", "Nora", "Hugo",
           "Iris", "Sam"),
    "ko": ("유미", "해정", "영주", "민준", "서연", "지훈", "수빈", "현우", "은지", "도윤",
           "하늘"),
    "ja": ("美咲", "健太", "由美子", "翔太", "陽子", "大輔", "恵", "拓也", "愛子", "誠",
           "千尋"),
    "de": ("Anna", "Klaus", "Greta", "Jürgen", "Lena", "Hans", "Sabine", "Uwe", "Heike",
           "Fritz", "Petra"),
}
"""Slot i of every list names roster opponent i."""

_ROSTER = Roster(ROSTER, NAMES, called="opponent", character=Personality)
ROSTER_KEYS: tuple[str, ...] = _ROSTER.keys
BY_KEY: dict[str, Personality] = _ROSTER.by_key
LANGUAGES: tuple[str, ...] = _ROSTER.languages
personality = _ROSTER.personality
"""``personality(key)``: the roster opponent ``key`` (case-insensitive, e.g. "pauline")."""
default_opponents = _ROSTER.first
"""``default_opponents(players)``: the roster opponents for the ``players - 1`` computer
seats, in seat order."""


def default_names(language: str, players: int) -> tuple[str, ...]:
    """The default names of the ``players - 1`` computer opponents (seats 1, 2, ... of a
    table where seat 0 is the human), in ``language`` ("en", "ko", "ja", "de"; a locale
    such as "ko_KR" works too; others fall back to English)."""
    default_opponents(players)  # the count is checked
    return NAMES[_ROSTER.language(language)][: players - 1]


def seat_level(kind: str | None) -> str | None:
    """The level of a seat's player given as a kind ``make_bot`` takes: a level, "random",
    or a roster opponent's key (which plays at its own level); None for a human or a kind
    this game does not know."""
    if kind is None:
        return None
    kind = kind.lower()
    if kind in LEVELS or kind == "random":
        return kind
    who = BY_KEY.get(kind)
    return who.level if who is not None else None
