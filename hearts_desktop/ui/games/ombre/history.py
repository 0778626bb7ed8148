"""Ombre in the history windows: contracts, codilles and chips (higher is better).

The facts come from ``games/ombre/analysis.py`` (``MatchAnalysis.facts``, per seat:
``contracts_played``, ``contracts_won``, ``codilles_won``, ``codilles_lost``, ``voles``,
``chips_won``; ``DealResult.facts``: ``ombre``, ``contract``, ``trump``, ``result``,
``codille_winner``, ``thrown_in`` ...). The list shows the human's contracts won of those
played, the codilles of the match and the human's chips won; the statistics add contracts,
codilles and chips to the generic figures; the match's hand table marks each deal's ombre.
Until Ombre has a replay of its own, the history's generic replay shows its deals with the
snapshots made here (hands, trick, talon, contract, chips and the pot).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from ....core.cards import Card, Suit
from ....games.ombre.actions import (
    Bid,
    CallCard,
    Exchange,
    NameTrump,
    Pass,
    PlayCard,
    Primeras,
    Surrender,
    TakeOver,
)
from ....games.ombre.events import DealScored, DealThrownIn, SessionOver, TrickWon
from ....games.ombre.state import MatchState, Phase
from ..base import CUSTOM, said
from ..game_history import (
    GameHistory,
    HistoryColumn,
    HistoryWords,
    ReplayStep,
    SeatLine,
    StatisticsChart,
    StatisticsField,
    TableSnapshot,
    fact_chart,
    fact_entry,
    fact_field,
    fact_total,
    seat_name,
)

if TYPE_CHECKING:
    from ....history import HandRow, MatchSummary


class OmbreTexts:
    """The translation context "OmbreTexts" of Ombre's history words."""

    @staticmethod
    def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
        from PySide6.QtCore import QCoreApplication

        return QCoreApplication.translate("OmbreTexts", text, disambiguation, n)


def contract_name(contract: str | None) -> str:
    """A contract as Ombre players name it."""
    return {
        "entrada": OmbreTexts.tr("Entrada"),
        "tourne": OmbreTexts.tr("Tourné"),
        "solo": OmbreTexts.tr("Solo"),
        "alliance": OmbreTexts.tr("Alliance"),
        "vole": OmbreTexts.tr("Vole"),
        "gascarola": OmbreTexts.tr("Gascarola"),
        "contrabola": OmbreTexts.tr("Contrabola"),
    }.get(contract or "", contract or "")


def result_name(result: str | None) -> str:
    return {
        "sacada": OmbreTexts.tr("sacada (ombre wins)"),
        "puesta": OmbreTexts.tr("puesta (ombre loses)"),
        "codille": OmbreTexts.tr("codille (a defender wins)"),
        "draw": OmbreTexts.tr("drawn"),
    }.get(result or "", result or "")


def _seat_value(summary: MatchSummary, name: str) -> int | None:
    """The human seat's entry of a per-seat match fact."""
    value = fact_entry(summary, name, summary.human_seat)
    return None if value is None else int(value)


def _contracts(summary: MatchSummary) -> str:
    won, played = (_seat_value(summary, "contracts_won"), _seat_value(summary, "contracts_played"))
    return "–" if won is None or played is None else f"{won}/{played}"


def _codilles(summary: MatchSummary) -> str:
    return str(fact_total(summary, "codilles_lost"))


def _chips(summary: MatchSummary) -> str:
    chips = _seat_value(summary, "chips_won")
    if chips is None:
        return "–"
    return f"+{chips}" if chips > 0 else str(chips)


