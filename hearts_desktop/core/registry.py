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


# --------------------------------------------------------------------------- deal codes
_CODE_LETTERS: dict[str, str] = {}
_CODE_TARGETS: dict[str, str] = {}
_CODECS: dict[str, Any] = {}


def register_code(name: str, letter: str, target: str) -> None:
    """Give the game ``name`` deal codes: ``letter`` (one symbol of ``dealcodes.ALPHABET``:
    a digit or a capital but I, L, O, U) starts its codes, ``target``
    (``"package.module:ATTRIBUTE"``) is its ``DealCodeSpec``. A letter, once used in codes,
    belongs to its game forever."""
    if not (isinstance(letter, str) and len(letter) == 1 and letter.isascii()
            and (letter.isdigit() or letter.isupper()) and letter not in "ILOU"):
        raise ValueError(f"a deal code letter is a digit or a capital but I, L, O, U, "
                         f"not {letter!r}")
    other = next((n for n, x in _CODE_LETTERS.items() if x == letter and n != name), None)
    if other is not None:
        raise ValueError(f"the letter {letter} already belongs to {other}")
    _CODE_LETTERS[name] = letter
    _CODE_TARGETS[name] = target
    _CODECS.pop(name, None)


def code_letter(name: str) -> str:
    """The letter of ``name``'s deal codes; ``UnknownGameError`` for a game without."""
    letter = _CODE_LETTERS.get(name)
    if letter is None:
        raise UnknownGameError(f"the game {name!r} has no deal codes")
    return letter


def code_game(letter: str) -> str | None:
    """The game whose deal codes start with ``letter``, if any."""
    return next((n for n, x in _CODE_LETTERS.items() if x == letter), None)


def get_codec(name: str) -> Any:
    """The ``DealCodeSpec`` of ``name`` (loaded when first asked for)."""
    spec = _CODECS.get(name)
    if spec is None:
        code_letter(name)
        module, _, attr = _CODE_TARGETS[name].partition(":")
        spec = _CODECS[name] = getattr(importlib.import_module(module), attr)
    return spec
