"""Ombre at the real window's table, at speed instant (animation time 0), CPU players in two
seats and the human's seat driven by the test with the mouse: choice panels for the bids
and decisions, clicks on cards and the action button for the exchange, a click per card in
play. Assertions compare the table with what the engine says (legal choices, chips, pot,
tricks, the refusal's rule and its words), never with fixed English text."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from hearts_desktop.core.cards import Card, Suit
from hearts_desktop.games.ombre import (
    Bid,
    CardsDealt,
    Contract,
    DealScored,
    Exchange,
    IllegalActionError,
    NameTrump,
    Pass,
    Phase,
    PlayCard,
    Rules,
    SeatView,
    TrickWon,
    Violation,
    apply,
    start_deal,
)
from hearts_desktop.games.ombre.contracts import biddable
from hearts_desktop.history import Autosave
from hearts_desktop.ui.games.ombre.messages import violation_text
from hearts_desktop.ui.games.ombre.score_sheet import OmbreScoreSheet
from hearts_desktop.ui.main_window import MainWindow
from hearts_desktop.ui.settings import Settings
from hearts_desktop.ui.setup import GameSetup
from hearts_desktop.ui.setup_store import remember_setup
from hearts_desktop.ui.table.card_item import CardItem

from .helpers import (
    WAIT_MS,
    click_button,
    click_card,
    click_choice,
    human_act,
    players,
    start,
    wait_human,
)

C = Card.parse


def panel_keys(win: MainWindow) -> tuple[set[Any], set[Any]]:
    """The choice panel's (enabled, greyed) keys."""
    content = win.scene.overlays.panel.content
    return ({c.key for c in content.choices if c.enabled},
            {c.key for c in content.choices if not c.enabled})


def check_turn(win: MainWindow, view: SeatView) -> None:
    """The table offers exactly what the engine allows the human now."""
    sc = win.scene
    legal = set(view.legal)
    if view.phase is Phase.PLAYING:
        assert sc.mode == "play"
        assert sc.legal == {a.card for a in legal if isinstance(a, PlayCard)}
        dimmed = {it.card for it in sc.human_items() if it.dimmed}
        assert dimmed == set(view.hand) - sc.legal
    elif view.phase is Phase.EXCHANGE:
        assert sc.mode == "select"
        assert view.exchange_limits is not None
        assert sc.select_count == view.exchange_limits[1]
    else:
        assert sc.overlays.choices_shown
        enabled, greyed = panel_keys(win)
        assert enabled == legal
        if view.phase is Phase.BIDDING:  # every contract is shown, the too-low ones greyed
            shown = {k.contract for k in enabled | greyed if isinstance(k, Bid)}
            assert shown == set(biddable(view.rules))


def test_whole_deals_played_through_the_window(open_window: Callable[..., MainWindow],
                                               qtbot: QtBot) -> None:
    win = open_window()
    ctrl = start(win, seed=7)
    scored: list[DealScored] = []
    ctrl.events_applied.connect(lambda events, _view: scored.extend(
        e for e in events if isinstance(e, DealScored)))
    phases: set[Phase] = set()
    ombre_seen = False
    for step in range(300):
        wait_human(qtbot, ctrl)
        if len(scored) >= 2:
            break
        view = ctrl.view
        assert view is not None
        phases.add(view.phase)
        ombre_seen = ombre_seen or view.ombre == ctrl.human_seat
        check_turn(win, view)
        before = len(ctrl.state.actions)
        human_act(win, qtbot, step)
        assert len(ctrl.state.actions) > before  # the click was taken
    assert len(scored) >= 2
    assert {Phase.BIDDING, Phase.EXCHANGE, Phase.PLAYING} <= phases
    assert ombre_seen  # the human played a contract (seed 7: a tourné in deal 1)
    qtbot.waitUntil(lambda: ctrl.table_idle, timeout=WAIT_MS)
    # Every card on the felt is one the table accounts for: the cards set aside in the
    # earlier deals went back to the pool (they were left lying, one more pile a deal).
    shown = {id(it) for it in win.scene.items() if isinstance(it, CardItem) and it.isVisible()}
    assert shown == {id(it) for it in win.scene.card_items()}
    assert len(shown) <= 40
    state = ctrl.state
    view = ctrl.view
    # chips, pot and tricks on the felt are the engine's
    chips = win.scene.chips.amounts()
    assert [chips[s] for s in range(3)] == list(state.chips)
    assert chips[None] == state.pot
    assert win.table.chips == list(state.chips) and win.table.pot == state.pot
    # the score sheet has a row per deal and the chips now
    sheet = win.play.show_score_sheet()
    assert isinstance(sheet, OmbreScoreSheet)
    assert sheet.table.rowCount() == len(view.history) + 1
    last = sheet.row_texts(sheet.table.rowCount() - 1)
    assert last[OmbreScoreSheet.FIXED:] == [str(c) for c in view.chips] + [str(view.pot)]
    first = view.history[0]
    assert sheet.row_texts(0)[0] == ctrl.names[first.ombre]


