"""The engine's public API under bad input (issue 18 item 11).

Every entry point docs/api.md's "Engine API" names gets garbage of many types in every
argument, and only the documented exception comes out, with a short message: a
``ValueError`` from ``Card``; ``RulesError`` from ``Rules`` and the set-ups (``new_match``,
``start_hand``, ``deal_cards``); ``IllegalActionError`` from actions, seats and states
(``apply``, ``legal_actions``, ``seat_view`` ...); ``RecordError`` from records. Never a
``TypeError``, ``AttributeError``, ``KeyError`` or ``RecursionError``.
"""

from __future__ import annotations

import dataclasses
import itertools
import json
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hearts_desktop.games.hearts import (
    FULL_PACK,
    Abandon,
    Card,
    ChooseMoon,
    ChoosePass,
    IllegalActionError,
    MatchRecord,
    MatchState,
    PassCards,
    Phase,
    PlayCard,
    RecordError,
    Rules,
    RulesError,
    Suit,
    Timeout,
    Violation,
    apply,
    deal_cards,
    first_events,
    initial_state,
    legal_actions,
    legal_cards,
    new_match,
    parse_cards,
    replay,
    seat_view,
    seats_to_act,
    start_hand,
    to_record,
)
from hearts_desktop.games.hearts.actions import action_from_json

HANDS = [FULL_PACK[i::4] for i in range(4)]
MESSAGE_LIMIT = 600
"""No message grows with the input: a 100,000-character string is shown cut short."""


class NoRepr:
    """An object whose ``repr`` fails (a broken plug-in object, say)."""

    def __repr__(self) -> str:
        raise RuntimeError("no repr")


def deep(depth: int) -> list[Any]:
    """A list nested ``depth`` levels deep (its plain ``repr`` overflows the stack)."""
    out: list[Any] = []
    inner = out
    for _ in range(depth):
        inner.append([])
        inner = inner[0]
    return out


DEEP = deep(20_000)
NO_REPR = NoRepr()
NASTY: list[Any] = [
    None, True, False, 0, -1, 10**30, 1.5, float("nan"), float("inf"), 1j, "", "QS", "XX",
    "[" * 100_000, b"QS", bytearray(b"\xff"), [], [None], ["QS", ["QS"]], (1, "a"), {},
    {"QS": 1}, {1, 2}, frozenset(), range(3), object(), NO_REPR, DEEP,
    Card.parse("QS"), Suit.HEARTS, Rules(), Phase.PLAYING, print, MatchState,
]
"""Fixed hostile values every entry point gets, on top of Hypothesis' random ones."""

GARBAGE: st.SearchStrategy[Any] = st.one_of(
    # (not the deep list nor NoRepr: Hypothesis could not print them in a failure report)
    st.sampled_from([v for v in NASTY if v is not DEEP and v is not NO_REPR]),
    st.integers(),
    st.floats(),
    st.complex_numbers(),
    st.text(max_size=12),
    st.binary(max_size=6),
    st.lists(st.sampled_from(["QS", "2C", "10H", "XX", None, 1, True, "2C 3C"]), max_size=5),
    st.lists(st.tuples(st.integers(-5, 15), st.integers(-5, 15)), max_size=4),
    st.lists(st.lists(st.integers(-5, 15), max_size=3), max_size=3),
    st.dictionaries(st.sampled_from(["players", "moon", "seat", "type", "x"]),
                    st.sampled_from([None, 4, "self", [], True]), max_size=3),
    st.builds(itertools.count),  # an endless iterator
    st.builds(lambda: (x for x in ["QS", "2C", "3C"])),  # a generator
)


def a_state() -> MatchState:
    return start_hand(Rules(), HANDS, "left")


def playing() -> MatchState:
    return start_hand(Rules(), HANDS, "hold")


def record_data() -> dict[str, Any]:
    state = new_match(Rules(), seed=4)
    for _ in range(6):
        state, _ = apply(state, legal_actions(state)[0])
    data: dict[str, Any] = json.loads(to_record(state).to_json())
    return data


RECORD = record_data()
STATE = a_state()
PLAYING = playing()


def _with(data: dict[str, Any], key: str, value: Any) -> dict[str, Any]:
    return dict(data, **{key: value})


def _json(data: dict[str, Any]) -> str:
    """``data`` as JSON text, with what JSON cannot hold written as its type name."""
    try:
        return json.dumps(data, default=lambda o: f"<{type(o).__name__}>")
    except (RecursionError, ValueError):
        return "[" * 100_000


