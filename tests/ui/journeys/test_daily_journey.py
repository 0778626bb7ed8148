"""Game > Deal of the day, played to its end by clicks (issue 32): the history keeps it as
that day's deal, and Statistics shows the day played and the streak."""

from __future__ import annotations

import datetime

from PySide6.QtWidgets import QAbstractButton, QLabel
from pytestqt.qtbot import QtBot

from hearts_desktop.core.dealcodes import daily_deal, dealt_state

from .journey import WAIT, Player, Program, child, choose_menu, click, gone


def test_the_deal_of_the_day_played_out_counts_as_a_day_in_the_statistics(
        program: Program, qtbot: QtBot) -> None:
    win = program.start()
    today = datetime.date.today()
    choose_menu(win, "action_daily_deal")
    box = win.dialogs.open_dialogs.get("new_game_question")
    if box is not None:  # the match the program started with is at stake
        click(child(box, QAbstractButton, "start_new_game_button"))
        qtbot.waitUntil(lambda: gone(box), timeout=WAIT)
    c = win.controller
    code = daily_deal("hearts", today.year, today.month, today.day)
    qtbot.waitUntil(lambda: c.state is not None and c.state.hands == dealt_state(code).hands,
                    timeout=WAIT)
    Player(win, qtbot).finish()
    db = win.persistence.db
    qtbot.waitUntil(lambda: db.daily_statistics("hearts", today).days_played == 1,
                    timeout=WAIT)
    stored = db.summaries(status="finished", limit=1)[0]
    assert db.load(stored.id).daily == today.isoformat()

    choose_menu(win, "action_statistics")
    stats = win.history_ui.statistics_window
    assert stats is not None
    qtbot.waitUntil(stats.isVisible, timeout=WAIT)
    box_ = child(stats, type(stats.daily_box), "statistics_daily")
    assert box_.isVisible()
    assert child(stats, QLabel, "daily_days_played").text() == "1"
    assert child(stats, QLabel, "daily_current_streak").text() == "1"
    place = stored.ranking[0]
    assert child(stats, QLabel, "daily_best_place").text() == str(place)
    assert child(stats, QLabel, "daily_days_won").text() == str(int(place == 1))