def test_the_deal_talon_and_exchange_are_shown(open_window: Callable[..., MainWindow],
                                               qtbot: QtBot) -> None:
    win = open_window()
    dealt: list[CardsDealt] = []
    win.controller.events_applied.connect(lambda events, _view: dealt.extend(
        e for e in events if isinstance(e, CardsDealt)))
    ctrl = start(win, seed=7)
    wait_human(qtbot, ctrl)
    view = ctrl.view
    assert view is not None and view.phase is Phase.BIDDING
    sc = win.scene
    # the human sees their own hand face up, the others' backs, the talon face down
    assert sorted(it.card for it in sc.human_items()) == sorted(view.hand)
    assert len(sc.talon) == view.talon_size == 13
    assert all(not it.face_up for it in sc.talon)
    assert all(card is None for card in dealt[0].talon)  # redacted for the human
    # seed 7: the human bids a tourné and exchanges; the discards lie aside face down
    human_act(win, qtbot, 0)
    for step in range(1, 10):
        wait_human(qtbot, ctrl)
        if ctrl.view.phase is Phase.EXCHANGE:
            break
        human_act(win, qtbot, step)
    view = ctrl.view
    assert view.phase is Phase.EXCHANGE and view.ombre == ctrl.human_seat
    action = human_act(win, qtbot, 99)
    assert isinstance(action, Exchange)
    qtbot.waitUntil(lambda: ctrl.table_idle, timeout=WAIT_MS)
    after = ctrl.view
    assert len(sc.aside) >= len(action.discards)
    assert all(not it.face_up for it in sc.aside)
    assert sorted(it.card for it in sc.human_items()) == sorted(after.hand)
    assert len(sc.talon) == after.talon_size


# --------------------------------------------------------------------------- a refused card

MATADOR_DEAL = (
    "AS 3S 7H KD QD JD AD 2D 3D",     # seat 0, the human: spadille and a low trump
    "KH QH JH AH 2H 3H 4H 5H 6H",     # seat 1: no trump at all
    "7S KS QS JS 2S AC 6S 5S 4S",     # seat 2: ombre in a solo, espadas trump
)
MATADOR_TALON = "KC QC JC 7C 6C 5C 4C 3C 2C 4D 5D 6D 7D"


def matador_position() -> Any:
    """Seat 2 plays a solo in espadas and leads the 7; seat 1 throws a copa; the human
    holds spadille (protected: it is above the led card) and the 3 (not protected)."""
    rules = Rules.preset("ombre")
    state = start_deal(rules, MATADOR_DEAL, MATADOR_TALON, dealer=1)
    for action in (Pass(0), Bid(2, Contract.SOLO), Pass(1)):
        state, _ = apply(state, action)
    for _ in range(4):
        if state.phase is Phase.TRUMP:
            state, _ = apply(state, NameTrump(2, Suit.SPADES))
        elif state.phase is Phase.EXCHANGE:
            seat = state.deal.to_move  # type: ignore[union-attr]
            state, _ = apply(state, Exchange(seat, ()))
    assert state.phase is Phase.PLAYING
    state, _ = apply(state, PlayCard(2, C("7S")))
    state, _ = apply(state, PlayCard(1, C("2H")))
    return state


