"""``count_meld`` against a brute-force counter written from the spec's words (6.4, 6.5,
O-NO-RUN-BONUS, O-ROUNDHOUSE, DD.7): it tries every assignment of the hand's physical cards
to meld instances (runs, marriages, arounds, pinochles) under the reuse rules and keeps the
best total, instead of using the closed formulas of 6.5."""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterator, Sequence

from hypothesis import given, settings
from hypothesis import strategies as st

from hearts_desktop.core.cards import ACE, JACK, KING, QUEEN, Card, Suit
from hearts_desktop.core.rng import Stream
from hearts_desktop.games.pinochle import PART_NAMES, Rules, count_meld, face_index, meld_points

RUN = (15, 150, 225, 300)
PINOCHLE = (4, 30, 60, 90)
AROUND = {ACE: (10, 100, 150, 200), KING: (8, 80, 120, 160), QUEEN: (6, 60, 90, 120),
          JACK: (4, 40, 60, 80)}


def _level(values: Sequence[int], n: int) -> int:
    return values[n - 1] if n else 0


def _disjoint_instances(groups: Sequence[Sequence[int]]) -> int:
    """The most instances that each take one card of every group, no card twice: a search
    over every choice of cards."""
    best = 0

    def go(used: frozenset[int], count: int) -> None:
        nonlocal best
        best = max(best, count)
        for pick in itertools.product(*[[i for i in g if i not in used] for g in groups]):
            go(used | set(pick), count + 1)
            return  # instances of identical faces are interchangeable: one branch suffices

    go(frozenset(), 0)
    return best


Pairs = list[tuple[int, int]]


def _matchings(ks: Sequence[int], qs: Sequence[int], ok: Callable[[int, int], bool]
               ) -> Iterator[Pairs]:
    """Every set of disjoint (K, Q) pairs with ``ok(k, q)``."""
    pairs = [(k, q) for k in ks for q in qs if ok(k, q)]

    def go(start: int, chosen: Pairs, used: set[int]) -> Iterator[Pairs]:
        yield list(chosen)
        for j in range(start, len(pairs)):
            k, q = pairs[j]
            if k in used or q in used:
                continue
            chosen.append(pairs[j])
            yield from go(j + 1, chosen, used | {k, q})
            chosen.pop()

    yield from go(0, [], set())


def brute_force(cards: Sequence[Card], trump: Suit, rules: Rules) -> int:
    idx: dict[tuple[Suit, int], list[int]] = {}
    for i, c in enumerate(cards):
        idx.setdefault((c.suit, c.rank), []).append(i)

    def of(s: Suit, r: int) -> list[int]:
        return idx.get((s, r), [])

    # Class A options: (runs, marriages per suit) for every assignment.
    class_a: list[tuple[int, dict[Suit, int]]] = []
    max_runs = min(len(of(trump, r)) for r in (ACE, 10, KING, QUEEN, JACK))
    tk, tq = of(trump, KING), of(trump, QUEEN)
    for runs in range(max_runs + 1):
        for run_k in itertools.combinations(tk, runs):
            for run_q in itertools.combinations(tq, runs):
                in_run = set(run_k) | set(run_q)

                def ok(k: int, q: int, in_run: set[int] = in_run) -> bool:
                    if rules.no_run_bonus:
                        return k not in in_run and q not in in_run
                    return not (k in in_run and q in in_run)

                for royal in _matchings(tk, tq, ok):
                    counts = {trump: len(royal)}
                    class_a.append((runs, counts))
    plain: dict[Suit, int] = {}
    for s in Suit:
        if s is not trump:
            plain[s] = max(len(m) for m in _matchings(of(s, KING), of(s, QUEEN),
                                                       lambda k, q: True))
    dix = len(of(trump, 9))
    arounds = {r: _disjoint_instances([of(s, r) for s in Suit]) for r in AROUND}
    pin = _disjoint_instances([of(Suit.SPADES, QUEEN), of(Suit.DIAMONDS, JACK)])
    fixed = dix + _level(AROUND[ACE], arounds[ACE]) + _level(AROUND[JACK], arounds[JACK]) \
        + _level(PINOCHLE, pin)
    kq = _level(AROUND[KING], arounds[KING]) + _level(AROUND[QUEEN], arounds[QUEEN])
    best = 0
    for runs, royal in class_a:
        marriages = {**plain, **royal}
        seq = _level(RUN, runs) + 4 * royal[trump] + 2 * sum(plain.values())
        best = max(best, seq + kq + fixed)
        if rules.roundhouse and all(of(s, KING) and of(s, QUEEN) for s in Suit):
            if all(len(of(s, KING)) >= 2 and len(of(s, QUEEN)) >= 2 for s in Suit):
                best = max(best, _level(RUN, runs) + 240 + fixed)
            extra = sum((4 if s is trump else 2) * max(0, marriages[s] - 1) for s in Suit)
            best = max(best, _level(RUN, runs) + extra + 24 + fixed)
    return best * rules.scale


def _counts(cards: Sequence[Card]) -> list[int]:
    counts = [0] * 24
    for c in cards:
        counts[face_index(c)] += 1
    return counts


def _check(cards: Sequence[Card], trump: Suit, rules: Rules) -> None:
    meld = count_meld(cards, trump, rules)
    expected = brute_force(cards, trump, rules)
    assert meld.total == expected, (" ".join(map(str, cards)), trump, rules, meld.parts)
    assert meld.total == sum(v for _, v in meld.parts)
    assert meld_points(_counts(cards), trump, rules) == meld.total
    assert {name for name, _ in meld.parts} <= set(PART_NAMES)
    for part in meld.details:
        assert set(part.cards) <= set(cards)
    assert set(meld.cards) == {c for p in meld.details for c in p.cards}