# Each entry: (name, call with the garbage value, the documented exception type)
Entry = tuple[str, Callable[[Any], object], type[Exception]]
ENTRIES: list[Entry] = [
    ("Card.parse", Card.parse, ValueError),
    ("Card.from_index", Card.from_index, ValueError),
    ("Card(suit)", lambda x: Card(x, 2), ValueError),
    ("Card(rank)", lambda x: Card(Suit.SPADES, x), ValueError),
    ("parse_cards", parse_cards, ValueError),
    ("Rules.preset", Rules.preset, RulesError),
    ("Rules.from_dict", Rules.from_dict, RulesError),
    ("new_match(rules)", lambda x: new_match(x, 1), RulesError),
    ("new_match(seed)", lambda x: new_match(Rules(), x), RulesError),
    ("new_match(computer_seats)", lambda x: new_match(Rules(), 1, computer_seats=x),
     RulesError),
    ("start_hand(rules)", lambda x: start_hand(x, HANDS, "left"), RulesError),
    ("start_hand(hands)", lambda x: start_hand(Rules(), x, "left"), RulesError),
    ("start_hand(one hand)", lambda x: start_hand(Rules(), [*HANDS[:3], x], "left"),
     RulesError),
    ("start_hand(pass_direction)", lambda x: start_hand(Rules(), HANDS, x), RulesError),
    ("start_hand(dealer)", lambda x: start_hand(Rules(), HANDS, "left", dealer=x), RulesError),
    ("start_hand(leftover)", lambda x: start_hand(Rules(), HANDS, "left", leftover=x),
     RulesError),
    ("start_hand(match_scores)", lambda x: start_hand(Rules(), HANDS, "left", match_scores=x),
     RulesError),
    ("start_hand(one score)",
     lambda x: start_hand(Rules(), HANDS, "left", match_scores=[0, 0, 0, x]), RulesError),
    ("start_hand(deal_number)", lambda x: start_hand(Rules(), HANDS, "left", deal_number=x),
     RulesError),
    ("start_hand(computer_seats)",
     lambda x: start_hand(Rules(), HANDS, "left", computer_seats=x), RulesError),
    ("deal_cards(rules)", lambda x: deal_cards(x, 1, 1, 0), RulesError),
    ("deal_cards(seed)", lambda x: deal_cards(Rules(), x, 1, 0), RulesError),
    ("deal_cards(deal_number)", lambda x: deal_cards(Rules(), 1, x, 0), RulesError),
    ("deal_cards(dealer)", lambda x: deal_cards(Rules(), 1, 1, x), RulesError),
    ("PassCards(seat)", lambda x: PassCards(x, ("2C", "3C", "4C")), IllegalActionError),
    ("PassCards(cards)", lambda x: PassCards(0, x), IllegalActionError),
    ("PlayCard(seat)", lambda x: PlayCard(x, "2C"), IllegalActionError),
    ("PlayCard(card)", lambda x: PlayCard(0, x), IllegalActionError),
    ("ChoosePass(seat)", lambda x: ChoosePass(x, ()), IllegalActionError),
    ("ChoosePass(scheme)", lambda x: ChoosePass(0, x), IllegalActionError),
    ("ChooseMoon(seat)", lambda x: ChooseMoon(x, "self"), IllegalActionError),
    ("ChooseMoon(option)", lambda x: ChooseMoon(0, x), IllegalActionError),
    ("Timeout", Timeout, IllegalActionError),
    ("Abandon", Abandon, IllegalActionError),
    ("apply(action)", lambda x: apply(STATE, x), IllegalActionError),
    ("apply(state)", lambda x: apply(x, PassCards(0, ("2C", "3C", "4C"))), IllegalActionError),
    ("apply(PassCards)", lambda x: apply(STATE, PassCards(0, x)), IllegalActionError),
    ("apply(PlayCard)", lambda x: apply(PLAYING, PlayCard(0, x)), IllegalActionError),
    ("apply(ChoosePass)", lambda x: apply(STATE, ChoosePass(0, x)), IllegalActionError),
    ("apply(ChooseMoon)", lambda x: apply(PLAYING, ChooseMoon(0, x)), IllegalActionError),
    ("legal_actions(state)", legal_actions, IllegalActionError),
    ("legal_actions(seat)", lambda x: legal_actions(STATE, x), IllegalActionError),
    ("legal_cards(seat)", lambda x: legal_cards(PLAYING, x), IllegalActionError),
    ("seat_view(state)", lambda x: seat_view(x, 0), IllegalActionError),
    ("seat_view(seat)", lambda x: seat_view(STATE, x), IllegalActionError),
    ("seats_to_act", seats_to_act, IllegalActionError),
    ("first_events", first_events, IllegalActionError),
    ("to_record", to_record, IllegalActionError),
    ("replay", replay, RecordError),
    ("MatchRecord.from_json", MatchRecord.from_json, RecordError),
    ("initial_state", initial_state, RecordError),
    ("action_from_json", action_from_json, RecordError),
    ("replay(record field)", lambda x: replay(MatchRecord(Rules(), 4, x)), RecordError),
    *[(f"replay({key})", lambda x, key=key: replay(_with(RECORD, key, x)), RecordError)
      for key in ("format", "version", "game", "rules", "seed", "actions", "computer_seats",
                  "deal")],
    ("replay(an action)", lambda x: replay(_with(RECORD, "actions", [x])), RecordError),
    ("replay(JSON text)", lambda x: replay(_json(_with(RECORD, "actions", [x]))), RecordError),
    ("replay(rules JSON)", lambda x: replay(_json(_with(RECORD, "rules", {"players": x}))),
     RecordError),
    *[(f"Rules({f.name})", lambda x, name=f.name: Rules(**{name: x}), RulesError)
      for f in dataclasses.fields(Rules)],
    *[(f"Rules.replace({f.name})", lambda x, name=f.name: Rules().replace(**{name: x}),
       RulesError) for f in dataclasses.fields(Rules)],
    *[(f"Rules.from_dict({f.name})", lambda x, name=f.name: Rules.from_dict({name: x}),
       RulesError) for f in dataclasses.fields(Rules)],
]


