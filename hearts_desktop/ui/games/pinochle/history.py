"""Pinochle in the history windows: partnerships, contracts, bids and melds (higher is
better).

The facts come from ``games/pinochle/analysis.py`` (``MatchAnalysis.facts``; per team:
``contracts_won``, ``contracts_made``, ``contracts_set``, ``bid_total``; per seat:
``best_melds``; per deal: ``declarer``, ``contract``, ``trump``, ``outcome``,
``team_melds``, ``team_counters``, ``melds``). The history database counts a per-team fact
for the human's team (``history/statistics.py``). The list shows the human's team's
contracts made of those it played, its contracts set and the human's best meld; the
statistics add contracts made and set, the average bid and the best meld; the match's hand
table marks each hand's declarer. The replay viewer uses Pinochle's own replay
(``replay.py``: the live table's director); the snapshots made here (hands, trick,
contract and trump, the team scores, the auction and the melds) are what the history's
generic replay would show, and keep it working for Pinochle records.

This module belongs to the history windows (``ui/history``), which find it by the game's
name (``ui.games.game_history.load_history``); the table presentation need not know it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ....core.cards import Card, Suit
from ....games.pinochle.actions import Bid, Concede, GiveCards, NameTrump, Pass, PlayCard
from ....games.pinochle.events import HandScored, MatchOver, MeldShown, TrickWon
from ....games.pinochle.meld import AROUND_WORDS, LEVEL_WORDS
from ....games.pinochle.state import MatchState, Phase, team_of
from ...tr_context import TrContext
from ..base import CUSTOM, said
from ..game_history import (
    GameHistory,
    HistoryColumn,
    HistoryTexts,
    HistoryWords,
    ReplayStep,
    SeatLine,
    StatisticsChart,
    StatisticsField,
    TableSnapshot,
    seat_name,
)

if TYPE_CHECKING:
    from ....history import HandRow, MatchSummary, Stats

PinochleTexts = TrContext("PinochleTexts")
"""The translation context of Pinochle's history words."""
MatchDetail = TrContext("MatchDetail")
StatisticsWindow = TrContext("StatisticsWindow")


def _tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    from PySide6.QtCore import QCoreApplication

    return QCoreApplication.translate("", text, disambiguation, n)


def outcome_name(outcome: str | None) -> str:
    return {
        "made": PinochleTexts.tr("made"),
        "set": PinochleTexts.tr("set"),
        "conceded": PinochleTexts.tr("conceded"),
    }.get(outcome or "", outcome or "")


def meld_part_name(name: str) -> str:
    """A meld as players name it ("Run", "Aces around ×2")."""
    level = 1
    for i, word in enumerate(LEVEL_WORDS):
        if word and name.startswith(word):
            level, name = i + 1, name[len(word) :]
    if name.endswith("_around"):
        name = name[: -len("_around")]
    base = {
        "run": PinochleTexts.tr("Run"),
        "royal_marriage": PinochleTexts.tr("Royal marriage"),
        "marriage": PinochleTexts.tr("Marriage"),
        "dix": PinochleTexts.tr("Dix"),
        "pinochle": PinochleTexts.tr("Pinochle"),
        "roundhouse": PinochleTexts.tr("Roundhouse"),
        "double_roundhouse": PinochleTexts.tr("Double roundhouse"),
        AROUND_WORDS[14]: PinochleTexts.tr("Aces around"),
        AROUND_WORDS[13]: PinochleTexts.tr("Kings around"),
        AROUND_WORDS[12]: PinochleTexts.tr("Queens around"),
        AROUND_WORDS[11]: PinochleTexts.tr("Jacks around"),
    }.get(name, name.replace("_", " "))
    return base if level == 1 else f"{base} ×{level}"


def _team_index(summary: MatchSummary) -> int | None:
    seat = summary.human_seat
    if seat is None:
        return None
    return next(
        (i for i, team in enumerate(summary.teams) if seat in team),
        team_of(seat) if not summary.teams else None,
    )


def _entry(summary: MatchSummary, name: str, *, per_team: bool) -> float | None:
    """The human's entry of a match fact (their team's, or their seat's)."""
    values = summary.facts.get(name)
    index = _team_index(summary) if per_team else summary.human_seat
    if index is None or not isinstance(values, (list, tuple)) or index >= len(values):
        return None
    value = values[index]
    return value if isinstance(value, (int, float)) else None


def _contracts(summary: MatchSummary) -> str:
    made = _entry(summary, "contracts_made", per_team=True)
    won = _entry(summary, "contracts_won", per_team=True)
    return "–" if made is None or won is None else f"{int(made)}/{int(won)}"


