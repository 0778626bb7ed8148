"""A match replayed from the history is drawn with its own game's deck, whatever game the
table shows (issue 28, item 4: a Pinochle match replayed while an Ombre game was on the
table was drawn with the Spanish deck, every 9 a blank card naming "9 espadas").

Every pair (game on the table, game of the replayed match) goes the player's way: History
through its menu action, a double-click on the match's row (or a click on it and on
Replay), then every face-up card of the replay's table is compared, pixel for pixel, with
the card drawn in the replayed game's own deck."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage, QPixmap
from pytestqt.qtbot import QtBot

from hearts_desktop.games import get_game
from hearts_desktop.history import SavedMatch
from hearts_desktop.ui.controller import SeatPlayer
from hearts_desktop.ui.games.game_history import history_of
from hearts_desktop.ui.history.replay import ReplayWindow
from hearts_desktop.ui.history.window import HistoryWindow
from hearts_desktop.ui.main_window import MainWindow
from hearts_desktop.ui.table.card_item import CardItem
from hearts_desktop.ui.table.card_pixmaps import CardPixmaps

from ...history.helpers import game_match

GAMES = ("hearts", "pinochle", "ombre")
PRESETS = {"hearts": "classic", "pinochle": "pinochle", "ombre": "ombre"}
WAIT_MS = 30_000


@pytest.fixture(scope="module")
def matches() -> dict[str, SavedMatch]:
    """One deal of each game played by seeded Easy CPU players."""
    return {game: game_match(game, PRESETS[game], 40 + i, deals=1)[0]
            for i, game in enumerate(GAMES)}


def put_on_table(qtbot: QtBot, window: MainWindow, game: str) -> None:
    """A match of ``game`` on the window's table (the human seat waits its turn)."""
    g = get_game(game)
    rules = g.preset(PRESETS[game])
    players = [SeatPlayer("You", human=True),
               *(SeatPlayer(f"CPU {s}", bot_kind="easy", level="easy")
                 for s in range(1, g.players(rules)))]
    window.start_match(rules, 7, players, game=game)
    qtbot.waitUntil(lambda: window.controller.state is not None
                    and window.controller.game.name == game, timeout=WAIT_MS)


def open_history(qtbot: QtBot, window: MainWindow) -> HistoryWindow:
    window.history_ui.history_action.trigger()
    history = window.history_ui.history_window
    assert history is not None
    qtbot.waitExposed(history)
    return history


def row_point(history: HistoryWindow, match_id: int) -> tuple[int, object]:
    model = history.model
    row = next(r for r in range(model.rowCount())
               if model.summary(r).id == match_id)  # type: ignore[union-attr]
    history.table.scrollTo(model.index(row, 0))
    return row, history.table.visualRect(model.index(row, 0)).center()


def open_replay(qtbot: QtBot, history: HistoryWindow, match_id: int, *,
                double_click: bool = True) -> ReplayWindow:
    """Open the replay of ``match_id`` as a person does."""
    _row, point = row_point(history, match_id)
    viewport = history.table.viewport()
    before = len(history.replays)
    if double_click:  # what a double-click sends: a press and release, then the second
        qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=point)
        qtbot.mouseDClick(viewport, Qt.MouseButton.LeftButton, pos=point)
    else:
        qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=point)
        assert history.selected_id() == match_id
        qtbot.mouseClick(history.replay_button, Qt.MouseButton.LeftButton)
    assert len(history.replays) == before + 1, "the replay did not open"
    viewer = history.replays[-1]
    assert viewer.match.record.game == history.db.load(match_id).record.game
    qtbot.waitExposed(viewer)
    return viewer


def image(pm: QPixmap) -> QImage:
    return pm.toImage().convertToFormat(QImage.Format.Format_RGBA8888)


def faces(viewer: ReplayWindow) -> list[CardItem]:
    return [it for it in viewer.scene.card_items() if it.face_up and it.isVisible()]


def assert_drawn_with_own_deck(viewer: ReplayWindow, own: CardPixmaps) -> None:
    """Every face-up card of ``viewer``'s table shows ``own``'s picture of it."""
    shown = faces(viewer)
    assert len(shown) >= 10, shown
    dpr = viewer.view.devicePixelRatioF()
    for item in shown:
        assert item.card is not None
        expected = own.pixmap(item.card, item.width, dpr, dimmed=item.dimmed, shadow=True,
                              mark=None)
        drawn, _offset = item._pixmap()
        assert image(drawn) == image(expected), (
            f"{item.card} of a {viewer.game} replay is drawn as "
            f"{viewer.pixmaps.element_of(item.card)!r}, not as "
            f"{own.element_of(item.card)!r}")


def own_pixmaps(match: SavedMatch) -> CardPixmaps:
    """The replayed game's deck as its own table draws it with the default settings (the
    built-in French theme, or the game's own deck in its dress)."""
    deck = history_of(match.record.game).table_deck(match.record.rules)
    return CardPixmaps(deck=deck) if deck is not None else CardPixmaps()


@pytest.mark.parametrize(("on_table", "replayed"),
                         [(t, r) for t in GAMES for r in GAMES],
                         ids=[f"{t}_on_the_table-{r}_replayed" for t in GAMES for r in GAMES])
def test_a_replay_draws_its_own_games_deck_whatever_the_table_shows(
        qtbot: QtBot, window: MainWindow, matches: dict[str, SavedMatch],
        on_table: str, replayed: str) -> None:
    put_on_table(qtbot, window, on_table)
    match = matches[replayed]
    match_id = window.persistence.db.add_match(match, status="abandoned")
    history = open_history(qtbot, window)
    viewer = open_replay(qtbot, history, match_id)
    viewer.next_action.trigger()  # a card or two moved: still every card of the deal
    assert_drawn_with_own_deck(viewer, own_pixmaps(match))
    viewer.close()


def test_a_replay_keeps_its_deck_when_the_table_changes_game(
        qtbot: QtBot, window: MainWindow, matches: dict[str, SavedMatch]) -> None:
    """A Pinochle replay opened over a Hearts table, then an Ombre match is started at the
    table: the replay's cards stay Pinochle's."""
    put_on_table(qtbot, window, "hearts")
    match = matches["pinochle"]
    match_id = window.persistence.db.add_match(match, status="abandoned")
    viewer = open_replay(qtbot, open_history(qtbot, window), match_id, double_click=False)
    own = own_pixmaps(match)
    assert_drawn_with_own_deck(viewer, own)
    put_on_table(qtbot, window, "ombre")
    viewer.next_action.trigger()
    assert_drawn_with_own_deck(viewer, own)
    viewer.close()
