"""The bitmask fast path for simulations (sampling hidden hands, playouts, search).

A hand is an int whose bit ``card.index`` (``suit * 13 + rank - 2``; clubs 0, diamonds 1,
spades 2, hearts 3) is set for every card it holds. Everything rules-dependent (penalty
cards, card values, the moon value, the opening rule...) is read once from a ``Rules``
value into a ``FastRules`` table, so every variant that uses **one pack without jokers**
works: 3 to 6 players, any removed cards (leftover cards lie face up and go to the winner
of the first trick, as in the engine), both opening rules, ``lead_exception``,
``queen_breaks_hearts``, ``first_trick_ban``, Basic, Omnibus, Pink Lady, Spot, 10♣
doubling, target scores, every moon mode and the sun.

Out of scope (``supports(rules)`` is False and every entry point raises ``ValueError``):
Kitty Hearts, Hi-Lo jokers, Cancellation Hearts (several packs) and Complex scoring.

Scores are **deal scores** (spec section 10, steps 2 to 5), never cumulative ones:

* moon ``others`` and ``book_reset``: the shooter's penalty points are not counted and
  every other seat gets +V (the book reset acts on the cumulative score, which a playout
  does not have);
* moon ``self``: the shooter gets -V;
* moon ``choice``: the shooter's choice is ``FastRules.moon_choice``, "others" unless
  ``fast_rules(rules, moon_choice="self")`` says otherwise;
* moon ``off``: no moon, so no sun either; the sun doubles V when the shooter won every
  trick. ``target_reset``, the end check and tournament points act on cumulative scores
  and are not part of a deal score.

Random choices follow the engine's ``rng.Stream`` exactly (SplitMix64, ``below(n)`` with
its rejection step); ``tests/engine/test_fast.py`` replays them through the engine. For
speed the loops do not call the stream: they read its next outputs from a batch computed
lane-parallel in one big int, and afterwards advance the stream by the outputs they used.
The conventions, shared with the reference drivers in ``hearts_desktop.bench.engine``:

* a choice among ``count`` options is ``stream.below(count)``, indexing the options in
  ascending card-index order; a forced choice (``count == 1``) draws nothing
  (``choose_index``);
* a deal is ``stream.shuffled(rules.deck())`` dealt one card at a time from the dealer's
  left, exactly as ``game.deal_cards`` (which shuffles with the stream
  ``Stream.derive(seed, PURPOSE_DEAL, deal_number)``);
* a random pass (``random_pass``): seat 0, 1, ... in turn, and for each group
  (offset, count) of the pass plan one draw ``below(C(m, count))`` that picks that entry
  of ``itertools.combinations(cards, count)`` over the seat's m remaining passable cards
  in ascending order (``pass_choice``). If fewer than ``count`` passable cards are left
  (``pass_ban``), all of them go, with a combination of the banned ones (one more draw).

API: ``supports``, ``fast_rules`` (the tables), ``Position`` built by ``from_state``,
``from_view`` (a seat's view plus sampled hidden hands) or ``from_hands``; ``legal_mask``,
``play``, ``score``, ``playout``; ``random_pass`` and ``random_hand`` (deal, pass, play,
score); ``mask_of``, ``cards_of``, ``indices_of`` and the suit masks.

Longer than 600 lines: the fast path is deliberately one module of flat functions on
bitmasks (sampling, legality, playouts, scoring) that call each other in the inner loops;
module attribute look-ups across files would cost measurable time per card.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from itertools import combinations
from math import comb
from typing import TYPE_CHECKING

from .cards import QUEEN_OF_SPADES, TEN_OF_CLUBS, Card
from .game import plan_for_entry
from .rng import Stream
from .rules import LeadException, MoonMode, Opening, PassScheme, Rules
from .state import MatchState, PassPlan, Phase

if TYPE_CHECKING:
    from .view import SeatView

__all__ = [
    "CLUBS",
    "DIAMONDS",
    "HEARTS",
    "SPADES",
    "SUIT_MASKS",
    "FastRules",
    "Position",
    "cards_of",
    "choose_index",
    "deal_plan",
    "fast_rules",
    "from_hands",
    "from_state",
    "from_view",
    "indices_of",
    "legal_mask",
    "mask_of",
    "pass_choice",
    "play",
    "playout",
    "random_hand",
    "random_pass",
    "score",
    "supports",
]

SUIT_BITS = 0x1FFF
CLUBS = SUIT_BITS
DIAMONDS = SUIT_BITS << 13
SPADES = SUIT_BITS << 26
HEARTS = SUIT_BITS << 39
SUIT_MASKS: tuple[int, int, int, int] = (CLUBS, DIAMONDS, SPADES, HEARTS)
"""One 13-bit block per suit, in ``Suit`` order."""
_QS = QUEEN_OF_SPADES.index  # 36
_QS_RANK = _QS - 26  # rank offset of the queen inside the spade block: 10

_BITS: tuple[tuple[int, ...], ...] = tuple(
    tuple(r for r in range(13) if m >> r & 1) for m in range(1 << 13)
)
"""For every 13-bit block, its set bits in ascending order (the rank offsets of a suit)."""

_CARDS = tuple(Card.from_index(i) for i in range(52))

# SplitMix64, as in rng.Stream. The loops below do not call the stream: they take its next
# outputs from a batch computed lane-parallel (``_outputs``) and apply ``below(n)``'s
# arithmetic to them; afterwards the stream's state is advanced by the outputs used.
_MASK64 = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15
_MUL1 = 0xBF58476D1CE4E5B9
_MUL2 = 0x94D049BB133111EB
_SAFE_N = 1 << 15
_SAFE = (1 << 64) - _SAFE_N
"""``below(n)`` accepts every output below this when n <= ``_SAFE_N``: it rejects only the
top ``2**64 % n < n`` values. (The largest n drawn is C(17, 8) = 24310, for a pass.)
``_take`` decides the rest exactly."""
_LITTLE_ENDIAN = memoryview(b"\x01\x00\x00\x00\x00\x00\x00\x00").cast("Q")[0] == 1


def _limit(n: int) -> int:
    return (1 << 64) - ((1 << 64) % n)


def _mix_state(s: int) -> int:
    z = ((s ^ (s >> 30)) * _MUL1) & _MASK64
    z = ((z ^ (z >> 27)) * _MUL2) & _MASK64
    return z ^ (z >> 31)


_LANES: dict[int, tuple[int, int, int]] = {}


def _outputs(s0: int, count: int) -> list[int]:
    """The next ``count`` outputs (``next64``) of a stream in state ``s0``.

    All of them at once: the states ``s0 + k * GOLDEN`` sit in 128-bit lanes of one big
    int, so each SplitMix64 step is a few big-int operations instead of a few per
    output (products of 64-bit lanes stay inside their lane; bits a right shift brings
    in from the next lane are masked off before the next product)."""
    if count <= 0:
        return []
    lanes = _LANES.get(count)
    if lanes is None:
        ones = sum(1 << (128 * k) for k in range(count))
        base = sum((((k + 1) * _GOLDEN) & _MASK64) << (128 * k) for k in range(count))
        lanes = _LANES[count] = (ones, base, ones * _MASK64)
    ones, base, lm = lanes
    x = (base + s0 * ones) & lm
    x = (((x ^ (x >> 30)) & lm) * _MUL1) & lm
    x = (((x ^ (x >> 27)) & lm) * _MUL2) & lm
    x ^= x >> 31  # the high half of each lane is garbage now; only low halves are read
    if _LITTLE_ENDIAN:
        return memoryview(x.to_bytes(16 * count, "little")).cast("Q")[::2].tolist()
    return memoryview(x.to_bytes(16 * count, "big")).cast("Q")[1::2].tolist()[::-1]


def _take(out: list[int], p: int, n: int, s0: int) -> tuple[int, int]:
    """Finish a ``below(n)`` whose output ``out[p - 1]`` is at or above ``_SAFE``: reject
    and draw again while ``below`` would. Returns the value and the new position; every
    extra output used is replaced at the end of ``out`` so that the batch still holds
    enough outputs for the draws planned."""
    limit = _limit(n)
    z = out[p - 1]
    while z >= limit:
        out.append(_mix_state((s0 + (len(out) + 1) * _GOLDEN) & _MASK64))
        z = out[p]
        p += 1
    return z % n, p


def _state_after(s0: int, used: int) -> int:
    return (s0 + used * _GOLDEN) & _MASK64


def choose_index(stream: Stream, count: int) -> int:
    """The fast path's random choice among ``count`` options: ``stream.below(count)``,
    except that a forced choice (``count == 1``) draws nothing."""
    if count == 1:
        return 0
    return stream.below(count)


# --------------------------------------------------------------------------- cards


def mask_of(cards: Iterable[Card | str]) -> int:
    """The bitmask of some cards (jokers and duplicates are not representable)."""
    m = 0
    for c in cards:
        card = Card.parse(c)
        if card.is_joker:
            raise ValueError("the fast path has no jokers")
        bit = 1 << card.index
        if m & bit:
            raise ValueError(f"{card} is listed twice")
        m |= bit
    return m


def indices_of(mask: int) -> list[int]:
    """The card indices of a mask, ascending."""
    out: list[int] = []
    for base in (0, 13, 26, 39):
        out.extend(base + r for r in _BITS[(mask >> base) & SUIT_BITS])
    return out


def cards_of(mask: int) -> list[Card]:
    """The cards of a mask, in ascending order (the engine's sorted hand order)."""
    return [_CARDS[i] for i in indices_of(mask)]


# --------------------------------------------------------------------------- rules


def supports(rules: Rules) -> bool:
    """Whether the bitmask path can play these rules (one pack, no jokers, no kitty, no
    cancellation, real-valued scores)."""
    return not (rules.kitty or rules.jokers or rules.cancellation or rules.complex_scoring
                or rules.packs != 1)


class FastRules:
    """The tables the fast path reads, computed once from a ``Rules`` value (get them with
    ``fast_rules``, which caches them). Masks are card masks; ``values[i]`` is the points of
    card index i, ``penalty`` the penalty cards (hearts and a scoring Q♠),
    ``bonus_mask`` the other scoring cards (Omnibus), ``doubler`` the 10♣ under O-CLUB10,
    ``moon_value`` V; ``leftover`` is the number of face-up cards of a deal."""

    __slots__ = (
        "bonus_mask",
        "break_mask",
        "cycle_plans",
        "deck",
        "deck_list",
        "doubler",
        "first_trick_ban",
        "forced_opening",
        "hand_size",
        "leftover",
        "moon_choice",
        "moon_on",
        "moon_self",
        "moon_value",
        "non_pen_hearts",
        "non_pen_spades",
        "pass_ban",
        "penalty",
        "penalty_lead_exception",
        "players",
        "point_mask",
        "qs_breaks",
        "rules",
        "sun",
        "value_tables",
        "values",
    )

    def __init__(self, rules: Rules, moon_choice: str = "others") -> None:
        if not supports(rules):
            raise ValueError(
                "the fast path supports one pack without jokers, kitty, cancellation or "
                "complex scoring")
        if moon_choice not in ("others", "self"):
            raise ValueError("moon_choice is 'others' or 'self'")
        self.rules = rules
        n = rules.players
        self.players = n
        self.hand_size = rules.hand_size
        deck = rules.deck()
        self.deck_list: tuple[int, ...] = tuple(c.index for c in deck)
        self.deck = sum(1 << i for i in self.deck_list)
        self.leftover = len(deck) - n * self.hand_size
        values = [0] * 52
        penalty = 0
        for c in deck:
            v = rules.card_value(c)
            if not isinstance(v, int):  # pragma: no cover - complex scoring is excluded
                raise ValueError("the fast path needs integer card values")
            values[c.index] = v
            if rules.is_penalty(c):
                penalty |= 1 << c.index
        if penalty & (CLUBS | DIAMONDS):  # pragma: no cover - Rules never does this
            raise ValueError("penalty cards must be hearts or the queen of spades")
        self.values: tuple[int, ...] = tuple(values)
        self.penalty = penalty
        self.point_mask = sum(1 << i for i in range(52) if values[i])
        self.bonus_mask = self.point_mask & ~penalty
        self.non_pen_spades = ~(penalty >> 26) & SUIT_BITS
        self.non_pen_hearts = ~(penalty >> 39) & SUIT_BITS
        mv = rules.moon_value()
        assert isinstance(mv, int)
        self.moon_value = mv
        self.moon_on = rules.moon is not MoonMode.OFF
        if rules.moon is MoonMode.CHOICE:
            self.moon_self = moon_choice == "self"
        else:
            self.moon_self = rules.moon is MoonMode.SELF
        self.moon_choice = moon_choice
        self.sun = rules.sun
        self.doubler = (1 << TEN_OF_CLUBS.index) if rules.club10_doubles else 0
        self.forced_opening = rules.opening is Opening.LOWEST_CLUB
        self.penalty_lead_exception = rules.lead_exception is LeadException.PENALTY_ONLY
        self.qs_breaks = bool(rules.queen_breaks_hearts and penalty >> _QS & 1)
        self.break_mask = HEARTS | (1 << _QS if self.qs_breaks else 0)
        self.first_trick_ban = rules.first_trick_ban
        self.pass_ban = mask_of(rules.pass_ban)
        self.value_tables: tuple[tuple[int, tuple[int, ...]], ...] = tuple(
            (13 * su, _block_sums(values[13 * su:13 * su + 13]))
            for su in range(4) if any(values[13 * su:13 * su + 13]))
        self.cycle_plans: tuple[PassPlan, ...] | None = None
        if not (rules.passing is PassScheme.DEALER_CHOICE and rules.pass_cycle is None):
            self.cycle_plans = tuple(_normal_plan(plan_for_entry(rules, e)[0], n)
                                     for e in rules.pass_cycle_offsets())

    def __repr__(self) -> str:
        return f"FastRules({self.rules.name!r}, players={self.players})"


def _block_sums(values: Sequence[int]) -> tuple[int, ...]:
    """For every 13-bit block, the sum of ``values`` over its set bits."""
    out = [0] * (1 << 13)
    for m in range(1, 1 << 13):
        low = m & -m
        out[m] = out[m ^ low] + values[low.bit_length() - 1]
    return tuple(out)


_CACHE: dict[tuple[Rules, str], FastRules] = {}


def fast_rules(rules: Rules, moon_choice: str = "others") -> FastRules:
    """The (cached) tables for ``rules``; ``ValueError`` if the fast path cannot play them.
    ``moon_choice`` is what a shooter picks under ``moon="choice"``."""
    key = (rules, moon_choice)
    tab = _CACHE.get(key)
    if tab is None:
        if len(_CACHE) > 64:
            _CACHE.clear()
        tab = _CACHE[key] = FastRules(rules, moon_choice)
    return tab


def deal_plan(rules: Rules, deal_number: int = 1) -> PassPlan | None:
    """The pass plan of deal ``deal_number`` under the rules' cycle (None: dealer's choice,
    which a caller must supply)."""
    if rules.passing is PassScheme.DEALER_CHOICE and rules.pass_cycle is None:
        return None
    cycle = rules.pass_cycle_offsets()
    return plan_for_entry(rules, cycle[(deal_number - 1) % len(cycle)])[0]


# --------------------------------------------------------------------------- positions


class Position:
    """A deal in play. Mutable (``play`` changes it); ``copy()`` is cheap.

    ``hands[s]``: card mask of seat s. ``trick``: the card indices played to the current
    trick, in order, led by ``leader``. ``trick_number``: 1-based (``tricks_per_deal + 1``
    once the deal is over). ``taken[s]``: the mask of every card seat s has captured
    (including the face-up leftover cards); ``tricks[s]``: tricks won. ``face_up``: the
    leftover cards still waiting for the winner of trick 1.
    """

    __slots__ = ("face_up", "hands", "hearts_broken", "leader", "tab", "taken", "trick",
                 "trick_number", "tricks")

    def __init__(self, tab: FastRules, hands: list[int], leader: int, trick: list[int],
                 trick_number: int, hearts_broken: bool, taken: list[int], tricks: list[int],
                 face_up: int) -> None:
        self.tab = tab
        self.hands = hands
        self.leader = leader
        self.trick = trick
        self.trick_number = trick_number
        self.hearts_broken = hearts_broken
        self.taken = taken
        self.tricks = tricks
        self.face_up = face_up

    def copy(self) -> Position:
        return Position(self.tab, self.hands[:], self.leader, self.trick[:],
                        self.trick_number, self.hearts_broken, self.taken[:], self.tricks[:],
                        self.face_up)

    @property
    def rules(self) -> Rules:
        return self.tab.rules

    @property
    def players(self) -> int:
        return self.tab.players

    @property
    def to_move(self) -> int:
        return (self.leader + len(self.trick)) % self.tab.players

    @property
    def is_over(self) -> bool:
        return self.trick_number > self.tab.hand_size

    def points(self) -> tuple[int, ...]:
        """Card points each seat has captured so far (before any moon adjustment)."""
        vals = self.tab.values
        return tuple(sum(vals[i] for i in indices_of(m & self.tab.point_mask))
                     for m in self.taken)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Position):
            return NotImplemented
        return (self.tab is other.tab and self.hands == other.hands
                and self.leader == other.leader and self.trick == other.trick
                and self.trick_number == other.trick_number
                and self.hearts_broken == other.hearts_broken and self.taken == other.taken
                and self.tricks == other.tricks and self.face_up == other.face_up)

    __hash__ = None  # type: ignore[assignment]  # mutable

    def __repr__(self) -> str:
        hands = " | ".join(" ".join(str(c) for c in cards_of(h)) for h in self.hands)
        trick = " ".join(str(_CARDS[c]) for c in self.trick)
        return (f"Position(trick {self.trick_number}, leader {self.leader}, "
                f"[{trick}], broken={self.hearts_broken}, hands {hands})")