def test_a_refused_card_names_the_matadors_privilege(open_window: Callable[..., MainWindow],
                                                     qtbot: QtBot) -> None:
    win = open_window()
    state = matador_position()
    win.load_match(state, players(3), game="ombre")
    ctrl = win.controller
    wait_human(qtbot, ctrl)
    assert win.scene.legal == {C("AS"), C("3S")}
    with pytest.raises(IllegalActionError) as info:
        apply(state, PlayCard(0, C("KD")))
    assert info.value.rule is Violation.MUST_PLAY_TRUMP
    assert info.value.data["protected"] == (C("AS"),)
    expected = violation_text(info.value)
    refused: list[IllegalActionError] = []
    ctrl.action_refused.connect(refused.append)
    click_card(qtbot, win, C("KD"))
    assert len(refused) == 1 and refused[0].rule is Violation.MUST_PLAY_TRUMP
    assert ctrl.state is state  # nothing changed
    assert win.statusBar().currentMessage() == expected
    notice = win.scene.overlays.notice
    assert notice.isVisible() and notice.source is not None and notice.source() == expected
    # the words name the matador that is protected and the trump that must be played
    from hearts_desktop.ui.games.ombre.labels import card_name

    assert card_name(C("AS"), Suit.SPADES) in expected
    assert card_name(C("3S"), Suit.SPADES) in expected
    # the protected matador may still be played
    click_card(qtbot, win, C("AS"))
    assert ctrl.state is not state
    assert ctrl.state.actions[-1] == PlayCard(0, C("AS"))


# --------------------------------------------------------------------------- resume


@pytest.fixture
def program(start_program: Callable[..., MainWindow]) -> Callable[..., MainWindow]:
    """Opens a window as the program does at start-up (resuming a saved game)."""
    return start_program


def test_an_ombre_match_resumes_after_a_restart(program: Callable[[], MainWindow],
                                                settings: Settings, qtbot: QtBot,
                                                tmp_path: Path) -> None:
    remember_setup(settings, GameSetup.default("en", game="ombre").with_seed(7))
    win = program()
    ctrl = win.controller
    assert ctrl.game.name == "ombre"
    tricks = 0
    for step in range(40):
        wait_human(qtbot, ctrl)
        if tricks >= 3:
            break
        human_act(win, qtbot, step)
        tricks = sum(1 for t in ctrl.state.deal.tricks)  # type: ignore[union-attr]
    wait_human(qtbot, ctrl)
    before = ctrl.state
    names = ctrl.names
    saved = Autosave(tmp_path / "autosave.json").load()
    assert saved is not None and saved.game == "ombre" and saved.state() == before
    win.close()

    again = program()
    assert again.persistence.resumed == saved
    assert again.controller.game.name == "ombre"
    assert again.controller.state == before
    assert again.controller.names == names
    view = again.controller.view
    sc = again.scene
    assert sorted(it.card for it in sc.human_items()) == sorted(view.hand)
    chips = sc.chips.amounts()
    assert [chips[s] for s in range(3)] == list(view.chips) and chips[None] == view.pot
    assert again.table.tricks == list(view.tricks_won)
    assert again.table.trump == view.trump and again.table.ombre == view.ombre
    # and play goes on from there to the end of the deal
    won: list[TrickWon] = []
    again.controller.events_applied.connect(lambda events, _v: won.extend(
        e for e in events if isinstance(e, TrickWon)))
    for step in range(40):
        wait_human(qtbot, again.controller)
        if again.controller.view.deal_number > view.deal_number:
            break
        human_act(again, qtbot, 100 + step)
    assert again.controller.view.deal_number > view.deal_number
    assert 1 <= len(won) <= 9 - tricks  # primeras may end a deal early


