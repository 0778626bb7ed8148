"""Meld (section 6): the maximum meld of one hand, with the named parts a table shows.

::

    from hearts_desktop.games.pinochle import count_meld
    m = count_meld("AH 10H KH KH QH QH JH 9H", "H")      # rules default: the spec's
    m.total                                           # 24: run 15 + 2 royal marriages + dix
    m.parts   # (("run", 15), ("royal_marriage", 4), ("royal_marriage", 4), ("dix", 1))

Counting follows 6.5 exactly: a card may serve in melds of different classes (sequence,
around, pinochle, dix, roundhouse) but only once within a class, except that a run's K and Q
may each marry an *extra* trump Q or K (6.5.4; not with O-NO-RUN-BONUS). Arounds, runs and
pinochles have levels: single, double (and triple, quadruple with the double deck, DD.7).
A roundhouse (O-ROUNDHOUSE) is scored only when it beats the ordinary count (6.3: the engine
declares each hand's maximum; on a tie the roundhouse is shown).

Part names are stable English identifiers (the UI translates them): ``run``,
``double_run``, ``triple_run``, ``quadruple_run``, ``royal_marriage``, ``marriage``,
``dix``, ``aces_around``, ``double_aces``, ``triple_aces``, ``quadruple_aces`` (likewise
``kings``, ``queens``, ``jacks``), ``pinochle``, ``double_pinochle``, ``triple_pinochle``,
``quadruple_pinochle``, ``roundhouse``, ``double_roundhouse``. One part per meld instance:
two royal marriages are two parts, each dix is a part.

``meld_points(counts, trump, rules)`` is the same total on a 24-slot count of faces
(``cards.face_index``), for bots that count thousands of hands.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from ...core.cards import ACE, JACK, KING, QUEEN, Card, Suit
from .cards import STRENGTH, parse_hand
from .rules import Rules

LEVEL_WORDS = ("", "double_", "triple_", "quadruple_")
RUN_VALUES = (15, 150, 225, 300)
PINOCHLE_VALUES = (4, 30, 60, 90)
AROUND_VALUES: dict[int, tuple[int, int, int, int]] = {
    ACE: (10, 100, 150, 200),
    KING: (8, 80, 120, 160),
    QUEEN: (6, 60, 90, 120),
    JACK: (4, 40, 60, 80),
}
AROUND_WORDS = {ACE: "aces", KING: "kings", QUEEN: "queens", JACK: "jacks"}
ROYAL_MARRIAGE = 4
MARRIAGE = 2
DIX = 1
ROUNDHOUSE = 24
DOUBLE_ROUNDHOUSE = 240
RUN_RANKS = (ACE, 10, KING, QUEEN, JACK)
QUEEN_OF_SPADES = Card(Suit.SPADES, QUEEN)
JACK_OF_DIAMONDS = Card(Suit.DIAMONDS, JACK)

PART_NAMES: tuple[str, ...] = (
    *(f"{w}run" for w in LEVEL_WORDS), "royal_marriage", "marriage", "dix",
    *(f"{AROUND_WORDS[r]}_around" if not w else f"{w}{AROUND_WORDS[r]}"
      for r in (ACE, KING, QUEEN, JACK) for w in LEVEL_WORDS),
    *(f"{w}pinochle" for w in LEVEL_WORDS), "roundhouse", "double_roundhouse",
)
"""Every part name ``count_meld`` can report (the UI's translation table covers these)."""


@dataclass(frozen=True)
class MeldPart:
    """One meld: its name, its value on the rules' scale, the cards that show it and, for a
    run, a marriage or a dix, its suit."""

    name: str
    value: int
    cards: tuple[Card, ...]
    suit: Suit | None = None


@dataclass(frozen=True)
class Meld:
    """The meld of one hand in one trump: ``total`` and ``parts`` ((name, value) pairs)."""

    total: int
    details: tuple[MeldPart, ...]
    """The parts with their cards and suits, in display order."""
    cards: tuple[Card, ...]
    """Every card shown (each card of the hand once, though it may serve in several parts)."""
    trump: Suit

    @property
    def parts(self) -> tuple[tuple[str, int], ...]:
        return tuple((p.name, p.value) for p in self.details)


Part = tuple[str, int, list[int], Suit | None]
"""A part while counting: name, small-scale value, indices into the hand, suit."""


def _level_name(level: int, single: str, plural: str) -> str:
    return single if level == 1 else f"{LEVEL_WORDS[level - 1]}{plural}"


def count_meld(cards: str | Iterable[Card | str], trump: str | Suit,
               rules: Rules | None = None) -> Meld:
    """The maximum meld of the hand ``cards`` with ``trump`` under ``rules`` (default: the
    ``pinochle`` preset). ``cards``: card texts or ``Card`` values, identical faces
    repeated (``"QS QS"``) or named copies (``"QS#1 QS#2"``); copies do not change the
    count. ``ValueError`` for more copies of a face than the deck holds, a nine with the
    double deck, or one physical card named twice."""
    rules = rules if rules is not None else Rules()
    t = Suit.parse(trump)
    hand = parse_hand(cards)
    _check_hand(hand, rules)
    groups: dict[tuple[Suit, int], list[int]] = {}
    for i in sorted(range(len(hand)), key=lambda i: hand[i].copy):
        c = hand[i]
        groups.setdefault((c.suit, c.rank), []).append(i)

    def idx(suit: Suit, rank: int) -> list[int]:
        return groups.get((suit, rank), [])

    scale = rules.scale
    seq: list[Part] = []  # class A, in display order
    # Runs and royal marriages (6.5.4).
    r = min(len(idx(t, x)) for x in RUN_RANKS)
    kings, queens = idx(t, KING), idx(t, QUEEN)
    if r:
        cards_r = [i for x in RUN_RANKS for i in idx(t, x)[:r]]
        seq.append((_level_name(r, "run", "run"), RUN_VALUES[r - 1], cards_r, t))
    for k_i, q_i in _royal_pairs(kings, queens, r, rules.no_run_bonus):
        seq.append(("royal_marriage", ROYAL_MARRIAGE, [k_i, q_i], t))
    for s in Suit:
        if s is t:
            continue
        for k_i, q_i in zip(idx(s, KING), idx(s, QUEEN), strict=False):
            seq.append(("marriage", MARRIAGE, [k_i, q_i], s))
    dix: list[Part] = [("dix", DIX, [i], t) for i in idx(t, 9)]
    arounds: list[Part] = []
    for x in (ACE, KING, QUEEN, JACK):
        level = min(len(idx(s, x)) for s in Suit)
        if level:
            name = (f"{AROUND_WORDS[x]}_around" if level == 1
                    else f"{LEVEL_WORDS[level - 1]}{AROUND_WORDS[x]}")
            arounds.append((name, AROUND_VALUES[x][level - 1],
                            [i for s in Suit for i in idx(s, x)[:level]], None))
    pin_level = min(len(idx(Suit.SPADES, QUEEN)), len(idx(Suit.DIAMONDS, JACK)))
    pinochle: list[Part] = []
    if pin_level:
        pinochle.append((_level_name(pin_level, "pinochle", "pinochle"),
                         PINOCHLE_VALUES[pin_level - 1],
                         idx(Suit.SPADES, QUEEN)[:pin_level] + idx(Suit.DIAMONDS, JACK)[:pin_level],
                         None))
    ordinary = [*seq, *dix, *arounds, *pinochle]
    chosen = ordinary
    if rules.roundhouse:
        house = _roundhouse(seq, arounds, dix, pinochle, idx)
        if house is not None and sum(p[1] for p in house) >= sum(p[1] for p in ordinary):
            chosen = house
    details = tuple(MeldPart(name, value * scale, tuple(hand[i] for i in ids), suit)
                    for name, value, ids, suit in chosen)
    shown = sorted({i for _, _, ids, _ in chosen for i in ids},
                   key=lambda i: (hand[i].suit, STRENGTH[hand[i].rank], hand[i].copy, i))
    return Meld(sum(p.value for p in details), details, tuple(hand[i] for i in shown), t)


def _royal_pairs(kings: Sequence[int], queens: Sequence[int], r: int,
                 no_run_bonus: bool) -> list[tuple[int, int]]:
    """Royal marriages as (K, Q) pairs: at least one card of each pair is not in a run
    (none may be with O-NO-RUN-BONUS); the run uses the first ``r`` of each."""
    run_k, extra_k = list(kings[:r]), list(kings[r:])
    run_q, extra_q = list(queens[:r]), list(queens[r:])
    k, q = len(kings), len(queens)
    m = min(k - r, q - r) if no_run_bonus else min(k, q, (k - r) + (q - r))
    pairs: list[tuple[int, int]] = []
    if not no_run_bonus:
        while extra_k and run_q and len(pairs) < m:
            pairs.append((extra_k.pop(0), run_q.pop(0)))
        while run_k and extra_q and len(pairs) < m:
            pairs.append((run_k.pop(0), extra_q.pop(0)))
    while extra_k and extra_q and len(pairs) < m:
        pairs.append((extra_k.pop(0), extra_q.pop(0)))
    return pairs


def _roundhouse(seq: list[Part], arounds: list[Part], dix: list[Part], pinochle: list[Part],
                idx: Callable[[Suit, int], list[int]]) -> list[Part] | None:
    """O-ROUNDHOUSE: the parts with a roundhouse in place of kings and queens around and
    of one marriage per suit (all marriages for a double roundhouse); None without one."""
    ks = {s: idx(s, KING) for s in Suit}
    qs = {s: idx(s, QUEEN) for s in Suit}
    if not all(ks[s] and qs[s] for s in Suit):
        return None
    double = all(len(ks[s]) >= 2 and len(qs[s]) >= 2 for s in Suit)
    runs = [p for p in seq if p[0].endswith("run")]
    others = [p for p in arounds if "kings" not in p[0] and "queens" not in p[0]]
    if double:
        house: Part = ("double_roundhouse", DOUBLE_ROUNDHOUSE,
                       [i for s in Suit for i in ks[s][:2] + qs[s][:2]], None)
        marriages: list[Part] = []
    else:
        house = ("roundhouse", ROUNDHOUSE, [i for s in Suit for i in ks[s][:1] + qs[s][:1]],
                 None)
        marriages = []
        for s in Suit:  # one marriage per suit is in the roundhouse: keep the rest
            mine = [p for p in seq if p[0] in ("royal_marriage", "marriage") and p[3] is s]
            marriages.extend(mine[1:])
    return [*runs, *marriages, *dix, *others, *pinochle, house]


def _check_hand(hand: Sequence[Card], rules: Rules) -> None:
    seen: dict[tuple[Suit, int], int] = {}
    named: set[Card] = set()
    allowed = {c.rank for c in rules.deck().faces}
    for c in hand:
        if c.is_joker or c.rank not in allowed:
            raise ValueError(f"{c} is not a card of the {rules.deck().name} deck")
        if c.copy:
            if c.copy > rules.copies:
                raise ValueError(f"the deck has no copy {c.copy} of {c.face}")
            if c in named:
                raise ValueError(f"{c} is named twice")
            named.add(c)
        key = (c.suit, c.rank)
        seen[key] = seen.get(key, 0) + 1
        if seen[key] > rules.copies:
            raise ValueError(f"the deck holds only {rules.copies} of {c.face}")


# --------------------------------------------------------------------------- fast path

_QS = 2 * 6 + STRENGTH[QUEEN]
_JD = 1 * 6 + STRENGTH[JACK]
_S9, _SJ, _SQ, _SK, _S10, _SA = range(6)


def meld_points(counts: Sequence[int], trump: int, rules: Rules) -> int:
    """``count_meld(...).total`` for a hand given as counts of each face index
    (``cards.face_index``); ``trump`` is a suit number. No checks: for bots."""
    t = trump * 6
    r = min(counts[t + _SA], counts[t + _S10], counts[t + _SK], counts[t + _SQ],
            counts[t + _SJ])
    k, q = counts[t + _SK], counts[t + _SQ]
    m = min(k - r, q - r) if rules.no_run_bonus else min(k, q, (k - r) + (q - r))
    total = (RUN_VALUES[r - 1] if r else 0) + ROYAL_MARRIAGE * m + DIX * counts[t + _S9]
    plain = 0
    for s in range(4):
        if s != trump:
            plain += min(counts[s * 6 + _SK], counts[s * 6 + _SQ])
    total += MARRIAGE * plain
    arounds = 0
    for rank, st in ((ACE, _SA), (KING, _SK), (QUEEN, _SQ), (JACK, _SJ)):
        level = min(counts[st], counts[6 + st], counts[12 + st], counts[18 + st])
        if level:
            arounds += AROUND_VALUES[rank][level - 1]
    total += arounds
    pin = min(counts[_QS], counts[_JD])
    if pin:
        total += PINOCHLE_VALUES[pin - 1]
    if rules.roundhouse:
        kq = [(counts[s * 6 + _SK], counts[s * 6 + _SQ]) for s in range(4)]
        if all(a and b for a, b in kq):
            k_level = min(a for a, _ in kq)
            q_level = min(b for _, b in kq)
            kings = AROUND_VALUES[KING][k_level - 1]
            queens = AROUND_VALUES[QUEEN][q_level - 1]
            base = total - kings - queens
            if all(a >= 2 and b >= 2 for a, b in kq):
                house = base - MARRIAGE * plain - ROYAL_MARRIAGE * m + DOUBLE_ROUNDHOUSE
            else:
                lost = ROYAL_MARRIAGE * min(m, 1) + MARRIAGE * sum(
                    1 for s in range(4) if s != trump and min(*kq[s]) > 0)
                house = base - lost + ROUNDHOUSE
            total = max(total, house)
    return total * rules.scale
