"""Every edge case E1..E36 of shared/rules/hearts.md section 11, one test function each.

Each test builds the case's situation from an explicit deal through the public engine API
(``start_hand`` / ``new_match`` + ``apply``) and asserts what the specification states.
Card notation in comments follows the spec (2♣, Q♠, 10♥); code uses the engine's text
form ("2C", "QS", "10H", "JK").
"""

from __future__ import annotations

import copy
from collections import Counter
from collections.abc import Callable
from dataclasses import replace

import pytest

from hearts_desktop.games.hearts import (
    Abandon,
    Card,
    CardPlayed,
    CardsPassed,
    ChoosePass,
    HandScored,
    HeartsBroken,
    IllegalActionError,
    KittyTaken,
    MatchOver,
    MoonShot,
    PassCards,
    Phase,
    PlayCard,
    QueenOfSpadesPlayed,
    Rules,
    SeatSubstituted,
    Suit,
    TimedOut,
    Timeout,
    Transfer,
    TrickSetAside,
    TrickWon,
    Violation,
    apply,
    legal_actions,
    legal_cards,
    new_match,
    parse_cards,
    scoring,
    seat_view,
    seats_to_act,
    start_hand,
)

CLASSIC = Rules.preset("classic")
Pick = Callable[[object, int, list[Card]], Card]

# --------------------------------------------------------------------------- helpers


def cards(text: str) -> list[Card]:
    return list(parse_cards(text))


def cardset(text: str) -> set[Card]:
    return set(parse_cards(text))


def deal(rules: Rules, fixed: dict[int, str] | None = None, leftover: str | None = None,
         order: list[int] | None = None) -> tuple[list[list[Card]], list[Card]]:
    """A full deal: the ``fixed`` seats hold those cards; every other card in play is dealt
    in deck order (clubs, diamonds, spades, hearts; low to high) to the seats in ``order``
    until each hand is full; the rest (or ``leftover``) is the kitty / face-up cards."""
    n, size = rules.players, rules.hand_size
    pool = Counter(rules.deck())
    hands = [cards((fixed or {}).get(s, "")) for s in range(n)]
    left = cards(leftover) if leftover is not None else None
    for group in [*hands, left or []]:
        assert not Counter(group) - pool, f"cards not in play (or used twice): {group}"
        pool -= Counter(group)
    rest = sorted(pool.elements())
    for s in order if order is not None else range(n):
        need = size - len(hands[s])
        hands[s] += rest[:need]
        rest = rest[need:]
    assert all(len(h) == size for h in hands)
    if left is None:
        left = rest
    assert len(left) == rules.leftover_count
    return hands, left


def start(rules: Rules, hands, pass_direction="hold", **kw):
    """``start_hand`` (a hold deal by default); a hand may be written as one string."""
    hands = [cards(h) if isinstance(h, str) else h for h in hands]
    return start_hand(rules, hands, pass_direction, **kw)


def play(state, *moves: str):
    """Play the given cards in order, each by the seat to move."""
    events: list = []
    for card in moves:
        state, ev = apply(state, PlayCard(state.to_move, card))
        events += ev
    return state, events


def first_legal(state, seat, legal):
    return legal[0]


def keeping(keep: dict[int, str]) -> Pick:
    """Play the first legal card that is not kept back (kept cards go last)."""
    kept = {s: cardset(t) for s, t in keep.items()}

    def pick(state, seat, legal):
        free = [c for c in legal if c not in kept.get(seat, set())]
        return (free or legal)[0]

    return pick


def preferring(pred: Callable[[int, Card], bool]) -> Pick:
    """Play the first legal card with ``pred(seat, card)``, else the first legal card."""

    def pick(state, seat, legal):
        good = [c for c in legal if pred(seat, c)]
        return (good or legal)[0]

    return pick


def autoplay(state, pick: Pick = first_legal, until=None):
    """Act for every seat (passing the first cards of the hand; playing ``pick``'s card)
    until the hand or match is over, or ``until(state)`` holds."""
    events: list = []
    while not state.is_over and not (until is not None and until(state)):
        if state.phase is Phase.PASSING:
            seat = seats_to_act(state)[0]
            count = sum(c for _, c in state.pass_plan)
            action = PassCards(seat, state.hands[seat][:count])
        elif state.phase is Phase.PLAYING:
            seat = state.to_move
            action = PlayCard(seat, pick(state, seat, legal_cards(state)))
        else:
            raise AssertionError(f"autoplay cannot act in phase {state.phase}")
        state, ev = apply(state, action)
        events += ev
    return state, events


def of(events, kind) -> list:
    return [e for e in events if isinstance(e, kind)]


def scored(events) -> HandScored:
    (hs,) = of(events, HandScored)
    return hs


def assert_illegal(state, action, rule: Violation) -> None:
    before = copy.deepcopy(state)
    with pytest.raises(IllegalActionError) as info:
        apply(state, action)
    assert info.value.rule is rule
    assert state == before


def all_clubs_deal(rules: Rules, seat: int) -> list[list[Card]]:
    """``seat`` holds all 13 clubs; the rest is dealt in deck order (a forced moon: E17)."""
    hands, _ = deal(rules, {seat: "2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC AC"})
    return hands


# E15 deal: seat 0 ends with all 13 hearts, seat 1 with Q♠ (and nothing else of value).
# s0 leads clubs after winning trick 1 with 3♣, everyone else is void; on trick 13 s0 leads
# 2♠ and s1's last card Q♠ beats 3♠ and 4♠.
SPLIT_DEAL = [
    "3C 4C 5C 6C 7C 8C 9C 10C JC QC KC AC 2S",
    "2C QS 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH",
    "KH AH 3S 2D 3D 4D 5D 6D 7D 8D 9D 10D JD",
    "4S 5S 6S 7S 8S 9S 10S JS KS AS QD KD AD",
]
SPLIT_KEEP = keeping({1: "QS", 2: "3S", 3: "4S"})

