"""Pinochle over the network through two real windows (speed instant, loopback server):
Anna hosts a Pinochle table from Game > Host a network game, Bea joins by code, two CPU
players fill seats 3 and 4. Both act through their own tables (the auction panel, the
trump panel, choosing cards and the action button, clicks on cards) and both see the
auction on the plates, every seat's meld laid out with its caption, and a whole trick;
a card the duties forbid is refused by the server and explained as the engine words it;
the hand is played out, the game-over dialog names the winning team and the match is in
both players' histories."""

from __future__ import annotations

import time
from typing import Any

from pytestqt.qtbot import QtBot

from hearts_desktop.games.pinochle import (
    Bid,
    BidMade,
    Call,
    CardPlayed,
    IllegalActionError,
    MeldShown,
    NameTrump,
    Pass,
    Passed,
    Phase,
    PlayCard,
    TrickWon,
    apply,
)
from hearts_desktop.ui.games import presentation
from hearts_desktop.ui.games.pinochle.labels import (
    Pinochle,
    call_text,
    meld_lines,
    meld_total,
    violation_text,
    winners_text,
)
from hearts_desktop.ui.main_window import MainWindow
from tests.ui.net import conftest as net_conftest
from tests.ui.net.helpers import (
    WAIT_MS,
    choose_in_combo,
    click,
    join_table,
    net,
    other_seats_hidden,
)

from .test_table import Spy, click_at, click_choice, click_item

net_window = net_conftest.net_window  # the network tests' windows, used here too


def host_pinochle(win: MainWindow, qtbot: QtBot) -> Any:
    """Game > Host a network game, Pinochle picked, its default rules over one deal; seat 2
    open, seats 3 and 4 CPU players."""
    dialog = net(win).host_game()
    assert dialog is not None
    combo = dialog.game_combo
    index = combo.findData("pinochle")
    assert index >= 0  # offered: Pinochle has a table
    choose_in_combo(combo, "pinochle")
    assert dialog.game == "pinochle" and dialog.seat_rows() == 4
    # the dialog seats the players and the server deals: the form shows neither its own
    # player rows nor the deal number, only who partners whom
    form = dialog.form
    qtbot.waitUntil(form.isVisible)  # a form put in a shown dialog is shown by a queued call
    assert not form.seed_edit.isVisibleTo(dialog)
    assert not form._seats_widget.isVisibleTo(dialog)
    assert form._partner_note.isVisibleTo(dialog) and form._partner_note.text()
    dialog.form.select_preset("pinochle")
    dialog.form.option_widgets["target"].setValue(0)
    dialog.form.option_widgets["deal_limit"].setValue(1)
    dialog.name_edit.setText("Anna")
    dialog.set_seat(1, "open")
    dialog.set_seat(2, "cpu", "Carl", "easy")
    dialog.set_seat(3, "cpu", "Dora", "easy")
    assert dialog.rules().deal_limit == 1
    click(dialog.open_button)
    qtbot.waitUntil(lambda: dialog.pages.currentWidget() is dialog.lobby, timeout=WAIT_MS)
    return dialog


def act(qtbot: QtBot, win: MainWindow, acted: dict[int, int]) -> bool:
    """If it is this window's turn and its table is ready, act as a player does: the
    lowest bid once and then pass, the first trump offered, the last 4 cards of the hand,
    the first card the table lets through. The view's length of calls/plays guards
    against acting twice on one view."""
    c = win.controller
    if not c.awaiting_human or win.animator.busy:
        return False
    view = c.view
    sc = win.scene
    mark = id(view)
    if acted.get(c.human_seat) == mark:
        return False
    if view.phase is Phase.BIDDING:
        if not sc.overlays.choices_shown:
            return False
        keys = [ch.key for ch in sc.overlays.panel.content.choices]
        bids = [k for k in keys if isinstance(k, Bid)]
        mine = [call for call in view.calls if call.seat == c.human_seat]
        click_choice(qtbot, win, bids[0] if bids and not mine else Pass(view.seat))
    elif view.phase is Phase.NAMING_TRUMP:
        if not sc.overlays.choices_shown:
            return False
        keys = [ch.key for ch in sc.overlays.panel.content.choices]
        assert all(isinstance(k, NameTrump) for k in keys)
        click_choice(qtbot, win, keys[0])
    elif view.phase in (Phase.PASSING, Phase.RETURNING):
        if sc.mode != "select":
            return False
        for item in list(sc.human_items())[-4:]:
            click_item(qtbot, win, item)
        assert sc.action_button.isVisible() and sc.action_button.enabled
        click_at(qtbot, win, sc.action_button.mapToScene(
            sc.action_button.boundingRect().center()))
    elif view.phase is Phase.PLAYING:
        if sc.mode != "play":
            return False
        item = next(it for it in sc.human_items() if it.card in sc.legal)
        click_item(qtbot, win, item)
    else:
        return False
    acted[c.human_seat] = mark
    return True