class OmbreHistory(GameHistory):
    """Ombre's part of the history windows."""

    name = "ombre"
    higher_is_better = True
    play_action = PlayCard
    marked_seat = "ombre"

    # ------------------------------------------------------------------ words
    def preset_titles(self) -> Mapping[str, str]:
        return {
            "ombre": OmbreTexts.tr("Ombre"),
            "ombre_eldest": OmbreTexts.tr("Ombre (eldest leads)"),
            "quadrille": OmbreTexts.tr("Quadrille"),
            "quintille": OmbreTexts.tr("Quintille"),
            "ombre_two": OmbreTexts.tr("Two-handed Ombre"),
            "ombre_four": OmbreTexts.tr("Ombre for four"),
            CUSTOM: OmbreTexts.tr("Custom rules"),
        }

    def words(self) -> HistoryWords:
        return HistoryWords(
            deal=OmbreTexts.tr("Deal"),
            deals=OmbreTexts.tr("Deals"),
            deal_number=OmbreTexts.tr("Deal {0}"),
            deals_played=OmbreTexts.tr("Deals played"),
            deals_short=OmbreTexts.tr("Deals"),
            points=OmbreTexts.tr("Chips"),
            average=OmbreTexts.tr("Average chips won per deal"),
            average_short=OmbreTexts.tr("Chips/deal"),
        )

    def card_text(self, card: Card) -> str:
        return card.symbol

    # ------------------------------------------------------------------ list and detail
    def columns(self) -> Sequence[HistoryColumn]:
        return (
            HistoryColumn("contracts", lambda: OmbreTexts.tr("Contracts"), _contracts,
                          order_by="mine:contracts_won", header_tooltip=lambda: OmbreTexts.tr(
                              "Your contracts as ombre: won / played")),
            HistoryColumn("codilles", lambda: OmbreTexts.tr("Codilles"), _codilles,
                          order_by="fact:codilles_lost", header_tooltip=lambda: OmbreTexts.tr(
                              "Deals of the match the ombre lost by codille")),
            HistoryColumn("chips", lambda: OmbreTexts.tr("Chips won"), _chips,
                          order_by="mine:chips_won", width=84, header_tooltip=lambda: (
                              OmbreTexts.tr("The chips you won (or lost) in the match"))),
        )

    def deal_tooltip(self, row: HandRow, names: Sequence[str], you: int | None = None) -> str:
        f = row.facts
        if f.get("thrown_in") or f.get("ombre") is None:
            return OmbreTexts.tr("Thrown in: everyone passed.")
        ombre = f.get("ombre")
        who = names[ombre] if isinstance(ombre, int) and 0 <= ombre < len(names) else "?"
        trump = f.get("trump")
        suit = Suit.parse(trump).symbol if isinstance(trump, str) and trump else ""
        text = said(ombre, you, OmbreTexts.tr("You played {1} in {2}: {3}."),
                    OmbreTexts.tr("{0} played {1} in {2}: {3}.")).format(
            who, contract_name(f.get("contract")), suit, result_name(f.get("result"))
        )
        winner = f.get("codille_winner")
        if isinstance(winner, int) and 0 <= winner < len(names):
            text += " " + said(winner, you, OmbreTexts.tr("You won the codille."),
                               OmbreTexts.tr("{0} won the codille.")).format(names[winner])
        return text

    def legend(self) -> Sequence[tuple[str, str]]:
        return (("●", OmbreTexts.tr("the ombre: who played the contract of that deal")),)

    # ------------------------------------------------------------------ statistics
    def statistics_fields(self) -> Sequence[StatisticsField]:
        return (
            fact_field("contracts_played", lambda: OmbreTexts.tr("Contracts played"),
                       lambda: OmbreTexts.tr("Contracts")),
            fact_field("contracts_won", lambda: OmbreTexts.tr("Contracts won"),
                       lambda: OmbreTexts.tr("Won as ombre")),
            fact_field("codilles_won", lambda: OmbreTexts.tr("Codilles won")),
            fact_field("codilles_lost", lambda: OmbreTexts.tr("Codilles suffered")),
            fact_field("chips_won", lambda: OmbreTexts.tr("Chips won")),
        )

    def statistics_charts(self) -> Sequence[StatisticsChart]:
        return (fact_chart("contracts", lambda: OmbreTexts.tr("Contracts as ombre"),
                           (lambda: OmbreTexts.tr("Played"), "contracts_played"),
                           (lambda: OmbreTexts.tr("Won"), "contracts_won")),)

    # ------------------------------------------------------------------ the replay
    def snapshot(self, state: Any) -> TableSnapshot:
        assert isinstance(state, MatchState)
        d = state.deal
        trick = d.trick.plays if d.trick is not None else ()
        return self._snapshot(state, d.hands, trick, None)

    def _snapshot(
        self,
        state: MatchState,
        hands: Sequence[Sequence[Card]],
        trick: Sequence[tuple[int, Card]],
        winner: int | None,
    ) -> TableSnapshot:
        d = state.deal
        contract: tuple[str, str] | None = None
        if d.contract is not None and d.ombre is not None:
            detail = OmbreTexts.tr("Ombre: {0}").format(seat_name(d.ombre))
            if d.trump is not None:
                detail += " · " + OmbreTexts.tr("trump {0}").format(d.trump.symbol)
            contract = (contract_name(d.contract.value), detail)
        plates = []
        for seat in range(state.players):
            won = d.won[seat] if seat < len(d.won) else 0
            line = "" if seat == d.sitter_out else OmbreTexts.tr("%n trick(s)", "", won)
            plates.append((str(state.chips[seat]), line))
        playing = state.phase is Phase.PLAYING
        status = (
            OmbreTexts.tr("Pot: {0}").format(state.pot),
            OmbreTexts.tr("Trick {0}").format(len(d.tricks) + 1) if playing else "",
        )
        return TableSnapshot.of(hands, trick, trick_winner=winner, talon=d.talon,
                                contract=contract, plates=plates, status=status,
                                to_move=state.to_move, deal_number=d.number)

    def steps(
        self, before: Any, action: Any, after: Any, events: Sequence[Any]
    ) -> list[ReplayStep]:
        assert isinstance(before, MatchState) and isinstance(after, MatchState)
        won = [e for e in events if isinstance(e, TrickWon)]
        over = next((e for e in events if isinstance(e, (DealScored, DealThrownIn))), None)
        if over is None:
            if won:
                last = won[-1]
                snap = self._snapshot(after, after.deal.hands, last.plays, last.winner)
                return [ReplayStep("trick", snap, (self._trick_line(last),))]
            return [self.action_step(action, after)]
        # the deal is over: its end as it lay on the table, then the next deal
        lines: list[str | SeatLine] = []
        if isinstance(over, DealThrownIn):
            lines.append(OmbreTexts.tr("Thrown in: everyone passed."))
            hands: Sequence[Sequence[Card]] = before.deal.hands
            trick: Sequence[tuple[int, Card]] = ()
            winner = None
        else:
            hands = self.hands_before_play(before.deal.hands, action)
            trick = won[-1].plays if won else ()
            winner = won[-1].winner if won else None
            if won:
                lines.append(self._trick_line(won[-1]))
            lines.append(
                OmbreTexts.tr("Deal {0} is over: {1}.").format(
                    over.deal_number, result_name(over.result.value)
                )
            )
        end = self._snapshot(before, hands, trick, winner)
        end = dataclasses.replace(
            end,
            plates=tuple(
                (str(c), p[1])
                for c, p in zip(self._chips_after(after, events), end.plates, strict=True)
            ),
            status=(OmbreTexts.tr("Pot: {0}").format(after.pot), ""),
            to_move=None,
            deal_number=over.deal_number,
        )
        next_deal = (after.deal.number != before.deal.number
                     and after.phase is not Phase.MATCH_OVER)
        return self.deal_over_steps(end, lines,
                                    match_over=any(isinstance(e, SessionOver) for e in events),
                                    next_deal=after if next_deal else None)

    @staticmethod
    def _chips_after(after: MatchState, events: Sequence[Any]) -> tuple[int, ...]:
        """The chips once the deal is settled (before the next deal's ante)."""
        for e in events:
            if isinstance(e, SessionOver):
                return tuple(e.chips)
        for e in events:
            if isinstance(e, DealScored):
                return tuple(e.chips)
        return tuple(after.history[-1].chips) if after.history else tuple(after.chips)

    def _trick_line(self, won: TrickWon) -> SeatLine:
        return SeatLine(
            won.winner,
            OmbreTexts.tr("{0} wins trick {1}.").format(seat_name(won.winner), won.trick_number),
            OmbreTexts.tr("You win trick {1}.").format(seat_name(won.winner), won.trick_number))

    def action_texts(self, action: Any) -> tuple[str, str, tuple[Any, ...]] | None:
        if isinstance(action, Bid):
            return (OmbreTexts.tr("You bid {1}."), OmbreTexts.tr("{0} bids {1}."),
                    (contract_name(action.contract.value),))
        if isinstance(action, Pass):
            return OmbreTexts.tr("You pass."), OmbreTexts.tr("{0} passes."), ()
        if isinstance(action, Exchange):
            n = len(action.discards)
            return (OmbreTexts.tr("You exchange %n card(s).", "", n),
                    OmbreTexts.tr("{0} exchanges %n card(s).", "", n), ())
        if isinstance(action, NameTrump):
            return (OmbreTexts.tr("You name trump: {1}."), OmbreTexts.tr("{0} names trump: {1}."),
                    (action.suit.symbol,))
        if isinstance(action, CallCard):
            return (OmbreTexts.tr("You call the {1}."), OmbreTexts.tr("{0} calls the {1}."),
                    (self.card_text(action.card),))
        if isinstance(action, PlayCard):
            return (OmbreTexts.tr("You play the {1}."), OmbreTexts.tr("{0} plays the {1}."),
                    (self.card_text(action.card),))
        if isinstance(action, Primeras) and action.go_on:
            return (OmbreTexts.tr("You go on for the vole."),
                    OmbreTexts.tr("{0} goes on for the vole."), ())
        if isinstance(action, Primeras):
            return (OmbreTexts.tr("You stop after the primeras."),
                    OmbreTexts.tr("{0} stops after the primeras."), ())
        if isinstance(action, Surrender):
            return OmbreTexts.tr("You give up."), OmbreTexts.tr("{0} gives up."), ()
        if isinstance(action, TakeOver):
            return (OmbreTexts.tr("You take over as ombre."),
                    OmbreTexts.tr("{0} takes over as ombre."), ())
        return None


HISTORY = OmbreHistory()
"""What the history windows show of Ombre (found by ``ui.games.game_history.load_history``)."""

__all__ = ["HISTORY", "OmbreHistory", "contract_name", "result_name"]
