"""Export and import of a match: a round trip, and damaged or tampered files refused with a
clear message and nothing imported."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from hearts_desktop.history import HistoryDB, HistoryError, export_match, import_match

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
