"""The envelope every match record shares: format, version and game.

A record is JSON: ``{"format": "hearts-desktop/match", "version": 2, "game": "hearts", ...}``
followed by what the game keeps (rules, seed or explicit deal, actions). Version 1 records
(written before there was more than one game) have no ``game`` key and are Hearts records.
``read_json`` turns any damage (bad JSON, absurd nesting, wrong types) into ``RecordError``.
"""

from __future__ import annotations

import json
import reprlib
from collections.abc import Mapping
from typing import Any

from .errors import RecordError

RECORD_FORMAT = "hearts-desktop/match"
RECORD_VERSION = 2
"""Version 2 added ``game``; version 1 reads as Hearts."""
READABLE_VERSIONS = (1, 2)
MAX_RECORD_CHARS = 64 * 1024 * 1024
"""A record longer than this is refused unread (a whole match is a few hundred KB)."""


def read_json(text: str | bytes | Mapping[str, Any]) -> Any:
    """Parse record JSON; ``RecordError`` for anything that is not JSON or is absurd."""
    if isinstance(text, Mapping):
        return text
    if not isinstance(text, (str, bytes, bytearray)):
        raise RecordError(f"a record is JSON text, not {type(text).__name__}")
    if len(text) > MAX_RECORD_CHARS:
        raise RecordError(f"the record is too long ({len(text):,} characters)")
    try:
        return json.loads(text)
    except RecursionError:
        raise RecordError("the record is nested too deeply to be a match record") from None
    except (ValueError, UnicodeDecodeError) as exc:
        raise RecordError(f"the record is not valid JSON: {exc}") from None


def record_game(data: Any) -> tuple[str, int]:
    """The game and version of a parsed record (``RecordError`` if it is not one)."""
    if not isinstance(data, dict) or data.get("format") != RECORD_FORMAT:
        raise RecordError("this is not a Hearts Desktop match record")
    version = data.get("version")
    if type(version) is not int or version not in READABLE_VERSIONS:  # not True, not "1"
        raise RecordError(f"unknown record version {reprlib.repr(version)} (this program reads "
                          f"version {' or '.join(map(str, READABLE_VERSIONS))})")
    if version == 1:
        if "game" in data and data["game"] != "hearts":
            raise RecordError("a version 1 record is always a Hearts record")
        return "hearts", version
    game = data.get("game")
    if not isinstance(game, str) or not game:
        raise RecordError("the record does not say which game it is")
    return game, version


def check_action_fields(data: Any, fields: Mapping[str, tuple[str, ...]]) -> None:
    """``RecordError`` if the action object ``data`` has a key besides ``type``, ``seat``
    and the fields ``fields`` names for its type (a game's actions are as strict as the
    network protocol's own messages: an unknown field is an error, not ignored). Anything
    that is not an object, or of a type ``fields`` does not name, is left to the game to
    refuse."""
    if not isinstance(data, dict):
        return
    allowed = fields.get(data.get("type"))  # type: ignore[arg-type]
    if allowed is None:
        return
    unknown = [key for key in data if key not in ("type", "seat") and key not in allowed]
    if unknown:
        names = ", ".join(reprlib.repr(k) for k in sorted(map(str, unknown))[:5])
        known = ", ".join(("type", "seat", *allowed))
        raise RecordError(f"a {data['type']} action has no field {names} (its fields: "
                          f"{known})")


def header(game: str) -> dict[str, Any]:
    """The first keys of a record written now."""
    return {"format": RECORD_FORMAT, "version": RECORD_VERSION, "game": game}
