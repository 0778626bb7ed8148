"""Rules: one frozen value holding every option of the Pinochle specification, with presets.

Every option of ``shared/rules/pinochle.md`` section 11 and of its addendum (section 15) is a
field here; the engine reads nothing from settings or globals. Enumerated options are
``StrEnum`` values, so plain strings work too: ``Rules.preset("pinochle").replace(head="never")``.

**Scale.** Every number in the fields (``min_bid``, ``target``) is on the spec's *small*
scale (a counter is worth 1, a run 15). ``x10`` multiplies every value the game uses by ten
(counters, melds, bids, the target): ``Rules(x10=True).opening_bid == 250``. The derived
properties (``opening_bid``, ``game_target``, ``trick_points``, ...) are on the chosen scale.

``name`` is derived: the preset whose options these are, else ``"custom"``.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from ...core.cards import ACE, KING, Card
from ...core.deck import PINOCHLE_48, PINOCHLE_80, DeckSpec
from ...core.errors import RulesError as RulesError
from ...core.limits import MAX_DEALS, MAX_TARGET, check_rules_number
from ...core.rules import OptionRules


class Heading(StrEnum):
    """O-HEAD: when a player must beat the current winning card (head the trick)."""

    ALWAYS = "always"
    """In every trick, in the suit led and when trumping (S-PN, the default)."""
    TRUMP_LEAD_ONLY = "trump_lead_only"
    """Only when trumps were led (beating in suit and overtrumping both waived otherwise)."""
    NEVER = "never"
    """Only follow suit, else play a trump."""


class SetDefenders(StrEnum):
    """O-SET-DEFENDERS: the defenders' trick points when the declaring team is set."""

    ALL = "all"
    """All the hand's trick points (25, 50 double deck), as S-PN says."""
    ACTUAL = "actual"
    """The trick points they took."""


class BidStep(StrEnum):
    """O-BID-STEP (addendum 15.2): which bids exist."""

    ONE = "one"
    """Any whole number (a multiple of 10 under ``x10``)."""
    FIVE_FROM_60 = "five_from_60"
    """Raises of 1 below 60, multiples of 5 from 60 up (600 and 50 under ``x10``)."""


MIN_BIDS = (20, 25, 50)
"""O-MIN-BID: the minimum bids a table may choose (small scale)."""
FIVE_FROM = 60
"""``BidStep.FIVE_FROM_60``: from this bid up (small scale) bids go in fives."""

_ENUM_FIELDS: dict[str, type[StrEnum]] = {
    "head": Heading,
    "set_defenders": SetDefenders,
    "bid_step": BidStep,
}


