"""The public engine API, used exactly as documented, and every rule violation it can report."""

from __future__ import annotations

import copy
import dataclasses
from typing import Any

import pytest
from hearts_desktop.engine.events import CardsPassed, HandScored
from hearts_desktop.engine.rng import Stream

from hearts_desktop.engine import (
    Card,
    ChooseMoon,
    ChoosePass,
    IllegalActionError,
    MatchState,
    PassCards,
    Phase,
    PlayCard,
    Rules,
    SeatView,
    Suit,
    Timeout,
    Violation,
    apply,
    deal_cards,
    legal_actions,
    new_match,
    replay,
    seat_view,
    start_hand,
    to_record,
)


def c(text: str) -> Card:
    return Card.parse(text)


def words(text: str) -> list[str]:
    return text.split()


def cs(text: str) -> tuple[Card, ...]:
    return tuple(Card.parse(t) for t in text.split())


# A hold deal built so every trick-1 violation can be shown: seat 0 holds 2C, seat 2 is void
# in clubs with QS and hearts, seat 3 wins trick 1 with AC.
PLAY_DEAL = [
    words("2C 3C 4C 5C 6C 2D 3D 4D 2S 3S 4S 2H 3H"),
    words("7C 8C 9C 10C 5D 6D 7D 5S 6S 7S 4H 5H 6H"),
    words("QS 8D 9D 10D JD QD KD AD 8S 9S 7H 8H 9H"),
    words("JC QC KC AC 10S JS KS AS 10H JH QH KH AH"),
]
# One suit per seat: easy to see who received what.
SUIT_DEAL = [[f"{r}{s}" for r in words("2 3 4 5 6 7 8 9 10 J Q K A")] for s in "CDSH"]


def rejected(state: MatchState, action: Any) -> IllegalActionError:
    """Apply an illegal action, check it is a ValueError with a rule, and return it."""
    snapshot = copy.deepcopy(state)
    with pytest.raises(IllegalActionError) as info:
        apply(state, action)
    assert isinstance(info.value, ValueError)
    assert isinstance(info.value.rule, Violation)
    assert str(info.value)  # a human-readable message
    assert state == snapshot  # nothing changed
    return info.value


def play(state: MatchState, *moves: tuple[int, str]) -> MatchState:
    for seat, card in moves:
        state, _ = apply(state, PlayCard(seat, Card.parse(card)))
    return state


# --------------------------------------------------------------------------- the documented API


def test_documented_import_line() -> None:
    import hearts_desktop.engine as engine

    documented = ("Card, Rules, PassCards, PlayCard, new_match, start_hand, legal_actions, "
                  "apply, replay, seat_view")
    for name in documented.split(", "):
        assert name in engine.__all__
        assert callable(getattr(engine, name))
    assert issubclass(engine.IllegalActionError, ValueError)
    assert engine.IllegalAction is engine.IllegalActionError


def test_documented_usage() -> None:
    assert str(Card.parse("QS")) == "QS"
    assert Card.parse("10H") == Card.parse("TH") == Card(Suit.HEARTS, 10)
    assert Card.parse("Q♠") == Card.parse("QS")

    rules = Rules.preset("classic")
    assert rules.replace(moon="self").moon == "self"

    state = new_match(rules, seed=7)
    assert isinstance(state, MatchState)
    assert state.phase is Phase.PASSING
    assert state.to_move in range(4)
    assert state.hand_scores == (0, 0, 0, 0)
    assert state.match_scores == (0, 0, 0, 0)
    assert [len(h) for h in state.hands] == [13] * 4
    assert state.hearts_broken is False

    actions = legal_actions(state)
    assert actions and all(isinstance(a, PassCards) for a in actions)
    assert {a.seat for a in actions} == {0, 1, 2, 3}
    state2, events = apply(state, actions[0])
    assert isinstance(events, list)
    assert state2 is not state and state2 != state
    assert state.actions == () and state2.actions == (actions[0],)

    view = seat_view(state2, seat=1)
    assert isinstance(view, SeatView)
    assert view.seat == 1
    assert view.hand == state2.hands[1]

    assert replay(to_record(state2)) == state2
    assert replay(to_record(state2).to_json()) == state2


def test_play_a_whole_match_through_the_api() -> None:
    rules = Rules.preset("classic")
    state = new_match(rules, seed=7)
    rng = Stream(7)
    while state.phase is not Phase.MATCH_OVER:
        state, _ = apply(state, rng.choice(legal_actions(state)))
    assert max(state.match_scores) > 100
    assert state.winners
    assert legal_actions(state) == []


