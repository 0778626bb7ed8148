"""The auction panel's subtitle (the high bid and who holds it, or the lowest bid; the best
meld the hand holds over the four trumps, or none) and the trump panel's line per suit
(its meld and how many cards of it the hand holds), checked against ``count_meld`` on
hands dealt for the purpose; "Pass with help" offered and shown where the rules have it;
a hint in the auction and in the exchange."""

from __future__ import annotations

from collections import Counter

import pytest
from pytestqt.qtbot import QtBot

from hearts_desktop.core.cards import Card, Suit
from hearts_desktop.games.pinochle import (
    Bid,
    MatchState,
    NameTrump,
    Pass,
    Phase,
    Rules,
    apply,
    count_meld,
    start_hand,
)
from hearts_desktop.ui.controller import SeatPlayer
from hearts_desktop.ui.games.pinochle.labels import Pinochle, suit_name, suit_symbol
from hearts_desktop.ui.main_window import MainWindow

RULES = Rules.preset("pinochle")
MELDED = "AH 10H KH QH JH 9H QS JD 9C 9C 10D 10S"
"""Hearts trump: run 15 + dix 1 + pinochle 4 = 20 (spec 6.1); clubs: 2 dix + the
hearts marriage + pinochle = 8; spades or diamonds: marriage + pinochle = 6."""
NO_MELD = "AH AH AS AS 10H 10H 10S 10S 10C 10C 10D 10D"
"""No nine, no king with its queen, no Q♠ with J♦, aces in two suits only: no meld."""
NAMES = ["You", "CPU 1", "CPU 2", "CPU 3"]


def deal(first: str, dealer: int = 3) -> MatchState:
    """Seat 0 holds ``first``; the rest of the 48 cards go round to seats 1 to 3."""
    deck = Counter(f"{r}{s}" for s in "CDHS" for r in ("9", "J", "Q", "K", "10", "A")
                   for _ in range(2))
    deck.subtract(first.split())
    rest = sorted(deck.elements())
    return start_hand(RULES, [first, rest[0::3], rest[1::3], rest[2::3]], dealer=dealer)


def show(win: MainWindow, qtbot: QtBot, state: MatchState) -> None:
    players = [SeatPlayer("You", human=True),
               *(SeatPlayer(n, bot_kind="normal") for n in NAMES[1:])]
    win.load_match(state, players, game="pinochle")
    ctrl = win.controller
    qtbot.waitUntil(lambda: ctrl.awaiting_human and ctrl.table_idle, timeout=20_000)
    assert ctrl.state == state


def best(hand: str) -> tuple[int, Suit]:
    cards = [Card.parse(c) for c in hand.split()]
    return max((count_meld(cards, s.letter, RULES).total, s) for s in
               (Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES))


def test_the_best_meld_of_the_hands_dealt() -> None:
    assert best(MELDED) == (20, Suit.HEARTS)
    assert count_meld(MELDED, "C", RULES).total == 8
    assert count_meld(MELDED, "S", RULES).total == 6
    assert best(NO_MELD)[0] == 0


def test_the_auction_panel_says_the_lowest_bid_and_the_best_meld(window: MainWindow,
                                                                 qtbot: QtBot) -> None:
    state = deal(MELDED)  # seat 0 bids first
    show(window, qtbot, state)
    panel = window.scene.overlays.panel.content
    assert panel.title == Pinochle.tr("Your bid")
    assert panel.subtitle == " ".join((
        Pinochle.tr("No bid yet; the lowest bid is {0}.").format(state.rules.opening_bid),
        Pinochle.tr("Your best meld: {0} with {1} {2} trump.").format(
            20, suit_symbol(Suit.HEARTS), suit_name(Suit.HEARTS))))
    assert str(RULES.opening_bid) in panel.subtitle and "20" in panel.subtitle


def test_the_auction_panel_says_the_high_bid_and_who_made_it(window: MainWindow,
                                                            qtbot: QtBot) -> None:
    state = deal(NO_MELD, dealer=2)  # seat 3 bids first
    state, _ = apply(state, Bid(3, 27))
    assert state.to_move == 0 and state.high_bid == 27
    show(window, qtbot, state)
    subtitle = window.scene.overlays.panel.content.subtitle
    assert subtitle == " ".join((
        Pinochle.tr("High bid: {0} by {1}.").format(27, "CPU 3"),
        Pinochle.tr("You hold no meld.")))
    # the bids offered start above the high bid
    bids = [c.key.amount for c in window.scene.overlays.panel.content.choices
            if isinstance(c.key, Bid)]
    assert bids and min(bids) > 27


