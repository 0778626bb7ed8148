"""The JSON form of events, views and actions: every value of a seeded playout comes back
equal through JSON text, for every game; malformed JSON is refused with a ``CodecError``."""

from __future__ import annotations

import dataclasses
import json
import typing
from enum import StrEnum
from typing import Any

import msgspec
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hearts_desktop.core.cards import Card, Suit
from hearts_desktop.core.events import cards_in
from hearts_desktop.core.rng import Stream
from hearts_desktop.games import GAMES, get_game
from hearts_desktop.net.codec import TAG, CodecError, GameCodec, codec_for, encode_detail


def _through_json(codec: GameCodec, value: Any, tp: Any = Any) -> Any:
    text = msgspec.json.encode(codec.encode(value))
    json.loads(text)  # plain JSON, readable by anyone
    return codec.decode(msgspec.json.decode(text), tp)


def _playout(game_name: str, preset: str, seed: int, view_every: int) -> tuple[int, int]:
    game = get_game(game_name)
    codec = codec_for(game)
    state = game.new_match(game.preset(preset), seed)
    players = game.players(game.rules_of(state))
    rng = Stream(seed)
    events = list(game.first_events(state))
    values = views = 0
    step = 0
    while True:
        for event in events:
            for seat in (None, *range(players)):
                seen = game.redact(event, seat)
                if seen is not None:
                    back = _through_json(codec, seen)
                    assert back == seen and type(back) is type(seen)
                    assert list(cards_in(back)) == list(cards_in(seen))
                    values += 1
        if game.is_over(state) or step > 2000:
            break
        if step % view_every == 0:
            for seat in range(players):
                view = game.seat_view(state, seat)
                assert _through_json(codec, view, type(view)) == view
                views += 1
        seat = game.seats_to_act(state)[0]
        action = rng.choice(game.legal_actions(state, seat))
        assert game.action_from_json(json.loads(json.dumps(game.action_to_json(action)))) \
            == action
        assert _through_json(codec, action) == action
        state, events = game.apply(state, action)
        step += 1
    return values, views


@pytest.mark.parametrize("game_name", GAMES)
def test_every_event_and_view_of_a_match_comes_back_equal_through_json(game_name: str) -> None:
    game = get_game(game_name)
    values, views = _playout(game_name, game.presets()[0], seed=11, view_every=9)
    assert values > 100 and views > 20


@pytest.mark.parametrize("preset", ["complex", "cancellation", "kitty", "hilo_joker"])
def test_hearts_variants_with_complex_scores_jokers_kitty_and_leftovers(preset: str) -> None:
    _, views = _playout("hearts", preset, seed=3, view_every=13)
    assert views > 10


def test_complex_scores_and_numbered_copies_keep_their_form() -> None:
    codec = codec_for(get_game("hearts"))
    assert codec.encode(13 - 13j) == {TAG: "complex", "re": 13, "im": -13}
    assert codec.decode({TAG: "complex", "re": 1.5, "im": 0}, complex) == 1.5 + 0j
    assert codec.decode(7, int | complex) == 7
    assert codec.decode("AH#2", Card) == Card(Suit.HEARTS, 14, 2)
    assert codec.encode(Card(Suit.HEARTS, 14, 2)) == "AH#2"
    assert codec.encode(frozenset({3, 1, 2})) == [1, 2, 3]
    assert codec.decode([3, 1], frozenset[int]) == frozenset({1, 3})


def _played() -> dict[str, Any]:
    codec = codec_for(get_game("hearts"))
    from hearts_desktop.games.hearts.events import CardPlayed

    tree: dict[str, Any] = codec.encode(CardPlayed(1, Card.parse("QS"), 2, False))
    assert tree == {TAG: "CardPlayed", "seat": 1, "card": "QS", "trick_number": 2,
                    "leads": False, "joker_high": None}
    return tree


@pytest.mark.parametrize(("change", "message"), [
    ({"seat": "1"}, "expected an integer"),
    ({"seat": True}, "expected an integer"),
    ({"card": "ZZ"}, "not a card"),
    ({"card": 12}, "expected a card"),
    ({"leads": 0}, "expected true or false"),
    ({"joker_high": "yes"}, "none of the allowed types"),
    ({"extra": 1}, "has no field 'extra'"),
    ({TAG: "NoSuchEvent"}, "no type 'NoSuchEvent'"),
    ({TAG: "Trick"}, "has no"),  # a registered type, but not this shape
])
def test_malformed_values_are_refused(change: dict[str, Any], message: str) -> None:
    codec = codec_for(get_game("hearts"))
    tree = {**_played(), **change}
    with pytest.raises(CodecError, match=message):
        codec.decode(tree)


