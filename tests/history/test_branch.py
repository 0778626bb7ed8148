"""Play from here in the history (issue 32, part 3): a branch is a match of its own, linked
to its original by the original's identity and the moment it left it; the link is saved,
read back, stored (schema 5), listed, and followed both ways; a damaged link is refused."""

from __future__ import annotations

import json
import random
import sqlite3
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from hearts_desktop.core import branch_point, branch_state
from hearts_desktop.games import get_game
from hearts_desktop.history import BranchOf, HistoryDB, HistoryError, PlayerInfo, SavedMatch
from hearts_desktop.history.schema import match_key

T0 = datetime(2026, 12, 3, 14, 5, tzinfo=UTC)
PLAYERS = (PlayerInfo("You", True, "human", None), PlayerInfo("Ann", False, "normal", "normal"),
           PlayerInfo("Ben", False, "hard", "hard"), PlayerInfo("Cat", False, "easy", "easy"))


def _play(state: object, moves: int, seed: int) -> object:
    g = get_game("hearts")
    pick = random.Random(seed)
    for _ in range(moves):
        if g.is_over(state):
            break
        state, _ = g.apply(state, pick.choice(g.legal_actions(state)))
    return state


def original_and_branch() -> tuple[SavedMatch, SavedMatch]:
    g = get_game("hearts")
    state = _play(g.new_match(g.preset("classic"), 11), 150, seed=1)
    original = SavedMatch.from_state(state, PLAYERS, T0, game="hearts")
    start = branch_state(g, original.record, 90)
    point = branch_point(g, start)
    link = BranchOf(match_key(original), original.started, point.moves, point.deal,
                    point.trick)
    later = _play(start, 40, seed=2)
    branch = SavedMatch.from_state(later, PLAYERS, T0 + timedelta(days=1), game="hearts",
                                   branch=link)
    return original, branch


def test_the_link_is_saved_and_read_back() -> None:
    original, branch = original_and_branch()
    assert branch.branch is not None and branch.branch.moves == 90
    again = SavedMatch.from_json(branch.to_json())
    assert again.branch == branch.branch
    assert again.record.actions[:90] == original.record.actions[:90]
    assert again.state() == branch.state()  # the branch replays on its own
    data = json.loads(branch.to_json())
    assert data["branch"] == {"of": match_key(original), "started": T0.isoformat(),
                              "moves": 90, "deal": branch.branch.deal,
                              "trick": branch.branch.trick}
    assert "branch" not in json.loads(original.to_json())  # a match of its own: no key
    assert match_key(branch) != match_key(original)  # a match of its own identity


@pytest.mark.parametrize("damage", [
    {"of": "abc"}, {"of": "G" * 64}, {"moves": -1}, {"moves": "3"}, {"deal": 0},
    {"trick": 0}, {"trick": True}, {"started": "soon"}, None])
def test_a_damaged_link_is_refused(damage: dict[str, object] | None) -> None:
    _, branch = original_and_branch()
    data = json.loads(branch.to_json())
    data["branch"] = "link" if damage is None else {**data["branch"], **damage}
    with pytest.raises(HistoryError) as err:
        SavedMatch.from_dict(data)
    assert err.value.reason in ("bad-record", "bad-date")


def test_a_link_to_more_moves_than_the_branch_has_is_refused() -> None:
    _, branch = original_and_branch()
    data = json.loads(branch.to_json())
    data["branch"]["moves"] = len(data["record"]["actions"]) + 1
    with pytest.raises(HistoryError, match="linked to the first"):
        SavedMatch.from_dict(data)


def test_the_history_stores_lists_and_follows_the_link(tmp_path: Path) -> None:
    db = HistoryDB(tmp_path / "history.sqlite3")
    original, branch = original_and_branch()
    oid = db.add_match(original, status="abandoned")
    bid = db.add_match(branch, status="abandoned")
    assert db.load(bid).branch == branch.branch
    rows = {s.id: s for s in db.summaries()}
    assert rows[bid].branch == branch.branch and rows[oid].branch is None
    assert db.original_of(bid) == oid and db.original_of(oid) is None
    assert db.branches_of(oid) == [bid] and db.branches_of(bid) == []
    assert db.find_key(match_key(original)) == oid
    # the original deleted: the branch keeps its link (and its words), not its original
    db.delete(oid)
    assert db.original_of(bid) is None
    assert db.summaries()[0].branch == branch.branch
    db.close()


def test_a_schema_4_database_opens_and_gains_the_link(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    conn = sqlite3.connect(path, isolation_level=None)
    HistoryDB._migrate(conn, 0, 4)
    conn.close()
    db = HistoryDB(path)
    assert db.schema_version() == HistoryDB.SCHEMA_VERSION >= 5
    original, branch = original_and_branch()
    oid = db.add_match(original, status="abandoned")
    bid = db.add_match(branch, status="abandoned")
    assert db.original_of(bid) == oid
    db.close()


def test_the_autosave_keeps_the_link_through_its_journal(tmp_path: Path) -> None:
    from hearts_desktop.history import Autosave

    _, branch = original_and_branch()
    g = get_game("hearts")
    shorter = SavedMatch.from_state(g.replay(type(branch.record)(
        branch.record.rules, branch.record.seed, branch.record.actions[:-5])),
        branch.players, branch.started, game="hearts", branch=branch.branch)
    save = Autosave(tmp_path / "autosave.json")
    save.save(shorter)
    save.save(branch)  # the last five moves go to the journal
    assert save.appends == 1
    again = Autosave(tmp_path / "autosave.json").load()
    assert again is not None and again.branch == branch.branch
    assert again.state() == branch.state()


def test_a_finished_branch_is_no_game_of_the_statistics(tmp_path: Path) -> None:
    db = HistoryDB(tmp_path / "history.sqlite3")
    g = get_game("hearts")
    _, branch = original_and_branch()
    done = _play(branch.state(), 5000, seed=5)
    assert g.is_over(done)
    finished = SavedMatch.from_state(done, PLAYERS, branch.started, game="hearts",
                                     branch=branch.branch)
    db.add_match(finished, status="finished")
    assert db.statistics("hearts").games == 0
    assert db.statistics_by("preset", "hearts") == {}
    alone = SavedMatch.from_state(done, PLAYERS, branch.started + timedelta(hours=1),
                                  game="hearts")
    db.add_match(alone, status="finished")  # the same match as one of its own counts
    assert db.statistics("hearts").games == 1
    db.close()
