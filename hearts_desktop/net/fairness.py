"""The client's side of fair deals (``core.fairness``, ``docs/network.md``): what a seat
was shown over a network match, and the check, once the server has revealed its secret,
that every deal of the match is the one derived from the secret and the contributions.

``DealLog`` keeps the commitment the client saw before it contributed, its own
contribution, and every view and event its seat received (as the JSON trees they came
in). ``check_deals`` replays the match from the derived seed with the game's own engine
and compares, step by step, the seat's view and its share of the events with what the
server sent: its own hands, every card played, the talon, widow and meld it was shown.
Any difference, a secret that does not match its commitment, or a contribution left out
is a ``DealCheck`` that is not verified, with the reason.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from typing import Any

from ..core import fairness as fair
from ..core.fairness import DealCheck
from ..core.game import Game, Record
from .codec import GameCodec

log = logging.getLogger(__name__)


@dataclass
class DealLog:
    """What one client needs to check its seat's deals (``NetClient.deals``)."""

    commitment: str = ""
    """The commitment the table showed when this client sat down (before it contributed)."""
    contribution: str = ""
    """This client's own contribution (hex; "" if it sent none)."""
    commitment_changed: bool = False
    """The server showed another commitment later."""
    seen: list[tuple[int, list[Any] | None, Any]] = field(default_factory=list)
    """Per frame received: (step, the events' trees or None for a snapshot, the whole view
    tree)."""

    def reset(self, commitment: str) -> None:
        """A new seat at a table showing ``commitment`` ("": not known yet): nothing
        seen yet."""
        self.commitment, self.contribution = commitment, ""
        self.commitment_changed = False
        self.seen.clear()

    def note_table(self, commitment: str) -> None:
        if self.commitment and commitment != self.commitment:
            self.commitment_changed = True

    def note(self, step: int, events: list[Any] | None, view: Any) -> None:
        if isinstance(view, dict):
            self.seen.append((step, events, view))


def check_deals(game: Game, codec: GameCodec, record: Record, seat: int, deals: DealLog,
                secret: str, contributions: list[str]) -> DealCheck:
    """The verdict on the finished match ``record`` for ``seat`` (see the module
    docstring). Never raises: whatever goes wrong is a verdict that the deals are not
    verified."""
    try:
        if not secret:
            return DealCheck(False, fair.NOT_REVEALED)
        try:
            committed = fair.commitment(secret)
        except ValueError:
            return DealCheck(False, fair.NOT_REVEALED)
        if committed != deals.commitment:
            return DealCheck(False, fair.WRONG_SECRET)
        if deals.commitment_changed:
            return DealCheck(False, fair.COMMITMENT_CHANGED)
        if not deals.contribution:
            return DealCheck(False, fair.NOT_CONTRIBUTED)
        if not 0 <= seat < len(contributions) or contributions[seat] != deals.contribution:
            return DealCheck(False, fair.CONTRIBUTION_IGNORED)
        try:
            seed = fair.derive_seed(game.name, secret, contributions)
        except ValueError:
            return DealCheck(False, fair.OTHER_SEED)
        if record.seed != seed:
            return DealCheck(False, fair.OTHER_SEED)
        return _replay(game, codec, record, seat, deals)
    except Exception as exc:  # a damaged record or value: not verified, and say so
        log.warning("the deals could not be checked: %r", exc)
        return DealCheck(False, fair.CARDS_DIFFER)


def _replay(game: Game, codec: GameCodec, record: Record, seat: int,
            deals: DealLog) -> DealCheck:
    """Replay ``record`` (dealt from the derived seed) and compare every frame seen."""
    seen = sorted(deals.seen, key=lambda entry: entry[0])
    actions = tuple(record.actions)
    state = game.initial_state(record)
    raw_events = list(game.first_events(state))
    step, deal, start = 0, 1, game.deal_start(state)
    for at, events, view in seen:
        while step < at:
            if step >= len(actions):
                return DealCheck(False, fair.CARDS_DIFFER, deal, at)
            try:
                state, raw_events = game.apply(state, actions[step])
            except Exception:  # the server's moves do not fit the derived deal
                return DealCheck(False, fair.CARDS_DIFFER, deal, step + 1)
            step += 1
            now = game.deal_start(state)
            if now != start:
                deal, start = deal + 1, now
        try:
            shown = codec.decode(view)
            told = None if events is None else [codec.decode(e) for e in events]
        except Exception:
            return DealCheck(False, fair.CARDS_DIFFER, deal, at)
        if shown != game.seat_view(state, seat):
            return DealCheck(False, fair.CARDS_DIFFER, deal, at)
        if told is not None:
            expected = [game.redact(e, seat) for e in raw_events]
            if told != [e for e in expected if e is not None]:
                return DealCheck(False, fair.CARDS_DIFFER, deal, at)
    return DealCheck(True)


__all__ = ["DealCheck", "DealLog", "check_deals"]
