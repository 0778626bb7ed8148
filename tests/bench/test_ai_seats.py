"""``bench ai`` seats its bots as a table does: every search bot is told each seat's
player as the table shows it (``table_levels``; OpenSpiel's ISMCTS is a player the game
does not know, as a human is), so Hard models its opponents at the bench as in the game."""

from __future__ import annotations

from hearts_desktop.bench.hearts import HEARTS, BotConfig, table_levels
from hearts_desktop.games.hearts.bots.hard import ExpertBot, HardBot, stopper_seats
from hearts_desktop.games.hearts.bots.rollout import ALL_SEATS


def test_the_table_shows_each_seat_level_and_ismcts_as_unknown() -> None:
    assert table_levels(["hard", "ismcts", "normal", "easy"]) == ("hard", None, "normal", "easy")
    assert stopper_seats(table_levels(["hard", "ismcts", "ismcts", "ismcts"])) == ALL_SEATS
    assert stopper_seats(table_levels(["expert", "hard", "hard", "hard"])) == ALL_SEATS


def test_search_bots_are_told_who_sits_at_the_table() -> None:
    levels = table_levels(["hard", "normal", "normal", "normal"])
    config = BotConfig(samples=2, expert_samples=2, budget_ms=None, expert_budget_ms=None)
    hard = HEARTS.make_bot(config, "hard", 1, entrant=True, levels=levels)
    assert isinstance(hard, HardBot) and hard.seat_levels == levels
    expert = HEARTS.make_bot(config, "expert", 1, "ben", levels=levels)
    assert isinstance(expert, ExpertBot) and expert.seat_levels == levels
    assert stopper_seats(hard.seat_levels) == ALL_SEATS & ~0b1110
