"""Ombre's part of the New game dialog: a rules preset, the game (three, two or four players,
Quadrille, Quintille), the session (ante, chips, deals), every local rule of ``Rules``, the
deal number and the seats, on two tabs ("Game" and "Rules options").

The form never decides a rule: it builds a ``Rules`` value from its widgets and lets the
engine validate it; a combination the engine refuses gives the error the dialog shows (OK
disabled). An option the engine refuses for the chosen game (a talon rule in Quadrille, who
sits out in a game where nobody does) is greyed out and goes back to its default when the
game changes, so switching games never leaves an error to fix. Picking a preset fills every
widget; options that make the rules equal to a preset select it again, anything else shows
"Custom rules". Texts of the Ombre options are in the context "Ombre"; the dialog's common
words keep "NewGameDialog"."""

from __future__ import annotations

import dataclasses
from typing import Any

from PySide6.QtWidgets import (
    QCheckBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QSpinBox,
    QWidget,
)

from ....core.cards import Suit
from ....games.ombre.rules import AllPass, Rules, RulesError, SitOut, Variant
from ...dialogs.value_combo import ValueCombo
from ...tr_context import NewGameDialog
from ..form_parts import game_tab_rows, option_columns
from ..rules_form import RulesForm
from .labels import Ombre, chips_text, preset_summary, preset_title, suit_name

GAME = "ombre"
CHECKS = ("dealer_antes", "priority", "lead_eldest", "must_buy", "gascarola", "contrabola",
          "fourth_plays", "honour_cap", "codille_split", "loss_scaled", "surrender",
          "quintille_literal")
"""The ``Rules`` fields shown as check boxes."""
OPTIONAL = ("deals", "chip_target")
"""The spin boxes whose 0 is None."""


def variant_label(variant: Variant) -> str:
    return {
        Variant.THREE: Ombre.tr("Ombre for three"),
        Variant.TWO: Ombre.tr("Ombre for two (30 cards)"),
        Variant.FOUR: Ombre.tr("Ombre for four (one sits out each deal)"),
        Variant.QUADRILLE: Ombre.tr("Quadrille (four, calling a king)"),
        Variant.QUINTILLE: Ombre.tr("Quintille (five, calling a king)"),
    }[variant]


def sit_out_label(value: SitOut) -> str:
    return {SitOut.DEALER: Ombre.tr("The dealer"),
            SitOut.OPPOSITE: Ombre.tr("The player opposite the dealer")}[value]


def all_pass_label(value: AllPass) -> str:
    return {AllPass.REDEAL: Ombre.tr("The deal is thrown in"),
            AllPass.FORCED: Ombre.tr("The holder of Spadille must play")}[value]


def form_label_texts() -> dict[str, str]:
    """The label (ending with a colon, as every game's form) or check box text of every
    option, by ``Rules`` field."""
    return {
        "variant": Ombre.tr("Game:"),
        "sit_out": Ombre.tr("Who sits out:"),
        "removed_suit": Ombre.tr("Suit taken out:"),
        "ante": Ombre.tr("Ante per player:"),
        "dealer_antes": Ombre.tr("The dealer alone pays the ante for everybody"),
        "start_chips": Ombre.tr("Chips at the start:"),
        "deals": NewGameDialog.tr("Number of deals:"),
        "chip_target": Ombre.tr("End when a player has won or lost:"),
        "priority": Ombre.tr("Priority: an earlier bidder may hold an equal bid"),
        "lead_eldest": Ombre.tr("Eldest hand leads to the first trick"),
        "must_buy": Ombre.tr("Ombre must exchange at least one card"),
        "all_pass": Ombre.tr("When everybody passes:"),
        "gascarola": Ombre.tr("Gascarola may be announced"),
        "contrabola": Ombre.tr("Contrabola may be announced"),
        "fourth_plays": Ombre.tr("The player sitting out may play with the whole talon"),
        "honour_cap": Ombre.tr("Honours count at most 5"),
        "codille_split": Ombre.tr("After a codille the defenders share the pot"),
        "loss_scaled": Ombre.tr("A lost game costs what the contract is worth"),
        "surrender": Ombre.tr("Ombre may give up an entrada or a tourné"),
        "quintille_literal": Ombre.tr("Quintille: the alliance needs 6 tricks"),
    }


