"""``EngineGame``: the ``Game`` protocol implemented once, over what a game supplies.

Every game is a pure engine (functions over frozen states) and a record type; the protocol
object the registry hands out only connects them. A game's ``protocol.py`` subclasses
``EngineGame`` and says what is its own (OpenSpiel's ``Game``/``State`` split, kpat's
``DealerScene`` subclasses)::

    class OmbreGame(EngineGame[Rules, MatchState, Action, Event]):
        name = "ombre"
        title = "Ombre"
        engine = engine                   # new_match, first_events, legal_actions,
                                          # seats_to_act, apply
        record_type = MatchRecord         # core.record.EngineRecord: rules type, action
                                          # JSON, replay
        seat_view = staticmethod(seat_view)
        over = (Phase.MATCH_OVER, Phase.DEAL_OVER)

        def deck(self, rules): ...        # and whatever else differs

    GAME = OmbreGame()

What the base assumes of the game's parts, each overridable:

- the rules type (``record_type.rules_type``) has ``preset_names()``, ``preset(name)``,
  ``from_dict``; a rules value has ``to_dict()``, ``name`` and ``players``;
- a state has ``phase`` (``is_over``: one of ``over``), ``actions``, ``rules``, ``seed`` and
  ``deal_start`` (how many actions came before the current deal);
- the game's package holds ``analysis.analyse(record)``, ``bots.BOTS`` (a
  ``core.bots.BotRegistry``) and, for the coach, ``review`` (a ``core.review.ReviewModule``),
  imported when first used.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping, Sequence
from types import ModuleType
from typing import TYPE_CHECKING, Any, ClassVar, Generic, TypeVar, cast

from .deck import DeckSpec
from .errors import RulesError
from .events import redact
from .game import Bot, MatchAnalysis
from .record import EngineRecord
from .seats import Seating

if TYPE_CHECKING:
    from .review import HandReview, ReviewModule, Thresholds

R = TypeVar("R")
S = TypeVar("S")
A = TypeVar("A")
E = TypeVar("E")


class EngineGame(Generic[R, S, A, E]):
    """A game's engine behind the ``Game`` protocol (rules ``R``, states ``S``, actions
    ``A``, events ``E``)."""

    name: ClassVar[str]
    """The registry key."""
    title: ClassVar[str]
    """The English name; the UI translates it."""
    engine: ModuleType
    """The engine's module: ``new_match(rules, seed)``, ``first_events(state)``,
    ``legal_actions(state, seat)``, ``seats_to_act(state)``, ``apply(state, action)``."""
    record_type: ClassVar[type[EngineRecord[Any, Any, Any, Any]]]
    """The game's ``MatchRecord``: its rules type, action codec, start and replay."""
    over: ClassVar[tuple[Any, ...]]
    """The phases in which a match (or a lone deal) is over."""
    direction: ClassVar[int] = 1
    """The direction of play (``Seating``): 1 clockwise, -1 counter-clockwise."""
    seat_levels_to_bots: ClassVar[bool] = False
    """Whether ``make_bot`` gives the bots ``seat_levels`` (who sits at the table)."""
    play_phases: ClassVar[tuple[Any, ...]] = ()
    """The phases in which the tricks are played (``moment`` names a trick in them)."""

    # ------------------------------------------------------------------ rules
    def presets(self) -> tuple[str, ...]:
        return cast(tuple[str, ...], self.record_type.rules_type.preset_names())

    def preset(self, name: str) -> R:
        return cast(R, self.record_type.rules_type.preset(name))

    def rules_to_json(self, rules: R) -> dict[str, Any]:
        return cast(dict[str, Any], rules.to_dict())  # type: ignore[attr-defined]

    def rules_from_json(self, data: Any) -> R:
        if not isinstance(data, Mapping):
            raise RulesError(f"{self.title} rules are a JSON object, not "
                             f"{type(data).__name__}")
        return cast(R, self.record_type.rules_type.from_dict(data))

    def rules_name(self, rules: R) -> str:
        return cast(str, rules.name)  # type: ignore[attr-defined]

    def players(self, rules: R) -> int:
        return cast(int, rules.players)  # type: ignore[attr-defined]

    def seating(self, rules: R) -> Seating:
        return Seating(self.players(rules), direction=self.direction)

    def deck(self, rules: R) -> DeckSpec:
        raise NotImplementedError

    # ------------------------------------------------------------------ play
    def new_match(self, rules: R, seed: int) -> S:
        return cast(S, self.engine.new_match(rules, seed))

    def first_events(self, state: S) -> list[E]:
        return cast(list[E], self.engine.first_events(state))

    def legal_actions(self, state: S, seat: int | None = None) -> list[A]:
        return cast(list[A], self.engine.legal_actions(state, seat))

    def seats_to_act(self, state: S) -> tuple[int, ...]:
        return cast(tuple[int, ...], self.engine.seats_to_act(state))

    def apply(self, state: S, action: A) -> tuple[S, list[E]]:
        return cast(tuple[S, list[E]], self.engine.apply(state, action))

    def is_over(self, state: S) -> bool:
        return state.phase in self.over  # type: ignore[attr-defined]

    def seat_view(self, state: S, seat: int) -> Any:
        raise NotImplementedError

    def redact(self, event: E, seat: int | None) -> E | None:
        out: E | None = redact(event, seat)
        return out

    def actions(self, state: S) -> tuple[A, ...]:
        return cast(tuple[A, ...], state.actions)  # type: ignore[attr-defined]

    def deal_start(self, state: S) -> int:
        """How many actions came before the current deal was dealt."""
        return cast(int, state.deal_start)  # type: ignore[attr-defined]

    def moment(self, state: S) -> tuple[int, int | None]:
        """(deal number, trick number) of ``state``: the deal it is in and, while the
        tricks are played (``play_phases``), the trick being played (the next one when none
        is under way); None for the trick before the play (bidding, passing, an exchange)
        and after it. A state has ``deal_number`` and ``trick_number``."""
        deal = int(state.deal_number)  # type: ignore[attr-defined]
        if state.phase not in self.play_phases:  # type: ignore[attr-defined]
            return deal, None
        return deal, int(state.trick_number)  # type: ignore[attr-defined]

    def rules_of(self, state: S) -> R:
        return cast(R, state.rules)  # type: ignore[attr-defined]

    def seed_of(self, state: S) -> int | None:
        return cast("int | None", state.seed)  # type: ignore[attr-defined]

    # ------------------------------------------------------------------ records
    def to_record(self, state: S) -> Any:
        return self.record_type.from_state(state)

    def record_from_json(self, text: str | bytes | Mapping[str, Any]) -> Any:
        return self.record_type.from_json(text)

    def replay(self, record: Any) -> S:
        return cast(S, self.record_type.replay_of(record))

    def initial_state(self, record: Any) -> S:
        return cast(S, self.record_type.initial_state_of(record))

    def action_to_json(self, action: A) -> dict[str, Any]:
        return self.record_type.action_codec.to_json(action)

    def action_from_json(self, data: Any) -> A:
        return cast(A, self.record_type.action_codec.from_json(data))

    def analyse(self, record: Any) -> MatchAnalysis:
        return cast(MatchAnalysis, self._part("analysis").analyse(record))

    # ------------------------------------------------------------------ the coach
    def review_module(self) -> ReviewModule:
        """The game's evaluator (``games/<game>/review.py``); ``NotImplementedError``
        naming the game if it has none."""
        package = self.record_type.__module__.rpartition(".")[0]
        try:
            module = importlib.import_module(f"{package}.review")
        except ModuleNotFoundError as exc:
            if exc.name != f"{package}.review":
                raise
            raise NotImplementedError(
                f"{self.title} has no coach yet ({package}.review is missing)") from None
        return cast("ReviewModule", module)

    def review(self, record: Any, seat: int, *, deal: int | None = None, seed: int = 0,
               worlds: int | None = None, hindsight: bool = False,
               progress: Callable[[int, int], None] | None = None,
               cancel: Callable[[], bool] | None = None) -> tuple[HandReview, ...]:
        from .game import Game
        from .review import review_hand, review_match
        module = self.review_module()
        game = cast(Game, self)
        if deal is None:
            return review_match(game, record, seat, seed=seed, worlds=worlds,
                                hindsight=hindsight, progress=progress, cancel=cancel,
                                module=module)
        return (review_hand(game, record, seat, deal, seed=seed, worlds=worlds,
                            hindsight=hindsight, progress=progress, cancel=cancel,
                            module=module),)

    @property
    def review_thresholds(self) -> Thresholds:
        return self.review_module().THRESHOLDS

    # ------------------------------------------------------------------ CPU players
    def bot_kinds(self) -> tuple[str, ...]:
        return cast(tuple[str, ...], self._part("bots").BOTS.bot_kinds())

    def make_bot(self, kind: str, seed: int, *, level: str | None = None,
                 seat_levels: Sequence[str | None] = ()) -> Bot:
        """(``seat_levels`` reaches the bots where ``seat_levels_to_bots`` says so; the
        others model every opponent alike.)"""
        options: dict[str, Any] = {}
        if self.seat_levels_to_bots:
            options["seat_levels"] = tuple(seat_levels)
        return cast(Bot, self._part("bots").BOTS.make_bot(kind, seed, level=level, **options))

    def _part(self, module: str) -> ModuleType:
        """The game package's ``module``, imported when first needed (the bots and the
        analysis are not loaded to name a game)."""
        package = self.record_type.__module__.rpartition(".")[0]
        return importlib.import_module(f"{package}.{module}")
