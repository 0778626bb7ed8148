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

from ....core.bots import BotRegistry
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

BOTS: BotRegistry[Personality] = BotRegistry(ROSTER, personality, random=RandomBot,
                                             easy=EasyBot, normal=NormalBot)
BOTS.register("hard", lambda seed, who, **options: _hard_bot(seed, who, **options))


def _hard_bot(seed: int, who: Personality | None, **options: Any) -> Bot:
    from .hard import HardBot  # imported when first made

    return HardBot(seed, personality=who, **options)


LEVEL_NAMES = BOTS.levels
"""The playing levels, weakest first: easy, normal, hard."""
KINDS = BOTS.kinds

make_bot = BOTS.make_bot
"""``make_bot(kind, seed=0, level=None, *, personality=None, **options)``: a bot of ``kind``:
"easy", "normal", "hard", "random", or a roster player's key
("ada", "bruno", ...), which plays at its own level unless ``level`` says otherwise.
``personality`` gives a character to a plain level; ``options`` go to the Hard bot
(``budget_ms``, ``samples``). ``ValueError`` for an unknown kind or level."""

__all__ = [
    "BOTS", "DEFAULT", "KINDS", "LEVEL_NAMES", "ROSTER", "Bot", "EasyBot", "Hint", "NormalBot",
    "Personality", "RandomBot", "Reason", "default_names", "default_players", "hint",
    "make_bot", "personality",
]
