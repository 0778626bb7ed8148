"""The games, by name. Each game is a folder of pure parts (rules, state, actions, events,
scoring, view, bots) on ``hearts_desktop.core``, registered here under a short name::

    from hearts_desktop.games import GAMES, get_game
    game = get_game("hearts")          # a core.game.Game
    state = game.new_match(game.preset("classic"), seed=7)

``GAMES`` lists the registered names in the order the New game dialog offers them.
``game_of_record(text)`` tells which game a saved record belongs to.
"""

from __future__ import annotations

from ..core.registry import game_of_record, get_game, names, register, register_code

register("hearts", "hearts_desktop.games.hearts.protocol:GAME")
register("pinochle", "hearts_desktop.games.pinochle.protocol:GAME")
register("ombre", "hearts_desktop.games.ombre.protocol:GAME")
# Deal codes (core.deal_code): each game's letter, forever (a code starts with it).
register_code("hearts", "H", "hearts_desktop.games.hearts.deal_code:CODEC")
register_code("pinochle", "P", "hearts_desktop.games.pinochle.deal_code:CODEC")
register_code("ombre", "M", "hearts_desktop.games.ombre.deal_code:CODEC")

GAMES: tuple[str, ...] = names()
"""The registered games' names."""

__all__ = ["GAMES", "game_of_record", "get_game", "register"]
