"""Issue 17, item 13: a hint takes at most the Hard bot's own budget (the time a Hard
opponent takes for the same decision), not several times it."""

from __future__ import annotations

import importlib
from typing import Any

import pytest

from hearts_desktop.games.hearts import Phase, Rules
from hearts_desktop.games.hearts.bots import make_bot
from hearts_desktop.games.hearts.protocol import GAME
from hearts_desktop.ui.games import presentation

hint_module = importlib.import_module("hearts_desktop.games.hearts.bots.hint")


@pytest.fixture
def made(monkeypatch: pytest.MonkeyPatch) -> list[Any]:
    """Every search bot the hint makes, in order."""
    hard_class = hint_module.load_hard_bot()
    bots: list[Any] = []

    class Recorded(hard_class):  # type: ignore[misc, valid-type]
        def __init__(self, *args: Any, **kwargs: Any) -> None:
            super().__init__(*args, **kwargs)
            bots.append(self)

    monkeypatch.setattr(hint_module, "load_hard_bot", lambda level="hard": Recorded)
    return bots


def test_the_hint_searches_no_longer_than_a_hard_opponent(made: list[Any]) -> None:
    state = GAME.new_match(Rules.preset("classic"), 11)
    view = GAME.seat_view(state, 0)
    assert view.phase is Phase.PASSING  # a pass: the Hard bot's longest search
    result = presentation("hearts").hint(GAME, view, 5)
    assert result.action in view.legal
    assert made
    opponent = make_bot("hard", 5)
    for bot in made:
        assert bot.samples == opponent.samples  # type: ignore[attr-defined]
        assert bot.budget_ms is not None
        assert bot.budget_ms <= opponent.budget_ms  # type: ignore[attr-defined]
        assert bot.pass_factor <= opponent.pass_factor  # type: ignore[attr-defined]


def test_the_hint_knows_who_sits_at_the_table(made: list[Any]) -> None:
    """The hint is the Hard player's move with the Hard player's model of the table: the
    levels the controller passes (roster keys read as their levels), none when not known."""
    state = GAME.new_match(Rules.preset("classic"), 11)
    view = GAME.seat_view(state, 0)
    shown = presentation("hearts")
    shown.hint(GAME, view, 5, (None, "ben", "hard", "normal"))
    shown.hint(GAME, view, 5)
    assert [bot.seat_levels for bot in made] == [(None, "normal", "hard", "normal"), ()]
