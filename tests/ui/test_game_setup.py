"""GameSetup: defaults, JSON round trip, clear errors for damaged data."""

from __future__ import annotations

import json
from collections.abc import Callable

import pytest

from hearts_desktop.games.hearts import Rules
from hearts_desktop.ui.setup import GameSetup, SeatSetup


def test_default_setup() -> None:
    g = GameSetup.default("en")
    assert g.rules == Rules.preset("classic")
    assert g.seed is None
    assert len(g.seats) == 4
    assert g.seats[0].is_human
    assert [s.kind for s in g.seats[1:]] == ["cpu"] * 3
    assert [s.level for s in g.seats[1:]] == ["normal"] * 3
    assert g.names("en") == ("You", "Pauline", "Michele", "Ben")
    assert g.names("ko", "나") == ("나", "유미", "해정", "영주")


@pytest.mark.parametrize("preset", Rules.preset_names())
def test_json_round_trip(preset: str) -> None:
    g = GameSetup.default().with_rules(Rules.preset(preset)).with_seed(12345)
    seats = list(g.seats)
    seats[1] = SeatSetup.cpu(seats[1].opponent, "hard", "Alice")
    g = GameSetup(rules=g.rules, seed=g.seed, seats=tuple(seats))
    back = GameSetup.from_json(g.to_json())
    assert back == g
    assert back.rules.name == preset
    assert back.seats[1].display_name == "Alice"
    assert len(back.seats) == Rules.preset(preset).players


def test_with_rules_resizes_the_table() -> None:
    g = GameSetup.default().with_rules(Rules.preset("cancellation").replace(players=12,
                                                                              packs=3))
    assert len(g.seats) == 12
    assert len({s.opponent for s in g.seats[1:]}) == 11
    assert GameSetup.default().with_rules(Rules.preset("kitty")).names() == (
        "You", "Pauline", "Michele")


def _valid() -> dict[str, object]:
    data: dict[str, object] = json.loads(GameSetup.default().to_json())
    return data


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: "{not json", "not valid JSON"),
        (lambda d: "[1, 2]", "must be a JSON object"),
        (lambda d: d | {"format": "pinochle"}, "not a game setup"),
        (lambda d: d | {"version": 99}, "unsupported game setup version 99"),
        (lambda d: d | {"rules": {"players": 9}}, "bad rules: Hearts is for 3 to 6"),
        (lambda d: d | {"rules": {"colour": 1}}, "unknown rules option"),
        (lambda d: d | {"seed": -4}, "seed must be"),
        (lambda d: d | {"seed": "7"}, "seed must be"),
        (lambda d: d | {"seats": "four"}, "seats must be a list"),
        (lambda d: d | {"seats": []}, "4 players need 4 seats"),
        (lambda d: d | {"seats": [{"kind": "robot"}] * 4}, "seat kind"),
        (lambda d: d | {"seats": [{"kind": "cpu", "opponent": "ben"}] * 4},
         "seat 0 must be the human"),
        (lambda d: d | {"seats": [{"kind": "human"}] + [{"kind": "cpu", "opponent": "ben",
                                                         "level": "godlike"}] * 3}, "level"),
        (lambda d: d | {"seats": [{"kind": "human", "hat": 1}] * 4}, "unknown seat field"),
    ],
)
def test_damaged_json_raises_clear_value_error(
    change: Callable[[dict[str, object]], object], message: str
) -> None:
    data = change(_valid())
    text = data if isinstance(data, str) else json.dumps(data)
    with pytest.raises(ValueError, match=message):
        GameSetup.from_json(text)


def test_seat_names_and_personality() -> None:
    seat = SeatSetup.cpu("michele", "hard", "  Mimi   the  Great ")
    assert seat.display_name == "Mimi the Great"
    assert seat.name("de") == "Mimi the Great"
    p = seat.personality()
    assert p.key == "michele"
    assert p.level == "hard"
    assert p.display_name == "Mimi the Great"
    assert SeatSetup.cpu("michele").name("de") == "Klaus"
    assert SeatSetup.cpu("ben", display_name="   ").display_name is None


def test_match_seed() -> None:
    assert GameSetup.default().with_seed(5).match_seed() == 5
    a, b = GameSetup.default().match_seed(), GameSetup.default().match_seed()
    assert isinstance(a, int) and a >= 0 and a != b


def test_a_fresh_match_seed_gives_short_deal_codes() -> None:
    from hearts_desktop.core import deal_code
    from hearts_desktop.core.dealcodes import SHORT_SEEDS

    setup = GameSetup.default()
    for _ in range(20):
        seed = setup.match_seed()
        assert 0 <= seed < SHORT_SEEDS
        assert len(deal_code("hearts", setup.rules, seed=seed, deal=1)) == 14


def test_expert_is_a_hearts_level_only() -> None:
    from hearts_desktop.ui.setup import ALL_LEVELS, LEVELS, levels

    assert levels("hearts") == ("easy", "normal", "hard", "expert")
    assert levels("pinochle") == levels("ombre") == LEVELS == ("easy", "normal", "hard")
    assert set(ALL_LEVELS) == {*LEVELS, "expert"}
    g = GameSetup.default()
    seats = (*g.seats[:3], SeatSetup.cpu(g.seats[3].opponent, "expert"))
    expert = GameSetup(rules=g.rules, seats=seats)
    assert GameSetup.from_json(expert.to_json()).seats[3].level == "expert"
    pinochle = GameSetup.default(game="pinochle")
    seats = (*pinochle.seats[:-1], SeatSetup.cpu(pinochle.seats[-1].opponent, "expert"))
    with pytest.raises(ValueError, match="levels"):
        GameSetup(rules=pinochle.rules, seats=seats, game="pinochle")


def test_an_expert_seat_is_played_by_the_expert_bot() -> None:
    """What the window does with a CPU seat (``main_window``: the opponent's key at the
    seat's level), and the history's record of it read back."""
    from hearts_desktop.games import get_game
    from hearts_desktop.games.hearts.bots.hard import ExpertBot
    from hearts_desktop.ui.controller import SeatPlayer
    from hearts_desktop.ui.persistence import player_info, seat_player

    bot = get_game("hearts").make_bot("ruth", 1, level="expert")
    assert isinstance(bot, ExpertBot)
    player = SeatPlayer("Ruth", human=False, bot_kind="ruth", level="expert")
    info = player_info(player)
    assert info.level == "expert"
    assert seat_player(info) == player
    assert player_info(SeatPlayer("E", human=False, bot_kind="expert")).level == "expert"
