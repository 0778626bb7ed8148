"""The Normal bot's strategy: scenarios a Normal player must get right (and a random player
would often get wrong), built with ``start_hand`` so every position is a real one."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from hearts_desktop.games.hearts import (
    Card,
    ChooseMoon,
    ChoosePass,
    MatchState,
    PassCards,
    Phase,
    PlayCard,
    Rules,
    Suit,
    apply,
    parse_cards,
    seat_view,
    seats_to_act,
    start_hand,
)
from hearts_desktop.games.hearts.bots import EasyBot, NormalBot, RandomBot
from hearts_desktop.games.hearts.bots.normal import FULL, _Ctx
from hearts_desktop.games.hearts.bots.personalities import DEFAULT
from hearts_desktop.games.hearts.cards import FULL_PACK


def small(preset: str, hands: Sequence[str], **changes: object) -> MatchState:
    """A short hand under ``preset``: the pack is exactly the cards dealt (per pack), seat 0
    leads, no pass, penalty cards allowed on the first trick."""
    base = Rules.preset(preset)
    cards = {c for h in hands for c in parse_cards(h)}
    removed = tuple(c for c in FULL_PACK if c not in cards)
    rules = base.replace(removed_cards=removed, opening="dealer_left", first_trick_ban=False,
                         passing="none", pass_count=0, **changes)
    return start_hand(rules, hands, "hold")


def full(hand: str, *fixed: str, direction: str = "hold", rules: Rules | None = None,
         **kw: object) -> MatchState:
    """A full deal: seat 0 gets ``hand``, seats 1.. get ``fixed`` hands if given, and the
    remaining cards are dealt in order to the seats still short."""
    rules = rules or Rules.preset("classic")
    hands = [list(parse_cards(hand)), *(list(parse_cards(h)) for h in fixed)]
    hands += [[] for _ in range(rules.players - len(hands))]
    used = {c for h in hands for c in h}
    rest = [c for c in rules.deck() if c not in used]
    for h in hands:
        while len(h) < rules.hand_size:
            h.append(rest.pop(0))
    return start_hand(rules, hands, direction, **kw)  # type: ignore[arg-type]


def play(state: MatchState, *cards: str) -> MatchState:
    for c in cards:
        assert state.to_move is not None
        state, _ = apply(state, PlayCard(state.to_move, Card.parse(c)))
    return state


def normal(state: MatchState, seat: int | None = None) -> tuple[str, str]:
    seat = state.to_move if seat is None else seat
    assert seat is not None
    action, reason = NormalBot(1).choose_with_reason(seat_view(state, seat))
    assert isinstance(action, PlayCard)
    return str(action.card), reason


def passed(state: MatchState, seat: int = 0) -> tuple[set[str], str]:
    action, reason = NormalBot(1).choose_with_reason(seat_view(state, seat))
    assert isinstance(action, PassCards)
    return {str(c) for c in action.cards}, reason


# --------------------------------------------------------------------------- following


def test_follower_ducks_under_the_winning_card() -> None:
    state = small("classic", ["10D 2C 3C 4C", "3D 9D KD AD", "5D 6D 2H 3H", "7D 8D 4H 5H"])
    state = play(state, "10D")
    assert normal(state) == ("9D", "duck_under")


def test_void_follower_dumps_the_queen_on_another_seat() -> None:
    state = small("classic", ["5D 2C 3C 4C", "QS 2S KH 9C", "6D 7D 2H 3H", "8D 9D 4H 5H"])
    state = play(state, "5D")
    assert normal(state) == ("QS", "dump_queen")


def test_void_follower_dumps_a_high_spade_while_the_queen_is_out() -> None:
    state = small("classic", ["5D 2C 3C 4C", "AS 2S 3H 9C", "6D 7D 2H QS", "8D 9D 4H 5H"])
    state = play(state, "5D")
    assert normal(state) == ("AS", "dump_high_spade")


def test_last_player_takes_a_clean_trick_with_its_highest_card() -> None:
    state = small("classic", ["5D 2C 3C 4C", "7D 5C 2H 6C", "9D 7C 3H 8C", "3D KD AD 4H"])
    state = play(state, "5D", "7D", "9D")
    assert normal(state) == ("AD", "take_clean_trick")


def test_first_trick_is_won_high_when_nobody_may_throw_points() -> None:
    state = full("2C 3C 9C KC 2D 3D 4D 5D 6D 7D 8D 9D 10D",
                 "4C 5C 10C 2S 3S 4S 5S 6S 7S 8S 9S 10S JS")
    state = play(state, "2C")
    assert normal(state)[0] == "10C"  # the highest club: the trick is safe and gives the lead


def test_the_queen_is_not_played_on_a_trick_it_would_win() -> None:
    state = small("classic", ["9S 2C 3C 4C", "QS 5S 2H 6C", "7S 7C 3H 8C", "8S 3D 4H 5H"])
    state = play(state, "9S")
    assert normal(state)[0] == "5S"


def test_bonus_card_wins_a_safe_trick_in_omnibus() -> None:
    state = small("omnibus", ["5D 2C 3C 4C", "8D 5C 2H 6C", "10D 7C 3H 8C", "2D 3D JD 4H"])
    state = play(state, "5D", "8D", "10D")
    assert normal(state) == ("JD", "take_bonus")


def test_bonus_card_is_not_thrown_to_another_seat() -> None:
    state = small("omnibus", ["5C 2S 3S 4S", "JD 9D 7D 8D", "6C 7C 2H 3H", "8C 9C 4H 5H"])
    state = play(state, "5C")
    assert normal(state)[0] != "JD"


def test_pink_lady_queen_of_hearts_is_thrown_first() -> None:
    state = small("pink_lady", ["5C 2S 3S 4S", "QH AH 9D JD", "6C 7C 2H 3H", "8C 9C 4H 5H"])
    state = play(state, "5C")
    assert normal(state) == ("QH", "dump_queen")


# --------------------------------------------------------------------------- leading


def test_leads_low_and_not_hearts_once_broken() -> None:
    # Trick 1: seat 1 is void in clubs and throws a heart, seat 3 wins and leads.
    state = small("classic", ["2C 9D 10D QS", "2H 3D 8H 5S", "3C 4D 6H 6S", "AC 2D 9H KD"])
    state = play(state, "2C", "2H", "3C", "AC")
    card, reason = normal(state)
    assert card == "2D" and reason == "safe_lead"


def test_flushes_the_queen_with_low_spades() -> None:
    state = small("classic", ["10S JS 2D 3D", "QS 2S 4D 2H", "KS 3S 5D 3H", "AS 4S 6D 4H"])
    card, reason = normal(state)
    assert card in ("10S", "JS") and reason == "flush_queen"


def test_never_leads_spades_high_while_the_queen_is_out() -> None:
    state = small("classic", ["KS 2D 3C 4C", "QS 5S 5D 6C", "7S 7C 6D 8C", "8S 3S 9D 5C"])
    card, _ = normal(state)
    assert card != "KS"


# --------------------------------------------------------------------------- passing


def test_passes_the_queen_with_short_spades() -> None:
    state = full("QS 3S 5S 2C 7C 9C 4D 8D JD 2H 5H 8H 10H", direction="left")
    cards, reason = passed(state)
    assert "QS" in cards and reason == "pass_dangerous_spades"


def test_keeps_the_queen_with_five_low_spades() -> None:
    state = full("QS 2S 3S 4S 5S 6S 2C 7C 9C 4D 8D JD 2H", direction="left")
    cards, _ = passed(state)
    assert "QS" not in cards


def test_passes_unguarded_ace_and_king_of_spades() -> None:
    state = full("AS KS 3S 2C 7C 9C 10C 4D 8D 9D 2H 5H 8H", direction="left")
    cards, _ = passed(state)
    assert {"AS", "KS"} <= cards


def test_makes_a_void_in_a_short_suit_and_keeps_the_club_ace() -> None:
    state = full("AC 4D 9D 2S 3S 4S 5S 6S 2H 3H 4H 5H 6H", direction="right")
    cards, reason = passed(state)
    assert "AC" not in cards
    assert {"4D", "9D"} <= cards and reason == "void_suit"


def test_voids_diamonds_when_the_clubs_are_low() -> None:
    # Korean tip 3: clubs 2 3 7 and diamonds 10 J K: void the diamonds.
    state = full("2C 3C 7C 10D JD KD 2S 3S 4S 5S 2H 3H 4H", direction="left")
    cards, _ = passed(state)
    assert cards == {"10D", "JD", "KD"}


def test_passes_high_hearts() -> None:
    state = full("2C 3C 4C 5C 2D 3D 4D 5D 2S 3S AH KH QH", direction="left")
    cards, reason = passed(state)
    assert cards == {"AH", "KH", "QH"} and reason == "pass_high_hearts"


def test_a_moon_hand_keeps_its_high_cards() -> None:
    state = full("AH KH QH JH 10H 9H AS KS QS AC 4C 3D 2D", direction="left")
    cards, reason = passed(state)
    assert reason == "pass_for_moon"
    assert not cards & {"AH", "KH", "QH", "JH", "AS", "KS", "QS", "AC"}


def test_bonus_card_is_kept_when_passing() -> None:
    rules = Rules.preset("omnibus")
    state = full("JD QD KD AD 2C 3C 2S 3S 4S 5S 2H 3H 4H", direction="left", rules=rules)
    cards, _ = passed(state)
    assert "JD" not in cards


# --------------------------------------------------------------------------- the moon


def _moon_run() -> MatchState:
    """Seat 1 has taken Q♠ and six hearts, nobody else a point: a moon attempt."""
    hands = [
        "2C 3S 9S 10S JS KS QD KD AD JH QH KH AH",
        "AC KC QC JC 10C 9C 8C 7C 6C 5C AS 5H 2D",
        "3C QS 4S 5S 3D 4D 5D 6D 7D 2H 3H 4H 9H",
        "4C 2S 6S 7S 8S 8D 9D 10D JD 6H 7H 8H 10H",
    ]
    state = start_hand(Rules.preset("classic"), hands, "hold")
    return play(state, "2C", "AC", "3C", "4C",  # seat 1 wins trick 1
                "AS", "QS", "2S", "3S",  # and the queen
                "KC", "2H", "6H", "JH",  # and hearts thrown by void seats
                "QC", "3H", "7H", "QH")


def test_blocks_a_moon_by_taking_a_heart() -> None:
    state = play(_moon_run(), "5H")
    assert state.to_move == 2
    assert normal(state) == ("9H", "block_moon")


def test_does_not_feed_hearts_to_a_moon_shooter() -> None:
    state = play(_moon_run(), "JC")
    card, _ = normal(state)
    assert Card.parse(card).suit is not Suit.HEARTS and card != "QS"


def test_easy_sometimes_ignores_the_moon_threat() -> None:
    state = play(_moon_run(), "5H")
    view = seat_view(state, 2)
    plays = {EasyBot(s).choose(view) for s in range(40)}
    assert PlayCard(2, Card.parse("4H")) in plays


def test_shooter_tries_and_gives_up_once_someone_else_scores() -> None:
    hands = [
        "KC AH KH QH JH 10H 9H AS KS QS AD KD QD",
        "2D 3D 4D 5D 6D 2S 3S 4S 5S 6S 2H 3H 4H",
        "2C 3C 4C 5C 6C 7C 7D 8D 9D 10D 7S 8S 9S",
        "AC 8C 9C 10C JC QC JD 10S JS 5H 6H 7H 8H",
    ]
    state = start_hand(Rules.preset("classic"), hands, "hold")
    state = play(state, "2C", "AC")
    assert _Ctx(seat_view(state, 0), FULL, DEFAULT).shooting
    state = play(state, "KC", "2D", "8C")  # seat 3 wins trick 1 and leads again
    card, reason = normal(state)
    assert reason == "shoot_moon" and Card.parse(card).suit is not Suit.HEARTS
    state = play(state, card, "2H", "3C")  # seat 3 takes a heart
    assert state.to_move == 3
    state = play(state, "9C")
    assert not _Ctx(seat_view(state, 0), FULL, DEFAULT).shooting
    assert normal(state)[1] != "shoot_moon"


# --------------------------------------------------------------------------- decisions


def _moon_choice(scores: list[int]) -> str:
    clubs = " ".join(f"{r}C" for r in ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q",
                                        "K", "A"))
    rules = Rules.preset("classic").replace(moon="choice")
    rest = [c for c in rules.deck() if c.suit is not Suit.CLUBS]
    hands = [clubs, *(" ".join(str(c) for c in rest[i:i + 13]) for i in (0, 13, 26))]
    state = start_hand(rules, hands, "hold", match_scores=scores)
    while state.phase is Phase.PLAYING:
        seat = seats_to_act(state)[0]
        state, _ = apply(state, RandomBot(seat).choose(seat_view(state, seat)))
    assert state.phase is Phase.MOON_CHOICE and state.to_move == 0
    action, reason = NormalBot(1).choose_with_reason(seat_view(state, 0))
    assert isinstance(action, ChooseMoon) and reason == "moon_choice"
    return action.option


def test_moon_choice_wins_the_match_when_it_can() -> None:
    # "others" pushes seat 1 over 100 and seat 0 (60) is lowest: the match is won.
    assert _moon_choice([60, 90, 50, 80]) == "others"


def test_moon_choice_does_not_end_a_match_it_would_lose() -> None:
    # "others" would end the match with seat 2 (46) ahead of seat 0 (70).
    assert _moon_choice([70, 80, 20, 30]) == "self"


def test_dealer_chooses_a_sensible_pass_scheme() -> None:
    rules = Rules.preset("classic").replace(passing="dealer_choice")
    state = start_hand(rules, [FULL_PACK[i::4] for i in range(4)], None, dealer=3)
    assert state.phase is Phase.CHOOSING_PASS
    view = seat_view(state, 3)
    action, reason = NormalBot(1).choose_with_reason(view)
    assert isinstance(action, ChoosePass) and action in view.legal
    assert sum(c for _, c in action.scheme) == 3 and len(action.scheme) == 1
    assert reason == "pass_scheme"


# --------------------------------------------------------------------------- other packs


def test_hilo_joker_played_as_the_low_joker_to_duck() -> None:
    state = small("hilo_joker", ["5C JK 9H", "JK 2D 7H", "6C 5H 3D"], jokers=True)
    state = play(state, "5C", "JK", "6C", "5H")  # the first joker was thrown: it ranked high
    assert state.to_move == 0
    assert normal(state)[0] == "JK"  # the second joker ranks below 2♥


def test_hilo_first_joker_is_not_wasted_under_a_low_lead() -> None:
    state = small("hilo_joker", ["5H 6H 7H", "JK 2H 4C", "JK 2C 3C"], jokers=True)
    state = play(state, "5H")
    assert normal(state)[0] == "2H"  # the first joker would rank above A♥ and win


def test_cancellation_identical_card_cancels_to_duck() -> None:
    hands = ["2H 2H", "KH AH", "3C 3C", "4C 4C", "5C 5C", "KH AH"]
    base = Rules.preset("cancellation")
    removed = tuple(c for c in FULL_PACK if str(c) not in ("2H", "KH", "AH", "3C", "4C", "5C"))
    rules = base.replace(removed_cards=removed, first_trick_ban=False, passing="none",
                         pass_count=0)
    state = start_hand(rules, hands, "hold")
    state = play(state, "2H", "KH", "3C", "4C", "5C")
    assert state.to_move == 5
    assert normal(state)[0] == "KH"  # cancels seat 1's K♥; the A♥ would win the trick


@pytest.mark.parametrize("preset", ["kitty", "hilo_joker", "cancellation", "spot", "complex"])
def test_normal_scores_less_than_random_players(preset: str) -> None:
    rules = Rules.preset(preset)
    n = rules.players
    mine = theirs = 0.0
    for deal in range(6):
        from hearts_desktop.games.hearts import deal_cards

        hands, rest = deal_cards(rules, 40 + deal, 1, n - 1)
        seat = deal % n
        state = start_hand(rules, hands, "left", leftover=rest)
        bots = [NormalBot(s) if s == seat else RandomBot(s + deal) for s in range(n)]
        while not state.is_over:
            s = seats_to_act(state)[0]
            view = seat_view(state, s)
            action = bots[s].choose(view)
            assert action in view.legal
            state, _ = apply(state, action)
        score = [x.real + x.imag if isinstance(x, complex) else x for x in state.hand_scores]
        mine += score[seat]
        theirs += (sum(score) - score[seat]) / (n - 1)
    assert mine < theirs
