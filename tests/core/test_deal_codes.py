"""Deal codes (``core.dealcodes``): golden codes deal the same cards forever, every code reads
back as what made it, a typo is caught, and a code's deal is the original match's deal."""

from __future__ import annotations

import contextlib
import pickle
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hearts_desktop.core import (
    DealCodeError,
    DealCodeProblem,
    Stream,
    cards_text,
    deal_code,
    dealt_state,
    parse_deal_code,
)
from hearts_desktop.core.dealcodes import ALPHABET, SHORT_SEEDS
from hearts_desktop.core.registry import code_letter, get_codec
from hearts_desktop.games import GAMES, get_game


def dealt(game: str, state: Any) -> tuple[Any, ...]:
    """The dealer and the cards a state was dealt (Ombre: with the talon)."""
    if game == "ombre":
        d = state.deal
        return d.number, d.dealer, [cards_text(h) for h in d.dealt], cards_text(d.dealt_talon)
    return state.deal_number, state.dealer, [cards_text(h) for h in state.hands]


# --------------------------------------------------------------------------- golden codes
# Codes made by format 1 and 2: they must read and deal exactly these cards in every later
# version of the program (never edit an entry; add new ones).
GOLDEN: list[tuple[str, str, str, int, int, int, tuple[Any, ...]]] = [
    ("H100-2000-0074", "hearts", "classic", 7, 3, 0, (3, 2, [
        "7C 8C 2D 4D 8D 9D 10D JD KD 6S 8S QS 8H", "3C 5C 9C JC KC 3D 5D AD 2S 9S 4H JH QH",
        "2C 4C QC 6D 7D 3S 4S AS 2H 5H 7H 9H AH", "6C 10C AC QD 5S 7S 10S JS KS 3H 6H 10H KH"])),
    ("H1A0-2000-007V", "hearts", "kitty", 7, 3, 0, (3, 2, [
        "3C 5C 7C KC 6D KD 2S 10S QS KS 2H 3H 6H 7H 8H 9H KH",
        "2C 4C 6C 8C 9C QC AC 2D 4D 5D 9D QD 5S 6S 9S 4H AH",
        "10C JC 3D 8D 10D JD AD 3S 4S 7S 8S JS AS 5H 10H JH QH"])),
    ("P100-2000-007H", "pinochle", "pinochle", 7, 3, 0, (3, 2, [
        "QC#2 KC#2 AC#1 QD#2 AD#1 9S#2 QS#1 AS#2 9H#2 JH#2 KH#2 AH#2",
        "9C#1 JC#1 JC#2 KC#1 JD#1 JD#2 QD#1 10D#1 9S#1 JS#1 KS#2 10H#2",
        "AC#2 9D#1 KD#1 KD#2 AD#2 JS#2 KS#1 10S#2 JH#1 QH#2 KH#1 AH#1",
        "9C#2 QC#1 10C#1 10C#2 9D#2 10D#2 QS#2 10S#1 AS#1 9H#1 QH#1 10H#1"])),
    ("M100-2000-007Z", "ombre", "ombre", 7, 3, 0, (3, 1, [
        "3D 5D 3S 7S JS KS 2H 4H JH", "7C KC 4D JD 2S 3H 6H QH KH",
        "6C JC QC 6D KD 5S AS 5H 7H"], "4S 7D QS 4C AD 2D 2C AC 5C QD 3C 6S AH")),
    ("M120-2000-007E", "ombre", "quadrille", 7, 3, 0, (3, 2, [
        "2C JC KC 2D JD AD 3S JS AS 5H", "4C QC 5D 6D 7D QS KS 4H 6H 7H",
        "3C 7C 3D 2S 4S 6S 7S 2H KH AH", "5C 6C AC 4D QD KD 5S 3H JH QH"], "")),
]
GOLDEN_CUSTOM = (  # classic with the moon scored to the shooter and four cards passed
    "H201-2218-9100-0000-05NE-3AE4-W8YQ-4AKP-D42R-00W", 2**40 + 5, 40, 2, (40, 0, [
        "2C 3C 6C AC 3D 5D 10D JD QD JS 10H KH AH", "4C KC 6D 7D KD 3S 5S 6S 8S QS KS 8H JH",
        "8C 9C JC QC 8D 2S 9S 2H 4H 6H 7H 9H QH", "5C 7C 10C 2D 4D 9D AD 4S 7S 10S AS 3H 5H"]))


