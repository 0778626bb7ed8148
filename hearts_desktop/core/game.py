"""The ``Game`` protocol: what every game offers to the table, the bots, the history and the
network, and nothing game-specific above it needs to know.

A game is a pure state machine over frozen values (no Qt, no I/O, no clock, no global
random). Its states, actions, events and views are its own types; the protocol fixes the
functions over them::

    game = get_game("hearts")                    # hearts_desktop.games registry
    rules = game.preset("classic")               # game.presets(): the preset names
    state = game.new_match(rules, seed=7)
    game.legal_actions(state)                    # every action some seat may take now
    state, events = game.apply(state, action)    # IllegalActionError (a ValueError) if not
    game.is_over(state); view = game.seat_view(state, seat=1)
    record = game.to_record(state)               # versioned JSON: record.to_json()
    assert game.replay(record.to_json()) == state
    game.action_to_json(action); game.action_from_json(data)

Seats and turns: ``seats_to_act(state)`` lists who must act now (several seats at once
while cards are passed). ``redact(event, seat)`` is what a seat may see of an event
(``core.events``). Bots: ``make_bot(kind, seed)`` returns an object whose
``choose(view)`` returns a legal action for the view's seat; bots see only a seat view.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

from .deck import DeckSpec
from .seats import Seating

if TYPE_CHECKING:
    from .review import HandReview, Thresholds

Score = int | complex
"""A score: an int, or a Gaussian integer under Complex Hearts."""


@runtime_checkable
class Record(Protocol):
    """A match record: rules + seed (or an explicit deal) + actions, as versioned JSON."""

    @property
    def game(self) -> str: ...

    @property
    def seed(self) -> int | None: ...

    @property
    def actions(self) -> tuple[Any, ...]: ...

    def to_dict(self) -> dict[str, Any]: ...

    def to_json(self) -> str: ...


@runtime_checkable
class Bot(Protocol):
    """A CPU player: one seat's view in, one legal action for that seat out."""

    def choose(self, view: Any) -> Any: ...


@dataclass(frozen=True)
class DealResult:
    """One scored deal of a match, as the history and the score sheet keep it."""

    deal_number: int
    points: tuple[Score, ...]
    """This deal's score per seat."""
    totals: tuple[Score, ...]
    """Running totals per seat after it."""
    facts: Mapping[str, Any] = field(default_factory=dict)
    """Per-game facts of the deal (Hearts: ``{"moon_by": 2, "sun": False, "queens": (...)}``;
    Pinochle: contract, declarer, made ...). JSON-able values only."""


@dataclass(frozen=True)
class MatchAnalysis:
    """What the history keeps of a match besides its record (found by replaying it)."""

    game: str
    rules_name: str
    deals: tuple[DealResult, ...]
    final_scores: tuple[Score, ...]
    ranking: tuple[int, ...]
    """Place per seat, 1 = best; ties share the better place."""
    teams: tuple[tuple[int, ...], ...] = ()
    higher_is_better: bool = False
    facts: Mapping[str, Any] = field(default_factory=dict)
    """Per-game facts of the match (totals per seat, e.g. ``{"moons": (1, 0, 0, 0)}``)."""


