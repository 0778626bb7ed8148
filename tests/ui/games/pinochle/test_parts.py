"""The parts of Pinochle's presentation on their own: the sound cues of a hand, the New
game form (presets, options, the roster, refused combinations) and the rules page."""

from __future__ import annotations

from hearts_desktop.core.cards import Card, Suit
from hearts_desktop.games.pinochle import (
    BidMade,
    CardPlayed,
    CardsDealt,
    CardsGiven,
    HandScored,
    MatchOver,
    MeldShown,
    Outcome,
    Passed,
    Rules,
    TrickWon,
    TrumpNamed,
)
from hearts_desktop.games.pinochle.bots.personalities import ROSTER_KEYS
from hearts_desktop.sound.cues import Cue
from hearts_desktop.ui.games import presentation
from hearts_desktop.ui.games.pinochle.rules_form import PinochleRulesForm
from hearts_desktop.ui.games.pinochle.rules_page import rules_html
from hearts_desktop.ui.games.pinochle.sounds import SWEEP_STAGE, PinochleCueMapper
from hearts_desktop.ui.setup import GameSetup

C = Card.parse


def _hand(outcome: Outcome) -> HandScored:
    return HandScored(1, 0, 30, Suit.HEARTS, outcome, (20, 4), (15, 10), (20, 14),
                      (15, 10), (35, 24), (35, 24))


def _cues(events: list[object], *, instant: bool = True, human: int = 0) -> list[Cue]:
    m = PinochleCueMapper()
    for ev in events:
        m.applied(ev)
    out: list[Cue] = []
    for ev in events:
        out += m.started(ev, instant=instant, human_seat=human)
        out += m.stage(SWEEP_STAGE)
    return out + m.flush()


def test_a_hand_is_heard_call_by_call_with_one_meld_cue_and_its_result() -> None:
    meld = [MeldShown(s, 4, (), ()) for s in range(4)]
    events = [CardsDealt(1, 3, ((),) * 4, 3), BidMade(0, 25, 0), Passed(1, False),
              TrumpNamed(0, Suit.HEARTS), CardsGiven(2, 0, (None,) * 4), *meld,
              CardPlayed(0, C("AH"), 1, True, True),
              TrickWon(1, 0, ((0, C("AH")),), 2, False), _hand(Outcome.MADE)]
    assert _cues(events) == [Cue.SHUFFLE, Cue.BID, Cue.NO_BID, Cue.TRUMP, Cue.PASS,
                             Cue.MELD, Cue.CARD, Cue.TRICK_POINTS, Cue.MADE]
    # a timed table hears the sweep when its stage begins
    assert _cues(events, instant=False)[-2:] == [Cue.TRICK_POINTS, Cue.MADE]


def test_set_conceded_and_the_last_hand_of_the_match() -> None:
    assert _cues([_hand(Outcome.SET)]) == [Cue.SET]
    assert _cues([_hand(Outcome.CONCEDED)]) == [Cue.SET]
    end = MatchOver((160, 40), 0, False)
    assert _cues([_hand(Outcome.MADE), end], human=2) == [Cue.GAME_WON]
    assert _cues([_hand(Outcome.MADE), end], human=1) == [Cue.GAME_LOST]


def test_the_new_game_form_offers_presets_options_and_the_roster(qtbot) -> None:  # type: ignore[no-untyped-def]
    form = PinochleRulesForm(lambda: "en")
    qtbot.addWidget(form)
    form.load(GameSetup.default("en", game="pinochle"))
    form.refresh()
    for name in Rules.preset_names():
        form.select_preset(name)
        assert form.rules() == Rules.preset(name)
        assert form.preset_combo.currentData() == name
    form.select_preset("pinochle")
    form.option_widgets["pass_help"].setChecked(True)  # type: ignore[attr-defined]
    assert form.rules() == Rules(pass_help=True)
    assert form.preset_combo.currentData() == "custom" and form.can_restore()
    form.restore()
    assert form.rules() == Rules.preset("pinochle")
    # the engine refuses the roundhouse with two decks: OK is off, and the form says why
    form.option_widgets["double_deck"].setChecked(True)  # type: ignore[attr-defined]
    form.option_widgets["roundhouse"].setChecked(True)  # type: ignore[attr-defined]
    assert form.rules() is None and form.error_text()
    form.option_widgets["roundhouse"].setChecked(False)  # type: ignore[attr-defined]
    setup = form.result_setup()
    assert setup.game == "pinochle" and setup.rules.double_deck
    assert setup.seats[0].is_human
    assert [s.opponent for s in setup.seats[1:]] == list(ROSTER_KEYS[:3])
    combo = form.seats.seat_opponent_combo(2)
    assert combo.count() == len(ROSTER_KEYS)


def test_the_rules_page_follows_the_rules_in_force() -> None:
    small, x10 = rules_html(Rules()), rules_html(Rules(x10=True))
    assert ">15<" in small and ">150<" in x10  # the run
    assert "250" in x10 and "25" in small
    assert "stuck" in small and "stuck" not in rules_html(Rules(first_forced=True))
    assert presentation("pinochle").rules_dialog(Rules(), None) is not None
