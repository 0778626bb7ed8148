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

from ....core.bots import BotRegistry
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

BOTS: BotRegistry[Personality] = BotRegistry(ROSTER, personality, random=RandomBot,
                                             easy=EasyBot, normal=NormalBot)
BOTS.register("hard", lambda seed, who, **options: HardBot(seed, who, **options))

LEVEL_NAMES = BOTS.levels
"""The playing levels, weakest first: easy, normal, hard."""
KINDS = BOTS.kinds

make_bot = BOTS.make_bot
"""``make_bot(kind, seed=0, level=None, *, personality=None, **options)``: a bot of ``kind``:
"easy", "normal", "hard", "random", or a roster opponent's key
("ines", "soren", "louise", ...), which plays at its own level unless ``level`` says
otherwise. ``personality`` gives a character to a plain level; ``options`` go to the Hard
bot (``budget_ms``, ``samples``). ``ValueError`` for an unknown kind or level."""

__all__ = [
    "BOTS", "DEFAULT", "KINDS", "LEVEL_NAMES", "ROSTER", "Bot", "EasyBot", "HardBot", "NormalBot",
    "Personality", "RandomBot", "default_names", "default_opponents", "make_bot",
    "personality",
]
