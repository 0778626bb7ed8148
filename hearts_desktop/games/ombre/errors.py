"""Errors the Ombre engine raises: the shared ``IllegalActionError`` and ``RecordError`` of
``core.errors`` (``ValueError`` subclasses that survive pickling), and the Ombre rules an
illegal action can break (``Violation``). ``IllegalActionError.data`` holds what a table
needs to explain the refusal (for ``MUST_PLAY_TRUMP``: the led card, the player's
protected matadors and the trumps that oblige them, 6.3)."""

from __future__ import annotations

from enum import StrEnum

from ...core.errors import IllegalActionError, RecordError, RulesError


class Violation(StrEnum):
    """The rule an illegal action breaks. The UI maps these to translated explanations."""

    # shared with every game (core.errors.CoreViolation)
    WRONG_PHASE = "wrong_phase"
    NOT_YOUR_TURN = "not_your_turn"
    UNKNOWN_SEAT = "unknown_seat"
    CARD_NOT_IN_HAND = "card_not_in_hand"
    NOT_AN_ACTION = "not_an_action"
    # bidding (section 4)
    BID_TOO_LOW = "bid_too_low"
    """4.2: a bid must be higher than the highest so far (O-PRIORITY: or equal, for an
    earlier bidder)."""
    ALREADY_PASSED = "already_passed"
    """4.3: a pass is final."""
    NOT_A_BID = "not_a_bid"
    """A contract this game or this moment does not offer (a tourné in Quadrille, a
    gascarola before everyone has passed)."""
    # exchange (section 5)
    TOO_MANY_DISCARDS = "too_many_discards"
    """5.1/5.4/O-E18: ombre discards at most 8, a defender at most what the talon holds."""
    MUST_BUY = "must_buy"
    """O-MUST-BUY (16.2): ombre must exchange at least one card (tourné: one besides the
    turned card)."""
    WRONG_DISCARD_COUNT = "wrong_discard_count"
    """Gascarola keeps exactly one card or none; the fourth player discards exactly 4."""
    DUPLICATE_CARD = "duplicate_card"
    # trump and calling
    NOT_A_SUIT = "not_a_suit"
    """A trump suit that is out of the pack (two-player) or not held (contrabola, 11.3)."""
    BAD_CALL = "bad_call"
    """QD.4: call a king you do not hold (a queen if you hold all four kings)."""
    # play (section 6)
    MUST_FOLLOW_SUIT = "must_follow_suit"
    MUST_PLAY_TRUMP = "must_play_trump"
    """6.3: a trump was led and the hand holds a trump the privilege does not protect."""
    # decisions of ombre
    NOT_OMBRE = "not_ombre"
    """Only ombre names trump, exchanges first, decides at primeras, surrenders."""
    CANNOT_SURRENDER = "cannot_surrender"
    """16.5: only entrada or tourné, bid (not forced), before ombre plays to trick 4."""


__all__ = ["IllegalActionError", "RecordError", "RulesError", "Violation"]
