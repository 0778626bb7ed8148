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
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
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
    MatchDetail,
    ReplayStep,
    SeatLine,
    StatisticsChart,
    StatisticsField,
    TableSnapshot,
    fact_chart,
    fact_entry,
    fact_field,
    seat_name,
)

if TYPE_CHECKING:
    from ....history import HandRow, MatchSummary, Stats

PinochleTexts = TrContext("PinochleTexts")
"""The translation context of Pinochle's history words."""


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
    return fact_entry(summary, name, _team_index(summary) if per_team else summary.human_seat)


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


def _average(stats: Stats) -> float:
    won = stats.facts.get("contracts_won", 0)
    return float(stats.facts.get("bid_total", 0)) / won if won else 0.0


def _best(stats: Stats) -> float:
    return float(stats.maxima.get("best_melds", 0) or 0)


class PinochleHistory(GameHistory):
    """Pinochle's part of the history windows."""

    counts_hands = True
    """Pinochle's players count hands and points as Hearts' do: the same words."""
    name = "pinochle"
    higher_is_better = True
    play_action = PlayCard
    marked_seat = "declarer"

    # ------------------------------------------------------------------ words
    def preset_titles(self) -> Mapping[str, str]:
        return {
            "pinochle": PinochleTexts.tr("Pinochle"),
            "pinochle_x10": PinochleTexts.tr("Pinochle (×10 scale)"),
            "double_deck": PinochleTexts.tr("Double-deck Pinochle"),
            CUSTOM: PinochleTexts.tr("Custom rules"),
        }

    # ------------------------------------------------------------------ list and detail
    def columns(self) -> Sequence[HistoryColumn]:
        return (
            HistoryColumn("contracts", lambda: PinochleTexts.tr("Contracts"), _contracts,
                          order_by="mine:contracts_made", header_tooltip=lambda: (
                              PinochleTexts.tr("Your team's contracts: made / played"))),
            HistoryColumn("set", lambda: PinochleTexts.tr("Set"), _set,
                          order_by="mine:contracts_set", header_tooltip=lambda: (
                              PinochleTexts.tr("Your team's contracts that were set"))),
            HistoryColumn("average_bid", lambda: PinochleTexts.tr("Average bid"), _average_bid,
                          header_tooltip=lambda: PinochleTexts.tr("Your team's average contract"),
                          width=90),
            HistoryColumn("best_meld", lambda: PinochleTexts.tr("Best meld"), _best_meld,
                          order_by="mine:best_melds", width=84,
                          header_tooltip=lambda: PinochleTexts.tr("Your best meld of the match")),
        )

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
            fact_field("contracts_won", lambda: PinochleTexts.tr("Contracts played by your team"),
                       lambda: PinochleTexts.tr("Contracts")),
            fact_field("contracts_made", lambda: PinochleTexts.tr("Contracts made"),
                       lambda: PinochleTexts.tr("Made")),
            fact_field("contracts_set", lambda: PinochleTexts.tr("Contracts set"),
                       lambda: PinochleTexts.tr("Set")),
            fact_field("average_bid", lambda: PinochleTexts.tr("Average bid"), value=_average,
                       decimals=1),
            fact_field("best_meld", lambda: PinochleTexts.tr("Best meld"), value=_best),
        )

    def statistics_charts(self) -> Sequence[StatisticsChart]:
        return (fact_chart("contracts", lambda: PinochleTexts.tr("Your team's contracts"),
                           (lambda: PinochleTexts.tr("Made"), "contracts_made"),
                           (lambda: PinochleTexts.tr("Set"), "contracts_set")),)

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
        return TableSnapshot.of(hands, trick, trick_winner=winner, contract=contract,
                                plates=plates, status=status, to_move=state.to_move,
                                deal_number=state.deal_number)

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
            return [self.action_step(action, after, lines)]
        # the hand is over: its end as it lay on the table, then the next deal
        hands = self.hands_before_play(before.hands, action)
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
        end = dataclasses.replace(
            end, status=(end.status[0], outcome_name(scored.outcome.value)), to_move=None,
            deal_number=scored.deal_number)
        next_deal = after.deal_number != before.deal_number and not after.is_over
        return self.deal_over_steps(end, lines,
                                    match_over=any(isinstance(e, MatchOver) for e in events),
                                    next_deal=after if next_deal else None)

    @staticmethod
    def _meld_line(e: MeldShown) -> SeatLine:
        parts = ", ".join(f"{meld_part_name(p.name)} {p.value}" for p in e.parts)
        args = (seat_name(e.seat), e.total, parts or "–")
        return SeatLine(e.seat, PinochleTexts.tr("{0} melds {1}: {2}.").format(*args),
                        PinochleTexts.tr("You meld {1}: {2}.").format(*args))

    def action_texts(self, action: Any) -> tuple[str, str, tuple[Any, ...]] | None:
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
