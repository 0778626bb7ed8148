"""The frames of a Pinochle replay: every position of a recorded match, computed by the
engine (no Qt here; ``replay.py`` shows them).

A record is rules + seed + actions; the engine replays it once and each action gives one
frame, some two:

* ``deal``: a fresh deal (the first position, and after each scored hand);
* ``call``: a bid or a pass (the auction's last call also makes the contract);
* ``trump``: the declarer named trump;
* ``give``: the partner's four cards went to the declarer;
* ``return`` then ``meld``: the declarer's four cards went back, then every seat's meld
  lies face up in front of it (the engine counts the meld with the return);
* ``play``: a card was played; ``trick``: the card completed a trick (it stays shown
  with its winner);
* ``hand``: the hand is over (the last trick, or the concession) and scored; then the
  next ``deal``.

Everything a frame holds comes from the engine's states and events; no rule is decided
here. Which of the exchanged cards a seat may see is the engine's redaction
(``CardsGiven.redacted``): the replay keeps every card, the table and the words show
them as the bottom seat saw them unless every hand is shown.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ....core.cards import Card
from ....games.pinochle import (
    Action,
    AuctionWon,
    Call,
    CardsGiven,
    Conceded,
    Event,
    GiveCards,
    HandRecord,
    HandScored,
    MatchOver,
    MatchRecord,
    MatchState,
    MeldShown,
    Phase,
    PlayCard,
    RecordError,
    Suit,
    TrickWon,
    apply,
    initial_state,
)
from ..frame_steps import FrameSteps


@dataclass(frozen=True)
class PinochleFrame:
    """One position of a Pinochle replay, as the table shows it."""

    actions: int
    """How many of the record's actions have been applied."""
    kind: str
    """"deal", "call", "trump", "give", "return", "meld", "play", "trick", "hand"."""
    state: MatchState
    """The engine's state after ``actions`` actions."""
    action: Action | None
    events: tuple[Event, ...]
    deal_number: int
    dealer: int
    phase: Phase
    """The deal's phase as the table shows it (``HAND_OVER`` on a "hand" frame)."""
    hands: tuple[tuple[Card, ...], ...]
    """The cards in each hand (without the cards laid out on a "meld" frame)."""
    trick: tuple[tuple[int, Card], ...]
    trick_number: int
    trick_winner: int | None
    calls: tuple[Call, ...]
    """The deal's auction so far."""
    declarer: int | None
    contract: int | None
    stuck: bool
    trump: Suit | None
    given: tuple[Card, ...] | None
    """The partner's cards to the declarer (this deal, once given)."""
    returned: tuple[Card, ...] | None
    """The declarer's cards back to the partner (this deal, once given back)."""
    melds: tuple[MeldShown, ...]
    """Every seat's meld of this deal, once counted."""
    counters: tuple[int, int]
    scores: tuple[int, int]
    """The running totals per team shown on the plates."""
    history: tuple[HandRecord, ...]
    """The hands scored so far (the score table)."""
    to_move: int | None
    scored: HandScored | None = None
    """On a "hand" frame: its result."""
    conceded: Conceded | None = None
    over: bool = False
    """The match ended with this frame."""

    @property
    def laid_out(self) -> bool:
        """Every seat's meld lies face up on the table."""
        return self.kind == "meld"

    @property
    def auction_won(self) -> AuctionWon | None:
        return next((e for e in self.events if isinstance(e, AuctionWon)), None)


def _frame(actions: int, kind: str, state: MatchState, action: Action | None,
           events: tuple[Event, ...], **changes: object) -> PinochleFrame:
    """A frame that shows ``state`` (``changes`` overrides what the table shows)."""
    melds = tuple(e for e in events if isinstance(e, MeldShown))
    fields: dict[str, object] = dict(
        deal_number=state.deal_number, dealer=state.dealer, phase=state.phase,
        hands=state.hands,
        trick=state.trick.plays if state.trick is not None else (),
        trick_number=state.trick_number, trick_winner=None, calls=state.calls,
        declarer=state.declarer, contract=state.contract, stuck=state.stuck,
        trump=state.trump, given=state.given, returned=state.returned, melds=melds,
        counters=state.counters, scores=state.scores, history=state.history,
        to_move=state.to_move)
    fields.update(changes)
    return PinochleFrame(actions, kind, state, action, events, **fields)  # type: ignore[arg-type]


