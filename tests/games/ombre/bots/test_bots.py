"""Ombre's CPU players: legal and deterministic in whole matches of every preset, honest
(hidden cards moved between other hands or the talon change nothing they do), and sensible
where a rule of thumb is clear."""

from __future__ import annotations

from typing import Any

import pytest

from hearts_desktop.core.cards import Card, Suit, parse_cards
from hearts_desktop.core.rng import Stream
from hearts_desktop.games import get_game
from hearts_desktop.games.ombre import (
    Action,
    Bid,
    Contract,
    Exchange,
    MatchState,
    NameTrump,
    Pass,
    Phase,
    PlayCard,
    Primeras,
    Rules,
    apply,
    deck_cards,
    is_matador,
    new_match,
    seat_view,
    seats_to_act,
    start_deal,
)
from hearts_desktop.games.ombre.bots import (
    KINDS,
    ROSTER,
    EasyBot,
    HardBot,
    NormalBot,
    make_bot,
)
from hearts_desktop.games.ombre.bots.personalities import NAMES, default_names, personality

from ..helpers import build, declare, exchange_nothing, run

C = Card.parse
S = Suit.SPADES
BOT_NAMES = (*KINDS, *(p.key for p in ROSTER))


def bot(name: str, seed: int) -> Any:
    if name == "hard" or (name in {p.key for p in ROSTER} and
                          personality(name).level == "hard"):
        return make_bot(name, seed, budget_ms=None, samples=3)
    return make_bot(name, seed)


def play_match(rules: Rules, seed: int, names: list[str]) -> MatchState:
    state = new_match(rules, seed)
    bots = [bot(names[s % len(names)], seed * 31 + s) for s in range(rules.players)]
    while not state.is_over:
        seat = seats_to_act(state)[0]
        view = seat_view(state, seat)
        action = bots[seat].choose(view)
        assert action in view.legal, (rules.name, seat, action, view.phase)
        state, _ = apply(state, action)
    return state


@pytest.mark.parametrize("preset", Rules.preset_names())
def test_every_level_plays_whole_matches_legally(preset: str) -> None:
    rules = Rules.preset(preset).replace(deals=2)
    names = ["hard", "normal", "easy", "random", "normal"]
    state = play_match(rules, 3, names)
    assert state.phase is Phase.MATCH_OVER
    assert state == play_match(rules, 3, names)  # deterministic


def test_options_and_roster_play_legally() -> None:
    rules = Rules(gascarola=True, contrabola=True, surrender=True, all_pass="forced",
                  must_buy=True, priority=True, deals=3)
    for i in range(0, len(BOT_NAMES), 3):
        play_match(rules, i, list(BOT_NAMES[i:i + 3]))
    four = Rules.preset("ombre_four").replace(fourth_plays=True, deals=4)
    play_match(four, 1, ["normal", "easy", "hard"])


def test_make_bot_kinds_and_errors() -> None:
    assert isinstance(make_bot("normal", 1), NormalBot)
    assert isinstance(make_bot("easy", 1), EasyBot)
    assert isinstance(make_bot("hard", 1), HardBot)
    assert isinstance(make_bot("karen", 1), HardBot)
    assert isinstance(make_bot("karen", 1, level="easy"), EasyBot)
    assert make_bot("antoine", 1).personality.key == "antoine"  # type: ignore[attr-defined]
    with pytest.raises(ValueError):
        make_bot("nobody", 1)
    with pytest.raises(ValueError):
        make_bot("normal", 1, level="expert")
    game = get_game("ombre")
    assert set(game.bot_kinds()) == set(BOT_NAMES)
    assert game.make_bot("ines", 2).choose  # the protocol builds them too


def test_personality_names_in_four_languages() -> None:
    assert set(NAMES) == {"en", "ko", "ja", "de"}
    assert all(len(names) == len(ROSTER) for names in NAMES.values())
    assert default_names("de_DE", 3) == ("Inés", "Sören")
    assert default_names("ko", 5) == ("이네스", "쇠렌", "루이즈", "디에고")
    assert personality("louise").name_in("de") == "Luise"
    assert personality("antoine").name_in("ja") == "アントワーヌ"
    assert personality("soren").renamed("Bo").name_in("en") == "Bo"
    assert {p.origin for p in ROSTER} == {"es", "dk", "fr"}


# --------------------------------------------------------------------------- honesty


def _deal(seed: int) -> tuple[list[list[Card]], list[Card]]:
    cards = Stream(seed).shuffled(deck_cards())
    return [cards[0:9], cards[9:18], cards[18:27]], cards[27:]


def _same_suit_swap(hands: list[list[Card]], keep: set[Card], trump: Suit | None
                    ) -> list[list[Card]] | None:
    """Seats 1 and 2 exchange two cards of the same printed suit (neither a matador nor a
    black ace) that ``keep`` does not hold back."""
    for a in hands[1]:
        for b in hands[2]:
            if a.suit != b.suit or a in keep or b in keep:
                continue
            if a.rank == 14 and a.suit in (Suit.SPADES, Suit.CLUBS):
                continue
            if trump is not None and (is_matador(a, trump) or is_matador(b, trump)):
                continue
            out = [list(h) for h in hands]
            out[1][out[1].index(a)] = b
            out[2][out[2].index(b)] = a
            return out
    return None


