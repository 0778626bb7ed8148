"""What the history database keeps about a match besides its record: per-hand scores, moons
and who took the Queen of Spades, found by replaying the record once (events, not guesses)."""

from __future__ import annotations

from dataclasses import dataclass

from ..games.hearts import (
    QUEEN_OF_SPADES,
    FaceUpTaken,
    HandScored,
    KittyTaken,
    MatchState,
    Score,
    TrickWon,
    apply,
    initial_state,
)
from ..games.hearts.scoring import ranking as competition_ranking
from .records import HandRow
from .saved import SavedMatch


@dataclass(frozen=True)
class MatchFacts:
    state: MatchState
    hands: tuple[HandRow, ...]
    queens: tuple[tuple[int, ...], ...]
    """Per hand: how many Queens of Spades each seat took."""
    suns: tuple[bool, ...]
    """Per hand: the moon was a sun (every trick)."""
    final_scores: tuple[Score, ...]
    ranking: tuple[int, ...]


def analyse(match: SavedMatch) -> MatchFacts:
    """Replay ``match`` and collect its per-hand rows (the record was validated before)."""
    record = match.record
    state = initial_state(record)
    n = record.rules.players
    rows: list[HandRow] = []
    queens: list[tuple[int, ...]] = []
    suns: list[bool] = []
    taken = [0] * n
    for action in record.actions:
        state, events = apply(state, action)
        for ev in events:
            if isinstance(ev, TrickWon):
                cards = [c for _, c in ev.plays] + list(ev.set_aside_taken)
                taken[ev.winner] += sum(1 for c in cards if c == QUEEN_OF_SPADES)
            elif isinstance(ev, (KittyTaken, FaceUpTaken)):
                taken[ev.seat] += sum(1 for c in ev.cards if c == QUEEN_OF_SPADES)
            elif isinstance(ev, HandScored):
                rows.append(HandRow(ev.deal_number, tuple(ev.deal_scores),
                                    tuple(ev.match_scores), ev.shooter))
                queens.append(tuple(taken))
                suns.append(bool(ev.sun))
                taken = [0] * n
    scores = tuple(state.match_scores)
    places = (tuple(state.ranking) if state.ranking is not None
              else competition_ranking(record.rules, scores, ()))
    return MatchFacts(state, tuple(rows), tuple(queens), tuple(suns), scores, places)
