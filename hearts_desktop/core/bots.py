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

What every game's bots share besides: ``SeatBot`` (the ``Bot`` protocol over a game's own
view and action), ``DecisionStream`` (the per-decision random stream from the seed and the
view's public position) and ``LevelBot`` (a level's seed, character and
``choose``/``choose_with_reason``, a game's bot saying only how it ``decide``s).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, Generic, Protocol, Self, TypeVar, cast, runtime_checkable

from .game import Bot
from .rng import Stream


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
ONLY_CHOICE = "only_choice"
"""The reason of an action that was the seat's only legal one."""

V = TypeVar("V", contravariant=True)
A = TypeVar("A", covariant=True)


@runtime_checkable
class SeatBot(Protocol[V, A]):
    """A CPU player of one game: ``choose`` returns one of ``view.legal`` (a game's ``Bot``
    is this protocol over its own ``SeatView`` and ``Action``)."""

    name: str

    def choose(self, view: V) -> A: ...


class DecisionStream:
    """A game's per-decision random stream: the bot's seed plus where the decision stands
    publicly. Everything mixed in is part of the view (seat, deal, the phase's index, then
    how many things each of the game's ``counts`` holds: tricks, cards of the trick, calls
    ...), so two equal views give the same stream (honesty) and two decisions of one deal
    get different streams::

        decision_stream = DecisionStream(Phase, "tricks", "trick.plays", "hand")
        rng = decision_stream(seed, view, salt=0xEA5)

    A count is an attribute of the view, or a dotted path through one (``"trick.plays"``:
    0 while there is no trick).
    """

    def __init__(self, phases: Iterable[Any], *counts: str) -> None:
        """``phases``: the game's phases in order (their index is mixed in)."""
        self._codes = {phase: i for i, phase in enumerate(phases)}
        self._counts = tuple(tuple(c.split(".")) for c in counts)

    def position(self, view: Any) -> tuple[int, ...]:
        """How many things each count names holds in ``view``."""
        out = []
        for path in self._counts:
            value = view
            for name in path:
                value = getattr(value, name) if value is not None else None
            out.append(len(value) if value is not None else 0)
        return tuple(out)

    def __call__(self, seed: int, view: Any, salt: int = 0) -> Stream:
        """``view`` is a seat view (``seat``, ``deal_number``, ``phase`` and the counts)."""
        return Stream.derive(seed, salt, view.seat, view.deal_number, self._codes[view.phase],
                             *self.position(view))


LV = TypeVar("LV")
LA = TypeVar("LA")


class LevelBot(Generic[LV, LA]):
    """What a level's bot shares in every game: its seed, its character (the game's plain
    one, ``DEFAULT``, when none is given) and ``choose`` as the action of
    ``choose_with_reason``, which answers a seat's only legal action itself and asks
    ``decide`` for the rest (``LevelBot[SeatView, Action]``)."""

    name: str = ""
    DEFAULT: ClassVar[Any]
    """The game's plain character (its ``personalities.DEFAULT``)."""

    def __init__(self, seed: int = 0, personality: Any | None = None) -> None:
        self.seed = seed
        self.personality = personality or self.DEFAULT

    def choose(self, view: LV) -> LA:
        return self.choose_with_reason(view)[0]

    def choose_with_reason(self, view: LV) -> tuple[LA, str]:
        """The action for ``view`` and the reason code of the choice."""
        legal: Any = view.legal  # type: ignore[attr-defined]
        if len(legal) == 1:
            return legal[0], ONLY_CHOICE
        return self.decide(view)

    def decide(self, view: LV) -> tuple[LA, str]:
        """The action and its reason when there is more than one legal action."""
        raise NotImplementedError



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


@dataclass(frozen=True)
class Traits:
    """What a game's ``Personality`` (a frozen dataclass of its parameters of character,
    each with a default) shares with every game's: the ``key``, ``level`` and
    ``display_name`` fields, the checks (``__post_init__``), renaming, another level, its
    name in a language::

        @dataclass(frozen=True)
        class Personality(Traits):
            boldness: float = 0.5
            LEVELS = ("easy", "normal", "hard")
            TRAITS = ("boldness",)

        Personality("ada", "normal", boldness=0.45)
    """

    LEVELS: ClassVar[tuple[str, ...]]
    """The levels a named player may play at."""
    TRAITS: ClassVar[tuple[str, ...]]
    """The parameters of character, each between 0 and 1."""
    roster: ClassVar[Roster[Any]]
    """The game's roster (set when it is made), for the names."""

    key: str
    """Stable identifier (``make_bot(key)``, settings); never shown."""
    level: str = "normal"
    display_name: str | None = None
    """A name the player gave this CPU player; overrides the language's default name."""

    def __post_init__(self) -> None:
        self.check()

    def check(self) -> None:
        """``ValueError`` for a level or a parameter out of range (``__post_init__``)."""
        if self.level not in self.LEVELS:
            raise ValueError(f"level must be one of {', '.join(self.LEVELS)}, "
                             f"not {self.level!r}")
        for name in self.TRAITS:
            value = getattr(self, name)
            if not 0.0 <= value <= 1.0:
                raise ValueError(f"{name} must be between 0 and 1, not {value!r}")

    def renamed(self, display_name: str | None) -> Self:
        """The same character under another name (None: back to the default name)."""
        return cast(Self, dataclasses.replace(cast(Any, self), display_name=display_name))

    def at_level(self, level: str) -> Self:
        """The same character playing at another level."""
        return cast(Self, dataclasses.replace(cast(Any, self), level=level))

    def name_in(self, language: str = "en") -> str:
        """The name to show: the player's override, else the roster name in ``language``
        (a key outside the roster shows as itself)."""
        if self.display_name:
            return self.display_name
        return self.roster.name_of(self.key, language)


class Roster(Generic[P]):
    """A game's named CPU players, in slot order, and their names in every language."""

    def __init__(self, players: Sequence[P], names: Mapping[str, tuple[str, ...]], *,
                 called: str = "opponent", character: type[Traits] | None = None) -> None:
        """``called``: what the game calls one of them ("opponent", "player");
        ``character``: the game's ``Personality`` class, whose ``roster`` this becomes."""
        self.players: tuple[P, ...] = tuple(players)
        self.keys: tuple[str, ...] = tuple(p.key for p in self.players)
        self.by_key: dict[str, P] = {p.key: p for p in self.players}
        self.names = dict(names)
        self.languages: tuple[str, ...] = tuple(names)
        self.called = called
        if character is not None:
            character.roster = self

    def language(self, language: str) -> str:
        """"ko_KR", "de-AT" -> "ko", "de"; unknown languages fall back to English."""
        base = language.replace("-", "_").split("_")[0].lower()
        return base if base in self.names else "en"

    def name_of(self, key: str, language: str) -> str:
        """The roster name of ``key`` in ``language`` (``key`` itself outside the roster)."""
        if key not in self.keys:
            return key
        return self.names[self.language(language)][self.keys.index(key)]

    def personality(self, key: str) -> P:
        """The roster player ``key`` (case-insensitive); ``KeyError`` naming the known."""
        try:
            return self.by_key[key.lower()]
        except KeyError:
            raise KeyError(f"no {self.called} {key!r}; known: {', '.join(self.keys)}"
                           ) from None

    def first(self, players: int) -> tuple[P, ...]:
        """The roster players of the ``players - 1`` computer seats, in seat order."""
        if not 2 <= players <= len(self.players) + 1:
            raise ValueError(f"players must be 2..{len(self.players) + 1}, not {players}")
        return self.players[: players - 1]