@pytest.mark.parametrize("preset", ["ombre_two", "ombre_four", "quadrille", "quintille"])
def test_one_deal_of_every_other_game(open_window: Callable[..., MainWindow], qtbot: QtBot,
                                      preset: str) -> None:
    """Two- and four-player Ombre, Quadrille and Quintille seat their players, show who
    sits out, and play a whole deal through the window."""
    win = open_window()
    rules = Rules.preset(preset)
    scored: list[DealScored] = []
    win.controller.events_applied.connect(lambda events, _view: scored.extend(
        e for e in events if isinstance(e, DealScored)))
    ctrl = start(win, rules, seed=11, level="easy")
    assert len(win.scene.plates) == rules.players
    for step in range(200):
        wait_human(qtbot, ctrl)
        if scored:
            break
        view = ctrl.view
        check_turn(win, view)
        if view.sitter_out is not None:
            plate = win.scene.plates[view.sitter_out]
            assert plate.opacity() < 1.0
            assert len(win.scene.hands[view.sitter_out]) == 0
        human_act(win, qtbot, step, "easy")
    assert scored
    qtbot.waitUntil(lambda: ctrl.table_idle, timeout=WAIT_MS)
    chips = win.scene.chips.amounts()
    assert [chips[s] for s in range(rules.players)] == list(ctrl.state.chips)


# --------------------------------------------------------------------------- primeras, surrender

STRONG_DEAL = (
    "AS 2S AC KS QS JS 7S 6S 5S",     # seat 0, the human: the nine best espadas
    "KH QH JH AH 2H 3H 4H 5H 6H",
    "KD QD JD AD 2D 3D 4D 5D 6D",
)
STRONG_TALON = "4S 3S KC QC JC 7C 6C 5C 4C 3C 2C 7H 7D"


def human_ombre(rules: Rules, contract: Contract) -> Any:
    """The human (seat 0, eldest) plays ``contract`` in espadas with the strong hand; the
    defenders keep their cards: the human leads to the first trick."""
    state = start_deal(rules, STRONG_DEAL, STRONG_TALON, dealer=1)
    for action in (Bid(0, contract), Pass(2), Pass(1)):
        state, _ = apply(state, action)
    for _ in range(5):
        if state.phase is Phase.TRUMP:
            state, _ = apply(state, NameTrump(0, Suit.SPADES))
        elif state.phase is Phase.EXCHANGE:
            state, _ = apply(state, Exchange(state.deal.to_move, ()))  # type: ignore[union-attr]
    assert state.phase is Phase.PLAYING
    return state


def test_primeras_are_chosen_on_the_panel(open_window: Callable[..., MainWindow],
                                          qtbot: QtBot) -> None:
    win = open_window()
    win.load_match(human_ombre(Rules.preset("ombre"), Contract.SOLO), players(3),
                   game="ombre")
    ctrl = win.controller
    for step in range(30):
        wait_human(qtbot, ctrl)
        if ctrl.view.phase is Phase.PRIMERAS:
            break
        human_act(win, qtbot, step)
    view = ctrl.view
    assert view.phase is Phase.PRIMERAS and len(view.tricks) == 5
    check_turn(win, view)  # stop or go on, nothing else
    scored: list[DealScored] = []
    ctrl.events_applied.connect(lambda events, _v: scored.extend(
        e for e in events if isinstance(e, DealScored)))
    from hearts_desktop.games.ombre import Primeras

    click_choice(qtbot, win, Primeras(0, False))
    qtbot.waitUntil(lambda: bool(scored), timeout=WAIT_MS)
    assert scored[0].primeras and scored[0].ombre == 0


def test_ombre_gives_up_with_the_side_button(open_window: Callable[..., MainWindow],
                                             qtbot: QtBot) -> None:
    win = open_window()
    rules = Rules.preset("ombre").replace(surrender=True)
    win.load_match(human_ombre(rules, Contract.ENTRADA), players(3), game="ombre")
    ctrl = win.controller
    wait_human(qtbot, ctrl)
    button = win.scene.overlays.side_button
    assert button.isVisible()
    from hearts_desktop.games.ombre import Surrendered

    gave_up: list[Surrendered] = []
    ctrl.events_applied.connect(lambda events, _v: gave_up.extend(
        e for e in events if isinstance(e, Surrendered)))
    click_button(qtbot, win, button)
    assert gave_up and gave_up[0].seat == 0
    assert not button.isVisible()
