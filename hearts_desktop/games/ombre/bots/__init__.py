"""Ombre's CPU players. A bot sees one seat's view (``ombre.seat_view``) and its own seeded
stream, never another hand or the talon: that is what makes the computer honest.

::

    from hearts_desktop.games.ombre.bots import make_bot
    bot = make_bot("hard", seed=1)      # "easy", "normal", "hard", "random", or "karen", ...
    action = bot.choose(view)           # one of view.legal

Levels: ``EasyBot`` (easy.py), ``NormalBot`` (normal.py: hand evaluation, rule-based
exchange and play, defenders cooperating), ``HardBot`` (hard.py: determinized search
within a time budget, simulated deals for close bids). Named opponents
(personalities.py) are a level plus a character, with names in en/ko/ja/de.
"""

from __future__ import annotations

from typing import Any

from .base import Bot
from .easy import EasyBot
from .hard import HardBot
from .normal import NormalBot
from .personalities import (
    DEFAULT,
    ROSTER,
    Personality,
    default_names,
    default_opponents,
    personality,
)
from .random_bot import RandomBot

LEVEL_NAMES = ("easy", "normal", "hard")
KINDS = ("random", *LEVEL_NAMES)


def make_bot(kind: str, seed: int = 0, *, level: str | None = None,
             personality: Personality | None = None, **options: Any) -> Bot:
    """A bot of ``kind``: "easy", "normal", "hard", "random", or a roster opponent's key
    ("ines", "soren", "louise", ...), which plays at its own level unless ``level`` says
    otherwise. ``options`` go to the Hard bot (``budget_ms``, ``samples``). Raises
    ``ValueError`` for an unknown kind or level."""
    kind = kind.lower()
    who = personality
    if kind not in KINDS:
        try:
            who = _personality(kind)
        except KeyError:
            known = ", ".join((*KINDS, *(p.key for p in ROSTER)))
            raise ValueError(f"unknown bot {kind!r}; known: {known}") from None
        if personality is not None:
            who = personality
        kind = who.level
    if level is not None:
        if level not in LEVEL_NAMES:
            raise ValueError(f"level must be one of {', '.join(LEVEL_NAMES)}, not {level!r}")
        kind = level
    if kind == "random":
        return RandomBot(seed)
    if kind == "easy":
        return EasyBot(seed, who)
    if kind == "normal":
        return NormalBot(seed, who)
    return HardBot(seed, who, **options)


_personality = personality

__all__ = [
    "DEFAULT", "KINDS", "LEVEL_NAMES", "ROSTER", "Bot", "EasyBot", "HardBot", "NormalBot",
    "Personality", "RandomBot", "default_names", "default_opponents", "make_bot",
    "personality",
]