# Moon without sun: s0 collects every heart and Q♠ on its club tricks, but on trick 13 it
# leads 2♦ and s2 wins with J♦ over 3♦ and 4♦.
MOON_NOT_SUN_DEAL = [
    "3C 4C 5C 6C 7C 8C 9C 10C JC QC KC AC 2D",
    "2C 3D QS 2H 3H 4H 5H 6H 7H 8H 9H 10H JH",
    "JD QH KH AH 5D 6D 7D 8D 9D 10D QD KD AD",
    "4D 2S 3S 4S 5S 6S 7S 8S 9S 10S JS KS AS",
]
MOON_NOT_SUN_KEEP = keeping({1: "3D", 2: "JD", 3: "4D"})


def test_fixed_deals_are_complete():
    for hands in (SPLIT_DEAL, MOON_NOT_SUN_DEAL):
        assert Counter(c for h in hands for c in cards(h)) == Counter(CLASSIC.deck())


# --------------------------------------------------------------------------- E1 - E14: play


def test_e01_opening_card_is_forced():
    # Hold deal; seat 0 holds 2♣ 9♣ A♣: only 2♣ may be led.
    hands, _ = deal(CLASSIC, {0: "2C 9C AC"}, order=[1, 2, 3, 0])
    state = start(CLASSIC, hands)
    assert state.to_move == 0
    assert legal_cards(state) == cards("2C")
    assert legal_actions(state) == [PlayCard(0, "2C")]
    for card in ("9C", "AC"):
        assert_illegal(state, PlayCard(0, card), Violation.MUST_LEAD_OPENING_CARD)
    state, events = play(state, "2C")
    assert of(events, CardPlayed) == [CardPlayed(0, Card.parse("2C"), 1, True)]


def test_e02_two_of_clubs_was_passed():
    # Seat 0 is dealt 2♣ and passes it left to seat 1, who must lead it.
    hands, _ = deal(CLASSIC, {0: "2C 3C 4C"})
    state = start(CLASSIC, hands, "left")
    for seat in range(4):
        state, _ = apply(state, PassCards(seat, hands[seat][:3]))  # s0 gives 2♣ 3♣ 4♣
    assert Card.parse("2C") in state.hands[1]
    assert state.to_move == 1
    assert legal_cards(state) == cards("2C")
    state, events = play(state, "2C")
    assert of(events, CardPlayed)[0].seat == 1

    # On a hold deal the dealt holder leads.
    held = start(CLASSIC, hands, "hold")
    assert held.to_move == 0
    assert legal_cards(held) == cards("2C")


@pytest.mark.parametrize(
    ("players", "removal", "opening", "removed"),
    [
        (5, "standard", "3C", "2C 2D"),
        (6, "standard", "4C", "2C 3C 2D 3D"),
        (6, "korean", "3C", "2S 2C 2D 3S"),
    ],
    ids=["5p", "6p-default", "6p-korean"],
)
def test_e03_two_of_clubs_not_in_play(players, removal, opening, removed):
    # 2♣ is removed: the holder of the lowest club in play (here the last seat) leads it.
    rules = CLASSIC.replace(players=players, removal=removal)
    assert set(rules.removed()) == cardset(removed)
    holder = players - 2
    hands, _ = deal(rules, {holder: opening})
    state = start(rules, hands)
    assert state.to_move == holder
    assert legal_cards(state) == cards(opening)
    state, events = play(state, opening)
    assert of(events, CardPlayed)[0] == CardPlayed(holder, Card.parse(opening), 1, True)


def test_e04_void_on_trick_one_mixed_hand():
    # 2♣ led; seat 1 has no clubs: 5♥ Q♠ 9♦ 4♠ and more hearts. Legal {9♦, 4♠}.
    hands, _ = deal(CLASSIC, {1: "5H QS 9D 4S 2H 3H 4H 6H 7H 8H 9H 10H JH", 0: "2C"})
    state, _ = play(start(CLASSIC, hands), "2C")
    assert state.to_move == 1
    assert set(legal_cards(state)) == cardset("9D 4S")
    assert_illegal(state, PlayCard(1, "QS"), Violation.NO_POINTS_ON_FIRST_TRICK)
    assert_illegal(state, PlayCard(1, "5H"), Violation.NO_POINTS_ON_FIRST_TRICK)


def test_e05_void_on_trick_one_only_hearts():
    # Seat 1 is dealt ten hearts and 2♦ 3♦ 4♦; passing left, it gives the diamonds away
    # and receives Q♥ K♥ A♥ from seat 0: 13 hearts. On 2♣ every heart is legal.
    hands, _ = deal(CLASSIC, {0: "2C QH KH AH", 1: "2H 3H 4H 5H 6H 7H 8H 9H 10H JH 2D 3D 4D"})
    state = start(CLASSIC, hands, "left")
    state, _ = apply(state, PassCards(0, cards("QH KH AH")))
    state, _ = apply(state, PassCards(1, cards("2D 3D 4D")))
    for seat in (2, 3):
        state, _ = apply(state, PassCards(seat, state.hands[seat][:3]))
    assert all(c.suit is Suit.HEARTS for c in state.hands[1]) and len(state.hands[1]) == 13
    state, _ = play(state, "2C")
    assert set(legal_cards(state)) == set(state.hands[1])
    assert not state.hearts_broken
    state, events = play(state, "9H")
    assert state.hearts_broken
    assert of(events, HeartsBroken) == [HeartsBroken(1, Card.parse("9H"))]


@pytest.mark.parametrize("queen_breaks", [False, True])
def test_e06_void_on_trick_one_hearts_and_queen(queen_breaks):
    # 2♣ led; seat 1 holds Q♠ and twelve hearts: every card is legal, Q♠ included (Q2).
    # Playing Q♠ breaks hearts only with O-BREAK-QS.
    rules = CLASSIC.replace(queen_breaks_hearts=queen_breaks)
    hands, _ = deal(rules, {0: "2C", 1: "QS 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH"})
    state, _ = play(start(rules, hands), "2C")
    assert set(legal_cards(state)) == set(state.hands[1])
    state, events = play(state, "QS")
    assert of(events, QueenOfSpadesPlayed) == [QueenOfSpadesPlayed(1, 1)]
    assert state.hearts_broken is queen_breaks
    assert of(events, HeartsBroken) == ([HeartsBroken(1, Card.parse("QS"))] if queen_breaks
                                        else [])
    state, _ = autoplay(state, until=lambda s: s.trick.number == 2)
    assert state.hearts_broken is queen_breaks


