"""Checks that a client never received what its seat may not know.

``faithful_frames``: every update a seat received holds exactly the game's own redaction of
the raw events and the game's own seat view of the full state at that step (the network adds
nothing and leaves out nothing). Works for every game.

``hearts_hidden_cards``: an independent proof for Hearts, from the full states alone (no
redaction code involved): every card a frame shows is one the seat held, passed, received,
took in the kitty, saw face up, or saw played, in the deal the frame is about.
``hidden_cards``: the same proof for every game (``KNOWN`` says, per game, what a seat may
know from a full state: Pinochle's exchange only to the declarer and partner, Ombre's talon
and other players' exchanges to nobody). The cards of the step's action count as known only
to the seat that acted, or to all when it is a card played face up.
"""

from __future__ import annotations

import dataclasses
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
            before = _hearts_known(replay.states[s - 1], seat) | _action_cards(
                replay.actions[s - 1], seat)
            seen = set(cards_in(events[:cut]))
            leaked = seen - before
            assert not leaked, f"seat {seat}, step {s}: saw {sorted(map(str, leaked))}"
            checked += len(seen)
        now = _hearts_known(replay.states[s], seat)
        if s > 0 and not cut:
            now |= _action_cards(replay.actions[s - 1], seat)
        seen = set(cards_in(events[cut:])) | set(cards_in(message.view))
        leaked = seen - now
        assert not leaked, f"seat {seat}, step {s}: saw {sorted(map(str, leaked))}"
        checked += len(seen)
    return checked


def _action_cards(action: Any, seat: int) -> set[Any]:
    """The cards of the step's action that ``seat`` may know: all of its own action's, and
    a card played face up; never the cards another seat passes or exchanges."""
    if getattr(action, "seat", None) == seat or type(action).__name__ == "PlayCard":
        return set(cards_in(action))
    return set()


def _view_cards(view: Any) -> set[Any]:
    """The cards a view shows. A card a legal action only names (Quadrille's call of a
    king: ``CallCard``) is a name anyone may say, not a card seen."""
    if view is None or not dataclasses.is_dataclass(view):
        return set(cards_in(view))
    seen: set[Any] = set()
    for f in dataclasses.fields(view):
        value = getattr(view, f.name)
        if f.name == "legal":
            value = [a for a in value if type(a).__name__ != "CallCard"]
        seen.update(cards_in(value))
    return seen


def _trick_cards(trick: Any) -> set[Any]:
    return {card for _, card in trick.plays} if trick is not None else set()


def _pinochle_known(state: Any, seat: int) -> set[Any]:
    """Cards ``seat`` may know in the Pinochle deal of ``state``: its hand, the cards
    played, the melds laid face up, and the declarer's and partner's pass if it is one of
    them (each physical copy counts on its own)."""
    known: set[Any] = set(state.hands[seat])
    for trick in (*state.tricks, state.trick):
        known |= _trick_cards(trick)
    for meld in state.melds:
        if meld is not None:
            known.update(meld.cards)
    if state.declarer is not None and seat in (state.declarer, (state.declarer + 2) % 4):
        known.update(state.given or ())
        known.update(state.returned or ())
    return known


def _ombre_known(state: Any, seat: int) -> set[Any]:
    """Cards ``seat`` may know in the Ombre deal of ``state``: the hand it was dealt and
    holds, its own discards and draws from the talon, the cards played, the turned card
    and the called card (a name, not its holder). Never the talon, another hand or
    another player's exchange."""
    deal = state.deal
    known: set[Any] = set(deal.hands[seat]) | set(deal.dealt[seat])
    known.update(deal.discards[seat])
    known.update(deal.drawn[seat])
    for trick in (*deal.tricks, deal.trick):
        known |= _trick_cards(trick)
    for card in (deal.turned, deal.called):
        if card is not None:
            known.add(card)
    return known


KNOWN = {"hearts": _hearts_known, "pinochle": _pinochle_known, "ombre": _ombre_known}
"""For each game: the cards a seat may know in the deal of a full state."""


def hidden_cards(replay: Replay, seat: int, messages: list[Message]) -> int:
    """Any game: assert no frame of ``seat`` shows a card its seat may not know (``KNOWN``,
    from the full states alone); the cards checked."""
    import importlib

    name = replay.game.name
    known = KNOWN[name]
    deal_started = importlib.import_module(f"hearts_desktop.games.{name}.events").DealStarted
    checked = 0
    for message in messages:
        if isinstance(message, TableSnapshot):
            if message.view is not None:
                seen = _view_cards(message.view)
                leaked = seen - known(replay.states[message.step], seat)
                assert not leaked, f"seat {seat} saw {sorted(map(str, leaked))} in a snapshot"
                checked += len(seen)
            continue
        if not isinstance(message, GameUpdate):
            continue
        s = message.step
        events = list(message.events)
        starts = [i for i, e in enumerate(events) if isinstance(e, deal_started)]
        cut = starts[-1] if starts and s > 0 else 0
        if cut:
            # Events before a new deal belong to the deal the action ended.
            before = known(replay.states[s - 1], seat) | _action_cards(replay.actions[s - 1], seat)
            seen = set(cards_in(events[:cut]))
            leaked = seen - before
            assert not leaked, f"seat {seat}, step {s}: saw {sorted(map(str, leaked))}"
            checked += len(seen)
        now = known(replay.states[s], seat)
        if s > 0 and not cut:
            now |= _action_cards(replay.actions[s - 1], seat)
        seen = set(cards_in(events[cut:])) | _view_cards(message.view)
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
