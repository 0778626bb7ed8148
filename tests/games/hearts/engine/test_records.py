"""Match records: versioned JSON that replays to the exact state, and that refuses, with a
clear RecordError, anything damaged, foreign, of another version or holding an illegal move."""

from __future__ import annotations

import json
from typing import Any

import pytest

from hearts_desktop.games.hearts import (
    RECORD_VERSION,
    Abandon,
    Card,
    ChooseMoon,
    ChoosePass,
    MatchRecord,
    MatchState,
    PassCards,
    Phase,
    PlayCard,
    RecordError,
    Rules,
    Timeout,
    apply,
    initial_state,
    legal_actions,
    new_match,
    replay,
    start_hand,
    to_record,
)
from hearts_desktop.games.hearts.rng import Stream

SUIT_DEAL = [[f"{r}{s}" for r in ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K",
                                  "A")] for s in "CDSH"]


def playout(state: MatchState, seed: int, steps: int | None = None) -> MatchState:
    rng = Stream(seed)
    n = 0
    while not state.is_over and (steps is None or n < steps):
        actions = legal_actions(state)
        state, _ = apply(state, rng.choice(actions))
        n += 1
    return state


@pytest.fixture(scope="module")
def finished() -> MatchState:
    return playout(new_match(Rules.preset("classic"), seed=11), seed=3)


@pytest.fixture(scope="module")
def record_data(finished: MatchState) -> dict[str, Any]:
    return json.loads(to_record(finished).to_json())


def mutated(data: dict[str, Any], **changes: Any) -> str:
    out = json.loads(json.dumps(data))
    for key, value in changes.items():
        if value is ...:
            del out[key]
        else:
            out[key] = value
    return json.dumps(out)


def refused(record: Any, *words: str) -> RecordError:
    with pytest.raises(RecordError) as info:
        replay(record)
    message = str(info.value)
    for w in words:
        assert w.lower() in message.lower(), message
    assert isinstance(info.value, ValueError)
    return info.value


# --------------------------------------------------------------------------- round trips


def test_match_record_round_trip(finished: MatchState) -> None:
    assert finished.phase is Phase.MATCH_OVER
    record = to_record(finished)
    assert record.seed == 11 and record.origin is None
    assert record.actions == finished.actions
    text = record.to_json()
    assert MatchRecord.from_json(text) == record
    assert MatchRecord.from_json(text.encode("utf-8")) == record
    assert MatchRecord.from_dict(record.to_dict()) == record
    assert replay(record) == finished
    assert replay(text) == finished
    assert replay(text.encode("utf-8")) == finished
    assert initial_state(record) == new_match(Rules.preset("classic"), seed=11)


def test_record_json_shape(record_data: dict[str, Any]) -> None:
    assert record_data["format"] == "hearts-desktop/match"
    assert record_data["version"] == RECORD_VERSION == 2
    assert record_data["game"] == "hearts"
    assert record_data["seed"] == 11
    assert record_data["rules"]["players"] == 4
    first = record_data["actions"][0]
    assert first["type"] == "pass" and len(first["cards"]) == 3
    plays = [a for a in record_data["actions"] if a["type"] == "play"]
    assert plays and all(isinstance(a["card"], str) for a in plays)
    assert all(Card.parse(a["card"]) for a in plays)


def test_record_of_every_prefix_replays(finished: MatchState) -> None:
    state = new_match(Rules.preset("classic"), seed=11)
    for i, action in enumerate(finished.actions):
        if i % 97 == 0:
            assert replay(to_record(state).to_json()) == state
        state, _ = apply(state, action)
    assert state == finished


