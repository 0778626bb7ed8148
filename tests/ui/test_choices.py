"""The moon-scoring and dealer's-choice dialogs, driven by the test at speed instant: the
options are the engine's legal actions and the chosen one reaches the engine."""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QRadioButton
from pytestqt.qtbot import QtBot

from hearts_desktop.games.hearts import (
    ChooseMoon,
    ChoosePass,
    Phase,
    PlayCard,
    Rules,
    Suit,
    seat_view,
    start_hand,
)
from hearts_desktop.ui.controller import SeatPlayer
from hearts_desktop.ui.games.hearts.choices import MoonChoiceDialog, PassChoiceDialog
from hearts_desktop.ui.main_window import MainWindow

WAIT_MS = 20_000


def players(n: int) -> list[SeatPlayer]:
    return [SeatPlayer("Human", human=True),
            *(SeatPlayer(f"CPU {i}", bot_kind="random") for i in range(1, n))]


def _click_ok(dialog: MoonChoiceDialog | PassChoiceDialog) -> None:
    button = dialog.buttons_box.button(QDialogButtonBox.StandardButton.Ok)
    assert button is not None
    button.click()


def test_moon_choice_dialog_sends_the_chosen_option(window: MainWindow, qtbot: QtBot) -> None:
    rules = Rules.preset("classic").replace(moon="choice")
    clubs = [c for c in rules.deck() if c.suit is Suit.CLUBS]
    rest = [c for c in rules.deck() if c.suit is not Suit.CLUBS]
    hands = [clubs, rest[0:13], rest[13:26], rest[26:39]]
    ctrl = window.controller
    ctrl.load_state(start_hand(rules, hands, "hold"), players(4))
    # the human holds every club and leads them all: it takes every trick
    while True:
        qtbot.waitUntil(lambda: ctrl.awaiting_human, timeout=WAIT_MS)
        view = ctrl.view
        assert view is not None
        if view.phase is not Phase.PLAYING:
            break
        assert ctrl.submit(next(a for a in view.legal if isinstance(a, PlayCard)))
    assert view.phase is Phase.MOON_CHOICE
    qtbot.waitUntil(lambda: isinstance(window.choice_dialog, MoonChoiceDialog),
                    timeout=WAIT_MS)
    dialog = window.choice_dialog
    assert isinstance(dialog, MoonChoiceDialog)
    legal = [a.option for a in view.legal if isinstance(a, ChooseMoon)]
    assert list(dialog.options) == legal and len(legal) >= 2
    assert all(r.text() for r in dialog.findChildren(QRadioButton))
    dialog.select(1)
    _click_ok(dialog)
    state = ctrl.state
    assert state is not None
    assert ChooseMoon(0, legal[1]) in state.actions
    assert state.phase is not Phase.MOON_CHOICE
    assert window.choice_dialog is None


def test_dealers_choice_dialog_sends_the_chosen_scheme(window: MainWindow,
                                                       qtbot: QtBot) -> None:
    rules = Rules.preset("classic").replace(passing="dealer_choice")
    deck = rules.deck()
    state = start_hand(rules, [deck[i::4] for i in range(4)], None, dealer=0)
    assert state.phase is Phase.CHOOSING_PASS
    schemes = [a.scheme for a in seat_view(state, 0).legal if isinstance(a, ChoosePass)]
    ctrl = window.controller
    ctrl.load_state(state, players(4))
    qtbot.waitUntil(lambda: isinstance(window.choice_dialog, PassChoiceDialog),
                    timeout=WAIT_MS)
    dialog = window.choice_dialog
    assert isinstance(dialog, PassChoiceDialog)
    assert list(dialog.schemes) == schemes
    texts = [r.text() for r in dialog.radios]
    assert all(texts) and len(set(texts)) == len(texts)  # every scheme reads differently
    dialog.select(len(schemes) - 1)
    _click_ok(dialog)
    after = ctrl.state
    assert after is not None
    assert after.actions[0] == ChoosePass(0, schemes[-1])
    assert after.phase is not Phase.CHOOSING_PASS


def test_choice_dialogs_retranslate(qtbot: QtBot) -> None:
    moon = MoonChoiceDialog(["others", "self"])
    qtbot.addWidget(moon)
    passing = PassChoiceDialog([((1, 3),), ()], 4)
    qtbot.addWidget(passing)
    for dialog in (moon, passing):
        before = dialog.windowTitle()
        dialog.setWindowTitle("")
        QApplication.sendEvent(dialog, QEvent(QEvent.Type.LanguageChange))
        assert dialog.windowTitle() == before


def test_dealers_choice_at_twelve_players_fits_and_answers(window: MainWindow,
                                                           qtbot: QtBot) -> None:
    # 12-player Cancellation with dealer's choice and a cap of 6 (issue 18 item 10): the
    # engine lists the usual schemes (132, not 12,376), the dialog scrolls them within the
    # window, and a scheme far down the list reaches the engine.
    rules = Rules.preset("cancellation").replace(players=12, passing="dealer_choice",
                                                 dealer_choice_cap=6)
    deck, size = rules.deck(), rules.hand_size
    hands = [deck[i * size:(i + 1) * size] for i in range(12)]
    state = start_hand(rules, hands, None, dealer=0, leftover=deck[12 * size:])
    assert state.phase is Phase.CHOOSING_PASS
    schemes = [a.scheme for a in seat_view(state, 0).legal if isinstance(a, ChoosePass)]
    assert len(schemes) == 132
    window.resize(1280, 800)
    window.controller.load_state(state, players(12))
    qtbot.waitUntil(lambda: isinstance(window.choice_dialog, PassChoiceDialog),
                    timeout=WAIT_MS)
    dialog = window.choice_dialog
    assert isinstance(dialog, PassChoiceDialog)
    assert list(dialog.schemes) == schemes
    texts = [r.text() for r in dialog.radios]
    assert all(texts) and len(set(texts)) == len(texts)
    assert dialog.sizeHint().height() < 800
    pick = schemes.index(((6, 2), (11, 4)))  # 2 across, 4 to the right
    dialog.select(pick)
    _click_ok(dialog)
    after = window.controller.state
    assert after is not None
    assert after.actions[0] == ChoosePass(0, ((6, 2), (11, 4)))
    assert after.pass_plan == ((6, 2), (11, 4))