@pytest.mark.parametrize(
    ("direction", "offset"), [("left", 1), ("right", 3), ("across", 2), ("hold", 0)]
)
def test_start_hand_pass_directions(direction: str, offset: int) -> None:
    rules = Rules.preset("classic")
    state = start_hand(rules, hands=SUIT_DEAL, pass_direction=direction)
    assert state.pass_direction == direction
    assert state.hands == tuple(tuple(map(c, h)) for h in SUIT_DEAL)
    if offset == 0:
        assert state.phase is Phase.PLAYING
        assert state.to_move == 0  # the 2C holder leads at once on a hold deal
        assert legal_actions(state) == [PlayCard(0, c("2C"))]
        return
    assert state.phase is Phase.PASSING
    given = {s: state.hands[s][-3:] for s in range(4)}  # each seat's three highest
    events: list[Any] = []
    for s in (2, 0, 3, 1):  # any order: passing is simultaneous
        state, ev = apply(state, PassCards(s, given[s]))
        events.extend(ev)
    assert state.phase is Phase.PLAYING
    for s in range(4):
        receiver = (s + offset) % 4
        assert set(given[s]) <= set(state.hands[receiver])
        assert state.pass_received[receiver] == given[s]
        assert not set(given[s]) & set(state.hands[s])
        assert len(state.hands[s]) == 13
    passed = [e for e in events if isinstance(e, CardsPassed)]
    assert len(passed) == 1
    assert {(t.giver, t.receiver, t.cards) for t in passed[0].transfers} == {
        (s, (s + offset) % 4, given[s]) for s in range(4)
    }
    # nobody passed a 2: seat 0 still holds the 2C and leads
    assert state.to_move == 0


def test_start_hand_defaults() -> None:
    state = start_hand(Rules(), hands=SUIT_DEAL)
    assert state.pass_direction == "left"  # deal 1 of the cycle
    assert state.dealer == 3  # seat 0 sits on the dealer's left
    assert state.seed is None


# --------------------------------------------------------------------------- violations


def test_every_violation_has_a_test() -> None:
    covered = {name[len("test_violation_"):] for name in globals()
               if name.startswith("test_violation_")}
    assert covered == {v.name.lower() for v in Violation}


def play_state() -> MatchState:
    return start_hand(Rules.preset("classic"), hands=PLAY_DEAL, pass_direction="hold")


def test_violation_wrong_phase() -> None:
    state = new_match(Rules(), seed=1)
    assert state.phase is Phase.PASSING
    err = rejected(state, PlayCard(0, state.hands[0][0]))
    assert err.rule is Violation.WRONG_PHASE
    assert err.data["phase"] is Phase.PASSING and err.data["expected"] is Phase.PLAYING
    err = rejected(play_state(), PassCards(0, cs("2C 3C 4C")))
    assert err.rule is Violation.WRONG_PHASE
    err = rejected(play_state(), ChooseMoon(0, "self"))
    assert err.rule is Violation.WRONG_PHASE


def test_violation_not_your_turn() -> None:
    state = play_state()
    err = rejected(state, PlayCard(1, c("7C")))
    assert err.rule is Violation.NOT_YOUR_TURN
    assert err.data == {"seat": 1, "to_move": 0}


def test_violation_unknown_seat() -> None:
    state = play_state()
    for seat in (4, -1, 99):
        err = rejected(state, PlayCard(seat, c("2C")))
        assert err.rule is Violation.UNKNOWN_SEAT
        assert err.data["seat"] == seat


def test_violation_card_not_in_hand() -> None:
    state = play_state()
    err = rejected(state, PlayCard(0, c("AC")))
    assert err.rule is Violation.CARD_NOT_IN_HAND
    assert err.data["card"] == c("AC")
    passing = start_hand(Rules(), hands=PLAY_DEAL, pass_direction="left")
    err = rejected(passing, PassCards(0, cs("2C 3C AH")))
    assert err.rule is Violation.CARD_NOT_IN_HAND
    assert err.data["card"] == c("AH")
    # the same card twice is not three cards from the hand (issue 18: refused as a duplicate,
    # see test_violation_pass_duplicate_card)
    err = rejected(passing, PassCards(0, cs("2C 2C 3C")))
    assert err.rule is Violation.PASS_DUPLICATE_CARD


def test_violation_must_lead_opening_card() -> None:
    state = play_state()
    err = rejected(state, PlayCard(0, c("3C")))
    assert err.rule is Violation.MUST_LEAD_OPENING_CARD
    assert err.data["opening_card"] == c("2C")
    assert err.data["card"] == c("3C")
    assert "2C" in str(err)
    # 5 players, 2C removed: the 3C must be led (E3)
    rules5 = Rules(players=5)
    hands, _ = _deal(rules5)
    state5 = start_hand(rules5, hands, pass_direction="hold")
    leader = state5.to_move
    assert leader is not None and c("3C") in state5.hands[leader]
    other = next(x for x in state5.hands[leader] if x != c("3C"))
    err = rejected(state5, PlayCard(leader, other))
    assert err.data["opening_card"] == c("3C")


