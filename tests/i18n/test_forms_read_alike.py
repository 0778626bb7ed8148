"""The New game form reads the same for every game, in every language (issue 28, item 13):
the tabs, "Rules:" and the deal number, the players box and its columns are the same words in
Hearts, Pinochle and Ombre; every form label ends with a colon; a count says its plural ("1
chip", "5 chips", never "1 chips"); the players' rows scroll only when they do not fit
(Quadrille's four seats had a scroll bar, Pinochle's rows no scroll area); and every game's
New game dialog and the Host dialog fit a 1366x768 screen.

The games are chosen the player's way: the keys of the dialogs' combo boxes; options by a
click on their check box and typed values."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QFormLayout,
    QLabel,
    QSpinBox,
    QWidget,
)
from pytestqt.qtbot import QtBot

from hearts_desktop import i18n
from hearts_desktop.games import get_game
from hearts_desktop.i18n.fonts import install_cjk_fallback
from hearts_desktop.ui.dialogs.new_game import NewGameDialog
from hearts_desktop.ui.games import presentation
from hearts_desktop.ui.main_window import MainWindow
from tests.ui.net.conftest import net_window

__all__ = ["net_window"]

GAMES = ("hearts", "pinochle", "ombre")
LANGUAGES = ("en", "de", "ja", "ko")
PRESETS = {"hearts": ("classic",), "pinochle": ("pinochle", "double_deck"),
           "ombre": ("ombre", "quadrille", "quintille")}
AVAILABLE = QSize(1366, 768 - 40 - 32)
"""A 1366x768 screen less a panel (40) and the window's title bar (32)."""


def choose(qtbot: QtBot, combo: QComboBox, value: Any) -> None:
    """Pick ``value`` in ``combo`` with its keys (Home, then Down), as a player may."""
    combo.setFocus()
    qtbot.keyClick(combo, Qt.Key.Key_Home)
    for _ in range(combo.count()):
        if combo.currentData() == value:
            break
        qtbot.keyClick(combo, Qt.Key.Key_Down)
    assert combo.currentData() == value, f"{value!r} is not offered"
    QApplication.processEvents()


def type_value(qtbot: QtBot, spin: QSpinBox, value: int) -> None:
    spin.setFocus()
    spin.selectAll()
    qtbot.keyClicks(spin, str(value))
    assert spin.value() == value


def new_game(qtbot: QtBot, lang: str, game: str, *, last: str | None = None) -> NewGameDialog:
    """The New game dialog, ``game`` picked in it; ``last``: the game it opens on (the one
    played last), at that game's size."""
    setup = presentation(last).default_setup(lang) if last is not None else None
    dialog = NewGameDialog(setup, language=lang)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    choose(qtbot, dialog.game_combo, game)
    assert game == dialog.form.GAME
    return dialog


def form_labels(root: QWidget) -> list[str]:
    """The texts of every label column of the form layouts under ``root``."""
    out = []
    for layout in root.findChildren(QFormLayout):
        for row in range(layout.rowCount()):
            item = layout.itemAt(row, QFormLayout.ItemRole.LabelRole)
            label = item.widget() if item is not None else None
            if isinstance(label, QLabel) and label.text() and label.isVisibleTo(root):
                out.append(label.text())
    return out


def shared_texts(dialog: NewGameDialog) -> dict[str, Any]:
    form = dialog.form
    return {
        "tabs": [form.tabText(i) for i in range(form.count())],
        "rules": form._labels["preset"].text(),
        "deal number": form._labels["seed"].text(),
        "seed hint": (form.seed_edit.placeholderText(), form.seed_edit.toolTip()),
        "players box": form._seats_box.title(),
        "columns": [h.text() for h in form._seat_headers],
    }


@pytest.fixture(params=LANGUAGES)
def lang(request: pytest.FixtureRequest, qapp: QApplication) -> str:
    install_cjk_fallback(qapp)
    assert i18n.apply_language(request.param) == request.param
    return str(request.param)


def test_the_shared_texts_read_the_same_in_every_game(qtbot: QtBot, lang: str) -> None:
    texts = {}
    for game in GAMES:
        dialog = new_game(qtbot, lang, game)
        texts[game] = shared_texts(dialog)
        labels = [*form_labels(dialog.form), dialog.game_label.text()]
        assert labels and all(t.endswith((":", "：")) for t in labels), (game, labels)
        dialog.close()
    assert texts["pinochle"] == texts["hearts"]
    assert texts["ombre"] == texts["hearts"]


@pytest.mark.parametrize(("words_of", "one", "five"), [
    ("en", "1 {}", "5 {}s"), ("de", None, None)])
def test_counts_say_their_plural(qtbot: QtBot, words_of: str, one: str | None,
                                 five: str | None) -> None:
    """Every spin box of every game's form that counts chips or points: "1 chip",
    "5 chips" (German: "1 Marke", "5 Marken"), never "1 chips"."""
    assert i18n.apply_language(words_of) == words_of
    counted = 0
    for game in GAMES:
        dialog = new_game(qtbot, words_of, game)
        for spin in dialog.form.findChildren(QSpinBox):
            if not (spin.prefix() or spin.suffix()) or spin.suffix().strip() == "s":
                continue  # not a count (the move timer's seconds)
            if spin.minimum() > 1:
                continue
            type_value(qtbot, spin, 1)
            single = spin.text()
            type_value(qtbot, spin, 5)
            plural = spin.text()
            counted += 1
            if words_of == "en":
                assert not re.fullmatch(r"1 \w+s", single), (game, single)
                word = single.removeprefix("1 ")
                assert (single, plural) == (one.format(word), five.format(word))  # type: ignore[union-attr]
            else:
                assert single.startswith("1 ") and plural.startswith("5 ")
                assert single[2:] != plural[2:], (game, single, plural)  # Marke / Marken
        dialog.close()
    assert counted >= 5  # Hearts' target, Pinochle's target, Ombre's three chip counts


