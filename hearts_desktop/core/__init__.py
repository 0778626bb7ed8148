"""The shared pure core every game stands on: no Qt, no I/O, no clock, no global random.

- ``cards``: ``Card`` (suit, rank, copy) and its text and int forms; ``Suit``.
- ``deck``: ``DeckSpec`` (faces, copies, display order, theme element names), the French,
  Pinochle and Spanish decks.
- ``rng``: ``Stream``, the seeded SplitMix64 stream.
- ``seats``: ``Seating`` (direction of play, fixed partnerships).
- ``tricks``: ``TrickOrder`` (follow, trump, winner by a strength key; identical cards: the
  first played wins) and ``Trick``.
- ``events``: per-seat redaction of events (``redact``, ``HIDDEN``, ``cards_in``).
- ``errors``: ``IllegalActionError``, ``RecordError``, ``RulesError`` (picklable).
- ``game``: the ``Game`` protocol, ``Bot``, ``MatchAnalysis``.
- ``engine_game``: ``EngineGame``, the protocol implemented once over a game's parts.
- ``record``: the record envelope (format, version 2, game) and ``EngineRecord``, every
  game's record (JSON, replay).
- ``bots``: ``BotRegistry``, a game's CPU players by kind; ``Roster``, ``Traits``.
- ``rules``: ``OptionRules``, what every game's ``Rules`` shares (checks, JSON).
- ``registry``: games by name (``hearts_desktop.games`` fills it), and their deal-code letters.
- ``dealcodes``: deal codes (``deal_code``, ``parse_deal_code``, ``DealCode``,
  ``DealCodeError``, ``dealt_state``): a short shareable name of one deal of one match.
- ``branch``: play from here (``branch_state``, ``branch_point``, ``BranchPoint``): a match
  that goes on from a moment of another match's record.
- ``review``: the coach (``review_hand``, ``review_match``, ``seat_decisions``,
  ``HandReview``, ``DecisionReview``, ``OptionValue``, ``SampledLine``, ``Thresholds``,
  ``Evaluation``, ``ReviewError``, ``ReviewCancelled``): a seat's decisions graded by what
  it knew, over each game's ``review`` evaluator (docs/coach.md).
- ``budget``: the search players' time budget (``Clock``, ``Budget``: CPU time within a
  wall-clock ceiling; the clocks are given, the core reads none).
"""

from .branch import BranchPoint, branch_point, branch_state
from .cards import FULL_PACK, JOKER, Card, Suit, cards_text, parse_cards
from .dealcodes import (
    DealCode,
    DealCodeError,
    DealCodeProblem,
    deal_code,
    dealt_state,
    parse_deal_code,
)
from .deck import DeckSpec, Dress
from .errors import IllegalActionError, RecordError, RulesError, UnknownGameError
from .events import HIDDEN, cards_in, redact, redact_all
from .game import Bot, DealResult, Game, MatchAnalysis, Record, Score
from .review import (
    REVIEW_VERSION,
    DecisionReview,
    Evaluation,
    HandReview,
    OptionValue,
    ReviewCancelled,
    ReviewError,
    SampledLine,
    Thresholds,
    review_hand,
    review_match,
    seat_decisions,
)
from .rng import Stream
from .seats import Seating
from .tricks import Trick, TrickOrder

__all__ = [
    "FULL_PACK", "HIDDEN", "JOKER", "REVIEW_VERSION", "Bot", "BranchPoint", "Card", "DealCode",
    "DealCodeError", "DealCodeProblem", "DealResult", "DecisionReview", "DeckSpec", "Dress",
    "Evaluation", "Game", "HandReview", "IllegalActionError", "MatchAnalysis", "OptionValue",
    "Record", "RecordError", "ReviewCancelled", "ReviewError", "RulesError", "SampledLine",
    "Score", "Seating", "Stream", "Suit", "Thresholds", "Trick", "TrickOrder",
    "UnknownGameError", "branch_point", "branch_state", "cards_in", "cards_text",
    "deal_code", "dealt_state", "parse_cards", "parse_deal_code", "redact", "redact_all",
    "review_hand", "review_match",
    "seat_decisions",
]
