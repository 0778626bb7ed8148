"""Ombre behind the ``Game`` protocol: registry, records (versioned JSON, replay, damage),
analysis facts, rules serialisation and presets."""

from __future__ import annotations

import json
import pickle

import pytest

from hearts_desktop.core.cards import Card
from hearts_desktop.core.deck import SPANISH_40
from hearts_desktop.core.errors import RecordError, RulesError
from hearts_desktop.core.game import Game
from hearts_desktop.core.rng import Stream
from hearts_desktop.games import GAMES, game_of_record, get_game
from hearts_desktop.games.ombre import (
    AllPass,
    Bid,
    Contract,
    Exchange,
    IllegalActionError,
    MatchRecord,
    NameTrump,
    Pass,
    Phase,
    PlayCard,
    Primeras,
    Rules,
    SitOut,
    Suit,
    Surrender,
    TakeOver,
    Variant,
    Violation,
    action_from_json,
    action_to_json,
    apply,
    new_match,
    replay,
    to_record,
)
from hearts_desktop.games.ombre.protocol import GAME

from .helpers import build, declare, exchange_nothing, run


def random_match(rules: Rules, seed: int):  # type: ignore[no-untyped-def]
    state = new_match(rules, seed)
    rng = Stream(seed ^ 0x5EED)
    while not state.is_over:
        state, _ = apply(state, rng.choice(GAME.legal_actions(state)))
    return state


def test_registered_and_a_game() -> None:
    assert "ombre" in GAMES and GAMES.index("hearts") < GAMES.index("ombre")
    game = get_game("ombre")
    assert game is GAME and isinstance(game, Game)
    assert game.title == "Ombre"
    rules = game.preset("ombre")
    assert game.players(rules) == 3
    assert game.seating(rules).direction == -1
    assert game.deck(rules) == SPANISH_40
    assert game.deck(Rules(variant=Variant.TWO)).size == 30
    assert game.rules_name(rules) == "ombre"
    assert {"ombre", "ombre_eldest", "quadrille", "quintille", "ombre_two",
            "ombre_four"} <= set(game.presets())


def test_presets_and_names() -> None:
    for name in Rules.preset_names():
        assert Rules.preset(name).name == name
    assert Rules().name == "ombre"
    assert Rules.preset("ombre").replace(surrender=True).name == "custom"
    eldest = Rules.preset("ombre_eldest")
    assert eldest.lead_eldest and eldest.must_buy
    q = Rules.preset("quadrille")
    assert q.players == 4 and q.ante == 1 and q.all_pass is AllPass.FORCED and q.hand_size == 10
    assert q.talon_size == 0 and Rules.preset("quintille").target == 5
    assert Rules.preset("ombre_four").players == 4 and Rules.preset("ombre_four").talon_size == 13
    assert Rules.preset("ombre_two").talon_size == 14
    with pytest.raises(RulesError):
        Rules.preset("nope")


def test_rules_round_trip_and_damage() -> None:
    rules = Rules(variant=Variant.FOUR, sit_out=SitOut.OPPOSITE, fourth_plays=True,
                  all_pass="forced", deals=None, chip_target=50)
    data = rules.to_dict()
    assert json.loads(json.dumps(data)) == data
    assert Rules.from_dict(data) == rules and data["sit_out"] == "opposite"
    two = Rules(variant="two", removed_suit="H")
    assert two.to_dict()["removed_suit"] == "H" and Rules.from_dict(two.to_dict()) == two
    for bad in ({"variant": "five"}, {"ante": -1}, {"ante": "5"}, {"priority": "yes"},
                {"deals": None}, {"nonsense": 1}, {"removed_suit": 3},
                {"removed_suit": "S", "variant": "two"}, {"deals": 0}, {"chip_target": 0}):
        with pytest.raises(RulesError):
            Rules.from_dict(bad)
    with pytest.raises(RulesError):
        Rules.from_dict([1, 2])  # type: ignore[arg-type]


@pytest.mark.parametrize("changes", [
    {"sit_out": "opposite"},
    {"fourth_plays": True},
    {"variant": "quadrille", "gascarola": True},
    {"variant": "quintille", "surrender": True},
    {"variant": "quadrille", "honour_cap": True},
    {"quintille_literal": True},
    {"removed_suit": "H"},
])
def test_impossible_combinations_are_refused(changes: dict[str, object]) -> None:
    with pytest.raises(RulesError):
        Rules().replace(**changes)


def test_record_round_trip_and_replay() -> None:
    state = random_match(Rules(deals=3), 11)
    record = to_record(state)
    text = record.to_json()
    data = json.loads(text)
    assert data["format"] == "hearts-desktop/match" and data["version"] == 2
    assert data["game"] == "ombre"
    assert replay(text) == state
    game, parsed = game_of_record(text)
    assert game is GAME and GAME.replay(GAME.record_from_json(parsed)) == state
    assert MatchRecord.from_json(text) == record


def test_single_deal_record_keeps_its_cards() -> None:
    state, _ = declare(build(pot=7), 0, Contract.SOLO)
    record = to_record(state)
    again = replay(record.to_json())
    assert again == state and again.origin is not None and again.pot == 7 + 15


@pytest.mark.parametrize("damage", [
    lambda d: d.update(game="hearts"),
    lambda d: d.update(version=9),
    lambda d: d.pop("rules"),
    lambda d: d["rules"].update(ante="x"),
    lambda d: d.update(seed="1"),
    lambda d: d.update(actions={}),
    lambda d: d["actions"].append({"type": "play", "seat": 0, "card": "ZZ"}),
    lambda d: d["actions"].append({"type": "fly", "seat": 0}),
    lambda d: d["actions"].append({"type": "bid", "seat": True, "contract": "solo"}),
    lambda d: d["actions"].insert(0, {"type": "bid", "seat": 2, "contract": "solo"}),
    lambda d: d.update(seed=None),
])
def test_damaged_records_raise_record_error(damage) -> None:  # type: ignore[no-untyped-def]
    data = to_record(random_match(Rules(deals=2), 3)).to_dict()
    damage(data)
    with pytest.raises(RecordError):
        replay(json.dumps(data))
    with pytest.raises(RecordError):
        replay(b"not json")


