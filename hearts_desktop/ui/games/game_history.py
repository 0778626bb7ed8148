"""What the history windows show of each game: a ``GameHistory`` per game, found by name.

The hook is one module per game, ``ui/games/<game>/history.py``, with a module-level
``HISTORY`` (a ``GameHistory``); ``load_history(name)`` (or ``history_of(name)``) imports it
on first use, and a game without such a module gets the generic ``GameHistory`` (generic
columns and figures, scores as numbers, the generic replay through the ``Game`` protocol).
A ``GameHistory`` gives the game's own list columns (``HistoryColumn``), statistics fields
and charts (``StatisticsField``, ``StatisticsChart``), how its deals and scores are named
(``HistoryWords``), the marks and legend of a match's hand table and, for a game whose
presentation has no replay of its own, what a replay table shows of a state
(``TableSnapshot``, ``ReplayStep``; ``ui/history/game_replay.py`` draws them). A game's
table presentation (``ui/games/<game>/presentation.py``) is used when it exists (title,
rules names, score texts, the deck) and is never required.
"""

from __future__ import annotations

import importlib
import logging
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ..tr_context import TrContext
from . import has_presentation, presentation
from .base import CUSTOM, GamePresentation, said

if TYPE_CHECKING:
    from ...core.cards import Card
    from ...core.deck import DeckSpec
    from ...core.game import Game, Score
    from ...history import HandRow, MatchSummary, Stats

log = logging.getLogger(__name__)


Text = Callable[[], str]
"""A text made when it is shown, so that it follows the language (call ``tr`` inside)."""


class HistoryTexts:
    """The translation context "HistoryTexts" of the generic history words below."""

    @staticmethod
    def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
        from PySide6.QtCore import QCoreApplication

        return QCoreApplication.translate("HistoryTexts", text, disambiguation, n)


MatchDetail = TrContext("MatchDetail")
"""The translation context of the history window's match detail."""
StatisticsWindow = TrContext("StatisticsWindow")
"""The translation context of the Statistics window."""


def _tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    # Context "" is where pyside6-lupdate files calls of _tr (see tools/i18n.py:
    # -tr-function-alias tr+=_tr); the catalogue and this lookup must agree.
    from PySide6.QtCore import QCoreApplication

    return QCoreApplication.translate("", text, disambiguation, n)


@dataclass(frozen=True)
class HistoryColumn:
    """A column of the history list that belongs to one game; it is shown while that
    game's matches are listed alone (or the history holds no other game)."""

    key: str
    """Unique among the game's columns (``MatchListModel.column(key)``)."""
    title: Text
    """The header."""
    text: Callable[[MatchSummary], str]
    """The cell of one match (from ``MatchSummary.facts``, ``players``, ``human_seat``)."""
    order_by: str | None = None
    """How the database sorts by it (``HistoryDB.summaries(order_by=...)``:
    ``"fact:<name>"`` the sum over the seats of a per-seat fact, ``"mine:<name>"`` the
    human seat's entry); None: a click on the header does not sort."""
    tooltip: Callable[[MatchSummary], str] | None = None
    """The cell's tooltip."""
    header_tooltip: Text | None = None
    width: int = 74


@dataclass(frozen=True)
class StatisticsField:
    """A figure of the Statistics window: in the summary at the top (``title``) and as a
    column of the per-rules and per-opponent tables (``short``)."""

    key: str
    title: Text
    short: Text
    value: Callable[[Stats], float]
    """From ``Stats`` (``Stats.facts``: the human seat's per-seat match facts added up)."""
    decimals: int = 0
    percent: bool = False
    """``value`` is a share (0..1) written as a percentage."""


def fact_field(key: str, title: Text, short: Text | None = None,
               value: Callable[[Stats], float] | None = None, **options: Any) -> StatisticsField:
    """A ``StatisticsField`` of the human's match fact ``key`` added up (``stats_fact``)
    unless ``value`` says otherwise; ``short``: its column's title (default ``title``)."""
    return StatisticsField(key, title, short or title, value or stats_fact(key), **options)


