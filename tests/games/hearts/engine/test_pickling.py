"""Every engine exception crosses a process boundary whole (issue 12, "fix on the way").

A ``multiprocessing.Pool`` (or the network server's workers) sends a worker's exception back
pickled. Each rejection the Hearts engine really makes, every ``RecordError`` and
``RulesError``, must come back with its type, message, rule and data, and a pool running
the engine must hand the error of a rejected action back instead of hanging.
"""

from __future__ import annotations

import multiprocessing
import pickle
import threading
from collections.abc import Callable
from typing import Any

import pytest

from hearts_desktop.games.hearts import (
    Abandon,
    ChooseMoon,
    ChoosePass,
    IllegalActionError,
    MatchState,
    PassCards,
    PlayCard,
    RecordError,
    Rules,
    RulesError,
    Timeout,
    Violation,
    apply,
    new_match,
    replay,
    seat_view,
    start_hand,
)

from .test_api import PLAY_DEAL, moon_choice_state, play, play_state


def passing_state() -> MatchState:
    return start_hand(Rules(pass_ban=("QS",)), hands=PLAY_DEAL, pass_direction="left")


def dealer_choice() -> MatchState:
    return new_match(Rules(passing="dealer_choice"), seed=2)


def online_state() -> MatchState:
    return start_hand(Rules.preset("online_de"), hands=PLAY_DEAL, pass_direction="hold",
                      computer_seats=(1,))


# The engine's real rejections: (state, action) for each rule apply can name.
REJECTIONS: dict[Violation, Callable[[], tuple[Any, Any]]] = {
    Violation.WRONG_PHASE: lambda: (play_state(), PassCards(0, "2C 3C 4C")),
    Violation.NOT_YOUR_TURN: lambda: (play_state(), PlayCard(1, "7C")),
    Violation.UNKNOWN_SEAT: lambda: (play_state(), PlayCard(7, "2C")),
    Violation.CARD_NOT_IN_HAND: lambda: (play_state(), PlayCard(0, "AC")),
    Violation.MUST_LEAD_OPENING_CARD: lambda: (play_state(), PlayCard(0, "3C")),
    Violation.MUST_FOLLOW_SUIT: lambda: (play(play_state(), (0, "2C")), PlayCard(1, "5D")),
    Violation.NO_POINTS_ON_FIRST_TRICK: lambda: (
        play(play_state(), (0, "2C"), (1, "7C")), PlayCard(2, "QS")),
    Violation.HEARTS_NOT_BROKEN: lambda: (
        play(play_state(), (0, "2C"), (1, "7C"), (2, "8D"), (3, "AC")), PlayCard(3, "10H")),
    Violation.ALREADY_PASSED: lambda: (
        apply(passing_state(), PassCards(0, "2C 3C 4C"))[0], PassCards(0, "5C 6C 2D")),
    Violation.PASS_WRONG_COUNT: lambda: (passing_state(), PassCards(0, "2C 3C")),
    Violation.PASS_CARD_BANNED: lambda: (passing_state(), PassCards(2, "QS 8D 9D")),
    Violation.PASS_DUPLICATE_CARD: lambda: (passing_state(), PassCards(0, "2C 2C 3C")),
    Violation.BAD_PASS_SCHEME: lambda: (dealer_choice(), ChoosePass(dealer_choice().dealer,
                                                                      ((0, 1),))),
    Violation.PASS_SCHEME_OVER_CAP: lambda: (
        dealer_choice(), ChoosePass(dealer_choice().dealer, ((1, 2), (3, 2)))),
    Violation.BAD_MOON_CHOICE: lambda: (moon_choice_state(), ChooseMoon(0, "sideways")),
    Violation.NO_MOVE_TIMER: lambda: (play_state(), Timeout(0)),
    Violation.SEAT_IS_COMPUTER: lambda: (online_state(), Abandon(1)),
    Violation.NOT_AN_ACTION: lambda: (play_state(), "play 2C"),
    Violation.NOT_A_STATE: lambda: ("a state", PlayCard(0, "2C")),
}


def rejection(rule: Violation) -> IllegalActionError:
    state, action = REJECTIONS[rule]()
    with pytest.raises(IllegalActionError) as info:
        apply(state, action)
    assert info.value.rule is rule
    return info.value


def round_trip(error: Exception) -> Exception:
    back = pickle.loads(pickle.dumps(error))
    assert isinstance(back, Exception)
    return back