RULES = [Rules(), Rules(no_run_bonus=True), Rules(roundhouse=True),
         Rules(roundhouse=True, no_run_bonus=True), Rules(x10=True)]
DD_RULES = [Rules.preset("double_deck"), Rules.preset("double_deck").replace(no_run_bonus=True)]


def test_count_meld_equals_the_brute_force_on_random_hands() -> None:
    rng = Stream(2026)
    for rules in RULES + DD_RULES:
        deck = rules.deck().cards()
        for _ in range(60 if rules.double_deck else 120):
            hand = rng.shuffled(deck)[: rules.hand_size]
            _check(hand, Suit(rng.below(4)), rules)


SKELETONS = {
    "none": (),
    "roundhouse": tuple((s, r) for s in Suit for r in (KING, QUEEN)),
    "run": tuple((None, r) for r in (ACE, 10, KING, QUEEN, JACK)),
    "aces": tuple((s, ACE) for s in Suit),
}
"""Cards a drawn hand starts from ((None, rank): a trump), so the melds whose interplay the
rules describe (roundhouse with runs and extra marriages, run with extra K and Q) come up."""


@settings(max_examples=200)
@given(st.data())
def test_count_meld_equals_the_brute_force_on_meld_rich_hands(data: st.DataObject) -> None:
    rules = data.draw(st.sampled_from(RULES + DD_RULES))
    trump = data.draw(st.sampled_from(list(Suit)))
    skeleton = data.draw(st.sampled_from(sorted(SKELETONS)))
    start = []
    deck = list(rules.deck().cards())
    for suit, rank in SKELETONS[skeleton]:
        card = next(c for c in deck if c.suit is (suit or trump) and c.rank == rank)
        deck.remove(card)
        start.append(card)
    # The rest from the cards melds are made of, so doubles come up often.
    ranks = (ACE, 10, KING, QUEEN, JACK) + (() if rules.double_deck else (9,))
    pool = [c for c in deck
            if c.rank in ranks and (c.suit is trump or c.rank in (ACE, KING, QUEEN, JACK))]
    size = data.draw(st.integers(min_value=0, max_value=rules.hand_size - len(start)))
    hand = start + data.draw(st.lists(st.sampled_from(pool), min_size=size, max_size=size,
                                      unique=True))
    _check(hand, trump, rules)


def test_roundhouse_values_r4() -> None:
    house = "KH QH KS QS KD QD KC QC"
    assert count_meld(house, "H").total == 24
    assert count_meld(house, "H", Rules(roundhouse=True)).total == 24
    assert count_meld(house, "H", Rules(roundhouse=True)).parts == (("roundhouse", 24),)
    with_run = house + " AH 10H JH"
    assert count_meld(with_run, "H").total == 35
    assert count_meld(with_run, "H", Rules(roundhouse=True)).total == 39
    double = house + " " + house
    assert count_meld(double, "S").total == 80 + 60 + 3 * 4 + 8
    assert count_meld(double, "S", Rules(roundhouse=True)).parts == (("double_roundhouse", 240),)


def test_roundhouse_with_a_run_and_further_marriages_r1() -> None:
    house = "KH QH KS QS KD QD KC QC AH 10H JH"
    rules = Rules(roundhouse=True)
    cases = [
        (house + " KS", 39, 35),  # nothing further to marry (R.4: 39 instead of 35)
        (house + " KS QS", 41, 37),  # a second spade marriage is scored beside it
        (house + " KH", 39, 39),  # run + extra trump K: m = 1 (in the roundhouse)
        (house + " KH QH", 43, 43),  # m = 2: one royal marriage beside the roundhouse
    ]
    for hand, with_house, ordinary in cases:
        cards = [Card.parse(c) for c in hand.split()]
        assert count_meld(cards, "H", rules).total == with_house == brute_force(
            cards, Suit.HEARTS, rules), hand
        assert meld_points(_counts(cards), Suit.HEARTS, rules) == with_house
        assert count_meld(cards, "H").total == ordinary
        assert meld_points(_counts(cards), Suit.HEARTS, Rules()) == ordinary


def test_double_deck_levels() -> None:
    dd = Rules.preset("double_deck")
    assert count_meld("QS QS QS JD JD JD", "H", dd).parts == (("triple_pinochle", 60),)
    four = " ".join(["AH 10H KH QH JH"] * 4)
    assert count_meld(four, "H", dd).parts == (("quadruple_run", 300),)
    three = " ".join(["AH 10H KH QH JH"] * 3) + " KH QH"
    assert count_meld(three, "H", dd).total == 225 + 2 * 4
    assert count_meld(" ".join(["JC JD JS JH"] * 4), "C", dd).parts == (("quadruple_jacks", 80),)


def test_count_meld_accepts_cards_suits_and_copies_and_refuses_impossible_hands() -> None:
    import pytest

    from hearts_desktop.core.cards import parse_cards

    by_text = count_meld("QS#1 JD#2 KS", Suit.SPADES)
    by_card = count_meld(parse_cards("QS JD KS"), "S", Rules())
    assert by_text.total == by_card.total == 4 + 4
    assert by_text.cards[0].copy in (1, 2)
    for bad in ("AH AH AH", "AH#1 AH#1", "AH#3", "JK"):
        with pytest.raises(ValueError):
            count_meld(bad, "H")
    with pytest.raises(ValueError):
        count_meld("9H", "H", Rules.preset("double_deck"))
    with pytest.raises(ValueError):
        count_meld("AH", "X")
