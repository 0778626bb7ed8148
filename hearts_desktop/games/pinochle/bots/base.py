"""What every Pinochle CPU player shares: the ``Bot`` protocol, reason codes, the decision
stream, and the step from a chosen face (a card without its copy) to a legal action.

A bot is honest by construction: ``choose`` gets one seat's ``SeatView`` and nothing else,
and its randomness comes from its own seeded ``Stream``, derived from the bot's seed and the
public position of the decision, so the same view and seed always give the same decision.
Bots reason about faces (``cards.face_index``: 0..23), never about copy numbers: identical
cards look identical at a table, and a player cannot tell which copy was played.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from enum import StrEnum
from typing import Protocol, runtime_checkable

from ....core.bots import DecisionStream, SeatBot
from ....core.cards import Card
from .. import Action, GiveCards, Phase, PlayCard, SeatView, face_index


@runtime_checkable
class Bot(SeatBot[SeatView, Action], Protocol):
    """A CPU player: ``choose`` returns one of ``view.legal``."""


class Reason(StrEnum):
    """Why a bot chose its action (the hint's explanation; the UI translates)."""

    ONLY_CHOICE = "only_choice"
    # auction
    BID_VALUE = "bid_value"  # the hand (with partner) is worth this bid
    BID_TO_DECLARE = "bid_to_declare"  # over the partner: this hand wants to name trump
    JUMP_SHOWS_MELD = "jump_shows_meld"
    PASS_WEAK = "pass_weak"
    PASS_PARTNER_HOLDS = "pass_partner_holds"  # the partner holds the bid; let it declare
    PASS_WITH_HELP = "pass_with_help"
    # trump and exchange
    TRUMP_LONG_SUIT = "trump_long_suit"
    PASS_TO_DECLARER = "pass_to_declarer"  # trumps, aces, meld pieces
    RETURN_TO_PARTNER = "return_to_partner"  # no counters, the partner's meld back
    CONCEDE = "concede"
    PLAY_ON = "play_on"
    # leading
    CASH_WINNER = "cash_winner"
    PULL_TRUMPS = "pull_trumps"
    LEAD_LOW = "lead_low"
    # following
    SMEAR_COUNTER = "smear_counter"  # a counter to a partner who surely wins
    WIN_CHEAPLY = "win_cheaply"
    TAKE_TRICK = "take_trick"
    DUCK = "duck"
    TRUMP_LOW = "trump_low"
    # search
    SEARCH = "search"
    # Easy's slips
    MISTAKE = "mistake"


decision_stream = DecisionStream(Phase, "tricks", "trick.plays", "calls", "hand")
"""``decision_stream(seed, view, salt=0)``: a stream for one decision, from the bot's seed
and the public position (deal, phase, tricks, cards of the trick, calls, hand size)."""


def face_counts(cards: Iterable[Card]) -> list[int]:
    """Counts of each face index (24 slots)."""
    counts = [0] * 24
    for c in cards:
        counts[face_index(c)] += 1
    return counts


def faces_of(cards: Iterable[Card]) -> list[int]:
    return [face_index(c) for c in cards]


def play_action(view: SeatView, face: int) -> PlayCard:
    """The legal ``PlayCard`` of the lowest copy of ``face`` (identical cards are equal)."""
    best: PlayCard | None = None
    for a in view.legal:
        if isinstance(a, PlayCard) and face_index(a.card) == face and (
                best is None or a.card.copy < best.card.copy):
            best = a
    if best is None:
        raise ValueError(f"no legal card of face {face}")
    return best


def give_action(view: SeatView, faces: Sequence[int]) -> GiveCards:
    """``GiveCards`` of physical cards of the hand with these faces (lowest copies)."""
    left = list(view.hand)
    cards = []
    for f in faces:
        pick = min((c for c in left if face_index(c) == f), key=lambda c: c.copy)
        left.remove(pick)
        cards.append(pick)
    return GiveCards(view.seat, tuple(cards))
