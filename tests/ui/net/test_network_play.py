"""Network play through two real windows on one loopback server: a host and a joining
player, each driving their own window's input, with two CPU seats."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from hearts_desktop.games import get_game
from hearts_desktop.games.hearts import IllegalActionError, PlayCard
from hearts_desktop.ui.games import presentation
from tests.net.helpers import replay_steps
from tests.net.honesty import faithful_frames, finished_of, hearts_hidden_cards
from tests.ui.net.helpers import (
    WAIT_MS,
    act_by_input,
    click,
    host_table,
    join_table,
    mid_trick,
    net,
    other_seats_hidden,
    play_until,
    received,
    start_when_seated,
)


def test_two_windows_play_a_whole_match_joined_by_code(net_window, qtbot: QtBot) -> None:
    anna, bea = net_window("anna"), net_window("bea")
    host = host_table(anna, qtbot, deal_limit=2)  # two deals: a new pass between them
    info = host.info
    assert info is not None and len(info.table.code) == 6
    join_table(bea, qtbot, f"{info.address} {info.table.code.lower()}")
    qtbot.waitUntil(lambda: host.lobby.open_seats == 0 and
                    host.lobby.table.seats[1].name == "Bea", timeout=WAIT_MS)
    messages = {0: received(anna), 1: received(bea)}
    host.start()
    for win in (anna, bea):
        qtbot.waitUntil(lambda w=win: w.controller.remote, timeout=WAIT_MS)
    assert net(anna).dialog is None and net(bea).dialog is None  # the lobbies closed
    assert anna.scene.names == ["Anna", "Bea", "Carl", "Dora"]
    assert anna.controller.human_seat == 0 and bea.controller.human_seat == 1
    acted = 0
    while not (anna.controller.is_over and bea.controller.is_over):
        if acted >= 10 and not bea.controller.assisted and bea.controller.awaiting_human:
            # Bea asks for a hint once (a card to play): her match is assisted, not Anna's
            assert bea.hint_action.isEnabled()  # type: ignore[attr-defined]
            with qtbot.waitSignal(bea.controller.hint_found, timeout=WAIT_MS):
                bea.hint()
            assert bea.controller.assisted and not anna.controller.assisted
        for win in (anna, bea):
            assert win.controller.state is None  # never the full state
            assert other_seats_hidden(win)
            if act_by_input(win):
                acted += 1
        qtbot.wait(5)
    assert acted >= 26 and bea.controller.assisted
    for win in (anna, bea):
        # the match ends by itself; the same deals again are not offered (the server's)
        qtbot.waitUntil(lambda w=win: w.game_over is not None and w.game_over.isVisible(),
                        timeout=WAIT_MS)
        assert win.game_over.new_button.isVisible()
        assert not win.game_over.again_button.isVisible()
    for win in (anna, bea):
        qtbot.waitUntil(lambda w=win: len(net(w).stored) == 1, timeout=WAIT_MS)
        db = win.persistence.db
        (summary,) = db.summaries(status="finished")
        assert summary.human_seat == win.controller.human_seat
        match = db.load(summary.id)  # replayed and checked as every stored match is
        assert [p.name for p in match.players] == ["Anna", "Bea", "Carl", "Dora"]
        other = 1 - win.controller.human_seat
        assert match.players[other].kind == "remote" and not match.players[other].human
        assert match.finished
        assert match.assisted == (win is bea)
        replay = presentation("hearts").replay(match.record)  # the history's replay viewer
        assert replay.deal_numbers() == [1, 2] and len(replay) > 104
    # What each window received never showed a card its seat may not know (checked
    # against the full states of the replayed match, not with the redaction code), and
    # was exactly its seat's own share of every step.
    record = finished_of(messages[0]).record
    full = replay_steps(get_game("hearts"), record)
    for seat, got in messages.items():
        assert hearts_hidden_cards(full, seat, got) > 500
        assert faithful_frames(full, seat, got) > 100


def test_a_dropped_player_is_stood_in_for_and_takes_the_seat_back(net_window,
                                                                  qtbot: QtBot) -> None:
    anna, bea = net_window("anna"), net_window("bea")
    net(bea).retry_delays = (1.5, 0.3, 0.5)  # back only after the grace period (0.4 s)
    host = host_table(anna, qtbot)
    info = host.info
    join_table(bea, qtbot, f"{info.address} {info.table.code}")
    start_when_seated(host, qtbot)
    qtbot.waitUntil(lambda: anna.controller.remote and bea.controller.remote,
                    timeout=WAIT_MS)
    play_until((anna, bea), qtbot, lambda: mid_trick(bea) and not bea.animator.busy)
    plates: list[str] = []  # what Anna's plate for seat 2 says, change by change
    net(anna).remote.names_changed.connect(lambda names: plates.append(names[1]))
    said: list[str] = []  # what Bea's status bar says, message by message
    bea.statusBar().messageChanged.connect(said.append)
    net(bea).session.abort()  # the network fails under Bea
    # she is away, then a CPU player stands in, then she takes her seat back
    qtbot.waitUntil(lambda: "Bea" in plates[plates.index("CPU for Bea"):]
                    if "CPU for Bea" in plates else False, timeout=WAIT_MS)
    assert plates.index("Bea (away)") < plates.index("CPU for Bea")
    assert anna.scene.names[1] == plates[-1] == "Bea"
    assert any(t.startswith("The connection to the table was lost. Reconnecting (attempt 1 "
                            "of 3)") for t in said)
    qtbot.waitUntil(lambda: "You are back at the table." in said, timeout=WAIT_MS)
    assert net(bea).session.reconnecting is False
    # the snapshot restored Bea's table: her hand as the server says, nobody else's cards
    qtbot.waitUntil(lambda: not bea.animator.busy, timeout=WAIT_MS)
    view = bea.controller.view
    assert sorted(map(str, (it.card for it in bea.scene.human_items()))) == \
        sorted(map(str, view.hand))
    assert other_seats_hidden(bea)
    play_until((anna, bea), qtbot,
                lambda: len(net(anna).stored) == 1 and len(net(bea).stored) == 1)
    assert bea.persistence.db.load(net(bea).stored[0]).human_seat == 1


def _server_state(host_win):
    """The full state on the hosting window's server (the test's referee's view)."""
    server = net(host_win).hosted._server.server
    (table,) = server.tables.values()
    return table.state