def _only_documented(call: Callable[[Any], object], value: Any,
                     expected: type[Exception]) -> None:
    try:
        call(value)
    except expected as exc:
        message = str(exc)
        if not message or len(message) > MESSAGE_LIMIT:
            pytest.fail(f"a message of {len(message)} characters: {message[:200]!r}")
        if isinstance(exc, IllegalActionError) and not isinstance(exc.rule, Violation):
            pytest.fail(f"no rule: {exc.rule!r}")


@pytest.mark.parametrize(("name", "call", "expected"), ENTRIES, ids=[e[0] for e in ENTRIES])
def test_fixed_hostile_values_get_the_documented_error(
        name: str, call: Callable[[Any], object], expected: type[Exception]) -> None:
    for value in NASTY:
        _only_documented(call, value, expected)


@pytest.mark.parametrize(("name", "call", "expected"), ENTRIES, ids=[e[0] for e in ENTRIES])
@settings(max_examples=15)
@given(value=GARBAGE)
def test_garbage_gets_only_the_documented_error(
        name: str, call: Callable[[Any], object], expected: type[Exception], value: Any) -> None:
    _only_documented(call, value, expected)


# --------------------------------------------------------------------------- the cases


def test_pass_cards_of_none() -> None:
    with pytest.raises(IllegalActionError, match="cards must be a list of cards, not None"):
        PassCards(0, None)  # type: ignore[arg-type]


def test_choose_pass_of_a_number() -> None:
    with pytest.raises(IllegalActionError, match=r"\(seat offset, card count\) pairs, not 5"):
        ChoosePass(0, 5)  # type: ignore[arg-type]
    for scheme in ([(1.5, 2)], [(True, 1)], [("1", 2)], [(1,)], [(1, 2, 3)]):
        with pytest.raises(IllegalActionError, match="pairs of whole numbers") as info:
            ChoosePass(0, scheme)  # type: ignore[arg-type]
        assert info.value.rule is Violation.BAD_PASS_SCHEME
    assert ChoosePass(0, {1: 2, 3: 1}).scheme == ((1, 2), (3, 1))


def test_card_from_index_of_text() -> None:
    with pytest.raises(ValueError, match=r"card index must be an int 0\.\.52, not '3'"):
        Card.from_index("3")  # type: ignore[arg-type]


