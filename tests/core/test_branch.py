"""Play from here at the engine (issue 32, part 3): a branch's record begins with the
original's first moves and replays, on its own, to exactly the state the branch reached;
so does a branch of a branch; a moment after the match is over cannot be played from."""

from __future__ import annotations

import random
from typing import Any

import pytest

from hearts_desktop.core import BranchPoint, branch_point, branch_state
from hearts_desktop.core.errors import RecordError
from hearts_desktop.games import get_game

TABLES = [("hearts", "classic"), ("pinochle", "pinochle"), ("ombre", "ombre"),
          ("ombre", "quadrille"), ("ombre", "quintille")]


def played(game: Any, state: Any, moves: int, seed: int) -> Any:
    """``state`` after ``moves`` legal actions chosen by a seeded stream (or to the end)."""
    pick = random.Random(seed)
    for _ in range(moves):
        if game.is_over(state):
            break
        state, _ = game.apply(state, pick.choice(game.legal_actions(state)))
    return state


@pytest.mark.parametrize(("name", "preset"), TABLES)
def test_a_branch_replays_to_the_state_it_reached(name: str, preset: str) -> None:
    game = get_game(name)
    original = played(game, game.new_match(game.preset(preset), 41), 120, seed=1)
    record = game.to_record(original)
    assert len(record.actions) == 120
    start = branch_state(game, record, 70)
    assert start == game.replay(game.to_record(start))  # the prefix alone replays to it
    assert game.actions(start) == record.actions[:70]
    # played on differently from there: its record begins with the original's 70 moves
    later = played(game, start, 60, seed=2)
    branch = game.to_record(later)
    assert branch.actions[:70] == record.actions[:70]
    assert branch.actions[70:] != record.actions[70:130]
    assert branch.seed == record.seed and branch.rules == record.rules
    assert game.replay(branch.to_json()) == later
    # and a branch of the branch, from a moment the original never reached
    again = branch_state(game, game.record_from_json(branch.to_json()), 100)
    assert game.actions(again)[:70] == record.actions[:70]
    last = played(game, again, 30, seed=3)
    assert game.replay(game.to_record(last).to_json()) == last


@pytest.mark.parametrize(("name", "preset"), TABLES)
def test_the_point_names_the_deal_and_the_trick(name: str, preset: str) -> None:
    game = get_game(name)
    state = game.new_match(game.preset(preset), 7)
    seen: set[tuple[int, int | None]] = set()
    for moves in range(1, 200):
        state = played(game, state, 1, seed=moves)
        if game.is_over(state):
            break
        point = branch_point(game, state)
        assert point.moves == moves
        seen.add((point.deal, point.trick))
        tricks = getattr(state, "tricks", None)
        if tricks is None:
            tricks = state.deal.tricks
        if point.trick is not None:
            # the trick being played: one more than the tricks finished in this deal
            assert point.trick == len(tricks) + 1
    assert any(trick is not None and trick > 2 for _, trick in seen)
    assert {deal for deal, _ in seen} >= {1, 2}
    if name != "hearts":  # an auction (Hearts' first deal passes: no trick yet either)
        assert (1, None) in seen


def test_the_point_of_a_fresh_hearts_deal_is_before_its_tricks() -> None:
    game = get_game("hearts")
    state = game.new_match(game.preset("classic"), 3)
    assert branch_point(game, state) == BranchPoint(0, 1, None)  # the pass comes first


def test_a_moment_outside_the_record_or_after_its_end_is_refused() -> None:
    game = get_game("hearts")
    rules = game.preset("classic")
    state = played(game, game.new_match(rules, 5), 2000, seed=4)
    assert game.is_over(state)
    record = game.to_record(state)
    with pytest.raises(ValueError, match="over"):
        branch_state(game, record, len(record.actions))
    for bad in (-1, len(record.actions) + 1, True, "3"):
        with pytest.raises(ValueError, match="0 to"):
            branch_state(game, record, bad)  # type: ignore[arg-type]
    # a record whose moves were tampered with does not replay as far as asked
    tampered = type(record)(record.rules, record.seed,
                            (record.actions[1], *record.actions[1:]), record.origin)
    with pytest.raises(RecordError, match="illegal"):
        branch_state(game, tampered, 10)


@pytest.mark.parametrize(("name", "preset"), TABLES)
def test_a_branch_of_a_deal_dealt_from_its_cards_replays_from_them(name: str,
                                                                   preset: str) -> None:
    from hearts_desktop.core import deal_code, dealt_state, parse_deal_code

    game = get_game(name)
    code = parse_deal_code(deal_code(name, game.preset(preset), seed=99, deal=2, seat=0))
    state = played(game, dealt_state(code), 30, seed=6)
    record = game.to_record(state)
    assert record.seed is None and record.origin is not None  # an explicit deal
    start = branch_state(game, game.record_from_json(record.to_json()), 12)
    later = played(game, start, 10, seed=7)
    branch = game.to_record(later)
    assert branch.origin == record.origin and branch.actions[:12] == record.actions[:12]
    assert game.replay(branch.to_json()) == later
