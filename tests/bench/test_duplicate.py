"""The one duplicate-deal harness of ``bench ai`` (``bench/duplicate.py``): its statistics
on constructed numbers, the seatings of each game, every game through the same command
line, and a bot class from outside seated as the field (``--field MODULE:CLASS``)."""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any, ClassVar

import pytest

from hearts_desktop.bench.__main__ import main
from hearts_desktop.bench.duplicate import (
    BotConfig,
    DealResult,
    Decisions,
    bot_seed,
    mean_ci,
    paired,
)
from hearts_desktop.bench.hearts import HEARTS, HandResult
from hearts_desktop.bench.ombre import OMBRE, QUADRILLE
from hearts_desktop.bench.pinochle import PINOCHLE
from hearts_desktop.bench.pinochle import HandResult as PinochleHand
from hearts_desktop.games.pinochle import Outcome

FIELD_BOT = f"{__name__}:FirstLegal"


class FirstLegal:
    """The smallest outside bot: built as the project's bots are, it plays the first legal
    action; it notes the seeds it was built with."""

    seeds: ClassVar[list[int]] = []

    def __init__(self, seed: int) -> None:
        FirstLegal.seeds.append(seed)

    def choose(self, view: Any) -> Any:
        return view.legal[0]


class NoSeed:
    def __init__(self) -> None:
        pass

    def choose(self, view: Any) -> Any:
        return view.legal[0]


class Stubborn(FirstLegal):
    def choose(self, view: Any) -> Any:
        return "not an action"


def _json(capsys: pytest.CaptureFixture[str], *args: str) -> dict[str, Any]:
    assert main(["ai", *args, "--json"]) == 0
    report: dict[str, Any] = json.loads(capsys.readouterr().out)
    return report


# --------------------------------------------------------------------------- statistics


def test_mean_and_confidence_interval_on_constructed_numbers() -> None:
    mean, ci = mean_ci([1.0, 2.0, 3.0, 4.0, 5.0])
    assert mean == 3.0
    assert ci == pytest.approx(1.96 * math.sqrt(2.5 / 5))  # sample variance 2.5
    assert mean_ci([4.0]) == (4.0, math.inf)
    assert all(math.isnan(x) for x in mean_ci([]))


def test_paired_differences_are_taken_deal_by_deal() -> None:
    mean, ci = paired([1.0, 2.0, 3.0], [2.0, 2.0, 5.0])  # B - A: 1, 0, 2
    assert mean == pytest.approx(1.0)
    assert ci == pytest.approx(1.96 * math.sqrt(1.0 / 3))
    assert paired([1.0, 5.0], [1.0, 5.0]) == (0.0, 0.0)
    with pytest.raises(ValueError):
        paired([1.0], [1.0, 2.0])


def test_relative_points_average_the_seatings_of_a_deal_first() -> None:
    # one Hearts deal, the entrant in seats 0 and 1 (two of its four seatings)
    hands = [HandResult(0, (2.0, 4.0, 6.0, 8.0), None, 1),
             HandResult(1, (5.0, 1.0, 5.0, 1.0), None, 0)]
    deal = DealResult(0, hands, Decisions(), Decisions())
    own, rel = HEARTS.per_deal([deal], True)
    assert own == [1.5]  # (2 + 1) / 2
    assert rel == [((2 - 6) + (1 - 11 / 3)) / 2]
    field_own, field_rel = HEARTS.per_deal([deal], False)
    assert field_own == [(4 + 6 + 8 + 5 + 5 + 1) / 6]
    assert sum(field_rel) == pytest.approx(-rel[0] / 3)  # the four seats' rels add up to 0
    summary = HEARTS.summarise("x", [deal, deal], True)
    assert summary.hands == 4 and summary.per_deal == (rel[0], rel[0]) and summary.ci == 0.0


def test_a_team_game_counts_the_other_team_as_the_opponents() -> None:
    hands = [PinochleHand(0, 0, "normal", 30, Outcome.MADE, (40, -5)),
             PinochleHand(1, 0, "easy", 31, Outcome.SET, (-31, 12))]
    deal = DealResult(0, hands, Decisions(), Decisions())
    # the entrant team: +40 in seats 0/2 against -5, then +12 in seats 1/3 against -31
    assert PINOCHLE.per_deal([deal], True) == ([26.0], [(45 + 43) / 2])
    assert PINOCHLE.per_deal([deal], False) == ([-18.0], [-(45 + 43) / 2])


# --------------------------------------------------------------------------- seatings


def test_each_game_declares_its_seatings() -> None:
    assert HEARTS.lineups(HEARTS.rules("classic")) == [(0,), (1,), (2,), (3,)]
    assert HEARTS.lineups(HEARTS.rules("kitty")) == [(0,), (1,), (2,)]
    assert PINOCHLE.lineups(PINOCHLE.rules(None)) == [(0, 2), (1, 3)]
    assert OMBRE.lineups(OMBRE.rules(None)) == [(0,), (1,), (2,)]
    assert QUADRILLE.rules(None).name == "quadrille"
    assert QUADRILLE.lineups(QUADRILLE.rules(None)) == [(0,), (1,), (2,), (3,)]


