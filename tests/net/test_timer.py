"""The online move timer (Hearts' O-ONLINE rules, ON.1-ON.3, ON.8) is the server's: a
person who lets it run out gets a random move played (first overrun), then loses the seat to
a CPU player for good (second overrun). The rules' 15 s become 6 s here (``timer_scale``):
ample for a scripted player's answer on a loaded machine. The seat that never acts runs out
of time when the test moves the loop's clock past its deadline (``LoopClock``), so no test
waits for a real timer and none depends on how fast the machine is."""

from __future__ import annotations

import asyncio

import pytest

from hearts_desktop.games import get_game
from hearts_desktop.games.hearts import PlayCard, SeatSubstituted, TimedOut
from hearts_desktop.net.client import GameUpdate, MatchFinished, SeatsUpdate, ServerError

from .helpers import (
    LoopClock,
    async_test,
    eventually,
    replay_steps,
    seated_table,
    seen,
    serving,
)
from .honesty import finished_of

SCALE = 0.4
MOVE = 15 * SCALE  # seconds a move


@async_test(timeout=120)
async def test_two_overruns_a_random_move_then_a_cpu_takes_the_seat_and_the_last_human_wins(
        ) -> None:
    game = get_game("hearts")
    rules = game.preset("online_de")
    async with serving(timer_scale=SCALE) as server:
        clock = LoopClock()
        table, _, (sleeper, player) = await seated_table(
            server, "hearts", rules, humans=2, names=("Sleepy", "Quick"))
        sleeper.policy = lambda view: None  # never acts
        quick = asyncio.create_task(player.play())
        first = await sleeper.client.wait_for(GameUpdate)
        assert [(t.seat, t.total) for t in first.timers] == [(0, MOVE), (1, MOVE)]
        assert all(0 < t.remaining <= t.total for t in first.timers)

        # First overrun: the engine passes three random cards for seat 0.
        await clock.run_out(table, 0)
        timed = await sleeper.client.wait_for(GameUpdate, predicate=lambda m: any(
            isinstance(e, TimedOut) for e in m.events))
        event = next(e for e in timed.events if isinstance(e, TimedOut))
        assert event.seat == 0 and event.overruns == 1 and event.action is not None
        assert timed.view.overruns[0] == 1 and timed.view.passed is not None
        # Second overrun: a CPU player takes seat 0 for good; with one human left under
        # the online rules, the match ends at once and that human wins (ON.8).
        sleeping = asyncio.create_task(sleeper.play(timeout=90))
        await clock.run_out(table, 0)
        result = await sleeping
        assert isinstance(result, MatchFinished)
        assert isinstance(await quick, MatchFinished)
        events = [e for m in sleeper.messages if isinstance(m, GameUpdate) for e in m.events]
        assert [e.overruns for e in events if isinstance(e, TimedOut)] == [1, 2]
        assert [(e.seat, e.reason) for e in events if isinstance(e, SeatSubstituted)] == [
            (0, "timeout")]
        seats = [m for m in sleeper.messages if isinstance(m, SeatsUpdate)]
        assert seats[-2].table.seats[0].substituted  # marked on the plate
        state = game.replay(finished_of(sleeper.messages).record)
        assert state.winners == (1,) and state.overruns == (2, 0, 0, 0)
        assert state.computer_seats == frozenset({0, 2, 3})  # CPU seats known to the engine
        await sleeper.close()
        await player.close()


@async_test(timeout=120)
async def test_a_person_who_acts_in_time_is_never_timed_out_and_a_substituted_seat_cannot_act(
        ) -> None:
    game = get_game("hearts")
    rules = game.preset("online_de").replace(deal_limit=1, computers_unranked=False)
    # 6 s a move: the quick player answers at once, even on a crowded machine (a load of 20
    # on two cores was seen); the slow seat's two overruns come from the clock's hand.
    async with serving(timer_scale=SCALE) as server:
        clock = LoopClock()
        table, _, (slow, quick) = await seated_table(server, "hearts", rules, humans=2)
        slow.policy = lambda view: None
        quick_task = asyncio.create_task(quick.play())
        for _ in range(2):
            await clock.run_out(table, 0)
        await eventually(lambda: table.seats[0].substituted, what="the substitution")
        with pytest.raises(ServerError) as err:
            await slow.client.act(PlayCard(0, slow.client.view.hand[0]))
        assert err.value.code == "not_your_turn"
        assert isinstance(await quick_task, MatchFinished)
        record = finished_of(quick.messages).record
        replay = replay_steps(game, record)
        assert replay.states[-1].overruns[1] == 0
        await eventually(seen(slow, lambda m: isinstance(m, MatchFinished)))
        await slow.close()
        await quick.close()
