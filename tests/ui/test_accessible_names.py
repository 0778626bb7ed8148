"""Issue 33, screen readers: every control of every window and dialog has an accessible name
in every language. Each window is opened as a person opens it (its menu action or button);
once it has the focus, every focusable control it shows is read through the accessibility
tree (``QAccessible.queryAccessibleInterface``: the name, a field's label) and must say
what it is; after each switch of language (the Language menu) the names are said again,
none left in the language before."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QApplication, QComboBox, QLabel, QMenu, QTabWidget, QWidget
from pytestqt.qtbot import QtBot

from hearts_desktop import i18n
from hearts_desktop.ui import accessible
from hearts_desktop.ui.main_window import MainWindow
from tests.i18n.screen_texts import stale_texts

LANGUAGES = ("de", "ja", "ko", "en")
WAIT = 30_000


def _settle() -> None:
    for _ in range(3):
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        QApplication.processEvents()


def _choose(win: MainWindow, lang: str) -> None:
    win.language_menu.actions_by_code[lang].trigger()
    _settle()


def _pages(window: QWidget) -> Iterator[None]:
    """Every tab of every tab widget of ``window`` in turn (the controls on each page)."""
    yield None
    for tabs in window.findChildren(QTabWidget):
        if not tabs.isVisibleTo(window):
            continue
        for i in range(tabs.count()):
            tabs.setCurrentIndex(i)
            _settle()
            yield None
        tabs.setCurrentIndex(0)


def _said(window: QWidget) -> list[str]:
    """What a screen reader says of each control of ``window`` (asserting none is
    nameless)."""
    said = []
    for _page in _pages(window):
        missing = [f"{type(w).__name__} {w.objectName()!r}"
                   for w in accessible.unnamed_controls(window)]
        assert missing == [], (window.objectName(), missing)
        for w in accessible.controls(window):
            if isinstance(w, QLabel):  # a selectable text: read as it is, not a name
                continue
            text = accessible.label_of(w) or accessible.accessible_name(w)
            if isinstance(w, QComboBox) and not accessible.label_of(w):
                text = w.accessibleDescription()
            if text != window.windowTitle():  # (the title is the window's, not a name)
                said.append(text)
    return said


def _menus_said(win: MainWindow) -> list[tuple[str, str]]:
    """(where, text) of every menu and menu entry of the menu bar."""
    out = []
    entries = list(win.menuBar().actions())
    while entries:
        act = entries.pop(0)
        if act.isSeparator():
            continue
        out.append((act.objectName(), act.text().replace("&", "").strip()))
        menu = act.menu()
        if isinstance(menu, QMenu):
            entries.extend(menu.actions())
    return out


def _check(win: MainWindow, window: QWidget, qtbot: QtBot) -> None:
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=WAIT)
    _settle()
    english: list[str] = []
    for lang in LANGUAGES:
        _choose(win, lang)
        said = _said(window)
        assert all(s.strip() for s in said), (lang, said)
        assert stale_texts(said, lang) == [], (window.objectName(), lang)
        if window is win:
            menus = _menus_said(win)
            assert [m for m in menus if not m[1]] == [], lang
            # (the program's name is the same in every language)
            texts = [m[1].replace("Hearts Desktop", "") for m in menus]
            assert stale_texts(texts, lang) == [], lang
        if lang == "en":
            english = said
    assert english, window.objectName()


def _new_game(win: MainWindow) -> QWidget:
    win.new_action.trigger()  # type: ignore[attr-defined]
    return win.dialogs.open_dialogs["new_game"]


def _dialog(kind: str, action: str) -> Callable[[MainWindow], QWidget]:
    def open_it(win: MainWindow) -> QWidget:
        getattr(win, action).trigger()
        return win.dialogs.open_dialogs[kind]
    return open_it


def _score_sheet(win: MainWindow) -> QWidget:
    win.score_action.trigger()  # type: ignore[attr-defined]
    return win.play.score_sheet  # type: ignore[return-value]


def _history(win: MainWindow) -> QWidget:
    win.history_ui.history_action.trigger()
    return win.history_ui.history_window  # type: ignore[return-value]


def _statistics(win: MainWindow) -> QWidget:
    win.history_ui.statistics_action.trigger()
    return win.history_ui.statistics_window  # type: ignore[return-value]


def _replay(win: MainWindow) -> QWidget:
    from tests.history.helpers import game_match

    match_id = win.persistence.db.add_match(game_match("hearts", "classic", 5, deals=1)[0],
                                            status="abandoned")
    history = _history(win)
    history.refresh()  # type: ignore[attr-defined]
    assert history.select_match(match_id)  # type: ignore[attr-defined]
    history.replay_button.click()  # type: ignore[attr-defined]
    return history.replays[-1]  # type: ignore[attr-defined,no-any-return]


def _review(win: MainWindow) -> QWidget:
    """The coach's window, from the replay viewer's "Review this hand" (issue 31)."""
    viewer: Any = _replay(win)
    viewer.review_worlds = 4
    viewer.review_action.trigger()
    dialog = viewer.review_dialog
    QApplication.processEvents()
    return dialog  # type: ignore[no-any-return]


def _play_from_here(win: MainWindow) -> QWidget:
    """The replay viewer's Play from here (its P key): the dialog of the branch's seats."""
    viewer: Any = _replay(win)
    viewer.next_trick()
    viewer.branch_action.trigger()
    return viewer.branch_dialog  # type: ignore[no-any-return]


def _host(win: MainWindow) -> QWidget:
    win.network_ui.host_action.trigger()
    return win.network_ui.dialog  # type: ignore[no-any-return]


def _join(win: MainWindow) -> QWidget:
    win.network_ui.join_action.trigger()
    return win.network_ui.dialog  # type: ignore[no-any-return]


def _quick(win: MainWindow) -> QWidget:
    win.network_ui.quick_action.trigger()
    return win.network_ui.dialog  # type: ignore[no-any-return]


def _question(win: MainWindow) -> QWidget:
    """New game while a match is on: the question what becomes of it."""
    from hearts_desktop.ui.dialogs.new_game_question import NewGameQuestion, Stake

    return _shown(NewGameQuestion(Stake.LOCAL, win), win)


def _shown(dialog: QWidget, win: MainWindow) -> QWidget:
    if dialog.parentWidget() is None:
        dialog.setParent(win, dialog.windowFlags())
    dialog.show()
    return dialog


def _game_over(win: MainWindow) -> QWidget:
    from hearts_desktop.ui.dialogs.game_over import GameOverDialog

    over = GameOverDialog()
    over.set_result(["Ann", "Ben", "Cat", "You"], [40, 55, 101, 30], [2, 3, 4, 1], [3],
                    human=3, assisted=False)
    return _shown(over, win)


def _pass_choice(win: MainWindow) -> QWidget:
    from hearts_desktop.ui.games.hearts.choices import PassChoiceDialog

    return _shown(PassChoiceDialog([((1, 3),), ((1, 1), (2, 1), (3, 1)), ()], 4), win)


def _moon_choice(win: MainWindow) -> QWidget:
    from hearts_desktop.ui.games.hearts.choices import MoonChoiceDialog

    return _shown(MoonChoiceDialog(["others", "self"]), win)


def _keyboard(win: MainWindow) -> QWidget:
    win.keyboard_action.trigger()  # type: ignore[attr-defined]
    return win.dialogs.open_dialogs["keyboard"]


WINDOWS: dict[str, Callable[[MainWindow], QWidget]] = {
    "table": lambda win: win,
    "new_game": _new_game,
    "options": _dialog("options", "options_action"),
    "rules": _dialog("rules", "rules_action"),
    "about": _dialog("about", "about_action"),
    "score_sheet": _score_sheet,
    "history": _history,
    "statistics": _statistics,
    "replay": _replay,
    "review": _review,
    "play_from_here": _play_from_here,
    "host": _host,
    "join": _join,
    "quick_match": _quick,
    "new_game_question": _question,
    "game_over": _game_over,
    "pass_choice": _pass_choice,
    "moon_choice": _moon_choice,
    "keyboard": _keyboard,
}


@pytest.mark.parametrize("kind", list(WINDOWS))
def test_every_control_is_named_in_every_language(
        qtbot: QtBot, open_window: Callable[..., MainWindow], kind: str) -> None:
    i18n.apply_language("en")
    win = open_window()
    win.start_game(seed=3)
    qtbot.waitUntil(lambda: win.controller.state is not None, timeout=WAIT)
    window = WINDOWS[kind](win)
    assert window is not None and window.isVisible(), kind
    try:
        _check(win, window, qtbot)
    finally:
        i18n.apply_language("en")
        if window is not win:
            window.close()
            _settle()


@pytest.mark.parametrize("game", ["pinochle", "ombre"])
def test_every_games_new_game_form_is_named(
        qtbot: QtBot, open_window: Callable[..., MainWindow], game: str) -> None:
    """The New game dialog switched to another game (its own rules form)."""
    i18n.apply_language("en")
    win = open_window()
    dialog = _new_game(win)
    combo = dialog.game_combo  # type: ignore[attr-defined]
    combo.setCurrentIndex(combo.findData(game))
    _settle()
    try:
        _check(win, dialog, qtbot)
    finally:
        i18n.apply_language("en")
        dialog.close()
        _settle()


def test_a_derived_name_follows_the_label(qtbot: QtBot) -> None:
    """The mechanism: a field after a label reads the label; one under grid headers its
    row and column; one with only a placeholder that; a new label text is read at once."""
    from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLabel, QLineEdit, QVBoxLayout

    root = QWidget()
    qtbot.addWidget(root)
    outer = QVBoxLayout(root)
    row = QHBoxLayout()
    label = QLabel("Seed:", root)
    seed = QLineEdit(root)
    row.addWidget(label)
    row.addWidget(seed)
    outer.addLayout(row)
    grid_holder = QWidget(root)
    grid = QGridLayout(grid_holder)
    for col, text in enumerate(("Seat", "Name")):
        grid.addWidget(QLabel(text, grid_holder), 0, col)
    grid.addWidget(QLabel("2", grid_holder), 1, 0)
    name = QLineEdit(grid_holder)
    grid.addWidget(name, 1, 1)
    outer.addWidget(grid_holder)
    search = QLineEdit(root)
    search.setPlaceholderText("Search")
    outer.addWidget(search)
    bare = QLineEdit(root)
    outer.addWidget(bare)
    root.setWindowTitle("Window")
    root.show()
    assert bare in accessible.unnamed_controls(root)
    accessible.name_controls(root)
    assert accessible.label_of(seed) == "Seed:"
    assert accessible.accessible_name(name) == "Seat 2, Name"
    assert accessible.accessible_name(search) == "Search"
    assert accessible.accessible_name(bare) == "Window"  # nothing beside it: the window's
    assert accessible.unnamed_controls(root) == []
    label.setText("Deal:")
    assert accessible.label_of(seed) == "Deal:"


def _tab_chain(window: QWidget) -> list[QWidget]:
    """The controls Tab visits from the first, in order, once round."""
    shown = set(map(id, accessible.controls(window)))
    chain: list[QWidget] = []
    w = window.nextInFocusChain()
    for _ in range(5000):
        if w is window:
            break
        proxy = w
        while proxy.focusProxy() is not None:
            proxy = proxy.focusProxy()
        if id(proxy) in shown and proxy not in chain:
            chain.append(proxy)
        w = w.nextInFocusChain()
    return chain


def _form_rows(window: QWidget) -> list[list[QWidget]]:
    """The fields of each form layout of ``window``, row by row."""
    from PySide6.QtWidgets import QFormLayout

    out = []
    for holder in [window, *window.findChildren(QWidget)]:
        form = holder.layout()
        if not isinstance(form, QFormLayout) or not holder.isVisibleTo(window):
            continue
        fields = []
        for row in range(form.rowCount()):
            item = form.itemAt(row, QFormLayout.ItemRole.FieldRole)
            w = item.widget() if item is not None else None
            while w is not None and w.focusProxy() is not None:
                w = w.focusProxy()
            if w is not None and w.isVisibleTo(window) and accessible.focusable(w):
                fields.append(w)
        if len(fields) > 1:
            out.append(fields)
    return out


@pytest.mark.parametrize("kind", ["new_game", "options", "host", "join", "history"])
def test_tab_reaches_every_control_in_the_order_of_reading(
        qtbot: QtBot, open_window: Callable[..., MainWindow], kind: str) -> None:
    """Tab goes to every control the window shows, and down each form row by row."""
    i18n.apply_language("en")
    win = open_window()
    window = WINDOWS[kind](win)
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=WAIT)
    try:
        for _page in _pages(window):
            chain = _tab_chain(window)
            missing = [f"{type(w).__name__} {w.objectName()!r}"
                       for w in accessible.controls(window) if w not in chain]
            assert missing == [], missing
            for fields in _form_rows(window):
                order = [chain.index(w) for w in fields]
                assert order == sorted(order), [accessible.spoken(w) for w in fields]
    finally:
        window.close()
        _settle()



def test_help_keyboard_lists_every_menu_shortcut_and_the_table_keys(
        qtbot: QtBot, open_window: Callable[..., MainWindow]) -> None:
    """Help > Keyboard: each menu entry with a shortcut, with its keys as the menu shows
    them, and the keys of the table (Ctrl+T, the arrows, Space)."""
    from PySide6.QtGui import QKeySequence

    i18n.apply_language("en")
    win = open_window()
    dialog = _keyboard(win)
    qtbot.waitExposed(dialog)
    table = dialog.table  # type: ignore[attr-defined]
    listed = {table.item(r, 0).text(): table.item(r, 1).text()
              for r in range(table.rowCount())}
    entries = [act for act in win.findChildren(type(win.new_action))  # type: ignore[attr-defined]
               if act.shortcuts() and act.text()]
    assert len(entries) >= 10
    for act in entries:
        keys = act.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
        assert any(keys in v for v in listed.values()), (act.text(), keys)
    assert any("Table as text" in k and "Ctrl+T" in v for k, v in listed.items())
    assert any(k.startswith("On the table") and "Left" in v for k, v in listed.items())
    dialog.close()
