"""``SavedMatch``: what is autosaved, exported, imported and kept in the history database.

A match record (rules + seed + actions, see ``engine.record``) plus who played it, when it
started and whether undo/restart/hint were used, as versioned JSON::

    {"format": "hearts-desktop/saved-match", "version": 1,
     "started": "2026-11-22T13:05:01.123456+00:00", "assisted": false,
     "players": [{"name": "You", "human": true, "kind": "human", "level": null}, ...],
     "record": {"format": "hearts-desktop/match", "version": 1, ...}}

Reading one always replays the record, so an illegal or tampered action list is refused.
"""

from __future__ import annotations

import dataclasses
import functools
import json
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from ..games.hearts import Action, MatchRecord, MatchState, RecordError, replay, to_record
from ..games.hearts.actions import action_to_json
from .errors import HistoryError

SAVED_FORMAT = "hearts-desktop/saved-match"
SAVED_VERSION = 1
_COMPACT = (",", ":")


@functools.lru_cache(maxsize=8192)
def _action_text(action: Action) -> str:
    """An action's compact JSON text (actions are frozen values: the cache is safe)."""
    return json.dumps(action_to_json(action), ensure_ascii=False, separators=_COMPACT)


@dataclass(frozen=True)
class PlayerInfo:
    """Who sat at a seat."""

    name: str
    human: bool
    kind: str
    """"human", or the bot kind: "easy"/"normal"/"hard"/"random"/a roster key."""
    level: str | None
    """The level the bot played at; None for the human."""

    def to_dict(self) -> dict[str, Any]:
        return {"name": self.name, "human": self.human, "kind": self.kind, "level": self.level}

    @classmethod
    def from_dict(cls, data: Any) -> PlayerInfo:
        if not isinstance(data, dict):
            raise HistoryError("a player entry of the saved match is damaged", "bad-players")
        name, human, kind, level = (data.get("name"), data.get("human"), data.get("kind"),
                                    data.get("level"))
        if (not isinstance(name, str) or not isinstance(human, bool)
                or not isinstance(kind, str) or not kind
                or not (level is None or isinstance(level, str))):
            raise HistoryError(f"the player entry {data!r} of the saved match is damaged",
                               "bad-players")
        return cls(name, human, kind, level)