def test_start_hand_record_round_trip_with_choices() -> None:
    # dealer's choice (ChoosePass) and a moon choice (ChooseMoon) in one explicit deal
    rules = Rules(passing="dealer_choice", moon="choice")
    state = start_hand(rules, SUIT_DEAL, None, dealer=2, match_scores=[10, 20, 30, 40],
                       deal_number=5)
    assert state.phase is Phase.CHOOSING_PASS
    state, _ = apply(state, ChoosePass(2, ()))  # a hold: seat 0 keeps all 13 clubs
    rng = Stream(1)
    while state.phase is Phase.PLAYING:
        state, _ = apply(state, rng.choice(legal_actions(state)))
    assert state.phase is Phase.MOON_CHOICE
    state, _ = apply(state, ChooseMoon(0, "self"))
    assert state.phase is Phase.HAND_OVER
    assert state.match_scores == (-16, 20, 30, 40)
    record = to_record(state)
    assert record.seed is None and record.origin is not None
    text = record.to_json()
    data = json.loads(text)
    assert data["deal"]["hands"][0] == " ".join(SUIT_DEAL[0])
    assert data["deal"]["dealer"] == 2 and data["deal"]["deal_number"] == 5
    assert {a["type"] for a in data["actions"]} == {"choose_pass", "play", "choose_moon"}
    assert MatchRecord.from_json(text) == record
    assert replay(text) == state
    assert replay(record) == state


def test_start_hand_record_with_plan_and_complex_scores() -> None:
    rules = Rules.preset("complex")
    hands = [" ".join(h).split() for h in SUIT_DEAL]
    state = start_hand(rules, hands, ((1, 2), (3, 1)), match_scores=[1 + 2j, 0, -3j, 5])
    state = playout(state, seed=4, steps=30)
    text = to_record(state).to_json()
    back = replay(text)
    assert back == state
    assert back.match_scores == (1 + 2j, 0, -3j, 5)
    assert back.pass_plan == ((1, 2), (3, 1))


def test_online_record_with_timeout_and_abandon() -> None:
    rules = Rules.preset("online_de")
    state = new_match(rules, seed=5, computer_seats=(3,))
    state, _ = apply(state, Timeout(0))
    state, _ = apply(state, Abandon(1))
    state = playout(state, seed=2, steps=40)
    record = to_record(state)
    assert record.computer_seats == (3,)
    data = json.loads(record.to_json())
    assert [a["type"] for a in data["actions"][:2]] == ["timeout", "abandon"]
    assert replay(record.to_json()) == state


@pytest.mark.parametrize("name", Rules.preset_names())
def test_every_preset_record_round_trips(name: str) -> None:
    state = playout(new_match(Rules.preset(name), seed=8), seed=8, steps=60)
    text = to_record(state).to_json()
    assert replay(text) == state
    assert MatchRecord.from_json(text).rules.name == name


# --------------------------------------------------------------------------- refusals


@pytest.mark.parametrize("text", ["", "{not json", "[1, 2", "nul", "{'format': 1}"])
def test_invalid_json(text: str) -> None:
    refused(text, "not valid JSON")