@dataclass(frozen=True)
class Rules(OptionRules):
    """Every option of the specification. Defaults are the spec's defaults (section 13)."""

    ENUMS = _ENUM_FIELDS
    READ_IGNORES = ("name",)

    pass_help: bool = False
    """O-PASS-HELP: a third call, "pass with help" (a pass shown as such)."""
    first_forced: bool = False
    """O-FIRST-FORCED: the first bidder may not pass on the first turn (no stuck dealer)."""
    no_run_bonus: bool = False
    """O-NO-RUN-BONUS: a run's K and Q marry no extra trump Q or K (run + K + Q = 19)."""
    roundhouse: bool = False
    """O-ROUNDHOUSE: K and Q in every suit = 24, all eight K and Q = 240."""
    x10: bool = False
    """O-X10: every value times ten (250 trick points a hand)."""
    head: Heading = Heading.ALWAYS
    """O-HEAD."""
    undertrump: bool = True
    """O-UNDERTRUMP: a void player who cannot overtrump must still play a trump."""
    set_defenders: SetDefenders = SetDefenders.ALL
    """O-SET-DEFENDERS."""
    double_deck: bool = False
    """O-DOUBLE-DECK: 80 cards (four of A 10 K Q J per suit), 20 each, last trick 2."""
    packet: int | None = None
    """Cards dealt at a time; None: 3 (single deck) or 4 (double deck)."""
    min_bid: int = 25
    """O-MIN-BID: 20, 25 or 50 (small scale); also the stuck dealer's contract."""
    bid_step: BidStep = BidStep.ONE
    """O-BID-STEP."""
    save_meld: bool = False
    """O-SAVE-MELD: the declaring team keeps its meld only if it takes a trick."""
    set_loses_meld: bool = False
    """O-SET-LOSES-MELD: a set team scores minus the contract minus its own meld."""
    target: int | None = 150
    """Game target (small scale); None: play ``deal_limit`` deals."""
    deal_limit: int | None = None
    """A fixed number of deals; None: play to ``target``."""

    # ------------------------------------------------------------------ construction
    def __post_init__(self) -> None:
        self.check_fields()
        self._validate()

    def _validate(self) -> None:
        # the numbers a record, the New game form or a network client may give
        for key, high in (("target", MAX_TARGET), ("deal_limit", MAX_DEALS), ("packet", 20)):
            value = getattr(self, key)
            if value is not None:
                check_rules_number(key, value, 1, high)
        if self.min_bid not in MIN_BIDS:
            raise RulesError(f"min_bid must be one of {', '.join(map(str, MIN_BIDS))}, "
                             f"not {self.min_bid}")
        if self.target is None and self.deal_limit is None:
            raise RulesError("a game needs a target, a fixed number of deals, or both")
        if self.target is not None and self.target < 1:
            raise RulesError("target must be at least 1")
        if self.deal_limit is not None and self.deal_limit < 1:
            raise RulesError("deal_limit must be at least 1")
        if self.packet is not None and (self.packet < 1 or self.hand_size % self.packet):
            raise RulesError(f"a packet of {self.packet} does not divide a hand of "
                             f"{self.hand_size} cards")
        if self.roundhouse and self.double_deck:
            raise RulesError("the roundhouse is defined for the single deck only (spec R.1-R.2 "
                             "give no triple or quadruple roundhouse)")

    def replace(self, **changes: Any) -> Rules:
        """A copy with some options changed (``RulesError`` if the result is impossible)."""
        changes.pop("name", None)
        try:
            return dataclasses.replace(self, **changes)
        except TypeError as exc:
            raise RulesError(f"unknown rules option: {exc}") from None

    @classmethod
    def preset(cls, name: str) -> Rules:
        """A named rules preset; ``Rules.preset_names()`` lists them."""
        try:
            options = PRESETS[name]
        except KeyError:
            raise RulesError(
                f"unknown rules preset {name!r}; known: {', '.join(PRESETS)}") from None
        return cls(**options)

    @staticmethod
    def preset_names() -> tuple[str, ...]:
        return tuple(PRESETS)

    @property
    def name(self) -> str:
        """The preset these rules are, else ``"custom"``."""
        for key, options in PRESETS.items():
            if self == Rules(**options):
                return key
        return "custom"

    # ------------------------------------------------------------------ serialisation
    def dict_head(self) -> dict[str, Any]:
        """``name`` is written for readers and ignored when read back (it is derived)."""
        return {"name": self.name}

    # ------------------------------------------------------------------ derived data
    @property
    def scale(self) -> int:
        """1, or 10 under O-X10."""
        return 10 if self.x10 else 1

    @property
    def players(self) -> int:
        return 4

    def deck(self) -> DeckSpec:
        """The deck dealt: 48 cards (two of each), or 80 (four of each, no nines)."""
        return PINOCHLE_80 if self.double_deck else PINOCHLE_48

    @property
    def copies(self) -> int:
        """Copies of each face in the deck (2, or 4 double deck)."""
        return self.deck().copies

    @property
    def hand_size(self) -> int:
        return 20 if self.double_deck else 12

    @property
    def packet_size(self) -> int:
        """Cards dealt to a player at a time."""
        if self.packet is not None:
            return self.packet
        return 4 if self.double_deck else 3

    @property
    def exchange_count(self) -> int:
        """Cards passed each way between the declarer and the partner (5.1, DD.4)."""
        return 4

    @property
    def last_trick_points(self) -> int:
        return (2 if self.double_deck else 1) * self.scale

    @property
    def trick_points(self) -> int:
        """All trick points of a played hand: 25 (50 double deck), times ten under x10."""
        counters = 3 * 4 * self.copies
        return counters * self.scale + self.last_trick_points

    def counter_value(self, card: Card) -> int:
        """A, 10 and K are counters (1.5)."""
        return self.scale if card.rank in (ACE, 10, KING) else 0

    @property
    def opening_bid(self) -> int:
        """The lowest bid, and the stuck dealer's contract, on the chosen scale."""
        return self.min_bid * self.scale

    @property
    def game_target(self) -> int | None:
        """The target on the chosen scale (None: a fixed number of deals only)."""
        return None if self.target is None else self.target * self.scale

    def is_bid_value(self, amount: int) -> bool:
        """Whether ``amount`` is a bid that exists (at least the opening bid, on the step
        grid); whether it is high enough is the auction's business."""
        unit = self.scale
        if amount < self.opening_bid or amount % unit:
            return False
        if self.bid_step is BidStep.FIVE_FROM_60 and amount >= FIVE_FROM * unit:
            return amount % (5 * unit) == 0
        return True

    def next_bid(self, current: int | None) -> int:
        """The lowest bid above ``current`` (None: nobody has bid yet)."""
        amount = self.opening_bid if current is None else max(self.opening_bid, current + 1)
        while not self.is_bid_value(amount):
            amount += 1
        return amount

    def bids_from(self, lowest: int, count: int) -> tuple[int, ...]:
        """``count`` successive bid values from ``lowest`` (which must be a bid value)."""
        out = [lowest]
        while len(out) < count:
            out.append(self.next_bid(out[-1]))
        return tuple(out)


PRESETS: dict[str, dict[str, Any]] = {
    # The spec's defaults (section 13): small scale, stuck dealer at 25, game to 150.
    "pinochle": {},
    # The classic x10 scale: counters 10, run 150, minimum bid 250, game to 1500.
    "pinochle_x10": {"x10": True},
    # Double-deck Pinochle (O-DOUBLE-DECK): 80 cards, 20 each, 4 at a time, minimum bid 50,
    # last trick 2 (50 trick points a hand), game to 500.
    "double_deck": {"double_deck": True, "min_bid": 50, "target": 500},
}
