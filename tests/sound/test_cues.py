"""The sound board in the real window: which cue fires at which moment of a seeded hand.

The window's ``sound_board`` is followed through its ``cue_played`` signal (emitted whether
or not a sound can be heard, so these tests need no audio device). A timeline records the
cues together with the moments the user sees: each event the animator starts, each turn
handed to the human and each refused card. The board's slots run before the test's (they
were connected first), so the cues due at a moment come just *before* its marker.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from pytestqt.qtbot import QtBot

from hearts_desktop.games.hearts import (
    Card,
    CardPlayed,
    CardsDealt,
    CardsPassed,
    HandScored,
    HeartsBroken,
    MatchOver,
    MoonShot,
    PassCards,
    Phase,
    PlayCard,
    QueenOfSpadesPlayed,
    Rules,
    TrickWon,
)
from hearts_desktop.sound import Cue
from hearts_desktop.ui.controller import GameController, SeatPlayer
from hearts_desktop.ui.main_window import MainWindow
from hearts_desktop.ui.settings import Settings

WAIT_MS = 20_000
QS = Card.parse("QS")


@dataclass
class Moment:
    """Something the user sees, and the cues that fired for it."""

    kind: str
    """"event", "turn" or "refused"."""
    event: Any = None
    cues: list[str] = field(default_factory=list)


class Timeline:
    def __init__(self, win: MainWindow) -> None:
        self.moments: list[Moment] = []
        self.pending: list[str] = []
        self.cues: list[str] = []
        board, anim, ctrl = win.sound_board, win.animator, win.controller
        board.cue_played.connect(self._on_cue)
        anim.event_started.connect(lambda ev: self._mark("event", ev))
        ctrl.human_turn_started.connect(
            lambda v: self._mark("turn", (v.deal_number, v.phase, len(v.hand))))
        ctrl.action_refused.connect(lambda _e: self._mark("refused"))

    def _on_cue(self, name: str) -> None:
        self.pending.append(name)
        self.cues.append(name)

    def _mark(self, kind: str, event: Any = None) -> None:
        self.moments.append(Moment(kind, event, self.pending))
        self.pending = []

    def events(self, kind: type) -> Iterator[Moment]:
        return (m for m in self.moments if m.kind == "event" and isinstance(m.event, kind))


def players() -> list[SeatPlayer]:
    return [SeatPlayer("You", human=True),
            *(SeatPlayer(f"CPU {i}", bot_kind="normal") for i in (1, 2, 3))]


def wait_human(qtbot: QtBot, ctrl: GameController) -> None:
    qtbot.waitUntil(lambda: ctrl.awaiting_human or ctrl.is_over, timeout=WAIT_MS)


def play_hand(win: MainWindow, qtbot: QtBot, *, try_illegal: bool = True) -> int:
    """The human plays one hand (first legal pass and card); before the first card that
    has an illegal alternative, the illegal card is tried once. Returns the refusals."""
    ctrl = win.controller
    deal = ctrl.state.deal_number if ctrl.state is not None else 0
    refused = 0
    while True:
        wait_human(qtbot, ctrl)
        st = ctrl.state
        if ctrl.is_over or st is None or st.deal_number != deal:
            return refused
        view = ctrl.view
        assert view is not None
        if view.phase is Phase.PASSING:
            action = next(a for a in view.legal if isinstance(a, PassCards))
            assert ctrl.submit(PassCards(ctrl.human_seat, action.cards))
            continue
        legal = [a.card for a in view.legal if isinstance(a, PlayCard)]
        illegal = [c for c in view.hand if c not in legal]
        if try_illegal and illegal and not refused:
            assert not ctrl.submit(PlayCard(ctrl.human_seat, illegal[0]))
            refused += 1
        assert ctrl.submit(PlayCard(ctrl.human_seat, legal[0]))


def test_cues_of_a_seeded_hand_at_speed_instant(window: MainWindow, qtbot: QtBot) -> None:
    timeline = Timeline(window)
    window.start_match(Rules.preset("classic"), 5, players())
    refused = play_hand(window, qtbot)
    assert refused == 1
    moments = timeline.moments
    # the hand opens with the deal, the human's turn to pass, and the pass
    assert timeline.cues[:3] == [Cue.SHUFFLE, Cue.YOUR_TURN, Cue.PASS]
    assert next(timeline.events(CardsDealt)).cues == [Cue.SHUFFLE]
    assert [m.cues for m in timeline.events(CardsPassed)] == [[Cue.PASS]]
    # every turn of the human is announced once (input comes back after each CPU's pass
    # too, without a second cue); the refused card gets the illegal-move cue
    turns = [m for m in moments if m.kind == "turn"]
    firsts = [m for i, m in enumerate(turns) if m.event not in [t.event for t in turns[:i]]]
    keys = [m.event for m in firsts]
    assert keys[0] == (1, Phase.PASSING, 13)  # the pass, then 13 cards (then hand 2's pass)
    assert keys[1:14] == [(1, Phase.PLAYING, n) for n in range(13, 0, -1)]
    assert all(m.cues == [Cue.YOUR_TURN] for m in firsts)
    assert all(Cue.YOUR_TURN not in m.cues for m in turns if m not in firsts)
    assert [m.cues for m in moments if m.kind == "refused"] == [[Cue.ILLEGAL]]

    # the Queen of Spades: no card sound as it slides in, the thud when it lands
    queen = next(timeline.events(QueenOfSpadesPlayed))
    i = moments.index(queen)
    qs_card = moments[i - 1]
    assert isinstance(qs_card.event, CardPlayed) and qs_card.event.card == QS
    assert qs_card.cues == [] and queen.cues == [Cue.QUEEN]
    # hearts broken: the breaking card makes no card sound, the break has its own cue
    broken = list(timeline.events(HeartsBroken))
    assert len(broken) == 1 and broken[0].cues == [Cue.HEARTS_BROKEN]
    breaker = moments[moments.index(broken[0]) - 1]
    assert isinstance(breaker.event, CardPlayed) and breaker.event.card == broken[0].event.card
    assert breaker.cues == []
    # every other card sounds once, as it starts to slide
    cards = list(timeline.events(CardPlayed))
    assert len(cards) == 52
    quiet = [m for m in cards if not m.cues]
    assert {m.event.card for m in quiet} == {QS, broken[0].event.card}
    assert all(m.cues == [Cue.CARD] for m in cards if m.cues)
    assert timeline.cues.count(Cue.CARD) == 50

    # tricks: the softer cue when the trick carried points, the plain one otherwise
    tricks = list(timeline.events(TrickWon))
    assert len(tricks) == 13
    for m in tricks:
        assert m.cues == [Cue.TRICK_POINTS if m.event.points else Cue.TRICK]
    assert {m.cues[0] for m in tricks} == {Cue.TRICK, Cue.TRICK_POINTS}
    # the hand is over (no moon in this deal, the match goes on)
    assert not list(timeline.events(MoonShot))
    assert [m.cues for m in timeline.events(HandScored)] == [[Cue.HAND_OVER]]
    # exactly one cue per moment, and nothing else fired
    assert all(len(m.cues) <= 1 for m in moments)
    assert timeline.pending == []
    assert len(timeline.cues) == sum(len(m.cues) for m in moments)


def test_match_over_is_won_or_lost_from_the_humans_seat(window: MainWindow,
                                                        qtbot: QtBot) -> None:
    """A one-hand match (it ends past 1 point): the last hand gives the match's cue only,
    won or lost as the human's seat is ranked (``test_mapping`` covers both results)."""
    timeline = Timeline(window)
    window.start_match(Rules.preset("classic").replace(end_threshold=1), 2, players())
    play_hand(window, qtbot, try_illegal=False)
    ctrl = window.controller
    qtbot.waitUntil(lambda: ctrl.is_over and not window.animator.busy, timeout=WAIT_MS)
    over = next(timeline.events(MatchOver))
    won = over.event.ranking[ctrl.human_seat] == 1
    assert over.cues == [Cue.GAME_WON if won else Cue.GAME_LOST]
    scored = next(timeline.events(HandScored))
    assert scored.cues == []  # the match's cue stands for the last hand too
    assert Cue.HAND_OVER not in timeline.cues
    assert timeline.cues.count(Cue.GAME_WON) + timeline.cues.count(Cue.GAME_LOST) == 1
    assert timeline.cues[-1] == over.cues[0]