def may_misplay(win: MainWindow) -> bool:
    sc = win.scene
    return (win.controller.awaiting_human and sc.mode == "play" and not win.animator.busy
            and any(it.card not in sc.legal for it in sc.human_items()))


def refuse_one(qtbot: QtBot, win: MainWindow, host_win: MainWindow) -> None:
    server = net(host_win).hosted._server.server
    (table,) = server.tables.values()
    state = table.state
    wrong = next(it for it in win.scene.human_items() if it.card not in win.scene.legal)
    try:  # what the engine itself says of this card on the full state
        apply(state, PlayCard(win.controller.human_seat, wrong.card))
    except IllegalActionError as exc:
        local = exc
    else:
        raise AssertionError("the card was legal")
    refused: list[Exception] = []
    win.controller.action_refused.connect(refused.append)
    win.scene.item_clicked.emit(wrong)
    qtbot.waitUntil(lambda: bool(refused), timeout=WAIT_MS)
    (error,) = refused
    assert isinstance(error, IllegalActionError) and error.rule == local.rule
    assert win.current_message() == violation_text(local) == violation_text(error)
    assert table.state == state and win.controller.awaiting_human  # nothing changed


def test_a_pinochle_table_over_the_network(net_window, qtbot: QtBot) -> None:
    anna, bea = net_window("anna"), net_window("bea")
    host = host_pinochle(anna, qtbot)
    info = host.info
    assert info is not None
    join_table(bea, qtbot, f"{info.address} {info.table.code}")
    qtbot.waitUntil(lambda: host.lobby.open_seats == 0, timeout=WAIT_MS)
    spies = {0: Spy(anna), 1: Spy(bea)}
    # the plates' second lines as each event begins to be shown, on both tables
    plates: dict[int, list[tuple[Any, list[str]]]] = {0: [], 1: []}
    said: dict[int, list[str]] = {0: [], 1: []}  # the status bar as each meld is shown
    for seat, win in enumerate((anna, bea)):
        win.animator.event_started.connect(
            lambda ev, w=win, log=plates[seat]: log.append(
                (ev, [w.scene.plates[s].detail for s in range(4)])))
        win.animator.event_started.connect(
            lambda ev, w=win, log=said[seat]: log.append(w.current_message())
            if isinstance(ev, MeldShown) else None)
    host.start()
    qtbot.waitUntil(lambda: anna.controller.remote and bea.controller.remote,
                    timeout=WAIT_MS)
    wins = (anna, bea)
    assert [w.controller.game.name for w in wins] == ["pinochle", "pinochle"]
    assert anna.scene.names == bea.scene.names == ["Anna", "Bea", "Carl", "Dora"]
    assert [w.controller.human_seat for w in wins] == [0, 1]
    assert [p.team for p in bea.scene.plates] == [0, 1, 0, 1]  # partners marked

    def trick_seen(seat: int) -> bool:
        return any(isinstance(e, TrickWon) for e in spies[seat].events)

    acted: dict[int, int] = {}
    deadline = time.monotonic() + 60
    while not (trick_seen(0) and trick_seen(1)):
        assert time.monotonic() < deadline, "no trick was played in time"
        for win in wins:
            assert win.controller.state is None  # never the full state
            assert other_seats_hidden(win)
            act(qtbot, win, acted)
        qtbot.wait(5)
    # both saw the whole auction: each call on its seat's plate once it was shown
    for log in plates.values():
        calls = [(i, ev) for i, (ev, _) in enumerate(log) if isinstance(ev, BidMade | Passed)]
        assert {ev.seat for _i, ev in calls} == {0, 1, 2, 3}
        for i, ev in calls:
            call = Call(ev.seat, ev.amount if isinstance(ev, BidMade) else None,
                        isinstance(ev, Passed) and ev.help)
            assert log[i + 1][1][ev.seat] == call_text(call)
    for seat in (0, 1):
        spy = spies[seat]
        # every seat's meld laid out on both tables, with its parts and total
        shown = [e for e in spy.events if isinstance(e, MeldShown)]
        assert sorted(m.seat for m in shown) == [0, 1, 2, 3]
        assert [(s, lines, total) for s, lines, total in spy.captions] == [
            (m.seat, meld_lines(m.parts), meld_total(m.total)) for m in shown]
        # the first trick: four cards, seen face up by both players, then taken
        played = [e for e in spy.events if isinstance(e, CardPlayed)]
        won = next(e for e in spy.events if isinstance(e, TrickWon))
        assert len(played) >= 4 and all(p.card is not None for p in played[:4])
        assert [str(c) for _s, c in won.plays] == [str(p.card) for p in played[:4]]
    # no turn's prompt is left over while the melds are shown (the player has acted)
    for texts in said.values():
        assert len(texts) == 4
        assert not {Pinochle.tr("Your call: bid or pass."),
                    Pinochle.tr("You won the auction: name trump.")} & set(texts)
        assert not any(t.startswith(Pinochle.tr("Ready: press “{0}”.").split("“")[0])
                       for t in texts), texts
    # the two tables agree on what was played and melded
    melds = [[(m.seat, m.total) for m in spies[s].events if isinstance(m, MeldShown)]
             for s in (0, 1)]
    assert melds[0] == melds[1]
    firsts = [[(p.seat, str(p.card)) for p in spies[s].events
               if isinstance(p, CardPlayed)][:4] for s in (0, 1)]
    assert firsts[0] == firsts[1]
    # the hand is played out (one deal): the match ends on both tables and each player's
    # history holds it as a Pinochle match, the other player as a remote seat
    # on the way, a card the duties forbid is clicked once: the server refuses it and
    # the window says why as the engine words it on the full state
    refused_once = False
    deadline = time.monotonic() + 60
    while not (anna.controller.is_over and bea.controller.is_over):
        assert time.monotonic() < deadline, "the hand did not end in time"
        for win in wins:
            if not refused_once and may_misplay(win):
                refuse_one(qtbot, win, anna)
                refused_once = True
            act(qtbot, win, acted)
        qtbot.wait(5)
    assert refused_once
    for win in wins:
        qtbot.waitUntil(lambda w=win: len(net(w).stored) == 1, timeout=WAIT_MS)
        db = win.persistence.db
        (summary,) = db.summaries(status="finished")
        match = db.load(summary.id)  # replayed and checked as every stored match is
        assert match.game == "pinochle" and match.finished
        assert summary.human_seat == win.controller.human_seat
        assert [p.name for p in match.players] == ["Anna", "Bea", "Carl", "Dora"]
        other = 1 - win.controller.human_seat
        assert match.players[other].kind == "remote" and not match.players[other].human
        assert len(match.state().history) == 1
        replay = presentation("pinochle").replay(match.record)  # the history's replay
        assert replay.final == match.state()
        # the game-over dialog names the winning team as at home
        final = match.state()
        qtbot.waitUntil(lambda w=win: w.play.game_over is not None
                        and w.play.game_over.isVisible(), timeout=WAIT_MS)
        if final.winner is not None:
            assert win.play.game_over.title.text() == winners_text(
                list(win.scene.names), final.winner, win.controller.human_seat)