class OmbreRulesForm(RulesForm[Rules]):
    """The rules, seats and seed of an Ombre match; ``result_setup()`` gives the choice."""

    GAME = GAME
    RULES = Rules
    OPTIONAL = OPTIONAL
    NO_TARGET = ("chip_target",)
    NO_LIMIT = ("deals",)

    # ------------------------------------------------------------------ building
    def _build_game_tab(self) -> QWidget:
        page = QWidget()
        self._build_preset_box(page)

        variant = self._combo("variant", Variant, variant_label, page)
        self.players_spin = QLabel(page)
        """The number of players (the game decides it; the dialog's tests read it)."""
        self.players_spin.setObjectName("players_label")

        self._build_seed_edit(page)

        top = self._top_form(page)
        game_row = QHBoxLayout()
        game_row.addWidget(variant, 1)
        game_row.addSpacing(12)
        game_row.addWidget(self.players_spin)
        top.addRow(self._label("variant", page), game_row)
        self._add_seed_row(top, page)

        session = QGroupBox(page)
        self._session_box = session
        form = self._form(session)
        form.addRow(self._label("ante", session), self._spin("ante", 0, 100))
        form.addRow(self._check("dealer_antes"))
        form.addRow(self._label("start_chips", session), self._spin("start_chips", 0, 100000,
                                                                    step=10))
        form.addRow(self._label("deals", session), self._spin("deals", 0, 1000))
        form.addRow(self._label("chip_target", session), self._spin("chip_target", 0, 100000,
                                                                    step=10))

        self._take_seats(game_tab_rows(page, top, session))
        for key in ("ante", "start_chips", "chip_target"):
            spin = self.option_widgets[key]
            assert isinstance(spin, QSpinBox)
            self._count(spin, chips_text)
        return page

    def _build_options_tab(self) -> QWidget:
        page = QWidget()
        table = QGroupBox(page)
        self._table_box = table
        form = self._form(table)
        sit_out = self._combo("sit_out", SitOut, sit_out_label)
        form.addRow(self._label("sit_out", table), sit_out)
        removed = self._combo("removed_suit", (Suit.DIAMONDS, Suit.HEARTS), suit_name)
        form.addRow(self._label("removed_suit", table), removed)
        form.addRow(self._check("fourth_plays"))
        form.addRow(self._check("quintille_literal"))

        bidding = QGroupBox(page)
        self._bidding_box = bidding
        form = self._form(bidding)
        form.addRow(self._check("priority"))
        all_pass = self._combo("all_pass", AllPass, all_pass_label)
        form.addRow(self._label("all_pass", bidding), all_pass)
        form.addRow(self._check("gascarola"))
        form.addRow(self._check("contrabola"))

        play = QGroupBox(page)
        self._play_box = play
        form = self._form(play)
        form.addRow(self._check("lead_eldest"))
        form.addRow(self._check("must_buy"))
        form.addRow(self._check("surrender"))

        payments = QGroupBox(page)
        self._payments_box = payments
        form = self._form(payments)
        form.addRow(self._check("honour_cap"))
        form.addRow(self._check("codille_split"))
        form.addRow(self._check("loss_scaled"))

        self._options_scroll = option_columns(page, [table, bidding], [play, payments])
        return page

    def _spin(self, key: str, low: int, high: int, step: int = 1) -> QSpinBox:
        spin = super()._spin(key, low, high, step)
        spin.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        return spin

    # ------------------------------------------------------------------ texts
    def retranslate_ui(self) -> None:
        self._retranslate_common()
        self._session_box.setTitle(Ombre.tr("Chips and length of the game"))
        self._table_box.setTitle(Ombre.tr("The table"))
        self._bidding_box.setTitle(Ombre.tr("Bidding"))
        self._play_box.setTitle(Ombre.tr("Exchange and play"))
        self._payments_box.setTitle(Ombre.tr("Payments"))
        self._set_option_texts(form_label_texts())
        self._show_state()
        self.fit_to_contents()

    # ------------------------------------------------------------------ rules <-> widgets
    def _fill_rules(self, rules: Rules) -> None:
        self._filling = True
        try:
            self._base = rules
            self._fill_widgets(rules)
        finally:
            self._filling = False
        self.seats.resize_rows(rules.players)

    def _rules_from_widgets(self) -> Rules:
        candidate = self._from_base(self._widget_values())
        for name in Rules.preset_names():
            if Rules.preset(name) == candidate:
                return Rules.preset(name)
        return candidate

    def _allowed(self, key: str, rules: Rules) -> bool:
        """May option ``key`` differ from its default under ``rules``' game? (The engine
        says: the option is set to another value and the rules validated.)"""
        default = {f.name: f.default for f in dataclasses.fields(Rules)}[key]
        if key in CHECKS:
            other: Any = True
        elif key == "sit_out":
            other = SitOut.OPPOSITE
        elif key == "removed_suit":
            other = Suit.HEARTS
        else:
            return True
        if getattr(rules, key) != default:
            return True
        try:
            rules.replace(**{key: other})
        except RulesError:
            return False
        return True

    def _fit_to_variant(self) -> None:
        """The game changed: options the engine refuses for it go back to their defaults."""
        w = self.option_widgets
        variant = w["variant"]
        assert isinstance(variant, ValueCombo)
        defaults = {f.name: f.default for f in dataclasses.fields(Rules)}
        target = self._spin_value("chip_target") or None
        deals = self._spin_value("deals") or (None if target else Rules().deals)
        try:
            kept = Rules(variant=variant.value(), ante=self._spin_value("ante"),
                         start_chips=self._spin_value("start_chips"), deals=deals,
                         chip_target=target)
        except RulesError:
            kept = Rules(variant=variant.value())
        self._filling = True
        try:
            for key in (*CHECKS, "sit_out", "removed_suit", "all_pass"):
                widget = w[key]
                value = (widget.isChecked() if isinstance(widget, QCheckBox)
                         else widget.value() if isinstance(widget, ValueCombo) else None)
                try:
                    kept = kept.replace(**{key: value})
                except RulesError:
                    if isinstance(widget, QCheckBox):
                        widget.setChecked(False)
                    elif isinstance(widget, ValueCombo):
                        widget.set_value(defaults[key])
        finally:
            self._filling = False

    def _spin_value(self, key: str) -> int:
        spin = self.option_widgets[key]
        assert isinstance(spin, QSpinBox)
        return spin.value()

    def _on_option_changed(self, *_args: object) -> None:
        if self._filling:
            return
        if self.sender() is self.option_widgets["variant"]:
            self._fit_to_variant()
        self._recompute()

    def _rules_changed(self, rules: Rules) -> None:
        self.seats.resize_rows(rules.players)

    def _summary(self, name: str) -> str:
        return preset_summary(name)

    def _preset_title(self, name: str) -> str:
        return preset_title(name)

    def _show_state(self) -> None:
        super()._show_state()
        shown = self._rules or self._base
        self.players_spin.setText(Ombre.tr("%n player(s)", "", shown.players))
        for key in (*CHECKS, "sit_out", "removed_suit"):
            self.option_widgets[key].setEnabled(self._allowed(key, shown))


__all__ = ["OmbreRulesForm", "all_pass_label", "form_label_texts", "sit_out_label",
           "variant_label"]
