"""Rules: one frozen value holding every option of ``shared/rules/ombre.md``, with presets.

The defaults are the seed's (S-OM, spec section 14): three players, ante 5, ombre leads,
no exchange duty, losses of 5 + honours, the pot stays on a codille, a redeal when all
pass, every local rule off. The addendum (section 16) adds options, never new defaults:
``lead_eldest`` (O-LEAD-ELDEST, 16.1), ``must_buy`` (O-MUST-BUY, 16.2), ``loss_scaled``
(O-LOSS-SCALED, 16.3), ``all_pass`` (O-ALL-PASS, 16.4: ``"forced"`` is the seed's
O-SPADILLE-FORCE of 11.1 and QD.7), ``surrender`` (O-SURRENDER, 16.5) and ``sit_out``
(16.9). Enumerated options are ``StrEnum`` values, so plain strings work too::

    Rules.preset("ombre").replace(lead_eldest=True, all_pass="forced")
"""

from __future__ import annotations

import dataclasses
import functools
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from ...core.cards import Suit
from ...core.errors import RulesError as RulesError
from ...core.limits import MAX_ANTE, MAX_CHIPS, check_rules_number
from ...core.rules import OptionRules


class Variant(StrEnum):
    """Which game (spec section 12)."""

    THREE = "three"
    """Ombre for three (the default)."""
    TWO = "two"
    """Two-player Ombre (12.1): 30 cards, 8 each, a talon of 14."""
    FOUR = "four"
    """Four at the table, three play each deal (12.2, 16.9)."""
    QUADRILLE = "quadrille"
    """Four players, each for themselves, calling a king (12.3, 16.6)."""
    QUINTILLE = "quintille"
    """Five players, 8 cards each (12.4)."""


class SitOut(StrEnum):
    """Four-player Ombre: who sits out a deal (16.9)."""

    DEALER = "dealer"
    """The seed's and Tresillo's way (default)."""
    OPPOSITE = "opposite"
    """Danish practice (X-DK, FP.1): the player opposite the dealer."""


class AllPass(StrEnum):
    """O-ALL-PASS (16.4): what happens when every player passes (after any gascarola or
    contrabola offer and O-FOURTH-PLAYS)."""

    REDEAL = "redeal"
    """The hand is thrown in; the pot stays; the next dealer deals (default)."""
    FORCED = "forced"
    """O-SPADILLE-FORCE (11.1, QD.7): the holder of spadille (else basto; both in the talon:
    redeal) must play an entrada; in Quadrille and Quintille an alliance."""


_ENUM_FIELDS: dict[str, type[StrEnum]] = {
    "variant": Variant,
    "sit_out": SitOut,
    "all_pass": AllPass,
}
_OMBRE_ONLY = ("gascarola", "contrabola", "must_buy", "honour_cap", "codille_split",
               "loss_scaled", "surrender")
"""Options of the talon games (three, two, four); Quadrille and Quintille have no talon,
no honours and their own settlement."""
PLAYERS = {Variant.THREE: 3, Variant.TWO: 2, Variant.FOUR: 4, Variant.QUADRILLE: 4,
           Variant.QUINTILLE: 5}


