"""The ranges of the numbers a game reads from outside: a record's seed, an action's seat,
the numbers of a rules object (from a record, the New game form or a network client).

Each is checked where it is read (``Rules.__post_init__``, ``MatchRecord.from_dict``,
``action_from_json``), so that no number from outside can make a match that never ends,
a score no history can store (SQLite's integers are 64-bit) or a timer that overflows.
The ranges are far wider than any form offers.
"""

from __future__ import annotations

import reprlib
from typing import Any

from .errors import RecordError, RulesError

MAX_SEED = 2**63 - 1
"""Seeds are 0 to 2^63 - 1 (what the program and the server draw, and the New game form
takes)."""
MAX_SEATS = 12
"""No game seats more (Cancellation Hearts: 6 to 12)."""
MAX_DEALS = 1000
"""A match's fixed number of deals."""
MAX_TARGET = 100_000
"""A score a match plays to (on the rules' own small scale)."""
MAX_CARD_POINTS = 1000
"""The size of what one card or one bonus is worth."""
MAX_CHIPS = 1_000_000
"""Chips a player starts with, or wins or loses to end a session."""
MAX_ANTE = 10_000
"""Chips put into the pot before a deal."""
MAX_MOVE_TIMER = 3600
"""Seconds per move."""


def _shown(value: Any) -> str:
    """``value`` for a message: a number (about 10^n when it is long), else a short repr
    (the type's name when even that fails: a hostile ``__repr__``)."""
    if whole(value):
        if value.bit_length() <= 128:
            return str(value)
        return f"{'-' if value < 0 else ''}about 10^{int(value.bit_length() * 0.30103)}"
    try:
        return reprlib.repr(value)
    except Exception:
        return f"<{type(value).__name__}>"


def whole(value: Any) -> bool:
    """Is ``value`` a whole number (``True`` is not)?"""
    return isinstance(value, int) and not isinstance(value, bool)


def check_rules_number(name: str, value: Any, low: int, high: int) -> None:
    """``RulesError`` unless ``value`` is a whole number from ``low`` to ``high``."""
    if not whole(value) or not low <= value <= high:
        raise RulesError(f"{name} must be a whole number from {low} to {high}, "
                         f"not {_shown(value)}")


def check_seed(seed: Any) -> None:
    """``RecordError`` unless ``seed`` is None (an explicit deal) or 0 to ``MAX_SEED``."""
    if seed is not None and (not whole(seed) or not 0 <= seed <= MAX_SEED):
        raise RecordError(f"the record's seed is damaged: {_shown(seed)} is not a whole "
                          f"number from 0 to {MAX_SEED}")


def check_record_number(name: str, value: Any, low: int = -MAX_SEED, high: int = MAX_SEED
                        ) -> None:
    """``RecordError`` unless ``value`` (a number of a record's explicit deal: a score, a
    player's chips, the pot, the deal's number) is a whole number from ``low`` to ``high``
    (by default what a 64-bit integer holds, as the history stores it)."""
    if not whole(value) or not low <= value <= high:
        raise RecordError(f"the record's {name} is damaged: {_shown(value)} is not a whole "
                          f"number from {low} to {high}")


def check_record_seat(seat: Any, seats: int = MAX_SEATS) -> int:
    """``seat`` if it is a whole number from 0 to ``seats - 1``, else ``RecordError``."""
    if not whole(seat) or not 0 <= seat < seats:
        raise RecordError(f"bad seat {_shown(seat)}: a seat is 0 to {seats - 1}")
    return int(seat)


__all__ = [
    "MAX_ANTE",
    "MAX_CARD_POINTS",
    "MAX_CHIPS",
    "MAX_DEALS",
    "MAX_MOVE_TIMER",
    "MAX_SEATS",
    "MAX_SEED",
    "MAX_TARGET",
    "check_record_number",
    "check_record_seat",
    "check_rules_number",
    "check_seed",
    "whole",
]