def test_no_cue_while_sound_is_off_and_switching_on_takes_effect_live(
        window: MainWindow, qtbot: QtBot, settings: Settings) -> None:
    settings.sound_enabled = False
    fired: list[str] = []
    window.sound_board.cue_played.connect(fired.append)
    window.start_match(Rules.preset("classic"), 7, players())
    ctrl = window.controller
    wait_human(qtbot, ctrl)
    view = ctrl.view
    assert view is not None and view.phase is Phase.PASSING
    action = next(a for a in view.legal if isinstance(a, PassCards))
    assert ctrl.submit(PassCards(ctrl.human_seat, action.cards))
    wait_human(qtbot, ctrl)
    assert ctrl.state is not None and ctrl.state.phase is Phase.PLAYING
    assert fired == []
    # the menu's Sound action switches it on: the next moments are heard
    assert not window.sound_action.isChecked()
    window.sound_action.trigger()
    assert settings.sound_enabled
    view = ctrl.view
    assert view is not None
    card = next(a.card for a in view.legal if isinstance(a, PlayCard))
    assert ctrl.submit(PlayCard(ctrl.human_seat, card))
    wait_human(qtbot, ctrl)
    assert fired and fired[0] == Cue.CARD and fired[-1] == Cue.YOUR_TURN


