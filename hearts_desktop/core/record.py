"""The envelope every match record shares: format, version and game.

A record is JSON: ``{"format": "hearts-desktop/match", "version": 2, "game": "hearts", ...}``
followed by what the game keeps (rules, seed or explicit deal, actions). Version 1 records
(written before there was more than one game) have no ``game`` key and are Hearts records.
``read_json`` turns any damage (bad JSON, absurd nesting, wrong types) into ``RecordError``.

``EngineRecord`` is that record for every game: rules, seed (or the explicit deal a game's
``start_hand``/``start_deal`` began from, its ``origin``) and the actions, read and written
the same way, replayed the same way. A game's ``MatchRecord`` subclasses it and says only
what is its own: its name, how its rules, actions and explicit deal are written, how a
match starts and how an action is applied::

    @dataclass(frozen=True)
    class MatchRecord(EngineRecord[Rules, Action, DealSpec, MatchState]):
        GAME = "ombre"
        TITLE = "an Ombre record"
        rules_type = Rules; action_codec = ActionCodec(action_to_json, action_from_json)
        def origin_to_json(self, origin): ...            # the "deal" object
        @classmethod
        def origin_from_json(cls, deal, data): ...       # and back (ValueError if damaged)
        def start(self, origin): ...                      # the state an explicit deal makes
        def new_match(self, seed): ...
        @staticmethod
        def apply(state, action): ...

    replay = MatchRecord.replay_of                        # the game's ``record.replay``
    initial_state = MatchRecord.initial_state_of
    to_record = MatchRecord.from_state
"""

from __future__ import annotations

import json
import reprlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, ClassVar, Generic, Protocol, Self, TypeVar, cast

from .errors import IllegalActionError, RecordError, RulesError, shown
from .limits import MAX_SEATS, check_record_seat, check_seed

RECORD_FORMAT = "hearts-desktop/match"
RECORD_VERSION = 2
"""Version 2 added ``game``; version 1 reads as Hearts."""
READABLE_VERSIONS = (1, 2)
MAX_RECORD_CHARS = 64 * 1024 * 1024
"""A record longer than this is refused unread (a whole match is a few hundred KB)."""


def read_json(text: str | bytes | bytearray | Mapping[str, Any]) -> Any:
    """Parse record JSON; ``RecordError`` for anything that is not JSON or is absurd."""
    if isinstance(text, Mapping):
        return text
    if not isinstance(text, (str, bytes, bytearray)):
        raise RecordError(f"a record is JSON text, not {type(text).__name__}")
    if len(text) > MAX_RECORD_CHARS:
        raise RecordError(f"the record is too long ({len(text):,} characters)")
    try:
        return json.loads(text)
    except RecursionError:
        raise RecordError("the record is nested too deeply to be a match record") from None
    except (ValueError, UnicodeDecodeError) as exc:
        raise RecordError(f"the record is not valid JSON: {exc}") from None


def record_game(data: Any) -> tuple[str, int]:
    """The game and version of a parsed record (``RecordError`` if it is not one)."""
    if not isinstance(data, dict) or data.get("format") != RECORD_FORMAT:
        raise RecordError("this is not a Hearts Desktop match record")
    version = data.get("version")
    if type(version) is not int or version not in READABLE_VERSIONS:  # not True, not "1"
        raise RecordError(f"unknown record version {reprlib.repr(version)} (this program reads "
                          f"version {' or '.join(map(str, READABLE_VERSIONS))})")
    if version == 1:
        if "game" in data and data["game"] != "hearts":
            raise RecordError("a version 1 record is always a Hearts record")
        return "hearts", version
    game = data.get("game")
    if not isinstance(game, str) or not game:
        raise RecordError("the record does not say which game it is")
    return game, version