def test_start_hand_with_a_none_hand() -> None:
    hands = [*HANDS[:2], None, HANDS[3]]
    with pytest.raises(RulesError, match="hand 2 must be a list of cards, not None"):
        start_hand(Rules(), hands, "left")  # type: ignore[arg-type]
    with pytest.raises(RulesError, match="hands must be a list of 4 hands, not None"):
        start_hand(Rules(), None, "left")  # type: ignore[arg-type]


def test_rules_replace_with_a_number_for_the_cycle() -> None:
    with pytest.raises(RulesError, match="pass_cycle must list whole seat offsets, not 5"):
        Rules().replace(pass_cycle=5)
    with pytest.raises(RulesError, match=r"unknown rules option.*colour"):
        Rules().replace(colour="red")


def test_replay_of_deep_brackets() -> None:
    with pytest.raises(RecordError, match="nested too deeply"):
        replay("[" * 100_000)


@pytest.mark.parametrize(
    ("options", "words"),
    [
        ({"pass_ban": ["XX"]}, "pass_ban: not a card: 'XX'"),
        ({"pass_ban": [None]}, "pass_ban: not a card: None"),
        ({"pass_ban": 5}, "pass_ban must be a list of cards, not 5"),
        ({"pass_ban": None}, "pass_ban must be a list of cards, not None"),
        ({"removed_cards": ["2C", 7]}, "removed_cards: not a card: 7"),
        ({"bonus_card": "ZZ"}, "bonus_card: not a card: 'ZZ'"),
        ({"bonus_card": 5}, "bonus_card: not a card: 5"),
    ],
)
def test_bad_cards_in_rules_are_rules_errors(options: dict[str, Any], words: str) -> None:
    with pytest.raises(RulesError) as info:
        Rules(**options)
    assert words in str(info.value)


def test_true_is_not_seat_one() -> None:
    state = a_state()
    for make in (lambda: PassCards(True, ("2C", "3C", "4C")), lambda: PlayCard(True, "2C"),
                 lambda: ChoosePass(True, ()), lambda: ChooseMoon(True, "self"),
                 lambda: Timeout(True), lambda: Abandon(True)):
        with pytest.raises(IllegalActionError, match="a seat is a whole number") as info:
            make()
        assert info.value.rule is Violation.UNKNOWN_SEAT
    for call in (lambda: seat_view(state, True), lambda: legal_actions(state, True),
                 lambda: legal_cards(playing(), True)):
        with pytest.raises(IllegalActionError, match="no seat True") as info:
            call()
        assert info.value.rule is Violation.UNKNOWN_SEAT
    # an action whose seat was forced past its own check is refused by apply too
    sneaky = PlayCard(0, "2C")
    object.__setattr__(sneaky, "seat", True)
    with pytest.raises(IllegalActionError, match="no seat True"):
        apply(playing(), sneaky)
    for call in (lambda: start_hand(Rules(), HANDS, "left", computer_seats=[True]),
                 lambda: new_match(Rules(), 1, computer_seats=(True,)),
                 lambda: start_hand(Rules(), HANDS, "left", dealer=True),
                 lambda: deal_cards(Rules(), 1, 1, True)):
        with pytest.raises(RulesError, match="not True"):
            call()


def test_a_bad_scheme_for_start_hand_is_a_rules_error() -> None:
    with pytest.raises(RulesError, match="bad pass direction"):
        start_hand(Rules(), HANDS, ((1, 2), (1, 1)))
    with pytest.raises(RulesError, match="bad pass direction"):
        start_hand(Rules(), HANDS, 5)  # type: ignore[arg-type]


def test_a_non_action_is_named_as_such() -> None:
    for junk in (None, "play 2C", {"type": "play"}):
        with pytest.raises(IllegalActionError, match="not an action") as info:
            apply(playing(), junk)  # type: ignore[arg-type]
        assert info.value.rule is Violation.NOT_AN_ACTION


def test_cards_given_as_text_still_work() -> None:
    assert PassCards(0, "2C 3C 4C").cards == parse_cards("2C 3C 4C")
    assert PlayCard(0, "2C").card == Card.parse("2C")


def test_an_explicit_plan_in_any_accepted_form_records_and_replays() -> None:
    for plan in ({1: 2, 3: 1}, [[1, 2], [3, 1]], ((3, 1), (1, 2))):
        state = start_hand(Rules(), HANDS, plan)  # type: ignore[arg-type]
        assert state.pass_plan == ((1, 2), (3, 1))
        assert replay(to_record(state).to_json()) == state
