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


def test_a_version_1_saved_match_reads_as_hearts() -> None:
    match = random_match(7, actions=50)
    data = match.to_dict()
    del data["game"]
    data["version"] = 1
    del data["record"]["game"]
    data["record"]["version"] = 1
    back = SavedMatch.from_json(json.dumps(data))
    assert back == match and back.game == "hearts"
    data["game"] = "pinochle"
    assert _reason(json.dumps(data)) == "bad-record"  # version 1 is always Hearts


def test_an_unknown_game_or_a_mismatched_record_is_refused() -> None:
    data = random_match(7, actions=10).to_dict()
    data["game"] = "skat"
    assert _reason(json.dumps(data)) == "unknown-game"
    data = random_match(7, actions=10).to_dict()
    data["record"]["game"] = "skat"
    assert _reason(json.dumps(data)) == "bad-record"


@pytest.mark.parametrize("change,words", [
    (lambda p: [q.update(human=True, kind="human", level=None) for q in p],
     "4 human seats"),
    (lambda p: p[1].update(human=True, kind="human", level=None), "2 human seats"),
    (lambda p: p[0].update(kind="normal", level="normal"), "marked human"),
    (lambda p: p[2].update(kind="human", level=None), "marked computer"),
    (lambda p: p[3].update(kind="deep-blue"), "unknown computer player"),
    (lambda p: p[3].update(level="grandmaster"), "unknown computer player"),
])
def test_a_tampered_player_list_is_refused_with_a_clear_message(change: object,
                                                                 words: str) -> None:
    """Issue 18, item 5: all seats human would wait forever; a seat marked human that plays
    as a bot (or the reverse) plays by itself."""
    data = random_match(8, actions=20).to_dict()
    change(data["players"])  # type: ignore[operator]
    with pytest.raises(HistoryError) as info:
        SavedMatch.from_json(json.dumps(data))
    assert info.value.reason == "bad-players"
    assert words in str(info.value)


def test_a_match_without_a_human_seat_is_kept_but_not_continued() -> None:
    data = random_match(8, actions=20).to_dict()
    data["players"][0].update(name="Dee", human=False, kind="normal", level="normal")
    text = json.dumps(data)
    assert SavedMatch.from_json(text).human_seat is None  # an autoplay match
    with pytest.raises(HistoryError, match="no human seat"):
        SavedMatch.from_json(text, need_human=True)


@pytest.mark.parametrize("name", [None, ["a", "list"], 5, ""])
def test_rules_with_a_damaged_name_are_refused_before_the_database(name: object) -> None:
    """Issue 18, item 6: a null or list rules name reached SQLite (IntegrityError,
    ProgrammingError); it is a clear refusal now."""
    data = random_match(8, actions=20).to_dict()
    data["record"]["rules"]["name"] = name
    with pytest.raises(HistoryError) as info:
        SavedMatch.from_json(json.dumps(data))
    assert info.value.reason in ("bad-record",)
    assert "name" in str(info.value)
