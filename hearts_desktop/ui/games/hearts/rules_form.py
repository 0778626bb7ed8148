"""Hearts' part of the New game dialog: a rules preset and every option of ``Rules``, the
players, the deal number and the seats, on two tabs ("Game" and "Rules options").

The form never decides a rule: it builds a ``Rules`` value from its widgets and lets the
engine validate it; a combination the engine refuses gives the error the dialog shows (OK
disabled). Picking a preset fills every option widget; editing an option that makes the
rules equal to a preset selects it again, anything else shows "Custom rules". Its texts
keep the dialog's translation context ("NewGameDialog")."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from enum import StrEnum
from typing import Any

from PySide6.QtGui import QStandardItemModel
from PySide6.QtWidgets import (
    QCheckBox,
    QGroupBox,
    QHBoxLayout,
    QSizePolicy,
    QSpinBox,
    QWidget,
)

from ....games.hearts.cards import JACK_OF_DIAMONDS, QUEEN_OF_SPADES, TWO_OF_CLUBS, Card
from ....games.hearts.rules import (
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
    TieRule,
)
from ...dialogs.value_combo import ValueCombo, enum_combo
from ...tr_context import NewGameDialog
from ..base import CUSTOM
from ..form_parts import game_tab_rows, option_columns
from ..rules_form import RulesForm
from . import labels
from .labels import form_label_texts

TEN_OF_DIAMONDS = Card.parse("10D")
BANNABLE: tuple[Card, ...] = (TWO_OF_CLUBS, QUEEN_OF_SPADES)
"""Cards the dialog offers to ban from passing (S-JA: "usually 2♣ or Q♠")."""
NOT_FIELDS = frozenset({"queen_of_hearts", *(f"pass_ban_{card}" for card in BANNABLE)})
"""Option widgets that show a ``Rules`` field in their own way (a check box for a value,
one check box per card of a tuple)."""


class HeartsRulesForm(RulesForm[Rules]):
    """The rules, players and seed of a Hearts match; ``result_setup()`` gives the choice.

    Made in two steps, as the dialog lays itself out between them: the widgets (here),
    then :meth:`load` fills them from a setup."""

    GAME = "hearts"
    RULES = Rules
    OPTIONAL = ("end_threshold", "deal_limit", "move_timer")
    NO_TARGET = ("end_threshold",)
    NO_LIMIT = ("deal_limit",)

    def _build_game_tab(self) -> QWidget:
        page = QWidget()
        self._build_preset_box(page)

        self.players_spin = QSpinBox(page)
        self.players_spin.setObjectName("players_spin")
        self.players_spin.setRange(3, 6)
        self._register("players", self.players_spin)

        self._build_seed_edit(page)

        top = self._top_form(page)
        self.players_spin.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
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
        end_form = self._form(end_box)
        end_form.addRow(self._label("end_threshold", end_box), self._threshold_spin)
        end_form.addRow(self._label("end", end_box), self._end_combo)
        end_form.addRow(self._label("deal_limit", end_box), self._deal_limit_spin)
        end_form.addRow(self._label("tie", end_box), self._tie_combo)

        self._take_seats(game_tab_rows(page, top, end_box))
        self._count(self._threshold_spin, lambda n: NewGameDialog.tr("%n point(s)", "", n))
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

        self._options_scroll = option_columns(page, [cards, play, online], [scoring, variants])
        return page

    def _enum(self, key: str, enum: type[StrEnum],
              label: Callable[[Any], str]) -> ValueCombo[Any]:
        combo = enum_combo(enum, label)
        self._register(key, combo)
        return combo

    def _bonus_label(self, card: Card | None) -> str:
        if card is None:
            return NewGameDialog.tr("None")
        return labels.card_name(card)

    # ------------------------------------------------------------------ texts
    def retranslate_ui(self) -> None:
        """Set every visible text again in the current language."""
        self._retranslate_common()
        self._end_box.setTitle(NewGameDialog.tr("End of the game"))
        self._cards_box.setTitle(NewGameDialog.tr("Cards and passing"))
        self._play_box.setTitle(NewGameDialog.tr("Play"))
        self._scoring_box.setTitle(NewGameDialog.tr("Scoring"))
        self._variants_box.setTitle(NewGameDialog.tr("Variants"))
        self._online_box.setTitle(NewGameDialog.tr("Online rules"))
        self._set_option_texts(form_label_texts())
        timer = self.option_widgets["move_timer"]
        assert isinstance(timer, QSpinBox)
        timer.setSpecialValueText(NewGameDialog.tr("Off"))
        timer.setSuffix(NewGameDialog.tr(" s", "seconds"))
        self._show_state()
        self.fit_to_contents()

    def _fill_rules(self, rules: Rules) -> None:
        """Show ``rules`` in every option widget (fields without a widget are kept in
        ``self._base``)."""
        self._filling = True
        try:
            self._base = rules
            w = self.option_widgets
            self._set_players_range(rules.cancellation)
            self._fill_widgets(rules, skip=NOT_FIELDS)
            queen = w["queen_of_hearts"]
            assert isinstance(queen, QCheckBox)
            queen.setChecked(rules.queen_of_hearts is not None)
            for card in BANNABLE:
                box = w[f"pass_ban_{card}"]
                assert isinstance(box, QCheckBox)
                box.setChecked(card in rules.pass_ban)
        finally:
            self._filling = False
        self.seats.resize_rows(rules.players)

    def _set_players_range(self, cancellation: bool) -> None:
        if cancellation:
            self.players_spin.setRange(6, 12)
        else:
            self.players_spin.setRange(3, 6)

    def _widget_options(self) -> dict[str, Any]:
        """The ``Rules`` fields the widgets show, as ``Rules.replace`` arguments."""
        w = self.option_widgets
        out = self._widget_values(skip=NOT_FIELDS)
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
        candidate = self._from_base(self._widget_options())
        # a preset keeps its name at any player count it allows (Cancellation with 8)
        name = candidate.preset_name()
        if name != candidate.name:
            candidate = dataclasses.replace(candidate, name=name)
        return candidate

    def _on_option_changed(self, *_args: object) -> None:
        if self._filling:
            return
        sender = self.sender()
        if sender is self.option_widgets["cancellation"]:
            self._on_cancellation_toggled()
        elif sender is self.option_widgets["complex_scoring"] and self._checked(
                "complex_scoring") and self._end_combo.value() is EndMode.REACHES:
            self._end_combo.set_value(EndMode.EXCEEDS)  # spec 15.2: Complex exceeds
        elif sender is self.players_spin and self._checked("cancellation"):
            self._set_packs_for_players()
        self.seats.resize_rows(self.players_spin.value())
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

    def _summary(self, name: str) -> str:
        return labels.preset_summary(name)

    def _preset_title(self, name: str) -> str:
        return labels.preset_title(name)

    def _show_state(self) -> None:
        super()._show_state()
        has_kitty = self._checked("kitty")
        self.option_widgets["kitty_recipient"].setEnabled(has_kitty)
        self.option_widgets["complex_moon"].setEnabled(self._checked("complex_scoring"))
        # spec 15.2: a Complex match ends when a score exceeds the target, never on
        # "reaches", so the form does not offer it
        end_items = self._end_combo.model()
        if isinstance(end_items, QStandardItemModel):
            reaches = end_items.item(list(EndMode).index(EndMode.REACHES))
            if reaches is not None:
                reaches.setEnabled(not self._checked("complex_scoring"))
        self.option_widgets["packs"].setEnabled(self._checked("cancellation"))


__all__ = ["BANNABLE", "CUSTOM", "HeartsRulesForm"]
