"""Issue 33: each game plays a whole deal with the keyboard alone, read as a screen reader
reads it (the table as text), and what happens is announced: a player who only presses keys
(``keyboard_player``) plays the first deal of Hearts, Pinochle, Ombre and Quadrille to its
end against CPU players; every announcement the program posts is heard."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from hearts_desktop.games import get_game
from hearts_desktop.ui import window_reader
from hearts_desktop.ui.controller import SeatPlayer
from hearts_desktop.ui.main_window import MainWindow

from .keyboard_player import WAIT, play_by_keyboard

SEEDS = {"ombre": 4, "quadrille": 4}
KINDS = {"pinochle": ("plate", "question", "banner", "contract", "meld"),
         "ombre": ("plate", "question", "banner", "contract", "payment"),
         "quadrille": ("plate", "question", "banner", "contract", "payment")}
"""What each game's deal announces besides the cards, the tricks and the status."""
CHIPS = ("ombre", "quadrille")
PAYS = re.compile(r"\bpays?\b")
GAMES = {"hearts": "classic", "pinochle": "pinochle", "ombre": "ombre",
         "quadrille": "quadrille"}


def _start(qtbot: QtBot, win: MainWindow, game: str, preset: str, seed: int) -> Any:
    name = "ombre" if game == "quadrille" else game
    g = get_game(name)
    rules = g.preset(preset)
    players = [SeatPlayer("You", human=True),
               *(SeatPlayer(f"CPU {s}", bot_kind="easy", level="easy")
                 for s in range(1, g.players(rules)))]
    win.start_match(rules, seed, players, game=name)
    qtbot.waitUntil(lambda: win.controller.state is not None, timeout=WAIT)
    return g


@pytest.mark.parametrize("game", list(GAMES))
def test_a_whole_deal_is_played_with_the_keyboard_alone(
        qtbot: QtBot, open_window: Callable[..., MainWindow], monkeypatch: pytest.MonkeyPatch,
        game: str) -> None:
    heard: list[tuple[str, bool]] = []
    monkeypatch.setattr(window_reader, "post_announcement",
                        lambda _target, text, assertive=False: heard.append((text, assertive)))
    win = open_window()
    g = _start(qtbot, win, game, GAMES[game], 5)

    def done() -> bool:
        state = win.controller.state
        return state is not None and (g.deal_start(state) > 0 or g.is_over(state))

    acted = play_by_keyboard(qtbot, win, done)
    assert acted, "the player had nothing to do"
    said = win.reader_ui.announcer.said  # type: ignore[attr-defined]
    if game in CHIPS:  # the deal's chips paid, said once they fly (after the deal's end)
        qtbot.waitUntil(lambda: any(kind == "payment" and PAYS.search(text)
                                    for kind, text in said), timeout=WAIT)
    kinds = {kind for kind, _text in said}
    assert {"card", "trick", "status", *KINDS.get(game, ())} <= kinds, kinds
    assert [t for t, _a in heard] == [t for _k, t in win.reader_ui.announcer.said], \
        "every announcement is posted"  # type: ignore[attr-defined]


@pytest.mark.parametrize("game", ["ombre", "quadrille"])
def test_the_exchange_and_the_kings_call_by_keyboard(
        qtbot: QtBot, open_window: Callable[..., MainWindow], game: str) -> None:
    """The player bids Entrada whenever it is open: the exchange (cards chosen with Space,
    then the action line), the trump, and in Quadrille the king called, all with keys."""
    win = open_window()
    g = _start(qtbot, win, game, GAMES[game], SEEDS[game])

    def done() -> bool:
        state = win.controller.state
        return state is not None and (g.deal_start(state) > 0 or g.is_over(state))

    acted = play_by_keyboard(qtbot, win, done, prefer=lambda t: t.startswith("Entrada")
                             or "call a king" in t)
    if game == "ombre":  # cards chosen with Space, then the action line: "Exchange 1"
        assert any("may be chosen" in a for a in acted), acted
        assert any(a.startswith("Exchange ") for a in acted), acted
    else:  # the alliance bid, trump, then the king called from the question's lines
        assert any("call a king" in a for a in acted), acted
        assert any(a.startswith("Rey de ") and "may be" not in a for a in acted), acted
