"""The replay of a game that has no replay of its own: frames from the ``Game`` protocol,
shown on the shared table by a generic replay director.

A :class:`GameReplay` replays the record once through ``game.apply`` and asks the game's
``GameHistory`` what each action makes of the table (``steps``: one ``TableSnapshot`` per
frame, two when a deal ends). :class:`GameReplayTable` is the director the replay scene's
animator drives: ``sync(frame)`` shows a snapshot at once, ``step_events(frame)`` is the
card a step forwards plays (``moves.play`` at the player's animation speed). The scores
beside the table come from the game's analysis of the record (``Game.analyse``).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from ...core.errors import RecordError
from ..games.frame_steps import FrameSteps
from ..games.game_history import SeatLine, fill_names
from ..table.director import TableDirector

if TYPE_CHECKING:
    from ...core.cards import Card
    from ...core.deck import DeckSpec
    from ...core.game import Record
    from ..games.game_history import GameHistory, TableSnapshot
    from ..table.animator import Animator
    from ..table.scene import TableScene
    from ..table.stages import Stage


def _tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    # Context "" is where pyside6-lupdate files calls of _tr (see tools/i18n.py:
    # -tr-function-alias tr+=_tr); the catalogue and this lookup must agree.
    return QCoreApplication.translate("", text, disambiguation, n)


@dataclass(frozen=True)
class GameFrame:
    """One position of a generic replay."""

    actions: int
    """How many of the record's actions have been applied."""
    kind: str
    """"deal", "play", "trick", "hand" or "other" (``ReplayStep.kind``)."""
    state: Any
    """The engine's state after ``actions`` actions."""
    action: Any
    events: tuple[Any, ...]
    snapshot: TableSnapshot
    lines: tuple[str | SeatLine, ...]
    played: tuple[int, Card] | None
    """(seat, card) when the action played a card."""

    @property
    def deal_number(self) -> int:
        return self.snapshot.deal_number


@dataclass(frozen=True)
class CardToTrick:
    """What one step forwards animates: ``seat`` plays ``card`` to the trick."""

    seat: int
    card: Card


class GameReplay(FrameSteps):
    """Every frame of a recorded match of any game (see the module). ``RecordError`` when
    the record does not replay."""

    def __init__(self, record: Record, history: GameHistory) -> None:
        game = history.game
        if game is None:
            raise RecordError(f"this program cannot replay {record.game!r} matches")
        self.record = record
        self.history = history
        state = game.initial_state(record)
        self.initial = state
        self.players = game.players(game.rules_of(state))
        snapshot = history.snapshot(state)
        frames = [GameFrame(0, "deal", state, None, (), snapshot, (), None)]
        for i, action in enumerate(record.actions, start=1):
            before = state
            try:
                state, events = game.apply(state, action)
            except ValueError as exc:
                raise RecordError(f"action {i} of the record is illegal: {exc}") from exc
            played = history.played_card(action)
            for step in history.steps(before, action, state, tuple(events)):
                frames.append(GameFrame(i, step.kind, state, action, tuple(events),
                                        step.snapshot, step.lines, played))
        self.final = state
        self.frames: tuple[GameFrame, ...] = tuple(frames)
        analysis = game.analyse(record)
        self.deals = analysis.deals
        teams = tuple(t for t in analysis.teams if t)
        shared = bool(teams) and all(
            len({d.totals[seat] for seat in team}) == 1 for d in self.deals for team in teams)
        self.columns: tuple[tuple[int, ...], ...] = (
            teams if shared else tuple((seat,) for seat in range(self.players)))
        """The score table's columns: the seats of each (one per seat, or one per team
        when partners share their score)."""

    def __len__(self) -> int:
        return len(self.frames)

    # ------------------------------------------------------------------ words
    def describe(self, frame: GameFrame, names: Sequence[str],
                 you: int | None = None) -> list[str]:
        """The head line, then what the action did, the moment's words, who is next
        (``you``: the seat spoken to, "You bid Entrada.")."""
        words = self.history.words()
        lines = [words.deal_number.format(frame.deal_number) + " · "
                 + _tr("Move {0} of {1}").format(frame.actions, len(self.record.actions))]
        if frame.action is None:
            lines.append(_tr("The cards are dealt."))
        else:
            lines.append(self.history.action_text(frame.action, names, you))
        lines += [fill_names(line, names, you) for line in frame.lines]
        to_move = frame.snapshot.to_move
        if frame.kind not in ("hand",) and to_move is not None and 0 <= to_move < len(names):
            lines.append(_tr("Next: {0}").format(names[to_move]))
        return lines

    def score_rows(self, frame: GameFrame) -> list[tuple[str, list[tuple[str, str]]]]:
        """The totals after each deal finished by ``frame`` (the tooltip: that deal's
        change)."""
        words = self.history.words()
        last = frame.deal_number if frame.kind == "hand" else frame.deal_number - 1
        return [(words.deal_number.format(d.deal_number),
                 [(self.history.score_text(d.totals[seats[0]]),
                   self.history.signed_text(d.points[seats[0]])) for seats in self.columns])
                for d in self.deals if d.deal_number <= last]

    def score_titles(self, names: Sequence[str]) -> list[str]:
        """The score table's column titles: the players, or the teams ("You & Ann")."""
        return [" & ".join(names[s] for s in seats if s < len(names))
                for seats in self.columns]


