"""Statistical smoke tests (seeded, not timed): Normal beats Easy, Easy beats Random.

The bounds are loose on purpose; the real measurements live in ``python -m
hearts_desktop.bench ai``."""

from __future__ import annotations

from collections.abc import Callable

from hearts_desktop.games.hearts import (
    Rules,
    apply,
    deal_cards,
    seat_view,
    seats_to_act,
    start_hand,
)
from hearts_desktop.games.hearts.bots import Bot, EasyBot, NormalBot, RandomBot
from hearts_desktop.games.hearts.fast import deal_plan


def _duplicate(entrant: Callable[[int], Bot], field: Callable[[int], Bot], deals: int
               ) -> tuple[float, float]:
    """Points per hand of the entrant and of the field, every deal played once with the
    entrant in each seat (the same cards and opponents' seeds each time)."""
    rules = Rules.preset("classic")
    mine = theirs = 0.0
    for d in range(deals):
        hands, _ = deal_cards(rules, 500 + d, d + 1, 3)
        plan = deal_plan(rules, d + 1)
        assert plan is not None
        for hero in range(4):
            state = start_hand(rules, hands, plan)
            bots = [entrant(d) if s == hero else field(d * 4 + s) for s in range(4)]
            while not state.is_over:
                seat = seats_to_act(state)[0]
                state, _ = apply(state, bots[seat].choose(seat_view(state, seat)))
            scores = [float(x.real) for x in map(complex, state.hand_scores)]
            mine += scores[hero]
            theirs += (sum(scores) - scores[hero]) / 3
    hands_played = deals * 4
    return mine / hands_played, theirs / hands_played


def test_normal_scores_less_than_three_easy_players() -> None:
    normal, easy = _duplicate(NormalBot, EasyBot, 25)
    assert normal < easy


def test_easy_scores_less_than_three_random_players() -> None:
    easy, rnd = _duplicate(EasyBot, RandomBot, 15)
    assert easy < rnd - 2
