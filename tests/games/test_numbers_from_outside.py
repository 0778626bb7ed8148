"""Every number a game reads from outside (a record, the New game form, a network client)
is bounded where it is read (``core.limits``): rules fields (targets, deal limits, card
values, timers, chips), records' seeds and explicit deals, actions' seats. Out of range, it
is refused with the game's ``RulesError`` or ``RecordError`` saying which number and what
range; before, 10^30 chips or points were accepted and made scores no history stores."""

from __future__ import annotations

import json
from typing import Any

import pytest

from hearts_desktop.core.errors import RecordError, RulesError
from hearts_desktop.core.limits import MAX_SEED
from hearts_desktop.games import get_game

HUGE = (10**30, -(10**30), 2**63)

RULES_FIELDS = {
    "hearts": ("classic", ["queen_of_spades", "bonus_value", "end_threshold", "deal_limit",
                           "dealer_choice_cap", "move_timer", "queen_of_hearts"]),
    "pinochle": ("pinochle", ["target", "deal_limit", "packet"]),
    "ombre": ("ombre", ["ante", "start_chips", "chip_target", "deals"]),
}


@pytest.mark.parametrize("game_name", sorted(RULES_FIELDS))
def test_huge_numbers_in_rules_are_refused_with_the_field_and_its_range(game_name: str
                                                                        ) -> None:
    game = get_game(game_name)
    preset, keys = RULES_FIELDS[game_name]
    base = game.rules_to_json(game.preset(preset))
    for key in keys:
        for value in HUGE:
            data = {**base, key: value}
            with pytest.raises(RulesError, match=key):
                game.rules_from_json(data)
    assert game.rules_from_json(base) == game.preset(preset)


def test_a_hearts_pass_offset_is_bounded_too() -> None:
    game = get_game("hearts")
    data = {**game.rules_to_json(game.preset("classic")), "pass_cycle": [1, 10**30 + 1]}
    with pytest.raises(RulesError, match="pass offset"):
        game.rules_from_json(data)


def _record(game_name: str) -> dict[str, Any]:
    game = get_game(game_name)
    state = game.new_match(game.preset(game.presets()[0]), 7)
    legal = game.legal_actions(state, game.seats_to_act(state)[0])
    state, _ = game.apply(state, legal[0])
    data: dict[str, Any] = json.loads(game.to_record(state).to_json())
    return data


@pytest.mark.parametrize("game_name", ["hearts", "pinochle", "ombre"])
def test_a_records_seed_is_zero_to_two_to_the_sixty_three_minus_one(game_name: str) -> None:
    game = get_game(game_name)
    data = _record(game_name)
    for seed in (*HUGE, -1, MAX_SEED + 1):
        with pytest.raises(RecordError, match="seed"):
            game.record_from_json(json.dumps({**data, "seed": seed}))
    assert game.record_from_json(json.dumps({**data, "seed": MAX_SEED})).seed == MAX_SEED


@pytest.mark.parametrize("game_name", ["hearts", "pinochle", "ombre"])
def test_an_actions_seat_is_a_seat(game_name: str) -> None:
    game = get_game(game_name)
    data = _record(game_name)
    action = data["actions"][0]
    for seat in (*HUGE, -1, 12):
        with pytest.raises(RecordError, match="seat"):
            game.action_from_json({**action, "seat": seat})
        with pytest.raises(RecordError):
            game.record_from_json(json.dumps({**data, "actions": [{**action, "seat": seat}]}))


def test_the_numbers_of_an_explicit_deal_are_bounded() -> None:
    pinochle = get_game("pinochle")
    from hearts_desktop.games.pinochle import deal_hands, start_hand

    rules = pinochle.preset("pinochle")
    state = start_hand(rules, deal_hands(rules, 1, 1, 3), dealer=3)
    data = json.loads(pinochle.to_record(state).to_json())
    for change in ({"scores": [10**30, 0]}, {"dealer": 10**30}, {"deal_number": -(10**30)}):
        damaged = {**data, "deal": {**data["deal"], **change}}
        with pytest.raises(RecordError, match="deal"):
            pinochle.record_from_json(json.dumps(damaged))
    assert pinochle.record_from_json(json.dumps(data)).origin is not None