@dataclass(frozen=True)
class Rules(OptionRules):
    """Every option of the specification; the defaults are the seed's (section 14)."""

    ENUMS = _ENUM_FIELDS

    variant: Variant = Variant.THREE
    sit_out: SitOut = SitOut.DEALER
    """Four-player Ombre only: who sits out each deal."""
    removed_suit: Suit = Suit.DIAMONDS
    """Two-player Ombre only: the red suit taken out (TP.1: diamonds or hearts)."""

    ante: int = 5
    """Chips each active player puts into the pot before every deal (3.2; Quadrille QD.2: 1)."""
    dealer_antes: bool = False
    """QD.2's option: the dealer alone puts ante x active players into the pot."""
    start_chips: int = 100
    """Each player's chips when the session starts."""
    deals: int | None = 12
    """Session length in deals (thrown-in deals count); None: play to ``chip_target``."""
    chip_target: int | None = None
    """The session also ends after a deal in which a player has won or lost this many chips."""

    priority: bool = False
    """O-PRIORITY (4.6): an earlier bidder may take over the highest bid at the same level."""
    lead_eldest: bool = False
    """O-LEAD-ELDEST (6.1, 16.1): eldest leads to the first trick instead of ombre."""
    must_buy: bool = False
    """O-MUST-BUY (16.2): ombre exchanges at least one card in entrada, and in tourné at
    least one besides the turned card."""
    all_pass: AllPass = AllPass.REDEAL
    """O-ALL-PASS (16.4); ``"forced"`` is O-SPADILLE-FORCE (11.1, QD.7)."""
    gascarola: bool = False
    """O-GASCAROLA (11.2)."""
    contrabola: bool = False
    """O-CONTRABOLA (11.3)."""
    fourth_plays: bool = False
    """O-FOURTH-PLAYS (FP.3): four-player Ombre, all pass: the sitter-out plays an entrada
    with the whole talon."""
    honour_cap: bool = False
    """O-HONOUR-CAP (8.3): honours count at most 5."""
    codille_split: bool = False
    """O-CODILLE-SPLIT (9.4): after a codille the (active) defenders divide the pot."""
    loss_scaled: bool = False
    """O-LOSS-SCALED (16.3, Q5): a lost game costs 5 + G + H instead of 5 + H."""
    surrender: bool = False
    """O-SURRENDER (16.5): in entrada or tourné ombre may give up before playing to trick 4
    (a puesta); a defender may then take over as ombre."""
    quintille_literal: bool = False
    """O-QUINTILLE-LITERAL (QN.2): Quintille's alliance needs 6 of 8 tricks instead of 5."""

    # ------------------------------------------------------------------ construction
    def __post_init__(self) -> None:
        self.check_fields()  # a damaged record must not slip a "false" or 4.5 in
        if not isinstance(self.removed_suit, Suit):
            try:
                object.__setattr__(self, "removed_suit", Suit.parse(self.removed_suit))
            except ValueError:
                raise RulesError(f"removed_suit: {self.removed_suit!r} is not a suit") from None
        self._validate()

    def _validate(self) -> None:
        v = self.variant
        if self.ante < 0:
            raise RulesError("the ante cannot be negative")
        if self.start_chips < 0:
            raise RulesError("start_chips cannot be negative")
        # the numbers a record, the New game form or a network client may give
        check_rules_number("ante", self.ante, 0, MAX_ANTE)
        check_rules_number("start_chips", self.start_chips, 0, MAX_CHIPS)
        if self.chip_target is not None:
            check_rules_number("chip_target", self.chip_target, 1, MAX_CHIPS)
        if self.deals is None and self.chip_target is None:
            raise RulesError("a session needs a number of deals, a chip target or both")
        if self.deals is not None and not 1 <= self.deals <= 1000:
            raise RulesError("deals must be 1..1000")
        if self.chip_target is not None and self.chip_target < 1:
            raise RulesError("chip_target must be at least 1")
        if self.sit_out is not SitOut.DEALER and v is not Variant.FOUR:
            raise RulesError("only four-player Ombre has a player sitting out")
        if self.removed_suit not in (Suit.DIAMONDS, Suit.HEARTS):
            raise RulesError("two-player Ombre takes out a red suit (diamonds or hearts)")
        if self.removed_suit is not Suit.DIAMONDS and v is not Variant.TWO:
            raise RulesError("only two-player Ombre takes a suit out of the pack")
        if self.fourth_plays and v is not Variant.FOUR:
            raise RulesError("O-FOURTH-PLAYS needs four-player Ombre (a player sitting out)")
        if self.quintille_literal and v is not Variant.QUINTILLE:
            raise RulesError("O-QUINTILLE-LITERAL is a Quintille option")
        if not self.has_talon:
            for key in _OMBRE_ONLY:
                if getattr(self, key):
                    raise RulesError(f"{key} is an Ombre option; {v.value} has no talon "
                                     "and its own settlement")

    def replace(self, **changes: Any) -> Rules:
        """A copy with some options changed (``RulesError`` if the result is impossible)."""
        changes.pop("name", None)
        try:
            return dataclasses.replace(self, **changes)
        except TypeError as exc:
            raise RulesError(f"bad rules option: {exc}") from None

    @classmethod
    def preset(cls, name: str) -> Rules:
        """A named preset; ``Rules.preset_names()`` lists them."""
        try:
            return _preset(name)
        except KeyError:
            raise RulesError(f"unknown rules preset {name!r}; known: {', '.join(PRESETS)}"
                             ) from None

    @staticmethod
    def preset_names() -> tuple[str, ...]:
        return tuple(PRESETS)

    @property
    def name(self) -> str:
        """The preset these rules are, or ``"custom"``."""
        for key in PRESETS:
            if _preset(key) == self:
                return key
        return "custom"

    # ------------------------------------------------------------------ serialisation
    @classmethod
    def read_options(cls, options: dict[str, Any]) -> dict[str, Any]:
        """(The removed suit is written as its letter.)"""
        if "removed_suit" in options and not isinstance(options["removed_suit"], str):
            raise RulesError("removed_suit must be a suit letter")
        return options

    # ------------------------------------------------------------------ derived data
    @property
    def players(self) -> int:
        """Seats at the table (four-player Ombre: 4, of whom 3 play each deal)."""
        return PLAYERS[self.variant]

    @property
    def active_players(self) -> int:
        """Players who receive cards in a normal deal."""
        return 3 if self.variant is Variant.FOUR else self.players

    @property
    def has_talon(self) -> bool:
        """Ombre proper (three, two, four): a talon, an exchange, honours, primeras."""
        return self.variant in (Variant.THREE, Variant.TWO, Variant.FOUR)

    @property
    def is_quadrille(self) -> bool:
        """Quadrille or Quintille: alliance / solo / vole, a called king, no talon."""
        return not self.has_talon

    @property
    def spadille_force(self) -> bool:
        """O-SPADILLE-FORCE: ``all_pass == "forced"``."""
        return self.all_pass is AllPass.FORCED

    @property
    def removed(self) -> Suit | None:
        """The suit out of the pack (two-player only)."""
        return self.removed_suit if self.variant is Variant.TWO else None

    @property
    def hand_size(self) -> int:
        return {Variant.TWO: 8, Variant.QUADRILLE: 10, Variant.QUINTILLE: 8}.get(self.variant, 9)

    @property
    def packets(self) -> tuple[int, ...]:
        """Cards given to each player per round of the deal (3.3, TP.2, QD.1, QN.1)."""
        return {Variant.TWO: (2, 2, 2, 2), Variant.QUADRILLE: (3, 4, 3),
                Variant.QUINTILLE: (2, 2, 2, 2)}.get(self.variant, (3, 3, 3))

    @property
    def deck_size(self) -> int:
        return 30 if self.variant is Variant.TWO else 40

    @property
    def talon_size(self) -> int:
        return self.deck_size - self.hand_size * self.active_players

    @property
    def tricks(self) -> int:
        """Tricks in a normal deal (9; two-player and Quintille 8; Quadrille 10)."""
        return self.hand_size

    @property
    def target(self) -> int:
        """Quadrille/Quintille: tricks the declaring side needs (QD.4, QN.2)."""
        if self.variant is Variant.QUINTILLE and not self.quintille_literal:
            return 5
        return 6


PRESETS: dict[str, dict[str, Any]] = {
    # The seed's game (S-OM) with every default of section 14.
    "ombre": {},
    # Classical and Danish practice (X-DK, X-DKU): eldest leads, ombre must buy.
    "ombre_eldest": {"lead_eldest": True, "must_buy": True},
    # Quadrille (12.3): each player antes 1; when all pass, spadille must play (QD.7, 16.4).
    "quadrille": {"variant": Variant.QUADRILLE, "ante": 1, "all_pass": AllPass.FORCED},
    # Quintille (12.4): as Quadrille with five; ten deals, two each.
    "quintille": {"variant": Variant.QUINTILLE, "ante": 1, "all_pass": AllPass.FORCED,
                  "deals": 10},
    # Two-player Ombre (12.1), diamonds out.
    "ombre_two": {"variant": Variant.TWO},
    # Four at the table, the dealer sits out (16.9).
    "ombre_four": {"variant": Variant.FOUR},
}


@functools.cache
def _preset(name: str) -> Rules:
    return Rules(**PRESETS[name])
