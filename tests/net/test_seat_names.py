"""The CPU players' names at a network table (protocol version 2): the host names them, an
open seat carries the CPU player who takes it if the host starts with it open, and a CPU
player nobody named gets a name from the game's roster, never "CPU 3". The names are fixed
when the match starts and every client sees the same ones, down to the finished match's
player list (the history's)."""

from __future__ import annotations

import pytest

from hearts_desktop.games import get_game
from hearts_desktop.games.hearts.bots import EasyBot
from hearts_desktop.games.hearts.bots.personalities import BY_KEY, ROSTER
from hearts_desktop.net.client import MatchFinished, NetClient, SeatsUpdate
from hearts_desktop.net.protocol import SeatRequest
from hearts_desktop.net.scripted import ScriptedPlayer

from .helpers import async_test, one_deal, serving
from .honesty import finished_of

ENGLISH_ROSTER = [p.name_in("en") for p in ROSTER]


@async_test(timeout=60)
async def test_open_seats_filled_at_the_start_take_the_cpu_players_the_host_chose() -> None:
    game = get_game("hearts")
    rules = game.rules_to_json(one_deal())
    async with serving() as server:
        host = await NetClient.connect(server.url)
        created = await host.create_table("hearts", rules, [
            SeatRequest("open"),
            SeatRequest("open", "민준", "michele", "easy"),  # taken only if still open
            SeatRequest("cpu", "", "ben", "easy"),           # named by the roster: Ben
            SeatRequest("open")])                            # nobody chose: the roster
        (table,) = server.tables.values()
        # In the lobby an open seat stays open: the reserved CPU player is not shown.
        assert [s.kind for s in created.table.seats] == ["open", "open", "cpu", "open"]
        assert created.table.seats[2].name == BY_KEY["ben"].name_in("en")
        assert created.table.seats[2].level == "easy"
        anna = await ScriptedPlayer.connect(server.url, "Anna", seed=1)
        await anna.join(table.code, 0)
        await host.start(table.code, created.host_token, fill_with_cpu=True)
        names = [s.name for s in table.seats]
        assert names[:3] == ["Anna", "민준", BY_KEY["ben"].name_in("en")]
        # the fourth: the first roster player whose name nobody at the table has
        assert names[3] == next(n for n in ENGLISH_ROSTER if n not in names[:3])
        assert all(not n.startswith("CPU") for n in names)
        assert [(s.bot_kind, s.bot_level) for s in table.seats[1:3]] == \
            [("michele", "easy"), ("ben", "easy")]
        assert isinstance(server._bot(table, table.seats[1]), EasyBot)  # at the chosen level
        result = await anna.play()
        await anna.close()
        await host.close()
    assert isinstance(result, MatchFinished)
    finished = finished_of(anna.messages)
    # What the client keeps in its history: the same names, the CPU players' kinds and
    # levels.
    assert [p.name for p in finished.players] == names
    assert [(p.kind, p.level) for p in finished.players] == [
        ("human", None), ("michele", "easy"), ("ben", "easy"), ("normal", None)]
    seats_seen = [m for m in anna.messages if isinstance(m, SeatsUpdate)]
    assert seats_seen and [s.name for s in seats_seen[-1].table.seats] == names


@async_test(timeout=60)
async def test_a_cpu_player_knows_who_sits_at_the_table() -> None:
    """The server tells a CPU player each seat's player as the table shows it: a person is
    None, a CPU seat its level or its roster key (``Game.make_bot(seat_levels=)``); a Hard
    player models the Normal and Easy players' discards by it."""
    from hearts_desktop.games.hearts.bots.hard import HardBot

    game = get_game("hearts")
    rules = game.rules_to_json(one_deal())
    async with serving() as server:
        host = await NetClient.connect(server.url)
        created = await host.create_table("hearts", rules, [
            SeatRequest("open"), SeatRequest("cpu", "", "hard"),
            SeatRequest("cpu", "", "ben", "easy"), SeatRequest("cpu", "", "iris")])
        (table,) = server.tables.values()
        anna = await ScriptedPlayer.connect(server.url, "Anna", seed=1)
        await anna.join(table.code, 0)
        await host.start(table.code, created.host_token, fill_with_cpu=True)
        bot = server._bot(table, table.seats[1])
        assert isinstance(bot, HardBot)
        assert bot.seat_levels == (None, "hard", "easy", "normal")
        await anna.close()
        await host.close()


@async_test(timeout=30)
async def test_a_seat_request_with_an_unknown_level_is_refused() -> None:
    async with serving() as server:
        client = await NetClient.connect(server.url)
        with pytest.raises(Exception, match="not a CPU level"):
            await client.create_table("hearts", "classic", [
                SeatRequest("open"), SeatRequest("cpu", "Ada", "normal", "brilliant"),
                SeatRequest("open"), SeatRequest("open")])
        assert not server.tables
        await client.close()


@async_test(timeout=30)
async def test_every_game_names_unnamed_cpu_players_from_its_own_roster() -> None:
    import importlib

    async with serving() as server:
        for name in ("hearts", "pinochle", "ombre"):
            game = get_game(name)
            rules = game.preset(game.presets()[0])
            seats = [SeatRequest("open")] + [SeatRequest("cpu")] * (game.players(rules) - 1)
            table, _ = server.create_table(name, rules, seats)
            roster = importlib.import_module(f"hearts_desktop.games.{name}.bots.personalities")
            english = [p.name_in("en") for p in roster.ROSTER]
            got = [s.name for s in table.seats[1:]]
            assert got == english[:len(got)], name
