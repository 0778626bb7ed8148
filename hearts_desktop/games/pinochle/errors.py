"""Errors the Pinochle engine raises: the shared ``IllegalActionError``, ``RecordError`` and
``RulesError`` of ``core.errors`` (``ValueError`` subclasses that survive pickling), and the
Pinochle rules an illegal action can break (``Violation``).

``IllegalActionError.data`` says what a table needs to explain a refusal:

- ``MUST_FOLLOW_SUIT``: ``suit`` (the suit led), ``card`` (the card refused);
- ``MUST_BEAT``: ``card``, ``to_beat`` (the current winning card), ``beaters`` (the cards of
  the hand that would);
- ``MUST_TRUMP``: ``card``, ``suit`` (led), ``trump``; ``MUST_OVERTRUMP``: ``card``,
  ``to_beat`` (the winning trump), ``beaters``;
- ``BID_TOO_LOW``: ``amount``, ``minimum`` (the lowest bid allowed now); ``BID_NOT_A_STEP``:
  ``amount``, ``minimum``, ``step`` (the bid step), ``next_above`` (the nearest bid above);
  ``BID_TOO_HIGH``: ``amount``, ``maximum`` (``game.max_bid``: more than a team can score);
- ``FIRST_BIDDER_MUST_BID``: ``minimum``; ``ALREADY_PASSED``: ``seat``;
- ``EXCHANGE_WRONG_COUNT``: ``count`` (given), ``expected``;
- ``NOT_DECLARER`` / ``NOT_PARTNER``: ``seat``, ``declarer`` (and ``partner``);
- ``NOT_YOUR_TURN``: ``seat``, ``to_move``; ``WRONG_PHASE``: ``phase``;
- ``CARD_NOT_IN_HAND`` / ``DUPLICATE_CARD``: ``card``.
"""

from __future__ import annotations

from enum import StrEnum

from ...core.errors import IllegalActionError, RecordError, RulesError


class Violation(StrEnum):
    """The rule an illegal action breaks. The UI maps these to translated explanations."""

    WRONG_PHASE = "wrong_phase"
    NOT_YOUR_TURN = "not_your_turn"
    UNKNOWN_SEAT = "unknown_seat"
    CARD_NOT_IN_HAND = "card_not_in_hand"
    NOT_AN_ACTION = "not_an_action"
    # auction (section 3, O-PASS-HELP, O-FIRST-FORCED, O-MIN-BID, O-BID-STEP)
    BID_TOO_LOW = "bid_too_low"
    BID_NOT_A_STEP = "bid_not_a_step"
    BID_TOO_HIGH = "bid_too_high"
    """Above ``game.max_bid``, a bid no team could make (the engine's ceiling on 3.7)."""
    ALREADY_PASSED = "already_passed"
    FIRST_BIDDER_MUST_BID = "first_bidder_must_bid"
    PASS_HELP_NOT_ALLOWED = "pass_help_not_allowed"
    # trump, exchange, concession (sections 4, 5, 7)
    NOT_DECLARER = "not_declarer"
    NOT_PARTNER = "not_partner"
    EXCHANGE_WRONG_COUNT = "exchange_wrong_count"
    DUPLICATE_CARD = "duplicate_card"
    CONCEDE_TOO_LATE = "concede_too_late"
    # trick play (8.3, O-HEAD, O-UNDERTRUMP)
    MUST_FOLLOW_SUIT = "must_follow_suit"
    MUST_BEAT = "must_beat"
    MUST_TRUMP = "must_trump"
    MUST_OVERTRUMP = "must_overtrump"


__all__ = ["IllegalActionError", "RecordError", "RulesError", "Violation"]