def test_every_rule_has_a_real_rejection() -> None:
    assert set(REJECTIONS) == set(Violation)


@pytest.mark.parametrize("rule", list(Violation), ids=[v.value for v in Violation])
def test_a_real_rejection_pickles_with_rule_and_data(rule: Violation) -> None:
    error = rejection(rule)
    back = round_trip(error)
    assert type(back) is IllegalActionError
    assert isinstance(back, IllegalActionError)
    assert back.rule is rule
    assert back.data == error.data
    assert str(back) == str(error)


def test_errors_made_by_malformed_actions_pickle() -> None:
    made: list[IllegalActionError] = []
    for make in (lambda: PassCards(0, None), lambda: PlayCard(True, "2C"),
                 lambda: ChoosePass(0, 5), lambda: ChooseMoon(0, 3),
                 lambda: PlayCard(0, object()), lambda: seat_view(play_state(), True)):
        with pytest.raises(IllegalActionError) as info:
            make()  # type: ignore[arg-type]
        made.append(info.value)
    for error in made:
        back = round_trip(error)
        assert isinstance(back, IllegalActionError)
        assert (back.rule, back.data, str(back)) == (error.rule, error.data, str(error))


def test_an_error_about_an_unpicklable_value_still_pickles() -> None:
    # The data names the bad value in words: a lock or a generator given as a seat must not
    # make the error itself impossible to send back from a worker.
    lock = threading.Lock()
    for make in (lambda: apply(play_state(), Timeout(lock)),
                 lambda: apply(play_state(), PlayCard(lock, "2C")),
                 lambda: seat_view(play_state(), (s for s in range(4))),
                 lambda: ChoosePass(0, [(lock, 1)])):
        with pytest.raises(IllegalActionError) as info:
            make()  # type: ignore[arg-type]
        back = round_trip(info.value)
        assert isinstance(back, IllegalActionError)
        assert (back.rule, back.data) == (info.value.rule, info.value.data)
        assert "lock" in str(back) or "generator" in str(back)


def test_record_and_rules_errors_pickle() -> None:
    errors: list[Exception] = []
    for make in (lambda: replay("[" * 100_000), lambda: replay("{}"), lambda: replay(b"\xff"),
                 lambda: Rules(players=9), lambda: Rules(complex_scoring=True, end="reaches"),
                 lambda: Rules.preset("nope"), lambda: start_hand(Rules(), None, "left")):
        with pytest.raises((RecordError, RulesError)) as info:
            make()  # type: ignore[arg-type]
        errors.append(info.value)
    assert {type(e) for e in errors} == {RecordError, RulesError}
    for error in errors:
        back = round_trip(error)
        assert type(back) is type(error) and str(back) == str(error)


# --------------------------------------------------------------------------- a process pool


def apply_in_worker(state: MatchState, action: Any) -> str:
    """Run in a pool worker: apply ``action`` and name the new phase (or raise)."""
    after, _ = apply(state, action)
    return after.phase.value


def replay_in_worker(text: str) -> str:
    return replay(text).phase.value


def test_a_pool_running_the_engine_returns_the_rejection() -> None:
    illegal = [REJECTIONS[rule]() for rule in (Violation.MUST_FOLLOW_SUIT,
                                               Violation.PASS_DUPLICATE_CARD,
                                               Violation.NOT_YOUR_TURN)]
    legal = (play_state(), PlayCard(0, "2C"))
    context = multiprocessing.get_context("spawn")  # no fork of a process with Qt threads
    with context.Pool(processes=1) as pool:
        # a rejected action first: the worker must survive it and answer the next jobs
        jobs = [pool.apply_async(apply_in_worker, job) for job in (*illegal, legal)]
        for (state, action), job in zip(illegal, jobs, strict=False):
            with pytest.raises(IllegalActionError) as info:
                job.get(timeout=120)
            expected = rejection_of(state, action)
            assert info.value.rule is expected.rule
            assert info.value.data == expected.data
        assert jobs[-1].get(timeout=120) == "playing"
        with pytest.raises(RecordError, match="nested too deeply"):
            pool.apply_async(replay_in_worker, ("[" * 100_000,)).get(timeout=120)
        with pytest.raises(RulesError, match="Complex"):
            pool.apply_async(Rules, (), {"complex_scoring": True, "end": "reaches"}).get(
                timeout=120)


def rejection_of(state: MatchState, action: Any) -> IllegalActionError:
    with pytest.raises(IllegalActionError) as info:
        apply(state, action)
    return info.value
