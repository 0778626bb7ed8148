"""The server's side of identities and ratings: ``identify`` and ``ratings_request``, the
ratings of the people at a table, and the rating of a finished (or abandoned) rated match.
``GameServer`` owns one ``People`` and calls it; its store is a ``RatingStore``
(``net.ratings``, SQLite) and ``net.identity`` checks the signatures.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

from .identity import verify
from .protocol import (
    Error,
    Identified,
    Identify,
    RatingChange,
    RatingInfo,
    RatingPointInfo,
    Ratings,
    RatingsRequest,
)
from .ratings import NameTakenError, Participant, Person, Rating, RatingStore
from .table import Seat, Table, clean_name

if TYPE_CHECKING:  # pragma: no cover
    from .connection import Connection

log = logging.getLogger("hearts_desktop.net.server")


def rating_info(category: str, rating: Rating) -> RatingInfo:
    return RatingInfo(category=category, mu=round(rating.mu, 3), sigma=round(rating.sigma, 3),
                      matches=rating.matches)


class People:
    """Identities and ratings of one server (module docstring)."""

    def __init__(self, store: RatingStore, server_id: str) -> None:
        self.store = store
        self.server_id = server_id
        """Part of every rated match's id (with the table code and the seed)."""
        self.rated_matches = 0

    # ------------------------------------------------------------------ requests
    def on_identify(self, conn: Connection, msg: Identify) -> None:
        name = clean_name(msg.name)
        if name is None:
            conn.send(Error(code="bad_name", message="a name is 1 to 24 printable characters",
                            ref=msg.ref))
            return
        if conn.seat is not None or conn.quick is not None:
            conn.send(Error(code="already_seated", message="identify before sitting down or "
                            "asking for a quick match", ref=msg.ref))
            return
        if not verify(msg.key, msg.signature, conn.challenge, msg.name):
            log.info("%s: an identify that does not check out", conn.peer)
            conn.send(Error(code="bad_identity", message="the signature does not match the "
                            "key and this connection's challenge", ref=msg.ref))
            return
        try:
            person = self.store.claim(msg.key, name)
        except NameTakenError:
            conn.send(Error(code="name_taken", message=f"the name {name!r} belongs to another "
                            "person on this server; choose another", ref=msg.ref))
            return
        conn.person = person
        log.info("%s: identified as %s", conn.peer, person.name)
        ratings = [rating_info(c, r) for c, r in self.store.ratings(person.id).items()]
        conn.send(Identified(name=person.name, ratings=ratings, ref=msg.ref))

    def on_ratings(self, conn: Connection, msg: RatingsRequest) -> None:
        person: Person | None = conn.person
        if msg.name:
            person = self.store.person_named(msg.name)
            if person is None:
                conn.send(Error(code="no_seat", message=f"nobody is called {msg.name!r} on "
                                "this server", ref=msg.ref))
                return
        if person is None:
            conn.send(Error(code="not_identified", message="identify first (or name a person)",
                            ref=msg.ref))
            return
        ratings = [rating_info(c, r) for c, r in self.store.ratings(person.id).items()]
        history = [RatingPointInfo(category=p.category, mu=round(p.mu, 3),
                                   sigma=round(p.sigma, 3), place=p.place, at=round(p.at, 3))
                   for p in self.store.history(person.id)]
        conn.send(Ratings(name=person.name, ratings=ratings, history=history, ref=msg.ref))

    # ------------------------------------------------------------------ seats
    def name_refused(self, conn: Connection, name: str) -> str:
        """Why ``conn`` may not sit as ``name`` ("" if it may): an unidentified client may
        not use a person's name."""
        if conn.person is None and self.store.name_taken(name):
            return (f"the name {name!r} belongs to a person on this server; choose another "
                    f"name")
        return ""

    def seat_person(self, conn: Connection, table: Table, seat: Seat) -> None:
        """The identified person of ``conn`` sits at ``seat``: their name and rating."""
        person: Person | None = conn.person
        if person is None:
            return
        seat.person, seat.name = person.id, person.name
        rating = self.store.rating(person.id, table.rating_category)
        seat.rating = (rating.mu, rating.sigma)

    # ------------------------------------------------------------------ the match's end
    def match_id(self, table: Table) -> str:
        return f"{self.server_id}:{table.code}:{table.seed}"

    def participants(self, table: Table, *, unfinished: bool) -> list[Participant]:
        """The seats as the ratings see them. A person abandoned the match when a CPU
        player plays for them at its end (they left, or dropped out and did not come
        back), or when the table closes unfinished while they are away."""
        out = []
        for seat in table.seats:
            if seat.kind == "person" and seat.person is not None:
                gone = seat.standin or (unfinished and seat.conn is None)
                out.append(Participant(person=seat.person, abandoned=gone))
            else:
                out.append(Participant(person=None, cpu_level=seat.cpu_level()))
        return out

    def rate_finished(self, table: Table) -> list[RatingChange]:
        """Rate the table's finished match once (every person's change, by seat)."""
        if not table.rated or table.state is None:
            return []
        game = table.game
        analysis = game.analyse(game.to_record(table.state))
        return self._rate(table, self.participants(table, unfinished=False),
                          list(analysis.ranking), list(analysis.teams), abandoned=False)

    def rate_abandoned(self, table: Table) -> list[RatingChange]:
        """A rated match that closes unfinished: everyone who abandoned it loses to those
        who did not (all tied), CPU players included."""
        if not table.rated or table.state is None or table.phase != "playing":
            return []
        people = self.participants(table, unfinished=True)
        if not any(p.abandoned for p in people):
            return []
        teams = _teams(table)
        return self._rate(table, people, [1] * len(people), teams, abandoned=True)

    def _rate(self, table: Table, people: list[Participant], ranking: list[int],
              teams: list[Any], *, abandoned: bool) -> list[RatingChange]:
        match_id = self.match_id(table)
        try:
            result = self.store.record_match(match_id, table.rating_category, people,
                                             ranking, teams, abandoned=abandoned)
        except Exception:
            log.exception("table %s: the match could not be rated", table.code)
            return []
        if result is None:
            log.warning("table %s: match %s was rated already; not again", table.code,
                        match_id)
            return []
        self.rated_matches += 1
        changes = []
        for seat in table.seats:
            if seat.person is not None and seat.person in result:
                before, after = result[seat.person]
                seat.rating = (after.mu, after.sigma)
                changes.append(RatingChange(seat=seat.index,
                                            before=rating_info(table.rating_category, before),
                                            after=rating_info(table.rating_category, after)))
        log.info("table %s: rated %s (%s)", table.code, match_id,
                 ", ".join(f"seat {c.seat} {c.before.mu:.1f}->{c.after.mu:.1f}"
                           for c in changes))
        return changes


def _teams(table: Table) -> list[Any]:
    """The partnerships of a table's match (a fixed partnership game: Pinochle), else
    none (each seat for itself)."""
    seating = table.game.seating(table.rules)
    teams = getattr(seating, "teams", None)
    return [tuple(t) for t in teams] if teams else []


__all__ = ["People", "rating_info"]