@dataclass(frozen=True)
class StatisticsChart:
    """A bar chart of the Statistics window's tabs: one group of bars per rules preset or
    opponent, one bar per entry of ``bars`` (name, value)."""

    key: str
    title: Text
    bars: tuple[tuple[Text, Callable[[Stats], float]], ...]
    integer: bool = True
    """Whole numbers (the axis and the labels)."""
    decimals: int = 0
    """The bars' values are rounded to this many decimals."""
    x_max: float | None = None
    """The axis' end (None: from the longest bar)."""


@dataclass(frozen=True)
class HistoryWords:
    """How the history windows name a game's deals and scores (Hearts: "Hand", points;
    Ombre: "Deal", chips)."""

    deal: str
    """The chart's axis ("Hand")."""
    deals: str
    """The list column of the number of deals ("Hands")."""
    deal_number: str
    """A deal's row ("Hand {0}")."""
    deals_played: str
    """The statistics' total ("Hands played")."""
    deals_short: str
    """Its column in the statistics' tables ("Hands")."""
    points: str
    """What a score counts ("Points", "Chips"): the chart's axis."""
    average: str
    """The statistics' average per deal ("Average points per hand")."""
    average_short: str
    """Its column ("Points/hand")."""


@dataclass(frozen=True)
class TableSnapshot:
    """What a replay table shows of one position, for a game without a replay of its own
    (``GameHistory.snapshot``)."""

    hands: tuple[tuple[Card | None, ...], ...]
    """Each seat's hand (None: a card shown face down)."""
    trick: tuple[tuple[int, Card], ...] = ()
    """The cards in the middle, by seat (a finished trick stays shown on its last card)."""
    trick_winner: int | None = None
    """The seat that took the trick shown (None while it is being played)."""
    talon: tuple[Card | None, ...] = ()
    """Cards beside the trick (a talon, a widow; None: face down)."""
    contract: tuple[str, str] | None = None
    """(title, detail) of the contract panel, or None."""
    plates: tuple[tuple[str, str], ...] = ()
    """(score, detail line) of each seat's name plate."""
    status: tuple[str, str] = ("", "")
    """The status corner's title and second line."""
    to_move: int | None = None
    deal_number: int = 1

    @classmethod
    def of(cls, hands: Sequence[Sequence[Card | None]],
           trick: Sequence[tuple[int, Card]] = (), *, talon: Sequence[Card | None] = (),
           plates: Sequence[tuple[str, str]] = (), **rest: Any) -> TableSnapshot:
        """A snapshot of any sequences (kept as tuples); ``rest``: the other fields."""
        return cls(hands=tuple(tuple(h) for h in hands), trick=tuple(trick),
                   talon=tuple(talon), plates=tuple(plates), **rest)


@dataclass(frozen=True)
class SeatLine:
    """A replay line whose subject is a seat: ``text`` names it (with ``seat_name``), and
    ``you_text`` is the same sentence said to that seat's player ("You win trick 3."), the
    one shown when the replay's player sat there (``fill_names``)."""

    seat: int
    text: str
    you_text: str


@dataclass(frozen=True)
class ReplayStep:
    """One frame of a generic replay as a game describes it (``GameHistory.steps``):
    ``kind`` is "deal" (a fresh deal), "play" (a card was played), "trick" (a card completed
    a trick), "hand" (the deal is over), or "other"."""

    kind: str
    snapshot: TableSnapshot
    lines: tuple[str | SeatLine, ...] = field(default=(), compare=False)
    """Extra lines of the info panel (words of the moment: "Ann wins trick 3.")."""


def fact_chart(key: str, title: Text, *bars: tuple[Text, str],
               **options: Any) -> StatisticsChart:
    """A ``StatisticsChart`` whose bars are the human's match facts (label, fact name)."""
    return StatisticsChart(key, title, tuple((label, stats_fact(name)) for label, name in bars),
                           **options)


