"""The history database: storing, listing (filter/sort), statistics worked out by hand,
migrations from the first schema, and damaged files moved aside."""

from __future__ import annotations

import json
import os
import sqlite3
import zlib
from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path

import pytest

from hearts_desktop.history import HistoryDB, HistoryError, SavedMatch, Stats
from hearts_desktop.history.analysis import analyse
from hearts_desktop.history.database import MIGRATIONS, SCHEMA_1

from .helpers import T0, hand_match, queen_deal, random_match, suit_deal

HUMAN_MOON = suit_deal(0, 1, 2, 3)  # the human holds the clubs: shoots the moon, wins
OTHER_MOON = suit_deal(1, 0, 2, 3)  # seat 1 shoots: the human gets 26 (second, shared)


def _played(db: HistoryDB) -> list[int]:
    """Finish order: W W L W W W L W (human games), plus matches that must not count."""
    plan = [
        (HUMAN_MOON, "classic", ("Ann", "Ben", "Cat")),
        (HUMAN_MOON, "classic", ("Ann", "Ben", "Cat")),
        (OTHER_MOON, "classic", ("Ann", "Ben", "Cat")),
        (HUMAN_MOON, "house", ("Ann", "Dan", "Cat")),
        (HUMAN_MOON, "house", ("Ann", "Dan", "Cat")),
        (HUMAN_MOON, "classic", ("Ann", "Ben", "Cat")),
        (queen_deal(), "classic", ("Ann", "Ben", "Cat")),
        (HUMAN_MOON, "classic", ("Ann", "Ben", "Cat")),
    ]
    ids = []
    for i, (hands, preset, names) in enumerate(plan):
        m = hand_match(hands, preset=preset, minutes=i, opponents=names)
        ids.append(db.add_match(m, status="finished", finished=T0 + timedelta(hours=1 + i)))
    # not counted: abandoned (no result), and a finished game without a human
    m = hand_match(HUMAN_MOON, minutes=30, finish=False)
    ids.append(db.add_match(m, status="abandoned", finished=T0 + timedelta(hours=20)))
    m = hand_match(OTHER_MOON, minutes=31, human=False, opponents=("Ann", "Ben", "Eve"))
    ids.append(db.add_match(m, status="finished", finished=T0 + timedelta(hours=21)))
    return ids


@pytest.fixture
def db(tmp_path: Path) -> Iterator[HistoryDB]:
    d = HistoryDB(tmp_path / "history.sqlite3")
    yield d
    d.close()


def test_statistics_worked_out_by_hand(db: HistoryDB) -> None:
    _played(db)
    # 8 counted games, 6 wins; streaks W W L [W W W] L W: longest 3, current 1.
    # Points: six moons shot by the human (0 each), 26 (seat 1's moon), 25 (queen deal):
    # 51 in 8 hands. Queens: the human's six moons took it, and the queen deal: 7.
    stats = db.statistics()
    assert stats == Stats(games=8, wins=6, win_rate=0.75, current_streak=1,
                          longest_streak=3, hands=8, avg_points_per_hand=51 / 8,
                          facts={"moons": 6, "moons_suffered": 1, "queens": 7}, game="hearts")
    assert (stats.moons_shot, stats.moons_suffered, stats.queen_taken) == (6, 1, 7)
    assert db.statistics("hearts") == stats


def test_statistics_per_preset_and_opponent(db: HistoryDB) -> None:
    _played(db)
    house = db.statistics(preset="house")
    assert (house.games, house.wins, house.current_streak, house.longest_streak) == (2, 2, 2, 2)
    assert (house.moons_shot, house.queen_taken, house.avg_points_per_hand) == (2, 2, 0.0)
    classic = db.statistics(preset="classic")
    assert (classic.games, classic.wins, classic.longest_streak, classic.current_streak) \
        == (6, 4, 2, 1)
    assert classic.avg_points_per_hand == 51 / 6
    ben = db.statistics(opponent="Ben")
    assert (ben.games, ben.wins) == (6, 4)
    dan = db.statistics(opponent="Dan")
    assert (dan.games, dan.wins, dan.moons_suffered) == (2, 2, 0)
    by_preset = db.statistics_by("preset")
    assert set(by_preset) == {"classic", "house"}
    assert by_preset["house"] == house
    by_opponent = db.statistics_by("opponent")
    assert set(by_opponent) == {"Ann", "Ben", "Cat", "Dan"}  # Eve: only a CPU-only game
    assert by_opponent["Ann"].games == 8
    assert db.statistics(preset="nothing") == Stats(0, 0, 0.0, 0, 0, 0, 0.0)
    with pytest.raises(ValueError):
        db.statistics_by("colour")