@dataclass(frozen=True)
class SavedMatch:
    """A match with its players; ``state()`` rebuilds it by replaying the record."""

    record: MatchRecord
    players: tuple[PlayerInfo, ...]
    started: datetime
    """Timezone-aware UTC."""
    assisted: bool = False
    """Undo, restart or hint were used."""
    _state: MatchState | None = field(default=None, compare=False, repr=False, hash=False)
    """The replayed state when already known (``from_state``, ``from_json``)."""

    @classmethod
    def from_state(cls, state: MatchState, players: tuple[PlayerInfo, ...] | list[PlayerInfo],
                   started: datetime, assisted: bool = False) -> SavedMatch:
        """The saved form of a match in progress (its state is kept, not replayed again)."""
        return cls(to_record(state), tuple(players), _utc(started), assisted, state)

    def state(self) -> MatchState:
        """The match as the record describes it (``engine.replay``)."""
        if self._state is None:
            object.__setattr__(self, "_state", replay(self.record))
        assert self._state is not None
        return self._state

    @property
    def finished(self) -> bool:
        """The match is over (its last action ended it; a single dealt hand is over once
        it is scored)."""
        return self.state().is_over

    @property
    def human_seat(self) -> int | None:
        return next((i for i, p in enumerate(self.players) if p.human), None)

    # ------------------------------------------------------------------ JSON
    def to_dict(self) -> dict[str, Any]:
        return {**self.to_dict_without_record(), "record": self.record.to_dict()}

    def to_json(self, *, indent: int | None = None) -> str:
        """Versioned JSON text (compact unless ``indent`` is given, as exports do).

        The compact form is what the autosave writes after every action, so it is built
        from cached texts of the actions (a match has ~600; encoding them all each time
        cost more than the rest of a save). It equals ``json.dumps(to_dict())``."""
        if indent is not None:
            return json.dumps(self.to_dict(), ensure_ascii=False, indent=indent)
        head = self.to_dict_without_record()
        empty = dataclasses.replace(self.record, actions=())
        record = json.dumps(empty.to_dict(), ensure_ascii=False, separators=_COMPACT)
        actions = ",".join([_action_text(a) for a in self.record.actions])
        record = record.replace('"actions":[]', f'"actions":[{actions}]', 1)
        text = json.dumps(head, ensure_ascii=False, separators=_COMPACT)
        return f'{text[:-1]},"record":{record}}}'

    def to_dict_without_record(self) -> dict[str, Any]:
        return {
            "format": SAVED_FORMAT,
            "version": SAVED_VERSION,
            "started": _utc(self.started).isoformat(),
            "assisted": self.assisted,
            "players": [p.to_dict() for p in self.players],
        }

    @classmethod
    def from_json(cls, text: str | bytes) -> SavedMatch:
        """Read ``to_json`` text and replay the record; ``HistoryError`` when it cannot be used."""
        if isinstance(text, bytes):
            try:
                text = text.decode("utf-8")
            except UnicodeDecodeError:
                raise HistoryError("the file is not text (it holds random or binary bytes)",
                                   "not-json") from None
        if not text.strip():
            raise HistoryError("the file is empty", "empty")
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            if exc.pos >= len(text.rstrip()) or exc.msg.startswith("Unterminated string"):
                raise HistoryError("the file is cut short (truncated)", "truncated") from None
            raise HistoryError(f"the file is not valid JSON ({exc.msg} at line {exc.lineno})",
                               "not-json") from None
        except RecursionError:
            raise HistoryError("the file is not valid JSON (nested too deeply)",
                               "not-json") from None
        return cls.from_dict(data)

    @classmethod
    def from_dict(cls, data: Any) -> SavedMatch:
        if not isinstance(data, dict) or data.get("format") != SAVED_FORMAT:
            raise HistoryError("the file is not a Hearts Desktop saved match", "wrong-format")
        version = data.get("version")
        if type(version) is not int or version != SAVED_VERSION:
            raise HistoryError(f"the saved match has version {version!r}; this program reads "
                               f"version {SAVED_VERSION}", "unknown-version")
        started = data.get("started")
        try:
            if not isinstance(started, str):
                raise ValueError(started)
            when = datetime.fromisoformat(started)
            if when.tzinfo is None:
                raise ValueError(started)
        except ValueError:
            raise HistoryError(f"the saved match has a damaged start time {started!r}",
                               "bad-date") from None
        assisted = data.get("assisted", False)
        if not isinstance(assisted, bool):
            raise HistoryError("the saved match's assisted flag is damaged", "bad-players")
        players_data = data.get("players")
        if not isinstance(players_data, list):
            raise HistoryError("the saved match has no player list", "bad-players")
        players = tuple(PlayerInfo.from_dict(p) for p in players_data)
        try:
            record = MatchRecord.from_dict(data.get("record"))
        except RecordError as exc:
            raise HistoryError(f"the match record is damaged: {exc}", "bad-record") from None
        except (TypeError, ValueError, KeyError, AttributeError) as exc:
            raise HistoryError(f"the match record is damaged: {exc}", "bad-record") from None
        if len(players) != record.rules.players:
            raise HistoryError(f"the saved match names {len(players)} players for a "
                               f"{record.rules.players}-player game", "bad-players")
        try:
            state = replay(record)
        except RecordError as exc:
            reason = "illegal-action" if "illegal" in str(exc) else "bad-record"
            raise HistoryError(f"the match record cannot be replayed: {exc}", reason) from None
        except (TypeError, ValueError, KeyError, IndexError) as exc:
            raise HistoryError(f"the match record cannot be replayed: {exc}",
                               "bad-record") from None
        return cls(record, players, _utc(when), assisted, state)


def now_utc() -> datetime:
    return datetime.now(UTC)


def _utc(when: datetime) -> datetime:
    if when.tzinfo is None:
        raise ValueError("a SavedMatch time must be timezone-aware")
    return when.astimezone(UTC)