def test_open_seats_go_to_cpu_players_and_a_refused_card_is_explained(net_window,
                                                                      qtbot: QtBot) -> None:
    anna, bea = net_window("anna"), net_window("bea")
    host = host_table(anna, qtbot, seats=(("open", ""), ("open", ""), ("cpu", "Dora")))
    join_table(bea, qtbot, f"{host.info.address} {host.info.table.code}", seat=1)
    qtbot.waitUntil(lambda: host.lobby.table.seats[1].name == "Bea", timeout=WAIT_MS)
    assert host.lobby.open_seats == 1
    assert not host.lobby.start_button.isEnabled()  # a seat is still open
    host.lobby.fill_check.setChecked(True)
    assert host.lobby.start_button.isEnabled()
    host.lobby.start_button.click()
    qtbot.waitUntil(lambda: anna.controller.remote and bea.controller.remote,
                    timeout=WAIT_MS)
    seat2 = net(bea).session.table.seats[2]
    assert seat2.kind == "cpu" and bea.scene.names[2] == seat2.name
    assert anna.scene.names == bea.scene.names == ["Anna", "Bea", seat2.name, "Dora"]

    def bea_may_misplay() -> bool:
        c = bea.controller
        return (c.awaiting_human and bea.scene.mode == "play" and not bea.animator.busy
                and any(it.card not in bea.scene.legal for it in bea.scene.human_items()))

    play_until((anna, bea), qtbot, bea_may_misplay)
    refused: list[Exception] = []
    bea.controller.action_refused.connect(refused.append)
    view = bea.controller.view
    wrong = next(it for it in bea.scene.human_items() if it.card not in bea.scene.legal)
    game = get_game("hearts")
    state = _server_state(anna)
    try:  # what the engine itself says of this card on the full state
        game.apply(state, PlayCard(1, wrong.card))
    except IllegalActionError as exc:
        local = exc
    else:
        raise AssertionError("the card was legal")
    bea.scene.item_clicked.emit(wrong)
    qtbot.waitUntil(lambda: bool(refused), timeout=WAIT_MS)
    (error,) = refused
    assert error.rule == local.rule
    said = presentation("hearts").violation_text(error)
    assert said == presentation("hearts").violation_text(local) and said
    assert bea.current_message() == said
    # nothing changed: the same view, the same hand, still Bea's turn; a legal card goes
    assert bea.controller.view == view and _server_state(anna) == state
    assert bea.controller.awaiting_human
    assert act_by_input(bea)
    qtbot.waitUntil(lambda: _server_state(anna) != state, timeout=WAIT_MS)