def from_hands(
    rules: Rules | FastRules,
    hands: Sequence[int],
    *,
    leader: int,
    trick: Sequence[int] = (),
    trick_number: int = 1,
    hearts_broken: bool = False,
    taken: Sequence[int] | None = None,
    tricks: Sequence[int] | None = None,
    face_up: int = 0,
) -> Position:
    """A position from card masks: the way a bot builds one from its own view and sampled
    hidden hands. ``trick`` holds the card indices already played to the current trick
    (led by ``leader``); ``taken`` the captured-card masks and ``tricks`` the tricks won
    per seat (default: none); ``face_up`` the leftover cards still waiting for the winner
    of trick 1. Raises ``ValueError`` for inconsistent input."""
    tab = rules if isinstance(rules, FastRules) else fast_rules(rules)
    n = tab.players
    if len(hands) != n:
        raise ValueError(f"expected {n} hands")
    if not 0 <= leader < n:
        raise ValueError("leader must be a seat")
    if not 1 <= trick_number <= tab.hand_size + 1:
        raise ValueError("trick_number out of range")
    if len(trick) >= n:
        raise ValueError("a finished trick is not a current trick")
    taken_l = list(taken) if taken is not None else [0] * n
    tricks_l = list(tricks) if tricks is not None else [0] * n
    if len(taken_l) != n or len(tricks_l) != n:
        raise ValueError(f"expected {n} taken masks and trick counts")
    seen = face_up
    for m in (*hands, *taken_l, *(1 << c for c in trick)):
        if m & seen or m & ~tab.deck:
            raise ValueError("a card is listed twice or is not in play")
        seen |= m
    left = tab.hand_size - trick_number + 1
    for i in range(n):
        p = (leader + i) % n
        want = left - (1 if i < len(trick) else 0)
        if hands[p].bit_count() != want:
            raise ValueError(f"seat {p} should hold {want} cards")
    return Position(tab, list(hands), leader, list(trick), trick_number, hearts_broken,
                    taken_l, tricks_l, face_up)


