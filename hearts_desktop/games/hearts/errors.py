"""Errors the Hearts engine raises: the shared ``IllegalActionError`` and ``RecordError`` of
``core.errors`` (``ValueError`` subclasses that survive pickling), and the Hearts rules an
illegal action can break (``Violation``)."""

from __future__ import annotations

from enum import StrEnum

from ...core.errors import IllegalActionError, RecordError


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
    BAD_PASS_SCHEME = "bad_pass_scheme"
    PASS_SCHEME_OVER_CAP = "pass_scheme_over_cap"
    BAD_MOON_CHOICE = "bad_moon_choice"
    NO_MOVE_TIMER = "no_move_timer"
    SEAT_IS_COMPUTER = "seat_is_computer"
    NOT_AN_ACTION = "not_an_action"


__all__ = ["IllegalActionError", "RecordError", "Violation"]