def fact_entry(summary: MatchSummary, name: str, index: int | None) -> float | None:
    """Entry ``index`` (a seat's, a team's) of the per-seat or per-team match fact ``name``
    (``MatchSummary.facts``), or None when there is none or it is not a number."""
    values = summary.facts.get(name)
    if index is None or not isinstance(values, (list, tuple)) or index >= len(values):
        return None
    value = values[index]
    return value if isinstance(value, (int, float)) else None


def fact_total(summary: MatchSummary, name: str) -> int:
    """The sum over the seats (or teams) of the match fact ``name``."""
    values = summary.facts.get(name)
    if not isinstance(values, (list, tuple)):
        return 0
    return int(sum(v for v in values if isinstance(v, (int, float))))


def stats_fact(name: str) -> Callable[[Stats], float]:
    """A statistics figure: the human's match fact ``name`` added up (``Stats.facts``)."""

    def value(stats: Stats) -> float:
        return float(stats.facts.get(name, 0))

    return value


_GAME_NAME = re.compile(r"[a-z][a-z0-9_]{0,31}")
_SEAT_NAME = re.compile(r"\{seat(\d{1,2})\}")


def seat_name(seat: int) -> str:
    """A player's name in a replay text of a ``TableSnapshot`` or ``ReplayStep``, filled in
    where it is shown (``fill_names``): the history's snapshots do not know the names."""
    return f"{{seat{seat}}}"


def fill_names(text: str | SeatLine, names: Sequence[str], you: int | None = None) -> str:
    """``text`` with each ``seat_name(seat)`` replaced by that seat's name; of a
    ``SeatLine``, its ``you_text`` when its seat is ``you``."""
    if isinstance(text, SeatLine):
        text = text.you_text if text.seat == you else text.text

    def name(m: re.Match[str]) -> str:
        seat = int(m.group(1))
        return names[seat] if seat < len(names) else m.group(0)

    return _SEAT_NAME.sub(name, text)



