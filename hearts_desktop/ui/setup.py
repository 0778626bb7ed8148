"""What a new game is made of: the game, its rules, an optional seed and who sits in each
seat.

``GameSetup`` is plain data (no Qt): the new-game dialog produces one, the settings keep
the last one of each game as versioned JSON (``Settings.game_setup(game=...)``), and the
table controller starts a match from it. Version 2 of the JSON names the game
(``"game": "hearts"``); version 1 (written before there were other games) is a Hearts
setup. Rules are read and written through the game's ``Game`` protocol. Seat 0 is always
the human; every other seat is a computer opponent (a roster personality and a level). An
opponent's name follows the interface language unless the player renamed it. Each game has
its own roster of opponents (``hearts_desktop.games.<game>.bots.personalities``: ``ROSTER_KEYS``
and ``BY_KEY``); their keys differ from game to game, so a key names its opponent alone.
"""

from __future__ import annotations

import importlib
import json
import secrets
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any

from ..core.dealcodes import SHORT_SEEDS
from ..core.errors import RulesError, UnknownGameError
from ..games import get_game
from ..games.hearts.rules import Rules
from ..history.saved import clean_name

FORMAT = "hearts-desktop/game-setup"
VERSION = 2
"""Version 2 added ``game``; version 1 reads as Hearts."""
READABLE_VERSIONS = (1, 2)
SEAT_KINDS: tuple[str, ...] = ("human", "cpu")
LEVELS: tuple[str, ...] = ("easy", "normal", "hard")
"""The levels every game offers."""
ALL_LEVELS: tuple[str, ...] = (*LEVELS, "expert")
"""Every level a CPU seat may have; each game offers some of them (``levels(game)``:
Expert is Hearts' alone so far)."""
MAX_SEED = 2**63 - 1
MAX_NAME = 40

# Used only when hearts_desktop.games.hearts.bots.personalities cannot be imported: the first
# roster keys and their English names, so the UI still has opponents to seat.
_FALLBACK_KEYS = ("pauline", "michele", "ben", "grace", "oscar", "ruth", "victor", "nora",
                  "hugo", "iris", "sam")


def _roster(game: str) -> ModuleType | None:
    """The module of ``game``'s named opponents, or None when it has none."""
    if not game.isidentifier():
        return None
    try:
        return importlib.import_module(f"hearts_desktop.games.{game}.bots.personalities")
    except ImportError:
        return None


def _person(key: str, game: str | None) -> Any:
    """Roster opponent ``key`` of ``game`` (None: of any game's roster), or None."""
    from ..games import GAMES

    for name in (game,) if game is not None else GAMES:
        roster = _roster(name)
        person = getattr(roster, "BY_KEY", {}).get(key) if roster is not None else None
        if person is not None:
            return person
    return None


def opponent_keys(game: str = "hearts") -> tuple[str, ...]:
    """Every roster opponent's key of ``game``, in roster order (a game without a roster
    of its own seats Hearts' opponents)."""
    roster = _roster(game) or _roster("hearts")
    if roster is None:  # pragma: no cover - the bots ship with the program
        return _FALLBACK_KEYS
    return tuple(roster.ROSTER_KEYS)


def opponent_name(key: str, language: str = "en", game: str | None = None) -> str:
    """The default name of roster opponent ``key`` (of ``game``; None: whichever game's
    roster has it) in ``language``."""
    person = _person(key, game)
    return person.name_in(language) if person is not None else key.capitalize()


def levels(game: str = "hearts") -> tuple[str, ...]:
    """The levels ``game``'s CPU players offer, weakest first (its bots'
    ``LEVEL_NAMES``; Hearts: easy, normal, hard and expert)."""
    names: object = None
    if game.isidentifier():
        try:
            names = getattr(importlib.import_module(f"hearts_desktop.games.{game}.bots"),
                            "LEVEL_NAMES", None)
        except ImportError:
            names = None
    if not isinstance(names, tuple) or not names:
        return LEVELS
    return tuple(n for n in ALL_LEVELS if n in names)


def opponent_level(key: str, game: str | None = None) -> str:
    """The level a roster opponent plays at by default ("normal" if unknown)."""
    person = _person(key, game)
    return person.level if person is not None else "normal"


