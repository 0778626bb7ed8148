"""A table of the server: its game and rules, its seats (open, a person, a CPU player), the
match once started, and the numbered frame stream of each seat. The server (``server.py``)
drives tables; this module holds their data and the rules about seats and codes.
"""

from __future__ import annotations

import asyncio
import hmac
import importlib
import inspect
import secrets
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, Protocol

import msgspec

from ..core.fairness import SECRET_BYTES, commitment, derive_seed
from ..core.game import Bot, Game
from .codec import GameCodec, codec_for
from .protocol import SeatInfo, TableInfo
from .ratings import CPU_RATINGS

CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
"""Table codes: capitals and digits without the look-alikes 0/O and 1/I."""
CODE_LENGTH = 6
TOKEN_BYTES = 24
"""Seat and host tokens: 24 random bytes (192 bits) from ``secrets``, URL-safe text."""
SEED_MASK = (1 << 63) - 1
"""The engines' seed range (``core.limits.MAX_SEED``)."""
MAX_NAME = 24
BOT_LEVELS = ("easy", "normal", "hard")
"""The levels a CPU player of any game plays at (``SeatRequest.level``)."""


def new_code(taken: Sequence[str] | set[str] = ()) -> str:
    """A fresh short table code (``"K7QM4P"``), not one of ``taken``."""
    while True:
        code = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
        if code not in taken:
            return code


def roster_name(game: str, bot: str, seats: Sequence[Seat]) -> str:
    """An English name from ``game``'s roster of CPU players for a CPU seat the host did
    not name: the roster player's own when ``bot`` is one, else the first roster player
    whose name nobody at the table has yet ("CPU n" only if the roster has run out)."""
    try:
        roster = importlib.import_module(f"hearts_desktop.games.{game}.bots.personalities")
    except ImportError:  # pragma: no cover - every game ships with its roster
        roster = None
    people = list(getattr(roster, "ROSTER", ()))
    for person in people:
        if person.key == bot:
            return str(person.name_in("en"))
    taken = {s.name.casefold() for s in seats if s.name}
    for person in people:
        name = str(person.name_in("en"))
        if name.casefold() not in taken:
            return name
    used = {s.index for s in seats if s.name}
    free = next(i for i in range(len(seats) + 1) if i not in used)
    return f"CPU {free + 1}"


def normalise_code(text: str) -> str:
    """What a person typed as a table code: case, spaces and dashes do not matter."""
    return "".join(ch for ch in text.upper() if ch not in " -\t")


def new_token() -> str:
    return secrets.token_urlsafe(TOKEN_BYTES)


def same_token(given: str, expected: str | None) -> bool:
    """Constant-time comparison (a wrong token takes as long to refuse as a nearly right one)."""
    if expected is None:
        return False
    return hmac.compare_digest(given.encode("utf-8", "replace"), expected.encode("utf-8"))


def clean_name(name: str, limit: int = MAX_NAME) -> str | None:
    """A player's name as shown (spaces collapsed), or None if it is empty, too long or
    holds control characters."""
    if not isinstance(name, str):
        return None
    text = " ".join(name.split())
    if not text or len(text) > limit or any(not ch.isprintable() for ch in text):
        return None
    return text


class Link(Protocol):
    """What a seat holds of the client sitting in it: the server's ``Connection``
    (``connection.py``), which imports this module, not the other way round."""

    table: Table | None
    seat: Seat | None

    def send(self, message: msgspec.Struct) -> None: ...

    def close(self, code: int, reason: str, *, flush: bool = True) -> None: ...


@dataclass(eq=False)
class Seat:
    index: int
    kind: str = "open"
    """"open", "person" or "cpu"."""
    name: str = ""
    bot_kind: str = ""
    bot_level: str = ""
    """The level the CPU player plays at ("": its own; a roster player's is its default)."""
    reserve: tuple[str, str, str] | None = None
    """An open seat's CPU player (name, bot kind, level) should the host start with the
    seat still open (``Start.fill_with_cpu``)."""
    token: str | None = None
    conn: Link | None = None
    seq: int = 0
    """The last frame number of this seat's stream."""
    standin: bool = False
    """The person dropped out; a CPU plays the seat until they come back."""
    substituted: bool = False
    """The game gave the seat to a CPU player for good."""
    driver: int = 0
    """Changes whenever who plays the seat changes (a CPU's move from before is void)."""
    grace: asyncio.TimerHandle | None = None
    view_sent: tuple[Link, Any, dict[str, Any]] | None = None
    """The last view sent to the seat's connection (that connection, the view, its tree):
    an update sends the view's changes from it."""
    bots: dict[str, Bot] = field(default_factory=dict)
    person: int | None = None
    """The identified person at the seat (``net.ratings.Person.id``); None: unidentified."""
    rating: tuple[float, float] | None = None
    """The person's (mu, sigma) in the table's rating category, as the lobby shows it."""
    contribution: str = ""
    """The person's contribution to the match seed (hex; "" until it sends one)."""

    @property
    def bot_driven(self) -> bool:
        return self.kind == "cpu" or self.standin or self.substituted

    def cpu_level(self) -> str:
        """The level a CPU seat plays at, as the ratings count it."""
        if self.bot_level:
            return self.bot_level
        return self.bot_kind if self.bot_kind in CPU_RATINGS else "normal"

    def info(self, rated: bool = False) -> SeatInfo:
        rating = self.rating
        if rated and self.kind == "cpu":
            rating = CPU_RATINGS.get(self.cpu_level(), CPU_RATINGS["normal"])
        return SeatInfo(seat=self.index, kind=self.kind,  # type: ignore[arg-type]
                        name=self.name, connected=self.conn is not None,
                        standin=self.standin, substituted=self.substituted,
                        bot=self.bot_kind if self.kind == "cpu" else "",
                        level=self.bot_level if self.kind == "cpu" else "",
                        rating=None if rating is None else round(rating[0], 2),
                        uncertainty=None if rating is None else round(rating[1], 2))

    def next_seq(self) -> int:
        self.seq += 1
        return self.seq