def test_a_trick_is_heard_when_it_sweeps_not_when_it_is_complete(
        window: MainWindow, qtbot: QtBot) -> None:
    """At a timed speed the trick's cue waits for the sweep stage (after the pause in
    which the complete trick stays on the table)."""
    timeline: list[tuple[str, str]] = []
    window.sound_board.cue_played.connect(lambda c: timeline.append(("cue", c)))
    window.animator.stage_changed.connect(lambda s: timeline.append(("stage", s)))
    window.animator.event_started.connect(
        lambda ev: timeline.append(("event", type(ev).__name__)))
    window.start_match(Rules.preset("classic"), 5, players())
    ctrl = window.controller
    wait_human(qtbot, ctrl)
    view = ctrl.view
    assert view is not None
    assert ctrl.submit(next(a for a in view.legal if isinstance(a, PassCards)))
    wait_human(qtbot, ctrl)
    window.animator.set_speed("fast")
    ctrl.set_speed("fast")
    timeline.clear()
    for _ in range(3):  # the human's cards until a trick has been swept
        view = ctrl.view
        assert view is not None
        assert ctrl.submit(next(a for a in view.legal if isinstance(a, PlayCard)))
        qtbot.waitUntil(lambda: ctrl.awaiting_human, timeout=WAIT_MS)
        if ("event", "TrickWon") in timeline:
            break
    won = timeline.index(("event", "TrickWon"))
    trick = next(i for i, (k, v) in enumerate(timeline)
                 if k == "cue" and v in (Cue.TRICK, Cue.TRICK_POINTS))
    assert trick > won
    assert ("stage", "trick_pause") in timeline[won:trick]
    assert timeline[trick + 1] == ("stage", "sweep")  # the board hears the stage first
    # each card of the (first) trick was heard as its slide began
    plays = [i for i, item in enumerate(timeline) if item == ("stage", "play")]
    assert plays
    for i in plays:
        assert timeline[i - 2:i] == [("cue", Cue.CARD), ("event", "CardPlayed")]
