"""Everything on screen follows a switch of language or of game at once (issue 28, item 6):
after the Language menu's action mid-deal, no text of the window (title, status bar, plates,
status corner, contract panel, banners, the table's panels and buttons) is left in the
language before; after Game > New game of another game, the title names the new game, in
every language, from the start."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from hearts_desktop import i18n
from hearts_desktop.games import get_game
from hearts_desktop.ui.controller import SeatPlayer
from hearts_desktop.ui.games import presentation
from hearts_desktop.ui.main_window import MainWindow
from tests.ui.new_game_steps import new_game

from .screen_texts import stale_texts, visible_texts

GAMES = ("hearts", "pinochle", "ombre")
SWITCHES = ("de", "ja", "ko", "en")
WAIT = 30_000


def _choose(win: MainWindow, lang: str) -> None:
    win.language_menu.actions_by_code[lang].trigger()
    QApplication.processEvents()


def _players(n: int) -> list[SeatPlayer]:
    return [SeatPlayer("You", human=True),
            *(SeatPlayer(f"CPU {i}", bot_kind="normal") for i in range(1, n))]


def _mid_deal(game: str) -> tuple[Any, int]:
    """A state in the play of the first deal (the contract made, tricks played) with seat
    0 to play a card, reached by the game's own CPU players; and the number of seats."""
    g = get_game(game)
    rules = g.preset(g.presets()[0])
    n = g.seating(rules).players
    rng = random.Random(3)
    for seed in range(1, 40):
        state = g.new_match(rules, seed)
        bots = [g.make_bot("normal", rng.randrange(1 << 30)) for _ in range(n)]
        for _ in range(400):
            seats = g.seats_to_act(state)
            if not seats or g.is_over(state):
                break
            mine = g.legal_actions(state, 0) if 0 in seats else []
            played = len(g.actions(state))
            if played > 12 and mine and all(type(a).__name__ == "PlayCard" for a in mine):
                return state, n
            seat = seats[0]
            state, _ = g.apply(state, bots[seat].choose(g.seat_view(state, seat)))
    raise AssertionError(f"no {game} deal reached the play with seat 0 to move")


def _check_every_language(win: MainWindow, game: str, moment: str) -> None:
    for lang in SWITCHES:
        _choose(win, lang)
        texts = visible_texts(win)
        assert len(texts) > 6, texts  # the table is read, not an empty window
        assert stale_texts(texts, lang) == [], (game, moment, lang, texts)
        assert win.windowTitle() == _title_of(game), (game, moment, lang)


@pytest.mark.parametrize("game", GAMES)
def test_a_switch_at_the_first_decision_renews_every_text(
        qtbot: QtBot, open_window: Callable[..., MainWindow], game: str) -> None:
    """The deal just dealt, the human's first decision open on the table (a pass button,
    an auction panel)."""
    i18n.apply_language("en")  # the program starts in its language (app.py)
    win = open_window()
    g = get_game(game)
    rules = g.preset(g.presets()[0])
    win.start_match(rules, 2, _players(g.seating(rules).players), game=game)
    qtbot.waitUntil(lambda: win.controller.awaiting_human, timeout=WAIT)
    _check_every_language(win, game, "first decision")


@pytest.mark.parametrize("game", GAMES)
def test_a_switch_mid_play_renews_every_text(
        qtbot: QtBot, open_window: Callable[..., MainWindow], game: str) -> None:
    """Tricks played, the contract (Pinochle, Ombre) in its panel, the human to play."""
    i18n.apply_language("en")
    win = open_window()
    state, n = _mid_deal(game)
    win.load_match(state, _players(n), game=game)
    c = win.controller
    qtbot.waitUntil(lambda: c.awaiting_human and c.table_idle, timeout=WAIT)
    if game != "hearts":
        assert win.scene.contract.isVisible()
    _check_every_language(win, game, "mid-play")


def _title_of(game: str) -> str:
    title = presentation(game).title()
    program = QApplication.applicationDisplayName()
    return program if program and title in program.split() else title


@pytest.mark.parametrize("lang", ("en", "de", "ja", "ko"))
def test_new_game_of_another_game_names_it_in_the_title_from_the_start(
        qtbot: QtBot, open_window: Callable[..., MainWindow], lang: str) -> None:
    i18n.apply_language(lang)
    win = open_window()
    QApplication.processEvents()
    for game in ("pinochle", "ombre", "hearts", "ombre"):
        new_game(win, qtbot, game)
        assert win.windowTitle() == _title_of(game), (lang, game)
        qtbot.waitUntil(lambda: win.controller.awaiting_human, timeout=WAIT)
        assert win.windowTitle() == _title_of(game), (lang, game)