def _set(summary: MatchSummary) -> str:
    value = _entry(summary, "contracts_set", per_team=True)
    return "–" if value is None else str(int(value))


def _average_bid(summary: MatchSummary) -> str:
    value = _entry(summary, "average_bid_by_team", per_team=True)
    return "–" if value is None else f"{value:.1f}"


def _best_meld(summary: MatchSummary) -> str:
    value = _entry(summary, "best_melds", per_team=False)
    return "–" if value is None else str(int(value))


def _fact(name: str) -> Any:
    def value(stats: Stats) -> float:
        return float(stats.facts.get(name, 0))

    return value


def _average(stats: Stats) -> float:
    won = stats.facts.get("contracts_won", 0)
    return float(stats.facts.get("bid_total", 0)) / won if won else 0.0


def _best(stats: Stats) -> float:
    return float(stats.maxima.get("best_melds", 0) or 0)


class PinochleHistory(GameHistory):
    """Pinochle's part of the history windows."""

    counts_hands = True
    higher_is_better = True

    def __init__(self) -> None:
        super().__init__("pinochle")

    # ------------------------------------------------------------------ words
    def title(self) -> str:
        p = self.presentation()
        return p.title() if p is not None else PinochleTexts.tr("Pinochle")

    def rules_title(self, rules_name: str) -> str:
        p = self.presentation()
        if p is not None and rules_name != p.rules_title(rules_name):
            return p.rules_title(rules_name)
        return {
            "pinochle": PinochleTexts.tr("Pinochle"),
            "pinochle_x10": PinochleTexts.tr("Pinochle (×10 scale)"),
            "double_deck": PinochleTexts.tr("Double-deck Pinochle"),
            CUSTOM: PinochleTexts.tr("Custom rules"),
        }.get(rules_name, rules_name)

    def words(self) -> HistoryWords:
        # Pinochle's players count hands and points as Hearts' do: the same words
        return HistoryWords(
            deal=MatchDetail.tr("Hand"),
            deals=_tr("Hands"),
            deal_number=MatchDetail.tr("Hand {0}"),
            deals_played=StatisticsWindow.tr("Hands played"),
            deals_short=StatisticsWindow.tr("Hands"),
            points=MatchDetail.tr("Points"),
            average=StatisticsWindow.tr("Average points per hand"),
            average_short=StatisticsWindow.tr("Points/hand"),
        )

    # ------------------------------------------------------------------ list and detail
    def columns(self) -> Sequence[HistoryColumn]:
        return (
            HistoryColumn(
                "contracts",
                lambda: PinochleTexts.tr("Contracts"),
                _contracts,
                order_by="mine:contracts_made",
                header_tooltip=lambda: PinochleTexts.tr("Your team's contracts: made / played"),
            ),
            HistoryColumn(
                "set",
                lambda: PinochleTexts.tr("Set"),
                _set,
                order_by="mine:contracts_set",
                header_tooltip=lambda: PinochleTexts.tr("Your team's contracts that were set"),
            ),
            HistoryColumn(
                "average_bid",
                lambda: PinochleTexts.tr("Average bid"),
                _average_bid,
                header_tooltip=lambda: PinochleTexts.tr("Your team's average contract"),
                width=90,
            ),
            HistoryColumn(
                "best_meld",
                lambda: PinochleTexts.tr("Best meld"),
                _best_meld,
                order_by="mine:best_melds",
                header_tooltip=lambda: PinochleTexts.tr("Your best meld of the match"),
                width=84,
            ),
        )

    def deal_mark(self, row: HandRow, seat: int) -> str:
        return " ●" if row.facts.get("declarer") == seat else ""

    def deal_tooltip(self, row: HandRow, names: Sequence[str], you: int | None = None) -> str:
        f = row.facts
        declarer = f.get("declarer")
        if not isinstance(declarer, int) or not 0 <= declarer < len(names):
            return ""
        trump = f.get("trump")
        suit = Suit.parse(trump).symbol if isinstance(trump, str) and trump else ""
        text = said(declarer, you, PinochleTexts.tr("You bid {1} in {2}: {3}."),
                    PinochleTexts.tr("{0} bid {1} in {2}: {3}.")).format(
            names[declarer], f.get("contract", "?"), suit, outcome_name(f.get("outcome"))
        )
        melds, counters = f.get("team_melds"), f.get("team_counters")
        if (
            isinstance(melds, list)
            and isinstance(counters, list)
            and len(melds) == 2
            and len(counters) == 2
        ):
            text += " " + PinochleTexts.tr("Meld {0} – {1}, counters {2} – {3}.").format(
                melds[0], melds[1], counters[0], counters[1]
            )
        return text

    def legend(self) -> Sequence[tuple[str, str]]:
        return (("●", PinochleTexts.tr("the declaring team: it won the auction in that hand")),)

    # ------------------------------------------------------------------ statistics
    def statistics_fields(self) -> Sequence[StatisticsField]:
        return (
            StatisticsField(
                "contracts_won",
                lambda: PinochleTexts.tr("Contracts played by your team"),
                lambda: PinochleTexts.tr("Contracts"),
                _fact("contracts_won"),
            ),
            StatisticsField(
                "contracts_made",
                lambda: PinochleTexts.tr("Contracts made"),
                lambda: PinochleTexts.tr("Made"),
                _fact("contracts_made"),
            ),
            StatisticsField(
                "contracts_set",
                lambda: PinochleTexts.tr("Contracts set"),
                lambda: PinochleTexts.tr("Set"),
                _fact("contracts_set"),
            ),
            StatisticsField(
                "average_bid",
                lambda: PinochleTexts.tr("Average bid"),
                lambda: PinochleTexts.tr("Average bid"),
                _average,
                decimals=1,
            ),
            StatisticsField(
                "best_meld",
                lambda: PinochleTexts.tr("Best meld"),
                lambda: PinochleTexts.tr("Best meld"),
                _best,
            ),
        )

    def statistics_charts(self) -> Sequence[StatisticsChart]:
        return (
            StatisticsChart(
                "contracts",
                lambda: PinochleTexts.tr("Your team's contracts"),
                (
                    (lambda: PinochleTexts.tr("Made"), _fact("contracts_made")),
                    (lambda: PinochleTexts.tr("Set"), _fact("contracts_set")),
                ),
            ),
        )

    # ------------------------------------------------------------------ the replay
    def snapshot(self, state: Any) -> TableSnapshot:
        assert isinstance(state, MatchState)
        trick = state.trick.plays if state.trick is not None else ()
        return self._snapshot(state, state.hands, trick, None)

    def _snapshot(
        self,
        state: MatchState,
        hands: Sequence[Sequence[Card]],
        trick: Sequence[tuple[int, Card]],
        winner: int | None,
        scores: Sequence[int] | None = None,
    ) -> TableSnapshot:
        contract: tuple[str, str] | None = None
        if state.contract is not None and state.declarer is not None:
            title = PinochleTexts.tr("Contract {0}").format(state.contract)
            if state.trump is not None:
                title += " " + state.trump.symbol
            contract = (title, PinochleTexts.tr("Declarer: {0}").format(seat_name(state.declarer)))
        totals = tuple(scores) if scores is not None else state.scores
        plates = []
        for seat in range(4):
            meld = state.melds[seat] if seat < len(state.melds) else None
            if meld is not None:
                line = PinochleTexts.tr("Meld {0}").format(meld.total)
            elif state.phase is Phase.BIDDING:
                line = self._last_call(state, seat)
            else:
                line = ""
            plates.append((str(totals[team_of(seat)]), line))
        if state.phase is Phase.BIDDING:
            line = PinochleTexts.tr("Bidding")
        elif state.phase is Phase.PLAYING:
            line = PinochleTexts.tr("Trick {0}").format(len(state.tricks) + 1)
        else:
            line = ""
        status = (MatchDetail.tr("Hand {0}").format(state.deal_number), line)
        return TableSnapshot(
            hands=tuple(tuple(h) for h in hands),
            trick=tuple(trick),
            trick_winner=winner,
            contract=contract,
            plates=tuple(plates),
            status=status,
            to_move=state.to_move,
            deal_number=state.deal_number,
        )

    @staticmethod
    def _last_call(state: MatchState, seat: int) -> str:
        for call in reversed(state.calls):
            if call.seat == seat:
                return (
                    PinochleTexts.tr("Pass")
                    if call.amount is None
                    else PinochleTexts.tr("Bid {0}").format(call.amount)
                )
        return ""

    def steps(
        self, before: Any, action: Any, after: Any, events: Sequence[Any]
    ) -> list[ReplayStep]:
        assert isinstance(before, MatchState) and isinstance(after, MatchState)
        won = [e for e in events if isinstance(e, TrickWon)]
        melds = [e for e in events if isinstance(e, MeldShown)]
        scored = next((e for e in events if isinstance(e, HandScored)), None)
        lines: list[str | SeatLine] = [self._meld_line(e) for e in melds]
        if won:
            last = won[-1]
            trick = (seat_name(last.winner), last.trick_number, last.points)
            lines.append(SeatLine(
                last.winner,
                PinochleTexts.tr("{0} wins trick {1} ({2} counters).").format(*trick),
                PinochleTexts.tr("You win trick {1} ({2} counters).").format(*trick)))
        if scored is None:
            if won:
                snap = self._snapshot(after, after.hands, won[-1].plays, won[-1].winner)
                return [ReplayStep("trick", snap, tuple(lines))]
            kind = "play" if isinstance(action, PlayCard) else "other"
            return [ReplayStep(kind, self.snapshot(after), tuple(lines))]
        # the hand is over: its end as it lay on the table, then the next deal
        played = action.card if isinstance(action, PlayCard) else None
        hands = [
            tuple(c for c in h if c != played) if s == getattr(action, "seat", -1) else h
            for s, h in enumerate(before.hands)
        ]
        args = (scored.deal_number, seat_name(scored.declarer), scored.contract,
                outcome_name(scored.outcome.value), *scored.team_melds, *scored.team_counters)
        lines.append(SeatLine(
            scored.declarer,
            PinochleTexts.tr(
                "Hand {0}: {1} bid {2}, {3}; meld {4} – {5}, counters {6} – {7}.").format(*args),
            PinochleTexts.tr(
                "Hand {0}: you bid {2}, {3}; meld {4} – {5}, counters {6} – {7}.").format(*args)))
        end = self._snapshot(
            before,
            hands,
            won[-1].plays if won else (),
            won[-1].winner if won else None,
            scores=scored.scores,
        )
        end = TableSnapshot(
            hands=end.hands,
            trick=end.trick,
            trick_winner=end.trick_winner,
            contract=end.contract,
            plates=end.plates,
            status=(end.status[0], outcome_name(scored.outcome.value)),
            to_move=None,
            deal_number=scored.deal_number,
        )
        if any(isinstance(e, MatchOver) for e in events):
            lines.append(HistoryTexts.tr("Game over."))
        out = [ReplayStep("hand", end, tuple(lines))]
        if after.deal_number != before.deal_number and not after.is_over:
            out.append(ReplayStep("deal", self.snapshot(after)))
        return out

    @staticmethod
    def _meld_line(e: MeldShown) -> SeatLine:
        parts = ", ".join(f"{meld_part_name(p.name)} {p.value}" for p in e.parts)
        args = (seat_name(e.seat), e.total, parts or "–")
        return SeatLine(e.seat, PinochleTexts.tr("{0} melds {1}: {2}.").format(*args),
                        PinochleTexts.tr("You meld {1}: {2}.").format(*args))

    def played_card(self, action: Any) -> tuple[int, Card] | None:
        return (action.seat, action.card) if isinstance(action, PlayCard) else None

    def action_text(self, action: Any, names: Sequence[str], you: int | None = None) -> str:
        seat = getattr(action, "seat", None)
        who = names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else ""
        texts = self._action_texts(action)
        if texts is None:
            return super().action_text(action, names, you)
        you_text, text, args = texts
        return said(seat, you, you_text, text).format(who, *args)

    @staticmethod
    def _action_texts(action: Any) -> tuple[str, str, tuple[Any, ...]] | None:
        """An action's sentence said to its player, said of its seat ({0}: the name), and
        the arguments after the name."""
        if isinstance(action, Bid):
            return (PinochleTexts.tr("You bid {1}."), PinochleTexts.tr("{0} bids {1}."),
                    (action.amount,))
        if isinstance(action, Pass) and action.help:
            return (PinochleTexts.tr("You pass with help."),
                    PinochleTexts.tr("{0} passes with help."), ())
        if isinstance(action, Pass):
            return PinochleTexts.tr("You pass."), PinochleTexts.tr("{0} passes."), ()
        if isinstance(action, NameTrump):
            return (PinochleTexts.tr("You name trump: {1}."),
                    PinochleTexts.tr("{0} names trump: {1}."), (action.suit.symbol,))
        if isinstance(action, GiveCards):
            n = len(action.cards)
            return (PinochleTexts.tr("You pass %n card(s) to the partner.", "", n),
                    PinochleTexts.tr("{0} passes %n card(s) to the partner.", "", n), ())
        if isinstance(action, Concede):
            return (PinochleTexts.tr("You concede the hand."),
                    PinochleTexts.tr("{0} concedes the hand."), ())
        if isinstance(action, PlayCard):
            return (PinochleTexts.tr("You play the {1}."), PinochleTexts.tr("{0} plays the {1}."),
                    (action.card.symbol,))
        return None


HISTORY = PinochleHistory()
"""What the history windows show of Pinochle (found by ``ui.games.game_history.load_history``)."""

__all__ = ["HISTORY", "PinochleHistory", "meld_part_name", "outcome_name"]
