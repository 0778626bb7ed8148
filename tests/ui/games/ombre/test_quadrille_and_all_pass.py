"""Quadrille's called king and the deals nobody bids, at the real window's table (speed
instant, the human's seat driven with the mouse, explicit deals from ``start_deal`` so each
test plays the same cards every time):

* the human as ombre calls a king on the panel; the partner stays unknown on the plates
  until the called king falls, then the table shows who plays with whom;
* the human holds the king a CPU declarer called: the table marks the human as the secret
  partner, the others learn it when the human plays the king;
* everybody passed: gascarola and contrabola are offered, and an announced contrabola is
  the deal's contract; a gascarola is played (keep one card, draw eight, five left);
* everybody passed, nothing to announce: the deal is thrown in, the table says so and the
  pot stays on the table (a ``start_deal`` match is that one deal); in a session the next
  dealer deals, the status bar and the score sheet say so.

Banners are recorded where the table asks for them (``Moves.banner``: at speed instant a
banner is not drawn), so the words are the table's own texts."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from hearts_desktop.core.cards import Card, Suit
from hearts_desktop.games.ombre import (
    POT,
    Bid,
    CallCard,
    Contract,
    DealThrownIn,
    NameTrump,
    OmbreDeclared,
    PartnerRevealed,
    Pass,
    Phase,
    PlayCard,
    Rules,
    apply,
    call_options,
    seat_view,
    start_deal,
)
from hearts_desktop.ui.games.ombre import texts
from hearts_desktop.ui.games.ombre.labels import Ombre, result_name
from hearts_desktop.ui.main_window import MainWindow

from .helpers import (
    click_button,
    click_card,
    click_choice,
    human_act,
    players,
    start,
    wait_human,
)

C = Card.parse

# Quadrille, dealer 1: seat 0 is eldest and leads. The espada hand holds the king of
# espadas only and one copa; seat 2's only copa is the king of copas.
QUADRILLE_DEAL = (
    "AS 2S AC KS QS JS 7S 6S 5S 2H",
    "3H 4H 5H 2D 3D 4D 2C 3C 4C 3S",
    "KH 4S 5D 6D 7D 5C 6C 7C JC QC",
    "AH 6H 7H JH QH AD JD QD KD KC",
)

# Ombre, dealer 1: seat 0 (the human) is eldest; the CPU players hold nothing but small
# cards and pass.
WEAK_DEAL = (
    "AS 2S AC KS QS KH QH KD QD",
    "2H 3H 4H 2D 3D 4D 2C 3C 4C",
    "5H 6H 5D 6D 5C 6C 3S 4S 5S",
)
WEAK_TALON = "7H JH 7D JD 7C JC 6S 7S JS AH AD KC QC"


def record_banners(win: MainWindow, monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, str]]:
    """Every banner the table asks for from now on, as (title, subtitle)."""
    shown: list[tuple[str, str]] = []
    moves = win.animator.moves
    original = moves.banner

    def banner(source: Callable[[], tuple[str, str]], step: Any) -> Any:
        shown.append(source())
        return original(source, step)

    monkeypatch.setattr(moves, "banner", banner)
    return shown


def teams(win: MainWindow) -> list[int | None]:
    return [plate.team for plate in win.scene.plates]


def defenders(win: MainWindow) -> list[int]:
    """The seats whose name plate says "Defender"."""
    word = Ombre.tr("Defender")
    return [s for s in range(len(win.scene.plates))
            if word in win.scene.director.plate(s)[1]]


def test_the_human_as_ombre_calls_a_king(open_window: Callable[..., MainWindow],
                                         qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    win = open_window()
    rules = Rules.preset("quadrille")
    state = start_deal(rules, QUADRILLE_DEAL, dealer=1)
    win.load_match(state, players(4), game="ombre")
    ctrl = win.controller
    banners = record_banners(win, monkeypatch)
    revealed: list[PartnerRevealed] = []
    ctrl.events_applied.connect(lambda events, _v: revealed.extend(
        e for e in events if isinstance(e, PartnerRevealed)))

    wait_human(qtbot, ctrl)
    click_choice(qtbot, win, Bid(0, Contract.ALLIANCE))
    wait_human(qtbot, ctrl)
    assert ctrl.view.phase is Phase.TRUMP and ctrl.view.ombre == 0
    click_choice(qtbot, win, NameTrump(0, Suit.SPADES))
    wait_human(qtbot, ctrl)
    view = ctrl.view
    assert view.phase is Phase.CALLING
    # the panel offers exactly the kings the human does not hold
    content = win.scene.overlays.panel.content
    offered = {c.key.card for c in content.choices if c.enabled}
    assert offered == {C("KH"), C("KD"), C("KC")} == set(call_options(ctrl.state))
    click_choice(qtbot, win, CallCard(0, C("KH")))
    qtbot.waitUntil(lambda: ctrl.table_idle, timeout=30_000)
    assert ctrl.state.deal.called == C("KH")
    contract = win.scene.contract
    assert contract.isVisible()
    assert contract.detail == texts.contract_panel_texts(
        "", Contract.ALLIANCE, Suit.SPADES, C("KH"), False)[1]
    assert texts.called_texts(ctrl.names[0], C("KH"), you=True) in banners  # the human's
    # nobody knows the partner yet: only the human's side is marked, and no plate calls
    # anybody a defender (one of the three is the secret partner)
    assert teams(win) == [0, None, None, None]
    assert defenders(win) == []

    # the human leads a copa: seat 2 must follow with its only copa, the called king
    wait_human(qtbot, ctrl)
    click_card(qtbot, win, C("2H"))
    qtbot.waitUntil(lambda: bool(revealed), timeout=30_000)
    qtbot.waitUntil(lambda: ctrl.table_idle, timeout=30_000)
    assert revealed == [PartnerRevealed(2, C("KH"), 0)]
    assert ctrl.view.partner == 2 and ctrl.view.partner_revealed
    assert texts.partner_texts(ctrl.names[2], ctrl.names[0], declarer_you=True) in banners
    assert teams(win) == [0, 1, 0, 1]
    assert defenders(win) == [1, 3]
    assert Ombre.tr("Partner") in win.scene.director.plate(2)[1]


def test_the_human_is_the_secret_partner(open_window: Callable[..., MainWindow],
                                         qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    """Seat 1 (eldest after dealer 2) plays an alliance in espadas and calls the king of
    copas, which the human holds."""
    rules = Rules.preset("quadrille")
    hands = (QUADRILLE_DEAL[2], QUADRILLE_DEAL[0], QUADRILLE_DEAL[1], QUADRILLE_DEAL[3])
    state = start_deal(rules, hands, dealer=2)
    for action in (Bid(1, Contract.ALLIANCE), Pass(0), Pass(3), Pass(2),
                   NameTrump(1, Suit.SPADES), CallCard(1, C("KH"))):
        state, _ = apply(state, action)
    assert state.phase is Phase.PLAYING
    win = open_window()
    win.load_match(state, players(4), game="ombre")
    ctrl = win.controller
    banners = record_banners(win, monkeypatch)
    revealed: list[PartnerRevealed] = []
    ctrl.events_applied.connect(lambda events, _v: revealed.extend(
        e for e in events if isinstance(e, PartnerRevealed)))
    wait_human(qtbot, ctrl)
    qtbot.waitUntil(lambda: ctrl.table_idle, timeout=30_000)
    # the human knows the sides (their plate and the declarer's, the defenders'); the
    # others do not know the partner yet
    assert ctrl.view.partner == 0 and not ctrl.view.partner_revealed
    assert [seat_view(ctrl.state, s).partner for s in (1, 2, 3)] == [None, None, None]
    assert C("KH") in ctrl.view.hand
    assert teams(win) == [0, 0, 1, 1]
    assert defenders(win) == [2, 3]  # the human knows both sides

    # the human plays the king as soon as it may (a copa led, or void in the suit led)
    for step in range(40):
        wait_human(qtbot, ctrl)
        assert not revealed and ctrl.view.phase is Phase.PLAYING
        if PlayCard(0, C("KH")) in ctrl.view.legal:
            click_card(qtbot, win, C("KH"))
            break
        human_act(win, qtbot, step)
    qtbot.waitUntil(lambda: bool(revealed), timeout=30_000)
    qtbot.waitUntil(lambda: ctrl.table_idle, timeout=30_000)
    assert revealed == [PartnerRevealed(0, C("KH"), 1)]
    assert [seat_view(ctrl.state, s).partner for s in (1, 2, 3)] == [0, 0, 0]
    assert texts.partner_texts(ctrl.names[0], ctrl.names[1], you=True) in banners
    assert teams(win) == [0, 0, 1, 1]
    assert C("KH") not in ctrl.view.hand


def test_gascarola_and_contrabola_are_offered_after_all_pass(
        open_window: Callable[..., MainWindow], qtbot: QtBot,
        monkeypatch: pytest.MonkeyPatch) -> None:
    rules = Rules.preset("ombre").replace(gascarola=True, contrabola=True)
    win = open_window()
    win.load_match(start_deal(rules, WEAK_DEAL, WEAK_TALON, dealer=1), players(3),
                   game="ombre")
    ctrl = win.controller
    banners = record_banners(win, monkeypatch)
    declared: list[OmbreDeclared] = []
    ctrl.events_applied.connect(lambda events, _v: declared.extend(
        e for e in events if isinstance(e, OmbreDeclared)))
    wait_human(qtbot, ctrl)
    assert ctrl.view.phase is Phase.BIDDING
    click_choice(qtbot, win, Pass(0))
    wait_human(qtbot, ctrl)
    qtbot.waitUntil(lambda: ctrl.table_idle, timeout=30_000)
    view = ctrl.view
    assert view.phase is Phase.ANNOUNCING
    assert texts.all_passed_texts() in banners
    content = win.scene.overlays.panel.content
    offered = {c.key for c in content.choices if c.enabled}
    assert offered == set(view.legal) == {Pass(0), Bid(0, Contract.GASCAROLA),
                                          Bid(0, Contract.CONTRABOLA)}
    click_choice(qtbot, win, Bid(0, Contract.CONTRABOLA))
    qtbot.waitUntil(lambda: bool(declared), timeout=30_000)
    qtbot.waitUntil(lambda: ctrl.table_idle, timeout=30_000)
    assert declared[0].seat == 0 and declared[0].contract is Contract.CONTRABOLA
    assert win.scene.contract.isVisible()
    assert win.scene.contract.title == texts.contract_panel_texts(
        ctrl.names[0], Contract.CONTRABOLA, None, None, False)[0]


def test_a_thrown_in_deal_is_shown_on_the_table(open_window: Callable[..., MainWindow],
                                                qtbot: QtBot,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    rules = Rules.preset("ombre")  # all pass: redeal, the pot stays
    win = open_window()
    win.load_match(start_deal(rules, WEAK_DEAL, WEAK_TALON, dealer=1), players(3),
                   game="ombre")
    ctrl = win.controller
    banners = record_banners(win, monkeypatch)
    thrown: list[DealThrownIn] = []
    ctrl.events_applied.connect(lambda events, _v: thrown.extend(
        e for e in events if isinstance(e, DealThrownIn)))
    wait_human(qtbot, ctrl)
    pot, chips = ctrl.state.pot, ctrl.state.chips
    assert pot > 0 and win.scene.chips.amounts()[POT] == pot
    click_choice(qtbot, win, Pass(0))
    qtbot.waitUntil(lambda: bool(thrown), timeout=30_000)
    qtbot.waitUntil(lambda: ctrl.table_idle, timeout=30_000)
    assert thrown[0].deal_number == 1 and thrown[0].reason == "all_passed"
    assert texts.thrown_in_texts("all_passed") in banners
    # the pot stays in the middle of the table, nobody paid or was paid
    state = ctrl.state
    assert state.pot == pot and state.chips == chips
    amounts = win.scene.chips.amounts()
    assert amounts[POT] == pot and [amounts[s] for s in range(3)] == list(chips)
    assert win.scene.director.status()[2] == texts.deal_text(1, rules.deals)  # type: ignore[attr-defined]


def test_gascarola_is_played_keeping_one_card(open_window: Callable[..., MainWindow],
                                              qtbot: QtBot,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    """O-GASCAROLA (11.2, O-E22) at the table: the human announces it, keeps spadille,
    discards the other 8 face down and draws 8 from the talon; 5 talon cards stay for the
    defenders; then the human names trump and the contract panel says gascarola."""
    rules = Rules.preset("ombre").replace(gascarola=True)
    win = open_window()
    win.load_match(start_deal(rules, WEAK_DEAL, WEAK_TALON, dealer=1), players(3),
                   game="ombre")
    ctrl = win.controller
    sc = win.scene
    banners = record_banners(win, monkeypatch)
    wait_human(qtbot, ctrl)
    click_choice(qtbot, win, Pass(0))
    wait_human(qtbot, ctrl)
    assert ctrl.view.phase is Phase.ANNOUNCING
    assert win.current_message() == texts.choice_prompt()
    click_choice(qtbot, win, Bid(0, Contract.GASCAROLA))
    wait_human(qtbot, ctrl)
    qtbot.waitUntil(lambda: ctrl.table_idle, timeout=30_000)
    view = ctrl.view
    assert view.phase is Phase.EXCHANGE and view.ombre == 0
    assert view.exchange_limits == (8, 9)
    # the status bar says gascarola's choice in its words: keep one card, or none
    assert win.current_message() == texts.gascarola_prompt(8, 9)
    assert "8" in win.current_message() and "9" in win.current_message()
    assert sc.mode == "select"
    discards = [c for c in view.hand if c != C("AS")]
    for card in discards[:7]:
        click_card(qtbot, win, card)
    assert not sc.selection_ready  # seven is neither "keep one" nor "keep none"
    click_card(qtbot, win, discards[7])
    assert sc.selection_ready and sc.action_button.isVisible()
    assert sc.action_button.text == texts.exchange_button(8)
    click_button(qtbot, win, sc.action_button)
    wait_human(qtbot, ctrl)
    qtbot.waitUntil(lambda: ctrl.table_idle, timeout=30_000)
    view = ctrl.view
    drawn = [C(t) for t in WEAK_TALON.split()[:8]]
    assert sorted(view.hand) == sorted([C("AS"), *drawn])
    assert sorted(it.card for it in sc.human_items()) == sorted(view.hand)
    assert len(sc.talon) == view.talon_size == 5
    assert len(sc.aside) >= 8 and all(not it.face_up for it in sc.aside)
    assert view.phase is Phase.TRUMP
    click_choice(qtbot, win, NameTrump(0, Suit.SPADES))
    qtbot.waitUntil(lambda: ctrl.view.phase is Phase.PLAYING, timeout=30_000)
    qtbot.waitUntil(lambda: ctrl.table_idle, timeout=30_000)
    assert sc.contract.isVisible()
    assert sc.contract.title == texts.contract_panel_texts(
        ctrl.names[0], Contract.GASCAROLA, Suit.SPADES, None, False)[0]
    assert texts.all_passed_texts() in banners
    # the defenders drew from the five left, never more
    assert 0 <= ctrl.view.talon_size <= 5


def test_a_thrown_in_deal_in_a_session_leads_to_the_next(
        open_window: Callable[..., MainWindow], qtbot: QtBot,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Seed 24 of the default session: the human and both CPU players pass (pinned by the
    first assertion after the bidding). The table says the deal is thrown in, the next
    dealer deals deal 2, the pot stays and grows by the new ante, the status bar counts
    deal 2 and the score sheet's first row says "Thrown in"."""
    rules = Rules.preset("ombre")
    win = open_window()
    banners = record_banners(win, monkeypatch)
    thrown: list[DealThrownIn] = []
    win.controller.events_applied.connect(lambda events, _v: thrown.extend(
        e for e in events if isinstance(e, DealThrownIn)))
    ctrl = start(win, rules, seed=24)
    wait_human(qtbot, ctrl)
    assert ctrl.view.phase is Phase.BIDDING and ctrl.view.deal_number == 1
    dealer = ctrl.view.dealer
    assert win.current_message() == texts.bid_prompt()
    assert win.hand_label.text() == texts.deal_text(1, rules.deals)  # type: ignore[attr-defined]
    click_choice(qtbot, win, Pass(0))
    for _ in range(3):  # the human may be asked again only in a new deal
        wait_human(qtbot, ctrl)
        if ctrl.view.deal_number == 2:
            break
        click_choice(qtbot, win, Pass(0))
    qtbot.waitUntil(lambda: ctrl.table_idle, timeout=30_000)
    assert [(t.deal_number, t.reason) for t in thrown] == [(1, "all_passed")]
    assert texts.thrown_in_texts("all_passed") in banners
    view = ctrl.view
    assert view.deal_number == 2 and view.phase is Phase.BIDDING
    assert view.dealer != dealer
    # nobody paid or was paid: the pot holds both antes
    ante = 3 * rules.ante
    assert ctrl.state.pot == 2 * ante
    assert list(ctrl.state.chips) == [rules.start_chips - 2 * rules.ante] * 3
    assert win.scene.chips.amounts()[POT] == 2 * ante
    assert win.hand_label.text() == texts.deal_text(2, rules.deals)  # type: ignore[attr-defined]
    assert win.current_message() == texts.bid_prompt()
    # the bidding panel (it covers the pot's pile) says what the pot holds now
    panel = win.scene.overlays.panel
    assert panel.isVisible()
    assert panel.content.subtitle.endswith(" " + Ombre.tr("%n chip(s) in the pot.", "",
                                                           2 * ante))
    assert str(2 * ante) in panel.content.subtitle
    sheet = win.show_score_sheet()
    assert sheet.table.item(0, 3).text() == result_name(None)
    sheet.close()