@pytest.mark.parametrize(("code", "game", "preset", "seed", "deal", "seat", "cards"), GOLDEN)
def test_golden_codes_read_and_deal_the_same_cards(code: str, game: str, preset: str, seed: int,
                                                   deal: int, seat: int,
                                                   cards: tuple[Any, ...]) -> None:
    g = get_game(game)
    assert deal_code(game, g.preset(preset), seed=seed, deal=deal, seat=seat) == code
    dc = parse_deal_code(code)
    assert (dc.game, g.rules_name(dc.rules), dc.seed, dc.deal, dc.seat) == (
        game, preset, seed, deal, seat)
    assert dc.rules == g.preset(preset)
    assert dealt(game, dealt_state(dc)) == cards


def test_a_golden_custom_code_reads_its_rules_and_deal() -> None:
    code, seed, deal, seat, cards = GOLDEN_CUSTOM
    dc = parse_deal_code(code)
    hearts = get_game("hearts")
    assert dc.rules == hearts.preset("classic").replace(moon="self", pass_count=4)
    assert (dc.seed, dc.deal, dc.seat) == (seed, deal, seat)
    assert dealt("hearts", dealt_state(dc)) == cards
    # what this version makes of those rules reads back the same (zlib may pack it otherwise)
    assert parse_deal_code(deal_code("hearts", dc.rules, seed, deal, seat)) == dc


def test_every_game_has_a_letter_and_codes_every_preset_short() -> None:
    letters = {code_letter(name) for name in GAMES}
    assert len(letters) == len(GAMES)
    for name in GAMES:
        game = get_game(name)
        assert set(game.presets()) <= set(get_codec(name).presets), \
            f"{name}: a new preset must be appended to its deal_code.PRESETS"
        for preset in game.presets():
            code = deal_code(name, game.preset(preset), seed=SHORT_SEEDS - 1, deal=32,
                             seat=game.players(game.preset(preset)) - 1)
            assert len(code) <= 20, (name, preset, code)


# --------------------------------------------------------------------------- round trips
@st.composite
def coded_deals(draw: st.DrawFn) -> tuple[str, Any, int, int, int]:
    name = draw(st.sampled_from(GAMES))
    game = get_game(name)
    rules = game.preset(draw(st.sampled_from(game.presets())))
    changes = {
        "hearts": [{}, {"moon": "self"}, {"end_threshold": 50, "sun": True}, {"players": 5},
                   {"pass_ban": ["QS"], "pass_count": 2}, {"deal_limit": 9}],
        "pinochle": [{}, {"target": 300}, {"head": "never", "pass_help": True}],
        "ombre": [{}, {"ante": 2}, {"deals": 24, "surrender": True}],
    }[name]
    change = draw(st.sampled_from(changes))
    with contextlib.suppress(ValueError):  # not playable with this preset: its own rules
        rules = game.rules_from_json(game.rules_to_json(rules) | change) if change else rules
    seed = draw(st.one_of(st.integers(0, SHORT_SEEDS - 1), st.integers(0, 2**64 - 1)))
    deal = draw(st.one_of(st.integers(1, 32), st.integers(1, 5000)))
    seat = draw(st.integers(0, game.players(rules) - 1))
    return name, rules, seed, deal, seat


@settings(max_examples=150, deadline=None)
@given(coded_deals())
def test_every_code_reads_back_as_what_made_it(case: tuple[str, Any, int, int, int]) -> None:
    name, rules, seed, deal, seat = case
    code = deal_code(name, rules, seed=seed, deal=deal, seat=seat)
    dc = parse_deal_code(code)
    assert (dc.game, dc.rules, dc.seed, dc.deal, dc.seat) == (name, rules, seed, deal, seat)
    assert len(code) <= 100
    # typed as a person does: lower case, spaces instead of dashes, around spaces
    typed = "  " + code.lower().replace("-", " ") + " "
    assert parse_deal_code(typed) == dc
    assert parse_deal_code(code.replace("-", "")).code == code


