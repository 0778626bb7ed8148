"""Errors the Hearts engine raises: the shared ``IllegalActionError``, ``RecordError`` and
``RulesError`` of ``core.errors`` (``ValueError`` subclasses that survive pickling), and the
Hearts rules an illegal action can break (``Violation``).

Every bad input to the public API gets one of them (never a ``TypeError``, ``KeyError`` or
``RecursionError``), with a message that names the fault: ``IllegalActionError`` for an
action, a seat or a state argument, ``RulesError`` for rules and set-ups (``new_match``,
``start_hand``, ``deal_cards``), ``RecordError`` for records. ``shown`` keeps a message short
whatever the input (a 100,000-character string, a deeply nested list).
"""

from __future__ import annotations

from enum import StrEnum
from typing import Any

from ...core.errors import IllegalActionError, RecordError, RulesError, shown


class Violation(StrEnum):
    """The rule an illegal action breaks. The UI maps these to translated explanations."""

    WRONG_PHASE = "wrong_phase"
    NOT_YOUR_TURN = "not_your_turn"
    UNKNOWN_SEAT = "unknown_seat"
    CARD_NOT_IN_HAND = "card_not_in_hand"
    MUST_LEAD_OPENING_CARD = "must_lead_opening_card"
    MUST_FOLLOW_SUIT = "must_follow_suit"
    HEARTS_NOT_BROKEN = "hearts_not_broken"
    NO_POINTS_ON_FIRST_TRICK = "no_points_on_first_trick"
    ALREADY_PASSED = "already_passed"
    PASS_WRONG_COUNT = "pass_wrong_count"
    PASS_CARD_BANNED = "pass_card_banned"
    PASS_DUPLICATE_CARD = "pass_duplicate_card"
    """A pass names a card more often than the hand holds it (with two or three packs a hand
    may hold two equal cards, and then passing both is legal)."""
    BAD_PASS_SCHEME = "bad_pass_scheme"
    PASS_SCHEME_OVER_CAP = "pass_scheme_over_cap"
    BAD_MOON_CHOICE = "bad_moon_choice"
    NO_MOVE_TIMER = "no_move_timer"
    SEAT_IS_COMPUTER = "seat_is_computer"
    NOT_AN_ACTION = "not_an_action"
    """Not one of the action types, or one whose fields are not what the type holds (a card
    that is not a card, cards that are not a list)."""
    NOT_A_STATE = "not_a_state"
    """A function that reads a match state was given something else."""


def is_int(value: Any) -> bool:
    """A whole number, and not ``True``/``False`` (``True`` is not seat 1)."""
    return type(value) is int


__all__ = ["IllegalActionError", "RecordError", "RulesError", "Violation", "is_int", "shown"]
