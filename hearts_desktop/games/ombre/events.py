"""Domain events returned by ``apply``: the table animates them, the sound layer plays cues
for them, the score sheet reads ``DealScored``. Nobody needs to poll the state.

Events that carry hidden cards define ``redacted(seat)`` (``core.events.redact``): what that
seat may see, hidden cards replaced by ``None``:

- ``CardsDealt``: a seat sees its own hand; the talon is hidden from everyone;
- ``CardsExchanged``: the discards are seen by nobody but the discarding seat, the cards
  drawn only by the drawer, except the turned tourné card, which everyone has seen;
- ``TalonTaken`` (O-FOURTH-PLAYS): only the taker sees the cards.

Chips move only through ``Payment`` values (``payer``/``payee`` a seat, or ``POT`` =
None for the pot), in ``AntePaid``, ``VoleStakesPaid``, ``DealScored`` and ``SessionOver``:
a table can animate every chip, and the sum of the players' chips and the pot never
changes.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import StrEnum

from ...core import events as core
from ...core.cards import Card, Suit
from ...core.events import HIDDEN, hide
from .contracts import Contract, Result, Stop

POT = None
"""``Payment.payer``/``payee`` for the pot."""


class PaymentReason(StrEnum):
    """Why chips move (the score sheet explains each line)."""

    ANTE = "ante"
    """3.2 (QD.2): the stake before a deal."""
    GAME = "game"
    """9.1: 5 + G (a loss: 5, or 5 + G under O-LOSS-SCALED); Quadrille: the value V."""
    HONOURS = "honours"
    """8.1-8.2: honours with (received on a win, paid on a loss)."""
    HONOURS_WITHOUT = "honours_without"
    """8.1-8.2: honours without (received on a win only)."""
    PRIMERAS = "primeras"
    """8.4: 3 from each defender when ombre stops after five tricks."""
    VOLE = "vole"
    """8.5/D10: 10 more from each defender."""
    FAILED_VOLE = "failed_vole"
    """8.5: 30 - G - H to each defender (Quadrille 16.6: the vole value)."""
    POT_WON = "pot_won"
    """The winner takes the pot."""
    PUESTA = "puesta"
    """9.1: ombre pays into the pot as much as it holds (the pot doubles)."""
    CODILLE = "codille"
    """9.1: ombre pays the codille winner as much as the pot holds."""
    CODILLE_SPLIT = "codille_split"
    """O-CODILLE-SPLIT: the defenders divide the pot."""
    VOLE_STAKE = "vole_stake"
    """QD.6: every player adds 3 to the pot before a bid vole is played."""
    PARTNER_REFUND = "partner_refund"
    """QD.9: the declarer pays the partner when the alliance loses with fewer than 3 of the
    declarer's own tricks."""
    SESSION_SPLIT = "session_split"
    """3.5: at the end of the session the pot is divided among the players."""


@dataclass(frozen=True)
class Payment:
    payer: int | None
    """A seat, or ``POT``."""
    payee: int | None
    """A seat, or ``POT``."""
    amount: int
    reason: PaymentReason


class ForcedBy(StrEnum):
    """Why a player must play although everyone passed."""

    SPADILLE = "spadille"
    """O-SPADILLE-FORCE / O-ALL-PASS=forced: the holder of spadille (11.1, QD.7)."""
    BASTO = "basto"
    """11.1: spadille is in the talon, the basto holder plays."""
    FOURTH = "fourth"
    """O-FOURTH-PLAYS (FP.3): the sitter-out takes the talon."""


@dataclass(frozen=True)
class DealStarted(core.DealStarted):
    sitter_out: int | None
    """Four-player Ombre: the seat that sits out this deal."""
    order: tuple[int, ...]
    """The seats that receive cards, in bidding and playing order from eldest."""


@dataclass(frozen=True)
class AntePaid:
    deal_number: int
    payments: tuple[Payment, ...]
    pot: int
    """The pot after the ante."""
    chips: tuple[int, ...]


@dataclass(frozen=True)
class CardsDealt(core.CardsDealt):
    """Every seat's hand (a sitter-out's is empty)."""

    talon: tuple[Card | None, ...]
    """The talon, top card first (redacted: hidden from everyone)."""
    packets: tuple[int, ...]
    """Cards per player in each round of the deal (3, 3, 3; Quadrille 3, 4, 3; ...)."""

    def redacted(self, seat: int | None) -> CardsDealt:
        return replace(super().redacted(seat), talon=hide(self.talon, False))


@dataclass(frozen=True)
class BidMade:
    seat: int
    contract: Contract
    took_over: bool = False
    """O-PRIORITY: the bid equals the highest so far, taken over by an earlier bidder."""


@dataclass(frozen=True)
class Passed:
    seat: int
    stage: str
    """"bidding", "announcing" (gascarola/contrabola declined) or "take_over"."""


@dataclass(frozen=True)
class AllPassed:
    deal_number: int


@dataclass(frozen=True)
class OmbreDeclared:
    """The bidding is over: ``seat`` is ombre (Quadrille: the declarer) in ``contract``."""

    seat: int
    contract: Contract
    forced: ForcedBy | None = None


@dataclass(frozen=True)
class DealThrownIn:
    deal_number: int
    reason: str
    """"all_passed" (redeal), or "black_aces_in_talon" (11.1: nobody to force)."""


@dataclass(frozen=True)
class TalonTaken:
    """O-FOURTH-PLAYS: the sitter-out takes the whole talon (then discards 4)."""

    seat: int
    cards: tuple[Card | None, ...]

    def redacted(self, seat: int | None) -> TalonTaken:
        return replace(self, cards=hide(self.cards, seat == self.seat))


