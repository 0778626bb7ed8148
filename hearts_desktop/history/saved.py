"""``SavedMatch``: what is autosaved, exported, imported and kept in the history database.

A match record of any game (rules + seed + actions, see ``core.record``) plus who played
it, when it started and whether undo/restart/hint were used, as versioned JSON::

    {"format": "hearts-desktop/saved-match", "version": 2, "game": "hearts",
     "started": "2026-11-22T13:05:01.123456+00:00", "assisted": false,
     "players": [{"name": "You", "human": true, "kind": "human", "level": null}, ...],
     "record": {"format": "hearts-desktop/match", "version": 2, "game": "hearts", ...}}

Version 1 (written before there was more than one game) has no ``game`` key and is a
Hearts match. The game is reached only through the ``Game`` protocol
(``hearts_desktop.games.get_game``). Reading one always replays the record, so an illegal
or tampered action list is refused; so is a player list that does not fit the table (see
``check_players``).
"""

from __future__ import annotations

import dataclasses
import functools
import json
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import UTC, date, datetime
from typing import Any

from ..core.errors import RecordError, UnknownGameError
from ..core.game import Game
from ..core.record import record_game
from ..games import get_game
from .errors import HistoryError

SAVED_FORMAT = "hearts-desktop/saved-match"
SAVED_VERSION = 2
"""Version 2 added ``game``; version 1 reads as Hearts."""
READABLE_VERSIONS = (1, 2)
REMOTE_KIND = "remote"
"""The kind of a seat a person played at another computer (a network game): stored as a
non-human seat, so that the history's human seat stays this computer's player."""
MAX_NAME_CHARS = 100
"""A stored player's name is cut to this many characters (the New game dialog allows 40)."""
_COMPACT = (",", ":")


def clean_name(text: str, limit: int = MAX_NAME_CHARS) -> str:
    """``text`` as a player's name that can always be stored and shown: lone UTF-16
    surrogates (which cannot be written as UTF-8) become U+FFFD, control characters go,
    runs of white space become one space, and it is cut to ``limit`` characters."""
    if not isinstance(text, str):
        raise TypeError(f"a name is text, not {type(text).__name__}")
    out = []
    for ch in text:
        code = ord(ch)
        if 0xD800 <= code <= 0xDFFF:
            out.append("\ufffd")
        elif ch.isspace():
            out.append(" ")
        elif unicodedata.category(ch) != "Cc":
            out.append(ch)
    return " ".join("".join(out).split())[:limit]


@functools.lru_cache(maxsize=1024)
def action_text(game: str, action: Any) -> str:
    """The compact JSON text of an action of ``game`` (actions are frozen values: the
    cache is safe). The cache holds the plays that come back (a Hearts card played by a
    seat: 208 of them); passes rarely repeat, so a larger cache only grew with the session
    (8,192 entries, about 3 MB, filled after some 2,000 hands)."""
    return json.dumps(get_game(game).action_to_json(action), ensure_ascii=False,
                      separators=_COMPACT)


@dataclass(frozen=True)
class PlayerInfo:
    """Who sat at a seat. The name is cleaned on construction (``clean_name``), so a saved
    match can always be written."""

    name: str
    human: bool
    kind: str
    """"human", the bot kind ("easy"/"normal"/"hard"/"random"/a roster key), or
    ``REMOTE_KIND`` (a person at another computer, in a network game)."""
    level: str | None
    """The level the bot played at; None for the human."""

    def __post_init__(self) -> None:
        if isinstance(self.name, str):
            object.__setattr__(self, "name", clean_name(self.name))

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
            raise HistoryError(f"the player entry {_short(data)} of the saved match is "
                               "damaged", "bad-players")
        return cls(name, human, kind, level)


def check_players(game: Game, players: Sequence[PlayerInfo], *,
                  need_human: bool = False) -> None:
    """Refuse a player list that does not fit a local table (``HistoryError`` "bad-players").

    A table on this computer has at most one human seat: the program asks one person for
    moves, so two human seats would wait forever. A match without a human seat is a match
    the computer played by itself (``--autoplay``): it may be kept, exported and imported,
    but not continued as a player's game (``need_human``: the autosave). ``human`` and
    ``kind`` must agree, and a computer seat must name a player the game knows (or be a
    person at another computer, ``REMOTE_KIND``, in a network game)."""
    humans = [i for i, p in enumerate(players) if p.human]
    if len(humans) > 1:
        raise HistoryError(f"the saved match has {len(humans)} human seats ("
                           f"{', '.join(str(i + 1) for i in humans)}); a game on this "
                           "computer has one", "bad-players")
    if need_human and not humans:
        raise HistoryError("the saved match has no human seat (the computer would play "
                           "every seat by itself)", "bad-players")
    kinds = set(game.bot_kinds())
    for seat, p in enumerate(players, start=1):
        if p.human != (p.kind == "human"):
            raise HistoryError(f"seat {seat} of the saved match is marked "
                               f"{'human' if p.human else 'computer'} but plays as "
                               f"{p.kind!r}", "bad-players")
        if p.kind == REMOTE_KIND and not p.human and p.level is None:
            continue
        if not p.human and (p.kind not in kinds
                            or (p.level is not None and p.level not in kinds)):
            raise HistoryError(f"seat {seat} of the saved match names an unknown computer "
                               f"player {_short(p.kind)}", "bad-players")


