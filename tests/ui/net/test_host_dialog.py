"""The host dialog before the table opens: the games it offers, the game's own rules form,
one seat row per player (the host's first), the CPU players named from the game's roster."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from hearts_desktop.games import GAMES
from hearts_desktop.ui.games import has_presentation
from hearts_desktop.ui.setup import opponent_keys, opponent_name
from tests.ui.net.helpers import net


def test_every_game_with_a_table_is_offered_and_the_seats_follow_the_player_count(
        net_window, qtbot: QtBot) -> None:
    anna = net_window("anna")
    dialog = net(anna).host_game()
    offered = [dialog.game_combo.itemData(i) for i in range(dialog.game_combo.count())]
    assert offered == [g for g in GAMES if has_presentation(g)] and "hearts" in offered
    assert dialog.game_combo.isVisibleTo(dialog) == (len(offered) > 1)
    assert dialog.seat_rows() == 4
    dialog.form.option_widgets["players"].setValue(6)
    assert dialog.seat_rows() == 6
    dialog.form.option_widgets["players"].setValue(3)
    assert dialog.seat_rows() == 3
    keys = opponent_keys(dialog.game)
    for seat in (1, 2):
        dialog.set_seat(seat, "cpu")
    names = [c.name for c in dialog.seat_choices()[1:]]
    assert names == [opponent_name(keys[0], "en", "hearts"),
                     opponent_name(keys[1], "en", "hearts")]
    assert [c.kind for c in dialog.seat_choices()] == ["me", "cpu", "cpu"]
    assert dialog.seat_choices()[0].kind == "me"
    # every widget the seats box shows has its place in the grid (none in a corner)
    box = dialog.seats_box
    shown = [w for w in box.findChildren(QWidget)
             if w.parent() is box and w.isVisibleTo(box)]
    assert shown and all(dialog._seat_grid.indexOf(w) >= 0 for w in shown)


def test_the_host_must_give_a_name(net_window, qtbot: QtBot) -> None:
    anna = net_window("anna")
    dialog = net(anna).host_game()
    dialog.name_edit.setText("   ")
    assert not dialog.open_table()
    assert dialog.error_label.text() == "Type your name: the other players see it."
    assert dialog.info is None and dialog.pages.currentWidget() is dialog.setup_page