@runtime_checkable
class Game(Protocol):
    """What the table, the bots, the history and the network use of a game."""

    name: str
    """The registry key: ``"hearts"``, ``"pinochle"``, ``"ombre"``."""
    title: str
    """The English name ("Hearts"); the UI translates it."""

    # ------------------------------------------------------------------ rules
    def presets(self) -> tuple[str, ...]: ...

    def preset(self, name: str) -> Any: ...

    def rules_to_json(self, rules: Any) -> dict[str, Any]: ...

    def rules_from_json(self, data: Any) -> Any:
        """Raises ``RulesError`` for damaged rules."""

    def rules_name(self, rules: Any) -> str:
        """The preset the rules are (or ``"custom"``)."""

    def players(self, rules: Any) -> int: ...

    def seating(self, rules: Any) -> Seating: ...

    def deck(self, rules: Any) -> DeckSpec: ...

    # ------------------------------------------------------------------ play
    def new_match(self, rules: Any, seed: int) -> Any: ...

    def first_events(self, state: Any) -> list[Any]:
        """The events of what ``new_match`` already did (the opening deal), to animate."""

    def legal_actions(self, state: Any, seat: int | None = None) -> list[Any]:
        """Every action some seat (or ``seat``) may take now. Where a choice is enormous
        (Hearts' dealer's choice at twelve seats), a game may list a canonical subset and
        accept any other legal action in ``apply``; the list is never empty while a seat
        must act."""

    def seats_to_act(self, state: Any) -> tuple[int, ...]: ...

    def apply(self, state: Any, action: Any) -> tuple[Any, list[Any]]: ...

    def is_over(self, state: Any) -> bool: ...

    def seat_view(self, state: Any, seat: int) -> Any: ...

    def redact(self, event: Any, seat: int | None) -> Any | None: ...

    def actions(self, state: Any) -> tuple[Any, ...]:
        """Every action applied so far (with rules and seed: the record)."""

    def deal_start(self, state: Any) -> int:
        """How many of ``actions(state)`` came before the current deal began (restart)."""

    def moment(self, state: Any) -> tuple[int, int | None]:
        """(deal number, trick number) of ``state``; the trick is None outside the play of
        the tricks (an auction, a pass, an exchange). What "play from here" names."""

    def rules_of(self, state: Any) -> Any: ...

    def seed_of(self, state: Any) -> int | None: ...

    # ------------------------------------------------------------------ records
    def to_record(self, state: Any) -> Record: ...

    def record_from_json(self, text: str | bytes | Mapping[str, Any]) -> Record:
        """Raises ``RecordError``."""

    def replay(self, record: Record | str | bytes) -> Any: ...

    def initial_state(self, record: Record) -> Any: ...

    def action_to_json(self, action: Any) -> dict[str, Any]: ...

    def action_from_json(self, data: Any) -> Any:
        """Raises ``RecordError``."""

    def analyse(self, record: Record) -> MatchAnalysis: ...

    # ------------------------------------------------------------------ the coach
    def review(self, record: Record, seat: int, *, deal: int | None = None, seed: int = 0,
               worlds: int | None = None, hindsight: bool = False,
               progress: Callable[[int, int], None] | None = None,
               cancel: Callable[[], bool] | None = None) -> tuple[HandReview, ...]:
        """The coach (``core.review``, docs/coach.md): ``seat``'s decisions graded by what
        the seat knew, every hand of the match (``deal`` None) or that one deal's review.
        Deterministic for (``seed``, ``worlds``: sampled worlds per decision, default the
        game's). ``ReviewError`` for a bad seat or deal, ``ReviewCancelled`` when
        ``cancel()`` says so; ``NotImplementedError`` if the game has no coach."""

    @property
    def review_thresholds(self) -> Thresholds:
        """The expected costs (the game's own points) from which a decision is an
        inaccuracy, a mistake, a blunder."""

    # ------------------------------------------------------------------ CPU players
    def bot_kinds(self) -> tuple[str, ...]:
        """Levels and named personalities ``make_bot`` accepts."""

    def make_bot(self, kind: str, seed: int, *, level: str | None = None,
                 seat_levels: Sequence[str | None] = ()) -> Bot:
        """A CPU player of ``kind`` (one of ``bot_kinds``), at ``level`` if given.
        ``seat_levels``: who sits at the table, as a player at the table sees it: each
        seat's kind of CPU player (as ``kind``), or None for a human; a game's bots may model
        their opponents by it (Hearts' Hard and Expert do), or ignore it."""


def check_seat(seat: object, players: int) -> int:
    """``seat`` as a seat number 0..players-1, else ``ValueError`` (``True`` is not a seat)."""
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < players:
        raise ValueError(f"no seat {seat!r} at a table of {players}")
    return seat


def replay_actions(game: Game, state: Any, actions: Sequence[Any]) -> Any:
    """``state`` after ``actions`` (each must be legal)."""
    for action in actions:
        state, _ = game.apply(state, action)
    return state