@dataclass(frozen=True)
class BranchOf:
    """The match a branch ("play from here" in the replay viewer) was played on from, and
    the moment it left it. Written as the saved match's optional key ``"branch"``:
    ``{"of": <match_key of the original>, "started": <its start>, "moves": 37,
    "deal": 2, "trick": 6}``. The branch's own record begins with the original's first
    ``moves`` actions, so it replays without the original."""

    of: str
    """The original's identity (``history.match_key``: 64 hex digits)."""
    started: datetime
    """When the original started (timezone-aware UTC): "from the match of 3 Dec"."""
    moves: int
    """How many of the original's actions the branch begins with."""
    deal: int
    """The deal (hand) of the original it left from, 1 first."""
    trick: int | None = None
    """The trick being played then; None before or after the tricks of the deal."""

    def to_dict(self) -> dict[str, Any]:
        return {"of": self.of, "started": _utc(self.started).isoformat(),
                "moves": self.moves, "deal": self.deal, "trick": self.trick}

    @classmethod
    def from_dict(cls, data: Any) -> BranchOf:
        """``HistoryError`` ("bad-record") for anything that is not a whole link."""
        if not isinstance(data, dict):
            raise HistoryError(f"the saved match's link to its original {_short(data)} is "
                               "damaged", "bad-record")
        of, moves, deal, trick = (data.get("of"), data.get("moves"), data.get("deal"),
                                  data.get("trick"))

        def count(value: Any, low: int) -> bool:
            return type(value) is int and low <= value <= 10**9

        if (not isinstance(of, str) or len(of) != 64
                or any(ch not in "0123456789abcdef" for ch in of)
                or not count(moves, 0) or not count(deal, 1)
                or not (trick is None or count(trick, 1))):
            raise HistoryError(f"the saved match's link to its original {_short(data)} is "
                               "damaged", "bad-record")
        assert isinstance(moves, int) and isinstance(deal, int)
        return cls(of, _started(data.get("started")), moves, deal, trick)