def from_state(state: MatchState, moon_choice: str = "others") -> Position:
    """The position of a ``MatchState`` in ``Phase.PLAYING``."""
    tab = fast_rules(state.rules, moon_choice)
    if state.phase is not Phase.PLAYING or state.trick is None:
        raise ValueError("from_state needs a state in the playing phase")
    return Position(
        tab,
        [mask_of(h) for h in state.hands],
        state.trick.leader,
        [c.index for _, c in state.trick.plays],
        state.trick.number,
        state.hearts_broken,
        [mask_of(c) for c in state.captured],
        list(state.tricks_taken),
        mask_of(state.face_up),
    )


def from_view(view: SeatView, hands: Sequence[int], moon_choice: str = "others"
              ) -> Position:
    """The position a seat sees, completed with ``hands`` (every seat's mask; the viewer's
    own entry must be its real hand, the others are sampled by the caller). Captured cards
    come from the view's finished tricks; leftover cards that are no longer face up went
    to the winner of trick 1."""
    tab = fast_rules(view.rules, moon_choice)
    if view.phase is not Phase.PLAYING or view.trick is None:
        raise ValueError("from_view needs a view in the playing phase")
    if hands[view.seat] != mask_of(view.hand):
        raise ValueError("the viewer's own hand does not match the view")
    n = tab.players
    taken = [0] * n
    tricks = [0] * n
    for t in view.tricks:
        if t.winner is not None:
            taken[t.winner] |= mask_of(t.cards)
            tricks[t.winner] += 1
    face_up = mask_of(view.face_up)
    seen = face_up | mask_of(view.trick.cards)
    for m in (*taken, *hands):
        seen |= m
    rest = tab.deck & ~seen
    if rest and view.tricks and view.tricks[0].winner is not None:
        taken[view.tricks[0].winner] |= rest
    return from_hands(tab, hands, leader=view.trick.leader,
                      trick=[c.index for c in view.trick.cards],
                      trick_number=view.trick.number, hearts_broken=view.hearts_broken,
                      taken=taken, tricks=tricks, face_up=face_up)


