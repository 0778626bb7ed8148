"""What every game's rules form shares: the New game dialog's questions (the rules, the
error, the restore button, the preset), the rules recomputed from the widgets after every
change, the preset box and the deal number field, and the seats shown or hidden.

A game's form (``HeartsRulesForm``, ``PinochleRulesForm``, ``OmbreRulesForm``) subclasses
``RulesForm`` with its ``GAME`` and its ``RULES`` class (``preset_names()``, ``preset(name)``),
builds its two tabs (``_build_game_tab``, ``_build_options_tab``) from the option widgets
made here (``_spin``, ``_check``, ``_combo``: one per ``Rules`` field, by field name), and
says how its widgets become rules (``_fill_rules``, ``_rules_from_widgets``, mostly
``_fill_widgets`` and ``_widget_values``), how a preset is named and summarised
(``_preset_title``, ``_summary``) and its labels' texts (``_set_option_texts``). The form
never decides a rule: the engine's ``RulesError`` is the error the dialog shows (OK
disabled).

What the forms share reads the same in every game (``_retranslate_common``): the tabs, "Rules:"
and "Deal number (seed):", the preset names, a target's "None" and a number of deals' "No
limit" (``NO_TARGET``, ``NO_LIMIT``), the players box and its columns (Seat, Name, Player,
Level); form
labels end with a colon, counts say their plural ("1 chip", "5 chips": ``_count``), and the
players' rows and the options scroll when they do not fit (``fit_to_contents``)."""

from __future__ import annotations

from collections.abc import Callable, Container
from typing import Any, ClassVar, Generic, TypeVar

from PySide6.QtCore import QRegularExpression, Qt, Signal
from PySide6.QtGui import QRegularExpressionValidator
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QScrollArea,
    QSpinBox,
    QTabWidget,
    QWidget,
)

from ...core.errors import RulesError
from ..dialogs.value_combo import ValueCombo
from ..setup import MAX_SEED, GameSetup
from ..tr_context import NewGameDialog
from .base import CUSTOM
from .form_parts import SeatsBox, count_words, group_form, on_change
from .hearts.seats_form import SeatRows

R = TypeVar("R")


