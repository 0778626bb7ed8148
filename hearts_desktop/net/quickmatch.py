"""Quick match: a client asks for a game (a rules preset, or "any") and the server seats it
at the next table with people waiting for the same game, preferring near ratings; after
``ServerConfig.quick_wait`` seconds (the client shows the countdown) CPU players fill the
empty seats. The table is rated and starts at once. ``quick_cancel`` (or disconnecting)
ends the wait at any time.

Matching (``choose``) takes the longest waiting request first: among the rules it accepts,
the preset most waiting people accept; if enough people accept it, the group of that size
whose ratings lie closest together (the longest waiting among them); else, once its wait is
over, everyone who accepts it, and CPU players for the rest. "any" takes the preset the
others named, or the game's first preset. A CPU player who fills a seat plays at the level
nearest to the people's mean rating (``ratings.CPU_RATINGS``).
"""

from __future__ import annotations

import asyncio
import dataclasses
import logging
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, cast

from ..core.errors import UnknownGameError
from ..games import get_game
from .protocol import (
    Error,
    Matched,
    Queued,
    QuickCancel,
    QuickCancelled,
    QuickMatch,
    QuickStatus,
    SeatRequest,
)
from .ratings import CPU_RATINGS, category_of
from .table import Table, new_token

if TYPE_CHECKING:  # pragma: no cover
    from .connection import Connection

log = logging.getLogger("hearts_desktop.net.server")
ANY = "any"
_shuffle = random.SystemRandom().shuffle
FILL_LEVELS = ("easy", "normal", "hard")
"""The levels a CPU player who fills a quick match's seat may play at."""


@dataclass(eq=False)
class Ticket:
    """One waiting request."""

    conn: Any
    person: int
    name: str
    game: str
    preset: str
    """A preset name, or "any"."""
    mu: float
    since: float
    """When it came (the loop's clock)."""

    def accepts(self, preset: str) -> bool:
        return self.preset in (ANY, preset)


def choose(tickets: Sequence[Ticket], players: Callable[[str], int], default: str,
           now: float, wait: float) -> tuple[str, list[Ticket]] | None:
    """The next table to form from ``tickets`` (one game's, oldest first): its preset and
    its people (fewer than it seats only when the oldest request's wait is over), or None
    when nobody is to be seated yet."""
    if not tickets:
        return None
    oldest = tickets[0]
    named = [t.preset for t in tickets if t.preset != ANY]
    options = [oldest.preset] if oldest.preset != ANY else list(dict.fromkeys(named)) or [
        default]
    best: tuple[int, str, list[Ticket]] | None = None
    for preset in options:
        takers = [t for t in tickets if t.accepts(preset)]
        if best is None or len(takers) > best[0]:
            best = (len(takers), preset, takers)
    assert best is not None
    _, preset, takers = best
    size = players(preset)
    if len(takers) >= size:
        return preset, nearest(takers, size, oldest)
    if now - oldest.since >= wait:
        return preset, takers
    return None


def nearest(takers: Sequence[Ticket], size: int, must: Ticket) -> list[Ticket]:
    """``size`` of ``takers`` whose ratings lie closest together, ``must`` among them
    (among equally close groups the one waiting longest)."""
    by_rating = sorted(takers, key=lambda t: (t.mu, t.since))
    at = by_rating.index(must)
    best: tuple[float, float, int] | None = None
    for start in range(max(0, at - size + 1), min(at, len(by_rating) - size) + 1):
        group = by_rating[start:start + size]
        key = (group[-1].mu - group[0].mu, sum(t.since for t in group), start)
        if best is None or key < best:
            best = key
    assert best is not None
    return by_rating[best[2]:best[2] + size]


def fill_level(mus: Sequence[float]) -> str:
    """The CPU level whose fixed rating is nearest to the people's mean rating."""
    mean = sum(mus) / len(mus) if mus else CPU_RATINGS["normal"][0]
    return min(FILL_LEVELS, key=lambda level: abs(CPU_RATINGS[level][0] - mean))


def short_rules(rules: Any, deals: int) -> Any:
    """``rules`` over ``deals`` deals (a club's short quick matches; tests): the rules'
    ``deal_limit`` (Hearts, Pinochle; a Pinochle target is then off) or ``deals`` (Ombre)."""
    if deals <= 0:
        return rules
    names = {f.name for f in dataclasses.fields(rules)}
    changes: dict[str, Any] = {}
    if "deal_limit" in names:
        changes["deal_limit"] = deals
        if "target" in names:
            changes["target"] = None
    elif "deals" in names:
        changes["deals"] = deals
    return dataclasses.replace(rules, **changes) if changes else rules