def _without(hands: tuple[tuple[Card, ...], ...], seat: int,
             cards: tuple[Card, ...]) -> tuple[tuple[Card, ...], ...]:
    out = []
    for s, hand in enumerate(hands):
        if s == seat:
            left = list(hand)
            for c in cards:
                if c in left:
                    left.remove(c)
            hand = tuple(left)
        out.append(hand)
    return tuple(out)


class PinochleReplay(FrameSteps):
    """Every frame of a recorded Pinochle match (``RecordError`` when the record does not
    replay). The navigation is the replay viewer's (``ui/history/replay.py``)."""

    STOPS = ("trick", "meld", "hand", "deal")

    def __init__(self, record: MatchRecord) -> None:
        self.record = record
        state = initial_state(record)
        self.initial = state
        self.players = state.players
        frames = [_frame(0, "deal", state, None, ())]
        melds: tuple[MeldShown, ...] = ()
        for i, action in enumerate(record.actions, start=1):
            before = state
            try:
                state, event_list = apply(state, action)
            except ValueError as exc:
                raise RecordError(f"action {i} of the record is illegal: {exc}") from exc
            events = tuple(event_list)
            shown = tuple(e for e in events if isinstance(e, MeldShown))
            melds = shown or melds
            frames += self._frames(i, before, action, state, events, melds)
            if any(isinstance(e, HandScored) for e in events):
                melds = ()
        self.final = state
        self.frames: tuple[PinochleFrame, ...] = tuple(frames)

    @staticmethod
    def _frames(i: int, before: MatchState, action: Action, after: MatchState,
                events: tuple[Event, ...], melds: tuple[MeldShown, ...]) -> list[PinochleFrame]:
        scored = next((e for e in events if isinstance(e, HandScored)), None)
        won = next((e for e in events if isinstance(e, TrickWon)), None)
        if scored is not None:
            # the hand's end as it lay on the table (the last trick, or nothing played
            # after a concession), then the next deal
            hands = before.hands
            if isinstance(action, PlayCard):
                hands = _without(hands, action.seat, (action.card,))
            conceded = next((e for e in events if isinstance(e, Conceded)), None)
            last = _frame(
                i, "hand", before, action, events,
                phase=Phase.HAND_OVER, hands=hands,
                trick=won.plays if won is not None else (),
                trick_number=won.trick_number if won is not None else before.trick_number,
                trick_winner=won.winner if won is not None else None,
                melds=melds, counters=scored.team_counters, scores=scored.scores,
                history=after.history,
                to_move=None, scored=scored, conceded=conceded,
                over=any(isinstance(e, MatchOver) for e in events))
            out = [replace(last, state=after)]
            if after.deal_number != before.deal_number and not after.is_over:
                out.append(_frame(i, "deal", after, action, events))
            return out
        if isinstance(action, PlayCard):
            if won is not None:
                return [_frame(i, "trick", after, action, events, trick=won.plays,
                               trick_number=won.trick_number, trick_winner=won.winner,
                               melds=melds)]
            return [_frame(i, "play", after, action, events, melds=melds)]
        if isinstance(action, GiveCards):
            given = next(e for e in events if isinstance(e, CardsGiven))
            if not any(isinstance(e, MeldShown) for e in events):
                return [_frame(i, "give", after, action, events)]
            # the cards went back; then the melds lie face up (out of the hands)
            returned = _frame(i, "return", after, action, events, returned=given.cards,
                              phase=Phase.RETURNING, melds=())
            hands = after.hands
            for m in melds:
                hands = _without(hands, m.seat, m.cards)
            return [returned, _frame(i, "meld", after, action, events, hands=hands)]
        kind = "call" if before.phase is Phase.BIDDING else "trump"
        return [_frame(i, kind, after, action, events)]

    def __len__(self) -> int:
        return len(self.frames)


__all__ = ["PinochleFrame", "PinochleReplay"]
