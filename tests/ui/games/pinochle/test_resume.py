"""A Pinochle match saved at the human's turn in each phase (the auction, naming trump,
giving to the declarer, giving back, the meld just counted before the first lead, a trick
in progress) resumes after a restart exactly where it was: the same state, and the table
shows what that moment needs (the auction panel, the trump panel, choosing 4 cards, the
melds on the plates, the trick on the table with the duties greyed)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from hearts_desktop.games.pinochle import (
    Bid,
    Concede,
    MatchState,
    NameTrump,
    Pass,
    Phase,
    Rules,
    apply,
    legal_cards,
    new_match,
    seat_view,
    seats_to_act,
)
from hearts_desktop.games.pinochle.bots import make_bot
from hearts_desktop.history import Autosave, PlayerInfo, SavedMatch
from hearts_desktop.ui.games.pinochle.input import offered_bids
from hearts_desktop.ui.games.pinochle.labels import call_text, meld_total, suit_symbol
from hearts_desktop.ui.main_window import MainWindow

WAIT = 30_000
HUMAN = 0

Moment = Callable[[MatchState], bool]
MOMENTS: dict[str, Moment] = {
    "auction": lambda s: s.phase is Phase.BIDDING and len(s.calls) >= 2,
    "trump": lambda s: s.phase is Phase.NAMING_TRUMP,
    "giving": lambda s: s.phase is Phase.PASSING,
    "giving back": lambda s: s.phase is Phase.RETURNING,
    "meld": lambda s: (s.phase is Phase.PLAYING and not s.tricks
                       and (s.trick is None or not s.trick.plays)),
    "trick": lambda s: (s.phase is Phase.PLAYING and len(s.tricks) >= 3
                        and s.trick is not None and bool(s.trick.plays)),
}


def reach(moment: Moment) -> MatchState:
    """The first hand of a seeded match played by Normal CPU players, stopped where the
    human's seat must act at ``moment``."""
    rules = Rules.preset("pinochle")
    for seed in range(1, 200):
        state = new_match(rules, seed)
        bots = [make_bot("normal", seed * 10 + s) for s in range(4)]
        while not state.history and not state.is_over:
            seat = seats_to_act(state)[0]
            if seat == HUMAN and moment(state):
                return state
            state, _ = apply(state, bots[seat].choose(seat_view(state, seat)))
    raise AssertionError("no seed reaches this moment")


@pytest.fixture
def restart(start_program: Callable[..., MainWindow], tmp_path: Path
            ) -> Callable[[MatchState], MainWindow]:
    """Save ``state`` as the autosave, then start the program as after a restart."""

    def _restart(state: MatchState) -> MainWindow:
        players = (PlayerInfo("You", True, "human", None),
                   *(PlayerInfo(f"CPU {i}", False, "normal", "normal") for i in (1, 2, 3)))
        saved = SavedMatch.from_state(state, players, datetime(2026, 11, 24, tzinfo=UTC),
                                      game="pinochle")
        Autosave(tmp_path / "autosave.json").save(saved)
        return start_program()

    return _restart


@pytest.mark.parametrize("moment", list(MOMENTS))
def test_a_pinochle_match_resumes_in_each_phase(restart: Callable[[MatchState], MainWindow],
                                                qtbot: QtBot, moment: str) -> None:
    state = reach(MOMENTS[moment])
    win = restart(state)
    ctrl = win.controller
    assert ctrl.game.name == "pinochle"
    qtbot.waitUntil(lambda: ctrl.awaiting_human and ctrl.table_idle, timeout=WAIT)
    assert ctrl.state == state  # nothing was played for anyone while resuming
    sc = win.scene
    view = ctrl.view
    assert view is not None
    # the human's cards, the others' backs, the team scores
    assert Counter(it.card for it in sc.human_items()) == Counter(state.hands[HUMAN])
    assert [len(sc.hands[s]) for s in range(4)] == [len(h) for h in state.hands]
    assert [p.score_text for p in sc.plates] == [str(state.scores[s % 2]) for s in range(4)]
    assert sc.contract.isVisible() == (state.declarer is not None)
    if state.phase is Phase.BIDDING:
        assert sc.overlays.choices_shown
        keys = [c.key for c in sc.overlays.panel.content.choices]
        assert [k.amount for k in keys if isinstance(k, Bid)] == offered_bids(view)
        assert Pass(HUMAN) in keys
        for seat in range(4):
            said = [c for c in state.calls if c.seat == seat]
            if said:
                assert sc.plates[seat].detail == call_text(said[-1])
        return
    assert str(state.contract) in sc.contract.title
    if state.phase is Phase.NAMING_TRUMP:
        assert sc.overlays.choices_shown
        keys = [c.key for c in sc.overlays.panel.content.choices]
        assert {k.suit for k in keys if isinstance(k, NameTrump)} == {
            a.suit for a in view.legal if isinstance(a, NameTrump)}
        assert sc.contract.emblem == "?"
        return
    assert state.trump is not None and sc.contract.emblem == suit_symbol(state.trump)
    assert not sc.overlays.choices_shown
    if state.phase in (Phase.PASSING, Phase.RETURNING):
        assert sc.mode == "select" and sc.select_count == 4
        assert not sc.melds
        return
    # playing: the melds counted are on the plates, the duties greyed
    assert sc.mode == "play"
    legal = legal_cards(state, HUMAN)
    assert sc.legal == set(legal)
    assert {it.card for it in sc.human_items() if it.dimmed} == set(state.hands[HUMAN]) - set(
        legal)
    for seat in range(4):
        meld = state.melds[seat]
        assert meld is not None
        assert meld_total(meld.total) in sc.plates[seat].detail
    if moment == "trick":
        assert state.trick is not None
        assert [(s, it.card) for s, it in sc.trick] == list(state.trick.plays)
        _lit, _title, line = win.scene.director.status()
        assert str(state.trick.number) in line
    else:  # before the first lead the declarer may concede
        assert sc.trick == []
        assert win.scene.overlays.side_button.isVisible() == any(
            isinstance(a, Concede) for a in view.legal)