def test_violation_must_follow_suit() -> None:
    state = play(play_state(), (0, "2C"))
    err = rejected(state, PlayCard(1, c("5D")))
    assert err.rule is Violation.MUST_FOLLOW_SUIT
    assert err.data["suit"] is Suit.CLUBS
    assert err.data["card"] == c("5D")
    assert "clubs" in str(err)


def test_violation_no_points_on_first_trick() -> None:
    state = play(play_state(), (0, "2C"), (1, "7C"))
    for card in ("QS", "7H"):
        err = rejected(state, PlayCard(2, c(card)))
        assert err.rule is Violation.NO_POINTS_ON_FIRST_TRICK
        assert err.data["card"] == c(card)
    state = play(state, (2, "8D"))
    assert state.trick is not None


def test_violation_hearts_not_broken() -> None:
    state = play(play_state(), (0, "2C"), (1, "7C"), (2, "8D"), (3, "AC"))
    assert state.to_move == 3 and not state.hearts_broken
    err = rejected(state, PlayCard(3, c("10H")))
    assert err.rule is Violation.HEARTS_NOT_BROKEN
    assert err.data["card"] == c("10H")
    state = play(state, (3, "JC"))  # a club is fine


def test_violation_already_passed() -> None:
    state = start_hand(Rules(), hands=PLAY_DEAL, pass_direction="left")
    state, _ = apply(state, PassCards(0, cs("2C 3C 4C")))
    err = rejected(state, PassCards(0, cs("5C 6C 2D")))
    assert err.rule is Violation.ALREADY_PASSED
    assert err.data["seat"] == 0


def test_violation_pass_wrong_count() -> None:
    state = start_hand(Rules(), hands=PLAY_DEAL, pass_direction="left")
    for selection in ("2C 3C", "2C 3C 4C 5C", ""):
        err = rejected(state, PassCards(0, cs(selection)))
        assert err.rule is Violation.PASS_WRONG_COUNT
        assert err.data == {"expected": 3, "got": len(selection.split())}


def test_violation_pass_duplicate_card() -> None:
    passing = start_hand(Rules(), hands=PLAY_DEAL, pass_direction="left")
    err = rejected(passing, PassCards(0, cs("2C 2C 3C")))
    assert err.rule is Violation.PASS_DUPLICATE_CARD
    assert err.data == {"card": c("2C"), "named": 2, "held": 1}
    assert "2C" in str(err) and "not in the hand" not in str(err)
    # a card the hand lacks is still "not in the hand", even when named twice
    err = rejected(passing, PassCards(0, cs("AH AH 2C")))
    assert err.rule is Violation.CARD_NOT_IN_HAND
    # Cancellation Hearts: two packs, so a hand may hold two equal cards; passing both is
    # legal, naming one of them three times is not
    rules = Rules.preset("cancellation")
    deck, size = rules.deck(), rules.hand_size  # sorted: both packs' 2C come first
    hands = [deck[i * size:(i + 1) * size] for i in range(6)]
    state = start_hand(rules, hands, "left", leftover=deck[6 * size:])
    assert state.hands[0][:4] == cs("2C 2C 3C 3C")
    after, _ = apply(state, PassCards(0, cs("2C 2C 3C")))
    assert after.pass_given[0] == cs("2C 2C 3C")
    err = rejected(state, PassCards(0, cs("2C 2C 2C")))
    assert err.rule is Violation.PASS_DUPLICATE_CARD
    assert err.data == {"card": c("2C"), "named": 3, "held": 2}


def test_violation_pass_card_banned() -> None:
    rules = Rules(pass_ban=("QS",))
    state = start_hand(rules, hands=PLAY_DEAL, pass_direction="left")
    err = rejected(state, PassCards(2, cs("QS 8D 9D")))
    assert err.rule is Violation.PASS_CARD_BANNED
    assert err.data["card"] == c("QS")
    assert all(c("QS") not in a.cards for a in legal_actions(state, 2))
    apply(state, PassCards(2, cs("8D 9D 10D")))


def test_violation_bad_pass_scheme() -> None:
    rules = Rules(passing="dealer_choice")
    state = new_match(rules, seed=2)
    assert state.phase is Phase.CHOOSING_PASS
    dealer = state.dealer
    for scheme in (((0, 1),), ((1, 1), (5, 1)), ((1, -1),), ((4, 2),)):
        err = rejected(state, ChoosePass(dealer, scheme))
        assert err.rule is Violation.BAD_PASS_SCHEME
        assert "scheme" in err.data
    ok, _ = apply(state, ChoosePass(dealer, ((1, 2), (3, 1))))
    assert ok.phase is Phase.PASSING and ok.pass_plan == ((1, 2), (3, 1))


