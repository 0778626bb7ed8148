"""Checks that a client never received what its seat may not know.

``faithful_frames``: every update a seat received holds exactly the game's own redaction of
the raw events and the game's own seat view of the full state at that step (the network adds
nothing and leaves out nothing). Works for every game.

``hearts_hidden_cards``: an independent proof for Hearts, from the full states alone (no
redaction code involved): every card a frame shows is one the seat held, passed, received,
took in the kitty, saw face up, or saw played, in the deal the frame is about.
"""

from __future__ import annotations

from typing import Any

from hearts_desktop.core.events import cards_in
from hearts_desktop.net.client import GameUpdate, MatchFinished, Message, TableSnapshot

from .helpers import Replay


def faithful_frames(replay: Replay, seat: int, messages: list[Message]) -> int:
    """Assert every update and snapshot of ``seat`` equals the engine's per-seat functions
    of the replayed match; the number of frames checked."""
    game = replay.game
    checked = 0
    for message in messages:
        if isinstance(message, GameUpdate):
            s = message.step
            expected = [game.redact(e, seat) for e in replay.events[s]]
            assert list(message.events) == [e for e in expected if e is not None], \
                f"seat {seat}, step {s}: events differ from the redaction"
            assert message.view == game.seat_view(replay.states[s], seat), \
                f"seat {seat}, step {s}: the view differs from the seat view"
            checked += 1
        elif isinstance(message, TableSnapshot) and message.view is not None:
            assert message.view == game.seat_view(replay.states[message.step], seat)
            checked += 1
    return checked


def _hearts_known(state: Any, seat: int) -> set[Any]:
    """Cards ``seat`` may know in the deal of ``state`` (from the full state)."""
    known: set[Any] = set(state.hands[seat])
    tricks = list(state.tricks) + ([state.trick] if state.trick is not None else [])
    for trick in tricks:
        known.update(card for _, card in trick.plays)  # played cards are public
    known.update(state.pass_given[seat] or ())
    known.update(state.pass_received[seat])
    known.update(state.face_up)
    known.update(state.face_up_taken)
    known.update(state.set_aside)
    if state.kitty_owner == seat:
        known.update(state.kitty)
    return known


def hearts_hidden_cards(replay: Replay, seat: int, messages: list[Message]) -> int:
    """Assert no frame of ``seat`` shows a card hidden from it; the cards checked."""
    from hearts_desktop.games.hearts.events import DealStarted

    checked = 0
    for message in messages:
        if isinstance(message, TableSnapshot):
            if message.view is not None:
                seen = set(cards_in(message.view))
                leaked = seen - _hearts_known(replay.states[message.step], seat)
                assert not leaked, f"seat {seat} saw {sorted(map(str, leaked))} in a snapshot"
                checked += len(seen)
            continue
        if not isinstance(message, GameUpdate):
            continue
        s = message.step
        events = list(message.events)
        starts = [i for i, e in enumerate(events) if isinstance(e, DealStarted)]
        cut = starts[-1] if starts and s > 0 else 0
        if cut:
            # Events before a new deal belong to the deal the action ended.
            before = _hearts_known(replay.states[s - 1], seat) | set(
                cards_in(replay.actions[s - 1]))
            seen = set(cards_in(events[:cut]))
            leaked = seen - before
            assert not leaked, f"seat {seat}, step {s}: saw {sorted(map(str, leaked))}"
            checked += len(seen)
        now = _hearts_known(replay.states[s], seat)
        if s > 0 and not cut:
            now |= set(cards_in(replay.actions[s - 1]))
        seen = set(cards_in(events[cut:])) | set(cards_in(message.view))
        leaked = seen - now
        assert not leaked, f"seat {seat}, step {s}: saw {sorted(map(str, leaked))}"
        checked += len(seen)
    return checked


def secrets_absent(frames: list[str | bytes], secrets: list[str]) -> None:
    """No raw frame holds any of ``secrets`` (the seed, other seats' tokens)."""
    for i, frame in enumerate(frames):
        text = frame if isinstance(frame, str) else frame.decode()
        for secret in secrets:
            assert secret not in text, f"frame {i} holds a secret"


def finished_of(messages: list[Message]) -> MatchFinished:
    found = [m for m in messages if isinstance(m, MatchFinished)]
    assert len(found) == 1, found
    return found[0]
