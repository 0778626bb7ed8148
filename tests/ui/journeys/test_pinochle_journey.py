"""A Pinochle match (one deal) from start to end by clicks and keys only (issue 28, item
17): New game (picker, form, Start), the auction's bids and passes, trump, the four cards
given back, the melds held until Space, the cards, a language switch mid-deal (the
contract panel follows at once), Help > Rules, the score sheet, quitting mid-deal and
resuming, then the history and the replay of the match. Helpers: ``journey``."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from pytestqt.qtbot import QtBot

from hearts_desktop.ui.settings import Settings
from hearts_desktop.ui.table.panels import Choice

from .journey import (
    Player,
    Program,
    check_history_and_replay,
    check_rules,
    check_score_sheet,
    hand,
    most_held_suit,
    new_game,
    quit_and_resume,
    switch_language_mid_deal,
    visible_texts,
)

SEED = 1
HIGHEST_BID = 40
"""The player raises with the lowest bid the panel offers up to this, then passes."""


def auction_and_trump(player: Player) -> Any:
    """The choices the player makes on the panels: the lowest bid shown while it is at most
    ``HIGHEST_BID``, else Pass; as trump, the suit they hold most of."""

    def choose(choices: Sequence[Choice]) -> Any:
        keys = [ch.key for ch in choices]
        bids = [k for k in keys if type(k).__name__ == "Bid"]
        passes = [k for k in keys if type(k).__name__ == "Pass" and not k.help]
        if bids or passes:
            low = min(bids, key=lambda k: k.amount) if bids else None
            return low if low is not None and low.amount <= HIGHEST_BID else passes[0]
        return most_held_suit(player.win, choices)

    return choose


def test_a_pinochle_match_by_clicks_and_keys(program: Program, qtbot: QtBot,
                                             settings: Settings) -> None:
    settings.hold_melds = True  # as the program starts: the melds wait for the player
    win = program.start()
    assert new_game(win, qtbot, "pinochle", seed=SEED, numbers={"target": 0, "deal_limit": 1})
    c = win.controller
    assert c.state is not None and c.state.rules.deal_limit == 1
    assert c.state.rules.target is None
    player = Player(win, qtbot)
    player.choose = auction_and_trump(player)
    sc = win.scene

    # the auction, on the panel: bids, then the player is the declarer and names trump
    while not (player.wait() or sc.mode == "select"):
        assert player.act() == "choice"
    state = c.state
    assert state.declarer == c.human_seat and state.trump is not None
    assert player.titles[-1] == "Name trump" and player.titles[0] == "Your bid"
    assert str(state.contract) in sc.contract.title
    # the partner's four cards came: four go back, chosen on the table
    held = hand(win)
    assert len(held) == 16 and sc.select_count == 4
    assert player.act() == "select"
    player.wait()
    assert len(hand(win)) == 12 and set(hand(win)) <= set(held)
    # the melds laid out wait for the player: Space goes on
    assert player.act() == "go on"
    for _ in range(5):
        assert player.act() in ("play", "go on")
    assert player.decisions["play"] >= 4

    assert "contract" in visible_texts(win)  # the contract panel is said again too
    switch_language_mid_deal(win, player)

    check_rules(win, qtbot, "Pinochle")
    check_score_sheet(win, qtbot)

    # quit mid-deal, start again on the same data folder: the same deal goes on
    again, player, state = quit_and_resume(program, player, "pinochle")
    c2 = again.controller
    assert str(state.contract) in again.scene.contract.title
    player.finish()
    final = c2.state
    assert final is not None and len(final.history) == 1
    assert final.history[0].declarer == c2.human_seat
    check_history_and_replay(again, qtbot, "pinochle", final, via="game over")
