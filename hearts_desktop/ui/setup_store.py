"""Where the New game dialog's last setup is kept: one small seam between the window and the
settings, which keep one ``GameSetup`` per game (``Settings.game_setup(language, game)``,
``set_game_setup``, ``has_game_setup``; ``last_game`` is the game played last)."""

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
    """The setup last chosen for ``game``, or that game's default setup (its presentation
    seats its own CPU players) when none is kept or the kept one is damaged."""
    if settings.has_game_setup(game):
        stored = settings.game_setup(language, game)
        if setup_game(stored).name == game and settings.has_game_setup(game):
            return stored
    from .games import presentation

    return presentation(game).default_setup(language)


def last_game(settings: Settings) -> str:
    """The game played last (the New game dialog opens on it), if it is still registered."""
    from ..games import GAMES

    name = settings.last_game
    return name if name in GAMES else GAMES[0]


def remember_setup(settings: Settings, setup: Any) -> None:
    """Keep ``setup`` as the last one chosen for its game (and its game as the last)."""
    settings.set_game_setup(setup)


__all__ = ["last_game", "last_setup", "remember_setup", "setup_game"]