def test_missing_fields_tags_of_the_wrong_type_and_unknown_classes_are_refused() -> None:
    codec = codec_for(get_game("hearts"))
    from hearts_desktop.games.hearts.events import CardPlayed, TimedOut

    tree = dict(_played())  # encoded trees are shared: change a copy
    del tree["seat"]
    with pytest.raises(CodecError, match="has no 'seat'"):
        codec.decode(tree)
    # A TimedOut's action must be an action, not an event.
    bad = {**codec.encode(TimedOut(0, 1, None)), "action": _played()}
    with pytest.raises(CodecError, match="not allowed here"):
        codec.decode(bad)
    with pytest.raises(CodecError, match="expected a CardPlayed"):
        codec.decode(codec.encode(TimedOut(0, 1, None)), CardPlayed)

    @dataclasses.dataclass(frozen=True)
    class Stranger:
        x: int

    with pytest.raises(CodecError, match="not a type of the game"):
        codec.encode(Stranger(1))
    with pytest.raises(CodecError, match="no JSON form"):
        codec.encode(object())
    with pytest.raises(CodecError):
        codec.decode([[[[[]]]]] * 2, tuple[int, ...])
    deep: Any = []
    for _ in range(100_000):
        deep = [deep]
    with pytest.raises(CodecError):
        codec.decode(deep)


class _Colour(StrEnum):
    RED = "red"


@dataclasses.dataclass(frozen=True)
class _Probe:
    colour: _Colour
    cards: tuple[Card, ...]
    pair: tuple[int, str]
    score: int | complex
    counts: dict[str, int]
    maybe: Card | None = None


@settings(max_examples=30)
@given(colour=st.sampled_from(list(_Colour)),
       cards=st.lists(st.builds(Card, st.sampled_from(list(Suit)), st.integers(2, 14),
                                st.integers(0, 3)), max_size=5).map(tuple),
       pair=st.tuples(st.integers(-5, 5), st.text(max_size=5)),
       score=st.one_of(st.integers(-200, 200),
                       st.builds(complex, st.integers(-50, 50), st.integers(-50, 50))),
       counts=st.dictionaries(st.text(min_size=1, max_size=4).filter(lambda k: k != TAG),
                              st.integers(), max_size=3))
def test_any_frozen_value_built_from_the_supported_parts_comes_back(
        colour: _Colour, cards: tuple[Card, ...], pair: tuple[int, str], score: int | complex,
        counts: dict[str, int]) -> None:
    codec = GameCodec("probe", [_Probe])
    value = _Probe(colour, cards, pair, score, counts, cards[0] if cards else None)
    assert _through_json(codec, value, _Probe) == value


def test_an_illegal_actions_data_is_explained_in_json() -> None:
    codec = codec_for(get_game("hearts"))
    detail = encode_detail(codec, {"suit": Suit.CLUBS, "card": Card.parse("QS"),
                                   "odd": object})
    assert detail["suit"] == 0 and detail["card"] == "QS" and "object" in detail["odd"]


@dataclasses.dataclass(frozen=True)
class _Score:
    value: int | complex


@dataclasses.dataclass(frozen=True)
class _Flag:
    value: bool | int


def test_values_that_are_equal_but_differ_are_never_mixed_up_by_the_memory() -> None:
    codec = GameCodec("probe", [_Score, _Flag])
    assert codec.encode(_Score(13))["value"] == 13
    assert codec.encode(_Score(13 + 0j))["value"] == {TAG: "complex", "re": 13, "im": 0}
    assert codec.encode(_Flag(1))["value"] == 1 and codec.encode(_Flag(True))["value"] is True
    hearts = codec_for(get_game("hearts"))
    rules = get_game("hearts").preset("classic")
    renamed = rules.replace(name="custom")
    assert rules == renamed  # the name does not take part in equality...
    assert hearts.encode(rules)["name"] == "classic"
    assert hearts.encode(renamed)["name"] == "custom"  # ...but it is sent


def test_pinochle_exchange_choices_travel_as_themselves_not_as_ten_thousand_choices() -> None:
    from hearts_desktop.games.pinochle.actions import GiveCards
    from hearts_desktop.games.pinochle.game import ExchangeChoices
    from hearts_desktop.games.pinochle.view import SeatView

    game = get_game("pinochle")
    codec = codec_for(game)
    ranks = ("A", "10", "K", "Q", "J", "9")
    hand = tuple(Card.parse(f"{r}{s}") for r in ranks for s in "SHDC")  # 24 cards
    choices = ExchangeChoices(2, hand, 4)
    assert len(choices) > 10_000
    tree = codec.encode(choices)
    assert tree == {TAG: "ExchangeChoices", "seat": 2, "hand": [str(c) for c in hand],
                    "size": 4}
    legal = typing.get_type_hints(SeatView)["legal"]  # Sequence[Action] | ExchangeChoices
    back = _through_json(codec, choices, legal)
    assert isinstance(back, ExchangeChoices) and back == choices
    assert GiveCards(2, hand[:4]) in back
    # Where a tuple of cards is expected (an action a client sends), it is refused.
    with pytest.raises(CodecError):
        codec.decode({TAG: "GiveCards", "seat": 2, "cards": tree}, GiveCards)
    # Another tagged value is refused in the legal actions' place.
    with pytest.raises(CodecError, match="not allowed here"):
        codec.decode({TAG: "GiveCards", "seat": 2, "cards": ["QS"]}, legal)
