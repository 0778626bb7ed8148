"""Rules: one frozen value holding every option of the Hearts specification, with presets.

Every option of ``shared/rules/hearts.md`` section 9 is a field here; the engine reads
nothing from settings or globals. Enumerated options are ``StrEnum`` values, so plain
strings work too: ``Rules.preset("classic").replace(moon="self")``.
"""

from __future__ import annotations

import dataclasses
import functools
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from ...core.errors import RulesError as RulesError
from ...core.limits import (
    MAX_CARD_POINTS,
    MAX_DEALS,
    MAX_MOVE_TIMER,
    MAX_SEATS,
    MAX_TARGET,
    check_rules_number,
)
from ...core.rules import OptionRules
from .cards import (
    FULL_PACK,
    JACK_OF_DIAMONDS,
    JOKER,
    QUEEN_OF_HEARTS,
    QUEEN_OF_SPADES,
    TEN_OF_CLUBS,
    Card,
    Suit,
    parse_cards,
)
from .errors import shown

Score = int | complex
"""A cumulative or deal score: an int, or a Gaussian integer (a complex with integral parts)
under Complex Hearts."""


class PassScheme(StrEnum):
    """O-PASS."""

    ROTATE = "rotate"  # left, right, across, hold (ROTATE_LRAH); N != 4: left, right, hold
    LEFT = "left"  # ALWAYS_LEFT
    NONE = "none"
    ROTATE_SPLIT = "rotate_split"  # left, right, across, split, hold
    DEALER_CHOICE = "dealer_choice"


class Opening(StrEnum):
    """Who leads trick 1: the holder of the lowest club (which must be led), or the
    player on the dealer's left with a free choice (O-OPEN-DEALER-LEFT)."""

    LOWEST_CLUB = "lowest_club"
    DEALER_LEFT = "dealer_left"


class LeadException(StrEnum):
    """O-LEAD-EXC: when hearts may be led before they are broken."""

    HEARTS_ONLY = "hearts_only"
    PENALTY_ONLY = "penalty_only"


class EndMode(StrEnum):
    """O-END: the game ends when a score exceeds, or reaches, the threshold."""

    EXCEEDS = "exceeds"
    REACHES = "reaches"


class TieRule(StrEnum):
    """O-TIE."""

    SHARED = "shared"
    PLAY_ON = "play_on"


class MoonMode(StrEnum):
    """O-MOON."""

    OTHERS = "others"
    SELF = "self"
    BOOK_RESET = "book_reset"
    CHOICE = "choice"
    OFF = "off"


class HeartValues(StrEnum):
    """Heart values: 1 each (standard), or pips (O-SPOT tables A and B)."""

    ONE = "one"
    SPOT_A = "spot_a"
    SPOT_B = "spot_b"


class ComplexMoon(StrEnum):
    """O-COMPLEX moon: the shooter picks -M to self or +M to others (CHOICE), or the signs
    of +-13+-13i added to every other player (SIGNS)."""

    CHOICE = "choice"
    SIGNS = "signs"


class KittyRecipient(StrEnum):
    """O-KITTY K.2."""

    FIRST_TRICK = "first_trick"
    FIRST_PENALTY_TRICK = "first_penalty_trick"


class RemovalTable(StrEnum):
    """O-PLAYERS: which cards leave the pack for 3, 5 and 6 players."""

    STANDARD = "standard"  # the spec's defaults (D11): 3: 2D; 5: 2C 2D; 6: 2C 3C 2D 3D
    KOREAN = "korean"  # S-KO: 3: 2S; 5: 2S 2C; 6: 2S 2C 2D 3S


_REMOVALS: dict[RemovalTable, dict[int, tuple[str, ...]]] = {
    RemovalTable.STANDARD: {3: ("2D",), 4: (), 5: ("2C", "2D"), 6: ("2C", "3C", "2D", "3D")},
    RemovalTable.KOREAN: {3: ("2S",), 4: (), 5: ("2S", "2C"), 6: ("2S", "2C", "2D", "3S")},
}

