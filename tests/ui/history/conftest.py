"""Fixtures for the history windows: real matches played by CPU players through the engine,
stored in a history database in a temporary folder."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from hearts_desktop.games.hearts import (
    HandScored,
    Phase,
    Rules,
    apply,
    new_match,
    seat_view,
    seats_to_act,
)
from hearts_desktop.games.hearts.bots import make_bot
from hearts_desktop.history import HistoryDB, PlayerInfo, SavedMatch
from hearts_desktop.history.analysis import MatchFacts, analyse
from hearts_desktop.ui.table.card_pixmaps import CardPixmaps


@dataclass(frozen=True)
class Played:
    """A match played by bots, with the ``HandScored`` events the engine emitted."""

    match: SavedMatch
    scored: tuple[HandScored, ...]
    status: str
    finished: datetime
    facts: MatchFacts
    """What the database keeps about the match (one replay, shared by the tests)."""


def play(preset: str, seed: int, opponents: list[tuple[str, str]], started: datetime, *,
         max_hands: int | None = None, assisted: bool = False) -> Played:
    """Seat 0 is the (recorded) human, played here by an Easy bot; ``opponents`` are
    (roster key, name) pairs playing as Easy bots. ``max_hands`` stops early: abandoned."""
    rules = Rules.preset(preset)
    state = new_match(rules, seed)
    bots = [make_bot("easy", seed * 10 + s) for s in range(rules.players)]
    scored: list[HandScored] = []
    while state.phase is not Phase.MATCH_OVER:
        seat = seats_to_act(state)[0]
        state, events = apply(state, bots[seat].choose(seat_view(state, seat)))
        scored += [e for e in events if isinstance(e, HandScored)]
        if max_hands is not None and len(scored) >= max_hands:
            break
    players = (PlayerInfo("You", True, "human", None),
               *(PlayerInfo(name, False, key, "easy") for key, name in opponents))
    match = SavedMatch.from_state(state, players, started, assisted)
    status = "finished" if state.phase is Phase.MATCH_OVER else "abandoned"
    return Played(match, tuple(scored), status, started + timedelta(minutes=40),
                  analyse(match))


@pytest.fixture(scope="session")
def played() -> list[Played]:
    """Three matches: classic (finished), Black Lady (finished, assisted), classic
    abandoned after two hands; oldest first."""
    day = datetime(2026, 3, 1, 18, 0, tzinfo=UTC)
    return [
        play("classic", 101, [("pauline", "Pauline"), ("michele", "Michèle"), ("ben", "Ben")],
             day),
        play("black_lady", 202, [("oscar", "Oscar"), ("grace", "Grace"), ("ben", "Ben")],
             day + timedelta(days=1), assisted=True),
        play("classic", 303, [("pauline", "Pauline"), ("ruth", "Ruth"), ("victor", "Victor")],
             day + timedelta(days=2), max_hands=2),
    ]


@pytest.fixture
def history_db(tmp_path: Path, played: list[Played]) -> Iterator[tuple[HistoryDB, list[int]]]:
    """A database holding the ``played`` matches, and their ids (same order)."""
    db = HistoryDB(tmp_path / "history.sqlite3")
    ids = [db.add_analysed(p.match, p.facts, status=p.status, finished=p.finished)
           for p in played]
    yield db, ids
    db.close()


@pytest.fixture(scope="session")
def pixmaps(qapp: QApplication) -> CardPixmaps:
    """One card cache for every replay window of the tests (rendering decks is slow)."""
    return CardPixmaps()
