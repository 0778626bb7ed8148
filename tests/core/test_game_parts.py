"""What a game must provide (docs/architecture.md, "Adding a game"): the parts every game
folder holds, checked for every registered game, and the recipe naming each of them. The
protocol, the record envelope and the bot registry are the core's (``core.engine_game``,
``core.record``, ``core.bots``); a game supplies only its own parts."""

from __future__ import annotations

import importlib
import re

import pytest

from hearts_desktop.core.bots import BotRegistry
from hearts_desktop.core.engine_game import EngineGame
from hearts_desktop.core.record import EngineRecord
from hearts_desktop.core.rules import OptionRules
from hearts_desktop.games import GAMES, get_game
from tests.test_layers import PACKAGE, REPO_ROOT

GAME_PARTS: dict[str, str] = {
    "rules.py": "Rules: presets, to_dict/from_dict",
    "state.py": "MatchState: phase, rules, seed, actions, origin, deal_start",
    "actions.py": "the actions and their JSON (action_to_json, action_from_json)",
    "events.py": "the events; hidden cards redact themselves (redacted(seat))",
    "view.py": "seat_view(state, seat): what one seat may know",
    "record.py": "MatchRecord: a core.record.EngineRecord (explicit deal, start, apply)",
    "analysis.py": "analyse(record): what the history keeps",
    "bots/__init__.py": "BOTS: a core.bots.BotRegistry, and make_bot",
    "deal_code.py": "a core.dealcodes.DealCodeSpec (registry.register_code)",
    "protocol.py": "GAME: a core.engine_game.EngineGame (engine, record_type, seat_view, "
                   "over, deck)",
}
"""The files of ``games/<game>/`` and what each holds for the core."""

PROTOCOL_LINES = 80
"""A game's ``protocol.py`` holds only what is its own: well under a screen or two."""


@pytest.mark.parametrize("name", GAMES)
def test_every_game_folder_holds_every_part(name: str) -> None:
    folder = PACKAGE / "games" / name
    missing = [part for part in GAME_PARTS if not (folder / part).is_file()]
    assert not missing, f"games/{name} lacks {missing}"


@pytest.mark.parametrize("name", GAMES)
def test_every_game_is_an_engine_game_over_its_own_parts(name: str) -> None:
    package = f"hearts_desktop.games.{name}"
    game = get_game(name)
    assert isinstance(game, EngineGame)
    assert type(game).__module__ == f"{package}.protocol"
    assert game.title and game.over
    assert game.engine.__name__.startswith(f"{package}.")
    record = importlib.import_module(f"{package}.record")
    assert issubclass(game.record_type, EngineRecord)
    assert game.record_type is record.MatchRecord
    assert name == game.record_type.GAME
    assert game.record_type.TITLE.endswith(f"{game.title} record")
    for part in ("deck", "seat_view"):  # the base cannot know these
        assert getattr(type(game), part) is not getattr(EngineGame, part), part
    bots = importlib.import_module(f"{package}.bots")
    assert isinstance(bots.BOTS, BotRegistry)
    assert bots.make_bot == bots.BOTS.make_bot
    assert game.bot_kinds() == bots.BOTS.bot_kinds()
    assert callable(importlib.import_module(f"{package}.analysis").analyse)
    rules = importlib.import_module(f"{package}.rules").Rules
    assert issubclass(rules, OptionRules) and game.record_type.rules_type is rules


@pytest.mark.parametrize("name", GAMES)
def test_a_games_protocol_holds_only_its_own(name: str) -> None:
    text = (PACKAGE / "games" / name / "protocol.py").read_text(encoding="utf-8")
    assert text.count("\n") < PROTOCOL_LINES


def test_the_recipe_names_every_part() -> None:
    text = (REPO_ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")
    recipe = re.search(r"^## Adding a game\n(.*?)(?=^## |\Z)", text, re.S | re.M)
    assert recipe is not None
    body = recipe.group(1)
    missing = [part for part in GAME_PARTS
               if f"`{part.removesuffix('/__init__.py').removesuffix('.py')}`" not in body]
    assert not missing, f"the recipe does not name {missing}"
    for core in ("core.engine_game", "core.record", "core.bots", "core.rules",
                 "tests/core/test_game_parts.py"):
        assert core in body, core


def test_the_bot_registry_makes_kinds_levels_and_roster_players() -> None:
    from dataclasses import dataclass

    @dataclass(frozen=True)
    class Who:
        key: str
        level: str

    roster = (Who("ann", "hard"), Who("bo", "easy"))
    by_key = {p.key: p for p in roster}

    @dataclass
    class Made:
        kind: str
        seed: int
        who: Who | None = None
        options: dict[str, object] | None = None

        def choose(self, view: object) -> object:
            return None

    registry: BotRegistry[Who] = BotRegistry(
        roster, lambda key: by_key[key], random=lambda seed: Made("random", seed),
        easy=lambda seed, who: Made("easy", seed, who))
    registry.register("hard", lambda seed, who, **options: Made("hard", seed, who, options))
    assert registry.kinds == ("random", "easy", "hard")
    assert registry.levels == ("easy", "hard")
    assert registry.bot_kinds() == ("random", "easy", "hard", "ann", "bo")
    assert registry.make_bot("RANDOM", 4) == Made("random", 4)
    assert registry.make_bot("ann", 1) == Made("hard", 1, roster[0], {})
    assert registry.make_bot("ann", 1, level="easy") == Made("easy", 1, roster[0])
    assert registry.make_bot("hard", 2, budget_ms=5) == Made("hard", 2, None, {"budget_ms": 5})
    assert registry.make_bot("easy", 3, personality=roster[1]) == Made("easy", 3, roster[1])
    with pytest.raises(ValueError, match="unknown bot 'zed'; known: random, easy, hard, ann, bo"):
        registry.make_bot("zed")
    with pytest.raises(ValueError, match="level must be one of easy, hard, not 'random'"):
        registry.make_bot("easy", level="random")


def test_the_core_parts_are_documented() -> None:
    api = (REPO_ROOT / "docs" / "api.md").read_text(encoding="utf-8")
    for name in ("EngineGame", "EngineRecord", "BotRegistry"):
        assert name in api, name