class GameHistory:
    """What the history windows show of one game. This one shows the generic columns and
    figures only, writes scores as numbers and replays any game through the ``Game``
    protocol (hands and trick from the seat views); a game's ``history.py`` refines it."""

    higher_is_better = False
    """The better score: lower (Hearts' penalty points) or higher (chips, team points)."""
    counts_hands = False
    """Its players say "hand" for a deal (Hearts, Pinochle): the replay's buttons and the
    history's words (``words``) do."""
    marked_seat: str | None = None
    """The per-deal fact that names the seat ``deal_mark`` marks with " ●" (the ombre, the
    declarer); None: no mark."""
    play_action: type | None = None
    """The game's action that plays a card to the trick (``played_card``); None: any
    ``PlayCard`` with a ``seat`` and a ``card``."""

    name = ""
    """The game's registry name (a game's history declares it; ``GameHistory(name)``)."""

    def __init__(self, name: str | None = None) -> None:
        self.name = type(self).name if name is None else name

    # ------------------------------------------------------------------ the game
    @property
    def game(self) -> Game | None:
        """The registered game, or None (a match of a game this program does not have)."""
        from ...games import GAMES, get_game

        return get_game(self.name) if self.name in GAMES else None

    def presentation(self) -> GamePresentation | None:
        """The game's table presentation, or None when it cannot be played here."""
        return presentation(self.name) if has_presentation(self.name) else None

    def can_play(self) -> bool:
        """Its deals can be played again at this program's table."""
        return self.game is not None and self.presentation() is not None

    def table_deck(self, rules: Any) -> DeckSpec | None:
        """The deck a replay table draws: the presentation's choice (``table_deck``) when
        the game has one, else the game's own deck (``Game.deck``) unless it is a plain
        French pack (None: the player's card theme)."""
        p = self.presentation()
        if p is not None:
            deck: DeckSpec | None = p.table_deck(rules)
            return deck
        game = self.game
        if game is None:
            return None
        from ...core.deck import Dress

        spec = game.deck(rules)
        return spec if spec.dress is not Dress.FRENCH or spec.copies > 1 else None

    def seating(self, rules: Any) -> tuple[int, list[int | None] | None]:
        """(direction of play, partnership mark per seat or None) of a replay table."""
        p = self.presentation()
        if p is not None:
            return p.seating(rules)
        game = self.game
        if game is None:
            return 1, None
        seating = game.seating(rules)
        teams = getattr(seating, "teams", ())
        marks: list[int | None] | None = None
        if teams:
            marks = [None] * game.players(rules)
            for t, members in enumerate(teams):
                for seat in members:
                    marks[seat] = t
        return getattr(seating, "direction", 1), marks

    # ------------------------------------------------------------------ words
    def title(self) -> str:
        p = self.presentation()
        if p is not None:
            return p.title()
        own = self.preset_titles().get(self.name)
        if own:
            return own
        game = self.game
        return game.title if game is not None else self.name.replace("_", " ").capitalize()

    def rules_title(self, rules_name: str) -> str:
        """A rules preset's name: the presentation's when it names the preset, else the
        game's own (``preset_titles``), else the name made readable."""
        p = self.presentation()
        titles = self.preset_titles()
        if titles:
            if p is not None and rules_name != p.rules_title(rules_name):
                return p.rules_title(rules_name)
            return titles.get(rules_name, rules_name)
        if p is not None and type(p).rules_title is not GamePresentation.rules_title:
            return p.rules_title(rules_name)
        if rules_name == CUSTOM:
            return HistoryTexts.tr("Custom rules")
        return rules_name.replace("_", " ").capitalize()

    def preset_titles(self) -> Mapping[str, str]:
        """The game's names of its rules presets (preset -> name, ``CUSTOM`` too), for
        when its presentation does not name one; empty: none of its own. The preset named
        as the game is also the game's name when it cannot be played here (``title``)."""
        return {}

    def score_text(self, score: Score) -> str:
        p = self.presentation()
        return p.score_text(score) if p is not None else str(score)

    def signed_text(self, score: Score) -> str:
        """A deal's change: "+5", "-3", "0"."""
        text = self.score_text(score)
        return text if text.startswith("-") or text == "0" else "+" + text

    def words(self) -> HistoryWords:
        if self.counts_hands:
            # the words the history windows had for Hearts, in their contexts
            return HistoryWords(
                deal=MatchDetail.tr("Hand"), deals=_tr("Hands"),
                deal_number=MatchDetail.tr("Hand {0}"),
                deals_played=StatisticsWindow.tr("Hands played"),
                deals_short=StatisticsWindow.tr("Hands"), points=MatchDetail.tr("Points"),
                average=StatisticsWindow.tr("Average points per hand"),
                average_short=StatisticsWindow.tr("Points/hand"))
        return HistoryWords(
            deal=HistoryTexts.tr("Deal"), deals=HistoryTexts.tr("Deals"),
            deal_number=HistoryTexts.tr("Deal {0}"),
            deals_played=HistoryTexts.tr("Deals played"),
            deals_short=HistoryTexts.tr("Deals"), points=HistoryTexts.tr("Points"),
            average=HistoryTexts.tr("Average points per deal"),
            average_short=HistoryTexts.tr("Points/deal"))

    def moment_text(self, deal: int, trick: int | None) -> str:
        """A moment of a match in the game's words: "hand 4, trick 6" (Hearts, Pinochle),
        "deal 4, trick 6" (Ombre); the deal alone outside the play of the tricks."""
        if self.counts_hands:
            if trick is None:
                return HistoryTexts.tr("hand {0}").format(deal)
            return HistoryTexts.tr("hand {0}, trick {1}").format(deal, trick)
        if trick is None:
            return HistoryTexts.tr("deal {0}").format(deal)
        return HistoryTexts.tr("deal {0}, trick {1}").format(deal, trick)

    def branch_text(self, started: str, deal: int, trick: int | None) -> str:
        """Where a match played on from another one (Play from here) left it: "from the
        match of 3 Dec 2026 14:05, hand 4, trick 6" (``started``: the original's start in
        words)."""
        return HistoryTexts.tr("from the match of {0}, {1}").format(
            started, self.moment_text(deal, trick))

    def teams_text(self, names: Sequence[str], teams: Sequence[Sequence[int]]) -> str:
        """Who played with whom: "You & Ann – Ben & Cat"."""
        sides = [" & ".join(names[s] for s in team if 0 <= s < len(names)) for team in teams]
        return " – ".join(side for side in sides if side)

    # ------------------------------------------------------------------ list and detail
    def columns(self) -> Sequence[HistoryColumn]:
        """The game's own columns of the history list."""
        return ()

    def deal_mark(self, row: HandRow, seat: int) -> str:
        """A mark after ``seat``'s score of the deal ``row`` in the match's hand table
        (Hearts: " ☾" for the seat that shot the moon); this one marks the seat that the
        deal's fact ``marked_seat`` names."""
        if self.marked_seat is not None and row.facts.get(self.marked_seat) == seat:
            return " ●"
        return ""

    def deal_tooltip(self, row: HandRow, names: Sequence[str], you: int | None = None) -> str:
        """The deal in words (the tooltip of its row), or ""; ``you``: the player's seat
        (its sentences are said to them: "You played Solo in ♠: sacada.")."""
        return ""

    def legend(self) -> Sequence[tuple[str, str]]:
        """(mark, meaning) of the marks ``deal_mark`` writes, for the window's legend."""
        return ()

    # ------------------------------------------------------------------ statistics
    def statistics_fields(self) -> Sequence[StatisticsField]:
        """The game's own figures, after the generic ones (games, wins, streaks ...)."""
        return ()

    def statistics_charts(self) -> Sequence[StatisticsChart]:
        """The game's own charts, after win rate and average per deal."""
        return ()

    # ------------------------------------------------------------------ the replay
    def replay_presentation(self) -> GamePresentation | None:
        """The presentation when it replays this game itself (``replay``,
        ``replay_table``, ``describe_frame``, ``score_rows``); None: the history's
        generic replay shows ``steps`` on the shared table."""
        p = self.presentation()
        if p is not None and type(p).replay is not GamePresentation.replay:
            return p
        return None

    def snapshot(self, state: Any) -> TableSnapshot:
        """What the table shows of ``state``: every hand and the trick, read from each
        seat's view (``hand``; ``trick`` with ``plays``)."""
        game = self.game
        assert game is not None
        n = game.players(game.rules_of(state))
        views = [game.seat_view(state, seat) for seat in range(n)]
        hands = tuple(tuple(getattr(v, "hand", ())) for v in views)
        trick = getattr(views[0], "trick", None)
        plays = tuple(getattr(trick, "plays", ()) or ())
        return TableSnapshot(hands=hands, trick=plays,
                             to_move=getattr(state, "to_move", None),
                             deal_number=int(getattr(state, "deal_number", 1) or 1))

    def played_card(self, action: Any) -> tuple[int, Card] | None:
        """(seat, card) when ``action`` plays a card to the trick (animated in a replay)."""
        if self.play_action is not None:
            play: Any = action
            return (play.seat, play.card) if isinstance(action, self.play_action) else None
        from ...core.cards import Card

        card, seat = getattr(action, "card", None), getattr(action, "seat", None)
        if isinstance(card, Card) and isinstance(seat, int) and type(action).__name__ == \
                "PlayCard":
            return seat, card
        return None

    def steps(self, before: Any, action: Any, after: Any,
              events: Sequence[Any]) -> list[ReplayStep]:
        """The frames one recorded action makes: usually one; a deal that ends gives the
        finished deal, then the next deal."""
        snap = self.snapshot(after)
        if snap.deal_number != self.snapshot(before).deal_number:
            return [ReplayStep("deal", snap)]
        return [ReplayStep("play" if self.played_card(action) else "other", snap)]

    def action_step(self, action: Any, after: Any,
                    lines: Sequence[str | SeatLine] = ()) -> ReplayStep:
        """The frame of an action that neither completes a trick nor ends a deal: "play"
        when it plays a card, else "other"."""
        kind = "play" if self.played_card(action) else "other"
        return ReplayStep(kind, self.snapshot(after), tuple(lines))

    def hands_before_play(self, hands: Sequence[Sequence[Card]],
                          action: Any) -> list[Sequence[Card]]:
        """``hands`` (as they were before ``action``) less the card ``action`` played: the
        table as it lay when the action ended a deal."""
        played = self.played_card(action)
        if played is None:
            return list(hands)
        seat, card = played
        return [tuple(c for c in h if c != card) if s == seat else h for s, h in enumerate(hands)]

    def deal_over_steps(self, end: TableSnapshot, lines: Sequence[str | SeatLine], *,
                        match_over: bool, next_deal: Any | None) -> list[ReplayStep]:
        """The frames of an action that ends a deal: the deal's end as it lay on the table
        (``end``, with ``lines`` and "Game over." when the match is over), then the next
        deal's start (``next_deal``: the state after, or None)."""
        if match_over:
            lines = (*lines, HistoryTexts.tr("Game over."))
        out = [ReplayStep("hand", end, tuple(lines))]
        if next_deal is not None:
            out.append(ReplayStep("deal", self.snapshot(next_deal)))
        return out

    def action_text(self, action: Any, names: Sequence[str], you: int | None = None) -> str:
        """A recorded action in words (a line of the replay's info panel); ``you``: the
        player's seat (its actions are said to them: "You play 7♣.")."""
        seat = getattr(action, "seat", None)
        who = names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else ""
        texts = self.action_texts(action)
        if texts is not None:
            you_text, text, args = texts
            return said(seat, you, you_text, text).format(who, *args)
        played = self.played_card(action)
        if played is not None:
            return said(seat, you, HistoryTexts.tr("You play {1}."),
                        HistoryTexts.tr("{0} plays {1}.")).format(who, played[1])
        return f"{who}: {type(action).__name__}" if who else type(action).__name__

    def action_texts(self, action: Any) -> tuple[str, str, tuple[Any, ...]] | None:
        """A game's words for ``action``: its sentence said to its player ("You bid {1}."),
        said of its seat ("{0} bids {1}.", {0}: the name), and the arguments after the name;
        None: the generic words (``action_text``)."""
        return None