def test_e07_void_on_trick_one_queen_and_harmless_spades():
    # 2♣ led; seat 1 holds Q♠ 2♠ 7♠ and ten hearts. Legal {2♠, 7♠}.
    hands, _ = deal(CLASSIC, {0: "2C", 1: "QS 2S 7S 2H 3H 4H 5H 6H 7H 8H 9H 10H JH"})
    state, _ = play(start(CLASSIC, hands), "2C")
    assert set(legal_cards(state)) == cardset("2S 7S")
    assert_illegal(state, PlayCard(1, "QS"), Violation.NO_POINTS_ON_FIRST_TRICK)


@pytest.mark.parametrize(
    ("lead_exception", "legal"),
    [("hearts_only", "QS"), ("penalty_only", "QS 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH")],
)
def test_e08_leader_with_hearts_and_queen_only(lead_exception, legal):
    # Seat 1 holds A♣ Q♠ 2♥..Q♥; it wins trick 1 (2♣ A♣ ...) and leads trick 2 with only
    # Q♠ and hearts, hearts unbroken. Default: only Q♠. PENALTY_ONLY: Q♠ and every heart.
    rules = CLASSIC.replace(lead_exception=lead_exception)
    hands, _ = deal(rules, {0: "2C", 1: "AC QS 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH"})
    state, _ = play(start(rules, hands), "2C", "AC")
    state, events = autoplay(state, until=lambda s: s.trick.number == 2)
    assert of(events, TrickWon)[0].winner == 1
    assert state.to_move == 1 and not state.hearts_broken
    assert set(legal_cards(state)) == cardset(legal)
    if lead_exception == "hearts_only":
        assert_illegal(state, PlayCard(1, "2H"), Violation.HEARTS_NOT_BROKEN)


def test_e09_leader_with_hearts_only():
    # Seat 1 holds A♣ 2♥..K♥, wins trick 1 and leads with only hearts, hearts unbroken:
    # every heart is legal, and leading one breaks hearts.
    hands, _ = deal(CLASSIC, {0: "2C", 1: "AC 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH"})
    state, _ = play(start(CLASSIC, hands), "2C", "AC")
    state, _ = autoplay(state, until=lambda s: s.trick.number == 2)
    assert state.to_move == 1 and not state.hearts_broken
    assert set(legal_cards(state)) == set(state.hands[1])
    state, events = play(state, "7H")
    assert state.hearts_broken
    assert of(events, HeartsBroken) == [HeartsBroken(1, Card.parse("7H"))]


E10_DEAL = [
    "2C 3C 4C 5C 2D 3D 4D 5D 2S 3S 4S 5S 6S",
    "AC AD KD QD JD 10D 9D 2H 3H 4H 5H 6H 7H",
    "6C 7C 8C 9C 10C JC QC KC 8H 9H 10H JH QH",
    "6D 7D 8D 7S 8S 9S 10S JS QS KS AS KH AH",
]


def test_e10_discarding_hearts_before_broken():
    # Trick 1: 2♣ A♣ 6♣ 6♦ (s1 wins). Trick 2: s1 may not lead a heart; it leads A♦ and
    # s2, void in diamonds, discards 8♥: legal although unbroken, and it breaks hearts.
    state = start(CLASSIC, E10_DEAL)
    state, _ = play(state, "2C", "AC", "6C", "6D")
    assert state.to_move == 1
    assert set(legal_cards(state)) == cardset("AD KD QD JD 10D 9D")
    state, _ = play(state, "AD")
    assert set(legal_cards(state)) == set(state.hands[2])  # hearts included
    state, events = play(state, "8H")
    assert state.hearts_broken
    assert of(events, HeartsBroken) == [HeartsBroken(2, Card.parse("8H"))]
    state, events = play(state, "7D", "2D")
    assert of(events, TrickWon)[0].winner == 1
    # Trick 3: the leader may now lead hearts.
    assert set(legal_cards(state)) == set(state.hands[1])
    assert cardset("2H 7H") <= set(legal_cards(state))


E11_DEAL = [
    "2C 3C 4C 2S 3S 4S 2D 3D 4D 2H 3H 4H 5H",
    "AC QS 5D 6D 7D 8D 9D 6H 7H 8H 9H 10H 5S",
    "5C 6C 7C 8C 9C 6S 7S 8S 10D JD QD JH QH",
    "10C JC QC KC 9S 10S JS KS AS KD AD KH AH",
]


@pytest.mark.parametrize("queen_breaks", [False, True])
def test_e11_queen_of_spades_lead(queen_breaks):
    # Trick 1: 2♣ A♣ 5♣ 10♣ (s1 wins). Trick 2, hearts unbroken: s1 leads Q♠ (legal);
    # everyone follows spades, so hearts stay unbroken unless O-BREAK-QS.
    rules = CLASSIC.replace(queen_breaks_hearts=queen_breaks)
    state, _ = play(start(rules, E11_DEAL), "2C", "AC", "5C", "10C")
    assert state.to_move == 1 and state.trick.number == 2
    assert Card.parse("QS") in legal_cards(state)
    state, events = play(state, "QS", "6S", "9S", "2S")
    assert of(events, CardPlayed)[0].leads
    assert of(events, TrickWon)[0].winner == 1
    assert state.hearts_broken is queen_breaks
    assert len(of(events, HeartsBroken)) == (1 if queen_breaks else 0)


def test_e12_follow_suit_beats_first_trick_ban():
    # Dealer's-left opening: s0 leads 8♠ on trick 1; s1's only spade is Q♠: it must play Q♠.
    rules = CLASSIC.replace(opening="dealer_left")
    hands, _ = deal(rules, {0: "8S", 1: "QS"}, order=[1, 0, 2, 3])
    assert [c for c in hands[1] if c.suit is Suit.SPADES] == cards("QS")
    state = start(rules, hands, dealer=3)
    assert state.to_move == 0
    state, _ = play(state, "8S")
    assert legal_cards(state) == cards("QS")
    assert_illegal(state, PlayCard(1, "2C"), Violation.MUST_FOLLOW_SUIT)
    state, events = play(state, "QS")
    assert of(events, QueenOfSpadesPlayed) == [QueenOfSpadesPlayed(1, 1)]


