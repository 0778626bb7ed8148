"""The frames of a replay: every position of a recorded match, computed by the engine.

A match record is rules + seed + actions; replaying a prefix of the actions gives the exact
state after it. A :class:`Replay` replays the record once and keeps one :class:`Frame` per
action (plus a frame for the fresh deal, and one showing the finished hand before the next
deal), so the viewer can jump anywhere, forwards or backwards, and show it at once.
Everything a frame holds comes from the engine's state and events; no rule is decided here.
No Qt in this module.
"""

from __future__ import annotations

from dataclasses import dataclass

from ....games.hearts import (
    Action,
    Card,
    CardsPassed,
    ChooseMoon,
    ChoosePass,
    Event,
    HandScored,
    MatchOver,
    MatchRecord,
    MatchState,
    MoonShot,
    PassCards,
    Phase,
    PlayCard,
    Score,
    Transfer,
    TrickSetAside,
    TrickWon,
    apply,
    initial_state,
)
from ....games.hearts.errors import IllegalActionError, RecordError
from ..frame_steps import FrameSteps


@dataclass(frozen=True)
class Frame:
    """One position of the replay, as the table shows it."""

    actions: int
    """How many of the record's actions have been applied (the record prefix shown)."""
    kind: str
    """"deal" (a fresh deal), "pass" (a seat chose its cards), "passed" (the cards changed
    hands), "play" (a card was played), "trick" (a card completed a trick), "hand" (the
    hand is over and scored), "choice" (a dealer's-choice or moon choice), "other"."""
    state: MatchState
    """The engine state after ``actions`` actions."""
    action: Action | None
    events: tuple[Event, ...]
    deal_number: int
    hands: tuple[tuple[Card, ...], ...]
    trick: tuple[tuple[int, Card], ...]
    """The cards lying in the middle (a finished trick stays shown on its last card)."""
    trick_number: int
    trick_winner: int | None
    chosen: tuple[tuple[Card, ...] | None, ...]
    """Cards each seat has chosen to pass (while passing), else None per seat."""
    received: tuple[tuple[Card, ...], ...]
    """Cards each seat received in this deal's pass (until it plays its first card)."""
    transfers: tuple[Transfer, ...]
    """This deal's pass: who gave which cards to whom (empty before it or on a hold)."""
    pass_direction: str
    hand_points: tuple[Score, ...]
    match_scores: tuple[Score, ...]
    hearts_broken: bool
    phase: Phase
    actor: int | None
    """The seat whose action led to this frame."""
    to_move: int | None
    scored: HandScored | None
    """At the end of a hand: its scores."""
    moon: MoonShot | None

    @property
    def passing(self) -> bool:
        return self.phase in (Phase.PASSING, Phase.CHOOSING_PASS)


def _transfers_of_deal(events_by_deal: dict[int, tuple[Transfer, ...]], deal: int
                       ) -> tuple[Transfer, ...]:
    return events_by_deal.get(deal, ())