@pytest.mark.parametrize("game", [HEARTS, PINOCHLE, OMBRE], ids=lambda g: g.name)
def test_every_seating_of_a_deal_gets_the_same_cards_and_seeds(game: Any) -> None:
    FirstLegal.seeds.clear()
    rules = game.rules(None)
    config = BotConfig(field=FIELD_BOT)
    result = game.play_deal(rules, 5, 2, "random", "field", config)
    lineups = game.lineups(rules)
    assert [h.seats for h in result.hands] == lineups
    expected = [bot_seed(5, 2, s) for seats in lineups
                for s in range(rules.players) if s not in seats]
    assert FirstLegal.seeds == expected  # a seat's bot seed is the same in every seating
    assert game.deal(rules, 5, 2) == game.deal(rules, 5, 2)
    assert result.field.times and result.field.illegal == 0


# --------------------------------------------------------------------------- command line


@pytest.mark.parametrize("game, args", [
    ("hearts", ["--hands", "4"]),
    ("pinochle", ["--hands", "2"]),
    ("ombre", ["--deals", "1"]),
    ("quadrille", ["--deals", "1"]),
])
def test_every_game_runs_through_the_same_command(game: str, args: list[str],
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["ai", "--game", game, "--matchup", "normal-vs-random", *args]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("Hearts Desktop benchmark: ")
    assert out[2].startswith("Rules ") and "duplicate deals x" in out[2]
    head = next(line for line in out if line.startswith("player"))
    for column in ("hands", "rel", "95% CI", "ms med", "cpu>1", "cpu max", "illegal"):
        assert column in head, column
    assert sum(line.startswith("slowest decision of") for line in out) == 2
    report = _json(capsys, "--game", game, "--matchup", "normal-vs-random", *args)
    assert report["game"] == game and report["deals"] == 1
    entrant, rest = report["results"]
    assert len(entrant["per_deal"]) == 1 and entrant["illegal"] == rest["illegal"] == 0
    if game == "pinochle":  # two teams: what one wins, the other loses
        assert entrant["relative"] == -rest["relative"]


def test_hands_and_deals_name_the_same_run(capsys: pytest.CaptureFixture[str]) -> None:
    by_hands = _json(capsys, "--game", "pinochle", "--matchup", "easy-vs-random",
                     "--hands", "4")
    by_deals = _json(capsys, "--game", "pinochle", "--matchup", "easy-vs-random",
                     "--deals", "2")
    assert [s["per_deal"] for s in by_hands["results"]] == \
        [s["per_deal"] for s in by_deals["results"]]
    assert by_hands["results"][0]["hands"] == 4


@pytest.mark.parametrize("game", ["hearts", "pinochle", "ombre"])
def test_an_outside_bot_is_seated_as_the_field(game: str,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    report = _json(capsys, "--game", game, "--matchup", "normal-vs-field", "--field",
                   FIELD_BOT, "--deals", "1")
    assert report["field"] == FIELD_BOT and report["matchup"] == "normal-vs-field"
    entrant, field = report["results"]
    assert field["name"].startswith("FirstLegal") and field["illegal"] == 0
    assert field["hands"] == entrant["hands"] > 0


def test_an_outside_bot_from_a_file_and_its_illegal_choices(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "outside_bot.py"
    path.write_text("class Last:\n    def __init__(self, seed):\n        self.seed = seed\n"
                    "    def choose(self, view):\n        return list(view.legal)[-1]\n")
    report = _json(capsys, "--game", "ombre", "--matchup", "easy-vs-field", "--field",
                   f"{path}:Last", "--deals", "2")
    assert report["results"][1]["name"] == "Last (field)"
    stubborn = _json(capsys, "--matchup", "easy-vs-field", "--field",
                     f"{__name__}:Stubborn", "--hands", "4")
    entrant, field = stubborn["results"]
    assert entrant["illegal"] == 0 and field["illegal"] > 0  # counted, then replaced


@pytest.mark.parametrize("args, message", [
    (["--field", "no_colon_here"], "is MODULE:CLASS"),
    (["--field", "no_such_module_anywhere:Bot"], "cannot import no_such_module_anywhere"),
    (["--field", f"{__name__}:Missing"], "has no bot class 'Missing'"),
    (["--field", f"{__name__}:NoSeed"], r"cannot build --field .*NoSeed.*TypeError"),
    (["--field", "/nowhere/bot.py:Bot"], "no Python file /nowhere/bot.py"),
])
def test_a_bad_field_is_named(args: list[str], message: str) -> None:
    with pytest.raises(SystemExit, match=message):
        main(["ai", "--matchup", "normal-vs-field", "--hands", "4", *args])


def test_the_field_goes_with_a_field_matchup() -> None:
    with pytest.raises(SystemExit, match="goes with --matchup A-vs-field"):
        main(["ai", "--matchup", "normal-vs-easy", "--field", FIELD_BOT])
    with pytest.raises(SystemExit, match="goes with --matchup A-vs-field"):
        main(["ai", "--matchup", "normal-vs-field"])
    with pytest.raises(SystemExit, match="the --field bot is the field"):
        main(["ai", "--matchup", "field-vs-normal", "--field", FIELD_BOT])
    with pytest.raises(SystemExit, match=r"in random, easy, normal, hard .*for ombre"):
        main(["ai", "--game", "ombre", "--matchup", "expert-vs-easy"])


def test_options_a_level_does_not_take_are_named() -> None:
    with pytest.raises(SystemExit, match=r"cannot build the hard player.*no_such_option"):
        main(["ai", "--game", "pinochle", "--matchup", "hard-vs-easy", "--entrant-option",
              "no_such_option=1", "--hands", "2"])
    with pytest.raises(SystemExit, match=r"cannot build the hard player.*no_such_option"):
        main(["ai", "--game", "ombre", "--matchup", "hard-vs-easy", "--entrant-option",
              "no_such_option=1", "--deals", "1"])