def test_e13_dealer_left_opener_with_penalty_only_hand():
    rules = CLASSIC.replace(opening="dealer_left")
    # Opener (s0) holds Q♠ 2♥..K♥: the only legal lead is Q♠.
    hands, _ = deal(rules, {0: "QS 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH"})
    state = start(rules, hands, dealer=3)
    assert state.to_move == 0 and not state.hearts_broken
    assert legal_cards(state) == cards("QS")
    assert_illegal(state, PlayCard(0, "2H"), Violation.HEARTS_NOT_BROKEN)
    # Opener holds only hearts: every heart is legal.
    hands, _ = deal(rules, {0: "2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AH"})
    state = start(rules, hands, dealer=3)
    assert set(legal_cards(state)) == set(state.hands[0])


E14_DEAL = [
    "2C 3C 4C 10D AS 4S 5S 6S 7S 8S 9S 10S JS",
    "KC AD KD 2D 3D 4D 5D 6D 7D 8D 9D 2S 3S",
    "AC 5C 6C JD 2H 3H 4H 5H 6H 7H 8H 9H 10H",
    "QD KH 7C 8C 9C 10C JC QC QS KS JH QH AH",
]


def test_e14_leader_wins_when_everyone_else_is_void():
    # Tricks 1-2 strip the diamonds (2♣ K♣ 5♣ 7♣; A♦ J♦ Q♦ 10♦). Trick 3: s1 leads 2♦,
    # the others are void and discard A♣, K♥, A♠: s1 wins the trick and 1 point.
    state = start(CLASSIC, E14_DEAL)
    state, _ = play(state, "2C", "KC", "5C", "7C", "AD", "JD", "QD", "10D")
    assert state.to_move == 1 and state.trick.number == 3
    state, events = play(state, "2D", "AC", "KH", "AS")
    (won,) = of(events, TrickWon)
    assert won.winner == 1 and won.points == 1
    assert state.to_move == 1
    assert state.hand_scores[1] == 1


# --------------------------------------------------------------------------- E15 - E24: scoring


def test_e15_moon_is_per_player():
    # s0 takes all 13 hearts, s1 takes Q♠: nobody shot the moon; 13 and 13.
    state, events = autoplay(start(CLASSIC, SPLIT_DEAL), SPLIT_KEEP)
    hearts = {c for c in CLASSIC.deck() if c.suit is Suit.HEARTS}
    assert hearts <= set(state.captured[0]) and Card.parse("QS") in state.captured[1]
    hs = scored(events)
    assert hs.shooter is None and not of(events, MoonShot)
    assert hs.deal_scores == (13, 13, 0, 0)
    assert state.match_scores == (13, 13, 0, 0)


def test_e16_moon_with_omnibus():
    rules = Rules.preset("omnibus")
    # The shooter (s0, all 13 clubs: wins every trick) also took J♦: -10, others +26.
    state, events = autoplay(start(rules, all_clubs_deal(rules, 0)))
    assert Card.parse("JD") in state.captured[0]
    hs = scored(events)
    assert hs.shooter == 0
    assert hs.deal_scores == (-10, 26, 26, 26)
    # A non-shooter (s2) took J♦ on the last trick: 26 - 10 = 16.
    state, events = autoplay(start(rules, MOON_NOT_SUN_DEAL), MOON_NOT_SUN_KEEP)
    assert Card.parse("JD") in state.captured[2]
    hs = scored(events)
    assert hs.shooter == 0
    assert hs.deal_scores == (0, 26, 16, 26)


@pytest.mark.parametrize("sun", [False, True])
@pytest.mark.parametrize("how", ["dealt", "passed"])
def test_e17_thirteen_clubs(how, sun):
    # s0 holds all 13 clubs (dealt, or 10 dealt + Q♣ K♣ A♣ passed in from s3): it must lead
    # 2♣, can only ever lead clubs, and wins every trick: a forced moon (sun with O-SUN).
    rules = CLASSIC.replace(sun=sun)
    if how == "dealt":
        state = start(rules, all_clubs_deal(rules, 0))
    else:
        hands, _ = deal(rules, {0: "2C 3C 4C 5C 6C 7C 8C 9C 10C JC 2D 3D 4D", 3: "QC KC AC"})
        state = start(rules, hands, "left")
        for seat, give in enumerate([cards("2D 3D 4D"), hands[1][:3], hands[2][:3],
                                     cards("QC KC AC")]):
            state, _ = apply(state, PassCards(seat, give))
    assert all(c.suit is Suit.CLUBS for c in state.hands[0]) and len(state.hands[0]) == 13
    assert state.to_move == 0 and legal_cards(state) == cards("2C")
    events: list = []
    while not state.is_over:
        if state.to_move == 0 and not state.trick.plays:
            assert all(c.suit is Suit.CLUBS for c in legal_cards(state))
        done = len(state.tricks)
        state, ev = autoplay(state, until=lambda s, done=done: len(s.tricks) > done)
        events += ev
    assert {e.winner for e in of(events, TrickWon)} == {0}
    assert state.tricks_taken == (13, 0, 0, 0)
    assert of(events, MoonShot) == [MoonShot(0, sun)]
    assert scored(events).deal_scores == ((0, 52, 52, 52) if sun else (0, 26, 26, 26))


def test_e18_moon_ends_game_for_shooter():
    # Scores 90/80/85/40; s3 (all clubs) shoots: 116/106/111/40, game over, s3 wins.
    state, events = autoplay(start(CLASSIC, all_clubs_deal(CLASSIC, 3),
                                   match_scores=(90, 80, 85, 40)))
    assert scored(events).shooter == 3
    assert state.phase is Phase.MATCH_OVER
    (over,) = of(events, MatchOver)
    assert over.match_scores == (116, 106, 111, 40)
    assert over.winners == (3,)
    assert over.ranking == (4, 2, 3, 1)  # ascending order of score (8.4)


@pytest.mark.parametrize(
    ("end", "target", "over", "final"),
    [
        ("exceeds", False, False, 100),
        ("reaches", False, True, 100),
        ("exceeds", True, False, 50),
        ("reaches", True, False, 50),
    ],
)
def test_e19_exactly_one_hundred(end, target, over, final):
    # s0 at 87 takes 13 hearts: exactly 100. EXCEEDS: play on; REACHES: game over;
    # O-TARGET first drops 100 to 50, so the game continues under both.
    rules = CLASSIC.replace(end=end, target_reset=target)
    state, events = autoplay(start(rules, SPLIT_DEAL, match_scores=(87, 0, 0, 0)),
                             SPLIT_KEEP)
    assert scored(events).deal_scores[0] == 13
    assert state.match_scores[0] == final
    assert (state.phase is Phase.MATCH_OVER) is over
    assert bool(of(events, MatchOver)) is over
    if not over:
        assert state.phase is Phase.HAND_OVER
    assert scoring.over_threshold(rules, 100) is (end == "reaches")


