"""What the table animates in a Pinochle hand, stage by stage as the animator starts them:
the partner exchange flies four cards each way, face down whenever the bottom seat may
not see them (a defender sees only backs; the declaring side's received cards turn over
for the player only); every seat's meld is laid face up in front of it, then goes back
into the hands (face down again for the other seats)."""

from __future__ import annotations

from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from hearts_desktop.games.pinochle import CardsGiven, MeldShown, Phase
from hearts_desktop.ui.main_window import MainWindow
from hearts_desktop.ui.table.scene import Z_FLYING, Z_MELD

from .test_table import WAIT, act, start, wait_human


class StageLog:
    """Each stage as it starts: its name, and for each moving card item its z target,
    whether it shows a face, and which card it carries (None for a back). The events the
    table was given, in order, with the index of the first stage each one made."""

    def __init__(self, win: MainWindow) -> None:
        self.stages: list[tuple[str, list[tuple[Any, bool, Any]]]] = []
        self.after: list[tuple[str, list[tuple[bool, Any]]]] = []
        self.events: list[tuple[int, Any]] = []
        anim = win.animator
        original_start = anim._start
        items_of = self._items

        def _start(stage: Any) -> None:
            moving = items_of(stage)
            self.stages.append((stage.name, [(z, it.face_up, it.card) for z, it in moving]))
            original_start(stage)
            # at speed instant the stage has ended: what its items show afterwards
            self.after.append((stage.name, [(it.face_up, it.card) for _z, it in moving]))

        anim._start = _start  # type: ignore[method-assign]
        anim.event_started.connect(lambda ev: self.events.append((len(self.stages), ev)))

    @staticmethod
    def _items(stage: Any) -> list[tuple[Any, Any]]:
        return [(mv.z, mv.item) for mv in stage.moves if hasattr(mv.item, "card")]

    def of(self, event_type: type) -> list[tuple[Any, list[int]]]:
        """Each event of ``event_type`` with the indexes of the stages it made."""
        out = []
        bounds = [i for i, _ in self.events] + [len(self.stages)]
        for k, (i, ev) in enumerate(self.events):
            if isinstance(ev, event_type):
                out.append((ev, list(range(i, bounds[k + 1]))))
        return out


def _play_to_the_first_trick(qtbot: QtBot, win: MainWindow, seed: int,
                             bid_high: bool) -> StageLog:
    ctrl = start(win, seed=seed)
    log = StageLog(win)
    for _ in range(60):
        wait_human(qtbot, ctrl)
        if ctrl.view.phase is Phase.PLAYING:
            break
        act(qtbot, win, bid_high=bid_high)
    qtbot.waitUntil(lambda: ctrl.table_idle, timeout=WAIT)
    return log


@pytest.mark.parametrize(("seed", "bid_high"), [(5, True), (7, False)])
def test_the_exchange_flies_face_down_to_those_who_may_not_see_it(
        window: MainWindow, qtbot: QtBot, seed: int, bid_high: bool) -> None:
    log = _play_to_the_first_trick(qtbot, window, seed, bid_high)
    human = window.controller.human_seat
    given = log.of(CardsGiven)
    assert len(given) == 2  # four cards each way
    declaring = {given[0][0].giver, given[0][0].receiver}
    assert (human in declaring) == bid_high  # both cases: the declarer, a defender
    for ev, indexes in given:
        (flight,) = [i for i in indexes if log.stages[i][0] == "pass"]
        flying = [(up, card) for z, up, card in log.stages[flight][1] if z == Z_FLYING]
        assert len(flying) == 4
        if ev.giver == human:  # the player's own cards leave face up
            assert sorted(str(c) for _up, c in flying) == sorted(map(str, ev.cards))
        else:  # nobody else's card is seen in flight
            assert all(not up and card is None for up, card in flying)
        flips = [i for i in indexes if log.stages[i][0] == "flip"]
        if ev.receiver == human:  # they land face down and turn over for the player
            assert flips
            shown = [card for up, card in log.after[flips[-1]][1] if up]
            assert sorted(map(str, shown)) == sorted(map(str, ev.cards))
        else:
            assert not flips
    # a defender's table never showed a card of the exchange
    if not bid_high:
        assert all(c is None for ev, _ in given for c in ev.cards)


def test_the_melds_are_laid_face_up_and_go_back(window: MainWindow, qtbot: QtBot) -> None:
    log = _play_to_the_first_trick(qtbot, window, 7, bid_high=False)
    human = window.controller.human_seat
    shown = log.of(MeldShown)
    assert sorted(ev.seat for ev, _ in shown) == [0, 1, 2, 3]
    for ev, indexes in shown:
        laid = [i for i in indexes if log.stages[i][0] == "meld"]
        if not ev.cards:
            assert not laid
            continue
        (i,) = laid
        out = [(up, card) for z, up, card in log.stages[i][1]
               if z is not None and z >= Z_MELD and z < Z_FLYING]
        assert all(up for up, _card in out)
        assert sorted(str(c) for _up, c in out) == sorted(map(str, ev.cards))
    # then every meld goes back into its hand: face down for the other seats, the
    # player's own cards face up
    back = [after for name, after in log.after if name == "meld_back"]
    assert len(back) == sum(1 for ev, _ in shown if ev.cards)
    mine = [items for items in back if any(up for up, _card in items)]
    for items in back:
        assert all(up and card is not None for up, card in items) or \
            all(not up and card is None for up, card in items)
    human_laid = any(ev.cards for ev, _ in shown if ev.seat == human)
    assert len(mine) == int(human_laid)
    assert not any(window.scene.melds.values())  # nothing left lying on the table