_SPOT_VALUES: dict[HeartValues, dict[int, int]] = {
    HeartValues.SPOT_A: {r: r for r in range(2, 15)},
    HeartValues.SPOT_B: {r: min(r, 10) for r in range(2, 14)} | {14: 15},
}

_ENUM_FIELDS: dict[str, type[StrEnum]] = {
    "removal": RemovalTable,
    "passing": PassScheme,
    "opening": Opening,
    "lead_exception": LeadException,
    "end": EndMode,
    "tie": TieRule,
    "moon": MoonMode,
    "heart_values": HeartValues,
    "complex_moon": ComplexMoon,
    "kitty_recipient": KittyRecipient,
}
_CARD_TUPLE_FIELDS = ("removed_cards", "pass_ban")


@dataclass(frozen=True)
class Rules(OptionRules):
    """Every option of the specification. Defaults are the spec's defaults (section 12)."""

    ENUMS = _ENUM_FIELDS

    players: int = 4
    removal: RemovalTable = RemovalTable.STANDARD
    removed_cards: tuple[Card, ...] | None = None
    """Explicit set of removed cards, overriding ``removal`` (e.g. S-JA's "all four 2s")."""
    packs: int = 1

    passing: PassScheme = PassScheme.ROTATE
    pass_cycle: tuple[int, ...] | None = None
    """Custom rotation as seat offsets (+1 left, -1 right, +2 across, 0 hold); overrides the
    default cycle of ``ROTATE``."""
    pass_count: int = 3
    pass_ban: tuple[Card, ...] = ()
    dealer_choice_cap: int = 3

    opening: Opening = Opening.LOWEST_CLUB
    lead_exception: LeadException = LeadException.HEARTS_ONLY
    queen_breaks_hearts: bool = False
    first_trick_ban: bool = True

    end: EndMode = EndMode.EXCEEDS
    end_threshold: int | None = 100
    deal_limit: int | None = None
    tie: TieRule = TieRule.SHARED

    moon: MoonMode = MoonMode.OTHERS
    sun: bool = False

    heart_values: HeartValues = HeartValues.ONE
    queen_of_spades: int = 13
    """13 standard; 0 in Basic Hearts (O-BASIC); 25 in Spot Hearts; 15 in Hi-Lo Joker."""
    queen_of_hearts: int | None = None
    """Pink Lady: Q♥ is worth 13 instead of its heart value."""
    bonus_card: Card | None = None
    """Omnibus: J♦ or 10♦ worth ``bonus_value``."""
    bonus_value: int = -10
    club10_doubles: bool = False
    target_reset: bool = False

    complex_scoring: bool = False
    complex_moon: ComplexMoon = ComplexMoon.CHOICE

    kitty: bool = False
    kitty_recipient: KittyRecipient = KittyRecipient.FIRST_TRICK
    jokers: bool = False
    cancellation: bool = False

    move_timer: int | None = None
    """O-ONLINE: seconds per move. The engine has no clock: the table sends a ``Timeout``."""
    tournament: bool = False
    computers_unranked: bool = False
    """O-ONLINE ON.6: computer players are ranked last and cannot win."""

    name: str = field(default="custom", compare=False)

    # ------------------------------------------------------------------ construction
    def __post_init__(self) -> None:
        if not isinstance(self.name, str):
            raise RulesError(f"name must be text, not {shown(self.name)}")
        self.check_fields()  # a damaged record must not slip a "false" or 4.5 in
        for key in _CARD_TUPLE_FIELDS:
            value = getattr(self, key)
            if value is None and key == "removed_cards":
                continue
            if not isinstance(value, (list, tuple, str)):
                raise RulesError(f"{key} must be a list of cards, not {shown(value)}")
            try:
                object.__setattr__(self, key, parse_cards(value))
            except ValueError as exc:
                raise RulesError(f"{key}: {exc}") from None
        if self.bonus_card is not None:
            try:
                object.__setattr__(self, "bonus_card", Card.parse(self.bonus_card))
            except ValueError as exc:
                raise RulesError(f"bonus_card: {exc}") from None
        if self.pass_cycle is not None:
            if not isinstance(self.pass_cycle, (list, tuple)):
                raise RulesError(f"pass_cycle must list whole seat offsets, not "
                                 f"{shown(self.pass_cycle)}")
            cycle = tuple(self.pass_cycle)
            if not all(type(x) is int for x in cycle):
                raise RulesError(f"pass_cycle must list whole seat offsets, not {shown(cycle)}")
            object.__setattr__(self, "pass_cycle", cycle)
        self._validate()

    def _validate(self) -> None:
        self._check_ranges()
        n = self.players
        if self.cancellation:
            if not 6 <= n <= 12:
                raise RulesError("Cancellation Hearts is for 6 to 12 players")
            if self.packs not in (2, 3):
                raise RulesError("Cancellation Hearts uses 2 or 3 packs")
        elif self.packs != 1:
            raise RulesError("more than one pack is only used by Cancellation Hearts")
        elif not 3 <= n <= 6:
            raise RulesError("Hearts is for 3 to 6 players")
        if self.kitty and (n != 3 or self.jokers or self.removed_cards):
            raise RulesError("Kitty Hearts is for 3 players with a full pack")
        if self.jokers and n != 3:
            raise RulesError("Hi-Lo Joker Hearts is for 3 players")
        if self.opening is Opening.LOWEST_CLUB and self.packs > 1:
            raise RulesError("with duplicate packs the lowest club is ambiguous: use dealer_left")
        if self.passing is PassScheme.ROTATE_SPLIT and n != 4:
            raise RulesError("the split pass is defined for 4 players only")
        for off in self.pass_cycle or ():
            if off % n == 0 and off != 0:
                raise RulesError(f"pass offset {off} points back at the passer")
        if self.pass_cycle is not None and len(self.pass_cycle) == 0:
            raise RulesError("pass_cycle needs at least one entry")
        if not 0 <= self.pass_count <= self.hand_size:
            raise RulesError("pass_count must fit in a hand")
        if self.dealer_choice_cap < 0:
            raise RulesError("dealer_choice_cap must be >= 0")
        if self.end_threshold is None and self.deal_limit is None:
            raise RulesError("a game needs an end threshold, a deal limit or both")
        if self.deal_limit is not None and self.deal_limit < 1:
            raise RulesError("deal_limit must be >= 1")
        if self.end_threshold is not None and self.end_threshold < 1:
            raise RulesError("end_threshold must be >= 1")
        if self.complex_scoring and (self.heart_values is not HeartValues.ONE or self.jokers):
            raise RulesError("Complex Hearts uses 1 point per heart and no jokers")
        if self.complex_scoring and self.target_reset:
            raise RulesError("target scores do not apply to complex scores")
        if self.complex_scoring and self.end is EndMode.REACHES:
            # Spec 15.2: a Complex match ends when |z| exceeds the threshold; O-END's
            # "reaches" does not apply to complex scores.
            raise RulesError("Complex Hearts ends when a score's size exceeds the threshold: "
                             "end must be 'exceeds', not 'reaches'")
        if self.move_timer is not None and self.move_timer <= 0:
            raise RulesError("move_timer must be a positive number of seconds")
        deck = self.deck()
        removed = self.removed()
        for c in removed:
            if c not in FULL_PACK:
                raise RulesError(f"cannot remove {c}")
        if self.bonus_card is not None and self.bonus_card not in deck:
            raise RulesError(f"the bonus card {self.bonus_card} is not in play")
        if len(deck) < n:
            raise RulesError("not enough cards")
        if self.moon_value() == 0 and self.moon is not MoonMode.OFF:
            raise RulesError("there are no penalty cards, so there can be no moon")
        if self.queen_of_hearts == 0:
            # Every heart must be a penalty card (spec 5.5/5.10.1): a zero-valued heart can
            # leave a hand with no legal card (Q♠ + hearts incl. Q♥ on a free lead).
            raise RulesError("queen_of_hearts must not be 0 (every heart is a penalty card)")

    def _check_ranges(self) -> None:
        """The numbers a record, the New game form or a network client may give (bounded
        where they are read: ``core.limits``)."""
        for key in ("queen_of_spades", "queen_of_hearts", "bonus_value"):
            value = getattr(self, key)
            if value is not None:
                check_rules_number(key, value, -MAX_CARD_POINTS, MAX_CARD_POINTS)
        for key, low, high in (("end_threshold", 1, MAX_TARGET), ("deal_limit", 1, MAX_DEALS),
                               ("move_timer", 1, MAX_MOVE_TIMER),
                               ("dealer_choice_cap", 0, MAX_DEALS)):
            value = getattr(self, key)
            if value is not None:
                check_rules_number(key, value, low, high)
        for offset in self.pass_cycle or ():
            check_rules_number("a pass offset", offset, -MAX_SEATS, MAX_SEATS)

    def replace(self, **changes: Any) -> Rules:
        """A copy with some options changed (the name becomes 'custom' unless given).
        ``RulesError`` for an unknown option or a value that cannot be played."""
        known = {f.name for f in dataclasses.fields(self)}
        unknown = sorted(str(k) for k in set(changes) - known)
        if unknown:
            raise RulesError(f"unknown rules option(s): {', '.join(unknown)}")
        changes.setdefault("name", "custom")
        return dataclasses.replace(self, **changes)

    @classmethod
    def preset(cls, name: str) -> Rules:
        """A named rules preset; ``Rules.preset_names()`` lists them."""
        options = PRESETS.get(name) if isinstance(name, str) else None
        if options is None:
            raise RulesError(f"unknown rules preset {shown(name)}; known: {', '.join(PRESETS)}")
        return cls(name=name, **options)

    @staticmethod
    def preset_names() -> tuple[str, ...]:
        return tuple(PRESETS)

    def preset_name(self) -> str:
        """The preset these rules are, at any player count its game allows (Cancellation
        for 6 to 12 players, with the packs spec CN.1 gives that count; Pink Lady for 3 to
        6): every option but ``players`` (and those packs) as the preset has it. Else
        ``"custom"``."""
        for name in PRESETS:
            preset = Rules.preset(name)
            if self.players != preset.players:
                packs = (2 if self.players <= 10 else 3) if preset.cancellation else preset.packs
                try:
                    preset = dataclasses.replace(preset, players=self.players, packs=packs)
                except RulesError:  # a player count outside the preset's game
                    continue
            if dataclasses.replace(self, name=name) == preset:
                return name
        return "custom"

    # ------------------------------------------------------------------ serialisation
    @classmethod
    def read_options(cls, options: dict[str, Any]) -> dict[str, Any]:
        """Complex Hearts with ``end="reaches"`` (saved before that was refused) reads as
        "exceeds", the rule such a match was played by."""
        if options.get("complex_scoring") is True and options.get("end") == EndMode.REACHES:
            # Written before Complex + "reaches" was refused (spec 15.2): such a match was
            # always played to "exceeds", so it reads as that and replays the same.
            options["end"] = EndMode.EXCEEDS.value
        return options

    # ------------------------------------------------------------------ derived data
    def removed(self) -> tuple[Card, ...]:
        """The cards taken out of each pack for this player count."""
        if self.removed_cards is not None:
            return self.removed_cards
        if self.kitty or self.jokers or self.cancellation:
            return ()
        return tuple(Card.parse(c) for c in _REMOVALS[self.removal][self.players])

    def deck(self) -> tuple[Card, ...]:
        """Every card in play, in index order (duplicates for several packs)."""
        return _deck(self.removed(), self.packs, self.jokers)

    @property
    def hand_size(self) -> int:
        return len(self.deck()) // self.players

    @property
    def leftover_count(self) -> int:
        """Cards left after dealing equal hands: the kitty, or Cancellation's face-up cards."""
        return len(self.deck()) - self.hand_size * self.players

    @property
    def tricks_per_deal(self) -> int:
        return self.hand_size

    def card_value(self, card: Card) -> Score:
        """The points a captured card is worth (penalty positive, bonus negative)."""
        if card.suit is Suit.HEARTS:
            if card.is_joker:
                return 1
            if self.queen_of_hearts is not None and card == QUEEN_OF_HEARTS:
                return self.queen_of_hearts
            if self.heart_values is HeartValues.ONE:
                return 1
            return _SPOT_VALUES[self.heart_values][card.rank]
        if card == QUEEN_OF_SPADES:
            return 13j if self.complex_scoring else self.queen_of_spades
        if self.bonus_card is not None and card == self.bonus_card:
            return self.bonus_value
        return 0

    def is_penalty(self, card: Card) -> bool:
        """A heart or the Q♠ with a non-zero value (Basic Hearts: Q♠ is not a penalty)."""
        if card.suit is Suit.HEARTS:
            return self.card_value(card) != 0
        return card == QUEEN_OF_SPADES and self.card_value(card) != 0

    def is_point_card(self, card: Card) -> bool:
        return self.card_value(card) != 0

    def is_doubler(self, card: Card) -> bool:
        """O-CLUB10 (and Complex Hearts): the 10♣ multiplies its capturer's deal score."""
        return (self.club10_doubles or self.complex_scoring) and card == TEN_OF_CLUBS

    def moon_value(self) -> Score:
        """V: the sum of the values of all penalty cards in play."""
        total: Score = 0
        for c in self.deck():
            if self.is_penalty(c):
                total += self.card_value(c)
        return total

    def pass_cycle_offsets(self) -> tuple[int | str, ...]:
        """The rotation of pass targets, one entry a deal: an offset, 0 (hold) or "split"."""
        if self.pass_cycle is not None:
            return self.pass_cycle
        if self.passing is PassScheme.NONE:
            return (0,)
        if self.passing is PassScheme.LEFT:
            return (1,)
        if self.players == 4:
            if self.passing is PassScheme.ROTATE_SPLIT:
                return (1, -1, 2, "split", 0)
            return (1, -1, 2, 0)
        return (1, -1, 0)