@dataclass(frozen=True)
class SeatSetup:
    """Who sits in one seat: the human, or a CPU opponent at a level."""

    kind: str = "cpu"
    """``"human"`` or ``"cpu"``."""
    opponent: str = ""
    """Roster key of the CPU opponent (``"pauline"``); "" for the human."""
    level: str = "normal"
    """``"easy"``, ``"normal"``, ``"hard"`` or ``"expert"`` (the last for Hearts only,
    ``levels(game)``; ignored for the human)."""
    display_name: str | None = None
    """A name the player chose; ``None`` shows the default name for the language."""

    def __post_init__(self) -> None:
        if self.kind not in SEAT_KINDS:
            raise ValueError(f"seat kind must be one of {', '.join(SEAT_KINDS)}, "
                             f"not {self.kind!r}")
        if not isinstance(self.opponent, str):
            raise ValueError(f"opponent must be text, not {self.opponent!r}")
        if self.kind == "cpu" and not self.opponent:
            raise ValueError("a CPU seat needs an opponent")
        if self.level not in ALL_LEVELS:
            raise ValueError(f"level must be one of {', '.join(ALL_LEVELS)}, "
                             f"not {self.level!r}")
        if self.display_name is not None:
            if not isinstance(self.display_name, str):
                raise ValueError(f"display name must be text, not {self.display_name!r}")
            name = clean_name(self.display_name, MAX_NAME)  # storable, one line
            object.__setattr__(self, "display_name", name or None)

    @classmethod
    def human(cls, display_name: str | None = None) -> SeatSetup:
        return cls(kind="human", opponent="", level="normal", display_name=display_name)

    @classmethod
    def cpu(cls, opponent: str, level: str = "normal",
            display_name: str | None = None) -> SeatSetup:
        return cls(kind="cpu", opponent=opponent, level=level, display_name=display_name)

    @property
    def is_human(self) -> bool:
        return self.kind == "human"

    def name(self, language: str = "en", human_name: str = "You") -> str:
        """The name to show at the table: the override, else the roster name in
        ``language`` (a CPU) or ``human_name`` (the human; pass the translated "You" or
        the ``player_name`` setting)."""
        if self.display_name:
            return self.display_name
        if self.is_human:
            return human_name
        return opponent_name(self.opponent, language)

    def personality(self) -> Any:
        """The ``ai.personalities.Personality`` for a CPU seat, at this seat's level and
        with its name override (an unknown key gives the plain default character)."""
        from ..games.hearts.bots.personalities import BY_KEY, DEFAULT

        base = BY_KEY.get(self.opponent, DEFAULT)
        return base.at_level(self.level).renamed(self.display_name)

    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, "opponent": self.opponent, "level": self.level,
                "name": self.display_name}

    @classmethod
    def from_dict(cls, data: Any) -> SeatSetup:
        if not isinstance(data, dict):
            raise ValueError("a seat must be an object")
        unknown = set(data) - {"kind", "opponent", "level", "name"}
        if unknown:
            raise ValueError(f"unknown seat field(s): {', '.join(sorted(unknown))}")
        try:
            return cls(kind=data.get("kind", "cpu"), opponent=data.get("opponent", ""),
                       level=data.get("level", "normal"), display_name=data.get("name"))
        except TypeError as exc:  # pragma: no cover - fields are checked above
            raise ValueError(str(exc)) from None


def default_seats(players: int, game: str = "hearts") -> tuple[SeatSetup, ...]:
    """Seat 0 human, then the first ``players - 1`` roster opponents of ``game`` at level
    normal."""
    keys = opponent_keys(game)
    if not 1 <= players <= len(keys) + 1:
        raise ValueError(f"there are opponents for 2 to {len(keys) + 1} players, not {players}")
    return (SeatSetup.human(), *(SeatSetup.cpu(k, "normal") for k in keys[: players - 1]))


