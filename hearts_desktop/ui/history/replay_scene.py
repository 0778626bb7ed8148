"""The replay viewer's table: a recorded match of any game on a table of its own
(``ReplayScene``), and what replays a game (``replay_source``). The replay viewer
(``replay.py``) and the coach's window (``ui/review``) show their positions on it."""

from __future__ import annotations

from typing import Any

from ...core.cards import Card
from ..games.game_history import history_of
from ..table.animator import Animator
from ..table.card_pixmaps import CardPixmaps
from ..table.scene import TableScene


def replay_source(game: str) -> Any:
    """What replays ``game``: its presentation when it has a replay of its own, else the
    history's generic replay (``GenericReplaySource``); both answer ``replay(record)``,
    ``replay_table(animator)``, ``describe_frame``, ``score_rows``, ``rules_title``,
    ``table_deck(rules)`` and ``seating(rules)``."""
    history = history_of(game)
    own = history.replay_presentation()
    if own is not None:
        return own
    from .game_replay import GenericReplaySource

    return GenericReplaySource(history)


class ReplayScene(TableScene):
    """A table that shows replay frames, with its own animator and the game's replay
    director: every hand face up (or only the bottom seat's), the cards each seat chose to
    pass ringed in blue, received cards in gold, the card just played ringed in blue and the
    winning card of a finished trick in gold."""

    def __init__(self, pixmaps: CardPixmaps, parent: object | None = None, *,
                 speed: str = "instant", game: str | None = None,
                 source: Any = None) -> None:
        super().__init__(pixmaps, parent)
        self.animator = Animator(self, speed, self)
        if source is None:
            if game is None:
                from ...games import GAMES

                game = GAMES[0]
            source = replay_source(game)
        self.replay_table = source.replay_table(self.animator)
        self.director = self.replay_table
        self.status.set_icon(self.director.status_icon)

    @property
    def show_all(self) -> bool:
        return bool(self.replay_table.show_all)

    @show_all.setter
    def show_all(self, on: bool) -> None:
        self.replay_table.show_all = on

    def show_frame(self, frame: Any) -> None:
        """Make the table show ``frame`` exactly (no animation)."""
        self.animator.reset(frame)

    def step_to(self, frame: Any) -> None:
        """One step forwards onto ``frame``: what it plays is animated, then the frame is
        shown."""
        self.animator.reset(None)
        self.animator.enqueue(self.replay_table.step_events(frame), frame)

    def marked(self) -> dict[str, list[Card]]:
        """The cards shown with a ring, by meaning (for tests)."""
        marked: dict[str, list[Card]] = self.replay_table.marked()
        return marked


__all__ = ["ReplayScene", "replay_source"]