def test_damaged_deal_raises_record_error() -> None:
    data = to_record(build()).to_dict()
    data["deal"]["hands"][0] = "AS AS"
    with pytest.raises(RecordError):
        replay(json.dumps(data))


def test_action_json_round_trip() -> None:
    actions = [Bid(1, Contract.TOURNE), Pass(2), Exchange(0, (Card.parse("KH"),)),
               NameTrump(0, Suit.HEARTS), PlayCard(2, Card.parse("AS")), Primeras(0, True),
               Surrender(0), TakeOver(1)]
    for a in actions:
        assert action_from_json(json.loads(json.dumps(action_to_json(a)))) == a


def test_illegal_action_error_pickles_with_rule_and_data() -> None:
    state, _ = run(build(), Bid(0, Contract.TOURNE))
    with pytest.raises(IllegalActionError) as err:
        apply(state, Bid(2, Contract.ENTRADA))
    again = pickle.loads(pickle.dumps(err.value))
    assert isinstance(again, IllegalActionError) and isinstance(again, ValueError)
    assert again.rule is Violation.BID_TOO_LOW and str(again) == str(err.value)
    assert again.data == err.value.data


def test_a_rejected_action_of_every_kind_names_a_rule() -> None:
    state = build()
    cases = [
        (Pass(1), Violation.NOT_YOUR_TURN),
        (Exchange(0, ()), Violation.WRONG_PHASE),
        (Bid(0, Contract.ALLIANCE), Violation.NOT_A_BID),
        (Bid(5, Contract.SOLO), Violation.UNKNOWN_SEAT),
        (NameTrump(0, Suit.SPADES), Violation.WRONG_PHASE),
        ("nothing", Violation.NOT_AN_ACTION),
    ]
    for action, rule in cases:
        with pytest.raises(IllegalActionError) as err:
            apply(state, action)  # type: ignore[arg-type]
        assert err.value.rule is rule, action
    state, _ = declare(state, 0, Contract.ENTRADA)
    state, _ = run(state, Exchange(0, ()))
    with pytest.raises(IllegalActionError) as err:
        apply(state, NameTrump(1, Suit.SPADES))
    assert err.value.rule is Violation.NOT_OMBRE
    with pytest.raises(IllegalActionError) as err:
        apply(state, Exchange(0, ()))
    assert err.value.rule is Violation.WRONG_PHASE


def test_exchange_errors() -> None:
    state, _ = declare(build(Rules(), {0: "KH QH JH 7H 6H 5H 4H 3H 2H"}), 0, Contract.ENTRADA)
    with pytest.raises(IllegalActionError) as err:
        apply(state, Exchange(0, (Card.parse("AS"),)))
    assert err.value.rule is Violation.CARD_NOT_IN_HAND
    with pytest.raises(IllegalActionError) as err:
        apply(state, Exchange(0, (Card.parse("KH"), Card.parse("KH"))))
    assert err.value.rule is Violation.DUPLICATE_CARD


def test_analysis_facts() -> None:
    state = random_match(Rules(deals=6), 21)
    analysis = GAME.analyse(to_record(state))
    assert analysis.game == "ombre" and analysis.higher_is_better
    assert len(analysis.deals) == 6
    assert analysis.final_scores == state.chips
    assert analysis.ranking == state.ranking
    played = [0, 0, 0]
    for deal, summary in zip(analysis.deals, state.history, strict=True):
        f = deal.facts
        assert f["thrown_in"] == summary.thrown_in
        assert deal.points == summary.change
        json.dumps(dict(f))
        if not f["thrown_in"]:
            assert f["ombre"] == summary.ombre and f["result"] == summary.result.value
            assert f["contract"] == summary.contract.value
            assert sum(f["tricks"]) <= 9 and f["trump"] in "SCHD"
            played[f["ombre"]] += 1
    assert analysis.facts["contracts_played"] == tuple(played)
    assert sum(analysis.facts["chips_won"]) == 0  # the pot was divided at the end (3.5)
    assert state.pot == 0 and state.phase is Phase.MATCH_OVER


def test_deal_start_counts_the_actions_before_the_current_deal() -> None:
    state = new_match(Rules(deals=4), 5)
    rng = Stream(5)
    while state.deal_number < 3:
        state, _ = apply(state, rng.choice(GAME.legal_actions(state)))
    start = GAME.deal_start(state)
    s = GAME.initial_state(to_record(state))
    for a in state.actions[:start - 1]:
        s, _ = apply(s, a)
    assert s.deal_number == 2
    s, _ = apply(s, state.actions[start - 1])
    assert s.deal_number == 3 and s.deal.dealt == state.deal.dealt


def test_first_events_show_ante_and_deal() -> None:
    state = new_match(Rules(), 3)
    events = GAME.first_events(state)
    kinds = [type(e).__name__ for e in events]
    assert kinds == ["DealStarted", "AntePaid", "CardsDealt"]
    assert events[1].pot == 15 and events[1].chips == state.chips  # type: ignore[union-attr]
    assert events[2].hands == state.deal.hands  # type: ignore[union-attr]


def test_exchange_nothing_helper_reaches_play() -> None:
    state, _ = declare(build(), 0, Contract.ENTRADA)
    state, _ = exchange_nothing(state, Suit.CLUBS)
    assert state.phase is Phase.PLAYING
