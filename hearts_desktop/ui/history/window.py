"""The history window: past matches in a sortable, filterable list, and the selected match
in detail (per-hand scores and a chart of the running totals) with Replay, Play this deal
again, Export and Delete.

The list is a lazily loaded model (``model.MatchListModel``): opening the window reads one
page of rows, however many matches are stored.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QItemSelection, QModelIndex, Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent, QKeyEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ..games.game_history import history_of
from .detail import MatchDetail
from .model import (
    SUMMARY_ROLE,
    MatchListModel,
    assisted_text,
    local_time_text,
    marks_legend,
    status_text,
)

if TYPE_CHECKING:
    from ...history import HistoryDB, MatchSummary, SavedMatch
    from ..table.card_pixmaps import CardPixmaps
    from .replay import ReplayWindow


def show_message(parent: QWidget, title: str, text: str, *,
                 icon: QMessageBox.Icon = QMessageBox.Icon.Warning) -> QMessageBox:
    """A message box shown without blocking (window-modal); returned for tests."""
    box = QMessageBox(icon, title, text, QMessageBox.StandardButton.Ok, parent)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.open()
    return box


class HistoryWindow(QMainWindow):
    """Past matches. ``persistence`` (optional) is the window's ``ui.persistence`` object:
    its ``history_changed`` refreshes the list."""

    play_again_requested = Signal(object)
    """A ``SavedMatch`` to deal again (the main window starts it)."""
    play_from_here_requested = Signal(object)
    """A replay's Play from here (``dialogs.play_from_here.BranchStart``): the main window
    goes on from it."""
    statistics_requested = Signal()

    def __init__(self, db: HistoryDB, parent: QWidget | None = None, *,
                 persistence: Any = None, pixmaps: CardPixmaps | None = None,
                 speed: str = "normal") -> None:
        super().__init__(parent)
        self.setObjectName("history_window")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        self.speed = speed
        """The animation speed of the replays opened from here."""
        self.setWindowFlag(Qt.WindowType.Window, True)
        self.db = db
        self.persistence = persistence
        self.pixmaps = pixmaps
        self.replays: list[ReplayWindow] = []
        self.last_message: QMessageBox | None = None
        self.model = MatchListModel(db, self)

        # filters
        self.game_label = QLabel(self)
        self.game_combo = QComboBox(self)
        self.game_combo.setObjectName("filter_game")
        self.preset_label = QLabel(self)
        self.preset_combo = QComboBox(self)
        self.preset_combo.setObjectName("filter_preset")
        self.opponent_label = QLabel(self)
        self.opponent_combo = QComboBox(self)
        self.opponent_combo.setObjectName("filter_opponent")
        self.status_label = QLabel(self)
        self.status_combo = QComboBox(self)
        self.status_combo.setObjectName("filter_status")
        self.search_edit = QLineEdit(self)
        self.search_edit.setObjectName("filter_search")
        self.search_edit.setClearButtonEnabled(True)
        self.count_label = QLabel(self)
        self.stats_button = QPushButton(self)
        self.stats_button.clicked.connect(self.statistics_requested)
        for combo in (self.game_combo, self.preset_combo, self.opponent_combo,
                      self.status_combo):
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
            combo.currentIndexChanged.connect(self._on_filter_combo_changed)
        self._search_timer = QTimer(self)
        self._search_timer.setSingleShot(True)
        self._search_timer.setInterval(250)
        self._search_timer.timeout.connect(self._apply_search)
        self.search_edit.textChanged.connect(self._on_search_edit_text_changed)
        self.search_edit.returnPressed.connect(self._apply_search)
        filters = QHBoxLayout()
        for w in (self.game_label, self.game_combo, self.preset_label, self.preset_combo,
                  self.opponent_label, self.opponent_combo, self.status_label,
                  self.status_combo):
            filters.addWidget(w)
        filters.addWidget(self.search_edit, 1)
        filters.addWidget(self.stats_button)

        # the list
        self.table = QTableView(self)
        self.table.setObjectName("history_table")
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setAlternatingRowColors(True)
        self.table.verticalHeader().setVisible(False)
        self.table.verticalHeader().setDefaultSectionSize(24)
        self.table.setWordWrap(False)
        header = self.table.horizontalHeader()
        self._apply_columns()
        self.table.setSortingEnabled(True)
        header.sortIndicatorChanged.connect(self._on_header_sort_indicator_changed)
        self.model.columns_changed.connect(self._apply_columns)
        self.table.selectionModel().selectionChanged.connect(self._on_selection_changed)
        self.table.doubleClicked.connect(self._on_table_double_clicked)
        self.model.modelReset.connect(self._on_model_reset)
        self.model.rowsInserted.connect(self._update_count)

        # the detail and its buttons
        self.detail = MatchDetail(self)
        self.replay_button = QPushButton(self)
        self.replay_button.setObjectName("replay_button")
        self.again_button = QPushButton(self)
        self.again_button.setObjectName("again_button")
        self.export_button = QPushButton(self)
        self.export_button.setObjectName("export_button")
        self.delete_button = QPushButton(self)
        self.delete_button.setObjectName("delete_button")
        self.original_button = QPushButton(self)
        self.original_button.setObjectName("original_button")
        self.original_button.clicked.connect(self.select_original)
        self.replay_button.clicked.connect(self.replay_selected)
        self.again_button.clicked.connect(self.play_selected_again)
        self.export_button.clicked.connect(lambda: self.export_selected())
        self.delete_button.clicked.connect(lambda: self.delete_selected())
        buttons = QHBoxLayout()
        buttons.addWidget(self.replay_button)
        buttons.addWidget(self.again_button)
        buttons.addWidget(self.original_button)
        buttons.addStretch(1)
        buttons.addWidget(self.export_button)
        buttons.addWidget(self.delete_button)
        self.close_button = QPushButton(self)
        self.close_button.setObjectName("close_button")
        self.close_button.setAutoDefault(False)
        self.close_button.clicked.connect(self.close)
        buttons.addSpacing(12)
        buttons.addWidget(self.close_button)

        top = QWidget(self)
        top_lay = QVBoxLayout(top)
        top_lay.setContentsMargins(8, 8, 8, 0)
        top_lay.addLayout(filters)
        top_lay.addWidget(self.table, 1)
        self.legend_label = QLabel(self)
        self.legend_label.setObjectName("history_legend")
        self.legend_label.setWordWrap(True)  # the marks' words grow with the language
        self.legend_label.setAlignment(Qt.AlignmentFlag.AlignRight
                                       | Qt.AlignmentFlag.AlignVCenter)
        under = QHBoxLayout()
        under.addWidget(self.count_label)
        under.addStretch(1)
        under.addWidget(self.legend_label)
        top_lay.addLayout(under)
        bottom = QWidget(self)
        bottom_lay = QVBoxLayout(bottom)
        bottom_lay.setContentsMargins(8, 0, 8, 8)
        bottom_lay.addWidget(self.detail, 1)
        bottom_lay.addLayout(buttons)
        split = QSplitter(Qt.Orientation.Vertical, self)
        split.addWidget(top)
        split.addWidget(bottom)
        split.setStretchFactor(0, 1)
        split.setStretchFactor(1, 1)
        split.setSizes([380, 420])
        self.setCentralWidget(split)
        QShortcut(QKeySequence(QKeySequence.StandardKey.Find), self,
                  self.search_edit.setFocus)
        QShortcut(QKeySequence(QKeySequence.StandardKey.Close), self, self.close)

        if persistence is not None and hasattr(persistence, "history_changed"):
            persistence.history_changed.connect(self._on_persistence_history_changed)
        self.resize(1100, 800)
        self.retranslate_ui()
        self.refresh()

    # ------------------------------------------------------------------ data
    def refresh(self) -> None:
        """Re-read the filters' choices and the list (keeping the selected match)."""
        keep = self.selected_id()
        self._fill_filter_choices()
        self.model.refresh()
        if keep is not None:
            self.select_match(keep)

    def _fill_filter_choices(self) -> None:
        games = self.db.games()
        self._fill_combo(self.game_combo, [(history_of(g).title(), g) for g in games])
        several = len(games) > 1
        chosen = self.game_combo.currentData()
        self.game_label.setVisible(several or chosen is not None)
        self.game_combo.setVisible(several or chosen is not None)
        shown = [chosen] if chosen is not None else games
        presets: list[tuple[str, str]] = []
        for g in shown:
            game = history_of(g)
            for p in self.db.presets(g):
                if all(p != value for _, value in presets):
                    title = game.rules_title(p)
                    presets.append((f"{game.title()}: {title}" if len(shown) > 1 else title,
                                    p))
        self._fill_combo(self.preset_combo, presets)
        self._fill_combo(self.opponent_combo, [(o, o) for o in self.db.opponents(chosen)])
        self._fill_combo(self.status_combo, [(status_text(v), v)
                                             for v in ("finished", "abandoned")])
        self._sync_filters()

    def _fill_combo(self, combo: QComboBox, items: list[tuple[str, str]]) -> None:
        current = combo.currentData()
        combo.blockSignals(True)
        combo.clear()
        combo.addItem(self.tr("All"), None)
        for text, value in items:
            combo.addItem(text, value)
        i = combo.findData(current) if current is not None else 0
        combo.setCurrentIndex(max(0, i))
        combo.blockSignals(False)

    def _sync_filters(self) -> None:
        f = self.model.filters
        f["game"] = self.game_combo.currentData()
        f["preset"] = self.preset_combo.currentData()
        f["opponent"] = self.opponent_combo.currentData()
        f["status"] = self.status_combo.currentData()
        f["search"] = self.search_edit.text().strip() or None

    def set_filters(self, *, game: str | None = None, preset: str | None = None,
                    opponent: str | None = None, status: str | None = None,
                    search: str | None = None) -> None:
        """Choose filters as the user would (tests, tools)."""
        self._choose(self.game_combo, game)
        self._fill_filter_choices()
        for combo, value in ((self.preset_combo, preset), (self.opponent_combo, opponent),
                             (self.status_combo, status)):
            self._choose(combo, value)
        self.search_edit.blockSignals(True)
        self.search_edit.setText(search or "")
        self.search_edit.blockSignals(False)
        self._apply_filters()

    @staticmethod
    def _choose(combo: QComboBox, value: str | None) -> None:
        combo.blockSignals(True)
        combo.setCurrentIndex(max(0, combo.findData(value)) if value is not None else 0)
        combo.blockSignals(False)

    def _apply_filters(self) -> None:
        self._sync_filters()
        self.model.refresh()

    def _apply_columns(self) -> None:
        """The list's columns changed (another game shown): their widths and the sort
        indicator."""
        header = self.table.horizontalHeader()
        header.blockSignals(True)
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        for i, col in enumerate(self.model.columns):
            if col.width is None:
                header.setSectionResizeMode(i, QHeaderView.ResizeMode.Stretch)
            else:
                header.resizeSection(i, col.width)
        order = (Qt.SortOrder.DescendingOrder if self.model.descending
                 else Qt.SortOrder.AscendingOrder)
        header.setSortIndicator(self.model.sort_column, order)
        header.blockSignals(False)

    def _on_header_sort_indicator_changed(self, column: int, _order: Qt.SortOrder) -> None:
        # the view has asked the model to sort; a column it cannot sort by shows the old one
        header = self.table.horizontalHeader()
        if column != self.model.sort_column:
            order = (Qt.SortOrder.DescendingOrder if self.model.descending
                     else Qt.SortOrder.AscendingOrder)
            header.blockSignals(True)
            header.setSortIndicator(self.model.sort_column, order)
            header.blockSignals(False)

    def sort_by(self, key: str, order: Qt.SortOrder) -> None:
        """Sort by the column ``key`` (``MatchListModel.column``) as a click on its header
        would (tests, tools)."""
        self.table.sortByColumn(self.model.column(key), order)

    def _on_filter_combo_changed(self, _index: int) -> None:
        if self.sender() is self.game_combo:
            self._fill_filter_choices()  # the rules and opponents of that game
        self._apply_filters()

    def _on_search_edit_text_changed(self, _text: str) -> None:
        self._search_timer.start()

    def _apply_search(self) -> None:
        self._search_timer.stop()
        self._apply_filters()

    def _on_persistence_history_changed(self) -> None:
        self.refresh()

    def _on_model_reset(self) -> None:
        self._update_count()
        self._update_legend()
        self._show_selected()

    def _update_legend(self) -> None:
        """The marks of the list explained: "Assisted", and the Date column's marks of the
        rows shown (the deal of the day, a branch)."""
        parts = [self.tr("✓ in “{0}”: {1}").format(
            self.model.headerData(self.model.column("assisted"), Qt.Orientation.Horizontal),
            assisted_text())]
        self.legend_label.setText("   ".join([*marks_legend(self.model.loaded()), *parts]))

    def _update_count(self, *_args: object) -> None:
        n = self.model.rowCount()
        more = "+" if self.model.canFetchMore() else ""
        self.count_label.setText(self.tr("{0} matches shown").format(f"{n}{more}")
                                 if n else self.tr("No matches."))

    # ------------------------------------------------------------------ selection
    def selected_summary(self) -> MatchSummary | None:
        rows = self.table.selectionModel().selectedRows()
        if not rows:
            return None
        value = rows[0].data(SUMMARY_ROLE)
        return value  # type: ignore[no-any-return]

    def selected_id(self) -> int | None:
        s = self.selected_summary()
        return s.id if s is not None else None

    def select_row(self, row: int) -> None:
        self.table.selectRow(row)

    def select_match(self, match_id: int) -> bool:
        row = self.model.row_of(match_id)
        if row < 0:
            return False
        self.table.selectRow(row)
        return True

    def _on_selection_changed(self, _sel: QItemSelection, _desel: QItemSelection) -> None:
        self._show_selected()

    def _show_selected(self) -> None:
        s = self.selected_summary()
        rows = self.db.hands(s.id) if s is not None else []
        self.detail.show_game = len(self.model.games) > 1
        self.detail.set_source(self._deal_source(s.id) if s is not None else None)
        self.detail.set_match(s, rows)
        for b in (self.replay_button, self.export_button, self.delete_button):
            b.setEnabled(s is not None)
        # a game this program cannot seat at its table cannot be dealt again
        self.again_button.setEnabled(s is not None and history_of(s.game).can_play())
        # a branch (Play from here): its original, when this history has it
        self.original_button.setVisible(s is not None and s.branch is not None)
        self.original_button.setEnabled(s is not None and self.db.original_of(s.id) is not None)

    def select_original(self) -> bool:
        """Show the match the selected branch was played on from (the filters are cleared
        when they hide it)."""
        s = self.selected_summary()
        original = self.db.original_of(s.id) if s is not None else None
        if original is None:
            return False
        if self.model.row_of(original) < 0:
            self.set_filters()
        while self.model.row_of(original) < 0 and self.model.canFetchMore():
            self.model.fetchMore()
        if not self.select_match(original):
            return False
        self.table.scrollTo(self.model.index(self.model.row_of(original), 0))
        return True

    def _deal_source(self, match_id: int) -> tuple[str, Any, int | None] | None:
        from ...history import HistoryError

        try:
            return self.db.deal_source(match_id)
        except HistoryError:
            return None  # the detail shows no code; Replay says what is wrong

    def _on_table_double_clicked(self, index: QModelIndex) -> None:
        self.replay_selected()

    # ------------------------------------------------------------------ actions
    def _load_selected(self) -> SavedMatch | None:
        s = self.selected_summary()
        if s is None:
            return None
        from ...history import HistoryError

        try:
            return self.db.load(s.id)
        except HistoryError as exc:
            self.last_message = show_message(self, self.tr("History"),
                                             self.tr("This match cannot be read: {0}")
                                             .format(exc))
            return None

    def replay_selected(self) -> ReplayWindow | None:
        match = self._load_selected()
        if match is None:
            return None
        from .replay import ReplayWindow

        win = ReplayWindow(match, self, pixmaps=self.pixmaps, speed=self.speed, db=self.db)
        win.setWindowFlag(Qt.WindowType.Window, True)
        win.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        win.play_from_here_requested.connect(self.play_from_here_requested)
        self.replays.append(win)
        win.destroyed.connect(lambda _obj=None, w=win: self._forget_replay(w))
        win.show()
        return win

    def _forget_replay(self, win: ReplayWindow) -> None:
        if win in self.replays:
            self.replays.remove(win)

    def play_selected_again(self) -> None:
        match = self._load_selected()
        if match is not None:
            self.play_again_requested.emit(match)

    def export_selected(self, path: str | Path | None = None) -> bool:
        match = self._load_selected()
        if match is None:
            return False
        if path is None:
            s = self.selected_summary()
            stamp = (s.finished or s.started).strftime("%Y-%m-%d-%H%M") if s else "match"
            path, _ = QFileDialog.getSaveFileName(
                self, self.tr("Export match"), str(Path.home() / f"hearts-{stamp}.json"),
                self.tr("Hearts Desktop match (*.json)"))
            if not path:
                return False
        from ...history import export_match

        try:
            export_match(match, Path(path))
        except OSError as exc:
            self.last_message = show_message(
                self, self.tr("Export match"),
                self.tr("The match could not be written to {0}: {1}")
                .format(path, exc.strerror or exc))
            return False
        self.statusBar().showMessage(self.tr("Exported to {0}").format(path), 6000)
        return True

    def confirm_delete(self, summary: MatchSummary) -> bool:
        answer = QMessageBox.question(
            self, self.tr("Delete match"),
            self.tr("Delete the match of {0} from the history? This cannot be undone.")
            .format(local_time_text(summary.finished or summary.started)),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No)
        return answer == QMessageBox.StandardButton.Yes

    def delete_selected(self, *, confirm: bool = True) -> bool:
        s = self.selected_summary()
        if s is None or (confirm and not self.confirm_delete(s)):
            return False
        row = self.table.selectionModel().selectedRows()[0].row()
        p = self.persistence
        if p is not None and hasattr(p, "delete"):
            p.delete(s.id)  # which tells every window (history_changed)
        else:
            self.db.delete(s.id)
            if p is not None and hasattr(p, "history_changed"):
                p.history_changed.emit()
        if p is None or not hasattr(p, "history_changed"):
            self.refresh()
        if self.model.rowCount():
            self.select_row(min(row, self.model.rowCount() - 1))
        return True

    # ------------------------------------------------------------------ i18n
    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("History"))
        self.game_label.setText(self.tr("Game:"))
        self.preset_label.setText(self.tr("Rules:"))
        self.opponent_label.setText(self.tr("Opponent:"))
        self.status_label.setText(self.tr("Status:"))
        self.search_edit.setPlaceholderText(self.tr("Search players or rules…"))
        self.stats_button.setText(self.tr("Statistics…"))
        self.replay_button.setText(self.tr("&Replay"))
        self.again_button.setText(self.tr("&Play this deal again"))
        self.export_button.setText(self.tr("&Export…"))
        self.delete_button.setText(self.tr("&Delete"))
        self.original_button.setText(self.tr("&Original match"))
        self.original_button.setToolTip(self.tr("Show the match this one was played on from "
                                                "(Play from here)"))
        self.close_button.setText(self.tr("Close"))
        self._update_legend()
        self._fill_filter_choices()  # the games', rules' and status' names
        self._update_count()
        columns = self.model.columnCount()
        self.model.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, columns - 1)
        rows = self.model.rowCount()
        if rows:  # rules names, status and dates are shown in the new language
            self.model.dataChanged.emit(self.model.index(0, 0),
                                        self.model.index(rows - 1, columns - 1))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Escape closes the window (as the Close button and Ctrl+W do): a key no child
        used comes here."""
        if event.key() == Qt.Key.Key_Escape and not event.modifiers():
            event.accept()
            self.close()
            return
        super().keyPressEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:
        for win in list(self.replays):
            win.close()
        super().closeEvent(event)


__all__ = ["HistoryWindow", "MatchDetail", "show_message"]
