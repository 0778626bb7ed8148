"""Pinochle's part of the New game dialog: a rules preset (pinochle, pinochle_x10,
double_deck) and every option of ``games.pinochle.Rules``, the game's end, the seed and the
seats (named CPU players from Pinochle's roster; the partner sits opposite), on two tabs.

The form never decides a rule: it builds a ``Rules`` value from its widgets and lets the
engine validate it; a combination the engine refuses gives the error the dialog shows (OK
disabled). Picking a preset fills every option widget; editing an option that makes the
rules equal to a preset selects it again, anything else shows "Custom rules"."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import (
    QGroupBox,
    QLabel,
    QWidget,
)

from ....games.pinochle import BidStep, Heading, Rules, RulesError, SetDefenders
from ....games.pinochle.rules import MIN_BIDS
from ...tr_context import NewGameDialog
from ..form_parts import game_tab_rows, group_form, option_columns
from ..rules_form import RulesForm
from .labels import Pinochle, preset_title

CHECKS = ("pass_help", "first_forced", "no_run_bonus", "roundhouse", "x10", "undertrump",
          "double_deck", "save_meld", "set_loses_meld")


def _check_text(key: str) -> str:
    return {
        "pass_help": Pinochle.tr("“Pass with help” may be called"),
        "first_forced": Pinochle.tr("The first bidder must bid (no stuck dealer)"),
        "no_run_bonus": Pinochle.tr("No extra marriage beside a run (run + K + Q = 19)"),
        "roundhouse": Pinochle.tr("Roundhouse: K and Q of every suit"),
        "x10": Pinochle.tr("Every value times ten (run 150, minimum bid 250)"),
        "undertrump": Pinochle.tr("Trump even when you cannot overtrump"),
        "double_deck": Pinochle.tr("Double deck: 80 cards, 20 each"),
        "save_meld": Pinochle.tr("The declaring team must take a trick to keep its meld"),
        "set_loses_meld": Pinochle.tr("A set team also loses its meld"),
    }[key]


def _heading_text(value: Heading) -> str:
    return {Heading.ALWAYS: Pinochle.tr("Always beat the winning card if you can"),
            Heading.TRUMP_LEAD_ONLY: Pinochle.tr("Beat it only when trumps are led"),
            Heading.NEVER: Pinochle.tr("Never: follow suit, else trump")}[value]


def _step_text(value: BidStep) -> str:
    return {BidStep.ONE: Pinochle.tr("Raise by 1"),
            BidStep.FIVE_FROM_60: Pinochle.tr("By 1, then by 5 from 60")}[value]


def _defenders_text(value: SetDefenders) -> str:
    return {SetDefenders.ALL: Pinochle.tr("All the hand's counters"),
            SetDefenders.ACTUAL: Pinochle.tr("The counters they took")}[value]


def summary(name: str) -> str:
    return {
        "pinochle": Pinochle.tr("Four players, partners opposite, 48 cards. Minimum bid 25, "
                                "game to 150 on the small scale (run 15, counters 1)."),
        "pinochle_x10": Pinochle.tr("The same game on the classic scale: counters 10, run "
                                    "150, minimum bid 250, game to 1500."),
        "double_deck": Pinochle.tr("80 cards without nines, 20 each. Minimum bid 50, 50 "
                                   "counters a hand, game to 500."),
    }.get(name, Pinochle.tr("Your own combination of the options."))


class PinochleRulesForm(RulesForm[Rules]):
    """The rules, end, seed and seats of a Pinochle match; ``result_setup()`` gives them."""

    GAME = "pinochle"
    RULES = Rules
    OPTIONAL = ("target", "deal_limit")
    NO_TARGET = ("target",)
    NO_LIMIT = ("deal_limit",)
    OPTION_NAME = "{}"

    def __init__(self, language: Callable[[], str], parent: QWidget | None = None) -> None:
        super().__init__(language, parent)
        self.retranslate_ui()

    # ------------------------------------------------------------------ building
    def _build_game_tab(self) -> QWidget:
        page = QWidget()
        self._build_preset_box(page)
        self._build_seed_edit(page)
        top = self._top_form(None)
        self._add_seed_row(top, None)

        self._end_box = QGroupBox(page)
        end = group_form(self._end_box)
        target = self._spin("target", 0, 10000, 25)
        end.addRow(self._label("target"), target)
        end.addRow(self._label("deal_limit"), self._spin("deal_limit", 0, 99))

        self._take_seats(game_tab_rows(page, top, self._end_box))
        self._partner_note = QLabel()
        self._partner_note.setWordWrap(True)
        self._seats_note = self._partner_note
        self._seats_holder.insertWidget(self._seats_holder.count() - 1, self._partner_note)
        self._count(target, lambda n: NewGameDialog.tr("%n point(s)", "", n))
        return page

    def _build_options_tab(self) -> QWidget:
        page = QWidget()
        self._auction_box = QGroupBox(page)
        form = group_form(self._auction_box)
        form.addRow(self._label("min_bid"), self._combo("min_bid", MIN_BIDS, str, self))
        form.addRow(self._label("bid_step"),
                    self._combo("bid_step", BidStep, _step_text, self))
        self._play_box = QGroupBox(page)
        play = group_form(self._play_box)
        play.addRow(self._label("head"), self._combo("head", Heading, _heading_text, self))
        self._scoring_box = QGroupBox(page)
        scoring = group_form(self._scoring_box)
        scoring.addRow(self._label("set_defenders"),
                       self._combo("set_defenders", SetDefenders, _defenders_text, self))
        for key in CHECKS:
            box = self._check(key)
            target = {"pass_help": form, "first_forced": form, "undertrump": play,
                      "double_deck": play, "x10": scoring, "no_run_bonus": scoring,
                      "roundhouse": scoring, "save_meld": scoring,
                      "set_loses_meld": scoring}[key]
            target.addRow(box)
        self._options_scroll = option_columns(page, [self._auction_box, self._play_box],
                                              [self._scoring_box])
        return page

    # ------------------------------------------------------------------ rules <-> widgets
    def _fill_rules(self, rules: Rules) -> None:
        self._filling = True
        try:
            self._base = rules
            self._fill_widgets(rules)
        finally:
            self._filling = False

    def _rules_from_widgets(self) -> Rules:
        return Rules(**self._widget_values())

    def _summary(self, name: str) -> str:
        return summary(name)

    def _preset_title(self, name: str) -> str:
        return preset_title(name)

    def _error_text(self, exc: RulesError) -> str:
        message = str(exc)
        if "target" in message and "deals" in message:
            return Pinochle.tr("Choose a game target, a number of deals, or both.")
        if "roundhouse" in message:
            return Pinochle.tr("The roundhouse is played with a single deck only.")
        return Pinochle.tr("These rules cannot be played: {0}").format(message)

    # ------------------------------------------------------------------ words
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def retranslate_ui(self) -> None:
        self._retranslate_common()
        self._set_option_texts({
            "target": NewGameDialog.tr("Target score:"),
            "deal_limit": NewGameDialog.tr("Number of deals:"),
            "min_bid": Pinochle.tr("Minimum bid:"), "bid_step": Pinochle.tr("Bids go:"),
            "head": Pinochle.tr("Heading the trick:"),
            "set_defenders": Pinochle.tr("When the declarers are set, the defenders score:"),
            **{key: _check_text(key) for key in CHECKS},
        })
        self._end_box.setTitle(NewGameDialog.tr("End of the game"))
        self._auction_box.setTitle(Pinochle.tr("Auction"))
        self._play_box.setTitle(Pinochle.tr("Play"))
        self._scoring_box.setTitle(Pinochle.tr("Meld and scoring"))
        self._partner_note.setText(Pinochle.tr("Seat 3 is your partner, opposite you; seats 2 "
                                               "and 4 play together against you."))
        if self._rules is not None:
            self.summary_label.setText(summary(self._rules.name))
        self.fit_to_contents()


__all__ = ["PinochleRulesForm"]
