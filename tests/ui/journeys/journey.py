"""A player's journey through the whole program, by input events only (issue 28, item 17).

The helpers find widgets by object name (or the table's items through the scene), and act
only as a person does: ``QTest.mouseClick`` on a widget or on a point of the table's
viewport (a card, a choice panel's button, the action button), ``QTest.keyClick`` and
``QTest.keyClicks``, and the menus' actions found through the menu bar and triggered
(``QAction.trigger()``, what a click on the menu entry does). Nothing calls a slot of the
program, and no engine decides for the player: what the human does is read from what the
table shows (the first card it marks as playable, the choice panel's buttons, the cards a
choice lets be chosen)."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any

import pytest
import shiboken6
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QLineEdit,
    QSpinBox,
    QTableWidget,
    QTabWidget,
    QToolBar,
    QWidget,
)
from pytestqt.qtbot import QtBot

from hearts_desktop import i18n
from hearts_desktop.core.cards import Card
from hearts_desktop.ui.main_window import MainWindow
from hearts_desktop.ui.settings import Settings
from hearts_desktop.ui.table.card_item import CardItem
from hearts_desktop.ui.table.panels import Choice

WAIT = 30_000
"""Milliseconds any one step may take on a loaded machine before the test fails."""

ChoicePolicy = Callable[[Sequence[Choice]], Any]
"""Which of a choice panel's enabled buttons the player clicks (its key)."""
SelectPolicy = Callable[[list[CardItem], int, int], list[CardItem]]
"""Which cards the player chooses (of the hand's items, ``count`` at most, ``low`` at least)."""


# ---------------------------------------------------------------------------- the program
class Program:
    """Starts the program's window as ``python -m hearts_desktop`` does (speed instant, a
    temporary data folder: the settings' folder), any number of times on the same data."""

    def __init__(self, qtbot: QtBot, settings: Settings) -> None:
        self.qtbot = qtbot
        self.settings = settings
        self.windows: list[MainWindow] = []

    def start(self) -> MainWindow:
        win = MainWindow(self.settings, speed="instant")
        self.qtbot.addWidget(win)
        win.resize(1280, 800)
        win.start_game(None, None, after_first_paint=True)
        win.show()
        self.qtbot.waitExposed(win)
        self.qtbot.waitUntil(lambda: win.table_built and win.controller.state is not None,
                             timeout=WAIT)
        win.activateWindow()
        self.windows.append(win)
        return win

    def close(self) -> None:
        """After the test (passed or not): the windows a window opened (history, replay)
        close, then the window: nothing outlives its data folder."""
        for win in self.windows:
            for top in QApplication.topLevelWidgets():
                if top is not win and top.isVisible() and top.parent() is win:
                    top.close()
            if win.isVisible():
                win.close()
            if win.table_built:
                win.controller.shutdown()
        i18n.apply_language("en")  # a journey that failed in German leaves no German


@pytest.fixture
def program(qtbot: QtBot, settings: Settings, tmp_path: Path) -> Iterator[Program]:
    assert Path(settings.file_name()).parent == tmp_path  # the data folder is temporary
    p = Program(qtbot, settings)
    yield p
    p.close()


def settle() -> None:
    for _ in range(3):
        QApplication.processEvents()


# ---------------------------------------------------------------------------- widgets
def child(parent: QWidget, cls: type, name: str) -> Any:
    """The visible widget of ``cls`` named ``name`` under ``parent``."""
    found: list[Any] = [w for w in parent.findChildren(cls, name) if w.isVisibleTo(parent.window())]
    assert found, f"no visible {cls.__name__} {name!r} in {parent.objectName()!r}"
    return found[0]


def click(widget: QWidget) -> None:
    """A left click in the middle of ``widget``, as the mouse makes it."""
    assert widget.isVisible() and widget.isEnabled(), widget.objectName() or widget
    QTest.mouseClick(widget, Qt.MouseButton.LeftButton, pos=widget.rect().center())
    settle()