@pytest.mark.parametrize("name", ["easy", "normal", "hard", "karen"])
@pytest.mark.parametrize("steps", [0, 6, 14, 22])
def test_bots_are_honest(name: str, steps: int) -> None:
    """Two deals that differ only in cards seat 0 cannot see (swapped between seats 1 and 2,
    never played before the decision) give seat 0 the same view and the same decision."""
    found = 0
    for seed in range(40):
        hands, talon = _deal(seed)
        a = start_deal(Rules(), hands, talon)
        drivers = [make_bot("normal", 100 + s) for s in range(3)]
        actions: list[Action] = []
        while len(actions) < steps and not a.is_over:
            seat = seats_to_act(a)[0]
            act = drivers[seat].choose(seat_view(a, seat))
            a, _ = apply(a, act)
            actions.append(act)
        if a.is_over or seats_to_act(a) != (0,):
            continue
        touched = {c for act in actions for c in getattr(act, "discards", ())}
        touched |= {act.card for act in actions if isinstance(act, PlayCard)}
        touched |= set(a.deal.drawn[1]) | set(a.deal.drawn[2])
        keep = {c for h in hands for c in h if c in touched}
        swapped = _same_suit_swap(hands, keep, a.deal.trump)
        if swapped is None:
            continue
        b = start_deal(Rules(), swapped, talon)
        for act in actions:
            b, _ = apply(b, act)
        assert a.deal.hands[1] != b.deal.hands[1]
        va, vb = seat_view(a, 0), seat_view(b, 0)
        assert va == vb
        assert bot(name, 7).choose(va) == bot(name, 7).choose(vb)
        found += 1
        if found == 2:
            break
    assert found, "no position to compare"


def test_a_talon_card_swapped_with_a_hidden_hand_changes_no_bid() -> None:
    for seed in range(6):
        hands, talon = _deal(seed)
        a = start_deal(Rules(), hands, talon)
        swapped = [list(h) for h in hands]
        other = list(talon)
        swapped[2][0], other[-1] = other[-1], swapped[2][0]
        b = start_deal(Rules(), swapped, other)
        va, vb = seat_view(a, 0), seat_view(b, 0)
        assert va == vb
        for name in ("easy", "normal", "hard"):
            assert bot(name, seed).choose(va) == bot(name, seed).choose(vb)


# --------------------------------------------------------------------------- judgement


MONSTER = "AS 2S AC KS QS JS 7S KH KD"
JUNK = "2C 3C 4D 5D 6H 7H 3D 4H 5C"


@pytest.mark.parametrize("name", ["normal", "hard"])
def test_bids_a_strong_hand_and_passes_a_weak_one(name: str) -> None:
    strong = seat_view(build(Rules(), {0: MONSTER}), 0)
    action = bot(name, 1).choose(strong)
    assert isinstance(action, Bid) and action.contract is Contract.SOLO
    weak = seat_view(build(Rules(), {0: JUNK}), 0)
    assert bot(name, 1).choose(weak) == Pass(0)


def test_exchange_keeps_trumps_and_kings() -> None:
    state = build(Rules(), {0: "AS 2S KS QS KH 3D 4D 5C 6H"}, talon="7S")
    state, _ = declare(state, 0, Contract.ENTRADA)
    action = NormalBot(1).choose(seat_view(state, 0))
    assert isinstance(action, Exchange)
    assert set(action.discards) == set(parse_cards("3D 4D 5C 6H"))
    state, _ = run(state, action)
    assert NormalBot(1).choose(seat_view(state, 0)) == NameTrump(0, S)


def _trick_one(lead: str, second: str) -> MatchState:
    """Ombre (seat 0) holds trumps and ♦3; seat 2 all the other diamonds; seat 1 no diamond
    but three low trumps and clubs. Spades are trump; ``lead`` and ``second`` are played."""
    state = build(Rules(), {0: "AS 2S AC KS QS JS 7S 6S 3D", 2: "KD QD JD 2D 4D 5D 6D 7D AD",
                            1: "3S 4S 5S 2C 3C 4C 5C 6C 7C"})
    state, _ = declare(state, 0, Contract.SOLO)
    state, _ = exchange_nothing(state, S)
    state, _ = run(state, PlayCard(0, C(lead)), PlayCard(2, C(second)))
    assert seats_to_act(state) == (1,)
    return state


@pytest.mark.parametrize("name", ["normal", "hard"])
def test_a_defender_does_not_overtake_a_partners_winning_card(name: str) -> None:
    """Seat 2 wins ombre's ♦3 with the king: seat 1, last, keeps its trumps."""
    action = bot(name, 3).choose(seat_view(_trick_one("3D", "KD"), 1))
    assert isinstance(action, PlayCard) and action.card.suit is Suit.CLUBS


def test_a_defender_ruffs_cheaply_when_ombre_would_win() -> None:
    """Ombre leads ♦3 and seat 2 plays ♦7 (lower in a red suit): ombre is winning, and
    seat 1, last, ruffs with its lowest trump (Normal's rule; Hard weighs it by search)."""
    action = bot("normal", 3).choose(seat_view(_trick_one("3D", "7D"), 1))
    assert action == PlayCard(1, C("3S"))


def test_primeras_goes_on_only_with_sure_winners() -> None:
    state = build(Rules(), {0: "AS 2S AC KS QS JS 7S 6S 5S"})
    state, _ = declare(state, 0, Contract.ENTRADA)
    state, _ = run(state, Exchange(0, ()), NameTrump(0, S))
    state, _ = exchange_nothing(state)
    from ..helpers import play

    state, _ = play(state)
    assert state.phase is Phase.PRIMERAS
    assert NormalBot(1).choose(seat_view(state, 0)) == Primeras(0, True)
    assert EasyBot(1).choose(seat_view(state, 0)) == Primeras(0, False)
    assert bot("hard", 1).choose(seat_view(state, 0)) == Primeras(0, True)
