"""SavedMatch: versioned JSON that round-trips, and that refuses damaged or tampered text
with a reason code and a clear sentence."""

from __future__ import annotations

import json

import pytest

from hearts_desktop.games.hearts import replay
from hearts_desktop.history import HistoryError, PlayerInfo, SavedMatch

from .helpers import T0, random_match


def test_round_trip_keeps_everything() -> None:
    match = random_match(3, actions=70)
    match = SavedMatch(match.record, match.players, match.started, assisted=True)
    text = match.to_json()
    back = SavedMatch.from_json(text)
    assert back == match
    assert back.assisted is True
    assert back.started == T0 and back.started.tzinfo is not None
    assert back.state() == replay(match.record)
    assert back.players[0] == PlayerInfo("You", True, "human", None)
    data = json.loads(text)
    assert (data["format"], data["version"], data["game"]) == (
        "hearts-desktop/saved-match", 2, "hearts")
    assert back.game == "hearts"
    assert SavedMatch.from_json(match.to_json(indent=1).encode()) == match


def test_finished_and_unfinished() -> None:
    assert random_match(5).finished
    assert not random_match(5, actions=30).finished


def _reason(text: str | bytes) -> str:
    with pytest.raises(HistoryError) as info:
        SavedMatch.from_json(text)
    assert str(info.value)  # a sentence for people
    return info.value.reason


def test_damaged_text_is_refused_with_a_reason() -> None:
    good = random_match(4, actions=40).to_json()
    assert _reason("") == "empty"
    assert _reason(good[: len(good) // 2]) == "truncated"
    assert _reason(bytes(range(256)) * 4) == "not-json"
    assert _reason("{not json at all}") == "not-json"
    assert _reason(json.dumps({"hello": "world"})) == "wrong-format"
    assert _reason(json.dumps([1, 2, 3])) == "wrong-format"
    data = json.loads(good)
    data["version"] = 3
    assert _reason(json.dumps(data)) == "unknown-version"
    data = json.loads(good)
    data["players"] = data["players"][:3]
    assert _reason(json.dumps(data)) == "bad-players"
    data = json.loads(good)
    data["started"] = "2026-01-01T12:00:00"  # no time zone
    assert _reason(json.dumps(data)) == "bad-date"


def test_an_illegal_action_is_refused() -> None:
    match = random_match(4, actions=40)
    data = json.loads(match.to_json())
    plays = [a for a in data["record"]["actions"] if a["type"] == "play"]
    # the second play of the first trick: give it a card from the leader's own hand
    plays[1]["card"] = plays[0]["card"]
    with pytest.raises(HistoryError) as info:
        SavedMatch.from_json(json.dumps(data))
    assert info.value.reason == "illegal-action"
    assert "illegal" in str(info.value)


@pytest.mark.parametrize("preset,actions", [("classic", None), ("complex", 150),
                                            ("kitty", 90), ("classic", 0)])
def test_the_fast_compact_text_is_plain_json_dumps(preset: str, actions: int | None) -> None:
    match = random_match(12, actions=actions, preset=preset)
    expected = json.dumps(match.to_dict(), ensure_ascii=False, separators=(",", ":"))
    assert match.to_json() == expected
    assert SavedMatch.from_json(match.to_json()) == match


def test_an_explicit_deal_round_trips() -> None:
    from .helpers import hand_match, queen_deal

    match = hand_match(queen_deal(), finish=False)
    assert match.record.origin is not None
    assert match.to_json() == json.dumps(match.to_dict(), ensure_ascii=False,
                                         separators=(",", ":"))
    assert SavedMatch.from_json(match.to_json()) == match
