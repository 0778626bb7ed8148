"""What every CPU player shares: the ``Bot`` protocol, reason codes, and small helpers that
turn a chosen set of cards into one of the view's legal actions.

A bot is honest by construction: ``choose`` gets one seat's ``SeatView`` and nothing else,
and any randomness comes from its own seeded ``Stream``. ``decision_stream`` derives that
stream from the bot's seed and the public position of the decision (deal, trick, cards
played), so the same view and the same seed always give the same decision, whatever the
bot decided before.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import StrEnum
from typing import Protocol, runtime_checkable

from ....core.bots import DecisionStream, SeatBot
from .. import Action, Card, PassCards, Phase, SeatView


@runtime_checkable
class Bot(SeatBot[SeatView, Action], Protocol):
    """A CPU player: ``choose`` returns one of ``view.legal``."""


class Reason(StrEnum):
    """Why a rule-based bot chose its action (the hint's explanation; the UI translates)."""

    ONLY_CHOICE = "only_choice"
    # passing
    PASS_DANGEROUS_SPADES = "pass_dangerous_spades"
    PASS_HIGH_HEARTS = "pass_high_hearts"
    PASS_HIGH_CARDS = "pass_high_cards"
    VOID_SUIT = "void_suit"
    PASS_FOR_MOON = "pass_for_moon"
    # leading
    SAFE_LEAD = "safe_lead"
    FLUSH_QUEEN = "flush_queen"
    LEAD_HEARTS = "lead_hearts"
    # following
    DUCK_UNDER = "duck_under"
    TAKE_CLEAN_TRICK = "take_clean_trick"
    SHED_HIGH_CARD = "shed_high_card"
    MUST_TAKE = "must_take"
    PLAY_LOW = "play_low"
    TAKE_BONUS = "take_bonus"
    # discarding (void in the led suit)
    DUMP_QUEEN = "dump_queen"
    DUMP_HIGH_SPADE = "dump_high_spade"
    DUMP_PENALTY = "dump_penalty"
    DUMP_HIGH_CARD = "dump_high_card"
    # the moon
    BLOCK_MOON = "block_moon"
    SHOOT_MOON = "shoot_moon"
    MOON_CHOICE = "moon_choice"
    # dealer's choice
    PASS_SCHEME = "pass_scheme"
    # Easy's slips
    MISTAKE = "mistake"


decision_stream = DecisionStream(Phase, "tricks", "trick.plays", "hand")
"""``decision_stream(seed, view, salt=0)``: a stream for one decision, from the bot's seed
and the public position (deal, phase, tricks, cards of the trick, hand size)."""


def pass_groups(view: SeatView) -> tuple[int, ...]:
    """The card counts of the deal's pass plan, in plan order (e.g. (3,) or (1, 1, 1))."""
    return tuple(count for _, count in view.pass_plan or ())


def pass_action(view: SeatView, cards: Sequence[Card]) -> PassCards | None:
    """``cards`` (in plan order) as a legal ``PassCards``, or None.

    Each plan group is sorted, as ``legal_actions`` lists it. Checked with
    ``view.allows``: a wide pass plan is listed in ``view.legal`` only in part."""
    groups = pass_groups(view)
    if sum(groups) != len(cards):
        return None
    ordered: list[Card] = []
    i = 0
    for count in groups:
        ordered.extend(sorted(cards[i:i + count]))
        i += count
    action = PassCards(view.seat, tuple(ordered))
    return action if view.allows(action) else None


def first_legal_pass(view: SeatView, ranked: Sequence[Card]) -> PassCards:
    """The legal pass that takes the earliest cards of ``ranked`` (most wanted first),
    skipping cards the rules do not let go (``pass_ban``). Falls back to the first legal
    action if nothing fits."""
    need = sum(pass_groups(view))
    banned = set(view.rules.pass_ban)
    pick = [c for c in ranked if c not in banned][:need]
    if len(pick) < need:
        pick += [c for c in ranked if c in banned][: need - len(pick)]
    action = pass_action(view, pick)
    if action is not None:
        return action
    first = view.legal[0]
    assert isinstance(first, PassCards)
    return first
