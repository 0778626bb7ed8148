"""The Pinochle rules engine (four-handed partnership auction Pinochle, single or double
deck): a pure state machine (no Qt, no I/O, no clock, no global random) on
``hearts_desktop.core``. It implements ``shared/rules/pinochle.md`` sections 0 to 10, every
option of section 11 and the addendum's (section 15).

::

    from hearts_desktop.games.pinochle import (Rules, Bid, Pass, NameTrump, GiveCards,
        Concede, PlayCard, new_match, start_hand, legal_actions, apply, seat_view, replay,
        to_record, count_meld)

    rules = Rules.preset("pinochle")            # "pinochle_x10", "double_deck"; .replace(...)
    state = new_match(rules, seed=7)            # every deal comes from the seed
    state, events = apply(state, Bid(1, 25))    # IllegalActionError (a ValueError) if illegal
    view = seat_view(state, seat=2)             # what seat 2 may know; bots get only this
    count_meld("AH 10H KH QH JH 9H", "H").total  # 16

Seats 0..3 clockwise; partners opposite (team 0 = seats 0 and 2, team 1 = seats 1 and 3).
Cards are ``core.cards.Card`` values naming their copy (``"AH#2"``); an action may leave the
copy out (the lowest copy held is taken, ``cards.resolve``).
"""

from ...core.cards import Card, Suit
from .actions import Action, Bid, Concede, GiveCards, NameTrump, Pass, PlayCard
from .cards import face_index, is_counter, sort_hand, trick_order
from .errors import IllegalActionError, RecordError, RulesError, Violation
from .events import (
    AuctionWon,
    BidMade,
    CardPlayed,
    CardsDealt,
    CardsGiven,
    Conceded,
    DealStarted,
    Event,
    HandScored,
    MatchOver,
    MeldsCounted,
    MeldShown,
    Outcome,
    Passed,
    TrickWon,
    TrumpNamed,
)
from .game import (
    ExchangeChoices,
    apply,
    deal_hands,
    first_events,
    legal_actions,
    legal_cards,
    max_bid,
    minimum_bid,
    new_match,
    score_hand,
    seats_to_act,
    start_hand,
)
from .meld import PART_NAMES, Meld, MeldPart, count_meld, meld_points
from .record import MatchRecord, initial_state, replay, to_record
from .rules import PRESETS, BidStep, Heading, Rules, SetDefenders
from .state import SEATING, Call, HandRecord, HandSpec, MatchState, Phase, partner_of, team_of
from .view import SeatView, seat_view

__all__ = [
    "PART_NAMES", "PRESETS", "SEATING", "Action", "AuctionWon", "Bid", "BidMade", "BidStep",
    "Call", "Card", "CardPlayed", "CardsDealt", "CardsGiven", "Concede", "Conceded",
    "DealStarted", "Event", "ExchangeChoices", "GiveCards", "HandRecord", "HandScored",
    "HandSpec", "Heading", "IllegalActionError", "MatchOver", "MatchRecord", "MatchState",
    "Meld", "MeldPart", "MeldShown", "MeldsCounted", "NameTrump", "Outcome", "Pass", "Passed",
    "Phase", "PlayCard", "RecordError", "Rules", "RulesError", "SeatView", "SetDefenders",
    "Suit", "TrickWon", "TrumpNamed", "Violation", "apply", "count_meld", "deal_hands",
    "face_index", "first_events", "initial_state", "is_counter", "legal_actions",
    "legal_cards", "max_bid", "meld_points", "minimum_bid", "new_match", "partner_of", "replay",
    "score_hand", "seat_view", "seats_to_act", "sort_hand", "start_hand", "team_of",
    "to_record", "trick_order",
]