class RulesForm(QTabWidget, Generic[R]):
    """The part of the New game dialog a game brings: rules, players and deal number on two
    tabs; ``result_setup()`` gives the choice. Made in two steps, as the dialog lays itself
    out between them: the widgets (the constructor), then :meth:`load` fills them."""

    changed = Signal()
    """The rules or the error changed (the dialog updates its buttons)."""

    GAME: ClassVar[str]
    RULES: ClassVar[Any]
    """The game's rules class: ``preset_names()`` and ``preset(name)``."""

    preset_combo: QComboBox
    summary_label: QLabel
    seed_edit: QLineEdit
    _seats_box: QGroupBox
    _seats_scroll: QScrollArea
    _options_scroll: QScrollArea
    seats: SeatRows
    """The players' rows (the game's form makes them once its tabs are built)."""

    OPTIONAL: ClassVar[tuple[str, ...]] = ()
    """The spin boxes (``Rules`` fields) whose 0 is None."""
    NO_TARGET: ClassVar[tuple[str, ...]] = ()
    """The spin boxes whose 0 reads "None" (a game's target)."""
    NO_LIMIT: ClassVar[tuple[str, ...]] = ()
    """The spin boxes whose 0 reads "No limit" (a number of deals)."""
    OPTION_NAME = "option_{}"
    """An option widget's object name, from its key."""

    SEATS_HEIGHT = 260
    """The most the players' rows take before they scroll (Hearts' twelve seats)."""
    OPTIONS_HEIGHT = 600
    """The most the options tab takes before it scrolls."""

    def __init__(self, language: Callable[[], str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._language_of = language
        initial = GameSetup.default(language(), game=self.GAME)
        self._base: R = initial.rules
        self._rules: R | None = initial.rules
        self._error = ""
        self._filling = False
        self._labels: dict[str, QLabel] = {}
        self.option_widgets: dict[str, QWidget] = {}
        """The widget of each ``Rules`` field shown, by field name."""
        self._counts: list[Callable[[], None]] = []
        self._seats_note: QLabel | None = None
        """A note under the players' rows that holds for a host dialog's seats too."""
        self.addTab(self._build_game_tab(), "")
        self.addTab(self._build_options_tab(), "")
        self.seats = SeatRows(self._seats_widget, self._seats_grid, self.language,
                              self.fit_to_contents, game=self.GAME)

    # ------------------------------------------------------------------ a game's parts
    def _build_game_tab(self) -> QWidget:
        raise NotImplementedError

    def _build_options_tab(self) -> QWidget:
        raise NotImplementedError

    def _fill_rules(self, rules: R) -> None:
        """Every option widget from ``rules``, which become the base the form restores to
        (the dialog or the caller computes the rules again after)."""
        raise NotImplementedError

    def _rules_from_widgets(self) -> R:
        """The rules the widgets describe; ``RulesError`` for a combination that cannot be
        played."""
        raise NotImplementedError

    def _summary(self, name: str) -> str:
        """A preset's one-paragraph summary (``CUSTOM``: the player's own combination)."""
        raise NotImplementedError

    def _preset_title(self, name: str) -> str:
        """A preset's name in the preset combo (``CUSTOM`` too)."""
        raise NotImplementedError

    def _on_option_changed(self, *_args: object) -> None:
        """An option widget changed: the rules again (not while the form fills them)."""
        if not self._filling:
            self._recompute()

    def _error_text(self, exc: RulesError) -> str:
        """What the dialog says of rules the engine refused."""
        return NewGameDialog.tr("These rules cannot be played: %1").replace("%1", str(exc))

    def _rules_changed(self, rules: R) -> None:
        """Valid rules were computed (before they are shown)."""

    # ------------------------------------------------------------------ the dialog's questions
    def load(self, setup: GameSetup) -> None:
        """Show ``setup``: its rules in every widget (``_fill_rules`` makes them the base
        the form restores to), its players and its seed."""
        self._fill_rules(setup.rules)
        self.seats.set_seats(setup.seats)
        if setup.seed is not None:
            self.seed_edit.setText(str(setup.seed))

    def refresh(self) -> None:
        """Compute the rules from the widgets again (the dialog asks once it is set up)."""
        self._recompute()

    def show_seats(self, on: bool, instead: QWidget | None = None) -> None:
        """Show or hide the players' rows and the deal number (a network table's host
        dialog seats the players itself, and its server deals); ``instead``: a widget shown
        in the players' box in their place (the host dialog's seats), scrolled with them."""
        self._seats_widget.setVisible(on)
        if instead is not None:
            if self._seats_holder.indexOf(instead) < 0:
                self._seats_holder.insertWidget(1, instead)
            instead.setVisible(not on)
        self._seats_box.setVisible(on or instead is not None or self._seats_note is not None)
        self.seed_edit.setVisible(on)
        self._labels["seed"].setVisible(on)
        self.fit_to_contents()

    def fit_to_contents(self) -> None:
        """Scroll areas hide their contents' size: give them the width their contents need
        (texts differ by language) so nothing is cut off, and the height up to
        ``SEATS_HEIGHT`` (the players) and ``OPTIONS_HEIGHT`` (the options): only then do
        they scroll."""
        for scroll, max_height in ((self._options_scroll, self.OPTIONS_HEIGHT),
                                   (self._seats_scroll, self.SEATS_HEIGHT)):
            inner = scroll.widget()
            if inner is None:
                continue
            # what changed just now (a row, a text) is not yet known to ``inner``'s layout:
            # a hidden dialog's layouts wait for it to be shown
            for child in inner.findChildren(QWidget, "",
                                            Qt.FindChildOption.FindDirectChildrenOnly):
                child.updateGeometry()
            inner.adjustSize()
            hint = inner.sizeHint()
            bar = scroll.verticalScrollBar().sizeHint().width()
            scroll.setMinimumWidth(hint.width() + bar)
            scroll.setMinimumHeight(min(hint.height(), max_height))

    def can_show_rules(self) -> bool:
        return self._rules is not None

    def can_restore(self) -> bool:
        """Do the rules differ from the preset they started from?"""
        name = self._base_name()
        return name in self.RULES.preset_names() and self._rules != self.RULES.preset(name)

    def restore(self) -> None:
        """Back to the preset the rules started from."""
        if self._base_name() in self.RULES.preset_names():
            self.select_preset(self._base_name())

    def language(self) -> str:
        """The language opponent names are shown in (the dialog's)."""
        return self._language_of()

    def rules(self) -> R | None:
        """The rules the widgets describe, or ``None`` when they cannot be played."""
        return self._rules

    def error_text(self) -> str:
        """Why OK is disabled ("" when it is not)."""
        return self._error

    def select_preset(self, name: str) -> None:
        """Select a rules preset and fill every option widget from it."""
        index = self.preset_combo.findData(name)
        if index < 0:
            raise ValueError(f"unknown rules preset {name!r}")
        self.preset_combo.setCurrentIndex(index)
        self._on_preset_combo_activated(index)

    def result_setup(self) -> GameSetup:
        """The chosen game; raises ``ValueError`` while the choice is invalid."""
        if self._rules is None:
            raise ValueError(self._error or "invalid rules")
        seed = self._seed()
        if isinstance(seed, str):
            raise ValueError(seed)
        return GameSetup(rules=self._rules, seed=seed, seats=self.seats.seats(), game=self.GAME)

    # ------------------------------------------------------------------ shared widgets
    def _take_seats(self, seats: SeatsBox) -> None:
        """Keep the players box ``game_tab_rows`` made."""
        self._seats_box, self._seats_widget, self._seats_grid = seats.box, seats.widget, seats.grid
        self._seat_headers, self._seats_scroll = seats.headers, seats.scroll
        self._seats_holder = seats.holder

    def _count(self, spin: QSpinBox, words: Callable[[int], str]) -> None:
        """``spin`` reads as a count in ``words`` ("%n chip(s)"), in every language."""
        self._counts.append(count_words(spin, words))

    def _retranslate_common(self) -> None:
        """The texts every game's form shares, in the same words for every game: the tabs,
        the preset and the deal number, the players box and its columns, the counts."""
        self.setTabText(0, NewGameDialog.tr("Game"))
        self.setTabText(1, NewGameDialog.tr("Rules options"))
        self._labels["preset"].setText(NewGameDialog.tr("Rules:"))
        self._labels["seed"].setText(NewGameDialog.tr("Deal number (seed):"))
        self.seed_edit.setPlaceholderText(NewGameDialog.tr("Random"))
        self.seed_edit.setToolTip(NewGameDialog.tr("The same seed deals the same cards again. "
                                                   "Leave empty for a new deal."))
        self._seats_box.setTitle(NewGameDialog.tr("Players at the table"))
        for header, text in zip(self._seat_headers,
                                (NewGameDialog.tr("Seat"), NewGameDialog.tr("Name"),
                                 NewGameDialog.tr("Player"), NewGameDialog.tr("Level")),
                                strict=True):
            header.setText(text)
        for row in self.seats:
            self.seats.retranslate_row(row)
        for update in self._counts:
            update()
        for i in range(self.preset_combo.count()):
            self.preset_combo.setItemText(i, self._preset_title(self.preset_combo.itemData(i)))
        for keys, text in ((self.NO_TARGET, NewGameDialog.tr("None")),
                           (self.NO_LIMIT, NewGameDialog.tr("No limit"))):
            for key in keys:
                spin = self.option_widgets[key]
                assert isinstance(spin, QSpinBox)
                spin.setSpecialValueText(text)

    def _set_option_texts(self, texts: dict[str, str]) -> None:
        """The option labels' texts and the check boxes' (``texts``: by key), and every
        option combo's items, in the current language."""
        for key, text in texts.items():
            if key in self._labels:
                self._labels[key].setText(text)
            widget = self.option_widgets.get(key)
            if isinstance(widget, QCheckBox):
                widget.setText(text)
        for widget in self.option_widgets.values():
            if isinstance(widget, ValueCombo):
                widget.retranslate()

    def _label(self, key: str, parent: QWidget | None = None) -> QLabel:
        """A label the form's texts fill (``retranslate_ui``) by ``key``."""
        label = QLabel(parent if parent is not None else self)
        self._labels[key] = label
        return label

    def _top_form(self, page: QWidget | None) -> QFormLayout:
        """The game tab's form: the preset combo and its summary (``_build_preset_box``);
        ``page``: its labels' parent (None: the form)."""
        top = QFormLayout()
        top.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        top.addRow(self._label("preset", page), self.preset_combo)
        top.addRow("", self.summary_label)
        return top

    def _add_seed_row(self, top: QFormLayout, page: QWidget | None) -> None:
        """The deal number's row of ``top`` (``_build_seed_edit``; its label's parent
        ``page``, None: the form)."""
        seed_row = QHBoxLayout()
        seed_row.addWidget(self.seed_edit)
        seed_row.addStretch(1)
        top.addRow(self._label("seed", page), seed_row)

    _form = staticmethod(group_form)

    # ------------------------------------------------------------------ option widgets
    def _register(self, key: str, widget: QWidget) -> None:
        """``widget`` shows the option ``key`` (a ``Rules`` field, as a rule)."""
        widget.setObjectName(self.OPTION_NAME.format(key))
        self.option_widgets[key] = widget
        on_change(widget, self._on_option_changed)

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

    def _combo(self, key: str, values: Any, text: Callable[[Any], str],
               parent: QWidget | None = None) -> ValueCombo[Any]:
        combo: ValueCombo[Any] = ValueCombo(list(values), text, parent)
        self._register(key, combo)
        return combo

    def _fill_widgets(self, rules: R, skip: Container[str] = ()) -> None:
        """Every option widget (but ``skip``) from its field of ``rules`` (None: 0)."""
        for key, widget in self.option_widgets.items():
            if key in skip:
                continue
            value = getattr(rules, key)
            if isinstance(widget, ValueCombo):
                widget.set_value(value)
            elif isinstance(widget, QSpinBox):
                widget.setValue(value or 0)
            elif isinstance(widget, QCheckBox):
                widget.setChecked(bool(value))

    def _widget_values(self, skip: Container[str] = ()) -> dict[str, Any]:
        """The ``Rules`` fields the option widgets (but ``skip``) show, by field name
        (``OPTIONAL`` spin boxes at 0: None)."""
        out: dict[str, Any] = {}
        for key, widget in self.option_widgets.items():
            if key in skip:
                continue
            if isinstance(widget, (ValueCombo, QSpinBox)):
                out[key] = widget.value()
            elif isinstance(widget, QCheckBox):
                out[key] = widget.isChecked()
        for key in self.OPTIONAL:
            out[key] = out[key] or None
        return out

    def _from_base(self, options: dict[str, Any]) -> R:
        """The base rules with ``options`` (the base itself when they change nothing);
        ``RulesError`` for a combination that cannot be played."""
        base: Any = self._base
        if all(getattr(base, k) == v for k, v in options.items()):
            return self._base
        rules: R = base.replace(**options)
        return rules

    # ------------------------------------------------------------------ the game tab
    def _build_preset_box(self, page: QWidget) -> None:
        """The preset combo (every preset, then "Custom rules") and its summary, a fixed
        three lines high: summaries differ in length, and the dialog should not jump when
        another preset is picked."""
        self.preset_combo = QComboBox(page)
        self.preset_combo.setObjectName("preset_combo")
        for name in (*self.RULES.preset_names(), CUSTOM):
            self.preset_combo.addItem("", name)
        self.preset_combo.activated.connect(self._on_preset_combo_activated)
        self.summary_label = QLabel(page)
        self.summary_label.setWordWrap(True)
        self.summary_label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.summary_label.setFixedHeight(self.fontMetrics().lineSpacing() * 3 + 4)

    def _build_seed_edit(self, page: QWidget) -> None:
        """The deal number: digits only, empty for a random deal."""
        self.seed_edit = QLineEdit(page)
        self.seed_edit.setObjectName("seed_edit")
        self.seed_edit.setValidator(
            QRegularExpressionValidator(QRegularExpression(r"\d{0,19}"), self.seed_edit))
        self.seed_edit.setClearButtonEnabled(True)
        self.seed_edit.setMinimumWidth(self.fontMetrics().horizontalAdvance("9" * 21))
        self.seed_edit.textChanged.connect(self._recompute)

    # ------------------------------------------------------------------ rules <-> widgets
    def _base_name(self) -> str:
        return str(getattr(self._base, "name", ""))

    def _on_preset_combo_activated(self, index: int) -> None:
        name = self.preset_combo.itemData(index)
        if name == CUSTOM or name is None:
            return
        self._fill_rules(self.RULES.preset(name))
        self._recompute()

    def _seed(self) -> int | str | None:
        """The seed, ``None`` for random, or an error message."""
        text = self.seed_edit.text().strip()
        if not text:
            return None
        value = int(text)
        if value > MAX_SEED:
            return NewGameDialog.tr("The deal number must be at most %1.").replace(
                "%1", str(MAX_SEED))
        return value

    def _recompute(self, *_args: object) -> None:
        """The rules and the error from the widgets, shown; ``changed`` tells the dialog."""
        try:
            self._rules = self._rules_from_widgets()
            self._error = ""
        except RulesError as exc:
            self._rules = None
            self._error = self._error_text(exc)
        seed = self._seed()
        if self._error == "" and isinstance(seed, str):
            self._error = seed
        if self._rules is not None:
            self._rules_changed(self._rules)
        self._show_state()
        self.changed.emit()

    def _show_state(self) -> None:
        """The preset the rules are (or "Custom rules") in the combo, with its summary."""
        name = str(getattr(self._rules, "name", CUSTOM))
        if name not in self.RULES.preset_names():
            name = CUSTOM
        self.preset_combo.blockSignals(True)
        self.preset_combo.setCurrentIndex(self.preset_combo.findData(name))
        self.preset_combo.blockSignals(False)
        self.summary_label.setText(self._summary(name))


__all__ = ["RulesForm"]