@pytest.mark.parametrize("hand", [MELDED, NO_MELD])
def test_the_trump_panel_gives_each_suits_meld_and_cards(window: MainWindow, qtbot: QtBot,
                                                         hand: str) -> None:
    state = deal(hand)
    for action in (Bid(0, RULES.opening_bid), Pass(1), Pass(2), Pass(3)):
        state, _ = apply(state, action)
    assert state.phase is Phase.NAMING_TRUMP and state.declarer == 0
    show(window, qtbot, state)
    panel = window.scene.overlays.panel.content
    assert panel.title == Pinochle.tr("Name trump")
    assert str(state.contract) in panel.subtitle
    cards = [Card.parse(c) for c in hand.split()]
    seen = {}
    for choice in panel.choices:
        assert isinstance(choice.key, NameTrump)
        suit = choice.key.suit
        meld = count_meld(cards, suit.letter, RULES).total
        count = sum(1 for c in cards if c.suit == suit)
        assert choice.label == f"{suit_symbol(suit)} {suit_name(suit)}"
        assert choice.detail == Pinochle.tr("meld {0}, %n card(s)", "", count).format(meld)
        seen[suit] = (meld, count)
    assert set(seen) == set(Suit)
    if hand == MELDED:
        assert seen[Suit.HEARTS] == (20, 6) and seen[Suit.CLUBS] == (8, 2)
        assert seen[Suit.SPADES] == (6, 2) and seen[Suit.DIAMONDS] == (6, 2)
    else:
        assert all(meld == 0 for meld, _ in seen.values())


@pytest.mark.parametrize("pass_help", [True, False])
def test_pass_with_help_is_offered_where_the_rules_have_it(window: MainWindow, qtbot: QtBot,
                                                           pass_help: bool) -> None:
    """O-PASS-HELP: the auction panel offers "Pass with help" beside the pass; clicked, the
    engine records a pass with help and the player's plate says so for the rest of the
    auction. Without the option the panel has no such choice."""
    from hearts_desktop.games.pinochle import Call, Passed

    from .test_table import click_choice

    rules = Rules(pass_help=pass_help)
    deck = deal(NO_MELD, dealer=2)
    state = start_hand(rules, [list(h) for h in deck.hands], dealer=2)  # seat 3 first
    state, _ = apply(state, Bid(3, rules.opening_bid))
    show(window, qtbot, state)
    keys = [c.key for c in window.scene.overlays.panel.content.choices]
    assert Pass(0) in keys
    assert (Pass(0, help=True) in keys) == pass_help
    if not pass_help:
        return
    plates: list[tuple[object, str]] = []  # seat 0's plate as each event begins
    window.animator.event_started.connect(
        lambda ev: plates.append((ev, window.scene.plates[0].detail)))
    prompt = Pinochle.tr("Your call: bid or pass.")
    assert window.current_message() == prompt
    click_choice(qtbot, window, Pass(0, help=True))
    qtbot.waitUntil(lambda: window.controller.table_idle and len(plates) > 1
                    and window.controller.state.to_move != 0, timeout=20_000)
    i = next(i for i, (ev, _) in enumerate(plates) if isinstance(ev, Passed))
    assert plates[i][0] == Passed(0, True)
    assert Call(0, None, True) in window.controller.state.calls or \
        window.controller.state.phase is not Phase.BIDDING
    # once the pass is shown, seat 0's plate says "Pass with help" (the next event begins)
    assert plates[i + 1][1] == Pinochle.tr("Pass with help")
    # the call made, the prompt goes (it stayed up through the melds, on every table)
    assert window.current_message() != prompt


def test_a_hint_in_the_auction_and_in_the_exchange(window: MainWindow, qtbot: QtBot) -> None:
    """Game > Hint: in the auction the status bar names a legal call; choosing the cards
    to give, the hint chooses four of the hand (the action button then gives them)."""
    from hearts_desktop.games.pinochle import GiveCards
    from hearts_desktop.ui.games.pinochle.labels import card_list

    show(window, qtbot, deal(MELDED))  # seat 0 bids first
    ctrl = window.controller
    found: list[object] = []
    ctrl.hint_found.connect(found.append)
    assert ctrl.request_hint()
    qtbot.waitUntil(lambda: bool(found), timeout=20_000)
    action = found[0].action  # type: ignore[attr-defined]
    assert action in ctrl.view.legal
    what = (Pinochle.tr("bid {0}").format(action.amount) if isinstance(action, Bid)
            else Pinochle.tr("pass"))
    assert window.current_message() == Pinochle.tr("Hint: {0}.").format(what)
    # the declarer's partner, choosing 4 cards to give
    state = deal(MELDED, dealer=1)  # seat 2, the player's partner, bids first and wins
    for action in (Bid(2, RULES.opening_bid), Pass(3), Pass(0), Pass(1),
                   NameTrump(2, Suit.HEARTS)):
        state, _ = apply(state, action)
    assert state.phase is Phase.PASSING and state.to_move == 0
    show(window, qtbot, state)
    sc = window.scene
    assert sc.mode == "select" and not sc.selection
    found.clear()
    assert ctrl.request_hint()
    qtbot.waitUntil(lambda: bool(found), timeout=20_000)
    give = found[0].action  # type: ignore[attr-defined]
    assert isinstance(give, GiveCards) and give in ctrl.view.legal
    assert sorted(map(str, sc.selection)) == sorted(map(str, give.cards))
    assert window.current_message() == Pinochle.tr("Hint: {0}.").format(
        Pinochle.tr("give {0}").format(card_list(list(give.cards))))
    assert sc.action_button.isVisible() and sc.action_button.enabled
