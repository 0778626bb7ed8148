"""The coach's reviews in the history (issue 31): the migration to schema 6, a review kept
and found again (for a match before and after the history has it), replaced by a newer one,
points lost per hand, per match and per month, and a damaged stored review set aside with
a message, never a crash."""

from __future__ import annotations

import dataclasses
import sqlite3
from datetime import timedelta
from pathlib import Path

import pytest

from hearts_desktop.core.review import REVIEW_VERSION, DecisionReview, HandReview, OptionValue
from hearts_desktop.history import HistoryDB, HistoryError
from hearts_desktop.history.reviews import SCHEMA_REVIEWS
from hearts_desktop.history.schema import MIGRATIONS, match_key

from .helpers import hand_match, queen_deal, suit_deal


def _review(deal: int = 1, lost: float = 2.5, *, seat: int = 0, hindsight: bool = False,
            game: str = "hearts") -> HandReview:
    played = {"type": "play", "seat": seat, "card": "QS"}
    best = {"type": "play", "seat": seat, "card": "2C"}
    decision = DecisionReview(
        index=5, deal=deal, kind="card", played=played,
        options=(OptionValue(best, -3.0, 0.5, 16), OptionValue(played, -3.0 - lost, 0.6, 16)),
        cost=lost, cost_stderr=0.4, better_share=0.75,
        grade="blunder" if lost >= 4 else "mistake", forced=False, line=None)
    return HandReview(game=game, seat=seat, deal=deal, decisions=(decision,),
                      points_lost=lost, points_lost_stderr=0.4, seed=0, worlds=16,
                      hindsight=hindsight)


@pytest.fixture
def db(tmp_path: Path) -> HistoryDB:
    return HistoryDB(tmp_path / "history.sqlite3")