def test_summaries_filter_and_sort(db: HistoryDB) -> None:
    ids = _played(db)
    everything = db.summaries()
    assert [s.id for s in everything] == ids[::-1]  # newest finish first
    assert [s.id for s in db.summaries(descending=False)] == ids
    assert db.count() == 10
    first = everything[-1]
    assert first.status == "finished" and first.preset == "classic"
    assert first.human_seat == 0 and first.human_won is True
    assert first.final_scores == (0, 26, 26, 26) and first.ranking == (1, 2, 2, 2)
    assert first.hands == 1 and first.moons == 1 and first.assisted is False
    assert [p.name for p in first.players] == ["You", "Ann", "Ben", "Cat"]
    assert first.started == T0 and first.finished == T0 + timedelta(hours=1)
    queen = db.summaries(order_by="started", descending=False)[6]
    assert queen.final_scores == (25, 0, 0, 1) and queen.moons == 0
    assert queen.human_won is False and queen.ranking == (4, 1, 1, 3)
    abandoned = db.summaries(status="abandoned")
    assert [s.id for s in abandoned] == [ids[8]]
    assert abandoned[0].human_won is None and abandoned[0].hands == 0
    assert {s.id for s in db.summaries(preset="house")} == {ids[3], ids[4]}
    assert {s.id for s in db.summaries(opponent="Eve")} == {ids[9]}
    assert {s.id for s in db.summaries(search="dan")} == {ids[3], ids[4]}
    assert {s.id for s in db.summaries(search="hous")} == {ids[3], ids[4]}
    assert db.summaries(search="100%") == []
    page = db.summaries(order_by="id", descending=False, limit=3, offset=2)
    assert [s.id for s in page] == ids[2:5]
    by_moons = db.summaries(order_by="moons", descending=False)
    assert [s.moons for s in by_moons] == sorted(s.moons for s in everything)
    # the human's final total and place; matches without a human (or without a hand)
    # come first ascending
    with_human = [s for s in everything if s.human_seat is not None and s.hands]
    by_score = [s for s in db.summaries(order_by="score", descending=False)
                if s.human_seat is not None and s.hands]
    assert [s.final_scores[s.human_seat] for s in by_score] \
        == sorted(s.final_scores[s.human_seat] for s in with_human)
    by_place = [s for s in db.summaries(order_by="place", descending=True)
                if s.human_seat is not None]
    assert [s.ranking[s.human_seat] for s in by_place] \
        == sorted((s.ranking[s.human_seat] for s in everything if s.human_seat is not None),
                  reverse=True)
    assert db.presets() == ["classic", "house"]
    assert db.opponents() == ["Ann", "Ben", "Cat", "Dan", "Dee", "Eve"]
    with pytest.raises(ValueError):
        db.summaries(order_by="started; DROP TABLE matches")


def test_load_hands_and_delete(db: HistoryDB) -> None:
    match = random_match(21)
    match_id = db.add_match(match, status="finished")
    assert db.load(match_id) == match
    rows = db.hands(match_id)
    state = match.state()
    assert [r.deal_number for r in rows] == [d.deal_number for d in state.history]
    assert [r.points for r in rows] == [d.deal_scores for d in state.history]
    assert [r.totals for r in rows] == [d.match_scores for d in state.history]
    assert [r.moon_by for r in rows] == [d.shooter for d in state.history]
    assert [r.facts["moon_by"] for r in rows] == [d.shooter for d in state.history]
    assert rows[-1].totals == db.summaries()[0].final_scores == state.match_scores
    db.delete(match_id)
    assert db.count() == 0
    with pytest.raises(HistoryError):
        db.load(match_id)
    left = sqlite3.connect(db.path).execute(
        "SELECT (SELECT count(*) FROM players) + (SELECT count(*) FROM hand_scores)"
        " + (SELECT count(*) FROM facts) + (SELECT count(*) FROM records)").fetchone()[0]
    assert left == 0


