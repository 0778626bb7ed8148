"""What a game's presentation offers the window, the controller, the sound board and the
dialogs. ``GamePresentation`` answers with a plain table for whatever a game does not
present in a special way; a game's presentation (``ui/games/<game>/presentation.py``)
overrides what it needs."""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar, Protocol

from ...core.errors import IllegalActionError

if TYPE_CHECKING:
    from PySide6.QtWidgets import QDialog, QWidget

    from ...core.cards import Card
    from ...core.game import Game
    from ...sound.board import CueMap
    from ..controller import GameController
    from ..table.animator import Animator
    from ..table.card_item import CardItem
    from ..table.director import TableDirector
    from ..table.scene import TableScene


CUSTOM = "custom"
"""The rules name of rules that match no preset (``Game.rules_name``)."""


def said(seat: int | None, you: int | None, you_text: str, text: str) -> str:
    """A seat's sentence as the player reads it: ``you_text`` when ``seat`` is ``you``,
    the player's own ("You bid 30."), else ``text`` ("{0} bids 30."); both take the same
    ``format`` arguments, {0} being the seat's name (which ``you_text`` leaves out)."""
    return you_text if seat is not None and seat == you else text


@dataclass(frozen=True)
class Hint:
    """A suggested action and why (a reason code the presentation words)."""

    action: Any
    reason: str = ""


class TableHost(Protocol):
    """What a game's input sees of the window that holds the table."""

    @property
    def scene(self) -> TableScene: ...

    @property
    def controller(self) -> GameController: ...

    @property
    def choice_dialog(self) -> QDialog | None:
        """The open choice dialog (one at a time)."""

    def say(self, text: str, ms: int = 0, *,
            keep: Callable[[Any], bool] | None = None) -> None:
        """Show ``text`` in the status bar (for ``ms`` milliseconds; 0: until replaced).

        The text describes the present: it goes once the bottom seat acts again, the deal
        changes or the match ends; with ``keep`` it stays as long as ``keep(view)`` is true
        of the latest view instead (as "waiting for the others" while they pass)."""

    def open_choice(self, dialog: QDialog) -> None:
        """Open ``dialog`` (window-modal, not blocking) and delete it when it closes."""

    def dialog_parent(self) -> QWidget:
        """The parent of the game's dialogs."""