class GameReplayTable(TableDirector):
    """The director of a replay table for a game without a replay of its own: every hand
    face up (or only the bottom seat's), the card just played ringed in blue and the
    winning card of a finished trick in gold, the game's contract panel, plates and
    status corner from the frame's snapshot."""

    def __init__(self, animator: Animator) -> None:
        self.animator = animator
        self.scene: TableScene = animator.scene
        self.show_all = True
        self.snapshot: TableSnapshot | None = None
        self._marked_trick: dict[int, str] = {}

    def stages(self, event: Any) -> Iterator[Stage]:
        if isinstance(event, CardToTrick):
            yield from self.animator.moves.play(event.seat, event.card)

    def step_events(self, frame: GameFrame) -> list[Any]:
        """What one step forwards onto ``frame`` animates: the card played."""
        if frame.played is None or frame.kind not in ("play", "trick"):
            return []
        return [CardToTrick(*frame.played)]

    def sync(self, frame: GameFrame) -> None:
        """Make the table show ``frame`` exactly (no animation)."""
        sc = self.scene
        snap = frame.snapshot
        self.snapshot = snap
        sc.stop_local_animation()
        sc.hide_last_trick()
        sc.banner.setVisible(False)
        shown = [self.show_all or seat == sc.bottom_seat for seat in range(sc.players)]
        hands = [list(h) if seat < len(shown) and shown[seat] else [None] * len(h)
                 for seat, h in enumerate(snap.hands[:sc.players])]
        hands += [[] for _ in range(sc.players - len(hands))]
        talon = list(snap.talon) if self.show_all else [None] * len(snap.talon)
        sc.show_cards(hands, list(snap.trick), talon)
        sc.talon_hand_sizes = [len(h) for h in hands]
        self._marked_trick = {}
        if snap.trick:
            if snap.trick_winner is not None:
                self._marked_trick[snap.trick_winner] = "winner"
            if frame.played is not None:
                self._marked_trick.setdefault(frame.played[0], "last")
        sc.selected_items = []
        sc.highlight = set()
        sc.mode = None
        sc.turn = snap.to_move if frame.kind != "hand" else None
        if snap.contract is not None:
            sc.show_contract(*(fill_names(text, sc.names) for text in snap.contract))
        else:
            sc.show_contract(None)
        sc.snap()

    def plate(self, seat: int) -> tuple[str, str, bool]:
        snap = self.snapshot
        if snap is None or seat >= len(snap.plates):
            return "", "", seat == self.scene.turn
        score, detail = snap.plates[seat]
        return score, fill_names(detail, self.scene.names), seat == self.scene.turn

    def status(self) -> tuple[bool, str, str]:
        if self.snapshot is None:
            return False, "", ""
        names = self.scene.names
        title, line = self.snapshot.status
        return False, fill_names(title, names), fill_names(line, names)

    def mark_items(self) -> None:
        for seat, item in self.scene.trick:
            mark = self._marked_trick.get(seat)
            item.set_highlighted(mark == "winner")
            item.set_focused(mark == "last")

    def marked(self) -> dict[str, list[Card]]:
        """The cards shown with a ring, by meaning (for tests): "winner", "last"."""
        out: dict[str, list[Card]] = {"winner": [], "last": []}
        for seat, item in self.scene.trick:
            mark = self._marked_trick.get(seat)
            if mark is not None and item.card is not None:
                out[mark].append(item.card)
        return out


class GenericReplaySource:
    """The replay viewer's questions (``replay``, ``replay_table``, ``describe_frame``,
    ``score_rows``, ``rules_title``, ``table_deck``, ``seating``) answered by the
    history's generic replay."""

    def __init__(self, history: GameHistory) -> None:
        self.history = history
        self._replay: GameReplay | None = None

    def replay(self, record: Record) -> GameReplay:
        self._replay = GameReplay(record, self.history)
        return self._replay

    def replay_table(self, animator: Animator) -> GameReplayTable:
        return GameReplayTable(animator)

    def describe_frame(self, frame: GameFrame, names: list[str], total: int,
                       seen_by: int | None = None, you: int | None = None) -> list[str]:
        assert self._replay is not None
        return self._replay.describe(frame, names, you)

    def score_rows(self, frame: GameFrame) -> list[tuple[str, list[tuple[str, str]]]]:
        assert self._replay is not None
        return self._replay.score_rows(frame)

    def rules_title(self, rules_name: str) -> str:
        return self.history.rules_title(rules_name)

    def score_titles(self, names: Sequence[str]) -> list[str]:
        assert self._replay is not None
        return self._replay.score_titles(names)

    def table_deck(self, rules: Any) -> DeckSpec | None:
        """The game's own deck (``GameHistory.table_deck``)."""
        return self.history.table_deck(rules)

    def seating(self, rules: Any) -> tuple[int, list[int | None] | None]:
        return self.history.seating(rules)


__all__ = ["CardToTrick", "GameFrame", "GameReplay", "GameReplayTable",
           "GenericReplaySource"]
