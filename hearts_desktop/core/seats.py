"""Seats: how many players, which way play goes round, and who plays with whom.

Seats are numbered 0..N-1 clockwise as they sit at the table (a table puts the human's seat
at the bottom and the others clockwise from there). ``direction`` says which way dealing
and play go: +1 clockwise (Hearts, Pinochle), -1 counter-clockwise (Ombre: the next player
after seat s is s - 1, the player on s's right). ``teams`` lists fixed partnerships
(Pinochle: seats 0 & 2 against 1 & 3); an empty tuple means everyone plays for themselves.
A game whose partnerships change per deal (Ombre's ombre against two defenders, Quadrille's
called king) keeps that in its state, not here.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Seating:
    players: int
    direction: int = 1
    """+1 clockwise, -1 counter-clockwise."""
    teams: tuple[tuple[int, ...], ...] = ()

    def __post_init__(self) -> None:
        if self.players < 1:
            raise ValueError("a table has at least one seat")
        if self.direction not in (1, -1):
            raise ValueError("direction is +1 (clockwise) or -1 (counter-clockwise)")
        seen = [s for team in self.teams for s in team]
        if len(set(seen)) != len(seen) or any(not 0 <= s < self.players for s in seen):
            raise ValueError(f"bad teams {self.teams!r} for {self.players} seats")

    def check(self, seat: object) -> int:
        """``seat`` as a seat number; ``ValueError`` for anything else (``True`` included)."""
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < self.players:
            raise ValueError(f"no seat {seat!r} at a table of {self.players}")
        return seat

    def next(self, seat: int, steps: int = 1) -> int:
        """The seat ``steps`` turns after ``seat`` in the direction of play."""
        return (seat + self.direction * steps) % self.players

    def order(self, start: int) -> tuple[int, ...]:
        """Every seat once, in the order of play, beginning with ``start``."""
        return tuple(self.next(start, k) for k in range(self.players))

    def left_of(self, seat: int) -> int:
        """The seat on ``seat``'s left (clockwise neighbour), whatever the direction."""
        return (seat + 1) % self.players

    def right_of(self, seat: int) -> int:
        return (seat - 1) % self.players

    def team_of(self, seat: int) -> int | None:
        """The index of ``seat``'s team in ``teams``; None without fixed teams."""
        for i, team in enumerate(self.teams):
            if seat in team:
                return i
        return None

    def partners(self, seat: int) -> tuple[int, ...]:
        """The other members of ``seat``'s team (empty without fixed teams)."""
        team = self.team_of(seat)
        return () if team is None else tuple(s for s in self.teams[team] if s != seat)


def relative(seat: int, bottom: int, players: int) -> int:
    """Where ``seat`` sits as seen from ``bottom``: 0 = bottom, then clockwise round the
    table (the table's drawing order, independent of the direction of play)."""
    return (seat - bottom) % players


def check_seat(seat: object, players: int) -> int:
    """``seat`` as a seat number 0..players-1, else ``ValueError`` (``True`` is not a seat)."""
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < players:
        raise ValueError(f"no seat {seat!r} at a table of {players}")
    return seat
