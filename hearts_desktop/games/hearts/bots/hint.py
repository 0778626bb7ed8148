"""The hint: what the Hard player would do in this seat, and why (a reason code).

The Hard bot lives in ``ai/hard.py`` (``HardBot.choose_with_reason``); it is imported
lazily, so this package works without it, and a clear ``BotUnavailableError`` says why
a hint cannot be given.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import Any

from .. import Action, SeatView


class BotUnavailableError(ImportError):
    """The requested bot is not available (the Hard bot's module is missing)."""


@dataclass(frozen=True)
class Hint:
    action: Action
    reason: str
    """A reason code such as "dump_queen", "duck_under", "block_moon" (``base.Reason``)."""


def load_hard_bot() -> Any:
    """The ``HardBot`` class, or ``BotUnavailableError``."""
    try:
        module = importlib.import_module(f"{__package__}.hard")
    except ImportError as exc:
        raise BotUnavailableError(
            f"the Hard bot is not available ({__package__}.hard could not be imported: "
            f"{exc})") from exc
    try:
        return module.HardBot
    except AttributeError:
        raise BotUnavailableError("hearts_desktop.games.hearts.bots.hard has no HardBot") from None


def hint(view: SeatView, *, seed: int = 0, **options: Any) -> Hint:
    """The Hard bot's choice for ``view`` with a short reason code. ``options`` go to
    ``HardBot`` (e.g. ``budget_ms``)."""
    bot = load_hard_bot()(seed, **options)
    action, reason = bot.choose_with_reason(view)
    return Hint(action, str(reason))
