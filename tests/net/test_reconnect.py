"""Dropping out and coming back (Hearts; Pinochle and Ombre too): the grace period, the CPU
stand-in (marked), taking the seat back with its token from a full snapshot, a gap in the
frame numbers."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from hearts_desktop.games import get_game
from hearts_desktop.games.hearts import CardPlayed, Phase
from hearts_desktop.net.client import (
    ConnectionLost,
    GameUpdate,
    MatchFinished,
    Message,
    NetClient,
    SeatsUpdate,
    ServerError,
    TableSnapshot,
)

from .helpers import (
    async_test,
    eventually,
    fixed_seed,
    one_deal,
    replay_steps,
    seated_table,
    seen,
    serving,
)
from .honesty import faithful_frames, finished_of


def _mid_trick_and_my_turn(seat: int) -> Any:
    def stop(message: Message) -> bool:
        if not isinstance(message, GameUpdate):
            return False
        v = message.view
        return (v.phase is Phase.PLAYING and v.trick is not None
                and 0 < len(v.trick.plays) < 4 and seat in message.to_act
                and v.trick.number >= 3)

    return stop


def _seat_state(update: SeatsUpdate, seat: int) -> tuple[bool, bool]:
    s = update.table.seats[seat]
    return s.connected, s.standin


@async_test(timeout=40)
async def test_a_drop_in_the_middle_of_a_trick_a_cpu_stands_in_and_the_person_takes_it_back(
        ) -> None:
    async with serving(grace=0.3) as server:
        table, _, (a, b) = await seated_table(server, rules=one_deal(), humans=2)
        a_task = asyncio.create_task(a.play())
        stopped = await b.play(stop=_mid_trick_and_my_turn(1))
        assert isinstance(stopped, GameUpdate)
        trick_before = stopped.view.trick
        b.client._ws.transport.abort()  # the network goes away, no goodbye
        assert isinstance(await b.client.wait_for(ConnectionLost), ConnectionLost)

        # a sees seat 1 drop, then a CPU player stand in (marked), and the trick go on.
        await eventually(seen(a, lambda m: isinstance(m, SeatsUpdate)
                              and _seat_state(m, 1) == (False, False)), what="the drop")
        await eventually(seen(a, lambda m: isinstance(m, SeatsUpdate)
                              and _seat_state(m, 1) == (False, True)), what="the stand-in")
        await eventually(seen(a, lambda m: isinstance(m, GameUpdate) and m.step > stopped.step
                              and any(isinstance(e, CardPlayed) and e.seat == 1
                                      for e in m.events)), what="the stand-in's card")
        assert table.seats[1].standin

        seated = await b.client.reconnect()
        assert seated.seat == 1
        snap = await b.client.wait_for(TableSnapshot)
        game = get_game("hearts")
        assert snap.view.seat == 1 and snap.table.seats[1].connected
        assert not snap.table.seats[1].standin
        # The stand-in played the card the person left unplayed.
        assert snap.step > stopped.step
        assert trick_before is not None
        await eventually(seen(a, lambda m: isinstance(m, SeatsUpdate)
                              and _seat_state(m, 1) == (True, False)), what="the return")
        result_b = await b.play()
        result_a = await a_task
        assert isinstance(result_a, MatchFinished) and isinstance(result_b, MatchFinished)
        assert not table.seats[1].standin
        # b's frames after coming back are exactly its seat's view of each step.
        replay = replay_steps(game, finished_of(b.messages).record)
        after = b.messages[b.messages.index(snap):]
        assert faithful_frames(replay, 1, after) > 10
        await a.close()
        await b.close()


@async_test(timeout=30)
async def test_back_within_the_grace_period_no_cpu_plays_for_the_person() -> None:
    async with serving(grace=30.0) as server:
        table, _, (a, b) = await seated_table(server, rules=one_deal(), humans=2)
        a_task = asyncio.create_task(a.play())
        stopped = await b.play(stop=_mid_trick_and_my_turn(1))
        assert isinstance(stopped, GameUpdate)
        step = stopped.step
        b.client._ws.transport.abort()
        await eventually(seen(a, lambda m: isinstance(m, SeatsUpdate)
                              and _seat_state(m, 1) == (False, False)), what="the drop")
        await asyncio.sleep(0.2)
        assert len(get_game("hearts").actions(table.state)) == step  # the seat waits
        await b.client.reconnect()
        snap = await b.client.wait_for(TableSnapshot)
        assert snap.step == step and 1 in snap.to_act
        assert isinstance(await b.play(), MatchFinished)
        assert isinstance(await a_task, MatchFinished)
        assert not any(isinstance(m, SeatsUpdate) and m.table.seats[1].standin
                       for m in a.messages)
        await a.close()
        await b.close()


@async_test(timeout=20)
async def test_the_seat_token_is_needed_to_come_back_and_a_second_connection_replaces_the_first(
        ) -> None:
    async with serving(grace=30.0) as server:
        table, _, (a,) = await seated_table(server, humans=1, start=False)
        intruder = await NetClient.connect(server.url)
        with pytest.raises(ServerError) as err:
            await intruder.resume(table.code, "x" * 32)
        assert err.value.code == "bad_token"
        assert a.client.ticket is not None
        token = a.client.ticket.token
        with pytest.raises(ServerError):
            await intruder.resume(table.code, token[:-1] + ("A" if token[-1] != "A" else "B"))
        # The same token from a new connection (the old one looks alive) takes the seat.
        second = await NetClient.connect(server.url)
        await second.resume(table.code, token)
        lost = await a.client.wait_for(ConnectionLost)
        assert "4001" in lost.reason
        assert table.seats[0].conn is not None and table.seats[0].name == "Player 0"
        await second.close()
        await intruder.close()


@async_test(timeout=20)
async def test_a_person_who_drops_out_in_the_lobby_frees_the_seat_after_the_grace_period(
        ) -> None:
    async with serving(grace=0.2) as server:
        table, _, (a, b) = await seated_table(server, humans=2, start=False)
        await b.client.close()
        await a.client.wait_for(SeatsUpdate, predicate=lambda m: m.table.seats[1].kind
                                == "open")
        assert table.open_seats() == [1]
        await a.close()


@async_test(timeout=30)
async def test_a_gap_in_the_frame_numbers_makes_the_client_ask_for_a_snapshot() -> None:
    async with serving() as server:
        table, _, (a, b) = await seated_table(server, rules=one_deal(), humans=2)
        b_task = asyncio.create_task(b.play())
        first = await a.client.wait_for(GameUpdate)
        table.seats[0].seq += 2  # two frames of seat 0 are lost on the way
        result = await a.play()
        assert isinstance(result, MatchFinished)
        assert a.client.stats.gaps == 1 and a.client.stats.snapshots_asked == 1
        snaps = [m for m in a.messages if isinstance(m, TableSnapshot)]
        assert len(snaps) == 2  # on joining, and after the gap
        assert snaps[1].seq > first.seq
        assert isinstance(await b_task, MatchFinished)
        replay = replay_steps(get_game("hearts"), finished_of(a.messages).record)
        assert faithful_frames(replay, 0, a.messages) > 10
        await a.close()
        await b.close()


@async_test(timeout=30)
async def test_a_request_cancelled_as_its_answer_arrives_is_cancelled() -> None:
    """A client task cancelled in the very turn its request's answer arrives stops (Python
    3.11's ``wait_for`` would return the answer and swallow the cancellation: a cancelled
    player then played on until its own time limit, a minute in the benchmark)."""
    from hearts_desktop.net.client import NetClient
    from hearts_desktop.net.protocol import Tables

    async with serving() as server:
        client = await NetClient.connect(server.url)
        send = client._send

        async def held(message: Any) -> None:  # the request is not sent: the test answers
            pass

        client._send = held  # type: ignore[method-assign]
        task = asyncio.create_task(client.list_tables())
        await eventually(lambda: bool(client._pending), what="the request goes out")
        (answer,) = client._pending.values()
        await asyncio.sleep(0)  # the task now waits for the answer
        answer.set_result(Tables(tables=[], ref=1))
        task.cancel()  # in the same turn of the event loop
        with pytest.raises(asyncio.CancelledError):
            await task
        client._send = send  # type: ignore[method-assign]
        assert (await client.list_tables()) == []  # the client still works
        await client.close()


def _short(game_name: str) -> Any:
    game = get_game(game_name)
    if game_name == "pinochle":
        return game.preset("pinochle").replace(deal_limit=3, target=None)
    return game.preset("ombre").replace(deals=2)


@pytest.mark.parametrize("game_name", ["pinochle", "ombre"])
@async_test(timeout=60)
async def test_pinochle_and_ombre_a_dropped_seat_gets_a_stand_in_and_is_taken_back(
        game_name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    # The server's deals pinned (seed 5): the match goes on well after the person is back.
    fixed_seed(monkeypatch, 5)
    game = get_game(game_name)
    async with serving(grace=0.3) as server:
        table, _, (a, b) = await seated_table(server, game_name, _short(game_name), humans=2,
                                              cpu_bot="normal")
        a_task = asyncio.create_task(a.play())
        updates = 0

        def my_turn_a_while_in(message: Message) -> bool:
            nonlocal updates
            if not isinstance(message, GameUpdate):
                return False
            updates += 1
            return updates >= 6 and 1 in message.to_act

        stopped = await b.play(stop=my_turn_a_while_in)
        assert isinstance(stopped, GameUpdate)
        b.client._ws.transport.abort()  # the network goes away, no goodbye
        assert isinstance(await b.client.wait_for(ConnectionLost), ConnectionLost)
        await eventually(seen(a, lambda m: isinstance(m, SeatsUpdate)
                              and _seat_state(m, 1) == (False, True)), what="the stand-in")
        # The stand-in made the move the person left unmade.
        await eventually(lambda: len(game.actions(table.state)) > stopped.step,
                         what="the stand-in's move")
        assert game.actions(table.state)[stopped.step].seat == 1

        await b.client.reconnect()
        snap = await b.client.wait_for(TableSnapshot)
        assert snap.view.seat == 1 and snap.table.seats[1].connected
        assert not snap.table.seats[1].standin and snap.step > stopped.step
        await eventually(seen(a, lambda m: isinstance(m, SeatsUpdate)
                              and _seat_state(m, 1) == (True, False)), what="the return")
        result_b = await b.play()
        result_a = await a_task
        assert isinstance(result_a, MatchFinished) and isinstance(result_b, MatchFinished)
        replay = replay_steps(game, finished_of(b.messages).record)
        after = b.messages[b.messages.index(snap):]
        assert faithful_frames(replay, 1, after) > 5
        await a.close()
        await b.close()