def test_e20_target_score_after_moon():
    # s0 at 24 receives +26 from s3's moon: 50 -> 0.
    rules = CLASSIC.replace(target_reset=True)
    state, events = autoplay(start(rules, all_clubs_deal(rules, 3),
                                   match_scores=(24, 10, 30, 5)))
    hs = scored(events)
    assert hs.shooter == 3 and hs.deal_scores == (26, 26, 26, 0)
    assert hs.target_resets == (0,)
    assert state.match_scores == (0, 36, 56, 5)
    # The arithmetic itself.
    assert scoring.target_reset(24 + 26) == 0
    assert scoring.target_reset(100) == 50  # once per deal: not on to 0
    assert scoring.target_reset(36) == 36


@pytest.mark.parametrize("tie", ["shared", "play_on"])
def test_e21_tie_for_lowest_at_game_end(tie):
    # Before: 88/47/60/87; s0 and s1 take 13 each: final 101/60/60/87.
    rules = CLASSIC.replace(tie=tie)
    state, events = autoplay(start(rules, SPLIT_DEAL, match_scores=(88, 47, 60, 87)),
                             SPLIT_KEEP)
    assert state.match_scores == (101, 60, 60, 87)
    if tie == "shared":
        (over,) = of(events, MatchOver)
        assert over.winners == (1, 2)
        assert over.ranking == (4, 1, 1, 3)
    else:
        # O-TIE = PLAY_ON: the match is not over; another deal would be played.
        assert not of(events, MatchOver)
        assert state.phase is Phase.HAND_OVER
        assert not scoring.game_over(rules, (101, 60, 60, 87), 1, ())
        assert scoring.game_over(rules, (101, 59, 60, 87), 1, ())


def test_e22_negative_scores():
    # O-MOON = SELF: s0 at 10 shoots (all clubs) and goes to -16.
    rules = CLASSIC.replace(moon="self")
    state, events = autoplay(start(rules, all_clubs_deal(rules, 0), match_scores=(10, 0, 0, 0)))
    assert scored(events).deal_scores == (-26, 0, 0, 0)
    assert state.match_scores == (-16, 0, 0, 0)
    assert state.phase is Phase.HAND_OVER
    captured = [list(rules.deck()), [], [], []]
    assert scoring.deal_scores(rules, captured, 0, False, "self") == (-26, 0, 0, 0)


E23_DEAL = [
    "10C AD KD QD 10D 2S 3S 4S 5S 6S 7S 8S 9S",
    "2C JD 2H 3H 4H QS JS 5H 6H 7H 8H 9H 10H",
    "3C 2D 4D 6D 8D AS KS 5C 6C 7C 8C 9C JH",
    "4C 3D 5D 7D 9D 10S JC QC KC AC QH KH AH",
]


def test_e23_ten_of_clubs():
    # O-CLUB10 + Omnibus: s0 captures 10♣, J♦ and exactly 3 hearts: (3 - 10) x 2 = -14.
    rules = Rules.preset("club10")
    state = start(rules, E23_DEAL)
    state, _ = play(state, "2C", "3C", "4C", "10C")  # s0 wins 10♣
    state, _ = play(state, "AD", "JD", "2D", "3D")  # s0 wins J♦
    state, _ = play(state, "KD", "2H", "4D", "5D")  # s1 is void: 2♥, 3♥, 4♥ go to s0
    state, _ = play(state, "QD", "3H", "6D", "7D")
    state, _ = play(state, "10D", "4H", "8D", "9D")
    state, events = play(state, "2S", "QS", "AS", "10S")  # s2 wins Q♠
    assert of(events, TrickWon)[0].winner == 2
    # s0 is left with 3♠..9♠ and never wins again (only J♠ and K♠ are out, both higher).
    state, events = autoplay(state)
    assert state.tricks_taken[0] == 5
    captured0 = state.captured[0]
    assert cardset("10C JD") <= set(captured0)
    assert sum(1 for c in captured0 if c.suit is Suit.HEARTS) == 3
    assert scored(events).deal_scores[0] == -14
    # The arithmetic directly.
    mine = cardset("10C JD 2H 3H 4H")
    captured = [list(mine), [c for c in rules.deck() if c not in mine], [], []]
    assert scoring.deal_scores(rules, captured, None, False, None)[0] == -14


@pytest.mark.parametrize("sun", [False, True])
def test_e24_sun_versus_moon(sun):
    # s0 wins all 13 tricks: others +52 with O-SUN (not +26 and +52), +26 without.
    rules = CLASSIC.replace(sun=sun)
    state, events = autoplay(start(rules, all_clubs_deal(rules, 0)))
    hs = scored(events)
    assert state.tricks_taken == (13, 0, 0, 0)
    assert hs.sun is sun
    assert hs.deal_scores == ((0, 52, 52, 52) if sun else (0, 26, 26, 26))
    # A moon that is not a sun (s2 wins the last trick) moves 26 even with O-SUN on.
    state, events = autoplay(start(rules, MOON_NOT_SUN_DEAL), MOON_NOT_SUN_KEEP)
    hs = scored(events)
    assert hs.shooter == 0 and not hs.sun
    assert hs.deal_scores == (0, 26, 26, 26)
    captured = [list(rules.deck()), [], [], []]
    assert scoring.deal_scores(rules, captured, 0, True, "others") == (0, 52, 52, 52)


# --------------------------------------------------------------------------- E25 - E27: passing


