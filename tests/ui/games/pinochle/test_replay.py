"""A finished Pinochle match from the history: "Play this deal again" deals the same hands
at the table, and Pinochle's own replay shows the auction, trump, the exchange (as the
human's seat saw it, or every hand), the melds laid out with their captions, the tricks
and the team scores, frame by frame as the engine replays the record."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

import pytest
from pytestqt.qtbot import QtBot

from hearts_desktop.games.pinochle import (
    CardsGiven,
    MeldShown,
    Phase,
    initial_state,
    to_record,
)
from hearts_desktop.history import SavedMatch
from hearts_desktop.ui.games.pinochle.labels import (
    Pinochle,
    call_text,
    card_list,
    meld_lines,
    meld_total,
    suit_symbol,
    team_name,
    winners_text,
)
from hearts_desktop.ui.games.pinochle.replay import PinochleReplayTable, PinochleTexts
from hearts_desktop.ui.games.pinochle.replay_model import PinochleFrame, PinochleReplay
from hearts_desktop.ui.history.replay import ReplayWindow
from hearts_desktop.ui.main_window import MainWindow
from tests.history.helpers import game_match

SEED = 7
"""Easy players' match: hand 1 is won by seat 1 (the human defends), hand 3 by seat 0."""


@pytest.fixture(scope="module")
def finished() -> SavedMatch:
    match, status = game_match("pinochle", "pinochle", SEED, human=0)
    assert status == "finished"
    return match


@pytest.fixture
def viewer(qtbot: QtBot, finished: SavedMatch) -> Iterator[ReplayWindow]:
    win = ReplayWindow(finished, speed="instant")
    qtbot.addWidget(win)
    win.resize(1280, 800)
    yield win
    win.close()


def frames(win: ReplayWindow, kind: str) -> list[int]:
    return [i for i, f in enumerate(win.replay.frames) if f.kind == kind]


def info(win: ReplayWindow) -> str:
    """The info panel's lines (as plain text)."""
    return "\n".join(win.describe(win.frame))


def shown_hand(win: ReplayWindow, seat: int) -> list[object]:
    return [it.card if it.face_up else None for it in win.scene.hands[seat]]


# ---------------------------------------------------------------------- play it again
def test_play_this_deal_again_deals_the_same_pinochle_hands(window: MainWindow, qtbot: QtBot,
                                                            finished: SavedMatch) -> None:
    db = window.persistence.db
    match_id = db.add_match(finished, status="finished")
    history = window.history_ui.show_history()
    assert history is not None
    history.select_match(match_id)
    assert history.again_button.isEnabled()
    history.again_button.click()
    ctrl = window.controller
    qtbot.waitUntil(lambda: ctrl.state is not None and ctrl.game.name == "pinochle",
                    timeout=20_000)
    record = to_record(ctrl.state)
    assert record.seed == finished.record.seed and record.rules == finished.record.rules
    again = initial_state(record)
    assert again.hands == initial_state(finished.record).hands
    assert ctrl.names == tuple(p.name for p in finished.players)
    assert ctrl.humans == frozenset({0})
    # the table shows the human the same cards the recorded human was dealt
    qtbot.waitUntil(lambda: ctrl.awaiting_human and ctrl.table_idle, timeout=20_000)
    assert ctrl.state.phase is Phase.BIDDING
    assert Counter(it.card for it in window.scene.human_items()) == Counter(again.hands[0])
    assert window.presentation.name == "pinochle"