class TableInput:
    """The bottom seat's input at a table: what the human's turn offers, what a click on a
    card does, how a hint shows. This one lets the human do nothing; a game's presentation
    makes its own (``GamePresentation.input``), with the steps every game's input takes
    alike: the turn's prompt (``say_prompt``), the hand in play mode (``offer_play``,
    ``play_clicked``), the chosen cards (``selection_full``, ``submit_selection``), a hinted
    card or set of cards (``focus_hinted``, ``select_hinted``) and the notice above the hand
    for a refused action (``refusal_words``)."""

    play_type: ClassVar[type[Any] | None] = None
    """The game's action of playing one card (its ``PlayCard``: ``play_type(seat, card)``
    with a ``card``), which ``offer_play`` and ``play_clicked`` use."""
    selection_in_texts: ClassVar[bool] = False
    """The plates and the corner speak of the cards chosen: ``item_clicked`` asks for their
    texts again after each choice."""

    def __init__(self, host: TableHost) -> None:
        self.host = host
        self.prompt = ""
        """The last "your turn" text said; the window clears it once acted on."""

    # ------------------------------------------------------------------ the steps games share
    def say_prompt(self, text: str) -> None:
        """Say ``text`` as the turn's prompt (kept in ``prompt``: the window clears it once
        the player acts)."""
        self.prompt = text
        self.host.say(text)

    def offer_play(self, view: Any) -> None:
        """The hand in play mode: the cards ``view.legal`` plays are the clickable ones."""
        legal = [a.card for a in view.legal if self.play_type is not None
                 and isinstance(a, self.play_type)]
        self.host.scene.set_interaction("play", legal)

    def play_clicked(self, item: CardItem) -> None:
        """In play mode, a click plays the card (the engine decides whether it may)."""
        if self.play_type is not None and self.host.scene.mode == "play" \
                and item.card is not None:
            c = self.host.controller
            c.submit(self.play_type(c.human_seat, item.card))

    def selection_full(self) -> bool:
        """The hand is choosing cards and as many as it asks for are chosen."""
        sc = self.host.scene
        return sc.mode == "select" and len(sc.selected_items) == sc.select_count

    def submit_selection(self, make: Callable[[int, tuple[Card, ...]], Any]) -> bool:
        """Submit ``make(seat, chosen cards)`` for the bottom seat (False if refused)."""
        c = self.host.controller
        return c.submit(make(c.human_seat, tuple(self.host.scene.selection)))

    def focus_hinted(self, card: Card) -> None:
        """Move the keyboard focus to the hinted ``card`` if the hand holds it."""
        sc = self.host.scene
        hand = [it.card for it in sc.human_items()]
        if card in hand:
            sc.set_focus_index(hand.index(card))

    def select_hinted(self, cards: Sequence[Card]) -> bool:
        """Choose the hinted ``cards`` in the hand if it is choosing cards (True then: the
        game refreshes what the selection shows its own way)."""
        sc = self.host.scene
        if sc.mode != "select":
            return False
        sc.select_cards(cards)
        sc.snap()
        return True

    def choice_full_text(self, count: int) -> str:
        """What a click on one more card says when ``count`` are chosen and no more may be
        (the game's words)."""
        return ""

    def card_chosen(self, left: int) -> None:
        """A card was chosen or put back; ``left`` more are wanted (the game may say so)."""

    def no_hint_text(self) -> str:
        """What the status bar says when there is no hint (the game's words)."""
        return ""

    def show_hint(self, action: Any, reason: str) -> None:
        """Show the hinted ``action`` (``reason``: the hint's reason code)."""

    def refusal_words(self, error: IllegalActionError) -> str | None:
        """The notice above the hand when the engine refuses the human's action (None: no
        notice, the status bar's words are enough)."""
        return None

    # ------------------------------------------------------------------ what a game answers

    def human_turn(self, view: Any) -> None:
        """The human must act: switch the table's input on and say what to do."""

    def refresh_prompt(self, view: Any) -> None:
        """Say the turn's prompt again (the language changed)."""

    def item_clicked(self, item: CardItem) -> None:
        """A card of the bottom seat's hand was clicked: while choosing cards it is chosen
        or put back (``card_chosen``; ``choice_full_text`` when no more may be), in play
        mode it is played (``play_clicked``)."""
        sc = self.host.scene
        if sc.mode != "select":
            self.play_clicked(item)
            return
        if sc.toggle_selected(item):
            self.card_chosen(sc.select_count - len(sc.selected_items))
        else:
            self.host.say(self.choice_full_text(sc.select_count), 4000)
        if self.selection_in_texts:
            sc.update_texts()

    def confirm(self) -> bool:
        """The action button (or Enter, or P): act with the chosen cards."""
        return False

    def hint_found(self, result: object) -> None:
        """Show a hint (``action``, ``reason``: ``show_hint``), or say that there is none
        (``no_hint_text``)."""
        action = getattr(result, "action", None)
        if action is None:
            self.host.say(self.no_hint_text(), 5000)
        else:
            self.show_hint(action, str(getattr(result, "reason", "")))

    def refused(self, error: Exception) -> None:
        """The engine refused the human's action (the status bar already says why, in the
        words of ``GamePresentation.violation_text``): the notice ``refusal_words`` gives,
        above the hand, until the player acts (or a while passes)."""
        if isinstance(error, IllegalActionError) and self.refusal_words(error) is not None:
            self.host.scene.overlays.show_notice(lambda: self.refusal_words(error) or "", 9000)