def check_action_fields(data: Any, fields: Mapping[str, tuple[str, ...]]) -> None:
    """``RecordError`` if the action object ``data`` has a key besides ``type``, ``seat``
    and the fields ``fields`` names for its type (a game's actions are as strict as the
    network protocol's own messages: an unknown field is an error, not ignored). Anything
    that is not an object, or of a type ``fields`` does not name, is left to the game to
    refuse."""
    if not isinstance(data, dict):
        return
    allowed = fields.get(data.get("type"))  # type: ignore[arg-type]
    if allowed is None:
        return
    unknown = [key for key in data if key not in ("type", "seat") and key not in allowed]
    if unknown:
        names = ", ".join(reprlib.repr(k) for k in sorted(map(str, unknown))[:5])
        known = ", ".join(("type", "seat", *allowed))
        raise RecordError(f"a {data['type']} action has no field {names} (its fields: "
                          f"{known})")


ActionReader = Callable[[int, Any], Any]
"""``reader(seat, data)``: one type of action read from its JSON object ``data`` (the seat
already checked); ``RecordError``, or ``KeyError``/``TypeError``/``ValueError`` for damage."""


def read_action(data: Any, fields: Mapping[str, tuple[str, ...]],
                readers: Mapping[str, ActionReader], seats: int = MAX_SEATS, *,
                show: Callable[[Any], str] = shown) -> Any:
    """A game's action from its JSON object: ``readers[data["type"]](seat, data)``.
    ``RecordError`` for a field the type does not have (``check_action_fields``), a seat not
    ``0..seats-1``, an unknown type, or damage (``show`` writes ``data`` in the message)."""
    check_action_fields(data, fields)
    try:
        kind = data["type"]
        seat = check_record_seat(data["seat"], seats)
        reader = readers.get(kind) if isinstance(kind, str) else None
        if reader is not None:
            return reader(seat, data)
    except RecordError:
        raise
    except (KeyError, TypeError, ValueError) as exc:  # IllegalActionError is a ValueError
        raise RecordError(f"damaged action {show(data)}: {exc}") from None
    raise RecordError(f"unknown action type in {show(data)}")


def header(game: str) -> dict[str, Any]:
    """The first keys of a record written now."""
    return {"format": RECORD_FORMAT, "version": RECORD_VERSION, "game": game}


class RulesCodec(Protocol):
    """A game's rules type as a record writes and reads it."""

    def to_dict(self) -> dict[str, Any]: ...


R = TypeVar("R", bound=RulesCodec)
A = TypeVar("A")
O = TypeVar("O")  # noqa: E741 - the origin (explicit deal) type
S = TypeVar("S")


@dataclass(frozen=True)
class ActionCodec(Generic[A]):
    """How a game writes its actions into a record and reads them back."""

    to_json: Callable[[A], dict[str, Any]]
    from_json: Callable[[Any], A]


