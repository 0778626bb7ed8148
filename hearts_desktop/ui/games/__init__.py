"""Each game's presentation on the table, by game name.

A presentation (``ui/games/<game>/``) is everything the Qt layer shows of one game: which
animation stages each event gets, the table's texts and prompts, the rules form of the New
game dialog, rule texts and refusal messages, the sound cues, the score sheet and what the
history shows. The table toolkit (``ui/table``) knows no game; the window asks the
presentation of the game being played::

    from hearts_desktop.ui.games import presentation
    hearts = presentation("hearts")          # a GamePresentation (imported on first use)

A game registers its presentation here under the name it has in ``hearts_desktop.games``.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .base import GamePresentation

_TARGETS: dict[str, str] = {
    "hearts": "hearts_desktop.ui.games.hearts.presentation:HeartsPresentation",
    "pinochle": "hearts_desktop.ui.games.pinochle.presentation:PinochlePresentation",
    "ombre": "hearts_desktop.ui.games.ombre.presentation:OmbrePresentation",
}
_LOADED: dict[str, GamePresentation] = {}


def register_presentation(name: str, target: str) -> None:
    """Register the presentation class at ``target`` (``"module:Class"``) for game ``name``."""
    _TARGETS[name] = target
    _LOADED.pop(name, None)


def has_presentation(name: str) -> bool:
    return name in _TARGETS


def presentation(name: str) -> GamePresentation:
    """The presentation of game ``name`` (one per program); ``KeyError`` if it has none."""
    found = _LOADED.get(name)
    if found is None:
        module, _, attr = _TARGETS[name].partition(":")
        found = _LOADED[name] = getattr(importlib.import_module(module), attr)()
    return found


__all__ = ["has_presentation", "presentation", "register_presentation"]