def test_truncated_text(finished: MatchState) -> None:
    text = to_record(finished).to_json()
    for cut in (1, len(text) // 3, len(text) // 2, len(text) - 2):
        refused(text[:cut], "not valid JSON")


@pytest.mark.parametrize("seed", range(8))
def test_random_bytes(seed: int) -> None:
    rng = Stream(seed)
    blob = bytes(rng.below(256) for _ in range(5 + rng.below(200)))
    refused(blob)
    refused(blob.decode("latin-1"))


@pytest.mark.parametrize("text", ["null", "[]", "42", '"a record"', "{}"])
def test_json_that_is_not_a_record(text: str) -> None:
    refused(text, "not a Hearts Desktop match record")


def test_wrong_format(record_data: dict[str, Any]) -> None:
    refused(mutated(record_data, format="hearts-desktop/settings"), "not a Hearts Desktop")
    refused(mutated(record_data, format=...), "not a Hearts Desktop")


@pytest.mark.parametrize("version", [3, "1", 0, None, 1.5, [1], True, 1.0])
def test_unknown_version(record_data: dict[str, Any], version: Any) -> None:
    err = refused(mutated(record_data, version=version), "unknown record version")
    assert repr(version) in str(err)
    assert "version 1" in str(err)  # says what this program reads


def test_missing_version(record_data: dict[str, Any]) -> None:
    refused(mutated(record_data, version=...), "unknown record version")


def test_missing_rules(record_data: dict[str, Any]) -> None:
    refused(mutated(record_data, rules=...), "no rules")


@pytest.mark.parametrize(
    ("change", "words"),
    [
        ({"colour": "red"}, ("rules are damaged", "unknown rules option", "colour")),
        ({"moon": "sideways"}, ("rules are damaged", "moon", "sideways")),
        ({"players": 9}, ("rules are damaged", "3 to 6")),
        ({"players": "four"}, ("rules are damaged", "players")),
        ({"sun": "no"}, ("rules are damaged", "sun")),
        ({"pass_ban": ["ZZ"]}, ("rules are damaged", "not a card")),
    ],
)
def test_damaged_rules(record_data: dict[str, Any], change: dict[str, Any],
                       words: tuple[str, ...]) -> None:
    rules = dict(record_data["rules"], **change)
    refused(mutated(record_data, rules=rules), *words)


@pytest.mark.parametrize("rules", [None, [], "classic"])
def test_rules_not_an_object(record_data: dict[str, Any], rules: Any) -> None:
    refused(mutated(record_data, rules=rules), "rules are damaged")


@pytest.mark.parametrize("seed", ["11", True, 1.5, [11]])
def test_damaged_seed(record_data: dict[str, Any], seed: Any) -> None:
    refused(mutated(record_data, seed=seed), "seed is damaged")


def test_neither_seed_nor_deal(record_data: dict[str, Any]) -> None:
    refused(mutated(record_data, seed=None), "neither a seed nor a deal")


@pytest.mark.parametrize("actions", [None, "play", {"type": "play"}])
def test_no_action_list(record_data: dict[str, Any], actions: Any) -> None:
    refused(mutated(record_data, actions=actions), "no action list")


def test_damaged_computer_seats(record_data: dict[str, Any]) -> None:
    refused(mutated(record_data, computer_seats="3"), "computer seats")
    refused(mutated(record_data, computer_seats=[7]), "deal is damaged", "computer seats")


def _with_action(data: dict[str, Any], index: int, action: Any) -> str:
    actions = list(data["actions"])
    actions[index] = action
    return mutated(data, actions=actions)


def test_illegal_action_is_named_by_number(record_data: dict[str, Any],
                                           finished: MatchState) -> None:
    # the 10th action is a card play; make seat play a card another seat holds
    actions = record_data["actions"]
    index = next(i for i, a in enumerate(actions) if a["type"] == "play" and i >= 9)
    bad = dict(actions[index])
    state = initial_state(to_record(finished))
    for a in finished.actions[:index]:
        state, _ = apply(state, a)
    seat = bad["seat"]
    foreign = next(c for s, h in enumerate(state.hands) if s != seat for c in h)
    bad["card"] = str(foreign)
    err = refused(_with_action(record_data, index, bad), f"action {index + 1} of the record",
                  "illegal", "not in the hand")
    assert err.__cause__ is not None and getattr(err.__cause__, "rule", None) is not None


def test_action_by_the_wrong_seat(record_data: dict[str, Any]) -> None:
    actions = record_data["actions"]
    index = next(i for i, a in enumerate(actions) if a["type"] == "play")
    bad = dict(actions[index], seat=(actions[index]["seat"] + 1) % 4)
    refused(_with_action(record_data, index, bad), f"action {index + 1} ", "turn")


def test_extra_action_after_the_end(record_data: dict[str, Any]) -> None:
    actions = [*record_data["actions"], {"type": "play", "seat": 0, "card": "2C"}]
    refused(mutated(record_data, actions=actions), f"action {len(actions)} ", "over")


def test_first_action_wrong_size_pass(record_data: dict[str, Any]) -> None:
    first = dict(record_data["actions"][0])
    first["cards"] = first["cards"][:2]
    refused(_with_action(record_data, 0, first), "action 1 of the record", "3 cards")


@pytest.mark.parametrize(
    ("action", "words"),
    [
        ({"type": "dance", "seat": 0}, ("unknown action type", "dance")),
        ({"seat": 0, "card": "2C"}, ("damaged action",)),
        ({"type": "play", "seat": 0}, ("damaged action", "card")),
        ({"type": "play", "seat": 0, "card": "ZZ"}, ("damaged action", "not a card")),
        ({"type": "play", "seat": 0, "card": 12}, ("damaged action", "not a card")),
        ({"type": "play", "card": "2C"}, ("damaged action", "seat")),
        ({"type": "play", "seat": "0", "card": "2C"}, ("bad seat",)),
        ({"type": "play", "seat": True, "card": "2C"}, ("bad seat",)),
        ({"type": "pass", "seat": 0, "cards": ["2C", "XX", "3C"]}, ("damaged action",
                                                                    "not a card")),
        ({"type": "pass", "seat": 0}, ("damaged action", "cards")),
        ({"type": "choose_pass", "seat": 0, "scheme": [[1]]}, ("damaged action",)),
        ({"type": "choose_moon", "seat": 0, "option": 3}, ("bad moon option",)),
        ("play 2C", ("damaged action",)),
        (None, ("damaged action",)),
    ],
)
def test_damaged_action(record_data: dict[str, Any], action: Any,
                        words: tuple[str, ...]) -> None:
    refused(_with_action(record_data, 0, action), *words)


def _hand_record() -> dict[str, Any]:
    state = start_hand(Rules(), SUIT_DEAL, "left")
    state = playout(state, seed=1, steps=6)
    return json.loads(to_record(state).to_json())


def test_start_hand_record_not_a_full_deck() -> None:
    data = _hand_record()
    assert replay(json.dumps(data)).phase is Phase.PLAYING
    deal = dict(data["deal"])
    hands = list(deal["hands"])
    hands[0] = hands[0].replace("2C", "2D")  # 2D twice, no 2C
    refused(mutated(data, deal=dict(deal, hands=hands)), "deal is damaged",
            "exactly the cards in play")
    short = [h.rsplit(" ", 1)[0] for h in deal["hands"]]
    refused(mutated(data, deal=dict(deal, hands=short)), "deal is damaged", "13 cards")
    refused(mutated(data, deal=dict(deal, hands=deal["hands"][:3])), "deal is damaged",
            "4 hands")


@pytest.mark.parametrize(
    ("change", "words"),
    [
        ({"hands": ["2C XX"]}, ("deal is damaged", "not a card")),
        ({"dealer": 9}, ("deal is damaged", "dealer")),
        ({"dealer": "x"}, ("deal is damaged",)),
        ({"pass_direction": "sideways"}, ("deal is damaged", "pass direction")),
        ({"match_scores": [0, 0, 0]}, ("deal is damaged", "scores")),
        ({"match_scores": ["a", 0, 0, 0]}, ("deal is damaged", "score")),
        ({"hands": None}, ("deal is damaged",)),
    ],
)
def test_damaged_deal(change: dict[str, Any], words: tuple[str, ...]) -> None:
    data = _hand_record()
    refused(mutated(data, deal=dict(data["deal"], **change)), *words)


def test_deal_missing_keys() -> None:
    data = _hand_record()
    for key in ("hands", "dealer", "match_scores", "deal_number", "pass_direction"):
        deal = dict(data["deal"])
        del deal[key]
        refused(mutated(data, deal=deal), "deal is damaged", key)


def test_action_objects_round_trip() -> None:
    record = MatchRecord(Rules(), 3, (
        PassCards(0, (Card.parse("2C"), Card.parse("QS"), Card.parse("10H"))),
        PlayCard(1, Card.parse("AH")),
        ChoosePass(2, ((1, 2), (3, 1))),
        ChooseMoon(3, "others"),
        Timeout(1),
        Abandon(2),
    ))
    assert MatchRecord.from_json(record.to_json()) == record