@dataclass(frozen=True)
class EngineRecord(Generic[R, A, O, S]):
    """A match record: rules + seed (or an explicit deal, ``origin``) + actions, as
    versioned JSON (``to_json``, ``from_json``); ``replay_of`` rebuilds the state."""

    rules: R
    seed: int | None
    actions: tuple[A, ...]
    origin: O | None = None

    GAME: ClassVar[str] = ""
    """The game's registry name, written as the record's ``"game"``."""
    TITLE: ClassVar[str] = ""
    """The record in words for a refusal: ``"a Hearts record"``."""
    rules_type: ClassVar[Any]
    """The game's rules class (``from_dict`` raises ``RulesError``)."""
    action_codec: ClassVar[ActionCodec[Any]]

    # ------------------------------------------------------------------ what a game supplies
    def extra_to_json(self) -> dict[str, Any]:
        """The game's own keys, written between the seed and the actions (none)."""
        return {}

    @classmethod
    def extra_from_json(cls, data: dict[str, Any]) -> dict[str, Any]:
        """The game's own fields read from ``data`` (``RecordError`` if damaged)."""
        return {}

    def origin_to_json(self, origin: O) -> dict[str, Any]:
        """The explicit deal as the record's ``"deal"`` object."""
        raise NotImplementedError

    @classmethod
    def origin_from_json(cls, deal: Any, extra: dict[str, Any]) -> O:
        """The explicit deal read back (``KeyError``, ``TypeError`` or ``ValueError`` if it
        is damaged); ``extra``: what ``extra_from_json`` read."""
        raise NotImplementedError

    def start(self, origin: O) -> S:
        """The state the explicit deal ``origin`` starts."""
        raise NotImplementedError

    def new_match(self, seed: int) -> S:
        """The state a match of ``seed`` starts in."""
        raise NotImplementedError

    @staticmethod
    def apply(state: Any, action: Any) -> tuple[Any, list[Any]]:
        """The game's ``apply`` (a game sets ``apply = staticmethod(apply)``)."""
        raise NotImplementedError

    @classmethod
    def from_state(cls, state: Any) -> Self:
        """The record that rebuilds ``state`` with ``replay_of`` (a state has ``rules``,
        ``seed``, ``actions`` and ``origin``)."""
        return cls(state.rules, state.seed, state.actions, state.origin)

    # ------------------------------------------------------------------ JSON
    @property
    def game(self) -> str:
        return self.GAME

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), ensure_ascii=False, indent=1)

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            **header(self.GAME),
            "rules": self.rules.to_dict(),
            "seed": self.seed,
            **self.extra_to_json(),
            "actions": [self.action_codec.to_json(a) for a in self.actions],
        }
        if self.origin is not None:
            data["deal"] = self.origin_to_json(self.origin)
        return data

    @classmethod
    def from_json(cls, text: str | bytes | bytearray | Mapping[str, Any]) -> Self:
        """Read a record (``RecordError`` for anything that is not one of this game's)."""
        return cls.from_dict(read_json(text))

    @classmethod
    def from_dict(cls, data: Any) -> Self:
        game, _version = record_game(data)
        if game != cls.GAME:
            raise RecordError(f"this is a {shown(game)} record, not {cls.TITLE}")
        try:
            rules = cls.rules_type.from_dict(data["rules"])
        except KeyError:
            raise RecordError("the record has no rules") from None
        except (RulesError, TypeError, ValueError) as exc:
            raise RecordError(f"the record's rules are damaged: {exc}") from None
        seed = data.get("seed")
        check_seed(seed)
        actions = data.get("actions")
        if not isinstance(actions, list):
            raise RecordError("the record has no action list")
        extra = cls.extra_from_json(data)
        origin = None
        deal = data.get("deal")
        if deal is not None:
            if not isinstance(deal, dict):
                raise RecordError(f"the record's deal is damaged: {shown(deal)}")
            try:
                origin = cls.origin_from_json(deal, extra)
            except (KeyError, TypeError, ValueError) as exc:
                raise RecordError(f"the record's deal is damaged: {exc}") from None
        elif seed is None:
            raise RecordError("the record has neither a seed nor a deal")
        return cls(rules, seed, tuple(cls.action_codec.from_json(a) for a in actions),
                   origin, **extra)

    # ------------------------------------------------------------------ replay
    @classmethod
    def initial_state_of(cls, record: Any) -> S:
        """The state before the record's first action (``RecordError`` if it cannot be
        made)."""
        if not isinstance(record, cls):
            raise RecordError(f"not a match record: {shown(record)}")
        try:
            if record.origin is not None:
                return record.start(record.origin)
            if record.seed is None:
                raise RecordError("the record has neither a seed nor a deal")
            return record.new_match(record.seed)
        except RecordError:
            raise
        except (RulesError, ValueError) as exc:
            raise RecordError(f"the record's deal is damaged: {exc}") from None

    @classmethod
    def replay_of(cls, record: Any) -> S:
        """Rebuild the exact state a record describes (JSON text or bytes, the parsed
        object, or a record). Anything that is not a whole, legal record of this game raises
        ``RecordError``."""
        if isinstance(record, (str, bytes, bytearray, Mapping)):
            record = cls.from_json(record)
        if not isinstance(record, cls):
            raise RecordError(f"replay needs a match record (JSON text or a MatchRecord), "
                              f"not {shown(record)}")
        if not isinstance(record.actions, (tuple, list)):
            raise RecordError(f"the record's actions are not a list: {shown(record.actions)}")
        state: Any = cls.initial_state_of(record)
        for i, action in enumerate(record.actions):
            try:
                state, _ = cls.apply(state, action)
            except IllegalActionError as exc:
                raise RecordError(f"action {i + 1} of the record is illegal: {exc}") from exc
        return cast(S, state)
