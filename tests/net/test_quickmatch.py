"""Quick match (``net.quickmatch``): people waiting for the same game are seated together,
near ratings first; after the wait CPU players fill the empty seats; Cancel at any time;
the match is rated once; the messages are strict and bounded."""

from __future__ import annotations

import asyncio
import json

import pytest

from hearts_desktop.games import get_game
from hearts_desktop.net.client import (
    MatchFinished,
    NetClient,
    QuickMatched,
    QuickWait,
    ServerError,
)
from hearts_desktop.net.identity import PlayerIdentity
from hearts_desktop.net.quickmatch import ANY, Ticket, choose, fill_level, short_rules
from hearts_desktop.net.ratings import Participant
from hearts_desktop.net.scripted import ScriptedPlayer

from .helpers import FAST, async_test, eventually, serving

QUICK = {"quick_wait": 30.0, "quick_deals": 1}


def _ticket(name: str, mu: float, since: float, preset: str = ANY) -> Ticket:
    return Ticket(conn=None, person=hash(name), name=name, game="hearts", preset=preset,
                  mu=mu, since=since)


def test_choose_prefers_near_ratings_and_the_longest_waiting() -> None:
    four = {"classic": 4, "omnibus": 4, "kitty": 3}.__getitem__
    tickets = [_ticket("old", 25, 0), _ticket("a", 40, 1), _ticket("b", 26, 2),
               _ticket("c", 10, 3), _ticket("d", 24, 4), _ticket("e", 27, 5)]
    preset, group = choose(tickets, four, "classic", now=6, wait=30) or ("", [])
    assert preset == "classic"
    assert sorted(t.name for t in group) == ["b", "d", "e", "old"]  # 24..27, not 10 or 40
    # too few, the wait not over: nobody yet; over: everyone who accepts the rules
    assert choose(tickets[:2], four, "classic", now=29.9, wait=30) is None
    preset, group = choose(tickets[:2], four, "classic", now=30, wait=30) or ("", [])
    assert [t.name for t in group] == ["old", "a"]


def test_choose_keeps_to_the_rules_each_accepts() -> None:
    seats = {"classic": 4, "omnibus": 4, "kitty": 3}.__getitem__
    tickets = [_ticket("x", 25, 0, "omnibus"), _ticket("y", 25, 1, "classic"),
               _ticket("z", 25, 2, ANY), _ticket("w", 25, 3, "classic")]
    assert choose(tickets, seats, "classic", now=5, wait=30) is None  # omnibus: 2 of 4
    preset, group = choose(tickets, seats, "classic", now=31, wait=30) or ("", [])
    assert preset == "omnibus" and [t.name for t in group] == ["x", "z"]
    kitty = [_ticket("k", 25, 0, ANY), _ticket("l", 25, 1, "kitty"), _ticket("m", 25, 2)]
    preset, group = choose(kitty, seats, "classic", now=1, wait=30) or ("", [])
    assert preset == "kitty" and len(group) == 3  # "any" takes what the others named


def test_cpu_fill_level_and_short_rules() -> None:
    assert fill_level([16, 18]) == "easy"
    assert fill_level([24, 26]) == "normal"
    assert fill_level([33]) == "hard"
    hearts, pinochle, ombre = (get_game(g) for g in ("hearts", "pinochle", "ombre"))
    assert short_rules(hearts.preset("classic"), 1).deal_limit == 1
    rules = short_rules(pinochle.preset("pinochle"), 2)
    assert rules.deal_limit == 2 and rules.target is None
    assert short_rules(ombre.preset("quadrille"), 1).deals == 1
    assert short_rules(hearts.preset("classic"), 0) == hearts.preset("classic")


async def _players(url: str, names: list[str]) -> list[ScriptedPlayer]:
    return [await ScriptedPlayer.connect(url, n, identity=PlayerIdentity.generate(), seed=i)
            for i, n in enumerate(names)]