class Replay(FrameSteps):
    """Every frame of a recorded match. ``Replay(record)`` raises ``RecordError`` when the
    record does not replay (a damaged record)."""

    STOPS = ("trick", "hand", "passed", "deal")

    def __init__(self, record: MatchRecord) -> None:
        self.record = record
        state = initial_state(record)
        self.initial = state
        self.players = state.players
        self._passes: dict[int, tuple[Transfer, ...]] = {}
        self._moon: MoonShot | None = None
        frames = [self._frame(state, 0, "deal", None, ())]
        for i, action in enumerate(record.actions, start=1):
            prev = state
            try:
                state, events = apply(state, action)
            except IllegalActionError as exc:
                raise RecordError(f"action {i} of the record is illegal: {exc}") from exc
            frames.extend(self._frames_for(prev, state, i, action, tuple(events)))
        self.final = state
        self.frames: tuple[Frame, ...] = tuple(frames)

    def __len__(self) -> int:
        return len(self.frames)

    # ------------------------------------------------------------------ building
    def _frames_for(self, prev: MatchState, state: MatchState, i: int, action: Action,
                    events: tuple[Event, ...]) -> list[Frame]:
        for ev in events:
            if isinstance(ev, CardsPassed):
                self._passes[prev.deal_number] = ev.transfers
            elif isinstance(ev, MoonShot):
                self._moon = ev
        scored = next((e for e in events if isinstance(e, HandScored)), None)
        if scored is not None:
            out = [self._hand_over(prev, state, i, action, events, scored)]
            if state.phase is not Phase.MATCH_OVER and state.deal_number != prev.deal_number:
                out.append(self._frame(state, i, "deal", None, events))
            return out
        if isinstance(action, PassCards):
            kind = "passed" if any(isinstance(e, CardsPassed) for e in events) else "pass"
        elif isinstance(action, PlayCard):
            done = any(isinstance(e, (TrickWon, TrickSetAside)) for e in events)
            kind = "trick" if done else "play"
        elif isinstance(action, (ChoosePass, ChooseMoon)):
            kind = "choice"
        else:
            kind = "other"
        return [self._frame(state, i, kind, action, events)]

    def _frame(self, state: MatchState, i: int, kind: str, action: Action | None,
               events: tuple[Event, ...]) -> Frame:
        trick: tuple[tuple[int, Card], ...] = ()
        winner: int | None = None
        number: int = state.trick_number
        if state.trick is not None and state.trick.plays:
            trick = state.trick.plays
        elif kind == "trick" and state.tricks:
            last = state.tricks[-1]
            trick, winner, number = last.plays, last.winner, last.number
        played = {s for t in state.tricks for s, _ in t.plays}
        if state.trick is not None:
            played |= {s for s, _ in state.trick.plays}
        received = tuple(() if s in played else r for s, r in enumerate(state.pass_received))
        chosen = tuple(state.pass_given) if state.phase is Phase.PASSING else \
            (None,) * state.players
        return Frame(
            actions=i, kind=kind, state=state, action=action, events=events,
            deal_number=state.deal_number, hands=state.hands, trick=trick,
            trick_number=number, trick_winner=winner, chosen=chosen, received=received,
            transfers=_transfers_of_deal(self._passes, state.deal_number),
            pass_direction=state.pass_direction, hand_points=state.hand_scores,
            match_scores=state.match_scores, hearts_broken=state.hearts_broken,
            phase=state.phase, actor=getattr(action, "seat", None), to_move=state.to_move,
            scored=None, moon=next((e for e in events if isinstance(e, MoonShot)), None))

    def _hand_over(self, prev: MatchState, state: MatchState, i: int, action: Action,
                   events: tuple[Event, ...], scored: HandScored) -> Frame:
        """The finished hand: its last trick still on the table, the hand's scores."""
        won = next((e for e in events if isinstance(e, TrickWon)), None)
        trick: tuple[tuple[int, Card], ...]
        winner: int | None
        if won is not None:
            trick, winner, number = won.plays, won.winner, won.trick_number
        elif prev.tricks:  # a moon choice ends the hand after its last trick
            last = prev.tricks[-1]
            trick, winner, number = last.plays, last.winner, last.number
        else:
            trick, winner, number = (), None, prev.trick_number
        moon = next((e for e in events if isinstance(e, MoonShot)), None)
        if moon is None and prev.shooter is not None:
            moon = self._moon  # announced by the last card, before the shooter's choice
        return Frame(
            actions=i, kind="hand", state=state, action=action, events=events,
            deal_number=scored.deal_number, hands=tuple(() for _ in range(prev.players)),
            trick=trick, trick_number=number, trick_winner=winner,
            chosen=(None,) * prev.players, received=tuple(() for _ in range(prev.players)),
            transfers=_transfers_of_deal(self._passes, prev.deal_number),
            pass_direction=prev.pass_direction, hand_points=scored.deal_scores,
            match_scores=scored.match_scores, hearts_broken=True,
            phase=Phase.MATCH_OVER if any(isinstance(e, MatchOver) for e in events)
            else Phase.HAND_OVER,
            actor=getattr(action, "seat", None), to_move=None, scored=scored, moon=moon)

    # ------------------------------------------------------------------ navigation
    def hand_of(self, index: int) -> int:
        """The deal number frame ``index`` belongs to."""
        return self.frames[index].deal_number


__all__ = ["Frame", "Replay"]