def settle(qtbot: QtBot) -> None:
    """Let the posted layout requests and the rows' queued showing run (the scroll bar
    comes or goes then)."""
    for _ in range(5):
        QApplication.processEvents()
        qtbot.wait(20)


def rows_fit(scroll: Any) -> bool:
    """No scroll bar, and every row widget inside the scroll area's viewport."""
    viewport = scroll.viewport()
    inner = scroll.widget()
    for w in inner.findChildren(QWidget):
        if not w.isVisibleTo(inner) or not w.objectName().startswith("seat_"):
            continue
        bottom = w.mapTo(viewport, w.rect().bottomLeft()).y()
        if bottom > viewport.height():
            return False
    return not scroll.verticalScrollBar().isVisible()


@pytest.mark.parametrize(("game", "preset", "seats"), [
    ("ombre", "quadrille", 4), ("ombre", "quintille", 5), ("pinochle", "pinochle", 4),
    ("hearts", "classic", 4)])
def test_the_seats_show_without_a_scroll_bar_when_they_fit(
        qtbot: QtBot, game: str, preset: str, seats: int) -> None:
    """Ombre's form opens on three seats; picking Quadrille's four (Quintille's five) grew
    the rows by one without making room: a scroll bar for four seats."""
    dialog = new_game(qtbot, "en", game, last=game)
    choose(qtbot, dialog.preset_combo, preset)
    assert len(dialog.form.seats) == seats
    settle(qtbot)
    assert rows_fit(dialog.form._seats_scroll)


def test_twelve_seats_scroll(qtbot: QtBot) -> None:
    """Cancellation Hearts seats up to twelve: the rows scroll in their box."""
    dialog = new_game(qtbot, "en", "hearts")
    dialog.option_widgets["cancellation"].click()
    type_value(qtbot, dialog.players_spin, 12)
    assert len(dialog.form.seats) == 12
    settle(qtbot)
    assert dialog.form._seats_scroll.verticalScrollBar().isVisible()
    assert dialog.sizeHint().height() <= AVAILABLE.height()


def fits(widget: QWidget) -> bool:
    hint = widget.sizeHint().expandedTo(widget.minimumSizeHint())
    return hint.width() <= AVAILABLE.width() and hint.height() <= AVAILABLE.height()


def test_every_new_game_form_fits_a_small_screen(qtbot: QtBot, lang: str) -> None:
    for game in GAMES:
        dialog = new_game(qtbot, lang, game)
        for preset in PRESETS[game]:
            choose(qtbot, dialog.preset_combo, preset)
            for tab in range(dialog.form.count()):
                dialog.form.setCurrentIndex(tab)
                QApplication.processEvents()
                assert fits(dialog), (game, preset, dialog.sizeHint())
        dialog.close()


def test_the_host_dialog_fits_a_small_screen_for_every_game(
        qtbot: QtBot, lang: str, net_window: Callable[..., MainWindow]) -> None:
    """Game > Host a network game, every game and preset: the game's rules form with the
    host's seats in its players box (the seats under the form made Hearts' dialog 774
    pixels high)."""
    win = net_window("anna")
    net = win.network_ui  # type: ignore[attr-defined]
    net.host_action.trigger()
    dialog = net.dialog
    assert dialog is not None
    qtbot.waitExposed(dialog)
    for game in GAMES:
        choose(qtbot, dialog.game_combo, game)
        assert dialog.game == game
        for preset in PRESETS[game]:
            choose(qtbot, dialog.form.preset_combo, preset)
            qtbot.waitUntil(lambda: dialog.seats_box.isVisible(), timeout=5_000)
            assert fits(dialog), (game, preset, dialog.sizeHint())
            # the seats are in the form's players box, one row per player
            assert dialog.form._seats_box.isAncestorOf(dialog.seats_box)
            assert dialog.seat_rows() == get_game(game).players(dialog.form.rules())
    qtbot.mouseClick(dialog.cancel_button, Qt.MouseButton.LeftButton)


@pytest.mark.parametrize(("language", "one", "many"), [
    ("en", "1 chip ", "100 chips"), ("de", "1 Marke ", "100 Marken")])
def test_the_ombre_rules_page_counts_its_chips(
        qtbot: QtBot, open_window: Callable[..., MainWindow], language: str, one: str,
        many: str) -> None:
    """Help > Rules with a Quadrille match on the table (an ante of 1): "each player puts
    1 chip into the pot" (it said "1 chips"), "Everybody starts with 100 chips"."""
    from hearts_desktop.games.ombre.rules import Rules as OmbreRules
    from hearts_desktop.ui.controller import SeatPlayer
    from hearts_desktop.ui.games.ombre.rules_page import OmbreRulesDialog

    win = open_window()
    assert i18n.apply_language(language) == language
    rules = OmbreRules.preset("quadrille")
    assert rules.ante == 1
    win.start_match(rules, 3, [SeatPlayer("You", human=True),
                               *(SeatPlayer(f"CPU {i}", bot_kind="easy", level="easy")
                                 for i in range(1, 4))], game="ombre")
    win.rules_action.trigger()  # type: ignore[attr-defined]
    shown = [w for w in QApplication.topLevelWidgets()
             if isinstance(w, OmbreRulesDialog) and w.isVisible()]
    assert len(shown) == 1
    text = shown[0].plain_text()
    assert one in text and many in text, text
    assert not re.search(r"\b1 (chips|Marken)\b", text)
    shown[0].close()
