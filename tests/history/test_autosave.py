"""The autosave: atomic writes, and damaged files moved aside (kept), never lost."""

from __future__ import annotations

import dataclasses
import json
import os
from pathlib import Path

import pytest

from hearts_desktop.history import Autosave, CorruptFileError, SavedMatch, atomic_write_text

from .helpers import random_match


def test_save_load_clear(tmp_path: Path) -> None:
    auto = Autosave(tmp_path / "autosave.json")
    assert auto.load() is None
    match = random_match(8, actions=25)
    auto.save(match)
    assert auto.load() == match
    later = random_match(8, actions=26)
    auto.save(later)
    assert auto.load() == later
    auto.clear()
    assert auto.load() is None
    auto.clear()  # twice is fine
    assert list(tmp_path.iterdir()) == []  # the journal goes with it


def test_a_crash_before_the_rename_leaves_the_old_file(tmp_path: Path,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    auto = Autosave(tmp_path / "autosave.json")
    old = random_match(9, actions=20)
    auto.save(old)
    before = auto.path.read_bytes()

    def crash(src: object, dst: object) -> None:
        raise OSError("simulated crash between write and rename")

    monkeypatch.setattr(os, "replace", crash)
    with pytest.raises(OSError, match="simulated"):  # a new program: a whole snapshot
        Autosave(tmp_path / "autosave.json").save(random_match(9, actions=21))
    monkeypatch.undo()
    assert auto.path.read_bytes() == before
    assert auto.load() == old
    # no temp file left
    assert sorted(p.name for p in tmp_path.iterdir()) == ["autosave.journal", "autosave.json"]


def test_the_new_text_is_written_whole(tmp_path: Path) -> None:
    target = tmp_path / "sub" / "x.json"
    atomic_write_text(target, "é" * 10000)
    assert target.read_text(encoding="utf-8") == "é" * 10000


def _damaged_kinds() -> dict[str, bytes]:
    good = random_match(6, actions=40).to_json()
    illegal = json.loads(good)
    plays = [a for a in illegal["record"]["actions"] if a["type"] == "play"]
    plays[1]["card"] = plays[0]["card"]
    other = json.loads(good)["record"]  # a valid engine record, not a saved match
    huge_seed = good.replace(f'"seed":{json.loads(good)["record"]["seed"]},',
                             f'"seed":{"7" * 5000},', 1)
    early = json.loads(good)
    early["started"] = "0001-01-01T00:00:00+14:00"  # before year 1 in UTC
    late = json.loads(good)
    late["started"] = "9999-12-31T23:59:59-14:00"  # after year 9999 in UTC
    two_humans = json.loads(good)
    two_humans["players"][2].update(human=True, kind="human", level=None)
    nobody = json.loads(good)
    nobody["players"][0].update(human=False, kind="normal", level="normal")
    return {
        "truncated": good[: len(good) * 2 // 3].encode(),
        "random": os.urandom(3000),
        "empty": b"",
        "illegal-action": json.dumps(illegal).encode(),
        "wrong-format": json.dumps(other).encode(),
        "future-version": good.replace('"version":2,', '"version":7,', 1).encode(),
        # issue 17, item 15
        "seed-of-5000-digits": huge_seed.encode(),
        "start-before-year-1": json.dumps(early).encode(),
        "start-after-year-9999": json.dumps(late).encode(),
        # issue 18, item 5: a local table has one human seat; the autosave needs it
        "two-human-seats": json.dumps(two_humans).encode(),
        "no-human-seat": json.dumps(nobody).encode(),
    }


@pytest.mark.parametrize("kind", list(_damaged_kinds()))
def test_a_damaged_autosave_is_moved_aside_and_kept(tmp_path: Path, kind: str) -> None:
    data = _damaged_kinds()[kind]
    auto = Autosave(tmp_path / "autosave.json")
    auto.path.write_bytes(data)
    with pytest.raises(CorruptFileError) as info:
        auto.load()
    moved = info.value.moved_to
    assert moved is not None and moved.parent == tmp_path
    assert moved.name.startswith("autosave.json.damaged-")
    assert moved.read_bytes() == data  # kept as it was
    assert not auto.path.exists()
    assert "could not be read" in str(info.value)
    assert len(str(info.value)) < 400  # a sentence, not the file
    assert auto.load() is None  # carries on fresh
    auto.save(random_match(6, actions=3))
    assert isinstance(auto.load(), SavedMatch)


def test_two_damaged_files_in_a_row_are_both_kept(tmp_path: Path) -> None:
    auto = Autosave(tmp_path / "autosave.json")
    for data in (b"first", b"second"):
        auto.path.write_bytes(data)
        with pytest.raises(CorruptFileError):
            auto.load()
    kept = sorted(p.read_bytes() for p in tmp_path.iterdir())
    assert kept == [b"first", b"second"]


def test_a_name_that_cannot_be_stored_is_cleaned_and_saving_goes_on(tmp_path: Path) -> None:
    """A player's name with a lone surrogate (issue 17, item 15): it is cleaned, the game
    goes on, the file as it was is kept and the player is told once; the autosave keeps
    being written."""
    match = random_match(6, actions=40)
    data = json.loads(match.to_json())
    data["players"][1]["name"] = "Ann\ud800e"
    auto = Autosave(tmp_path / "autosave.json")
    raw = json.dumps(data).encode()  # ASCII with the escape, as a JSON file may hold it
    auto.path.write_bytes(raw)
    loaded = auto.load()
    assert loaded is not None
    assert loaded.players[1].name == "Ann\ufffde"
    assert loaded.record == match.record
    repair = auto.last_repair
    assert repair is not None and "name of seat 2" in repair.message
    assert repair.kept_as is not None and repair.kept_as.read_bytes() == raw
    longer = random_match(6, actions=41)
    auto.save(type(longer)(longer.record, loaded.players, longer.started))
    again = Autosave(auto.path).load()
    assert again is not None and len(again.record.actions) == 41
    assert again.players[1].name == "Ann\ufffde"


def test_names_are_cleaned_on_input() -> None:
    from hearts_desktop.history import PlayerInfo, clean_name

    assert clean_name("  Ann\ud83d\n\tB\x00en  ") == "Ann\ufffd Ben"
    assert clean_name("x" * 500) == "x" * 100
    assert PlayerInfo("Zo\udcffe", False, "easy", "easy").name == "Zo\ufffde"
    assert clean_name("Jürgen 영주 👍") == "Jürgen 영주 👍"


# --------------------------------------------------------------------------- the journal
def _grow(auto: Autosave, seed: int, upto: int, start: int = 1) -> None:
    whole = random_match(seed, actions=upto)
    for n in range(start, upto + 1):
        auto.save(SavedMatch(dataclasses.replace(whole.record,
                                                 actions=whole.record.actions[:n]),
                             whole.players, whole.started))


def test_a_move_appends_one_line_and_the_snapshot_is_rewritten_rarely(
        tmp_path: Path) -> None:
    """Issue 18, item 7: the cost of a save does not grow with the match. The snapshot is
    written again only when the journal has grown as long as it (at least COMPACT_AFTER):
    about log2 of the moves, plus the first."""
    auto = Autosave(tmp_path / "autosave.json", sync=False)
    _grow(auto, 11, 300)
    assert auto.snapshots == 2 and auto.appends == 298  # at 1, and at 1 + 256 + 1
    snapshot = auto.path.read_bytes()
    journal = auto.journal_path.read_bytes()
    _grow(auto, 11, 301, start=301)
    assert auto.path.read_bytes() == snapshot  # untouched by a move
    added = auto.journal_path.read_bytes()[len(journal):]
    assert added.count(b"\n") == 1 and len(added) < 100  # one short line
    assert Autosave(auto.path).load() == random_match(11, actions=301)


def test_a_line_cut_by_kill_9_loses_only_the_move_in_flight(tmp_path: Path) -> None:
    auto = Autosave(tmp_path / "autosave.json", sync=False)
    _grow(auto, 12, 40)
    whole = auto.journal_path.read_bytes()
    auto.journal_path.write_bytes(whole[:-7])  # the last line half written
    again = Autosave(auto.path)
    loaded = again.load()
    assert loaded == random_match(12, actions=39)
    assert again.last_repair is None  # nothing to report: that move was in flight
    again.save(random_match(12, actions=40))  # goes on: a new snapshot
    assert Autosave(auto.path).load() == random_match(12, actions=40)


def test_a_damaged_journal_keeps_what_can_be_read_and_says_so(tmp_path: Path) -> None:
    auto = Autosave(tmp_path / "autosave.json", sync=False)
    _grow(auto, 13, 50)
    lines = auto.journal_path.read_bytes().split(b"\n")
    lines[30] = b"\x00garbage\x00"
    damaged = b"\n".join(lines)
    auto.journal_path.write_bytes(damaged)
    again = Autosave(auto.path)
    loaded = again.load()
    assert loaded == random_match(13, actions=30)  # the snapshot's move and 29 lines
    assert again.last_repair is not None
    assert "latest moves could not be read" in again.last_repair.message
    kept = sorted(tmp_path.glob("autosave.journal.damaged-*"))
    assert [k.read_bytes() for k in kept] == [damaged]


def test_an_illegal_action_in_the_journal_falls_back_to_the_snapshot(
        tmp_path: Path) -> None:
    auto = Autosave(tmp_path / "autosave.json", sync=False)
    _grow(auto, 14, 30)
    lines = auto.journal_path.read_bytes().split(b"\n")
    plays = [i for i, line in enumerate(lines) if b'"play"' in line]
    entry = json.loads(lines[plays[1]])
    entry["a"]["card"] = json.loads(lines[plays[0]])["a"]["card"]
    lines[plays[1]] = json.dumps(entry).encode()
    auto.journal_path.write_bytes(b"\n".join(lines))
    again = Autosave(auto.path)
    assert again.load() == random_match(14, actions=1)
    assert again.last_repair is not None and "replayed" in again.last_repair.message


def test_a_journal_of_moves_the_snapshot_holds_is_dropped_without_a_word(
        tmp_path: Path) -> None:
    """What the program before the retired journal left when killed between a snapshot
    of the same match and its journal: nothing of the old journal is lost."""
    auto = Autosave(tmp_path / "autosave.json", sync=False)
    _grow(auto, 15, 20)
    old_journal = auto.journal_path.read_bytes()
    atomic_write_text(auto.path, random_match(15, actions=24).to_json())
    auto.journal_path.write_bytes(old_journal)
    again = Autosave(auto.path)
    assert again.load() == random_match(15, actions=24) and again.last_repair is None
    assert sorted(p.name for p in tmp_path.iterdir()) == ["autosave.journal", "autosave.json"]


class _Killed(BaseException):
    """The program killed at that instant (nothing after it runs)."""


@pytest.mark.parametrize("moment", ["before the snapshot", "before the new journal"])
@pytest.mark.parametrize("snapshot", ["new match", "undo", "compaction"])
def test_a_kill_while_a_new_snapshot_is_written_loses_nothing_and_says_nothing(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, moment: str, snapshot: str) -> None:
    """Issue 29, item 9: the journal a snapshot replaces is retired first, so whenever
    the program dies the files say which journal goes with the snapshot there."""
    auto = Autosave(tmp_path / "autosave.json", sync=False)
    _grow(auto, 19, 30)
    before = random_match(19, actions=30)
    after = {"new match": random_match(20, actions=5), "undo": random_match(19, actions=12),
             "compaction": random_match(19, actions=300)}[snapshot]
    if snapshot == "compaction":
        _grow(auto, 19, 256 + 1, start=31)
        before = random_match(19, actions=257)
        assert auto.snapshots == 1
    import hearts_desktop.history.files as files

    def killed(*_args: object, **_kwargs: object) -> None:
        raise _Killed

    target = "atomic_write_bytes" if moment == "before the snapshot" else "atomic_write_text"
    monkeypatch.setattr(files, target, killed)
    with pytest.raises(_Killed):
        auto.save(after)
    monkeypatch.undo()
    again = Autosave(auto.path, sync=False)
    loaded = again.load()
    assert again.last_repair is None
    assert loaded == (before if moment == "before the snapshot" else after)
    assert not again.retired_path.exists()
    assert not list(tmp_path.glob("*.damaged-*"))
    # and it goes on: the next moves are saved and read back
    nxt = random_match(21, actions=3) if snapshot == "new match" else None
    if nxt is None:
        base = loaded
        assert base is not None
        whole = random_match(19, actions=len(base.record.actions) + 3)
        nxt = SavedMatch(whole.record, base.players, base.started)
    again.save(nxt)
    assert Autosave(auto.path).load() == nxt


def test_a_journal_that_does_not_follow_its_snapshot_is_kept_aside_and_said_once(
        tmp_path: Path) -> None:
    """Issue 29, item 9: the snapshot was replaced behind the program's back by one the
    journal does not continue: its 25 moves that the snapshot lacks are kept aside as
    ``autosave.journal.damaged-<time>`` and reported, once."""
    auto = Autosave(tmp_path / "autosave.json", sync=False)
    _grow(auto, 22, 30)  # the snapshot holds 1 move, the journal 29
    journal = auto.journal_path.read_bytes()
    atomic_write_text(auto.path, random_match(22, actions=5).to_json())
    again = Autosave(auto.path)
    assert again.load() == random_match(22, actions=5)
    repair = again.last_repair
    assert repair is not None
    assert "25 saved move(s) in its journal do not follow the saved game" in repair.message
    kept = sorted(tmp_path.glob("autosave.journal.damaged-*"))
    assert [k.read_bytes() for k in kept] == [journal]
    assert repair.kept_as == kept[0] and kept[0].name in repair.message
    third = Autosave(auto.path)
    assert third.load() == random_match(22, actions=5)
    assert third.last_repair is None  # said once
    assert len(list(tmp_path.glob("autosave.journal.damaged-*"))) == 1


def test_a_journal_continuing_a_rewritten_snapshot_is_applied(tmp_path: Path) -> None:
    """The snapshot's bytes changed (written again by another tool) but it is the match
    the journal continues: replaying the journal's moves on it keeps them all."""
    auto = Autosave(tmp_path / "autosave.json", sync=False)
    _grow(auto, 23, 30)
    atomic_write_text(auto.path, SavedMatch.from_json(auto.path.read_bytes()).to_json(indent=2))
    again = Autosave(auto.path, sync=False)
    assert again.load() == random_match(23, actions=30)
    assert again.last_repair is None
    again.save(random_match(23, actions=31))
    assert Autosave(auto.path).load() == random_match(23, actions=31)


def test_a_journal_whose_snapshot_is_gone_is_kept_aside_and_reported(tmp_path: Path) -> None:
    auto = Autosave(tmp_path / "autosave.json", sync=False)
    _grow(auto, 24, 20)
    journal = auto.journal_path.read_bytes()
    auto.path.unlink()
    with pytest.raises(CorruptFileError) as caught:
        Autosave(auto.path).load()
    assert caught.value.moved_to is not None
    assert caught.value.moved_to.read_bytes() == journal
    assert caught.value.moved_to.name.startswith("autosave.journal.damaged-")
    assert Autosave(auto.path).load() is None  # said once


def test_undo_writes_a_snapshot_and_a_journal_alone_is_left_over(tmp_path: Path) -> None:
    auto = Autosave(tmp_path / "autosave.json", sync=False)
    _grow(auto, 17, 20)
    auto.save(random_match(17, actions=12))  # undo: shorter
    assert auto.snapshots == 2
    assert Autosave(auto.path).load() == random_match(17, actions=12)
    auto.path.unlink()
    assert Autosave(auto.path).load() is None
    assert not auto.journal_path.exists()


def test_loading_then_saving_continues_the_same_journal(tmp_path: Path) -> None:
    auto = Autosave(tmp_path / "autosave.json", sync=False)
    _grow(auto, 18, 25)
    resumed = Autosave(auto.path, sync=False)
    assert resumed.load() == random_match(18, actions=25)
    _grow(resumed, 18, 30, start=26)
    assert resumed.snapshots == 0 and resumed.appends == 5
    assert Autosave(auto.path).load() == random_match(18, actions=30)