def test_e25_pass_legality():
    hands, _ = deal(CLASSIC, {0: "2C QS AH 5D", 3: "KS KH KD"})
    state = start(CLASSIC, hands, "left")
    # Exactly 3 cards.
    assert_illegal(state, PassCards(0, cards("QS AH")), Violation.PASS_WRONG_COUNT)
    assert_illegal(state, PassCards(0, cards("2C QS AH 5D")), Violation.PASS_WRONG_COUNT)
    # Only cards from one's own hand ...
    assert_illegal(state, PassCards(0, cards("QS AH KS")), Violation.CARD_NOT_IN_HAND)
    # ... as it was before receiving: s3 commits K♠ K♥ K♦ to s0, who still cannot pass them.
    state, _ = apply(state, PassCards(3, cards("KS KH KD")))
    assert set(state.hands[0]) == set(hands[0])
    assert_illegal(state, PassCards(0, cards("QS AH KS")), Violation.CARD_NOT_IN_HAND)
    state, _ = apply(state, PassCards(0, cards("QS AH 2C")))  # Q♠ and 2♣ may be passed
    # O-PASS-BAN = {Q♠}: a selection with Q♠ is rejected.
    rules = CLASSIC.replace(pass_ban=("QS",))
    banned = start(rules, hands, "left")
    assert_illegal(banned, PassCards(0, cards("QS AH 5D")), Violation.PASS_CARD_BANNED)
    options = legal_actions(banned, 0)
    assert options and all(Card.parse("QS") not in a.cards for a in options)
    assert all(len(a.cards) == 3 for a in options)
    banned, _ = apply(banned, PassCards(0, cards("2C AH 5D")))


def test_e26_split_pass():
    # Deal 4 of ROTATE_WITH_SPLIT is the split pass: s0 gives one card to each of s1, s2, s3
    # and receives one from each of them.
    rules = CLASSIC.replace(passing="rotate_split")
    hands, _ = deal(rules)
    state = start_hand(rules, hands, None, deal_number=4)
    assert state.pass_direction == "split"
    events: list = []
    for seat in range(4):
        state, ev = apply(state, PassCards(seat, hands[seat][:3]))  # to +1, +2, +3
        events += ev
    (passed,) = of(events, CardsPassed)
    for giver in range(4):
        for k, card in enumerate(hands[giver][:3]):
            assert Transfer(giver, (giver + 1 + k) % 4, (card,)) in passed.transfers
    received = {c for t in passed.transfers if t.receiver == 0 for c in t.cards}
    assert {t.giver for t in passed.transfers if t.receiver == 0} == {1, 2, 3}
    assert len(received) == 3 and set(state.pass_received[0]) == received
    assert set(state.hands[0]) == (set(hands[0]) - set(hands[0][:3])) | received


def test_e27_dealers_choice_two_left_one_right():
    rules = CLASSIC.replace(passing="dealer_choice")
    hands, _ = deal(rules)
    state = start_hand(rules, hands, None, dealer=3)
    assert state.phase is Phase.CHOOSING_PASS and state.to_move == 3
    assert seat_view(state, 3).hand == ()  # the scheme comes before the dealer's cards
    # A scheme of 4 cards (2 left, 2 right) is over the cap of 3.
    assert_illegal(state, ChoosePass(3, {1: 2, -1: 2}), Violation.PASS_SCHEME_OVER_CAP)
    state, _ = apply(state, ChoosePass(3, {1: 2, -1: 1}))
    assert state.phase is Phase.PASSING
    events: list = []
    for seat in range(4):
        # Cards in plan order: the first two go left, the third goes right.
        state, ev = apply(state, PassCards(seat, hands[seat][:3]))
        events += ev
    (passed,) = of(events, CardsPassed)
    for s in range(4):
        left, right = (s + 1) % 4, (s - 1) % 4
        assert Transfer(s, left, tuple(hands[s][:2])) in passed.transfers
        assert Transfer(s, right, (hands[s][2],)) in passed.transfers
        # Receives 2 from its right neighbour and 1 from its left neighbour.
        got = set(hands[right][:2]) | {hands[left][2]}
        assert set(state.pass_received[s]) == got
        assert set(state.hands[s]) == (set(hands[s]) - set(hands[s][:3])) | got


# --------------------------------------------------------------------------- E28 - E30: cancel

CANCEL = Rules.preset("cancellation")


def test_e28_cancellation_partial():
    # Six players, two packs. Tricks 1-2: s0 leads A♠ twice and wins; on trick 2 s5 (void in
    # spades) discards 2♥: hearts broken. Trick 3: A♥ 3♥ A♥ 9♥ 2♣ 4♦ - the two A♥ cancel,
    # 9♥ wins, and the trick is worth 4 points.
    hands, face_up = deal(
        CANCEL,
        {0: "AS AS AH", 1: "2S 3S 3H", 2: "4S 5S AH", 3: "6S 7S 9H", 4: "8S 9S 2C",
         5: "2H 4D"},
        leftover="5D 5D", order=[5, 4, 0, 1, 2, 3])
    assert [c for c in hands[5] if c.suit in (Suit.SPADES, Suit.HEARTS)] == cards("2H")
    assert not any(c.suit is Suit.HEARTS for c in hands[4])
    state = start(CANCEL, hands, leftover=face_up)
    assert state.to_move == 0
    state, _ = play(state, "AS", "2S", "4S", "6S", "8S")
    state, _ = autoplay(state, until=lambda s: s.trick.number == 2)
    state, events = play(state, "AS", "3S", "5S", "7S", "9S", "2H")
    assert of(events, TrickWon)[0].winner == 0 and state.hearts_broken
    state, events = play(state, "AH", "3H", "AH", "9H", "2C", "4D")
    (won,) = of(events, TrickWon)
    assert won.cancelled == (0, 2)
    assert won.winner == 3
    assert won.points == 4


def test_e29_cancellation_total():
    # s0 leads 7♣, s1 plays the other 7♣, s2-s5 are void in clubs: the trick is set aside,
    # s0 leads again, and the winner of that trick takes both.
    hands, face_up = deal(CANCEL, {0: "7C", 1: "7C"})
    assert all(c.suit is not Suit.CLUBS for h in hands[2:] for c in h)
    state = start(CANCEL, hands, leftover=face_up)
    state, events = play(state, "7C", "7C")
    state, ev = autoplay(state, until=lambda s: s.trick.number == 2)
    events += ev
    (aside,) = of(events, TrickSetAside)
    assert not of(events, TrickWon)
    assert aside.leader == 0 and aside.cancelled == (0, 1)
    first_cards = [c for _, c in aside.plays]
    assert state.to_move == 0 and state.trick.leader == 0
    state, events = autoplay(state, until=lambda s: s.trick.number == 3)
    (won,) = of(events, TrickWon)
    assert won.trick_number == 2
    assert Counter(won.set_aside_taken) == Counter(first_cards)
    assert not Counter(first_cards) - Counter(state.captured[won.winner])
    assert state.tricks_taken[won.winner] == 2
    assert sum(state.tricks_taken) == 2