# --------------------------------------------------------------------------- play


def legal_mask(pos: Position) -> int:
    """The cards the seat to move may play (spec 5.10; the same set as
    ``game.legal_cards``). 0 once the deal is over."""
    tab = pos.tab
    if pos.trick_number > tab.hand_size:
        return 0
    hand = pos.hands[(pos.leader + len(pos.trick)) % tab.players]
    first = pos.trick_number == 1
    if not pos.trick:
        if first and tab.forced_opening:
            clubs = hand & CLUBS
            if clubs:
                return clubs & -clubs
        cands = hand
        if not pos.hearts_broken:
            exc = hand & ~(tab.penalty if tab.penalty_lead_exception else HEARTS)
            if exc:
                cands &= ~HEARTS
    else:
        follow = hand & SUIT_MASKS[pos.trick[0] // 13]
        if follow:
            return follow
        cands = hand
    if first and tab.first_trick_ban and hand & ~tab.penalty:
        cands &= ~tab.penalty
    return cands


def _trick_winner(trick: Sequence[int]) -> int:
    """The position in ``trick`` of the winning card (highest of the led suit)."""
    led = trick[0] // 13
    best = 0
    for i, c in enumerate(trick):
        if c // 13 == led and c > trick[best]:
            best = i
    return best


def play(pos: Position, card: int, *, check: bool = True) -> int | None:
    """Play card index ``card`` for the seat to move, in place. Returns the winner's seat
    when the card completes a trick, else None. With ``check`` an illegal card raises
    ``ValueError``."""
    tab = pos.tab
    n = tab.players
    bit = 1 << card
    if check and not legal_mask(pos) & bit:
        raise ValueError(f"{_CARDS[card] if 0 <= card < 52 else card} is not legal now")
    p = (pos.leader + len(pos.trick)) % n
    pos.hands[p] &= ~bit
    pos.trick.append(card)
    if not pos.hearts_broken and bit & tab.break_mask:
        pos.hearts_broken = True
    if len(pos.trick) < n:
        return None
    winner = (pos.leader + _trick_winner(pos.trick)) % n
    tm = pos.face_up
    for c in pos.trick:
        tm |= 1 << c
    pos.face_up = 0
    pos.taken[winner] |= tm
    pos.tricks[winner] += 1
    pos.trick = []
    pos.leader = winner
    pos.trick_number += 1
    return winner


def _score(tab: FastRules, taken: Sequence[int], tricks: Sequence[int] = ()
           ) -> tuple[int, ...]:
    """Deal scores from the captured cards (spec section 10, steps 2 to 5). Whoever won a
    trick holds cards, so the shooter won every trick (the sun) exactly when nobody else
    holds a card or is counted a trick in ``tricks``."""
    tables = tab.value_tables
    dbl = tab.doubler
    out: list[int] = []
    for m in taken:
        raw = 0
        for shift, table in tables:
            raw += table[(m >> shift) & 0x1FFF]
        if m & dbl:
            raw *= 2
        out.append(raw)
    if tab.moon_on:
        pen = tab.penalty
        for shooter, m in enumerate(taken):
            if m & pen == pen:
                m &= ~pen
                raw = 0
                for shift, table in tables:
                    raw += table[(m >> shift) & 0x1FFF]
                if m & dbl:
                    raw *= 2
                out[shooter] = raw
                v = tab.moon_value
                if tab.sun and not any(x or (tricks and tricks[p])
                                       for p, x in enumerate(taken) if p != shooter):
                    v *= 2
                if tab.moon_self:
                    out[shooter] -= v
                else:
                    for p in range(len(out)):
                        if p != shooter:
                            out[p] += v
                break
    return tuple(out)


def score(pos: Position) -> tuple[int, ...]:
    """The deal scores of a finished position (moon and sun included)."""
    if not pos.is_over:
        raise ValueError("the deal is not over")
    return _score(pos.tab, pos.taken, pos.tricks)


def playout(pos: Position, stream: Stream) -> tuple[int, ...]:
    """Play the deal to its end with uniformly random legal cards (see the module notes
    for the exact use of ``stream``) and return the deal scores. ``pos`` is unchanged."""
    tab = pos.tab
    s0 = stream._state
    # At most one draw a play, and none on the last trick (every card is forced there).
    out = _outputs(s0, sum(h.bit_count() for h in pos.hands) - tab.players)
    scores, used = _run(tab, pos.hands, pos.trick, pos.leader, pos.trick_number,
                        pos.hearts_broken, pos.taken, pos.face_up, out, 0, s0, pos.tricks)
    stream._state = _state_after(s0, used)
    return scores


def random_pass(rules: Rules | FastRules, hands: list[int], plan: PassPlan,
                stream: Stream) -> list[int]:
    """Exchange random cards according to ``plan`` (see the module notes); ``hands`` is
    changed in place and returned."""
    tab = rules if isinstance(rules, FastRules) else fast_rules(rules)
    plan = _normal_plan(plan, tab.players)
    s0 = stream._state
    out = _outputs(s0, 2 * tab.players * len(plan))
    used, new = _pass(tab, [indices_of(h) for h in hands], plan, out, 0, s0)
    stream._state = _state_after(s0, used)
    hands[:] = new
    return hands


def pass_choice(pool_size: int, count: int, index: int) -> tuple[int, ...]:
    """The ``index``-th ``count``-subset of ``range(pool_size)`` in
    ``itertools.combinations`` order (how a random pass turns one draw into cards)."""
    table = _combination_table(pool_size, count)
    if table is not None:
        return table[index]
    out: list[int] = []
    v = 0
    for slot in range(count):
        while True:
            c = comb(pool_size - v - 1, count - slot - 1)
            if index < c:
                out.append(v)
                v += 1
                break
            index -= c
            v += 1
    return tuple(out)


_COMBINATIONS: dict[tuple[int, int], tuple[tuple[int, ...], ...] | None] = {}


def _combination_table(m: int, k: int) -> tuple[tuple[int, ...], ...] | None:
    key = (m, k)
    if key not in _COMBINATIONS:
        _COMBINATIONS[key] = (tuple(combinations(range(m), k)) if comb(m, k) <= 4096
                              else None)
    return _COMBINATIONS[key]


def _normal_plan(plan: PassPlan, n: int) -> PassPlan:
    """A plan as the engine keeps it: offsets mod n, no empty groups, sorted by offset."""
    return tuple(sorted((off % n, count) for off, count in plan if count and off % n))


def _pass(tab: FastRules, cards: list[list[int]], plan: PassPlan, out: list[int], p: int,
          s0: int) -> tuple[int, list[int]]:
    """A random pass on ascending card-index lists (one a seat; consumed), drawing from
    ``out`` at ``p``. Returns the new position and the hands after the pass, as masks.

    For each seat in turn and each group (offset, count) of the plan: one draw
    ``below(C(m, count))`` over the m passable cards left, turned into cards by
    ``pass_choice``; if fewer than ``count`` passable cards are left, all of them plus a
    random ``itertools.combinations`` choice of the banned ones (one draw)."""
    n = tab.players
    ban = tab.pass_ban
    bits = _CARD_BITS
    several = len(plan) > 1
    combos = _COMBINATIONS
    hands = [0] * n
    got = [0] * n
    if not ban and not several:
        # The usual pass: one group, nothing banned, the same count for every seat.
        off, count = plan[0]
        for seat in range(n):
            rem = cards[seat]
            m = len(rem)
            table = combos.get((m, count))
            if table is None:
                table = _combination_table(m, count)
            total = len(table) if table is not None else comb(m, count)
            k = 0
            if total > 1:
                k = out[p]
                p += 1
                if k >= _SAFE or total > _SAFE_N:
                    k, p = _take(out, p, total, s0)
                else:
                    k %= total
            give = 0
            for x in table[k] if table is not None else pass_choice(m, count, k):
                give |= bits[rem[x]]
            hands[seat] = sum(map(bits.__getitem__, rem)) ^ give
            got[(seat + off) % n] |= give
        for seat in range(n):
            hands[seat] |= got[seat]
        return p, hands
    for seat in range(n):
        rem = cards[seat]
        hm = sum(map(bits.__getitem__, rem))
        for off, count in plan:
            pool = [c for c in rem if not ban >> c & 1] if ban else rem
            extra: list[int] = []
            picks: Sequence[int]
            m = len(pool)
            if m < count:
                banned = [c for c in rem if ban >> c & 1]
                total = comb(len(banned), count - m)
                k = 0
                if total > 1:
                    k = out[p]
                    p += 1
                    if k >= _SAFE or total > _SAFE_N:
                        k, p = _take(out, p, total, s0)
                    else:
                        k %= total
                extra = [banned[x] for x in pass_choice(len(banned), count - m, k)]
                picks = range(m)
            else:
                table = combos.get((m, count))
                if table is None:
                    table = _combination_table(m, count)
                total = len(table) if table is not None else comb(m, count)
                k = 0
                if total > 1:
                    k = out[p]
                    p += 1
                    if k >= _SAFE or total > _SAFE_N:
                        k, p = _take(out, p, total, s0)
                    else:
                        k %= total
                picks = table[k] if table is not None else pass_choice(m, count, k)
            give = 0
            for x in picks:
                give |= bits[pool[x]]
            for c in extra:
                give |= bits[c]
            hm ^= give
            got[(seat + off) % n] |= give
            if several:
                rem = [c for c in rem if not give & bits[c]]
        hands[seat] = hm
    for seat in range(n):
        hands[seat] |= got[seat]
    return p, hands


def random_hand(rules: Rules | FastRules, stream: Stream, *, deal_number: int = 1,
                dealer: int | None = None, pass_plan: PassPlan | None = None
                ) -> tuple[int, ...]:
    """Deal, pass and play one random hand; returns its deal scores.

    The deal is ``stream.shuffled(rules.deck())`` dealt from the dealer's left (default
    dealer: the last seat, as ``start_hand``), so with
    ``stream = Stream.derive(seed, PURPOSE_DEAL, deal_number)`` the hands are those of
    ``game.deal_cards(rules, seed, deal_number, dealer)``. The pass follows ``pass_plan``
    or the rules' cycle for ``deal_number`` (dealer's choice needs an explicit plan); the
    same stream then makes the pass and every play.
    """
    tab = rules if isinstance(rules, FastRules) else fast_rules(rules)
    n = tab.players
    if dealer is None:
        dealer = n - 1
    if pass_plan is not None:
        plan = _normal_plan(pass_plan, n)
    elif tab.cycle_plans is None:
        raise ValueError("dealer's choice: give the pass plan")
    else:
        cycle = tab.cycle_plans
        plan = cycle[(deal_number - 1) % len(cycle)]
    s0 = stream._state
    size = len(tab.deck_list)
    # Draws: the shuffle, the pass, and at most one a play except on the last trick.
    count = size - 1 + (2 if tab.pass_ban else 1) * n * len(plan) + n * (tab.hand_size - 1)
    out = _outputs(s0, count)
    # Fisher-Yates, exactly as Stream.shuffled: below(i + 1) for i = size - 1 ... 1.
    mods = _SHUFFLE_MODS[size]
    safe = max(out) < _SAFE  # almost always: then below(n) is output % n for every draw
    if safe:
        p = size - 1
        js = list(map(int.__mod__, out[:p], mods))
    else:
        p = 0
        js = []
        for m in mods:
            j = out[p]
            p += 1
            if j >= _SAFE:
                j, p = _take(out, p, m, s0)
            else:
                j %= m
            js.append(j)
    deck = list(tab.deck_list)
    i = size - 1
    for j in js:
        deck[i], deck[j] = deck[j], deck[i]
        i -= 1
    dealt = n * tab.hand_size
    get = _CARD_BITS.__getitem__
    first = (dealer + 1) % n
    hands = [0] * n
    if plan:
        p, hands = _pass(tab, [sorted(deck[(q - first) % n:dealt:n]) for q in range(n)],
                         plan, out, p, s0)
    else:
        for q in range(n):
            hands[q] = sum(map(get, deck[(q - first) % n:dealt:n]))
    face_up = sum(map(get, deck[dealt:]))
    leader = first
    if tab.forced_opening:
        clubs = 0
        for h in hands:
            clubs |= h
        clubs &= CLUBS
        if clubs:
            low = clubs & -clubs
            for q in range(n):
                if hands[q] & low:
                    leader = q
                    break
    scores, p = _run(tab, hands, (), leader, 1, False, (0,) * n, face_up, out, p, s0, (),
                     safe and len(out) == count)
    stream._state = _state_after(s0, p)
    return scores


_SHUFFLE_MODS = {size: tuple(range(size, 1, -1)) for size in range(1, 53)}
"""For a deck of ``size`` cards, the bounds of Fisher-Yates' draws: size, size - 1, ... 2."""
_CARD_BITS = tuple(1 << i for i in range(52))
_POP = tuple(len(b) for b in _BITS)
_LOW = tuple(b[0] if b else -1 for b in _BITS)
_FOLLOWERS: dict[int, tuple[tuple[tuple[int, ...], ...], ...]] = {
    n: tuple(tuple(tuple(((leader + i) % n) * 4 + led for i in range(1, n))
                   for led in range(4)) for leader in range(n))
    for n in range(3, 7)
}
"""_FOLLOWERS[n][leader][led]: the block index (seat * 4 + led suit) of each follower."""


def _run(tab: FastRules, hands: Sequence[int], trick: Sequence[int], leader: int, tn: int,
         hb: bool, taken_in: Sequence[int], fu: int, out: list[int], p: int, s0: int,
         tricks: Sequence[int] = (), safe: bool = False) -> tuple[tuple[int, ...], int]:
    """The playout loop: hands split into 13-bit suit blocks (``h[seat * 4 + suit]``),
    random draws taken from ``out`` at ``p`` (a batch of the stream's outputs from state
    ``s0``, holding at least one output for every draw). Returns the deal scores and the
    position in ``out`` after the draws.

    When every output left is below ``_SAFE`` (``safe``: the caller checked),
    ``below(k)`` accepts each at once and is ``output % k``; otherwise ``_run_checked``
    plays the deal."""
    if not safe and max(out[p:], default=0) >= _SAFE:
        # An output that below() may reject (probability about 2**-58 each).
        return _run_checked(tab, hands, trick, leader, tn, hb, taken_in, fu, out, p, s0,
                            tricks)
    n = tab.players
    last = tab.hand_size
    bits_of = _BITS
    pop = _POP
    low = _LOW
    followers = _FOLLOWERS[n]
    forced = tab.forced_opening
    ban = tab.first_trick_ban
    pexc = tab.penalty_lead_exception
    np2 = tab.non_pen_spades
    np3 = tab.non_pen_hearts
    qsb = tab.qs_breaks
    h: list[int] = []
    for x in hands:
        h += (x & 0x1FFF, (x >> 13) & 0x1FFF, (x >> 26) & 0x1FFF, x >> 39)
    taken = list(taken_in)
    start = len(trick)
    led = best = bs = tl = td = 0
    if start:
        if any(c // 13 == 3 or (qsb and c == _QS) for c in trick):
            hb = True
        # Resume the current trick: tl holds the led-suit cards (13-bit), td the others.
        led = trick[0] // 13
        best = -1
        for i, c in enumerate(trick):
            if c // 13 == led:
                tl |= 1 << (c - 13 * led)
                if c - 13 * led > best:
                    best = c - 13 * led
                    bs = ((leader + i) % n) * 4
            else:
                td |= 1 << c
    while tn <= last:
        if start:
            fol = followers[leader][led][start - 1:]
            start = 0
        else:
            # ---- the lead
            b = leader << 2
            if tn == 1 and forced and h[b]:
                a0 = h[b]
                r = low[a0]
                su = 0
            else:
                a0, a1, a2, a3 = h[b:b + 4]
                if not hb:
                    # Rule 5.6: no heart lead before hearts are broken, unless the hand
                    # qualifies for the lead exception (bar is then 0).
                    bar = (a0 or a1 or a2 & np2 or a3 & np3) if pexc else (a0 or a1 or a2)
                    if tn == 1 and ban and (a0 or a1 or a2 & np2 or a3 & np3):
                        a2 &= np2  # rule 5.5
                        a3 &= np3
                    if bar:
                        a3 = 0
                elif tn == 1 and ban and (a0 or a1 or a2 & np2 or a3 & np3):
                    a2 &= np2
                    a3 &= np3
                c0 = pop[a0]
                c1 = c0 + pop[a1]
                c2 = c1 + pop[a2]
                k = c2 + pop[a3]
                if k > 1:
                    k = out[p] % k
                    p += 1
                else:
                    k = 0
                if k < c0:
                    su = 0
                    r = bits_of[a0][k]
                elif k < c1:
                    su = 1
                    r = bits_of[a1][k - c0]
                elif k < c2:
                    su = 2
                    r = bits_of[a2][k - c1]
                else:
                    su = 3
                    r = bits_of[a3][k - c2]
                if not hb and (su == 3 or (qsb and su == 2 and r == _QS_RANK)):
                    hb = True
            bit = 1 << r
            h[b + su] ^= bit
            led = su
            best = r
            bs = b
            tl = bit
            td = 0
            fol = followers[leader][su]
        qs_follow = qsb and led == 2
        for i in fol:
            ch = h[i]
            if ch:
                # ---- follow suit
                k = pop[ch]
                if k > 1:
                    k = out[p] % k
                    p += 1
                    r = bits_of[ch][k]
                else:
                    r = low[ch]
                bit = 1 << r
                h[i] = ch ^ bit
                tl |= bit
                if r > best:
                    best = r
                    bs = i
                if qs_follow and r == _QS_RANK:
                    hb = True
            else:
                # ---- discard
                b = i - led
                a0, a1, a2, a3 = h[b:b + 4]
                if tn == 1 and ban and (a0 or a1 or a2 & np2 or a3 & np3):
                    a2 &= np2
                    a3 &= np3
                c0 = pop[a0]
                c1 = c0 + pop[a1]
                c2 = c1 + pop[a2]
                k = c2 + pop[a3]
                if k > 1:
                    k = out[p] % k
                    p += 1
                else:
                    k = 0
                if k < c0:
                    r = bits_of[a0][k]
                    h[b] = a0 ^ (1 << r)
                    td |= 1 << r
                elif k < c1:
                    r = bits_of[a1][k - c0]
                    h[b + 1] ^= 1 << r
                    td |= 1 << (13 + r)
                elif k < c2:
                    r = bits_of[a2][k - c1]
                    h[b + 2] ^= 1 << r
                    td |= 1 << (26 + r)
                    if qsb and r == _QS_RANK:
                        hb = True
                else:
                    r = bits_of[a3][k - c2]
                    h[b + 3] ^= 1 << r
                    td |= 1 << (39 + r)
                    hb = True
        # ---- the trick is complete
        leader = bs >> 2
        taken[leader] |= tl << (13 * led) | td
        if fu:
            taken[leader] |= fu
            fu = 0
        tn += 1
    return _score(tab, taken, tricks), p


def _run_checked(tab: FastRules, hands: Sequence[int], trick: Sequence[int], leader: int,
                 tn: int, hb: bool, taken: Sequence[int], fu: int, out: list[int], p: int,
                 s0: int, tricks: Sequence[int]) -> tuple[tuple[int, ...], int]:
    """``_run`` for a batch holding outputs that ``below`` may reject: the same moves
    through ``legal_mask`` and ``play``, each draw checked exactly."""
    n = tab.players
    pos = Position(tab, list(hands), leader, list(trick), tn, hb, list(taken),
                   list(tricks) if tricks else [0] * n, fu)
    while pos.trick_number <= tab.hand_size:
        cards = indices_of(legal_mask(pos))
        k = 0
        if len(cards) > 1:
            k = out[p]
            p += 1
            if k >= _SAFE:
                k, p = _take(out, p, len(cards), s0)
            else:
                k %= len(cards)
        play(pos, cards[k], check=False)
    return _score(tab, pos.taken, pos.tricks), p
