"""The host dialog before the table opens: the games it offers, the game's own rules form,
one seat row per player (the host's first), the CPU players named from the game's roster."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from hearts_desktop.games import GAMES
from hearts_desktop.ui.games import has_presentation
from hearts_desktop.ui.setup import opponent_keys, opponent_name
from tests.ui.net.helpers import choose_in_combo, click, net, type_into


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


def test_no_game_form_shows_its_own_players_or_deal_number_beside_the_host_seats(
        net_window, qtbot: QtBot) -> None:
    """The dialog seats the players and the server deals: a game's rules form keeps only its
    rules (Ombre's showed its own players' box and deal number beside the host's rows)."""
    anna = net_window("anna")
    dialog = net(anna).host_game()
    for index in range(dialog.game_combo.count()):
        choose_in_combo(dialog.game_combo, dialog.game_combo.itemData(index))
        form = dialog.form
        assert dialog.game == dialog.game_combo.itemData(index)
        qtbot.waitUntil(lambda f=form: f.isVisibleTo(dialog))  # the layout shows it queued
        assert not form.seed_edit.isVisibleTo(dialog), dialog.game
        names = [w for w in form.findChildren(QWidget)
                 if w.objectName().startswith("seat_name_")]
        assert names, dialog.game  # the form has them, for the New game dialog
        assert not any(w.isVisibleTo(dialog) for w in names), dialog.game


def test_the_host_must_give_a_name(net_window, qtbot: QtBot) -> None:
    anna = net_window("anna")
    dialog = net(anna).host_game()
    type_into(dialog.name_edit, "   ")
    click(dialog.open_button)
    assert dialog.error_label.text() == "Type your name: the other players see it."
    assert dialog.info is None and dialog.pages.currentWidget() is dialog.setup_page


def test_each_seat_asks_for_its_roster_player_open_seats_too(net_window, qtbot: QtBot) -> None:
    """What the dialog asks the server for, game by game: every CPU seat and every open seat
    names its roster player of that game (key, name in the host's language, level); an open
    seat's is the one who plays it if it is still open at the start."""
    from hearts_desktop.games import get_game
    from hearts_desktop.net.protocol import SeatRequest
    from hearts_desktop.ui.setup import opponent_level

    anna = net_window("anna")
    dialog = net(anna).host_game()
    for game in [dialog.game_combo.itemData(i) for i in range(dialog.game_combo.count())]:
        choose_in_combo(dialog.game_combo, game)
        assert dialog.game == game
        keys = opponent_keys(game)
        rows = dialog.seat_rows()
        dialog.set_seat(rows - 1, "cpu", "", opponent_level(keys[rows - 2], game))
        kinds = get_game(game).bot_kinds()
        requests = [c.request(kinds) for c in dialog.seat_choices()[1:]]
        expected = [SeatRequest("open", opponent_name(k, "en", game), k,
                                opponent_level(k, game)) for k in keys[:rows - 1]]
        expected[-1] = SeatRequest("cpu", expected[-1].name, expected[-1].bot,
                                   expected[-1].level)
        assert requests == expected, game
        assert all(k in kinds for k in keys[:rows - 1])
        # a name typed and a level chosen replace the roster's
        dialog.set_seat(1, "open", "Zed", "hard")
        assert dialog.seat_choices()[1].request(kinds) == SeatRequest(
            "open", "Zed", keys[0], "hard")
        dialog.set_seat(1, "open", "", opponent_level(keys[0], game))
