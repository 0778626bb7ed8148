"""A Hearts match from start to end by clicks and keys only (issue 28, item 17): New game
(picker, form, Start), the pass and every card, a language switch mid-deal, Help > Rules,
the score sheet, quitting mid-deal and resuming, then the history and the replay of the
match. Helpers: ``journey``."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from .journey import (
    WAIT,
    Player,
    Program,
    check_history_and_replay,
    check_rules,
    check_score_sheet,
    hand,
    new_game,
    press,
    quit_and_resume,
    switch_language_mid_deal,
)

SEED = 11


def test_a_hearts_match_by_clicks_and_keys(program: Program, qtbot: QtBot) -> None:
    win = program.start()
    # the first match the program dealt is under way: New game asks before ending it, and
    # "Keep playing" leaves it as it was
    first, cards = win.controller.state, hand(win)
    assert first is not None and first.seed != SEED
    assert new_game(win, qtbot, "hearts", seed=SEED, numbers={"option_deal_limit": 1},
                    answer="keep_playing_button")
    kept = win.controller.state
    assert kept is not None and kept.seed == first.seed and kept.rules == first.rules
    assert hand(win) == cards
    assert new_game(win, qtbot, "hearts", seed=SEED, numbers={"option_deal_limit": 1})
    c = win.controller
    assert c.state is not None and c.state.rules.deal_limit == 1
    player = Player(win, qtbot)
    dealt = hand(win)
    assert len(dealt) == 13
    assert player.act() == "select"  # the pass: three cards chosen, the button clicked
    player.wait()
    passed = set(dealt) - set(hand(win))
    assert len(passed) == 3 and len(hand(win)) == 13
    for _ in range(2):
        assert player.act() == "play"
    # a card by the keyboard: Right puts the focus on the first playable card, Enter plays it
    player.wait()
    first = next(it.card for it in win.scene.human_items() if it.playable)
    press(win.view, Qt.Key.Key_Right)
    assert win.scene.focused_card() == first
    press(win.view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: first not in hand(win), timeout=WAIT)

    # a language switch mid-deal: the menus and the table's words follow, the deal goes on
    switch_language_mid_deal(win, player)
    assert player.decisions == {"select": 1, "play": 3}

    check_rules(win, qtbot, "Hearts")
    check_score_sheet(win, qtbot)

    # quit mid-deal, start again on the same data folder: the same deal goes on
    again, player, _state = quit_and_resume(program, player, "hearts")
    c2 = again.controller
    player.finish()
    final = c2.state
    assert final is not None and len(final.history) == 1
    check_history_and_replay(again, qtbot, "hearts", final)

