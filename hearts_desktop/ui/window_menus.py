"""The main window's actions, menus (Game, History, Language, Help) and status-bar labels.

The actions are the window's attributes (``window.new_action``, ``window.undo_action``, ...;
their object names are stable for tests and tools) and call the window's public slots
(:class:`MenuHost`), so this module needs no import of the window. Their texts are the main
window's (translation context "MainWindow").
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QLabel, QMainWindow, QMenu

from .language_menu import LanguageMenu
from .tr_context import MainWindow

if TYPE_CHECKING:
    from .history.menu import HistoryMenu
    from .settings import Settings



class MenuHost(Protocol):
    """The window the menus belong to."""

    settings: Settings

    def new_game_dialog(self) -> None: ...
    def restart_hand(self) -> None: ...
    def undo(self) -> None: ...
    def hint(self) -> None: ...
    def show_score_sheet(self) -> Any: ...
    def show_last_trick(self) -> None: ...
    def options_dialog(self) -> None: ...
    def toggle_full_screen(self) -> None: ...
    def rules_dialog(self) -> None: ...
    def about_dialog(self) -> None: ...
    def close(self) -> bool: ...


def key_list(*keys: QKeySequence.StandardKey | str) -> list[QKeySequence]:
    """The shortcuts of one action: every platform binding of a standard key and each
    key given as text, each once (a key listed twice makes Qt refuse it as "ambiguous":
    on X11 the standard Quit key is Ctrl+Q already)."""
    out: list[QKeySequence] = []
    seen: set[str] = set()
    for key in keys:
        seqs = ([QKeySequence(key)] if isinstance(key, str)
                else list(QKeySequence.keyBindings(key)))
        for seq in seqs:
            text = seq.toString(QKeySequence.SequenceFormat.PortableText)
            if text and text not in seen:
                seen.add(text)
                out.append(seq)
    return out


class WindowMenus:
    """Makes the window's actions and menus, and renames them on a language switch."""

    def __init__(self, window: QMainWindow, host: MenuHost, settings: Settings) -> None:
        self.window = window

        def action(shortcuts: list[QKeySequence.StandardKey | str], slot: Any,
                   name: str) -> QAction:
            act = QAction(window)
            act.setObjectName(name)
            act.setShortcuts(key_list(*shortcuts))
            act.triggered.connect(slot)
            window.addAction(act)
            return act

        std = QKeySequence.StandardKey
        w: Any = window
        w.new_action = action([std.New, "F2"],
                              lambda: host.new_game_dialog(), "action_new_game")
        w.play_code_action = action(["Ctrl+Shift+D"], lambda: w.dialogs.play_by_code(),
                                    "action_play_code")
        w.daily_action = action([], lambda: w.dialogs.deal_of_the_day(), "action_daily_deal")
        w.restart_action = action(["Ctrl+R"], lambda: host.restart_hand(),
                                  "action_restart_hand")
        w.undo_action = action([std.Undo], lambda: host.undo(), "action_undo")
        w.undo_action.setEnabled(False)
        w.hint_action = action(["H"], lambda: host.hint(), "action_hint")
        w.score_action = action(["F3"], lambda: host.show_score_sheet(),
                                "action_score_sheet")
        w.review_action = action(["F4"], lambda: w.play.review_last_hand(),
                                 "action_review_hand")
        w.review_action.setEnabled(False)  # until a hand the coach can review is over
        w.options_action = action([std.Preferences, "Ctrl+,"],
                                  lambda: host.options_dialog(), "action_options")
        w.fullscreen_action = action(["F11"], lambda: host.toggle_full_screen(),
                                     "action_full_screen")
        w.fullscreen_action.setCheckable(True)
        from ..sound import bind_sound_action  # a checkbox for settings.sound_enabled

        w.sound_action = action(["Ctrl+M"], lambda: None, "action_sound")
        bind_sound_action(w.sound_action, settings)
        w.last_trick_action = action(["L"], lambda: host.show_last_trick(),
                                     "action_last_trick")
        w.quit_action = action([std.Quit, "Ctrl+Q"], lambda: host.close(),
                               "action_quit")
        w.rules_action = action([std.HelpContents], lambda: host.rules_dialog(),
                                "action_rules")
        w.about_action = action([], lambda: host.about_dialog(), "action_about")

        from .net.play import NetworkPlay

        w.network_ui = NetworkPlay(window, w)
        """Network play: Game > Host / Join a network game, the network table (ui/net)."""
        bar = window.menuBar()
        w.game_menu = bar.addMenu("")
        for act in (w.new_action, w.play_code_action, w.daily_action, w.network_ui.online_menu,
                    w.restart_action, None, w.undo_action, w.hint_action,
                    w.last_trick_action, None, w.score_action, w.review_action, w.options_action,
                    w.sound_action, w.fullscreen_action, None, w.quit_action):
            if act is None:
                w.game_menu.addSeparator()
            elif isinstance(act, QMenu):
                w.game_menu.addMenu(act)
            else:
                w.game_menu.addAction(act)
        from .history.menu import HistoryMenu

        w.history_ui = HistoryMenu(w, bar)
        """The History menu: history, statistics and import windows (ui/history)."""
        w.language_menu = LanguageMenu(settings, window)
        bar.addMenu(w.language_menu)
        w.help_menu = bar.addMenu("")
        w.help_menu.addAction(w.rules_action)
        w.keyboard_action = action([], lambda: w.dialogs.keyboard(), "action_keyboard")
        w.help_menu.addAction(w.keyboard_action)
        w.help_menu.addAction(w.about_action)
        from . import accessible
        from .window_reader import ReaderDock

        accessible.install(window)  # every window's controls named (issue 33)
        w.reader_ui = ReaderDock(window, settings)
        """The table as text (a dock), the announcements (``window_reader``)."""
        w.game_menu.insertAction(w.fullscreen_action, w.reader_ui.action)

        sb = window.statusBar()
        w.hand_label = QLabel(window)
        w.rules_label = QLabel(window)
        w.assisted_label = QLabel(window)
        w.assisted_label.setVisible(False)
        sb.addPermanentWidget(w.assisted_label)
        sb.addPermanentWidget(w.hand_label)
        sb.addPermanentWidget(w.rules_label)

    def retranslate(self) -> None:
        w: Any = self.window
        w.game_menu.setTitle(MainWindow.tr("&Game"))
        w.help_menu.setTitle(MainWindow.tr("&Help"))
        w.new_action.setText(MainWindow.tr("&New game…"))
        w.play_code_action.setText(MainWindow.tr("Play a deal by &code…"))
        w.daily_action.setText(MainWindow.tr("Deal of the &day"))
        w.daily_action.setToolTip(MainWindow.tr("Today's deal of this game: the same cards "
                                                "for every player today, against the "
                                                "strongest CPU players"))
        w.restart_action.setText(MainWindow.tr("&Restart this hand"))
        w.undo_action.setText(MainWindow.tr("&Undo your last card"))
        w.hint_action.setText(MainWindow.tr("&Hint"))
        w.last_trick_action.setText(MainWindow.tr("Show the &last trick"))
        w.score_action.setText(MainWindow.tr("&Score sheet"))
        w.review_action.setText(MainWindow.tr("Re&view the last hand"))
        w.options_action.setText(MainWindow.tr("&Options…"))
        w.sound_action.setText(MainWindow.tr("Soun&d"))
        w.fullscreen_action.setText(MainWindow.tr("&Full screen"))
        w.quit_action.setText(MainWindow.tr("&Quit"))
        w.rules_action.setText(MainWindow.tr("&Rules"))
        w.about_action.setText(MainWindow.tr("&About Hearts Desktop"))
        w.keyboard_action.setText(MainWindow.tr("&Keyboard"))
        history: HistoryMenu = w.history_ui
        history.retranslate_ui()
        w.network_ui.retranslate()
        w.reader_ui.retranslate()

    def update_status(self, controller: Any, presentation: Any, shown: int | None,
                      rules_name: str, kept: Any) -> None:
        """The status bar's labels: the deal the table shows (``shown``, in the game's
        word), the rules (with "Deal of the day" or "Played on from a replay" when the match
        is one, ``kept``: the window's ``Persistence``) and the "Assisted" mark, which
        explains itself in its tooltip."""
        from .history.model import assisted_text

        c, p = controller, presentation
        st = c.state if c.state is not None else c.view  # a network table: the seat's view
        rules_title = (p.rules_label(c.rules) if c.rules is not None and p.name == c.game.name
                       else p.rules_title(rules_name) if rules_name else "")
        mark = ""
        if kept is not None and not c.remote and kept.daily is not None:
            mark = MainWindow.tr("Deal of the day")
        elif kept is not None and not c.remote and kept.branch is not None:
            mark = MainWindow.tr("Played on from a replay")
        if mark:
            rules_title = f"{rules_title} · {mark}"
        deal_text = p.deal_status(st, shown)
        w: Any = self.window
        w.hand_label.setText(deal_text)
        w.rules_label.setText(rules_title)
        w.assisted_label.setText(MainWindow.tr("Assisted"))
        w.assisted_label.setToolTip(assisted_text())
        w.assisted_label.setVisible(controller.assisted)
        self.update_actions(controller)

    def update_actions(self, controller: Any) -> None:
        """Restart this hand and Hint are offered only while the match goes on (a hint
        at a network table too)."""
        c = controller
        w: Any = self.window
        w.restart_action.setEnabled(c.can_restart_hand)
        w.hint_action.setEnabled((c.state is not None or c.remote) and not c.is_over)


__all__ = ["MenuHost", "WindowMenus", "key_list"]