def test_the_move_timer_is_the_servers_and_an_overrun_is_played_for_the_seat(
        net_window, qtbot: QtBot) -> None:
    import dataclasses

    from tests.ui.net.conftest import FAST

    anna, bea = net_window("anna"), net_window("bea")
    net(anna).server_config = dataclasses.replace(FAST, timer_scale=0.2)  # 15 s -> 3 s
    host = host_table(anna, qtbot, preset="online_de")
    assert host.rules().move_timer == 15
    join_table(bea, qtbot, f"{host.info.address} {host.info.table.code}")
    clocks: list[int] = []
    bea.controller.clock_ticked.connect(clocks.append)
    start_when_seated(host, qtbot)
    qtbot.waitUntil(lambda: bea.controller.remote, timeout=WAIT_MS)
    hand = sorted(map(str, bea.controller.view.hand))
    # Bea's clock counts the server's time down (3 s here), never the rules' 15 s
    qtbot.waitUntil(lambda: any(s > 0 for s in clocks), timeout=WAIT_MS)
    assert max(clocks) <= 3
    # Anna passes; Bea does nothing: the server passes for her when her time is up
    play_until((anna,), qtbot,
               lambda: sorted(map(str, bea.controller.view.hand)) != hand)
    assert net(bea).session.table.seats[1].kind == "person"
    qtbot.waitUntil(lambda: not bea.controller.awaiting_human or bea.scene.mode == "play",
                    timeout=WAIT_MS)


def test_cpu_players_carry_the_names_the_host_chose_on_every_client(net_window,
                                                                    qtbot: QtBot) -> None:
    """The host's program speaks Korean, Bea's German: both tables (and Bea's history) name
    the CPU players as the host's dialog did, from Hearts' roster in Korean, one of them a
    seat left open until Start."""
    from hearts_desktop.games.hearts.bots.personalities import BY_KEY, ROSTER_KEYS

    anna, bea = net_window("anna"), net_window("bea")
    net(anna).host.language = lambda: "ko"  # type: ignore[method-assign]
    net(bea).host.language = lambda: "de"  # type: ignore[method-assign]
    dialog = net(anna).host_game()
    dialog.form.select_preset("classic")
    dialog.form.option_widgets["deal_limit"].setValue(1)
    dialog.name_edit.setText("Anna")
    dialog.set_seat(2, "open")  # nobody takes it: its CPU player plays it from Start
    dialog.set_seat(3, "cpu")   # no name typed: the roster's, as shown
    seat2, seat3 = (BY_KEY[k] for k in ROSTER_KEYS[1:3])
    expected = ["Anna", "Bea", seat2.name_in("ko"), seat3.name_in("ko")]
    assert [r.name_edit.placeholderText() for r in dialog._rows[2:]] == expected[2:]
    click(dialog.open_button)
    qtbot.waitUntil(lambda: dialog.pages.currentWidget() is dialog.lobby, timeout=WAIT_MS)
    join_table(bea, qtbot, f"{dialog.info.address} {dialog.info.table.code}", seat=1)
    qtbot.waitUntil(lambda: dialog.lobby.table.seats[1].name == "Bea", timeout=WAIT_MS)
    dialog.start(fill_with_cpu=True)
    qtbot.waitUntil(lambda: anna.controller.remote and bea.controller.remote,
                    timeout=WAIT_MS)
    assert anna.scene.names == bea.scene.names == expected
    assert expected[2:] != [seat2.name_in("de"), seat3.name_in("de")]  # not Bea's own
    # The program switches to German (in one process: both windows): the menus speak
    # German, the names at the network table stay as the host fixed them.
    from PySide6.QtWidgets import QApplication

    from hearts_desktop import i18n

    try:
        assert i18n.apply_language("de") == "de"
        QApplication.processEvents()
        assert net(bea).host_action.text() == "Netzwerkspiel &eröffnen…"
        assert anna.scene.names == bea.scene.names == expected
    finally:
        i18n.apply_language("en")
        QApplication.processEvents()
    assert net(bea).host_action.text() == "&Host a network game…"
    play_until((anna, bea), qtbot,
               lambda: len(net(anna).stored) == 1 and len(net(bea).stored) == 1)
    for win in (anna, bea):
        match = win.persistence.db.load(net(win).stored[0])
        assert [p.name for p in match.players] == expected
        assert [(p.kind, p.level) for p in match.players[2:]] == \
            [(seat2.key, seat2.level), (seat3.key, seat3.level)]