_HISTORIES: dict[str, GameHistory] = {}


def load_history(name: str) -> GameHistory:
    """The ``HISTORY`` of ``hearts_desktop.ui.games.<name>.history`` (a ``GameHistory``),
    or a plain ``GameHistory(name)`` when the game has no such module."""
    found = _HISTORIES.get(name)
    if found is not None:
        return found
    found = None
    if _GAME_NAME.fullmatch(name):
        module_name = f"{__package__}.{name}.history"
        try:
            module = importlib.import_module(module_name)
        except ModuleNotFoundError as exc:
            if exc.name is None or not module_name.startswith(exc.name):
                raise  # the module exists but imports something missing
        else:
            candidate = getattr(module, "HISTORY", None)
            if isinstance(candidate, GameHistory):
                found = candidate
            else:
                log.warning("%s has no HISTORY (a GameHistory)", module_name)
    if found is None:
        found = GameHistory(name)
    _HISTORIES[name] = found
    return found


def history_of(name: str) -> GameHistory:
    """What the history windows show of game ``name`` (``load_history``): the one place
    the windows ask."""
    return load_history(name)


__all__ = ["GameHistory", "HistoryColumn", "HistoryTexts", "HistoryWords", "ReplayStep",
           "SeatLine", "StatisticsChart", "StatisticsField", "TableSnapshot", "Text",
           "fact_chart", "fact_entry", "fact_field", "fact_total", "fill_names", "history_of",
           "load_history",
           "seat_name", "stats_fact"]