def test_e30_cancellation_three_packs():
    # Eleven players, three packs: s0 leads 2♠; s2, s4 and s7 play K♠ and nothing higher is
    # played (the other two A♠ lie face up): the first two K♠ cancel, the third wins.
    rules = CANCEL.replace(players=11, packs=3)
    hands, face_up = deal(rules, {0: "2S AS", 2: "KS", 4: "KS", 7: "KS"}, leftover="AS AS")
    state = start(rules, hands, leftover=face_up)
    assert state.to_move == 0
    events: list = []
    while state.trick.number == 1:
        seat = state.to_move
        card = "2S" if seat == 0 else "KS" if seat in (2, 4, 7) else legal_cards(state)[0]
        state, ev = apply(state, PlayCard(seat, card))
        events += ev
    (won,) = of(events, TrickWon)
    positions = {seat: i for i, (seat, _) in enumerate(won.plays)}
    assert {positions[2], positions[4]} <= set(won.cancelled)
    assert positions[7] not in won.cancelled
    assert won.winner == 7


# --------------------------------------------------------------------------- E31 - E33: variants

HILO = Rules.preset("hilo_joker")
HILO_DEAL = [
    "2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC AC JK JK 2S 3S 4S",
    "AH 2H 3H 4H 5H 6H 7H 8H 2D 3D 4D 5D 6D 7D 8D 9D 10D JD",
    "9H 10H JH QH KH QD KD AD 5S 6S 7S 8S 9S 10S JS QS KS AS",
]


def test_e31_hi_lo_jokers():
    # Trick 1: 2♣ 2♦ Q♦ (s0). Trick 2: 3♣, s1 discards 2♥ (hearts broken), K♦.
    state = start(HILO, HILO_DEAL)
    state, _ = play(state, "2C", "2D", "QD", "3C", "2H", "KD")
    assert state.hearts_broken and state.to_move == 0
    # Trick 3: s0 leads the first joker (high): it beats A♥.
    state, events = play(state, "JK", "AH", "9H")
    assert of(events, CardPlayed)[0].joker_high is True
    assert of(events, TrickWon)[0].winner == 0
    # Trick 4: the second joker is low: any heart beats it.
    state, events = play(state, "JK", "3H", "10H")
    assert of(events, CardPlayed)[0].joker_high is False
    assert of(events, TrickWon)[0].winner == 2


def test_e31_hi_lo_jokers_low_joker_led_to_voids():
    # s0 runs clubs until s1 has only A♥ left in hearts and s2 none; then the first joker
    # (high) beats A♥, and the second (low) is led with both others void: s0 still wins.
    state = start(HILO, HILO_DEAL)
    not_ace = preferring(lambda seat, c: seat != 0 and c.suit is Suit.HEARTS
                         and c != Card.parse("AH"))

    def ready(s):
        hearts = [c for h in s.hands[1:] for c in h if c.suit is Suit.HEARTS]
        return hearts == cards("AH") and s.to_move == 0 and not s.trick.plays

    state, _ = autoplay(state, not_ace, until=ready)
    state, events = play(state, "JK", "AH")
    state, ev = autoplay(state, until=lambda s: not s.trick.plays)
    events += ev
    assert of(events, CardPlayed)[0].joker_high is True
    assert of(events, TrickWon)[0].winner == 0
    state, events = play(state, "JK")
    state, ev = autoplay(state, until=lambda s: not s.trick.plays)
    events += ev
    assert of(events, CardPlayed)[0].joker_high is False
    assert all(c.suit is not Suit.HEARTS for _, c in of(events, TrickWon)[0].plays[1:])
    assert of(events, TrickWon)[0].winner == 0


def test_e32_complex_hearts():
    rules = Rules.preset("complex")
    # s0 takes exactly Q♠ and 10♣: 13i x 2i = -26. s1 takes one heart, s2 nothing,
    # s3 twelve hearts and J♦.
    hands = [
        "10C AS 2D 5D 6D 7D 6C 7C 8C 9C 4S 5S 6S",
        "2C QS 3D KC JC QC AC 3H 4H 5H 6H 7H 8H",
        "3C 2S 4D 7S 8S 9S 2H 9H 10H JH QH KH AH",
        "4C 5C 3S AD KD QD JD 10D 9D 8D 10S JS KS",
    ]

    def run(match_scores):
        state = start(rules, hands, match_scores=match_scores)
        state, _ = play(state, "2C", "3C", "4C", "10C")  # s0 wins 10♣
        state, _ = play(state, "AS", "QS", "2S", "3S")  # s0 wins Q♠
        state, _ = play(state, "2D", "3D", "4D", "AD")  # s3 wins
        state, _ = play(state, "KD", "5D", "3H", "9H")  # hearts to s3 ...
        state, _ = play(state, "QD", "6D", "4H", "10H")
        state, _ = play(state, "JD", "7D", "5H", "JH")
        state, _ = play(state, "10D", "7C", "6H", "QH")
        state, _ = play(state, "9D", "8C", "7H", "KH")
        state, _ = play(state, "8D", "9C", "8H", "AH")
        state, _ = play(state, "5C", "6C", "KC", "2H")  # s1 wins one heart
        return autoplay(state)

    state, events = run((0j, 0j, 60 + 80j, 0j))
    hs = scored(events)
    assert hs.shooter is None
    assert hs.deal_scores[0] == -26 and hs.deal_scores[1] == 1 and hs.deal_scores[2] == 0
    # s2 stays at 60 + 80i: magnitude exactly 100 is not over.
    assert state.match_scores[2] == 60 + 80j
    assert state.phase is Phase.HAND_OVER and not of(events, MatchOver)
    # s1 at 60 + 80i takes one heart: 61 + 80i, 61² + 80² = 10121 > 10000: game over.
    state, events = run((0j, 60 + 80j, 0j, 0j))
    assert state.match_scores[1] == 61 + 80j
    (over,) = of(events, MatchOver)
    assert over.winners == (2,)  # smallest magnitude (0)
    # The arithmetic directly.
    captured = [cards("QS 10C 2C 3C"), [], [], [c for c in rules.deck()
                                               if c not in cardset("QS 10C 2C 3C")]]
    assert scoring.deal_scores(rules, captured, None, False, None)[0] == -26
    assert not scoring.over_threshold(rules, 60 + 80j)
    assert scoring.over_threshold(rules, 61 + 80j)


