"""The hint: what the Hard player would do in this seat, and why (a reason code)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .. import Action, SeatView


@dataclass(frozen=True)
class Hint:
    action: Action
    reason: str
    """A reason code such as "smear_counter", "pull_trumps", "bid_value" (``base.Reason``)."""


def hint(view: SeatView, *, seed: int = 0, **options: Any) -> Hint:
    """The Hard player's choice for ``view`` with a short reason code. ``options`` go to
    ``HardBot`` (e.g. ``budget_ms``, ``samples``)."""
    from .hard import HardBot

    action, reason = HardBot(seed, **options).choose_with_reason(view)
    return Hint(action, str(reason))
