"""The New Game dialog: rules preset and options, players, opponents and their levels, seed.

The dialog never decides a rule: it builds a ``Rules`` value from its widgets and lets the
engine validate it. A combination the engine refuses shows the ``RulesError`` message
inline and disables OK. Picking a preset fills every option widget; editing an option
that makes the rules equal to a preset selects that preset again, anything else shows
"Custom rules".
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from enum import StrEnum
from typing import Any, Generic, TypeVar

from PySide6.QtCore import QEvent, QLocale, QRegularExpression, Qt
from PySide6.QtGui import QRegularExpressionValidator
from PySide6.QtWidgets import (
    QAbstractButton,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ...games.hearts.cards import JACK_OF_DIAMONDS, QUEEN_OF_SPADES, TWO_OF_CLUBS, Card
from ...games.hearts.rules import (
    ComplexMoon,
    EndMode,
    HeartValues,
    KittyRecipient,
    LeadException,
    MoonMode,
    Opening,
    PassScheme,
    RemovalTable,
    Rules,
    RulesError,
    TieRule,
)
from ..games.hearts import labels
from ..setup import LEVELS, MAX_SEED, GameSetup, SeatSetup, opponent_keys, opponent_name

TEN_OF_DIAMONDS = Card.parse("10D")
CUSTOM = "custom"
BANNABLE: tuple[Card, ...] = (TWO_OF_CLUBS, QUEEN_OF_SPADES)
"""Cards the dialog offers to ban from passing (S-JA: "usually 2♣ or Q♠")."""

E = TypeVar("E")


class ValueCombo(QComboBox, Generic[E]):
    """A combo box over fixed values whose texts come from a label function, so that
    ``retranslate()`` can rename the items without touching the selection."""

    def __init__(self, values: Sequence[E], label: Callable[[E], str],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._values = list(values)
        self._label = label
        for _ in self._values:
            self.addItem("")
        self.retranslate()

    def retranslate(self) -> None:
        for i, v in enumerate(self._values):
            self.setItemText(i, self._label(v))

    def value(self) -> E:
        return self._values[max(self.currentIndex(), 0)]

    def set_value(self, value: E) -> None:
        if value in self._values:
            self.setCurrentIndex(self._values.index(value))


def _enum_combo(enum: type[StrEnum], label: Callable[[Any], str]) -> ValueCombo[Any]:
    return ValueCombo(list(enum), label)


class _SeatRow:
    """One row of the opponents grid: name, opponent (personality) and level."""

    def __init__(self, seat: int, parent: QWidget) -> None:
        self.seat = seat
        self.number = QLabel(parent)
        self.name_edit = QLineEdit(parent)
        self.name_edit.setMaxLength(40)
        self.name_edit.setMinimumWidth(self.name_edit.fontMetrics().horizontalAdvance("M" * 9))
        self.name_edit.setObjectName(f"seat_name_{seat}")
        self.opponent: ValueCombo[str] | None = None
        self.level: ValueCombo[str] | None = None
        self.human_label: QLabel | None = None
        self.shown_default = ""
        """The default name the edit showed last; text equal to it is no override."""

    def widgets(self) -> list[QWidget]:
        out: list[QWidget] = [self.number, self.name_edit]
        for w in (self.opponent, self.level, self.human_label):
            if w is not None:
                out.append(w)
        return out


class NewGameDialog(QDialog):
    """Choose the rules and the table for a new game; ``result_setup()`` gives the choice."""

    def __init__(self, setup: GameSetup | None = None, *, language: str | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("new_game_dialog")
        self._language = language
        initial = setup if setup is not None else GameSetup.default(self.language())
        self._base: Rules = initial.rules
        self._rules: Rules | None = initial.rules
        self._error = ""
        self._filling = False
        self._rows: list[_SeatRow] = []
        self._labels: dict[str, QLabel] = {}
        self.option_widgets: dict[str, QWidget] = {}
        """The widget of each ``Rules`` field shown (``pass_ban`` has one per card:
        ``pass_ban_2C``, ``pass_ban_QS``)."""

        self._build_ui()
        self._fill_rules(initial.rules)
        self._set_seats(initial.seats)
        if initial.seed is not None:
            self.seed_edit.setText(str(initial.seed))
        self.retranslate_ui()
        self._recompute()

    # ------------------------------------------------------------------ public API
    def language(self) -> str:
        """The language opponent names are shown in (the explicit one, else the locale)."""
        return self._language or QLocale().name()

    def rules(self) -> Rules | None:
        """The rules the widgets describe, or ``None`` when they cannot be played."""
        return self._rules

    def error_text(self) -> str:
        """Why OK is disabled ("" when it is not)."""
        return self._error

    def ok_button(self) -> QPushButton:
        return self.buttons.button(QDialogButtonBox.StandardButton.Ok)

    def select_preset(self, name: str) -> None:
        """Select a rules preset and fill every option widget from it."""
        index = self.preset_combo.findData(name)
        if index < 0:
            raise ValueError(f"unknown rules preset {name!r}")
        self.preset_combo.setCurrentIndex(index)
        self._on_preset_combo_activated(index)

    def seat_name_edit(self, seat: int) -> QLineEdit:
        return self._rows[seat].name_edit

    def seat_opponent_combo(self, seat: int) -> ValueCombo[str]:
        combo = self._rows[seat].opponent
        if combo is None:
            raise ValueError("seat 0 is the human player")
        return combo

    def seat_level_combo(self, seat: int) -> ValueCombo[str]:
        combo = self._rows[seat].level
        if combo is None:
            raise ValueError("seat 0 is the human player")
        return combo

    def result_setup(self) -> GameSetup:
        """The chosen game; raises ``ValueError`` while the choice is invalid."""
        if self._rules is None:
            raise ValueError(self._error or "invalid rules")
        seed = self._seed()
        if isinstance(seed, str):
            raise ValueError(seed)
        return GameSetup(rules=self._rules, seed=seed, seats=self._seats())

    # ------------------------------------------------------------------ construction
    def _build_ui(self) -> None:
        self.tabs = QTabWidget(self)
        self.tabs.addTab(self._build_game_tab(), "")
        self.tabs.addTab(self._build_options_tab(), "")

        self.error_label = QLabel(self)
        self.error_label.setObjectName("rules_error")
        self.error_label.setWordWrap(True)
        self.error_label.setStyleSheet("color: #b00020; font-weight: bold;")
        self.error_label.setVisible(False)

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.rules_button = self.buttons.addButton(
            "", QDialogButtonBox.ButtonRole.HelpRole
        )
        self.restore_button = self.buttons.addButton(
            "", QDialogButtonBox.ButtonRole.ResetRole
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.buttons.clicked.connect(self._on_buttons_clicked)

        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(self.error_label)
        layout.addWidget(self.buttons)
        self.resize(self.sizeHint().expandedTo(self.minimumSizeHint()))

    def _label(self, key: str, parent: QWidget) -> QLabel:
        label = QLabel(parent)
        self._labels[key] = label
        return label

    def _build_game_tab(self) -> QWidget:
        page = QWidget()
        self.preset_combo = QComboBox(page)
        self.preset_combo.setObjectName("preset_combo")
        for name in (*Rules.preset_names(), CUSTOM):
            self.preset_combo.addItem("", name)
        self.preset_combo.activated.connect(self._on_preset_combo_activated)
        self.summary_label = QLabel(page)
        self.summary_label.setWordWrap(True)
        self.summary_label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        # A fixed three-line box: summaries differ in length, and the dialog should not
        # jump when another preset is picked.
        self.summary_label.setFixedHeight(self.fontMetrics().lineSpacing() * 3 + 4)

        self.players_spin = QSpinBox(page)
        self.players_spin.setObjectName("players_spin")
        self.players_spin.setRange(3, 6)
        self._register("players", self.players_spin)

        self.seed_edit = QLineEdit(page)
        self.seed_edit.setObjectName("seed_edit")
        self.seed_edit.setValidator(
            QRegularExpressionValidator(QRegularExpression(r"\d{0,19}"), self.seed_edit)
        )
        self.seed_edit.setClearButtonEnabled(True)
        self.seed_edit.textChanged.connect(self._recompute)

        top = QFormLayout()
        top.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        top.addRow(self._label("preset", page), self.preset_combo)
        top.addRow("", self.summary_label)
        self.players_spin.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.seed_edit.setMinimumWidth(self.fontMetrics().horizontalAdvance("9" * 21))
        players_row = QHBoxLayout()
        players_row.addWidget(self.players_spin)
        players_row.addSpacing(24)
        players_row.addWidget(self._label("seed", page))
        players_row.addWidget(self.seed_edit)
        players_row.addStretch(1)
        top.addRow(self._label("players", page), players_row)

        end_box = QGroupBox(page)
        self._end_box = end_box
        self._end_combo = self._enum("end", EndMode, labels.end_label)
        self._threshold_spin = self._spin("end_threshold", 0, 10000, step=5)
        self._deal_limit_spin = self._spin("deal_limit", 0, 999)
        self._tie_combo = self._enum("tie", TieRule, labels.tie_label)
        end_form = QFormLayout(end_box)
        end_form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        end_form.addRow(self._label("end_threshold", end_box), self._threshold_spin)
        end_form.addRow(self._label("end", end_box), self._end_combo)
        end_form.addRow(self._label("deal_limit", end_box), self._deal_limit_spin)
        end_form.addRow(self._label("tie", end_box), self._tie_combo)

        self._seats_box = QGroupBox(page)
        self._seats_widget = QWidget()
        self._seats_grid = QGridLayout(self._seats_widget)
        self._seats_grid.setColumnStretch(1, 3)
        self._seats_grid.setColumnStretch(2, 2)
        self._seats_grid.setColumnStretch(3, 2)
        self._seat_headers = [QLabel(self._seats_widget) for _ in range(4)]
        for col, header in enumerate(self._seat_headers):
            header.setStyleSheet("font-weight: bold;")
            self._seats_grid.addWidget(header, 0, col)
        scroll = QScrollArea(self._seats_box)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(self._seats_widget)
        self._seats_widget.setAutoFillBackground(False)
        scroll.viewport().setAutoFillBackground(False)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self._seats_scroll = scroll
        seats_layout = QVBoxLayout(self._seats_box)
        seats_layout.addWidget(scroll)

        row = QHBoxLayout()
        row.addWidget(end_box, 2)
        row.addWidget(self._seats_box, 3)
        layout = QVBoxLayout(page)
        layout.addLayout(top)
        layout.addLayout(row, 1)
        return page

    def _build_options_tab(self) -> QWidget:
        page = QWidget()

        cards = QGroupBox(page)
        self._cards_box = cards
        form = self._form(cards)
        form.addRow(self._label("removal", cards),
                    self._enum("removal", RemovalTable, labels.removal_label))
        form.addRow(self._label("packs", cards), self._spin("packs", 1, 3))
        form.addRow(self._label("passing", cards),
                    self._enum("passing", PassScheme, labels.passing_label))
        form.addRow(self._label("pass_count", cards), self._spin("pass_count", 0, 13))
        ban_row = QHBoxLayout()
        for card in BANNABLE:
            box = QCheckBox(labels.card_text(card), cards)
            self._register(f"pass_ban_{card}", box)
            ban_row.addWidget(box)
        ban_row.addStretch(1)
        form.addRow(self._label("pass_ban", cards), ban_row)

        play = QGroupBox(page)
        self._play_box = play
        form = self._form(play)
        form.addRow(self._label("opening", play),
                    self._enum("opening", Opening, labels.opening_label))
        form.addRow(self._label("lead_exception", play),
                    self._enum("lead_exception", LeadException, labels.lead_exception_label))
        form.addRow(self._check("first_trick_ban"))
        form.addRow(self._check("queen_breaks_hearts"))

        scoring = QGroupBox(page)
        self._scoring_box = scoring
        form = self._form(scoring)
        form.addRow(self._label("heart_values", scoring),
                    self._enum("heart_values", HeartValues, labels.heart_values_label))
        form.addRow(self._label("queen_of_spades", scoring),
                    self._spin("queen_of_spades", 0, 50))
        form.addRow(self._check("queen_of_hearts"))
        bonus: ValueCombo[Card | None] = ValueCombo(
            [None, JACK_OF_DIAMONDS, TEN_OF_DIAMONDS], self._bonus_label
        )
        self._register("bonus_card", bonus)
        form.addRow(self._label("bonus_card", scoring), bonus)
        form.addRow(self._check("club10_doubles"))
        form.addRow(self._label("moon", scoring),
                    self._enum("moon", MoonMode, labels.moon_label))
        form.addRow(self._check("sun"))
        form.addRow(self._check("target_reset"))

        variants = QGroupBox(page)
        self._variants_box = variants
        form = self._form(variants)
        form.addRow(self._check("complex_scoring"))
        form.addRow(self._label("complex_moon", variants),
                    self._enum("complex_moon", ComplexMoon, labels.complex_moon_label))
        form.addRow(self._check("kitty"))
        form.addRow(self._label("kitty_recipient", variants),
                    self._enum("kitty_recipient", KittyRecipient,
                               labels.kitty_recipient_label))
        form.addRow(self._check("jokers"))
        form.addRow(self._check("cancellation"))

        online = QGroupBox(page)
        self._online_box = online
        form = self._form(online)
        form.addRow(self._label("move_timer", online), self._spin("move_timer", 0, 120))
        form.addRow(self._check("tournament"))
        form.addRow(self._check("computers_unranked"))

        left = QVBoxLayout()
        left.addWidget(cards)
        left.addWidget(play)
        left.addWidget(online)
        left.addStretch(1)
        right = QVBoxLayout()
        right.addWidget(scoring)
        right.addWidget(variants)
        right.addStretch(1)
        columns = QHBoxLayout()
        columns.addLayout(left, 1)
        columns.addLayout(right, 1)

        inner = QWidget()
        inner.setLayout(columns)
        scroll = QScrollArea(page)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(inner)
        inner.setAutoFillBackground(False)
        scroll.viewport().setAutoFillBackground(False)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self._options_scroll = scroll
        layout = QVBoxLayout(page)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(scroll)
        return page

    @staticmethod
    def _form(box: QGroupBox) -> QFormLayout:
        form = QFormLayout(box)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        return form

    def _register(self, key: str, widget: QWidget) -> None:
        widget.setObjectName(f"option_{key}")
        self.option_widgets[key] = widget
        if isinstance(widget, QComboBox):
            widget.currentIndexChanged.connect(self._on_option_changed)
        elif isinstance(widget, QSpinBox):
            widget.valueChanged.connect(self._on_option_changed)
        elif isinstance(widget, QAbstractButton):
            widget.toggled.connect(self._on_option_changed)

    def _enum(self, key: str, enum: type[StrEnum],
              label: Callable[[Any], str]) -> ValueCombo[Any]:
        combo = _enum_combo(enum, label)
        self._register(key, combo)
        return combo

    def _spin(self, key: str, low: int, high: int, step: int = 1) -> QSpinBox:
        spin = QSpinBox()
        spin.setRange(low, high)
        spin.setSingleStep(step)
        self._register(key, spin)
        return spin

    def _check(self, key: str) -> QCheckBox:
        box = QCheckBox()
        self._register(key, box)
        return box

    def _bonus_label(self, card: Card | None) -> str:
        if card is None:
            return self.tr("None")
        return labels.card_name(card)

    # ------------------------------------------------------------------ texts
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._language = None  # default names now follow the new language (QLocale)
            self.retranslate_ui()
        super().changeEvent(event)

    def retranslate_ui(self) -> None:
        """Set every visible text again in the current language."""
        self.setWindowTitle(self.tr("New Game"))
        self.tabs.setTabText(0, self.tr("Game"))
        self.tabs.setTabText(1, self.tr("Rules options"))
        self.rules_button.setText(self.tr("Show rules…"))
        self.restore_button.setText(self.tr("Restore preset"))
        self.ok_button().setText(self.tr("Start game"))
        cancel = self.buttons.button(QDialogButtonBox.StandardButton.Cancel)
        cancel.setText(self.tr("Cancel"))
        for i in range(self.preset_combo.count()):
            self.preset_combo.setItemText(i, labels.preset_title(self.preset_combo.itemData(i)))
        self._end_box.setTitle(self.tr("End of the game"))
        self._seats_box.setTitle(self.tr("Players at the table"))
        self._cards_box.setTitle(self.tr("Cards and passing"))
        self._play_box.setTitle(self.tr("Play"))
        self._scoring_box.setTitle(self.tr("Scoring"))
        self._variants_box.setTitle(self.tr("Variants"))
        self._online_box.setTitle(self.tr("Online rules"))
        for key, text in self._label_texts().items():
            if key in self._labels:
                self._labels[key].setText(text)
            widget = self.option_widgets.get(key)
            if isinstance(widget, QCheckBox):
                widget.setText(text)
        for widget in self.option_widgets.values():
            if isinstance(widget, ValueCombo):
                widget.retranslate()
        self._threshold_spin.setSpecialValueText(self.tr("None"))
        self._threshold_spin.setSuffix(self.tr(" points"))
        self._deal_limit_spin.setSpecialValueText(self.tr("No limit"))
        timer = self.option_widgets["move_timer"]
        assert isinstance(timer, QSpinBox)
        timer.setSpecialValueText(self.tr("Off"))
        timer.setSuffix(self.tr(" s", "seconds"))
        self.seed_edit.setPlaceholderText(self.tr("Random"))
        self.seed_edit.setToolTip(self.tr("The same seed deals the same cards again. "
                                          "Leave empty for a new deal."))
        for col, text in enumerate((self.tr("Seat"), self.tr("Name"), self.tr("Opponent"),
                                    self.tr("Level"))):
            self._seat_headers[col].setText(text)
        for row in self._rows:
            self._retranslate_row(row)
        self._show_state()
        self._fit_scroll_areas()

    def _fit_scroll_areas(self) -> None:
        """Scroll areas hide their contents' size from the layout: give them the width
        their contents need (texts differ by language) so nothing is cut off; only the
        height scrolls."""
        for scroll, max_height in ((self._options_scroll, 600), (self._seats_scroll, 260)):
            inner = scroll.widget()
            if inner is None:
                continue
            inner.adjustSize()
            hint = inner.sizeHint()
            bar = scroll.verticalScrollBar().sizeHint().width()
            scroll.setMinimumWidth(hint.width() + bar)
            scroll.setMinimumHeight(min(hint.height(), max_height))

    def _label_texts(self) -> dict[str, str]:
        return {
            "preset": self.tr("Rules:"),
            "players": self.tr("Players:"),
            "end_threshold": self.tr("Target score:"),
            "end": self.tr("Game ends with:"),
            "deal_limit": self.tr("Number of deals:"),
            "tie": self.tr("Tie for the lead:"),
            "seed": self.tr("Deal number (seed):"),
            "removal": self.tr("Cards removed:"),
            "packs": self.tr("Packs:"),
            "passing": self.tr("Passing:"),
            "pass_count": self.tr("Cards to pass:"),
            "pass_ban": self.tr("Never passed:"),
            "opening": self.tr("First lead:"),
            "lead_exception": self.tr("Lead hearts early:"),
            "first_trick_ban": self.tr("No points on the first trick"),
            "queen_breaks_hearts": self.tr("The Queen of Spades breaks hearts"),
            "heart_values": self.tr("Hearts:"),
            "queen_of_spades": self.tr("Queen of Spades:"),
            "queen_of_hearts": self.tr("Queen of Hearts is worth 13 (Pink Lady)"),
            "bonus_card": self.tr("Bonus card (-10):"),
            "club10_doubles": self.tr("Ten of Clubs doubles its winner's points"),
            "moon": self.tr("Shooting the moon:"),
            "sun": self.tr("Taking every trick (the sun) counts double"),
            "target_reset": self.tr("Exactly 50 goes to 0, exactly 100 to 50"),
            "complex_scoring": self.tr("Complex scores (Q♠ = 13i, 10♣ × 2i)"),
            "complex_moon": self.tr("Complex moon:"),
            "kitty": self.tr("Kitty: one card aside (3 players)"),
            "kitty_recipient": self.tr("Kitty goes to:"),
            "jokers": self.tr("Two jokers as hearts (3 players)"),
            "cancellation": self.tr("Cancellation: several packs (6-12 players)"),
            "move_timer": self.tr("Move timer:"),
            "tournament": self.tr("Tournament scoring"),
            "computers_unranked": self.tr("Computer players are ranked last"),
        }

    def _retranslate_row(self, row: _SeatRow) -> None:
        row.number.setText(str(row.seat + 1))
        if row.human_label is not None:
            row.human_label.setText(self.tr("You (human player)"))
            row.name_edit.setPlaceholderText(self.tr("You"))
        if row.opponent is not None:
            row.opponent.retranslate()
        if row.level is not None:
            row.level.retranslate()
        self._refresh_default_name(row)

    # ------------------------------------------------------------------ seats
    def _set_seats(self, seats: Sequence[SeatSetup]) -> None:
        self._resize_rows(len(seats))
        for row, seat in zip(self._rows, seats, strict=True):
            if row.opponent is not None and row.level is not None:
                row.opponent.set_value(seat.opponent)
                row.level.set_value(seat.level)
            self._refresh_default_name(row, force=True)
            if seat.display_name:
                row.name_edit.setText(seat.display_name)

    def _resize_rows(self, count: int) -> None:
        while len(self._rows) > count:
            row = self._rows.pop()
            for w in row.widgets():
                self._seats_grid.removeWidget(w)
                w.deleteLater()
        keys = opponent_keys()
        while len(self._rows) < count:
            seat = len(self._rows)
            row = _SeatRow(seat, self._seats_widget)
            if seat == 0:
                row.human_label = QLabel(self._seats_widget)
                self._seats_grid.addWidget(row.human_label, 1, 2, 1, 2)
            else:
                used = {r.opponent.value() for r in self._rows if r.opponent is not None}
                spare = [k for k in keys if k not in used] or list(keys)
                row.opponent = ValueCombo(keys, self._opponent_label, self._seats_widget)
                row.opponent.setObjectName(f"seat_opponent_{seat}")
                row.opponent.set_value(spare[0])
                row.level = ValueCombo(LEVELS, labels.level_label, self._seats_widget)
                row.level.setObjectName(f"seat_level_{seat}")
                row.level.set_value("normal")
                row.opponent.currentIndexChanged.connect(
                    lambda _i, r=row: self._refresh_default_name(r)
                )
                self._seats_grid.addWidget(row.opponent, seat + 1, 2)
                self._seats_grid.addWidget(row.level, seat + 1, 3)
            self._seats_grid.addWidget(row.number, seat + 1, 0)
            self._seats_grid.addWidget(row.name_edit, seat + 1, 1)
            self._rows.append(row)
            self._retranslate_row(row)
        for r in range(self._seats_grid.rowCount()):
            self._seats_grid.setRowStretch(r, 0)
        self._seats_grid.setRowStretch(count + 1, 1)
        if hasattr(self, "_seats_scroll"):
            self._fit_scroll_areas()

    def _opponent_label(self, key: str) -> str:
        return opponent_name(key, self.language())

    def _refresh_default_name(self, row: _SeatRow, force: bool = False) -> None:
        """Show the opponent's default name unless the player typed another one."""
        if row.opponent is None:
            return
        default = opponent_name(row.opponent.value(), self.language())
        text = row.name_edit.text().strip()
        if force or not text or text == row.shown_default:
            row.name_edit.setText(default)
        row.name_edit.setPlaceholderText(default)
        row.shown_default = default

    def _seats(self) -> tuple[SeatSetup, ...]:
        seats = []
        for row in self._rows:
            text = " ".join(row.name_edit.text().split())
            if row.opponent is None or row.level is None:
                seats.append(SeatSetup.human(text or None))
                continue
            key = row.opponent.value()
            name = None if text in ("", opponent_name(key, self.language())) else text
            seats.append(SeatSetup.cpu(key, row.level.value(), name))
        return tuple(seats)

    # ------------------------------------------------------------------ rules <-> widgets
    def _fill_rules(self, rules: Rules) -> None:
        """Show ``rules`` in every option widget (fields without a widget are kept in
        ``self._base``)."""
        self._filling = True
        try:
            self._base = rules
            w = self.option_widgets
            self._set_players_range(rules.cancellation)
            for key in ("removal", "passing", "opening", "lead_exception", "end", "tie",
                        "moon", "heart_values", "complex_moon", "kitty_recipient"):
                combo = w[key]
                assert isinstance(combo, ValueCombo)
                combo.set_value(getattr(rules, key))
            bonus = w["bonus_card"]
            assert isinstance(bonus, ValueCombo)
            bonus.set_value(rules.bonus_card)
            for key, value in (("players", rules.players), ("packs", rules.packs),
                               ("pass_count", rules.pass_count),
                               ("queen_of_spades", rules.queen_of_spades),
                               ("end_threshold", rules.end_threshold or 0),
                               ("deal_limit", rules.deal_limit or 0),
                               ("move_timer", rules.move_timer or 0)):
                spin = w[key]
                assert isinstance(spin, QSpinBox)
                spin.setValue(value)
            for key in ("first_trick_ban", "queen_breaks_hearts", "club10_doubles", "sun",
                        "target_reset", "complex_scoring", "kitty", "jokers", "cancellation",
                        "tournament", "computers_unranked"):
                box = w[key]
                assert isinstance(box, QCheckBox)
                box.setChecked(bool(getattr(rules, key)))
            queen = w["queen_of_hearts"]
            assert isinstance(queen, QCheckBox)
            queen.setChecked(rules.queen_of_hearts is not None)
            for card in BANNABLE:
                box = w[f"pass_ban_{card}"]
                assert isinstance(box, QCheckBox)
                box.setChecked(card in rules.pass_ban)
        finally:
            self._filling = False
        self._resize_rows(rules.players)

    def _set_players_range(self, cancellation: bool) -> None:
        if cancellation:
            self.players_spin.setRange(6, 12)
        else:
            self.players_spin.setRange(3, 6)

    def _widget_options(self) -> dict[str, Any]:
        """The ``Rules`` fields the widgets show, as ``Rules.replace`` arguments."""
        w = self.option_widgets
        out: dict[str, Any] = {}
        for key, widget in w.items():
            if key.startswith("pass_ban_") or key == "queen_of_hearts":
                continue
            if isinstance(widget, (ValueCombo, QSpinBox)):
                out[key] = widget.value()
            elif isinstance(widget, QCheckBox):
                out[key] = widget.isChecked()
        for key in ("end_threshold", "deal_limit", "move_timer"):
            out[key] = out[key] or None
        base = self._base
        queen = w["queen_of_hearts"]
        assert isinstance(queen, QCheckBox)
        out["queen_of_hearts"] = (base.queen_of_hearts or 13) if queen.isChecked() else None
        banned = set(base.pass_ban) - set(BANNABLE)
        for card in BANNABLE:
            box = w[f"pass_ban_{card}"]
            assert isinstance(box, QCheckBox)
            if box.isChecked():
                banned.add(card)
        out["pass_ban"] = (base.pass_ban if banned == set(base.pass_ban)
                           else tuple(sorted(banned)))
        return out

    def _rules_from_widgets(self) -> Rules:
        """Build the rules; raises ``RulesError`` for a combination that cannot be played."""
        base = self._base
        options = self._widget_options()
        if all(getattr(base, k) == v for k, v in options.items()):
            candidate = base
        else:
            candidate = base.replace(**options)
        for name in Rules.preset_names():
            preset = Rules.preset(name)
            if preset == candidate:
                return preset
        if candidate.name in Rules.preset_names():
            candidate = dataclasses.replace(candidate, name=CUSTOM)
        return candidate

    # ------------------------------------------------------------------ reactions
    def _on_preset_combo_activated(self, index: int) -> None:
        name = self.preset_combo.itemData(index)
        if name == CUSTOM or name is None:
            return
        self._fill_rules(Rules.preset(name))
        self._recompute()

    def _on_option_changed(self, *_args: object) -> None:
        if self._filling:
            return
        sender = self.sender()
        if sender is self.option_widgets["cancellation"]:
            self._on_cancellation_toggled()
        elif sender is self.players_spin and self._checked("cancellation"):
            self._set_packs_for_players()
        self._resize_rows(self.players_spin.value())
        self._recompute()

    def _checked(self, key: str) -> bool:
        box = self.option_widgets[key]
        return isinstance(box, QCheckBox) and box.isChecked()

    def _on_cancellation_toggled(self) -> None:
        """Cancellation Hearts needs 6-12 players and 2 or 3 packs: move the player
        count and packs into range so the player is not left with an error to fix."""
        self._filling = True
        try:
            on = self._checked("cancellation")
            self._set_players_range(on)
            packs = self.option_widgets["packs"]
            assert isinstance(packs, QSpinBox)
            if on:
                self._set_packs_for_players()
            else:
                packs.setValue(1)
        finally:
            self._filling = False

    def _set_packs_for_players(self) -> None:
        packs = self.option_widgets["packs"]
        assert isinstance(packs, QSpinBox)
        packs.setValue(2 if self.players_spin.value() <= 10 else 3)  # spec CN.1

    def _seed(self) -> int | str | None:
        """The seed, ``None`` for random, or an error message."""
        text = self.seed_edit.text().strip()
        if not text:
            return None
        value = int(text)
        if value > MAX_SEED:
            return self.tr("The deal number must be at most %1.").replace("%1", str(MAX_SEED))
        return value

    def _recompute(self, *_args: object) -> None:
        try:
            self._rules = self._rules_from_widgets()
            self._error = ""
        except RulesError as exc:
            self._rules = None
            self._error = self.tr("These rules cannot be played: %1").replace("%1", str(exc))
        seed = self._seed()
        if self._error == "" and isinstance(seed, str):
            self._error = seed
        self._show_state()

    def _show_state(self) -> None:
        rules = self._rules
        name = rules.name if rules is not None else CUSTOM
        if name not in Rules.preset_names():
            name = CUSTOM
        index = self.preset_combo.findData(name)
        self.preset_combo.blockSignals(True)
        self.preset_combo.setCurrentIndex(index)
        self.preset_combo.blockSignals(False)
        self.summary_label.setText(labels.preset_summary(name))
        self.error_label.setText(self._error)
        self.error_label.setVisible(bool(self._error))
        self.ok_button().setEnabled(not self._error)
        self.rules_button.setEnabled(rules is not None)
        self.restore_button.setEnabled(
            self._base.name in Rules.preset_names() and rules != Rules.preset(self._base.name)
        )
        has_kitty = self._checked("kitty")
        self.option_widgets["kitty_recipient"].setEnabled(has_kitty)
        self.option_widgets["complex_moon"].setEnabled(self._checked("complex_scoring"))
        self.option_widgets["packs"].setEnabled(self._checked("cancellation"))

    def _on_buttons_clicked(self, button: QAbstractButton) -> None:
        if button is self.rules_button:
            self._show_rules()
        elif button is self.restore_button and self._base.name in Rules.preset_names():
            self.select_preset(self._base.name)

    def _show_rules(self) -> None:
        if self._rules is None:
            return
        from ..games.hearts.rules_page import RulesDialog

        dialog = RulesDialog(self._rules, parent=self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()

    def accept(self) -> None:
        if self._error:
            return
        super().accept()


__all__ = ["NewGameDialog", "ValueCombo"]
