"""Trick play on face indices, fast enough for thousands of simulated hands.

A face is ``suit * 6 + strength`` (strength 0..5 = 9 J Q K 10 A; ``cards.face_index``);
identical cards are the same face. ``Table`` is a hand in progress: the four hands (lists
of faces, sorted), the trick so far, what has been played (``unplayed`` counts), the suits
each seat has shown to be out of (``void``, public), and the trick points and tricks each
team has taken. A CPU player builds one from its view for its own decisions (only its own
hand is real then) and from sampled deals for its searches.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from .. import Heading, Rules

ALWAYS, TRUMP_LEAD_ONLY, NEVER = 0, 1, 2
_HEAD = {Heading.ALWAYS: ALWAYS, Heading.TRUMP_LEAD_ONLY: TRUMP_LEAD_ONLY, Heading.NEVER: NEVER}
ACE, TEN, KING, QUEEN, JACK, NINE = 5, 4, 3, 2, 1, 0
"""Strengths."""


def is_counter(face: int) -> bool:
    return face % 6 >= KING


def beats(card: int, best: int, trump: int) -> bool:
    """Whether ``card`` played now takes the trick from ``best`` (an identical card does not)."""
    cs, bs = card // 6, best // 6
    if cs == bs:
        return card % 6 > best % 6
    return cs == trump


def winning_index(faces: Sequence[int], trump: int) -> int:
    best = 0
    for i in range(1, len(faces)):
        if beats(faces[i], faces[best], trump):
            best = i
    return best


def legal_faces(hand: Sequence[int], plays: Sequence[int], trump: int, head: int,
                undertrump: bool) -> list[int]:
    """Rule 8.3 with O-HEAD and O-UNDERTRUMP on faces (the engine's ``_duty``)."""
    if not plays:
        return list(hand)
    led = plays[0] // 6
    w = plays[winning_index(plays, trump)]
    heading = head == ALWAYS or (head == TRUMP_LEAD_ONLY and led == trump)
    follow = [f for f in hand if f // 6 == led]
    if follow:
        if heading:
            b = [f for f in follow if beats(f, w, trump)]
            if b:
                return b
        return follow
    trumps = [f for f in hand if f // 6 == trump]
    if trumps:
        b = [f for f in trumps if beats(f, w, trump)]
        if b and heading:
            return b
        if b or undertrump:
            return trumps
    return list(hand)


class Table:
    """A hand in progress on faces (see the module docstring)."""

    __slots__ = ("counter_value", "counters", "declaring_team", "hands", "head", "last_bonus",
                 "leader", "plays", "total_tricks", "tricks_done", "tricks_won", "trump",
                 "undertrump", "unplayed", "void")

    def __init__(self, rules: Rules, hands: list[list[int]], trump: int, leader: int,
                 declaring_team: int) -> None:
        self.hands = hands
        self.trump = trump
        self.leader = leader
        self.declaring_team = declaring_team
        self.plays: list[tuple[int, int]] = []
        self.unplayed = [0] * 24
        for h in hands:
            for f in h:
                self.unplayed[f] += 1
        self.void = [0, 0, 0, 0]
        """Bit s set: the seat has shown it holds no card of suit s."""
        self.counters = [0, 0]
        self.tricks_won = [0, 0]
        self.tricks_done = 0
        self.total_tricks = rules.hand_size
        self.head = _HEAD[rules.head]
        self.undertrump = rules.undertrump
        self.counter_value = rules.scale
        self.last_bonus = rules.last_trick_points

    def copy_with(self, hands: list[list[int]]) -> Table:
        """The same public position with other hands (a sampled deal)."""
        t = Table.__new__(Table)
        t.hands = hands
        t.trump = self.trump
        t.leader = self.leader
        t.declaring_team = self.declaring_team
        t.plays = list(self.plays)
        t.unplayed = list(self.unplayed)
        t.void = list(self.void)
        t.counters = list(self.counters)
        t.tricks_won = list(self.tricks_won)
        t.tricks_done = self.tricks_done
        t.total_tricks = self.total_tricks
        t.head = self.head
        t.undertrump = self.undertrump
        t.counter_value = self.counter_value
        t.last_bonus = self.last_bonus
        return t

    @property
    def to_move(self) -> int:
        return (self.leader + len(self.plays)) % 4

    def legal(self, seat: int) -> list[int]:
        return legal_faces(self.hands[seat], [f for _, f in self.plays], self.trump, self.head,
                           self.undertrump)

    def play(self, face: int) -> None:
        """Play ``face`` for the seat to move (no legality check)."""
        seat = self.to_move
        hand = self.hands[seat]
        hand.remove(face)
        if self.plays:
            led = self.plays[0][1] // 6
            if face // 6 != led:
                self.void[seat] |= 1 << led
                if face // 6 != self.trump:
                    w = self.plays[winning_index([f for _, f in self.plays], self.trump)][1]
                    if w // 6 != self.trump or self.undertrump:
                        self.void[seat] |= 1 << self.trump
        self.plays.append((seat, face))
        self.unplayed[face] -= 1
        if len(self.plays) == 4:
            faces = [f for _, f in self.plays]
            winner = self.plays[winning_index(faces, self.trump)][0]
            points = sum(self.counter_value for f in faces if f % 6 >= KING)
            self.tricks_done += 1
            if self.tricks_done == self.total_tricks:
                points += self.last_bonus
            team = winner % 2
            self.counters[team] += points
            self.tricks_won[team] += 1
            self.plays = []
            self.leader = winner

    @property
    def over(self) -> bool:
        return self.tricks_done == self.total_tricks


Policy = Callable[[Table, int], int]


def play_out(table: Table, policy: Policy) -> Table:
    """Play ``table`` to the end with ``policy`` for every seat."""
    while not table.over:
        table.play(policy(table, table.to_move))
    return table