def type_into(edit: QLineEdit | QSpinBox, text: str) -> None:
    """Select what the field holds and type ``text`` over it, key by key."""
    edit.setFocus()
    QTest.keyClick(edit, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    QTest.keyClick(edit, Qt.Key.Key_Delete)
    QTest.keyClicks(edit, text)
    settle()


def menu_action(win: MainWindow, name: str) -> QAction:
    """The action named ``name`` in one of the menu bar's menus (as a person finds it)."""
    for top in win.menuBar().actions():
        menu = top.menu()
        if menu is None:
            continue
        for act in menu.actions():  # type: ignore[attr-defined]
            if act.objectName() == name:
                found: QAction = act
                return found
    raise AssertionError(f"no menu of the menu bar holds {name!r}")


def menu_titles(win: MainWindow) -> list[str]:
    return [a.text() for a in win.menuBar().actions()]


def choose_menu(win: MainWindow, name: str) -> None:
    """Click the menu entry ``name`` (its action's ``trigger``, what the click does)."""
    act = menu_action(win, name)
    assert act.isEnabled(), f"{name} is greyed"
    act.trigger()
    settle()


def press(widget: QWidget, key: Qt.Key,
          modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    QTest.keyClick(widget, key, modifier)
    settle()


# ---------------------------------------------------------------------------- new game
def new_game(win: MainWindow, qtbot: QtBot, game: str, *, seed: int,
             numbers: dict[str, int], preset: str | None = None,
             answer: str = "start_new_game_button") -> bool:
    """Game > New game…, ``game`` chosen in the picker with the arrow keys (and its
    ``preset``), the deal number and the spin boxes named in ``numbers`` typed, "Start
    game" clicked; the question a match on the table raises answered "Start new game"
    (``answer``: the object name of the button clicked); then waits for the match. True if
    the question was asked (then "Keep playing" returns at once: the match goes on)."""
    choose_menu(win, "action_new_game")
    qtbot.waitUntil(lambda: "new_game" in win.dialogs.open_dialogs, timeout=WAIT)
    dialog = win.dialogs.open_dialogs["new_game"]
    qtbot.waitUntil(dialog.isVisible, timeout=WAIT)
    combo = child(dialog, QComboBox, "game_combo")
    target = combo.findData(game)
    assert target >= 0, game
    combo.setFocus()
    while combo.currentIndex() != target:
        press(combo, Qt.Key.Key_Down if combo.currentIndex() < target else Qt.Key.Key_Up)
    qtbot.waitUntil(lambda: game == dialog.form.GAME, timeout=WAIT)  # type: ignore[attr-defined]
    form = dialog.form  # type: ignore[attr-defined]
    assert isinstance(form, QTabWidget) and form.currentIndex() == 0  # the Game tab
    if preset is not None:
        choose_combo(child(form, QComboBox, "preset_combo"), preset)
    type_into(child(form, QLineEdit, "seed_edit"), str(seed))
    for name, value in numbers.items():
        spin = child(form, QSpinBox, name)
        type_into(spin, str(value))
        assert spin.value() == value, (name, spin.text())
    ok = dialog.ok_button()  # type: ignore[attr-defined]
    assert ok.isEnabled(), dialog.error_text()  # type: ignore[attr-defined]
    click(ok)
    box = win.dialogs.open_dialogs.get("new_game_question")
    if box is not None:
        click(child(box, QAbstractButton, answer))
        qtbot.waitUntil(lambda: gone(box), timeout=WAIT)
        if answer == "keep_playing_button":
            return True
    c = win.controller
    qtbot.waitUntil(lambda: c.state is not None and c.game.name == game
                    and c.state.seed == seed, timeout=WAIT)
    return box is not None


def choose_combo(combo: QComboBox, data: Any) -> None:
    target = combo.findData(data)
    assert target >= 0, data
    combo.setFocus()
    while combo.currentIndex() != target:
        press(combo, Qt.Key.Key_Down if combo.currentIndex() < target else Qt.Key.Key_Up)


# ---------------------------------------------------------------------------- the table
def click_scene(win: MainWindow, point: QPointF) -> None:
    view = win.view
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(point))
    settle()


def click_card(win: MainWindow, item: CardItem) -> None:
    """Click the corner of a card that shows in the fanned hand."""
    w = item.width
    h = win.pixmaps.height_for(w)
    click_scene(win, item.mapToScene(QPointF(-w / 2 + w * 0.18, -h / 2 + h * 0.3)))


def hand(win: MainWindow) -> list[Card]:
    """The cards the table shows in the player's hand."""
    return [it.card for it in win.scene.human_items() if it.card is not None]


def first_choice(choices: Sequence[Choice]) -> Any:
    return choices[0].key


def most_held_suit(win: MainWindow, choices: Sequence[Choice]) -> Any:
    """Of the choices naming a suit (``key.suit``), the one of the suit the table shows
    most cards of in the player's hand (a person's choice of trump)."""
    held = hand(win)
    suited = [ch.key for ch in choices if hasattr(ch.key, "suit")]
    assert suited, choices
    return max(suited, key=lambda k: sum(1 for card in held if card.suit == k.suit))


def first_cards(items: list[CardItem], count: int, low: int) -> list[CardItem]:
    return [it for it in items if it.playable][:count]


class Player:
    """Makes the human's decisions by clicks on what the table shows (module docstring);
    ``decisions`` counts them by kind ("choice", "select", "play", "go on")."""

    def __init__(self, win: MainWindow, qtbot: QtBot, *,
                 choose: ChoicePolicy = first_choice,
                 select: SelectPolicy = first_cards) -> None:
        self.win = win
        self.qtbot = qtbot
        self.choose = choose
        self.select = select
        self.decisions: dict[str, int] = {}
        self.titles: list[str] = []
        """The titles of the choice panels answered (what was decided, in its words)."""

    def ready(self) -> bool:
        win, c = self.win, self.win.controller
        return c.is_over or win.animator.waiting or (
            c.awaiting_human and c.table_idle and not win.animator.busy)

    def wait(self) -> None:
        self.qtbot.waitUntil(self.ready, timeout=WAIT)

    def _count(self, kind: str) -> None:
        self.decisions[kind] = self.decisions.get(kind, 0) + 1

    def act(self) -> str:
        """Wait for the table to ask, then make one decision there; what kind it was."""
        self.wait()
        win, c = self.win, self.win.controller
        if c.is_over:
            return "over"
        sc = win.scene
        before = len(c.state.actions) if c.state is not None else 0
        if win.animator.waiting:  # the melds laid out: read, then Space goes on
            press(win.view, Qt.Key.Key_Space)
            kind = "go on"
        elif sc.overlays.choices_shown:
            panel = sc.overlays.panel
            enabled = [ch for ch in panel.content.choices if ch.enabled]
            assert enabled, panel.content
            self.titles.append(panel.content.title)
            key = self.choose(enabled)
            rect = panel.button_rect(key)
            assert rect is not None, f"the panel shows no button for {key!r}"
            click_scene(win, rect.center())
            kind = "choice"
        elif sc.mode == "select":
            count = sc.select_count
            low = count if sc.select_min is None else sc.select_min
            for item in self.select(sc.human_items(), count, low):
                click_card(win, item)
            button = sc.action_button
            assert button.isVisible() and button.enabled, "the action button is off"
            click_scene(win, button.mapToScene(button.boundingRect().center()))
            kind = "select"
        elif sc.mode == "play":
            playable = [it for it in sc.human_items() if it.playable]
            assert playable, "the table marks no card playable"
            click_card(win, playable[0])
            kind = "play"
        else:
            raise AssertionError(f"the table asks nothing it can be told (mode {sc.mode!r})")
        self._count(kind)
        if kind != "go on":  # the click was taken: the match moved on
            self.qtbot.waitUntil(
                lambda: c.state is None or len(c.state.actions) > before or c.is_over,
                timeout=WAIT)
        return kind

    def play_until(self, done: Callable[[], bool], ceiling: int = 600) -> None:
        for _ in range(ceiling):
            if done():
                return
            self.act()
        raise AssertionError("the match did not get there")

    def finish(self) -> None:
        c = self.win.controller
        self.play_until(lambda: c.is_over)
        self.qtbot.waitUntil(lambda: c.table_idle, timeout=WAIT)


# ---------------------------------------------------------------------------- moments
def switch_language(win: MainWindow, code: str) -> None:
    """Language > (the language), through the menu bar."""
    choose_menu(win, f"action_language_{code}")


def visible_texts(win: MainWindow) -> dict[str, str]:
    """What the window says now in words: its menus, the status bar's deal, the status
    line, the table's corner (its title and line) and the player's name on the table."""
    sc = win.scene
    _lit, title, line = sc.director.status()
    texts = {"menus": " | ".join(menu_titles(win)),
             "deal": win.hand_label.text(),  # type: ignore[attr-defined]
             "message": win.current_message(), "corner": f"{title} | {line}",
             "name": sc.names[win.controller.human_seat]}
    if sc.contract.isVisible():  # the contract panel (Pinochle, Ombre)
        texts["contract"] = f"{sc.contract.title} | {sc.contract.detail}"
    return texts


def switch_language_mid_deal(win: MainWindow, player: Player, *,
                             same: Sequence[str] = ()) -> None:
    """Language > Deutsch in the middle of a deal: every text of ``visible_texts`` is said
    in German at once (the menus, "Runde" for the deal; ``same``: texts the two languages
    write alike), the deal goes on with a decision made in German, and Language > English
    brings back the English texts."""
    c = win.controller
    english = visible_texts(win)
    assert c.state is not None
    deals_before = len(c.state.history)
    switch_language(win, "de")
    german = visible_texts(win)
    assert german["menus"].startswith("&Spiel") and "&Hilfe" in german["menus"], german
    assert german["deal"].startswith("Runde "), german
    said = {k for k in english if english[k] and k not in same}
    assert german.keys() == english.keys() and {"menus", "deal", "corner", "name"} <= said
    unchanged = {k for k in said if german[k] == english[k]}
    assert not unchanged, (unchanged, english, german)
    player.act()  # the deal goes on
    player.wait()
    assert not c.is_over and len(c.state.history) == deals_before
    switch_language(win, "en")
    back = visible_texts(win)
    for key in ("menus", "name", "deal"):
        assert back[key] == english[key], (key, back, english)


def open_rules(win: MainWindow, qtbot: QtBot) -> QDialog:
    """Help > Rules: the open rules dialog."""
    choose_menu(win, "action_rules")
    qtbot.waitUntil(lambda: "rules" in win.dialogs.open_dialogs, timeout=WAIT)
    dialog = win.dialogs.open_dialogs["rules"]
    qtbot.waitUntil(dialog.isVisible, timeout=WAIT)
    return dialog


def gone(widget: QWidget) -> bool:
    """``widget`` was closed (hidden, or deleted as it closed)."""
    return not shiboken6.isValid(widget) or not widget.isVisible()


def close_with_escape(dialog: QWidget, qtbot: QtBot) -> None:
    press(dialog, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: gone(dialog), timeout=WAIT)


def open_score_sheet(win: MainWindow, qtbot: QtBot) -> QDialog:
    """F3 (Game > Score sheet's shortcut) on the table."""
    win.activateWindow()
    qtbot.waitUntil(win.isActiveWindow, timeout=WAIT)
    press(win.view, Qt.Key.Key_F3)
    qtbot.waitUntil(lambda: win.score_sheet is not None and win.score_sheet.isVisible(),
                    timeout=WAIT)
    return win.score_sheet  # type: ignore[no-any-return]


def check_rules(win: MainWindow, qtbot: QtBot, game_name: str) -> None:
    """Help > Rules: the rules of the game being played, their title naming it
    (``game_name``) and following a language switch; Escape closes them."""
    rules = open_rules(win, qtbot)
    english = rules.windowTitle()
    assert game_name in english and "{" not in english and "%" not in english, english
    switch_language(win, "de")
    assert rules.windowTitle() != english and rules.windowTitle().startswith("Regeln")
    switch_language(win, "en")
    assert rules.windowTitle() == english
    close_with_escape(rules, qtbot)


def check_score_sheet(win: MainWindow, qtbot: QtBot) -> None:
    """F3: the score sheet, with the players' names, following a language switch while it
    is open (the player's own name too); Escape closes it."""
    sheet = open_score_sheet(win, qtbot)
    english = sheet_text(sheet)
    c = win.controller
    assert all(name in english for name in c.names), (c.names, english)
    switch_language(win, "de")
    german = sheet_text(sheet)
    assert german != english and c.names[c.human_seat] in german, german
    assert c.names[c.human_seat] not in english, english  # "Du", not "You"
    switch_language(win, "en")
    assert sheet_text(sheet) == english
    close_with_escape(sheet, qtbot)


def quit_program(win: MainWindow, qtbot: QtBot) -> None:
    """Game > Quit."""
    choose_menu(win, "action_quit")
    qtbot.waitUntil(lambda: not win.isVisible(), timeout=WAIT)


def quit_and_resume(program: Program, player: Player, game: str,
                    player_class: type[Player] = Player) -> tuple[MainWindow, Player, Any]:
    """``player`` plays one more card, then Game > Quit mid-deal and the program started
    again on the same data folder: the same state goes on, the hand shows the same cards.
    Returns the new window, a player of ``player_class`` at it, and the state at the quit."""
    win, qtbot = player.win, player.qtbot
    assert player.act() == "play"
    player.wait()
    held, state = hand(win), win.controller.state
    quit_program(win, qtbot)
    again: MainWindow = program.start()
    assert again.controller.game.name == game and again.controller.state == state
    player = player_class(again, qtbot)
    player.wait()
    assert hand(again) == held
    return again, player, state


def open_history(win: MainWindow, qtbot: QtBot) -> Any:
    """History > History…: the history window, once shown."""
    choose_menu(win, "action_history")
    history = next((w for w in QApplication.topLevelWidgets()
                    if w.objectName() == "history_window" and w.isVisible()), None)
    assert history is not None, "the history window did not open"
    qtbot.waitExposed(history)
    return history


def open_replay(history: Any, qtbot: QtBot, game: str) -> Any:
    """Click the history table's row of the finished match of ``game`` (the one row the
    table shows so), then Replay: the replay window."""
    table = child(history, QWidget, "history_table")
    model = table.model()
    rows = [r for r in range(model.rowCount())
            if (s := model.summary(r)) is not None and s.game == game
            and s.status == "finished"]
    assert len(rows) == 1, [model.summary(r) for r in range(model.rowCount())]
    index = model.index(rows[0], 0)
    table.scrollTo(index)
    QTest.mouseClick(table.viewport(), Qt.MouseButton.LeftButton,
                     pos=table.visualRect(index).center())
    settle()
    assert history.selected_summary().status == "finished"
    click(child(history, QAbstractButton, "replay_button"))
    viewer = next((w for w in QApplication.topLevelWidgets()
                   if w.objectName() == "replay_window" and w.isVisible()), None)
    assert viewer is not None, "the replay did not open"
    qtbot.waitExposed(viewer)
    return viewer


def activate(win: QWidget, qtbot: QtBot) -> None:
    """Bring ``win`` to the front (its shortcuts answer the keys)."""
    win.raise_()
    win.activateWindow()
    qtbot.waitUntil(win.isActiveWindow, timeout=WAIT)


def end_of_match(win: MainWindow, qtbot: QtBot, button: str = "close") -> None:
    """The game-over dialog that ends the match, left by its Close button (``button``
    "close") or its History button ("history")."""
    qtbot.waitUntil(lambda: win.game_over is not None and win.game_over.isVisible(),
                    timeout=WAIT)
    dialog = win.game_over
    assert dialog is not None
    if button == "history":
        click(child(dialog, QAbstractButton, "history_button"))
    else:
        click(dialog.buttons.button(QDialogButtonBox.StandardButton.Close))
    qtbot.waitUntil(lambda: gone(dialog), timeout=WAIT)


def shown_window(name: str) -> Any:
    return next((w for w in QApplication.topLevelWidgets()
                 if w.objectName() == name and w.isVisible()), None)


def tool_button(window: QWidget, toolbar: str, action: str) -> QWidget:
    """The button of the toolbar ``toolbar`` that shows the action named ``action``."""
    bar = child(window, QToolBar, toolbar)
    act = next((a for a in bar.actions() if a.objectName() == action), None)
    assert act is not None, f"{toolbar} has no {action}"
    button = bar.widgetForAction(act)
    assert button is not None and button.isVisible(), action
    return button


def check_history_and_replay(win: MainWindow, qtbot: QtBot, game: str, final: Any, *,
                             via: str = "menu") -> None:
    """The history of the match that just ended and its replay, as a player opens them:
    the game-over dialog's Close then History > History… and a click on the match's row
    (``via`` "menu"), or the dialog's History button, which shows the match selected
    ("game over"); then Replay clicked. The replay is stepped with the keys (Right one
    action on, Ctrl+End to the end: the match's last state, Ctrl+Home back to the start)
    and its toolbar's buttons (next, previous); Escape closes the history and its replay,
    and Game > Quit the program."""
    if via == "menu":
        end_of_match(win, qtbot)
        history = open_history(win, qtbot)
        viewer = open_replay(history, qtbot, game)
    else:
        end_of_match(win, qtbot, "history")
        qtbot.waitUntil(lambda: shown_window("history_window") is not None, timeout=WAIT)
        history = shown_window("history_window")
        qtbot.waitExposed(history)
        selected = history.selected_summary()
        assert selected is not None and selected.game == game
        assert selected.status == "finished"
        click(child(history, QAbstractButton, "replay_button"))
        qtbot.waitUntil(lambda: shown_window("replay_window") is not None, timeout=WAIT)
        viewer = shown_window("replay_window")
        qtbot.waitExposed(viewer)
    activate(viewer, qtbot)
    assert viewer.index == 0
    first = viewer.frame.state
    for step in range(1, 4):
        press(viewer, Qt.Key.Key_Right)
        assert viewer.index == step
    assert viewer.frame.state != first
    click(tool_button(viewer, "replay_toolbar", "replay_next"))
    assert viewer.index == 4
    click(tool_button(viewer, "replay_toolbar", "replay_prev"))
    assert viewer.index == 3
    press(viewer, Qt.Key.Key_End, Qt.KeyboardModifier.ControlModifier)
    assert viewer.index == len(viewer.replay) - 1
    assert viewer.frame.state == final
    press(viewer, Qt.Key.Key_Home, Qt.KeyboardModifier.ControlModifier)
    assert viewer.index == 0 and viewer.frame.state == first
    # Escape in the history window closes it with its replays; Game > Quit ends the program
    activate(history, qtbot)
    press(history, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: gone(history) and gone(viewer), timeout=WAIT)
    quit_program(win, qtbot)


# ---------------------------------------------------------------------------- play from here
def open_replay_of(history: Any, qtbot: QtBot, match_id: int) -> Any:
    """Click the history table's row of ``match_id``, then Replay: the replay window."""
    table = child(history, QWidget, "history_table")
    model = table.model()
    row = model.row_of(match_id)
    assert row >= 0, match_id
    index = model.index(row, 0)
    table.scrollTo(index)
    QTest.mouseClick(table.viewport(), Qt.MouseButton.LeftButton,
                     pos=table.visualRect(index).center())
    settle()
    assert history.selected_id() == match_id
    before = set(map(id, history.replays))
    click(child(history, QAbstractButton, "replay_button"))
    viewer = next(w for w in history.replays if id(w) not in before)
    qtbot.waitExposed(viewer)
    activate(viewer, qtbot)
    return viewer


def step_to_a_trick(viewer: Any, tricks: int) -> None:
    """Page Down ``tricks`` times (one trick each), then Right once: a card of a trick."""
    for _ in range(tricks):
        press(viewer, Qt.Key.Key_PageDown)
    click(tool_button(viewer, "replay_toolbar", "replay_next"))


def play_from_here(win: MainWindow, viewer: Any, qtbot: QtBot, seat: int | None, *,
                   key: bool = False) -> tuple[Any, int]:
    """Play from here (the toolbar's button, or P), the seat chosen in the dialog (None:
    the one it offers), its Play from here clicked, the question of the match on the table
    answered "Start new game". Returns the dialog's players and the moves played from."""
    moves = viewer.frame.actions
    if key:
        press(viewer, Qt.Key.Key_P)
    else:
        click(tool_button(viewer, "replay_toolbar", "replay_play_from_here"))
    dialog = viewer.branch_dialog
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible, timeout=WAIT)
    if seat is not None:
        choose_combo(child(dialog, QComboBox, "seat_combo"), seat)
    players = dialog.result_players()
    click(child(dialog, QAbstractButton, "start_button"))
    qtbot.waitUntil(lambda: gone(dialog), timeout=WAIT)
    box = win.dialogs.open_dialogs.get("new_game_question")
    if box is not None:
        click(child(box, QAbstractButton, "start_new_game_button"))
        qtbot.waitUntil(lambda: gone(box), timeout=WAIT)
    c = win.controller
    qtbot.waitUntil(lambda: c.state is not None and len(c.state.actions) >= moves
                    and c.players == tuple(players), timeout=WAIT)
    return players, moves


