"""The messages of the network protocol: one JSON object per WebSocket text frame, each
validated by a ``msgspec`` schema on arrival (``docs/network.md`` describes them).

Every message has a ``"type"``. The first frame a client sends is ``hello`` with its
``PROTOCOL_VERSION``; the server answers ``welcome`` or an ``error`` with code ``"version"``
and closes. Requests may carry a ``ref`` (a number the client picks): the answer, or the
error, carries the same ``ref``.

Frames about the table a client sits at (``snapshot``, ``seats``, ``update``, ``finished``)
carry ``seq``: 1, 2, 3 ... per seat. A client that sees a gap asks for a ``snapshot``.
Game values (events, views) are the trees of ``net.codec``; actions and rules are the
game's own JSON (``action_to_json``, ``rules_to_json``), as in match records.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

import msgspec

PROTOCOL_VERSION = 5
"""Bump when a message changes incompatibly; both ends must speak the same version.
Version 2: a seat request carries the CPU player's ``level``, and an open seat's request
names the CPU player who takes it if the host starts with it open; ``SeatInfo.level``.
Version 3: the hello's ``token`` (a client's tables are counted by it), the error
``table_limit``, and an update's view as the difference from the last one
(``Update.view_changes``).
Version 4: fair deals (``core.fairness``): ``TableInfo.commitment``, the client's
``contribute`` (answered ``contributed``), and ``Finished.secret`` and
``Finished.contributions``.
Version 5: player identity (the welcome's ``challenge``, ``identify``), ratings
(``SeatInfo.rating``, ``TableInfo.rated``, ``Finished.ratings``, ``ratings_request``) and
quick match (``quick_match``, ``quick_cancel``, ``queued``, ``quick_status``, ``matched``,
``quick_cancelled``)."""
PROTOCOL_NAME = "hearts-desktop"

ErrorCode = Literal[
    "version",        # the client speaks another protocol version (then: close)
    "bad_frame",      # not JSON, not an object, unknown type, a field of the wrong type
    "hello_first",    # a request before the hello
    "rate_limited",   # too many frames; this one was dropped
    "no_table",       # no table has this code
    "seat_taken",     # the seat is not open
    "no_seat",        # no such seat at the table
    "bad_name",       # an empty or too long player name
    "bad_token",      # the seat (or host) token does not match
    "not_seated",     # the request needs a seat, and the client has none
    "already_seated", # the client sits at a table already
    "not_host",       # only the host may do this
    "not_started",    # the match has not started
    "started",        # the match has started already
    "seats_open",     # the host starts while a seat is open
    "not_your_seat",  # an action for another seat
    "not_your_turn",  # an action while the seat has nothing to do
    "illegal",        # the engine refused the action (``rule`` names the rule)
    "bad_action",     # the action JSON is not an action of this game
    "bad_rules",      # the rules of a new table are not valid
    "no_game",        # no game of this name
    "too_many_tables",  # the server has its most tables
    "table_limit",    # the client's address or token has its most tables open
    "not_allowed",    # the server does not let clients create tables
    "bad_identity",   # an identify whose signature or key does not check out
    "name_taken",     # the name belongs to another person on this server
    "not_identified", # the request needs an identity (quick match, one's ratings)
    "queued",         # the client waits for a quick match (cancel it first)
    "not_queued",     # a quick_cancel while not waiting
    "internal",       # the server failed; the table is unchanged
    "closing",        # the server is shutting down
]


class _Msg(msgspec.Struct, tag_field="type", forbid_unknown_fields=True, omit_defaults=True):
    pass


MAX_REF = 2**31 - 1
Ref = Annotated[int, msgspec.Meta(ge=0, le=MAX_REF)]
"""A request's number (0: none): what a client sends is bounded where it is read."""
SeatNumber = Annotated[int, msgspec.Meta(ge=0, le=63)]
Version = Annotated[int, msgspec.Meta(ge=0, le=65535)]


# ---------------------------------------------------------------------------- shared parts
class SeatRequest(msgspec.Struct, forbid_unknown_fields=True, omit_defaults=True):
    """A seat of a new table: open for a person, or a named CPU player of a bot kind. For
    an open seat, ``name``, ``bot`` and ``level`` (all optional) name the CPU player who
    takes the seat if the host starts the match with it still open."""

    kind: Literal["open", "cpu"] = "open"
    name: str = ""
    """The CPU player's name, shown as it is to everyone; empty: a name from the game's
    roster (English)."""
    bot: str = ""
    """A bot kind of the game (``Game.bot_kinds()``: a level or a roster player's key);
    empty: the server's default."""
    level: str = ""
    """"easy", "normal" or "hard": the level the bot plays at; empty: its own."""


class SeatInfo(msgspec.Struct, omit_defaults=True):
    """Who sits at a seat, as everyone at the table sees it."""

    seat: int
    kind: Literal["open", "person", "cpu"]
    name: str = ""
    connected: bool = False
    """A person whose client is connected now (a CPU seat: always False)."""
    standin: bool = False
    """A CPU player plays for the person, who dropped out (they take the seat back on
    reconnecting)."""
    substituted: bool = False
    """The game itself gave the seat to a CPU player for good (a second timer overrun)."""
    bot: str = ""
    """A CPU seat's bot kind (a level or a roster player's key)."""
    level: str = ""
    """A CPU seat's level when the host chose one (else the bot's own)."""
    rating: float | None = None
    """An identified person's rating (mu) in the table's rating category; a CPU seat's
    fixed rating at its level (None: not known, an unidentified person)."""
    uncertainty: float | None = None
    """The rating's sigma."""


class TableInfo(msgspec.Struct, omit_defaults=True):
    code: str
    game: str
    title: str
    rules: str
    """The rules' preset name (or "custom")."""
    players: int
    phase: Literal["lobby", "playing", "finished"]
    seats: list[SeatInfo]
    move_timer: float = 0.0
    """Seconds per move (0: no timer)."""
    rated: bool = False
    """The finished match changes the ratings (a quick match)."""
    category: str = ""
    """The rating category (``net.ratings.CATEGORIES``)."""
    commitment: str = ""
    """The SHA-256 commitment (hex, ``core.fairness.commitment``) to the server's secret
    the match seed will be derived from; fixed when the table opens."""


class TimerInfo(msgspec.Struct):
    seat: int
    remaining: float
    """Seconds left when the frame was sent."""
    total: float


class PlayerEntry(msgspec.Struct):
    """A seat's player in a finished match (the history's player entry)."""

    name: str
    human: bool
    kind: str
    """"human", or the bot kind."""
    level: str | None = None


class RatingInfo(msgspec.Struct, omit_defaults=True):
    """A person's rating in one category."""

    category: str
    mu: float
    sigma: float
    matches: int = 0


class RatingPointInfo(msgspec.Struct, omit_defaults=True):
    """A person's rating after one of their rated matches (the chart's point)."""

    category: str
    mu: float
    sigma: float
    place: int
    at: float
    """Seconds since the epoch."""


class RatingChange(msgspec.Struct, omit_defaults=True):
    """A seat's rating before and after the match (a ``finished`` frame)."""

    seat: int
    before: RatingInfo
    after: RatingInfo


class Limits(msgspec.Struct):
    max_frame: int
    """The largest frame (bytes) the server reads; a larger one closes the connection."""
    rate: float
    """Frames per second a client may send on average."""
    burst: int


# ---------------------------------------------------------------------------- client -> server
ClientToken = Annotated[str, msgspec.Meta(max_length=64)]
PlayerName = Annotated[str, msgspec.Meta(max_length=96)]
"""A name as sent (checked for what a name may be where it is read: ``clean_name``)."""
PublicKey = Annotated[str, msgspec.Meta(max_length=64)]
Signature = Annotated[str, msgspec.Meta(max_length=128)]
GameName = Annotated[str, msgspec.Meta(max_length=32)]
PresetName = Annotated[str, msgspec.Meta(max_length=40)]


class Hello(_Msg, tag="hello"):
    protocol: Version
    client: str = ""
    token: ClientToken = ""
    """The client's own random token, the same over its reconnections (optional): the
    server counts the tables a client opens by it (``tables_per_token``)."""


class ListTables(_Msg, tag="list_tables"):
    ref: Ref = 0


class CreateTable(_Msg, tag="create_table"):
    game: str
    rules: str | dict[str, Any]
    """A preset name, or the game's rules JSON."""
    seats: list[SeatRequest]
    title: str = ""
    ref: Ref = 0


class Join(_Msg, tag="join"):
    code: str
    seat: SeatNumber
    name: str
    ref: Ref = 0


class Resume(_Msg, tag="resume"):
    """Take one's seat back after a dropped connection (the seat token from ``seated``)."""

    code: str
    token: str
    ref: Ref = 0


class Start(_Msg, tag="start"):
    code: str
    host_token: str
    fill_with_cpu: bool = False
    """Give every still open seat to a CPU player instead of refusing to start."""
    ref: Ref = 0


class Act(_Msg, tag="act"):
    action: dict[str, Any]
    """The game's action JSON (``Game.action_to_json``) for the client's own seat."""
    ref: Ref = 0


class SnapshotRequest(_Msg, tag="snapshot_request"):
    ref: Ref = 0


class Leave(_Msg, tag="leave"):
    ref: Ref = 0


class Identify(_Msg, tag="identify"):
    """Who the client is: a name, its public key and its signature of this connection's
    challenge (``net.identity.proof_message``)."""

    name: PlayerName
    key: PublicKey
    signature: Signature
    ref: Ref = 0


class RatingsRequest(_Msg, tag="ratings_request"):
    """A person's ratings and rating history (``name`` empty: one's own)."""

    name: PlayerName = ""
    ref: Ref = 0


class QuickMatch(_Msg, tag="quick_match"):
    """Seat me at the next table of ``game`` (a rules preset, or "any")."""

    game: GameName
    rules: PresetName = "any"
    ref: Ref = 0


class QuickCancel(_Msg, tag="quick_cancel"):
    ref: Ref = 0


Contribution = Annotated[str, msgspec.Meta(pattern="^[0-9a-f]{64}$")]


class Contribute(_Msg, tag="contribute"):
    """The seated client's own random contribution to the match seed (32 random bytes as
    64 lower-case hex digits), sent after it saw the table's ``commitment`` and before the
    match starts (it may replace its own until then)."""

    value: Contribution
    ref: Ref = 0


ClientMessage = Hello | ListTables | CreateTable | Join | Resume | Start | Act | \
    SnapshotRequest | Leave | Identify | RatingsRequest | QuickMatch | QuickCancel | Contribute


# ---------------------------------------------------------------------------- server -> client
class Welcome(_Msg, tag="welcome"):
    protocol: int
    server: str
    limits: Limits
    challenge: str = ""
    """Random text for this connection: what an ``identify`` signs."""
    ratings: bool = False
    """The server keeps ratings (and offers quick match)."""


class Error(_Msg, tag="error"):
    code: str
    message: str
    ref: int = 0
    rule: str = ""
    """For ``illegal``: the rule the action breaks (the game's ``Violation`` value)."""
    detail: dict[str, Any] = msgspec.field(default_factory=dict)


class Tables(_Msg, tag="tables"):
    tables: list[TableInfo]
    ref: int = 0


class TableCreated(_Msg, tag="table_created"):
    table: TableInfo
    host_token: str
    ref: int = 0


class Seated(_Msg, tag="seated"):
    """The client sits at ``seat``; ``token`` takes the seat back after a drop."""

    table: TableInfo
    seat: int
    token: str
    ref: int = 0


class Started(_Msg, tag="started"):
    """Answer to ``start``: the match is on (the updates follow)."""

    code: str
    ref: int = 0


class Left(_Msg, tag="left"):
    ref: int = 0


class Contributed(_Msg, tag="contributed"):
    """Answer to ``contribute``: the seat's contribution is noted."""

    ref: int = 0


class Snapshot(_Msg, tag="snapshot"):
    """Everything the seat may know now: the table, its view (None before the match) and
    the running timers. Frames up to ``seq`` are in it."""

    seq: int
    table: TableInfo
    seat: int
    view: Any = None
    timers: list[TimerInfo] = msgspec.field(default_factory=list)
    step: int = 0
    to_act: list[int] = msgspec.field(default_factory=list)
    ref: int = 0


class SeatsChanged(_Msg, tag="seats"):
    seq: int
    table: TableInfo


class Update(_Msg, tag="update"):
    """What happened (the events this seat may see) and the seat's view after it."""

    seq: int
    step: int
    """How many actions the match has had (a frame for every seat has the same step)."""
    events: list[Any]
    to_act: list[int]
    """The seats that must act now."""
    view: Any = None
    """The seat's whole view; or None, and then ``view_changes`` holds it."""
    view_changes: dict[str, Any] | None = None
    """The view as the difference from the last view this connection received (in a
    snapshot or an update): its top-level fields that changed, the others as they were
    (a match's rules, past deals, finished tricks are sent once, not after every action)."""
    timers: list[TimerInfo] = msgspec.field(default_factory=list)
    ref: int = 0
    """The ``ref`` of this client's ``act`` that caused the update (0 for others)."""


class Finished(_Msg, tag="finished"):
    """The match is over: its record (the game's record JSON) and who played each seat."""

    seq: int
    record: dict[str, Any]
    players: list[PlayerEntry]
    seat: int
    started: str
    """When the match started (ISO 8601, UTC)."""
    ratings: list[RatingChange] = msgspec.field(default_factory=list)
    """A rated match: every rated person's rating before and after it."""
    secret: str = ""
    """The server's secret, revealed (hex): its ``commitment`` is the table's."""
    contributions: list[str] = msgspec.field(default_factory=list)
    """Per seat, the contribution the seed was derived from ("": a CPU seat, or a seat
    that gave none)."""


class Closing(_Msg, tag="closing"):
    reason: str


class Identified(_Msg, tag="identified"):
    """Answer to ``identify``: the name is the client's on this server, and its ratings."""

    name: str
    ratings: list[RatingInfo] = msgspec.field(default_factory=list)
    ref: int = 0


class Ratings(_Msg, tag="ratings"):
    """Answer to ``ratings_request``: the ratings and the latest rating points (at most
    ``net.ratings.HISTORY_LIMIT`` per category, oldest first)."""

    name: str
    ratings: list[RatingInfo] = msgspec.field(default_factory=list)
    history: list[RatingPointInfo] = msgspec.field(default_factory=list)
    ref: int = 0


class Queued(_Msg, tag="queued"):
    """Answer to ``quick_match``: the client waits; CPU players fill the table's empty
    seats after ``wait`` seconds."""

    game: str
    rules: str
    wait: float
    waiting: int
    """People waiting for this game now (the client included)."""
    ref: int = 0


class QuickStatus(_Msg, tag="quick_status"):
    """The wait changed: ``waiting`` people, ``remaining`` seconds to the CPU players."""

    game: str
    waiting: int
    remaining: float


class Matched(_Msg, tag="matched"):
    """A quick match seated the client (a ``snapshot`` follows, then the match starts)."""

    table: TableInfo
    seat: int
    token: str


class QuickCancelled(_Msg, tag="quick_cancelled"):
    """The client no longer waits (its ``quick_cancel``, ref set; or the server's)."""

    reason: str = ""
    ref: int = 0


ServerMessage = Welcome | Error | Tables | TableCreated | Seated | Started | Left | Snapshot | \
    SeatsChanged | Update | Finished | Closing | Contributed | Identified | Ratings | Queued | \
    QuickStatus | Matched | QuickCancelled

TABLE_FRAMES = (Snapshot, SeatsChanged, Update, Finished)
"""Frames of a seat's numbered stream."""

MAX_DEPTH = 16
"""How deeply a client's frame may nest objects and arrays (the protocol's deepest
message, an action or a rules object inside its frame, nests 3 deep)."""

_client_decoder = msgspec.json.Decoder(ClientMessage)
_server_decoder = msgspec.json.Decoder(ServerMessage)
_encoder = msgspec.json.Encoder()


def decode_client(frame: str | bytes) -> ClientMessage:
    """A client's frame; ``msgspec.DecodeError`` (a ValueError) says what is wrong, and it
    is the only exception: a frame nested deeper than ``MAX_DEPTH`` (which would exhaust
    the stack of a decoder), text that is not UTF-8, anything a crafted frame provokes."""
    try:
        message: ClientMessage = _client_decoder.decode(frame)
    except msgspec.DecodeError:
        raise
    except RecursionError:
        raise DecodeError(f"the frame nests objects and arrays deeper than {MAX_DEPTH} "
                          "levels") from None
    except Exception as exc:  # whatever else a frame provokes is a bad frame too
        raise DecodeError(f"the frame cannot be read ({type(exc).__name__}: {exc})"
                          ) from None
    # Only an action and a table's rules are free JSON; the rest has the schemas' depth.
    free = message.action if isinstance(message, Act) else (
        message.rules if isinstance(message, CreateTable) else None)
    if free is not None and _nests_deeper(free, MAX_DEPTH - 1):
        raise DecodeError(f"the frame nests objects and arrays deeper than {MAX_DEPTH} levels")
    return message


def _nests_deeper(value: Any, limit: int) -> bool:
    """Does ``value`` (decoded JSON) nest objects and arrays more than ``limit`` deep (a
    number: 0, ``[1]``: 1)? Level by level, never recursively."""
    level = [value]
    for _ in range(limit):
        level = [v for item in level if isinstance(item, (dict, list))
                 for v in (item.values() if isinstance(item, dict) else item)]
        if not level:
            return False
    return any(isinstance(item, (dict, list)) for item in level)


def decode_server(frame: str | bytes) -> ServerMessage:
    message: ServerMessage = _server_decoder.decode(frame)
    return message


def encode(message: msgspec.Struct) -> bytes:
    return _encoder.encode(message)


DecodeError = msgspec.DecodeError
