"""The table toolkit on its own, with no game: the zones and moves Pinochle and Ombre will
use (counter-clockwise seats, partnership marks, the contract panel, meld areas, cards
between hands, the talon), driven at speed instant and at a timed speed stage by stage."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from pytestqt.qtbot import QtBot

from hearts_desktop.core.cards import Card
from hearts_desktop.core.seats import Seating
from hearts_desktop.ui.table.animator import Animator, Stage
from hearts_desktop.ui.table.card_pixmaps import CardPixmaps
from hearts_desktop.ui.table.director import TableDirector
from hearts_desktop.ui.table.layout import Side
from hearts_desktop.ui.table.scene import TableScene
from hearts_desktop.ui.table.speeds import Step

C = Card.parse


@pytest.fixture(scope="module")
def pixmaps() -> CardPixmaps:
    return CardPixmaps()


def _table(pixmaps: CardPixmaps, players: int = 4, **options: object) -> Animator:
    scene = TableScene(pixmaps)
    scene.set_view_size(1280, 800)
    scene.configure(players, 0, [f"P{i}" for i in range(players)], **options)  # type: ignore[arg-type]
    return Animator(scene, "instant")


def _run(stages: object) -> list[Stage]:
    done = list(stages)  # type: ignore[call-overload]
    for stage in done:
        Animator._apply_end(stage)
        if stage.after is not None:
            stage.after()
    return done


def _order_of_deal(anim: Animator, dealer: int) -> list[int]:
    """The seats in the order the deal's first round reaches them (by the moves' delays)."""
    sc = anim.scene
    hands = [[None] * 3 for _ in range(sc.players)]
    stage = next(iter(anim.moves.deal(hands, dealer)))
    owner = {id(it): seat for seat in range(sc.players) for it in sc.hands[seat]}
    first = sorted(stage.moves, key=lambda mv: mv.delay)[:sc.players]
    return [owner[id(mv.item)] for mv in first]


def test_counter_clockwise_play_puts_the_next_seat_on_the_right(
        qtbot: QtBot, pixmaps: CardPixmaps) -> None:
    # seats are numbered clockwise as they sit (core.seats); counter-clockwise play goes
    # from seat s to seat s - 1, the player on s's right
    anim = _table(pixmaps, 3, direction=-1)
    sc = anim.scene
    sides = {seat: sc.layout.seats[sc.rel(seat)].side for seat in range(3)}
    assert sides == {0: Side.BOTTOM, 1: Side.LEFT, 2: Side.RIGHT}
    nxt = Seating(3, direction=-1).next(0)
    assert sc.layout.seats[sc.rel(nxt)].side is Side.RIGHT
    clockwise = _table(pixmaps, 3).scene
    assert clockwise.layout.seats[clockwise.rel(Seating(3).next(0))].side is Side.LEFT
    # the deal goes the way of play too: the first card to the dealer's next player
    dealt = _order_of_deal(anim, dealer=1)
    assert dealt[0] == Seating(3, direction=-1).next(1)


def test_partnership_marks_and_the_contract_panel(qtbot: QtBot, pixmaps: CardPixmaps) -> None:
    anim = _table(pixmaps, 4, teams=[0, 1, 0, 1])
    sc = anim.scene
    assert [p.team for p in sc.plates] == [0, 1, 0, 1]
    assert not sc.contract.isVisible()
    sc.show_contract("Contract 31", "P1 and P3", "♠")
    assert sc.contract.isVisible() and sc.contract.title == "Contract 31"
    box = sc.contract.mapToScene(sc.contract.boundingRect().adjusted(4, 4, -4, -4))
    panel = box.boundingRect()
    for plate in sc.plates:
        other = plate.mapToScene(plate.boundingRect().adjusted(4, 4, -4, -4)).boundingRect()
        assert not panel.intersects(other)
    sc.show_contract(None)
    assert not sc.contract.isVisible()


def test_deal_meld_exchange_play_and_sweep_with_no_game(qtbot: QtBot,
                                                        pixmaps: CardPixmaps) -> None:
    anim = _table(pixmaps, 4)
    sc, moves = anim.scene, anim.moves
    assert isinstance(sc.director, TableDirector)
    mine = [C(c) for c in ("AS", "AS", "10S", "KS", "QS", "JS")]
    others = [[None] * 6 for _ in range(3)]
    _run(moves.deal([mine, *others], dealer=3, talon=[None, None]))
    assert [it.card for it in sc.human_items()] == mine
    assert all(it.face_up for it in sc.human_items())
    assert all(not it.face_up for it in sc.hands[2]) and len(sc.talon) == 2
    # seat 2 (a partner) lays a meld face up in front of itself, then takes it back
    meld = [C("KH"), C("QH")]
    names = [s.name for s in _run(moves.lay_meld(2, meld))]
    assert names == ["meld"]
    assert [it.card for it in sc.melds[2]] == meld and len(sc.hands[2]) == 4
    assert all(it.face_up for it in sc.melds[2])
    row = QRectF()
    for it in sc.melds[2]:
        row = row.united(it.mapToScene(it.shape()).boundingRect())
    for it in sc.hands[2]:
        assert not row.intersects(it.mapToScene(it.shape()).boundingRect())
    _run(moves.return_meld(2))
    assert 2 not in sc.melds and len(sc.hands[2]) == 6
    assert not any(it.face_up for it in sc.hands[2])
    # partners exchange: two cards each way, face down to the others
    stages = _run(moves.exchange([(0, 2, mine[:2]), (2, 0, [C("9D"), C("9C")])]))
    assert [s.name for s in stages][:2] == ["pass", "flip"]
    hand = sorted(it.card for it in sc.human_items())
    assert hand == sorted([*mine[2:], C("9D"), C("9C")])
    assert sc.highlight == {C("9D"), C("9C")}
    # a card to the trick, the trick to its winner's pile, the talon to a seat
    _run(moves.play(0, C("KS")))
    assert [(s, it.card) for s, it in sc.trick] == [(0, C("KS"))]
    assert [s.name for s in _run(moves.sweep(1))] == ["trick_pause", "sweep"]
    assert sc.trick == [] and sc.loose == []
    taken = [s.name for s in _run(moves.take_talon(0, [C("2C"), C("3C")], show_faces=True))]
    assert taken == ["talon_shown", "talon_taken"] and sc.talon == []


def test_captions_sit_beside_each_laid_out_row_and_follow_the_language(
        qtbot: QtBot, pixmaps: CardPixmaps) -> None:
    """Every seat lays cards out with a caption (lines and a total): the captions keep
    clear of the hands, the plates and each other, stay inside the view, are made again
    on a language switch and go when hidden or at a new table."""
    anim = _table(pixmaps, 4)
    sc, moves = anim.scene, anim.moves
    hand = [C(c) for c in ("AS", "10S", "KS", "QS", "JS", "9S", "KH", "QH", "AD", "AC",
                           "AH", "9D")]
    _run(moves.deal([hand, *[[None] * 12 for _ in range(3)]], dealer=3))
    calls = [0]

    def source(seat: int):  # type: ignore[no-untyped-def]
        def make() -> tuple[list[str], str]:
            calls[0] += 1
            return [f"Line {seat}", "Another line"], f"Total {seat}"
        return make

    for seat in range(4):
        _run(moves.lay_meld(seat, hand[:5] if seat == 0 else [C("KH"), C("QH")]))
        sc.set_caption(seat, source(seat))
    sc.snap()
    view = QRectF(0, 0, 1280, 800)
    boxes = []
    for seat in range(4):
        cap = sc.captions[seat]
        assert cap.isVisible() and cap.total == f"Total {seat}"
        box = cap.mapToScene(cap.boundingRect()).boundingRect().adjusted(1, 1, -1, -1)
        assert view.contains(box)
        for it in sc.hands[seat]:
            assert not box.intersects(it.mapToScene(it.shape()).boundingRect())
        assert not box.intersects(sc.plates[seat].mapToScene(
            sc.plates[seat].boundingRect()).boundingRect())
        boxes.append(box)
    assert not any(a.intersects(b) for i, a in enumerate(boxes) for b in boxes[i + 1:])
    before = calls[0]
    sc.retranslate()
    assert calls[0] == before + 4
    sc.set_caption(1, None)
    assert not sc.captions[1].isVisible()
    sc.configure(4, 0, ["a", "b", "c", "d"])
    assert not any(c.isVisible() for c in sc.captions.values())


def test_moves_are_timed_at_a_timed_speed(qtbot: QtBot, pixmaps: CardPixmaps) -> None:
    anim = _table(pixmaps, 3)
    anim.set_speed("normal")
    stages = list(anim.moves.deal([[C("AS")], [None], [None]], dealer=0))
    assert stages[0].name == "deal" and all(mv.duration > 0 for mv in stages[0].moves)
    banner = list(anim.moves.banner(lambda: ("Bids", ""), Step.NOTICE))
    assert banner and banner[0].pause > 0 and anim.scene.banner.title == "Bids"
