"""Ratings (``net.ratings``, openskill's Plackett-Luce): per category, every person once per
match, ties, partnerships as teams, CPU players fixed, abandoning as a loss, a match never
counted twice, and a damaged database refused with a clear message, nothing lost."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from hearts_desktop.net.ratings import (
    CPU_RATINGS,
    NameTakenError,
    Participant,
    RatingsError,
    RatingStore,
    category_of,
    places,
)


def _people(store: RatingStore, n: int) -> list[int]:
    return [store.claim(f"key{i}", f"Player {i}").id for i in range(n)]


def test_every_game_has_its_category() -> None:
    assert category_of("hearts", 4) == "hearts"
    assert category_of("pinochle", 4) == "pinochle"
    assert category_of("ombre", 3) == "ombre"
    assert category_of("ombre", 4) == "quadrille"
    assert category_of("ombre", 5) == "quintille"


def test_names_are_unique_and_a_key_keeps_its_person() -> None:
    store = RatingStore()
    mina = store.claim("key-mina", "Mina")
    assert store.claim("key-mina", "Mina") == mina
    with pytest.raises(NameTakenError):
        store.claim("key-other", "MINA")
    renamed = store.claim("key-mina", "Mina B")  # a key may take a free name
    assert renamed.id == mina.id and store.person_named("mina b") == renamed
    assert not store.name_taken("Mina")  # the old name is free again
    assert store.claim("key-other", "Mina").id != mina.id


def test_a_finished_match_updates_each_person_once_by_place() -> None:
    store = RatingStore()
    ids = _people(store, 4)
    people = [Participant(person=i) for i in ids]
    result = store.record_match("m1", "hearts", people, (1, 2, 3, 4))
    assert result is not None and set(result) == set(ids)
    mus = [store.rating(i, "hearts").mu for i in ids]
    assert mus == sorted(mus, reverse=True) and mus[0] > 25 > mus[3]
    assert all(store.rating(i, "hearts").sigma < 25 / 3 for i in ids)
    assert all(store.rating(i, "hearts").matches == 1 for i in ids)
    assert store.rating(ids[0], "pinochle").matches == 0  # another category is untouched
    assert [len(store.history(i)) for i in ids] == [1, 1, 1, 1]


def test_a_match_never_counts_twice() -> None:
    store = RatingStore()
    ids = _people(store, 4)
    people = [Participant(person=i) for i in ids]
    assert store.record_match("server:ABC:7", "hearts", people, (1, 2, 3, 4)) is not None
    before = [store.rating(i, "hearts") for i in ids]
    assert store.record_match("server:ABC:7", "hearts", people, (4, 3, 2, 1)) is None
    assert [store.rating(i, "hearts") for i in ids] == before
    assert [len(store.history(i)) for i in ids] == [1, 1, 1, 1]


def test_ties_share_the_change() -> None:
    store = RatingStore()
    ids = _people(store, 4)
    store.record_match("m", "hearts", [Participant(person=i) for i in ids], (1, 2, 2, 4))
    assert store.rating(ids[1], "hearts") == store.rating(ids[2], "hearts")


def test_partners_rise_and_fall_together_and_cpu_players_stay_fixed() -> None:
    store = RatingStore()
    a, b, c = _people(store, 3)
    # Pinochle: seats 0 and 2 against 1 and 3; seat 3 is a hard CPU player.
    people = [Participant(person=a), Participant(person=b), Participant(person=c),
              Participant(cpu_level="hard")]
    result = store.record_match("p", "pinochle", people, (1, 2, 1, 2), ((0, 2), (1, 3)))
    assert result is not None and set(result) == {a, b, c}
    assert store.rating(a, "pinochle").mu == pytest.approx(store.rating(c, "pinochle").mu)
    assert store.rating(a, "pinochle").mu > 25 > store.rating(b, "pinochle").mu
    assert CPU_RATINGS["hard"] == (31.0, 1.0)  # and nothing stores a CPU player's rating
    assert store.record_match("p2", "pinochle", [Participant(cpu_level="easy")] * 4,
                              (1, 2, 1, 2), ((0, 2), (1, 3))) == {}


def test_beating_a_strong_cpu_player_counts_more_than_beating_a_weak_one() -> None:
    gains = {}
    for level in ("easy", "hard"):
        store = RatingStore()
        me = store.claim("k", "Me").id
        store.record_match("m", "ombre", [Participant(person=me), Participant(cpu_level=level),
                                          Participant(cpu_level=level)], (1, 2, 3))
        gains[level] = store.rating(me, "ombre").mu - 25
    assert gains["hard"] > gains["easy"] > 0


def test_abandoning_counts_as_a_loss() -> None:
    people = [Participant(person=1), Participant(person=2, abandoned=True),
              Participant(cpu_level="normal")]
    assert places((2, 1, 3), people) == [2, 4, 3]
    store = RatingStore()
    a, b = _people(store, 2)
    store.record_match("m", "ombre", [Participant(person=a),
                                      Participant(person=b, abandoned=True),
                                      Participant(cpu_level="normal")], (2, 1, 3))
    assert store.rating(b, "ombre").mu < 25 < store.rating(a, "ombre").mu
    assert store.history(b)[0].place == 4


def test_ratings_survive_reopening(tmp_path: Path) -> None:
    path = tmp_path / "ratings.sqlite3"
    store = RatingStore(path)
    ids = _people(store, 2)
    store.record_match("m", "ombre", [Participant(person=ids[0]), Participant(person=ids[1]),
                                      Participant(cpu_level="easy")], (1, 2, 3))
    rating = store.rating(ids[0], "ombre")
    store.close()
    again = RatingStore(path)
    assert again.rating(ids[0], "ombre") == rating
    assert again.person_named("player 0") is not None
    assert again.record_match("m", "ombre", [Participant(person=ids[0])] * 1, (1,)) is None


@pytest.mark.parametrize("damage", ["garbage", "foreign", "newer", "truncated"])
def test_a_bad_database_is_a_clear_message_and_nothing_is_lost(tmp_path: Path,
                                                               damage: str) -> None:
    path = tmp_path / "ratings.sqlite3"
    if damage == "garbage":
        path.write_bytes(b"these are not ratings\n" * 100)
    elif damage == "foreign":
        db = sqlite3.connect(path)
        db.execute("CREATE TABLE notes (text)")
        db.commit()
        db.close()
    else:
        store = RatingStore(path)
        _people(store, 3)
        store.close()
        if damage == "newer":
            db = sqlite3.connect(path)
            db.execute("PRAGMA user_version=99")
            db.close()
        else:
            data = path.read_bytes()
            path.write_bytes(data[:100] + b"\0" * 50 + data[150:])
    content = path.read_bytes()
    with pytest.raises(RatingsError, match=r"ratings database .* left as it is"):
        RatingStore(path)
    assert path.read_bytes() == content
