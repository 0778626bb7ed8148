"""Games by name. A game registers the module that makes it, so naming a game does not import
every game (OpenSpiel's ``REGISTER_SPIEL_GAME`` idea, with lazy loading)."""

from __future__ import annotations

import importlib
from typing import Any, cast

from .errors import RecordError, UnknownGameError
from .game import Game
from .record import read_json, record_game

_TARGETS: dict[str, str] = {}
_LOADED: dict[str, Game] = {}


def register(name: str, target: str) -> None:
    """Register ``name`` as the object at ``target`` (``"package.module:ATTRIBUTE"``)."""
    if not name or not name.isidentifier():
        raise ValueError(f"a game name is a short identifier, not {name!r}")
    _TARGETS[name] = target
    _LOADED.pop(name, None)


def names() -> tuple[str, ...]:
    return tuple(_TARGETS)


def get_game(name: str) -> Game:
    """The game registered as ``name``; ``UnknownGameError`` (a ValueError) otherwise."""
    game = _LOADED.get(name)
    if game is not None:
        return game
    target = _TARGETS.get(name) if isinstance(name, str) else None
    if target is None:
        raise UnknownGameError(f"no game called {name!r} (known: {', '.join(_TARGETS)})")
    module, _, attr = target.partition(":")
    game = cast(Game, getattr(importlib.import_module(module), attr))
    if getattr(game, "name", None) != name:
        raise UnknownGameError(f"{target} is not the game {name!r}")
    _LOADED[name] = game
    return game


def game_of_record(text: str | bytes | Any) -> tuple[Game, Any]:
    """The game a record belongs to, and the parsed record data."""
    data = read_json(text)
    name, _ = record_game(data)
    try:
        return get_game(name), data
    except UnknownGameError as exc:
        raise RecordError(f"the record is of a game this program does not have: {exc}"
                          ) from None
