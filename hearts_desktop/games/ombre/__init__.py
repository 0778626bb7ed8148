"""The Ombre rules engine (with two- and four-player Ombre, Quadrille and Quintille): a pure
state machine over frozen values (no Qt, no I/O, no clock, no global random).

::

    from hearts_desktop.games.ombre import (Rules, Bid, Pass, Exchange, NameTrump, PlayCard,
                                            new_match, start_deal, legal_actions, apply,
                                            seat_view, replay, to_record)

    rules = Rules.preset("ombre")               # or "ombre_eldest", "quadrille", ...
    state = new_match(rules, seed=7)            # the first dealer and every deal come from it
    legal_actions(state)                        # Pass / Bid / Exchange / NameTrump / PlayCard ...
    state, events = apply(state, action)        # IllegalActionError (a ValueError) if illegal
    view = seat_view(state, seat=1)             # what seat 1 may know; bots get only this
    assert replay(to_record(state).to_json()) == state

Seats are 0..N-1 clockwise; play, dealing and bidding go counter-clockwise (the next seat
after s is s - 1). Cards are ``core.cards.Card`` with the French suit letters: espadas
``S``, bastos ``C``, copas ``H``, oros ``D``; ``"AS"`` is spadille, ``"AC"`` basto.
"""

from ...core.cards import Card, Suit, parse_cards
from .actions import (
    Action,
    Bid,
    CallCard,
    Exchange,
    NameTrump,
    Pass,
    PlayCard,
    Primeras,
    Surrender,
    TakeOver,
    action_from_json,
    action_to_json,
)
from .cards import (
    BASTO,
    SPADILLE,
    deck_cards,
    effective_suit,
    is_matador,
    is_trump,
    legal_plays,
    manille,
    matadors,
    plain_order,
    protected_matadors,
    punto,
    sort_hand,
    strength,
    trick_order,
    trump_order,
)
from .contracts import Contract, Result, Stop
from .engine import (
    apply,
    bid_options,
    call_options,
    can_surrender,
    deal_cards,
    exchange_limits,
    first_events,
    legal_actions,
    legal_cards,
    new_match,
    seats_to_act,
    start_deal,
    trump_options,
)
from .errors import IllegalActionError, RecordError, RulesError, Violation
from .events import (
    POT,
    AllPassed,
    AntePaid,
    BidMade,
    CardCalled,
    CardPlayed,
    CardsDealt,
    CardsExchanged,
    CardTurned,
    DealScored,
    DealStarted,
    DealThrownIn,
    Event,
    ForcedBy,
    HonoursAnnounced,
    OmbreDeclared,
    PartnerRevealed,
    Passed,
    Payment,
    PaymentReason,
    PlayStarted,
    PlayStopped,
    PrimerasReached,
    SessionOver,
    Surrendered,
    TakenOver,
    TalonTaken,
    TrickWon,
    TrumpNamed,
    VoleAttempted,
    VoleStakesPaid,
)
from .record import MatchRecord, initial_state, replay, to_record
from .rules import PRESETS, AllPass, Rules, SitOut, Variant
from .scoring import classify, honours
from .state import Deal, DealSpec, DealSummary, MatchState, Phase
from .view import SeatView, seat_view

__all__ = [
    "BASTO", "POT", "PRESETS", "SPADILLE", "Action", "AllPass", "AllPassed", "AntePaid", "Bid",
    "BidMade", "CallCard", "Card", "CardCalled", "CardPlayed", "CardTurned", "CardsDealt",
    "CardsExchanged", "Contract", "Deal", "DealScored", "DealSpec", "DealStarted", "DealSummary",
    "DealThrownIn", "Event", "Exchange", "ForcedBy", "HonoursAnnounced", "IllegalActionError",
    "MatchRecord", "MatchState", "NameTrump", "OmbreDeclared", "PartnerRevealed", "Pass", "Passed",
    "Payment", "PaymentReason", "Phase", "PlayCard", "PlayStarted", "PlayStopped", "Primeras",
    "PrimerasReached", "RecordError", "Result", "Rules", "RulesError", "SeatView", "SessionOver",
    "SitOut", "Stop", "Suit", "Surrender", "Surrendered", "TakeOver", "TakenOver", "TalonTaken",
    "TrickWon", "TrumpNamed", "Variant", "Violation", "VoleAttempted", "VoleStakesPaid",
    "action_from_json", "action_to_json", "apply", "bid_options", "call_options", "can_surrender",
    "classify", "deal_cards", "deck_cards", "effective_suit", "exchange_limits", "first_events",
    "honours", "initial_state", "is_matador", "is_trump", "legal_actions", "legal_cards",
    "legal_plays", "manille", "matadors", "new_match", "parse_cards", "plain_order",
    "protected_matadors", "punto", "replay", "seat_view", "seats_to_act", "sort_hand",
    "start_deal", "strength", "to_record", "trick_order", "trump_options", "trump_order",
]
