"""The OpenSpiel bridge of ``bench ai`` with OpenSpiel itself (skipped where it is not
installed: it is an optional bench extra). Whole hands are mirrored into OpenSpiel's
Hearts: every pass and card must be legal there too and the deal scores must agree, for
every pass direction, the J♦ bonus and a moon."""

from __future__ import annotations

import pytest

from hearts_desktop.bench import hearts
from hearts_desktop.games.hearts import (
    Card,
    MatchState,
    PlayCard,
    Rules,
    deal_cards,
    start_hand,
)
from hearts_desktop.games.hearts.bots.random_bot import RandomBot

pytest.importorskip("pyspiel")

from hearts_desktop.bench import openspiel  # (after the skip)


def _mirror(rules: Rules, hands: list[tuple[Card, ...]], state: MatchState,
            seed: int) -> tuple[openspiel.OpenSpielHand, MatchState]:
    plan = state.pass_plan or ()
    table = openspiel.OpenSpielHand(rules, hands, plan[0][0] if plan else 0)
    bots = [RandomBot(seed + s) for s in range(4)]
    logs = [hearts.Decisions() for _ in range(4)]
    state = hearts.play_out(state, bots, logs, lambda st: st.is_over, table.observe)
    scores = [float(s.real) if isinstance(s, complex) else float(s)
              for s in state.history[-1].deal_scores]
    table.check_scores(scores)
    return table, state


@pytest.mark.parametrize("preset", ["classic", "omnibus"])
@pytest.mark.parametrize("number", [1, 2, 3, 4])
def test_random_hands_are_legal_in_openspiel_and_score_the_same(preset: str,
                                                                number: int) -> None:
    """Deal numbers 1-4 pass left, right, across and hold: a wrong direction would put
    the passed cards in the wrong hands and OpenSpiel would refuse a later card."""
    rules = Rules.preset(preset)
    for seed in (1, 2):
        hands, rest = deal_cards(rules, seed, number, 3)
        state = start_hand(rules, hands, None, dealer=3, leftover=rest, deal_number=number)
        table, _ = _mirror(rules, [tuple(h) for h in hands], state, seed)
        assert table.mismatch == ""


def test_a_moon_scores_the_same_in_openspiel() -> None:
    """Seat 0 holds every club: it leads the 2♣ and wins all 13 tricks."""
    rules = Rules.preset("classic")
    pack = [Card.parse(f"{r}{s}") for s in "DSH" for r in
            ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")]
    clubs = [Card.parse(f"{r}C") for r in
             ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")]
    hands = [tuple(clubs), tuple(pack[0::3]), tuple(pack[1::3]), tuple(pack[2::3])]
    state = start_hand(rules, hands, None, dealer=3, deal_number=4)  # a hold hand
    assert state.pass_plan in (None, ())
    table, state = _mirror(rules, list(hands), state, 5)
    assert state.history[-1].shooter == 0
    assert table.mismatch == ""


def test_a_difference_from_openspiel_is_reported() -> None:
    rules = Rules.preset("classic")
    hands, _rest = deal_cards(rules, 1, 4, 3)  # a hold hand: play starts at once
    table = openspiel.OpenSpielHand(rules, [tuple(h) for h in hands], 0)
    holder = next(s for s, h in enumerate(hands) if Card.parse("2C") in h)
    wrong = next(c for c in hands[holder] if str(c) != "2C")
    table.observe(PlayCard(holder, wrong))
    assert "OpenSpiel expects" in table.mismatch
    fresh = openspiel.OpenSpielHand(rules, [tuple(h) for h in hands], 0)
    fresh.check_scores([0.0, 0.0, 0.0, 26.0])
    assert "not over" in fresh.mismatch


def test_ismcts_plays_whole_deals_through_the_bench() -> None:
    """Three ISMCTS seats (a few simulations) against a random entrant, every rotation:
    legal choices only, and OpenSpiel agrees with every hand."""
    config = hearts.BotConfig(ismcts_simulations=20)
    result = hearts.play_deal(Rules.preset("classic"), 3, 0, "random", "ismcts", config)
    assert len(result.hands) == 4
    assert result.mismatches == []
    assert result.entrant.illegal == 0 and result.field.illegal == 0
    assert sum(len(h.scores) for h in result.hands) == 16
