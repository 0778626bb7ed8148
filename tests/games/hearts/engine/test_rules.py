"""Rules values: presets, serialisation, invalid combinations and derived values (spec 9)."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from hearts_desktop.games.hearts import (
    FULL_PACK,
    JOKER,
    Card,
    Rules,
    RulesError,
    deal_cards,
    new_match,
    start_hand,
)

ALL_PRESETS = Rules.preset_names()


def cards(text: str) -> tuple[Card, ...]:
    return tuple(Card.parse(t) for t in text.split())


def a_deal(rules: Rules, seed: int = 1) -> tuple[tuple[tuple[Card, ...], ...], tuple[Card, ...]]:
    return deal_cards(rules, seed, 1, dealer=rules.players - 1)


# --------------------------------------------------------------------------- presets


def test_expected_presets_exist() -> None:
    for name in ("classic", "black_lady", "online_de", "basic", "omnibus", "pink_lady", "spot",
                 "complex", "club10", "kitty", "hilo_joker", "cancellation"):
        assert name in ALL_PRESETS


@pytest.mark.parametrize("name", ALL_PRESETS)
def test_preset_constructs_and_round_trips(name: str) -> None:
    rules = Rules.preset(name)
    assert rules.name == name
    data = rules.to_dict()
    assert Rules.from_dict(data) == rules
    assert Rules.from_dict(data).name == name
    text = json.dumps(data)
    back = Rules.from_dict(json.loads(text))
    assert back == rules
    assert back.to_dict() == data
    # every value is plain JSON data
    assert json.loads(text) == data
    # and the preset can start a match
    state = new_match(rules, seed=1)
    assert sum(len(h) for h in state.hands) + len(state.kitty) + len(state.face_up) == len(
        rules.deck())


def test_classic_is_the_spec_default() -> None:
    assert Rules.preset("classic") == Rules()
    r = Rules()
    assert (r.players, r.pass_count, r.end_threshold, r.end.value, r.moon.value) == (
        4, 3, 100, "exceeds", "others")
    assert r.first_trick_ban and not r.queen_breaks_hearts and not r.sun


def test_preset_specifics() -> None:
    bl = Rules.preset("black_lady")
    assert (bl.passing.value, bl.moon.value, bl.end.value) == ("left", "self", "reaches")
    assert bl.queen_breaks_hearts and not bl.first_trick_ban
    on = Rules.preset("online_de")
    assert on.sun and on.end_threshold is None and on.deal_limit == 8 and on.move_timer == 15
    assert Rules.preset("online_de_tournament").tournament
    spot = Rules.preset("spot")
    assert (spot.end_threshold, spot.end.value) == (500, "reaches")


def test_unknown_preset() -> None:
    with pytest.raises(RulesError, match="unknown rules preset 'nope'") as info:
        Rules.preset("nope")
    assert "classic" in str(info.value)


def test_replace_changes_options_and_validates() -> None:
    rules = Rules.preset("classic").replace(moon="self")
    assert rules.moon.value == "self"
    assert rules.name == "custom"
    assert rules != Rules.preset("classic")
    with pytest.raises(RulesError):
        Rules.preset("classic").replace(players=7)
    with pytest.raises(RulesError):
        Rules.preset("classic").replace(moon="sideways")


def test_name_does_not_affect_equality() -> None:
    assert Rules.preset("classic") == Rules(name="something else")


# --------------------------------------------------------------------------- from_dict


@pytest.mark.parametrize(
    ("data", "words"),
    [
        ({"colour": "red"}, "unknown rules option"),
        ({"players": 4, "jokerz": True, "zzz": 1}, "jokerz, zzz"),
        ({"moon": "sideways"}, "moon"),
        ({"passing": "up"}, "passing"),
        ({"end": "never"}, "end"),
        ({"removal": "french"}, "removal"),
        ({"pass_ban": ["XX"]}, "not a card"),
        ({"bonus_card": "QQ"}, "not a card"),
        ({"players": "four"}, "players"),
        ({"players": 4.5}, "players"),
        ({"players": None}, "players"),
        ({"players": True}, "players"),
        ({"end_threshold": "100"}, "end_threshold"),
        ({"sun": "false"}, "sun"),
        ({"first_trick_ban": 1}, "first_trick_ban"),
        ({"bonus_value": "x"}, "bonus_value"),
        ({"queen_of_spades": None}, "queen_of_spades"),
        ({"pass_count": 2.0}, "pass_count"),
        ({"pass_cycle": ["x"]}, "whole seat offsets"),
        ({"pass_cycle": [1.5, 0]}, "whole seat offsets"),
        ({"players": 7}, "3 to 6"),
    ],
)
def test_from_dict_rejects_bad_data(data: dict[str, object], words: str) -> None:
    with pytest.raises(RulesError, match=words):
        Rules.from_dict(data)


@pytest.mark.parametrize("data", [None, [], "classic", 4])
def test_from_dict_needs_an_object(data: object) -> None:
    with pytest.raises(RulesError, match="object"):
        Rules.from_dict(data)  # type: ignore[arg-type]


def test_from_dict_fills_defaults() -> None:
    assert Rules.from_dict({}) == Rules()
    assert Rules.from_dict({"moon": "self"}).moon.value == "self"
    assert Rules.from_dict({"pass_ban": ["QS", "2C"]}).pass_ban == cards("QS 2C")
    assert Rules.from_dict({"bonus_card": "10D"}).bonus_card == Card.parse("10D")


def test_rules_error_is_a_value_error() -> None:
    assert issubclass(RulesError, ValueError)


# --------------------------------------------------------------------------- combinations


def test_across_needs_four_players() -> None:
    rules = Rules(players=3)
    hands, _ = a_deal(rules)
    with pytest.raises(RulesError, match="across"):
        start_hand(rules, hands, pass_direction="across")
    for direction in ("left", "right", "hold"):
        start_hand(rules, hands, pass_direction=direction)


def test_split_needs_four_players() -> None:
    with pytest.raises(RulesError, match="split"):
        Rules(players=5, passing="rotate_split")
    rules = Rules(players=5)
    hands, _ = a_deal(rules)
    with pytest.raises(RulesError, match="split"):
        start_hand(rules, hands, pass_direction="split")
    Rules(players=4, passing="rotate_split")


@pytest.mark.parametrize(
    ("options", "words"),
    [
        ({"players": 4, "kitty": True}, "Kitty"),
        ({"players": 3, "kitty": True, "jokers": True}, "Kitty"),
        ({"players": 4, "jokers": True}, "Joker"),
        ({"players": 5, "cancellation": True, "packs": 2, "opening": "dealer_left"},
         "6 to 12"),
        ({"players": 13, "cancellation": True, "packs": 3, "opening": "dealer_left"},
         "6 to 12"),
        ({"players": 6, "cancellation": True, "packs": 1, "opening": "dealer_left"},
         "2 or 3 packs"),
        ({"players": 6, "cancellation": True, "packs": 2}, "dealer_left"),
        ({"packs": 2}, "Cancellation"),
        ({"players": 2}, "3 to 6"),
        ({"players": 7}, "3 to 6"),
        ({"end_threshold": None, "deal_limit": None}, "threshold"),
        ({"deal_limit": 0}, "deal_limit"),
        ({"end_threshold": 0}, "end_threshold"),
        ({"pass_count": 14}, "pass_count"),
        ({"pass_count": -1}, "pass_count"),
        ({"pass_cycle": (4,)}, "back at the passer"),
        ({"pass_cycle": ()}, "at least one"),
        ({"dealer_choice_cap": -1}, "dealer_choice_cap"),
        ({"complex_scoring": True, "heart_values": "spot_a"}, "Complex"),
        ({"complex_scoring": True, "target_reset": True}, "complex"),
        ({"move_timer": 0}, "move_timer"),
        ({"players": 3, "bonus_card": "2D"}, "not in play"),
        ({"removed_cards": ("JD",), "bonus_card": "JD"}, "not in play"),
    ],
)
def test_invalid_combinations(options: dict[str, object], words: str) -> None:
    with pytest.raises(RulesError, match=words):
        Rules(**options)  # type: ignore[arg-type]


def test_complex_hearts_refuses_the_reaches_end_rule() -> None:
    # Spec 15.2: a Complex match ends when |z| exceeds the threshold; "reaches" is refused
    # with a message that names the rule, whichever way the combination is made.
    for make in (lambda: Rules(complex_scoring=True, end="reaches"),
                 lambda: Rules.preset("complex").replace(end="reaches"),
                 lambda: Rules.preset("black_lady").replace(complex_scoring=True)):
        with pytest.raises(RulesError, match=r"Complex Hearts.*'exceeds'.*'reaches'"):
            make()
    assert Rules.preset("complex").replace(end="exceeds").end.value == "exceeds"
    assert Rules(end="reaches").end.value == "reaches"  # plain scores keep both rules


def test_complex_reaches_in_an_old_record_reads_as_exceeds() -> None:
    # Matches saved before the refusal were played to "exceeds" (the engine's only Complex
    # end): their rules still load, as what was played, so the record replays the same.
    data = Rules.preset("complex").to_dict() | {"end": "reaches"}
    rules = Rules.from_dict(data)
    assert rules.complex_scoring and rules.end.value == "exceeds"
    assert rules == Rules.preset("complex")
    plain = Rules.from_dict(Rules().to_dict() | {"end": "reaches"})
    assert plain.end.value == "reaches"


# --------------------------------------------------------------------------- derived values

# O-PLAYERS: cards used, hand size, removed cards (standard = D11, korean = S-KO)
PLAYER_TABLE = {
    ("standard", 3): (51, 17, "2D"),
    ("standard", 4): (52, 13, ""),
    ("standard", 5): (50, 10, "2C 2D"),
    ("standard", 6): (48, 8, "2C 3C 2D 3D"),
    ("korean", 3): (51, 17, "2S"),
    ("korean", 4): (52, 13, ""),
    ("korean", 5): (50, 10, "2S 2C"),
    ("korean", 6): (48, 8, "2S 2C 2D 3S"),
}


@pytest.mark.parametrize(("table", "players"), sorted(PLAYER_TABLE))
def test_player_count_table(table: str, players: int) -> None:
    used, hand, removed = PLAYER_TABLE[(table, players)]
    rules = Rules(players=players, removal=table)
    assert len(rules.deck()) == used
    assert rules.hand_size == hand
    assert rules.tricks_per_deal == hand
    assert rules.leftover_count == 0
    assert set(rules.removed()) == set(cards(removed))
    assert set(rules.deck()) == set(FULL_PACK) - set(cards(removed))
    assert rules.moon_value() == 26  # P.2: every default set keeps all penalty cards


@pytest.mark.parametrize(
    ("players", "packs", "hand", "leftover"),
    [(6, 2, 17, 2), (7, 2, 14, 6), (8, 2, 13, 0), (9, 2, 11, 5), (10, 2, 10, 4),
     (11, 3, 14, 2), (12, 3, 13, 0)],
)
def test_cancellation_table(players: int, packs: int, hand: int, leftover: int) -> None:
    rules = Rules(players=players, packs=packs, cancellation=True, opening="dealer_left")
    assert len(rules.deck()) == 52 * packs
    assert Counter(rules.deck()) == Counter({c: packs for c in FULL_PACK})
    assert rules.hand_size == hand
    assert rules.leftover_count == leftover
    assert rules.moon_value() == 26 * packs


def test_kitty_and_joker_decks() -> None:
    kitty = Rules.preset("kitty")
    assert len(kitty.deck()) == 52 and kitty.hand_size == 17 and kitty.leftover_count == 1
    hilo = Rules.preset("hilo_joker")
    assert len(hilo.deck()) == 54 and hilo.hand_size == 18 and hilo.leftover_count == 0
    assert Counter(hilo.deck())[JOKER] == 2


@pytest.mark.parametrize(
    ("rules", "value"),
    [
        (Rules.preset("classic"), 26),
        (Rules(players=6, removed_cards=("2C", "2D", "2S", "2H")), 25),
        (Rules.preset("pink_lady"), 38),
        (Rules.preset("basic"), 13),
        (Rules.preset("spot"), 129),
        (Rules.preset("spot").replace(heart_values="spot_b"), 124),
        (Rules.preset("hilo_joker"), 30),
        (Rules.preset("hilo_joker").replace(queen_of_spades=13), 28),
        (Rules.preset("cancellation"), 52),
        (Rules.preset("cancellation").replace(players=11, packs=3), 78),
        (Rules.preset("complex"), 13 + 13j),
        (Rules.preset("omnibus"), 26),
        (Rules.preset("club10"), 26),
        (Rules.preset("kitty"), 26),
    ],
)
def test_moon_value(rules: Rules, value: int | complex) -> None:
    assert rules.moon_value() == value


def test_card_values() -> None:
    classic = Rules()
    assert classic.card_value(Card.parse("QS")) == 13
    assert classic.card_value(Card.parse("AH")) == 1
    assert classic.card_value(Card.parse("JD")) == 0
    assert classic.card_value(Card.parse("10C")) == 0
    assert classic.is_penalty(Card.parse("QS")) and classic.is_penalty(Card.parse("2H"))
    assert not classic.is_penalty(Card.parse("KS"))
    omni = Rules.preset("omnibus")
    assert omni.card_value(Card.parse("JD")) == -10
    assert not omni.is_penalty(Card.parse("JD")) and omni.is_point_card(Card.parse("JD"))
    assert Rules(bonus_card="10D").card_value(Card.parse("10D")) == -10
    assert Rules(bonus_card="10D").card_value(Card.parse("JD")) == 0
    basic = Rules.preset("basic")
    assert not basic.is_penalty(Card.parse("QS"))
    pink = Rules.preset("pink_lady")
    assert pink.card_value(Card.parse("QH")) == 13 and pink.card_value(Card.parse("KH")) == 1
    spot_a = Rules.preset("spot")
    spot_b = spot_a.replace(heart_values="spot_b")
    assert [spot_a.card_value(Card.parse(t)) for t in ("2H", "10H", "JH", "QH", "KH", "AH")] \
        == [2, 10, 11, 12, 13, 14]
    assert [spot_b.card_value(Card.parse(t)) for t in ("2H", "10H", "JH", "QH", "KH", "AH")] \
        == [2, 10, 10, 10, 10, 15]
    assert spot_a.card_value(Card.parse("QS")) == 25
    cpx = Rules.preset("complex")
    assert cpx.card_value(Card.parse("QS")) == 13j
    assert cpx.card_value(Card.parse("JD")) == -10
    assert cpx.is_doubler(Card.parse("10C")) and not classic.is_doubler(Card.parse("10C"))
    assert Rules.preset("club10").is_doubler(Card.parse("10C"))
    hilo = Rules.preset("hilo_joker")
    assert hilo.card_value(JOKER) == 1 and hilo.is_penalty(JOKER)
    assert hilo.card_value(Card.parse("QS")) == 15


# --------------------------------------------------------------------------- pass cycles


def directions(rules: Rules, deals: int) -> list[str]:
    hands, leftover = a_deal(rules)
    return [start_hand(rules, hands, None, leftover=leftover, deal_number=k).pass_direction
            for k in range(1, deals + 1)]


def test_four_player_cycle() -> None:
    assert directions(Rules(), 8) == ["left", "right", "across", "hold"] * 2
    assert Rules().pass_cycle_offsets() == (1, -1, 2, 0)


@pytest.mark.parametrize("players", [3, 5, 6])
def test_other_player_counts_cycle_left_right_hold(players: int) -> None:
    assert directions(Rules(players=players), 6) == ["left", "right", "hold"] * 2


def test_rotate_split_cycle() -> None:
    rules = Rules(passing="rotate_split")
    assert directions(rules, 10) == ["left", "right", "across", "split", "hold"] * 2


def test_other_schemes() -> None:
    assert directions(Rules(passing="left"), 3) == ["left"] * 3
    assert directions(Rules(passing="none"), 3) == ["hold"] * 3
    assert directions(Rules(pass_count=0), 4) == ["hold"] * 4
    assert directions(Rules(passing="dealer_choice"), 2) == ["dealer_choice"] * 2
    assert directions(Rules(players=5, pass_cycle=(2, 0)), 4) == [
        "custom", "hold", "custom", "hold"]


def test_new_match_follows_the_cycle() -> None:
    state = new_match(Rules(), seed=3)
    assert state.pass_direction == "left"
    assert state.pass_plan == ((1, 3),)


# Issue 17, item 5: a player count within a preset's range keeps the preset's name.
def test_a_preset_keeps_its_name_at_any_player_count_it_allows() -> None:
    from hearts_desktop.games.hearts.protocol import GAME

    cancel8 = Rules.preset("cancellation").replace(players=8)
    assert cancel8.name == "custom"  # as replace() makes it
    assert cancel8.preset_name() == "cancellation" == GAME.rules_name(cancel8)
    assert Rules.preset("cancellation").replace(players=11, packs=3).preset_name() \
        == "cancellation"
    assert Rules.preset("pink_lady").replace(players=3).preset_name() == "pink_lady"
    assert Rules.preset("spot").replace(players=5).preset_name() == "spot"
    assert Rules.preset("classic").replace(players=6).preset_name() == "classic"


def test_a_changed_option_is_still_custom_at_any_player_count() -> None:
    assert Rules.preset("spot").replace(players=5, sun=True).preset_name() == "custom"
    # 11 players need three packs (spec CN.1): two packs is not the preset
    assert Rules.preset("cancellation").replace(players=11).preset_name() == "custom"
    assert Rules.preset("classic").replace(moon="self").preset_name() == "custom"
