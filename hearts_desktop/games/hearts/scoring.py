"""Deal scoring (spec section 10), end check (section 8) and rankings. Pure functions."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from .cards import Card
from .rules import ComplexMoon, EndMode, MoonMode, Rules, Score, TieRule

SIGN_OPTIONS = ("++", "+-", "-+", "--")
"""Complex Hearts with sign choice: signs of the real and imaginary 13 added to the others."""


def card_points(rules: Rules, cards: Iterable[Card]) -> Score:
    total: Score = 0j if rules.complex_scoring else 0
    for c in cards:
        total += rules.card_value(c)
    return total


def penalty_cards_in_play(rules: Rules) -> int:
    return sum(1 for c in rules.deck() if rules.is_penalty(c))


def find_shooter(rules: Rules, captured: Sequence[Sequence[Card]]) -> int | None:
    """The single seat that captured every penalty card in play, if any (and the moon is on)."""
    if rules.moon is MoonMode.OFF:
        return None
    need = penalty_cards_in_play(rules)
    for seat, cards in enumerate(captured):
        if sum(1 for c in cards if rules.is_penalty(c)) == need:
            return seat
    return None


def moon_options(rules: Rules) -> tuple[str, ...] | None:
    """The choices the shooter must make, or None when the rules decide."""
    if rules.complex_scoring and rules.complex_moon is ComplexMoon.SIGNS:
        return SIGN_OPTIONS
    if rules.moon is MoonMode.CHOICE:
        return ("others", "self")
    return None


def deal_scores(
    rules: Rules,
    captured: Sequence[Sequence[Card]],
    shooter: int | None,
    sun: bool,
    option: str | None,
) -> tuple[Score, ...]:
    """Each seat's score for the deal, steps 2 to 5 of section 10.

    ``option`` is how the moon is scored: "others", "self", "book_reset" (scored as
    "others" here; the reset happens on the cumulative score) or a Complex sign pair.
    """
    doubling: Score = 2j if rules.complex_scoring else 2
    out: list[Score] = []
    for seat, cards in enumerate(captured):
        raw: Score = 0j if rules.complex_scoring else 0
        for c in cards:
            if seat == shooter and rules.is_penalty(c):
                continue
            raw += rules.card_value(c)
        if any(rules.is_doubler(c) for c in cards):
            raw *= doubling
        out.append(raw)
    if shooter is not None:
        value: Score = rules.moon_value() * (2 if sun else 1)
        if rules.complex_scoring and any(rules.is_doubler(c) for c in captured[shooter]):
            value *= 2j
        if option in SIGN_OPTIONS:
            assert option is not None
            re = 13 if option[0] == "+" else -13
            im = 13 if option[1] == "+" else -13
            value = complex(re, im) * (2 if sun else 1)
            option = "others"
        if option in ("others", "book_reset"):
            for seat in range(len(out)):
                if seat != shooter:
                    out[seat] += value
        elif option == "self":
            out[shooter] -= value
        else:
            raise ValueError(f"unknown moon option {option!r}")
    return tuple(_tidy(s) for s in out)


def _tidy(score: Score) -> Score:
    """Keep Gaussian integers exact and plain ints plain."""
    if isinstance(score, complex):
        return complex(round(score.real), round(score.imag))
    return score


def score_text(score: Score) -> str:
    """A score as a player reads it: an int as is, a Complex Hearts score as ``a+bi``.

    >>> score_text(-26), score_text(complex(-26, 10)), score_text(13j), score_text(5 + 0j)
    ('-26', '-26+10i', '13i', '5')
    """
    if isinstance(score, complex):
        re, im = round(score.real), round(score.imag)
        if im == 0:
            return str(re)
        if re == 0:
            return f"{im}i"
        return f"{re}{im:+d}i"
    return str(score)


def magnitude2(score: Score) -> int:
    """|z|² for complex scores, as an exact integer."""
    if isinstance(score, complex):
        return round(score.real) ** 2 + round(score.imag) ** 2
    return score * score


def order_key(rules: Rules, score: Score) -> int:
    """Lower is better: the score itself, or its squared magnitude under Complex Hearts."""
    if rules.complex_scoring:
        return magnitude2(score)
    assert isinstance(score, int)
    return score


def target_reset(score: Score) -> Score:
    """O-TARGET: exactly 100 -> 50, exactly 50 -> 0 (once per deal)."""
    if score == 100:
        return 50
    if score == 50:
        return 0
    return score


def over_threshold(rules: Rules, score: Score) -> bool:
    t = rules.end_threshold
    if t is None:
        return False
    if rules.complex_scoring:
        return magnitude2(score) > t * t
    assert isinstance(score, int)
    return score >= t if rules.end is EndMode.REACHES else score > t


def ranking(rules: Rules, scores: Sequence[Score], unranked: Iterable[int]) -> tuple[int, ...]:
    """Standard competition ranking (1, 1, 3, 4); unranked seats (computer substitutes under
    the online rules) come after every ranked seat, ordered among themselves by score."""
    out_of = set(unranked)
    ranked = [p for p in range(len(scores)) if p not in out_of]
    places = [0] * len(scores)
    for group, offset in ((ranked, 0), (sorted(out_of), len(ranked))):
        for p in group:
            key = order_key(rules, scores[p])
            places[p] = offset + 1 + sum(1 for q in group if order_key(rules, scores[q]) < key)
    return tuple(places)


def game_over(rules: Rules, scores: Sequence[Score], deal_number: int,
              unranked: Iterable[int]) -> bool:
    """Section 8 end check, with O-TIE = PLAY_ON continuing while the lead is shared."""
    over = any(over_threshold(rules, s) for s in scores)
    if rules.deal_limit is not None and deal_number >= rules.deal_limit:
        over = True
    if over and rules.tie is TieRule.PLAY_ON:
        places = ranking(rules, scores, unranked)
        if sum(1 for p, place in enumerate(places) if place == 1 and p not in set(unranked)) > 1:
            return False
    return over


def tournament_deal(rules: Rules, captured: Sequence[Sequence[Card]], shooter: int | None,
                    sun: bool) -> tuple[int, ...]:
    """O-ONLINE ON.7: signed tournament points for one deal (higher is better)."""
    n = len(captured)
    if shooter is not None:
        bonus = 26 if sun else 13
        return tuple(bonus if p == shooter else -bonus for p in range(n))
    out = []
    for cards in captured:
        pen = sum(int(rules.card_value(c).real) for c in cards if rules.is_penalty(c))
        out.append(-pen)
    return tuple(out)


def tournament_results(scores: Sequence[int], abandoned: Iterable[int],
                       unranked: Iterable[int]) -> tuple[int, ...]:
    """ON.7/ON.8 end of game: S + 100, abandoners -100, the leader +20 (tied leaders +10)."""
    gone = set(abandoned)
    out_of = set(unranked) | gone
    results = [(-100 if p in gone else s + 100) for p, s in enumerate(scores)]
    contenders = [p for p in range(len(scores)) if p not in out_of]
    if contenders:
        best = max(scores[p] for p in contenders)
        leaders = [p for p in contenders if scores[p] == best]
        for p in leaders:
            results[p] += 20 if len(leaders) == 1 else 10
    return tuple(results)
