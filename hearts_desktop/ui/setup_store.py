"""Where the New game dialog's last setup is kept: one small seam between the window and the
settings.

Today the settings keep one Hearts ``GameSetup`` (``Settings.game_setup`` /
``set_game_setup``). The setup format that carries its game and is kept per game comes with
the history work (branch ``history``); when it lands, only these functions change.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .settings import Settings


def setup_game(setup: Any) -> Any:
    """The game (``core.game.Game``) a setup is for."""
    from ..games import GAMES, get_game

    name = getattr(setup, "game", None)
    return get_game(name if isinstance(name, str) else GAMES[0])


def last_setup(settings: Settings, game: str, language: str = "en") -> Any:
    """The setup last chosen for ``game`` (or that game's default setup). Today the
    settings keep one setup, a Hearts one (see the module docstring)."""
    stored = settings.game_setup(language)
    if setup_game(stored).name == game:
        return stored
    from .games import presentation

    return presentation(game).default_setup(language)


def remember_setup(settings: Settings, setup: Any) -> None:
    """Keep ``setup`` as the last one chosen for its game."""
    settings.set_game_setup(setup)


__all__ = ["last_setup", "remember_setup", "setup_game"]
