"""The Pinochle CPU players: legal choices at every level and personality, honesty, the
complaints players make about Pinochle bots (each avoided by a test), hints, names."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from hearts_desktop.core.cards import Card, Suit, parse_cards
from hearts_desktop.core.rng import Stream
from hearts_desktop.games import get_game
from hearts_desktop.games.pinochle import (
    Bid,
    MatchState,
    NameTrump,
    Pass,
    Phase,
    PlayCard,
    Rules,
    apply,
    deal_hands,
    face_index,
    new_match,
    seat_view,
    seats_to_act,
    start_hand,
)
from hearts_desktop.games.pinochle.bots import (
    KINDS,
    ROSTER,
    Personality,
    default_names,
    default_players,
    hint,
    make_bot,
)
from hearts_desktop.games.pinochle.bots.hands import choose_trump, suit_len
from hearts_desktop.games.pinochle.bots.personalities import NAMES

from .helpers import deal_with, position, run, win_auction


def quick(kind: str, seed: int, who: str | None = None) -> Any:
    if kind == "hard":
        return make_bot(who or "hard", seed, level="hard", samples=2, bid_samples=3)
    return make_bot(who or kind, seed, level=None if who is None else kind)


def play_hands(rules: Rules, kinds: list[str], seed: int, hands: int = 1,
               who: list[str | None] | None = None) -> MatchState:
    bots = [quick(k, seed * 10 + s, (who or [None] * 4)[s]) for s, k in enumerate(kinds)]
    state = new_match(rules, seed)
    while state.phase is not Phase.MATCH_OVER and len(state.history) < hands:
        seat = seats_to_act(state)[0]
        view = seat_view(state, seat)
        action = bots[seat].choose(view)
        assert action in view.legal, (kinds[seat], view.phase, action)
        state, _ = apply(state, action)
    return state


@pytest.mark.parametrize("preset", Rules.preset_names())
def test_every_level_plays_legal_actions(preset: str) -> None:
    rules = Rules.preset(preset)
    state = play_hands(rules, ["easy", "normal", "hard", "random"], 3)
    assert len(state.history) == 1
    state = play_hands(rules.replace(pass_help=True, first_forced=True, head="never",
                                     undertrump=False, set_loses_meld=True),
                       ["hard", "easy", "normal", "normal"], 4)
    assert len(state.history) == 1


def test_named_players_play_at_their_level() -> None:
    keys = [p.key for p in ROSTER[:4]]
    state = play_hands(Rules(), [p.level for p in ROSTER[:4]], 5, who=list(keys))
    assert len(state.history) == 1
    assert make_bot("dmitri", 1, samples=1).name == "hard"
    assert make_bot("ada", 1).name == "normal" and make_bot("elsa", 1).name == "easy"
    assert make_bot("ada", 1, level="easy").name == "easy"
    with pytest.raises(ValueError):
        make_bot("nobody", 1)
    with pytest.raises(ValueError):
        make_bot("normal", 1, level="expert")


def test_personality_names_in_four_languages() -> None:
    assert set(NAMES) == {"en", "ko", "ja", "de"}
    assert all(len(v) == len(ROSTER) for v in NAMES.values())
    assert default_names("ko_KR") == NAMES["ko"][:3]
    assert default_names("fr") == NAMES["en"][:3]
    assert ROSTER[0].name_in("de") == NAMES["de"][0]
    assert ROSTER[0].renamed("Oma").name_in("ja") == "Oma"
    assert [p.key for p in default_players()] == [p.key for p in ROSTER[:3]]
    with pytest.raises(ValueError):
        Personality("x", boldness=2.0)
    game = get_game("pinochle")
    assert set(KINDS) <= set(game.bot_kinds())
    assert game.make_bot("normal", 1).name == "normal"


def test_bots_are_deterministic_for_a_view() -> None:
    state = new_match(Rules(), 12)
    for _ in range(30):
        seat = seats_to_act(state)[0]
        view = seat_view(state, seat)
        first = make_bot("hard", 9, samples=3, bid_samples=3).choose(view)
        assert make_bot("hard", 9, samples=3, bid_samples=3).choose(view) == first
        state, _ = apply(state, make_bot("normal", 1).choose(view))


def _swap_hidden(state: MatchState, seat: int, rng: Stream) -> MatchState | None:
    """``state`` with one card swapped between two other seats' hands, neither card shown
    to ``seat`` (not in a meld, not in an exchange ``seat`` took part in)."""
    view = seat_view(state, seat)
    shown = {c for m in view.melds if m is not None for c in m.cards}
    shown |= set(view.given or ()) | set(view.returned or ())
    others = [s for s in range(4) if s != seat]
    a, b = others[rng.below(3)], others[rng.below(3)]
    if a == b:
        return None
    xs = [c for c in state.hands[a] if c not in shown]
    ys = [c for c in state.hands[b] if c not in shown and c.face not in {x.face for x in xs}]
    if not xs or not ys:
        return None
    x, y = xs[rng.below(len(xs))], ys[rng.below(len(ys))]
    hands = list(state.hands)
    hands[a] = tuple(sorted((*[c for c in hands[a] if c != x], y)))
    hands[b] = tuple(sorted((*[c for c in hands[b] if c != y], x)))
    return replace(state, hands=tuple(hands))


@pytest.mark.parametrize("kind", ["easy", "normal", "hard"])
def test_honesty_hidden_cards_of_others_do_not_change_a_decision(kind: str) -> None:
    rng = Stream(77)
    checked = 0
    for seed in (1, 2):
        state = new_match(Rules.preset(("pinochle", "double_deck")[seed - 1]), seed)
        driver = make_bot("normal", seed)
        while len(state.history) < 1 and checked < 40 * seed:
            seat = seats_to_act(state)[0]
            other = _swap_hidden(state, seat, rng)
            if other is not None:
                bot_a = make_bot(kind, 3, samples=3, bid_samples=3) if kind == "hard" \
                    else make_bot(kind, 3)
                bot_b = make_bot(kind, 3, samples=3, bid_samples=3) if kind == "hard" \
                    else make_bot(kind, 3)
                assert bot_a.choose(seat_view(state, seat)) == bot_b.choose(
                    seat_view(other, seat))
                checked += 1
            state, _ = apply(state, driver.choose(seat_view(state, seat)))
    assert checked >= 40


def test_hint_gives_a_legal_action_and_a_reason() -> None:
    state = new_match(Rules(), 3)
    for _ in range(12):
        seat = seats_to_act(state)[0]
        view = seat_view(state, seat)
        h = hint(view, samples=2, bid_samples=3)
        assert h.action in view.legal and h.reason
        state, _ = apply(state, h.action)


# --------------------------------------------------------------------------- complaints


def test_complaint_bidding_does_not_stop_when_the_opponents_pass_with_a_run() -> None:
    """Both opponents have passed and the partner holds the bid. This seat holds a run in
    hearts with the trump ace: that meld is certain only if it names trump itself, so it
    bids over its partner instead of letting the auction die. A hand without such a trump
    suit lets the partner declare."""
    run_hand = "AH 10H KH QH JH 9H AC AS 9C JS 9D JD"
    weak_hand = "9C JC QD 9D JD 9S JS QS 9H JH 10C KD"
    for hand, expect_bid in ((run_hand, True), (weak_hand, False)):
        state = start_hand(Rules(), deal_with({3: hand}), dealer=2)  # seat 3 speaks first
        state, _ = run(state, Bid(3, 25), Pass(0), Bid(1, 26), Pass(2))
        view = seat_view(state, 3)
        assert view.high_bidder == 1 and view.passed[0] and view.passed[2]
        for kind in ("normal", "hard"):
            action = make_bot(kind, 1, samples=2, bid_samples=4).choose(view)
            assert isinstance(action, Bid) is expect_bid, (kind, hand)


@pytest.mark.parametrize("kind", ["easy", "normal", "hard"])
def test_complaint_certain_meld_bids_when_an_opponent_has_passed(kind: str) -> None:
    """The opponent on the right passed; this seat holds a run and the dix in hearts and
    aces around (26 of meld whoever joins it): it bids, every level, rather than leave the
    auction to the opponents; after the other opponent also passes and the partner holds
    the bid it still bids to name its own trump."""
    hand = "AH 10H KH QH JH 9H AC AS AD 9C JS JD"
    state = start_hand(Rules(), deal_with({1: hand}), dealer=3)  # seat 0 speaks first
    state, _ = run(state, Pass(0))
    action = make_bot(kind, 2, samples=2, bid_samples=4).choose(seat_view(state, 1))
    assert isinstance(action, Bid), kind
    state, _ = run(state, Bid(1, 25), Bid(2, 26), Pass(3))
    view = seat_view(state, 1)
    assert view.high_bidder == 2 and view.passed[0] and view.passed[3]
    action = make_bot(kind, 2, samples=2, bid_samples=4).choose(view)
    if kind != "easy":  # a beginner lets its partner declare
        assert isinstance(action, Bid), kind


def test_complaint_a_won_bid_never_names_a_trump_of_one_or_two_cards() -> None:
    rules = Rules()
    rng = Stream(31)
    for seed in range(150):
        hands = deal_hands(rules, seed, 1, 3)
        seat = rng.below(4)
        state = start_hand(rules, hands, dealer=3)
        state, _ = win_auction(state, declarer=seat)
        faces = [face_index(c) for c in state.hands[seat]]
        for kind in ("easy", "normal", "hard"):
            action = make_bot(kind, seed, samples=1).choose(seat_view(state, seat))
            assert isinstance(action, NameTrump)
            length = suit_len(faces, int(action.suit))
            assert length >= 3 or max(suit_len(faces, s) for s in range(4)) < 3, (kind, length)
            if max(suit_len(faces, s) for s in range(4)) >= 4:
                assert length >= 4
        assert choose_trump(faces, rules) in range(4)


def full_position(fixed: dict[int, str], trump: str, plays: list[tuple[int, str]] = (),
                  leader: int = 0, voids: dict[int, str] | None = None, seed: int = 1
                  ) -> MatchState:
    """A trick of a real-sized hand: each seat holds its ``fixed`` cards (those it plays in
    ``plays`` included) and cards dealt from the rest of the deck, never of a suit listed in
    ``voids`` for it; ``leader`` is the declarer leading trick 1."""
    voids = voids or {}
    rng = Stream(seed)
    for _ in range(200):
        deck = list(Rules().deck().cards())
        hands: list[list[Card]] = [[], [], [], []]
        for seat, text in fixed.items():
            for c in parse_cards(text):
                pick = next(d for d in deck if d.face == c.face)
                deck.remove(pick)
                hands[seat].append(pick)
        ok = True
        for c in rng.shuffled(deck):
            seats = [s for s in range(4) if len(hands[s]) < 12
                     and c.suit.letter not in voids.get(s, "")]
            if not seats:
                ok = False
                break
            hands[seats[rng.below(len(seats))]].append(c)
        if ok:
            break
    assert ok
    played = []
    for seat, text in plays:
        card = next(c for c in hands[seat] if c.face == Card.parse(text).face)
        hands[seat].remove(card)
        played.append((seat, card))
    base = position({}, trump)
    from hearts_desktop.core.tricks import Trick

    return replace(base, hands=tuple(tuple(sorted(h)) for h in hands), declarer=leader,
                   trick=Trick(1, leader, tuple(played)),
                   to_move=(leader + len(played)) % 4)


def test_complaint_declarer_does_not_pull_trumps_too_early() -> None:
    # Three trumps with the ace, two side aces: cash a side ace first.
    state = full_position({0: "AS JS 9S AH 9H AC 9C JD QD"}, "S", voids={0: "S"})
    for kind in ("normal", "hard"):
        action = make_bot(kind, 1, samples=8).choose(seat_view(state, 0))
        assert isinstance(action, PlayCard)
        assert action.card.suit is not Suit.SPADES, kind
    # No sure trump, one side ace: lead the ace, not a losing trump.
    state = full_position({0: "KS QS JS AH 9H 9C JC 9D JD"}, "S",
                          voids={0: "SH", 1: "", 2: ""})
    for kind in ("normal", "hard"):
        action = make_bot(kind, 1, samples=8).choose(seat_view(state, 0))
        assert isinstance(action, PlayCard) and action.card.suit is not Suit.SPADES, kind


def test_complaint_the_trump_ace_is_not_spent_when_not_needed() -> None:
    # Last to play, out of the suit led, the trick not trumped: a low trump wins it.
    state = full_position({0: "KH", 1: "JH", 2: "QH", 3: "AS 9S JS"}, "S",
                          plays=[(0, "KH"), (1, "JH"), (2, "QH")], voids={3: "HS"})
    for kind in ("normal", "hard"):
        action = make_bot(kind, 1, samples=8).choose(seat_view(state, 3))
        assert isinstance(action, PlayCard) and action.card.suit is Suit.SPADES
        assert action.card.face != Card.parse("AS"), kind
    # Last to play to a trump lead that an opponent heads with the king: the ten of trumps
    # wins it as surely as the ace.
    state = full_position({0: "KS", 1: "9S", 2: "JS", 3: "AS 10S 9H"}, "S",
                          plays=[(0, "KS"), (1, "9S"), (2, "JS")], voids={3: "S"})
    for kind in ("normal", "hard"):
        action = make_bot(kind, 1, samples=8).choose(seat_view(state, 3))
        assert isinstance(action, PlayCard) and action.card.face == Card.parse("10S"), kind


def test_complaint_counters_go_to_a_partner_who_surely_wins() -> None:
    # The partner (seat 0) led the top heart and seat 1 followed: seat 2 holds 10H and 9H
    # (neither beats the ace), seat 3 (an opponent) still has hearts to follow with.
    state = full_position({0: "AH", 1: "QH", 2: "10H 9H", 3: "KH JH"}, "C",
                          plays=[(0, "AH"), (1, "QH")], voids={2: "H"})
    for kind in ("normal", "hard"):
        action = make_bot(kind, 1, samples=8).choose(seat_view(state, 2))
        assert isinstance(action, PlayCard) and action.card.face == Card.parse("10H"), kind
    # Last to play behind the partner's winning ace: the counter, not the low card.
    state = full_position({0: "QH", 1: "AH", 2: "JH", 3: "10H 9H"}, "C",
                          plays=[(0, "QH"), (1, "AH"), (2, "JH")], voids={3: "H"})
    for kind in ("normal", "hard"):
        action = make_bot(kind, 1, samples=8).choose(seat_view(state, 3))
        assert isinstance(action, PlayCard) and action.card.face == Card.parse("10H"), kind


def test_declarer_concedes_only_when_it_saves_meld() -> None:
    from hearts_desktop.games.pinochle import Concede

    from .helpers import to_play

    state, _ = to_play(start_hand(Rules(), deal_hands(Rules(), 4, 1, 3), dealer=3), 0, "H",
                       contract=200)
    bot = make_bot("normal", 1)
    assert not isinstance(bot.choose(seat_view(state, 0)), Concede)
    rules = Rules(set_loses_meld=True)
    state, _ = to_play(start_hand(rules, deal_hands(rules, 4, 1, 3), dealer=3), 0, "H",
                       contract=200)
    assert isinstance(bot.choose(seat_view(state, 0)), Concede)


def test_parse_helpers_cover_copies() -> None:
    assert parse_cards("AH#2")[0].copy == 2