def test_e33_kitty():
    # Kitty = Q♠. s0 holds all clubs and J♥ Q♥ K♥ A♥, leads clubs from the dealer's left and
    # wins trick 1 (taking the kitty) and every trick; s2 discards its nine hearts on the club
    # tricks. Q♠ is never played, yet s0 captured every penalty card: a moon.
    rules = Rules.preset("kitty")
    hands, kitty = deal(rules, {0: "2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC AC JH QH KH AH"},
                        leftover="QS")
    state = start(rules, hands, leftover=kitty)
    assert state.to_move == 0
    hearts_first = preferring(lambda seat, c: seat != 0 and c.suit is Suit.HEARTS)
    state, events = autoplay(state, hearts_first, until=lambda s: s.trick.number == 2)
    assert of(events, TrickWon)[0].winner == 0
    assert of(events, KittyTaken) == [KittyTaken(0, (Card.parse("QS"),))]
    state, events = autoplay(state, hearts_first)
    assert not of(events, QueenOfSpadesPlayed)
    hs = scored(events)
    assert hs.shooter == 0
    assert hs.deal_scores == (0, 26, 26)


# --------------------------------------------------------------------------- E34 - E36: online


def test_e34_online_timer_first_overrun_plays_random_legal_card():
    rules = Rules.preset("online_de")
    hands, _ = deal(rules, {0: "2C"})
    state = start(rules, hands)
    # s0 must lead 2♣: the random legal card can only be 2♣.
    state, events = apply(state, Timeout(0))
    assert events[0] == TimedOut(0, 1, PlayCard(0, "2C"))
    assert of(events, CardPlayed)[0] == CardPlayed(0, Card.parse("2C"), 1, True)
    # s1 has several legal cards: one of them is played for it.
    legal = legal_cards(state)
    assert len(legal) > 1
    state, events = apply(state, Timeout(1))
    timed = events[0]
    assert isinstance(timed, TimedOut) and timed.seat == 1 and timed.overruns == 1
    assert isinstance(timed.action, PlayCard) and timed.action.card in legal
    assert of(events, CardPlayed)[0].card == timed.action.card
    assert state.overruns == (1, 1, 0, 0)
    assert_illegal(state, Timeout(3), Violation.NOT_YOUR_TURN)


def test_e34_online_timer_second_overrun_in_later_deal():
    # First overrun while passing in deal 1, second overrun in deal 2: the seat loses; a
    # computer takes it over, and it is ranked last and cannot win.
    rules = Rules.preset("online_de").replace(deal_limit=2)
    state = new_match(rules, seed=2024)
    assert state.phase is Phase.PASSING
    hand = set(state.hands[1])
    state, events = apply(state, Timeout(1))
    timed = events[0]
    assert timed.overruns == 1 and isinstance(timed.action, PassCards)
    assert len(timed.action.cards) == 3 and set(timed.action.cards) <= hand
    state, _ = autoplay(state, until=lambda s: s.deal_number == 2 and s.phase is Phase.PLAYING
                        and s.to_move == 1)
    state, events = apply(state, Timeout(1))
    assert events == [TimedOut(1, 2, None), SeatSubstituted(1, "timeout")]
    assert 1 in state.computer_seats
    assert_illegal(state, Timeout(1), Violation.SEAT_IS_COMPUTER)
    assert_illegal(state, Abandon(1), Violation.SEAT_IS_COMPUTER)
    state, events = autoplay(state)  # the substitute plays on
    (over,) = of(events, MatchOver)
    assert over.ranking[1] == 4
    assert 1 not in over.winners


def test_e35_computer_with_best_score():
    # Final 40 (computer, s0) / 55 / 70 / 95: the human with 55 wins, the computer is last.
    rules = CLASSIC.replace(computers_unranked=True, deal_limit=1)
    _, events = autoplay(start(rules, SPLIT_DEAL, match_scores=(27, 42, 70, 95),
                               computer_seats=(0,)), SPLIT_KEEP)
    (over,) = of(events, MatchOver)
    assert over.match_scores == (40, 55, 70, 95)
    assert over.winners == (1,)
    assert over.ranking == (4, 1, 2, 3)


def test_e36_tournament_scoring():
    rules = Rules.preset("online_de_tournament").replace(deal_limit=1)
    # A moon (not a sun) in a tournament deal: shooter +13, everyone else -13.
    state, events = autoplay(start(rules, MOON_NOT_SUN_DEAL), MOON_NOT_SUN_KEEP)
    hs = scored(events)
    assert hs.shooter == 0 and not hs.sun
    assert hs.tournament_scores == (13, -13, -13, -13)
    # S so far for s0: one moon (+13) and 20 penalty points (-20) = -7; a second moon makes
    # S = +6, result 106, and as the highest S it gets +20 -> 126. (start_hand has no
    # tournament-score argument, so the earlier deals' S is set on the state value.)
    state = replace(start(rules, MOON_NOT_SUN_DEAL), tournament_scores=(-7, -10, -20, 0))
    state, events = autoplay(state, MOON_NOT_SUN_KEEP)
    assert scored(events).tournament_scores == (6, -23, -33, -13)
    (over,) = of(events, MatchOver)
    assert over.tournament_results == (126, 77, 67, 87)
    # The arithmetic directly: two moons and 20 points in other deals.
    moon = [list(rules.deck()), [], [], []]
    twenty = [cards("QS 2H 3H 4H 5H 6H 7H 8H"), [], [], []]
    total = [0, 0, 0, 0]
    for captured, shooter in ((moon, 0), (moon, 0), (twenty, None)):
        deal_s = scoring.tournament_deal(rules, captured, shooter, False)
        total = [a + b for a, b in zip(total, deal_s, strict=True)]
    assert total[0] == 6
    assert scoring.tournament_results(total, (), ())[0] == 126