@dataclass(frozen=True)
class SavedMatch:
    """A match with its players; ``state()`` rebuilds it by replaying the record."""

    record: Any
    """The game's match record (a ``core.game.Record``: ``.game``, ``.seed``,
    ``.actions``, ``.to_dict()``)."""
    players: tuple[PlayerInfo, ...]
    started: datetime
    """Timezone-aware UTC."""
    assisted: bool = False
    """Undo, restart or hint were used."""
    _state: Any = field(default=None, compare=False, repr=False, hash=False)
    """The replayed state when already known (``from_state``, ``from_json``)."""
    repairs: tuple[str, ...] = field(default=(), compare=False, repr=False, hash=False)
    """What reading the file had to mend (e.g. a player's name that could not be
    stored); empty for a clean file."""
    daily: str | None = None
    """The day (ISO date, "2026-12-02") whose deal of the day this match is (Game > Deal
    of the day); None for any other match. Written as the optional key ``"daily"``."""
    branch: BranchOf | None = None
    """The match this one was played on from (Play from here in the replay viewer) and
    where; None for a match of its own. Written as the optional key ``"branch"``."""

    @classmethod
    def from_state(cls, state: Any, players: tuple[PlayerInfo, ...] | list[PlayerInfo],
                   started: datetime, assisted: bool = False, *,
                   game: str = "hearts", daily: str | None = None,
                   branch: BranchOf | None = None) -> SavedMatch:
        """The saved form of a match of ``game`` in progress (its state is kept, not
        replayed again); ``daily``: the day of the deal of the day it plays; ``branch``:
        the match it was played on from."""
        return cls(get_game(game).to_record(state), tuple(players), _utc(started), assisted,
                   state, daily=check_daily(daily), branch=branch)

    @property
    def game(self) -> str:
        """The game's registry name ("hearts", ...)."""
        return str(self.record.game)

    def game_object(self) -> Game:
        return get_game(self.game)

    def state(self) -> Any:
        """The match as the record describes it (``Game.replay``)."""
        if self._state is None:
            object.__setattr__(self, "_state", self.game_object().replay(self.record))
        return self._state

    @property
    def finished(self) -> bool:
        """The match is over (its last action ended it; a single dealt hand is over once
        it is scored)."""
        return bool(self.game_object().is_over(self.state()))

    @property
    def human_seat(self) -> int | None:
        return next((i for i, p in enumerate(self.players) if p.human), None)

    # ------------------------------------------------------------------ JSON
    def to_dict(self) -> dict[str, Any]:
        return {**self.to_dict_without_record(), "record": self.record.to_dict()}

    def to_json(self, *, indent: int | None = None) -> str:
        """Versioned JSON text (compact unless ``indent`` is given, as exports do).

        The compact form is built from cached texts of the actions (a match has ~600;
        encoding them all each time cost more than the rest of a save). It equals
        ``json.dumps(to_dict())``."""
        if indent is not None:
            return json.dumps(self.to_dict(), ensure_ascii=False, indent=indent)
        head = json.dumps(self.to_dict_without_record(), ensure_ascii=False,
                          separators=_COMPACT)
        return f'{head[:-1]},"record":{self.record_json()}}}'

    def record_json(self) -> str:
        """The record's compact JSON text (``json.dumps(record.to_dict())``)."""
        record = self.record
        names = ({f.name for f in dataclasses.fields(record)}
                 if dataclasses.is_dataclass(record) else set())
        if "actions" not in names:  # a record we cannot copy without its actions
            return json.dumps(record.to_dict(), ensure_ascii=False, separators=_COMPACT)
        game = self.game
        empty = dataclasses.replace(record, actions=())
        text = json.dumps(empty.to_dict(), ensure_ascii=False, separators=_COMPACT)
        actions = ",".join([action_text(game, a) for a in record.actions])
        return text.replace('"actions":[]', f'"actions":[{actions}]', 1)

    def to_dict_without_record(self) -> dict[str, Any]:
        head: dict[str, Any] = {
            "format": SAVED_FORMAT,
            "version": SAVED_VERSION,
            "game": self.game,
            "started": _utc(self.started).isoformat(),
            "assisted": self.assisted,
            "players": [p.to_dict() for p in self.players],
        }
        if self.daily is not None:
            head["daily"] = self.daily
        if self.branch is not None:
            head["branch"] = self.branch.to_dict()
        return head

    @classmethod
    def from_json(cls, text: str | bytes, *, need_human: bool = False) -> SavedMatch:
        """Read ``to_json`` text and replay the record; ``HistoryError`` when it cannot be
        used (``need_human``: see ``check_players``)."""
        return cls.from_dict(parse_json(text), need_human=need_human)

    @classmethod
    def from_dict(cls, data: Any, *, need_human: bool = False) -> SavedMatch:
        if not isinstance(data, dict) or data.get("format") != SAVED_FORMAT:
            raise HistoryError("the file is not a Hearts Desktop saved match", "wrong-format")
        version = data.get("version")
        if type(version) is not int or version not in READABLE_VERSIONS:
            raise HistoryError(f"the saved match has version {_short(version)}; this "
                               f"program reads version {' or '.join(map(str, READABLE_VERSIONS))}",
                               "unknown-version")
        game = _game_of(data, version)
        when = _started(data.get("started"))
        assisted = data.get("assisted", False)
        if not isinstance(assisted, bool):
            raise HistoryError("the saved match's assisted flag is damaged", "bad-players")
        players_data = data.get("players")
        if not isinstance(players_data, list):
            raise HistoryError("the saved match has no player list", "bad-players")
        if len(players_data) > 64:
            raise HistoryError(f"the saved match names {len(players_data)} players",
                               "bad-players")
        players = tuple(PlayerInfo.from_dict(p) for p in players_data)
        repairs = tuple(f"the name of seat {i + 1} could not be stored as written and was "
                        f"cleaned to {p.name!r}"
                        for i, (p, raw) in enumerate(zip(players, players_data, strict=True))
                        if p.name != raw.get("name"))
        record_data = data.get("record")
        try:
            record_name, _ = record_game(record_data)
            assert isinstance(record_data, dict)
            if record_name != game.name:
                raise RecordError(f"it is a {record_name} record in a {game.name} saved match")
            record = game.record_from_json(record_data)
        except RecordError as exc:
            raise HistoryError(f"the match record is damaged: {exc}", "bad-record") from None
        except (TypeError, ValueError, KeyError, AttributeError, RecursionError) as exc:
            raise HistoryError(f"the match record is damaged: {exc}", "bad-record") from None
        check_players(game, players, need_human=need_human)
        try:
            state = game.replay(record)
        except RecordError as exc:
            reason = "illegal-action" if "illegal" in str(exc) else "bad-record"
            raise HistoryError(f"the match record cannot be replayed: {exc}", reason) from None
        except (TypeError, ValueError, KeyError, IndexError, RecursionError) as exc:
            raise HistoryError(f"the match record cannot be replayed: {exc}",
                               "bad-record") from None
        rules = game.rules_of(state)
        name = game.rules_name(rules)
        if not isinstance(name, str) or not name or len(name) > 100:
            raise HistoryError(f"the match's rules have a damaged name {_short(name)}",
                               "bad-record")
        seats = game.players(rules)
        if len(players) != seats:
            raise HistoryError(f"the saved match names {len(players)} players for a "
                               f"{seats}-player game", "bad-players")
        branch = data.get("branch")
        link = None if branch is None else BranchOf.from_dict(branch)
        if link is not None and link.moves > len(record.actions):
            raise HistoryError(f"the saved match is linked to the first {link.moves} moves "
                               f"of its original but has {len(record.actions)}",
                               "bad-record")
        return cls(record, players, when, assisted, state, repairs,
                   daily=check_daily(data.get("daily")), branch=link)


