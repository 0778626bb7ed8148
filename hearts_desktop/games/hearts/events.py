"""Domain events returned by ``apply``: the table animates them, the sound layer plays cues
for them and the history stores the actions that caused them. Nobody needs to poll state.

Some events carry hidden information (``CardsDealt`` holds every hand, ``CardsPassed`` the
cards given, ``KittyTaken`` the kitty, ``TimedOut`` a pass made for a seat): their
``redacted(seat)`` is what that seat may see, hidden cards replaced by ``None``
(``core.events.redact``). A bot, a network client and the table of one seat get only that.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ...core import events as core
from ...core.events import hide
from .actions import Action, PassCards
from .cards import Card
from .rules import Score


@dataclass(frozen=True)
class DealStarted(core.DealStarted):
    pass_direction: str
    """"left", "right", "across", "hold", "split", "custom" or "dealer_choice" (still open)."""


@dataclass(frozen=True)
class PassSchemeChosen:
    seat: int
    scheme: tuple[tuple[int, int], ...]


@dataclass(frozen=True)
class CardsDealt(core.CardsDealt):
    face_up: tuple[Card, ...]
    """Cancellation Hearts' leftover cards, which lie face up for the trick-1 winner."""
    kitty_size: int


@dataclass(frozen=True)
class PassCommitted:
    seat: int


@dataclass(frozen=True)
class Transfer:
    giver: int
    receiver: int
    cards: tuple[Card | None, ...]
    """The cards given (redacted: hidden unless the seat gave or received them)."""


@dataclass(frozen=True)
class CardsPassed:
    transfers: tuple[Transfer, ...]

    def redacted(self, seat: int | None) -> CardsPassed:
        return CardsPassed(tuple(
            replace(t, cards=hide(t.cards, seat in (t.giver, t.receiver)))
            for t in self.transfers))


@dataclass(frozen=True)
class CardPlayed(core.CardPlayed):
    joker_high: bool | None = None
    """Hi-Lo jokers: True for the first joker of the deal (above A♥), False for the second."""


@dataclass(frozen=True)
class HeartsBroken:
    seat: int
    card: Card


@dataclass(frozen=True)
class QueenOfSpadesPlayed:
    seat: int
    trick_number: int


@dataclass(frozen=True)
class TrickWon(core.TrickWon):
    points: Score
    cancelled: tuple[int, ...] = ()
    """Positions in ``plays`` of cards that cancelled each other (Cancellation Hearts)."""
    set_aside_taken: tuple[Card, ...] = ()
    """Cards of earlier all-cancelled tricks that the winner takes as well."""


@dataclass(frozen=True)
class TrickSetAside:
    """Cancellation Hearts: no live card of the led suit; the leader leads again."""

    trick_number: int
    leader: int
    plays: tuple[tuple[int, Card], ...]
    cancelled: tuple[int, ...]


@dataclass(frozen=True)
class KittyTaken:
    seat: int
    cards: tuple[Card | None, ...]
    """The kitty (redacted: hidden from everyone but the seat that takes it)."""

    def redacted(self, seat: int | None) -> KittyTaken:
        return replace(self, cards=hide(self.cards, seat == self.seat))


@dataclass(frozen=True)
class FaceUpTaken:
    seat: int
    cards: tuple[Card, ...]


@dataclass(frozen=True)
class MoonShot:
    seat: int
    sun: bool
    """True when the shooter won every trick (O-SUN)."""


@dataclass(frozen=True)
class MoonChoiceRequired:
    seat: int
    options: tuple[str, ...]


@dataclass(frozen=True)
class HandScored:
    deal_number: int
    captured_points: tuple[Score, ...]
    """Card points each seat took this deal, before moon adjustments."""
    deal_scores: tuple[Score, ...]
    match_scores: tuple[Score, ...]
    shooter: int | None
    sun: bool
    moon_option: str | None
    target_resets: tuple[int, ...]
    tournament_scores: tuple[int, ...] | None = None


@dataclass(frozen=True)
class TimedOut:
    seat: int
    overruns: int
    action: Action | None
    """The random legal action played for the seat on the first overrun, else None
    (redacted: a pass made for another seat is None, its cards are secret)."""

    def redacted(self, seat: int | None) -> TimedOut:
        if isinstance(self.action, PassCards) and seat != self.seat:
            return replace(self, action=None)
        return self


@dataclass(frozen=True)
class SeatSubstituted:
    """A computer player takes over ``seat`` (second overrun or abandonment)."""

    seat: int
    reason: str


@dataclass(frozen=True)
class MatchOver:
    match_scores: tuple[Score, ...]
    ranking: tuple[int, ...]
    """Place of each seat, 1 = best; ties share the better place (1, 1, 3, 4)."""
    winners: tuple[int, ...]
    tournament_results: tuple[int, ...] | None = None


Event = (
    DealStarted | PassSchemeChosen | CardsDealt | PassCommitted | CardsPassed | CardPlayed
    | HeartsBroken | QueenOfSpadesPlayed | TrickWon | TrickSetAside | KittyTaken | FaceUpTaken
    | MoonShot | MoonChoiceRequired | HandScored | TimedOut | SeatSubstituted | MatchOver
)