class GamePresentation:
    """The presentation of one game (one object per program; per-table state lives in the
    table director it makes).

    What a game's presentation makes of its own modules it declares in ``parts``, and the
    methods here make it: each part is ``"module:name"``, the module relative to the game's
    presentation package (``".table:HeartsTable"``) or absolute, imported on first use."""

    name = ""
    """The game's registry name."""

    parts: ClassVar[Mapping[str, str]] = {}
    """The game's pieces, by what the base makes of them (a part left out: the plain
    answer of the method):

    - ``"undoable"``: the action the human may take back (its ``PlayCard``);
    - ``"table"``: the table director's class, made as ``table(animator)``;
    - ``"input"``: the ``TableInput`` class, ``input(host, table)``;
    - ``"violation_text"``: the function wording an ``IllegalActionError``;
    - ``"new_game_form"``: the form's class, ``form(language, parent)``;
    - ``"rules_dialog"``: the rules window's class, ``dialog(rules, parent)``;
    - ``"cue_map"``: the cue map's class; ``"score_sheet"``: the score sheet's class,
      ``sheet(parent)``.
    """

    def part(self, key: str) -> Any:
        """The part ``key`` of ``parts``, imported (``KeyError`` if the game has none)."""
        module, _, attr = self.parts[key].partition(":")
        package = type(self).__module__.rpartition(".")[0]
        return getattr(importlib.import_module(module, package), attr)

    @property
    def game(self) -> Game:
        from ...games import get_game

        return get_game(self.name)

    # ------------------------------------------------------------------ the controller
    def move_seconds(self, rules: Any) -> int | None:
        """The move clock of ``rules`` (None: none)."""
        return None

    def timeout_action(self, seat: int) -> Any:
        """What is applied for ``seat`` when its move clock runs out."""
        return None

    def undoable(self, action: Any) -> bool:
        """May the human take ``action`` back while nobody has acted after it? (An action
        of the ``"undoable"`` part's class: the card just played, not a call or a pass.)"""
        return "undoable" in self.parts and isinstance(action, self.part("undoable"))

    def hint(self, game: Game, view: Any, seed: int,
             seat_levels: Sequence[str | None] = ()) -> Hint:
        """The best move for ``view`` (runs in the worker thread); ``seat_levels``: who
        sits at the table, if known (``Game.make_bot``)."""
        return Hint(game.make_bot("hard", seed, seat_levels=seat_levels).choose(view))

    # ------------------------------------------------------------------ the table
    def table(self, animator: Animator) -> TableDirector:
        """The director of a table of this game (one per table)."""
        if "table" in self.parts:
            return self.part("table")(animator)  # type: ignore[no-any-return]
        from ..table.director import TableDirector

        return TableDirector()

    def input(self, host: TableHost, table: TableDirector) -> TableInput:
        """The bottom seat's input at ``host``'s table (whose director is ``table``)."""
        if "input" in self.parts:
            return self.part("input")(host, table)  # type: ignore[no-any-return]
        return TableInput(host)

    def table_deck(self, rules: Any, settings: Any = None) -> Any:
        """The deck the table draws (a ``core.deck.DeckSpec``: which pictures, in which
        dress, ``settings`` may choose one), or None for the French pack of the player's
        card theme (Hearts)."""
        return None

    def seating(self, rules: Any) -> tuple[int, list[int | None] | None]:
        """(direction of play, partnership per seat or None) for the table's plates."""
        seating = self.game.seating(rules)
        teams = getattr(seating, "teams", ())
        marks: list[int | None] | None = None
        if teams:
            marks = [None] * self.game.players(rules)
            for t, members in enumerate(teams):
                for seat in members:
                    marks[seat] = t
        return getattr(seating, "direction", 1), marks

    # ------------------------------------------------------------------ the replay viewer
    def replay(self, record: Any) -> Any:
        """Every frame of a recorded match (``ui/games/hearts/replay_model.Replay`` is the
        model: ``frames``, ``players``, ``deal_numbers()``, ``next_trick(i)``, ...)."""
        raise NotImplementedError(f"{self.name} has no replay")

    def replay_table(self, animator: Animator) -> Any:
        """The director of a replay table: ``sync(frame)``, ``step_events(frame)`` (what
        one step forwards animates), ``show_all`` (every hand face up), ``marked()``."""
        raise NotImplementedError(f"{self.name} has no replay")

    def describe_frame(self, frame: Any, names: list[str], total: int,
                       seen_by: int | None = None, you: int | None = None) -> list[str]:
        """A replay frame in words: the head line, then the info panel's lines;
        ``seen_by``: the seat whose sight the words keep to (the replay shows only its hand),
        None: every hand is shown; ``you``: the seat of the player the words speak to
        ("You bid 30."), None: none."""
        return [str(frame)]

    def score_rows(self, frame: Any) -> list[tuple[str, list[tuple[str, str]]]]:
        """The replay's score table up to ``frame``: (row title, [(score, tooltip)])."""
        return []

    # ------------------------------------------------------------------ words
    def title(self) -> str:
        """The game's name in the current language."""
        return self.game.title

    def rules_title(self, rules_name: str) -> str:
        """A rules preset's name in the current language (the status bar, the history)."""
        return rules_name

    def rules_label(self, rules: Any) -> str:
        """The name of the rules ``rules`` in the current language (the status bar of a
        match): their preset's title, unless a game names custom rules by what they are
        played as (Ombre: "Quadrille, custom rules")."""
        return self.rules_title(str(getattr(rules, "name", "custom")))

    def deal_status(self, state: Any, shown: int | None = None) -> str:
        """The status bar's right-hand label for the match ``state`` (or a seat's view):
        which deal is on ("" before the first deal); ``shown``: the deal the table shows
        (``TableDirector.shown_deal``), which wins over the state's. Hearts' word is
        "Hand {0}"; a game with its own word (Ombre: "Deal 3 of 12") says it its way."""
        deal = shown or (getattr(state, "deal_number", None) if state is not None else None)
        if not deal:
            return ""
        from ...i18n import number
        from ..tr_context import MainWindow

        return MainWindow.tr("Hand {0}").format(number(deal))

    def score_text(self, score: Any) -> str:
        return str(score)

    def violation_text(self, error: Exception) -> str:
        """One sentence telling the player why their action was refused (in the words of
        the ``"violation_text"`` part for an ``IllegalActionError``)."""
        if "violation_text" in self.parts and isinstance(error, IllegalActionError):
            return self.part("violation_text")(error)  # type: ignore[no-any-return]
        return str(error)

    def rules_dialog(self, rules: Any, parent: QWidget | None) -> QDialog | None:
        """A readable page of ``rules`` (Help > Rules), or None."""
        if "rules_dialog" in self.parts:
            return self.part("rules_dialog")(rules, parent)  # type: ignore[no-any-return]
        return None

    def new_game_form(self, language: Callable[[], str], parent: QWidget) -> Any:
        """This game's part of the New game dialog: a widget with the signal ``changed``
        and ``load(setup)``, ``result_setup()`` (``ValueError`` while invalid),
        ``rules()``, ``error_text()``, ``can_show_rules()``, ``can_restore()``,
        ``restore()``, ``refresh()``, ``retranslate_ui()``, and optionally
        ``show_seats(on)`` (the network host dialog hides the form's seats and seed: it
        seats the players itself) (``ui/games/hearts/rules_form.py``)."""
        if "new_game_form" in self.parts:
            return self.part("new_game_form")(language, parent)
        raise NotImplementedError(f"{self.name} has no New game form")

    def default_setup(self, language: str) -> Any:
        """The setup of a first game of this game (``ui.setup.GameSetup.default``)."""
        from ..setup import GameSetup

        return GameSetup.default(language, game=self.name)

    def default_rules(self) -> Any:
        """The rules shown before any match of this game (its first preset)."""
        return self.game.preset(self.game.presets()[0])

    # ------------------------------------------------------------------ sounds
    def cue_map(self) -> CueMap:
        """Which sound cue each moment of this game's table gets."""
        if "cue_map" in self.parts:
            return self.part("cue_map")()  # type: ignore[no-any-return]
        from ...sound.board import NoCues

        return NoCues()

    # ------------------------------------------------------------------ scores
    def score_sheet(self, parent: QWidget | None) -> QDialog | None:
        """The score sheet dialog (``show_view(names, view, final=)``), or None."""
        if "score_sheet" in self.parts:
            return self.part("score_sheet")(parent)  # type: ignore[no-any-return]
        return None

    def final_result(self, event: Any) -> tuple[Any, Any, Any] | None:
        """(scores, ranking, winners) when ``event`` ends the match."""
        return None

    def final_title(self, names: Sequence[str], winners: Sequence[int],
                    human: int | None) -> str | None:
        """The game-over dialog's title for ``winners`` (seats; ``human``: the human's seat
        or None), or None for the dialog's own words ("You win!", "Ann wins")."""
        return None


__all__ = ["CUSTOM", "GamePresentation", "Hint", "TableHost", "TableInput", "said"]