@dataclass(frozen=True)
class CardTurned:
    """Tourné (5.2): ombre turns the top talon card face up; its printed suit is trump."""

    seat: int
    card: Card


@dataclass(frozen=True)
class TrumpNamed:
    seat: int
    suit: Suit
    contract: Contract


@dataclass(frozen=True)
class CardCalled:
    """Quadrille: the declarer calls ``card``; its holder is the secret partner."""

    seat: int
    card: Card


@dataclass(frozen=True)
class CardsExchanged:
    seat: int
    discards: tuple[Card | None, ...]
    """Face down (redacted: seen only by ``seat``)."""
    drawn: tuple[Card | None, ...]
    """From the top of the talon (redacted: seen only by ``seat``, but a turned card that
    was drawn stays visible to all)."""
    talon_left: int
    turned: Card | None = None
    """The face-up tourné card when this exchange drew it (always ``drawn[0]`` then)."""

    def redacted(self, seat: int | None) -> CardsExchanged:
        if seat == self.seat:
            return self
        drawn = hide(self.drawn, False)
        if self.turned is not None and drawn:
            drawn = (self.turned, *drawn[1:])
        return replace(self, discards=hide(self.discards, False), drawn=drawn)


@dataclass(frozen=True)
class HonoursAnnounced:
    """Two-player Ombre (TP.5): the defender announces the honours in their hand
    (information only)."""

    seat: int
    honours_with: int
    honours_without: int


@dataclass(frozen=True)
class PlayStarted:
    leader: int
    ombre: int
    contract: Contract
    trump: Suit
    order: tuple[int, ...]
    """The seats that play this deal, in playing order from eldest."""


@dataclass(frozen=True)
class CardPlayed(core.CardPlayed):
    matador: bool
    """Spadille, manille or basto (the table marks them)."""


@dataclass(frozen=True)
class PartnerRevealed:
    """Quadrille: the called card was played (or play ended): ``seat`` is the partner."""

    seat: int
    card: Card
    declarer: int


@dataclass(frozen=True)
class TrickWon(core.TrickWon):
    tricks: tuple[int, ...]
    """Tricks won so far by each seat."""


@dataclass(frozen=True)
class PrimerasReached:
    """Ombre won the first five tricks (Quadrille: the side won the first six): ombre must
    choose to stop or to go on for the vole (a ``Primeras`` action)."""

    seat: int
    trick_number: int


@dataclass(frozen=True)
class VoleAttempted:
    seat: int


@dataclass(frozen=True)
class PlayStopped:
    reason: Stop
    trick_number: int
    """The last trick played."""


@dataclass(frozen=True)
class Surrendered:
    seat: int
    trick_number: int


@dataclass(frozen=True)
class TakenOver:
    """O-SURRENDER: ``seat`` takes over as ombre from ``previous``."""

    seat: int
    previous: int


@dataclass(frozen=True)
class DealScored:
    """The end of a played deal: the result and every chip that moved."""

    deal_number: int
    ombre: int
    contract: Contract
    trump: Suit
    forced: ForcedBy | None
    partner: int | None
    """Quadrille's called partner (None: a solo, a vole, or Ombre)."""
    tricks: tuple[int, ...]
    result: Result
    codille_winner: int | None
    honours_with: int
    honours_without: int
    value: int
    """G (Ombre) or V (Quadrille: 1 + bonuses)."""
    primeras: bool
    vole: bool
    failed_vole: bool
    stop: Stop | None
    surrendered: int | None
    """O-SURRENDER: the ombre who gave up (``ombre`` is then who took over, or the same)."""
    payments: tuple[Payment, ...]
    net: tuple[int, ...]
    """Chips each seat won (+) or lost (-) in this settlement (the ante is not in it)."""
    chips: tuple[int, ...]
    pot: int


@dataclass(frozen=True)
class VoleStakesPaid:
    """Quadrille's bid vole (QD.6): every player adds 3 to the pot."""

    payments: tuple[Payment, ...]
    pot: int
    chips: tuple[int, ...]


@dataclass(frozen=True)
class SessionOver:
    chips: tuple[int, ...]
    """Final chips, after the pot was divided (3.5)."""
    payments: tuple[Payment, ...]
    """The pot divided among the players (3.5)."""
    ranking: tuple[int, ...]
    """Place of each seat, 1 = most chips; ties share the better place."""
    winners: tuple[int, ...]


Event = (
    DealStarted | AntePaid | CardsDealt | BidMade | Passed | AllPassed | OmbreDeclared
    | DealThrownIn | TalonTaken | CardTurned | TrumpNamed | CardCalled | CardsExchanged
    | HonoursAnnounced | PlayStarted | CardPlayed | PartnerRevealed | TrickWon
    | PrimerasReached | VoleAttempted | PlayStopped | Surrendered | TakenOver | DealScored
    | VoleStakesPaid | SessionOver
)

__all__ = [
    "HIDDEN", "POT", "AllPassed", "AntePaid", "BidMade", "CardCalled", "CardPlayed",
    "CardTurned", "CardsDealt", "CardsExchanged", "DealScored", "DealStarted", "DealThrownIn",
    "Event", "ForcedBy", "HonoursAnnounced", "OmbreDeclared", "PartnerRevealed", "Passed",
    "Payment", "PaymentReason", "PlayStarted", "PlayStopped", "PrimerasReached",
    "SessionOver", "Surrendered", "TakenOver", "TalonTaken", "TrickWon", "TrumpNamed",
    "VoleAttempted", "VoleStakesPaid",
]