# ---------------------------------------------------------------------- the replay
def test_pinochle_replays_itself_from_the_record(viewer: ReplayWindow,
                                                 finished: SavedMatch) -> None:
    replay = viewer.replay
    assert isinstance(replay, PinochleReplay) and not viewer.generic
    assert isinstance(viewer.scene.director, PinochleReplayTable)
    assert replay.final == finished.state()
    kinds = Counter(f.kind for f in replay.frames)
    hands = len(replay.final.history)
    assert kinds["hand"] == hands and kinds["meld"] == hands and kinds["give"] == hands
    assert kinds["deal"] == hands  # the first deal and one after each hand but the last
    assert kinds["trick"] + kinds["hand"] == 12 * hands
    assert viewer.hand_combo.count() == hands
    # every frame shows the hands the engine says (every hand face up), the trick, and
    # the plates' team scores
    for i in range(0, len(replay), 7):
        viewer.set_index(i)
        f: PinochleFrame = replay.frames[i]
        for seat in range(4):
            assert Counter(shown_hand(viewer, seat)) == Counter(f.hands[seat])
        assert [(s, it.card) for s, it in viewer.scene.trick] == list(f.trick)
        assert [viewer.scene.plates[s].score_text for s in range(4)] == [
            str(f.scores[s % 2]) for s in range(4)]


def test_the_auction_and_trump_in_the_replay(viewer: ReplayWindow) -> None:
    replay = viewer.replay
    calls = frames(viewer, "call")
    for i in calls:
        viewer.set_index(i)
        f = replay.frames[i]
        if f.auction_won is None:  # each seat's last call beside its plate
            for seat in range(4):
                last = [c for c in f.calls if c.seat == seat]
                if last:
                    assert viewer.scene.plates[seat].detail == call_text(last[-1])
                elif seat == f.dealer:
                    assert viewer.scene.plates[seat].detail == Pinochle.tr("Dealer")
                else:
                    assert viewer.scene.plates[seat].detail == ""
        else:  # the contract goes up in the contract panel
            won = f.auction_won
            assert viewer.scene.contract.isVisible()
            assert str(won.contract) in viewer.scene.contract.title
            assert viewer.names[won.declarer] in viewer.scene.contract.title
            assert viewer.scene.contract.emblem == "?"
            won_text = ("You win the auction" if won.declarer == viewer.you
                        else f"{viewer.names[won.declarer]} wins the auction")
            assert won_text in info(viewer) or "stuck" in info(viewer)
    i = frames(viewer, "trump")[0]
    viewer.set_index(i)
    trump = replay.frames[i].trump
    assert trump is not None
    assert viewer.scene.contract.emblem == suit_symbol(trump)
    lit, title, _line = viewer.scene.director.status()
    assert lit and suit_symbol(trump) in title
    assert "names trump" in info(viewer)


def _given(f: PinochleFrame) -> CardsGiven:
    return next(e for e in f.events if isinstance(e, CardsGiven))


def test_the_exchange_as_the_human_saw_it(viewer: ReplayWindow) -> None:
    """Every hand shown: the four cards are ringed in the hand that got them and named.
    Only the human's hand shown: a defender saw nothing of the exchange; the declaring
    team saw its cards."""
    replay = viewer.replay
    seen_defending = seen_declaring = False
    for i in frames(viewer, "give") + frames(viewer, "return"):
        f = replay.frames[i]
        given = _given(f)
        viewer.faces_action.setChecked(True)
        viewer.set_index(i)
        assert Counter(viewer.scene.marked()["received"]) == Counter(given.cards)
        assert card_list(list(given.cards)) in info(viewer)
        viewer.faces_action.setChecked(False)
        human_in = 0 in (given.giver, given.receiver)
        assert all(it.face_up == (s == 0) for s in range(4) for it in viewer.scene.hands[s])
        if human_in:
            seen_declaring = True
            mine = list(given.cards) if given.receiver == 0 else []
            assert Counter(viewer.scene.marked()["received"]) == Counter(mine)
            assert card_list(list(given.cards)) in info(viewer)
        else:
            seen_defending = True
            assert viewer.scene.marked()["received"] == []
            assert PinochleTexts.tr("{0} passes %n card(s) to the partner.", "", 4).format(
                viewer.names[given.giver]) in info(viewer)
            assert card_list(list(given.cards)) not in info(viewer)
    assert seen_defending and seen_declaring
    viewer.faces_action.setChecked(True)


