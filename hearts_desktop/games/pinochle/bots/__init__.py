"""CPU players for Pinochle. A bot sees one seat's view (``seat_view``) and its own seeded
random stream, never another hand: that is what makes the computer honest. A partner is a
CPU player like any other.

::

    from hearts_desktop.games.pinochle.bots import make_bot, hint
    bot = make_bot("normal", seed=1)   # "easy", "normal", "hard", "random" or "ada", ...
    action = bot.choose(view)          # one of view.legal
    h = hint(view)                     # the Hard player's choice and a reason code

Levels: ``EasyBot`` (easy.py), ``NormalBot`` (normal.py), ``HardBot`` (hard.py). Named
players (personalities.py) are a level plus parameters of character.
"""

from __future__ import annotations

from typing import Any

from .base import Bot, Reason
from .easy import EasyBot
from .hint import Hint, hint
from .normal import NormalBot
from .personalities import (
    DEFAULT,
    ROSTER,
    Personality,
    default_names,
    default_players,
    personality,
)
from .random_bot import RandomBot

LEVEL_NAMES = ("easy", "normal", "hard")
KINDS = ("random", *LEVEL_NAMES)


def make_bot(kind: str, seed: int = 0, level: str | None = None, *,
             personality: Personality | None = None, **options: Any) -> Bot:
    """A bot of ``kind``: "easy", "normal", "hard", "random", or a roster player's key
    ("ada", "bruno", ...), which plays at its own level unless ``level`` says otherwise.
    ``personality`` gives a character to a plain level; ``options`` go to the Hard bot
    (``budget_ms``, ``samples``). ``ValueError`` for an unknown kind or level."""
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
    from .hard import HardBot

    return HardBot(seed, personality=who, **options)


_personality = personality

__all__ = [
    "DEFAULT", "KINDS", "LEVEL_NAMES", "ROSTER", "Bot", "EasyBot", "Hint", "NormalBot",
    "Personality", "RandomBot", "Reason", "default_names", "default_players", "hint",
    "make_bot", "personality",
]
