"""What the history keeps of a Pinochle match besides its record, found by replaying it once
(events, not guesses): per-deal contract, declarer, trump, melds, trick points and outcome;
per match the statistics the history shows (contracts made and set per team, average bid,
best meld)."""

from __future__ import annotations

from typing import Any

from ...core.game import DealResult, MatchAnalysis
from .events import HandScored, MeldShown, Outcome
from .game import apply
from .record import MatchRecord, initial_state
from .state import Phase, team_of

TEAMS = ((0, 2), (1, 3))


def _per_seat(team_values: tuple[int, int]) -> tuple[int, int, int, int]:
    return (team_values[0], team_values[1], team_values[0], team_values[1])


def analyse(record: MatchRecord) -> MatchAnalysis:
    """Replay ``record`` (legal: it was validated before) and collect what the history keeps.

    Scores are per seat (each seat carries its team's score), higher is better.

    Per deal, ``facts``: ``declarer``, ``declaring_team``, ``contract``, ``trump`` (a suit
    letter), ``stuck``, ``outcome`` ("made", "set", "conceded"), ``team_melds``,
    ``team_counters``, ``melds`` (per seat), ``best_meld`` (the deal's highest seat meld).
    Per match, ``facts``: ``contracts_made``, ``contracts_set``, ``contracts_conceded``,
    ``contracts_won`` (per team), ``average_bid`` (mean contract, None without a hand),
    ``average_bid_by_team``, ``best_meld`` and ``best_meld_by`` (seat), ``hands``;
    for the history's statistics of one player, ``bid_total`` (per team: its contracts
    added up) and ``best_melds`` (per seat: its highest meld in the match, 0 if none).
    """
    state = initial_state(record)
    deals: list[DealResult] = []
    melds = [0, 0, 0, 0]
    made = [0, 0]
    set_ = [0, 0]
    conceded = [0, 0]
    won = [0, 0]
    bid_sum = [0, 0]
    best, best_by = -1, None
    best_melds = [0, 0, 0, 0]
    for action in record.actions:
        state, events = apply(state, action)
        for ev in events:
            if isinstance(ev, MeldShown):
                melds[ev.seat] = ev.total
                best_melds[ev.seat] = max(best_melds[ev.seat], ev.total)
                if ev.total > best:
                    best, best_by = ev.total, ev.seat
            elif isinstance(ev, HandScored):
                team = team_of(ev.declarer)
                won[team] += 1
                bid_sum[team] += ev.contract
                {Outcome.MADE: made, Outcome.SET: set_, Outcome.CONCEDED: conceded}[
                    ev.outcome][team] += 1
                facts: dict[str, Any] = {
                    "declarer": ev.declarer, "declaring_team": team,
                    "contract": ev.contract, "trump": ev.trump.letter,
                    "stuck": bool(state.history[-1].stuck) if state.history else False,
                    "outcome": ev.outcome.value, "team_melds": list(ev.team_melds),
                    "team_counters": list(ev.team_counters), "melds": list(melds),
                    "best_meld": max(melds),
                }
                deals.append(DealResult(ev.deal_number, _per_seat(ev.changes),
                                        _per_seat(ev.scores), facts))
                melds = [0, 0, 0, 0]
    scores = _per_seat(state.scores)
    if state.phase is Phase.MATCH_OVER and state.winner is None:
        ranking: tuple[int, ...] = (1, 1, 1, 1)
    elif state.phase is Phase.MATCH_OVER:
        ranking = tuple(1 if team_of(s) == state.winner else 2 for s in range(4))
    else:
        a, b = state.scores
        ranking = tuple(1 if state.scores[team_of(s)] >= max(a, b) else 2 for s in range(4))
    hands = won[0] + won[1]
    match_facts: dict[str, Any] = {
        "hands": hands,
        "contracts_won": list(won), "contracts_made": list(made), "contracts_set": list(set_),
        "contracts_conceded": list(conceded),
        "average_bid": (bid_sum[0] + bid_sum[1]) / hands if hands else None,
        "average_bid_by_team": [bid_sum[t] / won[t] if won[t] else None for t in (0, 1)],
        "best_meld": best if best >= 0 else None, "best_meld_by": best_by,
        "bid_total": list(bid_sum), "best_melds": best_melds,
    }
    return MatchAnalysis(game="pinochle", rules_name=record.rules.name, deals=tuple(deals),
                         final_scores=scores, ranking=ranking, teams=TEAMS,
                         higher_is_better=True, facts=match_facts)