@settings(max_examples=60, deadline=None)
@given(coded_deals(), st.data())
def test_one_wrong_character_or_a_swap_is_caught(case: tuple[str, Any, int, int, int],
                                                 data: st.DataObject) -> None:
    name, rules, seed, deal, seat = case
    code = deal_code(name, rules, seed=seed, deal=deal, seat=seat).replace("-", "")
    i = data.draw(st.integers(0, len(code) - 1))
    wrong = data.draw(st.sampled_from([c for c in ALPHABET if c != code[i]]))
    typo = code[:i] + wrong + code[i + 1:]
    with pytest.raises(DealCodeError) as caught:
        parse_deal_code(typo)
    assert caught.value.problem is DealCodeProblem.TYPO
    j = data.draw(st.integers(0, len(code) - 2))
    swapped = code[:j] + code[j + 1] + code[j] + code[j + 2:]
    if swapped != code:
        with pytest.raises(DealCodeError) as caught:
            parse_deal_code(swapped)
        assert caught.value.problem is DealCodeProblem.TYPO


def test_every_single_typo_of_a_golden_code_is_caught() -> None:
    code = GOLDEN[0][0].replace("-", "")
    for i in range(len(code)):
        for c in ALPHABET:
            if c != code[i]:
                with pytest.raises(DealCodeError, match="mistyped"):
                    parse_deal_code(code[:i] + c + code[i + 1:])


# --------------------------------------------------------------------------- clear messages
def _code_of(symbols: list[int]) -> str:
    """A code with a correct check for ``symbols`` (to reach the errors behind the check)."""
    from hearts_desktop.core.dealcodes import _check_value

    return "".join(ALPHABET[s] for s in [*symbols, _check_value(symbols)])


@pytest.mark.parametrize(("text", "problem", "words"), [
    ("", DealCodeProblem.EMPTY, "empty"),
    (" - - ", DealCodeProblem.EMPTY, "empty"),
    ("H100-2000-00U4", DealCodeProblem.BAD_CHARACTER, "'U'"),
    ("H100-2000-0075", DealCodeProblem.TYPO, "mistyped"),
    ("H10", DealCodeProblem.TOO_SHORT, "too short"),
    (_code_of([ALPHABET.index("Z"), 1, 0, 0, 0, 0, 0, 0, 0, 0, 1]), DealCodeProblem.UNKNOWN_GAME,
     "letter Z"),
    (_code_of([ALPHABET.index("H"), 7, 0, 0, 0, 0, 0, 0, 0, 0, 1]),
     DealCodeProblem.UNKNOWN_FORMAT, "format 7"),
    (_code_of([ALPHABET.index("H"), 1, 31, 0, 0, 0, 0, 0, 0, 0, 1]), DealCodeProblem.BAD_RULES,
     "unknown to this version"),
    (_code_of([ALPHABET.index("H"), 2, 0, 0, 1, 1, 1, 7, 5, 6, 7, 8, 9, 10, 11, 12]),
     DealCodeProblem.BAD_RULES, "cannot be read"),
    (_code_of([ALPHABET.index("H"), 1, 0, 9, 0, 0, 0, 0, 0, 0, 1]), DealCodeProblem.DAMAGED,
     "seat 9"),
    (_code_of([ALPHABET.index("H"), 1, 0, 0, 0, 0, 0]), DealCodeProblem.DAMAGED, "12 characters"),
])
def test_a_bad_code_says_what_is_wrong(text: str, problem: DealCodeProblem, words: str) -> None:
    with pytest.raises(DealCodeError, match=words) as caught:
        parse_deal_code(text)
    assert caught.value.problem is problem
    assert isinstance(caught.value, ValueError)
    again = pickle.loads(pickle.dumps(caught.value))
    assert (again.problem, str(again)) == (problem, str(caught.value))


