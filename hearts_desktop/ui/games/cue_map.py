"""The machinery of a game's sound cues (a ``sound.board.CueMap``), without Qt: a game's
``ui/games/<game>/sounds.py`` declares which cue each event gets (``CUES``), which cues wait
for an animator stage (``STAGES``), the cues that depend on the event (``cue``) and its
look-ahead (``applied``, which quietens events whose cue a later one replaces).

The table shows the engine's events later than the engine applies them, so cues follow the
animator (``event_started`` and the named ``stage_changed`` stages), not the engine. The
controller's stream of applied events comes first and serves as the look-ahead. A cue
whose event has a stage (a trick sweeping to its winner) is heard when that stage starts;
at speed ``instant`` the animator names no stage, so it is heard as its event starts; when
the table skips ahead (``Animator.finish``) a stage that never ran is heard at the next
event or when the table goes idle (``flush``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from ...sound.cues import Cue

SWEEP_STAGE = "sweep"
"""The animator's stage in which a trick flies to its winner."""
LOOKAHEAD_LIMIT = 64
"""Quietened events kept at most (events dropped by a reset never start)."""


class GameCueMap:
    """Turns what the controller applied and what the animator starts into cues (a
    ``sound.board.CueMap``); a game's cue map says what is its own."""

    CUES: ClassVar[Mapping[type, Cue]] = {}
    """The cue of each kind of event (by ``isinstance``, in order) that ``cue`` does not
    decide itself."""
    STAGES: ClassVar[Mapping[type, str]] = {}
    """The kinds of event whose cue waits for the animator's stage of that name."""

    def __init__(self) -> None:
        self._quiet: list[Any] = []
        """Events (by identity) whose own cue is replaced by a later one."""
        self._pending: tuple[Cue, str] | None = None
        """A cue waiting for its stage (cue, stage name)."""
        self.forget()

    # ------------------------------------------------------------------ what a game says
    def forget(self) -> None:
        """Forget the game's own look-ahead (a new map, or a reset)."""

    def applied(self, event: Any) -> None:
        """The controller applied ``event``; the table will show it later."""

    def cue(self, event: Any, *, human_seat: int) -> Cue | None:
        """The cue of ``event`` as the table begins to show it (None: silent); this one
        looks it up in ``CUES``."""
        cue: Cue | None = _lookup(self.CUES, event)
        return cue

    # ------------------------------------------------------------------ look-ahead
    def quieten(self, event: Any) -> None:
        """``event`` will make no sound of its own (a later event's cue replaces it)."""
        if event is None:
            return
        self._quiet.append(event)
        del self._quiet[:-LOOKAHEAD_LIMIT]

    def _is_quiet(self, event: Any) -> bool:
        for i, quiet in enumerate(self._quiet):
            if quiet is event:
                del self._quiet[i]
                return True
        return False

    @staticmethod
    def won_or_lost(won: bool) -> Cue:
        """The end of the match's cue for the human."""
        return Cue.GAME_WON if won else Cue.GAME_LOST

    @staticmethod
    def ranked_first(human_seat: int, ranking: Sequence[int]) -> bool:
        """The human's seat shares the first place of ``ranking`` (a rank per seat)."""
        return 0 <= human_seat < len(ranking) and ranking[human_seat] == 1

    # ------------------------------------------------------------------ what the table shows
    def started(self, event: Any, *, instant: bool, human_seat: int) -> list[Cue]:
        """The table begins to show ``event``: the cues due now (in order)."""
        cues = self.flush()
        if self._is_quiet(event):
            return cues
        cue = self.cue(event, human_seat=human_seat)
        if cue is None:
            return cues
        stage: str | None = _lookup(self.STAGES, event)
        if stage is not None and not instant:
            self._pending = (cue, stage)
            return cues
        cues.append(cue)
        return cues

    def stage(self, name: str) -> list[Cue]:
        """The animator began the timed stage ``name``."""
        if self._pending is not None and self._pending[1] == name:
            cue = self._pending[0]
            self._pending = None
            return [cue]
        return []

    def flush(self) -> list[Cue]:
        """A cue whose stage the table skipped (it jumped ahead): due now."""
        if self._pending is None:
            return []
        cue = self._pending[0]
        self._pending = None
        return [cue]

    def turn_key(self, view: Any) -> object:
        """One "your turn" cue per turn: the controller hands the turn back after every
        batch of other seats' moves, the key stays the same."""
        return (view.deal_number, view.phase, len(view.hand))

    def reset(self) -> None:
        """The table was reset (a new match, undo, restart): forget everything pending."""
        self._quiet.clear()
        self._pending = None
        self.forget()


def _lookup(table: Mapping[type, Any], event: Any) -> Any:
    for kind, value in table.items():
        if isinstance(event, kind):
            return value
    return None


__all__ = ["LOOKAHEAD_LIMIT", "SWEEP_STAGE", "GameCueMap"]