def test_the_melds_lie_on_the_table_with_their_captions(viewer: ReplayWindow) -> None:
    replay = viewer.replay
    for i in frames(viewer, "meld")[:2]:
        viewer.set_index(i)
        f = replay.frames[i]
        shown = {m.seat: m for m in f.events if isinstance(m, MeldShown)}
        assert sorted(shown) == [0, 1, 2, 3]
        for seat, m in shown.items():
            laid = [it.card for it in viewer.scene.melds.get(seat, [])]
            assert Counter(laid) == Counter(m.cards)
            assert all(it.face_up for it in viewer.scene.melds.get(seat, []))
            caption = viewer.scene.captions[seat]
            assert caption.isVisible()
            assert caption.source() == (meld_lines(m.parts), meld_total(m.total))
            # the laid-out cards are out of the hand; the plate says the meld
            assert Counter(shown_hand(viewer, seat)) + Counter(m.cards) == Counter(
                f.state.hands[seat])
            assert meld_total(m.total) in viewer.scene.plates[seat].detail
        team0 = shown[0].total + shown[2].total
        team1 = shown[1].total + shown[3].total
        names = viewer.names
        assert (f"{team_name(names, 0)}: {team0}   ·   {team_name(names, 1)}: {team1}"
                in info(viewer))
        # one move on, the melds are back in the hands
        viewer.next_action_step()
        assert not viewer.scene.melds
        assert not any(c.isVisible() for c in viewer.scene.captions.values())


def test_tricks_and_the_hands_result_in_the_replay(viewer: ReplayWindow) -> None:
    replay = viewer.replay
    i = frames(viewer, "trick")[0]
    viewer.set_index(i)
    f = replay.frames[i]
    assert f.trick_winner is not None and len(f.trick) == 4
    marked = viewer.scene.marked()
    assert dict(f.trick)[f.trick_winner] in marked["winner"] + marked["last"]
    assert ("You win trick 1" if f.trick_winner == viewer.you
            else f"{viewer.names[f.trick_winner]} wins trick 1") in info(viewer)
    lit, _title, line = viewer.scene.director.status()
    assert lit and "Trick 1 of 12" in line
    # a hand's end: its result, and a row per team in the score table
    i = frames(viewer, "hand")[0]
    viewer.set_index(i)
    f = replay.frames[i]
    assert f.scored is not None
    assert viewer.scores.rowCount() == 1
    assert [viewer.scores.item(0, c).text() for c in (0, 1)] == [str(s) for s in
                                                                 f.scored.scores]
    assert [viewer.scores.horizontalHeaderItem(c).text() for c in (0, 1)] == [
        team_name(viewer.names, 0), team_name(viewer.names, 1)]
    assert f"bid {f.scored.contract}" in info(viewer)
    viewer.go_end()
    last = replay.frames[-1]
    assert last.over and viewer.scores.rowCount() == len(replay.final.history)
    assert "Game over." in info(viewer)
    winner = replay.final.winner
    assert winner is not None and winners_text(viewer.names, winner, viewer.you) \
        in info(viewer)


def test_a_step_forwards_plays_the_card(qtbot: QtBot, finished: SavedMatch) -> None:
    win = ReplayWindow(finished, speed="fast")
    qtbot.addWidget(win)
    i = frames(win, "play")[3]
    win.set_index(i - 1)
    win.next_action_step()
    assert win.animating
    qtbot.waitUntil(lambda: not win.animating, timeout=10_000)
    f = win.replay.frames[i]
    assert [(s, it.card) for s, it in win.scene.trick] == list(f.trick)
    assert win.scene.marked()["last"] == [f.action.card]  # type: ignore[union-attr]
    # from the laid-out melds a step is shown at once (the card is not in the hand)
    m = frames(win, "meld")[0]
    win.set_index(m)
    win.next_action_step()
    assert not win.animating
    win.close()
