"""One registry of CPU players for every game: the kinds ``make_bot`` takes, by name.

A game's ``bots`` package registers what it has, once::

    BOTS = BotRegistry(ROSTER, personality, random=RandomBot, easy=EasyBot,
                       normal=NormalBot)
    BOTS.register("hard", lambda seed, who, **options: HardBot(seed, who, **options))
    make_bot = BOTS.make_bot        # the game's public ``make_bot``

A kind is ``"random"``, a level (every other registered kind, weakest first) or a roster
player's key, which plays at its own level unless ``level`` says otherwise. A factory takes
the seed, the character (``None``: the level's plain one) and the options
``make_bot`` was given (a search bot's ``budget_ms``, ``samples``, ``seat_levels`` ...;
the simple levels ignore them).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Generic, Protocol, TypeVar

from .game import Bot


class Character(Protocol):
    """A named CPU player of a game's roster: a key and the level it plays at."""

    @property
    def key(self) -> str: ...

    @property
    def level(self) -> str: ...


P = TypeVar("P", bound=Character)

BotFactory = Callable[..., Bot]
"""``factory(seed, who, **options)``: a bot of one kind."""

RANDOM = "random"
"""The kind that picks a legal action at random (registered by every game, not a level)."""


class BotRegistry(Generic[P]):
    """A game's CPU players: kinds registered with their factories, and its roster."""

    def __init__(self, roster: Sequence[P], personality: Callable[[str], P], *,
                 random: Callable[[int], Bot], **levels: Callable[[int, P | None], Bot]
                 ) -> None:
        """``roster``: the named players; ``personality(key)`` one of them (``KeyError``
        if none). ``random`` is made as ``random(seed)``; each of ``levels`` (weakest first)
        as ``level(seed, who)``. A level whose bot takes options is ``register``ed."""
        self.roster: tuple[P, ...] = tuple(roster)
        self._personality = personality
        self._factories: dict[str, BotFactory] = {
            RANDOM: lambda seed, who, **options: random(seed)}
        for kind, make in levels.items():
            self.register(kind, lambda seed, who, make=make, **options: make(seed, who))

    def register(self, kind: str, factory: BotFactory) -> None:
        """Register ``kind`` (``"random"`` or a level; levels weakest first)."""
        self._factories[kind] = factory

    @property
    def kinds(self) -> tuple[str, ...]:
        """``"random"`` and the levels, as registered."""
        return tuple(self._factories)

    @property
    def levels(self) -> tuple[str, ...]:
        """The playing levels, weakest first."""
        return tuple(k for k in self._factories if k != RANDOM)

    def bot_kinds(self) -> tuple[str, ...]:
        """Every kind ``make_bot`` accepts: the registered kinds, then the roster's keys."""
        return (*self.kinds, *(p.key for p in self.roster))

    def make_bot(self, kind: str, seed: int = 0, level: str | None = None, *,
                 personality: P | None = None, **options: Any) -> Bot:
        """A bot of ``kind``: a registered kind, or a roster player's key, which plays at
        its own level unless ``level`` says otherwise. ``personality`` gives a character to
        a plain level; ``options`` go to the kind's factory. ``ValueError`` for an unknown
        kind or level."""
        kind = kind.lower()
        who = personality
        if kind not in self._factories:
            try:
                who = self._personality(kind)
            except KeyError:
                raise ValueError(f"unknown bot {kind!r}; known: "
                                 f"{', '.join(self.bot_kinds())}") from None
            if personality is not None:
                who = personality
            kind = who.level
        if level is not None:
            if level not in self.levels:
                raise ValueError(f"level must be one of {', '.join(self.levels)}, "
                                 f"not {level!r}")
            kind = level
        return self._factories[kind](seed, who, **options)