@dataclass(frozen=True)
class GameSetup:
    """Game, rules, seed (``None``: a random one when the match starts) and the seats."""

    rules: Any = field(default_factory=lambda: Rules.preset("classic"))
    """The game's rules value (Hearts: ``Rules``)."""
    seed: int | None = None
    seats: tuple[SeatSetup, ...] = ()
    """One per player, in seat order; empty means :func:`default_seats`."""
    game: str = "hearts"
    """The game's registry name."""

    def __post_init__(self) -> None:
        game = _game(self.game)
        if type(self.rules) is not type(game.preset(game.presets()[0])):
            raise ValueError(f"rules must be a {game.title} rules value")
        if self.seed is not None and (
            not isinstance(self.seed, int) or isinstance(self.seed, bool)
            or not 0 <= self.seed <= MAX_SEED
        ):
            raise ValueError(f"seed must be a whole number from 0 to {MAX_SEED}, "
                             f"not {self.seed!r}")
        players = game.players(self.rules)
        seats = tuple(self.seats) or default_seats(players, self.game)
        if len(seats) != players:
            raise ValueError(f"{players} players need {players} seats, not {len(seats)}")
        if not all(isinstance(s, SeatSetup) for s in seats):
            raise ValueError("every seat must be a SeatSetup")
        if not seats[0].is_human:
            raise ValueError("seat 0 must be the human player")
        if any(s.is_human for s in seats[1:]):
            raise ValueError("only seat 0 may be a human player")
        offered = levels(self.game)
        for s in seats[1:]:
            if s.level not in offered:
                raise ValueError(f"{game.title} offers the levels {', '.join(offered)}, "
                                 f"not {s.level!r}")
        object.__setattr__(self, "seats", seats)

    @classmethod
    def default(cls, language: str = "en", game: str = "hearts") -> GameSetup:
        """The game's first preset (Hearts: classic), seat 0 human, CPU opponents at level
        normal.

        Opponents keep no name override: they show the default names of the language
        passed to :meth:`names` when shown (``language`` here is only that intent), so a
        later language switch renames them too."""
        del language  # names are resolved when shown
        g = _game(game)
        rules = g.preset("classic" if "classic" in g.presets() else g.presets()[0])
        return cls(rules=rules, seed=None, seats=default_seats(g.players(rules), game),
                   game=game)

    # ------------------------------------------------------------------ derived
    @property
    def players(self) -> int:
        return int(_game(self.game).players(self.rules))

    def names(self, language: str = "en", human_name: str = "You") -> tuple[str, ...]:
        """The name shown for every seat, in seat order."""
        return tuple(s.name(language, human_name) for s in self.seats)

    def with_rules(self, rules: Any) -> GameSetup:
        """The same setup under other rules (of the same game): seats are kept, cut or
        filled with further roster opponents so that there is one per player."""
        players = _game(self.game).players(rules)
        seats = list(self.seats[:players])
        used = {s.opponent for s in seats}
        spare = [k for k in opponent_keys(self.game) if k not in used]
        while len(seats) < players:
            if not spare:
                raise ValueError(f"not enough opponents for {players} players")
            seats.append(SeatSetup.cpu(spare.pop(0), "normal"))
        return GameSetup(rules=rules, seed=self.seed, seats=tuple(seats), game=self.game)

    def with_seed(self, seed: int | None) -> GameSetup:
        return GameSetup(rules=self.rules, seed=seed, seats=self.seats, game=self.game)

    def match_seed(self) -> int:
        """The seed to start the match with: the chosen one, or a fresh random one below
        ``core.dealcodes.SHORT_SEEDS`` (2^30 matches), so each of its deals has a short code."""
        return self.seed if self.seed is not None else secrets.randbelow(SHORT_SEEDS)

    # ------------------------------------------------------------------ JSON
    def to_dict(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "version": VERSION,
            "game": self.game,
            "rules": _game(self.game).rules_to_json(self.rules),
            "seed": self.seed,
            "seats": [s.to_dict() for s in self.seats],
        }

    def to_json(self) -> str:
        """Versioned JSON text; :meth:`from_json` reads it back."""
        return json.dumps(self.to_dict(), ensure_ascii=False, sort_keys=True)

    @classmethod
    def from_dict(cls, data: Any) -> GameSetup:
        if not isinstance(data, dict):
            raise ValueError("game setup must be a JSON object")
        if data.get("format") != FORMAT:
            raise ValueError(f"not a game setup (format {data.get('format')!r})")
        version = data.get("version")
        if type(version) is not int or version not in READABLE_VERSIONS:
            raise ValueError(f"unsupported game setup version {version!r} "
                             f"(this program reads version 1 or {VERSION})")
        name = data.get("game", "hearts") if version == 1 else data.get("game")
        if version == 1 and name != "hearts":
            raise ValueError("a version 1 game setup is always a Hearts setup")
        if not isinstance(name, str):
            raise ValueError("the game setup does not say which game it is")
        game = _game(name)
        rules_data: Any = data.get("rules")
        try:
            rules = game.rules_from_json(rules_data)
        except (RulesError, TypeError, KeyError) as exc:
            raise ValueError(f"game setup has bad rules: {exc}") from None
        players = game.players(rules)
        seats_data = data.get("seats")
        if not isinstance(seats_data, list):
            raise ValueError("game setup seats must be a list")
        if len(seats_data) != players:
            raise ValueError(f"{players} players need {players} seats, "
                             f"not {len(seats_data)}")
        seats = tuple(SeatSetup.from_dict(s) for s in seats_data)
        return cls(rules=rules, seed=data.get("seed"), seats=seats, game=name)

    @classmethod
    def from_json(cls, text: str | bytes) -> GameSetup:
        """Read :meth:`to_json` output; damaged data (not JSON, absurdly nested, numbers
        too long to read, wrong values) raises ``ValueError`` saying what is wrong."""
        try:
            data = json.loads(text)
        except RecursionError:
            raise ValueError("game setup is not valid JSON (nested too deeply)") from None
        except (ValueError, UnicodeDecodeError, TypeError) as exc:
            raise ValueError(f"game setup is not valid JSON: {exc}") from None
        try:
            return cls.from_dict(data)
        except RecursionError:
            raise ValueError("game setup is nested too deeply") from None


def _game(name: str) -> Any:
    """The ``Game`` called ``name``; ``ValueError`` when there is none."""
    try:
        return get_game(name)
    except UnknownGameError as exc:
        raise ValueError(str(exc)) from None


__all__ = ["ALL_LEVELS", "LEVELS", "SEAT_KINDS", "GameSetup", "SeatSetup", "default_seats",
           "levels", "opponent_keys", "opponent_level", "opponent_name"]