def test_an_older_database_gains_the_reviews_table(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    conn = sqlite3.connect(path, isolation_level=None)
    before = MIGRATIONS.index(SCHEMA_REVIEWS)
    HistoryDB._migrate(conn, 0, before)
    conn.close()
    db = HistoryDB(path)
    assert db.schema_version() == HistoryDB.SCHEMA_VERSION >= before + 1 == 6
    match = hand_match(queen_deal())
    db.add_match(match, status="finished")
    db.save_review(match, _review())
    assert db.review_for(match, 0, 1) == _review()


def test_a_review_is_found_again_before_and_after_the_match_is_stored(db: HistoryDB) -> None:
    match = hand_match(queen_deal())
    assert db.review_for(match, 0, 1) is None
    db.save_review(match, _review(lost=3.0))  # the match on the table: not stored yet
    found = db.review_for(match, 0, 1)
    assert found == _review(lost=3.0) and found is not None and found.version == REVIEW_VERSION
    assert db.review_for(match, 0, 1, hindsight=True) is None  # a separate review
    assert db.review_for(match, 1, 1) is None and db.review_for(match, 0, 2) is None
    mid = db.add_match(match, status="finished")
    assert db.review_for(mid, 0, 1) == found  # by the stored match's id too
    assert db.review_for(match_key(match), 0, 1) == found


def test_a_newer_review_replaces_the_old_one(db: HistoryDB) -> None:
    match = hand_match(queen_deal())
    db.save_review(match, _review(lost=3.0))
    db.save_review(match, _review(lost=1.0))
    assert db.review_for(match, 0, 1) == _review(lost=1.0)
    assert db.points_lost(match, 0).hands == {1: (1.0, 0.4)}


def test_points_lost_per_hand_and_per_match(db: HistoryDB) -> None:
    match = hand_match(queen_deal())
    db.save_review(match, _review(1, 2.0))
    db.save_review(match, _review(2, 3.0))
    db.save_review(match, _review(3, 10.0, hindsight=True))  # not the honest figure
    db.save_review(match, _review(3, 7.0, seat=1))  # another seat
    lost = db.points_lost(match, 0)
    assert lost.hands == {1: (2.0, 0.4), 2: (3.0, 0.4)}
    assert lost.total == 5.0 and lost.reviewed == 2
    assert lost.stderr == pytest.approx((2 * 0.4 ** 2) ** 0.5)
    assert db.points_lost(match, 0, hindsight=True).total == 10.0
    assert db.points_lost(match, 1).hands == {3: (7.0, 0.4)}


def test_points_lost_trend_by_month(db: HistoryDB) -> None:
    days = 24 * 60
    old = hand_match(queen_deal(), minutes=0)
    later = hand_match(suit_deal(0, 1, 2, 3), minutes=40 * days)
    unstored = hand_match(suit_deal(1, 0, 2, 3), minutes=41 * days)
    for m in (old, later):
        db.add_match(m, status="finished", finished=m.started + timedelta(minutes=5))
    db.save_review(old, _review(1, 4.0))
    db.save_review(later, _review(1, 1.0))
    db.save_review(later, _review(2, 2.0))
    db.save_review(later, _review(3, 9.0, hindsight=True))  # hindsight: never counted
    db.save_review(later, _review(4, 9.0, seat=2))  # not the human's seat
    db.save_review(unstored, _review(1, 9.0))  # not in the history (yet)
    trend = db.points_lost_trend("hearts")
    assert [(p.period, p.matches, p.hands, p.points_lost) for p in trend] == [
        ("2026-01", 1, 1, 4.0), ("2026-02", 1, 2, 3.0)]
    assert trend[1].per_hand == 1.5
    assert db.points_lost_trend("pinochle") == []
    assert [p.period for p in db.points_lost_trend("hearts", by="year")] == ["2026"]
    with pytest.raises(ValueError):
        db.points_lost_trend("hearts", by="fortnight")


def test_a_damaged_review_is_set_aside_with_a_message(db: HistoryDB) -> None:
    match = hand_match(queen_deal())
    db.save_review(match, _review(1, 2.0))
    db.save_review(match, _review(2, 3.0))
    conn = db._conn
    conn.execute("UPDATE reviews SET review = '{\"format\": \"hearts-desktop-rev' "
                 "WHERE deal = 1")
    with pytest.raises(HistoryError) as caught:
        db.review_for(match, 0, 1)
    assert caught.value.reason == "bad-review" and "set aside" in str(caught.value)
    assert db.review_for(match, 0, 1) is None  # gone from the reviews: reviewed again
    assert db.review_for(match, 0, 2) == _review(2, 3.0)  # the others are untouched
    kept = conn.execute("SELECT deal, review, problem FROM reviews_set_aside").fetchall()
    assert len(kept) == 1 and kept[0][0] == 1 and kept[0][1].startswith('{"format"')


def test_a_review_filed_under_another_hand_is_set_aside(db: HistoryDB) -> None:
    match = hand_match(queen_deal())
    db.save_review(match, _review(1, 2.0))
    db._conn.execute("UPDATE reviews SET deal = 3")
    with pytest.raises(HistoryError, match="set aside"):
        db.review_for(match, 0, 3)


def test_a_review_of_another_review_version_is_made_again(db: HistoryDB) -> None:
    match = hand_match(queen_deal())
    db.save_review(match, dataclasses.replace(_review(), version=REVIEW_VERSION))
    db._conn.execute("UPDATE reviews SET version = ?", (REVIEW_VERSION - 1,))
    assert db.review_for(match, 0, 1) is None


def test_deleting_a_match_forgets_its_reviews(db: HistoryDB) -> None:
    match = hand_match(queen_deal())
    mid = db.add_match(match, status="finished")
    db.save_review(mid, _review())
    db.delete(mid)
    assert db.review_for(match, 0, 1) is None


def test_a_review_that_cannot_be_written_is_a_clear_error(db: HistoryDB) -> None:
    match = hand_match(queen_deal())
    db._conn.execute("DROP TABLE reviews")
    with pytest.raises(HistoryError) as caught:
        db.save_review(match, _review())
    assert caught.value.reason == "write-failed"