def play_to_the_end_of_the_hand(win: MainWindow, qtbot: QtBot) -> Any:
    c = win.controller
    deal = c.game.moment(c.state)[0]
    Player(win, qtbot).play_until(lambda: c.is_over or c.game.moment(c.state)[0] > deal)
    qtbot.waitUntil(lambda: c.table_idle, timeout=WAIT)
    return c.state


def sheet_text(sheet: QWidget) -> str:
    """Every text a score sheet shows: its labels, its tables' headers and cells."""
    texts = [w.text() for w in sheet.findChildren(QLabel) if w.isVisible()]
    for table in sheet.findChildren(QTableWidget):
        for col in range(table.columnCount()):
            head = table.horizontalHeaderItem(col)
            texts.append(head.text() if head is not None else "")
            for row in range(table.rowCount()):
                cell = table.item(row, col)
                texts.append(cell.text() if cell is not None else "")
        for row in range(table.rowCount()):
            head = table.verticalHeaderItem(row)
            texts.append(head.text() if head is not None else "")
    return "\n".join(texts)


__all__ = [
    "WAIT",
    "Player",
    "Program",
    "activate",
    "check_history_and_replay",
    "check_rules",
    "check_score_sheet",
    "child",
    "choose_combo",
    "choose_menu",
    "click",
    "click_card",
    "click_scene",
    "close_with_escape",
    "end_of_match",
    "first_cards",
    "first_choice",
    "hand",
    "menu_action",
    "menu_titles",
    "most_held_suit",
    "new_game",
    "open_history",
    "open_replay",
    "open_replay_of",
    "open_rules",
    "open_score_sheet",
    "play_from_here",
    "play_to_the_end_of_the_hand",
    "press",
    "program",
    "quit_and_resume",
    "quit_program",
    "settle",
    "sheet_text",
    "shown_window",
    "step_to_a_trick",
    "switch_language",
    "switch_language_mid_deal",
    "tool_button",
    "type_into",
    "visible_texts",
]
