"""The table toolkit's chips, aside pile, talon draws, choice panel, notice, side button and
choosing a range of cards, with no game (what Ombre's table is built from)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QGraphicsSceneMouseEvent
from pytestqt.qtbot import QtBot

from hearts_desktop.core.cards import Card, parse_cards
from hearts_desktop.ui.table.animator import Animator, Stage
from hearts_desktop.ui.table.card_pixmaps import CardPixmaps
from hearts_desktop.ui.table.chips import POT, stacks_for
from hearts_desktop.ui.table.layout import compute_layout, regions, talon_box
from hearts_desktop.ui.table.panels import Choice, PanelContent
from hearts_desktop.ui.table.scene import TableScene
from hearts_desktop.ui.table.zones import aside_box, chip_box, pot_box

C = Card.parse


@pytest.fixture(scope="module")
def pixmaps() -> CardPixmaps:
    return CardPixmaps()


def _table(pixmaps: CardPixmaps, players: int = 3, speed: str = "instant") -> Animator:
    scene = TableScene(pixmaps)
    scene.set_view_size(1280, 800)
    scene.configure(players, 0, [f"P{i}" for i in range(players)], direction=-1)
    return Animator(scene, speed)


def _run(stages: object) -> list[Stage]:
    done = list(stages)  # type: ignore[call-overload]
    for stage in done:
        Animator._apply_end(stage)
        if stage.after is not None:
            stage.after()
    return done


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("size", [(1280, 800), (1024, 700), (1920, 1080)])
def test_chip_piles_and_the_pot_touch_nothing_else(players: int,
                                                   size: tuple[int, int]) -> None:
    lay = compute_layout(players, *size)
    sizes = [9] * players
    piles = [chip_box(lay, rel, sizes) for rel in range(players)]
    talon = talon_box(lay, 13, sizes, piles)
    pot = pot_box(lay, sizes, [talon])
    aside = aside_box(lay, sizes, [talon, pot])
    others = list(regions(lay, sizes).values())
    for box in [*piles, pot, aside]:
        assert box.inside(lay.view)
        assert not any(box.intersects(o) for o in others)
    placed = [*piles, pot, aside, talon]
    for i, a in enumerate(placed):
        for b in placed[i + 1:]:
            assert not a.intersects(b), (a, b)


def test_a_pile_shows_its_amount_in_stacks_of_its_values() -> None:
    assert stacks_for(100) == [(100, 1)]
    assert stacks_for(47) == [(25, 1), (10, 2), (1, 2)]
    assert stacks_for(-5) == []
    assert all(n <= 7 for _, n in stacks_for(999))


def test_payments_fly_and_conserve_the_chips(qtbot: QtBot, pixmaps: CardPixmaps) -> None:
    anim = _table(pixmaps, 3, speed="normal")
    sc = anim.scene
    sc.chips.show(range(3))
    sc.chips.set_amounts([100, 100, 100], 0)
    stages = list(anim.moves.pay([(0, POT, 5), (1, POT, 5), (2, POT, 5)]))
    assert len(stages) == 1 and stages[0].name == "chips"
    chips = [mv.item for mv in stages[0].moves]
    assert chips and all(mv.duration > 0 for mv in stages[0].moves)
    # the payers' piles shrink as the chips leave; the pot grows when they land
    assert sc.chips.amounts() == {0: 95, 1: 95, 2: 95, POT: 0}
    pot_x, pot_y = sc.chips.anchor(POT)
    assert all(abs(mv.pos[0] - pot_x) < 10 and abs(mv.pos[1] - pot_y) < 10  # type: ignore[index]
               for mv in stages[0].moves)
    _run(stages)
    assert sc.chips.amounts() == {0: 95, 1: 95, 2: 95, POT: 15}
    assert not any(chip.isVisible() for chip in chips)
    _run(anim.moves.pay([(POT, 1, 15), (0, 1, 5), (2, 1, 5)]))
    assert sc.chips.amounts() == {0: 90, 1: 120, 2: 90, POT: 0}
    assert sum(sc.chips.amounts().values()) == 300


def test_set_aside_draw_and_turn_up_the_talon(qtbot: QtBot, pixmaps: CardPixmaps) -> None:
    anim = _table(pixmaps, 3)
    sc, moves = anim.scene, anim.moves
    mine = list(parse_cards("2S 3S 4S 5S 6S 7S JS QS KS"))
    _run(moves.deal([mine, [None] * 9, [None] * 9], 1, [None] * 13))
    assert len(sc.talon) == 13 and not any(it.face_up for it in sc.talon)
    _run(moves.turn_up(0, C("3H")))
    assert sc.talon[0].face_up and sc.talon[0].card == C("3H")
    _run(moves.set_aside(0, [C("2S"), C("3S")]))
    assert len(sc.aside) == 2 and not any(it.face_up for it in sc.aside)
    assert C("2S") not in [it.card for it in sc.human_items()]
    _run(moves.draw(0, [C("3H"), C("KH")]))
    hand = [it.card for it in sc.human_items()]
    assert len(hand) == 9 and C("3H") in hand and C("KH") in hand
    assert all(it.face_up for it in sc.human_items())
    assert sc.highlight == {C("3H"), C("KH")}
    assert len(sc.talon) == 11
    _run(moves.set_aside(1, [None, None, None]))
    _run(moves.draw(1, [None, None, None]))
    assert len(sc.hands[1]) == 9 and not any(it.face_up for it in sc.hands[1])
    assert len(sc.aside) == 5 and len(sc.talon) == 8
    box = aside_box(sc.layout, [9, 9, 9], sc._talon_avoid())
    for item in sc.aside:
        assert abs(item.pos().x() - box.center[0]) < 4


def test_a_range_of_cards_may_be_chosen(qtbot: QtBot, pixmaps: CardPixmaps) -> None:
    anim = _table(pixmaps, 3)
    sc = anim.scene
    _run(anim.moves.deal([[C("2S"), C("3S"), C("4S")], [None] * 3, [None] * 3], 1))
    sc.set_interaction("select", count=2, minimum=0)
    assert sc.selection_ready and sc.action_button.enabled
    items = sc.human_items()
    assert sc.toggle_selected(items[0]) and sc.toggle_selected(items[1])
    assert sc.selection_ready
    assert not sc.toggle_selected(items[2])  # two at most
    sc.set_interaction("select", count=2, minimum=1)
    sc.selected_items = []
    sc.set_interaction("select", count=2, minimum=1)
    assert not sc.selection_ready and not sc.action_button.enabled


def _click(scene: TableScene, point: QPointF) -> None:
    """A left click at ``point`` of the scene, delivered as the view would."""
    for kind in (QGraphicsSceneMouseEvent.Type.GraphicsSceneMousePress,
                 QGraphicsSceneMouseEvent.Type.GraphicsSceneMouseRelease):
        ev = QGraphicsSceneMouseEvent(kind)
        ev.setScenePos(point)
        ev.setButton(Qt.MouseButton.LeftButton)
        ev.setButtons(Qt.MouseButton.LeftButton if kind.name.endswith("Press")
                      else Qt.MouseButton.NoButton)
        item = next(it for it in scene.items(point) if it.isVisible())
        ev.setPos(item.mapFromScene(point))
        scene.sendEvent(item, ev)


def test_the_choice_panel_calls_back_once_with_the_clicked_choice(
        qtbot: QtBot, pixmaps: CardPixmaps) -> None:
    anim = _table(pixmaps, 3)
    sc = anim.scene
    chosen: list[object] = []
    words = {"title": "Choose"}

    def content() -> PanelContent:
        return PanelContent(words["title"], "Pick one", (
            Choice("a", "Alpha", "the first"), Choice("b", "Beta", enabled=False),
            Choice("c", "Gamma")))

    sc.overlays.show_choices(content, chosen.append)
    panel = sc.overlays.panel
    assert sc.overlays.choices_shown and panel.content.title == "Choose"
    box = panel.mapRectToScene(panel.boundingRect())
    assert sc.sceneRect().contains(box)
    disabled = panel.button_rect("b")
    assert disabled is not None
    _click(sc, disabled.center())
    assert chosen == [] and panel.isVisible()
    words["title"] = "Wähle"
    sc.retranslate()
    assert panel.content.title == "Wähle"
    rect = panel.button_rect("c")
    assert rect is not None
    _click(sc, rect.center())
    assert chosen == ["c"] and not panel.isVisible()
    assert not panel.choose("a")  # closed: nothing more is chosen


def test_notice_above_the_hand_and_the_side_button(qtbot: QtBot, pixmaps: CardPixmaps) -> None:
    anim = _table(pixmaps, 3)
    sc = anim.scene
    _run(anim.moves.deal([[C("2S")] * 1 + [C("3S")], [None] * 2, [None] * 2], 1))
    sc.set_interaction("play", [C("2S")])
    sc.overlays.show_notice(lambda: "You may not play that card now.", 0)
    notice = sc.overlays.notice
    assert notice.isVisible()
    hand_top = min(it.sceneBoundingRect().top() for it in sc.human_items())
    assert notice.sceneBoundingRect().bottom() <= hand_top + 2
    sc.set_interaction(None)  # the player acted: the notice goes
    assert not notice.isVisible()
    clicked: list[bool] = []
    sc.overlays.show_side_button(lambda: "Give up", lambda: clicked.append(True))
    button = sc.overlays.side_button
    assert button.isVisible() and button.text == "Give up"
    assert not button.sceneBoundingRect().intersects(sc.status.sceneBoundingRect())
    _click(sc, button.sceneBoundingRect().center())
    assert clicked == [True] and not button.isVisible()