def test_custom_rules_a_version_cannot_play_are_refused_clearly() -> None:
    import json
    import zlib

    from hearts_desktop.core.dealcodes import _bytes_symbols

    packer = zlib.compressobj(9, zlib.DEFLATED, -15, 9, zlib.Z_DEFAULT_STRATEGY,
                              get_codec("hearts").zdict)
    raw = packer.compress(json.dumps({"no_such_option": 1}).encode()) + packer.flush()
    code = _code_of([ALPHABET.index("H"), 2, 0, 0, 1, 1, 1, 1, *_bytes_symbols(raw)])
    with pytest.raises(DealCodeError, match="no_such_option") as caught:
        parse_deal_code(code)
    assert caught.value.problem is DealCodeProblem.BAD_RULES


def test_making_a_code_refuses_numbers_out_of_range() -> None:
    rules = get_game("hearts").preset("classic")
    for kwargs in ({"seed": -1}, {"seed": 2**64}, {"seed": 7, "deal": 0},
                   {"seed": 7, "seat": 4}, {"seed": True}):
        with pytest.raises(ValueError):
            deal_code("hearts", rules, **kwargs)
    with pytest.raises(ValueError, match="no game"):
        deal_code("chess", rules, seed=1)


# --------------------------------------------------------------------------- the same deal
def _deal_of_match(name: str, rules: Any, seed: int, deal: int) -> tuple[Any, ...]:
    """Deal ``deal`` as a match from ``seed`` played by random legal moves reaches it."""
    game = get_game(name)
    state = game.new_match(rules, seed)
    rng = Stream(seed + 1)
    while True:
        number = state.deal.number if name == "ombre" else state.deal_number
        if number == deal:
            return dealt(name, state)
        assert not game.is_over(state)
        seat = game.seats_to_act(state)[0]
        state, _ = game.apply(state, rng.choice(game.legal_actions(state, seat)))


@pytest.mark.parametrize(("name", "preset"), [
    ("hearts", "classic"), ("hearts", "kitty"), ("pinochle", "pinochle"), ("ombre", "ombre"),
    ("ombre", "quadrille"), ("ombre", "ombre_four"),
])
def test_a_codes_deal_is_the_original_matchs_deal(name: str, preset: str) -> None:
    game = get_game(name)
    rules = game.preset(preset)
    code = deal_code(name, rules, seed=2024, deal=3, seat=1)
    state = dealt_state(parse_deal_code(code))
    assert dealt(name, state) == _deal_of_match(name, rules, 2024, 3)
    assert game.seats_to_act(state)  # a table can play it at once


def test_a_code_letter_is_a_symbol_of_the_alphabet_and_one_games_only() -> None:
    from hearts_desktop.core.registry import register_code

    for bad in ("U", "I", "O", "L", "h", "HH", "", "-"):
        with pytest.raises(ValueError):
            register_code("other", bad, "x:CODEC")
    with pytest.raises(ValueError, match="hearts"):
        register_code("other", "H", "x:CODEC")


# --------------------------------------------------------------------------- the deal of the day
def test_the_deal_of_the_day_is_frozen_per_game_and_day() -> None:
    from hearts_desktop.core.dealcodes import daily_deal

    golden = {("hearts", (2026, 12, 2)): "H100-0084-58P1",
              ("pinochle", (2026, 12, 2)): "P100-0PNF-8YDX",
              ("ombre", (2026, 12, 2)): "M100-09RH-GAB9",
              ("hearts", (2026, 12, 3)): "H100-0W8A-60GD"}
    for (name, day), code in golden.items():
        dc = daily_deal(name, *day)
        assert dc.code == code
        assert (dc.game, dc.deal, dc.seat) == (name, 1, 0)
        assert dc.rules == get_game(name).preset(get_game(name).presets()[0])
    # a different day or game is a different deal
    days = {daily_deal("hearts", 2027, 1, d).seed for d in range(1, 32)}
    assert len(days) == 31


def test_day_numbers_count_days_as_the_calendar_does() -> None:
    import datetime

    from hearts_desktop.core.dealcodes import day_number

    day = datetime.date(1999, 12, 25)
    while day.year < 2001:
        assert day_number(day.year, day.month, day.day) == day.toordinal()
        day += datetime.timedelta(days=17)
    for bad in ((2026, 2, 29), (2026, 13, 1), (2026, 4, 31), (0, 1, 1)):
        with pytest.raises(ValueError):
            day_number(*bad)
