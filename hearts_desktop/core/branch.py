"""Play from here: a match that goes on from a moment of another match's record.

A record is rules + seed (or an explicit deal) + actions, and the engine is a pure state
machine, so the first ``moves`` actions of a record replay to exactly the state the match
was in after them. A branch is a new match that starts from that state: its record has the
same rules and seed and begins with those actions (``branch_state`` then
``game.to_record``), so it replays on its own, without the original, and every later deal
is the one the seed deals, as in the original match::

    state = branch_state(game, record, moves=37)   # the match after 37 actions
    point = branch_point(game, state)              # BranchPoint(moves=37, deal=2, trick=6)
    # ... the branch is played on from ``state``; its record
    branch = game.to_record(later_state)           # branch.actions[:37] == record.actions[:37]
    assert game.replay(branch) == later_state
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .errors import IllegalActionError, RecordError
from .game import Game, Record


@dataclass(frozen=True)
class BranchPoint:
    """Where a branch left its original match."""

    moves: int
    """How many of the original's actions the branch begins with."""
    deal: int
    """The deal (hand) it left the original in, 1 first."""
    trick: int | None
    """The trick being played then; None before the tricks of the deal (an auction, a
    pass, an exchange) or after them."""


def branch_state(game: Game, record: Record, moves: int) -> Any:
    """The state of ``record``'s match after its first ``moves`` actions, from which a
    branch goes on. ``ValueError`` when ``moves`` is not 0 to the record's length, or when
    the match is over there (nothing is left to decide); ``RecordError`` when the record
    does not replay that far."""
    actions = tuple(record.actions)
    if isinstance(moves, bool) or not isinstance(moves, int) or not 0 <= moves <= len(actions):
        raise ValueError(f"a branch starts after 0 to {len(actions)} moves of this record, "
                         f"not {moves!r}")
    state = game.initial_state(record)
    for i, action in enumerate(actions[:moves], start=1):
        try:
            state, _ = game.apply(state, action)
        except IllegalActionError as exc:
            raise RecordError(f"action {i} of the record is illegal: {exc}") from exc
    if game.is_over(state) or not game.seats_to_act(state):
        raise ValueError("the match is over at that moment: there is nothing to play from it")
    return state


def branch_point(game: Game, state: Any) -> BranchPoint:
    """The moment ``state`` is at, as a branch from it names it ("hand 4, trick 6")."""
    deal, trick = game.moment(state)
    return BranchPoint(len(game.actions(state)), deal, trick)


__all__ = ["BranchPoint", "branch_point", "branch_state"]
