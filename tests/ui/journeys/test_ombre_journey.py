"""An Ombre match (one deal) from start to end by clicks and keys only (issue 28, item 17):
New game (picker, form, Start), the bid, trump, the exchange with the talon, the cards, a
language switch mid-deal, Help > Rules, the score sheet, quitting mid-deal and resuming,
then the history and the replay of the match. Helpers: ``journey``."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from pytestqt.qtbot import QtBot

from hearts_desktop.ui.main_window import MainWindow
from hearts_desktop.ui.table.card_item import CardItem
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

SEED = 12
"""A deal where the player's first bid (entrada) wins the bidding."""
QUADRILLE_SEED = 2
"""A Quadrille deal where the player's first bid (an alliance) wins the bidding."""


class OmbrePlayer(Player):
    """Bids the lowest contract the panel offers once, then passes; exchanges the cards of
    the suits other than the one of most cards in hand (as many as the talon allows, at
    least as many as it asks), then names that suit trump (the suit of most cards now, if
    it is not offered)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.bid = False
        self.trump: Any = None
        self.choose = self._choose
        self.select = self._select

    def _choose(self, choices: Sequence[Choice]) -> Any:
        keys = [ch.key for ch in choices]
        bids = [k for k in keys if type(k).__name__ == "Bid"]
        passes = [k for k in keys if type(k).__name__ == "Pass"]
        if bids and not self.bid:
            self.bid = True
            return bids[0]
        if passes:
            return passes[0]
        if any(hasattr(k, "suit") for k in keys):
            named = next((k for k in keys if getattr(k, "suit", None) == self.trump), None)
            if named is None:
                named = most_held_suit(self.win, choices)
            self.trump = named.suit
            return named
        return keys[0]

    def _select(self, items: list[CardItem], count: int, low: int) -> list[CardItem]:
        suits = [it.card.suit for it in items if it.card is not None]
        self.trump = max(suits, key=suits.count)
        others = [it for it in items if it.playable and it.card is not None
                  and it.card.suit != self.trump]
        chosen = others[:count]
        if len(chosen) < low:
            chosen += [it for it in items if it not in chosen][:low - len(chosen)]
        return chosen


def test_an_ombre_match_by_clicks_and_keys(program: Program, qtbot: QtBot) -> None:
    win = program.start()
    assert new_game(win, qtbot, "ombre", seed=SEED, numbers={"option_deals": 1})
    c = win.controller
    assert c.state is not None and c.state.rules.deals == 1
    player = OmbrePlayer(win, qtbot)
    sc = win.scene

    # the bidding on the panel: the player is ombre
    while not (player.wait() or sc.mode == "select"):
        assert player.act() == "choice"
    view = c.view
    assert view is not None and view.ombre == c.human_seat
    held = hand(win)
    assert len(held) == 9
    # the exchange: the cards chosen on the table go, as many come from the talon
    assert player.act() == "select"
    player.wait()
    kept = set(hand(win)) & set(held)
    assert len(hand(win)) == 9 and len(kept) < 9
    assert all(card.suit != player.trump for card in set(held) - kept)  # the others went
    # trump named on the panel, then the cards
    assert player.act() == "choice" and player.titles[-1] != player.titles[0]
    player.wait()
    assert c.view is not None and c.view.trump == player.trump
    for _ in range(3):
        assert player.act() == "play"

    the_rest_of_the_journey(program, win, qtbot, "Ombre")


def test_a_quadrille_match_by_clicks_and_keys(program: Program, qtbot: QtBot) -> None:
    """Quadrille (four players, no talon): the alliance bid, trump and the king called on
    the panels, then the same journey."""
    win = program.start()
    assert new_game(win, qtbot, "ombre", seed=QUADRILLE_SEED, preset="quadrille",
             numbers={"option_deals": 1})
    c = win.controller
    assert c.state is not None and c.state.rules.is_quadrille and c.state.rules.deals == 1
    player = OmbrePlayer(win, qtbot)
    while not (player.wait() or win.scene.mode == "play"):
        assert player.act() == "choice"
    view = c.view
    assert view is not None and view.ombre == c.human_seat
    assert view.contract.value == "alliance" and view.trump == player.trump
    assert len(player.titles) == 3  # the bid, trump, the king called
    assert "Quadrille" in win.rules_label.text()  # type: ignore[attr-defined]
    assert view.called is not None and view.called.rank == 13  # a king
    for _ in range(3):
        assert player.act() == "play"
    the_rest_of_the_journey(program, win, qtbot, "Quadrille", via="game over")


def the_rest_of_the_journey(program: Program, win: MainWindow, qtbot: QtBot,
                            title: str, via: str = "menu") -> None:
    """Mid-deal: a language switch, Help > Rules (titled ``title``), the score sheet, then
    quitting and resuming the same deal, to the end of the match, its history and replay."""
    player = OmbrePlayer(win, qtbot)
    texts = visible_texts(win)
    assert "contract" in texts
    switch_language_mid_deal(win, player)

    check_rules(win, qtbot, title)
    check_score_sheet(win, qtbot)

    # quit mid-deal, start again on the same data folder: the same deal goes on
    again, player, _state = quit_and_resume(program, player, "ombre", OmbrePlayer)
    c2 = again.controller
    player.finish()
    final = c2.state
    assert final is not None and len(final.history) == 1
    assert final.history[0].ombre == c2.human_seat
    check_history_and_replay(again, qtbot, "ombre", final, via=via)