@async_test(90)
async def test_four_people_are_matched_play_and_each_rating_changes_once() -> None:
    async with serving(FAST, **QUICK) as server:
        players = await _players(server.url, ["Ann", "Bea", "Cem", "Dai"])
        matched = await asyncio.gather(*(p.quick_match("hearts", "classic") for p in players))
        codes = {m.table.code for m in matched}
        assert len(codes) == 1 and sorted(m.seat for m in matched) == [0, 1, 2, 3]
        table = server.tables[codes.pop()]
        assert table.rated and all(s.kind == "person" for s in table.seats)
        assert matched[0].table.rated and matched[0].table.category == "hearts"
        finished = await asyncio.gather(*(p.play() for p in players))
        assert all(isinstance(f, MatchFinished) for f in finished)
        changes = finished[0].ratings
        assert sorted(c.seat for c in changes) == [0, 1, 2, 3]
        assert all(c.before.mu == 25.0 and c.after.matches == 1 for c in changes)
        assert any(c.after.mu != c.before.mu for c in changes)
        store = server.people.store
        for player in players:
            person = store.person_named(player.name)
            assert person is not None
            assert store.rating(person.id, "hearts").matches == 1
            assert len(store.history(person.id, "hearts")) == 1
        # the server rating the same match again changes nothing
        assert server.people.rate_finished(table) == []
        assert server.people.rated_matches == 1
        ratings = await players[0].client.ratings()
        assert ratings.ratings[0].matches == 1 and len(ratings.history) == 1
        for p in players:
            await p.close()


@async_test(60)
async def test_after_the_wait_cpu_players_fill_the_empty_seats() -> None:
    async with serving(FAST, quick_wait=0.6, quick_deals=1) as server:
        players = await _players(server.url, ["Ann", "Bea"])
        queued = await players[0].client.quick_match("ombre", "ombre")
        assert queued.wait == 0.6 and queued.waiting == 1
        await players[1].client.quick_match("ombre", ANY)
        wait = await players[0].client.wait_for(QuickWait, 5, lambda w: w.waiting == 2)
        assert 0 < wait.remaining <= 0.6  # the countdown (from Ann's request)
        matched = await players[0].client.wait_for(QuickMatched, 5)
        table = server.tables[matched.table.code]
        # the match starts once both people sent their contributions to the seed
        await eventually(lambda: table.phase == "playing", 10, "the start")
        assert not table.pending_start and all(
            s.contribution for s in table.seats if s.kind == "person")
        kinds = sorted(s.kind for s in table.seats)
        assert kinds == ["cpu", "person", "person"]
        cpu = next(s for s in table.seats if s.kind == "cpu")
        assert cpu.bot_level == "normal" and cpu.name  # near the people's 25, a roster name
        info = table.info()
        shown = next(s for s in info.seats if s.kind == "cpu")
        assert (shown.rating, shown.uncertainty) == (25.0, 1.0)  # its level's fixed rating
        assert all(s.rating == 25.0 for s in info.seats if s.kind == "person")
        await players[1].client.wait_for(QuickMatched, 5)
        finished = await asyncio.gather(*(p.play() for p in players))
        assert all(isinstance(f, MatchFinished) for f in finished)
        assert len(finished[0].ratings) == 2
        for p in players:
            await p.close()


@async_test(30)
async def test_cancel_at_any_time_and_the_rules_of_the_queue() -> None:
    async with serving(FAST, **QUICK) as server:
        ann, bea = await _players(server.url, ["Ann", "Bea"])
        await ann.client.quick_match("hearts")
        with pytest.raises(ServerError) as again:
            await ann.client.quick_match("pinochle")
        assert again.value.code == "queued"
        await bea.client.quick_match("hearts")
        await ann.client.wait_for(QuickWait, 5, lambda w: w.waiting == 2)
        await ann.client.quick_cancel()
        await bea.client.wait_for(QuickWait, 5, lambda w: w.waiting == 1)
        assert server.quick.waiting() == 1
        with pytest.raises(ServerError) as not_queued:
            await ann.client.quick_cancel()
        assert not_queued.value.code == "not_queued"
        await bea.close()  # a client that goes away waits no more
        for _ in range(50):
            if server.quick.waiting() == 0:
                break
            await asyncio.sleep(0.02)
        assert server.quick.waiting() == 0
        anon = await NetClient.connect(server.url)
        with pytest.raises(ServerError) as anonymous:
            await anon.quick_match("hearts")
        assert anonymous.value.code == "not_identified"
        for request, code in ((("chess", ANY), "no_game"), (("hearts", "nope"), "bad_rules")):
            with pytest.raises(ServerError) as refused:
                await ann.client.quick_match(*request)
            assert refused.value.code == code
        await ann.close()
        await anon.close()