def check_daily(value: Any) -> str | None:
    """A deal-of-the-day date as stored (ISO "YYYY-MM-DD"), or None; ``HistoryError``
    ("bad-date") for anything else."""
    if value is None:
        return None
    try:
        if isinstance(value, str) and len(value) == 10:
            return date.fromisoformat(value).isoformat()
    except ValueError:
        pass
    raise HistoryError(f"the saved match's deal-of-the-day date {_short(value)} is damaged",
                       "bad-date")


def parse_json(text: str | bytes) -> Any:
    """The JSON value of a saved match's text; ``HistoryError`` for anything that is not
    usable JSON (binary bytes, cut short, nested absurdly, a number too long to read)."""
    if isinstance(text, (bytes, bytearray)):
        try:
            text = bytes(text).decode("utf-8")
        except UnicodeDecodeError:
            raise HistoryError("the file is not text (it holds random or binary bytes)",
                               "not-json") from None
    if not text.strip():
        raise HistoryError("the file is empty", "empty")
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        if exc.pos >= len(text.rstrip()) or exc.msg.startswith("Unterminated string"):
            raise HistoryError("the file is cut short (truncated)", "truncated") from None
        raise HistoryError(f"the file is not valid JSON ({exc.msg} at line {exc.lineno})",
                           "not-json") from None
    except RecursionError:
        raise HistoryError("the file is not valid JSON (nested too deeply)",
                           "not-json") from None
    except ValueError as exc:  # e.g. an integer of more than 4,300 digits
        raise HistoryError(f"the file holds a value this program cannot read ({exc})",
                           "not-json") from None


def _game_of(data: dict[str, Any], version: int) -> Game:
    name = data.get("game", "hearts") if version == 1 else data.get("game")
    if version == 1 and name != "hearts":
        raise HistoryError("a version 1 saved match is always a Hearts match", "bad-record")
    if not isinstance(name, str) or not name:
        raise HistoryError("the saved match does not say which game it is", "bad-record")
    try:
        return get_game(name)
    except UnknownGameError:
        raise HistoryError(f"the saved match is of a game this program does not have "
                           f"({_short(name)})", "unknown-game") from None


def _started(started: Any) -> datetime:
    try:
        if not isinstance(started, str) or len(started) > 64:
            raise ValueError(started)
        when = datetime.fromisoformat(started)
        if when.tzinfo is None:
            raise ValueError(started)
        return _utc(when)
    except (ValueError, OverflowError):
        raise HistoryError(f"the saved match has a damaged start time {_short(started)}",
                           "bad-date") from None


def _short(value: Any, limit: int = 60) -> str:
    """``repr(value)`` cut to ``limit`` characters (a message never quotes a whole file)."""
    try:
        text = repr(value)
    except (ValueError, RecursionError):
        text = f"<{type(value).__name__}>"
    return text if len(text) <= limit else text[: limit - 3] + "..."


def now_utc() -> datetime:
    return datetime.now(UTC)


def _utc(when: datetime) -> datetime:
    """``when`` in UTC; ``ValueError`` if naive, ``OverflowError`` if it falls outside the
    years 1-9999 in UTC."""
    if when.tzinfo is None:
        raise ValueError("a SavedMatch time must be timezone-aware")
    return when.astimezone(UTC)