class QuickMatcher:
    """The quick-match queues of one server (module docstring)."""

    def __init__(self, server: Any) -> None:  # the net.server.GameServer (no import circle)
        self.server = server
        self.queues: dict[str, list[Ticket]] = {}
        self._timers: dict[str, asyncio.TimerHandle] = {}
        self.matched = 0
        """People seated by quick match (the bench counts them)."""
        self.on_matched: Callable[[Table, list[Ticket]], None] | None = None

    @property
    def wait(self) -> float:
        return float(self.server.config.quick_wait)

    def waiting(self) -> int:
        return sum(len(q) for q in self.queues.values())

    def _now(self) -> float:
        return asyncio.get_running_loop().time()

    # ------------------------------------------------------------------ requests
    def on_request(self, conn: Connection, msg: QuickMatch) -> None:
        person = conn.person
        if person is None:
            conn.send(Error(code="not_identified", message="a quick match is rated: identify "
                            "first", ref=msg.ref))
            return
        if conn.seat is not None:
            conn.send(Error(code="already_seated", message="you sit at a table already",
                            ref=msg.ref))
            return
        if conn.quick is not None:
            conn.send(Error(code="queued", message="you wait for a quick match already",
                            ref=msg.ref))
            return
        try:
            game = get_game(msg.game)
        except UnknownGameError as exc:
            conn.send(Error(code="no_game", message=str(exc), ref=msg.ref))
            return
        if msg.rules != ANY and msg.rules not in game.presets():
            conn.send(Error(code="bad_rules", message=f"{game.title} has no rules preset "
                            f"{msg.rules!r} (presets: {', '.join(game.presets())}, or any)",
                            ref=msg.ref))
            return
        if any(t.person == person.id for q in self.queues.values() for t in q):
            conn.send(Error(code="queued", message="you wait for a quick match on another "
                            "connection", ref=msg.ref))
            return
        if self.waiting() >= self.server.config.quick_queue:
            conn.send(Error(code="too_many_tables", message="too many people wait for a quick "
                            "match on this server; try again soon", ref=msg.ref))
            return
        preset = msg.rules if msg.rules != ANY else game.presets()[0]
        category = category_of(game.name, game.players(game.preset(preset)))
        mu = self.server.people.store.rating(person.id, category).mu
        ticket = Ticket(conn, person.id, person.name, game.name, msg.rules, mu, self._now())
        conn.quick = ticket
        queue = self.queues.setdefault(game.name, [])
        queue.append(ticket)
        log.info("%s: %s waits for a quick match of %s (%s)", conn.peer, person.name,
                 game.name, msg.rules)
        conn.send(Queued(game=game.name, rules=msg.rules, wait=self.wait,
                         waiting=len(queue), ref=msg.ref))
        self._match(game.name)

    def on_cancel(self, conn: Connection, msg: QuickCancel) -> None:
        if conn.quick is None:
            conn.send(Error(code="not_queued", message="you wait for no quick match",
                            ref=msg.ref))
            return
        self.drop(conn)
        conn.send(QuickCancelled(reason="cancelled", ref=msg.ref))

    def drop(self, conn: Connection) -> None:
        """``conn`` waits no more (it cancelled, or it is gone)."""
        ticket = conn.quick
        if ticket is None:
            return
        conn.quick = None
        queue = self.queues.get(ticket.game, [])
        if ticket in queue:
            queue.remove(ticket)
            self._status(ticket.game)
            self._schedule(ticket.game)

    def stop(self) -> None:
        for handle in self._timers.values():
            handle.cancel()
        self._timers.clear()
        for queue in self.queues.values():
            for ticket in queue:
                ticket.conn.quick = None
        self.queues.clear()

    # ------------------------------------------------------------------ matching
    def _match(self, game_name: str) -> None:
        game = get_game(game_name)
        queue = self.queues.get(game_name, [])
        formed = False
        while True:
            choice = choose(queue, lambda p: game.players(game.preset(p)), game.presets()[0],
                            self._now(), self.wait)
            if choice is None:
                break
            preset, group = choice
            for ticket in group:
                queue.remove(ticket)
                ticket.conn.quick = None
            try:
                self._seat(game_name, preset, group)
                formed = True
            except Exception:
                log.exception("a quick match of %s could not be formed", game_name)
                for ticket in group:
                    ticket.conn.send(QuickCancelled(reason="internal"))
        if formed or queue:
            self._status(game_name)
        self._schedule(game_name)

    def _schedule(self, game_name: str) -> None:
        old = self._timers.pop(game_name, None)
        if old is not None:
            old.cancel()
        queue = self.queues.get(game_name)
        if not queue:
            return
        loop = asyncio.get_running_loop()
        due = queue[0].since + self.wait
        self._timers[game_name] = loop.call_at(due, self._match, game_name)

    def _status(self, game_name: str) -> None:
        queue = self.queues.get(game_name, [])
        now = self._now()
        for ticket in queue:
            remaining = max(0.0, ticket.since + self.wait - now)
            ticket.conn.send(QuickStatus(game=game_name, waiting=len(queue),
                                         remaining=round(remaining, 2)))

    def _seat(self, game_name: str, preset: str, group: list[Ticket]) -> Table:
        server = self.server
        game = get_game(game_name)
        rules = short_rules(game.preset(preset), server.config.quick_deals)
        players = game.players(rules)
        level = fill_level([t.mu for t in group])
        seats = [SeatRequest("open", "", level, level) for _ in range(players)]
        table, _ = server.create_table(game_name, rules, seats, title="Quick match")
        table.rated = True
        places = list(range(players))
        _shuffle(places)
        for ticket, index in zip(group, places, strict=False):
            seat = table.seats[index]
            conn = ticket.conn
            seat.kind, seat.token = "person", new_token()
            server.attach(conn, table, seat)
            server.people.seat_person(conn, table, seat)
        info = table.info(server.config.timer_scale)
        for ticket, index in zip(group, places, strict=False):
            seat = table.seats[index]
            assert seat.token is not None
            ticket.conn.send(Matched(table=info, seat=index, token=seat.token))
            server.send_snapshot(table, seat)
        self.matched += len(group)
        log.info("quick match %s: %s (%s), %s", table.code, game_name, preset,
                 ", ".join(t.name for t in group))
        if self.on_matched is not None:
            self.on_matched(table, group)
        # fair deals: the match starts once the people sent their contributions to the seed
        # (each sends one on ``matched``), or after the server's ``contribution_wait``
        server.request_start(table, fill_with_cpu=True)
        return cast(Table, table)


__all__ = ["ANY", "QuickMatcher", "Ticket", "choose", "fill_level", "nearest", "short_rules"]
