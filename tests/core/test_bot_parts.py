"""What every game's CPU players take from ``core.bots`` (issue 30): the ``Bot`` protocol
(``SeatBot``), the per-decision stream (``DecisionStream``) and a level's seed, character
and only-choice answer (``LevelBot``)."""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from enum import Enum
from typing import Any

import pytest

from hearts_desktop.core.bots import ONLY_CHOICE, DecisionStream, LevelBot, SeatBot
from hearts_desktop.core.rng import Stream
from hearts_desktop.games import GAMES, get_game


class Phase(Enum):
    BIDDING = "bidding"
    PLAYING = "playing"


@dataclass(frozen=True)
class Trick:
    plays: tuple[int, ...]


@dataclass(frozen=True)
class View:
    seat: int
    deal_number: int
    phase: Phase
    tricks: tuple[Trick, ...]
    legal: tuple[str, ...]
    trick: Trick | None = None


def test_a_decision_stream_mixes_the_seed_the_seat_the_deal_the_phase_and_the_counts() -> None:
    stream = DecisionStream(Phase, "tricks", "trick.plays", "legal")
    done = (Trick((1, 2)),) * 3
    view = View(2, 5, Phase.PLAYING, done, ("a", "b"), Trick((4,)))
    assert stream.position(view) == (3, 1, 2)
    assert stream(9, view, salt=7).next64() == Stream.derive(9, 7, 2, 5, 1, 3, 1, 2).next64()
    assert stream(9, view).next64() == Stream.derive(9, 0, 2, 5, 1, 3, 1, 2).next64()
    no_trick = View(2, 5, Phase.PLAYING, done, ("a", "b"))
    assert stream.position(no_trick) == (3, 0, 2)
    other = View(2, 5, Phase.BIDDING, done, ("a", "b"), Trick((4,)))
    assert stream(9, other, 7).next64() != stream(9, view, 7).next64()


class Picky(LevelBot[View, str]):
    name = "picky"
    DEFAULT = "plain"

    def decide(self, view: View) -> tuple[str, str]:
        return view.legal[-1], "last"


def test_a_level_bot_answers_an_only_choice_and_asks_decide_for_the_rest() -> None:
    bot = Picky(3)
    assert (bot.seed, bot.personality) == (3, "plain")
    assert Picky(3, "bold").personality == "bold"
    assert bot.choose_with_reason(View(0, 1, Phase.PLAYING, (), ("x",))) == ("x", ONLY_CHOICE)
    assert bot.choose_with_reason(View(0, 1, Phase.PLAYING, (), ("x", "y"))) == ("y", "last")
    assert bot.choose(View(0, 1, Phase.PLAYING, (), ("x", "y"))) == "y"
    with pytest.raises(NotImplementedError):
        LevelBot.decide(bot, View(0, 1, Phase.PLAYING, (), ("x", "y")))


@pytest.mark.parametrize("name", GAMES)
def test_every_games_bots_are_seat_bots_on_its_own_decision_stream(name: str) -> None:
    bots = importlib.import_module(f"hearts_desktop.games.{name}.bots")
    base = importlib.import_module(f"hearts_desktop.games.{name}.bots.base")
    assert SeatBot in bots.Bot.__mro__
    assert isinstance(base.decision_stream, DecisionStream)
    game = get_game(name)
    state = game.new_match(game.preset(game.presets()[0]), 3)
    seat = game.seats_to_act(state)[0]
    view: Any = game.seat_view(state, seat)
    for kind in bots.BOTS.kinds:
        if kind in ("hard", "expert"):
            continue
        bot = bots.make_bot(kind, 1)
        assert isinstance(bot, bots.Bot), kind
        assert bot.choose(view) in view.legal or view.allows(bot.choose(view)), kind


@pytest.mark.parametrize(("name", "levels"), [("pinochle", ("easy", "normal", "hard")),
                                             ("ombre", ("easy", "normal", "hard"))])
def test_the_level_bots_of_pinochle_and_ombre_are_level_bots(name: str,
                                                              levels: tuple[str, ...]) -> None:
    bots = importlib.import_module(f"hearts_desktop.games.{name}.bots")
    personalities = importlib.import_module(f"hearts_desktop.games.{name}.bots.personalities")
    for level in levels:
        bot = bots.make_bot(level, 4)
        assert isinstance(bot, LevelBot), level
        assert bot.personality == personalities.DEFAULT
        assert bot.seed == 4


@pytest.mark.parametrize("name", GAMES)
def test_every_games_personality_is_traits_with_its_roster(name: str) -> None:
    from hearts_desktop.core.bots import Traits

    personalities = importlib.import_module(f"hearts_desktop.games.{name}.bots.personalities")
    cls = personalities.Personality
    assert issubclass(cls, Traits)
    first = personalities.ROSTER[0]
    assert cls.roster.players == personalities.ROSTER
    assert first.name_in("en") == personalities.NAMES["en"][0]
    assert first.renamed("Zed").name_in("de") == "Zed"
    assert cls("someone").level == "normal" and cls("someone").display_name is None
    with pytest.raises(ValueError, match="level must be one of"):
        cls("someone", "grandmaster")
    with pytest.raises(ValueError, match="between 0 and 1"):
        cls("someone", **{cls.TRAITS[0]: 1.5})
