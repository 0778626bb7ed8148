"""Errors every game raises. All are ``ValueError`` subclasses that survive pickling.

A game names the rule an illegal action breaks with its own ``StrEnum`` (Hearts' ``Violation``,
Pinochle's, Ombre's ...); ``IllegalActionError.rule`` holds that member and ``.data`` what a
UI needs to explain it. Exceptions cross process boundaries (``multiprocessing.Pool``, the
network server's workers), so each one rebuilds itself from ``pickle`` with rule and data.
"""

from __future__ import annotations

import reprlib
from enum import StrEnum
from typing import Any


class CoreViolation(StrEnum):
    """Rules every game shares; a game's own ``Violation`` enum repeats these values."""

    WRONG_PHASE = "wrong_phase"
    NOT_YOUR_TURN = "not_your_turn"
    UNKNOWN_SEAT = "unknown_seat"
    CARD_NOT_IN_HAND = "card_not_in_hand"
    NOT_AN_ACTION = "not_an_action"


class IllegalActionError(ValueError):
    """An action the rules do not allow. The state it was applied to is unchanged.

    ``rule`` names the broken rule (a game's ``StrEnum`` member); ``data`` holds what a UI
    needs to explain it, e.g. ``{"suit": Suit.CLUBS}`` for a duty to follow suit.
    """

    def __init__(self, rule: StrEnum, message: str, **data: Any) -> None:
        super().__init__(message)
        self.rule = rule
        self.data = data

    def __reduce__(self) -> tuple[Any, ...]:
        # BaseException pickles only ``args`` (the message): rebuild with rule and data too.
        return (_rebuild, (type(self), self.rule, str(self), self.data))


def _rebuild(cls: type[IllegalActionError], rule: StrEnum, message: str,
             data: dict[str, Any]) -> IllegalActionError:
    return cls(rule, message, **data)


class RecordError(ValueError):
    """A match record that is damaged, of an unknown version or game, or holds an illegal
    action."""


class RulesError(ValueError):
    """A rules value that cannot be played (for example 'across' with 3 players)."""


class UnknownGameError(ValueError):
    """No game is registered under this name."""


_REPR = reprlib.Repr()
_REPR.maxlevel = 3
_REPR.maxstring = 40
_REPR.maxother = 40
_REPR.maxlist = _REPR.maxtuple = _REPR.maxset = _REPR.maxdict = 6


def shown(value: Any) -> str:
    """``repr(value)`` cut to a readable length and depth, for error messages."""
    try:
        return _REPR.repr(value)
    except Exception:  # a hostile __repr__: name the type only
        return f"<{type(value).__name__}>"
