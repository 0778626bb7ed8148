"""The window's saved games (pytest-qt, speed instant, a temporary data folder): resume
after closing, damaged files at start-up, abandoned and finished matches, autoplay."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from hearts_desktop.games.hearts import PassCards, PlayCard, Rules, legal_actions
from hearts_desktop.history import Autosave, HistoryDB, SavedMatch, atomic_write_text
from hearts_desktop.ui.controller import SeatPlayer
from hearts_desktop.ui.main_window import MainWindow
from hearts_desktop.ui.persistence import STAND_IN_ENV
from hearts_desktop.ui.settings import Settings
from tests.qt_fixtures import settings

from .helpers import random_match

__all__ = ["settings"]

WAIT = 30000


@pytest.fixture
def start(start_program: Callable[..., MainWindow]) -> Callable[..., MainWindow]:
    """Opens a window as the program does at start-up (resuming a saved game)."""
    return start_program


def _human_turn(qtbot: QtBot, win: MainWindow) -> None:
    qtbot.waitUntil(lambda: win.controller.awaiting_human, timeout=WAIT)


def _play_some(qtbot: QtBot, win: MainWindow, plays: int) -> None:
    c = win.controller
    _human_turn(qtbot, win)
    state = c.state
    assert state is not None
    passes = [a for a in legal_actions(state) if isinstance(a, PassCards)]
    if passes:
        assert c.submit(PassCards(c.human_seat, passes[0].cards))
    for _ in range(plays):
        _human_turn(qtbot, win)
        view = c.view
        assert view is not None
        assert c.submit(PlayCard(c.human_seat, view.legal[0].card))  # type: ignore[union-attr]
    _human_turn(qtbot, win)


def test_close_and_reopen_resumes_the_same_game(qtbot: QtBot, start: Callable[..., MainWindow],
                                                tmp_path: Path) -> None:
    win = start(seed=41)
    _play_some(qtbot, win, 3)
    assert win.controller.restart_hand()  # marks the game assisted
    _play_some(qtbot, win, 2)
    before = win.controller.state
    assert before is not None and len(before.actions) > 10
    names, assisted = win.controller.names, win.controller.assisted
    assert assisted
    saved = Autosave(tmp_path / "autosave.json").load()
    assert saved is not None and saved.state() == before
    win.close()

    again = start()  # no seed: the program start that resumes
    assert again.persistence.resumed == saved
    assert again.controller.state == before
    assert again.controller.names == names
    assert again.controller.assisted is True
    assert again.assisted_label.isVisibleTo(again)
    assert again.controller.awaiting_human
    assert tuple(again.scene.names) == names
    assert again.persistence.db.count() == 0  # resuming is not abandoning


def test_a_new_game_sends_the_unfinished_one_to_the_history(
        qtbot: QtBot, start: Callable[..., MainWindow], tmp_path: Path) -> None:
    win = start(seed=5)
    _play_some(qtbot, win, 2)
    old = win.persistence.current
    assert old is not None
    changed: list[bool] = []
    win.persistence.history_changed.connect(lambda: changed.append(True))
    win.start_game(seed=6)
    assert changed == [True]
    rows = win.persistence.db.summaries()
    assert [r.status for r in rows] == ["abandoned"]
    assert win.persistence.db.load(rows[0].id) == old
    saved = Autosave(tmp_path / "autosave.json").load()
    assert saved is not None and saved.record.seed == 6 and saved.started != old.started


def test_an_assisted_unfinished_game_is_recorded_whole(
        qtbot: QtBot, start: Callable[..., MainWindow], tmp_path: Path) -> None:
    win = start(seed=8)
    _play_some(qtbot, win, 2)
    assert win.controller.restart_hand()
    _play_some(qtbot, win, 1)
    old = win.persistence.current
    assert old is not None and old.assisted and old.state() == win.controller.state
    win.start_game(seed=12)  # the controller clears the flag before the new match starts
    rows = win.persistence.db.summaries()
    assert [(r.status, r.assisted) for r in rows] == [("abandoned", True)]
    assert win.persistence.db.load(rows[0].id) == old
    saved = Autosave(tmp_path / "autosave.json").load()
    assert saved is not None and saved.record.seed == 12 and not saved.assisted
    assert saved.started > old.started


def test_a_finished_match_goes_to_the_history_and_the_autosave_is_cleared(
        qtbot: QtBot, start: Callable[..., MainWindow], tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(STAND_IN_ENV, "0")  # a CPU makes the human's moves
    win = start(seed=9)
    rules = Rules.preset("classic").replace(deal_limit=1)
    names = ["You", "Ann", "Ben", "Cat"]
    win.start_match(rules, 77, [SeatPlayer(names[0], human=True)]
                    + [SeatPlayer(n, bot_kind="easy") for n in names[1:]])
    changed: list[bool] = []
    win.persistence.history_changed.connect(lambda: changed.append(True))
    qtbot.waitUntil(lambda: win.controller.is_over, timeout=60000)
    assert changed == [True]
    assert not (tmp_path / "autosave.json").exists()
    # the seed-9 game (if the stand-in moved in it) went in as abandoned
    rows = win.persistence.db.summaries(status="finished")
    assert len(rows) == 1
    assert rows[0].human_seat == 0 and rows[0].human_won is not None
    assert rows[0].hands == 1
    assert [p.name for p in rows[0].players] == names
    assert win.persistence.db.load(rows[0].id).state() == win.controller.state


def test_a_damaged_autosave_is_kept_and_reported_once(qtbot: QtBot,
                                                      start: Callable[..., MainWindow],
                                                      tmp_path: Path) -> None:
    (tmp_path / "autosave.json").write_bytes(b'{"format": "hearts-desktop/saved-match", "ver')
    win = start()
    kept = list(tmp_path.glob("autosave.json.damaged-*"))
    assert len(kept) == 1 and kept[0].read_bytes().endswith(b'"ver')
    assert len(win.persistence.notices) == 1
    assert "kept" in win.persistence.notices[0]
    assert win.controller.state is not None  # a new game instead
    assert not [w for w in QApplication.topLevelWidgets()
                if isinstance(w, QMessageBox) and w.isVisible()]  # offscreen: no box
    _play_some(qtbot, win, 1)
    assert len(win.persistence.notices) == 1  # said once
    assert Autosave(tmp_path / "autosave.json").load() is not None


def test_a_damaged_database_is_kept_and_reported_once(qtbot: QtBot,
                                                      start: Callable[..., MainWindow],
                                                      tmp_path: Path) -> None:
    (tmp_path / "history.sqlite3").write_bytes(b"SQLite format 3\0" + b"\x13" * 5000)
    win = start()
    kept = list(tmp_path.glob("history.sqlite3.damaged-*"))
    assert len(kept) == 1
    assert len(win.persistence.notices) == 1
    assert win.persistence.db.count() == 0
    win.start_game(seed=3)
    assert len(win.persistence.notices) == 1


def test_a_journal_that_does_not_follow_its_saved_game_is_kept_and_told_once(
        qtbot: QtBot, start: Callable[..., MainWindow], tmp_path: Path) -> None:
    """Issue 29, item 9: the journal's 25 moves that the snapshot lacks cannot be applied;
    they are kept as ``autosave.journal.damaged-<time>``, the player is told once, and the
    game goes on from the snapshot."""
    auto = Autosave(tmp_path / "autosave.json", sync=False)
    whole = random_match(22, actions=30)
    for n in range(1, 31):  # the snapshot holds the first move, the journal the others
        auto.save(SavedMatch(dataclasses.replace(whole.record,
                                                 actions=whole.record.actions[:n]),
                             whole.players, whole.started))
    atomic_write_text(auto.path, random_match(22, actions=5).to_json())  # not by the program
    win = start()
    kept = list(tmp_path.glob("autosave.journal.damaged-*"))
    assert len(kept) == 1
    told = win.persistence.notices
    assert len(told) == 1
    assert "25 saved move(s)" in told[0] and str(kept[0]) in told[0]
    assert win.persistence.resumed == random_match(22, actions=5)
    win.close()
    again = start()
    assert again.persistence.notices == []  # said once
    assert again.persistence.resumed == random_match(22, actions=5)


def test_autoplay_leaves_the_autosave_alone_and_records_its_match(
        qtbot: QtBot, start: Callable[..., MainWindow], tmp_path: Path) -> None:
    mine = random_match(31, actions=40)
    Autosave(tmp_path / "autosave.json").save(mine)
    before = (tmp_path / "autosave.json").read_bytes()
    win = start(autoplay=True)
    assert win.persistence.resumed is None
    qtbot.waitUntil(lambda: win.controller.state is not None
                    and len(win.controller.state.actions) > 20, timeout=WAIT)
    win.close()
    assert (tmp_path / "autosave.json").read_bytes() == before
    db = HistoryDB(tmp_path / "history.sqlite3")
    rows = db.summaries()
    assert [r.status for r in rows] == ["abandoned"]
    assert rows[0].human_seat is None
    assert isinstance(db.load(rows[0].id), SavedMatch)
    db.close()


def test_a_finished_game_left_in_the_autosave_is_recorded_once(
        qtbot: QtBot, start: Callable[..., MainWindow], tmp_path: Path) -> None:
    """The program stopped between adding a finished match and clearing the autosave."""
    done = random_match(44)
    assert done.finished
    db = HistoryDB(tmp_path / "history.sqlite3")
    db.add_match(done, status="finished")  # it got into the history already...
    db.close()
    Autosave(tmp_path / "autosave.json").save(done)  # ...but the autosave was not cleared
    win = start()
    assert win.persistence.resumed is None
    now = Autosave(tmp_path / "autosave.json").load()
    assert now is not None and now.started != done.started  # a new game instead
    assert win.persistence.db.count() == 1  # not twice
    win.close()

    other = random_match(45)
    Autosave(tmp_path / "autosave.json").save(other)  # finished, not in the history yet
    again = start()
    rows = again.persistence.db.summaries(order_by="id")
    assert len(rows) == 2 and again.persistence.db.load(rows[0].id) == other
    assert rows[0].status == "finished"


# --------------------------------------------------------------------------- issue 18
FULL = ("CREATE TEMP TRIGGER disk_full BEFORE INSERT ON records"
        " BEGIN SELECT RAISE(ROLLBACK, 'database or disk is full'); END")
"""A full disk as SQLite reports it at COMMIT: the transaction is rolled back by SQLite
itself (the TEMP trigger lives on the window's connection only)."""


def _one_hand_match(qtbot: QtBot, win: MainWindow, seed: int = 77) -> None:
    rules = Rules.preset("classic").replace(deal_limit=1)
    names = ["You", "Ann", "Ben", "Cat"]
    win.start_match(rules, seed, [SeatPlayer(names[0], human=True)]
                    + [SeatPlayer(n, bot_kind="easy") for n in names[1:]])


def test_a_full_disk_at_match_end_never_loses_the_match(
        qtbot: QtBot, start: Callable[..., MainWindow], tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 18, item 1: the autosave keeps the whole match until the history holds it,
    the player hears the real cause, and the match goes in once there is room."""
    monkeypatch.setenv(STAND_IN_ENV, "0")
    win = start(seed=9)
    _one_hand_match(qtbot, win)
    db = win.persistence.db
    db._conn.execute(FULL)
    qtbot.waitUntil(lambda: win.controller.is_over, timeout=60000)
    assert db.summaries(status="finished") == []  # (the seed-9 game may be in, abandoned)
    kept = Autosave(tmp_path / "autosave.json").load()
    assert kept is not None and kept.finished  # the last move is in it
    assert kept.state() == win.controller.state
    told = [n for n in win.persistence.notices if "added to the history" in n]
    assert len(told) == 1
    assert "database or disk is full" in told[0] and "rollback" not in told[0]
    db._conn.execute("DROP TRIGGER disk_full")  # room again
    win.start_game(seed=6)  # the next match: the kept one goes in first
    rows = db.summaries(status="finished")
    assert len(rows) == 1 and db.load(rows[0].id) == kept
    now = Autosave(tmp_path / "autosave.json").load()
    assert now is not None and now.record.seed == 6


def test_a_match_the_history_still_cannot_take_is_kept_for_the_next_start(
        qtbot: QtBot, start: Callable[..., MainWindow], tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(STAND_IN_ENV, "0")
    win = start(seed=9)
    _one_hand_match(qtbot, win)
    win.persistence.db._conn.execute(FULL)
    qtbot.waitUntil(lambda: win.controller.is_over, timeout=60000)
    done = win.persistence.current
    assert done is not None and done.finished
    monkeypatch.delenv(STAND_IN_ENV)
    win.start_game(seed=6)  # still full: the finished match is kept aside
    kept = list(tmp_path.glob("unrecorded-*.json"))
    assert len(kept) == 1 and Autosave(kept[0]).load() == done
    playing = Autosave(tmp_path / "autosave.json").load()
    assert playing is not None and playing.record.seed == 6
    win.close()

    again = start()  # the next start: the history can take it now
    rows = again.persistence.db.summaries(status="finished")
    assert len(rows) == 1 and again.persistence.db.load(rows[0].id) == done
    assert not list(tmp_path.glob("unrecorded-*"))
    assert again.persistence.resumed is not None
    assert again.persistence.resumed.record.seed == 6  # and the game in progress goes on


def test_a_crash_between_recording_and_clearing_never_doubles_the_match(
        qtbot: QtBot, start: Callable[..., MainWindow], tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 18, item 2: the program stops after the history's COMMIT and before the
    autosave is cleared; the next start neither resumes the match nor adds it again."""
    monkeypatch.setenv(STAND_IN_ENV, "0")
    win = start(seed=9)
    monkeypatch.setattr(Autosave, "clear", lambda self: None)  # killed right there
    _one_hand_match(qtbot, win)
    qtbot.waitUntil(lambda: win.controller.is_over, timeout=60000)
    finished = win.persistence.db.summaries(status="finished")
    assert len(finished) == 1
    assert Autosave(tmp_path / "autosave.json").load() is not None  # not cleared
    win.close()
    monkeypatch.undo()
    count = HistoryDB(tmp_path / "history.sqlite3").count()

    again = start()
    assert again.persistence.resumed is None
    assert again.persistence.db.count() == count  # not twice
    assert len(again.persistence.db.summaries(status="finished")) == 1


def test_the_autosave_before_the_last_move_is_not_resumed_when_the_match_is_recorded(
        qtbot: QtBot, start: Callable[..., MainWindow], tmp_path: Path) -> None:
    """What the program before this fix left at that crash: the autosave one move short
    of the recorded match. Resuming it would replay the last move and record it again."""
    done = random_match(46)
    db = HistoryDB(tmp_path / "history.sqlite3")
    db.add_match(done, status="finished")
    db.close()
    short = random_match(46, actions=len(done.record.actions) - 1)
    Autosave(tmp_path / "autosave.json").save(short)
    win = start()
    assert win.persistence.resumed is None
    assert win.persistence.db.count() == 1
    now = Autosave(tmp_path / "autosave.json").load()
    assert now is not None and now.started != done.started


def test_an_autosave_that_cannot_be_written_is_said_once_and_saving_resumes(
        qtbot: QtBot, start: Callable[..., MainWindow], tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    import errno

    from hearts_desktop.history import files

    win = start(seed=5)
    _play_some(qtbot, win, 1)

    def no_space(*_args: object) -> int:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(files.os, "write", no_space)
    _play_some(qtbot, win, 2)
    told = [n for n in win.persistence.notices if "cannot be saved" in n]
    assert len(told) == 1 and "No space left on device" in told[0]
    monkeypatch.undo()
    _play_some(qtbot, win, 1)  # room again: the whole match is written
    assert Autosave(tmp_path / "autosave.json").load() == win.persistence.current
    assert win.persistence.current is not None
    assert win.persistence.current.state() == win.controller.state


def test_a_name_that_cannot_be_stored_is_mended_and_the_game_goes_on(
        qtbot: QtBot, start: Callable[..., MainWindow], tmp_path: Path) -> None:
    """Issue 17, item 15: a lone surrogate in a name stopped every later autosave."""
    import json

    mine = random_match(31, actions=40)
    data = json.loads(mine.to_json())
    data["players"][2]["name"] = "Ben\udc80"
    (tmp_path / "autosave.json").write_text(json.dumps(data), encoding="ascii")
    win = start()
    assert win.persistence.resumed is not None
    assert win.controller.names[2] == "Ben\ufffd"
    mended = [n for n in win.persistence.notices if "mended" in n]
    assert len(mended) == 1 and len(win.persistence.notices) == 1
    assert list(tmp_path.glob("autosave.json.damaged-*"))  # the file as it was
    _play_some(qtbot, win, 2)
    saved = Autosave(tmp_path / "autosave.json").load()
    assert saved is not None and saved.state() == win.controller.state
    assert saved.players[2].name == "Ben\ufffd"


def test_damaged_settings_are_told_by_the_window_once(qtbot: QtBot, tmp_path: Path) -> None:
    ini = tmp_path / "settings.ini"
    ini.write_text("[General]\nvolume=0\nspeed=warp\nlast_setup=\"" + "[" * 50_000 + "\"\n",
                   encoding="utf-8")
    win = MainWindow(Settings(path=ini), speed="instant")
    qtbot.addWidget(win)
    win.start_game(None, None, after_first_paint=True)
    win.show()
    qtbot.waitUntil(lambda: win.table_built and win.controller.state is not None,
                    timeout=WAIT)
    told = win.persistence.notices
    assert len(told) == 2, told
    assert "speed" in told[0] and "kept as" in told[0]
    assert "game setup" in told[1]
    win.start_game(seed=4)
    assert len(win.persistence.notices) == 2
    win.controller.shutdown()