def test_complex_scores_are_kept(db: HistoryDB) -> None:
    match = random_match(2, actions=200, preset="complex")
    match_id = db.add_match(match, status="abandoned")
    summary = db.summaries()[0]
    assert summary.final_scores == match.state().match_scores
    assert all(isinstance(s, complex) for s in summary.final_scores)
    assert all(isinstance(s, complex) for r in db.hands(match_id) for s in r.totals)


def test_a_tampered_stored_record_is_refused(db: HistoryDB) -> None:
    match = random_match(4, actions=60)
    match_id = db.add_match(match, status="abandoned")
    data = json.loads(match.to_json())
    plays = [a for a in data["record"]["actions"] if a["type"] == "play"]
    plays[1]["card"] = plays[0]["card"]
    with sqlite3.connect(db.path) as c:
        c.execute("UPDATE records SET saved = ? WHERE match_id = ?",
                  (zlib.compress(json.dumps(data).encode()), match_id))
    with pytest.raises(HistoryError) as info:
        db.load(match_id)
    assert info.value.reason == "illegal-action"


# --------------------------------------------------------------------------- migrations
def _schema1_insert(conn: sqlite3.Connection, match: SavedMatch, status: str) -> None:
    """Store a match as the first version of the program did (schema 1: no moons column;
    a version 1 saved match)."""
    facts = analyse(match)
    cur = conn.execute(
        "INSERT INTO matches (started, finished, status, preset, seats, human_seat, hands,"
        " human_won, assisted, final_scores, ranking) VALUES (?,?,?,?,?,?,?,?,?,?,?)",
        (match.started.isoformat(timespec="microseconds"),
         (match.started + timedelta(hours=1)).isoformat(timespec="microseconds"), status,
         match.record.rules.name, 4, 0, len(facts.deals),
         int(facts.ranking[0] == 1) if status == "finished" else None, 0,
         json.dumps(list(facts.final_scores)), json.dumps(list(facts.ranking))))
    mid = cur.lastrowid
    for seat, p in enumerate(match.players):
        conn.execute("INSERT INTO players VALUES (?,?,?,?,?,?,?)",
                     (mid, seat, p.name, int(p.human), p.kind, p.level, facts.ranking[seat]))
    for deal in facts.deals:
        for seat in range(4):
            conn.execute("INSERT INTO hand_scores VALUES (?,?,?,?,0,?,0,?)",
                         (mid, deal.deal_number, seat, deal.points[seat], deal.totals[seat],
                          deal.facts["queens"][seat]))
        if deal.facts["moon_by"] is not None:
            conn.execute("INSERT INTO moons VALUES (?,?,?,?)",
                         (mid, deal.deal_number, deal.facts["moon_by"],
                          int(deal.facts["sun"])))
    conn.execute("INSERT INTO records VALUES (?, ?)",
                 (mid, zlib.compress(json.dumps(_version_1(match)).encode())))


def _version_1(match: SavedMatch) -> dict:
    """``match`` as the first program wrote it: saved match and record version 1."""
    data = match.to_dict()
    del data["game"]
    data["version"] = 1
    del data["record"]["game"]
    data["record"]["version"] = 1
    return data


