"""The Hearts rules engine: a pure state machine (no Qt, no I/O, no clock, no global random).

Everything a table, a bot or a history needs goes through these names::

    from hearts_desktop.games.hearts import (Card, Rules, PassCards, PlayCard, new_match,
                                       start_hand, legal_actions, apply, replay, seat_view)

    rules = Rules.preset("classic")              # or .replace(moon="self", players=5, ...)
    state = new_match(rules, seed=7)             # a whole match dealt from the seed
    state = start_hand(rules, hands=[...], pass_direction="left")  # one explicit deal
    actions = legal_actions(state)               # PassCards / PlayCard / ChoosePass / ChooseMoon
    state, events = apply(state, actions[0])     # IllegalActionError (a ValueError) if illegal
    view = seat_view(state, seat=1)              # what seat 1 may know; bots get only this
    record = to_record(state)                    # rules + seed + actions, versioned JSON
    assert replay(record.to_json()) == state

Seats are 0..N-1 clockwise; seat s passes left to s+1. Cards read and print as ``"QS"``,
``"10H"`` (``"TH"`` and ``"Q♠"`` are read too). Scores are penalty points, higher is worse.
``engine.fast`` is the bitmask fast path for simulations.
"""

from .actions import Abandon, Action, ChooseMoon, ChoosePass, PassCards, PlayCard, Timeout
from .cards import FULL_PACK, JOKER, QUEEN_OF_SPADES, TWO_OF_CLUBS, Card, Suit, parse_cards
from .errors import IllegalActionError, RecordError, Violation
from .events import (
    CardPlayed,
    CardsDealt,
    CardsPassed,
    DealStarted,
    Event,
    FaceUpTaken,
    HandScored,
    HeartsBroken,
    KittyTaken,
    MatchOver,
    MoonChoiceRequired,
    MoonShot,
    PassCommitted,
    PassSchemeChosen,
    QueenOfSpadesPlayed,
    SeatSubstituted,
    TimedOut,
    Transfer,
    TrickSetAside,
    TrickWon,
)
from .game import (
    MAX_LISTED_PASSES,
    apply,
    cancelled_positions,
    deal_cards,
    first_events,
    legal_actions,
    legal_cards,
    new_match,
    seats_to_act,
    start_hand,
)
from .record import RECORD_VERSION, MatchRecord, initial_state, replay, to_record
from .rules import (
    PRESETS,
    ComplexMoon,
    EndMode,
    HeartValues,
    KittyRecipient,
    LeadException,
    MoonMode,
    Opening,
    PassScheme,
    RemovalTable,
    Rules,
    RulesError,
    Score,
    TieRule,
)
from .scoring import score_text
from .state import DealRecord, HandSpec, MatchState, Phase, Trick
from .view import SeatView, seat_view

IllegalAction = IllegalActionError

__all__ = [
    "FULL_PACK", "JOKER", "MAX_LISTED_PASSES", "PRESETS", "QUEEN_OF_SPADES", "RECORD_VERSION",
    "TWO_OF_CLUBS",
    "Abandon", "Action", "Card", "CardPlayed", "CardsDealt", "CardsPassed", "ChooseMoon",
    "ChoosePass", "ComplexMoon", "DealRecord", "DealStarted", "EndMode", "Event",
    "FaceUpTaken", "HandScored", "HandSpec", "HeartValues", "HeartsBroken", "IllegalAction",
    "IllegalActionError", "KittyRecipient", "KittyTaken", "LeadException", "MatchOver",
    "MatchRecord", "MatchState", "MoonChoiceRequired", "MoonMode", "MoonShot", "Opening",
    "PassCards", "PassCommitted", "PassScheme", "PassSchemeChosen", "Phase", "PlayCard",
    "QueenOfSpadesPlayed", "RecordError", "RemovalTable", "Rules", "RulesError", "Score",
    "SeatSubstituted", "SeatView", "Suit", "TieRule", "TimedOut", "Timeout", "Transfer",
    "Trick", "TrickSetAside", "TrickWon", "Violation", "apply", "cancelled_positions",
    "deal_cards", "first_events",
    "initial_state", "legal_actions", "legal_cards", "new_match", "parse_cards", "replay",
    "score_text", "seat_view", "seats_to_act", "start_hand", "to_record",
]