@dataclass(eq=False)
class Table:
    code: str
    game: Game
    rules: Any
    title: str
    seats: list[Seat]
    host_token: str
    created: float
    phase: str = "lobby"
    """"lobby", "playing" or "finished"."""
    state: Any = None
    seed: int = 0
    started: datetime | None = None
    timers: dict[int, tuple[float, asyncio.TimerHandle]] = field(default_factory=dict)
    """Running move timers: seat -> (deadline on the loop's clock, handle)."""
    bot_tasks: dict[int, asyncio.Task[None]] = field(default_factory=dict)
    last_activity: float = 0.0
    finished_at: float = 0.0
    record: dict[str, Any] | None = None
    closed: bool = False
    auto_start: bool = False
    """Start the match as soon as every open seat is taken (a club server's standing
    tables), with no host to press Start."""
    rated: bool = False
    """The finished match changes the ratings of the people at it (a quick match)."""
    rating_category: str = ""
    rating_changes: list[Any] = field(default_factory=list)
    """A rated finished match: the ``protocol.RatingChange`` of each rated person."""
    opened_by: tuple[str, str] | None = None
    """The network address and the client (token) of the client that opened the table;
    None for the host program's own tables (they neither count nor expire as a client's)."""
    secret: str = field(default_factory=lambda: secrets.token_hex(SECRET_BYTES), repr=False)
    """The server's secret the match seed is derived from (hex), drawn when the table
    opens; only its ``commitment`` is shown before the match is over."""
    contributions: list[str] = field(default_factory=list)
    """Per seat, the contribution the seed was derived from (fixed at the start)."""
    pending_start: tuple[bool, asyncio.TimerHandle] | None = None
    """A start waiting for the seated people's contributions (``fill_with_cpu``, the
    timer after which it starts without the missing ones)."""

    @property
    def commitment(self) -> str:
        return commitment(self.secret)

    def match_seed(self) -> int:
        """Fix the contributions (a CPU seat's is empty) and derive the match seed from
        them and the secret (``core.fairness.derive_seed``)."""
        self.contributions = [s.contribution if s.kind == "person" else ""
                              for s in self.seats]
        return derive_seed(self.game.name, self.secret, self.contributions)

    @property
    def codec(self) -> GameCodec:
        return codec_for(self.game)

    @property
    def players(self) -> int:
        return len(self.seats)

    @property
    def move_timer(self) -> float:
        """Seconds per move under these rules (0: none). A game has an online move timer
        when its rules have a ``move_timer`` field (and its actions a ``"timeout"``)."""
        value = getattr(self.rules, "move_timer", None)
        return float(value) if isinstance(value, (int, float)) and value > 0 else 0.0

    def info(self, timer_scale: float = 1.0) -> TableInfo:
        return TableInfo(code=self.code, game=self.game.name, title=self.title,
                         rules=self.game.rules_name(self.rules), players=self.players,
                         phase=self.phase,  # type: ignore[arg-type]
                         seats=[s.info(self.rated) for s in self.seats],
                         move_timer=self.move_timer * timer_scale, rated=self.rated,
                         category=self.rating_category, commitment=self.commitment)

    def seat_by_token(self, token: str) -> Seat | None:
        found = None
        for seat in self.seats:  # compare with every seat: no early exit to time
            if seat.kind == "person" and same_token(token, seat.token):
                found = seat
        return found

    def open_seats(self) -> list[int]:
        return [s.index for s in self.seats if s.kind == "open"]

    def connected(self) -> list[Seat]:
        return [s for s in self.seats if s.conn is not None]

    def new_match(self, seed: int) -> Any:
        """The engine's new match, telling it which seats are CPU players where the game
        wants to know (Hearts' online rules rank them last)."""
        cpu = tuple(s.index for s in self.seats if s.kind == "cpu")
        if cpu and _takes_computer_seats(self.game):
            return self.game.new_match(self.rules, seed, computer_seats=cpu)  # type: ignore[call-arg]
        return self.game.new_match(self.rules, seed)


def _takes_computer_seats(game: Game) -> bool:
    try:
        return "computer_seats" in inspect.signature(game.new_match).parameters
    except (TypeError, ValueError):
        return False
