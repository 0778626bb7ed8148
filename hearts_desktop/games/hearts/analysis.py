"""What the history keeps of a Hearts match besides its record, found by replaying it once
(events, not guesses): per-deal scores, moons and suns, who took the Queen of Spades."""

from __future__ import annotations

from typing import Any

from ...core.game import DealResult, MatchAnalysis
from .cards import QUEEN_OF_SPADES
from .events import FaceUpTaken, HandScored, KittyTaken, TrickWon
from .game import apply
from .record import MatchRecord, initial_state
from .scoring import ranking as competition_ranking


def analyse(record: MatchRecord) -> MatchAnalysis:
    """Replay ``record`` (legal: it was validated before) and collect what the history keeps.

    Per deal: ``facts = {"moon_by": seat or None, "sun": bool, "queens": per-seat count}``.
    Per match, one entry per seat: ``facts = {"moons": moons (and suns) shot,
    "moons_suffered": moons shot by another seat, "queens": Queens of Spades taken}``.
    """
    state = initial_state(record)
    n = record.rules.players
    deals: list[DealResult] = []
    taken = [0] * n
    moons = [0] * n
    suffered = [0] * n
    queens = [0] * n
    for action in record.actions:
        state, events = apply(state, action)
        for ev in events:
            if isinstance(ev, TrickWon):
                cards = [c for _, c in ev.plays] + list(ev.set_aside_taken)
                taken[ev.winner] += sum(1 for c in cards if c == QUEEN_OF_SPADES)
            elif isinstance(ev, (KittyTaken, FaceUpTaken)):
                taken[ev.seat] += sum(1 for c in ev.cards if c == QUEEN_OF_SPADES)
            elif isinstance(ev, HandScored):
                facts: dict[str, Any] = {"moon_by": ev.shooter, "sun": bool(ev.sun),
                                         "queens": tuple(taken)}
                deals.append(DealResult(ev.deal_number, tuple(ev.deal_scores),
                                        tuple(ev.match_scores), facts))
                if ev.shooter is not None:
                    moons[ev.shooter] += 1
                    for s in range(n):
                        suffered[s] += s != ev.shooter
                for s in range(n):
                    queens[s] += taken[s]
                taken = [0] * n
    scores = tuple(state.match_scores)
    places = (tuple(state.ranking) if state.ranking is not None
              else competition_ranking(record.rules, scores, ()))
    rules_name = (record.rules.preset_name() if record.rules.name == "custom"
                  else record.rules.name)  # a preset at another player count keeps its name
    return MatchAnalysis(game="hearts", rules_name=rules_name, deals=tuple(deals),
                         final_scores=scores, ranking=places, higher_is_better=False,
                         facts={"moons": tuple(moons), "moons_suffered": tuple(suffered),
                                "queens": tuple(queens)})
