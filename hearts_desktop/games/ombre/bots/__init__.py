"""Ombre's CPU players. A bot sees one seat's view (``ombre.seat_view``) and its own seeded
stream, never another hand or the talon: that is what makes the computer honest.

::

    from hearts_desktop.games.ombre.bots import make_bot
    bot = make_bot("random", seed=1)
    action = bot.choose(view)          # one of view.legal
"""

from __future__ import annotations

from .base import Bot
from .personalities import DEFAULT, ROSTER, Personality, default_names, personality
from .random_bot import RandomBot

KINDS = ("random",)


def make_bot(kind: str, seed: int = 0, *, level: str | None = None) -> Bot:
    """A bot of ``kind`` (``ValueError`` for an unknown kind)."""
    kind = (level or kind).lower()
    if kind == "random":
        return RandomBot(seed)
    raise ValueError(f"unknown bot {kind!r}; known: {', '.join(KINDS)}")


__all__ = ["DEFAULT", "KINDS", "ROSTER", "Bot", "Personality", "RandomBot", "default_names",
           "make_bot", "personality"]