def test_migration_from_the_first_schema_keeps_the_data(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    conn = sqlite3.connect(path)
    conn.executescript(SCHEMA_1)
    conn.execute("PRAGMA user_version = 1")
    matches = [hand_match(HUMAN_MOON, minutes=0), hand_match(queen_deal(), minutes=1),
               hand_match(OTHER_MOON, minutes=2),
               random_match(13, started=T0 + timedelta(minutes=3))]
    for m in matches[:3]:
        _schema1_insert(conn, m, "finished")
    _schema1_insert(conn, matches[3], "abandoned")
    conn.commit()
    conn.close()
    assert MIGRATIONS[0] is SCHEMA_1 and HistoryDB.SCHEMA_VERSION >= 2

    db = HistoryDB(path)
    assert db.recovered_from is None
    assert db.schema_version() == HistoryDB.SCHEMA_VERSION
    assert db.count() == 4
    rows = db.summaries(order_by="started", descending=False)
    assert [r.moons for r in rows[:3]] == [1, 0, 1]  # carried into facts
    assert rows[3].moons == sum(d.shooter is not None for d in matches[3].state().history)
    assert [db.load(r.id) for r in rows] == matches
    assert all(r.game == "hearts" for r in rows)
    # the facts carried over equal a fresh analysis of each record
    for r, m in zip(rows, matches, strict=True):
        fresh = analyse(m)
        assert dict(r.facts) == dict(fresh.facts)
        assert [dict(h.facts) for h in db.hands(r.id)] == [dict(d.facts) for d in fresh.deals]
        assert db.find(m) == r.id
    stats = db.statistics()
    assert (stats.games, stats.wins, stats.moons_shot, stats.moons_suffered,
            stats.queen_taken, stats.hands) == (3, 1, 1, 1, 2, 3)
    assert stats.avg_points_per_hand == (0 + 25 + 26) / 3  # the new per-match columns
    indexes = {r[0] for r in sqlite3.connect(path).execute(
        "SELECT name FROM sqlite_master WHERE type = 'index'")}
    assert {"matches_finished", "matches_preset", "players_name", "matches_key",
            "matches_game"} <= indexes
    db.add_match(hand_match(HUMAN_MOON, minutes=9), status="finished")  # still writable
    assert db.count() == 5
    db.close()
    assert HistoryDB(path).count() == 5  # and opens again without migrating


def test_the_journal_is_wal(db: HistoryDB) -> None:
    mode = sqlite3.connect(db.path).execute("PRAGMA journal_mode").fetchone()[0]
    assert mode == "wal"


# --------------------------------------------------------------------------- damage
def _filled(path: Path) -> bytes:
    db = HistoryDB(path)
    for i in range(12):
        db.add_match(hand_match(HUMAN_MOON if i % 2 else queen_deal(), minutes=i),
                     status="finished")
    db.close()
    with sqlite3.connect(path) as c:
        c.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    return path.read_bytes()


@pytest.mark.parametrize("kind", ["truncated", "random", "future-version", "garbage-header"])
def test_a_damaged_database_is_moved_aside_and_a_new_one_started(tmp_path: Path,
                                                                  kind: str) -> None:
    path = tmp_path / "history.sqlite3"
    good = _filled(path)
    if kind == "truncated":
        bad = good[: len(good) // 2]
    elif kind == "random":
        bad = os.urandom(len(good))
    elif kind == "garbage-header":
        bad = b"\0" * 100 + good[100:]
    else:
        with sqlite3.connect(path) as c:
            c.execute("PRAGMA user_version = 99")
        bad = path.read_bytes()
    path.write_bytes(bad)
    db = HistoryDB(path)
    assert db.recovered_from is not None
    assert db.recovered_from.name.startswith("history.sqlite3.damaged-")
    assert db.recovered_from.read_bytes() == bad  # kept untouched
    assert db.recovery_message
    if kind == "future-version":
        assert db.recovery_reason == "future-schema"
        assert "newer version" in db.recovery_message
    assert db.count() == 0
    db.add_match(hand_match(HUMAN_MOON), status="finished")
    assert db.count() == 1
    db.close()


def test_an_empty_file_is_a_new_database(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    path.write_bytes(b"")
    db = HistoryDB(path)
    assert db.recovered_from is None and db.count() == 0
    assert db.schema_version() == HistoryDB.SCHEMA_VERSION
    db.close()


# --------------------------------------------------------------------------- issue 18
def test_a_full_disk_is_reported_as_such_and_stores_nothing(db: HistoryDB) -> None:
    """SQLite rolls the transaction back itself when the disk is full: the history must
    say "full", not "cannot rollback - no transaction is active" (issue 18, item 1)."""
    db.add_match(hand_match(HUMAN_MOON), status="finished")
    pages = db._conn.execute("PRAGMA page_count").fetchone()[0]
    db._conn.execute(f"PRAGMA max_page_count = {pages}")  # a disk with no room left
    stored = []
    with pytest.raises(HistoryError) as info:
        for seed in range(40):  # the free room inside the last pages fills first
            big = random_match(seed, started=T0 + timedelta(minutes=seed))
            db.add_match(big, status="finished")
            stored.append(big)
    assert info.value.reason == "write-failed"
    assert "full" in str(info.value) and "rollback" not in str(info.value)
    assert db.count() == 1 + len(stored) and not db.contains(big)
    db._conn.execute(f"PRAGMA max_page_count = {pages * 1000}")  # room again
    db.add_match(big, status="finished")
    assert db.count() == 2 + len(stored)


def test_a_failing_commit_keeps_its_own_error(db: HistoryDB) -> None:
    """Any failure SQLite rolls back by itself (here a trigger raising ROLLBACK on the last
    insert) reaches the caller with its own message."""
    db._conn.execute("CREATE TEMP TRIGGER full BEFORE INSERT ON records"
                     " BEGIN SELECT RAISE(ROLLBACK, 'database or disk is full'); END")
    with pytest.raises(HistoryError, match="database or disk is full") as info:
        db.add_match(hand_match(HUMAN_MOON), status="finished")
    assert info.value.reason == "write-failed"
    assert db.count() == 0 and not db._conn.in_transaction


def test_the_same_match_is_never_stored_twice(db: HistoryDB) -> None:
    """A match has one identity (game, start time, seed): recording it again, even with
    its last move made again after a crash, is refused (issue 18, item 2)."""
    whole = random_match(21)
    cut = random_match(21, actions=len(whole.record.actions) - 1)
    first = db.add_match(whole, status="finished")
    for again in (whole, cut):
        assert db.find(again) == first
        with pytest.raises(HistoryError) as info:
            db.add_match(again, status="abandoned")
        assert info.value.reason == "duplicate"
        assert f"match {first}" in str(info.value)
    assert db.count() == 1
    other = random_match(21, started=T0 + timedelta(seconds=1))  # another sitting
    assert db.find(other) is None
    db.add_match(other, status="finished")
    # the identity is unique in the database itself
    with sqlite3.connect(db.path) as c, pytest.raises(sqlite3.IntegrityError):
        c.execute("UPDATE matches SET match_key = (SELECT match_key FROM matches"
                  " WHERE id = ?) WHERE id != ?", (first, first))


def test_teams_and_per_deal_sides_are_kept(db: HistoryDB) -> None:
    """Partnerships (fixed for a match, or per deal as Ombre's declarer against the
    defenders) and a game's facts round-trip through the generic tables."""
    from hearts_desktop.core.game import DealResult, MatchAnalysis

    match = hand_match(HUMAN_MOON)
    deals = (DealResult(1, (10, 0, 10, 0), (10, 0, 10, 0),
                        {"teams": ((2,), (0, 1, 3)), "contract": "solo", "made": True}),
             DealResult(2, (0, 5, 0, 5), (10, 5, 10, 5),
                        {"teams": ((0,), (1, 2, 3)), "contract": "entrada", "made": False}))
    facts = MatchAnalysis(game="hearts", rules_name="classic", deals=deals,
                          final_scores=(10, 5, 10, 5), ranking=(1, 3, 1, 3),
                          teams=((0, 2), (1, 3)), higher_is_better=True,
                          facts={"tricks": (7, 6, 7, 6), "note": "test"})
    mid = db.add_analysed(match, facts, status="finished")
    summary = db.summaries()[0]
    assert summary.teams == ((0, 2), (1, 3))
    assert dict(summary.facts) == {"tricks": (7, 6, 7, 6), "note": "test"}
    rows = db.hands(mid)
    assert [r.teams for r in rows] == [((2,), (0, 1, 3)), ((0,), (1, 2, 3))]
    assert [dict(r.facts) for r in rows] == [{"contract": "solo", "made": True},
                                             {"contract": "entrada", "made": False}]
    assert db.statistics().facts == {"tricks": 7}
    assert db.summaries(order_by="fact:tricks")[0].id == mid


def test_sorting_by_the_humans_share_of_a_fact(db: HistoryDB) -> None:
    """``order_by="mine:<name>"`` sorts by the human seat's entry of a per-seat match fact
    (Ombre's chips won, contracts won); a match without a human seat, or without the
    fact, sorts as NULL (first when ascending)."""
    from hearts_desktop.core.game import DealResult, MatchAnalysis

    def store(minutes: int, human: bool, facts: dict[str, object]) -> int:
        match = hand_match(HUMAN_MOON, minutes=minutes, human=human)
        analysis = MatchAnalysis(game="hearts", rules_name="classic",
                                 deals=(DealResult(1, (0, 0, 0, 0), (0, 0, 0, 0)),),
                                 final_scores=(0, 0, 0, 0), ranking=(1, 1, 1, 1),
                                 facts=facts)
        return db.add_analysed(match, analysis, status="finished")

    # seat 0 is the human: its entries 5, -3, 9; the sums over the seats order otherwise
    a = store(1, True, {"won": (5, 0, 0, 0)})
    b = store(2, True, {"won": (-3, 20, 20, 20)})
    c = store(3, True, {"won": (9, -9, 0, 0)})
    nobody = store(4, False, {"won": (100, 0, 0, 0)})
    without = store(5, True, {"other": (1, 1, 1, 1)})
    ids = [s.id for s in db.summaries(order_by="mine:won", descending=False)]
    assert ids[:2] == sorted([nobody, without]) and ids[2:] == [b, a, c]
    assert [s.id for s in db.summaries(order_by="mine:won")][:3] == [c, a, b]
    assert [s.id for s in db.summaries(order_by="fact:won")][:2] == [nobody, b]  # 100, 57
    with pytest.raises(ValueError, match="mine:<name>"):
        db.summaries(order_by="mine:no'quotes")


def test_statistics_are_per_game(db: HistoryDB) -> None:
    _played(db)
    with sqlite3.connect(db.path) as c:  # one of them as if another game had been played
        c.execute("UPDATE matches SET game = 'pinochle' WHERE id = 1")
    assert db.games() == ["hearts", "pinochle"]
    assert db.statistics("hearts").games == 7
    pinochle = db.statistics("pinochle")
    assert (pinochle.game, pinochle.games, pinochle.wins) == ("pinochle", 1, 1)
    assert db.statistics_by("preset", "pinochle") == {"classic": pinochle}
    assert [s.id for s in db.summaries(game="pinochle")] == [1]
    assert db.presets("pinochle") == ["classic"]
    assert db.opponents("pinochle") == ["Ann", "Ben", "Cat"]


def test_per_team_facts_count_the_humans_team_and_maxima_the_best_match(
        db: HistoryDB) -> None:
    """Pinochle keeps some match facts per partnership (``contracts_made``: one entry per
    team) and some per seat (``best_melds``): the statistics add up the human's team's
    entry of the former and the human's seat's of the latter; ``Stats.maxima`` holds the
    best single match; ``mine:`` sorts by the same entries."""
    from .helpers import game_match

    stored = []
    for i, (seed, human) in enumerate(((5, 0), (6, 1), (7, 3))):
        match, status = game_match("pinochle", "pinochle", seed, human=human, minutes=i)
        assert status == "finished"
        facts = analyse(match).facts
        stored.append((db.add_match(match, status=status), human % 2, human, facts))
    stats = db.statistics("pinochle")
    assert stats.games == 3
    for name in ("contracts_made", "contracts_set", "contracts_won", "bid_total"):
        assert stats.facts[name] == sum(f[name][team] for _, team, _, f in stored), name
    assert stats.facts["best_melds"] == sum(f["best_melds"][seat] for _, _, seat, f in stored)
    assert stats.maxima["best_melds"] == max(f["best_melds"][seat] for _, _, seat, f in stored)
    assert stats.maxima["bid_total"] == max(f["bid_total"][team] for _, team, _, f in stored)
    mine = sorted(stored, key=lambda s: (s[3]["contracts_made"][s[1]], s[0]))
    assert [s.id for s in db.summaries(order_by="mine:contracts_made", descending=False)] \
        == [s[0] for s in mine]


def test_scores_beyond_64_bits_are_stored_and_read_back(db: HistoryDB) -> None:
    """The history stores any match a game can produce: Ombre's pot doubles at every
    puesta, so a long enough run of them outgrows SQLite's 64-bit integers (as a Pinochle
    bid of 10^30 did before the engine had a ceiling: OverflowError, the match lost). The
    columns then hold the nearest float; the record keeps every number exactly."""
    import dataclasses

    from .helpers import game_match

    match, _ = game_match("ombre", "ombre", 4, human=0, deals=2)
    facts = analyse(match)
    huge = 10**30
    deals = tuple(dataclasses.replace(d, points=(huge, -huge, *d.points[2:]),
                                      totals=(2 * huge, -(10**400), *d.totals[2:]))
                  for d in facts.deals)
    facts = dataclasses.replace(facts, deals=deals, final_scores=(2 * huge, -(10**400),
                                                                  *facts.final_scores[2:]))
    mid = db.add_analysed(match, facts, status="finished")
    rows = db.hands(mid)
    near = int(float(huge))  # the nearest float
    assert [r.points[:2] for r in rows] == [(near, -near)] * len(deals)
    assert rows[-1].totals[0] == int(float(2 * huge)) and rows[-1].totals[1] < -(10**307)
    assert db.load(mid) == match
    assert db.statistics("ombre").games == 1
    assert [s.id for s in db.summaries()] == [mid]
