"""CPU players. A bot sees one seat's view (``engine.seat_view``) and its own seeded random
stream, never another hand: that is what makes the computer honest.

::

    from hearts_desktop.games.hearts.bots import make_bot, hint
    bot = make_bot("normal", seed=1)   # "easy", "normal", "hard", "expert", "random", "pauline"...
    action = bot.choose(view)          # one of view.legal
    h = hint(view)                     # the Hard bot's choice and a reason code

Levels: ``EasyBot`` (easy.py), ``NormalBot`` (normal.py), ``HardBot`` and ``ExpertBot``
(hard.py, imported lazily; Expert is Hard's search with a larger budget). Named opponents
(personalities.py) are a level plus parameters. ``rollout`` holds a fast policy on the
engine's bitmask positions for search.
"""

from __future__ import annotations

from typing import Any

from .base import Bot, Reason
from .easy import EasyBot
from .hint import BotUnavailableError, Hint, hint, load_hard_bot
from .normal import NormalBot
from .personalities import (
    DEFAULT,
    ROSTER,
    Personality,
    default_names,
    default_opponents,
    personality,
    seat_level,
)
from .random_bot import RandomBot

LEVEL_NAMES = ("easy", "normal", "hard", "expert")
"""The playing levels, weakest first."""
KINDS = ("random", *LEVEL_NAMES)


def make_bot(kind: str, seed: int = 0, *, level: str | None = None,
             personality: Personality | None = None, **options: Any) -> Bot:
    """A bot of ``kind``: "easy", "normal", "hard", "expert", "random", or a roster
    opponent's key ("pauline", "michele", "ben", ...), which plays at its own level unless
    ``level`` says otherwise. ``personality`` gives a character to a plain level;
    ``options`` go to the Hard or Expert bot (``budget_ms``, ``samples``, ``seat_levels``:
    the player in each seat as the table shows it, each a kind as this function takes it
    or None for a human; ...). Raises
    ``ValueError`` for an unknown kind and ``BotUnavailableError`` (an ``ImportError``) if
    the search bots are not installed."""
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
    search = load_hard_bot(kind)
    bot: Bot = search(seed, personality=who, **options)
    return bot


_personality = personality

__all__ = [
    "DEFAULT", "KINDS", "LEVEL_NAMES", "ROSTER", "Bot", "BotUnavailableError", "EasyBot",
    "Hint", "NormalBot", "Personality", "RandomBot", "Reason", "default_names",
    "default_opponents", "hint", "make_bot", "personality", "seat_level",
]
