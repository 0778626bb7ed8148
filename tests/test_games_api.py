"""The public games API (issue 12, docs/api.md "Games API"): every registered game is driven
through the same names, exactly as docs/api.md shows them."""

from __future__ import annotations

import pickle

import pytest

from hearts_desktop.core.errors import IllegalActionError, RecordError, UnknownGameError
from hearts_desktop.core.rng import Stream
from hearts_desktop.games import GAMES, get_game


def test_hearts_is_registered_first() -> None:
    assert GAMES[0] == "hearts"
    assert get_game("hearts").name == "hearts"


def test_an_unknown_game_is_a_clear_value_error() -> None:
    with pytest.raises(UnknownGameError, match="no game called 'chess'"):
        get_game("chess")
    assert issubclass(UnknownGameError, ValueError)


@pytest.mark.parametrize("name", GAMES)
def test_the_readme_walkthrough(name: str) -> None:
    game = get_game(name)
    presets = game.presets()
    assert presets and all(isinstance(p, str) for p in presets)
    rules = game.preset(presets[0])
    state = game.new_match(rules, seed=7)
    rng = Stream(7)
    for _ in range(60):
        if game.is_over(state):
            break
        legal = game.legal_actions(state)
        assert legal, "someone must be able to act"
        action = rng.choice(legal)
        data = game.action_to_json(action)
        assert game.action_from_json(data) == action
        state, events = game.apply(state, action)
        assert isinstance(events, list)
    view = game.seat_view(state, seat=1)
    assert view.seat == 1
    record = game.to_record(state)
    assert record.game == name
    text = record.to_json()
    assert game.replay(text) == state
    assert game.replay(record) == state


@pytest.mark.parametrize("name", GAMES)
def test_an_illegal_action_is_a_value_error_that_changes_nothing_and_pickles(name: str) -> None:
    game = get_game(name)
    state = game.new_match(game.preset(game.presets()[0]), seed=3)
    rng = Stream(3)
    seats = range(game.players(game.rules_of(state)))
    # play on until some seat may not act (Hearts: everybody passes at once)
    while not [s for s in seats if s not in game.seats_to_act(state)]:
        state, _ = game.apply(state, rng.choice(game.legal_actions(state)))
    acting = game.seats_to_act(state)[0]
    legal = game.legal_actions(state, acting)
    # the same action for a seat that may not act now
    others = [s for s in seats if s not in game.seats_to_act(state)]
    data = game.action_to_json(legal[0])
    data["seat"] = others[0]
    wrong = game.action_from_json(data)
    before = game.to_record(state).to_json()
    with pytest.raises(IllegalActionError) as info:
        game.apply(state, wrong)
    assert isinstance(info.value, ValueError)
    assert game.to_record(state).to_json() == before
    again = pickle.loads(pickle.dumps(info.value))
    assert type(again) is type(info.value)
    assert again.rule == info.value.rule and again.data == info.value.data
    assert str(again) == str(info.value)


@pytest.mark.parametrize("name", GAMES)
def test_a_damaged_record_is_a_record_error(name: str) -> None:
    game = get_game(name)
    for text in ("", "[", "{}", '{"format": "hearts-desktop/match", "version": 9}',
                 "[" * 100_000):
        with pytest.raises(RecordError):
            game.replay(text)


def test_a_record_of_another_game_is_refused() -> None:
    hearts = get_game("hearts")
    text = hearts.to_record(hearts.new_match(hearts.preset("classic"), seed=1)).to_json()
    data = text.replace('"game": "hearts"', '"game": "pinochle"')
    with pytest.raises(RecordError):
        hearts.replay(data)


@pytest.mark.parametrize("name", GAMES)
def test_what_is_not_a_record_is_a_record_error(name: str) -> None:
    """Every game reads records through the one envelope (``core.record.EngineRecord``):
    a parsed object that is not a record, or no record at all, is refused alike."""
    game = get_game(name)
    for thing in ({}, {"format": "hearts-desktop/match", "version": 2, "game": name},
                  [], None, 5):
        with pytest.raises(RecordError):
            game.replay(thing)
        with pytest.raises(RecordError):
            game.initial_state(thing)
    text = game.to_record(game.new_match(game.preset(game.presets()[0]), seed=2)).to_json()
    assert game.replay(text.encode()) == game.replay(bytearray(text.encode()))
