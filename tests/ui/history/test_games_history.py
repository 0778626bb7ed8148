"""The history windows with matches of several games: the Game column and the filter by
game, each game's own list columns and statistics (Pinochle: contracts made and set, the
average bid, the best meld; Ombre: contracts, codilles, chips), their charts, the replay of
a Pinochle and an Ombre match from the list (the generic replay, with the game's own
deck), the Close button and Escape, the small empty Statistics window and the legends."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from hearts_desktop.core.deck import Dress
from hearts_desktop.history import HistoryDB, SavedMatch
from hearts_desktop.history.analysis import analyse
from hearts_desktop.ui.games.game_history import history_of, load_history
from hearts_desktop.ui.history.game_replay import GameReplay
from hearts_desktop.ui.history.model import assisted_text
from hearts_desktop.ui.history.stats import EMPTY_SIZE, StatisticsWindow
from hearts_desktop.ui.history.window import HistoryWindow

from ...history.helpers import game_match
from .conftest import Played

MATCHES = (  # game, preset, seed, human seat, deals before it was left (None: finished)
    ("pinochle", "pinochle", 5, 0, None),
    ("pinochle", "pinochle", 6, 1, None),
    ("pinochle", "double_deck", 7, 0, 2),
    ("ombre", "ombre", 31, 0, None),
    ("ombre", "quadrille", 32, 2, 3),
)


@pytest.fixture(scope="module")
def others() -> list[tuple[SavedMatch, str]]:
    """Pinochle and Ombre matches played by seeded Easy CPU players."""
    return [game_match(g, p, seed, human=human, deals=deals, minutes=600 + i)
            for i, (g, p, seed, human, deals) in enumerate(MATCHES)]


@pytest.fixture
def mixed_db(tmp_path: Path, played: list[Played], others: list[tuple[SavedMatch, str]]
             ) -> Iterator[tuple[HistoryDB, dict[str, list[int]]]]:
    """The Hearts matches of ``played`` and the Pinochle and Ombre ones, ids by game."""
    db = HistoryDB(tmp_path / "history.sqlite3")
    ids: dict[str, list[int]] = {"hearts": [], "pinochle": [], "ombre": []}
    for p in played:
        ids["hearts"].append(db.add_analysed(p.match, p.facts, status=p.status,
                                             finished=p.finished))
    for match, status in others:
        ids[match.game].append(db.add_match(match, status=status))
    yield db, ids
    db.close()


@pytest.fixture
def mixed(qtbot: QtBot, mixed_db: tuple[HistoryDB, dict[str, list[int]]]) -> HistoryWindow:
    win = HistoryWindow(mixed_db[0])
    qtbot.addWidget(win)
    win.show()
    return win


def cell(win: HistoryWindow, row: int, key: str) -> str:
    return str(win.model.index(row, win.model.column(key)).data())


def rows_of(win: HistoryWindow) -> list[int]:
    return [win.model.summary(r).id for r in range(win.model.rowCount())]  # type: ignore


# ---------------------------------------------------------------------- the list
def test_several_games_get_a_game_column_and_only_the_generic_ones(
        mixed: HistoryWindow) -> None:
    keys = mixed.model.column_keys()
    assert keys == ["date", "game", "rules", "players", "scores", "place", "hands", "status",
                    "assisted"]
    games = {cell(mixed, r, "game") for r in range(mixed.model.rowCount())}
    assert games == {"Hearts", "Pinochle", "Ombre"}
    assert not mixed.game_combo.isHidden()
    assert [mixed.game_combo.itemData(i) for i in range(mixed.game_combo.count())] \
        == [None, "hearts", "ombre", "pinochle"]


def test_hearts_alone_shows_the_columns_it_always_had(history_db: tuple[HistoryDB, list[int]],
                                                      qtbot: QtBot) -> None:
    win = HistoryWindow(history_db[0])
    qtbot.addWidget(win)
    assert win.model.column_keys() == ["date", "rules", "players", "scores", "place", "hands",
                                       "game:moons", "status", "assisted"]
    assert [win.model.headerData(i, Qt.Orientation.Horizontal)
            for i in range(win.model.columnCount())] == [
        "Date", "Rules", "Players", "Final scores", "Your place", "Hands", "Moons", "Status",
        "Assisted"]
    assert win.game_combo.isHidden()


def test_filtering_by_pinochle_shows_its_columns_from_the_facts(
        mixed: HistoryWindow, mixed_db: tuple[HistoryDB, dict[str, list[int]]],
        others: list[tuple[SavedMatch, str]]) -> None:
    _db, ids = mixed_db
    mixed.set_filters(game="pinochle")
    assert sorted(rows_of(mixed)) == ids["pinochle"]
    keys = mixed.model.column_keys()
    assert "game" not in keys
    assert keys[5:10] == ["hands", "game:contracts", "game:set", "game:average_bid",
                          "game:best_meld"]
    by_id = dict(zip(ids["pinochle"], [m for m, _ in others if m.game == "pinochle"],
                     strict=True))
    for row in range(mixed.model.rowCount()):
        summary = mixed.model.summary(row)
        assert summary is not None
        match = by_id[summary.id]
        facts = analyse(match).facts
        seat = match.human_seat
        assert seat is not None
        team = seat % 2
        assert cell(mixed, row, "game:contracts") == \
            f"{facts['contracts_made'][team]}/{facts['contracts_won'][team]}"
        assert cell(mixed, row, "game:set") == str(facts["contracts_set"][team])
        assert cell(mixed, row, "game:best_meld") == str(facts["best_melds"][seat])
        assert cell(mixed, row, "players") == (
            "You & Ben – Ann & Cat" if seat == 0 else "Ann & Ben – You & Cat")
    mixed.sort_by("game:contracts", Qt.SortOrder.AscendingOrder)
    made = [int(cell(mixed, r, "game:contracts").split("/")[0])
            for r in range(mixed.model.rowCount())]
    assert made == sorted(made)
    mixed.set_filters(game=None)
    assert "game" in mixed.model.column_keys()


def test_filtering_by_ombre_shows_its_columns(mixed: HistoryWindow,
                                              mixed_db: tuple[HistoryDB, dict[str, list[int]]],
                                              others: list[tuple[SavedMatch, str]]) -> None:
    _db, ids = mixed_db
    mixed.set_filters(game="ombre")
    assert sorted(rows_of(mixed)) == ids["ombre"]
    assert {"game:contracts", "game:codilles", "game:chips"} <= set(mixed.model.column_keys())
    rules = {cell(mixed, r, "rules") for r in range(mixed.model.rowCount())}
    assert rules == {"Ombre", "Quadrille"}
    presets = [mixed.preset_combo.itemData(i) for i in range(mixed.preset_combo.count())]
    assert presets == [None, "ombre", "quadrille"]  # only Ombre's rules to choose from


def test_the_detail_marks_the_declarer_and_explains_the_mark(
        mixed: HistoryWindow, mixed_db: tuple[HistoryDB, dict[str, list[int]]]) -> None:
    db, ids = mixed_db
    mixed.set_filters(game="pinochle")
    mixed.select_match(ids["pinochle"][0])
    detail = mixed.detail
    rows = db.hands(ids["pinochle"][0])
    table = detail.hands_table
    # partners share their score: one column per team, the declaring team's marked
    assert [table.horizontalHeaderItem(c).text()  # type: ignore[union-attr]
            for c in range(table.columnCount())] == ["You & Ben", "Ann & Cat"]
    for r, row in enumerate(rows):
        team = row.facts["declarer"] % 2
        item = table.item(r, team)
        other = table.item(r, 1 - team)
        assert item is not None and item.text().endswith(" ●")
        assert other is not None and not other.text().endswith(" ●")
        assert item.text().startswith(str(row.totals[team]) + " ")
        assert f"bid {row.facts['contract']}" in item.toolTip()
    assert not detail.legend.isHidden()
    assert "the declaring team" in detail.legend.text()
    assert mixed.model.index(0, mixed.model.column("scores")).data().count("·") == 1
    # dealt again only where this program has a Pinochle table
    assert mixed.again_button.isEnabled() is history_of("pinochle").can_play()
    assert table.verticalHeaderItem(0).text() == "Hand 1"  # type: ignore[union-attr]


def test_a_hearts_match_without_a_moon_has_no_legend_to_explain(
        mixed: HistoryWindow, mixed_db: tuple[HistoryDB, dict[str, list[int]]]) -> None:
    db, ids = mixed_db
    mixed.set_filters(game="hearts")
    for mid in ids["hearts"]:
        mixed.select_match(mid)
        moons = any(r.moon_by is not None for r in db.hands(mid))
        assert mixed.detail.legend.isHidden() is not moons


def test_the_assisted_mark_explains_itself(mixed: HistoryWindow) -> None:
    assert assisted_text() in mixed.legend_label.text()
    assert "Assisted" in mixed.legend_label.text()
    column = mixed.model.column("assisted")
    assert mixed.model.headerData(column, Qt.Orientation.Horizontal,
                                  Qt.ItemDataRole.ToolTipRole) == assisted_text()
    assisted = [r for r in range(mixed.model.rowCount())
                if mixed.model.summary(r).assisted]  # type: ignore[union-attr]
    assert assisted
    assert mixed.model.index(assisted[0], column).data(Qt.ItemDataRole.ToolTipRole) \
        == assisted_text()


# ---------------------------------------------------------------------- closing
def test_the_history_window_closes_with_its_button_and_with_escape(
        qtbot: QtBot, mixed_db: tuple[HistoryDB, dict[str, list[int]]]) -> None:
    for how in ("button", "escape"):
        win = HistoryWindow(mixed_db[0])
        win.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
        qtbot.addWidget(win)
        win.show()
        qtbot.waitExposed(win)
        if how == "button":
            qtbot.mouseClick(win.close_button, Qt.MouseButton.LeftButton)
        else:
            win.activateWindow()
            win.table.setFocus()
            qtbot.keyClick(win.table, Qt.Key.Key_Escape)
        assert not win.isVisible(), how


def test_the_statistics_window_closes_with_its_button_and_with_escape(
        qtbot: QtBot, mixed_db: tuple[HistoryDB, dict[str, list[int]]]) -> None:
    for how in ("button", "escape"):
        win = StatisticsWindow(mixed_db[0])
        win.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
        qtbot.addWidget(win)
        win.show()
        qtbot.waitExposed(win)
        if how == "button":
            qtbot.mouseClick(win.close_button, Qt.MouseButton.LeftButton)
        else:
            win.activateWindow()
            qtbot.keyClick(win.tabs, Qt.Key.Key_Escape)
        assert not win.isVisible(), how


def test_an_empty_statistics_window_is_small_and_says_so(qtbot: QtBot, tmp_path: Path) -> None:
    db = HistoryDB(tmp_path / "empty.sqlite3")
    try:
        win = StatisticsWindow(db)
        qtbot.addWidget(win)
        win.show()
        assert win.is_empty and win.stack.currentIndex() == 0
        assert "No statistics yet" in win.empty_label.text()
        assert win.width() <= EMPTY_SIZE[0] + 40 and win.height() <= EMPTY_SIZE[1] + 80
        assert win.close_button.isVisible()
    finally:
        db.close()


# ---------------------------------------------------------------------- statistics
def test_statistics_per_game(qtbot: QtBot, mixed_db: tuple[HistoryDB, dict[str, list[int]]]
                             ) -> None:
    db, _ids = mixed_db
    win = StatisticsWindow(db)
    qtbot.addWidget(win)
    assert sorted(win.games) == ["hearts", "ombre", "pinochle"]
    assert not win.game_combo.isHidden()
    win.set_game("hearts")
    assert [f.key for f in win.fields] == [
        "games", "wins", "win_rate", "current_streak", "longest_streak", "hands",
        "avg_points_per_hand", "moons_shot", "moons_suffered", "queen_taken"]
    assert win.value_labels["moons_shot"].text() == str(db.statistics("hearts").moons_shot)

    win.set_game("pinochle")
    stats = db.statistics("pinochle")
    assert stats.games == 2  # the abandoned double-deck match does not count
    keys = [f.key for f in win.fields]
    assert keys[7:] == ["contracts_won", "contracts_made", "contracts_set", "average_bid",
                        "best_meld"]
    label = win.value_labels
    assert label["contracts_made"].text() == str(int(stats.facts["contracts_made"]))
    assert label["contracts_set"].text() == str(int(stats.facts["contracts_set"]))
    average = stats.facts["bid_total"] / stats.facts["contracts_won"]
    assert label["average_bid"].text() == f"{average:.1f}"
    assert label["best_meld"].text() == str(int(stats.maxima["best_melds"]))
    assert win.name_labels["hands"].text() == "Hands played:"
    (series,) = win.preset_tab.charts["contracts"].chart().series()
    assert [s.label() for s in series.barSets()] == ["Made", "Set"]

    win.set_game("ombre")
    stats = db.statistics("ombre")
    assert label is not win.value_labels or "contracts_played" in win.value_labels
    assert win.value_labels["chips_won"].text() == str(int(stats.facts["chips_won"]))
    assert win.name_labels["hands"].text() == "Deals played:"
    assert set(win.preset_tab.charts) == {"win_rate", "average", "contracts"}


# ---------------------------------------------------------------------- the replay
@pytest.mark.parametrize("game", ["pinochle", "ombre"])
def test_a_match_of_another_game_replays_from_the_list(
        qtbot: QtBot, mixed: HistoryWindow, game: str,
        mixed_db: tuple[HistoryDB, dict[str, list[int]]]) -> None:
    db, ids = mixed_db
    mixed.set_filters(game=game)
    mid = ids[game][-1]  # the abandoned one: two or three deals
    mixed.select_match(mid)
    viewer = mixed.replay_selected()
    assert viewer is not None
    qtbot.addWidget(viewer)
    assert viewer.generic and isinstance(viewer.replay, GameReplay)
    match = db.load(mid)
    # the deck the game's table draws: Ombre's own Spanish deck; Pinochle's French faces
    # in the player's card theme (None) now that Pinochle has a table presentation
    table_deck = history_of(game).table_deck(match.record.rules)
    assert viewer.pixmaps.deck == table_deck
    if game == "ombre":
        assert table_deck is not None and table_deck.dress is Dress.SPANISH
        assert table_deck == match.game_object().deck(match.record.rules)
    replay = viewer.replay
    assert replay.final == match.state()
    names = viewer.names
    for i in range(len(replay)):
        viewer.set_index(i)
        contract = viewer.scene.contract
        plates = [viewer.scene.director.plate(seat)[1] for seat in range(len(names))]
        texts = [viewer.info.text(), contract.title, contract.detail, *plates]
        assert not any("{seat" in t for t in texts), texts
    assert viewer.scores.rowCount() == len(analyse(match).deals)
    hand_rows = db.hands(mid)
    last = hand_rows[-1]
    history = history_of(game)
    assert viewer.scores.item(viewer.scores.rowCount() - 1, 0).text() \
        == history.score_text(last.totals[0])  # type: ignore[union-attr]
    assert viewer.hand_combo.count() == len(replay.deal_numbers())
    headers = [viewer.scores.horizontalHeaderItem(c).text()  # type: ignore[union-attr]
               for c in range(viewer.scores.columnCount())]
    if game == "pinochle":  # partners share their score: a column per team, hands
        assert headers == [f"{names[0]} & {names[2]}", f"{names[1]} & {names[3]}"]
        assert viewer.prev_hand_action.text() == "◀◀ Hand"
        assert viewer.hand_combo.itemText(0) == "Hand 1"
    else:
        assert headers == names
        assert viewer.prev_hand_action.text() == "◀◀ Deal"
        assert viewer.hand_combo.itemText(0) == "Deal 1"
    assert any(n in viewer.info.text() for n in names)
    viewer.close()


def test_a_card_played_in_a_generic_replay_is_animated_and_marked(
        qtbot: QtBot, pixmaps: object, others: list[tuple[SavedMatch, str]]) -> None:
    from hearts_desktop.ui.history.replay import ReplayWindow

    match = next(m for m, _ in others if m.game == "pinochle")
    viewer = ReplayWindow(match, speed="instant")
    qtbot.addWidget(viewer)
    replay = viewer.replay
    i = next(i for i, f in enumerate(replay.frames) if f.kind == "trick")
    viewer.set_index(i)
    frame = replay.frames[i]
    marked = viewer.scene.marked()
    assert frame.played is not None and marked["last"] == [frame.played[1]]
    assert frame.snapshot.trick_winner is not None
    winner_card = dict(frame.snapshot.trick)[frame.snapshot.trick_winner]
    assert winner_card in marked["winner"] or winner_card == frame.played[1]
    assert f"{viewer.names[frame.snapshot.trick_winner]} wins trick" in viewer.info.text()


def test_every_game_has_its_history_module() -> None:
    """``ui/games/<game>/history.py`` with its ``HISTORY`` is how the windows find a
    game's columns and figures; a name without one gets the generic history."""
    from hearts_desktop.games import GAMES

    for name in GAMES:
        history = load_history(name)
        assert type(history).__name__ != "GameHistory" and history.name == name
    assert type(load_history("nonesuch")).__name__ == "GameHistory"