def test_violation_pass_scheme_over_cap() -> None:
    state = new_match(Rules(passing="dealer_choice"), seed=2)
    err = rejected(state, ChoosePass(state.dealer, ((1, 2), (3, 2))))
    assert err.rule is Violation.PASS_SCHEME_OVER_CAP
    assert err.data == {"total": 4, "cap": 3}


def _deal(rules: Rules, seed: int = 5) -> tuple[tuple[tuple[Card, ...], ...], tuple[Card, ...]]:
    return deal_cards(rules, seed, 1, rules.players - 1)


def moon_choice_state() -> MatchState:
    rules = Rules(moon="choice")
    state = start_hand(rules, hands=SUIT_DEAL, pass_direction="hold")
    rng = Stream(1)
    while state.phase is Phase.PLAYING:
        state, _ = apply(state, rng.choice(legal_actions(state)))
    assert state.phase is Phase.MOON_CHOICE  # E17: thirteen clubs win every trick
    assert state.shooter == 0 and state.to_move == 0
    return state


def test_violation_bad_moon_choice() -> None:
    state = moon_choice_state()
    assert legal_actions(state) == [ChooseMoon(0, "others"), ChooseMoon(0, "self")]
    err = rejected(state, ChooseMoon(0, "sideways"))
    assert err.rule is Violation.BAD_MOON_CHOICE
    assert tuple(err.data["options"]) == ("others", "self")
    err = rejected(state, ChooseMoon(1, "self"))
    assert err.rule is Violation.NOT_YOUR_TURN
    _, events = apply(state, ChooseMoon(0, "self"))
    scored = [e for e in events if isinstance(e, HandScored)]
    assert scored and scored[0].deal_scores == (-26, 0, 0, 0)


def test_violation_no_move_timer() -> None:
    state = play_state()
    err = rejected(state, Timeout(0))
    assert err.rule is Violation.NO_MOVE_TIMER


def test_violation_seat_is_computer() -> None:
    from hearts_desktop.engine import Abandon

    rules = Rules.preset("online_de")
    state = start_hand(rules, hands=PLAY_DEAL, pass_direction="hold", computer_seats=(2,))
    err = rejected(state, Timeout(2))
    assert err.rule is Violation.SEAT_IS_COMPUTER
    assert err.data["seat"] == 2
    err = rejected(state, Abandon(2))
    assert err.rule is Violation.SEAT_IS_COMPUTER
    # a human seat to move may time out: a random legal card is played for it
    after, _ = apply(state, Timeout(0))
    assert after.trick is not None and after.trick.plays == ((0, c("2C")),)


def test_violation_not_an_action() -> None:
    @dataclasses.dataclass(frozen=True)
    class Shrug:
        seat: int

    err = rejected(play_state(), Shrug(0))
    assert err.rule is Violation.NOT_AN_ACTION


def test_violation_not_a_state() -> None:
    calls = (lambda s: apply(s, PlayCard(0, c("2C"))), legal_actions,
             lambda s: seat_view(s, 0), to_record)
    for junk in (None, "state", 7, Rules(), [play_state()]):
        for call in calls:
            with pytest.raises(IllegalActionError, match="needs a MatchState") as info:
                call(junk)
            assert info.value.rule is Violation.NOT_A_STATE


def test_legal_actions_per_seat() -> None:
    state = play_state()
    assert legal_actions(state) == [PlayCard(0, c("2C"))]
    assert legal_actions(state, 0) == [PlayCard(0, c("2C"))]
    assert legal_actions(state, 1) == []
    state = play(state, (0, "2C"))
    assert legal_actions(state) == [PlayCard(1, c(t)) for t in ("7C", "8C", "9C", "10C")]
    state = play(state, (1, "7C"))
    # seat 2 is void in clubs on trick 1: no QS, no hearts (E4)
    assert legal_actions(state) == [PlayCard(2, x) for x in cs("8D 9D 10D JD QD KD AD 8S 9S")]


def test_start_hand_reads_hands_written_as_strings():
    from hearts_desktop.engine.cards import FULL_PACK

    texts = [" ".join(str(c) for c in FULL_PACK[i::4]) for i in range(4)]
    from_text = start_hand(Rules.preset("classic"), hands=texts, pass_direction="hold")
    from_cards = start_hand(Rules.preset("classic"), hands=[FULL_PACK[i::4] for i in range(4)],
                            pass_direction="hold")
    assert from_text.hands == from_cards.hands


def test_complex_scores_are_never_mixed_with_plain_ints():
    from hearts_desktop.engine.rng import Stream

    state = new_match(Rules.preset("complex"), seed=3)
    stream = Stream(3)
    assert all(isinstance(s, complex) for s in state.match_scores + state.hand_scores)
    while len(state.history) < 3:
        state, _ = apply(state, stream.choice(legal_actions(state)))
    for deal in state.history:
        assert all(isinstance(s, complex) for s in deal.deal_scores + deal.match_scores)