@functools.lru_cache(maxsize=64)
def _deck(removed: tuple[Card, ...], packs: int, jokers: bool) -> tuple[Card, ...]:
    gone = set(removed)
    cards = [c for c in FULL_PACK if c not in gone] * packs
    if jokers:
        cards += [JOKER, JOKER]
    return tuple(sorted(cards))


PRESETS: dict[str, dict[str, Any]] = {
    # The spec's defaults (section 12), as in the Windows program.
    "classic": {},
    # S-JA's Black Lady: always pass left, the "slam" (shooter -26), ends on reaching 100;
    # its optional rules as S-JA words them: any penalty card breaks hearts, hearts may be led
    # from a hand of penalty cards only, no first-trick ban.
    "black_lady": {
        "passing": PassScheme.LEFT,
        "moon": MoonMode.SELF,
        "end": EndMode.REACHES,
        "queen_breaks_hearts": True,
        "lead_exception": LeadException.PENALTY_ONLY,
        "first_trick_ban": False,
    },
    # S-DE online portal: rotation, first-trick ban, moon and sun, fixed number of deals,
    # 15-second move timer, computer substitutes ranked last.
    "online_de": {
        "sun": True,
        "end_threshold": None,
        "deal_limit": 8,
        "move_timer": 15,
        "computers_unranked": True,
    },
    "online_de_tournament": {
        "sun": True,
        "end_threshold": None,
        "deal_limit": 8,
        "move_timer": 15,
        "computers_unranked": True,
        "tournament": True,
    },
    "basic": {"queen_of_spades": 0},
    "omnibus": {"bonus_card": JACK_OF_DIAMONDS},
    "pink_lady": {"bonus_card": JACK_OF_DIAMONDS, "queen_of_hearts": 13},
    "spot": {
        "heart_values": HeartValues.SPOT_A,
        "queen_of_spades": 25,
        "end": EndMode.REACHES,
        "end_threshold": 500,
    },
    "complex": {
        "complex_scoring": True,
        "bonus_card": JACK_OF_DIAMONDS,
        "moon": MoonMode.CHOICE,
    },
    "club10": {"bonus_card": JACK_OF_DIAMONDS, "club10_doubles": True},
    "kitty": {"players": 3, "kitty": True, "opening": Opening.DEALER_LEFT},
    "hilo_joker": {"players": 3, "jokers": True, "queen_of_spades": 15},
    "cancellation": {
        "players": 6,
        "packs": 2,
        "cancellation": True,
        "passing": PassScheme.LEFT,
        "opening": Opening.DEALER_LEFT,
    },
}
