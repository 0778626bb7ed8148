"""The main window's History menu: opening the windows, importing (a damaged file imports
nothing), export and import round trip, and "Play this deal again"."""

from __future__ import annotations

import json
from pathlib import Path

import shiboken6
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from hearts_desktop.games.hearts import initial_state, to_record
from hearts_desktop.history import export_match
from hearts_desktop.ui.main_window import MainWindow

from .conftest import Played


def test_the_menu_and_ctrl_h(qtbot: QtBot, window: MainWindow) -> None:
    ui = window.history_ui
    assert [a.objectName() for a in ui.menu.actions() if not a.isSeparator()] == [
        "action_history", "action_statistics", "action_import_match"]
    assert ui.menu.title() == "Hi&story"
    qtbot.keyClick(window, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
    assert ui.history_window is not None and ui.history_window.isVisible()
    assert ui.history_window.model.rowCount() == 0
    ui.statistics_action.trigger()
    assert ui.statistics_window is not None and ui.statistics_window.isVisible()
    assert ui.statistics_window.is_empty


def test_quitting_closes_the_history_windows(qtbot: QtBot, window: MainWindow) -> None:
    """Game > Quit with the history (and a replay) and the statistics open: they close with
    the window, and a language switch afterwards finds none reading the closed database
    (it raised "Cannot operate on a closed database" in every one of them)."""
    from hearts_desktop import i18n

    ui = window.history_ui
    ui.history_action.trigger()
    ui.statistics_action.trigger()
    history, statistics = ui.history_window, ui.statistics_window
    assert history is not None and statistics is not None
    assert history.isVisible() and statistics.isVisible()
    window.quit_action.trigger()  # type: ignore[attr-defined]
    qtbot.waitUntil(lambda: not window.isVisible(), timeout=5000)
    assert all(not shiboken6.isValid(w) or not w.isVisible() for w in (history, statistics))
    try:
        i18n.apply_language("de")  # every window still alive hears of it
        QApplication.processEvents()
    finally:
        i18n.apply_language("en")


def tamper(text: str) -> str:
    """The same saved match with one card played by a seat that does not hold it."""
    data = json.loads(text)
    actions = data["record"]["actions"]
    i = next(k for k, a in enumerate(actions) if a["type"] == "play")
    actions[i]["card"], actions[i + 1]["card"] = actions[i + 1]["card"], actions[i]["card"]
    return json.dumps(data)


def test_a_tampered_file_imports_nothing(tmp_path: Path, window: MainWindow,
                                         played: list[Played]) -> None:
    path = tmp_path / "tampered.json"
    export_match(played[0].match, path)
    path.write_text(tamper(path.read_text(encoding="utf-8")), encoding="utf-8")
    changes: list[bool] = []
    window.persistence.history_changed.connect(lambda: changes.append(True))
    ui = window.history_ui
    assert ui.import_file(path) is None
    assert ui.last_message is not None
    text = ui.last_message.text()
    assert text.startswith("Nothing was imported.")
    assert "tampered.json cannot be imported" in text
    assert "illegal" in text
    assert window.persistence.db.count() == 0
    assert changes == []


def test_a_file_that_is_not_a_match_imports_nothing(tmp_path: Path,
                                                    window: MainWindow) -> None:
    path = tmp_path / "notes.json"
    path.write_text('{"hello": "world"}', encoding="utf-8")
    assert window.history_ui.import_file(path) is None
    assert "not a Hearts Desktop saved match" in window.history_ui.last_message.text()
    assert window.persistence.db.count() == 0


def test_export_then_import_round_trip(tmp_path: Path, window: MainWindow,
                                       played: list[Played]) -> None:
    db = window.persistence.db
    first = db.add_match(played[0].match, status="finished", finished=played[0].finished)
    ui = window.history_ui
    history = ui.show_history()
    assert history is not None
    assert history.select_match(first)
    path = tmp_path / "exported.json"
    assert history.export_selected(path)
    # the match is in the history: importing it again is refused (issue 18, item 6)
    assert ui.import_file(path) is None
    assert ui.last_message is not None
    assert "exported.json cannot be imported: this match is in the history already" \
        in ui.last_message.text()
    assert db.count() == 1
    window.persistence.delete(first)
    new_id = ui.import_file(path)
    assert new_id is not None
    assert db.count() == 1
    again = db.load(new_id)
    assert again.record == played[0].match.record
    assert again.players == played[0].match.players
    assert again.started == played[0].match.started
    # history_changed refreshed the list, and the imported match is selected
    assert history.model.rowCount() == 1
    assert history.selected_id() == new_id
    assert [r.totals for r in history.detail.rows] == [s.match_scores
                                                       for s in played[0].scored]


def test_deleting_refreshes_through_history_changed(window: MainWindow,
                                                    played: list[Played]) -> None:
    db = window.persistence.db
    ids = [db.add_match(p.match, status=p.status, finished=p.finished) for p in played]
    history = window.history_ui.show_history()
    assert history is not None
    assert history.model.rowCount() == 3
    history.select_match(ids[0])
    history.confirm_delete = lambda summary: True  # type: ignore[method-assign]
    assert history.delete_selected()
    assert db.count() == 2
    assert history.model.rowCount() == 2


def test_play_this_deal_again_deals_the_same_cards(window: MainWindow,
                                                   played: list[Played]) -> None:
    original = played[1].match
    db = window.persistence.db
    match_id = db.add_match(original, status="finished", finished=played[1].finished)
    history = window.history_ui.show_history()
    assert history is not None
    history.select_match(match_id)
    history.again_button.click()
    state = window.controller.state
    assert state is not None
    record = to_record(state)
    assert record.seed == original.record.seed
    assert record.rules == original.record.rules
    assert initial_state(record).hands == initial_state(original.record).hands
    assert window.controller.names == tuple(p.name for p in original.players)
    assert window.controller.humans == frozenset({0})
    assert [p.bot_kind for p in window.controller.players[1:]] == [
        p.kind for p in original.players[1:]]
