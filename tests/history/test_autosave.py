"""The autosave: atomic writes, and damaged files moved aside (kept), never lost."""

from __future__ import annotations

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
    return {
        "truncated": good[: len(good) * 2 // 3].encode(),
        "random": os.urandom(3000),
        "empty": b"",
        "illegal-action": json.dumps(illegal).encode(),
        "wrong-format": json.dumps(other).encode(),
        "future-version": good.replace('"version":2,', '"version":7,', 1).encode(),
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
