"""Export and import of a match: a round trip, and damaged or tampered files refused with a
clear message and nothing imported."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from hearts_desktop.history import (
    MAX_IMPORT_BYTES,
    HistoryDB,
    HistoryError,
    export_match,
    import_match,
    prepare_import,
)

from .helpers import random_match


def test_export_import_round_trip(tmp_path: Path) -> None:
    match = random_match(17)
    path = tmp_path / "match.json"
    export_match(match, path)
    text = path.read_text(encoding="utf-8")
    assert text.startswith("{\n")  # readable: one field a line
    assert json.loads(text)["format"] == "hearts-desktop/saved-match"
    back = import_match(path)
    assert back == match
    assert back.state() == match.state()
    db = HistoryDB(tmp_path / "h.sqlite3")
    match_id = db.add_match(back, status="finished")
    assert db.load(match_id) == match
    db.close()


def _tamper(data: dict, how: str) -> None:
    actions = data["record"]["actions"]
    plays = [a for a in actions if a["type"] == "play"]
    if how == "card":  # a card the seat does not hold
        plays[5]["card"] = plays[0]["card"]
    elif how == "seat":  # out of turn
        plays[3]["seat"] = (plays[3]["seat"] + 1) % 4
    elif how == "seed":  # other deals: the passes no longer match the hands
        data["record"]["seed"] += 1
    elif how == "rules":
        data["record"]["rules"]["players"] = 9


@pytest.mark.parametrize("how", ["card", "seat", "seed", "rules"])
def test_a_tampered_file_is_refused_and_nothing_imported(tmp_path: Path, how: str) -> None:
    match = random_match(18, actions=120)
    path = tmp_path / "match.json"
    export_match(match, path)
    data = json.loads(path.read_text(encoding="utf-8"))
    _tamper(data, how)
    path.write_text(json.dumps(data), encoding="utf-8")
    before = path.read_bytes()
    with pytest.raises(HistoryError) as info:
        import_match(path)
    message = str(info.value)
    assert message.startswith("match.json cannot be imported:")
    assert message.endswith(".")
    assert path.read_bytes() == before  # the user's file is left alone


@pytest.mark.parametrize("content,reason", [
    (b"", "empty"), (b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR\xff\xfe", "not-json"),
    (b'{"format": "hearts-desktop/saved-match", "version": 1, "players": [', "truncated"),
    (b'{"format": "something-else"}', "wrong-format"),
])
def test_damaged_files_get_a_reason(tmp_path: Path, content: bytes, reason: str) -> None:
    path = tmp_path / "x.json"
    path.write_bytes(content)
    with pytest.raises(HistoryError) as info:
        import_match(path)
    assert info.value.reason == reason


def test_a_missing_file(tmp_path: Path) -> None:
    with pytest.raises(HistoryError) as info:
        import_match(tmp_path / "nothing.json")
    assert info.value.reason == "not-found"


# --------------------------------------------------------------------------- issue 18, 6
@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
def test_a_fifo_is_refused_without_waiting(tmp_path: Path) -> None:
    fifo = tmp_path / "match.json"
    os.mkfifo(fifo)  # nobody writes into it: reading would wait forever
    with pytest.raises(HistoryError) as info:
        import_match(fifo)
    assert info.value.reason == "not-a-file"
    assert "pipe" in str(info.value)


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="needs /dev/zero")
def test_a_device_is_refused_without_reading_it() -> None:
    with pytest.raises(HistoryError) as info:
        import_match(Path("/dev/zero"))  # reading it would fill the memory
    assert info.value.reason == "not-a-file"
    assert "device" in str(info.value)


def test_a_folder_and_a_huge_file_are_refused(tmp_path: Path) -> None:
    with pytest.raises(HistoryError) as info:
        import_match(tmp_path)
    assert info.value.reason == "not-a-file"
    huge = tmp_path / "huge.json"
    with huge.open("wb") as f:  # sparse: no disk space used
        f.truncate(MAX_IMPORT_BYTES + 1)
    with pytest.raises(HistoryError) as info:
        import_match(huge)
    assert info.value.reason == "too-large"


def test_importing_a_match_already_in_the_history_is_refused(tmp_path: Path) -> None:
    match = random_match(19)
    path = tmp_path / "match.json"
    export_match(match, path)
    db = HistoryDB(tmp_path / "h.sqlite3")
    imported, analysis = prepare_import(path)
    first = db.add_analysed(imported, analysis, status="finished")
    again, analysis = prepare_import(path)
    with pytest.raises(HistoryError) as info:
        db.add_analysed(again, analysis, status="finished")
    assert info.value.reason == "duplicate"
    assert str(info.value) == f"this match is in the history already (match {first})"
    assert db.count() == 1
    db.close()
