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

from ....core.bots import BotRegistry
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

BOTS: BotRegistry[Personality] = BotRegistry(ROSTER, personality, random=RandomBot,
                                             easy=EasyBot, normal=NormalBot)
# the search bots (``hard.py``), imported when first made
BOTS.register("hard", lambda seed, who, **options:
              load_hard_bot("hard")(seed, personality=who, **options))
BOTS.register("expert", lambda seed, who, **options:
              load_hard_bot("expert")(seed, personality=who, **options))

LEVEL_NAMES = BOTS.levels
"""The playing levels, weakest first: easy, normal, hard, expert."""
KINDS = BOTS.kinds

make_bot = BOTS.make_bot
"""``make_bot(kind, seed=0, level=None, *, personality=None, **options)``: a bot of
``kind``: "easy", "normal", "hard", "expert", "random", or a roster opponent's key
("pauline", "michele", "ben", ...), which plays at its own level unless ``level`` says
otherwise. ``personality`` gives a character to a plain level; ``options`` go to the Hard
or Expert bot (``budget_ms``, ``samples``, ``seat_levels``: the player in each seat as the
table shows it, each a kind as this function takes it or None for a human; ...). Raises
``ValueError`` for an unknown kind and ``BotUnavailableError`` (an ``ImportError``) if the
search bots are not installed."""

__all__ = [
    "BOTS", "DEFAULT", "KINDS", "LEVEL_NAMES", "ROSTER", "Bot", "BotUnavailableError", "EasyBot",
    "Hint", "NormalBot", "Personality", "RandomBot", "Reason", "default_names",
    "default_opponents", "hint", "make_bot", "personality", "seat_level",
]