@async_test(30)
async def test_quick_match_frames_are_strict_and_bounded() -> None:
    async with serving(FAST, **QUICK) as server:
        client = await NetClient.connect(server.url)
        await client.identify(PlayerIdentity.generate(), "Ann")
        for frame in ({"type": "quick_match", "game": "h" * 33},
                      {"type": "quick_match", "game": "hearts", "rules": "r" * 41},
                      {"type": "quick_match", "game": "hearts", "seats": 4},
                      {"type": "quick_match"},
                      {"type": "quick_cancel", "ref": -1},
                      {"type": "quick_cancel", "why": "x"}):
            await client.send_raw(json.dumps(frame))
            notice = await client.next_message(5)
            assert getattr(notice, "code", "") == "bad_frame", frame
        assert server.quick.waiting() == 0
        await client.close()


@async_test(60)
async def test_a_queue_limit_and_one_wait_per_person() -> None:
    async with serving(FAST, quick_wait=30.0, quick_queue=2) as server:
        me = PlayerIdentity.generate()
        first = await NetClient.connect(server.url)
        await first.identify(me, "Ann")
        await first.quick_match("hearts")
        second = await NetClient.connect(server.url)
        await second.identify(me, "Ann")  # the same person on another connection
        with pytest.raises(ServerError) as twice:
            await second.quick_match("hearts")
        assert twice.value.code == "queued"
        others = await _players(server.url, ["Bea", "Cem"])
        await others[0].client.quick_match("pinochle")
        with pytest.raises(ServerError) as full:
            await others[1].client.quick_match("pinochle")
        assert full.value.code == "too_many_tables"
        for c in (first, second):
            await c.close()
        for p in others:
            await p.close()


@async_test(60)
async def test_abandoning_a_rated_match_counts_as_a_loss() -> None:
    async with serving(FAST, quick_wait=0.2, quick_deals=1, grace=0.1) as server:
        stay, leave = await _players(server.url, ["Ann", "Bea"])
        await stay.client.quick_match("hearts", "classic")
        await leave.client.quick_match("hearts", "classic")
        matched = await stay.client.wait_for(QuickMatched, 5)
        await leave.client.wait_for(QuickMatched, 5)
        table = server.tables[matched.table.code]
        await eventually(lambda: table.phase == "playing", 10, "the start")
        await leave.client.leave()  # a CPU player plays Bea's seat to the end
        finished = await stay.play()
        assert isinstance(finished, MatchFinished)
        store = server.people.store
        bea = store.person_named("Bea")
        ann = store.person_named("Ann")
        assert bea is not None and ann is not None
        ranking = get_game("hearts").analyse(finished.record).ranking
        # after every seat, whatever the CPU player who stood in for her made: a loss
        assert store.history(bea.id)[0].place == max(ranking) + 1
        assert store.rating(bea.id, "hearts").mu < 25
        assert store.history(ann.id)[0].place == ranking[finished.seat]
        await stay.close()
        await leave.close()


@async_test(30)
async def test_a_rated_table_that_closes_unfinished_rates_who_abandoned_it() -> None:
    async with serving(FAST, quick_wait=0.2, grace=0.1) as server:
        (ann,) = await _players(server.url, ["Ann"])
        await ann.client.quick_match("hearts", "classic")
        matched = await ann.client.wait_for(QuickMatched, 5)
        table = server.tables[matched.table.code]
        await eventually(lambda: table.phase == "playing", 10, "the start")
        await ann.close()
        for _ in range(100):
            if table.seats[matched.seat].standin:
                break
            await asyncio.sleep(0.02)
        server.reap(now=server.clock() + server.config.idle_ttl + 1)  # nobody is left
        assert table.closed
        store = server.people.store
        person = store.person_named("Ann")
        assert person is not None and store.rating(person.id, "hearts").mu < 25
        assert store.counted(server.people.match_id(table))
        assert Participant(person=person.id).abandoned is False
